"""The store: games, their action logs, results and settings, behind a narrow async API.

Design, in short:
- The database is SQLite (a file, the default) or PostgreSQL (DATABASE_URL), behind `Backend`
  (bot/store/backend.py); the SQL here is written once for both.
- Changes to a game go through the store under that game's asyncio lock, so that the kept game
  below and the database move together; different games change side by side (PostgreSQL then
  commits them on several connections at once; SQLite has one writer and takes them in turn).
  Reads (leaderboards, stats) do not wait for writes.
- A game's truth is its action log. An action is appended by a single INSERT whose triggers check
  the game's status and next sequence number, so the check and the write are one atomic statement
  (the finishing action also writes results and ratings, in one explicit transaction).
- Every action is first checked by the engine against the game as replayed from the log; the
  replayed game of each active game is kept in memory and only trusted while it matches the log.
"""

from __future__ import annotations

import asyncio
import json
import os
import secrets
import time
from collections.abc import AsyncIterator, Callable, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from engine import (
    Action,
    Game,
    IllegalAction,
    PositionalDice,
    ReplayError,
    SeededDice,
    Throw,
    action_from_json,
    action_to_json,
    draw_starting_order,
    find_mode,
    get_ruleset,
    replay,
    seed_commitment,
    to_record,
)
from engine.daily import Daily

from .. import settings
from ..players import is_bot
from ..settings import GuildSettings
from . import database, queries
from .backend import Backend, Connection, Violation, database_target, parse_target
from .dailies import DailyStore
from .errors import (
    ActionConflict,
    ChannelBusy,
    CorruptGameLog,
    GameNotFound,
    StoreError,
    WrongStatus,
)
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
from .pace import PaceStore
from .queries import GAME_COLUMNS, day_start, dumps
from .results import Rating, rate, result_rows
from .seasons import SeasonStore
from .tournaments import TournamentStore

SEED_BYTES = 32

SETTINGS_FRESH = 10.0  # seconds a server's settings are used without reading them again
_INSERT_ACTION = "INSERT INTO actions (game_id, seq, action, created_at) VALUES (?, ?, ?, ?)"
_INSERT_RESULT = (
    "INSERT INTO {table} (game_id, user_id, guild_id, ruleset, mode, team, score, sheet_score, "
    "place, won, competitors, yambs, duration, finished_at) "
    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)
_UPSERT_USER = (
    "INSERT INTO users (user_id, display_name, seen_at) VALUES (?, COALESCE(?, ?), ?) "
    "ON CONFLICT (user_id) DO UPDATE SET "
    "display_name = COALESCE(?, users.display_name), seen_at = excluded.seen_at"
)


class _Locks:
    """One asyncio lock per key (a game id, a guild's settings), forgotten when unused."""

    def __init__(self) -> None:
        self._locks: dict[object, asyncio.Lock] = {}
        self._holders: dict[object, int] = {}
        self._idle = asyncio.Event()
        self._idle.set()

    @asynccontextmanager
    async def hold(self, key: object) -> AsyncIterator[None]:
        lock = self._locks.setdefault(key, asyncio.Lock())
        self._holders[key] = self._holders.get(key, 0) + 1
        self._idle.clear()
        try:
            async with lock:
                yield
        finally:
            self._holders[key] -= 1
            if not self._holders[key]:
                del self._holders[key], self._locks[key]
            if not self._holders:
                self._idle.set()

    async def idle(self) -> None:
        """Until no key is held or waited for."""
        await self._idle.wait()


@dataclass(slots=True)
class _Live:
    """An active game replayed from its log, kept between actions."""

    info: GameInfo
    game: Game
    seed: bytes | None
    throws: int  # throws so far: the index of the next throw's seeded dice

    def intact(self) -> bool:
        """False if someone acted on the game object directly (it no longer matches the log)."""
        return len(self.game.history) == self.info.seq


