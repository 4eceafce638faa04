"""A game the bot seats always fits a record: `replay` refuses more than `record.MAX_ACTIONS`
actions, and the bot reloads every game from its log by replaying it. Corrections (yamm) are the
one action the rules let a player repeat at will, so a result may be moved at most
`MAX_CORRECTIONS` times; played as long as the rules allow (every throw, "enough", announcement
and correction), the largest tables' live logs still replay."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import (
    Announce,
    Correct,
    Game,
    IllegalAction,
    LegalAction,
    Stop,
    Throw,
    ThrowOption,
    answer,
    find_mode,
    replay,
    to_record,
)
from engine.game import MAX_CORRECTIONS
from engine.record import MAX_ACTIONS


def _longest(option: LegalAction) -> int:
    """Which legal action makes the game longest: lower first."""
    if isinstance(option, Correct):
        return 0
    if isinstance(option, Announce):
        return 1
    if isinstance(option, ThrowOption):
        return 2 if not option.first else 4
    if isinstance(option, Stop):
        return 3
    return 5  # a write or cross ends the turn


def play_longest(game: Game, rng: random.Random) -> None:
    count = game.ruleset.dice_count
    while not game.is_over:
        option = min(game.legal_actions(), key=_longest)
        if isinstance(option, ThrowOption):
            dice = tuple(rng.randint(1, 6) for _ in range(count))
            game.apply(Throw(option.player, dice, None if option.first else ()))
        else:
            game.apply(option)


def seated(ruleset: str, mode: str, options: dict[str, Any] | None = None) -> Game:
    seats = [f"p{i}" for i in range(find_mode(mode).max_players)]
    if find_mode(mode).has_teams:
        teams = {f"t{i}": seats[2 * i : 2 * i + 2] for i in range(len(seats) // 2)}
        return Game(ruleset, None, mode=mode, options=options, teams=teams)
    return Game(ruleset, seats, mode=mode, options=options)


@pytest.mark.parametrize(
    ("ruleset", "mode", "options"),
    [
        ("yamm", "standard", None),
        ("yamm", "pairs", None),
        ("yamm", "team", None),
        ("yamm", "partners", None),
        ("russian", "standard", {"matches": True}),
        ("russian", "kontra", None),
    ],
)
def test_the_longest_game_of_the_largest_table_replays(
    ruleset: str, mode: str, options: dict[str, Any] | None
) -> None:
    game = seated(ruleset, mode, options)
    play_longest(game, random.Random(f"{ruleset}:{mode}"))
    record = to_record(game, live=True)  # the bot's log keeps "enough" too
    assert len(record["actions"]) <= MAX_ACTIONS
    assert answer(replay(record)) == answer(game)


def test_a_result_may_be_moved_three_times_and_no_more() -> None:
    game = Game("yamm", ["ana", "bo"])
    game.apply(Throw("ana", (6, 6, 6, 2, 1)))
    game.write("ana", "free1/1")
    cells = ["free1/6", "free1/2", "free1/1"]
    assert len(cells) == MAX_CORRECTIONS
    for cell in cells:
        assert Correct("ana", "free1/3") in game.legal_actions()
        game.correct("ana", cell)
    assert not any(isinstance(a, Correct) for a in game.legal_actions())
    before = to_record(game, live=True), answer(game)
    with pytest.raises(IllegalAction) as refused:
        game.correct("ana", "free1/3")
    assert refused.value.code == "corrections_used"
    assert refused.value.params == {"most": MAX_CORRECTIONS}
    assert (to_record(game, live=True), answer(game)) == before
    # the next result may be moved again
    game.apply(Throw("bo", (5, 5, 5, 2, 1)))
    game.write("bo", "free1/5")
    game.correct("bo", "free1/2")
    assert game.last_result("bo") is not None
    assert game.last_result("bo").moves == 1  # type: ignore[union-attr]


def test_the_bots_weigh_a_correction_of_a_result_moved_twice_already() -> None:
    """Weighing each correction tries it on a copy and moves it back: that is no move of the
    player's, so a result moved twice still has its third move weighed (and none refused)."""
    from engine.ai.player import brain_for
    from engine.ai.policy import corrections

    game = Game("yamm", ["ana", "bo"])
    game.apply(Throw("ana", (6, 6, 6, 2, 1)))
    game.write("ana", "free1/6")
    game.correct("ana", "free1/1")
    game.correct("ana", "free1/2")  # 6 + 6 + 6 + 2 + 1 in the 2s: worth moving back to the 6s
    brain = brain_for(game.ruleset, "normal")
    gains = dict(corrections(brain, game, "ana", lambda g, o: float(g.sheet_total(o))))
    assert len(gains) == len([a for a in game.legal_actions() if isinstance(a, Correct)]) > 1
    assert gains[Correct("ana", "free1/6")] == 18 - 2
    assert game.last_result("ana").moves == 2  # type: ignore[union-attr]


