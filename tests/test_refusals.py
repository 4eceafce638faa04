"""docs/rules.md section 10: every refusal, in every mode where it can happen.

Each refused action must raise `IllegalAction` with a sensible `code` and a message a player can
act on, and leave the game exactly as it was: its live record, its replay answer, its legal
actions and its decision are compared before and after.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from engine import (
    Announce,
    Correct,
    Cross,
    FixedDice,
    Game,
    IllegalAction,
    RandomDice,
    Stop,
    Throw,
    ThrowOption,
    Write,
    answer,
    to_record,
)
from engine.autoplay import simple_move

TEAMS = {"red": ["ana", "bo"], "blue": ["cy", "dee"]}
ALL_MODES = ("standard", "kontra", "pairs", "team", "partners")
TWO_THROWER_MODES = ("pairs", "team")
LONG = "x" * 100_000
ODD_NAMES = ("", " ana", "ana ", "ANA", "ana\n", "\x00", "🎲" * 50, LONG, "a/b", "None")
ODD_CELLS = (
    "",
    "down",
    "/1",
    "down/",
    "down/7",
    "down/1/1",
    "DOWN/1",
    " down/1",
    "down/1 ",
    "down/1\n",
    "down\\1",
    "free/yamm",
    "free1/1",
    "доле/1",
    "\x00",
    "🎲" * 50,
    LONG,
)


# -- helpers --------------------------------------------------------------------------------
def new_game(mode: str, ruleset: str = "classic", **options: Any) -> Game:
    """Two players (standard, kontra) or the two teams of TEAMS."""
    if mode in ("pairs", "team", "partners"):
        return Game(ruleset, None, mode=mode, options=options, teams=TEAMS)
    return Game(ruleset, ["ana", "bo"], mode=mode, options=options)


def state(game: Game) -> Any:
    """Everything a refused action must leave unchanged."""
    return copy.deepcopy(
        (
            to_record(game, live=True),
            answer(game),
            game.legal_actions(),
            game.decision(),
            game.write_options(),
            game.thrower,
            game.dice,
            game.throws,
            game.announced,
            game.is_over,
            dict(game.matches),
            dict(game.bonus),
            {owner: list(cells) for owner, cells in game.sheets.items()},
        )
    )


def refused(
    game: Game, act: Callable[[], object], codes: str | tuple[str, ...], mentions: str = ""
) -> IllegalAction:
    """`act` raises IllegalAction with one of `codes`, a readable message, and no change."""
    before = state(game)
    with pytest.raises(IllegalAction) as caught:
        act()
    error = caught.value
    allowed = (codes,) if isinstance(codes, str) else codes
    assert error.code in allowed, f"code {error.code!r} ({error.message!r}), expected {allowed}"
    message = error.message
    assert isinstance(message, str) and str(error) == message
    assert 10 <= len(message) <= 300, message  # huge names are not echoed in full
    assert message[-1] in ".)!", message  # a sentence
    assert "Traceback" not in message and " object at " not in message, message
    assert mentions.lower() in message.lower(), f"{message!r} should mention {mentions!r}"
    assert state(game) == before
    return error


def fourth_throw_code(game: Game) -> str:
    """How a throw past the limit is refused: pairs and team's first partner passes to the
    partner (the team writes after the second turn); anyone else writes."""
    first_partner = game.mode.name in TWO_THROWER_MODES and game.thrower_no == 0
    return "pass_to_partner" if first_partner else "no_more_throws"


def other(game: Game, player: str) -> str:
    """Kontra: the opponent; team modes: the partner."""
    if game.teams is None:
        return next(p for p in game.players if p != player)
    team = next(members for members in game.teams.values() if player in members)
    return next(p for p in team if p != player)


def announcer(game: Game) -> str:
    """Who announces after the first throw (Kontra: the writer)."""
    return other(game, game.thrower) if game.mode.name == "kontra" else game.thrower


def outsiders(game: Game) -> list[str]:
    """Seated players who take no part in the current round."""
    if game.teams is not None:
        team = next(m for m in game.teams.values() if game.thrower in m)
        return [p for p in game.players if p not in team]
    return [p for p in game.players if p != game.thrower and game.mode.name != "kontra"]


def write_kwargs(game: Game, result: str) -> dict[str, str]:
    """The result/sheet naming of a write in modes pairs and team."""
    if game.mode.name == "pairs":
        return {"result": result}
    if game.mode.name == "team":
        return {"result": result, "sheet": result}
    return {}


def to_writing(
    game: Game, dice: tuple[int, ...] = (1, 1, 1, 4, 5), first: tuple[int, ...] = (2, 2, 3, 4, 6)
) -> tuple[str, dict[str, str]]:
    """Throw until the round's result may be written; (who writes, write kwargs).

    In pairs and team the first partner throws `first`, the second `dice`, and the kwargs name
    the second partner's result (team: into the second partner's sheet).
    """
    thrower = game.thrower
    if game.mode.name in TWO_THROWER_MODES:
        game.apply(Throw(thrower, first))
        partner = other(game, thrower)
        game.apply(Throw(partner, dice))
        return partner, write_kwargs(game, partner)
    game.apply(Throw(thrower, dice))
    if game.mode.name == "kontra":
        game.stop(thrower)
        return other(game, thrower), {}
    return thrower, {}


def finish_round(game: Game, writer: str, cell: str, kwargs: dict[str, str]) -> None:
    """Write the round's result into `cell` (team: the other result into free/yamb)."""
    game.write(writer, cell, **kwargs)
    if game.mode.name == "team":
        first = other(game, kwargs["result"])
        game.cross(writer, "free/yamb", result=first, sheet=first)


def step(game: Game, dice: RandomDice) -> None:
    """One plain legal move (engine.autoplay)."""
    player, move = next(
        (p, m) for p in game.decision().players if (m := simple_move(game, p)) is not None
    )
    if isinstance(move, ThrowOption):
        game.throw(player, dice)
    else:
        game.apply(move)


def play_until(game: Game, done: Callable[[Game], bool], seed: int = 1) -> None:
    dice = RandomDice(seed)
    while not done(game):
        assert not game.is_over
        step(game, dice)


def next_turn_of_side(game: Game, side: set[str]) -> None:
    """Play plain moves until a player of `side` is about to throw a first throw."""
    play_until(game, lambda g: g.thrower in side and g.throws == 0)


def side_of(game: Game, player: str) -> set[str]:
    if game.teams is None:
        return {player}
    return set(next(m for m in game.teams.values() if player in m))


