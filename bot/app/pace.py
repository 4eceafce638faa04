"""Games over days: slow games' timers, telling members it is their turn, and a member's games.

A slow game (`/yamb new pace:slow`) gives each turn the server's `slow_turn_hours`, counted
from when the move became the member's (`GameInfo.turn_began_at`), however often they throw.
Its timer lives in the store (`games.due_at`, brought forward by each action): half-way the
member is reminded once; at the limit the server's `slow_timeout` happens (the bot plays that
turn for them, or the game ends; a Kontra rival who may announce after the bot's first throw
gets a moment first, `Pace.moment`). The tick reads only the games that are due, so thousands
of waiting games cost nothing.

Pings are worked out from the stored game, not queued by the action that caused them: the
members the game waits on now (`waited_on`) who were not yet told this turn (`TableState.pinged`)
are told by the display, each once (an enforced nonce covers a crash between sending and
noting it). How: `/yamb notify` (a direct message, a mention in the game, or nothing); by
default a mention in live games, where the turn's new message itself pings (as always), and a
direct message in slow games. A direct message Discord refuses falls back to a mention, and
the member hears why at their next command.
"""

from __future__ import annotations

import contextlib
import logging
from dataclasses import replace
from typing import Any

from engine import Game

from ..players import is_bot
from ..store import GameInfo, StoredGame, WrongStatus
from ..texts import say
from ..ui import Reply, Screen
from . import screens
from .bots import Bots
from .context import Ctx, Refusal, Shared, jump_link, safe_name
from .display import Ping
from .screens import untold, waited_on
from .state import AT_TABLE_SECONDS, TableState, json_patch
from .turns import Turns, game_link

log = logging.getLogger(__name__)
NOTIFY_CHOICES = ("dm", "mention", "off", "default")
NOTIFY_KEPT = 60.0  # seconds a member's notify choice is kept before it is read again
# the share of a slow turn a Kontra rival may announce in after the bot's first throw for a
# thrower out of time (`Pace.moment`)
SLOW_MOMENT = 0.25


