"""Who reads what, in which language, through the fake Discord and on the pictures.

A private answer is in the member's own choice of language (`/yamb language`), else their
Discord client's, else the server's default; a game's public messages and pictures are in the
game's language (chosen at `/yamb new`, else the server's). Plurals follow CLDR.
"""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest

from bot import i18n
from bot.labels import label
from bot.render import render_sheet, render_standings
from bot.render.theme import Layer
from engine import RULESET_NAMES, Game
from tests.botworld import World, play_to_end, running_world
from tests.fakediscord import Perm
from tests.randomplay import new_game, play_random
from tests.test_render import play_until

MENTION_OR_LINK = re.compile(r"<[@#][!&]?\d+>|https?://\S+|\(#\d+\)")


def words_outside_code(text: str, names: list[str]) -> str:
    """What a reader reads as words: no code spans, mentions, links or players' names."""
    text = "".join(part for n, part in enumerate(text.split("`")) if n % 2 == 0)
    text = MENTION_OR_LINK.sub(" ", text)
    for name in names:
        text = re.sub(rf"\b{re.escape(name)}\b", " ", text)
    return text


def latin_words(text: str) -> list[str]:
    """Words in Latin letters (Cyrillic text should have none)."""
    return [
        w
        for w in re.findall(r"\w+", text)
        if any(ch.isalpha() and "LATIN" in unicodedata.name(ch, "") for ch in w)
    ]


def public_texts(world: World) -> list[str]:
    """Everything the game showed publicly: messages, embeds, buttons, menus."""
    texts: list[str] = []
    for room in world.rooms():
        for message in world.fake.messages(room):
            texts.append(message.text())
            texts += [b.get("label") or "" for b in message.buttons()]
            for select in message.selects():
                texts.append(select.get("placeholder") or "")
                texts += [o["label"] for o in select["options"]]
    return texts


async def test_each_member_reads_their_language_and_the_table_the_games(tmp_path: Path) -> None:
    """Ana's Discord speaks Croatian, Bo's Russian; the game is opened in Serbian Cyrillic."""
    async with running_world(tmp_path, players=2, threads=True) as world:
        fake = world.fake
        ana, bo = world.members
        ana.user.locale, bo.user.locale = "hr", "ru"
        lobby = await fake.slash(
            ana, world.channel, "yamb new", options={"ruleset": "classic", "language": "sr-Cyrl"}
        )
        assert not lobby.ephemeral
        assert lobby.message.content.startswith("🎲 Јамб, соба: Класични")
        joined = await fake.click(bo, lobby.message, lobby.message.button("Уђи")["custom_id"])
        assert not joined.ephemeral
        started = await fake.click(ana, joined.message, joined.message.button("Почни")["custom_id"])
        assert "Поштене коцкице" in (started.message.content or "")
        turn = await world.turn()
        assert turn.button("Баци")

        # each member's private answers in their own language
        thrower = ana if str(ana.id) in turn.content else bo
        other = bo if thrower is ana else ana
        lang = {ana.id: "hr", bo.id: "ru"}
        refused = await fake.click(other, turn, turn.button("Баци")["custom_id"])
        assert refused.ephemeral
        assert refused.content == i18n.text(
            lang[other.id], "refusal-not_your_turn", what="throw", expected=thrower.name
        )
        for member in (ana, bo):
            sheet = await fake.slash(member, world.table, "yamb sheet")
            assert sheet.ephemeral
            assert sheet.content == i18n.text(
                lang[member.id], "sheet-points", who=member.name, total=0
            )
            helped = await fake.slash(member, world.table, "yamb help")
            assert i18n.text(lang[member.id], "help-title") in helped.message.text()
            late = await fake.slash(member, world.table, "yamb join")
            assert late.content == i18n.text(lang[member.id], "error-not-lobby")
        await fake.slash(thrower, world.table, "yamb roll")
        offered = await fake.autocomplete(
            thrower, world.table, "yamb write", focused="cell", options={"cell": ""}
        )
        down = i18n.text(lang[thrower.id], "col-down")
        assert offered and all(c["name"].startswith(down) or "·" in c["name"] for c in offered)
        assert any(c["name"].startswith(f"{down} · ") for c in offered), offered

        await play_to_end(world, seed=5)
        final = world.final()
        assert final is not None
        assert i18n.text("sr-Cyrl", "ui-rematch") == final.buttons()[0]["label"]
        names = [m.name for m in world.members]
        leftovers = [
            (text, latin_words(words_outside_code(text, names)))
            for text in public_texts(world)
            if latin_words(words_outside_code(text, names))
        ]
        assert leftovers == [], leftovers[:5]


