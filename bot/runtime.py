"""How a long-running process of ours runs: the event loop it runs on and how its garbage is
collected. The bot and the website both start this way (bot/__main__.py, bot/web/serve.py)."""

from __future__ import annotations

import asyncio
import gc
import os
from collections.abc import Callable

# Generation 0 collected every 20,000 new container objects instead of 700: a click makes a few
# thousand short-lived objects (payloads, discord.py models, dataclasses), and the default
# threshold ran a collection several times per click, about a tenth of the bot's CPU
# (benchmarks/bench_bot.py: 7.9 -> 7.2 ms per interaction). Cycles are still collected.
GC_THRESHOLDS = (20_000, 20, 100)


def freeze_start_up() -> None:
    """What start-up loaded (modules, fonts, AI tables, catalogues) moved out of the
    collector's sight: it lives as long as the process, and no collection walks it again."""
    gc.collect()
    gc.freeze()


def tune_garbage_collector() -> None:
    """The bot's: start-up frozen, and rarer collections."""
    freeze_start_up()
    gc.set_threshold(*GC_THRESHOLDS)


def event_loop_factory() -> Callable[[], asyncio.AbstractEventLoop] | None:
    """uvloop's event loop where it is installed (not on Windows): the same asyncio, with
    the loop, its sockets and its thread wake-ups in C: about a tenth less CPU per click
    (benchmarks/bench_bot.py). YAMB_EVENT_LOOP=asyncio keeps the standard one."""
    if os.environ.get("YAMB_EVENT_LOOP", "").lower() == "asyncio":
        return None
    try:
        import uvloop
    except ImportError:
        return None
    return uvloop.new_event_loop
