"""The store's lobbies by when they were opened (what closes lobbies nobody starts reads), on
SQLite and on PostgreSQL."""

from __future__ import annotations

from pathlib import Path

from bot.store import Store
from tests.clock import Clock
from tests.pgserver import PgServer

HOUR = 3600.0


async def lobbies_by_age(store: Store, clock: Clock) -> None:
    opened = clock.now
    old = await store.create_game(
        guild_id="1", channel_id="10", host_id="ana", ruleset="classic", players=("ana", "bo")
    )
    started = await store.create_game(
        guild_id="1", channel_id="11", host_id="bo", ruleset="classic", players=("bo", "cy")
    )
    await store.start_game(started.game_id, seed=b"fixed seed for tests")
    clock.now += HOUR
    await store.create_game(guild_id="1", channel_id="12", host_id="cy", ruleset="tris")
    found = await store.lobbies_opened_by(opened)
    assert [info.game_id for info in found] == [old.game_id]  # the one opened then, no later
    assert [info.game_id for info in await store.lobbies_opened_by(opened - 1)] == []
    assert len(await store.lobbies_opened_by(clock.now)) == 2  # not the started game
    await store.abandon_game(old.game_id, "lobby expired")
    assert [info.host_id for info in await store.lobbies_opened_by(clock.now)] == ["cy"]


async def test_sqlite(tmp_path: Path) -> None:
    clock = Clock()
    store = await Store.open(tmp_path / "yamb.sqlite3", clock=clock)
    try:
        await lobbies_by_age(store, clock)
    finally:
        await store.close()


async def test_postgresql(pg_server: PgServer) -> None:
    clock = Clock()
    store = await Store.open(pg_server.create_database(), clock=clock)
    try:
        await lobbies_by_age(store, clock)
    finally:
        await store.close()
