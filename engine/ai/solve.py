"""The value tables' dynamic programme: an exact solution over every group's states.

A group's value is what it still adds to the column. Each turn it is offered a turn played for
it alone; with a price per turn it may also pass (leave the result to another column) and pay
the price: a Lagrangian stand-in for the columns competing for the same turns. Without the
price every group would value its empty cells as if it had a turn of its own for each; with it,
a free column's yamb is valued as the yamb that turns up while playing for something else.

`python -m engine.ai.build` writes what this solves to assets/ai/, and `tables.model` solves
here a layout no file holds: a module of its own, so that `tables` need not import `build` (the
command, which imports `tables`).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..rulesets import Ruleset
from .dice import DiceSpace, FloatArray, dice_space
from .groups import Group, column_groups, one_throw_bonus, row_values
from .turn import chain


@dataclass(frozen=True)
class Prices:
    """The price of a turn, per kind of group (see the module docstring); None: no passing."""

    ordered: float | None
    free: float | None
    announce: float | None

    def of(self, group: Group) -> float | None:
        if group.announce:
            return self.announce
        return self.ordered if group.order else self.free


def _gains(
    ruleset: Ruleset,
    group: Group,
    values: FloatArray,
    mask: np.ndarray,
    u: np.ndarray,
    code: np.ndarray,
    j: int,
) -> FloatArray:
    """[throw, state]: value of ending the turn by writing (or crossing) local row j."""
    rv = row_values(ruleset)
    row = group.rows[j]
    xs = rv.xs[row]
    idx, reward = group.step(mask[:, None], u[:, None], code[:, None], j, xs[None, :])
    val = reward + values[idx]  # [state, x]
    leaf = val[:, rv.of_throw[row]]
    if group.crossable[j]:
        leaf = np.maximum(leaf, val[:, rv.zero[row]][:, None])
    return np.ascontiguousarray(leaf.T)


def _fixed_point_turn(
    space: DiceSpace, leaf: FloatArray, price: float | None, first_bonus: FloatArray
) -> FloatArray:
    """Value of a group offered turns, passing at `price` (see the module docstring)."""
    bonus = first_bonus[:, None]

    def offered(v: FloatArray | None) -> FloatArray:
        end = leaf if v is None else np.maximum(leaf, (v - price)[None, :])  # type: ignore[operator]
        first = np.maximum(chain(space, end, 2), leaf + bonus)
        result: FloatArray = space.first @ first
        return result

    v0 = offered(None)
    if price is None:
        return v0
    v1 = offered(v0)
    g0 = v1 - v0
    for _ in range(30):
        g1 = offered(v1) - v1
        if np.all(np.abs(g1) < 1e-7):
            break
        slope = (g1 - g0) / np.where(v1 - v0 == 0, 1.0, v1 - v0)
        step = np.where(slope < -1e-12, -g1 / np.where(slope < -1e-12, slope, -1.0), g1)
        v0, g0 = v1, g1
        v1 = v1 + step
    return v1


def _fixed_point_announce(space: DiceSpace, best: FloatArray, price: float | None) -> FloatArray:
    """v = E[max(best announce after the first throw, v - price)], by Newton's method."""
    p = space.first[:, None]
    v: FloatArray = (p * best).sum(axis=0)
    if price is None:
        return v
    for _ in range(50):
        passing = best < (v - price)[None, :]
        g = (p * np.maximum(best, (v - price)[None, :])).sum(axis=0) - v
        slope = (p * passing).sum(axis=0) - 1.0
        step = -g / slope
        v = v + step
        if np.all(np.abs(step) < 1e-9):
            break
    return v


CHUNK = 6000  # states per batch: [throw, state] arrays stay a few tens of MB


