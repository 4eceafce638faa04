"""`hard`'s last turns searched exactly (engine/ai/endgame.py): a sheet's value with a few cells
left is the expectimax of its turns, worked out here again from the rules' own scoring; the
decisions then follow those values; and nothing changes before the last turns."""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache

import numpy as np
import pytest

from engine import Announce, FixedDice, Game, Write, get_ruleset, replay, to_record
from engine.ai import ThrowMove, choose, hint
from engine.ai.dice import FloatArray, dice_space
from engine.ai.endgame import STATES_SEARCHED, ExactBrain
from engine.ai.player import HARD_ENDGAME, brain_for
from engine.ai.search import Plan
from engine.ai.selfplay import play
from engine.rulesets import Ruleset

Cells = tuple[int | None, ...]


def sheet(ruleset: Ruleset, empty: set[str], values: dict[str, int] | None = None) -> Cells:
    """A sheet with every cell crossed (0) but `empty`, and `values` where given."""
    given = values or {}
    return tuple(None if name in empty else given.get(name, 0) for name in ruleset.cell_names)


def total(ruleset: Ruleset, cells: Sequence[int | None]) -> int:
    """The sheet's total as the rules count it (sums, bonus, products)."""
    return sum(ruleset.column_summary(list(cells), c)["total"] for c in range(len(ruleset.columns)))


@cache
def by_the_rules(ruleset: Ruleset, cells: Cells) -> float:
    """Expected points still to come, each turn played at best over every cell still empty,
    with the points of a write counted by the sheet's total before and after it: a plain
    expectimax, free column only (the sheets here leave nothing else open)."""
    space = dice_space(ruleset.dice_count)
    empty = [c for c, v in enumerate(cells) if v is None]
    if not empty:
        return 0.0
    rows = len(ruleset.rows)
    now = total(ruleset, cells)
    values = [ruleset.values(dice) for dice in space.throws]  # [throw][row]
    leaves = []
    for cell in empty:
        row = cell % rows
        outcomes: dict[int, float] = {}
        for x in sorted({v[row] for v in values} | {0}):
            after = list(cells)
            after[cell] = x
            outcomes[x] = total(ruleset, after) - now + by_the_rules(ruleset, tuple(after))
        crossed = outcomes[0] if row not in ruleset.sum_row_indexes else -np.inf
        leaves.append([max(outcomes[v[row]], crossed) for v in values])
    leaf: FloatArray = np.max(np.array(leaves), axis=0)
    return float(space.first @ Plan(space, leaf).values[1])


def exact_brain(ruleset: Ruleset) -> ExactBrain:
    found = brain_for(ruleset, "hard").endgame
    assert isinstance(found, ExactBrain)
    return found


@pytest.mark.parametrize(
    ("empty", "values"),
    [
        ({"free/yamb", "free/full"}, None),  # two lower cells: which waits for which dice
        # the upper bonus (60) in reach of the two upper cells left: 3 + 8 + 12 + 16 = 39
        ({"free/6", "free/5"}, {"free/1": 3, "free/2": 8, "free/3": 12, "free/4": 16}),
        ({"free/max", "free/1"}, {"free/min": 9}),  # (Max - Min) x ones, both factors open
        ({"free/6", "free/straight", "free/poker"}, {"free/5": 25, "free/4": 16, "free/3": 9}),
    ],
)
def test_a_sheet_with_its_last_cells_is_valued_by_its_turns(
    empty: set[str], values: dict[str, int] | None
) -> None:
    ruleset = get_ruleset("classic")
    cells = sheet(ruleset, empty, values)
    assert exact_brain(ruleset).value(cells) == pytest.approx(by_the_rules(ruleset, cells))


def test_sheets_that_differ_only_in_what_no_longer_matters_share_a_state() -> None:
    ruleset = get_ruleset("classic")
    exact = exact_brain(ruleset).exact
    one = sheet(ruleset, {"free/yamb", "free/6"}, {"free/full": 56, "free/1": 2})
    two = sheet(ruleset, {"free/yamb", "free/6"}, {"free/full": 0, "free/1": 2})
    other_upper = sheet(ruleset, {"free/yamb", "free/6"}, {"free/full": 56, "free/1": 5})
    assert exact.key(one) == exact.key(two)
    assert exact.key(one) != exact.key(other_upper)


def last_cells_game(empty: set[str]) -> Game:
    """A classic solitaire game with every cell written or crossed but `empty`."""
    game = Game("classic", ["ana"])
    names = game.ruleset.cell_names
    while any(v is None and names[c] not in empty for c, v in enumerate(game.sheets["ana"])):
        game.throw("ana", FixedDice([1, 2, 3, 4, 6]))
        open_cells = [c for c, v in enumerate(game.sheets["ana"]) if v is None]
        announce = next((names[c] for c in open_cells if names[c].startswith("announce/")), None)
        if announce is not None and announce not in empty:
            game.apply(Announce("ana", announce))
        writes = [o.cell for o in game.write_options() if o.cell not in empty]
        game.apply(Write("ana", writes[0]))
    return game


