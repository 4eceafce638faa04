"""PostgreSQL on its own: its migrations, what it refuses at opening, the commands an operator
runs against it, and moving a SQLite database into it. (The store's behaviour on PostgreSQL is
tested by the same tests as on SQLite: see tests/storedb.py.)
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import random
import shutil
import socket
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.store import (
    DatabaseUnreachable,
    DatabaseUnreadable,
    SchemaTooNew,
    Store,
    StoreError,
    database_target,
)
from bot.store.backend import parse_target, safe_url
from bot.store.database import MIGRATIONS_DIR, load_migrations
from tests.pgserver import PgServer
from tests.store_crash_worker import SPECS, new_game, play_out
from tests.storedb import StoreDatabase
from tests.test_cli import one_line, run

LATEST = len(load_migrations())


@pytest.fixture
def pg(pg_server: PgServer) -> Iterator[StoreDatabase]:
    """A new empty PostgreSQL database."""
    url = pg_server.create_database()
    yield StoreDatabase("postgresql", url)
    pg_server.drop_database(url.rsplit("/", 1)[1])


async def version(db: StoreDatabase) -> int:
    return int((await db.fetch("SELECT version FROM yamb_schema"))[0][0])


async def tables(db: StoreDatabase) -> set[str]:
    rows = await db.fetch("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")
    return {r[0] for r in rows}


# -- migrations --------------------------------------------------------------------------------
def test_both_dialects_have_the_same_migrations() -> None:
    """One sequence: every SQLite migration has its PostgreSQL twin of the same number and
    name (when a branch adds migrations/NNNN_x.sql, it adds migrations/postgresql/NNNN_x.sql)."""
    sqlite_names = [m.name for m in load_migrations()]
    postgres_names = [m.name for m in load_migrations(MIGRATIONS_DIR / "postgresql")]
    assert sqlite_names == postgres_names


async def test_an_empty_database_migrates_to_latest(pg: StoreDatabase) -> None:
    store = await Store.open(pg.target)
    assert store.schema_version == LATEST and store.backend == "postgresql"
    await store.close()
    assert await version(pg) == LATEST
    assert {"games", "actions", "results", "users", "guild_settings", "pictures"} <= await tables(
        pg
    )
    again = await Store.open(pg.target)  # opening again changes nothing
    await again.close()
    assert await version(pg) == LATEST


async def test_two_processes_starting_together_migrate_once(pg: StoreDatabase) -> None:
    stores = await asyncio.gather(*(Store.open(pg.target) for _ in range(3)))
    try:
        assert [s.schema_version for s in stores] == [LATEST] * 3
        assert await version(pg) == LATEST
    finally:
        for store in stores:
            await store.close()


async def test_each_migration_applies_in_order_and_keeps_data(
    pg: StoreDatabase, tmp_path: Path
) -> None:
    old = tmp_path / "old"
    (old / "postgresql").mkdir(parents=True)
    shutil.copy(MIGRATIONS_DIR / "0001_initial.sql", old)
    shutil.copy(MIGRATIONS_DIR / "postgresql" / "0001_initial.sql", old / "postgresql")
    store = await Store.open(pg.target, migrations_dir=old)
    await store.remember_users({"ana": "Ana"})
    await store.close()
    assert await version(pg) == 1
    await pg.execute(
        "INSERT INTO guild_settings VALUES ('g1', 'yamm', NULL, '{}', 5, '[\"c1\"]', 0)"
    )
    # the real 0002 turns the old settings columns into one JSON object
    new = tmp_path / "new"
    shutil.copytree(old, new)
    shutil.copy(MIGRATIONS_DIR / "0002_settings_as_json.sql", new)
    shutil.copy(MIGRATIONS_DIR / "postgresql" / "0002_settings_as_json.sql", new / "postgresql")
    store = await Store.open(pg.target, migrations_dir=new)
    try:
        assert await version(pg) == 2
        settings_now = await store.guild_settings("g1")
        assert settings_now.default_ruleset == "yamm"
        assert settings_now.turn_timeout_minutes == 5
        assert (await store.display_names(["ana"])) == {"ana": "Ana"}
    finally:
        await store.close()


async def test_a_failing_migration_leaves_the_previous_version(
    pg: StoreDatabase, tmp_path: Path
) -> None:
    migrations = tmp_path / "migrations"
    (migrations / "postgresql").mkdir(parents=True)
    shutil.copy(MIGRATIONS_DIR / "0001_initial.sql", migrations)
    shutil.copy(MIGRATIONS_DIR / "postgresql" / "0001_initial.sql", migrations / "postgresql")
    broken = "CREATE TABLE half_done (x integer);\nINSERT INTO no_such_table VALUES (1);\n"
    (migrations / "0002_broken.sql").write_text(broken, encoding="utf-8")
    (migrations / "postgresql" / "0002_broken.sql").write_text(broken, encoding="utf-8")
    with pytest.raises(StoreError) as failed:
        await Store.open(pg.target, migrations_dir=migrations)
    assert "0002_broken.sql" in str(failed.value) and "version 1" in str(failed.value)
    assert await version(pg) == 1  # 0001 committed on its own
    assert "half_done" not in await tables(pg)  # 0002 rolled back as a whole


async def test_a_newer_schema_is_refused_without_change(pg: StoreDatabase) -> None:
    await (await Store.open(pg.target)).close()
    await pg.execute("UPDATE yamb_schema SET version = ?", (LATEST + 3,))
    with pytest.raises(SchemaTooNew) as refused:
        await Store.open(pg.target)
    assert refused.value.found == LATEST + 3 and refused.value.supported == LATEST
    message = str(refused.value)
    assert safe_url(pg.target) in message and "Upgrade the bot" in message
    assert "\n" not in message and ":" + pg.target.split(":")[2].split("@")[0] not in message
    assert await version(pg) == LATEST + 3


async def test_another_programs_database_is_left_alone(pg: StoreDatabase) -> None:
    await pg.execute("CREATE TABLE invoices (id integer PRIMARY KEY)")
    with pytest.raises(DatabaseUnreadable) as refused:
        await Store.open(pg.target)
    assert "another program" in str(refused.value)
    assert await tables(pg) == {"invoices"}


# -- what opening refuses ------------------------------------------------------------------------
def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])  # closed again when this returns: nobody listens


def _bad_urls(server: PgServer) -> list[tuple[str, str]]:
    """(URL, words the one line must hold) for each way a URL can fail."""
    return [
        (f"postgresql://yamb_admin:secret@127.0.0.1:{_closed_port()}/yamb", "cannot reach"),
        (server.url("postgres", password="wrong-secret"), "refused the password"),
        (server.url("no_such_database"), "there is no database no_such_database"),
        ("postgresql://yamb_admin:secret@no-such-host.invalid/yamb", "no-such-host.invalid"),
        ("postgresql://yamb_admin:secret@127.0.0.1:port/yamb", "not a valid URL"),
        (f"postgresql://yamb_admin:secret@127.0.0.1:{server.port}", "names no database"),
        ("mysql://yamb@localhost/yamb", "must start with postgresql://"),
    ]


async def test_unreachable_wrong_password_or_bad_url_is_one_clear_line(
    pg_server: PgServer,
) -> None:
    for url, words in _bad_urls(pg_server):
        with pytest.raises(StoreError) as refused:
            await Store.open(url)
        message = str(refused.value)
        assert words in message, (url, message)
        assert "\n" not in message and "secret" not in message, message
        if "mysql" not in url:
            assert isinstance(refused.value, DatabaseUnreachable | StoreError)


def test_the_bot_and_its_commands_say_it_in_one_line(pg_server: PgServer, tmp_path: Path) -> None:
    token = "MTAxMDEwMTAxMDEwMTAxMA.GaBcDe.fake-token-for-tests-only_abcdefghij"
    unreachable, wrong_password, no_database = _bad_urls(pg_server)[:3]
    for (url, words), args in (
        (unreachable, []),
        (wrong_password, []),
        (no_database, []),
        (wrong_password, ["check"]),
        (unreachable, ["verify"]),
    ):
        env = {"DATABASE_URL": url, "DISCORD_TOKEN": token}
        line = one_line(run(args, tmp_path, env))
        assert words in line and "secret" not in line, line
    assert list(tmp_path.iterdir()) == []  # and no SQLite file instead


def test_database_url_wins_over_database_path() -> None:
    assert database_target({}) == "data/yamb.sqlite3"
    assert database_target({"DATABASE_PATH": "/srv/y.db"}) == "/srv/y.db"
    both = {"DATABASE_PATH": "/srv/y.db", "DATABASE_URL": "postgresql://y@h/yamb"}
    assert database_target(both) == "postgresql://y@h/yamb"
    assert parse_target("sqlite:///data/y.db").path == Path("data/y.db")
    assert parse_target("sqlite:////srv/y.db").path == Path("/srv/y.db")
    assert parse_target("postgres://y:pw@h:5433/yamb").kind == "postgresql"
    assert str(parse_target("postgresql://y:pw@h:5433/yamb")) == "postgresql://y@h:5433/yamb"
    assert parse_target("data/y.db").path == Path("data/y.db")


# -- the commands on PostgreSQL ------------------------------------------------------------------
async def test_check_verify_and_backup_on_postgresql(pg: StoreDatabase, tmp_path: Path) -> None:
    store = await Store.open(pg.target)
    try:
        for channel, spec in enumerate(SPECS[:2]):
            stored = await new_game(store, spec, channel=f"c{channel}")
            await play_out(store, stored, random.Random(channel), steps=None if channel else 40)
    finally:
        await store.close()
    env = {"DATABASE_URL": pg.target}
    done = await asyncio.to_thread(run, ["check"], tmp_path, env)
    assert done.returncode == 0 and done.stdout == (
        f"{safe_url(pg.target)}: ok (schema version {LATEST})\n"
    )
    done = await asyncio.to_thread(run, ["verify"], tmp_path, env)
    assert done.returncode == 0, done.stderr
    assert "2 games replayed, the results of 1 finished games" in done.stdout
    line = one_line(await asyncio.to_thread(run, ["backup", "copy.sqlite3"], tmp_path, env))
    assert "pg_dump" in line
    assert list(tmp_path.iterdir()) == []
    # a damaged log is found by verify
    await pg.execute("ALTER TABLE actions DISABLE TRIGGER USER")
    await pg.execute('UPDATE actions SET action = \'{"do": "nonsense"}\' WHERE seq = 3')
    done = await asyncio.to_thread(run, ["verify"], tmp_path, env)
    assert done.returncode == 1 and "cannot be replayed" in done.stdout


# -- json_patch: PostgreSQL's function answers as SQLite's built-in --------------------------------
_json = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 5) | st.sampled_from(["a", "b"]),
    lambda inner: (
        st.lists(inner, max_size=2)
        | st.dictionaries(st.sampled_from(["k", "m", "n"]), inner, max_size=3)
    ),
    max_leaves=6,
)


@pytest.fixture(scope="module")
def migrated_url(pg_server: PgServer) -> Iterator[str]:
    url = pg_server.create_database()

    async def migrate() -> None:
        await (await Store.open(url)).close()

    asyncio.run(migrate())
    yield url
    pg_server.drop_database(url.rsplit("/", 1)[1])


@settings(max_examples=60)
@given(target=st.dictionaries(st.sampled_from(["k", "m", "n"]), _json), patch=_json)
def test_json_patch_matches_sqlite(migrated_url: str, target: object, patch: object) -> None:
    texts = (json.dumps(target), json.dumps(patch))
    conn = sqlite3.connect(":memory:")
    expected = json.loads(conn.execute("SELECT json_patch(?, ?)", texts).fetchone()[0])
    conn.close()
    rows = asyncio.run(
        StoreDatabase("postgresql", migrated_url).fetch("SELECT json_patch(?, ?)", texts)
    )
    assert json.loads(rows[0][0]) == expected


# -- moving a SQLite database over ---------------------------------------------------------------
def digest(folder: Path) -> dict[str, str]:
    """The files of a folder by their bytes; a read-only reader of a WAL database may add the
    empty -wal and -shm files SQLite needs for reading (the database file is what counts)."""
    found = {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in folder.iterdir()}
    if found.get("yamb.sqlite3-wal") == hashlib.sha256(b"").hexdigest():
        del found["yamb.sqlite3-wal"]
        found.pop("yamb.sqlite3-shm", None)
    return found


async def fill_sqlite(path: Path) -> dict[str, int]:
    """Finished games of every mode, one in play, a lobby, an abandoned game, settings,
    names and a picture; returns the ids of the unfinished ones."""
    store = await Store.open(path, synchronous="NORMAL")  # durability is not the point here
    try:
        for number, spec in enumerate(SPECS):
            stored = await new_game(store, spec, channel=f"done{number}")
            await play_out(store, stored, random.Random(number))
        playing = await new_game(store, SPECS[1], channel="playing")
        playing = await play_out(store, playing, random.Random(50), steps=33)
        await store.update_ui_state(playing.game_id, {"turn_message": "m1", "away": {"bo": 1}})
        await store.keep_picture(playing.game_id, "sheet.png", "k1", b"\x89PNG fake bytes")
        abandoned = await new_game(store, SPECS[0], channel="gone")
        await play_out(store, abandoned, random.Random(51), steps=7)
        await store.abandon_game(abandoned.game_id, "host left")
        lobby = await store.create_game(
            guild_id="g1", channel_id="lobby", host_id="ana", ruleset="yamm", names={"ana": "Ana"}
        )
        await store.set_guild_settings("g1", default_ruleset="yamm", turn_timeout_minutes=5)
        await store.remember_users({"bo": "Bo ✓", "cy": "Cy"})
        return {"playing": playing.game_id, "lobby": lobby.game_id}
    finally:
        await store.close()


async def views(store: Store) -> list[object]:
    """What the bot shows from a database."""
    return [
        await store.leaderboard("g1"),
        await store.leaderboard("g1", order="average", days=3650),
        await store.player_stats("g1", "ana"),
        await store.player_stats(None, "bo"),
        await store.head_to_head("g1", "ana", "bo"),
        await store.ratings("g1", "classic"),
        await store.recent_games("g1", limit=50),
        await store.guild_settings("g1"),
        await store.display_names(["ana", "bo", "cy", "dee"]),
        [(i.game_id, i.status, i.seq, i.ui_state) for i in await store.open_games()],
    ]


async def test_migrate_copies_everything_and_verifies(pg: StoreDatabase, tmp_path: Path) -> None:
    source = tmp_path / "data" / "yamb.sqlite3"
    source.parent.mkdir()
    ids = await fill_sqlite(source)
    before = digest(source.parent)
    env = {"DATABASE_PATH": str(source)}

    done = await asyncio.to_thread(run, ["migrate", "--to", pg.target], tmp_path, env)
    assert done.returncode == 0, done.stderr
    assert done.stderr == "" and "secret" not in done.stdout
    lines = done.stdout.splitlines()
    assert lines[0] == f"copying {source} into {safe_url(pg.target)}"
    assert "  actions: " in done.stdout and "  pictures: 1 rows" in done.stdout
    assert "games replayed alike on both sides" in done.stdout
    assert digest(source.parent) == before  # the source was only read

    old = await Store.open(source, read_only=True)
    new = await Store.open(pg.target)
    try:
        assert await views(new) == await views(old)
        assert await new.picture(ids["playing"], "sheet.png", "k1") == b"\x89PNG fake bytes"
        for game_id in await old.game_ids():
            a, b = await old.load_game(game_id), await new.load_game(game_id)
            assert a.info == b.info
            assert (a.game and a.game.history) == (b.game and b.game.history)
        # play goes on in the copy: the game in play ends there, new games number on
        playing = await new.load_game(ids["playing"])
        finished = await play_out(new, playing, random.Random(52))
        assert finished.info.status == "finished"
        fresh = await new.create_game(
            guild_id="g1", channel_id="new", host_id="ana", ruleset="classic"
        )
        assert fresh.game_id > max(await old.game_ids())
    finally:
        await old.close()
        await new.close()

    # a second copy into the now used database is refused, and changes nothing
    count = await pg.fetch("SELECT count(*) FROM actions")
    line = one_line(await asyncio.to_thread(run, ["migrate", "--to", pg.target], tmp_path, env))
    assert "is not empty" in line and "nothing was copied" in line
    assert await pg.fetch("SELECT count(*) FROM actions") == count
    assert digest(source.parent) == before


async def test_migrate_refuses_what_it_cannot_do(
    pg: StoreDatabase, pg_server: PgServer, tmp_path: Path
) -> None:
    source = tmp_path / "yamb.sqlite3"
    await (await Store.open(source)).close()
    env = {"DATABASE_PATH": str(source)}
    cases = [
        (["migrate", "--to", f"sqlite:///{tmp_path}/other.db"], "takes a postgresql:// URL"),
        (["migrate", "--from", pg.target, "--to", pg.target], "not a SQLite file"),
        (
            ["migrate", "--from", str(tmp_path / "missing.db"), "--to", pg.target],
            "no game database",
        ),
        (["migrate", "--to", pg_server.url("postgres", password="wrong-secret")], "password"),
        (["migrate"], "usage"),
        (["migrate", "--to"], "usage"),
    ]
    for args, words in cases:
        line = one_line(await asyncio.to_thread(run, args, tmp_path, env))
        assert words in line, (args, line)
    assert await tables(pg) == set()  # nothing was created in the target
    await pg.execute("CREATE TABLE invoices (id integer)")
    line = one_line(await asyncio.to_thread(run, ["migrate", "--to", pg.target], tmp_path, env))
    assert "another program" in line
    assert await tables(pg) == {"invoices"}


# -- the throwaway server where PostgreSQL is missing ----------------------------------------------
_WITHOUT_POSTGRESQL = """
import tests.pgserver

tests.pgserver.find_program = lambda name: None  # as on a machine without PostgreSQL


def test_needs_a_server(pg_server):
    pass
"""


@pytest.mark.parametrize("required", ["", "1"])
def test_missing_postgresql_skips_in_one_line_unless_required(
    tmp_path: Path, required: str
) -> None:
    (tmp_path / "test_without.py").write_text(_WITHOUT_POSTGRESQL, encoding="utf-8")
    root = Path(__file__).resolve().parents[1]
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-rs",
            "-p",
            "no:cacheprovider",
            "-p",
            "tests.conftest",
            str(tmp_path / "test_without.py"),
        ],
        cwd=root,
        env={**os.environ, "PYTHONPATH": str(root), "YAMB_REQUIRE_POSTGRESQL": required},
        capture_output=True,
        text=True,
        timeout=120,
    )
    if required:
        assert done.returncode == 1, done.stdout
        assert "YAMB_REQUIRE_POSTGRESQL is set but PostgreSQL's server programs" in done.stdout
    else:
        assert done.returncode == 0, done.stdout
        skipped = [line for line in done.stdout.splitlines() if line.startswith("SKIPPED")]
        assert len(skipped) == 1 and "PostgreSQL tests skipped" in skipped[0], done.stdout
