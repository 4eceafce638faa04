"""Seasons of a server's leaderboards: calendar months or quarters in UTC, each a run of whole
days (`first_day` up to, not including, `end_day`, counted as the store counts days: Unix time
// 86400). Ratings carry over from season to season; a season's board ranks the results
finished within it. Pure: dates only."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

SEASON_KINDS = ("month", "quarter", "off")
DEFAULT_SEASON = "month"
EPOCH = dt.date(1970, 1, 1)
_LABEL = re.compile(r"([0-9]{4})-(?:(0[1-9]|1[0-2])|[Qq]([1-4]))")  # ASCII digits only


@dataclass(frozen=True, slots=True, order=True)
class Season:
    """A calendar month (`index` 1-12) or quarter (`index` 1-4) of `year`."""

    kind: str  # "month" or "quarter"
    year: int
    index: int

    @classmethod
    def at(cls, kind: str, moment: float) -> Season:
        """The season of `kind` that the Unix time `moment` falls in (UTC)."""
        day = dt.datetime.fromtimestamp(moment, dt.UTC).date()
        if kind == "month":
            return cls("month", day.year, day.month)
        if kind == "quarter":
            return cls("quarter", day.year, (day.month - 1) // 3 + 1)
        raise ValueError(f"seasons are months or quarters, not {kind!r}")

    @classmethod
    def parse(cls, label: str) -> Season:
        """"2026-11" (a month) or "2026-Q4" (a quarter); ValueError for anything else."""
        found = _LABEL.fullmatch(label.strip())
        if found is None or not 2000 <= int(found.group(1)) <= 9999:
            raise ValueError(f"not a season: {label!r}")
        year = int(found.group(1))
        if found.group(2):
            return cls("month", year, int(found.group(2)))
        return cls("quarter", year, int(found.group(3)))

    @property
    def label(self) -> str:
        if self.kind == "month":
            return f"{self.year}-{self.index:02d}"
        return f"{self.year}-Q{self.index}"

    @property
    def first_date(self) -> dt.date:
        month = self.index if self.kind == "month" else 3 * self.index - 2
        return dt.date(self.year, month, 1)

    @property
    def end_date(self) -> dt.date:
        """The first date after the season."""
        return self.next().first_date

    @property
    def first_day(self) -> int:
        return (self.first_date - EPOCH).days

    @property
    def end_day(self) -> int:
        return (self.end_date - EPOCH).days

    @property
    def start(self) -> float:
        """Unix time of the season's first moment."""
        return float(self.first_day * 86400)

    @property
    def end(self) -> float:
        return float(self.end_day * 86400)

    def next(self) -> Season:
        last = 12 if self.kind == "month" else 4
        if self.index == last:
            return Season(self.kind, self.year + 1, 1)
        return Season(self.kind, self.year, self.index + 1)

    def previous(self) -> Season:
        last = 12 if self.kind == "month" else 4
        if self.index == 1:
            return Season(self.kind, self.year - 1, last)
        return Season(self.kind, self.year, self.index - 1)

    def has_begun(self, moment: float) -> bool:
        return moment >= self.start


def current(kind: str | None, moment: float) -> Season | None:
    """The running season of a server's `season` setting (None: the default, month), or None
    when the server has seasons off."""
    chosen = kind or DEFAULT_SEASON
    return None if chosen == "off" else Season.at(chosen, moment)
