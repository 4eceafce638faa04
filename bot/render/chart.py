"""A player's last scores for /yamb-scores stats: one chart per ruleset (their totals differ
tenfold: yamm's ~2000 beside classic's ~700), each bar with its value, and a legend for the
colours."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PIL import Image, ImageDraw

from .fonts import clean_name, fit
from .theme import ACCENT, BACKGROUND, GOOD, GRID, MUTED, SPRITES, TEXT, encode

WIDTH = 900
TITLE_H = 52
CHART_H = 230
LEGEND_H = 40
LEFT, RIGHT, TOP, BOTTOM = 70, 20, 44, 30

Scores = Sequence[tuple[int, bool]]  # (total, won), oldest first


def render_scores(
    charts: Mapping[str, Scores], name: str, legend: tuple[str, str], *, per_chart: int = 12
) -> bytes:
    """`charts`: a title (the ruleset's name) -> its last scores; `legend`: the words for a
    green bar (a win) and a blurple one (no win)."""
    charts = {title: list(scores)[-per_chart:] for title, scores in charts.items() if scores}
    height = TITLE_H + CHART_H * max(1, len(charts)) + LEGEND_H
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    title = fit(clean_name(name), WIDTH - 40, 24, True)
    SPRITES.paste(image, title, (0, 0, WIDTH, TITLE_H), TEXT, 24, bold=True, align="left")
    for n, (ruleset, scores) in enumerate(charts.items()):
        _chart(image, draw, TITLE_H + n * CHART_H, ruleset, scores)
    y = height - LEGEND_H + 8
    x = LEFT
    for colour, word in zip((GOOD, ACCENT), legend, strict=True):
        draw.rectangle((x, y + 6, x + 18, y + 24), fill=colour)
        text = fit(word, 300, 18, False)
        SPRITES.paste(image, text, (x + 26, y, x + 340, y + 30), TEXT, 18, align="left", pad=0)
        x += 40 + SPRITES.width(text, 18, False) + 24
    return encode(image)


def _chart(
    image: Image.Image, draw: ImageDraw.ImageDraw, top: int, ruleset: str, scores: Scores
) -> None:
    """One ruleset: its name, then a bar per game with the total written above it."""
    SPRITES.paste(
        image, ruleset, (0, top, WIDTH, top + TOP - 8), MUTED, 20, bold=True, align="left"
    )
    values = [v for v, _ in scores]
    low, high = min(0, min(values)), max(1, max(values))
    span = high - low
    plot_h = CHART_H - TOP - BOTTOM
    zero_y = top + TOP + plot_h * high // span
    draw.line((LEFT, zero_y, WIDTH - RIGHT, zero_y), fill=GRID)
    slot = min(90, (WIDTH - LEFT - RIGHT) // max(len(scores), 1))  # a few games: narrow bars
    for i, (score, win) in enumerate(scores):
        x0 = LEFT + i * slot + slot // 6
        x1 = LEFT + (i + 1) * slot - slot // 6
        y = top + TOP + plot_h * (high - score) // span
        draw.rectangle((x0, min(y, zero_y), x1, max(y, zero_y)), fill=GOOD if win else ACCENT)
        label_y = min(y, zero_y) - 22
        SPRITES.paste(image, str(score), (x0 - 10, label_y, x1 + 10, label_y + 20), TEXT, 15, pad=0)
