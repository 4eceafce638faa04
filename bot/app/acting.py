"""Acting on a game: load it, apply a player's action through the engine, store it, and
describe what everyone sees next (`Acting`, the core of `turns.Turns`). Every rule question
goes to the engine; refusals are raised, never answered here (see `bot.app.core.App.explain`).
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass, replace
from typing import Any, Protocol

from engine import Action, Correct, Game, Throw
from engine.daily import Daily

from ..players import is_bot
from ..store import GameInfo, GameNotFound, StoredGame
from ..texts import say
from ..ui import Reply, Screen
from . import confirm, endings, screens
from .context import Ctx, Refusal, Shared, game_language, jump_link, require_player
from .display import Gone, Unreachable
from .state import TableState, json_patch

Make = Callable[[StoredGame], Action | tuple[str, list[int] | None]]

# the games a refusal lists by their threads (a short private answer); the rest are counted
LISTED_GAMES = 10


class PrivateGames(Protocol):
    """Games played in a member's private messages (the daily challenge, `bot.app.daily`):
    each action redraws the clicked message; nothing is posted."""

    async def after_action(self, ctx: Ctx, stored: StoredGame, line: str) -> Reply: ...

    async def redraw(self, ctx: Ctx, stored: StoredGame) -> Reply: ...


@dataclass(frozen=True, slots=True)
class Planned:
    """The table state before an action and after it, the line of the round it ended, and the
    turn's message the action was made on."""

    old: TableState
    new: TableState
    line: str
    current: int | None


class Follow:
    """`then` of the store's `append_action`: the table state change that follows from an
    action, worked out as the store keeps the action, so that both are stored at once. `note`
    is posted with it, and `marks` (TableState fields) are set with it: a note that goes with
    a move is never stored without the move, nor twice for one move."""

    def __init__(
        self,
        acting: Acting,
        ctx: Ctx | None,
        round_before: int,
        names: Mapping[str, str],
        lang: str,
        note: str | None = None,
        marks: Mapping[str, Any] | None = None,
    ) -> None:
        self.acting = acting
        self.ctx = ctx
        self.round_before = round_before
        self.names = names
        self.lang = lang
        self.note = note
        self.marks = dict(marks or {})
        self.planned: Planned | None = None  # once the store called it

    def __call__(self, game: Game, info: GameInfo) -> dict[str, Any]:
        planned = self.acting.table_after(
            self.ctx, info, game, self.round_before, self.names, self.lang, self.note
        )
        if self.marks:
            planned = replace(planned, new=planned.new.changed(**self.marks))
        self.planned = planned
        return json_patch(planned.old, planned.new)


class NotShownYet(Exception):
    """A click on an older message came while the game's current message is still to be
    posted: its answer is to link to that message (`Turns.outdated_once_shown`)."""

    def __init__(self, game_id: int) -> None:
        super().__init__(game_id)
        self.game_id = game_id


