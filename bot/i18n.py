"""Players' words in every language the bot speaks: the Fluent catalogues in `bot/locales`.

Each locale is a folder of `.ftl` files (`rules.ftl`, `sheet.ftl`, `bot.ftl`, ...), read once
and cut into entries; each message is parsed when first said, and formatted by the bot itself
or by the locale's `FluentBundle`. English is the reference and the fallback: a message a
language lacks is said in English, and an id unknown even in English is a programming error
(`KeyError`), so a typo fails the tests rather than showing players an id.

Isolation marks (U+2068/U+2069 around placeables) are off: Discord draws them as boxes.
"""

from __future__ import annotations

import logging
import re
import threading
from collections.abc import Iterator, Mapping, Sequence
from datetime import date, datetime
from decimal import Decimal
from importlib import resources
from importlib.resources.abc import Traversable
from typing import TYPE_CHECKING

from fluent.syntax import FluentParser, FluentSerializer
from fluent.syntax import ast as fluent_ast
from fluent.syntax.visitor import Visitor

if TYPE_CHECKING:
    # imported where first needed (`_bundle_type`): with Babel it is a third of the start of a
    # command that says nothing through Fluent (`python -m bot check`, `backup`, `migrate`)
    from fluent.runtime import FluentBundle

log = logging.getLogger(__name__)

LOCALES: tuple[str, ...] = ("en", "hr", "sr-Latn", "sr-Cyrl", "bg", "ru", "de")
DEFAULT_LOCALE = "en"

# Discord's locale codes that are one of ours (Discord has no Serbian, Bosnian or Montenegrin).
DISCORD_LOCALES: Mapping[str, str] = {
    "hr": "hr",
    "bg": "bg",
    "ru": "ru",
    "de": "de",
    "en-US": "en",
    "en-GB": "en",
}

_BY_LOWER = {locale.lower(): locale for locale in LOCALES}

# Each language by its own name, as a member picks it from a list: never translated.
ENDONYMS: Mapping[str, str] = {
    "en": "English",
    "hr": "Hrvatski",
    "sr-Latn": "Srpski (latinica)",
    "sr-Cyrl": "Српски (ћирилица)",
    "bg": "Български",
    "ru": "Русский",
    "de": "Deutsch",
}


def locale_dir() -> Traversable:
    """`bot/locales`, from the checkout or the installed package alike."""
    return resources.files("bot") / "locales"


# A message of one line of text, no placeable (two thirds of them, all the command list's);
# Fluent's blanks around "=" and at the end of a line are spaces (a tab is text)
_ONE_LINE_OF_TEXT = re.compile(r"([A-Za-z][A-Za-z0-9_-]*) *= *([^{}\s][^{}\r\n]*?) *[\r\n]*\Z")


class _Messages(Mapping[str, fluent_ast.Message]):
    """One locale's messages by id, each parsed the first time it is read: a process says a
    few hundred of the 943 messages a language has, and parsing them all took a second of the
    bot's start (every catalogue, at 0.15 ms a message) and 50-95 ms of a member's first click
    in a language the process had not read yet. A broken entry reads as missing (English
    stands in, and it is logged); the tests parse every file whole and fail on it."""

    def __init__(self, locale: str, sources: Mapping[str, str]) -> None:
        self.locale = locale
        self._sources = sources  # id -> its entry's text, as `_entries` cut it from its file
        # id -> its parse, None if the entry is broken (a dict's item set is atomic: two
        # threads reading a message at once at worst parse it twice)
        self._parsed: dict[str, fluent_ast.Message | None] = {}

    def _parse(self, message_id: str) -> fluent_ast.Message | None:
        if message_id in self._parsed:
            return self._parsed[message_id]
        source = self._sources.get(message_id)
        if source is None:
            return None
        plain = _ONE_LINE_OF_TEXT.match(source)
        if plain is not None:  # the message Fluent's parser would make, for far less
            text = fluent_ast.TextElement(plain.group(2))
            entry: fluent_ast.EntryType = fluent_ast.Message(
                fluent_ast.Identifier(plain.group(1)), fluent_ast.Pattern([text])
            )
        else:
            entry = FluentParser(with_spans=False).parse_entry(source)
        found = entry if isinstance(entry, fluent_ast.Message) else None
        if found is None:
            log.warning("%s: unparsable entry %r", self.locale, source)
        self._parsed[message_id] = found
        return found

    def __getitem__(self, message_id: str) -> fluent_ast.Message:
        found = self._parse(message_id)
        if found is None:
            raise KeyError(message_id)
        return found

    def __contains__(self, message_id: object) -> bool:
        return isinstance(message_id, str) and self._parse(message_id) is not None

    def __iter__(self) -> Iterator[str]:
        return (m for m in self._sources if self._parse(m) is not None)

    def __len__(self) -> int:
        return sum(1 for _ in self)


