"""Which leaderboard a member asked for, read once for every front end: `/yamb-scores
leaderboard` shows a page of it in Discord, the website shows all of it.

A board is chosen by ruleset, mode, period ("all", "30d", "season": the running season of the
server's setting), a season by its label, and a sort order; "rating" sorts by the rating list of a
ruleset (classic unless one is chosen). Bad choices are refused with the same messages everywhere.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from engine import RULESET_NAMES
from engine.modes import MODE_NAMES

from ..seasons import Season
from ..seasons import current as current_season
from ..settings import GuildSettings
from ..store.boards import lowest_is_best
from ..store.models import LeaderboardRow, RatingRow
from .context import Refusal

SORTS = ("wins", "win_rate", "average", "best", "rating")
PERIODS = {"all": None, "30d": 30.0, "season": None}  # "season": the running one
RATED_BY_DEFAULT = "classic"
EARLIER_SEASONS = {"month": 12, "quarter": 8}  # listed for choosing: a year, two years


class BoardReads(Protocol):
    async def leaderboard_page(
        self,
        guild_id: str,
        *,
        ruleset: str | None = ...,
        mode: str | None = ...,
        days: float | None = ...,
        season: tuple[int, int] | None = ...,
        order: str = ...,
        limit: int = ...,
        offset: int = ...,
    ) -> tuple[list[LeaderboardRow], int]: ...

    async def ratings_page(
        self, guild_id: str, ruleset: str, *, limit: int = ..., offset: int = ...
    ) -> tuple[list[RatingRow], int]: ...

    async def guild_settings(self, guild_id: str) -> GuildSettings: ...


@dataclass(frozen=True)
class Board:
    """A board, best first: `rows` are LeaderboardRow, or RatingRow when sorted by rating
    (of `rated`); the whole board, or the part asked for (`rows[0]` is the board's
    `offset + 1`-th, of `size`)."""

    ruleset: str | None
    mode: str | None
    period: str
    sort: str
    season: Season | None
    rated: str | None
    rows: list[LeaderboardRow] | list[RatingRow]
    size: int = 0  # players on the whole board
    offset: int = 0

    @property
    def days(self) -> float | None:
        return None if self.season else PERIODS[self.period]

    @property
    def lowest_wins(self) -> bool:
        """Of one mode where the lowest total wins (Kontra): its best is each one's lowest and
        it ranks low first (store.boards), which it says; never the rating list."""
        return self.rated is None and lowest_is_best(self.mode)


async def chosen_season(
    reads: BoardReads, guild_id: str, period: str, label: str | None, now: float
) -> Season | None:
    """The season a board is asked for: one named by its label (begun, in this century's
    calendar), else the running one for period "season", else None."""
    if label is not None:
        try:
            # the whole name, stripped: cutting it short first let junk after spaces through
            named = Season.parse(label)
        except ValueError:
            raise Refusal("error-board-season") from None
        if not named.has_begun(now):
            raise Refusal("error-board-season")
        return named
    if period != "season":
        return None
    settings = await reads.guild_settings(guild_id)
    running = current_season(settings.season, now)
    if running is None:
        raise Refusal("error-board-season-off")
    return running


def earlier_seasons(kind: str | None, now: float) -> list[Season]:
    """The seasons before the running one that a chooser lists, latest first: a year of
    months or two years of quarters; none with seasons off. Any season begun may still be
    named (chosen_season)."""
    season = current_season(kind, now)
    if season is None:
        return []
    listed = []
    for _ in range(EARLIER_SEASONS[season.kind]):
        season = season.previous()
        listed.append(season)
    return listed


def periods_offered(kind: str | None, now: float) -> tuple[str, ...]:
    """The periods a member may choose on a server of season setting `kind`: "season" only
    while it has seasons (chosen_season refuses it otherwise)."""
    return tuple(p for p in PERIODS if p != "season" or current_season(kind, now) is not None)


async def read_board(
    reads: BoardReads,
    guild_id: str,
    *,
    ruleset: str | None = None,
    mode: str | None = None,
    period: str = "all",
    sort: str = "wins",
    season: str | None = None,
    clock: Callable[[], float],
    limit: int = 10_000,
    offset: int = 0,
) -> Board:
    """The board asked for (`limit` rows from the `offset`-th: a page of it); Refusal for a
    sort, period, ruleset, mode or season we lack."""
    if sort not in SORTS or period not in PERIODS:
        raise Refusal("error-board-sort")
    if (ruleset and ruleset not in RULESET_NAMES) or (mode and mode not in MODE_NAMES):
        raise Refusal("error-board-filter")
    chosen = await chosen_season(reads, guild_id, period, season, clock())
    if sort == "rating":
        rated = ruleset or RATED_BY_DEFAULT
        rated_rows, size = await reads.ratings_page(guild_id, rated, limit=limit, offset=offset)
        return Board(ruleset, mode, period, sort, chosen, rated, rated_rows, size, offset)
    rows, size = await reads.leaderboard_page(
        guild_id,
        ruleset=ruleset,
        mode=mode,
        days=None if chosen else PERIODS[period],
        season=(chosen.first_day, chosen.end_day) if chosen else None,
        order=sort,
        limit=limit,
        offset=offset,
    )
    return Board(ruleset, mode, period, sort, chosen, None, rows, size, offset)
