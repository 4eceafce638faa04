"""What keeps the website fast at a million games (benchmarks/bench_web.py): a board read a page at
a time (the page's rows and the board's size, on both stores), pages asked for again within a
few seconds answered as they were (PageCache), a few pages worked out at once (AT_ONCE), and
tokens worked out once."""

from __future__ import annotations

import asyncio
import gzip
import time
from collections.abc import AsyncIterator, Callable

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer

from bot.app.boards import read_board
from bot.store import Store
from bot.web.guard import AT_ONCE, PageCache, RateLimit, cached, guard, not_found
from bot.weblinks import KEPT, Tokens
from tests.storedb import StoreDatabase, database  # noqa: F401 (the fixture)
from tests.test_store_leaderboard import NOW, write_games


# -- a board a page at a time ---------------------------------------------------------------------
@pytest.fixture
async def store(database: StoreDatabase) -> AsyncIterator[Store]:  # noqa: F811
    opened = await Store.open(database.target, clock=lambda: NOW)
    await write_games(database)
    yield opened
    await opened.close()


@pytest.mark.parametrize(
    "choice",
    [{}, {"days": 30}, {"ruleset": "classic"}, {"ruleset": "classic", "mode": "kontra",
                                                "days": 30}],
)
async def test_a_page_of_a_board_is_the_boards_slice_with_its_size(
    store: Store, choice: dict
) -> None:
    for order in ("wins", "win_rate", "average", "best", "games"):
        whole = await store.leaderboard("g1", order=order, limit=1000, **choice)
        assert whole, choice
        for limit in (1, 2):
            for offset in range(len(whole) + 2):  # and past the end
                page, size = await store.leaderboard_page(
                    "g1", order=order, limit=limit, offset=offset, **choice
                )
                assert page == whole[offset : offset + limit], (order, limit, offset)
                assert size == len(whole)
    assert await store.leaderboard_page("nowhere", offset=5, **choice) == ([], 0)


async def test_a_page_of_the_rating_list_and_its_names(
    store: Store, database: StoreDatabase  # noqa: F811
) -> None:
    await database.executemany(
        "INSERT INTO ratings (guild_id, ruleset, user_id, mu, sigma, games, updated_at) "
        "VALUES ('g1', 'classic', ?, ?, ?, 3, 0)",
        [("ana", 30.0, 2.0), ("bo", 28.0, 1.0), ("cy", 25.0, 8.0), ("dee", 30.0, 2.0)],
    )
    whole = await store.ratings("g1", "classic", limit=10)
    # by ordinal (mu - 3 sigma): 25, 24, 24, 1; a tie by id
    assert [r.user_id for r in whole] == ["bo", "ana", "dee", "cy"]
    assert [r.display_name for r in whole] == ["Bo", "Ana", "Dee", "Cy"]
    for offset in range(6):
        assert await store.ratings_page("g1", "classic", limit=2, offset=offset) == (
            whole[offset : offset + 2], 4)
    board = await read_board(store, "g1", sort="rating", clock=lambda: NOW, limit=2, offset=1)
    assert (board.rows, board.size, board.offset) == (whole[1:3], 4, 1)


async def test_read_board_gives_the_page_asked_for(store: Store) -> None:
    whole = await read_board(store, "g1", period="30d", sort="average", clock=lambda: NOW)
    page = await read_board(store, "g1", period="30d", sort="average", clock=lambda: NOW,
                            limit=1, offset=2)
    assert page.rows == whole.rows[2:3]
    assert page.size == whole.size == len(whole.rows)


