"""A board picture: a title, then sections (a ruleset's top three, a tournament's standings or
a round's pairings), each a heading and rows of place, name, a detail line and a value.

The words come in translated: this module draws, it does not rank or decide anything."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from .fonts import clean_name, fit
from .theme import ACCENT, BACKGROUND, GOLD, MUTED, PANEL, SPRITES, TEXT, Layer, title_bar

WIDTH = 900
TITLE_H = 70
HEAD_H = 44
ROW_H = 62
MAX_ROWS = 64  # a picture stays readable (and under Discord's size): longer lists are cut


@dataclass(frozen=True, slots=True)
class BoardRow:
    place: str  # "1.", "=3." or "" (a pairing's board number, a bye)
    name: str  # a member's name, cleaned here; or two names "Ana – Bo"
    value: str  # right-aligned: a total, points, a result
    detail: str = ""  # a smaller line under the name
    first: bool = False  # drawn as a winner (the accent panel, the place in gold)


@dataclass(frozen=True, slots=True)
class BoardSection:
    heading: str
    rows: Sequence[BoardRow]


def draw_board(
    title: str,
    sections: Sequence[BoardSection],
    *,
    note: str = "",
    text_layer: Layer | None = None,
) -> Image.Image:
    shown: list[tuple[str, BoardSection]] = []
    left = MAX_ROWS
    for section in sections:
        rows = list(section.rows[:left])
        left -= len(rows)
        shown.append((section.heading, BoardSection(section.heading, rows)))
    top = TITLE_H + (34 if note else 0) + 6
    height = top + sum(HEAD_H + ROW_H * len(s.rows) for _, s in shown) + 10
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    paste = SPRITES.paste
    title_bar(image, clean_name(title), room=WIDTH - 36, height=TITLE_H, layer=text_layer)
    if note:
        box = (0, TITLE_H, WIDTH, TITLE_H + 34)
        paste(
            image, fit(note, WIDTH - 36, 19), box, MUTED, 19, align="left", pad=18, layer=text_layer
        )
    y = top
    for heading, section in shown:
        if heading:
            box = (0, y, WIDTH, y + HEAD_H)
            paste(
                image,
                fit(heading, WIDTH - 36, 22, True),
                box,
                GOLD,
                22,
                bold=True,
                align="left",
                pad=18,
                layer=text_layer,
            )
        y += HEAD_H
        for row in section.rows:
            _row(image, draw, row, y, text_layer)
            y += ROW_H
    return image


def _row(
    image: Image.Image, draw: ImageDraw.ImageDraw, row: BoardRow, y: int, layer: Layer | None
) -> None:
    paste = SPRITES.paste
    box = (8, y, WIDTH - 8, y + ROW_H - 8)
    draw.rounded_rectangle(box, radius=10, fill=ACCENT if row.first else PANEL)
    y0, y1 = box[1], box[3]
    if row.place:
        paste(
            image,
            fit(row.place, 80, 26, True),
            (8, y0, 96, y1),
            GOLD if row.first else TEXT,
            26,
            bold=True,
            layer=layer,
        )
    value_w = SPRITES.width(row.value, 26, True) if row.value else 0
    right = WIDTH - 8 - value_w - 40
    name = fit(clean_name(row.name), right - 96 - 10, 22, True)
    name_box = (96, y0, right, y1 if not row.detail else y0 + 30)
    paste(image, name, name_box, TEXT, 22, bold=True, align="left", pad=0, layer=layer)
    if row.detail:
        detail = fit(clean_name(row.detail), right - 96 - 10, 16)
        paste(
            image,
            detail,
            (96, y0 + 28, right, y1 - 2),
            TEXT if row.first else MUTED,
            16,
            align="left",
            pad=0,
            layer=layer,
        )
    if row.value:
        paste(
            image,
            row.value,
            (right, y0, WIDTH - 8, y1),
            GOLD,
            26,
            bold=True,
            align="right",
            pad=20,
            layer=layer,
        )
