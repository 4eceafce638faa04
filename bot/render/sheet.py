"""Score sheets drawn with Pillow, fast enough for every turn.

One drawing serves both pictures: a *block* is a label column and one group of columns per
sheet owner. The single sheet is a block of one group at full size (900 px wide, text 22-26
px: still readable when a phone shrinks it to 400 px); the table is one or two blocks of
compact groups. Everything that is the same for every move of a ruleset (backgrounds, grid,
row labels, column marks) is drawn once per ruleset, size and language and cached; a render
copies that layer, pastes cached text sprites for the values, and encodes on a fixed palette.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from functools import cache

from PIL import Image, ImageDraw

from engine import FREE_THROWS, ColumnKind, Game
from engine.rulesets import Ruleset

from ..labels import COLUMN_MARK, column_word, label, language
from ..scoresheet import Box, Layout, Line, TurnView, computed_line, layout, signed, turn_view
from .fonts import FONT_LOCK, clean_name, fit, font
from .theme import (
    ACCENT,
    ACCENT_LINE,
    ANNOUNCE,
    BACKGROUND,
    COMPUTED,
    CROSS,
    GOLD,
    GOOD,
    GRID,
    HELD,
    HELD_LINE,
    MUTED,
    PANEL,
    SPRITES,
    TEXT,
    WHITE,
    ZEBRA,
    Colour,
    Layer,
    die_face,
    fill_of,
    on_palette,
    palette_canvas,
    paste_picture,
)


def _line_label(rules: Ruleset, line: Line, lang: str) -> str:
    if line.kind == "row":
        row_id = rules.rows[line.row].id
        return row_id if row_id.isdigit() else label(row_id, lang, rules.name)
    return label(line.kind, lang, rules.name)


LABEL_SHRINK = 3  # points a line's label may lose to fit its column before it is cut


def line_label(rules: Ruleset, lay: Layout, line: Line, lang: str) -> tuple[str, int, bool]:
    """A line's label as drawn: its text, size and weight. A long word (German yamm's
    "Zwischentotal" in a table of sheets side by side) is drawn a little smaller rather than
    cut; only what still does not fit is cut."""
    bold = line.kind != "row"
    size = lay.label_size - (2 if bold else 0)
    text = _line_label(rules, line, lang)
    room = lay.label_w - 18
    least = size - LABEL_SHRINK
    with FONT_LOCK:
        while size > least and font(size, bold).getlength(text) > room:
            size -= 1
    return fit(text, room, size, bold), size, bold


@cache
def static_block(
    rules: Ruleset, groups: int, compact: bool, lang: str
) -> tuple[Image.Image, tuple[tuple[str, Box], ...]]:
    """Grounds, grid, column marks and row labels: the same for every move of this ruleset.
    Returns the picture and its text layer. Never drawn on afterwards (it is shared)."""
    lay = layout(rules, groups, compact)
    image = Image.new("RGB", (lay.width, lay.height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    layer: Layer = []
    top = lay.title_h
    if compact:
        for g in range(groups):
            x0, _, x1, _ = lay.group_box(g)
            draw.rectangle((x0, 0, x1 - 1, top - 1), fill=PANEL)
    else:
        draw.rectangle((0, 0, lay.width, top - 1), fill=PANEL)
    draw.rectangle((0, top, lay.width, top + lay.header_h - 1), fill=PANEL)
    kinds = [c.kind for c in rules.columns]
    bottom = lay.lines[-1].y + lay.row_h
    for line in lay.lines:
        box = (0, line.y, lay.width, line.y + lay.row_h)
        if line.kind != "row":
            draw.rectangle(box, fill=COMPUTED)
        elif line.stripe:
            draw.rectangle(box, fill=ZEBRA)
        if line.kind == "one_throw":  # one line across the sheet: the label is long
            continue
        text, size, bold = line_label(rules, lay, line, lang)
        cell = (0, line.y, lay.label_w, line.y + lay.row_h)
        SPRITES.paste(
            image, text, cell, MUTED if bold else TEXT, size, bold=bold, align="left", layer=layer
        )
    for g in range(groups):
        for c, column in enumerate(rules.columns):
            x = lay.group_x(g) + c * lay.col_w
            mark = COLUMN_MARK[column.kind]
            if kinds.count(column.kind) > 1:
                mark += column.id[-1]  # yamm: ↓1 ↓2 ↓3
            elif not compact:
                word = column_word(column.kind, lang)
                mark = fit(f"{mark} {word}", lay.col_w - 12, lay.mark_size, True)
            cell = (x, top, x + lay.col_w, top + lay.header_h)
            colour = ANNOUNCE if column.kind is ColumnKind.ANNOUNCE else TEXT
            SPRITES.paste(image, mark, cell, colour, lay.mark_size, bold=True, layer=layer)
        x0, _, x1, _ = lay.group_box(g)
        for c in range(lay.columns + 1):
            x = min(x0 + c * lay.col_w, x1 - 1)
            draw.line((x, top, x, bottom - 1), fill=GRID)
        if rules.one_throw_bonus:  # one line across each sheet: no column lines through it
            line = lay.line_of("one_throw")
            left = 1 if g == 0 else x0 + 1
            draw.rectangle((left, line.y + 1, x1 - 2, line.y + lay.row_h - 1), fill=COMPUTED)
    for line in lay.lines:
        draw.line((0, line.y, lay.width, line.y), fill=GRID)
    draw.line((0, bottom, lay.width, bottom), fill=GRID)
    return image, tuple(layer)


@cache
def static_on_palette(rules: Ruleset, groups: int, compact: bool, lang: str) -> Image.Image:
    """`static_block`'s picture on the palette, quantized once."""
    return on_palette(static_block(rules, groups, compact, lang)[0])


