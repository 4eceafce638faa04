"""Rendering speed: the tuned renderer against a naive one, PNG settings, and two threads.

Run: python benchmarks/bench_render.py [--quick]
Targets (issue 4): a classic sheet ~900 px wide with dice and highlights under 8 ms median,
PNG encoding included; nine-column yamm under 10 ms; PNG under 40 KB; at least 3x faster
than a naive renderer (fonts loaded per call, everything redrawn, default RGB PNG); two
threads close to twice the renders per second of one.
"""

from __future__ import annotations

import io
import os
import statistics
import sys
import time
import zlib
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from a checkout

from bot.render import render_sheet, render_standings, render_table  # noqa: E402
from bot.render.__main__ import SHOWCASE, example_game  # noqa: E402
from bot.render.fonts import BOLD, REGULAR  # noqa: E402
from bot.render.sheet import draw_sheet, draw_stack, static_block  # noqa: E402
from bot.render.theme import (  # noqa: E402
    ACCENT,
    ACCENT_LINE,
    BACKGROUND,
    COMPUTED,
    CROSS,
    GOLD,
    GOOD,
    GRID,
    HELD,
    MUTED,
    PALETTE,
    PANEL,
    TEXT,
    WHITE,
    ZEBRA,
    contrast,
    encode,
    palette_png,
)
from bot.scoresheet import held_view, layout, turn_view  # noqa: E402
from engine import RULESET_NAMES, FixedDice, Game  # noqa: E402
from tests.randomplay import new_game, play_random  # noqa: E402

Render = Callable[[Game], bytes]


def tuned(game: Game, kept: set[int], names: dict[str, str]) -> bytes:
    return render_sheet(game, game.thrower, names, kept=kept)


