"""A database for the website's tests: games played to the end through the bot's store (a real
SQLite file, or PostgreSQL), then the website's app over the same database opened read-only."""

from __future__ import annotations

import contextlib
import random
import shutil
import tempfile
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass

from aiohttp.test_utils import TestClient, TestServer

from bot.store import Reads, Store
from bot.web.app import make_app
from bot.web.guard import RateLimit
from bot.weblinks import Links, Tokens
from tests.store_crash_worker import Spec, new_game, play_out

# a server that shows its pages, and one that does not; Discord-like ids, so that a test
# that none is in a page cannot meet one by chance in a time or a rating
ON, OFF = "100000000000001001", "100000000000001002"
# members by Discord-like ids, as the bot stores them
ANA, BO, CY, DEE = (str(200000000000000001 + n) for n in range(4))
NAMES = {ANA: "Ana", BO: "Bo", CY: "Cy", DEE: "Dee"}
TEAMS = {"red": [ANA, BO], "blue": [CY, DEE]}
SPECS = (
    Spec("classic", "standard", (ANA, BO, CY)),
    Spec("classic", "kontra", (ANA, BO)),
    Spec("tris", "pairs", teams=TEAMS, options={"six_dice": True}),
    Spec("russian", "team", teams=TEAMS, options={"matches": True}),
    Spec("yamm", "partners", teams=TEAMS),
)


@dataclass
class WebWorld:
    target: str
    links: Links
    games: dict[str, list[int]]  # guild -> ended games

    def tokens(self) -> Tokens:
        return self.links.tokens


# Databases already filled in this process, by what filled them: a test that asks again gets a
# copy of the file (its own to change), not the same games played again (seconds a test).
_filled: dict[str, tuple[str, WebWorld]] = {}
_templates: tempfile.TemporaryDirectory[str] | None = None
_SIDECARS = ("", "-wal", "-shm")


async def fill(target: str, specs: list[Spec], *, seed: int = 7, now: float | None = None
               ) -> WebWorld:
    """Each spec played to the end in both servers; the secret made and ON turned on. A SQLite
    file that was filled the same way before in this process is copied from that one."""
    if "://" in target:
        return await _fill(target, specs, seed=seed, now=now)
    global _templates
    key = repr((specs, seed, now))
    if key not in _filled:
        _templates = _templates or tempfile.TemporaryDirectory(prefix="webdb-")
        template = f"{_templates.name}/{len(_filled)}.sqlite3"
        _filled[key] = (template, await _fill(template, specs, seed=seed, now=now))
    template, world = _filled[key]
    for sidecar in _SIDECARS:
        with contextlib.suppress(FileNotFoundError):
            shutil.copyfile(template + sidecar, target + sidecar)
    return WebWorld(target, world.links, {k: list(v) for k, v in world.games.items()})


async def _fill(target: str, specs: list[Spec], *, seed: int, now: float | None) -> WebWorld:
    rnd = random.Random(seed)
    clock_kw = {} if now is None else {"clock": lambda: now}
    store = await Store.open(target, **clock_kw)  # type: ignore[arg-type]
    try:
        await store.remember_users(NAMES)
        games: dict[str, list[int]] = {ON: [], OFF: []}
        for guild in (ON, OFF):
            for n, spec in enumerate(specs):
                stored = await new_game(store, spec, guild=guild, channel=f"{guild}-{n}")
                stored = await play_out(store, stored, rnd)
                games[guild].append(stored.game_id)
        links = await open_to_web(store)
    finally:
        await store.close()
    return WebWorld(target, links, games)


async def open_to_web(store: Store, guild: str = ON) -> Links:
    """A server's pages turned on, and the links to them (the bot makes the secret)."""
    await store.set_guild_settings(guild, web="on")
    return Links("", Tokens(await store.make_web_secret()))


@asynccontextmanager
async def web_client(
    target: str, *, clock: Callable[[], float] | None = None, rate: RateLimit | None = None
) -> AsyncIterator[TestClient]:
    """The website over `target` opened read-only, served on loopback; the store's reads and
    the pages keep the same clock (`clock`, else the time)."""
    clock = clock or time.time
    reads = await Reads.open(target, read_only=True, check="none", clock=clock)
    app = make_app(reads, clock=clock, rate_limit=rate or RateLimit(rate=1000, burst=1000))
    client = TestClient(TestServer(app))
    await client.start_server()
    try:
        yield client
    finally:
        await client.close()
        await reads.close()
