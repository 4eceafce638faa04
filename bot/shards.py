"""Which Discord servers this process looks after: its gateway shards.

Discord sends each server (guild) to exactly one shard: `(guild_id >> 22) % shard_count`.
Direct messages come to shard 0. A process holds some shards (SHARD_IDS of SHARD_COUNT);
a game belongs to the process that holds its server's shard, and only that process acts on
it (start-up work, turn timers). Several processes then share one database without two of
them ever writing the same game.

No discord.py here: the application layer asks `ShardPlan.owns(guild_id)`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MAX_SHARDS = 4096  # far more than any bot needs; catches a typo like 40000
# ASCII digits, a few: str.isdigit also takes "²", which int() refuses (a traceback, not a line)
_NUMBER = re.compile(r"[0-9]{1,9}")


class ShardError(ValueError):
    """SHARD_COUNT or SHARD_IDS is malformed; the message is one line for the console."""


def shard_of(guild_id: str | int, shard_count: int) -> int:
    """The shard Discord sends a server's events to (a DM, guild "0", goes to shard 0)."""
    gid = int(guild_id) if str(guild_id).isdigit() else 0
    return (gid >> 22) % shard_count


@dataclass(frozen=True)
class ShardPlan:
    """`count` None: one process, as many shards as Discord recommends, every server is ours."""

    count: int | None = None
    ids: tuple[int, ...] | None = None  # None: every shard of `count`

    @property
    def held(self) -> tuple[int, ...] | None:
        """The shard ids this process connects, or None when Discord decides the count."""
        if self.count is None:
            return None
        return self.ids if self.ids is not None else tuple(range(self.count))

    @property
    def covers_all(self) -> bool:
        """Whether this process holds every shard (then no other process may exist)."""
        held = self.held
        return held is None or self.count is None or len(set(held)) == self.count

    def owns(self, guild_id: str | int) -> bool:
        """Whether this process looks after the server's games."""
        held = self.held
        if held is None or self.count is None:
            return True
        return shard_of(guild_id, self.count) in held

    def describe(self) -> str:
        held = self.held
        if held is None or self.count is None:
            return "all shards"
        return f"shards {format_ids(held)} of {self.count}"


def format_ids(ids: tuple[int, ...]) -> str:
    """`0,1,2,5` as `0-2,5`: the form SHARD_IDS takes."""
    parts: list[str] = []
    ordered = sorted(set(ids))
    start = prev = ordered[0] if ordered else 0
    for shard in ordered[1:] + [-2]:
        if shard == prev + 1:
            prev = shard
            continue
        parts.append(str(start) if start == prev else f"{start}-{prev}")
        start = prev = shard
    return ",".join(parts)


def parse_plan(count_text: str, ids_text: str) -> ShardPlan:
    """SHARD_COUNT and SHARD_IDS as given (empty: not set). SHARD_IDS lists shard numbers
    and ranges, e.g. `0-3` or `0,2` or `4-7,9`; it needs SHARD_COUNT."""
    count_text, ids_text = count_text.strip(), ids_text.strip()
    if not count_text:
        if ids_text:
            raise ShardError(
                "SHARD_IDS needs SHARD_COUNT (how many shards all the processes share)."
            )
        return ShardPlan()
    if not _NUMBER.fullmatch(count_text) or not 1 <= int(count_text) <= MAX_SHARDS:
        raise ShardError(
            f"SHARD_COUNT must be a whole number from 1 to {MAX_SHARDS}, not {count_text[:30]!r}."
        )
    count = int(count_text)
    if not ids_text:
        return ShardPlan(count)
    ids: list[int] = []
    for part in ids_text.replace(" ", "").split(","):
        low, dash, high = part.partition("-")
        if not _NUMBER.fullmatch(low) or (dash and not _NUMBER.fullmatch(high)):
            raise ShardError(
                f"SHARD_IDS lists shard numbers and ranges like 0-3 or 0,2, "
                f"not {ids_text[:40]!r}."
            )
        first, last = int(low), int(high) if dash else int(low)
        if first > last or last >= count:
            raise ShardError(
                f"SHARD_IDS {part!r} is not within the {count} shards of SHARD_COUNT "
                f"(0 to {count - 1})."
            )
        ids.extend(range(first, last + 1))
    if len(set(ids)) != len(ids):
        raise ShardError(f"SHARD_IDS names a shard twice: {ids_text[:40]!r}.")
    return ShardPlan(count, tuple(sorted(ids)))
