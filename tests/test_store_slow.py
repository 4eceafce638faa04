"""Slow games in the store, on both databases: each action sets the game's next timer in the
same statement; the tick reads only the due ones; live timers and restarts leave waiting slow
games alone; a forfeit in a duel counts as a loss for the side out of time."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import pytest

from bot.app.context import Ctx
from bot.app.core import App
from bot.app.pace import NOTIFY_KEPT
from bot.app.state import TableState
from bot.store import Store, StoredGame
from bot.store.pace import on_turn
from engine import Action, Game, Stop, Write
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


async def reminded_then_out_of_time(app: App, clock: Clock, game_id: int) -> None:
    """Half a day passes (the member is reminded), then the other half: the turn is out of
    time (the bot plays it for nobody it did not remind half a turn before)."""
    clock.now += DAY / 2
    assert game_id in await app.pace.tick()
    clock.now += DAY / 2


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
    # a throw within the turn gives it no more time: the reminder stays half-way through it
    assert await due_at(store, slow) == start + DAY / 2
    assert await store.due_games(start + DAY / 2 - 1) == []
    assert await store.due_games(start + DAY / 2) == [(slow, "g1")]
    # reminded: the timer goes to the limit, unless the game moved on meanwhile
    assert not await store.set_due(slow, start + DAY, seq=0)
    assert await store.set_due(slow, start + DAY, seq=stored.info.seq + 1)
    assert await store.due_games(start + DAY / 2) == []
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


async def test_a_timeout_that_ends_a_game_stores_its_note_with_the_forfeit(
    world: tuple[Store, Clock], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Where a slow turn out of time ends the game, the forfeit and the note that says so
    (in the game's channel and the one it came from) are one write: a failure while the note
    is made leaves the game as it was, for the next tick; once the forfeit is stored, the
    note is too, with no other write to be lost to a kill."""
    store, clock = world
    await store.set_guild_settings("g1", slow_timeout="end")
    app = App(store, clock=clock)
    try:
        ui = {"message": 5, "turn": 0, "parent": "lobby"}  # its turn's message; its lobby's
        broken = await started(store, "c0", DAY)
        await store.update_ui_state(broken, ui)
        await reminded_then_out_of_time(app, clock, broken)

        def killed(*_: object, **__: object) -> None:
            raise RuntimeError("killed")

        # the note cannot be made: the game stays as it was, neither ended nor noted
        with monkeypatch.context() as patched:
            patched.setattr(TableState, "retiring", killed)
            assert await app.pace.tick() == []
        info = await store.game_info(broken)
        outbox = TableState.from_json(info.ui_state).outbox
        assert info.status == "active" and [p.kind for p in outbox] == ["dm"]  # the reminder
        # nothing but the forfeit itself is written (no second write: killed)
        slow = await started(store, "c1", DAY)
        await store.update_ui_state(slow, ui)
        await reminded_then_out_of_time(app, clock, slow)
        monkeypatch.setattr(store, "update_ui_state", killed)
        assert slow in await app.pace.tick()
        info = await store.game_info(slow)
        assert info.status == "abandoned" and info.end_reason == "timeout"
        state = TableState.from_json(info.ui_state)
        notes = [(p.channel, p.text) for p in state.outbox if p.kind == "note"]
        assert [channel for channel, _ in notes] == ["", "lobby"], notes
        assert all("did not play in time" in text for _, text in notes), notes
        assert state.message is None and "5" in state.stale  # the turn's message retired
    finally:
        await app.close()


@pytest.mark.parametrize("killed_at", [1, 2])
async def test_a_turn_played_for_a_member_out_of_time_says_so_once_after_a_kill(
    database: StoreDatabase, killed_at: int
) -> None:
    """The bot plays a slow turn out of time for its member, with a note that says so. The
    process is killed at its `killed_at`th move (the turn's first, or one after it: the
    write never lands) and started again: the turn is played again, and the note is in the
    game once, not once for each time the turn was begun."""
    clock = Clock()
    store = await Store.open(database.target, clock=clock)
    app = App(store, clock=clock)
    game_id = await started(store, "c1", DAY)
    await reminded_then_out_of_time(app, clock, game_id)
    moves = 0
    appends = store.append_throw, store.append_action

    def killing(append: Callable[..., Awaitable[StoredGame]]) -> Callable[..., Any]:
        async def append_or_die(*args: Any, **kwargs: Any) -> StoredGame:
            nonlocal moves
            moves += 1
            if moves == killed_at:
                raise RuntimeError("killed")
            return await append(*args, **kwargs)

        return append_or_die

    store.append_throw, store.append_action = map(killing, appends)  # type: ignore[method-assign]
    try:
        assert await app.pace.tick() == []  # the turn not played: killed
    finally:
        await app.close()
        await store.close()
    store = await Store.open(database.target, clock=clock)
    app = App(store, clock=clock)  # the restart
    try:
        assert await app.pace.tick() == [game_id]
        info = await store.game_info(game_id)
        assert info.turn_seq is not None and info.turn_seq > 0  # played: Bo's turn now
        state = TableState.from_json(info.ui_state)
        notes = [p.text for p in state.outbox if p.kind == "note"]
        assert len(notes) == 1 and "did not play in time" in notes[0], notes
    finally:
        await app.close()
        await store.close()


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


