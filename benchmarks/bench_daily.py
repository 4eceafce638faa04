"""The daily challenge under load: the day's boards at a million attempts, and a thousand
members starting the day's attempt within one minute.

Run: python benchmarks/bench_daily.py                           # both parts, SQLite
     python benchmarks/bench_daily.py --boards --throwaway-postgresql  # tests/pgserver.py's
     python benchmarks/bench_daily.py --boards [--attempts 1000000] [--servers 20000]
         [--other-days 2] [--explain] [--dir DIR]
     python benchmarks/bench_daily.py --members [--people 1000] [--seconds 60] [--think 1]
         [--member-servers 4]
`--boards` and `--members` pick a part (neither: both). `--throwaway-postgresql` runs the
chosen parts on a PostgreSQL server of its own (durable commits) instead of a SQLite file in a
temporary folder.

Targets:
- `--boards`: the day's board of one server and the global board under 50 ms at 1,000,000
  attempts, on both stores. The day's finished attempts are written straight into the tables in
  bulk (executemany on SQLite, COPY on PostgreSQL, with their users, games and the day's row,
  so that the foreign keys hold), spread over 20,000 servers of skewed sizes: one of about
  50,000 members' attempts (5%), the others from about 11,000 down to a handful; totals
  around 950 (600-1300), finished over the whole day; `--other-days` earlier days of a tenth
  as many each. Then, through `Store.open`: the boards of the big server, a small one and every
  server, the count of finishers, and the rank of a mid-ranked attempt of the big server (its
  global rank counts the half million rows ahead of it). The target applies to the boards;
  the counts and ranks are reported beside them. `--explain` prints each statement's plan
  (EXPLAIN QUERY PLAN; on PostgreSQL EXPLAIN (ANALYZE, BUFFERS)), as the store ran it.
- `--members`: 1,000 members (in `--member-servers` servers of skewed sizes) each run
  `/yamb daily`, then, after looking at it (0.5-1.5 x `--think` seconds), click the Throw
  button of their private message; their arrivals are uniform random over `--seconds` 60 (a
  Poisson process given its count). The bot runs as its own process (`python -m bot`) against
  the fake Discord (tests/fakediscord), as in bench_bot.py. Every first throw answered within
  Discord's 3 s; p99 of the answers under 250 ms. Per member: the command's and the click's
  acknowledgement (interaction to callback) and answer (to the last of the bot's edits and
  followups: the private message a member sees). Also checked: every member got a private
  message of their own with a Throw button, and a first throw with 5 dice buttons; the bot's
  CPU per interaction; what held the bot's event loop up past 50 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import contextlib
import json
import os
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchkit import (  # noqa: E402
    USER_COLUMNS,
    Rows,
    Table,
    bulk_fill,
    check_empty,
    explain,
    guild_id,
    percentile,
    start_postgresql,
    timed,
    user_id,
)

from bot.store import Store  # noqa: E402
from bot.store.backend import parse_target  # noqa: E402
from bot.store.dailies import attempt_channel  # noqa: E402
from engine import seed_commitment  # noqa: E402
from engine.daily import DAY, Daily  # noqa: E402
from tests.fakediscord import (  # noqa: E402
    BotProcess,
    Channel,
    FakeDiscord,
    InteractionResult,
    InteractionTimeout,
    Member,
    Message,
)

TARGET_MS = 50.0  # a board
ANSWER_P99_MS = 250.0  # the members' answers
DEADLINE = 3.0  # Discord's, for an interaction's first answer
TOKEN = "MTAxMDEwMTAxMDEwMTAxMA.GaBcDe.fake-token-for-benchmarks_abcdefghij"
TICKS = os.sysconf("SC_CLK_TCK")

# -- the boards: a million attempts in bulk -------------------------------------------------------
BIG_SHARE = 0.05  # of a day's attempts, in the big server
CHUNK = 100_000  # attempts generated and written per batch
MEDIAN_TOTAL = 950
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
    "created_at",
    "started_at",
    "ended_at",
    "last_action_at",
    "daily",
]
_DAILY_COLUMNS = ["number", "ruleset", "seed", "commitment", "bot_total", "created_at"]
_ATTEMPT_COLUMNS = [
    "number",
    "user_id",
    "guild_id",
    "game_id",
    "started_at",
    "total",
    "finished_at",
]


@dataclass
class Fill:
    """What the bulk fill wrote: the measured day, its servers, the attempts to rank."""

    number: int
    days: list[tuple[int, int]]  # (day's number, attempts), the measured day first
    servers: int
    big: str = guild_id(0)
    small: str = ""
    mid_user: str = ""  # an attempt of the big server with the median total
    games: int = 0
    per_server: collections.Counter[str] = field(default_factory=collections.Counter)


def plan(number: int, attempts: int, servers: int, other_days: int) -> Fill:
    days = [(number, attempts)] + [
        (number - d, max(1, attempts // 10)) for d in range(1, other_days + 1)
    ]
    return Fill(number, days, servers, small=guild_id(servers // 2))


def day_seed(number: int) -> bytes:
    return f"bench daily {number}".encode().ljust(32, b".")


def generated(fill: Fill, now: float) -> Iterator[list[Table]]:
    """The users', days', games' and attempts' rows, CHUNK attempts at a time: the same
    arguments give the same rows on every run. The measured day's members are users 0..N-1
    (each once); an earlier day's, the first of them. Servers: the big one gets BIG_SHARE of
    a day's attempts, the others (1..servers-1) shares falling as 1/(k+10), from about 1.2%
    down to a handful of attempts each."""
    others = list(range(1, fill.servers))
    cumulative: list[float] = []
    running = 0.0
    for k in others:
        running += 1.0 / (k + 10)
        cumulative.append(running)
    game_id = 0
    for day_no, (number, count) in enumerate(fill.days):
        daily = Daily(number)
        seed = day_seed(number)
        commitment = seed_commitment(seed)
        dailies = [(number, daily.ruleset, seed, commitment, 1000, daily.starts)]
        for first in range(0, count, CHUNK):
            rnd = random.Random(number * 1_000_003 + first)
            size = min(CHUNK, count - first)
            picks = rnd.choices(others, cum_weights=cumulative, k=size) if others else [0] * size
            users: Rows = []
            games: Rows = []
            rows: Rows = []
            for i in range(size):
                index = first + i
                user = user_id(index)
                if day_no == 0:
                    users.append((user, f"Player {index}", now))
                server = 0 if rnd.random() < BIG_SHARE else picks[i]
                guild = guild_id(server)
                total = min(1400, max(450, round(rnd.gauss(MEDIAN_TOTAL, 130))))
                finished = daily.starts + rnd.uniform(300, DAY)
                started = finished - rnd.uniform(300, 2400)
                game_id += 1
                games.append(
                    (
                        game_id,
                        guild,
                        attempt_channel(number, user),
                        user,
                        daily.ruleset,
                        "standard",
                        "finished",
                        json.dumps([user]),
                        seed,
                        commitment,
                        0,
                        started,
                        started,
                        finished,
                        finished,
                        number,
                    )
                )
                rows.append((number, user, guild, game_id, started, total, finished))
                if day_no == 0:
                    fill.per_server[guild] += 1
                    if not fill.mid_user and server == 0 and total == MEDIAN_TOTAL:
                        fill.mid_user = user
            yield [
                ("users", USER_COLUMNS, users),
                ("dailies", _DAILY_COLUMNS, dailies),
                ("games", _GAME_COLUMNS, games),
                ("daily_attempts", _ATTEMPT_COLUMNS, rows),
            ]
            dailies = []
    fill.games = game_id


# -- timing ------------------------------------------------------------------------------------
def line(name: str, times: list[float], target: float | None) -> str:
    median = statistics.median(times)
    if target is not None:
        verdict = "  OK" if median < target else "  TOO SLOW"
    else:
        verdict = f"  ({'under' if median < TARGET_MS else 'OVER'} {TARGET_MS:g} ms, no target)"
    return f"  {name:<40} median {median:8.2f} ms  max {max(times):8.2f} ms{verdict}"


async def bench_boards(target: str, args: argparse.Namespace, summary: dict[str, str]) -> None:
    kind = parse_target(target).kind
    number = Daily.at(time.time()).number
    fill = plan(number, args.attempts, args.servers, args.other_days)
    await check_empty(target)
    began = time.perf_counter()
    # the users, games and days the attempts point to, with them: the foreign keys hold
    await bulk_fill(
        target, generated(fill, time.time()), vacuum="users, games, dailies, daily_attempts"
    )
    filled = time.perf_counter() - began
    sizes = sorted(fill.per_server.values(), reverse=True)
    print(
        f"\nBoards on {kind}: Daily #{number}, {args.attempts:,} finished attempts in "
        f"{len(sizes):,} servers (largest {sizes[0]:,}, then {sizes[1]:,}, median "
        f"{sizes[len(sizes) // 2]}, smallest {sizes[-1]}), "
        + (
            f"and {len(fill.days) - 1} earlier days of {fill.days[1][1]:,} each; "
            if len(fill.days) > 1
            else ""
        )
        + f"{fill.games:,} games in all (filled in {filled:.1f} s)"
    )
    began = time.perf_counter()
    store = await Store.open(target)  # with SQLite's start-up quick check
    opened = "open (with the quick check)" if kind == "sqlite" else "open"
    print(f"  {opened:<40} {time.perf_counter() - began:8.2f} s")
    try:
        mid = await store.daily_attempt(number, fill.mid_user)
        assert mid is not None and mid.total is not None
        small_board = await store.daily_board(number, fill.small, limit=1000)
        assert small_board, "the small server has no attempt"
        last = await store.daily_attempt(number, small_board[-1].user_id)
        assert last is not None
        ranks = {
            "big": await store.daily_rank(mid, fill.big),
            "every": await store.daily_rank(mid, None),
        }
        print(
            f"  big server {fill.big}: {fill.per_server[fill.big]:,} attempts; small server "
            f"{fill.small}: {len(small_board)}; the mid-ranked attempt (total {mid.total}) is "
            f"#{ranks['big']:,} in its server and #{ranks['every']:,} everywhere"
        )
        boards: dict[str, Callable[[], Awaitable[object]]] = {
            "board, big server": lambda: store.daily_board(number, fill.big),
            "board, small server": lambda: store.daily_board(number, fill.small),
            "board, every server (global)": lambda: store.daily_board(number, None),
        }
        others: dict[str, Callable[[], Awaitable[object]]] = {
            "count, big server": lambda: store.daily_count(number, fill.big),
            "count, small server": lambda: store.daily_count(number, fill.small),
            "count, every server": lambda: store.daily_count(number, None),
            "rank, big server (mid-ranked)": lambda: store.daily_rank(mid, fill.big),
            "rank, small server (its last)": lambda: store.daily_rank(last, fill.small),
            "rank, every server (mid-ranked)": lambda: store.daily_rank(mid, None),
        }
        for cases, target_ms in ((boards, TARGET_MS), (others, None)):
            for name, call in cases.items():
                times = await timed(call)
                print(line(name, times, target_ms))
                summary[f"{kind}: {name} at {args.attempts:,} (ms)"] = (
                    f"{statistics.median(times):.2f}"
                )
                if args.explain:
                    print("\n".join(await explain(store, kind, call)))
    finally:
        await store.close()


# -- the members: a thousand /yamb daily within a minute -----------------------------------------
def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS  # utime + stime


@dataclass
class Step:
    """One interaction's figures (seconds), or how it failed."""

    ack: float | None = None
    answer: float | None = None
    late: bool = False  # no callback within Discord's 3 s
    problem: str = ""
    sent: float = 0.0  # seconds into the run


