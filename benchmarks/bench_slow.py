"""Slow games (games over days) under load: the timer tick finding the due games among 100,000
waiting ones, and a restart resuming the reminders that came due while the bot was down.

Run: python benchmarks/bench_slow.py                          # SQLite, a temporary file
     python benchmarks/bench_slow.py --throwaway-postgresql   # tests/pgserver.py's, durable
     python benchmarks/bench_slow.py --url postgresql://USER:PASSWORD@HOST/EMPTY_DATABASE
     [--games 100000] [--finished 1000000] [--due 0.02] [--real 300] [--servers 2000]
     [--users 20000] [--explain] [--dir DIR]

Target (the issue): "100,000 slow games waiting in the store: the timer tick finds the due ones
in < 50 ms (both stores); a restart resumes every due reminder within one tick."

How it is measured:
- The fill, straight into the tables in bulk (executemany on SQLite, COPY on PostgreSQL, then
  VACUUM ANALYZE): `--finished` finished games over the last year (a third of them slow, their
  `due_at` left in the past, as the store leaves it: only the partial index `games_due` keeps
  them out of the tick) and `--games` active slow games (turn_seconds 86400, two players each,
  started and at action 0: valid games the tick can load), as a running bot leaves them at the
  moment T0 after it was down for a while: their turns began over the last day; those under
  12 hours wait for their reminder (due_at = last action + 12 h), the older ones were reminded
  and wait for the limit (+ 24 h); those that came due during the downtime (`--due`, 2%: about
  15 minutes of timers at 100,000 games) are due at T0. Then `--real` slow games made through
  the store's API (created, joined, started, two throws each; made after the finding part),
  whose reminders came due in the 10 minutes before any bulk game's.
- Finding: `store.due_games(now)` at 31 moments from one tick (30 s) after the downtime began
  to T0, from about 70 due games to all of them (the tick reads every due game): median and
  max against the 50 ms target. Beside it, no target: the rest of the bot's 30 s tick
  (bot/discord_app/client.py `_tick`): `away.tick()` (live games only) and `bots.refresh()`
  (games with a bot seat); `--explain` prints the plans.
- Restart 1 (the target): a fresh `Store` and `bot.app.core.App` (no Discord) at the moment only the
  `--real` games are due; one `await app.pace.tick()`; every one reminded (ui_state `reminded`
  at its action count, a 'dm' post queued, due_at moved to the limit)? Then the display
  (`Display.wake`) delivers them through a fake messenger: direct messages sent, outboxes empty.
- Restart 2: a fresh Store and App at T0, with the bulk's due games too (thousands): ticks
  30 s apart until none is left over; reminders and turns played at the limit.
- Restart 3: the same with two processes (PostgreSQL's shards), one of them down: the running
  one owns half the servers (`owns`): are any of its due games left behind?
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import random
import statistics
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchkit import (  # noqa: E402
    USER_COLUMNS,
    Rows,
    Table,
    bulk_fill,
    check_empty,
    explain,
    guild_id,
    start_postgresql,
    timed,
    user_id,
)

from bot.app.core import App  # noqa: E402
from bot.app.state import TableState  # noqa: E402
from bot.store import Store  # noqa: E402
from bot.store.backend import parse_target  # noqa: E402
from bot.ui import Screen  # noqa: E402
from engine import seed_commitment  # noqa: E402

TARGET_MS = 50.0  # finding the due games
DAY = 86400.0  # the slow games' turn time
HALF = DAY / 2  # the reminder
TICK = 30.0  # the bot's timer tick (bot/__main__.py: at most 30 s)
LIMIT = 10**9  # the tick reads every due game (before cba0b57: the first 500 of all servers)
CHANNEL_BASE = 900_000_000_000_000_000
CHUNK = 100_000  # games generated and written per batch
SLOW_FINISHED = 1 / 3  # of the finished games, slow ones (their due_at kept)
REAL_SPREAD = 600.0  # seconds over which the real games' reminders came due

_GAME_COLUMNS = [
    "game_id",
    "guild_id",
    "channel_id",
    "host_id",
    "ruleset",
    "mode",
    "status",
    "players",
    "seed",
    "commitment",
    "action_count",
    "ui_state",
    "created_at",
    "started_at",
    "ended_at",
    "last_action_at",
    "end_reason",
    "turn_seconds",
    "due_at",
]
_PLAYER_COLUMNS = ["game_id", "user_id", "joined", "team"]


@dataclass
class Fill:
    """What is filled, and what came of it."""

    now: float  # T0: the moment the bot comes back
    games: int  # active slow games in bulk
    finished: int
    due: float  # fraction of them due at T0
    servers: int
    users: int
    reminders_due: int = 0  # bulk games due at T0 for their reminder
    limits_due: int = 0  # ... for their limit
    real_ids: list[int] = field(default_factory=list)

    @property
    def backlog(self) -> float:
        """Seconds the bot was down: ages are uniform over a day and this, and the games
        whose reminder or limit fell in it (2 x backlog / (day + backlog)) are due."""
        return self.due * DAY / (2 - self.due)

    @property
    def down(self) -> float:
        """When the bot went down: no bulk game is due then."""
        return self.now - self.backlog


def generated(fill: Fill) -> Iterator[list[Table]]:
    """The users', games' and players' rows, CHUNK games at a time: the finished games first
    (older ids), then the active slow ones; the same arguments give the same rows."""
    now = fill.now
    users: Rows = [(user_id(i), f"Player {i}", now) for i in range(fill.users)]
    game_id = 0
    for first in range(0, fill.finished, CHUNK):
        rnd = random.Random(first)
        games: Rows = []
        for _ in range(min(CHUNK, fill.finished - first)):
            game_id += 1
            seated = [user_id(u) for u in rnd.sample(range(fill.users), 2)]
            ended = now - rnd.uniform(0, 365) * DAY
            slow = rnd.random() < SLOW_FINISHED
            started = ended - (rnd.uniform(2, 10) * DAY if slow else rnd.uniform(600, 3000))
            games.append(
                game_row(
                    game_id,
                    guild_id(rnd.randrange(fill.servers)),
                    seated,
                    "finished",
                    started=started,
                    ended=ended,
                    last=ended,
                    turn=DAY if slow else None,
                    due=ended + HALF if slow else None,  # the last action's timer, kept
                )
            )
        yield tables(users, games, [])
        users = []
    backlog = fill.backlog
    for first in range(0, fill.games, CHUNK):
        rnd = random.Random(-1 - first)
        games = []
        players: Rows = []
        for _ in range(min(CHUNK, fill.games - first)):
            game_id += 1
            seated = [user_id(u) for u in rnd.sample(range(fill.users), 2)]
            age = rnd.uniform(0, DAY + backlog)  # since the turn began
            last = now - age
            reminded = age >= HALF + backlog  # reminded before the bot went down
            due_at = last + (DAY if reminded else HALF)
            if due_at <= now:
                if reminded:
                    fill.limits_due += 1
                else:
                    fill.reminders_due += 1
            seed = rnd.randbytes(32)
            games.append(
                game_row(
                    game_id,
                    guild_id(rnd.randrange(fill.servers)),
                    seated,
                    "active",
                    seed=seed,
                    ui_state=json.dumps({"reminded": 0}) if reminded else "{}",
                    started=last,
                    last=last,
                    turn=DAY,
                    due=due_at,
                )
            )
            players += [(game_id, seated[0], 1, None), (game_id, seated[1], 2, None)]
        yield tables(users, games, players)


def game_row(
    game_id: int,
    guild: str,
    seated: list[str],
    status: str,
    *,
    seed: bytes | None = None,
    ui_state: str = "{}",
    started: float,
    ended: float | None = None,
    last: float,
    turn: float | None,
    due: float | None,
) -> tuple[Any, ...]:
    """A classic standard game's row (_GAME_COLUMNS), created a minute before it started, at
    action 0; a finished game ended as finished."""
    return (
        game_id,
        guild,
        str(CHANNEL_BASE + game_id),
        seated[0],
        "classic",
        "standard",
        status,
        json.dumps(seated),
        seed,
        None if seed is None else seed_commitment(seed),
        0,
        ui_state,
        started - 60,
        started,
        ended,
        last,
        "finished" if status == "finished" else None,
        turn,
        due,
    )


def tables(users: Rows, games: Rows, players: Rows) -> list[Table]:
    """A chunk's rows, the ones foreign keys point to first."""
    return [
        ("users", USER_COLUMNS, users),
        ("games", _GAME_COLUMNS, games),
        ("game_players", _PLAYER_COLUMNS, players),
    ]


