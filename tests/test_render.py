"""The pictures: every ruleset and mode renders; drawn values are the engine's, in the cell
where the row label and the column head meet (found from the drawing, not from the layout
code); crossed cells are struck through and legal cells filled, read from the pixels; digits
are read back from the pixels; hostile names render; threads agree; the event loop runs on.
"""

from __future__ import annotations

import asyncio
import io
import random
import time
import unicodedata
import zlib
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from PIL import Image, ImageDraw, ImageFont

from bot.i18n import LOCALES
from bot.labels import COLUMN_MARK, label, plain_labels
from bot.render import HintMark, render_hint, render_sheet, render_standings, render_table, theme
from bot.render.fonts import BOLD, PLACEHOLDER, REGULAR, clean_name, coverage, fit, font
from bot.render.sheet import draw_sheet, draw_stack, static_block
from bot.render.theme import (
    ACCENT,
    ACCENT_LINE,
    ANNOUNCE,
    BACKGROUND,
    CROSS,
    GOOD,
    MUTED,
    PALETTE,
    PNG_LEVEL,
    PNG_STRATEGY,
    SPRITES,
    TEXT,
    ZEBRA,
    contrast,
    encode,
    on_palette,
    palette_png,
)
from bot.scoresheet import held_view, layout
from engine import MODES, RULESET_NAMES, FixedDice, Game, RandomDice
from tests.randomplay import choose, new_game, play_random, play_step

Box = tuple[int, int, int, int]
Layer = list[tuple[str, Box]]

OPTIONS: list[tuple[str, dict]] = [
    ("tris", {"six_dice": True}),
    ("classic", {"bonus_threshold": 63}),
    ("russian", {"negative_school": True, "matches": True}),
]
VARIANTS = [
    (r, m, {}) for r in RULESET_NAMES for m in MODES if not (m == "kontra" and r == "yamm")
] + [(r, "standard", o) for r, o in OPTIONS]
HOSTILE = {
    "ana": "A" * 500,
    "bo": "🎲🃏 dice 😀 ﷽",
    "cy": "שלום עליכם مرحبا بكم",
    "dee": "ze\u200bro\u200d wi\u2060dth\u202e\u0000\ufeff",
    "red": "Team ✨🔥" + "\u0301" * 40,
    "blue": "",
}
ROOT = Path(__file__).resolve().parents[1]


def png(data: bytes) -> Image.Image:
    assert data.startswith(b"\x89PNG")
    return Image.open(io.BytesIO(data)).convert("RGB")


def play_until(game: Game, fraction: float, seed: int) -> Game:
    """Random legal play until `fraction` of all cells are written, stopping mid-turn."""
    rnd, dice = random.Random(seed), RandomDice(seed)
    total = sum(len(cells) for cells in game.sheets.values())
    while not game.is_over:
        filled = sum(c is not None for cells in game.sheets.values() for c in cells)
        if filled >= fraction * total and game.dice is not None:
            break
        play_step(game, choose(game, rnd), rnd, dice)
    return game


def cells_of(layer: Layer, game: Game, lang: str = "en") -> dict[tuple[int, str], Box]:
    """(row index or computed kind, column id) -> the pixel box where that row's label and
    that column's head meet, read from what was drawn."""
    rules = game.ruleset
    words = plain_labels(lang)
    rows: dict[int | str, tuple[int, int]] = {}
    for i, row in enumerate(rules.rows):
        text = row.id if row.id.isdigit() else words[row.id]
        (box,) = [b for t, b in layer if t == text and b[0] == 0]
        rows[i] = (box[1], box[3])
    for kind in ("upper", "bonus", "max_min", "lower", "total"):
        found = [b for t, b in layer if t == words[kind] and b[0] == 0]
        if found:
            rows[kind] = (found[0][1], found[0][3])
    columns: dict[str, tuple[int, int]] = {}
    kinds = [c.kind for c in rules.columns]
    for column in rules.columns:
        mark = COLUMN_MARK[column.kind]
        head = mark + column.id[-1] if kinds.count(column.kind) > 1 else mark + " "
        heads = [b for t, b in layer if t.startswith(head) or t == head.strip()]
        (box,) = [b for b in heads if b[3] <= rows[0][0]]  # above the first row
        columns[column.id] = (box[0], box[2])
    return {
        (r, c): (x0, y0, x1, y1) for r, (y0, y1) in rows.items() for c, (x0, x1) in columns.items()
    }


def texts_in(layer: Layer, box: Box) -> list[str]:
    x0, y0, x1, y1 = box
    return [
        t
        for t, (a, b, c, d) in layer
        if x0 <= (a + c) / 2 < x1 and y0 <= (b + d) / 2 < y1 and (c - a) <= (x1 - x0)
    ]


def shown(value: int) -> str:
    return str(value).replace("-", "\u2212")


# -- every ruleset and mode ----------------------------------------------------------------------