@dataclass
class Figures:
    commands: list[Step] = field(default_factory=list)
    throws: list[Step] = field(default_factory=list)
    problems: collections.Counter[str] = field(default_factory=collections.Counter)
    begun: float = 0.0  # perf_counter at the run's start


def step_of(result: InteractionResult, sent: float) -> Step:
    return Step(result.callback_latency, result.answer_latency, sent=sent)


def private_with_throw(result: InteractionResult, member: Member) -> Message | None:
    """The member's private message with the attempt's Throw button."""
    for message in result.messages:
        if message.visible_to == member.user.id and throw_of(message) is not None:
            return message
    return None


def throw_of(message: Message) -> str | None:
    return next((c for c in message.custom_ids() if c.endswith(":throw")), None)


async def member_plays(
    fake: FakeDiscord,
    member: Member,
    channel: Channel,
    at: float,
    think: float,
    rnd: random.Random,
    figures: Figures,
) -> None:
    """`/yamb daily` at `at` (perf_counter), then a click on Throw once the member looked."""
    await asyncio.sleep(max(0.0, at - time.perf_counter()))
    sent = time.perf_counter() - figures.begun
    try:
        started = await fake.slash(member, channel, "yamb daily")
    except InteractionTimeout:
        figures.commands.append(Step(late=True, sent=sent))
        figures.problems["/yamb daily: no answer within 3 s"] += 1
        return
    except Exception as error:  # counted and shown: the run goes on
        figures.commands.append(Step(problem=str(error)[:120]))
        figures.problems[f"/yamb daily failed: {str(error)[:120]}"] += 1
        return
    figures.commands.append(step_of(started, sent))
    message = private_with_throw(started, member)
    if message is None:
        figures.problems[f"/yamb daily without a private Throw: {started.text()[:100]!r}"] += 1
        return
    custom = throw_of(message)
    assert custom is not None
    if think:
        await asyncio.sleep(rnd.uniform(0.5, 1.5) * think)
    sent = time.perf_counter() - figures.begun
    try:
        thrown = await fake.click(member, message, custom)
    except InteractionTimeout:
        figures.throws.append(Step(late=True, sent=sent))
        figures.problems["first throw: no answer within 3 s"] += 1
        return
    except Exception as error:
        figures.throws.append(Step(problem=str(error)[:120]))
        figures.problems[f"first throw failed: {str(error)[:120]}"] += 1
        return
    figures.throws.append(step_of(thrown, sent))
    shown = thrown.message
    if shown is None or shown.visible_to != member.user.id:
        figures.problems["first throw not answered privately"] += 1
        return
    dice = [b for b in shown.buttons() if ":keep:" in str(b.get("custom_id", ""))]
    if len(dice) != 5:
        figures.problems[f"first throw with {len(dice)} dice buttons"] += 1


