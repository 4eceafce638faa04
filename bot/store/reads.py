"""The store's reads: every read of the bot and of the web pages, and no write.

`Reads` opens a database on its own, read-only unless asked (`await Reads.open(path or URL)`):
a missing SQLite file is refused, nothing is migrated, and PostgreSQL sessions are read-only.
`Store` (bot/store/store.py) extends it with the writes and shares its opening code.

A game read here is replayed from its log on every `load_game`; the Store keeps its active
games in memory between actions instead (bot/store/games.py), and its `game_info` and
`load_game` use them.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, Self, TypedDict

from engine import (
    Game,
    ReplayError,
    SeededDice,
    draw_starting_order,
    get_ruleset,
    replay,
    to_record,
)
from engine.daily import Daily
from engine.record import recorded_actions

from ..settings import GuildSettings
from . import boards, database, queries
from .backend import Backend, Connection, database_target, parse_target
from .boards import day_start
from .dailies import DailyReads
from .errors import CorruptGameLog, GameNotFound, WrongStatus
from .models import (
    DuelRecord,
    GameInfo,
    GameSummary,
    LeaderboardRow,
    PlayerStats,
    RatingRow,
    ResultRow,
    StoredGame,
    VersusBot,
)
from .pace import PaceReads
from .queries import GAME_COLUMNS
from .seasons import SeasonReads
from .tournaments import TournamentReads
from .web import WebReads

SETTINGS_FRESH = 10.0  # seconds a server's settings are used without reading them again


class OpenOptions(TypedDict, total=False):
    """How `Reads.open` and `Store.open` open a database, besides which one and `read_only`."""

    migrations_dir: Path | None
    check: str
    busy_timeout: float
    synchronous: str
    clock: Callable[[], float]


class Reads(DailyReads, PaceReads, SeasonReads, TournamentReads, WebReads):
    """The reads alone: open with `await Reads.open(path or URL)` (read-only); close with
    `await reads.close()`. `Store` extends it with the writes."""

    def __init__(
        self, backend: Backend, *, clock: Callable[[], float], busy_timeout: float
    ) -> None:
        self._db = backend
        self.where = backend.where  # the database as messages name it (no password)
        self.schema_version = backend.schema_version
        self.read_only = backend.read_only
        self._clock = clock
        self._busy_timeout = busy_timeout
        self._lock = asyncio.Lock()  # closing
        # guild -> (settings, when read): read by nearly every click, changed by a command of
        # the process that serves the guild; re-read after SETTINGS_FRESH seconds all the same
        self._settings: dict[str, tuple[GuildSettings, float]] = {}
        self._settings_changes = 0
        self._closed = False

    # -- opening and closing -------------------------------------------------------------------
    @classmethod
    async def open(
        cls,
        path: str | Path | None = None,
        *,
        read_only: bool = True,
        migrations_dir: Path | None = None,
        check: str = "quick",
        busy_timeout: float = 5.0,
        synchronous: str = "FULL",
        clock: Callable[[], float] = time.time,
    ) -> Self:
        """Check the database, then connect; only to read it, unless `read_only` is False.

        `path`: a SQLite file, `sqlite:///path`, or `postgresql://user:password@host/db`; None:
        DATABASE_URL, else DATABASE_PATH from the environment, else data/yamb.sqlite3.
        `check` is the start-up integrity check of a SQLite file: "quick", "full" or "none".
        `synchronous` FULL makes every SQLite commit durable even against power loss (NORMAL:
        against crashes of the bot only); PostgreSQL commits as its server is set up to.
        `read_only` (the default here: web pages; maintenance: check, backup) opens an
        existing database as it is: a missing file is refused (nothing is created) and nothing
        is migrated or written. False (`Store.open`'s default): the database is created if
        missing and migrated.
        Raises DatabaseUnreadable, DatabaseUnreachable or SchemaTooNew, naming the database,
        without changing it; StoreError for a malformed URL.
        """
        if synchronous not in ("FULL", "NORMAL", "EXTRA"):
            raise ValueError("synchronous must be FULL, NORMAL or EXTRA")
        target = parse_target(path if path is not None else database_target())
        migrations = migrations_dir or database.MIGRATIONS_DIR
        backend: Backend
        if target.url is not None:
            from .postgres import PostgresBackend  # asyncpg is loaded only when used

            backend = await PostgresBackend.open(
                target.url, migrations_dir=migrations, read_only=read_only
            )
        else:
            from .sqlite import SqliteBackend

            assert target.path is not None
            backend = await SqliteBackend.open(
                target.path,
                migrations_dir=migrations,
                check=check,
                busy_timeout=busy_timeout,
                synchronous=synchronous,
                read_only=read_only,
            )
        return cls(backend, clock=clock, busy_timeout=busy_timeout)

    @property
    def backend(self) -> str:
        """The backend's name, "sqlite" or "postgresql": for maintenance, never game rules."""
        return self._db.dialect.name

    async def close(self) -> None:
        """Close the connections (once; later calls do nothing)."""
        async with self._lock:
            if self._closed:
                return
            self._closed = True
            await self._db.close()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # -- users ---------------------------------------------------------------------------------
    async def display_names(self, user_ids: Iterable[str]) -> dict[str, str]:
        """Last seen names; unknown users are left out."""
        return await queries.display_names(self._db.reader, list(user_ids))

    async def user_language(self, user_id: str) -> str | None:
        """The language a member chose for the bot's private replies (None: not chosen)."""
        rows = await self._db.reader.fetch(
            "SELECT language FROM users WHERE user_id = ?", (str(user_id),)
        )
        return rows[0][0] if rows else None

    # -- games -----------------------------------------------------------------------------------
    async def _info(self, db: Connection, game_id: int, *, lock: bool = False) -> GameInfo:
        """The game's row; `lock` (in a write transaction): kept until the transaction ends."""
        rows = await db.fetch(
            f"SELECT {GAME_COLUMNS} FROM games WHERE game_id = ?{db.dialect.lock if lock else ''}",
            (game_id,),
        )
        if not rows:
            raise GameNotFound(game_id)
        members = await queries.members(db, [game_id])
        return queries.game_info(rows[0], members.get(game_id, ()))

    async def game_info(self, game_id: int) -> GameInfo:
        """A game's row without replaying it."""
        return await self._info(self._db.reader, game_id)

    async def _read_log(
        self, game_id: int
    ) -> tuple[GameInfo, dict[str, Any] | None, bytes | None]:
        """Row, record (its actions as the log holds them, "enough" included; None for a
        lobby) and seed from one snapshot (a read transaction), nothing replayed."""
        async with self._db.snapshot() as db:
            info = await self._info(db, game_id)
            seed_rows = await db.fetch("SELECT seed FROM games WHERE game_id = ?", (game_id,))
            log = await db.fetch(
                "SELECT action FROM actions WHERE game_id = ? ORDER BY seq", (game_id,)
            )
        seed = seed_rows[0][0]
        if info.status in ("lobby", "cancelled"):
            return info, None, seed
        if len(log) != info.seq:
            raise CorruptGameLog(game_id, len(log), f"{info.seq} actions counted")
        record: dict[str, Any] = {
            "ruleset": info.ruleset,
            "options": info.options,
            "mode": info.mode,
            "players": list(info.players or ()),
        }
        if info.teams is not None:
            record["teams"] = {t: list(m) for t, m in info.teams.items()}
        try:
            # one parse of the whole log: a game's hundreds of actions read at once
            actions = json.loads("[" + ",".join(str(row[0]) for row in log) + "]")
        except ValueError as error:
            raise CorruptGameLog(game_id, -1, f"unreadable JSON: {error}") from None
        if len(actions) != len(log):  # a row that held two values, or none
            raise CorruptGameLog(game_id, -1, "unreadable JSON: not one action a row")
        record["actions"] = actions
        return info, record, seed

    async def _read_game(self, game_id: int) -> tuple[GameInfo, Game | None, bytes | None]:
        """Row, replayed log and seed from one snapshot (a read transaction); a Store holds
        the game's lock."""
        info, record, seed = await self._read_log(game_id)
        if record is None:
            return info, None, seed
        try:
            game = replay(record)
        except ReplayError as error:
            raise CorruptGameLog(game_id, error.index, error.error.message) from None
        return info, game, seed

    async def load_game(self, game_id: int) -> StoredGame:
        """The game with its engine state replayed from the log (None for a lobby), each time
        anew (a Store keeps its active games between calls)."""
        info, game, _ = await self._read_game(game_id)
        return StoredGame(info, game)

    async def game_ids(self) -> list[int]:
        """Every game's id, oldest first (maintenance: verify, migrate)."""
        return [
            int(r[0])
            for r in await self._db.reader.fetch("SELECT game_id FROM games ORDER BY game_id")
        ]

    async def open_games(
        self, guild_id: str | None = None, *, live: bool = False, with_bots: bool = False
    ) -> list[GameInfo]:
        """Lobbies and active games (to resume after a restart), oldest first; `live`: only
        live games (not slow ones); `with_bots`: only those where the bot plays a seat."""
        return await queries.open_games(
            self._db.reader, guild_id, live=live, with_bots=with_bots
        )

    async def lobbies_unchanged_since(self, since: float) -> list[GameInfo]:
        """Lobbies (not yet started) that nobody joined or left after `since` (nor opened),
        oldest first."""
        return await queries.lobbies_unchanged_since(self._db.reader, since)

    async def picture(self, game_id: int, kind: str, key: str) -> bytes | None:
        """A rendered picture of a game, if the one kept shows `key`."""
        rows = await self._db.reader.fetch(
            "SELECT png FROM pictures WHERE game_id = ? AND kind = ? AND key = ?",
            (game_id, kind, key),
        )
        return bytes(rows[0][0]) if rows else None

    async def games_to_display(self, *, days: float = 1.0, recent: float = 3600.0) -> list[int]:
        """Games whose messages may still need work: open live games, and games ended in the
        last `days` that still have messages to retire or posts to make (see bot.app.display).
        A slow game is drawn again only if something is owed (its message, posts, retired
        messages) or it moved in the last `recent` seconds: a restart would otherwise edit
        the message of every game waiting for days (100,000 edits), and a click on a message
        that missed an update redraws it anyway. The latest played come first."""
        now = self._clock()
        rows = await self._db.reader.fetch(
            "SELECT game_id, status, ui_state, turn_seconds, last_action_at FROM games "
            "WHERE (status IN ('lobby', 'active') OR ended_at >= ?) AND daily IS NULL "
            # the latest played first: a restart redraws the games people are at first
            "ORDER BY COALESCE(last_action_at, 0) DESC, game_id",
            (now - days * 86400.0,),
        )
        # the UI state is read here rather than by SQL: its JSON functions differ per dialect
        found = []
        for game_id, status, ui_state, slow, moved in rows:
            if status in ("lobby", "active") and slow is None:
                found.append(int(game_id))
                continue
            state = json.loads(ui_state)
            if _has_work(state) or (
                status in ("lobby", "active")
                and ("message" not in state or (moved or 0) >= now - recent)
            ):
                found.append(int(game_id))
        return found

    async def game_in_channel(self, channel_id: str) -> GameInfo | None:
        """The channel's open game (lobby or active), if any."""
        return await queries.game_in_channel(self._db.reader, str(channel_id))

    async def games_in_threads(self, channel_id: str) -> list[GameInfo]:
        """The open games that came from a channel and are played in threads of their own
        (`move_game`), newest first."""
        return await queries.games_in_threads(self._db.reader, str(channel_id))

    # -- records ---------------------------------------------------------------------------------
    async def export_record(self, game_id: int) -> dict[str, Any]:
        """The game record of docs/record.md (with the dice thrown), for any started game.

        When the ruleset draws the starting order (outside team modes) and the seating is the
        one drawn from the seed, the record also holds the draw (engine/record.py): the join
        order it started from and its rounds, so `python -m engine verify` can check it.
        """
        stored = await self.load_game(game_id)
        if stored.game is None:
            raise WrongStatus(game_id, stored.info.status, "started")
        return await self._with_draw(stored.info, to_record(stored.game))

    async def stored_record(self, game_id: int) -> tuple[GameInfo, dict[str, Any]]:
        """A started game's row and record as `export_record` gives it when the log replays,
        read without replaying it: for a caller that replays it anyway (the website's replay
        page steps through it; a log the engine refuses shows there)."""
        info, record, _ = await self._read_log(game_id)
        if record is None:
            raise WrongStatus(game_id, info.status, "started")
        record["actions"] = recorded_actions(record["actions"])
        return info, await self._with_draw(info, record)

    async def _with_draw(self, info: GameInfo, record: dict[str, Any]) -> dict[str, Any]:
        """The record with its daily challenge, or with the starting-order draw if any."""
        if info.daily is not None:  # its dice are dealt by position (engine.daily)
            record["daily"] = {"number": info.daily, "date": Daily(info.daily).iso}
            return record
        draw = await self._starting_draw(info, record)
        if draw is not None:
            record["draw"] = draw
        return record

    async def _starting_draw(
        self, info: GameInfo, record: Mapping[str, Any]
    ) -> dict[str, Any] | None:
        """The starting-order draw as the bot made it: `draw_starting_order` over the join
        order with `SeededDice(seed, 0, "draw")`; None if the game was not seated that way."""
        seats = [m.user_id for m in info.members]  # join order
        rules = get_ruleset(info.ruleset, info.options)
        if "teams" in record or rules.starting_order.value == "join" or len(seats) < 2:
            return None
        rows = await self._db.reader.fetch(
            "SELECT seed FROM games WHERE game_id = ?", (info.game_id,)
        )
        if not rows or rows[0][0] is None:
            return None
        seed = bytes(rows[0][0])
        order, rounds = draw_starting_order(rules, seats, SeededDice(seed, 0, "draw"))
        # Seated some other way (chosen by hand, or before the draw existed): no draw to show.
        if order != record["players"]:
            return None
        return {"seats": seats, "rounds": rounds}

    async def reveal_seed(self, game_id: int) -> bytes:
        """The dice seed, only once the game is over (it stays secret while the game runs).
        With the record, `python -m engine verify RECORD SEEDHEX` checks every throw."""
        rows = await self._db.reader.fetch(
            "SELECT status, seed, daily FROM games WHERE game_id = ?", (game_id,)
        )
        if not rows:
            raise GameNotFound(game_id)
        status, seed, daily = rows[0]
        if status not in ("finished", "abandoned") or seed is None:
            raise WrongStatus(game_id, status, "finished or abandoned")
        if daily is not None and await self.daily_seed(int(daily)) is None:
            # everyone plays the day's dice: its seed waits until the day closes
            raise WrongStatus(game_id, "a daily attempt of a day still open", "closed")
        return bytes(seed)

    async def game_results(self, game_id: int) -> list[ResultRow]:
        """A finished game's result rows, best place first."""
        return await queries.game_results(self._db.reader, game_id)

    # -- leaderboards and stats --------------------------------------------------------------
    def _since(self, days: float | None) -> float | None:
        return None if days is None else self._clock() - days * 86400.0

    async def leaderboard(
        self,
        guild_id: str,
        *,
        ruleset: str | None = None,
        mode: str | None = None,
        days: float | None = None,
        season: tuple[int, int] | None = None,
        order: str = "wins",
        limit: int = 10,
    ) -> list[LeaderboardRow]:
        """Finished games in a guild per player. `days`: only the last days (e.g. 30);
        `season`: only the games finished from the start of its first day up to the start of
        its end day (`Season.first_day`, `Season.end_day`). `order`: "wins", "win_rate",
        "average", "best" or "games"."""
        rows, _ = await self.leaderboard_page(
            guild_id, ruleset=ruleset, mode=mode, days=days, season=season, order=order,
            limit=limit,
        )
        return rows

    async def leaderboard_page(
        self,
        guild_id: str,
        *,
        ruleset: str | None = None,
        mode: str | None = None,
        days: float | None = None,
        season: tuple[int, int] | None = None,
        order: str = "wins",
        limit: int = 10,
        offset: int = 0,
    ) -> tuple[list[LeaderboardRow], int]:
        """`leaderboard`'s rows from the `offset`-th (a page of it), and how many players the
        whole board has."""
        since, until_day = self._since(days), None
        if season is not None:
            since, until_day = day_start(season[0]), season[1]
        return await boards.leaderboard(
            self._db.reader,
            str(guild_id),
            ruleset=ruleset,
            mode=mode,
            since=since,
            order=order,
            limit=limit,
            until_day=until_day,
            offset=offset,
        )

    async def player_stats(
        self,
        guild_id: str | None,
        user_id: str,
        *,
        ruleset: str | None = None,
        mode: str | None = None,
        days: float | None = None,
    ) -> PlayerStats:
        """A player's record in a guild (None: every guild)."""
        return await boards.player_stats(
            self._db.reader,
            guild_id,
            str(user_id),
            ruleset=ruleset,
            mode=mode,
            since=self._since(days),
        )

    async def versus_bots(self, guild_id: str, user_id: str) -> list[VersusBot]:
        """A member's record against the bot, per level: finished games in which a bot of
        that level was an opponent (not a partner)."""
        return await boards.versus_bots(self._db.reader, str(guild_id), str(user_id))

    async def head_to_head(
        self,
        guild_id: str,
        user_a: str,
        user_b: str,
        *,
        mode: str = "kontra",
        ruleset: str | None = None,
        last: int = 5,
    ) -> DuelRecord:
        """Two members' two-player games of `mode` ("kontra" or "standard") against each other."""
        return await boards.head_to_head(
            self._db.reader,
            str(guild_id),
            str(user_a),
            str(user_b),
            mode=mode,
            ruleset=ruleset,
            last=last,
        )

    async def ratings(self, guild_id: str, ruleset: str, *, limit: int = 10) -> list[RatingRow]:
        """The guild's rating list for a ruleset, best (highest ordinal) first."""
        rows, _ = await self.ratings_page(guild_id, ruleset, limit=limit)
        return rows

    async def ratings_page(
        self, guild_id: str, ruleset: str, *, limit: int = 10, offset: int = 0
    ) -> tuple[list[RatingRow], int]:
        """The rating list's rows from the `offset`-th, and how many it has."""
        return await boards.ratings(
            self._db.reader, str(guild_id), ruleset, limit=limit, offset=offset
        )

    async def player_rating(self, guild_id: str, ruleset: str, user_id: str) -> RatingRow | None:
        return await boards.player_rating(self._db.reader, str(guild_id), ruleset, str(user_id))

    async def recent_games(
        self,
        guild_id: str,
        *,
        limit: int = 10,
        user_id: str | None = None,
        channel_ids: Sequence[str] | None = None,
    ) -> list[GameSummary]:
        """The guild's ended games (finished and abandoned), newest first; only a member's
        (`user_id`) or only those played in some channels (`channel_ids`)."""
        return await queries.recent_games(
            self._db.reader, str(guild_id), limit=limit, user_id=user_id, channel_ids=channel_ids
        )

    # -- guild settings ------------------------------------------------------------------------
    async def guild_settings(self, guild_id: str) -> GuildSettings:
        """A server's settings (kept for SETTINGS_FRESH seconds; a change made here is seen
        at once)."""
        guild_id = str(guild_id)
        kept = self._settings.get(guild_id)
        now = time.monotonic()
        if kept is not None and now - kept[1] < SETTINGS_FRESH:
            return kept[0]
        changes = self._settings_changes
        found = await queries.guild_settings(self._db.reader, guild_id)
        if changes == self._settings_changes:  # no change committed while this was read
            self._settings[guild_id] = (found, now)
        return found


def _has_work(ui_state: Mapping[str, Any]) -> bool:
    """A game's messages still need work: an outbox to send, or stale messages to retire."""
    outbox = ui_state.get("outbox")
    stale = ui_state.get("stale")
    return (isinstance(outbox, list) and len(outbox) > 0) or (stale is not None and stale != {})
