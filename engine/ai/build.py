"""Build the value tables: `python -m engine.ai.build` rebuilds `assets/ai/` (a few minutes on
one core), solving every group's states by the dynamic programme in `solve`, and measures their
calibration by self-play (`--calibrate`).
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from ..rulesets import RULESET_NAMES, Ruleset, get_ruleset
from .solve import LEVELS, build_level
from .tables import ASSETS, asset_name, load_calibration, save_calibration, save_tables


def calibrate(ruleset: Ruleset, level: str, games: int) -> dict[str, list[float]]:
    """How far the tables' value of a sheet falls short of what play adds (solitaire self-play).

    For k empty cells at a turn's start: the mean and standard deviation of (final total - total
    now - the tables' value of the sheet), "bias" and "sd". The hint's expected totals and the
    `hard` player's chances of winning use them.
    """
    from ..game import Game
    from .player import brain_for
    from .selfplay import game_seed, play

    model = brain_for(ruleset, level).model
    samples: list[list[float]] = [[] for _ in range(ruleset.cell_count + 1)]
    for index in range(games):
        seen: dict[int, float] = {}

        def note(game: Game, player: str, seen: dict[int, float] = seen) -> None:
            sheet = game.sheets[player]
            if game.throws == 0 and sheet.count(None) not in seen:
                seen[sheet.count(None)] = game.sheet_total(player) + model.sheet_value(sheet)

        game = play(Game(ruleset, ["ai"]), {"ai": level}, game_seed(-1, index), note)
        final = game.sheet_total("ai")
        for empty, value in seen.items():
            samples[empty].append(final - value)
    bias = [float(np.mean(x)) if x else 0.0 for x in samples]
    sd = [float(np.std(x)) if len(x) > 1 else 0.0 for x in samples]
    return {"bias": bias, "sd": sd}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m engine.ai.build", description=__doc__)
    parser.add_argument("--ruleset", action="append", help="default: every ruleset")
    parser.add_argument("--level", action="append", help="default: normal and hard")
    parser.add_argument(
        "--calibrate", type=int, metavar="GAMES", help="only measure calibration.json by self-play"
    )
    args = parser.parse_args(argv)
    if args.calibrate:
        found = load_calibration()
        for name in args.ruleset or list(RULESET_NAMES):
            for level in args.level or list(LEVELS):
                start = time.perf_counter()
                ruleset = get_ruleset(name)
                found.setdefault(name, {})[level] = calibrate(ruleset, level, args.calibrate)
                took = time.perf_counter() - start
                print(f"calibration {name} {level}: {took:.0f} s", flush=True)
                save_calibration(found)
        return
    for name in args.ruleset or list(RULESET_NAMES):
        ruleset = get_ruleset(name)
        for level in args.level or list(LEVELS):
            start = time.perf_counter()
            path = ASSETS / asset_name(ruleset, level)
            save_tables(path, build_level(ruleset, level))
            took = time.perf_counter() - start
            print(f"{path.name}: {took:.0f} s, {path.stat().st_size / 1e6:.1f} MB", flush=True)


if __name__ == "__main__":
    main()
