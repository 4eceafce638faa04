"""`python -m bot` as an operator meets it: backup, check, and a start without a network.

Every refusal is one line on standard error with exit status 2, and leaves every file as it
was: each case runs the real command in a subprocess and compares the folder before and after.
"""

from __future__ import annotations

import asyncio
import ctypes
import hashlib
import os
import socket
import sqlite3
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from bot.store import Store
from bot.store.database import load_migrations
from tests.fakediscord import FakeDiscord

TOKEN = "MTAxMDEwMTAxMDEwMTAxMA.GaBcDe.fake-token-for-tests-only_abcdefghij"
Snapshot = dict[str, tuple[str, str]]
# The commands run in scratch folders with a bare environment; an uninstalled checkout
# still needs its import path.
_PYTHONPATH = {k: v for k, v in os.environ.items() if k == "PYTHONPATH"}


def run(
    args: list[str],
    cwd: Path,
    env: dict[str, str],
    preexec: Callable[[], None] | None = None,
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        cwd=cwd,
        env={"PATH": "/usr/bin:/bin", "HOME": str(cwd), **_PYTHONPATH, **env},
        capture_output=True,
        text=True,
        timeout=60,
        preexec_fn=preexec,
    )


def snapshot(root: Path) -> Snapshot:
    """Every entry below `root`: its kind and, for files, a hash of the bytes."""
    found: Snapshot = {}
    for path in sorted(root.rglob("*")):
        rel = str(path.relative_to(root))
        if path.is_symlink():
            found[rel] = ("link", os.readlink(path))
        elif path.is_file():
            found[rel] = ("file", hashlib.sha256(path.read_bytes()).hexdigest())
        else:
            found[rel] = ("dir" if path.is_dir() else "other", "")
    return found


def one_line(done: subprocess.CompletedProcess[str]) -> str:
    """The single line on standard error of a refused command (exit status 2)."""
    assert done.returncode == 2, (done.returncode, done.stdout, done.stderr)
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("yamb-bot: "), done.stderr
    assert "Traceback" not in done.stdout + done.stderr
    return lines[0]


async def make_database(path: Path) -> int:
    """A live database with one started game; returns the game's id."""
    store = await Store.open(path)
    try:
        info = await store.create_game(
            guild_id="1", channel_id="2", host_id="10", ruleset="classic", players=["10", "11"]
        )
        await store.start_game(info.game_id)
        return info.game_id
    finally:
        await store.close()


@pytest.fixture
def live(tmp_path: Path) -> Iterator[tuple[Path, dict[str, str]]]:
    """(folder, environment) with the live database at folder/data/yamb.sqlite3."""
    database = tmp_path / "data" / "yamb.sqlite3"
    database.parent.mkdir()
    asyncio.run(make_database(database))
    yield tmp_path, {"DATABASE_PATH": str(database)}


def games_in(path: Path) -> int:
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        return int(conn.execute("SELECT COUNT(*) FROM games").fetchone()[0])


# ---------------------------------------------------------------------------- check


def test_check_of_a_missing_database_creates_nothing(tmp_path: Path) -> None:
    env = {"DATABASE_PATH": str(tmp_path / "not" / "there" / "yamb.sqlite3")}
    line = one_line(run(["check"], tmp_path, env))
    assert "There is no game database at" in line and "not/there/yamb.sqlite3" in line
    assert snapshot(tmp_path) == {}
    # The default path (data/yamb.sqlite3 in the working folder) too.
    assert "data/yamb.sqlite3" in one_line(run(["check"], tmp_path, {}))
    assert snapshot(tmp_path) == {}


def test_check_of_a_healthy_database(live: tuple[Path, dict[str, str]]) -> None:
    folder, env = live
    done = run(["check"], folder, env)
    assert done.returncode == 0 and done.stderr == ""
    latest = len(load_migrations())
    assert done.stdout == f"{env['DATABASE_PATH']}: ok (schema version {latest})\n"


