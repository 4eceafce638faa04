"""Which bot process may use the database, and for which shards.

A game is played by one process only: the store keeps the games it plays in memory between
actions and trusts that nobody else plays them. So, at start:

- SQLite: one process per file, holding every shard. A second bot process on the same file,
  or one holding part of the shards, is refused. How: an exclusive `flock` on a lock file
  next to the database, held for the life of the process. The kernel drops it the moment
  the process ends, however it ends (SIGKILL, a crash), so a restarted bot never waits for
  a stale heartbeat to expire nor guesses whether the other process still lives; a row with
  a heartbeat in the database would need both. The file is removed when the bot stops.
- PostgreSQL: several processes, each with its own shards. Each process holds an advisory
  lock per shard on a connection of its own for its whole life; a process whose shards are
  already held (or which holds every shard while others run, or counts the shards
  differently) is refused. PostgreSQL drops a session's locks when its connection ends, so a
  killed process's shards are free again as soon as the server sees the connection close.

The maintenance commands (`check`, `backup`, `verify`) only read, and take no lock.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import fcntl
import os
import time
from pathlib import Path
from typing import Any

from .shards import ShardPlan, format_ids
from .store.backend import parse_target

# advisory lock keys (two int4): a namespace each, and the shard id or shard count
_EVERY_SHARD = 0x59414D00  # "YAM\0": shared by every process; exclusive for one holding all
_SHARD = 0x59414D01  # one per shard id, exclusive
_COUNT = 0x59414D02  # the shard count, shared: every process must count alike
CLAIM_PATIENCE = 5.0  # seconds to wait for a killed process's session to end on the server


class AlreadyRunning(Exception):
    """Another process holds the database or these shards; one line for the console."""


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
        for _ in range(10):
            fd = self._open()
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
            # the file is removed when its holder ends: the lock counts only if the file we
            # locked is still the one at the path (else a newer one is, and we try again)
            try:
                same = os.path.samestat(os.fstat(fd), os.stat(self.path))
            except FileNotFoundError:
                same = False
            if same:
                # ours: say who holds it, for the next process's message
                os.ftruncate(fd, 0)
                os.write(fd, f"{os.getpid()}\n".encode())
                self._fd = fd
                return
            os.close(fd)
        raise AlreadyRunning(f"cannot lock {self.path}: it keeps being replaced")

    def _open(self) -> int:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            return os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as error:
            raise AlreadyRunning(
                f"cannot create the lock file {self.path} ({error.strerror or error}): "
                "the bot needs to write in the database's folder."
            ) from None

    def release(self) -> None:
        """Let go, and remove the file (a killed process leaves it: harmless, it is reused)."""
        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.unlink(self.path)  # while still held: no one can have taken it meanwhile
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


class ShardClaim:
    """This process's shards, claimed in a PostgreSQL database (see the module's words)."""

    def __init__(self, connection: Any) -> None:
        self._connection = connection

    @classmethod
    async def take(
        cls, url: str, plan: ShardPlan, *, patience: float = CLAIM_PATIENCE
    ) -> ShardClaim:
        import asyncpg

        connection = await asyncpg.connect(url, timeout=10)
        try:
            deadline = time.monotonic() + patience
            while True:
                problem = await _claim(connection, plan)
                if problem is None:
                    return cls(connection)
                if time.monotonic() >= deadline:
                    raise AlreadyRunning(problem)
                await asyncio.sleep(0.2)  # a killed process's session may not have ended yet
        except BaseException:
            await connection.close()
            raise

    async def release(self) -> None:
        with contextlib.suppress(Exception):
            await self._connection.close()  # its locks go with the session


async def _claim(connection: Any, plan: ShardPlan) -> str | None:
    """Take this plan's locks, all or none; None when done, else why not, in one line."""
    problem = await _try_locks(connection, plan)
    if problem is not None:
        await connection.execute("SELECT pg_advisory_unlock_all()")
    return problem


async def _try_locks(connection: Any, plan: ShardPlan) -> str | None:
    async def take(function: str, key: int, value: int) -> bool:
        return bool(await connection.fetchval(f"SELECT {function}($1, $2)", key, value))

    if plan.covers_all:
        if await take("pg_try_advisory_lock", _EVERY_SHARD, 0):
            return None
        who = await _holders(connection)
        return (
            f"another bot process ({who}) already uses this database: stop it first, or "
            "split the shards between the processes with SHARD_COUNT and SHARD_IDS."
        )
    held, count = plan.held, plan.count
    assert held is not None and count is not None
    if not await take("pg_try_advisory_lock_shared", _EVERY_SHARD, 0):
        who = await _holders(connection)
        return (
            f"another bot process ({who}) holds every shard of this database: give it "
            "SHARD_COUNT and SHARD_IDS too, or stop it."
        )
    await take("pg_try_advisory_lock_shared", _COUNT, count)
    others = await connection.fetch(
        "SELECT DISTINCT objid::int FROM pg_locks WHERE locktype = 'advisory' "
        "AND classid::int = $1 AND objid::int <> $2 AND database = "
        "(SELECT oid FROM pg_database WHERE datname = current_database())",
        _COUNT,
        count,
    )
    if others:
        counts = " or ".join(str(r[0]) for r in others)
        return (
            f"the other bot processes on this database count {counts} shards, this one "
            f"{count}: give every process the same SHARD_COUNT."
        )
    for shard in held:
        if not await take("pg_try_advisory_lock", _SHARD, shard):
            who = await _holders(connection)
            return (
                f"another bot process ({who}) already holds shard {shard} of {count}: give "
                f"each process its own SHARD_IDS (this one: {format_ids(held)})."
            )
    return None


async def _holders(connection: Any) -> str:
    """The other sessions holding this database's shard locks, for the message."""
    rows = await connection.fetch(
        "SELECT DISTINCT a.pid, a.client_addr::text FROM pg_locks l "
        "JOIN pg_stat_activity a ON a.pid = l.pid WHERE l.locktype = 'advisory' "
        "AND l.classid::int IN ($1, $2) AND l.pid <> pg_backend_pid() AND l.granted",
        _EVERY_SHARD,
        _SHARD,
    )
    found = [f"session {r[0]} from {r[1] or 'a local socket'}" for r in rows]
    return ", ".join(found) or "a session that just ended"


async def hold(database: str, plan: ShardPlan) -> ProcessLock | ShardClaim:
    """At start, before the bot connects: make sure no other process plays these games
    (see the module's words). Raises AlreadyRunning, or StoreError for a bad setting."""
    target = parse_target(database)
    if target.path is None:
        assert target.url is not None
        return await ShardClaim.take(target.url, plan)
    if not plan.covers_all:
        raise AlreadyRunning(
            f"SHARD_IDS holds {plan.describe()}: with SQLite ({target.path}) one process "
            "holds every shard (leave SHARD_IDS unset); several processes need PostgreSQL "
            "(DATABASE_URL)."
        )
    lock = ProcessLock(target.path)
    lock.acquire()
    return lock


async def let_go(held: ProcessLock | ShardClaim) -> None:
    if isinstance(held, ShardClaim):
        await held.release()
    else:
        held.release()


__all__ = ["AlreadyRunning", "ProcessLock", "ShardClaim", "format_ids", "hold", "let_go"]
