"""A learned correction to the tables' value of a sheet, from which cells are still empty.

The tables value each group as if it had turns of its own at a fixed price (see `build`); what
play really adds beyond their sum depends on how the empty cells share the turns left: a column
with many empty cells late in the game, the same row empty in several columns. The correction is
a linear function of such features of the sheet's empty cells, fitted by self-play: the points a
sheet still added beyond the tables' value, with the dice's luck taken out (`python -m
engine.ai.fit`, shipped in assets/ai/correction.json).

Only its change by a write matters to a decision (every write leaves one turn fewer), so the
features that depend on the number of empty cells alone are fitted but not kept.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache

import numpy as np

from ..rulesets import Ruleset
from .dice import FloatArray
from .groups import column_groups
from .tables import ASSETS


@dataclass(frozen=True, eq=False)
class Features:
    """The correction's features of a set of sheets' empty cells ([sheet, cell] 0/1)."""

    ruleset: Ruleset
    groups: tuple[tuple[int, ...], ...]  # each group's cells (ruleset cell indexes)
    rows: tuple[tuple[int, ...], ...]  # each row's cells across the columns

    @property
    def size(self) -> int:
        return 3 * len(self.groups) + 2 * self.ruleset.cell_count + len(self.rows)

    def of(self, empty: FloatArray) -> FloatArray:
        cells = self.ruleset.cell_count
        turns = empty.sum(axis=1, keepdims=True)  # turns left: one per empty cell
        per_group = np.stack([empty[:, list(g)].sum(axis=1) for g in self.groups], axis=1)
        per_row = np.stack([empty[:, list(r)].sum(axis=1) for r in self.rows], axis=1)
        parts = [
            per_group,
            per_group * turns / cells,  # a group's empty cells weigh more as turns run out
            per_group**2 / np.maximum(turns, 1.0),  # ... and the more of them, the more so
            empty,
            empty * turns / cells,
            per_row**2,  # the same row empty in several columns: they wait for the same dice
        ]
        features: FloatArray = np.concatenate(parts, axis=1)
        return features


@cache
def features_of(ruleset: Ruleset) -> Features:
    n = len(ruleset.rows)
    groups = tuple(
        tuple(c * n + row for row in group.rows)
        for c, column in enumerate(column_groups(ruleset, "lower"))
        for group in column
    )
    rows = tuple(tuple(c * n + r for c in range(len(ruleset.columns))) for r in range(n))
    return Features(ruleset, groups, rows)


@dataclass(frozen=True, eq=False)
class Correction:
    """Weights of the features (`Features.of`) for one ruleset."""

    ruleset: Ruleset
    weights: FloatArray

    def deltas(self, cells: tuple[int | None, ...]) -> dict[int, float]:
        """Per empty cell: how much the correction changes when that cell is filled."""
        empty = np.array([[v is None for v in cells]], dtype=np.float64)
        where = np.flatnonzero(empty[0])
        if len(where) == 0:
            return {}
        after = np.repeat(empty, len(where), axis=0)
        after[np.arange(len(where)), where] = 0.0
        features = features_of(self.ruleset)
        change = (features.of(after) - features.of(empty)) @ self.weights
        return {int(c): float(d) for c, d in zip(where, change, strict=True)}


CORRECTION = ASSETS / "correction.json"


def load_weights() -> dict[str, list[float]]:
    if not CORRECTION.exists():
        return {}
    data: dict[str, list[float]] = json.loads(CORRECTION.read_text(encoding="utf-8"))
    return data


def correction(ruleset: Ruleset, share: float = 1.0) -> Correction | None:
    """The shipped correction of a ruleset (its base's: options keep the sheet's layout), its
    weights times `share`."""
    found = load_weights().get(ruleset.name)
    if found is None or len(found) != features_of(ruleset).size:
        return None
    return Correction(ruleset, np.array(found) * share)
