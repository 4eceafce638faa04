"""/yamb-settings: the server's own settings, a command of its own at the top level so that
Discord shows it only to members with Manage Server (a subcommand cannot be hidden so); the
application checks the permission again by itself."""

from __future__ import annotations

import inspect
from typing import Any

import discord
from discord import app_commands

from engine import RULESET_NAMES
from engine.modes import MODE_NAMES

from ... import i18n
from ... import settings as server_settings
from ..translator import choice, english
from .common import CommandHost

NAME = "yamb-settings"


def settings_command(bot: CommandHost) -> app_commands.Command[Any, ..., None]:
    """/yamb-settings, with one option per declared setting (see `bot.settings`): a new
    setting appears here without touching this code."""
    parameters = [
        inspect.Parameter(
            "interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=discord.Interaction
        )
    ]
    describe: dict[str, str] = {}
    choices: dict[str, list[app_commands.Choice[str]]] = {}

    def option(name: str, annotation: Any) -> None:
        parameters.append(
            inspect.Parameter(
                name, inspect.Parameter.KEYWORD_ONLY, default=None, annotation=annotation
            )
        )
        describe[name] = english(f"cmd-{NAME}-{name}-description")

    for decl in server_settings.declared().values():
        if decl.kind == "choice":
            option(decl.option, app_commands.Choice[str] | None)
            choices[decl.option] = [setting_choice(decl.option, c) for c in decl.choices]
        elif decl.kind == "number":
            low, high = decl.low or 0, decl.high or 2**31
            option(decl.option, app_commands.Range[int, low, high] | None)
        elif decl.kind == "flag":
            option(decl.option, bool | None)
        elif decl.kind == "channels":
            option(f"allow_{decl.option}", discord.TextChannel | None)
            option(f"disallow_{decl.option}", discord.TextChannel | None)
            option("everywhere", bool | None)
        elif decl.kind == "channel":
            option(decl.option, discord.TextChannel | None)
            option(f"{decl.option}_off", bool | None)

    async def callback(interaction: discord.Interaction, **given: Any) -> None:
        values = {
            key: value.value
            if isinstance(value, app_commands.Choice)
            else value.id
            if isinstance(value, discord.abc.Snowflake)
            else value
            for key, value in given.items()
            if value is not None
        }
        await bot.replies.run_command(
            interaction, lambda ctx: bot.app.records.settings(ctx, values)
        )

    callback.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
    callback = app_commands.describe(**describe)(callback)
    callback = app_commands.choices(**choices)(callback)
    # hidden from members without Manage Server, and never offered in a DM
    callback = app_commands.default_permissions(manage_guild=True)(callback)
    callback = app_commands.guild_only()(callback)
    return app_commands.Command(
        name=NAME, description=english(f"cmd-{NAME}-description"), callback=callback
    )


def setting_choice(option: str, value: str) -> app_commands.Choice[str]:
    """A value of a setting's choice, named as players know it: a ruleset or mode by its
    name in every language, a language by its own name, any other value by its own message
    (`choice-<option>-<value>`, e.g. `choice-hints-practice`)."""
    if value in RULESET_NAMES:
        return choice("ruleset", value)
    if value in MODE_NAMES:
        return choice("mode", value)
    if value in i18n.ENDONYMS:
        return app_commands.Choice(name=i18n.ENDONYMS[value], value=value)
    return choice(option, value)