class Store(DailyStore, PaceStore, SeasonStore, TournamentStore):
    """Open with `await Store.open(path or URL)`; close with `await store.close()`."""

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
        self._locks = _Locks()
        self._live: dict[int, _Live] = {}
        # guild -> (settings, when read): read by nearly every click, changed by a command of
        # the process that serves the guild; re-read after SETTINGS_FRESH seconds all the same
        self._settings: dict[str, tuple[GuildSettings, float]] = {}
        self._settings_changes = 0
        # Set by the bot when it holds the SQLite file alone (bot.instance): every write then
        # goes through this store, which keeps its kept games in step, so a kept game need not
        # be checked against the database before each use (a read on every click).
        self.sole_writer = False
        self._closed = False

    # -- opening and closing -------------------------------------------------------------------
    @classmethod
    async def open(
        cls,
        path: str | Path | None = None,
        *,
        migrations_dir: Path | None = None,
        check: str = "quick",
        busy_timeout: float = 5.0,
        synchronous: str = "FULL",
        clock: Callable[[], float] = time.time,
        read_only: bool = False,
    ) -> Store:
        """Check and migrate the database (created if missing), then connect.

        `path`: a SQLite file, `sqlite:///path`, or `postgresql://user:password@host/db`; None:
        DATABASE_URL, else DATABASE_PATH from the environment, else data/yamb.sqlite3.
        `check` is the start-up integrity check of a SQLite file: "quick", "full" or "none".
        `synchronous` FULL makes every SQLite commit durable even against power loss (NORMAL:
        against crashes of the bot only); PostgreSQL commits as its server is set up to.
        `read_only` (maintenance: check, backup) opens an existing database as it is: a missing
        file is refused (nothing is created) and nothing is migrated or written.
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
            await self._locks.idle()  # changes under way end first, as they would have
            try:
                await self._db.close()
            finally:
                self._live.clear()

    async def __aenter__(self) -> Store:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

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

    async def display_names(self, user_ids: Iterable[str]) -> dict[str, str]:
        """Last seen names; unknown users are left out."""
        return await queries.display_names(self._db.reader, list(user_ids))

    async def user_language(self, user_id: str) -> str | None:
        """The language a member chose for the bot's private replies (None: not chosen)."""
        rows = await self._db.reader.fetch(
            "SELECT language FROM users WHERE user_id = ?", (str(user_id),)
        )
        return rows[0][0] if rows else None

    async def set_user_language(self, user_id: str, name: str, language: str | None) -> None:
        """Keep a member's choice of language (None: back to their Discord client's)."""
        user_id = str(user_id)
        async with self._db.transaction() as db:
            await self._upsert_users(db, [user_id], {user_id: name})
            await db.execute("UPDATE users SET language = ? WHERE user_id = ?", (language, user_id))

    # -- lobby -----------------------------------------------------------------------------------
    async def create_game(
        self,
        *,
        guild_id: str,
        channel_id: str,
        host_id: str,
        ruleset: str,
        mode: str = "standard",
        options: Mapping[str, Any] | None = None,
        players: Sequence[str] | None = None,
        teams: Mapping[str, Sequence[str]] | None = None,
        names: Mapping[str, str] | None = None,
        language: str | None = None,
        turn_seconds: float | None = None,
    ) -> GameInfo:
        """A new lobby in a channel. `players` (default: the host) or `teams` join at once.
        `language`: of the game's public messages and pictures (a `bot.i18n` locale).
        `turn_seconds`: a slow game's time for a turn (None: a live game).

        Raises ChannelBusy if the channel has an open game, IllegalAction for an unknown ruleset,
        option or mode.
        """
        options = dict(options or {})
        guild_id, channel_id, host_id = str(guild_id), str(channel_id), str(host_id)
        get_ruleset(ruleset, options)  # refuses unknown rulesets and options
        find_mode(mode)
        if teams is not None and not find_mode(mode).has_teams:  # find_mode refuses unknown
            raise IllegalAction("no_teams", f"Mode {mode} has no teams.")
        members: dict[str, str | None] = {}
        for team, team_members in (teams or {}).items():
            for user in team_members:
                members.setdefault(str(user), str(team))
        for user in players if players is not None else ([] if teams else [host_id]):
            members.setdefault(str(user), None)
        now = self._clock()
        async with self._locks.hold(("channel", channel_id)):
            # The channel's open game can leave it between the refused INSERT and the look
            # that names it (a lobby moves into its own thread, a game ends): then the
            # channel is free, and the INSERT is tried again.
            row = (
                guild_id,
                channel_id,
                host_id,
                ruleset,
                dumps(options),
                mode,
                now,
                language,
                turn_seconds,
            )
            refused = 0
            while True:
                try:
                    return await self._insert_game(row, members, names or {})
                except Violation:
                    # looked up once the refused transaction is over (PostgreSQL ends it at
                    # the error)
                    busy = await self._open_game_id(channel_id)
                    if busy is not None:
                        raise ChannelBusy(channel_id, busy) from None
                    refused += 1
                    if refused == 3:
                        raise

    async def _insert_game(
        self,
        row: tuple[str, str, str, str, str, str, float, str | None, float | None],
        members: Mapping[str, str | None],
        names: Mapping[str, str],
    ) -> GameInfo:
        """One transaction: the game's row (guild, channel, host, ruleset, options, mode,
        created, language, turn time), its players, and their names."""
        host_id = row[2]
        async with self._db.transaction() as db:
            await self._upsert_users(db, [host_id, *members], names)
            rows = await db.fetch(
                "INSERT INTO games (guild_id, channel_id, host_id, ruleset, options, "
                "mode, created_at, language, turn_seconds) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) "
                "RETURNING game_id",
                row,
            )
            game_id = int(rows[0][0])
            await db.executemany(
                "INSERT INTO game_players (game_id, user_id, joined, team) VALUES (?, ?, ?, ?)",
                [(game_id, u, i, t) for i, (u, t) in enumerate(members.items(), start=1)],
            )
            return await self._info(db, game_id)

    async def _open_game_id(self, channel_id: str) -> int | None:
        rows = await self._db.writer.fetch(
            "SELECT game_id FROM games WHERE channel_id = ? AND status IN ('lobby', 'active')",
            (channel_id,),
        )
        return int(rows[0][0]) if rows else None

    async def join_game(
        self, game_id: int, user_id: str, *, team: str | None = None, name: str | None = None
    ) -> GameInfo:
        """Join a lobby, or pick another team (`team`) when already in it."""
        user_id = str(user_id)
        async with self._locks.hold(game_id), self._db.transaction() as db:
            info = await self._info(db, game_id, lock=True)
            if info.status != "lobby":
                raise WrongStatus(game_id, info.status, "a lobby")
            if team is not None:
                if not find_mode(info.mode).has_teams:
                    raise IllegalAction("no_teams", f"Mode {info.mode} has no teams.")
                others = [m for m in info.members if m.team == team and m.user_id != user_id]
                if len(others) >= 2:
                    raise IllegalAction(
                        "team_full", f"Team {team} already has two players.", team=team
                    )
            await self._upsert_users(db, [user_id], {user_id: name} if name else {})
            await db.execute(
                "INSERT INTO game_players (game_id, user_id, joined, team) VALUES "
                "(?, ?, (SELECT COALESCE(MAX(joined), 0) + 1 FROM game_players WHERE game_id = ?),"
                " ?) ON CONFLICT (game_id, user_id) DO UPDATE SET "
                "team = COALESCE(excluded.team, game_players.team)",
                (game_id, user_id, game_id, team),
            )
            return await self._info(db, game_id)

    async def leave_game(self, game_id: int, user_id: str) -> GameInfo:
        """Leave a lobby (once a game has started, its players are fixed)."""
        async with self._locks.hold(game_id), self._db.transaction() as db:
            info = await self._info(db, game_id, lock=True)
            if info.status != "lobby":
                raise WrongStatus(game_id, info.status, "a lobby")
            await db.execute(
                "DELETE FROM game_players WHERE game_id = ? AND user_id = ?",
                (game_id, str(user_id)),
            )
            return await self._info(db, game_id)

    async def start_game(
        self,
        game_id: int,
        *,
        seating: Sequence[str] | None = None,
        teams: Mapping[str, Sequence[str]] | None = None,
        seed: bytes | None = None,
    ) -> StoredGame:
        """Fix the seating (default: join order) and teams (default: the lobby's picks, teams
        in order of their first member's joining), store the dice seed (default: a fresh secret)
        and its commitment, and make the game active.

        The engine checks the set-up (e.g. Kontra needs two players): IllegalAction if not.
        The k-th throw of the game shows `SeededDice(seed, k)`. For a provable starting-order
        draw, make the seed first (`secrets.token_bytes(32)`), draw with
        `draw_starting_order(ruleset, seats, SeededDice(seed, 0, "draw"))` and pass both.
        """
        async with self._locks.hold(game_id):
            async with self._db.transaction() as db:
                info = await self._info(db, game_id, lock=True)
                if info.status != "lobby":
                    raise WrongStatus(game_id, info.status, "a lobby")
                game = self._seat(info, seating, teams)
                seed = seed if seed is not None else secrets.token_bytes(SEED_BYTES)
                now = self._clock()
                team_json = (
                    {t: list(m) for t, m in game.teams.items()} if game.teams is not None else None
                )
                await db.execute(
                    "UPDATE games SET status = 'active', players = ?, teams = ?, seed = ?, "
                    "commitment = ?, started_at = ?, last_action_at = ?, "
                    "due_at = ? + turn_seconds / 2 WHERE game_id = ?",
                    (
                        dumps(list(game.players)),
                        dumps(team_json) if team_json else None,
                        seed,
                        seed_commitment(seed),
                        now,
                        now,
                        now,
                        game_id,
                    ),
                )
                if game.teams is not None:
                    await db.executemany(
                        "UPDATE game_players SET team = ? WHERE game_id = ? AND user_id = ?",
                        [(t, game_id, p) for t, ms in game.teams.items() for p in ms],
                    )
                info = await self._info(db, game_id)
            self._live[game_id] = _Live(info, game, seed, 0)
            return StoredGame(info, game)

    @staticmethod
    def _seat(
        info: GameInfo,
        seating: Sequence[str] | None,
        teams: Mapping[str, Sequence[str]] | None,
    ) -> Game:
        """The engine's game for a lobby's members; the engine checks the set-up."""
        joined = [m.user_id for m in info.members]
        if find_mode(info.mode).has_teams and teams is None:
            waiting = [m.user_id for m in info.members if m.team is None]
            if waiting:
                raise IllegalAction(
                    "team_needed",
                    f"Everyone picks a team first (not yet: {', '.join(waiting)}).",
                    players=", ".join(waiting),
                )
            picked: dict[str, list[str]] = {}
            for member in info.members:
                picked.setdefault(str(member.team), []).append(member.user_id)
            teams = picked
        players: list[str] | None
        if teams is not None:
            seated = [p for members in teams.values() for p in members]
            players = list(seating) if seating is not None else None
        else:
            seated = players = list(seating) if seating is not None else joined
        if sorted(seated) != sorted(joined) or sorted(players or seated) != sorted(joined):
            raise IllegalAction(
                "seating_mismatch", "The seating must be exactly the players who joined."
            )
        return Game(info.ruleset, players, mode=info.mode, options=info.options, teams=teams)

    # -- loading ---------------------------------------------------------------------------------
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
        """A game's row without replaying it (a kept game's from memory once the database
        shows it has not moved on: one small read instead of the row and its players)."""
        if game_id in self._live:
            async with self._locks.hold(game_id):
                live = await self._fresh(game_id)
                if live is not None:
                    return live.info
        return await self._info(self._db.reader, game_id)

    async def _fresh(self, game_id: int) -> _Live | None:
        """The kept game if it still matches the database (its UI state read anew; taken as
        it is when this store is the database's only writer); the game's lock is held."""
        live = self._live.get(game_id)
        if live is None or not live.intact():
            return None
        if self.sole_writer:
            return live
        rows = await self._db.writer.fetch(
            "SELECT action_count, status, ui_state FROM games WHERE game_id = ?", (game_id,)
        )
        if not rows or rows[0][0] != live.info.seq or rows[0][1] != live.info.status:
            return None
        live.info = replace(live.info, ui_state=json.loads(rows[0][2]))
        return live

    async def _read_live(self, game_id: int) -> tuple[GameInfo, Game | None, bytes | None]:
        """Row and replayed log from one snapshot (a read transaction); the lock is held."""
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
            record["actions"] = [json.loads(row[0]) for row in log]
            game = replay(record)
        except ReplayError as error:
            raise CorruptGameLog(game_id, error.index, error.error.message) from None
        except ValueError as error:
            raise CorruptGameLog(game_id, -1, f"unreadable JSON: {error}") from None
        return info, game, seed

    async def _load_live(self, game_id: int) -> _Live | None:
        info, game, seed = await self._read_live(game_id)
        if game is None:
            return None
        throws = sum(isinstance(a, Throw) for a in game.history)
        live = _Live(info, game, seed, throws)
        if info.status == "active":
            self._live[game_id] = live
        else:
            self._live.pop(game_id, None)
        return live

    async def load_game(self, game_id: int) -> StoredGame:
        """The game with its engine state replayed from the log (None for a lobby).

        Active games are kept in memory between calls and re-read only when the database has
        moved on (another process) or the kept copy was changed directly.
        """
        async with self._locks.hold(game_id):
            live = await self._fresh(game_id)
            if live is not None:
                return StoredGame(live.info, live.game)
            loaded = await self._load_live(game_id)
            if loaded is None:
                return StoredGame(await self._info(self._db.writer, game_id), None)
            return StoredGame(loaded.info, loaded.game)

    def evict(self, game_id: int | None = None) -> None:
        """Drop kept games from memory (all, or one); they are replayed from the log when next
        used. For idle games, or to measure a cold load."""
        if game_id is None:
            self._live.clear()
        else:
            self._live.pop(game_id, None)

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

    async def move_game(self, game_id: int, channel_id: str) -> GameInfo:
        """An open game goes on in another channel (a thread of its own); the channel it
        leaves may open another game, and is kept as the game's `parent_id` (where it came
        from, the first time it moves)."""
        async with self._locks.hold(game_id):
            async with self._db.transaction() as db:
                # the right-hand sides read the row as it was: parent_id gets the old channel
                moved = await db.execute(
                    "UPDATE games SET parent_id = COALESCE(parent_id, channel_id), "
                    "channel_id = ? WHERE game_id = ? AND status IN ('lobby', 'active')",
                    (str(channel_id), game_id),
                )
                info = await self._info(db, game_id)
                if moved != 1:
                    raise WrongStatus(game_id, info.status, "a lobby or active")
            live = self._live.get(game_id)  # once committed
            if live is not None:
                live.info = replace(
                    live.info, channel_id=info.channel_id, parent_id=info.parent_id
                )
            return info

    async def picture(self, game_id: int, kind: str, key: str) -> bytes | None:
        """A rendered picture of a game, if the one kept shows `key`."""
        rows = await self._db.reader.fetch(
            "SELECT png FROM pictures WHERE game_id = ? AND kind = ? AND key = ?",
            (game_id, kind, key),
        )
        return bytes(rows[0][0]) if rows else None

    async def keep_picture(self, game_id: int, kind: str, key: str, png: bytes) -> None:
        """Keep a rendered picture (it replaces the game's earlier one of that kind)."""
        async with self._locks.hold(game_id):
            await self._db.writer.execute(
                "INSERT INTO pictures (game_id, kind, key, png) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (game_id, kind) DO UPDATE SET key = excluded.key, png = excluded.png",
                (game_id, kind, key, png),
            )

    async def games_to_display(self, *, days: float = 1.0, recent: float = 3600.0) -> list[int]:
        """Games whose messages may still need work: open live games, and games ended in the
        last `days` that still have messages to retire or posts to make (see bot.app.display).
        A slow game is drawn again only if something is owed (its message, posts, retired
        messages) or it moved in the last `recent` seconds: a restart would otherwise edit
        the message of every game waiting for days (100,000 edits), and a click on a message
        that missed an update redraws it anyway."""
        now = self._clock()
        rows = await self._db.reader.fetch(
            "SELECT game_id, status, ui_state, turn_seconds, last_action_at FROM games "
            "WHERE (status IN ('lobby', 'active') OR ended_at >= ?) AND daily IS NULL "
            "ORDER BY game_id",
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

    # -- playing ---------------------------------------------------------------------------------
    async def _live_at(self, game_id: int, seq: int) -> _Live:
        """The active game at sequence number `seq`, or ActionConflict / WrongStatus."""
        live = self._live.get(game_id)
        if live is not None and live.intact() and seq <= live.info.seq:
            if seq < live.info.seq:
                raise ActionConflict(game_id, seq, live.info.seq)
            return live
        # not kept, changed directly, or behind the database: read the truth
        loaded = await self._load_live(game_id)
        if loaded is None or loaded.info.status != "active":
            info = loaded.info if loaded is not None else await self._info(self._db.writer, game_id)
            raise WrongStatus(game_id, info.status, "active")
        if seq != loaded.info.seq:
            raise ActionConflict(game_id, seq, loaded.info.seq)
        return loaded

    async def append_action(
        self, game_id: int, action: Action | Mapping[str, Any], *, seq: int
    ) -> StoredGame:
        """Append one action (an engine action or its docs/record.md JSON) as action number `seq`.

        `seq` is the sequence number the player saw (`StoredGame.seq` when the message was
        drawn): if the game has moved on, ActionConflict and nothing changes, so of two
        clicks on the same state exactly one lands. The engine checks the action first
        (IllegalAction, nothing changes); a throw must show the dice of the game's seed (use
        `append_throw` to have them thrown). The action that ends the game also finishes it:
        results and ratings are written in the same transaction (`info.status` "finished").
        """
        parsed = action_from_json(action) if isinstance(action, Mapping) else action
        async with self._locks.hold(game_id):
            live = await self._live_at(game_id, seq)
            try:
                live.game.apply(parsed)
            except IllegalAction:
                if not live.intact():  # never expected: the engine changes nothing on refusal
                    self._live.pop(game_id, None)
                raise
            if isinstance(parsed, Throw) and not self._from_seed(live, parsed):
                self._live.pop(game_id, None)  # applied to the kept copy: forget it
                raise IllegalAction(
                    "not_from_seed",
                    "These dice do not come from the game's seed: let the bot throw them.",
                )
            return await self._commit(live, parsed, seq)

    async def append_throw(
        self, game_id: int, player: str, keep: Sequence[int] | None = None, *, seq: int
    ) -> StoredGame:
        """Throw for `player` with the game's seeded dice (keep: 0-based positions kept) and
        append it like `append_action`. The throw is `result.game.history[-1]`."""
        async with self._locks.hold(game_id):
            live = await self._live_at(game_id, seq)
            if live.seed is None:
                raise StoreError(f"Game #{game_id} has no dice seed.")
            live.game.throw(player, self._dice(live), keep)
            return await self._commit(live, live.game.history[-1], seq)

    @staticmethod
    def _dice(live: _Live) -> SeededDice | PositionalDice:
        """The next throw's dice: the game's k-th seeded throw, or, in a daily attempt, dealt
        by position from the day's seed (everyone's same choices meet the same dice)."""
        assert live.seed is not None
        if live.info.daily is not None:
            return PositionalDice(live.seed, live.game.round_no, live.game.throws + 1)
        return SeededDice(live.seed, live.throws)

    def _from_seed(self, live: _Live, throw: Throw) -> bool:
        if live.seed is None:
            return True
        keep = throw.keep or ()
        if live.info.daily is not None:  # applied already: the turn and throw it was dealt at
            game = live.game
            dealt = PositionalDice(live.seed, game.round_no, game.throws)
            return all(
                d == dealt.die(i) for i, d in enumerate(throw.dice) if i not in keep
            )
        thrown = [d for i, d in enumerate(throw.dice) if i not in keep]
        return thrown == SeededDice(live.seed, live.throws).roll(len(thrown))

    async def _commit(self, live: _Live, action: Action, seq: int) -> StoredGame:
        """Write an action already applied to the kept game; on any failure forget the copy."""
        game_id = live.info.game_id
        now = self._clock()
        row = (game_id, seq, dumps(action_to_json(action)), now)
        over = live.game.is_over
        try:
            if over:
                await self._finish(live, now, row)
            else:
                # one statement: its triggers check status and sequence, then count it
                await self._db.writer.execute(_INSERT_ACTION, row)
        except Violation as error:
            self._live.pop(game_id, None)
            raise await self._explain(error, game_id, seq) from None
        except BaseException:
            self._live.pop(game_id, None)
            raise
        live.throws += isinstance(action, Throw)
        live.info = replace(
            live.info,
            seq=seq + 1,
            last_action_at=now,
            status="finished" if over else live.info.status,
            ended_at=now if over else None,
            end_reason="finished" if over else None,
        )
        if over:
            self._live.pop(game_id, None)
        return StoredGame(live.info, live.game)

    async def _explain(self, error: Violation, game_id: int, seq: int) -> Exception:
        text = str(error).lower()
        rows = await self._db.writer.fetch(
            "SELECT status, action_count FROM games WHERE game_id = ?", (game_id,)
        )
        if not rows:
            return GameNotFound(game_id)
        status, count = rows[0]
        if "not active" in text:
            return WrongStatus(game_id, status, "active")
        # the guard's own words, or the primary key (SQLite "UNIQUE constraint failed",
        # PostgreSQL "duplicate key value violates unique constraint")
        if "sequence conflict" in text or "unique" in text:
            return ActionConflict(game_id, seq, count)
        return error

    # -- ending ----------------------------------------------------------------------------------
    async def _finish(
        self, live: _Live, now: float, action_row: tuple[int, int, str, float] | None
    ) -> list[ResultRow]:
        """Status, results and ratings of a game that is over, with its last action, at once.
        A game with a bot player keeps its results apart (`bot_results`) and is not rated."""
        info = live.info
        if info.daily is not None:  # an attempt at the day's challenge: ranked on its boards
            return await self._finish_daily(live, now, action_row)
        rows = result_rows(info, live.game, now)
        with_bot = any(is_bot(p) for p in live.game.players)
        async with self._db.transaction() as db:
            # one finishing game of a guild's ruleset at a time: its ratings are read, then
            # written, and its players' running totals are locked row by row
            await self._serialize(db, f"finish {info.guild_id} {info.ruleset}")
            if action_row is not None:
                await db.execute(_INSERT_ACTION, action_row)
            ended = await db.execute(
                "UPDATE games SET status = 'finished', ended_at = ?, end_reason = 'finished' "
                "WHERE game_id = ? AND status = 'active'",
                (now, info.game_id),
            )
            if ended != 1:
                raise WrongStatus(info.game_id, "no longer active", "active")
            await db.executemany(
                _INSERT_RESULT.format(table="bot_results" if with_bot else "results"),
                [
                    (
                        r.game_id,
                        r.user_id,
                        r.guild_id,
                        r.ruleset,
                        r.mode,
                        r.team,
                        r.score,
                        r.sheet_score,
                        r.place,
                        int(r.won),
                        r.competitors,
                        r.yambs,
                        r.duration,
                        r.finished_at,
                    )
                    for r in rows
                ],
            )
            if not with_bot:
                await self._rate(db, rows, now)
        return rows

    async def _finish_daily(
        self, live: _Live, now: float, action_row: tuple[int, int, str, float] | None
    ) -> list[ResultRow]:
        """A daily attempt ends: its total goes to the day's boards, not to the server's
        leaderboards (it is the same game for everyone, played once)."""
        game_id = live.info.game_id
        (player,) = live.game.players
        async with self._db.transaction() as db:
            if action_row is not None:
                await db.execute(_INSERT_ACTION, action_row)
            ended = await db.execute(
                "UPDATE games SET status = 'finished', ended_at = ?, end_reason = 'finished' "
                "WHERE game_id = ? AND status = 'active'",
                (now, game_id),
            )
            if ended != 1:
                raise WrongStatus(game_id, "no longer active", "active")
            await self._finish_attempt(db, game_id, live.game.sheet_total(player), now)
        return []

    async def _rate(self, db: Connection, rows: Sequence[ResultRow], now: float) -> None:
        if not rows:
            return
        guild, ruleset = rows[0].guild_id, rows[0].ruleset
        users = [r.user_id for r in rows]
        marks = ", ".join("?" * len(users))
        found = await db.fetch(
            f"SELECT user_id, mu, sigma, games FROM ratings "
            f"WHERE guild_id = ? AND ruleset = ? AND user_id IN ({marks})",
            (guild, ruleset, *users),
        )
        current = {u: Rating(mu, sigma, games) for u, mu, sigma, games in found}
        new = rate(rows, current)
        await db.executemany(
            "INSERT INTO ratings (guild_id, ruleset, user_id, mu, sigma, games, updated_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, ruleset, user_id) DO UPDATE SET "
            "mu = excluded.mu, sigma = excluded.sigma, games = excluded.games, "
            "updated_at = excluded.updated_at",
            [(guild, ruleset, u, r.mu, r.sigma, r.games, now) for u, r in new.items()],
        )

    @staticmethod
    async def _serialize(db: Connection, key: str) -> None:
        """Transactions that name the same key run one after the other, in every process
        (PostgreSQL: an advisory lock until the transaction ends; SQLite: one writer anyway)."""
        if db.dialect.serialize:
            await db.execute(db.dialect.serialize, (key,))

    async def finish_game(self, game_id: int) -> list[ResultRow]:
        """Write the results of a game that is over. Appending its last action already does
        this; call it to be sure after a restart. Idempotent for a finished game."""
        async with self._locks.hold(game_id):
            live = await self._load_live(game_id)
            if live is None:
                info = await self._info(self._db.writer, game_id)
                raise WrongStatus(game_id, info.status, "active and over")
            if live.info.status == "finished":
                return await queries.game_results(self._db.writer, game_id)
            if live.info.status != "active":
                raise WrongStatus(game_id, live.info.status, "active and over")
            if not live.game.is_over:
                raise IllegalAction("game_not_over", "The game is not over yet.")
            try:
                return await self._finish(live, self._clock(), None)
            finally:
                self._live.pop(game_id, None)

    async def abandon_game(self, game_id: int, reason: str = "abandoned") -> GameInfo:
        """End an open game without results: a lobby becomes "cancelled", an active game
        "abandoned" (kept with its log, never counted in leaderboards or ratings)."""
        async with self._locks.hold(game_id), self._db.transaction() as db:
            ended = await db.execute(
                "UPDATE games SET status = CASE status WHEN 'lobby' THEN 'cancelled' "
                "ELSE 'abandoned' END, ended_at = ?, end_reason = ? "
                "WHERE game_id = ? AND status IN ('lobby', 'active')",
                (self._clock(), reason, game_id),
            )
            info = await self._info(db, game_id)
            if ended != 1:
                raise WrongStatus(game_id, info.status, "a lobby or active")
            self._live.pop(game_id, None)
            return info

    async def forfeit(self, game_id: int, losers: Sequence[str], reason: str) -> GameInfo:
        """End an active game as abandoned because `losers` ran out of time; in a game of
        two sides (a duel) the other side wins it: result rows say so (the sheets as they
        stand, the losers' side second), so the duel record, the leaderboards and the ratings
        count it. Games of more sides end without results, like any abandoned game."""
        async with self._locks.hold(game_id):
            live = await self._load_live(game_id)
            if live is None or live.info.status != "active":
                info = await self._info(self._db.writer, game_id)
                raise WrongStatus(game_id, info.status, "active")
            game, now = live.game, self._clock()
            sides = {game.team_of(p) or p for p in game.players}
            lost = {game.team_of(p) or p for p in losers}
            rows = []
            if len(sides) == 2 and len(lost) == 1:
                for row in result_rows(live.info, game, now):
                    beaten = (row.team or row.user_id) in lost
                    rows.append(replace(row, place=2 if beaten else 1, won=not beaten))
            with_bot = any(is_bot(p) for p in game.players)
            async with self._db.transaction() as db:
                if rows and not with_bot:  # as a finishing game: ratings read, then written
                    await self._serialize(db, f"finish {live.info.guild_id} {live.info.ruleset}")
                ended = await db.execute(
                    "UPDATE games SET status = 'abandoned', ended_at = ?, end_reason = ? "
                    "WHERE game_id = ? AND status = 'active'",
                    (now, reason, game_id),
                )
                if ended != 1:
                    raise WrongStatus(game_id, "no longer active", "active")
                await db.executemany(
                    _INSERT_RESULT.format(table="bot_results" if with_bot else "results"),
                    [
                        (r.game_id, r.user_id, r.guild_id, r.ruleset, r.mode, r.team, r.score,
                         r.sheet_score, r.place, int(r.won), r.competitors, r.yambs, r.duration,
                         r.finished_at)
                        for r in rows
                    ],
                )
                if rows and not with_bot:
                    await self._rate(db, rows, now)
                info = await self._info(db, game_id)
            self._live.pop(game_id, None)
            return info

    # -- the bot's own state -----------------------------------------------------------------
    async def update_ui_state(self, game_id: int, changes: Mapping[str, Any]) -> dict[str, Any]:
        """Merge `changes` into the game's UI state (JSON merge patch: a None value removes
        its key, nested objects merge) and return the new state. Survives restarts."""
        async with self._locks.hold(game_id):
            # json_patch: SQLite's own; in PostgreSQL, a function of migration 0001
            try:
                rows = await self._db.writer.fetch(
                    "UPDATE games SET ui_state = json_patch(ui_state, ?) WHERE game_id = ? "
                    "RETURNING ui_state",
                    (dumps(dict(changes)), game_id),
                )
            except BaseException:
                self._live.pop(game_id, None)  # it may have landed: read the game anew
                raise
            if not rows:
                raise GameNotFound(game_id)
            state: dict[str, Any] = json.loads(rows[0][0])
            live = self._live.get(game_id)
            if live is not None:
                live.info = replace(live.info, ui_state=state)
            return state

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
        record = to_record(stored.game)
        if stored.info.daily is not None:  # its dice are dealt by position (engine.daily)
            record["daily"] = {"number": stored.info.daily, "date": Daily(stored.info.daily).iso}
            return record
        draw = await self._starting_draw(stored.info, record)
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
        since, until_day = self._since(days), None
        if season is not None:
            since, until_day = day_start(season[0]), season[1]
        return await queries.leaderboard(
            self._db.reader,
            str(guild_id),
            ruleset=ruleset,
            mode=mode,
            since=since,
            order=order,
            limit=limit,
            until_day=until_day,
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
        return await queries.player_stats(
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
        return await queries.versus_bots(self._db.reader, str(guild_id), str(user_id))

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
        return await queries.head_to_head(
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
        return await queries.ratings(self._db.reader, str(guild_id), ruleset, limit=limit)

    async def player_rating(self, guild_id: str, ruleset: str, user_id: str) -> RatingRow | None:
        return await queries.player_rating(self._db.reader, str(guild_id), ruleset, str(user_id))

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

    async def rebuild_ratings(self) -> int:
        """Recompute every rating from the results, in the order the games finished (e.g.
        after a change of rating model). Returns the number of games rated."""
        async with self._db.transaction() as db:
            if db.dialect.lock_table:  # finishing games wait; SQLite: one writer anyway
                await db.execute(db.dialect.lock_table.format(table="ratings"))
            games = await queries.all_results_in_order(db)
            ratings: dict[tuple[str, str, str], Rating] = {}
            latest: dict[tuple[str, str, str], float] = {}
            for rows in games:
                guild, ruleset = rows[0].guild_id, rows[0].ruleset
                current = {
                    r.user_id: ratings[(guild, ruleset, r.user_id)]
                    for r in rows
                    if (guild, ruleset, r.user_id) in ratings
                }
                for user, rating in rate(rows, current).items():
                    ratings[(guild, ruleset, user)] = rating
                    latest[(guild, ruleset, user)] = rows[0].finished_at
            await db.execute("DELETE FROM ratings")
            await db.executemany(
                "INSERT INTO ratings (guild_id, ruleset, user_id, mu, sigma, games, "
                "updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(*key, r.mu, r.sigma, r.games, latest[key]) for key, r in ratings.items()],
            )
            return len(games)

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

    async def set_guild_settings(self, guild_id: str, **changes: Any) -> GuildSettings:
        """Change some settings (see `bot.settings.GuildSettings`; None: back to the bot's
        default). Checked first: IllegalAction for a bad value, TypeError for an unknown name."""
        async with self._db.transaction() as db:
            await self._serialize(db, f"settings {guild_id}")
            current = await queries.guild_settings(db, str(guild_id))
            new = settings.changed(current, changes)
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

    async def integrity_check(self, *, full: bool = True) -> list[str]:
        """The database's own checks (SQLite: integrity check and foreign keys): an empty
        list means healthy."""
        return await self._db.integrity_problems(full=full)


def _has_work(ui_state: Mapping[str, Any]) -> bool:
    """A game's messages still need work: an outbox to send, or stale messages to retire."""
    outbox = ui_state.get("outbox")
    stale = ui_state.get("stale")
    return (isinstance(outbox, list) and len(outbox) > 0) or (stale is not None and stale != {})
