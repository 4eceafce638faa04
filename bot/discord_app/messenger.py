"""The display's calls (`bot.app.display.Messenger`) made with discord.py: posting, editing
and retiring the messages of games, and opening their threads."""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Iterator
from typing import Any

import aiohttp
import discord
from discord.http import MultipartParameters, handle_message_parameters

from ..app.display import ChannelGone, Denied, Found, Gone, Refused, Unreachable
from ..ui import Screen, drawn_at
from .host import Host
from .interactions import component_ids
from .payloads import build_files, build_view, clip, edit_kwargs, message_kwargs
from .retries import ServerTrouble, own_retries, spent_for

log = logging.getLogger(__name__)

THREAD_ARCHIVED = 50083  # Discord's code for an edit in an archived thread
THREAD_LOCKED = 160005  # a write in a locked thread, by a bot that may not manage threads
UNKNOWN_CHANNEL = 10003
CANNOT_MESSAGE_USER = 50007  # a DM to someone who closed their DMs to the bot
DM_CHANNELS_KEPT = 10_000
ARCHIVED_KEPT = 10_000  # threads known archived (games' threads idle for their archive time)
FIND_AMONG = 10  # the last messages of a channel looked through for one posted before a crash


class DiscordMessenger:
    """The display's calls (`bot.app.display.Messenger`) made with discord.py."""

    def __init__(self, bot: Host) -> None:
        self.bot = bot
        # a member's DM channel with the bot never changes: opened once (Discord's route for
        # it has a small bucket of its own), the most recently used kept
        self._dm_channels: OrderedDict[str, str] = OrderedDict()
        # threads the gateway said were archived (THREAD_UPDATE) and not reopened since: an
        # edit there is refused (50083), so the thread is reopened before it, not after
        self._archived: set[str] = set()

    def _channel(self, channel_id: str) -> Any:
        return self.bot.get_channel(int(channel_id)) or self.bot.get_partial_messageable(
            int(channel_id)
        )

    async def post(self, channel_id: str, screen: Screen, *, once: str | None = None) -> int:
        files = await build_files(screen.attachments, self.bot.app.pictures)
        # the request Messageable.send makes, without making a Message of the answer (every
        # button and menu option of it): only its id is kept
        params = handle_message_parameters(
            **message_kwargs(screen, files), previous_allowed_mentions=self.bot.allowed_mentions
        )
        if once is not None:
            # Discord gives back the message it made for this nonce in the past few minutes
            # rather than a second one: a post repeated after a crash makes no copy
            with_nonce(params, hashlib.blake2b(once.encode(), digest_size=12).hexdigest())
        with discord_failures(channel_id), params:
            sent = await self.bot.pacer.send(
                lambda: self.bot.http.send_message(int(channel_id), params=params), json.loads
            )
        self._archived.discard(channel_id)  # a post reopens its thread
        return int(sent["id"])

    async def find(self, channel_id: str, screen: Screen) -> Found:
        """The bot's messages among the channel's last few with controls of the screen's
        game: the newest that has the screen's own (their custom ids name the game and its
        action count: the same turn's message), and the others with the action count they
        were drawn at. Read history is needed; without it nothing is found."""
        view = build_view(screen)  # its ids as Discord's payload will have them
        wanted = component_ids(view.to_components()) if view is not None else frozenset()
        if not wanted:
            return Found(None)
        me = self.bot.user.id if self.bot.user is not None else None
        with discord_failures(channel_id):
            try:
                recent = await self.bot.http.logs_from(int(channel_id), FIND_AMONG)
            except discord.Forbidden:
                return Found(None)
        current = None
        earlier: list[tuple[int, int]] = []
        for message in recent:  # newest first
            if int(message.get("author", {}).get("id", 0)) != me:
                continue
            ids = component_ids(message.get("components"))
            if ids == wanted and current is None:
                current = int(message["id"])
                continue
            drawn = None if screen.game_id is None else drawn_at(ids, screen.game_id)
            if drawn is not None:
                earlier.append((int(message["id"]), drawn))
        return Found(current, tuple(earlier))

    async def edit(
        self, channel_id: str, message_id: int, screen: Screen, *, pictures: bool
    ) -> None:
        async def edit_once() -> None:
            kwargs = edit_kwargs(screen)
            if pictures:  # files are spent by a request: made anew for a second one
                kwargs["attachments"] = await build_files(screen.attachments, self.bot.app.pictures)
            await self._edit(channel_id, message_id, kwargs)

        with discord_failures(channel_id):
            await self._in_open_thread(channel_id, edit_once)

    async def retire(self, channel_id: str, message_id: int, text: str) -> None:
        kwargs: dict[str, Any] = {"view": None}
        if text:  # a turn's message shrinks to its line: no picture either
            kwargs.update(
                content=clip(text), attachments=[], allowed_mentions=discord.AllowedMentions.none()
            )

        async def retire_once() -> None:
            await self._edit(channel_id, message_id, kwargs)

        with discord_failures(channel_id):
            await self._in_open_thread(channel_id, retire_once)

    async def _edit(self, channel_id: str, message_id: int, kwargs: dict[str, Any]) -> None:
        """One edit, done once Discord answered (`Pacer.send`): nothing of the edited
        message is read back."""

        async def edit() -> None:
            await self._channel(channel_id).get_partial_message(message_id).edit(**kwargs)

        await self.bot.pacer.send(edit, lambda _: None)

    def thread_archived(self, channel_id: str, archived: bool) -> None:
        """The gateway told a thread's state (archived by Discord or a moderator, or open)."""
        if not archived:
            self._archived.discard(channel_id)
            return
        if len(self._archived) >= ARCHIVED_KEPT:  # reopened ones are dropped as they go
            self._archived.clear()
        self._archived.add(channel_id)

    async def _in_open_thread(self, channel_id: str, edit: Callable[[], Awaitable[None]]) -> None:
        """An edit in a thread that is open: reopened first where the gateway said it was
        archived (no message for its auto-archive time: players away for a day; or a
        moderator), else made again once reopened if Discord refused it as archived (archived
        while the bot was down: the gateway does not tell). Posting reopens a thread by
        itself; editing does not."""
        if channel_id in self._archived:
            self._archived.discard(channel_id)
            log.info("reopening archived thread %s to edit a message in it", channel_id)
            try:
                await self.reopen(channel_id)
            except discord.HTTPException as error:
                # a mark gone stale (reopened meanwhile, by someone the bot may not follow:
                # 403): the edit's own answer says what holds, as without the mark
                log.info("thread %s: not reopened before an edit (%s)", channel_id, error)
        try:
            await edit()
        except discord.HTTPException as error:
            if error.code != THREAD_ARCHIVED:
                raise
            log.info("reopening archived thread %s to edit a message in it", channel_id)
            await self.reopen(channel_id)
            await edit()

    async def reopen(self, channel_id: str) -> None:
        """Unarchive a thread (Discord asks only Send Messages for it when it is not locked)."""
        await self.bot.http.edit_channel(int(channel_id), archived=False)
        self._archived.discard(channel_id)

    async def open_thread(
        self, channel_id: str, message_id: int | None, name: str, *, archive_minutes: int = 1440
    ) -> str:
        channel = self.bot.get_channel(int(channel_id))
        if not isinstance(channel, discord.TextChannel):
            raise Gone(f"channel {channel_id} cannot hold threads")
        minutes: Any = archive_minutes  # one of Discord's four durations
        share_thread_bucket(self.bot.http)
        with discord_failures(channel_id):
            if message_id is not None:
                message = channel.get_partial_message(message_id)
                thread = await message.create_thread(name=name[:100], auto_archive_duration=minutes)
            else:
                thread = await channel.create_thread(
                    name=name[:100],
                    type=discord.ChannelType.public_thread,
                    auto_archive_duration=minutes,
                )
        return str(thread.id)

    async def direct(self, user_id: str, screen: Screen, *, once: str | None = None) -> int:
        channel = self._dm_channels.get(user_id)
        if channel is not None:
            self._dm_channels.move_to_end(user_id)
        else:
            with discord_failures():
                try:
                    opened = await self.bot.http.start_private_message(int(user_id))
                except discord.HTTPException as error:
                    if error.code == CANNOT_MESSAGE_USER:
                        raise Refused(str(error)) from error
                    raise
            channel = self._dm_channels[user_id] = str(opened["id"])
            while len(self._dm_channels) > DM_CHANNELS_KEPT:
                self._dm_channels.popitem(last=False)
        try:
            return await self.post(channel, screen, once=once)
        except Gone as error:
            self._dm_channels.pop(user_id, None)  # opened afresh next time
            raise Refused(str(error)) from error


