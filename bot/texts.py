"""Every sentence the bot says to players comes from the Fluent catalogues (`bot.i18n`).

`say(lang, key, **params)` formats message `key` for `lang`, falling back to English for a
message a language lacks; an id unknown even in English raises KeyError, so a typo fails the
tests rather than reaching a player. Names and other texts players typed must be made safe
(`bot.app.context.safe_name`) before they are passed in.
"""

from __future__ import annotations

from . import i18n

DEFAULT_LANGUAGE = i18n.DEFAULT_LOCALE


def has(key: str, lang: str = DEFAULT_LANGUAGE) -> bool:
    return i18n.has(key, lang)


def say(lang: str | None, key: str, **params: object) -> str:
    """Message `key` in `lang` (English where `lang` is unknown or lacks the message)."""
    return i18n.text(lang or DEFAULT_LANGUAGE, key, **params)
