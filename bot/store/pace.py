"""Games over days in the store (schema 10): slow games' timers, members' choice of how they
are told it is their turn, and the games a member has running. Its reads (`PaceReads`) are
mixed into `Reads`, its writes (`PaceStore`) into `Store`.

A slow game's turn runs from `turn_began_at` (schema 15), set with the action that begins a
turn (`begins_turn`), so throws within a turn do not give it more time. Its `due_at` is half a
turn after that (the reminder), then moved on by `set_due` once the reminder is sent (the
limit); the trigger that counts each action only ever brings it forward (to half a turn after
the action), so no action leaves a game without its timer, and the tick works the real one out
from the turn's start. The tick reads only the games that are due, through `games_due`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import Game

from .models import GameInfo
from .part import StorePart
from .queries import GAME_COLUMNS, game_infos

NOTIFY = ("dm", "mention", "off")
# a game's turn as far as its timer goes: the round, and whom the game waits on
Turn = tuple[int, tuple[str, ...]]


def on_turn(game: Game) -> tuple[str, ...]:
    """Whom the game cannot go on without: the thrower while they may act (a Kontra rival's
    optional announcement does not hold the game up), else everyone the engine waits on."""
    players = game.decision().players
    return (game.thrower,) if game.thrower in players else players


def turn_of(game: Game) -> Turn:
    return game.round_no, on_turn(game)


def begins_turn(before: Turn, game: Game) -> bool:
    """Whether an action that led from `before` to `game` began a new turn: a new round, or
    the move passed to someone the game did not wait on (Kontra's rival to write, a partner
    in pairs). A throw within one's own turn, or one of two members done, is not."""
    round_no, waited = before
    return game.round_no != round_no or not set(on_turn(game)) <= set(waited)


class PaceReads(StorePart):
    """What the store reads of games over days (see `Reads`)."""

    async def due_games(self, now: float) -> list[tuple[int, str]]:
        """Active slow games whose timer is due at `now`, earliest first: (game, server).
        All of them: each process takes its own servers' (2-4 ms for 2,000 due of 100,000
        waiting), so a tick after a restart catches up with every one."""
        rows = await self._db.reader.fetch(
            "SELECT game_id, guild_id FROM games WHERE due_at <= ? AND due_at IS NOT NULL "
            "AND status = 'active' ORDER BY due_at",
            (now,),
        )
        return [(int(g), str(s)) for g, s in rows]

    # -- how members are told ------------------------------------------------------------------
    async def notify_choices(self, user_ids: list[str]) -> dict[str, str]:
        """The members who chose how they are told (the others take the default)."""
        if not user_ids:
            return {}
        marks = ", ".join("?" * len(user_ids))
        rows = await self._db.reader.fetch(
            f"SELECT user_id, notify FROM users WHERE notify IS NOT NULL AND user_id IN ({marks})",
            [str(u) for u in user_ids],
        )
        return {str(u): str(n) for u, n in rows}

    async def dm_refused_at(self, user_id: str) -> float | None:
        rows = await self._db.reader.fetch(
            "SELECT dm_refused_at FROM users WHERE user_id = ?", (str(user_id),)
        )
        return rows[0][0] if rows else None

    # -- a member's games -------------------------------------------------------------------------
    async def member_games(self, user_id: str, guild_id: str | None) -> list[GameInfo]:
        """The member's active games (in one server, or in every server), oldest first;
        daily attempts are not among them."""
        where = "" if guild_id is None else " AND guild_id = ?"
        params: list[object] = [str(user_id)]
        if guild_id is not None:
            params.append(str(guild_id))
        return await game_infos(
            self._db.reader,
            f"SELECT {GAME_COLUMNS} FROM games WHERE game_id IN (SELECT game_id FROM "
            f"game_players WHERE user_id = ?) AND status = 'active' AND daily IS NULL{where} "
            "ORDER BY game_id",
            params,
        )


class PaceStore(PaceReads):
    if TYPE_CHECKING:  # GameStore's

        def _keep_due(self, game_id: int, seq: int, due_at: float | None) -> None: ...

    async def set_due(self, game_id: int, due_at: float | None, seq: int) -> bool:
        """Move a game's timer on (None: no timer), if it has not moved on since `seq`
        actions (an action sets its own timer)."""
        changed = await self._db.writer.execute(
            "UPDATE games SET due_at = ? WHERE game_id = ? AND action_count = ? "
            "AND status = 'active'",
            (due_at, game_id, seq),
        )
        if changed == 1:
            self._keep_due(game_id, seq, due_at)  # the kept row says what is stored
        return changed == 1

    # -- how members are told ------------------------------------------------------------------
    async def set_notify(self, user_id: str, name: str, choice: str | None) -> None:
        if choice is not None and choice not in NOTIFY:
            raise ValueError(f"unknown notify choice {choice!r}")
        async with self._db.transaction() as db:
            await db.execute(
                "INSERT INTO users (user_id, display_name, seen_at, notify) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (user_id) DO UPDATE SET notify = excluded.notify",
                (str(user_id), name, self._clock(), choice),
            )

    async def dm_refused(self, user_id: str, when: float | None) -> None:
        """Note (a time) or forget (None) that Discord refused a direct message to a member."""
        await self._db.writer.execute(
            "UPDATE users SET dm_refused_at = ? WHERE user_id = ?", (when, str(user_id))
        )
