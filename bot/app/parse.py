"""What players type, and what their clicks carry, turned into typed values at the edge.
Anything else is refused with a clear, private line (a `Refusal`), never an exception."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from engine import Ruleset

from ..ui import CUSTOM_ID
from .context import Refusal
from .words import find_cell

MAX_TEXT = 100  # longest text a player may type into an option we parse
_DICE_TEXT = re.compile(r"[0-9 ,;]+")  # ASCII digits only: "²" and "６" are not dice
_SEPARATORS = re.compile(r"[ ,;]+")
# what may appear in a cell's name: letters of any script, ASCII digits, a few separators
_CELL_MARKS = frozenset(" /·-_.,")
NOTHING = frozenset({"-", "none", "nothing", "ništa", "ничего", "нищо", "nichts"})


def _checked(text: str | None) -> str:
    text = text or ""
    if len(text) > MAX_TEXT:
        raise Refusal("error-text-too-long", limit=MAX_TEXT)
    if not text.strip():
        raise Refusal("error-text-empty")
    return text.strip()


def parse_dice(text: str | None, dice: Sequence[int]) -> list[int]:
    """The dice a player names, as 0-based positions: positions as numbered under the dice
    ("1 3", "1,3", "13"), or, where that cannot be positions, the faces ("6 6 3", "663")."""
    text = _checked(text)
    count = len(dice)
    if text.casefold() in NOTHING:
        return []
    if not _DICE_TEXT.fullmatch(text):
        raise Refusal("error-bad-dice", count=count)
    tokens = [t for t in _SEPARATORS.split(text) if t]
    if len(tokens) == 1 and len(tokens[0]) > 1:
        tokens = list(tokens[0])  # "135" means dice 1, 3 and 5
    numbers = [int(t) for t in tokens]
    if all(1 <= n <= count for n in numbers) and len(set(numbers)) == len(numbers):
        return sorted(n - 1 for n in numbers)
    # faces: each named face takes one die showing it
    free = list(range(count))
    chosen: list[int] = []
    for face in numbers:
        position = next((i for i in free if dice[i] == face), None)
        if position is None:
            raise Refusal("error-bad-dice", count=count)
        free.remove(position)
        chosen.append(position)
    return sorted(chosen)


def parse_cell(text: str | None, ruleset: Ruleset) -> str:
    """The cell a player names: an id (`free/full`) or its words in any of our languages."""
    text = _checked(text)
    for ch in text:
        category = unicodedata.category(ch)
        if not (category[0] in "LM" or ("0" <= ch <= "9") or ch in _CELL_MARKS):
            raise Refusal("error-bad-cell-text", example=ruleset.cell_names[0])
    cell = find_cell(ruleset, text)
    if cell is None:
        raise Refusal("error-unknown-cell", example=ruleset.cell_names[0])
    return cell


@dataclass(frozen=True)
class Click:
    """A component's custom id, parsed: which game, at which action count, doing what."""

    game_id: int
    seq: int
    verb: str
    arg: str | None
    value: str  # the first selected value of a menu ("" for a button)


def parse_click(custom: str, values: list[str] | None) -> Click:
    match = CUSTOM_ID.match(custom or "")
    if match is None:
        raise Refusal("error-unexpected")
    values = values or [""]
    if len(values) != 1 or not isinstance(values[0], str) or len(values[0]) > 100:
        raise Refusal("error-not-offered")
    return Click(int(match["game"]), int(match["seq"]), match["verb"], match["arg"], values[0])
