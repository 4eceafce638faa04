"""The daily challenge's share card (bot/render/share.py): a valid small PNG of a finished
sheet's shape that shows nothing but which cells are crossed and how well each scored (its
colour step); `cell_quality` rates a value against the best one throw gives its row."""

from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import Image

from bot.render import render_share
from bot.render.share import (
    STEP_COLOURS,
    cell_quality,
    draw_share,
    quality_step,
    row_scale,
    share_layout,
)
from bot.render.theme import CROSS, GOLD
from engine import Game, RandomDice, ThrowOption, get_ruleset
from engine.autoplay import simple_move
from engine.rulesets import Ruleset

DAILY = ("classic", "bulgarian", "russian", "tris")
TITLE = "Daily #12 · Classic"


def play_solo(ruleset: str, seed: int, options: dict[str, Any] | None = None) -> Game:
    """A solo game to the end: first throws only, the best-valued legal write each turn."""
    game = Game(ruleset, ["ana"], options=options)
    dice = RandomDice(seed)
    while not game.is_over:
        move = simple_move(game, "ana")
        assert move is not None
        if isinstance(move, ThrowOption):
            game.throw("ana", dice)
        else:
            game.apply(move)
    return game


def possible(rules: Ruleset, row: int) -> list[int]:
    """Every value one throw gives the row, ascending."""
    return sorted({values[row] for values in rules.table.values()})


