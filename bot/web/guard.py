"""What every answer of the website holds to: only GET and HEAD, a rate limit per address,
security headers (no inline script, no framing, no sniffing, no referrer, no cookies), plain
error pages, and ETags with 304s for what does not change."""

from __future__ import annotations

import hashlib
import math
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from aiohttp import web

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]

CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
COMPRESS_FROM = 1024  # bytes: smaller answers go as they are
HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
}


class PageError(Exception):
    """An answer other than the page: 404 (nothing here, or a server that is off) or 400."""

    def __init__(self, status: int, reason: str = "") -> None:
        super().__init__(reason or str(status))
        self.status = status


def not_found() -> PageError:
    return PageError(404)


def bad_request(reason: str = "") -> PageError:
    return PageError(400, reason)


@dataclass
class RateLimit:
    """A token bucket per address: `rate` requests a second on average, `burst` at once.
    Behind a reverse proxy (`trust_proxy`), the address is the last one X-Forwarded-For
    names, the one the proxy itself saw."""

    rate: float = 20.0
    burst: float = 60.0
    trust_proxy: bool = False
    clock: Callable[[], float] = time.monotonic
    _buckets: dict[str, tuple[float, float]] = field(default_factory=dict)

    def address(self, request: web.Request) -> str:
        if self.trust_proxy:
            forwarded = request.headers.get("X-Forwarded-For", "")
            last = forwarded.rsplit(",", 1)[-1].strip()
            if last:
                return last[:64]
        return request.remote or "?"

    def wait(self, address: str) -> float:
        """0 if the request may go now (and it is counted), else the seconds until it may."""
        now = self.clock()
        tokens, then = self._buckets.get(address, (self.burst, now))
        tokens = min(self.burst, tokens + (now - then) * self.rate)
        if tokens < 1.0:
            self._buckets[address] = (tokens, now)
            return (1.0 - tokens) / self.rate
        self._buckets[address] = (tokens - 1.0, now)
        if len(self._buckets) > 100_000:  # forget addresses whose bucket is full again
            full = self.burst / self.rate
            self._buckets = {a: b for a, b in self._buckets.items() if now - b[1] < full}
        return 0.0


def etag_of(body: bytes) -> str:
    return '"' + hashlib.blake2b(body, digest_size=12).hexdigest() + '"'


def cached(response: web.Response, request: web.Request, *, max_age: int) -> web.Response:
    """An answer that does not change (an ended game, an asset): ETag, Cache-Control, and
    304 Not Modified when the browser already has it."""
    body = response.body if isinstance(response.body, bytes) else b""
    tag = etag_of(body)
    if tag in {t.strip() for t in request.headers.get("If-None-Match", "").split(",")}:
        response = web.Response(status=304)
    response.headers["ETag"] = tag
    response.headers["Cache-Control"] = f"public, max-age={max_age}"
    return response


ErrorPage = Callable[[web.Request, int], web.Response]


def guard(limit: RateLimit, error_page: ErrorPage) -> Callable[..., Awaitable[web.StreamResponse]]:
    @web.middleware
    async def middleware(request: web.Request, handler: Handler) -> web.StreamResponse:
        if request.method not in ("GET", "HEAD"):
            response: web.StreamResponse = error_page(request, 405)
            response.headers["Allow"] = "GET, HEAD"
        elif wait := limit.wait(limit.address(request)):
            response = error_page(request, 429)
            response.headers["Retry-After"] = str(max(1, math.ceil(wait)))
        else:
            try:
                response = await handler(request)
            except PageError as error:
                response = error_page(request, error.status)
            except web.HTTPException as error:  # aiohttp's own: no route, a bad path
                response = error_page(request, error.status if error.status >= 400 else 404)
        if (
            isinstance(response, web.Response)
            and isinstance(response.body, bytes)
            and len(response.body) >= COMPRESS_FROM
            and "gzip" in request.headers.get("Accept-Encoding", "")
        ):
            response.enable_compression()  # a replay page: 80 KB of HTML, about 10 over the wire
        for name, value in HEADERS.items():
            response.headers.setdefault(name, value)
        response.headers.setdefault("Cache-Control", "no-cache")
        return response

    return middleware
