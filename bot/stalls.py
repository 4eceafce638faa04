"""A watch on the event loop: when it is held up past a threshold, what held it.

Every click, answer and timer of the bot runs on one event loop thread; anything that keeps
that thread busy (a long computation, a blocking call, a garbage collection, a checkpoint of
the database file) delays every member at once. A second thread looks every few milliseconds
whether the loop's heartbeat is late; when it is, it samples the loop thread's stack, and once
the loop is back it appends one line of JSON to the file named by YAMB_STALL_LOG: when, how
long, and the stacks seen meanwhile. Off unless that variable is set (benchmarks set it).
"""

from __future__ import annotations

import asyncio
import collections
import gc
import json
import os
import sys
import threading
import time
import traceback
from pathlib import Path

ENV = "YAMB_STALL_LOG"
THRESHOLD = 0.05  # seconds the loop may be late before it counts as held up
# each look takes the GIL: looking every 5 ms was 6% of the bot's samples in py-spy
# (bench_bot --profile), every 20 ms still sees each stall past 50 ms
LOOK_EVERY = 0.02
SAMPLE_EVERY = 0.025  # during a stall, another stack sample this often
TELL_COLLECTIONS_EVERY = 2.0  # seconds between lines with the garbage collector's totals


class StallWatch:
    def __init__(self, path: Path, threshold: float = THRESHOLD) -> None:
        self.path = path
        self.threshold = threshold
        self._beat = time.monotonic()
        self._loop_thread = threading.get_ident()
        self._stop = threading.Event()
        self._task: asyncio.Task[None] | None = None
        self._thread = threading.Thread(target=self._watch, name="stall-watch", daemon=True)
        # time spent in the garbage collector: any thread's collection holds the GIL, so it
        # holds the loop up too; each stall's line says how much of it was collection
        self._gc_began = 0.0
        self._collections: collections.deque[tuple[float, float, int]] = collections.deque(
            maxlen=256
        )
        # every collection of the process's life, by generation: [count, seconds, longest]
        self._collected: dict[int, list[float]] = {}

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._heartbeat())
        gc.callbacks.append(self._collecting)
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._collecting in gc.callbacks:
            gc.callbacks.remove(self._collecting)
        if self._task is not None:
            self._task.cancel()

    def _collecting(self, phase: str, info: dict[str, int]) -> None:
        now = time.monotonic()
        if phase == "start":
            self._gc_began = now
        else:
            generation = info.get("generation", -1)
            self._collections.append((self._gc_began, now, generation))
            totals = self._collected.setdefault(generation, [0, 0.0, 0.0])
            totals[0] += 1
            totals[1] += now - self._gc_began
            totals[2] = max(totals[2], now - self._gc_began)

    async def _heartbeat(self) -> None:
        while True:
            self._beat = time.monotonic()
            await asyncio.sleep(LOOK_EVERY)

    def _watch(self) -> None:
        samples: list[list[str]] = []
        began = 0.0
        last_sample = 0.0
        told = time.monotonic()
        while not self._stop.wait(LOOK_EVERY):
            now = time.monotonic()
            if now - told >= TELL_COLLECTIONS_EVERY and not samples:
                self._tell_collections()
                told = now
            late = now - self._beat
            if late > self.threshold:
                if not samples:
                    began = self._beat
                if now - last_sample >= SAMPLE_EVERY:
                    samples.append(self._stack())
                    last_sample = now
            elif samples:
                self._write(began, self._beat - began, samples)
                samples = []

    def _stack(self) -> list[str]:
        frame = sys._current_frames().get(self._loop_thread)
        if frame is None:
            return []
        return [
            f"{Path(f.filename).name}:{f.lineno} {f.name}"
            for f in traceback.extract_stack(frame)[-14:]
        ]

    def _tell_collections(self) -> None:
        """A line with the collector's totals so far (a later line replaces it)."""
        collected = {
            str(g): [int(c), round(t * 1000, 1), round(m * 1000, 1)]
            for g, (c, t, m) in sorted(self._collected.items())
        }
        line = {"pid": os.getpid(), "collections": collected}
        with self.path.open("a", encoding="utf-8") as out:
            out.write(json.dumps(line) + "\n")

    def _write(self, began: float, seconds: float, samples: list[list[str]]) -> None:
        end = began + seconds
        within = [(a, b, g) for a, b, g in list(self._collections) if b > began and a < end]
        collecting = sum(min(b, end) - max(a, began) for a, b, _ in within)
        line = {
            "pid": os.getpid(),
            "at": began,
            "ms": round(seconds * 1000, 1),
            "gc_ms": round(collecting * 1000, 1),
            # each collection in it: generation, milliseconds
            "gc": [(g, round((b - a) * 1000, 1)) for a, b, g in within],
            "samples": samples,
        }
        with self.path.open("a", encoding="utf-8") as out:
            out.write(json.dumps(line) + "\n")


def watch_stalls() -> StallWatch | None:
    """Start the watch on the running loop if YAMB_STALL_LOG names a file."""
    target = os.environ.get(ENV)
    if not target:
        return None
    watch = StallWatch(Path(target))
    watch.start()
    return watch
