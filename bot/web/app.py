"""The website's aiohttp application: routes, assets and the guard around them."""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from importlib import resources
from typing import TYPE_CHECKING

from aiohttp import web

from . import pages
from .guard import PageCache, RateLimit, cached, guard
from .page import SITE_KEY, TEMPLATES_KEY, environment, error_page
from .site import Site

if TYPE_CHECKING:
    from ..store import Reads

ASSET_AGE = 86400  # seconds a browser keeps an asset (each is addressed with its ETag's check)
ASSET_NAME = re.compile(r"[a-z0-9][a-z0-9_-]{0,63}\.[a-z]{2,4}")
STATIC_TYPES = {".css": "text/css", ".js": "text/javascript", ".svg": "image/svg+xml",
                ".png": "image/png", ".ico": "image/x-icon"}


async def asset(request: web.Request) -> web.StreamResponse:
    name = request.match_info["name"]
    suffix = "." + name.rpartition(".")[2]
    # names as ours are spelt: no NUL (ValueError), no name past the file system's (OSError)
    if not ASSET_NAME.fullmatch(name) or suffix not in STATIC_TYPES:
        raise web.HTTPNotFound()
    try:
        body = (resources.files("bot.web") / "static" / name).read_bytes()
    except OSError:  # none such, a folder
        raise web.HTTPNotFound() from None
    response = web.Response(body=body, content_type=STATIC_TYPES[suffix])
    return cached(response, request, max_age=ASSET_AGE)


def make_app(
    reads: Reads,
    *,
    clock: Callable[[], float] = time.time,
    rate_limit: RateLimit | None = None,
    public_url: str = "",
    page_cache: PageCache | None = None,
) -> web.Application:
    """The website over a store's reads (open it read-only: `Reads.open(..., read_only=True)`).
    `page_cache`: pages asked for again within its seconds answered as they were (None, as in
    the tests: every answer worked out anew)."""
    guarded = guard(rate_limit or RateLimit(), error_page, page_cache)
    app = web.Application(middlewares=[guarded])
    app[SITE_KEY] = Site(reads, clock=clock, public_url=public_url)
    app[TEMPLATES_KEY] = environment()
    app.router.add_get("/static/{name}", asset)
    for path, handler in pages.ROUTES.items():
        app.router.add_get(path, handler)
    return app
