"""Tournaments in the store, on both databases: joining is once and within the limit and only
while signing up, a start happens once, a round's pairings are inserted once however often
they are asked for, a game is linked and decided once, the end keeps each entrant's place."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest

from bot.store import Store, TournamentNotFound
from tests.storedb import StoreDatabase


@pytest.fixture
async def store(database: StoreDatabase) -> AsyncIterator[Store]:
    opened = await Store.open(database.target)
    try:
        yield opened
    finally:
        await opened.close()


async def signup(store: Store, limit: int | None = None) -> int:
    row = await store.create_tournament(
        guild_id="g1", channel_id="c1", organiser_id="org", name="Autumn Cup", format="swiss",
        ruleset="classic", max_players=limit, entrants={"bot:hard:1": "Yamb bot (hard)"},
    )
    assert row.status == "signup" and row.mode == "kontra" and row.pace == "live"
    return row.tournament_id


async def test_joining_is_once_within_the_limit_and_only_while_signing_up(store: Store) -> None:
    tid = await signup(store, limit=3)
    assert await store.join_tournament(tid, "ana", "Ana") == "joined"
    assert await store.join_tournament(tid, "ana", "Ana") == "already"
    # two members at once for the last place: one gets it
    results = await asyncio.gather(
        store.join_tournament(tid, "bo", "Bo"), store.join_tournament(tid, "cy", "Cy")
    )
    assert sorted(results) == ["full", "joined"]
    assert [e.user_id for e in await store.entrants(tid)][:2] == ["bot:hard:1", "ana"]
    assert len(await store.entrants(tid)) == 3
    assert await store.leave_tournament(tid, "ana")
    assert not await store.leave_tournament(tid, "ana")
    assert await store.join_tournament(tid, "dee", "Dee") == "joined"
    starts = await asyncio.gather(
        *(store.start_tournament(tid, {"dee": 30.0}, 3, drop_unchecked=False) for _ in range(3))
    )
    assert sorted(starts) == [False, False, True]
    assert await store.join_tournament(tid, "eve", "Eve") == "closed"
    assert not await store.leave_tournament(tid, "dee")
    row = await store.tournament(tid, "g1")
    assert row.status == "running" and row.rounds == 3
    assert {e.user_id: e.rating for e in await store.entrants(tid)}["dee"] == 30.0
    with pytest.raises(TournamentNotFound):
        await store.tournament(tid, "another server")
    with pytest.raises(TournamentNotFound):
        await store.join_tournament(tid + 99, "ana", "Ana")


async def test_many_joining_at_once_never_pass_the_limit(store: Store) -> None:
    """Thirty members click Join at the same moment for four places left: four get in, the
    rest are told it is full, and the tournament holds its limit (on PostgreSQL each join
    waits for the one before to commit before it counts)."""
    tid = await signup(store, limit=5)  # the bot holds one place
    members = [f"m{n}" for n in range(30)]
    results = await asyncio.gather(*(store.join_tournament(tid, m, m.upper()) for m in members))
    assert sorted(results) == ["full"] * 26 + ["joined"] * 4
    entrants = await store.entrants(tid)
    assert len(entrants) == 5
    assert {e.user_id for e in entrants} - {"bot:hard:1"} == {
        m for m, r in zip(members, results, strict=True) if r == "joined"
    }


async def test_a_start_drops_those_who_did_not_check_in(store: Store) -> None:
    tid = await signup(store)
    for user in ("ana", "bo", "cy"):
        assert await store.join_tournament(tid, user, user.title()) == "joined"
    assert await store.check_in(tid, "ana") and not await store.check_in(tid, "nobody")
    assert await store.start_tournament(tid, {}, None, drop_unchecked=True)
    assert [e.user_id for e in await store.entrants(tid)] == ["bot:hard:1", "ana"]
    assert not await store.check_in(tid, "bo")  # too late


async def test_pairings_links_and_results_happen_once(store: Store) -> None:
    tid = await signup(store)
    await store.join_tournament(tid, "ana", "Ana")
    await store.join_tournament(tid, "bo", "Bo")
    await store.start_tournament(tid, {}, 2, drop_unchecked=False)
    batch = [(1, 1, 0, "ana", "bo"), (1, 2, 0, "bot:hard:1", None)]
    await store.add_pairings(tid, batch)
    await store.add_pairings(tid, batch)  # asked again after a restart
    games = await store.tournament_games(tid)
    assert [(g.round, g.board, g.first_id, g.second_id) for g in games] == [
        (1, 1, "ana", "bo"), (1, 2, "bot:hard:1", None)
    ]
    info = await store.create_game(
        guild_id="g1", channel_id="tournament:1:1:1:0", host_id="ana", ruleset="classic",
        mode="kontra", players=["ana", "bo"],
    )
    assert await store.link_tournament_game(tid, (1, 1, 0), info.game_id)
    assert not await store.link_tournament_game(tid, (1, 1, 0), info.game_id + 1)
    found = await store.tournament_of_game(info.game_id)
    assert found is not None and found.key == (1, 1, 0) and found.tournament_id == tid
    assert await store.decide_tournament_game(tid, (1, 1, 0), 1.0, 42)
    assert not await store.decide_tournament_game(tid, (1, 1, 0), 0.0, -42)
    assert await store.decide_tournament_game(tid, (1, 2, 0), 1.0, forfeit=False)
    decided = {g.key: (g.score, g.margin) for g in await store.tournament_games(tid)}
    assert decided == {(1, 1, 0): (1.0, 42), (1, 2, 0): (1.0, 0)}
    assert await store.drop_entrant(tid, "bo", 2) and not await store.drop_entrant(tid, "bo", 3)
    state = await store.update_tournament_state(tid, {"signup": 5, "round": 1})
    assert await store.update_tournament_state(tid, {"round": None}) == {"signup": 5}
    assert state == {"round": 1, "signup": 5}
    assert await store.finish_tournament(tid, {"ana": 1, "bot:hard:1": 2, "bo": 3})
    assert not await store.finish_tournament(tid, {"ana": 3})
    assert not await store.cancel_tournament(tid)
    assert await store.tournament_record("g1", "ana") == (1, 1)
    assert await store.tournament_record(None, "bo") == (1, 3)
    assert await store.tournament_record("g1", "nobody") == (0, None)
    assert [t.tournament_id for t in await store.guild_tournaments("g1")] == [tid]
    assert await store.open_tournaments() == []


async def test_a_start_time_moves_only_while_signing_up(store: Store) -> None:
    tid = await signup(store)
    assert await store.postpone_tournament(tid, 1_900_000_000.0)
    assert (await store.tournament(tid)).starts_at == 1_900_000_000.0
    assert await store.start_tournament(tid, {}, 1, drop_unchecked=False)
    assert not await store.postpone_tournament(tid, 1_950_000_000.0)
    assert (await store.tournament(tid)).starts_at == 1_900_000_000.0
