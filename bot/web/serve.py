"""Start the website: `python -m bot web` (or the `yamb-web` console script).

It reads the bot's database (DATABASE_URL, else DATABASE_PATH, else data/yamb.sqlite3) opened
read-only, and listens on WEB_HOST:WEB_PORT (default 127.0.0.1:8080): put a reverse proxy with
TLS in front of it (README, "Website"). What stops it is said in one line on standard error.
"""

from __future__ import annotations

import asyncio
import logging
import sys

from aiohttp import web

from ..config import ConfigError, load_web_settings
from ..runtime import event_loop_factory, freeze_start_up
from ..store import Reads, StoreError
from .app import make_app
from .guard import PageCache, RateLimit


def _fail(message: object) -> int:
    print(f"yamb-web: {' '.join(str(message).split())}", file=sys.stderr)
    return 2


async def run() -> int:
    try:
        settings = load_web_settings()
    except ConfigError as error:
        return _fail(error)
    logging.basicConfig(
        level=settings.log_level,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
        stream=sys.stdout,
    )
    try:
        reads = await Reads.open(settings.database, read_only=True, check="none")
    except StoreError as error:
        return _fail(error)
    limit = RateLimit(rate=settings.rate, burst=max(10.0, settings.rate * 3),
                      trust_proxy=settings.trust_proxy)
    app = make_app(reads, rate_limit=limit, public_url=settings.public_url,
                   page_cache=PageCache())
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    try:
        site = web.TCPSite(runner, settings.host, settings.port)
        await site.start()
    except OSError as error:
        await runner.cleanup()
        await reads.close()
        return _fail(f"cannot listen on {settings.host}:{settings.port}: {error.strerror}")
    print(f"yamb-web: serving {reads.where} on http://{settings.host}:{settings.port}", flush=True)
    # start-up out of the collector's sight: full collections walked it all, pauses that the
    # pages asked for meanwhile waited behind. The bot's rarer collections (GC_THRESHOLDS)
    # did worse here: more garbage held, and each collection longer (benchmarks/bench_web.py)
    freeze_start_up()
    try:
        await asyncio.Event().wait()
    finally:
        await runner.cleanup()
        await reads.close()
    return 0


def main() -> None:
    try:
        with asyncio.Runner(loop_factory=event_loop_factory()) as runner:
            sys.exit(runner.run(run()))
    except KeyboardInterrupt:
        sys.exit(0)
