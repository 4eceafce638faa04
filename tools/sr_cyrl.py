"""Writes the Serbian Cyrillic bot catalogue from the Latin one.

    PYTHONPATH=. python tools/sr_cyrl.py          # write bot/locales/sr-Cyrl/bot.ftl, web*.ftl
    PYTHONPATH=. python tools/sr_cyrl.py --check  # exit 1 if it is not in step

Edit bot/locales/sr-Latn/bot.ftl, then run this; tests/test_i18n.py fails while the two differ.
(rules.ftl and sheet.ftl are kept by hand, with their own comments; the tests check that their
messages are the Latin ones transliterated.)
"""

from __future__ import annotations

import sys
from pathlib import Path

from bot.i18n import serbian_cyrillic_catalogue

LOCALES = Path(__file__).resolve().parents[1] / "bot" / "locales"
# bot.ftl and the website's catalogues (web*.ftl)
GENERATED = ("bot.ftl", *sorted(p.name for p in (LOCALES / "sr-Latn").glob("web*.ftl")))


def generated(name: str) -> str:
    latin = (LOCALES / "sr-Latn" / name).read_text(encoding="utf-8")
    return serbian_cyrillic_catalogue(latin, f"sr-Latn/{name}")


def main(argv: list[str]) -> int:
    stale = []
    for name in GENERATED:
        target = LOCALES / "sr-Cyrl" / name
        text = generated(name)
        if "--check" in argv:
            if not target.exists() or target.read_text(encoding="utf-8") != text:
                stale.append(str(target))
        else:
            target.write_text(text, encoding="utf-8")
    for path in stale:
        print(f"{path} is not the transliteration of its sr-Latn file", file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
