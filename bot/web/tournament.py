"""A tournament's page: its standings (a knockout's bracket too), every round's games with their
replays, and the podium once it is over. Its state is the one `/yamb-tournament show` reads
(`bot.app.tournament_state.tournament_state`)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from itertools import groupby
from typing import Any

from aiohttp import web

from engine.tournament import bye_is_a_win

from ..app.context import names_of
from ..app.tournament_state import TournamentState, tournament_state
from ..players import is_bot
from ..store import TournamentNotFound
from .guard import not_found
from .page import Page, json_answer

PODIUM = 3


async def _state(page: Page) -> tuple[TournamentState, dict[str, str], dict[int, str], Any]:
    site = page.site
    tournament_id = await site.tournament(page.request.match_info["tournament"])
    try:
        state = await tournament_state(site.reads, tournament_id)
    except TournamentNotFound:
        raise not_found() from None
    if not await site.is_on(state.tournament.guild_id):
        raise not_found()
    links = await site.links()
    names = await names_of(site.reads, [e.user_id for e in state.entrants])
    ended = {
        r.game_id
        for r in state.games
        if r.game_id is not None and r.decided_at is not None and not r.forfeit
    }
    replays = {}
    for game_id in ended:
        info = await site.reads.game_info(game_id)
        if info.status in ("finished", "abandoned"):
            replays[game_id] = links.game(game_id)
    return state, names, replays, links


async def tournament_page(request: web.Request) -> web.Response:
    page = Page(request)
    state, names, replays, links = await _state(page)
    t = state.tournament
    members = {e.user_id: links.member(t.guild_id, e.user_id) for e in state.entrants
               if not is_bot(e.user_id)}
    rounds = [(number, list(rows)) for number, rows in groupby(state.games, key=lambda r: r.round)]
    # by place, not position: a knockout's semifinal losers share third, and a final neither
    # finalist played leaves first empty
    podium = [s for s in state.standings if s.place <= PODIUM] if t.status == "finished" else []
    return page.html(
        "tournament.html",
        tournament=t,
        state=state,
        names=names,
        members=members,
        replays=replays,
        rounds=rounds,
        podium=podium,
        bye_wins=bye_is_a_win(t.format),
        server_link=links.server(t.guild_id),
    )


async def tournament_api(request: web.Request) -> web.Response:
    page = Page(request)
    state, names, replays, _ = await _state(page)
    t = state.tournament
    seat = {e.user_id: n for n, e in enumerate(state.entrants, 1)}  # no Discord id: a number
    bye_wins = bye_is_a_win(t.format)

    def who(user: str | None) -> dict[str, Any] | None:
        return None if user is None else {"entrant": seat.get(user), "name": names.get(user)}

    return json_answer(
        {
            "name": t.name,
            "format": t.format,
            "ruleset": t.ruleset,
            "mode": t.mode,
            "status": t.status,
            "rounds": state.rounds,  # as the engine counts them (only swiss stores them)
            "started_at": t.started_at,
            "ended_at": t.ended_at,
            "standings": [
                {"place": s.place, **(who(s.id) or {}), "points": s.points,
                 "buchholz": s.buchholz, "sonneborn_berger": s.sonneborn_berger,
                 "margin": s.margin, "wins": s.wins, "draws": s.draws, "losses": s.losses}
                for s in state.standings
            ],
            "games": [
                {"round": r.round, "board": r.board, "replay_of_tie": r.replay,
                 "first": who(r.first_id), "second": who(r.second_id),
                 # a bye is stored as the first side's win; in a round robin it is a round
                 # sat out, no point (as the page says): no score, not 1
                 "score": None if r.second_id is None and not bye_wins else r.score,
                 "bye": r.second_id is None,
                 "forfeit": r.forfeit,
                 "game": replays.get(r.game_id) if r.game_id is not None else None}
                for r in state.games
            ],
            "winner": who(state.bracket.winner) if state.bracket else None,
        },
        request,
    )


ROUTES: dict[str, Callable[[web.Request], Awaitable[web.StreamResponse]]] = {
    "/t/{tournament}": tournament_page,
    "/api/t/{tournament}": tournament_api,
}
