"""Players who are away: turn timeouts (a reminder, then a move played for them by the `normal`
bot), kicked players (from then on the bot players' driver plays their turns), and playing the
moves of everyone the game waits on while they are away."""

from __future__ import annotations

import asyncio
import logging

from ..store import GameInfo
from ..store.pace import on_turn
from ..texts import say
from ..ui import Reply, Screen
from . import screens
from .bots import HUMAN_WINDOW, Bots
from .context import (
    Ctx,
    Refusal,
    Shared,
    jump_link,
    require_host_or_moderator,
    require_outside_tournament,
    safe_name,
)
from .state import TableState
from .turns import Turns

log = logging.getLogger(__name__)
AUTOPLAY_LIMIT = 12  # moves in a row before others get a look at the table


class Away:
    def __init__(self, shared: Shared, turns: Turns, bots: Bots) -> None:
        self.shared = shared
        self.store = shared.store
        self.turns = turns
        self.bots = bots

    async def kick(self, ctx: Ctx, target: str, target_name: str) -> Reply:
        info = await self.turns.open_info(ctx)
        require_host_or_moderator(ctx, info, safe_name(await self.shared.names.one(info.host_id)))
        await require_outside_tournament(self.store, info)
        if target not in {m.user_id for m in info.members}:
            raise Refusal("error-kick-not-in-game", who=safe_name(target_name))
        if info.status == "lobby":
            if target == info.host_id:
                raise Refusal("error-kick-host")
            await self.store.leave_game(info.game_id, target)
            text = say(
                await self.turns.game_lang(info),
                "lobby-kicked",
                who=safe_name(ctx.user_name),
                target=safe_name(target_name),
            )
            return Reply(posts=[Screen(text, game_id=info.game_id)], game_id=info.game_id)
        note = say(
            await self.turns.game_lang(info),
            "game-kicked",
            who=safe_name(ctx.user_name),
            target=safe_name(target_name),
        )
        async with self.shared.lock(info.game_id):
            fresh = await self.store.game_info(info.game_id)
            old = TableState.from_json(fresh.ui_state)
            new = old.changed(
                away=tuple(sorted({*old.away, target})), kicked=tuple(sorted({*old.kicked, target}))
            )
            # the note goes out with the kick (the display posts it): a kill before the
            # command's answer loses neither
            await self.turns.save_state(fresh, old, new.posting("note", note))
        self.shared.wake_bots(info.game_id)  # their turns are the bot's from now on
        done = say(ctx.lang, "done-kicked", target=safe_name(target_name))
        return Reply(notice=done, game_id=info.game_id)

    async def autoplay(self, game_id: int, *, note: str | None = None) -> bool:
        """Play the `normal` bot's moves while the game is held up only by away players (and
        bot players); True if any was made (or the rival's moment begun). Called a whole
        timeout after the last move, so the bot plays every move of theirs, a team's write
        too (a partner at the table had that long to make it). A Kontra rival at the table who
        may announce after a throw the bot made just now gets their moment first (see
        `moment`): the bot stops there, the rival is told, and the tick plays on once it is
        over, unless they announced; one who had a timeout to announce is not waited for."""
        async with self.shared.lock(game_id):
            stored = await self.store.load_game(game_id)
            game = stored.game
            if game is None or stored.info.status != "active":
                return False
            state = TableState.from_json(stored.info.ui_state)
            away = set(state.away) | screens.automated(game, state)
            moment = await self.moment(stored.info.guild_id)
            moved = False
            for _ in range(AUTOPLAY_LIMIT):
                if game.is_over:
                    break
                held = on_turn(game)
                if not held or not set(held) <= away:
                    break
                info = stored.info
                since = self.shared.clock() - (info.last_action_at or 0.0)
                if since < moment and screens.rival_moment(game, state):
                    # the game waits on the rival (they are told: `screens.untold`); stored,
                    # so the tick comes back after the moment, not a whole timeout
                    new = state.changed(moment=info.seq)
                    await self.turns.save_state(info, state, new)
                    return moved or new != state
                found = await self.bots.decide(
                    stored, [p for p in game.decision().players if p in away]
                )
                if found is None:
                    break
                # said once, with the first move made for them (one write): a kill before it
                # leaves neither, and the restart's tick says it once
                said = None if moved else note
                # each move updates the table as a player's would (turn lines, the final)
                if await self.bots.play(stored, *found, note=said) is None:
                    break
                stored = await self.store.load_game(game_id)
                assert stored.game is not None
                game = stored.game
                state = TableState.from_json(stored.info.ui_state)
                moved = True
            return moved

    async def moment(self, guild_id: str) -> float:
        """Seconds a Kontra rival at the table may announce after a throw the bot made for an
        away thrower before it throws on: `HUMAN_WINDOW` paces of the server's bot players,
        the moment their driver gives a person beside a bot's throw (the away player is
        played like one). The turn timer's tick ends it (every 30 s at most), so it lasts
        until the first tick after that, time for a rival who was pinged rather than
        watching to come; a server whose bots play at once (pace 0) has no moment."""
        return HUMAN_WINDOW * await self.bots.pace(guild_id)

    async def tick(self) -> list[int]:
        """Turn timeouts: remind once, then play a simple move and mark the player away.
        Returns the games whose messages have news for the display."""
        woken: list[int] = []
        now = self.shared.clock()
        # slow games' timers are the store's, read by their due time (bot.app.pace)
        for info in await self.store.open_games(live=True):
            if info.status != "active" or info.last_action_at is None:
                continue
            if not self.shared.timed_in(info.guild_id):
                # another process's server (its timers run there), or one whose members
                # cannot reach the bot now (it is out of the server, or off the gateway)
                continue
            try:
                if await self._check_timeout(info, now):
                    woken.append(info.game_id)
            except Exception:  # one broken game must not stop the others' timers
                log.exception("game %s: timeout check failed", info.game_id)
            # a due game not in memory is replayed from its log, and SQLite's statements run on
            # this thread without a pause: after a restart, a tick that read 200 games held the
            # loop 80-110 ms (benchmarks/bench_bot.py); clicks go between two games
            await asyncio.sleep(0)
        return woken

    async def _idle_limit(self, info: GameInfo, minutes: float) -> float:
        """Seconds without a move before the tick acts on the game: a whole timeout, or the
        moment the bot left a Kontra rival (see `autoplay`), which is over sooner."""
        if TableState.from_json(info.ui_state).moment == info.seq:
            return min(minutes * 60, await self.moment(info.guild_id))
        return minutes * 60

    async def _check_timeout(self, info: GameInfo, now: float) -> bool:
        settings = await self.store.guild_settings(info.guild_id)
        minutes = settings.turn_timeout_minutes or self.shared.timeout_minutes
        if now - (info.last_action_at or now) < await self._idle_limit(info, minutes):
            # nothing is due before a whole timeout (every branch below is past it, but for
            # the end of a rival's moment): the game is not read (after a restart, that read
            # replays it from its log)
            return False
        if not await self.shared.api_answers():
            return False  # nobody could act (nor hear a reminder): time not counted
        lang = await self.turns.game_lang(info)
        async with self.shared.lock(info.game_id):
            # read again under the lock: the tick's read may be a move old (a player who
            # moved just in time would have the next player reminded, or played for)
            stored = await self.store.load_game(info.game_id)
            info, game = stored.info, stored.game
            if game is None or info.status != "active" or info.last_action_at is None:
                return False
            idle = now - info.last_action_at
            if idle < await self._idle_limit(info, minutes):
                return False
            state = TableState.from_json(info.ui_state)
            # a rival's moment over: the away thrower's turn goes on (its note went with the
            # turn's first move)
            moment = state.moment == info.seq
            waiting = screens.waited_on(game, state.away)
            if not waiting:
                if set(on_turn(game)) <= screens.automated(game, state):
                    return False  # the bot players' driver plays those (see `Bots.refresh`)
                timed_out = None  # away players' turn: played for them (below)
            else:
                # a whole timeout after the reminder: when the bot was down (or out of the
                # server) past both, the first tick reminds, and the member still gets that
                # long (a reminder stored without its time, by an earlier version, counts
                # from a timeout's idling)
                reminded_at = state.reminded_at
                if reminded_at is None:
                    reminded_at = info.last_action_at + minutes * 60
                if state.reminded != info.seq:
                    text = say(
                        lang,
                        "game-reminder",
                        who=" ".join(screens.mention(p) for p in waiting),
                        minutes=int(idle // 60),
                    )
                    link = jump_link(info.guild_id, info.channel_id, state.message)
                    content = f"{text}\n{link}" if link else text
                    new = state.changed(reminded=info.seq, reminded_at=now).posting(
                        "reminder", content, tuple(waiting)
                    )
                    await self.turns.save_state(info, state, new)
                    return True
                if now - reminded_at < minutes * 60:
                    return False
                timed_out = waiting
                new = state.changed(away=tuple(sorted({*state.away, *waiting})))
                await self.turns.save_state(info, state, new)
        if timed_out is None:
            note = None if moment else say(lang, "game-played-for-away")
            return await self.autoplay(info.game_id, note=note)
        names = await self.shared.names.of_game(info)
        who = ", ".join(screens.shown_name(names, p) for p in timed_out)
        return await self.autoplay(info.game_id, note=say(lang, "game-auto", who=who))
