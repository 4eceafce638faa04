"""Colours, the PNG palette and encoder, cached text sprites and die faces.

Colours: an opaque dark card in Discord's own greys, so a picture looks native in the dark
theme and reads as a solid card in the light theme. WCAG contrast ratios (measured by
`contrast()`, figures in benchmarks/bench_render.py): text 14.8:1 on the card, muted text
8.4:1, white on the highlight 6.4:1, the red strike 4.3:1 (a shape as well as a colour).
"""

from __future__ import annotations

import io
import struct
import threading
import zlib
from collections.abc import Callable
from types import ModuleType

from PIL import (
    Image,
    ImageDraw,
    _imaging,  # Pillow's core: its memory settings
)

from ..scoresheet import Box
from .fonts import CAP_HEIGHT, FONT_LOCK, fit, font

_isal: ModuleType | None
try:
    from isal import isal_zlib as _isal
except ImportError:  # a platform without its wheels: zlib does the same job, slower
    _isal = None

Colour = tuple[int, int, int]

# Pillow frees an image's memory block at once by default (PILLOW_BLOCKS_MAX=0), so every new
# picture takes fresh pages from the system and pays a page fault for each 4 KB it touches:
# most of a turn picture's time (5.2 ms a picture with it, 0.9 ms keeping up to 16 freed
# blocks for the next ones; benchmarks/bench_render.py). At most 16 blocks of a picture's size
# (under 1 MB on the palette, 2 MB in RGB) stay kept.
BLOCKS_KEPT = 16
if _imaging.get_blocks_max() < BLOCKS_KEPT:
    _imaging.set_blocks_max(BLOCKS_KEPT)
Layer = list[tuple[str, Box]]  # (text, box) of every string drawn: a text layer for tests

BACKGROUND: Colour = (30, 31, 34)  # Discord's darkest grey (#1E1F22)
ZEBRA: Colour = (36, 37, 41)  # every other row, so a line is easy to follow when shrunk
PANEL: Colour = (43, 45, 49)  # title and column heads (#2B2D31)
COMPUTED: Colour = (52, 55, 61)  # computed rows: sums, bonus, products, totals
GRID: Colour = (70, 73, 80)
TEXT: Colour = (242, 243, 245)
MUTED: Colour = (181, 186, 193)  # labels of computed rows, running sums, would-be values
ACCENT: Colour = (71, 82, 196)  # a cell the dice on the table may be written to
ACCENT_LINE: Colour = (130, 141, 250)  # ... where they would be crossed (value 0)
HELD: Colour = (22, 112, 122)  # a cell the partner's held result may be written to
HELD_LINE: Colour = (110, 220, 255)  # the partner's held dice and their crossing cells
WHITE: Colour = (255, 255, 255)
GOLD: Colour = (254, 231, 92)  # game totals
CROSS: Colour = (237, 66, 69)  # struck-through cells
GOOD: Colour = (87, 242, 135)  # kept dice, a winning settlement
ANNOUNCE: Colour = (240, 178, 50)  # the announced cell
DIE: Colour = (245, 245, 240)
PIP: Colour = (30, 31, 34)

# Also used by the score chart (chart.py) and the discord.py adapter's look.
BASE_COLOURS: tuple[Colour, ...] = (
    BACKGROUND,
    ZEBRA,
    PANEL,
    COMPUTED,
    GRID,
    TEXT,
    MUTED,
    ACCENT,
    ACCENT_LINE,
    HELD,
    HELD_LINE,
    WHITE,
    GOLD,
    CROSS,
    GOOD,
    ANNOUNCE,
    DIE,
)
# Deflate by ISA-L (python-isal) where it is installed: on a palette sheet its level 2 takes
# 0.2-0.3 ms and 12-20% fewer bytes, where zlib's run-length strategy took 1.4 ms and Pillow's
# whole PNG encoder 2.0 ms (benchmarks/bench_render.py). Without it, zlib run-length at level 6.
ISAL_LEVEL = 2
PNG_LEVEL = 6
PNG_STRATEGY = zlib.Z_RLE


