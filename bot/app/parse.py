"""What players type, and what their clicks carry, turned into typed values at the edge.
Anything else is refused with a clear, private line (a `Refusal`), never an exception."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..ui import CUSTOM_ID
from .context import Refusal

MAX_TEXT = 200  # longest text a player may type into an option we parse
_POSITIONS = re.compile(r"[0-9]+")  # ASCII digits only: "²" and "６" are not positions
_SEPARATORS = re.compile(r"[ ,;]+")


def parse_positions(text: str, count: int) -> list[int]:
    """1-based dice positions as a player types them ("1 3", "1,3", "13") -> 0-based, sorted."""
    if len(text) > MAX_TEXT:
        raise Refusal("error-text-too-long")
    tokens = [t for t in _SEPARATORS.split(text.strip()) if t]
    if len(tokens) == 1 and _POSITIONS.fullmatch(tokens[0]) and len(tokens[0]) > 1 and count < 10:
        tokens = list(tokens[0])  # "135" means dice 1, 3 and 5
    positions: list[int] = []
    for token in tokens:
        if not _POSITIONS.fullmatch(token) or not 1 <= int(token) <= count:
            raise Refusal("error-bad-positions", count=count)
        if int(token) - 1 not in positions:
            positions.append(int(token) - 1)
    return sorted(positions)


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
    value = (values or [""])[0]
    if not isinstance(value, str) or len(value) > 100:
        raise Refusal("error-unexpected")
    return Click(int(match["game"]), int(match["seq"]), match["verb"], match["arg"], value)
