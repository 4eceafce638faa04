"""Read-only queries of the boards: leaderboards, a player's stats, duels (head to head),
records against the bot, ratings. Each takes a connection.

Leaderboards and a player's stats read running totals, never the games or their logs: all time
from `player_totals` (a few rows per player), a period from `player_days` (a few rows per player
and day) and the results of the period's first day, which it may start in the middle of.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from engine import find_mode
from engine.modes import MODE_NAMES

from ..players import LEVELS, bot_level
from .backend import Connection
from .models import (
    DuelRecord,
    LeaderboardRow,
    Meeting,
    PlayerStats,
    RatingRow,
    RecentScore,
    RulesetStats,
    VersusBot,
)
from .queries import MAX_IDS, display_names
from .results import ordinal


def _filters(
    ruleset: str | None, mode: str | None, since: float | None, prefix: str = ""
) -> tuple[str, list[Any]]:
    """Optional conditions, only those asked for (so that the index can be used fully)."""
    sql, params = "", []
    for column, value, op in (
        ("ruleset", ruleset, "="),
        ("mode", mode, "="),
        ("finished_at", since, ">="),
    ):
        if value is not None:
            sql += f" AND {prefix}{column} {op} ?"
            params.append(value)
    return sql, params


def lowest_is_best(mode: str | None) -> bool:
    """A board or stats of one mode where the lowest total wins (Kontra) count a player's
    lowest total as their best, and rank averages and bests low first. Over every mode the
    best is the highest total of the modes where the highest wins (`HIGHEST_WINS`): a Kontra
    total is left out, its high ones being its bad ones (NULL for a player of Kontra alone);
    stats show Kontra's best beside it (`player_stats`)."""
    return bool(mode) and find_mode(mode).lowest_wins  # "": every mode, as None


LOWEST_WINS_MODES = tuple(name for name in MODE_NAMES if find_mode(name).lowest_wins)
# SQL: a row of a mode where the highest total wins (the names are ours, never a member's;
# migrations/0018 writes the same of guild_days, which has no mode column)
HIGHEST_WINS = (
    "mode NOT IN (" + ", ".join(f"'{name}'" for name in LOWEST_WINS_MODES) + ")"
    if LOWEST_WINS_MODES
    else "1 = 1"
)


# Aggregates per player, from the running totals (all time) or per day (a period); both give:
# games, wins, win rate, average, best, best game, yambs, contested games. Written for both
# dialects: no two-argument MAX, no sums of booleans, averages as floats. `low`: the best is
# the lowest total (`lowest_is_best`), from the totals' low_* columns (schema 16); else the
# highest of the rows of modes where the highest wins (`HIGHEST_WINS`: of one such mode, all
# of them).
def _from_totals(db: Connection, low: bool = False) -> str:
    if low:  # SQLite's bare column then comes from the row of the single min()
        best_game = db.dialect.best("low_game_id", ["low_score", "low_game_id"])
        best = "MIN(low_score)"
    else:
        best_game = db.dialect.best(
            "best_game_id", ["best_score DESC", "best_game_id"], where=HIGHEST_WINS
        )
        best = f"MAX(CASE WHEN {HIGHEST_WINS} THEN best_score END)"
    return (
        "SUM(games), SUM(wins), CAST(SUM(wins) AS DOUBLE PRECISION) / "
        "CASE WHEN SUM(contested) > 0 THEN SUM(contested) ELSE 1 END, "
        f"CAST(SUM(score_sum) AS DOUBLE PRECISION) / SUM(games), {best}, "
        f"{best_game}, SUM(yambs), SUM(contested) FROM player_totals"
    )


DAY = 86400  # seconds; player_days.day = floor(finished_at / DAY), as its trigger computes it
_NO_END = 2**31 - 1  # a day after every period that runs to now (PostgreSQL's int4 takes it)


def day_start(day: int) -> float:
    """The first time (a float, as finished_at) whose day is `day`: the trigger divides in
    floating point, so a time a hair before midnight may already count for the next day."""
    start = float(day * DAY)
    while math.floor((earlier := math.nextafter(start, -math.inf)) / DAY) >= day:
        start = earlier
    return start


