"""Fitting the learned correction (`correct`) by self-play: `python -m engine.ai.fit`.

Run: python -m engine.ai.fit --ruleset russian --games 2000 --fresh   (about 10 minutes on one
core). It plays `games` solitaire games of `hard` (with the shipped correction, or none with
--fresh) on dice of their own, fits the weights (least-squares temporal differences unless
`--method returns`, see `fit`) and writes them to assets/ai/correction.json; `--samples F` adds
the games kept in F to the fit and keeps this run's there too; `--explore SHARE MARGIN` plays
some close calls the other way (`Exploration`), `--first N` starts at the N-th fitting seed.
`hard` counts a share of the fitted weights (`player.HARD_CORRECTION_SHARE`); the fit writes them
whole.

Each run plays the fitting seeds from the first (unless `--first`), so a run with `--samples`
shares the dice of the games kept before, though not their decisions.

The shipped weights (by the default fit unless said):
- classic, 8,000 games in all: 3,000 games of the player before (whose weights are described
  below), counted at 0.7, 2,000 by the player with those weights, and last `--samples F --games
  3000 --explore 0.3 3 --first 40000` by that player again;
- bulgarian and russian, 10,000 games in all: `--samples F --games 3000` played by the player
  before (bulgarian's weights counted at 0.6, russian's whole), `--samples F --games 2000` by
  the player with the weights that wrote (counted at 0.7), 2,000 more by the player with the
  weights that refit wrote, and last `--samples F --games 3000 --explore 0.3 3 --first 40000`
  by that player again, with close calls tried the other way (`Exploration`);
- yamm: `--method returns`, 1,000 games --fresh; tris: `--method returns`, 2,000 games played
  with its first fit of 2,000 --fresh.
The weights before, all by `--method returns`: bulgarian as tris; classic and russian 2,000 games
played on their tables rebuilt with the free column at 13 (`solve.HARD_PRICES`) by the player
with the weights fitted for the tables before (classic a refit of a first fit, russian a first
fit --fresh).
"""

from __future__ import annotations

import argparse
import json
import random
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt

from ..actions import Cross, Write
from ..game import Game
from ..rulesets import Ruleset, get_ruleset
from . import choose, correct, tables
from .correct import features_of
from .dice import FloatArray
from .moves import Move, ThrowMove, Wait
from .player import brain_for, evaluate
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


@dataclass(frozen=True)
class Exploration:
    """Close calls tried the other way: at this share of the writes where another write or
    cross ranks within `margin` points of the one chosen (by the player's own ranking), one of
    those is taken instead. The fit then sees the sheets a close call leads to either way,
    which are the sheets a decision compares, at no cost a fit can see (bulgarian, 3,000 games
    at 0.3 and 3 points: each game's expected rest as without)."""

    share: float
    margin: float

    def choose(self, game: Game, move: Move, rng: random.Random, tried: random.Random) -> Move:
        if not isinstance(move, Write | Cross) or tried.random() >= self.share:
            return move
        ranked = evaluate(game, "ai", "hard", rng)
        best = max(s.value for s in ranked)
        close = [
            s.move
            for s in ranked
            if isinstance(s.move, Write | Cross)
            and s.move != move
            and s.value >= best - self.margin
        ]
        return tried.choice(close) if close else move


def measured_game(
    ruleset: Ruleset, seed: int, judge: Brain, exploration: Exploration | None = None
) -> Measured:

    game = Game(ruleset, ["ai"])
    rng = random.Random(seed)
    tried = random.Random(f"explore:{seed}")  # the dice's draws stay the player's alone
    space = judge.space
    luck = 0.0
    turns = []
    while not game.is_over:
        if game.throws == 0:
            turns.append((tuple(game.sheets["ai"]), game.sheet_total("ai"), luck))
        move = choose(game, "ai", "hard", rng)
        if exploration is not None:
            move = exploration.choose(game, move, rng, tried)
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


@dataclass
class Samples:
    """Every turn's start of the fitting games, in order, game by game."""

    empty: FloatArray  # [turn, cell] 1 where the cell is still empty
    rest: FloatArray  # what the sheet still added beyond its total and the tables' value,
    # less the luck of the dice that came after
    game: npt.NDArray[np.int64]  # which game

    def joined(self, later: Samples) -> Samples:
        """These and `later`'s, whose games are numbered on after these."""
        shift = int(self.game.max()) + 1 if len(self.game) else 0
        return Samples(
            np.concatenate([self.empty, later.empty]),
            np.concatenate([self.rest, later.rest]),
            np.concatenate([self.game, later.game + shift]),
        )

    def save(self, path: Path) -> None:
        np.savez_compressed(path, empty=self.empty, rest=self.rest, game=self.game)

    @classmethod
    def load(cls, path: Path) -> Samples:
        with np.load(path) as data:
            return cls(data["empty"], data["rest"], data["game"])


