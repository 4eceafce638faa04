"""How a long-running process of ours runs: the event loop it runs on and how its garbage is
collected. The bot and the website both start this way (bot/__main__.py, bot/web/serve.py)."""

from __future__ import annotations

import asyncio
import gc
import os
from collections.abc import Callable

# Generation 0 collected every 5,000 new container objects instead of 700: a click makes a few
# thousand short-lived objects (payloads, discord.py models, dataclasses), and the default
# threshold ran a collection several times per click, about a tenth of the bot's CPU
# (benchmarks/bench_bot.py: 7.9 -> 7.2 ms per interaction). At 20,000, a collection's pause
# grew with the live games' young objects (legal writes, tasks): at 200 games with pauses,
# gen-0 collections of 40,000-50,000 objects took up to 35 ms and a gen-1 up to 68 ms, each
# most of a stall past 50 ms. At 5,000 (two runs each, 30 s): gen-0 at most 12-16 ms, gen-1
# 27-30 ms, for 1.3 s more collection in 19,000 clicks (0.05 ms a click, within the run-to-run
# spread of the CPU per click). Full collections as rarely as before (5,000 x 20 x 400); one
# at 200 games took 41 ms (start-up frozen out of it).
GC_THRESHOLDS = (5_000, 20, 400)


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
