"""Levels, objectives and the ranking of a decision's options (what `choose` and `hint` use)."""

from __future__ import annotations

import random
import threading
from dataclasses import dataclass

from ..game import Game
from ..rulesets import Ruleset
from . import correct, tables
from .endgame import ExactBrain
from .moves import Move
from .policy import LINEAR, Brain, Objective, Option, corrections, decide, to_win

LEVELS = tables.LEVELS
CORRECTION_MIN = 0.5  # points a correction must gain by the tables to be worth making
LATE = 0.5  # `hard` plays to win once at most this share of its sheet is empty
# Chances to win that differ by less than this are equal: among them `hard` takes the most
# points, so a decided game (every chance 0 or 1) is played for the total.
WIN_MARGIN = 0.005
# `hard` values a write with what the next turn loses when that cell is gone (`Brain.flex`), at
# this weight per ruleset. Against no weight, in paired solitaire self-play with the luck taken
# out (benchmarks/paired_ai.py): classic +6.9 ± 2.6 (200 games), bulgarian +8.1 ± 2.5 (150),
# russian +4.2 ± 2.5 (150), tris +0.9 ± 2.8 (150), yamm +36.8 ± 7.7 (100); in classic a weight
# of 2 lost 18.3 ± 4.3 (100) against 1. Against 1 (300 games): bulgarian 0.7 -1.2 ± 1.4, 1.4
# -3.6 ± 1.5; russian 0.7 +1.7 ± 1.3, 1.4 -2.8 ± 1.3. In place of `flex`, the next turn searched
# whole on the sheet each of the 4 best final writes leads to (a worktree, not merged): bulgarian
# +1.9 ± 1.8, classic -0.5 ± 1.7 (125 games), at about 20 times the cost of a write.
HARD_FLEX = {"classic": 1.0, "bulgarian": 1.0, "russian": 1.0, "tris": 1.0, "yamm": 1.0}
# `hard` also adds the learned correction of the tables' sheet value where one is shipped
# (`correct`, fitted by `python -m engine.ai.fit`). Against none, paired as above, 150 games
# each: classic +18.9 ± 3.4, bulgarian +12.2 ± 2.6, russian +18.4 ± 2.4, tris +22.7 ± 2.5;
# yamm (100 games) +16.5 ± 9.7; russian's weights times 1.5 lost 23.8 ± 2.1 against them as
# fitted. Refitted on games played with the first fit (fit.py without --fresh), against that
# fit: classic +6.0 ± 1.8, bulgarian +7.3 ± 2.0, tris +3.9 ± 1.9, russian +0.4 ± 1.9 (200
# games each; russian's first fit is kept). Classic's and russian's tables were rebuilt later with
# the free column at 13 (`solve.HARD_PRICES`) and their weights refitted on them (fit.py); a
# second refit on games of those weights lost: classic -4.0 ± 2.3, russian -1.0 ± 2.1 (200 games).

