"""Tournaments in the store (schema 12): a tournament's row, its entrants, and one row per game
of its pairings (a bye is a pairing without a second player). Its reads (`TournamentReads`)
are mixed into `Reads`, its writes (`TournamentStore`) into `Store`; the rules of pairings and
standings are engine.tournament's, worked out again from these rows.

Every step that must happen once is a guarded statement: joining (not twice, not past the
limit, only while signing up), starting (one caller wins), inserting a round's pairings (their
key), deciding a game (only while undecided), finishing, cancelling.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .errors import StoreError
from .models import GameInfo
from .part import StorePart, WritingPart

_COLUMNS = (
    "tournament_id, guild_id, channel_id, organiser_id, name, format, rounds, ruleset, options, "
    "mode, pace, max_players, starts_at, checkin_minutes, language, status, created_at, "
    "started_at, ended_at, ui_state"
)
_GAME_COLUMNS = (
    "tournament_id, round, board, replay, first_id, second_id, game_id, score, margin, forfeit, "
    "decided_at"
)


class TournamentNotFound(StoreError):
    """No tournament with this id (in this server)."""


@dataclass(frozen=True, slots=True)
class TournamentRow:
    tournament_id: int
    guild_id: str
    channel_id: str
    organiser_id: str
    name: str
    format: str
    rounds: int | None
    ruleset: str
    options: dict[str, Any]
    mode: str
    pace: str
    max_players: int | None
    starts_at: float | None
    checkin_minutes: int | None
    language: str | None
    status: str
    created_at: float
    started_at: float | None
    ended_at: float | None
    ui_state: dict[str, Any]

    @property
    def open(self) -> bool:
        return self.status in ("signup", "running")


@dataclass(frozen=True, slots=True)
class EntrantRow:
    user_id: str
    joined_at: float
    rating: float
    checked_in: bool
    dropped_from: int | None
    place: int | None


@dataclass(frozen=True, slots=True)
class TournamentGame:
    """A pairing of a round (a bye when `second_id` is None), its game once there is one and
    the first player's score once decided."""

    tournament_id: int
    round: int
    board: int
    replay: int
    first_id: str
    second_id: str | None
    game_id: int | None
    score: float | None
    margin: int | None
    forfeit: bool
    decided_at: float | None

    @property
    def key(self) -> tuple[int, int, int]:
        return (self.round, self.board, self.replay)


def _tournament(row: Sequence[Any]) -> TournamentRow:
    return TournamentRow(
        int(row[0]),
        str(row[1]),
        str(row[2]),
        str(row[3]),
        str(row[4]),
        str(row[5]),
        None if row[6] is None else int(row[6]),
        str(row[7]),
        json.loads(row[8] or "{}"),
        str(row[9]),
        str(row[10]),
        None if row[11] is None else int(row[11]),
        row[12],
        None if row[13] is None else int(row[13]),
        row[14],
        str(row[15]),
        float(row[16]),
        row[17],
        row[18],
        json.loads(row[19] or "{}"),
    )


def _game(row: Sequence[Any]) -> TournamentGame:
    return TournamentGame(
        int(row[0]),
        int(row[1]),
        int(row[2]),
        int(row[3]),
        str(row[4]),
        None if row[5] is None else str(row[5]),
        None if row[6] is None else int(row[6]),
        None if row[7] is None else float(row[7]),
        None if row[8] is None else int(row[8]),
        bool(row[9]),
        row[10],
    )


_OWN_CHANNEL = "tournament:"


def tournament_channel(tournament_id: int, round_no: int, board: int, replay: int) -> str:
    """The channel id of a tournament game until its thread opens: one of its own, never a
    Discord channel's, so that a round's games never meet the one-game-per-channel rule."""
    return f"{_OWN_CHANNEL}{tournament_id}:{round_no}:{board}:{replay}"


def in_own_channel(info: GameInfo) -> bool:
    """Whether a tournament game is still on its own channel id (no thread yet, or never:
    a game of two bot entrants)."""
    return info.channel_id.startswith(_OWN_CHANNEL)


