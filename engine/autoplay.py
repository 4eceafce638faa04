"""A simple legal move for a player who let their turn time out. Plain, not clever."""

from __future__ import annotations

from .actions import Announce, Cross, LegalAction, Stop, ThrowOption, Write
from .game import Game


def simple_move(game: Game, player: str) -> LegalAction | None:
    """The move played for `player` when their time is up, or None if nothing waits on them.

    Write the best-valued legal cell if writing is possible (crossing only where nothing else
    is allowed); otherwise throw the first throw, announce only when forced, or say enough.
    Never a re-throw, an optional announcement or a correction.
    """
    actions = [a for a in game.legal_actions() if a.player == player]
    writes = [c for c in game.write_choices(player) if isinstance(c.action, Write)]
    if writes:
        return max(writes, key=lambda choice: choice.value).action
    for action in actions:
        if isinstance(action, Cross) and game.throws > 0:
            return action
    for action in actions:
        if isinstance(action, ThrowOption) and action.first:
            return action
        if isinstance(action, Announce) and game.must_announce:
            return action
        if isinstance(action, Stop):
            return action
    return None
