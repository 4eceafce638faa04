"""The PostgreSQL backend (asyncpg): for several bot processes over one database, or for a
server admin who keeps data in PostgreSQL already. Selected by DATABASE_URL=postgresql://...

Opening connects once to check the schema and migrate (migrations/postgresql/NNNN_*.sql, the
same numbers as the SQLite ones, each in one transaction under an advisory lock so that two
processes starting together migrate once), then keeps a pool. The store's single writes are
committed in groups (`_GroupWriter`); the action log's guards are triggers (see 0001), and rows a
transaction reads before it writes are locked (`SELECT ... FOR UPDATE`).
"""

from __future__ import annotations

import asyncio
import functools
import re
import socket
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import asyncpg

from . import database
from .backend import Backend, Dialect, Row, Violation, safe_url
from .errors import DatabaseUnreachable, DatabaseUnreadable, SchemaTooNew, StoreError

DIALECT = Dialect(
    name="postgresql",
    lock=" FOR UPDATE",
    best_by="array",
    # two int4 keys: a key space apart from the migrations' one bigint key
    serialize="SELECT pg_advisory_xact_lock(1497451842, hashtext(?))",
    lock_table="LOCK TABLE {table} IN SHARE ROW EXCLUSIVE MODE",
)
APPLICATION = "yamb"
# pg_advisory_xact_lock key of the migrations: "YAMB", as SQLite's application_id
MIGRATION_LOCK = database.APPLICATION_ID
_PARAM = re.compile(r"'(?:[^']|'')*'|\"(?:[^\"]|\"\")*\"|\?")


@functools.lru_cache(maxsize=512)
def numbered(sql: str) -> str:
    """`?` parameters as PostgreSQL's $1, $2, ... (quoted text left alone)."""
    count = 0

    def number(match: re.Match[str]) -> str:
        nonlocal count
        if match.group(0) != "?":
            return match.group(0)
        count += 1
        return f"${count}"

    return _PARAM.sub(number, sql)


def _violation(error: asyncpg.PostgresError) -> Violation:
    return Violation(str(error))


_REFUSALS = (asyncpg.IntegrityConstraintViolationError, asyncpg.RaiseError)


class _Conn:
    dialect = DIALECT
    """Statements on one asyncpg connection (inside a transaction), or on the pool."""

    def __init__(self, conn: asyncpg.Connection | asyncpg.Pool) -> None:
        self._conn = conn

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        try:
            return [tuple(r) for r in await self._conn.fetch(numbered(sql), *params)]
        except _REFUSALS as error:
            raise _violation(error) from None

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        try:
            status = await self._conn.execute(numbered(sql), *params)
        except _REFUSALS as error:
            raise _violation(error) from None
        # "UPDATE 3", "INSERT 0 1", "DELETE 0": the last word counts the rows
        last = str(status).rsplit(" ", 1)[-1]
        return int(last) if last.isdigit() else 0

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        rows = [tuple(r) for r in rows]
        if not rows:
            return
        try:
            await self._conn.executemany(numbered(sql), rows)
        except _REFUSALS as error:
            raise _violation(error) from None


_Unit = tuple[str, str, tuple[Any, ...], "asyncio.Future[Any]"]


