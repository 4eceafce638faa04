"""The bot running in-process against the fake Discord, and a player who uses it like a person:
reads the current game message, sees who is mentioned, and clicks what is offered."""

from __future__ import annotations

import asyncio
import json
import random
import re
import subprocess
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.discord_app import YambBot
from bot.store import Store
from tests.fakediscord import (
    Channel,
    FakeDiscord,
    Guild,
    InteractionResult,
    Member,
    Message,
    patch_discord,
)

MENTION = re.compile(r"<@!?(\d+)>")


@dataclass
class World:
    fake: FakeDiscord
    guild: Guild
    channel: Channel
    members: list[Member]
    bot: YambBot
    store: Store
    db_path: Path
    seen_refusals: list[str] = field(default_factory=list)

    def member(self, user_id: int | str) -> Member:
        return next(m for m in self.members if m.id == int(user_id))

    async def turn(self, channel: Channel | None = None, timeout: float = 10.0) -> Message:
        """The current game message, waiting for it: the bot may still be posting it."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while (message := self.current(channel)) is None:
            if loop.time() > deadline:
                raise AssertionError("no game message with controls appeared")
            await asyncio.sleep(0.02)
        return message

    def current(self, channel: Channel | None = None) -> Message | None:
        """The newest message that still has controls: the game's current message."""
        for message in reversed(self.fake.messages(channel or self.channel)):
            if message.custom_ids():
                return message
        return None


@asynccontextmanager
async def running_world(
    tmp_path: Path, players: int = 4, **bot_options: Any
) -> AsyncIterator[World]:
    fake = FakeDiscord(settle=0.02)
    guild = fake.add_guild("Yamb Club")
    channel = fake.add_text_channel(guild, "yamb")
    names = ["ana", "bo", "cy", "dee", "eve", "fil"][:players]
    members = [fake.add_member(guild, n) for n in names]
    await fake.start()
    db_path = tmp_path / "yamb.sqlite3"
    store = await Store.open(db_path)
    try:
        with patch_discord(fake):
            options: dict[str, Any] = {"tick_seconds": 3600.0, **bot_options}
            bot = YambBot(store, dev_guild_id=guild.id, guild_ready_timeout=0.05, **options)
            ready = asyncio.Event()

            async def on_ready() -> None:
                ready.set()

            bot.add_listener(on_ready)
            runner = asyncio.create_task(bot.start(fake.token))
            try:
                await asyncio.wait_for(ready.wait(), 10)
                yield World(fake, guild, channel, members, bot, store, db_path)
            finally:
                await bot.close()
                await asyncio.wait_for(runner, 10)
    finally:
        await store.close()
        await fake.stop()


def mentioned(message: Message) -> list[str]:
    """Who the message waits on: the mentions of its last line that has any."""
    for line in reversed(message.text().splitlines() if hasattr(message, "text") else []):
        found = MENTION.findall(line)
        if found:
            return found
    return MENTION.findall(message.content or "")


def options_of(message: Message, verb: str) -> tuple[str, list[str]] | None:
    for select in message.selects():
        if select["custom_id"].split(":")[3] == verb:
            return select["custom_id"], [o["value"] for o in select["options"]]
    return None


def button_of(message: Message, verb: str) -> list[str]:
    return [b["custom_id"] for b in message.buttons() if b["custom_id"].split(":")[3] == verb]


async def play_step(world: World, rnd: random.Random) -> bool:
    """One decision by a mentioned player, through buttons, selects or now and then a slash
    command. False when the game is over (no message with controls is left)."""
    for attempt in range(4):
        message = world.current()
        if message is None:
            last = world.fake.latest_message(world.channel)
            if last is not None and "The game is over" in last.content:
                return False
            message = await world.turn()  # the next turn is still being posted
        if await _try_step(world, rnd, message):
            return True
        await asyncio.sleep(0.1 * (attempt + 1))  # the bot may still be posting the next turn
    raise AssertionError(f"nobody could act on: {message.content!r} {message.custom_ids()}")


async def _try_step(world: World, rnd: random.Random, message: Message) -> bool:
    fake = world.fake
    who = [world.member(u) for u in mentioned(message)] or world.members
    candidates: list[tuple[str, str, list[str] | None]] = []
    for verb in ("write", "cross", "announce"):
        found = options_of(message, verb)
        if found:
            custom, values = found
            cells = [v for v in values if not v.startswith("g|")]
            groups = [v for v in values if v.startswith("g|") and v.split("|")[2]]
            candidates.append(("select", custom, [rnd.choice(cells or groups or values)]))
    for custom in button_of(message, "throw") + button_of(message, "stop"):
        candidates.append(("click", custom, None))
    rnd.shuffle(candidates)
    # writing soon keeps games short; throwing first keeps them varied
    candidates.sort(key=lambda c: 0 if "write" in c[1] and rnd.random() < 0.6 else 1)
    keeps = button_of(message, "keep")
    for kind, custom, values in candidates:
        for member in rnd.sample(who, len(who)):
            result: InteractionResult
            if kind == "click" and custom.endswith(":throw") and keeps and rnd.random() < 0.3:
                # keep dice by typing their positions, as some players will
                chosen = sorted(rnd.sample(range(1, len(keeps) + 1), rnd.randint(0, 3)))
                result = await fake.slash(
                    member,
                    world.channel,
                    "yamb roll",
                    options={"keep": " ".join(map(str, chosen))},
                )
            elif kind == "click" and custom.endswith(":throw") and keeps and rnd.random() < 0.2:
                result = await fake.click(member, message, rnd.choice(keeps))  # hold one die
            elif kind == "click":
                result = await fake.click(member, message, custom)
            else:
                assert values is not None
                result = await fake.select(member, message, custom, values)
            if not result.ephemeral:
                return True
            world.seen_refusals.append(result.content or "")
    return False


async def play_to_end(world: World, seed: int, limit: int = 6000) -> Message:
    rnd = random.Random(seed)
    for _ in range(limit):
        if not await play_step(world, rnd):
            break
    else:
        raise AssertionError("the game did not end")
    final = world.fake.messages(world.channel)[-1]
    assert "The game is over" in final.content, final.content
    return final


def replay_cli(record: dict[str, Any]) -> dict[str, Any]:
    """`python -m engine replay -` on a record: the totals an outsider would compute."""
    done = subprocess.run(
        [sys.executable, "-m", "engine", "replay", "-"],
        input=json.dumps(record),
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(done.stdout)


async def open_lobby(
    world: World, host: Member, *, ruleset: str, mode: str = "standard", **options: Any
) -> InteractionResult:
    result = await world.fake.slash(
        host, world.channel, "yamb new", options={"ruleset": ruleset, "mode": mode, **options}
    )
    assert not result.ephemeral, result.content
    return result


def discord_ids(members: list[Member]) -> list[str]:
    return [str(m.id) for m in members]
