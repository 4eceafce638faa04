"""The store: games, their action logs, results and settings, behind a narrow async API.

Design, in short:
- The database is SQLite (a file, the default) or PostgreSQL (DATABASE_URL), behind `Backend`
  (bot/store/backend.py); the SQL here is written once for both.
- Changes to a game go through the store under that game's asyncio lock, so that the kept game
  (bot/store/games.py) and the database move together; different games change side by side
  (PostgreSQL then commits them on several connections at once; SQLite has one writer and
  takes them in turn).
  Reads (leaderboards, stats) do not wait for writes.
- A game's truth is its action log. An action is appended by a single INSERT whose triggers check
  the game's status and next sequence number, so the check and the write are one atomic statement
  (the finishing action also writes results and ratings, in one explicit transaction).
- Every action is first checked by the engine against the game as replayed from the log; the
  replayed game of each active game is kept in memory and only trusted while it matches the log.

The parts: `Reads` (bot/store/reads.py) holds every read and the opening of the database, and
opens one on its own, read-only (the web pages). `Store` extends it with the writes: games up
to play (games.py), in play and at their end (playing.py), the writes of the daily challenge,
games over days, seasons, tournaments and the website (each beside its reads), and here the
users' and the servers' settings and the maintenance.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any, Self, Unpack

from .. import settings
from ..settings import GuildSettings
from . import queries
from .backend import Connection
from .dailies import DailyStore
from .pace import PaceStore
from .playing import PlayStore
from .queries import dumps
from .reads import OpenOptions
from .seasons import SeasonStore
from .tournaments import TournamentStore
from .web import WebWrites

_UPSERT_USER = (
    "INSERT INTO users (user_id, display_name, seen_at) VALUES (?, COALESCE(?, ?), ?) "
    "ON CONFLICT (user_id) DO UPDATE SET "
    "display_name = COALESCE(?, users.display_name), seen_at = excluded.seen_at"
)


class Store(PlayStore, DailyStore, PaceStore, SeasonStore, TournamentStore, WebWrites):
    """Open with `await Store.open(path or URL)`; close with `await store.close()`."""

    # -- opening and closing -------------------------------------------------------------------
    @classmethod
    async def open(
        cls,
        path: str | Path | None = None,
        *,
        read_only: bool = False,
        **options: Unpack[OpenOptions],
    ) -> Self:
        """Check and migrate the database (created if missing), then connect to read and write
        it. `read_only` (maintenance: check, backup) opens an existing database as it is; the
        options, the databases named and the errors are `Reads.open`'s."""
        return await super().open(path, read_only=read_only, **options)

    async def close(self) -> None:
        """Close the connections (once; later calls do nothing)."""
        await self._locks.idle()  # changes under way end first, as they would have
        try:
            await super().close()
        finally:
            self._live.clear()

    # -- users ---------------------------------------------------------------------------------
    async def _upsert_users(
        self, db: Connection, users: Iterable[str], names: Mapping[str, str]
    ) -> None:
        now = self._clock()
        # in one order everywhere: two processes upserting the same members (games in two
        # servers) then lock their rows alike and never deadlock on PostgreSQL
        await db.executemany(
            _UPSERT_USER,
            # in one order everywhere: two transactions never wait for each other's rows
            [(u, names.get(u), u, now, names.get(u)) for u in sorted(set(users))],
        )

    async def remember_users(self, names: Mapping[str, str]) -> None:
        """Record display names as last seen (kept for members who leave the server)."""
        async with self._db.transaction() as db:
            await self._upsert_users(db, names, names)

    async def set_user_language(self, user_id: str, name: str, language: str | None) -> None:
        """Keep a member's choice of language (None: back to their Discord client's)."""
        user_id = str(user_id)
        async with self._db.transaction() as db:
            await self._upsert_users(db, [user_id], {user_id: name})
            await db.execute("UPDATE users SET language = ? WHERE user_id = ?", (language, user_id))

    # -- guild settings ------------------------------------------------------------------------
    async def set_guild_settings(self, guild_id: str, **changes: Any) -> GuildSettings:
        """Change some settings (see `bot.settings.GuildSettings`; None: back to the bot's
        default). Checked first: IllegalAction for a bad value, TypeError for an unknown name."""
        new = await self._change_settings(guild_id, changes)
        assert new is not None  # no condition to miss
        return new

    async def edit_guild_settings(
        self, guild_id: str, edit: Callable[[GuildSettings], Mapping[str, Any]]
    ) -> tuple[GuildSettings, bool]:
        """The changes `edit` makes of the settings as stored, read and written in one
        transaction (two admins at once: each change made on the other's, none lost); the
        settings then, and whether anything changed."""
        before: list[GuildSettings] = []

        def changes(current: GuildSettings) -> Mapping[str, Any]:
            before.append(current)
            return edit(current)

        new = await self._change_settings(guild_id, changes)
        assert new is not None  # no condition to miss
        return new, new != before[-1]

    async def forget_daily_channel(self, guild_id: str, channel_id: str) -> bool:
        """Turn the server's daily announcements off if they still go to `channel_id` (the
        channel is gone); False if the server has chosen another channel or none since."""
        return await self._forget_channel(guild_id, "daily_channel", channel_id)

    async def forget_season_channel(self, guild_id: str, channel_id: str) -> bool:
        """The same for the seasons' top three (`season_channel`)."""
        return await self._forget_channel(guild_id, "season_channel", channel_id)

    async def _forget_channel(self, guild_id: str, setting: str, channel_id: str) -> bool:
        still = str(channel_id)
        changed = await self._change_settings(
            guild_id, {setting: None}, only_if=lambda s: getattr(s, setting) == still
        )
        return changed is not None

    async def _change_settings(
        self,
        guild_id: str,
        changes: Mapping[str, Any] | Callable[[GuildSettings], Mapping[str, Any]],
        only_if: Callable[[GuildSettings], bool] | None = None,
    ) -> GuildSettings | None:
        """The settings changed and stored, read and written in one transaction (`changes`
        may be worked out from the settings read there); None, and nothing written, when the
        current settings do not meet `only_if`."""
        async with self._db.transaction() as db:
            await self._serialize(db, f"settings {guild_id}")
            current = await queries.guild_settings(db, str(guild_id))
            if only_if is not None and not only_if(current):
                return None
            new = settings.changed(
                current, changes(current) if callable(changes) else changes, self._clock()
            )
            await db.execute(
                "INSERT INTO guild_settings (guild_id, settings, updated_at) VALUES (?, ?, ?) "
                "ON CONFLICT (guild_id) DO UPDATE SET settings = excluded.settings, "
                "updated_at = excluded.updated_at",
                (new.guild_id, dumps(settings.to_json(new)), self._clock()),
            )
        self._settings[str(guild_id)] = (new, time.monotonic())
        self._settings_changes += 1
        return new

    # -- maintenance -------------------------------------------------------------------------
    async def backup(
        self, target: str | Path, *, force: bool = False, create_folders: bool = True
    ) -> Path:
        """An online copy of a SQLite database (SQLite backup API) while the bot keeps playing;
        written next to `target` and renamed into place only once complete and checked.

        Refuses (StoreError, one line) the live database by any path, an existing file
        unless `force`, and places that are not a new or regular file in a writable folder;
        a missing folder is created if `create_folders`, else refused. A PostgreSQL database
        is refused with a line that names pg_dump.
        """
        await self._db.backup(
            # as given: a trailing slash says a folder was meant, and is refused
            os.path.expanduser(target) if isinstance(target, str) else target.expanduser(),
            force=force,
            create_folders=create_folders,
            busy_timeout=self._busy_timeout,
        )
        return Path(target).expanduser()

    def commit_counts(self) -> tuple[int, int]:
        """Writes are committed in groups: the commits so far, and the writes they carried."""
        return self._db.commit_counts()

    async def integrity_check(self, *, full: bool = True) -> list[str]:
        """The database's own checks (SQLite: integrity check and foreign keys): an empty
        list means healthy."""
        return await self._db.integrity_problems(full=full)
