"""The daily challenge's pages: `/daily/<number>` and its JSON twin `/api/daily/<number>`.

While a day is open (an attempt of it may still be played) its page shows only what the bot
says in Discord before the end: the number, the date, the ruleset, the seed's commitment and how
many finished. Once it closes: the day's board across every server (members of servers whose
pages are off appear as an unnamed player, without a link), each server's board for servers that
are on, the seed, and the proof: every die of every attempt on the page shown, as the record says
it was thrown, for `static/proof.js` to deal again from the seed with the browser's own Web
Crypto (the algorithm of `engine.dice.PositionalDice`) and mark ✓ or ✗.
"""

from __future__ import annotations

import hashlib
import math
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from aiohttp import web
from jinja2.utils import htmlsafe_json_dumps
from markupsafe import Markup

from engine.actions import Throw
from engine.daily import Daily
from engine.record import ReplayError, steps

from ..store.errors import CorruptGameLog, GameNotFound, WrongStatus
from ..store.models import DailyRow
from ..weblinks import Links
from .guard import PageError, bad_request, cached, not_found, page_number
from .page import Page, json_answer

BOARD_PAGE = 100  # attempts a page of a board (the proof checks every one of them)
SERVERS_PAGE = 100  # servers a page of the list of servers' boards
CLOSED_AGE = 60  # seconds a browser keeps a closed day's page (a server may turn its pages off)
_NUMBER = re.compile(r"[1-9][0-9]*")  # a day's number as an address writes it

# (turn, throw, positions thrown, faces the record shows there): one throw of the proof
ProofThrow = tuple[int, int, list[int], list[int]]


@dataclass(frozen=True)
class Line:
    """A line of a day's board as a page shows it: no Discord id anywhere."""

    rank: int
    name: str | None  # None: a member of a server whose pages are off (never named)
    total: int
    finished_at: float
    game: str | None  # the replay's address (servers that are on)
    server: str | None  # the server's page (servers that are on)
    game_id: int  # for the proof only, never shown

    @property
    def key(self) -> str:
        """What ties a board's row to its dice in the proof (`data-attempt`)."""
        return str(self.rank)

    def json(self) -> dict[str, Any]:
        return {"rank": self.rank, "name": self.name, "total": self.total,
                "finished_at": self.finished_at, "game": self.game, "server": self.server}


@dataclass(frozen=True)
class Board:
    """One page of a day's board: every server's (`server` None) or one server's."""

    server: str | None  # the server's page, when the board is one server's
    server_token: str | None
    lines: list[Line]
    finishers: int
    number: int  # the page shown, from 1
    pages: int


@dataclass(frozen=True)
class ServerBoard:
    """A server that is on, in the list of servers' boards of the day."""

    ordinal: int
    token: str
    page: str  # the server's page
    finishers: int
    best: int


# -- the address ------------------------------------------------------------------------------
def day_number(raw: str) -> int:
    """The day's number of an address: a positive integer, else 400."""
    if not _NUMBER.fullmatch(raw):
        raise bad_request("number")
    if len(raw) > 9:
        raise not_found()  # a positive integer, but no day for millions of years
    return int(raw)


async def _links(page: Page) -> Links | None:
    """The links between pages; None while the bot has made no secret (nothing to link to)."""
    try:
        return await page.site.links()
    except PageError:
        return None


async def the_day(page: Page, number: int) -> tuple[Daily, DailyRow]:
    """A day that has begun and was stored (someone asked for it); else 404."""
    daily = Daily(number)
    if daily.starts > page.site.clock():
        raise not_found()  # not yet begun: nothing is known of it
    row = await page.site.reads.daily_day(number)
    if row is None:
        raise not_found()
    return daily, row


# -- the boards -------------------------------------------------------------------------------
async def read_board(page: Page, number: int, links: Links | None) -> Board:
    """The page of the board the address asks for (`?server=`, `?page=`)."""
    site = page.site
    token = page.request.query.get("server") or None
    guild = await site.server(token) if token else None
    shown = page_number(page.request.query.get("page"))
    finishers = await site.reads.daily_count(number, guild)
    pages = max(1, math.ceil(finishers / BOARD_PAGE))
    if shown > pages:
        raise bad_request("page")
    rows = await site.reads.daily_board_games(
        number, guild, limit=BOARD_PAGE, offset=(shown - 1) * BOARD_PAGE
    )
    on: dict[str, bool] = {}
    lines = []
    for row, game_id in rows:
        if row.guild_id not in on:
            on[row.guild_id] = await site.is_on(row.guild_id)
        visible = on[row.guild_id]
        lines.append(Line(
            rank=row.rank,
            name=row.name if visible else None,
            total=row.total,
            finished_at=row.finished_at,
            game=links.game(game_id) if visible and links else None,
            server=links.server(row.guild_id) if visible and links else None,
            game_id=game_id,
        ))
    server = links.server(guild) if guild is not None and links else None
    return Board(server, token, lines, finishers, shown, pages)


async def server_boards(page: Page, number: int, links: Links | None) -> tuple[
    list[ServerBoard], int, int
]:
    """The servers that are on with finishers of the day (`?servers=` pages them): their
    boards, most finishers first; with the page shown and the count of pages."""
    if links is None:
        return [], 1, 1
    found = await page.site.reads.daily_web_servers(number)
    shown = page_number(page.request.query.get("servers"))
    pages = max(1, math.ceil(len(found) / SERVERS_PAGE))
    if shown > pages:
        raise bad_request("servers")
    first = (shown - 1) * SERVERS_PAGE
    listed = []
    for ordinal, (guild, finishers, best) in enumerate(
        found[first : first + SERVERS_PAGE], first + 1
    ):
        token = links.tokens.make("guild", guild)
        listed.append(ServerBoard(ordinal, token, links.server(guild), finishers, best))
    return listed, shown, pages


