"""The daily challenge's dice (engine/dice.py `PositionalDice`): die i of throw k of turn t
comes from the day's seed and (t, k, i) alone, so everyone who makes the same choices gets
the same dice, a die thrown again at a position shows the same face whatever else was kept,
and a record's every die can be checked against the revealed seed."""

from __future__ import annotations

import collections
import copy

import pytest

from engine import Game
from engine.actions import ThrowOption
from engine.autoplay import simple_move
from engine.dice import PositionalDice
from engine.record import ReplayError, replay, to_record, verify_positional_throws

SEED = bytes.fromhex("5eed" * 16)


def play_day(seed: bytes, keep_rule: str) -> Game:
    """A solo classic game on the day's dice: a first throw, one more throw keeping the dice
    the rule picks, then the best write (the timeout player's plain move)."""
    game = Game("classic", ["ana"])
    while not game.is_over:
        dealt = PositionalDice(seed, game.round_no, game.throws + 1)
        if game.throws == 0:
            game.throw("ana", dealt)
            continue
        again = [a for a in game.legal_actions() if isinstance(a, ThrowOption) and not a.first]
        if game.throws == 1 and again:
            assert game.dice is not None
            keep = [i for i, face in enumerate(game.dice) if (face >= 4) == (keep_rule == "high")]
            game.throw("ana", dealt, keep)
            continue
        move = simple_move(game, "ana")
        assert move is not None
        game.apply(move)  # type: ignore[arg-type]
    return game


def test_the_same_choices_give_the_same_dice_and_totals() -> None:
    first, second = play_day(SEED, "high"), play_day(SEED, "high")
    assert to_record(first)["actions"] == to_record(second)["actions"]
    assert first.totals() == second.totals()
    other_day = play_day(bytes.fromhex("da7e" * 16), "high")
    assert to_record(other_day)["actions"] != to_record(first)["actions"]


def test_a_die_thrown_again_shows_its_positions_face_whatever_was_kept() -> None:
    dealt = PositionalDice(SEED, 4, 2)
    keep_low = dealt.roll_positions([0, 3])  # two dice thrown again, three kept
    keep_high = dealt.roll_positions([0, 1, 2, 3])  # four thrown again, one kept
    assert keep_low == [keep_high[0], keep_high[3]]
    assert dealt.roll(5) == dealt.roll_positions([0, 1, 2, 3, 4])
    # another throw, turn or position is another die
    faces = {
        (turn, throw, position): PositionalDice(SEED, turn, throw).die(position)
        for turn in range(40)
        for throw in (1, 2, 3)
        for position in range(6)
    }
    counts = collections.Counter(faces.values())
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    assert all(abs(n - len(faces) / 6) < len(faces) / 6 * 0.25 for n in counts.values())


def test_the_game_deals_by_position() -> None:
    """The engine asks a positional source for the positions it throws, not for a count."""
    game = Game("classic", ["ana"])
    game.throw("ana", PositionalDice(SEED, 0, 1))
    assert game.dice is not None
    first = list(game.dice)
    game.throw("ana", PositionalDice(SEED, 0, 2), [1, 2])
    second = PositionalDice(SEED, 0, 2)
    assert list(game.dice) == [second.die(0), first[1], first[2], second.die(3), second.die(4)]


def test_a_daily_record_verifies_with_its_seed_and_a_tampered_one_fails() -> None:
    record = to_record(play_day(SEED, "low"))
    throws = sum(1 for a in record["actions"] if a["do"] == "throw")
    assert verify_positional_throws(record, SEED) == throws > 0
    assert replay(record).totals() == play_day(SEED, "low").totals()
    with pytest.raises(ReplayError, match="seed gives"):
        verify_positional_throws(record, bytes.fromhex("da7e" * 16))
    tampered = copy.deepcopy(record)
    first = next(a for a in tampered["actions"] if a["do"] == "throw")
    first["dice"][2] = first["dice"][2] % 6 + 1  # another face, never the same one
    with pytest.raises(ReplayError, match=r"die 3 of throw 1 of turn 0"):
        verify_positional_throws(tampered, SEED)
