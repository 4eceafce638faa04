"""The store's game lifecycle: lobby, start, append, load, finish, abandon, UI state, export.

Every test that takes `database` (or `store`) runs twice: on SQLite and on PostgreSQL.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator

import pytest
from openskill.models import PlackettLuce

from bot.store import (
    ActionConflict,
    ChannelBusy,
    GameInfo,
    GameNotFound,
    Store,
    StoredGame,
    WrongStatus,
)
from bot.store.results import places, yambs_thrown
from engine import (
    Announce,
    FixedDice,
    Game,
    IllegalAction,
    Stop,
    Throw,
    Write,
    answer,
    find_mode,
    replay,
    seed_commitment,
)
from engine.record import verify_throws
from tests.store_crash_worker import SPECS, TEAMS, Spec, new_game, play_out, random_step
from tests.storedb import Refused, StoreDatabase


@pytest.fixture
async def store(database: StoreDatabase) -> AsyncIterator[Store]:
    opened = await Store.open(database.target)
    yield opened
    await opened.close()


async def two_player_game(store: Store, channel: str = "c1") -> StoredGame:
    info = await store.create_game(
        guild_id="g1",
        channel_id=channel,
        host_id="ana",
        ruleset="classic",
        names={"ana": "Ana"},
    )
    await store.join_game(info.game_id, "bo", name="Bo")
    return await store.start_game(info.game_id, seed=b"fixed seed for tests")


# -- lobby -------------------------------------------------------------------------------------
async def test_lobby_join_leave_and_start_fix_the_seating(store: Store) -> None:
    info = await store.create_game(
        guild_id="g1", channel_id="c1", host_id="ana", ruleset="bulgarian", mode="standard"
    )
    assert info.status == "lobby" and [m.user_id for m in info.members] == ["ana"]
    await store.join_game(info.game_id, "bo")
    await store.join_game(info.game_id, "cy")
    info = await store.leave_game(info.game_id, "bo")
    assert [m.user_id for m in info.members] == ["ana", "cy"]
    lobby = await store.load_game(info.game_id)
    assert lobby.game is None and lobby.info.status == "lobby"
    with pytest.raises(WrongStatus):
        await store.append_throw(info.game_id, "ana", seq=0)
    seed = bytes(range(32))
    started = await store.start_game(info.game_id, seating=["cy", "ana"], seed=seed)
    assert started.info.status == "active"
    assert started.info.players == ("cy", "ana")
    assert started.info.commitment == seed_commitment(seed)
    assert started.game is not None and started.game.thrower == "cy"
    with pytest.raises(WrongStatus):
        await store.join_game(info.game_id, "dee")
    with pytest.raises(WrongStatus):
        await store.start_game(info.game_id)


async def test_a_start_stores_its_ui_change_in_its_own_transaction(store: Store) -> None:
    """`start_game(then=...)`: the change the start brings to the UI state is given the game
    as seated and its row as started, and is stored with the start; a failure while it is
    made starts nothing."""
    info = await store.create_game(
        guild_id="g1", channel_id="c1", host_id="ana", ruleset="classic", mode="standard"
    )
    await store.join_game(info.game_id, "bo")

    def broken(game: Game, row: GameInfo) -> dict[str, object]:
        raise RuntimeError("no note")

    with pytest.raises(RuntimeError):
        await store.start_game(info.game_id, seating=["bo", "ana"], then=broken)
    assert (await store.game_info(info.game_id)).status == "lobby"
    seen = []

    def told(game: Game, row: GameInfo) -> dict[str, object]:
        seen.append((game.thrower, row.status))
        return {"start": f"{game.thrower} begins", "turn": 0}

    started = await store.start_game(info.game_id, seating=["bo", "ana"], then=told)
    assert seen == [("bo", "active")]
    assert started.info.ui_state["start"] == "bo begins" and started.info.ui_state["turn"] == 0
    again = await store.game_info(info.game_id)
    assert again.ui_state["start"] == "bo begins" and again.status == "active"


async def test_start_refuses_a_seating_of_other_players_and_bad_setups(store: Store) -> None:
    info = await store.create_game(
        guild_id="g1",
        channel_id="c1",
        host_id="ana",
        ruleset="classic",
        mode="kontra",
        players=["ana", "bo", "cy"],
    )
    with pytest.raises(IllegalAction) as refused:
        await store.start_game(info.game_id, seating=["ana", "bo"])
    assert refused.value.code == "seating_mismatch"
    with pytest.raises(IllegalAction) as refused:
        await store.start_game(info.game_id)  # Kontra is a duel
    assert refused.value.code == "kontra_two"
    assert (await store.game_info(info.game_id)).status == "lobby"
    with pytest.raises(IllegalAction):
        await store.create_game(guild_id="g1", channel_id="c2", host_id="ana", ruleset="nope")


async def test_team_lobby_picks_teams_in_join_order(store: Store) -> None:
    info = await store.create_game(
        guild_id="g1",
        channel_id="c1",
        host_id="ana",
        ruleset="classic",
        mode="pairs",
        players=[],
    )
    for user, team in (("cy", "blue"), ("ana", "red"), ("dee", "blue"), ("bo", None)):
        await store.join_game(info.game_id, user, team=team)
    with pytest.raises(IllegalAction) as refused:
        await store.start_game(info.game_id)
    assert refused.value.code == "team_needed"
    with pytest.raises(IllegalAction) as refused:
        await store.join_game(info.game_id, "bo", team="blue")
    assert refused.value.code == "team_full"
    await store.join_game(info.game_id, "bo", team="red")
    started = await store.start_game(info.game_id)
    assert started.info.teams == {"blue": ("cy", "dee"), "red": ("ana", "bo")}
    assert started.game is not None and started.game.thrower == "cy"


async def test_one_open_game_per_channel(store: Store, database: StoreDatabase) -> None:
    first = await two_player_game(store)
    with pytest.raises(ChannelBusy) as busy:
        await store.create_game(guild_id="g1", channel_id="c1", host_id="cy", ruleset="yamm")
    assert busy.value.game_id == first.game_id
    assert (await store.game_in_channel("c1")).game_id == first.game_id  # type: ignore[union-attr]
    # enforced by the database itself, not only by the store
    with pytest.raises(Refused, match="(?i)unique"):
        await database.execute(
            "INSERT INTO games (guild_id, channel_id, host_id, ruleset, mode, created_at) "
            "VALUES ('g1', 'c1', 'ana', 'classic', 'standard', 0)"
        )
    await store.abandon_game(first.game_id)
    second = await store.create_game(guild_id="g1", channel_id="c1", host_id="cy", ruleset="yamm")
    assert second.game_id != first.game_id


async def test_a_new_game_takes_a_channel_its_lobby_left_meanwhile(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two /yamb new in one channel: the first lobby moves into its own thread between the
    second's refused INSERT and the look that would name it. The channel is free by then:
    the second gets its game, not an unexplained error."""
    first = await store.create_game(guild_id="g1", channel_id="c1", host_id="ana", ruleset="yamm")
    look = store._open_game_id

    async def moved_meanwhile(channel_id: str) -> int | None:
        if (await store.game_info(first.game_id)).channel_id == "c1":
            await store.move_game(first.game_id, "thread-1")
        return await look(channel_id)

    monkeypatch.setattr(store, "_open_game_id", moved_meanwhile)
    second = await store.create_game(guild_id="g1", channel_id="c1", host_id="bo", ruleset="yamm")
    assert second.channel_id == "c1" and second.game_id != first.game_id
    assert (await store.game_info(first.game_id)).channel_id == "thread-1"
    assert (await store.game_in_channel("c1")).game_id == second.game_id  # type: ignore[union-attr]


