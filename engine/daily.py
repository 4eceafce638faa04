"""The daily challenge's calendar: which challenge a UTC day is, its ruleset, how long an attempt
stays open and when the day's seed may be shown; and the hard bot's game on the day's dice.

Days are whole UTC days counted from the Unix epoch (`day_of(seconds)`). Daily #1 is
`FIRST_DAY`; the ruleset rotates by number through `ROTATION` (default options, played alone,
standard mode). An attempt begun on day D may be played until the end of day D + 1, so midnight
never takes a game away (at least 24 hours, up to 48); the seed of day D is shown from the
start of day D + 2, when no attempt of it can still be played.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta

from .dice import PositionalDice
from .game import Game

DAY = 86400  # seconds
FIRST_DATE = date(2026, 11, 1)  # the day of Daily #1
FIRST_DAY = (FIRST_DATE - date(1970, 1, 1)).days
ROTATION = ("classic", "bulgarian", "russian", "tris")  # yamm's 99 turns are too long for a day
OPEN_DAYS = 2  # an attempt of day D is open until the end of day D + 1
PLAYER = "daily"  # the seat of the hard bot's reference game


def day_of(seconds: float) -> int:
    """The UTC day (days since 1970-01-01) of a Unix time."""
    return int(seconds // DAY)


@dataclass(frozen=True)
class Daily:
    """One day's challenge: `number` 1 for `FIRST_DATE`, then one a day."""

    number: int

    @classmethod
    def of_day(cls, day: int) -> Daily:
        return cls(day - FIRST_DAY + 1)

    @classmethod
    def at(cls, seconds: float) -> Daily:
        """The challenge of the day a Unix time falls on."""
        return cls.of_day(day_of(seconds))

    @property
    def day(self) -> int:
        return FIRST_DAY + self.number - 1

    @property
    def date(self) -> date:
        return FIRST_DATE + timedelta(days=self.number - 1)

    @property
    def iso(self) -> str:
        return self.date.isoformat()

    @property
    def ruleset(self) -> str:
        return ROTATION[(self.number - 1) % len(ROTATION)]

    @property
    def starts(self) -> float:
        """Unix time of the day's 00:00 UTC."""
        return float(self.day * DAY)

    @property
    def closes(self) -> float:
        """Unix time after which no attempt of this day can be played (and its seed is shown)."""
        return float((self.day + OPEN_DAYS) * DAY)

    def open_at(self, seconds: float) -> bool:
        """Whether an attempt of this day may still be played at `seconds`."""
        return seconds < self.closes

    def is_today(self, seconds: float) -> bool:
        return day_of(seconds) == self.day

    @staticmethod
    def from_iso(text: str) -> Daily:
        """The challenge of a date written YYYY-MM-DD (ValueError if it is not one)."""
        parsed = datetime.strptime(text.strip(), "%Y-%m-%d").replace(tzinfo=UTC).date()
        return Daily((parsed - FIRST_DATE).days + 1)


def daily_game(daily: Daily, player: str) -> Game:
    """A new game of the day's challenge for one player."""
    return Game(daily.ruleset, [player])


def bot_game(
    daily: Daily, seed: bytes, level: str = "hard", stopped: Callable[[], bool] = lambda: False
) -> Game:
    """The bot's game of the day (the boards' reference row): the AI at `level` plays alone on
    the day's dice, its choices following from the seed, so it is the same wherever it is
    played. Needs numpy (engine.ai). It ends early, not over, once `stopped()` is true (asked
    before each move: a game takes seconds, and a stopping bot should not wait for it)."""
    from .ai import ThrowMove, Wait, choose

    game = daily_game(daily, PLAYER)
    rng = random.Random(seed)
    while not game.is_over and not stopped():
        move = choose(game, PLAYER, level, rng)
        if isinstance(move, ThrowMove):
            game.throw(PLAYER, PositionalDice(seed, game.round_no, game.throws + 1), move.keep)
        elif not isinstance(move, Wait):
            game.apply(move)
    return game
