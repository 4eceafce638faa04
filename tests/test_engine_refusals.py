"""docs/rules.md section 10 in the engine: each refusal, in each mode where it can happen, raises
IllegalAction with a message a player can act on and leaves the game exactly as it was."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from engine import (
    Announce,
    Cross,
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
from tests.randomplay import TEAMS, new_game

ALL_MODES = ["standard", "kontra", "pairs", "team", "partners"]


def snapshot(game: Game) -> tuple[str, str, list, tuple]:
    return (
        json.dumps(to_record(game, live=True)),
        json.dumps(answer(game)),
        game.legal_actions(),
        game.decision(),
    )


def refused(game: Game, act: Callable[[], object], code: str | None = None) -> IllegalAction:
    before = snapshot(game)
    with pytest.raises(IllegalAction) as caught:
        act()
    assert caught.value.message and len(caught.value.message) > 10
    if code is not None:
        assert caught.value.code == code, caught.value.message
    assert snapshot(game) == before
    return caught.value


def writer_of(game: Game) -> str:
    """Who writes the result now (Kontra: the opponent; otherwise the thrower)."""
    return game.round.deciders[0] if game.mode.name == "kontra" else game.thrower


def others(game: Game, player: str) -> list[str]:
    return [p for p in game.players if p != player]


@pytest.mark.parametrize("mode", ALL_MODES)
def test_acting_out_of_turn(mode: str) -> None:
    game = new_game("classic", mode)
    thrower = game.thrower
    outsider = next(p for p in game.players if p not in game.round.throwers)
    refused(game, lambda: game.apply(Throw(outsider, (1, 2, 3, 4, 5))), "not_your_turn")
    game.apply(Throw(thrower, (1, 2, 3, 4, 5)))
    refused(game, lambda: game.apply(Write(outsider, "down/1")))


@pytest.mark.parametrize("mode", ALL_MODES)
def test_acting_in_a_game_one_is_not_in(mode: str) -> None:
    game = new_game("classic", mode)
    refused(game, lambda: game.apply(Throw("stranger", (1, 2, 3, 4, 5))), "not_in_game")
    refused(game, lambda: game.apply(Write("🎲" * 500, "down/1")), "not_in_game")


@pytest.mark.parametrize("mode", ALL_MODES)
def test_a_fourth_throw(mode: str) -> None:
    game = new_game("classic", mode)
    thrower = game.thrower
    game.apply(Throw(thrower, (1, 2, 3, 4, 5)))
    game.apply(Throw(thrower, (1, 2, 3, 4, 6), keep=(0, 1, 2, 3)))
    game.apply(Throw(thrower, (1, 2, 3, 4, 2), keep=(0, 1, 2, 3)))
    # pairs and team: the first partner passes; the team writes after the partner's turn
    code = "pass_to_partner" if mode in ("pairs", "team") else "no_more_throws"
    refused(game, lambda: game.apply(Throw(thrower, (1, 2, 3, 4, 1), keep=(0,))), code)


def test_paid_throws_with_matches() -> None:
    game = Game("russian", ["ana"], options={"matches": True})
    refused(game, lambda: game.cross("ana", "announce/1"), "announce_only")
    game.cross("ana", "down/1")  # declining the turn earns 3 matches
    assert game.matches["ana"] == 3
    game.apply(Throw("ana", (1, 2, 3, 4, 5)))
    for face in (6, 5, 4):
        game.apply(Throw("ana", (1, 2, 3, 4, face), keep=(0, 1, 2, 3)))
    assert game.throws == 4 and game.matches["ana"] == 2
    game.matches["ana"] = 0  # an empty box: no more paid throws
    refused(game, lambda: game.apply(Throw("ana", (1, 2, 3, 4, 6), keep=(0,))), "no_more_throws")


@pytest.mark.parametrize("mode", ALL_MODES)
def test_keeping_dice_before_the_first_throw(mode: str) -> None:
    game = new_game("classic", mode)
    refused(
        game,
        lambda: game.apply(Throw(game.thrower, (1, 2, 3, 4, 5), keep=(0,))),
        "keep_before_throw",
    )


@pytest.mark.parametrize("mode", ALL_MODES)
def test_announcing_after_the_second_throw_or_twice(mode: str) -> None:
    game = new_game("classic", mode)
    thrower = game.thrower
    announcer = writer_of(game)
    refused(game, lambda: game.announce(announcer, "announce/yamb"), "announce_before_throw")
    game.apply(Throw(thrower, (1, 2, 3, 4, 5)))
    game.announce(announcer, "announce/straight")
    refused(game, lambda: game.announce(announcer, "announce/yamb"), "announced_twice")
    other = new_game("classic", mode)
    other.apply(Throw(other.thrower, (1, 2, 3, 4, 5)))
    other.apply(Throw(other.thrower, (1, 2, 3, 4, 6), keep=(0,)))
    refused(other, lambda: other.announce(writer_of(other), "announce/yamb"), "announce_too_late")


@pytest.mark.parametrize("mode", ALL_MODES)
def test_announcing_a_full_or_non_announce_cell(mode: str) -> None:
    game = new_game("classic", mode)
    thrower = game.thrower
    game.apply(Throw(thrower, (1, 2, 3, 4, 5)))
    refused(game, lambda: game.announce(writer_of(game), "free/yamb"), "not_announce_cell")
    refused(game, lambda: game.announce(writer_of(game), "nowhere/9"), "unknown_cell")


def test_announcing_a_filled_cell() -> None:
    game = Game("classic", ["ana"])
    game.apply(Throw("ana", (1, 2, 3, 4, 5)))
    game.announce("ana", "announce/straight")
    game.write("ana", "announce/straight")
    game.apply(Throw("ana", (1, 2, 3, 4, 5)))
    refused(game, lambda: game.announce("ana", "announce/straight"), "cell_filled")


@pytest.mark.parametrize("mode", ALL_MODES)
def test_writing_where_the_column_order_or_an_announcement_forbids(mode: str) -> None:
    game = new_game("classic", mode)
    first = game.thrower
    game.apply(Throw(first, (1, 1, 1, 4, 5)))
    if mode in ("pairs", "team"):
        partner = game.round.throwers[1]
        game.apply(Throw(partner, (1, 1, 1, 4, 5)))
        extra = {"result": partner, "sheet": partner if mode == "team" else None}
        writer = partner
    else:
        extra = {}
        writer = writer_of(game)
        if mode == "kontra":
            game.stop(first)
    refused(
        game,
        lambda: game.write(writer, "down/2", **extra),
        "column_order" if mode != "kontra" else None,
    )
    refused(game, lambda: game.write(writer, "up/1", **extra))
    refused(game, lambda: game.write(writer, "announce/1", **extra), "announce_only")
    announced = new_game("classic", mode)
    announced.apply(Throw(announced.thrower, (1, 1, 1, 4, 5)))
    announced.announce(writer_of(announced), "announce/yamb")
    if mode in ("pairs", "team"):
        return  # the announced result is written after the partner's turn: covered below
    refused(
        announced, lambda: announced.write(writer_of(announced), "free/1"), "announced_elsewhere"
    )


def test_pairs_an_announced_result_goes_only_to_its_cell() -> None:
    game = Game("classic", None, mode="pairs", teams=TEAMS)
    game.apply(Throw("ana", (1, 1, 1, 4, 5)))
    game.announce("ana", "announce/1")
    game.apply(Throw("bo", (2, 2, 3, 4, 5)))
    refused(game, lambda: game.write("bo", "free/1", result="ana"), "announced_elsewhere")
    game.write("bo", "free/2", result="bo")  # the other result: the announcement is not binding


def ready_to_write(game: Game) -> tuple[str, dict[str, str | None]]:
    """Throw to the point where the round's result may be written; who writes, and how."""
    first = game.thrower
    game.apply(Throw(first, (1, 1, 1, 4, 5)))
    if game.mode.name in ("pairs", "team"):
        partner = game.round.throwers[1]
        game.apply(Throw(partner, (1, 1, 1, 4, 5)))
        return partner, {"result": partner, "sheet": partner if game.mode.name == "team" else None}
    if game.mode.name == "kontra":
        game.stop(first)
        return game.round.deciders[0], {}
    return first, {}


