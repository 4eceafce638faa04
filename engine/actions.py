"""The decisions a player makes, as values. They are the game record's actions (docs/record.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple, Self


class _Value:
    """An action is a value (frozen, its fields strings, numbers and tuples of them): a copy is
    the action itself, so that copying a game does not rebuild every action of its history."""

    __slots__ = ()

    def __copy__(self) -> Self:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        return self


@dataclass(frozen=True, slots=True)
class Throw(_Value):
    """A throw whose result is known; `keep`: the 0-based positions kept (None: first throw)."""

    player: str
    dice: tuple[int, ...]
    keep: tuple[int, ...] | None = None


@dataclass(frozen=True, slots=True)
class Announce(_Value):
    player: str
    cell: str


@dataclass(frozen=True, slots=True)
class Write(_Value):
    """Write a result into a cell; `result` and `sheet` name a player in modes pairs and team."""

    player: str
    cell: str
    result: str | None = None
    sheet: str | None = None


@dataclass(frozen=True, slots=True)
class Cross(_Value):
    """Write 0 into a cell on purpose."""

    player: str
    cell: str
    result: str | None = None
    sheet: str | None = None


@dataclass(frozen=True, slots=True)
class Correct(_Value):
    """Ruleset yamm: move the team's last written result to another cell."""

    player: str
    cell: str


@dataclass(frozen=True, slots=True)
class Stop(_Value):
    """"Enough": the thrower ends the throwing (Kontra; the first partner in pairs and team).

    Live play only: the game record leaves it out, a write or the partner's throw implies it.
    """

    player: str


Action = Throw | Announce | Write | Cross | Correct | Stop


class ThrowOption(NamedTuple):
    """A throw the player may make now: any subset of the dice may be kept unless `first`."""

    player: str
    first: bool
    cost: int = 0  # matches paid for it (russian option `matches`)

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        return self  # a value, as the actions (see _Value)


class WriteOption(NamedTuple):
    """A cell the current result may go to, with the value it would get there (0: crossed)."""

    cell: str
    value: int
    result: str
    sheet: str

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        return self  # a value, as the actions (see _Value)


LegalAction = ThrowOption | Announce | Write | Cross | Correct | Stop


class WriteChoice(NamedTuple):
    """A legal write or cross, ready to apply, with the value the cell gets (0: crossed), whose
    result it writes and onto which sheet (the same in every mode, named or not)."""

    action: Write | Cross
    value: int
    result: str
    sheet: str

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        return self  # a value, as the actions (see _Value)
