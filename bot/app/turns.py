"""Acting: load a game, apply a player's action through the engine, store it, and describe what
everyone sees next. Every rule question goes to the engine; refusals are raised, never
answered here (see `bot.app.App.explain`).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from engine import (
    Action,
    Announce,
    Correct,
    Cross,
    Game,
    Stop,
    Throw,
    ThrowOption,
    Write,
)

from ..store import GameInfo, StoredGame
from ..texts import say
from ..ui import Reply, Screen
from . import screens
from .context import Ctx, Refusal, Shared, jump_link, require_player
from .parse import MAX_TEXT, parse_positions
from .state import TableState, json_patch

Make = Callable[[StoredGame], Action | tuple[str, list[int] | None]]


class Turns:
    def __init__(self, shared: Shared, *, finish: Callable[..., Awaitable[Reply]]) -> None:
        self.shared = shared
        self.store = shared.store
        self._finish = finish  # the end of a game (see `Lobby.game_over`)

    # -- loading -------------------------------------------------------------------------------
    async def open_info(self, ctx: Ctx, game_id: int | None = None) -> GameInfo:
        """The open game of this channel (or the given one, if it is played here)."""
        if game_id is not None:
            from ..store import GameNotFound

            try:
                info = await self.store.game_info(game_id)
            except GameNotFound:
                raise Refusal("error-no-game") from None
            if info.channel_id != ctx.channel_id:
                raise Refusal("error-no-game")
            return info
        found = await self.store.game_in_channel(ctx.channel_id)
        if found is None:
            raise Refusal("error-no-game")
        return found

    async def load_active(self, ctx: Ctx, game_id: int | None = None) -> tuple[StoredGame, Game]:
        info = await self.open_info(ctx, game_id)
        if info.status == "lobby":
            raise Refusal("error-not-started")
        stored = await self.store.load_game(info.game_id)
        if stored.game is None or stored.info.status != "active":
            raise Refusal("error-no-game")
        require_player(ctx, stored.game.players)
        return stored, stored.game

    async def table(self, stored: StoredGame, lang: str = "en") -> screens.Table:
        assert stored.game is not None
        names = await self.shared.names.of_game(stored.info)
        state = TableState.from_json(stored.info.ui_state)
        return screens.Table(stored.info, stored.game, state, names, lang)

    async def turn_screen(self, stored: StoredGame, *, note: str | None = None) -> Screen:
        return screens.turn_screen(await self.table(stored), note=note)

    async def save_state(self, game_id: int, old: TableState, new: TableState) -> GameInfo:
        patch = json_patch(old, new)
        if patch:
            await self.store.update_ui_state(game_id, patch)
        return await self.store.game_info(game_id)

    def outdated(self, ctx: Ctx, info: GameInfo) -> Refusal:
        state = TableState.from_json(info.ui_state)
        link = jump_link(info.guild_id, info.channel_id, state.message)
        return Refusal("error-outdated", link=link or say(ctx.lang, "error-no-link"))

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
        stored, _ = await self.load_active(ctx, game_id)
        gid = stored.info.game_id
        async with self.shared.lock(gid):
            stored = await self.store.load_game(gid)
            if seq is not None and seq != stored.info.seq:
                raise self.outdated(ctx, stored.info)
            before = stored.game
            assert before is not None
            round_before, thrower_before = before.round_no, before.thrower
            made = make(stored)
            if isinstance(made, tuple):
                stored = await self.store.append_throw(
                    gid, ctx.user_id, made[1], seq=stored.info.seq
                )
            else:
                stored = await self.store.append_action(gid, made, seq=stored.info.seq)
            return await self.after_action(
                ctx.user_id, stored, round_before, thrower_before, via_command=via_command
            )

    async def after_action(
        self,
        actor: str | None,
        stored: StoredGame,
        round_before: int,
        thrower_before: str,
        *,
        via_command: bool,
        note: str | None = None,
    ) -> Reply:
        """What everyone sees after an action; the caller holds the game's lock."""
        game = stored.game
        assert game is not None
        gid = stored.info.game_id
        last = game.history[-1]
        old = TableState.from_json(stored.info.ui_state)
        new = old.changed(group={}, reminded=None)
        if actor is not None:
            new = new.changed(away=tuple(p for p in old.away if p != actor))
        new_turn = game.round_no != round_before  # a write ended the round
        if game.thrower != thrower_before or (isinstance(last, Throw) and game.throws == 1):
            new = new.changed(kept=())
        info = await self.save_state(gid, old, new)
        stored = StoredGame(info, game)
        old_message = new.message
        if info.status == "finished" or game.is_over:
            return await self._finish(stored, old_message, via_command=via_command, note=note)
        if not new_turn:
            screen = await self.turn_screen(stored, note=note)
            if via_command:
                return Reply(posts=[screen], retire=old_message)
            return Reply(update=screen)
        names = await self.shared.names.of_game(info)
        line = screens.summary(game, names, "en")
        screen = await self.turn_screen(stored, note=(note + "\n" if note else "") + line)
        if via_command:
            return Reply(posts=[screen], retire=old_message)
        done = Screen(line or say("en", "turn-to-write"), game_id=gid)
        return Reply(update=done, posts=[screen])

    # -- actions by name (slash commands and components) ---------------------------------------
    async def throw(
        self,
        ctx: Ctx,
        keep_text: str | None = None,
        *,
        seq: int | None = None,
        game_id: int | None = None,
        via_command: bool = True,
    ) -> Reply:
        def make(stored: StoredGame) -> tuple[str, list[int] | None]:
            game = stored.game
            assert game is not None
            options = [a for a in game.legal_actions() if isinstance(a, ThrowOption)]
            mine = [a for a in options if a.player == ctx.user_id]
            if not mine:
                return ("throw", None)  # the engine explains whose turn it is
            if mine[0].first and not any(not a.first for a in mine):
                if keep_text:
                    raise Refusal("error-first-throw-keeps")
                return ("throw", None)
            if keep_text is not None:
                return ("throw", parse_positions(keep_text, game.ruleset.dice_count))
            return ("throw", list(TableState.from_json(stored.info.ui_state).kept))

        return await self.act(ctx, make, seq=seq, game_id=game_id, via_command=via_command)

    async def hold(
        self,
        ctx: Ctx,
        positions_text: str | None = None,
        *,
        position: int | None = None,
        seq: int | None = None,
        game_id: int | None = None,
        via_command: bool = True,
    ) -> Reply:
        """Toggle dice to keep for the next throw (no action: the choice is kept in the table
        state until the throw)."""
        stored, _ = await self.load_active(ctx, game_id)
        gid = stored.info.game_id
        async with self.shared.lock(gid):
            stored = await self.store.load_game(gid)
            game = stored.game
            assert game is not None
            if seq is not None and seq != stored.info.seq:
                raise self.outdated(ctx, stored.info)
            keepers = [
                a.player for a in game.legal_actions() if isinstance(a, ThrowOption) and not a.first
            ]
            if game.dice is None:
                raise Refusal("error-keep-before-throw")
            if ctx.user_id not in keepers:
                if not keepers:
                    raise Refusal("error-no-more-throws")
                raise Refusal("error-only-keeper", who=await self._name(keepers[0]))
            count = game.ruleset.dice_count
            if position is not None:
                toggles = [position]
            else:
                toggles = parse_positions(positions_text or "", count)
            if any(not 0 <= p < count for p in toggles):
                raise Refusal("error-bad-positions", count=count)
            old = TableState.from_json(stored.info.ui_state)
            new = old.changed(kept=tuple(sorted(set(old.kept) ^ set(toggles))))
            info = await self.save_state(gid, old, new)
            screen = await self.turn_screen(StoredGame(info, game))
            if via_command:
                return Reply(posts=[screen], retire=new.message)
            return Reply(update=screen)

    async def announce(self, ctx: Ctx, cell: str, **where: Any) -> Reply:
        if len(cell) > MAX_TEXT:
            raise Refusal("error-text-too-long")
        return await self.act(ctx, lambda _: Announce(ctx.user_id, cell.strip()), **where)

    async def stop(self, ctx: Ctx, **where: Any) -> Reply:
        return await self.act(ctx, lambda _: Stop(ctx.user_id), **where)

    async def write(
        self,
        ctx: Ctx,
        cell: str,
        *,
        cross: bool = False,
        result: str | None = None,
        sheet: str | None = None,
        **where: Any,
    ) -> Reply:
        if len(cell) > MAX_TEXT:
            raise Refusal("error-text-too-long")
        cell = cell.strip()
        if " " in cell or "→" in cell:  # an autocomplete label typed by hand
            cell = cell.split()[0]
        kind = Cross if cross else Write

        def make(stored: StoredGame) -> Action:
            game = stored.game
            assert game is not None
            res, sh = result, sheet
            if game.mode.names_result and (res is None or (game.mode.names_sheet and sh is None)):
                # a command names only the cell: take the first offered result and sheet for it
                for choice in game.write_choices(ctx.user_id):
                    if type(choice.action) is kind and choice.action.cell == cell:
                        res, sh = res or choice.action.result, sh or choice.action.sheet
                        break
            return kind(ctx.user_id, cell, res, sh)

        return await self.act(ctx, make, **where)

    async def correct(self, ctx: Ctx, cell: str) -> Reply:
        if len(cell) > MAX_TEXT:
            raise Refusal("error-text-too-long")
        words = cell.strip().split()
        return await self.act(ctx, lambda _: Correct(ctx.user_id, words[0] if words else cell))

    async def choose_column(self, ctx: Ctx, gid: int, seq: int, verb: str, key: str) -> Reply:
        """Yamm's long write menu: open one column (or go back to the list of columns)."""
        stored, _ = await self.load_active(ctx, gid)
        async with self.shared.lock(gid):
            stored = await self.store.load_game(gid)
            if seq != stored.info.seq:
                raise self.outdated(ctx, stored.info)
            old = TableState.from_json(stored.info.ui_state)
            group = dict(old.group)
            if key:
                group[verb] = key
            else:
                group.pop(verb, None)
            info = await self.save_state(gid, old, old.changed(group=group))
            assert stored.game is not None
            return Reply(update=await self.turn_screen(StoredGame(info, stored.game)))

    async def message_posted(self, game_id: int, message_id: int) -> None:
        """The bot posted a game's current message: remember it for links and retiring."""
        await self.store.update_ui_state(game_id, {"message": message_id})

    async def _name(self, user_id: str) -> str:
        return screens.shown_name(await self.shared.names.of([user_id]), user_id)

    # -- looking -------------------------------------------------------------------------------
    async def sheet(self, ctx: Ctx, member: str | None = None) -> Reply:
        info = await self.open_info(ctx)
        if info.status == "lobby":
            raise Refusal("error-not-started")
        stored = await self.store.load_game(info.game_id)
        game = stored.game
        assert game is not None
        who = member or (ctx.user_id if ctx.user_id in game.players else game.thrower)
        if who not in game.players:
            raise Refusal("error-member-not-playing")
        owner = who if who in game.sheets else game.team_of(who)
        assert owner is not None
        names = await self.shared.names.of_game(stored.info)
        total = game.sheet_total(owner)
        return Reply(
            notice=say(
                ctx.lang, "sheet-points", who=screens.shown_name(names, owner, game), total=total
            ),
            notice_attachments=[screens.sheet_picture(game, owner, names, ctx.lang)],
        )

    async def cell_choices(self, ctx: Ctx, kind: str, typed: str) -> list[tuple[str, str]]:
        """Autocomplete: the legal cells for `kind` with the value each would get."""
        info = await self.store.game_in_channel(ctx.channel_id)
        if info is None or info.status != "active":
            return []
        stored = await self.store.load_game(info.game_id)
        game = stored.game
        if game is None or ctx.user_id not in game.players:
            return []
        typed = (typed or "")[:MAX_TEXT].lower()
        lang = ctx.lang
        found: dict[str, str] = {}
        if kind == "announce":
            values = game.cell_values()
            for action in game.legal_actions():
                if isinstance(action, Announce) and action.player == ctx.user_id:
                    value = values.get(action.cell.split("/")[1], 0)
                    found[action.cell] = say(
                        lang, "ui-announce-option", cell=action.cell, value=value
                    )
        elif kind in ("write", "cross"):
            wanted = Write if kind == "write" else Cross
            for choice in game.write_choices(ctx.user_id):
                cell = choice.action.cell
                if type(choice.action) is wanted and cell not in found:
                    found[cell] = (
                        say(lang, "ui-write-option", cell=cell, value=choice.value)
                        if wanted is Write
                        else say(lang, "ui-cross-option", cell=cell)
                    )
        elif kind == "correct":
            for action in game.legal_actions():
                if isinstance(action, Correct) and action.player == ctx.user_id:
                    found.setdefault(action.cell, say(lang, "ui-correct-option", cell=action.cell))
        matches = [(label, cell) for cell, label in found.items() if typed in label.lower()]
        return matches[: screens.SELECT_LIMIT]
