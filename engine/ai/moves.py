"""What the AI answers: a move to make now, or a ranked line of a hint."""

from __future__ import annotations

from dataclasses import dataclass

from ..actions import Announce, Correct, Cross, Stop, Write


@dataclass(frozen=True, slots=True)
class ThrowMove:
    """Throw the dice not kept: `keep` are 0-based positions of the dice on the table, None for a
    first throw (a turn's, or the second partner's in pairs and team). The caller brings the dice:
    `game.throw(player, dice_source, move.keep)`."""

    keep: tuple[int, ...] | None = None


@dataclass(frozen=True, slots=True)
class Wait:
    """Nothing to do now although the player may act: a Kontra writer who does not announce after
    the first throw (the thrower goes on), or a second partner while the first is still playing."""


Move = ThrowMove | Wait | Announce | Write | Cross | Stop | Correct


@dataclass(frozen=True, slots=True)
class HintLine:
    """One option of a decision.

    `expected_total`: the expected final total of the sheet the decision is about (the player's
    own sheet or side; in Kontra the thrower's sheet, for both the thrower and the writer).
    `loss`: how much worse than the best option this one is for the decider, in points of that
    total (0.0 for the best, negative for the rest; in Kontra a thrower loses by a higher total and
    a writer by a lower one, and both losses are negative). `text` says the move in words.
    `win_chance`: the chance to win after this move, where `hard` would play to win now (late
    in a game against others), else None.
    """

    move: Move
    expected_total: float
    loss: float
    text: str
    win_chance: float | None = None
