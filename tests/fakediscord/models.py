"""State kept by the fake Discord server and the JSON shapes Discord gives it.

Everything here is plain data; the server in ``server.py`` mutates it and tests read
snapshots of it (copies), so a test never sees an object change under its feet.
"""

from __future__ import annotations

import copy
import enum
import json
import mimetypes
import re
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

import orjson

DISCORD_EPOCH_MS = 1420070400000
DEFAULT_ATTACHMENT_LIMIT = 10 * 1024 * 1024

EPHEMERAL = 1 << 6
LOADING = 1 << 7
SUPPRESS_EMBEDS = 1 << 2
SUPPRESS_NOTIFICATIONS = 1 << 12
COMPONENTS_V2 = 1 << 15


class Perm(enum.IntFlag):
    """Discord permission bits used by tests (values from the Discord API docs)."""

    CREATE_INSTANT_INVITE = 1 << 0
    KICK_MEMBERS = 1 << 1
    BAN_MEMBERS = 1 << 2
    ADMINISTRATOR = 1 << 3
    MANAGE_CHANNELS = 1 << 4
    MANAGE_GUILD = 1 << 5
    ADD_REACTIONS = 1 << 6
    VIEW_CHANNEL = 1 << 10
    SEND_MESSAGES = 1 << 11
    MANAGE_MESSAGES = 1 << 13
    EMBED_LINKS = 1 << 14
    ATTACH_FILES = 1 << 15
    READ_MESSAGE_HISTORY = 1 << 16
    MENTION_EVERYONE = 1 << 17
    USE_EXTERNAL_EMOJIS = 1 << 18
    MANAGE_ROLES = 1 << 28
    USE_APPLICATION_COMMANDS = 1 << 31
    MANAGE_EVENTS = 1 << 33
    MANAGE_THREADS = 1 << 34
    CREATE_PUBLIC_THREADS = 1 << 35
    CREATE_PRIVATE_THREADS = 1 << 36
    SEND_MESSAGES_IN_THREADS = 1 << 38


ALL_PERMISSIONS = (1 << 51) - 1

DEFAULT_EVERYONE_PERMISSIONS = int(
    Perm.VIEW_CHANNEL
    | Perm.SEND_MESSAGES
    | Perm.READ_MESSAGE_HISTORY
    | Perm.ADD_REACTIONS
    | Perm.EMBED_LINKS
    | Perm.ATTACH_FILES
    | Perm.USE_EXTERNAL_EMOJIS
    | Perm.USE_APPLICATION_COMMANDS
    | Perm.SEND_MESSAGES_IN_THREADS
    | Perm.CREATE_PUBLIC_THREADS
)

DEFAULT_BOT_PERMISSIONS = DEFAULT_EVERYONE_PERMISSIONS | int(
    Perm.MANAGE_THREADS | Perm.MANAGE_MESSAGES | Perm.CREATE_PRIVATE_THREADS
)


def perm_value(value: Any) -> int:
    """Accept an int, a Perm, or a discord.Permissions (anything with ``.value``)."""
    if value is None:
        return 0
    return int(getattr(value, "value", value))


class ChannelType(enum.IntEnum):
    GUILD_TEXT = 0
    DM = 1
    GUILD_CATEGORY = 4
    GUILD_ANNOUNCEMENT = 5
    ANNOUNCEMENT_THREAD = 10
    PUBLIC_THREAD = 11
    PRIVATE_THREAD = 12


THREAD_TYPES = {
    ChannelType.ANNOUNCEMENT_THREAD,
    ChannelType.PUBLIC_THREAD,
    ChannelType.PRIVATE_THREAD,
}


class InteractionType(enum.IntEnum):
    PING = 1
    APPLICATION_COMMAND = 2
    MESSAGE_COMPONENT = 3
    AUTOCOMPLETE = 4
    MODAL_SUBMIT = 5


class CallbackType(enum.IntEnum):
    PONG = 1
    CHANNEL_MESSAGE = 4
    DEFERRED_CHANNEL_MESSAGE = 5
    DEFERRED_UPDATE_MESSAGE = 6
    UPDATE_MESSAGE = 7
    AUTOCOMPLETE_RESULT = 8
    MODAL = 9
    LAUNCH_ACTIVITY = 12


CALLBACK_KINDS: dict[int, str] = {
    1: "pong",
    4: "message",
    5: "deferred",
    6: "deferred_update",
    7: "update",
    8: "autocomplete",
    9: "modal",
    12: "activity",
}


