"""The pictures: every ruleset and mode renders; drawn values are the engine's, in the right
cells; crossed cells are struck through; hostile names render; threads agree."""

from __future__ import annotations

import io
from concurrent.futures import ThreadPoolExecutor

import pytest
from PIL import Image

from bot.render import render_sheet, render_standings, render_table
from bot.render.fonts import PLACEHOLDER, clean_name
from bot.render.sheet import BACKGROUND, CROSS, layout
from engine import MODES, RULESET_NAMES, Game, RandomDice
from tests.randomplay import new_game, play_random

VARIANTS = [(r, m) for r in RULESET_NAMES for m in MODES if not (m == "kontra" and r == "yamm")]
HOSTILE = {
    "ana": "A" * 500,
    "bo": "🎲🃏 dice 😀 ﷽",
    "cy": "שלום עליכם مرحبا",
    "dee": "ze\u200bro\u200d wi\u2060dth\u202e\u0000",
    "red": "Team ✨🔥",
    "blue": "",
}


def png(data: bytes) -> Image.Image:
    assert data.startswith(b"\x89PNG")
    return Image.open(io.BytesIO(data)).convert("RGB")


def midgame(ruleset: str, mode: str, steps: int) -> Game:
    game = play_random(new_game(ruleset, mode), seed=steps, steps=steps)
    return game


@pytest.mark.parametrize(("ruleset", "mode"), VARIANTS)
def test_every_ruleset_and_mode_renders_empty_half_and_full(ruleset: str, mode: str) -> None:
    for game in (
        new_game(ruleset, mode),
        midgame(ruleset, mode, 60),
        play_random(new_game(ruleset, mode), 1),
    ):
        for owner in game.sheets:
            image = png(render_sheet(game, owner, HOSTILE, kept={0, 2}))
            assert 800 <= image.width <= 960 and image.height > 400
        owners = list(game.sheets)[:4]
        if len(owners) > 1:
            assert png(render_table(game, owners, HOSTILE)).width > 1000
        assert png(render_standings(game, HOSTILE)).width == 900


@pytest.mark.parametrize("ruleset", RULESET_NAMES)
def test_drawn_values_are_the_engines_in_their_cells(ruleset: str) -> None:
    game = midgame(ruleset, "standard", 90)
    if game.throws == 0:
        game.throw(game.thrower, RandomDice(3))
    for owner, cells in game.sheets.items():
        layer: list[tuple[str, tuple[int, int, int, int]]] = []
        render_sheet(game, owner, HOSTILE, text_layer=layer)
        drawn = {box: text for text, box in layer}
        lay = layout(game.ruleset)
        rows = {line.row: line for line in lay.lines if line.kind == "row"}
        n = len(game.ruleset.rows)
        offered = {
            game.ruleset.cell_index[o.cell]: o.value
            for o in game.write_options()
            if o.sheet == owner
        }
        for index, value in enumerate(cells):
            box = lay.cell_box(index // n, rows[index % n])
            if index in offered:
                assert drawn[box] == str(offered[index])  # the value it would get
            elif value is None:
                assert box not in drawn
            else:
                assert drawn[box] == ("✗" if value == 0 else str(value))
        totals = {line.kind: line for line in lay.lines if line.kind == "total"}
        summaries = game.column_summaries(owner)
        for c, column in enumerate(game.ruleset.columns):
            box = lay.cell_box(c, totals["total"])
            assert drawn[box] == str(summaries[column.id]["total"])
        assert any(text.endswith(str(game.sheet_total(owner))) for text in drawn.values())


def test_crossed_cells_are_struck_through_in_pixels() -> None:
    game = Game("classic", ["ana"])
    game.throw("ana", RandomDice(1))
    game.cross("ana", "free/yamb")
    image = png(render_sheet(game, "ana", HOSTILE, turn=False))
    lay = layout(game.ruleset)
    line = next(x for x in lay.lines if x.kind == "row" and x.row == game.ruleset.row_index["yamb"])
    x0, y0, x1, y1 = lay.cell_box(game.ruleset.column_index["free"], line)
    crossed = image.crop((x0 + 4, y0 + 4, x1 - 4, y1 - 4)).getcolors(10_000) or []
    assert any(colour == CROSS for _, colour in crossed)
    x0, y0, x1, y1 = lay.cell_box(game.ruleset.column_index["down"], line)
    empty = image.crop((x0 + 4, y0 + 4, x1 - 4, y1 - 4)).getcolors(10_000) or []
    assert [colour for _, colour in empty] == [BACKGROUND]


def test_hostile_names_are_cleaned_and_cut() -> None:
    assert clean_name("ze\u200bro\u202e") == "zero"
    assert PLACEHOLDER in clean_name("🦄 unicorn")
    assert clean_name("\u200b\u200d") == "?"
    game = new_game("tris", "standard")
    layer: list[tuple[str, tuple[int, int, int, int]]] = []
    render_sheet(game, "ana", HOSTILE, text_layer=layer)
    title = layer[0][0]
    assert title.endswith("…") and len(title) < 100


def test_two_threads_draw_the_same_pictures() -> None:
    games = [midgame(r, "standard", 40) for r in RULESET_NAMES]
    expected = [render_sheet(g, g.thrower, HOSTILE) for g in games]
    with ThreadPoolExecutor(2) as pool:
        again = list(pool.map(lambda g: render_sheet(g, g.thrower, HOSTILE), games * 4))
    assert again == expected * 4
