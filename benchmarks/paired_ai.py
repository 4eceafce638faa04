"""Two variants of the `hard` AI compared on the same solitaire games, the dice's luck taken out.

Run: python benchmarks/paired_ai.py --ruleset classic --games 300 \
         --a '{"flex_weight": 0.0}' --b '{"flex_weight": 1.0}'

A variant is a JSON object of `Brain` attributes set on the `hard` brain before each game (e.g.
`flex_weight`), optionally with "tables": a path to an .npz of value tables (as `engine.ai.build`
writes them) in place of the shipped ones, and "correction": a path to a JSON list of weights of
the learned correction (`engine.ai.correct`) in place of the shipped ones, or null for none.

Two things make a few hundred games enough to tell variants a few points apart, where a plain
mean needs thousands (a game's total varies by about 100 points):

- the same dice: throw k of the turn that fills the sheet's n-th cell shows the same faces in
  both games (re-thrown dice take the first faces of that throw's draw), so the two games only
  part where the variants decide differently;
- the luck taken out: at each throw, the value of the dice that came (by the shipped tables' plan
  of the turn) less its expectation given the kept dice is subtracted from the total. Each such
  term has mean zero whatever the variant, so the adjusted total has the same mean, and it varies
  by about 30 points instead of 100.

The report gives both variants' mean adjusted totals and the mean difference B - A with its
standard error, every 25 games.
"""

from __future__ import annotations

import os

for _var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

import argparse  # noqa: E402
import json  # noqa: E402
import math  # noqa: E402
import statistics  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import numpy as np  # noqa: E402

from engine import get_ruleset  # noqa: E402
from engine.ai import tables as ai_tables  # noqa: E402
from engine.ai.correct import Correction  # noqa: E402
from engine.ai.fit import measured_game  # noqa: E402
from engine.ai.player import brain_for  # noqa: E402
from engine.ai.policy import Brain  # noqa: E402
from engine.ai.values import ValueModel  # noqa: E402
from engine.rulesets import Ruleset  # noqa: E402


def play(ruleset: Ruleset, seed: int, judge: Brain) -> tuple[int, float]:
    """One solitaire game by the `hard` AI: its total, and its total less the dice's luck."""
    found = measured_game(ruleset, seed, judge)
    return found.total, found.total - found.luck


def _model(ruleset: Ruleset, path: str) -> ValueModel:
    with np.load(path) as data:
        stored = {name: data[name].astype(np.float64) for name in data.files}
    found = {}
    for groups in ai_tables.column_groups(ruleset, "lower"):
        for group in groups:
            found[group.key] = stored[ai_tables._file_key(group.key)]
    return ValueModel(ruleset, found, "lower")


def _setter(brain: Brain, variant: dict[str, Any]) -> dict[str, Any]:
    values = {k: v for k, v in variant.items() if k not in ("tables", "correction")}
    if "tables" in variant:
        values["model"] = _model(brain.ruleset, variant["tables"])
    if "correction" in variant:
        found = variant["correction"]
        values["correction"] = None
        if found is not None:
            weights = np.array(json.loads(Path(found).read_text(encoding="utf-8")))
            values["correction"] = Correction(brain.ruleset, weights)
    return values


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--ruleset", default="classic")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0, help="the first game's seed")
    parser.add_argument("--a", default="{}", help="variant A (JSON); {} is the shipped `hard`")
    parser.add_argument("--b", default="{}", help="variant B (JSON)")
    parser.add_argument("--out", type=Path, help="write every game's pair of results here (JSON)")
    args = parser.parse_args()
    ruleset = get_ruleset(args.ruleset)
    brain = brain_for(ruleset, "hard")
    judge = Brain(ruleset, ai_tables.model(ruleset, "hard"))
    variants = [_setter(brain, json.loads(v)) for v in (args.a, args.b)]
    shipped = {k: getattr(brain, k) for v in variants for k in v}
    pairs: list[tuple[tuple[int, float], tuple[int, float]]] = []
    for seed in range(args.seed, args.seed + args.games):
        results = []
        for variant in variants:
            for name, value in {**shipped, **variant}.items():
                setattr(brain, name, value)
            brain._cache.items.clear()  # plans of one variant's values are not the other's
            results.append(play(ruleset, seed, judge))
        pairs.append((results[0], results[1]))
        n = len(pairs)
        if n % 25 == 0 or n == args.games:
            a = [x[1] for x, _ in pairs]
            b = [y[1] for _, y in pairs]
            diff = [y - x for x, y in zip(a, b, strict=True)]
            error = statistics.stdev(diff) / math.sqrt(n) if n > 1 else math.nan
            print(
                f"{args.ruleset} {n} games: adjusted A {statistics.fmean(a):.1f}, "
                f"B {statistics.fmean(b):.1f}, B - A {statistics.fmean(diff):+.2f} ± {error:.2f}",
                flush=True,
            )
    if args.out is not None:
        args.out.write_text(json.dumps(pairs), encoding="utf-8")
    for name, value in shipped.items():
        setattr(brain, name, value)


if __name__ == "__main__":
    main()
