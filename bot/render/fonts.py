"""Fonts shipped in assets/fonts, which characters they can draw, and names made safe to draw.

Pillow has no font fallback: a character the font lacks draws as an empty box (or nothing). So
names are cleaned first: characters outside the font's character map become one visible
placeholder per run. The map is read once from the font file's `cmap` table (format 4 or 12),
a few lines of struct. FreeType faces are not safe to use from two threads at once, so every
use of a face goes through FONT_LOCK (rare: text is drawn once and cached as sprites).
"""

from __future__ import annotations

import struct
import threading
import unicodedata
from functools import cache, lru_cache
from pathlib import Path

from PIL import ImageFont

FONT_DIR = Path(__file__).resolve().parents[2] / "assets" / "fonts"
REGULAR = FONT_DIR / "DejaVuSans.ttf"
BOLD = FONT_DIR / "DejaVuSans-Bold.ttf"
PLACEHOLDER = "□"  # drawn for characters the font does not have (emoji and such)
ELLIPSIS = "…"
CAP_HEIGHT = 1493 / 2048  # DejaVu Sans: height of capitals and digits, per em (OS/2 table)
FONT_LOCK = threading.RLock()

# Invisible or layout-only characters: zero-width, bidi controls, joiners, private use, ...
_DROPPED = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
# ... but zero width non-joiner and joiner between two drawn letters are kept: the font draws
# them as nothing, and the shaping needs them (a Persian word may be spelled with a ZWNJ)
JOINERS = "\u200c\u200d"


@cache
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """Loaded once per size: loading a TrueType font costs far more than drawing with it."""
    with FONT_LOCK:
        return ImageFont.truetype(str(BOLD if bold else REGULAR), size)


@cache
def coverage(path: Path = REGULAR) -> frozenset[int]:
    """Code points in the font's character map (Windows Unicode subtables)."""
    data = path.read_bytes()
    tables = struct.unpack_from(">H", data, 4)[0]
    cmap = next(
        struct.unpack_from(">I", data, 12 + 16 * i + 8)[0]
        for i in range(tables)
        if data[12 + 16 * i : 16 + 16 * i] == b"cmap"
    )
    count = struct.unpack_from(">H", data, cmap + 2)[0]
    points: set[int] = set()
    for i in range(count):
        platform, encoding, offset = struct.unpack_from(">HHI", data, cmap + 4 + 8 * i)
        if platform != 3 or encoding not in (1, 10):
            continue
        table = cmap + offset
        kind = struct.unpack_from(">H", data, table)[0]
        if kind == 4:
            segments = struct.unpack_from(">H", data, table + 6)[0] // 2
            ends = struct.unpack_from(f">{segments}H", data, table + 14)
            starts = struct.unpack_from(f">{segments}H", data, table + 16 + 2 * segments)
            for start, end in zip(starts, ends, strict=True):
                if start != 0xFFFF:
                    points.update(range(start, end + 1))
        elif kind == 12:
            groups = struct.unpack_from(">I", data, table + 12)[0]
            for g in range(groups):
                start, end, _ = struct.unpack_from(">III", data, table + 16 + 12 * g)
                points.update(range(start, end + 1))
    return frozenset(points)


@lru_cache(maxsize=4096)
def clean_name(name: str) -> str:
    """Drop invisible and control characters (zero-width, bidi controls; a joiner unless it
    joins two drawn characters); replace what the font cannot draw with a placeholder, one
    per run of such characters."""
    covered = coverage(REGULAR) & coverage(BOLD)  # names are drawn in both weights
    text = unicodedata.normalize("NFC", str(name))

    def drawn(i: int) -> bool:
        ch = text[i]
        return unicodedata.category(ch) not in _DROPPED and not ch.isspace() and ord(ch) in covered

    out: list[str] = []
    for i, ch in enumerate(text):
        category = unicodedata.category(ch)
        if category in _DROPPED:
            if ch in JOINERS and 0 < i < len(text) - 1 and drawn(i - 1) and drawn(i + 1):
                out.append(ch)
            continue
        if category.startswith("M") and (
            (out and out[-1] == PLACEHOLDER) or ord(ch) not in covered
        ):
            continue  # a mark on a missing glyph, or one the font lacks: the letter shows bare
        if ord(ch) not in covered:
            if out and out[-1] == PLACEHOLDER:
                continue
            ch = PLACEHOLDER
        out.append(ch)
    text = " ".join("".join(out).split())
    return text or "?"


@lru_cache(maxsize=4096)
def fit(text: str, width: int, size: int, bold: bool = False) -> str:
    """`text` cut with an ellipsis so that it is at most `width` pixels wide at this size."""
    face = font(size, bold)

    def head(n: int) -> str:  # no space nor joiner left before the ellipsis
        return text[:n].rstrip().rstrip(JOINERS) + ELLIPSIS

    with FONT_LOCK:
        if face.getlength(text) <= width:
            return text
        low, high = 0, min(len(text), 4 * width // max(size // 2, 1))  # no glyph is that thin
        while low < high:  # the longest prefix that fits with the ellipsis
            middle = (low + high + 1) // 2
            if face.getlength(head(middle)) <= width:
                low = middle
            else:
                high = middle - 1
    return head(low)
