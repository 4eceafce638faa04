"""Every decision of every mode as a list of options with values, from one turn searched exactly.

The value of ending a turn is the gain of the best write: the points it adds now plus the change
in the sheet's value by the tables (`values.ValueModel`). A decision's options are valued by the
rest of the turn played at best (`search.Plan`):

- standard and partners: the thrower keeps, announces and writes to raise the sheet's value;
- Kontra: the thrower keeps and says enough to keep the writer's best write low; the writer
  announces, keeps after an announcement and writes to make it high;
- pairs: the first partner's result is worth what the team can expect after the second partner's
  turn, which sets a floor under it (`_Floor`); the second partner plays above the held result;
- team: both results are written, one per partner's sheet; the first partner's result may go to
  either sheet while the second partner's turn fills the other.

Values are in points of the objective (the sheet's value, or for a player who plays to win, see
`Objective`); options of every kind share one scale so that a keep and a write can be compared.
"""

from __future__ import annotations

import copy
import math
from collections import OrderedDict
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from functools import partial

import numpy as np
import numpy.typing as npt

from ..actions import Announce, Correct, Cross, LegalAction, Stop, ThrowOption, Write
from ..game import Game
from ..rulesets import ColumnKind, Ruleset
from .correct import Correction
from .dice import DiceSpace, FloatArray, IntArray, dice_space, keep_positions
from .groups import one_throw_bonus, row_values
from .moves import Move, ThrowMove, Wait
from .search import Plan, announce_cells, order_cells
from .values import ValueModel

MATCH_VALUE = 3.0  # russian `matches`: what a match is worth, about one extra throw's gain
FLOOR_POINTS = 12  # pairs: the floor under the first partner's result is tabled at this many values
BoolArray = npt.NDArray[np.bool_]


@dataclass(frozen=True, slots=True)
class Option:
    """A move with its value to the decider (higher is better) and a few words for players."""

    move: Move
    value: float
    text: str


