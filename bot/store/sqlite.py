"""The SQLite backend: one file, one write connection and one query-only connection.

Opening checks and migrates the file first (bot/store/database.py, plain sqlite3 in a thread).
WAL lets the query-only connection read while the writer writes. The write connection is used
by one transaction or statement at a time (an asyncio lock): SQLite has one writer anyway.

The write connection runs its statements on the event loop's own thread, and its commits, which
wait for the disk, in a thread of their own: writes arriving together share one commit (group
commit, see `SqliteBackend`). Handed to aiosqlite's thread, each one waited over 100 ms
in a busy bot: for its turn at the writer's lock, then for round trips and GIL hand-overs, one
statement after the other. benchmarks/bench_bot.py, 64 games, alternating runs: 253 -> 362 clicks
a second and ack p99 425 -> 195 ms in a fast hour of this host; 137-141 -> 204-220 a second and
p99 729-782 -> 296-475 ms in a slow one (with a cheaper screen fingerprint). The loop's thread
must never wait for the file, so that connection's own busy timeout is 0: when another
connection holds the write lock, the statement is tried again after a growing pause, the loop
serving others meanwhile, until the store's busy timeout. Queries, which may be long (a
leaderboard over a year), go through aiosqlite's thread on the query-only connection.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
import time
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

from . import database
from .backend import Backend, Dialect, Row, Violation
from .errors import DatabaseUnreadable

DIALECT = Dialect(
    name="sqlite",
    lock="",
    best_by="bare",
    serialize="",  # one writer: transactions already run one after the other
    lock_table="",
)
T = TypeVar("T")
# SQLite's own busy handler sleeps about like this between tries
_PAUSES = (0.001, 0.002, 0.005, 0.01, 0.015, 0.02, 0.025, 0.025, 0.025, 0.05, 0.05, 0.1)


def _busy(error: sqlite3.OperationalError) -> bool:
    """Another connection holds the lock; trying the same statement again later may pass.

    Not SQLITE_BUSY_SNAPSHOT: a read transaction that fell behind must start again instead.
    """
    code = getattr(error, "sqlite_errorcode", None)
    return (
        code is not None
        and code & 0xFF == sqlite3.SQLITE_BUSY
        and code != sqlite3.SQLITE_BUSY_SNAPSHOT
    )


class _Reader:
    """Queries on the aiosqlite connection: its thread runs them one at a time."""

    dialect = DIALECT

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        try:
            return [tuple(r) for r in await self._conn.execute_fetchall(sql, tuple(params))]
        except sqlite3.IntegrityError as error:
            raise Violation(str(error)) from None

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        try:
            cursor = await self._conn.execute(sql, tuple(params))
        except sqlite3.IntegrityError as error:
            raise Violation(str(error)) from None
        return int(cursor.rowcount)

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        try:
            await self._conn.executemany(sql, [tuple(r) for r in rows])
        except sqlite3.IntegrityError as error:
            raise Violation(str(error)) from None


class _Statements(ABC):
    """A connection's statements, each a function of the write connection handed to `_run`
    (at once, or in the open batch)."""

    dialect = DIALECT

    @abstractmethod
    async def _run(self, statement: Callable[[sqlite3.Connection], T]) -> T:
        """Run `statement` on the write connection and return its result."""

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return await self._run(lambda conn: [tuple(r) for r in conn.execute(sql, tuple(params))])

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        return await self._run(lambda conn: int(conn.execute(sql, tuple(params)).rowcount))

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        given = [tuple(r) for r in rows]
        await self._run(lambda conn: conn.executemany(sql, given))


class _Writer(_Statements):
    """Statements on the write connection, on the loop's thread (see the module's docstring),
    for whoever holds the backend's lock."""

    def __init__(self, conn: sqlite3.Connection, busy_timeout: float) -> None:
        self._conn = conn
        self._busy_timeout = busy_timeout

    async def _run(self, statement: Callable[[sqlite3.Connection], T]) -> T:
        return await self.attempt(statement)

    async def attempt(self, statement: Callable[[sqlite3.Connection], T]) -> T:
        """Run `statement` now, or, while another connection holds the file, again and again
        until it passes or the busy timeout is over (then SQLite's "database is locked")."""
        deadline = time.monotonic() + self._busy_timeout
        tries = 0
        while True:
            try:
                return statement(self._conn)
            except sqlite3.IntegrityError as error:
                raise Violation(str(error)) from None
            except sqlite3.OperationalError as error:
                left = deadline - time.monotonic()
                if not _busy(error) or left <= 0:
                    raise
                await asyncio.sleep(min(_PAUSES[min(tries, len(_PAUSES) - 1)], left))
                tries += 1


