"""The command list in every language: names, descriptions and fixed choices from the
catalogues' `commands.ftl`."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Location
from discord.app_commands import locale_str

from engine import RULESET_NAMES
from engine.modes import MODE_NAMES

from .. import i18n
from ..players import LEVELS


def english(key: str) -> str:
    """An English text of the command list (bot/locales/en/commands.ftl); the other languages
    come through `CatalogueTranslator` when the commands are synced."""
    return i18n.text(i18n.DEFAULT_LOCALE, key)


def described(command: str, *options: str) -> dict[str, str]:
    """The English descriptions of a command's options, for `app_commands.describe`."""
    return {option: english(f"cmd-{command}-{option}-description") for option in options}


def choice(what: str, value: str) -> app_commands.Choice[str]:
    """A fixed choice, named in the catalogue (`choice-<what>-<value>`) in every language."""
    key = f"choice-{what}-{value}"
    return app_commands.Choice(name=locale_str(english(key), key=key), value=value)


RULESET_CHOICES = [choice("ruleset", r) for r in RULESET_NAMES]
MODE_CHOICES = [choice("mode", m) for m in MODE_NAMES]
LEVEL_CHOICES = [choice("level", level) for level in LEVELS]
# each language by its own name: the same in every language, so never translated
LANGUAGE_CHOICES = [app_commands.Choice(name=i18n.ENDONYMS[lo], value=lo) for lo in i18n.LOCALES]


class CatalogueTranslator(app_commands.Translator):
    """Names and descriptions of the commands, their options and fixed choices, in every
    Discord locale we speak, from the catalogues' `commands.ftl`. The key is the string's own
    (`locale_str(..., key=...)`, for choices) or follows from where the string sits: the
    command `new` is `cmd-new`, its option `mode` is `cmd-new-mode`, their descriptions add
    `-description`. Anything without a message in that language stays English."""

    async def translate(
        self,
        string: locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        lang = i18n.from_discord(locale.value)
        if lang is None or lang == i18n.DEFAULT_LOCALE:
            return None
        key = command_key(string, context)
        if key is None or not i18n.has(key, lang):
            return None
        return i18n.text(lang, key)


def command_key(string: locale_str, context: app_commands.TranslationContextTypes) -> str | None:
    """The catalogue id of a string of the command list (see `CatalogueTranslator`)."""
    if "key" in string.extras:
        return str(string.extras["key"])
    where = context.location
    data: Any = context.data  # a Command, Group or Parameter, as `where` says
    if where in (Location.command_name, Location.group_name):
        return f"cmd-{data.name}"
    if where in (Location.command_description, Location.group_description):
        return f"cmd-{data.name}-description"
    if where is Location.parameter_name:
        return f"cmd-{data.command.name}-{data.name}"
    if where is Location.parameter_description:
        return f"cmd-{data.command.name}-{data.name}-description"
    return None


def keyed(key: str, text: str | None = None) -> locale_str:
    """A name or description with its catalogue id given (`text`: the name as written, else
    the English text of `key`): for commands whose words would otherwise follow from a
    subcommand name another command also has (`/yamb-tournament join` beside `/yamb join`)."""
    return locale_str(text if text is not None else english(key), key=key)


def options_described(command: str, *options: str) -> dict[str, locale_str]:
    """The options' descriptions of such a command, each with its own catalogue id."""
    return {option: keyed(f"cmd-{command}-{option}-description") for option in options}


def renamed(command: str, *options: str) -> dict[str, locale_str]:
    """The options' names of such a command, each with its own catalogue id."""
    return {option: keyed(f"cmd-{command}-{option}", option) for option in options}
