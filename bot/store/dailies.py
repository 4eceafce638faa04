"""The daily challenge in the store (schema 9): the day's row with its secret seed, members'
attempts (each an ordinary game, `games.daily` naming its day), the day's boards, streak days
and the announcements made in servers. Its reads (`DailyReads`) are mixed into `Reads`, its
writes (`DailyStore`) into `Store`; the calendar is engine.daily's.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from typing import Any

from engine import seed_commitment
from engine.daily import Daily

from .backend import Connection, Violation
from .errors import GameNotFound, WrongStatus
from .models import Attempt, BoardRow, DailyRow
from .part import StorePart, WritingPart
from .queries import display_names, dumps

SEED_BYTES = 32
_ATTEMPT = "number, user_id, guild_id, game_id, started_at, total, finished_at"


def attempt_channel(number: int, user_id: str) -> str:
    """The channel id of a daily attempt's game: one of its own, never a Discord channel's, so
    that the attempt is never a channel's open game (one open game per channel)."""
    return f"daily:{number}:{user_id}"


def _attempt(row: tuple[Any, ...]) -> Attempt:
    return Attempt(
        int(row[0]), str(row[1]), str(row[2]), int(row[3]), float(row[4]), row[5], row[6]
    )


def _board(number: int, guild_id: str | None) -> tuple[str, list[object]]:
    """The WHERE clause and parameters of a day's board: one server's, or every server's."""
    if guild_id is None:
        return "number = ? AND total IS NOT NULL", [number]
    return "number = ? AND guild_id = ? AND total IS NOT NULL", [number, str(guild_id)]


