"""The fake Discord refuses what real Discord refuses, at Discord's limits and no sooner.

Each rule is tried one past its limit (refused, with Discord's HTTP status, error code and,
for 50035 "Invalid Form Body", the nested ``errors`` entry) and at the limit (accepted).
A raw gateway client stands in for the bot: it IDENTIFYs, reads dispatches, and answers
interactions over plain HTTP, so every route that takes a body can be driven directly.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import aiohttp
import pytest

from tests.fakediscord import (
    Channel,
    FakeDiscord,
    Guild,
    InteractionFailed,
    InteractionTimeout,
    Member,
    Message,
    Perm,
)
from tests.fakediscord.models import DEFAULT_EVERYONE_PERMISSIONS
from tests.fakediscord.validation import COMMAND_SIZE_LIMIT, command_size

TIMEOUT = 5.0
INTENTS = (1 << 0) | (1 << 9)  # GUILDS (threads, channels) and GUILD_MESSAGES
FORM = 50035  # "Invalid Form Body"
MIB = 1024 * 1024


# ---------------------------------------------------------------------------- the rig


@dataclass
class Reply:
    status: int
    body: Any

    def error(self, path: str) -> list[str]:
        """The ``_errors`` codes Discord filed under ``path`` ("" for the request itself)."""
        node = self.body.get("errors") or {}
        for key in filter(None, path.split(".")):
            node = node.get(key) or {}
        return [e["code"] for e in node.get("_errors", [])]


class RawBot:
    """A bare gateway client: IDENTIFY, then every dispatch kept in order."""

    def __init__(self, fake: FakeDiscord, http: aiohttp.ClientSession) -> None:
        self.fake = fake
        self.http = http
        self.events: list[tuple[str, dict[str, Any]]] = []
        self._seen = 0
        self._changed = asyncio.Condition()
        self._ws: aiohttp.ClientWebSocketResponse | None = None
        self._reader: asyncio.Task[None] | None = None

    async def connect(self) -> None:
        self._ws = await self.http.ws_connect(self.fake.gateway_url + "?v=10&encoding=json")
        await self._ws.receive_json()  # HELLO
        identify = {"token": self.fake.token, "intents": INTENTS, "properties": {}}
        await self._ws.send_json({"op": 2, "d": identify})
        self._reader = asyncio.create_task(self._read())
        await self.expect("READY")

    async def close(self) -> None:
        if self._ws is not None:
            await self._ws.close()
        if self._reader is not None:
            await asyncio.gather(self._reader, return_exceptions=True)

    async def _read(self) -> None:
        assert self._ws is not None
        async for frame in self._ws:
            packet = json.loads(frame.data)
            if packet.get("op") == 0:
                async with self._changed:
                    self.events.append((packet["t"], packet["d"]))
                    self._changed.notify_all()

    async def expect(
        self, name: str, predicate: Callable[[dict[str, Any]], bool] = lambda d: True
    ) -> dict[str, Any]:
        """The next ``name`` dispatch (after those already expected) that ``predicate`` likes."""

        def find() -> dict[str, Any] | None:
            for index in range(self._seen, len(self.events)):
                event, data = self.events[index]
                if event == name and predicate(data):
                    self._seen = index + 1
                    return data
            return None

        async with asyncio.timeout(TIMEOUT), self._changed:
            while (found := find()) is None:
                await self._changed.wait()
            return found

    def index(self, name: str, predicate: Callable[[dict[str, Any]], bool]) -> int:
        """Where the first such dispatch came."""
        for i, (event, data) in enumerate(self.events):
            if event == name and predicate(data):
                return i
        raise LookupError(f"no such {name} came")


@dataclass
class Rig:
    fake: FakeDiscord
    guild: Guild
    channel: Channel
    thread: Channel
    alice: Member
    http: aiohttp.ClientSession
    bot: RawBot
    tasks: list[asyncio.Task[Any]] = field(default_factory=list)

    async def rest(
        self,
        method: str,
        path: str,
        body: Any = None,
        files: dict[str, tuple[str, bytes]] | None = None,
    ) -> Reply:
        url = self.fake.rest_base + path
        headers = {"Authorization": f"Bot {self.fake.token}"}
        data: Any = None
        if files is not None:
            form = aiohttp.FormData()
            form.add_field("payload_json", json.dumps(body), content_type="application/json")
            for field_name, (filename, content) in files.items():
                form.add_field(field_name, content, filename=filename)
            data = form
        async with self.http.request(
            method, url, json=None if files is not None else body, data=data, headers=headers
        ) as response:
            raw = await response.read()
            return Reply(response.status, json.loads(raw) if raw else None)

    @property
    def app(self) -> int:
        return self.fake.application_id

    async def post(self, channel: Channel, body: dict[str, Any]) -> dict[str, Any]:
        reply = await self.rest("POST", f"/channels/{channel.id}/messages", body)
        assert reply.status == 200, reply.body
        return dict(reply.body)

    async def start(self, action: Awaitable[Any]) -> dict[str, Any]:
        """Run a user's action; the INTERACTION_CREATE the bot gets for it."""
        self.tasks.append(asyncio.ensure_future(action))
        return await self.bot.expect("INTERACTION_CREATE")

    async def command(self, channel: Channel | None = None) -> dict[str, Any]:
        return await self.start(self.fake.slash(self.alice, channel or self.channel, "play"))

    async def click(self, channel: Channel | None = None) -> dict[str, Any]:
        message = await self.post(channel or self.channel, BUTTON)
        return await self.start(self.fake.click(self.alice, int(message["id"]), "go"))

    async def callback(
        self,
        interaction: dict[str, Any],
        body: dict[str, Any],
        files: dict[str, tuple[str, bytes]] | None = None,
    ) -> Reply:
        path = f"/interactions/{interaction['id']}/{interaction['token']}/callback"
        return await self.rest("POST", path, body, files)

    def webhook(self, interaction: dict[str, Any], tail: str = "") -> str:
        return f"/webhooks/{self.app}/{interaction['token']}{tail}"

    async def settle(self) -> None:
        """Wait for every user action to end (one whose answers were all refused fails)."""
        for task in self.tasks:
            with contextlib.suppress(InteractionFailed, InteractionTimeout, PermissionError):
                await asyncio.wait_for(task, TIMEOUT)
        self.tasks.clear()

    async def answer_if_needed(self, interaction: dict[str, Any]) -> None:
        """What a bot's error handler sends after a refused answer: a plain ephemeral reply
        (an empty list to autocomplete), so the user's action ends at once instead of
        after the fake's wait for a retry."""
        fallback = (
            {"type": 8, "data": {"choices": []}}
            if interaction["type"] == 4
            else {"type": 4, "data": {"content": "sorry", "flags": 64}}
        )
        await self.callback(interaction, fallback)  # 40060 if one was accepted: fine


