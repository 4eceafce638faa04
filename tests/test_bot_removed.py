"""A server removes the bot (an administrator kicks it, often to invite it again with other
permissions): the bot sends nothing there while it is out, not even at a restart's redraw (a
403 each would count toward Discord's ban on invalid requests), and the games left open
there go on where they stood once it is invited back."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.botworld import (
    PATIENCE,
    button_of,
    game_of,
    open_lobby,
    options_of,
    poll,
    running_world,
)


async def test_a_server_that_removed_the_bot_is_sent_nothing_and_its_game_goes_on_after(
    tmp_path: Path,
) -> None:
    async with running_world(tmp_path, players=2) as world:
        fake, channel, (ana, bo) = world.fake, world.channel, world.members
        lobby = await open_lobby(world, ana, ruleset="classic")
        await fake.click(bo, lobby.message, lobby.message.button("Join")["custom_id"])
        await fake.click(ana, lobby.message, lobby.message.button("Start")["custom_id"])
        turn = await world.turn()
        mover = ana if str(ana.id) in turn.content.splitlines()[-1] else bo
        thrown = await fake.click(mover, turn, button_of(turn, "throw")[0])
        assert not thrown.ephemeral, thrown.content
        game_id = game_of(button_of(turn, "throw")[0])
        assert game_id is not None
        thrown_at = (await world.store.game_info(game_id)).seq

        fake.remove_bot(world.guild)
        await poll(lambda: world.bot.get_guild(world.guild.id) is None, "the bot hears it left")
        since = len(fake.request_log)
        display = world.bot.app.display
        await display.refresh()  # as at a restart: every open game's messages drawn again
        assert await display.settled(game_id, PATIENCE)
        there = [r for r in fake.request_log[since:] if f"/channels/{channel.id}" in r]
        assert there == [], there
        assert fake.ratelimits.invalid == 0 and not fake.rejected
        with pytest.raises(PermissionError, match="not in"):  # Discord sends it no click
            await fake.click(mover, turn, button_of(fake.get_message(turn.id), "throw")[0])

        fake.add_bot(world.guild)  # invited back: the game's message is drawn again
        await fake.wait_for(
            lambda: any(f"/channels/{channel.id}" in r for r in fake.request_log[since:]),
            timeout=PATIENCE,
        )
        assert await display.settled(game_id, PATIENCE)
        turn = await world.turn()
        custom, values = options_of(turn, "write") or ("", [])
        assert values, turn.content  # the turn as it stood: thrown once, a cell to write
        written = await fake.select(mover, turn, custom, [values[0]])
        assert not written.ephemeral, written.content
        assert (await world.store.game_info(game_id)).seq > thrown_at
