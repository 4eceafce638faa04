"""Alt text: what each picture the bot sends shows, in words, for screen readers (Discord's
attachment `description`, at most 1,024 characters).

Built where the screen is built, from the engine's answers, in the language of the text the
picture goes with. Long things are summarised (a column's free cells are counted, a held
result's cells listed best first and the rest counted), so even two yamm sheets with the
longest names stay well under the limit; `fit` still cuts anything longer after a whole word.

A turn picture's words follow what its key says it shows (the sheets and the partners' held
results), never the thrower's own dice: those are buttons, and a throw uploads no picture, so
an alt text that named them would be out of date at the next throw. They are made when the
picture is uploaded (`screens.turn_screen` passes a function), from the snapshot it is drawn
from: a turn's message is drawn again at every click, its picture uploaded once.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine import ColumnKind, Game, Ruleset

from ..scoresheet import TurnView, held_view, places
from ..texts import say
from .context import label_name
from .words import cell_name, column_name, row_name

LIMIT = 1024  # Discord's limit for an attachment's description
NAME = 32  # a name's characters in an alt text (a label's 24 cut too many team names)
BEST = 5  # a held result's cells named with their value; the others are counted
BUDGET = 800  # a turn's alt text aims here, well under LIMIT, whatever the names and sheets


def fit(text: str, limit: int = LIMIT) -> str:
    """`text` in at most `limit` characters: cut after the last whole word that fits, with
    an ellipsis, so a screen reader never reads half a word or half a number."""
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    space = cut.rfind(" ")
    if space > limit // 2:  # a word longer than half the text (never in ours) is cut inside
        cut = cut[:space]
    return cut.rstrip(" ,;:·") + "…"


def _name(game: Game, names: Mapping[str, str], who: str) -> str:
    """A player's name, or a team's with its members ("Team 1 (Ana & Bo)"): as typed, not
    escaped (an alt text is no markdown), cut to NAME."""
    if game.teams is not None and who in game.teams:
        members = " & ".join(label_name(names.get(m, m), NAME) for m in game.teams[who])
        return f"{label_name(names.get(who, who), NAME)} ({members})"
    return label_name(names.get(who, who), NAME)


def _dice(dice: Sequence[int]) -> str:
    return " ".join(map(str, dice))


def _more(text: str, left: int, lang: str) -> str:
    return f"{text}, {say(lang, 'alt-more', count=left)}" if left > 0 else text


# -- sheets ---------------------------------------------------------------------------------
def sheet_words(
    game: Game, owner: str, names: Mapping[str, str], lang: str, *, columns: bool = True
) -> str:
    """Whose sheet, its total, how many cells are still empty (a game that is over: the final
    total), and with `columns` each column's total."""
    rules = game.ruleset
    cells = game.sheets[owner]
    # totals go in as text: Fluent would group a yamm total's digits ("1,850") in a list
    # that is itself separated by commas
    total = str(game.sheet_total(owner))
    who = _name(game, names, owner)
    if game.is_over:
        text = say(lang, "alt-sheet-final", who=who, total=total)
    else:
        text = say(
            lang, "alt-sheet", who=who, total=total, empty=cells.count(None), cells=len(cells)
        )
    if not columns:
        return text
    each = ", ".join(
        f"{column_name(rules, column.id, lang)}: {rules.column_summary(cells, c)['total']}"
        for c, column in enumerate(rules.columns)
    )
    return f"{text} {say(lang, 'alt-columns', columns=each)}"


def open_words(game: Game, owner: str, lang: str) -> str:
    """The cells a turn may go to on a sheet, by the column order alone (no dice yet, as the
    engine says): a down or up column's next cell, a free column's open cells counted, an
    announce column's empty cells counted (they take an announcement first). "" when the
    sheet is full."""
    rules = game.ruleset
    cells = game.sheets[owner]
    n = len(rules.rows)
    allowed = set(game.order_cells(owner))
    parts: list[str] = []
    for c, column in enumerate(rules.columns):
        announce = column.kind is ColumnKind.ANNOUNCE
        if announce:
            count = sum(cells[c * n + r] is None for r in range(n))
        else:
            open_here = [c * n + r for r in range(n) if c * n + r in allowed]
            if column.kind is not ColumnKind.FREE and open_here:
                parts.append(cell_name(rules, rules.cell_names[open_here[0]], lang))
                continue
            count = len(open_here)
        if count:
            parts.append(
                say(
                    lang,
                    "alt-open-announce" if announce else "alt-open-column",
                    column=column_name(rules, column.id, lang),
                    count=count,
                )
            )
    return say(lang, "alt-open", cells=", ".join(parts)) if parts else ""


def held_words(
    game: Game, view: TurnView | None, names: Mapping[str, str], lang: str, best: int = BEST
) -> list[str]:
    """Each partner's held result the turn picture draws below the sheets (`held_view`; pairs,
    team): its dice and the `best` cells it may go to with their values (on two sheets: about
    half as many on each), the rest counted."""
    if view is None:
        return []
    rules = game.ruleset
    out = []
    for player, dice in view.held:
        by_sheet: dict[str, list[tuple[int, int]]] = {}  # sheet -> (value, cell)
        for sheet, by_cell in view.offers.items():
            for cell, by_result in by_cell.items():
                if player in by_result:
                    by_sheet.setdefault(sheet, []).append((by_result[player], cell))
        if not by_sheet:
            continue
        each = best if len(by_sheet) == 1 else (best + 1) // 2
        groups = []
        for sheet, offers in by_sheet.items():
            offers.sort(key=lambda offer: -offer[0])  # stable: sheet order among equal values
            words = ", ".join(
                f"{cell_name(rules, rules.cell_names[cell], lang)}: {value}"
                for value, cell in offers[:each]
            )
            if len(by_sheet) > 1:  # team: the result may go on either partner's sheet
                words += " " + say(lang, "hint-sheet-of", player=_name(game, names, sheet))
            groups.append(words)
        count = sum(len(offers) for offers in by_sheet.values())
        left = count - sum(min(each, len(offers)) for offers in by_sheet.values())
        out.append(
            say(
                lang,
                "alt-held",
                who=_name(game, names, player),
                dice=_dice(dice),
                count=count,
                cells=_more("; ".join(groups), left, lang),
            )
        )
    return out


