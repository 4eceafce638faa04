"""Start the bot: `python -m bot` (or the `yamb-bot` console script)."""

from __future__ import annotations

import asyncio
import logging
import sys

import discord

from .config import ConfigError, load_settings
from .discord_app import YambBot
from .endpoints import apply_discord_endpoint_overrides
from .store import Store, StoreError


async def run() -> int:
    try:
        settings = load_settings()
    except ConfigError as error:
        print(f"yamb-bot: {error}", file=sys.stderr)
        return 2
    logging.basicConfig(
        level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    apply_discord_endpoint_overrides()  # tests point the bot at a fake Discord on loopback
    try:
        store = await Store.open(settings.database_path)
    except StoreError as error:
        print(f"yamb-bot: {error}", file=sys.stderr)
        return 2
    bot = YambBot(
        store,
        dev_guild_id=settings.dev_guild_id,
        timeout_minutes=settings.turn_timeout_minutes,
        tick_seconds=min(30.0, settings.turn_timeout_minutes * 60 / 4),
    )
    try:
        async with bot:
            await bot.start(settings.token)
    except discord.LoginFailure:
        print(
            "yamb-bot: Discord refused the token: reset it in the Developer Portal "
            "(Bot -> Reset Token) and put the new one in .env.",
            file=sys.stderr,
        )
        return 2
    finally:
        await store.close()
    return 0


def main() -> None:
    try:
        sys.exit(asyncio.run(run()))
    except KeyboardInterrupt:
        sys.exit(0)


if __name__ == "__main__":
    main()
