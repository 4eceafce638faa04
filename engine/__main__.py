"""Command line: `python -m engine replay FILE` and `python -m engine verify RECORD SEED`."""

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
    args = parser.parse_args(argv)
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


if __name__ == "__main__":
    sys.exit(main())