# -- acting out of turn ---------------------------------------------------------------------
@pytest.mark.parametrize("mode", ALL_MODES)
def test_first_throw_out_of_turn(mode: str) -> None:
    """docs/rules.md 10: acting out of turn - only the thrower throws the first throw."""
    game = new_game(mode)
    for player in [p for p in game.players if p != game.thrower]:
        refused(
            game,
            lambda p=player: game.apply(Throw(p, (1, 2, 3, 4, 5))),
            "not_your_turn",
            game.thrower,
        )
        refused(game, lambda p=player: game.throw(p, FixedDice([1, 2, 3, 4, 5])), "not_your_turn")


@pytest.mark.parametrize("mode", ALL_MODES)
def test_rethrow_out_of_turn(mode: str) -> None:
    """docs/rules.md 10: acting out of turn - a player outside the turn keeps and re-throws."""
    game = new_game(mode)
    thrower = game.thrower
    game.apply(Throw(thrower, (1, 2, 3, 4, 5)))
    strangers = outsiders(game) + (["bo"] if mode == "kontra" else [])
    assert strangers
    for player in strangers:
        refused(
            game,
            lambda p=player: game.apply(Throw(p, (1, 2, 3, 4, 6), keep=(0, 1, 2, 3))),
            "not_your_turn",
            thrower,
        )


@pytest.mark.parametrize("mode", ALL_MODES)
def test_announce_out_of_turn(mode: str) -> None:
    """docs/rules.md 10: acting out of turn - announcing for a turn that is not one's own."""
    game = new_game(mode)
    game.apply(Throw(game.thrower, (1, 2, 3, 4, 5)))
    for player in outsiders(game):
        refused(game, lambda p=player: game.announce(p, "announce/yamb"), "not_your_turn")
    if mode == "kontra":  # the writer announces, not the thrower
        refused(game, lambda: game.announce("ana", "announce/yamb"), "kontra_announcer")
    if mode in TWO_THROWER_MODES:  # the partner announces in their own turn only
        refused(game, lambda: game.announce("bo", "announce/yamb"), "not_your_turn")


@pytest.mark.parametrize("mode", ALL_MODES)
def test_write_out_of_turn(mode: str) -> None:
    """docs/rules.md 10: acting out of turn - writing a result one does not decide."""
    game = new_game(mode)
    thrower = game.thrower
    writer, kwargs = to_writing(game)
    for player in outsiders(game):
        refused(game, lambda p=player: game.write(p, "free/1", **kwargs), "not_your_turn")
        refused(game, lambda p=player: game.cross(p, "free/yamb", **kwargs), "not_your_turn")
    if mode == "kontra":
        refused(game, lambda: game.write(thrower, "free/1"), "kontra_writer", "opponent")
        refused(game, lambda: game.cross(thrower, "free/yamb"), "kontra_writer", "opponent")
    game.write(writer, "free/1", **kwargs)  # the writer may


@pytest.mark.parametrize("mode", ["kontra", "pairs", "team"])
def test_stop_out_of_turn(mode: str) -> None:
    """docs/rules.md 10: acting out of turn - only the thrower says enough."""
    game = new_game(mode)
    thrower = game.thrower
    game.apply(Throw(thrower, (1, 2, 3, 4, 5)))
    for player in [p for p in game.players if p != thrower]:
        refused(game, lambda p=player: game.stop(p), "not_your_turn", thrower)


def test_kontra_thrower_neither_keeps_nor_stops_after_an_announcement() -> None:
    """docs/rules.md 9.2: after an announcement the writer "decides which dice are kept" and
    stops."""
    game = new_game("kontra")
    game.apply(Throw("ana", (2, 2, 2, 5, 6)))
    game.announce("bo", "announce/2")
    refused(
        game,
        lambda: game.apply(Throw("ana", (2, 2, 2, 1, 1), keep=(0, 1, 2))),
        "kontra_keeps",
        "opponent",
    )
    refused(game, lambda: game.stop("ana"), "kontra_writer_stops", "opponent")
    game.apply(Throw("bo", (2, 2, 2, 1, 1), keep=(0, 1, 2)))


def test_kontra_writer_does_not_throw_for_the_thrower_without_an_announcement() -> None:
    """docs/rules.md 9.2: "Without an announcement the thrower throws on by their own choice"."""
    game = new_game("kontra")
    game.apply(Throw("ana", (2, 2, 2, 5, 6)))
    refused(game, lambda: game.apply(Throw("bo", (2, 2, 2, 1, 1), keep=(0, 1, 2))), "not_your_turn")


@pytest.mark.parametrize("mode", ["standard", "pairs", "team", "partners"])
def test_acting_after_the_turn_passed(mode: str) -> None:
    """docs/rules.md 10: acting out of turn - the previous thrower acts in the next round."""
    game = new_game(mode)
    writer, kwargs = to_writing(game)
    finish_round(game, writer, "free/1", kwargs)
    late = "ana"
    assert game.thrower != late
    refused(game, lambda: game.apply(Throw(late, (1, 2, 3, 4, 5))), "not_your_turn")
    refused(game, lambda: game.write(late, "free/2", **write_kwargs(game, late)), "not_your_turn")


# -- acting in a game one is not in ---------------------------------------------------------
def every_action(player: str) -> list[Any]:
    return [
        Throw(player, (1, 2, 3, 4, 5)),
        Throw(player, (1, 2, 3, 4, 5), keep=(0,)),
        Announce(player, "announce/yamb"),
        Write(player, "free/1"),
        Cross(player, "free/yamb"),
        Stop(player),
        Correct(player, "free/1"),
    ]


@pytest.mark.parametrize("mode", ALL_MODES)
@pytest.mark.parametrize("name", ("stranger", *ODD_NAMES))
def test_acting_in_a_game_one_is_not_in(mode: str, name: str) -> None:
    """docs/rules.md 10: acting in a game one is not in (odd and huge names included)."""
    game = new_game(mode)
    for action in every_action(name):
        refused(game, lambda a=action: game.apply(a), "not_in_game", "not playing")
    game.apply(Throw(game.thrower, (1, 2, 3, 4, 5)))
    for action in every_action(name):
        refused(game, lambda a=action: game.apply(a), "not_in_game", "not playing")


@pytest.mark.parametrize("mode", ["pairs", "team"])
def test_a_stranger_names_a_result_or_sheet(mode: str) -> None:
    """docs/rules.md 10: acting in a game one is not in - a write naming someone else's
    result/sheet."""
    game = new_game(mode)
    writer, kwargs = to_writing(game)
    for name in ("stranger", "cy", LONG, ""):
        bad = {**kwargs, "result": name}
        refused(game, lambda b=bad: game.write(writer, "free/1", **b), "bad_result", "bo")
        if mode == "team":
            bad = {**kwargs, "sheet": name}
            refused(game, lambda b=bad: game.write(writer, "free/1", **b), "bad_sheet", "bo")


