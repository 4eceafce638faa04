"""What every page of the website is answered with: the visitor's language, the templates, links
that keep the language, and JSON with ETags."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from datetime import UTC, datetime
from functools import cache
from importlib import resources
from typing import Any
from urllib.parse import urlencode

import jinja2
from aiohttp import web

from .. import i18n
from ..app.context import bot_name, label_name
from ..players import is_bot
from .guard import cached
from .site import Site
from .texts import chosen_language, say

SITE_KEY = web.AppKey("site", Site)
TEMPLATES_KEY = web.AppKey("templates", jinja2.Environment)
# seconds a browser (or a proxy) keeps an ended game's page: a server may turn its pages off,
# and they must go within a minute (as a closed day's); after that a visit costs a 304
ENDED_AGE = 60


def _when(moment: float | None) -> str:
    if not moment:
        return "—"
    return datetime.fromtimestamp(moment, UTC).strftime("%Y-%m-%d %H:%M UTC")


def _iso(moment: float | None) -> str:
    return datetime.fromtimestamp(moment or 0, UTC).isoformat(timespec="seconds")


@cache
def asset_url(name: str) -> str:
    """An asset's address with its contents' check: a new version is a new address, so a
    browser keeping the old one a day (`app.ASSET_AGE`) never runs it against a new page."""
    body = (resources.files("bot.web") / "static" / name).read_bytes()
    return f"/static/{name}?v={hashlib.blake2b(body, digest_size=4).hexdigest()}"


def environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("bot.web", "templates"),
        autoescape=True,  # members' names and every other text are text, never markup
        trim_blocks=True,
        lstrip_blocks=True,
        undefined=jinja2.StrictUndefined,
    )
    env.globals["asset"] = asset_url
    env.filters["when"] = _when
    env.filters["iso"] = _iso
    env.filters["name"] = lambda name: label_name(str(name or "?"), 64)
    return env


class Page:
    """What a handler needs to answer: the visitor's language and the site."""

    def __init__(self, request: web.Request) -> None:
        self.request = request
        self.site = request.app[SITE_KEY]
        self.asked_lang = request.query.get("lang")
        self.lang = chosen_language(self.asked_lang, request.headers.get("Accept-Language"))

    def t(self, message_id: str, **args: object) -> str:
        return say(self.lang, message_id, **args)

    def who(self, user_id: str, name: str) -> str:
        """A player's name as the store gives it, shown: a bot player by its level ("Yamb bot
        (hard)", in the page's language: the store keeps no name for bots, and gave the id),
        a member whose name was never stored as "?" (never their Discord id)."""
        if is_bot(user_id):
            return bot_name(user_id, self.lang)
        return "?" if name == user_id else name

    def url(self, path: str, **query: object) -> str:
        """A link to another page, keeping a language chosen with ?lang=."""
        params = {k: str(v) for k, v in query.items() if v is not None and v != ""}
        if self.asked_lang and self.lang == i18n._locale(self.asked_lang):
            # the language menu's links name a language of their own: theirs stands
            params.setdefault("lang", self.lang)
        return path + (f"?{urlencode(params)}" if params else "")

    def here(self, **changes: object) -> str:
        """This page's address with some of its query changed."""
        query: dict[str, object] = dict(self.request.query)
        query.pop("lang", None)
        query.update(changes)
        return self.url(self.request.path, **query)

    def html(
        self, template: str, *, status: int = 200, **context: Any
    ) -> web.Response:
        env = self.request.app[TEMPLATES_KEY]
        body = env.get_template(template).render(
            page=self,
            t=self.t,
            lang=self.lang,
            languages=i18n.ENDONYMS,
            **context,
        )
        return web.Response(
            text=body, status=status, content_type="text/html", charset="utf-8"
        )


def error_page(request: web.Request, status: int, message: str | None = None) -> web.Response:
    page = Page(request)
    key = {404: "web-error-404", 400: "web-error-400", 405: "web-error-405",
           429: "web-error-429"}.get(status, "web-error-other")
    if request.path.startswith("/api/"):  # a program asked: it is answered in its own terms
        return web.json_response(
            {"error": status, "message": page.t(message or key)}, status=status, dumps=_dumps
        )
    return page.html("error.html", status=status, message=page.t(message or key), code=status)


def json_answer(data: Mapping[str, Any] | list[Any], request: web.Request, *,
                max_age: int | None = None) -> web.Response:
    response = web.json_response(data, dumps=_dumps)
    return cached(response, request, max_age=max_age) if max_age else response


def _dumps(data: Any) -> str:
    import json

    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))
