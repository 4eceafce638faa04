"""Leaderboards and stats over a period (per-day totals plus the period's first day's results)
give exactly what the results themselves give, whatever the period's start; the per-day totals
are kept by the results' trigger, and migration 0006 fills them from results already there."""

from __future__ import annotations

import math
import random
import shutil
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.seasons import Season
from bot.store import Store
from bot.store.boards import DAY, LOWEST_WINS_MODES, day_start
from bot.store.database import MIGRATIONS_DIR
from tests.storedb import StoreDatabase

# noon UTC, so that "days ago" with a fraction starts periods in the middle of a day
NOW = 1_700_049_600.0
TODAY = math.floor(NOW / DAY)
USERS = ("ana", "bo", "cy", "dee")
PERIODS = (1, 2.5, 3, 3.25, 6, 6.75, 10, 40)  # days back from NOW


@dataclass(frozen=True)
class Result:
    game_id: int
    user_id: str
    guild_id: str
    ruleset: str
    mode: str
    score: int
    won: int
    competitors: int
    yambs: int
    finished_at: float


def history() -> list[Result]:
    """Games over 12 days in two guilds, with what a period's edges make hard: several games on
    the first day of each period (before and after its start), games at the very start of a
    period and a hair before midnight, equal best scores on different days and on one day
    (some finished at the same moment), games before every period. Returned in an order other
    than finishing order: the per-day best must not depend on the order results are written."""
    rnd = random.Random(18)
    times: list[float] = []
    for ago in PERIODS:
        start = NOW - ago * DAY
        times += [start, start - 1, start + 1, start - 0.25]
        first = math.floor(start / DAY)
        times += [day_start(first), day_start(first + 1) - 0.001, first * DAY + 3 * 3600]
    for day in range(TODAY - 12, TODAY + 1):
        times += [day * DAY + rnd.uniform(0, DAY) for _ in range(4)]
    times += [times[5]] * 3  # games finished at the same moment
    times = [t for t in times if t <= NOW]
    results = []
    for game_id, finished_at in enumerate(times, start=1):
        guild = "g1" if game_id % 7 else "g2"
        ruleset = rnd.choice(("classic", "yamm"))
        mode = rnd.choice(("standard", "standard", "kontra"))
        size = 2 if mode == "kontra" else rnd.choice((1, 2, 3))
        players = rnd.sample(USERS, size)
        # few distinct scores: many equal bests, on one day and across days
        scores = {p: rnd.choice((300, 500, 700, 700, 900)) for p in players}
        top = max(scores.values())
        winners = [p for p in players if scores[p] == top]
        for user in players:
            won = int(size > 1 and len(winners) == 1 and user in winners)
            results.append(
                Result(
                    game_id,
                    user,
                    guild,
                    ruleset,
                    mode,
                    scores[user],
                    won,
                    size,
                    rnd.randint(0, 2),
                    finished_at,
                )
            )
    rnd.shuffle(results)
    return results


async def write(database: StoreDatabase, results: Sequence[Result]) -> None:
    """Finished games and their result rows straight into the tables, results in the given
    order (the running totals come from the triggers)."""
    await database.executemany(
        "INSERT INTO users (user_id, display_name, seen_at) VALUES (?, ?, ?)",
        [(u, u.title(), NOW) for u in USERS],
    )
    games: dict[int, Result] = {}
    for r in results:
        games.setdefault(r.game_id, r)
    await database.executemany(
        "INSERT INTO games (game_id, guild_id, channel_id, host_id, ruleset, mode, status, "
        "created_at, started_at, ended_at, end_reason) "
        "VALUES (?, ?, ?, ?, ?, ?, 'finished', ?, ?, ?, 'finished')",
        [
            (g, r.guild_id, f"ch{g}", r.user_id, r.ruleset, r.mode)
            + (r.finished_at - 60, r.finished_at - 60, r.finished_at)
            for g, r in sorted(games.items())
        ],
    )
    await database.executemany(
        "INSERT INTO results (game_id, user_id, guild_id, ruleset, mode, team, score, "
        "sheet_score, place, won, competitors, yambs, duration, finished_at) "
        "VALUES (?, ?, ?, ?, ?, NULL, ?, ?, 1, ?, ?, ?, 60, ?)",
        [
            (r.game_id, r.user_id, r.guild_id, r.ruleset, r.mode, r.score, r.score, r.won)
            + (r.competitors, r.yambs, r.finished_at)
            for r in results
        ],
    )
    if database.kind == "postgresql":  # ids given by hand: new games number on after them
        await database.fetch(
            "SELECT setval(pg_get_serial_sequence('games', 'game_id'), max(game_id)) FROM games"
        )


