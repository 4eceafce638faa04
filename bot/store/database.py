"""Opening a SQLite database file safely: checks, migrations, pragmas. Plain sqlite3, in a thread.

Nothing here writes to a file before it has been recognised as an empty file, a fresh path, or a
healthy Yamb database of a schema this code knows.
"""

from __future__ import annotations

import contextlib
import os
import re
import sqlite3
import tempfile
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

from .backend import DEFAULT_DATABASE_PATH
from .errors import DatabaseUnreadable, SchemaTooNew, StoreError

MIGRATIONS_DIR = Path(__file__).resolve().parents[2] / "migrations"
APPLICATION_ID = 0x59414D42  # "YAMB", set by migration 0001
SQLITE_HEADER = b"SQLite format 3\x00"
_MIGRATION_NAME = re.compile(r"^(\d{4})_[A-Za-z0-9_-]+\.sql$")


def database_path(environ: Mapping[str, str] | None = None) -> Path:
    """`DATABASE_PATH` from the environment (or `.env`, loaded by the bot), else the default."""
    value = (os.environ if environ is None else environ).get("DATABASE_PATH", "").strip()
    return Path(value).expanduser() if value else DEFAULT_DATABASE_PATH


@dataclass(frozen=True, slots=True)
class Migration:
    version: int
    name: str
    sql: str


def load_migrations(directory: Path = MIGRATIONS_DIR) -> list[Migration]:
    """The numbered SQL files, which must be 0001, 0002, ... without gaps."""
    if not directory.is_dir():
        raise StoreError(f"The migrations folder {directory} is missing: reinstall the bot.")
    found: list[Migration] = []
    for path in sorted(directory.glob("*.sql")):
        match = _MIGRATION_NAME.match(path.name)
        if match is None:
            raise StoreError(f"Migration file {path} must be named like 0001_description.sql.")
        found.append(Migration(int(match.group(1)), path.name, path.read_text(encoding="utf-8")))
    for expected, migration in enumerate(found, start=1):
        if migration.version != expected:
            raise StoreError(f"Migration {migration.name} is out of order: expected {expected:04}.")
    return found


def split_statements(sql: str) -> Iterator[str]:
    """Complete SQL statements of a script (trigger bodies stay whole)."""
    buffer = ""
    for line in sql.splitlines(keepends=True):
        buffer += line
        if sqlite3.complete_statement(buffer):
            statement = buffer.strip()
            buffer = ""
            if _has_code(statement):
                yield statement
    if _has_code(buffer):
        raise StoreError(f"Migration ends with an incomplete statement: {buffer.strip()[:60]}")


def _has_code(text: str) -> bool:
    return any(line.strip() and not line.strip().startswith("--") for line in text.splitlines())


def connect(
    path: Path, busy_timeout: float, *, read_only: bool = False, **kwargs: object
) -> sqlite3.Connection:
    """A connection in autocommit mode: every transaction is explicit (BEGIN ... COMMIT).

    `read_only` opens an existing file with mode=ro: SQLite then never creates the file, and
    refuses every write (it may still add the -wal and -shm files a WAL database needs).
    """
    if read_only:
        return sqlite3.connect(  # type: ignore[call-overload, no-any-return]
            read_only_uri(path), timeout=busy_timeout, isolation_level=None, uri=True, **kwargs
        )
    return sqlite3.connect(path, timeout=busy_timeout, isolation_level=None, **kwargs)  # type: ignore[call-overload, no-any-return]


def read_only_uri(path: Path) -> str:
    """A `file:` URI that opens `path` read-only (special characters in the path escaped)."""
    return path.absolute().as_uri() + "?mode=ro"


def settings(busy_timeout: float, synchronous: str) -> list[str]:
    """Per-connection settings, as statements: WAL is persistent, these are not."""
    return [
        f"PRAGMA busy_timeout = {int(busy_timeout * 1000)}",
        "PRAGMA foreign_keys = ON",
        f"PRAGMA synchronous = {synchronous}",
    ]


