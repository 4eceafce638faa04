"""Run a bot as a separate process against a FakeDiscord (for kill/restart tests)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .server import FakeDiscord


class BotProcess:
    """One bot process: started with the fake's endpoints in its environment.

    ``await start()`` returns once the process has IDENTIFYed with the fake and, when
    ``ready_line`` is given, printed a line containing it (e.g. from ``on_ready``).
    Output (stdout and stderr merged) is kept in ``lines`` for failure messages.
    """

    def __init__(
        self,
        fake: FakeDiscord,
        args: Sequence[str],
        *,
        env: Mapping[str, str] | None = None,
        ready_line: str | None = "READY",
        cwd: str | None = None,
    ) -> None:
        self.fake = fake
        self.args = list(args)
        self.extra_env = dict(env or {})
        self.ready_line = ready_line
        self.cwd = cwd
        self.lines: list[str] = []
        self.proc: asyncio.subprocess.Process | None = None
        self._reader: asyncio.Task[None] | None = None
        self._ready = asyncio.Event()
        self._pid: int | None = None

    @property
    def output(self) -> str:
        return "\n".join(self.lines)

    @property
    def pid(self) -> int:
        """Pid of the last process started (still known after it was killed)."""
        assert self._pid is not None, "not started"
        return self._pid

    @property
    def running(self) -> bool:
        return self.proc is not None and self.proc.returncode is None

    async def start(self, *, timeout: float = 20.0) -> None:
        after = self.fake.identify_count
        env = {**os.environ, **self.fake.client_env(), "PYTHONUNBUFFERED": "1", **self.extra_env}
        self._ready = asyncio.Event()
        self.proc = await asyncio.create_subprocess_exec(
            *self.args,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,
            env=env,
            cwd=self.cwd,
            start_new_session=True,  # a signal to it never reaches the test runner
        )
        self._pid = self.proc.pid
        self._reader = asyncio.create_task(self._read(self.proc))

        async def ready() -> None:
            await self.fake.wait_for_bot(after=after, timeout=timeout)
            if self.ready_line is not None:
                await self._ready.wait()

        waiter = asyncio.create_task(ready())
        died = asyncio.create_task(self.proc.wait())
        try:
            done, _ = await asyncio.wait(
                {waiter, died}, timeout=timeout, return_when=asyncio.FIRST_COMPLETED
            )
        finally:
            for task in (waiter, died):
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await task
        if waiter not in done or died in done:
            await self.kill()
            raise RuntimeError(f"bot process did not become ready:\n{self.output}")

    async def _read(self, proc: asyncio.subprocess.Process) -> None:
        assert proc.stdout is not None
        async for raw in proc.stdout:
            line = raw.decode(errors="replace").rstrip()
            self.lines.append(line)
            if self.ready_line is not None and self.ready_line in line:
                self._ready.set()

    async def kill(self) -> None:
        """SIGKILL: no cleanup runs in the bot, like a crash or an OOM kill."""
        await self._end(signal.SIGKILL, grace=0)

    async def stop(self, grace: float = 3.0) -> int | None:
        """SIGTERM, then SIGKILL if it is still running after ``grace`` seconds; the exit
        status (negative: the signal that ended it), None if it was not running."""
        return await self._end(signal.SIGTERM, grace=grace)

    async def _end(self, sig: signal.Signals, grace: float) -> int | None:
        proc = self.proc
        if proc is None:
            return None
        if proc.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                proc.send_signal(sig)
            try:
                await asyncio.wait_for(proc.wait(), timeout=grace or None)
            except TimeoutError:
                with contextlib.suppress(ProcessLookupError):
                    proc.kill()
                await proc.wait()
        if self._reader is not None:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await asyncio.wait_for(self._reader, timeout=2)
        self.proc = None
        return proc.returncode

    async def __aenter__(self) -> BotProcess:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.kill()
