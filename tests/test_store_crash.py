"""Crash safety: a worker process appends actions and is killed with SIGKILL at random moments.

After every kill the database must open, pass the full integrity check, and every game must
replay to a legal state containing every action whose append had returned (the worker's
acknowledgements). Finished games must have their results, open games must not be over.
The worker plays its games at once, so that their writes are committed in groups (asserted).
On SQLite and on PostgreSQL (there the server outlives the worker, and has the last word).
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot.store import Store
from bot.store.database import load_migrations
from engine import action_to_json
from tests.storedb import BACKENDS, StoreDatabase

# PostgreSQL: fewer, longer rounds (the server, not the file, keeps the commits; this checks
# that the store acknowledges only what the server committed), to keep the suite's time
KILLS = {"sqlite": 24, "postgresql": 8}
APPENDS_PER_ROUND = {"sqlite": (20, 250), "postgresql": (100, 700)}
FIRST_STARTS = {"sqlite": 6, "postgresql": 3}
WORKER = Path(__file__).with_name("store_crash_worker.py")
BATCHES: list[tuple[int, int]] = []  # the workers' (commits, writes in them), as they said
ROOT = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")


def read_acks(path: Path) -> list[list[str]]:
    """Complete lines only: a line cut by the kill was never acknowledged."""
    if not path.exists():
        return []
    text = path.read_text(encoding="utf-8")
    lines = text.split("\n")[:-1]  # the part after the last newline is incomplete
    return [line.split(" ", 3) for line in lines]


async def check_database(
    db: StoreDatabase, acked: dict[tuple[int, int], str], ui: dict[int, int], finished: set[int]
) -> None:
    """Open the database the way the bot does (the store finishes any interrupted migration),
    then check that every acknowledged action, UI change and finished game is there."""
    store = await Store.open(db.target, check="full")
    try:
        assert store.schema_version == len(load_migrations())
        assert await store.integrity_check() == []
        # the schema is complete now: plain reads of the whole tables are safe
        game_ids = [r[0] for r in await db.fetch("SELECT game_id FROM games")]
        result_counts = dict(
            await db.fetch("SELECT game_id, COUNT(*) FROM results GROUP BY game_id")
        )
        logs: dict[int, list[str]] = {}
        for game_id in game_ids:
            loaded = await store.load_game(game_id)  # replays the whole log through the engine
            info, game = loaded.info, loaded.game
            assert ui.get(game_id, 0) <= info.ui_state.get("n", 0)
            if info.status == "lobby":
                continue
            # each action was stored with its UI state change, never one without the other
            assert info.ui_state.get("actions", 0) == info.seq, (game_id, info.ui_state)
            assert game is not None
            assert len(game.history) == info.seq
            logs[game_id] = [
                json.dumps(action_to_json(action), separators=(",", ":")) for action in game.history
            ]
            if info.status == "active":
                assert not game.is_over, f"game {game_id} is over but was not finished"
            else:
                assert info.status == "finished"
                assert game.is_over
                assert result_counts.get(game_id) == len(game.players)
                rows = await store.game_results(game_id)
                totals = game.totals()
                for row in rows:
                    assert row.score == totals[row.team or row.user_id]
        # every acknowledged append is there, exactly as acknowledged
        for (game_id, seq), body in acked.items():
            log = logs.get(game_id, [])
            assert seq < len(log), f"acknowledged action {(game_id, seq)} is missing"
            assert json.loads(log[seq]) == json.loads(body)
        for game_id in finished:
            assert (await store.game_info(game_id)).status == "finished"
    finally:
        await store.close()


def start_worker(
    db: str | Path, acks_path: Path, seed: int, strike: float | None = None
) -> subprocess.Popen[bytes]:
    """The worker; with `strike`, it kills itself that many seconds after it began opening."""
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    extra = [] if strike is None else [f"{strike:.6f}"]
    return subprocess.Popen(
        [sys.executable, str(WORKER), str(db), str(acks_path), str(seed), *extra],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )


def kill(process: subprocess.Popen[bytes]) -> None:
    process.send_signal(signal.SIGKILL)
    process.wait()
    if process.stderr is not None:
        process.stderr.close()
    assert process.returncode == -signal.SIGKILL, "the worker died on its own"


def wait_for_line(path: Path, tag: str, process: subprocess.Popen[bytes], timeout: float) -> float:
    """Wait until the worker acknowledged `tag`; returns when it was seen (monotonic)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if any(line[0] == tag for line in read_acks(path)):
            return time.monotonic()
        if process.poll() is not None:
            error = process.stderr.read() if process.stderr else b""
            raise AssertionError(f"the worker exited early: {error.decode()[-2000:]}")
        time.sleep(0.001)
    raise AssertionError(f"the worker did not write {tag!r} within {timeout:.0f}s")


