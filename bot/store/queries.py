"""Read-only queries: rows to values, games, results, history and settings. Each takes a
connection. The boards (leaderboards, stats, duels, ratings) are bot/store/boards.py's.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any

from ..settings import GuildSettings
from ..settings import from_json as settings_from_json
from .backend import Connection
from .models import (
    GameInfo,
    GameSummary,
    Member,
    Participant,
    ResultRow,
)

GAME_COLUMNS = (
    "game_id, guild_id, channel_id, host_id, ruleset, options, mode, status, players, teams, "
    "commitment, action_count, ui_state, created_at, started_at, ended_at, last_action_at, "
    "end_reason, language, parent_id, daily, turn_seconds, due_at, turn_began_at, turn_seq, "
    "lobby_changed_at"
)
RESULT_COLUMNS = (
    "game_id, user_id, guild_id, ruleset, mode, team, score, sheet_score, place, won, "
    "competitors, yambs, duration, finished_at"
)
MAX_IDS = 500  # ids per IN (...) list, well below SQLite's variable limit


def dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def game_info(row: Sequence[Any], members: Iterable[Member]) -> GameInfo:
    """A `games` row (in GAME_COLUMNS order) as a GameInfo."""
    players = json.loads(row[8]) if row[8] is not None else None
    teams = json.loads(row[9]) if row[9] is not None else None
    return GameInfo(
        game_id=row[0],
        guild_id=row[1],
        channel_id=row[2],
        host_id=row[3],
        ruleset=row[4],
        options=json.loads(row[5]),
        mode=row[6],
        status=row[7],
        members=tuple(members),
        players=tuple(players) if players is not None else None,
        teams={t: tuple(m) for t, m in teams.items()} if teams is not None else None,
        commitment=row[10],
        seq=row[11],
        ui_state=json.loads(row[12]),
        created_at=row[13],
        started_at=row[14],
        ended_at=row[15],
        last_action_at=row[16],
        end_reason=row[17],
        language=row[18],
        parent_id=row[19],
        daily=row[20],
        turn_seconds=row[21],
        due_at=row[22],
        turn_began_at=row[23],
        turn_seq=row[24],
        lobby_changed_at=row[25],
    )


def result_row(row: Sequence[Any]) -> ResultRow:
    """A `results` row (in RESULT_COLUMNS order) as a ResultRow."""
    values = list(row)
    values[9] = bool(values[9])
    return ResultRow(*values)


def _chunks(ids: Sequence[Any]) -> Iterable[Sequence[Any]]:
    for start in range(0, len(ids), MAX_IDS):
        yield ids[start : start + MAX_IDS]


async def members(db: Connection, game_ids: Sequence[int]) -> dict[int, tuple[Member, ...]]:
    out: dict[int, list[Member]] = {}
    for chunk in _chunks(game_ids):
        rows = await db.fetch(
            f"SELECT game_id, user_id, team FROM game_players "
            f"WHERE game_id IN ({', '.join('?' * len(chunk))}) ORDER BY game_id, joined",
            tuple(chunk),
        )
        for game_id, user_id, team in rows:
            out.setdefault(game_id, []).append(Member(user_id, team))
    return {game_id: tuple(ms) for game_id, ms in out.items()}


async def display_names(db: Connection, user_ids: Sequence[str]) -> dict[str, str]:
    names: dict[str, str] = {}
    unique = list(dict.fromkeys(user_ids))
    for chunk in _chunks(unique):
        rows = await db.fetch(
            f"SELECT user_id, display_name FROM users "
            f"WHERE user_id IN ({', '.join('?' * len(chunk))})",
            tuple(chunk),
        )
        names.update({u: n for u, n in rows})
    return names


async def game_infos(db: Connection, sql: str, params: Sequence[Any]) -> list[GameInfo]:
    rows = list(await db.fetch(sql, tuple(params)))
    found = await members(db, [r[0] for r in rows])
    return [game_info(r, found.get(r[0], ())) for r in rows]


async def open_games(
    db: Connection, guild_id: str | None, *, live: bool = False, with_bots: bool = False
) -> list[GameInfo]:
    # a daily attempt has no channel and no timers: it waits for its member (see bot.app.daily)
    where = "status IN ('lobby', 'active') AND daily IS NULL" + (
        " AND guild_id = ?" if guild_id else ""
    )
    if live:  # slow games' timers are read by their due time (bot.store.pace)
        where += " AND turn_seconds IS NULL"
    if with_bots:  # a bot player, or a kicked player whom the bot plays for
        where += (
            # bot players' ids are "bot:<level>:<n>": a range of the players' index
            " AND (game_id IN (SELECT game_id FROM game_players "
            "WHERE user_id >= 'bot:' AND user_id < 'bot;')"
            " OR ui_state LIKE '%\"kicked\"%')"
        )
    return await game_infos(
        db,
        f"SELECT {GAME_COLUMNS} FROM games WHERE {where} ORDER BY game_id",
        [guild_id] if guild_id else [],
    )


async def lobbies_unchanged_since(db: Connection, since: float) -> list[GameInfo]:
    # few rows, found through the open games' index (daily attempts wait for their member)
    return await game_infos(
        db,
        f"SELECT {GAME_COLUMNS} FROM games WHERE status = 'lobby' "
        "AND COALESCE(lobby_changed_at, created_at) <= ? AND daily IS NULL ORDER BY game_id",
        [since],
    )


async def game_in_channel(db: Connection, channel_id: str) -> GameInfo | None:
    found = await game_infos(
        db,
        f"SELECT {GAME_COLUMNS} FROM games WHERE channel_id = ? AND status IN ('lobby', 'active')",
        [channel_id],
    )
    return found[0] if found else None


async def games_in_threads(db: Connection, channel_id: str) -> list[GameInfo]:
    return await game_infos(
        db,
        f"SELECT {GAME_COLUMNS} FROM games WHERE parent_id = ? "
        "AND status IN ('lobby', 'active') ORDER BY game_id DESC",
        [channel_id],
    )


# a finished game's result rows are in `results`, or in `bot_results` for a game with a bot
_ALL_RESULTS = (
    f"(SELECT {RESULT_COLUMNS} FROM results UNION ALL SELECT {RESULT_COLUMNS} FROM bot_results)"
)


async def game_results(db: Connection, game_id: int) -> list[ResultRow]:
    rows = await db.fetch(
        f"SELECT {RESULT_COLUMNS} FROM results WHERE game_id = ? UNION ALL "
        f"SELECT {RESULT_COLUMNS} FROM bot_results WHERE game_id = ? ORDER BY place, user_id",
        (game_id, game_id),
    )
    return [result_row(r) for r in rows]


async def all_results_in_order(db: Connection) -> list[list[ResultRow]]:
    """Every finished game's rows, grouped by game, in the order the games finished."""
    rows = await db.fetch(
        f"SELECT {RESULT_COLUMNS} FROM results ORDER BY finished_at, game_id, user_id"
    )
    games: list[list[ResultRow]] = []
    for row in rows:
        result = result_row(row)
        if games and games[-1][0].game_id == result.game_id:
            games[-1].append(result)
        else:
            games.append([result])
    return games