class _Batch:
    """The open write transaction: the statements of many callers, committed together."""

    __slots__ = ("callers", "committed")

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.callers = 0
        self.committed: asyncio.Future[None] = loop.create_future()
        # read even when every caller was cancelled, so that no error goes unseen
        self.committed.add_done_callback(lambda f: f.cancelled() or f.exception())


class _GroupWriter(_Statements):
    """The store's single statements (`Backend.writer`): each runs at once in the open batch
    and returns once the batch is committed (`SqliteBackend` has the why)."""

    def __init__(self, backend: SqliteBackend) -> None:
        self._backend = backend

    async def _run(self, statement: Callable[[sqlite3.Connection], T]) -> T:
        return await self._backend.in_batch(statement)


class SqliteBackend(Backend):
    """Group commit: writes that arrive together share one transaction and one fsync.

    A write runs at once on the loop's thread inside the open transaction (BEGIN IMMEDIATE,
    opened by the first write of a batch): a statement is a few tens of microseconds of work
    on pages in memory. A transaction block (`transaction`) is a savepoint in it. The COMMIT,
    with the WAL's write and fsync (and SQLite's automatic checkpoints), runs in the committer
    thread while the loop serves others; the writes that arrive meanwhile form the next batch.
    Every caller returns only once its batch is committed, and one game's writes keep their
    order: the game's lock is held until its write returns. Running every statement in that
    thread instead would cost a hand-over of the GIL per statement, each up to the switch
    interval (5 ms) when the loop is busy: the reason the writes left aiosqlite's thread.
    """

    dialect = DIALECT

    def __init__(
        self,
        path: Path,
        write: sqlite3.Connection,
        read: aiosqlite.Connection,
        *,
        schema_version: int,
        read_only: bool,
        busy_timeout: float,
    ) -> None:
        self.path = path
        self.where = str(path)
        self.schema_version = schema_version
        self.read_only = read_only
        self._write = write
        self._read = read
        self._busy_timeout = busy_timeout
        self._lock = asyncio.Lock()  # who uses the write connection now
        self._batch: _Batch | None = None
        self._flushers: set[asyncio.Task[None]] = set()
        self._committer = ThreadPoolExecutor(1, thread_name_prefix="yamb-commit")
        self.writer = _GroupWriter(self)
        self._in_lock = _Writer(write, busy_timeout)  # for whoever holds the lock
        self.reader = _Reader(read)
        self.commits = 0  # committed batches, and the callers they carried (benchmarks)
        self.committed_callers = 0

    @classmethod
    async def open(
        cls,
        path: Path,
        *,
        migrations_dir: Path,
        check: str,
        busy_timeout: float,
        synchronous: str,
        read_only: bool,
    ) -> SqliteBackend:
        migrations = database.load_migrations(migrations_dir)
        version = await asyncio.to_thread(
            database.inspect if read_only else database.prepare,
            path,
            migrations=migrations,
            busy_timeout=busy_timeout,
            check=check,
        )
        write: sqlite3.Connection | None = None
        read: aiosqlite.Connection | None = None
        try:
            # busy timeout 0: the loop's thread never waits for the file (see _Writer.attempt)
            write = await asyncio.to_thread(
                database.connect, path, 0.0, read_only=read_only, check_same_thread=False
            )
            database.configure(write, 0.0, synchronous)
            target: str | Path = database.read_only_uri(path) if read_only else path
            read = await aiosqlite.connect(
                target, timeout=busy_timeout, isolation_level=None, uri=read_only
            )
            only_reads = "PRAGMA query_only = ON"
            for statement in [*database.settings(busy_timeout, synchronous), only_reads]:
                await read.execute(statement)
        except sqlite3.Error as error:
            if write is not None:
                write.close()
            if read is not None:
                await read.close()
            raise DatabaseUnreadable(path, f"SQLite cannot open it ({error})") from None
        return cls(
            path,
            write,
            read,
            schema_version=version,
            read_only=read_only,
            busy_timeout=busy_timeout,
        )

    async def close(self) -> None:
        async with self._lock:
            try:
                if self._batch is not None:
                    await self._commit(self._batch)
                if not self.read_only:  # optimize may write statistics
                    await self._in_lock.execute("PRAGMA optimize")
            finally:
                try:
                    await self._read.close()
                finally:
                    self._write.close()
                    self._committer.shutdown(wait=False)

    # -- group commit ------------------------------------------------------------------------
    def commit_counts(self) -> tuple[int, int]:
        return self.commits, self.committed_callers

    async def in_batch(self, statement: Callable[[sqlite3.Connection], T]) -> T:
        """Run one statement in the open batch; its result once the batch is committed.

        A statement the database refuses (Violation) is backed out alone, the batch goes on."""
        async with self._lock:
            batch = await self._open_batch()
            try:
                result = await self._in_lock.attempt(statement)
            except Violation:
                raise
            except BaseException:
                self._check_batch(batch)
                raise
            batch.callers += 1
        await asyncio.shield(batch.committed)
        return result

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[_Writer]:
        """A write transaction: a savepoint in the open batch, committed with it (the block
        returns once it is). The batch's BEGIN IMMEDIATE takes the write lock at once, so a
        block that reads and then writes never fails half-way because another process wrote
        in between."""
        async with self._lock:
            batch = await self._open_batch()
            self._write.execute("SAVEPOINT block")
            try:
                yield self._in_lock
            except BaseException:
                if self._write.in_transaction:
                    self._write.execute("ROLLBACK TO block")
                    self._write.execute("RELEASE block")
                self._check_batch(batch)
                raise
            self._write.execute("RELEASE block")
            batch.callers += 1
        await asyncio.shield(batch.committed)

    @asynccontextmanager
    async def snapshot(self) -> AsyncIterator[_Writer]:
        """A read transaction on the write connection: one snapshot of the file (inside the
        open batch, if there is one: its writes are committed before anything else is)."""
        async with self._lock:
            if self._batch is not None:
                yield self._in_lock
                return
            await self._in_lock.execute("BEGIN")
            try:
                yield self._in_lock
            finally:
                self._rollback()  # read-only: ending it is all it needs

    async def _open_batch(self) -> _Batch:
        """The open batch, or a new one (BEGIN IMMEDIATE) with its commit on the way; the
        lock is held."""
        if self._batch is None:
            await self._in_lock.execute("BEGIN IMMEDIATE")
            self._batch = _Batch(asyncio.get_running_loop())
            flusher = asyncio.create_task(self._flush(self._batch))
            self._flushers.add(flusher)
            flusher.add_done_callback(self._flushers.discard)
        return self._batch

    def _check_batch(self, batch: _Batch) -> None:
        """After an error: if SQLite rolled the whole transaction back (a full disk, an I/O
        error), the batch is lost, and every caller in it hears why."""
        if self._batch is batch and not self._write.in_transaction:
            self._batch = None
            batch.committed.set_exception(
                sqlite3.OperationalError("the transaction was rolled back by an error")
            )

    async def _flush(self, batch: _Batch) -> None:
        async with self._lock:  # the statements queued before it join the batch first
            if self._batch is batch:
                await self._commit(batch)

    async def _commit(self, batch: _Batch) -> None:
        """COMMIT in the committer thread; the lock is held, so nobody else uses the
        connection until it is done."""
        self._batch = None
        done = self._committer.submit(self._commit_sync)
        try:
            await asyncio.shield(asyncio.wrap_future(done))
        except asyncio.CancelledError:
            # the commit goes on in its thread: see it through before the lock is let go
            self._settle(batch, done)
            raise
        except BaseException:
            pass
        self._settle(batch, done)

    def _settle(self, batch: _Batch, done: Future[None]) -> None:
        if batch.committed.done():
            return
        error = done.exception()  # waits, on the rare path of a cancelled flush
        if error is None:
            self.commits += 1
            self.committed_callers += batch.callers
            batch.committed.set_result(None)
        else:
            self._rollback()
            batch.committed.set_exception(error)

    def _commit_sync(self) -> None:
        deadline = time.monotonic() + self._busy_timeout
        tries = 0
        while True:
            try:
                self._write.execute("COMMIT")
                return
            except sqlite3.OperationalError as error:
                if not _busy(error) or time.monotonic() >= deadline:
                    raise
                time.sleep(_PAUSES[min(tries, len(_PAUSES) - 1)])
                tries += 1

    def _rollback(self) -> None:
        # at once, on this thread: nothing can cancel it half-way, and an error means nothing
        # was open (BEGIN failed, or COMMIT went through)
        with contextlib.suppress(sqlite3.OperationalError):
            self._write.execute("ROLLBACK")

    async def integrity_problems(self, *, full: bool) -> list[str]:
        """SQLite's integrity check and foreign keys, on a connection of its own."""
        return await asyncio.to_thread(self._integrity_sync, full)

    def _integrity_sync(self, full: bool) -> list[str]:
        conn = database.connect(self.path, 5.0, read_only=self.read_only)
        try:
            return database.integrity_problems(conn, full=full)
        finally:
            conn.close()

    async def backup(
        self, target: str | Path, *, force: bool, create_folders: bool, busy_timeout: float
    ) -> Path:
        await asyncio.to_thread(
            database.backup_file,
            self.path,
            target,
            busy_timeout,
            force=force,
            create_folders=create_folders,
        )
        return Path(target)

    async def table_names(self) -> list[str]:
        rows = await self.reader.fetch(
            "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
            "ORDER BY name"
        )
        return [str(r[0]) for r in rows]


