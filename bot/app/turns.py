"""Turns: every move a player makes (throw, keep, announce, enough, write, cross, correct,
and the menus' choices) and what players look up about a game (a sheet, the cells a command
may name), on top of `acting.Acting`.
"""


from __future__ import annotations

from typing import Any

from engine import (
    Action,
    Announce,
    Correct,
    Cross,
    Stop,
    Throw,
    ThrowOption,
    Write,
)

from ..store import StoredGame
from ..texts import say
from ..ui import Reply
from . import endings, screens
from .acting import (
    LISTED_GAMES,
    Acting,
    Make,
    NotShownYet,
    PrivateGames,
    copy_clicked,
    game_link,
    plays_in,
)
from .context import Ctx, Refusal
from .parse import MAX_TEXT, parse_cell, parse_dice
from .state import TableState
from .words import cell_name, fold

__all__ = [
    "LISTED_GAMES",
    "Acting",
    "Make",
    "NotShownYet",
    "PrivateGames",
    "Turns",
    "copy_clicked",
    "game_link",
    "plays_in",
]


class Turns(Acting):
    async def throw(
        self,
        ctx: Ctx,
        keep_text: str | None = None,
        *,
        seq: int | None = None,
        game_id: int | None = None,
        via_command: bool = True,
    ) -> Reply:
        """Throw: the dice kept on the game message, or those named in `keep_text`."""

        def make(stored: StoredGame) -> tuple[str, list[int] | None]:
            game = stored.game
            assert game is not None
            options = [a for a in game.legal_actions() if isinstance(a, ThrowOption)]
            mine = [a for a in options if a.player == ctx.user_id]
            if not mine:
                return ("throw", None)  # the engine explains whose turn it is
            if mine[0].first and not any(not a.first for a in mine):
                if keep_text is not None:
                    raise Refusal("error-first-throw-keeps")
                return ("throw", None)
            if keep_text is not None:
                assert game.dice is not None
                return ("throw", parse_dice(keep_text, game.dice))
            return ("throw", list(TableState.from_json(stored.info.ui_state).kept))

        return await self.act(ctx, make, seq=seq, game_id=game_id, via_command=via_command)

    async def hold(
        self,
        ctx: Ctx,
        dice_text: str | None = None,
        *,
        position: int | None = None,
        keep: bool | None = None,
        seq: int | None = None,
        game_id: int | None = None,
        via_command: bool = True,
    ) -> Reply:
        """Choose the dice kept for the next throw (no action: the choice waits in the table
        state for the throw). A die's button keeps or releases that die; a command names
        exactly the dice to keep ("1 3", "6 6 3", "none")."""
        async with self.locked(ctx, game_id) as stored:
            gid = stored.info.game_id
            game = stored.game
            assert game is not None
            if seq is not None and seq != stored.info.seq:
                return await self.outdated(ctx, stored, seq)
            keepers = [
                a.player for a in game.legal_actions() if isinstance(a, ThrowOption) and not a.first
            ]
            if game.dice is None:
                raise Refusal("error-keep-before-throw")
            if ctx.user_id not in keepers:
                if keepers:
                    raise Refusal("error-only-keeper", who=await self._name(keepers[0]))
                # nobody throws these dice again: the engine says why, and what this member
                # does instead (write, pass to the partner, start their own turn)
                game.snapshot().apply(Throw(ctx.user_id, game.dice, tuple(range(len(game.dice)))))
                raise Refusal("error-no-more-throws")
            old = TableState.from_json(stored.info.ui_state)
            if position is None:
                kept = set(parse_dice(dice_text, game.dice))
            elif not 0 <= position < len(game.dice):
                raise Refusal("error-not-offered")
            elif keep is None:
                kept = set(old.kept) ^ {position}
            else:  # a button says what to do with its die: clicking it twice is once
                kept = set(old.kept) | {position} if keep else set(old.kept) - {position}
            new = copy_clicked(ctx, old.changed(kept=tuple(sorted(kept))))
            if ctx.user_id in old.away:
                # back at the table: the bot no longer plays their turn (nor stops in it for
                # a rival's moment); they have a whole timeout again, as after any move
                away = tuple(p for p in old.away if p != ctx.user_id)
                new = new.changed(away=away, moment=None)
            info = await self.save_state(stored.info, old, new)
            if info.daily is not None and self.private is not None:
                return await self.private.after_action(ctx, StoredGame(info, game), "")
            if via_command or ctx.message_id != new.message:
                shown = " ".join(str(p + 1) for p in new.kept) or "—"
                return Reply(notice=say(ctx.lang, "done-kept", dice=shown), game_id=gid)
            return Reply(update=await self.turn_screen(StoredGame(info, game)))

    async def announce(self, ctx: Ctx, cell_text: str, **where: Any) -> Reply:
        def make(stored: StoredGame) -> Action:
            assert stored.game is not None
            return Announce(ctx.user_id, parse_cell(cell_text, stored.game.ruleset))

        return await self.act(ctx, make, **where)

    async def stop(self, ctx: Ctx, **where: Any) -> Reply:
        return await self.act(ctx, lambda _: Stop(ctx.user_id), **where)

    async def write(self, ctx: Ctx, cell_text: str, *, cross: bool = False, **where: Any) -> Reply:
        """A write (or cross) by command: the cell named; in pairs and team the first result
        and sheet the engine offers this member for that cell."""
        kind = Cross if cross else Write

        def make(stored: StoredGame) -> Action:
            game = stored.game
            assert game is not None
            cell = parse_cell(cell_text, game.ruleset)
            for choice in game.write_choices(ctx.user_id):
                if type(choice.action) is kind and choice.action.cell == cell:
                    return choice.action
            return kind(ctx.user_id, cell)  # the engine says why not

        return await self.act(ctx, make, **where)

    async def correct(self, ctx: Ctx, cell_text: str) -> Reply:
        def make(stored: StoredGame) -> Action:
            assert stored.game is not None
            return Correct(ctx.user_id, parse_cell(cell_text, stored.game.ruleset))

        return await self.act(ctx, make)

    async def choose(self, ctx: Ctx, game_id: int, seq: int, verb: str, value: str) -> Reply:
        """A choice in one of the game message's menus (announce, write, cross): only a value
        the menu offered is taken, and only from a member the menu was for. Opening a column
        of a long menu changes the message for everyone, so it too belongs to the writer."""
        async with self.locked(ctx, game_id) as stored:
            if seq != stored.info.seq:
                return await self.outdated(ctx, stored, seq)
            offered = screens.menu_values(await self.table(stored), verb)
            if value not in offered:
                raise Refusal("error-not-offered")
            chosen = offered[value]
            if isinstance(chosen, str):  # a column of a long menu
                return await self._open_column(ctx, stored, verb, chosen)
            action: Action
            if isinstance(chosen, Announce):
                action = Announce(ctx.user_id, chosen.cell)
            else:
                action = type(chosen)(ctx.user_id, chosen.cell, chosen.result, chosen.sheet)
            return await self._apply(ctx, stored, action, via_command=False)

    async def _open_column(self, ctx: Ctx, stored: StoredGame, verb: str, key: str) -> Reply:
        """Yamm's long write menu: open one column (or go back to the list of columns); the
        caller holds the game's lock."""
        game = stored.game
        assert game is not None
        writers = {c.action.player for c in game.write_choices()}
        if ctx.user_id not in writers:
            raise Refusal("error-only-writer", who=await self._name(sorted(writers)[0]))
        gid = stored.info.game_id
        old = TableState.from_json(stored.info.ui_state)
        group = dict(old.group)
        if key:
            group[verb] = key
        else:
            group.pop(verb, None)
        info = await self.save_state(stored.info, old, copy_clicked(ctx, old.changed(group=group)))
        screen = await self.turn_screen(StoredGame(info, game))
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
        """A sheet of this channel's game (only the asker sees it): after the game ended,
        the sheet as it ended."""
        info = await self.store.game_in_channel(ctx.channel_id)
        if info is None:
            # a game going on in a thread of this channel is the one asked about, rather than
            # the last game played in the channel itself
            elsewhere = await self.no_game(ctx)
            if elsewhere.key != "error-no-game":
                raise elsewhere
            # the last game played here, if it has ended
            ended = await self.store.recent_games(
                ctx.guild_id, limit=1, channel_ids=[ctx.channel_id]
            )
            if not ended:
                raise elsewhere
            info = await self.store.game_info(ended[0].game_id)
        if info.status in ("lobby", "cancelled"):
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
            notice_attachments=[endings.sheet_picture(game, owner, names, ctx.lang)],
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
        typed = fold((typed or "")[:MAX_TEXT])
        lang = ctx.lang

        def named(cell: str) -> str:
            return cell_name(game.ruleset, cell, lang)

        found: dict[str, str] = {}
        if kind == "announce":
            values = game.cell_values()
            for action in game.legal_actions():
                if isinstance(action, Announce) and action.player == ctx.user_id:
                    value = values.get(action.cell.split("/")[1], 0)
                    found[action.cell] = say(
                        lang, "ui-announce-option", cell=named(action.cell), value=value
                    )
        elif kind in ("write", "cross"):
            wanted = Write if kind == "write" else Cross
            for choice in game.write_choices(ctx.user_id):
                cell = choice.action.cell
                if type(choice.action) is wanted and cell not in found:
                    found[cell] = (
                        say(lang, "ui-write-option", cell=named(cell), value=choice.value)
                        if wanted is Write
                        else say(lang, "ui-cross-option", cell=named(cell))
                    )
        elif kind == "correct":
            for action in game.legal_actions():
                if isinstance(action, Correct) and action.player == ctx.user_id:
                    found.setdefault(
                        action.cell, say(lang, "ui-correct-option", cell=named(action.cell))
                    )
        # what was typed may be the cell's words in the member's language, or its id
        matches = [
            (label, cell)
            for cell, label in found.items()
            if typed in fold(label) or typed in fold(cell)
        ]
        return matches[: screens.SELECT_LIMIT]
