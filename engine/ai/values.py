"""The value of a sheet, as the sum of its groups' table values, and what a write changes in it."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..rulesets import Ruleset
from .dice import FloatArray
from .groups import Group, column_groups, row_values


@dataclass(frozen=True, eq=False)
class ValueModel:
    """Value tables for one ruleset (one per group key; see `groups`)."""

    ruleset: Ruleset
    tables: dict[str, FloatArray]
    grouping: str = "lower"

    def __post_init__(self) -> None:
        n = len(self.ruleset.rows)
        where: dict[int, tuple[Group, int]] = {}
        for c, groups in enumerate(self.groups()):
            for group in groups:
                for j, row in enumerate(group.rows):
                    where[c * n + row] = (group, j)
        object.__setattr__(self, "_where", where)

    def groups(self) -> tuple[tuple[Group, ...], ...]:
        return column_groups(self.ruleset, self.grouping)

    def group_of(self, cell: int) -> tuple[Group, int]:
        where: dict[int, tuple[Group, int]] = self._where  # type: ignore[attr-defined]
        return where[cell]

    def sheet_value(self, cells: list[int | None]) -> float:
        """What the sheet still adds to its total as it stands now, by the tables: the value of
        its empty cells, and what its partly written Max-Min and Hoch-Tief will change."""
        n = len(self.ruleset.rows)
        total = 0.0
        for c, groups in enumerate(self.groups()):
            column = cells[c * n : (c + 1) * n]
            for group in groups:
                total += float(self.tables[group.key][group.index(*group.state_of(column))])
                if group.mm is not None or group.ht is not None:
                    total += group.counted_ahead(column)
        return total

    def write_gain(self, cells: list[int | None], cell: int) -> FloatArray:
        """For each value the cell's row can take (`row_values(...).xs[row]`): the points it adds
        now plus the change in its group's value (a cross is the value 0)."""
        n = len(self.ruleset.rows)
        c, row = divmod(cell, n)
        group, j = self.group_of(cell)
        column = cells[c * n : (c + 1) * n]
        mask, u, code = group.state_of(column)
        table = self.tables[group.key]
        now = table[group.index(mask, u, code)]
        xs = row_values(self.ruleset).xs[row]
        index, reward = group.step_one(mask, u, code, j, xs)
        gain: FloatArray = reward + table[index] - now
        return gain

    def write_leaf(self, cells: list[int | None], cell: int, crossable: bool) -> FloatArray:
        """[throw] -> the gain of ending the turn by writing this cell (or crossing it)."""
        row = cell % len(self.ruleset.rows)
        rv = row_values(self.ruleset)
        gain = self.write_gain(cells, cell)
        leaf: FloatArray = gain[rv.of_throw[row]]
        if crossable:
            leaf = np.maximum(leaf, gain[rv.zero[row]])
        return leaf
