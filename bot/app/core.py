"""`App`: the application layer's jobs (see `bot.app`) wired together for one bot.

It routes clicks through a table (verb -> handler), and is the one place where a refusal
becomes the private answer a member reads (`App.explain`). The Discord front end
(`bot.discord_app`) and the tests drive the bot through it.
"""

from __future__ import annotations

import dataclasses
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

from engine import RULESET_NAMES, IllegalAction, Ruleset, get_ruleset

from .. import i18n
from ..store import ActionConflict, GameInfo, Store, StoreError, WrongStatus, in_own_channel
from ..texts import has, say
from ..ui import Reply, Screen
from . import endings, lobby_screens
from .away import Away
from .bots import Bots
from .context import Ctx, Refusal, Shared, Term, jump_link
from .daily import Dailies
from .display import Display, Ping, Target
from .hints import Hints
from .idle_lobbies import IdleLobbies
from .lobby import Lobby
from .pace import Pace
from .parse import Click, parse_click
from .pictures import Pictures
from .records import Records
from .seasons import Seasons
from .state import LobbyState, Post, TableState, json_patch
from .tournaments import Tournaments
from .turns import NotShownYet, Turns
from .words import cell_name, column_name

log = logging.getLogger(__name__)

__all__ = ["App"]

Handler = Callable[[Ctx, Click], Awaitable[Reply]]