# -- a fourth throw -------------------------------------------------------------------------
@pytest.mark.parametrize("mode", ALL_MODES)
def test_a_fourth_throw(mode: str) -> None:
    """docs/rules.md 10: throwing a 4th time."""
    game = new_game(mode)
    thrower = game.thrower
    game.apply(Throw(thrower, (1, 2, 3, 4, 5)))
    game.apply(Throw(thrower, (1, 2, 3, 4, 6), keep=(0, 1, 2, 3)))
    game.apply(Throw(thrower, (1, 2, 3, 4, 2), keep=(0, 1, 2, 3)))
    # pairs and team: the first partner's turn ends by passing, the team writes after the second
    code, then = (
        ("pass_to_partner", other(game, thrower))
        if mode in TWO_THROWER_MODES
        else ("no_more_throws", "write")
    )
    refused(
        game,
        lambda: game.apply(Throw(thrower, (1, 2, 3, 4, 1), keep=(0, 1, 2, 3))),
        code,
        then,
    )
    refused(game, lambda: game.throw(thrower, FixedDice([6]), keep=[0, 1, 2, 3]), code)


@pytest.mark.parametrize("mode", TWO_THROWER_MODES)
def test_a_fourth_throw_of_the_second_partner(mode: str) -> None:
    """docs/rules.md 10: throwing a 4th time - the second partner's turn has three throws too."""
    game = new_game(mode)
    game.apply(Throw("ana", (1, 2, 3, 4, 5)))
    game.apply(Throw("bo", (6, 6, 6, 1, 2)))
    game.apply(Throw("bo", (6, 6, 6, 1, 3), keep=(0, 1, 2)))
    game.apply(Throw("bo", (6, 6, 6, 1, 4), keep=(0, 1, 2)))
    refused(
        game, lambda: game.apply(Throw("bo", (6, 6, 6, 1, 5), keep=(0, 1, 2))), "no_more_throws"
    )


def test_kontra_a_fourth_throw_after_an_announcement() -> None:
    """docs/rules.md 10: throwing a 4th time - the writer keeps for two more throws, not three."""
    game = new_game("kontra")
    game.apply(Throw("ana", (6, 6, 1, 2, 3)))
    game.announce("bo", "announce/yamb")
    game.apply(Throw("bo", (6, 6, 6, 2, 3), keep=(0, 1)))
    game.apply(Throw("bo", (6, 6, 6, 6, 3), keep=(0, 1, 2)))
    refused(
        game, lambda: game.apply(Throw("bo", (6, 6, 6, 6, 6), keep=(0, 1, 2, 3))), "no_more_throws"
    )


@pytest.mark.parametrize("mode", ALL_MODES)
def test_throwing_again_after_the_turn_ended(mode: str) -> None:
    """docs/rules.md 10: throwing after the turn ended ("enough" in Kontra, the partner's throw in
    pairs and team)."""
    game = new_game(mode)
    thrower = game.thrower
    game.apply(Throw(thrower, (1, 2, 3, 4, 5)))
    if mode == "kontra":
        game.stop(thrower)
        code: tuple[str, ...] = ("stopped",)
    elif mode in TWO_THROWER_MODES:
        game.apply(Throw(other(game, thrower), (1, 2, 3, 4, 6)))
        code = ("not_your_turn",)
    else:
        game.write(thrower, "free/straight")
        code = ("not_your_turn", "keep_before_throw")
    refused(game, lambda: game.apply(Throw(thrower, (1, 2, 3, 4, 5), keep=(0, 1, 2, 3))), code)


@pytest.mark.parametrize("mode", ["standard", "pairs", "team", "partners"])
def test_matches_a_paid_fourth_throw_is_refused_without_a_match(mode: str) -> None:
    """docs/rules.md 10: "throwing a 4th time (except paid throws of the matches option)" - no
    match."""
    game = new_game(mode, "russian", matches=True)
    thrower = game.thrower
    assert game.matches[thrower] == 0
    game.apply(Throw(thrower, (1, 2, 3, 4, 6)))
    game.apply(Throw(thrower, (1, 2, 3, 4, 6), keep=(0, 1, 2, 3)))
    game.apply(Throw(thrower, (1, 2, 3, 4, 6), keep=(0, 1, 2, 3)))
    refused(
        game,
        lambda: game.apply(Throw(thrower, (1, 2, 3, 4, 5), keep=(0, 1, 2, 3))),
        fourth_throw_code(game),
    )


def earn_matches(game: Game, player: str) -> None:
    """Russian `matches`: let `player` earn matches by a write after one throw, then wait for
    their next turn."""
    side = side_of(game, player)
    if game.mode.name in TWO_THROWER_MODES:
        writer, _ = to_writing(game, dice=(1, 2, 3, 4, 6), first=(6, 6, 1, 2, 3))
        game.write(writer, "free/6", **write_kwargs(game, player))
        if game.mode.name == "team":
            game.write(writer, "free/1", **write_kwargs(game, other(game, player)))
    else:
        game.apply(Throw(player, (6, 6, 1, 2, 3)))
        game.write(player, "free/6")
    assert game.matches[player] == 2
    next_turn_of_side(game, side)
    while game.thrower != player:  # partners: the partner's turn comes first
        step(game, RandomDice(2))
        next_turn_of_side(game, side)


@pytest.mark.parametrize("mode", ["standard", "pairs", "team", "partners"])
def test_matches_paid_throws_with_a_match_are_allowed_until_the_box_is_empty(mode: str) -> None:
    """docs/rules.md 6 matches: "each further throw costs 1 match"; refused once none is left."""
    game = new_game(mode, "russian", matches=True)
    earn_matches(game, "ana")
    assert game.thrower == "ana" and game.matches["ana"] == 2
    game.apply(Throw("ana", (1, 2, 3, 4, 6)))
    for face in (6, 6, 6, 6):  # two free re-throws, then two paid ones
        game.apply(Throw("ana", (1, 2, 3, 4, face), keep=(0, 1, 2, 3)))
    assert game.throws == 5 and game.matches["ana"] == 0
    refused(
        game,
        lambda: game.apply(Throw("ana", (1, 2, 3, 4, 5), keep=(0, 1, 2, 3))),
        fourth_throw_code(game),
    )


