"""Waiting longer between tries of a post Discord keeps refusing (a channel the bot lost
access to): each refusal (401, 403, 429) counts toward Discord's invalid-request limit, 10,000
in 10 minutes per address, and a tick every 30 seconds for a week would come near it with a
few dozen such servers. Kept in memory: a restart tries at once, then waits again."""

from __future__ import annotations

from collections.abc import Hashable

FIRST_WAIT = 60.0  # seconds after the first failure
LONGEST_WAIT = 3600.0  # the wait doubles up to this


class Backoff:
    def __init__(self) -> None:
        self._next: dict[Hashable, tuple[float, float]] = {}  # key -> (next try, wait)

    def due(self, key: Hashable, now: float) -> bool:
        """Whether `key` may be tried now (never failed, or its wait is over)."""
        found = self._next.get(key)
        return found is None or now >= found[0]

    def failed(self, key: Hashable, now: float) -> None:
        wait = self._next.get(key, (0.0, FIRST_WAIT / 2))[1] * 2
        wait = min(wait, LONGEST_WAIT)
        self._next[key] = (now + wait, wait)

    def done(self, key: Hashable) -> None:
        self._next.pop(key, None)
