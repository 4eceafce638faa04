"""`python -m bot.render examples`: redraw the example pictures in assets/examples/."""

from __future__ import annotations

import sys
from pathlib import Path

from engine import RULESET_NAMES, Game, RandomDice, ThrowOption

from . import render_sheet

EXAMPLES = Path(__file__).resolve().parents[2] / "assets" / "examples"
NAMES = {"ana": "Ana Jovanović", "bo": "Боян"}


def example_game(ruleset: str, seed: int = 5) -> Game:
    """A game some turns in, with a throw on the table: dice, highlights and crossed cells."""
    game = Game(ruleset, ["ana", "bo"])
    dice = RandomDice(seed)
    turns = {"yamm": 90, "russian": 40}.get(ruleset, 44)
    for _ in range(turns):
        player = game.thrower
        game.throw(player, dice)
        if game.must_announce:
            game.announce(player, next(a.cell for a in game.legal_actions() if hasattr(a, "cell")))
        for _ in range(2):  # chase the most common face, as a player would
            assert game.dice is not None
            face = max(set(game.dice), key=game.dice.count)
            game.throw(player, dice, [i for i, d in enumerate(game.dice) if d == face])
        game.write(player, max(game.write_options(), key=lambda o: o.value).cell)
    game.throw(game.thrower, dice)
    if any(isinstance(a, ThrowOption) and not a.first for a in game.legal_actions()):
        game.throw(game.thrower, dice, [0, 1])
    return game


def write_examples(folder: Path = EXAMPLES) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for ruleset in RULESET_NAMES:
        game = example_game(ruleset)
        path = folder / f"{ruleset}.png"
        path.write_bytes(render_sheet(game, game.thrower, NAMES, kept={0, 1}))
        written.append(path)
    return written


def main(argv: list[str]) -> int:
    if argv[1:] != ["examples"]:
        print("usage: python -m bot.render examples", file=sys.stderr)
        return 2
    for path in write_examples():
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
