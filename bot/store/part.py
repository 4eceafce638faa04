"""What each part of the store mixed into `Store` (the daily challenge, games over days,
seasons, tournaments) may use of it: its database, its clock, and a few of its methods."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING

from .backend import Backend, Connection

if TYPE_CHECKING:
    from .models import GameInfo


class StorePart:
    _db: Backend
    _clock: Callable[[], float]

    if TYPE_CHECKING:  # the Store's own

        async def _upsert_users(
            self, db: Connection, users: Iterable[str], names: Mapping[str, str]
        ) -> None: ...

        async def abandon_game(self, game_id: int, reason: str = "abandoned") -> GameInfo: ...

        async def game_info(self, game_id: int) -> GameInfo: ...
