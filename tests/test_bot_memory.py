"""What a long-running bot keeps in memory: an answered click leaves nothing behind that only
the cycle collector would free."""

from __future__ import annotations

import gc
from pathlib import Path

from bot.discord_app import Answer
from tests.botworld import button_of, running_world
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
