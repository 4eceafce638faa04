"""Results and ratings of a finished game, derived from the engine's state. Pure functions."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce

from engine import Game, Throw

from .models import GameInfo, ResultRow

# One model for every guild and ruleset; its defaults (mu 25, sigma 25/3) are openskill's.
RATING_MODEL = PlackettLuce()


def places(game: Game) -> dict[str, int]:
    """Competitor -> place (1 = best; ties share, the next place skips: 1, 1, 3)."""
    totals = game.totals()
    lower_wins = game.mode.lowest_wins
    return {
        competitor: 1
        + sum((other < total) if lower_wins else (other > total) for other in totals.values())
        for competitor, total in totals.items()
    }


def yambs_thrown(game: Game) -> Counter[str]:
    """Throws that showed five alike, per thrower (the player whose turn it was).

    A throw with every die kept shows nothing new and is not counted. In Kontra the writer
    may make the thrower's re-throws; the yamb still belongs to the thrower.
    """
    counts: Counter[str] = Counter()
    thrower: str | None = None
    for action in game.history:
        if not isinstance(action, Throw):
            continue
        if action.keep is None:
            thrower = action.player  # a first throw is always the thrower's own
        if action.keep is not None and len(action.keep) >= len(action.dice):
            continue
        if thrower is not None and max(Counter(action.dice).values()) >= 5:
            counts[thrower] += 1
    return counts


def result_rows(info: GameInfo, game: Game, finished_at: float) -> list[ResultRow]:
    """One row per participant of a finished game, in seating order."""
    totals = game.totals()
    place = places(game)
    contested = len(totals) > 1
    yambs = yambs_thrown(game)
    duration = max(0.0, finished_at - (info.started_at or finished_at))
    rows: list[ResultRow] = []
    for player in game.players:
        team = game.team_of(player)
        competitor = team if team is not None else player
        score = totals[competitor]
        sheet = game.sheet_total(player) if game.mode.names_sheet else score
        rows.append(
            ResultRow(
                game_id=info.game_id,
                user_id=player,
                guild_id=info.guild_id,
                ruleset=info.ruleset,
                mode=info.mode,
                team=team,
                score=score,
                sheet_score=sheet,
                place=place[competitor],
                won=contested and place[competitor] == 1,
                competitors=len(totals),
                yambs=yambs[player],
                duration=duration,
                finished_at=finished_at,
            )
        )
    return rows


@dataclass(frozen=True, slots=True)
class Rating:
    mu: float
    sigma: float
    games: int


def rate(rows: Sequence[ResultRow], current: Mapping[str, Rating]) -> dict[str, Rating]:
    """New ratings of a game's participants; teams (team modes) are rated as teams.

    Games played alone change nothing. `current` lacks players who have no rating yet.
    """
    sides: dict[str, list[ResultRow]] = {}
    for row in rows:
        sides.setdefault(row.team if row.team is not None else row.user_id, []).append(row)
    if len(sides) < 2:
        return {}
    teams = []
    for members in sides.values():
        team = []
        for row in members:
            known = current.get(row.user_id)
            team.append(
                RATING_MODEL.rating(mu=known.mu, sigma=known.sigma)
                if known is not None
                else RATING_MODEL.rating()
            )
        teams.append(team)
    ranks = [float(members[0].place) for members in sides.values()]
    rated = RATING_MODEL.rate(teams, ranks=ranks)
    out: dict[str, Rating] = {}
    for members, new_team in zip(sides.values(), rated, strict=True):
        for row, new in zip(members, new_team, strict=True):
            before = current.get(row.user_id)
            out[row.user_id] = Rating(new.mu, new.sigma, (before.games if before else 0) + 1)
    return out


def ordinal(mu: float, sigma: float) -> float:
    """The conservative rating shown and ranked by (openskill's default ordinal)."""
    return RATING_MODEL.rating(mu=mu, sigma=sigma).ordinal()