class Clock:
    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


async def real_games(target: str, fill: Fill, count: int) -> list[int]:
    """`count` slow games made as the bot makes them (created with both players, started,
    two throws), their reminders due in the REAL_SPREAD seconds before the bot went down...
    before any bulk game's: at `fill.down` exactly these are due."""
    rnd = random.Random(7)
    clock = Clock(fill.now)
    store = await Store.open(target, clock=clock)
    ids = []
    try:
        for r in range(count):
            due = fill.down - rnd.uniform(1.0, REAL_SPREAD)
            last = due - HALF
            seated = [user_id(u) for u in rnd.sample(range(fill.users), 2)]
            clock.now = last - 120
            info = await store.create_game(
                guild_id=guild_id(rnd.randrange(fill.servers)),
                channel_id=str(CHANNEL_BASE + 50_000_000 + r),
                host_id=seated[0],
                ruleset="classic",
                players=seated,
                turn_seconds=DAY,
            )
            clock.now = last - 60
            started = await store.start_game(info.game_id)
            assert started.game is not None
            thrower = started.game.decision().players[0]
            clock.now = last - 30
            await store.append_throw(info.game_id, thrower, seq=0)
            clock.now = last
            await store.append_throw(info.game_id, thrower, [0, 1], seq=1)
            ids.append(info.game_id)
    finally:
        await store.close()
    return ids


