"""The command list in every Discord locale we speak, and the commands the texts show.

Discord shows a member the names and descriptions of /yamb, /yamb-scores and /yamb-settings,
their subcommands, their options and fixed choices in the member's client language, if the bot
gave them (`name_localizations`, `description_localizations`). They come from
`bot/locales/<locale>/commands.ftl` through `bot.discord_app.translator.CatalogueTranslator`;
here the payload the bot synced to the fake Discord is checked against Discord's rules and the
catalogues, and every command a text shows (in backticks, `/yamb new ruleset:classic`) against
the names that language's members see.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent_ast

from bot import i18n
from bot.app.parse import parse_cell
from engine import get_ruleset
from tests.botworld import running_world

ROOT = Path(__file__).resolve().parents[1]
LOCALES_DIR = ROOT / "bot" / "locales"
DISCORD = {"hr": "hr", "bg": "bg", "ru": "ru", "de": "de"}  # Discord's code: ours
# Discord's rule for names (letters of any script, digits, - and _), lowercase, 1 to 32
NAME = re.compile(r"^[-_\w]{1,32}$")


def subcommand_keys() -> list[str]:
    """`new`, `duel-record`, ...: a command's English name is its id (an option's is not:
    `cmd-new-mode` is `mode`)."""
    english = command_ids("en")
    return [k[4:] for k, t in english.items() if k.startswith("cmd-") and t == k[4:]]


def command_ids(locale: str) -> dict[str, str]:
    """The messages of a locale's commands.ftl, as id -> text."""
    path = LOCALES_DIR / locale / "commands.ftl"
    resource = FluentParser().parse(path.read_text(encoding="utf-8"))
    assert not [e for e in resource.body if isinstance(e, fluent_ast.Junk)], path
    ids = [e.id.name for e in resource.body if isinstance(e, fluent_ast.Message)]
    return {message_id: i18n.text(locale, message_id) for message_id in ids}


TOP_LEVEL = ("yamb", "yamb-scores", "yamb-settings", "yamb-tournament", "yamb-tournament-admin")
# commands whose subcommands have ids of their own (`cmd-t-join`), their names being those of
# other commands' subcommands (`/yamb join`)
KEYED = {
    "yamb-tournament": ("t-join", "t-leave", "t-show", "t-list", "t-drop"),
    "yamb-tournament-admin": ("t-create", "t-start", "t-settle", "t-cancel"),
}


async def synced(tmp_path: Path) -> list[dict[str, Any]]:
    """The bot's commands as it synced them to the fake Discord."""
    async with running_world(tmp_path, players=1) as world:
        commands = world.fake.commands(world.guild)
    assert sorted(c["name"] for c in commands) == sorted(TOP_LEVEL)
    return commands


def nodes(command: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every named thing of a command with its catalogue id: the command or group, each
    subcommand, each option (`cmd-<command>-<option>`, the command being the subcommand, or
    the top-level command itself where it has options of its own)."""
    yield f"cmd-{command['name']}", command
    for sub in command.get("options") or []:
        if sub["type"] != 1:  # an option of the command itself
            yield f"cmd-{command['name']}-{sub['name']}", sub
            continue
        key = f"t-{sub['name']}" if command["name"] in KEYED else sub["name"]
        yield f"cmd-{key}", sub
        for option in sub.get("options") or []:
            yield f"cmd-{key}-{option['name']}", option


def choices(command: dict[str, Any]) -> Iterator[dict[str, Any]]:
    for _, node in nodes(command):
        yield from node.get("choices") or []


# -- the files ------------------------------------------------------------------------------------


def test_only_locales_discord_has_carry_a_command_list() -> None:
    have = {p.parent.name for p in LOCALES_DIR.glob("*/commands.ftl")}
    assert have == {"en", *DISCORD.values()}  # Discord has no Serbian
    assert all(i18n.from_discord(code) == ours for code, ours in DISCORD.items())


@pytest.mark.parametrize("locale", sorted(DISCORD.values()))
def test_every_command_list_has_the_english_ids(locale: str) -> None:
    assert sorted(command_ids(locale)) == sorted(command_ids("en"))
    for message_id in command_ids("en"):
        assert i18n.variables(locale, message_id) == set(), message_id


@pytest.mark.parametrize("locale", ["en", *sorted(DISCORD.values())])
def test_names_and_descriptions_keep_discords_rules(locale: str) -> None:
    texts = command_ids(locale)
    names = {
        i: t for i, t in texts.items() if i.startswith("cmd-") and not i.endswith("-description")
    }
    for message_id, name in names.items():
        assert NAME.match(name) and name == name.lower(), (message_id, name)
    for message_id, text in texts.items():
        if message_id.endswith("-description") or message_id.startswith("choice-"):
            assert 1 <= len(text) <= 100, (message_id, len(text))
    # siblings need different names: the subcommands, and each command's options
    subcommands = [names[f"cmd-{key}"] for key in subcommand_keys()]
    assert len(subcommands) == len(set(subcommands)) > 20, locale


# -- what the bot synced --------------------------------------------------------------------------


async def test_the_synced_commands_carry_every_locale(tmp_path: Path) -> None:
    commands = await synced(tmp_path)
    check_localised(commands)
    check_examples({c["name"]: c for c in commands})


def check_localised(synced: list[dict[str, Any]]) -> None:
    english = command_ids("en")
    seen: set[str] = set()
    for key, node in (n for command in synced for n in nodes(command)):
        seen.add(key)
        assert node["name"] == english[key], key  # the code's names are the catalogue's
        assert node["description"] == english[f"{key}-description"], key
        for code, ours in DISCORD.items():
            assert node["name_localizations"][code] == i18n.text(ours, key), (key, code)
            assert node["description_localizations"][code] == i18n.text(
                ours, f"{key}-description"
            ), (key, code)
        siblings = [o["name"] for o in node.get("options") or []]
        assert len(siblings) == len(set(siblings))
        for code in DISCORD:
            local = [o["name_localizations"][code] for o in node.get("options") or []]
            assert len(local) == len(set(local)), (key, code, local)
    for choice in (c for command in synced for c in choices(command)):
        if choice["value"] in i18n.ENDONYMS:  # a language by its own name, the same everywhere
            assert choice["name"] == i18n.ENDONYMS[choice["value"]]
            assert not choice.get("name_localizations")
            continue
        key = next(k for k, t in english.items() if k.startswith("choice-") and t == choice["name"])
        assert key.endswith(f"-{choice['value']}"), key
        seen.add(key)
        for code, ours in DISCORD.items():
            assert choice["name_localizations"][code] == i18n.text(ours, key), (key, code)
    described = {k for k in english if k.endswith("-description")}
    assert set(english) - described == seen, "commands.ftl and the commands differ"


def check_examples(synced: dict[str, dict[str, Any]]) -> None:
    """A few names as a Croatian, Russian, German or Bulgarian client shows them."""
    subs = {s["name"]: s for s in synced["yamb"]["options"]}
    assert synced["yamb"]["name_localizations"]["hr"] == "jamb"
    assert synced["yamb-scores"]["name_localizations"]["ru"] == "ямб-результаты"
    assert synced["yamb-settings"]["name_localizations"]["de"] == "yamb-einstellungen"
    assert subs["new"]["name_localizations"]["hr"] == "nova"
    new_options = {o["name"]: o for o in subs["new"]["options"]}
    assert new_options["language"]["name_localizations"]["ru"] == "язык"
    modes = {c["value"]: c for c in new_options["mode"]["choices"]}
    assert modes["pairs"]["name_localizations"]["de"].startswith("Paare")
    assert subs["language"]["description_localizations"]["bg"].startswith("Езикът")


# -- commands shown in texts ----------------------------------------------------------------------

SPAN = re.compile(r"`(/[^`]+)`")


def shown_commands(locale: str) -> Iterator[tuple[str, str]]:
    """(message id, command) for every command in backticks in a locale's bot and rules texts."""
    for name in ("bot", "rules"):
        path = LOCALES_DIR / locale / f"{name}.ftl"
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, fluent_ast.Message) and entry.value is not None:
                args = dict.fromkeys(i18n.variables(locale, entry.id.name), 1)
                text = i18n.text(locale, entry.id.name, **args)
                for found in SPAN.findall(text):
                    yield entry.id.name, found


