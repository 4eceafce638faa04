"""The fake Discord's gateway shards, with the real discord.py client: /gateway/bot names a
shard count, IDENTIFY's shard pair is honoured, and each guild (GUILD_CREATE, events,
interactions) goes only to shard (guild_id >> 22) % shard_count; direct messages to shard 0."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

import aiohttp
import discord
from discord.ext import commands

from bot.shards import shard_of
from tests.fakediscord import FakeDiscord, patch_discord

TIMEOUT = 30.0


def sharded_client(name: str, **sharding: Any) -> commands.AutoShardedBot:
    """A client that answers /where with its name and the guilds it knows."""
    bot = commands.AutoShardedBot(
        command_prefix="!", intents=discord.Intents.default(), guild_ready_timeout=0.05, **sharding
    )

    @bot.tree.command(name="where", description="Which process answers")
    async def where(interaction: discord.Interaction) -> None:
        guild = interaction.guild
        shard = guild.shard_id if guild is not None else "dm"
        known = sorted(g.id for g in bot.guilds)
        await interaction.response.send_message(f"{name} shard={shard} guilds={known}")

    async def setup_hook() -> None:
        await bot.tree.sync()

    async def at_once(shard_id: int | None, *, initial: bool = False) -> None:
        return None  # discord.py waits 5 s between IDENTIFYs; the fake has no such limit

    bot.setup_hook = setup_hook  # type: ignore[method-assign]
    bot.before_identify_hook = at_once  # type: ignore[method-assign]
    return bot


async def until(predicate: Callable[[], bool], timeout: float = TIMEOUT) -> None:
    """Poll what the client knows (the fake is not told when a client has read an event)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not predicate():
        if loop.time() > deadline:
            raise TimeoutError("condition not met in time")
        await asyncio.sleep(0.01)


@asynccontextmanager
async def running(fake: FakeDiscord, *bots: commands.AutoShardedBot) -> AsyncIterator[None]:
    ready = [asyncio.Event() for _ in bots]
    tasks = []
    for bot, event in zip(bots, ready, strict=True):

        async def on_ready(event: asyncio.Event = event) -> None:
            event.set()

        bot.add_listener(on_ready)
        tasks.append(asyncio.create_task(bot.start(fake.token)))
    try:
        await asyncio.wait_for(asyncio.gather(*(e.wait() for e in ready)), TIMEOUT)
        yield
    finally:
        for bot in bots:
            await bot.close()
        await asyncio.wait_for(asyncio.gather(*tasks, return_exceptions=True), TIMEOUT)


async def test_guilds_are_made_on_the_shard_asked_for() -> None:
    fake = FakeDiscord(shard_count=4)
    for shard in (3, 0, 2, 1, 3):
        guild = fake.add_guild(f"on {shard}", shard=shard)
        assert shard_of(guild.id, 4) == shard
    other = fake.add_guild("on 1 of 2", shard=1, shard_count=2)
    assert shard_of(other.id, 2) == 1
    ids = [g.id for g in fake.guilds.values()]
    assert ids == sorted(ids) and len(set(ids)) == len(ids)  # still increasing snowflakes


