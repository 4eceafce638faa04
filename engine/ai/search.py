"""The options of one decision with their values, from an exact search of the rest of the turn.

A `Plan` holds, for one sheet and one way of ending the turn (a leaf: what each final throw is
worth), the value of every keep before the 2nd and the 3rd throw. Decisions within the turn only
look values up in it; a new plan is made when the sheet (or the announcement) changes.
"""

from __future__ import annotations

import numpy as np

from ..rulesets import ColumnKind, Ruleset
from .dice import DiceSpace, FloatArray, best_keeps


class Plan:
    """Values of a turn's throws and keeps for a leaf (what each final throw is worth).

    `values[d]`: a throw on the table after d throws, played on at best; `expected[d]`: each keep
    before throw d + 1. `lowest`: the Kontra thrower, who keeps to make the result worse.
    `stop_bonus[d]`: added when the turn ends after d throws (the yamm one-throw bonus, matches
    earned); `cost[d]`: paid for throw d + 1 (a match). The leaf may be [throw] or [throw, batch].
    """

    def __init__(
        self,
        space: DiceSpace,
        leaf: FloatArray,
        *,
        lowest: bool = False,
        throws: int = 3,
        stop_bonus: dict[int, FloatArray | float] | None = None,
        cost: dict[int, float] | None = None,
    ) -> None:
        self.space = space
        self.leaf = leaf
        self.throws = throws
        self.lowest = lowest
        bonus = stop_bonus or {}
        cost = cost or {}

        def stop(d: int) -> FloatArray:
            extra = bonus.get(d, 0.0)
            if isinstance(extra, np.ndarray) and leaf.ndim == 2:
                extra = extra[:, None]
            result: FloatArray = leaf + extra
            return result

        self.values: dict[int, FloatArray] = {throws: stop(throws)}
        self.expected: dict[int, FloatArray] = {}
        pick = np.minimum if lowest else np.maximum
        for d in range(throws - 1, 0, -1):
            expected = space.odds @ self.values[d + 1] - cost.get(d, 0.0)
            self.expected[d] = expected
            self.values[d] = pick(stop(d), best_keeps(space, expected, lowest))

    def keep_values(self, throws_done: int) -> FloatArray:
        """Value of each keep before the next throw, after `throws_done` throws."""
        return self.expected[throws_done]

    def throw_value(self, throws_done: int, throw: int) -> FloatArray:
        """Value of a throw on the table after `throws_done` throws, played on at best."""
        value: FloatArray = self.values[min(throws_done, self.throws)][throw]
        return value

    def before_turn(self) -> FloatArray:
        result: FloatArray = self.space.first @ self.values[1]
        return result


def order_cells(ruleset: Ruleset, cells: list[int | None]) -> list[int]:
    """Empty cells that the column order permits (announce columns excluded), as the rules say."""
    n = len(ruleset.rows)
    legal: list[int] = []
    for c, column in enumerate(ruleset.columns):
        start = c * n
        empty = [start + r for r in range(n) if cells[start + r] is None]
        if not empty:
            continue
        if column.kind is ColumnKind.DOWN:
            legal.append(empty[0])
        elif column.kind is ColumnKind.UP:
            legal.append(empty[-1])
        elif column.kind is ColumnKind.FREE:
            legal.extend(empty)
    return legal


def announce_cells(ruleset: Ruleset, cells: list[int | None]) -> list[int]:
    n = len(ruleset.rows)
    return [
        c * n + r
        for c, column in enumerate(ruleset.columns)
        if column.kind is ColumnKind.ANNOUNCE
        for r in range(n)
        if cells[c * n + r] is None
    ]
