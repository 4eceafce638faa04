"""Tournament rules' speed: a big swiss's pairing of round 5, and its standings after 11 rounds.

Run: python benchmarks/bench_tournament.py [--entrants 1024] [--histories 20] [--store]
     (--store: also the standings read from the store, SQLite and a throwaway PostgreSQL)
Targets: the pairings of round 5 for 1,024 entrants (rounds 1-4 played, results from a seeded
RNG) under 200 ms median, with no pair repeated and at most one bye; the same for 1,023 (an odd
field: a bye to give too). Also printed: the standings of 1,024 entrants after 11 rounds, and
with --store, those standings as `/yamb-tournament show` reads them (the tournament's entrants
and games from the store, then the engine's standings) under 50 ms on SQLite and PostgreSQL.

Each history has its own seed: ratings 1000-2000, results by the Elo expectation with one game
in ten tied, margins up to 80 points. The timed call is what the bot makes, `pairings(outcomes)`
with every outcome so far (it works out the players' histories from them each time).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from benchkit import start_postgresql  # noqa: E402

from bot.app.tournaments import outcome_of  # noqa: E402
from bot.store import Store  # noqa: E402
from engine.tournament import Entrant, Outcome, Pairing, Tournament  # noqa: E402


def play_rounds(
    tournament: Tournament, rounds: int, rng: random.Random
) -> tuple[list[Outcome], list[Pairing]]:
    """Plays `rounds` rounds; returns the outcomes and the last batch paired."""
    rating = {e.id: e.rating for e in tournament.entrants}
    outcomes: list[Outcome] = []
    batch: list[Pairing] = []
    for _ in range(rounds):
        batch = tournament.pairings(outcomes)
        for p in batch:
            if p.second is None:
                continue
            expected = 1 / (1 + 10 ** ((rating[p.second] - rating[p.first]) / 400))
            draw = rng.random()
            if draw < 0.1:
                outcomes.append(Outcome(p.round, p.first, p.second, 0.5))
                continue
            won = rng.random() < expected
            margin = rng.randint(1, 80)
            outcomes.append(
                Outcome(p.round, p.first, p.second, 1.0 if won else 0.0, margin if won else -margin)
            )
    return outcomes, batch


def entrants(count: int, rng: random.Random) -> list[Entrant]:
    return [Entrant(f"u{i:05d}", round(rng.uniform(1000, 2000), 1)) for i in range(count)]


def percentile(times: list[float], share: float) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


def round_five(count: int, histories: int) -> None:
    """Times round 5's pairings over seeded histories; checks them for repeats and byes."""
    times: list[float] = []
    repeated = 0
    byes: list[int] = []
    for seed in range(histories):
        rng = random.Random(seed)
        tournament = Tournament("swiss", entrants(count, rng), rounds=11)
        outcomes, _ = play_rounds(tournament, 4, rng)
        start = time.perf_counter()
        batch = tournament.pairings(outcomes)
        times.append((time.perf_counter() - start) * 1000)
        assert batch[0].round == 5
        met = {frozenset((o.first, o.second)) for o in outcomes if o.second is not None}
        repeated += sum(
            1 for p in batch if p.second is not None and frozenset((p.first, p.second)) in met
        )
        byes.append(sum(1 for p in batch if p.second is None))
    print(
        f"swiss round 5 pairings, {count:,} entrants, {histories} seeded histories: "
        f"median {statistics.median(times):.1f} ms, p95 {percentile(times, 0.95):.1f} ms, "
        f"max {max(times):.1f} ms (target < 200 ms median)"
    )
    print(f"repeated pairs: {repeated}, byes this round: {max(byes)} (most in one history)")


async def stored_standings(target: str, count: int, kind: str) -> None:
    """A finished swiss of `count` entrants and 11 rounds in the store, then its standings
    read as the bot reads them, 20 times."""
    rng = random.Random(1000)
    field = entrants(count, rng)
    rules = Tournament("swiss", field, rounds=11)
    outcomes, _ = play_rounds(rules, 11, rng)
    store = await Store.open(target)
    try:
        t = await store.create_tournament(
            guild_id="g", channel_id="c", organiser_id="o", name="Big", format="swiss",
            ruleset="classic", rounds=11,
        )
        tid = t.tournament_id
        for e in field:
            await store.join_tournament(tid, e.id, e.id)
        await store.start_tournament(tid, {e.id: e.rating for e in field}, 11, drop_unchecked=False)
        boards: dict[int, int] = {}
        keys = []
        for o in outcomes:
            boards[o.round] = boards.get(o.round, 0) + 1
            keys.append((o.round, boards[o.round], o))
        await store.add_pairings(tid, [(r, b, 0, o.first, o.second) for r, b, o in keys])
        for r, b, o in keys:
            await store.decide_tournament_game(tid, (r, b, 0), o.score, o.margin)
        times = []
        for _ in range(20):
            start = time.perf_counter()
            stored = await store.entrants(tid)
            rows = await store.tournament_games(tid)
            table = Tournament("swiss", [Entrant(e.user_id, e.rating) for e in stored], 11)
            table.standings([outcome_of(r) for r in rows if r.score is not None])
            times.append((time.perf_counter() - start) * 1000)
        print(
            f"standings read from the store ({kind}), {count:,} entrants, 11 rounds, "
            f"{len(rows):,} games: median {statistics.median(times):.1f} ms, "
            f"p95 {percentile(times, 0.95):.1f} ms (target < 50 ms)"
        )
    finally:
        await store.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entrants", type=int, default=1024)
    parser.add_argument("--histories", type=int, default=20)
    parser.add_argument("--store", action="store_true")
    args = parser.parse_args()

    # the field as asked, and one fewer: an odd field has a bye to find as well
    for count in (args.entrants, args.entrants - 1):
        round_five(count, args.histories)

    rng = random.Random(1000)
    tournament = Tournament("swiss", entrants(args.entrants, rng), rounds=11)
    outcomes, _ = play_rounds(tournament, 11, rng)
    assert tournament.is_over(outcomes)
    standings_times = []
    for _ in range(5):
        start = time.perf_counter()
        table = tournament.standings(outcomes)
        standings_times.append((time.perf_counter() - start) * 1000)
    print(
        f"standings after 11 rounds, {args.entrants:,} entrants ({len(outcomes):,} outcomes): "
        f"median {statistics.median(standings_times):.1f} ms of 5; leader {table[0].id} "
        f"{table[0].points} points, Buchholz {table[0].buchholz}"
    )
    if args.store:
        with tempfile.TemporaryDirectory() as folder:
            asyncio.run(stored_standings(str(Path(folder) / "t.sqlite3"), args.entrants, "SQLite"))
        server = start_postgresql()
        try:
            url = server.create_database("bench_tournament")
            asyncio.run(stored_standings(url, args.entrants, "PostgreSQL"))
        finally:
            server.stop()


if __name__ == "__main__":
    main()