@pytest.mark.parametrize("mode", ALL_MODES)
def test_writing_a_filled_cell(mode: str) -> None:
    game = new_game("classic", mode)
    writer, extra = ready_to_write(game)
    sheet = extra.get("sheet") or game.round.sheets[0]
    game.sheets[sheet][game.ruleset.cell("free/1")] = 3
    game._sheet_changed(sheet)  # filled by hand for the test
    refused(game, lambda: game.write(writer, "free/1", **extra), "cell_filled")


@pytest.mark.parametrize("mode", ALL_MODES)
def test_writing_before_the_first_throw(mode: str) -> None:
    game = new_game("classic", mode)
    player = game.round.deciders[0]
    kwargs = (
        {"result": player, "sheet": player}
        if mode == "team"
        else {"result": player}
        if mode == "pairs"
        else {}
    )
    refused(game, lambda: game.write(player, "free/1", **kwargs))


def test_kontra_writer_may_not_cross_where_a_value_is_possible() -> None:
    game = Game("classic", ["ana", "bo"], mode="kontra")
    game.apply(Throw("ana", (6, 6, 6, 6, 2)))
    game.stop("ana")
    refused(game, lambda: game.cross("bo", "free/poker"), "kontra_must_write")
    refused(game, lambda: game.write("bo", "free/1"), "kontra_value")  # no ones: a 0 is refused
    refused(game, lambda: game.write("ana", "free/6"), "kontra_writer")