# -- drawing -----------------------------------------------------------------------------------


def _display_name(names: Mapping[str, str], owner: str) -> str:
    return clean_name(str(names.get(owner) or owner))


def draw_block(
    game: Game,
    owners: Sequence[str],
    names: Mapping[str, str],
    view: TurnView | None,
    *,
    compact: bool,
    lang: str,
    layer: Layer | None,
    groups: int | None = None,
    palette: bool = False,
) -> Image.Image:
    """A block: labels and one group of columns per owner (of `groups` places), with the
    values drawn; with `palette`, drawn on the palette (theme.palette_canvas)."""
    rules = game.ruleset
    lang = language(lang)
    groups = groups or len(owners)
    lay = layout(rules, groups, compact)
    static, static_layer = static_block(rules, groups, compact, lang)
    image = (static_on_palette(rules, groups, compact, lang) if palette else static).copy()
    if layer is not None:
        layer.extend(static_layer)
    for g, owner in enumerate(owners):
        _draw_group(image, game, owner, names, view, lay, g, lang, layer)
    return image


def _title(
    image: Image.Image,
    game: Game,
    owner: str,
    names: Mapping[str, str],
    lay: Layout,
    group: int,
    lang: str,
    layer: Layer | None,
) -> None:
    size = lay.title_size
    if lay.compact:
        x0, _, x1, _ = lay.group_box(group)
        pad = 8
    else:
        x0, x1, pad = 0, lay.width, 14
    box = (x0, 0, x1, lay.title_h)
    total = game.sheet_total(owner)
    total_text = signed(total) if lay.compact else label("sheet_total", lang, n=signed(total))
    total_w = SPRITES.width(total_text, size, True)
    SPRITES.paste(
        image, total_text, box, GOLD, size, bold=True, align="right", pad=pad, layer=layer
    )
    room = x1 - x0 - total_w - 3 * pad
    name = fit(_display_name(names, owner), room, size, True)
    SPRITES.paste(image, name, box, TEXT, size, bold=True, align="left", pad=pad, layer=layer)