class _Catalogue:
    """One locale's messages (`_Messages`) and the `FluentBundle` that formats those that need
    Fluent, made the first time one does (`formatter`): most sentences are put together without
    it (`_plain`), and a bundle loads its locale's CLDR data from Babel (11 MiB for all seven,
    a few ms each), which a process that never formats, say, a Russian plural need not hold
    (the website, for the languages its visitors do not read)."""

    def __init__(self, locale: str, messages: _Messages) -> None:
        self.locale = locale
        self.messages = messages  # from this locale's own files only (no fallback)
        self._bundle: FluentBundle | None = None
        self._in_bundle: set[str] = set()
        self._lock = threading.Lock()  # pictures are drawn, and their words said, in threads

    def formatter(self, message_id: str) -> FluentBundle:
        """The locale's bundle, holding this message and those it refers to (KeyError if the
        locale has no such message): messages join it as they are first formatted (the
        catalogues have no terms: tests/test_i18n.py)."""
        self.messages[message_id]  # noqa: B018 (KeyError if it has none)
        if message_id in self._in_bundle:  # said before: no lock (a set's test is atomic)
            assert self._bundle is not None
            return self._bundle
        with self._lock:
            if self._bundle is None:
                self._bundle = _bundle_type()([self.locale], use_isolating=False)
            wanted = [message_id]
            while wanted:
                name = wanted.pop()
                message = self.messages.get(name)
                if name in self._in_bundle or message is None:
                    continue  # a reference to no message: Fluent says so as it formats
                self._bundle.add_resource(fluent_ast.Resource([message]), allow_overrides=True)
                self._in_bundle.add(name)
                wanted += _names(message, fluent_ast.MessageReference)
            return self._bundle


_Reference = fluent_ast.VariableReference | fluent_ast.MessageReference


class _Names(Visitor):
    """Collects the names one kind of reference uses anywhere in a message, selectors and
    variants included: `$name` (VariableReference), or `{ other-message }` (MessageReference)."""

    def __init__(self, kind: type[_Reference]) -> None:
        super().__init__()
        self.kind = kind
        self.names: set[str] = set()

    def generic_visit(self, node: fluent_ast.BaseNode) -> None:
        if isinstance(node, self.kind):
            self.names.add(node.id.name)
        super().generic_visit(node)


def _names(message: fluent_ast.Message, kind: type[_Reference]) -> set[str]:
    collector = _Names(kind)
    collector.visit(message)
    return collector.names


# An entry starts at a line's first character: a message's id (a letter), a term's "-" or a
# comment's "#". Every other line continues the entry before it: a pattern's next lines are
# indented, and a select expression's variants and closing brace may start a line ("[", "*[",
# "}"), as may an attribute (".").
_ENTRY_START = re.compile(r"(-?[A-Za-z][A-Za-z0-9_-]*)[ \t]*=")