def samples(
    ruleset: Ruleset, games: int, exploration: Exploration | None = None, first: int = 0
) -> Samples:
    """`games` of the `hard` AI as it plays now, on the fitting seeds from slot `first`."""
    judge = Brain(ruleset, tables.model(ruleset, "hard"))
    model = judge.model
    empty_rows: list[list[float]] = []
    targets: list[float] = []
    which: list[int] = []
    for index in range(games):
        found = measured_game(ruleset, FIT_SEED + first + index, judge, exploration)
        for cells, total, luck in found.turns:
            empty_rows.append([float(v is None) for v in cells])
            rest = found.total - total - model.sheet_value(list(cells))
            targets.append(rest - (found.luck - luck))
            which.append(index)
    return Samples(np.array(empty_rows), np.array(targets), np.array(which, dtype=np.int64))


def fit(ruleset: Ruleset, games: int, method: str = "lstd") -> tuple[FloatArray, float, float]:
    """Weights fitted on `games` of the `hard` AI as it plays now, with the features and one
    constant per number of empty cells (those are dropped), and the held-out mean squared error
    of what the sheets still added (games split by parity), with and without the features.

    - "returns": regressed on what each sheet still added (a sum over every turn left);
    - "lstd" (least-squares temporal differences): each turn's start is tied to the next one
      by what that turn added, so the weights are the fixed point of a one-turn step. The
      one-turn terms vary far less than their sum (bulgarian, 3,000 games: 2.9 points against
      17 after the constants), so the weights are much less noisy for the same games.
    """
    return fit_samples(ruleset, samples(ruleset, games), method)


def fit_samples(
    ruleset: Ruleset, found: Samples, method: str = "lstd"
) -> tuple[FloatArray, float, float]:
    """`fit` on samples already played."""
    y = found.rest
    turns = found.empty.sum(axis=1).astype(int)
    by_turns = np.zeros((len(y), ruleset.cell_count + 1))
    by_turns[np.arange(len(y)), turns] = 1.0
    x = np.concatenate([by_turns, features_of(ruleset).of(found.empty)], axis=1)
    # the next turn's start in the same game; after the last turn, the full sheet: nothing
    last = np.r_[found.game[1:] != found.game[:-1], True]
    after = np.vstack([x[1:], np.zeros((1, x.shape[1]))])
    after[last] = 0.0
    step = y - np.where(last, 0.0, np.r_[y[1:], 0.0])  # what each turn added, less its luck
    half = found.game % 2

    def solve(rows: npt.NDArray[np.bool_], x: FloatArray, after: FloatArray) -> FloatArray:
        if method == "returns":
            a, b = x[rows].T @ x[rows], x[rows].T @ y[rows]
        else:
            a, b = x[rows].T @ (x[rows] - after[rows]), x[rows].T @ step[rows]
        weights: FloatArray = np.linalg.solve(a + RIDGE * np.eye(x.shape[1]), b).astype(np.float64)
        return weights

    def held_out(x: FloatArray, after: FloatArray) -> float:
        errors = [
            ((y[half == k] - x[half == k] @ solve(half != k, x, after)) ** 2).mean() for k in (0, 1)
        ]
        return float(np.mean(errors))

    weights = solve(np.ones(len(y), dtype=bool), x, after)[ruleset.cell_count + 1 :]
    width = ruleset.cell_count + 1
    return weights, held_out(x, after), held_out(by_turns, after[:, :width])


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m engine.ai.fit", description=__doc__)
    parser.add_argument("--ruleset", action="append", required=True)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument(
        "--fresh", action="store_true", help="fit on games played without any correction"
    )
    parser.add_argument(
        "--samples",
        type=Path,
        help="an .npz of earlier games' samples: the fit takes them too, and the file is "
        "written back with this run's games added (one ruleset only)",
    )
    parser.add_argument(
        "--method",
        choices=("lstd", "returns"),
        default="lstd",
        help="how the weights are fitted (see `fit`)",
    )
    parser.add_argument(
        "--explore",
        type=float,
        nargs=2,
        metavar=("SHARE", "MARGIN"),
        help="try close calls the other way: at SHARE of the writes with another within "
        "MARGIN points, take that one (see `Exploration`)",
    )
    parser.add_argument(
        "--first", type=int, default=0, help="the first game's slot among the fitting seeds"
    )
    args = parser.parse_args(argv)
    if args.samples is not None and len(args.ruleset) > 1:
        parser.error("--samples holds the games of one ruleset")
    exploration = Exploration(*args.explore) if args.explore else None

    for name in args.ruleset:
        start = time.perf_counter()
        ruleset = get_ruleset(name)
        brain = brain_for(ruleset, "hard")
        if args.fresh:
            brain.correction = None
        played = samples(ruleset, args.games, exploration, args.first)
        if args.samples is not None:
            if args.samples.exists():
                played = Samples.load(args.samples).joined(played)
            played.save(args.samples)
        weights, error, before = fit_samples(ruleset, played, args.method)
        found = correct.load_weights()
        found[name] = [round(float(w), 4) for w in weights]
        correct.CORRECTION.write_text(json.dumps(found, indent=1) + "\n", encoding="utf-8")
        took = time.perf_counter() - start
        games = len(np.unique(played.game))
        print(
            f"correction {name}: {games} games, {took:.0f} s; held-out mean squared error "
            f"{error:.1f} (without the features {before:.1f})",
            flush=True,
        )


if __name__ == "__main__":
    main()