def luminance(colour: Colour) -> float:
    def channel(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = colour
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a: Colour, b: Colour) -> float:
    """WCAG 2 contrast ratio (1 to 21; 4.5 is the minimum for body text)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def _palette_image() -> Image.Image:
    """A fixed palette: the theme colours plus blends of each ink on each ground, so that
    antialiased edges quantize to near colours instead of noise. No per-image palette search:
    quantizing to a fixed palette is cheap, and identical input gives identical bytes."""
    inks = (TEXT, MUTED, WHITE, GOLD, CROSS, GOOD, ANNOUNCE, ACCENT_LINE, HELD_LINE, PIP)
    grounds = (BACKGROUND, ZEBRA, PANEL, COMPUTED, ACCENT, HELD, DIE)
    colours: list[Colour] = list(BASE_COLOURS)
    for ink in inks:
        for ground in grounds:
            for t in (0.25, 0.5, 0.75):
                blend = tuple(round(g + (i - g) * t) for i, g in zip(ink, ground, strict=True))
                if blend not in colours:
                    colours.append(blend)  # type: ignore[arg-type]
    colours = colours[:256]
    flat = [c for colour in colours for c in colour]
    flat += flat[:3] * (256 - len(colours))
    image = Image.new("P", (1, 1))
    image.putpalette(flat)
    return image


PALETTE = _palette_image()
PALETTE_RGB: list[int] = PALETTE.getpalette() or []


def _quantized(colour: Colour) -> int:
    index = Image.new("RGB", (1, 1), colour).quantize(palette=PALETTE, dither=Image.Dither.NONE)
    found = index.getpixel((0, 0))
    assert isinstance(found, int)
    return found


# The index quantizing gives each theme colour: Pillow's quantizer looks colours up in coarse
# bins, so a colour may land on a near entry rather than its own. Drawing on the palette uses
# these, so that it gives the pixels quantizing an RGB picture gives.
PALETTE_INDEX: dict[Colour, int] = {colour: _quantized(colour) for colour in BASE_COLOURS}
# and back: the theme colour behind an index (the grounds text is drawn on)
THEME_COLOUR: dict[int, Colour] = {index: colour for colour, index in PALETTE_INDEX.items()}
assert len(THEME_COLOUR) == len(PALETTE_INDEX), "two theme colours quantize alike"


def fill_of(image: Image.Image, colour: Colour) -> Colour | int:
    """`colour` as ImageDraw takes it on `image`: itself, or on a palette canvas its index."""
    return PALETTE_INDEX[colour] if image.mode == "P" else colour


def encode(image: Image.Image) -> bytes:
    """PNG on the fixed palette: about 40% of the bytes of RGB and several times faster.
    A picture drawn on the palette already (`palette_canvas`) is written as it is."""
    quantized = image if image.mode == "P" else on_palette(image)
    if _isal is None:
        out = io.BytesIO()
        quantized.save(out, format="PNG", compress_level=PNG_LEVEL, compress_type=PNG_STRATEGY)
        return out.getvalue()
    return palette_png(quantized, _isal.compress)


def on_palette(image: Image.Image) -> Image.Image:
    """An RGB picture on the fixed palette (each pixel to its nearest colour, no dither)."""
    return image.quantize(palette=PALETTE, dither=Image.Dither.NONE)


def palette_canvas(size: tuple[int, int], colour: Colour) -> Image.Image:
    """A picture to draw on directly in the palette's colours (mode P): no RGB canvas to
    quantize afterwards, a third of the bytes to copy. Shapes come out as on an RGB canvas
    (Pillow draws them without antialiasing); text and pictures go through `Sprites.paste`
    and `paste_picture`, which paste what quantizing the RGB result would have given."""
    image = Image.new("P", size, PALETTE_INDEX[colour])
    image.putpalette(PALETTE_RGB)
    return image


# id(picture) -> (picture, its quantized copy): the picture is kept, so its id stays its own
_tiles: dict[int, tuple[Image.Image, Image.Image]] = {}
_tiles_lock = threading.Lock()


def paste_picture(image: Image.Image, picture: Image.Image, xy: tuple[int, int]) -> None:
    """Paste an opaque RGB picture (a die face); on a palette canvas, its quantized copy,
    made once per picture."""
    if image.mode == "P":
        found = _tiles.get(id(picture))
        if found is None:
            with _tiles_lock:
                if len(_tiles) > 1_000:  # die faces are a few dozen; anything else comes and goes
                    _tiles.clear()
                found = _tiles.setdefault(id(picture), (picture, on_palette(picture)))
        picture = found[1]
    image.paste(picture, xy)


def palette_png(image: Image.Image, deflate: Callable[[bytearray, int], bytes]) -> bytes:
    """A palette image as PNG (8 bits, no filter, no interlace), its pixels compressed by
    `deflate(data, level)` (zlib format): the few chunks are written here so that a faster
    deflate than Pillow's own zlib can be used."""
    width, height = image.size
    pixels, rows = _rows(width + 1, height)
    rows.paste(image, (1, 0))
    return b"".join(
        (
            b"\x89PNG\r\n\x1a\n",
            _chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0)),
            _chunk(b"PLTE", bytes(image.getpalette() or [0, 0, 0])),
            _chunk(b"IDAT", deflate(pixels, ISAL_LEVEL)),
            _chunk(b"IEND", b""),
        )
    )


