"""Does `hard` keep its points against other players? Win first, points always (issue 38).

Run: python benchmarks/bench_hard_play.py                 # 200 games per ruleset, 500 duels
     python benchmarks/bench_hard_play.py --games 50 --duel-games 100 --rulesets classic

Prints, per ruleset (two-player standard games, default options, seats alternating):
- `hard`'s solitaire mean and its mean against a beginner (throws once, writes the first cell
  offered), and the ratio of the two (goal: at least 97%);
- over every `hard` decision of those games: how many were made playing to win, and how many
  gave up more than 5 points of expected total against a move with the same chance to win (within
  the margin): goal 0;
then `hard` against `normal` in two-player classic (goal: at least 65% won, ties half), and the
time of `hard`'s decisions and of hints in two-player games, where it also weighs its chance to
win (goals: decisions p95 < 100 ms, hints < 300 ms). Figures: nothing here is asserted.
"""

from __future__ import annotations

import os

for _var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

import argparse  # noqa: E402
import random  # noqa: E402
import time  # noqa: E402
from collections.abc import Callable  # noqa: E402
from concurrent.futures import ProcessPoolExecutor  # noqa: E402

# what bench_ai measures the same way: the solitaire means and hard against normal
from bench_ai import _chunks, _solitaire_job, head_to_head  # noqa: E402

from engine import RULESET_NAMES, Game, get_ruleset  # noqa: E402
from engine.ai import choose, hint, load  # noqa: E402
from engine.ai import player as ai_player  # noqa: E402
from engine.ai.policy import LINEAR, decide  # noqa: E402
from engine.ai.selfplay import BEGINNER, game_seed, mean_and_error, play  # noqa: E402

GIVEN_UP = 5.0  # points of expected total: a move this far below an equally winning one


def _margin() -> float:
    return float(getattr(ai_player, "WIN_MARGIN", 0.005))


def audit(game: Game, player: str) -> tuple[bool, bool]:
    """(plays to win here, gives up more than GIVEN_UP points for no chance) for `hard`'s
    decision now, by the level's own valuations of every option."""
    brain = ai_player.brain_for(game.ruleset, "hard")
    objective = ai_player._win_objective(brain, game, player)
    if objective.transform is None:
        return False, False
    points = {o.move: o.value for o in decide(brain, game, player, LINEAR)}
    chances = {o.move: o.value for o in decide(brain, game, player, objective)}
    move = choose(game, player, "hard", random.Random(0))
    if move not in points or move not in chances:
        return True, False  # a correction or a wait: not a move of the turn's options
    margin = _margin()
    equal = [m for m, c in chances.items() if abs(c - chances[move]) <= margin]
    best = max(points[m] for m in equal)
    return True, points[move] < best - GIVEN_UP


def _against_beginner(args: tuple[str, range, int]) -> tuple[list[int], int, int, int]:
    ruleset, games, seed = args
    totals: list[int] = []
    decisions = to_win = given_up = 0
    for index in games:
        names = ["hard", "new"] if index % 2 == 0 else ["new", "hard"]

        def look(game: Game, player: str) -> None:
            nonlocal decisions, to_win, given_up
            if player != "hard":
                return
            decisions += 1
            playing, gave = audit(game, player)
            to_win += playing
            given_up += gave

        game = play(
            Game(ruleset, names), {"hard": "hard", "new": BEGINNER}, game_seed(seed, index), look
        )
        totals.append(game.totals()["hard"])
    return totals, decisions, to_win, given_up


def _timer(times: list[float], hints: list[float]) -> Callable[[Game, str], None]:
    """Before each decision: times `hard`'s choice, and every 7th time a hint."""

    def look(game: Game, player: str) -> None:
        start = time.perf_counter()
        choose(game, player, "hard", random.Random(0))
        times.append(time.perf_counter() - start)
        if len(times) % 7 == 0:
            start = time.perf_counter()
            hint(game, player)
            hints.append(time.perf_counter() - start)

    return look


def latency(rulesets: list[str], games: int, seed: int) -> None:
    """Every decision of `hard` in two-player games against itself, timed on this core, and
    a hint now and then."""
    print(f"hard in two-player games (against itself), {games} games per ruleset, one core")
    print(f"{'ruleset':10}{'decisions':>10}{'p50 ms':>9}{'p95 ms':>9}{'max ms':>9}"
          f"{'hint p95':>10}{'hint max':>10}")
    for ruleset in rulesets:
        times: list[float] = []
        hints: list[float] = []
        look = _timer(times, hints)
        for index in range(games):
            levels = {"a": "hard", "b": "hard"}
            play(Game(ruleset, ["a", "b"]), levels, game_seed(seed, index), look)
        ordered, told = sorted(times), sorted(hints)
        print(
            f"{ruleset:10}{len(times):10d}"
            f"{ordered[len(ordered) // 2] * 1e3:9.1f}{ordered[len(ordered) * 95 // 100] * 1e3:9.1f}"
            f"{ordered[-1] * 1e3:9.1f}{told[len(told) * 95 // 100] * 1e3:10.1f}"
            f"{told[-1] * 1e3:10.1f}",
            flush=True,
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200, help="games per ruleset and kind")
    parser.add_argument("--duel-games", type=int, default=500)
    parser.add_argument("--rulesets", default=",".join(RULESET_NAMES))
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=38)
    parser.add_argument("--latency-games", type=int, default=3)
    parser.add_argument("--only-latency", action="store_true")
    args = parser.parse_args()
    rulesets = args.rulesets.split(",")
    load(tuple(get_ruleset(r) for r in rulesets), ("normal", "hard"))
    started = time.perf_counter()
    if args.only_latency:
        latency(rulesets, args.latency_games, args.seed)
        return
    print(
        f"hard: solitaire and against a beginner, {args.games} games each, seed {args.seed}; "
        f"win margin {_margin():.3f}"
    )
    print(
        f"{'ruleset':10}{'solitaire':>16}{'vs beginner':>16}{'ratio':>8}"
        f"{'decisions':>11}{'to win':>8}{'given up':>10}"
    )
    with ProcessPoolExecutor(args.workers) as pool:
        for ruleset in rulesets:
            parts = _chunks(args.games, args.workers * 4)
            jobs = [(ruleset, "hard", r, args.seed) for r in parts]
            alone = [t for p in pool.map(_solitaire_job, jobs) for t in p]
            totals: list[int] = []
            decisions = to_win = given_up = 0
            for part in pool.map(_against_beginner, [(ruleset, r, args.seed) for r in parts]):
                totals += part[0]
                decisions += part[1]
                to_win += part[2]
                given_up += part[3]
            a, a_err = mean_and_error(alone)
            b, b_err = mean_and_error(totals)
            print(
                f"{ruleset:10}{a:9.1f} ± {a_err:4.1f}{b:9.1f} ± {b_err:4.1f}{b / a:8.1%}"
                f"{decisions:11d}{to_win:8d}{given_up:10d}",
                flush=True,
            )
    head_to_head(args.duel_games, args.seed, args.workers)
    latency(rulesets, args.latency_games, args.seed)
    print(f"{time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
