"""Every sentence the bot says to players comes from the Fluent catalogues (`bot.i18n`).

`say(lang, key, **params)` formats message `key` for `lang`, falling back to English for a
message a language lacks; an id unknown even in English raises KeyError, so a typo fails the
tests rather than reaching a player. Names and other texts players typed must be made safe
(`bot.app.context.safe_name`) before they are passed in.
"""

from __future__ import annotations

from functools import lru_cache

from . import i18n

DEFAULT_LANGUAGE = i18n.DEFAULT_LOCALE


def has(key: str, lang: str = DEFAULT_LANGUAGE) -> bool:
    return i18n.has(key, lang)


def say(lang: str | None, key: str, **params: object) -> str:
    """Message `key` in `lang` (English where `lang` is unknown or lacks the message)."""
    try:
        return _said(lang or DEFAULT_LANGUAGE, key, tuple(sorted(params.items())))
    except TypeError:  # an argument that cannot be a cache key
        return i18n.text(lang or DEFAULT_LANGUAGE, key, **params)


@lru_cache(maxsize=16384)
def _said(lang: str, key: str, params: tuple[tuple[str, object], ...]) -> str:
    # the same sentence with the same words comes out the same: a game message is drawn
    # many times a turn, with the same menu labels each time
    return i18n.text(lang, key, **dict(params))