async def stored_attempts(target: str, since: int) -> tuple[int, int]:
    """Attempts stored from Daily #`since` on, and their servers: read straight from the
    database (whatever schema version the bot left it at)."""
    sql = "SELECT COUNT(*), COUNT(DISTINCT guild_id) FROM daily_attempts WHERE number >= {}"
    where = parse_target(target)
    if where.kind == "sqlite":
        assert where.path is not None
        with contextlib.closing(sqlite3.connect(where.path)) as conn:
            count, servers = conn.execute(sql.format("?"), (since,)).fetchone()
        return int(count), int(servers)
    import asyncpg

    conn = await asyncpg.connect(target)
    try:
        row = await conn.fetchrow(sql.format("$1"), since)
    finally:
        await conn.close()
    return int(row[0]), int(row[1])


def spread(people: int, servers: int) -> list[int]:
    """Members per server, halving from the first: 1000 in 4 -> 533, 267, 133, 67."""
    weights = [2.0**-k for k in range(servers)]
    sizes = [int(people * w / sum(weights)) for w in weights]
    sizes[0] += people - sum(sizes)
    return sizes


def stalls_summary(path: Path, begun: float) -> list[str]:
    """What held the bot's event loop up past 50 ms (bot/stalls.py's log): how often, how
    long, when (seconds into the run: the bot's monotonic clock is this process's
    perf_counter on Linux), and the innermost frames of the samples taken meanwhile (a
    sample of only the outermost frames: the loop was in C, uvloop's own or waiting for the
    GIL that another thread of the bot held)."""
    if not path.exists():
        return ["the bot's event loop was never held up past 50 ms"]
    stalls = [json.loads(text) for text in path.read_text().splitlines() if text.strip()]
    if not stalls:
        return ["the bot's event loop was never held up past 50 ms"]
    longest = sorted(stalls, key=lambda s: -float(s["ms"]))
    lines = [
        f"the bot's event loop held up past 50 ms: {len(stalls)} times, "
        f"{sum(float(s['ms']) for s in stalls) / 1000:.1f} s in all; longest: "
        + ", ".join(
            f"{float(s['ms']):.0f} ms at {float(s['at']) - begun:.1f} s" for s in longest[:8]
        )
    ]
    causes: collections.Counter[str] = collections.Counter()
    for stall in stalls:
        samples = [list(x) for x in stall.get("samples", [])]
        for sample in samples:
            where = " < ".join(reversed(sample[-3:])) if sample else "?"
            causes[where] += int(float(stall["ms"]) / len(samples))
    lines += [f"  {ms:7d} ms  {where}" for where, ms in causes.most_common(5)]
    return lines


