"""The catalogues (bot/locales), the runtime (bot/i18n.py) and the glossary (docs/glossary.tsv).

What a translator can break is checked here: syntax, ids and variables that drift from English,
plural forms, scripts, and words too long for the picture.
"""

from __future__ import annotations

import csv
import re
import subprocess
import sys
import unicodedata
from functools import cache
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent_ast
from PIL import ImageFont

from bot import i18n
from bot.labels import label, language
from bot.render.fonts import BOLD, REGULAR
from bot.render.sheet import static_block
from bot.rules_text import mode_text, rules_text
from engine import MODES, get_ruleset
from engine.rulesets import RULESET_NAMES

ROOT = Path(__file__).resolve().parents[1]
LOCALES_DIR = ROOT / "bot" / "locales"
# the bot's catalogues, and the website's (bot/web): each in every locale
CATALOGUES = ("rules", "sheet", "bot", "web", "web-replay", "web-daily")
OTHERS = tuple(locale for locale in i18n.LOCALES if locale != "en")


def outside_code(text: str) -> str:
    """The text without its code spans (`/yamb new`, `python -m engine`): those are typed, so
    they stay as they are in every script."""
    return "".join(part for n, part in enumerate(text.split("`")) if n % 2 == 0)


def latin_letters(text: str) -> list[str]:
    return [ch for ch in outside_code(text) if ch.isalpha() and "LATIN" in unicodedata.name(ch, "")]


# Sample values for every variable our messages take: digits and Cyrillic only, so that
# what a variable brings in is never mistaken for the message's own script. Variables that
# count or measure are numbers (plurals and NUMBER() need them), the selectors take one of
# their default variant, everything else (names, cells, links) is a word.
NUMBERS = {
    "n", "m", "count", "wins", "games", "ties", "rate", "average", "ordinal", "mu", "sigma",
    "margin", "total", "value", "throws", "limit", "low", "high", "rank", "of", "page",
    "pages", "minutes", "best", "game", "wins_a", "wins_b", "chance", "loss", "points",
    "buchholz", "sb", "score", "seconds",
}  # fmt: skip
SAMPLE: dict[str, object] = {"n": 3, "m": 3, "count": 5}


def sample(name: str) -> object:
    return SAMPLE.get(name, 5 if name in NUMBERS else "Ана")


def entries(locale: str, catalogue: str) -> list[fluent_ast.EntryType]:
    source = (LOCALES_DIR / locale / f"{catalogue}.ftl").read_text(encoding="utf-8")
    return list(FluentParser().parse(source).body)


def ids_in(locale: str, catalogue: str) -> list[str]:
    return [e.id.name for e in entries(locale, catalogue) if isinstance(e, fluent_ast.Message)]


def sample_args(locale: str, message_id: str) -> dict[str, object]:
    return {name: sample(name) for name in i18n.variables(locale, message_id)}


# -- the files ----------------------------------------------------------------------------------


def test_the_locales_are_the_folders() -> None:
    folders = {p.name for p in LOCALES_DIR.iterdir() if p.is_dir()}
    assert folders == set(i18n.LOCALES)
    assert i18n.DEFAULT_LOCALE == "en" == i18n.LOCALES[0]


@pytest.mark.parametrize("locale", i18n.LOCALES)
def test_every_catalogue_parses_without_errors(locale: str) -> None:
    files = sorted((LOCALES_DIR / locale).glob("*.ftl"))
    assert {f.stem for f in files} >= set(CATALOGUES)
    for path in files:
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        junk = [e.content for e in resource.body if isinstance(e, fluent_ast.Junk)]
        assert junk == [], f"{locale}/{path.name}"
        ids = [e.id.name for e in resource.body if isinstance(e, fluent_ast.Message)]
        assert len(ids) == len(set(ids)), f"{locale}/{path.name} defines an id twice"