class _Cache:
    """A small least-recently-used cache."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.items: OrderedDict[Hashable, object] = OrderedDict()

    def get(self, key: Hashable, make: Callable[[], object]) -> object:
        if key in self.items:
            self.items.move_to_end(key)
            return self.items[key]
        value = make()
        self.items[key] = value
        if len(self.items) > self.size:
            self.items.popitem(last=False)
        return value


class Brain:
    """The turn search for one ruleset against one value model (one per ruleset and level)."""

    def __init__(self, ruleset: Ruleset, model: ValueModel, cache_size: int = 256) -> None:
        self.ruleset = ruleset
        self.model = model
        self.space: DiceSpace = dice_space(ruleset.dice_count)
        self.rows = len(ruleset.rows)
        self.sums = ruleset.sum_row_indexes
        self.rv = row_values(ruleset)
        bonus = one_throw_bonus(ruleset, self.space)
        self.first_bonus: FloatArray | None = bonus if ruleset.one_throw_bonus else None
        self._cache = _Cache(cache_size)
        self.flex_weight = 0.0  # how much of `flex` counts (0: none; `hard`: player.HARD_FLEX)
        self.correction: Correction | None = None  # `hard`: the learned correction, if any
        # `hard`: the twin whose decisions search the last turns exactly (`endgame`)
        self.endgame: Brain | None = None
        self.endgame_limit = 0  # at most this many empty cells
        self.lookahead = 0  # re-rank this many of the best writes by the next turn (`hard`)

    def affordable(self, cells: tuple[int | None, ...]) -> bool:
        """Whether this brain's decisions on the sheet come in time (`endgame` may refuse)."""
        return True

    # -- values of writes -------------------------------------------------------------------
    def gain(self, cells: tuple[int | None, ...], cell: int) -> FloatArray:
        """Gain of writing each value the cell's row can take (`row_values(...).xs`)."""
        key = ("gain", cells, cell)
        found = self._cache.get(key, lambda: self.model.write_gain(list(cells), cell))
        assert isinstance(found, np.ndarray)
        gain: FloatArray = found
        return gain

    def gain_of(self, cells: tuple[int | None, ...], cell: int, value: int) -> float:
        row = cell % self.rows
        xs = self.rv.xs[row]
        return float(self.gain(cells, cell)[int(np.searchsorted(xs, value))])

    def cell_leaf(self, cells: tuple[int | None, ...], cell: int) -> FloatArray:
        """[throw] -> gain of ending the turn by writing this cell (or crossing it)."""
        row = cell % self.rows
        gain = self.gain(cells, cell)
        leaf: FloatArray = gain[self.rv.of_throw[row]]
        if row not in self.sums:
            leaf = np.maximum(leaf, gain[self.rv.zero[row]])
        return leaf

    def cell_gain(self, cells: tuple[int | None, ...], cell: int, throw: int) -> float:
        """`cell_leaf` for one throw."""
        row = cell % self.rows
        gain = self.gain(cells, cell)
        value = float(gain[self.rv.of_throw[row][throw]])
        if row not in self.sums:
            value = max(value, float(gain[self.rv.zero[row]]))
        return value

    def sheet_leaf(self, cells: tuple[int | None, ...], candidates: list[int]) -> FloatArray:
        if not candidates:
            return np.full(len(self.space.throws), -1e9)
        leaf: FloatArray = np.max([self.cell_leaf(cells, c) for c in candidates], axis=0)
        return leaf

    def flex(self, cells: tuple[int | None, ...]) -> dict[int, float]:
        """Per empty cell: what the next turn loses if that cell is no longer there (<= 0).

        The tables value each group as if it had turns of its own; a sheet with more empty cells
        also takes a turn's result where it fits best. This is that choice for one turn ahead,
        and filling a cell gives up its share of it.
        """
        if self.flex_weight == 0.0:
            return {}
        found = self._cache.get(("flex", cells), lambda: self._flex(cells))
        assert isinstance(found, dict)
        return found

    def beyond(self, cells: tuple[int | None, ...], objective: Objective) -> dict[int, float]:
        """Per empty cell: what filling it is worth beyond its gain by the tables, while the
        decider plays for points (`flex` at its weight, and the learned correction).

        None while playing to win: two-player classic, hard against normal, 500 seeded games,
        59.1% won with flex throughout, 67.1% without it at all, 65.6% (mean margin +51.2) with
        it while playing for points only, which keeps its solitaire gain (solitaire plays for
        points throughout)."""
        if objective.transform is not None:
            return {}
        found = self._cache.get(("beyond", cells), lambda: self._beyond(cells))
        assert isinstance(found, dict)
        return found

    def _beyond(self, cells: tuple[int | None, ...]) -> dict[int, float]:
        flex = self.flex(cells)
        extra = {c: self.flex_weight * v for c, v in flex.items()}
        if self.correction is not None:
            for c, v in self.correction.deltas(cells).items():
                extra[c] = extra.get(c, 0.0) + v
        return extra

    def _flex(self, cells: tuple[int | None, ...]) -> dict[int, float]:
        order = order_cells(self.ruleset, list(cells))
        announceable = announce_cells(self.ruleset, list(cells))
        space = self.space
        throws = len(space.throws)
        none = np.full(throws, -1e9)

        def without_each(leaves: FloatArray) -> tuple[FloatArray, FloatArray]:
            """The best leaf, and for each column the best leaf of the others."""
            if leaves.shape[1] == 0:
                return none, leaves
            best = leaves.max(axis=1)
            if leaves.shape[1] == 1:
                return best, none[:, None]
            top2 = np.partition(leaves, -2, axis=1)[:, -2]
            others = np.where(leaves >= best[:, None], top2[:, None], best[:, None])
            return best, others

        bonus: dict[int, FloatArray | float] = {}
        if self.first_bonus is not None:
            bonus[1] = self.first_bonus
        plain = np.zeros((throws, 0))
        if order:
            plain = np.stack([self.cell_leaf(cells, c) for c in order], axis=1)
        full, others = without_each(plain)
        after = Plan(space, np.column_stack([full, others]), stop_bonus=dict(bonus)).values[1]
        announcing = np.full(throws, -1e9)
        announcing_others = np.zeros((throws, 0))
        if announceable:
            leaves = np.stack([self.cell_leaf(cells, c) for c in announceable], axis=1)
            values = Plan(space, leaves, stop_bonus=dict(bonus)).values[1]
            announcing, announcing_others = without_each(values)
        first = space.first
        now = float(first @ np.maximum(after[:, 0], announcing))
        flex = {
            c: float(first @ np.maximum(after[:, 1 + i], announcing)) - now
            for i, c in enumerate(order)
        }
        for i, c in enumerate(announceable):
            flex[c] = float(first @ np.maximum(after[:, 0], announcing_others[:, i])) - now
        return flex

    def kontra_leaf(self, cells: tuple[int | None, ...], candidates: list[int]) -> FloatArray:
        """The writer's best gain for each throw under Kontra's rules: a value must be written
        where one is possible (Max above the column's Min); otherwise a cell is crossed."""
        if not candidates:
            return np.full(len(self.space.throws), -1e9)
        valued = []
        crossed = []
        for cell in candidates:
            row = cell % self.rows
            gain = self.gain(cells, cell)
            values = self.rv.xs[row][self.rv.of_throw[row]]
            ok = (values > 0) & self._kontra_ok(cells, cell, values)
            valued.append(np.where(ok, gain[self.rv.of_throw[row]], -np.inf))
            crossed.append(float(gain[self.rv.zero[row]]))
        best = np.max(valued, axis=0)
        leaf: FloatArray = np.where(np.isfinite(best), best, max(crossed))
        return leaf

    def _kontra_ok(self, cells: tuple[int | None, ...], cell: int, x: IntArray) -> BoolArray:
        """Kontra: a Max ends at least 1 above its column's Min, a Min 1 below its Max."""
        pair = self.ruleset.max_min
        ok: BoolArray = np.ones(x.shape, dtype=bool)
        if pair is None:
            return ok
        base, row = cell - cell % self.rows, cell % self.rows
        hi, lo = self.ruleset.row_index[pair[0]], self.ruleset.row_index[pair[1]]
        if row == hi and cells[base + lo] is not None:
            ok = x >= (cells[base + lo] or 0) + 1
        elif row == lo and cells[base + hi] is not None:
            ok = x <= (cells[base + hi] or 0) - 1
        return ok

    def kontra_value_ok(self, cells: tuple[int | None, ...], cell: int, value: int) -> bool:
        return bool(self._kontra_ok(cells, cell, np.array([value]))[0])

    # -- plans --------------------------------------------------------------------------------
    def plan(
        self,
        key: Hashable,
        leaf: Callable[[], FloatArray],
        *,
        lowest: bool = False,
        throws: int = 3,
    ) -> Plan:
        """A cached plan; `throws`: how many the turn may have (more with russian matches)."""

        def make() -> Plan:
            bonus: dict[int, FloatArray | float] = {}
            cost: dict[int, float] = {}
            if self.ruleset.matches and not lowest:
                # writing early earns matches; each throw after the third costs one
                bonus = {1: 2 * MATCH_VALUE, 2: MATCH_VALUE}
                cost = {d: MATCH_VALUE for d in range(3, throws)}
            if self.first_bonus is not None:
                earned = bonus.get(1, 0.0)
                bonus[1] = self.first_bonus + earned
            return Plan(
                self.space, leaf(), lowest=lowest, throws=throws, stop_bonus=bonus, cost=cost
            )

        found = self._cache.get(("plan", key, lowest, throws), make)
        assert isinstance(found, Plan)
        return found