class _GroupWriter:
    """The store's single statements (`Backend.writer`) in group commit: the statements that
    arrive while a batch is being written form the next batch, written in one transaction on
    one connection, so with one flush of the server's log. Each caller returns once its batch
    is committed; one batch at a time, so writes keep the order they came in. A statement the
    database refuses aborts the whole transaction in PostgreSQL: the batch is then written
    again one statement at a time, and only the refused one fails."""

    dialect = DIALECT

    def __init__(self, pool: asyncpg.Pool) -> None:
        self._pool = pool
        self._waiting: list[_Unit] = []
        self._flushing: asyncio.Task[None] | None = None
        self.commits = 0  # committed batches, and the statements they carried (benchmarks)
        self.committed_callers = 0

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        rows: list[Row] = await self._submit("fetch", sql, tuple(params))
        return rows

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        changed: int = await self._submit("execute", sql, tuple(params))
        return changed

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        await self._submit("executemany", sql, tuple(tuple(r) for r in rows))

    async def _submit(self, how: str, sql: str, params: tuple[Any, ...]) -> Any:
        done: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        # read even when its caller was cancelled, so that no error goes unseen
        done.add_done_callback(lambda f: f.cancelled() or f.exception())
        self._waiting.append((how, sql, params, done))
        if self._flushing is None:
            self._flushing = asyncio.create_task(self._flush())
        return await asyncio.shield(done)

    async def _flush(self) -> None:
        batch: list[_Unit] = []
        try:
            while self._waiting:
                batch, self._waiting = self._waiting, []
                await self._write(batch)
        except BaseException as error:  # cancelled (shutting down): nobody is left waiting
            for *_, done in [*batch, *self._waiting]:
                if not done.done():
                    done.set_exception(StoreError(f"The database write was stopped ({error!r})."))
            self._waiting = []
            raise
        finally:
            self._flushing = None

    async def _write(self, batch: list[_Unit]) -> None:
        if len(batch) == 1:
            await self._alone(batch[0], _Conn(self._pool))
            return
        try:
            async with self._pool.acquire() as conn, conn.transaction():
                on = _Conn(conn)
                results = [await _run(on, how, sql, params) for how, sql, params, _ in batch]
        except Violation:
            for unit in batch:  # nothing was written: each on its own
                await self._alone(unit, _Conn(self._pool))
            return
        except Exception as error:
            for *_, done in batch:
                if not done.done():
                    done.set_exception(error)
            return
        self.commits += 1
        self.committed_callers += len(batch)
        for (*_, done), result in zip(batch, results, strict=True):
            if not done.done():
                done.set_result(result)

    async def _alone(self, unit: _Unit, on: _Conn) -> None:
        how, sql, params, done = unit
        try:
            result = await _run(on, how, sql, params)
        except Exception as error:
            if not done.done():
                done.set_exception(error)
            return
        self.commits += 1
        self.committed_callers += 1
        if not done.done():
            done.set_result(result)


async def _run(on: _Conn, how: str, sql: str, params: tuple[Any, ...]) -> Any:
    if how == "fetch":
        return await on.fetch(sql, params)
    if how == "execute":
        return await on.execute(sql, params)
    return await on.executemany(sql, params)


class PostgresBackend(Backend):
    dialect = DIALECT

    def __init__(
        self, url: str, pool: asyncpg.Pool, *, schema_version: int, read_only: bool
    ) -> None:
        self.url = url
        self.where = safe_url(url)
        self.schema_version = schema_version
        self.read_only = read_only
        self._pool = pool
        self._group = _GroupWriter(pool)
        self.writer = self._group
        self.reader = _Conn(pool)

    @classmethod
    async def open(
        cls,
        url: str,
        *,
        migrations_dir: Path,
        read_only: bool,
        connect_timeout: float = 10.0,
        pool_size: int = 10,
    ) -> PostgresBackend:
        """Check (and unless `read_only`, migrate) the database, then open a pool.

        Raises DatabaseUnreachable (server, password, database name: one line, nothing
        written), DatabaseUnreadable (not a Yamb database) or SchemaTooNew.
        """
        where = safe_url(url)
        migrations = database.load_migrations(migrations_dir / "postgresql")
        settings: dict[str, str] = {}
        if read_only:
            # each statement planned for its own values: after five runs PostgreSQL would use
            # one plan for every value, which read the 5,600 games of a server's most active
            # member to show 20 of them (15-90 ms instead of 0.5; bench_web.py's member page)
            settings = {"default_transaction_read_only": "on",
                        "plan_cache_mode": "force_custom_plan"}
        conn = await _connect(url, where, connect_timeout, settings)
        try:
            version = await _prepare(conn, where, migrations, read_only=read_only)
        finally:
            await conn.close()
        try:
            pool = await asyncpg.create_pool(
                url,
                min_size=1,
                max_size=pool_size,
                timeout=connect_timeout,
                server_settings=settings,
                reset=_keep_session,
            )
        except Exception as error:
            raise DatabaseUnreachable(where, _reason(error, url)) from None
        assert pool is not None
        return cls(url, pool, schema_version=version, read_only=read_only)

    async def close(self) -> None:
        await self._pool.close()

    def commit_counts(self) -> tuple[int, int]:
        return self._group.commits, self._group.committed_callers

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[_Conn]:
        async with self._pool.acquire() as conn, conn.transaction():
            yield _Conn(conn)

    @asynccontextmanager
    async def snapshot(self) -> AsyncIterator[_Conn]:
        async with (
            self._pool.acquire() as conn,
            conn.transaction(isolation="repeatable_read", readonly=True),
        ):
            yield _Conn(conn)

    async def integrity_problems(self, *, full: bool) -> list[str]:
        """PostgreSQL guards its own pages; what is checked here is that the server answers
        and every Yamb table can be read to its end (full) or at all (quick)."""
        problems: list[str] = []
        for table in await self.table_names():
            sql = f'SELECT count(*) FROM "{table}"' if full else f'SELECT 1 FROM "{table}" LIMIT 1'
            try:
                await self.reader.fetch(sql)
            except asyncpg.PostgresError as error:
                problems.append(f"{table}: {error}")
        return problems

    async def backup(
        self, target: str | Path, *, force: bool, create_folders: bool, busy_timeout: float
    ) -> Path:
        raise StoreError(
            f"backup copies SQLite files; {self.where} is a PostgreSQL database: use "
            "pg_dump (e.g. pg_dump -Fc -f yamb.dump DATABASE_URL), restore with pg_restore."
        )

    async def table_names(self) -> list[str]:
        rows = await self.reader.fetch(
            "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename"
        )
        return [str(r[0]) for r in rows]