Aggregate = tuple[int, int, float, float, int | None, int | None, int]  # games .. yambs


def best_of(rows: Sequence[Result], low: bool = False) -> Result | None:
    """The best result (`low`: of a mode where the lowest total wins, the lowest); else the
    highest of the games of modes where the highest wins: a Kontra total is no one's best
    over every mode (None when there are only those)."""
    if not low:
        rows = [r for r in rows if r.mode != "kontra"]
    key = (lambda r: (r.score, r.finished_at, r.game_id)) if low else (
        lambda r: (-r.score, r.finished_at, r.game_id)
    )
    return min(rows, key=key, default=None)


def aggregate(rows: Sequence[Result], low: bool = False) -> Aggregate:
    """What a board or a stats line shows for these results, worked out one by one (`low`:
    of a mode where the lowest total wins, whose best is the lowest)."""
    games = len(rows)
    wins = sum(r.won for r in rows)
    contested = sum(r.competitors > 1 for r in rows)
    best = best_of(rows, low)
    return (
        games,
        wins,
        wins / contested if contested else 0.0,
        sum(r.score for r in rows) / games,
        None if best is None else best.score,
        None if best is None else best.game_id,
        sum(r.yambs for r in rows),
    )


def grouped(rows: Sequence[Result], key: str, low: bool = False) -> dict[str, Aggregate]:
    keys = sorted({getattr(r, key) for r in rows})
    return {k: aggregate([r for r in rows if getattr(r, key) == k], low) for k in keys}


ORDERS = {  # as bot/store/boards.py orders a board, ties by user id
    "wins": lambda u, a: (-a[1], -a[2], -a[0], u),
    "win_rate": lambda u, a: (-a[2], -a[1], -a[0], u),
    "average": lambda u, a: (-a[3], -a[0], u),
    # none (Kontra alone, over every mode) after every best
    "best": lambda u, a: (a[4] is None, -(a[4] or 0), -a[0], u),
    "games": lambda u, a: (-a[0], -a[1], u),
}
LOW_ORDERS = {  # a Kontra board: the lowest average and total first
    **ORDERS,
    "average": lambda u, a: (a[3], -a[0], u),
    "best": lambda u, a: (a[4] or 0, -a[0], u),
}


async def assert_boards(
    store: Store, results: Sequence[Result], where: object, limit: int, **period: Any
) -> None:
    """Server g1's boards over `period` (a few filters, every order) equal `results` worked
    out one by one."""
    for ruleset, mode in (
        (None, None), ("classic", None), ("yamm", "standard"), (None, "kontra"),
        ("classic", "kontra"),
    ):
        rows = [
            r
            for r in results
            if r.guild_id == "g1" and ruleset in (None, r.ruleset) and mode in (None, r.mode)
        ]
        per_user = grouped(rows, "user_id", low=mode == "kontra")
        orders = LOW_ORDERS if mode == "kontra" else ORDERS
        for order, by in orders.items():
            board = await store.leaderboard(
                "g1", ruleset=ruleset, mode=mode, order=order, limit=limit, **period
            )
            expected = sorted(per_user, key=lambda u: by(u, per_user[u]))[:limit]
            assert [
                (
                    r.user_id,
                    (r.games, r.wins, r.win_rate, r.average_score, r.best_score, r.best_game_id),
                )
                for r in board
            ] == [(u, per_user[u][:6]) for u in expected], (where, ruleset, mode, order)


