"""The answer guard: every interaction is acknowledged within Discord's 3 seconds, whatever
its work costs, and its responses never cross. A response Discord fails with a server error
is tried again at once, for as long as it can still land (see `Answer.respond`)."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import discord
from discord.http import Route
from discord.webhook.async_ import async_context, interaction_message_response_params

from .retries import ServerTrouble, own_retries

ACK_AFTER = 1.0  # seconds of work after which an interaction is acknowledged first
DEADLINE = 3.0  # Discord's: an interaction not acknowledged by then has failed
# A failed response is tried again after these pauses (then the last, again and again)...
PAUSES = (0.05, 0.1, 0.2, 0.3, 0.4, 0.5)
# ... while it can still land: the first response by the deadline, less the time a request
# takes; a followup or an edit of the first response (the token lives 15 minutes) this long
LANDING = 0.25
LATER_PATIENCE = 10.0

T = TypeVar("T")


async def update_clicked_message(interaction: discord.Interaction, edit: dict[str, Any]) -> None:
    """`interaction.response.edit_message(**edit)` without asking for the message back.

    Since discord.py 2.5 that call always asks Discord to send the edited message back
    (`with_response`) and makes discord.py objects of it, each button and menu option
    included: 4% of the Python time of a click (py-spy), for an answer the bot never reads.
    The same request is made here without it, by discord.py's own payload builder and
    webhook adapter (retries and rate limits as for edit_message).
    """
    response = interaction.response
    if response.is_done():
        raise discord.InteractionResponded(interaction)
    state = interaction._state
    params = interaction_message_response_params(
        type=discord.InteractionResponseType.message_update.value,
        content=edit.get("content", discord.utils.MISSING),
        embed=edit.get("embed", discord.utils.MISSING),
        view=edit.get("view", discord.utils.MISSING),
        attachments=edit.get("attachments", discord.utils.MISSING),
        previous_allowed_mentions=state.allowed_mentions,
        allowed_mentions=edit.get("allowed_mentions", discord.utils.MISSING),
    )
    route = Route(
        "POST",
        "/interactions/{webhook_id}/{webhook_token}/callback",
        webhook_id=interaction.id,
        webhook_token=interaction.token,
    )
    http = state.http
    with params:  # closes the files once sent
        await async_context.get().request(
            route,
            session=interaction._session,
            proxy=http.proxy,
            proxy_auth=http.proxy_auth,
            payload=None if params.files else params.payload,
            multipart=params.multipart,
            files=params.files,
        )
    response._response_type = discord.InteractionResponseType.message_update


class Answer:
    """One interaction, acknowledged in time whatever the work costs: if the answer is not
    ready ACK_AFTER seconds after Discord made the interaction, it is deferred and answered by
    edits and followups later. Every response goes through `lock`, so the deferral and the
    answer never cross."""

    def __init__(
        self,
        interaction: discord.Interaction,
        *,
        component: bool,
        answered: Callable[[], None] = lambda: None,
    ) -> None:
        self.interaction = interaction
        self.component = component
        self.answered = answered  # told when Discord took a response
        self.lock = asyncio.Lock()
        # a timer, not a task per click: most answers come before it fires, and a cancelled
        # task kept its frame (and so the interaction) alive in a cycle until a full collection
        self._timer: asyncio.TimerHandle | None = None
        self._deferring: asyncio.Task[None] | None = None
        # a command deferred while its work ran says "thinking" to its member only
        self.private = False
        self._deadline = 0.0  # the event loop's time by which the first response must land

    async def __aenter__(self) -> Answer:
        # Counted from Discord's stamp on the interaction: in a burst of clicks one may wait
        # in the bot's queue before its turn comes, and is then deferred at once, before its
        # work, so that it meets the deadline. A stamp that cannot be right (a clock set
        # apart from Discord's) counts from now.
        age = (discord.utils.utcnow() - self.interaction.created_at).total_seconds()
        if not 0.0 <= age < DEADLINE:
            age = 0.0
        self._deadline = asyncio.get_running_loop().time() + DEADLINE - age
        if age >= ACK_AFTER:
            await self._defer()
        else:
            self._timer = asyncio.get_running_loop().call_later(ACK_AFTER - age, self._defer_now)
        return self

    async def __aexit__(self, *exc: object) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    async def release(self) -> None:
        """Once the interaction is answered for good (its followups too): break the reference
        cycle discord.py leaves between it and its response (each holds the other), so that
        the interaction and all it holds (its message, member, payload: some twenty objects)
        are freed at once by reference counting, not by the garbage collector, whose passes
        over them hold the event loop (20-50 ms each under load). Read again, the response
        would be a new one that knows nothing of the answer: nothing may answer after this."""
        if self._deferring is not None and not self._deferring.done():
            await asyncio.wait({self._deferring})  # a deferral under way reads the response
        with contextlib.suppress(AttributeError):  # never read: nothing to break
            delattr(self.interaction, "_cs_response")  # discord.py's cached response

    def _defer_now(self) -> None:
        self._timer = None
        self._deferring = asyncio.create_task(self._defer())  # kept: a task is weakly held

    async def _defer(self) -> None:
        async with self.lock:
            response = self.interaction.response
            if not response.is_done():
                with contextlib.suppress(discord.HTTPException, ServerTrouble):
                    if self.component:
                        await self.respond(response.defer, first=True)
                    else:
                        await self.respond(
                            lambda: response.defer(ephemeral=True, thinking=True), first=True
                        )
                        self.private = True

    @property
    def deferred(self) -> bool:
        return self.interaction.response.is_done()

    async def first_or_followup(
        self, first: Callable[[], Awaitable[object]], followup: Callable[[], Awaitable[object]]
    ) -> None:
        """`first` as the interaction's response, or `followup` once it has one (deferred),
        under `lock` so that the deferral and this never cross."""
        async with self.lock:
            if self.deferred:
                await self.respond(followup, first=False)
            else:
                await self.respond(first, first=True)

    async def respond(self, call: Callable[[], Awaitable[T]], *, first: bool) -> T:
        """Make one response (`call` builds it afresh each time: files are spent by a
        request). A server error is tried again after a short pause, not after discord.py's
        1 and 3 s, which miss the deadline: the first response (`first`) while it can still
        land, later ones for LATER_PATIENCE seconds. Raises `ServerTrouble` when time is up."""
        loop = asyncio.get_running_loop()
        until = self._deadline - LANDING if first else loop.time() + LATER_PATIENCE
        pauses = iter(PAUSES)
        pause = next(pauses)
        while True:
            try:
                with own_retries():
                    done = await call()
            except ServerTrouble:
                if loop.time() + pause >= until:
                    raise
                await asyncio.sleep(pause)
                pause = next(pauses, pause)
                continue
            self.answered()
            return done
