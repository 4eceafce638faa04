"""Dice combinatorics for the turn search: throws and keeps as multisets, and their odds.

A throw of n dice is a multiset (252 for five dice, 462 for six); a keep is a sub-multiset of a
throw (462 for five dice, 924 for six), from nothing kept to everything kept. Keeping everything
is the same as stopping, so "stop" needs no layer of its own.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from functools import cache

import numpy as np
import numpy.typing as npt

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]

FACES = (1, 2, 3, 4, 5, 6)


def _multisets(size: int) -> list[tuple[int, ...]]:
    return list(itertools.combinations_with_replacement(FACES, size))


def _odds(fresh: int) -> dict[tuple[int, ...], float]:
    """Probability of each sorted result of throwing `fresh` dice."""
    total = 6.0**fresh
    odds: dict[tuple[int, ...], float] = {}
    for result in _multisets(fresh):
        ways = math.factorial(fresh)
        for face in FACES:
            ways //= math.factorial(result.count(face))
        odds[result] = ways / total
    return odds


@dataclass(frozen=True, eq=False)
class DiceSpace:
    """Every throw and keep of `count` dice, with the odds of going from a keep to a throw."""

    count: int
    throws: tuple[tuple[int, ...], ...]  # sorted dice, index = throw id
    keeps: tuple[tuple[int, ...], ...]  # sorted kept dice, ordered by size; index = keep id
    throw_index: dict[tuple[int, ...], int]
    keep_index: dict[tuple[int, ...], int]
    odds: FloatArray  # [keep, throw]: probability that re-throwing the rest gives the throw
    first: FloatArray  # [throw]: odds of a first throw (nothing kept)
    throw_as_keep: IntArray  # [throw] -> keep id of keeping every die
    # the keeps of one size, each with its distinct one-die-smaller keeps (padded by repeats):
    # the best over all sub-keeps of a throw is built size by size from these (see `best_keeps`)
    levels: tuple[tuple[IntArray, IntArray], ...]
    sub_keeps: tuple[tuple[int, ...], ...]  # [throw] -> every keep id it allows (for decisions)


@cache
def dice_space(count: int) -> DiceSpace:
    throws = tuple(_multisets(count))
    keeps = tuple(k for size in range(count + 1) for k in _multisets(size))
    throw_index = {t: i for i, t in enumerate(throws)}
    keep_index = {k: i for i, k in enumerate(keeps)}
    odds = np.zeros((len(keeps), len(throws)))
    for k_id, kept in enumerate(keeps):
        for result, p in _odds(count - len(kept)).items():
            odds[k_id, throw_index[tuple(sorted(kept + result))]] += p
    levels: list[tuple[IntArray, IntArray]] = []
    for size in range(1, count + 1):
        ids = [keep_index[k] for k in _multisets(size)]
        children: list[list[int]] = []
        for keep in _multisets(size):
            smaller = sorted({keep_index[keep[:i] + keep[i + 1 :]] for i in range(size)})
            children.append(smaller + [smaller[0]] * (count - len(smaller)))
        levels.append((np.array(ids, dtype=np.int64), np.array(children, dtype=np.int64)))
    sub_keeps = tuple(
        tuple(
            sorted(
                {
                    keep_index[tuple(sorted(c))]
                    for size in range(count + 1)
                    for c in itertools.combinations(t, size)
                }
            )
        )
        for t in throws
    )
    return DiceSpace(
        count=count,
        throws=throws,
        keeps=keeps,
        throw_index=throw_index,
        keep_index=keep_index,
        odds=odds,
        first=odds[keep_index[()]].copy(),
        throw_as_keep=np.array([keep_index[t] for t in throws], dtype=np.int64),
        levels=tuple(levels),
        sub_keeps=sub_keeps,
    )


def best_keeps(space: DiceSpace, expected: FloatArray, lowest: bool = False) -> FloatArray:
    """For every throw, the best expected value over the keeps it allows.

    `expected` is [keep] or [keep, batch]: the value of re-throwing after each keep. The best over
    sub-keeps is found size by size (a keep's best is its own value or its smaller keeps' best),
    which costs about 5 lookups per keep instead of 32 per throw. `lowest` takes minima (the
    Kontra thrower).
    """
    best = expected.copy()
    pick = np.minimum if lowest else np.maximum
    for ids, children in space.levels:
        # child by child into one array: a [keep, child, batch] array reduced over its middle
        # axis cost 3-4 times as much at the batches the look-ahead searches (10-200 sheets)
        columns = children.T
        reduced = best[columns[0]]
        for column in columns[1:]:
            pick(reduced, best[column], out=reduced)
        best[ids] = pick(best[ids], reduced)
    return best[space.throw_as_keep]


def keep_positions(dice: tuple[int, ...], kept: tuple[int, ...]) -> tuple[int, ...]:
    """0-based positions of `dice` that show the multiset `kept` (the leftmost such dice)."""
    wanted = list(kept)
    positions: list[int] = []
    for i, face in enumerate(dice):
        if face in wanted:
            wanted.remove(face)
            positions.append(i)
    return tuple(positions)
