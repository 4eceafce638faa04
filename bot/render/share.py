"""The daily challenge's share card: the shape of a finished sheet, spoiling nothing.

One square per cell, laid out as the sheet picture lays them out (rows of the ruleset top to
bottom, columns left to right; the computed lines are left out, a small gap stands where the
sheet has them). A square's colour says how well its cell scored against the best any single
throw gives that row (`cell_quality`), in five steps from muted to green to gold; a crossed
cell (0) is a dark square with a red X; an empty one is plain grid. No numbers, dice, values
or row labels: only the caller's title and the column marks are written.

Drawn on the theme's palette (theme.palette_canvas) with the five step colours in its unused
last entries, so text sprites paste as on the other pictures and `theme.encode` writes it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from PIL import Image, ImageDraw

from engine import ColumnKind
from engine.rulesets import Ruleset
from engine.scoring import DiceSum

from ..labels import COLUMN_MARK, column_word, language
from .fonts import clean_name, fit
from .theme import (
    ANNOUNCE,
    BACKGROUND,
    CROSS,
    GOLD,
    GRID,
    MUTED,
    PALETTE_RGB,
    PANEL,
    SPRITES,
    TEXT,
    Colour,
    encode,
    fill_of,
    palette_canvas,
)

# -- how well a cell scored ----------------------------------------------------------------------


@dataclass(frozen=True)
class RowScale:
    """What a row's written values are measured against."""

    best: int  # the best value a single throw gives (that can stand on a finished sheet)
    worst: int  # the worst value a single throw gives
    low_better: bool  # Min: subtracted in (Max - Min) x ones, so the lower the better


def _low_better(rules: Ruleset, row: int) -> bool:
    """Min, whose value is subtracted (Max - Min product): lower is better. Yamm's Tief is a
    sum row too (`prefer_low`), but it is counted into the total as it stands: higher is better
    there, as long as Hoch stays above it (else both are crossed)."""
    spec = rules.rows[row]
    if rules.max_min is not None and spec.id == rules.max_min[1]:
        return True
    scorer = spec.scorer
    return isinstance(scorer, DiceSum) and scorer.prefer_low and spec.id not in rules.counted


@cache
def row_scale(rules: Ruleset, row: int) -> RowScale:
    """The row's best and worst value over every throw (`rules.table`: with six dice, the best
    five already)."""
    values = [by_row[row] for by_row in rules.table.values()]
    low_better = _low_better(rules, row)
    best = min(values) if low_better else max(values)
    worst = max(values) if low_better else min(values)
    pair = rules.hoch_tief
    if pair is not None and rules.rows[row].id == pair[1]:
        # Tief must stay below Hoch: the highest Tief that can stand is one under the best Hoch
        hoch = rules.row_index[pair[0]]
        best = max(by_row[hoch] for by_row in rules.table.values()) - 1
    return RowScale(best=best, worst=worst, low_better=low_better)


def cell_quality(rules: Ruleset, row: int, value: int) -> float:
    """How well `value` scored in `row`, from 0 to 1: 1.0 for the row's best value any single
    throw gives, 0 for a crossed cell (value 0). Higher-is-better rows: value / best (points
    against the best points). Min: the mirror image, (best + worst - value) / worst, so that a
    Min and a Max equally far from their best rate alike. Values outside the row's range (none
    of the rulesets has negative cell values: russian penalties are on the bonus line) are
    clamped."""
    if value == 0:
        return 0.0
    scale = row_scale(rules, row)
    if scale.low_better:
        quality = (scale.best + scale.worst - value) / scale.worst if scale.worst > 0 else 1.0
    else:
        quality = value / scale.best if scale.best > 0 else 1.0
    return min(1.0, max(0.0, quality))


# The lower bounds of the steps below the best (a quality of exactly 1.0 is the gold step).
# For rows 1-6 (value / best = dice of the face / 5) each count of dice is one step.
STEPS: tuple[float, ...] = (0.0, 0.4, 0.6, 0.8)
STEP_COLOURS: tuple[Colour, ...] = (
    (84, 88, 100),  # poor: a slate grey, clearly not the empty grid
    (52, 118, 92),  # fair: a muted green
    (45, 164, 98),  # good
    (87, 242, 135),  # very good: the theme's GOOD green
    GOLD,  # the best possible
)


def quality_step(quality: float) -> int:
    """The colour step of a written cell's quality: 0 (poor) to len(STEPS) (the best)."""
    if quality >= 1.0:
        return len(STEPS)
    return max(i for i, low in enumerate(STEPS) if quality >= low)


# -- the palette: the theme's, with the step colours in its unused last entries ----------------


def _palette() -> tuple[list[int], tuple[int, ...]]:
    used = len(PALETTE_RGB) // 3
    while used > 1 and PALETTE_RGB[3 * used - 3 : 3 * used] == PALETTE_RGB[:3]:
        used -= 1  # the theme pads its palette with copies of its first colour
    first = 256 - len(STEP_COLOURS)
    assert used <= first, "the theme's palette has no room for the share card's colours"
    flat = list(PALETTE_RGB)
    for i, colour in enumerate(STEP_COLOURS):
        flat[3 * (first + i) : 3 * (first + i) + 3] = colour
    return flat, tuple(range(first, 256))


SHARE_PALETTE, STEP_INDEX = _palette()

# -- layout --------------------------------------------------------------------------------------

MIN_WIDTH = 440
PAD = 24  # left, right and below the grid
TITLE_H = 52
TITLE_SIZES = (22, 20, 18)  # the title shrinks before it is cut
MARK_SIZE = 20
WORD_SIZE = 12
SQUARE = 30
ROW_STEP = 35  # square and gap
BAND_GAP = 9  # extra space where the sheet has computed lines (after row 6, after Max-Min)
CROSS_WIDTH = 3


