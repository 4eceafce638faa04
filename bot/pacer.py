"""The bot's own REST requests, paced under Discord's global rate limit.

Discord lets a bot token make 50 requests a second in all; a request past that gets 429, and
10,000 refused requests in 10 minutes get the address banned. The interaction endpoints (a
click's answer and its followups) do not count, and carry what players change; what is left
is the bot's own work: bot players' moves, timeouts and reminders, announcements, and the
redraw of every open game at start-up. `Pacer` starts at most `rate` of those a second (40:
headroom under 50 for what it cannot see, such as another process on the same token), and
when more wait it serves the most urgent first: the games players wait on before the ones
nobody is looking at. Each route's own bucket (5 messages per 5 s in a channel, say) is
discord.py's: it reads the bucket from Discord's headers and waits for it before sending.

The pace of a request comes from its context (`pacing`), so the code that knows what a
request is for (the display, for one game) says so once, around all its calls.
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import itertools
import time
from collections import deque
from collections.abc import AsyncIterator, Callable, Iterator
from contextvars import ContextVar

# How urgent a request is; lower goes first.
MISSING = -1.0  # a game with no message to click (its next turn's, lost in a crash)
WAITED_ON = 0.0  # a player just acted on the game (their next message)
PLAYING = 1.0  # a game in play: a bot player's move, a timeout, a reminder (the default)
REDRAW = 2.0  # start-up's redraw of games nobody has touched since
BACKGROUND = 3.0  # announcements and other posts nobody waits on

RATE = 40.0  # requests a second, under Discord's 50
HURRY_FOR = 5.0  # seconds a game acted on keeps its requests hurried
HURRIED_KEPT = 1024  # games hurried at once before the expired ones are dropped

_pace: ContextVar[tuple[float, int | None, bool]] = ContextVar(
    "yamb_pace", default=(PLAYING, None, False)
)


@contextlib.contextmanager
def pacing(priority: float, game: int | None = None, *, background: bool = False) -> Iterator[None]:
    """Requests made within the block (and tasks it starts) go at `priority`, for `game`
    (so that they can be hurried when someone acts on it: `Pacer.hurry`); a `background`
    one may be called off then (`Pacer.withdraw`)."""
    token = _pace.set((priority, game, background))
    try:
        yield
    finally:
        _pace.reset(token)


def current_pace() -> tuple[float, int | None, bool]:
    return _pace.get()


class Pacer:
    """At most `rate` requests in any `per` seconds as Discord sees them, the most urgent
    first (then in the order they came).

    Discord counts a request when it arrives, somewhere between when it was started and when
    its answer came back: a request holds its slot from its start until `per` seconds after
    its answer (`finish`). So no window of `per` seconds at Discord's end can hold more than
    `rate` of them, however long the uploads take."""

    def __init__(
        self, rate: float = RATE, per: float = 1.0, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.limit = max(1, int(rate * per))
        self.per = per
        self.clock = clock
        self.in_flight = 0
        self._ended: deque[float] = deque()  # when the requests of the last `per` s ended
        # (urgency, order, the waiting request, its game, whether it may be called off)
        self._waiting: list[tuple[float, int, asyncio.Future[None], int | None, bool]] = []
        self._order = itertools.count()
        self._timer: asyncio.TimerHandle | None = None
        self.waited = 0  # requests that had to wait for a slot (for logs and benchmarks)
        self._hurried: dict[int, tuple[float, float]] = {}  # game -> (urgency, until when)

    def _free(self, now: float) -> bool:
        while self._ended and now - self._ended[0] >= self.per:
            self._ended.popleft()
        return self.in_flight + len(self._ended) < self.limit

    async def slot(self, priority: float | None = None) -> None:
        """Wait until a request may start now; it holds its slot until `finish`."""
        if not self._waiting and self._free(self.clock()):
            self.in_flight += 1
            return
        self.waited += 1
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        urgency, game, background = current_pace()
        if priority is not None:
            urgency = priority
        hurried = self._hurried.get(game) if game is not None else None
        if hurried is not None and hurried[1] > self.clock():
            urgency = min(urgency, hurried[0])
        heapq.heappush(self._waiting, (urgency, next(self._order), future, game, background))
        self._release()
        await future  # cancelled: `_release` skips it

    def hurry(self, game: int, urgency: float = WAITED_ON) -> None:
        """Someone acts on `game`: its requests waiting, and those it makes for the next
        HURRY_FOR seconds, go at `urgency` (a redraw holds the game's messages while it
        waits, and the click would wait behind it)."""
        now = self.clock()
        if len(self._hurried) > HURRIED_KEPT:  # now and then, not on every click
            self._hurried = {g: h for g, h in self._hurried.items() if h[1] > now}
        self._hurried[game] = (urgency, now + HURRY_FOR)
        if any(g == game and u > urgency for u, _, _, g, _ in self._waiting):
            self._waiting = [
                (min(u, urgency) if g == game else u, o, f, g, b) for u, o, f, g, b in self._waiting
            ]
            heapq.heapify(self._waiting)

    def withdraw(self, game: int) -> bool:
        """The game's background requests still waiting for a slot are called off: their
        callers get CancelledError, and nothing of them was sent. Whether there were any."""
        found = False
        for _, _, future, key, background in self._waiting:
            if key == game and background and not future.done():
                future.cancel()
                found = True
        return found

    def finish(self) -> None:
        """A request started by `slot` has its answer (or failed)."""
        self.in_flight = max(0, self.in_flight - 1)
        self._ended.append(self.clock())
        self._release()

    @contextlib.asynccontextmanager
    async def request(self, priority: float | None = None) -> AsyncIterator[None]:
        await self.slot(priority)
        try:
            yield
        finally:
            self.finish()

    def _release(self) -> None:
        """Start as many waiting requests as there are free slots; come back when the next
        slot frees (a request's answer also frees one, in `finish`)."""
        now = self.clock()
        while self._waiting and self._free(now):
            _, _, future, _, _ = heapq.heappop(self._waiting)
            if future.done():  # its caller gave up
                continue
            self.in_flight += 1
            future.set_result(None)
        while self._waiting and self._waiting[0][2].done():
            heapq.heappop(self._waiting)
        if self._waiting and self._timer is None and self._ended:
            wait = max(0.0, self.per - (now - self._ended[0]))
            self._timer = asyncio.get_running_loop().call_later(wait, self._tick)

    def _tick(self) -> None:
        self._timer = None
        self._release()
