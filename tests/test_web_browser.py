"""The website in a real headless Chromium (Debian's, driven by Playwright; tests/browser.py),
over a real SQLite file the bot's store filled by playing games, a daily challenge and a
tournament, served on loopback with a clock the test holds.

Every page (a server's, a member's, a Kontra replay, a day closed and a day open, a tournament,
an error) at 375 and 1280 px, light and dark: nothing wider than the window, screenshots kept
under tests/artifacts/web/, no serious or critical axe-core violation, no console error (a
CSP violation is one), no request leaving the origin. Stepping a Kontra replay with the keys
shows the engine's sheets at every step and keeps the address's #step; the daily proof marks
every attempt ✓, and ✗ the one whose die was changed in the database; a server that is off is
404; every hostile nickname of the other tests' is text on every page and runs nothing."""

from __future__ import annotations

import asyncio
import fcntl
import json
import os
import random
import sqlite3
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from axe_playwright_python.sync_playwright import Axe  # type: ignore[import-untyped]
from playwright.sync_api import Browser, Page, sync_playwright

from bot.app.context import label_name
from bot.store import Reads, Store
from bot.weblinks import Links, Tokens
from engine.daily import Daily
from tests.browser import (
    WAIT_MS,
    Watch,
    chromium,
    new_context,
    open_page,
    page_checks,
    run_apart,
    screenshot,
    serving,
    visit,
)
from tests.store_crash_worker import Spec, new_game, play_out
from tests.test_bot_hostile import HOSTILE as NICKNAMES
from tests.test_render import HOSTILE as PICTURE_NAMES
from tests.test_web import HOSTILE as WEB_NAME
from tests.test_web_daily import HOSTILE as DAILY_NAME
from tests.test_web_replay import HOSTILE as REPLAY_NAME
from tests.test_web_replay import cell_text, engine_sheets

# names that set a flag if any of them ever runs as markup
TRAPS = [
    '<img src=x onerror="window.__pwned=1">',
    "</script><script>window.__pwned=2</script>",
    '"><svg onload="window.__pwned=3"><!--',
    "<iframe srcdoc=\"<script>parent.__pwned=4</script>\"></iframe>",
]
HOSTILE = list(dict.fromkeys([*TRAPS, *NICKNAMES, *PICTURE_NAMES.values(), WEB_NAME,
                              REPLAY_NAME, DAILY_NAME]))
CUP = '<img src=x onerror="window.__pwned=5">Cup'  # the tournament's own name

ON, OFF = "610000000000000001", "610000000000000002"
ANA, BO, CY, DEE = (f"62000000000000000{n}" for n in range(1, 5))
NAMED = {ANA: "Ana", BO: "Bo", CY: "Cy", DEE: "Dee"}
MEMBERS = {f"6300000000000001{n:02d}": name for n, name in enumerate(HOSTILE)}
DAY = Daily(1)  # closed when the site looks
OPEN_DAY = Daily(3)  # still open then
PLAYED = DAY.starts + 3600.0
NOW = OPEN_DAY.starts + 7200.0  # the site's clock
WIDTHS = (375, 1280)
SCHEMES = ("light", "dark")


@dataclass
class World:
    target: str
    secret: str  # the website's secret, in hex: its links
    kontra: int  # Ana against the first trap
    standard: list[tuple[int, list[str]]]  # games of the hostile members, with their players
    off_game: int
    tournament: int

    @property
    def links(self) -> Links:
        return Links("", Tokens(bytes.fromhex(self.secret)))

    def member(self, user: str) -> str:
        return self.links.member(ON, user)