def throw_id(space: DiceSpace, dice: tuple[int, ...]) -> int:
    return space.throw_index[tuple(sorted(dice))]


def _keep_text(kept: tuple[int, ...]) -> str:
    return "keep " + " ".join(map(str, kept)) if kept else "throw all again"


def announce_options(
    ruleset: Ruleset, actions: Sequence[LegalAction], announceable: list[int], values: FloatArray
) -> list[Option]:
    """Each offered announcement, valued by `values` (one per announceable cell, in order)."""
    return [
        Option(
            action,
            float(values[announceable.index(ruleset.cell_index[action.cell])]),
            f"announce {action.cell}",
        )
        for action in actions
        if isinstance(action, Announce)
    ]


def keep_options(
    brain: Brain, dice: tuple[int, ...], values: FloatArray, sign: float = 1.0
) -> list[Option]:
    """A throw after keeping each sub-multiset of the dice (keeping all is stopping: left out)."""
    space = brain.space
    t = throw_id(space, dice)
    out = []
    for k in space.sub_keeps[t]:
        kept = space.keeps[k]
        if len(kept) == len(dice):
            continue
        move = ThrowMove(keep_positions(dice, kept))
        out.append(Option(move, sign * float(values[k]), _keep_text(kept)))
    return out


class Objective:
    """Maps the gain of a turn (sheet points) to what the decider maximises.

    Linear by default; a player who plays to win maps its expected final total to the probability
    of beating the others (`to_win`). Monotone, so the best write of a throw stays the best.
    """

    def __init__(
        self, transform: Callable[[FloatArray], FloatArray] | None = None, key: Hashable = None
    ) -> None:
        self.transform = transform
        self.key = key  # equal keys: the same mapping (plans are cached by it)

    def __call__(self, gains: FloatArray) -> FloatArray:
        return gains if self.transform is None else self.transform(gains)

    def scalar(self, gain: float) -> float:
        return float(self(np.array([gain]))[0])


LINEAR = Objective()


def _normal_cdf(x: FloatArray) -> FloatArray:
    result: FloatArray = 0.5 * (1.0 + _erf(x / math.sqrt(2.0)))
    return result


_erf = np.vectorize(math.erf, otypes=[float])


def to_win(base: float, spread: float, others: Sequence[tuple[float, float]]) -> Objective:
    """Probability of beating every other competitor's final total, for a turn's gain.

    My final total is taken as normal with mean `base` + gain and standard deviation `spread`;
    each other's as normal with their (mean, standard deviation). Ties count as half a loss.
    """
    if not others:
        return LINEAR

    def transform(gains: FloatArray) -> FloatArray:
        chance = np.ones_like(gains)
        for mean, sd in others:
            scale = math.sqrt(spread**2 + sd**2) or 1.0
            chance = chance * _normal_cdf((base + gains - mean) / scale)
        return chance

    key = (
        "win",
        round(base, 3),
        round(spread, 3),
        tuple((round(m, 3), round(d, 3)) for m, d in others),
    )
    return Objective(transform, key)


