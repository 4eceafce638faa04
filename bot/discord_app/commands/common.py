"""What every group of commands shares: the bot, its application, and one way to answer."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Protocol

import discord
from discord.ext import commands

from ...app.context import Ctx
from ...app.core import App
from ...ui import Reply
from ..host import Host
from ..replies import Replies


class CommandHost(Host, Protocol):
    """The bot as the commands see it (`client.YambBot` is one)."""

    replies: Replies


class Commands(commands.Cog):
    def __init__(self, bot: CommandHost) -> None:
        self.bot = bot

    @property
    def app(self) -> App:
        return self.bot.app

    async def _run(
        self, interaction: discord.Interaction, call: Callable[[Ctx], Awaitable[Reply]]
    ) -> None:
        await self.bot.replies.run_command(interaction, call)