class DailyReads(StorePart):
    """What the store reads of the daily challenge (see `Reads`)."""

    # -- the day -------------------------------------------------------------------------------
    @staticmethod
    async def _daily_row(db: Connection, number: int) -> list[tuple[Any, ...]]:
        return await db.fetch(
            "SELECT number, ruleset, commitment, bot_total FROM dailies WHERE number = ?",
            (number,),
        )

    async def made_daily(self, number: int) -> DailyRow | None:
        """The day's challenge if it was ever made (`DailyStore.daily` makes it)."""
        return _daily_of(await self._daily_row(self._db.reader, number))

    async def daily_secret(self, number: int) -> bytes:
        """The day's seed, for the bot's own reference game only: never shown before the day
        closes (`daily_seed`)."""
        rows = await self._db.reader.fetch("SELECT seed FROM dailies WHERE number = ?", (number,))
        if not rows:
            raise GameNotFound(number)
        return bytes(rows[0][0])

    async def daily_seed(self, number: int) -> bytes | None:
        """The day's seed once no attempt of the day can be played (None before)."""
        if Daily(number).open_at(self._clock()):
            return None
        rows = await self._db.reader.fetch("SELECT seed FROM dailies WHERE number = ?", (number,))
        return bytes(rows[0][0]) if rows else None

    # -- attempts ------------------------------------------------------------------------------
    async def daily_attempt(self, number: int, user_id: str) -> Attempt | None:
        rows = await self._db.writer.fetch(
            f"SELECT {_ATTEMPT} FROM daily_attempts WHERE number = ? AND user_id = ?",
            (number, str(user_id)),
        )
        return _attempt(rows[0]) if rows else None

    async def attempt_of_game(self, game_id: int) -> Attempt | None:
        rows = await self._db.reader.fetch(
            f"SELECT {_ATTEMPT} FROM daily_attempts WHERE game_id = ?", (game_id,)
        )
        return _attempt(rows[0]) if rows else None

    async def open_attempts(self, user_id: str, since: int) -> list[Attempt]:
        """The member's unfinished attempts from Daily #`since` on, oldest first."""
        rows = await self._db.writer.fetch(
            f"SELECT {_ATTEMPT} FROM daily_attempts WHERE user_id = ? AND number >= ? "
            "AND total IS NULL ORDER BY number",
            (str(user_id), since),
        )
        return [_attempt(r) for r in rows]

    async def daily_history(self, user_id: str, limit: int = 10) -> list[Attempt]:
        """The member's attempts, newest first."""
        rows = await self._db.reader.fetch(
            f"SELECT {_ATTEMPT} FROM daily_attempts WHERE user_id = ? ORDER BY number DESC LIMIT ?",
            (str(user_id), limit),
        )
        return [_attempt(r) for r in rows]

    async def finished_days(self, user_id: str) -> list[int]:
        """The numbers of the member's finished attempts, in order (their streaks)."""
        rows = await self._db.reader.fetch(
            "SELECT number FROM daily_attempts WHERE user_id = ? AND total IS NOT NULL "
            "ORDER BY number",
            (str(user_id),),
        )
        return [int(r[0]) for r in rows]

    # -- boards --------------------------------------------------------------------------------
    async def daily_board(
        self, number: int, guild_id: str | None, *, limit: int = 10, offset: int = 0
    ) -> list[BoardRow]:
        """The day's finished attempts, best first (ties: who finished first), of one server
        or of every server (`guild_id` None). Read in the board index's order."""
        board = await self.daily_board_games(number, guild_id, limit=limit, offset=offset)
        return [row for row, _ in board]

    async def daily_count(self, number: int, guild_id: str | None) -> int:
        """How many finished the day's challenge (in one server, or anywhere)."""
        where, params = _board(number, guild_id)
        rows = await self._db.reader.fetch(
            f"SELECT COUNT(*) FROM daily_attempts WHERE {where}", params
        )
        return int(rows[0][0])

    async def daily_rank(self, attempt: Attempt, guild_id: str | None) -> int | None:
        """A finished attempt's rank on the day's board (of one server, or every server):
        those with more points, then those with as many who finished first; two ranges of
        the board's index (one count of the whole day took 66 ms at 1,000,000 attempts)."""
        if attempt.total is None or attempt.finished_at is None:
            return None
        where, params = _board(attempt.number, guild_id)
        above = await self._db.reader.fetch(
            f"SELECT COUNT(*) FROM daily_attempts WHERE {where} AND total > ?",
            (*params, attempt.total),
        )
        ahead = await self._db.reader.fetch(
            f"SELECT COUNT(*) FROM daily_attempts WHERE {where} AND total = ? AND "
            "(finished_at < ? OR (finished_at = ? AND user_id < ?))",
            (*params, attempt.total, attempt.finished_at, attempt.finished_at, attempt.user_id),
        )
        return int(above[0][0]) + int(ahead[0][0]) + 1

    # -- the website's reads (bot/web/daily.py) -----------------------------------------------
    async def daily_day(self, number: int) -> DailyRow | None:
        """The day's challenge if it was made (None: nobody asked for it yet); unlike `daily`,
        never makes it (the website only reads)."""
        rows = await self._daily_row(self._db.reader, number)
        if not rows:
            return None
        number, ruleset, commitment, bot_total = rows[0]
        return DailyRow(int(number), str(ruleset), str(commitment), bot_total)

    async def daily_board_games(
        self, number: int, guild_id: str | None, *, limit: int = 10, offset: int = 0
    ) -> list[tuple[BoardRow, int]]:
        """`daily_board` with each attempt's game id (its replay and its dice's proof)."""
        where, params = _board(number, guild_id)
        rows = await self._db.reader.fetch(
            f"SELECT user_id, total, finished_at, guild_id, game_id FROM daily_attempts "
            f"WHERE {where} ORDER BY total DESC, finished_at, user_id LIMIT ? OFFSET ?",
            (*params, limit, offset),
        )
        names = await display_names(self._db.reader, [r[0] for r in rows])
        return [
            (BoardRow(offset + i + 1, str(u), names.get(str(u), str(u)), int(t), float(f), str(g)),
             int(game))
            for i, (u, t, f, g, game) in enumerate(rows)
        ]

    async def daily_web_servers(self, number: int) -> list[tuple[str, int, int]]:
        """The servers that show their pages on the website (`web` on) and have finishers of
        the day: (server, finishers, best total), most finishers first."""
        from ..settings import web_on
        from .queries import all_guild_settings

        shown = {s.guild_id for s in await all_guild_settings(self._db.reader) if web_on(s)}
        rows = await self._db.reader.fetch(
            "SELECT guild_id, COUNT(*), MAX(total) FROM daily_attempts "
            "WHERE number = ? AND total IS NOT NULL GROUP BY guild_id",
            (number,),
        )
        found = [(str(g), int(n), int(best)) for g, n, best in rows if str(g) in shown]
        return sorted(found, key=lambda s: (-s[1], -s[2], s[0]))

    # -- announcements -------------------------------------------------------------------------
    async def unsent_announcements(self, since: int) -> list[tuple[str, int, str]]:
        """Announcements claimed but not known to be posted (a crash between the two), from
        Daily #`since` on: (server, number, channel)."""
        rows = await self._db.reader.fetch(
            "SELECT guild_id, number, channel_id FROM daily_announcements "
            "WHERE message_id IS NULL AND number >= ? ORDER BY number, guild_id",
            (since,),
        )
        return [(str(g), int(n), str(c)) for g, n, c in rows]

    async def daily_channels(self) -> dict[str, str]:
        """Servers that chose a channel for the day's challenge: server -> channel."""
        from .queries import all_guild_settings

        return {
            s.guild_id: s.daily_channel
            for s in await all_guild_settings(self._db.reader)
            if s.daily_channel is not None
        }