def decide(brain: Brain, game: Game, player: str, objective: Objective = LINEAR) -> list[Option]:
    """The options of `player`'s decision now, each valued (empty if nothing waits on them)."""
    actions = [a for a in game.legal_actions() if a.player == player]
    if game.is_over or not actions:
        return []
    if game.mode.name == "kontra":
        return _kontra(brain, game, player, actions)
    if game.mode.name == "pairs":
        return _pairs(brain, game, player, actions, objective)
    if game.mode.name == "team":
        return _team(brain, game, player, actions, objective)
    return _single(brain, game, player, actions, objective)


def _cells(game: Game, sheet: str) -> tuple[int | None, ...]:
    return tuple(game.sheets[sheet])


def _name(brain: Brain, cell: int) -> str:
    return brain.ruleset.cell_names[cell]


def _write_text(action: Write | Cross, value: int) -> str:
    where = action.cell
    if action.sheet is not None:
        where = f"{action.sheet}'s {where}"
    if action.result is not None:
        return (
            f"write {action.result}'s result in {where} ({value})"
            if isinstance(action, Write)
            else f"cross {action.result}'s result in {where}"
        )
    return f"write {where} {value}" if isinstance(action, Write) else f"cross {where}"


def _turn_plans(
    brain: Brain, cells: tuple[int | None, ...], objective: Objective, throws: int
) -> tuple[Plan, Plan | None, list[int]]:
    """The plain plan (any legal cell) and one batched plan for announcing each announce cell."""
    ruleset = brain.ruleset
    order = order_cells(ruleset, list(cells))
    announceable = announce_cells(ruleset, list(cells))
    tag = objective.key
    beyond = brain.beyond(cells, objective)

    def leaf(c: int) -> FloatArray:
        return brain.cell_leaf(cells, c) + beyond.get(c, 0.0)

    plain = brain.plan(
        ("plain", cells, tag),
        lambda: (
            objective(np.max([leaf(c) for c in order], axis=0))
            if order
            else np.full(len(brain.space.throws), -1e9)
        ),
        throws=throws,
    )
    announced = None
    if announceable:
        announced = brain.plan(
            ("announce", cells, tag),
            lambda: np.stack([objective(leaf(c)) for c in announceable], axis=1),
            throws=throws,
        )
    return plain, announced, announceable


def turn_value(
    brain: Brain, cells: tuple[int | None, ...], objective: Objective = LINEAR, throws: int = 3
) -> float:
    """Expected objective of a whole turn on this sheet, before its first throw."""
    plain, announced, _ = _turn_plans(brain, cells, objective, throws)
    after = plain.values[1]
    if announced is not None:
        after = np.maximum(after, announced.values[1].max(axis=1))
    return float(brain.space.first @ after)


WrittenValues = dict[tuple[str, str, str], int]  # (cell, result, sheet) -> the value written


def _written_values(game: Game) -> WrittenValues:
    return {(o.cell, o.result, o.sheet): o.value for o in game.write_options()}


def _written(game: Game, values: WrittenValues, action: Write | Cross, sheet: str) -> int:
    """The value a write puts in its cell of `sheet` (a cross: 0)."""
    if isinstance(action, Cross):
        return 0
    return values[(action.cell, action.result or game.thrower, sheet)]


def _write_options(
    brain: Brain, game: Game, actions: Sequence[LegalAction], objective: Objective, bonus: float
) -> list[Option]:
    """Writes and crosses of a single result on a single sheet, valued by their gain."""
    values = _written_values(game)
    out = []
    for action in actions:
        if isinstance(action, Write | Cross):
            sheet = action.sheet or game.round.sheets[0]
            value = _written(game, values, action, sheet)
            cells = _cells(game, sheet)
            cell = brain.ruleset.cell_index[action.cell]
            gain = brain.gain_of(cells, cell, value) + bonus
            gain += brain.beyond(cells, objective).get(cell, 0.0)
            out.append(Option(action, objective.scalar(gain), _write_text(action, value)))
    return out


def _now_bonus(brain: Brain, game: Game) -> float:
    """Points a write now earns besides the cell: the one-throw bonus, matches earned."""
    bonus = 0.0
    dice = game.dice
    if brain.ruleset.one_throw_bonus and game.throws == 1 and dice and len(set(dice)) == 1:
        bonus += brain.ruleset.one_throw_bonus
    if brain.ruleset.matches and game.mode.name != "kontra":
        bonus += {1: 2, 2: 1}.get(game.throws, 0) * MATCH_VALUE
    return bonus


def _allowed_throws(brain: Brain, game: Game) -> int:
    """Throws this turn may have: 3, or with russian matches up to two paid ones more."""
    if not brain.ruleset.matches or game.mode.name == "kontra":
        return 3
    return max(3, game.throws) + min(game.matches.get(game.thrower, 0), 2)