async def test_one_process_two_shards_each_guild_on_its_own() -> None:
    fake = FakeDiscord(shard_count=2, timeout=TIMEOUT)
    first, second = fake.add_guild("zero", shard=0), fake.add_guild("one", shard=1)
    rooms = {g.id: fake.add_text_channel(g, "yamb") for g in (first, second)}
    ana = fake.add_user("ana")
    for guild in (first, second):
        fake.add_member(guild, ana)
    async with fake:
        with patch_discord(fake):
            bot = sharded_client("solo")  # no shard count: /gateway/bot's recommendation
            async with running(fake, bot):
                assert bot.shard_count == 2 and sorted(bot.shards) == [0, 1]
                assert fake.shards() == {0: (first.id,), 1: (second.id,)}
                assert {g.id: g.shard_id for g in bot.guilds} == {first.id: 0, second.id: 1}
                for guild, shard in ((first, 0), (second, 1)):
                    result = await fake.slash(ana, rooms[guild.id], "where")
                    assert result.shard == (shard, 2)
                    assert f"shard={shard}" in result.content
                # a DM goes to shard 0
                result = await fake.slash(ana, fake.dm(ana), "where")
                assert result.shard == (0, 2) and "shard=dm" in result.content

                # shard 1's connection drops and resumes; shard 0 never notices
                identified, resumed = fake.identify_count, fake.resume_count
                await fake.drop_gateway(4000, shard=1)
                await fake.wait_for(lambda: fake.resume_count > resumed, timeout=TIMEOUT)
                assert fake.identify_count == identified
                result = await fake.slash(ana, rooms[second.id], "where")
                assert result.shard == (1, 2)

                # a new guild appears only on its shard's connection
                third = fake.add_guild("another one", shard=1)
                await until(lambda: bot.get_guild(third.id) is not None)
                assert bot.get_guild(third.id).shard_id == 1  # type: ignore[union-attr]


async def test_two_processes_split_the_shards() -> None:
    """Each client holds one shard of two: it learns only its guilds and answers only them."""
    fake = FakeDiscord(shard_count=2, timeout=TIMEOUT)
    first, second = fake.add_guild("zero", shard=0), fake.add_guild("one", shard=1)
    rooms = {g.id: fake.add_text_channel(g, "yamb") for g in (first, second)}
    bo = fake.add_user("bo")
    for guild in (first, second):
        fake.add_member(guild, bo)
    async with fake:
        with patch_discord(fake):
            left = sharded_client("left", shard_count=2, shard_ids=[0])
            right = sharded_client("right", shard_count=2, shard_ids=[1])
            async with running(fake, left, right):
                assert [g.id for g in left.guilds] == [first.id]
                assert [g.id for g in right.guilds] == [second.id]
                one = await fake.slash(bo, rooms[first.id], "where")
                two = await fake.slash(bo, rooms[second.id], "where")
                assert one.content == f"left shard=0 guilds={[first.id]}"
                assert two.content == f"right shard=1 guilds={[second.id]}"
                # a channel made in the second guild reaches only the second client
                made = fake.add_text_channel(second, "more")
                await until(lambda: right.get_channel(made.id) is not None)
                assert left.get_channel(made.id) is None


async def raw_identify(fake: FakeDiscord, shard: list[int] | None) -> tuple[Any, int | None]:
    """IDENTIFY over a bare websocket: (READY's data or None, the close code if closed)."""
    async with aiohttp.ClientSession() as http, http.ws_connect(fake.gateway_url) as ws:
        hello = json.loads((await ws.receive(timeout=TIMEOUT)).data)
        assert hello["op"] == 10
        identify: dict[str, Any] = {"token": fake.token, "intents": 1, "properties": {}}
        if shard is not None:
            identify["shard"] = shard
        await ws.send_str(json.dumps({"op": 2, "d": identify}))
        message = await ws.receive(timeout=TIMEOUT)
        if message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED):
            return None, ws.close_code if ws.close_code is not None else message.data
        ready = json.loads(message.data)
        assert ready["t"] == "READY"
        return ready["d"], None


async def test_identify_shard_pair_is_honoured() -> None:
    fake = FakeDiscord(shard_count=3)
    guilds = [fake.add_guild(f"g{s}", shard=s) for s in (0, 1, 2, 2)]
    async with fake:
        for shard in range(3):
            ready, closed = await raw_identify(fake, [shard, 3])
            assert closed is None and ready["shard"] == [shard, 3]
            assert {int(g["id"]) for g in ready["guilds"]} == {
                g.id for g in guilds if shard_of(g.id, 3) == shard
            }
        ready, _ = await raw_identify(fake, None)  # no pair: one shard, every guild
        assert len(ready["guilds"]) == 4
        for bad in ([3, 3], [-1, 3], [0, 0], ["x", 2]):
            ready, closed = await raw_identify(fake, bad)
            assert ready is None and closed == 4010, bad  # Discord: "Invalid shard"
    assert fake.shard_count == 3