def _draw_group(
    image: Image.Image,
    game: Game,
    owner: str,
    names: Mapping[str, str],
    view: TurnView | None,
    lay: Layout,
    group: int,
    lang: str,
    layer: Layer | None,
) -> None:
    rules = game.ruleset
    draw = ImageDraw.Draw(image)
    paste = SPRITES.paste
    _title(image, game, owner, names, lay, group, lang, layer)
    cells = game.sheets[owner]
    n = len(rules.rows)
    offers = view.offers.get(owner, {}) if view else {}
    ghosts = view.ghosts.get(owner, {}) if view else {}
    called = view.announced if view else None
    announced = called[1] if called is not None and called[0] == owner else None
    thrower = view.thrower if view else ""
    size = lay.value_size
    strike = 2 if lay.compact else 4
    summaries = game.column_summaries(owner)
    row_index = rules.row_index
    upper_rows = [row_index[str(f)] for f in range(1, 7)]
    counted_rows = [row_index[r] for r in rules.counted]
    for c, column in enumerate(rules.columns):
        base = c * n
        summary = summaries[column.id]
        written = [cells[base + r] is not None for r in range(n)]
        for line in lay.lines:
            box = lay.cell_box(group, c, line)
            if line.kind == "row":
                index = base + line.row
                value = cells[index]
                if index in offers:
                    _offer(image, draw, box, offers[index], thrower, size, layer)
                elif value == 0:
                    # crossed: struck through with a shape, not only a colour
                    x0, y0, x1, y1 = box
                    m = lay.col_w // 7
                    draw.line(
                        (x0 + m, y1 - 8, x1 - m, y0 + 8), fill=fill_of(image, CROSS), width=strike
                    )
                    if layer is not None:
                        layer.append(("✗", box))
                elif value is not None:
                    paste(image, signed(value), box, TEXT, size, layer=layer)
                elif index in ghosts:
                    paste(image, str(ghosts[index]), box, MUTED, lay.ghost_size, layer=layer)
                if index == announced:
                    x0, y0, x1, y1 = box
                    draw.rectangle(
                        (x0 + 1, y0 + 1, x1 - 1, y1 - 1), outline=fill_of(image, ANNOUNCE), width=3
                    )
                continue
            if line.kind == "one_throw":
                continue
            shown = computed_line(line.kind, summary, written, upper_rows, counted_rows, rules)
            if shown is not None:
                text, final = shown
                bold = line.kind == "total" and final
                paste(image, text, box, TEXT if final else MUTED, size, bold=bold, layer=layer)
    if rules.one_throw_bonus:
        line = lay.line_of("one_throw")
        x0, _, x1, _ = lay.group_box(group)
        box = (0 if group == 0 else x0, line.y, x1, line.y + lay.row_h)
        words = fit(label("one_throw", lang), (x1 - box[0]) - 110, lay.label_size - 1, True)
        paste(image, words, box, MUTED, lay.label_size - 1, bold=True, align="left", layer=layer)
        bonus = game.bonus.get(owner, 0)
        if bonus:
            paste(image, f"+{bonus}", box, GOOD, size, bold=True, align="right", layer=layer)


def _offer(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    box: Box,
    by_result: Mapping[str, int],
    thrower: str,
    size: int,
    layer: Layer | None,
) -> None:
    """A cell the result(s) on the table may go to, with the value each would get: the
    thrower's dice in blue, a partner's held result in teal (side by side when both fit);
    a value of 0 (the cell would be crossed) is only outlined."""
    x0, y0, x1, y1 = box
    parts = sorted(by_result.items(), key=lambda kv: kv[0] != thrower)  # the thrower's first
    width = (x1 - x0) // len(parts)
    for i, (result, value) in enumerate(parts):
        part = (x0 + i * width, y0, x0 + (i + 1) * width if i < len(parts) - 1 else x1, y1)
        own = result == thrower
        inner = (part[0] + 2, y0 + 2, part[2] - 3, y1 - 2)
        if value:
            draw.rectangle(inner, fill=fill_of(image, ACCENT if own else HELD))
            ink: Colour = WHITE
        else:
            ink = ACCENT_LINE if own else HELD_LINE
            draw.rectangle(inner, outline=fill_of(image, ink), width=2)
        SPRITES.paste(image, str(value), part, ink, size, bold=True, layer=layer)


