"""The game replay page and its JSON twin, over a real SQLite file that the bot's store filled by
playing games to the end in every mode (and the russian ruleset with its matches), then opened
read-only: the sheets at every step are the engine's, the record is export's, and nothing
hostile in a name gets out of its text."""

from __future__ import annotations

import asyncio
import json
import random
import re
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from html import unescape
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient

from bot import i18n
from bot.app.context import label_name
from bot.scoresheet import signed
from bot.store import Reads, Store
from bot.web.page import asset_url
from bot.web.replay import ReplayCache
from bot.weblinks import Links
from engine import replay
from engine.daily import Daily
from engine.record import steps, verify_draw, verify_positional_throws, verify_throws
from tests.store_crash_worker import Spec, new_game, play_out, random_step
from tests.webdb import open_to_web, web_client

ON, OFF = "512345678901234561", "512345678901234562"  # a server on, and one off
# Discord ids (snowflakes): never on a page
ANA, BO, CY, DEE = (f"41234567890123456{n}" for n in range(1, 5))
HOSTILE = '</script><script>alert(1)</script><img src=x onerror="alert(2)">\u202eevil'
NAMES = {ANA: "Ana", BO: "Bo", CY: HOSTILE, DEE: "Dee"}
BOT = "bot:normal:1"
TEAMS = {"1": [ANA, BO], "2": [CY, DEE]}
SPECS = {
    "standard": Spec("classic", "standard", (ANA, BO, CY)),
    "kontra": Spec("classic", "kontra", (ANA, BO)),
    "pairs": Spec("tris", "pairs", teams=TEAMS, options={"six_dice": True}),
    "team": Spec("bulgarian", "team", teams=TEAMS),
    "partners": Spec("yamm", "partners", teams=TEAMS),
    "russian": Spec("russian", "standard", (ANA, BO, CY), options={"matches": True}),
}
DAILY = 3  # a daily attempt of Daily #3, played on its day
DURING = Daily(DAILY).starts + 3600.0
AFTER = Daily(DAILY).closes + 60.0  # its day is closed: the attempt may be shown


Client = TestClient[web.Request, web.Application]


@dataclass
class World:
    target: str
    links: Links
    games: dict[str, int]  # spec name -> ended game in ON
    off: int  # an ended game in OFF
    running: int  # a game still being played in ON
    daily: int  # the daily attempt's game (in ON)


async def _fill(target: str) -> World:
    rnd = random.Random(36)
    now = [DURING]
    store = await Store.open(target, clock=lambda: now[0])
    try:
        await store.remember_users(NAMES)
        games = {}
        for n, (name, spec) in enumerate(SPECS.items()):
            stored = await play_out(store, await new_game(store, spec, guild=ON, channel=f"c{n}"),
                                    rnd)
            games[name] = stored.game_id
        # a game with a bot player, abandoned half-way: shown as it stood
        stored = await play_out(store, await new_game(store, Spec("classic", "standard", (
            ANA, BOT)), guild=ON, channel="abandoned"), rnd, steps=40)
        await store.abandon_game(stored.game_id)
        games["abandoned"] = stored.game_id
        off = await play_out(store, await new_game(store, SPECS["kontra"], guild=OFF,
                                                   channel="off"), rnd)
        running = await play_out(store, await new_game(store, SPECS["standard"], guild=ON,
                                                       channel="running"), rnd, steps=7)
        attempt = await store.start_daily(DAILY, ANA, "Ana", ON, None)
        stored = await store.load_game(attempt.game_id)
        while stored.info.status == "active":
            stored = await random_step(store, stored, rnd)
        links = await open_to_web(store, ON)
    finally:
        await store.close()
    return World(target, links, games, off.game_id, running.game_id, attempt.game_id)


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> World:
    path = tmp_path_factory.mktemp("replay") / "web.sqlite3"
    return asyncio.run(_fill(str(path)))


def client_at(world: World, moment: float = AFTER) -> AbstractAsyncContextManager[Client]:
    """The website over the world's file opened read-only, its clock (and the reads') at
    `moment`."""
    return web_client(world.target, clock=lambda: moment)


