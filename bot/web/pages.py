"""The website's pages and their JSON twins under /api: a server's boards, a member's profile.
The game replay (`replay.py`), the daily challenge (`daily.py`) and tournaments
(`tournament.py`) have modules of their own; every route is listed in ROUTES."""

from __future__ import annotations

import math
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from aiohttp import web

from engine import RULESET_NAMES
from engine.daily import Daily
from engine.modes import MODE_NAMES

from ..app.boards import (
    RATED_BY_DEFAULT,
    SORTS,
    Board,
    earlier_seasons,
    periods_offered,
    read_board,
)
from ..app.context import Refusal
from ..app.streaks import streak_of, yesterday_open
from ..players import is_bot
from ..store.models import LeaderboardRow, RatingRow
from . import daily, replay, tournament
from .chart import rating_chart
from .guard import bad_request, not_found, page_number
from .page import Page, json_answer
from .site import Site

BOARD_PAGE = 100  # members a page of a board on the website (Discord's page: 10)
RECENT = 20
_SAID = {"error-board-season-off": "web-error-season-off"}  # refusals with words of their own


async def _board(page: Page, guild_id: str, number: int) -> Board:
    """The page `number` of the board asked for (its rows only: a board of 3,000 members is
    read for 100 of them)."""
    q = page.request.query
    try:
        return await read_board(
            page.site.reads,
            guild_id,
            ruleset=q.get("ruleset") or None,
            mode=q.get("mode") or None,
            period=q.get("period") or "all",
            sort=q.get("order") or "wins",
            season=q.get("season") or None,
            clock=page.site.clock,
            limit=BOARD_PAGE,
            offset=(number - 1) * BOARD_PAGE,
        )
    except Refusal as refusal:
        # seasons off is no mistake in the address: the page says so, as Discord does
        raise bad_request(refusal.key, _SAID.get(refusal.key)) from None


def _board_json(board: Board, rows: list[Any]) -> dict[str, Any]:
    # what the rows are of: the rating list is every mode's, all time (Discord's
    # "board-rating-scope"), whatever mode, period or season was asked for
    whole = board.rated is not None
    return {
        "ruleset": board.ruleset,
        "mode": None if whole else board.mode,
        # a season named in the address is what the rows are of, whatever period was asked
        "period": "all" if whole else ("season" if board.season else board.period),
        "order": board.sort,
        "season": board.season.label if board.season and not whole else None,
        "rated": board.rated,
        # a Kontra board's best_score is each one's lowest total (the lowest wins there); a
        # board of every mode leaves Kontra's totals out of it (null: Kontra alone)
        "lowest_wins": board.lowest_wins,
        "rows": rows,
    }


async def _members(site: Site, guild_id: str, rows: Sequence[Any]) -> dict[str, str]:
    links = await site.links()
    return {r.user_id: links.member(guild_id, r.user_id) for r in rows if not is_bot(r.user_id)}


def _row_json(page: Page, row: LeaderboardRow | RatingRow, rank: int, member: str,
              games: Mapping[int, str]) -> dict[str, Any]:
    data = asdict(row)
    data["display_name"] = page.who(data.pop("user_id"), row.display_name)
    data["rank"] = rank
    data["member"] = member
    if isinstance(row, LeaderboardRow):
        data.pop("best_game_id")
        data["best_game"] = None if row.best_game_id is None else games.get(row.best_game_id)
    return data


@dataclass(frozen=True)
class BoardPage:
    """One page of a server's board, as the page and its JSON show it."""

    guild_id: str
    board: Board
    number: int
    pages: int
    ranked: list[tuple[int, LeaderboardRow | RatingRow]]
    members: dict[str, str]  # user id -> member page
    best_games: dict[int, str]  # game id -> replay


async def _board_page(page: Page) -> BoardPage:
    site = page.site
    guild_id = await site.server(page.request.match_info["server"])
    number = page_number(page.request.query.get("page"))
    board = await _board(page, guild_id, number)
    pages = max(1, math.ceil(board.size / BOARD_PAGE))
    if number > pages:
        raise bad_request("page")
    first = board.offset
    shown = board.rows
    links = await site.links()
    best_games = {
        r.best_game_id: links.game(r.best_game_id)
        for r in shown
        if isinstance(r, LeaderboardRow) and r.best_game_id is not None
    }
    return BoardPage(guild_id, board, number, pages, list(enumerate(shown, first + 1)),
                     await _members(site, guild_id, shown), best_games)