# -- the dice strip ----------------------------------------------------------------------------

DIE_SIZE = 64
DIE_STEP = 76
HELD_DIE = 42


def strip_height(view: TurnView | None) -> int:
    if view is None:
        return 0
    dice = 104 if view.dice else 16
    return dice + (HELD_DIE + 16) * len(view.held)


def draw_strip(
    image: Image.Image,
    top: int,
    view: TurnView,
    game: Game,
    names: Mapping[str, str],
    lang: str,
    layer: Layer | None,
) -> None:
    """The dice on the table (numbered 1..n as the keep buttons are; kept ones framed in
    green), the throw, the announced cell, and partners' held results."""
    paste = SPRITES.paste
    if not view.dice:  # only partners' held results
        _draw_held(image, top + 16, view, names, lang, layer)
        return
    y = top + 10
    x = 16
    for i, face in enumerate(view.dice):
        kept = i in view.kept
        paste_picture(image, die_face(face, DIE_SIZE, "kept" if kept else "plain"), (x, y))
        number = (x, y + DIE_SIZE, x + DIE_SIZE, y + DIE_SIZE + 26)
        paste(image, str(i + 1), number, GOOD if kept else MUTED, 18, bold=kept, layer=layer)
        x += DIE_STEP
    left = x + 8
    right = image.width
    room = right - left - 16
    status = (
        label("throw_of", lang, n=view.throws, m=FREE_THROWS)
        if view.throws <= FREE_THROWS
        else label("throw_paid", lang, n=view.throws)
    )
    if view.held:  # partners' dice are on the picture too: say whose these are
        status = f"{_display_name(names, view.thrower)} · {status}"
    lines: list[tuple[str, Colour, int, bool]] = [(status, TEXT, 24, True)]
    if view.announced is not None:
        rules = game.ruleset
        row = rules.rows[view.announced[1] % len(rules.rows)].id
        cell = row if row.isdigit() else label(row, lang, rules.name)
        lines.append(("★ " + label("announced", lang, cell=cell), ANNOUNCE, 21, True))
    if view.matches is not None:
        lines.append((label("matches", lang, n=view.matches), MUTED, 19, False))
    if view.ghosts:
        lines.append((label("if_written", lang), MUTED, 17, False))
    line_h = 84 // max(len(lines), 3)
    for i, (text, colour, size, bold) in enumerate(lines):
        box = (left, y + i * line_h, right, y + (i + 1) * line_h)
        text = fit(text, room, size, bold)
        paste(image, text, box, colour, size, bold=bold, align="right", pad=16, layer=layer)
    _draw_held(image, top + 104, view, names, lang, layer)


def _draw_held(
    image: Image.Image,
    y: int,
    view: TurnView,
    names: Mapping[str, str],
    lang: str,
    layer: Layer | None,
) -> None:
    """Partners' held results: whose, and their dice (their cells are highlighted above)."""
    for player, dice in view.held:
        name = fit(label("held", lang, name=_display_name(names, player)), 260, 20, True)
        box = (0, y, 300, y + HELD_DIE)
        SPRITES.paste(image, name, box, HELD_LINE, 20, bold=True, align="left", pad=16, layer=layer)
        x = 16 + SPRITES.width(name, 20, True) + 16
        for face in dice:
            paste_picture(image, die_face(face, HELD_DIE, "held"), (x, y))
            x += HELD_DIE + 8
        y += HELD_DIE + 16


def with_strip(
    block: Image.Image,
    view: TurnView | None,
    game: Game,
    names: Mapping[str, str],
    lang: str,
    layer: Layer | None,
) -> Image.Image:
    if view is None:
        return block
    out = Image.new("RGB", (block.width, block.height + strip_height(view)), BACKGROUND)
    out.paste(block, (0, 0))
    draw_strip(out, block.height, view, game, names, language(lang), layer)
    return out