async def exported(world: World, game_id: int) -> tuple[dict[str, Any], bytes]:
    """What `/yamb-scores export` gives: the record, and the seed."""
    reads = await Reads.open(world.target, read_only=True, check="none", clock=lambda: AFTER)
    try:
        return await reads.export_record(game_id), await reads.reveal_seed(game_id)
    finally:
        await reads.close()


# -- reading the page ----------------------------------------------------------------------------
class Page(HTMLParser):
    """The sheet tables (each body row's cells as text, captions), the embedded data and every
    script element."""

    def __init__(self, html: str) -> None:
        super().__init__(convert_charrefs=True)
        self.tables: dict[str, list[list[str]]] = {}
        self.captions: dict[str, str] = {}
        self.scripts: list[dict[str, str | None]] = []
        self.data_text = ""
        self._table: str | None = None
        self._in: str | None = None  # "body", "caption", "data"
        self._cell: list[str] | None = None
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag == "script":
            self.scripts.append(found)
            if found.get("id") == "replay-data":
                self._in = "data"
        elif tag == "table" and (found.get("id") or "").startswith("sheet-"):
            self._table = str(found["id"])
            self.tables[self._table] = []
            self.captions[self._table] = ""
        elif self._table and tag == "caption":
            self._in = "caption"
        elif self._table and tag == "tbody":
            self._in = "body"
        elif self._table and self._in == "body" and tag == "tr":
            self.tables[self._table].append([])
        elif self._table and self._in == "body" and tag in ("td", "th"):
            self._cell = []

    def handle_endtag(self, tag: str) -> None:
        if tag == "script" and self._in == "data" or tag == "caption":
            self._in = None
        elif tag in ("td", "th") and self._cell is not None and self._table:
            self.tables[self._table][-1].append("".join(self._cell))
            self._cell = None
        elif tag == "table":
            self._table = None
            self._in = None

    def handle_data(self, data: str) -> None:
        if self._in == "data":
            self.data_text += data
        elif self._in == "caption" and self._table:
            self.captions[self._table] += data
        elif self._cell is not None:
            self._cell.append(data)

    @property
    def data(self) -> Any:
        return json.loads(self.data_text)


def cell_text(value: int | None) -> str:
    """A cell as the page writes it: open, crossed (a mark and the word), or its value."""
    return "" if value is None else "✗crossed" if value == 0 else signed(value)


def sheets_of_data(data: dict[str, Any], sheets: int) -> list[list[list[int | None]]]:
    """The sheets at every step, rebuilt from the page's data as replay.js does."""
    cells = data["columns"] * sum(1 for line in data["lines"] if line >= 0)
    now: list[list[int | None]] = [[None] * cells for _ in range(sheets)]
    out = []
    for step in data["steps"]:
        for sheet, cell, value in step.get("c", []):
            now[sheet][cell] = value
        out.append([list(s) for s in now])
    return out


def engine_sheets(record: dict[str, Any]) -> list[list[list[int | None]]]:
    """The sheets at every step, as the engine replays the record: the start, then after each
    action."""
    out: list[list[list[int | None]]] = []
    game = None
    # each yield is (index, action, the game before it): before action k is after action k - 1
    for index, _, game in steps(record):
        if index != 0:
            out.append([list(cells) for cells in game.sheets.values()])
    assert game is not None
    out.append([list(cells) for cells in game.sheets.values()])  # the last action applied
    return out


