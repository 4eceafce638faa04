"""Opening and closing games: the lobby (new, join, leave, a Kontra challenge), the start with
its starting-order draw and dice seed, ending a game, and the end of a game."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import secrets
from collections import Counter
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from engine import (
    RULESET_NAMES,
    Game,
    SeededDice,
    draw_starting_order,
    find_mode,
    get_ruleset,
)
from engine.modes import MODE_NAMES

from .. import i18n
from ..players import LEVELS, is_bot, next_bot
from ..settings import turn_seconds
from ..store import ChannelBusy, GameInfo, GameNotFound
from ..texts import say
from ..ui import Attachment, LinkButton, Reply, Screen
from . import alt, endings, lobby_screens, screens
from .context import (
    Ctx,
    Refusal,
    Shared,
    Term,
    bot_name,
    require_host_or_moderator,
    require_outside_tournament,
    safe_name,
    team_names,
)
from .idle_lobbies import closes_when
from .state import LobbyState, TableState, json_patch, retired_in
from .turns import Turns

# a challenge to a named member is a duel of the first mode that has them (Kontra)
CHALLENGE_MODE = next(name for name in MODE_NAMES if find_mode(name).challenges)
# seconds a new game waits for a game just started in the channel to move into its thread
# (Discord opens a channel's threads a few a second at most)
MOVE_WAIT = 5.0


class Lobby:
    def __init__(self, shared: Shared, turns: Turns) -> None:
        self.shared = shared
        self.store = shared.store
        self.turns = turns

    async def screen(self, info: GameInfo) -> Screen:
        names = await self.shared.names.of_game(info)
        state = LobbyState.from_json(info.ui_state)
        if state.challenge:
            names.update(await self.shared.names.of([state.challenge]))
        return lobby_screens.lobby_screen(info, state, names, await self.turns.game_lang(info))

    async def new_game(
        self,
        ctx: Ctx,
        *,
        ruleset: str | None = None,
        mode: str | None = None,
        options: Mapping[str, Any] | None = None,
        opponent: tuple[str, str] | None = None,
        bots: int = 0,
        level: str | None = None,
        language: str | None = None,
        slow: bool = False,
    ) -> Reply:
        """A lobby; its messages and pictures are in `language` (default: the server's); with
        `bots` bot players of `level` seated at once (a level alone: one bot); a Kontra
        `opponent` is challenged to a duel. A `slow` game's turns may take the server's
        `slow_turn_hours` each (see `bot.app.pace`)."""
        await self.shared.names.remember(ctx.user_id, ctx.user_name)
        settings = await self.store.guild_settings(ctx.guild_id)
        if settings.game_channels is not None and ctx.channel_id not in settings.game_channels:
            raise Refusal("error-not-allowed-channel")
        if not ctx.bot_can_post:
            raise Refusal("error-bot-cannot-post")
        ruleset = ruleset or settings.default_ruleset or "classic"
        mode = mode or (CHALLENGE_MODE if opponent else settings.default_mode or "standard")
        chosen = dict(options or {})
        if not chosen and ruleset == settings.default_ruleset:
            chosen = dict(settings.default_options)
        if ruleset not in RULESET_NAMES or mode not in MODE_NAMES:
            raise Refusal("error-choose-ruleset", rulesets=", ".join(RULESET_NAMES))
        rules = find_mode(mode)
        rules.check_ruleset(get_ruleset(ruleset))  # the engine refuses, e.g. Kontra in yamm
        unplayed = rules.unplayed_options(get_ruleset(ruleset, chosen))
        if unplayed and options:  # asked for: say it would change nothing
            raise Refusal(
                "error-option-not-played",
                option=Term(f"cmd-new-{unplayed[0]}"),
                mode=Term(f"mode-name-{mode}"),
            )
        # the server's defaults: left out where this mode does not play them
        chosen = {name: value for name, value in chosen.items() if name not in unplayed}
        if language is not None and language not in i18n.LOCALES:
            raise Refusal("refusal-bad_language", languages=", ".join(i18n.LOCALES))
        if opponent is not None and (
            not find_mode(mode).challenges or opponent[0] == ctx.user_id
        ):
            raise Refusal("error-challenge-one")
        if opponent is not None and ctx.in_dm:  # nobody else sees a direct message's challenge
            raise Refusal("error-challenge-in-dm", who=safe_name(opponent[1]))
        if level is not None and level not in LEVELS:
            raise Refusal("error-bot-level")
        bots = bots or (1 if level else 0)
        if bots and opponent is not None:
            raise Refusal("error-challenge-one")
        if not 0 <= bots < rules.max_players:
            raise Refusal("error-bot-count", most=rules.max_players - 1)
        teams = {"1": [ctx.user_id]} if rules.has_teams else None
        opened = await self._open(
            ctx,
            ctx.channel_id,
            lambda: self.store.create_game(
                guild_id=ctx.guild_id,
                channel_id=ctx.channel_id,
                host_id=ctx.user_id,
                ruleset=ruleset,
                mode=mode,
                options=chosen,
                teams=teams,
                names={ctx.user_id: ctx.user_name},
                language=language or settings.language or i18n.DEFAULT_LOCALE,
                turn_seconds=turn_seconds(settings) if slow else None,
            ),
        )
        if isinstance(opened, Reply):
            return opened
        info = opened
        if opponent is not None:
            await self.shared.names.remember(opponent[0], opponent[1])
            state = LobbyState(challenge=opponent[0])
            await self.store.update_ui_state(info.game_id, {"challenge": state.challenge})
            info = await self.store.game_info(info.game_id)
        for _ in range(bots):
            info = await self._seat_bot(info, level or "normal")
        return Reply(posts=[await self.screen(info)])

    # -- bot players ---------------------------------------------------------------------------
    async def _seat_bot(self, info: GameInfo, level: str) -> GameInfo:
        """One more bot player of `level`: the next seat, or the first team with room."""
        mode = find_mode(info.mode)
        if len(info.members) >= mode.max_players:
            raise Refusal("error-lobby-full")
        team = self._open_team(info) if mode.has_teams else None
        bot = next_bot(level, (m.user_id for m in info.members))
        return await self.store.join_game(info.game_id, bot, team=team, name=bot_name(bot))

    @staticmethod
    def _open_team(info: GameInfo) -> str:
        """The team of one who names none: the first that waits for a partner, else the
        first with nobody in it (teams chosen with a gap leave a lower one empty)."""
        sizes = Counter(m.team for m in info.members if m.team)
        waiting = sorted((t for t, n in sizes.items() if n < 2), key=int)  # teams are numbers
        if waiting:
            return waiting[0]
        return next(str(n) for n in itertools.count(1) if str(n) not in sizes)

    async def _bot_lobby(self, ctx: Ctx, game_id: int | None) -> GameInfo:
        """A lobby whose bot seats this member may change: the host's or a moderator's, not
        a challenge to a member."""
        info = await self.turns.open_info(ctx, game_id)
        if info.status != "lobby":
            raise Refusal("error-not-lobby")
        require_host_or_moderator(ctx, info, safe_name(await self.shared.names.one(info.host_id)))
        if LobbyState.from_json(info.ui_state).challenge:
            raise Refusal("error-challenge-only")
        return info

    async def add_bot(self, ctx: Ctx, level: str, *, game_id: int | None = None) -> Reply:
        if level not in LEVELS:
            raise Refusal("error-bot-level")
        info = await self._bot_lobby(ctx, game_id)
        if len(info.members) >= find_mode(info.mode).max_players:
            raise Refusal("error-lobby-full")
        info = await self._seat_bot(info, level)
        return await self._lobby_changed(ctx, info, say(ctx.lang, "done-bot-added"))

    async def remove_bot(self, ctx: Ctx, *, game_id: int | None = None) -> Reply:
        """The bot player who joined last leaves the lobby."""
        info = await self._bot_lobby(ctx, game_id)
        bots = [m.user_id for m in info.members if is_bot(m.user_id)]
        if not bots:
            raise Refusal("error-no-bot")
        info = await self.store.leave_game(info.game_id, bots[-1])
        return await self._lobby_changed(ctx, info, say(ctx.lang, "done-bot-removed"))

    async def _open(
        self, ctx: Ctx, channel_id: str, create: Callable[[], Awaitable[GameInfo]]
    ) -> GameInfo | Reply:
        """The game `create` makes in the channel; where one is in the way there, why
        not (a `Refusal`), or the member's own lobby that nobody saw (its answer never reached
        Discord: the member asks again, and sees it now, rather than being told it is in the
        way). A game just started to be played in a thread of its own is waited for."""
        try:
            return await create()
        except ChannelBusy as busy:
            in_the_way = await self.store.game_info(busy.game_id)
        if await self._left(channel_id, in_the_way):
            try:
                return await create()
            except ChannelBusy as busy:
                in_the_way = await self.store.game_info(busy.game_id)
        if not self._unseen_lobby_of(ctx, in_the_way):
            raise await self.busy(in_the_way, ctx.user_id)
        return Reply(posts=[await self.screen(in_the_way)])

    async def _left(self, channel_id: str, info: GameInfo) -> bool:
        """Whether `info`'s game, in the way in the channel, was just started to be played in
        a thread of its own and is out of the way now: waited for (at most MOVE_WAIT s) while
        Discord opens the thread, rather than refuse a new game for one on its way out."""
        if not self._on_its_way(info, channel_id):
            return False
        with self.shared.move_watch(info.game_id) as moved:
            now = await self.store.game_info(info.game_id)  # it may have moved meanwhile
            if self._on_its_way(now, channel_id):
                if self.shared.display is not None:
                    self.shared.display.wake(info.game_id)  # the thread, if nothing opens it
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(moved.wait(), MOVE_WAIT)
                now = await self.store.game_info(info.game_id)
        return now.channel_id != channel_id or now.status not in ("lobby", "active")

    @staticmethod
    def _on_its_way(info: GameInfo, channel_id: str) -> bool:
        """Whether the game is still in the channel, started to be played in a thread of its
        own that is not open yet."""
        state = TableState.from_json(info.ui_state)
        return (
            info.status == "active"
            and info.channel_id == channel_id
            and state.threaded
            and state.parent is None
        )

    @staticmethod
    def _unseen_lobby_of(ctx: Ctx, info: GameInfo) -> bool:
        """Whether the game is a lobby this member opened whose message was never posted."""
        return (info.status == "lobby" and info.host_id == ctx.user_id
                and LobbyState.from_json(info.ui_state).message is None)

    async def busy(self, info: GameInfo, user_id: str | None = None) -> Refusal:
        """Why a new game cannot start here: `info`'s game is in the way (told `user_id`, who
        may be the member a Kontra duel there waits on)."""
        host = safe_name(await self.shared.names.one(info.host_id))
        state = LobbyState.from_json(info.ui_state)
        from .context import jump_link

        link = jump_link(info.guild_id, info.channel_id, state.message) or ""
        if info.status == "lobby":
            if state.challenge and state.challenge == user_id:  # theirs to accept
                return Refusal(
                    "error-busy-challenged", host=host, link=link, closes=closes_when(info)
                )
            if state.challenge:  # a Kontra duel offered to one member
                opponent = safe_name(await self.shared.names.one(state.challenge))
                return Refusal(
                    "error-busy-challenge",
                    host=host,
                    opponent=opponent,
                    link=link,
                    closes=closes_when(info),
                )
            return Refusal("error-busy-lobby", host=host, link=link, closes=closes_when(info))
        return Refusal(
            "error-busy-game",
            ruleset=Term(f"ruleset-{info.ruleset}"),
            mode=Term(f"mode-name-{info.mode}"),
            host=host,
            link=link,
        )

    async def join(self, ctx: Ctx, *, team: str | None = None, game_id: int | None = None) -> Reply:
        info = await self.turns.open_info(ctx, game_id)
        if info.status != "lobby":
            raise Refusal("error-not-lobby")
        await self.shared.names.remember(ctx.user_id, ctx.user_name)
        joined = {m.user_id for m in info.members}
        state = LobbyState.from_json(info.ui_state)
        mode = find_mode(info.mode)
        if state.challenge and ctx.user_id != state.challenge:
            raise Refusal("error-challenge-only")
        if ctx.user_id in joined and (team is None or not mode.has_teams):
            raise Refusal("error-already-joined")
        if ctx.user_id not in joined and len(joined) >= mode.max_players:
            raise Refusal("error-lobby-full")
        if mode.has_teams and team is None:
            team = self._open_team(info)
        if team is not None and (
            not team.isascii() or not team.isdigit() or not 1 <= int(team) <= screens.MAX_TEAMS
        ):
            raise Refusal("error-bad-team", count=screens.MAX_TEAMS)
        info = await self.store.join_game(info.game_id, ctx.user_id, team=team, name=ctx.user_name)
        return await self._lobby_changed(ctx, info, say(ctx.lang, "done-joined"))

    async def _lobby_changed(self, ctx: Ctx, info: GameInfo, done: str) -> Reply:
        """The lobby message shows the change: in the click's answer, else by the display."""
        message = LobbyState.from_json(info.ui_state).message
        if ctx.message_id is not None and ctx.message_id == message:
            return Reply(update=await self.screen(info))
        return Reply(notice=done, game_id=info.game_id)

    async def _close(
        self, ctx: Ctx, info: GameInfo, reason: str, said: Callable[[str], str]
    ) -> Reply:
        """A lobby closed (host left, challenge declined): its message says so (`said` in
        the game's language), in the same write as the close (a kill between would leave its
        buttons on a closed lobby); told privately, in the member's own language."""
        text = said(await self.turns.game_lang(info))
        message = LobbyState.from_json(info.ui_state).message

        def retired(row: GameInfo) -> dict[str, Any]:
            nonlocal message
            state = LobbyState.from_json(row.ui_state)
            message = state.message
            return json_patch(state, state.retired(text))

        info = await self.store.abandon_game(info.game_id, reason, then=retired)
        if ctx.message_id is not None and ctx.message_id == message:
            return Reply(update=Screen(text, game_id=info.game_id), game_id=info.game_id)
        return Reply(notice=said(ctx.lang), game_id=info.game_id)

    async def leave(self, ctx: Ctx, *, game_id: int | None = None) -> Reply:
        info = await self.turns.open_info(ctx, game_id)
        if info.status != "lobby":
            raise Refusal("error-leave-started")
        if ctx.user_id not in {m.user_id for m in info.members}:
            raise Refusal("error-not-in-lobby")
        if ctx.user_id == info.host_id:
            return await self._close(
                ctx, info, "host left the lobby", lambda lang: say(lang, "lobby-cancelled")
            )
        info = await self.store.leave_game(info.game_id, ctx.user_id)
        return await self._lobby_changed(ctx, info, say(ctx.lang, "done-left"))

    async def decline(self, ctx: Ctx, game_id: int) -> Reply:
        info = await self.turns.open_info(ctx, game_id)
        challenged = LobbyState.from_json(info.ui_state).challenge
        if info.status != "lobby" or not challenged:
            raise Refusal("error-not-lobby")
        if ctx.user_id not in (challenged, info.host_id):
            name = safe_name(await self.shared.names.one(challenged))
            raise Refusal("kontra-only-opponent", opponent=name)
        opponent = safe_name(ctx.user_name)
        return await self._close(
            ctx,
            info,
            "challenge declined",
            lambda lang: say(lang, "kontra-declined", opponent=opponent),
        )

    async def start(self, ctx: Ctx, *, game_id: int | None = None, accept: bool = False) -> Reply:
        info = await self.turns.open_info(ctx, game_id)
        if info.status != "lobby":
            raise Refusal("error-not-lobby")
        challenged = LobbyState.from_json(info.ui_state).challenge
        if accept or challenged:
            if ctx.user_id != challenged:
                name = safe_name(await self.shared.names.one(challenged)) if challenged else "?"
                raise Refusal("kontra-only-opponent", opponent=name)
            await self.shared.names.remember(ctx.user_id, ctx.user_name)
            info = await self.store.join_game(info.game_id, ctx.user_id, name=ctx.user_name)
        else:
            host = safe_name(await self.shared.names.one(info.host_id))
            require_host_or_moderator(ctx, info, host)
        seed = secrets.token_bytes(32)
        draws: list[dict[str, int]] = []
        seating = None
        if not find_mode(info.mode).has_teams:
            seating, draws = draw_starting_order(
                info.ruleset, [m.user_id for m in info.members], SeededDice(seed, 0, "draw")
            )
        settings = await self.store.guild_settings(info.guild_id)
        threaded = ctx.can_thread and settings.game_threads is not False
        names = await self.shared.names.of_game(info)
        lang = await self.turns.game_lang(info)
        text = mine = ""  # the start as posted (the game's language), and as told the member
        lobby = LobbyState.from_json(info.ui_state)

        def begun(game: Game, row: GameInfo) -> dict[str, Any]:
            """The lobby message becomes the start (in the channel, with a link to the game's
            thread); the display opens the thread and posts the first turn's message. Stored
            with the start: a kill between would leave an active game under a lobby."""
            nonlocal text, mine, lobby

            def said(lang: str) -> str:
                shown = names | team_names(lang, game.teams or {})  # teams fixed at the start
                said = lobby_screens.start_text(game, shown, draws, row.commitment or "", lang)
                if row.turn_seconds is not None:
                    said += "\n" + lobby_screens.pace_line(row, lang)
                return said

            text = said(lang)
            mine = text if ctx.lang == lang else said(ctx.lang)
            lobby = LobbyState.from_json(row.ui_state)
            table = TableState.from_json(row.ui_state)
            new = table.retiring(lobby.message, text, channel=info.channel_id).changed(
                message=None, turn=0, lobby=lobby.message, threaded=threaded
            )
            # the bot players' choices follow from this seed (and the position)
            return {**json_patch(table, new), "challenge": None, "ai_seed": secrets.token_hex(8)}

        async with self.shared.lock(info.game_id):
            stored = await self.store.start_game(
                info.game_id, seating=seating, seed=seed, then=begun
            )
            assert stored.game is not None
        if any(is_bot(p) for p in stored.game.players):
            self.shared.wake_bots(info.game_id)
        if ctx.message_id is not None and ctx.message_id == lobby.message:
            return Reply(update=Screen(text, game_id=info.game_id), game_id=info.game_id)
        return Reply(notice=mine, game_id=info.game_id)

    async def rematch(self, ctx: Ctx, game_id: int) -> Reply:
        """The same players, ruleset, options and mode again: a lobby with everyone in it,
        in the channel the game came from (a Kontra duel: a challenge to the same rival)."""
        try:
            info = await self.store.game_info(game_id)
        except GameNotFound:
            raise Refusal("error-no-game") from None
        if info.status not in ("finished", "abandoned") or info.guild_id != ctx.guild_id:
            raise Refusal("error-no-rematch")
        members = {m.user_id: m.team for m in info.members}
        if ctx.user_id not in members:
            raise Refusal("error-not-player")
        state = TableState.from_json(info.ui_state)
        channel = state.parent or info.channel_id
        await self.shared.names.remember(ctx.user_id, ctx.user_name)
        mode = find_mode(info.mode)
        others = [u for u in members if u != ctx.user_id]
        # a Kontra duel stored with matches (before they were refused there): not asked for again
        unplayed = mode.unplayed_options(get_ruleset(info.ruleset, info.options))
        options = {name: value for name, value in info.options.items() if name not in unplayed}
        opened = await self._open(
            ctx,
            channel,
            lambda: self.store.create_game(
                guild_id=info.guild_id,
                channel_id=channel,
                host_id=ctx.user_id,
                ruleset=info.ruleset,
                mode=info.mode,
                options=options,
                language=info.language,
                turn_seconds=info.turn_seconds,
                players=None if mode.has_teams else ([ctx.user_id] if mode.lowest_wins else None),
                teams=(
                    {t: [u for u, team in members.items() if team == t] for t in info.teams or {}}
                    if mode.has_teams
                    else None
                ),
            ),
        )
        if isinstance(opened, Reply):
            return opened
        new = opened
        if mode.lowest_wins and not is_bot(others[0]):
            await self.store.update_ui_state(new.game_id, {"challenge": others[0]})
            rival = safe_name(await self.shared.names.one(others[0]))
            said = say(ctx.lang, "done-rematch-challenge", channel=f"<#{channel}>", opponent=rival)
            return Reply(notice=said, game_id=new.game_id)
        if not mode.has_teams:
            for user in others:
                await self.store.join_game(new.game_id, user)
        return Reply(
            notice=say(ctx.lang, "done-rematch", channel=f"<#{channel}>"), game_id=new.game_id
        )

    async def end(self, ctx: Ctx) -> Reply:
        info = await self.turns.open_info(ctx)
        host = safe_name(await self.shared.names.one(info.host_id))
        require_host_or_moderator(ctx, info, host)
        await require_outside_tournament(self.store, info)

        lang = await self.turns.game_lang(info)
        closed = say(lang, "lobby-cancelled")

        def retired(row: GameInfo) -> dict[str, Any]:
            # a lobby's message says it closed (as when its host leaves); a game's loses its
            # buttons, the post below saying why
            return retired_in(row, closed if row.status == "lobby" else "")

        async with self.shared.lock(info.game_id):  # the end and its message retired: one write
            reason = f"ended by {ctx.user_id}"
            info = await self.store.abandon_game(info.game_id, reason, then=retired)
        self.shared.game_over(info.game_id)
        if info.status == "cancelled":  # a lobby: nothing was played, nothing to keep
            return Reply(notice=say(ctx.lang, "lobby-cancelled"), game_id=info.game_id)
        lines = [say(lang, "game-ended-by", who=safe_name(ctx.user_name))]
        attachments: list[Attachment] = []
        if info.status == "abandoned":
            seed = await self.store.reveal_seed(info.game_id)
            record = await self.store.export_record(info.game_id)
            filename = f"yamb-game-{info.game_id}.json"
            lines.append(say(lang, "game-reveal", seed=seed.hex(), file=filename))
            data = json.dumps(record, ensure_ascii=False, indent=1).encode()
            attachments.append(
                Attachment(filename, data, description=alt.record_alt(info.game_id, lang))
            )
        # an abandoned game has its page too (a cancelled one never started)
        replay: tuple[LinkButton, ...] = ()
        if info.status == "abandoned":
            replay = await self.shared.web.replay(info.guild_id, info.game_id, lang)
        screen = Screen(
            "\n".join(lines),
            attachments=attachments,
            rows=[replay] if replay else [],
            game_id=info.game_id,
        )
        return Reply(posts=[screen], game_id=info.game_id)

    async def final(self, info: GameInfo) -> Screen:
        """The message that ends a finished game: winners, totals, pictures, record, seed."""
        stored = await self.store.load_game(info.game_id)
        assert stored.game is not None
        names = await self.shared.names.of_game(info)
        seed = await self.store.reveal_seed(info.game_id)
        lang = await self.turns.game_lang(info)
        replay = await self.shared.web.replay(info.guild_id, info.game_id, lang)
        return endings.final_screen(info, stored.game, names, seed, lang, replay)

    async def end_line(self, info: GameInfo, link: str | None) -> Screen:
        """The line in the channel a game came from, once it ended in its thread."""
        stored = await self.store.load_game(info.game_id)
        assert stored.game is not None
        names = await self.shared.names.of_game(info)
        lang = await self.turns.game_lang(info)
        return Screen(endings.end_line(stored.game, names, link, lang), game_id=info.game_id)
