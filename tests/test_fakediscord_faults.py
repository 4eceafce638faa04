"""Faults injected by the fake Discord, and what the real discord.py client does with them.

Each test drives a small real discord.py client through one fault and checks both sides:
what discord.py did (retried, gave up, resumed, identified again) and what the fake applied.
Times are only ever lower bounds (discord.py's own waits); everything else waits for state.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from dataclasses import dataclass, field

import discord
import pytest
from discord import app_commands

from tests.fakediscord import (
    Channel,
    FakeDiscord,
    Guild,
    InteractionTimeout,
    Member,
    Routes,
    patch_discord,
)


@dataclass
class Rig:
    fake: FakeDiscord
    guild: Guild
    channel: Channel
    alice: Member
    client: discord.Client
    tree: app_commands.CommandTree[discord.Client]
    runner: asyncio.Task[None]
    # Exceptions raised inside the client's command handlers, in order.
    errors: asyncio.Queue[BaseException] = field(default_factory=asyncio.Queue)
    heard: asyncio.Queue[discord.Message] = field(default_factory=asyncio.Queue)

    def text_channel(self) -> discord.TextChannel:
        channel = self.client.get_channel(self.channel.id)
        assert isinstance(channel, discord.TextChannel)
        return channel


def build_client(
    rig_errors: asyncio.Queue[BaseException], guild_id: int
) -> tuple[discord.Client, app_commands.CommandTree[discord.Client]]:
    client = discord.Client(intents=discord.Intents.default(), guild_ready_timeout=0.05)
    tree = app_commands.CommandTree(client)
    guild = discord.Object(guild_id)

    @tree.command(name="hello", description="Reply at once", guild=guild)
    async def hello(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("hello")

    @tree.command(name="later", description="Defer, then follow up", guild=guild)
    async def later(interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        await interaction.followup.send("done")

    @tree.error
    async def on_error(
        interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        await rig_errors.put(getattr(error, "original", error))

    return client, tree


@pytest.fixture
async def rig() -> AsyncIterator[Rig]:
    fake = FakeDiscord()
    guild = fake.add_guild("Fault Club")
    channel = fake.add_text_channel(guild, "yamb")
    alice = fake.add_member(guild, "alice")
    await fake.start()
    errors: asyncio.Queue[BaseException] = asyncio.Queue()
    try:
        with patch_discord(fake):
            client, tree = build_client(errors, guild.id)
            ready = asyncio.Event()
            heard: asyncio.Queue[discord.Message] = asyncio.Queue()

            async def on_ready() -> None:
                ready.set()

            async def on_message(message: discord.Message) -> None:
                await heard.put(message)

            client.event(on_ready)
            client.event(on_message)
            runner = asyncio.create_task(client.start(fake.token))
            waiter = asyncio.create_task(ready.wait())
            try:
                done, _ = await asyncio.wait(
                    {waiter, runner}, timeout=10, return_when=asyncio.FIRST_COMPLETED
                )
                assert waiter in done, "client did not become ready"
                await tree.sync(guild=discord.Object(guild.id))
                yield Rig(fake, guild, channel, alice, client, tree, runner, errors, heard)
            finally:
                waiter.cancel()
                await client.close()
                await asyncio.gather(runner, return_exceptions=True)
    finally:
        await fake.stop()


def gaps(times: list[float]) -> list[float]:
    return [b - a for a, b in zip(times, times[1:], strict=False)]


# ---------------------------------------------------------------------------- HTTP 429


async def test_rate_limited_send_is_waited_out_and_lands(rig: Rig) -> None:
    fake = rig.fake
    limit = fake.faults.rate_limit(Routes.SEND_MESSAGE, retry_after=0.5, times=2)
    sent = await rig.text_channel().send("after the limit")

    assert limit.hits == 2 and limit.spent and limit.remaining == 0
    requests = fake.faults.requests_to(Routes.SEND_MESSAGE)
    assert [(r.status, r.injected) for r in requests] == [(429, True), (429, True), (200, False)]
    # discord.py slept retry_after after each 429 before trying again.
    assert all(gap >= 0.5 for gap in gaps([r.at for r in requests]))
    # The refused tries posted nothing: one message, the one discord.py returned.
    assert [(m.id, m.content) for m in fake.messages(rig.channel)] == [(sent.id, "after the limit")]
    assert fake.faults.count(Routes.SEND_MESSAGE, status=429) == 2
    fake.assert_clean()  # injected answers are not the bot's mistakes


async def test_five_429s_in_a_row_raise_http_exception(rig: Rig) -> None:
    fake = rig.fake
    limit = fake.faults.rate_limit(Routes.SEND_MESSAGE, retry_after=0.05, times=5)
    with pytest.raises(discord.HTTPException) as raised:
        await rig.text_channel().send("never")
    assert raised.value.status == 429 and limit.hits == 5
    assert fake.messages(rig.channel) == []
    await rig.text_channel().send("later")  # the fault is spent: the route works again
    assert [m.content for m in fake.messages(rig.channel)] == ["later"]


class _Signal(logging.Handler):
    """Sets an event when discord.py logs a record containing ``text``."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text
        self.seen = asyncio.Event()

    def emit(self, record: logging.LogRecord) -> None:
        if self.text in record.getMessage():
            self.seen.set()


