"""Fault injection: the fake Discord fails, throttles and stalls the way Discord does.

``fake.faults`` (a ``Faults``) answers chosen REST routes with errors instead of handling
them, and counts every request, so a test can check how the real discord.py client copes::

    edit = fake.faults.fail(Routes.EDIT_MESSAGE, status=500, times=5)
    with pytest.raises(discord.DiscordServerError):
        await message.edit(content="x")          # discord.py tried 5 times, then gave up
    assert edit.hits == 5 and fake.get_message(message.id).edits == 0

A route is ``"METHOD /path"`` below ``/api/v10``; ``{name}`` stands for any one path
segment and ``*`` for any method, e.g. ``"PATCH /channels/{c}/messages/{m}"`` or
``"POST /channels/1234/messages"`` (one channel only). ``Routes`` names the usual ones;
``Routes.GATEWAY`` is the websocket upgrade (a delay holds a reconnecting client there).

- ``fail(route, status=500, times=1)``: answer ``times`` matching requests with ``status``
  (JSON body ``{"message", "code"}``) without handling them: nothing is applied.
- ``rate_limit(route, retry_after=1.0, times=1, is_global=False)``: answer with 429 and the
  body and headers discord.py reads (``retry_after``/``global`` in the body; ``Retry-After``,
  ``X-RateLimit-Limit/Remaining/Reset/Reset-After/Bucket/Scope``, ``X-RateLimit-Global``
  and ``Via``, without which discord.py takes a 429 for a Cloudflare ban and raises at once).
- ``delay(route, seconds, times=1, where="before")``: hold matching requests ``seconds``
  before handling them (``where="after"``: handle at once, hold the answer).
- ``times=None`` keeps a fault until ``clear()``; faults are tried in the order they were
  added, and a request gets at most one failure (after any delays that match it).
- Each call returns its ``Fault``: ``hits`` (requests it answered or held), ``holding``
  (requests it is holding now), ``spent``. ``injected`` lists every injection in order.
- ``requests`` lists every request the fake answered, REST and gateway upgrades (``Request``:
  method, path, route pattern, status, loop time, the fault that answered it; a websocket is
  listed when it closes); ``count(route, status=..., injected=...)`` counts them.
- Gateway: ``FakeDiscord.drop_gateway(code, resumable=None)`` closes the bot's websocket
  (codes 4007 and 4009 end the session, so discord.py's RESUME is refused and it IDENTIFYs
  again; 4004 and 4010-4014 make it give up); ``reconnect()`` sends op 7 RECONNECT and
  ``invalidate_session(resumable)`` op 9 INVALID_SESSION.

Injected answers never reach ``fake.rejected`` or an interaction's failures: they are not
the bot's mistakes, and ``assert_clean()`` stays usable.

What discord.py 2.7.1 does with them (discord/http.py ``HTTPClient.request`` and the
webhook adapter used by interaction responses, followups and edits):
- 500, 502, 504, 524 (webhook adapter: any 5xx): retried after 1, 3, 5, 7, 9 s; five tries
  in all, then ``DiscordServerError`` (so 5 failures in a row take about 25 s to raise).
  Other 5xx on bot routes (e.g. 503) raise ``DiscordServerError`` at once.
- 429: waits ``retry_after`` and retries, within the same five tries; five 429s in a row
  raise ``HTTPException`` (status 429). A global one also holds back every other request
  of the client until it has waited.
- A slow answer is simply awaited (no client-side timeout on REST calls); an interaction
  callback that reaches the fake after ``callback_deadline`` gets 404 Unknown interaction
  (10062), which discord.py raises as ``NotFound``.
"""

from __future__ import annotations

import asyncio
import hashlib
import math
import re
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from http import HTTPStatus
from typing import TYPE_CHECKING, Any, Literal

from aiohttp import web

from .models import to_json

if TYPE_CHECKING:
    from .server import FakeDiscord

API_PREFIX = "/api/v10"
_ROUTE_RE = re.compile(r"^(\*|[A-Z]+)\s+(/\S*)$")