# `hard` counts this share of the learned correction's change (the weights as fitted, scaled):
# fitted on games of the player it corrects, or of none (yamm), the full weights overreach.
# Paired as above against the full weights, 400 games on seeds no share was chosen on (yamm
# 150): classic 0.7 +5.6 ± 1.4, bulgarian 0.6 +3.8 ± 1.3 and +1.9 ± 1.3, tris 0.8 +3.4 ± 1.5,
# yamm 0.4 +43.1 ± 5.6. The scan they were chosen from (400 games each, yamm 200): classic 0.6
# +4.0 ± 1.5, 0.7 +3.9 ± 1.4, 0.8 +1.5 ± 1.4 and +2.4 ± 1.4; bulgarian 0.5 +5.4 ± 1.4, 0.6
# +6.8 ± 1.3, 0.7 +4.7 ± 1.3, 0.8 +5.0 ± 1.3; tris 0.6 +1.3 ± 1.5, 0.8 +2.6 ± 1.4; yamm 0.3
# +47.9 ± 5.1, 0.4 +51.1 ± 5.2, 0.5 +48.7 ± 4.9, 0.6 +40.7 ± 4.9, 0.8 +23.6 ± 4.8 and +16.1 ±
# 5.0 (150); russian 0.6 -1.2 ± 1.5, 0.8 +0.9 ± 1.3 (kept whole). A refit of classic's weights
# on 4,000 games of the player with the exact end (below) lost 3.0 ± 1.6 against the shipped
# ones.
# Refitted by least-squares temporal differences (fit.py) on 3,000 games of that player, against
# it (300 games, seeds 5000-5299): bulgarian at 0.5 -0.9 ± 1.7, 0.7 +3.7 ± 1.6 (and +2.3 ± 1.2
# over 500 games from seed 9000), 1.0 +1.2 ± 1.6, 1.3 +0.2 ± 1.6; russian 0.5 -0.3 ± 1.6, 0.7
# +3.7 ± 1.6, 1.0 +3.4 ± 1.6; classic 0.7 +2.6 ± 1.7, 1.0 +1.7 ± 1.6; bulgarian with lambda 0.5
# (traces) at 0.7 +3.5 ± 1.6, and at 1.0 with more features +0.6 ± 1.6 (each empty cell times
# the game's progress squared) and +0.2 ± 1.6 (the order columns' next cells, and how many
# columns their rows are empty in). Then refitted on those games and 2,000 of the player with
# that refit at 0.7, against that player (400 games from seed 9000): bulgarian +1.4 ± 1.0,
# russian +1.4 ± 1.1 (on the 2,000 games alone -0.5 ± 1.3 and +2.0 ± 1.2); classic so refitted
# -0.7 ± 1.0 (its first refit is kept). A third round, 2,000 more games of the player so
# refitted, against it: bulgarian -1.4 ± 0.8, russian +0.1 ± 0.8 (not kept). With the groups'
# empty counts multiplied pair by pair as more features, fitted on the same 5,000 games, against
# the shipped weights (400 games from seed 9000): bulgarian +0.8 ± 1.0, russian +1.9 ± 1.0;
# fitted on all 7,000 games: from seed 12000 +1.5 ± 1.0 and +1.8 ± 1.1, from seed 15000 -0.2 ±
# 1.0 and -0.1 ± 1.0 (not kept); classic with them, on its 3,000 or 5,000 games, -0.3 ± 1.0 and
# +0.0 ± 1.0 (seed 12000). Refitted on those 7,000 games and 3,000 more of the shipped player
# with close calls tried the other way (fit.py --explore 0.3 3: within 3 points, a third of the
# time), against the weights fitted on 5,000 games: bulgarian +2.3 ± 0.9 and +1.4 ± 1.0, russian
# +0.4 ± 1.0 and +1.1 ± 0.9 (400 games from seeds 12000 and 15000; kept). The same 3,000 games
# alone: +0.9 ± 1.1 and +0.4 ± 1.2 (seed 12000); explored at a tenth of the writes with any
# other write (no margin), each game lost about 78 points and the fit was far noisier. Classic
# refitted the same way on its 5,000 games and 3,000 explored: +1.1 ± 1.1 and +1.7 ± 1.2 (kept).
# Shares against 0.7 with these weights (400 games each, seeds 12000, 15000, then 18000 to
# confirm): classic 0.85 +1.0 ± 1.2, +2.9 ± 1.2, -0.5 ± 1.2; classic 1.0 +0.9 ± 1.3, +2.1 ±
# 1.3; bulgarian 0.85 -1.2 ± 1.2, -1.6 ± 1.2; russian 0.85 +1.4 ± 1.2, +0.5 ± 1.1, -0.0 ± 1.1.
# A second such round (3,000 more explored games of the player so refitted, --first 43000;
# classic on 11,000, bulgarian on 13,000), against it: classic -0.1 ± 0.7 and +0.4 ± 0.8,
# bulgarian -0.2 ± 0.6 and -0.1 ± 0.7 (seeds 12000, 15000; not kept).
# A net on top of the shipped correction (a worktree, not merged): one hidden layer of 48 tanh
# units plus a linear part, on the correction's features and the share of turns left, fitted by
# TD(lambda 0.7) (4 rounds of 5 epochs, Adam, weight decay 0.01) to what russian sheets still
# added beyond the tables and the shipped weights at 0.7, luck out, on games of the shipped
# player (every other one --explore 0.3 3); its change by a write added to theirs. Its deltas
# vary by about 1.3 points a sheet (the linear correction's by 4.7), unrelated to theirs; nets
# fitted on either half of the games agree at a correlation of 0.6-0.75. Against the shipped
# player, paired as above (seed 12000): on 2,000 games (200 games) whole -1.4 ± 1.8, at 0.6
# -0.3 ± 1.6; with each column's written upper sum, row 1, Max and Min as inputs too -2.4 ±
# 1.7; fitted beyond the weights whole, not at 0.7 (the net then mostly undid part of them, as
# the share does) -1.0 ± 1.6, at 0.5 -0.8 ± 1.5. On 4,000 games (held-out mean squared error
# of the rest 252.8 against 260.4 without the net, fitted on one half): 400 games, whole +1.1 ±
# 1.2, at 0.6 +2.5 ± 1.1 and, from seed 15000, +1.8 ± 1.1 (not kept: short of +3, but a lead
# that more games to fit on may lengthen). It did not: fitted the same way on 8,000 games, at
# 0.6, +2.0 ± 1.1 and +2.2 ± 1.1 (seeds 12000, 15000), the 4,000-game net beside it on the same
# games +2.5 ± 1.1 and +1.8 ± 1.1 (held-out error 254.4 against 263.4 without the net, fitted on
# half). Bulgarian, the same on 4,000 games (held-out 272.1 against 279.9): at 0.6 -0.3 ± 1.1,
# whole -2.5 ± 1.1 (seed 12000). Bulgarian's correction share at 0.6 against 0.7: -2.2 ± 1.0;
# its endgame search from 8 cells against 7: +0.1 ± 0.3 (125 games). None kept.
# Each group's table value times the share of turns left (and its square), as features beside
# the shipped ones (a per-group, per-phase scale of the tables: a decision would only scale the
# written group's change), LSTD on 4,000 games each with cell values: held-out error bulgarian
# 277.7 -> 275.1, russian 268.6 -> 265.1 when fitted with the shipped features anew; fitted
# beyond the shipped weights at 0.7, worse than without them (bulgarian 283.6 against 281.5,
# russian 273.9 against 272.5), scales within 0.98-1.05 of the tables: not tried in games.
HARD_CORRECTION_SHARE = {"classic": 0.7, "bulgarian": 0.7, "russian": 0.7, "tris": 0.8, "yamm": 0.4}
# `hard` searches a sheet's last turns exactly (`endgame`) from this many empty cells on: against
# none, paired as above (200 games): classic +2.5 ± 0.4; at 6, +2.8 ± 0.4 in classic and +2.0 to
# +3.3 in the others, but a search from 6 cells took up to 424 ms (tris; from 5, at most 53 ms
# in the four-column rulesets over 20 games each, 320 ms in yamm over 40). With the search
# capped (`endgame.STATES_SEARCHED`), at 7 against 5, paired as above: classic +0.85 ± 0.24
# (400 games, seed 12000, both with the next turn below), russian +0.65 ± 0.22 (the same),
# bulgarian +0.58 ± 0.24 (seed 12000, capped at 1,000) and +0.27 ± 0.25 (seed 15000), tris
# +0.77 ± 0.44 (200), yamm +2.3 ± 0.8 (100). At 8 (capped at 2,000) russian gained +1.2 ± 0.4
# against 5, but a search then took up to 1.1 s. Capped at 600 states (`STATES_SEARCHED`), russian
# at 8 against 7: +0.20 ± 0.27 (200 games, seed 30000; not kept).
HARD_ENDGAME = 7

