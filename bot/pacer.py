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

discord.py also waits after a request: when its answer says the route's bucket is spent, the
call that spent it sleeps until the bucket resets (up to 5 s) before it returns, and the next
call of that route waits before it is sent. A display pass holds its game's messages all that
while, and a member's click on the game would wait behind it. `Pacer.send` makes a request in
a task of its own: its caller goes on once Discord has answered it, and until it is sent a
background one can be called off like one waiting for a slot (`withdraw`). While a member
waits to act on a game, its background requests made meanwhile are called off as they come
(`hold_off`): a pass may make several in a row, and the member must not wait behind any.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import heapq
import itertools
import time
from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine, Iterator
from contextvars import ContextVar
from typing import Any, NoReturn, TypeVar

T = TypeVar("T")

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


class _Sending:
    """A request `Pacer.send` makes in a task of its own, until its task ends."""

    __slots__ = ("game", "background", "outcome", "read", "task", "sent", "called_off")

    def __init__(
        self,
        game: int | None,
        background: bool,
        outcome: asyncio.Future[Any],
        read: Callable[[bytes], Any],
    ) -> None:
        self.game = game
        self.background = background
        self.outcome = outcome  # what the caller gets: set at Discord's answer, or at the end
        self.read = read  # the caller's result from a successful answer's body
        self.task: asyncio.Task[Any] | None = None
        self.sent = False  # past discord.py's bucket and our slot: on its way to Discord
        self.called_off = False

    def call_off(self) -> None:
        """Cancel the request's task, once: discord.py's bucket cleans up after one
        cancellation, but a second one cuts that short and leaves the route's bucket
        looking spent for 30 s."""
        if not self.called_off and self.task is not None:
            self.called_off = True
            self.task.cancel()  # also cancels the slot it may wait for


# the request made in this context by `Pacer.send`, for the HTTP session's hooks
_sending: ContextVar[_Sending | None] = ContextVar("yamb_sending", default=None)


def request_started() -> None:
    """The HTTP session's hook: the request is about to be sent (it had its slot)."""
    sending = _sending.get()
    if sending is not None:
        sending.sent = True


async def request_answered(status: int, body: Callable[[], Awaitable[bytes]]) -> None:
    """The HTTP session's hook: Discord answered. A success goes to the caller now, before
    discord.py reads the bucket's headers and perhaps sleeps on them."""
    sending = _sending.get()
    if sending is None or sending.outcome.done() or not 200 <= status < 300:
        return
    try:
        result = sending.read(await body())
    except Exception as error:  # the body could not be read: the caller has the error
        sending.outcome.set_exception(error)
    else:
        sending.outcome.set_result(result)


class HoldOff:
    """A member waiting to act on a game (`Pacer.hold_off`), until `end`."""

    __slots__ = ("pacer", "game", "called_off", "ended")

    def __init__(self, pacer: Pacer, game: int) -> None:
        self.pacer = pacer
        self.game = game
        self.called_off = False  # some background request of the game was called off
        self.ended = False

    def end(self) -> bool:
        """The member acts now (or gave up): the game's background requests go again.
        Whether any was called off meanwhile (its pass ended: the display must come
        again). Ending twice is ending once: the second says False."""
        if self.ended:
            return False
        self.ended = True
        self.pacer._end_hold(self)
        return self.called_off


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
        self._sendings: set[_Sending] = set()  # `send`'s requests whose task goes on
        self._holds: dict[int, list[HoldOff]] = {}  # game -> members waiting to act on it

    def _free(self, now: float) -> bool:
        while self._ended and now - self._ended[0] >= self.per:
            self._ended.popleft()
        return self.in_flight + len(self._ended) < self.limit

    async def slot(self, priority: float | None = None) -> None:
        """Wait until a request may start now; it holds its slot until `finish`."""
        urgency, game, background = current_pace()
        if background and game in self._holds:
            self._called_off_for(game)
        if not self._waiting and self._free(self.clock()):
            self.in_flight += 1
            return
        self.waited += 1
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
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
        """The game's background requests not yet sent (waiting for a slot, or for their
        route's bucket in discord.py) are called off: their callers get CancelledError, and
        nothing of them was sent. Whether there were any."""
        found = False
        for sending in list(self._sendings):  # first: each request is cancelled only once
            if sending.game == game and sending.background and not sending.sent:
                if not sending.outcome.done():
                    sending.outcome.cancel()
                    found = True
                sending.call_off()
        for _, _, future, key, background in self._waiting:
            if key == game and background and not future.done():
                future.cancel()
                found = True
        return found

    def hold_off(self, game: int) -> HoldOff:
        """A member waits to act on `game` (for its messages, held by a display pass): its
        background requests waiting now are called off (`withdraw`), and so is every one
        it makes until `HoldOff.end`, before it is sent."""
        hold = HoldOff(self, game)
        self._holds.setdefault(game, []).append(hold)
        hold.called_off = self.withdraw(game)
        return hold

    def _called_off_for(self, game: int) -> NoReturn:
        """A background request of a game a member waits for: called off before it starts,
        as `withdraw` would have (its caller gets CancelledError)."""
        for hold in self._holds[game]:
            hold.called_off = True
        raise asyncio.CancelledError

    def _end_hold(self, hold: HoldOff) -> None:
        """Once per hold (`HoldOff.end`)."""
        holds = self._holds[hold.game]
        holds.remove(hold)
        if not holds:
            del self._holds[hold.game]

    def held(self, game: int) -> bool:
        """Whether a member waits to act on the game (`hold_off`; for tests, logs)."""
        return game in self._holds

    def unsent(self, game: int) -> int:
        """How many of the game's requests made by `send` wait to be sent (for tests, logs)."""
        return sum(1 for s in self._sendings if s.game == game and not s.sent and not s.called_off)

    async def send(
        self, call: Callable[[], Coroutine[Any, Any, T]], read: Callable[[bytes], T]
    ) -> T:
        """Make one REST request (`call`) in a task of its own; return as soon as Discord
        answered it with success (`read` makes the result of the answer's body), or with
        what `call` returned or raised. The task goes on with discord.py's wait on a spent
        bucket, which holds back the route's next request as it should, but not the caller."""
        _, game, background = current_pace()
        if background and game in self._holds:
            self._called_off_for(game)
        outcome: asyncio.Future[T] = asyncio.get_running_loop().create_future()
        sending = _Sending(game, background, outcome, read)
        context = contextvars.copy_context()  # the HTTP session's hooks find the sending in it
        context.run(_sending.set, sending)
        sending.task = asyncio.create_task(call(), context=context)
        self._sendings.add(sending)
        sending.task.add_done_callback(lambda task: self._ended_sending(sending, task))
        try:
            return await outcome
        except asyncio.CancelledError:
            if outcome.cancelled():
                sending.call_off()  # the caller gave up: as if the call were its own
            raise

    def _ended_sending(self, sending: _Sending, task: asyncio.Task[Any]) -> None:
        self._sendings.discard(sending)
        sending.task = None  # its context holds the sending: no cycle left to collect
        error = None if task.cancelled() else task.exception()  # read: never "unretrieved"
        if sending.outcome.done():
            return
        if task.cancelled():
            sending.outcome.cancel()
        elif error is not None:
            sending.outcome.set_exception(error)
        else:
            sending.outcome.set_result(task.result())

    def close(self) -> None:
        """At shutdown, after the display stopped: end the requests' tasks still going
        (what is left of them is discord.py's wait on a spent bucket)."""
        for sending in list(self._sendings):
            sending.call_off()

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
