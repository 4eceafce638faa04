"""A throwaway PostgreSQL server for tests and benchmarks: started, used, stopped and removed.

    server = PgServer.start()            # initdb in a temporary folder, postgres on a free port
    url = server.create_database()       # a fresh, empty database: postgresql://...
    server.stop()                        # fast shutdown, folder removed

`PgServer.start(folder=path)` keeps the server's files in `path` instead (initdb only when it
holds none yet) and leaves them at stop: a benchmark builds its database once and reuses it.

The server programs (`initdb`, `postgres`) come from PATH, else from /usr/lib/postgresql/*/bin.
PostgreSQL refuses to run as root: when the tests run as root, the folder belongs to the system
user `postgres` and the programs run as that user. The server listens on 127.0.0.1 only and
asks for a password over TCP (so that a wrong password can be tested); `url()` has the right one.

For pytest: the session fixture `pg_server` (import it into a conftest or a test module) starts
one server per test session (per xdist worker), and skips with one line where the programs are
missing, unless YAMB_REQUIRE_POSTGRESQL=1 (as in .ci/run), which makes that a failure.
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import glob
import itertools
import os
import pwd
import secrets
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

SUPERUSER = "yamb_admin"
REQUIRE_ENV = "YAMB_REQUIRE_POSTGRESQL"


class PgUnavailable(Exception):
    """The server programs are missing, or the server does not start; one line."""


def find_program(name: str) -> str | None:
    found = shutil.which(name)
    if found:
        return found
    candidates = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"), reverse=True)
    return candidates[0] if candidates else None


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class PgServer:
    folder: Path
    port: int
    password: str
    process: subprocess.Popen[bytes]
    _names: Iterator[int] = field(default_factory=itertools.count)
    kept: bool = False  # the folder is the caller's: left in place at stop

    # -- starting and stopping ---------------------------------------------------------------
    @classmethod
    def start(
        cls, *, durable: bool = False, timeout: float = 60.0, folder: Path | None = None
    ) -> PgServer:
        """initdb and start a server. `durable` False (tests) turns fsync off: faster, and
        a test server never outlives a crash. Benchmarks pass True to measure real commits.
        `folder`: the server's files are kept there (initdb only if it has none yet) and
        left at stop; None: a temporary folder, removed at stop."""
        initdb, postgres = find_program("initdb"), find_program("postgres")
        if initdb is None or postgres is None:
            raise PgUnavailable("PostgreSQL's server programs (initdb, postgres) are not on PATH")
        user = _server_user()
        kept = folder is not None
        if folder is None:
            folder = Path(tempfile.mkdtemp(prefix="yamb-pg-"))
        else:
            folder = folder.resolve()  # the server runs in its data folder: paths are absolute
            folder.mkdir(parents=True, exist_ok=True)
        data = folder / "data"
        made = not (kept and (data / "PG_VERSION").is_file() and (folder / "password").is_file())
        try:
            if made:
                shutil.rmtree(data, ignore_errors=True)  # an initdb that did not finish
                password = secrets.token_hex(12)
                (folder / "password").write_text(password + "\n")
            else:
                password = (folder / "password").read_text().strip()
            if user is not None:
                shutil.chown(folder, user.pw_uid, user.pw_gid)
                shutil.chown(folder / "password", user.pw_uid, user.pw_gid)
            if made:
                _run(
                    [
                        initdb,
                        "-D",
                        str(data),
                        "-U",
                        SUPERUSER,
                        f"--pwfile={folder / 'password'}",
                        "--auth-local=trust",
                        "--auth-host=scram-sha-256",
                        "-E",
                        "UTF8",
                        "--locale=C",
                        "--no-sync",
                    ],
                    user,
                )
            port = _free_port()
            settings = {
                "listen_addresses": "127.0.0.1",
                "port": str(port),
                "unix_socket_directories": str(folder),
                "max_connections": "60",
                "shared_buffers": "128MB",
                "fsync": "on" if durable else "off",
                "synchronous_commit": "on" if durable else "off",
                "full_page_writes": "on" if durable else "off",
                "logging_collector": "off",
                "log_min_messages": "warning",
            }
            args = [postgres, "-D", str(data)]
            for key, value in settings.items():
                args += ["-c", f"{key}={value}"]
            log = (folder / "server.log").open("wb")
            process = subprocess.Popen(
                args, stdout=log, stderr=subprocess.STDOUT, start_new_session=True, **_as(user)
            )
            log.close()
            server = cls(folder, port, password, process, kept=kept)
            atexit.register(server.stop)  # a script that forgets (or fails) leaves no server
            server._wait_ready(timeout)
            return server
        except BaseException:
            if not kept:
                shutil.rmtree(folder, ignore_errors=True)
            raise

    def _wait_ready(self, timeout: float) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                tail = (self.folder / "server.log").read_text(errors="replace")[-400:]
                if not self.kept:
                    shutil.rmtree(self.folder, ignore_errors=True)
                raise PgUnavailable(f"PostgreSQL stopped at start: {' '.join(tail.split())}")
            try:
                _sync(self._admin_query("SELECT 1"))
                return
            except (OSError, ConnectionError, _cannot_connect_yet()):
                time.sleep(0.05)
        self.stop()
        raise PgUnavailable(f"PostgreSQL did not accept connections within {timeout:g} s")

    def stop(self) -> None:
        """Fast shutdown (SIGINT), then the folder is removed (unless it was given)."""
        if self.process.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if not self.kept:
            shutil.rmtree(self.folder, ignore_errors=True)

    # -- databases -----------------------------------------------------------------------------
    def url(self, database: str = "postgres", *, password: str | None = None) -> str:
        secret = self.password if password is None else password
        return f"postgresql://{SUPERUSER}:{secret}@127.0.0.1:{self.port}/{database}"

    def create_database(self, name: str | None = None, *, template: str = "template0") -> str:
        """A new database, a copy of `template` (default: empty); its URL. FILE_COPY copies
        the files at a checkpoint, which is cheap with fsync off (4x faster than WAL_LOG)."""
        name = name or f"t{os.getpid()}_{next(self._names)}"
        _sync(
            self._admin_query(f'CREATE DATABASE "{name}" TEMPLATE "{template}" STRATEGY FILE_COPY')
        )
        return self.url(name)

    def drop_database(self, name: str) -> None:
        _sync(self._admin_query(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))

    async def _admin_query(self, sql: str) -> None:
        import asyncpg

        conn = await asyncpg.connect(self.url(), timeout=5)
        try:
            await conn.execute(sql)
        finally:
            await conn.close()


def _cannot_connect_yet() -> type[Exception]:
    import asyncpg

    return asyncpg.CannotConnectNowError


def _sync(coro: Any) -> None:
    """Run a coroutine to its end from sync code, even under a running event loop (a thread
    of its own with its own loop)."""
    errors: list[BaseException] = []

    def work() -> None:
        try:
            asyncio.run(coro)
        except BaseException as error:  # handed to the caller's thread
            errors.append(error)

    thread = threading.Thread(target=work)
    thread.start()
    thread.join()
    if errors:
        raise errors[0]


def _server_user() -> pwd.struct_passwd | None:
    """The user the server runs as: None (ourselves) unless we are root."""
    if os.geteuid() != 0:
        return None
    try:
        return pwd.getpwnam("postgres")
    except KeyError:
        raise PgUnavailable("running as root and there is no system user postgres") from None


def _as(user: pwd.struct_passwd | None) -> dict[str, Any]:
    if user is None:
        return {}
    return {"user": user.pw_uid, "group": user.pw_gid, "extra_groups": []}


def _run(args: list[str], user: pwd.struct_passwd | None) -> None:
    done = subprocess.run(args, capture_output=True, cwd="/", **_as(user))
    if done.returncode != 0:
        output = (done.stderr or done.stdout).decode(errors="replace")[-400:]
        raise PgUnavailable(f"{Path(args[0]).name} failed: {' '.join(output.split())}")


def required() -> bool:
    return os.environ.get(REQUIRE_ENV, "") not in ("", "0")


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PgServer]:
    """One server for the session (or xdist worker); skipped in one line where PostgreSQL is
    missing, failed instead when YAMB_REQUIRE_POSTGRESQL=1."""
    try:
        server = PgServer.start()
    except PgUnavailable as error:
        if required():
            pytest.fail(f"{REQUIRE_ENV} is set but {error}", pytrace=False)
        pytest.skip(f"PostgreSQL tests skipped: {error}")
    try:
        yield server
    finally:
        server.stop()