def moved_five_times(*then: dict[str, Any]) -> dict[str, Any]:
    """A yamm record whose first result was moved 5 times (as before the limit), then `then`."""
    moves = ("free1/6", "free1/2", "free1/1", "free1/3", "free1/6")
    return {
        "ruleset": "yamm",
        "players": ["ana", "bo"],
        "actions": [
            {"player": "ana", "do": "throw", "dice": [6, 6, 6, 2, 1]},
            {"player": "ana", "do": "write", "cell": "free1/1"},
            *({"player": "ana", "do": "correct", "cell": cell} for cell in moves),
            *then,
        ],
    }


def test_a_game_stored_before_the_limit_keeps_its_corrections() -> None:
    """A log of a result moved more often (allowed before the limit) still replays, so the bot
    loads it; from then on the game is played with the limit."""
    game = replay(moved_five_times())
    assert game.last_result("ana").moves == 5  # type: ignore[union-attr]
    assert answer(game)["totals"]["ana"] == 18
    with pytest.raises(IllegalAction) as refused:
        game.correct("ana", "free1/2")
    assert refused.value.code == "corrections_used"


def test_copies_rebuilt_from_such_a_game_keep_its_corrections_and_the_limit() -> None:
    """The bots' copy of a game and the lines of its past turns are rebuilt from its history:
    a result moved more often before the limit is no refusal there either, and the bots' copy
    offers no move past the limit afterwards."""
    from bot.app.bots import _sync
    from bot.app.endings import round_after

    record = moved_five_times(
        {"player": "bo", "do": "throw", "dice": [5, 5, 5, 2, 1]},
        {"player": "bo", "do": "write", "cell": "free1/5"},
    )
    game = replay(record)
    assert round_after(game, len(game.history)) == game.round_no
    start = (game.ruleset, game.players, game.mode, game.teams)
    twin = _sync({}, 1, start, tuple(game.history[:-1]))
    assert answer(twin) == answer(replay({**record, "actions": record["actions"][:-1]}))
    twin = _sync({1: twin}, 1, start, tuple(game.history))
    assert answer(twin) == answer(game)
    for cell in ("free1/1", "free1/2", "free1/3"):
        twin.correct("bo", cell)
    assert not any(isinstance(a, Correct) for a in twin.legal_actions())


def test_the_bots_weigh_a_team_results_corrections_on_the_sheet_it_is_on() -> None:
    """Team mode: a result is on a member's sheet, not one named after the team; the bots and
    hints weighed no correction there (none was ever offered as a hint or made by a bot)."""
    from engine.ai.player import brain_for, evaluate
    from engine.ai.policy import corrections

    game = Game("yamm", None, mode="team", teams={"red": ["ana", "bo"], "blue": ["cy", "dee"]})
    first, second = game.round.throwers
    game.apply(Throw(first, (6, 6, 6, 2, 1)))
    game.apply(Throw(second, (1, 1, 2, 3, 4)))
    game.write(first, "free1/1", result=first, sheet=first)  # the sixes in the 1s: worth moving
    legal = [a for a in game.legal_actions() if isinstance(a, Correct) and a.player == first]
    brain = brain_for(game.ruleset, "normal")
    gains = dict(corrections(brain, game, first, lambda g, o: float(g.sheet_total(o))))
    assert legal and len(gains) == len(legal)
    assert gains[Correct(first, "free1/6")] == 18 - 1
    best = evaluate(game, first, "normal", random.Random(1))[0]
    assert isinstance(best.move, Correct), best
    # the hint's picture marks the move on that member's sheet
    from bot.app.hints import hint_marks
    from engine.ai.moves import HintLine

    (mark,) = hint_marks(game, first, [HintLine(Correct(first, "free1/6"), 0.0, 0.0, "")])
    assert mark.kind == "correct" and mark.sheet == first