class TournamentReads(StorePart):
    """What the store reads of tournaments (see `Reads`)."""

    async def tournament(self, tournament_id: int, guild_id: str | None = None) -> TournamentRow:
        rows = await self._db.reader.fetch(
            f"SELECT {_COLUMNS} FROM tournaments WHERE tournament_id = ?", (tournament_id,)
        )
        if not rows or (guild_id is not None and str(rows[0][1]) != str(guild_id)):
            raise TournamentNotFound(f"no tournament {tournament_id}")
        return _tournament(rows[0])

    async def guild_tournaments(self, guild_id: str, limit: int = 25) -> list[TournamentRow]:
        """A server's tournaments, newest first."""
        rows = await self._db.reader.fetch(
            f"SELECT {_COLUMNS} FROM tournaments WHERE guild_id = ? "
            "ORDER BY tournament_id DESC LIMIT ?",
            (str(guild_id), limit),
        )
        return [_tournament(r) for r in rows]

    async def open_tournaments(self) -> list[TournamentRow]:
        """Every tournament signing up or running (the timers look after them)."""
        rows = await self._db.reader.fetch(
            f"SELECT {_COLUMNS} FROM tournaments WHERE status IN ('signup', 'running') "
            "ORDER BY tournament_id"
        )
        return [_tournament(r) for r in rows]

    async def entrants(self, tournament_id: int) -> list[EntrantRow]:
        """Entrants in the order they joined."""
        rows = await self._db.reader.fetch(
            "SELECT user_id, joined_at, rating, checked_in, dropped_from, place "
            "FROM tournament_entrants WHERE tournament_id = ? ORDER BY joined_at, user_id",
            (tournament_id,),
        )
        return [EntrantRow(str(u), float(j), float(r), bool(c), d, p) for u, j, r, c, d, p in rows]

    async def tournament_games(self, tournament_id: int) -> list[TournamentGame]:
        rows = await self._db.reader.fetch(
            f"SELECT {_GAME_COLUMNS} FROM tournament_games WHERE tournament_id = ? "
            "ORDER BY round, replay, board",
            (tournament_id,),
        )
        return [_game(r) for r in rows]

    async def tournament_of_game(self, game_id: int) -> TournamentGame | None:
        rows = await self._db.reader.fetch(
            f"SELECT {_GAME_COLUMNS} FROM tournament_games WHERE game_id = ?", (game_id,)
        )
        return _game(rows[0]) if rows else None

    async def tournament_record(self, guild_id: str | None, user_id: str) -> tuple[int, int | None]:
        """A member's finished tournaments (in a server, or everywhere) and best place."""
        where = "" if guild_id is None else " AND t.guild_id = ?"
        params: tuple[Any, ...] = (str(user_id),) + (() if guild_id is None else (str(guild_id),))
        rows = await self._db.reader.fetch(
            "SELECT COUNT(*), MIN(e.place) FROM tournament_entrants e JOIN tournaments t "
            "ON t.tournament_id = e.tournament_id WHERE e.user_id = ? "
            f"AND t.status = 'finished'{where}",
            params,
        )
        count, best = rows[0]
        return int(count or 0), None if best is None else int(best)


