"""The decisions a player makes, as values. They are the game record's actions (docs/record.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple


@dataclass(frozen=True, slots=True)
class Throw:
    """A throw whose result is known; `keep`: the 0-based positions kept (None: first throw)."""

    player: str
    dice: tuple[int, ...]
    keep: tuple[int, ...] | None = None


@dataclass(frozen=True, slots=True)
class Announce:
    player: str
    cell: str


@dataclass(frozen=True, slots=True)
class Write:
    """Write a result into a cell; `result` and `sheet` name a player in modes pairs and team."""

    player: str
    cell: str
    result: str | None = None
    sheet: str | None = None


@dataclass(frozen=True, slots=True)
class Cross:
    """Write 0 into a cell on purpose."""

    player: str
    cell: str
    result: str | None = None
    sheet: str | None = None


@dataclass(frozen=True, slots=True)
class Correct:
    """Ruleset yamm: move the team's last written result to another cell."""

    player: str
    cell: str


@dataclass(frozen=True, slots=True)
class Stop:
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


class WriteOption(NamedTuple):
    """A cell the current result may go to, with the value it would get there (0: crossed)."""

    cell: str
    value: int
    result: str
    sheet: str


LegalAction = ThrowOption | Announce | Write | Cross | Correct | Stop


class WriteChoice(NamedTuple):
    """A legal write or cross, ready to apply, with the value the cell gets (0: crossed), whose
    result it writes and onto which sheet (the same in every mode, named or not)."""

    action: Write | Cross
    value: int
    result: str
    sheet: str
