"""Bot players' ids: "bot:<level>:<n>", e.g. "bot:hard:1". Discord ids are digits, so the two
never meet; the same id is used in every game (the store's users, results and stats key on it),
and the number tells several bots of one level at one table apart."""

from __future__ import annotations

from collections.abc import Iterable

PREFIX = "bot:"
LEVELS: tuple[str, ...] = ("easy", "normal", "hard")  # engine.ai.LEVELS, without importing numpy
AWAY_LEVEL = "normal"  # who plays for a player who is away or was removed


def bot_id(level: str, number: int = 1) -> str:
    return f"{PREFIX}{level}:{number}"


def is_bot(user_id: str) -> bool:
    return user_id.startswith(PREFIX)


def bot_level(user_id: str) -> str | None:
    """The level of a bot player's id; None for anyone else (or a malformed id)."""
    if not is_bot(user_id):
        return None
    level = user_id[len(PREFIX) :].partition(":")[0]
    return level if level in LEVELS else None


def bot_number(user_id: str) -> int:
    number = user_id.rpartition(":")[2]
    return int(number) if number.isdigit() else 1


def next_bot(level: str, seated: Iterable[str]) -> str:
    """The id of one more bot of `level` at a table where `seated` already sit."""
    taken = {bot_number(u) for u in seated if bot_level(u) == level}
    number = next(n for n in range(1, len(taken) + 2) if n not in taken)
    return bot_id(level, number)
