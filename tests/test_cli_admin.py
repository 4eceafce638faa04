"""The admin commands where they went wrong: `migrate` and what follows it, `verify` on a database
it cannot replay, `backup` onto the lock file, and the .env file's encodings. Each test runs the
real command (tests/test_cli.py's `run`) and checks one line, the exit status, and the files.
"""

from __future__ import annotations

import asyncio
import os
import random
import sqlite3
from collections.abc import AsyncIterator, Iterator, Sequence
from pathlib import Path

import pytest

from bot.config import load_settings, read_env_file
from bot.instance import AlreadyRunning, ProcessLock
from bot.store import Store, StoreError
from bot.store.database import load_migrations, prepare
from tests.pgserver import PgServer
from tests.store_crash_worker import SPECS, new_game, play_out
from tests.storedb import StoreDatabase
from tests.test_cli import TOKEN, _drop_root_file_powers, make_database, one_line, run


@pytest.fixture
def pg(pg_server: PgServer) -> Iterator[StoreDatabase]:
    """A new empty PostgreSQL database."""
    url = pg_server.create_database()
    yield StoreDatabase("postgresql", url)
    pg_server.drop_database(url.rsplit("/", 1)[1])


async def new_tournament(store: Store, channel: str) -> int:
    row = await store.create_tournament(
        guild_id="g1", channel_id=channel, organiser_id="org", name=f"Cup {channel}",
        format="swiss", ruleset="classic",
    )
    return row.tournament_id


# -- migrate -------------------------------------------------------------------------------------
async def test_after_migrate_new_tournaments_and_games_number_on(
    pg: StoreDatabase, tmp_path: Path
) -> None:
    source = tmp_path / "yamb.sqlite3"
    store = await Store.open(source)
    try:
        copied = [await new_tournament(store, f"c{n}") for n in range(3)]
        game = await store.create_game(
            guild_id="g1", channel_id="g", host_id="ana", ruleset="classic"
        )
    finally:
        await store.close()
    env = {"DATABASE_PATH": str(source)}
    done = await asyncio.to_thread(run, ["migrate", "--to", pg.target], tmp_path, env)
    assert done.returncode == 0, done.stderr
    new = await Store.open(pg.target)
    try:
        # the identity counters were left at 1: "duplicate key value violates ... tournaments"
        assert await new_tournament(new, "after") > max(copied)
        fresh = await new.create_game(
            guild_id="g1", channel_id="g2", host_id="ana", ruleset="classic"
        )
        assert fresh.game_id > game.game_id
    finally:
        await new.close()



async def two_games(path: Path) -> list[int]:
    """A SQLite database with a finished game and one in play; their ids."""
    store = await Store.open(path, synchronous="NORMAL")
    try:
        ids = []
        for number, steps in ((0, None), (1, 20)):
            stored = await new_game(store, SPECS[1], channel=f"c{number}")
            stored = await play_out(store, stored, random.Random(number), steps=steps)
            ids.append(stored.game_id)
        return ids
    finally:
        await store.close()


def break_action(path: Path, game_id: int, seq: int) -> None:
    """An action its game's replay refuses, written past the append-only guard (by hand)."""
    conn = sqlite3.connect(path)
    try:
        guard = conn.execute(
            "SELECT sql FROM sqlite_schema WHERE name = 'actions_no_update'"
        ).fetchone()[0]
        with conn:
            conn.execute("DROP TRIGGER actions_no_update")
            conn.execute(
                "UPDATE actions SET action = ? WHERE game_id = ? AND seq = ?",
                ('{"do": "nonsense"}', game_id, seq),
            )
            conn.execute(guard)
    finally:
        conn.close()


async def rows_in(pg: StoreDatabase) -> int:
    found = await pg.fetch(
        "SELECT (SELECT count(*) FROM games) + (SELECT count(*) FROM actions) "
        "+ (SELECT count(*) FROM users)"
    )
    return int(found[0][0])


async def test_migrate_refuses_a_source_whose_game_does_not_replay_before_copying(
    pg: StoreDatabase, tmp_path: Path
) -> None:
    source = tmp_path / "yamb.sqlite3"
    ids = await two_games(source)
    break_action(source, ids[1], 3)
    env = {"DATABASE_PATH": str(source)}
    for _ in range(2):  # the second try is refused alike: the target was left empty
        done = await asyncio.to_thread(run, ["migrate", "--to", pg.target], tmp_path, env)
        line = one_line(done)
        assert f"{source} has games whose logs do not replay: game #{ids[1]} (its action 3" in line
        assert "Nothing was copied" in line and "the copy" not in line
        assert await rows_in(pg) == 0