# -- appending -----------------------------------------------------------------------------------
async def test_actions_are_checked_by_the_engine_and_numbered(store: Store) -> None:
    stored = await two_player_game(store)
    stored = await store.append_throw(stored.game_id, "ana", seq=0)
    assert stored.seq == 1 and stored.game is not None
    with pytest.raises(IllegalAction):  # bo is not to play
        await store.append_throw(stored.game_id, "bo", seq=1)
    with pytest.raises(IllegalAction):
        await store.append_action(stored.game_id, Write("ana", "down/6"), seq=1)
    assert (await store.game_info(stored.game_id)).seq == 1
    stored = await store.append_action(
        stored.game_id, {"player": "ana", "do": "write", "cell": "free/yamb"}, seq=1
    )
    assert stored.seq == 2 and stored.info.last_action_at is not None
    assert stored.game is not None and stored.game.thrower == "bo"


async def test_dice_must_come_from_the_games_seed(store: Store) -> None:
    stored = await two_player_game(store)
    with pytest.raises(IllegalAction) as refused:
        await store.append_action(stored.game_id, Throw("ana", (6, 6, 6, 6, 6)), seq=0)
    assert refused.value.code == "not_from_seed"
    assert (await store.game_info(stored.game_id)).seq == 0
    stored = await store.append_throw(stored.game_id, "ana", seq=0)
    assert stored.game is not None
    assert stored.game.sheets["ana"] == [None] * 52  # the refused throw left no trace