@pytest.mark.parametrize("locale", i18n.LOCALES)
def test_each_message_read_alone_is_the_message_of_the_whole_file(locale: str) -> None:
    """The bot cuts its files into entries and parses each when first read: every message
    so read is the one a parse of its whole file gives (its comment aside), and no other."""
    whole: dict[str, fluent_ast.Message] = {}
    for path in sorted((LOCALES_DIR / locale).glob("*.ftl")):
        resource = FluentParser(with_spans=False).parse(path.read_text(encoding="utf-8"))
        assert not [e for e in resource.body if isinstance(e, fluent_ast.Term)], path
        whole |= {e.id.name: e for e in resource.body if isinstance(e, fluent_ast.Message)}
    i18n._loaded.pop(locale, None)  # read anew, nothing parsed yet
    messages = i18n._catalogue(locale).messages
    assert set(messages) == set(whole)
    differ = [m for m in whole if not messages[m].equals(whole[m], ignored_fields=["comment"])]
    assert differ == []


def test_entries_are_cut_where_fluent_starts_one() -> None:
    """Variants, a closing brace and attributes may start a line without being a new entry;
    comments are left out; a line that starts like an id but is none is logged and skipped."""
    text = (
        "# a comment\n"
        "plural = { $n ->\n"
        "[one] one die\n"
        "*[other] { $n } dice\n"
        "}\n"
        "\n"
        "with-attribute =\n"
        "    two lines\n"
        "    of text\n"
        ".title = a title\n"
        "not an entry\n"
        "broken = { $n\n"
        "last = end\u2028still the last\n"
    )
    cut = dict(i18n._entries(text, "xx/test.ftl"))
    assert list(cut) == ["plural", "with-attribute", "broken", "last"]
    assert cut["plural"].endswith("}\n\n")
    assert cut["with-attribute"].endswith(".title = a title\n")
    messages = i18n._Messages("xx", cut)
    plural = messages["plural"].value
    assert plural is not None and len(plural.elements) == 1
    assert messages["with-attribute"].attributes[0].id.name == "title"
    last = messages["last"].value
    assert last is not None and last.elements[0].value == "end\u2028still the last"
    assert "broken" not in messages and list(messages) == ["plural", "with-attribute", "last"]
    with pytest.raises(KeyError):
        messages["broken"]


def test_a_message_that_refers_to_another_brings_it_into_the_bundle() -> None:
    """Messages join a locale's bundle as they are first formatted; one that refers to
    another message (Fluent's `{ other }`) brings that one, and what that one refers to."""
    sources = dict(
        i18n._entries(
            "game = Yamb\ntitle = { game } night\nbanner = { title }, { $n ->\n"
            "    [one] one player\n   *[other] { $n } players\n}\n",
            "xx/test.ftl",
        )
    )
    catalogue = i18n._Catalogue("en", i18n._Messages("en", sources))
    bundle = catalogue.formatter("banner")
    message = bundle.get_message("banner")
    assert message.value is not None
    said, errors = bundle.format_pattern(message.value, {"n": 3})
    assert (said, errors) == ("Yamb night, 3 players", [])
    assert catalogue.formatter("banner") is catalogue.formatter("title") is bundle  # one bundle
    with pytest.raises(KeyError):
        catalogue.formatter("nothing")


@pytest.mark.parametrize(
    "source",
    [
        "a = [b] *c .d\r\n",
        "a =   spaced out   \n\n",
        'a=x\\u0041 "quoted" ‹›\n',
        "a = Ямб\t\n",
        "a =\tЯмб\n",
        "a\t= b\n",
        "a = text\n    on two lines\n",
        "a = { $n } dice\n",
        "a =\n    below\n",
    ],
)
def test_a_message_of_one_line_of_text_is_read_as_fluent_reads_it(source: str) -> None:
    """One line of plain text is made into its message without Fluent's parser (two thirds
    of the messages, every name in the command list): the same message as the parser's."""
    parsed = FluentParser(with_spans=False).parse_entry(source)
    messages = i18n._Messages("xx", {"a": source})
    if isinstance(parsed, fluent_ast.Message):
        assert messages["a"].equals(parsed)
    else:  # a tab is no blank before "="
        assert "a" not in messages