async def _fill(target: str) -> World:
    rnd = random.Random(36)
    now = [PLAYED]
    # durability is not the point here: no fsync at each of the thousands of commits
    store = await Store.open(target, clock=lambda: now[0], synchronous="NORMAL")
    try:
        await store.remember_users({**NAMED, **MEMBERS})
        hostile = list(MEMBERS)
        kontra = await play_out(
            store, await new_game(store, Spec("classic", "kontra", (ANA, hostile[0])),
                                  guild=ON, channel="kontra"), rnd)
        standard = []
        for n in range(0, len(hostile), 7):  # at most eight players a game, Ana among them
            players = [*hostile[n:n + 7], ANA]
            game = await play_out(store, await new_game(
                store, Spec("classic", "standard", tuple(players)), guild=ON,
                channel=f"standard-{n}"), rnd)
            standard.append((game.game_id, players))
        off = await play_out(store, await new_game(
            store, Spec("classic", "kontra", (ANA, BO)), guild=OFF, channel="off"), rnd)
        # the daily challenge: every member of ON, one of OFF (shown unnamed)
        await store.daily(DAY.number)
        for user, guild in [(ANA, ON), (BO, ON), *((h, ON) for h in hostile), (CY, OFF)]:
            name = {**NAMED, **MEMBERS}[user]
            attempt = await store.start_daily(DAY.number, user, name, guild, "en")
            await play_out(store, await store.load_game(attempt.game_id), rnd)
        # a tournament: every hostile member and Ana, its first game the Kontra one
        cup = await store.create_tournament(
            guild_id=ON, channel_id="cup", organiser_id=ANA, name=CUP, format="swiss",
            ruleset="classic")
        entrants = [ANA, *hostile]
        for user in entrants:
            assert await store.join_tournament(cup.tournament_id, user,
                                               {**NAMED, **MEMBERS}[user]) == "joined"
        assert await store.start_tournament(cup.tournament_id, {}, 3, drop_unchecked=False)
        pairs = [(1, n // 2 + 1, 0, entrants[n], entrants[n + 1] if n + 1 < len(entrants)
                  else None) for n in range(0, len(entrants), 2)]
        await store.add_pairings(cup.tournament_id, pairs)
        assert kontra.game is not None
        winners = kontra.game.winners()
        score = 0.5 if len(winners) > 1 else 1.0 if ANA in winners else 0.0
        totals = kontra.game.totals()
        await store.link_tournament_game(cup.tournament_id, (1, 1, 0), kontra.game_id)
        await store.decide_tournament_game(cup.tournament_id, (1, 1, 0), score,
                                           totals[hostile[0]] - totals[ANA])
        # a day still open: its number, ruleset, commitment and finishers only
        now[0] = OPEN_DAY.starts + 3600.0
        attempt = await store.start_daily(OPEN_DAY.number, DEE, "Dee", ON, "en")
        await play_out(store, await store.load_game(attempt.game_id), rnd)
        await store.set_guild_settings(ON, web="on")
        secret = await store.make_web_secret()
    finally:
        await store.close()
    return World(target, secret.hex(), kontra.game_id, standard, off.game_id,
                 cup.tournament_id)


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> World:
    """One database for every worker of the run (it takes thousands of commits to fill):
    the first worker fills it under a lock, the others wait and read what it made."""
    root = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        root = root.parent  # the run's folder, above each worker's own
    folder = root / "browser-world"
    folder.mkdir(exist_ok=True)
    made = folder / "world.json"
    with open(folder / "lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not made.exists():
            target = folder / "web.sqlite3"
            for stale in folder.glob("web.sqlite3*"):  # a fill that failed half-way
                stale.unlink()
            made.write_text(json.dumps(asdict(asyncio.run(_fill(str(target))))))
        found = json.loads(made.read_text())
    found["standard"] = [(game, players) for game, players in found["standard"]]
    return World(**found)


@pytest.fixture(scope="module")
def origin(world: World) -> Iterator[str]:
    with serving(world.target, lambda: NOW) as served:
        yield served


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        launched = chromium(playwright)
        try:
            yield launched
        finally:
            launched.close()


def pages(world: World) -> dict[str, tuple[str, int]]:
    """Every kind of page: its address and the status it answers."""
    return {
        "server": (world.links.server(ON), 200),
        "member": (world.member(list(MEMBERS)[0]), 200),
        "replay": (world.links.game(world.kontra), 200),
        "daily": (world.links.daily(DAY.number), 200),
        "daily-open": (world.links.daily(OPEN_DAY.number), 200),
        "tournament": (world.links.tournament(world.tournament), 200),
        "error": (world.links.server(OFF), 404),  # a server that is off: 404, like no server
    }


# what a colour scheme changes: the rest of axe-core's rules read the same page either way
COLOUR_RULES = ["color-contrast", "link-in-text-block"]


def serious(page: Page, rules: list[str] | None = None) -> list[str]:
    """axe-core's serious and critical violations on the page (of `rules`, else of every
    rule), one line each."""
    options: dict[str, Any] = {"resultTypes": ["violations"]}
    if rules is not None:
        options["runOnly"] = {"type": "rule", "values": rules}
    results = Axe().run(page, options=options)
    return [
        f"{v['id']} ({v['impact']}): {v['help']} at "
        + ", ".join(str(node["target"]) for node in v["nodes"][:5])
        for v in results.response["violations"]
        if v["impact"] in ("serious", "critical")
    ]


# -- every page, phone and desktop, light and dark -------------------------------------------------
@pytest.mark.parametrize(("width", "scheme"), [(w, s) for w in WIDTHS for s in SCHEMES])
def test_every_page_fits_reads_and_stays_home(world: World, origin: str, browser: Browser,
                                              width: int, scheme: str) -> None:
    every = pages(world)
    watch = Watch(origin, expected_404={origin + p for p, status in every.values()
                                        if status == 404})
    problems: list[str] = []
    context = new_context(browser, watch, width=width, scheme=scheme)
    try:
        page = context.new_page()
        for kind, (path, status) in every.items():
            visit(page, origin + path, status)
            found = page_checks(page)
            where = f"{kind} at {width} px, {scheme}"
            if found["scrollWidth"] > found["innerWidth"]:
                problems.append(f"{where}: {found['scrollWidth']} px wide")
            if found["violations"] or found["pwned"]:
                problems.append(f"{where}: {found}")
            screenshot(page, f"{kind}-{width}-{scheme}")
            # every rule in light; in dark, the colours' (the contrast of every text)
            found_now = serious(page, COLOUR_RULES if scheme == "dark" else None)
            problems += [f"{where}: {v}" for v in found_now]
    finally:
        context.close()
    assert problems == []
    watch.check()


# -- hostile names ---------------------------------------------------------------------------------
def shown(name: str) -> str:
    """What every page shows of a name at least: the name cleaned of invisible and
    direction-changing characters, its first 39 characters (a name inside a sentence is cut
    at 40 with an ellipsis, a name alone at 64)."""
    return label_name(name, 10**6)[:39].rstrip()


# the page's text, scripts and data left out (a name in the replay's data is not on show)
TEXT_OF = """() => {
  const body = document.body.cloneNode(true);
  body.querySelectorAll("script, style, template").forEach((element) => element.remove());
  return body.textContent;
}"""
# what would be there if a name had been taken as markup
MARKUP_OF = """() => ({
  scripts: [...document.scripts].map((s) => s.src ? new URL(s.src).pathname : s.type),
  planted: document.querySelectorAll(
    "img[src='x'], iframe, [onerror], [onload], body style").length,
})"""


def test_hostile_names_are_text_on_every_page(world: World, origin: str,
                                              browser: Browser) -> None:
    links = world.links
    named: list[tuple[str, list[str]]] = [
        (links.server(ON), HOSTILE),
        *((world.member(user), [name]) for user, name in MEMBERS.items()),
        (links.game(world.kontra), [HOSTILE[0]]),
        *((links.game(game), [MEMBERS[p] for p in players if p in MEMBERS])
          for game, players in world.standard),
        (links.daily(DAY.number), HOSTILE),
        (links.tournament(world.tournament), [*HOSTILE, CUP]),
    ]
    assert {n for _, names in named[2:] for n in names} >= set(HOSTILE)  # each on each kind
    # an address made of a trap: the error page names its own address (in its links)
    planted = origin + "/s/" + quote(TRAPS[0], safe="") + "/m/" + quote(TRAPS[1], safe="")
    watch = Watch(origin, expected_404={planted})
    context = new_context(browser, watch, width=375)
    try:
        page = context.new_page()
        for url, names, status in [*((origin + p, n, 200) for p, n in named),
                                   (planted, [], 404)]:
            visit(page, url, status)
            found = page_checks(page)
            assert found["pwned"] == [] and found["violations"] == [], (url, found)
            assert found["scrollWidth"] <= found["innerWidth"], (url, found)
            markup = page.evaluate(MARKUP_OF)
            assert markup["planted"] == 0, (url, markup)
            assert set(markup["scripts"]) <= {"application/json", "/static/replay.js",
                                              "/static/proof.js"}, (url, markup)
            text = page.evaluate(TEXT_OF)
            missing = [name for name in names if shown(name) not in text]
            assert missing == [], (url, missing)
    finally:
        context.close()
    watch.check()


# -- a Kontra replay, step by step with the keys -------------------------------------------------
# The sheet tables' cells by the engine's cell index (column * rows + row), as text.
READ_SHEETS = """() => {
  window.__lines = window.__lines ||
    JSON.parse(document.getElementById("replay-data").textContent);
  const data = window.__lines;
  const rows = data.lines.filter((row) => row >= 0).length;
  const sheets = [];
  for (let s = 0; document.getElementById("sheet-" + s); s += 1) {
    const body = document.getElementById("sheet-" + s).tBodies[0];
    const cells = [];
    data.lines.forEach((row, line) => {
      for (let c = 0; row >= 0 && c < data.columns; c += 1) {
        cells[c * rows + row] = body.rows[line].cells[c + 1].textContent;
      }
    });
    sheets.push(cells);
  }
  return sheets;
}"""
# Waits (polling each frame, up to a deadline) until the page shows `step` with `hash` in the
# address, then reads the sheets: one call a step, the wait and the reading together.
SHEETS_AT = """async ([step, hash, deadline]) => {
  const slider = document.getElementById("replay-step");
  const until = performance.now() + deadline;
  while (!(location.hash === hash && slider.value === String(step))) {
    if (performance.now() > until) {
      return {late: true, step: slider.value, hash: location.hash};
    }
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  return {sheets: (READ_SHEETS)()};
}""".replace("READ_SHEETS", READ_SHEETS)
# Every step from the first, each reached by the page's own key handler (the keys Home, then
# ArrowRight, as events; a real key press costs about 40 ms a step): the step, the address and
# the sheets each shows, in one call.
EVERY_STEP = """(last) => {
  const slider = document.getElementById("replay-step");
  const press = (key) => document.body.dispatchEvent(
    new KeyboardEvent("keydown", {key: key, bubbles: true, cancelable: true}));
  const seen = [];
  press("Home");
  for (let step = 0; step <= last; step += 1) {
    if (step > 0) {
      press("ArrowRight");
    }
    seen.push({step: slider.value, hash: location.hash, sheets: (READ_SHEETS)()});
  }
  return seen;
}""".replace("READ_SHEETS", READ_SHEETS)


async def exported(target: str, game_id: int) -> dict[str, Any]:
    reads = await Reads.open(target, read_only=True, check="none", clock=lambda: NOW)
    try:
        return await reads.export_record(game_id)
    finally:
        await reads.close()


def test_stepping_a_kontra_replay_with_the_keys_shows_the_engines_sheets(
    world: World, origin: str, browser: Browser
) -> None:
    record = run_apart(exported(world.target, world.kontra))
    assert record["mode"] == "kontra"
    expected = [[[cell_text(v) for v in cells] for cells in sheets]
                for sheets in engine_sheets(record)]
    last = len(expected) - 1
    assert last == len(record["actions"]) > 100

    def at(page: Page, step: int, hash: str | None = None) -> None:
        """The page shows `step` (waited for), the engine's sheets then, and the address."""
        hash = f"#{step}" if hash is None else hash
        now = page.evaluate(SHEETS_AT, [step, hash, WAIT_MS])
        assert "late" not in now, (step, hash, now)
        assert now["sheets"] == expected[step], (step, [
            (s, c, got, want) for s, (got_sheet, want_sheet) in enumerate(
                zip(now["sheets"], expected[step], strict=True))
            for c, (got, want) in enumerate(zip(got_sheet, want_sheet, strict=True))
            if got != want][:5])

    url = origin + world.links.game(world.kontra)
    watch = Watch(origin)
    context = new_context(browser, watch, width=1280)
    try:
        page = open_page(context, url)
        at(page, last, hash="")  # no step asked: the game's end, the address left alone
        seen = page.evaluate(EVERY_STEP, last)
        assert len(seen) == last + 1
        for step, shown in enumerate(seen):
            assert (shown["step"], shown["hash"]) == (str(step), f"#{step}"), (step, shown)
            assert shown["sheets"] == expected[step], step
        page.keyboard.press("Home")  # and real key presses, a few steps of them
        at(page, 0)
        for step in range(1, 11):
            page.keyboard.press("ArrowRight")
            at(page, step)
        page.keyboard.press("End")
        at(page, last)
        page.keyboard.press("ArrowRight")  # past the end: still the end
        at(page, last)
        for step in range(last - 1, last - 6, -1):
            page.keyboard.press("ArrowLeft")
            at(page, step)
        page.keyboard.press("Home")
        at(page, 0)
        page.keyboard.press("ArrowLeft")  # before the start: still the start
        at(page, 0)
        page.keyboard.press("End")
        at(page, last)
        page.goto(url + "#7")  # the address changed by hand
        at(page, 7)
        page.close()
        for step in (0, 1, last // 2, last - 1, last):  # an address with its step, opened
            page = open_page(context, f"{url}#{step}")
            at(page, step)
            page.close()
    finally:
        context.close()
    watch.check()


# -- the daily proof -------------------------------------------------------------------------------
def checked(browser: Browser, origin: str, path: str) -> dict[str, str]:
    """Press "Check every die in your browser" on the closed day's page: each attempt's mark
    (data-check) by the name on its row; the commitment's and the summary's too."""
    watch = Watch(origin)
    context = new_context(browser, watch, width=1280)
    try:
        page = open_page(context, origin + path)
        page.get_by_role("button", name="Check every die in your browser").click()
        page.wait_for_function(
            "() => ['ok', 'bad'].includes(document.getElementById('proof-summary').dataset.check)"
        )
        marks: dict[str, str] = page.evaluate(
            """() => {
              const marks = {};
              document.querySelectorAll("tr[data-attempt]").forEach((row) => {
                marks[row.querySelector("th").textContent.trim()] =
                  row.querySelector("[data-check]").dataset.check;
              });
              marks["(commitment)"] = document.getElementById("proof-commitment").dataset.check;
              marks["(summary)"] = document.getElementById("proof-summary").dataset.check;
              return marks;
            }"""
        )
    finally:
        context.close()
    watch.check()
    return marks


def test_the_daily_proof_marks_every_attempt_checked(world: World, origin: str,
                                                     browser: Browser) -> None:
    marks = checked(browser, origin, world.links.daily(DAY.number))
    # Ana, Bo, every hostile member, and one of a server that is off (unnamed)
    assert len(marks) == 2 + len(MEMBERS) + 1 + 2
    assert set(marks.values()) == {"ok"}, marks


def test_the_daily_proof_flags_a_die_changed_in_the_database(
    world: World, browser: Browser, tmp_path: Path
) -> None:
    copy = tmp_path / "tampered.sqlite3"
    with sqlite3.connect(world.target) as source, sqlite3.connect(copy) as target:
        source.backup(target)
    db = sqlite3.connect(copy)
    try:
        (game_id,) = db.execute("SELECT game_id FROM daily_attempts WHERE number = ? AND "
                                "user_id = ?", (DAY.number, ANA)).fetchone()
        rows = db.execute("SELECT seq, action FROM actions WHERE game_id = ? ORDER BY seq",
                          (game_id,)).fetchall()
        actions = [json.loads(action) for _, action in rows]
        # the last throw of a turn (nothing keeps its dice after), one die it threw changed:
        # the record still replays, with a die the seed never dealt
        seq, action = next(
            (seq, action)
            for (seq, _), action, after in zip(rows, actions, actions[1:], strict=False)
            if action["do"] == "throw" and after["do"] != "throw"
            and len(action.get("keep") or ()) < 5)
        position = next(i for i in range(5) if i not in set(action.get("keep") or ()))
        action["dice"][position] = action["dice"][position] % 6 + 1
        db.execute("DROP TRIGGER actions_no_update")  # the log is append-only, but for this
        db.execute("UPDATE actions SET action = ? WHERE game_id = ? AND seq = ?",
                   (json.dumps(action), game_id, seq))
        db.commit()
    finally:
        db.close()
    with serving(str(copy), lambda: NOW) as tampered:
        marks = checked(browser, tampered, world.links.daily(DAY.number))
    assert marks.pop("Ana") == "bad"
    assert marks.pop("(summary)") == "bad"
    assert set(marks.values()) == {"ok"}, marks  # the commitment and everyone else


# -- a server that is off ----------------------------------------------------------------------
def test_a_server_that_is_off_is_not_found(world: World, origin: str, browser: Browser) -> None:
    links = world.links
    hidden = [links.server(OFF), links.member(OFF, ANA), links.game(world.off_game)]
    shown_too = [links.server(ON), links.member(ON, ANA), links.game(world.kontra)]
    watch = Watch(origin, expected_404={origin + p for p in hidden})
    context = new_context(browser, watch, width=375)
    try:
        page = context.new_page()
        for path in hidden:
            visit(page, origin + path, 404)
            assert page.locator("h1").inner_text() == "404"
        for path in shown_too:  # the same pages where the server is on
            visit(page, origin + path, 200)
    finally:
        context.close()
    watch.check()