async def test_two_concurrent_appends_with_one_seq_exactly_one_lands(store: Store) -> None:
    stored = await two_player_game(store)
    for _ in range(20):
        game = stored.game
        assert game is not None
        if game.throws == 0:
            first = store.append_throw(stored.game_id, game.thrower, seq=stored.seq)
            second = store.append_throw(stored.game_id, game.thrower, seq=stored.seq)
        else:
            options = game.write_options()
            first = store.append_action(
                stored.game_id, Write(game.thrower, options[0].cell), seq=stored.seq
            )
            second = store.append_action(
                stored.game_id, Write(game.thrower, options[-1].cell), seq=stored.seq
            )
        outcomes = await asyncio.gather(first, second, return_exceptions=True)
        landed = [o for o in outcomes if isinstance(o, StoredGame)]
        refused = [o for o in outcomes if isinstance(o, ActionConflict)]
        assert len(landed) == 1 and len(refused) == 1, outcomes
        stored = landed[0]
        assert (await store.game_info(stored.game_id)).seq == stored.seq


async def test_two_stores_racing_on_one_game_exactly_one_lands(database: StoreDatabase) -> None:
    """Two connections (as two bot processes would have): the database decides."""
    one = await Store.open(database.target)
    two = await Store.open(database.target)
    try:
        stored = await two_player_game(one)
        rnd = random.Random(3)
        for _ in range(40):
            a = await one.load_game(stored.game_id)
            b = await two.load_game(stored.game_id)
            assert a.seq == b.seq
            outcomes = await asyncio.gather(
                random_step(one, a, random.Random(rnd.random())),
                random_step(two, b, random.Random(rnd.random())),
                return_exceptions=True,
            )
            landed = [o for o in outcomes if isinstance(o, StoredGame)]
            assert len(landed) == 1, outcomes
            assert all(isinstance(o, StoredGame | ActionConflict) for o in outcomes), outcomes
            stored = landed[0]
        final = await one.load_game(stored.game_id)
        assert final.seq == stored.seq == 40
    finally:
        await one.close()
        await two.close()


async def test_the_log_is_append_only_in_the_database(
    store: Store, database: StoreDatabase
) -> None:
    stored = await two_player_game(store)
    await store.append_throw(stored.game_id, "ana", seq=0)
    for sql, refusal in (
        ("INSERT INTO actions VALUES (1, 0, '{}', 0)", "sequence conflict"),  # a second 0
        ("INSERT INTO actions VALUES (1, 5, '{}', 0)", "sequence conflict"),  # a gap
        ("UPDATE actions SET action = '{}'", "append-only"),
        ("DELETE FROM actions", "append-only"),
        ("DELETE FROM games", "never deleted"),
        ("UPDATE games SET action_count = 0", "append-only"),
        ("DELETE FROM game_players", "only while the game is a lobby"),
    ):
        with pytest.raises(Refused, match=refusal):
            await database.execute(sql)
    if database.kind == "postgresql":  # TRUNCATE skips row triggers: refused by its own
        for table in ("actions", "games", "results"):
            with pytest.raises(Refused):
                await database.execute(f"TRUNCATE {table} CASCADE")
    await store.abandon_game(stored.game_id)
    with pytest.raises(Refused, match="not active"):
        await database.execute("INSERT INTO actions VALUES (1, 1, '{}', 0)")
    with pytest.raises(Refused, match="cannot be reopened"):
        await database.execute("UPDATE games SET status = 'active'")
    assert (await store.load_game(stored.game_id)).seq == 1