def _entries(text: str, where: str) -> Iterator[tuple[str, str]]:
    """(id, the entry's text) for each message and term of a file, comments left out."""
    entry_id: str | None = None
    lines: list[str] = []
    # lines end at "\n" alone, as in Fluent (not at the other breaks `splitlines` knows)
    for line in text.split("\n"):
        line += "\n"
        first = line[:1]
        if first.isalpha() or first in ("-", "#"):
            if entry_id is not None:
                yield entry_id, "".join(lines)
            entry_id, lines = None, []
            if first == "#":
                continue
            start = _ENTRY_START.match(line)
            if start is None:
                log.warning("%s: unparsable entry %r", where, line)
                continue
            entry_id, lines = start.group(1), [line]
        elif entry_id is not None:
            lines.append(line)
    if entry_id is not None:
        yield entry_id, "".join(lines)


def _load(locale: str) -> _Catalogue:
    """A locale's files read and cut into entries; each is parsed when first read."""
    sources: dict[str, str] = {}
    folder = locale_dir() / locale
    files: list[Traversable] = []
    if folder.is_dir():
        files = sorted(
            (entry for entry in folder.iterdir() if entry.name.endswith(".ftl")),
            key=lambda entry: entry.name,
        )
    for file in files:
        where = f"{locale}/{file.name}"
        for entry_id, source in _entries(file.read_text(encoding="utf-8"), where):
            if entry_id in sources:
                log.warning("%s: %s defined twice", where, entry_id)
            sources[entry_id] = source  # a later definition wins, as Fluent's bundle has it
    return _Catalogue(locale, _Messages(locale, sources))


_loading = threading.Lock()
_loaded: dict[str, _Catalogue] = {}


def _catalogue(locale: str) -> _Catalogue:
    """One locale's catalogue, read the first time it is asked for: not at import, which
    every process pays (the website's, a command line's, each test worker's) for languages
    most of them never speak."""
    found = _loaded.get(locale)
    if found is None:
        with _loading:  # pictures are drawn, and their words said, in threads
            found = _loaded.get(locale)
            if found is None:
                found = _loaded[locale] = _load(locale)
    return found


def _locale(locale: str | None) -> str:
    """One of LOCALES for a name in any letter case; anything else is the default."""
    return _BY_LOWER.get((locale or "").lower(), DEFAULT_LOCALE)


def _argument(value: object) -> object:
    """Numbers and dates go to Fluent as they are (it formats them per locale); everything
    else as text. A bool is an int to Python, but "True" is what a sentence means by it."""
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int | float | Decimal | date | datetime | str):
        return value
    return str(value)


# A message whose value is only text and `{ $name }` places: its parts, text or a name.
_Parts = tuple[str | fluent_ast.VariableReference, ...]
_plain_parts: dict[tuple[str, str], _Parts | None] = {}


def _parts(locale: str, message: fluent_ast.Message) -> _Parts | None:
    key = (locale, message.id.name)
    if key not in _plain_parts:
        _plain_parts[key] = _plain(message)
    return _plain_parts[key]


def _plain(message: fluent_ast.Message) -> _Parts | None:
    if message.value is None or message.attributes:
        return None
    parts: list[str | fluent_ast.VariableReference] = []
    for element in message.value.elements:
        if isinstance(element, fluent_ast.TextElement):
            parts.append(element.value)
        elif isinstance(element, fluent_ast.Placeable) and isinstance(
            element.expression, fluent_ast.VariableReference
        ):
            parts.append(element.expression)
        else:  # selectors, functions, terms, literals: Fluent formats them
            return None
    return tuple(parts)


def _as_is(value: object) -> bool:
    """A value Fluent would put in a sentence unchanged: text, or a number it writes alike
    in every locale (no group separator, no sign)."""
    return type(value) is str or (type(value) is int and 0 <= value < 1000)