# `hard` re-ranks this many of a turn's best writes by the next turn searched whole on the sheet
# each leaves (`policy._looked_ahead`), where that pays. Against none, paired as above (400
# games, seeds 20000 and 12000): russian +2.2 ± 1.0 and +1.7 ± 0.9 (the best 8: +2.1 ± 1.0 on
# seed 20000); classic +1.2 ± 0.9 and +0.5 ± 0.8; bulgarian -0.2 ± 0.9 (seed 20000; not kept),
# and with the next turn's flex left out -0.1 ± 1.0 (325 games). Decisions p95 2.0 ms without
# it, 7.6 ms with it (russian, 10 solitaire games, beside another benchmark).
HARD_LOOKAHEAD = {"classic": 4, "russian": 4}

_lock = threading.Lock()
_brains: dict[tuple[int, str], Brain] = {}


def brain_for(ruleset: Ruleset, level: str) -> Brain:
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
    key = (id(ruleset), level)
    found = _brains.get(key)
    if found is None:
        model = tables.model(ruleset, level)
        with _lock:
            brain = Brain(ruleset, model)
            if level == "hard":
                brain.flex_weight = HARD_FLEX.get(ruleset.name, 0.0)
                brain.correction = correct.correction(
                    ruleset, share=HARD_CORRECTION_SHARE.get(ruleset.name, 1.0)
                )
                brain.endgame = ExactBrain(brain)
                brain.endgame_limit = HARD_ENDGAME
                brain.lookahead = HARD_LOOKAHEAD.get(ruleset.name, 0)
            found = _brains.setdefault(key, brain)
    return found


@dataclass(frozen=True, slots=True)
class Scored:
    """An option with its value to the decider in points of the sheet (see `HintLine`)."""

    move: Move
    value: float  # what the level maximises (points, or a probability of winning)
    points: float  # the option's gain in sheet points, signed so that higher is better
    sign: float  # +1, or -1 for a Kontra thrower (who wants the total low)
    text: str


