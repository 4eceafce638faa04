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

# Discord's server errors: 500, 502 and 504 from its edge, 503 when overloaded, 524 a timeout
SERVER_ERRORS = frozenset({500, 502, 503, 504, 524})

_own_retries: ContextVar[bool] = ContextVar("yamb_own_retries", default=False)


class ServerTrouble(Exception):
    """Discord answered with a server error; nothing was applied. Worth another try soon."""

    def __init__(self, status: int, method: str, url: str) -> None:
        super().__init__(f"{method} {url} -> {status}")
        self.status = status


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
    if _own_retries.get() and params.response.status in SERVER_ERRORS:
        raise ServerTrouble(params.response.status, params.method, str(params.url.path))


def server_trouble_trace() -> aiohttp.TraceConfig:
    """The trace configuration the bot's HTTP session runs with (see the module's text)."""
    config = aiohttp.TraceConfig()
    config.on_request_end.append(_on_request_end)
    return config
