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


async def maintain(command: str, target: str | None) -> int:
    """`python -m bot backup FILE`: an online copy while the bot runs; `python -m bot check`."""
    try:
        settings_path = load_settings(require_token=False).database_path
        store = await Store.open(settings_path)
    except (ConfigError, StoreError) as error:
        print(f"yamb-bot: {error}", file=sys.stderr)
        return 2
    try:
        if command == "backup":
            if not target:
                print("usage: python -m bot backup FILE", file=sys.stderr)
                return 2
            written = await store.backup(target)
            print(f"backed up {settings_path} to {written}")
            return 0
        problems = await store.integrity_check(full=True)
        print("\n".join(problems) if problems else f"{settings_path}: ok")
        return 1 if problems else 0
    finally:
        await store.close()


def main() -> None:
    args = sys.argv[1:]
    try:
        if args and args[0] in ("backup", "check"):
            sys.exit(asyncio.run(maintain(args[0], args[1] if len(args) > 1 else None)))
        if args:
            print("usage: python -m bot [backup FILE | check]", file=sys.stderr)
            sys.exit(2)
        sys.exit(asyncio.run(run()))
    except KeyboardInterrupt:
        sys.exit(0)


if __name__ == "__main__":
    main()