# Discord's routes that open a thread in a channel, from a message or not (discord.py's keys)
THREAD_ROUTES = (
    "POST /channels/{channel_id}/threads",
    "POST /channels/{channel_id}/messages/{message_id}/threads",
)


def share_thread_bucket(http: Any) -> None:
    """Tell discord.py that both routes that open threads count against one bucket per
    channel, once Discord has named it for either. discord.py learns a route's bucket from its
    first answer only: after a tournament's round had spent a channel's threads, the first
    game opened from its lobby was sent anyway and met a 429. Should Discord name a different
    bucket for the other route, discord.py takes that one from its answer."""
    known = getattr(http, "_bucket_hashes", None)  # route -> bucket; private, so checked
    if not isinstance(known, dict):
        return
    bucket = next((known[route] for route in THREAD_ROUTES if route in known), None)
    if bucket is not None:
        for route in THREAD_ROUTES:
            known.setdefault(route, bucket)


def with_nonce(params: MultipartParameters, nonce: str) -> None:
    """Add an enforced nonce (at most 25 characters: a digest of what the post is) to a
    message's request; discord.py's builder has no `enforce_nonce`, and with files its JSON
    is already a form part."""
    extra = {"nonce": nonce, "enforce_nonce": True}
    if params.payload is not None:
        params.payload.update(extra)
    for part in params.multipart or ():
        if part["name"] == "payload_json":
            part["value"] = json.dumps(json.loads(part["value"]) | extra)


@contextlib.contextmanager
def discord_failures(channel_id: str | None = None) -> Iterator[None]:
    """discord.py's errors as the display's: gone for good, refused for now, or worth
    another try soon. `channel_id`: the channel the call is about, named where it turns out
    to be gone."""
    try:
        with own_retries():  # the display tries again itself, sooner than discord.py would
            yield
    except discord.NotFound as error:
        if error.code == UNKNOWN_CHANNEL:
            raise ChannelGone(str(error), channel_id) from error
        raise Gone(str(error)) from error
    except discord.Forbidden as error:
        # missing access or permissions: the message is still there (only 404 says it is
        # not), and a moderator may give them back
        raise Denied(str(error), channel_id) from error
    except ServerTrouble as error:
        raise Unreachable(repr(error), error.retry_after) from error
    except discord.HTTPException as error:
        if error.code == THREAD_LOCKED:  # the same until a moderator unlocks the thread
            raise Denied(str(error), channel_id) from error
        headers = error.response.headers
        # a 429 discord.py gave up on (it waits out the others): honoured, not tried at once
        retry = float(headers.get("Retry-After") or 1) if error.status == 429 else None
        raise Unreachable(repr(error), retry or spent_for(headers)) from error
    except (aiohttp.ClientError, OSError, TimeoutError) as error:
        raise Unreachable(repr(error)) from error