def configure(conn: sqlite3.Connection, busy_timeout: float, synchronous: str) -> None:
    for statement in settings(busy_timeout, synchronous):
        conn.execute(statement)


def _check_file(path: Path, *, writable: bool = True) -> None:
    """Refuse, without touching it, anything at `path` that is not empty or a SQLite file."""
    if path.is_dir():
        raise DatabaseUnreadable(path, "it is a folder, not a file")
    if not path.exists():
        return
    try:
        with path.open("rb") as file:
            header = file.read(len(SQLITE_HEADER))
    except OSError as error:
        raise DatabaseUnreadable(path, f"it cannot be read ({error.strerror})") from None
    if header and header != SQLITE_HEADER:
        raise DatabaseUnreadable(path, "it is not a SQLite database (wrong file header)")
    if writable and not os.access(path, os.W_OK):
        raise DatabaseUnreadable(path, "the bot may not write to it (file permissions)")


def prepare(
    path: Path,
    *,
    migrations: list[Migration],
    busy_timeout: float = 5.0,
    check: str = "quick",
) -> int:
    """Check, then create or migrate the database at `path`. Returns the schema version.

    `check` is "quick" (PRAGMA quick_check), "full" (integrity_check) or "none".
    """
    _check_file(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise DatabaseUnreadable(path, f"its folder cannot be created ({error.strerror})") from None
    latest = len(migrations)
    try:
        conn = connect(path, busy_timeout)
    except sqlite3.Error as error:
        raise DatabaseUnreadable(path, f"SQLite cannot open it ({error})") from None
    try:
        conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout * 1000)}")
        version = _read_only_checks(conn, path, latest, check)
        conn.execute("PRAGMA foreign_keys = ON")
        mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        if str(mode).lower() != "wal":
            raise DatabaseUnreadable(path, f"it cannot use write-ahead logging (mode {mode})")
        for migration in migrations[version:]:
            version = _apply(conn, migration, path, latest)
        return version
    except sqlite3.DatabaseError as error:
        raise DatabaseUnreadable(path, f"SQLite refuses it ({error})") from None
    finally:
        conn.close()


def inspect(
    path: Path,
    *,
    migrations: list[Migration],
    busy_timeout: float = 5.0,
    check: str = "quick",
) -> int:
    """Check the existing database at `path` read-only, creating and migrating nothing.

    Returns its schema version (it may be older than the migrations: it is left so).
    """
    if not path.exists():
        raise StoreError(
            f"There is no game database at {path}: check DATABASE_PATH (nothing was created)."
        )
    _check_file(path, writable=False)
    _check_wal_readable(path)
    try:
        conn = connect(path, busy_timeout, read_only=True)
    except sqlite3.Error as error:
        raise DatabaseUnreadable(path, f"SQLite cannot open it ({error})") from None
    try:
        return _read_only_checks(conn, path, len(migrations), check)
    except sqlite3.DatabaseError as error:
        raise DatabaseUnreadable(path, f"SQLite refuses it ({error})") from None
    finally:
        conn.close()


def _check_wal_readable(path: Path) -> None:
    """A WAL database is read through its -wal and -shm files, which SQLite creates when they
    are missing (the last connection to close removes them). In a folder this user may not
    write it cannot, and its error read as a damaged file: say what is wrong instead."""
    try:
        with path.open("rb") as file:
            header = file.read(20)
    except OSError:
        return  # _check_file has said why
    missing = [f"{path.name}{s}" for s in ("-wal", "-shm") if not Path(f"{path}{s}").exists()]
    wal = len(header) == 20 and header[18] == 2  # the file format's write version: 2 is WAL
    if wal and missing and not os.access(path.parent, os.W_OK | os.X_OK):
        raise StoreError(
            f"SQLite needs to create {' and '.join(missing)} beside the game database {path} "
            f"to read it (write-ahead logging), and the folder {path.parent} is read-only for "
            "this user: run the command as the bot's user, or let it write in that folder. "
            "Nothing was changed."
        )


