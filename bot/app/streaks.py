"""Daily challenge streaks: the days in a row a member finished, now and at best.

Apart from `bot.app.daily` so that the website's member page counts them without loading the
daily challenge's screens (and with them the pictures, Pillow).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Streak:
    current: int  # consecutive days up to today (or yesterday, while today is still to play)
    best: int


def streak_of(days: list[int], today: int) -> Streak:
    """Streaks from the numbers of the days a member finished, in order."""
    best = run = 0
    previous = None
    for number in days:
        run = run + 1 if previous is not None and number == previous + 1 else 1
        best = max(best, run)
        previous = number
    current = run if previous is not None and previous >= today - 1 else 0
    return Streak(current, best)
