"""The answer guard: every interaction is acknowledged within Discord's 3 seconds, whatever
its work costs, and its responses never cross."""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

import discord
from discord.http import Route
from discord.webhook.async_ import async_context, interaction_message_response_params

ACK_AFTER = 1.0  # seconds of work after which an interaction is acknowledged first
DEADLINE = 3.0  # Discord's: an interaction not acknowledged by then has failed


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

    def __init__(self, interaction: discord.Interaction, *, component: bool) -> None:
        self.interaction = interaction
        self.component = component
        self.lock = asyncio.Lock()
        # a timer, not a task per click: most answers come before it fires, and a cancelled
        # task kept its frame (and so the interaction) alive in a cycle until a full collection
        self._timer: asyncio.TimerHandle | None = None
        self._deferring: asyncio.Task[None] | None = None
        # a command deferred while its work ran says "thinking" to its member only
        self.private = False

    async def __aenter__(self) -> Answer:
        # Counted from Discord's stamp on the interaction: in a burst of clicks one may wait
        # in the bot's queue before its turn comes, and is then deferred at once, before its
        # work, so that it meets the deadline. A stamp that cannot be right (a clock set
        # apart from Discord's) counts from now.
        age = (discord.utils.utcnow() - self.interaction.created_at).total_seconds()
        if not 0.0 <= age < DEADLINE:
            age = 0.0
        if age >= ACK_AFTER:
            await self._defer()
        else:
            self._timer = asyncio.get_running_loop().call_later(ACK_AFTER - age, self._defer_now)
        return self

    async def __aexit__(self, *exc: object) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _defer_now(self) -> None:
        self._timer = None
        self._deferring = asyncio.create_task(self._defer())  # kept: a task is weakly held

    async def _defer(self) -> None:
        async with self.lock:
            response = self.interaction.response
            if not response.is_done():
                with contextlib.suppress(discord.HTTPException):
                    if self.component:
                        await response.defer()
                    else:
                        await response.defer(ephemeral=True, thinking=True)
                        self.private = True

    @property
    def deferred(self) -> bool:
        return self.interaction.response.is_done()