def _sign(game: Game, player: str) -> float:
    return -1.0 if game.mode.name == "kontra" and player == game.thrower else 1.0


def evaluate(
    game: Game, player: str, level: str, rng: random.Random, explain: bool = False
) -> list[Scored]:
    """The options of `player`'s decision, best first (ties keep the order they were listed).

    Values are points of the sheet. Where `hard` plays to win (`_win_objective`), the options
    whose chance to win is within `WIN_MARGIN` of the best come first, by points among
    themselves, then the rest by their chance (`win_first`)."""
    brain = brain_for(game.ruleset, level)
    sign = _sign(game, player)
    scored: list[Scored] = []
    if level != "easy":
        for move, gain in corrections(brain, game, player, _sheet_value(brain)):
            if gain > CORRECTION_MIN or explain:
                scored.append(Scored(move, gain, gain, 1.0, f"correct to {move.cell}"))
    options: list[Option] = decide(brain, game, player, LINEAR)
    scored += [Scored(o.move, o.value, o.value, sign, o.text) for o in options]
    if scored and not explain:
        best = max(s.value for s in scored if not _is_correction(s))
        scored = [s for s in scored if not _is_correction(s) or s.value > best + CORRECTION_MIN]
    scored.sort(key=lambda s: -s.value)
    if level == "hard" and not explain:
        chances = win_chances(game, player)
        if chances:
            scored = win_first(scored, chances)
    return scored


def win_chances(game: Game, player: str) -> dict[Move, float]:
    """Each option's chance to win, where `hard` plays to win now (else empty)."""
    brain = brain_for(game.ruleset, "hard")
    objective = _win_objective(brain, game, player)
    if objective.transform is None:
        return {}
    return {o.move: o.value for o in decide(brain, game, player, objective)}


def win_first(scored: list[Scored], chances: dict[Move, float]) -> list[Scored]:
    """Win first, points always: the options within `WIN_MARGIN` of the best chance, by points
    (sorted already), then the others by chance. Options without a chance (corrections kept
    because they pay) stay in front: they come before the turn and change no chance of it."""
    top = max(chances.values())

    def key(s: Scored) -> tuple[int, float]:
        chance = chances.get(s.move)
        if chance is None:
            return (0, 0.0)
        if chance >= top - WIN_MARGIN:
            return (1, 0.0)
        return (2, -chance)

    return sorted(scored, key=key)


def _remaining(brain: Brain, game: Game, owner: str, after_turn: bool) -> tuple[float, float]:
    """Expected final total of a sheet and its standard deviation (tables plus calibration)."""
    cells = game.sheets[owner]
    empty = cells.count(None) - (1 if after_turn else 0)
    bias, spread = tables.calibration(game.ruleset, "hard", empty)
    return game.sheet_total(owner) + brain.model.sheet_value(cells) + bias, spread


def _win_objective(brain: Brain, game: Game, player: str) -> Objective:
    """Late in a game against others (standard, partners): the chance of finishing first."""
    if game.mode.name not in ("standard", "partners") or len(game.competitors) < 2:
        return LINEAR
    if player != game.thrower:
        return LINEAR
    mine = game.round.sheets[0]
    if game.sheets[mine].count(None) > LATE * game.ruleset.cell_count:
        return LINEAR
    base, spread = _remaining(brain, game, mine, after_turn=True)
    others = [_remaining(brain, game, o, after_turn=False) for o in game.sheets if o != mine]
    return to_win(base, spread, others)


def _is_correction(s: Scored) -> bool:
    return type(s.move).__name__ == "Correct"


def _sheet_value(brain: Brain):  # type: ignore[no-untyped-def]
    def value(game: Game, owner: str) -> float:
        return game.sheet_total(owner) + brain.model.sheet_value(game.sheets[owner])

    return value


def expected_total(game: Game, player: str, option: Scored) -> float:
    """The expected final total of the sheet(s) the decision is about, if the option is taken."""
    brain = brain_for(game.ruleset, "hard")
    owners = _owners(game, player)
    if game.mode.name in ("standard", "partners"):
        # what play adds beyond the tables, measured in self-play (the turn's own gain is the
        # option's points, so the calibration after this turn applies)
        base = _remaining(brain, game, owners[0], after_turn=True)[0]
    else:
        base = sum(game.sheet_total(o) + brain.model.sheet_value(game.sheets[o]) for o in owners)
    return base + option.sign * option.points


def _owners(game: Game, player: str) -> tuple[str, ...]:
    if game.mode.name == "kontra":
        return (game.thrower,)
    if game.mode.name == "team":
        return game.round.sheets
    return (game.round.sheets[0],)