def to_json(value: Any) -> bytes:
    """Compact JSON, as Discord sends it (orjson: the fake's JSON cost as much CPU as the
    bot's own work in the 64-game benchmark)."""
    try:
        return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS)
    except TypeError:  # what orjson refuses (integers past 64 bits): the standard library's
        return json.dumps(value, separators=(",", ":")).encode()


def from_json(text: str | bytes) -> Any:
    """Parsed JSON; invalid JSON raises ValueError."""
    return orjson.loads(text)


class Snowflakes:
    """Unique, increasing snowflakes whose timestamps are the current time (of ``clock``,
    seconds since the epoch: the fake's clock, which tests may move forward)."""

    def __init__(self, clock: Callable[[], float] = time.time) -> None:
        self._last = 0
        self.clock = clock

    def next(self) -> int:
        stamp = (int(self.clock() * 1000) - DISCORD_EPOCH_MS) << 22
        self._last = max(stamp, self._last + 1)
        return self._last

    def stamped_ago(self, seconds: float) -> int:
        """A unique snowflake whose timestamp is `seconds` ago (an event Discord delivers
        late); its low bits are the next snowflake's, so it is unique."""
        stamp = (int((self.clock() - seconds) * 1000) - DISCORD_EPOCH_MS) << 22
        return stamp | (self.next() & ((1 << 22) - 1))

    def next_on_shard(self, shard_id: int, shard_count: int) -> int:
        """The next snowflake that, as a guild id, Discord sends to `shard_id`:
        (id >> 22) % shard_count (the timestamp part moves on a few milliseconds)."""
        first = self.next()
        stamp = first >> 22
        stamp += (shard_id - stamp) % shard_count
        if stamp << 22 < first:
            stamp += shard_count
        self._last = max(self._last, stamp << 22)
        return stamp << 22


def iso(moment: datetime | None) -> str | None:
    return None if moment is None else moment.isoformat()


def now() -> datetime:
    return datetime.now(UTC)


@dataclass(eq=False)
class User:
    id: int
    name: str
    global_name: str | None = None
    bot: bool = False
    # Sent as the interaction's ``locale`` so tests can check translated replies.
    locale: str = "en-US"
    # False: the user closed their direct messages to the bot (privacy settings, or no
    # server in common): Discord refuses the bot's messages there with 50007.
    accepts_dms: bool = True

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    @property
    def display_name(self) -> str:
        return self.global_name or self.name

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "username": self.name,
            "discriminator": "0",
            "global_name": self.global_name,
            "avatar": None,
            "bot": self.bot,
            "public_flags": 0,
            "flags": 0,
        }


@dataclass(eq=False)
class Role:
    id: int
    guild_id: int
    name: str
    permissions: int = 0
    position: int = 0
    managed: bool = False

    @property
    def mention(self) -> str:
        return f"<@&{self.id}>"

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "name": self.name,
            "color": 0,
            "hoist": False,
            "icon": None,
            "unicode_emoji": None,
            "position": self.position,
            "permissions": str(self.permissions),
            "managed": self.managed,
            "mentionable": False,
            "flags": 0,
        }
        return data


@dataclass(eq=False)
class Overwrite:
    id: int
    type: int  # 0 = role, 1 = member
    allow: int = 0
    deny: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "type": self.type,
            "allow": str(self.allow),
            "deny": str(self.deny),
        }


@dataclass(eq=False)
class Member:
    user: User
    guild: Guild
    role_ids: list[int] = field(default_factory=list)
    nick: str | None = None
    joined_at: datetime = field(default_factory=now)

    @property
    def id(self) -> int:
        return self.user.id

    @property
    def name(self) -> str:
        return self.user.name

    @property
    def display_name(self) -> str:
        return self.nick or self.user.display_name

    @property
    def mention(self) -> str:
        return self.user.mention

    def permissions(self, channel: Channel | None = None) -> int:
        return self.guild.permissions_for(self, channel)

    def to_dict(self, *, with_user: bool = True) -> dict[str, Any]:
        data: dict[str, Any] = {
            "nick": self.nick,
            "avatar": None,
            "roles": [str(r) for r in self.role_ids],
            "joined_at": iso(self.joined_at),
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "communication_disabled_until": None,
        }
        if with_user:
            data["user"] = self.user.to_dict()
        return data