async def test_a_members_own_choice_beats_their_discord_and_the_server_default(
    tmp_path: Path,
) -> None:
    async with running_world(tmp_path, players=2) as world:
        fake = world.fake
        ana, eve = world.members
        ana.user.locale, eve.user.locale = "hr", "pt-BR"  # Discord has pt-BR; we do not
        await world.store.set_guild_settings(str(world.guild.id), language="bg")

        async def help_title(member: object) -> str:
            answer = await fake.slash(member, world.channel, "yamb help")  # type: ignore[arg-type]
            return answer.message.text().splitlines()[0]

        assert await help_title(ana) == i18n.text("hr", "help-title")  # her Discord's
        assert await help_title(eve) == i18n.text("bg", "help-title")  # the server's
        chosen = await fake.slash(ana, world.channel, "yamb language", options={"language": "ru"})
        assert chosen.ephemeral
        assert chosen.content == i18n.text("ru", "language-chosen", language="Русский")
        assert await help_title(ana) == i18n.text("ru", "help-title")  # her own choice
        assert await world.store.user_language(str(ana.id)) == "ru"
        back = await fake.slash(ana, world.channel, "yamb language", options={"language": "auto"})
        assert back.content == i18n.text("hr", "language-automatic", language="Hrvatski")
        assert await help_title(ana) == i18n.text("hr", "help-title")

        # a game opened without a language is in the server's, whoever opens it
        lobby = await fake.slash(ana, world.channel, "yamb new", options={"ruleset": "yamm"})
        assert lobby.message.content.startswith("🎲 Ямб, стая: Ямм")
        assert lobby.message.button("Влез") and lobby.message.button("Започни")
        info = await world.store.game_in_channel(str(world.channel.id))
        assert info is not None and info.language == "bg"
        # settings show the language by its own name, in the admin's language
        shown = await fake.slash(eve, world.channel, "yamb-settings", bypass_checks=True)
        assert shown.content == i18n.text("bg", "error-not-admin")


async def test_settings_show_the_hints_choice_in_the_admins_language(tmp_path: Path) -> None:
    """The hints setting's values (on, off, practice) are words of the admin's language, in
    the settings embed as in the command list."""
    async with running_world(tmp_path, players=1) as world:
        admin = world.fake.add_member(world.guild, "admin", permissions=Perm.MANAGE_GUILD)
        admin.user.locale = "de"

        def hints_field(result: object) -> str:
            (embed,) = result.embeds  # type: ignore[attr-defined]
            fields = {f["name"]: f["value"] for f in embed["fields"]}
            return str(fields[i18n.text("de", "settings-hints")])

        shown = await world.fake.slash(admin, world.channel, "yamb-settings")
        assert hints_field(shown) == i18n.text("de", "settings-hints-practice")  # the default
        changed = await world.fake.slash(
            admin, world.channel, "yamb-settings", options={"hints": "off"}
        )
        assert hints_field(changed) == i18n.text("de", "settings-hints-off") == "aus"
        command = {c["name"]: c for c in world.fake.commands(world.guild)}["yamb-settings"]
        (hints,) = [o for o in command["options"] if o["name"] == "hints"]
        assert hints["name_localizations"]["de"] == "tipps"
        names = {c["value"]: c["name_localizations"]["de"] for c in hints["choices"]}
        assert names == {
            "on": "an",
            "off": "aus",
            "practice": i18n.text("de", "choice-hints-practice"),
        }


def test_settings_refuse_an_unknown_language() -> None:
    from bot import settings
    from engine import IllegalAction

    current = settings.GuildSettings("1")
    assert settings.changed(current, {"language": "sr-Cyrl"}).language == "sr-Cyrl"
    with pytest.raises(IllegalAction):
        settings.changed(current, {"language": "tlh"})


# -- plurals ----------

COUNTS = (1, 2, 5, 11, 21, 22)


