"""One turn, searched exactly: keeps -> throws -> the final write, against a value of the result.

Values are arrays over throws (`[throw]` or `[throw, batch]`). The leaf is what each throw is
worth if the turn ends with it; a layer backs that up by one throw:

    expected[keep] = sum over throws of odds[keep, throw] * value[throw]
    value'[throw]  = best expected[keep] over the keeps the throw allows

Keeping every die is the same as stopping, so stopping needs no separate option.
"""

from __future__ import annotations

from .dice import DiceSpace, FloatArray, best_keeps


def layer(space: DiceSpace, value: FloatArray, lowest: bool = False) -> FloatArray:
    """The value one throw earlier: best keep for every throw (see the module docstring)."""
    return best_keeps(space, space.odds @ value, lowest)


def chain(space: DiceSpace, leaf: FloatArray, throws_left: int, lowest: bool = False) -> FloatArray:
    """Value of each throw with `throws_left` more throws allowed before the leaf."""
    value = leaf
    for _ in range(throws_left):
        value = layer(space, value, lowest)
    return value


def turn_value(space: DiceSpace, after_first: FloatArray) -> FloatArray:
    """Expected value of a turn before its first throw, from the value after it."""
    return space.first @ after_first
