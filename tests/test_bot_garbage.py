"""An answered interaction leaves nothing for the garbage collector: discord.py's interaction
and its response hold each other, and an uploaded picture's buffer held a method bound to
itself; the bot breaks both (`Answer.release`, `payloads.Upload`), so that what a click
leaves is freed at once by reference counting, not by collections that hold the event loop
tens of milliseconds under load."""

from __future__ import annotations

import collections
import gc
import io
import random
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.botworld import open_lobby, play_step, running_world


@contextmanager
def kept_garbage() -> Iterator[list[object]]:
    """What the collector finds unreachable within the block (kept, not freed)."""
    gc.collect()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        found: list[object] = []
        yield found
        gc.collect()
        found.extend(gc.garbage)
    finally:
        gc.set_debug(0)
        gc.garbage.clear()


def ours_or_discords(objects: list[object]) -> collections.Counter[str]:
    return collections.Counter(
        f"{type(o).__module__}.{type(o).__qualname__}"
        for o in objects
        if isinstance(o, io.BytesIO) or type(o).__module__.startswith(("discord.", "bot."))
    )


async def test_clicks_and_commands_leave_no_cycles(tmp_path: Path) -> None:
    async with running_world(tmp_path, players=2) as world:
        ana, bo = world.members
        opened = await open_lobby(world, ana, ruleset="classic")
        lobby = opened.message
        assert lobby is not None
        await world.fake.click(bo, lobby, lobby.button("Join")["custom_id"])
        await world.fake.click(ana, lobby, lobby.button("Start")["custom_id"])
        rnd = random.Random(3)
        for _ in range(10):  # caches warmed: what stays is kept on purpose
            assert await play_step(world, rnd)
        with kept_garbage() as garbage:
            for _ in range(60):  # clicks, selects, now and then a command; pictures posted
                assert await play_step(world, rnd)
            sheet = await world.fake.slash(ana, world.channel, "yamb sheet")
            assert sheet.ephemeral and sheet.attachments, sheet.content  # a picture, privately
        assert ours_or_discords(garbage) == {}


def test_an_uploaded_buffer_is_freed_whoever_closes_it_first() -> None:
    """discord.File stubs its buffer's `close` and sets the original back once sent, without
    calling it; aiohttp may close the buffer before that (the stub) or after (the original).
    In every order, and when nothing closes it, the buffer is freed by reference counting,
    and the original close still closes it."""
    import weakref

    import discord

    from bot.discord_app.payloads import Upload

    orders = ("aiohttp, then discord.py", "discord.py, then aiohttp", "discord.py only", "none")
    for order in orders:
        with kept_garbage() as garbage:
            upload = Upload(b"\x89PNG" + bytes(50_000))
            file = discord.File(upload, filename="sheet.png")
            assert upload.read(4) == b"\x89PNG"
            if order.startswith("aiohttp"):
                upload.close()  # the stub: the buffer stays open for a retry
                assert not upload.closed
                file.reset(seek=True)
                assert upload.read(4) == b"\x89PNG"
            if "discord.py" in order:
                file.close()
            if order.endswith("then aiohttp"):
                upload.close()  # the original, set back
                assert upload.closed
            freed = weakref.ref(upload)
            del upload, file
            assert freed() is None, order
        # the buffers and files alone: under load another test's bot, kept alive until then
        # by a thread of its own, may come free inside this block (seen once beside a hog)
        made_here = [o for o in garbage if isinstance(o, io.BytesIO | discord.File)]
        assert ours_or_discords(made_here) == {}, order