async def test_global_429_holds_back_other_routes_until_waited(rig: Rig) -> None:
    fake = rig.fake
    channel = rig.text_channel()
    message = await channel.send("draft")
    limit = fake.faults.rate_limit(Routes.EDIT_MESSAGE, retry_after=0.6, is_global=True)
    signal = _Signal("Global rate limit has been hit")
    http_log = logging.getLogger("discord.http")
    http_log.addHandler(signal)
    try:
        edit = asyncio.create_task(message.edit(content="final"))
        # discord.py logs this just before it closes its global gate, in the same step.
        await asyncio.wait_for(signal.seen.wait(), 10)
        other = await channel.send("queued behind the global limit")
        await edit
    finally:
        http_log.removeHandler(signal)
    assert limit.hits == 1
    (limited,) = fake.faults.requests_to(Routes.EDIT_MESSAGE, status=429)
    (posted,) = fake.faults.requests_to(Routes.SEND_MESSAGE, injected=False)[1:]
    assert posted.at - limited.at >= 0.6  # the other route waited out the global limit too
    assert [m.content for m in fake.messages(rig.channel)] == ["final", other.content]
    assert fake.get_message(message.id).edits == 1
    fake.assert_clean()


# ---------------------------------------------------------------------------- HTTP 5xx


async def test_500_twice_then_the_send_lands(rig: Rig) -> None:
    fake = rig.fake
    failure = fake.faults.fail(Routes.SEND_MESSAGE, status=500, times=2)
    sent = await rig.text_channel().send("third time lucky")
    requests = fake.faults.requests_to(Routes.SEND_MESSAGE)
    assert [r.status for r in requests] == [500, 500, 200] and failure.hits == 2
    waits = gaps([r.at for r in requests])
    assert waits[0] >= 1 and waits[1] >= 3  # discord.py's back-off: 1 + 2 * try seconds
    assert [m.id for m in fake.messages(rig.channel)] == [sent.id]
    fake.assert_clean()


async def test_five_500s_make_discord_py_give_up_and_nothing_is_applied(rig: Rig) -> None:
    fake = rig.fake
    message = await rig.text_channel().send("before")
    failure = fake.faults.fail(Routes.EDIT_MESSAGE, status=500, times=5)
    with pytest.raises(discord.DiscordServerError) as raised:
        await message.edit(content="after")
    assert raised.value.status == 500
    requests = fake.faults.requests_to(Routes.EDIT_MESSAGE)
    assert [r.status for r in requests] == [500] * 5 and failure.spent
    assert all(wait >= 1 + 2 * n for n, wait in enumerate(gaps([r.at for r in requests])))
    unchanged = fake.get_message(message.id)
    assert unchanged.content == "before" and unchanged.edits == 0
    # The fault is spent: the same edit now lands, once.
    await message.edit(content="after")
    assert fake.get_message(message.id).content == "after"
    assert fake.get_message(message.id).edits == 1
    fake.assert_clean()


async def test_503_on_a_bot_route_raises_at_once(rig: Rig) -> None:
    fake = rig.fake
    fake.faults.fail(Routes.SEND_MESSAGE, status=503, times=1)
    with pytest.raises(discord.DiscordServerError):
        await rig.text_channel().send("not retried")
    assert fake.faults.count(Routes.SEND_MESSAGE) == 1  # 503 is not in discord.py's retry set
    assert fake.messages(rig.channel) == []


