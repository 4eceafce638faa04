"""Scoring primitives: what one row is worth for a set of dice.

A ruleset names one primitive per row with its parameters; adding a ruleset means adding data, and
at most a new primitive here. Each primitive is called once per dice multiset when a ruleset's score
table is built (see `rulesets.Ruleset.table`), never during play, so clarity beats speed here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field


def counts_of(dice: Sequence[int]) -> list[int]:
    """count[v] for v in 1..6 (index 0 unused)."""
    count = [0] * 7
    for d in dice:
        count[d] += 1
    return count


@dataclass(frozen=True)
class Number:
    """Rows 1..6: the face value times how many dice show it."""

    face: int

    def __call__(self, count: list[int], total: int) -> int:
        return self.face * count[self.face]


@dataclass(frozen=True)
class DiceSum:
    """Max, Min, Hoch, Tief: the sum of all dice, always (never crossed by choice)."""

    prefer_low: bool = False  # with six dice, Min keeps the lowest five

    def __call__(self, count: list[int], total: int) -> int:
        return total


@dataclass(frozen=True)
class OfAKind:
    """k of a kind: `per_die` times the face plus `bonus` (poker 4v+40, yamb 5v+50, triple 3v+10).

    `with_all_dice` adds the sum of all dice instead (tris: "sum of all five + 40").
    `special` overrides the value for a face (yamm: 1-1-1-1-1 is 80).
    """

    k: int
    bonus: int
    with_all_dice: bool = False
    special: dict[int, int] = field(default_factory=dict)

    def __call__(self, count: list[int], total: int) -> int:
        for face in range(6, 0, -1):
            if count[face] >= self.k:
                if face in self.special:
                    return self.special[face]
                if self.with_all_dice:
                    return total + self.bonus
                return self.k * face + self.bonus
        return 0

    def __hash__(self) -> int:
        return hash((self.k, self.bonus, self.with_all_dice, tuple(sorted(self.special.items()))))


@dataclass(frozen=True)
class TwoPairs:
    """Two different faces, each at least twice: 2a + 2b + bonus, the highest two faces."""

    bonus: int

    def __call__(self, count: list[int], total: int) -> int:
        faces = [face for face in range(6, 0, -1) if count[face] >= 2]
        if len(faces) < 2:
            return 0
        return 2 * faces[0] + 2 * faces[1] + self.bonus


@dataclass(frozen=True)
class Straight:
    """Fixed values for the small (1-5) and large (2-6) straight."""

    small: int
    large: int

    def __call__(self, count: list[int], total: int) -> int:
        if all(count[f] >= 1 for f in (2, 3, 4, 5)):
            if count[1] >= 1:
                return self.small
            if count[6] >= 1:
                return self.large
        return 0


@dataclass(frozen=True)
class FullHouse:
    """Three of one face and two of another: sum + bonus.

    `five_of_a_kind` lets a yamb count as a full (russian, yamm). `three_ones` is the yamm rule that
    1-1-1 with any pair (1-1-1-1-1 included) is worth a fixed 50.
    """

    bonus: int
    five_of_a_kind: bool = False
    three_ones: int | None = None

    def __call__(self, count: list[int], total: int) -> int:
        shape = sorted(c for c in count[1:] if c)
        is_full = shape == [2, 3] or (self.five_of_a_kind and shape == [5])
        if not is_full:
            return 0
        if self.three_ones is not None and count[1] >= 3:
            return self.three_ones
        return total + self.bonus


Scorer = Number | DiceSum | OfAKind | TwoPairs | Straight | FullHouse


def score(scorer: Scorer, dice: Sequence[int]) -> int:
    """The value of one row for these dice (five dice; see `best_five` for six)."""
    return scorer(counts_of(dice), sum(dice))


def best_five(scorer: Scorer, dice: Sequence[int]) -> int:
    """Six-dice rule: the five dice that score best for this row (lowest for a Min)."""
    dice = tuple(dice)
    options = [score(scorer, dice[:i] + dice[i + 1 :]) for i in range(len(dice))]
    if isinstance(scorer, DiceSum) and scorer.prefer_low:
        return min(options)
    return max(options)


@dataclass(frozen=True)
class Tiers:
    """A bonus (or penalty) chosen by the sum of rows 1-6.

    `at_least` lists (threshold, bonus): the highest threshold reached gives its bonus.
    `below` lists (limit, penalty): the lowest limit the sum is under gives its penalty.
    """

    at_least: tuple[tuple[int, int], ...] = ()
    below: tuple[tuple[int, int], ...] = ()

    def __call__(self, upper_sum: int) -> int:
        for limit, penalty in sorted(self.below):
            if upper_sum < limit:
                return penalty
        bonus = 0
        for threshold, value in sorted(self.at_least):
            if upper_sum >= threshold:
                bonus = value
        return bonus
