"""The five rulesets as data: columns, rows, scoring primitives and the computed rows.

Identifiers follow the game record (docs/record.md): a cell is `column/row`, e.g. `down/1`.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import Enum
from functools import cached_property
from typing import Any

from .errors import IllegalAction
from .scoring import (
    DiceSum,
    FullHouse,
    Number,
    OfAKind,
    Scorer,
    Straight,
    Tiers,
    TwoPairs,
    best_five,
    score,
)


class ColumnKind(Enum):
    DOWN = "down"  # only the topmost empty cell
    UP = "up"  # only the bottommost empty cell
    FREE = "free"  # any empty cell
    ANNOUNCE = "announce"  # only the cell announced this turn


class StartingOrder(Enum):
    JOIN = "join"  # seating as joined
    LOWEST_DIE = "lowest_die"  # each throws one die, lowest starts, ties throw again
    HIGHEST_DIE = "highest_die"  # highest starts; a 1 or a 6 ends the draw at once


@dataclass(frozen=True)
class Column:
    id: str
    kind: ColumnKind


@dataclass(frozen=True)
class Row:
    id: str
    scorer: Scorer

    @property
    def is_sum(self) -> bool:
        """Sum rows always take the sum: never crossed by choice (docs/rules.md 1)."""
        return isinstance(self.scorer, DiceSum)


@dataclass(frozen=True, eq=False)  # one instance per ruleset and options: identity is equality
class Ruleset:
    name: str
    columns: tuple[Column, ...]
    rows: tuple[Row, ...]
    upper_bonus: Tiers
    # (max row, min row): (Max - Min) x row 1 is counted; Max and Min themselves are not.
    max_min: tuple[str, str] | None
    # rows added to the column total as they stand (besides rows 1-6)
    counted: tuple[str, ...]
    starting_order: StartingOrder
    dice_count: int = 5
    hoch_tief: tuple[str, str] | None = None  # yamm: both crossed when Hoch <= Tief
    one_throw_bonus: int = 0  # yamm: +100 to the game total for a first-throw yamm
    yamb_row: str | None = None  # the row whose combination is "all dice alike"
    correction: bool = False  # yamm: the last result may be moved
    matches: bool = False  # russian option: paid throws
    options: Mapping[str, Any] = field(default_factory=dict)

    # A ruleset is immutable and compared by identity: a copied game shares it (copying it
    # would also copy its cached score tables, and the copy would not equal the original).
    def __copy__(self) -> Ruleset:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Ruleset:
        return self

    # -- shape -------------------------------------------------------------------------------
    @cached_property
    def row_index(self) -> dict[str, int]:
        return {row.id: i for i, row in enumerate(self.rows)}

    @cached_property
    def column_index(self) -> dict[str, int]:
        return {col.id: i for i, col in enumerate(self.columns)}

    @cached_property
    def cell_names(self) -> tuple[str, ...]:
        """Cell index -> `column/row`; index = column * len(rows) + row."""
        return tuple(f"{c.id}/{r.id}" for c in self.columns for r in self.rows)

    @cached_property
    def cell_index(self) -> dict[str, int]:
        return {name: i for i, name in enumerate(self.cell_names)}

    @property
    def cell_count(self) -> int:
        return len(self.columns) * len(self.rows)

    @cached_property
    def has_announce(self) -> bool:
        return any(c.kind is ColumnKind.ANNOUNCE for c in self.columns)

    @cached_property
    def sum_row_indexes(self) -> frozenset[int]:
        return frozenset(i for i, row in enumerate(self.rows) if row.is_sum)

    def cell(self, name: str) -> int:
        """Cell index from `column/row`, with a player-readable refusal for unknown names."""
        try:
            return self.cell_index[name]
        except (KeyError, TypeError):
            raise IllegalAction(
                "unknown_cell",
                f"There is no cell {str(name)[:40]!r} on a {self.name} sheet "
                f"(cells look like {self.cell_names[0]!r}).",
                cell=str(name)[:40],
                ruleset=self.name,
                example=self.cell_names[0],
            ) from None

    # -- scoring -----------------------------------------------------------------------------
    @cached_property
    def table(self) -> dict[tuple[int, ...], tuple[int, ...]]:
        """Sorted dice -> the value of every row. Built once, so play only looks values up."""
        rate = best_five if self.dice_count == 6 else score
        return {
            dice: tuple(rate(row.scorer, dice) for row in self.rows)
            for dice in itertools.combinations_with_replacement(range(1, 7), self.dice_count)
        }

    def values(self, dice: tuple[int, ...] | list[int]) -> tuple[int, ...]:
        """Every row's value for these dice (in any order)."""
        return self.table[tuple(sorted(dice))]

    def column_summary(self, cells: list[int | None], column: int) -> dict[str, int]:
        """The computed rows of one column: upper sum, bonus, Max-Min, lower sum, total."""
        n = len(self.rows)
        base = column * n
        idx = self.row_index
        upper = sum(cells[base + idx[str(face)]] or 0 for face in range(1, 7))
        bonus = self.upper_bonus(upper)
        max_min = 0
        if self.max_min is not None:
            hi = cells[base + idx[self.max_min[0]]]
            lo = cells[base + idx[self.max_min[1]]]
            ones = cells[base + idx["1"]]
            if hi is not None and lo is not None and ones is not None:
                max_min = (hi - lo) * ones
        lower = sum(cells[base + idx[row]] or 0 for row in self.counted)
        return {
            "upper": upper,
            "bonus": bonus,
            "max_min": max_min,
            "lower": lower,
            "total": upper + bonus + max_min + lower,
        }