# -- connecting ----------------------------------------------------------------------------------
async def _keep_session(conn: asyncpg.Connection) -> None:
    """What the pool runs when a connection comes back: nothing. asyncpg's default sends a
    reset query (one more round trip per statement); the store leaves no session state (no
    SET, LISTEN or session locks; cursors only inside transactions), and an open transaction
    is rolled back by the pool before this is called."""


async def _connect(
    url: str, where: str, timeout: float, settings: dict[str, str]
) -> asyncpg.Connection:
    try:
        return await asyncpg.connect(url, timeout=timeout, server_settings=settings)
    except Exception as error:
        raise DatabaseUnreachable(where, _reason(error, url)) from None


def _reason(error: BaseException, url: str) -> str:
    """Why a connection failed, in words (never the password)."""
    try:
        parts = urlsplit(url)
        user, host, port = parts.username, parts.hostname, parts.port or 5432
        name = (parts.path or "").strip("/")
    except ValueError:
        user = host = name = None
        port = 5432
    if isinstance(error, asyncpg.InvalidPasswordError):
        return f"PostgreSQL refused the password of user {user or '?'}"
    if isinstance(error, asyncpg.InvalidAuthorizationSpecificationError):
        return f"PostgreSQL refused the login ({_first_line(error)})"
    if isinstance(error, asyncpg.InvalidCatalogNameError):
        return f"there is no database {name or '?'} on that server: create it first"
    if isinstance(error, asyncpg.CannotConnectNowError):
        return "the server is starting up or shutting down: try again in a moment"
    if isinstance(error, socket.gaierror):
        return f"the host name {host or '?'} is unknown ({error.strerror})"
    if isinstance(error, TimeoutError | asyncio.TimeoutError):
        return f"no answer from {host or '?'} port {port} in time"
    if isinstance(error, OSError):
        reason = error.strerror or type(error).__name__
        return f"cannot reach the server at {host or '?'} port {port} ({reason})"
    if isinstance(error, asyncpg.PostgresError):
        return f"PostgreSQL refused the connection ({_first_line(error)})"
    if isinstance(error, ValueError | asyncpg.InterfaceError):
        return f"the URL cannot be used ({_first_line(error)})"
    return f"the connection failed ({type(error).__name__}: {_first_line(error)})"


def _first_line(error: BaseException) -> str:
    text = str(error).strip().splitlines()
    return text[0] if text else type(error).__name__


# -- schema --------------------------------------------------------------------------------------
async def _version(conn: asyncpg.Connection, where: str, latest: int) -> int:
    """The schema version, after checking the database is empty or a Yamb database."""
    # one query on the catalog tables (not to_regclass, whose cached "no such table" may
    # outlive another process's migration): the two answers agree
    marked, tables = await conn.fetchrow(
        "SELECT count(*) FILTER (WHERE tablename = 'yamb_schema'), count(*) FROM pg_tables "
        "WHERE schemaname = current_schema()"
    )
    if not marked:
        if tables:
            raise DatabaseUnreadable(
                where, "it belongs to another program (tables, but no Yamb schema in it)"
            )
        return 0
    rows = await conn.fetch("SELECT application, version FROM yamb_schema")
    if len(rows) != 1 or rows[0][0] != APPLICATION:
        raise DatabaseUnreadable(where, "its yamb_schema table is not the bot's")
    version = int(rows[0][1])
    if version > latest:
        raise SchemaTooNew(where, version, latest)
    return version


async def _prepare(
    conn: asyncpg.Connection,
    where: str,
    migrations: list[database.Migration],
    *,
    read_only: bool,
) -> int:
    latest = len(migrations)
    try:
        version = await _version(conn, where, latest)
        if read_only:
            return version
        for migration in migrations[version:]:
            async with conn.transaction():
                # another process may be migrating: one at a time, then look again
                await conn.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
                current = await _version(conn, where, latest)
                if current >= migration.version:
                    version = current
                    continue
                try:
                    await conn.execute(migration.sql)
                    await conn.execute("UPDATE yamb_schema SET version = $1", migration.version)
                except asyncpg.PostgresError as error:
                    raise StoreError(
                        f"Migration postgresql/{migration.name} failed ({_first_line(error)}); "
                        f"the database {where} was left at version {current}."
                    ) from None
                version = migration.version
        return version
    except (OSError, asyncpg.InterfaceError) as error:
        raise DatabaseUnreachable(where, _reason(error, "")) from None
    except asyncpg.PostgresError as error:
        raise DatabaseUnreadable(where, f"PostgreSQL refuses it ({_first_line(error)})") from None