class Routes:
    """The REST routes a game bot uses most, as fault patterns."""

    SEND_MESSAGE = "POST /channels/{channel}/messages"
    EDIT_MESSAGE = "PATCH /channels/{channel}/messages/{message}"
    DELETE_MESSAGE = "DELETE /channels/{channel}/messages/{message}"
    INTERACTION_CALLBACK = "POST /interactions/{interaction}/{token}/callback"
    FOLLOWUP = "POST /webhooks/{application}/{token}"
    EDIT_WEBHOOK_MESSAGE = "PATCH /webhooks/{application}/{token}/messages/{message}"
    DELETE_WEBHOOK_MESSAGE = "DELETE /webhooks/{application}/{token}/messages/{message}"
    # The websocket upgrade: a delay holds a (re)connecting client, a failure refuses it.
    GATEWAY = "GET /gateway/"


def parse_route(route: str) -> tuple[str, tuple[str, ...]]:
    """("PATCH", segments) for "PATCH /channels/{c}/messages/{m}"; None in segments = any."""
    match = _ROUTE_RE.match(route.strip())
    if match is None:
        raise ValueError(f"a route is 'METHOD /path', e.g. {Routes.EDIT_MESSAGE!r}; not {route!r}")
    method, path = match.groups()
    path = path.removeprefix(API_PREFIX)
    return method, tuple(path.strip("/").split("/"))


def _segment_matches(pattern: str, value: str) -> bool:
    return (pattern.startswith("{") and pattern.endswith("}")) or pattern == value


def route_matches(route: str, method: str, path: str) -> bool:
    """Whether a request (``path`` with or without the /api/v10 prefix) falls under ``route``."""
    want_method, pattern = parse_route(route)
    if want_method not in ("*", method):
        return False
    parts = tuple(path.removeprefix(API_PREFIX).strip("/").split("/"))
    return len(parts) == len(pattern) and all(map(_segment_matches, pattern, parts))


FaultKind = Literal["status", "rate_limit", "delay"]


@dataclass(eq=False)
class Fault:
    """One injected fault; its counters change as requests meet it."""

    kind: FaultKind
    route: str
    times: int | None
    status: int = 500
    code: int = 0
    message: str = ""
    retry_after: float = 0.0
    is_global: bool = False
    seconds: float = 0.0
    where: Literal["before", "after"] = "before"
    hits: int = 0
    holding: int = 0
    cleared: bool = False
    # set by `release`: the requests it holds go on at once
    released: asyncio.Event = field(default_factory=asyncio.Event, repr=False, compare=False)

    def release(self) -> None:
        """Let the requests this delay holds go on now (a test waiting for its moment)."""
        self.released.set()

    @property
    def remaining(self) -> int | None:
        """Requests it will still meet (None: until cleared)."""
        if self.cleared:
            return 0
        return None if self.times is None else max(0, self.times - self.hits)

    @property
    def spent(self) -> bool:
        return self.remaining == 0

    def matches(self, method: str, path: str) -> bool:
        return not self.spent and route_matches(self.route, method, path)

    def describe(self) -> str:
        if self.kind == "status":
            return f"{self.status} on {self.route}"
        if self.kind == "rate_limit":
            scope = "global " if self.is_global else ""
            return f"{scope}429 retry_after={self.retry_after} on {self.route}"
        return f"delay {self.seconds}s ({self.where}) on {self.route}"


@dataclass(frozen=True, slots=True)
class Injection:
    """One request a fault met: what was done to it and when (event loop time)."""

    fault: Fault
    method: str
    path: str
    at: float


@dataclass(frozen=True, slots=True)
class Request:
    """One REST request the fake answered."""

    method: str
    path: str  # below /api/v10, with ids, without the query
    query: str
    route: str | None  # the fake's own route pattern, e.g. /channels/{cid}/messages
    status: int
    at: float  # event loop time when the answer was ready
    fault: Fault | None  # the failure answered instead of the fake, if any
    delayed: bool

    @property
    def injected(self) -> bool:
        return self.fault is not None