def test_check_of_a_foreign_file_changes_nothing(tmp_path: Path) -> None:
    junk = tmp_path / "yamb.sqlite3"
    junk.write_bytes(b"not a database at all" * 50)
    before = snapshot(tmp_path)
    line = one_line(run(["check"], tmp_path, {"DATABASE_PATH": str(junk)}))
    assert "not a SQLite database" in line
    assert snapshot(tmp_path) == before


def test_check_of_an_old_schema_does_not_migrate(tmp_path: Path) -> None:
    old = tmp_path / "old.sqlite3"
    sqlite3.connect(old).close()  # an empty SQLite file: schema version 0
    done = run(["check"], tmp_path, {"DATABASE_PATH": str(old)})
    assert done.returncode == 0, done.stderr
    latest = len(load_migrations())
    assert f"schema version 0; the bot will update it to version {latest} when" in done.stdout
    assert old.stat().st_size == 0


# ---------------------------------------------------------------------------- backup


def test_backup_to_a_new_file(live: tuple[Path, dict[str, str]]) -> None:
    folder, env = live
    (folder / "backups").mkdir()
    done = run(["backup", "backups/monday.sqlite3"], folder, env)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    assert done.stdout == f"backed up {env['DATABASE_PATH']} to backups/monday.sqlite3\n"
    assert games_in(folder / "backups" / "monday.sqlite3") == 1
    assert os.listdir(folder / "backups") == ["monday.sqlite3"]  # no temporary file left


def test_backup_never_overwrites_without_force(live: tuple[Path, dict[str, str]]) -> None:
    folder, env = live
    precious = folder / "precious.sqlite3"
    precious.write_bytes(b"yesterday's backup")
    before = snapshot(folder)
    line = one_line(run(["backup", str(precious)], folder, env))
    assert line.endswith("already exists: choose a new file name, or add --force to replace it.")
    assert snapshot(folder) == before

    done = run(["backup", "--force", str(precious)], folder, env)
    assert done.returncode == 0, done.stderr
    assert games_in(precious) == 1
    assert sorted(os.listdir(folder)) == ["data", "precious.sqlite3"]


@pytest.mark.parametrize(
    "target",
    [
        "data/yamb.sqlite3",
        "./data/yamb.sqlite3",
        "data/../data/./yamb.sqlite3",
        "data//yamb.sqlite3",
        "{folder}/data/yamb.sqlite3",
        "hard-link.sqlite3",
        "sym-link.sqlite3",
        "data-link/yamb.sqlite3",
        "data/yamb.sqlite3-wal",
        "data/yamb.sqlite3-shm",
        "data/yamb.sqlite3-journal",
    ],
)
@pytest.mark.parametrize("force", [False, True])
def test_backup_never_targets_the_live_database(
    live: tuple[Path, dict[str, str]], target: str, force: bool
) -> None:
    folder, env = live
    database = Path(env["DATABASE_PATH"])
    os.link(database, folder / "hard-link.sqlite3")
    (folder / "sym-link.sqlite3").symlink_to(database)
    (folder / "data-link").symlink_to(folder / "data", target_is_directory=True)
    before = snapshot(folder)
    args = ["backup", *(["--force"] if force else []), target.format(folder=folder)]
    line = one_line(run(args, folder, env))
    assert "is the live database" in line and "a backup must go to another file" in line
    assert snapshot(folder) == before


def test_backup_never_targets_the_live_database_through_another_name(tmp_path: Path) -> None:
    # DATABASE_PATH itself goes through a link: the real file is still recognised.
    real = tmp_path / "real"
    real.mkdir()
    asyncio.run(make_database(real / "yamb.sqlite3"))
    (tmp_path / "alias").symlink_to(real, target_is_directory=True)
    env = {"DATABASE_PATH": str(tmp_path / "alias" / "yamb.sqlite3")}
    before = snapshot(tmp_path)
    assert "is the live database" in one_line(run(["backup", "real/yamb.sqlite3"], tmp_path, env))
    assert snapshot(tmp_path) == before


