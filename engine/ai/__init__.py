"""A strong Yamb AI: every decision of every ruleset and mode, and hints for players.

Pure: no I/O at decision time (tables are read once, by `load` or the first decision), no
asyncio. The AI never chooses dice: a throw is a `ThrowMove` that the caller carries out with its
own dice source.

    from engine.ai import choose, hint, load, ThrowMove
    load()                                   # optional warm-up: reads every shipped table
    move = choose(game, "ana", "hard", random.Random(seed))
    if isinstance(move, ThrowMove):
        game.throw("ana", dice_source, move.keep)
    elif not isinstance(move, Wait):
        game.apply(move)

Levels: `easy` (the best write of each turn for its points now: greedy), `normal` (column values
from simpler tables), `hard` (the strongest tables; against other players it plays to win late
in the game).
"""

from __future__ import annotations

import os
import random
import sys

if "numpy" not in sys.modules:
    # The turn search multiplies small matrices: BLAS threads only contend for them (a 13-column
    # product took 13.6 ms with threads on a busy machine, 1.0 ms on one). A setting the caller
    # made is kept; once numpy is loaded it can no longer be changed from here.
    for _name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ.setdefault(_name, "1")

from ..actions import Correct
from ..game import Game
from ..rulesets import RULESET_NAMES, Ruleset, get_ruleset
from .moves import HintLine, Move, ThrowMove, Wait
from .player import LEVELS, WIN_MARGIN, brain_for, evaluate, expected_total, win_chances

__all__ = ["LEVELS", "HintLine", "Move", "ThrowMove", "Wait", "choose", "hint", "load"]


def load(
    rulesets: tuple[str | Ruleset, ...] | None = None, levels: tuple[str, ...] = LEVELS
) -> None:
    """Read the value tables once (about 0.1 s per ruleset and level); later calls cost nothing.

    Without arguments every ruleset's default tables are read. A ruleset with another
    `bonus_threshold` than its tables were built for is built on its first use (about a minute):
    pass it here to do that before the game starts.
    """
    for ruleset in rulesets or RULESET_NAMES:
        rules = ruleset if isinstance(ruleset, Ruleset) else get_ruleset(ruleset)
        for level in levels:
            brain_for(rules, level)


def choose(game: Game, player: str, level: str, rng: random.Random) -> Move:
    """The move `player` makes now at `level` (see the module docstring).

    Call it when `player` is in `game.decision().players`, or when a yamm correction may pay
    (e.g. before the side's next turn starts): a `Correct` is returned only when it pays. `Wait`
    means the player has nothing to do now although they may act (a Kontra writer who does not
    announce; a second partner while the first still plays). Deterministic for a given `rng`
    state and position. Raises ValueError for an unknown level or when nothing waits on `player`.
    """
    options = evaluate(game, player, level, rng)
    if not options:
        if any(a.player == player and not isinstance(a, Correct) for a in game.legal_actions()):
            return Wait()
        raise ValueError(f"{player} has nothing to decide now")
    return options[0].move


def hint(game: Game, player: str, top: int = 5) -> list[HintLine]:
    """The best `top` options of `player`'s decision now, best first, by the `hard` AI.

    Each line has the move, the expected final total of the sheet the decision is about (the
    player's own sheet, or their side's; in Kontra the thrower's sheet, for the thrower as for the
    writer) and the loss against the best option in points of that total (0.0 for the best,
    negative for the rest: for a Kontra thrower a higher total is the loss). Options of different
    kinds (keeps, announcements, writes, enough, corrections) are ranked together. Empty when
    nothing waits on `player`. Where `hard` plays to win now and the lines' chances to win
    differ by more than `WIN_MARGIN`, each line also has its chance (`HintLine.win_chance`);
    the ranking stays by expected total.
    """
    options = evaluate(game, player, "hard", random.Random(0), explain=True)
    if not options:
        return []
    best = options[0].points
    chances = win_chances(game, player)
    shown = [chances[o.move] for o in options[:top] if o.move in chances]
    if not shown or max(shown) - min(shown) <= WIN_MARGIN:
        chances = {}
    return [
        HintLine(
            o.move, expected_total(game, player, o), o.points - best, o.text, chances.get(o.move)
        )
        for o in options[:top]
    ]
