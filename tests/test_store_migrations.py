"""Opening the database: migrations, newer schemas, damaged or foreign files, backups."""

from __future__ import annotations

import asyncio
import random
import shutil
import sqlite3
from pathlib import Path

import pytest

from bot.store import (
    DEFAULT_DATABASE_PATH,
    DatabaseUnreadable,
    SchemaTooNew,
    Store,
    StoreError,
    database_path,
)
from bot.store.database import MIGRATIONS_DIR, load_migrations, split_statements
from tests.store_crash_worker import SPECS, new_game, play_out

LATEST = len(load_migrations())


def pragma(path: Path, name: str) -> object:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(f"PRAGMA {name}").fetchone()[0]
    finally:
        conn.close()


def tables(path: Path) -> set[str]:
    conn = sqlite3.connect(path)
    try:
        return {r[0] for r in conn.execute("SELECT name FROM sqlite_schema WHERE type='table'")}
    finally:
        conn.close()


def test_migration_files_are_numbered_from_one() -> None:
    migrations = load_migrations()
    assert [m.version for m in migrations] == list(range(1, LATEST + 1))
    # each holds statements, or says why this dialect has none (a PostgreSQL-only index)
    assert all(list(split_statements(m.sql)) or "Nothing changes here" in m.sql
               for m in migrations)


async def test_empty_path_migrates_to_latest(tmp_path: Path) -> None:
    path = tmp_path / "new" / "folder" / "yamb.sqlite3"
    store = await Store.open(path)
    try:
        assert store.schema_version == LATEST
        writer, reader = store._db.writer, store._db.reader
        assert (await writer.fetch("PRAGMA journal_mode")) == [("wal",)]
        assert (await writer.fetch("PRAGMA foreign_keys")) == [(1,)]
        assert (await reader.fetch("PRAGMA foreign_keys")) == [(1,)]
        assert (await reader.fetch("PRAGMA query_only")) == [(1,)]
        # the writer runs on the event loop's thread and never waits there: the store waits
        # for a busy file itself (test_a_write_waits_for_the_file_without_holding_up_the_loop)
        assert (await writer.fetch("PRAGMA busy_timeout")) == [(0,)]
        assert (await reader.fetch("PRAGMA busy_timeout")) == [(5000,)]
    finally:
        await store.close()
    assert pragma(path, "user_version") == LATEST
    assert pragma(path, "application_id") == 0x59414D42
    assert {"games", "actions", "results", "users", "guild_settings", "ratings"} <= tables(path)
    # opening again changes nothing
    again = await Store.open(path)
    await again.close()
    assert pragma(path, "user_version") == LATEST


async def test_a_write_waits_for_the_file_without_holding_up_the_loop(tmp_path: Path) -> None:
    """Another connection (another process, a backup) holds SQLite's write lock: a write of
    the store waits for it, and the event loop goes on serving others meanwhile; past the
    busy timeout it fails as SQLite does, and the file is as it was."""
    path = tmp_path / "yamb.sqlite3"
    # a busy timeout far past anything the test waits for: the write ends when the lock goes
    store = await Store.open(path, busy_timeout=60.0)
    other = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    ticks = 0

    async def tick() -> None:
        nonlocal ticks
        while True:
            await asyncio.sleep(0)
            ticks += 1

    ticker = asyncio.create_task(tick())
    try:
        other.execute("BEGIN IMMEDIATE")
        write = asyncio.create_task(store.set_user_language("7", "Ana", "hr"))
        deadline = asyncio.get_running_loop().time() + 30
        while ticks < 200:  # the loop runs while the write waits for the file
            assert asyncio.get_running_loop().time() < deadline
            await asyncio.sleep(0.005)
        assert not write.done()
        other.execute("COMMIT")
        await asyncio.wait_for(write, 30)
        assert await store.user_language("7") == "hr"

        quick = await Store.open(path, busy_timeout=0.2)
        try:
            other.execute("BEGIN IMMEDIATE")
            with pytest.raises(sqlite3.OperationalError, match="locked"):
                await quick.set_user_language("7", "Ana", "de")
            other.execute("ROLLBACK")
            assert await quick.user_language("7") == "hr"
            await quick.set_user_language("7", "Ana", "de")  # free again: it goes through
            assert await store.user_language("7") == "de"
        finally:
            await quick.close()
    finally:
        ticker.cancel()
        other.close()
        await store.close()


async def test_an_empty_file_becomes_a_fresh_database(tmp_path: Path) -> None:
    path = tmp_path / "yamb.sqlite3"
    path.touch()
    store = await Store.open(path)
    await store.close()
    assert pragma(path, "user_version") == LATEST