@pytest.mark.parametrize(
    ("locale", "expected"),
    [
        ("hr", ["šibica", "šibice", "šibica", "šibica", "šibica", "šibice"]),
        ("sr-Latn", ["šibica", "šibice", "šibica", "šibica", "šibica", "šibice"]),
        ("sr-Cyrl", ["шибица", "шибице", "шибица", "шибица", "шибица", "шибице"]),
        ("ru", ["спичка", "спички", "спичек", "спичек", "спичка", "спички"]),
        ("bg", ["клечка", "клечки", "клечки", "клечки", "клечки", "клечки"]),
        ("de", ["Streichholz", *["Streichhölzer"] * 5]),
        ("en", ["match", *["matches"] * 5]),
    ],
)
def test_plurals_of_the_bots_sentences(locale: str, expected: list[str]) -> None:
    said = [i18n.text(locale, "turn-matches", count=n) for n in COUNTS]
    assert said == [f"{n} {word}" for n, word in zip(COUNTS, expected, strict=True)]


@pytest.mark.parametrize(
    ("locale", "expected"),
    [
        ("hr", ["polje", "polja", "polja", "polja", "polje", "polja"]),
        ("sr-Cyrl", ["поље", "поља", "поља", "поља", "поље", "поља"]),
        ("ru", ["клетка", "клетки", "клеток", "клеток", "клетка", "клетки"]),
    ],
)
def test_plurals_inside_a_sentence(locale: str, expected: list[str]) -> None:
    for n, word in zip(COUNTS, expected, strict=True):
        assert i18n.text(locale, "ui-column-option", column="X", count=n) == f"X ({n} {word})"
    wins = [i18n.text("ru", "stats-streak-won", count=n) for n in (2, 5, 11, 22)]
    assert wins == ["2 победы подряд", "5 побед подряд", "11 побед подряд", "22 победы подряд"]


def test_numbers_in_the_bots_sentences_follow_the_locale() -> None:
    args = {"name": "Ana", "wins": 2, "games": 1234, "rate": 0.456, "average": 1234.6}
    args |= {"best": 300, "game": 7}
    assert "46%" in i18n.text("en", "board-line", **args) and "1,235" in i18n.text(
        "en", "board-line", **args
    )
    assert "46\u00a0%" in i18n.text("de", "board-line", **args)
    assert "1.235" in i18n.text("de", "board-line", **args)
    assert "1\u00a0235" in i18n.text("ru", "board-line", **args)
    assert i18n.text("hr", "duel-margin", margin=3.25, who="Ana") == "+3,2 za Ana"


# -- lengths Discord allows ----------

BUTTONS = (
    "ui-throw", "ui-throw-kept", "ui-rematch", "ui-enough", "ui-pass", "lobby-join",
    "lobby-leave", "lobby-start", "kontra-accept", "kontra-decline", "board-previous",
    "board-next",
)  # fmt: skip
PLACEHOLDERS = ("ui-announce", "ui-write", "ui-cross", "ui-column")


@pytest.mark.parametrize("locale", i18n.LOCALES)
def test_labels_fit_discords_components(locale: str) -> None:
    """Buttons take 80 characters, menu options 100, placeholders 150: with the longest cell
    name of any ruleset and names of 12 characters (longer names are cut to 24 on labels, and
    a label past Discord's limit is cut, in English too)."""
    from bot.app.words import cell_name
    from engine import get_ruleset

    for key in BUTTONS:
        assert len(i18n.text(locale, key)) <= 80, key
    assert len(i18n.text(locale, "lobby-join-team", team=4)) <= 80
    for key in PLACEHOLDERS:
        assert len(i18n.text(locale, key)) <= 150, key
    longest = max(
        (
            cell_name(get_ruleset(r), c, locale)
            for r in RULESET_NAMES
            for c in get_ruleset(r).cell_names
        ),
        key=len,
    )
    name, dice = "W" * 12, "⚀⚁⚂⚃⚄⚅"
    option = i18n.text(locale, "ui-write-option", cell=longest, value=-1234)
    assert (
        len(
            i18n.text(
                locale, "ui-result-on-sheet", player=name, dice=dice, sheet=name, option=option
            )
        )
        <= 100
    )
    for key in ("ui-column-option", "ui-column-option-for", "ui-column-option-on"):
        said = i18n.text(locale, key, column=longest, count=22, player=name, sheet=name)
        assert len(said) <= 100, (key, len(said))
    assert len(i18n.text(locale, "ui-announce-option", cell=longest, value=1234)) <= 100
    assert len(i18n.text(locale, "ui-correct-option", cell=longest)) <= 100


