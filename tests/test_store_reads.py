"""The store's reads alone (`Reads`, as the web pages open them): a database opened read-only
shows what a Store wrote, replays games from their logs without keeping them, and has no way to
write. Every test that takes `database` runs twice: on SQLite and on PostgreSQL.
"""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import asyncpg
import pytest

from bot.store import Reads, Store, StoreError
from engine import answer
from tests.store_crash_worker import SPECS, new_game, play_out
from tests.storedb import StoreDatabase

_REFUSED = (sqlite3.OperationalError, asyncpg.PostgresError)
WRITES = (
    "create_game",
    "join_game",
    "start_game",
    "append_action",
    "append_throw",
    "finish_game",
    "abandon_game",
    "forfeit",
    "update_ui_state",
    "remember_users",
    "set_guild_settings",
    "rebuild_ratings",
    "backup",
    "start_daily",
    "set_notify",
    "claim_season_announcement",
    "create_tournament",
    "make_web_secret",
    "evict",
)


async def test_reads_opened_read_only_show_what_the_store_wrote(
    database: StoreDatabase,
) -> None:
    store = await Store.open(database.target)
    try:
        ended = await play_out(store, await new_game(store, SPECS[0]), random.Random(3))
        running = await new_game(store, SPECS[1], channel="c2")
        running = await play_out(store, running, random.Random(5), steps=12)
        await store.set_guild_settings("g1", default_ruleset="tris")
        async with await Reads.open(database.target) as reads:
            assert type(reads) is Reads and reads.read_only
            assert [name for name in WRITES if hasattr(reads, name)] == []
            game_id = ended.game_id
            assert await reads.export_record(game_id) == await store.export_record(game_id)
            # read without replaying, for callers that replay it anyway: the same record
            for some in (game_id, running.game_id):
                info, record = await reads.stored_record(some)
                assert info == await store.game_info(some)
                assert record == await store.export_record(some)
            assert await reads.reveal_seed(game_id) == await store.reveal_seed(game_id)
            assert await reads.game_results(game_id) == await store.game_results(game_id)
            assert await reads.leaderboard("g1") == await store.leaderboard("g1")
            assert await reads.ratings("g1", "classic") == await store.ratings("g1", "classic")
            assert await reads.recent_games("g1") == await store.recent_games("g1")
            assert await reads.guild_settings("g1") == await store.guild_settings("g1")
            # an active game, replayed from its log each time (the Store's is kept in memory)
            loaded = await reads.load_game(running.game_id)
            assert loaded.info == await store.game_info(running.game_id)
            assert loaded.game is not None and running.game is not None
            assert answer(loaded.game) == answer(running.game)
            assert loaded.game is not (await reads.load_game(running.game_id)).game
            # and the database itself refuses a write through its connections
            with pytest.raises(_REFUSED, match="read-?only"):
                await reads._db.writer.execute("UPDATE games SET ui_state = '{}'")
        assert (await store.game_info(running.game_id)).seq == running.seq
    finally:
        await store.close()


async def test_reads_never_create_a_database(tmp_path: Path) -> None:
    missing = tmp_path / "missing.sqlite3"
    with pytest.raises(StoreError, match="nothing was created"):
        await Reads.open(missing)
    assert not missing.exists()