GO = {"type": 2, "style": 1, "label": "Go", "custom_id": "go"}
BUTTON: dict[str, Any] = {"content": "board", "components": [{"type": 1, "components": [GO]}]}

PLAY: dict[str, Any] = {
    "type": 1,
    "name": "play",
    "description": "Play",
    "options": [{"type": 3, "name": "ruleset", "description": "Rules", "autocomplete": True}],
}


@pytest.fixture
async def rig() -> AsyncIterator[Rig]:
    fake = FakeDiscord(settle=0.0, timeout=TIMEOUT)
    # these tests send raw requests back to back to meet what Discord refuses in a payload;
    # the rate limits have tests of their own (test_fakediscord_ratelimits.py)
    fake.ratelimits.enabled = False
    guild = fake.add_guild("Limits")
    channel = fake.add_text_channel(guild, "yamb")
    thread = fake.add_thread(channel, "game", auto_archive_duration=60)
    alice = fake.add_member(guild, "alice")
    await fake.start()
    try:
        async with aiohttp.ClientSession() as http:
            bot = RawBot(fake, http)
            await bot.connect()
            here = Rig(fake, guild, channel, thread, alice, http, bot)
            path = f"/applications/{fake.application_id}/guilds/{guild.id}/commands"
            assert (await here.rest("PUT", path, [PLAY])).status == 200
            try:
                yield here
            finally:
                await here.settle()
                await bot.close()
    finally:
        await fake.stop()


def refused(reply: Reply, path: str, code: str, *, status: int = 400) -> None:
    assert reply.status == status and reply.body["code"] == FORM, reply.body
    assert code in reply.error(path), reply.body


# ---------------------------------------------------------------------------- commands


def slash(name: str = "game", **fields: Any) -> dict[str, Any]:
    return {"type": 1, "name": name, "description": "Play a game", **fields}


def opt(name: str, otype: int = 3, **fields: Any) -> dict[str, Any]:
    return {"type": otype, "name": name, "description": "An option", **fields}


