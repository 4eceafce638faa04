"""Start the bot: `python -m bot` (or the `yamb-bot` console script).

The game database is DATABASE_URL (postgresql://... or sqlite:///...), else DATABASE_PATH, else
data/yamb.sqlite3. Maintenance, safe while the bot runs: `python -m bot backup [--force] FILE`
copies a SQLite database to a new FILE; `python -m bot check` checks the database;
`python -m bot verify` replays every game's log; `python -m bot web` serves the website
(bot/web), reading the database read-only. All three open it read-only: they never
create, migrate or change it. `python -m bot migrate [--from FILE] --to postgresql://...`
copies a SQLite database (DATABASE_PATH, or FILE) into an empty PostgreSQL database and
verifies the copy; the SQLite file is only read.

Whatever stops the bot or a command is said in one line on standard error (exit status 2;
`check` exits 1 when it finds damage); the bot's log goes to standard output.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import sqlite3
import sys
from collections.abc import Callable, Coroutine
from typing import Any

from .config import ConfigError, load_settings
from .endpoints import apply_discord_endpoint_overrides
from .instance import AlreadyRunning, hold, let_go
from .memory import give_back_large_buffers
from .runtime import event_loop_factory, tune_garbage_collector
from .stalls import watch_stalls
from .store import DatabaseUnreadable, Store, StoreError
from .store.backend import parse_target
from .store.database import load_migrations

log = logging.getLogger("bot")
USAGE = (
    "usage: python -m bot [web | backup [--force] FILE | check | verify | "
    "migrate [--from FILE] --to postgresql://...]"
)


def _fail(message: object) -> int:
    """One line on standard error (a multi-line error text is folded), exit status 2."""
    print(f"yamb-bot: {' '.join(str(message).split())}", file=sys.stderr)
    return 2


def _close_on_sigterm(close_bot: Callable[[], Coroutine[Any, Any, None]]) -> None:
    """SIGTERM (a service manager's stop, `docker stop`) closes the bot as Ctrl-C does: the
    interactions in hand are answered first, then the connection and the store close. By
    default it would end the process at once, clicks in hand unanswered."""
    loop = asyncio.get_running_loop()
    closing: set[asyncio.Task[None]] = set()

    def close() -> None:
        log.info("SIGTERM: stopping")
        task = loop.create_task(close_bot())  # `bot.start` returns once it is closed
        closing.add(task)
        task.add_done_callback(closing.discard)

    with contextlib.suppress(NotImplementedError):  # Windows: no signal handlers in asyncio
        loop.add_signal_handler(signal.SIGTERM, close)


class _NoVoiceWarnings(logging.Filter):
    """discord.py warns at start-up that voice libraries are missing; the bot has no voice."""

    def filter(self, record: logging.LogRecord) -> bool:
        return "voice will NOT be supported" not in record.getMessage()


async def run() -> int:
    try:
        settings = load_settings()
    except ConfigError as error:
        return _fail(error)
    plan = settings.shards
    try:
        sqlite = parse_target(settings.database).path is not None
        # SQLite: refused before the file is opened when another process has it
        held = await hold(settings.database, plan) if sqlite else None
    except (StoreError, AlreadyRunning) as error:
        return _fail(error)
    # Imported here: the maintenance commands, and a start refused above, are quicker
    # without discord.py and aiohttp.
    import aiohttp
    import discord

    from .discord_app import YambBot

    logging.basicConfig(
        level=settings.log_level,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
        stream=sys.stdout,  # standard error is kept for the one line that says why it stopped
    )
    logging.getLogger("discord.client").addFilter(_NoVoiceWarnings())
    apply_discord_endpoint_overrides()  # tests point the bot at a fake Discord on loopback
    store: Store | None = None
    try:
        store = await Store.open(settings.database)
        store.sole_writer = sqlite  # the SQLite file is this process's alone (`hold`)
        if held is None:  # PostgreSQL: this process's shards, once the database answers
            held = await hold(settings.database, plan)
    except (StoreError, AlreadyRunning) as error:
        if store is not None:
            await store.close()
        if held is not None:
            await let_go(held)
        return _fail(error)
    tune_garbage_collector()
    stall_watch = watch_stalls()  # benchmarks: what holds the event loop up, and how long
    bot = YambBot(
        store,
        dev_guild_id=settings.dev_guild_id,
        timeout_minutes=settings.turn_timeout_minutes,
        bot_pace=settings.bot_pace_seconds,
        tick_seconds=min(30.0, settings.turn_timeout_minutes * 60 / 4),
        shards=plan,
        public_url=settings.public_url,
    )
    _close_on_sigterm(bot.close)
    try:
        async with bot:
            await bot.start(settings.token)
    except discord.LoginFailure:
        return _fail(
            "Discord refused the token: reset it in the Developer Portal "
            "(Bot -> Reset Token) and put the new one in .env."
        )
    except discord.PrivilegedIntentsRequired:
        return _fail(
            "Discord refused the bot's privileged intents: turn them on in the Developer "
            "Portal (Bot -> Privileged Gateway Intents)."
        )
    except discord.ConnectionClosed as error:
        return _fail(f"Discord closed the connection (code {error.code}): {error.reason or ''}")
    except discord.HTTPException as error:
        # After discord.py's own retries: Discord (or a proxy) keeps answering with errors.
        return _fail(
            f"Discord answered with an error ({error.status} {error.text[:80]}): "
            "try again later (https://discordstatus.com)."
        )
    except (discord.GatewayNotFound, aiohttp.ClientError, OSError, TimeoutError) as error:
        # discord.py retries a lost gateway connection by itself; what reaches here failed
        # before the bot was ever connected: no route, DNS, proxy, firewall.
        reason = str(error) or type(error).__name__
        return _fail(f"cannot reach Discord ({reason}): check the network.")
    finally:
        if stall_watch is not None:
            stall_watch.stop()
        await store.close()
        await let_go(held)
    return 0


def _database_errors() -> tuple[type[Exception], ...]:
    """What the databases raise on a damaged file or a schema edited by hand. asyncpg's only
    once it is loaded (by a PostgreSQL store): the SQLite commands start quicker without it."""
    postgres = sys.modules.get("asyncpg")
    return (sqlite3.DatabaseError,) + ((postgres.PostgresError,) if postgres else ())


def _backup_args(args: list[str]) -> tuple[str, bool] | None:
    """(FILE, force) from `[--force] FILE` (`--` ends the options); None if malformed."""
    force, files, options = False, [], True
    for arg in args:
        if options and arg == "--":
            options = False
        elif options and arg in ("--force", "-f"):
            force = True
        elif options and arg.startswith("-") and arg != "-":
            return None
        else:
            files.append(arg)
    if len(files) != 1:
        return None
    # A string, not a Path: a trailing slash (a folder was meant) must survive.
    return os.path.expanduser(files[0]), force


async def maintain(command: str, args: list[str]) -> int:
    """`python -m bot backup [--force] FILE`, `check`, `verify`: read-only, one line."""
    from .store.maintenance import check_backup, verify

    parsed = _backup_args(args) if command == "backup" else (("", False) if not args else None)
    if parsed is None:
        return _fail(USAGE)
    try:
        database = load_settings(require_token=False).database
    except ConfigError as error:
        return _fail(error)
    target, force = parsed
    try:
        if command == "backup":
            # Before opening anything: a refused target leaves every file as it was.
            check_backup(database, target, force=force)
        store = await Store.open(database, read_only=True, check="none")
    except StoreError as error:
        return _fail(error)
    try:
        if command == "backup":
            written = await store.backup(target, force=force, create_folders=False)
            print(f"backed up {store.where} to {written}")
            return 0
        if command == "verify":
            # An older schema lacks tables or columns the replay reads: say so, not a traceback.
            latest = len(load_migrations())
            if store.schema_version != latest:
                return _fail(
                    f"{store.where} has schema version {store.schema_version}, not {latest}: "
                    "start this version of the bot on it once to update it, then verify."
                )
            found = await verify(store, print)
            if found.problems:
                print("\n".join(found.problems))
                return 1
            print(
                f"{store.where}: ok ({found.games} games replayed, the results of "
                f"{found.finished} finished games as their logs give)"
            )
            return 0
        problems = await store.integrity_check(full=True)
        if problems:
            print("\n".join(problems))
            return 1
        latest = len(load_migrations())
        later = (
            f"; the bot will update it to version {latest} when it starts"
            if store.schema_version < latest
            else ""
        )
        print(f"{store.where}: ok (schema version {store.schema_version}{later})")
        return 0
    except StoreError as error:
        return _fail(error)
    except _database_errors() as error:
        # what opening (without an integrity check, for speed) did not see: a damaged page,
        # a table or column missing from a database edited by hand
        return _fail(DatabaseUnreadable(store.where, f"reading it failed ({error})"))
    finally:
        await store.close()


def _migrate_args(args: list[str]) -> tuple[str | None, str] | None:
    """(FILE or None, URL) from `[--from FILE] --to URL`; None if malformed."""
    values: dict[str, str] = {}
    rest = list(args)
    while rest:
        option = rest.pop(0)
        if option not in ("--from", "--to") or not rest or option in values:
            return None
        values[option] = rest.pop(0)
    if "--to" not in values:
        return None
    source = values.get("--from")
    return (os.path.expanduser(source) if source else None), values["--to"]


async def migrate(args: list[str]) -> int:
    """`python -m bot migrate [--from FILE] --to postgresql://...`: copy, then verify."""
    from .store.backend import parse_target
    from .store.maintenance import migrate as move

    parsed = _migrate_args(args)
    if parsed is None:
        return _fail(USAGE)
    source, target = parsed
    try:
        if source is None:
            source = load_settings(require_token=False).database
            if parse_target(source).path is None:
                return _fail(
                    "DATABASE_URL names a PostgreSQL database: give the SQLite file to copy "
                    "with --from FILE."
                )
        moved = await move(source, target, print)
    except (ConfigError, StoreError) as error:
        return _fail(error)
    print(f"done: {sum(moved.rows.values())} rows; set DATABASE_URL to the new database")
    return 0


def main() -> None:
    args = sys.argv[1:]
    give_back_large_buffers()  # before any thread or picture: see its docstring
    try:
        if args and args[0] in ("backup", "check", "verify"):
            sys.exit(asyncio.run(maintain(args[0], args[1:])))
        if args and args[0] == "migrate":
            sys.exit(asyncio.run(migrate(args[1:])))
        if args and args[0] == "web":
            if len(args) > 1:
                sys.exit(_fail(USAGE))
            from .web.serve import run as run_web

            with asyncio.Runner(loop_factory=event_loop_factory()) as runner:
                sys.exit(runner.run(run_web()))
        if args:
            sys.exit(_fail(USAGE))
        with asyncio.Runner(loop_factory=event_loop_factory()) as runner:
            sys.exit(runner.run(run()))
    except KeyboardInterrupt:
        sys.exit(0)


if __name__ == "__main__":
    main()