class _RowsKept(threading.local):
    """Per drawing thread: (width, height) -> a buffer and the image over it."""

    def __init__(self) -> None:
        self.by_size: dict[tuple[int, int], tuple[bytearray, Image.Image]] = {}


_rows_kept = _RowsKept()


def _rows(width: int, height: int) -> tuple[bytearray, Image.Image]:
    """This thread's PNG rows of that size: an image over a buffer of its own, kept, so that
    encoding allocates no picture-sized memory (with the bot's allocator setting, each such
    block is a fresh mapping whose pages fault in again: 0.6 ms a picture). Each row starts
    with its filter type, 0 (none): the left column, never pasted over, stays zero."""
    kept = _rows_kept.by_size
    found = kept.get((width, height))
    if found is None:
        if len(kept) >= 4:  # sizes come from the number of sheets and the strip: a few
            kept.clear()
        pixels = bytearray(width * height)
        rows = Image.frombuffer("P", (width, height), pixels, "raw", "P", 0, 1)
        rows.readonly = False  # it is ours: pastes must land in `pixels`, not in a copy
        found = kept[(width, height)] = (pixels, rows)
    return found


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


class Sprite:
    """A text's coverage mask and where its ink sits relative to the pen (baseline origin)."""

    __slots__ = ("mask", "left", "top")

    def __init__(self, mask: Image.Image, left: int, top: int) -> None:
        self.mask, self.left, self.top = mask, left, top