async def turn(store: Store, game_id: int) -> tuple[float | None, int | None, float | None]:
    """A game's turn as the tick reads it: when it began, its key, and the timer."""
    info = await store.game_info(game_id)
    return info.turn_began_at, info.turn_seq, await due_at(store, game_id)


async def throw(store: Store, game_id: int, keep: list[int] | None = None) -> None:
    stored = await store.load_game(game_id)
    assert stored.game is not None
    await store.append_throw(game_id, stored.game.thrower, keep, seq=stored.info.seq)


async def act(store: Store, game_id: int, action: Callable[[Game], Action]) -> None:
    stored = await store.load_game(game_id)
    assert stored.game is not None
    await store.append_action(game_id, action(stored.game), seq=stored.info.seq)


def write(game: Game) -> Action:
    """The result is written into the first cell it may go to."""
    return next(a for a in game.legal_actions() if isinstance(a, Write))


async def test_a_turn_begins_when_the_move_passes_on_and_a_restart_keeps_it(
    database: StoreDatabase,
) -> None:
    clock = Clock()
    store = await Store.open(database.target, clock=clock)
    game_id = await started(store, "c1", DAY)
    start = clock.now
    assert await turn(store, game_id) == (start, 0, start + DAY / 2)
    # Ana throws at +1 h, is reminded (the timer at the limit), throws again at +23 h: her
    # turn still began at the start, and its limit stays 24 h after it
    clock.now = start + 3600
    await throw(store, game_id)
    assert await turn(store, game_id) == (start, 0, start + DAY / 2)
    assert await store.set_due(game_id, start + DAY, seq=1)
    clock.now = start + 23 * 3600
    await throw(store, game_id, [0, 1, 2, 3])
    assert await turn(store, game_id) == (start, 0, start + DAY)
    # her write passes the move to Bo: his turn begins, with its own reminder half-way
    clock.now = start + 23.5 * 3600
    await act(store, game_id, write)
    began = clock.now
    assert await turn(store, game_id) == (began, 3, began + DAY / 2)
    # a restart: what the tick reads is in the database
    await store.close()
    store = await Store.open(database.target, clock=clock)
    assert await turn(store, game_id) == (began, 3, began + DAY / 2)
    # waiting on nobody the tick may time (no timer), an action still arms one
    assert await store.set_due(game_id, None, seq=3)
    clock.now = began + 3600
    await throw(store, game_id)
    assert await turn(store, game_id) == (began, 3, clock.now + DAY / 2)
    await store.close()


async def test_in_kontra_the_rival_s_turn_to_write_is_a_turn(world: tuple[Store, Clock]) -> None:
    store, clock = world
    info = await store.create_game(
        guild_id="g1",
        channel_id="c1",
        host_id="ana",
        ruleset="classic",
        mode="kontra",
        names={"ana": "Ana"},
        turn_seconds=DAY,
    )
    await store.join_game(info.game_id, "bo", name="Bo")
    game_id = (await store.start_game(info.game_id, seed=b"kontra seed")).game_id
    start = clock.now
    clock.now += 3600
    await throw(store, game_id)
    # the thrower's throw, though the rival may announce now: still the thrower's turn
    assert (await turn(store, game_id))[:2] == (start, 0)
    clock.now += 3600
    await act(store, game_id, lambda game: Stop(game.thrower))
    # "enough": the rival is to write the result, their turn from now
    stored = await store.load_game(game_id)
    assert stored.game is not None and on_turn(stored.game) != (stored.game.thrower,)
    assert (await turn(store, game_id))[:2] == (clock.now, 2)
