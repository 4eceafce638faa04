"""Command line: `python -m engine replay FILE`, `python -m engine verify RECORD SEED` and
`python -m engine selfplay --ruleset R --level L --games N --seed S --out DIR`.

FILE (or RECORD) is a game record's path, or - for standard input: UTF-8 JSON, with or without
a byte-order mark. What cannot be read as a record is refused in one line, exit status 2:
more than 20 MB, more JSON values than 10,000 actions need, JSON nested deeper than 32 levels,
more than 10,000 actions. A refused action: one line naming it, exit status 1.
`verify` checks every throw, and the starting-order draw when the record has one; a daily
challenge record (its "daily" key) has every die checked by its position (engine/daily.py).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any, BinaryIO

from .dice import seed_commitment
from .errors import IllegalAction
from .record import (
    MAX_ACTIONS,
    ReplayError,
    answer,
    record_actions,
    replay,
    verify_draw,
    verify_positional_throws,
    verify_throws,
)
from .rulesets import RULESET_NAMES

MAX_BYTES = 20 * 1024 * 1024
MAX_DEPTH = 32  # a record needs 4: record, actions, action, dice
# JSON values (counted as commas and opening brackets) a record of MAX_ACTIONS can need: a
# throw of six dice with kept positions has 15; so parsing never builds millions of objects.
MAX_VALUES = 20 * MAX_ACTIONS


class Unreadable(Exception):
    """The input is not a record this command will read; the message is one line."""


def _read(stream: BinaryIO) -> bytes:
    data = stream.read(MAX_BYTES + 1)  # never more than the limit, whatever the source
    if len(data) > MAX_BYTES:
        raise Unreadable(f"it is larger than {MAX_BYTES // (1024 * 1024)} MB")
    return data


def _depth(value: Any) -> int:
    """How deeply JSON containers nest in `value`, without recursion."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        deepest = max(deepest, level)
        if deepest > MAX_DEPTH:
            break
        stack.extend((c, level + 1) for c in children if isinstance(c, dict | list))
    return deepest


def load(path: str) -> Any:
    """The record at `path` (- for standard input), within the bounds; raises Unreadable."""
    try:
        if path == "-":
            data = _read(sys.stdin.buffer)
        else:
            with open(path, "rb") as file:
                data = _read(file)
    except OSError as error:
        raise Unreadable(str(error)) from None
    try:
        text = data.decode("utf-8-sig")  # a byte-order mark is fine
    except UnicodeDecodeError as error:
        raise Unreadable(f"it is not UTF-8 text (byte {error.start})") from None
    # Counted before parsing, which would build every one of them.
    if text.count(",") + text.count("{") + text.count("[") > MAX_VALUES:
        raise Unreadable(
            f"a record holds at most {MAX_ACTIONS:,} actions, and this one has more than "
            f"{MAX_VALUES:,} JSON values"
        )
    try:
        record = json.loads(text)
    except RecursionError:
        raise Unreadable(f"its JSON is nested more than {MAX_DEPTH} levels deep") from None
    except ValueError as error:
        raise Unreadable(str(error)) from None
    if _depth(record) > MAX_DEPTH:
        raise Unreadable(f"its JSON is nested more than {MAX_DEPTH} levels deep")
    try:
        record_actions(record)
    except IllegalAction as error:
        if error.code == "too_many_actions":
            raise Unreadable(error.message.rstrip(".")) from None
    return record


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    p_replay = sub.add_parser("replay", help="replay a game record and print the answer JSON")
    p_replay.add_argument("file", help="the record's path, or - for standard input")
    p_verify = sub.add_parser("verify", help="check that a record's dice come from a seed")
    p_verify.add_argument("record", help="the record's path, or - for standard input")
    p_verify.add_argument("seed", help="the seed the bot revealed, in hex")
    p_self = sub.add_parser("selfplay", help="AI solitaire games: records, mean and error")
    p_self.add_argument("--ruleset", default="classic", choices=RULESET_NAMES)
    p_self.add_argument("--level", default="hard", choices=("easy", "normal", "hard"))
    p_self.add_argument("--games", type=_positive, default=100)
    p_self.add_argument("--seed", type=int, default=1)
    p_self.add_argument("--out", help="folder for one game record per game (optional)")
    args = parser.parse_args(argv)
    if args.command == "selfplay":
        return _selfplay(args)
    try:
        record = load(args.file if args.command == "replay" else args.record)
    except Unreadable as error:
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
        commitment = seed_commitment(seed)
        if isinstance(record.get("daily"), dict):  # dealt by position (engine/daily.py)
            count = verify_positional_throws(record, seed)
            print(
                f"OK: every die of all {count} throws of this daily challenge attempt comes "
                f"from the day's seed with SHA-256 {commitment}"
            )
            return 0
        count = verify_throws(record, seed)
        dice = verify_draw(record, seed)
        if dice is None:
            print(
                f"OK: all {count} throws come from the seed with SHA-256 {commitment}; "
                "the record has no starting-order draw to check"
            )
        else:
            rounds = len(record["draw"]["rounds"])
            print(
                f"OK: all {count} throws and the starting-order draw ({dice} dice in {rounds} "
                f"round{'s' * (rounds != 1)}) come from the seed with SHA-256 {commitment}"
            )
        return 0
    except ReplayError as error:
        print(str(error), file=sys.stderr)
        return 1


def _selfplay(args: argparse.Namespace) -> int:
    # imported here: replay and verify need no numpy
    from pathlib import Path

    from .ai.selfplay import mean_and_error, solitaire

    out = Path(args.out) if args.out else None
    try:
        if out is not None:  # refused before the first game, not after it
            out.mkdir(parents=True, exist_ok=True)
            if not os.access(out, os.W_OK):
                raise PermissionError(f"cannot write in {out}")
        totals = solitaire(args.ruleset, args.level, range(args.games), args.seed, out=out)
    except OSError as failed:
        print(f"cannot write the records: {failed.strerror or failed}: {args.out}", file=sys.stderr)
        return 2
    mean, error = mean_and_error(totals)
    spread = "" if len(totals) < 2 else f" +- {error:.1f}"  # one game has no error
    print(f"{args.ruleset} {args.level}: {len(totals)} games, mean {mean:.1f}{spread}")
    return 0


def _positive(text: str) -> int:
    """A count of at least 1 (argparse says what is wrong with anything else)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"at least 1, not {value}")
    return value


if __name__ == "__main__":
    sys.exit(main())