@pytest.mark.parametrize("mode", ALL_MODES)
def test_no_paid_throws_without_the_matches_option(mode: str) -> None:
    """docs/rules.md 10: a 4th throw is refused in russian without the matches option."""
    game = new_game(mode, "russian")
    thrower = game.thrower
    game.apply(Throw(thrower, (1, 2, 3, 4, 6)))
    game.apply(Throw(thrower, (1, 2, 3, 4, 6), keep=(0, 1, 2, 3)))
    game.apply(Throw(thrower, (1, 2, 3, 4, 6), keep=(0, 1, 2, 3)))
    refused(
        game,
        lambda: game.apply(Throw(thrower, (1, 2, 3, 4, 5), keep=(0,))),
        fourth_throw_code(game),
    )


# -- russian matches: declining a turn ------------------------------------------------------
@pytest.mark.parametrize("mode", ["standard", "partners"])
def test_matches_declining_a_turn_earns_3(mode: str) -> None:
    """docs/rules.md 6 matches: "declining the turn (crossing a legal cell without throwing) earns
    3"."""
    game = new_game(mode, "russian", matches=True)
    thrower = game.thrower
    game.cross(thrower, "free/yamb")
    assert game.matches[thrower] == 3 and game.throws == 0 and game.thrower != thrower
    owner = game.team_of(thrower) or thrower
    assert answer(game)["sheets"][owner]["crossed"] == ["free/yamb"]


@pytest.mark.parametrize("mode", ["standard", "partners"])
def test_matches_declining_only_into_a_legal_cell(mode: str) -> None:
    """docs/rules.md 6 matches: the declined turn crosses a *legal* cell (order, announce, sums)."""
    game = new_game(mode, "russian", matches=True)
    thrower = game.thrower
    refused(game, lambda: game.cross(thrower, "down/2"), "column_order", "down")
    refused(game, lambda: game.cross(thrower, "up/1"), "column_order", "up")
    refused(game, lambda: game.cross(thrower, "announce/yamb"), "announce_only", "announc")
    refused(game, lambda: game.cross(thrower, "free/max"), "sum_row_cross", "sum")
    refused(game, lambda: game.write(thrower, "free/1"), "write_before_throw", "throw")
    for player in [p for p in game.players if p != thrower]:
        refused(game, lambda p=player: game.cross(p, "free/yamb"), "not_your_turn")
    game.cross(thrower, "down/1")


@pytest.mark.parametrize("mode", ALL_MODES)
def test_no_declining_without_the_matches_option(mode: str) -> None:
    """docs/rules.md 10: writing before the first throw - crossing without throwing needs
    `matches`."""
    game = new_game(mode, "russian")
    player = announcer(game)  # Kontra: the writer
    refused(
        game,
        lambda: game.cross(player, "free/yamb", **write_kwargs(game, player)),
        "write_before_throw",
        "throw",
    )


# -- keeping dice before the first throw ----------------------------------------------------
@pytest.mark.parametrize("mode", ALL_MODES)
def test_keeping_dice_before_the_first_throw(mode: str) -> None:
    """docs/rules.md 10: keeping dice before the first throw."""
    game = new_game(mode)
    thrower = game.thrower
    for keep in ((0,), (), (0, 1, 2, 3, 4)):
        refused(
            game,
            lambda k=keep: game.apply(Throw(thrower, (1, 2, 3, 4, 5), keep=k)),
            "keep_before_throw",
            "throw first",
        )
    refused(
        game, lambda: game.throw(thrower, FixedDice([1, 2, 3, 4, 5]), keep=[0]), "keep_before_throw"
    )


@pytest.mark.parametrize("mode", TWO_THROWER_MODES)
def test_second_partner_keeping_dice_before_their_first_throw(mode: str) -> None:
    """docs/rules.md 10: keeping dice before the first throw - the second partner's turn starts with
    a throw of all dice (8.3: "Both partners play a full turn")."""
    game = new_game(mode)
    game.apply(Throw("ana", (1, 2, 3, 4, 5)))
    refused(
        game,
        lambda: game.apply(Throw("bo", (1, 2, 3, 4, 6), keep=(0, 1, 2, 3))),
        "keep_before_throw",
        "throw first",
    )


# -- announcing -----------------------------------------------------------------------------
@pytest.mark.parametrize("mode", ALL_MODES)
def test_announcing_before_the_first_throw(mode: str) -> None:
    """docs/rules.md 1: announcing "right after the first throw, and only then (not before it)"."""
    game = new_game(mode)
    refused(game, lambda: game.announce(announcer(game), "announce/yamb"), "announce_before_throw")


@pytest.mark.parametrize("mode", ALL_MODES)
def test_announcing_after_the_second_throw(mode: str) -> None:
    """docs/rules.md 10: announcing after the 2nd throw."""
    game = new_game(mode)
    thrower = game.thrower
    game.apply(Throw(thrower, (6, 6, 1, 2, 3)))
    game.apply(Throw(thrower, (6, 6, 6, 2, 3), keep=(0, 1)))
    refused(
        game,
        lambda: game.announce(announcer(game), "announce/yamb"),
        "announce_too_late",
        "first throw",
    )
    game.apply(Throw(thrower, (6, 6, 6, 6, 3), keep=(0, 1, 2)))
    refused(game, lambda: game.announce(announcer(game), "announce/poker"), "announce_too_late")


@pytest.mark.parametrize("mode", TWO_THROWER_MODES)
def test_second_partner_announcing_after_their_second_throw(mode: str) -> None:
    """docs/rules.md 10: announcing after the 2nd throw - the second partner's own throws count."""
    game = new_game(mode)
    game.apply(Throw("ana", (1, 2, 3, 4, 5)))
    game.apply(Throw("bo", (6, 6, 1, 2, 3)))
    game.apply(Throw("bo", (6, 6, 6, 2, 3), keep=(0, 1)))
    refused(game, lambda: game.announce("bo", "announce/yamb"), "announce_too_late")


@pytest.mark.parametrize("mode", ALL_MODES)
def test_announcing_twice(mode: str) -> None:
    """docs/rules.md 10: announcing twice."""
    game = new_game(mode)
    game.apply(Throw(game.thrower, (6, 6, 6, 2, 3)))
    game.announce(announcer(game), "announce/poker")
    for cell in ("announce/yamb", "announce/poker"):
        refused(game, lambda c=cell: game.announce(announcer(game), c), "announced_twice")


@pytest.mark.parametrize("mode", ALL_MODES)
def test_announcing_a_non_announce_cell(mode: str) -> None:
    """docs/rules.md 10: announcing a non-announce cell."""
    game = new_game(mode)
    game.apply(Throw(game.thrower, (6, 6, 6, 2, 3)))
    for cell in ("free/yamb", "down/1", "up/yamb"):
        refused(
            game, lambda c=cell: game.announce(announcer(game), c), "not_announce_cell", "announce"
        )