def wait_for_appends(
    path: Path, count: int, process: subprocess.Popen[bytes], timeout: float
) -> None:
    """Wait until the worker acknowledged `count` appends in this run."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if sum(line[0] == "A" for line in read_acks(path)) >= count:
            return
        if process.poll() is not None:
            error = process.stderr.read() if process.stderr else b""
            raise AssertionError(f"the worker exited early: {error.decode()[-2000:]}")
        time.sleep(0.001)
    raise AssertionError(f"the worker did not acknowledge {count} appends in {timeout:.0f}s")


def collect(
    acks_path: Path, acked: dict[tuple[int, int], str], ui: dict[int, int], finished: set[int]
) -> int:
    """Fold a killed worker's acknowledgements in; returns how many appends it acknowledged."""
    appended = 0
    for line in read_acks(acks_path):
        if line[0] == "B":
            BATCHES.append((int(line[1]), int(line[2])))
        elif line[0] == "A":
            acked[(int(line[1]), int(line[2]))] = line[3]
            appended += 1
        elif line[0] == "F":
            finished.add(int(line[1]))
        elif line[0] == "U":
            ui[int(line[1])] = int(line[2])
    return appended


@pytest.mark.parametrize("kind", BACKENDS)
async def test_sigkill_during_the_very_first_start(
    kind: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    """Killed while creating and migrating a new database: the next start finishes the schema
    and then plays on, losing nothing that was acknowledged."""

    def fresh(name: str) -> StoreDatabase:
        """A new file, or a new empty database on the session's server."""
        if kind == "sqlite":
            return StoreDatabase(kind, str(tmp_path / f"{name}.sqlite3"))
        return StoreDatabase(kind, request.getfixturevalue("pg_server").create_database())

    # how long a first start takes on this machine now, as the worker measured it
    probe = start_worker(fresh("probe").target, tmp_path / "probe.txt", 0)
    try:
        wait_for_line(tmp_path / "probe.txt", "O", probe, 60)
    finally:
        kill(probe)
    window = next(float(line[1]) for line in read_acks(tmp_path / "probe.txt") if line[0] == "O")
    rnd = random.Random(7)
    wanted = FIRST_STARTS[kind]
    during = attempts = 0
    # Each attempt kills a first start at a random moment of its expected length (a kill that
    # lands after it tests a killed later start, also fine); the test goes on until enough
    # kills landed inside, aiming sooner after each miss (the machine may have got faster).
    while attempts < wanted or (during < wanted // 2 and attempts < 4 * wanted):
        attempts += 1
        db = fresh(f"first{attempts}")
        acks_path = tmp_path / f"first{attempts}.txt"
        process = start_worker(db.target, acks_path, attempts, rnd.uniform(0.0, window * 1.2))
        try:
            process.wait(60)
        finally:
            kill(process)
        hit = not any(line[0] == "O" for line in read_acks(acks_path))
        during += hit
        if not hit:
            window *= 0.6
        await check_database(db, {}, {}, set())
        # the next start plays on the finished schema; its acknowledgements all survive
        acked: dict[tuple[int, int], str] = {}
        ui: dict[int, int] = {}
        finished: set[int] = set()
        again = tmp_path / f"again{attempts}.txt"
        process = start_worker(db.target, again, 100 + attempts)
        try:
            wait_for_line(again, "A", process, 60)
        finally:
            kill(process)
        collect(again, acked, ui, finished)
        assert acked
        await check_database(db, acked, ui, finished)
    # the kills must really land inside the first start (before the store was open)
    assert during >= wanted // 2, f"only {during} of {attempts} kills hit the first start"


async def test_sigkill_at_random_moments_loses_nothing(
    tmp_path: Path, empty_database: StoreDatabase
) -> None:
    db = empty_database
    kills = KILLS[db.kind]
    rnd = random.Random(20240607)
    acked: dict[tuple[int, int], str] = {}
    ui: dict[int, int] = {}
    finished: set[int] = set()
    rounds_with_appends = 0
    for round_no in range(kills):
        acks_path = tmp_path / f"acks{round_no}.txt"
        process = start_worker(db.target, acks_path, round_no)
        try:
            if round_no % 4 == 0:
                wait_for_line(acks_path, "M", process, 60)
                time.sleep(rnd.uniform(0.0, 0.2))  # when to strike: during start-up
            else:
                # strike while playing, after a random amount of work (not of time: a slow
                # machine must reach the finishing transactions as surely as a fast one)
                wait_for_appends(acks_path, rnd.randint(*APPENDS_PER_ROUND[db.kind]), process, 120)
        finally:
            kill(process)
        rounds_with_appends += collect(acks_path, acked, ui, finished) > 0
        await check_database(db, acked, ui, finished)
    # the test is only meaningful if the kills really hit a busy worker, whose writes were
    # committed in groups
    assert rounds_with_appends >= kills // 2
    assert any(writes >= 2 * commits for commits, writes in BATCHES), BATCHES[-5:]
    assert len(acked) > 500 * kills // 24
    assert finished, "no game finished: the finishing transaction was never exercised"
    print(f"{kills} kills, {len(acked)} acknowledged actions, {len(finished)} games finished")
    print(f"the last worker's commits, and the writes in them: {BATCHES[-1]}")
