"""What each part of the store (its reads; the daily challenge, games over days, seasons,
tournaments, each with its reads apart from its writes; the games) may use of it: its database,
its clock, and a few of its methods."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING

from .backend import Backend, Connection

if TYPE_CHECKING:
    from .models import GameInfo


class StorePart:
    _db: Backend
    _clock: Callable[[], float]

    if TYPE_CHECKING:  # the reads' own

        async def game_info(self, game_id: int) -> GameInfo: ...


class WritingPart(StorePart):
    """A part of the store's writes, which may use the writes of the others (a part of the
    reads may not: `Reads` has none of them)."""

    if TYPE_CHECKING:  # the Store's own, or another part's

        async def _upsert_users(
            self, db: Connection, users: Iterable[str], names: Mapping[str, str]
        ) -> None: ...

        async def abandon_game(self, game_id: int, reason: str = "abandoned") -> GameInfo: ...

        async def _finish_attempt(
            self, db: Connection, game_id: int, total: int, now: float
        ) -> None: ...
