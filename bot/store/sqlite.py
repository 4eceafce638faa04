"""The SQLite backend: one file, one write connection and one query-only connection (aiosqlite).

Opening checks and migrates the file first (bot/store/database.py, plain sqlite3 in a thread).
WAL lets the query-only connection read while the writer writes. The write connection is used
by one transaction or statement at a time (an asyncio lock): SQLite has one writer anyway.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

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


class _Conn:
    dialect = DIALECT
    """Statements on an aiosqlite connection; `lock` (if any) taken per statement."""

    def __init__(self, conn: aiosqlite.Connection, lock: asyncio.Lock | None) -> None:
        self._conn = conn
        self._lock = lock

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        async with self._locked():
            try:
                return [tuple(r) for r in await self._conn.execute_fetchall(sql, tuple(params))]
            except sqlite3.IntegrityError as error:
                raise Violation(str(error)) from None

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        async with self._locked():
            try:
                cursor = await self._conn.execute(sql, tuple(params))
            except sqlite3.IntegrityError as error:
                raise Violation(str(error)) from None
            # not closed: a finished statement holds nothing, and a close is one more trip to
            # the connection's thread (about 75 us of CPU; a click makes one or two of these)
            return int(cursor.rowcount)

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        async with self._locked():
            try:
                await self._conn.executemany(sql, [tuple(r) for r in rows])
            except sqlite3.IntegrityError as error:
                raise Violation(str(error)) from None

    @asynccontextmanager
    async def _locked(self) -> AsyncIterator[None]:
        if self._lock is None:
            yield
        else:
            async with self._lock:
                yield


class SqliteBackend(Backend):
    dialect = DIALECT

    def __init__(
        self,
        path: Path,
        write: aiosqlite.Connection,
        read: aiosqlite.Connection,
        *,
        schema_version: int,
        read_only: bool,
    ) -> None:
        self.path = path
        self.where = str(path)
        self.schema_version = schema_version
        self.read_only = read_only
        self.write_connection = write  # for tests of the connection's own settings
        self._write = write
        self._read = read
        self._lock = asyncio.Lock()
        self.writer = _Conn(write, self._lock)
        self.reader = _Conn(read, None)  # aiosqlite runs its requests one at a time

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
        target: str | Path = database.read_only_uri(path) if read_only else path
        write: aiosqlite.Connection | None = None
        read: aiosqlite.Connection | None = None
        try:
            write = await aiosqlite.connect(
                target, timeout=busy_timeout, isolation_level=None, uri=read_only
            )
            read = await aiosqlite.connect(
                target, timeout=busy_timeout, isolation_level=None, uri=read_only
            )
            for conn in (write, read):
                await conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout * 1000)}")
                await conn.execute("PRAGMA foreign_keys = ON")
                await conn.execute(f"PRAGMA synchronous = {synchronous}")
            await read.execute("PRAGMA query_only = ON")
        except sqlite3.Error as error:
            for opened in (write, read):
                if opened is not None:
                    await opened.close()
            raise DatabaseUnreadable(path, f"SQLite cannot open it ({error})") from None
        return cls(path, write, read, schema_version=version, read_only=read_only)

    async def close(self) -> None:
        async with self._lock:
            try:
                if not self.read_only:  # optimize may write statistics
                    await self._write.execute("PRAGMA optimize")
            finally:
                await self._read.close()
                await self._write.close()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[_Conn]:
        """BEGIN IMMEDIATE ... COMMIT on the write connection.

        IMMEDIATE takes the write lock at once, so a transaction that reads and then writes never
        fails half-way because another process wrote in between.
        """
        async with self._lock:
            await self._write.execute("BEGIN IMMEDIATE")
            try:
                yield _Conn(self._write, None)
                await self._write.execute("COMMIT")
            except BaseException:
                # shielded: a cancelled caller must not leave the connection inside a transaction
                await asyncio.shield(self._rollback())
                raise

    @asynccontextmanager
    async def snapshot(self) -> AsyncIterator[_Conn]:
        """A read transaction on the write connection: one snapshot of the file."""
        async with self._lock:
            await self._write.execute("BEGIN")
            try:
                yield _Conn(self._write, None)
            finally:
                await asyncio.shield(self._rollback())  # read-only: ending it is all it needs

    async def _rollback(self) -> None:
        # an error means nothing was open (BEGIN failed, or COMMIT went through)
        with contextlib.suppress(sqlite3.OperationalError):
            await self._write.execute("ROLLBACK")

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