async def test_load_replays_the_log_after_a_restart(database: StoreDatabase) -> None:
    store = await Store.open(database.target)
    stored = await new_game(store, SPECS[1])  # kontra: the log keeps its "stop" actions
    stored = await play_out(store, stored, random.Random(5), steps=120)
    assert stored.game is not None
    before = answer(stored.game), list(stored.game.history), stored.game.decision()
    await store.update_ui_state(stored.game_id, {"turn_message": "123", "away": {"bo": True}})
    await store.close()

    store = await Store.open(database.target)
    try:
        (info,) = await store.open_games()
        assert info.game_id == stored.game_id and info.seq == stored.seq
        assert info.ui_state == {"turn_message": "123", "away": {"bo": True}}
        loaded = await store.load_game(stored.game_id)
        assert loaded.game is not None
        assert (answer(loaded.game), list(loaded.game.history), loaded.game.decision()) == before
        assert any(isinstance(a, Stop) for a in loaded.game.history)
        # and play goes on where it stopped
        await random_step(store, loaded, random.Random(1))
    finally:
        await store.close()


async def test_acting_on_the_returned_game_directly_is_noticed(store: Store) -> None:
    stored = await two_player_game(store)
    assert stored.game is not None
    stored.game.throw("ana", FixedDice([1, 1, 1, 1, 1]))  # not stored
    with pytest.raises(ActionConflict):
        await store.append_action(stored.game_id, Write("ana", "down/1"), seq=1)
    again = await store.load_game(stored.game_id)
    assert again.seq == 0 and again.game is not None and again.game.throws == 0


async def test_ui_state_merges_and_removes_keys(store: Store) -> None:
    stored = await two_player_game(store)
    state = await store.update_ui_state(stored.game_id, {"kept": [0, 2], "message": "m1"})
    assert state == {"kept": [0, 2], "message": "m1"}
    state = await store.update_ui_state(stored.game_id, {"kept": None, "away": {"ana": True}})
    assert state == {"message": "m1", "away": {"ana": True}}
    assert (await store.load_game(stored.game_id)).info.ui_state == state
    with pytest.raises(GameNotFound):
        await store.update_ui_state(999, {"a": 1})


# -- finishing ---------------------------------------------------------------------------------
@pytest.mark.parametrize("spec", SPECS, ids=lambda s: f"{s.ruleset}-{s.mode}")
async def test_the_last_action_finishes_the_game(store: Store, spec: Spec) -> None:
    stored = await new_game(store, spec)
    stored = await play_out(store, stored, random.Random(11))
    game = stored.game
    assert game is not None and game.is_over
    assert stored.info.status == "finished" and stored.info.ended_at is not None
    rows = await store.game_results(stored.game_id)
    assert sorted(r.user_id for r in rows) == sorted(game.players)
    totals, place = game.totals(), places(game)
    for row in rows:
        competitor = row.team or row.user_id
        assert row.score == totals[competitor]
        assert row.place == place[competitor]
        assert row.won == (competitor in game.winners())
        assert row.competitors == len(game.competitors)
        assert row.yambs == yambs_thrown(game)[row.user_id]
        if spec.mode == "team":
            assert row.sheet_score == game.sheet_total(row.user_id)
    with pytest.raises(WrongStatus):
        await store.append_throw(stored.game_id, game.players[0], seq=stored.seq)
    assert await store.finish_game(stored.game_id) == rows  # idempotent
    assert await store.game_in_channel("c1") is None
    # the export is the docs/record.md record, and the seed proves the dice
    record = await store.export_record(stored.game_id)
    assert answer(replay(record)) == answer(game)
    assert "stop" not in {a["do"] for a in record["actions"]}
    seed = await store.reveal_seed(stored.game_id)
    assert seed_commitment(seed) == stored.info.commitment
    assert verify_throws(record, seed) == sum(isinstance(a, Throw) for a in game.history)


async def test_ratings_rate_teams_as_teams_with_plackett_luce(store: Store) -> None:
    stored = await play_out(store, await new_game(store, SPECS[2]), random.Random(2))
    rows = {r.user_id: r for r in await store.game_results(stored.game_id)}
    model = PlackettLuce()
    teams = [[model.rating(), model.rating()] for _ in TEAMS]
    ranks = [float(rows[members[0]].place) for members in TEAMS.values()]
    expected = model.rate(teams, ranks=ranks)
    board = {r.user_id: r for r in await store.ratings("g1", "tris")}
    for team, new in zip(TEAMS.values(), expected, strict=True):
        for user, rating in zip(team, new, strict=True):
            assert board[user].mu == pytest.approx(rating.mu)
            assert board[user].sigma == pytest.approx(rating.sigma)
            assert board[user].games == 1
    assert await store.rebuild_ratings() == 1
    rebuilt = {r.user_id: r for r in await store.ratings("g1", "tris")}
    assert rebuilt == board


