"""The bot under Discord's rate limits (the fake enforces them in every test): what a click
changes goes through the click's own interaction, which Discord does not count, and the
bot's own requests (a restart's redraw of every open game) are paced under the global limit,
the games people are at first."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

from bot.discord_app import YambBot
from bot.pacer import RATE
from tests.botworld import PATIENCE, World, button_of, mentioned, options_of, running_world
from tests.fakediscord import Message
from tests.fakediscord.ratelimits import GLOBAL_LIMIT, RateLimits


def limited_requests(world: World, since: int = 0) -> list[tuple[float, str, str]]:
    """(when, method, path) of the bot's requests that Discord's limits count, from the
    `since`-th request on."""
    return [
        (r.at, r.method, r.path)
        for r in world.fake.faults.requests[since:]
        if not RateLimits.exempt(r.path)
    ]


def edited_channels(world: World, since: int) -> list[int]:
    """The channels whose messages the bot edited by its own requests, in the order of their
    first edit."""
    found = (
        int(path.split("/")[2])
        for _, method, path in limited_requests(world, since)
        if method == "PATCH" and path.startswith("/channels/") and "/messages/" in path
    )
    return list(dict.fromkeys(found))


async def test_a_turn_ends_and_the_click_itself_makes_the_next_turns_message(
    tmp_path: Path,
) -> None:
    """Three turns of a duo played by clicks: each next turn's message is a followup of the
    write that ended the turn (no request Discord counts against the bot), and it pings the
    player whose turn it is."""
    async with running_world(tmp_path, players=2) as world:
        fake = world.fake
        ana, bo = world.members
        lobby = await fake.slash(ana, world.channel, "yamb new", options={"ruleset": "classic"})
        await fake.click(bo, lobby.message, lobby.message.button("Join")["custom_id"])
        await fake.click(ana, lobby.message, lobby.message.button("Start")["custom_id"])
        turn = await world.turn()
        since = len(fake.faults.requests)
        clicks = 0
        for _ in range(3):
            mover = world.member(mentioned(turn)[0])
            thrown = await fake.click(mover, turn, button_of(turn, "throw")[0])
            clicks += 1
            assert not thrown.ephemeral, thrown.content
            turn = fake.get_message(turn.id)
            menu = options_of(turn, "write")
            assert menu is not None, turn.custom_ids()
            wrote = await fake.select(mover, turn, menu[0], [menu[1][0]])
            clicks += 1
            assert not wrote.ephemeral, wrote.content
            following = await world.turn()
            assert following.id != turn.id
            # made with the click's token (the message says which interaction's token made
            # it: the click's result is a snapshot taken once the click settled, and on a
            # loaded machine the followup can come after it), and it tells the next player
            # it is their turn
            assert following.interaction_id == wrote.id
            nxt = world.member(mentioned(following)[0])
            assert nxt is not mover
            assert nxt.id in following.pinged
            turn = following
        # the turn's old message shows its line, updated by the click's own answer too
        assert limited_requests(world, since) == []
        assert clicks == 6


async def test_a_restart_redraws_200_games_under_the_limit_the_latest_first(
    tmp_path: Path,
) -> None:
    """200 games open in 200 channels, and the bot restarts: it draws every game's message
    again (it cannot know what Discord shows) by its own requests, never more than its pace
    a second (the fake would refuse past 50), the games played last drawn first. A member who
    clicks a game meanwhile gets it at once, through the click, not behind the queue."""
    async with running_world(tmp_path, players=1) as world:
        fake = world.fake
        (ana,) = world.members
        channels = [world.channel] + [
            fake.add_text_channel(world.guild, f"yamb-{n}") for n in range(1, 200)
        ]
        turns: dict[int, Message] = {}
        for channel in channels:  # solo games, played in the order of the channels
            lobby = await fake.slash(ana, channel, "yamb new", options={"ruleset": "classic"})
            assert not lobby.ephemeral, lobby.content
            started = await fake.click(
                ana, lobby.message, lobby.message.button("Start")["custom_id"]
            )
            assert not started.ephemeral, started.content
            turns[channel.id] = await world.turn(channel)
        await world.bot.close()

        since = len(fake.faults.requests)
        again = YambBot(
            world.store, dev_guild_id=world.guild.id, guild_ready_timeout=0.05, tick_seconds=3600.0
        )
        runner = asyncio.create_task(again.start(fake.token))
        try:
            first = channels[0]  # started first, so drawn last: clicked while others wait

            def redrawn() -> set[int]:
                return set(edited_channels(world, since))

            await fake.wait_for(lambda: len(redrawn()) >= 10, timeout=PATIENCE)
            message = turns[first.id]
            thrown = await fake.click(ana, message, button_of(message, "throw")[0])
            assert not thrown.ephemeral, thrown.content
            # the click's answer shows the throw (an update, or after a deferral an edit with
            # the click's token: on a busy machine the answer may take longer than a second)
            await fake.wait_for(lambda: "throw 1 of 3" in fake.get_message(message.id).content)
            await fake.wait_for(
                lambda: len(redrawn() | {first.id}) == len(channels), timeout=PATIENCE
            )
        finally:
            await again.close()
            await asyncio.wait_for(runner, 10)

        # the latest played first: each game's pass reads it before its edit, so the order
        # of the edits drifts from the order of the games by less than a second's pace
        # the clicked game, drawn last had nobody clicked it, was drawn by the click, or (its
        # redraw already under way) hurried ahead of the games still waiting
        edited = edited_channels(world, since)
        assert first.id not in edited[len(channels) // 2 :], edited.index(first.id)
        order = [c for c in edited if c != first.id]
        latest_first = [c.id for c in reversed(channels) if c != first]
        assert len(order) == len(channels) - 1
        for place, channel_id in enumerate(order):
            assert abs(latest_first.index(channel_id) - place) <= RATE, (place, channel_id)
        # never at Discord's 50 in any second (the pace is 40: the answers' times jitter)
        starts = [at for at, _, _ in limited_requests(world, since)]
        busiest = max(sum(1 for t in starts[i:] if t - at < 1.0) for i, at in enumerate(starts))
        assert busiest < GLOBAL_LIMIT, busiest
        assert not fake.ratelimits.given


class _BucketSpent(logging.Handler):
    """Set once discord.py has read an answer that says a bucket is spent (it logs so)."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.spent = asyncio.Event()

    def emit(self, record: logging.LogRecord) -> None:
        if "has been exhausted" in record.getMessage():
            self.spent.set()