def test_announcing_in_a_ruleset_without_announce_column() -> None:
    """docs/rules.md 10: announcing a non-announce cell - yamm has no announce column."""
    game = Game("yamm", ["ana"])
    game.apply(Throw("ana", (6, 6, 6, 2, 3)))
    refused(game, lambda: game.announce("ana", "free1/yamm"), "not_announce_cell")
    refused(game, lambda: game.announce("ana", "announce/yamm"), "unknown_cell")


@pytest.mark.parametrize("mode", ALL_MODES)
def test_announcing_a_full_cell(mode: str) -> None:
    """docs/rules.md 10: announcing a full cell (filled in an earlier round of the same sheet)."""
    game = new_game(mode)
    thrower = game.thrower
    game.apply(Throw(thrower, (6, 6, 6, 6, 6)))
    game.announce(announcer(game), "announce/yamb")
    if mode in TWO_THROWER_MODES:
        game.apply(Throw(other(game, thrower), (1, 2, 3, 4, 5)))
    writer = thrower if mode in ("standard", "partners") else other(game, thrower)
    finish_round(game, writer, "announce/yamb", write_kwargs(game, thrower))
    next_turn_of_side(game, side_of(game, thrower))  # team: ana again, with her own sheet
    game.apply(Throw(game.thrower, (6, 6, 6, 6, 6)))
    refused(
        game,
        lambda: game.announce(announcer(game), "announce/yamb"),
        "cell_filled",
        "announce/yamb",
    )
    game.announce(announcer(game), "announce/poker")


# -- writing where the column order or an announcement forbids -------------------------------
@pytest.mark.parametrize("mode", ALL_MODES)
@pytest.mark.parametrize("cell", ["down/2", "down/yamb", "up/1", "up/poker"])
def test_writing_against_the_column_order(mode: str, cell: str) -> None:
    """docs/rules.md 10: writing a cell that the column order forbids (down: topmost, up:
    bottommost)."""
    game = new_game(mode)
    writer, kwargs = to_writing(game, dice=(2, 2, 2, 6, 6))
    column = cell.split("/")[0]
    refused(game, lambda: game.write(writer, cell, **kwargs), "column_order", column)


@pytest.mark.parametrize("mode", ALL_MODES)
def test_crossing_against_the_column_order(mode: str) -> None:
    """docs/rules.md 10 / seed 000: a crossed cell too must follow the column order."""
    game = new_game(mode)
    writer, kwargs = to_writing(game, dice=(1, 2, 3, 5, 6))
    expected = ("kontra_must_write",) if mode == "kontra" else ("column_order",)
    refused(game, lambda: game.cross(writer, "down/yamb", **kwargs), ("column_order", *expected))


@pytest.mark.parametrize("mode", ALL_MODES)
def test_writing_an_announce_cell_without_announcing(mode: str) -> None:
    """docs/rules.md 1: "Announce-column cells can be filled ... only by an announcement"."""
    game = new_game(mode)
    writer, kwargs = to_writing(game, dice=(2, 2, 2, 2, 2))
    for cell in ("announce/1", "announce/yamb"):
        refused(game, lambda c=cell: game.write(writer, c, **kwargs), "announce_only", "announc")
        refused(game, lambda c=cell: game.cross(writer, c, **kwargs), "announce_only")


@pytest.mark.parametrize("mode", ["standard", "kontra", "partners"])
def test_writing_elsewhere_than_the_announced_cell(mode: str) -> None:
    """docs/rules.md 10: writing a cell that an announcement forbids."""
    game = new_game(mode)
    thrower = game.thrower
    game.apply(Throw(thrower, (6, 6, 6, 6, 2)))
    game.announce(announcer(game), "announce/yamb")
    writer = announcer(game)
    for cell in ("free/poker", "down/1", "up/yamb", "announce/poker"):
        refused(game, lambda c=cell: game.write(writer, c), "announced_elsewhere", "announce/yamb")
    refused(game, lambda: game.cross(writer, "free/yamb"), "announced_elsewhere")
    game.write(writer, "announce/yamb")


@pytest.mark.parametrize("mode", TWO_THROWER_MODES)
def test_writing_an_announced_result_elsewhere(mode: str) -> None:
    """docs/rules.md 9.3: "An announcement binds only the result it was made for"."""
    game = new_game(mode)
    game.apply(Throw("ana", (6, 6, 6, 6, 2)))
    game.announce("ana", "announce/yamb")
    game.apply(Throw("bo", (1, 2, 3, 4, 5)))
    kwargs = write_kwargs(game, "ana")
    for cell in ("free/poker", "down/1", "announce/poker"):
        refused(
            game,
            lambda c=cell: game.write("bo", c, **kwargs),
            "announced_elsewhere",
            "announce/yamb",
        )
    if mode == "team":  # into the announcer's own sheet only
        refused(
            game,
            lambda: game.write("bo", "announce/yamb", result="ana", sheet="bo"),
            "announced_sheet",
            "own sheet",
        )
    game.write("bo", "free/straight", **write_kwargs(game, "bo"))  # the other result is free


# -- writing a filled cell ------------------------------------------------------------------
@pytest.mark.parametrize("mode", ALL_MODES)
@pytest.mark.parametrize("act", ["write", "cross"])
def test_writing_a_filled_cell(mode: str, act: str) -> None:
    """docs/rules.md 10: writing a cell that is already filled (in an earlier round)."""
    game = new_game(mode)
    first_thrower = game.thrower
    writer, kwargs = to_writing(game, dice=(6, 6, 6, 2, 3))
    finish_round(game, writer, "free/6", kwargs)
    next_turn_of_side(game, side_of(game, first_thrower))
    writer, kwargs = to_writing(game, dice=(6, 6, 6, 6, 3))
    do = game.write if act == "write" else game.cross
    refused(game, lambda: do(writer, "free/6", **kwargs), "cell_filled", "free/6")


@pytest.mark.parametrize("mode", ALL_MODES)
def test_writing_a_filled_announce_cell(mode: str) -> None:
    """docs/rules.md 10: writing a filled cell - the announce column, after the announce refusal."""
    game = new_game(mode)
    thrower = game.thrower
    game.apply(Throw(thrower, (6, 6, 6, 6, 6)))
    game.announce(announcer(game), "announce/yamb")
    if mode in TWO_THROWER_MODES:
        game.apply(Throw(other(game, thrower), (1, 2, 3, 4, 5)))
    writer = thrower if mode in ("standard", "partners") else other(game, thrower)
    finish_round(game, writer, "announce/yamb", write_kwargs(game, thrower))
    next_turn_of_side(game, side_of(game, thrower))
    writer, _ = to_writing(game, dice=(6, 6, 6, 6, 6))
    kwargs = write_kwargs(game, thrower)  # the sheet that holds announce/yamb
    if mode in TWO_THROWER_MODES:
        kwargs["result"] = other(game, thrower)
    refused(game, lambda: game.write(writer, "announce/yamb", **kwargs), "cell_filled", "filled")


