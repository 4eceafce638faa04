"""The sheet as a sum of groups of cells, each with a small state that a value table is built over.

A `down` or `up` column is one group: its order ties every cell to the ones before it. A `free`
or `announce` column splits into the cells that interact (rows 1-6 share the upper bonus; row 1,
Max and Min share the (Max - Min) x ones product; Hoch and Tief the yamm crossing rule) and single
cells for the rest: once the order is free, only those rules couple a column's cells.

A group's state is (mask of filled cells, upper progress u, info):
- u: the sum of the group's rows 1-6 so far, capped where the bonus stops changing; 0 when no
  upper cell or every upper cell is filled (the bonus is then already counted).
- info: what the coupled rows still need to know. Max-Min (row 1 = o ones, Max = M, Min = m):
  o alone; M alone; m alone; o once two of the three are written with row 1 among them (o x M or
  -o x m is already counted); D = M - m once Max and Min are written but not row 1.
  Hoch-Tief: the value of whichever of the two is written.
Rewards are counted as cells are written (the bonus as u crosses a threshold), so a state's value
is what the group still adds.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

import numpy as np

from ..rulesets import ColumnKind, Ruleset
from .dice import DiceSpace, FloatArray, IntArray, dice_space

# Max-Min patterns (row 1, Max, Min filled) -> number of info codes
_MM_CODES = {
    (0, 0, 0): 1,
    (1, 0, 0): 6,  # o
    (0, 1, 0): 31,  # M (0 is a Kontra last-resort cross)
    (0, 0, 1): 31,  # m
    (1, 1, 0): 6,  # o
    (1, 0, 1): 6,  # o
    (0, 1, 1): 61,  # D + 30
    (1, 1, 1): 1,
}
_HT_CODES = {(0, 0): 1, (1, 0): 31, (0, 1): 31, (1, 1): 1}


@dataclass(frozen=True, eq=False)
class Group:
    """Cells of one column whose value is computed together (see the module docstring)."""

    key: str  # identical groups (e.g. yamm's three down columns) share one table
    rows: tuple[int, ...]  # ruleset row indexes, in column order
    order: str | None  # "down", "up" or None (any empty cell)
    announce: bool
    faces: tuple[int, ...]  # per local row: its face for rows 1-6, else 0
    counted: tuple[bool, ...]  # per local row: its value is added as it stands
    crossable: tuple[bool, ...]  # per local row: may be crossed by choice (not a sum row)
    mm: tuple[int, int, int] | None  # local (row 1, Max, Min)
    ht: tuple[int, int] | None  # local (Hoch, Tief)
    cap: int  # u is capped here
    bonus: tuple[int, ...]  # bonus for u = 0..cap
    offsets: IntArray = field(repr=False)  # mask -> first state index, -1 if not reachable
    u_size: IntArray = field(repr=False)  # mask -> number of u values (1 or cap + 1)
    i_size: IntArray = field(repr=False)  # mask -> number of info codes
    size: int = 0

    @property
    def full(self) -> int:
        return (1 << len(self.rows)) - 1

    def upper_mask(self) -> int:
        return sum(1 << j for j, face in enumerate(self.faces) if face)

    def index(self, mask: int, u: int, code: int) -> int:
        return int(self.offsets[mask] + u * self.i_size[mask] + code)

    def legal(self, mask: int) -> list[int]:
        """Local rows that may be written in this state."""
        empty = [j for j in range(len(self.rows)) if not mask >> j & 1]
        if not empty or self.order is None:
            return empty
        return [empty[0]] if self.order == "down" else [empty[-1]]

    # -- states of a sheet -----------------------------------------------------------------
    def state_of(self, cells: list[int | None]) -> tuple[int, int, int]:
        """(mask, u, info) of this group for the column's cells (indexed by ruleset row)."""
        mask = 0
        u = 0
        for j, row in enumerate(self.rows):
            value = cells[row]
            if value is not None:
                mask |= 1 << j
                if self.faces[j]:
                    u += value
        upper = self.upper_mask()
        u = 0 if mask & upper in (0, upper) else min(u, self.cap)
        return mask, u, self._info(mask, [cells[row] for row in self.rows])

    def _info(self, mask: int, values: list[int | None]) -> int:
        if self.mm is not None:
            one, hi, lo = (values[j] for j in self.mm)
            pattern = tuple(int(v is not None) for v in (one, hi, lo))
            if pattern == (1, 0, 0) or pattern in ((1, 1, 0), (1, 0, 1)):
                return int(one or 0)
            if pattern == (0, 1, 0):
                return int(hi or 0)
            if pattern == (0, 0, 1):
                return int(lo or 0)
            if pattern == (0, 1, 1):
                return int((hi or 0) - (lo or 0)) + 30
            return 0
        if self.ht is not None:
            hoch, tief = (values[j] for j in self.ht)
            if hoch is not None and tief is None:
                return int(hoch)
            if tief is not None and hoch is None:
                return int(tief)
        return 0

    def counted_ahead(self, cells: list[int | None]) -> int:
        """Points the group's rewards have counted that the sheet's total does not show yet (or
        the reverse, negative): the sheet counts a Max-Min product only once all three cells are
        written and a single Hoch or Tief as it stands, the rewards count the product's parts as
        they come and Hoch plus Tief once both are written."""
        values = [cells[row] for row in self.rows]
        if self.mm is not None:
            one, hi, lo = (values[j] for j in self.mm)
            if one is not None and hi is not None and lo is None:
                return one * hi
            if one is not None and lo is not None and hi is None:
                return -one * lo
        if self.ht is not None:
            hoch, tief = (values[j] for j in self.ht)
            if (hoch is None) != (tief is None):
                return -int(hoch if hoch is not None else tief or 0)
        return 0

    # -- writing ---------------------------------------------------------------------------
    def step(
        self, mask: IntArray, u: IntArray, code: IntArray, j: int, x: IntArray
    ) -> tuple[IntArray, FloatArray]:
        """Write value(s) `x` into local row `j` from states (mask, u, code), all broadcast.

        Returns the following state's index and the points the write adds now.
        """
        bit = 1 << j
        new_mask = mask | bit
        reward = np.zeros(
            np.broadcast_shapes(np.shape(mask), u.shape, code.shape, x.shape), dtype=np.float64
        )
        new_u = np.broadcast_to(u, reward.shape).copy()
        new_code = np.broadcast_to(code, reward.shape).copy()
        bonus = np.array(self.bonus, dtype=np.float64)
        if self.faces[j]:
            raised = np.minimum(u + x, self.cap)
            reward += x + bonus[raised] - bonus[u]
            new_u = raised
            upper = self.upper_mask()
            new_u = np.where((new_mask & upper) == upper, 0, new_u)
        elif self.counted[j]:
            reward += x
        if self.mm is not None and j in self.mm:
            reward, new_code = self._mm_step(mask, code, j, x, reward, new_code)
        if self.ht is not None and j in self.ht:
            reward, new_code = self._ht_step(mask, code, j, x, reward, new_code)
        shape = reward.shape
        new_mask = np.broadcast_to(new_mask, shape)
        index = self.offsets[new_mask] + new_u * self.i_size[new_mask] + new_code
        return index, reward

    def step_one(
        self, mask: int, u: int, code: int, j: int, xs: IntArray
    ) -> tuple[IntArray, FloatArray]:
        """`step` for one state and every value in `xs`, in plain Python (faster for one state
        than numpy's many small operations)."""
        bit = 1 << j
        new_mask = mask | bit
        upper = self.upper_mask()
        bonus = self.bonus
        face = self.faces[j]
        offset = int(self.offsets[new_mask])
        stride = int(self.i_size[new_mask])
        indexes: list[int] = []
        rewards: list[float] = []
        for x in xs.tolist():
            reward = 0.0
            new_u = u
            new_code = code
            if face:
                raised = min(u + x, self.cap)
                reward += x + bonus[raised] - bonus[u]
                new_u = 0 if new_mask & upper == upper else raised
            elif self.counted[j]:
                reward += x
            if self.mm is not None and j in self.mm:
                gain, new_code = _mm_one(self.mm, mask, code, j, x)
                reward += gain
            elif self.ht is not None and j in self.ht:
                hoch, tief = self.ht
                other = tief if j == hoch else hoch
                if mask >> other & 1:
                    high, low = (x, code) if j == hoch else (code, x)
                    reward += high + low if high > low else 0
                    new_code = 0
                else:
                    new_code = x
            indexes.append(offset + new_u * stride + new_code)
            rewards.append(reward)
        return np.array(indexes, dtype=np.int64), np.array(rewards)

    def _mm_step(
        self,
        mask: IntArray,
        code: IntArray,
        j: int,
        x: IntArray,
        reward: FloatArray,
        new_code: IntArray,
    ) -> tuple[FloatArray, IntArray]:
        assert self.mm is not None
        one, hi, lo = self.mm
        b1 = (mask >> one) & 1
        bh = (mask >> hi) & 1
        bl = (mask >> lo) & 1
        shape = reward.shape
        if j == one:  # x = o
            outs = [
                (b1 * 0 + (1 - bh) * (1 - bl), 0 * x, x),
                (bh * (1 - bl), x * code, x),
                ((1 - bh) * bl, -x * code, x),
                (bh * bl, x * (code - 30), 0 * x),
            ]
        elif j == hi:  # x = M
            outs = [
                ((1 - b1) * (1 - bl), 0 * x, x),
                (b1 * (1 - bl), code * x, code + 0 * x),
                ((1 - b1) * bl, 0 * x, x - code + 30),
                (b1 * bl, code * x, 0 * x),
            ]
        else:  # x = m
            outs = [
                ((1 - b1) * (1 - bh), 0 * x, x),
                (b1 * (1 - bh), -code * x, code + 0 * x),
                ((1 - b1) * bh, 0 * x, code - x + 30),
                (b1 * bh, -code * x, 0 * x),
            ]
        add = np.zeros(shape)
        chosen = np.zeros(shape, dtype=np.int64)
        for when, gain, following in outs:
            w = np.broadcast_to(when, shape).astype(bool)
            add = np.where(w, np.broadcast_to(gain, shape), add)
            chosen = np.where(w, np.broadcast_to(following, shape), chosen)
        return reward + add, chosen

    def _ht_step(
        self,
        mask: IntArray,
        code: IntArray,
        j: int,
        x: IntArray,
        reward: FloatArray,
        new_code: IntArray,
    ) -> tuple[FloatArray, IntArray]:
        assert self.ht is not None
        hoch, tief = self.ht
        other = tief if j == hoch else hoch
        written = ((mask >> other) & 1).astype(bool)
        shape = reward.shape
        high = x if j == hoch else code
        low = code if j == hoch else x
        pair = np.where(high > low, high + low, 0)
        add = np.where(np.broadcast_to(written, shape), np.broadcast_to(pair, shape), 0.0)
        following = np.where(np.broadcast_to(written, shape), 0, np.broadcast_to(x, shape))
        return reward + add, following.astype(np.int64)