@pytest.mark.parametrize("locale", OTHERS)
@pytest.mark.parametrize("catalogue", CATALOGUES)
def test_every_locale_has_exactly_the_english_ids_and_variables(
    locale: str, catalogue: str
) -> None:
    english = ids_in("en", catalogue)
    assert sorted(ids_in(locale, catalogue)) == sorted(english)
    for message_id in english:
        assert i18n.variables(locale, message_id) == i18n.variables("en", message_id), message_id


def test_the_runtime_sees_what_the_files_define() -> None:
    for locale in i18n.LOCALES:
        files = [p.stem for p in (LOCALES_DIR / locale).glob("*.ftl")]
        defined = {i for catalogue in files for i in ids_in(locale, catalogue)}
        assert i18n.message_ids(locale) == defined
    assert i18n.has("rules-yamm") and i18n.has("row-yamm-full", "sr-Cyrl")
    assert not i18n.has("rules-yahtzee")


def test_every_message_formats_cleanly_in_every_locale() -> None:
    for locale in i18n.LOCALES:
        for message_id in {i for catalogue in CATALOGUES for i in ids_in(locale, catalogue)}:
            said = i18n.text(locale, message_id, **sample_args(locale, message_id))
            assert said.strip() and said == said.strip(), (locale, message_id)
            assert "{" not in said and "}" not in said, (locale, message_id)  # nothing unresolved
            assert "\u2068" not in said and "\u2069" not in said  # no isolation marks


def test_plain_sentences_put_together_without_fluent_say_what_fluent_says() -> None:
    """Sentences of only text and `{ $name }` places are put together by the bot itself
    (Fluent's resolver was most of their cost): word for word what Fluent makes of them, with
    text, small numbers, and (through Fluent) larger or negative ones."""
    checked = 0
    for locale in i18n.LOCALES:
        catalogue = i18n._catalogue(locale)
        for message_id in sorted(i18n.message_ids(locale)):
            bundle = catalogue.formatter(message_id)
            message = bundle.get_message(message_id)
            if message.value is None:
                continue
            names = sample_args(locale, message_id)
            for value in ("Ana & <Bo> *x*", 0, 7, 999, 1000, 12345, -3):
                args = {name: value for name in names}
                # numbers that name something go to Fluent as text (never grouped)
                named = {
                    n: str(v) if n in i18n.IDENTIFIERS and type(v) is int else v
                    for n, v in args.items()
                }
                expected, errors = bundle.format_pattern(message.value, named)
                if errors:  # a number function given text: not a sentence the bot says
                    continue
                assert i18n.text(locale, message_id, **args) == expected, (locale, message_id)
                checked += 1
    plain = [key for key, parts in i18n._plain_parts.items() if parts is not None]
    assert checked > 1000 and len(plain) > 100
    assert ("en", "turn-status") in plain


# -- the runtime --------------------------------------------------------------------------------


def test_unknown_ids_raise_and_unknown_locales_speak_english() -> None:
    with pytest.raises(KeyError):
        i18n.text("en", "rules-yahtzee")
    with pytest.raises(KeyError):
        i18n.text("hr", "row-nothing")
    with pytest.raises(KeyError):
        i18n.variables("en", "row-nothing")
    assert i18n.text("pt-BR", "throw-of", n=1, m=3) == "Throw 1 of 3"
    assert i18n.text("SR-latn", "col-down") == "Dole"  # any letter case