@pytest.mark.parametrize("locale", i18n.LOCALES)
def test_texts_show_commands_as_that_languages_members_see_them(locale: str) -> None:
    """Croatian texts show `/jamb nova`, Serbian ones `/yamb new` (Discord has no Serbian:
    its members see the English names), and every cell named in an example can be typed."""
    names = locale if locale in DISCORD.values() else "en"
    ids = command_ids(names)
    top = {ids[f"cmd-{key}"]: key for key in TOP_LEVEL}
    subcommands = {ids[f"cmd-{key}"]: key for key in subcommand_keys() if key not in TOP_LEVEL}
    found = list(shown_commands(locale))
    assert len(found) >= 20, locale  # help, refusals, rules
    for message_id, shown in found:
        words = shown[1:].split(" ")
        assert words[0] in top, (message_id, shown)
        own = {ids[f"cmd-{key}"]: key for key in KEYED.get(top[words[0]], ())}
        if top[words[0]] == "yamb-settings":  # options of its own, no subcommands
            command, given = "yamb-settings", words[1:]
        elif len(words) == 1:
            continue
        elif own:
            assert words[1] in own, (message_id, shown)
            command, given = own[words[1]], words[2:]
        else:
            assert words[1] in subcommands, (message_id, shown)
            command, given = subcommands[words[1]], words[2:]
        for option, value in re.findall(r"(\S+?):(\S+(?: [^\s:]+)*)", " ".join(given)):
            key = next(
                (
                    k
                    for k in ids
                    if k.startswith(f"cmd-{command}-")
                    and ids[k] == option
                    and not k.endswith("-description")
                ),
                None,
            )
            assert key is not None, (message_id, shown, option)
            if key.endswith("-cell"):
                ruleset = get_ruleset("yamm" if command == "correct" else "classic")
                assert parse_cell(value, ruleset) in ruleset.cell_names, (message_id, value)


@pytest.mark.parametrize("locale", sorted(DISCORD.values()))
def test_an_option_named_alone_is_named_as_that_languages_members_see_it(locale: str) -> None:
    """An option named in backticks without its command (`allow_channel`, `everywhere:True`)
    is named as the member's Discord shows it: German admins were told to use
    `allow_channel`, which their Discord calls `kanal_erlauben`."""
    english, own = command_ids("en"), command_ids(locale)
    options = {
        name: key
        for key, name in english.items()
        if not key.endswith("-description") and key.count("-") >= 2 and key in own
    }
    wrong = []
    for name in ("bot", "rules"):
        path = LOCALES_DIR / locale / f"{name}.ftl"
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if not isinstance(entry, fluent_ast.Message) or entry.value is None:
                continue
            args = dict.fromkeys(i18n.variables(locale, entry.id.name), 1)
            said = i18n.text(locale, entry.id.name, **args)
            for span in re.findall(r"`([^`/][^`]*)`", said):
                word = span.split(":")[0]
                key = options.get(word)
                if key is not None and own[key] != word:
                    wrong.append((entry.id.name, span, own[key]))
    assert not wrong, wrong
