"""Loading the value tables shipped in assets/ai/ (built by `python -m engine.ai.build`); a layout
no file holds is solved (`solve`) when first asked for."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import numpy as np

from ..rulesets import Ruleset, get_ruleset
from .dice import FloatArray
from .groups import column_groups
from .solve import build_level
from .values import ValueModel

ASSETS = Path(__file__).resolve().parents[2] / "assets" / "ai"
LEVELS = ("easy", "normal", "hard")
GROUPING = {"easy": "lower", "normal": "singles", "hard": "lower"}  # see groups.column_groups

_lock = threading.Lock()
_building = threading.Lock()
_models: dict[tuple[int, str], ValueModel] = {}
_unshipped: set[tuple[int, str]] = set()  # models no shipped file holds: built (`model`)


def asset_name(ruleset: Ruleset, level: str) -> str:
    return f"{ruleset.name}-{level}.npz"


def _file_key(key: str) -> str:
    return key.replace(":", "__").replace(",", "_")


def save_tables(path: Path, tables: dict[str, FloatArray]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    arrays = {_file_key(k): v.astype(np.float32) for k, v in tables.items()}
    np.savez_compressed(path, **arrays)  # type: ignore[arg-type]


def _load_file(ruleset: Ruleset, base: Ruleset, level: str) -> ValueModel | None:
    path = ASSETS / asset_name(base, level)
    if not path.exists():
        return None
    with np.load(path) as data:
        stored = {name: data[name].astype(np.float64) for name in data.files}
    tables: dict[str, FloatArray] = {}
    for groups in column_groups(ruleset, GROUPING[level]):
        for group in groups:
            array = stored.get(_file_key(group.key))
            if array is None or len(array) != group.size:
                return None  # a layout the file was not built for (e.g. another bonus threshold)
            tables[group.key] = array
    return ValueModel(ruleset, tables, GROUPING[level])


CALIBRATION = ASSETS / "calibration.json"


def load_calibration() -> dict[str, dict[str, dict[str, list[float]]]]:
    """ruleset -> level -> {"bias": [...], "sd": [...]} by empty cells (see build.calibrate)."""
    if not CALIBRATION.exists():
        return {}
    data: dict[str, dict[str, dict[str, list[float]]]] = json.loads(
        CALIBRATION.read_text(encoding="utf-8")
    )
    return data


def save_calibration(data: dict[str, dict[str, dict[str, list[float]]]]) -> None:
    rounded = {
        r: {lv: {k: [round(v, 2) for v in vs] for k, vs in d.items()} for lv, d in levels.items()}
        for r, levels in data.items()
    }
    CALIBRATION.write_text(json.dumps(rounded, indent=1) + "\n", encoding="utf-8")


_calibration: dict[str, dict[str, dict[str, list[float]]]] | None = None


def calibration(ruleset: Ruleset, level: str, empty: int) -> tuple[float, float]:
    """(bias, sd) of the final total beyond the tables' value with `empty` cells left."""
    global _calibration
    if _calibration is None:
        _calibration = load_calibration()
    found = _calibration.get(ruleset.name, {}).get(level)
    if not found or empty <= 0:
        return 0.0, 0.0
    empty = min(empty, len(found["bias"]) - 1)
    return found["bias"][empty], found["sd"][empty]


def zero_model(ruleset: Ruleset) -> ValueModel:
    """Every empty cell worth nothing: a write is valued by the points it adds now (greedy)."""
    tables = {
        group.key: np.zeros(group.size) for groups in column_groups(ruleset) for group in groups
    }
    return ValueModel(ruleset, tables)


def model(ruleset: Ruleset, level: str) -> ValueModel:
    """The value model of a ruleset (with its options) for a level, loaded once.

    Options that keep the sheet's layout (six dice, matches, negative school) use the base
    ruleset's tables; another bonus threshold is built here the first time (about a minute,
    outside the lock: other rulesets' models are not held up meanwhile; see `ready`).
    """
    found = _loaded(ruleset, level)
    if found is not None:
        return found
    with _building:  # one build at a time: each takes a core for a minute
        found = _models.get((id(ruleset), level))
        if found is None:
            found = ValueModel(ruleset, build_level(ruleset, level), GROUPING[level])
            with _lock:
                found = _models.setdefault((id(ruleset), level), found)
        return found


def ready(ruleset: Ruleset, level: str) -> bool:
    """Whether `model` answers at once: loaded, shipped, or needing nothing (easy); False
    when it would build tables (a bonus threshold of its own), which a caller that must not
    wait a minute has built elsewhere first."""
    return _loaded(ruleset, level) is not None


def _loaded(ruleset: Ruleset, level: str) -> ValueModel | None:
    """The model if it is loaded or can be read from the shipped files; None if it must be
    built."""
    key = (id(ruleset), level)
    found = _models.get(key)
    if found is not None or key in _unshipped:
        return found
    with _lock:
        found = _models.get(key)
        if found is None and key not in _unshipped:
            if level == "easy":
                found = zero_model(ruleset)
            else:
                found = _load_file(ruleset, get_ruleset(ruleset.name), level)
            if found is None:
                _unshipped.add(key)  # not read again at every question
            else:
                _models[key] = found
        return found