@dataclass(eq=False)
class Channel:
    id: int
    type: int
    name: str
    guild: Guild | None = None
    position: int = 0
    parent_id: int | None = None
    topic: str | None = None
    owner_id: int | None = None
    overwrites: list[Overwrite] = field(default_factory=list)
    recipients: list[User] = field(default_factory=list)
    archived: bool = False
    locked: bool = False
    member_ids: set[int] = field(default_factory=set)
    created_at: datetime = field(default_factory=now)
    message_count: int = 0
    # A thread archives itself once idle for this many minutes (60, 1440, 4320, 10080).
    auto_archive_duration: int = 1440
    # When it was last archived or unarchived (or its duration changed); None: created.
    archive_timestamp: datetime | None = None
    last_message_at: datetime | None = None

    @property
    def is_thread(self) -> bool:
        return self.type in THREAD_TYPES

    def idle_since(self) -> datetime:
        """Discord's "recent activity": the last message, unarchiving, or duration change."""
        return max(
            self.archive_timestamp or self.created_at, self.last_message_at or self.created_at
        )

    def archives_at(self) -> datetime:
        return self.idle_since() + timedelta(minutes=self.auto_archive_duration)

    @property
    def guild_id(self) -> int | None:
        return None if self.guild is None else self.guild.id

    @property
    def mention(self) -> str:
        return f"<#{self.id}>"

    def to_dict(self) -> dict[str, Any]:
        if self.type == ChannelType.DM:
            return {
                "id": str(self.id),
                "type": self.type,
                "last_message_id": None,
                "flags": 0,
                "recipients": [u.to_dict() for u in self.recipients],
            }
        data: dict[str, Any] = {
            "id": str(self.id),
            "type": self.type,
            "guild_id": str(self.guild_id),
            "name": self.name,
            "last_message_id": None,
            "rate_limit_per_user": 0,
            "flags": 0,
            "nsfw": False,
            "parent_id": None if self.parent_id is None else str(self.parent_id),
        }
        if self.is_thread:
            data.update(
                owner_id=str(self.owner_id),
                message_count=self.message_count,
                total_message_sent=self.message_count,
                member_count=len(self.member_ids),
                thread_metadata={
                    "archived": self.archived,
                    "auto_archive_duration": self.auto_archive_duration,
                    "archive_timestamp": iso(self.archive_timestamp or self.created_at),
                    "locked": self.locked,
                    "create_timestamp": iso(self.created_at),
                },
            )
        else:
            data.update(
                position=self.position,
                topic=self.topic,
                permission_overwrites=[o.to_dict() for o in self.overwrites],
            )
        return data


@dataclass(eq=False)
class Guild:
    id: int
    name: str
    owner_id: int
    roles: dict[int, Role] = field(default_factory=dict)
    channels: dict[int, Channel] = field(default_factory=dict)
    members: dict[int, Member] = field(default_factory=dict)
    locale: str = "en-US"
    joined_at: datetime = field(default_factory=now)

    @property
    def everyone(self) -> Role:
        return self.roles[self.id]

    def permissions_for(self, member: Member, channel: Channel | None = None) -> int:
        """Discord's documented algorithm: roles, then admin, then channel overwrites."""
        if member.id == self.owner_id:
            return ALL_PERMISSIONS
        perms = self.everyone.permissions
        for role_id in member.role_ids:
            role = self.roles.get(role_id)
            if role is not None:
                perms |= role.permissions
        if perms & Perm.ADMINISTRATOR:
            return ALL_PERMISSIONS
        if channel is not None and channel.is_thread and channel.parent_id is not None:
            channel = self.channels.get(channel.parent_id, channel)
        if channel is None:
            return perms
        by_id = {o.id: o for o in channel.overwrites}
        everyone = by_id.get(self.id)
        if everyone is not None:
            perms = (perms & ~everyone.deny) | everyone.allow
        allow = deny = 0
        for role_id in member.role_ids:
            o = by_id.get(role_id)
            if o is not None and o.type == 0:
                allow |= o.allow
                deny |= o.deny
        perms = (perms & ~deny) | allow
        own = by_id.get(member.id)
        if own is not None and own.type == 1:
            perms = (perms & ~own.deny) | own.allow
        return perms

    def to_dict(self, *, full: bool = True) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "name": self.name,
            "icon": None,
            "splash": None,
            "banner": None,
            "description": None,
            "owner_id": str(self.owner_id),
            "features": [],
            "preferred_locale": self.locale,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "nsfw_level": 0,
            "premium_tier": 0,
            "afk_channel_id": None,
            "afk_timeout": 300,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "application_id": None,
            "roles": [r.to_dict() for r in self.roles.values()],
            "emojis": [],
            "stickers": [],
        }
        if full:
            channels = [c for c in self.channels.values() if not c.is_thread]
            threads = [c for c in self.channels.values() if c.is_thread and not c.archived]
            data.update(
                unavailable=False,
                large=False,
                joined_at=iso(self.joined_at),
                member_count=len(self.members),
                members=[m.to_dict() for m in self.members.values()],
                channels=[c.to_dict() for c in channels],
                threads=[c.to_dict() for c in threads],
                voice_states=[],
                presences=[],
                stage_instances=[],
                guild_scheduled_events=[],
                soundboard_sounds=[],
            )
        return data