def test_the_last_turns_write_where_the_turns_left_are_worth_most() -> None:
    """Three sixes and two twos after the last throw, free/6 and free/yamb left: the move made
    is the one whose write plus the last turn's expectation is highest."""
    game = last_cells_game({"free/6", "free/yamb"})
    game.throw("ana", FixedDice([6, 6, 6, 2, 2]))
    game.throw("ana", FixedDice([6, 6, 6, 2, 2]), (0, 1, 2, 3, 4))
    game.throw("ana", FixedDice([6, 6, 6, 2, 2]), (0, 1, 2, 3, 4))
    ruleset = game.ruleset
    cells = tuple(game.sheets["ana"])

    def future(write: str, value: int) -> float:
        after = list(cells)
        after[ruleset.cell_index[write]] = value
        return total(ruleset, after) - total(ruleset, cells) + by_the_rules(ruleset, tuple(after))

    sixes, crossed = future("free/6", 18), future("free/yamb", 0)
    move = choose(game, "ana", "hard", random.Random(0))
    assert isinstance(move, Write)
    assert move.cell == ("free/6" if sixes > crossed else "free/yamb")
    lines = hint(game, "ana")
    assert lines[0].move == move
    # the hint's expected total is the sheet's total plus the turns left, exactly
    expected = game.sheet_total("ana") + max(sixes, crossed)
    assert lines[0].expected_total == pytest.approx(expected, abs=0.01)


def test_keeps_in_the_last_turns_follow_the_exact_values() -> None:
    """With free/yamb and free/full left, the first throw 5 5 5 3 3 (a full): every option the
    hint lists is valued at the sheet's total plus the turns left played at best, the write of
    the full exactly so, and the move made is the best of them."""
    game = last_cells_game({"free/yamb", "free/full"})
    game.throw("ana", FixedDice([5, 5, 5, 3, 3]))
    move = choose(game, "ana", "hard", random.Random(0))
    lines = hint(game, "ana", top=30)
    assert lines[0].move == move
    assert all(line.expected_total <= lines[0].expected_total + 1e-9 for line in lines)
    assert any(isinstance(line.move, ThrowMove) for line in lines)
    full = next(
        line for line in lines if isinstance(line.move, Write) and line.move.cell == "free/full"
    )
    ruleset = game.ruleset
    after = list(game.sheets["ana"])
    after[ruleset.cell_index["free/full"]] = 5 * 3 + 3 * 2 + 30
    assert full.expected_total == pytest.approx(
        total(ruleset, after) + by_the_rules(ruleset, tuple(after)), abs=0.01
    )


def test_the_search_starts_with_the_last_turns() -> None:
    """One cell more than `HARD_ENDGAME` left: the tables decide, nothing is searched; a write
    later, the search values the turns left."""
    lower = ["free/yamb", "free/full", "free/poker", "free/two_pairs", "free/straight"]
    empty = {"free/6", "free/5", "free/4", *lower[: HARD_ENDGAME - 2]}
    assert len(empty) == HARD_ENDGAME + 1
    game = last_cells_game(empty)
    exact = exact_brain(game.ruleset).exact
    game.throw("ana", FixedDice([6, 6, 4, 4, 1]))
    exact._values.clear()
    hint(game, "ana")
    assert not exact._values
    game.apply(Write("ana", "free/4"))
    game.throw("ana", FixedDice([6, 6, 4, 4, 1]))
    hint(game, "ana")
    assert exact._values


def test_the_states_a_search_would_value_are_counted_before_it_starts() -> None:
    """`reachable` counts exactly the states the search values (the full sheet aside, whose
    value is 0); a sheet past `STATES_SEARCHED` is left to the tables, and searched once it has
    fewer cells left."""
    ruleset = get_ruleset("classic")
    fresh = ExactBrain(brain_for(ruleset, "hard"))  # nothing remembered from other tests
    few = tuple(
        last_cells_game({"free/6", "free/5", "free/4", "free/yamb", "free/full"}).sheets["ana"]
    )
    assert fresh.exact.reachable(few) <= STATES_SEARCHED and fresh.affordable(few)
    fresh.value(few)
    assert len(fresh.exact._values) == fresh.exact.reachable(few) - 1
    # the upper bonus and (Max - Min) x ones all open in one column: thousands of states
    game = last_cells_game({"free/1", "free/5", "free/6", "free/max", "free/min"})
    many = tuple(game.sheets["ana"])
    exact = exact_brain(ruleset)
    assert exact.exact.reachable(many) > STATES_SEARCHED and not exact.affordable(many)
    game.throw("ana", FixedDice([6, 6, 5, 1, 1]))
    exact.exact._values.clear()
    lines = hint(game, "ana")
    assert not exact.exact._values and lines  # the tables decided
    game.apply(Write("ana", "free/6"))
    game.throw("ana", FixedDice([6, 6, 5, 5, 1]))
    game.apply(Write("ana", "free/5"))
    assert exact.affordable(tuple(game.sheets["ana"]))  # ones, Max and Min: 135 states
    game.throw("ana", FixedDice([6, 6, 5, 1, 1]))
    hint(game, "ana")
    assert exact.exact._values


def test_whole_games_with_the_search_replay() -> None:
    for ruleset in ("classic", "yamm", "russian"):
        game = play(Game(ruleset, ["ana", "bo"]), {"ana": "hard", "bo": "hard"}, f"end:{ruleset}")
        assert game.is_over
        assert replay(to_record(game)).totals() == game.totals()