def naive_render(game: Game, kept: set[int], names: dict[str, str]) -> bytes:
    """The same picture drawn the plain way: every font loaded for every text, the grid,
    labels and dice redrawn each time, an RGB PNG with Pillow's defaults."""
    rules = game.ruleset
    lay = layout(rules)
    strip = 104 if game.dice is not None else 0
    image = Image.new("RGB", (lay.width, lay.height + strip), BACKGROUND)
    draw = ImageDraw.Draw(image)

    def text(box: tuple[int, int, int, int], value: str, colour: object, size: int, bold=False):
        face = ImageFont.truetype(str(BOLD if bold else REGULAR), size)
        x0, y0, x1, y1 = box
        draw.text(((x0 + x1) // 2, (y0 + y1) // 2), value, font=face, fill=colour, anchor="mm")

    draw.rectangle((0, 0, lay.width, lay.title_h + lay.header_h), fill=PANEL)
    text((0, 0, 400, lay.title_h), names.get(game.thrower, game.thrower), TEXT, 28, True)
    total = game.sheet_total(game.thrower)
    text((600, 0, lay.width, lay.title_h), f"Total {total}", GOLD, 28, True)
    for c, column in enumerate(rules.columns):
        x = lay.label_w + c * lay.col_w
        text((x, lay.title_h, x + lay.col_w, lay.title_h + lay.header_h), column.id, TEXT, 22, 1)
    offered = {o.cell: o.value for o in game.write_options() if o.sheet == game.thrower}
    summaries = game.column_summaries(game.thrower)
    cells = game.sheets[game.thrower]
    n = len(rules.rows)
    for line in lay.lines:
        fill = COMPUTED if line.kind != "row" else ZEBRA if line.stripe else BACKGROUND
        draw.rectangle((0, line.y, lay.width, line.y + lay.row_h), fill=fill)
        draw.line((0, line.y, lay.width, line.y), fill=GRID)
        name = rules.rows[line.row].id if line.kind == "row" else line.kind
        text((0, line.y, lay.label_w, line.y + lay.row_h), name, TEXT, 22)
        for c, column in enumerate(rules.columns):
            box = lay.cell_box(0, c, line)
            x0, y0, x1, y1 = box
            draw.line((x0, y0, x0, y1), fill=GRID)
            if line.kind == "row":
                value = cells[c * n + line.row]
                cell = rules.cell_names[c * n + line.row]
                if cell in offered:
                    draw.rectangle((x0 + 2, y0 + 2, x1 - 3, y1 - 2), fill=ACCENT)
                    text(box, str(offered[cell]), WHITE, 24, True)
                elif value == 0:
                    draw.line((x0 + 25, y1 - 8, x1 - 25, y0 + 8), fill=CROSS, width=4)
                elif value is not None:
                    text(box, str(value), TEXT, 24)
            elif line.kind in summaries[column.id]:
                text(box, str(summaries[column.id][line.kind]), MUTED, 24)
    if game.dice is not None:
        for i, face in enumerate(game.dice):
            x, y = 16 + i * 76, lay.height + 10
            outline = GOOD if i in kept else GRID
            draw.rounded_rectangle(
                (x, y, x + 64, y + 64), radius=10, fill=(245, 245, 240), outline=outline, width=4
            )
            for dx, dy in [(0, 0)] * face:
                draw.ellipse((x + 28 + dx, y + 28 + dy, x + 36 + dx, y + 36 + dy), fill=0)
            text((x, y + 64, x + 64, y + 90), str(i + 1), MUTED, 18)
        text((500, lay.height + 10, lay.width, lay.height + 50), f"Throw {game.throws}", TEXT, 24)
    out = io.BytesIO()
    image.save(out, format="PNG")
    return out.getvalue()


def _isal_or_zlib() -> Callable[[bytes, int], bytes]:
    try:
        from isal import isal_zlib
    except ImportError:
        return zlib.compress
    return isal_zlib.compress


def _rle(data: bytes, level: int) -> bytes:
    packer = zlib.compressobj(6, zlib.DEFLATED, 15, 8, zlib.Z_RLE)
    return packer.compress(data) + packer.flush()


def timed(render: Callable[[], bytes], repeat: int) -> list[float]:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        render()
        times.append((time.perf_counter() - start) * 1000)
    return sorted(times)


def throughput(
    threads: int, jobs: list[Callable[[], bytes]], seconds: float
) -> tuple[float, float]:
    """Renders per second with `threads` workers, each cycling through all the jobs, and the
    CPU cores this process used meanwhile (below 2 with two threads: the machine is busy)."""
    deadline = time.perf_counter() + seconds

    def work(offset: int) -> int:
        count = 0
        while time.perf_counter() < deadline:
            jobs[(count + offset) % len(jobs)]()
            count += 1
        return count

    start, cpu = time.perf_counter(), time.process_time()
    with ThreadPoolExecutor(threads) as pool:
        done = sum(pool.map(work, range(threads)))
    wall = time.perf_counter() - start
    return done / wall, (time.process_time() - cpu) / wall


def main() -> None:
    quick = "--quick" in sys.argv
    fast_n, slow_n, seconds = (60, 10, 1.0) if quick else (300, 30, 3.0)
    positions = {r: example_game(r) for r in RULESET_NAMES}
    names = {r: SHOWCASE[r][1] for r in RULESET_NAMES}
    for r, (game, kept) in positions.items():
        tuned(game, kept, names[r])  # the static layer, once per ruleset

    print("Sheet during a turn (dice, kept dice, highlighted legal cells), one render each:")
    print("ruleset     size     median ms  p95 ms   PNG bytes  naive ms  naive PNG  ratio")
    for r, (game, kept) in positions.items():
        fast = timed(lambda g=game, k=kept, n=names[r]: tuned(g, k, n), fast_n)
        slow = timed(lambda g=game, k=kept, n=names[r]: naive_render(g, k, n), slow_n)
        data = tuned(game, kept, names[r])
        size = Image.open(io.BytesIO(data)).size
        median, naive = statistics.median(fast), statistics.median(slow)
        print(
            f"{r:10s} {size[0]}x{size[1]} {median:8.2f} {fast[int(len(fast) * 0.95)]:7.2f} "
            f"{len(data):10,d} {naive:9.2f} {len(naive_render(game, kept, names[r])):10,d} "
            f"{naive / median:5.1f}x"
        )

    game, kept = positions["classic"]
    cold = timed(lambda: (static_block.cache_clear(), tuned(game, kept, names["classic"]))[1], 30)
    warm = timed(lambda: tuned(game, kept, names["classic"]), fast_n)
    print(
        f"classic static layer drawn every move: {statistics.median(cold):.2f} ms; "
        f"cached once per ruleset: {statistics.median(warm):.2f} ms"
    )

    team = play_random(new_game("classic", "team"), seed=5, steps=121)
    team_owners = list(team.round.sheets)
    four = play_random(new_game("yamm", "standard", players=4), seed=3)
    over = play_random(new_game("russian", "standard", players=4), seed=3)
    for title, render in (
        ("table, team mode, 2 classic sheets", lambda: render_table(team, team_owners, {})),
        ("table, 4 yamm sheets", lambda: render_table(four, list(four.sheets), {})),
        ("standings, russian, 4 players", lambda: render_standings(over, {})),
    ):
        data = render()
        width, height = Image.open(io.BytesIO(data)).size
        times = timed(render, fast_n // 2)
        print(
            f"{title:38s} {width}x{height}: {statistics.median(times):.2f} ms, {len(data):,d} bytes"
        )

    turn = play_random(new_game("classic", "standard", players=2), seed=5, steps=150)
    turn_owners = list(turn.round.sheets)
    for title, palette in (
        ("on the palette (as the bot)", True),
        ("in RGB, then quantized", False),
    ):

        def turn_picture(p: bool = palette) -> bytes:
            view = held_view(turn, turn_owners)
            return encode(draw_stack(turn, turn_owners, {}, view=view, palette=p))

        times = timed(turn_picture, fast_n)
        print(f"turn picture (at every write), drawn {title:28s} {statistics.median(times):.2f} ms")

    print("PNG settings, classic picture (encoding only; the bot writes the PNG itself with")
    print("ISA-L's deflate, level 2; without ISA-L, Pillow at level 6, run-length only):")
    image = draw_sheet(game, game.thrower, names["classic"], kept=kept)
    quantize_ms = timed(lambda: image.quantize(palette=PALETTE, dither=Image.Dither.NONE), 30)
    quantized = image.quantize(palette=PALETTE, dither=Image.Dither.NONE)
    print(
        f"  quantize to the fixed palette ({len(quantized.getcolors() or [])} colours used):"
        f" {statistics.median(quantize_ms):.2f} ms"
    )
    writers: list[tuple[str, Callable[[], bytes]]] = [
        ("palette, ISA-L level 2 (chosen)", lambda: palette_png(quantized, _isal_or_zlib())),
        ("palette, zlib level 6, run-length", lambda: palette_png(quantized, _rle)),
    ]
    for label, picture, options in (
        ("RGB, Pillow default", image, {}),
        ("RGB, level 1", image, {"compress_level": 1}),
        ("palette, Pillow level 1", quantized, {"compress_level": 1}),
        ("palette, Pillow level 6", quantized, {"compress_level": 6}),
        ("palette, Pillow level 6 run-length", quantized, {"compress_type": zlib.Z_RLE}),
        ("palette, Pillow level 9", quantized, {"compress_level": 9}),
        ("palette, optimize=True", quantized, {"optimize": True}),
    ):

        def encode_with(p: Image.Image = picture, o: dict = options) -> bytes:
            out = io.BytesIO()
            p.save(out, format="PNG", **o)
            return out.getvalue()

        writers.append((label, encode_with))
    for label, write in writers:
        times = timed(write, 30)
        print(f"  {label:34s} {statistics.median(times):6.2f} ms  {len(write()):8,d} bytes")

    jobs = [
        (lambda g=g, k=k, n=names[r]: tuned(g, k, n))
        for r, (g, k) in positions.items()
        if r in ("classic", "yamm")
    ]
    one, one_cpu = throughput(1, jobs, seconds)
    two, two_cpu = throughput(2, jobs, seconds)
    load = os.getloadavg()[0]
    print(
        f"renders per second (classic and yamm alternately): 1 thread {one:.0f}, "
        f"2 threads {two:.0f} ({two / one:.2f}x); CPU cores used {one_cpu:.2f} / {two_cpu:.2f}, "
        f"{os.cpu_count()} cores, load average {load:.2f}"
    )

    print("WCAG contrast ratios (text needs 4.5, large text and marks 3):")
    for ink, ground, what in (
        (TEXT, BACKGROUND, "values and labels on the card"),
        (TEXT, ZEBRA, "values on a striped row"),
        (MUTED, COMPUTED, "computed-row labels, running sums"),
        (MUTED, BACKGROUND, "would-be values, dice numbers"),
        (WHITE, ACCENT, "a legal cell's value"),
        (WHITE, HELD, "a partner's result's value"),
        (ACCENT_LINE, BACKGROUND, "a legal cell that would be crossed"),
        (GOLD, PANEL, "the game total"),
        (CROSS, BACKGROUND, "the strike through a crossed cell"),
        (GOOD, BACKGROUND, "a kept die's frame and number"),
        (BACKGROUND, (49, 51, 56), "the card's edge on Discord dark"),
        (BACKGROUND, (255, 255, 255), "the card's edge on Discord light"),
    ):
        print(f"  {contrast(ink, ground):5.2f}:1  {what}")
    game = Game("classic", ["ana"])
    game.throw("ana", FixedDice([1, 2, 3, 4, 5]))
    assert turn_view(game, ["ana"], set()) is not None


if __name__ == "__main__":
    main()