@pytest.mark.parametrize("act", ["write", "cross"])
def test_team_writing_a_sheet_twice_in_one_round(act: str) -> None:
    """docs/rules.md 9.4: "one into each partner's sheet" - a second write into the same sheet."""
    game = new_game("team")
    writer, kwargs = to_writing(game)
    game.write(writer, "free/1", **kwargs)
    do = game.write if act == "write" else game.cross
    refused(game, lambda: do(writer, "free/2", result="ana", sheet="bo"), "bad_sheet", "ana")
    refused(game, lambda: do(writer, "free/2", result="bo", sheet="ana"), "bad_result", "ana")
    do(writer, "free/2", result="ana", sheet="ana")


@pytest.mark.parametrize("act", ["write", "cross"])
def test_pairs_writing_a_second_result(act: str) -> None:
    """docs/rules.md 9.3: "the team writes one of the two results" - a second write is refused."""
    game = new_game("pairs")
    writer, kwargs = to_writing(game)
    game.write(writer, "free/1", **kwargs)
    do = game.write if act == "write" else game.cross
    refused(game, lambda: do(writer, "free/2", result="ana"), "not_your_turn")


# -- writing before the first throw --------------------------------------------------------
@pytest.mark.parametrize("mode", ALL_MODES)
@pytest.mark.parametrize("act", ["write", "cross"])
def test_writing_before_the_first_throw(mode: str, act: str) -> None:
    """docs/rules.md 10: writing before the first throw."""
    game = new_game(mode)
    player = other(game, game.thrower) if mode == "kontra" else game.thrower
    do = game.write if act == "write" else game.cross
    refused(
        game,
        lambda: do(player, "free/1", **write_kwargs(game, player)),
        "write_before_throw",
        "throw",
    )


@pytest.mark.parametrize("mode", TWO_THROWER_MODES)
def test_writing_before_the_second_partner_throws(mode: str) -> None:
    """docs/rules.md 9.3/8.4: the team writes "after the second turn" - not before it starts."""
    game = new_game(mode)
    game.apply(Throw("ana", (6, 6, 6, 2, 3)))
    for player in ("ana", "bo"):
        refused(
            game,
            lambda p=player: game.write(p, "free/6", **write_kwargs(game, "ana")),
            "partner_to_throw",
            "bo",
        )


def test_kontra_writing_before_the_thrower_says_enough() -> None:
    """docs/rules.md 9.2: "Then the writer writes" - after "enough" or the third throw."""
    game = new_game("kontra")
    game.apply(Throw("ana", (6, 6, 6, 2, 3)))
    refused(game, lambda: game.write("bo", "free/6"), "kontra_not_enough", "enough")
    game.apply(Throw("ana", (6, 6, 6, 2, 4), keep=(0, 1, 2)))
    refused(game, lambda: game.cross("bo", "free/yamb"), "kontra_not_enough", "enough")


# -- Kontra: crossing where a value was possible; Max above Min ----------------------------
def test_kontra_crossing_where_a_value_is_possible() -> None:
    """docs/rules.md 10: a Kontra writer crossing where a value was possible."""
    game = new_game("kontra")
    game.apply(Throw("ana", (6, 6, 6, 6, 2)))
    game.stop("ana")
    for cell in ("free/poker", "free/yamb", "free/1", "down/1", "up/yamb"):
        refused(
            game,
            lambda c=cell: game.cross("bo", c),
            ("kontra_must_write", "kontra_value"),
            "must be written",
        )


def test_kontra_writing_a_zero_where_a_value_is_possible() -> None:
    """docs/rules.md 9.2: "must write a value if any legal cell gives a non-zero value"."""
    game = new_game("kontra")
    game.apply(Throw("ana", (6, 6, 6, 6, 2)))
    game.stop("ana")
    for cell in ("free/1", "free/yamb", "free/straight", "down/1", "up/yamb"):
        refused(game, lambda c=cell: game.write("bo", c), "kontra_value", "value")
    game.write("bo", "free/poker")


def kontra_with_free_min(dice: tuple[int, ...]) -> Game:
    """Kontra: bo has written ana's free Min from `dice`; ana's turn comes round again."""
    game = new_game("kontra")
    game.apply(Throw("ana", dice))
    game.stop("ana")
    game.write("bo", "free/min")
    game.apply(Throw("bo", (6, 6, 6, 6, 6)))
    game.stop("bo")
    game.write("ana", "free/6")
    return game


@pytest.mark.parametrize("dice", [(1, 1, 2, 2, 1), (1, 1, 1, 1, 2), (1, 1, 1, 1, 1)])
def test_kontra_max_not_above_min(dice: tuple[int, ...]) -> None:
    """docs/rules.md 9.2: "A Max may only be written if it ends at least 1 above the column's
    Min"."""
    game = kontra_with_free_min((1, 1, 2, 2, 1))  # Min 7
    game.apply(Throw("ana", dice))  # 7, 6 or 5: not above 7
    game.stop("ana")
    assert "free/max" not in [o.cell for o in game.write_options()]
    refused(game, lambda: game.write("bo", "free/max"), "kontra_value", "Max")


@pytest.mark.parametrize("dice", [(6, 6, 6, 6, 6), (6, 6, 6, 6, 5)])
def test_kontra_min_not_below_max(dice: tuple[int, ...]) -> None:
    """docs/rules.md 9.2: "(and a Min at least 1 below its Max)"."""
    game = new_game("kontra")
    game.apply(Throw("ana", (6, 6, 6, 6, 5)))
    game.stop("ana")
    game.write("bo", "free/max")  # Max 29
    game.apply(Throw("bo", (6, 6, 6, 6, 6)))
    game.stop("bo")
    game.write("ana", "free/6")
    game.apply(Throw("ana", dice))  # 30 or 29: not below 29
    game.stop("ana")
    refused(game, lambda: game.write("bo", "free/min"), "kontra_value", "Min")


