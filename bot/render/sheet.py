"""Score sheets, tables and standings drawn with Pillow, fast enough for every turn.

What is the same for every move of a ruleset (grid, row labels, column marks, die faces) is
drawn once and cached; a render copies that layer, pastes cached text sprites for the values,
and encodes a PNG on a fixed 45-colour palette (choices measured in benchmarks/bench_render.py).
"""

from __future__ import annotations

import io
import threading
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache

from PIL import Image, ImageDraw

from engine import ColumnKind, Game
from engine.rulesets import Ruleset

from .fonts import clean_name, fit, font
from .labels import label

# Colours: an opaque dark card, readable on Discord's dark and light themes alike.
BACKGROUND = (30, 31, 34)
PANEL = (43, 45, 49)
COMPUTED = (54, 57, 63)
GRID = (78, 80, 88)
TEXT = (242, 243, 245)
MUTED = (181, 186, 193)
ACCENT = (71, 82, 196)  # deep blurple: legal cells; the yellow value on it is 5.1:1
ACCENT_TEXT = (254, 231, 92)  # the value a legal cell would get
CROSS = (237, 66, 69)
GOOD = (87, 242, 135)
ANNOUNCE = (240, 178, 50)
DIE = (245, 245, 240)
PIP = (30, 31, 34)

PALETTE_COLOURS = [
    BACKGROUND,
    PANEL,
    COMPUTED,
    GRID,
    TEXT,
    MUTED,
    ACCENT,
    ACCENT_TEXT,
    CROSS,
    GOOD,
    ANNOUNCE,
    DIE,
    PIP,
]
COLUMN_MARK = {
    ColumnKind.DOWN: "↓",
    ColumnKind.UP: "↑",
    ColumnKind.FREE: "↕",
    ColumnKind.ANNOUNCE: "★",
}
PNG_LEVEL = 6  # level 9 or optimize=True cost 5-6x the time for ~5% fewer bytes (measured)


def _palette_image() -> Image.Image:
    """A fixed palette: the theme colours plus blends of text on the backgrounds, so that
    antialiased edges quantize to near colours instead of dithering noise."""
    colours = list(PALETTE_COLOURS)
    for fg in (TEXT, ACCENT_TEXT, MUTED, CROSS):
        for bg in (BACKGROUND, PANEL, COMPUTED, ACCENT):
            for t in (0.33, 0.66):
                colours.append(tuple(round(b + (f - b) * t) for f, b in zip(fg, bg, strict=True)))
    colours = colours[:256]
    flat = [c for colour in colours for c in colour]
    flat += flat[:3] * (256 - len(colours))
    image = Image.new("P", (1, 1))
    image.putpalette(flat)
    return image


PALETTE = _palette_image()


@dataclass(frozen=True)
class Line:
    kind: str  # "row" or a computed key: upper, bonus, max_min, lower, total
    row: int  # row index for kind "row", else -1
    y: int


@dataclass(frozen=True)
class Layout:
    width: int
    label_w: int
    col_w: int
    row_h: int
    title_h: int
    header_h: int
    lines: tuple[Line, ...]
    sheet_h: int  # without the dice strip
    value_size: int
    label_size: int

    def cell_box(self, column: int, line: Line) -> tuple[int, int, int, int]:
        x = self.label_w + column * self.col_w
        return (x, line.y, x + self.col_w, line.y + self.row_h)


def _lines(rules: Ruleset) -> list[tuple[str, int]]:
    """Rows in order with the computed lines where a paper sheet has them."""
    out: list[tuple[str, int]] = []
    pair = rules.max_min
    after_pair = max(rules.row_index[pair[0]], rules.row_index[pair[1]]) if pair else -1
    for i, row in enumerate(rules.rows):
        out.append(("row", i))
        if row.id == "6":
            out.append(("upper", -1))
            out.append(("bonus", -1))
        if i == after_pair:
            out.append(("max_min", -1))
    out.append(("lower", -1))
    out.append(("total", -1))
    return out


@cache
def layout(rules: Ruleset, compact: bool = False) -> Layout:
    columns = len(rules.columns)
    width = 560 if compact else 900
    label_w = 150 if compact else (170 if columns > 4 else 200)
    col_w = (width - label_w) // columns
    width = label_w + col_w * columns
    row_h = 28 if compact else 34
    title_h = 48 if compact else 58
    header_h = 30 if compact else 36
    y = title_h + header_h
    lines = []
    for kind, row in _lines(rules):
        lines.append(Line(kind, row, y))
        y += row_h
    return Layout(
        width=width,
        label_w=label_w,
        col_w=col_w,
        row_h=row_h,
        title_h=title_h,
        header_h=header_h,
        lines=tuple(lines),
        sheet_h=y + 8,
        value_size=18 if compact else 22,
        label_size=17 if compact else 21,
    )


