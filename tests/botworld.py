"""The bot running in-process against the fake Discord, and a player who uses it like a person:
reads the current game message, sees who is mentioned, and clicks what is offered."""

from __future__ import annotations

import asyncio
import inspect
import json
import random
import re
import subprocess
import sys
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from bot.discord_app import YambBot
from bot.pacer import RATE
from bot.store import Store
from tests.clock import Clock
from tests.fakediscord import (
    BotProcess,
    Channel,
    FakeDiscord,
    Guild,
    InteractionResult,
    Member,
    Message,
    patch_discord,
)
from tests.fakediscord.ratelimits import GLOBAL_LIMIT

MENTION = re.compile(r"<@!?(\d+)>")


GAME_OVER = "The game is over"
# Generous deadlines: on a loaded machine the bot is slow, never silent; a test fails only
# when the condition it waits for does not come at all.
PATIENCE = 60.0


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
    # the one game `current`, `final` and `play_step` follow, when members also bring up other
    # messages with controls (boards, tournaments, lobbies); None: any game's
    game: int | None = None
    runner: asyncio.Task[None] = field(init=False)  # the bot's `start`
    bot_options: dict[str, Any] = field(init=False)  # YambBot's, but the store (`restart`)

    def member(self, user_id: int | str) -> Member:
        return next(m for m in self.members if m.id == int(user_id))

    async def turn(self, channel: Channel | None = None, timeout: float = PATIENCE) -> Message:
        """The current game message, waiting for it: the bot may still be posting it."""
        found = await self.decision_point(channel, timeout)
        if found is None:
            raise AssertionError("the game is over: there is no game message with controls")
        return found

    def rooms(self, channel: Channel | None = None) -> list[Channel]:
        """Where a channel's games show: the channel and the threads opened from it."""
        base = channel or self.channel
        threads = [c for c in self.fake.channels.values() if c.parent_id == base.id]
        return [base, *sorted(threads, key=lambda c: c.id)]

    @property
    def table(self) -> Channel:
        """Where the channel's game is played now: its newest thread, else the channel."""
        return self.rooms()[-1]

    def _room_ids(self, channel: Channel | None) -> set[int]:
        return {room.id for room in ([channel] if channel is not None else self.rooms())}

    def _messages(self, channel: Channel | None) -> list[Message]:
        rooms = [channel] if channel is not None else self.rooms()
        found = [m for room in rooms for m in self.fake.messages(room)]
        return sorted(found, key=lambda m: m.id)

    def current(self, channel: Channel | None = None) -> Message | None:
        """The newest message that still has a game's controls: the current message (the
        final message's Rematch button does not count)."""
        return self.fake.newest_message(
            self._room_ids(channel),
            lambda m: any(
                not c.endswith(":rematch") and self._followed(c) for c in m.custom_ids()
            ),
        )

    def _followed(self, custom_id: str) -> bool:
        return self.game is None or game_of(custom_id) == self.game

    def final(self, channel: Channel | None = None) -> Message | None:
        """The message announcing the end of the game, once the bot has posted it: the one
        with a Rematch button (in any language), or, without one, saying so in English."""

        def is_final(message: Message) -> bool:
            ids = message.custom_ids()
            return bool(
                ids and all(c.endswith(":rematch") and self._followed(c) for c in ids)
            ) or (GAME_OVER in message.content and self.game is None)

        return self.fake.newest_message(self._room_ids(channel), is_final)

    def last_seen(self, channel: Channel | None = None, count: int = 3) -> str:
        """The newest public messages, for failure messages."""
        shown = [
            f"#{m.id}: {m.content[:300]!r} controls={m.custom_ids()[:8]}"
            for m in self._messages(channel)[-count:]
        ]
        return "\n".join(shown) or "(no messages)"

    async def decision_point(
        self, channel: Channel | None = None, timeout: float = PATIENCE
    ) -> Message | None:
        """Wait until the game shows a message with controls (returned) or its end (None).

        Between a turn's last write and the next message (or the end) the channel shows
        neither for a moment: both conditions are re-checked whenever the fake Discord changes.
        """
        try:
            await self.fake.wait_for(
                lambda: self.current(channel) is not None or self.final(channel) is not None,
                timeout=timeout,
            )
        except TimeoutError:
            raise AssertionError(
                f"neither a game message with controls nor the end of the game appeared "
                f"within {timeout:.0f}s; last seen:\n{self.last_seen(channel)}"
            ) from None
        return self.current(channel)

    async def progress(self) -> tuple[int, int, str]:
        """Where the followed game (`game`), else the channel's, stands: (game, action count,
        dice kept), from the store. The followed game's own row: a member may have opened a
        thread for another game since, which `table` then names."""
        info = await (
            self.store.game_info(self.game)
            if self.game is not None
            else self.store.game_in_channel(str(self.table.id))
        )
        if info is None:
            return (0, 0, "")
        return (info.game_id, info.seq, repr(info.ui_state.get("kept")))

    async def changed_since(self, writes: int, timeout: float = PATIENCE) -> None:
        """Wait until the bot has written something (posted or edited) after `writes`."""
        try:
            await self.fake.wait_for(lambda: self.fake.write_count > writes, timeout=timeout)
        except TimeoutError:
            raise AssertionError(
                f"the bot wrote nothing for {timeout:.0f}s; last seen:\n{self.last_seen()}"
            ) from None