# -- dice index or value outside the dice --------------------------------------------------
BAD_DICE: tuple[Any, ...] = (
    (1, 2, 3, 4, 7),
    (0, 2, 3, 4, 5),
    (-1, 2, 3, 4, 5),
    (1, 2, 3, 4),
    (1, 2, 3, 4, 5, 6),
    (),
    (1.0, 2, 3, 4, 5),
    (True, 2, 3, 4, 5),
    ("1", 2, 3, 4, 5),
    (None, 2, 3, 4, 5),
    (10**100, 2, 3, 4, 5),
)


@pytest.mark.parametrize("mode", ALL_MODES)
@pytest.mark.parametrize("dice", BAD_DICE, ids=repr)
def test_a_first_throw_with_dice_outside_the_dice(mode: str, dice: tuple[Any, ...]) -> None:
    """docs/rules.md 10: any dice value outside the dice (value 7 or 0, wrong count) in a Throw."""
    game = new_game(mode)
    refused(game, lambda: game.apply(Throw(game.thrower, dice)), "bad_dice", "6")


@pytest.mark.parametrize("mode", ALL_MODES)
def test_a_first_throw_from_a_source_with_bad_dice(mode: str) -> None:
    """docs/rules.md 10: any dice value outside the dice, coming from a dice source."""
    game = new_game(mode)
    refused(game, lambda: game.throw(game.thrower, FixedDice([7, 1, 2, 3, 4])), "bad_dice")
    refused(game, lambda: game.throw(game.thrower, FixedDice([0, 1, 2, 3, 4])), "bad_dice")


def keeper_after_first_throw(game: Game, announce: bool) -> str:
    """Throw 6-6-6-2-3; Kontra with `announce`: the writer announces and keeps."""
    game.apply(Throw(game.thrower, (6, 6, 6, 2, 3)))
    if announce:
        game.announce(announcer(game), "announce/yamb")
        return announcer(game)
    return game.thrower


KONTRA_CASES = [(m, False) for m in ALL_MODES] + [("kontra", True), ("standard", True)]


@pytest.mark.parametrize(("mode", "announce"), KONTRA_CASES)
@pytest.mark.parametrize("dice", BAD_DICE, ids=repr)
def test_a_rethrow_with_dice_outside_the_dice(
    mode: str, announce: bool, dice: tuple[Any, ...]
) -> None:
    """docs/rules.md 10: any dice value outside the dice in a later Throw."""
    game = new_game(mode)
    keeper = keeper_after_first_throw(game, announce)
    refused(game, lambda: game.apply(Throw(keeper, dice, keep=())), "bad_dice")


@pytest.mark.parametrize(("mode", "announce"), KONTRA_CASES)
@pytest.mark.parametrize(
    "keep",
    [(5,), (-1,), (0, 5), (0, 0), (6,), (10**20,), (1.0,), (True,), ("0",), (None,)],
    ids=repr,
)
def test_keeping_a_die_index_outside_the_dice(
    mode: str, announce: bool, keep: tuple[Any, ...]
) -> None:
    """docs/rules.md 10: any dice index outside the dice (keep index 5 or -1 with 5 dice)."""
    game = new_game(mode)
    keeper = keeper_after_first_throw(game, announce)
    refused(game, lambda: game.apply(Throw(keeper, (6, 6, 6, 2, 3), keep=keep)), "bad_die")


@pytest.mark.parametrize("mode", ALL_MODES)
def test_keep_index_refusal_numbers_the_die_as_its_message_says(mode: str) -> None:
    """docs/rules.md 10: "with a clear message" - keep index 5 (0-based) is the 6th die; a message
    saying dice are numbered 1 to 5 must not claim die 5 is missing."""
    game = new_game(mode)
    keeper = keeper_after_first_throw(game, False)
    error = refused(game, lambda: game.apply(Throw(keeper, (6, 6, 6, 2, 3), keep=(5,))), "bad_die")
    if "numbered 1 to 5" in error.message:
        assert "no die 5:" not in error.message, error.message


@pytest.mark.parametrize(("mode", "announce"), KONTRA_CASES)
@pytest.mark.parametrize("keep", [[5], [-1], [0, 7]], ids=repr)
def test_keeping_a_die_index_outside_the_dice_with_a_source(
    mode: str, announce: bool, keep: list[int]
) -> None:
    """docs/rules.md 10: any dice index outside the dice, through `Game.throw`."""
    game = new_game(mode)
    keeper = keeper_after_first_throw(game, announce)
    refused(game, lambda: game.throw(keeper, FixedDice([1] * 5), keep=keep), "bad_die")


@pytest.mark.parametrize(("mode", "announce"), KONTRA_CASES)
def test_a_kept_die_whose_value_changes(mode: str, announce: bool) -> None:
    """docs/rules.md 10: a kept die whose value changes."""
    game = new_game(mode)
    keeper = keeper_after_first_throw(game, announce)
    for dice, keep in (
        ((5, 6, 6, 1, 1), (0, 1, 2)),
        ((6, 6, 6, 2, 4), (0, 1, 2, 3, 4)),
        ((6, 6, 6, 3, 2), (3, 4)),
    ):
        refused(
            game,
            lambda d=dice, k=keep: game.apply(Throw(keeper, d, keep=k)),
            "kept_changed",
            "kept",
        )
    game.apply(Throw(keeper, (6, 6, 6, 1, 1), keep=(0, 1, 2)))


@pytest.mark.parametrize("mode", ALL_MODES)
def test_six_dice_count_and_index(mode: str) -> None:
    """docs/rules.md 10 with tris six_dice: six dice are thrown, positions 0 to 5."""
    game = new_game(mode, "tris", six_dice=True)
    thrower = game.thrower
    refused(game, lambda: game.apply(Throw(thrower, (1, 2, 3, 4, 5))), "bad_dice", "6 dice")
    game.apply(Throw(thrower, (1, 2, 3, 4, 5, 6)))
    refused(game, lambda: game.apply(Throw(thrower, (1, 2, 3, 4, 5, 6), keep=(6,))), "bad_die", "6")
    refused(game, lambda: game.apply(Throw(thrower, (1, 2, 3, 4, 5, 6, 1), keep=(5,))), "bad_dice")
    game.apply(Throw(thrower, (1, 2, 3, 4, 5, 6), keep=(5,)))


# -- unknown cells, odd names ---------------------------------------------------------------
@pytest.mark.parametrize("mode", ALL_MODES)
@pytest.mark.parametrize("cell", ODD_CELLS, ids=lambda c: repr(c[:12]) + f"_{len(c)}")
def test_unknown_cell_names(mode: str, cell: str) -> None:
    """docs/rules.md 10: unknown, huge or odd cell names are refused, for every action with a
    cell."""
    game = new_game(mode)
    writer, kwargs = to_writing(game)
    refused(game, lambda: game.write(writer, cell, **kwargs), "unknown_cell", "down/1")
    refused(game, lambda: game.cross(writer, cell, **kwargs), "unknown_cell", "down/1")
    fresh = new_game(mode)
    fresh.apply(Throw(fresh.thrower, (1, 2, 3, 4, 5)))
    refused(fresh, lambda: fresh.announce(announcer(fresh), cell), "unknown_cell", "down/1")