def draw_sheet(
    game: Game,
    owner: str,
    names: Mapping[str, str],
    *,
    turn: bool = True,
    kept: Collection[int] = frozenset(),
    lang: str = "en",
    text_layer: Layer | None = None,
) -> Image.Image:
    view = turn_view(game, (owner,), kept) if turn else None
    block = draw_block(game, [owner], names, view, compact=False, lang=lang, layer=text_layer)
    return with_strip(block, view, game, names, lang, text_layer)


def draw_table(
    game: Game,
    owners: Sequence[str],
    names: Mapping[str, str],
    *,
    turn: bool = True,
    kept: Collection[int] = frozenset(),
    lang: str = "en",
    text_layer: Layer | None = None,
) -> Image.Image:
    """Up to four sheets side by side in compact groups; nine-column sheets two a row."""
    owners = list(owners)[:4]
    if not owners:
        raise ValueError("a table needs at least one sheet")
    per_block = 2 if len(game.ruleset.columns) > 5 else 4
    blocks = [owners[i : i + per_block] for i in range(0, len(owners), per_block)]
    groups = len(blocks[0])
    view = turn_view(game, owners, kept) if turn else None
    lay = layout(game.ruleset, groups, True)
    gap = 14
    images: list[Image.Image] = []
    layers: list[Layer] = []
    for block in blocks:
        layer: Layer | None = [] if text_layer is not None else None
        image = draw_block(
            game, block, names, view, compact=True, lang=lang, layer=layer, groups=groups
        )
        if len(block) < groups:  # a last row with fewer sheets: cut the empty groups off
            image = image.crop((0, 0, lay.group_x(len(block)) - lay.gap, image.height))
            if layer is not None:
                layer = [(t, b) for t, b in layer if b[0] < image.width]
        images.append(image)
        layers.append(layer or [])
    height = sum(i.height for i in images) + gap * (len(images) - 1)
    out = Image.new("RGB", (lay.width, height + strip_height(view)), BACKGROUND)
    y = 0
    for image, layer in zip(images, layers, strict=True):
        out.paste(image, (0, y))
        if text_layer is not None:
            text_layer.extend((t, (b[0], b[1] + y, b[2], b[3] + y)) for t, b in layer)
        y += image.height + gap
    if view is not None:
        draw_strip(out, height, view, game, names, language(lang), text_layer)
    return out


STACK_GAP = 18


def draw_stack(
    game: Game,
    owners: Sequence[str],
    names: Mapping[str, str],
    *,
    view: TurnView | None = None,
    lang: str = "en",
    text_layer: Layer | None = None,
    palette: bool = True,
) -> Image.Image:
    """Sheets one under the other, each at full size (900 px wide, for phones), with
    partners' held results below when `view` has them. Drawn on the palette: the turn's
    picture is drawn at every write, and this skips quantizing it (`palette` False: in RGB,
    the same pixels once quantized)."""
    owners = list(owners)
    if not owners:
        raise ValueError("a stack needs at least one sheet")
    blocks: list[Image.Image] = []
    for owner in owners:
        layer: Layer | None = [] if text_layer is not None else None
        blocks.append(
            draw_block(
                game, [owner], names, view, compact=False, lang=lang, layer=layer, palette=palette
            )
        )
        if text_layer is not None and layer is not None:
            y = sum(b.height + STACK_GAP for b in blocks[:-1])
            text_layer.extend((t, (b[0], b[1] + y, b[2], b[3] + y)) for t, b in layer)
    if len(blocks) == 1 and view is None:
        return blocks[0]  # one sheet and nothing below it (standard mode): already the picture
    height = sum(b.height for b in blocks) + STACK_GAP * (len(blocks) - 1)
    size = (blocks[0].width, height + strip_height(view))
    out = palette_canvas(size, BACKGROUND) if palette else Image.new("RGB", size, BACKGROUND)
    y = 0
    for block in blocks:
        out.paste(block, (0, y))
        y += block.height + STACK_GAP
    if view is not None:
        draw_strip(out, height, view, game, names, language(lang), text_layer)
    return out
