"""What a long-running bot keeps in memory: an answered click leaves nothing behind that only
the cycle collector would free, retired messages are forgotten, and large buffers go back to
the system when freed."""

from __future__ import annotations

import gc
import random
import subprocess
import sys
from pathlib import Path

from bot.discord_app import Answer
from tests.botworld import button_of, play_step, poll, running_world
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
        # the retire's answer reaches the channel before the display's own note of it
        await poll(
            lambda: set(world.bot.app.display._shown) == {int(current.id)},
            "the display to forget every message but the current one",
        )


def mapped_after_a_larger_free(*setup: str) -> int:
    """How many of a fresh process's 1 MiB buffers are mappings of their own, after a 8 MiB
    one was freed (which, by default, raises glibc's limit above 1 MiB)."""
    script = "\n".join(
        [
            *setup,
            "import ctypes",
            "names = 'arena ordblks smblks hblks hblkhd usmblks fsmblks uordblks fordblks'",
            "class Info(ctypes.Structure):",
            "    _fields_ = [(n, ctypes.c_size_t) for n in (names + ' keepcost').split()]",
            "libc = ctypes.CDLL('libc.so.6')",
            "libc.mallinfo2.restype = Info",
            "big = bytearray(8 << 20)",
            "del big",
            "before = libc.mallinfo2().hblks",
            "kept = [bytearray(1 << 20) for _ in range(4)]",
            "print(libc.mallinfo2().hblks - before)",
        ]
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=True
    )
    return int(done.stdout)


def test_large_buffers_are_given_back_when_freed() -> None:
    assert mapped_after_a_larger_free() == 0  # glibc's default: they come from the heap
    taken = mapped_after_a_larger_free(
        "from bot.memory import give_back_large_buffers",
        "assert give_back_large_buffers()",
    )
    assert taken == 4
