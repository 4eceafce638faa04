"""The bot stopping while members still click: what it has closed starts nothing new.

A click answered after the bot closed its background work (display passes, bot players' moves,
tournaments' rounds, the bot's game of the day) used to start that work again; it then ran into
the store as the store closed ("Connection closed", logged as a failed display). The next start
does that work anyway: it redraws every game, plays on for bot players, and ticks tournaments.
"""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from tests.botworld import button_of, open_lobby, running_world


async def test_a_click_answered_as_the_bot_stops_starts_no_background_work(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.ERROR)
    async with running_world(tmp_path, players=2) as world:
        ana, bo = world.members
        lobby = await open_lobby(world, ana, ruleset="classic")
        await world.fake.click(bo, lobby.message, lobby.message.button("Join")["custom_id"])
        await world.fake.click(ana, lobby.message, lobby.message.button("Start")["custom_id"])
        message = await world.turn()
        info = await world.store.game_in_channel(str(world.channel.id))
        assert info is not None
        app = world.bot.app
        assert await app.display.settled(info.game_id, 10.0)

        # what YambBot.close does first, before the gateway closes
        await app.close()
        await app.display.close()
        mover = next(m for m in world.members if f"<@{m.id}>" in (message.content or ""))
        result = await world.fake.click(mover, message, button_of(message, "throw")[0])

        # the click itself is answered and stored, as any click before the gateway closes
        assert not result.ephemeral, result.content
        after = await world.store.game_info(info.game_id)
        assert after.seq == info.seq + 1
        # ... and nothing was started in the background behind it
        assert await app.display.settled(info.game_id, 0.0)
        assert await app.bots.settled(info.game_id, 0.0)
        app.display.wake(info.game_id)
        app.bots.wake(info.game_id)
        assert await app.display.settled(info.game_id, 0.0)
        assert await app.bots.settled(info.game_id, 0.0)
    # the store closed after the bot: nothing was still using it
    assert not [r for r in caplog.records if r.name.startswith("bot")], caplog.text
