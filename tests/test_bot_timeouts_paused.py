"""A live game's turn is timed only while its players can act: not while the bot is out of
their server (an administrator removed it, often to invite it again with other permissions),
nor while it is cut off from Discord's gateway (an incident at Discord, or our network), where
no click reaches it. No reminder is made and no move is played for anyone then; once they can
act again the player on turn is reminded, and played for only a whole timeout after that."""

from __future__ import annotations

from pathlib import Path

from bot.app.state import TableState
from tests.botworld import (
    PATIENCE,
    CutOff,
    button_of,
    each_cut_off,
    game_of,
    later,
    open_lobby,
    running_world,
)
from tests.clock import Clock


@each_cut_off
async def test_no_turn_times_out_while_its_players_cannot_reach_the_bot(
    tmp_path: Path, away: CutOff
) -> None:
    clock = Clock(1_800_000_000.0)
    async with running_world(tmp_path, players=2, clock=clock, timeout_minutes=10) as world:
        fake, channel, (ana, bo) = world.fake, world.channel, world.members
        lobby = await open_lobby(world, ana, ruleset="classic")
        await fake.click(bo, lobby.message, lobby.message.button("Join")["custom_id"])
        await fake.click(ana, lobby.message, lobby.message.button("Start")["custom_id"])
        turn = await world.turn()
        game_id = game_of(button_of(turn, "throw")[0])
        assert game_id is not None
        started = await world.store.game_info(game_id)

        back = await away(world)
        await later(world, clock, 30 * 60)  # three timeouts in which nobody could act
        out = await world.store.game_info(game_id)
        assert out.seq == started.seq  # no move played for the player on turn
        state = TableState.from_json(out.ui_state)
        assert state.reminded is None and not state.away and not state.outbox  # nor reminded

        shown = fake.latest_message(channel)  # (the bot's own timers may tick from here on)
        assert shown is not None
        await back()
        await later(world, clock, 30)
        reminder = await fake.wait_for_message(
            channel, lambda m: "it is your turn" in m.content, after=shown, timeout=PATIENCE
        )
        await later(world, clock, 10 * 60 - 60)
        assert (await world.store.game_info(game_id)).seq == started.seq
        await later(world, clock, 60)  # a whole timeout after the reminder
        await fake.wait_for_message(
            channel, lambda m: "ran out of time" in m.content, after=reminder, timeout=PATIENCE
        )
        assert (await world.store.game_info(game_id)).seq >= started.seq + 2
