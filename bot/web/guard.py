"""What every answer of the website holds to: only GET and HEAD, a rate limit per address,
security headers (no inline script, no framing, no sniffing, no referrer, no cookies), plain
error pages, and ETags with 304s for what does not change. Pages asked for again within a few
seconds are answered as they were (`PageCache`), and a few pages at most are worked out at once
(AT_ONCE)."""

from __future__ import annotations

import asyncio
import hashlib
import logging
import math
import re
import time
import zlib
from collections import OrderedDict
from collections.abc import Awaitable, Callable, MutableMapping
from dataclasses import dataclass, field
from typing import Protocol

from aiohttp import web
from multidict import CIMultiDict

from .headers import weighted
from .texts import chosen_language

log = logging.getLogger(__name__)

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]

CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
COMPRESS_FROM = 1024  # bytes: smaller answers go as they are
# pages worked out at once; the others wait their turn before they take any memory (256 replays
# at once held 290 MiB) or time (one reader on SQLite, a pool of 10 on PostgreSQL)
AT_ONCE = 8
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

    def __init__(self, status: int, reason: str = "", message: str | None = None) -> None:
        super().__init__(reason or str(status))
        self.status = status
        self.message = message  # a catalogue id the error page says instead of its status's


def not_found() -> PageError:
    return PageError(404)


def bad_request(reason: str = "", message: str | None = None) -> PageError:
    return PageError(400, reason, message)


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


_PAGE = re.compile(r"[1-9][0-9]{0,5}")  # ASCII digits only: str.isdigit also takes "²"


def page_number(raw: str | None) -> int:
    """`?page=` (or another page's parameter) as 1, 2, ...; anything else is a bad request."""
    if raw is None or raw == "":
        return 1
    if not _PAGE.fullmatch(raw):
        raise bad_request("page")
    return int(raw)


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


def gzipped(body: bytes) -> bytes:
    packer = zlib.compressobj(6, zlib.DEFLATED, 16 + zlib.MAX_WBITS)  # gzip's format
    return packer.compress(body) + packer.flush()


def takes_gzip(request: web.Request) -> bool:
    """Whether the browser takes gzip (RFC 9110, 12.5.3): named with a weight above 0, or
    "*" with one and gzip not named; "gzip;q=0" refuses it."""
    anything = False
    for coding, weight in weighted(request.headers.get("Accept-Encoding")):
        if coding in ("gzip", "x-gzip"):
            return weight > 0
        if coding == "*":
            anything = weight > 0
    return anything


def vary(headers: MutableMapping[str, str], name: str) -> None:
    """Add `name` to the request headers a cache must key the answer by."""
    named = [v.strip() for v in headers.get("Vary", "").split(",") if v.strip()]
    if name.lower() not in (v.lower() for v in named):
        headers["Vary"] = ", ".join([*named, name])


def packed_answer(request: web.Request, packed: bytes, content_type: str) -> web.Response:
    """A page kept gzipped (`gzipped`): as it is for a browser that takes gzip, unpacked for
    one that does not."""
    if takes_gzip(request):
        response = web.Response(body=packed, content_type=content_type, charset="utf-8")
        response.headers["Content-Encoding"] = "gzip"
    else:
        body = zlib.decompress(packed, 16 + zlib.MAX_WBITS)
        response = web.Response(body=body, content_type=content_type, charset="utf-8")
    vary(response.headers, "Accept-Encoding")
    return response


Key = tuple[str, str, bool]  # address with its query, language, gzip taken


@dataclass(frozen=True)
class _Kept:
    until: float
    body: bytes
    headers: CIMultiDict[str]

    def answer(self, request: web.Request) -> web.Response:
        tag = self.headers.get("ETag")
        if tag and tag in {t.strip() for t in request.headers.get("If-None-Match", "").split(",")}:
            headers = {k: v for k, v in self.headers.items() if k in ("ETag", "Cache-Control")}
            return web.Response(status=304, headers=headers)
        return web.Response(body=self.body, headers=self.headers)