class DailyStore(DailyReads, WritingPart):
    """The daily challenge's part of the store (see `Store`)."""

    # -- the day -------------------------------------------------------------------------------
    async def daily(self, number: int) -> DailyRow:
        """The day's challenge, made on first use with a fresh secret seed (one for everyone,
        whichever process asks first)."""
        found = await self.made_daily(number)
        if found is not None:
            return found
        seed = secrets.token_bytes(SEED_BYTES)
        await self._db.writer.execute(
            "INSERT INTO dailies (number, ruleset, seed, commitment, created_at) "
            "VALUES (?, ?, ?, ?, ?) ON CONFLICT (number) DO NOTHING",
            (number, Daily(number).ruleset, seed, seed_commitment(seed), self._clock()),
        )
        made = _daily_of(await self._daily_row(self._db.writer, number))
        assert made is not None  # inserted, or made at the same moment by another process
        return made

    async def set_daily_bot_total(self, number: int, total: int) -> None:
        await self._db.writer.execute(
            "UPDATE dailies SET bot_total = ? WHERE number = ?", (total, number)
        )

    # -- attempts ------------------------------------------------------------------------------
    async def start_daily(
        self, number: int, user_id: str, name: str, guild_id: str, language: str | None
    ) -> Attempt:
        """The member's attempt at the day's challenge: begun now (an active game played
        alone on the day's seed), or the one they began already: never a second."""
        found = await self.daily_attempt(number, user_id)
        if found is not None:
            return found
        day = await self.daily(number)
        now = self._clock()
        user_id = str(user_id)
        try:
            async with self._db.transaction() as db:
                await self._upsert_users(db, [user_id], {user_id: name})
                rows = await db.fetch(
                    "INSERT INTO games (guild_id, channel_id, host_id, ruleset, options, mode, "
                    "status, players, seed, commitment, created_at, started_at, last_action_at, "
                    "language, daily) SELECT ?, ?, ?, ruleset, '{}', 'standard', 'active', ?, "
                    "seed, commitment, ?, ?, ?, ?, number FROM dailies WHERE number = ? "
                    "RETURNING game_id",
                    (
                        str(guild_id),
                        attempt_channel(number, user_id),
                        user_id,
                        dumps([user_id]),
                        now,
                        now,
                        now,
                        language,
                        day.number,
                    ),
                )
                game_id = int(rows[0][0])
                await db.execute(
                    "INSERT INTO game_players (game_id, user_id, joined) VALUES (?, ?, 1)",
                    (game_id, user_id),
                )
                await db.execute(
                    f"INSERT INTO daily_attempts ({_ATTEMPT}) VALUES (?, ?, ?, ?, ?, NULL, NULL)",
                    (number, user_id, str(guild_id), game_id, now),
                )
        except Violation:  # begun at the same moment elsewhere: that one is the attempt
            found = await self.daily_attempt(number, user_id)
            if found is None:
                raise
            return found
        return Attempt(number, user_id, str(guild_id), game_id, now, None, None)

    async def _finish_attempt(self, db: Connection, game_id: int, total: int, now: float) -> None:
        """Within the finishing transaction of an attempt's game (Store._finish)."""
        await db.execute(
            "UPDATE daily_attempts SET total = ?, finished_at = ? WHERE game_id = ?",
            (total, now, game_id),
        )

    async def expire_attempts(self, before: int) -> list[int]:
        """End the unfinished attempts of the days before Daily #`before` (closed: nobody may
        play them any more) as abandoned; their game ids."""
        rows = await self._db.reader.fetch(
            "SELECT game_id FROM daily_attempts WHERE number < ? AND total IS NULL "
            "AND game_id IN (SELECT game_id FROM games WHERE status = 'active' "
            "AND daily IS NOT NULL)",
            (before,),
        )
        ended = []
        for (game_id,) in rows:
            try:
                await self.abandon_game(int(game_id), "expired")
            except WrongStatus:
                continue
            ended.append(int(game_id))
        return ended

    # -- announcements -------------------------------------------------------------------------
    async def claim_announcement(self, guild_id: str, number: int, channel_id: str) -> bool:
        """Whether this process is the one to announce the day in the server (once ever)."""
        changed = await self._db.writer.execute(
            "INSERT INTO daily_announcements (guild_id, number, channel_id, claimed_at) "
            "VALUES (?, ?, ?, ?) ON CONFLICT (guild_id, number) DO NOTHING",
            (str(guild_id), number, str(channel_id), self._clock()),
        )
        return changed == 1

    async def announced(self, guild_id: str, number: int, message_id: int) -> None:
        await self._db.writer.execute(
            "UPDATE daily_announcements SET message_id = ? WHERE guild_id = ? AND number = ?",
            (str(message_id), str(guild_id), number),
        )


def _daily_of(rows: Sequence[tuple[Any, ...]]) -> DailyRow | None:
    """The row `_daily_row` read, if any."""
    if not rows:
        return None
    number, ruleset, commitment, bot_total = rows[0]
    return DailyRow(int(number), str(ruleset), str(commitment), bot_total)