# -- the page ------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", [*SPECS, "abandoned"])
async def test_the_page_shows_every_step_as_the_engine_replays_it(world: World, name: str) -> None:
    game_id = world.games[name]
    record, _ = await exported(world, game_id)
    game = replay(record)
    async with client_at(world) as client:
        answer = await client.get(world.links.game(game_id))
        assert answer.status == 200
        html = await answer.text()
    page = Page(html)
    owners = list(game.sheets)
    assert sorted(page.tables) == [f"sheet-{n}" for n in range(len(owners))]
    rules = game.ruleset
    rows = len(rules.rows)
    lines = page.data["lines"]
    for n, owner in enumerate(owners):
        table = page.tables[f"sheet-{n}"]
        assert len(table) == len(lines)
        # every row of the ruleset, every column: written, crossed or open as the engine says
        for r, row in enumerate(rules.rows):
            shown = table[lines.index(r)]
            assert shown[1:] == [cell_text(game.sheets[owner][c * rows + r])
                                 for c in range(len(rules.columns))], (owner, row.id)
        assert signed(game.sheet_total(owner)) in page.captions[f"sheet-{n}"]
    # the embedded steps hold the sheets of every step
    data = page.data
    expected = engine_sheets(record)
    assert len(data["steps"]) == len(record["actions"]) + 1 == len(expected)
    assert sheets_of_data(data, len(owners)) == expected
    # one line of words per step, the last one shown
    assert html.count('<li><a href="#') == len(expected)
    assert f"Step {len(expected) - 1} of {len(expected) - 1}" in html
    # the standings: every competitor's total
    for competitor, total in game.totals().items():
        assert f'<td class="score">{signed(total)}</td>' in html, competitor
    for user in (ANA, BO, CY, DEE, ON):
        assert user not in html  # no Discord id (and no server's)


async def test_kontra_says_who_decided_what(world: World) -> None:
    record, _ = await exported(world, world.games["kontra"])
    async with client_at(world) as client:
        html = await (await client.get(world.links.game(world.games["kontra"]))).text()
    page = Page(html)
    statuses = [s["s"] for s in page.data["steps"] if "s" in s]
    # every turn says whose sheet it is and that the rival writes it
    assert all(" writes" in s for s in statuses[1:])
    assert any("Ana" in s and "\u2068Bo\u2069 writes" in s for s in statuses)
    writes = [a for a in record["actions"] if a["do"] in ("write", "cross")]
    # each write names the sheet it went on: the rival writes the thrower's sheet
    assert unescape(html).count("\u2069's sheet") >= len(writes)
    announced_for = [a for a in record["actions"] if a["do"] == "announce"]
    assert unescape(html).count(" for \u2068") >= len(announced_for)
    assert "the lowest total wins" in html


async def test_an_abandoned_game_shows_where_it_stopped(world: World) -> None:
    async with client_at(world) as client:
        html = await (await client.get(world.links.game(world.games["abandoned"]))).text()
    assert "Standings so far" in html and "abandoned" in html
    assert "Yamb bot (normal)" in html and BOT not in html
    assert html.count('href="/s/') == 1  # Ana's profile; a bot has none


async def test_the_russian_settlement_ends_the_page(world: World) -> None:
    game_id = world.games["russian"]
    record, _ = await exported(world, game_id)
    game = replay(record)
    async with client_at(world) as client:
        html = await (await client.get(world.links.game(game_id))).text()
    assert "<th scope=\"col\">Settlement</th>" in html
    for amount in game.settlement().values():
        assert f"<td>{signed(amount, plus=True)}</td>" in html
    assert "Matches: " in html  # the matches each turn's thrower has


async def test_the_seed_and_its_commitment_are_shown(world: World) -> None:
    game_id = world.games["standard"]
    _, seed = await exported(world, game_id)
    async with client_at(world) as client:
        html = await (await client.get(world.links.game(game_id))).text()
    assert f'<code id="replay-seed">{seed.hex()}</code>' in html
    from engine import seed_commitment

    assert f'<code id="replay-commitment">{seed_commitment(seed)}</code>' in html