class Sprites:
    """Text drawn once and pasted afterwards: a masked paste is far cheaper than draw.text."""

    def __init__(self) -> None:
        self._cache: dict[tuple[str, int, bool], Sprite] = {}
        self._tiles: dict[tuple[str, int, bool, Colour, int], tuple[Image.Image, Image.Image]] = {}
        self._lock = threading.Lock()

    def get(self, text: str, size: int, bold: bool = False) -> Sprite:
        key = (text, size, bold)
        found = self._cache.get(key)  # a dict read is atomic: no lock on the hot path
        if found is None:
            face = font(size, bold)
            with FONT_LOCK:
                left, top, right, bottom = map(int, face.getbbox(text, anchor="ls"))
                mask = Image.new("L", (max(1, right - left), max(1, bottom - top)))
                ImageDraw.Draw(mask).text((-left, -top), text, font=face, fill=255, anchor="ls")
            with self._lock:
                if len(self._cache) > 20_000:  # names come and go; numbers and labels stay
                    self._cache.clear()
                found = self._cache.setdefault(key, Sprite(mask, left, top))
        return found

    def _tile(
        self, sprite: Sprite, key: tuple[str, int, bool], colour: Colour, ground: int
    ) -> tuple[Image.Image, Image.Image]:
        """The text inked on one ground colour, quantized (what quantizing the RGB canvas gives
        where the text sits on that ground), and where its ink is (a 1-bit mask)."""
        tile_key = (*key, colour, ground)
        found = self._tiles.get(tile_key)
        if found is None:
            mask = sprite.mask
            inked = Image.new("RGB", mask.size, THEME_COLOUR[ground])
            inked.paste(colour, (0, 0, mask.width, mask.height), mask)
            solid = mask.point(lambda a: 255 if a else 0).convert("1")
            with self._lock:
                if len(self._tiles) > 20_000:
                    self._tiles.clear()
                found = self._tiles.setdefault(tile_key, (on_palette(inked), solid))
        return found

    def width(self, text: str, size: int, bold: bool = False) -> int:
        return self.get(text, size, bold).mask.width

    def paste(
        self,
        canvas: Image.Image,
        text: str,
        box: Box,
        colour: Colour,
        size: int,
        *,
        bold: bool = False,
        align: str = "center",
        pad: int = 10,
        layer: Layer | None = None,
    ) -> None:
        """Draw `text` in `box`: capitals and digits centred vertically, ink centred, or
        left/right aligned with `pad`. Callers cut text to fit first (fonts.fit)."""
        sprite = self.get(text, size, bold)
        mask = sprite.mask
        x0, y0, x1, y1 = box
        if align == "center":
            x = x0 + (x1 - x0 - mask.width) // 2
        elif align == "right":
            x = x1 - pad - mask.width
        else:
            x = x0 + pad
        baseline = y0 + (y1 - y0 + round(CAP_HEIGHT * size)) // 2
        y = baseline + sprite.top
        if canvas.mode == "P":
            ground = canvas.getpixel((x, y))
            assert isinstance(ground, int)
            tile, solid = self._tile(sprite, (text, size, bold), colour, ground)
            canvas.paste(tile, (x, y), solid)
        else:
            canvas.paste(colour, (x, y, x + mask.width, y + mask.height), mask)
        if layer is not None:
            layer.append((text, box))


SPRITES = Sprites()


def title_bar(
    image: Image.Image,
    title: str,
    *,
    room: int,
    height: int = 70,
    size: int = 30,
    layer: Layer | None = None,
) -> None:
    """A picture's title: a panel across its top, the words bold at its left, cut to `room`
    pixels (the board, the bracket and the standings draw theirs so)."""
    ImageDraw.Draw(image).rectangle((0, 0, image.width, height - 1), fill=PANEL)
    SPRITES.paste(
        image,
        fit(title, room, size, True),
        (0, 0, image.width, height),
        TEXT,
        size,
        bold=True,
        align="left",
        pad=18,
        layer=layer,
    )

_SPOTS = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (0, 2), (2, 0), (2, 2)),
    5: ((0, 0), (0, 2), (1, 1), (2, 0), (2, 2)),
    6: ((0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2)),
}
_die_cache: dict[tuple[int, int, str, Colour], Image.Image] = {}
_die_lock = threading.Lock()


def die_face(
    face: int, size: int, state: str = "plain", ground: Colour = BACKGROUND
) -> Image.Image:
    """A die, drawn once per face, size and state (plain, kept, held) at 4x and scaled down
    for round pips and corners; kept dice get a thick green frame, held ones a cyan one."""
    key = (face, size, state, ground)
    found = _die_cache.get(key)
    if found is not None:
        return found
    s = 4
    big = size * s
    image = Image.new("RGB", (big, big), ground)
    draw = ImageDraw.Draw(image)
    frame = {"kept": GOOD, "held": HELD_LINE}.get(state)
    inset = 0
    if frame is not None:
        draw.rounded_rectangle((0, 0, big - 1, big - 1), radius=big // 5, fill=frame)
        inset = max(3, size // 14) * s
    draw.rounded_rectangle(
        (inset, inset, big - 1 - inset, big - 1 - inset),
        radius=big // 6,
        fill=DIE,
        outline=GRID if frame is None else None,
        width=s,
    )
    inner = big - 2 * inset
    r = inner // 10
    for col, row in _SPOTS[face]:
        cx = inset + inner // 4 + col * inner // 4
        cy = inset + inner // 4 + row * inner // 4
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=PIP)
    small = image.resize((size, size), Image.Resampling.LANCZOS)
    with _die_lock:
        return _die_cache.setdefault(key, small)
