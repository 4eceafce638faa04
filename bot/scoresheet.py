"""The score sheet as players read it, whoever shows it: the pictures (`bot.render`), the
website's replay (`bot.web.replay`) and the pictures' alt texts (`bot.app.alt`).

- `layout`: a sheet's lines in order, the rows with the computed lines where a paper sheet
  has them (sums, bonus, (Max−Min)×1, total), and where each line and column sits on a picture;
- `computed_line`: what a computed line shows, and whether its part of the column is complete;
- `signed`: a number as written on a sheet, with a true minus sign;
- `turn_view`, `held_view`: the dice on the table and where they may go, as a turn shows them;
- `places`: the standings' places, ties sharing one.

No Pillow here (nor in what this imports): the website imports this and stays small.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass
from functools import cache

from engine import Game
from engine.rulesets import Ruleset

Box = tuple[int, int, int, int]  # left, top, right, bottom, in pixels

SHEET_WIDTH = 900  # a phone shows ~400 px: text of 22 px becomes ~10 px, still legible
TABLE_MAX_WIDTH = 1200


@dataclass(frozen=True)
class Line:
    kind: str  # "row", or a computed line: upper, bonus, max_min, lower, total, one_throw
    row: int  # the row index for kind "row", else -1
    y: int
    stripe: bool  # drawn on the zebra ground


@dataclass(frozen=True)
class Layout:
    compact: bool
    groups: int  # sheets side by side
    columns: int
    width: int
    height: int  # without the dice strip
    label_w: int
    col_w: int
    gap: int  # between groups
    title_h: int
    header_h: int
    row_h: int
    lines: tuple[Line, ...]
    value_size: int
    label_size: int
    mark_size: int
    title_size: int
    ghost_size: int

    def group_x(self, group: int) -> int:
        return self.label_w + group * (self.columns * self.col_w + self.gap)

    def group_box(self, group: int) -> Box:
        x = self.group_x(group)
        return (x, 0, x + self.columns * self.col_w, self.height)

    def cell_box(self, group: int, column: int, line: Line) -> Box:
        x = self.group_x(group) + column * self.col_w
        return (x, line.y, x + self.col_w, line.y + self.row_h)

    def line_of_row(self, row: int) -> Line:
        return next(line for line in self.lines if line.kind == "row" and line.row == row)

    def line_of(self, kind: str) -> Line:
        return next(line for line in self.lines if line.kind == kind)



def _line_kinds(rules: Ruleset) -> list[tuple[str, int]]:
    """Rows in order with the computed lines where a paper sheet has them."""
    out: list[tuple[str, int]] = []
    pair = rules.max_min
    after_pair = max(rules.row_index[pair[0]], rules.row_index[pair[1]]) if pair else -1
    for i, row in enumerate(rules.rows):
        out.append(("row", i))
        if row.id == "6":
            out += [("upper", -1), ("bonus", -1)]
        if i == after_pair:
            out.append(("max_min", -1))
    out += [("lower", -1), ("total", -1)]
    if rules.one_throw_bonus:
        out.append(("one_throw", -1))
    return out


@cache
def layout(rules: Ruleset, groups: int = 1, compact: bool = False) -> Layout:
    columns = len(rules.columns)
    wide = columns > 5
    if compact:
        label_w = 136 if wide else 160
        gap = 10
        col_w = min(100, (TABLE_MAX_WIDTH - label_w - gap * (groups - 1)) // (groups * columns))
        row_h, title_h, header_h = 30, 40, 32
        value_size = 20 if col_w >= 70 else 18 if col_w >= 56 else 17
        label_size, mark_size, title_size, ghost_size = 18, 20, 20, min(value_size, 18)
    else:
        label_w = 180 if wide else 196
        gap = 0
        col_w = (SHEET_WIDTH - label_w) // columns
        row_h, title_h, header_h = 36, 60, 44
        value_size, label_size, mark_size, title_size, ghost_size = 24, 22, 22, 28, 20
    width = label_w + groups * columns * col_w + gap * (groups - 1)
    y = title_h + header_h
    lines = []
    stripe = False
    for kind, row in _line_kinds(rules):
        lines.append(Line(kind, row, y, stripe and kind == "row"))
        stripe = not stripe if kind == "row" else False  # restart the stripes after a band
        y += row_h
    return Layout(
        compact=compact,
        groups=groups,
        columns=columns,
        width=width,
        height=y + 6,
        label_w=label_w,
        col_w=col_w,
        gap=gap,
        title_h=title_h,
        header_h=header_h,
        row_h=row_h,
        lines=tuple(lines),
        value_size=value_size,
        label_size=label_size,
        mark_size=mark_size,
        title_size=title_size,
        ghost_size=ghost_size,
    )


def signed(value: int, plus: bool = False) -> str:
    """A number as drawn: a true minus sign (the hyphen is too short to see on a phone)."""
    if value < 0:
        return f"−{-value}"
    return f"+{value}" if plus and value > 0 else str(value)


def computed_line(
    kind: str,
    summary: Mapping[str, int],
    written: list[bool],
    upper_rows: list[int],
    counted_rows: list[int],
    rules: Ruleset,
) -> tuple[str, bool] | None:
    """A computed line's text and whether it is final; None leaves it blank. The engine's
    value is shown as it is; running sums are shown muted until their part of the column
    is complete (the way a paper sheet adds up a finished column)."""
    value = summary[kind]
    upper_done = all(written[r] for r in upper_rows)
    if kind == "upper":
        return (signed(value), upper_done) if any(written[r] for r in upper_rows) else None
    if kind == "bonus":
        return (signed(value), upper_done) if upper_done or value > 0 else None
    if kind == "max_min":
        assert rules.max_min is not None
        needed = [rules.row_index[rules.max_min[0]], rules.row_index[rules.max_min[1]]]
        needed.append(rules.row_index["1"])
        return (signed(value), True) if all(written[r] for r in needed) else None
    if kind == "lower":
        if not any(written[r] for r in counted_rows):
            return None
        return signed(value), all(written[r] for r in counted_rows)
    if kind == "total":
        return (signed(value), all(written)) if any(written) else None
    return None


@dataclass
class TurnView:
    """The turn as the picture shows it: dice, offers per sheet, would-be values."""

    dice: tuple[int, ...]
    throws: int
    thrower: str
    kept: frozenset[int]
    held: list[tuple[str, tuple[int, ...]]]  # partners' results waiting to be written
    # sheet -> cell index -> result owner -> value (the engine's write options)
    offers: dict[str, dict[int, dict[str, int]]]
    ghosts: dict[str, dict[int, int]]  # sheet -> cell -> value, when nothing is writable yet
    announced: tuple[str, int] | None  # (sheet, cell)
    matches: int | None


def turn_view(game: Game, owners: Collection[str], kept: Collection[int]) -> TurnView | None:
    """What the dice on the table mean for these sheets; None when there is nothing to show."""
    if game.dice is None or game.is_over:
        return None
    writing = [o for o in owners if o in game.round.sheets]
    if not writing:
        return None
    rules = game.ruleset
    offers: dict[str, dict[int, dict[str, int]]] = {o: {} for o in writing}
    for option in game.write_options():
        if option.sheet in offers:
            cell = rules.cell_index[option.cell]
            offers[option.sheet].setdefault(cell, {})[option.result] = option.value
    ghosts: dict[str, dict[int, int]] = {}
    if not any(offers.values()):
        # nothing writable yet (Kontra before "enough", a first partner's turn): show what the
        # dice would score where the column order allows, without claiming it is legal
        values = rules.values(game.dice)
        for owner in writing:
            cells = game.order_cells(owner)
            ghosts[owner] = {cell: values[cell % len(rules.rows)] for cell in cells}
    announced = None
    if game.announced is not None and game.announced_sheet is not None:
        announced = (game.announced_sheet, game.announced)
    held = [(r.player, r.dice) for r in game.held if r.player != game.thrower]
    matches = game.matches.get(game.thrower) if rules.matches else None
    n = len(game.dice)
    return TurnView(
        dice=game.dice,
        throws=game.throws,
        thrower=game.thrower,
        kept=frozenset(k for k in kept if isinstance(k, int) and 0 <= k < n),
        held=held,
        offers=offers,
        ghosts=ghosts,
        announced=announced,
        matches=matches,
    )


def held_view(game: Game, owners: Collection[str]) -> TurnView | None:
    """Only partners' held results (pairs, team): their dice and where each may go. The
    thrower's own dice are buttons on the turn message, so a throw changes no picture."""
    view = turn_view(game, owners, ())
    if view is None or not view.held:
        return None
    holders = {player for player, _ in view.held}
    offers = {
        sheet: {
            cell: {r: v for r, v in by_result.items() if r in holders}
            for cell, by_result in cells.items()
            if any(r in holders for r in by_result)
        }
        for sheet, cells in view.offers.items()
    }
    return TurnView(
        dice=(),
        throws=0,
        thrower=view.thrower,
        kept=frozenset(),
        held=view.held,
        offers=offers,
        ghosts={},
        announced=None,
        matches=None,
    )


def places(game: Game) -> list[tuple[int, str, int]]:
    """(place, competitor, total), best first; equal totals share a place."""
    totals = game.totals()
    lowest_wins = game.mode.lowest_wins
    ranked = sorted(
        game.competitors, key=lambda c: totals[c] if lowest_wins else -totals[c]
    )  # stable: seating order breaks ties
    out: list[tuple[int, str, int]] = []
    for i, competitor in enumerate(ranked):
        same = out and out[-1][2] == totals[competitor]
        out.append((out[-1][0] if same else i + 1, competitor, totals[competitor]))
    return out