# -- timing ------------------------------------------------------------------------------------
def line(name: str, times: list[float], target: float | None, note: str = "") -> str:
    median = statistics.median(times)
    if target is not None:
        verdict = "  OK" if median < target and max(times) < target else "  TOO SLOW"
        if median < target <= max(times):
            verdict = "  OK (median; max over)"
    else:
        verdict = f"  ({'under' if median < TARGET_MS else 'OVER'} {TARGET_MS:g} ms, no target)"
    return f"  {name:<46} median {median:8.2f} ms  max {max(times):8.2f} ms{verdict}{note}"


async def stall(call: Callable[[], Awaitable[object]]) -> float:
    """The longest the event loop was held (ms) during one call: what every click waits."""
    longest = 0.0
    running = True

    async def probe() -> None:
        nonlocal longest
        loop = asyncio.get_running_loop()
        while running:
            began = loop.time()
            await asyncio.sleep(0.001)
            longest = max(longest, (loop.time() - began - 0.001) * 1000)

    task = asyncio.create_task(probe())
    await asyncio.sleep(0.01)
    try:
        await call()
    finally:
        running = False
        await task
    return longest


# -- a messenger that takes everything (tests/test_app.py's Board, counting) ---------------------
@dataclass
class Courier:
    posts: int = 0
    edits: int = 0
    directs: dict[int | None, int] = field(default_factory=dict)  # game -> direct messages
    texts: list[str] = field(default_factory=list)

    async def post(self, channel_id: str, screen: Screen, *, once: str | None = None) -> int:
        self.posts += 1
        return 10_000 + self.posts

    async def edit(
        self, channel_id: str, message_id: int, screen: Screen, *, pictures: bool
    ) -> None:
        self.edits += 1

    async def retire(self, channel_id: str, message_id: int, text: str) -> None:
        self.edits += 1

    async def open_thread(
        self, channel_id: str, message_id: int | None, name: str, *, archive_minutes: int = 1440
    ) -> str:
        raise AssertionError("no thread is opened here")

    async def direct(self, user_id: str, screen: Screen, *, once: str | None = None) -> int:
        self.directs[screen.game_id] = self.directs.get(screen.game_id, 0) + 1
        self.texts.append(screen.content)
        self.posts += 1
        return 10_000 + self.posts


async def reminded(store: Store, game_ids: Sequence[int]) -> dict[str, int]:
    """How many of the games show their reminder as the tick left it, read from the database
    (a kept game's `GameInfo.due_at` is the one it was loaded with)."""
    found = {"reminded": 0, "queued dm": 0, "due at the limit": 0, "outbox empty": 0}
    for game_id in game_ids:
        rows = await store._db.reader.fetch(
            "SELECT action_count, ui_state, last_action_at, due_at FROM games WHERE game_id = ?",
            (game_id,),
        )
        seq, ui_state, last, due_at = rows[0]
        state = TableState.from_json(json.loads(ui_state))
        found["reminded"] += state.reminded == seq
        found["queued dm"] += any(p.kind in ("dm", "reminder") for p in state.outbox)
        found["outbox empty"] += not state.outbox
        found["due at the limit"] += due_at is not None and abs(due_at - last - DAY) < 1
    return found


