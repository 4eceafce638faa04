"""Settings shared by the whole suite."""

from __future__ import annotations

import pytest
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


# Whole games through the fake Discord, killed processes and the throwaway PostgreSQL take
# tens of seconds each. They start first, slowest first, so that the workers finish together
# instead of three idling while the fourth runs a long test it picked up last.
_LONG_FIRST = (
    "test_bot_tournaments",
    "test_bot_faults",
    "test_shards",
    "test_bot_games",
    "test_bot_players",
    "test_fakediscord_faults",
    "test_store_crash",
    "test_bot_languages",
    "test_store_postgresql",
    "test_bot_process",
    "test_properties",
    "test_web_browser",
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    rank = {name: i for i, name in enumerate(_LONG_FIRST)}
    items.sort(key=lambda item: rank.get(item.path.stem, len(rank)))