async def test_threads_opened_both_ways_share_one_bucket_and_meet_no_limit(tmp_path: Path) -> None:
    """A channel's new threads share one bucket (5 per 5 s), opened from a message (a game's
    lobby) or not (a tournament's games). After a tournament's round spent it, the first game
    started from a lobby met a 429 (found by tests/test_bot_random_members.py): discord.py had
    not yet seen that route's bucket. The bot tells it that both are one."""
    async with running_world(tmp_path, players=1, threads=True) as world:
        fake, channel = world.fake, world.channel
        messenger = world.bot.app.display.messenger
        assert messenger is not None
        anchor = await fake.say(world.members[0], channel, "a message to open a thread from")
        watch = _BucketSpent()
        http_log = logging.getLogger("discord.http")
        level = http_log.level
        http_log.setLevel(logging.DEBUG)
        http_log.addHandler(watch)
        try:
            # a round of five games, each in a thread of its own, opened by their display
            # passes at once (the one that spends the bucket sleeps until it resets)
            round_opened = [
                asyncio.create_task(messenger.open_thread(str(channel.id), None, f"game {n}"))
                for n in range(5)
            ]
            await asyncio.wait_for(watch.spent.wait(), PATIENCE)
        finally:
            http_log.removeHandler(watch)
            http_log.setLevel(level)
        started = asyncio.get_running_loop().time()
        await messenger.open_thread(str(channel.id), anchor.id, "ana's game")
        waited = asyncio.get_running_loop().time() - started
        assert not fake.ratelimits.given, fake.ratelimits.given
        assert waited > 1.0, waited  # until the bucket's five seconds were up
        await asyncio.gather(*round_opened)
        assert len([c for c in fake.channels.values() if c.parent_id == channel.id]) == 6