def decode(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    assert image.format == "PNG"
    return image


def pixel(image: Image.Image, xy: tuple[int, int]) -> tuple[int, ...]:
    found = image.convert("RGB").getpixel(xy)
    assert isinstance(found, tuple)
    return found


def square_centre(rules: Ruleset, cell: int) -> tuple[int, int]:
    lay = share_layout(rules)
    column, row = divmod(cell, len(rules.rows))
    x = lay.grid_x + column * lay.slot + lay.slot // 2
    return x, lay.row_y[row] + 15


@pytest.mark.parametrize("ruleset", [*DAILY, "yamm"])
def test_a_finished_sheet_gives_a_small_valid_png(ruleset: str) -> None:
    game = play_solo(ruleset, 5)
    cells = game.sheets["ana"]
    assert None not in cells
    png = draw_share(game.ruleset, cells, TITLE, "en")
    image = decode(png)
    assert 400 <= image.width <= 600
    assert 300 <= image.height <= 700
    assert len(png) < 30_000
    assert render_share(game.ruleset, cells, TITLE, "en") == png


@pytest.mark.parametrize(
    ("ruleset", "options", "lang", "title"),
    [
        ("bulgarian", None, "bg", "Дневно предизвикателство #12 · Български ямб"),
        ("russian", {"negative_school": True}, "ru", "Ежедневный вызов #12 · Русский ямб"),
        ("tris", {"six_dice": True}, "hr", "Dnevni izazov #12 · Tris"),
    ],
)
def test_other_languages_options_and_long_titles_draw(
    ruleset: str, options: dict[str, Any] | None, lang: str, title: str
) -> None:
    game = play_solo(ruleset, 8, options)
    image = decode(draw_share(game.ruleset, game.sheets["ana"], title * 2, lang))
    assert 400 <= image.width <= 600


@pytest.mark.parametrize("ruleset", DAILY)
def test_only_the_shape_shows_values_of_the_same_step_give_the_same_bytes(ruleset: str) -> None:
    game = play_solo(ruleset, 11)
    rules = game.ruleset
    n = len(rules.rows)
    cells = list(game.sheets["ana"])
    other = list(cells)
    for i, value in enumerate(cells):
        if not value:
            continue
        row = i % n
        step = quality_step(cell_quality(rules, row, value))
        alike = [
            v
            for v in possible(rules, row)
            if v and v != value and quality_step(cell_quality(rules, row, v)) == step
        ]
        if alike:
            other[i] = alike[0]
    changed = sum(a != b for a, b in zip(cells, other, strict=True))
    assert changed >= 5
    assert sum(v or 0 for v in other) != sum(v or 0 for v in cells)  # another total, another sheet
    assert draw_share(rules, other, TITLE, "en") == draw_share(rules, cells, TITLE, "en")


@pytest.mark.parametrize("ruleset", DAILY)
def test_crossing_one_more_cell_changes_the_picture(ruleset: str) -> None:
    game = play_solo(ruleset, 13)
    rules = game.ruleset
    cells = list(game.sheets["ana"])
    written = next(i for i, value in enumerate(cells) if value)
    crossed = list(cells)
    crossed[written] = 0
    before = draw_share(rules, cells, TITLE, "en")
    after = draw_share(rules, crossed, TITLE, "en")
    assert before != after
    assert pixel(decode(after), square_centre(rules, written)) == CROSS


def test_the_best_value_is_gold_and_a_crossed_cell_red() -> None:
    rules = get_ruleset("classic")
    n = len(rules.rows)
    cells: list[int | None] = [None] * rules.cell_count
    yamb = rules.row_index["yamb"]
    low = rules.row_index["min"]
    cells[yamb] = 80  # six sixes: the best yamb
    cells[n + low] = 5  # the best Min
    cells[2 * n + low] = 30  # the worst Min
    cells[3 * n + yamb] = 0
    image = decode(draw_share(rules, cells, TITLE, "en"))
    assert pixel(image, square_centre(rules, yamb)) == GOLD
    assert pixel(image, square_centre(rules, n + low)) == GOLD
    assert pixel(image, square_centre(rules, 2 * n + low)) == STEP_COLOURS[0]
    assert pixel(image, square_centre(rules, 3 * n + yamb)) == CROSS


def test_empty_cells_draw_as_plain_grid() -> None:
    rules = get_ruleset("classic")
    empty = draw_share(rules, [None] * rules.cell_count, TITLE, "en")
    decode(empty)
    half = play_solo("classic", 17)
    cells: list[int | None] = list(half.sheets["ana"])
    cells[: len(cells) // 2] = [None] * (len(cells) // 2)
    finished = draw_share(rules, half.sheets["ana"], TITLE, "en")
    assert draw_share(rules, cells, TITLE, "en") not in (empty, finished)
    with pytest.raises(ValueError):
        draw_share(rules, cells[:-1], TITLE, "en")


@pytest.mark.parametrize("ruleset", [*DAILY, "yamm"])
def test_quality_is_one_for_each_rows_best_and_zero_for_a_crossed_cell(ruleset: str) -> None:
    rules = get_ruleset(ruleset)
    low_rows = {"min"} if rules.max_min else set()
    for row, spec in enumerate(rules.rows):
        values = [v for v in possible(rules, row) if v]
        assert values and min(values) > 0  # no ruleset writes negative values in a cell
        assert cell_quality(rules, row, 0) == 0.0
        qualities = [cell_quality(rules, row, v) for v in values]
        assert all(0.0 < q <= 1.0 for q in qualities), spec.id
        if spec.id in low_rows:
            assert qualities == sorted(qualities, reverse=True), spec.id  # lower is better
            assert len(set(qualities)) == len(qualities)
            assert cell_quality(rules, row, min(values)) == 1.0
            assert cell_quality(rules, row, max(values)) < 1.0
        elif spec.id == "tief":  # yamm: counted as it stands; at most one under Hoch's best
            assert qualities == sorted(qualities)
            assert row_scale(rules, row).best == 29
            assert cell_quality(rules, row, 29) == 1.0
        else:
            assert qualities == sorted(qualities), spec.id
            assert len(set(qualities)) == len(qualities)
            assert cell_quality(rules, row, max(values)) == 1.0
            assert cell_quality(rules, row, values[-2]) < 1.0


def test_max_and_min_equally_far_from_their_best_rate_alike() -> None:
    rules = get_ruleset("classic")
    high, low = rules.row_index["max"], rules.row_index["min"]
    assert cell_quality(rules, high, 25) == pytest.approx(cell_quality(rules, low, 10))
    assert cell_quality(rules, low, 5) == 1.0
    assert cell_quality(rules, low, 6) < 1.0
    assert cell_quality(rules, high, 30) == 1.0
    ones = rules.row_index["1"]
    assert [quality_step(cell_quality(rules, ones, k)) for k in range(1, 6)] == [0, 1, 2, 3, 4]
