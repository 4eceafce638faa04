"""The website in a real browser: Debian's Chromium driven by Playwright (never a browser
Playwright downloads), and the website served over TCP on loopback from a thread of its own,
so that the browser and the tests' own code never wait on one event loop.

A machine without Chromium fails these tests with the command that installs it: the README's
install step (`apt-get install -y chromium chromium-driver`), which CI's `.ci/run` runs too."""

from __future__ import annotations

import asyncio
import os
import threading
from collections.abc import Callable, Coroutine, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import pytest
from aiohttp import web
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page, Playwright, Request

from bot.store import Reads
from bot.web.app import make_app
from bot.web.guard import RateLimit

CHROMIUM = os.environ.get("YAMB_CHROMIUM", "/usr/bin/chromium")
INSTALL = "apt-get install -y chromium chromium-driver"
# a quiet browser: nothing of its own on the network (no updates, sync, QUIC probes), no GPU,
# no sandbox (CI runs as root in a container); Playwright gives each launch a fresh profile
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
T = TypeVar("T")
WAIT_MS = 120_000  # the longest any one step may take on a loaded machine, not a pause
ARTIFACTS = Path(__file__).resolve().parent / "artifacts" / "web"
# every CSP violation the page meets, counted before any of the page's own scripts run
CSP_TRAP = """
window.__violations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.__violations.push(event.violatedDirective + " " + event.blockedURI);
});
"""


def chromium(playwright: Playwright) -> Browser:
    """Debian's Chromium, headless; a missing one fails (never skips) with how to install it."""
    if not (Path(CHROMIUM).is_file() and os.access(CHROMIUM, os.X_OK)):
        pytest.fail(
            f"No Chromium at {CHROMIUM}: the website's browser tests need Debian's chromium. "
            f"Install it as the README's install step says: {INSTALL} (as root), "
            "or set YAMB_CHROMIUM to a Chromium binary.",
            pytrace=False,
        )
    return playwright.chromium.launch(
        executable_path=CHROMIUM, args=ARGS, headless=True, timeout=WAIT_MS
    )


def run_apart(work: Coroutine[Any, Any, T]) -> T:
    """A coroutine run to its end on a loop of its own, in a thread of its own: the test's
    thread has Playwright's loop, which asyncio.run would take for one already running."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, work).result(WAIT_MS / 1000)


@contextmanager
def serving(target: str, clock: Callable[[], float]) -> Iterator[str]:
    """The website over the database `target` opened read-only, its clock (and the reads')
    held by the test, on 127.0.0.1 at a free port; yields its origin, http://127.0.0.1:PORT."""
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, name="website", daemon=True)
    thread.start()

    async def start() -> tuple[Reads, web.AppRunner, int]:
        reads = await Reads.open(target, read_only=True, check="none", clock=clock)
        app = make_app(reads, clock=clock, rate_limit=RateLimit(rate=1e6, burst=1e6))
        runner = web.AppRunner(app)
        await runner.setup()
        site = web.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
        return reads, runner, int(runner.addresses[0][1])

    async def stop(reads: Reads, runner: web.AppRunner) -> None:
        await runner.cleanup()
        await reads.close()

    try:
        reads, runner, port = asyncio.run_coroutine_threadsafe(start(), loop).result(
            WAIT_MS / 1000
        )
        try:
            yield f"http://127.0.0.1:{port}"
        finally:
            asyncio.run_coroutine_threadsafe(stop(reads, runner), loop).result(WAIT_MS / 1000)
    finally:
        loop.call_soon_threadsafe(loop.stop)
        thread.join(WAIT_MS / 1000)
        loop.close()


@dataclass
class Watch:
    """What a browser context did that a page must never do: a request leaving the origin, an
    error in the console (a CSP violation is one), an uncaught exception, a dialog (alert)."""

    origin: str
    requests: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    expected_404: set[str] = field(default_factory=set)  # documents that are 404 on purpose

    def attach(self, context: BrowserContext) -> None:
        context.set_default_timeout(WAIT_MS)
        context.add_init_script(CSP_TRAP)
        context.on("request", self._request)
        context.on("page", self._page)

    def _request(self, request: Request) -> None:
        self.requests.append(request.url)

    def _page(self, page: Page) -> None:
        page.on("console", self._console)
        page.on("pageerror", lambda error: self.errors.append(f"page error: {error}"))
        page.on("dialog", self._dialog)

    def _console(self, message: ConsoleMessage) -> None:
        if message.type not in ("error", "assert"):
            return
        where = message.location.get("url", "")
        # the browser's own line for a document the test asked for as a 404
        if where in self.expected_404 and "status of 404" in message.text:
            return
        self.errors.append(f"console {message.type} at {where}: {message.text}")

    def _dialog(self, dialog: Any) -> None:
        self.errors.append(f"dialog {dialog.type}: {dialog.message}")
        dialog.dismiss()

    def check(self) -> None:
        """No error so far, and every request went to the origin."""
        assert self.errors == [], self.errors
        away = [url for url in self.requests if not url.startswith(self.origin + "/")]
        assert away == [], away


def new_context(browser: Browser, watch: Watch, *, width: int, scheme: str = "light",
                height: int = 800) -> BrowserContext:
    """A context of `width` CSS pixels (one device pixel each: small screenshots) in a colour
    scheme, watched."""
    context = browser.new_context(
        viewport={"width": width, "height": height},
        device_scale_factor=1,
        color_scheme=scheme,  # type: ignore[arg-type]
        java_script_enabled=True,
        service_workers="block",
    )
    watch.attach(context)
    return context


def visit(page: Page, url: str, status: int = 200) -> Page:
    """`url` loaded in the page (its deferred scripts run), its document answering `status`.
    One page going from address to address keeps its renderer: no process started for each."""
    answer = page.goto(url, wait_until="load")
    assert answer is not None and answer.status == status, (url, answer and answer.status)
    return page


def open_page(context: BrowserContext, url: str, status: int = 200) -> Page:
    """A new page (tab) that loaded `url`."""
    return visit(context.new_page(), url, status)


def page_checks(page: Page) -> dict[str, Any]:
    """What the page itself says after loading: its width against the window's, CSP
    violations, and whether any hostile name ran a script (the flags they set)."""
    found: dict[str, Any] = page.evaluate(
        """() => ({
            scrollWidth: document.documentElement.scrollWidth,
            innerWidth: window.innerWidth,
            violations: window.__violations || [],
            pwned: [window.__pwned, window.pwned].filter((flag) => flag !== undefined),
        })"""
    )
    return found


def screenshot(page: Page, name: str) -> Path:
    """The whole page, kept as a test artefact (tests/artifacts/web/, not in git)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True, animations="disabled")
    return path
