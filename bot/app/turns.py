"""Acting: load a game, apply a player's action through the engine, store it, and describe what
everyone sees next. Every rule question goes to the engine; refusals are raised, never
answered here (see `bot.app.App.explain`).
"""

from __future__ import annotations

from collections.abc import Callable
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
    def __init__(self, shared: Shared) -> None:
        self.shared = shared
        self.store = shared.store

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

    async def turn_screen(self, stored: StoredGame) -> Screen:
        return screens.turn_screen(await self.table(stored))

    async def save_state(self, game_id: int, old: TableState, new: TableState) -> GameInfo:
        patch = json_patch(old, new)
        if patch:
            await self.store.update_ui_state(game_id, patch)
        return await self.store.game_info(game_id)

    async def outdated(self, ctx: Ctx, stored: StoredGame) -> Reply:
        """A click on a message that shows an earlier moment of the game; the caller holds the
        game's lock. On the game's current message it was either a second click at the same
        moment (the message is up to date: nothing to do) or the message missed an update,
        and then the answer draws it anew, so the way forward is on it again. On an older
        copy, the copy loses its controls and the member gets a link to the current message,
        which the display brings up to date."""
        state = TableState.from_json(stored.info.ui_state)
        gid = stored.info.game_id
        if ctx.message_id is not None and ctx.message_id == state.message:
            current = await self.turn_screen(stored)
            display = self.shared.display
            if display is not None and display.knows(ctx.message_id, current):
                raise Refusal("error-conflict")
            return Reply(update=current, notice=say(ctx.lang, "error-redrawn"), game_id=gid)
        if ctx.message_id is not None:
            await self.save_state(gid, state, state.retiring(ctx.message_id))
        info = stored.info
        link = jump_link(info.guild_id, info.channel_id, state.message)
        return Reply(
            notice=say(ctx.lang, "error-outdated", link=link or say(ctx.lang, "error-no-link")),
            game_id=gid,
        )

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
                return await self.outdated(ctx, stored)
            before = stored.game
            assert before is not None
            round_before = before.round_no
            made = make(stored)
            if isinstance(made, tuple):
                stored = await self.store.append_throw(
                    gid, ctx.user_id, made[1], seq=stored.info.seq
                )
            else:
                stored = await self.store.append_action(gid, made, seq=stored.info.seq)
            return await self.after_action(ctx, stored, round_before, via_command=via_command)

    async def after_action(
        self,
        ctx: Ctx | None,
        stored: StoredGame,
        round_before: int,
        *,
        via_command: bool,
        note: str | None = None,
    ) -> Reply:
        """The table after an action; the caller holds the game's lock. A click's own message
        is redrawn in the answer; everything else is the display's (`Reply.game_id`)."""
        game = stored.game
        assert game is not None
        gid = stored.info.game_id
        last = game.history[-1]
        old = TableState.from_json(stored.info.ui_state)
        new = old.changed(group={}, reminded=None)
        if ctx is not None:
            new = new.changed(away=tuple(p for p in old.away if p != ctx.user_id))
        if game.round_no != round_before or (isinstance(last, Throw) and game.throws == 1):
            new = new.changed(kept=())
        if note:
            new = new.posting("note", note)
        names = await self.shared.names.of_game(stored.info)
        line = ""
        if game.is_over or game.round_no != round_before:  # a write ended the round
            line = screens.summary(game, names, "en")
            new = new.retiring(old.message, line).changed(
                message=None, turn=None if game.is_over else game.round_no
            )
            if game.is_over:
                new = new.posting("final")
        info = await self.save_state(gid, old, new)
        stored = StoredGame(info, game)
        clicked = ctx is not None and ctx.message_id is not None and ctx.message_id == old.message
        if not clicked or via_command:
            notice = self._done(ctx, game, line) if ctx is not None else None
            return Reply(notice=notice, game_id=gid)
        if line:  # the clicked message was the round's: it shows what was written
            return Reply(update=Screen(line, game_id=gid), game_id=gid)
        return Reply(update=await self.turn_screen(stored), game_id=gid if note else None)

    def _done(self, ctx: Ctx, game: Game, line: str) -> str:
        """A private confirmation of an action made by command (the game message shows it)."""
        if line:
            return line
        if game.dice is not None and game.throws:
            dice = " ".join(screens.DIE_FACES[d - 1] for d in game.dice)
            return say(ctx.lang, "done-throw", dice=dice, n=game.throws)
        return say(ctx.lang, "done-action")

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
        keep: bool | None = None,
        seq: int | None = None,
        game_id: int | None = None,
        via_command: bool = True,
    ) -> Reply:
        """Keep or release dice for the next throw (no action: the choice is kept in the table
        state until the throw). A button sets its die (`keep`); typed positions toggle."""
        stored, _ = await self.load_active(ctx, game_id)
        gid = stored.info.game_id
        async with self.shared.lock(gid):
            stored = await self.store.load_game(gid)
            game = stored.game
            assert game is not None
            if seq is not None and seq != stored.info.seq:
                return await self.outdated(ctx, stored)
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
            if keep is not None:  # a button says what to do with its die: clicking twice is once
                kept = set(old.kept) | set(toggles) if keep else set(old.kept) - set(toggles)
            else:
                kept = set(old.kept) ^ set(toggles)
            new = old.changed(kept=tuple(sorted(kept)))
            info = await self.save_state(gid, old, new)
            if via_command or ctx.message_id != new.message:
                shown = " ".join(str(p + 1) for p in new.kept) or "—"
                return Reply(notice=say(ctx.lang, "done-kept", dice=shown), game_id=gid)
            return Reply(update=await self.turn_screen(StoredGame(info, game)))

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
                return await self.outdated(ctx, stored)
            old = TableState.from_json(stored.info.ui_state)
            group = dict(old.group)
            if key:
                group[verb] = key
            else:
                group.pop(verb, None)
            info = await self.save_state(gid, old, old.changed(group=group))
            assert stored.game is not None
            screen = await self.turn_screen(StoredGame(info, stored.game))
            if ctx.message_id != old.message:
                return Reply(game_id=gid, notice=say(ctx.lang, "done-action"))
            return Reply(update=screen)

    async def message_posted(self, game_id: int, message_id: int) -> None:
        """A command's answer posted a lobby's message: remember it for links and updates."""
        await self.store.update_ui_state(game_id, {"message": message_id, "turn": -1})

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
