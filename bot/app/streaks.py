"""Daily challenge streaks: the days in a row a member finished, now and at best.

Apart from `bot.app.daily` so that the website's member page counts them without loading the
daily challenge's screens (and with them the pictures, Pillow).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..store.dailies import DailyReads


@dataclass(frozen=True)
class Streak:
    current: int  # consecutive days up to today (or yesterday, while today is still to play;
    # or the day before, while yesterday's attempt, begun, may still be finished today)
    best: int


def streak_of(days: list[int], today: int, yesterday_open: bool = False) -> Streak:
    """Streaks from the numbers of the days a member finished, in order; `yesterday_open`:
    yesterday's attempt is begun and not finished, so it may still be, until today ends."""
    best = run = 0
    previous = None
    for number in days:
        run = run + 1 if previous is not None and number == previous + 1 else 1
        best = max(best, run)
        previous = number
    alive = today - 2 if yesterday_open else today - 1
    current = run if previous is not None and previous >= alive else 0
    return Streak(current, best)


async def yesterday_open(reads: DailyReads, user_id: str, today: int) -> bool:
    """Whether the member's attempt of yesterday is begun and not finished: it closes only as
    today ends, so their streak is not broken yet (`streak_of`)."""
    yesterday = await reads.daily_attempt(today - 1, user_id)
    return yesterday is not None and yesterday.total is None
