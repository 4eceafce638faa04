"""Discord's REST rate limits, as the fake enforces them (on unless a test of the fake itself
sets ``fake.ratelimits.enabled`` to False).

What Discord documents (docs/topics/rate-limits): every bot may make 50 requests a second in
all (the global limit); interaction endpoints (the callback, and the followups and edits made
with an interaction's token) are not bound to it. Each route also has a bucket of its own,
told by the headers of every answer (``X-RateLimit-Limit``, ``-Remaining``, ``-Reset``,
``-Reset-After``, ``-Bucket``); routes share a bucket per "major parameter" (the channel, the
guild, the webhook), so one channel's messages never slow another's. A request past a limit gets
429 with ``retry_after`` and ``global`` in its body, ``Retry-After`` and
``X-RateLimit-Scope`` (``global`` or ``user``) in its headers. An address that gets 10,000
invalid answers (401, 403 and 429) in 10 minutes is banned for an hour: the fake counts them
(``invalid``, and ``most_invalid`` in any 10 minutes) so that a test can fail well before.

Discord does not publish its per-route sizes (they are read from the headers). The fake uses
5 requests per 5 s per channel for sending messages and for editing or deleting them, as the
issue that brought this model asked and as bots commonly observe; a channel's threads and a
member's DM channel get the same; other routes only meet the global limit. ``buckets`` lists
them; a test may widen one by name (``widen("channel-messages", 50)``).
"""

from __future__ import annotations

import hashlib
import json
import math
import re
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from aiohttp import web

GLOBAL_LIMIT = 50  # requests a second, every route but the interaction endpoints
INVALID_WINDOW = 600.0  # seconds
INVALID_BAN = 10_000  # invalid answers in the window that ban the address


@dataclass
class Bucket:
    """A route's bucket: `limit` requests per `per` seconds for each major parameter."""

    name: str
    method: str  # "POST", or "PATCH|DELETE"
    pattern: re.Pattern[str]  # the path below /api/v10; group 1: the major parameter
    limit: int
    per: float

    def key(self, method: str, tail: str) -> str | None:
        if method not in self.method.split("|"):
            return None
        found = self.pattern.fullmatch(tail)
        return None if found is None else f"{self.name}:{found.group(1)}"

    @property
    def hash(self) -> str:
        return hashlib.sha1(self.name.encode()).hexdigest()[:16]


def default_buckets() -> list[Bucket]:
    return [
        Bucket("channel-messages", "POST", re.compile(r"/channels/(\d+)/messages"), 5, 5.0),
        Bucket(
            "channel-message-edits",
            "PATCH|DELETE",
            re.compile(r"/channels/(\d+)/messages/\d+"),
            5,
            5.0,
        ),
        Bucket(
            "channel-threads",
            "POST",
            re.compile(r"/channels/(\d+)(?:/messages/\d+)?/threads"),
            5,
            5.0,
        ),
        Bucket("dm-channels", "POST", re.compile(r"/users/(@me)/channels"), 5, 5.0),
    ]


@dataclass
class _Window:
    started: float
    used: int = 0


