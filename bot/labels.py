"""Every word drawn on the pictures (and on the website's replay sheet), by language: a thin
layer over `bot/locales/*/sheet.ftl`.

The renderer asks by its own keys (the engine's row ids, the computed-row kinds, `throw_of`...);
this module turns them into Fluent ids (`row-two_pairs`, `sum-upper`, `throw-of`, ...) and asks
`bot.i18n`, which falls back to English. With a ruleset, a ruleset's own word comes first
(`row-yamm-full` before `row-full`); the scheme is described at the top of en/sheet.ftl.
"""

from __future__ import annotations

from functools import cache

from engine import ColumnKind, get_ruleset
from engine.rulesets import RULESET_NAMES

from . import i18n

# Column marks: language-neutral, so they are not translated; the word under them is.
COLUMN_MARK: dict[ColumnKind, str] = {
    ColumnKind.DOWN: "↓",
    ColumnKind.UP: "↑",
    ColumnKind.FREE: "↕",
    ColumnKind.ANNOUNCE: "★",
}

# The computed lines of a sheet column, as the renderer names them.
COMPUTED: tuple[str, ...] = ("upper", "bonus", "max_min", "lower", "total")

_ROW_IDS = frozenset(
    row.id for name in RULESET_NAMES for row in get_ruleset(name).rows if not row.id.isdigit()
)


def message_ids(key: str, ruleset: str | None = None) -> tuple[str, ...]:
    """The Fluent ids for a renderer key, the most specific first."""
    if key in _ROW_IDS:
        general, prefix = f"row-{key}", "row"
    elif key in COMPUTED:
        general, prefix = f"sum-{key}", "sum"
    else:
        return (key.replace("_", "-"),)  # col_down -> col-down, throw_of -> throw-of
    if ruleset is None:
        return (general,)
    return (f"{prefix}-{ruleset}-{key}", general)


def language(lang: str | None) -> str:
    """Our locale for a Discord locale or one of ours (`en-US`, `de-CH`, `sr-Cyrl`, ...);
    English for any other."""
    lang = lang or i18n.DEFAULT_LOCALE
    exact = i18n.resolve_locale(lang, None, None)
    if exact != i18n.DEFAULT_LOCALE or lang.lower() == i18n.DEFAULT_LOCALE:
        return exact
    # a regional variant of a language we speak (de-CH, en-US) draws that language
    return i18n.resolve_locale(lang.split("-")[0], None, None)


def label(key: str, lang: str = "en", ruleset: str | None = None, **params: object) -> str:
    """The word for `key` in `lang`, English where that language has none; the key itself if
    no catalogue knows it (a visible slip beats a failed picture)."""
    try:
        return i18n.text_first(language(lang), message_ids(key, ruleset), **params)
    except KeyError:
        return key


def column_word(kind: ColumnKind, lang: str = "en") -> str:
    return label(f"col_{kind.value}", lang)


@cache
def plain_labels(lang: str) -> dict[str, str]:
    """The general (no ruleset) words without variables in `lang`: a read-only view for tests
    and tools that look words up directly. Made on demand: each language's catalogue is parsed
    the first time it is needed."""
    keys = [*sorted(_ROW_IDS), *COMPUTED, "one_throw"]
    keys += [f"col_{kind.value}" for kind in ColumnKind]
    keys += ["kept", "if_written", "standings", "points", "standings_running", "settlement"]
    keys += ["lowest_wins", "winner"]
    return {key: label(key, lang) for key in keys}