def _numbers() -> tuple[Row, ...]:
    return tuple(Row(str(face), Number(face)) for face in range(1, 7))


_FOUR_COLUMNS = (
    Column("down", ColumnKind.DOWN),
    Column("up", ColumnKind.UP),
    Column("free", ColumnKind.FREE),
    Column("announce", ColumnKind.ANNOUNCE),
)

_BASE: dict[str, Ruleset] = {
    "classic": Ruleset(
        name="classic",
        columns=_FOUR_COLUMNS,
        rows=_numbers()
        + (
            Row("max", DiceSum()),
            Row("min", DiceSum(prefer_low=True)),
            Row("two_pairs", TwoPairs(10)),
            Row("straight", Straight(35, 45)),
            Row("full", FullHouse(30)),
            Row("poker", OfAKind(4, 40)),
            Row("yamb", OfAKind(5, 50)),
        ),
        upper_bonus=Tiers(at_least=((60, 30),)),
        max_min=("max", "min"),
        counted=("two_pairs", "straight", "full", "poker", "yamb"),
        starting_order=StartingOrder.LOWEST_DIE,
        yamb_row="yamb",
    ),
    "bulgarian": Ruleset(
        name="bulgarian",
        columns=_FOUR_COLUMNS,
        rows=_numbers()
        + (
            Row("min", DiceSum(prefer_low=True)),
            Row("max", DiceSum()),
            Row("triple", OfAKind(3, 10)),
            Row("full", FullHouse(20)),
            Row("straight", Straight(45, 50)),
            Row("four", OfAKind(4, 40)),
            Row("yamb", OfAKind(5, 50)),
        ),
        upper_bonus=Tiers(at_least=((63, 40),)),
        max_min=("max", "min"),
        counted=("triple", "full", "straight", "four", "yamb"),
        starting_order=StartingOrder.JOIN,
        yamb_row="yamb",
    ),
    "yamm": Ruleset(
        name="yamm",
        columns=tuple(Column(f"down{i}", ColumnKind.DOWN) for i in (1, 2, 3))
        + tuple(Column(f"up{i}", ColumnKind.UP) for i in (1, 2, 3))
        + tuple(Column(f"free{i}", ColumnKind.FREE) for i in (1, 2, 3)),
        rows=_numbers()
        + (
            Row("hoch", DiceSum()),
            Row("tief", DiceSum(prefer_low=True)),
            Row("full", FullHouse(20, five_of_a_kind=True, three_ones=50)),
            Row("straight", Straight(45, 50)),
            Row("yamm", OfAKind(5, 40, special={1: 80})),
        ),
        upper_bonus=Tiers(
            at_least=((60, 60), (70, 100), (80, 150), (90, 300), (100, 600), (105, 1000))
        ),
        max_min=None,
        counted=("hoch", "tief", "full", "straight", "yamm"),
        starting_order=StartingOrder.HIGHEST_DIE,
        hoch_tief=("hoch", "tief"),
        one_throw_bonus=100,
        yamb_row="yamm",
        correction=True,
    ),
    "russian": Ruleset(
        name="russian",
        columns=_FOUR_COLUMNS,
        rows=_numbers()
        + (
            Row("max", DiceSum()),
            Row("min", DiceSum(prefer_low=True)),
            Row("straight", Straight(35, 40)),
            Row("full", FullHouse(30, five_of_a_kind=True)),
            Row("kare", OfAKind(4, 40)),
            Row("yamb", OfAKind(5, 50)),
        ),
        upper_bonus=Tiers(at_least=((60, 30), (70, 40), (80, 50), (90, 60), (100, 70))),
        max_min=("max", "min"),
        counted=("straight", "full", "kare", "yamb"),
        starting_order=StartingOrder.JOIN,
        yamb_row="yamb",
    ),
    "tris": Ruleset(
        name="tris",
        columns=_FOUR_COLUMNS,
        rows=_numbers()
        + (
            Row("max", DiceSum()),
            Row("min", DiceSum(prefer_low=True)),
            Row("tris", OfAKind(3, 10, with_all_dice=True)),
            Row("straight", Straight(30, 40)),
            Row("full", FullHouse(30)),
            Row("poker", OfAKind(4, 40, with_all_dice=True)),
            Row("yamb", OfAKind(5, 50, with_all_dice=True)),
        ),
        upper_bonus=Tiers(at_least=((60, 30),)),
        max_min=("max", "min"),
        counted=("tris", "straight", "full", "poker", "yamb"),
        starting_order=StartingOrder.JOIN,
        yamb_row="yamb",
    ),
}