@pytest.mark.parametrize(
    ("target", "words"),
    [
        ("backups", "is a folder: give the backup a file name"),
        ("backups/", "is a folder: give the backup a file name"),
        ("new-folder/", "is a folder: give the backup a file name"),
        (".", "is a folder"),
        ("", "is a folder"),
        ("missing/copy.sqlite3", "The folder missing does not exist"),
        ("missing/deeper/copy.sqlite3", "The folder missing/deeper does not exist"),
        ("notes.txt/copy.sqlite3", "notes.txt is not a folder"),
        ("fifo", "is not a regular file (a device, pipe or socket)"),
        ("/dev/full", "/dev/full is in /dev, a system folder"),
        ("/dev/null", "/dev/null is in /dev, a system folder"),
        ("/dev/yamb-backup.sqlite3", "is in /dev, a system folder"),
        ("/proc/self/yamb.sqlite3", "is in /proc, a system folder"),
        ("dangling", "is a symbolic link"),
        ("link-to-notes", "is a symbolic link"),
    ],
)
@pytest.mark.parametrize("force", [False, True])
def test_backup_refuses_bad_places_in_one_line(
    live: tuple[Path, dict[str, str]], target: str, words: str, force: bool
) -> None:
    folder, env = live
    (folder / "backups").mkdir()
    (folder / "notes.txt").write_text("keep me")
    os.mkfifo(folder / "fifo")
    (folder / "dangling").symlink_to(folder / "nowhere")
    (folder / "link-to-notes").symlink_to(folder / "notes.txt")
    before = snapshot(folder)
    args = ["backup", *(["--force"] if force else []), target]
    line = one_line(run(args, folder, env))
    assert words in line
    assert snapshot(folder) == before
    assert Path("/dev/yamb-backup.sqlite3").exists() is False


def _drop_root_file_powers() -> None:
    # Root writes anywhere; without these capabilities it obeys file modes like anyone.
    libc = ctypes.CDLL(None, use_errno=True)
    pr_capbset_drop, cap_dac_override, cap_dac_read_search = 24, 1, 2
    for capability in (cap_dac_override, cap_dac_read_search):
        if libc.prctl(pr_capbset_drop, capability, 0, 0, 0) != 0:
            raise OSError(ctypes.get_errno(), "prctl(PR_CAPBSET_DROP) failed")


def test_backup_refuses_an_unwritable_folder(live: tuple[Path, dict[str, str]]) -> None:
    folder, env = live
    locked = folder / "locked"
    locked.mkdir()
    locked.chmod(0o555)
    before = snapshot(folder)
    try:
        preexec = _drop_root_file_powers if os.geteuid() == 0 else None
        line = one_line(run(["backup", "locked/copy.sqlite3"], folder, env, preexec))
    finally:
        locked.chmod(0o755)
    assert "Cannot write in the folder locked (permission denied)." in line
    assert snapshot(folder) == before


def test_backup_of_a_missing_database_creates_nothing(tmp_path: Path) -> None:
    env = {"DATABASE_PATH": str(tmp_path / "data" / "yamb.sqlite3")}
    line = one_line(run(["backup", "copy.sqlite3"], tmp_path, env))
    assert "There is no game database at" in line
    assert snapshot(tmp_path) == {}


@pytest.mark.parametrize(
    "args",
    [
        ["backup"],
        ["backup", "a", "b"],
        ["backup", "--forse", "a"],
        ["check", "x"],
        ["verify", "x"],
        ["migrate", "--to"],
        ["migrate", "--from", "a.db"],
        ["restore"],
        ["web", "now"],
    ],
)
def test_usage_errors_are_one_line(tmp_path: Path, args: list[str]) -> None:
    line = one_line(run(args, tmp_path, {}))
    assert line == (
        "yamb-bot: usage: python -m bot [web | backup [--force] FILE | check | verify | "
        "migrate [--from FILE] --to postgresql://...]"
    )
    assert snapshot(tmp_path) == {}


