"""What the store benchmarks share: timing a call, percentiles, the plans of the store's own
statements, a bulk fill straight into the tables, and tests/pgserver.py's throwaway server.

Imported by its siblings as `benchkit` (they run as scripts: their folder is on sys.path, and
they put the repository's root there before importing it).
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import sqlite3
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from bot.store import Store
from bot.store.backend import parse_target

USER_BASE = 400_000_000_000_000_000  # snowflake-sized ids, as Discord's
GUILD_BASE = 700_000_000_000_000_000
USER_COLUMNS = ["user_id", "display_name", "seen_at"]

Rows = list[tuple[Any, ...]]
Table = tuple[str, list[str], Rows]  # a table's name, the columns given, rows to add


def user_id(index: int) -> str:
    return str(USER_BASE + index)


def guild_id(index: int) -> str:
    return str(GUILD_BASE + index)


# -- the database --------------------------------------------------------------------------------
async def check_empty(target: str) -> None:
    """Opens the store (the schema, migrated) and stops the run if it has games."""
    store = await Store.open(target)
    try:
        if await store.game_ids():
            raise SystemExit(f"{store.where} has games: give the benchmark an empty database")
    finally:
        await store.close()


def start_postgresql() -> Any:
    """tests/pgserver.py's throwaway server, durable commits (imported by name: the tests'
    helpers are not the benchmarks' to type-check)."""
    return importlib.import_module("tests.pgserver").PgServer.start(durable=True)


async def bulk_fill(
    target: str, chunks: Iterable[list[Table]], *, vacuum: str, analyze: bool = False
) -> int:
    """Rows straight into the tables of a database the store made (schema in place), a chunk
    at a time, each chunk's tables in order (the rows foreign keys point to first): on SQLite
    with executemany in a thread, a transaction a chunk (`analyze`: then ANALYZE, as PRAGMA
    optimize at a bot's close would); on PostgreSQL with COPY in one transaction, the games'
    id sequence moved past them, then `vacuum` (tables) vacuumed and analysed, as autovacuum
    would. Returns the last game id written (the games' rows are in ascending ids)."""
    where = parse_target(target)
    if where.kind == "sqlite":
        assert where.path is not None
        return await asyncio.to_thread(_fill_sqlite, where.path, chunks, analyze)
    return await _fill_postgresql(target, chunks, vacuum)


def _fill_sqlite(path: Path, chunks: Iterable[list[Table]], analyze: bool) -> int:
    """Foreign keys are off on a fresh connection (only the store turns them on), but every
    row they point to is written too: the store's start-up check (foreign_key_check) finds
    none missing."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA synchronous = OFF")  # bulk data, not play: this connection only
    conn.execute("PRAGMA cache_size = -1000000")  # 1 GB: the indexes are written at random
    last = 0
    try:
        for tables in chunks:
            conn.execute("BEGIN")
            for table, columns, rows in tables:
                if rows:
                    conn.executemany(
                        f"INSERT INTO {table} ({', '.join(columns)}) "
                        f"VALUES ({', '.join('?' * len(columns))})",
                        rows,
                    )
                    last = rows[-1][0] if table == "games" else last
            conn.execute("COMMIT")
        if analyze:
            conn.execute("ANALYZE")
    finally:
        conn.close()
    return last


async def _fill_postgresql(url: str, chunks: Iterable[list[Table]], vacuum: str) -> int:
    """PostgreSQL checks the foreign keys row by row: the rows they point to come first."""
    import asyncpg

    conn = await asyncpg.connect(url)
    last = 0
    try:
        async with conn.transaction():
            for tables in chunks:
                for table, columns, rows in tables:
                    if rows:
                        await conn.copy_records_to_table(table, records=rows, columns=columns)
                        last = rows[-1][0] if table == "games" else last
            await conn.execute(
                "SELECT setval(pg_get_serial_sequence('games', 'game_id'), $1)", last
            )
        await conn.execute(f"VACUUM (ANALYZE) {vacuum}")
    finally:
        await conn.close()
    return last


# -- timing --------------------------------------------------------------------------------------
async def timed(
    call: Callable[[], Awaitable[object]], rounds: int = 30, budget: float = 5.0
) -> list[float]:
    """Times of `rounds` calls in ms (fewer, at least 5, once they took `budget` seconds); a
    first call warms the caches, as a running bot has them."""
    await call()
    times: list[float] = []
    for _ in range(rounds):
        began = time.perf_counter()
        await call()
        times.append((time.perf_counter() - began) * 1000)
        if len(times) >= 5 and sum(times) > budget * 1000:
            break
    return times


def percentile(values: Sequence[float], q: float) -> float:
    """The value at fraction `q` of the sorted values (0.0 for none)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))] if ordered else 0.0


# -- the store's statements ----------------------------------------------------------------------
@contextlib.asynccontextmanager
async def recording(store: Store) -> AsyncIterator[list[tuple[str, tuple[Any, ...]]]]:
    """The statements the store's reader runs meanwhile, with their parameters."""
    reader: Any = store._db.reader
    original = reader.fetch
    seen: list[tuple[str, tuple[Any, ...]]] = []

    async def fetch(sql: str, params: Sequence[Any] = ()) -> Any:
        seen.append((sql, tuple(params)))
        return await original(sql, params)

    reader.fetch = fetch
    try:
        yield seen
    finally:
        del reader.fetch  # the class's own again


async def explain(store: Store, kind: str, call: Callable[[], Awaitable[object]]) -> list[str]:
    """The plan of the call's first statement, as the store ran it (SQLite: EXPLAIN QUERY
    PLAN; PostgreSQL: EXPLAIN (ANALYZE, BUFFERS)), a line a step."""
    async with recording(store) as seen:
        await call()
    sql, params = seen[0]
    prefix = "EXPLAIN QUERY PLAN " if kind == "sqlite" else "EXPLAIN (ANALYZE, BUFFERS) "
    rows = await store._db.reader.fetch(prefix + sql, params)
    if kind == "sqlite":
        return [f"      {row[-1]}" for row in rows]
    return [f"      {row[0]}" for row in rows]