async def test_the_json_is_the_exported_record_without_discord_ids(world: World) -> None:
    async with client_at(world) as client:
        for name, game_id in [*world.games.items(), ("daily", world.daily)]:
            record, seed = await exported(world, game_id)
            answer = await client.get("/api" + world.links.game(game_id))
            assert answer.status == 200
            text = await answer.text()
            for user in (ANA, BO, CY, DEE):
                assert user not in text, name
            data = json.loads(text)
            assert data.pop("seed") == seed.hex()
            assert data.pop("commitment") is not None
            # names back to ids: the record is export's, key for key
            back = dict(zip(data["players"], record["players"], strict=True))
            known = {**NAMES, BOT: "Yamb bot (normal)"}
            assert all(shown == label_name(known[user], 64) for shown, user in back.items())

            def ids(value: Any, back: dict[str, str] = back) -> Any:
                return back.get(value, value) if isinstance(value, str) else value

            restored = dict(data)
            restored["players"] = [ids(p) for p in data["players"]]
            if "teams" in data:
                restored["teams"] = {t: [ids(m) for m in ms] for t, ms in data["teams"].items()}
            restored["actions"] = [
                {k: ids(v) if k in ("player", "result", "sheet") else v for k, v in a.items()}
                for a in data["actions"]
            ]
            if "draw" in data:
                restored["draw"] = {
                    "seats": [ids(s) for s in data["draw"]["seats"]],
                    "rounds": [{ids(k): v for k, v in r.items()} for r in data["draw"]["rounds"]],
                }
            assert restored == record, name
            # still a record the engine replays and checks against the seed
            totals = {back.get(c, c): t for c, t in replay(data).totals().items()}
            assert totals == replay(record).totals()
            if "daily" in data:
                assert verify_positional_throws(data, seed) > 0
            else:
                assert verify_throws(data, seed) > 0
                verify_draw(data, seed)


async def test_what_is_not_shown_is_404(world: World) -> None:
    tokens = world.links.tokens
    async with client_at(world) as client:
        for path in [
            world.links.game(world.running),  # still being played
            world.links.game(world.off),  # its server is off
            world.links.game(999999),  # no such game
            "/g/not-a-token",
            "/g/" + tokens.make("tournament", world.games["standard"]),  # another kind's token
            "/g/" + "A" * 22,
        ]:
            for prefix in ("", "/api"):
                answer = await client.get(prefix + path)
                assert answer.status == 404, prefix + path
    daily = world.links.game(world.daily)
    async with client_at(world, DURING) as client:  # the attempt's day is still open
        assert (await client.get(daily)).status == 404
        assert (await client.get("/api" + daily)).status == 404
    async with client_at(world, Daily(DAILY).closes - 1) as client:  # its last second
        assert (await client.get(daily)).status == 404
    async with client_at(world, AFTER) as client:
        answer = await client.get(daily)
        assert answer.status == 200
        html = await answer.text()
        assert f"Daily #{DAILY}" in html and 'id="replay-seed"' in html


async def test_an_ended_game_is_cached_with_an_etag(world: World) -> None:
    path = world.links.game(world.games["pairs"])
    async with client_at(world) as client:
        for url in (path, "/api" + path):
            first = await client.get(url)
            tag = first.headers["ETag"]
            # a minute: a server that turns its pages off has them gone from caches by then
            assert first.headers["Cache-Control"] == "public, max-age=60"
            assert "Accept-Language" in first.headers["Vary"]  # the browser's language chose
            again = await client.get(url, headers={"If-None-Match": tag})
            assert again.status == 304 and await again.read() == b""
            other = await client.get(url, headers={"If-None-Match": '"x"'})
            assert other.status == 200


async def test_a_kept_page_is_the_same_with_or_without_gzip(world: World) -> None:
    path = world.links.game(world.games["kontra"])
    async with client_at(world) as client:
        packed = await client.get(path, headers={"Accept-Encoding": "gzip"})
        assert packed.headers["Content-Encoding"] == "gzip"
        assert packed.headers["Vary"] == "Accept-Encoding, Accept-Language"
        # kept gzipped as rendered; unpacked for a browser that takes no gzip
        plain = await client.get(path, headers={"Accept-Encoding": "identity"})
        assert "Content-Encoding" not in plain.headers
        assert await plain.text() == await packed.text()
        assert "<table" in await plain.text()