async def test_migrate_rolls_back_a_copy_that_differs(
    pg: StoreDatabase, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bot.store import maintenance, postgres

    source = tmp_path / "yamb.sqlite3"
    await two_games(source)
    rows = postgres._rows

    async def one_action_lost(
        conn: object, table: str, columns: Sequence[str], chunk: int
    ) -> AsyncIterator[list[tuple[object, ...]]]:
        async for chunk_rows in rows(conn, table, columns, chunk):
            yield chunk_rows[1:] if table == "actions" else chunk_rows

    monkeypatch.setattr(postgres, "_rows", one_action_lost)  # as if the copy lost a row
    with pytest.raises(StoreError) as refused:
        await maintenance.migrate(source, pg.target, lambda line: None)
    message = str(refused.value)
    assert "actions has" in message and "It was rolled back (nothing was copied)" in message
    assert await rows_in(pg) == 0


async def test_migrate_refuses_while_a_bot_runs_on_the_source(
    pg: StoreDatabase, tmp_path: Path
) -> None:
    source = tmp_path / "yamb.sqlite3"
    await two_games(source)
    env = {"DATABASE_PATH": str(source)}
    with ProcessLock(source):  # as the running bot holds it
        done = await asyncio.to_thread(run, ["migrate", "--to", pg.target], tmp_path, env)
    line = one_line(done)
    assert f"A bot is running on {source}" in line and "stop it, then migrate" in line
    assert await pg.fetch("SELECT count(*) FROM pg_tables WHERE schemaname = 'public'") == [(0,)]
    # stopped: it goes through
    done = await asyncio.to_thread(run, ["migrate", "--to", pg.target], tmp_path, env)
    assert done.returncode == 0, done.stderr


# -- verify --------------------------------------------------------------------------------------
def test_verify_refuses_an_older_schema_in_one_line(tmp_path: Path) -> None:
    latest = len(load_migrations())
    (tmp_path / "zero.sqlite3").touch()  # an empty file: schema version 0, no tables
    prepare(tmp_path / "one.sqlite3", migrations=load_migrations()[:1])
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    for name, version in (("zero", 0), ("one", 1)):
        env = {"DATABASE_PATH": str(tmp_path / f"{name}.sqlite3")}
        line = one_line(run(["verify"], tmp_path, env))  # was "no such table: games"
        assert f"has schema version {version}, not {latest}: start this version" in line
        assert (tmp_path / f"{name}.sqlite3").read_bytes() == before[f"{name}.sqlite3"]


def test_verify_of_a_damaged_page_is_one_line(tmp_path: Path) -> None:
    path = tmp_path / "yamb.sqlite3"
    asyncio.run(make_database(path))
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        root = conn.execute("SELECT rootpage FROM sqlite_schema WHERE name = 'games'").fetchone()
        size = conn.execute("PRAGMA page_size").fetchone()[0]
    conn.close()
    data = bytearray(path.read_bytes())
    data[(root[0] - 1) * size : root[0] * size] = b"\xff" * size  # opening does not read it
    path.write_bytes(bytes(data))
    line = one_line(run(["verify"], tmp_path, {"DATABASE_PATH": str(path)}))
    assert "reading it failed (database disk image is malformed)" in line
    assert "fix or replace it" in line
    assert path.read_bytes() == data


def test_verify_of_an_empty_postgresql_database_is_one_line(
    pg: StoreDatabase, tmp_path: Path
) -> None:
    line = one_line(run(["verify"], tmp_path, {"DATABASE_URL": pg.target}))
    assert "has schema version 0" in line  # was UndefinedTableError
    assert asyncio.run(pg.fetch("SELECT count(*) FROM pg_tables WHERE schemaname = 'public'")) == [
        (0,)
    ]


# -- backup --------------------------------------------------------------------------------------
@pytest.mark.parametrize("target", ["data/yamb.sqlite3.lock", "data-link/yamb.sqlite3.lock"])
def test_backup_never_replaces_the_running_bots_lock_file(tmp_path: Path, target: str) -> None:
    database = tmp_path / "data" / "yamb.sqlite3"
    database.parent.mkdir()
    asyncio.run(make_database(database))
    (tmp_path / "data-link").symlink_to(tmp_path / "data", target_is_directory=True)
    env = {"DATABASE_PATH": str(database)}
    with ProcessLock(database) as held:  # as the running bot holds it
        before = held.path.read_bytes()
        line = one_line(run(["backup", "--force", target], tmp_path, env))
        assert "is the live database's .lock file" in line and "another file" in line
        assert held.path.read_bytes() == before
        with pytest.raises(AlreadyRunning):  # still held: a second bot is refused
            ProcessLock(database).acquire()


# -- the .env file -------------------------------------------------------------------------------
def test_env_file_with_a_byte_order_mark_keeps_its_first_line(tmp_path: Path) -> None:
    env = tmp_path / ".env"
    env.write_text(f"DISCORD_TOKEN={TOKEN}\nLOG_LEVEL=DEBUG\n", encoding="utf-8-sig")
    assert env.read_bytes().startswith(b"\xef\xbb\xbf")  # as Notepad saves "UTF-8 with BOM"
    settings = load_settings(env, environ={})
    assert settings.token == TOKEN and settings.log_level == "DEBUG"


@pytest.mark.parametrize("encoding", ["latin-1", "utf-16"])
def test_env_file_not_in_utf8_is_one_line(tmp_path: Path, encoding: str) -> None:
    (tmp_path / ".env").write_text(
        f"# Bot für Würfel\nDISCORD_TOKEN={TOKEN}\n", encoding=encoding
    )
    before = (tmp_path / ".env").read_bytes()
    for args in ([], ["check"], ["migrate", "--to", "postgresql://nobody@127.0.0.1:1/x"]):
        line = one_line(run(args, tmp_path, {}))  # was a UnicodeDecodeError traceback
        assert line == "yamb-bot: .env is not UTF-8 text (Latin-1 or UTF-16?): save it as UTF-8."
    assert sorted(p.name for p in tmp_path.iterdir()) == [".env"]
    assert (tmp_path / ".env").read_bytes() == before


def test_env_file_inline_comments_are_not_part_of_the_value(tmp_path: Path) -> None:
    env = tmp_path / ".env"
    env.write_text(
        f"DISCORD_TOKEN={TOKEN}   # from the Developer Portal\n"
        "DATABASE_PATH=data/yamb.sqlite3   # the main database\n"
        "LOG_LEVEL='WARNING'\t# quiet\n"
        "EXAMPLE=page#not-a-comment\n"
        "WEB_HOST=\"host # with a hash\"   # quoted: kept\n",
        encoding="utf-8",
    )
    settings = load_settings(env, environ={})
    assert settings.token == TOKEN
    assert settings.database == "data/yamb.sqlite3"
    assert settings.log_level == "WARNING"
    values = read_env_file(env)
    assert values["EXAMPLE"] == "page#not-a-comment"
    assert values["WEB_HOST"] == "host # with a hash"


# -- a database in a read-only folder ------------------------------------------------------------
@pytest.mark.parametrize("command", [["check"], ["verify"], ["backup", "../copy.sqlite3"]])
def test_a_wal_database_in_a_read_only_folder_is_not_called_damaged(
    tmp_path: Path, command: list[str]
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    database = folder / "yamb.sqlite3"
    asyncio.run(make_database(database))  # closed: its -wal and -shm are gone
    assert [p.name for p in folder.iterdir()] == ["yamb.sqlite3"]
    before = database.read_bytes()
    folder.chmod(0o555)
    try:
        preexec = _drop_root_file_powers if os.geteuid() == 0 else None
        done = run(command, folder, {"DATABASE_PATH": str(database)}, preexec)
    finally:
        folder.chmod(0o755)
    line = one_line(done)  # was "it is damaged or not a database"
    assert "damaged" not in line
    assert "SQLite needs to create yamb.sqlite3-wal and yamb.sqlite3-shm beside" in line
    assert f"the folder {folder} is read-only for this user" in line
    assert [p.name for p in folder.iterdir()] == ["yamb.sqlite3"]
    assert database.read_bytes() == before
    assert not (tmp_path / "copy.sqlite3").exists()