# -- pictures ----------


@pytest.mark.parametrize("locale", i18n.LOCALES)
def test_pictures_speak_the_games_language(locale: str) -> None:
    """The turn panel, the sheets and the standings in every language: the words drawn are
    that language's, and none is cut."""
    for ruleset in RULESET_NAMES:
        game = play_until(new_game(ruleset, "standard", players=2), 0.4, seed=7)
        owner = game.thrower
        layer: Layer = []
        render_sheet(game, owner, {owner: "Ana"}, lang=locale, text_layer=layer)
        drawn = [text for text, _ in layer]
        assert label("throw_of", locale, n=game.throws, m=3) in drawn, (ruleset, drawn[:8])
        total = [t for t in drawn if t.startswith(label("sheet_total", locale, n="").strip())]
        assert total, (ruleset, locale)
        assert not [t for t in drawn if t.endswith("…")], ruleset
        if locale != "en":
            english = {label(k, "en") for k in ("kept", "if_written")} - {
                label(k, locale) for k in ("kept", "if_written")
            }
            assert not english & set(drawn), ruleset
    game = Game("russian", ["ana", "bo"])
    play_random(game, seed=4)
    layer = []
    render_standings(game, {"ana": "Ana", "bo": "Bo"}, lang=locale, text_layer=layer)
    drawn = [text for text, _ in layer]
    for key in ("standings", "points", "settlement"):
        assert label(key, locale) in drawn, (key, drawn)
    assert i18n.text(locale, "ruleset-russian") in " ".join(drawn)
    assert not [t for t in drawn if t.endswith("…")]


def test_cyrillic_and_serbian_letters_have_glyphs() -> None:
    from bot.render.fonts import BOLD, REGULAR, coverage

    letters = "čćđšžČĆĐŠŽ" + "ђћџљњЂЋЏЉЊ" + "ёжщъыэюяЁЖЩЪЫЭЮЯ" + "äöüßÄÖÜ"
    for path in (REGULAR, BOLD):
        assert [ch for ch in letters if ord(ch) not in coverage(path)] == [], path.name


async def test_the_bot_knows_every_language_before_its_first_click(tmp_path: Path) -> None:
    """The bot's start reads every language's files, not a member's first message in one (the
    website and the command line stay lazy: test_i18n.py); messages are parsed as said."""
    i18n._loaded.clear()  # as in a new process
    async with running_world(tmp_path, players=1):
        assert set(i18n._loaded) == set(i18n.LOCALES)


def test_numbers_that_name_something_are_not_grouped_and_decimals_are_the_locales() -> None:
    """A game's, a daily's number is typed back (`game:12345`): never "12.345". Points, tie
    breaks, a bot's pace and a hint's figures are written as the language writes decimals."""
    assert "12345" in i18n.text("de", "export-running", game=12345)
    assert "1234" in i18n.text("ru", "daily-expired", number=1234)
    args = {"name": "Ana", "wins": 2, "games": 2, "rate": 0.5, "average": 90.0}
    args |= {"best": 300, "game": 12345}
    line = i18n.text("hr", "board-line", **args)
    assert "u 2 igre" in line, line  # [few]: not "2 igara"
    assert "igra br. 12345" in i18n.text("hr", "board-line-best", **args)
    assert i18n.text("hr", "tournament-points", points=1.5) == "1,5 bod."
    assert i18n.text("de", "tournament-points", points=2.0) == "2 Pkt."
    assert "Бухгольц 4,5" in i18n.text(
        "ru", "tournament-tiebreaks", wins=1, draws=1, losses=0, buchholz=4.5, sb=3.0, margin="+5"
    )
    assert i18n.text("hr", "settings-seconds", seconds=1.5) == "1,5 s po koraku"
    hint = i18n.text("de", "hint-line", option="x", loss=-2.0, gain="no", total=1136.5)
    assert hint == "x → -2,0 (erwartet 1.136,5)", hint
    assert i18n.text("de", "hint-chance", option="x", chance=0.45) == "x 45\u00a0%"
