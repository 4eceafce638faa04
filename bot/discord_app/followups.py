"""What a click (or a command) changed, shown through its own interaction.

Discord counts every REST request of a bot against its global limit (50 a second) and a
channel's buckets, except the interaction endpoints: the callback and the followups made with
the interaction's token. So the display's pass that follows an answered interaction posts the
game's new messages in the interaction's channel (the next turn's message, a ping, the final
standings) as followups of that interaction. Anything else (a direct message, another channel,
a thread to open, an edit of an older message) goes through the bot's own messenger, as it
would without the interaction.

A followup cannot carry a nonce: when its answer is lost (a crash, a failure after Discord
made it), the display looks for the message among the channel's last few (`Messenger.find`)
before posting it again by the bot's own request, which has one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import discord
from discord.http import handle_message_parameters
from discord.webhook.async_ import async_context

from ..app.display import Found, Messenger
from ..ui import Screen
from .answer import Answer
from .messenger import discord_failures
from .payloads import build_files, message_kwargs


async def send_followup(interaction: discord.Interaction, kwargs: dict[str, Any]) -> int:
    """`interaction.followup.send(**kwargs, wait=True)` returning only the new message's id:
    discord.py would make a Message of the answer, every button and menu option included."""
    state = interaction._state
    http = state.http
    with handle_message_parameters(
        **kwargs, previous_allowed_mentions=state.allowed_mentions
    ) as params:
        data = await async_context.get().execute_webhook(
            interaction.application_id,
            interaction.token,
            session=interaction._session,
            proxy=http.proxy,
            proxy_auth=http.proxy_auth,
            payload=params.payload,
            multipart=params.multipart,
            files=params.files,
            wait=True,
            with_components="components" in (params.payload or {}) or bool(params.multipart),
        )
    assert data is not None  # wait=True: Discord answers with the message
    return int(data["id"])


TOKEN_LIFE = 15 * 60.0  # seconds an interaction's token answers followups (Discord's docs)
TOKEN_MARGIN = 60.0  # a followup started this close to the end may arrive after it


class FollowupMessenger:
    """The display's calls for one pass right after an interaction was answered: posts in the
    interaction's channel are its followups; the rest is `rest`'s."""

    def __init__(
        self, answer: Answer, rest: Messenger, pictures: Any, clock: Callable[[], float]
    ) -> None:
        self.answer = answer
        self.rest = rest
        self.pictures = pictures
        self.clock = clock  # the bot's (Unix time): the token's age is told by it
        self.channel_id = str(answer.interaction.channel_id)

    def _token_spent(self) -> bool:
        """Whether the interaction's token is (nearly) past its life: a pass that waited that
        long (Discord failing, or time moved on in a test) posts by the bot's own requests."""
        made = self.answer.interaction.created_at.timestamp()
        return self.clock() - made > TOKEN_LIFE - TOKEN_MARGIN

    async def post(self, channel_id: str, screen: Screen, *, once: str | None = None) -> int:
        if channel_id != self.channel_id or not self.answer.deferred or self._token_spent():
            return await self.rest.post(channel_id, screen, once=once)
        files = await build_files(screen.attachments, self.pictures)
        # one try: a failure is the display's to try again, by the bot's own post (with a
        # nonce, after looking whether this one landed all the same)
        with discord_failures(channel_id):
            return await send_followup(self.answer.interaction, message_kwargs(screen, files))

    async def find(self, channel_id: str, screen: Screen) -> Found:
        return await self.rest.find(channel_id, screen)

    async def edit(
        self, channel_id: str, message_id: int, screen: Screen, *, pictures: bool
    ) -> None:
        await self.rest.edit(channel_id, message_id, screen, pictures=pictures)

    async def retire(self, channel_id: str, message_id: int, text: str) -> None:
        await self.rest.retire(channel_id, message_id, text)

    async def open_thread(
        self, channel_id: str, message_id: int | None, name: str, *, archive_minutes: int = 1440
    ) -> str:
        return await self.rest.open_thread(
            channel_id, message_id, name, archive_minutes=archive_minutes
        )

    async def direct(self, user_id: str, screen: Screen, *, once: str | None = None) -> int:
        return await self.rest.direct(user_id, screen, once=once)