# -- moving out (python -m bot migrate) ------------------------------------------------------------
async def layout(backend: SqliteBackend) -> dict[str, tuple[list[str], list[str], set[str]]]:
    """Every table: (columns in order, primary key columns, tables its foreign keys point to)."""
    found: dict[str, tuple[list[str], list[str], set[str]]] = {}
    for table in await backend.table_names():
        info = await backend.reader.fetch(f'PRAGMA table_info("{table}")')
        columns = [str(r[1]) for r in info]
        key = [str(r[1]) for r in sorted((r for r in info if r[5]), key=lambda r: r[5])]
        parents = {
            str(r[2]) for r in await backend.reader.fetch(f'PRAGMA foreign_key_list("{table}")')
        }
        found[table] = (columns, key or columns, parents - {table})
    return found


@asynccontextmanager
async def read_snapshot(backend: SqliteBackend) -> AsyncIterator[sqlite3.Connection]:
    """A read-only connection in one read transaction: every table read through it comes
    from the same moment, while the bot may go on writing (WAL)."""
    conn = await asyncio.to_thread(
        database.connect, backend.path, 5.0, read_only=True, check_same_thread=False
    )
    try:
        await asyncio.to_thread(conn.execute, "BEGIN")
        # the snapshot is taken at the first read
        await asyncio.to_thread(conn.execute, "SELECT count(*) FROM sqlite_schema")
        yield conn
    finally:
        conn.close()


async def table_rows(
    conn: sqlite3.Connection, table: str, columns: Sequence[str], chunk: int
) -> AsyncIterator[list[Row]]:
    """A table's rows, `chunk` at a time, through a `read_snapshot` connection."""
    names = ", ".join(f'"{c}"' for c in columns)
    cursor = await asyncio.to_thread(conn.execute, f'SELECT {names} FROM "{table}"')
    try:
        while True:
            rows = await asyncio.to_thread(cursor.fetchmany, chunk)
            if not rows:
                return
            yield [tuple(r) for r in rows]
    finally:
        cursor.close()