@dataclass
class RateLimits:
    enabled: bool = True
    buckets: list[Bucket] = field(default_factory=default_buckets)
    global_limit: int = GLOBAL_LIMIT
    # the limits' own time (a test may hold it still to meet a limit however slow it runs)
    clock: Callable[[], float] = time.monotonic
    _windows: dict[str, _Window] = field(default_factory=dict)
    _recent: deque[float] = field(default_factory=deque)  # requests under the global limit
    _invalid: deque[float] = field(default_factory=deque)
    given: list[str] = field(default_factory=list)  # every 429 this model answered
    most_invalid: int = 0

    def widen(self, name: str, limit: int) -> None:
        """A test's own wider bucket (by its name in `buckets`)."""
        for bucket in self.buckets:
            if bucket.name == name:
                bucket.limit = limit
                return
        raise KeyError(name)

    @staticmethod
    def exempt(tail: str) -> bool:
        """Interaction callbacks and interaction-token webhooks: not rate limited here."""
        return tail.startswith(("/interactions/", "/webhooks/"))

    def check(self, method: str, tail: str) -> tuple[web.Response | None, dict[str, str]]:
        """Before a request is handled: a 429 answer if it is past a limit (nothing of it is
        applied), else the headers to add to its answer."""
        if not self.enabled or self.exempt(tail):
            return None, {}
        now = self.clock()
        bucket, key = next(
            ((b, k) for b in self.buckets if (k := b.key(method, tail)) is not None),
            (None, None),
        )
        while self._recent and now - self._recent[0] >= 1.0:
            self._recent.popleft()
        if len(self._recent) >= self.global_limit:
            retry = 1.0 - (now - self._recent[0])
            return self._refuse(f"global {method} {tail}", retry, None), {}
        headers: dict[str, str] = {}
        if bucket is not None and key is not None:
            window = self._windows.get(key)
            if window is None or now - window.started >= bucket.per:
                window = self._windows[key] = _Window(now)
            if window.used >= bucket.limit:
                retry = bucket.per - (now - window.started)
                return self._refuse(f"{key} {method} {tail}", retry, bucket), {}
            window.used += 1
            reset_after = bucket.per - (now - window.started)
            headers = {
                "X-RateLimit-Limit": str(bucket.limit),
                "X-RateLimit-Remaining": str(bucket.limit - window.used),
                "X-RateLimit-Reset": f"{time.time() + reset_after:.3f}",
                "X-RateLimit-Reset-After": f"{reset_after:.3f}",
                "X-RateLimit-Bucket": bucket.hash,
            }
        self._recent.append(now)
        return None, headers

    def refund(self, method: str, tail: str) -> None:
        """A request that `check` let through was answered 429 all the same (a fault a test
        injected): Discord counts no use for a refused request."""
        if not self.enabled or self.exempt(tail):
            return
        if self._recent:
            self._recent.pop()
        for bucket in self.buckets:
            key = bucket.key(method, tail)
            if key is not None and key in self._windows:
                window = self._windows[key]
                window.used = max(0, window.used - 1)
                return

    def answered(self, status: int) -> None:
        """Every answer's status: 401, 403 and 429 count toward the invalid-request ban."""
        if status not in (401, 403, 429):
            return
        now = self.clock()
        self._invalid.append(now)
        while self._invalid and now - self._invalid[0] >= INVALID_WINDOW:
            self._invalid.popleft()
        self.most_invalid = max(self.most_invalid, len(self._invalid))

    @property
    def invalid(self) -> int:
        """Invalid answers in the last 10 minutes."""
        now = self.clock()
        return sum(1 for t in self._invalid if now - t < INVALID_WINDOW)

    def _refuse(self, what: str, retry: float, bucket: Bucket | None) -> web.Response:
        retry = max(retry, 0.001)
        self.given.append(what)
        is_global = bucket is None
        body = {
            "message": "You are being rate limited.",
            "retry_after": round(retry, 3),
            "global": is_global,
            "code": 0,
        }
        headers = {
            "Via": "1.1 google",  # Discord's edge; without it discord.py suspects Cloudflare
            "Retry-After": str(max(1, math.ceil(retry))),
            "X-RateLimit-Scope": "global" if is_global else "user",
        }
        if is_global:
            headers["X-RateLimit-Global"] = "true"
        else:
            assert bucket is not None
            headers.update(
                {
                    "X-RateLimit-Limit": str(bucket.limit),
                    "X-RateLimit-Remaining": "0",
                    "X-RateLimit-Reset": f"{time.time() + retry:.3f}",
                    "X-RateLimit-Reset-After": f"{retry:.3f}",
                    "X-RateLimit-Bucket": bucket.hash,
                }
            )
        # exactly "application/json", as Discord sends it: with a charset discord.py reads the
        # body as text and raises at once instead of waiting out retry_after
        return web.Response(
            status=429,
            body=json.dumps(body).encode(),
            headers={"Content-Type": "application/json", **headers},
        )