async def test_each_migration_applies_in_order_and_keeps_data(tmp_path: Path) -> None:
    old = tmp_path / "old"
    old.mkdir()
    shutil.copy(MIGRATIONS_DIR / "0001_initial.sql", old)
    path = tmp_path / "yamb.sqlite3"
    store = await Store.open(path, migrations_dir=old)
    await store.remember_users({"ana": "Ana"})
    await store.close()
    assert pragma(path, "user_version") == 1

    new = tmp_path / "new"
    shutil.copytree(old, new)
    (new / "0002_nickname.sql").write_text(
        "-- a later change\nALTER TABLE users ADD COLUMN nickname TEXT;\n"
        "UPDATE users SET nickname = 'ana; the first';\n",
        encoding="utf-8",
    )
    store = await Store.open(path, migrations_dir=new)
    await store.close()
    assert pragma(path, "user_version") == 2
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT display_name, nickname FROM users").fetchall() == [
        ("Ana", "ana; the first")
    ]
    conn.close()


async def test_a_failing_migration_leaves_the_previous_version(tmp_path: Path) -> None:
    migrations = tmp_path / "migrations"
    migrations.mkdir()
    shutil.copy(MIGRATIONS_DIR / "0001_initial.sql", migrations)
    (migrations / "0002_broken.sql").write_text(
        "CREATE TABLE half_done (x INTEGER);\nINSERT INTO no_such_table VALUES (1);\n",
        encoding="utf-8",
    )
    path = tmp_path / "yamb.sqlite3"
    with pytest.raises(StoreError) as failed:
        await Store.open(path, migrations_dir=migrations)
    assert "0002_broken.sql" in str(failed.value) and "version 1" in str(failed.value)
    assert pragma(path, "user_version") == 1  # 0001 committed on its own
    assert "half_done" not in tables(path)  # 0002 rolled back as a whole


async def test_a_newer_schema_is_refused_without_change(tmp_path: Path) -> None:
    path = tmp_path / "yamb.sqlite3"
    store = await Store.open(path)
    await store.close()
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {LATEST + 3}")
    conn.close()
    before = path.read_bytes()
    with pytest.raises(SchemaTooNew) as refused:
        await Store.open(path)
    assert refused.value.found == LATEST + 3 and refused.value.supported == LATEST
    assert str(path) in str(refused.value)
    assert "Upgrade the bot" in str(refused.value)
    assert path.read_bytes() == before


async def test_a_file_that_is_not_a_database_is_never_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "yamb.sqlite3"
    path.write_bytes(b"these are my holiday photos, not a database" * 100)
    before = path.read_bytes()
    with pytest.raises(DatabaseUnreadable) as refused:
        await Store.open(path)
    assert refused.value.path == str(path) and str(path) in str(refused.value)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["yamb.sqlite3"]


async def test_a_damaged_database_is_refused_by_the_integrity_check(tmp_path: Path) -> None:
    path = tmp_path / "yamb.sqlite3"
    store = await Store.open(path)
    for channel in range(3):
        stored = await new_game(store, SPECS[0], channel=f"c{channel}")
        await play_out(store, stored, random.Random(channel), steps=150)
    await store.close()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    page_size = conn.execute("PRAGMA page_size").fetchone()[0]
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    conn.close()
    assert pages > 4
    data = bytearray(path.read_bytes())
    for page in range(2, pages - 1):  # keep page 1 (the header) intact: damage the b-trees
        start = page * page_size + 8
        data[start : start + 64] = b"\xff" * 64
    path.write_bytes(bytes(data))
    with pytest.raises(DatabaseUnreadable) as refused:
        await Store.open(path)
    assert str(path) in str(refused.value)
    assert path.read_bytes() == bytes(data)


async def test_another_programs_database_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY)")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    with pytest.raises(DatabaseUnreadable) as refused:
        await Store.open(path)
    assert "another program" in str(refused.value)
    assert path.read_bytes() == before


async def test_a_folder_is_not_a_database(tmp_path: Path) -> None:
    with pytest.raises(DatabaseUnreadable):
        await Store.open(tmp_path)


def test_the_path_comes_from_the_environment() -> None:
    assert database_path({}) == DEFAULT_DATABASE_PATH == Path("data/yamb.sqlite3")
    assert database_path({"DATABASE_PATH": " "}) == DEFAULT_DATABASE_PATH
    assert database_path({"DATABASE_PATH": "/srv/yamb/games.db"}) == Path("/srv/yamb/games.db")


async def test_online_backup_while_playing(tmp_path: Path) -> None:
    path = tmp_path / "yamb.sqlite3"
    store = await Store.open(path)
    try:
        stored = await new_game(store, SPECS[0])
        stored = await play_out(store, stored, random.Random(8), steps=60)
        target = await store.backup(tmp_path / "backups" / "yamb-1.sqlite3")
        stored = await play_out(store, stored, random.Random(9), steps=10)
        assert await store.integrity_check(full=True) == []
        with pytest.raises(StoreError):
            await store.backup(path)
    finally:
        await store.close()
    copy = await Store.open(target, check="full")
    try:
        loaded = await copy.load_game(stored.game_id)
        assert loaded.seq == 60 and loaded.game is not None
    finally:
        await copy.close()
    assert not target.with_name(target.name + ".partial").exists()
