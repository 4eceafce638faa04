"""The store's lobbies by when they last changed: opened, or joined or left since (what closes
lobbies nobody starts reads), on SQLite and on PostgreSQL."""

from __future__ import annotations

from pathlib import Path

from bot.store import GameInfo, Store
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
    found = await store.lobbies_unchanged_since(opened)
    assert [info.game_id for info in found] == [old.game_id]  # the one opened then, no later
    assert [info.game_id for info in await store.lobbies_unchanged_since(opened - 1)] == []
    assert len(await store.lobbies_unchanged_since(clock.now)) == 2  # not the started game
    await store.abandon_game(old.game_id, "lobby expired")
    assert [info.host_id for info in await store.lobbies_unchanged_since(clock.now)] == ["cy"]


def ids(found: list[GameInfo]) -> set[int]:
    return {info.game_id for info in found}


async def lobbies_by_last_change(store: Store, clock: Clock) -> None:
    opened = clock.now
    lobby = await store.create_game(
        guild_id="1", channel_id="10", host_id="ana", ruleset="classic", players=("ana",)
    )
    assert lobby.lobby_since == opened and lobby.lobby_changed_at is None
    clock.now += HOUR
    joined = await store.join_game(lobby.game_id, "bo")
    assert joined.lobby_since == clock.now
    assert lobby.game_id not in ids(await store.lobbies_unchanged_since(clock.now - 1))
    assert lobby.game_id in ids(await store.lobbies_unchanged_since(clock.now))
    clock.now += HOUR
    left = await store.leave_game(lobby.game_id, "bo")
    assert left.lobby_since == clock.now == (await store.game_info(lobby.game_id)).lobby_since
    assert lobby.game_id not in ids(await store.lobbies_unchanged_since(clock.now - 1))


async def test_sqlite(tmp_path: Path) -> None:
    clock = Clock()
    store = await Store.open(tmp_path / "yamb.sqlite3", clock=clock)
    try:
        await lobbies_by_age(store, clock)
        await lobbies_by_last_change(store, clock)
    finally:
        await store.close()


async def test_postgresql(pg_server: PgServer) -> None:
    clock = Clock()
    store = await Store.open(pg_server.create_database(), clock=clock)
    try:
        await lobbies_by_age(store, clock)
        await lobbies_by_last_change(store, clock)
    finally:
        await store.close()