def test_kontra_max_must_stay_above_min() -> None:
    game = Game("classic", ["ana", "bo"], mode="kontra")
    game.apply(Throw("ana", (1, 1, 1, 2, 2)))
    game.stop("ana")
    game.write("bo", "free/min")  # Min 7
    game.apply(Throw("bo", (1, 1, 1, 1, 1)))
    game.stop("bo")
    game.write("ana", "free/1")
    game.apply(Throw("ana", (1, 1, 2, 1, 2)))  # 7: a Max of 7 would not be above the Min
    game.stop("ana")
    refused(game, lambda: game.write("bo", "free/max"), "kontra_value")


@pytest.mark.parametrize("mode", ALL_MODES)
def test_dice_index_or_value_outside_the_dice(mode: str) -> None:
    game = new_game("classic", mode)
    thrower = game.thrower
    for dice in (
        (1, 2, 3, 4, 7),
        (0, 2, 3, 4, 5),
        (1, 2, 3, 4),
        (1, 2, 3, 4, 5, 6),
        (1.0, 2, 3, 4, 5),
        (True, 2, 3, 4, 5),
    ):
        refused(game, lambda d=dice: game.apply(Throw(thrower, d)), "bad_dice")  # type: ignore[arg-type]
    game.apply(Throw(thrower, (1, 2, 3, 4, 5)))
    keeper = game.round.deciders[0] if mode == "kontra" and game.announced is not None else thrower
    for keep in ((5,), (-1,), (0, 0)):
        refused(game, lambda k=keep: game.apply(Throw(keeper, (1, 2, 3, 4, 5), keep=k)), "bad_die")
    refused(game, lambda: game.apply(Throw(keeper, (6, 2, 3, 4, 5), keep=(0,))), "kept_changed")


@pytest.mark.parametrize("mode", ALL_MODES)
def test_odd_cell_names(mode: str) -> None:
    game = new_game("classic", mode)
    game.apply(Throw(game.thrower, (1, 2, 3, 4, 5)))
    writer = game.round.deciders[-1]
    for cell in ("", "x" * 5000, "down/", "/1", "down/1/1", "ДОЛЕ/1", "down/7"):
        refused(game, lambda c=cell: game.apply(Cross(writer, c)))


def play_until_only_announce_cells(game: Game, thrower: str) -> None:
    """Simple moves until `thrower` has thrown and must announce (the rest of the sheet full)."""
    dice = RandomDice(5)
    while not (game.thrower == thrower and game.must_announce):
        player, move = next(
            (p, m) for p in game.decision().players if (m := simple_move(game, p)) is not None
        )
        if isinstance(move, ThrowOption):
            game.throw(player, dice)
        else:
            game.apply(move)


def test_forced_announcement_when_only_announce_cells_are_left() -> None:
    game = Game("classic", ["ana"])
    play_until_only_announce_cells(game, "ana")
    assert game.throws == 1
    keep = tuple(range(4))
    dice = game.dice
    assert dice is not None
    refused(game, lambda: game.apply(Throw("ana", dice, keep=keep)), "must_announce")
    refused(game, lambda: game.write("ana", "announce/straight"), "must_announce")
    game.announce("ana", "announce/straight")
    game.write("ana", "announce/straight")


def test_kontra_writer_must_announce_for_the_thrower() -> None:
    game = Game("classic", ["ana", "bo"], mode="kontra")
    play_until_only_announce_cells(game, "ana")
    refused(game, lambda: game.stop("ana"), "must_announce")
    refused(game, lambda: game.announce("ana", "announce/straight"), "kontra_announcer")
    game.announce("bo", "announce/straight")
    assert {type(a) for a in game.legal_actions() if getattr(a, "player", "") == "bo"} >= {Write}


def test_stop_only_where_it_means_something() -> None:
    game = Game("classic", ["ana"])
    game.apply(Throw("ana", (1, 2, 3, 4, 5)))
    refused(game, lambda: game.apply(Stop("ana")), "cannot_stop")
    duel = Game("classic", ["ana", "bo"], mode="kontra")
    duel.apply(Throw("ana", (1, 2, 3, 4, 5)))
    duel.apply(Announce("bo", "announce/straight"))
    refused(duel, lambda: duel.apply(Stop("ana")), "kontra_writer_stops")
