"""A fake Discord (REST + gateway) on 127.0.0.1 that the real discord.py client can use.

Typical use from a test::

    fake = FakeDiscord()
    guild = fake.add_guild("Yamb Club")
    channel = fake.add_text_channel(guild, "yamb")
    alice = fake.add_member(guild, "alice", permissions=Perm.MANAGE_GUILD)
    await fake.start()
    with patch_discord(fake):          # or run the bot as a process with fake.client_env()
        ...start the bot with fake.token, then:
        result = await fake.slash(alice, channel, "yamb new", options={"ruleset": "classic"})
        assert result.kind == "message" and "classic" in result.content
    await fake.stop()

Failing like Discord (details in ``faults``)::

    fake.faults.fail(Routes.EDIT_MESSAGE, status=500, times=5)   # discord.py gives up
    fake.faults.rate_limit(Routes.SEND_MESSAGE, retry_after=0.5)  # 429, retried
    fake.faults.delay(Routes.INTERACTION_CALLBACK, 1.0)           # slow answer
    await fake.drop_gateway(4000)     # resumable: discord.py RESUMEs, missed events replayed
    await fake.drop_gateway(4009)     # session ended: the RESUME is refused, it IDENTIFYs
    fake.faults.requests_to(Routes.EDIT_MESSAGE)  # every request: status, time, fault

Time and threads::

    fake.advance_clock(24 * 3600)     # a day passes: threads idle that long archive themselves
    fake.now                          # the fake's clock: message, edit and thread stamps, ids

Discord's limits on what a bot sends (message, embed, component, modal, command sizes and
counts, thread names, uploads, archived threads) are in ``validation``; refusals answer
with Discord's status, code and ``errors`` and land in ``fake.rejected``.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import logging
import re
import secrets
import time
import traceback
from collections.abc import Awaitable, Callable, Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any
from urllib.parse import quote

from aiohttp import BodyPartReader, hdrs, web

from .client_patch import API_BASE_ENV, GATEWAY_URL_ENV, override_discord_endpoints
from .faults import Faults
from .gateway import (
    FATAL_CLOSE_CODES,
    INTENT_DIRECT_MESSAGES,
    INTENT_GUILD_MEMBERS,
    INTENT_GUILD_MESSAGES,
    INTENT_GUILDS,
    INTENT_MESSAGE_CONTENT,
    NON_RESUMABLE_CLOSE_CODES,
    GatewaySession,
)
from .models import (
    ALL_PERMISSIONS,
    COMPONENTS_V2,
    DEFAULT_ATTACHMENT_LIMIT,
    DEFAULT_BOT_PERMISSIONS,
    DEFAULT_EVERYONE_PERMISSIONS,
    EPHEMERAL,
    LOADING,
    MENTION_RE,
    SUPPRESS_EMBEDS,
    SUPPRESS_NOTIFICATIONS,
    Attachment,
    Channel,
    ChannelType,
    Guild,
    InteractionResult,
    InteractionType,
    Member,
    Message,
    Overwrite,
    Perm,
    Role,
    Snowflakes,
    User,
    from_json,
    guess_content_type,
    perm_value,
    to_json,
)
from .ratelimits import RateLimits
from .validation import (
    CHANNEL_ATTACHMENT_LIMIT,
    COMMAND_COUNT_LIMITS,
    COMMAND_SIZE_LIMIT,
    DiscordHTTPError,
    check_choices,
    check_command_list,
    check_files,
    check_message,
    check_modal,
    check_nonce,
    check_single_command,
    check_thread_fields,
    form_error,
)

log = logging.getLogger("fakediscord")

# enforce_nonce: Discord checks a nonce's uniqueness "in the past few minutes"; the fake keeps
# two, so a bot cannot count on more than Discord gives
NONCE_WINDOW = 120.0
# seconds an interaction's token answers (FakeDiscord.token_lifetime)
TOKEN_LIFETIME = 15 * 60.0

API_PREFIX = "/api/v10"
UserLike = User | Member
MessageRef = Message | int

# Callback types Discord accepts for each interaction type.
_ALLOWED_CALLBACKS: dict[int, set[int]] = {
    InteractionType.PING: {1},
    InteractionType.APPLICATION_COMMAND: {4, 5, 9, 12},
    InteractionType.MESSAGE_COMPONENT: {4, 5, 6, 7, 9, 12},
    InteractionType.AUTOCOMPLETE: {8},
    InteractionType.MODAL_SUBMIT: {4, 5, 6, 7},
}
_CREATE_FLAGS = EPHEMERAL | SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS | COMPONENTS_V2
_FILE_FIELD_RE = re.compile(r"^files\[(\d+)\]$")


class InteractionTimeout(TimeoutError):
    """The bot did not acknowledge an interaction in time (Discord: "did not respond").

    `delivered_after`: seconds from the interaction to its gateway frame being written to the
    bot's socket; `answered_after`: to the bot's late answer reaching the fake (None: none
    came). Together they tell whether the time went in the fake or in the bot."""

    def __init__(
        self,
        message: str,
        *,
        delivered_after: float | None = None,
        answered_after: float | None = None,
    ) -> None:
        super().__init__(message)
        self.delivered_after = delivered_after
        self.answered_after = answered_after


class InteractionFailed(AssertionError):
    """The bot's answer to an interaction was rejected (bad body, wrong callback type...)."""


@dataclass(eq=False)
class _Interaction:
    id: int
    token: str
    type: int
    user: User
    member: Member | None
    channel: Channel
    description: str
    # The message a component/modal interaction came from (what @original means for 6/7).
    message_id: int | None = None
    dispatched_at: float = 0.0
    callback_at: float | None = None  # when the bot's callback arrived (for latency figures)
    delivered_at: float | None = None  # when its gateway frame was written to the bot's socket
    late_answer_at: float | None = None  # when a callback past the deadline arrived
    write_mark: int = 0
    callback_type: int | None = None
    original_id: int | None = None
    followup_ids: list[int] = field(default_factory=list)
    activity: int = 0
    last_activity: float = 0.0
    choices: list[dict[str, Any]] | None = None
    modal: dict[str, Any] | None = None
    expired: bool = False
    lag: float = 0.0  # how long before its delivery Discord made it (FakeDiscord.gateway_lag)
    made_at: float = 0.0  # on the fake's wall clock (advance_clock moves it): its token's age
    # Rejected callback/webhook requests for this token, so a test fails fast and clearly.
    failures: list[str] = field(default_factory=list)
    shard: tuple[int, int] | None = None  # the gateway shard it was sent to
    # what its payload told the bot an upload may weigh (its answers are held to it)
    attachment_size_limit: int = DEFAULT_ATTACHMENT_LIMIT


def _json(data: Any, status: int = 200) -> web.Response:
    # Exactly "application/json": discord.py treats anything else (even with a
    # charset) as text and then fails to read the body.
    return web.Response(
        status=status,
        body=to_json(data),
        headers={"Content-Type": "application/json"},
    )


def _no_content() -> web.Response:
    return web.Response(status=204)


def _int(value: Any, what: str = "snowflake") -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        raise DiscordHTTPError(404, f"Unknown {what}", 0) from None


def _query_int(query: Mapping[str, str], name: str, default: int = 0) -> int:
    try:
        return int(query.get(name, default))
    except ValueError:
        raise form_error(name, "NUMBER_TYPE_COERCE", "Value is not int.") from None