# -- the website's page cache and how many pages it works out at once ---------------------------
class Held:
    """A clock that moves only when told."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def error_page(request: web.Request, status: int, message: str | None = None) -> web.Response:
    return web.Response(text=f"error {status}", status=status)


PAGES: dict[Held, PageCache] = {}  # each counted site's page cache, by its clock


@pytest.fixture
async def counted() -> AsyncIterator[tuple[TestClient, list[str], Held]]:
    """A small site behind the guard with a page cache: each page says how many times it was
    worked out, and its address."""
    clock = Held()
    calls: list[str] = []

    async def page(request: web.Request) -> web.StreamResponse:
        calls.append(request.path_qs)
        if request.match_info["name"] == "missing":
            raise not_found()
        if request.match_info["name"] == "gone" and calls.count(request.path_qs) > 1:
            raise not_found()  # a page once, then nothing (a server turned off)
        text = f"{len(calls)} {request.path_qs} {request.query.get('lang', '')} " + "x" * 2000
        if request.match_info["name"] == "same":  # a page that never changes (an ended game)
            text = "same " + "x" * 2000
        response = web.Response(text=text, content_type="text/html")
        if request.match_info["name"] in ("ended", "same"):
            return cached(response, request, max_age=60)
        return response

    pages = PAGES[clock] = PageCache(seconds=10, clock=clock)
    app = web.Application(middlewares=[guard(RateLimit(rate=1e6, burst=1e6), error_page,
                                             pages)])
    app.router.add_get("/p/{name}", page)
    client = TestClient(TestServer(app))
    await client.start_server()
    try:
        yield client, calls, clock
    finally:
        await client.close()


async def test_a_page_asked_again_within_seconds_is_answered_as_it_was(counted) -> None:  # type: ignore[no-untyped-def]
    client, calls, clock = counted
    first = await (await client.get("/p/board")).text()
    again = await (await client.get("/p/board")).text()
    assert first == again and len(calls) == 1
    await client.get("/p/board?lang=de")  # another address: another page
    await client.get("/p/board", headers={"Accept-Language": "de"})  # another language
    assert len(calls) == 3
    clock.now += 30  # its seconds and its stale seconds are over: worked out anew
    assert (await (await client.get("/p/board")).text()).startswith("4 ")
    for _ in range(3):  # errors are never kept
        assert (await client.get("/p/missing")).status == 404
    assert calls.count("/p/missing") == 3


async def answer_soon(client: TestClient, path: str, wanted: Callable[[int, str], bool]
                      ) -> tuple[int, str]:
    """The answer at `path` once it is what is wanted (a page worked out behind an answer
    lands a moment later), within a deadline."""
    deadline = time.monotonic() + 10
    while True:
        answer = await client.get(path)
        status, text = answer.status, await answer.text()
        if wanted(status, text) or time.monotonic() > deadline:
            return status, text
        await asyncio.sleep(0.01)


async def until(condition: Callable[[], bool]) -> None:
    deadline = time.monotonic() + 10
    while not condition() and time.monotonic() < deadline:
        await asyncio.sleep(0.01)
    assert condition()


async def test_a_stale_page_is_answered_as_it_was_and_worked_out_behind(counted) -> None:  # type: ignore[no-untyped-def]
    client, calls, clock = counted
    pages = PAGES[clock]
    first = await (await client.get("/p/board")).text()
    clock.now += 10  # stale: answered as it was, while worked out again once
    assert await (await client.get("/p/board")).text() == first
    status, text = await answer_soon(client, "/p/board", lambda s, t: t.startswith("2 "))
    assert text.startswith("2 /p/board") and calls.count("/p/board") == 2
    clock.now += 30  # past its stale time too: worked out while the visitor waits
    assert (await (await client.get("/p/board")).text()).startswith("3 /p/board")
    # a browser that has an unchanging page asks while it is stale: 304, and the page worked
    # out behind it is kept (not taken for a 304 and forgotten)
    first = await client.get("/p/same")
    clock.now += 10
    again = await client.get("/p/same", headers={"If-None-Match": first.headers["ETag"]})
    assert again.status == 304
    await until(lambda: calls.count("/p/same") == 2 and pages.refreshing == 0)
    assert (await client.get("/p/same")).status == 200
    assert calls.count("/p/same") == 2
    # a page that is now an error is forgotten at once, not kept stale
    assert (await client.get("/p/gone")).status == 200
    clock.now += 10
    assert (await client.get("/p/gone")).status == 200  # as it was, once more
    status, _ = await answer_soon(client, "/p/gone", lambda s, t: s == 404)
    assert status == 404


async def test_a_kept_page_is_gzipped_once_for_browsers_that_take_it(counted) -> None:  # type: ignore[no-untyped-def]
    client, calls, _ = counted
    for _ in range(2):
        answer = await client.get("/p/board", headers={"Accept-Encoding": "gzip, deflate"},
                                  auto_decompress=False)
        body = await answer.read()
        assert answer.headers["Content-Encoding"] == "gzip"
        assert answer.headers["Vary"] == "Accept-Encoding, Accept-Language"
        assert gzip.decompress(body).decode().startswith("1 /p/board")
        assert answer.headers["Content-Security-Policy"].startswith("default-src 'none'")
    plain = await client.get("/p/board", headers={"Accept-Encoding": "identity"})
    assert "Content-Encoding" not in plain.headers
    assert (await plain.text()).startswith("2 /p/board")  # kept apart from the gzipped one
    assert len(calls) == 2


async def test_a_kept_page_still_answers_304_to_a_browser_that_has_it(counted) -> None:  # type: ignore[no-untyped-def]
    client, calls, _ = counted
    first = await client.get("/p/ended")
    tag = first.headers["ETag"]
    again = await client.get("/p/ended", headers={"If-None-Match": tag})
    assert again.status == 304 and again.headers["ETag"] == tag
    assert again.headers["Cache-Control"] == "public, max-age=60"
    assert len(calls) == 1


async def test_the_cache_forgets_the_oldest_pages_past_its_size() -> None:
    cache = PageCache(seconds=10, size=32_000, clock=Held())
    for n in range(12):  # 3,000 bytes each: ten fit
        cache.keep((f"/p/{n}", "en", False), web.Response(text=f"{n:02}" + "x" * 2998))
    assert [cache.get((f"/p/{n}", "en", False)) is not None for n in range(12)] == [
        False] * 2 + [True] * 10
    cache.keep(("/p/big", "en", False), web.Response(text="x" * 4001))  # an eighth at most
    assert cache.get(("/p/big", "en", False)) is None


async def test_a_few_pages_are_worked_out_at_once_the_rest_wait() -> None:
    going, most = 0, 0
    release = asyncio.Event()

    async def slow(request: web.Request) -> web.StreamResponse:
        nonlocal going, most
        going += 1
        most = max(most, going)
        await release.wait()
        going -= 1
        return web.Response(text="done")

    app = web.Application(middlewares=[guard(RateLimit(rate=1e6, burst=1e6), error_page)])
    app.router.add_get("/slow", slow)
    async with TestClient(TestServer(app)) as client:
        asking = [asyncio.create_task(client.get("/slow")) for _ in range(AT_ONCE + 4)]
        deadline = time.monotonic() + 10
        while going < AT_ONCE and time.monotonic() < deadline:
            await asyncio.sleep(0.01)
        await asyncio.sleep(0.1)
        assert most == AT_ONCE  # the others wait their turn
        release.set()
        answers = await asyncio.gather(*asking)
        assert [a.status for a in answers] == [200] * (AT_ONCE + 4)


# -- tokens ----------------------------------------------------------------------------------------
def test_tokens_are_the_same_kept_or_not() -> None:
    kept, fresh = Tokens(b"k" * 32), Tokens(b"k" * 32)
    for n in range(KEPT + 50):  # past what is kept: the oldest are worked out again
        token = kept.make("game", n)
        assert kept.read("game", token) == n
    for n in (0, 1, KEPT + 49):
        assert kept.make("game", n) == fresh.make("game", n)
        assert kept.read("guild", kept.make("game", n)) is None
    assert kept.read("game", "A" * 22) is None and kept.read("game", "A" * 22) is None
