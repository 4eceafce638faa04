"""Every sentence the bot says to players, from the Fluent catalogues in `bot/locales/`.

`say(lang, key, **params)` formats message `key` of the catalogue for `lang`, falling back to
English for a message a language lacks; an id unknown even in English raises KeyError, so a
typo fails the tests rather than reaching a player. Names and other texts players typed must be
made safe (`bot.app.names`) before they are passed in.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from fluent.runtime import FluentBundle, FluentResource

LOCALES_DIR = Path(__file__).resolve().parent / "locales"
DEFAULT_LANGUAGE = "en"


@cache
def _bundle(lang: str) -> FluentBundle:
    # use_isolating=False: Discord shows Fluent's bidi isolation marks as stray characters;
    # names are isolated where they are made safe instead.
    bundle = FluentBundle([lang], use_isolating=False)
    folder = LOCALES_DIR / lang
    for path in sorted(folder.glob("*.ftl")):
        bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return bundle


def languages() -> tuple[str, ...]:
    """The languages with a catalogue."""
    return tuple(sorted(p.name for p in LOCALES_DIR.iterdir() if p.is_dir()))


def has(key: str, lang: str = DEFAULT_LANGUAGE) -> bool:
    return _bundle(lang).has_message(key)


def say(lang: str | None, key: str, **params: object) -> str:
    """Message `key` in `lang` (English where `lang` has no catalogue or lacks the message)."""
    for candidate in (lang or DEFAULT_LANGUAGE, DEFAULT_LANGUAGE):
        bundle = _bundle(candidate) if (LOCALES_DIR / candidate).is_dir() else None
        if bundle is not None and bundle.has_message(key):
            message = bundle.get_message(key)
            if message.value is None:
                raise KeyError(f"message {key!r} has no value")
            text, errors = bundle.format_pattern(message.value, dict(params))
            if errors and candidate != DEFAULT_LANGUAGE:
                continue  # a broken translation: English says it right
            if errors:
                raise KeyError(f"message {key!r}: {errors[0]}")
            return str(text)
    raise KeyError(f"no message {key!r} in the catalogue")