def figures_line(name: str, values: list[float]) -> str:
    if not values:
        return f"  {name:<26} none"
    return (
        f"  {name:<26} p50 {statistics.median(values) * 1000:7.1f} ms  "
        f"p99 {percentile(values, 0.99) * 1000:7.1f} ms  max {max(values) * 1000:7.1f} ms"
    )


async def bench_members(target: str, args: argparse.Namespace, summary: dict[str, str]) -> bool:
    kind = parse_target(target).kind
    people, seconds = args.people, args.seconds
    # a member waits 10 s for an answer; past Discord's 3 s an answer counts as none
    fake = FakeDiscord(token=TOKEN, settle=0.0, timeout=10.0)
    rooms: list[tuple[Channel, list[Member]]] = []
    count = 0
    for s, size in enumerate(spread(people, args.member_servers)):
        guild = fake.add_guild(f"Daily {s}")
        channel = fake.add_text_channel(guild, "dice")
        members = [fake.add_member(guild, f"m{count + i}") for i in range(size)]
        count += size
        rooms.append((channel, members))
    figures = Figures()
    rnd = random.Random(people)
    with tempfile.TemporaryDirectory(dir=args.dir) as folder:
        stall_log = Path(folder) / "stalls.jsonl"
        env = {
            "DISCORD_TOKEN": TOKEN,
            "LOG_LEVEL": "WARNING",
            "TURN_TIMEOUT_MINUTES": "600",
            "YAMB_STALL_LOG": str(stall_log),  # bot/stalls.py notes what holds its loop up
        }  # no DEV_GUILD_ID: the commands are global, for every server
        if kind == "sqlite":
            env["DATABASE_PATH"] = str(parse_target(target).path)
        else:
            env["DATABASE_URL"] = target
        async with fake:
            bot = BotProcess(fake, [sys.executable, "-m", "bot"], env=env, cwd=folder)
            await bot.start(timeout=60)
            try:
                begun = figures.begun = time.perf_counter()
                arrivals = sorted(rnd.uniform(0, seconds) for _ in range(people))
                order = [(channel, m) for channel, members in rooms for m in members]
                rnd.shuffle(order)
                before, ours = cpu_seconds(bot.pid), time.process_time()
                await asyncio.gather(
                    *(
                        member_plays(
                            fake,
                            member,
                            channel,
                            begun + at,
                            args.think,
                            random.Random(rnd.random()),
                            figures,
                        )
                        for at, (channel, member) in zip(arrivals, order, strict=True)
                    )
                )
                elapsed = time.perf_counter() - begun
                cpu = cpu_seconds(bot.pid) - before
                ours = time.process_time() - ours
            finally:
                await bot.stop()
                problems = [text for text in bot.lines if "Traceback" in text or "ERROR" in text]
                if problems:
                    print("bot problems:\n" + "\n".join(bot.lines[-30:]))
        stored, servers = await stored_attempts(target, Daily.at(time.time()).number - 1)
        stalls = stalls_summary(stall_log, figures.begun)
    commands = figures.commands
    throws = figures.throws
    interactions = len(commands) + len(throws)
    late = sum(s.late for s in commands + throws)
    over = sum(
        1 for s in commands + throws if s.late or (s.answer is not None and s.answer > DEADLINE)
    )
    answers = [s.answer for s in commands + throws if s.answer is not None]
    p99 = percentile(answers, 0.99) * 1000
    print(
        f"\nMembers on {kind}: {people:,} members in {len(rooms)} servers "
        f"({', '.join(str(len(m)) for _, m in rooms)}) start the day's attempt within "
        f"{seconds:g} s (uniform arrivals), each then clicks Throw after 0.5-1.5 x "
        f"{args.think:g} s; {elapsed:.1f} s in all"
    )
    print(f"  /yamb daily: {len(commands)}, first throws: {len(throws)}")
    print(figures_line("/yamb daily acknowledged", [s.ack for s in commands if s.ack is not None]))
    print(figures_line("/yamb daily answered", [s.answer for s in commands if s.answer]))
    print(figures_line("first throw acknowledged", [s.ack for s in throws if s.ack is not None]))
    print(figures_line("first throw answered", [s.answer for s in throws if s.answer]))
    print(
        f"  no callback within Discord's 3 s: {late}; answered (edit or followup) after 3 s: "
        f"{over - late}; answers p99 {p99:.1f} ms (target {ANSWER_P99_MS:g}): "
        + ("OK" if over == 0 and p99 < ANSWER_P99_MS else "TOO SLOW")
    )
    print(
        f"  bot CPU per interaction: {cpu / max(1, interactions) * 1000:.2f} ms ({cpu:.1f} s in "
        f"all; the members and the fake Discord: {ours / max(1, interactions) * 1000:.2f} ms)"
    )
    print(
        f"  attempts stored: {stored:,} in {servers} servers; members with a private message and"
        f" a first throw of 5 dice buttons: "
        f"{people - sum(figures.problems.values()):,} of {people:,}"
    )
    for name, steps in (("/yamb daily", commands), ("first throw", throws)):
        slowest = sorted((s for s in steps if s.answer is not None), key=lambda s: -(s.answer or 0))
        print(
            f"  slowest {name} answers: "
            + ", ".join(f"{(s.answer or 0) * 1000:.0f} ms at {s.sent:.1f} s" for s in slowest[:5])
        )
    for problem, times in figures.problems.most_common(6):
        print(f"  PROBLEM {times}x: {problem}")
    for text in stalls:
        print(f"  {text}")
    for name, steps in (("/yamb daily", commands), ("first throw", throws)):
        values = [s.answer for s in steps if s.answer is not None]
        summary[f"{kind}: {name} answered p50/p99 (ms)"] = (
            f"{statistics.median(values) * 1000:.0f}/{percentile(values, 0.99) * 1000:.0f}"
            if values
            else "none"
        )
    summary[f"{kind}: answers over 3 s"] = str(over)
    summary[f"{kind}: bot CPU per interaction (ms)"] = f"{cpu / max(1, interactions) * 1000:.2f}"
    return not figures.problems and stored == people