async def _member_window(db: Connection, guild_id: str, user_id: str, limit: int
                         ) -> float | None:
    """When the member's `limit`-th newest result in the guild was written (None: fewer).
    A result is written as its game ends, so the member's `limit` newest ended games all
    ended then or later: the recent games are looked for among the guild's games since then
    (a short walk back for an active member) rather than among every game the member ever
    played (thousands, each read to be sorted, for the most active)."""
    rows = await db.fetch(
        "SELECT finished_at FROM results WHERE guild_id = ? AND user_id = ? UNION ALL "
        "SELECT finished_at FROM bot_results WHERE guild_id = ? AND user_id = ? "
        "ORDER BY finished_at DESC LIMIT 1 OFFSET ?",
        (guild_id, user_id, guild_id, user_id, limit - 1),
    )
    return float(rows[0][0]) if rows else None


async def recent_games(
    db: Connection,
    guild_id: str,
    *,
    limit: int,
    user_id: str | None,
    channel_ids: Sequence[str] | None = None,
) -> list[GameSummary]:
    where, params = "", [guild_id]
    if user_id is not None:
        where = " AND game_id IN (SELECT game_id FROM game_players WHERE user_id = ?)"
        params.append(user_id)
    if channel_ids is not None:
        where += f" AND channel_id IN ({', '.join('?' * len(channel_ids)) or 'NULL'})"
        params.extend(channel_ids)
    select = (f"SELECT {GAME_COLUMNS} FROM games WHERE guild_id = ? "
              f"AND status IN ('finished', 'abandoned') AND daily IS NULL{where}")
    order = " ORDER BY ended_at DESC, game_id DESC LIMIT ?"
    infos: list[GameInfo] | None = None
    since = await _member_window(db, guild_id, user_id, limit) if user_id is not None else None
    if since is not None:
        infos = await game_infos(db, select + " AND ended_at >= ?" + order,
                                 [*params, since, limit])
        if len(infos) < limit:  # fewer than asked for since then: read them all
            infos = None
    if infos is None:
        infos = await game_infos(db, select + order, [*params, limit])
    results: dict[int, list[ResultRow]] = {}
    ids = [i.game_id for i in infos if i.status == "finished"]
    for chunk in _chunks(ids):
        rows = await db.fetch(
            f"SELECT {RESULT_COLUMNS} FROM {_ALL_RESULTS} AS every_result "
            f"WHERE game_id IN ({', '.join('?' * len(chunk))}) ORDER BY place, user_id",
            tuple(chunk),
        )
        for row in rows:
            result = result_row(row)
            results.setdefault(result.game_id, []).append(result)
    everyone = [p for i in infos for p in (i.players or ())]
    names = await display_names(db, everyone)
    summaries = []
    for info in infos:
        if info.game_id in results:
            participants = tuple(
                Participant(
                    r.user_id, names.get(r.user_id, r.user_id), r.team, r.score, r.place, r.won
                )
                for r in results[info.game_id]
            )
        else:
            team_of = {p: t for t, ms in (info.teams or {}).items() for p in ms}
            participants = tuple(
                Participant(p, names.get(p, p), team_of.get(p), None, None, False)
                for p in info.players or ()
            )
        summaries.append(
            GameSummary(
                game_id=info.game_id,
                guild_id=info.guild_id,
                channel_id=info.channel_id,
                ruleset=info.ruleset,
                mode=info.mode,
                status=info.status,
                started_at=info.started_at,
                ended_at=info.ended_at,
                end_reason=info.end_reason,
                participants=participants,
            )
        )
    return summaries


async def guild_settings(db: Connection, guild_id: str) -> GuildSettings:
    rows = list(
        await db.fetch("SELECT settings FROM guild_settings WHERE guild_id = ?", (guild_id,))
    )
    return settings_from_json(guild_id, json.loads(rows[0][0]) if rows else {})


async def all_guild_settings(db: Connection) -> list[GuildSettings]:
    """Every server's settings that differ from the defaults (a few rows per server)."""
    rows = await db.fetch("SELECT guild_id, settings FROM guild_settings ORDER BY guild_id")
    return [settings_from_json(str(g), json.loads(s)) for g, s in rows]