@dataclass
class PageCache:
    """Pages kept for `seconds` by address, language and compression: a page asked for again
    meanwhile is answered as it was, not worked out again (a board of 3,000 members takes some
    30 ms of CPU, kept well under one). For `stale` seconds more, a page asked for is still
    answered as it was while it is worked out again behind the answer, once (`refresh`): a
    visitor never waits for a popular page, and the pages kept at the same moment are not all
    worked out again at the same moment. What a page shows is then at most `seconds + stale`
    old (a server's settings are kept SETTINGS_FRESH, bot.store.reads). Only 200s, gzipped once
    for browsers that take it; at most `size` bytes, the oldest forgotten first."""

    seconds: float = 10.0
    stale: float = 20.0
    size: int = 8 * 2**20
    clock: Callable[[], float] = time.monotonic
    _kept: OrderedDict[Key, _Kept] = field(default_factory=OrderedDict)
    _bytes: int = 0
    _refreshing: dict[Key, asyncio.Task[None]] = field(default_factory=dict)

    @staticmethod
    def key(request: web.Request) -> Key:
        language = chosen_language(request.query.get("lang"),
                                   request.headers.get("Accept-Language"))
        return request.path_qs, language, takes_gzip(request)

    def get(self, key: Key) -> _Kept | None:
        """The page kept, fresh or stale (`needs_refresh` tells); None past its stale time."""
        kept = self._kept.get(key)
        if kept is not None and kept.until + self.stale <= self.clock():
            self._forget(key)
            return None
        return kept

    @property
    def refreshing(self) -> int:
        """Pages being worked out again behind an answer just now."""
        return len(self._refreshing)

    def needs_refresh(self, key: Key, kept: _Kept) -> bool:
        return kept.until <= self.clock() and key not in self._refreshing

    def refresh(self, key: Key, work: Callable[[], Awaitable[web.StreamResponse]]) -> None:
        """Work the page out again behind the answer: kept if it is still a page, forgotten if
        it is now an error (a server turned off: the next visitor is answered 404)."""

        async def again() -> None:
            try:
                response = await work()
                if response.status == 200:
                    self.keep(key, response)
                else:
                    self._forget(key)
            except (PageError, web.HTTPException):  # a 404 now: the next visitor is told
                self._forget(key)
            except Exception:  # a fault: nobody waits on this answer to see it, so say it here
                log.exception("working out %s again", key[0])
                self._forget(key)
            finally:
                self._refreshing.pop(key, None)

        self._refreshing[key] = asyncio.get_running_loop().create_task(again())

    def keep(self, key: Key, response: web.StreamResponse) -> web.StreamResponse:
        """The answer to send, kept if it may be: gzipped here (once) if taken."""
        body = response.body if isinstance(response, web.Response) else None
        encoding = response.headers.get("Content-Encoding")
        if (response.status != 200 or not isinstance(body, bytes)
                or encoding not in (None, "gzip") or len(body) > self.size // 8):
            return response
        headers = CIMultiDict(response.headers)
        headers.pop("Content-Length", None)
        if key[2] and encoding is None and len(body) >= COMPRESS_FROM:
            body = gzipped(body)
            headers["Content-Encoding"] = "gzip"
            vary(headers, "Accept-Encoding")
        self._forget(key)
        self._kept[key] = _Kept(self.clock() + self.seconds, body, headers)
        self._bytes += len(body)
        while self._bytes > self.size:
            self._forget(next(iter(self._kept)))
        return web.Response(body=body, headers=headers)

    def _forget(self, key: Key) -> None:
        kept = self._kept.pop(key, None)
        if kept is not None:
            self._bytes -= len(kept.body)


class ErrorPage(Protocol):
    """The page answered for an error: `status`'s own words, or those of `message` (an id)."""

    def __call__(
        self, request: web.Request, status: int, message: str | None = None
    ) -> web.Response: ...


def guard(
    limit: RateLimit, error_page: ErrorPage, pages: PageCache | None = None
) -> Callable[..., Awaitable[web.StreamResponse]]:
    """The middleware; `pages`: keep pages a few seconds (None: every answer anew, as the
    tests want it: a change in the database shows at once)."""
    busy = asyncio.Semaphore(AT_ONCE)

    @web.middleware
    async def middleware(request: web.Request, handler: Handler) -> web.StreamResponse:
        if request.method not in ("GET", "HEAD"):
            response: web.StreamResponse = error_page(request, 405)
            response.headers["Allow"] = "GET, HEAD"
        elif wait := limit.wait(limit.address(request)):
            response = error_page(request, 429)
            response.headers["Retry-After"] = str(max(1, math.ceil(wait)))
        elif pages is not None and (kept := pages.get(key := pages.key(request))) is not None:
            response = kept.answer(request)
            if pages.needs_refresh(key, kept):
                # worked out as for a browser that has nothing yet: a 304 is no page to keep
                plain = CIMultiDict(request.headers)
                for name in ("If-None-Match", "If-Modified-Since"):
                    plain.popall(name, None)
                again = request.clone(headers=plain)

                async def work() -> web.StreamResponse:
                    async with busy:
                        return await handler(again)

                pages.refresh(key, work)
        else:
            try:
                async with busy:
                    response = await handler(request)
                if pages is not None:
                    response = pages.keep(pages.key(request), response)
            except PageError as error:
                response = error_page(request, error.status, error.message)
            except web.HTTPException as error:  # aiohttp's own: no route, a bad path
                response = error_page(request, error.status if error.status >= 400 else 404)
            except Exception:  # a fault of ours: said in the log, a page (not a trace) to them
                log.exception("answering %s", request.path)
                response = error_page(request, 500)
        if (
            isinstance(response, web.Response)
            and "Content-Encoding" not in response.headers
            and isinstance(response.body, bytes)
            and len(response.body) >= COMPRESS_FROM
        ):
            vary(response.headers, "Accept-Encoding")  # gzipped or not as the browser takes it
            if takes_gzip(request):  # a replay page: 80 KB of HTML, about 10 over the wire
                response.enable_compression(web.ContentCoding.gzip)
        if not request.path.startswith("/static/"):  # a page's words may be in the browser's
            vary(response.headers, "Accept-Language")
        for name, value in HEADERS.items():
            response.headers.setdefault(name, value)
        response.headers.setdefault("Cache-Control", "no-cache")
        return response

    return middleware
