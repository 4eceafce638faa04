"""The website's figures (issue 36) at 1,000,000 ended games in 20,000 servers, on SQLite and
on PostgreSQL: each page's answer time one request at a time (p50/p99), a 200-action game's
replay, requests a second under load, a replay's bytes over the wire with its assets, requests
to other origins, and the web process's peak memory.

Run: python benchmarks/bench_web.py                       # both stores, full size
     python benchmarks/bench_web.py --games 20000 --servers 400 --seconds 5   # a quick try
     [--backend sqlite|postgresql|both] [--data DIR] [--rate 500] [--log-every 25]
     [--checkout DIR]   # another version's website over the same data (before and after)

The database is built once and kept under --data (default benchmarks/.data/, git-ignored): a
SQLite file, and for PostgreSQL a server's folder (tests/pgserver.py's server, run as the user
postgres when we are root) filled from that file with the store's own copy (the COPY of
`python -m bot migrate`). Rows are written straight into the schema as the store writes them: a few
dozen games played through the store by the bot's AI (tests/store_crash_worker.py's new_game)
are copied under new ids, servers and members (Discord-like ids; servers and members by Zipf's
law: a few large servers, many small ones), their results in the order the games ended (the
results' triggers keep the running totals, all time and per day), ratings and each rating's
history worked out by the store's own `rate`, daily attempts, the website's secret, and `web`
on for 95% of the servers. One game in --log-every keeps its action log (every game's would be
some 350 million rows, and no page but its replay reads it); the replays measured are among
those, with one solitaire game of exactly 200 actions.

The website runs as `python -m bot web`, with WEB_RATE raised so that the per-address limit
does not interfere. Answer times are measured by a client on loopback, one request at a time
(what the server takes, plus well under a millisecond of HTTP on loopback), each at an address
the site has not kept (its page cache keeps a page 10 s; a query parameter no page reads makes
each address new), beside the web process's CPU per answer (from /proc: what the figures are
when other processes share the machine). The load comes from a separate process on loopback
(aiohttp), after 10 s of warming up: an open loop at --rate requests a second for --seconds
(each request timed from when it was due, so a slow server cannot hide its queue; past 256
waiting, requests are counted as not sent), then a closed loop of 32 at once at full speed,
both bounded in count and time.
Targets: server and member pages p99 < 50 ms, a 200-action replay < 30 ms, 500 requests/s with
p99 < 100 ms, a replay under 150 KB over the wire with its assets, nothing from another
origin, the web process under 150 MiB (VmHWM).
"""

from __future__ import annotations

import argparse
import asyncio
import bisect
import contextlib
import gzip
import hashlib
import json
import os
import queue
import random
import re
import shutil
import signal
import socket
import sqlite3
import sys
import tempfile
import threading
import time
import zlib
from collections import Counter
from collections.abc import AsyncIterator, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urljoin, urlsplit

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from benchkit import guild_id, percentile, user_id  # noqa: E402

from bot.store import Reads, Store  # noqa: E402
from bot.store.models import ResultRow  # noqa: E402
from bot.store.results import Rating, rate  # noqa: E402
from bot.weblinks import Links, Tokens  # noqa: E402
from engine.ai import ThrowMove, Wait, choose, evaluate  # noqa: E402
from engine.daily import FIRST_DAY, Daily, day_of  # noqa: E402
from engine.dice import seed_commitment  # noqa: E402

SEED = 36
DAY = 86400.0
SPAN_DAYS = 365  # the games ended over the last year
CHANNEL_BASE = 900_000_000_000_000_000
ZIPF_SERVERS = 1.0  # a server's share of the games ~ 1 / rank
ZIPF_MEMBERS = 0.7  # a member's share of their server's games ~ 1 / rank ** 0.7
SHARED = 0.15  # a member slot taken by someone who plays in another server too
WEB_OFF_EVERY = 20  # one server in 20 keeps its pages off
ABANDONED = 0.03
LONG_ACTIONS = 200
CHUNK_GAMES = 20_000
TRIGGERS_OFF = ("actions_in_order", "actions_count")  # they guard live play, one row at a time
P = tuple(f"#P{n}#" for n in range(4))  # the template games' players, replaced by members
TEAMS = {"red": [P[0], P[1]], "blue": [P[2], P[3]]}
TARGETS = {"page": 50.0, "replay": 30.0}
BROWSER_ENCODINGS = "gzip, deflate"  # what aiohttp's client reads (browsers add br and zstd)


# -- the template games, played through the store ------------------------------------------------
@dataclass(frozen=True)
class Template:
    """A game played through the store, to be copied: its rows with placeholders (P)."""

    ruleset: str
    options: str
    mode: str
    status: str
    end_reason: str
    players: str  # JSON seating, with placeholders
    teams: str | None
    seed: bytes
    commitment: str
    joined: tuple[tuple[str, int, str | None], ...]  # game_players: placeholder, joined, team
    actions: tuple[str, ...]
    results: tuple[tuple[Any, ...], ...]  # placeholder, team, score, sheet, place, won, n, yambs

    @property
    def size(self) -> int:
        return len(self.joined)


# (weight, ruleset, mode, players or None for teams, options)
KINDS: tuple[tuple[int, str, str, int, dict[str, Any] | None], ...] = (
    (10, "classic", "standard", 1, None),
    (22, "classic", "standard", 2, None),
    (6, "classic", "standard", 3, None),
    (3, "classic", "standard", 4, None),
    (9, "classic", "kontra", 2, None),
    (2, "bulgarian", "standard", 1, None),
    (4, "bulgarian", "standard", 2, None),
    (2, "yamm", "standard", 1, None),
    (5, "yamm", "standard", 2, None),
    (1, "russian", "standard", 1, None),
    (3, "russian", "standard", 2, None),
    (1, "tris", "standard", 1, None),
    (3, "tris", "standard", 2, None),
    (2, "classic", "pairs", 0, None),
    (1, "russian", "team", 0, {"matches": True}),
    (1, "yamm", "partners", 0, None),
)
VARIANTS = 3  # games played of each kind


async def _ai_step(store: Store, stored: Any, rnd: random.Random, levels: dict[str, str],
                   shorten: float = 0.0) -> Any:
    """One move of the bot's AI, through the store as the bot plays for its players.
    `shorten`: the odds of writing at once where the AI would throw again."""
    game = stored.game
    for player in game.decision().players:
        move = choose(game, player, levels[player], rnd)
        if not isinstance(move, Wait):
            break
    else:
        raise RuntimeError(f"nobody moves in game #{stored.game_id}")
    if isinstance(move, ThrowMove) and move.keep is not None and rnd.random() < shorten:
        writes = [o.move for o in evaluate(game, player, levels[player], rnd)
                  if not isinstance(o.move, ThrowMove)]
        move = writes[0] if writes else move
    if isinstance(move, ThrowMove):
        return await store.append_throw(stored.game_id, player, move.keep, seq=stored.seq)
    return await store.append_action(stored.game_id, move, seq=stored.seq)