def _format(locale: str, message_id: str, args: Mapping[str, object]) -> str | None:
    catalogue = _catalogue(locale)
    found = catalogue.messages.get(message_id)
    if found is None:
        return None
    # Plain sentences with text and small numbers are put together here: Fluent's resolver
    # took most of the time of the bot's sentences (a click's status line has new dice)
    parts = _parts(locale, found)
    if parts is not None and all(_as_is(value) for value in args.values()):
        said: list[str] = []
        for part in parts:
            if isinstance(part, str):
                said.append(part)
            elif part.id.name in args:
                said.append(str(args[part.id.name]))
            else:
                break  # a missing argument: Fluent says so, below
        else:
            return "".join(said)
    bundle = catalogue.formatter(message_id)
    message = bundle.get_message(message_id)
    if message.value is None:
        return None
    text, errors = bundle.format_pattern(
        message.value, {name: _argument(value) for name, value in args.items()}
    )
    for error in errors:  # e.g. a variable not passed: shown as {$name}, logged, not raised
        log.warning("%s %s: %s", locale, message_id, error)
    return str(text)  # FluentNone (a failed reference) reads as its name


# Numbers that name something (a game, a daily challenge, a tournament, a bot player): members
# read them back and type them (`game:12345`), so they are never grouped ("12.345" in German)
IDENTIFIERS = ("game", "number")


def text(locale: str, message_id: str, **args: object) -> str:
    """The message in `locale` (one of LOCALES, any case; else English), English where that
    locale lacks it. Numbers among `args` are formatted per locale, but `IDENTIFIERS`. KeyError
    if even English has no such message."""
    for name in IDENTIFIERS:
        if type(args.get(name)) is int:
            args[name] = str(args[name])
    for candidate in dict.fromkeys((_locale(locale), DEFAULT_LOCALE)):
        said = _format(candidate, message_id, args)
        if said is not None:
            return said
    raise KeyError(message_id)


def text_first(locale: str, message_ids: Sequence[str], **args: object) -> str:
    """The first of `message_ids` that `locale` itself has, else the first English has.

    For a specific word with a general one behind it (`row-yamm-full`, then `row-full`): a
    language's own general word beats English's specific one.
    """
    for candidate in dict.fromkeys((_locale(locale), DEFAULT_LOCALE)):
        for message_id in message_ids:
            said = _format(candidate, message_id, args)
            if said is not None:
                return said
    raise KeyError(" / ".join(message_ids))


def has(message_id: str, locale: str = DEFAULT_LOCALE) -> bool:
    """Whether `locale` (default: English, the reference) has this message of its own."""
    return message_id in _catalogue(_locale(locale)).messages


def message_ids(locale: str) -> set[str]:
    """The ids of the messages `locale` itself defines (fallbacks not included)."""
    return set(_catalogue(_locale(locale)).messages)


def variables(locale: str, message_id: str) -> set[str]:
    """The variable names a message of `locale` uses (KeyError if it has no such message)."""
    message = _catalogue(_locale(locale)).messages[message_id]
    return _names(message, fluent_ast.VariableReference)


def from_discord(code: str | None) -> str | None:
    """Our locale for a Discord locale code (`en-US` -> `en`), or None if we have none."""
    return DISCORD_LOCALES.get(code or "")


def resolve_locale(
    chosen: str | None, discord_locale: str | None, server_default: str | None
) -> str:
    """The locale to speak to a member in: their own choice, else their Discord client's
    language where we speak it, else the server's default, else English."""
    for candidate in (chosen, from_discord(discord_locale), server_default):
        if candidate and candidate.lower() in _BY_LOWER:
            return _BY_LOWER[candidate.lower()]
    return DEFAULT_LOCALE


def _bundle_type() -> type[FluentBundle]:
    from fluent.runtime import FluentBundle

    return FluentBundle


def preload() -> None:
    """Read every catalogue now rather than on the first message in its language, and import
    Fluent's runtime (70-110 ms) now rather than in the first sentence that needs it."""
    _bundle_type()
    for locale in LOCALES:
        _catalogue(locale)


