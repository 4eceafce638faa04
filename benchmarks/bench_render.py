"""Rendering speed: the tuned renderer against a naive one, PNG sizes, and two threads.

Run: python benchmarks/bench_render.py
Targets (issue 4): classic ~900 px with dice and highlights under 8 ms median, PNG encoding
included; nine-column yamm under 10 ms; PNG under 40 KB; at least 3x faster than naive; two
threads close to twice the renders per second of one.
"""

from __future__ import annotations

import io
import statistics
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from bot.render import render_sheet
from bot.render.fonts import BOLD, REGULAR
from bot.render.sheet import PALETTE, draw_sheet, layout
from engine import RULESET_NAMES, Game, RandomDice

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # for tests.randomplay
from tests.randomplay import new_game, play_random  # noqa: E402

NAMES = {"ana": "Ana Jovanović", "bo": "Боян"}


def turn_position(ruleset: str) -> Game:
    """A two-player game well into play, with dice on the table and cells to highlight."""
    game = play_random(
        new_game(ruleset, "standard"), seed=4, steps=110 if ruleset != "yamm" else 300
    )
    while game.throws == 0:
        game.throw(game.thrower, RandomDice(9))
    return game


def naive_render(game: Game, owner: str) -> bytes:
    """Everything drawn from scratch, fonts loaded for every text, default RGB PNG."""
    rules = game.ruleset
    lay = layout(rules)
    image = Image.new("RGB", (lay.width, lay.sheet_h + 118), (30, 31, 34))
    draw = ImageDraw.Draw(image)
    n = len(rules.rows)

    def text(xy: tuple[int, int], value: str, bold: bool = False) -> None:
        face = ImageFont.truetype(str(BOLD if bold else REGULAR), 22)
        draw.text(xy, value, font=face, fill=(242, 243, 245))

    text((10, 15), NAMES.get(owner, owner), bold=True)
    for c, column in enumerate(rules.columns):
        text((lay.label_w + c * lay.col_w + 20, lay.title_h + 6), column.id, bold=True)
    offered = {o.cell: o.value for o in game.write_options() if o.sheet == owner}
    summaries = game.column_summaries(owner)
    for line in lay.lines:
        draw.line((0, line.y, lay.width, line.y), fill=(78, 80, 88))
        text((10, line.y + 5), rules.rows[line.row].id if line.kind == "row" else line.kind)
        for c, column in enumerate(rules.columns):
            x0, y0, x1, y1 = lay.cell_box(c, line)
            draw.line((x0, y0, x0, y1), fill=(78, 80, 88))
            if line.kind == "row":
                name = rules.cell_names[c * n + line.row]
                value = game.sheets[owner][c * n + line.row]
                if name in offered:
                    draw.rectangle((x0 + 2, y0 + 2, x1 - 2, y1 - 2), fill=(88, 101, 242))
                    text((x0 + 20, y0 + 5), str(offered[name]), bold=True)
                elif value == 0:
                    draw.line((x0 + 10, y1 - 8, x1 - 10, y0 + 8), fill=(237, 66, 69), width=3)
                elif value is not None:
                    text((x0 + 20, y0 + 5), str(value))
            else:
                text((x0 + 20, y0 + 5), str(summaries[column.id].get(line.kind, 0)))
    assert game.dice is not None
    for i, face in enumerate(game.dice):
        x, y = 16 + i * 88, lay.sheet_h + 6
        draw.rounded_rectangle((x, y, x + 74, y + 74), radius=12, fill=(245, 245, 240))
        text((x + 30, y + 25), str(face), bold=True)
    out = io.BytesIO()
    image.save(out, format="PNG")
    return out.getvalue()


def timed(render: object, game: Game, repeat: int) -> list[float]:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        render(game, game.thrower)  # type: ignore[operator]
        times.append((time.perf_counter() - start) * 1000)
    return times


def tuned(game: Game, owner: str) -> bytes:
    return render_sheet(game, owner, NAMES, kept={0, 2})


def throughput(threads: int, games: list[Game], seconds: float = 3.0) -> float:
    done = 0
    deadline = time.perf_counter() + seconds

    def work(game: Game) -> int:
        count = 0
        while time.perf_counter() < deadline:
            tuned(game, game.thrower)
            count += 1
        return count

    start = time.perf_counter()
    with ThreadPoolExecutor(threads) as pool:
        done = sum(pool.map(work, games[:threads]))
    return done / (time.perf_counter() - start)


def main() -> None:
    games = {r: turn_position(r) for r in RULESET_NAMES}
    for game in games.values():
        tuned(game, game.thrower)  # the static layers, once per ruleset
    print("ruleset     width  median ms  p95 ms   PNG bytes   naive ms  ratio")
    for ruleset, game in games.items():
        fast = sorted(timed(tuned, game, 200))
        slow = sorted(timed(naive_render, game, 20))
        width = Image.open(io.BytesIO(tuned(game, game.thrower))).width
        size = len(tuned(game, game.thrower))
        print(
            f"{ruleset:10s} {width:5d} {statistics.median(fast):9.2f} {fast[189]:7.2f} "
            f"{size:10,d} {statistics.median(slow):9.2f} "
            f"{statistics.median(slow) / statistics.median(fast):6.1f}x"
        )
    print("PNG settings for the classic picture (quantized to the fixed palette):")
    image = draw_sheet(games["classic"], games["classic"].thrower, NAMES, kept={0, 2})
    quantized = image.quantize(palette=PALETTE, dither=Image.Dither.NONE)
    for label, picture, options in (
        ("RGB, default", image, {}),
        ("palette, level 1", quantized, {"compress_level": 1}),
        ("palette, level 6 (chosen)", quantized, {"compress_level": 6}),
        ("palette, level 9", quantized, {"compress_level": 9}),
        ("palette, optimize", quantized, {"optimize": True}),
    ):
        times, size = [], 0
        for _ in range(30):
            out = io.BytesIO()
            start = time.perf_counter()
            picture.save(out, format="PNG", **options)
            times.append((time.perf_counter() - start) * 1000)
            size = len(out.getvalue())
        print(f"  {label:28s} encode {statistics.median(times):6.2f} ms  {size:8,d} bytes")
    pool = [games["classic"], games["yamm"]]
    one = throughput(1, pool)
    two = throughput(2, pool)
    print(f"renders per second: 1 thread {one:.0f}, 2 threads {two:.0f} ({two / one:.2f}x)")


if __name__ == "__main__":
    main()
