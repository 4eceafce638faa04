"""The wait between tries of a post Discord refuses (`bot.app.backoff`): a minute after the
first refusal, doubling to an hour at most, and none once a try went through."""

from __future__ import annotations

from bot.app.backoff import FIRST_WAIT, LONGEST_WAIT, Backoff


def test_the_wait_doubles_to_an_hour_and_ends_with_a_success() -> None:
    backoff = Backoff()
    assert backoff.due("a", 0.0)
    now = 0.0
    waits = []
    for _ in range(9):
        backoff.failed("a", now)
        later = now
        while not backoff.due("a", later):
            later += 1.0
        waits.append(later - now)
        now = later
    assert waits == [60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]
    assert waits[0] == FIRST_WAIT and max(waits) == LONGEST_WAIT
    assert backoff.due("b", now)  # each post waits on its own
    backoff.done("a")
    backoff.failed("a", now)
    assert not backoff.due("a", now + FIRST_WAIT - 1) and backoff.due("a", now + FIRST_WAIT)