def _read_only_checks(conn: sqlite3.Connection, path: Path, latest: int, check: str) -> int:
    """Everything that decides whether the file may be used, before anything is written."""
    try:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        tables = conn.execute(
            "SELECT count(*) FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%'"
        ).fetchone()[0]
    except sqlite3.DatabaseError as error:
        raise DatabaseUnreadable(path, f"it is damaged or not a database ({error})") from None
    if app_id not in (0, APPLICATION_ID) or (version == 0 and tables > 0):
        raise DatabaseUnreadable(path, "it belongs to another program (no Yamb schema in it)")
    if version > latest:
        raise SchemaTooNew(path, version, latest)
    if check != "none" and tables > 0:
        problems = integrity_problems(conn, full=check == "full")
        if problems:
            shown = "; ".join(problems[:3])
            raise DatabaseUnreadable(path, f"the integrity check failed: {shown}")
    return int(version)


def integrity_problems(conn: sqlite3.Connection, *, full: bool = True) -> list[str]:
    """SQLite's integrity (or quick) check plus the foreign keys; empty when all is well."""
    try:
        pragma = "integrity_check" if full else "quick_check"
        rows = [str(r[0]) for r in conn.execute(f"PRAGMA {pragma}").fetchall()]
        problems = [] if rows == ["ok"] else rows
        for table, rowid, parent, _ in conn.execute("PRAGMA foreign_key_check").fetchall():
            problems.append(f"{table} row {rowid} points to a missing {parent}")
    except sqlite3.DatabaseError as error:
        return [str(error)]
    return problems