async def play_templates(folder: Path) -> tuple[list[tuple[int, Template]], Template, Template]:
    """The template games (weighted), an abandoned one, and a solitaire game of exactly
    LONG_ACTIONS actions, played through the store by the bot's AI (each seat at a level of
    its own, so that the scores are people's) in a file of `folder`."""
    from tests.store_crash_worker import Spec, new_game

    path = folder / "templates.sqlite3"
    store = await Store.open(path, synchronous="NORMAL")
    rnd = random.Random(SEED)
    made: list[tuple[int, int]] = []

    async def play(spec: Any, channel: str, *, steps: int = 10_000, shorten: float = 0.0
                   ) -> Any:
        levels = {p: rnd.choice(("easy", "normal", "hard")) for p in P}
        stored = await new_game(store, spec, channel=channel)
        while stored.info.status == "active" and stored.seq < steps:
            stored = await _ai_step(store, stored, rnd, levels, shorten)
        return stored

    try:
        await store.remember_users({p: p for p in P})
        for n, (weight, ruleset, mode, size, options) in enumerate(KINDS):
            for variant in range(VARIANTS):
                spec = Spec(ruleset, mode, P[:size], None if size else TEAMS, options)
                made.append((weight, (await play(spec, f"c{n}-{variant}")).game_id))
        stored = await play(Spec("classic", "standard", P[:2]), "abandoned", steps=90)
        await store.abandon_game(stored.game_id)
        abandoned = stored.game_id
        for attempt in range(200):  # about one in six ends at exactly 200
            spec = Spec("classic", "standard", P[:1])
            stored = await play(spec, f"long{attempt}", steps=LONG_ACTIONS + 1, shorten=0.15)
            if stored.info.status == "finished" and stored.seq == LONG_ACTIONS:
                long_game = stored.game_id
                break
            if stored.info.status == "active":
                await store.abandon_game(stored.game_id)
        else:
            raise SystemExit(f"no solitaire game of {LONG_ACTIONS} actions in 200 tries")
    finally:
        await store.close()
    conn = sqlite3.connect(path)
    try:
        templates = [(weight, _template(conn, game)) for weight, game in made]
        return templates, _template(conn, abandoned), _template(conn, long_game)
    finally:
        conn.close()


def _template(conn: sqlite3.Connection, game_id: int) -> Template:
    (ruleset, options, mode, status, reason, players, teams, seed, commitment) = conn.execute(
        "SELECT ruleset, options, mode, status, end_reason, players, teams, seed, commitment "
        "FROM games WHERE game_id = ?",
        (game_id,),
    ).fetchone()
    joined = conn.execute(
        "SELECT user_id, joined, team FROM game_players WHERE game_id = ? ORDER BY joined",
        (game_id,),
    ).fetchall()
    actions = [r[0] for r in conn.execute(
        "SELECT action FROM actions WHERE game_id = ? ORDER BY seq", (game_id,)
    )]
    seats = json.loads(players)
    results = sorted(
        conn.execute(
            "SELECT user_id, team, score, sheet_score, place, won, competitors, yambs "
            "FROM results WHERE game_id = ?",
            (game_id,),
        ).fetchall(),
        key=lambda r: seats.index(r[0]),  # in seating order, as the store rates them
    )
    return Template(
        ruleset, options, mode, status, reason, players, teams, bytes(seed), commitment,
        tuple(tuple(j) for j in joined), tuple(actions), tuple(tuple(r) for r in results),
    )


# -- the servers and their members ---------------------------------------------------------------
NAME_PARTS = ("ka", "ri", "mo", "la", "zen", "dra", "vo", "mi", "ne", "sto", "ja", "an", "el",
              "gor", "bi", "tu", "sa", "ve", "ko", "ru", "na", "da", "li", "pe")
NAME_EXTRA = ("", "", "", "_", "99", " ✦", "🎲", "xX", " the Great", " (away)", "Ђорђе", "Мила")


def display_name(index: int) -> str:
    rnd = random.Random(index * 7919 + SEED)
    name = "".join(rnd.choice(NAME_PARTS) for _ in range(rnd.randint(2, 4))).capitalize()
    return (name + rnd.choice(NAME_EXTRA))[:32]


@dataclass
class World:
    """Who plays where: servers by weight, each with its members by weight."""

    games: int
    servers: int
    server_cum: list[float]
    members: list[list[int]]  # user indices per server, most active first
    member_cum: list[list[float]]
    users: int

    @classmethod
    def make(cls, games: int, servers: int) -> World:
        rnd = random.Random(SEED)
        weights = [1.0 / (i + 1) ** ZIPF_SERVERS for i in range(servers)]
        total = sum(weights)
        members: list[list[int]] = []
        users = 0
        for weight in weights:
            expected = games * weight / total
            count = max(2, round(2.5 * expected**0.62))
            mine: list[int] = []
            seen: set[int] = set()
            for _ in range(count):
                if users > 0 and rnd.random() < SHARED:
                    other = rnd.randrange(users)
                    if other not in seen:
                        seen.add(other)
                        mine.append(other)
                        continue
                mine.append(users)
                seen.add(users)
                users += 1
            members.append(mine)
        member_cum = [_cumulative([1.0 / (j + 1) ** ZIPF_MEMBERS for j in range(len(m))])
                      for m in members]
        return cls(games, servers, _cumulative(weights), members, member_cum, users)

    def server(self, rnd: random.Random) -> int:
        return bisect.bisect_left(self.server_cum, rnd.random() * self.server_cum[-1])

    def players(self, server: int, count: int, rnd: random.Random) -> list[int]:
        members, cum = self.members[server], self.member_cum[server]
        chosen: list[int] = []
        while len(chosen) < count:
            pick = members[bisect.bisect_left(cum, rnd.random() * cum[-1])]
            if pick not in chosen:
                chosen.append(pick)
        return chosen

    @staticmethod
    def web_on(server: int) -> bool:
        return server < 10 or server % WEB_OFF_EVERY != 7


def _cumulative(weights: Sequence[float]) -> list[float]:
    out, total = [], 0.0
    for w in weights:
        total += w
        out.append(total)
    return out


def channel_id(server: int, n: int) -> str:
    return str(CHANNEL_BASE + server * 8 + n)


# -- the rows --------------------------------------------------------------------------------
Rows = list[tuple[Any, ...]]
GAME_COLUMNS = (
    "game_id, guild_id, channel_id, host_id, ruleset, options, mode, status, players, teams, "
    "seed, commitment, action_count, created_at, started_at, ended_at, last_action_at, "
    "end_reason, daily"
)
TABLES = {
    "games": GAME_COLUMNS,
    "game_players": "game_id, user_id, joined, team",
    "actions": "game_id, seq, action, created_at",
    "results": "game_id, user_id, guild_id, ruleset, mode, team, score, sheet_score, place, "
    "won, competitors, yambs, duration, finished_at",
    "rating_history": "guild_id, ruleset, user_id, game_id, mu, sigma, rated_at",
    "daily_attempts": "number, user_id, guild_id, game_id, started_at, total, finished_at",
}