def test_a_rulesets_own_word_comes_first_then_the_general_one_in_the_same_language() -> None:
    assert i18n.text_first("hr", ["row-yamm-full", "row-full"]) == "Full House"
    assert i18n.text_first("hr", ["row-classic-full", "row-full"]) == "Full"
    assert i18n.text_first("xx", ["row-classic-full", "row-full"]) == "Full house"
    with pytest.raises(KeyError):
        i18n.text_first("de", ["row-a", "row-b"])
    assert label("full", "sr-Cyrl", "yamm") == "Фул хаус"
    assert label("full", "sr-Cyrl", "russian") == "Фул"
    assert label("upper", "de", "russian") == "Schule"
    assert label("upper", "de", "yamm") == "Zwischentotal"
    assert label("throw_of", "ru", n=2, m=3) == "Бросок 2 из 3"


@pytest.mark.parametrize("locale", ["hr", "sr-Latn", "sr-Cyrl", "ru"])
def test_plural_forms_follow_cldr(locale: str) -> None:
    expected = {
        "hr": ["bod", "boda", "bodova", "bodova", "bod", "boda"],
        "sr-Latn": ["bod", "boda", "bodova", "bodova", "bod", "boda"],
        "sr-Cyrl": ["бод", "бода", "бодова", "бодова", "бод", "бода"],
        "ru": ["очко", "очка", "очков", "очков", "очко", "очка"],
    }[locale]
    counts = [1, 2, 5, 11, 21, 22]
    said = [i18n.text(locale, "points-count", count=n) for n in counts]
    assert said == [f"{n} {word}" for n, word in zip(counts, expected, strict=True)]


def test_plural_forms_of_one_and_other_languages() -> None:
    for locale, one, other in (("en", "point", "points"), ("bg", "точка", "точки")):
        assert i18n.text(locale, "points-count", count=1) == f"1 {one}"
        assert i18n.text(locale, "points-count", count=11) == f"11 {other}"
    assert i18n.text("de", "points-count", count=21) == "21 Punkte"


def test_numbers_are_formatted_per_locale() -> None:
    assert i18n.text("en", "throw-of", n=1234, m=3) == "Throw 1,234 of 3"
    assert i18n.text("de", "throw-of", n=1234, m=3) == "Wurf 1.234 von 3"
    assert i18n.text("hr", "throw-of", n=1234, m=3) == "Bacanje 1.234 od 3"
    assert i18n.text("ru", "matches", n=12345) == "Спички: 12\u00a0345"
    assert i18n.text("de", "points-count", count=1234) == "1.234 Punkte"
    # text stays text: the sheet passes its totals already written, with a true minus sign
    assert i18n.text("de", "sheet-total", n="−1234") == "Total −1234"


def test_resolve_locale_precedence() -> None:
    resolve = i18n.resolve_locale
    assert resolve("sr-Cyrl", "de", "hr") == "sr-Cyrl"  # the member's own choice first
    assert resolve(None, "de", "hr") == "de"  # then their Discord client's language
    assert resolve(None, "en-GB", "ru") == "en"
    assert resolve(None, "en-US", None) == "en"
    assert resolve(None, "pt-BR", "bg") == "bg"  # a language we lack: the server's default
    assert resolve(None, "sr", "sr-Latn") == "sr-Latn"  # Discord has no Serbian at all
    assert resolve("klingon", None, None) == "en"  # a stale choice is skipped
    assert resolve(None, None, None) == i18n.DEFAULT_LOCALE
    assert resolve("SR-CYRL", None, None) == "sr-Cyrl"
    assert i18n.from_discord("hr") == "hr" and i18n.from_discord("es-ES") is None


def test_the_renderer_maps_discord_and_our_locales() -> None:
    assert language("de-CH") == "de"
    assert language("en-US") == "en"
    assert language("sr-Latn") == "sr-Latn"
    assert language("ja") == "en"


# -- scripts ------------------------------------------------------------------------------------


def test_serbian_cyrillic_has_no_latin_and_is_the_latin_transliterated() -> None:
    for message_id in sorted(i18n.message_ids("sr-Cyrl")):
        args = sample_args("sr-Cyrl", message_id)
        cyrillic = i18n.text("sr-Cyrl", message_id, **args)
        assert latin_letters(cyrillic) == [], message_id
        latin = i18n.text("sr-Latn", message_id, **args)
        assert cyrillic == i18n.latin_to_cyrillic(latin), message_id


