"""The last turns of a sheet searched exactly, in place of the tables' estimate.

The tables value each group as if it could wait for good dice, paying a price per turn it lets
go (`solve`); with a few cells left that is far from the truth: an empty yamb with two turns to
go is worth the yamb two turns can bring, not the yamb a patient column waits for. Once a sheet
has at most `Brain.endgame_limit` empty cells, `ExactBrain` values a write by the points it adds
now plus the expected points of every turn left, each played at best (an expectimax over the
turns left, one `search.Plan` per state). A state is what the groups still need to know
(`groups.Group`: filled cells, upper sum, Max-Min and Hoch-Tief info), so sheets that differ
only in values that no longer matter share one.

Only for a single sheet played for its own points turn by turn (standard, partners, solitaire;
`policy._single`), and without russian matches (whose extra throws cost matches the search does
not count).
"""

from __future__ import annotations

from collections.abc import Hashable

import numpy as np

from ..rulesets import Ruleset
from . import tables
from .dice import FloatArray, IntArray
from .groups import Group, row_values
from .policy import Brain, turn_value
from .values import ValueModel

STATES_KEPT = 50_000  # values of states remembered (a game adds a few hundred; they recur)
# A search that would value more states than this is left to the tables until fewer cells are
# left. A state takes 0.2-0.7 ms; at five cells, 200 solitaire games each: median 42 (classic)
# and 48 (russian) states, p99 280 and 360, at most 316 and 448, for at most 138 ms. A russian
# two-player game (bench_hard_play.py, seed 38) met 3,060 at once, 1.2 s: an announce column
# with its ones, fives, sixes and Max empty, whose upper sum and Max-Min codes all differ. At
# seven cells (russian, 100 solitaire games) the median was 384, 64% at most 500, 89% at most
# 1,000, the largest 4,480; the cap keeps a search to about 250 ms, so that a hint stays quick.
STATES_SEARCHED = 600


class ExactValues:
    """Expected points still to come of a sheet's states, each turn left played at best."""

    def __init__(self, ruleset: Ruleset, model: ValueModel) -> None:
        self.ruleset = ruleset
        self.model = model
        self.rows = len(ruleset.rows)
        self.rv = row_values(ruleset)
        self._values: dict[Hashable, float] = {}

    def key(self, cells: tuple[int | None, ...]) -> Hashable:
        """What the turns left depend on: each unfinished group's state."""
        n = self.rows
        parts: list[tuple[int, str, tuple[int, int, int]]] = []
        for c, groups in enumerate(self.model.groups()):
            column = list(cells[c * n : (c + 1) * n])
            for group in groups:
                if any(column[row] is None for row in group.rows):
                    parts.append((c, group.key, group.state_of(column)))
        return tuple(parts)

    def steps(
        self, cells: tuple[int | None, ...], cell: int
    ) -> tuple[FloatArray, list[tuple[int | None, ...]], IntArray]:
        """Writing each value the cell's row can take: the points it adds now, the sheets it
        can lead to (one per distinct following state) and which of them each value leads to."""
        n = self.rows
        c, row = divmod(cell, n)
        group, j = self.model.group_of(cell)
        mask, u, code = group.state_of(list(cells[c * n : (c + 1) * n]))
        xs = self.rv.xs[row]
        following, rewards = group.step_one(mask, u, code, j, xs)
        sheets: list[tuple[int | None, ...]] = []
        which = np.empty(len(xs), dtype=np.int64)
        seen: dict[int, int] = {}
        for k, (index, x) in enumerate(zip(following.tolist(), xs.tolist(), strict=True)):
            found = seen.get(index)
            if found is None:
                found = seen[index] = len(sheets)
                after = list(cells)
                after[cell] = int(x)
                sheets.append(tuple(after))
            which[k] = found
        return np.asarray(rewards, dtype=np.float64), sheets, which

    def reachable(self, cells: tuple[int | None, ...]) -> int:
        """How many states the turns left can reach from this sheet, this one among them: the
        search values each of them once. Groups fill independently, so it is the product of
        what each unfinished group can reach."""
        n = self.rows
        count = 1
        for c, groups in enumerate(self.model.groups()):
            column = list(cells[c * n : (c + 1) * n])
            for group in groups:
                if any(column[row] is None for row in group.rows):
                    count *= self._group_reachable(group, group.state_of(column))
        return count

    def _group_reachable(self, group: Group, start: tuple[int, int, int]) -> int:
        seen = {start}
        frontier = [start]
        while frontier:
            following: list[tuple[int, int, int]] = []
            for mask, u, code in frontier:
                for j in group.legal(mask):
                    indexes, _ = group.step_one(mask, u, code, j, self.rv.xs[group.rows[j]])
                    new_mask = mask | 1 << j
                    first, stride = int(group.offsets[new_mask]), int(group.i_size[new_mask])
                    for index in set(indexes.tolist()):
                        state = (new_mask, *divmod(index - first, stride))
                        if state not in seen:
                            seen.add(state)
                            following.append(state)
            frontier = following
        return len(seen)

    def remembered(self, key: Hashable) -> float | None:
        return self._values.get(key)

    def remember(self, key: Hashable, value: float) -> None:
        if len(self._values) >= STATES_KEPT:
            self._values.clear()
        self._values[key] = value


def offset(ruleset: Ruleset, model: ValueModel, cells: tuple[int | None, ...]) -> float:
    """The tables' value of the sheet after this turn's write: exact gains less this keep the
    scale of the tables' gains, so that a hint's expected total stays the sheet's total plus
    the turns left."""
    empty = cells.count(None)
    bias, _ = tables.calibration(ruleset, "hard", empty - 1)
    return model.sheet_value(list(cells)) + bias


class ExactBrain(Brain):
    """`Brain` whose write gains come from `ExactValues` (see the module docstring): the twin
    of the `hard` brain that its decisions use once the sheet has at most `endgame_limit`
    empty cells."""

    def __init__(self, base: Brain) -> None:
        # a state's plans and its cells' gains, for the few hundred states of a sheet's end
        super().__init__(base.ruleset, base.model, cache_size=4096)
        self.exact = ExactValues(base.ruleset, base.model)

    def affordable(self, cells: tuple[int | None, ...]) -> bool:
        found = self._cache.get(
            ("affordable", cells), lambda: self.exact.reachable(cells) <= STATES_SEARCHED
        )
        return bool(found)

    def gain(self, cells: tuple[int | None, ...], cell: int) -> FloatArray:
        found = self._cache.get(("exact", cells, cell), lambda: self._exact_gain(cells, cell))
        assert isinstance(found, np.ndarray)
        return found

    def _exact_gain(self, cells: tuple[int | None, ...], cell: int) -> FloatArray:
        rewards, sheets, which = self.exact.steps(cells, cell)
        later = np.array([self.value(sheet) for sheet in sheets])
        gain: FloatArray = rewards + later[which] - self._offset(cells)
        return gain

    def _offset(self, cells: tuple[int | None, ...]) -> float:
        """`offset`, once per sheet (each of its cells' gains needs it)."""
        found = self._cache.get(("offset", cells), lambda: offset(self.ruleset, self.model, cells))
        assert isinstance(found, float)
        return found

    def value(self, cells: tuple[int | None, ...]) -> float:
        """Expected points still to come from the sheet, every turn left played at best."""
        if None not in cells:
            return 0.0
        key = self.exact.key(cells)
        found = self.exact.remembered(key)
        if found is None:
            found = turn_value(self, cells) + self._offset(cells)
            self.exact.remember(key, found)
        return found