# -- the proof --------------------------------------------------------------------------------
def dealt_throws(record: dict[str, Any]) -> list[ProofThrow]:
    """Each throw of a daily attempt's record as dealt by position: the game's turn and throw
    number (replayed, as `engine.record.verify_positional_throws` numbers them), the positions
    thrown (those not kept) and the faces the record shows there. ReplayError if the record
    is not a game."""
    found: list[ProofThrow] = []
    for _, action, game in steps(record):
        if not isinstance(action, Throw):
            continue
        kept = set(action.keep or ())
        thrown = [i for i in range(len(action.dice)) if i not in kept]
        found.append((game.round_no, game.throws + 1, thrown, [action.dice[i] for i in thrown]))
    return found


async def attempt_proof(page: Page, line: Line) -> dict[str, Any]:
    """What the browser checks of one attempt: its throws, or why its record is no game."""
    try:
        record = await page.site.reads.export_record(line.game_id)
        return {"attempt": line.key, "throws": dealt_throws(record)}
    except (CorruptGameLog, ReplayError, GameNotFound, WrongStatus):
        # a log that does not replay (changed in the database): no die of it can be trusted
        return {"attempt": line.key, "throws": [], "broken": True}


def proof_words(page: Page) -> dict[str, str]:
    """The sentences proof.js writes, with {places} it fills in."""
    t = page.t
    return {
        "checking": t("web-daily-proof-checking"),
        "ok": t("web-daily-proof-ok"),
        "bad": t("web-daily-proof-bad"),
        "all_ok": t("web-daily-proof-all-ok", count="{count}"),
        "some_bad": t("web-daily-proof-some-bad", bad="{bad}", count="{count}"),
        "differs": t("web-daily-proof-differs", turn="{turn}", throw="{throw}", die="{die}",
                     shown="{shown}", dealt="{dealt}"),
        "broken": t("web-daily-proof-broken"),
        "commitment_ok": t("web-daily-proof-commitment-ok", hash="SHA-256"),
        "commitment_bad": t("web-daily-proof-commitment-bad", hash="SHA-256"),
        "no_crypto": t("web-daily-proof-no-crypto", https="https"),
    }


def proof_json(proof: dict[str, Any]) -> Markup:
    """The proof's data for its <script type="application/json">: compact (a page holds every
    throw of 100 attempts), with <, >, & and ' escaped so that no text can end the element."""
    return htmlsafe_json_dumps(proof, separators=(",", ":"))


# -- the answers ------------------------------------------------------------------------------
async def _closed(page: Page, number: int) -> dict[str, Any]:
    """Everything a closed day's page and JSON show."""
    links = await _links(page)
    seed = await page.site.reads.daily_seed(number)
    if seed is None:  # the calendar says closed; the store agrees or shows nothing
        raise not_found()
    board = await read_board(page, number, links)
    servers, servers_shown, servers_pages = await server_boards(page, number, links)
    return {"seed": seed, "board": board, "servers": servers,
            "servers_shown": servers_shown, "servers_pages": servers_pages}


async def daily_page(request: web.Request) -> web.Response:
    page = Page(request)
    number = day_number(request.match_info["number"])
    daily, row = await the_day(page, number)
    finishers = await page.site.reads.daily_count(number, None)
    if not page.site.day_closed(number):
        return page.html("daily.html", daily=daily, row=row, finishers=finishers, closed=False)
    shown = await _closed(page, number)
    board: Board = shown["board"]
    seed: bytes = shown["seed"]
    proof = {
        "seed": seed.hex(),
        "commitment": row.commitment,
        "attempts": [await attempt_proof(page, line) for line in board.lines],
        "words": proof_words(page),
    }
    response = page.html(
        "daily.html",
        daily=daily,
        row=row,
        finishers=finishers,
        closed=True,
        seed_hex=seed.hex(),
        seed_sha256=hashlib.sha256(seed).hexdigest(),
        proof=proof_json(proof),
        **{k: v for k, v in shown.items() if k != "seed"},
    )
    # gzipped by the guard where the browser takes it: the proof's numbers shrink to a fifth
    return cached(response, request, max_age=CLOSED_AGE)


async def daily_api(request: web.Request) -> web.Response:
    page = Page(request)
    number = day_number(request.match_info["number"])
    daily, row = await the_day(page, number)
    data: dict[str, Any] = {
        "number": number,
        "date": daily.iso,
        "ruleset": row.ruleset,
        "commitment": row.commitment,
        "finishers": await page.site.reads.daily_count(number, None),
        "closed": page.site.day_closed(number),
        "closes_at": daily.closes,
    }
    if not data["closed"]:
        return json_answer(data, request)
    shown = await _closed(page, number)
    board: Board = shown["board"]
    data["seed"] = shown["seed"].hex()
    data["bot_total"] = row.bot_total
    data["board"] = {
        "server": board.server,
        "finishers": board.finishers,
        "page": board.number,
        "pages": board.pages,
        "rows": [line.json() for line in board.lines],
    }
    data["servers"] = {
        "page": shown["servers_shown"],
        "pages": shown["servers_pages"],
        "rows": [
            {"server": s.page, "board": page.url(f"/api/daily/{number}", server=s.token),
             "finishers": s.finishers, "best": s.best}
            for s in shown["servers"]
        ],
    }
    return json_answer(data, request, max_age=CLOSED_AGE)


ROUTES: dict[str, Callable[[web.Request], Awaitable[web.StreamResponse]]] = {
    "/daily/{number}": daily_page,
    "/api/daily/{number}": daily_api,
}
