"""The AI's strength and speed: solitaire means per ruleset and level, hard against normal, latency.

Run: python benchmarks/bench_ai.py          # the full figures (about an hour on 2 cores)
     python benchmarks/bench_ai.py --games 200 --duel-games 100 --rulesets classic
Targets (issue 14): solitaire standard, default options, >= 1,000 seeded games per ruleset:
`hard` >= classic 1,120, bulgarian 1,093, yamm 2,560, russian 997, tris 1,111; `normal` near the
heuristic and `easy` near greedy (the issue's reference policies, printed beside); `hard` wins
>= 60% of 500 two-player classic games against `normal`; a `hard` decision p95 < 100 ms on one core.
"""

from __future__ import annotations

import os

# one core per process: numpy's BLAS would otherwise spread small products over both cores
for _var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

import argparse  # noqa: E402
import math  # noqa: E402
import random  # noqa: E402
import statistics  # noqa: E402
import time  # noqa: E402
from concurrent.futures import ProcessPoolExecutor  # noqa: E402

from engine import RULESET_NAMES, Game, RandomDice, get_ruleset  # noqa: E402
from engine.ai import ThrowMove, Wait, choose, hint, load  # noqa: E402
from engine.ai.selfplay import duel, mean_and_error, solitaire  # noqa: E402

# the reference policies and goals: ruleset -> (greedy, heuristic, goal for hard)
REFERENCE = {
    "classic": (715.8, 1036.2, 1120),
    "bulgarian": (695.3, 1011.6, 1093),
    "yamm": (1444.0, 2368.7, 2560),
    "russian": (609.8, 922.5, 997),
    "tris": (726.1, 1028.1, 1111),
}


def _chunks(count: int, parts: int) -> list[range]:
    size = math.ceil(count / parts)
    return [range(i, min(i + size, count)) for i in range(0, count, size)]


def _solitaire_job(args: tuple[str, str, range, int]) -> list[int]:
    ruleset, level, games, seed = args
    return solitaire(ruleset, level, games, seed)


def _duel_job(args: tuple[range, int]) -> list[tuple[int, int]]:
    games, seed = args
    return [duel("classic", ("hard", "normal"), i, seed) for i in games]


def strength(rulesets: list[str], levels: list[str], games: int, seed: int, workers: int) -> None:
    print(f"solitaire, standard mode, default options, {games} seeded games per cell (seed {seed})")
    header = f"{'ruleset':10}" + "".join(f"{lv:>22}" for lv in levels)
    print(header + f"{'greedy':>9}{'heuristic':>10}{'goal':>7}")
    with ProcessPoolExecutor(workers) as pool:
        for ruleset in rulesets:
            cells = []
            for level in levels:
                jobs = [(ruleset, level, part, seed) for part in _chunks(games, workers * 4)]
                totals = [t for part in pool.map(_solitaire_job, jobs) for t in part]
                mean, error = mean_and_error(totals)
                cells.append(f"{mean:9.1f} ± {error:4.1f} ({len(totals)})")
            greedy, heuristic, goal = REFERENCE[ruleset]
            print(
                f"{ruleset:10}" + "".join(f"{c:>22}" for c in cells)
                + f"{greedy:9.1f}{heuristic:10.1f}{goal:7d}",
                flush=True,
            )


def head_to_head(games: int, seed: int, workers: int) -> None:
    with ProcessPoolExecutor(workers) as pool:
        jobs = [(part, seed) for part in _chunks(games, workers * 4)]
        results = [r for part in pool.map(_duel_job, jobs) for r in part]
    wins = sum(1.0 if h > n else 0.5 if h == n else 0.0 for h, n in results)
    rate = wins / len(results)
    error = math.sqrt(rate * (1 - rate) / len(results))
    margin = statistics.fmean(h - n for h, n in results)
    print(
        f"two-player standard classic, hard against normal, {len(results)} seeded games "
        f"(seats alternate): hard wins {rate:.1%} ± {error:.1%} (ties count half), "
        f"mean margin {margin:+.1f}",
        flush=True,
    )


def latency(rulesets: list[str], games: int, seed: int) -> None:
    """Every `hard` decision of a few solitaire games, timed one by one on this core."""
    print(f"hard decision latency, single core, every decision of {games} solitaire games")
    print(f"{'ruleset':10}{'decisions':>10}{'p50 ms':>9}{'p95 ms':>9}{'max ms':>9}"
          f"{'hint p50':>10}{'hint p95':>10}{'hint max':>10}")
    for ruleset in rulesets:
        times: list[float] = []
        hints: list[float] = []
        for index in range(games):
            game = Game(ruleset, ["ai"])
            dice = RandomDice(f"latency:{seed}:{index}")
            rng = random.Random(index)
            step = 0
            while not game.is_over:
                start = time.perf_counter()
                move = choose(game, "ai", "hard", rng)
                times.append(time.perf_counter() - start)
                if step % 7 == 0:  # hints are asked now and then, not at every decision
                    start = time.perf_counter()
                    hint(game, "ai")
                    hints.append(time.perf_counter() - start)
                step += 1
                if isinstance(move, ThrowMove):
                    game.throw("ai", dice, move.keep)
                elif not isinstance(move, Wait):
                    game.apply(move)
        row = [_pct(times, 50), _pct(times, 95), max(times), _pct(hints, 50), _pct(hints, 95)]
        row.append(max(hints))
        print(
            f"{ruleset:10}{len(times):10d}"
            + "".join(f"{v * 1e3:9.1f}" for v in row[:3])
            + "".join(f"{v * 1e3:10.1f}" for v in row[3:]),
            flush=True,
        )


def _pct(values: list[float], p: int) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, len(ordered) * p // 100)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000, help="solitaire games per cell")
    parser.add_argument("--rulesets", default=",".join(RULESET_NAMES))
    parser.add_argument("--levels", default="easy,normal,hard")
    parser.add_argument("--duel-games", type=int, default=500)
    parser.add_argument("--latency-games", type=int, default=3)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--skip", default="", help="comma list of: table, duel, latency")
    args = parser.parse_args()
    rulesets = args.rulesets.split(",")
    skip = set(args.skip.split(","))
    start = time.perf_counter()
    load(tuple(get_ruleset(r) for r in rulesets))
    print(f"tables loaded in {time.perf_counter() - start:.2f} s (cold, {len(rulesets)} rulesets)")
    if os.getloadavg()[0] > 1.5:
        print(f"note: load average {os.getloadavg()[0]:.1f} when starting (other work running)")
    if "table" not in skip:
        strength(rulesets, args.levels.split(","), args.games, args.seed, args.workers)
    if "duel" not in skip:
        head_to_head(args.duel_games, args.seed, args.workers)
    if "latency" not in skip:
        latency(rulesets, args.latency_games, args.seed)
    print(f"load average at the end: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