@dataclass(frozen=True)
class ShareLayout:
    width: int
    height: int
    slot: int  # a column's width (its square centred in it)
    grid_x: int
    header_y: int
    header_h: int
    words: bool  # the column words under the marks (rulesets with one column of each kind)
    row_y: tuple[int, ...]  # top of each row's squares


def _band_ends(rules: Ruleset) -> frozenset[int]:
    """The rows after which the sheet picture has a computed line (scoresheet._line_kinds)."""
    ends = {rules.row_index["6"]}
    if rules.max_min is not None:
        ends.add(max(rules.row_index[rules.max_min[0]], rules.row_index[rules.max_min[1]]))
    return frozenset(ends)


@cache
def share_layout(rules: Ruleset) -> ShareLayout:
    columns = len(rules.columns)
    kinds = [c.kind for c in rules.columns]
    words = all(kinds.count(kind) == 1 for kind in kinds)
    slot = 76 if words else 46
    grid_w = columns * slot
    width = max(MIN_WIDTH, grid_w + 2 * PAD)
    header_h = 50 if words else 34
    y = TITLE_H + header_h
    ends = _band_ends(rules)
    row_y: list[int] = []
    for row in range(len(rules.rows)):
        row_y.append(y)
        y += ROW_STEP + (BAND_GAP if row in ends else 0)
    return ShareLayout(
        width=width,
        height=y - (ROW_STEP - SQUARE) + PAD,
        slot=slot,
        grid_x=(width - grid_w) // 2,
        header_y=TITLE_H,
        header_h=header_h,
        words=words,
        row_y=tuple(row_y),
    )


@cache
def static_card(rules: Ruleset, lang: str) -> Image.Image:
    """The title band and the column marks, on the share palette: the same for every card of
    this ruleset and language. Never drawn on afterwards (it is shared)."""
    lay = share_layout(rules)
    image = palette_canvas((lay.width, lay.height), BACKGROUND)
    image.putpalette(SHARE_PALETTE)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, lay.width - 1, TITLE_H - 1), fill=fill_of(image, PANEL))
    for c, column in enumerate(rules.columns):
        x = lay.grid_x + c * lay.slot
        mark = COLUMN_MARK[column.kind]
        if not lay.words:
            mark += column.id[-1]  # yamm: ↓1 ↓2 ↓3, as the sheet
        colour = ANNOUNCE if column.kind is ColumnKind.ANNOUNCE else TEXT
        top = lay.header_y + 4
        SPRITES.paste(image, mark, (x, top, x + lay.slot, top + 26), colour, MARK_SIZE, bold=True)
        if lay.words:
            word = fit(column_word(column.kind, lang), lay.slot - 6, WORD_SIZE)
            box = (x, top + 26, x + lay.slot, top + 42)
            SPRITES.paste(image, word, box, MUTED, WORD_SIZE)
    return image


# -- drawing -------------------------------------------------------------------------------------


def _title(title: str, room: int) -> tuple[str, int]:
    """The title at the largest size that fits it whole, else cut at the smallest."""
    for size in TITLE_SIZES:
        if SPRITES.width(title, size, True) <= room:
            return title, size
    return fit(title, room, TITLE_SIZES[-1], True), TITLE_SIZES[-1]


def share_image(rules: Ruleset, cells: Sequence[int | None], title: str, lang: str) -> Image.Image:
    """The card as a palette picture (see `draw_share`)."""
    n = len(rules.rows)
    if len(cells) != rules.cell_count:
        raise ValueError(f"a {rules.name} sheet has {rules.cell_count} cells, not {len(cells)}")
    lang = language(lang)
    lay = share_layout(rules)
    image = static_card(rules, lang).copy()
    draw = ImageDraw.Draw(image)
    text, size = _title(clean_name(title), lay.width - 2 * PAD)
    SPRITES.paste(image, text, (0, 0, lay.width, TITLE_H), TEXT, size, bold=True)
    inset = (lay.slot - SQUARE) // 2
    grid = fill_of(image, GRID)
    dark = fill_of(image, PANEL)
    red = fill_of(image, CROSS)
    m = 7  # the X's margin inside its square
    for c in range(len(rules.columns)):
        x0 = lay.grid_x + c * lay.slot + inset
        x1 = x0 + SQUARE - 1
        for row in range(n):
            y0 = lay.row_y[row]
            y1 = y0 + SQUARE - 1
            value = cells[c * n + row]
            if value is None:
                draw.rectangle((x0, y0, x1, y1), outline=grid, width=1)
            elif value == 0:
                draw.rectangle((x0, y0, x1, y1), fill=dark, outline=grid, width=1)
                draw.line((x0 + m, y0 + m, x1 - m, y1 - m), fill=red, width=CROSS_WIDTH)
                draw.line((x0 + m, y1 - m, x1 - m, y0 + m), fill=red, width=CROSS_WIDTH)
            else:
                step = quality_step(cell_quality(rules, row, value))
                draw.rectangle((x0, y0, x1, y1), fill=STEP_INDEX[step])
    return image


def draw_share(rules: Ruleset, cells: Sequence[int | None], title: str, lang: str) -> bytes:
    """The share card as PNG bytes (440 px wide for the four-column rulesets, 462 for
    yamm's nine). `cells` is a sheet as the engine keeps it (`game.sheets[owner]`: index =
    column * len(rules.rows) + row); `title` is drawn as given (already translated), `lang`
    picks the column words. The picture depends only on the ruleset, the title, the language,
    which cells are empty or crossed and each written cell's colour step: two sheets alike in
    those give the same bytes."""
    return encode(share_image(rules, cells, title, lang))
