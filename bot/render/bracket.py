"""A knockout bracket: one column a round, each match a box with its two sides (the winner in
gold), lines joining a match to the one its winner plays next. The words come in translated and
the matches come in bracket order (engine.tournament.Bracket): this module only draws."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from .fonts import clean_name, fit
from .theme import BACKGROUND, GOLD, GRID, MUTED, PANEL, SPRITES, TEXT, Layer, title_bar

TITLE_H = 64
HEAD_H = 36
BOX_W = 230
BOX_H = 56
GAP_X = 40
SLOT_H = 72  # the height a first-round match takes
MAX_FIRST = 16  # first-round matches drawn as a tree; a bigger field is drawn as a list


@dataclass(frozen=True, slots=True)
class BracketBox:
    top: str  # a name, or the word for "bye" / an empty slot
    bottom: str
    winner: int | None = None  # 0: top went through, 1: bottom, None: undecided


def draw_bracket(
    title: str,
    heads: Sequence[str],
    rounds: Sequence[Sequence[BracketBox]],
    *,
    text_layer: Layer | None = None,
) -> Image.Image:
    """`rounds[r]` are round r+1's matches, top to bottom; round r+1 has half as many."""
    first = max(1, len(rounds[0]) if rounds else 1)
    width = 20 + len(rounds) * (BOX_W + GAP_X)
    height = TITLE_H + HEAD_H + first * SLOT_H + 10
    image = Image.new("RGB", (max(width, 480), height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    paste = SPRITES.paste
    title_bar(
        image, clean_name(title), room=image.width - 36, height=TITLE_H, size=28, layer=text_layer
    )
    centres: list[list[float]] = []
    for r, matches in enumerate(rounds):
        x = 20 + r * (BOX_W + GAP_X)
        paste(
            image,
            fit(heads[r], BOX_W, 18, True),
            (x, TITLE_H, x + BOX_W, TITLE_H + HEAD_H),
            GOLD,
            18,
            bold=True,
            align="left",
            pad=0,
            layer=text_layer,
        )
        span = SLOT_H * first / max(1, len(matches))
        row: list[float] = []
        for i, match in enumerate(matches):
            centre = TITLE_H + HEAD_H + span * (i + 0.5)
            row.append(centre)
            y0 = int(centre - BOX_H / 2)
            draw.rounded_rectangle((x, y0, x + BOX_W, y0 + BOX_H), radius=8, fill=PANEL)
            for side, name in enumerate((match.top, match.bottom)):
                won = match.winner == side
                colour = GOLD if won else (TEXT if match.winner is None else MUTED)
                box = (x, y0 + side * BOX_H // 2, x + BOX_W, y0 + (side + 1) * BOX_H // 2)
                paste(
                    image,
                    fit(clean_name(name), BOX_W - 20, 16, won),
                    box,
                    colour,
                    16,
                    bold=won,
                    align="left",
                    pad=10,
                    layer=text_layer,
                )
            if r > 0 and i * 2 + 1 < len(centres[-1]) + 1:
                # the two matches this one's sides came from
                left = x - GAP_X
                for j in (2 * i, 2 * i + 1):
                    if j < len(centres[-1]):
                        y = int(centres[-1][j])
                        draw.line((left, y, left + GAP_X // 2, y), fill=GRID, width=2)
                        draw.line(
                            (left + GAP_X // 2, y, left + GAP_X // 2, int(centre)),
                            fill=GRID,
                            width=2,
                        )
                draw.line((left + GAP_X // 2, int(centre), x, int(centre)), fill=GRID, width=2)
        centres.append(row)
    return image
