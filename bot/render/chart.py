"""A small chart of a player's last scores (wins in green), for /yamb stats."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from .fonts import clean_name, fit
from .theme import ACCENT, BACKGROUND, GOOD, GRID, MUTED, SPRITES, TEXT, encode

WIDTH, HEIGHT = 900, 320
LEFT, RIGHT, TOP, BOTTOM = 70, 20, 56, 40


def render_scores(scores: Sequence[int], won: Sequence[bool], name: str) -> bytes:
    """Bars for up to 20 scores, oldest first; a win is green, the rest blurple."""
    image = Image.new("RGB", (WIDTH, HEIGHT), BACKGROUND)
    draw = ImageDraw.Draw(image)
    title = fit(clean_name(name), WIDTH - 40, 24, True)
    SPRITES.paste(image, title, (0, 0, WIDTH, TOP - 10), TEXT, 24, bold=True, align="left")
    scores = list(scores)[-20:]
    won = list(won)[-20:]
    if not scores:
        return encode(image)
    low = min(0, min(scores))
    high = max(1, max(scores))
    span = high - low
    plot_h = HEIGHT - TOP - BOTTOM
    zero_y = TOP + plot_h * high // span
    draw.line((LEFT, zero_y, WIDTH - RIGHT, zero_y), fill=GRID)
    for value in (high, low):
        if value:
            y = TOP + plot_h * (high - value) // span
            SPRITES.paste(
                image, str(value), (0, y - 12, LEFT - 6, y + 12), MUTED, 16, align="right"
            )
    slot = (WIDTH - LEFT - RIGHT) // max(len(scores), 1)
    for i, (score, win) in enumerate(zip(scores, won, strict=True)):
        x0 = LEFT + i * slot + slot // 6
        x1 = LEFT + (i + 1) * slot - slot // 6
        y = TOP + plot_h * (high - score) // span
        draw.rectangle((x0, min(y, zero_y), x1, max(y, zero_y)), fill=GOOD if win else ACCENT)
        SPRITES.paste(image, str(i + 1), (x0, HEIGHT - BOTTOM + 4, x1, HEIGHT - 8), MUTED, 14)
    return encode(image)
