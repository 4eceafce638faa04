"""Random legal play for property tests and simulations (imports only the public engine API)."""

from __future__ import annotations

import random
from typing import Any

from engine import Correct, Game, LegalAction, RandomDice, ThrowOption

TEAMS = {"red": ["ana", "bo"], "blue": ["cy", "dee"]}


def new_game(
    ruleset: str, mode: str, options: dict[str, Any] | None = None, players: int = 2
) -> Game:
    if mode in ("pairs", "team", "partners"):
        return Game(ruleset, None, mode=mode, options=options, teams=TEAMS)
    names = ["ana", "bo", "cy", "dee"][: 2 if mode == "kontra" else players]
    return Game(ruleset, names, mode=mode, options=options)


def choose(game: Game, rnd: random.Random) -> LegalAction:
    """A random legal action; corrections are rare so that yamm games still end soon."""
    actions = game.legal_actions()
    if rnd.random() < 0.9:
        actions = [a for a in actions if not isinstance(a, Correct)] or actions
    return rnd.choice(actions)


def play_step(game: Game, action: LegalAction, rnd: random.Random, dice: RandomDice) -> None:
    if isinstance(action, ThrowOption):
        dice_count = game.ruleset.dice_count
        keep = None if action.first else [i for i in range(dice_count) if rnd.random() < 0.5]
        game.throw(action.player, dice, keep)
    else:
        game.apply(action)


def play_random(game: Game, seed: int, steps: int | None = None) -> Game:
    """Play random legal actions until the game ends (or `steps` actions)."""
    rnd, dice = random.Random(seed), RandomDice(seed)
    done = 0
    while not game.is_over and (steps is None or done < steps):
        play_step(game, choose(game, rnd), rnd, dice)
        done += 1
    return game
