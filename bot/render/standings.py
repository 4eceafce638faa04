"""The standings picture: places, totals, and the settlement for russian.

The engine decides: `game.totals()` gives the totals and `game.winners()` the winners (the
lowest total in Kontra); places follow the totals in the winning direction, ties share a
place (1, 1, 3).
"""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from engine import Game

from .. import i18n
from ..labels import label, language
from ..scoresheet import places, signed
from .fonts import FONT_LOCK, clean_name, fit, font
from .theme import (
    ACCENT,
    BACKGROUND,
    CROSS,
    GOLD,
    GOOD,
    MUTED,
    PANEL,
    SPRITES,
    TEXT,
    Layer,
    title_bar,
)

WIDTH = 900
TITLE_H = 70
ROW_H = 66


def draw_standings(
    game: Game, names: Mapping[str, str], *, lang: str = "en", text_layer: Layer | None = None
) -> Image.Image:
    lang = language(lang)
    rows = places(game)
    settlement = game.settlement() if game.ruleset.name == "russian" else None
    note = label("lowest_wins", lang) if game.mode.lowest_wins else None
    top = TITLE_H + (36 if note else 0) + (30 if settlement is not None else 0) + 10
    image = Image.new("RGB", (WIDTH, top + ROW_H * len(rows) + 10), BACKGROUND)
    draw = ImageDraw.Draw(image)
    paste = SPRITES.paste
    title = label("standings" if game.is_over else "standings_running", lang)
    ruleset = i18n.text(language(lang), f"ruleset-{game.ruleset.name}")
    kind = f"{ruleset} · {i18n.text(language(lang), f'mode-name-{game.mode.name}')}"
    kind_w = SPRITES.width(kind, 20)
    title_bar(image, title, room=WIDTH - kind_w - 60, height=TITLE_H, layer=text_layer)
    paste(image, kind, (0, 0, WIDTH, TITLE_H), MUTED, 20, align="right", pad=18, layer=text_layer)
    if note:
        box = (0, TITLE_H, WIDTH, TITLE_H + 36)
        paste(image, note, box, MUTED, 19, align="left", pad=18, layer=text_layer)
    if settlement is not None:
        y = top - 38
        heads = (
            (label("points", lang), (480, y, 720, y + 30)),
            (label("settlement", lang), (720, y, WIDTH - 8, y + 30)),
        )
        for text, box in heads:
            paste(image, text, box, MUTED, 18, align="right", pad=20, layer=text_layer)
    winners = set(game.winners())
    name_right = 560 if settlement is None else 480
    for i, (place, competitor, total) in enumerate(rows):
        y = top + i * ROW_H
        box = (8, y, WIDTH - 8, y + ROW_H - 8)
        won = competitor in winners
        draw.rounded_rectangle(box, radius=10, fill=ACCENT if won else PANEL)
        y0, y1 = box[1], box[3]
        paste(
            image,
            f"{place}.",
            (8, y0, 78, y1),
            GOLD if place == 1 else TEXT,
            28,
            bold=True,
            layer=text_layer,
        )
        name = clean_name(str(names.get(competitor) or competitor))
        detail = _detail(game, competitor, names, name_right - 78 - 24)
        name_box = (78, y0, name_right, y1 if detail is None else y0 + 34)
        name = fit(name, name_right - 78 - 24, 24, True)
        paste(image, name, name_box, TEXT, 24, bold=True, align="left", layer=text_layer)
        if detail is not None:
            detail_box = (78, y0 + 30, name_right, y1 - 2)
            paste(
                image,
                detail,
                detail_box,
                TEXT if won else MUTED,
                DETAIL_SIZE,
                align="left",
                layer=text_layer,
            )
        total_right = WIDTH - 8 if settlement is None else 720
        total_box = (name_right, y0, total_right, y1)
        paste(
            image,
            signed(total, plus=False),
            total_box,
            GOLD,
            30,
            bold=True,
            align="right",
            pad=20,
            layer=text_layer,
        )
        if settlement is not None:
            value = settlement[competitor]
            colour = GOOD if value > 0 else TEXT if value == 0 else CROSS
            if won and value <= 0:
                colour = TEXT
            paste(
                image,
                signed(value, plus=True),
                (720, y0, WIDTH - 8, y1),
                colour,
                26,
                bold=True,
                align="right",
                pad=20,
                layer=text_layer,
            )
    return image


DETAIL_SIZE = 17  # the line under a team's name: its members (and their sheets' totals)


def _detail(
    game: Game, competitor: str, names: Mapping[str, str], room: int
) -> str | None:
    """A second line under a team's name: its members, with each sheet in team mode, in
    `room` pixels: each member's name is cut to its share, so every member and total shows."""
    if game.teams is None or competitor not in game.teams:
        return None
    members = game.teams[competitor]
    tails = [f" {game.sheet_total(m)}" if game.mode.names_sheet else "" for m in members]
    with FONT_LOCK:
        face = font(DETAIL_SIZE)
        share = (room - face.getlength(" · ") * (len(members) - 1)) / len(members)
        widths = [int(share - face.getlength(tail)) for tail in tails]
    return " · ".join(
        fit(clean_name(str(names.get(m) or m)), width, DETAIL_SIZE) + tail
        for m, width, tail in zip(members, widths, tails, strict=True)
    )