# -- running ---------------------------------------------------------------------------------
async def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--boards", action="store_true", help="the boards at N attempts")
    parser.add_argument("--members", action="store_true", help="members starting the day")
    parser.add_argument(
        "--throwaway-postgresql",
        action="store_true",
        help="start a PostgreSQL server of its own (initdb/postgres on PATH), durable commits",
    )
    parser.add_argument("--attempts", type=int, default=1_000_000, help="the day's attempts")
    parser.add_argument("--servers", type=int, default=20_000, help="servers they are spread on")
    parser.add_argument(
        "--other-days", type=int, default=2, help="earlier days, a tenth as many attempts each"
    )
    parser.add_argument("--explain", action="store_true", help="print each statement's plan")
    parser.add_argument("--people", type=int, default=1000, help="members starting the day")
    parser.add_argument("--seconds", type=float, default=60.0, help="they arrive within this")
    parser.add_argument(
        "--think", type=float, default=1.0, help="seconds a member looks before the click"
    )
    parser.add_argument("--member-servers", type=int, default=4)
    parser.add_argument("--dir", type=Path, default=None, help="for the SQLite files")
    args = parser.parse_args()
    parts = [p for p in ("boards", "members") if getattr(args, p)] or ["boards", "members"]
    summary: dict[str, str] = {}
    intact = True
    server = start_postgresql() if args.throwaway_postgresql else None
    try:
        for part in parts:
            with tempfile.TemporaryDirectory(dir=args.dir) as folder:
                target = (
                    server.create_database(f"bench_{part}")
                    if server is not None
                    else str(Path(folder) / f"{part}.sqlite3")
                )
                if part == "boards":
                    await bench_boards(target, args, summary)
                else:
                    intact &= await bench_members(target, args, summary)
    finally:
        if server is not None:
            server.stop()
    print("\nSummary (medians; the members' answers p50/p99):")
    for name, value in summary.items():
        print(f"  {name:<58} {value:>10}")
    return 0 if intact else 1


if __name__ == "__main__":
    # the members and the fake Discord share a process: on the bot's own event loop (uvloop)
    # they cost less than the bot they measure (as in bench_bot.py)
    from bot.runtime import event_loop_factory

    with asyncio.Runner(loop_factory=event_loop_factory()) as runner:
        sys.exit(runner.run(main()))