# The days of a period after its first day come from player_days; the first day, which the
# period may start in the middle of, from its results. Each row is a group of games with its
# best game; a key's best game is its rows' first by (best score DESC, finished_at, game_id),
# the order of `results` (the rows are numbered: SQLite's max() takes the first row of a tie
# in the order rows come, which a GROUP BY over a UNION does not keep).
_PERIOD_ROWS = (
    "games, wins, contested, score_sum, best_score, best_finished_at, best_game_id, yambs"
)
_LOW_PERIOD_ROWS = (  # the lowest under the best's names (player_days only: see 0016)
    "games, wins, contested, score_sum, low_score AS best_score, "
    "low_finished_at AS best_finished_at, low_game_id AS best_game_id, yambs"
)
_HIGH_PERIOD_ROWS = (  # player_days' best where the highest wins, else NULL
    f"games, wins, contested, score_sum, "
    f"CASE WHEN {HIGHEST_WINS} THEN best_score END AS best_score, "
    f"CASE WHEN {HIGHEST_WINS} THEN best_finished_at END AS best_finished_at, "
    f"CASE WHEN {HIGHEST_WINS} THEN best_game_id END AS best_game_id, yambs"
)
_RESULT_AS_PERIOD_ROW = (
    "1, won, CASE WHEN competitors > 1 THEN 1 ELSE 0 END, score, score, finished_at, game_id, yambs"
)
_RESULT_AS_HIGH_PERIOD_ROW = (
    f"1, won, CASE WHEN competitors > 1 THEN 1 ELSE 0 END, score, "
    f"CASE WHEN {HIGHEST_WINS} THEN score END, CASE WHEN {HIGHEST_WINS} THEN finished_at END, "
    f"CASE WHEN {HIGHEST_WINS} THEN game_id END, yambs"
)


def _period(
    key: str, where: str, filters: str, days: str, best_games: bool = True, low: bool = False
) -> str:
    """`best_games` False: NULL for each key's best game, and its rows are not numbered (a
    period of 11,000 rows: 8 ms instead of 20 on SQLite). `low`: the best is the lowest;
    else the highest where the highest wins (guild_days keeps only that one: schema 18)."""
    if low:
        day_rows, result_rows = _LOW_PERIOD_ROWS, _RESULT_AS_PERIOD_ROW
    else:
        day_rows = _PERIOD_ROWS if days == "guild_days" else _HIGH_PERIOD_ROWS
        result_rows = _RESULT_AS_HIGH_PERIOD_ROW
    rows = (
        f"SELECT {key}, {day_rows} FROM {days} "
        f"WHERE {where} AND day > ? AND day < ?{filters} "
        f"UNION ALL SELECT {key}, {result_rows} FROM results "
        f"WHERE {where}{filters} AND finished_at >= ? AND finished_at < ?"
    )
    if best_games:
        # a row without a best (Kontra's, over every mode) is numbered last: NULL's place
        # differs between the dialects, so it is said
        best = "MAX(CASE WHEN nth = 1 THEN best_game_id END)"
        rows = (
            f"SELECT {key}, {_PERIOD_ROWS}, ROW_NUMBER() OVER (PARTITION BY {key} "
            f"ORDER BY best_score{'' if low else ' DESC NULLS LAST'}, best_finished_at, "
            f"best_game_id) AS nth FROM ("
            f"{rows}) AS period"
        )
    else:
        best = "NULL"
    return (
        f"SUM(games), SUM(wins), CAST(SUM(wins) AS DOUBLE PRECISION) / "
        f"CASE WHEN SUM(contested) > 0 THEN SUM(contested) ELSE 1 END, "
        f"CAST(SUM(score_sum) AS DOUBLE PRECISION) / SUM(games), "
        f"{'MIN' if low else 'MAX'}(best_score), {best}, SUM(yambs), SUM(contested) "
        f"FROM ({rows}) AS numbered"
    )


# result columns: 1 key, 2 games, 3 wins, 4 win rate, 5 average, 6 best, 7 best game, 8 yambs,
# 9 contested; the best game is the one that reached the best score first
_ORDERS = {
    "wins": "3 DESC, 4 DESC, 2 DESC",
    "win_rate": "4 DESC, 3 DESC, 2 DESC",
    "average": "5 DESC, 2 DESC",
    "best": "6 DESC NULLS LAST, 2 DESC",  # none (Kontra alone, over every mode): last
    "games": "2 DESC, 3 DESC",
}
_LOW_ORDERS = {**_ORDERS, "average": "5, 2 DESC", "best": "6, 2 DESC"}