# Bot players at no pace (as tests play them, to be quick) move far faster than people, and
# each move is an edit or a post in their game's channel: tests about something else widen the
# channel buckets for them, by name (the bot waits for a bucket, it never meets a 429). So do
# tests whose members act within milliseconds of each other (as no people do).
BOT_MOVES = {"channel-messages": 100, "channel-message-edits": 100}
# Tests that play whole tournaments of bots spend most of their time at the global limit (the
# bot paces itself at 40 requests a second, 80% of Discord's 50): they run as a bot Discord
# has given a raised global limit (Discord grants one to large bots), the fake enforcing it and
# the bot pacing itself at the same share of it.
RAISED_GLOBAL = 200


@asynccontextmanager
async def running_world(
    tmp_path: Path,
    players: int = 4,
    *,
    threads: bool = False,
    refusals: bool = False,
    clock: Callable[[], float] | None = None,
    global_commands: bool = False,
    limited: bool = False,
    buckets: dict[str, int] | None = None,
    global_limit: int | None = None,
    store_options: dict[str, Any] | None = None,
    **bot_options: Any,
) -> AsyncIterator[World]:
    """The bot in-process against a fake Discord with one channel and some members. Games
    play in the channel itself unless `threads` (the server's default: a thread each).
    Discord refuses nothing the bot sends (a refusal fails the test at its end) unless
    `refusals`: for tests that provoke them. `clock`: the bot's and its store's time (a test
    moves it); `global_commands`: commands registered for every server and DMs, not only the
    world's server. Discord's rate limits hold (`fake.ratelimits`), and the bot must never
    meet one unless `limited` (a test that provokes them); `buckets` widens buckets by name
    for a test about something else that plays many bot moves in one channel; `global_limit`
    raises the global limit (requests a second) and the bot's own pace with it;
    `store_options`: `Store.open`'s (e.g. a short busy timeout)."""
    fake = FakeDiscord(settle=0.02, timeout=PATIENCE)
    for name, size in (buckets or {}).items():
        fake.ratelimits.widen(name, size)
    if global_limit is not None:
        fake.ratelimits.global_limit = global_limit
        bot_options["rest_rate"] = RATE * global_limit / GLOBAL_LIMIT
    guild = fake.add_guild("Yamb Club")
    channel = fake.add_text_channel(guild, "yamb")
    names = ["ana", "bo", "cy", "dee", "eve", "fil"][:players]
    members = [fake.add_member(guild, n) for n in names]
    await fake.start()
    db_path = tmp_path / "yamb.sqlite3"
    store = await Store.open(
        db_path, **({"clock": clock} if clock else {}), **(store_options or {})
    )
    if not threads:
        await store.set_guild_settings(str(guild.id), game_threads=False)
    try:
        with patch_discord(fake):
            options: dict[str, Any] = {"tick_seconds": 3600.0, **bot_options}
            if clock is not None:
                options["clock"] = clock
            options["dev_guild_id"] = None if global_commands else guild.id
            bot, runner = await _started(fake, store, options)
            world = World(fake, guild, channel, members, bot, store, db_path)
            world.runner, world.bot_options = runner, options
            try:
                yield world
                fake.assert_clean(allow_rejected=refusals)
                # 10,000 invalid answers (401, 403, 429) in 10 minutes get an address banned:
                # no run comes within a tenth of it
                assert fake.ratelimits.most_invalid < 1000, fake.ratelimits.most_invalid
                # the bot paces itself: Discord never had to refuse it for going too fast
                if not limited:
                    assert not fake.ratelimits.given, fake.ratelimits.given[:5]
            finally:
                await world.bot.close()
                await asyncio.wait_for(world.runner, 10)
    finally:
        await store.close()
        await fake.stop()