@pytest.mark.parametrize(
    "cell", [c for c in ODD_CELLS if c != "free1/1"], ids=lambda c: repr(c[:12]) + f"_{len(c)}"
)
def test_unknown_cell_names_in_a_correction(cell: str) -> None:
    """docs/rules.md 10: unknown cell names in a yamm correction."""
    game = Game("yamm", ["ana", "bo"])
    game.apply(Throw("ana", (6, 6, 6, 2, 1)))
    game.write("ana", "free1/6")
    refused(game, lambda: game.correct("ana", cell), "unknown_cell")


@pytest.mark.parametrize("mode", ALL_MODES)
@pytest.mark.parametrize("cell", [None, 3, ("down", "1")], ids=repr)
def test_cell_names_that_are_not_strings(mode: str, cell: Any) -> None:
    """docs/rules.md 10: a cell that is not a name at all is refused like an unknown one."""
    game = new_game(mode)
    writer, kwargs = to_writing(game)
    refused(game, lambda: game.write(writer, cell, **kwargs), "unknown_cell")


# -- the forced announcement ----------------------------------------------------------------
def empty_cells(game: Game, thrower: str) -> list[str]:
    """The empty cells of the sheet the thrower's turn is for."""
    owner = game.team_of(thrower) if game.mode.name in ("pairs", "partners") else thrower
    assert owner is not None
    cells = game.sheets[owner]
    return [
        name for name, value in zip(game.ruleset.cell_names, cells, strict=True) if value is None
    ]


def to_forced_announcement(mode: str) -> Game:
    """Play plain moves until the thrower has thrown once with only announce cells left."""
    game = new_game(mode)
    play_until(game, lambda g: g.must_announce)
    assert game.throws == 1 and game.announced is None
    return game


@pytest.mark.parametrize("mode", ["standard", "pairs", "team", "partners"])
def test_forced_announcement_refuses_throwing_and_writing(mode: str) -> None:
    """docs/rules.md 1: "A player whose only empty cells are announce cells must announce after the
    first throw"."""
    game = to_forced_announcement(mode)
    thrower = game.thrower
    dice = game.dice
    assert dice is not None
    refused(
        game,
        lambda: game.apply(Throw(thrower, dice, keep=(0, 1, 2, 3))),
        "must_announce",
        "announce",
    )
    empty = empty_cells(game, thrower)
    assert empty and all(name.startswith("announce/") for name in empty)
    if mode in TWO_THROWER_MODES:  # the first partner may not end the turn without it either
        assert thrower == "ana"
        refused(game, lambda: game.stop(thrower), "must_announce", "announce")
        refused(game, lambda: game.apply(Throw("bo", (1, 2, 3, 4, 5))), "must_announce", "announce")
    else:
        for cell in empty:
            refused(game, lambda c=cell: game.write(thrower, c), "must_announce", "announce")
            refused(game, lambda c=cell: game.cross(thrower, c), "must_announce", "announce")
    assert {type(a) for a in game.legal_actions()} == {Announce}
    game.announce(thrower, empty[0])


@pytest.mark.parametrize("mode", TWO_THROWER_MODES)
def test_forced_announcement_of_the_second_partner(mode: str) -> None:
    """docs/rules.md 1: "must announce after the first throw" - the second partner as well, whose
    unannounced result has no cell left."""
    game = to_forced_announcement(mode)
    assert game.thrower == "ana"
    game.announce("ana", empty_cells(game, "ana")[0])
    game.apply(Throw("bo", (1, 2, 3, 4, 5)))
    empty = empty_cells(game, "bo")
    assert empty and all(name.startswith("announce/") for name in empty)
    refused(
        game,
        lambda: game.apply(Throw("bo", (1, 2, 3, 4, 6), keep=(0, 1, 2, 3))),
        "must_announce",
        "announce",
    )
    legal = game.legal_actions()
    assert not any(isinstance(a, ThrowOption) for a in legal)
    assert Announce("bo", empty[-1]) in legal
    # the team may still write ana's announced result, never bo's unannounced one
    assert all(a.result == "ana" for a in legal if isinstance(a, Write | Cross))
    kwargs = write_kwargs(game, "bo")
    for cell in empty:
        refused(game, lambda c=cell: game.write("bo", c, **kwargs), "must_announce", "announce")
    game.announce("bo", empty[-1])


def test_kontra_the_writer_must_announce_for_the_thrower() -> None:
    """docs/rules.md 1: "(in Kontra, the writer must announce for the thrower)" - the thrower may
    not
    end the throwing or throw on, and may not announce."""
    game = to_forced_announcement("kontra")
    thrower = game.thrower
    writer = other(game, thrower)
    dice = game.dice
    assert dice is not None
    refused(game, lambda: game.stop(thrower), "must_announce", "announce")
    refused(game, lambda: game.apply(Throw(thrower, dice, keep=(0, 1, 2, 3))), "must_announce")
    refused(game, lambda: game.announce(thrower, "announce/yamb"), "kontra_announcer")
    assert {type(a) for a in game.legal_actions()} == {Announce}
    assert game.decision().players == (writer,)
    game.announce(writer, empty_cells(game, thrower)[0])


@pytest.mark.parametrize("act", ["write", "cross"])
def test_kontra_the_writer_may_not_write_without_announcing(act: str) -> None:
    """docs/rules.md 1: "(in Kontra, the writer must announce for the thrower)" - not write at once;
    the refusal says that a cell must be announced."""
    game = to_forced_announcement("kontra")
    writer = other(game, game.thrower)
    empty = empty_cells(game, game.thrower)
    assert empty and all(name.startswith("announce/") for name in empty)
    do = game.write if act == "write" else game.cross
    for cell in empty:
        refused(game, lambda c=cell: do(writer, c), "must_announce", "announce")


# -- a finished game ------------------------------------------------------------------------
def test_acting_after_the_game_is_over() -> None:
    """docs/rules.md 1: "The game ends when every player's ... sheet is full" - nothing more."""
    game = Game("russian", ["ana"])
    play_until(game, lambda g: g.is_over)
    refused(game, lambda: game.apply(Throw("ana", (1, 2, 3, 4, 5))), "game_over", "over")
    refused(game, lambda: game.write("ana", "free/1"), "game_over", "over")