RULESET_NAMES: tuple[str, ...] = tuple(_BASE)

# option -> (rulesets it applies to, type)
OPTIONS: dict[str, tuple[tuple[str, ...], type]] = {
    "bonus_threshold": (("classic", "tris"), int),
    "negative_school": (("russian",), bool),
    "matches": (("russian",), bool),
    "six_dice": (("tris",), bool),
}

_NEGATIVE_SCHOOL = ((10, -60), (20, -50), (30, -40), (40, -30))

_cache: dict[tuple[str, tuple[tuple[str, Any], ...]], Ruleset] = {}


def get_ruleset(name: str, options: Mapping[str, Any] | None = None) -> Ruleset:
    """The ruleset `name` with its options applied (cached: score tables are built once)."""
    options = dict(options or {})
    try:
        key = (name, tuple(sorted(options.items())))
        hash(key)
    except TypeError:
        raise IllegalAction("bad_option", "Option values are numbers or true/false.") from None
    if key in _cache:
        return _cache[key]
    if name not in _BASE:
        raise IllegalAction(
            "unknown_ruleset",
            f"Unknown ruleset {str(name)[:40]!r}; choose one of {', '.join(RULESET_NAMES)}.",
        )
    ruleset = _BASE[name]
    for option, value in options.items():
        if option not in OPTIONS:
            raise IllegalAction("unknown_option", f"Unknown option {str(option)[:40]!r}.")
        applies_to, kind = OPTIONS[option]
        if name not in applies_to:
            raise IllegalAction(
                "option_not_for_ruleset",
                f"Option {option} is for {', '.join(applies_to)}, not {name}.",
            )
        if type(value) is not kind:
            wanted = "true or false" if kind is bool else "an integer"
            raise IllegalAction("bad_option", f"Option {option} takes {wanted}.")
        if option == "bonus_threshold":
            assert isinstance(value, int)
            if not 0 <= value <= 105:
                raise IllegalAction("bad_option", "bonus_threshold must be between 0 and 105.")
            bonus = ruleset.upper_bonus.at_least[0][1]
            ruleset = replace(ruleset, upper_bonus=Tiers(at_least=((value, bonus),)))
        elif option == "negative_school" and value:
            ruleset = replace(
                ruleset, upper_bonus=replace(ruleset.upper_bonus, below=_NEGATIVE_SCHOOL)
            )
        elif option == "matches":
            ruleset = replace(ruleset, matches=bool(value))
        elif option == "six_dice" and value:
            ruleset = replace(ruleset, dice_count=6)
    ruleset = replace(ruleset, options=options)
    _cache[key] = ruleset
    return ruleset
