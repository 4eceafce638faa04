"""One bot process per SQLite file.

An SQLite file belongs to one machine and one writer: the store keeps the games it plays in
memory between actions and trusts that nobody else plays them. A second bot process on the
same file (a second start by mistake, or shards split over processes) is refused at start.

How: an exclusive `flock` on a lock file next to the database, held for the life of the
process. The kernel drops it the moment the process ends, however it ends (SIGKILL, a crash,
power loss), so a restarted bot never waits for a stale heartbeat to expire and never has
to guess whether the other process is still alive. A row with a heartbeat in the database
would need both. The maintenance commands (`check`, `backup`) only read, and take no lock.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
from pathlib import Path


class AlreadyRunning(Exception):
    """Another process holds the database; the message is one line for the console."""


def lock_path(database: Path) -> Path:
    return database.with_name(database.name + ".lock")


class ProcessLock:
    """Held from `acquire()` until `release()` or the end of the process."""

    def __init__(self, database: Path) -> None:
        self.database = database
        self.path = lock_path(database)
        self._fd: int | None = None

    def acquire(self) -> None:
        """Take the lock or raise AlreadyRunning (naming the other process when it can)."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as error:
            raise AlreadyRunning(
                f"cannot create the lock file {self.path} ({error.strerror or error}): "
                "the bot needs to write in the database's folder."
            ) from None
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as error:
            holder = _read_pid(fd)
            os.close(fd)
            if error.errno not in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
                raise AlreadyRunning(f"cannot lock {self.path} ({error.strerror})") from None
            who = f"another bot process (pid {holder})" if holder else "another bot process"
            raise AlreadyRunning(
                f"{who} is already using {self.database}: an SQLite database takes one bot "
                "process. Stop the other one, or run several over PostgreSQL (DATABASE_URL)."
            ) from None
        # ours: say who holds it, for the next process's message
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())
        self._fd = fd

    def release(self) -> None:
        if self._fd is not None:
            with contextlib.suppress(OSError):
                fcntl.flock(self._fd, fcntl.LOCK_UN)
            os.close(self._fd)
            self._fd = None

    def __enter__(self) -> ProcessLock:
        self.acquire()
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


def _read_pid(fd: int) -> int | None:
    try:
        text = os.pread(fd, 32, 0).decode(errors="replace").strip()
    except OSError:
        return None
    return int(text) if text.isdigit() else None
