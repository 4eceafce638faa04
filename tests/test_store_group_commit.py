"""Group commit: writes of many games that arrive together share a commit, each returns only
once it is committed, one game's writes keep their order, and a refused write (or block) is
backed out alone. On SQLite and PostgreSQL (the crash test covers a SIGKILL in between)."""

from __future__ import annotations

import asyncio
import json
import random

import pytest

from bot.store import ActionConflict, Store, StoredGame
from engine import action_to_json
from tests.store_crash_worker import SPECS, new_game, random_step
from tests.storedb import StoreDatabase

GAMES = 24
STEPS = 30


async def test_many_games_commit_together_and_keep_their_order(
    database: StoreDatabase,
) -> None:
    store = await Store.open(database.target)
    try:
        games = [
            await new_game(store, SPECS[i % len(SPECS)], channel=f"c{i}") for i in range(GAMES)
        ]
        before = store.commit_counts()
        acknowledged: dict[int, list[str]] = {g.game_id: [] for g in games}

        async def play(stored: StoredGame, seed: int) -> None:
            rnd = random.Random(seed)
            for _ in range(STEPS):
                if stored.info.status != "active":
                    return
                stored = await random_step(store, stored, rnd)
                assert stored.game is not None
                acknowledged[stored.game_id].append(
                    json.dumps(action_to_json(stored.game.history[-1]), sort_keys=True)
                )

        await asyncio.gather(*(play(g, i) for i, g in enumerate(games)))
        batches, writes = store.commit_counts()[0] - before[0], store.commit_counts()[1] - before[1]
        played = sum(len(a) for a in acknowledged.values())
        assert writes >= played
        # the games' writes really went together: far fewer commits than writes
        assert batches < writes / 3, (batches, writes)
    finally:
        await store.close()

    # every game's log, read by another connection, is its acknowledged actions in order
    for game_id, actions in acknowledged.items():
        rows = await database.fetch(
            "SELECT action FROM actions WHERE game_id = ? ORDER BY seq", (game_id,)
        )
        logged = [json.dumps(json.loads(r[0]), sort_keys=True) for r in rows]
        assert logged[-len(actions):] == actions
        assert len(logged) >= len(actions)


async def test_a_refused_write_fails_alone(database: StoreDatabase) -> None:
    """Two writes of one batch: one refused by the database (a stale sequence number, written
    straight to the store's writer so that nothing checks it before), one good. The good one
    lands, the refused one raises, and the game stays whole."""
    store = await Store.open(database.target)
    try:
        first = await new_game(store, SPECS[0], channel="a")
        second = await new_game(store, SPECS[0], channel="b")
        rnd = random.Random(3)
        first = await random_step(store, first, rnd)
        stale = (
            "INSERT INTO actions (game_id, seq, action, created_at) VALUES (?, ?, ?, ?)",
            (first.game_id, 0, json.dumps({"type": "throw"}), 0.0),
        )
        refused, played = await asyncio.gather(
            store._db.writer.execute(*stale),
            random_step(store, second, rnd),
            return_exceptions=True,
        )
        assert isinstance(refused, Exception) and not isinstance(refused, ActionConflict)
        assert isinstance(played, StoredGame) and played.seq == 1
        rows = await database.fetch(
            "SELECT game_id, count(*) FROM actions GROUP BY game_id ORDER BY game_id"
        )
        assert rows == [(first.game_id, 1), (second.game_id, 1)]
        # both games go on
        assert (await random_step(store, first, rnd)).seq == 2
        assert (await random_step(store, played, rnd)).seq == 2
    finally:
        await store.close()


@pytest.mark.parametrize("database", ["sqlite"], indirect=True)
async def test_a_failed_block_is_backed_out_alone(database: StoreDatabase) -> None:
    """SQLite: a transaction block is a savepoint in the open batch; one that raises leaves
    nothing, while the writes beside it in the same batch land."""
    store = await Store.open(database.target)
    try:
        game = await new_game(store, SPECS[0], channel="a")
        rnd = random.Random(5)

        async def failing_block() -> None:
            async with store._db.transaction() as db:
                await db.execute("UPDATE games SET ui_state = '{\"x\": 1}'")
                raise RuntimeError("changed my mind")

        failed, played = await asyncio.gather(
            failing_block(), random_step(store, game, rnd), return_exceptions=True
        )
        assert isinstance(failed, RuntimeError)
        assert isinstance(played, StoredGame) and played.seq == 1
        assert await database.fetch("SELECT ui_state FROM games") == [("{}",)]
        assert await database.fetch("SELECT count(*) FROM actions") == [(1,)]
    finally:
        await store.close()