def _single(
    brain: Brain, game: Game, player: str, actions: list[LegalAction], objective: Objective
) -> list[Option]:
    """Standard and partners: the thrower decides everything on the sheet of their side."""
    if player != game.thrower:
        return []
    sheet = game.round.sheets[0]
    cells = _cells(game, sheet)
    paid_throws = brain.ruleset.matches and game.mode.pays_matches  # not counted by `endgame`
    if (
        brain.endgame is not None
        and cells.count(None) <= brain.endgame_limit
        and not paid_throws
        and brain.endgame.affordable(cells)
    ):
        brain = brain.endgame
    throws = _allowed_throws(brain, game)
    plain, announced, announceable = _turn_plans(brain, cells, objective, throws)
    options: list[Option] = []
    if game.throws == 0:
        value = turn_value(brain, cells, objective, throws)
        options.append(Option(ThrowMove(None), value, "throw"))
        for action in actions:
            if isinstance(action, Cross):  # russian matches: decline the turn for 3 matches
                gain = brain.gain_of(cells, brain.ruleset.cell_index[action.cell], 0)
                gain += 3 * MATCH_VALUE
                options.append(
                    Option(action, objective.scalar(gain), f"decline: cross {action.cell}")
                )
        return options
    assert game.dice is not None
    dice = game.dice
    t = throw_id(brain.space, dice)
    plan = plain
    if game.announced is not None:
        plan = brain.plan(
            ("one", cells, game.announced, objective.key),
            lambda: objective(
                brain.cell_leaf(cells, game.announced or 0)
                + brain.beyond(cells, objective).get(game.announced or 0, 0.0)
            ),
            throws=throws,
        )
    if announced is not None and any(isinstance(a, Announce) for a in actions):
        values = announced.throw_value(1, t)
        options += announce_options(brain.ruleset, actions, announceable, values)
    if any(isinstance(a, ThrowOption) and not a.first for a in actions):
        options += keep_options(brain, dice, plan.keep_values(game.throws))
    writes = _write_options(brain, game, actions, objective, _now_bonus(brain, game))
    if brain.lookahead and objective.transform is None:
        writes = _looked_ahead(brain, game, cells, writes)
    options += writes
    return options


def _looked_ahead(
    brain: Brain, game: Game, cells: tuple[int | None, ...], writes: list[Option]
) -> list[Option]:
    """The best `Brain.lookahead` writes re-ranked by the next turn searched whole.

    A write's value counts the next turn only through `flex` (what that turn loses with the
    cell gone, by the tables of this sheet). Here each of the best writes is valued with the
    whole next turn played at best on the sheet it leaves, so a written value's effect on its
    group (an upper sum, a Max-Min) reaches the next turn's choices too. The best of them by
    that keeps the best write's value (writing now against throwing again is decided as before,
    on the scale of the turn's plan); the others keep their distance to it."""
    ranked = sorted(range(len(writes)), key=lambda i: -writes[i].value)[: brain.lookahead]
    if len(ranked) < 2:
        return writes
    flex = brain.flex(cells)
    values = _written_values(game)
    ahead: list[float] = []
    for i in ranked:
        action = writes[i].move
        assert isinstance(action, Write | Cross)
        cell = brain.ruleset.cell_index[action.cell]
        after = list(cells)
        after[cell] = _written(game, values, action, action.sheet or game.round.sheets[0])
        later = turn_value(brain, tuple(after)) if None in after else 0.0
        ahead.append(writes[i].value - brain.flex_weight * flex.get(cell, 0.0) + later)
    top, best = writes[ranked[0]].value, max(ahead)
    out = list(writes)
    for i, a in zip(ranked, ahead, strict=True):
        out[i] = Option(writes[i].move, top + a - best, writes[i].text)
    return out