class App:
    def __init__(
        self,
        store: Store,
        *,
        timeout_minutes: float = 10.0,
        clock: Callable[[], float] = time.time,
        bot_pace: float = 1.0,
        owns: Callable[[str], bool] | None = None,
        public_url: str = "",
    ) -> None:
        self.shared = Shared(
            store,
            clock=clock,
            timeout_minutes=timeout_minutes,
            owns=owns,
            public_url=public_url,
        )
        self.store = store
        self.turns = Turns(self.shared)
        self.lobby = Lobby(self.shared, self.turns)
        self.idle_lobbies = IdleLobbies(self.shared, self.turns)
        self.bots = Bots(self.shared, self.turns, pace=bot_pace)
        self.shared.wake_bots = self.bots.wake
        self.away = Away(self.shared, self.turns, self.bots)
        self.hints = Hints(self.shared, self.turns, self.bots)
        self.pace = Pace(self.shared, self.turns, self.bots)
        self.turns.quiet = self.pace.quiet
        self.records = Records(self.shared)
        self.daily = Dailies(self.shared, self.turns)
        self.seasons = Seasons(self.shared)
        self.tournaments = Tournaments(self.shared)
        self.shared.game_over = self.tournaments.game_over
        self.turns.private = self.daily
        self.display = Display(self)
        self.pictures = Pictures(store)
        self.shared.display = self.display
        # every component verb and the job that answers it
        self.clicks: dict[str, Handler] = {
            "join": lambda ctx, c: self.lobby.join(ctx, game_id=c.game_id),
            "team": lambda ctx, c: self.lobby.join(ctx, team=c.arg, game_id=c.game_id),
            "leave": lambda ctx, c: self.lobby.leave(ctx, game_id=c.game_id),
            "start": lambda ctx, c: self.lobby.start(ctx, game_id=c.game_id),
            "accept": lambda ctx, c: self.lobby.start(ctx, game_id=c.game_id, accept=True),
            "decline": lambda ctx, c: self.lobby.decline(ctx, c.game_id),
            "keep": self._keep,
            "throw": lambda ctx, c: self.turns.throw(ctx, **self._at(c)),
            "stop": lambda ctx, c: self.turns.stop(ctx, **self._at(c)),
            "announce": self._choose,
            "write": self._choose,
            "cross": self._choose,
            "board": lambda ctx, c: self.records.board_page(ctx, c.seq, c.arg or ""),
            "rematch": lambda ctx, c: self.lobby.rematch(ctx, c.game_id),
            "add_bot": lambda ctx, c: self.lobby.add_bot(ctx, c.arg or "", game_id=c.game_id),
            "remove_bot": lambda ctx, c: self.lobby.remove_bot(ctx, game_id=c.game_id),
            "hint": lambda ctx, c: self.hints.hint(ctx, game_id=c.game_id),
            "daily_play": lambda ctx, c: self.daily.play(ctx),
            "daily_share": lambda ctx, c: self.daily.share(ctx, c.game_id),
            "daily_board": lambda ctx, c: self.daily.board_of_game(ctx, c.game_id),
            "daily_sheet": lambda ctx, c: self.daily.sheet(ctx, c.arg, c.value),
            "t_join": lambda ctx, c: self.tournaments.join(ctx, c.game_id),
            "t_leave": lambda ctx, c: self.tournaments.leave(ctx, c.game_id),
            "t_checkin": lambda ctx, c: self.tournaments.check_in(ctx, c.game_id),
            "t_start": lambda ctx, c: self.tournaments.start(ctx, c.game_id),
        }
        # verbs whose answer only their member sees, changing none of the game's messages:
        # answered without waiting for those messages (as `/yamb hint` is)
        self.private_clicks = frozenset({"hint"})

    async def challenge_bot(self, ctx: Ctx) -> Reply:
        """A duel offered to another Discord bot: only people, and this bot, play."""
        raise Refusal("error-bot-opponent")

    async def close(self) -> None:
        """Stop the background work (bot players' moves); what is stored stays."""
        await self.bots.close()
        await self.daily.close()
        await self.tournaments.close()

    async def with_language(self, ctx: Ctx) -> Ctx:
        """`ctx` with the language of its private replies resolved: the member's own choice
        (`/yamb language`), else their Discord client's language, else the server's default."""
        chosen = await self.shared.chosen_language(ctx.user_id)
        if chosen is None and i18n.from_discord(ctx.locale) is None and not ctx.in_dm:
            server = (await self.store.guild_settings(ctx.guild_id)).language
        else:
            server = None
        return dataclasses.replace(ctx, language=i18n.resolve_locale(chosen, ctx.locale, server))

    @staticmethod
    def _at(click: Click) -> dict[str, Any]:
        return {"seq": click.seq, "game_id": click.game_id, "via_command": False}

    async def _keep(self, ctx: Ctx, click: Click) -> Reply:
        """A die's button: "<position>.<1 keep | 0 release>" (a bare position toggles)."""
        position, _, wanted = (click.arg or "").partition(".")
        if not position.isascii() or not position.isdigit() or wanted not in ("", "0", "1"):
            raise Refusal("error-unexpected")
        keep = None if wanted == "" else wanted == "1"
        return await self.turns.hold(ctx, position=int(position), keep=keep, **self._at(click))

    async def _choose(self, ctx: Ctx, click: Click) -> Reply:
        return await self.turns.choose(ctx, click.game_id, click.seq, click.verb, click.value)

    async def click(self, ctx: Ctx, custom: str, values: list[str] | None = None) -> Reply:
        """A button or menu: routed by its verb."""
        click = parse_click(custom, values)
        handler = self.clicks.get(click.verb)
        if handler is None:
            raise Refusal("error-unexpected")
        try:
            return await handler(ctx, click)
        except NotShownYet as owed:  # the game's lock is free again: post, then link
            return await self.turns.outdated_once_shown(ctx, owed.game_id)

    async def run(self, ctx: Ctx, call: Callable[[], Awaitable[Reply]]) -> Reply:
        """Run a handler; whatever it refuses comes back as the member's private answer."""
        try:
            return await call()
        except (Refusal, IllegalAction, StoreError) as error:
            return await self.explain(ctx, error)

    async def explain(self, ctx: Ctx, error: Exception) -> Reply:
        """The one place where a refusal becomes what the member reads, in their language."""
        lang = ctx.lang
        if isinstance(error, Refusal):
            params = {
                name: say(lang, value.key) if isinstance(value, Term) else value
                for name, value in error.params.items()
            }
            return Reply(notice=say(lang, error.key, **params))
        if isinstance(error, IllegalAction):
            return Reply(notice=await self._refusal_text(ctx, error, lang))
        if isinstance(error, ActionConflict):
            return Reply(notice=say(lang, "error-conflict"))
        if isinstance(error, WrongStatus):
            if error.status in ("finished", "abandoned", "cancelled"):
                return Reply(notice=say(lang, "error-game-over"))
            if error.status == "lobby":
                return Reply(notice=say(lang, "error-not-started"))
            return Reply(notice=say(lang, "error-not-lobby"))
        log.error("unexplained store error: %s", error)
        return Reply(notice=say(lang, "error-unexpected"))

    async def _refusal_text(self, ctx: Ctx, error: IllegalAction, lang: str) -> str:
        """An engine refusal in words: its code names the sentence; players are named, and
        rulesets, modes, cells and columns are said in the member's words."""
        key = f"refusal-{error.code}"
        if not has(key):
            log.error("no sentence for the engine refusal %r", error.code)
            return say(lang, "error-unexpected")
        ruleset = await self._ruleset_of(ctx, error.params.get("ruleset"))
        params: dict[str, object] = {}
        for name, value in error.params.items():
            if isinstance(value, list | tuple):
                shown = [await self._player(str(v)) for v in value]
                params[name] = ", ".join(shown)
            elif name in ("player", "expected"):
                params[name] = await self._player(str(value))
            elif name == "ruleset" and has(f"ruleset-{value}"):
                params[name] = say(lang, f"ruleset-{value}")
            elif name == "mode" and has(f"mode-name-{value}"):
                params[name] = say(lang, f"mode-name-{value}")
            elif name == "cell" and ruleset is not None:
                params[name] = cell_name(ruleset, str(value), lang)
            elif name == "column" and ruleset is not None and value in ruleset.column_index:
                params[name] = column_name(ruleset, str(value), lang)
            elif isinstance(value, str | int | float):
                params[name] = value
        return say(lang, key, **params)

    async def _ruleset_of(self, ctx: Ctx, named: object) -> Ruleset | None:
        """The ruleset a refusal is about: the one it names, else the channel's game's."""
        if isinstance(named, str) and named in RULESET_NAMES:
            return get_ruleset(named)
        info = await self.store.game_in_channel(ctx.channel_id)
        return get_ruleset(info.ruleset, info.options) if info is not None else None

    async def _player(self, user_id: str) -> str:
        from .context import safe_name

        if user_id.isdigit():
            return safe_name(await self.shared.names.one(user_id))
        return safe_name(user_id)

    # -- the display (see `bot.app.display.Tables`) ---------------------------------------------
    async def display_target(self, game_id: int) -> Target | None:
        """What the game's messages should show now, from what is stored."""
        # under the game's lock: the kept game is changed in place by the next action, which
        # must not land between reading the turn and drawing it (a screen of the next turn
        # on the last turn's message)
        async with self.shared.lock(game_id):
            return await self._display_target(game_id)

    async def _display_target(self, game_id: int) -> Target | None:
        info = await self.store.game_info(game_id)
        if info.daily is not None:
            return None  # played in its member's private messages: nothing is posted
        if not self.shared.in_guild(info.guild_id):
            return None  # the server removed the bot: shown again if it comes back
        home = None
        if in_own_channel(info):  # a tournament's game, no thread yet
            home = TableState.from_json(info.ui_state).home
            if home is None:
                return None  # two bot entrants: played unseen
        current: Screen | None = None
        turn: int | None = None
        message: int | None = None
        thread_name: str | None = None
        state: LobbyState | TableState
        if info.status == "lobby":
            lobby = LobbyState.from_json(info.ui_state)
            current, turn, message = await self.lobby.screen(info), -1, lobby.message
            state = lobby
        else:
            table = TableState.from_json(info.ui_state)
            state = table
            if info.status == "active":
                stored = await self.store.load_game(game_id)
                assert stored.game is not None
                if table.threaded and table.parent is None:
                    names = await self.shared.names.of_game(info)
                    lang = await self.turns.game_lang(info)
                    thread_name = lobby_screens.thread_name(stored.game, names, lang)
                turn = stored.game.round_no
                current = await self.turns.turn_screen(stored)
                message = table.message if table.turn == turn else None
        stale: dict[int, tuple[str, str]] = {}
        for key, entry in state.stale.items():
            text = entry.text
            if int(key) == state.lobby and state.parent is not None and text:
                lang = await self.turns.game_lang(info)
                text += "\n" + say(lang, "game-in-thread", thread=f"<#{info.channel_id}>")
            stale[int(key)] = (entry.channel, text)
        outbox = [(post, await self._post_screen(info, post)) for post in state.outbox]
        return Target(
            game_id,
            home or info.channel_id,
            turn,
            current,
            message,
            stale,
            outbox,
            thread_name,
            state.lobby,
            10080 if info.turn_seconds is not None else 1440,  # a slow game's thread: a week
        )

    async def display_pings(self, game_id: int) -> list[Ping]:
        async with self.shared.lock(game_id):
            info = await self.store.game_info(game_id)
            if info.status != "active" or info.daily is not None:
                return []
            game = (await self.store.load_game(game_id)).game
            if game is None:
                return []
            state = TableState.from_json(info.ui_state)
            held = self.pace.held_until(info, game, state)
            if held is not None and (info.due_at is None or info.due_at > held):
                # a member at the table: the tick tells them if they have not moved by then
                await self.store.set_due(game_id, held, info.seq)
            return await self.pace.pings(info, game, state)

    async def display_pinged(self, game_id: int, ping: Ping, refused: bool) -> None:
        async with self.shared.lock(game_id):
            state = TableState.from_json((await self.store.game_info(game_id)).ui_state)
            new = state.changed(pinged={**state.pinged, ping.user_id: ping.turn})
            await self.store.update_ui_state(game_id, json_patch(state, new))
        if refused:
            await self.display_dm_refused(ping.user_id)

    async def display_dm_refused(self, user_id: str) -> None:
        await self.store.dm_refused(user_id, self.shared.clock())

    async def display_channel_gone(self, game_id: int, channel_id: str | None) -> bool:
        return await self.pace.channel_gone(game_id, channel_id)

    async def _post_screen(self, info: GameInfo, post: Post) -> Screen:
        if post.kind == "final":
            return await self.lobby.final(info)
        if post.kind == "endline":
            final = TableState.from_json(info.ui_state).final
            return await self.lobby.end_line(info, jump_link(info.guild_id, info.channel_id, final))
        return Screen(post.text, mentions=post.mentions, game_id=info.game_id)

    async def display_posted(
        self, game_id: int, turn: int, message_id: int, replacing: int | None = None
    ) -> bool:
        async with self.shared.lock(game_id):
            info = await self.store.game_info(game_id)
            now: int | None = None
            game = None
            if info.status == "lobby":
                now = -1
            elif info.status != "cancelled":  # a game started: its turns have lines
                game = (await self.store.load_game(game_id)).game
                if game is not None and info.status == "active":
                    now = game.round_no
            state = TableState.from_json(info.ui_state)
            # a post repeated with its nonce gives back the message already stored: still current
            current = state.message in (None, replacing, message_id) or state.turn != turn
            if now == turn and current:
                new = state.changed(message=message_id, turn=turn)
                accepted = True
            elif now == turn and turn >= 0:  # another message shows this turn: a copy of it
                new, accepted = state.copied(message_id), False
            else:  # the game moved on while this was posted: it is already history, and
                # shows what its turn wrote like every turn's message once it has ended
                line = None if game is None else await self.turns.turn_line(info, game, turn)
                new, accepted = state.retiring(message_id, line or ""), False
            await self.store.update_ui_state(game_id, json_patch(state, new))
            return accepted

    async def display_orphan(self, game_id: int, message_id: int, seq: int) -> bool:
        async with self.shared.lock(game_id):
            info = await self.store.game_info(game_id)
            if TableState.from_json(info.ui_state).knows(message_id):
                return False
            if info.status == "lobby":
                turn = -1
            else:
                game = (await self.store.load_game(game_id)).game
                if game is None:
                    return False
                turn = endings.round_after(game, seq)
        return await self.display_posted(game_id, turn, message_id)

    async def display_retired(self, game_id: int, message_id: int) -> None:
        async with self.shared.lock(game_id):
            state = TableState.from_json((await self.store.game_info(game_id)).ui_state)
            stale = {k: v for k, v in state.stale.items() if k != str(message_id)}
            await self.store.update_ui_state(game_id, json_patch(state, state.changed(stale=stale)))

    async def display_sent(self, game_id: int, post: Post, message_id: int) -> None:
        async with self.shared.lock(game_id):
            state = TableState.from_json((await self.store.game_info(game_id)).ui_state)
            new = state.changed(outbox=tuple(p for p in state.outbox if p.number != post.number))
            if post.kind == "final":
                new = new.changed(final=message_id)
            await self.store.update_ui_state(game_id, json_patch(state, new))

    async def display_thread(self, game_id: int, thread_id: str | None) -> None:
        async with self.shared.lock(game_id):
            info = await self.store.game_info(game_id)
            state = TableState.from_json(info.ui_state)
            new = state.changed(threaded=False)
            if thread_id is not None and info.status == "active":
                await self.store.move_game(game_id, thread_id)
                new = new.changed(parent=state.home or info.channel_id)
            await self.store.update_ui_state(game_id, json_patch(state, new))
        self.shared.moved(game_id)

    async def guild_joined(self, guild_id: str) -> None:
        """The bot joined a server, or was invited back into one that removed it: the games
        left open there are drawn again (their messages may show an earlier moment, or be
        gone), and those waiting on a bot player go on."""
        for game_id in await self._games_to_display(lambda guild: guild == guild_id):
            self.display.wake(game_id)
            self.bots.wake(game_id)

    async def displayed_games(self) -> list[int]:
        if self.shared.owns_guild is None:
            return await self.store.games_to_display()
        # other processes draw the games of the servers their shards hold
        return await self._games_to_display(self.shared.owns)

    async def _games_to_display(self, in_server: Callable[[str], bool]) -> list[int]:
        """`Store.games_to_display` (the latest played first), of the servers `in_server` takes."""
        games = await self.store.games_to_display()
        return [g for g in games if in_server((await self.store.game_info(g)).guild_id)]
