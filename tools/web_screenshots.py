"""Takes the README's four screenshots of the website (docs/web/*.png) in Debian's Chromium.

    PYTHONPATH=. python tools/web_screenshots.py [FOLDER]    # default docs/web

A throwaway database is filled as the website's tests fill theirs (tests/webdb.py's players and
games of every mode, played through the store over two weeks, then a daily challenge), served
on loopback with a clock after the day closed (tests/browser.py), and four pages are shot:
a server's page on a phone (375 px), a member's and a Kontra replay's on a desktop (1280 px),
and the closed day's proof, checked, on a phone. The PNGs are cut to 256 colours.
The browser tests take every page at both widths, light and dark: tests/artifacts/web/.
"""

from __future__ import annotations

import asyncio
import random
import sys
import tempfile
from pathlib import Path

from PIL import Image
from playwright.sync_api import Page, sync_playwright

from bot.store import Store
from bot.weblinks import Links, Tokens
from engine.daily import Daily
from tests.browser import Watch, chromium, new_context, open_page, serving
from tests.store_crash_worker import new_game, play_out
from tests.webdb import ANA, NAMES, ON, SPECS

DAY = Daily(1)
PLAYED = DAY.starts + 3600.0
NOW = DAY.closes + 3600.0  # the day closed: its seed and proof are shown


async def demo(target: str) -> tuple[Links, int]:
    """Games of every mode in a server, a few a day over two weeks (the ratings move), then
    the day's challenge played by all four; the server's pages on. Its links, and a Kontra
    game."""
    now = [PLAYED - 14 * 86400]
    store = await Store.open(target, clock=lambda: now[0], synchronous="NORMAL")
    rnd = random.Random(5)
    try:
        await store.remember_users(NAMES)
        for n in range(3 * len(SPECS)):
            game = await play_out(store, await new_game(
                store, SPECS[n % len(SPECS)], guild=ON, channel=f"c{n}"), rnd)
            if SPECS[n % len(SPECS)].mode == "kontra":
                kontra = game.game_id
            now[0] += 86400
        now[0] = PLAYED
        for user, name in NAMES.items():
            attempt = await store.start_daily(DAY.number, user, name, ON, "en")
            await play_out(store, await store.load_game(attempt.game_id), rnd)
        await store.set_guild_settings(ON, web="on")
        secret = await store.make_web_secret()
    finally:
        await store.close()
    return Links("", Tokens(secret)), kontra


def save(page: Page, path: Path, *, full: bool = False) -> None:
    page.screenshot(path=str(path), full_page=full, animations="disabled")
    with Image.open(path) as shot:
        small = shot.convert("RGB").quantize(256, method=Image.Quantize.MEDIANCUT)
    small.save(path, optimize=True)
    print(f"{path} {path.stat().st_size // 1024} KB")


def main() -> None:
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/web")
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as temp:
        target = str(Path(temp) / "demo.sqlite3")
        links, kontra = asyncio.run(demo(target))
        with serving(target, lambda: NOW) as origin, sync_playwright() as playwright:
            browser = chromium(playwright)
            watch = Watch(origin)
            phone = new_context(browser, watch, width=375, height=812)
            desktop = new_context(browser, watch, width=1280, height=900)
            save(open_page(phone, origin + links.server(ON)), folder / "server-375.png")
            save(open_page(desktop, origin + links.member(ON, ANA)),
                 folder / "member-1280.png")
            replay = open_page(desktop, origin + links.game(kontra) + "#120")
            replay.evaluate("() => document.getElementById('replay').scrollIntoView()")
            save(replay, folder / "replay-1280.png")
            daily = open_page(phone, origin + links.daily(DAY.number))
            daily.get_by_role("button", name="Check every die in your browser").click()
            daily.wait_for_function(
                "() => document.getElementById('proof-summary').dataset.check === 'ok'")
            daily.evaluate("() => document.getElementById('dice-title').scrollIntoView()")
            save(daily, folder / "daily-375.png")
            browser.close()
            watch.check()


if __name__ == "__main__":
    main()