def _mm_one(mm: tuple[int, int, int], mask: int, code: int, j: int, x: int) -> tuple[int, int]:
    """Max-Min bookkeeping for one write (see the module docstring): (points now, new info)."""
    one, hi, lo = mm
    b1, bh, bl = mask >> one & 1, mask >> hi & 1, mask >> lo & 1
    if j == one:  # x = o
        if bh and bl:
            return x * (code - 30), 0
        if bh:
            return x * code, x
        if bl:
            return -x * code, x
        return 0, x
    if j == hi:  # x = M
        if b1 and bl:
            return code * x, 0
        if b1:
            return code * x, code
        if bl:
            return 0, x - code + 30
        return 0, x
    # x = m
    if b1 and bh:
        return -code * x, 0
    if b1:
        return -code * x, code
    if bh:
        return 0, code - x + 30
    return 0, x


def _layout(
    n: int,
    order: str | None,
    faces: tuple[int, ...],
    mm: tuple[int, int, int] | None,
    ht: tuple[int, int] | None,
    cap: int,
) -> tuple[IntArray, IntArray, IntArray, int]:
    if order == "down":
        masks = [(1 << k) - 1 for k in range(n + 1)]
    elif order == "up":
        full = (1 << n) - 1
        masks = [full ^ ((1 << (n - k)) - 1) for k in range(n + 1)]
    else:
        masks = list(range(1 << n))
    upper = sum(1 << j for j, face in enumerate(faces) if face)
    offsets = np.full(1 << n, -1, dtype=np.int64)
    u_size = np.ones(1 << n, dtype=np.int64)
    i_size = np.ones(1 << n, dtype=np.int64)
    total = 0
    for mask in masks:
        us = 1 if mask & upper in (0, upper) else cap + 1
        codes = 1
        if mm is not None:
            codes = _MM_CODES[tuple((mask >> j) & 1 for j in mm)]  # type: ignore[index]
        elif ht is not None:
            codes = _HT_CODES[tuple((mask >> j) & 1 for j in ht)]  # type: ignore[index]
        offsets[mask] = total
        u_size[mask] = us
        i_size[mask] = codes
        total += us * codes
    return offsets, u_size, i_size, total


