"""Fonts shipped in assets/fonts, and which characters they can draw.

Pillow has no font fallback: a character the font lacks draws as an empty box. So names are
cleaned first: characters outside the font's character map become a visible placeholder.
The map is read once from the font file's `cmap` table (format 4 or 12), a few lines of struct.
"""

from __future__ import annotations

import struct
import unicodedata
from functools import cache
from pathlib import Path

from PIL import ImageFont

FONT_DIR = Path(__file__).resolve().parents[2] / "assets" / "fonts"
REGULAR = FONT_DIR / "DejaVuSans.ttf"
BOLD = FONT_DIR / "DejaVuSans-Bold.ttf"
PLACEHOLDER = "□"  # drawn for characters the font does not have (emoji and such)


@cache
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """Loaded once per size: loading a TrueType font costs far more than drawing with it."""
    return ImageFont.truetype(str(BOLD if bold else REGULAR), size)


@cache
def coverage(path: Path = REGULAR) -> frozenset[int]:
    """Code points in the font's character map."""
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


def clean_name(name: str) -> str:
    """Drop invisible and control characters (zero-width, bidi controls); replace what the
    font cannot draw with a placeholder, one per run of such characters."""
    covered = coverage()
    out: list[str] = []
    for ch in unicodedata.normalize("NFC", name):
        if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"):
            continue
        if unicodedata.category(ch).startswith("M") and out and out[-1] == PLACEHOLDER:
            continue  # a combining mark on a missing glyph
        if ord(ch) not in covered:
            if out and out[-1] == PLACEHOLDER:
                continue
            ch = PLACEHOLDER
        out.append(ch)
    text = " ".join("".join(out).split())
    return text or "?"


def fit(text: str, width: int, face: ImageFont.FreeTypeFont) -> str:
    """`text` cut with an ellipsis so it is at most `width` pixels wide."""
    if face.getlength(text) <= width:
        return text
    low, high = 0, len(text)
    while low < high:  # the longest prefix that fits with the ellipsis
        middle = (low + high + 1) // 2
        if face.getlength(text[:middle] + "…") <= width:
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip() + "…"