class TournamentStore(TournamentReads, WritingPart):
    """The tournaments' part of the store (see `Store`)."""

    async def create_tournament(
        self,
        *,
        guild_id: str,
        channel_id: str,
        organiser_id: str,
        name: str,
        format: str,
        ruleset: str,
        options: Mapping[str, Any] | None = None,
        mode: str = "kontra",
        pace: str = "live",
        rounds: int | None = None,
        max_players: int | None = None,
        starts_at: float | None = None,
        checkin_minutes: int | None = None,
        language: str | None = None,
        entrants: Mapping[str, str] | None = None,
    ) -> TournamentRow:
        """A tournament signing up; `entrants` (id -> name) join at once (bot entrants)."""
        now = self._clock()
        async with self._db.transaction() as db:
            rows = await db.fetch(
                "INSERT INTO tournaments (guild_id, channel_id, organiser_id, name, format, "
                "rounds, ruleset, options, mode, pace, max_players, starts_at, checkin_minutes, "
                "language, status, created_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'signup', ?) "
                "RETURNING tournament_id",
                (
                    str(guild_id),
                    str(channel_id),
                    str(organiser_id),
                    name,
                    format,
                    rounds,
                    ruleset,
                    json.dumps(dict(options or {}), sort_keys=True),
                    mode,
                    pace,
                    max_players,
                    starts_at,
                    checkin_minutes,
                    language,
                    now,
                ),
            )
            tid = int(rows[0][0])
            if entrants:
                await self._upsert_users(db, entrants, entrants)
                await db.executemany(
                    "INSERT INTO tournament_entrants (tournament_id, user_id, joined_at, "
                    "checked_in) VALUES (?, ?, ?, 1)",
                    [(tid, user, now) for user in entrants],
                )
        return await self.tournament(tid)

    async def join_tournament(self, tournament_id: int, user_id: str, name: str) -> str:
        """ "joined", or why not: "already", "full" or "closed" (no longer signing up)."""
        async with self._db.transaction() as db:
            # joins wait for each other here (PostgreSQL): each counts the entrants only once
            # the one before has committed, so two at once cannot both take the last place
            # (the insert's own guard counts only what its statement can see)
            await db.fetch(
                f"SELECT 1 FROM tournaments WHERE tournament_id = ?{db.dialect.lock}",
                (tournament_id,),
            )
            found = await db.fetch(
                "SELECT status, max_players, (SELECT COUNT(*) FROM tournament_entrants e "
                "WHERE e.tournament_id = t.tournament_id), (SELECT COUNT(*) FROM "
                "tournament_entrants e WHERE e.tournament_id = t.tournament_id AND "
                "e.user_id = ?) FROM tournaments t WHERE tournament_id = ?",
                (str(user_id), tournament_id),
            )
            if not found:
                raise TournamentNotFound(f"no tournament {tournament_id}")
            status, limit, count, mine = found[0]
            if mine:
                return "already"
            if status != "signup":
                return "closed"
            if limit is not None and count >= limit:
                return "full"
            await self._upsert_users(db, [str(user_id)], {str(user_id): name})
            # the guard repeats the checks in the statement itself (SQLite: one writer)
            changed = await db.execute(
                "INSERT INTO tournament_entrants (tournament_id, user_id, joined_at) "
                "SELECT ?, ?, ? WHERE (SELECT status FROM tournaments WHERE tournament_id = ?) "
                "= 'signup' AND (SELECT COALESCE(max_players, 1000000) FROM tournaments WHERE "
                "tournament_id = ?) > (SELECT COUNT(*) FROM tournament_entrants WHERE "
                "tournament_id = ?) ON CONFLICT (tournament_id, user_id) DO NOTHING",
                (
                    tournament_id,
                    str(user_id),
                    self._clock(),
                    tournament_id,
                    tournament_id,
                    tournament_id,
                ),
            )
        return "joined" if changed == 1 else "full"

    async def leave_tournament(self, tournament_id: int, user_id: str) -> bool:
        """Whether the member left (only while signing up)."""
        return (
            await self._db.writer.execute(
                "DELETE FROM tournament_entrants WHERE tournament_id = ? AND user_id = ? AND "
                "(SELECT status FROM tournaments WHERE tournament_id = ?) = 'signup'",
                (tournament_id, str(user_id), tournament_id),
            )
            == 1
        )

    async def check_in(self, tournament_id: int, user_id: str) -> bool:
        """Whether the entrant is now checked in (False: not an entrant, or it started)."""
        return (
            await self._db.writer.execute(
                "UPDATE tournament_entrants SET checked_in = 1 WHERE tournament_id = ? AND "
                "user_id = ? AND (SELECT status FROM tournaments WHERE tournament_id = ?) "
                "= 'signup'",
                (tournament_id, str(user_id), tournament_id),
            )
            == 1
        )

    async def start_tournament(
        self,
        tournament_id: int,
        ratings: Mapping[str, float],
        rounds: int | None,
        *,
        drop_unchecked: bool,
    ) -> bool:
        """Signing up ends: entrants get their seed rating, those who did not check in are
        removed (with `drop_unchecked`). False if it had started or ended already (one caller
        of two at the same moment starts it)."""
        now = self._clock()
        async with self._db.transaction() as db:
            changed = await db.execute(
                "UPDATE tournaments SET status = 'running', started_at = ?, "
                "rounds = COALESCE(?, rounds) WHERE tournament_id = ? AND status = 'signup'",
                (now, rounds, tournament_id),
            )
            if changed != 1:
                return False
            if drop_unchecked:
                await db.execute(
                    "DELETE FROM tournament_entrants WHERE tournament_id = ? AND checked_in = 0",
                    (tournament_id,),
                )
            await db.executemany(
                "UPDATE tournament_entrants SET rating = ? WHERE tournament_id = ? AND user_id = ?",
                [(float(r), tournament_id, str(u)) for u, r in ratings.items()],
            )
        return True

    async def postpone_tournament(self, tournament_id: int, starts_at: float) -> bool:
        """A new start time for a tournament still signing up; False if it has started."""
        return (
            await self._db.writer.execute(
                "UPDATE tournaments SET starts_at = ? WHERE tournament_id = ? "
                "AND status = 'signup'",
                (starts_at, tournament_id),
            )
            == 1
        )

    async def set_tournament_rounds(self, tournament_id: int, rounds: int) -> None:
        await self._db.writer.execute(
            "UPDATE tournaments SET rounds = ? WHERE tournament_id = ?", (rounds, tournament_id)
        )

    async def add_pairings(
        self, tournament_id: int, pairings: Iterable[tuple[int, int, int, str, str | None]]
    ) -> None:
        """A batch's pairings (round, board, replay, first, second), each once: asking again
        after a restart adds nothing that is there."""
        await self._db.writer.executemany(
            "INSERT INTO tournament_games (tournament_id, round, board, replay, first_id, "
            "second_id) VALUES (?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (tournament_id, round, board, replay) DO NOTHING",
            [(tournament_id, *p) for p in pairings],
        )

    async def link_tournament_game(
        self, tournament_id: int, key: tuple[int, int, int], game_id: int
    ) -> bool:
        """The game that plays a pairing, once (False: one is linked already)."""
        round_no, board, replay = key
        return (
            await self._db.writer.execute(
                "UPDATE tournament_games SET game_id = ? WHERE tournament_id = ? AND round = ? "
                "AND board = ? AND replay = ? AND game_id IS NULL",
                (game_id, tournament_id, round_no, board, replay),
            )
            == 1
        )

    async def decide_tournament_game(
        self,
        tournament_id: int,
        key: tuple[int, int, int],
        score: float,
        margin: int = 0,
        *,
        forfeit: bool = False,
    ) -> bool:
        """A pairing's result, once (False: it was decided already)."""
        round_no, board, replay = key
        return (
            await self._db.writer.execute(
                "UPDATE tournament_games SET score = ?, margin = ?, forfeit = ?, decided_at = ? "
                "WHERE tournament_id = ? AND round = ? AND board = ? AND replay = ? "
                "AND score IS NULL",
                (
                    score,
                    margin,
                    int(forfeit),
                    self._clock(),
                    tournament_id,
                    round_no,
                    board,
                    replay,
                ),
            )
            == 1
        )

    async def drop_entrant(self, tournament_id: int, user_id: str, from_round: int) -> bool:
        """The entrant plays no game from `from_round` on (False: not an entrant, or
        dropped already)."""
        return (
            await self._db.writer.execute(
                "UPDATE tournament_entrants SET dropped_from = ? WHERE tournament_id = ? "
                "AND user_id = ? AND dropped_from IS NULL",
                (from_round, tournament_id, str(user_id)),
            )
            == 1
        )

    async def finish_tournament(self, tournament_id: int, places: Mapping[str, int]) -> bool:
        """The end with each entrant's place, once (False: it had ended)."""
        async with self._db.transaction() as db:
            changed = await db.execute(
                "UPDATE tournaments SET status = 'finished', ended_at = ? "
                "WHERE tournament_id = ? AND status = 'running'",
                (self._clock(), tournament_id),
            )
            if changed != 1:
                return False
            await db.executemany(
                "UPDATE tournament_entrants SET place = ? WHERE tournament_id = ? AND user_id = ?",
                [(place, tournament_id, str(u)) for u, place in places.items()],
            )
        return True

    async def cancel_tournament(self, tournament_id: int) -> bool:
        return (
            await self._db.writer.execute(
                "UPDATE tournaments SET status = 'cancelled', ended_at = ? "
                "WHERE tournament_id = ? AND status IN ('signup', 'running')",
                (self._clock(), tournament_id),
            )
            == 1
        )

    async def update_tournament_state(
        self, tournament_id: int, patch: Mapping[str, Any]
    ) -> dict[str, Any]:
        """Merges `patch` into the tournament's ui_state (None removes a key)."""
        async with self._db.transaction() as db:
            rows = await db.fetch(
                "SELECT ui_state FROM tournaments WHERE tournament_id = ?", (tournament_id,)
            )
            if not rows:
                raise TournamentNotFound(f"no tournament {tournament_id}")
            state: dict[str, Any] = dict(json.loads(rows[0][0] or "{}"))
            for key, value in patch.items():
                if value is None:
                    state.pop(key, None)
                else:
                    state[key] = value
            await db.execute(
                "UPDATE tournaments SET ui_state = ? WHERE tournament_id = ?",
                (json.dumps(state, sort_keys=True), tournament_id),
            )
        return state