# -- Kontra ------------------------------------------------------------------------------------
def _kontra(brain: Brain, game: Game, player: str, actions: list[LegalAction]) -> list[Option]:
    """The writer maximises the thrower's sheet, the thrower minimises it (values are the
    writer's: a thrower's option is better the lower it is, so its value is negated)."""
    thrower = game.thrower
    sheet = game.round.sheets[0]
    cells = _cells(game, sheet)
    ruleset = brain.ruleset
    order = order_cells(ruleset, list(cells))
    throwing = brain.plan(
        ("kontra-thrower", cells), lambda: brain.kontra_leaf(cells, order), lowest=True
    )
    if game.throws == 0:
        if player != thrower:
            return []
        value = -float(brain.space.first @ throwing.values[1])
        return [Option(ThrowMove(None), value, "throw")]
    assert game.dice is not None
    dice = game.dice
    t = throw_id(brain.space, dice)
    options: list[Option] = []
    if player == thrower:
        if game.announced is not None:
            return []
        if any(isinstance(a, Stop) for a in actions):
            options.append(Option(Stop(player), -float(throwing.leaf[t]), "enough"))
        if any(isinstance(a, ThrowOption) and not a.first for a in actions):
            options += keep_options(brain, dice, throwing.keep_values(game.throws), sign=-1.0)
        return options
    # the writer
    if game.announced is not None:
        cell = game.announced
        plan = brain.plan(("kontra-one", cells, cell), lambda: brain.kontra_leaf(cells, [cell]))
        if any(isinstance(a, ThrowOption) and not a.first for a in actions):
            options += keep_options(brain, dice, plan.keep_values(game.throws))
    announcing = [a for a in actions if isinstance(a, Announce)]
    if announcing:
        targets = [ruleset.cell_index[a.cell] for a in announcing]
        plan = brain.plan(
            ("kontra-announce", cells, tuple(targets)),
            lambda: np.stack([brain.kontra_leaf(cells, [c]) for c in targets], axis=1),
        )
        thrower_acts = [a for a in game.legal_actions() if a.player == thrower]
        for i, announce in enumerate(announcing):
            # after "enough" an announcement can only be written at once
            value = float(plan.leaf[t, i] if game.stopped else plan.throw_value(1, t)[i])
            options.append(Option(announce, value, f"announce {announce.cell}"))
        if not game.must_announce and thrower_acts:
            options.append(Option(Wait(), float(throwing.throw_value(1, t)), "no announcement"))
    for action in actions:
        if isinstance(action, Write | Cross):
            value = 0
            if isinstance(action, Write):
                value = ruleset.values(dice)[ruleset.cell_index[action.cell] % brain.rows]
            gain = brain.gain_of(cells, ruleset.cell_index[action.cell], value)
            options.append(Option(action, gain, _write_text(action, value)))
    return options


# -- pairs ---------------------------------------------------------------------------------
class _Floor:
    """Pairs: what the team expects from the second partner's turn when the first partner's
    result is worth b (the team writes the better of the two): G(b), tabled and interpolated."""

    def __init__(
        self,
        brain: Brain,
        cells: tuple[int | None, ...],
        low: float,
        high: float,
        objective: Objective,
    ) -> None:
        ruleset = brain.ruleset
        order = order_cells(ruleset, list(cells))
        announceable = announce_cells(ruleset, list(cells))
        plain = objective(brain.sheet_leaf(cells, order))
        leaves = [plain] + [objective(brain.cell_leaf(cells, c)) for c in announceable]
        self.floors = np.linspace(low, high, FLOOR_POINTS)
        batch = np.concatenate(
            [np.maximum(leaf[:, None], self.floors[None, :]) for leaf in leaves], axis=1
        )
        plan = Plan(brain.space, batch)
        after = plan.values[1].reshape(len(brain.space.throws), len(leaves), FLOOR_POINTS)
        self.expected = brain.space.first @ after.max(axis=1)
        self.high = high

    def __call__(self, b: FloatArray) -> FloatArray:
        inside = np.interp(b, self.floors, self.expected)
        result: FloatArray = np.where(b >= self.high, b, inside)
        return result


def _pairs(
    brain: Brain, game: Game, player: str, actions: list[LegalAction], objective: Objective
) -> list[Option]:
    ruleset = brain.ruleset
    make_plan = partial(brain.plan, throws=_allowed_throws(brain, game))
    sheet = game.round.sheets[0]
    cells = _cells(game, sheet)
    order = order_cells(ruleset, list(cells))
    first, second = game.round.throwers
    options: list[Option] = []
    writes = [a for a in actions if isinstance(a, Write | Cross)]
    if writes:
        options += _write_options(brain, game, writes, objective, 0.0)
    if player != game.thrower:
        return options
    if game.throws == 0:
        value = turn_value(brain, cells, objective)
        if player == second:
            held = game.held[0] if game.held else None
            if held is not None:
                value = _held_turn_value(brain, cells, held.dice, held.announced, objective)
        return [*options, Option(ThrowMove(None), value, "throw")]
    assert game.dice is not None
    dice = game.dice
    t = throw_id(brain.space, dice)
    announceable = announce_cells(ruleset, list(cells))
    if player == first and game.thrower_no == 0:
        plain_leaf = objective(brain.sheet_leaf(cells, order))
        leaves = [plain_leaf] + [objective(brain.cell_leaf(cells, c)) for c in announceable]
        low = float(min(leaf.min() for leaf in leaves))
        high = float(max(leaf.max() for leaf in leaves))
        floor = brain._cache.get(
            ("floor", cells, objective.key),
            lambda: _Floor(brain, cells, low, high, objective),
        )
        assert isinstance(floor, _Floor)
        if game.announced is None:
            plan = make_plan(("pairs-first", cells, objective.key), lambda: floor(plain_leaf))
            if announceable and game.throws == 1:
                batch = np.stack([floor(leaf) for leaf in leaves[1:]], axis=1)
                aplan = make_plan(("pairs-first-ann", cells, objective.key), lambda: batch)
                options += announce_options(ruleset, actions, announceable, aplan.throw_value(1, t))
        else:
            a = game.announced
            plan = make_plan(
                ("pairs-first-one", cells, a, objective.key),
                lambda: floor(objective(brain.cell_leaf(cells, a))),
            )
        if any(isinstance(x, Stop) for x in actions):
            options.append(Option(Stop(player), float(plan.leaf[t]), "pass to partner"))
        if any(isinstance(x, ThrowOption) and not x.first and x.player == player for x in actions):
            options += keep_options(brain, dice, plan.keep_values(game.throws))
        return options
    # the second partner, above the held result
    held = game.held[0]
    base = _held_gain(brain, cells, held.dice, held.announced, objective)
    if game.announced is None:
        plan = make_plan(
            ("pairs-second", cells, base, objective.key),
            lambda: np.maximum(objective(brain.sheet_leaf(cells, order)), base),
        )
        if announceable and game.throws == 1:
            aplan = make_plan(
                ("pairs-second-ann", cells, base, objective.key),
                lambda: np.stack(
                    [np.maximum(objective(brain.cell_leaf(cells, c)), base) for c in announceable],
                    axis=1,
                ),
            )
            options += announce_options(ruleset, actions, announceable, aplan.throw_value(1, t))
    else:
        a = game.announced
        plan = make_plan(
            ("pairs-second-one", cells, a, base, objective.key),
            lambda: np.maximum(objective(brain.cell_leaf(cells, a)), base),
        )
    if any(isinstance(x, ThrowOption) and not x.first and x.player == player for x in actions):
        options += keep_options(brain, dice, plan.keep_values(game.throws))
    return options


