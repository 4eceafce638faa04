"""The stall watch (bot/stalls.py, used by the benchmarks): a held-up loop is written down with
what held it, and how much of it the garbage collector took."""

from __future__ import annotations

import asyncio
import gc
import json
import time
from pathlib import Path
from typing import Any

from bot.stalls import StallWatch
from tests.botworld import poll


async def test_a_stall_is_written_with_its_collections(tmp_path: Path) -> None:
    log = tmp_path / "stalls.jsonl"
    watch = StallWatch(log, threshold=0.05)
    watch.start()
    try:
        await asyncio.sleep(0.05)  # the heartbeat runs once
        garbage = [[] for _ in range(200_000)]
        for item in garbage:
            item.append(item)  # cycles: only the collector frees them
        del garbage
        began = time.monotonic()
        gc.collect()
        time.sleep(max(0.0, 0.2 - (time.monotonic() - began)))  # the loop held 200 ms at least
        # a stall line, not the collector's totals that the watch writes every 2 s (with a
        # CPU hog beside it, making the garbage alone took that long)
        await poll(lambda: bool(_stalls(log)), "a stall line to be written")
    finally:
        watch.stop()
    stall = max(_stalls(log), key=lambda line: line["ms"])
    assert stall["ms"] >= 150
    assert stall["samples"], "the loop's stack was sampled while it was held"
    assert any(generation == 2 for generation, _ in stall["gc"])
    assert 0 < stall["gc_ms"] <= stall["ms"]
    assert gc.callbacks.count(watch._collecting) == 0  # stopping unhooks it


def _stalls(log: Path) -> list[dict[str, Any]]:
    text = log.read_text(encoding="utf-8") if log.exists() else ""
    return [json.loads(line) for line in text.splitlines() if '"ms"' in line]


async def _next_stall(log: Path, seen: int) -> dict[str, Any]:
    """The first stall line after the `seen` lines there already."""
    await poll(lambda: len(_stalls(log)) > seen, f"stall line {seen + 1} to be written")
    return _stalls(log)[seen]


def _spend(seconds: float) -> None:
    """Work this thread's CPU for `seconds` (a wall-clock wait would not be work)."""
    spent = time.thread_time()
    while time.thread_time() - spent < seconds:
        pass


async def test_a_stall_tells_the_loop_threads_own_work_from_waiting(tmp_path: Path) -> None:
    """A loop held by its own thread's work and one whose thread only waited (for a core, the
    GIL or a blocking call) are both stalls; the loop thread's CPU tells which was which."""
    log = tmp_path / "stalls.jsonl"
    watch = StallWatch(log, threshold=0.05)
    watch.start()
    try:
        await asyncio.sleep(0.05)  # the heartbeat runs once
        _spend(0.15)  # 150 ms of this thread's own CPU
        working = await _next_stall(log, 0)
        began = time.monotonic()
        while time.monotonic() - began < 0.15:
            time.sleep(0.01)  # held 150 ms without working
        waiting = await _next_stall(log, 1)
    finally:
        watch.stop()
    assert working["loop_cpu_ms"] >= 140
    assert working["process_cpu_ms"] >= working["loop_cpu_ms"] - 1
    assert waiting["ms"] >= 140
    assert waiting["loop_cpu_ms"] < 50


async def test_timed_steps_tell_one_long_step_from_many_short_ones(tmp_path: Path) -> None:
    """With steps timed, a task step that holds the loop past the threshold gets a line of its
    own with its coroutine's name; a stall made of many short steps gets none."""
    log = tmp_path / "stalls.jsonl"
    watch = StallWatch(log, threshold=0.05)
    watch.start(time_steps=True)

    async def one_long_step() -> None:
        _spend(0.12)

    async def a_short_step() -> None:
        _spend(0.002)

    try:
        await asyncio.sleep(0.05)
        await asyncio.create_task(one_long_step())
        stall = await _next_stall(log, 0)
        await asyncio.gather(*(a_short_step() for _ in range(100)))  # 200 ms of short steps
        await _next_stall(log, 1)
        watch._tell_collections()
    finally:
        watch.stop()
    assert asyncio.Handle._run is not None and "timed" not in asyncio.Handle._run.__qualname__
    lines = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    steps = [line for line in lines if "step_ms" in line]
    long_ones = [s for s in steps if s["loop_cpu_ms"] >= 50]
    assert [s["what"] for s in long_ones] == [one_long_step.__qualname__]
    assert long_ones[0]["step_ms"] >= 100
    assert stall["ms"] >= 100
    assert lines[-1]["steps_timed"] > 100
