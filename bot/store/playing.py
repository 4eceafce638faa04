"""Games in the store, in play and at their end: actions appended (each checked by the engine
against the kept game, then by the database's triggers), and the end of a game, finished,
abandoned or forfeited, with its results and ratings in the same transaction.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine import (
    Action,
    Game,
    IllegalAction,
    PositionalDice,
    SeededDice,
    Throw,
    action_from_json,
    action_to_json,
)

from ..players import is_bot
from . import queries
from .backend import Connection, Violation
from .errors import ActionConflict, GameNotFound, StoreError, WrongStatus
from .games import PATCH_UI, GameStore, _Live
from .models import GameInfo, ResultRow, StoredGame
from .pace import Turn, begins_turn, turn_of
from .queries import dumps
from .results import Rating, rate, result_rows

_INSERT_ACTION = "INSERT INTO actions (game_id, seq, action, created_at) VALUES (?, ?, ?, ?)"
_NEW_TURN = (
    "UPDATE games SET turn_began_at = ?, turn_seq = ?, due_at = ? + turn_seconds / 2 "
    "WHERE game_id = ?"
)
# the UI state change that follows from an action: given the game after it and the game's row
# before it, a JSON merge patch (empty: none), stored with the action (`append_action`)
Then = Callable[[Game, GameInfo], Mapping[str, Any]]
# the same for the end of a game that is not played to its end (`abandon_game`): given its row
Told = Callable[[GameInfo], Mapping[str, Any]]
_INSERT_RESULT = (
    "INSERT INTO {table} (game_id, user_id, guild_id, ruleset, mode, team, score, sheet_score, "
    "place, won, competitors, yambs, duration, finished_at) "
    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)


_INSERT_HISTORY = (
    "INSERT INTO rating_history (guild_id, ruleset, user_id, game_id, mu, sigma, rated_at) "
    "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, user_id, ruleset, game_id) DO UPDATE "
    "SET mu = excluded.mu, sigma = excluded.sigma, rated_at = excluded.rated_at"
)

class PlayStore(GameStore):
    """The games' part of the store in play and at their end (see `Store`)."""

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
        self,
        game_id: int,
        action: Action | Mapping[str, Any],
        *,
        seq: int,
        then: Then | None = None,
    ) -> StoredGame:
        """Append one action (an engine action or its docs/record.md JSON) as action number `seq`.

        `seq` is the sequence number the player saw (`StoredGame.seq` when the message was
        drawn): if the game has moved on, ActionConflict and nothing changes, so of two
        clicks on the same state exactly one lands. The engine checks the action first
        (IllegalAction, nothing changes); a throw must show the dice of the game's seed (use
        `append_throw` to have them thrown). The action that ends the game also finishes it:
        results and ratings are written in the same transaction (`info.status` "finished").
        `then`, given the game after the action and the game's row before it, gives the change
        to the game's UI state that follows from the action (a JSON merge patch, as for
        `update_ui_state`): it is stored with the action, at once, so that no crash can keep
        one without the other.
        """
        parsed = action_from_json(action) if isinstance(action, Mapping) else action
        async with self._locks.hold(game_id):
            live = await self._live_at(game_id, seq)
            before = self._turn(live)
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
            return await self._commit(live, parsed, seq, then, before)

    async def append_throw(
        self,
        game_id: int,
        player: str,
        keep: Sequence[int] | None = None,
        *,
        seq: int,
        then: Then | None = None,
    ) -> StoredGame:
        """Throw for `player` with the game's seeded dice (keep: 0-based positions kept) and
        append it like `append_action`. The throw is `result.game.history[-1]`."""
        async with self._locks.hold(game_id):
            live = await self._live_at(game_id, seq)
            if live.seed is None:
                raise StoreError(f"Game #{game_id} has no dice seed.")
            before = self._turn(live)
            live.game.throw(player, self._dice(live), keep)
            return await self._commit(live, live.game.history[-1], seq, then, before)

    @staticmethod
    def _turn(live: _Live) -> Turn | None:
        """A slow game's turn before an action (live games keep no turn)."""
        return turn_of(live.game) if live.info.turn_seconds is not None else None

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

    async def _commit(
        self, live: _Live, action: Action, seq: int, then: Then | None, before: Turn | None
    ) -> StoredGame:
        """Write an action already applied to the kept game (with the UI state that follows
        from it, `then`; a slow game's new turn, if it began one, from `before`); on any
        failure forget the copy."""
        game_id = live.info.game_id
        now = self._clock()
        row = (game_id, seq, dumps(action_to_json(action)), now)
        over = live.game.is_over
        try:
            # a slow game's turn (its time limit) begins only when the move passes on
            turn = not over and before is not None and begins_turn(before, live.game)
            patch = dict(then(live.game, live.info)) if then is not None else {}
            ui = dumps(patch) if patch else None
            if over:
                await self._finish(live, now, row, ui)
            elif ui is not None or turn:
                async with self._db.transaction() as db:
                    await db.execute(_INSERT_ACTION, row)
                    if turn:  # its timer: the new turn's reminder, whatever the last one's was
                        await db.execute(_NEW_TURN, (now, seq + 1, now, game_id))
                    if ui is not None:
                        await self._patch_ui(db, live, ui)
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
        if turn:  # as _NEW_TURN wrote them (the timer too: a kept row read it stale)
            half = None if live.info.turn_seconds is None else now + live.info.turn_seconds / 2
            live.info = replace(live.info, turn_began_at=now, turn_seq=seq + 1, due_at=half)
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

    async def _patch_ui(self, db: Connection, live: _Live, patch: str) -> None:
        """Merge a UI state change (JSON) into the game's row, and into the kept copy."""
        rows = await db.fetch(PATCH_UI, (patch, live.info.game_id))
        live.info = replace(live.info, ui_state=json.loads(rows[0][0]))

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
        self,
        live: _Live,
        now: float,
        action_row: tuple[int, int, str, float] | None,
        ui: str | None = None,
    ) -> list[ResultRow]:
        """Status, results and ratings of a game that is over, with its last action and the
        UI state it leads to, at once. A game with a bot player keeps its results apart
        (`bot_results`) and is not rated."""
        info = live.info
        if info.daily is not None:  # an attempt at the day's challenge: ranked on its boards
            return await self._finish_daily(live, now, action_row, ui)
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
            if ui is not None:
                await self._patch_ui(db, live, ui)
        return rows

    async def _finish_daily(
        self,
        live: _Live,
        now: float,
        action_row: tuple[int, int, str, float] | None,
        ui: str | None = None,
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
            if ui is not None:
                await self._patch_ui(db, live, ui)
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
        await db.executemany(  # the website draws each member's rating over time from these
            _INSERT_HISTORY,
            [(guild, ruleset, u, rows[0].game_id, r.mu, r.sigma, now) for u, r in new.items()],
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

    async def abandon_game(
        self, game_id: int, reason: str = "abandoned", then: Told | None = None
    ) -> GameInfo:
        """End an open game without results: a lobby becomes "cancelled", an active game
        "abandoned" (kept with its log, never counted in leaderboards or ratings).
        `then`, given the game's row as it stands, gives the change to the UI state that
        tells of it (a JSON merge patch), stored in the same transaction: no crash keeps the
        end without its note, and a failure while the note is made ends nothing."""
        async with self._locks.hold(game_id), self._db.transaction() as db:
            patch = dict(then(await self._info(db, game_id, lock=True))) if then else {}
            ended = await db.execute(
                "UPDATE games SET status = CASE status WHEN 'lobby' THEN 'cancelled' "
                "ELSE 'abandoned' END, ended_at = ?, end_reason = ? "
                "WHERE game_id = ? AND status IN ('lobby', 'active')",
                (self._clock(), reason, game_id),
            )
            if ended == 1 and patch:
                await db.fetch(PATCH_UI, (dumps(patch), game_id))
            info = await self._info(db, game_id)
            if ended != 1:
                raise WrongStatus(game_id, info.status, "a lobby or active")
            self._live.pop(game_id, None)
            return info

    async def forfeit(
        self, game_id: int, losers: Sequence[str], reason: str, then: Then | None = None
    ) -> GameInfo:
        """End an active game as abandoned because `losers` ran out of time; in a game of
        two sides (a duel) the other side wins it: result rows say so (the sheets as they
        stand, the losers' side second), so the duel record, the leaderboards and the ratings
        count it. Games of more sides end without results, like any abandoned game.
        `then`, as `append_action`'s (given the game and its row as they stand), gives the
        change to the UI state that tells of it, stored in the same transaction: no crash
        keeps the end without its note."""
        async with self._locks.hold(game_id):
            live = await self._load_live(game_id)
            if live is None or live.info.status != "active":
                info = await self._info(self._db.writer, game_id)
                raise WrongStatus(game_id, info.status, "active")
            game, now = live.game, self._clock()
            patch = dict(then(game, live.info)) if then is not None else {}
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
                if patch:
                    await db.fetch(PATCH_UI, (dumps(patch), game_id))
                info = await self._info(db, game_id)
            self._live.pop(game_id, None)
            return info

    # -- ratings ---------------------------------------------------------------------------------
    async def rebuild_ratings(self) -> int:
        """Recompute every rating from the results, in the order the games finished (e.g.
        after a change of rating model). Returns the number of games rated."""
        async with self._db.transaction() as db:
            if db.dialect.lock_table:  # finishing games wait; SQLite: one writer anyway
                await db.execute(db.dialect.lock_table.format(table="ratings"))
            games = await queries.all_results_in_order(db)
            ratings: dict[tuple[str, str, str], Rating] = {}
            latest: dict[tuple[str, str, str], float] = {}
            history: list[tuple[str, str, str, int, float, float, float]] = []
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
                    history.append(
                        (guild, ruleset, user, rows[0].game_id, rating.mu, rating.sigma,
                         rows[0].finished_at)
                    )
            await db.execute("DELETE FROM ratings")
            await db.execute("DELETE FROM rating_history")
            await db.executemany(_INSERT_HISTORY, history)
            await db.executemany(
                "INSERT INTO ratings (guild_id, ruleset, user_id, mu, sigma, games, "
                "updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(*key, r.mu, r.sigma, r.games, latest[key]) for key, r in ratings.items()],
            )
            return len(games)