async def count_due(store: Store, now: float) -> int:
    return len(await store.due_games(now))


@contextlib.asynccontextmanager
async def restarted(
    target: str, now: float, owns: Callable[[str], bool] | None = None
) -> AsyncIterator[tuple[Store, App, Clock]]:
    """A fresh process's store and application on the filled database, at `now`."""
    clock = Clock(now)
    store = await Store.open(target, clock=clock)
    app = App(store, clock=clock, owns=owns)
    try:
        yield store, app, clock
    finally:
        await app.close()
        await app.display.close()
        await store.close()


# -- the parts -----------------------------------------------------------------------------------
async def bench_find(target: str, fill: Fill, args: argparse.Namespace) -> dict[str, str]:
    kind = parse_target(target).kind
    summary: dict[str, str] = {}
    began = time.perf_counter()
    store = await Store.open(target)  # with SQLite's start-up quick check
    opened = "open (SQLite: with the quick check)" if kind == "sqlite" else "open"
    print(f"  {opened:<46} {time.perf_counter() - began:8.2f} s")
    try:
        moments = [fill.down + TICK + (fill.backlog - TICK) * k / 30 for k in range(31)]
        counts = [await count_due(store, now) for now in moments]
        await store.due_games(moments[-1])  # caches warm, as a running bot has them
        times, returned = [], []
        for _ in range(2):  # every moment twice: 62 calls
            for now in moments:
                began = time.perf_counter()
                rows = await store.due_games(now)
                times.append((time.perf_counter() - began) * 1000)
                returned.append(len(rows))
        print(
            f"  due_games(now) at 31 moments from one tick after the bot went down to T0: "
            f"{counts[0]:,} to {counts[-1]:,} games due, {min(returned)} to {max(returned)} "
            f"read; {len(times)} calls"
        )
        print(line("due_games(now), the tick's read", times, TARGET_MS))
        summary[f"{kind}: due_games(now) median/max (ms)"] = (
            f"{statistics.median(times):.2f}/{max(times):.2f}"
        )
        steady = times[:3] + times[31:34]  # what a tick between ticks finds
        name = f"  of which the first 3 moments ({counts[0]}-{counts[2]} due)"
        print(line(name, steady, TARGET_MS))
        every = await timed(lambda: store.due_games(fill.now), budget=10.0)
        print(line(f"every due game at T0 ({counts[-1]:,}, no limit)", every, None))
        summary[f"{kind}: every due game, no limit (ms)"] = f"{statistics.median(every):.2f}"
        if args.explain:
            print("    plan of due_games(T0):")
            print("\n".join(await explain(store, kind, lambda: store.due_games(fill.now))))
        # the rest of the bot's 30 s tick (bot/discord_app/client.py _tick), when nothing is
        # due yet
        clock = Clock(fill.down)
        app = App(store, clock=clock)
        try:
            rest: dict[str, Callable[[], Awaitable[object]]] = {
                "store.open_games() (every open game)": store.open_games,
                "app.away.tick() (live games' timeouts)": app.away.tick,
                "app.bots.refresh() (games of bot players)": app.bots.refresh,
                "app.pace.tick() with nothing due": app.pace.tick,
            }
            for name, call in rest.items():
                spent = await timed(call, rounds=10, budget=20.0)
                held = await stall(call)
                print(line(name, spent, None, f"; event loop held up to {held:.0f} ms"))
                summary[f"{kind}: {name.split(' (')[0]} (ms)"] = f"{statistics.median(spent):.1f}"
            began = time.perf_counter()
            shown = await store.games_to_display()
            print(
                f"  {'games the display redraws at a start':<46} {len(shown):,} "
                f"(store.games_to_display: {(time.perf_counter() - began) * 1000:.0f} ms)"
            )
        finally:
            await app.close()
    finally:
        await store.close()
    return summary