async def server_page(request: web.Request) -> web.Response:
    page = Page(request)
    site = page.site
    shown = await _board_page(page)
    links = await site.links()
    recent = await site.reads.recent_games(shown.guild_id, limit=RECENT)
    rated = shown.board.ruleset or RATED_BY_DEFAULT
    ratings = await site.reads.ratings(shown.guild_id, rated, limit=10)
    settings = await site.reads.guild_settings(shown.guild_id)
    named = shown.board.season if page.request.query.get("season") else None
    seasons = earlier_seasons(settings.season, site.clock())
    if named is not None and named not in seasons:
        seasons.insert(0, named)  # the address's season stays chosen, listed or not
    players = [p for g in recent for p in g.participants]
    members = shown.members | await _members(site, shown.guild_id, [*ratings, *players])
    return page.html(
        "server.html",
        board=shown.board,
        lowest_wins=shown.board.lowest_wins,
        rows=shown.ranked,
        members=members,
        best_games=shown.best_games,
        number=shown.number,
        pages=shown.pages,
        recent=recent,
        game_links={g.game_id: links.game(g.game_id) for g in recent},
        ratings=ratings,
        rated=rated,
        rulesets=RULESET_NAMES,
        modes=MODE_NAMES,
        periods=periods_offered(settings.season, site.clock()),
        sorts=SORTS,
        seasons=[s.label for s in seasons],
        named=named.label if named else None,
    )


async def server_api(request: web.Request) -> web.Response:
    page = Page(request)
    shown = await _board_page(page)
    rows = [_row_json(page, r, rank, shown.members[r.user_id], shown.best_games)
            for rank, r in shown.ranked]
    data = _board_json(shown.board, rows)
    data["page"], data["pages"] = shown.number, shown.pages
    return json_answer(data, request)


async def _profile(page: Page) -> dict[str, Any]:
    site = page.site
    guild_id = await site.server(page.request.match_info["server"])
    user_id = await site.member(guild_id, page.request.match_info["member"])
    stats = await site.reads.player_stats(guild_id, user_id)
    recent = await site.reads.recent_games(guild_id, limit=RECENT, user_id=user_id)
    if stats.games == 0 and not recent:
        raise not_found()  # a token of ours for someone who never played here
    links = await site.links()
    # each ruleset's best, and Kontra's beside it (the lowest), link their games
    bests = [
        game
        for r in stats.per_ruleset
        for game in (r.best_game_id, r.kontra_best_game_id)
        if game is not None
    ]
    history = {
        r.ruleset: await site.reads.rating_history(guild_id, r.ruleset, user_id)
        for r in stats.per_ruleset
    }
    days = await site.reads.finished_days(user_id)
    today = Daily.at(site.clock()).number
    streak = streak_of(days, today, await yesterday_open(site.reads, user_id, today))
    return {
        "guild_id": guild_id,
        "stats": stats,
        "recent": recent,
        "game_links": {g.game_id: links.game(g.game_id) for g in recent}
        | {game: links.game(game) for game in bests}
        # every rated game, not only the recent ones: the history links each point's replay
        | {x.game_id: links.game(x.game_id) for points in history.values() for x in points},
        "history": {k: v for k, v in history.items() if v},
        "streak": streak,
        "daily_days": len(days),
        "server_link": links.server(guild_id),
    }


async def member_page(request: web.Request) -> web.Response:
    page = Page(request)
    profile = await _profile(page)
    charts = {ruleset: rating_chart(points) for ruleset, points in profile["history"].items()}
    return page.html("member.html", charts=charts, **profile)


async def member_api(request: web.Request) -> web.Response:
    page = Page(request)
    p = await _profile(page)
    stats = p["stats"]
    games = p["game_links"]
    return json_answer(
        {
            "name": page.who(stats.user_id, stats.display_name),
            "games": stats.games,
            "wins": stats.wins,
            "win_rate": stats.win_rate,
            "yambs": stats.yambs,
            # best: Kontra's totals left out (null: Kontra alone); kontra_best: its lowest
            "per_ruleset": [
                {**{k: v for k, v in asdict(r).items() if not k.endswith("best_game_id")},
                 "best_game": None if r.best_game_id is None else games.get(r.best_game_id),
                 "kontra_best_game": None if r.kontra_best_game_id is None
                 else games.get(r.kontra_best_game_id)}
                for r in stats.per_ruleset
            ],
            "rating_history": {
                ruleset: [
                    {"game": games.get(x.game_id), "mu": x.mu, "sigma": x.sigma,
                     "ordinal": x.ordinal, "at": x.rated_at}
                    for x in points
                ]
                for ruleset, points in p["history"].items()
            },
            "daily_streak": {"current": p["streak"].current, "best": p["streak"].best},
            "recent": [_game_summary(page, g, games) for g in p["recent"]],
        },
        request,
    )


def _game_summary(page: Page, game: Any, links: Mapping[int, str]) -> dict[str, Any]:
    return {
        "game": links.get(game.game_id),
        "ruleset": game.ruleset,
        "mode": game.mode,
        "status": game.status,
        "ended_at": game.ended_at,
        "players": [
            {"name": page.who(p.user_id, p.display_name), "score": p.score, "place": p.place,
             "won": p.won}
            for p in game.participants
        ],
    }


Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
ROUTES: dict[str, Handler] = {
    "/s/{server}": server_page,
    "/s/{server}/m/{member}": member_page,
    "/api/s/{server}": server_api,
    "/api/s/{server}/m/{member}": member_api,
    **replay.ROUTES,
    **daily.ROUTES,
    **tournament.ROUTES,
}
