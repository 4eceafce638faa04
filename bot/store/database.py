"""Opening the database file safely: checks, migrations, pragmas. Plain sqlite3, run in a thread.

Nothing here writes to a file before it has been recognised as an empty file, a fresh path, or a
healthy Yamb database of a schema this code knows.
"""

from __future__ import annotations

import os
import re
import sqlite3
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

from .errors import DatabaseUnreadable, SchemaTooNew, StoreError

DEFAULT_DATABASE_PATH = Path("data") / "yamb.sqlite3"
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


def connect(path: Path, busy_timeout: float, **kwargs: object) -> sqlite3.Connection:
    """A connection in autocommit mode: every transaction is explicit (BEGIN ... COMMIT)."""
    return sqlite3.connect(path, timeout=busy_timeout, isolation_level=None, **kwargs)  # type: ignore[call-overload, no-any-return]


def configure(conn: sqlite3.Connection, busy_timeout: float, synchronous: str) -> None:
    """Per-connection settings: WAL is persistent, the others are not."""
    conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout * 1000)}")
    conn.execute("PRAGMA foreign_keys = ON")
    conn.execute(f"PRAGMA synchronous = {synchronous}")


def _check_file(path: Path) -> None:
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
    if not os.access(path, os.W_OK):
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


def backup_file(source: Path, target: Path, busy_timeout: float = 5.0) -> None:
    """Copy a live database with SQLite's online backup API, atomically replacing `target`.

    The copy is taken in one step from its own connection, so it is one consistent snapshot
    while the bot goes on writing (WAL lets readers and the writer work at the same time).
    """
    if target.resolve() == source.resolve():
        raise StoreError(f"A backup cannot overwrite the live database {source}.")
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(target.name + ".partial")
    partial.unlink(missing_ok=True)
    src = connect(source, busy_timeout)
    dest = sqlite3.connect(partial)
    try:
        src.backup(dest)
        dest.execute("PRAGMA journal_mode = DELETE")  # a single self-contained file
        problems = integrity_problems(dest, full=False)
        if problems:
            raise StoreError(f"The backup {target} failed its check: {'; '.join(problems[:3])}")
    finally:
        dest.close()
        src.close()
    os.replace(partial, target)
