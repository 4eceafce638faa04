"""The admin commands where they went wrong: `migrate` and what follows it, `verify` on a database
it cannot replay, `backup` onto the lock file, and the .env file's encodings. Each test runs the
real command (tests/test_cli.py's `run`) and checks one line, the exit status, and the files.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.store import Store
from tests.pgserver import PgServer
from tests.storedb import StoreDatabase
from tests.test_cli import run


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