class Pace:
    def __init__(self, shared: Shared, turns: Turns, bots: Bots) -> None:
        self.shared = shared
        self.store = shared.store
        self.turns = turns
        self.bots = bots
        self._choices: dict[str, tuple[str | None, float]] = {}  # choice, when read

    # -- how members are told --------------------------------------------------------------------
    async def choices(self, user_ids: list[str]) -> dict[str, str | None]:
        """Each member's choice (None: the default), kept for `NOTIFY_KEPT` seconds: a choice
        made through another process (a DM goes to shard 0) is heeded within that time."""
        now = self.shared.clock()

        def stale(user: str) -> bool:
            kept = self._choices.get(user)
            return kept is None or now - kept[1] >= NOTIFY_KEPT

        missing = [u for u in user_ids if not is_bot(u) and stale(u)]
        if missing:
            found = await self.store.notify_choices(missing)
            for user in missing:
                self._choices[user] = (found.get(user), now)
        return {u: self._choices.get(u, (None, now))[0] for u in user_ids}

    @staticmethod
    def how(choice: str | None, slow: bool) -> str:
        return choice or ("dm" if slow else "mention")

    async def quiet(self, info: GameInfo, players: tuple[str, ...]) -> frozenset[str]:
        """The players a game's messages must not mention: told otherwise, or not at all."""
        slow = info.turn_seconds is not None
        chosen = await self.choices([p for p in players if not is_bot(p)])
        return frozenset(p for p, c in chosen.items() if self.how(c, slow) != "mention")

    async def notify(self, ctx: Ctx, choice: str) -> Reply:
        """/yamb notify: how this member is told it is their turn, in every game."""
        if choice not in NOTIFY_CHOICES:
            raise Refusal("error-not-offered")
        chosen = None if choice == "default" else choice
        await self.store.set_notify(ctx.user_id, ctx.user_name, chosen)
        self._choices[ctx.user_id] = (chosen, self.shared.clock())
        if chosen is None:
            return Reply(notice=say(ctx.lang, "notify-default"))
        if chosen == "dm":
            return Reply(notice=say(ctx.lang, "notify-dm"))
        if chosen == "mention":
            return Reply(notice=say(ctx.lang, "notify-mention"))
        return Reply(notice=say(ctx.lang, "notify-off"))

    async def pending_note(self, ctx: Ctx) -> str | None:
        """Once, at a member's next command: their direct messages were refused."""
        if await self.store.dm_refused_at(ctx.user_id) is None:
            return None
        await self.store.dm_refused(ctx.user_id, None)
        return say(ctx.lang, "notify-dm-refused")

    # -- pings (the display sends them) --------------------------------------------------------
    async def pings(self, info: GameInfo, game: Game, state: TableState) -> list[Ping]:
        """Who is to be told now that the game waits on them, and how."""
        if info.status != "active" or game.is_over or info.daily is not None:
            return []
        slow = info.turn_seconds is not None
        now = self.shared.clock()
        waiting = [
            p
            for p in untold(game, state)
            if not (slow and state.at_table(p, now))  # told later if they do not move
        ]
        if not waiting:
            return []
        chosen = await self.choices(waiting)
        lang = await self.turns.game_lang(info)
        link = jump_link(info.guild_id, info.channel_id, state.message)
        where = link or f"<#{info.channel_id}>"
        found = []
        moment = screens.rival_moment(game, state)
        for player in waiting:
            how = self.how(chosen[player], slow)
            if how == "off":
                continue
            turn = screens.ping_turn(game, state, player)
            mention = Screen(
                say(lang, "ping-mention", who=screens.mention(player), link=where),
                mentions=(player,),
                game_id=info.game_id,
            )
            if how == "mention":
                # live games: the turn's own message pinged (as always), but not a rival the
                # bot stopped for (an edit of that message pings nobody); slow games: also a
                # rival whose move it is within the turn
                if (not slow and player not in moment) or player == game.thrower:
                    continue
                found.append(Ping(player, "mention", turn, mention, mention))
                continue
            text = say(
                lang,
                "ping-dm",
                ruleset=say(lang, f"ruleset-{info.ruleset}"),
                game=info.game_id,
                link=where,
            )
            dm = Screen(text, game_id=info.game_id)
            found.append(Ping(player, "dm", turn, dm, mention))
        return found

    def held_until(self, info: GameInfo, game: Game, state: TableState) -> float | None:
        """A slow game played in a sitting: when the first of those it waits on, still to be
        told and at the table now, is told if they have not moved by then (None: nobody)."""
        if info.turn_seconds is None or info.status != "active" or game.is_over:
            return None
        now = self.shared.clock()
        held = [state.acted[p] for p in untold(game, state) if state.at_table(p, now)]
        return min(held) + AT_TABLE_SECONDS if held else None

    # -- a member's games ------------------------------------------------------------------------
    async def games(self, ctx: Ctx) -> Reply:
        """/yamb games: the member's running games (this server's; in a DM, every server's),
        those where it is their turn first, each with whose turn it is, since when, a link."""
        infos = await self.store.member_games(ctx.user_id, None if ctx.in_dm else ctx.guild_id)
        if not infos:
            raise Refusal("games-none")
        rows: list[tuple[bool, float, str]] = []
        for info in infos:
            stored = await self.store.load_game(info.game_id)
            game = stored.game
            if game is None:
                continue
            # a removed member's turns are the bot's: not theirs to take
            waiting = waited_on(game, TableState.from_json(info.ui_state).kicked)
            names = await self.shared.names.of_game(info)
            mine = ctx.user_id in waiting
            since = info.turn_began_at or info.last_action_at or info.started_at or 0.0
            who = (
                say(ctx.lang, "games-your-turn")
                if mine
                else say(
                    ctx.lang,
                    "games-their-turn",
                    who=", ".join(safe_name(names.get(p, p)) for p in waiting) or "—",
                )
            )
            line = say(
                ctx.lang,
                "games-line-slow" if info.turn_seconds is not None else "games-line",
                turn=who,
                ruleset=say(ctx.lang, f"ruleset-{info.ruleset}"),
                mode=say(ctx.lang, f"mode-name-{info.mode}"),
                since=f"<t:{int(since)}:R>",
                link=game_link(info),
            )
            rows.append((not mine, since, line))
        rows.sort(key=lambda r: (r[0], r[1]))
        lines = [r[2] for r in rows]
        return Reply(
            notice=say(ctx.lang, "games-title", count=len(lines)) + "\n" + "\n".join(lines)
        )

    # -- the clock ---------------------------------------------------------------------------------
    async def tick(self) -> list[int]:
        """Slow games whose timer is due: remind, or at the limit do what the server chose.
        Returns the games whose messages have news for the display."""
        woken: list[int] = []
        now = self.shared.clock()
        for game_id, guild_id in await self.store.due_games(now):
            if not self.shared.timed_in(guild_id):
                # another process's server (its timers run there), or one whose members
                # cannot reach the bot now (it is out of the server, or off the gateway)
                continue
            try:
                if not await self.shared.api_answers():
                    break  # nobody can act while Discord fails the bot: nothing is due
                if await self._due(game_id, now):
                    woken.append(game_id)
            except Exception:  # one broken game must not stop the others' timers
                log.exception("game %s: slow timer failed", game_id)
        return woken

    async def _due(self, game_id: int, now: float) -> bool:
        async with self.shared.lock(game_id):
            stored = await self.store.load_game(game_id)
            info, game = stored.info, stored.game
            if game is None or info.status != "active" or info.turn_seconds is None:
                return False
            # the turn runs from when the move became theirs, not from their last throw
            # (games of schema 10 without it: from their last action)
            began = info.turn_began_at or info.last_action_at or now
            turn = info.turn_seq if info.turn_seq is not None else info.seq
            half, limit = began + info.turn_seconds / 2, began + info.turn_seconds
            state = TableState.from_json(info.ui_state)
            waiting = waited_on(game, state.away)
            if not waiting:  # it waits on bot players: their driver plays, and that resets it
                await self.store.set_due(game_id, None, info.seq)
                return False
            if state.moment == info.seq and info.last_action_at is not None:
                # the bot, playing a turn out of time, stopped for a Kontra rival who may
                # announce (`_play_turn`): within their moment it waits (a held ping aside);
                # once it is over the turn is past its limit, and is played on below
                over = info.last_action_at + self.moment(info)
                if now < over:
                    held = self.held_until(info, game, state)
                    due = over if held is None else min(over, held)
                    await self.store.set_due(game_id, due, info.seq)
                    return any(
                        p in state.acted and not state.at_table(p, now)
                        for p in untold(game, state)
                    )
            # the limit is half a turn after the reminder at the earliest: when the bot was
            # down (or out of the server) past the half-way point, a turn found out of time is
            # reminded first, not played for a member who was never told (and a reminder a
            # tick late moves the limit as late)
            remind = now >= half and state.reminded != turn
            if remind:  # made now (below)
                limit = max(limit, now + info.turn_seconds / 2)
            elif state.reminded == turn and state.reminded_at is not None:
                limit = max(limit, state.reminded_at + info.turn_seconds / 2)
            if now < limit:
                if remind:
                    await self._remind(stored, state, waiting, limit, turn)
                # an action brings the timer forward (the trigger): woken early, it goes back
                due = limit if remind or state.reminded == turn else half
                # held pings: one whose member has left the table goes now (the display's
                # pass); one still held brings the timer forward to when it would go
                held = self.held_until(info, game, state)
                if held is not None:
                    due = min(due, held)
                away = any(
                    p in state.acted and not state.at_table(p, now) for p in untold(game, state)
                )
                await self.store.set_due(game_id, due, info.seq)
                return remind or away
        return await self._at_limit(stored, waiting)

    async def _remind(
        self, stored: StoredGame, state: TableState, waiting: list[str], limit: float, turn: int
    ) -> None:
        info = stored.info
        lang = await self.turns.game_lang(info)
        link = jump_link(info.guild_id, info.channel_id, state.message) or f"<#{info.channel_id}>"
        chosen = await self.choices(waiting)
        # once a turn: its key, not the action count
        new = state.changed(reminded=turn, reminded_at=self.shared.clock())
        # the reminder tells them it is their turn too (one held while they were at the table
        # is not sent beside it)
        round_no = stored.game.round_no if stored.game is not None else None
        if round_no is not None:
            new = new.changed(pinged={**state.pinged, **dict.fromkeys(waiting, round_no)})
        for player in waiting:
            how = self.how(chosen[player], True)
            if how == "off":
                continue
            text = say(
                lang,
                "slow-reminder",
                who=screens.mention(player),
                until=f"<t:{int(limit)}:R>",
                link=link,
            )
            # a direct message when the member chose one, else a mention in the game
            kind = "dm" if how == "dm" else "reminder"
            new = new.posting(kind, text, (player,))
        await self.turns.save_state(info, state, new)

    async def _at_limit(self, stored: StoredGame, waiting: list[str]) -> bool:
        """The turn's time is up: the bot plays that turn for the member (the server's
        default), or the game ends, abandoned, with the member out of time losing."""
        info = stored.info
        game_id = info.game_id
        settings = await self.store.guild_settings(info.guild_id)
        lang = await self.turns.game_lang(info)
        names = await self.shared.names.of_game(info)
        who = ", ".join(screens.shown_name(names, p) for p in waiting) or "—"
        if settings.slow_timeout == "end":
            note = say(lang, "slow-ended", who=who)

            def told(_: Game, row: GameInfo) -> dict[str, Any]:
                state = TableState.from_json(row.ui_state)
                new = state.retired().posting("note", note)
                if state.parent is not None:
                    new = new.posting("note", note, channel=state.parent)
                return json_patch(state, new)

            async with self.shared.lock(game_id):
                try:  # the end and its note in one write: a kill between would lose the note
                    await self.store.forfeit(game_id, waiting, "timeout", then=told)
                except WrongStatus:
                    return False
            self.shared.game_over(game_id)
            return True
        note = say(lang, "slow-played-for", who=who)
        return await self._play_turn(game_id, waiting, note)

    @staticmethod
    def moment(info: GameInfo) -> float:
        """Seconds a Kontra rival may announce after the bot's first throw for a thrower
        whose slow turn ran out, before it throws on: `SLOW_MOMENT` of the turn (6 hours of
        the default 24). The rival is told the usual way (a direct message by default) and is
        not watching, so a live game's seconds would pass unseen; a reminded member gets half
        a turn for a move the game needs, and an announcement is optional (nobody can decline
        it, so the moment runs out whenever none is made): half that."""
        return (info.turn_seconds or 0.0) * SLOW_MOMENT

    async def _play_turn(self, game_id: int, players: list[str], note: str) -> bool:
        """The bot's moves for `players` until their turn is over (the game no longer waits
        on them, or the next turn begins). A Kontra rival who may announce after a throw made
        just now (the bot's first for the thrower) gets their moment first (see `moment`):
        the bot stops there, the rival is told, and the timer plays on once it is over,
        unless they announced; one who had that long already is not waited for."""
        async with self.shared.lock(game_id):
            stored = await self.store.load_game(game_id)
            game = stored.game
            if game is None or stored.info.status != "active":
                return False
            info = stored.info
            turn = info.turn_seq if info.turn_seq is not None else info.seq
            moment = self.moment(info)
            # the note goes with the first move (one write): a kill before it leaves neither,
            # and a turn played again after a kill later in it is not told twice
            told = TableState.from_json(info.ui_state).played_for == turn
            start = game.round_no
            for _ in range(64):
                game = stored.game
                assert game is not None
                if game.is_over or game.round_no != start:
                    break
                waiting = [p for p in game.decision().players if p in players]
                if not waiting:
                    break
                info = stored.info
                state = TableState.from_json(info.ui_state)
                at = info.last_action_at
                now = self.shared.clock()
                if at is not None and now - at < moment and screens.rival_moment(
                    game, state, players
                ):
                    # the game waits on the rival (told: `screens.untold`); stored, with the
                    # timer at the moment's end (a throw within a turn leaves it past due),
                    # or at a held ping's time (see `_due`)
                    new = state.changed(moment=info.seq)
                    await self.turns.save_state(info, state, new)
                    held = self.held_until(info, game, new)
                    due = at + moment if held is None else min(at + moment, held)
                    await self.store.set_due(game_id, due, info.seq)
                    return True
                found = await self.bots.decide(stored, waiting)
                if found is None:
                    break
                said = None if told else note
                marks = None if told else {"played_for": turn}
                if await self.bots.play(stored, *found, note=said, marks=marks) is None:
                    break
                told = True
                stored = await self.store.load_game(game_id)
            return True

    # -- a game's thread deleted -----------------------------------------------------------------
    async def channel_gone(self, game_id: int, channel_id: str | None = None) -> bool:
        """The game's channel (its thread) was deleted: the game ends, abandoned, and the
        channel it came from, if any, is told. `channel_id` another channel the game was to
        show something in (the one it came from, deleted too): what was to show there goes.
        False if there is nothing more to show."""
        async with self.shared.lock(game_id):
            info = await self.store.game_info(game_id)
            if channel_id is not None and channel_id != info.channel_id:
                return await self._elsewhere_gone(info, channel_id)
            note = say(await self.turns.game_lang(info), "thread-deleted", game=game_id)

            def gone(row: GameInfo) -> dict[str, Any]:
                state = TableState.from_json(row.ui_state)
                # what was to show in the channel that is gone goes with it
                stale = {k: v for k, v in state.stale.items() if v.channel}
                outbox = tuple(p for p in state.outbox if p.channel)
                new = state.changed(message=None, stale=stale, outbox=outbox, copies=())
                if state.parent is not None and state.parent != row.channel_id:
                    new = new.posting("note", note, channel=state.parent)
                return json_patch(state, new)

            ended = None
            if info.is_open:
                # the end and its note in one write: a kill between would lose the note
                with contextlib.suppress(WrongStatus):
                    ended = await self.store.abandon_game(game_id, "channel deleted", then=gone)
                    self.shared.game_over(game_id)
            if ended is None:  # it ended already: what was to show there goes all the same
                ended = await self.store.game_info(game_id)
                patch = gone(ended)
                if patch:
                    ui = await self.store.update_ui_state(game_id, patch)
                    ended = replace(ended, ui_state=ui)
        state = TableState.from_json(ended.ui_state)
        return bool(state.outbox or state.stale)

    async def _elsewhere_gone(self, info: GameInfo, channel_id: str) -> bool:
        """Posts and edits due in `channel_id`, not the game's own, dropped: tried again they
        would fail again, at once and for ever (its thread's note to a deleted channel)."""
        state = TableState.from_json(info.ui_state)
        stale = {k: v for k, v in state.stale.items() if v.channel != channel_id}
        outbox = tuple(p for p in state.outbox if p.channel != channel_id)
        patch = json_patch(state, state.changed(stale=stale, outbox=outbox))
        if patch:
            log.info("game %s: channel %s is gone, %d posts to it dropped", info.game_id,
                     channel_id, len(state.outbox) - len(outbox))
            await self.store.update_ui_state(info.game_id, patch)
        return bool(outbox or stale)
