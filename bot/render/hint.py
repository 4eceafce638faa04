"""The hint's picture: the sheet(s) the decision is about with the hint's options marked.

The best option's cell gets a thick green frame round a green ground and its value; the next
options' cells a thin frame with their value and, small, the points lost against the best
("−3.4"). The dice on the table are below, the best keep's dice framed green as kept dice are on
the turn picture; when keeps are among the options, one row of small dice per keep follows (kept
dice framed, the others faded) with its loss. The other offers of the turn picture are left
out: the picture shows only the few options the hint lists.
"""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from PIL import Image, ImageDraw

from engine import Game

from ..labels import label, language
from ..scoresheet import Box, Layout, layout, turn_view
from .fonts import fit
from .sheet import STACK_GAP, draw_block, draw_strip, strip_height
from .theme import (
    ACCENT_LINE,
    ANNOUNCE,
    BACKGROUND,
    CROSS,
    GOOD,
    MUTED,
    SPRITES,
    TEXT,
    WHITE,
    Colour,
    Layer,
    die_face,
)

MarkKind = Literal["write", "cross", "announce", "correct", "keep", "other"]

BEST: Colour = GOOD  # the best option: a thick frame round a green ground, the value white
NEXT: Colour = ACCENT_LINE  # the next options: a thin frame, and their loss in this colour


def _blend(ink: Colour, ground: Colour, share: float) -> Colour:
    red, green, blue = (round(g + (i - g) * share) for i, g in zip(ink, ground, strict=True))
    return (red, green, blue)


# the best cell's ground: the green at a quarter on the card (a colour of the fixed palette)
BEST_GROUND = _blend(GOOD, BACKGROUND, 0.25)
BEST_FRAME = 4
NEXT_FRAME = 2
LOSS_SIZE = 18  # a loss in a cell: small, yet ~8 px on a phone that shows 400 px of 900
KEEP_DIE = 48
KEEP_ROW = KEEP_DIE + 14


@dataclass(frozen=True)
class HintMark:
    """One option of the hint as the picture shows it.

    `sheet` and `cell` (the engine's cell index) for a write, cross, announcement or
    correction; `value` what a write would get there; `keep` the 0-based positions of the dice
    a keep keeps (empty: throw them all again). `loss` is the hint's: 0.0 for the best,
    negative for the rest."""

    kind: MarkKind
    loss: float
    sheet: str | None = None
    cell: int | None = None
    value: int | None = None
    keep: tuple[int, ...] | None = None


def loss_text(loss: float, decimals: int = 1) -> str:
    """A loss as drawn: "0.0", "−3.4" (a true minus: a hyphen is too short on a phone)."""
    text = f"{abs(loss):.{decimals}f}"
    return text if text.strip("0.") == "" else f"−{text}"


def _shown(mark: HintMark) -> str:
    if mark.kind == "cross":
        return "✗"
    if mark.kind == "announce":
        return "★"
    if mark.kind == "correct":
        return "↺"
    value = mark.value or 0
    return f"−{-value}" if value < 0 else str(value)


def _mark_cell(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    box: Box,
    mark: HintMark,
    best: bool,
    lay: Layout,
    layer: Layer | None,
) -> None:
    x0, y0, x1, y1 = box
    shown = _shown(mark)
    ink = CROSS if mark.kind == "cross" else ANNOUNCE if mark.kind == "announce" else TEXT
    if best:
        draw.rectangle(
            (x0 + 1, y0 + 1, x1 - 1, y1 - 1), fill=BEST_GROUND, outline=BEST, width=BEST_FRAME
        )
        colour = WHITE if mark.kind in ("write", "correct") else ink
        SPRITES.paste(image, shown, box, colour, lay.value_size, bold=True, layer=layer)
        return
    draw.rectangle((x0 + 2, y0 + 2, x1 - 2, y1 - 2), outline=NEXT, width=NEXT_FRAME)
    pad, gap = 7, 4
    room = x1 - x0 - 2 * pad - gap
    # the value and the loss side by side; in narrow cells (yamm's nine columns) smaller,
    # then the loss in whole points, then the loss alone
    small = LOSS_SIZE - 2
    tries = ((lay.value_size, LOSS_SIZE, 1), (lay.value_size - 4, small, 1))
    for size, loss_size, decimals in (*tries, (lay.value_size - 4, small, 0)):
        lost = loss_text(mark.loss, decimals)
        if SPRITES.width(shown, size, True) + SPRITES.width(lost, loss_size) <= room:
            SPRITES.paste(
                image, shown, box, ink, size, bold=True, align="left", pad=pad, layer=layer
            )
            SPRITES.paste(image, lost, box, NEXT, loss_size, align="right", pad=pad, layer=layer)
            return
    SPRITES.paste(image, loss_text(mark.loss, 0), box, NEXT, LOSS_SIZE, layer=layer)