async def test_period_boards_and_stats_equal_the_results(database: StoreDatabase) -> None:
    store = await Store.open(database.target, clock=lambda: NOW)
    try:
        results = history()
        await write(database, results)
        for ago in PERIODS:
            since = NOW - ago * DAY
            period = [r for r in results if r.finished_at >= since]
            assert any(r.finished_at < since for r in results)
            await assert_boards(store, period, ago, limit=3, days=ago)
            for guild in ("g1", None):
                for user in USERS:
                    mine = [r for r in period if r.user_id == user and guild in (None, r.guild_id)]
                    stats = await store.player_stats(guild, user, days=ago)
                    per_ruleset = grouped(mine, "ruleset")
                    # Kontra's best beside, the lowest: its own board's
                    kontra = grouped([r for r in mine if r.mode == "kontra"], "ruleset", low=True)
                    assert [
                        (s.ruleset, s.games, s.wins, s.win_rate, s.average_score)
                        + (s.best_score, s.best_game_id)
                        + (s.kontra_best_score, s.kontra_best_game_id)
                        for s in stats.per_ruleset
                    ] == [
                        (name, *a[:6], *kontra.get(name, (None,) * 6)[4:6])
                        for name, a in sorted(per_ruleset.items(), key=lambda i: (-i[1][0], i[0]))
                    ], (ago, guild, user)
                    assert (stats.games, stats.wins, stats.yambs) == (
                        len(mine),
                        sum(r.won for r in mine),
                        sum(r.yambs for r in mine),
                    )
    finally:
        await store.close()


async def test_season_boards_equal_the_results_of_their_days(database: StoreDatabase) -> None:
    """A season is a run of whole days: its board counts exactly the games finished from its
    first day's start up to its end day's start, before and after it left out (a calendar
    month of the real calendar too, and one with no games at all)."""
    store = await Store.open(database.target, clock=lambda: NOW)
    try:
        results = history()
        await write(database, results)
        month = Season.at("month", NOW)
        windows = [
            (TODAY - 12, TODAY - 5),
            (TODAY - 5, TODAY + 1),
            (TODAY - 3, TODAY - 2),
            (month.first_day, month.end_day),
            (month.previous().first_day, month.previous().end_day),
        ]
        for first, end in windows:
            inside = [r for r in results if first <= math.floor(r.finished_at / DAY) < end]
            await assert_boards(store, inside, (first, end), limit=10, season=(first, end))
        later = month.next()
        assert not await store.leaderboard("g1", season=(later.first_day, later.end_day))
        assert any(r.finished_at < day_start(TODAY - 12) for r in results)
    finally:
        await store.close()


def per_day(results: Sequence[Result], *, whole_server: bool = False) -> list[tuple[object, ...]]:
    """player_days as the results give it, one row by one (whole_server: guild_days, the same
    over every ruleset and mode)."""
    days: dict[tuple[object, ...], list[Result]] = {}
    for r in results:
        key: tuple[object, ...] = (r.guild_id, math.floor(r.finished_at / DAY), r.user_id)
        if not whole_server:
            key += (r.ruleset, r.mode)
        days.setdefault(key, []).append(r)
    rows = []
    for key, group in sorted(days.items()):
        # player_days' best is of one mode; guild_days' leaves Kontra out (schema 18)
        best = best_of(group) if whole_server else min(
            group, key=lambda r: (-r.score, r.finished_at, r.game_id)
        )
        low = min(group, key=lambda r: (r.score, r.finished_at, r.game_id))
        rows.append(
            key
            + (
                len(group),
                sum(r.won for r in group),
                sum(r.competitors > 1 for r in group),
                sum(r.score for r in group),
            )
            + ((None,) * 3 if best is None else (best.score, best.finished_at, best.game_id))
            + (
                sum(r.yambs for r in group),
            )
            + (() if whole_server else (low.score, low.finished_at, low.game_id))
        )
    return rows


