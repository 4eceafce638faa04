"""The fake Discord's rate limits (tests/fakediscord/ratelimits.py), each one past its limit and
one at it: the global 50 requests a second (interaction endpoints exempt), a channel's message
bucket with its headers, a 429 answered before anything is applied, and the count of invalid
answers that would get an address banned. And the real discord.py client, told the bucket by
the headers, waits instead of meeting a 429."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import discord
import pytest

from tests.fakediscord import FakeDiscord, patch_discord


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    found = FakeDiscord()
    guild = found.add_guild("Limits Club")
    found.add_text_channel(guild, "one")
    found.add_text_channel(guild, "two")
    await found.start()
    found.ratelimits.enabled = True
    try:
        yield found
    finally:
        await found.stop()


def channels(fake: FakeDiscord) -> list[int]:
    return sorted(c.id for c in fake.channels.values() if c.parent_id is None and c.guild_id)


async def call(
    session: aiohttp.ClientSession, fake: FakeDiscord, method: str, path: str, **json: Any
) -> tuple[int, dict[str, Any], dict[str, str]]:
    async with session.request(
        method,
        f"{fake.rest_base}{path}",
        json=json or None,
        headers={"Authorization": f"Bot {fake.token}"},
    ) as answer:
        body = await answer.json() if answer.content_type == "application/json" else {}
        return answer.status, body, dict(answer.headers)


async def test_a_channels_message_bucket_is_five_in_five_seconds(fake: FakeDiscord) -> None:
    one, two = channels(fake)
    fake.ratelimits.clock = lambda: 1000.0  # held still: the sixth meets the bucket
    async with aiohttp.ClientSession() as session:
        seen = [
            await call(session, fake, "POST", f"/channels/{one}/messages", content=str(n))
            for n in range(5)
        ]
        assert [s for s, _, _ in seen] == [200] * 5  # at the limit: every one is made
        remaining = [h["X-RateLimit-Remaining"] for _, _, h in seen]
        assert remaining == ["4", "3", "2", "1", "0"]
        assert {h["X-RateLimit-Limit"] for _, _, h in seen} == {"5"}
        assert {h["X-RateLimit-Reset-After"] for _, _, h in seen} == {"5.000"}
        assert len({h["X-RateLimit-Bucket"] for _, _, h in seen}) == 1
        status, body, headers = await call(
            session, fake, "POST", f"/channels/{one}/messages", content="sixth"
        )
        assert status == 429 and body["global"] is False and 0 < body["retry_after"] <= 5
        assert headers["X-RateLimit-Scope"] == "user" and headers["X-RateLimit-Remaining"] == "0"
        # as Discord sends it: discord.py reads any other type (even with a charset) as text,
        # and raises a 429 with a text body at once instead of waiting and trying again
        assert headers["Content-Type"] == "application/json" and headers["Via"]
        assert "sixth" not in [m.content for m in fake.messages(fake.channels[one])]
        # another channel has a bucket of its own
        status, _, _ = await call(session, fake, "POST", f"/channels/{two}/messages", content="x")
        assert status == 200
    assert fake.ratelimits.given and fake.ratelimits.invalid == 1


async def test_the_global_limit_is_fifty_a_second_but_interactions_are_exempt(
    fake: FakeDiscord,
) -> None:
    now = [1000.0]
    fake.ratelimits.clock = lambda: now[0]  # held still: the 51st meets the limit, however slow
    async with aiohttp.ClientSession() as session:
        statuses = await asyncio.gather(
            *(call(session, fake, "GET", "/users/@me") for _ in range(50))
        )
        assert {s for s, _, _ in statuses} == {200}  # at the limit
        status, body, headers = await call(session, fake, "GET", "/users/@me")
        assert status == 429 and body["global"] is True and body["retry_after"] <= 1
        assert headers["X-RateLimit-Global"] == "true" and headers["X-RateLimit-Scope"] == "global"
        # an interaction's own endpoints do not count (this token is unknown: 404, not 429)
        status, _, _ = await call(session, fake, "POST", "/webhooks/1/token", content="x")
        assert status != 429
        now[0] += 1.0  # the window moves on: a second later it is open again
        status, _, _ = await call(session, fake, "GET", "/users/@me")
        assert status == 200


async def test_invalid_answers_are_counted_toward_the_ban(fake: FakeDiscord) -> None:
    async with aiohttp.ClientSession() as session:
        for _ in range(3):
            async with session.get(f"{fake.rest_base}/users/@me") as answer:  # no token: 401
                assert answer.status == 401
    assert fake.ratelimits.invalid == 3 and fake.ratelimits.most_invalid == 3
    fake.rejected.clear()


async def test_a_test_may_widen_a_bucket_by_name(fake: FakeDiscord) -> None:
    one, _ = channels(fake)
    fake.ratelimits.clock = lambda: 1000.0
    fake.ratelimits.widen("channel-messages", 8)
    async with aiohttp.ClientSession() as session:
        seen = [
            await call(session, fake, "POST", f"/channels/{one}/messages", content=str(n))
            for n in range(9)
        ]
    assert [s for s, _, _ in seen] == [200] * 8 + [429]
    with pytest.raises(KeyError):
        fake.ratelimits.widen("no-such-bucket", 1)


async def test_discord_py_waits_for_the_bucket_it_is_told_of(fake: FakeDiscord) -> None:
    """Seven messages in a row to one channel: discord.py reads Remaining 0 and waits for the
    reset, so the fake never has to answer 429."""
    one, _ = channels(fake)
    client = discord.Client(intents=discord.Intents.default(), guild_ready_timeout=0.05)
    ready = asyncio.Event()
    client.event(_ready(ready))
    with patch_discord(fake):
        runner = asyncio.create_task(client.start(fake.token))
        try:
            await asyncio.wait_for(ready.wait(), 30)
            channel = client.get_channel(one)
            assert isinstance(channel, discord.TextChannel)
            started = asyncio.get_running_loop().time()
            for n in range(7):
                await channel.send(f"message {n}")
            assert asyncio.get_running_loop().time() - started >= 4.0  # it waited for the reset
        finally:
            await client.close()
            runner.cancel()
    assert (
        len([m for m in fake.messages(fake.channels[one]) if m.content.startswith("message")]) == 7
    )
    assert not fake.ratelimits.given


def _ready(event: asyncio.Event) -> Any:
    async def on_ready() -> None:
        event.set()

    return on_ready
