"""Command line: `python -m engine replay FILE`, `python -m engine verify RECORD SEED` and
`python -m engine selfplay --ruleset R --level L --games N --seed S --out DIR`."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from .dice import seed_commitment
from .record import ReplayError, answer, replay, verify_throws


def _load(path: str) -> Any:
    if path == "-":
        return json.loads(sys.stdin.read())
    with open(path, encoding="utf-8") as file:
        return json.load(file)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    p_replay = sub.add_parser("replay", help="replay a game record and print the answer JSON")
    p_replay.add_argument("file", help="the record's path, or - for standard input")
    p_verify = sub.add_parser("verify", help="check that a record's dice come from a seed")
    p_verify.add_argument("record", help="the record's path, or - for standard input")
    p_verify.add_argument("seed", help="the seed the bot revealed, in hex")
    p_self = sub.add_parser("selfplay", help="AI solitaire games: records, mean and error")
    p_self.add_argument("--ruleset", default="classic")
    p_self.add_argument("--level", default="hard", choices=("easy", "normal", "hard"))
    p_self.add_argument("--games", type=int, default=100)
    p_self.add_argument("--seed", type=int, default=1)
    p_self.add_argument("--out", help="folder for one game record per game (optional)")
    args = parser.parse_args(argv)
    if args.command == "selfplay":
        return _selfplay(args)
    try:
        record = _load(args.file if args.command == "replay" else args.record)
    except (OSError, ValueError) as error:
        print(f"cannot read the record: {error}", file=sys.stderr)
        return 2
    try:
        if args.command == "replay":
            print(json.dumps(answer(replay(record)), ensure_ascii=False, indent=2))
            return 0
        try:
            seed = bytes.fromhex(args.seed)
        except ValueError:
            print("the seed must be hexadecimal", file=sys.stderr)
            return 2
        count = verify_throws(record, seed)
        print(f"OK: all {count} throws come from the seed with SHA-256 {seed_commitment(seed)}")
        return 0
    except ReplayError as error:
        print(str(error), file=sys.stderr)
        return 1


def _selfplay(args: argparse.Namespace) -> int:
    # imported here: replay and verify need no numpy
    from pathlib import Path

    from .ai.selfplay import mean_and_error, solitaire

    out = Path(args.out) if args.out else None
    totals = solitaire(args.ruleset, args.level, range(args.games), args.seed, out=out)
    mean, error = mean_and_error(totals)
    print(f"{args.ruleset} {args.level}: {len(totals)} games, mean {mean:.1f} +- {error:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