async def bench_restart(target: str, fill: Fill) -> tuple[dict[str, str], bool]:
    kind = parse_target(target).kind
    summary: dict[str, str] = {}
    real = fill.real_ids
    # 1: the real games' reminders are due, nothing else
    async with restarted(target, fill.down) as (store, app, clock):
        due = await count_due(store, clock.now)
        began = time.perf_counter()
        woken = await app.pace.tick()
        spent = time.perf_counter() - began
        left = await count_due(store, clock.now)
        found = await reminded(store, real)
        print(
            f"\nRestart 1: a fresh Store and App when {due} games are due (the {len(real)} real "
            f"ones); one app.pace.tick() took {spent * 1000:.0f} ms "
            f"({spent * 1000 / max(1, len(woken)):.1f} ms a game), woke {len(woken)}, "
            f"left {left} due"
        )
        print(
            f"  real games reminded {found['reminded']}/{len(real)}, with a dm queued "
            f"{found['queued dm']}, due_at moved to the limit {found['due at the limit']}"
        )
        every = found["reminded"] == found["queued dm"] == found["due at the limit"] == len(real)
        every = every and due == len(real) and left == 0
        print(f"  every due reminder within one tick: {'OK' if every else 'NO'}")
        summary[f"{kind}: restart 1, tick of {due} due (ms)"] = f"{spent * 1000:.0f}"
        summary[f"{kind}: restart 1, reminded in one tick"] = f"{found['reminded']}/{len(real)}"
        # the display delivers them (the bot wakes it with the tick's games)
        courier = Courier()
        app.display.messenger = courier
        began = time.perf_counter()
        for game_id in woken:
            app.display.wake(game_id)
        for game_id in woken:
            await app.display.settled(game_id, timeout=120)
        spent = time.perf_counter() - began
        found = await reminded(store, real)
        reminders = sum("<t:" in text for text in courier.texts)
        print(
            f"  the display then delivered them in {spent * 1000:.0f} ms: "
            f"{sum(courier.directs.values())} direct messages ({reminders} reminders) to "
            f"{len(courier.directs)} games, {courier.posts - sum(courier.directs.values())} "
            f"turn messages posted; outboxes empty {found['outbox empty']}/{len(real)}"
        )
        every = every and found["outbox empty"] == len(real) and reminders == len(real)
        summary[f"{kind}: restart 1, delivered (ms)"] = f"{spent * 1000:.0f}"
    # 2: the bulk's due games too: thousands
    async with restarted(target, fill.now) as (store, app, clock):
        due = await count_due(store, clock.now)
        print(
            f"\nRestart 2: a fresh Store and App at T0, {fill.backlog / 60:.1f} min after the bot "
            f"went down: {due:,} games due ({fill.reminders_due:,} reminders, "
            f"{fill.limits_due:,} turns at their limit)"
        )
        ticks, first_all = await ticking(store, app, clock)
        summary[f"{kind}: restart 2, ticks to catch up on {due:,} due"] = str(ticks)
        summary[f"{kind}: restart 2, first tick (s)"] = f"{first_all:.1f}"
    # 3: two processes, the other one down: this one owns half the servers
    later = fill.now + fill.backlog  # as many again came due since
    async with restarted(target, later, owns=lambda g: int(g) % 2 == 0) as (store, app, clock):
        due = await count_due(store, clock.now)
        mine = sum(int(g) % 2 == 0 for _, g in await store.due_games(clock.now))
        print(
            f"\nRestart 3: two processes (shards), the other one down; this one owns half the "
            f"servers; {due:,} due, {mine:,} of them its own"
        )
        await ticking(store, app, clock, owns=lambda g: int(g) % 2 == 0, most=12)
        after = await store.due_games(clock.now)
        stuck = sum(int(g) % 2 == 0 for _, g in after)
        print(
            f"  after the ticks: {stuck:,} of its own games still due"
            + ("  LEFT BEHIND" if stuck else "")
        )
        summary[f"{kind}: restart 3, own due games left behind"] = f"{stuck:,}"
    return summary, every


