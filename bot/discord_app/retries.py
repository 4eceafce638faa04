"""Discord's bad minutes handled by the bot, not waited out in discord.py.

discord.py answers a server error (5xx) by sleeping 1, 3, 5, 7 and 9 s between five tries, on
every route and for interaction responses alike. For a game that is the wrong shape: a click's
answer must land within Discord's 3 s, and a turn message that failed should appear as soon as
Discord answers again, not up to 9 s later. Calls made under `own_retries()` therefore fail at
the first server error (`ServerTrouble`), and their caller tries again on its own schedule:
the answer guard within the interaction's window, the display by probing Discord every second.

The failure is raised from an aiohttp trace hook (`discord.Client(http_trace=...)`, the one
hook discord.py offers on its requests): aiohttp closes the response and the exception leaves
discord.py's retry loop, which retries only what it reads from a response or an OSError.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from contextvars import ContextVar
from types import SimpleNamespace
from typing import Any

import aiohttp

from ..pacer import Pacer, request_answered, request_started

# Discord's server errors: 500, 502 and 504 from its edge, 503 when overloaded, 524 a timeout
SERVER_ERRORS = frozenset({500, 502, 503, 504, 524})

_own_retries: ContextVar[bool] = ContextVar("yamb_own_retries", default=False)


class ServerTrouble(Exception):
    """Discord answered with a server error; nothing was applied. Worth another try soon."""

    def __init__(
        self, status: int, method: str, url: str, retry_after: float | None = None
    ) -> None:
        super().__init__(f"{method} {url} -> {status}")
        self.status = status
        # the route's bucket is spent (its headers said so) for this long: try again after it
        self.retry_after = retry_after


@contextlib.contextmanager
def own_retries() -> Iterator[None]:
    """Within the block (and the tasks it starts), a server error raises `ServerTrouble` at
    once instead of discord.py's sleeps."""
    token = _own_retries.set(True)
    try:
        yield
    finally:
        _own_retries.reset(token)


async def _on_request_end(
    session: aiohttp.ClientSession, context: SimpleNamespace, params: Any
) -> None:
    response = params.response
    if _own_retries.get() and response.status in SERVER_ERRORS:
        # raised before discord.py reads the answer's bucket headers: they travel with it
        raise ServerTrouble(
            response.status, params.method, str(params.url.path), spent_for(response.headers)
        )


class ApiHealth:
    """Whether Discord's API answers the bot: down from a server error or a failed connection
    until any answer that is not one. While it is down nobody can act (not even the clicks the
    gateway brings can be answered), so the timers that run against members wait."""

    def __init__(self) -> None:
        self.down = False

    def answered(self, status: int) -> None:
        self.down = status in SERVER_ERRORS

    def failed(self) -> None:
        self.down = True


def spent_for(headers: Any) -> float | None:
    """How long a route's bucket stays spent, if the answer's headers say it is."""
    if headers.get("X-RateLimit-Remaining") != "0":
        return None
    try:
        return float(headers.get("X-RateLimit-Reset-After", "1"))
    except ValueError:
        return 1.0


def request_trace(
    pacer: Pacer | None = None, health: ApiHealth | None = None
) -> aiohttp.TraceConfig:
    """The trace configuration the bot's HTTP session runs with: server errors as the module
    says, and (with `pacer`) every request Discord counts against the bot's global rate
    limit waits for its slot just before it is sent (`bot.pacer`). Interaction callbacks
    and followups, which Discord does not count, go at once. A request made by
    `Pacer.send` is told when it is sent, and has its answer as soon as it comes. `health`
    hears of every answer and failed connection."""
    config = aiohttp.TraceConfig()
    if health is not None:

        async def heard(
            session: aiohttp.ClientSession, context: SimpleNamespace, params: Any
        ) -> None:
            health.answered(params.response.status)

        async def lost(
            session: aiohttp.ClientSession, context: SimpleNamespace, params: Any
        ) -> None:
            health.failed()

        config.on_request_end.append(heard)  # before the server error hook raises
        config.on_request_exception.append(lost)
    if pacer is not None:

        async def paced(
            session: aiohttp.ClientSession, context: SimpleNamespace, params: Any
        ) -> None:
            path = params.url.path
            if "/interactions/" in path or "/webhooks/" in path:
                return
            await pacer.slot()
            context.paced = True

        async def answered(
            session: aiohttp.ClientSession, context: SimpleNamespace, params: Any
        ) -> None:
            if getattr(context, "paced", False):  # once: a failed end hook ends it again
                context.paced = False
                pacer.finish()

        config.on_request_start.append(paced)
        config.on_request_end.append(answered)  # before the server error hook raises
        config.on_request_exception.append(answered)

    async def started(
        session: aiohttp.ClientSession, context: SimpleNamespace, params: Any
    ) -> None:
        request_started()  # after its slot

    async def ended(session: aiohttp.ClientSession, context: SimpleNamespace, params: Any) -> None:
        await request_answered(params.response.status, params.response.read)

    config.on_request_start.append(started)
    config.on_request_end.append(ended)
    config.on_request_end.append(_on_request_end)
    return config
