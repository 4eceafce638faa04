"""The bot stopping while members still click (a restart, a deploy).

A click in hand is answered, and its game shown, before the connection and the store close:
it used to lose its answer and redraw to them, logged as failures. And what the bot has closed
starts nothing new: a click answered after the bot closed its background work (display passes,
bot players' moves, tournaments' rounds, the bot's game of the day) used to start that work
again, which then ran into the store as the store closed ("Connection closed", logged as a
failed display). The next start does that work anyway: it redraws every game, plays on for bot
players, and ticks tournaments. Both were found by members clicking and typing at random.
"""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

import pytest

from tests.botworld import World, button_of, open_lobby, poll, running_world
from tests.fakediscord import Member, Message
from tests.fakediscord.faults import Routes
from tests.fakediscord.models import InteractionResult


async def duo_game(world: World) -> tuple[int, int, Member, Message]:
    """A classic game of two, started and shown (its display's pass over): (game, its action
    count, who throws, its message)."""
    ana, bo = world.members[:2]
    lobby = await open_lobby(world, ana, ruleset="classic")
    await world.fake.click(bo, lobby.message, lobby.message.button("Join")["custom_id"])
    await world.fake.click(ana, lobby.message, lobby.message.button("Start")["custom_id"])
    message = await world.turn()
    info = await world.store.game_in_channel(str(world.channel.id))
    assert info is not None
    mover = next(m for m in world.members if f"<@{m.id}>" in (message.content or ""))
    assert await world.bot.app.display.settled(info.game_id, 10.0)
    return info.game_id, info.seq, mover, message


def bot_errors(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [f"{r.name}: {r.getMessage()}" for r in caplog.records if r.name.startswith("bot")]


async def test_a_click_in_hand_when_the_bot_stops_is_answered_and_shown_first(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING)
    async with running_world(tmp_path, players=2) as world:
        game_id, seq, mover, message = await duo_game(world)
        # Discord takes its time over the click's answer: the click is in hand meanwhile
        held = world.fake.faults.delay(Routes.INTERACTION_CALLBACK, 1.0, where="after")
        clicking: asyncio.Task[InteractionResult] = asyncio.create_task(
            world.fake.click(mover, message, button_of(message, "throw")[0])
        )
        await poll(lambda: held.holding > 0, "the click's answer held by Discord")
        await world.bot.close()  # a restart, as the click is in hand
        result = await clicking
        assert result.completed and not result.ephemeral, result.content
        assert (await world.store.game_info(game_id)).seq == seq + 1
        # what the member sees is the stored game: the thrown dice, with the keep buttons
        shown = world.fake.get_message(message.id)
        assert button_of(shown, "keep"), shown.content
    assert not bot_errors(caplog), bot_errors(caplog)


async def test_a_click_answered_as_the_bot_stops_starts_no_background_work(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.ERROR)
    async with running_world(tmp_path, players=2) as world:
        game_id, seq, mover, message = await duo_game(world)
        app = world.bot.app

        # what YambBot.close does first, before the gateway closes
        await app.close()
        await app.display.close()
        result = await world.fake.click(mover, message, button_of(message, "throw")[0])

        # the click itself is answered and stored, as any click before the gateway closes
        assert not result.ephemeral, result.content
        after = await world.store.game_info(game_id)
        assert after.seq == seq + 1
        # ... and nothing was started in the background behind it
        assert await app.display.settled(game_id, 0.0)
        assert await app.bots.settled(game_id, 0.0)
        app.display.wake(game_id)
        app.bots.wake(game_id)
        assert await app.display.settled(game_id, 0.0)
        assert await app.bots.settled(game_id, 0.0)
    # the store closed after the bot: nothing was still using it
    assert not bot_errors(caplog), bot_errors(caplog)