def _aggregate(
    db: Connection,
    key: str,
    where: str,
    where_params: Sequence[Any],
    ruleset: str | None,
    mode: str | None,
    since: float | None,
    days: str = "player_days",
    until_day: int | None = None,
    best_games: bool = True,
) -> tuple[str, list[Any]]:
    """SELECT key, <aggregates> ... GROUP BY key, and its parameters: all time from the
    running totals, a period from the days' totals (`days`) and its first day's results.
    `until_day`: the period ends where that day begins (a season; else it runs to now).
    `best_games` False: a period's best games are left NULL (see `_period`). In a mode where
    the lowest total wins, the best is the lowest (`lowest_is_best`)."""
    filters, params = _filters(ruleset, mode, None)
    low = lowest_is_best(mode)
    if since is None:
        sql = f"SELECT {key}, {_from_totals(db, low)} WHERE {where}{filters} GROUP BY {key}"
        return sql, [*where_params, *params]
    first = math.floor(since / DAY)
    last = _NO_END if until_day is None else until_day
    first_results_end = day_start(min(first + 1, last))
    if since == day_start(first):  # whole days (a season): its first day from its totals too
        first -= 1
        first_results_end = since  # and no results read one by one
    sql = f"SELECT {key}, {_period(key, where, filters, days, best_games, low)} GROUP BY {key}"
    return sql, [
        *where_params,
        first,
        last,
        *params,
        *where_params,
        *params,
        since,
        first_results_end,
    ]


async def leaderboard(
    db: Connection,
    guild_id: str,
    *,
    ruleset: str | None,
    mode: str | None,
    since: float | None,
    order: str,
    limit: int,
    until_day: int | None = None,
    offset: int = 0,
) -> tuple[list[LeaderboardRow], int]:
    """`limit` rows of the board from its `offset`-th, and how many players it has."""
    if order not in _ORDERS:
        raise ValueError(f"order is one of {', '.join(_ORDERS)}")
    # over every ruleset and mode, a period reads the server's days per player (guild_days: one
    # row per player and day) rather than per player, ruleset and mode (player_days)
    days = "guild_days" if ruleset is None and mode is None else "player_days"
    # a page of a period's board: its best games are found for the page's players alone (no
    # order needs them), by the same statement over their rows only
    later = since is not None and limit <= MAX_IDS
    sql, params = _aggregate(
        db, "user_id", "guild_id = ?", [guild_id], ruleset, mode, since, days, until_day,
        best_games=not later,
    )
    # only the rows asked for come back, each with the board's size (counted once every
    # player's row is made): a page of a board of 3,000 players read 3,000 rows and their
    # names (18 ms of the web process's CPU on SQLite, 17 on PostgreSQL)
    rows = list(
        await db.fetch(
            f"SELECT *, COUNT(*) OVER () FROM ({sql}) AS board "
            f"ORDER BY {(_LOW_ORDERS if lowest_is_best(mode) else _ORDERS)[order]}, user_id "
            f"LIMIT ? OFFSET ?",
            (*params, limit, offset),
        )
    )
    size = int(rows[0][9]) if rows else 0
    if not rows and offset:  # past the end: the size alone
        counted = await db.fetch(f"SELECT COUNT(*) FROM ({sql}) AS board", tuple(params))
        size = int(counted[0][0])
    if later and rows:
        users = [r[0] for r in rows]
        exact, exact_params = _aggregate(
            db, "user_id", f"guild_id = ? AND user_id IN ({', '.join('?' * len(users))})",
            [guild_id, *users], ruleset, mode, since, days, until_day,
        )
        best = {r[0]: r[6] for r in await db.fetch(exact, tuple(exact_params))}
        rows = [(*r[:6], best[r[0]], *r[7:]) for r in rows]
    names = await display_names(db, [r[0] for r in rows])
    return [
        LeaderboardRow(
            user_id=user,
            display_name=names.get(str(user), str(user)),
            games=games,
            wins=wins,
            win_rate=win_rate,
            average_score=average,
            best_score=best,
            best_game_id=best_game,
        )
        for user, games, wins, win_rate, average, best, best_game, _, _, _ in rows
    ], size