def turn_alt(game: Game, owners: Sequence[str], names: Mapping[str, str], lang: str) -> str:
    """The turn picture: each sheet (whose, totals, empty cells, the cells open this turn),
    then each partner's held result with the cells it may go to, best first, with values."""
    view = held_view(game, owners)  # what the picture draws below the sheets, if anything
    text = ""
    # too long (two yamm sheets, long names): without the column totals, then fewer of the
    # held result's cells: a yamm team turn with 32-character names stays near 800 characters
    for columns, best in ((True, BEST), (False, BEST), (False, 2)):
        parts: list[str] = []
        for owner in owners:
            parts.append(sheet_words(game, owner, names, lang, columns=columns))
            if not game.is_over:
                parts.append(open_words(game, owner, lang))
        text = " ".join(p for p in [*parts, *held_words(game, view, names, lang, best)] if p)
        if len(text) <= BUDGET:
            break
    return fit(text)


def sheet_alt(game: Game, owner: str, names: Mapping[str, str], lang: str) -> str:
    """One sheet without a turn on it (the end's sheets, `/yamb sheet`)."""
    return fit(sheet_words(game, owner, names, lang))


# -- the end ----------------------------------------------------------------------------------
def standings_alt(game: Game, names: Mapping[str, str], lang: str) -> str:
    """Places and totals as the standings picture ranks them (equal totals share a place),
    the settlement for russian, and who wins in Kontra."""
    settlement = game.settlement() if game.ruleset.name == "russian" else {}
    entries: list[str] = []
    for place, competitor, total in places(game):
        entry = f"{place}. {_name(game, names, competitor)}: {total}"
        if competitor in settlement:
            entry += (
                " (" + say(lang, "game-settlement", amount=f"{settlement[competitor]:+d}") + ")"
            )
        entries.append(entry)
    text = say(
        lang,
        "alt-standings",
        ruleset=say(lang, f"ruleset-{game.ruleset.name}"),
        mode=say(lang, f"mode-name-{game.mode.name}"),
        ranking="; ".join(entries),
    )
    if game.mode.lowest_wins:
        text += " " + say(lang, "game-lowest-wins")
    return fit(text)


def record_alt(game_id: int, lang: str) -> str:
    """A game's record file (not a picture, but read out like one)."""
    return say(lang, "alt-record", game=str(game_id))


# -- other pictures ---------------------------------------------------------------------------
def rules_alt(rules: Ruleset, lang: str) -> str:
    """`/yamb rules`: an empty sheet of the ruleset, its columns and rows."""
    return fit(
        say(
            lang,
            "alt-rules",
            ruleset=say(lang, f"ruleset-{rules.name}"),
            columns=", ".join(column_name(rules, c.id, lang) for c in rules.columns),
            rows=", ".join(row_name(rules, r.id, lang) for r in rules.rows),
        )
    )


def scores_alt(
    who: str, charts: Mapping[str, Sequence[tuple[int, bool]]], per_chart: int, lang: str
) -> str:
    """The stats chart: each ruleset's last scores (as many as the chart draws), oldest
    first, the wins marked."""
    shown = []
    for ruleset, scores in charts.items():
        values = [
            say(lang, "alt-score-won", score=str(score)) if won else str(score)
            for score, won in list(scores)[-per_chart:]
        ]
        if values:
            shown.append(f"{ruleset}: {', '.join(values)}")
    return fit(say(lang, "alt-scores", who=label_name(who, NAME), charts=". ".join(shown)))


def hint_alt(
    game: Game,
    owners: Sequence[str],
    names: Mapping[str, str],
    options: Sequence[tuple[str, float]],
    lang: str,
) -> str:
    """The hint picture: the best option, the next ones with their loss, the dice on the
    table, and the sheets the options are marked on. `options`: (words, loss), best first."""
    parts = []
    if options:
        parts.append(say(lang, "alt-hint", best=options[0][0]))
    if len(options) > 1:
        rest = ", ".join(f"{words} ({loss:+.1f})" for words, loss in options[1:])
        parts.append(say(lang, "alt-hint-next", options=rest))
    if game.dice is not None:
        parts.append(say(lang, "alt-hint-dice", dice=_dice(game.dice)))
    text = " ".join([*parts, *(sheet_words(game, o, names, lang) for o in owners)])
    if len(text) > BUDGET:  # two yamm sheets, long names: without the column totals
        sheets = (sheet_words(game, o, names, lang, columns=False) for o in owners)
        text = " ".join([*parts, *sheets])
    return fit(text)


def share_alt(lang: str, number: int, ruleset: str, total: int) -> str:
    """The daily challenge's share card: the shape of a finished sheet, no values."""
    return say(lang, "alt-daily-share", number=number, ruleset=ruleset, total=total)