@pytest.mark.parametrize(("ruleset", "mode", "options"), VARIANTS)
def test_every_ruleset_and_mode_renders_empty_half_and_full(
    ruleset: str, mode: str, options: dict
) -> None:
    empty = new_game(ruleset, mode, options)
    thrown = new_game(ruleset, mode, options)
    thrown.throw(thrown.thrower, RandomDice(1))
    half = play_until(new_game(ruleset, mode, options), 0.5, seed=11)
    full = play_random(new_game(ruleset, mode, options), seed=12)
    assert full.is_over and not half.is_over
    for game in (empty, thrown, half, full):
        for owner in game.sheets:
            for lang in ("en", "hr", "bg", "ru", "de-CH", "xx"):
                image = png(render_sheet(game, owner, HOSTILE, kept={0, 2, 9}, lang=lang))
                assert 850 <= image.width <= 950 and image.height > 500
        owners = list(game.sheets)
        for count in range(1, min(4, len(owners)) + 1):
            table = png(render_table(game, owners[:count], HOSTILE, kept={1}))
            assert table.width <= 1200
        assert png(render_standings(game, HOSTILE)).width == 900


def test_four_players_tables_stay_within_a_phone_friendly_width() -> None:
    for ruleset in RULESET_NAMES:
        game = play_until(new_game(ruleset, "standard", players=4), 0.3, seed=3)
        widths = [png(render_table(game, list(game.sheets)[:n], HOSTILE)).width for n in (2, 4)]
        assert widths[0] <= 1200 and widths[1] <= 1200


# -- values are the engine's, in the right cells -------------------------------------------------


