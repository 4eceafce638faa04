"""The store's tests run against both databases: the `database` fixture is a fresh SQLite file
or a fresh PostgreSQL database (on the session's throwaway server, tests/pgserver.py).

`StoreDatabase.target` is what `Store.open` takes; `execute`/`fetch` reach the database beside
the store (to write rows straight in, or to check that the database itself refuses something),
with `?` parameters on both, and raise `Refused` whenever the database refuses a statement.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.pgserver import PgServer, _sync

BACKENDS = ("sqlite", "postgresql")


class Refused(Exception):
    """The database refused a statement (a constraint, a guard, or an error)."""


@dataclass
class StoreDatabase:
    kind: str  # "sqlite" or "postgresql"
    target: str  # a file path, or a postgresql:// URL

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        await self.executemany(sql, [params])

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        if self.kind == "sqlite":
            conn = sqlite3.connect(self.target)
            try:
                with conn:
                    conn.executemany(sql, rows)
            except sqlite3.DatabaseError as error:
                raise Refused(str(error)) from None
            finally:
                conn.close()
            return
        import asyncpg

        from bot.store.postgres import numbered

        conn = await asyncpg.connect(self.target)
        try:
            async with conn.transaction():
                await conn.executemany(numbered(sql), [tuple(r) for r in rows])
        except asyncpg.PostgresError as error:
            raise Refused(str(error)) from None
        finally:
            await conn.close()

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        if self.kind == "sqlite":
            conn = sqlite3.connect(self.target)
            try:
                return [tuple(r) for r in conn.execute(sql, tuple(params)).fetchall()]
            except sqlite3.DatabaseError as error:
                raise Refused(str(error)) from None
            finally:
                conn.close()
        import asyncpg

        from bot.store.postgres import numbered

        conn = await asyncpg.connect(self.target)
        try:
            return [tuple(r) for r in await conn.fetch(numbered(sql), *params)]
        except asyncpg.PostgresError as error:
            raise Refused(str(error)) from None
        finally:
            await conn.close()


_TEMPLATES: dict[int, str] = {}  # server port -> its migrated template database


def migrated_template(server: PgServer) -> str:
    """A database migrated to the latest schema once per server, copied for each test (the
    migrations themselves are tested from empty databases in test_store_postgresql.py)."""
    if server.port not in _TEMPLATES:
        url = server.create_database("yamb_template")
        _sync(_migrate(url))
        _TEMPLATES[server.port] = "yamb_template"
    return _TEMPLATES[server.port]


async def _migrate(url: str) -> None:
    from bot.store import Store

    await (await Store.open(url)).close()


@pytest.fixture(params=BACKENDS)
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[StoreDatabase]:
    """A fresh database of each kind: a new SQLite file (created when the store opens it), or
    a PostgreSQL database copied from one migrated to the latest schema."""
    yield from _fresh(request, tmp_path, migrated=True)


@pytest.fixture(params=BACKENDS)
def empty_database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[StoreDatabase]:
    """A fresh database of each kind with nothing in it: the store creates the schema."""
    yield from _fresh(request, tmp_path, migrated=False)


def _fresh(
    request: pytest.FixtureRequest, tmp_path: Path, *, migrated: bool
) -> Iterator[StoreDatabase]:
    if request.param == "sqlite":
        yield StoreDatabase("sqlite", str(tmp_path / "yamb.sqlite3"))
        return
    server = request.getfixturevalue("pg_server")
    url = server.create_database(template=migrated_template(server) if migrated else "template0")
    yield StoreDatabase("postgresql", url)
    server.drop_database(url.rsplit("/", 1)[1])  # FORCE: even if a failed test left it open