# -- moving in (python -m bot migrate) ----------------------------------------------------------
# (table, columns, chunk) -> the table's rows, chunk at a time, inside the copy's transaction
TableReader = Callable[[str, Sequence[str], int], AsyncIterator[list[Row]]]


async def copy_in(
    backend: PostgresBackend,
    tables: Sequence[tuple[str, Sequence[str], AsyncIterator[list[Row]]]],
    before_commit: Callable[[TableReader], Awaitable[None]] | None = None,
) -> dict[str, int]:
    """Copy rows into the (empty) tables with COPY, in one transaction: all or nothing.

    The tables' own guards (triggers) are off meanwhile: they check the order of live play
    (a game's actions while it is active, results added to totals), and a copy brings whole
    histories with their totals. The foreign keys stay on; `tables` is in their order.
    `before_commit` reads the copied rows before they are committed; what it raises rolls
    the copy back (and is raised here). Returns the rows copied per table.
    """
    try:
        return await _copy_in(backend, tables, before_commit)
    except (asyncpg.PostgresError, asyncpg.InterfaceError, OSError) as error:
        raise StoreError(
            f"The copy into {backend.where} failed ({_first_line(error)}); nothing was copied "
            "(it was one transaction)."
        ) from None


async def _copy_in(
    backend: PostgresBackend,
    tables: Sequence[tuple[str, Sequence[str], AsyncIterator[list[Row]]]],
    before_commit: Callable[[TableReader], Awaitable[None]] | None,
) -> dict[str, int]:
    copied: dict[str, int] = {}
    async with backend._pool.acquire() as conn, conn.transaction():
        names = [name for name, _, _ in tables]
        for name in names:
            await conn.execute(f'ALTER TABLE "{name}" DISABLE TRIGGER USER')
        for name, columns, chunks in tables:
            count = 0
            async for rows in chunks:
                await conn.copy_records_to_table(name, records=rows, columns=list(columns))
                count += len(rows)
            copied[name] = count
        for name in names:
            await conn.execute(f'ALTER TABLE "{name}" ENABLE TRIGGER USER')
        await _number_on(conn, names)
        if before_commit is not None:
            await before_commit(functools.partial(_rows, conn))
    return copied


async def _number_on(conn: asyncpg.Connection, tables: Sequence[str]) -> None:
    """New rows number on after the copied ones: COPY writes the ids itself and leaves every
    identity (or serial) column's counter at 1, so the next game or tournament would take a
    copied id. Every such column of the copied tables, found in the catalog (none listed by
    hand: a table a later migration adds is not forgotten)."""
    columns = await conn.fetch(
        "SELECT table_name, column_name, "
        "pg_get_serial_sequence(quote_ident(table_name), column_name) FROM "
        "information_schema.columns WHERE table_schema = current_schema() "
        "AND table_name = ANY($1::text[]) "
        "AND pg_get_serial_sequence(quote_ident(table_name), column_name) IS NOT NULL",
        list(tables),
    )
    for table, column, sequence in columns:
        await conn.execute(
            f'SELECT setval($1, COALESCE((SELECT max("{column}") FROM "{table}"), 0) + 1, false)',
            sequence,
        )


async def table_rows(
    backend: PostgresBackend, table: str, columns: Sequence[str], chunk: int
) -> AsyncIterator[list[Row]]:
    """A table's rows, `chunk` at a time, from one snapshot."""
    async with (
        backend._pool.acquire() as conn,
        conn.transaction(isolation="repeatable_read", readonly=True),
    ):
        async for rows in _rows(conn, table, columns, chunk):
            yield rows


async def _rows(
    conn: asyncpg.Connection, table: str, columns: Sequence[str], chunk: int
) -> AsyncIterator[list[Row]]:
    """A table's rows through a cursor of `conn`, which must be in a transaction."""
    names = ", ".join(f'"{c}"' for c in columns)
    cursor = await conn.cursor(f'SELECT {names} FROM "{table}"')
    while True:
        rows = await cursor.fetch(chunk)
        if not rows:
            return
        yield [tuple(r) for r in rows]
