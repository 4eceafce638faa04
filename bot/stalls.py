"""A watch on the event loop: when it is held up past a threshold, what held it.

Every click, answer and timer of the bot runs on one event loop thread; anything that keeps
that thread busy (a long computation, a blocking call, a garbage collection, a checkpoint of
the database file) delays every member at once. A second thread looks every few milliseconds
whether the loop's heartbeat is late; when it is, it samples the loop thread's stack, and once
the loop is back it appends one line of JSON to the file named by YAMB_STALL_LOG: when, how
long, the stacks seen meanwhile, and the CPU the loop's thread and the whole process used in
that time. Off unless that variable is set (benchmarks set it).

A late heartbeat is not always our code: on a busy machine the thread may wait for a core, or
for the GIL while another thread runs. The loop thread's own CPU in the stall tells them apart:
only what it ran itself held the loop. Nor is it always one piece of code: a loop iteration runs
every callback that was ready, and at high load many short ones add up. With YAMB_STALL_STEPS=1
on asyncio's own loop (YAMB_EVENT_LOOP=asyncio: uvloop's callbacks are C, out of reach), each
callback is timed too, and those past the threshold get a line of their own: one task's step,
which alone held the loop.

The stack samples lean toward the calls that let go of the GIL (SQLite statements, socket
writes, os.urandom in discord.py's View): the watch needs the GIL to look, and gets it at once
there, elsewhere only after the switch interval. Among a stall's many short callbacks they name
where the loop thread let go, not what cost the most; py-spy (bench_bot --profile) samples from
outside, evenly.
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
from collections.abc import Callable
from pathlib import Path

ENV = "YAMB_STALL_LOG"
STEPS_ENV = "YAMB_STALL_STEPS"
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
        # made on the loop's thread: the one whose stack is sampled in a stall
        self._loop_thread = threading.get_ident()
        # at the last heartbeat: (monotonic, the loop thread's CPU, the process's CPU), one
        # tuple so that the watching thread never reads half of one beat and half of another
        self._beat = _clocks()
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
        # callbacks timed (`time_steps`): how many, and those past the threshold
        self._steps_timed = 0
        self._long_steps: collections.deque[dict[str, object]] = collections.deque(maxlen=256)
        self._run_step: Callable[[asyncio.Handle], None] | None = None

    def start(self, time_steps: bool = False) -> None:
        loop = asyncio.get_running_loop()
        self._task = loop.create_task(self._heartbeat())
        gc.callbacks.append(self._collecting)
        if time_steps:
            self._time_steps(loop)
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._collecting in gc.callbacks:
            gc.callbacks.remove(self._collecting)
        if self._run_step is not None:
            setattr(asyncio.Handle, "_run", self._run_step)  # noqa: B010 (mypy: a method)
            self._run_step = None
        if self._task is not None:
            self._task.cancel()

    def _time_steps(self, loop: asyncio.AbstractEventLoop) -> None:
        """Time every callback the loop runs (a task's step is one): asyncio's own loop runs
        each through `Handle._run`, which is wrapped here. A diagnostic only: it costs two
        clock reads a callback, and only asyncio's loop has a `_run` to wrap."""
        if not isinstance(loop, asyncio.BaseEventLoop):
            raise RuntimeError(f"{STEPS_ENV} needs asyncio's own loop (YAMB_EVENT_LOOP=asyncio)")
        run_step = asyncio.Handle._run
        threshold = self.threshold
        clock, cpu = time.monotonic, time.thread_time

        def timed(handle: asyncio.Handle) -> None:
            began, spent = clock(), cpu()
            run_step(handle)
            self._steps_timed += 1
            took = clock() - began
            if took > threshold:
                self._long_steps.append(
                    {
                        "pid": os.getpid(),
                        "step_at": began,
                        "step_ms": round(took * 1000, 1),
                        "loop_cpu_ms": round((cpu() - spent) * 1000, 1),
                        "what": _step_name(handle),
                    }
                )

        self._run_step = run_step
        setattr(asyncio.Handle, "_run", timed)  # noqa: B010 (mypy refuses a function there)

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
            self._beat = _clocks()
            await asyncio.sleep(LOOK_EVERY)

    def _watch(self) -> None:
        samples: list[list[str]] = []
        began = 0.0
        before = self._beat
        last_sample = 0.0
        told = time.monotonic()
        while not self._stop.wait(LOOK_EVERY):
            now = time.monotonic()
            if now - told >= TELL_COLLECTIONS_EVERY and not samples:
                self._tell_collections()
                told = now
            while self._long_steps:
                self._append(self._long_steps.popleft())
            late = now - self._beat[0]
            if late > self.threshold:
                if not samples:
                    before = self._beat
                    began = before[0]
                if now - last_sample >= SAMPLE_EVERY:
                    samples.append(self._stack())
                    last_sample = now
            elif samples:
                after = self._beat
                used = (after[1] - before[1], after[2] - before[2])
                self._write(began, after[0] - began, used, samples)
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
        line: dict[str, object] = {"pid": os.getpid(), "collections": collected}
        if self._run_step is not None:
            line["steps_timed"] = self._steps_timed
        self._append(line)

    def _append(self, line: dict[str, object]) -> None:
        with self.path.open("a", encoding="utf-8") as out:
            out.write(json.dumps(line) + "\n")

    def _write(
        self,
        began: float,
        seconds: float,
        used: tuple[float, float],
        samples: list[list[str]],
    ) -> None:
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
            # CPU in the stall: the loop thread's own, and every thread's of the process
            "loop_cpu_ms": round(used[0] * 1000, 1),
            "process_cpu_ms": round(used[1] * 1000, 1),
            "samples": samples,
        }
        self._append(line)


def watch_stalls() -> StallWatch | None:
    """Start the watch on the running loop if YAMB_STALL_LOG names a file."""
    target = os.environ.get(ENV)
    if not target:
        return None
    watch = StallWatch(Path(target))
    watch.start(time_steps=os.environ.get(STEPS_ENV) == "1")
    return watch


def _clocks() -> tuple[float, float, float]:
    """Now, this thread's CPU and the process's (the heartbeat reads them on the loop's thread)."""
    return time.monotonic(), time.thread_time(), time.process_time()


def _step_name(handle: asyncio.Handle) -> str:
    """What a callback was: a task's coroutine by its name, else the callback's own."""
    callback = handle._callback  # type: ignore[attr-defined]
    task = getattr(callback, "__self__", None)
    if isinstance(task, asyncio.Task):
        coroutine = task.get_coro()
        return str(getattr(coroutine, "__qualname__", coroutine))
    return str(getattr(callback, "__qualname__", callback))[:200]