DAY_COLUMNS = (
    "guild_id, day, user_id, ruleset, mode, games, wins, contested, score_sum, best_score, "
    "best_finished_at, best_game_id, yambs"
)
LOW_COLUMNS = "low_score, low_finished_at, low_game_id"  # schema 16, player_days only


async def stored_days(database: StoreDatabase) -> list[tuple[object, ...]]:
    return await database.fetch(
        f"SELECT {DAY_COLUMNS}, {LOW_COLUMNS} FROM player_days "
        f"ORDER BY guild_id, day, user_id, ruleset, mode"
    )


async def stored_server_days(database: StoreDatabase) -> list[tuple[object, ...]]:
    columns = DAY_COLUMNS.replace("ruleset, mode, ", "")
    return await database.fetch(f"SELECT {columns} FROM guild_days ORDER BY guild_id, day, user_id")


async def test_the_trigger_keeps_the_days(database: StoreDatabase) -> None:
    store = await Store.open(database.target, clock=lambda: NOW)
    await store.close()
    results = history()
    await write(database, results)
    assert await stored_days(database) == per_day(results)
    assert await stored_server_days(database) == per_day(results, whole_server=True)


def migrations_up_to(tmp_path: Path, last: int) -> Path:
    """A folder of the migrations up to schema `last` (both dialects): a store opened with it
    stops there, as a bot of that schema left its database."""
    old = tmp_path / "old"
    (old / "postgresql").mkdir(parents=True)
    for number in range(1, last + 1):
        for folder, target in (
            (MIGRATIONS_DIR, old),
            (MIGRATIONS_DIR / "postgresql", old / "postgresql"),
        ):
            (found,) = folder.glob(f"{number:04}_*.sql")
            shutil.copy(found, target)
    return old


async def test_migrations_0006_and_0007_fill_the_days_from_earlier_results(
    empty_database: StoreDatabase, tmp_path: Path
) -> None:
    old = migrations_up_to(tmp_path, 5)
    store = await Store.open(empty_database.target, migrations_dir=old)
    assert store.schema_version == 5
    await store.close()
    results = history()
    await write(empty_database, results)

    store = await Store.open(empty_database.target, clock=lambda: NOW)
    try:
        assert store.schema_version >= 7
        assert await stored_days(empty_database) == per_day(results)
        assert await stored_server_days(empty_database) == per_day(results, whole_server=True)
        since = NOW - 6.75 * DAY
        period = [r for r in results if r.finished_at >= since and r.guild_id == "g1"]
        board = await store.leaderboard("g1", days=6.75, order="games", limit=10)
        per_user = grouped(period, "user_id")
        assert {r.user_id: (r.games, r.best_score, r.best_game_id) for r in board} == {
            u: (a[0], a[4], a[5]) for u, a in per_user.items()
        }
    finally:
        await store.close()
    # a result written after the migration lands in its day too
    later = Result(10_000, "ana", "g1", "classic", "standard", 1000, 0, 1, 1, NOW)
    await empty_database.execute(
        "INSERT INTO games (game_id, guild_id, channel_id, host_id, ruleset, mode, status, "
        "created_at, ended_at) VALUES (10000, 'g1', 'late', 'ana', 'classic', 'standard', "
        "'finished', ?, ?)",
        (NOW, NOW),
    )
    await empty_database.execute(
        "INSERT INTO results VALUES (10000, 'ana', 'g1', 'classic', 'standard', NULL, 1000, "
        "1000, 1, 0, 1, 1, 60, ?)",
        (NOW,),
    )
    assert await stored_days(empty_database) == per_day([*results, later])
    assert await stored_server_days(empty_database) == per_day([*results, later], whole_server=True)


