"""The website's words: the language a visitor reads (`?lang=`, else their browser's
Accept-Language, else English) and the catalogues' messages (`web.ftl` beside the bot's own)."""

from __future__ import annotations

from .. import i18n
from .headers import weighted

# Browsers' tags that are one of ours by another name ("sr" alone: Cyrillic, Serbia's own).
_ALIASES = {"sr": "sr-Cyrl", "sr-rs": "sr-Cyrl", "sr-latn-rs": "sr-Latn", "sr-cyrl-rs": "sr-Cyrl",
            "sh": "sr-Latn", "bs": "hr"}
_BY_LOWER = {locale.lower(): locale for locale in i18n.LOCALES}


def _ours(tag: str) -> str | None:
    """Our locale for a language tag, trying it whole, then without its region."""
    tag = tag.strip().lower().replace("_", "-")
    while tag:
        if tag in _BY_LOWER:
            return _BY_LOWER[tag]
        if tag in _ALIASES:
            return _ALIASES[tag]
        tag = tag.rpartition("-")[0]
    return None


def chosen_language(asked: str | None, accept_language: str | None) -> str:
    """`?lang=` if it names one of ours; else the browser's best-liked language we speak."""
    if asked:
        found = _BY_LOWER.get(asked.strip().lower()[:20])
        if found:
            return found
    liked: list[tuple[float, int, str]] = []
    for index, (tag, weight) in enumerate(weighted(accept_language)):
        ours = _ours(tag)
        if ours and weight > 0:
            liked.append((-weight, index, ours))
    return min(liked)[2] if liked else i18n.DEFAULT_LOCALE


def say(lang: str, message_id: str, **args: object) -> str:
    return i18n.text(lang, message_id, **args)