class FakeDiscord:
    """Fake Discord API + gateway bound to 127.0.0.1 on a free port.

    Build guilds, channels and members before or after ``start()``; simulate users with
    ``slash``/``autocomplete``/``click``/``select``/``submit_modal``/``say``; read what
    users see with ``messages``/``ephemerals``/``latest_message``.
    """

    def __init__(
        self,
        *,
        token: str = "fake-bot-token",
        bot_name: str = "YambBot",
        app_name: str = "Yamb",
        callback_deadline: float | None = 3.0,
        timeout: float = 5.0,
        settle: float = 0.05,
        attachment_size_limit: int = DEFAULT_ATTACHMENT_LIMIT,
        allow_resume: bool = True,
        shard_count: int = 1,
        max_concurrency: int = 1,
    ) -> None:
        # Seconds advance_clock added to real time: the fake's wall clock (see `now`).
        self._clock_offset = 0.0
        self.ids = Snowflakes(self._clock)
        # Characters a slash command may have (validation.command_size counts them).
        self.command_size_limit = COMMAND_SIZE_LIMIT
        # What GET /gateway/bot recommends; a bot may IDENTIFY with any count, and each
        # guild goes to the shard (guild_id >> 22) % count of the session's own count.
        self.shard_count = shard_count
        # IDENTIFYs a bot may make per 5 s (session_start_limit); the fake does not enforce it
        self.max_concurrency = max_concurrency
        self.token = token
        self.app_name = app_name
        # Discord refuses callbacks after 3 s; None turns the check off.
        self.callback_deadline = callback_deadline
        # An interaction's token answers its followups and edits for 15 minutes (docs:
        # interactions/receiving-and-responding, "Interaction tokens are valid for 15
        # minutes"), on the fake's wall clock; after that 401 "Invalid Webhook Token", 50027.
        # The messages it made stay the bot's: a public one is edited by the channel's route
        # ever after, an ephemeral one by nobody (it is in no channel).
        self.token_lifetime = TOKEN_LIFETIME
        # Seconds between Discord making an interaction and the bot getting it (a gateway
        # that delivers late): its id is stamped that long before, and its deadline counts
        # from then.
        self.gateway_lag = 0.0
        # Discord's gateway down (`gateway_outage`): connections refused, REST still answers
        self.gateway_unreachable = False
        self.gateway_refusals = 0  # connections refused while it was
        # Discord's REST API down (`rest_outage`): every request answered 503
        self.rest_unreachable = False
        self.rest_refusals = 0  # requests so answered
        self.timeout = timeout
        # Quiet time after a response before an interaction counts as finished, so
        # followups sent right after the response land in the same result.
        self.settle = settle
        self.attachment_size_limit = attachment_size_limit
        # False answers every RESUME with INVALID_SESSION, forcing a fresh IDENTIFY.
        self.allow_resume = allow_resume
        self.owner = User(self.ids.next(), "app-owner")
        self.bot_user = User(self.ids.next(), bot_name, bot=True)
        # Modern applications share their id with their bot user.
        self.application_id = self.bot_user.id
        self.users: dict[int, User] = {u.id: u for u in (self.owner, self.bot_user)}
        self.guilds: dict[int, Guild] = {}
        self.channels: dict[int, Channel] = {}
        self.sessions: list[GatewaySession] = []
        self.identify_count = 0
        self.resume_count = 0
        self.resume_refused = 0  # RESUMEs answered with INVALID_SESSION false
        self.faults = Faults(self)
        # Discord's REST rate limits, as every bot meets them (ratelimits.py); a test about
        # the fake itself may turn them off
        self.ratelimits = RateLimits()
        # Requests the fake does not implement, 4xx answers it gave, and its own crashes.
        self.unhandled: list[str] = []
        self.rejected: list[str] = []
        # enforce_nonce: the bot's messages by nonce, each returned again instead of a copy
        # when the same nonce comes within NONCE_WINDOW
        self._nonces: dict[str, Message] = {}
        self.errors: list[str] = []
        self.request_log: list[str] = []
        self._messages: dict[int, Message] = {}
        # each channel's messages in the order they were made (newest_message reads only these)
        self._channel_messages: dict[int, list[Message]] = {}
        self._attachments: dict[int, Attachment] = {}
        self._global_commands: dict[int, dict[str, Any]] = {}
        self._guild_commands: dict[int, dict[int, dict[str, Any]]] = {}
        self._interactions: dict[int, _Interaction] = {}
        self._tokens: dict[str, _Interaction] = {}
        self._writes: list[tuple[float, int, str, int]] = []
        self._public_writes = 0
        self._runner: web.AppRunner | None = None
        self._started = False
        # (condition, future to wake) of every coroutine waiting on the fake's state
        self._waiters: list[tuple[Callable[[], bool], asyncio.Future[None]]] = []
        self._check_pending = False
        self._tasks: set[asyncio.Task[Any]] = set()
        self.port: int | None = None

    # ------------------------------------------------------------------ world building

    def add_user(
        self, name: str, *, global_name: str | None = None, bot: bool = False, locale: str = "en-US"
    ) -> User:
        user = User(self.ids.next(), name, global_name=global_name, bot=bot, locale=locale)
        self.users[user.id] = user
        return user

    def add_guild(
        self,
        name: str = "Test Guild",
        *,
        owner: User | None = None,
        everyone_permissions: Any = DEFAULT_EVERYONE_PERMISSIONS,
        bot_permissions: Any = DEFAULT_BOT_PERMISSIONS,
        locale: str = "en-US",
        shard: int | None = None,
        shard_count: int | None = None,
    ) -> Guild:
        """A guild with @everyone, the bot (with a managed role) and an owner member.
        `shard`: its id makes Discord send it to that shard of `shard_count` (default: the
        count /gateway/bot recommends)."""
        if shard is None:
            guild_id = self.ids.next()
        else:
            guild_id = self.ids.next_on_shard(shard, shard_count or self.shard_count)
        owner = owner or self.add_user(f"{name.lower().replace(' ', '-')}-owner")
        guild = Guild(guild_id, name, owner.id, locale=locale, joined_at=self.now)
        guild.roles[guild_id] = Role(
            guild_id, guild_id, "@everyone", perm_value(everyone_permissions)
        )
        guild.members[owner.id] = Member(owner, guild, joined_at=self.now)
        self.guilds[guild_id] = guild
        self.add_bot(guild, bot_permissions)
        return guild

    def add_bot(self, guild: Guild, permissions: Any = DEFAULT_BOT_PERMISSIONS) -> None:
        """The bot joins the guild (made with it, or invited back after `remove_bot`): a
        managed role of its own, and GUILD_CREATE to the shard that holds the guild."""
        bot_role = Role(
            self.ids.next(),
            guild.id,
            self.bot_user.name,
            perm_value(permissions),
            position=1,
            managed=True,
        )
        guild.roles[bot_role.id] = bot_role
        guild.members[self.bot_user.id] = Member(
            self.bot_user, guild, [bot_role.id], joined_at=self.now
        )
        for session in self._event_sessions():
            if session.has_guild(guild.id):
                # a join's GUILD_CREATE has no `unavailable` (false: back after an outage)
                joined = session.guild_payload(guild)
                joined.pop("unavailable", None)
                self._spawn(session.dispatch("GUILD_CREATE", joined))

    def remove_bot(self, guild: Guild) -> None:
        """An administrator removes (kicks) the bot from the guild: Discord deletes its
        managed role and sends GUILD_DELETE without `unavailable` to the shard that held
        the guild. From then on no event or interaction of the guild reaches the bot, the
        guild is not in its READY, and requests for the guild or its channels are answered
        403 Missing Access (50001). Its messages stay in the channels."""
        held = [s for s in self._event_sessions() if s.has_guild(guild.id)]
        member = guild.members.pop(self.bot_user.id)
        for role_id in member.role_ids:
            if guild.roles[role_id].managed:
                del guild.roles[role_id]
        for session in held:
            self._spawn(session.dispatch("GUILD_DELETE", {"id": str(guild.id)}))
        self._notify()

    def bot_in(self, guild_id: int) -> bool:
        guild = self.guilds.get(guild_id)
        return guild is not None and self.bot_user.id in guild.members

    def bot_member(self, guild: Guild) -> Member:
        member = guild.members.get(self.bot_user.id)
        if member is None:  # removed from the guild (`remove_bot`)
            raise DiscordHTTPError(403, "Missing Access", 50001)
        return member

    def add_role(self, guild: Guild, name: str, permissions: Any = 0) -> Role:
        role = Role(
            self.ids.next(), guild.id, name, perm_value(permissions), position=len(guild.roles)
        )
        guild.roles[role.id] = role
        self._broadcast(
            "GUILD_ROLE_CREATE",
            {"guild_id": str(guild.id), "role": role.to_dict()},
            intent=INTENT_GUILDS,
            guild_id=guild.id,
        )
        return role

    def add_member(
        self,
        guild: Guild,
        user: User | str,
        *,
        roles: Sequence[Role] = (),
        permissions: Any = None,
        nick: str | None = None,
    ) -> Member:
        """Add a member; ``permissions`` gives them a personal role with those bits."""
        if isinstance(user, str):
            user = self.add_user(user)
        role_ids = [r.id for r in roles]
        if permissions is not None:
            role_ids.append(self.add_role(guild, f"{user.name}-perms", permissions).id)
        member = Member(user, guild, role_ids, nick=nick, joined_at=self.now)
        guild.members[user.id] = member
        self._broadcast(
            "GUILD_MEMBER_ADD",
            member.to_dict() | {"guild_id": str(guild.id)},
            intent=INTENT_GUILD_MEMBERS,
            guild_id=guild.id,
        )
        return member

    def set_roles(self, member: Member, roles: Sequence[Role]) -> None:
        member.role_ids = [r.id for r in roles]
        self._broadcast(
            "GUILD_MEMBER_UPDATE",
            member.to_dict() | {"guild_id": str(member.guild.id)},
            intent=INTENT_GUILD_MEMBERS,
            guild_id=member.guild.id,
        )

    def member(self, guild: Guild, user: UserLike) -> Member:
        return guild.members[user.id]

    def add_text_channel(self, guild: Guild, name: str, *, topic: str | None = None) -> Channel:
        position = sum(1 for c in guild.channels.values() if not c.is_thread)
        channel = Channel(
            self.ids.next(),
            ChannelType.GUILD_TEXT,
            name,
            guild,
            position=position,
            topic=topic,
            created_at=self.now,
        )
        self._register_channel(channel)
        self._broadcast(
            "CHANNEL_CREATE", channel.to_dict(), intent=INTENT_GUILDS, guild_id=guild.id
        )
        return channel

    def add_thread(
        self,
        parent: Channel,
        name: str,
        *,
        owner: UserLike | None = None,
        private: bool = False,
        thread_id: int | None = None,
        auto_archive_duration: int = 1440,
    ) -> Channel:
        """A thread of ``parent``; it archives itself once idle ``auto_archive_duration``
        minutes by the fake's clock (see ``advance_clock``)."""
        assert parent.guild is not None, "threads live in guild channels"
        kind = ChannelType.PRIVATE_THREAD if private else ChannelType.PUBLIC_THREAD
        owner_id = (owner or self.bot_user).id
        thread = Channel(
            thread_id or self.ids.next(),
            kind,
            name,
            parent.guild,
            parent_id=parent.id,
            owner_id=owner_id,
            member_ids={owner_id},
            created_at=self.now,
            auto_archive_duration=auto_archive_duration,
        )
        self._register_channel(thread)
        self._broadcast(
            "THREAD_CREATE",
            thread.to_dict() | {"newly_created": True},
            intent=INTENT_GUILDS,
            guild_id=parent.guild.id,
        )
        return thread

    def set_permission_overwrite(
        self, channel: Channel, target: Role | UserLike, *, allow: Any = 0, deny: Any = 0
    ) -> None:
        kind = 0 if isinstance(target, Role) else 1
        channel.overwrites = [o for o in channel.overwrites if o.id != target.id]
        channel.overwrites.append(Overwrite(target.id, kind, perm_value(allow), perm_value(deny)))
        if channel.guild is not None:
            self._broadcast(
                "CHANNEL_UPDATE", channel.to_dict(), intent=INTENT_GUILDS, guild_id=channel.guild.id
            )

    def dm(self, user: UserLike) -> Channel:
        """The DM channel between ``user`` and the bot (created on first use)."""
        user = user.user if isinstance(user, Member) else user
        for channel in self.channels.values():
            if channel.type == ChannelType.DM and channel.recipients[0].id == user.id:
                return channel
        channel = Channel(
            self.ids.next(), ChannelType.DM, "", recipients=[user], created_at=self.now
        )
        self._register_channel(channel)
        return channel

    def _register_channel(self, channel: Channel) -> None:
        self.channels[channel.id] = channel
        if channel.guild is not None:
            channel.guild.channels[channel.id] = channel

    # ------------------------------------------------------------------ clock and threads

    def _clock(self) -> float:
        return time.time() + self._clock_offset

    @property
    def now(self) -> datetime:
        """The fake's wall clock: real time plus whatever ``advance_clock`` added. Message,
        edit, thread and member timestamps and snowflake ids are stamped with it;
        interaction deadlines keep counting real time."""
        return datetime.fromtimestamp(self._clock(), UTC)

    def advance_clock(self, seconds: float) -> list[Channel]:
        """Let ``seconds`` pass: every thread idle past its ``auto_archive_duration`` (no
        message, unarchiving or duration change since) is archived, as Discord does, with a
        THREAD_UPDATE (discord.py then drops it from its cache). Returns those threads."""
        if seconds < 0:
            raise ValueError("the fake's clock only moves forward")
        self._clock_offset += seconds
        moment = self.now
        archived = [
            c
            for c in self.channels.values()
            if c.is_thread and not c.archived and c.archives_at() <= moment
        ]
        for thread in archived:
            self._set_archived(thread, True, at=thread.archives_at())
        return archived

    def delete_channel(self, channel: Channel) -> None:
        """Delete a channel or thread, as a moderator would (a channel takes its threads
        with it): CHANNEL_DELETE / THREAD_DELETE; from then on Discord answers requests for
        it with 404 Unknown Channel (10003)."""
        gone = [channel, *(c for c in self.channels.values() if c.parent_id == channel.id)]
        for each in gone:
            self.channels.pop(each.id, None)
            if each.guild is not None:
                each.guild.channels.pop(each.id, None)
                event = "THREAD_DELETE" if each.is_thread else "CHANNEL_DELETE"
                self._broadcast(event, each.to_dict(), intent=INTENT_GUILDS, guild_id=each.guild.id)
        self._notify()

    def delete_message(self, message: Message) -> None:
        """Delete a message, as a moderator would: MESSAGE_DELETE to sessions with the
        messages intent only; from then on Discord answers requests for it with 404 Unknown
        Message (10008)."""
        live = self._messages[message.id]
        live.deleted = True
        self._broadcast_message("MESSAGE_DELETE", live)
        self._log_write(live, "delete")
        self._notify()

    def archive_thread(self, thread: Channel, *, locked: bool | None = None) -> None:
        """Archive ``thread`` now (and lock or unlock it), as a moderator would."""
        if locked is not None:
            thread.locked = locked
        self._set_archived(thread, True)

    def _set_archived(self, thread: Channel, archived: bool, *, at: datetime | None = None) -> None:
        thread.archived = archived
        thread.archive_timestamp = at or self.now  # (un)archiving counts as activity
        if thread.guild is not None:
            self._broadcast(
                "THREAD_UPDATE", thread.to_dict(), intent=INTENT_GUILDS, guild_id=thread.guild.id
            )
        self._notify()

    def _user_reopens(self, member: Member | None, thread: Channel) -> bool:
        """A user acting in an archived thread: their client unarchives it first (sending a
        message does, and so does pressing a button: discord-api-docs #8474). That takes
        what a message takes, and MANAGE_THREADS if the thread is locked; False: they may
        not, and the thread stays archived."""
        if not thread.archived:
            return True
        perms = member.permissions(thread) if member is not None else 0
        if not perms & Perm.SEND_MESSAGES_IN_THREADS or (
            thread.locked and not perms & Perm.MANAGE_THREADS
        ):
            return False
        self._set_archived(thread, False)
        return True

    def _check_bot_writes(self, channel: Channel, *, editing: bool, interaction: bool) -> None:
        """What Discord says to the bot writing in a thread. An edit in an archived thread:
        400 "Thread is archived" (50083; only deleting works there). A new message reopens
        an archived thread (see _create_message) unless it is locked and the bot may not
        manage threads: then an interaction's answer gets 403 50083 (discord-api-docs
        #6884, #7707); a channel message 400 160005 "Thread is locked" (as in a locked
        active thread)."""
        if not channel.is_thread:
            return
        manages = bool(self._bot_perms(channel) & Perm.MANAGE_THREADS)
        if editing and channel.archived:
            raise DiscordHTTPError(400, "Thread is archived", 50083)
        if channel.locked and not manages:
            if interaction and channel.archived:
                raise DiscordHTTPError(403, "Thread is archived", 50083)
            if editing or not interaction:
                raise DiscordHTTPError(400, "Thread is locked", 160005)

    # ------------------------------------------------------------------ lifecycle

    @property
    def http_base(self) -> str:
        if self.port is None:
            raise RuntimeError("FakeDiscord is not started")
        return f"http://127.0.0.1:{self.port}"

    @property
    def rest_base(self) -> str:
        return self.http_base + API_PREFIX

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway/"

    def client_env(self) -> dict[str, str]:
        """Environment for a bot process: see client_patch.apply_discord_endpoint_overrides."""
        return {
            API_BASE_ENV: self.rest_base,
            GATEWAY_URL_ENV: self.gateway_url,
            "DISCORD_TOKEN": self.token,
        }

    async def start(self) -> FakeDiscord:
        self._started = True
        app = web.Application(client_max_size=64 * 1024 * 1024, middlewares=[self._middleware])
        self._add_routes(app.router)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=1.0)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = int(self._runner.addresses[0][1])
        return self

    async def stop(self) -> None:
        for session in self.sessions:
            await session.close(1001)
        for task in list(self._tasks):
            task.cancel()
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FakeDiscord:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    def _spawn(self, coro: Awaitable[Any]) -> None:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _notify(self) -> None:
        # The waiters' conditions are checked once per turn of the event loop, however many
        # changes it made, and only a waiter whose condition holds is woken: waking every
        # waiter on every change (64 games: 64 clicks waiting, each change waking them all)
        # made the fake the bottleneck of the benchmarks.
        if self._waiters and not self._check_pending:  # waiters exist only once started
            self._check_pending = True
            asyncio.get_running_loop().call_soon(self._check_waiters)

    def _check_waiters(self) -> None:
        self._check_pending = False
        waiting: list[tuple[Callable[[], bool], asyncio.Future[None]]] = []
        for predicate, woken in self._waiters:
            if woken.done():  # timed out or cancelled
                continue
            try:
                holds = predicate()
            except Exception as error:  # the waiter sees its condition's error, as before
                woken.set_exception(error)
                continue
            if holds:
                woken.set_result(None)
            else:
                waiting.append((predicate, woken))
        self._waiters = waiting

    async def _wait_until(self, predicate: Callable[[], bool], deadline: float) -> bool:
        if predicate():
            return True
        if not self._started:
            return False
        woken: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._waiters.append((predicate, woken))
        try:
            async with asyncio.timeout_at(deadline):
                await woken
            return True
        except TimeoutError:
            return predicate()
        finally:
            woken.cancel()  # a waiter that stopped waiting is dropped at the next check

    async def wait_for(
        self, predicate: Callable[[], bool], *, timeout: float | None = None
    ) -> None:
        """Wait until ``predicate()`` holds (re-checked whenever the fake's state changes)."""
        loop = asyncio.get_running_loop()
        timeout = self.timeout if timeout is None else timeout
        if not await self._wait_until(predicate, loop.time() + timeout):
            raise TimeoutError("condition not met in time")

    # ------------------------------------------------------------------ gateway sessions

    def _live_sessions(self) -> list[GatewaySession]:
        return [s for s in self.sessions if s.identified and s.open]

    @property
    def bot_connected(self) -> bool:
        return bool(self._live_sessions())

    def _session_ready(self, session: GatewaySession) -> None:
        self.identify_count += 1
        session.generation = self.identify_count
        self._notify()

    def _session_resumed(self, session: GatewaySession) -> None:
        self.resume_count += 1
        self._notify()

    async def wait_for_bot(
        self, *, after: int = 0, timeout: float | None = None, shard: int | None = None
    ) -> int:
        """Wait for a bot session that IDENTIFYed after identify number ``after`` (for
        ``shard``: one holding that shard id).

        Returns its number, to pass as ``after`` when waiting for a restarted bot.
        """

        def found() -> bool:
            return any(
                s.generation > after and (shard is None or s.shard[0] == shard)
                for s in self._live_sessions()
            )

        loop = asyncio.get_running_loop()
        timeout = self.timeout if timeout is None else timeout
        if not await self._wait_until(found, loop.time() + timeout):
            raise TimeoutError("no bot connected to the fake gateway")
        return max(s.generation for s in self._live_sessions())

    def shards(self) -> dict[int, tuple[int, ...]]:
        """Live sessions by shard id: which guild ids each was sent (GUILD_CREATE)."""
        return {
            s.shard[0]: tuple(sorted(g for g in self.guilds if s.has_guild(g)))
            for s in self._live_sessions()
        }

    async def drop_gateway(
        self, code: int = 4000, *, resumable: bool | None = None, shard: int | None = None
    ) -> None:
        """Close the bot's websocket with ``code``, like a network blip or a Discord restart.

        ``resumable`` (default: by the code, as Discord documents them) decides whether the
        session survives: then events keep being numbered for it and discord.py RESUMEs and
        receives them. 4007 and 4009 end the session: its RESUME is refused (INVALID_SESSION
        false) and discord.py IDENTIFYs again. 4004 and 4010-4014 make discord.py give up
        (``Client.start`` raises ``ConnectionClosed``; 4014 ``PrivilegedIntentsRequired``).
        """
        if resumable is None:
            resumable = code not in NON_RESUMABLE_CLOSE_CODES | FATAL_CLOSE_CODES
        for session in self._live_sessions():
            if shard is not None and session.shard[0] != shard:
                continue  # ``shard``: only that shard's connection drops
            session.suspended, session.invalidated = resumable, not resumable
            await session.close(code)

    async def gateway_outage(self) -> None:
        """Discord's gateway goes down, as in an incident on its side: the bot's connections
        close (resumable, as after a blip) and every new one is refused (HTTP 503 to the
        websocket's handshake, which discord.py retries with its back-off) until
        `gateway_back`. REST still answers; no interaction reaches the bot meanwhile."""
        self.gateway_unreachable = True
        await self.drop_gateway(4000)

    def gateway_back(self) -> None:
        """The gateway takes connections again: discord.py's next try RESUMEs."""
        self.gateway_unreachable = False
        self._notify()

    def rest_outage(self) -> None:
        """Discord's API goes down, as in an incident on its side: every REST request (the
        interactions' answers among them) is answered 503, nothing applied, until
        `rest_back`. The gateway stays up: members' clicks still reach the bot, which cannot
        answer them (Discord tells the member the interaction failed)."""
        self.rest_unreachable = True

    def rest_back(self) -> None:
        self.rest_unreachable = False
        self._notify()

    def _event_sessions(self) -> list[GatewaySession]:
        """Sessions that get events: the live ones and those waiting to be resumed."""
        return [s for s in self.sessions if s.identified and (s.open or s.suspended)]

    def _broadcast(
        self, event: str, data: dict[str, Any], *, intent: int | None, guild_id: int | None
    ) -> None:
        for session in self._event_sessions():
            if session.wants(intent) and (guild_id is None or session.has_guild(guild_id)):
                self._spawn(session.dispatch(event, data))

    def _broadcast_message(self, event: str, msg: Message) -> None:
        if msg.ephemeral:
            return
        guild = self.guilds.get(msg.guild_id) if msg.guild_id else None
        intent = INTENT_GUILD_MESSAGES if guild else INTENT_DIRECT_MESSAGES
        for session in self._event_sessions():
            if not session.wants(intent) or not session.has_guild(guild.id if guild else None):
                continue
            if event == "MESSAGE_DELETE":
                data: dict[str, Any] = {"id": str(msg.id), "channel_id": str(msg.channel_id)}
                if guild:
                    data["guild_id"] = str(guild.id)
            else:
                data = msg.to_dict()
                member = guild.members.get(msg.author.id) if guild else None
                if member is not None:
                    data["member"] = member.to_dict(with_user=False)
                hidden = (
                    guild is not None
                    and not session.intents & INTENT_MESSAGE_CONTENT
                    and msg.author.id != self.bot_user.id
                    and all(u.id != self.bot_user.id for u in msg.mentions)
                )
                if hidden:  # Discord blanks content without the MESSAGE_CONTENT intent
                    data.update(content="", embeds=[], attachments=[], components=[])
            self._spawn(session.dispatch(event, data))

    # ------------------------------------------------------------------ what users see

    def _message_list(
        self,
        predicate: Callable[[Message], bool],
        channel_id: int | None = None,
        newest: int | None = None,
    ) -> list[Message]:
        """Snapshots of the messages `predicate` takes, oldest first (of one channel's only,
        given its id: tests ask on every step of a long game; the newest few, given how many:
        each snapshot is a copy)."""
        kept = (
            self._messages.values()
            if channel_id is None
            else self._channel_messages.get(channel_id, ())
        )
        found = sorted((m for m in kept if not m.deleted and predicate(m)), key=lambda m: m.id)
        if newest is not None:
            found = found[-newest:] if newest > 0 else []
        return [m.snapshot() for m in found]

    def _keep_message(self, msg: Message) -> None:
        self._messages[msg.id] = msg
        self._channel_messages.setdefault(msg.channel_id, []).append(msg)

    def newest_message(
        self, channel_ids: Collection[int], predicate: Callable[[Message], bool]
    ) -> Message | None:
        """The newest public message in these channels that satisfies ``predicate``, as a
        snapshot. The search reads only these channels' messages, without copying them:
        tests call this on every change of a long game's channel."""
        newest: Message | None = None
        for channel_id in channel_ids:
            # made (and ids given) in this order: the first match is the channel's newest
            for msg in reversed(self._channel_messages.get(channel_id, ())):
                if msg.visible_to is None and not msg.deleted and predicate(msg):
                    if newest is None or msg.id > newest.id:
                        newest = msg
                    break
        return newest.snapshot() if newest is not None else None

    def messages(self, channel: Channel, newest: int | None = None) -> list[Message]:
        """Public messages in ``channel``, oldest first, with edits applied (only the
        ``newest`` ones, if given)."""
        return self._message_list(lambda m: m.visible_to is None, channel.id, newest)

    def ephemerals(
        self, user: UserLike, channel: Channel | None = None, newest: int | None = None
    ) -> list[Message]:
        """Ephemeral messages only ``user`` can see (optionally in one channel, and only the
        ``newest`` ones)."""
        return self._message_list(
            lambda m: m.visible_to == user.id, None if channel is None else channel.id, newest
        )

    def visible_messages(self, user: UserLike, channel: Channel) -> list[Message]:
        """Everything ``user`` sees in ``channel``: public plus their ephemerals."""
        return self._message_list(lambda m: m.visible_to in (None, user.id), channel.id)

    def latest_message(self, channel: Channel) -> Message | None:
        found = self.messages(channel)
        return found[-1] if found else None

    def get_message(self, message_id: int) -> Message:
        """Any message by id, including deleted and ephemeral ones."""
        return self._messages[message_id].snapshot()

    def commands(self, guild: Guild | None = None) -> list[dict[str, Any]]:
        """Commands synced globally, or to ``guild``."""
        table = self._global_commands if guild is None else self._guild_commands.get(guild.id, {})
        return copy.deepcopy(list(table.values()))

    async def wait_for_message(
        self,
        channel: Channel,
        predicate: Callable[[Message], bool] | None = None,
        *,
        after: MessageRef | None = None,
        timeout: float | None = None,
    ) -> Message:
        """Wait for a new public message in ``channel`` (newer than ``after``)."""
        if after is None:
            latest = self.latest_message(channel)
            baseline = latest.id if latest else 0
        else:
            baseline = after if isinstance(after, int) else after.id

        def find() -> Message | None:
            for msg in sorted(self._messages.values(), key=lambda m: m.id):
                if (
                    msg.id > baseline
                    and msg.channel_id == channel.id
                    and msg.visible_to is None
                    and not msg.deleted
                    and (predicate is None or predicate(msg))
                ):
                    return msg.snapshot()
            return None

        await self.wait_for(lambda: find() is not None, timeout=timeout)
        result = find()
        assert result is not None
        return result

    def assert_clean(self, *, allow_rejected: bool = False) -> None:
        """Fail if the bot used unknown endpoints, got 4xx answers, or the fake crashed."""
        problems = self.unhandled + self.errors + ([] if allow_rejected else self.rejected)
        if problems:
            raise AssertionError("fake Discord saw problems:\n" + "\n".join(problems))

    # ------------------------------------------------------------------ simulated users

    def _actor(self, who: UserLike, channel: Channel) -> tuple[User, Member | None]:
        user = who.user if isinstance(who, Member) else who
        if channel.guild is None:
            if user not in channel.recipients:
                raise PermissionError(f"{user.name} is not in DM channel {channel.id}")
            return user, None
        member = channel.guild.members.get(user.id)
        if member is None:
            raise LookupError(f"{user.name} is not a member of {channel.guild.name}")
        if not member.permissions(channel) & Perm.VIEW_CHANNEL:
            raise PermissionError(f"{user.name} cannot see #{channel.name}")
        return user, member

    def _new_interaction(
        self,
        itype: int,
        who: UserLike,
        channel: Channel,
        description: str,
        message_id: int | None = None,
    ) -> _Interaction:
        user, member = self._actor(who, channel)
        if channel.guild is not None and not self.bot_in(channel.guild.id):
            # the app is not in the guild: Discord sends it nothing (the member's client
            # says the interaction failed)
            raise PermissionError(f"the bot is not in {channel.guild.name}")
        if self.gateway_unreachable:
            raise ConnectionError("Discord's gateway is down: no interaction reaches the bot")
        if (
            channel.archived
            and itype != InteractionType.AUTOCOMPLETE
            and not self._user_reopens(member, channel)
            and itype != InteractionType.APPLICATION_COMMAND
        ):
            # Discord's client sends no component interaction from a thread it cannot
            # reopen (discord-api-docs #8474); a command is sent, and its answer refused.
            raise PermissionError(f"{user.name} cannot reopen archived thread #{channel.name}")
        lag = self.gateway_lag
        iid = self.ids.stamped_ago(lag) if lag > 0 else self.ids.next()
        token = f"fake.{iid}.{secrets.token_urlsafe(24)}"
        rec = _Interaction(iid, token, itype, user, member, channel, description, message_id)
        rec.lag = lag
        rec.attachment_size_limit = self.attachment_size_limit
        return rec

    def _app_permissions(self, channel: Channel) -> int:
        if channel.guild is None:
            return DEFAULT_EVERYONE_PERMISSIONS
        return self.bot_member(channel.guild).permissions(channel)

    def _interaction_payload(
        self, rec: _Interaction, data: dict[str, Any] | None, message: Message | None
    ) -> dict[str, Any]:
        channel = rec.channel
        payload: dict[str, Any] = {
            "id": str(rec.id),
            "application_id": str(self.application_id),
            "type": rec.type,
            "token": rec.token,
            "version": 1,
            "channel_id": str(channel.id),
            "channel": channel.to_dict(),
            "locale": rec.user.locale,
            "app_permissions": str(self._app_permissions(channel)),
            "entitlements": [],
            "attachment_size_limit": rec.attachment_size_limit,
        }
        if data is not None:
            payload["data"] = data
        guild = channel.guild
        if guild is not None and rec.member is not None:
            perms = rec.member.permissions(channel)
            payload["channel"]["permissions"] = str(perms)
            payload.update(
                guild_id=str(guild.id),
                guild={"id": str(guild.id), "locale": guild.locale, "features": []},
                guild_locale=guild.locale,
                member=rec.member.to_dict() | {"permissions": str(perms)},
                context=0,
                authorizing_integration_owners={"0": str(guild.id)},
            )
        else:
            payload.update(
                user=rec.user.to_dict(), context=1, authorizing_integration_owners={"0": "0"}
            )
        if message is not None:
            payload["message"] = message.to_dict()
        return payload

    async def _run_interaction(
        self,
        rec: _Interaction,
        data: dict[str, Any] | None,
        *,
        message: Message | None = None,
        timeout: float | None,
        settle: float | None,
        wait_deferred: bool = True,
    ) -> InteractionResult:
        if not self._started:
            raise RuntimeError("call `await fake.start()` first")
        loop = asyncio.get_running_loop()
        timeout = self.timeout if timeout is None else timeout
        settle = self.settle if settle is None else settle
        deadline = loop.time() + timeout
        if not await self._wait_until(self._has_bot_for(rec.channel), deadline):
            raise InteractionTimeout(f"{rec.description}: no bot is connected to the gateway")
        session = self._session_for(rec.channel)
        rec.shard = session.shard
        payload = self._interaction_payload(rec, data, message)
        self._interactions[rec.id] = rec
        self._tokens[rec.token] = rec
        rec.write_mark = len(self._writes)
        if self._tasks:
            # events queued before it (a THREAD_UPDATE for the thread its user just
            # reopened) reach the bot first, as on Discord
            await asyncio.sleep(0)
        rec.dispatched_at = rec.last_activity = loop.time()
        rec.made_at = self._clock() - rec.lag
        await session.dispatch("INTERACTION_CREATE", payload)
        rec.delivered_at = loop.time()

        answered = await self._wait_until(
            lambda: rec.callback_type is not None or rec.expired or bool(rec.failures), deadline
        )
        if rec.expired:
            raise InteractionTimeout(
                f"{rec.description}: the bot answered after the "
                f"{self.callback_deadline}s callback deadline",
                **self._timings(rec),
            )
        if rec.failures and rec.callback_type is None:
            # Give the bot a moment to retry (e.g. after a 400) before giving up.
            await self._wait_until(
                lambda: rec.callback_type is not None, min(deadline, loop.time() + 0.25)
            )
            if rec.callback_type is None:
                raise InteractionFailed(
                    f"{rec.description}: the bot's answer was rejected:\n" + "\n".join(rec.failures)
                )
        if not answered:
            raise InteractionTimeout(self._no_answer(rec, timeout), **self._timings(rec))
        if rec.callback_type in (5, 6) and wait_deferred:
            # Stop early too if the bot's edit/followup was rejected: it will not come.
            failed = len(rec.failures)
            await self._wait_until(
                lambda: self._deferred_done(rec) or len(rec.failures) > failed, deadline
            )
        if rec.callback_type not in (8, 9):
            await self._settle(rec, settle, deadline + settle)
        completed = rec.callback_type not in (5, 6) or self._deferred_done(rec)
        return self._result(rec, completed)

    @staticmethod
    def _timings(rec: _Interaction) -> dict[str, float | None]:
        return {
            "delivered_after": None
            if rec.delivered_at is None
            else rec.delivered_at - rec.dispatched_at,
            "answered_after": None
            if rec.late_answer_at is None
            else rec.late_answer_at - rec.dispatched_at,
        }

    def _has_bot_for(self, channel: Channel) -> Callable[[], bool]:
        def check() -> bool:
            try:
                self._session_for(channel)
            except LookupError:
                return False
            return True

        return check

    def _session_for(self, channel: Channel) -> GatewaySession:
        """The session that gets the channel's interactions: its guild's shard (a DM's:
        shard 0, as Discord sends direct messages only there)."""
        for session in reversed(self._live_sessions()):
            if session.has_guild(channel.guild.id if channel.guild is not None else None):
                return session
        raise LookupError("no live gateway session")

    def _no_answer(self, rec: _Interaction, timeout: float) -> str:
        lines = [f"{rec.description}: the bot did not answer within {timeout}s"]
        for label, items in (
            ("unhandled", self.unhandled),
            ("rejected", self.rejected),
            ("fake errors", self.errors),
        ):
            if items:
                lines.append(f"{label}: " + "; ".join(items[-5:]))
        if self.faults.injected:
            lines.append(f"injected faults: {self.faults.summary()}")
        return "\n".join(lines)

    def _deferred_done(self, rec: _Interaction) -> bool:
        if rec.activity or rec.followup_ids:
            return True
        original = self._messages.get(rec.original_id or 0)
        if rec.callback_type == 5:
            return original is None or original.deleted or not original.loading
        # A deferred update usually ends with some edit or post by the bot.
        return any(kind != "interaction" for _, _, kind, _ in self._writes[rec.write_mark :])

    async def _settle(self, rec: _Interaction, settle: float, hard_deadline: float) -> None:
        loop = asyncio.get_running_loop()
        while True:
            writes = [t for t, _, _, _ in self._writes[rec.write_mark :]]
            last = max([rec.last_activity, *writes])
            quiet = loop.time() - last
            if quiet >= settle or loop.time() >= hard_deadline:
                return
            await asyncio.sleep(settle - quiet)

    def _result(self, rec: _Interaction, completed: bool) -> InteractionResult:
        original = self._messages.get(rec.original_id or 0)
        owned = {rec.original_id, *rec.followup_ids}
        posted: list[Message] = []
        for _, _, kind, message_id in self._writes[rec.write_mark :]:
            if kind == "create" and message_id not in owned:
                owned.add(message_id)
                posted.append(self._messages[message_id].snapshot())
        return InteractionResult(
            id=rec.id,
            interaction_type=rec.type,
            user_id=rec.user.id,
            channel_id=rec.channel.id,
            callback_type=rec.callback_type,
            message=None if original is None else original.snapshot(),
            followups=[self._messages[i].snapshot() for i in rec.followup_ids],
            posted=posted,
            choices=copy.deepcopy(rec.choices),
            modal=copy.deepcopy(rec.modal),
            completed=completed,
            rejected=list(rec.failures),
            callback_latency=(
                None if rec.callback_at is None else rec.callback_at - rec.dispatched_at
            ),
            answer_latency=max(rec.last_activity, rec.callback_at or 0.0) - rec.dispatched_at,
            shard=rec.shard,
        )

    # -- application commands

    def _find_command(self, guild: Guild | None, name: str, ctype: int = 1) -> dict[str, Any]:
        tables = [self._guild_commands.get(guild.id, {})] if guild else []
        tables.append(self._global_commands)
        for table in tables:
            for cmd in table.values():
                if cmd["name"] == name and cmd.get("type", 1) == ctype:
                    return cmd
        known = sorted({c["name"] for t in tables for c in t.values()})
        raise LookupError(f"command /{name} is not synced here (known: {known})")

    def _check_command_access(
        self, cmd: dict[str, Any], channel: Channel, member: Member | None
    ) -> None:
        contexts = cmd.get("contexts")
        if member is None:
            if (
                cmd.get("guild_id")
                or cmd.get("dm_permission") is False
                or (contexts is not None and 1 not in contexts)
            ):
                raise PermissionError(f"/{cmd['name']} is not available in DMs")
            return
        if contexts is not None and 0 not in contexts:
            raise PermissionError(f"/{cmd['name']} is not available in guilds")
        perms = member.permissions(channel)
        if not perms & Perm.USE_APPLICATION_COMMANDS:
            raise PermissionError(f"{member.name} may not use application commands here")
        required = cmd.get("default_member_permissions")
        if required is not None and perms != ALL_PERMISSIONS:
            bits = int(required)
            # "0" hides the command from everyone but administrators.
            if bits == 0 or perms & bits != bits:
                raise PermissionError(
                    f"{member.name} lacks default_member_permissions={bits} for /{cmd['name']}"
                )

    @staticmethod
    def _command_parts(command: str, group: str | None, subcommand: str | None) -> list[str]:
        parts = command.split()
        if group:
            parts.append(group)
        if subcommand:
            parts.append(subcommand)
        if not parts:
            raise ValueError("empty command name")
        return parts

    @staticmethod
    def _walk_command(
        cmd: dict[str, Any], path: list[str]
    ) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        """(subcommand/group chain, leaf option schemas) for ``path`` below ``cmd``."""
        schemas: list[dict[str, Any]] = cmd.get("options") or []
        chain: list[dict[str, Any]] = []
        for part in path:
            opt = next((o for o in schemas if o["name"] == part and o.get("type") in (1, 2)), None)
            if opt is None:
                subs = [o["name"] for o in schemas if o.get("type") in (1, 2)]
                raise LookupError(f"/{cmd['name']} has no subcommand {part!r} here (have {subs})")
            chain.append(opt)
            schemas = opt.get("options") or []
        if any(o.get("type") in (1, 2) for o in schemas):
            subs = [o["name"] for o in schemas]
            raise ValueError(f"/{' '.join([cmd['name'], *path])} needs a subcommand: {subs}")
        return chain, schemas

    def _resolve_entity(
        self,
        value: Any,
        kinds: tuple[type, ...],
        resolved: dict[str, dict[str, Any]],
        channel: Channel,
        member: Member | None,
    ) -> str:
        """Snowflake string for a user/role/channel option, filling ``resolved`` like Discord."""
        if isinstance(value, Member) and Member in kinds:
            value = value.user
        if isinstance(value, User) and User in kinds:
            resolved.setdefault("users", {})[str(value.id)] = value.to_dict()
            target = channel.guild.members.get(value.id) if channel.guild else None
            if target is not None:
                resolved.setdefault("members", {})[str(value.id)] = target.to_dict(
                    with_user=False
                ) | {"permissions": str(target.permissions(channel))}
            return str(value.id)
        if isinstance(value, Role) and Role in kinds:
            resolved.setdefault("roles", {})[str(value.id)] = value.to_dict()
            return str(value.id)
        if isinstance(value, Channel) and Channel in kinds:
            data = value.to_dict()
            perms = member.permissions(value) if member is not None else 0
            entry = {
                k: data[k]
                for k in ("id", "type", "name", "parent_id", "thread_metadata")
                if k in data
            }
            resolved.setdefault("channels", {})[str(value.id)] = entry | {"permissions": str(perms)}
            return str(value.id)
        names = "/".join(k.__name__ for k in kinds)
        raise TypeError(f"expected a fake {names}, got {value!r}")

    def _option_value(
        self,
        schema: dict[str, Any],
        value: Any,
        resolved: dict[str, dict[str, Any]],
        channel: Channel,
        member: Member | None,
    ) -> Any:
        name, otype = schema["name"], schema.get("type")
        if otype == 3:
            if not isinstance(value, str):
                raise TypeError(f"option {name} is a string, got {value!r}")
            if not schema.get("min_length", 0) <= len(value) <= schema.get("max_length", 6000):
                raise ValueError(f"option {name}: length of {value!r} out of range")
        elif otype in (4, 10):
            ok = int if otype == 4 else (int, float)
            if isinstance(value, bool) or not isinstance(value, ok):
                raise TypeError(f"option {name} is {'an integer' if otype == 4 else 'a number'}")
            low, high = schema.get("min_value"), schema.get("max_value")
            if (low is not None and value < low) or (high is not None and value > high):
                raise ValueError(f"option {name}: {value} outside [{low}, {high}]")
        elif otype == 5:
            if not isinstance(value, bool):
                raise TypeError(f"option {name} is a boolean, got {value!r}")
        elif otype == 6:
            return self._resolve_entity(value, (User, Member), resolved, channel, member)
        elif otype == 7:
            types = schema.get("channel_types")
            if isinstance(value, Channel) and types and value.type not in types:
                raise ValueError(f"option {name} accepts channel types {types}")
            return self._resolve_entity(value, (Channel,), resolved, channel, member)
        elif otype == 8:
            return self._resolve_entity(value, (Role,), resolved, channel, member)
        elif otype == 9:
            return self._resolve_entity(value, (User, Member, Role), resolved, channel, member)
        elif otype == 11:
            if isinstance(value, tuple):
                filename, data = value
                value = self._store_attachment(channel.id, filename, bytes(data), None, True)
            if not isinstance(value, Attachment):
                raise TypeError(f"option {name} takes (filename, bytes) or an Attachment")
            resolved.setdefault("attachments", {})[str(value.id)] = value.to_dict()
            return str(value.id)
        choices = schema.get("choices")
        if choices and value not in [c["value"] for c in choices]:
            raise ValueError(f"option {name}: {value!r} is not one of the choices {choices}")
        return value

    def _command_data(
        self,
        who: UserLike,
        channel: Channel,
        parts: list[str],
        options: Mapping[str, Any],
        *,
        focused: str | None,
        bypass_checks: bool,
    ) -> dict[str, Any]:
        user, member = self._actor(who, channel)
        cmd = self._find_command(channel.guild, parts[0])
        if not bypass_checks:
            self._check_command_access(cmd, channel, member)
        chain, schemas = self._walk_command(cmd, parts[1:])
        by_name = {o["name"]: o for o in schemas}
        unknown = [n for n in options if n not in by_name]
        if unknown or (focused is not None and focused not in by_name):
            raise ValueError(
                f"/{' '.join(parts)} has options {list(by_name)}, not {unknown or [focused]}"
            )
        if focused is None:
            missing = [o["name"] for o in schemas if o.get("required") and o["name"] not in options]
            if missing:
                raise ValueError(f"/{' '.join(parts)}: required options missing: {missing}")
        elif not by_name[focused].get("autocomplete"):
            raise ValueError(f"option {focused} of /{' '.join(parts)} has no autocomplete")
        resolved: dict[str, dict[str, Any]] = {}
        leaf: list[dict[str, Any]] = []
        for schema in schemas:
            name = schema["name"]
            if name == focused:
                # Discord sends whatever the user has typed so far, unvalidated.
                raw = options.get(name, "")
                leaf.append({"name": name, "type": schema["type"], "value": raw, "focused": True})
            elif name in options:
                value = self._option_value(schema, options[name], resolved, channel, member)
                leaf.append({"name": name, "type": schema["type"], "value": value})
        nested = leaf
        for sub in reversed(chain):
            nested = [{"name": sub["name"], "type": sub["type"], "options": nested}]
        data: dict[str, Any] = {"id": cmd["id"], "name": cmd["name"], "type": 1, "options": nested}
        if cmd.get("guild_id"):
            data["guild_id"] = cmd["guild_id"]
        if resolved:
            data["resolved"] = resolved
        return data

    async def slash(
        self,
        user: UserLike,
        channel: Channel,
        command: str,
        *,
        subcommand: str | None = None,
        group: str | None = None,
        options: Mapping[str, Any] | None = None,
        timeout: float | None = None,
        settle: float | None = None,
        wait_deferred: bool = True,
        bypass_checks: bool = False,
    ) -> InteractionResult:
        """Run a synced slash command as ``user``: ``slash(u, ch, "yamb new", options=...)``.

        Options are typed by the synced schema (str, int, float, bool, User/Member, Role,
        Channel, (filename, bytes)); a missing required option or unknown name raises,
        as the Discord client would not send it.
        """
        parts = self._command_parts(command, group, subcommand)
        data = self._command_data(
            user, channel, parts, options or {}, focused=None, bypass_checks=bypass_checks
        )
        rec = self._new_interaction(
            InteractionType.APPLICATION_COMMAND, user, channel, f"/{' '.join(parts)}"
        )
        return await self._run_interaction(
            rec, data, timeout=timeout, settle=settle, wait_deferred=wait_deferred
        )

    async def autocomplete(
        self,
        user: UserLike,
        channel: Channel,
        command: str,
        *,
        focused: str,
        options: Mapping[str, Any] | None = None,
        subcommand: str | None = None,
        group: str | None = None,
        timeout: float | None = None,
    ) -> list[dict[str, Any]]:
        """The choices the bot offers while ``user`` types into option ``focused``."""
        parts = self._command_parts(command, group, subcommand)
        data = self._command_data(
            user, channel, parts, options or {}, focused=focused, bypass_checks=False
        )
        rec = self._new_interaction(
            InteractionType.AUTOCOMPLETE,
            user,
            channel,
            f"autocomplete /{' '.join(parts)} [{focused}]",
        )
        result = await self._run_interaction(rec, data, timeout=timeout, settle=0)
        if result.callback_type != 8:
            raise AssertionError(f"autocomplete answered with callback type {result.kind}")
        return result.choices or []

    # -- components and modals

    def _live_message(self, message: MessageRef) -> Message:
        message_id = message if isinstance(message, int) else message.id
        live = self._messages.get(message_id)
        if live is None or live.deleted:
            raise LookupError(f"message {message_id} does not exist (or was deleted)")
        return live

    def _component_target(
        self, who: UserLike, message: MessageRef, custom_id: str, types: tuple[int, ...]
    ) -> tuple[Message, dict[str, Any]]:
        msg = self._live_message(message)
        user = who.user if isinstance(who, Member) else who
        if msg.visible_to is not None and msg.visible_to != user.id:
            raise PermissionError(f"{user.name} cannot see ephemeral message {msg.id}")
        comp = msg.component(custom_id)
        if comp is None or comp.get("type") not in types:
            raise LookupError(
                f"message {msg.id} has no such component {custom_id!r}; it has {msg.custom_ids()}"
            )
        if comp.get("disabled"):
            raise PermissionError(f"component {custom_id!r} is disabled")
        return msg, comp

    async def click(
        self,
        user: UserLike,
        message: MessageRef,
        custom_id: str,
        *,
        timeout: float | None = None,
        settle: float | None = None,
        wait_deferred: bool = True,
    ) -> InteractionResult:
        """Press the button ``custom_id`` on ``message`` (its current state) as ``user``."""
        msg, comp = self._component_target(user, message, custom_id, (2,))
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": 2}
        if "id" in comp:
            data["id"] = comp["id"]
        channel = self.channels[msg.channel_id]
        rec = self._new_interaction(
            InteractionType.MESSAGE_COMPONENT,
            user,
            channel,
            f"click {custom_id!r}",
            message_id=msg.id,
        )
        return await self._run_interaction(
            rec, data, message=msg, timeout=timeout, settle=settle, wait_deferred=wait_deferred
        )

    async def forge(
        self,
        user: UserLike,
        message: MessageRef,
        custom_id: str,
        values: Sequence[str] | None = None,
        *,
        timeout: float | None = None,
    ) -> InteractionResult:
        """What a modified client can send: a click (``values`` None) or a menu choice with
        any custom id and any values, whatever the message shows. Discord passes such
        interactions on as they are; only the bot can refuse them."""
        msg = self._live_message(message)
        channel = self.channels[msg.channel_id]
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": 2}
        if values is not None:
            data = {"custom_id": custom_id, "component_type": 3, "values": list(values)}
        rec = self._new_interaction(
            InteractionType.MESSAGE_COMPONENT,
            user,
            channel,
            f"forged {custom_id!r}={values!r}",
            message_id=msg.id,
        )
        return await self._run_interaction(rec, data, message=msg, timeout=timeout, settle=None)

    async def select(
        self,
        user: UserLike,
        message: MessageRef,
        custom_id: str,
        values: Sequence[Any],
        *,
        timeout: float | None = None,
        settle: float | None = None,
        wait_deferred: bool = True,
    ) -> InteractionResult:
        """Choose ``values`` in select menu ``custom_id`` (option values, or fake users,
        roles, channels for entity selects)."""
        msg, comp = self._component_target(user, message, custom_id, (3, 5, 6, 7, 8))
        channel = self.channels[msg.channel_id]
        ctype = comp["type"]
        low, high = comp.get("min_values", 1), comp.get("max_values", 1)
        if not low <= len(values) <= high:
            raise ValueError(f"select {custom_id!r} takes {low}..{high} values, got {len(values)}")
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": ctype}
        if ctype == 3:
            allowed = [o["value"] for o in comp.get("options") or []]
            bad = [v for v in values if v not in allowed]
            if bad:
                raise ValueError(f"select {custom_id!r} has no options {bad}; has {allowed}")
            data["values"] = list(values)
        else:
            kinds: dict[int, tuple[type, ...]] = {
                5: (User, Member),
                6: (Role,),
                7: (User, Member, Role),
                8: (Channel,),
            }
            _, member = self._actor(user, channel)
            resolved: dict[str, dict[str, Any]] = {}
            data["values"] = [
                self._resolve_entity(v, kinds[ctype], resolved, channel, member) for v in values
            ]
            data["resolved"] = resolved
        if "id" in comp:
            data["id"] = comp["id"]
        rec = self._new_interaction(
            InteractionType.MESSAGE_COMPONENT,
            user,
            channel,
            f"select {custom_id!r}={list(values)!r}",
            message_id=msg.id,
        )
        return await self._run_interaction(
            rec, data, message=msg, timeout=timeout, settle=settle, wait_deferred=wait_deferred
        )

    async def submit_modal(
        self,
        user: UserLike,
        opened_by: InteractionResult,
        values: Mapping[str, str | Sequence[str]],
        *,
        timeout: float | None = None,
        settle: float | None = None,
        wait_deferred: bool = True,
    ) -> InteractionResult:
        """Fill in and submit the modal the bot opened in ``opened_by`` (keyed by custom_id)."""
        source = self._interactions[opened_by.id]
        if source.modal is None:
            raise ValueError(f"interaction {opened_by.id} did not open a modal")
        who = user.user if isinstance(user, Member) else user
        if who.id != source.user.id:
            raise PermissionError("only the user who triggered the modal sees it")
        used: set[str] = set()

        def mirror(comp: dict[str, Any]) -> dict[str, Any] | None:
            ctype = comp.get("type")
            if ctype == 1:
                children = [c for c in map(mirror, comp.get("components") or []) if c]
                return {"type": 1, "components": children}
            if ctype == 18 and isinstance(comp.get("component"), dict):
                inner = mirror(comp["component"])
                return (
                    None
                    if inner is None
                    else {"type": 18, "id": comp.get("id"), "component": inner}
                )
            custom_id = comp.get("custom_id")
            if custom_id is None:
                return None
            given = values.get(custom_id)
            used.add(custom_id)
            if ctype == 4:
                text = str(given if given is not None else comp.get("value") or "")
                if comp.get("required", True) and not text:
                    raise ValueError(f"text input {custom_id!r} is required")
                if not comp.get("min_length", 0) <= len(text) <= comp.get("max_length", 4000):
                    raise ValueError(f"text input {custom_id!r}: length out of range")
                return {"type": 4, "custom_id": custom_id, "value": text}
            chosen = [] if given is None else [given] if isinstance(given, str) else list(given)
            return {"type": ctype, "custom_id": custom_id, "values": chosen}

        components = [c for c in map(mirror, source.modal.get("components") or []) if c]
        unknown = set(values) - used
        if unknown:
            raise ValueError(f"modal has no inputs {sorted(unknown)}")
        data = {"custom_id": source.modal["custom_id"], "components": components}
        message = self._messages.get(source.message_id or 0)
        rec = self._new_interaction(
            InteractionType.MODAL_SUBMIT,
            user,
            source.channel,
            f"modal {data['custom_id']!r}",
            message_id=source.message_id,
        )
        return await self._run_interaction(
            rec, data, message=message, timeout=timeout, settle=settle, wait_deferred=wait_deferred
        )

    async def say(self, user: UserLike, channel: Channel, content: str) -> Message:
        """Post an ordinary message as ``user`` (dispatches MESSAGE_CREATE); in an archived
        thread it reopens it first, as Discord does (a locked one needs MANAGE_THREADS)."""
        author, member = self._actor(user, channel)
        if channel.is_thread:
            perms = member.permissions(channel) if member is not None else 0
            if channel.locked and not perms & Perm.MANAGE_THREADS:
                raise PermissionError(f"{author.name} cannot post in locked #{channel.name}")
            if channel.archived:
                self._set_archived(channel, False)
        msg = Message(
            self.ids.next(),
            channel.id,
            channel.guild_id,
            author,
            content=content,
            created_at=self.now,
        )
        msg.mentions = self._mentions(content)
        self._keep_message(msg)
        if channel.is_thread:
            channel.message_count += 1
            channel.last_message_at = msg.created_at
        self._broadcast_message("MESSAGE_CREATE", msg)
        self._notify()
        return msg.snapshot()

    # ------------------------------------------------------------------ message storage

    @staticmethod
    def _ping(msg: Message, allowed: Any) -> None:
        """Who a new message notifies, as Discord decides from its allowed_mentions (absent:
        everything mentioned is notified)."""
        content = msg.content or ""
        everything = {"users", "roles", "everyone"}
        parse = everything if allowed is None else set(allowed.get("parse") or [])
        users = set() if allowed is None else {int(u) for u in allowed.get("users") or []}
        msg.pinged = [u.id for u in msg.mentions if "users" in parse or u.id in users]
        msg.pinged_everyone = "everyone" in parse and ("@everyone" in content or "@here" in content)
        roles = set() if allowed is None else set(allowed.get("roles") or [])
        mentions_role = bool(re.search(r"<@&\d+>", content))
        msg.pinged_roles = mentions_role and ("roles" in parse or bool(roles))

    def _mentions(self, content: str | None) -> list[User]:
        found = []
        for match in MENTION_RE.finditer(content or ""):
            user = self.users.get(int(match.group(1)))
            if user is not None and user not in found:
                found.append(user)
        return found

    def _store_attachment(
        self,
        channel_id: int,
        filename: str,
        data: bytes,
        description: str | None,
        ephemeral: bool,
        limit: int | None = None,
    ) -> Attachment:
        if len(data) > (self.attachment_size_limit if limit is None else limit):
            raise DiscordHTTPError(413, "Request entity too large", 40005)
        attachment_id = self.ids.next()
        url = f"{self.http_base}/attachments/{channel_id}/{attachment_id}/{quote(filename)}"
        attachment = Attachment(
            attachment_id,
            filename,
            data,
            url,
            content_type=guess_content_type(filename),
            description=description,
            ephemeral=ephemeral,
        )
        self._attachments[attachment_id] = attachment
        return attachment

    def _attachments_for(
        self,
        channel_id: int,
        body: dict[str, Any],
        files: dict[int, tuple[str, bytes]],
        existing: list[Attachment],
        ephemeral: bool,
        limit: int | None = None,
    ) -> list[Attachment]:
        metas = body.get("attachments")
        if metas is None:
            result = list(existing)
            used: set[int] = set()
        else:
            # Entries are either new uploads (id = the files[N] index) or kept attachments.
            result, used = [], set()
            keep = {a.id: a for a in existing}
            for n, meta in enumerate(metas):
                try:
                    ref = int(meta.get("id"))
                except (TypeError, ValueError):
                    ref = -1
                if ref in files and ref not in keep and ref not in used:
                    used.add(ref)
                    name = meta.get("filename") or files[ref][0]
                    result.append(
                        self._store_attachment(
                            channel_id,
                            name,
                            files[ref][1],
                            meta.get("description"),
                            ephemeral,
                            limit,
                        )
                    )
                elif ref in keep:
                    result.append(keep[ref])
                else:
                    raise form_error(
                        f"attachments.{n}.id",
                        "ATTACHMENT_NOT_FOUND",
                        f"Unknown attachment or upload {meta.get('id')!r}",
                    )
        for index in sorted(files):
            if index not in used:
                name, data = files[index]
                result.append(
                    self._store_attachment(channel_id, name, data, None, ephemeral, limit)
                )
        return result

    def _log_write(self, msg: Message, kind: str) -> None:
        self._writes.append((asyncio.get_running_loop().time(), msg.channel_id, kind, msg.id))
        if not msg.ephemeral:
            self._public_writes += 1
        self._notify()

    @property
    def write_count(self) -> int:
        """How many times public messages were posted, edited or deleted (tests wait on it)."""
        return self._public_writes

    def _create_message(
        self,
        channel: Channel,
        body: dict[str, Any],
        files: dict[int, tuple[str, bytes]],
        *,
        prefix: str = "",
        rec: _Interaction | None = None,
        extra_flags: int = 0,
        validate: bool = True,
    ) -> Message:
        if validate:
            check_files(files, self._upload_limit(rec))
            check_message(body, len(files), creating=True, prefix=prefix, file_ids=files.keys())
        flags = (int(body.get("flags") or 0) & _CREATE_FLAGS) | extra_flags
        if not flags & EPHEMERAL:  # an ephemeral answer is nobody's message in the thread
            self._check_bot_writes(channel, editing=False, interaction=rec is not None)
        msg = Message(
            self.ids.next(),
            channel.id,
            channel.guild_id,
            self.bot_user,
            content=str(body.get("content") or ""),
            embeds=[{"type": "rich"} | e for e in body.get("embeds") or []],
            # the body was parsed for this request alone: nothing else holds its parts
            components=body.get("components") or [],
            flags=flags,
            created_at=self.now,
        )
        msg.attachments = self._attachments_for(
            channel.id, body, files, [], msg.ephemeral, self._upload_limit(rec)
        )
        msg.mentions = self._mentions(msg.content)
        self._ping(msg, body.get("allowed_mentions"))
        reference = body.get("message_reference")
        if reference and reference.get("message_id"):
            msg.message_reference = {
                "type": 0,
                "message_id": str(reference["message_id"]),
                "channel_id": str(reference.get("channel_id") or channel.id),
            }
            if channel.guild_id:
                msg.message_reference["guild_id"] = str(channel.guild_id)
        if rec is not None:
            msg.visible_to = rec.user.id if msg.ephemeral else None
            msg.webhook_id = msg.application_id = self.application_id
            msg.interaction_id = rec.id
            msg.type = 20 if rec.type == InteractionType.APPLICATION_COMMAND else 0
            metadata: dict[str, Any] = {
                "id": str(rec.id),
                "type": rec.type,
                "user": rec.user.to_dict(),
                "authorizing_integration_owners": {"0": str(channel.guild_id or 0)},
            }
            if rec.original_id is not None and rec.original_id != msg.id:
                metadata["original_response_message_id"] = str(rec.original_id)
            if rec.message_id is not None:
                metadata["interacted_message_id"] = str(rec.message_id)
            msg.interaction_metadata = metadata
        if channel.is_thread and not msg.ephemeral:
            if channel.archived:  # sending a message reopens the thread (THREAD_UPDATE first)
                self._set_archived(channel, False)
            channel.message_count += 1
            channel.last_message_at = msg.created_at
        self._keep_message(msg)
        return msg

    def _upload_limit(self, rec: _Interaction | None) -> int:
        """A file's limit: the interaction's ``attachment_size_limit`` for its answers, 10 MiB
        for the bot's channel messages."""
        return CHANNEL_ATTACHMENT_LIMIT if rec is None else rec.attachment_size_limit

    def _edit_message(
        self,
        msg: Message,
        body: dict[str, Any],
        files: dict[int, tuple[str, bytes]],
        *,
        prefix: str = "",
        rec: _Interaction | None = None,
    ) -> None:
        kept = 0 if "attachments" in body else len(msg.attachments)
        # Components are judged by the flags the message will have (v2 stays v2).
        checked = body if body.get("flags") is not None else {**body, "flags": msg.flags}
        check_files(files, self._upload_limit(rec))
        check_message(
            checked,
            len(files),
            creating=False,
            prefix=prefix,
            existing_attachments=kept,
            file_ids=files.keys(),
        )
        channel = self.channels.get(msg.channel_id)
        if channel is not None:
            self._check_bot_writes(channel, editing=True, interaction=rec is not None)
        content = msg.content if "content" not in body else str(body["content"] or "")
        embeds = (
            msg.embeds
            if "embeds" not in body
            else [{"type": "rich"} | e for e in body["embeds"] or []]
        )
        components = (
            # the body was parsed for this request alone: nothing else holds its parts
            msg.components if "components" not in body else body["components"] or []
        )
        attachments = msg.attachments
        if "attachments" in body or files:
            attachments = self._attachments_for(
                msg.channel_id, body, files, msg.attachments, msg.ephemeral, self._upload_limit(rec)
            )
        if not (content or embeds or components or attachments):
            raise DiscordHTTPError(400, "Cannot send an empty message", 50006)
        flags = msg.flags & ~LOADING
        if body.get("flags") is not None:
            toggles = SUPPRESS_EMBEDS | COMPONENTS_V2
            flags = (flags & ~toggles) | (int(body["flags"]) & toggles)
        msg.content, msg.embeds, msg.components, msg.attachments = (
            content,
            embeds,
            components,
            attachments,
        )
        msg.flags = flags
        msg.mentions = self._mentions(content)
        msg.edited_at = self.now
        msg.edits += 1

    # ------------------------------------------------------------------ HTTP plumbing

    def _add_routes(self, router: web.UrlDispatcher) -> None:
        p = API_PREFIX
        routes: list[tuple[str, str, Callable[[web.Request], Awaitable[web.StreamResponse]]]] = [
            ("GET", "/gateway/", self._h_gateway_ws),
            ("GET", "/attachments/{cid}/{aid}/{name}", self._h_attachment),
            ("GET", f"{p}/gateway", self._h_gateway_info),
            ("GET", f"{p}/gateway/bot", self._h_gateway_info),
            ("GET", f"{p}/users/@me", self._h_me),
            ("POST", f"{p}/users/@me/channels", self._h_create_dm),
            ("GET", f"{p}/users/{{uid}}", self._h_user),
            ("GET", f"{p}/oauth2/applications/@me", self._h_app_info),
            ("GET", f"{p}/applications/@me", self._h_app_info),
            ("GET", f"{p}/applications/{{app}}/commands", self._h_commands),
            ("PUT", f"{p}/applications/{{app}}/commands", self._h_commands),
            ("POST", f"{p}/applications/{{app}}/commands", self._h_commands),
            ("GET", f"{p}/applications/{{app}}/commands/{{cmd}}", self._h_command),
            ("PATCH", f"{p}/applications/{{app}}/commands/{{cmd}}", self._h_command),
            ("DELETE", f"{p}/applications/{{app}}/commands/{{cmd}}", self._h_command),
            ("GET", f"{p}/applications/{{app}}/guilds/{{gid}}/commands", self._h_commands),
            ("PUT", f"{p}/applications/{{app}}/guilds/{{gid}}/commands", self._h_commands),
            ("POST", f"{p}/applications/{{app}}/guilds/{{gid}}/commands", self._h_commands),
            ("GET", f"{p}/applications/{{app}}/guilds/{{gid}}/commands/{{cmd}}", self._h_command),
            ("PATCH", f"{p}/applications/{{app}}/guilds/{{gid}}/commands/{{cmd}}", self._h_command),
            (
                "DELETE",
                f"{p}/applications/{{app}}/guilds/{{gid}}/commands/{{cmd}}",
                self._h_command,
            ),
            ("POST", f"{p}/interactions/{{iid}}/{{token}}/callback", self._h_callback),
            ("POST", f"{p}/webhooks/{{app}}/{{token}}", self._h_followup),
            ("GET", f"{p}/webhooks/{{app}}/{{token}}/messages/{{mid}}", self._h_webhook_message),
            ("PATCH", f"{p}/webhooks/{{app}}/{{token}}/messages/{{mid}}", self._h_webhook_message),
            ("DELETE", f"{p}/webhooks/{{app}}/{{token}}/messages/{{mid}}", self._h_webhook_message),
            ("GET", f"{p}/channels/{{cid}}", self._h_channel),
            ("PATCH", f"{p}/channels/{{cid}}", self._h_edit_channel),
            ("GET", f"{p}/channels/{{cid}}/messages", self._h_history),
            ("POST", f"{p}/channels/{{cid}}/messages", self._h_send),
            ("GET", f"{p}/channels/{{cid}}/messages/{{mid}}", self._h_message),
            ("PATCH", f"{p}/channels/{{cid}}/messages/{{mid}}", self._h_message),
            ("DELETE", f"{p}/channels/{{cid}}/messages/{{mid}}", self._h_message),
            ("POST", f"{p}/channels/{{cid}}/typing", self._h_typing),
            ("POST", f"{p}/channels/{{cid}}/threads", self._h_create_thread),
            ("POST", f"{p}/channels/{{cid}}/messages/{{mid}}/threads", self._h_create_thread),
            ("GET", f"{p}/channels/{{cid}}/thread-members", self._h_thread_members),
            ("PUT", f"{p}/channels/{{cid}}/thread-members/{{uid}}", self._h_thread_member),
            ("DELETE", f"{p}/channels/{{cid}}/thread-members/{{uid}}", self._h_thread_member),
            ("GET", f"{p}/guilds/{{gid}}", self._h_guild),
            ("GET", f"{p}/guilds/{{gid}}/channels", self._h_guild_channels),
            ("GET", f"{p}/guilds/{{gid}}/roles", self._h_guild_roles),
            ("GET", f"{p}/guilds/{{gid}}/threads/active", self._h_active_threads),
            ("GET", f"{p}/guilds/{{gid}}/members", self._h_guild_members),
            ("GET", f"{p}/guilds/{{gid}}/members/{{uid}}", self._h_guild_member),
        ]
        for method, path, handler in routes:
            router.add_route(method, path, handler)
        router.add_route("*", "/{tail:.*}", self._h_unknown)

    @staticmethod
    def _is_public_path(path: str) -> bool:
        # Interaction callbacks and webhook-token routes carry no bot token (as on Discord).
        tail = path.removeprefix(API_PREFIX)
        return not path.startswith(API_PREFIX) or tail.startswith(("/interactions/", "/webhooks/"))

    @web.middleware
    async def _middleware(
        self,
        request: web.Request,
        handler: Callable[[web.Request], Awaitable[web.StreamResponse]],
    ) -> web.StreamResponse:
        where = f"{request.method} {request.path}"

        async def serve() -> web.StreamResponse:
            try:
                if not self._is_public_path(request.path) and (
                    request.headers.get("Authorization") != f"Bot {self.token}"
                ):
                    raise DiscordHTTPError(401, "401: Unauthorized", 0)
                return await handler(request)
            except DiscordHTTPError as exc:
                problem = f"{where} -> {exc.status} {exc.message} {exc.errors or ''}"
                self.rejected.append(problem)
                self._blame(request, problem)
                return _json(exc.body(), exc.status)
            except web.HTTPException:
                raise
            except Exception as exc:  # a bug in the fake must not look like a Discord 5xx retry
                log.exception("fakediscord crashed on %s", where)
                self.errors.append(f"{where}: {traceback.format_exc()}")
                self._blame(request, f"{where} -> fake crashed: {exc!r}")
                body = {"message": f"fake discord internal error: {exc!r}", "code": 0}
                return _json(body, 400)

        if self.rest_unreachable and request.path.startswith(API_PREFIX + "/"):
            # Discord's doing, not the bot's: not a rejection, and no rate limit counts it
            await request.read()  # leave the connection clean for keep-alive
            self.rest_refusals += 1
            self.request_log.append(f"{where} -> 503")
            self._notify()
            return web.Response(status=503, text="Service Unavailable")
        # Discord's rate limits (when enabled) answer 429 before anything is applied
        limits: dict[str, str] = {}
        if request.path.startswith(API_PREFIX + "/"):
            tail = request.path.removeprefix(API_PREFIX)
            refused, limits = self.ratelimits.check(request.method, tail)
            if refused is not None:
                await request.read()  # leave the connection clean for keep-alive
                self.request_log.append(f"{where} -> 429")
                self.ratelimits.answered(429)
                return refused
        # Injected faults answer instead of serve(), so nothing they refuse is applied.
        response = await self.faults.handle(request, serve)
        if response.status == 429 and request.path.startswith(API_PREFIX + "/"):
            self.ratelimits.refund(request.method, request.path.removeprefix(API_PREFIX))
        elif limits and not response.prepared:
            response.headers.update(limits)
        self.ratelimits.answered(response.status)
        self.request_log.append(f"{where} -> {response.status}")
        return response

    def _blame(self, request: web.Request, problem: str) -> None:
        rec = self._tokens.get(request.match_info.get("token", ""))
        if rec is not None:
            rec.failures.append(problem)
            self._notify()

    async def _read_body(
        self, request: web.Request
    ) -> tuple[dict[str, Any], dict[int, tuple[str, bytes]]]:
        files: dict[int, tuple[str, bytes]] = {}
        try:
            # the header itself: aiohttp's content_type parses it with the email package
            # (6% of the fake's CPU in the 64-game benchmark)
            if request.headers.get(hdrs.CONTENT_TYPE, "").lstrip().lower().startswith("multipart/"):
                payload: dict[str, Any] = {}
                reader = await request.multipart()
                while True:
                    part = await reader.next()
                    if part is None:
                        break
                    if not isinstance(part, BodyPartReader):
                        continue
                    name = part.name  # parsed from the header on each look
                    if name == "payload_json":
                        payload = from_json(await part.read())
                        continue
                    match = _FILE_FIELD_RE.match(name or "")
                    index = int(match.group(1)) if match else len(files)
                    files[index] = (part.filename or f"file{index}", bytes(await part.read()))
                return payload, files
            raw = await request.read()
            return (from_json(raw) if raw else {}), files
        except ValueError:
            raise DiscordHTTPError(400, "The request body contains invalid JSON.", 50109) from None

    # -- gateway, assets, users, application

    async def _h_gateway_ws(self, request: web.Request) -> web.StreamResponse:
        if self.gateway_unreachable:  # Discord's doing, not the bot's: not a rejection
            self.gateway_refusals += 1
            self._notify()
            return web.Response(status=503, text="Service Unavailable")
        ws = web.WebSocketResponse(max_msg_size=0)
        if not ws.can_prepare(request).ok:
            raise DiscordHTTPError(400, "gateway needs a websocket upgrade", 0)
        if request.query.get("encoding", "json") != "json":
            log.warning("fakediscord only speaks encoding=json")
        await ws.prepare(request)
        session = GatewaySession(self, ws, len(self.sessions) + 1)
        self.sessions.append(session)
        try:
            await session.run()
        finally:
            self._notify()
        return ws

    async def _h_attachment(self, request: web.Request) -> web.StreamResponse:
        attachment = self._attachments.get(_int(request.match_info["aid"], "Attachment"))
        if attachment is None:
            raise DiscordHTTPError(404, "Not Found", 0)
        return web.Response(
            body=attachment.data, content_type=attachment.content_type or "application/octet-stream"
        )

    async def _h_gateway_info(self, request: web.Request) -> web.StreamResponse:
        data: dict[str, Any] = {"url": self.gateway_url}
        if request.path.endswith("/bot"):
            data["shards"] = self.shard_count
            data["session_start_limit"] = {
                "total": 1000,
                "remaining": 999,
                "reset_after": 0,
                "max_concurrency": self.max_concurrency,
            }
        return _json(data)

    async def _h_me(self, request: web.Request) -> web.StreamResponse:
        return _json(self.bot_user.to_dict() | {"verified": True, "mfa_enabled": False})

    async def _h_user(self, request: web.Request) -> web.StreamResponse:
        user = self.users.get(_int(request.match_info["uid"], "User"))
        if user is None:
            raise DiscordHTTPError(404, "Unknown User", 10013)
        return _json(user.to_dict())

    async def _h_create_dm(self, request: web.Request) -> web.StreamResponse:
        body, _ = await self._read_body(request)
        user = self.users.get(_int(body.get("recipient_id"), "User"))
        if user is None or user.bot:
            raise DiscordHTTPError(400, "Cannot send messages to this user", 50007)
        return _json(self.dm(user).to_dict())

    async def _h_app_info(self, request: web.Request) -> web.StreamResponse:
        return _json(
            {
                "id": str(self.application_id),
                "name": self.app_name,
                "description": "",
                "icon": None,
                "bot_public": True,
                "bot_require_code_grant": False,
                "owner": self.owner.to_dict(),
                "verify_key": "0" * 64,
                "flags": 0,
                "team": None,
                "bot": self.bot_user.to_dict(),
            }
        )

    # -- application commands

    def _command_table(self, request: web.Request) -> tuple[int | None, dict[int, dict[str, Any]]]:
        if _int(request.match_info["app"], "Application") != self.application_id:
            raise DiscordHTTPError(403, "Missing Access", 50001)
        if "gid" not in request.match_info:
            return None, self._global_commands
        guild_id = _int(request.match_info["gid"], "Guild")
        if not self.bot_in(guild_id):
            raise DiscordHTTPError(403, "Missing Access", 50001)
        return guild_id, self._guild_commands.setdefault(guild_id, {})

    def _store_command(
        self,
        guild_id: int | None,
        table: dict[int, dict[str, Any]],
        cmd: dict[str, Any],
        existing: dict[int, dict[str, Any]],
    ) -> dict[str, Any]:
        key = (cmd["name"], cmd.get("type", 1))
        old = next((c for c in existing.values() if (c["name"], c.get("type", 1)) == key), None)
        command_id = int(old["id"]) if old else self.ids.next()
        stored = copy.deepcopy(cmd) | {
            "id": str(command_id),
            "application_id": str(self.application_id),
            "version": str(self.ids.next()),
            "type": cmd.get("type", 1),
            "description": cmd.get("description") or "",
            "options": copy.deepcopy(cmd.get("options") or []),
            "default_member_permissions": cmd.get("default_member_permissions"),
            "nsfw": bool(cmd.get("nsfw", False)),
        }
        if guild_id is not None:
            stored["guild_id"] = str(guild_id)
        table[command_id] = stored
        return stored

    async def _h_commands(self, request: web.Request) -> web.StreamResponse:
        guild_id, table = self._command_table(request)
        if request.method == "GET":
            return _json(list(table.values()))
        body, _ = await self._read_body(request)
        if request.method == "POST":
            check_single_command(body, size_limit=self.command_size_limit)
            ctype = body.get("type", 1)
            same_type = [c for c in table.values() if c.get("type", 1) == ctype]
            limit = COMMAND_COUNT_LIMITS.get(ctype, 1)
            if len(same_type) >= limit and all(c["name"] != body.get("name") for c in same_type):
                raise DiscordHTTPError(
                    400, f"Maximum number of application commands reached ({limit})", 30032
                )
            return _json(self._store_command(guild_id, table, body, table), 201)
        check_command_list(body, size_limit=self.command_size_limit)
        assert isinstance(body, list)  # check_command_list refuses anything else
        previous = dict(table)
        table.clear()  # bulk overwrite: commands left out are deleted
        stored = [self._store_command(guild_id, table, cmd, previous) for cmd in body]
        self._notify()
        return _json(stored)

    async def _h_command(self, request: web.Request) -> web.StreamResponse:
        _, table = self._command_table(request)
        command_id = _int(request.match_info["cmd"], "application command")
        cmd = table.get(command_id)
        if cmd is None:
            raise DiscordHTTPError(404, "Unknown application command", 10063)
        if request.method == "DELETE":
            del table[command_id]
            return _no_content()
        if request.method == "PATCH":
            body, _ = await self._read_body(request)
            # judged as it will be after the edit
            check_single_command(cmd | body, size_limit=self.command_size_limit)
            cmd.update(copy.deepcopy(body))
            cmd["version"] = str(self.ids.next())
        return _json(cmd)

    # -- interactions and webhooks

    def _interaction_for(self, request: web.Request) -> _Interaction:
        rec = self._tokens.get(request.match_info["token"])
        if rec is None or _int(request.match_info["app"], "Webhook") != self.application_id:
            raise DiscordHTTPError(404, "Unknown Webhook", 10015)
        if self._clock() - rec.made_at > self.token_lifetime:
            self.errors.append(
                f"{rec.description}: its token used {self._clock() - rec.made_at:.0f}s after "
                f"the interaction (Discord allows {self.token_lifetime:.0f}s)"
            )
            raise DiscordHTTPError(401, "Invalid Webhook Token", 50027)
        if rec.callback_type is None or rec.callback_type in (8, 9):
            raise DiscordHTTPError(404, "Unknown Webhook", 10015)
        return rec

    async def _h_callback(self, request: web.Request) -> web.StreamResponse:
        rec = self._interactions.get(_int(request.match_info["iid"], "interaction"))
        if rec is None or rec.token != request.match_info["token"]:
            raise DiscordHTTPError(404, "Unknown interaction", 10062)
        if rec.callback_type is not None:
            raise DiscordHTTPError(400, "Interaction has already been acknowledged.", 40060)
        loop = asyncio.get_running_loop()
        late = loop.time() - rec.dispatched_at + rec.lag
        if self.callback_deadline is not None and late > self.callback_deadline:
            rec.expired = True
            rec.late_answer_at = loop.time()
            self.errors.append(
                f"{rec.description}: callback after {late:.2f}s "
                f"(Discord allows {self.callback_deadline}s)"
            )
            self._notify()
            raise DiscordHTTPError(404, "Unknown interaction", 10062)
        rec.callback_at = loop.time()
        body, files = await self._read_body(request)
        ctype = body.get("type")
        data = body.get("data") or {}
        if ctype not in _ALLOWED_CALLBACKS[rec.type] or (
            ctype in (6, 7) and rec.message_id is None
        ):
            raise form_error(
                "type",
                "INTERACTION_RESPONSE_TYPE_INVALID",
                f"Callback type {ctype} is invalid for interaction type {rec.type}",
            )
        if ctype == 4:
            msg = self._create_message(rec.channel, data, files, prefix="data.", rec=rec)
            rec.original_id = msg.id
            self._broadcast_message("MESSAGE_CREATE", msg)
            self._log_write(msg, "interaction")
        elif ctype == 5:
            flags = LOADING | (int(data.get("flags") or 0) & EPHEMERAL)
            msg = self._create_message(
                rec.channel, {}, {}, rec=rec, extra_flags=flags, validate=False
            )
            rec.original_id = msg.id
            self._broadcast_message("MESSAGE_CREATE", msg)
            self._log_write(msg, "interaction")
        elif ctype == 6:
            rec.original_id = rec.message_id
        elif ctype == 7:
            msg = self._live_message(rec.message_id or 0)
            self._edit_message(msg, data, files, prefix="data.", rec=rec)
            rec.original_id = msg.id
            self._broadcast_message("MESSAGE_UPDATE", msg)
            self._log_write(msg, "interaction")
        elif ctype == 8:
            check_choices(data.get("choices", []))
            rec.choices = copy.deepcopy(data.get("choices", []))
        elif ctype == 9:
            check_modal(data)
            rec.modal = copy.deepcopy(data)
        rec.callback_type = ctype
        rec.last_activity = loop.time()
        self._notify()
        if request.query.get("with_response") not in ("1", "true", "True"):
            return _no_content()
        return _json(self._callback_body(rec, ctype))

    def _callback_body(self, rec: _Interaction, ctype: int) -> dict[str, Any]:
        msg = self._messages.get(rec.original_id or 0)
        interaction: dict[str, Any] = {
            "id": str(rec.id),
            "type": rec.type,
            "response_message_loading": ctype == 5,
            "response_message_ephemeral": bool(msg is not None and msg.ephemeral),
        }
        resource: dict[str, Any] = {"type": ctype}
        if msg is not None and ctype in (4, 5, 6, 7):
            interaction["response_message_id"] = str(msg.id)
            if ctype != 6:
                resource["message"] = msg.to_dict()
        if ctype == 12:
            interaction["activity_instance_id"] = "fake-activity"
            resource["activity_instance"] = {"id": "fake-activity"}
        return {"interaction": interaction, "resource": resource}

    async def _h_followup(self, request: web.Request) -> web.StreamResponse:
        rec = self._interaction_for(request)
        body, files = await self._read_body(request)
        original = self._messages.get(rec.original_id or 0)
        if rec.callback_type == 5 and original is not None and original.loading:
            # Discord: the first followup after a deferral resolves the loading message,
            # keeping the ephemerality chosen when deferring.
            self._edit_message(original, body, files, rec=rec)
            msg = original
            self._broadcast_message("MESSAGE_UPDATE", msg)
        else:
            msg = self._create_message(rec.channel, body, files, rec=rec)
            rec.followup_ids.append(msg.id)
            self._broadcast_message("MESSAGE_CREATE", msg)
        rec.activity += 1
        rec.last_activity = asyncio.get_running_loop().time()
        self._log_write(msg, "interaction")
        if request.query.get("wait") in ("1", "true", "True"):
            return _json(msg.to_dict())
        return _no_content()

    async def _h_webhook_message(self, request: web.Request) -> web.StreamResponse:
        rec = self._interaction_for(request)
        ref = request.match_info["mid"]
        if ref == "@original":
            message_id = rec.original_id
        else:
            message_id = _int(ref, "Message")
            if message_id not in (rec.original_id, *rec.followup_ids):
                message_id = None
        msg = self._messages.get(message_id or 0)
        if msg is None or msg.deleted:
            raise DiscordHTTPError(404, "Unknown Message", 10008)
        if request.method == "GET":
            return _json(msg.to_dict())
        rec.activity += 1
        rec.last_activity = asyncio.get_running_loop().time()
        if request.method == "DELETE":
            msg.deleted = True
            self._broadcast_message("MESSAGE_DELETE", msg)
            self._log_write(msg, "interaction")
            return _no_content()
        body, files = await self._read_body(request)
        self._edit_message(msg, body, files, rec=rec)
        self._broadcast_message("MESSAGE_UPDATE", msg)
        self._log_write(msg, "interaction")
        return _json(msg.to_dict())

    # -- channels and messages (bot token)

    def _channel(self, request: web.Request, *, need: int = Perm.VIEW_CHANNEL) -> Channel:
        channel = self.channels.get(_int(request.match_info["cid"], "Channel"))
        if channel is None:
            raise DiscordHTTPError(404, "Unknown Channel", 10003)
        if channel.guild is not None:
            perms = self.bot_member(channel.guild).permissions(channel)
            if not perms & Perm.VIEW_CHANNEL:
                raise DiscordHTTPError(403, "Missing Access", 50001)
            if perms & need != need:
                raise DiscordHTTPError(403, "Missing Permissions", 50013)
        return channel

    def _bot_perms(self, channel: Channel) -> int:
        if channel.guild is None:
            return ALL_PERMISSIONS
        return self.bot_member(channel.guild).permissions(channel)

    def _channel_message(self, channel: Channel, ref: str) -> Message:
        msg = self._messages.get(_int(ref, "Message"))
        if msg is None or msg.deleted or msg.channel_id != channel.id or msg.visible_to is not None:
            raise DiscordHTTPError(404, "Unknown Message", 10008)
        return msg

    async def _h_channel(self, request: web.Request) -> web.StreamResponse:
        return _json(self._channel(request).to_dict())

    async def _h_edit_channel(self, request: web.Request) -> web.StreamResponse:
        channel = self._channel(request)
        body, _ = await self._read_body(request)
        perms = self._bot_perms(channel)
        if channel.is_thread:
            self._edit_thread(channel, body, perms)
        elif not perms & Perm.MANAGE_CHANNELS:
            raise DiscordHTTPError(403, "Missing Permissions", 50013)
        else:
            channel.topic = body.get("topic", channel.topic)
        channel.name = body.get("name") or channel.name
        if channel.guild is not None:
            event = "THREAD_UPDATE" if channel.is_thread else "CHANNEL_UPDATE"
            self._broadcast(
                event, channel.to_dict(), intent=INTENT_GUILDS, guild_id=channel.guild.id
            )
        self._notify()
        return _json(channel.to_dict())

    def _edit_thread(self, thread: Channel, body: dict[str, Any], perms: int) -> None:
        """PATCH a thread, by Discord's rules (docs: topics/threads): name 1-100; an archived
        thread takes nothing but ``archived: false`` (anything else: 400 50083); unarchiving
        a thread that is not locked takes only the right to send messages in it ("only the
        SEND_MESSAGES permission is required"), any other edit the thread's own or
        MANAGE_THREADS; a locked one is unarchived, and ``locked`` set, only with
        MANAGE_THREADS."""
        manages = bool(perms & Perm.MANAGE_THREADS)
        reopen = thread.archived and body.get("archived") is False
        if reopen and set(body) == {"archived"} and not thread.locked:
            if not perms & Perm.SEND_MESSAGES_IN_THREADS:
                raise DiscordHTTPError(403, "Missing Permissions", 50013)
        elif thread.owner_id != self.bot_user.id and not manages:
            raise DiscordHTTPError(403, "Missing Permissions", 50013)
        check_thread_fields(body, creating=False)
        if thread.archived and not reopen and any(k != "archived" for k in body):
            raise DiscordHTTPError(400, "Thread is archived", 50083)
        if ("locked" in body or (reopen and thread.locked)) and not manages:
            raise DiscordHTTPError(403, "Missing Permissions", 50013)
        thread.locked = bool(body.get("locked", thread.locked))
        if "archived" in body and bool(body["archived"]) != thread.archived:
            thread.archived = bool(body["archived"])
            thread.archive_timestamp = self.now
        duration = body.get("auto_archive_duration")
        if duration is not None and duration != thread.auto_archive_duration:
            thread.auto_archive_duration = duration
            thread.archive_timestamp = self.now  # changing it counts as activity

    async def _h_history(self, request: web.Request) -> web.StreamResponse:
        channel = self._channel(request, need=Perm.VIEW_CHANNEL | Perm.READ_MESSAGE_HISTORY)
        query = request.query
        limit = max(1, min(100, _query_int(query, "limit", 50)))
        found = [
            m
            for m in self._messages.values()
            if m.channel_id == channel.id and not m.deleted and m.visible_to is None
        ]
        found.sort(key=lambda m: m.id, reverse=True)
        if "before" in query:
            found = [m for m in found if m.id < _query_int(query, "before")]
        if "after" in query:
            found = [m for m in found if m.id > _query_int(query, "after")][-limit:]
        if "around" in query:
            pivot = _query_int(query, "around")
            older = [m for m in found if m.id <= pivot][: (limit + 1) // 2]
            newer = [m for m in found if m.id > pivot][-(limit // 2) :] if limit > 1 else []
            found = newer + older
        return _json([m.to_dict() for m in found[:limit]])

    async def _h_send(self, request: web.Request) -> web.StreamResponse:
        channel = self._channel(request)
        if channel.type == ChannelType.DM and not all(u.accepts_dms for u in channel.recipients):
            raise DiscordHTTPError(403, "Cannot send messages to this user", 50007)
        perms = self._bot_perms(channel)
        need = Perm.SEND_MESSAGES_IN_THREADS if channel.is_thread else Perm.SEND_MESSAGES
        if not perms & need:
            raise DiscordHTTPError(403, "Missing Permissions", 50013)
        if channel.is_thread and channel.locked and not perms & Perm.MANAGE_THREADS:
            raise DiscordHTTPError(400, "Thread is locked", 160005)
        body, files = await self._read_body(request)
        if files and not perms & Perm.ATTACH_FILES:
            raise DiscordHTTPError(403, "Missing Permissions", 50013)
        nonce = body.get("nonce")
        if nonce is not None:
            check_nonce(nonce)
            earlier = self._nonces.get(str(nonce)) if body.get("enforce_nonce") else None
            if (
                earlier is not None
                and not earlier.deleted
                and (self.now - earlier.created_at).total_seconds() < NONCE_WINDOW
            ):
                # Discord: "that message will be returned and no new message will be created"
                return _json(earlier.to_dict())
        msg = self._create_message(channel, body, files)
        if nonce is not None:
            self._nonces[str(nonce)] = msg
        self._broadcast_message("MESSAGE_CREATE", msg)
        self._log_write(msg, "create")
        return _json(msg.to_dict())

    async def _h_message(self, request: web.Request) -> web.StreamResponse:
        channel = self._channel(request)
        msg = self._channel_message(channel, request.match_info["mid"])
        if request.method == "GET":
            return _json(msg.to_dict())
        if request.method == "DELETE":
            if msg.author.id != self.bot_user.id and not self._bot_perms(channel) & (
                Perm.MANAGE_MESSAGES
            ):
                raise DiscordHTTPError(403, "Missing Permissions", 50013)
            msg.deleted = True
            self._broadcast_message("MESSAGE_DELETE", msg)
            self._log_write(msg, "delete")
            return _no_content()
        if msg.author.id != self.bot_user.id:
            raise DiscordHTTPError(403, "Cannot edit a message authored by another user", 50005)
        body, files = await self._read_body(request)
        self._edit_message(msg, body, files)
        self._broadcast_message("MESSAGE_UPDATE", msg)
        self._log_write(msg, "edit")
        return _json(msg.to_dict())

    async def _h_typing(self, request: web.Request) -> web.StreamResponse:
        self._channel(request)
        return _no_content()

    async def _h_create_thread(self, request: web.Request) -> web.StreamResponse:
        parent = self._channel(request)
        if parent.guild is None or parent.is_thread:
            # no thread in a thread, from a thread's message, or in a DM
            raise DiscordHTTPError(400, "Cannot execute action on this channel type", 50024)
        body, _ = await self._read_body(request)
        thread_id = None
        if "mid" in request.match_info:
            # A thread started from a message shares the message's id.
            thread_id = self._channel_message(parent, request.match_info["mid"]).id
            if thread_id in self.channels:
                raise DiscordHTTPError(
                    400, "A thread has already been created for this message", 160004
                )
        private = thread_id is None and body.get("type", 12) == ChannelType.PRIVATE_THREAD
        need = Perm.CREATE_PRIVATE_THREADS if private else Perm.CREATE_PUBLIC_THREADS
        if not self._bot_perms(parent) & need:
            raise DiscordHTTPError(403, "Missing Permissions", 50013)
        check_thread_fields(body, creating=True)
        thread = self.add_thread(
            parent,
            str(body["name"]),
            private=private,
            thread_id=thread_id,
            auto_archive_duration=body.get("auto_archive_duration") or 1440,
        )
        self._notify()
        return _json(thread.to_dict(), 201)

    async def _h_thread_members(self, request: web.Request) -> web.StreamResponse:
        thread = self._channel(request)
        return _json(
            [
                {
                    "id": str(thread.id),
                    "user_id": str(uid),
                    "join_timestamp": thread.created_at.isoformat(),
                    "flags": 0,
                }
                for uid in thread.member_ids
            ]
        )

    async def _h_thread_member(self, request: web.Request) -> web.StreamResponse:
        thread = self._channel(request)
        if not thread.is_thread:
            raise DiscordHTTPError(400, "Not a thread", 50024)
        ref = request.match_info["uid"]
        user_id = self.bot_user.id if ref == "@me" else _int(ref, "User")
        if thread.guild is None or user_id not in thread.guild.members:
            raise DiscordHTTPError(404, "Unknown Member", 10007)
        if request.method == "PUT":
            if thread.archived:
                raise DiscordHTTPError(400, "Thread is archived", 50083)
            thread.member_ids.add(user_id)
        else:
            thread.member_ids.discard(user_id)
        self._notify()
        return _no_content()

    # -- guilds

    def _guild(self, request: web.Request) -> Guild:
        guild = self.guilds.get(_int(request.match_info["gid"], "Guild"))
        if guild is None:
            raise DiscordHTTPError(404, "Unknown Guild", 10004)
        self.bot_member(guild)  # a guild the bot was removed from: 403 Missing Access
        return guild

    async def _h_guild(self, request: web.Request) -> web.StreamResponse:
        guild = self._guild(request)
        data = guild.to_dict(full=False)
        data.update(approximate_member_count=len(guild.members), approximate_presence_count=0)
        return _json(data)

    async def _h_guild_channels(self, request: web.Request) -> web.StreamResponse:
        guild = self._guild(request)
        return _json([c.to_dict() for c in guild.channels.values() if not c.is_thread])

    async def _h_guild_roles(self, request: web.Request) -> web.StreamResponse:
        return _json([r.to_dict() for r in self._guild(request).roles.values()])

    async def _h_active_threads(self, request: web.Request) -> web.StreamResponse:
        guild = self._guild(request)
        threads = [c.to_dict() for c in guild.channels.values() if c.is_thread and not c.archived]
        return _json({"threads": threads, "members": []})

    async def _h_guild_members(self, request: web.Request) -> web.StreamResponse:
        guild = self._guild(request)
        limit = max(1, min(1000, _query_int(request.query, "limit", 1)))
        after = _query_int(request.query, "after", 0)
        members = sorted((m for m in guild.members.values() if m.id > after), key=lambda m: m.id)
        return _json([m.to_dict() for m in members[:limit]])

    async def _h_guild_member(self, request: web.Request) -> web.StreamResponse:
        guild = self._guild(request)
        member = guild.members.get(_int(request.match_info["uid"], "Member"))
        if member is None:
            raise DiscordHTTPError(404, "Unknown Member", 10007)
        return _json(member.to_dict())

    async def _h_unknown(self, request: web.Request) -> web.StreamResponse:
        where = f"{request.method} {request.path_qs}"
        self.unhandled.append(where)
        log.warning("fakediscord does not implement %s", where)
        return _json({"message": "404: Not Found", "code": 0}, 404)


@contextlib.contextmanager
def patch_discord(fake: FakeDiscord) -> Iterator[FakeDiscord]:
    """Point discord.py in this process at ``fake`` (REST base and gateway) for the block."""
    restore = override_discord_endpoints(fake.rest_base, fake.gateway_url)
    try:
        yield fake
    finally:
        restore()
