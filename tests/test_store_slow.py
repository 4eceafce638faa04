"""Slow games in the store, on both databases: each action sets the game's next timer in the
same statement; the tick reads only the due ones; live timers and restarts leave waiting slow
games alone; a forfeit in a duel counts as a loss for the side out of time."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from bot.app.context import Ctx
from bot.app.core import App
from bot.app.pace import NOTIFY_KEPT
from bot.app.state import TableState
from bot.store import Store
from tests.clock import Clock
from tests.storedb import StoreDatabase

DAY = 86400.0


@pytest.fixture
async def world(database: StoreDatabase) -> AsyncIterator[tuple[Store, Clock]]:
    clock = Clock()
    store = await Store.open(database.target, clock=clock)
    yield store, clock
    await store.close()


async def started(store: Store, channel: str, turn_seconds: float | None) -> int:
    info = await store.create_game(
        guild_id="g1",
        channel_id=channel,
        host_id="ana",
        ruleset="classic",
        names={"ana": "Ana"},
        turn_seconds=turn_seconds,
    )
    await store.join_game(info.game_id, "bo", name="Bo")
    return (await store.start_game(info.game_id, seed=b"slow seed")).game_id


async def due_at(store: Store, game_id: int) -> float | None:
    rows = await store._db.reader.fetch("SELECT due_at FROM games WHERE game_id = ?", (game_id,))
    return rows[0][0]


async def test_each_action_sets_the_timer_and_the_tick_reads_only_due_games(
    world: tuple[Store, Clock],
) -> None:
    store, clock = world
    slow = await started(store, "c1", DAY)
    live = await started(store, "c2", None)
    start = clock.now
    assert await due_at(store, slow) == start + DAY / 2  # the reminder, half-way
    assert await due_at(store, live) is None
    clock.now += 3600
    stored = await store.load_game(slow)
    assert stored.game is not None
    await store.append_throw(slow, stored.game.thrower, seq=stored.info.seq)
    assert await due_at(store, slow) == clock.now + DAY / 2  # moved on with the action
    assert await store.due_games(clock.now + DAY / 2 - 1) == []
    assert await store.due_games(clock.now + DAY / 2) == [(slow, "g1")]
    # reminded: the timer goes to the limit, unless the game moved on meanwhile
    assert not await store.set_due(slow, clock.now + DAY, seq=0)
    assert await store.set_due(slow, clock.now + DAY, seq=stored.info.seq + 1)
    assert await store.due_games(clock.now + DAY / 2) == []
    # live timers and bot refreshes do not read it
    assert [i.game_id for i in await store.open_games(live=True)] == [live]
    assert await store.open_games(with_bots=True) == []
    # a slow game that did not move lately and owes nothing is not redrawn at a restart
    await store.update_ui_state(slow, {"message": 5, "turn": 0})
    await store.update_ui_state(live, {"message": 6, "turn": 0})
    clock.now += 2 * 3600
    assert await store.games_to_display() == [live]
    await store.update_ui_state(slow, {"message": None})
    assert await store.games_to_display() == [slow, live]


async def test_a_forfeit_loses_the_duel_and_ends_the_timer(world: tuple[Store, Clock]) -> None:
    store, clock = world
    slow = await started(store, "c1", DAY)
    clock.now += DAY
    ended = await store.forfeit(slow, ["bo"], "timeout")
    assert ended.status == "abandoned" and ended.end_reason == "timeout"
    assert await store.due_games(clock.now + 10 * DAY) == []
    rows = {r.user_id: r for r in await store.game_results(slow)}
    assert (rows["ana"].won, rows["bo"].won, rows["bo"].place) == (True, False, 2)
    duel = await store.head_to_head("g1", "ana", "bo", mode="standard")
    assert (duel.meetings, duel.wins_a, duel.wins_b) == (1, 1, 0)
    assert await store.open_games() == []


async def test_a_notify_choice_made_in_one_process_is_heeded_by_another(
    database: StoreDatabase,
) -> None:
    """Two bot processes on one database (shards): Ana turns her turn notices off through
    one (a DM goes to shard 0); the one that holds her server, which had read her choice
    before, heeds it once `NOTIFY_KEPT` has passed (it kept the old one until a restart)."""
    clock = Clock()
    first = await Store.open(database.target, clock=clock)
    second = await Store.open(database.target, clock=clock)
    apps = App(first, clock=clock), App(second, clock=clock)
    try:
        game_id = await started(first, "slow", turn_seconds=DAY)
        stored = await second.load_game(game_id)
        game = stored.game
        assert game is not None
        state = TableState.from_json(stored.info.ui_state)

        async def told() -> dict[str, str]:
            pings = await apps[1].pace.pings(stored.info, game, state)
            return {p.user_id: p.how for p in pings}

        assert (await told()).get("ana") == "dm"  # a slow game's default
        ana = Ctx(guild_id="", channel_id="dm-ana", user_id="ana", user_name="Ana")
        off = await apps[0].run(ana, lambda: apps[0].pace.notify(ana, "off"))
        assert off.notice, off
        assert (await told()).get("ana") == "dm"  # kept a while: no read per message
        clock.now += NOTIFY_KEPT
        assert "ana" not in await told()
    finally:
        for app in apps:
            await app.close()
        await first.close()
        await second.close()
