"""Games in the store, up to play: lobbies (create, join, leave), the start (seating, teams,
the dice seed), and the active games replayed from their logs and kept in memory between
actions, each changed under its own asyncio lock (see bot/store/store.py). Playing and ending
them is bot/store/playing.py's.
"""

from __future__ import annotations

import asyncio
import json
import secrets
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, replace
from typing import Any

from engine import Game, IllegalAction, Throw, find_mode, get_ruleset, seed_commitment

from .backend import Backend, Connection, Violation
from .errors import ChannelBusy, GameNotFound, WrongStatus
from .models import GameInfo, StoredGame
from .part import WritingPart
from .queries import dumps
from .reads import Reads

SEED_BYTES = 32

# a UI state change merged in (json_patch: SQLite's own; in PostgreSQL, a function of
# migration 0001), the state returned
PATCH_UI = (
    "UPDATE games SET ui_state = json_patch(ui_state, ?) WHERE game_id = ? RETURNING ui_state"
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


class GameStore(Reads, WritingPart):
    """The games' part of the store up to play (see `Store`); its kept games serve
    `game_info` and `load_game`."""

    def __init__(
        self, backend: Backend, *, clock: Callable[[], float], busy_timeout: float
    ) -> None:
        super().__init__(backend, clock=clock, busy_timeout=busy_timeout)
        self._locks = _Locks()
        self._live: dict[int, _Live] = {}
        # Set by the bot when it holds the SQLite file alone (bot.instance): every write then
        # goes through this store, which keeps its kept games in step, so a kept game need not
        # be checked against the database before each use (a read on every click).
        self.sole_writer = False

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
            await self._lobby_changed(db, game_id)
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
            await self._lobby_changed(db, game_id)
            return await self._info(db, game_id)

    async def _lobby_changed(self, db: Connection, game_id: int) -> None:
        # a lobby closes a while after its last change (bot.app.idle_lobbies), not its opening
        await db.execute(
            "UPDATE games SET lobby_changed_at = ? WHERE game_id = ?", (self._clock(), game_id)
        )

    async def start_game(
        self,
        game_id: int,
        *,
        seating: Sequence[str] | None = None,
        teams: Mapping[str, Sequence[str]] | None = None,
        seed: bytes | None = None,
        then: Callable[[Game, GameInfo], Mapping[str, Any]] | None = None,
    ) -> StoredGame:
        """Fix the seating (default: join order) and teams (default: the lobby's picks, teams
        in order of their first member's joining), store the dice seed (default: a fresh secret)
        and its commitment, and make the game active. `then`, given the game and its row as
        started, gives the change to the UI state that goes with the start (a JSON merge patch),
        stored in the same transaction: no crash keeps the start without it.

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
                    "due_at = ? + turn_seconds / 2, turn_began_at = ?, turn_seq = ? "
                    "WHERE game_id = ?",
                    (
                        dumps(list(game.players)),
                        dumps(team_json) if team_json else None,
                        seed,
                        seed_commitment(seed),
                        now,
                        now,
                        now,
                        now if info.slow else None,  # a slow game's first turn
                        0 if info.slow else None,
                        game_id,
                    ),
                )
                if game.teams is not None:
                    await db.executemany(
                        "UPDATE game_players SET team = ? WHERE game_id = ? AND user_id = ?",
                        [(t, game_id, p) for t, ms in game.teams.items() for p in ms],
                    )
                info = await self._info(db, game_id)
                patch = dict(then(game, info)) if then is not None else {}
                if patch:
                    await db.fetch(PATCH_UI, (dumps(patch), game_id))
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

    # -- kept games ------------------------------------------------------------------------------
    async def game_info(self, game_id: int) -> GameInfo:
        """A game's row without replaying it (a kept game's from memory once the database
        shows it has not moved on: one small read instead of the row and its players)."""
        if game_id in self._live:
            async with self._locks.hold(game_id):
                live = await self._fresh(game_id)
                if live is not None:
                    return live.info
        return await super().game_info(game_id)

    async def _fresh(self, game_id: int) -> _Live | None:
        """The kept game if it still matches the database (its UI state read anew; taken as
        it is when this store is the database's only writer); the game's lock is held."""
        live = self._live.get(game_id)
        if live is None or not live.intact():
            return None
        if self.sole_writer:
            return live
        rows = await self._db.reader.fetch(
            "SELECT action_count, status, ui_state FROM games WHERE game_id = ?", (game_id,)
        )
        if not rows or rows[0][0] != live.info.seq or rows[0][1] != live.info.status:
            return None
        live.info = replace(live.info, ui_state=json.loads(rows[0][2]))
        return live

    def _keep_due(self, game_id: int, seq: int, due_at: float | None) -> None:
        """A game's timer as just stored (`PaceStore.set_due`), into its kept row if that is
        of the same moment."""
        live = self._live.get(game_id)
        if live is not None and live.info.seq == seq:
            live.info = replace(live.info, due_at=due_at)

    async def _load_live(self, game_id: int) -> _Live | None:
        info, game, seed = await self._read_game(game_id)
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

    # -- moving, pictures ------------------------------------------------------------------------
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

    async def keep_picture(self, game_id: int, kind: str, key: str, png: bytes) -> None:
        """Keep a rendered picture (it replaces the game's earlier one of that kind)."""
        async with self._locks.hold(game_id):
            await self._db.writer.execute(
                "INSERT INTO pictures (game_id, kind, key, png) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (game_id, kind) DO UPDATE SET key = excluded.key, png = excluded.png",
                (game_id, kind, key, png),
            )

    # -- the bot's own state -----------------------------------------------------------------
    async def update_ui_state(self, game_id: int, changes: Mapping[str, Any]) -> dict[str, Any]:
        """Merge `changes` into the game's UI state (JSON merge patch: a None value removes
        its key, nested objects merge) and return the new state. Survives restarts."""
        async with self._locks.hold(game_id):
            try:
                rows = await self._db.writer.fetch(PATCH_UI, (dumps(dict(changes)), game_id))
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
