"""Store speed: appending actions, loading a game, leaderboards over 100,000 finished games.

Run: python benchmarks/bench_store.py [--games 100000] [--dir DIR]
Targets (issue 3): appending an action (one transaction, WAL) at least 2,000 per second;
loading a game of 200 actions under 5 ms; a guild's leaderboard with 100,000 finished games in
the database under 50 ms. Databases are made in a temporary folder (or --dir) and removed.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sqlite3
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from bot.store import Store
from engine import Action, Correct, Game, SeededDice, ThrowOption

SEED = b"benchmark seed"
RULESETS = ("classic", "bulgarian", "yamm", "russian", "tris")
MODES = ("standard", "standard", "standard", "kontra", "pairs", "team")


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


async def bench_append(path: Path, count: int, synchronous: str) -> tuple[float, int]:
    """Appends per second, each its own transaction; games that end are finished (results,
    ratings) inside their last append, as in play. Returns (rate, games finished)."""
    players = ["ana", "bo"]
    script = scripted_game(players)
    store = await Store.open(path, synchronous=synchronous)
    finished = 0
    try:
        channel = 0
        game_id = await start(store, f"c{channel}", players)
        seq = 0
        elapsed = 0.0
        for _ in range(count):
            began = time.perf_counter()
            stored = await store.append_action(game_id, script[seq], seq=seq)
            elapsed += time.perf_counter() - began
            seq += 1
            if stored.info.status == "finished":
                finished += 1
                channel += 1
                game_id = await start(store, f"c{channel}", players)
                seq = 0
    finally:
        await store.close()
    return count / elapsed, finished


async def bench_load(path: Path, actions: int = 200, rounds: int = 300) -> list[float]:
    """Cold loads (log read and replayed) of a game with `actions` actions, in ms."""
    players = ["ana", "bo"]
    script = scripted_game(players, seed=2)
    assert len(script) > actions
    store = await Store.open(path)
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
    """`games` finished games with their result rows, straight into the schema (fast).
    `user_ids` and `guild_id` name real members and their server (default u0.., g0..)."""
    rnd = random.Random(7)
    now = time.time()
    ids = user_ids or [f"u{i}" for i in range(users)]
    users = len(ids)
    conn = sqlite3.connect(path)
    with conn:
        conn.executemany(
            "INSERT INTO users VALUES (?, ?, ?)",
            [(ids[i], f"Player {i}", now) for i in range(users)],
        )
        game_rows: list[tuple[Any, ...]] = []
        result_rows: list[tuple[Any, ...]] = []
        for game_id in range(1, games + 1):
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
        conn.executemany(
            "INSERT INTO games (game_id, guild_id, channel_id, host_id, ruleset, mode, status, "
            "players, created_at, started_at, ended_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            game_rows,
        )
        conn.executemany(
            "INSERT INTO results VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", result_rows
        )
    conn.close()


async def timed(call: Callable[[], Awaitable[object]], rounds: int = 30) -> list[float]:
    await call()  # warm the page cache, as a running bot has it
    times = []
    for _ in range(rounds):
        began = time.perf_counter()
        await call()
        times.append((time.perf_counter() - began) * 1000)
    return times


def line(name: str, times: list[float], target: float | None = None) -> str:
    median = statistics.median(times)
    worst = max(times)
    verdict = "" if target is None else ("  OK" if median < target else "  TOO SLOW")
    return f"  {name:<44} median {median:7.2f} ms  max {worst:7.2f} ms{verdict}"


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--appends", type=int, default=10_000)
    parser.add_argument("--dir", type=Path, default=None)
    parser.add_argument(
        "--spread-days", type=float, default=365, help="games end over this many past days"
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=args.dir) as folder:
        tmp = Path(folder)
        print("Appending actions (one transaction each, WAL, engine check included):")
        for synchronous in ("FULL", "NORMAL"):
            rate, finished = await bench_append(
                tmp / f"append-{synchronous}.db", args.appends, synchronous
            )
            verdict = "OK" if rate >= 2000 else "TOO SLOW"
            print(
                f"  synchronous={synchronous:<6} {rate:9.0f} appends/s "
                f"({args.appends} appends, {finished} games finished)  {verdict}"
            )

        print("Loading a game of 200 actions (cold: log read and replayed):")
        print(line("load_game", await bench_load(tmp / "load.db"), 5.0))

        path = tmp / "board.db"
        store = await Store.open(path)
        await store.close()
        began = time.perf_counter()
        fill(path, args.games, days=args.spread_days)
        results = sqlite3.connect(path).execute("SELECT COUNT(*) FROM results").fetchone()[0]
        print(
            f"Leaderboards: {args.games} finished games over {args.spread_days:g} days, "
            f"{results} result rows, one guild (filled in {time.perf_counter() - began:.1f} s)"
        )
        began = time.perf_counter()
        store = await Store.open(path)  # with the start-up quick check
        print(f"  {'open with the start-up quick check':<44} {time.perf_counter() - began:7.2f} s")
        try:
            print(line("leaderboard, all time", await timed(lambda: store.leaderboard("g0")), 50))
            print(
                line(
                    "leaderboard, last 30 days",
                    await timed(lambda: store.leaderboard("g0", days=30)),
                    50,
                )
            )
            print(
                line(
                    "leaderboard, classic standard 30 days",
                    await timed(
                        lambda: store.leaderboard("g0", ruleset="classic", mode="standard", days=30)
                    ),
                    50,
                )
            )
            print(
                line(
                    "leaderboard by average",
                    await timed(lambda: store.leaderboard("g0", order="average")),
                    50,
                )
            )
            print(line("player stats", await timed(lambda: store.player_stats("g0", "u1"))))
            print(
                line(
                    "kontra head-to-head", await timed(lambda: store.head_to_head("g0", "u1", "u2"))
                )
            )
            print(line("recent games", await timed(lambda: store.recent_games("g0"))))
            began = time.perf_counter()
            await store.backup(tmp / "backup.db")
            print(f"  {'online backup':<44} {time.perf_counter() - began:7.2f} s")
        finally:
            await store.close()


if __name__ == "__main__":
    asyncio.run(main())