async def player_stats(
    db: Connection,
    guild_id: str | None,
    user_id: str,
    *,
    ruleset: str | None,
    mode: str | None,
    since: float | None,
    recent: int = 20,
) -> PlayerStats:
    guild = "" if guild_id is None else " AND guild_id = ?"
    ids = [user_id] if guild_id is None else [user_id, guild_id]
    sql, params = _aggregate(db, "ruleset", f"user_id = ?{guild}", ids, ruleset, mode, since)
    per = list(await db.fetch(f"{sql} ORDER BY 2 DESC, 1", params))
    # over every mode the best leaves Kontra out: its best (lowest) is read as its board's,
    # and shown beside (ruleset -> lowest total, its game)
    lowest: dict[str, tuple[int, int]] = {}
    for low_mode in LOWEST_WINS_MODES if mode is None else ():
        low_sql, low_params = _aggregate(
            db, "ruleset", f"user_id = ?{guild}", ids, ruleset, low_mode, since
        )
        for name, _, _, _, _, best, best_game, _, _ in await db.fetch(low_sql, low_params):
            if name not in lowest or best < lowest[name][0]:
                lowest[name] = (best, best_game)
    where, params = _filters(ruleset, mode, since)
    where += guild
    base = (user_id, *params, *ids[1:])
    last = list(
        await db.fetch(
            f"SELECT game_id, ruleset, mode, score, place, won, finished_at FROM results "
            f"WHERE user_id = ?{where} ORDER BY finished_at DESC, game_id DESC LIMIT ?",
            (*base, recent),
        )
    )
    streak = await _streak(db, where, base)
    names = await display_names(db, [user_id])
    games = sum(r[1] for r in per)
    wins = sum(r[2] for r in per)
    contested = sum(r[8] for r in per)
    return PlayerStats(
        user_id=user_id,
        display_name=names.get(user_id, user_id),
        games=games,
        wins=wins,
        win_rate=wins / contested if contested else 0.0,
        yambs=sum(r[7] for r in per),
        streak=streak,
        favourite_ruleset=per[0][0] if per else None,
        per_ruleset=tuple(
            RulesetStats(name, n, w, rate, avg, best, best_game, *lowest.get(name, (None, None)))
            for name, n, w, rate, avg, best, best_game, _, _ in per
        ),
        last_scores=tuple(
            RecentScore(g, rs, m, s, p, bool(won), t) for g, rs, m, s, p, won, t in last
        ),
    )


async def _streak(db: Connection, where: str, base: Sequence[Any]) -> int:
    """Contested games since the last one that went the other way: +wins or -losses."""
    newest = list(
        await db.fetch(
            f"SELECT won FROM results WHERE user_id = ?{where} AND competitors > 1 "
            f"ORDER BY finished_at DESC, game_id DESC LIMIT 1",
            tuple(base),
        )
    )
    if not newest:
        return 0
    won = newest[0][0]
    boundary = list(
        await db.fetch(
            f"SELECT finished_at, game_id FROM results WHERE user_id = ?{where} "
            f"AND competitors > 1 AND won != ? ORDER BY finished_at DESC, game_id DESC LIMIT 1",
            (*base, won),
        )
    )
    after, args = "", list(base)
    if boundary:
        after = " AND (finished_at, game_id) > (?, ?)"
        args += list(boundary[0])
    rows = list(
        await db.fetch(
            f"SELECT COUNT(*) FROM results WHERE user_id = ?{where} AND competitors > 1{after}",
            tuple(args),
        )
    )
    count = int(rows[0][0])
    return count if won else -count


async def head_to_head(
    db: Connection,
    guild_id: str,
    user_a: str,
    user_b: str,
    *,
    mode: str,
    ruleset: str | None,
    last: int,
) -> DuelRecord:
    if mode not in ("kontra", "standard"):
        raise ValueError("head-to-head records are kept for kontra and standard games")
    where, params = _filters(ruleset, None, None, prefix="a.")
    rows = list(
        await db.fetch(
            f"SELECT a.game_id, a.ruleset, a.mode, a.score, b.score, a.won, b.won, "
            f"a.finished_at FROM results a "
            f"JOIN results b ON b.game_id = a.game_id AND b.user_id = ? "
            f"WHERE a.guild_id = ? AND a.user_id = ? AND a.mode = ? AND a.competitors = 2{where} "
            f"ORDER BY a.finished_at DESC, a.game_id DESC",
            (user_b, guild_id, user_a, mode, *params),
        )
    )
    lower_wins = find_mode(mode).lowest_wins
    meetings = [
        Meeting(
            game_id=g,
            ruleset=rs,
            mode=m,
            score_a=sa,
            score_b=sb,
            winner=user_a if wa and not wb else user_b if wb and not wa else None,
            finished_at=t,
        )
        for g, rs, m, sa, sb, wa, wb, t in rows
    ]
    leads = [(m.score_b - m.score_a) if lower_wins else (m.score_a - m.score_b) for m in meetings]
    return DuelRecord(
        user_a=user_a,
        user_b=user_b,
        mode=mode,
        meetings=len(meetings),
        wins_a=sum(m.winner == user_a for m in meetings),
        wins_b=sum(m.winner == user_b for m in meetings),
        ties=sum(m.winner is None for m in meetings),
        average_margin=sum(leads) / len(leads) if leads else None,
        last=tuple(meetings[:last]),
    )