def _json(data: Any, status: int, headers: dict[str, str] | None = None) -> web.Response:
    # Exactly "application/json": anything else makes discord.py read the body as text.
    return web.Response(
        status=status,
        body=to_json(data),
        headers={"Content-Type": "application/json", **(headers or {})},
    )


def _reason(status: int) -> str:
    try:
        return HTTPStatus(status).phrase
    except ValueError:
        return "Error"  # e.g. Cloudflare's 524


class Faults:
    """Fault injection and the request ledger of one FakeDiscord (``fake.faults``)."""

    def __init__(self, fake: FakeDiscord) -> None:
        self._fake = fake
        self.active: list[Fault] = []
        self.injected: list[Injection] = []
        self.requests: list[Request] = []

    # -- adding and removing faults ---------------------------------------------------------

    def _add(self, fault: Fault) -> Fault:
        parse_route(fault.route)  # refuse a malformed route now, not at the first request
        if fault.times is not None and fault.times < 1:
            raise ValueError("times is at least 1 (or None: until cleared)")
        self.active.append(fault)
        return fault

    def fail(
        self,
        route: str,
        *,
        status: int = 500,
        times: int | None = 1,
        code: int = 0,
        message: str | None = None,
    ) -> Fault:
        """Answer the next ``times`` requests of ``route`` with HTTP ``status``, unhandled."""
        if not 400 <= status <= 599 or status == 429:
            raise ValueError("fail() takes a 4xx or 5xx status; use rate_limit() for 429")
        text = message or f"{status}: {_reason(status)}"
        return self._add(Fault("status", route, times, status=status, code=code, message=text))

    def rate_limit(
        self,
        route: str,
        *,
        retry_after: float = 1.0,
        times: int | None = 1,
        is_global: bool = False,
    ) -> Fault:
        """Answer the next ``times`` requests of ``route`` with 429 and ``retry_after``."""
        if retry_after < 0:
            raise ValueError("retry_after is a number of seconds, 0 or more")
        return self._add(
            Fault(
                "rate_limit", route, times, status=429, retry_after=retry_after, is_global=is_global
            )
        )

    def delay(
        self,
        route: str,
        seconds: float,
        *,
        times: int | None = 1,
        where: Literal["before", "after"] = "before",
    ) -> Fault:
        """Hold the next ``times`` requests of ``route`` for ``seconds``: before handling them
        (``where="before"``) or after, holding only the answer (``where="after"``)."""
        if seconds < 0 or where not in ("before", "after"):
            raise ValueError("delay takes seconds >= 0 and where='before' or 'after'")
        return self._add(Fault("delay", route, times, seconds=seconds, where=where))

    def clear(self) -> None:
        """Remove every fault not yet spent (requests already held still finish)."""
        for fault in self.active:
            fault.cleared = True
        self.active.clear()

    # -- reading the ledger -----------------------------------------------------------------

    def requests_to(
        self,
        route: str,
        *,
        status: int | None = None,
        injected: bool | None = None,
    ) -> list[Request]:
        """Requests of ``route`` so far, oldest first (optionally by status or injection)."""
        return [
            r
            for r in self.requests
            if route_matches(route, r.method, r.path)
            and (status is None or r.status == status)
            and (injected is None or r.injected == injected)
        ]

    def count(self, route: str, *, status: int | None = None, injected: bool | None = None) -> int:
        return len(self.requests_to(route, status=status, injected=injected))

    def summary(self) -> str:
        """One line per fault that met a request, for failure messages."""
        seen: dict[int, Fault] = {id(i.fault): i.fault for i in self.injected}
        return "; ".join(f"{f.describe()} x{f.hits}" for f in seen.values())

    # -- gateway faults -------------------------------------------------------------------

    async def close_gateway(self, code: int = 4000, *, resumable: bool | None = None) -> None:
        """Same as ``FakeDiscord.drop_gateway``."""
        await self._fake.drop_gateway(code, resumable=resumable)

    async def reconnect(self) -> None:
        """Op 7 RECONNECT on the bot's sessions: discord.py closes and RESUMEs."""
        for session in self._fake._live_sessions():
            await session.request_reconnect()

    async def invalidate_session(self, *, resumable: bool = False) -> None:
        """Op 9 INVALID_SESSION: ``resumable`` True makes discord.py RESUME; False ends the
        session, and discord.py IDENTIFYs again (after its own 5 s wait)."""
        for session in self._fake._live_sessions():
            await session.invalidate(resumable=resumable)

    # -- the server's side ------------------------------------------------------------------

    def _meet(self, fault: Fault, method: str, path: str) -> None:
        fault.hits += 1
        self.injected.append(Injection(fault, method, path, asyncio.get_running_loop().time()))
        if fault.spent and fault in self.active:
            self.active.remove(fault)
        self._fake._notify()

    async def handle(
        self,
        request: web.Request,
        serve: Callable[[], Awaitable[web.StreamResponse]],
    ) -> web.StreamResponse:
        """Run ``serve()`` (the fake's own handling) unless a fault answers first."""
        method, path = request.method, request.path
        if path.startswith(API_PREFIX + "/"):
            tail = path.removeprefix(API_PREFIX)
        elif path.startswith("/gateway"):
            tail = path
        else:
            return await serve()  # attachments (the CDN) are never faulted
        delays = [f for f in self.active if f.kind == "delay" and f.matches(method, tail)]
        failure = next(
            (f for f in self.active if f.kind != "delay" and f.matches(method, tail)), None
        )
        for fault in delays:
            self._meet(fault, method, tail)
        held_after = [f for f in delays if f.where == "after"]
        await self._hold([f for f in delays if f.where == "before"])
        response: web.StreamResponse
        if failure is not None:
            self._meet(failure, method, tail)
            await request.read()  # leave the connection clean for keep-alive
            response = self._answer(failure)
        else:
            response = await serve()
        await self._hold(held_after)
        resource = request.match_info.route.resource
        canonical = resource.canonical if resource is not None else None
        self.requests.append(
            Request(
                method,
                tail,
                request.query_string,
                canonical.removeprefix(API_PREFIX) if canonical else None,
                response.status,
                asyncio.get_running_loop().time(),
                failure,
                bool(delays),
            )
        )
        self._fake._notify()
        return response

    async def _hold(self, faults: list[Fault]) -> None:
        if not faults:
            return
        for fault in faults:
            fault.holding += 1
        self._fake._notify()
        releases = [asyncio.ensure_future(f.released.wait()) for f in faults]
        try:
            await asyncio.wait(
                releases, timeout=max(f.seconds for f in faults), return_when="FIRST_COMPLETED"
            )
        finally:
            for waiting in releases:
                waiting.cancel()
            for fault in faults:
                fault.holding -= 1
            self._fake._notify()

    @staticmethod
    def _answer(fault: Fault) -> web.Response:
        if fault.kind == "status":
            return _json({"message": fault.message, "code": fault.code}, fault.status)
        retry = fault.retry_after
        body = {
            "message": "You are being rate limited.",
            "retry_after": retry,
            "global": fault.is_global,
            "code": 0,
        }
        headers = {
            "Via": "1.1 google",  # Discord's edge; without it discord.py suspects Cloudflare
            "Retry-After": str(max(1, math.ceil(retry))),
            "X-RateLimit-Scope": "global" if fault.is_global else "user",
        }
        if fault.is_global:
            headers["X-RateLimit-Global"] = "true"
        else:
            bucket = hashlib.sha1(fault.route.encode()).hexdigest()[:16]
            headers.update(
                {
                    "X-RateLimit-Limit": "5",
                    "X-RateLimit-Remaining": "0",
                    "X-RateLimit-Reset": f"{time.time() + retry:.3f}",
                    "X-RateLimit-Reset-After": f"{retry:.3f}",
                    "X-RateLimit-Bucket": bucket,
                }
            )
        return _json(body, 429, headers)