def test_a_file_named_like_an_option_after_double_dash(live: tuple[Path, dict[str, str]]) -> None:
    folder, env = live
    done = run(["backup", "--", "--force"], folder, env)
    assert done.returncode == 0, done.stderr
    assert games_in(folder / "--force") == 1


# ---------------------------------------------------------------------------- no network


def test_start_without_a_network_is_one_line(live: tuple[Path, dict[str, str]]) -> None:
    folder, env = live
    before = snapshot(folder)
    # A bound socket that never listens: connections to it are refused, and no one else
    # can take the port meanwhile.
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
        env |= {
            "DISCORD_TOKEN": TOKEN,
            "DISCORD_API_BASE": f"http://127.0.0.1:{port}/api/v10",
            "DISCORD_GATEWAY_URL": f"ws://127.0.0.1:{port}/gateway/",
        }
        done = run([], folder, env)
    line = one_line(done)
    assert line.startswith("yamb-bot: cannot reach Discord (")
    assert line.endswith("): check the network.") and f"127.0.0.1:{port}" in line
    assert snapshot(folder) == before  # the games are as they were


def test_start_while_discord_fails_is_one_line(live: tuple[Path, dict[str, str]]) -> None:
    folder, env = live
    before = snapshot(folder)

    async def attempt() -> tuple[subprocess.CompletedProcess[str], int]:
        async with FakeDiscord(token=TOKEN) as fake:
            outage = fake.faults.fail("GET /users/@me", status=503, times=None)
            proc = await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                "bot",
                cwd=folder,
                env={
                    "PATH": "/usr/bin:/bin",
                    "HOME": str(folder),
                    **_PYTHONPATH,
                    **env,
                    **fake.client_env(),
                },
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.PIPE,
            )
            out, err = await asyncio.wait_for(proc.communicate(), 60)
        code = proc.returncode if proc.returncode is not None else -1
        return subprocess.CompletedProcess([], code, out.decode(), err.decode()), outage.hits

    done, hits = asyncio.run(attempt())
    line = one_line(done)
    assert line.startswith("yamb-bot: Discord answered with an error (503 ")
    assert hits == 1  # discord.py does not retry a 503 on its own routes
    assert snapshot(folder) == before


@pytest.mark.parametrize(
    ("env", "says"),
    [
        ({"WEB_PORT": "http"}, "WEB_PORT must be a port number"),
        ({"WEB_PORT": "70000"}, "WEB_PORT must be a port number"),
        ({"WEB_PORT": "²"}, "WEB_PORT must be a port number"),  # isdigit, but no int
        ({"WEB_PORT": "٣"}, "WEB_PORT must be a port number"),  # int() reads it as 3
        ({"WEB_RATE": "fast"}, "WEB_RATE must be requests a second"),
        ({"PUBLIC_URL": "javascript:alert(1)"}, "PUBLIC_URL must be the website's address"),
        ({"PUBLIC_URL": "https://x.example/?q=1"}, "PUBLIC_URL must be the website's address"),
        ({"DATABASE_PATH": "missing.sqlite3"}, "missing.sqlite3"),
    ],
)
def test_the_website_says_what_stops_it_in_one_line(
    tmp_path: Path, env: dict[str, str], says: str
) -> None:
    """`python -m bot web`: a bad setting, or a database that is not there (the website never
    creates one: it opens it read-only), is one line on standard error, exit status 2."""
    done = run(["web"], tmp_path, env)
    assert done.returncode == 2, (done.stdout, done.stderr)
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("yamb-web: ") and says in lines[0], lines
    assert not (tmp_path / "missing.sqlite3").exists()