def test_serbian_latin_uses_only_serbian_letters() -> None:
    # q, w, x, y have no Cyrillic letter: a word with them cannot be transliterated
    for message_id in i18n.message_ids("sr-Latn"):
        said = i18n.text("sr-Latn", message_id, **sample_args("sr-Latn", message_id))
        assert not re.findall(r"[qwxyQWXY]", outside_code(said)), message_id


@pytest.mark.parametrize(
    "name", ["bot.ftl", *sorted(p.name for p in (LOCALES_DIR / "sr-Latn").glob("web*.ftl"))]
)
def test_the_serbian_cyrillic_catalogues_are_generated_from_the_latin(name: str) -> None:
    """sr-Cyrl's bot.ftl and web*.ftl are written by tools/sr_cyrl.py: an edit of the Latin file
    that was not carried over (or a hand edit of the Cyrillic one) fails here."""
    latin = (LOCALES_DIR / "sr-Latn" / name).read_text(encoding="utf-8")
    cyrillic = (LOCALES_DIR / "sr-Cyrl" / name).read_text(encoding="utf-8")
    assert cyrillic == i18n.serbian_cyrillic_catalogue(latin, f"sr-Latn/{name}"), (
        "run: PYTHONPATH=. python tools/sr_cyrl.py"
    )


def test_the_generator_leaves_code_ids_variables_and_keys_alone() -> None:
    source = (
        "# komentar\n\n## Odeljak\n\n"
        "poruka = Upiši `/yamb write cell:{ $cell }` za { $who }, { $count ->\n"
        "        [one] jedno polje\n       *[other] polja `x{ $n }y` njih\n    }\n"
    )
    out = i18n.serbian_cyrillic_catalogue(source, "sr-Latn/x.ftl")
    assert "## Одељак" in out and "komentar" not in out
    assert "    Упиши `/yamb write cell:{ $cell }` за { $who }, { $count ->" in out
    assert "[one] једно поље" in out and "*[other] поља `x{ $n }y` њих" in out
    assert i18n.latin_to_cyrillic("Upiši `/yamb new` i `dž`") == "Упиши `/yamb new` и `dž`"


def test_transliteration() -> None:
    latin = "Ljubav, Njegoš, Džep, ŠĐČĆŽ 1–6"
    assert i18n.latin_to_cyrillic(latin) == "Љубав, Његош, Џеп, ШЂЧЋЖ 1–6"
    assert i18n.latin_to_cyrillic("LJ NJ DŽ") == "Љ Њ Џ"


# -- the rules texts ----------------------------------------------------------------------------


@pytest.mark.parametrize("locale", i18n.LOCALES)
def test_rules_texts_fit_discord(locale: str) -> None:
    for ruleset in RULESET_NAMES:
        own = i18n.text(locale, f"rules-{ruleset}")
        assert len(own) <= 1200, (ruleset, len(own))
        # one /yamb rules answer is one message of at most 2,000 characters
        assert len(rules_text(ruleset, locale)) <= 2000
    assert len(i18n.text(locale, "rules-common")) <= 1200
    for mode in MODES:
        assert len(mode_text(mode, locale)) <= 1200


def numbers(message: str) -> set[str]:
    return set(re.findall(r"\d+", message))


@pytest.mark.parametrize("locale", OTHERS)
def test_rules_texts_carry_the_same_numbers_as_english(locale: str) -> None:
    # the values, thresholds and bonuses are the rules: a translation may word them freely but
    # must say every one of them
    texts = sorted(i for i in i18n.message_ids("en") if i.startswith(("rules-", "mode-")))
    for message_id in texts:
        english = numbers(i18n.text("en", message_id))
        assert numbers(i18n.text(locale, message_id)) == english, message_id


