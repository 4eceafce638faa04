"""Properties of every ruleset and mode, over random legal games (hypothesis picks the seeds)."""

from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import (
    MODES,
    RULESET_NAMES,
    Announce,
    Correct,
    Cross,
    Game,
    IllegalAction,
    RandomDice,
    Throw,
    ThrowOption,
    Write,
    answer,
    replay,
    to_record,
)
from engine.record import recorded_actions
from tests.randomplay import choose, new_game, play_random, play_step

VARIANTS = [
    (ruleset, mode, options)
    for ruleset in RULESET_NAMES
    for mode in MODES
    if not (mode == "kontra" and ruleset == "yamm")
    for options in (
        [None, {"six_dice": True, "bonus_threshold": 63}]
        if ruleset == "tris"
        else [None, {"matches": True, "negative_school": True}]
        if ruleset == "russian"
        else [None]
    )
]
IDS = [f"{r}-{m}" + ("-opts" if o else "") for r, m, o in VARIANTS]
FAST = settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def check_totals(game: Game) -> None:
    """Totals equal the sum of their parts, recomputed here from the cells."""
    rules = game.ruleset
    n = len(rules.rows)
    for owner, cells in game.sheets.items():
        summaries = game.column_summaries(owner)
        column_sum = 0
        for c, column in enumerate(rules.columns):
            part = summaries[column.id]
            value = {row.id: cells[c * n + r] for r, row in enumerate(rules.rows)}
            upper = sum(value[str(face)] or 0 for face in range(1, 7))
            assert part["upper"] == upper
            assert part["bonus"] == rules.upper_bonus(upper)
            assert part["lower"] == sum(value[row] or 0 for row in rules.counted)
            if rules.max_min and None not in (value["max"], value["min"], value["1"]):
                assert part["max_min"] == (value["max"] - value["min"]) * value["1"]
            else:
                assert part["max_min"] == 0
            assert part["total"] == upper + part["bonus"] + part["max_min"] + part["lower"]
            column_sum += part["total"]
        assert game.sheet_total(owner) == column_sum + game.bonus[owner]
    totals = game.totals()
    for competitor in game.competitors:
        owners = game.teams[competitor] if game.mode.name == "team" else (competitor,)
        assert totals[competitor] == sum(game.sheet_total(o) for o in owners)


@pytest.mark.parametrize(("ruleset", "mode", "options"), VARIANTS, ids=IDS)
@FAST
@given(seed=st.integers(0, 2**32))
def test_random_games_end_and_round_trip(
    ruleset: str, mode: str, options: dict | None, seed: int
) -> None:
    game = play_random(new_game(ruleset, mode, options), seed)
    assert game.is_over
    assert game.legal_actions() == []
    assert game.winners()
    check_totals(game)
    record = json.loads(json.dumps(to_record(game)))
    again = replay(record)
    assert again.sheets == game.sheets
    assert answer(again) == answer(game)
    live = replay(to_record(game, live=True))
    assert live.sheets == game.sheets
    # a live log read back as a record (the store's stored_record) is the record
    assert recorded_actions(to_record(game, live=True)["actions"]) == to_record(game)["actions"]


@pytest.mark.parametrize(("ruleset", "mode", "options"), VARIANTS, ids=IDS)
@FAST
@given(seed=st.integers(0, 2**32))
def test_every_offered_action_is_accepted(
    ruleset: str, mode: str, options: dict | None, seed: int
) -> None:
    """At random moments offered actions are tried on a copy: none may be refused."""
    rnd, dice = random.Random(seed), RandomDice(seed)
    game = new_game(ruleset, mode, options)
    for step in range(400):
        if game.is_over:
            break
        decision = game.decision()
        assert decision.players, "a game that is not over always waits for someone"
        # the write choices (what the bot's menus offer) are exactly the legal writes and
        # crosses, declining a turn included
        legal = game.legal_actions()
        assert {c.action for c in game.write_choices()} == {
            a for a in legal if isinstance(a, Write | Cross)
        }
        if step % 27 == 0:
            # what the engine keeps up to date move by move equals a fresh replay's answer
            fresh = replay(to_record(game, live=True))
            assert game.write_options() == fresh.write_options()
            assert game.legal_actions() == fresh.legal_actions()
        if step % 9 == 0:
            offered = game.legal_actions()
            # a few at each look (each is tried on a deep copy, the slow part of this test)
            for action in rnd.sample(offered, min(len(offered), 6)):
                trial = copy.deepcopy(game)
                play_step(trial, action, rnd, RandomDice(step))
        play_step(game, choose(game, rnd), rnd, dice)
        check_totals(game)


def snapshot(game: Game) -> tuple:
    return (
        json.dumps(to_record(game, live=True)),
        json.dumps(answer(game)),
        game.legal_actions(),
        game.decision(),
    )


@pytest.mark.parametrize(("ruleset", "mode", "options"), VARIANTS, ids=IDS)
@FAST
@given(seed=st.integers(0, 2**32), data=st.data())
def test_refused_actions_change_nothing(
    ruleset: str, mode: str, options: dict | None, seed: int, data: st.DataObject
) -> None:
    """Random actions (mostly illegal) are either accepted or refused without any change."""
    game = play_random(new_game(ruleset, mode, options), seed, steps=seed % 120)
    if game.is_over:
        return
    rules = game.ruleset
    cells = st.one_of(st.sampled_from(rules.cell_names), st.text(max_size=30), st.just("x" * 5000))
    players = st.sampled_from([*game.players, "stranger", "", "🎲" * 50])
    faces = st.lists(st.integers(-1, 8), min_size=0, max_size=7).map(tuple)
    action = data.draw(
        st.one_of(
            st.builds(Write, players, cells),
            st.builds(Cross, players, cells),
            st.builds(Announce, players, cells),
            st.builds(Throw, players, faces, st.none() | faces),
        )
    )
    offered = action in game.legal_actions()
    before = snapshot(game)
    try:
        game.apply(action)
    except IllegalAction as error:
        assert error.message and error.code
        assert snapshot(game) == before
        assert not offered
    else:
        assert isinstance(action, Throw) or offered


def test_legal_throw_options_name_the_right_player() -> None:
    game = new_game("classic", "kontra")
    game.throw("ana", RandomDice(1))
    game.announce("bo", "announce/yamb")
    throws = [a for a in game.legal_actions() if isinstance(a, ThrowOption)]
    assert throws == [ThrowOption("bo", False, 0)]


def test_a_snapshot_keeps_the_result_where_it_was_when_a_correction_moves_it() -> None:
    """yamm: a snapshot taken before a correction (a picture being drawn) still has the last
    result where it was."""
    game = Game("yamm", ["ana"])
    game.apply(Throw("ana", (6, 6, 6, 1, 2)))
    written = game.write_choices()[0].action
    game.apply(written)
    before = game.snapshot()
    moves = [a for a in before.legal_actions() if isinstance(a, Correct)]
    game.apply(moves[0])
    was, now = before.last_result("ana"), game.last_result("ana")
    assert was is not None and now is not None
    assert was.cell == game.ruleset.cell(written.cell)
    assert now.cell == game.ruleset.cell(moves[0].cell)


def test_a_deep_copy_plays_on_alone() -> None:
    game = play_random(new_game("yamm", "team", None), 5, steps=200)
    before = json.dumps(to_record(game, live=True))
    twin = copy.deepcopy(game)
    assert twin.history[0] is game.history[0]  # actions are values: shared, not rebuilt
    play_random(twin, 6)
    assert twin.is_over and not game.is_over
    assert json.dumps(to_record(game, live=True)) == before
    check_totals(game)
