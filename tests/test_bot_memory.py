"""What a long-running bot keeps in memory: an answered click leaves nothing behind that only
the cycle collector would free, and retired messages are forgotten."""

from __future__ import annotations

import gc
import random
from pathlib import Path

from bot.discord_app import Answer
from tests.botworld import button_of, play_step, running_world
from tests.test_bot_faults import shows_the_stored_game, start_duo, whose


def answers_alive() -> int:
    return sum(isinstance(o, Answer) for o in gc.get_objects())


async def test_answered_clicks_leave_no_cycle_behind(tmp_path: Path) -> None:
    """A cycle lives until a full collection, which at 200 games came about once a minute:
    a click's answer, its interaction and message with it, must go when the click is done."""
    async with running_world(tmp_path, players=2) as world:
        await start_duo(world)
        gc.collect()
        gc.disable()  # only reference counting frees anything now
        try:
            for _ in range(3):
                message = await shows_the_stored_game(world)
                throw = button_of(message, "throw")
                assert throw, message.custom_ids()
                clicked = await world.fake.click(whose(world, message), message, throw[0])  # type: ignore[arg-type]
                assert clicked.callback_type == 7, clicked.callback_type  # the update itself
            await shows_the_stored_game(world)
            assert answers_alive() == 0
        finally:
            gc.enable()


async def test_the_display_forgets_retired_messages(tmp_path: Path) -> None:
    """Each turn posts a message and retires the one before (to one line): what the display
    knows of a message goes once it is retired, or it grows with every turn ever played."""
    async with running_world(tmp_path, players=2) as world:
        await start_duo(world)
        rnd = random.Random(7)
        while len(world.fake.messages(world.channel)) < 12:
            await play_step(world, rnd)
        await shows_the_stored_game(world)
        (current,) = [m for m in world.fake.messages(world.channel) if m.custom_ids()]
        assert set(world.bot.app.display._shown) == {int(current.id)}