class Sprites:
    """Text drawn once and pasted afterwards: a masked paste is far cheaper than a draw.text."""

    def __init__(self) -> None:
        self._masks: dict[tuple[str, int, bool], Image.Image] = {}
        self._lock = threading.Lock()

    def mask(self, text: str, size: int, bold: bool) -> Image.Image:
        key = (text, size, bold)
        found = self._masks.get(key)
        if found is None:
            face = font(size, bold)
            left, top, right, bottom = face.getbbox(text)
            image = Image.new("L", (max(1, right), max(1, size + size // 3)))
            ImageDraw.Draw(image).text((0, 0), text, font=face, fill=255)
            with self._lock:
                if len(self._masks) > 20_000:  # names change; numbers and labels do not
                    self._masks.clear()
                found = self._masks.setdefault(key, image)
        return found

    def paste(
        self,
        canvas: Image.Image,
        text: str,
        box: tuple[int, int, int, int],
        colour: tuple[int, int, int],
        size: int,
        *,
        bold: bool = False,
        align: str = "center",
        layer: list[tuple[str, tuple[int, int, int, int]]] | None = None,
    ) -> None:
        mask = self.mask(text, size, bold)
        x0, y0, x1, y1 = box
        if align == "center":
            x = x0 + (x1 - x0 - mask.width) // 2
        elif align == "right":
            x = x1 - mask.width - 8
        else:
            x = x0 + 10
        y = y0 + (y1 - y0 - mask.height) // 2 + 1
        canvas.paste(colour, (x, y, x + mask.width, y + mask.height), mask)
        if layer is not None:
            layer.append((text, box))


SPRITES = Sprites()


def _label_key(kind: str, rules: Ruleset, row: int) -> str:
    return rules.rows[row].id if kind == "row" else kind


@cache
def static_sheet(rules: Ruleset, compact: bool, lang: str) -> Image.Image:
    """Grid, column marks and row labels: the same for every move of this ruleset."""
    lay = layout(rules, compact)
    image = Image.new("RGB", (lay.width, lay.sheet_h), BACKGROUND)
    draw = ImageDraw.Draw(image)
    top = lay.title_h
    draw.rectangle((0, top, lay.width, top + lay.header_h), fill=PANEL)
    kinds = [c.kind for c in rules.columns]
    for c, column in enumerate(rules.columns):
        x = lay.label_w + c * lay.col_w
        mark = COLUMN_MARK[column.kind]
        if kinds.count(column.kind) > 1:
            mark += column.id[-1]
        SPRITES.paste(
            image,
            mark,
            (x, top, x + lay.col_w, top + lay.header_h),
            TEXT,
            lay.label_size,
            bold=True,
        )
    for line in lay.lines:
        box = (0, line.y, lay.width, line.y + lay.row_h)
        if line.kind != "row":
            draw.rectangle(box, fill=COMPUTED)
        key = _label_key(line.kind, rules, line.row)
        text = key if key.isdigit() else label(key, lang)
        if line.kind == "max_min" and rules.max_min:
            text = label("max_min", lang)
        face = font(lay.label_size, line.kind != "row")
        SPRITES.paste(
            image,
            fit(text, lay.label_w - 16, face),
            (0, line.y, lay.label_w, line.y + lay.row_h),
            TEXT if line.kind == "row" else MUTED,
            lay.label_size,
            bold=line.kind != "row",
            align="left",
        )
        draw.line((0, line.y, lay.width, line.y), fill=GRID)
    bottom = lay.lines[-1].y + lay.row_h
    draw.line((0, bottom, lay.width, bottom), fill=GRID)
    for c in range(len(rules.columns) + 1):
        x = lay.label_w + c * lay.col_w
        draw.line((x, top, x, bottom), fill=GRID)
    return image


@cache
def die_face(face: int, size: int, kept: bool) -> Image.Image:
    """A die drawn once per face, size and kept state."""
    image = Image.new("RGB", (size, size), BACKGROUND)
    draw = ImageDraw.Draw(image)
    border = GOOD if kept else GRID
    draw.rounded_rectangle(
        (1, 1, size - 2, size - 2),
        radius=size // 6,
        fill=DIE,
        outline=border,
        width=5 if kept else 2,
    )
    spots = {
        1: [(1, 1)],
        2: [(0, 0), (2, 2)],
        3: [(0, 0), (1, 1), (2, 2)],
        4: [(0, 0), (0, 2), (2, 0), (2, 2)],
        5: [(0, 0), (0, 2), (1, 1), (2, 0), (2, 2)],
        6: [(0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2)],
    }[face]
    r = size // 11
    for col, row in spots:
        cx = size // 4 + col * size // 4
        cy = size // 4 + row * size // 4
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=PIP)
    return image


def encode(image: Image.Image) -> bytes:
    """A PNG on the fixed palette: 40% of the bytes of RGB, and four times faster to encode."""
    quantized = image.quantize(palette=PALETTE, dither=Image.Dither.NONE)
    out = io.BytesIO()
    quantized.save(out, format="PNG", compress_level=PNG_LEVEL)
    return out.getvalue()


Layer = list[tuple[str, tuple[int, int, int, int]]]


def draw_sheet(
    game: Game,
    owner: str,
    names: Mapping[str, str],
    *,
    turn: bool = True,
    kept: frozenset[int] | set[int] = frozenset(),
    lang: str = "en",
    compact: bool = False,
    text_layer: Layer | None = None,
) -> Image.Image:
    rules = game.ruleset
    lay = layout(rules, compact)
    showing_turn = turn and game.dice is not None and owner in game.round.sheets
    strip = DICE_STRIP if showing_turn and not compact else 0
    image = Image.new("RGB", (lay.width, lay.sheet_h + strip), BACKGROUND)
    image.paste(static_sheet(rules, compact, lang), (0, 0))
    size, label_size = lay.value_size, lay.label_size
    paste = SPRITES.paste

    # title: name and game total
    title_box = (0, 0, lay.width, lay.title_h)
    total = game.sheet_total(owner)
    total_text = f"{label('game_total', lang)} {total}"
    title_size = label_size + (2 if compact else 5)
    room = lay.width - int(font(title_size, True).getlength(total_text)) - 40
    name = fit(clean_name(names.get(owner, owner)), room, font(title_size, True))
    paste(image, name, title_box, TEXT, title_size, bold=True, align="left", layer=text_layer)
    paste(
        image,
        total_text,
        title_box,
        ACCENT_TEXT,
        title_size,
        bold=True,
        align="right",
        layer=text_layer,
    )

    cells = game.sheets[owner]
    n = len(rules.rows)
    highlights: dict[int, int] = {}
    if showing_turn:
        for option in game.write_options():
            if option.sheet == owner:
                index = rules.cell_index[option.cell]
                highlights[index] = max(highlights.get(index, 0), option.value)
    draw = ImageDraw.Draw(image)
    summaries = game.column_summaries(owner)
    for c, column in enumerate(rules.columns):
        summary = summaries[column.id]
        for line in lay.lines:
            box = lay.cell_box(c, line)
            if line.kind == "row":
                index = c * n + line.row
                value = cells[index]
                if index in highlights:
                    draw.rectangle((box[0] + 2, box[1] + 2, box[2] - 2, box[3] - 2), fill=ACCENT)
                    paste(
                        image,
                        str(highlights[index]),
                        box,
                        ACCENT_TEXT,
                        size,
                        bold=True,
                        layer=text_layer,
                    )
                elif value == 0:
                    # crossed: struck through with a shape, not only a colour
                    draw.line(
                        (box[0] + 10, box[3] - 8, box[2] - 10, box[1] + 8), fill=CROSS, width=3
                    )
                    if text_layer is not None:
                        text_layer.append(("✗", box))
                elif value is not None:
                    paste(image, str(value), box, TEXT, size, layer=text_layer)
                if index == game.announced and owner == game.announced_sheet and showing_turn:
                    draw.rectangle(box, outline=ANNOUNCE, width=3)
            else:
                value = summary[line.kind] if line.kind != "total" else summary["total"]
                if line.kind == "bonus" and value == 0:
                    continue
                if line.kind == "max_min" and not rules.max_min:
                    continue
                paste(
                    image, str(value), box, TEXT, size, bold=line.kind == "total", layer=text_layer
                )
    if game.bonus.get(owner):
        bonus = f"+{game.bonus[owner]} {label('one_throw', lang)}"
        paste(
            image,
            bonus,
            (0, lay.sheet_h - 8, lay.width, lay.sheet_h + 4),
            GOOD,
            16,
            align="right",
            layer=text_layer,
        )
    if strip:
        draw_dice(image, game, lay.sheet_h, kept, lang, text_layer)
    return image


DICE_STRIP = 118


def draw_dice(
    image: Image.Image,
    game: Game,
    top: int,
    kept: frozenset[int] | set[int],
    lang: str,
    text_layer: Layer | None,
) -> None:
    """The dice on the table (numbered as the keep buttons are), the throw, the announcement."""
    assert game.dice is not None
    width = image.width
    y = top + 6
    size = 74
    gap = 14
    x = 16
    for i, face in enumerate(game.dice):
        image.paste(die_face(face, size, i in kept), (x, y))
        SPRITES.paste(
            image,
            str(i + 1),
            (x, y + size, x + size, y + size + 26),
            GOOD if i in kept else MUTED,
            18,
            bold=i in kept,
            layer=text_layer,
        )
        x += size + gap
    status = (
        label("throw_of", lang, n=game.throws, m=3)
        if game.throws <= 3
        else label("throw", lang, n=game.throws)
    )
    box = (x + 10, y, width, y + size // 2)
    SPRITES.paste(image, status, box, TEXT, 22, bold=True, align="right", layer=text_layer)
    if game.announced is not None:
        cell = game.ruleset.cell_names[game.announced]
        SPRITES.paste(
            image,
            f"{label('announced', lang)}: {cell}",
            (x + 10, y + size // 2, width, y + size),
            ANNOUNCE,
            20,
            align="right",
            layer=text_layer,
        )


def with_dice(
    image: Image.Image,
    game: Game,
    kept: frozenset[int] | set[int],
    lang: str,
    text_layer: Layer | None,
) -> Image.Image:
    out = Image.new("RGB", (image.width, image.height + DICE_STRIP), BACKGROUND)
    out.paste(image, (0, 0))
    draw_dice(out, game, image.height, kept, lang, text_layer)
    return out


def join_horizontally(images: list[Image.Image], gap: int = 12) -> Image.Image:
    width = sum(i.width for i in images) + gap * (len(images) - 1)
    height = max(i.height for i in images)
    out = Image.new("RGB", (width, height), BACKGROUND)
    x = 0
    for image in images:
        out.paste(image, (x, 0))
        x += image.width + gap
    return out


def draw_standings(
    game: Game, names: Mapping[str, str], *, lang: str = "en", text_layer: Layer | None = None
) -> Image.Image:
    totals = game.totals()
    kontra = game.mode == "kontra"
    ranked = sorted(totals.items(), key=lambda kv: kv[1], reverse=not kontra)
    settlement = game.settlement() if game.ruleset.name == "russian" else None
    width, row_h, top = 900, 54, 70
    image = Image.new("RGB", (width, top + row_h * len(ranked) + 20), BACKGROUND)
    draw = ImageDraw.Draw(image)
    title = f"{label('standings', lang)} · {game.ruleset.name} · {game.mode}"
    SPRITES.paste(
        image, title, (0, 0, width, top), TEXT, 28, bold=True, align="left", layer=text_layer
    )
    winners = set(game.winners())
    place = 0
    previous: int | None = None
    for i, (competitor, total) in enumerate(ranked):
        if total != previous:
            place = i + 1
            previous = total
        y = top + i * row_h
        box = (0, y, width, y + row_h - 6)
        draw.rounded_rectangle(box, radius=8, fill=ACCENT if competitor in winners else PANEL)
        SPRITES.paste(
            image, f"{place}.", (0, y, 70, y + row_h - 6), TEXT, 24, bold=True, layer=text_layer
        )
        name = fit(clean_name(names.get(competitor, competitor)), 480, font(24, False))
        SPRITES.paste(
            image, name, (60, y, 600, y + row_h - 6), TEXT, 24, align="left", layer=text_layer
        )
        SPRITES.paste(
            image,
            str(total),
            (560, y, 760, y + row_h - 6),
            ACCENT_TEXT,
            26,
            bold=True,
            align="right",
            layer=text_layer,
        )
        if settlement is not None:
            value = settlement[competitor]
            SPRITES.paste(
                image,
                f"{value:+d}",
                (760, y, width, y + row_h - 6),
                GOOD if value >= 0 else CROSS,
                24,
                bold=True,
                align="right",
                layer=text_layer,
            )
    return image