def bonus_cap(ruleset: Ruleset) -> int:
    tiers = ruleset.upper_bonus
    thresholds = [t for t, _ in tiers.at_least] + [limit for limit, _ in tiers.below]
    return max(thresholds, default=0)


def make_group(
    ruleset: Ruleset, column: int, rows: tuple[int, ...], order: str | None, announce: bool
) -> Group:
    rr = ruleset.rows
    index = ruleset.row_index
    faces = tuple(int(rr[r].id) if rr[r].id in "123456" else 0 for r in rows)
    ht_rows = set(ruleset.hoch_tief or ())
    counted = tuple(rr[r].id in ruleset.counted and rr[r].id not in ht_rows for r in rows)
    crossable = tuple(not rr[r].is_sum for r in rows)
    local = {r: j for j, r in enumerate(rows)}
    mm = None
    if ruleset.max_min is not None:
        wanted = (index["1"], index[ruleset.max_min[0]], index[ruleset.max_min[1]])
        if all(w in local for w in wanted):
            mm = (local[wanted[0]], local[wanted[1]], local[wanted[2]])
    ht = None
    if ruleset.hoch_tief is not None:
        wanted2 = (index[ruleset.hoch_tief[0]], index[ruleset.hoch_tief[1]])
        if all(w in local for w in wanted2):
            ht = (local[wanted2[0]], local[wanted2[1]])
    cap = bonus_cap(ruleset) if any(faces) else 0
    bonus = tuple(ruleset.upper_bonus(u) for u in range(cap + 1))
    offsets, u_size, i_size, size = _layout(len(rows), order, faces, mm, ht, cap)
    kind = "announce" if announce else (order or "free")
    names = ",".join(rr[r].id for r in rows)
    return Group(
        key=f"{kind}:{names}",
        rows=rows,
        order=order,
        announce=announce,
        faces=faces,
        counted=counted,
        crossable=crossable,
        mm=mm,
        ht=ht,
        cap=cap,
        bonus=bonus,
        offsets=offsets,
        u_size=u_size,
        i_size=i_size,
        size=size,
    )


