"""A route's bucket spent (5 edits per 5 s in a channel) holds back the bot's next request of
that route, as it must, but never a member's click: discord.py sleeps until the bucket resets
before the call that spent it returns, and the display's calls (`Pacer.send`) return when
Discord answered; a background request still waiting for the bucket is called off when a
member acts on its game (`Pacer.withdraw`). The buckets here reset only after a minute, so a
click or a call that waited for one could not be answered within the test's patience."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.pacer import MISSING, PLAYING, pacing
from tests.botworld import (
    PATIENCE,
    World,
    button_of,
    open_lobby,
    poll,
    running_world,
)
from tests.fakediscord import Message
from tests.fakediscord.faults import Routes

SLOW_RESET = 60.0  # seconds: far past PATIENCE


def slow_edits(world: World) -> None:
    """One edit of a channel's messages a minute: the first spends the bucket."""
    for bucket in world.fake.ratelimits.buckets:
        if bucket.name == "channel-message-edits":
            bucket.limit, bucket.per = 1, SLOW_RESET


def own_edits(world: World) -> list[str]:
    """The paths of the bot's own edits (not with an interaction's token)."""
    return [
        r.path
        for r in world.fake.faults.requests
        if r.method == "PATCH" and "/messages/" in r.path and r.path.startswith("/channels/")
    ]


async def redraw_until(
    world: World, game_id: int, message_id: int, done: Callable[[], bool], what: str
) -> None:
    """Make the display edit the message (what it shows is forgotten, and its pass woken)
    until `done`: again and again, as the bot may record what a click's answer showed just
    after the test forgot it."""
    display = world.bot.app.display
    await poll(done, what, between=lambda: (display.forget(message_id), display.wake(game_id)))


async def solo_game(world: World) -> tuple[int, Message]:
    (ana,) = world.members
    opened = await open_lobby(world, ana, ruleset="classic")
    lobby = opened.message
    assert lobby is not None
    await world.fake.click(ana, lobby, lobby.button("Start")["custom_id"])
    info = await world.store.game_in_channel(str(world.channel.id))
    assert info is not None
    return info.game_id, await world.turn()


async def test_an_edit_that_spends_its_bucket_is_done_when_discord_answers(
    tmp_path: Path,
) -> None:
    """The display's edit that spends the channel's bucket returns at Discord's answer, not a
    minute later when the bucket resets; the next background edit waits for the bucket until
    a member acts on the game, and is then called off, unsent; one the players need (a lost
    message's) is not."""
    async with running_world(tmp_path, players=1) as world:
        slow_edits(world)
        game_id, turn = await solo_game(world)
        assert not own_edits(world)  # the bucket is whole: the game began by interactions
        messenger = world.bot.app.display.messenger
        assert messenger is not None
        pacer = world.bot.pacer
        channel = str(world.channel.id)

        await asyncio.wait_for(messenger.retire(channel, turn.id, "first line"), PATIENCE)
        assert world.fake.get_message(turn.id).content == "first line"
        assert len(own_edits(world)) == 1

        with pacing(PLAYING, game_id, background=True):
            redraw = asyncio.create_task(messenger.retire(channel, turn.id, "second line"))
        await poll(lambda: pacer.unsent(game_id) == 1, "the redraw waits for the bucket")
        assert pacer.withdraw(game_id)
        with pytest.raises(asyncio.CancelledError):
            await asyncio.wait_for(redraw, PATIENCE)
        assert pacer.unsent(game_id) == 0

        with pacing(MISSING, game_id):
            needed = asyncio.create_task(messenger.retire(channel, turn.id, "third line"))
        await poll(lambda: pacer.unsent(game_id) == 1, "the post waits for the bucket")
        assert not pacer.withdraw(game_id)
        assert not needed.done()
        needed.cancel()
        with pytest.raises(asyncio.CancelledError):
            await needed
        assert world.fake.get_message(turn.id).content == "first line"
        assert len(own_edits(world)) == 1  # nothing called off was sent