def test_kept_pages_stay_within_their_bytes() -> None:
    cache = ReplayCache(page_bytes=100)
    cache.keep_page("too big", bytes(101))
    assert cache.page("too big") is None
    for n in range(10):
        cache.keep_page(n, bytes(30))
    assert [n for n in range(10) if cache.page(n) is not None] == [7, 8, 9]
    assert cache.page(7) is not None  # asked for: now the last forgotten
    cache.keep_page(10, bytes(30))
    assert [n for n in range(11) if cache.page(n) is not None] == [7, 9, 10]
    cache.keep_page(10, bytes(60))  # kept again, larger: the oldest goes
    assert [n for n in range(11) if cache.page(n) is not None] == [9, 10]


async def test_a_hostile_name_stays_text(world: World) -> None:
    async with client_at(world) as client:
        for name in ("standard", "pairs", "team", "partners"):
            html = await (await client.get(world.links.game(world.games[name]))).text()
            assert HOSTILE not in html and "\u202e" not in html
            assert "<img" not in html
            assert "&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img" in html
            page = Page(html)
            # the only scripts: the data element and replay.js, nothing inline runs
            assert page.scripts == [
                {"type": "application/json", "id": "replay-data"},
                {"src": asset_url("replay.js"), "defer": None},
            ]
            assert len(re.findall(r"<script", html, re.I)) == 2
            assert "</script><script>" not in page.data_text  # escaped inside the data
            assert any("</script><script>alert(1)</script>" in s.get("s", "")
                       for s in page.data["steps"])  # ... and still the name, as text


async def test_the_words_follow_the_language(world: World) -> None:
    path = world.links.game(world.games["kontra"])
    async with client_at(world) as client:
        german = await (await client.get(path + "?lang=de")).text()
        russian = await (await client.get(path, headers={"Accept-Language": "ru"})).text()
    assert '<html lang="de">' in german and "Schritt" in german and "Wurf" in german
    assert '<html lang="ru">' in russian and "Шаг" in russian


async def test_the_assets_are_served(world: World) -> None:
    async with client_at(world) as client:
        for name, kind in (("replay.js", "text/javascript"), ("replay.css", "text/css")):
            answer = await client.get(f"/static/{name}")
            assert answer.status == 200 and answer.content_type == kind
        script = await (await client.get("/static/replay.js")).text()
    assert "innerHTML" not in script and "eval(" not in script


async def test_a_replay_page_is_small(world: World) -> None:
    """The Kontra game here has about twice the 200 actions the issue's figure is for (150 KB
    with the assets, uncompressed), and still stays under it."""
    record, _ = await exported(world, world.games["kontra"])
    assert len(record["actions"]) >= 300
    async with client_at(world) as client:
        page = await (await client.get(world.links.game(world.games["kontra"]))).read()
        assets = [await (await client.get(f"/static/{n}")).read()
                  for n in ("site.css", "replay.css", "replay.js")]
    assert len(page) + sum(map(len, assets)) < 150_000


# -- the words -----------------------------------------------------------------------------------
def test_the_replay_words_are_in_every_language_and_all_used() -> None:
    """web-replay.ftl: the same ids with the same variables in every hand-written locale (the
    Serbian Cyrillic one is generated: tests/test_i18n.py), each used by the page."""
    root = Path(__file__).resolve().parents[1] / "bot"
    english = set(re.findall(r"^(web-replay-[a-z-]+) =", (
        root / "locales" / "en" / "web-replay.ftl").read_text(encoding="utf-8"), re.M))
    for locale in ("hr", "sr-Latn", "bg", "ru", "de"):
        text = (root / "locales" / locale / "web-replay.ftl").read_text(encoding="utf-8")
        assert set(re.findall(r"^(web-replay-[a-z-]+) =", text, re.M)) == english, locale
        for key in english:
            assert i18n.variables(locale, key) == i18n.variables("en", key), (locale, key)
    code = "".join(
        (root / "web" / name).read_text(encoding="utf-8")
        for name in ("replay.py", "templates/replay.html", "templates/_replay.html")
    )
    assert set(re.findall(r"[\"'](web-replay-[a-z-]+)[\"']", code)) == english