def test_the_english_rules_say_what_was_missing() -> None:
    yamm = i18n.text("en", "rules-yamm")
    assert "a 1 or a 6 starts at once" in yamm and "ties throw again" in yamm
    assert "until your side's next player starts" in yamm and "either partner" in yamm
    common = i18n.text("en", "rules-common")
    assert "five dice" not in common and "Where the sheet has an announce column" in common
    for ruleset, full in (("classic", "not"), ("bulgarian", "not"), ("tris", "not")):
        assert f"five alike are {full} a full" in i18n.text("en", f"rules-{ruleset}")
    assert "five alike are a full" in i18n.text("en", "rules-russian")
    assert "five alike count" in yamm
    for ruleset in ("bulgarian", "russian", "tris"):
        assert "the order in which players joined" in i18n.text("en", f"rules-{ruleset}")
    russian = i18n.text("en", "rules-russian")
    for fact in ("earns 2 matches", "after the 2nd 1", "earns 3", "costs 1 match", "settlement"):
        assert fact in russian
    kontra = i18n.text("en", "mode-kontra")
    assert "lowest total wins" in kontra and "at least 1 above Min" in kontra


# -- the words on the picture -------------------------------------------------------------------


@cache
def face(size: int, bold: bool) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(BOLD if bold else REGULAR), size)


def width(text: str, size: int, bold: bool = False) -> float:
    return float(face(size, bold).getlength(text))


# (message id pattern, pixels, font size, bold): what room the picture gives each word
ROOM: tuple[tuple[str, int, int, bool], ...] = (
    (r"row-.*", 190, 21, False),  # the row labels' column
    (r"sum-.*", 190, 21, True),  # computed rows are drawn bold
    (r"col-.*", 170, 21, True),  # a column's head
    (r"one-throw", 600, 21, True),  # one line across the yamm sheet
    (r"sheet-total|your-sheet", 300, 28, True),  # the title, beside the owner's name
    (r"throw-of|throw-paid", 400, 24, True),  # the turn panel beside six dice
    (r"announced", 400, 21, True),
    (r"matches", 400, 19, False),
    (r"if-written", 400, 17, False),
    (r"held|kept|winner|points-count", 200, 20, True),
    (r"standings|standings-running", 600, 30, True),
    (r"points|settlement", 130, 18, False),  # the settlement table's heads
    (r"lowest-wins", 860, 19, False),
    (r"keeps-ranked", 868, 20, True),  # a line across the hint's picture, above its keeps
)


def room(message_id: str) -> tuple[int, int, bool]:
    for pattern, pixels, size, bold in ROOM:
        if re.fullmatch(pattern, message_id):
            return pixels, size, bold
    raise AssertionError(f"no room known for {message_id}: add it to ROOM")


@pytest.mark.parametrize("locale", i18n.LOCALES)
def test_every_sheet_word_fits_its_room(locale: str) -> None:
    longest_row = max(
        (i18n.text(locale, i) for i in ids_in(locale, "sheet") if i.startswith("row-")),
        key=lambda word: width(word, 21, True),
    )
    values = {"n": 1234, "m": 3, "count": 1234, "cell": longest_row, "name": ""}
    too_long = []
    for message_id in ids_in(locale, "sheet"):
        args = {name: values[name] for name in i18n.variables(locale, message_id)}
        said = i18n.text(locale, message_id, **args)
        pixels, size, bold = room(message_id)
        if width(said, size, bold) > pixels:
            too_long.append((message_id, said, round(width(said, size, bold))))
    assert too_long == []


@pytest.mark.parametrize("ruleset", RULESET_NAMES)
def test_the_sheet_draws_every_label_uncut_in_every_language(ruleset: str) -> None:
    rules = get_ruleset(ruleset)
    for locale in i18n.LOCALES:
        _, layer = static_block(rules, 1, False, locale)
        cut = [text for text, _ in layer if text.endswith("…")]
        assert cut == [], locale
        drawn = {text for text, _ in layer}
        for row in rules.rows:
            if not row.id.isdigit():
                assert label(row.id, locale, ruleset) in drawn