async def versus_bots(db: Connection, guild_id: str, user_id: str) -> list[VersusBot]:
    """Per level: the member's finished games against a bot of that level, each counted once
    against the best-placed such bot (a better place is a win, the same place a tie). The
    best total is in each mode's direction: Kontra's (the lowest) apart from the others'."""
    rows = await db.fetch(
        "SELECT a.game_id, a.score, a.place, b.user_id, b.place, a.mode FROM bot_results a "
        "JOIN bot_results b ON b.game_id = a.game_id AND b.user_id LIKE 'bot:%' "
        "AND NOT (a.team IS NOT NULL AND b.team IS NOT NULL AND b.team = a.team) "
        "WHERE a.guild_id = ? AND a.user_id = ? ORDER BY a.game_id",
        (guild_id, user_id),
    )
    games: dict[tuple[str, int], tuple[int, int, int]] = {}  # (level, game) -> score, places
    low: set[int] = set()  # the games of a mode where the lowest total wins
    for game_id, score, place, bot, bot_place, mode in rows:
        level = bot_level(bot)
        if level is None:
            continue
        known = games.get((level, game_id))
        if known is None or bot_place < known[2]:
            games[(level, game_id)] = (score, place, bot_place)
        if mode in LOWEST_WINS_MODES:
            low.add(game_id)
    found: list[VersusBot] = []
    for level in LEVELS:
        mine = [v for (lvl, _), v in games.items() if lvl == level]
        highs = [v[0] for (lvl, g), v in games.items() if lvl == level and g not in low]
        lows = [v[0] for (lvl, g), v in games.items() if lvl == level and g in low]
        if mine:
            found.append(
                VersusBot(
                    level=level,
                    games=len(mine),
                    wins=sum(p < b for _, p, b in mine),
                    losses=sum(p > b for _, p, b in mine),
                    ties=sum(p == b for _, p, b in mine),
                    average_score=sum(s for s, _, _ in mine) / len(mine),
                    best_score=max(highs, default=None),
                    kontra_best_score=min(lows, default=None),
                )
            )
    return found


async def ratings(
    db: Connection, guild_id: str, ruleset: str, *, limit: int, offset: int = 0
) -> tuple[list[RatingRow], int]:
    """`limit` rows of the rating list from its `offset`-th, and how many it has; names are
    read for those rows only."""
    rows = list(
        await db.fetch(
            "SELECT user_id, mu, sigma, games, COUNT(*) OVER () FROM ratings "
            "WHERE guild_id = ? AND ruleset = ? "
            "ORDER BY mu - 3 * sigma DESC, user_id LIMIT ? OFFSET ?",
            (guild_id, ruleset, limit, offset),
        )
    )
    size = int(rows[0][4]) if rows else 0
    if not rows and offset:
        counted = await db.fetch(
            "SELECT COUNT(*) FROM ratings WHERE guild_id = ? AND ruleset = ?", (guild_id, ruleset)
        )
        size = int(counted[0][0])
    names = await display_names(db, [r[0] for r in rows])
    return [
        RatingRow(u, names.get(str(u), str(u)), mu, s, ordinal(mu, s), g)
        for u, mu, s, g, _ in rows
    ], size


async def player_rating(
    db: Connection, guild_id: str, ruleset: str, user_id: str
) -> RatingRow | None:
    rows = list(
        await db.fetch(
            "SELECT r.user_id, COALESCE(u.display_name, r.user_id), r.mu, r.sigma, r.games "
            "FROM ratings r LEFT JOIN users u ON u.user_id = r.user_id "
            "WHERE r.guild_id = ? AND r.ruleset = ? AND r.user_id = ?",
            (guild_id, ruleset, user_id),
        )
    )
    if not rows:
        return None
    u, n, mu, s, g = rows[0]
    return RatingRow(u, n, mu, s, ordinal(mu, s), g)