@pytest.mark.parametrize("ruleset", RULESET_NAMES)
def test_drawn_values_are_the_engines_in_their_cells(ruleset: str) -> None:
    game = play_until(new_game(ruleset, "standard"), 0.5, seed=90)
    assert game.dice is not None and game.write_options()
    for owner, cells in game.sheets.items():
        layer: Layer = []
        render_sheet(game, owner, {}, text_layer=layer)
        where = cells_of(layer, game)
        n = len(game.ruleset.rows)
        offered = {
            game.ruleset.cell_index[o.cell]: o.value
            for o in game.write_options()
            if o.sheet == owner
        }
        assert bool(offered) == (owner in game.round.sheets)
        for index, value in enumerate(cells):
            column = game.ruleset.columns[index // n].id
            drawn = texts_in(layer, where[(index % n, column)])
            if index in offered:
                assert drawn == [str(offered[index])]  # the value it would get
            elif value is None:
                assert drawn == []
            else:
                assert drawn == ["✗" if value == 0 else shown(value)]
        summaries = game.column_summaries(owner)
        for column in game.ruleset.columns:
            first = column.id
            total = texts_in(layer, where[("total", first)])
            if any(cells[game.ruleset.column_index[first] * n + r] is not None for r in range(n)):
                assert total == [shown(summaries[first]["total"])]
            else:
                assert total == []  # an untouched column shows no sums
        title = label("sheet_total", "en", n=shown(game.sheet_total(owner)))
        assert title in [t for t, _ in layer]


def test_computed_rows_are_the_engines() -> None:
    game = Game("classic", ["ana"])
    dice = FixedDice([1, 1, 6, 6, 6] + [1, 1, 1, 1, 2] + [6, 6, 6, 6, 5])
    game.throw("ana", dice)
    game.write("ana", "free/1")  # 2
    game.throw("ana", dice)
    game.write("ana", "free/min")  # 6
    game.throw("ana", dice)
    game.write("ana", "free/max")  # 29
    layer: Layer = []
    render_sheet(game, "ana", {}, turn=False, text_layer=layer)
    where = cells_of(layer, game)
    assert texts_in(layer, where[("max_min", "free")]) == [shown((29 - 6) * 2)]
    assert texts_in(layer, where[("upper", "free")]) == ["2"]
    assert texts_in(layer, where[("total", "free")]) == [shown(2 + 46)]
    assert game.sheet_total("ana") == 48


def test_written_digits_can_be_read_back_from_the_pixels() -> None:
    """Each written cell's ink, compared with the engine's value drawn independently."""
    game = play_until(new_game("classic", "standard", players=1), 0.9, seed=5)
    layer: Layer = []
    image = png(render_sheet(game, "ana", {}, turn=False, text_layer=layer))
    where = cells_of(layer, game)
    face = ImageFont.truetype(str(REGULAR), layout(game.ruleset).value_size)
    n = len(game.ruleset.rows)
    checked = 0
    for index, value in enumerate(game.sheets["ana"]):
        if not value:
            continue
        box = where[(index % n, game.ruleset.columns[index // n].id)]
        assert ink_matches(image.crop(box), shown(value), face), (index, value)
        checked += 1
        # a wrong value does not match the same pixels
        assert not ink_matches(image.crop(box), shown(value + 1), face)
    assert checked >= 8


def ink_matches(cell: Image.Image, text: str, face: ImageFont.FreeTypeFont) -> bool:
    """The bright ink in the cell has the shape of `text` in this font (IoU >= 0.8)."""
    grey = cell.convert("L")
    drawn = grey.point(lambda v: 255 if v > 140 else 0)
    expected = Image.new("L", cell.size, 0)
    ImageDraw.Draw(expected).text((4, 4), text, font=face, fill=255)
    expected = expected.point(lambda v: 255 if v > 140 else 0)
    a, b = drawn.getbbox(), expected.getbbox()
    if a is None or b is None:
        return False
    a_img, b_img = drawn.crop(a), expected.crop(b)
    if abs(a_img.width - b_img.width) > 1 or abs(a_img.height - b_img.height) > 1:
        return False
    w, h = min(a_img.width, b_img.width), min(a_img.height, b_img.height)
    pa = a_img.crop((0, 0, w, h)).tobytes()
    pb = b_img.crop((0, 0, w, h)).tobytes()
    both = sum(1 for x, y in zip(pa, pb, strict=True) if x and y)
    either = sum(1 for x, y in zip(pa, pb, strict=True) if x or y)
    return either > 0 and both / either >= 0.8


# -- pixels: crossed, offered, announced, kept -------------------------------------------------


def colours(image: Image.Image, box: Box, inset: int = 3) -> dict[tuple[int, int, int], int]:
    x0, y0, x1, y1 = box
    found = image.crop((x0 + inset, y0 + inset, x1 - inset, y1 - inset)).getcolors(1 << 16)
    return {colour: count for count, colour in found or []}


def test_crossed_cells_are_struck_through_in_pixels() -> None:
    game = Game("classic", ["ana"])
    game.throw("ana", FixedDice([1, 2, 3, 4, 6]))
    game.cross("ana", "free/yamb")
    layer: Layer = []
    image = png(render_sheet(game, "ana", {}, turn=False, text_layer=layer))
    where = cells_of(layer, game)
    yamb = game.ruleset.row_index["yamb"]
    crossed = colours(image, where[(yamb, "free")])
    assert crossed.get(CROSS, 0) >= 60  # a stroke across the cell, not a dot
    empty = colours(image, where[(yamb, "down")])
    assert set(empty) <= {BACKGROUND, ZEBRA}


def test_exactly_the_engines_legal_cells_are_filled() -> None:
    game = play_until(new_game("yamm", "standard", players=1), 0.4, seed=8)
    layer: Layer = []
    image = png(render_sheet(game, "ana", {}, text_layer=layer))
    where = cells_of(layer, game)
    n = len(game.ruleset.rows)
    options = {game.ruleset.cell_index[o.cell]: o.value for o in game.write_options()}
    assert any(options.values())
    for index in range(len(game.sheets["ana"])):
        box = where[(index % n, game.ruleset.columns[index // n].id)]
        filled = colours(image, box).get(ACCENT, 0)
        area = (box[2] - box[0] - 6) * (box[3] - box[1] - 6)
        if options.get(index):
            assert filled > area // 2, index
        else:
            assert filled == 0, index


def test_a_turn_shows_the_dice_kept_dice_and_the_announced_cell() -> None:
    game = Game("classic", ["ana", "bo"])
    game.throw("ana", FixedDice([6, 6, 6, 2, 3]))
    game.announce("ana", "announce/poker")
    game.throw("ana", FixedDice([6, 1]), keep=[0, 1, 2])
    layer: Layer = []
    image = png(render_sheet(game, "ana", HOSTILE, kept={0, 1, 2}, text_layer=layer))
    texts = [t for t, _ in layer]
    assert label("throw_of", "en", n=2, m=3) in texts
    assert "★ " + label("announced", "en", cell="Poker") in texts
    where = cells_of(layer, game)
    poker = where[(game.ruleset.row_index["poker"], "announce")]
    assert texts_in(layer, poker) == ["64"]  # 4 x 6 + 40, the only cell it may go to
    assert colours(image, poker, inset=0).get(ANNOUNCE, 0) > 100
    numbers = [(t, b) for t, b in layer if t in {"1", "2", "3", "4", "5"} and b[1] > poker[3]]
    assert [t for t, _ in numbers] == ["1", "2", "3", "4", "5"]
    for text, (x0, y0, x1, _) in numbers:  # the die above its number: green frame if kept
        frame = colours(image, (x0, y0 - 64, x1, y0), inset=0).get(GOOD, 0)
        assert (frame > 100) == (text in {"1", "2", "3"})
    assert render_sheet(game, "bo", HOSTILE) != render_sheet(game, "ana", HOSTILE)


def test_nothing_is_highlighted_before_the_engine_allows_writing() -> None:
    """Kontra: while the thrower throws on, no cell is legal yet; the would-be values are
    shown muted where the column order allows, never filled."""
    game = Game("classic", ["ana", "bo"], mode="kontra")
    game.throw("ana", FixedDice([5, 5, 5, 2, 3]))
    assert game.write_options() == []
    layer: Layer = []
    image = png(render_sheet(game, "ana", {}, text_layer=layer))
    assert ACCENT not in colours(image, (0, 0, image.width, image.height), inset=0)
    where = cells_of(layer, game)
    values = game.cell_values()
    rows = game.ruleset.row_index
    assert texts_in(layer, where[(rows["1"], "down")]) == ["0"]
    assert texts_in(layer, where[(rows["yamb"], "up")]) == [str(values["yamb"])]
    assert texts_in(layer, where[(rows["5"], "free")]) == ["15"]
    assert texts_in(layer, where[(rows["5"], "down")]) == []
    game.stop("ana")
    image = png(render_sheet(game, "ana", {}))
    assert ACCENT in colours(image, (0, 0, image.width, image.height), inset=0)


def test_pairs_show_both_results_each_with_its_value() -> None:
    game = new_game("classic", "pairs")
    game.throw("ana", FixedDice([6, 6, 6, 2, 3]))
    game.throw("bo", FixedDice([1, 1, 5, 5, 1]))
    layer: Layer = []
    render_sheet(game, "red", {"ana": "Ana", "bo": "Bo"}, text_layer=layer)
    where = cells_of(layer, game)
    by_result = {(o.cell, o.result): o.value for o in game.write_options()}
    six = texts_in(layer, where[(game.ruleset.row_index["6"], "free")])
    assert six == [str(by_result[("free/6", "bo")]), str(by_result[("free/6", "ana")])]
    assert "Ana:" in [t for t, _ in layer]  # the held result's dice are labelled


def test_team_table_highlights_each_sheet() -> None:
    game = new_game("tris", "team")
    game.throw("ana", FixedDice([6, 6, 6, 2, 3]))
    game.throw("bo", FixedDice([1, 1, 5, 5, 1]))
    layer: Layer = []
    png(render_table(game, list(game.round.sheets), HOSTILE, text_layer=layer))
    values = {o.value for o in game.write_options() if o.value}
    drawn = {t for t, _ in layer}
    assert {str(v) for v in values} <= drawn


# -- the hint's picture --------------------------------------------------------------------------


def hint_marks_of(game: Game, player: str, cells: list[tuple[str, float]]) -> list[HintMark]:
    """Writes at these cells (best first; "x:" before a cell: a cross) with the given losses,
    valued and placed by the engine's write choices."""
    marks = []
    for cell, loss in cells:
        kind = "cross" if cell.startswith("x:") else "write"
        cell = cell.removeprefix("x:")
        (choice,) = [
            c
            for c in game.write_choices(player)
            if c.action.cell == cell and type(c.action).__name__.lower() == kind
        ]
        index = game.ruleset.cell_index[cell]
        marks.append(HintMark(kind, loss, choice.sheet, index, value=choice.value))
    return marks


def test_a_hint_marks_its_best_cell_and_the_next_ones_with_their_loss() -> None:
    game = Game("classic", ["ana", "bo"])
    game.throw("ana", FixedDice([6, 6, 6, 6, 2]))
    options = [("free/poker", 0.0), ("free/6", -3.4), ("x:up/yamb", -12.9)]
    marks = hint_marks_of(game, "ana", options)
    layer: Layer = []
    hinted = png(render_hint(game, ["ana"], {"ana": "Ana"}, marks, text_layer=layer))
    plain = png(render_sheet(game, "ana", {"ana": "Ana"}, turn=False))
    where = cells_of(layer, game)
    rows = game.ruleset.row_index
    best = where[(rows["poker"], "free")]
    poker = next(c.value for c in game.write_choices("ana") if c.action.cell == "free/poker")
    # the best cell: a thick green frame (4 px round a 176 x 36 cell) and its value, which
    # the plain sheet has neither of
    assert colours(hinted, best, inset=0).get(GOOD, 0) > 1000
    assert colours(plain, best, inset=0).get(GOOD, 0) == 0
    assert hinted.crop(best).tobytes() != plain.crop(best).tobytes()
    assert texts_in(layer, best) == [str(poker)]
    # the next ones: a thin frame, the value and the points lost against the best
    six, yamb = where[(rows["6"], "free")], where[(rows["yamb"], "up")]
    assert texts_in(layer, six) == ["24", "\u22123.4"]
    assert texts_in(layer, yamb) == ["\u2717", "\u221212.9"]  # crossed: a ballot X
    for box in (six, yamb):
        framed = colours(hinted, box, inset=0)
        assert framed.get(ACCENT_LINE, 0) > 300 and framed.get(GOOD, 0) == 0
    # only the hint's options are marked: none of the turn's other cells is filled
    drawn = colours(hinted, (0, 0, hinted.width, hinted.height), inset=0)
    assert ACCENT not in drawn
    free_5 = where[(rows["5"], "free")]  # a legal cell the hint does not list
    assert texts_in(layer, free_5) == [] and ACCENT_LINE not in colours(hinted, free_5, inset=0)


def test_a_hint_of_keeps_frames_the_best_keep_and_lists_each_keep_with_its_loss() -> None:
    game = Game("classic", ["ana"])
    game.throw("ana", FixedDice([6, 2, 6, 6, 3]))
    marks = [
        HintMark("keep", 0.0, keep=(0, 2, 3)),
        HintMark("keep", -2.5, keep=(0, 2, 3, 4)),
        HintMark("keep", -7.0, keep=()),
    ]
    layer: Layer = []
    image = png(render_hint(game, ["ana"], {}, marks, text_layer=layer))
    texts = [t for t, _ in layer]
    assert label("keeps_ranked", "en") in texts
    (title,) = [b for t, b in layer if t == label("keeps_ranked", "en")]
    shown = ["0.0", "\u22122.5", "\u22127.0"]
    losses = [(t, b) for t, b in layer if b[1] > title[1] and t in shown]
    assert [t for t, _ in losses] == shown  # best first
    # the dice on the table: the best keep's dice framed green, as kept dice are
    numbers = [(t, b) for t, b in layer if t in {"1", "2", "3", "4", "5"} and b[3] < title[1]]
    numbers = numbers[-5:]
    assert [t for t, _ in numbers] == ["1", "2", "3", "4", "5"]
    for text, (x0, y0, x1, _) in numbers:
        frame = colours(image, (x0, y0 - 64, x1, y0), inset=0).get(GOOD, 0)
        assert (frame > 100) == (text in {"1", "3", "4"})
    # each keep's row: its loss beside the dice, the kept ones framed green
    for (_, (x_end, y0, _, y1)), mark in zip(losses, marks, strict=True):
        step = (x_end - 16) // 5  # the dice sit from x = 16 to where the loss's box begins
        for i in range(5):
            die = colours(image, (16 + i * step, y0, 16 + (i + 1) * step, y1), inset=0)
            assert (die.get(GOOD, 0) > 100) == (i in (mark.keep or ())), (mark, i)


@pytest.mark.parametrize("ruleset", RULESET_NAMES)
def test_every_ruleset_draws_a_hint_with_its_losses_in_the_cells(ruleset: str) -> None:
    game = play_until(new_game(ruleset, "standard", players=1), 0.3, seed=4)
    player = game.thrower
    choices = [c for c in game.write_choices(player) if type(c.action).__name__ == "Write"][:3]
    assert choices, "a throw on the table has somewhere to go"
    cells = [(c.action.cell, -13.37 * i) for i, c in enumerate(choices)]
    marks = hint_marks_of(game, player, cells)
    layer: Layer = []
    image = png(render_hint(game, [player], {}, marks, text_layer=layer))
    where = cells_of(layer, game)
    rules = game.ruleset
    n = len(rules.rows)
    for i, mark in enumerate(marks):
        assert mark.cell is not None
        box = where[(mark.cell % n, rules.columns[mark.cell // n].id)]
        inside = texts_in(layer, box)
        if i == 0:
            assert colours(image, box, inset=0).get(GOOD, 0) > 400, ruleset
        else:  # the loss is in the cell even in yamm's narrow ones (in whole points there)
            loss = 13.37 * i
            assert {f"\u2212{loss:.1f}", f"\u2212{loss:.0f}"} & set(inside), inside


# -- standings -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("ruleset", "mode"), [("russian", "standard"), ("classic", "kontra")])
def test_standings_follow_the_engine(ruleset: str, mode: str) -> None:
    game = play_random(new_game(ruleset, mode, players=3), seed=21)
    layer: Layer = []
    image = png(render_standings(game, {"ana": "Ana", "bo": "Bo", "cy": "Cy"}, text_layer=layer))
    texts = [t for t, _ in layer]
    totals = game.totals()
    order = sorted(totals, key=totals.get, reverse=mode != "kontra")  # type: ignore[arg-type]
    names = {"ana": "Ana", "bo": "Bo", "cy": "Cy"}
    drawn_names = [t for t in texts if t in names.values()]
    assert drawn_names == [names[c] for c in order]
    for competitor, total in totals.items():
        assert shown(total) in texts, competitor
    if ruleset == "russian":
        for value in game.settlement().values():
            assert (f"+{value}" if value > 0 else shown(value)) in texts
    else:
        assert label("lowest_wins") in texts
    (winner,) = game.winners()
    y = next(b for t, b in layer if t == names[winner])[1]
    assert colours(image, (20, y + 2, 60, y + 8), inset=0).get(ACCENT, 0) > 0


# -- names, fonts, labels ------------------------------------------------------------------------


def test_a_mark_the_font_lacks_is_left_off_its_letter() -> None:
    """A combining mark with no glyph drew a box after its letter; the letter shows bare, and
    a mark the font has stays on it."""
    covered = coverage(REGULAR) & coverage(BOLD)
    lacking = next(
        chr(c)
        for c in range(0x0300, 0x20D0)
        if unicodedata.category(chr(c)) == "Mn" and c not in covered
    )
    assert clean_name(f"Ana{lacking} Bo") == "Ana Bo"
    assert clean_name("Zo\u0308e") == "Zo\u0308e" or clean_name("Zo\u0308e") == "Zöe"


def test_hostile_names_are_cleaned_cut_and_drawn() -> None:
    assert clean_name("ze\u200bro\u202e\u2066") == "zero"
    assert clean_name("🦄 unicorn") == f"{PLACEHOLDER} unicorn"
    assert clean_name("🦄🦖🦄x") == f"{PLACEHOLDER}x"  # one placeholder per run
    assert clean_name("😀") == "😀"  # DejaVu has the emoticons block: drawn as it is
    assert clean_name("\u200b\u200d\n\t") == "?"
    assert clean_name("č ć š ž đ ü ö ß Ямб Обява Каре") == "č ć š ž đ ü ö ß Ямб Обява Каре"
    cut = fit("W" * 500, 300, 24, True)
    assert cut.endswith("…") and font(24, True).getlength(cut) <= 300
    for lang in ("en", "ru"):
        for owner in ("ana", "bo", "cy", "dee"):
            layer: Layer = []
            game = new_game("tris", "standard", players=4)
            image = png(render_sheet(game, owner, HOSTILE, text_layer=layer, lang=lang))
            first = len(static_block(game.ruleset, 1, False, lang)[1])
            (total, _), (name, (x0, _, x1, _)) = layer[first : first + 2]
            assert total.endswith(" 0")
            # the name is cut so that it and the total fit side by side, with margins
            room = x1 - x0 - 28
            assert SPRITES.width(name, 28, True) + SPRITES.width(total, 28, True) < room
            assert image.width == 900
    long_title = next(t for t, _ in layer if t.startswith("Dee") or t.startswith("zero"))
    assert long_title == "zero width"


FAMILY = "\U0001f468\u200d\U0001f469\u200d\U0001f467"  # man, woman, girl joined: one emoji
PERSIAN = "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645"  # "I want": the ZWNJ is spelling


def test_joiners_in_names_draw_nothing_but_shape_the_letters() -> None:
    assert clean_name(PERSIAN) == PERSIAN
    assert clean_name("Ana\u200dBo") == "Ana\u200dBo"
    assert clean_name(f"{FAMILY} Fam") == f"{PLACEHOLDER} Fam"  # one box for the family
    assert clean_name("\u200dAna\u200c \u200cBo\u200d\u200dCy") == "Ana BoCy"  # join nothing
    assert clean_name("\u200d\u200c\u200b") == "?"
    for bold in (False, True):
        face = font(28, bold)
        # the ZWNJ draws no box: its word is as wide as its two halves, each shaped alone
        halves = face.getlength(PERSIAN[:2]) + face.getlength(PERSIAN[3:])
        assert face.getlength(clean_name(PERSIAN)) == pytest.approx(halves)
        # between Latin letters a joiner changes nothing: the same pixels
        joined, plain = SPRITES.get("Ana\u200dBo", 28, bold), SPRITES.get("AnaBo", 28, bold)
        assert joined.mask.tobytes() == plain.mask.tobytes()
        assert (joined.left, joined.top) == (plain.left, plain.top)
        # a cut never ends in a joiner before the ellipsis
        for width in range(60, 200, 4):
            cut = fit(clean_name(("Ana\u200dBo" + PERSIAN) * 6), width, 28, bold)
            assert not cut[:-1].endswith(("\u200c", "\u200d")), (width, cut)
    names = {"ana": PERSIAN, "bo": f"{FAMILY} Fam"}
    for owner, drawn in (("ana", PERSIAN), ("bo", f"{PLACEHOLDER} Fam")):
        layer: Layer = []
        png(render_sheet(new_game("tris", "standard", players=2), owner, names, text_layer=layer))
        assert layer[-1][0] == drawn  # the sheet's title: its owner's name


def test_the_fonts_cover_the_languages_and_ship_with_their_licence() -> None:
    needed = "čćšžđüößČĆŠŽĐÜÖ ЯмбОбяваКаре ↓↑↕★ …□−×·–"
    for path in (REGULAR, BOLD):
        assert path.is_relative_to(ROOT / "assets" / "fonts")
        missing = [ch for ch in needed if ord(ch) not in coverage(path)]
        assert missing == []
    licence = (ROOT / "assets" / "fonts" / "LICENSE-DejaVu.txt").read_text()
    assert "Bitstream" in licence


def test_every_row_has_a_label_and_translations_fall_back() -> None:
    from engine import get_ruleset

    for name in RULESET_NAMES:
        for row in get_ruleset(name).rows:
            if not row.id.isdigit():
                assert row.id in plain_labels("en")
    assert label("straight", "bg") == "Поредица"
    assert label("announced", "hr", cell="Jamb") == "Najava: Jamb"
    assert label("upper", "ru") == "Школа"
    assert label("hoch", "de-CH") == "Hoch"
    assert label("throw_of", "pt-BR", n=1, m=3) == "Throw 1 of 3"  # no Portuguese: English
    for lang in LOCALES:  # no key only a translation knows
        assert set(plain_labels(lang)) <= set(plain_labels("en")), lang


def test_sizes_and_contrast_for_a_phone() -> None:
    rules = Game("classic", ["ana"]).ruleset
    lay = layout(rules)
    assert 850 <= lay.width <= 950
    assert min(lay.value_size, lay.label_size, lay.mark_size) >= 20
    assert layout(Game("yamm", ["ana"]).ruleset).value_size >= 20
    for ink in (TEXT, MUTED):
        assert contrast(ink, BACKGROUND) >= 7 and contrast(ink, ZEBRA) >= 7
    assert contrast((255, 255, 255), ACCENT) >= 4.5
    assert contrast(CROSS, BACKGROUND) >= 3  # a non-text mark


def test_the_png_writer_keeps_every_pixel_with_either_deflate(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The pictures are PNG written here (a faster deflate than Pillow's): a decoder reads back
    exactly the palette picture Pillow's own encoder would have stored, in fewer bytes."""
    game = play_until(new_game("classic", "standard"), 0.5, seed=3)
    drawn = draw_sheet(game, game.thrower, HOSTILE, kept={0, 2})
    quantized = drawn.quantize(palette=PALETTE, dither=Image.Dither.NONE)
    pillow = io.BytesIO()  # as the bot wrote them before (zlib's run-length strategy)
    quantized.save(pillow, format="PNG", compress_level=PNG_LEVEL, compress_type=PNG_STRATEGY)
    for written in (encode(drawn), palette_png(quantized, zlib.compress)):
        again = Image.open(io.BytesIO(written))
        again.load()
        assert again.format == "PNG" and again.mode == "P" and again.size == drawn.size
        assert again.tobytes() == quantized.tobytes()
        assert again.convert("RGB").tobytes() == quantized.convert("RGB").tobytes()
    assert len(encode(drawn)) < len(pillow.getvalue())
    monkeypatch.setattr(theme, "_isal", None)  # a platform without ISA-L: Pillow's encoder
    assert encode(drawn) == pillow.getvalue()


def test_pictures_written_one_after_another_keep_their_own_pixels() -> None:
    """The PNG writer reuses its rows buffer per thread and size: each picture read back is
    the one given, whatever was written before it, of that size or another."""
    game = play_until(new_game("classic", "standard"), 0.5, seed=3)
    later = play_until(new_game("classic", "standard"), 0.9, seed=4)
    drawn = [draw_sheet(g, g.thrower, HOSTILE, kept=k) for g, k in ((game, {0}), (later, {1}))]
    drawn.append(draw_sheet(game, game.thrower, HOSTILE))
    pictures = [d.quantize(palette=PALETTE, dither=Image.Dither.NONE) for d in drawn]
    pictures.append(pictures[0].crop((0, 0, 300, 200)))  # another size between two
    for picture in [*pictures, pictures[0]]:
        again = Image.open(io.BytesIO(palette_png(picture, zlib.compress)))
        again.load()
        assert again.size == picture.size and again.tobytes() == picture.tobytes()


@pytest.mark.parametrize("ruleset", RULESET_NAMES)
def test_a_turn_drawn_on_the_palette_has_the_pixels_of_one_drawn_in_rgb(ruleset: str) -> None:
    """The turn's picture is drawn on the palette directly (no RGB canvas to quantize):
    pixel for pixel what drawing in RGB and quantizing gives, in every mode, through a game
    (crosses, offers, the announced cell, partners' held dice, hostile names)."""
    compared = 0
    modes = [m for r, m, o in VARIANTS if r == ruleset and not o]
    for mode in modes:
        for seed, steps in ((0, 5), (1, 60), (2, 150), (3, 400)):
            game = play_random(new_game(ruleset, mode), seed=seed, steps=steps)
            owners = list(game.round.sheets)
            view = held_view(game, owners)
            names = {**HOSTILE, **{p: f"{p} 🎲" for p in game.players}}
            drawn = draw_stack(game, owners, names, view=view, lang="de")
            rgb = draw_stack(game, owners, names, view=view, lang="de", palette=False)
            assert drawn.mode == "P" and rgb.mode == "RGB"
            assert drawn.tobytes() == on_palette(rgb).tobytes()
            compared += 1
    assert compared == 4 * len(modes) >= 16


def test_example_pictures_exist_for_every_ruleset() -> None:
    for name in RULESET_NAMES:
        image = Image.open(ROOT / "assets" / "examples" / f"{name}.png")
        assert 850 <= image.width <= 950


# -- threads and the event loop ------------------------------------------------------------------


def test_two_threads_draw_the_same_pictures_from_cold_caches() -> None:
    games = [play_until(new_game(r, "standard"), 0.4, seed=40) for r in RULESET_NAMES]
    expected = [render_sheet(g, g.thrower, HOSTILE, kept={1}) for g in games]
    static_block.cache_clear()
    SPRITES._cache.clear()
    with ThreadPoolExecutor(2) as pool:
        again = list(pool.map(lambda g: render_sheet(g, g.thrower, HOSTILE, kept={1}), games * 4))
    assert again == expected * 4


async def test_rendering_in_a_worker_thread_leaves_the_event_loop_free() -> None:
    game = play_until(new_game("yamm", "standard"), 0.5, seed=2)
    ticks = 0

    async def tick() -> None:
        nonlocal ticks
        while True:
            ticks += 1
            await asyncio.sleep(0)

    ticker = asyncio.create_task(tick())
    start = time.perf_counter()
    for _ in range(20):
        await asyncio.to_thread(render_sheet, game, game.thrower, HOSTILE)
    ticker.cancel()
    assert ticks > 20 and time.perf_counter() - start < 5


def test_the_stats_chart_has_one_chart_per_ruleset_and_a_legend() -> None:
    from bot.render.chart import render_scores

    one = Image.open(io.BytesIO(render_scores({"Classic": [(700, True)]}, "Ana", ("won", "not"))))
    two = Image.open(
        io.BytesIO(
            render_scores(
                {"Classic": [(700, True), (650, False)], "Yamm": [(2100, False)]},
                "Ana",
                ("won", "not"),
            )
        )
    )
    assert one.width == two.width == 900
    assert two.height > one.height  # a chart each: yamm's totals never squash classic's


def test_a_knockout_bracket_draws_every_round_with_its_winners() -> None:
    from bot.render import BracketBox, render_bracket

    rounds = [
        [BracketBox(f"Player {2 * i}", f"Player {2 * i + 1}", i % 2) for i in range(8)],
        [BracketBox(f"Player {4 * i}", f"Player {4 * i + 3}", 0) for i in range(4)],
        [BracketBox("Player 0", "Player 11", None), BracketBox("Player 4", "—", None)],
        [BracketBox("?", "?")],
    ]
    png = render_bracket("Cup: bracket", [f"Round {n}" for n in range(1, 5)], rounds)
    image = Image.open(io.BytesIO(png))
    assert image.width >= 4 * 230 and image.height >= 8 * 72
    colours = {c for _, c in image.convert("RGB").getcolors(1 << 16) or []}
    assert (254, 231, 92) in colours  # the winners' names in gold


@pytest.mark.parametrize("lang", LOCALES)
def test_every_line_label_fits_its_column_in_every_layout(lang: str) -> None:
    """No row or sum line of any ruleset is cut short in a sheet or in a table of several
    sheets side by side (German "Zwischentotal" was cut to "Zwischent…" in yamm's table)."""
    from bot.render.sheet import line_label

    cut = []
    for name in RULESET_NAMES:
        rules = Game(name, ["a"]).ruleset
        for groups, compact in ((1, False), (2, True), (4, True)):
            lay = layout(rules, groups, compact)
            for line in lay.lines:
                if line.kind == "one_throw":  # drawn across the sheet
                    continue
                text, size, _ = line_label(rules, lay, line, lang)
                if text.endswith("…") or size < lay.label_size - 2 - 3:
                    cut.append((name, groups, text, size))
    assert not cut, cut


def test_a_teams_line_in_the_standings_shows_both_members_and_their_sheets() -> None:
    """Two 32-character names share the line under their team's: each is cut to its share,
    so the partner and both sheets' totals still show (the whole line was cut after the
    first name)."""
    from bot.render.standings import DETAIL_SIZE, _detail

    teams = {"1": ["a", "b"], "2": ["c", "d"]}
    game = Game("classic", ["a", "b", "c", "d"], mode="team", teams=teams)
    long = {"a": "Ш" * 32, "b": "W" * 32, "1": "Team 1"}
    for room in (378, 458):  # with a settlement beside it, and without
        line = _detail(game, "1", long, room)
        assert line is not None
        first, second = line.split(" · ")
        assert first.startswith("ШШШ") and first.endswith("… 0"), first
        assert second.startswith("WWW") and second.endswith("… 0"), second
        assert fit(line, room, DETAIL_SIZE) == line  # as the picture draws it: nothing cut