async def _started(
    fake: FakeDiscord, store: Store, options: dict[str, Any]
) -> tuple[YambBot, asyncio.Task[None]]:
    """A bot started on `store`, ready, its timers' first tick over; and the task it runs in."""
    bot = YambBot(store, guild_ready_timeout=0.05, **options)
    ready = asyncio.Event()

    async def on_ready() -> None:
        ready.set()

    bot.add_listener(on_ready)
    runner = asyncio.create_task(bot.start(fake.token))
    try:
        await asyncio.wait_for(ready.wait(), 10)
        # The timers' first tick runs at start-up, and on a loaded machine it could still be
        # reading the settings when a test changed them: a daily channel set then got today's
        # post (a button) before the test's game began, taken later for a turn
        await poll(lambda: bot.ticks >= 1, "the first tick is over")
    except BaseException:
        await bot.close()
        await asyncio.wait_for(runner, 10)
        raise
    return bot, runner


async def restart(world: World) -> None:
    """The bot stops and another starts on the same store, as after a restart (in between,
    time may pass: the test's clock)."""
    await world.bot.close()
    await asyncio.wait_for(world.runner, 10)
    world.bot, world.runner = await _started(world.fake, world.store, world.bot_options)


TOKEN = "MTAxMDEwMTAxMDEwMTAxMA.GaBcDe.fake-token-for-tests-only_abcdefghij"


@dataclass
class ProcessWorld:
    """The bot as its own process (`python -m bot`, killed and started again at will) against
    a fake Discord with one channel and two members."""

    fake: FakeDiscord
    guild: Guild
    channel: Channel
    ana: Member
    bo: Member
    process: BotProcess
    db: Path

    async def start_duo(self) -> Message:
        """Ana's classic game with Bo, started; the lobby's message."""
        fake, ana, bo = self.fake, self.ana, self.bo
        lobby = await fake.slash(ana, self.channel, "yamb new", options={"ruleset": "classic"})
        await fake.click(bo, lobby.message, lobby.message.button("Join")["custom_id"])
        await fake.click(ana, lobby.message, lobby.message.button("Start")["custom_id"])
        return lobby.message

    def mover(self, turn: Message) -> Member:
        """Whose turn a turn's message says it is."""
        return self.ana if str(self.ana.id) in turn.content.splitlines()[-1] else self.bo


@asynccontextmanager
async def process_world(
    tmp_path: Path, *, settle: float = 0.1, **env: str
) -> AsyncIterator[ProcessWorld]:
    """The bot started as its own process (stopped at the end); `env` adds to its settings."""
    fake = FakeDiscord(token=TOKEN, settle=settle, timeout=PATIENCE)
    guild = fake.add_guild("Yamb Club")
    channel = fake.add_text_channel(guild, "yamb")
    ana, bo = fake.add_member(guild, "ana"), fake.add_member(guild, "bo")
    db = tmp_path / "yamb.sqlite3"
    settings = {
        "DISCORD_TOKEN": TOKEN,
        "DATABASE_PATH": str(db),
        "DEV_GUILD_ID": str(guild.id),
        **env,
    }
    async with fake:
        process = BotProcess(fake, [sys.executable, "-m", "bot"], env=settings, cwd=str(tmp_path))
        await process.start()
        try:
            yield ProcessWorld(fake, guild, channel, ana, bo, process, db)
        finally:
            await process.stop()