def _held_gain(
    brain: Brain,
    cells: tuple[int | None, ...],
    dice: tuple[int, ...],
    announced: int | None,
    objective: Objective,
) -> float:
    """The best objective of writing a held result (dice, announcement) on the sheet."""
    targets = [announced] if announced is not None else order_cells(brain.ruleset, list(cells))
    if not targets:
        return -1e9
    t = throw_id(brain.space, dice)
    # the objective is monotone: the best cell's gain decides (one throw's entry, not the leaf)
    return objective.scalar(max(brain.cell_gain(cells, c, t) for c in targets))


def _held_turn_value(
    brain: Brain,
    cells: tuple[int | None, ...],
    dice: tuple[int, ...],
    announced: int | None,
    objective: Objective,
) -> float:
    base = _held_gain(brain, cells, dice, announced, objective)
    order = order_cells(brain.ruleset, list(cells))
    announceable = announce_cells(brain.ruleset, list(cells))
    leaves = [objective(brain.sheet_leaf(cells, order))]
    leaves += [objective(brain.cell_leaf(cells, c)) for c in announceable]
    plan = Plan(brain.space, np.maximum(np.stack(leaves, axis=1), base))
    return float(brain.space.first @ plan.values[1].max(axis=1))


# -- team ----------------------------------------------------------------------------------
def _team(
    brain: Brain, game: Game, player: str, actions: list[LegalAction], objective: Objective
) -> list[Option]:
    ruleset = brain.ruleset
    make_plan = partial(brain.plan, throws=_allowed_throws(brain, game))
    first, second = game.round.throwers
    own = {p: _cells(game, p) for p in (first, second)}
    options: list[Option] = []
    writes = [a for a in actions if isinstance(a, Write | Cross)]
    if writes:
        options += _team_writes(brain, game, writes, objective)
    if player != game.thrower:
        return options
    mine, other = (first, second) if player == first else (second, first)

    def best_leaf(sheet: str, announced: int | None) -> FloatArray:
        cells = own[sheet]
        if announced is not None:
            return objective(brain.cell_leaf(cells, announced))
        return objective(brain.sheet_leaf(cells, order_cells(ruleset, list(cells))))

    if player == first:
        # the second partner's turn, written on either sheet (announcing only on their own)
        def partner_turn(sheet: str) -> float:
            if sheet == second:
                return turn_value(brain, own[second], objective)
            leaf = best_leaf(sheet, None)
            return float(Plan(brain.space, leaf).before_turn())

        key = (own[first], own[second], objective.key)
        found = brain._cache.get(
            ("team-partner", key), lambda: (partner_turn(first), partner_turn(second))
        )
        assert isinstance(found, tuple)
        on_first, on_second = found

        def leaf_of(announced: int | None) -> FloatArray:
            mine_leaf: FloatArray = best_leaf(first, announced) + on_second
            if announced is None:
                mine_leaf = np.maximum(mine_leaf, best_leaf(second, None) + on_first)
            return mine_leaf
    else:
        held = game.held[0]
        t_held = throw_id(brain.space, held.dice)
        on_first = float(best_leaf(first, held.announced)[t_held])
        on_second = -1e9 if held.announced is not None else float(best_leaf(second, None)[t_held])

        def leaf_of(announced: int | None) -> FloatArray:
            mine_leaf: FloatArray = best_leaf(second, announced) + on_first
            if announced is None:
                mine_leaf = np.maximum(mine_leaf, best_leaf(first, None) + on_second)
            return mine_leaf

    if game.throws == 0:
        cells = own[mine]
        announceable = announce_cells(ruleset, list(cells))
        leaves = [leaf_of(None)] + [leaf_of(c) for c in announceable]
        plan = Plan(brain.space, np.stack(leaves, axis=1))
        value = float(brain.space.first @ plan.values[1].max(axis=1))
        return [*options, Option(ThrowMove(None), value, "throw")]
    assert game.dice is not None
    dice = game.dice
    t = throw_id(brain.space, dice)
    key2 = (own[first], own[second], player, objective.key)
    if game.announced is None:
        plan = make_plan(("team", key2), lambda: leaf_of(None))
        announceable = announce_cells(ruleset, list(own[mine]))
        if announceable and game.throws == 1:
            aplan = make_plan(
                ("team-ann", key2),
                lambda: np.stack([leaf_of(c) for c in announceable], axis=1),
            )
            options += announce_options(ruleset, actions, announceable, aplan.throw_value(1, t))
    else:
        a = game.announced
        plan = make_plan(("team-one", key2, a), lambda: leaf_of(a))
    if any(isinstance(x, Stop) for x in actions):
        options.append(Option(Stop(player), float(plan.leaf[t]), "pass to partner"))
    if any(isinstance(x, ThrowOption) and not x.first and x.player == player for x in actions):
        options += keep_options(brain, dice, plan.keep_values(game.throws))
    return options