def solve_group(ruleset: Ruleset, group: Group, prices: Prices) -> FloatArray:
    """Every state's value, by filled cells from the full group back to the empty one."""
    space = dice_space(ruleset.dice_count)
    first_bonus = one_throw_bonus(ruleset, space)
    bonus = first_bonus[:, None]
    price = prices.of(group)
    values = np.zeros(group.size)
    n = len(group.rows)
    by_count: dict[int, list[int]] = {}
    for m in range(group.full):
        if group.offsets[m] >= 0:
            by_count.setdefault(bin(m).count("1"), []).append(m)
    for count in sorted(by_count, reverse=True):
        masks = np.array(by_count[count], dtype=np.int64)
        sizes = group.u_size[masks] * group.i_size[masks]
        mask = np.repeat(masks, sizes)
        local = np.concatenate([np.arange(s) for s in sizes])
        isz = np.repeat(group.i_size[masks], sizes)
        u, code = local // isz, local % isz
        index = np.repeat(group.offsets[masks], sizes) + local
        legal = np.zeros((len(mask), n), dtype=bool)
        for k, m in enumerate(masks):
            rows = group.legal(int(m))
            lo = int(sizes[:k].sum())
            legal[lo : lo + int(sizes[k]), rows] = True
        for lo in range(0, len(mask), CHUNK):
            part = slice(lo, lo + CHUNK)
            pm, pu, pc, pl = mask[part], u[part], code[part], legal[part]
            if group.announce:
                best = np.full((len(space.throws), len(pm)), -np.inf)
                for j in range(n):
                    on = np.flatnonzero(pl[:, j])
                    if len(on) == 0:
                        continue
                    leaf = _gains(ruleset, group, values, pm[on], pu[on], pc[on], j)
                    w1 = np.maximum(chain(space, leaf, 2), leaf + bonus)
                    best[:, on] = np.maximum(best[:, on], w1)
                v = _fixed_point_announce(space, best, price)
            else:
                leaf = np.full((len(space.throws), len(pm)), -np.inf)
                for j in range(n):
                    on = np.flatnonzero(pl[:, j])
                    if len(on):
                        gain = _gains(ruleset, group, values, pm[on], pu[on], pc[on], j)
                        leaf[:, on] = np.maximum(leaf[:, on], gain)
                v = _fixed_point_turn(space, leaf, price, first_bonus)
            values[index[part]] = v
    return values


def build_ruleset(
    ruleset: Ruleset, prices: Prices, grouping: str = "lower"
) -> dict[str, FloatArray]:
    tables: dict[str, FloatArray] = {}
    for groups in column_groups(ruleset, grouping):
        for group in groups:
            if group.key not in tables:
                tables[group.key] = solve_group(ruleset, group, prices)
    return tables


@dataclass(frozen=True)
class Level:
    grouping: str
    prices: Prices


