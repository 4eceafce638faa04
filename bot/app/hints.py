"""Hints: the best few options of a player's decision now, by the `hard` bot, each with the
expected final total and its loss against the best, answered privately, in words and with a
picture of the sheet(s) the decision is about with those options marked. The server's `hints`
setting allows them always, never, or in practice games only; a game in which someone asked
keeps their names (`TableState.hinted`), and its history line says so."""

from __future__ import annotations

from collections.abc import Mapping

from engine import Announce, Correct, Cross, Game, Stop, Write
from engine.ai import HintLine, Move, ThrowMove, Wait

from .. import render
from ..render.hint import HintMark, MarkKind
from ..texts import say
from ..ui import Attachment, Reply
from . import alt
from .bots import Bots
from .context import Ctx, Refusal, Shared
from .screens import sheet_names, shown_name
from .state import TableState
from .turns import Turns
from .words import cell_name


class Hints:
    def __init__(self, shared: Shared, turns: Turns, bots: Bots) -> None:
        self.shared = shared
        self.store = shared.store
        self.turns = turns
        self.bots = bots

    async def hint(self, ctx: Ctx, *, game_id: int | None = None) -> Reply:
        """/yamb hint and the Hint button: for the member's own decision at hand."""
        stored, game = await self.turns.load_active(ctx, game_id)
        refused = await self.turns.hints_refused(stored.info, game)
        if refused is not None:
            raise refused
        if ctx.user_id not in game.decision().players:
            raise Refusal("hint-nothing")
        lines = await self.bots.hint(stored.info.game_id, game, ctx.user_id)
        if lines is None:
            raise Refusal("hint-preparing")
        if not lines:
            raise Refusal("hint-nothing")
        gid = stored.info.game_id
        async with self.shared.lock(gid):  # the game's history line will say so
            info = await self.store.game_info(gid)
            old = TableState.from_json(info.ui_state)
            if ctx.user_id not in old.hinted:
                new = old.changed(hinted=tuple(sorted({*old.hinted, ctx.user_id})))
                await self.turns.save_state(info, old, new)
        names = await self.shared.names.of_game(stored.info)
        return Reply(
            notice=hint_text(game, ctx.user_id, lines, names, ctx.lang),
            notice_attachments=[hint_picture(game, ctx.user_id, lines, names, ctx.lang)],
        )


def hint_picture(
    game: Game, player: str, lines: list[HintLine], names: Mapping[str, str], lang: str
) -> Attachment:
    """The sheets of the round (the player's own or their side's; in Kontra the thrower's)
    with the hint's options marked. One-off: rendered in a worker thread, kept nowhere."""
    marks = hint_marks(game, player, lines)
    owners = list(game.round.sheets)
    owners += [m.sheet for m in marks if m.sheet is not None and m.sheet not in owners]
    snapshot = game.snapshot()
    shown = sheet_names(game, names)
    options = [
        (option_words(game, player, line.move, dict(names), lang), line.loss) for line in lines
    ]
    return Attachment(
        "hint.png",
        lambda: render.render_hint(snapshot, owners, shown, marks, lang=lang),
        description=alt.hint_alt(game, owners, names, options, lang),
    )


def hint_marks(game: Game, player: str, lines: list[HintLine]) -> list[HintMark]:
    """The hint's options as the picture marks them: where each write, cross, announcement
    or correction goes (sheet and cell, with the value a write gets) and which dice a keep
    keeps. The sheet and value are the engine's write choice for that move."""
    index = game.ruleset.cell_index
    marks: list[HintMark] = []
    for line in lines:
        move, loss = line.move, line.loss
        if isinstance(move, ThrowMove):
            if move.keep is None:
                marks.append(HintMark("other", loss))  # the first throw: no dice yet
            else:
                marks.append(HintMark("keep", loss, keep=tuple(move.keep)))
        elif isinstance(move, Write | Cross):
            choice = next(
                (
                    c
                    for c in game.write_choices(player)
                    if type(c.action) is type(move)
                    and c.action.cell == move.cell
                    and move.result in (None, c.result)
                    and move.sheet in (None, c.sheet)
                ),
                None,
            )
            if choice is None:
                marks.append(HintMark("other", loss))
                continue
            cell = index[move.cell]
            kind: MarkKind = "write" if isinstance(move, Write) else "cross"
            marks.append(HintMark(kind, loss, choice.sheet, cell, value=choice.value))
        elif isinstance(move, Announce):
            sheet = game.mode.own_sheet(game.round, game.thrower)
            marks.append(HintMark("announce", loss, sheet, index[move.cell]))
        elif isinstance(move, Correct):
            last = game.last_result(player)  # a correction moves the side's last result
            corrected = None if last is None else last.sheet  # in team mode, a member's sheet
            marks.append(HintMark("correct", loss, corrected, index[move.cell]))
        else:
            marks.append(HintMark("other", loss))  # enough, wait: nothing on the sheet
    return marks


def hint_text(
    game: Game, player: str, lines: list[HintLine], names: dict[str, str], lang: str
) -> str:
    shown = [say(lang, "hint-title")]
    for line in lines:
        shown.append(
            say(
                lang,
                "hint-line",
                option=option_words(game, player, line.move, names, lang),
                # numbers, not text: each language writes its own decimals and groups
                loss=line.loss or 0.0,
                gain="yes" if line.loss > 0 else "no",
                total=line.expected_total,
            )
        )
    chances = [
        say(
            lang,
            "hint-chance",
            option=option_words(game, player, line.move, names, lang),
            chance=line.win_chance,
        )
        for line in lines
        if line.win_chance is not None
    ]
    if chances:  # only where the moves shown differ in their chance (the engine says so)
        shown.append(say(lang, "hint-win", options=" · ".join(chances)))
    return "\n".join(shown)


def option_words(game: Game, player: str, move: Move, names: dict[str, str], lang: str) -> str:
    """A move in words: "keep 6 6 6", "write 24 in Free · Full house", "enough"."""
    if isinstance(move, ThrowMove):
        if move.keep is None:
            return say(lang, "hint-throw")
        if not move.keep or game.dice is None:
            return say(lang, "hint-keep-none")
        return say(lang, "hint-keep", dice=" ".join(str(game.dice[i]) for i in move.keep))
    if isinstance(move, Wait):
        return say(lang, "hint-wait")
    if isinstance(move, Stop):
        return say(lang, "hint-pass" if game.mode.stop_passes_to_partner else "hint-stop")
    cell = cell_name(game.ruleset, move.cell, lang)
    if isinstance(move, Announce):
        return say(lang, "hint-announce", cell=cell)
    if isinstance(move, Correct):
        return say(lang, "hint-correct", cell=cell)
    value = next(
        (
            c.value
            for c in game.write_choices(player)
            if type(c.action) is type(move)
            and c.action.cell == move.cell
            and (move.result is None or c.result == move.result)
            and (move.sheet is None or c.sheet == move.sheet)
        ),
        0,
    )
    if isinstance(move, Write):
        text = say(lang, "hint-write", value=value, cell=cell)
    else:
        assert isinstance(move, Cross)
        text = say(lang, "hint-cross", cell=cell)
    if game.mode.names_result and move.result is not None:
        text += " · " + say(lang, "hint-dice-of", player=shown_name(names, move.result))
    if game.mode.names_sheet and move.sheet is not None:
        text += " · " + say(lang, "hint-sheet-of", player=shown_name(names, move.sheet))
    return text