async def test_interaction_callback_500_is_retried_within_the_deadline(rig: Rig) -> None:
    fake = rig.fake
    failure = fake.faults.fail(Routes.INTERACTION_CALLBACK, status=500)
    result = await fake.slash(rig.alice, rig.channel, "hello")
    assert result.kind == "message" and result.content == "hello"
    assert failure.hits == 1
    assert [r.status for r in fake.faults.requests_to(Routes.INTERACTION_CALLBACK)] == [500, 200]
    assert result.callback_latency is not None and result.callback_latency >= 1
    assert [m.content for m in fake.messages(rig.channel)] == ["hello"]
    fake.assert_clean()


async def test_followup_503_and_429_are_retried_by_the_webhook_adapter(rig: Rig) -> None:
    fake = rig.fake
    fake.faults.fail(Routes.FOLLOWUP, status=503)  # the webhook adapter retries every 5xx
    fake.faults.rate_limit(Routes.FOLLOWUP, retry_after=0.2)
    result = await fake.slash(rig.alice, rig.channel, "later")
    assert result.kind == "deferred" and result.completed and result.content == "done"
    statuses = [r.status for r in fake.faults.requests_to(Routes.FOLLOWUP)]
    assert statuses == [503, 429, 200]
    assert [m.content for m in fake.messages(rig.channel)] == ["done"]
    assert rig.errors.empty()
    fake.assert_clean()


# ---------------------------------------------------------------------------- slow answers


async def test_slow_send_still_completes(rig: Rig) -> None:
    fake = rig.fake
    slow = fake.faults.delay(Routes.SEND_MESSAGE, 1.0)
    loop = asyncio.get_running_loop()
    started = loop.time()
    sent = await rig.text_channel().send("eventually")
    assert loop.time() - started >= 1.0
    (request,) = fake.faults.requests_to(Routes.SEND_MESSAGE)
    assert request.delayed and not request.injected and request.status == 200
    assert slow.hits == 1 and slow.holding == 0
    assert [m.id for m in fake.messages(rig.channel)] == [sent.id]


async def test_slow_answer_after_the_edit_was_applied(rig: Rig) -> None:
    fake = rig.fake
    message = await rig.text_channel().send("draft")
    slow = fake.faults.delay(Routes.EDIT_MESSAGE, 2.0, where="after")
    edit = asyncio.create_task(message.edit(content="final"))
    await fake.wait_for(lambda: slow.holding == 1)
    # Applied and visible to users while the bot still waits for the answer.
    assert fake.get_message(message.id).content == "final" and not edit.done()
    edited = await edit
    assert edited.content == "final" and slow.holding == 0


async def test_callback_held_past_the_deadline_is_unknown_interaction(rig: Rig) -> None:
    fake = rig.fake
    assert fake.callback_deadline is not None
    fake.faults.delay(Routes.INTERACTION_CALLBACK, fake.callback_deadline + 0.5)
    with pytest.raises(InteractionTimeout, match="deadline"):
        await fake.slash(rig.alice, rig.channel, "hello", timeout=fake.callback_deadline + 5)
    error = await asyncio.wait_for(rig.errors.get(), 10)
    assert isinstance(error, discord.NotFound) and error.code == 10062
    assert fake.messages(rig.channel) == []


# ---------------------------------------------------------------------------- gateway


async def _heard(rig: Rig, message_id: int) -> discord.Message:
    while True:
        message = await asyncio.wait_for(rig.heard.get(), 15)
        if message.id == message_id:
            return message


@pytest.mark.parametrize("code", [1001, 4000])
async def test_resumable_close_resumes_and_replays_missed_events(rig: Rig, code: int) -> None:
    fake = rig.fake
    identified = fake.identify_count
    held = fake.faults.delay(Routes.GATEWAY, 1.0)  # the reconnect waits at the door
    await fake.drop_gateway(code)
    await fake.wait_for(lambda: held.holding == 1, timeout=15)
    assert not fake.bot_connected
    said = await fake.say(rig.alice, rig.channel, "while you were away")
    await fake.wait_for(lambda: fake.resume_count == 1 and fake.bot_connected, timeout=15)
    assert fake.identify_count == identified and fake.resume_refused == 0
    heard = await _heard(rig, said.id)  # queued for the session and replayed on RESUME
    assert heard.author.id == rig.alice.id
    result = await fake.slash(rig.alice, rig.channel, "hello")
    assert result.content == "hello"
    fake.assert_clean()


