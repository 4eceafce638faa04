"""Fitting the learned correction (`correct`) by self-play: `python -m engine.ai.fit`.

Run: python -m engine.ai.fit --ruleset russian --games 2000 --fresh   (about 11 minutes on one
core; classic 15). It plays `games` solitaire games of `hard` (with the shipped correction, or
none with --fresh) on dice of their own, fits the weights and writes them to
assets/ai/correction.json. The shipped weights: yamm 1,000 games --fresh (about 14 minutes);
bulgarian and tris 2,000 games played with their first fit of 2,000 --fresh (a refit on the
games of the corrected player gained again); classic and russian 2,000 games played on their
tables rebuilt with the free column at 13 (`solve.HARD_PRICES`) by the player with the weights
fitted for the tables before (classic a refit of a first fit, russian a first fit --fresh).
`hard` counts a share of the fitted weights (`player.HARD_CORRECTION_SHARE`); the fit writes them
whole.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from ..game import Game
from ..rulesets import Ruleset, get_ruleset
from . import choose, correct, tables
from .correct import features_of
from .dice import FloatArray
from .moves import ThrowMove, Wait
from .player import brain_for
from .policy import Brain, throw_id
from .search import announce_cells, order_cells

FIT_SEED = 10**6  # the fitting games' dice: slots of seeds from here (the benchmarks' start at 0)
RIDGE = 1.0  # the fit's ridge penalty (features count cells, a few to a few hundred)


class SlotDice:
    """The dice of one throw of one turn of a seeded game: throw k of the turn that fills the
    sheet's n-th cell shows the same faces whatever was decided before (re-thrown dice take the
    first faces of that throw's draw), so that two players of the same seed share their luck."""

    def __init__(self, seed: int, turn: int, throw: int) -> None:
        self.faces = random.Random(f"paired:{seed}:{turn}:{throw}").choices(range(1, 7), k=6)

    def roll(self, count: int) -> list[int]:
        return self.faces[:count]


def throw_values(judge: Brain, game: Game, player: str) -> FloatArray:
    """[throw] -> what the dice of the next throw are worth by the judge's plan of the turn."""
    ruleset = judge.ruleset
    cells = tuple(game.sheets[player])
    after = min(game.throws + 1, 3)
    if game.announced is not None:
        cell = game.announced
        plan = judge.plan(("one", cells, cell), lambda: judge.cell_leaf(cells, cell))
        return plan.values[after]
    order = order_cells(ruleset, list(cells))
    values = judge.plan(("plain", cells), lambda: judge.sheet_leaf(cells, order)).values[after]
    announceable = announce_cells(ruleset, list(cells))
    if game.throws == 0 and announceable:
        announced = judge.plan(
            ("announce", cells),
            lambda: np.stack([judge.cell_leaf(cells, c) for c in announceable], axis=1),
        )
        values = np.maximum(values, announced.values[1].max(axis=1))
    return values


@dataclass
class Measured:
    """A solitaire game by the `hard` AI on slot dice, with the dice's luck by a judge's plans:
    at each throw, the value of the dice that came less its expectation given the kept dice.
    Each such term has mean zero whatever the player does."""

    total: int
    luck: float
    turns: list[tuple[tuple[int | None, ...], int, float]]  # at each turn's start: the sheet,
    # its total and the luck so far


def measured_game(ruleset: Ruleset, seed: int, judge: Brain) -> Measured:

    game = Game(ruleset, ["ai"])
    rng = random.Random(seed)
    space = judge.space
    luck = 0.0
    turns = []
    while not game.is_over:
        if game.throws == 0:
            turns.append((tuple(game.sheets["ai"]), game.sheet_total("ai"), luck))
        move = choose(game, "ai", "hard", rng)
        if isinstance(move, ThrowMove):
            values = throw_values(judge, game, "ai")
            if game.throws == 0 or game.dice is None:
                expected = float(space.first @ values)
            else:
                kept = tuple(sorted(game.dice[i] for i in move.keep or ()))
                expected = float(space.odds[space.keep_index[kept]] @ values)
            filled = sum(v is not None for v in game.sheets["ai"])
            game.throw("ai", SlotDice(seed, filled, game.throws), move.keep)
            assert game.dice is not None
            luck += float(values[throw_id(space, tuple(game.dice))]) - expected
        elif not isinstance(move, Wait):
            game.apply(move)
    return Measured(game.totals()["ai"], luck, turns)


def fit(ruleset: Ruleset, games: int) -> tuple[FloatArray, float, float]:
    """Weights fitted on `games` of the `hard` AI as it plays now: at each turn's start, what the
    sheet still added beyond its total and the tables' value, less the luck of the dice that came
    after, regressed on the features and one constant per number of empty cells (those are
    dropped). Returns the weights and the held-out mean squared error with and without them
    (games split by parity)."""
    judge = Brain(ruleset, tables.model(ruleset, "hard"))
    model = judge.model
    empty_rows: list[list[float]] = []
    targets: list[float] = []
    parity: list[int] = []
    for index in range(games):
        seed = FIT_SEED + index
        found = measured_game(ruleset, seed, judge)
        for cells, total, luck in found.turns:
            empty_rows.append([float(v is None) for v in cells])
            rest = found.total - total - model.sheet_value(list(cells))
            targets.append(rest - (found.luck - luck))
            parity.append(index % 2)
    empty = np.array(empty_rows)
    y = np.array(targets)
    turns = empty.sum(axis=1).astype(int)
    by_turns = np.zeros((len(y), ruleset.cell_count + 1))
    by_turns[np.arange(len(y)), turns] = 1.0
    x = np.concatenate([by_turns, features_of(ruleset).of(empty)], axis=1)
    half = np.array(parity)

    def solve(rows: npt.NDArray[np.bool_], x: FloatArray) -> FloatArray:
        a = x[rows].T @ x[rows] + RIDGE * np.eye(x.shape[1])
        weights: FloatArray = np.linalg.solve(a, x[rows].T @ y[rows])
        return weights

    def held_out(x: FloatArray) -> float:
        errors = [((y[half == k] - x[half == k] @ solve(half != k, x)) ** 2).mean() for k in (0, 1)]
        return float(np.mean(errors))

    weights = solve(np.ones(len(y), dtype=bool), x)[ruleset.cell_count + 1 :]
    return weights, held_out(x), held_out(by_turns)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m engine.ai.fit", description=__doc__)
    parser.add_argument("--ruleset", action="append", required=True)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument(
        "--fresh", action="store_true", help="fit on games played without any correction"
    )
    args = parser.parse_args(argv)

    for name in args.ruleset:
        start = time.perf_counter()
        ruleset = get_ruleset(name)
        brain = brain_for(ruleset, "hard")
        if args.fresh:
            brain.correction = None
        weights, error, before = fit(ruleset, args.games)
        found = correct.load_weights()
        found[name] = [round(float(w), 4) for w in weights]
        correct.CORRECTION.write_text(json.dumps(found, indent=1) + "\n", encoding="utf-8")
        took = time.perf_counter() - start
        print(
            f"correction {name}: {args.games} games, {took:.0f} s; held-out mean squared error "
            f"{error:.1f} (without the features {before:.1f})",
            flush=True,
        )


if __name__ == "__main__":
    main()
