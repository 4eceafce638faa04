"""What players see catches up with what is stored.

The stored game and its table state (`state.py`) say what Discord should show: the game's
current message (lobby or turn) drawn from the stored game, old messages whose controls must
be taken away, and posts still to make. `Display` compares that with what it knows Discord
shows and does the difference through a `Messenger` (the Discord side implements it). A
failed call is tried again until it lands (see PROBE_EVERY); one Discord refused the bot for
now (`Denied`) after a while (see DENIED_FIRST); a newer state simply replaces the one that
failed; at start-up nothing is assumed shown, so every open game's message is drawn again.

Clicks usually update their message in their own answer (one request, at once); the adapter
reports that with `shown`, so the pass that follows finds nothing left to do.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable, Collection
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..pacer import MISSING, PLAYING, REDRAW, pacing
from ..ui import Screen
from .state import Post
from .tasks import cancel_and_wait

log = logging.getLogger(__name__)

# While Discord fails, one game (the prober) tries again every PROBE_EVERY seconds and the
# others wait for it: as soon as any call lands, every waiting game goes at once. So the
# games catch up within about a second of Discord answering again, without every game
# knocking on its own (200 games would be 200 failing requests a second).
PROBE_EVERY = 1.0
LAST_RETRY = 10.0  # a waiting game tries by itself after this long all the same
# Two actions on one game made within this many seconds of each other were made at the same
# moment: the second was made on what the first changed, before the member could see it.
SIMULTANEOUS = 0.05
# A pass that fails in a way nobody foresaw is not retried by itself (it would fail again),
# but news that came while it ran is drawn by passes of its own, at most this many in a row.
UNFORESEEN_TRIES = 3
# A game whose calls Discord refuses for now (`Denied`) tries again after DENIED_FIRST seconds,
# twice as long after each refusal in a row, at most DENIED_LAST: access may be missing for
# days, and every refusal counts toward Discord's ban on invalid requests (10,000 in 10
# minutes). News of the game tries at once, and so does news of its channel's access
# (`access_changed`), at most every ACCESS_EVERY seconds: a moderator toggling permissions
# must not make every game of a channel knock each time.
DENIED_FIRST = 1.0
DENIED_LAST = 300.0
# After this many refusals in a row (about an hour), a game knocks only every DENIED_SLOW
# seconds: a thread locked for good cost an invalid request every DENIED_LAST seconds until the
# game ended. News of the game or of its channel's access still tries at once; the slow knock
# is for access given back in a way the bot hears nothing of (a role's permissions).
DENIED_TRIES = 20
DENIED_SLOW = 3600.0
ACCESS_EVERY = 30.0


class Gone(Exception):
    """The message (or its channel) no longer exists, or the bot may not use it."""


class Denied(Gone):
    """Discord refused the bot a call it may be allowed again (View Channel taken away, the
    game's thread locked while the bot may not manage threads): the message is still there,
    its controls too. Kept as it is, and tried again after a while (DENIED_FIRST);
    `channel_id`: where, if the call knew."""

    def __init__(self, message: str, channel_id: str | None = None) -> None:
        super().__init__(message)
        self.channel_id = channel_id


class ChannelGone(Gone):
    """The channel itself no longer exists (a moderator deleted the game's thread, or the
    channel it came from); `channel_id`: which, where the call knew."""

    def __init__(self, message: str, channel_id: str | None = None) -> None:
        super().__init__(message)
        self.channel_id = channel_id


class Refused(Gone):
    """Discord refused a direct message to a member (they closed their DMs to the bot)."""


class Unreachable(Exception):
    """Discord did not take the call (server errors, no network, rate limits that never
    end): try again later, and not before `retry_after` seconds if Discord said so."""

    def __init__(self, message: str, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.retry_after = retry_after


@dataclass(slots=True)
class Refusals:
    """A game whose last passes Discord refused (`Denied`)."""

    count: int  # its passes refused in a row
    channel: str | None  # where the last refusal was
    woken: float = float("-inf")  # when news of access last woke it (the event loop's time)
    deferred: bool = False  # news came too soon after that: it wakes the game later


@dataclass(frozen=True, slots=True)
class Found:
    """What `Messenger.find` saw among the channel's last messages."""

    current: int | None  # the bot's newest message showing the screen's controls
    # the bot's other messages with controls of the screen's game, newest first, each with the
    # action count it was drawn at: posted as the bot died, their ids never stored
    earlier: tuple[tuple[int, int], ...] = ()


class Messenger(Protocol):
    """The calls the display makes; the Discord side implements them."""

    async def post(self, channel_id: str, screen: Screen, *, once: str | None = None) -> int:
        """Post a new message; returns its id. With `once`, a post made again soon after
        with the same `once` (the bot killed after Discord took it, before the id was
        stored) gives back the first message instead of a second copy."""

    async def find(self, channel_id: str, screen: Screen) -> Found:
        """The bot's recent messages in the channel with controls of the screen's game: the
        one that shows the screen's (the same turn's message, made by a call whose answer was
        lost), and the others."""

    async def edit(
        self, channel_id: str, message_id: int, screen: Screen, *, pictures: bool
    ) -> None:
        """Make a message show `screen` (its attachments only when `pictures`)."""

    async def retire(self, channel_id: str, message_id: int, text: str) -> None:
        """Take a message's controls away; with `text`, it shows only that line."""

    async def open_thread(
        self, channel_id: str, message_id: int | None, name: str, *, archive_minutes: int = 1440
    ) -> str:
        """Open a public thread (from a message, where given) that archives after
        `archive_minutes` without a message; returns its channel id."""

    async def direct(self, user_id: str, screen: Screen, *, once: str | None = None) -> int:
        """A direct message to a member; `Refused` if Discord will not deliver it (they
        closed their DMs to the bot). `once` as for `post`."""


# A poster that answers a slash command with the game's new message, used once if given.
Poster = Callable[[Screen], Awaitable[int]]


def fingerprint(screen: Screen) -> int:
    """What a message shows, in a few bytes: equal screens look the same to players.

    Python's own hash of the parts (buttons and menus are frozen, hashable): 6 us for a turn
    message where a digest of their repr took 58. It is kept only in this process's memory,
    and two different screens share a 64-bit hash about never."""
    embed = None if screen.embed is None else repr(screen.embed)  # an Embed is not frozen
    return hash((screen.content, tuple(screen.rows), embed, screen.mentions, picture_keys(screen)))


def picture_keys(screen: Screen) -> tuple[str, ...]:
    return tuple(a.key or a.filename for a in screen.attachments)


@dataclass(frozen=True)
class Shown:
    """What the display knows a message shows now."""

    fingerprint: int
    content: str
    controls: bool
    pictures: tuple[str, ...]

    @classmethod
    def of(cls, screen: Screen) -> Shown:
        return cls(fingerprint(screen), screen.content, bool(screen.rows), picture_keys(screen))


@dataclass
class Target:
    """What a game's messages should show now, from the stored game."""

    game_id: int
    channel_id: str
    turn: int | None  # which current message this is (-1: the lobby; None: none)
    current: Screen | None  # what the current message shows (None: the game has none now)
    message: int | None  # where it is shown (None: it must be posted)
    # old message -> (its channel, its one line once retired; "": only the controls go)
    stale: dict[int, tuple[str, str]] = field(default_factory=dict)
    outbox: list[tuple[Post, Screen]] = field(default_factory=list)
    thread_name: str | None = None  # open the game's thread first (from `anchor`)
    anchor: int | None = None
    archive_minutes: int = 1440  # its thread's archiving (a week for slow games)


@dataclass(frozen=True)
class Ping:
    """One member to tell it is their turn: by direct message (`screen`, with `fallback`, a
    mention in the game, if Discord refuses it) or by a mention in the game (`screen`)."""

    user_id: str
    how: str  # "dm" or "mention"
    turn: int
    screen: Screen
    fallback: Screen


class Tables(Protocol):
    """The application side of the display: the target of a game, and its bookkeeping."""

    async def display_target(self, game_id: int) -> Target | None: ...

    async def display_pings(self, game_id: int) -> list[Ping]:
        """The members to tell now that the game waits on them (after its current message
        is shown, so that a ping can link to it)."""

    async def display_pinged(self, game_id: int, ping: Ping, refused: bool) -> None:
        """A ping was sent (`refused`: as a mention, Discord having refused the DM)."""

    async def display_channel_gone(self, game_id: int, channel_id: str | None) -> bool:
        """A channel of the game no longer exists (None: its own); True if there is still
        something to show elsewhere (the display goes on), False to stop."""

    async def display_dm_refused(self, user_id: str) -> None:
        """Discord refused a direct message to a member: they hear why at their next command."""

    async def display_posted(
        self, game_id: int, turn: int, message_id: int, replacing: int | None = None
    ) -> bool:
        """A current message was posted for `turn` (in place of `replacing`, deleted); False
        if the game moved on meanwhile (the message is then retired)."""

    async def display_orphan(self, game_id: int, message_id: int, seq: int) -> bool:
        """A message the bot posted for the game at action count `seq`, its id never stored,
        is in sight: True if it is taken for the current turn's message (as if just posted),
        else it becomes a copy, or history with its turn's line, or nothing if known."""

    async def display_retired(self, game_id: int, message_id: int) -> None: ...

    async def display_sent(self, game_id: int, post: Post, message_id: int) -> None: ...

    async def display_thread(self, game_id: int, thread_id: str | None) -> None:
        """The game's thread was opened (None: it cannot be: the game stays where it is)."""

    async def displayed_games(self) -> list[int]:
        """The games whose messages may still need work (open games, and ended ones with
        posts still to make)."""


def _reminding(target: Target) -> bool:
    """Whether a reminder of the turn is about to go out (in the game or as a DM)."""
    return any(post.kind in ("reminder", "dm") for post, _ in target.outbox)


class Display:
    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        self.messenger: Messenger | None = None
        self._shown: dict[int, Shown] = {}
        self._tasks: dict[int, asyncio.Task[None]] = {}
        self._again: dict[int, asyncio.Event] = {}
        self._locks: dict[int, asyncio.Lock] = {}
        self.failures = 0  # calls that failed and were retried (for tests and logs)
        self._answering = asyncio.Event()  # clear while Discord fails the display's calls
        self._answering.set()
        self._prober: int | None = None  # the game that tries again while Discord fails
        self._waiting: set[int] = set()  # games waiting for Discord to answer again
        # games whose current message may have been posted without its id being stored (a
        # crash, a followup whose answer was lost): looked for before it is posted again
        self._unsure: set[int] = set()
        # until the start-up's redraw marks them (`refresh`), every game is: a click may
        # come first, on a message posted as the last process died
        self._refreshed = False
        self._urgency: dict[int, float] = {}  # a woken game's pace (`bot.pacer`)
        self._acted: dict[int, float] = {}  # game -> when its last action was stored
        # games whose background pass is under way: it gives way to a member's act (`gave_way`)
        self._yielding: set[int] = set()
        self._closed = False  # stopping: no new pass (the next start redraws every game)
        self._refused: dict[int, Refusals] = {}  # games Discord refuses for now

    # -- what the adapter tells us --------------------------------------------------------------
    def shown(self, message_id: int, screen: Screen) -> None:
        """A message now shows `screen` (e.g. a click's answer updated it)."""
        self._shown[message_id] = Shown.of(screen)

    def forget(self, message_id: int) -> None:
        """What a message shows is no longer known (an update may or may not have landed)."""
        self._shown.pop(message_id, None)

    def lock(self, game_id: int) -> asyncio.Lock:
        """Held while anything goes to Discord about a game (a click's answer, a pass of the
        display), so that Discord applies a game's updates in the order they were made."""
        return self._locks.setdefault(game_id, asyncio.Lock())

    def knows(self, message_id: int, screen: Screen) -> bool:
        seen = self._shown.get(message_id)
        return seen is not None and seen.fingerprint == fingerprint(screen)

    def may_give_way(self, game_id: int) -> bool:
        """Whether a background pass is under way for the game (`gave_way`)."""
        return game_id in self._yielding

    def gave_way(self, game_id: int) -> None:
        """A member acts on the game, and the request its background pass was waiting to
        make under the rate limit (a restart's redraw, an old message retired) was called
        off before it went (`Pacer.withdraw`, `Pacer.hold_off`), ending that pass, rather than
        keep the member waiting behind it (every step of a pass is stored as it lands, so none
        is half done). The member's answer redraws the clicked message; a pass after it does
        whatever else is left."""
        task = self._tasks.get(game_id)
        if task is not None and not task.done():
            task.add_done_callback(lambda _: self.wake(game_id))
        else:  # the pass ended already (called off as it asked)
            self.wake(game_id)

    def acted(self, game_id: int, made_at: float | None) -> None:
        """An action on the game was stored: made at `made_at` (Unix time; None: now)."""
        self._acted[game_id] = time.time() if made_at is None else made_at

    def acted_with(self, game_id: int, made_at: float) -> bool:
        """Whether the game's last action (that this process stored since it started) was made
        within SIMULTANEOUS of `made_at`, or after it."""
        return self._acted.get(game_id, float("-inf")) >= made_at - SIMULTANEOUS

    def knows_pictures(self, message_id: int, screen: Screen) -> bool:
        """Whether the message already carries the screen's pictures (no need to upload)."""
        seen = self._shown.get(message_id)
        return seen is not None and seen.pictures == picture_keys(screen)

    # -- converging ----------------------------------------------------------------------------
    def wake(self, game_id: int, urgency: float = PLAYING) -> None:
        """Bring the game's messages up to date in the background (coalesced per game), its
        requests paced at `urgency` (`bot.pacer`: lower goes first)."""
        if self._closed:  # a click answered as the bot stops: its store closes next
            return
        self._urgency[game_id] = min(urgency, self._urgency.get(game_id, urgency))
        self._again.setdefault(game_id, asyncio.Event()).set()
        task = self._tasks.get(game_id)
        if task is None or task.done():
            self._tasks[game_id] = asyncio.create_task(self._run(game_id))

    async def _run(self, game_id: int) -> None:
        again = self._again.setdefault(game_id, asyncio.Event())
        unforeseen = 0  # passes in a row that failed unforeseen
        try:
            while again.is_set():
                again.clear()
                urgency = self._urgency.pop(game_id, PLAYING)
                try:
                    with pacing(urgency, game_id, background=True):
                        await self.converge(game_id, background=True)
                except Unreachable as error:
                    self.failures += 1
                    await self._after_failure(game_id, again, error)
                    self._urgency[game_id] = min(urgency, self._urgency.get(game_id, urgency))
                    again.set()
                except Denied as error:  # allowed again some day: its messages stay as known
                    await self._after_denial(game_id, again, error)
                    self._urgency[game_id] = min(urgency, self._urgency.get(game_id, urgency))
                    again.set()
                    continue
                except ChannelGone as error:  # its thread was deleted: end it, tell its channel
                    log.warning("game %s: its channel is gone (%s)", game_id, error)
                    if not await self.tables.display_channel_gone(game_id, error.channel_id):
                        return
                    again.set()
                except Gone as error:  # the bot may not post here any more: nothing to retry
                    log.warning("game %s: cannot show it (%s)", game_id, error)
                    return
                except Exception:
                    log.exception("game %s: the display failed", game_id)
                    unforeseen += 1
                    if unforeseen >= UNFORESEEN_TRIES:
                        return
                    continue  # a wake during the pass (`again` set): its news is drawn
                unforeseen = 0
                self._refused.pop(game_id, None)
        finally:
            # its refusals end with it (a pass given up, a channel gone): access news of its
            # channel wakes it no more
            self._refused.pop(game_id, None)
            if self._prober == game_id:  # another waiting game probes from now on
                self._prober = None
                if not self._answering.is_set() and self._waiting:
                    self._again[next(iter(self._waiting))].set()

    async def _after_failure(self, game_id: int, again: asyncio.Event, error: Exception) -> None:
        """Wait before a failed game tries again: a second for the prober, else until
        Discord answers a call of any game (or newer news of this one comes)."""
        self._answering.clear()
        if self._prober is None:
            self._prober = game_id
        probing = self._prober == game_id
        wait = PROBE_EVERY if probing else LAST_RETRY
        spent = error.retry_after if isinstance(error, Unreachable) else None
        if spent is not None:
            # the route's bucket is spent for this long (Discord said so): honoured, whatever
            # else lands meanwhile, and whatever news of the game comes
            wait = max(PROBE_EVERY, spent)
        log.warning(
            "game %s: Discord failed (%s); %s",
            game_id,
            error,
            f"again in {wait:.1f}s" if probing or spent else "waiting for Discord to answer",
        )
        self._waiting.add(game_id)
        if spent is not None:
            try:
                await asyncio.sleep(wait)
            finally:
                self._waiting.discard(game_id)
            return
        waits = [asyncio.ensure_future(again.wait())]
        if not probing:
            waits.append(asyncio.ensure_future(self._answering.wait()))
        try:
            await asyncio.wait(waits, timeout=wait, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for waiting in waits:
                waiting.cancel()
            self._waiting.discard(game_id)

    async def _after_denial(self, game_id: int, again: asyncio.Event, error: Denied) -> None:
        """Wait before a game Discord refused tries again: longer after each refusal in a
        row (DENIED_FIRST to DENIED_LAST), or until news of it comes (`wake`)."""
        refused = self._refused.setdefault(game_id, Refusals(0, error.channel_id))
        refused.count += 1
        refused.channel = error.channel_id
        if refused.count >= DENIED_TRIES:
            wait = DENIED_SLOW
        else:
            wait = min(DENIED_FIRST * 2 ** (refused.count - 1), DENIED_LAST)
        log.warning("game %s: Discord refused the bot (%s); again in %.0fs", game_id, error, wait)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(again.wait(), wait)

    def knocking(self, game_id: int) -> bool | None:
        """Whether a game Discord refuses still tries again at its backoff's pace (False: only
        every DENIED_SLOW seconds, and on news); None if it is not refused."""
        refused = self._refused.get(game_id)
        return None if refused is None else refused.count < DENIED_TRIES

    def access_changed(self, channel_ids: Collection[str]) -> None:
        """Discord told of something that may give the bot back what it was refused in these
        channels (their permissions changed, a thread unlocked): their games try again."""
        loop = asyncio.get_running_loop()
        now = loop.time()
        for game_id, refused in list(self._refused.items()):
            if refused.channel not in channel_ids:
                continue
            if now - refused.woken >= ACCESS_EVERY:
                refused.woken = now
                self.wake(game_id)
            elif not refused.deferred:
                # news too soon after the last: kept for later, not dropped (a moderator's
                # second step may be the one that gives access back)
                refused.deferred = True
                loop.call_later(refused.woken + ACCESS_EVERY - now, self._news_kept, game_id)

    def _news_kept(self, game_id: int) -> None:
        refused = self._refused.get(game_id)
        if refused is None or self._closed:
            return
        refused.deferred = False
        refused.woken = asyncio.get_running_loop().time()
        self.wake(game_id)

    def answered(self) -> None:
        """Discord took a call (the display's, or an interaction's answer): games waiting
        for it go at once."""
        if not self._answering.is_set():
            self._answering.set()
            self._prober = None

    async def settled(self, game_id: int, timeout: float) -> bool:
        """Wait until the background work for a game is done (True) or `timeout` passes."""
        task = self._tasks.get(game_id)
        if task is None or task.done():
            return True
        done, _ = await asyncio.wait({task}, timeout=timeout)
        return bool(done)

    async def converge(
        self,
        game_id: int,
        *,
        respond: Poster | None = None,
        via: Messenger | None = None,
        background: bool = False,
    ) -> bool:
        """One pass: make Discord show the game's target. Raises Unreachable if a call
        failed (what landed before it is kept). Returns whether `respond` was used. `via`
        makes the pass's calls instead of the bot's own messenger (an interaction's
        followups, which Discord does not count against the bot's rate limits)."""
        if self.messenger is None:
            return False
        async with self.lock(game_id):
            if not background:
                return await self._converge(game_id, respond, via)
            self._yielding.add(game_id)  # holding the game: may give way (`gave_way`)
            try:
                return await self._converge(game_id, respond, via)
            finally:
                self._yielding.discard(game_id)

    async def converge_held(self, game_id: int, *, via: Messenger | None = None) -> None:
        """The same pass for a caller that holds the game's lock already (a click being
        answered that needs the current message to exist, to link to it, or that shows
        what it changed through its own interaction)."""
        if self.messenger is not None:
            await self._converge(game_id, None, via)

    async def _converge(
        self, game_id: int, respond: Poster | None, via: Messenger | None = None
    ) -> bool:
        messenger = via or self.messenger
        assert messenger is not None
        target = await self.tables.display_target(game_id)
        if target is None:
            return False
        # a call Discord refuses for now: the rest of the pass goes on (a reminder DM, the
        # other messages), and the pass fails at its end, to be tried again after a while
        denied: Denied | None = None
        if target.thread_name is not None:  # a new game's thread, before its messages
            try:
                thread = await self._call(
                    messenger.open_thread(
                        target.channel_id,
                        target.anchor,
                        target.thread_name,
                        archive_minutes=target.archive_minutes,
                    )
                )
            except Gone as error:  # not allowed here: the game stays in the channel
                log.info("game %s: no thread (%s)", game_id, error)
                thread = None
            await self.tables.display_thread(game_id, None if thread is None else str(thread))
            target = await self.tables.display_target(game_id)
            if target is None:
                return False
        used = False
        # the current message first: it is what players act on
        if target.current is not None and target.turn is not None:
            screen = target.current
            if target.message is not None:
                self._unsure.discard(game_id)
            elif respond is None and (game_id in self._unsure or not self._refreshed):
                # a post whose answer was lost (a crash, a failed followup) may have landed
                with pacing(MISSING, game_id):  # its players have nothing to click: first
                    found: Found = await self._call(messenger.find(target.channel_id, screen))
                self._unsure.discard(game_id)
                if found.current is not None:
                    if not await self.tables.display_posted(game_id, target.turn, found.current):
                        self.wake(game_id)  # the game moved on meanwhile: draw it again
                        return False
                    target.message = found.current
                # the game's other messages with controls, not already on their way out
                orphans = [(m, seq) for m, seq in found.earlier if m not in target.stale]
                for message_id, seq in orphans:  # newest first: the newest is taken up first
                    if await self.tables.display_orphan(game_id, message_id, seq):
                        target.message = message_id  # an earlier moment of this turn: redrawn
                if orphans:
                    self.wake(game_id)  # the others retire in the pass that follows
            if target.message is None:
                if respond is not None:
                    message_id = await respond(screen)
                    used = True
                else:
                    try:
                        with pacing(MISSING, game_id):  # its players have nothing to click
                            message_id = await self._call(
                                messenger.post(
                                    target.channel_id,
                                    screen,
                                    once=f"{target.channel_id}:{game_id}:t{target.turn}",
                                )
                            )
                    except Unreachable:
                        if messenger is not self.messenger:  # a followup, without a nonce
                            self._unsure.add(game_id)
                        raise
                self.shown(message_id, screen)
                if not await self.tables.display_posted(game_id, target.turn, message_id):
                    self.wake(game_id)  # the game moved on meanwhile: draw it again
            elif not self.knows(target.message, screen) or _reminding(target):
                # a reminder checks the message it sends the member to is still there: the bot
                # hears of no deletion (guilds intent only), and a message a moderator deleted
                # left the game without controls until someone acted by command
                seen = self._shown.get(target.message)
                pictures = seen is None or seen.pictures != picture_keys(screen)
                try:
                    await self._call(
                        messenger.edit(target.channel_id, target.message, screen, pictures=pictures)
                    )
                    self.shown(target.message, screen)
                except Denied as error:  # still there, its controls too: edited once
                    denied = error  # allowed, as one posted in its place would leave two
                except Gone:  # deleted by someone: post the current message again
                    message_id = await self._call(messenger.post(target.channel_id, screen))
                    self.shown(message_id, screen)
                    await self.tables.display_posted(
                        game_id, target.turn, message_id, replacing=target.message
                    )
        for ping in await self.tables.display_pings(game_id):
            await self._ping(messenger, game_id, target.channel_id, ping)
        for message_id, (channel, text) in target.stale.items():
            seen = self._shown.get(message_id)
            done = seen is not None and not seen.controls and (not text or seen.content == text)
            if not done and via is not None:
                # an edit no interaction carries: left to the background pass that follows,
                # which gives way to clicks, rather than made while this one holds the game
                continue
            if not done:
                try:
                    await self._call(
                        messenger.retire(channel or target.channel_id, message_id, text)
                    )
                except Denied as error:  # kept to retire once allowed; the others go on
                    denied = error
                    continue
                except Gone:  # deleted: nothing left to retire
                    pass
            await self.tables.display_retired(game_id, message_id)
            self._shown.pop(message_id, None)  # retired for good: nothing asks again
        while target is not None and target.outbox:
            post, screen = target.outbox[0]
            channel = post.channel or target.channel_id
            once = f"{channel}:{game_id}:p{post.number}"
            if post.kind == "dm" and post.mentions:
                message_id = await self._direct(messenger, post.mentions[0], screen, channel, once)
            else:
                message_id = await self._call(messenger.post(channel, screen, once=once))
            self.shown(message_id, screen)
            await self.tables.display_sent(game_id, post, message_id)
            # a later post may name an earlier one (the end's line links the standings)
            target = await self.tables.display_target(game_id)
        if denied is not None:
            raise denied
        return used

    async def _ping(self, messenger: Messenger, game_id: int, channel_id: str, ping: Ping) -> None:
        once = f"ping:{game_id}:{ping.user_id}:{ping.turn}"
        refused = False
        if ping.how == "dm":
            try:
                await self._call(messenger.direct(ping.user_id, ping.screen, once=once))
            except Refused:
                refused = True
        if ping.how != "dm" or refused:
            await self._call(messenger.post(channel_id, ping.fallback, once=once + "m"))
        await self.tables.display_pinged(game_id, ping, refused)

    async def _direct(
        self, messenger: Messenger, user_id: str, screen: Screen, channel_id: str, once: str
    ) -> int:
        """A direct message from the outbox (a slow game's reminder); refused, it is said in
        the game's channel instead."""
        try:
            return int(await self._call(messenger.direct(user_id, screen, once=once)))
        except Refused:
            await self.tables.display_dm_refused(user_id)
            return int(await self._call(messenger.post(channel_id, screen, once=once)))

    async def _call(self, call: Awaitable[Any]) -> Any:
        try:
            done = await call
        except (Gone, Unreachable):
            raise
        except Exception as error:  # anything else Discord's side raised: try again later
            raise Unreachable(repr(error)) from error
        self.answered()
        return done

    async def refresh(self) -> None:
        """At start-up: nothing is known to be shown; draw every game's messages again."""
        self._shown.clear()
        games = await self.tables.displayed_games()  # the latest played first
        self._refreshed = True
        for rank, game_id in enumerate(games):
            self._unsure.add(game_id)
            self.wake(game_id, REDRAW + rank / (len(games) + 1))

    async def close(self) -> None:
        self._closed = True
        await cancel_and_wait(self._tasks.values())