# -- the glossary -------------------------------------------------------------------------------

GLOSSARY = ROOT / "docs" / "glossary.tsv"
COLUMNS = ["term", *i18n.LOCALES, "note"]


def glossary() -> list[dict[str, str]]:
    with GLOSSARY.open(encoding="utf-8", newline="") as file:
        reader = csv.DictReader(file, delimiter="\t", quoting=csv.QUOTE_NONE)
        assert reader.fieldnames == COLUMNS
        rows = list(reader)
    for row in rows:
        assert None not in row and all(row[c] is not None for c in COLUMNS), row
    return rows


def test_the_glossary_has_one_full_row_per_term() -> None:
    rows = glossary()
    terms = [row["term"] for row in rows]
    assert len(terms) == len(set(terms))
    for row in rows:
        assert re.fullmatch(r"[a-z0-9_]+", row["term"]), row["term"]
        empty = [c for c in COLUMNS if not row[c].strip()]
        assert empty == [], row["term"]
    needed = {"yamb", "die", "dice", "throw", "keep", "turn", "sheet", "column", "row", "cell"}
    needed |= {f"col_{kind}" for kind in ("down", "up", "free", "announce")}
    needed |= {f"mark_{kind}" for kind in ("down", "up", "free", "announce")}
    needed |= {"announce", "announcement", "write", "cross", "crossed", "enough", "school"}
    needed |= {"bonus", "sum", "total", "settlement", "starting_draw", "correction", "matches"}
    needed |= {"player", "team", "partner", "host", "lobby", "winner", "tie"}
    needed |= {f"mode_{mode}" for mode in MODES}
    needed |= {f"row_{face}" for face in range(1, 7)}
    needed |= {f"row_{kind}_straight" for kind in ("small", "large")}
    needed |= {f"row_{row.id}" for name in RULESET_NAMES for row in get_ruleset(name).rows}
    needed |= {f"sum_{kind}" for kind in ("upper", "bonus", "max_min", "lower", "total")}
    assert needed <= set(terms), sorted(needed - set(terms))


def test_the_glossary_serbian_cyrillic_is_the_latin_transliterated() -> None:
    for row in glossary():
        assert row["sr-Cyrl"] == i18n.latin_to_cyrillic(row["sr-Latn"]), row["term"]
        assert latin_letters(row["sr-Cyrl"]) == [], row["term"]


def test_the_sheet_uses_the_glossary_words() -> None:
    rows = {row["term"]: row for row in glossary()}
    for term, row in rows.items():
        if term.startswith(("row_", "sum_")) and not term[4:].isdigit():
            message_id = term.replace("_", "-", 1).replace("row-yamm_", "row-yamm-")
            if not i18n.has(message_id):
                continue  # small and large straight: words, not rows
            for locale in i18n.LOCALES:
                assert i18n.text(locale, message_id) == row[locale], (term, locale)


def test_a_language_is_read_when_first_needed_and_the_bot_reads_all_at_start() -> None:
    """The website and the command line import the pictures' words without reading seven
    catalogues, or importing Fluent's runtime; a word in one language reads that one (a word
    of plain text needs no runtime); `preload` reads every one and imports the runtime (the
    bot's start calls it: tests/test_bot_languages.py)."""
    script = (
        "import sys, bot.__main__, bot.web.app, bot.labels, bot.i18n as i\n"
        "def seen(): print(sorted(i._loaded), 'fluent.runtime' in sys.modules)\n"
        "seen()\n"
        "bot.labels.label('straight', 'bg')\n"
        "seen()\n"
        "i.preload()\n"
        "seen()\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=60
    )
    assert done.stdout.splitlines() == [
        "[] False",
        "['bg'] False",
        f"{sorted(i18n.LOCALES)} True",
    ]