# Serbian Latin -> Cyrillic, letter for letter (the two scripts map one to one; the digraphs lj,
# nj and dž are single letters). Used to keep sr-Cyrl the exact transliteration of sr-Latn.
_DIGRAPHS = {"lj": "љ", "nj": "њ", "dž": "џ", "Lj": "Љ", "LJ": "Љ", "Nj": "Њ", "NJ": "Њ"}
_DIGRAPHS |= {"Dž": "Џ", "DŽ": "Џ"}
_LETTERS = dict(
    zip(
        "abcčćdđefghijklmnoprsštuvzž",
        "абцчћдђефгхијклмнопрсштувзж",
        strict=True,
    )
)
_LETTERS |= {latin.upper(): cyrillic.upper() for latin, cyrillic in _LETTERS.items()}


def latin_to_cyrillic(latin: str) -> str:
    """Serbian Latin text in Serbian Cyrillic; characters outside the alphabet stay as they are
    (so q, w, x, y, which Serbian does not use, stay Latin: tests look for them). Code between
    backticks (`/yamb new`, `python -m engine`) stays as it is: it is typed, not read."""
    parts = latin.split("`")
    return "`".join(_transliterated(part) if n % 2 == 0 else part for n, part in enumerate(parts))


def _transliterated(latin: str) -> str:
    out: list[str] = []
    i = 0
    while i < len(latin):
        pair = latin[i : i + 2]
        if pair in _DIGRAPHS:
            out.append(_DIGRAPHS[pair])
            i += 2
            continue
        out.append(_LETTERS.get(latin[i], latin[i]))
        i += 1
    return "".join(out)


def serbian_cyrillic_catalogue(latin_source: str, origin: str) -> str:
    """A Serbian Latin catalogue (.ftl source) in Cyrillic: every text of every message and
    comment transliterated, ids, variables, variant keys, functions and code between backticks
    left as they are. `origin` names the Latin file in the header of the result.

    sr-Cyrl is generated rather than translated twice: the two scripts map letter for letter,
    so the Latin file is the one to edit (tools/sr_cyrl.py writes this; the tests check that
    the files stay in step)."""
    resource = FluentParser().parse(latin_source)
    body: list[fluent_ast.EntryType] = [
        fluent_ast.ResourceComment(
            f"Generated from {origin} by tools/sr_cyrl.py: edit that file, then run\n"
            "PYTHONPATH=. python tools/sr_cyrl.py"
        )
    ]
    for entry in resource.body:
        if isinstance(entry, fluent_ast.Comment) and not body[1:]:
            continue  # the Latin file's own header says how to edit it, not this one
        if isinstance(entry, fluent_ast.BaseComment):
            entry.content = latin_to_cyrillic(entry.content or "")
        elif isinstance(entry, fluent_ast.Message):
            if entry.value is not None:
                _cyrillic_pattern(entry.value, False)
            if entry.comment is not None:
                entry.comment.content = latin_to_cyrillic(entry.comment.content or "")
        body.append(entry)
    return str(FluentSerializer().serialize(fluent_ast.Resource(body)))


def _cyrillic_pattern(pattern: fluent_ast.Pattern, in_code: bool) -> bool:
    """Transliterates a pattern's text in place; a code span may run across placeables, so
    whether the text is inside backticks is carried from element to element."""
    for element in pattern.elements:
        if isinstance(element, fluent_ast.TextElement):
            parts = element.value.split("`")
            element.value = "`".join(
                part if (in_code if n % 2 == 0 else not in_code) else _transliterated(part)
                for n, part in enumerate(parts)
            )
            in_code = in_code != (len(parts) % 2 == 0)
        elif isinstance(element.expression, fluent_ast.SelectExpression):
            for variant in element.expression.variants:
                _cyrillic_pattern(variant.value, in_code)
    return in_code