_faded: dict[tuple[int, int], Image.Image] = {}
_faded_lock = threading.Lock()


def _faded_die(face: int, size: int) -> Image.Image:
    """A die that is thrown again: drawn faded, so the kept ones stand out."""
    key = (face, size)
    found = _faded.get(key)
    if found is None:
        plain = die_face(face, size, "plain")
        found = Image.blend(plain, Image.new("RGB", plain.size, BACKGROUND), 0.6)
        with _faded_lock:
            found = _faded.setdefault(key, found)
    return found


def _keep_rows(
    image: Image.Image,
    top: int,
    dice: tuple[int, ...],
    keeps: list[tuple[int, HintMark]],
    lang: str,
    layer: Layer | None,
) -> None:
    """One row per keep option: the dice, kept ones framed, and the loss against the best."""
    title = (0, top, image.width, top + 36)
    words = fit(label("keeps_ranked", lang), image.width - 32, 20, True)
    SPRITES.paste(image, words, title, MUTED, 20, bold=True, align="left", pad=16, layer=layer)
    y = top + 40
    for rank, mark in keeps:
        x = 16
        kept = set(mark.keep or ())
        for i, face in enumerate(dice):
            die = die_face(face, KEEP_DIE, "kept") if i in kept else _faded_die(face, KEEP_DIE)
            image.paste(die, (x, y))
            x += KEEP_DIE + 10
        row = (x, y, image.width, y + KEEP_DIE)
        best = rank == 0
        SPRITES.paste(
            image,
            loss_text(mark.loss),
            row,
            BEST if best else TEXT,
            24,
            bold=best,
            align="right",
            pad=16,
            layer=layer,
        )
        y += KEEP_ROW


def draw_hint(
    game: Game,
    owners: Sequence[str],
    names: Mapping[str, str],
    marks: Sequence[HintMark],
    *,
    lang: str = "en",
    text_layer: Layer | None = None,
) -> Image.Image:
    """The sheets of `owners` one under the other (900 px wide), `marks` (best first) on their
    cells, then the dice on the table and the keep options."""
    owners = list(owners)
    if not owners:
        raise ValueError("a hint needs at least one sheet")
    lang = language(lang)
    best_keep = marks[0].keep if marks and marks[0].kind == "keep" else None
    view = turn_view(game, owners, best_keep or ())
    if view is not None:
        # only the hint's options are marked: none of the turn's other offers
        view = dataclasses.replace(view, offers={}, ghosts={})
    lay = layout(game.ruleset, 1, False)
    blocks: list[Image.Image] = []
    for owner in owners:
        layer: Layer | None = [] if text_layer is not None else None
        block = draw_block(game, [owner], names, view, compact=False, lang=lang, layer=layer)
        draw = ImageDraw.Draw(block)
        done: set[int] = set()
        for rank, mark in enumerate(marks):
            if mark.sheet != owner or mark.cell is None or mark.cell in done:
                continue  # a cell shows its best option only (pairs: two results, one cell)
            done.add(mark.cell)
            n = len(game.ruleset.rows)
            box = lay.cell_box(0, mark.cell // n, lay.line_of_row(mark.cell % n))
            _mark_cell(block, draw, box, mark, rank == 0, lay, layer)
        if text_layer is not None and layer is not None:
            y = sum(b.height + STACK_GAP for b in blocks)
            text_layer.extend((t, (b[0], b[1] + y, b[2], b[3] + y)) for t, b in layer)
        blocks.append(block)
    keeps = [(rank, m) for rank, m in enumerate(marks) if m.kind == "keep" and m.keep is not None]
    dice: tuple[int, ...] = game.dice or ()
    if not dice:
        keeps = []
    height = sum(b.height for b in blocks) + STACK_GAP * (len(blocks) - 1)
    strip = strip_height(view)
    extra = 40 + KEEP_ROW * len(keeps) + 6 if keeps else 0
    out = Image.new("RGB", (lay.width, height + strip + extra), BACKGROUND)
    y = 0
    for block in blocks:
        out.paste(block, (0, y))
        y += block.height + STACK_GAP
    if view is not None:
        draw_strip(out, height, view, game, names, lang, text_layer)
    if keeps:
        _keep_rows(out, height + strip, dice, keeps, lang, text_layer)
    return out


__all__ = ["HintMark", "draw_hint", "loss_text"]