def sub(name: str, options: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return opt(name, 1, options=options or [])


def group(name: str, options: list[dict[str, Any]]) -> dict[str, Any]:
    return opt(name, 2, options=options)


def choices(count: int, name: str = "n", value: str = "v") -> list[dict[str, Any]]:
    return [{"name": f"{name}{i}", "value": f"{value}{i}"} for i in range(count)]


def sized(size: int, name: str = "big") -> dict[str, Any]:
    """A slash command of exactly ``size`` characters (by command_size), in choices."""
    cmd = slash(name, description="d" * 100, options=[opt("pick", description="p" * 100)])
    rest = size - command_size(cmd)
    count = -(-rest // 200)  # each choice carries at most 100 + 100
    entries = []
    for i in range(count):
        share = rest // count + (1 if i < rest % count else 0)
        label = f"{i:02d}" + "n" * (share // 2 - 2)
        entries.append({"name": label, "value": "v" * (share - len(label))})
    cmd["options"][0]["choices"] = entries
    assert command_size(cmd) == size
    return cmd


INVALID_NAME = "APPLICATION_COMMAND_INVALID_NAME"
BAD_LENGTH = "BASE_TYPE_BAD_LENGTH"
MAX_LENGTH = "BASE_TYPE_MAX_LENGTH"
TYPE_INVALID = "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID"
NAME_USED = "APPLICATION_COMMAND_OPTIONS_NAME_INVALID"

COMMAND_RULES: list[tuple[str, dict[str, Any], dict[str, Any], str, str]] = [
    ("name 32", slash("a" * 32), slash("a" * 33), "0.name", INVALID_NAME),
    ("name lowercase", slash("igra"), slash("Igra"), "0.name", INVALID_NAME),
    ("name characters", slash("don't-stop_2"), slash("no!"), "0.name", INVALID_NAME),
    ("name scripts", slash("नमस्ते"), slash("two words"), "0.name", INVALID_NAME),
    ("thai and cyrillic", slash("ภาษาไทย-игра"), slash("ИГРА"), "0.name", INVALID_NAME),
    (
        "localized name",
        slash(name_localizations={"hr": "igra"}),
        slash(name_localizations={"hr": "Igra"}),
        "0.name_localizations.hr",
        INVALID_NAME,
    ),
    (
        "locales",
        slash(name_localizations={"hr": "igra", "en-GB": "game", "es-419": "juego"}),
        slash(name_localizations={"sr": "igra"}),
        "0.name_localizations.sr",
        "BASE_TYPE_CHOICES",
    ),
    ("description 100", slash(description="d" * 100), slash(description="d" * 101),
     "0.description", BAD_LENGTH),
    ("description 1", slash(description="d"), slash(description=""), "0.description", BAD_LENGTH),
    (
        "localized description",
        slash(description_localizations={"de": "d" * 100}),
        slash(description_localizations={"de": "d" * 101}),
        "0.description_localizations.de",
        BAD_LENGTH,
    ),
    ("option name", slash(options=[opt("ime")]), slash(options=[opt("Ime")]),
     "0.options.0.name", INVALID_NAME),
    (
        "option description",
        slash(options=[opt("x", description="d" * 100)]),
        slash(options=[opt("x", description="d" * 101)]),
        "0.options.0.description",
        BAD_LENGTH,
    ),
    (
        "25 options",
        slash(options=[opt(f"o{i}") for i in range(25)]),
        slash(options=[opt(f"o{i}") for i in range(26)]),
        "0.options",
        MAX_LENGTH,
    ),
    (
        "25 options in a subcommand",
        slash(options=[sub("s", [opt(f"o{i}") for i in range(25)])]),
        slash(options=[sub("s", [opt(f"o{i}") for i in range(26)])]),
        "0.options.0.options",
        MAX_LENGTH,
    ),
    (
        "25 choices",
        slash(options=[opt("c", choices=choices(25))]),
        slash(options=[opt("c", choices=choices(26))]),
        "0.options.0.choices",
        MAX_LENGTH,
    ),
    (
        "choice name",
        slash(options=[opt("c", choices=[{"name": "n" * 100, "value": "v"}])]),
        slash(options=[opt("c", choices=[{"name": "n" * 101, "value": "v"}])]),
        "0.options.0.choices.0.name",
        BAD_LENGTH,
    ),
    (
        "localized choice name",
        slash(options=[opt("c", choices=[{"name": "n", "value": "v",
                                          "name_localizations": {"hr": "n" * 100}}])]),
        slash(options=[opt("c", choices=[{"name": "n", "value": "v",
                                          "name_localizations": {"hr": "n" * 101}}])]),
        "0.options.0.choices.0.name_localizations.hr",
        BAD_LENGTH,
    ),
    (
        "choice value",
        slash(options=[opt("c", choices=[{"name": "n", "value": "v" * 100}])]),
        slash(options=[opt("c", choices=[{"name": "n", "value": "v" * 101}])]),
        "0.options.0.choices.0.value",
        BAD_LENGTH,
    ),
    (
        "required first",
        slash(options=[opt("a", required=True), opt("b")]),
        slash(options=[opt("a"), opt("b", required=True)]),
        "0.options.1.required",
        "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
    ),
    (
        "subcommands or options",
        slash(options=[sub("a"), group("b", [sub("c")])]),
        slash(options=[sub("a"), opt("b")]),
        "0.options",
        TYPE_INVALID,
    ),
    (
        "groups hold subcommands",
        slash(options=[group("g", [sub("a")])]),
        slash(options=[group("g", [group("h", [sub("a")])])]),
        "0.options.0.options",
        TYPE_INVALID,
    ),
    (
        "subcommands hold options",
        slash(options=[sub("a", [opt("x")])]),
        slash(options=[sub("a", [sub("b")])]),
        "0.options.0.options",
        TYPE_INVALID,
    ),
    (
        "autocomplete or choices",
        slash(options=[opt("a", autocomplete=True)]),
        slash(options=[opt("a", autocomplete=True, choices=choices(2))]),
        "0.options.0.autocomplete",
        "APPLICATION_COMMAND_OPTIONS_AUTOCOMPLETE_INVALID",
    ),
    (
        "sibling names",
        slash(options=[sub("a", [opt("x")]), sub("b", [opt("x")])]),
        slash(options=[sub("a", [opt("x"), opt("x")])]),
        "0.options.0.options.1.name",
        NAME_USED,
    ),
    (
        "localized sibling names",
        slash(options=[opt("a", name_localizations={"hr": "c"}), opt("b")]),
        slash(options=[opt("a", name_localizations={"hr": "b"}), opt("b")]),
        "0.options.0.name_localizations.hr",
        NAME_USED,
    ),
]  # fmt: skip


@pytest.mark.parametrize(
    "good, bad, path, code", [case[1:] for case in COMMAND_RULES], ids=[c[0] for c in COMMAND_RULES]
)
async def test_command_rules(
    rig: Rig, good: dict[str, Any], bad: dict[str, Any], path: str, code: str
) -> None:
    where = f"/applications/{rig.app}/guilds/{rig.guild.id}/commands"
    refused(await rig.rest("PUT", where, [bad]), path, code)
    accepted = await rig.rest("PUT", where, [good])
    assert accepted.status == 200, accepted.body
    assert [c["name"] for c in rig.fake.commands(rig.guild)] == [good["name"]]


def test_command_size_counts_what_discord_counts() -> None:
    cmd = slash(
        "yamb",  # 4
        description="Play",  # the longest of the three: 6
        description_localizations={"de": "Spiele", "hr": "Igraj"},
        options=[
            group("admin", [sub("reset", [opt("what", choices=[{"name": "all", "value": 10}])])]),
            opt("seat", 4, name_localizations={"ru": "место"}),
        ],
    )
    admin = 5 + 9 + 5 + 9 + 4 + 9 + 3 + 2  # names, "An option" descriptions, choice name+value
    seat = 5 + 9  # its Russian name, "место", is the longer
    assert command_size(cmd) == 4 + 6 + admin + seat
    assert command_size(sized(COMMAND_SIZE_LIMIT)) == COMMAND_SIZE_LIMIT


@pytest.mark.parametrize("route", ["bulk guild", "bulk global", "create", "edit"])
async def test_command_size_limit(rig: Rig, route: str) -> None:
    glob = f"/applications/{rig.app}/commands"
    guild = f"/applications/{rig.app}/guilds/{rig.guild.id}/commands"
    small = await rig.rest("POST", glob, slash("big"))
    assert small.status == 201

    async def register(cmd: dict[str, Any]) -> Reply:
        if route == "bulk guild":
            return await rig.rest("PUT", guild, [cmd])
        if route == "bulk global":
            return await rig.rest("PUT", glob, [cmd])
        if route == "create":
            return await rig.rest("POST", glob, cmd)
        return await rig.rest("PATCH", f"{glob}/{small.body['id']}", cmd)

    where = "0" if route.startswith("bulk") else ""
    too_big = await register(sized(COMMAND_SIZE_LIMIT + 1))
    refused(too_big, where, "APPLICATION_COMMAND_TOO_LARGE")
    message = json.dumps(too_big.body["errors"])
    assert f"/big is {COMMAND_SIZE_LIMIT + 1} characters (max {COMMAND_SIZE_LIMIT})" in message
    assert (await register(sized(COMMAND_SIZE_LIMIT))).status in (200, 201)
    # localizations count with the longest form: a longer translation tips it over
    tipped = sized(COMMAND_SIZE_LIMIT)
    tipped["description_localizations"] = {"de": "d" * 100, "hr": "d" * 100}
    assert (await register(tipped)).status in (200, 201)
    tipped["options"][0]["description_localizations"] = {"hr": "p" * 100 + "!"}
    refused(await register(tipped), where, "APPLICATION_COMMAND_TOO_LARGE")


async def test_command_counts_and_unique_names(rig: Rig) -> None:
    glob = f"/applications/{rig.app}/commands"
    hundred = [slash(f"c{i}") for i in range(100)]
    refused(await rig.rest("PUT", glob, [*hundred, slash("c100")]), "", MAX_LENGTH)
    refused(
        await rig.rest("PUT", glob, [slash("twin"), slash("twin")]),
        "1",
        "APPLICATION_COMMANDS_DUPLICATE_NAME",
    )
    # a user command may share a slash command's name, and have capitals and spaces
    context = {"type": 2, "name": "Start Game", "description": ""}
    assert (
        await rig.rest("PUT", glob, [*hundred, context, {**context, "name": "c0"}])
    ).status == 200
    extra = await rig.rest("POST", glob, slash("c100"))
    assert extra.status == 400 and extra.body["code"] == 30032, extra.body
    assert (await rig.rest("POST", glob, slash("c99", description="New text"))).status == 201


# ---------------------------------------------------------------------------- messages


ROUTES = ["channel", "channel edit", "reply", "update", "deferred", "followup", "edit original"]


async def send_via(
    rig: Rig,
    route: str,
    body: dict[str, Any],
    files: dict[str, tuple[str, bytes]] | None = None,
    channel: Channel | None = None,
) -> tuple[Reply, str]:
    """Send ``body`` as a message by ``route``; the reply and where its errors are filed."""
    channel = channel or rig.channel
    if route == "channel":
        return await rig.rest("POST", f"/channels/{channel.id}/messages", body, files), ""
    if route == "channel edit":
        message = await rig.post(channel, {"content": "draft"})
        path = f"/channels/{channel.id}/messages/{message['id']}"
        return await rig.rest("PATCH", path, body, files), ""
    if route == "update":
        clicked = await rig.click(channel)
        reply = await rig.callback(clicked, {"type": 7, "data": body}, files)
        await rig.answer_if_needed(clicked)
        return reply, "data."
    used = await rig.command(channel)
    if route == "reply":
        reply = await rig.callback(used, {"type": 4, "data": body}, files)
        await rig.answer_if_needed(used)
        return reply, "data."
    if route == "deferred":  # the first followup fills the "thinking..." message
        assert (await rig.callback(used, {"type": 5})).status == 204
        return await rig.rest("POST", rig.webhook(used, "?wait=true"), body, files), ""
    assert (await rig.callback(used, {"type": 4, "data": {"content": "first"}})).status == 204
    if route == "followup":
        return await rig.rest("POST", rig.webhook(used, "?wait=true"), body, files), ""
    return await rig.rest("PATCH", rig.webhook(used, "/messages/@original"), body, files), ""


def ok(reply: Reply) -> None:
    assert reply.status in (200, 204), reply.body


async def test_an_interaction_token_answers_for_15_minutes(rig: Rig) -> None:
    """Followups and edits by an interaction's token work for 15 minutes (on Discord's clock),
    then 401 "Invalid Webhook Token"; the public message it made stays the bot's, edited by
    the channel's route ever after; an ephemeral one is in no channel."""
    used = await rig.command()
    assert (await rig.callback(used, {"type": 4, "data": {"content": "first"}})).status == 204
    hidden = await rig.rest("POST", rig.webhook(used, "?wait=true"),
                            {"content": "only you", "flags": 64})
    ok(hidden)
    rig.fake.advance_clock(15 * 60 - 5)  # at the limit: still answered
    ok(await rig.rest("POST", rig.webhook(used, "?wait=true"), {"content": "later"}))
    edited = await rig.rest("PATCH", rig.webhook(used, "/messages/@original"), {"content": "2"})
    ok(edited)
    rig.fake.advance_clock(10)  # past it
    for method, tail in (("POST", "?wait=true"), ("PATCH", "/messages/@original"),
                         ("PATCH", f"/messages/{hidden.body['id']}")):
        late = await rig.rest(method, rig.webhook(used, tail), {"content": "too late"})
        assert (late.status, late.body["code"]) == (401, 50027), late.body
    assert any("Discord allows 900s" in e for e in rig.fake.errors)
    rig.fake.errors.clear()  # this test's own doing
    channel_route = f"/channels/{rig.channel.id}/messages"
    ok(await rig.rest("PATCH", f"{channel_route}/{edited.body['id']}", {"content": "3"}))
    gone = await rig.rest("PATCH", f"{channel_route}/{hidden.body['id']}", {"content": "3"})
    assert (gone.status, gone.body["code"]) == (404, 10008), gone.body


@pytest.mark.parametrize("route", ROUTES)
async def test_every_message_route_is_validated(rig: Rig, route: str) -> None:
    reply, prefix = await send_via(rig, route, {"content": "x" * 2001})
    refused(reply, f"{prefix}content", MAX_LENGTH)
    ok((await send_via(rig, route, {"content": "x" * 2000}))[0])
    # a body past several limits is refused by each route, not only by some
    rows = [{"type": 1, "components": [{"type": 2, "style": 1, "label": "b", "custom_id": f"r{i}"}]}
            for i in range(6)]  # fmt: skip
    reply, prefix = await send_via(rig, route, {"content": "x", "components": rows})
    refused(reply, f"{prefix}components", MAX_LENGTH)


@pytest.mark.parametrize("route", ROUTES)
async def test_a_link_button_on_every_route(rig: Rig, route: str) -> None:
    """A link's url is at most 512 characters and a link has no custom_id, however the
    message is sent; a message holding one is taken at the limit."""
    for bad, path, code in (
        (link(URL_512 + "a"), "components.1.url", MAX_LENGTH),
        (link(custom_id="go"), "components.1.custom_id", EXCLUSIVE),
    ):
        reply, prefix = await send_via(rig, route, {"content": "x", "components": [row(bad)]})
        refused(reply, f"{prefix}{path}", code)
    body = {"content": "x", "components": [row(button("go"), link(URL_512))]}
    ok((await send_via(rig, route, body))[0])


@pytest.mark.parametrize("route", ROUTES)
async def test_a_message_mentions_at_most_100_users(rig: Rig, route: str) -> None:
    members = [str(10**17 + n) for n in range(101)]
    body = {"content": "x", "allowed_mentions": {"users": members}}
    reply, prefix = await send_via(rig, route, body)
    refused(reply, f"{prefix}allowed_mentions.users", MAX_LENGTH)
    body = {"content": "x", "allowed_mentions": {"users": members[:100]}}
    ok((await send_via(rig, route, body))[0])


def embed(**fields: Any) -> dict[str, Any]:
    return {"title": "t", **fields}


def field_list(count: int, name: str = "n", value: str = "v") -> list[dict[str, Any]]:
    return [{"name": name, "value": value} for _ in range(count)]


EMBED_RULES: list[tuple[str, list[dict[str, Any]], list[dict[str, Any]], str, str]] = [
    ("10 embeds", [embed()] * 10, [embed()] * 11, "embeds", MAX_LENGTH),
    ("title", [embed(title="t" * 256)], [embed(title="t" * 257)], "embeds.0.title", MAX_LENGTH),
    ("description", [embed(description="d" * 4096)], [embed(description="d" * 4097)],
     "embeds.0.description", MAX_LENGTH),
    ("25 fields", [embed(fields=field_list(25))], [embed(fields=field_list(26))],
     "embeds.0.fields", MAX_LENGTH),
    ("field name", [embed(fields=field_list(1, name="n" * 256))],
     [embed(fields=field_list(1, name="n" * 257))], "embeds.0.fields.0.name", MAX_LENGTH),
    ("field value", [embed(fields=field_list(1, value="v" * 1024))],
     [embed(fields=field_list(1, value="v" * 1025))], "embeds.0.fields.0.value", MAX_LENGTH),
    ("footer", [embed(footer={"text": "f" * 2048})], [embed(footer={"text": "f" * 2049})],
     "embeds.0.footer.text", MAX_LENGTH),
    ("6000 in all", [embed(description="d" * 4096), embed(description="d" * 1902)],
     [embed(description="d" * 4096), embed(description="d" * 1903)],
     "embeds", "MAX_EMBED_SIZE_EXCEEDED"),
]  # fmt: skip


def button(custom_id: str, label: str = "b") -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": label, "custom_id": custom_id}


def row(*items: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(items)}


def menu(options: int = 2, **fields: Any) -> dict[str, Any]:
    entries = [{"label": f"l{i}", "value": f"v{i}"} for i in range(options)]
    return {"type": 3, "custom_id": "menu", "options": entries, **fields}


def menu_with(**option: Any) -> dict[str, Any]:
    return {"type": 3, "custom_id": "menu", "options": [{"label": "l", "value": "v", **option}]}


def link(
    url: str | None = "https://yamb.example/g/x", label: str = "Replay", **more: Any
) -> dict[str, Any]:
    """A link button (style 5): a url, no custom_id."""
    found = {"type": 2, "style": 5, "label": label, "url": url, **more}
    return {k: v for k, v in found.items() if v is not None}


SITE = "https://yamb.example/"
URL_512 = SITE + "a" * (512 - len(SITE))  # Discord's longest link
EXCLUSIVE = "BUTTON_COMPONENT_CUSTOM_ID_URL_MUTUALLY_EXCLUSIVE"
REQUIRED = "BASE_TYPE_REQUIRED"
DIE = {"name": "🎲"}

COMPONENT_RULES: list[tuple[str, list[dict[str, Any]], list[dict[str, Any]], str, str]] = [
    ("5 rows", [row(button(f"b{i}")) for i in range(5)],
     [row(button(f"b{i}")) for i in range(6)], "components", MAX_LENGTH),
    ("5 buttons a row", [row(*(button(f"b{i}") for i in range(5)))],
     [row(*(button(f"b{i}") for i in range(6)))], "components.0.components",
     "COMPONENT_LAYOUT_WIDTH_EXCEEDED"),
    ("custom_id 100", [row(button("c" * 100))], [row(button("c" * 101))],
     "components.1.custom_id", BAD_LENGTH),
    ("custom_id 1", [row(button("c"))], [row(button(""))], "components.1.custom_id", BAD_LENGTH),
    ("custom_id unique", [row(button("a"), button("b"))], [row(button("a"), button("a"))],
     "components.2.custom_id", "COMPONENT_CUSTOM_ID_DUPLICATED"),
    ("label 80", [row(button("b", "l" * 80))], [row(button("b", "l" * 81))],
     "components.1.label", MAX_LENGTH),
    ("25 options", [row(menu(25))], [row(menu(26))], "components.1.options", BAD_LENGTH),
    ("1 option", [row(menu(1))], [row(menu(0, max_values=1))], "components.1.options", BAD_LENGTH),
    ("option label", [row(menu_with(label="l" * 100))], [row(menu_with(label="l" * 101))],
     "components.1.options.0.label", MAX_LENGTH),
    ("option value", [row(menu_with(value="v" * 100))], [row(menu_with(value="v" * 101))],
     "components.1.options.0.value", MAX_LENGTH),
    ("option description", [row(menu_with(description="d" * 100))],
     [row(menu_with(description="d" * 101))], "components.1.options.0.description", MAX_LENGTH),
    ("placeholder", [row(menu(placeholder="p" * 150))], [row(menu(placeholder="p" * 151))],
     "components.1.placeholder", MAX_LENGTH),
    ("link url 512", [row(link(URL_512))], [row(link(URL_512 + "a"))], "components.1.url",
     MAX_LENGTH),
    ("link url required", [row(link())], [row(link(None))], "components.1.url", REQUIRED),
    ("link has no custom_id", [row(link())], [row(link(custom_id="go"))],
     "components.1.custom_id", EXCLUSIVE),
    ("url only on a link", [row(button("go"))], [row({**button("go"), "url": SITE})],
     "components.1.url", EXCLUSIVE),
    ("link schemes", [row(link("http://yamb.example/s/x"), link("discord://-/settings"))],
     [row(link("javascript:alert(1)"))], "components.1.url", "URL_TYPE_INVALID_SCHEME"),
    ("link well formed", [row(link(SITE + "daily/7"))], [row(link("https:///daily/7"))],
     "components.1.url", "URL_TYPE_INVALID_URL"),
    ("label or emoji", [row(link(label="", emoji=DIE), button("go", label="l"))],
     [row(link(label=""))], "components.1.label", REQUIRED),
    ("label or emoji, not a link", [row({**button("go", ""), "emoji": DIE})],
     [row(button("go", ""))], "components.1.label", REQUIRED),
    ("button styles", [row(button("go"))], [row({**button("go"), "style": 7})],
     "components.1.style", "BASE_TYPE_CHOICES"),
    ("5 rows of 5 with links", [row(*(button(f"b{r}{i}") for i in range(4)), link())
                                for r in range(5)],
     [row(*(button(f"b{r}{i}") for i in range(4)), link(), link()) for r in range(5)],
     "components.0.components", "COMPONENT_LAYOUT_WIDTH_EXCEEDED"),
]  # fmt: skip


MESSAGE_RULES = [("embeds", *rule) for rule in EMBED_RULES] + [
    ("components", *rule) for rule in COMPONENT_RULES
]


@pytest.mark.parametrize(
    "field, good, bad, path, code",
    [(c[0], *c[2:]) for c in MESSAGE_RULES],
    ids=[f"{c[0]}: {c[1]}" for c in MESSAGE_RULES],
)
async def test_embed_and_component_limits(
    rig: Rig,
    field: str,
    good: list[dict[str, Any]],
    bad: list[dict[str, Any]],
    path: str,
    code: str,
) -> None:
    refused((await send_via(rig, "channel", {field: bad}))[0], path, code)
    ok((await send_via(rig, "channel", {field: good}))[0])


def uploads(count: int, size: int = 4) -> dict[str, tuple[str, bytes]]:
    return {f"files[{i}]": (f"f{i}.txt", b"x" * size) for i in range(count)}


async def test_attachment_count_and_alt_text(rig: Rig) -> None:
    refused((await send_via(rig, "channel", {}, uploads(11)))[0], "attachments", MAX_LENGTH)
    ok((await send_via(rig, "channel", {}, uploads(10)))[0])
    # an edit keeps the old attachments: 9 kept + 2 new is one too many
    message = (await send_via(rig, "channel", {}, uploads(9)))[0].body
    path = f"/channels/{rig.channel.id}/messages/{message['id']}"
    refused(await rig.rest("PATCH", path, {}, uploads(2)), "attachments", MAX_LENGTH)
    ok(await rig.rest("PATCH", path, {}, uploads(1)))

    def described(text: str) -> dict[str, Any]:
        return {"attachments": [{"id": 0, "filename": "f0.txt", "description": text}]}

    bad = await rig.rest("POST", f"/channels/{rig.channel.id}/messages", described("a" * 1025),
                         uploads(1))  # fmt: skip
    refused(bad, "attachments.0.description", MAX_LENGTH)
    ok(await rig.rest("POST", f"/channels/{rig.channel.id}/messages", described("a" * 1024),
                      uploads(1)))  # fmt: skip


def too_large(reply: Reply) -> None:
    assert reply.status == 413 and reply.body["code"] == 40005, reply.body


async def test_channel_upload_limit_is_10_mib(rig: Rig) -> None:
    rig.fake.attachment_size_limit = 25 * MIB  # what interactions say; channels keep 10 MiB
    too_large((await send_via(rig, "channel", {}, uploads(1, 10 * MIB + 1)))[0])
    ok((await send_via(rig, "channel", {}, uploads(1, 10 * MIB)))[0])
    assert rig.fake.messages(rig.channel)[-1].attachments[0].size == 10 * MIB


@pytest.mark.parametrize("route", ["reply", "update", "deferred", "followup", "edit original"])
async def test_interaction_upload_limit_is_the_interactions(rig: Rig, route: str) -> None:
    rig.fake.attachment_size_limit = 1000  # the interaction payload's attachment_size_limit
    too_large((await send_via(rig, route, {"content": "f"}, uploads(1, 1001)))[0])
    ok((await send_via(rig, route, {"content": "f"}, uploads(1, 1000)))[0])


# ---------------------------------------------------------------------------- autocomplete, modals


AUTOCOMPLETE_RULES: list[tuple[str, list[dict[str, Any]], list[dict[str, Any]], str, str]] = [
    ("25 choices", choices(25), choices(26), "data.choices", MAX_LENGTH),
    ("name 100", [{"name": "n" * 100, "value": "v"}], [{"name": "n" * 101, "value": "v"}],
     "data.choices.0.name", BAD_LENGTH),
    ("name 1", [{"name": "n", "value": "v"}], [{"name": "", "value": "v"}],
     "data.choices.0.name", BAD_LENGTH),
    ("value 100", [{"name": "n", "value": "v" * 100}], [{"name": "n", "value": "v" * 101}],
     "data.choices.0.value", BAD_LENGTH),
    ("value 1", [{"name": "n", "value": "v"}], [{"name": "n", "value": ""}],
     "data.choices.0.value", BAD_LENGTH),
]  # fmt: skip


@pytest.mark.parametrize(
    "good, bad, path, code",
    [c[1:] for c in AUTOCOMPLETE_RULES],
    ids=[c[0] for c in AUTOCOMPLETE_RULES],
)
async def test_autocomplete_limits(
    rig: Rig, good: list[dict[str, Any]], bad: list[dict[str, Any]], path: str, code: str
) -> None:
    for offered, accepted in ((bad, False), (good, True)):
        typed = await rig.start(
            rig.fake.autocomplete(rig.alice, rig.channel, "play", focused="ruleset")
        )
        reply = await rig.callback(typed, {"type": 8, "data": {"choices": offered}})
        if accepted:
            assert reply.status == 204, reply.body
        else:
            refused(reply, path, code)
            await rig.answer_if_needed(typed)
        await rig.settle()


def text_input(custom_id: str = "name", **fields: Any) -> dict[str, Any]:
    return {"type": 4, "custom_id": custom_id, "style": 1, "label": "Name", **fields}


def modal(rows: int = 1, **fields: Any) -> dict[str, Any]:
    inputs = [row(text_input(f"in{i}")) for i in range(rows)]
    return {"custom_id": "rename", "title": "Rename", "components": inputs, **fields}


def modal_input(**fields: Any) -> dict[str, Any]:
    return modal(components=[row(text_input(**fields))])


MODAL_RULES: list[tuple[str, dict[str, Any], dict[str, Any], str, str]] = [
    ("title 45", modal(title="t" * 45), modal(title="t" * 46), "data.title", BAD_LENGTH),
    ("title 1", modal(title="t"), modal(title=""), "data.title", BAD_LENGTH),
    ("custom_id 100", modal(custom_id="c" * 100), modal(custom_id="c" * 101),
     "data.custom_id", BAD_LENGTH),
    ("5 rows", modal(5), modal(6), "data.components", BAD_LENGTH),
    ("1 row", modal(1), modal(0), "data.components", BAD_LENGTH),
    ("input label 45", modal_input(label="l" * 45), modal_input(label="l" * 46),
     "data.components.1.label", MAX_LENGTH),
    ("input custom_id", modal_input(custom_id="c" * 100), modal_input(custom_id="c" * 101),
     "data.components.1.custom_id", BAD_LENGTH),
    ("input placeholder", modal_input(placeholder="p" * 100), modal_input(placeholder="p" * 101),
     "data.components.1.placeholder", MAX_LENGTH),
    ("input value", modal_input(value="v" * 4000), modal_input(value="v" * 4001),
     "data.components.1.value", MAX_LENGTH),
]  # fmt: skip


@pytest.mark.parametrize(
    "good, bad, path, code", [c[1:] for c in MODAL_RULES], ids=[c[0] for c in MODAL_RULES]
)
async def test_modal_limits(
    rig: Rig, good: dict[str, Any], bad: dict[str, Any], path: str, code: str
) -> None:
    used = await rig.command()
    refused(await rig.callback(used, {"type": 9, "data": bad}), path, code)
    assert (await rig.callback(used, {"type": 9, "data": good})).status == 204


# ---------------------------------------------------------------------------- threads


async def test_thread_names(rig: Rig) -> None:
    create = f"/channels/{rig.channel.id}/threads"
    refused(await rig.rest("POST", create, {"name": "n" * 101, "type": 11}), "name", BAD_LENGTH)
    refused(await rig.rest("POST", create, {"name": "", "type": 11}), "name", BAD_LENGTH)
    made = await rig.rest("POST", create, {"name": "n" * 100, "type": 11})
    assert made.status == 201, made.body
    edit = f"/channels/{made.body['id']}"
    refused(await rig.rest("PATCH", edit, {"name": "m" * 101}), "name", BAD_LENGTH)
    renamed = await rig.rest("PATCH", edit, {"name": "m" * 100})
    assert renamed.status == 200 and renamed.body["name"] == "m" * 100
    refused(
        await rig.rest("POST", create, {"name": "t", "type": 11, "auto_archive_duration": 1441}),
        "auto_archive_duration",
        "BASE_TYPE_CHOICES",
    )
    made = await rig.rest("POST", create, {"name": "t", "type": 11, "auto_archive_duration": 4320})
    assert made.body["thread_metadata"]["auto_archive_duration"] == 4320


async def test_no_thread_inside_a_thread(rig: Rig) -> None:
    in_thread = await rig.post(rig.thread, {"content": "hi"})
    for path in (
        f"/channels/{rig.thread.id}/threads",
        f"/channels/{rig.thread.id}/messages/{in_thread['id']}/threads",
    ):
        reply = await rig.rest("POST", path, {"name": "nested", "type": 11})
        assert reply.status == 400 and reply.body["code"] == 50024, reply.body
        assert reply.body["message"] == "Cannot execute action on this channel type"
    from_message = await rig.post(rig.channel, {"content": "start"})
    path = f"/channels/{rig.channel.id}/messages/{from_message['id']}/threads"
    assert (await rig.rest("POST", path, {"name": "fine"})).status == 201


def metadata(data: dict[str, Any]) -> dict[str, Any]:
    return dict(data["thread_metadata"])


def is_update(thread: Channel, archived: bool) -> Callable[[dict[str, Any]], bool]:
    return lambda d: d["id"] == str(thread.id) and metadata(d)["archived"] is archived


async def archive(rig: Rig, thread: Channel) -> None:
    """Let the thread's whole auto_archive_duration pass; the bot is told."""
    assert thread in rig.fake.advance_clock(thread.auto_archive_duration * 60)
    await rig.bot.expect("THREAD_UPDATE", is_update(thread, True))


async def archived_by_hand(rig: Rig, thread: Channel) -> None:
    """A moderator archives the thread now: within an interaction token's 15 minutes, which
    an idle thread's shortest archive (an hour) is not."""
    rig.fake.archive_thread(thread)
    await rig.bot.expect("THREAD_UPDATE", is_update(thread, True))


async def test_idle_threads_archive_by_the_clock(rig: Rig) -> None:
    fake, thread = rig.fake, rig.thread
    posted = await rig.post(thread, {"content": "your turn"})
    assert fake.advance_clock(60 * 60 - 1) == []  # idle 59:59 (and a few real milliseconds)
    assert not thread.archived
    # the clock stamps what the fake makes: a message posted now is an hour later
    later = await rig.post(rig.channel, {"content": "later"})
    assert (
        later["timestamp"] > posted["timestamp"]
        and int(later["id"]) >> 22 >= (int(posted["id"]) >> 22) + 3_599_000
    )
    assert fake.advance_clock(1) == [thread]
    update = await rig.bot.expect("THREAD_UPDATE", is_update(thread, True))
    assert metadata(update)["archive_timestamp"] is not None
    assert metadata(update)["auto_archive_duration"] == 60 and not metadata(update)["locked"]
    # a new connection's GUILD_CREATE lists only the active threads, as Discord's does
    other = fake.add_thread(rig.channel, "other")
    second = RawBot(fake, rig.http)
    await second.connect()
    try:
        created = await second.expect("GUILD_CREATE")
        assert [t["id"] for t in created["threads"]] == [str(other.id)]
    finally:
        await second.close()
    # a day passes: the 24-hour thread archives too, the idle one is not archived again
    assert fake.advance_clock(24 * 3600) == [other]


async def test_messages_reopen_and_edits_are_refused_in_archived_threads(rig: Rig) -> None:
    thread = rig.thread
    board = await rig.post(thread, {"content": "board"})
    await archive(rig, thread)
    edit = f"/channels/{thread.id}/messages/{board['id']}"
    reply = await rig.rest("PATCH", edit, {"content": "moved"})
    assert reply.status == 400 and reply.body["code"] == 50083, reply.body
    assert reply.body["message"] == "Thread is archived"
    assert (await rig.rest("DELETE", f"/channels/{thread.id}/messages/{board['id']}")).status == 204
    # sending reopens it (THREAD_UPDATE before the MESSAGE_CREATE), then edits work
    again = await rig.post(thread, {"content": "board again"})
    await rig.bot.expect("THREAD_UPDATE", is_update(thread, False))
    await rig.bot.expect("MESSAGE_CREATE", lambda d: d["id"] == again["id"])
    ok(await rig.rest("PATCH", f"/channels/{thread.id}/messages/{again['id']}", {"content": "x"}))
    # a user's message reopens it too
    await archive(rig, thread)
    await rig.fake.say(rig.alice, thread, "still there?")
    await rig.bot.expect("THREAD_UPDATE", is_update(thread, False))
    # so does the bot, by PATCH; anything else on an archived thread is refused
    await archive(rig, thread)
    for body in ({"name": "renamed"}, {"locked": True}):
        refused_edit = await rig.rest("PATCH", f"/channels/{thread.id}", body)
        assert refused_edit.status == 400 and refused_edit.body["code"] == 50083
    member = f"/channels/{thread.id}/thread-members/{rig.alice.id}"
    assert (await rig.rest("PUT", member)).body["code"] == 50083
    reopened = await rig.rest("PATCH", f"/channels/{thread.id}", {"archived": False})
    assert reopened.status == 200 and not metadata(reopened.body)["archived"]
    await rig.bot.expect("THREAD_UPDATE", is_update(thread, False))


async def test_unarchiving_takes_the_right_to_send_in_the_thread(rig: Rig) -> None:
    """Any thread (not the bot's own, without MANAGE_THREADS) is unarchived by whoever may send
    messages in it; without that right, 403 50013; any other edit of a thread that is not
    the bot's wants MANAGE_THREADS."""
    fake = rig.fake
    thread = fake.add_thread(rig.channel, "alice's", owner=rig.alice)
    bot = fake.bot_member(rig.guild)
    path = f"/channels/{thread.id}"
    fake.set_permission_overwrite(rig.channel, bot, deny=Perm.MANAGE_THREADS)
    renamed = await rig.rest("PATCH", path, {"name": "mine now"})
    assert renamed.status == 403 and renamed.body["code"] == 50013, renamed.body
    fake.archive_thread(thread)
    fake.set_permission_overwrite(
        rig.channel, bot, deny=Perm.MANAGE_THREADS | Perm.SEND_MESSAGES_IN_THREADS
    )
    refused_reopen = await rig.rest("PATCH", path, {"archived": False})
    assert refused_reopen.status == 403 and refused_reopen.body["code"] == 50013
    fake.set_permission_overwrite(rig.channel, bot, deny=Perm.MANAGE_THREADS)
    reopened = await rig.rest("PATCH", path, {"archived": False})
    assert reopened.status == 200 and not metadata(reopened.body)["archived"], reopened.body


@pytest.mark.parametrize("route", ["channel edit", "edit original", "update", "deferred"])
async def test_interaction_edits_in_archived_threads(rig: Rig, route: str) -> None:
    """An edit by an interaction's webhook (@original, a deferred answer, callback 7) in a
    thread archived meanwhile is refused like any edit."""
    thread = rig.thread
    if route == "channel edit":
        message = await rig.post(thread, {"content": "draft"})
        await archive(rig, thread)
        reply = await rig.rest(
            "PATCH", f"/channels/{thread.id}/messages/{message['id']}", {"content": "x"}
        )
    elif route == "update":
        clicked = await rig.click(thread)
        await archived_by_hand(rig, thread)  # between the click and the bot's answer
        reply = await rig.callback(clicked, {"type": 7, "data": {"content": "x"}})
        await rig.answer_if_needed(clicked)
    else:
        used = await rig.command(thread)
        first = {"type": 5} if route == "deferred" else {"type": 4, "data": {"content": "a"}}
        assert (await rig.callback(used, first)).status == 204
        await archived_by_hand(rig, thread)
        tail = "?wait=true" if route == "deferred" else "/messages/@original"
        method = "POST" if route == "deferred" else "PATCH"
        reply = await rig.rest(method, rig.webhook(used, tail), {"content": "x"})
    assert reply.status == 400 and reply.body["code"] == 50083, reply.body


async def test_users_reopen_archived_threads_to_interact(rig: Rig) -> None:
    """Discord's client unarchives a thread before sending a click or a command from it
    (discord-api-docs #8474): the bot gets the interaction in an active thread, and a
    followup there is a new message, which would reopen it anyway."""
    thread = rig.thread
    board = await rig.post(thread, BUTTON)
    await archive(rig, thread)
    clicked = await rig.start(rig.fake.click(rig.alice, int(board["id"]), "go"))
    reopened = rig.bot.index("THREAD_UPDATE", is_update(thread, False))
    assert reopened < rig.bot.index("INTERACTION_CREATE", lambda d: d["id"] == clicked["id"])
    assert metadata(clicked["channel"])["archived"] is False
    ok(await rig.callback(clicked, {"type": 7, "data": {"content": "moved"}}))
    await rig.settle()

    await archive(rig, thread)
    used = await rig.command(thread)
    assert not thread.archived
    ok(await rig.callback(used, {"type": 4, "data": {"content": "ok"}}))
    await archived_by_hand(rig, thread)  # meanwhile: the bot's followup reopens the thread
    ok(await rig.rest("POST", rig.webhook(used, "?wait=true"), {"content": "late"}))
    await rig.bot.expect("THREAD_UPDATE", is_update(thread, False))
    await rig.settle()

    # a locked thread cannot be reopened by a user without MANAGE_THREADS: no interaction
    rig.fake.archive_thread(thread, locked=True)
    with pytest.raises(PermissionError):
        await rig.fake.click(rig.alice, int(board["id"]), "go")
    with pytest.raises(PermissionError):
        await rig.fake.say(rig.alice, thread, "let me in")


async def test_answers_in_a_locked_archived_thread(rig: Rig) -> None:
    """A command from a locked, archived thread still reaches the bot (discord-api-docs
    #5517); without MANAGE_THREADS its public answer is refused with 403 50083 (#7707)."""
    fake = rig.fake
    guild = fake.add_guild("Strict", bot_permissions=DEFAULT_EVERYONE_PERMISSIONS)
    assert not DEFAULT_EVERYONE_PERMISSIONS & Perm.MANAGE_THREADS
    await rig.bot.expect("GUILD_CREATE", lambda d: d["id"] == str(guild.id))
    channel = fake.add_text_channel(guild, "yamb")
    thread = fake.add_thread(channel, "game", owner=fake.add_member(guild, "owner"))
    bob = fake.add_member(guild, "bob")
    path = f"/applications/{rig.app}/guilds/{guild.id}/commands"
    assert (await rig.rest("PUT", path, [PLAY])).status == 200
    fake.archive_thread(thread, locked=True)
    used = await rig.start(fake.slash(bob, thread, "play"))
    reply = await rig.callback(used, {"type": 4, "data": {"content": "hi"}})
    assert reply.status == 403 and reply.body["code"] == 50083, reply.body
    ok(await rig.callback(used, {"type": 4, "data": {"content": "only you", "flags": 64}}))
    assert thread.archived and thread.locked
    messages: list[Message] = fake.ephemerals(bob, thread)
    assert [m.content for m in messages] == ["only you"]


async def test_message_nonce_and_enforce_nonce(rig: Rig) -> None:
    """A nonce is an integer or at most 25 characters; with enforce_nonce the same nonce
    within a few minutes gives back the first message instead of a second one (what lets a
    bot killed after posting post again without a duplicate)."""
    path = f"/channels/{rig.channel.id}/messages"
    refused = await rig.rest("POST", path, {"content": "x", "nonce": "n" * 26})
    assert refused.status == 400 and refused.body["code"] == FORM
    assert refused.error("nonce") == ["BASE_TYPE_MAX_LENGTH"]
    first = await rig.post(rig.channel, {"content": "a", "nonce": "n" * 25, "enforce_nonce": True})
    again = await rig.post(rig.channel, {"content": "b", "nonce": "n" * 25, "enforce_nonce": True})
    assert again["id"] == first["id"] and again["content"] == "a"
    # without enforce_nonce, or once the window has passed, a message of its own
    plain = await rig.post(rig.channel, {"content": "c", "nonce": "n" * 25})
    assert plain["id"] != first["id"]
    rig.fake.advance_clock(3600)
    later = await rig.post(rig.channel, {"content": "d", "nonce": "m1", "enforce_nonce": True})
    rig.fake.advance_clock(3600)
    latest = await rig.post(rig.channel, {"content": "e", "nonce": "m1", "enforce_nonce": True})
    assert latest["id"] != later["id"]


async def test_closed_direct_messages_refuse_the_bot(rig: Rig) -> None:
    """A user who closed their DMs to the bot: the DM channel is opened all the same, a
    message in it is refused with 403 50007 (Cannot send messages to this user); once they
    open them again it lands."""
    opened = await rig.rest("POST", "/users/@me/channels", {"recipient_id": str(rig.alice.id)})
    assert opened.status == 200
    path = f"/channels/{opened.body['id']}/messages"
    rig.alice.user.accepts_dms = False
    refused_dm = await rig.rest("POST", path, {"content": "your turn"})
    assert refused_dm.status == 403 and refused_dm.body["code"] == 50007, refused_dm.body
    rig.alice.user.accepts_dms = True
    assert (await rig.rest("POST", path, {"content": "your turn"})).status == 200


async def test_a_deleted_thread_is_unknown(rig: Rig) -> None:
    """A thread a moderator deleted: THREAD_DELETE reaches the bot, and a message or an edit
    there is refused with 404 Unknown Channel (10003); its parent channel is still there."""
    thread = rig.thread
    message = await rig.post(thread, {"content": "turn 1"})
    rig.fake.delete_channel(thread)
    await rig.bot.expect("THREAD_DELETE", lambda d: d["id"] == str(thread.id))
    posted = await rig.rest("POST", f"/channels/{thread.id}/messages", {"content": "turn 2"})
    assert posted.status == 404 and posted.body["code"] == 10003
    edited = await rig.rest(
        "PATCH", f"/channels/{thread.id}/messages/{message['id']}", {"content": "x"}
    )
    assert edited.status == 404 and edited.body["code"] == 10003
    assert (await rig.post(rig.channel, {"content": "still here"}))["content"] == "still here"
