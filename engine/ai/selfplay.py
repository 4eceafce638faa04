"""Whole games played by the AI: solitaire measurements, duels, and records anyone can replay."""

from __future__ import annotations

import json
import math
import random
import statistics
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from ..actions import Announce, Correct, Cross, Stop, Write
from ..dice import RandomDice
from ..game import Game
from ..record import to_record
from . import choose
from .moves import Move, ThrowMove, Wait

BEGINNER = "beginner"  # not an AI level: a new member's play, for measuring the AI against


def beginner(game: Game, player: str) -> Move:
    """A beginner's move: throw once, then write the first cell offered (announcing the first
    cell offered only where the rules leave nothing else; a Kontra writer never announces)."""
    actions = [a for a in game.legal_actions() if a.player == player]
    if not actions:
        return Wait()
    if game.throws == 0 and player == game.thrower:
        return ThrowMove(None)
    for kind in (Write, Cross):
        for action in actions:
            if isinstance(action, kind):
                return action
    if game.must_announce:
        for action in actions:
            if isinstance(action, Announce):
                return action
    if all(isinstance(a, Correct) for a in actions):
        return Wait()  # a beginner never corrects
    # nothing to write yet: "enough" where the thrower may say it, else throw on keeping all but one
    for action in actions:
        if isinstance(action, Stop):
            return action
    if game.dice is not None and player == game.thrower:
        return ThrowMove(tuple(range(len(game.dice) - 1)))
    return Wait()


def game_seed(seed: int, index: int) -> str:
    """The seed of game `index` of a series: its dice and the AI's choices come from it."""
    return f"{seed}:{index}"


def play(
    game: Game,
    levels: Mapping[str, str],
    seed: str,
    on_decision: Callable[[Game, str], None] | None = None,
) -> Game:
    """Play `game` to its end, every player by the AI at their level (player -> level).

    The dice come from `RandomDice` seeded with `seed`, so a game is the same on every run.
    `on_decision` is called before each decision (for timing or sampling positions).
    """
    dice = RandomDice(f"dice:{seed}")
    rngs = {player: random.Random(f"ai:{seed}:{player}") for player in game.players}
    while not game.is_over:
        decision = game.decision()
        for player in decision.players:
            if on_decision is not None:
                on_decision(game, player)
            level = levels[player]
            if level == BEGINNER:
                move = beginner(game, player)
            else:
                move = choose(game, player, level, rngs[player])
            if isinstance(move, Wait):
                continue
            if isinstance(move, ThrowMove):
                game.throw(player, dice, move.keep)
            else:
                game.apply(move)
            break
        else:  # pragma: no cover - the policy always lets someone act
            raise RuntimeError(f"nobody acts in {decision}")
    return game


def solitaire(
    ruleset: str,
    level: str,
    games: Sequence[int],
    seed: int,
    options: Mapping[str, Any] | None = None,
    out: Path | None = None,
) -> list[int]:
    """Totals of one-player standard games `games` (indexes) of a seeded series."""
    totals = []
    for index in games:
        game = play(Game(ruleset, ["ai"], options=options), {"ai": level}, game_seed(seed, index))
        totals.append(game.totals()["ai"])
        if out is not None:
            out.mkdir(parents=True, exist_ok=True)
            path = out / f"{ruleset}-{level}-{seed}-{index:05d}.json"
            path.write_text(json.dumps(to_record(game)), encoding="utf-8")
    return totals


def duel(ruleset: str, levels: tuple[str, str], index: int, seed: int) -> tuple[int, int]:
    """One two-player standard game, the first level seated first in even games and second in
    odd ones. Returns the two levels' totals (in the order of `levels`)."""
    names = ("one", "two") if index % 2 == 0 else ("two", "one")
    level_of = {"one": levels[0], "two": levels[1]}
    game = play(Game(ruleset, list(names)), level_of, game_seed(seed, index))
    totals = game.totals()
    return totals["one"], totals["two"]


def mean_and_error(values: Sequence[float]) -> tuple[float, float]:
    """Mean and its standard error."""
    if len(values) < 2:
        return (float(values[0]) if values else math.nan), math.nan
    return statistics.fmean(values), statistics.stdev(values) / math.sqrt(len(values))