class Acting:
    """The core of `Turns`: loading a game, answering a click that came too late, and applying
    an action and describing what everyone sees after it."""

    def __init__(self, shared: Shared) -> None:
        self.shared = shared
        self.store = shared.store
        self.private: PrivateGames | None = None  # set by the App
        # the players a game's messages must not mention (told otherwise: bot.app.pace)
        self.quiet: Callable[[GameInfo, tuple[str, ...]], Awaitable[frozenset[str]]] | None = None

    # -- loading -------------------------------------------------------------------------------
    async def open_info(self, ctx: Ctx, game_id: int | None = None) -> GameInfo:
        """The open game of this channel (or the given one, if it is played here)."""
        if game_id is not None:
            try:
                info = await self.store.game_info(game_id)
            except GameNotFound:
                raise Refusal("error-no-game") from None
            if info.channel_id != ctx.channel_id:
                raise Refusal("error-no-game")
            return info
        found = await self.store.game_in_channel(ctx.channel_id)
        if found is None:
            raise await self.no_game(ctx)
        return found

    async def no_game(self, ctx: Ctx) -> Refusal:
        """Why there is no game of this channel to act on, and where its games are instead:
        with the `threads` setting each is played in a thread opened from the channel, so a
        command used in the channel points to the member's game there, else lists them."""
        games = [] if ctx.in_dm else await self.store.games_in_threads(ctx.channel_id)
        if not games:
            return Refusal("error-no-game")
        yours = [info for info in games if plays_in(ctx.user_id, info)]
        if len(yours) == 1:
            return Refusal("error-no-game-your-thread", link=game_link(yours[0]))
        listed = yours or games
        lines = "\n".join(f"- <#{info.channel_id}>" for info in listed[:LISTED_GAMES])
        more = len(listed) - LISTED_GAMES
        if more > 0:
            return Refusal(
                "error-no-game-your-threads-more" if yours else "error-no-game-threads-more",
                games=lines,
                count=more,
            )
        return Refusal(
            "error-no-game-your-threads" if yours else "error-no-game-threads", games=lines
        )

    async def load_active(self, ctx: Ctx, game_id: int | None = None) -> tuple[StoredGame, Game]:
        info = await self.open_info(ctx, game_id)
        if info.status == "lobby":
            raise Refusal("error-not-started")
        stored = self._active(ctx, await self.store.load_game(info.game_id))
        assert stored.game is not None  # `_active` refuses a game without one
        return stored, stored.game

    def _active(self, ctx: Ctx, stored: StoredGame) -> StoredGame:
        """`stored` if it is an active game of this channel that `ctx`'s member plays (a daily
        attempt is played wherever its member is, until its day closes)."""
        if stored.info.channel_id != ctx.channel_id and stored.info.daily is None:
            raise Refusal("error-no-game")
        if stored.info.status == "lobby":
            raise Refusal("error-not-started")
        daily = stored.info.daily
        if daily is not None and not Daily(daily).open_at(self.shared.clock()):
            # its seed is shown by now, before the tick ends the attempt: nothing more counts;
            # said so after the tick ended it too (it was "no game in this channel" then)
            raise Refusal("daily-expired", number=daily)
        if stored.game is None or stored.info.status != "active":
            raise Refusal("error-no-game")
        require_player(ctx, stored.game.players)
        if not plays_in(ctx.user_id, stored.info):  # removed: the bot plays their turns
            raise Refusal("error-kicked")
        return stored

    @asynccontextmanager
    async def locked(self, ctx: Ctx, game_id: int | None = None) -> AsyncIterator[StoredGame]:
        """The active game (this channel's, or `game_id` if it is played here) under its lock,
        loaded once: a click costs one read before its write."""
        if game_id is None:
            game_id = (await self.open_info(ctx)).game_id
        async with self.shared.lock(game_id):
            try:
                stored = await self.store.load_game(game_id)
            except GameNotFound:
                raise Refusal("error-no-game") from None
            yield self._active(ctx, stored)

    async def table(self, stored: StoredGame, lang: str | None = None) -> screens.Table:
        """What a turn screen is drawn from, in `lang` (default: the game's language)."""
        assert stored.game is not None
        names = await self.shared.names.of_game(stored.info)
        state = TableState.from_json(stored.info.ui_state)
        lang = lang or await self.game_lang(stored.info)
        hints = await self.hints_refused(stored.info, stored.game) is None
        quiet = frozenset[str]()
        if self.quiet is not None:
            quiet = await self.quiet(stored.info, stored.game.players)
        return screens.Table(stored.info, stored.game, state, names, lang, hints, quiet)

    async def hints_refused(self, info: GameInfo, game: Game) -> Refusal | None:
        """None if the server allows hints in this game, else why not: hints are off, or
        only for practice games (with a bot player, or played alone)."""
        if info.daily is not None:
            return Refusal("hint-daily")  # the same dice for everyone: no help for anyone
        chosen = (await self.store.guild_settings(info.guild_id)).hints or "practice"
        if chosen == "off":
            return Refusal("hint-off")
        practice = len(game.players) == 1 or any(is_bot(p) for p in game.players)
        if chosen == "practice" and not practice:
            return Refusal("hint-practice-only")
        return None

    async def turn_screen(self, stored: StoredGame) -> Screen:
        return screens.turn_screen(await self.table(stored))

    async def game_lang(self, info: GameInfo) -> str:
        """The language of a game's public messages and pictures."""
        return await game_language(self.store, info)

    async def save_state(self, info: GameInfo, old: TableState, new: TableState) -> GameInfo:
        """Store what changed from `old` to `new`; `info` with the state stored."""
        patch = json_patch(old, new)
        if not patch:
            return info
        state = await self.store.update_ui_state(info.game_id, patch)
        return replace(info, ui_state=state)

    async def outdated(self, ctx: Ctx, stored: StoredGame, seq: int) -> Reply:
        """A click on a message that shows an earlier moment of the game; the caller holds the
        game's lock. On the game's current message it was either a second click at the same
        moment (the message is up to date: nothing to do) or the message missed an update,
        and then the answer draws it anew, so the way forward is on it again. On an older
        copy, the copy loses its controls (and shows its turn's line, as `_retired` says) and
        the member gets a link to the current message, which the display brings up to date."""
        if stored.info.daily is not None and self.private is not None:
            return await self.private.redraw(ctx, stored)
        state = TableState.from_json(stored.info.ui_state)
        gid = stored.info.game_id
        if ctx.message_id is not None and ctx.message_id == state.message:
            current = await self.turn_screen(stored)
            display = self.shared.display
            # made at the same moment as the action it missed: it came second; made later
            # (its message missed an update: a lost answer, a restart), it gets the message
            # redrawn in its answer
            if display is not None and (
                display.knows(ctx.message_id, current)
                if ctx.made_at is None
                else display.acted_with(gid, ctx.made_at)
            ):
                raise Refusal("error-conflict")
            return Reply(update=current, notice=say(ctx.lang, "error-redrawn"), game_id=gid)
        if ctx.message_id is not None and not state.knows(ctx.message_id):
            await self.save_state(
                stored.info, state, await self._retired(stored, ctx.message_id, seq)
            )
        info = stored.info
        game = stored.game
        if state.message is None and game is not None and not game.is_over:
            raise NotShownYet(gid)  # a link is owed: the caller posts the message first
        return self._outdated_answer(ctx, info, state)

    def _outdated_answer(self, ctx: Ctx, info: GameInfo, state: TableState) -> Reply:
        link = jump_link(info.guild_id, info.channel_id, state.message)
        display = self.shared.display
        # made at the same moment as the action that ended its message's turn (two partners
        # writing at once): it came second, rather than from an earlier moment
        second = (
            display is not None
            and ctx.made_at is not None
            and display.acted_with(info.game_id, ctx.made_at)
        )
        return Reply(
            notice=say(
                ctx.lang,
                "error-conflict-link" if second else "error-outdated",
                link=link or say(ctx.lang, "error-no-link"),
            ),
            game_id=info.game_id,
        )

    async def outdated_once_shown(self, ctx: Ctx, game_id: int) -> Reply:
        """An outdated click that came while the turn's message was still to be posted (the
        turn just began, or the bot just restarted): the display posts it now, so that the
        answer links to it (the game's display lock is the clicker's, held already)."""
        display = self.shared.display
        if display is not None:
            with contextlib.suppress(Unreachable, Gone):
                await display.converge_held(game_id)
        info = await self.store.game_info(game_id)
        return self._outdated_answer(ctx, info, TableState.from_json(info.ui_state))

    # -- acting --------------------------------------------------------------------------------
    async def act(
        self,
        ctx: Ctx,
        make: Make,
        *,
        seq: int | None = None,
        game_id: int | None = None,
        via_command: bool = True,
    ) -> Reply:
        """Apply one action (or a throw: ("throw", keep)) at action count `seq` and answer."""
        async with self.locked(ctx, game_id) as stored:
            if seq is not None and seq != stored.info.seq:
                return await self.outdated(ctx, stored, seq)
            return await self._apply(ctx, stored, make(stored), via_command=via_command)

    async def _apply(
        self,
        ctx: Ctx,
        stored: StoredGame,
        made: Action | tuple[str, list[int] | None],
        *,
        via_command: bool,
    ) -> Reply:
        """Store one action (or throw) on the loaded game and answer; the lock is held."""
        gid = stored.info.game_id
        before = stored.game
        assert before is not None
        round_before = before.round_no
        # where a corrected result stood before it moves (the game changes in place)
        moved = before.last_result(made.player) if isinstance(made, Correct) else None
        follow = await self.following(ctx, stored.info, round_before)
        if isinstance(made, tuple):
            stored = await self.store.append_throw(
                gid, ctx.user_id, made[1], seq=stored.info.seq, then=follow
            )
        else:
            stored = await self.store.append_action(gid, made, seq=stored.info.seq, then=follow)
        assert stored.game is not None
        game = stored.game
        done = None if moved is None else confirm.corrected(ctx.lang, ctx.user_id, game, moved)
        return await self.after_action(
            ctx, stored, round_before, via_command=via_command, done=done, planned=follow.planned
        )

    async def following(
        self,
        ctx: Ctx | None,
        info: GameInfo,
        round_before: int,
        *,
        note: str | None = None,
        marks: Mapping[str, Any] | None = None,
    ) -> Follow:
        """What the table state becomes after an action, for the store to keep with the action
        (`then` of `append_action`): names and language are read before, the rest follows
        from the game. `note` and `marks`: see `Follow`."""
        names = await self.shared.names.of_game(info)
        private = info.daily is not None and ctx is not None
        lang = ctx.lang if private and ctx is not None else await self.game_lang(info)
        return Follow(self, ctx, round_before, names, lang, note, marks)

    def table_after(
        self,
        ctx: Ctx | None,
        info: GameInfo,
        game: Game,
        round_before: int,
        names: Mapping[str, str],
        lang: str,
        note: str | None = None,
    ) -> Planned:
        """The table state an action leads to, from the state before it (`info`) and the game
        after it, and the line of the round it ended ("" if none)."""
        last = game.history[-1]
        old = TableState.from_json(info.ui_state)
        ended = game.is_over or game.round_no != round_before
        if info.daily is not None and ctx is not None and self.private is not None:
            # a private game: its kept dice reset with each new throw or turn
            new = old.changed(group={})
            if ended or (isinstance(last, Throw) and game.throws == 1):
                new = new.changed(kept=())
            line = endings.round_line(game, names, lang) if ended else ""
            return Planned(old, new, line, old.message)
        # a live game's reminder is keyed by the action count; a slow game's by its turn,
        # which a throw within it does not end (one reminder a turn)
        live = info.turn_seconds is None
        new = old.changed(
            group={},
            reminded=None if live else old.reminded,
            reminded_at=None if live else old.reminded_at,
        )
        if ctx is not None:
            new = new.changed(away=tuple(p for p in old.away if p != ctx.user_id))
            if old.pinged.get(ctx.user_id) != game.round_no:  # at the table: no ping this turn
                new = new.changed(pinged={**old.pinged, ctx.user_id: game.round_no})
            if info.turn_seconds is not None:  # a slow game: at the table for a while
                new = new.seen(ctx.user_id, self.shared.clock())
        if ended or (isinstance(last, Throw) and game.throws == 1):
            new = new.changed(kept=())
        if note:
            new = new.posting("note", note)
        new = copy_clicked(ctx, new)
        current = new.message  # the turn's message the action was made on
        line = ""
        if ended:  # a write ended the round
            # its message (and any copy of it) shrinks to the line that says what was written
            line = endings.round_line(game, names, lang)
            new = new.retiring(current, line)
            for copy in new.copies:
                new = new.retiring(copy, line)
            new = new.changed(message=None, turn=None if game.is_over else game.round_no, copies=())
            if game.is_over:
                new = new.posting("final")
                if new.parent is not None:  # and the channel the game came from hears of it
                    new = new.posting("endline", channel=new.parent)
        return Planned(old, new, line, current)

    async def after_action(
        self,
        ctx: Ctx | None,
        stored: StoredGame,
        round_before: int,
        *,
        via_command: bool,
        note: str | None = None,
        done: str | None = None,
        planned: Planned | None = None,
    ) -> Reply:
        """The table after an action; the caller holds the game's lock. A click's own message
        is redrawn in the answer; everything else is the display's (`Reply.game_id`). `done`
        confirms the action to its member instead of the usual words. `planned`: the table
        state was stored with the action (`following`); else it is stored here."""
        game = stored.game
        assert game is not None
        gid = stored.info.game_id
        if self.shared.display is not None:
            self.shared.display.acted(gid, None if ctx is None else ctx.made_at)
        info = stored.info
        if planned is None:
            follow = await self.following(ctx, info, round_before)
            planned = self.table_after(
                ctx, info, game, round_before, follow.names, follow.lang, note
            )
            info = await self.save_state(info, planned.old, planned.new)
        new, line = planned.new, planned.line
        if info.daily is not None and ctx is not None and self.private is not None:
            return await self.private.after_action(ctx, StoredGame(info, game), line)
        stored = StoredGame(info, game)
        if game.is_over:
            self.shared.game_over(gid)
        if not game.is_over and screens.automated(game, new):
            self.shared.wake_bots(gid)  # the game may wait on a bot now
        on = planned.current
        clicked = ctx is not None and ctx.message_id is not None and ctx.message_id == on
        if clicked and not via_command and not line and await self._untold(stored.info, game, new):
            # the display tells them (a ping); the clicked message is redrawn here
            return Reply(update=await self.turn_screen(stored), game_id=gid)
        if not clicked or via_command:
            notice = (done or confirm.done(ctx.lang, game, line)) if ctx is not None else None
            return Reply(notice=notice, game_id=gid)
        if line:  # the clicked message was the round's: it shows what was written
            return Reply(update=Screen(line, game_id=gid), game_id=gid)
        return Reply(update=await self.turn_screen(stored), game_id=gid if note else None)

    async def _untold(self, info: GameInfo, game: Game, state: TableState) -> bool:
        """Whether someone the game now waits on is still to be told, other than by the
        turn's own message (a rival's move within the turn, in a slow game or for a member
        told by direct message)."""
        waiting = screens.untold(game, state)
        if not waiting or info.turn_seconds is not None:
            return bool(waiting)
        quiet = frozenset[str]() if self.quiet is None else await self.quiet(info, game.players)
        return bool(set(waiting) & quiet)

    # -- actions by name (slash commands and components) ---------------------------------------

    async def _retired(self, stored: StoredGame, message: int, seq: int) -> TableState:
        """The table state with an old copy of the game's message retiring: a message drawn
        at action count `seq` that the table does not know (posted just before a crash, its
        id never stored). Once its turn has ended it shows the turn's line; while the turn
        goes on it is a copy of the current message, and gets the line when the turn ends."""
        state = TableState.from_json(stored.info.ui_state)
        game = stored.game
        assert game is not None
        line = await self.turn_line(stored.info, game, endings.round_after(game, seq))
        return state.copied(message) if line is None else state.retiring(message, line)

    async def turn_line(self, info: GameInfo, game: Game, turn: int) -> str | None:
        """What turn `turn`'s message shows once the turn has ended (None while it goes on)."""
        names = await self.shared.names.of_game(info)
        return endings.turn_line(game, turn, names, await self.game_lang(info))


def copy_clicked(ctx: Ctx | None, state: TableState) -> TableState:
    """`state` after a click on the game as it stands now on a message the table does not
    know (posted just before a crash, its id never stored): with no current message stored,
    it is the current one; else it is a copy of it. (No other message can be in the making:
    a click holds the game's display lock, as the display does while it posts.)"""
    clicked = None if ctx is None else ctx.message_id
    if clicked is None or state.knows(clicked):
        return state
    if state.message is None:
        return state.changed(message=clicked)
    return state.copied(clicked)


def plays_in(user_id: str, info: GameInfo) -> bool:
    """Whether a member plays in a game (a member kicked from it no longer does)."""
    return any(m.user_id == user_id for m in info.members) and user_id not in (
        TableState.from_json(info.ui_state).kicked
    )


def game_link(info: GameInfo) -> str:
    """Where a game is: its current message (a link that opens the thread at the turn), else
    its channel."""
    message = TableState.from_json(info.ui_state).message
    return jump_link(info.guild_id, info.channel_id, message) or f"<#{info.channel_id}>"