async def test_a_member_who_acts_is_answered_while_a_redraw_waits_for_the_bucket(
    tmp_path: Path,
) -> None:
    """The display redraws a game's message by the bot's own edits (after a bot player's
    step, say); once the channel's bucket is spent the next redraw waits for it, holding the
    game's messages. A member who acts on the game meanwhile, by a click or by a command, is
    answered at once: the waiting edit gives way, unsent."""
    async with running_world(tmp_path, players=1) as world:
        slow_edits(world)
        (ana,) = world.members
        game_id, turn = await solo_game(world)
        pacer = world.bot.pacer

        async def redraw_waits() -> None:
            await redraw_until(
                world, game_id, turn.id, lambda: pacer.unsent(game_id) == 1, "a redraw waits"
            )

        # the first redraw spends the bucket
        await redraw_until(
            world, game_id, turn.id, lambda: len(own_edits(world)) == 1, "a redraw is made"
        )
        await redraw_waits()
        thrown = await world.fake.click(ana, turn, button_of(turn, "throw")[0])
        assert not thrown.ephemeral, thrown.content
        assert "throw 1 of 3" in world.fake.get_message(turn.id).content
        assert pacer.unsent(game_id) == 0  # called off

        await redraw_waits()
        wrote = await world.fake.slash(ana, world.channel, "yamb write", options={"cell": "free/1"})
        assert " wrote " in (wrote.content or "") or " crossed " in (wrote.content or "")
        # the next turn's message, posted through the command's interaction
        await world.fake.wait_for(
            lambda: (now := world.current()) is not None and now.id != turn.id
        )
        following = world.current()
        assert following is not None and following.interaction_id == wrote.id
        assert len(own_edits(world)) == 1  # all while the bucket was spent


async def test_a_commands_edit_waiting_for_the_bucket_gives_way_to_a_click(
    tmp_path: Path,
) -> None:
    """A command's answer is private, and the turn's message then shows it by the bot's own
    edit, which waits while the channel's bucket is spent. The member clicks the message
    meanwhile: the waiting edit is called off and the click's answer shows the game."""
    async with running_world(tmp_path, players=1) as world:
        slow_edits(world)
        (ana,) = world.members
        game_id, turn = await solo_game(world)
        display, pacer = world.bot.app.display, world.bot.pacer
        # a redraw spends the bucket
        await redraw_until(
            world, game_id, turn.id, lambda: len(own_edits(world)) == 1, "a redraw is made"
        )
        rolled = await world.fake.slash(ana, world.channel, "yamb roll")
        assert "throw 1" in (rolled.content or ""), rolled.content
        await poll(lambda: pacer.unsent(game_id) == 1, "the command's edit waits")
        shown = world.fake.get_message(turn.id)
        assert "throw 1 of 3" not in shown.content
        # a click within SIMULTANEOUS of the roll would be told it came second (its stamp,
        # Discord's snowflake, is to the millisecond: one is spared)
        await poll(
            lambda: not display.acted_with(game_id, time.time() - 0.002), "SIMULTANEOUS passes"
        )
        clicked = await world.fake.click(ana, shown, button_of(shown, "throw")[0])
        assert clicked.completed
        assert "throw 1 of 3" in world.fake.get_message(turn.id).content, clicked.content
        assert len(own_edits(world)) == 1  # while the bucket is still spent


async def test_a_click_is_not_held_by_a_background_edit_asked_for_while_it_waits(
    tmp_path: Path,
) -> None:
    """A background pass holds the game's messages while its edit is on its way (Discord has
    it: too late to call it off), and a member clicks meanwhile. Once that edit is answered
    (it spent the channel's bucket), the pass asks for its next edit, which would wait for
    the bucket to reset: it is called off before it is sent, and the click is answered at
    once. (A hint click in bench_hint waited 4 s for exactly this.)"""
    async with running_world(tmp_path, players=1) as world:
        slow_edits(world)  # the first own edit spends the bucket for a minute
        (ana,) = world.members
        game_id, turn = await solo_game(world)
        display, pacer = world.bot.app.display, world.bot.pacer
        messenger = display.messenger
        assert messenger is not None
        target = await display.tables.display_target(game_id)
        assert target is not None and target.current is not None
        screen, channel = target.current, str(world.channel.id)
        on_its_way = world.fake.faults.delay(Routes.EDIT_MESSAGE, PATIENCE, times=1)

        async def a_pass() -> None:
            """As the display's pass does: the game's messages held, two edits in a row."""
            async with display.lock(game_id):
                with pacing(PLAYING, game_id, background=True):
                    await messenger.edit(channel, turn.id, screen, pictures=False)
                    await messenger.edit(channel, turn.id, screen, pictures=False)

        passing = asyncio.create_task(a_pass())
        await poll(lambda: on_its_way.holding == 1, "the pass's first edit is on its way")
        clicking = asyncio.create_task(world.fake.click(ana, turn, button_of(turn, "throw")[0]))
        await poll(lambda: pacer.held(game_id), "the member waits for the game's messages")
        on_its_way.release()
        with pytest.raises(asyncio.CancelledError):
            await asyncio.wait_for(passing, PATIENCE)  # its second edit was called off
        clicked = await clicking
        assert clicked.completed and not clicked.ephemeral, clicked.content
        assert "throw 1 of 3" in world.fake.get_message(turn.id).content
        assert len(own_edits(world)) == 1  # the second edit was never sent
        assert not pacer.held(game_id) and pacer.unsent(game_id) == 0