@dataclass
class Picks:
    """What the benchmark asks for, known from the build: ids, never tokens."""

    servers: list[tuple[str, int, int]] = field(default_factory=list)  # guild, games, members
    # the largest server's most active members, and members at random: guild, user, games
    top_members: list[tuple[str, str, int]] = field(default_factory=list)
    members: list[tuple[str, str, int]] = field(default_factory=list)
    replays: list[int] = field(default_factory=list)  # ended games that keep their log
    long_game: int = 0
    rows: dict[str, int] = field(default_factory=dict)


class Generator:
    """The games in the order they ended, CHUNK_GAMES at a time, with everything they leave."""

    def __init__(self, world: World, templates: list[tuple[int, Template]], abandoned: Template,
                 long_game: Template, now: float, log_every: int) -> None:
        self.world = world
        self.templates = [t for _, t in templates]
        self.template_cum = _cumulative([w for w, _ in templates])
        self.solo = {t.ruleset: t for t in self.templates if t.size == 1}
        self.abandoned, self.long = abandoned, long_game
        self.now, self.log_every = now, log_every
        self.rnd = random.Random(SEED + 1)
        self.first = now - SPAN_DAYS * DAY - 600
        self.ratings: dict[tuple[str, str, str], Rating] = {}
        self.rated_at: dict[tuple[str, str, str], float] = {}
        self.per_server: Counter[int] = Counter()
        self.per_member: Counter[tuple[int, int]] = Counter()
        self.long_slot = world.games * 9 // 10
        self.picks = Picks()
        # the daily challenge: its players (the most active members of the larger servers)
        # try most closed days, among the servers' games of those days
        count = max(10, world.games // 2000)
        self.daily_players = [(s, world.members[s][j]) for s in range(world.servers)
                              for j in range(3)][:count]
        per_day = world.games / SPAN_DAYS
        self.daily_odds = min(0.5, 0.7 * count / per_day)
        self.daily_done: set[tuple[int, int]] = set()

    def chunks(self) -> Iterator[dict[str, Rows]]:
        for start in range(0, self.world.games, CHUNK_GAMES):
            rows: dict[str, Rows] = {name: [] for name in TABLES}
            for k in range(start, min(self.world.games, start + CHUNK_GAMES)):
                self._game(k, rows)
            yield rows

    def _template(self) -> Template:
        cum = self.template_cum
        return self.templates[bisect.bisect_left(cum, self.rnd.random() * cum[-1])]

    def _daily(self, ended: float) -> tuple[Daily, int, int] | None:
        """Whether the game ending then is a daily attempt instead: its day, server and
        member (a day that has closed, a member who has not tried it yet)."""
        if day_of(ended) < FIRST_DAY or self.rnd.random() >= self.daily_odds:
            return None
        daily = Daily.of_day(day_of(ended))
        server, member = self.daily_players[self.rnd.randrange(len(self.daily_players))]
        if daily.open_at(self.now) or (daily.number, member) in self.daily_done:
            return None
        self.daily_done.add((daily.number, member))
        return daily, server, member

    def _game(self, k: int, rows: dict[str, Rows]) -> None:
        rnd, world = self.rnd, self.world
        game_id = k + 1
        ended = self.first + SPAN_DAYS * DAY * (k + rnd.random()) / world.games
        daily = self._daily(ended)
        if daily is not None:
            daily, server, member = daily
            template = self.solo.get(daily.ruleset, self.solo["classic"])
            seated = [member]
        else:
            server = 0 if k == self.long_slot else world.server(rnd)
            if k == self.long_slot:
                template = self.long
            elif rnd.random() < ABANDONED:
                template = self.abandoned
            else:
                template = self._template()
            while template.size > len(world.members[server]):
                template = self._template()
            seated = world.players(server, template.size, rnd)
        guild = guild_id(server)
        ids = {p: user_id(u) for p, u in zip(P, seated, strict=False)}

        def mapped(text: str) -> str:
            for placeholder, user in ids.items():
                text = text.replace(placeholder, user)
            return text

        actions = len(template.actions)
        started = ended - actions * rnd.uniform(3.0, 9.0)
        host = ids[template.joined[0][0]]
        channel = (f"daily:{daily.number}:{host}" if daily
                   else channel_id(server, rnd.randrange(1 + len(world.members[server]) // 50)))
        rows["games"].append((
            game_id, guild, channel, host, template.ruleset, template.options, template.mode,
            template.status, mapped(template.players),
            mapped(template.teams) if template.teams else None, template.seed,
            template.commitment, actions, started - rnd.uniform(20, 300), started, ended, ended,
            template.end_reason, daily.number if daily else None,
        ))
        rows["game_players"].extend((game_id, ids[p], joined, team)
                                    for p, joined, team in template.joined)
        logged = k == self.long_slot or (k % self.log_every == 0 and daily is None)
        if logged:
            step = (ended - started) / actions
            rows["actions"].extend((game_id, seq, mapped(action), started + step * (seq + 1))
                                   for seq, action in enumerate(template.actions))
            if template.status == "finished" and world.web_on(server):
                self.picks.replays.append(game_id)
        if k == self.long_slot:
            self.picks.long_game = game_id
        if daily is not None:
            total = template.results[0][2]
            rows["daily_attempts"].append(
                (daily.number, host, guild, game_id, started, total, ended))
            return
        self.per_server[server] += 1
        for member in seated:
            self.per_member[(server, member)] += 1
        if template.status != "finished":
            return
        results = [
            ResultRow(game_id, ids[p], guild, template.ruleset, template.mode, team, score,
                      sheet, place, bool(won), competitors, yambs, ended - started, ended)
            for p, team, score, sheet, place, won, competitors, yambs in template.results
        ]
        rows["results"].extend(
            (r.game_id, r.user_id, r.guild_id, r.ruleset, r.mode, r.team, r.score,
             r.sheet_score, r.place, int(r.won), r.competitors, r.yambs, r.duration,
             r.finished_at)
            for r in results
        )
        keys = {r.user_id: (guild, template.ruleset, r.user_id) for r in results}
        current = {u: self.ratings[key] for u, key in keys.items() if key in self.ratings}
        for user, new in rate(results, current).items():
            self.ratings[keys[user]] = new
            self.rated_at[keys[user]] = ended
            rows["rating_history"].append(
                (guild, template.ruleset, user, game_id, new.mu, new.sigma, ended))

    def closing_rows(self) -> dict[str, Rows]:
        """What the games leave beside themselves: ratings, settings, the secret."""
        rnd = random.Random(SEED + 2)
        settings = [(guild_id(s), json.dumps({"web": "on"}), self.first)
                    for s in range(self.world.servers) if self.world.web_on(s)]
        ratings = [(*key, r.mu, r.sigma, r.games, self.rated_at[key])
                   for key, r in self.ratings.items()]
        return {"ratings": ratings, "guild_settings": settings,
                "web_key": [(1, rnd.randbytes(32))]}

    def opening_rows(self) -> dict[str, Rows]:
        """What the games point to: their members, and the daily challenges."""
        users = [(user_id(u), display_name(u), self.now - (u % 1000) * 3600)
                 for u in range(self.world.users)]
        today = Daily.at(self.now).number
        dailies = []
        for number in range(1, today + 1):
            seed = hashlib.sha256(f"daily {number}".encode()).digest()
            dailies.append((number, Daily(number).ruleset, seed, seed_commitment(seed),
                            300, Daily(number).starts))
        return {"users": users, "dailies": dailies}

    def choose_picks(self) -> Picks:
        """The servers (the largest, and others at random), their members, the replays."""
        rnd = random.Random(SEED + 3)
        picks = self.picks
        on = [s for s, _ in self.per_server.most_common() if self.world.web_on(s)]
        chosen = on[:5] + rnd.sample(on[5:], min(195, len(on) - 5))
        for s in chosen:
            picks.servers.append((guild_id(s), self.per_server[s], len(self.world.members[s])))
        by_server: dict[int, list[tuple[int, int]]] = {}
        for (s, u), n in self.per_member.items():
            by_server.setdefault(s, []).append((n, u))
        for rank, s in enumerate(chosen):
            played = sorted(by_server.get(s, []), reverse=True)
            if rank == 0:  # the longest profiles
                picks.top_members = [(guild_id(s), user_id(u), n) for n, u in played[:20]]
            n, u = rnd.choice(played)
            picks.members.append((guild_id(s), user_id(u), n))
        rnd.shuffle(picks.replays)
        del picks.replays[2000:]
        return picks


# -- building: SQLite ------------------------------------------------------------------------
def _insert(conn: sqlite3.Connection, table: str, columns: str, rows: Rows) -> None:
    if rows:
        marks = ", ".join("?" * len(columns.split(",")))
        conn.executemany(f"INSERT INTO {table} ({columns}) VALUES ({marks})", rows)


_COLUMNS = {
    "users": "user_id, display_name, seen_at",
    "dailies": "number, ruleset, seed, commitment, bot_total, created_at",
    "ratings": "guild_id, ruleset, user_id, mu, sigma, games, updated_at",
    "guild_settings": "guild_id, settings, updated_at",
    "web_key": "id, secret",
    **TABLES,
}


def fill_sqlite(path: Path, generator: Generator) -> dict[str, int]:
    """The rows into a SQLite file the store made (schema in place): a transaction a chunk,
    written by a thread of its own while the next chunk is generated. The actions' guards
    of live play are dropped meanwhile and made again from their own SQL."""
    conn = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    conn.execute("PRAGMA journal_mode = OFF")  # bulk data into a file nobody else has open
    conn.execute("PRAGMA synchronous = OFF")
    conn.execute("PRAGMA cache_size = -2000000")  # 2 GB: the indexes are written at random
    guards = conn.execute(
        f"SELECT name, sql FROM sqlite_master WHERE type = 'trigger' "
        f"AND name IN ({', '.join('?' * len(TRIGGERS_OFF))})",
        TRIGGERS_OFF,
    ).fetchall()
    counts: Counter[str] = Counter()
    work: queue.Queue[dict[str, Rows] | None] = queue.Queue(maxsize=2)
    failed: list[BaseException] = []

    def write() -> None:
        try:
            while (rows := work.get()) is not None:
                conn.execute("BEGIN")
                for table, table_rows in rows.items():
                    _insert(conn, table, _COLUMNS[table], table_rows)
                    counts[table] += len(table_rows)
                conn.execute("COMMIT")
        except BaseException as error:  # handed to the generating thread
            failed.append(error)
            while work.get() is not None:
                pass

    writer = threading.Thread(target=write)
    writer.start()
    try:
        for name, _ in guards:
            conn.execute(f"DROP TRIGGER {name}")
        work.put(generator.opening_rows())
        shown = time.monotonic()
        for done, rows in enumerate(generator.chunks(), start=1):
            if failed:
                break
            work.put(rows)
            if time.monotonic() - shown > 30:
                shown = time.monotonic()
                print(f"    {done * CHUNK_GAMES:,} games", flush=True)
        work.put(generator.closing_rows())
    finally:
        work.put(None)
        writer.join()
    if failed:
        raise failed[0]
    for _, sql in guards:
        conn.execute(sql)
    conn.execute("ANALYZE")  # as PRAGMA optimize at a bot's close would
    conn.execute("PRAGMA journal_mode = WAL")
    conn.close()
    return dict(counts)


async def build_sqlite(path: Path, games: int, servers: int, log_every: int) -> Picks:
    """The SQLite file (made next to `path`, renamed into place once complete) and the picks
    (kept beside it as JSON)."""
    began = time.perf_counter()
    building = path.with_suffix(".building")
    for leftover in (building, Path(f"{building}-wal"), Path(f"{building}-shm")):
        leftover.unlink(missing_ok=True)
    shm = Path("/dev/shm")
    with tempfile.TemporaryDirectory(dir=shm if shm.is_dir() else None) as folder:
        templates, abandoned, long_game = await play_templates(Path(folder))
    print(f"  {len(templates)} games played through the store to copy, and one of "
          f"{len(long_game.actions)} actions ({time.perf_counter() - began:.0f} s)", flush=True)
    world = World.make(games, servers)
    print(f"  {servers:,} servers, {world.users:,} members; the largest server has "
          f"{len(world.members[0]):,} members", flush=True)
    store = await Store.open(building)  # the schema, migrated as the bot would
    await store.close()
    generator = Generator(world, templates, abandoned, long_game, time.time(), log_every)
    counts = await asyncio.to_thread(fill_sqlite, building, generator)
    picks = generator.choose_picks()
    picks.rows = counts
    building.rename(path)
    path.with_suffix(".json").write_text(json.dumps(picks.__dict__))
    shown = ", ".join(f"{n:,} {t}" for t, n in counts.items())
    print(f"  built in {time.perf_counter() - began:.0f} s: {shown}", flush=True)
    return picks


def load_picks(path: Path) -> Picks:
    data = json.loads(path.with_suffix(".json").read_text())
    return Picks(
        servers=[tuple(s) for s in data["servers"]],  # type: ignore[misc]
        top_members=[tuple(m) for m in data["top_members"]],  # type: ignore[misc]
        members=[tuple(m) for m in data["members"]],  # type: ignore[misc]
        replays=data["replays"],
        long_game=data["long_game"],
        rows=data["rows"],
    )


# -- building: PostgreSQL --------------------------------------------------------------------
async def postgresql_copy(sqlite_path: Path, url: str) -> dict[str, int]:
    """The SQLite file into an empty PostgreSQL database, with the store's own copy (that of
    `python -m bot migrate`, without its check that replays every game: most have no log
    here), then vacuumed and analysed as autovacuum would."""
    import asyncpg

    from bot.store import postgres, sqlite
    from bot.store.maintenance import CHUNK, _parents_first

    old = await Store.open(sqlite_path, read_only=True, check="none")
    new = await Store.open(url)  # the schema, migrated
    try:
        assert isinstance(old._db, sqlite.SqliteBackend)
        assert isinstance(new._db, postgres.PostgresBackend)
        tables = await sqlite.layout(old._db)
        order = _parents_first(tables)
        async with sqlite.read_snapshot(old._db) as snapshot:
            sources = [(name, tables[name][0],
                        sqlite.table_rows(snapshot, name, tables[name][0], CHUNK))
                       for name in order]
            copied = await postgres.copy_in(new._db, sources)
    finally:
        await old.close()
        await new.close()
    conn = await asyncpg.connect(url)
    try:
        await conn.execute("VACUUM (ANALYZE)")
    finally:
        await conn.close()
    return copied


@contextlib.contextmanager
def postgresql_server(folder: Path) -> Iterator[Any]:
    import importlib

    server = importlib.import_module("tests.pgserver").PgServer.start(folder=folder)
    try:
        yield server
    finally:
        server.stop()


async def migrated(target: str) -> None:
    """A database kept from an earlier run, migrated as the bot would on its start (the website
    reads an older schema as it is)."""
    store = await Store.open(target, check="none")
    await store.close()


async def ready_postgresql(server: Any, sqlite_path: Path) -> str:
    """The database `bench` of the kept server, filled from the SQLite file once."""
    filled = server.folder / "filled"
    url = server.url("bench")
    if not filled.is_file():
        began = time.perf_counter()
        server.drop_database("bench")
        server.create_database("bench")
        copied = await postgresql_copy(sqlite_path, url)
        filled.write_text(json.dumps(copied))
        print(f"  PostgreSQL filled from the SQLite file in {time.perf_counter() - began:.0f} s "
              f"({sum(copied.values()):,} rows)", flush=True)
    return url


# -- the web process -------------------------------------------------------------------------
def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class WebProcess:
    pid: int
    base: str

    def cpu(self) -> float:
        """Seconds of CPU the process has used (user and system), from /proc."""
        fields = Path(f"/proc/{self.pid}/stat").read_text().rpartition(")")[2].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def memory(self) -> dict[str, int]:
        """VmHWM (peak) and VmRSS in KiB, from /proc."""
        found = {}
        for line in Path(f"/proc/{self.pid}/status").read_text().splitlines():
            key, _, value = line.partition(":")
            if key in ("VmHWM", "VmRSS"):
                found[key] = int(value.split()[0])
        return found


CHECKOUT = ROOT  # whose `python -m bot web` runs (--checkout: another version's)


@contextlib.asynccontextmanager
async def web_process(target: str) -> AsyncIterator[WebProcess]:
    """`python -m bot web` over `target`, until the block ends (then SIGINT, as Ctrl-C)."""
    port = free_port()
    env = {k: v for k, v in os.environ.items()
           if k not in ("DATABASE_URL", "DATABASE_PATH", "PUBLIC_URL", "PYTHONPATH")}
    env.update(WEB_HOST="127.0.0.1", WEB_PORT=str(port), WEB_RATE="100000", LOG_LEVEL="WARNING",
               PYTHONPATH=str(CHECKOUT))
    env["DATABASE_URL" if target.startswith("postgresql") else "DATABASE_PATH"] = target
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", "web", cwd=CHECKOUT, env=env,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT,
    )
    assert process.stdout is not None
    said: list[str] = []
    try:
        async with asyncio.timeout(120):
            while "serving" not in (line := (await process.stdout.readline()).decode()):
                said.append(line)
                if not line:
                    raise SystemExit(f"python -m bot web stopped: {''.join(said)[-600:]}")

        async def drain() -> None:
            assert process.stdout is not None
            while line := await process.stdout.readline():
                said.append(line.decode())

        draining = asyncio.create_task(drain())
        yield WebProcess(process.pid, f"http://127.0.0.1:{port}")
    finally:
        if process.returncode is None:
            process.send_signal(signal.SIGINT)
            try:
                async with asyncio.timeout(20):
                    await process.wait()
            except TimeoutError:
                process.kill()
                await process.wait()
        with contextlib.suppress(NameError):
            await draining
        problems = [line for line in said if "Traceback" in line or "ERROR" in line]
        if problems:
            print(f"  the web process said: {''.join(said)[-1500:]}")


# -- measuring -------------------------------------------------------------------------------
@dataclass
class Case:
    name: str
    paths: list[str]
    target: float | None = None  # p99 in ms
    new: bool = True  # each request at an address the site has not kept (see `fresh`)
    evict: bool = False  # the site's replayed steps of the game forgotten before each


@dataclass
class Timed:
    times: list[float]
    statuses: Counter[int]
    sizes: list[int]
    cpu: float | None = None  # the web process's CPU per request, in ms


def fresh(path: str, n: int) -> str:
    """The address with a query parameter no page reads: the same page, at an address the
    site's page cache (bot.web.guard.PageCache) has not kept, so that it is worked out."""
    return f"{path}{'&' if '?' in path else '?'}bench={n}"


async def time_one_by_one(session: Any, web: WebProcess, paths: list[str], rounds: int,
                          new: bool = True) -> Timed:
    """`rounds` requests, one at a time, cycling through `paths` (warmed once first: the
    templates and the caches of a running site), with the server's CPU time per request;
    `new`: each at an address the site has not kept."""
    base = web.base
    for path in paths[: min(len(paths), 3)]:
        async with session.get(base + path) as answer:
            await answer.read()
    out = Timed([], Counter(), [])
    cpu = web.cpu()
    for n in range(rounds):
        path = fresh(paths[n % len(paths)], n) if new else paths[n % len(paths)]
        began = time.perf_counter()
        async with session.get(base + path) as answer:
            body = await answer.read()
        out.times.append((time.perf_counter() - began) * 1000)
        out.statuses[answer.status] += 1
        out.sizes.append(len(body))
    out.cpu = (web.cpu() - cpu) * 1000 / rounds
    return out


def cases(links: Links, picks: Picks, season: str) -> list[Case]:
    largest, games, members = picks.servers[0]
    others = [s for s, _, _ in picks.servers[5:]]
    top_members = [(g, u) for g, u, _ in picks.top_members]
    random_members = [(g, u) for g, u, _ in picks.members]
    big = links.server(largest)
    page = TARGETS["page"]
    return [
        Case(f"server page, the largest server ({games:,} games, {members:,} members)",
             [big], page),
        Case("  the same, last 30 days", [big + "?period=30d"], page),
        Case("  the same, classic standard", [big + "?ruleset=classic&mode=standard"], page),
        Case(f"  the same, season {season}", [big + f"?season={season}"], page),
        Case("  the same, by rating", [big + "?order=rating"], page),
        Case("  the same, by average, page 3", [big + "?order=average&page=3"], page),
        Case("server page, servers at random", [links.server(s) for s in others], page),
        Case("  the same servers, last 30 days",
             [links.server(s) + "?period=30d" for s in others], page),
        Case("member page, the largest server's most active",
             [links.member(g, u) for g, u in top_members], page),
        Case("member page, members at random",
             [links.member(g, u) for g, u in random_members], page),
        Case(f"replay page, the {LONG_ACTIONS}-action game, first view",
             [links.game(picks.long_game)], TARGETS["replay"], evict=True),
        Case("  the same, its steps kept (bot/web/replay.py)",
             [links.game(picks.long_game)], TARGETS["replay"]),
        Case("replay page, ended games at random, first view",
             [links.game(g) for g in picks.replays[:400]]),
        Case("server JSON (/api/s), the largest server", ["/api" + big]),
        Case(f"game record JSON (/api/g), the {LONG_ACTIONS}-action game",
             ["/api" + links.game(picks.long_game)]),
        Case("a page kept (the same address within 10 s): largest server", [big], new=False),
        Case("  its most active member", [links.member(*top_members[0])], new=False),
        Case(f"  the {LONG_ACTIONS}-action game's replay", [links.game(picks.long_game)],
             new=False),
    ]


def load_mix(links: Links, picks: Picks, season: str, rnd: random.Random) -> list[str]:
    """Requests as visitors might make them: server pages (a server's visits as its games, on
    several boards), member pages (as their games), replays (a few much more than the rest, by
    Zipf's law: the games just played, linked from Discord), JSON, and the assets of browsers
    that did not keep them."""
    servers = [s for s, _, _ in picks.servers]
    server_weights = [n for _, n, _ in picks.servers]
    boards = ["", "", "", "", "", "?period=30d", "?ruleset=classic&mode=standard",
              "?order=rating", f"?season={season}"]
    people = picks.members + picks.top_members
    members = [links.member(g, u) for g, u, _ in people]
    member_weights = [n for _, _, n in people]
    replays = [links.game(picks.long_game)] + [links.game(g) for g in picks.replays[:1000]]
    replay_weights = [1 / (rank + 1) for rank in range(len(replays))]
    assets = ["/static/site.css", "/static/replay.css", "/static/replay.js"]
    mix = []
    for _ in range(20_000):
        kind = rnd.random()
        if kind < 0.40:
            server = rnd.choices(servers, server_weights)[0]
            board = rnd.choice(boards)
            if server == servers[0] and rnd.random() < 0.2:  # the next page of the largest
                board += ("&" if board else "?") + "page=2"
            mix.append(links.server(server) + board)
        elif kind < 0.65:
            mix.append(rnd.choices(members, member_weights)[0])
        elif kind < 0.85:
            mix.append(rnd.choices(replays, replay_weights)[0])
        elif kind < 0.90:
            mix.append("/api" + rnd.choice([links.server(servers[0]),
                                             rnd.choices(replays, replay_weights)[0]]))
        else:
            mix.append(rnd.choice(assets))
    return mix


# -- the replay's bytes and the origins ------------------------------------------------------
FETCHED = re.compile(
    r"<(?:script|img|iframe|source|audio|video|embed|track)\b[^>]*?\ssrc\s*=\s*[\"']?([^\"'\s>]+)"
    r"|<link\b[^>]*?\shref\s*=\s*[\"']?([^\"'\s>]+)"
    r"|<object\b[^>]*?\sdata\s*=\s*[\"']?([^\"'\s>]+)"
    r"|\ssrcset\s*=\s*[\"']([^\"']+)"
    r"|url\(\s*[\"']?([^\"')]+)"
    r"|@import\s+[\"']([^\"']+)",
    re.IGNORECASE,
)
ANCHOR = re.compile(r"<a\b[^>]*?\shref\s*=\s*[\"']?([^\"'\s>]+)", re.IGNORECASE)
ABSOLUTE = re.compile(r"(?:https?:)?//[^\s\"'<>)]+", re.IGNORECASE)


def fetched_urls(text: str) -> list[str]:
    """Everything a browser would fetch for a page or a style sheet: src, link href, object
    data, srcset, CSS url() and @import."""
    found = []
    for match in FETCHED.finditer(text):
        value = next(g for g in match.groups() if g)
        if match.group(4):  # srcset: "url 2x, url 3x"
            found += [part.strip().split()[0] for part in value.split(",") if part.strip()]
        else:
            found.append(value)
    return [u for u in found if not u.startswith(("data:", "#"))]


def foreign(urls: Sequence[str], base: str) -> list[str]:
    here = urlsplit(base).netloc
    return [u for u in urls if urlsplit(urljoin(base, u)).netloc not in ("", here)]


def unpacked(raw: bytes, encoding: str) -> bytes:
    if encoding == "gzip":
        return gzip.decompress(raw)
    if encoding == "deflate":  # zlib's format, or the raw one some servers send
        try:
            return zlib.decompress(raw)
        except zlib.error:
            return zlib.decompress(raw, -zlib.MAX_WBITS)
    return raw


async def wire_bytes(base: str, path: str) -> tuple[dict[str, int], str, list[str]]:
    """A page and its assets as a browser with an empty cache gets them (compressed if the
    site compresses): bytes on the wire per kind (headers included), the page's content
    encoding, and what it would fetch from elsewhere."""
    import aiohttp

    sizes: Counter[str] = Counter()
    elsewhere: list[str] = []
    headers = {"Accept-Encoding": BROWSER_ENCODINGS}
    async with aiohttp.ClientSession(auto_decompress=False, headers=headers) as session:

        async def get(url: str) -> tuple[bytes, str]:
            async with session.get(url) as answer:
                raw = await answer.read()
                head = sum(len(k) + len(v) + 4 for k, v in answer.raw_headers) + 17
                encoding = answer.headers.get("Content-Encoding", "")
                kind = answer.headers.get("Content-Type", "?").split(";")[0]
                sizes[kind] += len(raw) + head
                return unpacked(raw, encoding), encoding

        page_url = base + path
        html, encoding = await get(page_url)
        wanted = fetched_urls(html.decode("utf-8", "replace"))
        elsewhere += foreign(wanted, page_url)
        seen = set()
        for url in wanted:
            full = urljoin(page_url, url)
            if full in seen or foreign([full], page_url):
                continue
            seen.add(full)
            body, _ = await get(full)
            if full.endswith(".css"):
                inner = fetched_urls(body.decode("utf-8", "replace"))
                elsewhere += foreign(inner, full)
                for more in inner:
                    if (f := urljoin(full, more)) not in seen and not foreign([f], full):
                        seen.add(f)
                        await get(f)
    return dict(sizes), encoding or "none", elsewhere


async def scan_origins(session: Any, base: str, paths: Sequence[str]) -> tuple[int, list[str],
                                                                               list[str]]:
    """Pages and the scripts and style sheets they load: what they would fetch from another
    origin (none allowed), and the links to other sites (allowed: a click, not a fetch)."""
    pages = 0
    elsewhere: list[str] = []
    links_out: list[str] = []
    assets: set[str] = set()
    for path in paths:
        async with session.get(base + path) as answer:
            text = await answer.text()
        pages += 1
        wanted = fetched_urls(text)
        elsewhere += [f"{path[:30]}…: {u}" for u in foreign(wanted, base + path)]
        links_out += foreign(ANCHOR.findall(text), base + path)
        assets.update(urljoin(base + path, u) for u in wanted if not foreign([u], base + path))
    for url in sorted(assets):
        async with session.get(url) as answer:
            text = await answer.text()
        if url.endswith(".js"):  # a script could fetch by itself: any absolute address in it
            elsewhere += [f"{url}: {u}" for u in ABSOLUTE.findall(text) if "w3.org" not in u]
        else:
            elsewhere += [f"{url}: {u}" for u in foreign(fetched_urls(text), url)]
    return pages + len(assets), elsewhere, sorted(set(links_out))


# -- the load, from a process of its own ------------------------------------------------------
async def load_worker(spec: dict[str, Any]) -> dict[str, Any]:
    """Requests at `rate` a second (open loop) or `workers` at once (closed loop) for `seconds`,
    at most rate * seconds of them; latencies in ms from when each was due."""
    import aiohttp

    base, paths = spec["base"], spec["paths"]
    rnd = random.Random(spec["seed"])
    loop = asyncio.get_running_loop()
    latencies: list[float] = []
    statuses: Counter[str] = Counter()
    limit = spec.get("limit", 256)
    connector = aiohttp.TCPConnector(limit=limit, force_close=False)
    headers = {"Accept-Encoding": BROWSER_ENCODINGS, "Accept-Language": "en"}
    dropped = 0

    async def one(session: aiohttp.ClientSession, path: str, due: float) -> None:
        try:
            async with session.get(base + path) as answer:
                await answer.read()
            statuses[str(answer.status)] += 1
        except (aiohttp.ClientError, OSError) as error:
            statuses[type(error).__name__] += 1
        latencies.append((loop.time() - due) * 1000)

    async with aiohttp.ClientSession(connector=connector, headers=headers) as session:
        began = loop.time()
        deadline = began + spec["seconds"]
        if spec.get("workers"):

            async def worker() -> None:
                while loop.time() < deadline:
                    await one(session, rnd.choice(paths), loop.time())

            await asyncio.gather(*(worker() for _ in range(spec["workers"])))
        else:
            rate, count = spec["rate"], int(spec["rate"] * spec["seconds"])
            tasks: set[asyncio.Task[None]] = set()
            for n in range(count):
                due = began + n / rate
                if due > loop.time():
                    await asyncio.sleep(due - loop.time())
                if loop.time() > deadline + 5:
                    break
                if len(tasks) >= limit:  # the server is this far behind: counted, not sent
                    dropped += 1
                    continue
                task = asyncio.create_task(one(session, rnd.choice(paths), due))
                tasks.add(task)
                task.add_done_callback(tasks.discard)
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(30):
                    while tasks:
                        await asyncio.gather(*tasks)
        elapsed = loop.time() - began
    return {"latencies": latencies, "statuses": statuses, "elapsed": elapsed,
            "dropped": dropped}


async def run_load(spec: dict[str, Any]) -> dict[str, Any]:
    """The load worker in a process of its own (so that it takes no time from the server's,
    and the server's from it, but the machine's two cores), its answer as JSON."""
    process = await asyncio.create_subprocess_exec(
        sys.executable, __file__, "--load-worker", stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
    )
    out, _ = await process.communicate(json.dumps(spec).encode())
    if process.returncode != 0:
        raise SystemExit("the load worker failed")
    result: dict[str, Any] = json.loads(out)
    return result


# -- the report ------------------------------------------------------------------------------
def verdict(value: float, target: float | None) -> str:
    if target is None:
        return ""
    return "OK" if value < target else "TOO SLOW"


def ms(value: float) -> str:
    return f"{value:8.1f}"


async def measure(label: str, target: str, picks: Picks, args: argparse.Namespace
                  ) -> dict[str, str]:
    import aiohttp

    from bot.seasons import Season

    summary: dict[str, str] = {}
    reads = await Reads.open(target, read_only=True, check="none")
    try:
        secret = await reads.web_secret()
    finally:
        await reads.close()
    assert secret is not None
    links = Links("", Tokens(secret))
    season = Season.at("month", time.time()).previous().label
    print(f"\n{label}: {args.games:,} ended games, {args.servers:,} servers "
          f"(load average {os.getloadavg()[0]:.1f} before)")
    async with web_process(target) as web:
        headers = {"Accept-Language": "en", "Accept-Encoding": BROWSER_ENCODINGS}
        async with aiohttp.ClientSession(headers=headers) as session:
            print(f"  one request at a time, in ms{'':>34}  p50      p99      max  server CPU"
                  "  target")
            for case in cases(links, picks, season):
                if case.evict:
                    others = [links.game(g) for g in picks.replays[-200:]]
                    timed = await first_views(session, web.base, case.paths[0], others,
                                              args.rounds // 8)
                else:
                    timed = await time_one_by_one(session, web, case.paths, args.rounds,
                                                  case.new)
                p50, p99 = percentile(timed.times, 0.5), percentile(timed.times, 0.99)
                bad = {s: n for s, n in timed.statuses.items() if s != 200}
                note = f"  answers {bad}" if bad else ""
                goal = f"p99 < {case.target:.0f}" if case.target else ""
                cpu = "-" if timed.cpu is None else f"{timed.cpu:.1f}"
                print(f"  {case.name[:62]:<62} {ms(p50)} {ms(p99)} {ms(max(timed.times))} "
                      f"{cpu:>11}  {goal:<9} {verdict(p99, case.target)}{note}", flush=True)
                summary[case.name.strip()] = f"{p50:.1f} / {p99:.1f}"
            sizes, encoding, elsewhere = await wire_bytes(web.base, links.game(picks.long_game))
            total = sum(sizes.values())
            parts = " + ".join(f"{k.split('/')[-1]} {v / 1024:.1f}" for k, v in sizes.items())
            print(f"  replay page with its assets over the wire: {parts} = {total / 1024:.1f} KB "
                  f"(content encoding: {encoding})  target < 150 KB {verdict(total, 150 * 1024)}")
            summary["replay page + assets (KB)"] = f"{total / 1024:.1f} ({encoding})"
            largest = picks.servers[0][0]
            scanned, foreign_fetches, outside = await scan_origins(
                session, web.base,
                [links.server(largest), links.server(largest) + "?order=rating",
                 links.member(largest, picks.top_members[0][1]), links.game(picks.long_game),
                 links.game(picks.replays[0]), "/no/such/page", "/daily/1"],
            )
            print(f"  other origins: {len(foreign_fetches)} fetches in {scanned} pages and assets "
                  f"{'OK' if not foreign_fetches else foreign_fetches[:5]}; links out: "
                  f"{outside[:5] or 'none'}")
            summary["fetches from other origins"] = str(len(foreign_fetches))
        rnd = random.Random(SEED + 4)
        mix = load_mix(links, picks, season, rnd)
        top = sum(n for _, n in Counter(mix).most_common(10)) / len(mix)
        print(f"  the load's requests: {len(set(mix)):,} addresses in {len(mix):,} (the 10 most "
              f"asked for: {top:.0%}), 40% server pages, 25% members, 20% replays, 5% JSON, "
              "10% assets")
        # a site that has been running: its caches hold what was asked for lately
        warm = {"workers": 16, "limit": 16, "base": web.base, "paths": mix,
                "seconds": min(10.0, args.seconds), "seed": SEED + 1}
        got = await run_load(warm)
        print(f"  warming up: {len(got['latencies']) / got['elapsed']:.0f} answers/s for "
              f"{got['elapsed']:.0f} s, 16 at once", flush=True)
        for name, spec in (
            (f"{args.rate} requests/s offered", {"rate": args.rate}),
            ("full speed, 32 at once", {"workers": 32, "limit": 32}),
        ):
            spec.update(base=web.base, paths=mix, seconds=args.seconds, seed=SEED)
            load, cpu = os.getloadavg()[0], web.cpu()
            got = await run_load(spec)
            cpu = (web.cpu() - cpu) * 1000 / max(1, len(got["latencies"]))
            times = got["latencies"]
            done = len(times)
            errors = {s: n for s, n in got["statuses"].items() if s not in ("200", "304")}
            p50, p99 = percentile(times, 0.5), percentile(times, 0.99)
            rate_done = done / got["elapsed"]
            print(f"  load, {name} for {args.seconds:g} s: {rate_done:6.1f} answered/s, "
                  f"p50 {p50:.1f} ms, p99 {p99:.1f} ms, max {max(times, default=0):.0f} ms, "
                  f"{done:,} answers, errors {errors or 0}, not sent (server behind) "
                  f"{got['dropped']}; server CPU {cpu:.1f} ms an answer (load average "
                  f"{load:.1f} before)", flush=True)
            summary[f"load, {name}"] = f"{rate_done:.0f}/s, p50 {p50:.1f}, p99 {p99:.1f} ms"
        memory = web.memory()
        print(f"  web process memory: peak {memory['VmHWM'] / 1024:.0f} MiB (VmHWM), now "
              f"{memory['VmRSS'] / 1024:.0f} MiB  target < 150 MiB "
              f"{verdict(memory['VmHWM'], 150 * 1024)}")
        summary["web process peak memory (MiB)"] = f"{memory['VmHWM'] / 1024:.0f}"
    return summary


async def first_views(session: Any, base: str, path: str, others: list[str], rounds: int
                      ) -> Timed:
    """A replay's first view: before each, enough other replays that the site no longer keeps
    this one (bot/web/replay.py keeps CACHED_GAMES replayed games)."""
    from bot.web import replay

    kept = getattr(replay, "CACHED_GAMES", 32)
    out = Timed([], Counter(), [])
    for n in range(max(5, rounds)):
        for i in range(kept + 1):
            async with session.get(base + others[(n * 7 + i) % len(others)]) as answer:
                await answer.read()
        began = time.perf_counter()
        async with session.get(base + fresh(path, n)) as answer:
            body = await answer.read()
        out.times.append((time.perf_counter() - began) * 1000)
        out.statuses[answer.status] += 1
        out.sizes.append(len(body))
    return out


async def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=1_000_000)
    parser.add_argument("--servers", type=int, default=20_000)
    parser.add_argument("--backend", choices=("sqlite", "postgresql", "both"), default="both")
    parser.add_argument("--seconds", type=float, default=20.0, help="each load phase")
    parser.add_argument("--rate", type=int, default=500, help="requests a second offered")
    parser.add_argument("--rounds", type=int, default=200, help="requests per page, one by one")
    parser.add_argument("--log-every", type=int, default=25,
                        help="one game in this many keeps its action log")
    parser.add_argument("--data", type=Path, default=ROOT / "benchmarks" / ".data")
    parser.add_argument("--rebuild", action="store_true", help="build the databases again")
    parser.add_argument("--checkout", type=Path, default=ROOT,
                        help="run the website of another checkout (before and after a change)")
    parser.add_argument("--load-worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.load_worker:
        print(json.dumps(await load_worker(json.loads(sys.stdin.read()))))
        return
    global CHECKOUT
    CHECKOUT = args.checkout.resolve()
    args.data.mkdir(parents=True, exist_ok=True)
    name = f"web-{args.games}-{args.servers}-{args.log_every}"
    path = args.data / f"{name}.sqlite3"
    pg_folder = args.data / f"{name}-postgresql"
    if args.rebuild:
        path.unlink(missing_ok=True)
        shutil.rmtree(pg_folder, ignore_errors=True)
    if path.is_file():
        picks = load_picks(path)
        age = (time.time() - path.stat().st_mtime) / DAY
        print(f"Reusing {path} (built {age:.1f} days ago: its last 30 days hold fewer games as "
              f"it ages; --rebuild builds it again)")
    else:
        print(f"Building {path}:")
        picks = await build_sqlite(path, args.games, args.servers, args.log_every)
        shutil.rmtree(pg_folder, ignore_errors=True)  # filled from the file it replaces
    await migrated(str(path))
    summaries: dict[str, dict[str, str]] = {}
    if args.backend in ("sqlite", "both"):
        summaries["SQLite"] = await measure("SQLite", str(path), picks, args)
    if args.backend in ("postgresql", "both"):
        with postgresql_server(pg_folder) as server:
            url = await ready_postgresql(server, path)
            await migrated(url)
            summaries["PostgreSQL"] = await measure("PostgreSQL", url, picks, args)
    print("\nSummary (p50 / p99 in ms, one request at a time):")
    names = list(dict.fromkeys(k for s in summaries.values() for k in s))
    print(f"  {'':<62} " + " ".join(f"{b:>26}" for b in summaries))
    for key in names:
        print(f"  {key[:62]:<62} " + " ".join(f"{s.get(key, '-'):>26}"
                                               for s in summaries.values()))


if __name__ == "__main__":
    asyncio.run(main())