async def test_migration_0016_keeps_the_lowest_totals_from_earlier_results(
    empty_database: StoreDatabase, tmp_path: Path
) -> None:
    """Schema 16 fills each player's lowest total and its game from the results already
    there, and the triggers keep them from then on: a Kontra board's best is the lowest."""
    old = migrations_up_to(tmp_path, 15)
    store = await Store.open(empty_database.target, migrations_dir=old)
    assert store.schema_version == 15
    await store.close()
    results = history()
    await write(empty_database, results)

    store = await Store.open(empty_database.target, clock=lambda: NOW)
    try:
        assert store.schema_version >= 16
        assert await stored_days(empty_database) == per_day(results)
        totals = await empty_database.fetch(
            "SELECT guild_id, user_id, ruleset, mode, low_score, low_game_id FROM player_totals "
            "ORDER BY guild_id, user_id, ruleset, mode"
        )
        keys = sorted({(r.guild_id, r.user_id, r.ruleset, r.mode) for r in results})
        lowest = {
            k: min(
                (r for r in results if (r.guild_id, r.user_id, r.ruleset, r.mode) == k),
                key=lambda r: (r.score, r.finished_at, r.game_id),
            )
            for k in keys
        }
        assert [tuple(t) for t in totals] == [
            (*k, lowest[k].score, lowest[k].game_id) for k in keys
        ]
        kontra = [r for r in results if r.guild_id == "g1" and r.mode == "kontra"]
        board = await store.leaderboard("g1", mode="kontra", order="best", limit=10)
        per_user = grouped(kontra, "user_id", low=True)
        expected = sorted(per_user, key=lambda u: LOW_ORDERS["best"](u, per_user[u]))
        assert [(r.user_id, r.best_score) for r in board] == [
            (u, per_user[u][4]) for u in expected
        ]
        # all time, a tie's game is the first of the player's rows (see boards._from_totals)
        scores = {(k.game_id, k.user_id): k.score for k in kontra}
        assert all(scores.get((r.best_game_id, r.user_id)) == r.best_score for r in board)
    finally:
        await store.close()
    # a lower total written after the migration becomes the lowest, in the totals and its day
    low = min(r.score for r in results) - 1
    await empty_database.execute(
        "INSERT INTO games (game_id, guild_id, channel_id, host_id, ruleset, mode, status, "
        "created_at, ended_at) VALUES (10000, 'g1', 'late', 'ana', 'classic', 'kontra', "
        "'finished', ?, ?)",
        (NOW, NOW),
    )
    await empty_database.execute(
        "INSERT INTO results VALUES (10000, 'ana', 'g1', 'classic', 'kontra', NULL, ?, "
        "?, 1, 1, 2, 0, 60, ?)",
        (low, low, NOW),
    )
    later = Result(10_000, "ana", "g1", "classic", "kontra", low, 1, 2, 0, NOW)
    assert await stored_days(empty_database) == per_day([*results, later])
    assert await empty_database.fetch(
        "SELECT low_score, low_game_id FROM player_totals WHERE guild_id = 'g1' "
        "AND user_id = 'ana' AND ruleset = 'classic' AND mode = 'kontra'"
    ) == [(low, 10_000)]


def test_a_day_starts_where_the_division_says() -> None:
    for day in (0, 1, TODAY - 3, TODAY, 10**6):
        start = day_start(day)
        assert math.floor(start / DAY) == day
        assert math.floor(math.nextafter(start, -math.inf) / DAY) == day - 1


def test_schema_18_names_every_mode_where_the_lowest_wins() -> None:
    """migrations/0018 leaves Kontra's totals out of guild_days' best by the mode's name (SQL
    knows no engine): another mode where the lowest total wins needs a migration too."""
    assert LOWEST_WINS_MODES == ("kontra",)
