"""The stall watch (bot/stalls.py, used by the benchmarks): a held-up loop is written down with
what held it, and how much of it the garbage collector took."""

from __future__ import annotations

import asyncio
import gc
import json
import time
from pathlib import Path

from bot.stalls import StallWatch


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
        deadline = time.monotonic() + 10
        while not (log.exists() and log.read_text(encoding="utf-8").strip()):
            assert time.monotonic() < deadline, "no stall was written"
            await asyncio.sleep(0.02)
    finally:
        watch.stop()
    lines = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    stall = max(lines, key=lambda line: line["ms"])
    assert stall["ms"] >= 150
    assert stall["samples"], "the loop's stack was sampled while it was held"
    assert any(generation == 2 for generation, _ in stall["gc"])
    assert 0 < stall["gc_ms"] <= stall["ms"]
    assert gc.callbacks.count(watch._collecting) == 0  # stopping unhooks it