async def game_room(fake: FakeDiscord, channel: Channel) -> Channel:
    """Where a game started from `channel` is played: its thread once the bot opened one
    (the default), else the channel itself; waits for the first turn's message."""

    def room() -> Channel | None:
        threads = [c for c in fake.channels.values() if c.parent_id == channel.id]
        for candidate in [*sorted(threads, key=lambda c: -c.id), channel]:
            if any(m.custom_ids() for m in fake.messages(candidate)):
                return candidate
        return None

    await fake.wait_for(lambda: room() is not None, timeout=PATIENCE)
    found = room()
    assert found is not None
    return found


async def later(world: World, clock: Clock, seconds: float) -> None:
    """Time passes for the bot, its store and Discord alike; then the bot's timers tick."""
    clock.now += seconds
    world.fake.advance_clock(seconds)
    await world.bot._tick()


async def poll(
    condition: Callable[[], bool | Awaitable[bool]],
    what: str,
    *,
    between: Callable[[], object] | None = None,
) -> None:
    """Wait until `condition` holds (it may be a coroutine: the store's), for state the fake
    is not told of (the bot's own), within PATIENCE; `between` runs before each look again."""

    async def holds() -> bool:
        found = condition()
        return await found if inspect.isawaitable(found) else found

    loop = asyncio.get_running_loop()
    deadline = loop.time() + PATIENCE
    while not await holds():
        if loop.time() > deadline:
            raise AssertionError(f"not within {PATIENCE:.0f}s: {what}")
        if between is not None:
            between()
        await asyncio.sleep(0.01)


# cuts a world's members off from the bot; returns what lets them reach it again
CutOff = Callable[["World"], Awaitable[Callable[[], Awaitable[None]]]]


async def removed_from_server(world: World) -> Callable[[], Awaitable[None]]:
    """The bot is removed from the world's server (and heard of it); returns what invites it
    back."""
    world.fake.remove_bot(world.guild)
    await poll(lambda: world.bot.get_guild(world.guild.id) is None, "the bot hears it left")

    async def back() -> None:
        world.fake.add_bot(world.guild)
        await poll(lambda: world.bot.get_guild(world.guild.id) is not None, "the bot is back")

    return back


async def cut_off_from_gateway(world: World) -> Callable[[], Awaitable[None]]:
    """Discord's gateway refuses the bot (REST still answers); returns what ends the outage
    and waits for the bot to be connected again."""
    fake = world.fake
    await fake.gateway_outage()
    await fake.wait_for(lambda: fake.gateway_refusals >= 1, timeout=PATIENCE)

    async def back() -> None:
        fake.gateway_back()
        await fake.wait_for(lambda: fake.bot_connected, timeout=PATIENCE)
        shard = world.bot.get_shard(0)
        await poll(lambda: shard is not None and not shard.is_closed(), "the bot is connected")

    return back


async def api_down(world: World) -> Callable[[], Awaitable[None]]:
    """Discord's API fails every request (the gateway stays up: clicks reach the bot, which
    cannot answer them); returns what ends the outage."""
    world.fake.rest_outage()

    async def back() -> None:
        world.fake.rest_back()

    return back


# a test run once for each way the members can be cut off from the bot (its argument `away`)
each_cut_off = pytest.mark.parametrize(
    "away",
    [removed_from_server, cut_off_from_gateway, api_down],
    ids=["removed", "gateway down", "API down"],
)


def game_of(custom_id: str) -> int | None:
    """The game a control of the bot's belongs to; None for a board's (game 0) and for a
    tournament's (its verbs start with t_, and it carries the tournament's id)."""
    parts = custom_id.split(":")
    if len(parts) < 4 or parts[1] == "0" or parts[3].startswith("t_"):
        return None
    return int(parts[1])


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


async def announce_menu(world: World) -> tuple[Message, str, list[str]]:
    """The turn's message once it offers the announce cells, its menu and their values."""
    await world.fake.wait_for(
        lambda: (m := world.current()) is not None and options_of(m, "announce") is not None
    )
    turn = world.current()
    assert turn is not None
    found = options_of(turn, "announce")
    assert found is not None
    return turn, *found