def _apply(conn: sqlite3.Connection, migration: Migration, path: Path, latest: int) -> int:
    """One migration in one transaction, recorded in `user_version` in that same transaction."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        # another process may have migrated while we waited for the write lock
        current = conn.execute("PRAGMA user_version").fetchone()[0]
        if current > latest:
            raise SchemaTooNew(path, current, latest)
        if current >= migration.version:
            conn.execute("ROLLBACK")
            return int(current)
        try:
            for statement in split_statements(migration.sql):
                conn.execute(statement)
            conn.execute(f"PRAGMA user_version = {migration.version}")
            conn.execute("COMMIT")
        except sqlite3.Error as error:
            raise StoreError(
                f"Migration {migration.name} failed ({error}); the database {path} was left "
                f"at version {current}."
            ) from None
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    return migration.version


# Where a backup must never go: files the system or the kernel own.
_SYSTEM_FOLDERS = (Path("/dev"), Path("/proc"), Path("/sys"))
# SQLite's companions of a database file (a backup over one of them would corrupt it), and
# the bot's lock file (bot/instance.py: replaced, its lock is gone and a second bot may start).
_COMPANIONS = ("", "-wal", "-shm", "-journal", ".lock")


def _is_same(target: Path, other: Path) -> bool:
    """The same file: by device and inode when both exist, else by the resolved path."""
    try:
        return os.path.samestat(target.stat(), other.stat())
    except OSError:
        return target.resolve() == other.resolve()


def check_backup_target(
    source: Path, target: str | Path, *, force: bool = False, create_folders: bool = False
) -> None:
    """Refuse, with one line and without touching anything, a target a backup must not use:
    the live database, its -wal/-shm/-journal files or its .lock (by any path or link), a
    folder, a device or other non-regular file, a symbolic link, a file in /dev, /proc or
    /sys, an existing file (unless `force`), a missing or unwritable folder."""
    named_folder = isinstance(target, str) and target.endswith(os.sep)
    target = Path(target)
    if named_folder or target.is_dir():
        raise StoreError(
            f"{target} is a folder: give the backup a file name (e.g. {target / 'yamb.sqlite3'})."
        )
    for suffix in _COMPANIONS:
        live = source.with_name(source.name + suffix)
        if _is_same(target, live):
            what = "the live database" if not suffix else f"the live database's {suffix} file"
            raise StoreError(f"{target} is {what} {live}: a backup must go to another file.")
    resolved = target.resolve()
    for system in _SYSTEM_FOLDERS:
        if resolved.is_relative_to(system):
            raise StoreError(
                f"{target} is in {system}, a system folder: choose a folder for files."
            )
    if target.is_symlink():
        raise StoreError(f"{target} is a symbolic link: give the path of the file itself.")
    if target.exists():
        if not target.is_file():
            raise StoreError(
                f"{target} is not a regular file (a device, pipe or socket): choose a file path."
            )
        if not force:
            raise StoreError(
                f"{target} already exists: choose a new file name, or add --force to replace it."
            )
    folder = target.parent
    if not folder.exists():
        if create_folders:
            return
        raise StoreError(f"The folder {folder} does not exist: create it first, or choose another.")
    if not folder.is_dir():
        raise StoreError(f"{folder} is not a folder, so {target} cannot be written.")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise StoreError(f"Cannot write in the folder {folder} (permission denied).")


def backup_file(
    source: Path,
    target: str | Path,
    busy_timeout: float = 5.0,
    *,
    force: bool = False,
    create_folders: bool = False,
) -> None:
    """Copy a live database with SQLite's online backup API into a new file `target`.

    The copy is taken in one step from its own read-only connection, so it is one consistent
    snapshot while the bot goes on writing (WAL lets readers and the writer work at the same
    time). It is written to a temporary file beside `target`, checked, flushed to disk, and
    only then moved into place; an existing `target` is replaced only with `force`. Refusals
    and failures raise StoreError with one line, leaving `target` as it was.
    """
    check_backup_target(source, target, force=force, create_folders=create_folders)
    target = Path(target)
    try:
        if create_folders:
            target.parent.mkdir(parents=True, exist_ok=True)
        handle, name = tempfile.mkstemp(
            prefix=f".{target.name}.", suffix=".partial", dir=target.parent
        )
    except OSError as error:
        raise StoreError(f"Cannot write the backup {target}: {error.strerror}.") from None
    os.close(handle)
    partial = Path(name)
    try:
        try:
            _copy_database(source, partial, target, busy_timeout)
        except (OSError, sqlite3.Error) as error:
            reason = (error.strerror if isinstance(error, OSError) else None) or str(error)
            raise StoreError(
                f"The backup to {target} failed ({reason}); nothing was written."
            ) from None
        # Checked again at the last moment: the place may have changed during the copy.
        check_backup_target(source, target, force=force)
        _place(partial, target, replace=force)
    finally:
        partial.unlink(missing_ok=True)


def _copy_database(source: Path, partial: Path, target: Path, busy_timeout: float) -> None:
    src = connect(source, busy_timeout, read_only=True)
    try:
        dest = sqlite3.connect(partial)
        try:
            src.backup(dest)
            dest.execute("PRAGMA journal_mode = DELETE")  # a single self-contained file
            problems = integrity_problems(dest, full=False)
            if problems:
                raise StoreError(f"The backup {target} failed its check: {'; '.join(problems[:3])}")
        finally:
            dest.close()
    finally:
        src.close()
    with partial.open("rb+") as file:
        os.fsync(file.fileno())


def _place(partial: Path, target: Path, *, replace: bool) -> None:
    """Move the finished copy to `target`; without `replace`, never over an existing file."""
    if replace:
        os.replace(partial, target)
    else:
        try:
            os.link(partial, target)  # fails if target appeared meanwhile: no overwrite race
        except FileExistsError:
            raise StoreError(
                f"{target} already exists: choose a new file name, or add --force to replace it."
            ) from None
        except OSError:
            # File systems without hard links: the check just above is the guard.
            os.replace(partial, target)
    with contextlib.suppress(OSError):  # make the rename itself durable where possible
        folder = os.open(target.parent, os.O_RDONLY)
        try:
            os.fsync(folder)
        finally:
            os.close(folder)
