"""Maintenance over either database: replaying every game (verify), moving a SQLite database
into PostgreSQL (migrate), and refusing a backup target before anything is opened.

Each step reports through `say` (one line each); refusals raise StoreError with one line.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import hashlib
import json
import os
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine import Game, ReplayError, answer, to_record
from engine.record import verify_positional_throws

from ..instance import lock_path
from . import database
from .backend import Row, parse_target
from .errors import CorruptGameLog, StoreError
from .results import result_rows
from .store import Store

if TYPE_CHECKING:
    from . import postgres

CHUNK = 5000  # rows per COPY and per read
Say = Callable[[str], None]


def check_backup(source: str | Path, target: str, *, force: bool) -> None:
    """Before opening anything: refuse a backup target that must not be written (SQLite), or a
    backup of a PostgreSQL database (pg_dump does that)."""
    where = parse_target(source)
    if where.path is None:
        raise StoreError(
            f"backup copies SQLite files; {where} is a PostgreSQL database: use pg_dump "
            "(e.g. pg_dump -Fc -f yamb.dump DATABASE_URL), restore with pg_restore."
        )
    database.check_backup_target(where.path, target, force=force)


# -- replaying ---------------------------------------------------------------------------------
async def game_state(store: Store, game_id: int) -> str:
    """A game as its log replays it, with its row and results, as one comparable text.

    Raises CorruptGameLog when the stored log does not replay.
    """
    stored = await store.load_game(game_id)
    store.evict(game_id)  # one pass over every game: keep none of them in memory
    info = stored.info
    results = await store.game_results(game_id)
    state: dict[str, Any] = {
        "info": [
            info.guild_id,
            info.channel_id,
            info.host_id,
            info.ruleset,
            info.options,
            info.mode,
            info.status,
            [[m.user_id, m.team] for m in info.members],
            info.players,
            info.teams,
            info.commitment,
            info.seq,
            info.ui_state,
            info.created_at,
            info.started_at,
            info.ended_at,
            info.last_action_at,
            info.end_reason,
        ],
        "answer": answer(stored.game) if stored.game is not None else None,
        "results": [
            [r.user_id, r.team, r.score, r.sheet_score, r.place, r.won, r.competitors, r.yambs]
            + [r.duration, r.finished_at]
            for r in results
        ],
    }
    return json.dumps(state, sort_keys=True, ensure_ascii=False)


@dataclass
class Verified:
    games: int = 0
    finished: int = 0
    problems: list[str] = field(default_factory=list)


async def verify(store: Store, say: Say | None = None) -> Verified:
    """Replay every game's log through the engine; a finished game's results must be the
    ones its replayed end gives. Reads only."""
    found = Verified()
    for game_id in await store.game_ids():
        try:
            stored = await store.load_game(game_id)
        except CorruptGameLog as error:
            found.problems.append(str(error))
            continue
        finally:
            store.evict(game_id)
        found.games += 1
        info, game = stored.info, stored.game
        if info.status == "active" and game is not None and game.is_over:
            found.problems.append(f"Game #{game_id} is over but not finished.")
        if info.status != "finished" or game is None:
            continue
        found.finished += 1
        if not game.is_over:
            found.problems.append(f"Game #{game_id} is finished but its log is not over.")
            continue
        if info.daily is not None:
            found.problems += await _verify_daily(store, info.game_id, info.daily, game)
            continue
        expected = result_rows(info, game, info.ended_at or 0.0)
        stored_rows = {r.user_id: r for r in await store.game_results(game_id)}
        for row in expected:
            got = stored_rows.get(row.user_id)
            if got is None or (got.score, got.place, got.won) != (row.score, row.place, row.won):
                found.problems.append(
                    f"Game #{game_id}: the stored result of {row.user_id} is not what its log "
                    "gives."
                )
                break
        if len(stored_rows) != len(expected):
            found.problems.append(f"Game #{game_id} has {len(stored_rows)} result rows.")
        if say is not None and found.games % 1000 == 0:
            say(f"  {found.games} games replayed")
    return found


async def _verify_daily(store: Store, game_id: int, number: int, game: Game) -> list[str]:
    """A finished daily attempt: its total on the day's board is its log's, and once the day
    has closed (its seed may be read), every die is the one the seed deals at its place."""
    attempt = await store.attempt_of_game(game_id)
    (player,) = game.players
    if attempt is None or attempt.total != game.sheet_total(player):
        return [f"Game #{game_id}: the daily board's total is not what its log gives."]
    seed = await store.daily_seed(number)
    if seed is None:
        return []
    try:
        verify_positional_throws(to_record(game), seed)
    except ReplayError as error:
        return [f"Game #{game_id} (Daily #{number}): {error}"]
    return []


# -- moving a SQLite database into PostgreSQL ------------------------------------------------
@dataclass
class Moved:
    rows: dict[str, int]  # rows copied per table
    games: int  # games replayed on both sides to the same state


async def migrate(source: str | Path, target: str, say: Say) -> Moved:
    """Copy the SQLite database `source` into the empty PostgreSQL database `target`, and
    verify: every game of the source is replayed first (a log that does not replay is refused
    before anything is copied); rows per table and a digest of every table's contents are
    compared before the copy is committed (a difference rolls it back); then every game is
    replayed in the copy to the same state. The source is opened read-only and copied from
    one snapshot; a bot running on it is refused (stop it first).

    Refuses (StoreError, one line) a source that is not a SQLite database of this version's
    schema, and a target that is not PostgreSQL, not empty, or not reachable.
    """
    from . import postgres, sqlite

    src, dst = parse_target(source), parse_target(target)
    if src.path is None:
        raise StoreError(f"migrate copies a SQLite database; {src} is not a SQLite file.")
    if dst.url is None:
        raise StoreError(f"migrate --to takes a postgresql:// URL, not {str(target)[:60]!r}.")
    with _no_bot_running(src.path):
        old = await Store.open(src.path, read_only=True, check="full")
        try:
            latest = len(database.load_migrations())
            if old.schema_version != latest:
                raise StoreError(
                    f"{src} has schema version {old.schema_version}; start this version of the "
                    f"bot on it once (it updates the schema to {latest}), then migrate."
                )
            assert isinstance(old._db, sqlite.SqliteBackend)
            tables = await sqlite.layout(old._db)
            new = await Store.open(dst.url)
            try:
                assert isinstance(new._db, postgres.PostgresBackend)
                await _refuse_unless_empty(new, tables)
                say(f"copying {src} into {new.where}")
                states = await _replay_source(old, say)
                order = _parents_first(tables)
                async with sqlite.read_snapshot(old._db) as snapshot:
                    before = {
                        name: await _digest(
                            sqlite.table_rows(snapshot, name, tables[name][0], CHUNK)
                        )
                        for name in order
                    }

                    async def compare(copy: postgres.TableReader) -> None:
                        problems = await _compare_tables(before, copy, tables, order)
                        if problems:  # raised inside the transaction: nothing is committed
                            raise StoreError(
                                f"The copy into {new.where} differed from {src}: "
                                f"{'; '.join(problems[:5])}. It was rolled back (nothing was "
                                "copied): report the problem."
                            )

                    sources = [
                        (
                            name,
                            tables[name][0],
                            sqlite.table_rows(snapshot, name, tables[name][0], CHUNK),
                        )
                        for name in order
                    ]
                    copied = await postgres.copy_in(new._db, sources, compare)
                for name in order:
                    say(f"  {name}: {copied[name]} rows")
                problems = await _compare_games(states, new)
                if problems:
                    shown = "; ".join(problems[:5])
                    raise StoreError(
                        f"The copy in {new.where} differs from {src}: {shown}. Do not use it: "
                        "empty that database and report the problem."
                    )
                say(
                    "verified: every table's rows alike, "
                    f"{len(states)} games replayed alike on both sides"
                )
                return Moved(copied, len(states))
            finally:
                await new.close()
        finally:
            await old.close()


@contextlib.contextmanager
def _no_bot_running(path: Path) -> Iterator[None]:
    """Refuse while a bot runs on the SQLite file `path` (it holds the lock file beside it,
    bot/instance.py): what it writes after the copy's snapshot would be lost. A shared lock
    on that file, held meanwhile, also refuses a bot that starts during the copy. A missing
    lock file: no bot runs (it is not created: the source's folder is only read)."""
    lock = lock_path(path)
    try:
        fd = os.open(lock, os.O_RDONLY)
    except FileNotFoundError:
        yield
        return
    except OSError as error:
        raise StoreError(
            f"Cannot read {lock} ({error.strerror}) to see whether a bot runs on {path}: "
            "run migrate as the bot's user."
        ) from None
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        except OSError as error:
            if error.errno not in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
                raise StoreError(f"Cannot lock {lock} ({error.strerror}).") from None
            raise StoreError(
                f"A bot is running on {path} (it holds {lock}): stop it, then migrate; "
                "nothing was copied."
            ) from None
        yield
    finally:
        os.close(fd)


async def _replay_source(old: Store, say: Say) -> dict[int, bytes]:
    """Every game of the source replayed, before anything is copied: game id -> a digest of
    its state. A log that does not replay is refused here, named as the source's."""
    states: dict[int, bytes] = {}
    broken: list[str] = []
    for game_id in await old.game_ids():
        try:
            state = await game_state(old, game_id)
        except CorruptGameLog as error:
            broken.append(f"game #{error.game_id} (its action {error.index}: {error.reason})")
            continue
        states[game_id] = hashlib.sha256(state.encode()).digest()
        if len(states) % 1000 == 0:
            say(f"  {len(states)} games replayed")
    if broken:
        raise StoreError(
            f"{old.where} has games whose logs do not replay: {'; '.join(broken[:5])}. "
            "Nothing was copied; `python -m bot verify` lists them (restore a backup)."
        )
    return states


async def _refuse_unless_empty(
    new: Store, tables: dict[str, tuple[list[str], list[str], set[str]]]
) -> None:
    missing = [t for t in tables if t not in set(await new._db.table_names())]
    if missing:
        raise StoreError(
            f"{new.where} lacks the tables {', '.join(missing)}: is it the same bot version?"
        )
    for table in tables:
        rows = await new._db.reader.fetch(f'SELECT 1 FROM "{table}" LIMIT 1')
        if rows:
            raise StoreError(
                f"{new.where} is not empty (its table {table} has rows): migrate only into "
                "an empty database; nothing was copied."
            )


def _parents_first(tables: dict[str, tuple[list[str], list[str], set[str]]]) -> list[str]:
    """The tables in an order where every foreign key points to a table copied before."""
    order: list[str] = []
    waiting = dict(sorted(tables.items()))
    while waiting:
        ready = [t for t, (_, _, parents) in waiting.items() if parents <= set(order)]
        if not ready:
            raise StoreError(f"The tables {', '.join(waiting)} point to each other in a cycle.")
        for table in ready:
            order.append(table)
            del waiting[table]
    return order


async def _digest(rows: AsyncIterator[list[Row]]) -> tuple[int, int]:
    """(rows, digest) of a table, whatever order its rows come in: the sum of each row's hash
    (a table's rows are unique by its primary key)."""
    count = total = 0
    async for chunk in rows:
        for row in chunk:
            text = repr(tuple(bytes(v) if isinstance(v, memoryview) else v for v in row))
            total += int.from_bytes(hashlib.sha256(text.encode()).digest()[:16], "big")
            count += 1
    return count, total % (1 << 128)


async def _compare_tables(
    before: dict[str, tuple[int, int]],
    copy: postgres.TableReader,
    tables: dict[str, tuple[list[str], list[str], set[str]]],
    order: Sequence[str],
) -> list[str]:
    """The copy's tables against the source's (rows, digest), read through `copy`."""
    problems = []
    for name in order:
        after = await _digest(copy(name, tables[name][0], CHUNK))
        if before[name][0] != after[0]:
            problems.append(f"{name} has {before[name][0]} rows, the copy {after[0]}")
        elif before[name] != after:
            problems.append(f"{name}'s rows differ")
    return problems


async def _compare_games(states: dict[int, bytes], new: Store) -> list[str]:
    """Every game replayed in the copy to the state the source's replayed to."""
    if sorted(states) != await new.game_ids():
        return ["the games are not the same"]
    problems = []
    for game_id, before in states.items():
        try:
            after = await game_state(new, game_id)
        except CorruptGameLog as error:
            problems.append(f"in the copy: {error}")
            continue
        if hashlib.sha256(after.encode()).digest() != before:
            problems.append(f"game #{game_id} replays to another state in the copy")
    return problems