async def announce_late(
    world: World, rival: Member, cell: str, game_id: int, threw_on: bool
) -> None:
    """The Kontra rival announces once the bot played on for the thrower: refused if the bot
    threw again, taken if it said "enough" at the first throw (the engine then lets the rival
    announce before writing)."""
    late = await world.fake.slash(rival, world.channel, "yamb announce", options={"cell": cell})
    game = (await world.store.load_game(game_id)).game
    assert game is not None
    if threw_on:  # too late: refused
        assert late.ephemeral and "only possible right after the first throw" in (
            late.content or ""
        ), late.content
        assert game.announced is None
    else:
        assert game.announced is not None, late.content


def button_of(message: Message, verb: str) -> list[str]:
    return [b["custom_id"] for b in message.buttons() if b["custom_id"].split(":")[3] == verb]


async def play_step(world: World, rnd: random.Random) -> bool:
    """One decision by a mentioned player, through buttons, selects or now and then a slash
    command. False when the game is over (no message with controls is left)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + PATIENCE
    while True:
        writes = world.fake.write_count
        message = await world.decision_point()
        if message is None:
            return False
        if await _try_step(world, rnd, message):
            return True
        # Everyone was refused: the message was outdated (the bot is still posting the next
        # one). Wait for the bot to write something, then look again.
        if loop.time() > deadline:
            raise AssertionError(
                f"nobody could act for {PATIENCE:.0f}s on: {message.content!r} "
                f"{message.custom_ids()}; refusals: {world.seen_refusals[-4:]}"
            )
        if world.fake.write_count == writes:
            await world.changed_since(writes, timeout=max(1.0, deadline - loop.time()))


def _disabled(message: Message, custom_id: str) -> bool:
    return bool((message.component(custom_id) or {}).get("disabled"))


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
    # a bot player's dice show too, disabled (pairs: a partner the bot plays for)
    keeps = [k for k in button_of(message, "keep") if not _disabled(message, k)]
    # no settling after an answer (settle 0): what the next step needs, it waits for (the
    # store moved on, a message with controls, a write after everyone was refused)
    for kind, custom, values in candidates:
        for member in rnd.sample(who, len(who)):
            result: InteractionResult
            before = await world.progress()
            if kind == "click" and custom.endswith(":throw") and keeps and rnd.random() < 0.3:
                # keep dice by typing their positions, as some players will
                chosen = sorted(rnd.sample(range(1, len(keeps) + 1), rnd.randint(0, 3)))
                result = await fake.slash(
                    member,
                    fake.channels[message.channel_id],  # where this game is played
                    "yamb roll",
                    options={"keep": " ".join(map(str, chosen))},
                )
            else:
                try:
                    if (
                        kind == "click"
                        and custom.endswith(":throw")
                        and keeps
                        and (rnd.random() < 0.2)
                    ):
                        # hold
                        result = await fake.click(member, message, rnd.choice(keeps), settle=0.0)
                    elif kind == "click":
                        result = await fake.click(member, message, custom, settle=0.0)
                    else:
                        assert values is not None
                        result = await fake.select(member, message, custom, values, settle=0.0)
                except (LookupError, ValueError):
                    # the bot changed the message since this player looked at it: look again
                    return False
            if await world.progress() != before:  # the game (or the dice kept) moved on
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
    final = world.final()
    assert final is not None, world.last_seen()
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


async def start_teams(
    world: World, *, ruleset: str, mode: str, teams: tuple[str, str, str] = ("1", "2", "2")
) -> InteractionResult:
    """A game of teams of two opened by the world's first member (in team 1) and started,
    the other three members joining `teams` in order: the start's answer."""
    host, *others = world.members[:4]
    message = (await open_lobby(world, host, ruleset=ruleset, mode=mode)).message
    for member, team in zip(others, teams, strict=True):
        button = next(b for b in message.buttons() if b["custom_id"].endswith(f":team:{team}"))
        message = (await world.fake.click(member, message, button["custom_id"])).message
    return await world.fake.click(host, message, message.button("Start")["custom_id"])


def discord_ids(members: list[Member]) -> list[str]:
    return [str(m.id) for m in members]