@dataclass(eq=False)
class Attachment:
    id: int
    filename: str
    data: bytes
    url: str
    content_type: str | None = None
    description: str | None = None
    ephemeral: bool = False

    @property
    def size(self) -> int:
        return len(self.data)

    def image_size(self) -> tuple[int, int] | None:
        # Discord reports width/height for images; PNG is what a bot renders here.
        if self.data[:8] == b"\x89PNG\r\n\x1a\n" and len(self.data) >= 24:
            return int.from_bytes(self.data[16:20], "big"), int.from_bytes(self.data[20:24], "big")
        return None

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "filename": self.filename,
            "size": self.size,
            "url": self.url,
            "proxy_url": self.url,
            "content_type": self.content_type,
        }
        if self.description is not None:
            data["description"] = self.description
        if self.ephemeral:
            data["ephemeral"] = True
        dims = self.image_size()
        if dims is not None:
            data["width"], data["height"] = dims
        return data


def guess_content_type(filename: str) -> str | None:
    return mimetypes.guess_type(filename)[0]


def walk_components(components: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every component in a v1 or v2 tree, depth first (rows, containers, sections, labels)."""
    for comp in components:
        yield comp
        children = list(comp.get("components") or [])
        for key in ("accessory", "component"):
            if isinstance(comp.get(key), dict):
                children.append(comp[key])
        yield from walk_components(children)


MENTION_RE = re.compile(r"<@!?(\d+)>")


@dataclass(eq=False)
class Message:
    id: int
    channel_id: int
    guild_id: int | None
    author: User
    content: str = ""
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    attachments: list[Attachment] = field(default_factory=list)
    flags: int = 0
    type: int = 0
    # User id that alone can see this message (ephemeral), None when public.
    visible_to: int | None = None
    interaction_id: int | None = None
    interaction_metadata: dict[str, Any] | None = None
    webhook_id: int | None = None
    application_id: int | None = None
    message_reference: dict[str, Any] | None = None
    mentions: list[User] = field(default_factory=list)
    # who Discord notified when the message was posted, by its allowed_mentions (an edit
    # notifies nobody); and whether it pinged @everyone/@here or any role
    pinged: list[int] = field(default_factory=list)
    pinged_everyone: bool = False
    pinged_roles: bool = False
    created_at: datetime = field(default_factory=now)
    edited_at: datetime | None = None
    deleted: bool = False
    edits: int = 0

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def loading(self) -> bool:
        """True while a deferred response still shows "<bot> is thinking..."."""
        return bool(self.flags & LOADING)

    def all_components(self) -> list[dict[str, Any]]:
        return list(walk_components(self.components))

    def buttons(self) -> list[dict[str, Any]]:
        return [c for c in self.all_components() if c.get("type") == 2]

    def links(self) -> list[dict[str, Any]]:
        """The link buttons (style 5): they open their url and send the bot nothing."""
        return [c for c in self.buttons() if c.get("style") == 5]

    def selects(self) -> list[dict[str, Any]]:
        return [c for c in self.all_components() if c.get("type") in (3, 5, 6, 7, 8)]

    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in self.all_components() if "custom_id" in c]

    def component(self, custom_id: str) -> dict[str, Any] | None:
        return next((c for c in self.all_components() if c.get("custom_id") == custom_id), None)

    def button(self, label: str) -> dict[str, Any]:
        """The button with this label (handy when custom ids are generated)."""
        for comp in self.buttons():
            if comp.get("label") == label:
                return comp
        labels = [c.get("label") for c in self.buttons()]
        raise LookupError(f"no button labelled {label!r} in message {self.id}; labels: {labels}")

    def attachment(self, filename: str) -> Attachment:
        for att in self.attachments:
            if att.filename == filename:
                return att
        names = [a.filename for a in self.attachments]
        raise LookupError(f"no attachment {filename!r} in message {self.id}; have {names}")

    def text(self) -> str:
        """Content plus embed texts: roughly what a reader sees, for loose assertions."""
        parts = [self.content]
        for embed in self.embeds:
            parts += [embed.get("title") or "", embed.get("description") or ""]
            for fld in embed.get("fields") or []:
                parts += [fld.get("name") or "", fld.get("value") or ""]
            parts.append((embed.get("footer") or {}).get("text") or "")
        return "\n".join(p for p in parts if p)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "channel_id": str(self.channel_id),
            "type": self.type,
            "content": self.content,
            "author": self.author.to_dict(),
            "attachments": [a.to_dict() for a in self.attachments],
            # shared, not copied: see `snapshot`
            "embeds": self.embeds,
            "components": self.components,
            "mentions": [u.to_dict() for u in self.mentions],
            "mention_roles": [],
            "mention_everyone": False,
            "pinned": False,
            "tts": False,
            "timestamp": iso(self.created_at),
            "edited_timestamp": iso(self.edited_at),
            "flags": self.flags,
        }
        if self.guild_id is not None:
            data["guild_id"] = str(self.guild_id)
        if self.webhook_id is not None:
            data["webhook_id"] = str(self.webhook_id)
        if self.application_id is not None:
            data["application_id"] = str(self.application_id)
        if self.interaction_metadata is not None:
            data["interaction_metadata"] = self.interaction_metadata
        if self.message_reference is not None:
            data["message_reference"] = dict(self.message_reference)
        return data

    def snapshot(self) -> Message:
        """A copy that later changes to the message leave alone.

        Its JSON parts (embeds, components, metadata) are shared, not copied: the fake never
        changes them in place (an edit puts new ones in their place), and neither may whoever
        reads a snapshot. Copying them was a sixth of the fake's CPU in the 64-game benchmark
        (every click's result holds a snapshot), and the fake's own slowness counts in the
        acknowledgement times it measures."""
        twin = copy.copy(self)  # dataclasses.replace was 7% of the fake's CPU: it runs __init__
        twin.attachments = list(self.attachments)
        twin.mentions = list(self.mentions)
        twin.pinged = list(self.pinged)
        return twin


@dataclass
class InteractionResult:
    """What the user saw after one interaction, once the bot finished answering."""

    id: int
    interaction_type: int
    user_id: int
    channel_id: int
    callback_type: int | None
    # The interaction's own message: the reply (types 4/5) or the updated message (6/7).
    message: Message | None = None
    followups: list[Message] = field(default_factory=list)
    # Messages the bot posted through the channel API meanwhile (e.g. channel.send).
    posted: list[Message] = field(default_factory=list)
    choices: list[dict[str, Any]] | None = None
    modal: dict[str, Any] | None = None
    # False when a deferred response was never completed within the timeout.
    completed: bool = True
    # The bot's requests for this interaction that Discord would have refused.
    rejected: list[str] = field(default_factory=list)
    # Seconds from INTERACTION_CREATE to the bot's callback, and to its last edit or followup.
    callback_latency: float | None = None
    answer_latency: float | None = None
    # The gateway shard (shard_id, shard_count) the interaction was sent to.
    shard: tuple[int, int] | None = None

    @property
    def kind(self) -> str:
        if self.callback_type is None:
            return "none"
        return CALLBACK_KINDS.get(self.callback_type, str(self.callback_type))

    @property
    def deferred(self) -> bool:
        return self.callback_type in (5, 6)

    @property
    def ephemeral(self) -> bool:
        return self.message is not None and self.message.ephemeral

    @property
    def content(self) -> str | None:
        return None if self.message is None else self.message.content

    @property
    def embeds(self) -> list[dict[str, Any]]:
        return [] if self.message is None else self.message.embeds

    @property
    def components(self) -> list[dict[str, Any]]:
        return [] if self.message is None else self.message.components

    @property
    def attachments(self) -> list[Attachment]:
        return [] if self.message is None else self.message.attachments

    @property
    def messages(self) -> list[Message]:
        """The response, followups and channel posts, in that order."""
        found = [] if self.message is None else [self.message]
        seen = {m.id for m in found}
        for msg in [*self.followups, *self.posted]:
            if msg.id not in seen:
                seen.add(msg.id)
                found.append(msg)
        return found

    def text(self) -> str:
        return "\n".join(m.text() for m in self.messages)