@cache
def column_groups(ruleset: Ruleset, grouping: str = "lower") -> tuple[tuple[Group, ...], ...]:
    """Per column of the ruleset, its groups (see the module docstring).

    `grouping` says what becomes of a free or announce column's other cells: "lower" one group
    (they compete for the column's turns), "singles" one group each (a weaker model, for the
    `normal` level), "whole" the column as one group (a large table, for experiments).
    """
    n = len(ruleset.rows)
    index = ruleset.row_index
    coupled: list[int] = [index[str(face)] for face in range(1, 7)]
    if ruleset.max_min is not None:
        coupled += [index[ruleset.max_min[0]], index[ruleset.max_min[1]]]
    pairs: list[list[int]] = []
    if ruleset.hoch_tief is not None:
        pairs.append([index[ruleset.hoch_tief[0]], index[ruleset.hoch_tief[1]]])
    columns: list[tuple[Group, ...]] = []
    made: dict[tuple[object, ...], Group] = {}

    def group(c: int, rows: tuple[int, ...], order: str | None, announce: bool) -> Group:
        key = (rows, order, announce)
        if key not in made:
            made[key] = make_group(ruleset, c, rows, order, announce)
        return made[key]

    for c, column in enumerate(ruleset.columns):
        if column.kind in (ColumnKind.DOWN, ColumnKind.UP):
            order = "down" if column.kind is ColumnKind.DOWN else "up"
            columns.append((group(c, tuple(range(n)), order, False),))
            continue
        announce = column.kind is ColumnKind.ANNOUNCE
        parts = [tuple(sorted(coupled))] + [tuple(sorted(p)) for p in pairs]
        taken = {r for p in parts for r in p}
        rest = tuple(r for r in range(n) if r not in taken)
        if grouping == "singles":
            parts += [(r,) for r in rest]
        elif grouping == "lower" or (grouping == "whole_free" and announce):
            parts.append(rest)
        else:
            parts = [tuple(range(n))]
        columns.append(tuple(group(c, p, None, announce) for p in parts))
    return tuple(columns)


@dataclass(frozen=True, eq=False)
class RowValues:
    """Per ruleset row: the values it can take (crossing adds 0), and each throw's value index."""

    xs: tuple[IntArray, ...]  # [row] -> sorted distinct values
    of_throw: tuple[IntArray, ...]  # [row] -> [throw] index into xs
    zero: tuple[int, ...]  # [row] -> index of 0 in xs


@cache
def row_values(ruleset: Ruleset) -> RowValues:
    space = dice_space(ruleset.dice_count)
    table = np.array([ruleset.table[t] for t in space.throws], dtype=np.int64)  # [throw, row]
    xs: list[IntArray] = []
    of_throw: list[IntArray] = []
    zero: list[int] = []
    for r in range(len(ruleset.rows)):
        values = np.unique(np.concatenate([table[:, r], [0]]))
        xs.append(values)
        of_throw.append(np.searchsorted(values, table[:, r]).astype(np.int64))
        zero.append(int(np.searchsorted(values, 0)))
    return RowValues(tuple(xs), tuple(of_throw), tuple(zero))


def one_throw_bonus(ruleset: Ruleset, space: DiceSpace) -> FloatArray:
    """Yamm: +100 for a yamm left by the first throw, wherever it is written."""
    bonus = np.zeros(len(space.throws))
    if ruleset.one_throw_bonus:
        for t, dice in enumerate(space.throws):
            if len(set(dice)) == 1:
                bonus[t] = ruleset.one_throw_bonus
    return bonus
