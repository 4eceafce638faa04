"""A tournament as it stands, worked out from the store: its games, the standings and (a
knockout) the bracket, as the engine reads its results. For every front end: the tournament's
own course (`tournament_flow`), `/yamb-tournament show` and the website's page.

Apart from `tournament_flow` so that the website reads it without loading the tournament's
posts and pictures (Pillow).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.tournament import (
    Bracket,
    Entrant,
    Outcome,
    Standing,
    Tournament,
    most_swiss_rounds,
)

from ..store import EntrantRow, TournamentGame, TournamentRow
from ..store.tournaments import TournamentReads


def drops(entrants: Sequence[EntrantRow]) -> dict[str, int]:
    """Who dropped out, and the first round they no longer play."""
    return {e.user_id: e.dropped_from for e in entrants if e.dropped_from is not None}


def outcomes_of(rows: Sequence[TournamentGame]) -> list[Outcome]:
    """The results so far, as the engine reads them."""
    return [outcome_of(r) for r in rows if r.score is not None]


def outcome_of(row: TournamentGame) -> Outcome:
    return Outcome(
        row.round,
        row.first_id,
        row.second_id,
        row.score if row.score is not None else 0.0,
        row.margin or 0,
        row.replay,
        row.forfeit,
    )


def engine_of(t: TournamentRow, entrants: Sequence[EntrantRow]) -> Tournament:
    """The engine's tournament of a stored one."""
    rounds = t.rounds if t.format == "swiss" else None
    if rounds is not None:
        # a field still signing up (or cut by the check-in) may be too small for the rounds
        # asked: it plays as many as it can, as the start then stores
        rounds = min(rounds, most_swiss_rounds(len(entrants)))
    return Tournament(t.format, [Entrant(e.user_id, e.rating) for e in entrants], rounds=rounds)


@dataclass(frozen=True)
class TournamentState:
    """A tournament as it stands: its games, the standings and (knockout) the bracket, for
    every front end (`/yamb-tournament show`, the website)."""

    tournament: TournamentRow
    entrants: list[EntrantRow]
    games: list[TournamentGame]
    standings: list[Standing]
    bracket: Bracket | None
    rounds: int | None  # as the engine counts them (None: fewer than two entrants)


async def tournament_state(store: TournamentReads, tournament_id: int) -> TournamentState:
    t = await store.tournament(tournament_id)
    entrants = await store.entrants(tournament_id)
    rows = await store.tournament_games(tournament_id)
    if len(entrants) < 2:  # signing up, or cancelled so: the engine has no tournament to rank
        return TournamentState(t, entrants, rows, [], None, None)
    rules = engine_of(t, entrants)
    outcomes, dropped = outcomes_of(rows), drops(entrants)
    standings = rules.standings(outcomes, dropped)
    bracket = rules.bracket(outcomes, dropped) if t.format == "knockout" else None
    return TournamentState(t, entrants, rows, standings, bracket, rules.total_rounds())
