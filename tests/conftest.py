"""Settings shared by the whole suite."""

from __future__ import annotations

from hypothesis import HealthCheck, settings

# fixtures: a throwaway PostgreSQL server per session, a fresh database of each kind per test
from tests.pgserver import pg_server  # noqa: F401
from tests.storedb import database, empty_database  # noqa: F401

# The same examples on every machine and every run (a red CI must be reproducible), and no
# per-example time limit: a loaded 2-core machine is slow, not wrong.
settings.register_profile(
    "suite",
    derandomize=True,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile("suite")