async def ticking(
    store: Store,
    app: App,
    clock: Clock,
    owns: Callable[[str], bool] | None = None,
    most: int = 20,
) -> tuple[int, float]:
    """Ticks TICK seconds apart (on the clock; run back to back) until a tick finds nothing
    left over of its own; returns (ticks, seconds of the first)."""
    first = 0.0
    for n in range(1, most + 1):
        rows = await store.due_games(clock.now)
        own = [g for g, s in rows if owns is None or owns(s)]
        own_window = [g for g, s in rows[:LIMIT] if owns is None or owns(s)]
        before = await seqs(store, own_window)
        began = time.perf_counter()
        woken = await app.pace.tick()
        spent = time.perf_counter() - began
        first = first or spent
        after = await seqs(store, own_window)
        played = sum(after[g][0] > before[g][0] for g in own_window)
        told = sum(
            after[g][0] == before[g][0] and after[g][1].reminded == before[g][0] for g in own_window
        )
        print(
            f"  tick {n:2d} (+{(n - 1) * TICK:3.0f} s): {len(rows):,} due ({len(own):,} its own, "
            f"{len(own_window)} read), woke {len(woken)} in {spent:.1f} s "
            f"({spent * 1000 / max(1, len(woken)):.0f} ms a game): {told} reminded, {played} "
            "turns played at the limit"
        )
        if len(own) <= len(own_window) or not own_window:
            return n, first
        clock.now += TICK
    return most, first


async def seqs(store: Store, game_ids: Sequence[int]) -> dict[int, tuple[int, TableState]]:
    """Each game's action count and table state, from the database."""
    found = {}
    for game_id in game_ids:
        rows = await store._db.reader.fetch(
            "SELECT action_count, ui_state FROM games WHERE game_id = ?", (game_id,)
        )
        found[game_id] = (int(rows[0][0]), TableState.from_json(json.loads(rows[0][1])))
    return found


async def run(target: str, args: argparse.Namespace) -> bool:
    kind = parse_target(target).kind
    await check_empty(target)
    fill = Fill(
        now=float(int(time.time())),
        games=args.games,
        finished=args.finished,
        due=args.due,
        servers=args.servers,
        users=args.users,
    )
    began = time.perf_counter()
    await bulk_fill(target, generated(fill), vacuum="users, games, game_players", analyze=True)
    filled = time.perf_counter() - began
    print(
        f"\n{kind}: {fill.games:,} active slow games (turn 24 h; {fill.reminders_due:,} "
        f"reminders and {fill.limits_due:,} limits due at T0, after {fill.backlog / 60:.1f} min "
        f"down) and {fill.finished:,} finished games ({SLOW_FINISHED:.0%} slow, their due_at "
        f"in the past) in {fill.servers:,} servers, {fill.users:,} members (filled in "
        f"{filled:.1f} s)"
    )
    summary = await bench_find(target, fill, args)
    began = time.perf_counter()
    fill.real_ids = await real_games(target, fill, args.real)
    print(
        f"\n{len(fill.real_ids)} real slow games made through the store's API (created, "
        f"started, two throws; {time.perf_counter() - began:.1f} s), their reminders due in the "
        f"{REAL_SPREAD / 60:.0f} minutes before the bot went down"
    )
    more, every = await bench_restart(target, fill)
    summary.update(more)
    print("\nSummary (medians):")
    for name, value in summary.items():
        print(f"  {name:<58} {value:>12}")
    return every


async def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--url", help="an empty database: postgresql://... or sqlite:///...")
    parser.add_argument(
        "--throwaway-postgresql",
        action="store_true",
        help="start a PostgreSQL server of its own (initdb/postgres on PATH), durable commits",
    )
    parser.add_argument("--games", type=int, default=100_000, help="active slow games")
    parser.add_argument("--finished", type=int, default=1_000_000, help="finished games")
    parser.add_argument(
        "--due", type=float, default=0.02, help="fraction of the slow games due at T0"
    )
    parser.add_argument("--real", type=int, default=300, help="slow games made by the store")
    parser.add_argument("--servers", type=int, default=2000)
    parser.add_argument("--users", type=int, default=20_000)
    parser.add_argument("--explain", action="store_true", help="print the statement's plan")
    parser.add_argument("--dir", type=Path, default=None, help="for the SQLite file")
    args = parser.parse_args()
    if args.url:
        return 0 if await run(args.url, args) else 1
    if args.throwaway_postgresql:
        server = start_postgresql()
        try:
            return 0 if await run(server.create_database("bench_slow"), args) else 1
        finally:
            server.stop()
    with tempfile.TemporaryDirectory(dir=args.dir) as folder:
        return 0 if await run(str(Path(folder) / "slow.sqlite3"), args) else 1


if __name__ == "__main__":
    from bot.runtime import event_loop_factory  # the bot's own event loop (uvloop)

    with asyncio.Runner(loop_factory=event_loop_factory()) as runner:
        sys.exit(runner.run(main()))