def _team_writes(
    brain: Brain, game: Game, writes: Sequence[LegalAction], objective: Objective
) -> list[Option]:
    """Each write with the best the other result can then get on the other sheet."""
    ruleset = brain.ruleset
    values = _written_values(game)
    results = {r.player: r for r in game.current_results()}
    sheets = game.open_sheets()
    held: dict[tuple[str, str], float] = {}  # (target sheet, result) -> its best gain there
    out = []
    for action in writes:
        assert isinstance(action, Write | Cross)
        result = action.result or game.thrower
        sheet = action.sheet or sheets[0]
        value = _written(game, values, action, sheet)
        cells = _cells(game, sheet)
        gain = brain.gain_of(cells, ruleset.cell_index[action.cell], value)
        rest = 0.0
        others = [r for p, r in results.items() if p != result]
        other_sheets = [s for s in sheets if s != sheet]
        if others and other_sheets:
            other = others[0]
            target = other_sheets[0]
            tcells = _cells(game, target)
            if other.announced is not None and target != other.player:
                rest = -1e9
            else:
                key = (target, other.player)
                if key not in held:
                    held[key] = _held_gain(brain, tcells, other.dice, other.announced, LINEAR)
                rest = held[key]
        total = objective.scalar(gain + rest) if rest > -1e8 else -1e9
        out.append(Option(action, total, _write_text(action, value)))
    return out


# -- corrections (yamm) ------------------------------------------------------------------------
def corrections(
    brain: Brain, game: Game, player: str, sheet_value: Callable[[Game, str], float]
) -> list[tuple[Correct, float]]:
    """Each legal correction of `player` with how much it raises `sheet_value` of the side's
    sheet (its total plus the tables' value of its empty cells)."""
    moves = [a for a in game.legal_actions() if isinstance(a, Correct) and a.player == player]
    if not moves:
        return []
    owner = _corrected_sheet(game, player)
    if owner is None:
        return []
    now = sheet_value(game, owner)
    # a deep copy: `snapshot` shares the record of the last write, which a correction changes
    twin = copy.deepcopy(game)
    written = {c for c, v in enumerate(game.sheets[owner]) if v is not None}
    out = []
    back: Correct | None = None
    # trying a move and moving it back is no correction of the player's: the limit on their
    # moves (MAX_CORRECTIONS) is lifted on the twin meanwhile
    with twin.replaying():
        for move in moves:
            twin.apply(move)
            out.append((move, sheet_value(twin, owner) - now))
            if back is None:  # the cell the result came from: moving back restores the sheet
                back = _origin(game, twin, owner, written, player)
            twin.apply(back)
    return out


def _origin(game: Game, twin: Game, owner: str, written: set[int], player: str) -> Correct:
    """The cell the last result was written to: filled in `game` and empty after a move."""
    names = game.ruleset.cell_names
    for cell in written:
        if twin.sheets[owner][cell] is None:
            return Correct(player, names[cell])
    raise AssertionError("a correction always empties the cell it moves from")


def _corrected_sheet(game: Game, player: str) -> str | None:
    # the sheet the side's last result is on: the side's own, or in team mode a member's
    last = game.last_result(player)
    return None if last is None else last.sheet


def column_kind(ruleset: Ruleset, cell: int) -> ColumnKind:
    return ruleset.columns[cell // len(ruleset.rows)].kind