async def test_abandoned_games_are_kept_but_never_counted(store: Store) -> None:
    stored = await two_player_game(store)
    stored = await play_out(store, stored, random.Random(4), steps=30)
    info = await store.abandon_game(stored.game_id, "host left")
    assert info.status == "abandoned" and info.end_reason == "host left"
    assert await store.game_results(stored.game_id) == []
    assert await store.leaderboard("g1") == []
    assert await store.ratings("g1", "classic") == []
    loaded = await store.load_game(stored.game_id)
    assert loaded.game is not None and len(loaded.game.history) == 30  # the log is kept
    (summary,) = await store.recent_games("g1")
    assert summary.status == "abandoned" and summary.participants[0].score is None
    await store.reveal_seed(stored.game_id)  # the game is over: the seed may be shown
    with pytest.raises(WrongStatus):
        await store.abandon_game(stored.game_id)
    lobby = await store.create_game(guild_id="g1", channel_id="c1", host_id="a", ruleset="tris")
    assert (await store.abandon_game(lobby.game_id)).status == "cancelled"


async def test_the_seed_stays_secret_while_the_game_runs(store: Store) -> None:
    stored = await two_player_game(store)
    with pytest.raises(WrongStatus):
        await store.reveal_seed(stored.game_id)
    with pytest.raises(GameNotFound):
        await store.load_game(12345)


# -- pure helpers ------------------------------------------------------------------------------
class _Totals:
    def __init__(self, totals: dict[str, int], mode: str) -> None:
        self._totals, self.mode = totals, find_mode(mode)

    def totals(self) -> dict[str, int]:
        return self._totals


def test_places_share_ties_and_kontra_ranks_the_lowest_first() -> None:
    game = _Totals({"a": 900, "b": 1000, "c": 900, "d": 700}, "standard")
    assert places(game) == {"b": 1, "a": 2, "c": 2, "d": 4}  # type: ignore[arg-type]
    duel = _Totals({"a": 400, "b": 350}, "kontra")
    assert places(duel) == {"b": 1, "a": 2}  # type: ignore[arg-type]


def test_yambs_are_counted_for_the_thrower() -> None:
    game = Game("classic", ["ana", "bo"], mode="kontra")
    game.history[:] = [
        Throw("ana", (6, 6, 6, 6, 2)),
        Announce("bo", "announce/yamb"),
        Throw("bo", (6, 6, 6, 6, 6), (0, 1, 2, 3)),  # bo keeps for ana: ana's yamb
        Throw("bo", (6, 6, 6, 6, 6), (0, 1, 2, 3, 4)),  # nothing thrown: not counted
        Throw("bo", (3, 3, 3, 3, 3)),
    ]
    assert yambs_thrown(game) == {"ana": 1, "bo": 1}


async def test_games_of_the_same_players_finish_at_once(database: StoreDatabase) -> None:
    """Eight games of the same two players (seated both ways round) brought to their last
    cell, then ended at once through two stores (as two processes would): no finishing game
    waits for ever on another's rows, and every finish counts once in totals and ratings."""
    stores = [await Store.open(database.target), await Store.open(database.target)]
    try:
        games = []
        for number in range(8):
            store = stores[number % 2]
            info = await store.create_game(
                guild_id="g1", channel_id=f"c{number}", host_id="ana", ruleset="classic"
            )
            await store.join_game(info.game_id, "bo")
            seating = ["ana", "bo"] if number % 4 < 2 else ["bo", "ana"]
            stored = await store.start_game(info.game_id, seating=seating)
            rnd = random.Random(number)
            while sum(cell is None for sheet in stored.game.sheets.values() for cell in sheet) > 1:  # type: ignore[union-attr]
                stored = await random_step(store, stored, rnd)
            games.append((store, stored, rnd))
        ended = await asyncio.gather(*(play_out(store, game, rnd) for store, game, rnd in games))
        assert all(game.info.status == "finished" for game in ended)
        board = await stores[0].leaderboard("g1")
        assert sorted((row.user_id, row.games) for row in board) == [("ana", 8), ("bo", 8)]
        ratings = await stores[1].ratings("g1", "classic")
        assert sorted((row.user_id, row.games) for row in ratings) == [("ana", 8), ("bo", 8)]
    finally:
        for store in stores:
            await store.close()