# Prices per ruleset, tuned by solitaire self-play (a few hundred seeded games per setting):
# a free column's groups pass at 10 (13 in classic and russian, see below), an announce column's
# at 5 (it announces only on a promising first throw), down and up columns at 12. In classic,
# with `hard`'s weight on the next turn (`Brain.flex`), paired self-play
# (benchmarks/paired_ai.py, 150 games each) measured down and up at 12 +3.8 ± 3.0 against no
# passing and 20 -0.9 ± 3.1 against 12; the free column's other cells at 7 or 14 -3.2 ± 3.1 and
# -2.0 ± 3.2, the free column at 13 -2.7 ± 2.6, the announce column at 8 -1.0 ± 1.5, all against
# the prices here; the free column's other cells priced by their filled count, 6 rising to 14
# -9.7 ± 3.2, 14 falling to 6 -2.3 ± 3.1.
# With the learned correction (`correct`), paired as above against 12/10/5 and its shipped
# correction, 200 games each. A variant's tables with the correction refitted on its own games
# (fit.py, 2,000 games, without --fresh): the free column at 13 in classic +3.2 ± 2.0 and +3.7 ±
# 2.1 on seeds 200-399, in russian +6.1 ± 2.0 and +6.0 ± 2.1 (both kept); russian free 13 with
# announce 3 +3.3 ± 1.9; bulgarian announce 3 -3.7 ± 1.9, free 8 -2.0 ± 2.0. With the shipped
# correction unchanged, russian: down and up at 9 -3.4 ± 1.9, at 15 -0.5 ± 1.5, free 7 -7.4 ±
# 1.5, free 13 +3.2 ± 1.6, announce 3 +3.2 ± 1.6, announce 8 -1.5 ± 1.5; bulgarian free 13 -4.8
# ± 1.8, announce 3 +0.5 ± 1.7. Russian's tables switched at 26 empty cells (150 games, with
# the free-13 correction): free 13 early and 10 late +4.1 ± 2.2, 10 early and 13 late +1.7 ±
# 2.1, no better than 13 throughout.
# The free and announce columns' other cells as one group (a "joint" grouping, 1,024 states in
# classic and bulgarian, 256 in russian: after the first throw a turn announces one of its
# announce cells, or plays on for its free cells and writes one or passes at one price; built
# in a worktree, never merged), paired as above against the shipped tables, 200 games each. With
# the shipped correction on both: classic at 13 -2.8 ± 1.8, 16 -2.4 ± 1.8, 20 -2.1 ± 1.8, 10
# -10.2 ± 1.9, 8 -18.3 ± 2.0, 5 -24.3 ± 2.3, at 13 with passing right after the first throw at 5
# -3.6 ± 1.7 or 8 -2.9 ± 1.8; bulgarian at 10 +0.2 ± 1.7; russian at 13 -5.6 ± 1.8. Without any
# correction on either side the joint tables gain (classic 13 +8.2 ± 2.4, 20 +3.4 ± 2.7; bulgarian
# 10 +5.4 ± 2.1; russian 13 +11.2 ± 2.0), but the correction already prices the two columns'
# competition for turns (at 13, on classic's empty sheet, no write's gain moves by more than 4
# points). With the correction refitted on them (fit.py, 2,000 games, without --fresh): classic
# 13 -4.6 ± 2.1, 20 -0.8 ± 2.0; bulgarian 10 -7.0 ± 2.0; russian 13 -0.2 ± 2.1 (--fresh -7.1 ±
# 2.2). Not kept.
# With the correction refitted by least-squares temporal differences (fit.py, 2,000 games of the
# player with the shipped weights, counted at 0.7), against the shipped tables and weights, 400
# games: bulgarian free 13 +2.5 ± 1.1 (seed 12000) and -0.9 ± 1.3 (15000), refitted again on
# 2,000 more games of its own player +2.4 ± 1.2, -0.0 ± 1.2 and -1.0 ± 1.1 (seeds 12000, 15000,
# 9000); bulgarian free 16 -2.1 ± 1.3; russian announce 3 -0.2 ± 1.3; classic announce 3 +0.2
# ± 1.3, down and up at 15 -0.4 ± 1.2 (seed 12000). Not kept.
# Bulgarian's down and up columns, with the shipped correction unchanged (400 games, seed
# 12000): at 15 +0.2 ± 1.1, at 9 -12.0 ± 1.4 (375 games). Not kept.
HARD_PRICES = {
    "classic": Prices(12.0, 13.0, 5.0),
    "bulgarian": Prices(12.0, 10.0, 5.0),
    "yamm": Prices(12.0, 10.0, None),
    "russian": Prices(12.0, 13.0, 5.0),
    "tris": Prices(12.0, 10.0, 5.0),
}


def level_config(ruleset: Ruleset, level: str) -> Level:
    if level == "normal":
        return Level("singles", Prices(None, None, None))
    if level == "hard":
        return Level("lower", HARD_PRICES.get(ruleset.name, Prices(12.0, 10.0, 5.0)))
    raise ValueError(f"no tables for level {level!r}")


LEVELS = ("normal", "hard")


def build_level(ruleset: Ruleset, level: str) -> dict[str, FloatArray]:
    config = level_config(ruleset, level)
    return build_ruleset(ruleset, config.prices, config.grouping)
