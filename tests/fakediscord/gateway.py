"""One gateway websocket connection of the fake Discord server."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import uuid
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from aiohttp import WSMsgType, web

from .models import from_json, to_json

if TYPE_CHECKING:
    from .models import Guild
    from .server import FakeDiscord

log = logging.getLogger("fakediscord.gateway")

OP_DISPATCH = 0
OP_HEARTBEAT = 1
OP_IDENTIFY = 2
OP_PRESENCE = 3
OP_VOICE_STATE = 4
OP_RESUME = 6
OP_RECONNECT = 7
OP_REQUEST_MEMBERS = 8
OP_INVALID_SESSION = 9
OP_HELLO = 10
OP_HEARTBEAT_ACK = 11

# Close codes after which Discord wants a new session (IDENTIFY), and those after which
# a client must not reconnect at all (discord.py raises ConnectionClosed for these).
NON_RESUMABLE_CLOSE_CODES = frozenset({4007, 4009})
FATAL_CLOSE_CODES = frozenset({4004, 4010, 4011, 4012, 4013, 4014})

HEARTBEAT_INTERVAL_MS = 41250
REPLAY_BUFFER = 1000

# Gateway intent bits that decide which events a session receives.
INTENT_GUILDS = 1 << 0
INTENT_GUILD_MEMBERS = 1 << 1
INTENT_GUILD_MESSAGES = 1 << 9
INTENT_DIRECT_MESSAGES = 1 << 12
INTENT_MESSAGE_CONTENT = 1 << 15


class GatewaySession:
    """Serves HELLO / IDENTIFY / heartbeats and carries dispatches to one client."""

    def __init__(self, fake: FakeDiscord, ws: web.WebSocketResponse, number: int) -> None:
        self.fake = fake
        self.ws = ws
        self.number = number
        self.session_id: str | None = None
        self.seq = 0
        self.intents = 0
        self.shard: tuple[int, int] = (0, 1)
        self.identified = False
        # Set by FakeDiscord when IDENTIFY succeeds: 1 for the first bot login, then 2, ...
        self.generation = 0
        self.heartbeats = 0
        self.identified_at: float | None = None  # loop time of its IDENTIFY
        self.sent: list[tuple[int, str]] = []
        self.resumed_by: GatewaySession | None = None
        # Closed by the fake but resumable: dispatches are numbered and kept for a RESUME,
        # as Discord queues a session's events while its client reconnects.
        self.suspended = False
        # Ended by the fake (close 4007/4009, INVALID_SESSION false): a RESUME is refused.
        self.invalidated = False
        self._send_lock = asyncio.Lock()

    @property
    def open(self) -> bool:
        return not self.ws.closed

    def wants(self, intent: int | None) -> bool:
        return intent is None or bool(self.intents & intent)

    def has_guild(self, guild_id: int | None) -> bool:
        """Whether Discord sends this guild's events here: (guild_id >> 22) % shard_count
        is the session's shard; None (direct messages) goes to shard 0."""
        shard_id, count = self.shard
        if guild_id is not None and not self.fake.bot_in(guild_id):
            return False  # the bot was removed from it: nothing of it comes any more
        return ((guild_id or 0) >> 22) % count == shard_id

    def guild_payload(self, guild: Guild) -> dict[str, Any]:
        """GUILD_CREATE data; like Discord, other members only with the GUILD_MEMBERS intent."""
        data = guild.to_dict()
        if not self.intents & INTENT_GUILD_MEMBERS:
            me = str(self.fake.bot_user.id)
            data["members"] = [m for m in data["members"] if m["user"]["id"] == me]
        return data

    async def _send(self, payload: dict[str, Any]) -> None:
        async with self._send_lock:
            if self.ws.closed:
                return
            # Plain text JSON frames: discord.py accepts them despite asking for zlib-stream.
            await self.ws.send_str(to_json(payload).decode())

    async def dispatch(self, event: str, data: dict[str, Any]) -> None:
        async with self._send_lock:
            if self.ws.closed and not self.suspended:
                return
            self.seq += 1
            payload = {"op": OP_DISPATCH, "t": event, "s": self.seq, "d": data}
            frame = to_json(payload).decode()
            # Kept so a RESUME can replay what the client had not yet received.
            self.sent.append((self.seq, frame))
            del self.sent[:-REPLAY_BUFFER]
            if not self.ws.closed:
                # a socket already closing (the bot was killed) is a dropped connection, as on
                # Discord: the event stays in `sent` for a RESUME, or is lost with the session
                with contextlib.suppress(ConnectionError):
                    await self.ws.send_str(frame)

    async def request_reconnect(self) -> None:
        """Op 7 RECONNECT: the client closes this socket and RESUMEs on a new one."""
        self.suspended = True
        await self._send({"op": OP_RECONNECT, "d": None})

    async def invalidate(self, *, resumable: bool) -> None:
        """Op 9 INVALID_SESSION; the client closes the socket and RESUMEs or IDENTIFYs."""
        self.suspended, self.invalidated = resumable, not resumable
        await self._send({"op": OP_INVALID_SESSION, "d": resumable})

    async def close(self, code: int = 1000) -> None:
        if not self.ws.closed:
            await self.ws.close(code=code)

    async def run(self) -> None:
        await self._send({"op": OP_HELLO, "d": {"heartbeat_interval": HEARTBEAT_INTERVAL_MS}})
        handlers: dict[int, Callable[[Any], Awaitable[None]]] = {
            OP_HEARTBEAT: self._on_heartbeat,
            OP_IDENTIFY: self._on_identify,
            OP_RESUME: self._on_resume,
            OP_REQUEST_MEMBERS: self._on_request_members,
        }
        async for msg in self.ws:
            if msg.type != WSMsgType.TEXT:
                if msg.type == WSMsgType.BINARY:
                    log.warning("gateway session %s sent a binary frame; ignored", self.number)
                continue
            try:
                packet = from_json(msg.data)
            except ValueError:
                await self.close(4002)  # Discord: "Decode error"
                return
            op = packet.get("op")
            handler = handlers.get(op)
            if handler is not None:
                await handler(packet.get("d"))
            elif op not in (OP_PRESENCE, OP_VOICE_STATE):
                log.warning("gateway session %s sent unknown op %s", self.number, op)
                await self.close(4001)  # Discord: "Unknown opcode"
                return

    async def _on_heartbeat(self, _data: Any) -> None:
        self.heartbeats += 1
        await self._send({"op": OP_HEARTBEAT_ACK})

    async def _on_identify(self, data: dict[str, Any]) -> None:
        token = str(data.get("token", ""))
        if token.removeprefix("Bot ") != self.fake.token:
            await self.close(4004)  # Discord: "Authentication failed"
            return
        if self.session_id is not None:
            await self.close(4005)  # Discord: "Already authenticated"
            return
        self.intents = int(data.get("intents") or 0)
        self.identified_at = asyncio.get_running_loop().time()
        shard = data.get("shard")
        if shard is not None:
            try:
                shard_id, count = int(shard[0]), int(shard[1])
            except (TypeError, ValueError, IndexError):
                await self.close(4010)  # Discord: "Invalid shard"
                return
            if not 0 <= shard_id < count:
                await self.close(4010)
                return
            self.shard = (shard_id, count)
        self.session_id = uuid.uuid4().hex
        for other in self.fake.sessions:
            if other.shard[0] == self.shard[0]:
                # a fresh login of this shard: its earlier session will not be resumed
                other.suspended = False
        guilds = [g for g in self.fake.guilds.values() if self.has_guild(g.id)]
        me = self.fake.bot_user.to_dict() | {"verified": True, "mfa_enabled": False}
        await self.dispatch(
            "READY",
            {
                "v": 10,
                "user": me,
                "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
                "session_id": self.session_id,
                "resume_gateway_url": self.fake.gateway_url,
                "shard": list(self.shard),
                "application": {"id": str(self.fake.application_id), "flags": 0},
                "private_channels": [],
                "relationships": [],
                "presences": [],
                "user_settings": {},
                "guild_join_requests": [],
                "geo_ordered_rtc_regions": [],
            },
        )
        for guild in guilds:
            await self.dispatch("GUILD_CREATE", self.guild_payload(guild))
        # Only now may interactions and events flow: the client knows every guild.
        self.identified = True
        self.fake._session_ready(self)

    async def _on_resume(self, data: dict[str, Any]) -> None:
        old = next(
            (
                s
                for s in self.fake.sessions
                if s is not self and s.identified and s.session_id == data.get("session_id")
            ),
            None,
        )
        token_ok = str(data.get("token", "")).removeprefix("Bot ") == self.fake.token
        if (
            not self.fake.allow_resume
            or old is None
            or old.resumed_by
            or old.invalidated
            or not token_ok
        ):
            # "false": the session cannot be resumed, discord.py IDENTIFYs afresh
            # (after its own 5 s before_identify_hook delay).
            self.fake.resume_refused += 1
            await self._send({"op": OP_INVALID_SESSION, "d": False})
            return
        await old.close(4000)
        # From here to the replay nothing awaits: no event can fall between the two sessions.
        old.resumed_by = self
        old.suspended = False
        self.session_id, self.intents, self.shard = old.session_id, old.intents, old.shard
        self.generation, self.seq = old.generation, old.seq
        client_seq = int(data.get("seq") or 0)
        missed = [(seq, frame) for seq, frame in old.sent if seq > client_seq]
        self.identified = True
        async with self._send_lock:
            for seq, frame in missed:
                self.sent.append((seq, frame))
                await self.ws.send_str(frame)
        await self.dispatch("RESUMED", {})
        self.fake._session_resumed(self)

    async def _on_request_members(self, data: dict[str, Any]) -> None:
        guild = self.fake.guilds.get(int(data.get("guild_id", 0)))
        if guild is None:
            return
        members = list(guild.members.values())
        user_ids = data.get("user_ids")
        if user_ids is not None:
            wanted = {int(u) for u in (user_ids if isinstance(user_ids, list) else [user_ids])}
            members = [m for m in members if m.id in wanted]
        elif data.get("query"):
            query = str(data["query"]).lower()
            members = [m for m in members if m.name.lower().startswith(query)]
        limit = int(data.get("limit") or 0)
        if limit:
            members = members[:limit]
        chunk: dict[str, Any] = {
            "guild_id": str(guild.id),
            "members": [m.to_dict() for m in members],
            "chunk_index": 0,
            "chunk_count": 1,
            "not_found": [],
        }
        if data.get("nonce") is not None:
            chunk["nonce"] = data["nonce"]
        await self.dispatch("GUILD_MEMBERS_CHUNK", chunk)
