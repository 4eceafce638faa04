"""Store speed on SQLite or PostgreSQL: appending actions from 32 games at once, loading a game
in play, leaderboards and player stats at 100,000 and 1,000,000 finished games.

Run: python benchmarks/bench_store.py                      # SQLite, a file in a temporary folder
     python benchmarks/bench_store.py --url postgresql://USER:PASSWORD@HOST/EMPTY_DATABASE
     python benchmarks/bench_store.py --throwaway-postgresql  # starts one (tests/pgserver.py)
     [--games 100000,1000000] [--appends 10000] [--dir DIR]
Targets: at least 2,000 appends per second (each its own transaction, engine check included);
loading a game of 200 actions under 5 ms; a guild's leaderboard and a player's stats under
50 ms at each size (issue 18: on PostgreSQL at 1,000,000 games). The finished games are written
straight into the tables in bulk (executemany on SQLite, COPY on PostgreSQL), in one guild of
60 players over a year: the worst case for one guild's leaderboard. A --url database must be
empty: the benchmark fills it with a million games.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchkit import check_empty, percentile, start_postgresql, timed  # noqa: E402

from bot.seasons import Season  # noqa: E402
from bot.store import Store  # noqa: E402
from bot.store.backend import parse_target  # noqa: E402
from engine import Action, Correct, Game, SeededDice, ThrowOption  # noqa: E402

SEED = b"benchmark seed"
RULESETS = ("classic", "bulgarian", "yamm", "russian", "tris")
MODES = ("standard", "standard", "standard", "kontra", "pairs", "team")
CONCURRENT_GAMES = 32
# the triggers on results that keep running totals: off while filling, their work done in bulk
RESULT_TRIGGERS = ("results_add_to_totals", "results_add_to_days", "results_add_to_guild_days")
CHUNK_GAMES = 50_000  # finished games generated and written per batch


def scripted_game(players: list[str], seed: int = 1) -> list[Action]:
    """A whole random classic game played in memory with the store's seeded dice: the actions
    the bot would append, so that appending measures the store and not the random player."""
    game = Game("classic", players)
    rnd = random.Random(seed)
    throws = 0
    while not game.is_over:
        actions = [a for a in game.legal_actions() if not isinstance(a, Correct)]
        moves = [a for a in actions if isinstance(a, ThrowOption)]
        action = rnd.choice(moves if moves and rnd.random() < 0.5 else actions)
        if isinstance(action, ThrowOption):
            keep = None if action.first else [i for i in range(5) if rnd.random() < 0.5]
            game.throw(action.player, SeededDice(SEED, throws), keep)
            throws += 1
        else:
            game.apply(action)
    return list(game.history)


async def start(store: Store, channel: str, players: list[str]) -> int:
    info = await store.create_game(
        guild_id="bench",
        channel_id=channel,
        host_id=players[0],
        ruleset="classic",
        players=players,
    )
    return (await store.start_game(info.game_id, seed=SEED)).game_id


async def bench_append(
    target: str, count: int, synchronous: str, tag: str
) -> tuple[float, int, list[float]]:
    """Appends per second from CONCURRENT_GAMES games played at once through one store, each
    append its own transaction; games that end are finished (results, ratings) inside their
    last append, as in play, and the channel starts another. Returns (rate, games finished,
    latencies in ms)."""
    players = ["ana", "bo"]
    script = scripted_game(players)
    store = await Store.open(target, synchronous=synchronous)
    finished = 0
    left = count
    latencies: list[float] = []

    async def play(channel: str) -> None:
        nonlocal finished, left
        game_id = await start(store, channel, players)
        seq = 0
        while left > 0:
            left -= 1
            began = time.perf_counter()
            stored = await store.append_action(game_id, script[seq], seq=seq)
            latencies.append((time.perf_counter() - began) * 1000)
            seq += 1
            if stored.info.status == "finished":
                finished += 1
                game_id = await start(store, channel, players)
                seq = 0

    try:
        began = time.perf_counter()
        await asyncio.gather(*(play(f"{tag}-c{i}") for i in range(CONCURRENT_GAMES)))
        elapsed = time.perf_counter() - began
    finally:
        await store.close()
    return count / elapsed, finished, latencies


async def bench_load(target: str, actions: int = 200, rounds: int = 300) -> list[float]:
    """Cold loads (log read and replayed) of a game with `actions` actions, in ms."""
    players = ["ana", "bo"]
    script = scripted_game(players, seed=2)
    assert len(script) > actions
    store = await Store.open(target)
    try:
        game_id = await start(store, "load", players)
        for seq in range(actions):
            await store.append_action(game_id, script[seq], seq=seq)
        times = []
        for _ in range(rounds):
            store.evict()
            began = time.perf_counter()
            stored = await store.load_game(game_id)
            times.append((time.perf_counter() - began) * 1000)
            assert stored.game is not None and len(stored.game.history) == actions
        return times
    finally:
        await store.close()


# -- finished games in bulk ----------------------------------------------------------------------
def generated(
    first: int,
    last: int,
    ids: list[str],
    *,
    guilds: int = 1,
    guild_id: str | None = None,
    days: float = 365,
    now: float,
) -> Iterator[tuple[list[tuple[Any, ...]], list[tuple[Any, ...]]]]:
    """(game rows, result rows) for game ids first..last, CHUNK_GAMES games at a time; the
    same ids give the same games on every run."""
    users = len(ids)
    for start_id in range(first, last + 1, CHUNK_GAMES):
        rnd = random.Random(start_id)
        game_rows: list[tuple[Any, ...]] = []
        result_rows: list[tuple[Any, ...]] = []
        for game_id in range(start_id, min(last, start_id + CHUNK_GAMES - 1) + 1):
            guild = guild_id or f"g{game_id % guilds}"
            ruleset, mode = rnd.choice(RULESETS), rnd.choice(MODES)
            if ruleset == "yamm" and mode == "kontra":
                mode = "standard"
            size = 2 if mode == "kontra" else 4 if mode in ("pairs", "team") else rnd.randint(1, 4)
            seated = rnd.sample(range(users), size)
            ended = now - rnd.uniform(0, days) * 86400
            game_rows.append(
                (
                    game_id,
                    guild,
                    f"c{game_id}",
                    ids[seated[0]],
                    ruleset,
                    mode,
                    "finished",
                    json.dumps([ids[p] for p in seated]),
                    ended - 2000,
                    ended - 2000,
                    ended,
                )
            )
            scores = {p: rnd.randint(200, 1400) for p in seated}
            order = sorted(seated, key=lambda p: scores[p], reverse=mode != "kontra")
            for place, p in enumerate(order, start=1):
                result_rows.append(
                    (
                        game_id,
                        ids[p],
                        guild,
                        ruleset,
                        mode,
                        None,
                        scores[p],
                        scores[p],
                        place,
                        int(place == 1 and size > 1),
                        size,
                        rnd.randint(0, 3),
                        2000.0,
                        ended,
                    )
                )
        yield game_rows, result_rows


_GAME_COLUMNS = [
    "game_id",
    "guild_id",
    "channel_id",
    "host_id",
    "ruleset",
    "mode",
    "status",
    "players",
    "created_at",
    "started_at",
    "ended_at",
]
_RESULT_COLUMNS = [
    "game_id",
    "user_id",
    "guild_id",
    "ruleset",
    "mode",
    "team",
    "score",
    "sheet_score",
    "place",
    "won",
    "competitors",
    "yambs",
    "duration",
    "finished_at",
]


def fill(
    path: Path,
    games: int,
    guilds: int = 1,
    users: int = 60,
    days: float = 365,
    *,
    user_ids: list[str] | None = None,
    guild_id: str | None = None,
) -> None:
    """`games` more finished games with their result rows, straight into a SQLite file (the
    results' triggers keep the running totals, all time and per day). `user_ids` and
    `guild_id` name real members and their server (default u0.., g0..)."""
    now = time.time()
    ids = user_ids or [f"u{i}" for i in range(users)]
    conn = sqlite3.connect(path)
    with conn:
        conn.executemany(
            "INSERT OR IGNORE INTO users (user_id, display_name, seen_at) VALUES (?, ?, ?)",
            [(ids[i], f"Player {i}", now) for i in range(len(ids))],
        )
        first = (conn.execute("SELECT COALESCE(MAX(game_id), 0) FROM games").fetchone()[0]) + 1
        for game_rows, result_rows in generated(
            first, first + games - 1, ids, guilds=guilds, guild_id=guild_id, days=days, now=now
        ):
            conn.executemany(
                f"INSERT INTO games ({', '.join(_GAME_COLUMNS)}) "
                f"VALUES ({', '.join('?' * len(_GAME_COLUMNS))})",
                game_rows,
            )
            conn.executemany(
                f"INSERT INTO results VALUES ({', '.join('?' * len(_RESULT_COLUMNS))})",
                result_rows,
            )
    conn.close()


# the per-day totals and their keys (migrations/postgresql/0006 and 0007): what their triggers
# do row by row, done for many results at once
DAY_TABLES = {
    "player_days": "guild_id, day, user_id, ruleset, mode",
    "guild_days": "guild_id, day, user_id",
}


def _fill_days(table: str, keys: str) -> str:
    best = "ORDER BY score DESC, finished_at, game_id"
    # guild_days' best leaves Kontra's totals out (schema 18): NULL on a day of Kontra alone
    only = " FILTER (WHERE mode <> 'kontra')" if table == "guild_days" else ""
    earlier = (
        "excluded.best_score IS NOT NULL AND (t.best_score IS NULL OR "
        "(-excluded.best_score, excluded.best_finished_at, excluded.best_game_id) "
        "< (-t.best_score, t.best_finished_at, t.best_game_id))"
    )
    return f"""
        INSERT INTO {table} AS t ({keys}, games, wins, contested, score_sum, best_score,
            best_finished_at, best_game_id, yambs)
        SELECT {keys}, count(*), sum(won), sum(CASE WHEN competitors > 1 THEN 1 ELSE 0 END),
            sum(score), max(score){only}, (array_agg(finished_at {best}){only})[1],
            (array_agg(game_id {best}){only})[1], sum(yambs)
        FROM (SELECT *, floor(finished_at / 86400)::integer AS day FROM results
              WHERE game_id BETWEEN $1 AND $2) AS dated
        GROUP BY {keys}
        ON CONFLICT ({keys}) DO UPDATE SET
            games = t.games + excluded.games, wins = t.wins + excluded.wins,
            contested = t.contested + excluded.contested,
            score_sum = t.score_sum + excluded.score_sum, yambs = t.yambs + excluded.yambs,
            best_finished_at = CASE WHEN {earlier}
                THEN excluded.best_finished_at ELSE t.best_finished_at END,
            best_game_id = CASE WHEN {earlier}
                THEN excluded.best_game_id ELSE t.best_game_id END,
            best_score = CASE WHEN {earlier}
                THEN excluded.best_score ELSE t.best_score END
    """


async def fill_postgresql(url: str, games: int, users: int = 60, days: float = 365) -> None:
    """`games` more finished games into PostgreSQL with COPY; the running totals (all time and
    per day) of the new results are then added in one statement each (the per-row triggers
    are off meanwhile: this is bulk data, not play), and the tables vacuumed and analysed as
    autovacuum would."""
    import asyncpg

    now = time.time()
    ids = [f"u{i}" for i in range(users)]
    conn = await asyncpg.connect(url)
    try:
        async with conn.transaction():
            await conn.executemany(
                "INSERT INTO users VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
                [(ids[i], f"Player {i}", now) for i in range(users)],
            )
            first = int(await conn.fetchval("SELECT COALESCE(max(game_id), 0) FROM games")) + 1
            last = first + games - 1
            for trigger in RESULT_TRIGGERS:
                await conn.execute(f"ALTER TABLE results DISABLE TRIGGER {trigger}")
            for game_rows, result_rows in generated(first, last, ids, days=days, now=now):
                await conn.copy_records_to_table("games", records=game_rows, columns=_GAME_COLUMNS)
                await conn.copy_records_to_table(
                    "results", records=result_rows, columns=_RESULT_COLUMNS
                )
            for trigger in RESULT_TRIGGERS:
                await conn.execute(f"ALTER TABLE results ENABLE TRIGGER {trigger}")
            # the trigger's arithmetic, for many results at once
            await conn.execute(
                """
                INSERT INTO player_totals AS t (guild_id, user_id, ruleset, mode, games, wins,
                    contested, score_sum, best_score, best_game_id, yambs)
                SELECT guild_id, user_id, ruleset, mode, count(*), sum(won),
                    sum(CASE WHEN competitors > 1 THEN 1 ELSE 0 END), sum(score), max(score),
                    (array_agg(game_id ORDER BY score DESC, game_id))[1], sum(yambs)
                FROM results WHERE game_id BETWEEN $1 AND $2
                GROUP BY guild_id, user_id, ruleset, mode
                ON CONFLICT (guild_id, user_id, ruleset, mode) DO UPDATE SET
                    games = t.games + excluded.games, wins = t.wins + excluded.wins,
                    contested = t.contested + excluded.contested,
                    score_sum = t.score_sum + excluded.score_sum, yambs = t.yambs + excluded.yambs,
                    best_game_id = CASE WHEN excluded.best_score > t.best_score
                                        THEN excluded.best_game_id ELSE t.best_game_id END,
                    best_score = GREATEST(t.best_score, excluded.best_score)
                """,
                first,
                last,
            )
            for table, keys in DAY_TABLES.items():
                await conn.execute(_fill_days(table, keys), first, last)
            await conn.execute(
                "SELECT setval(pg_get_serial_sequence('games', 'game_id'), $1)", last
            )
        await conn.execute(
            "VACUUM (ANALYZE) games, results, player_totals, player_days, guild_days"
        )
    finally:
        await conn.close()


async def count_rows(target: str, table: str) -> int:
    store = await Store.open(target)
    try:
        rows = await store._db.reader.fetch(f"SELECT COUNT(*) FROM {table}")
        return int(rows[0][0])
    finally:
        await store.close()


# -- timing ------------------------------------------------------------------------------------
def line(name: str, times: list[float], target: float | None = None) -> str:
    median = statistics.median(times)
    worst = max(times)
    verdict = "" if target is None else ("  OK" if median < target else "  TOO SLOW")
    return f"  {name:<44} median {median:7.2f} ms  max {worst:7.2f} ms{verdict}"


async def boards(store: Store) -> dict[str, list[float]]:
    last_month = Season.at("month", time.time()).previous()  # a whole season of games
    cases: dict[str, Callable[[], Awaitable[object]]] = {
        "leaderboard, all time": lambda: store.leaderboard("g0"),
        "leaderboard by average, all time": lambda: store.leaderboard("g0", order="average"),
        "leaderboard, last 30 days": lambda: store.leaderboard("g0", days=30),
        "leaderboard, classic standard 30 days": lambda: store.leaderboard(
            "g0", ruleset="classic", mode="standard", days=30
        ),
        "season board, last month": lambda: store.leaderboard(
            "g0", season=(last_month.first_day, last_month.end_day)
        ),
        "season board, classic last month": lambda: store.leaderboard(
            "g0", ruleset="classic", season=(last_month.first_day, last_month.end_day)
        ),
        "player stats, all time": lambda: store.player_stats("g0", "u1"),
        "player stats, every server": lambda: store.player_stats(None, "u1"),
        "player stats, last 30 days": lambda: store.player_stats("g0", "u1", days=30),
        "kontra head-to-head": lambda: store.head_to_head("g0", "u1", "u2"),
        "recent games": lambda: store.recent_games("g0"),
    }
    return {name: await timed(call) for name, call in cases.items()}


async def run(target: str, args: argparse.Namespace) -> None:
    kind = parse_target(target).kind
    summary: dict[str, str] = {}
    print(f"Database: {kind} ({parse_target(target)})")
    await check_empty(target)

    print(
        f"Appending actions: {CONCURRENT_GAMES} games at once, each append its own transaction "
        "(engine check included):"
    )
    for synchronous in ("FULL", "NORMAL") if kind == "sqlite" else ("FULL",):
        rate, finished, latencies = await bench_append(
            target, args.appends, synchronous, f"s{synchronous}"
        )
        verdict = "OK" if rate >= 2000 else "TOO SLOW"
        label = f"synchronous={synchronous}" if kind == "sqlite" else "commit (fsync)"
        print(
            f"  {label:<18} {rate:9.0f} appends/s  p95 {percentile(latencies, 0.95):6.2f} ms "
            f"({args.appends} appends, {finished} games finished)  {verdict}"
        )
        if synchronous == "FULL":
            summary["appends/s (32 games at once)"] = f"{rate:,.0f}"

    print("Loading a game of 200 actions (cold: log read and replayed):")
    loads = await bench_load(target)
    print(line("load_game", loads, 5.0))
    summary["load a game of 200 actions (ms)"] = f"{statistics.median(loads):.1f}"

    done = 0
    for size in args.games:
        began = time.perf_counter()
        if kind == "sqlite":
            path = parse_target(target).path
            assert path is not None
            await asyncio.to_thread(fill, path, size - done)
        else:
            await fill_postgresql(target, size - done)
        done = size
        results = await count_rows(target, "results")
        print(
            f"Leaderboards: {size:,} finished games over a year, {results:,} result rows, one "
            f"guild (filled in {time.perf_counter() - began:.1f} s)"
        )
        began = time.perf_counter()
        store = await Store.open(target)  # with SQLite's start-up quick check
        print(f"  {'open (SQLite: with the quick check)':<44} {time.perf_counter() - began:7.2f} s")
        try:
            for name, times in (await boards(store)).items():
                print(line(name, times, 50.0))
                summary[f"{name} at {size:,} (ms)"] = f"{statistics.median(times):.1f}"
        finally:
            await store.close()
    print("\nSummary (medians):")
    for name, value in summary.items():
        print(f"  {name:<52} {value:>10}")


async def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--url", help="an empty database: postgresql://... or sqlite:///...")
    parser.add_argument(
        "--throwaway-postgresql",
        action="store_true",
        help="start a PostgreSQL server of its own (initdb/postgres on PATH), durable commits",
    )
    parser.add_argument(
        "--games",
        type=lambda text: [int(n) for n in text.split(",")],
        default=[100_000, 1_000_000],
        help="sizes to measure at, ascending (default 100000,1000000)",
    )
    parser.add_argument("--appends", type=int, default=20_000)
    parser.add_argument("--dir", type=Path, default=None)
    args = parser.parse_args()
    if args.url:
        await run(args.url, args)
    elif args.throwaway_postgresql:
        server = start_postgresql()
        try:
            await run(server.create_database("bench"), args)
        finally:
            server.stop()
    else:
        with tempfile.TemporaryDirectory(dir=args.dir) as folder:
            await run(str(Path(folder) / "bench.sqlite3"), args)


if __name__ == "__main__":
    asyncio.run(main())
