"""Crash safety: a worker process appends actions and is killed with SIGKILL at random moments.

After every kill the database must open, pass the full integrity check, and every game must
replay to a legal state containing every action whose append had returned (the worker's
acknowledgements). Finished games must have their results, open games must not be over.
"""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot.store import Store

KILLS = 24
WORKER = Path(__file__).with_name("store_crash_worker.py")
ROOT = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")


def read_acks(path: Path) -> list[list[str]]:
    """Complete lines only: a line cut by the kill was never acknowledged."""
    if not path.exists():
        return []
    text = path.read_text(encoding="utf-8")
    lines = text.split("\n")[:-1]  # the part after the last newline is incomplete
    return [line.split(" ", 3) for line in lines]


def wait_ready(path: Path, process: subprocess.Popen[bytes], timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if path.exists() and path.stat().st_size > 0:
            return
        if process.poll() is not None:
            error = process.stderr.read() if process.stderr else b""
            raise AssertionError(f"the worker exited early: {error.decode()[-2000:]}")
        time.sleep(0.005)
    raise AssertionError("the worker did not start in time")


async def check_database(
    db: Path, acked: dict[tuple[int, int], str], ui: dict[int, int], finished: set[int]
) -> None:
    conn = sqlite3.connect(db)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        stored = {(g, s): a for g, s, a in conn.execute("SELECT game_id, seq, action FROM actions")}
        game_ids = [r[0] for r in conn.execute("SELECT game_id FROM games")]
        result_counts = dict(
            conn.execute("SELECT game_id, COUNT(*) FROM results GROUP BY game_id").fetchall()
        )
    finally:
        conn.close()
    # every acknowledged append is there, exactly as acknowledged
    for key, body in acked.items():
        assert key in stored, f"acknowledged action {key} is missing"
        assert json.loads(stored[key]) == json.loads(body)
    store = await Store.open(db, check="full")
    try:
        assert await store.integrity_check() == []
        for game_id in game_ids:
            loaded = await store.load_game(game_id)  # replays the whole log through the engine
            info, game = loaded.info, loaded.game
            assert ui.get(game_id, 0) <= info.ui_state.get("n", 0)
            if info.status == "lobby":
                continue
            assert game is not None
            assert len(game.history) == info.seq
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
        for game_id in finished:
            assert (await store.game_info(game_id)).status == "finished"
    finally:
        await store.close()


async def test_sigkill_at_random_moments_loses_nothing(tmp_path: Path) -> None:
    db = tmp_path / "yamb.sqlite3"
    rnd = random.Random(20240607)
    acked: dict[tuple[int, int], str] = {}
    ui: dict[int, int] = {}
    finished: set[int] = set()
    rounds_with_appends = 0
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    for kill in range(KILLS):
        acks_path = tmp_path / f"acks{kill}.txt"
        process = subprocess.Popen(
            [sys.executable, str(WORKER), str(db), str(acks_path), str(kill)],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        try:
            if kill % 4 == 0:
                time.sleep(rnd.uniform(0.0, 0.2))  # during start-up, open and migrations
            else:
                wait_ready(acks_path, process)
                time.sleep(rnd.uniform(0.0, 0.25))
        finally:
            process.send_signal(signal.SIGKILL)
            process.wait()
            if process.stderr is not None:
                process.stderr.close()
        assert process.returncode == -signal.SIGKILL, "the worker died on its own"
        appended = 0
        for line in read_acks(acks_path):
            if line[0] == "A":
                acked[(int(line[1]), int(line[2]))] = line[3]
                appended += 1
            elif line[0] == "F":
                finished.add(int(line[1]))
            elif line[0] == "U":
                ui[int(line[1])] = int(line[2])
        rounds_with_appends += appended > 0
        await check_database(db, acked, ui, finished)
    # the test is only meaningful if the kills really hit a busy worker
    assert rounds_with_appends >= KILLS // 2
    assert len(acked) > 500
    assert finished, "no game finished: the finishing transaction was never exercised"
    print(f"{KILLS} kills, {len(acked)} acknowledged actions, {len(finished)} games finished")