@pytest.mark.parametrize("code", [4007, 4009])
async def test_session_ending_close_makes_discord_py_identify_again(rig: Rig, code: int) -> None:
    fake = rig.fake
    identified = fake.identify_count
    await fake.drop_gateway(code)
    # discord.py tries to RESUME anyway; the fake refuses, and it IDENTIFYs (after 5 s).
    await fake.wait_for(
        lambda: fake.identify_count == identified + 1 and fake.bot_connected, timeout=20
    )
    assert fake.resume_refused == 1 and fake.resume_count == 0
    result = await fake.slash(rig.alice, rig.channel, "hello")
    assert result.content == "hello"
    fake.assert_clean()


@pytest.mark.parametrize(
    ("code", "raised"),
    [(4004, discord.ConnectionClosed), (4014, discord.PrivilegedIntentsRequired)],
)
async def test_fatal_close_makes_discord_py_give_up(
    rig: Rig, code: int, raised: type[Exception]
) -> None:
    fake = rig.fake
    identified = fake.identify_count
    await fake.drop_gateway(code)
    with pytest.raises(raised):
        await asyncio.wait_for(rig.runner, 15)
    assert fake.identify_count == identified and fake.resume_count == 0
    assert not fake.bot_connected


async def test_refused_gateway_upgrades_are_retried(rig: Rig) -> None:
    fake = rig.fake
    refused = fake.faults.fail(Routes.GATEWAY, status=503, times=2)
    await fake.drop_gateway(4000)
    # discord.py backs off and tries again until the gateway takes it back, then RESUMEs.
    await fake.wait_for(lambda: fake.resume_count == 1 and fake.bot_connected, timeout=30)
    assert refused.spent
    assert fake.faults.count(Routes.GATEWAY, status=503, injected=True) == 2
    assert (await fake.slash(rig.alice, rig.channel, "hello")).content == "hello"


async def test_reconnect_request_resumes(rig: Rig) -> None:
    fake = rig.fake
    identified = fake.identify_count
    await fake.faults.reconnect()
    await fake.wait_for(lambda: fake.resume_count == 1 and fake.bot_connected, timeout=15)
    assert fake.identify_count == identified
    assert (await fake.slash(rig.alice, rig.channel, "hello")).content == "hello"


@pytest.mark.parametrize("resumable", [True, False])
async def test_invalid_session(rig: Rig, resumable: bool) -> None:
    fake = rig.fake
    identified = fake.identify_count
    await fake.faults.invalidate_session(resumable=resumable)
    if resumable:
        await fake.wait_for(lambda: fake.resume_count == 1 and fake.bot_connected, timeout=15)
        assert fake.identify_count == identified
    else:
        # discord.py drops the session itself: no RESUME, a new IDENTIFY after 5 s.
        await fake.wait_for(
            lambda: fake.identify_count == identified + 1 and fake.bot_connected, timeout=20
        )
        assert fake.resume_count == 0 and fake.resume_refused == 0
    assert (await fake.slash(rig.alice, rig.channel, "hello")).content == "hello"


# ---------------------------------------------------------------------------- the API itself


async def test_route_patterns_and_fault_arguments() -> None:
    from tests.fakediscord.faults import route_matches

    assert route_matches(Routes.EDIT_MESSAGE, "PATCH", "/api/v10/channels/1/messages/2")
    assert not route_matches(Routes.EDIT_MESSAGE, "PATCH", "/channels/1/messages")
    assert not route_matches(Routes.EDIT_MESSAGE, "GET", "/channels/1/messages/2")
    assert route_matches("* /channels/5/messages", "POST", "/channels/5/messages")
    assert not route_matches("* /channels/5/messages", "POST", "/channels/6/messages")
    fake = FakeDiscord()
    with pytest.raises(ValueError):
        fake.faults.fail("/channels/{c}/messages")  # no method
    with pytest.raises(ValueError):
        fake.faults.fail(Routes.SEND_MESSAGE, status=429)
    with pytest.raises(ValueError):
        fake.faults.delay(Routes.SEND_MESSAGE, 1, times=0)
    forever = fake.faults.delay(Routes.SEND_MESSAGE, 1, times=None)
    assert forever.remaining is None and not forever.spent
    fake.faults.clear()
    assert forever.spent and fake.faults.active == []
