"""A tiny discord.py bot run as its own process by the kill-and-restart test.

Environment: DISCORD_TOKEN, FAKE_GUILD_ID, plus DISCORD_API_BASE / DISCORD_GATEWAY_URL
pointing at the fake (it refuses to start without them). Prints "READY <pid>" from
on_ready. ``/post`` sends a counter whose button is a DynamicItem, so it keeps working
after the process is killed and restarted.
"""

from __future__ import annotations

import asyncio
import os
import re

import discord
from client_patch import apply_discord_endpoint_overrides
from discord import app_commands
from discord.ext import commands


class CounterButton(
    discord.ui.DynamicItem[discord.ui.Button], template=r"persist:count:(?P<n>\d+)"
):
    def __init__(self, n: int) -> None:
        super().__init__(
            discord.ui.Button(
                label=f"Count {n}",
                style=discord.ButtonStyle.primary,
                custom_id=f"persist:count:{n}",
            )
        )
        self.n = n

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> CounterButton:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(CounterButton(self.n + 1))
        await interaction.response.edit_message(
            content=f"count={self.n + 1} pid={os.getpid()}", view=view
        )


@app_commands.command(name="post", description="Post a counter that survives restarts")
async def post(interaction: discord.Interaction) -> None:
    view = discord.ui.View(timeout=None)
    view.add_item(CounterButton(0))
    await interaction.response.send_message(f"count=0 pid={os.getpid()}", view=view)


class PersistentBot(commands.Bot):
    def __init__(self, guild_id: int) -> None:
        super().__init__(
            command_prefix="!",
            intents=discord.Intents.default(),
            help_command=None,
            guild_ready_timeout=0.05,
        )
        self.guild = discord.Object(guild_id)

    async def setup_hook(self) -> None:
        self.add_dynamic_items(CounterButton)
        self.tree.add_command(post, guild=self.guild)
        await self.tree.sync(guild=self.guild)

    async def on_ready(self) -> None:
        print("READY", os.getpid(), flush=True)


async def main() -> None:
    if not apply_discord_endpoint_overrides():
        raise SystemExit("DISCORD_API_BASE / DISCORD_GATEWAY_URL not set; refusing to go online")
    bot = PersistentBot(int(os.environ["FAKE_GUILD_ID"]))
    async with bot:
        await bot.start(os.environ["DISCORD_TOKEN"])


if __name__ == "__main__":
    asyncio.run(main())
