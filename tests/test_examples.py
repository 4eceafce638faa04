"""Every worked example of the rule texts (seeds 000-004 and docs/rules.md), one named test each."""

from __future__ import annotations

import pytest

from engine import Game, RandomDice, Throw, get_ruleset
from engine.game import settle


def value(ruleset: str, row: str, dice: list[int], **options: object) -> int:
    rules = get_ruleset(ruleset, options)
    return rules.values(dice)[rules.row_index[row]]


def column(ruleset: str, rows: dict[str, int], **options: object) -> dict[str, int]:
    """The computed rows of a `down` column holding `rows`."""
    rules = get_ruleset(ruleset, options)
    cells: list[int | None] = [None] * rules.cell_count
    for row, written in rows.items():
        cells[rules.row_index[row]] = written
    return rules.column_summary(cells, 0)


# -- classic (seed 000) ---------------------------------------------------------------------
def test_classic_sixes_6_6_6_5_3_is_18_and_fives_5() -> None:
    assert value("classic", "6", [6, 6, 6, 5, 3]) == 18
    assert value("classic", "5", [6, 6, 6, 5, 3]) == 5


def test_classic_two_pairs_3_3_4_4_6_is_24() -> None:
    assert value("classic", "two_pairs", [3, 3, 4, 4, 6]) == 24


def test_classic_two_pairs_takes_the_best_reading_of_4_4_4_6_6() -> None:
    assert value("classic", "two_pairs", [4, 4, 4, 6, 6]) == 2 * 6 + 2 * 4 + 10


def test_classic_full_6_6_6_4_4_is_56() -> None:
    assert value("classic", "full", [6, 6, 6, 4, 4]) == 56


def test_classic_five_of_a_kind_is_not_a_full() -> None:
    assert value("classic", "full", [3, 3, 3, 3, 3]) == 0


def test_classic_poker_5_5_5_5_2_is_60() -> None:
    assert value("classic", "poker", [5, 5, 5, 5, 2]) == 60


def test_classic_yamb_counts_as_poker_without_the_fifth_die() -> None:
    assert value("classic", "poker", [5, 5, 5, 5, 5]) == 60


def test_classic_yamb_is_5v_plus_50() -> None:
    assert value("classic", "yamb", [6, 6, 6, 6, 6]) == 80


def test_classic_straights_35_and_45() -> None:
    assert value("classic", "straight", [1, 2, 3, 4, 5]) == 35
    assert value("classic", "straight", [2, 3, 4, 5, 6]) == 45
    assert value("classic", "straight", [1, 2, 3, 4, 6]) == 0


def test_classic_bonus_30_at_60() -> None:
    assert column("classic", {"1": 3, "2": 6, "3": 9, "4": 12, "5": 15, "6": 15})["bonus"] == 30
    assert column("classic", {"1": 3, "2": 6, "3": 9, "4": 12, "5": 15, "6": 12})["bonus"] == 0


def test_classic_max_min_may_be_negative() -> None:
    assert column("classic", {"1": 2, "max": 12, "min": 20})["max_min"] == (12 - 20) * 2


# -- bulgarian (seed 001) -------------------------------------------------------------------
def test_bulgarian_bonus_40_at_63() -> None:
    rows = {"1": 3, "2": 6, "3": 9, "4": 12, "5": 15, "6": 18}
    assert column("bulgarian", rows)["bonus"] == 40
    assert column("bulgarian", {**rows, "6": 12})["bonus"] == 0


def test_bulgarian_triple_full_straight_four_yamb() -> None:
    assert value("bulgarian", "triple", [4, 4, 4, 5, 6]) == 22
    assert value("bulgarian", "full", [3, 3, 3, 5, 5]) == 19 + 20
    assert value("bulgarian", "straight", [1, 2, 3, 4, 5]) == 45
    assert value("bulgarian", "straight", [2, 3, 4, 5, 6]) == 50
    assert value("bulgarian", "four", [2, 2, 2, 2, 6]) == 48
    assert value("bulgarian", "yamb", [1, 1, 1, 1, 1]) == 55


def test_bulgarian_min_stands_above_max() -> None:
    rows = [r.id for r in get_ruleset("bulgarian").rows]
    assert rows.index("min") < rows.index("max")


# -- yamm (seed 002) ------------------------------------------------------------------------
def test_yamm_five_ones_is_80() -> None:
    assert value("yamm", "yamm", [1, 1, 1, 1, 1]) == 80
    assert value("yamm", "yamm", [4, 4, 4, 4, 4]) == 60


def test_yamm_full_house_three_ones_and_a_pair_is_50() -> None:
    assert value("yamm", "full", [1, 1, 1, 5, 5]) == 50
    assert value("yamm", "full", [1, 1, 1, 1, 1]) == 50
    assert value("yamm", "full", [5, 5, 5, 1, 1]) == 17 + 20


def test_yamm_straights_45_and_50() -> None:
    assert value("yamm", "straight", [1, 2, 3, 4, 5]) == 45
    assert value("yamm", "straight", [2, 3, 4, 5, 6]) == 50


@pytest.mark.parametrize(
    ("upper", "bonus"),
    [
        (59, 0),
        (60, 60),
        (69, 60),
        (70, 100),
        (80, 150),
        (90, 300),
        (100, 600),
        (104, 600),
        (105, 1000),
    ],
)
def test_yamm_subtotal_bonus_tiers(upper: int, bonus: int) -> None:
    assert get_ruleset("yamm").upper_bonus(upper) == bonus


def test_yamm_hoch_not_above_tief_crosses_both() -> None:
    game = Game("yamm", ["ana"])
    game.apply(Throw("ana", (2, 2, 3, 3, 4)))
    game.write("ana", "free1/hoch")
    game.apply(Throw("ana", (5, 5, 6, 6, 6)))
    game.write("ana", "free1/tief")
    rules = game.ruleset
    assert game.sheets["ana"][rules.cell("free1/hoch")] == 0
    assert game.sheets["ana"][rules.cell("free1/tief")] == 0


def test_yamm_one_throw_yamm_adds_100_to_the_game_total() -> None:
    game = Game("yamm", ["ana"])
    game.apply(Throw("ana", (3, 3, 3, 3, 3)))
    game.write("ana", "free1/1")  # written anywhere: 0 there, still the bonus
    assert game.bonus["ana"] == 100
    assert game.sheet_total("ana") == 100


def test_yamm_correction_moves_the_last_result() -> None:
    game = Game("yamm", ["ana"])
    game.apply(Throw("ana", (6, 6, 6, 2, 1)))
    game.write("ana", "free1/1")
    game.correct("ana", "free1/6")
    rules = game.ruleset
    assert game.sheets["ana"][rules.cell("free1/1")] is None
    assert game.sheets["ana"][rules.cell("free1/6")] == 18


# -- russian (seed 003) ---------------------------------------------------------------------
def test_russian_threes_6_and_fives_5_from_2_3_5_3_6() -> None:
    assert value("russian", "3", [2, 3, 5, 3, 6]) == 6
    assert value("russian", "5", [2, 3, 5, 3, 6]) == 5


def test_russian_kare_4_4_4_4_4_is_56() -> None:
    assert value("russian", "kare", [4, 4, 4, 4, 4]) == 56


def test_russian_yamb_3_3_3_3_3_is_65() -> None:
    assert value("russian", "yamb", [3, 3, 3, 3, 3]) == 65


def test_russian_five_of_a_kind_is_a_full_55() -> None:
    assert value("russian", "full", [5, 5, 5, 5, 5]) == 55


def test_russian_straights_35_and_40() -> None:
    assert value("russian", "straight", [1, 2, 3, 4, 5]) == 35
    assert value("russian", "straight", [2, 3, 4, 5, 6]) == 40


@pytest.mark.parametrize(
    ("school", "bonus"), [(59, 0), (60, 30), (70, 40), (80, 50), (90, 60), (100, 70)]
)
def test_russian_school_bonus_tiers(school: int, bonus: int) -> None:
    assert get_ruleset("russian").upper_bonus(school) == bonus


@pytest.mark.parametrize(
    ("school", "penalty"), [(40, 0), (39, -30), (29, -40), (19, -50), (9, -60)]
)
def test_russian_negative_school_penalties(school: int, penalty: int) -> None:
    assert get_ruleset("russian", {"negative_school": True}).upper_bonus(school) == penalty


def test_russian_settlement_1350_1100_1200() -> None:
    assert settle({"a": 1350, "b": 1100, "c": 1200}) == {"a": 400, "b": -350, "c": -50}


def test_russian_max_and_min_are_not_counted_but_their_product_is() -> None:
    summary = column("russian", {"1": 3, "max": 26, "min": 9})
    assert summary["max_min"] == 51 and summary["total"] == 3 + 51


# -- tris (seed 004) ------------------------------------------------------------------------
def test_tris_fives_5_5_5_4_2_is_15() -> None:
    assert value("tris", "5", [5, 5, 5, 4, 2]) == 15


def test_tris_max_6_6_5_5_4_is_26_and_min_1_1_2_2_3_is_9() -> None:
    assert value("tris", "max", [6, 6, 5, 5, 4]) == 26
    assert value("tris", "min", [1, 1, 2, 2, 3]) == 9


def test_tris_max_min_17_times_3_is_51() -> None:
    assert column("tris", {"1": 3, "max": 26, "min": 9})["max_min"] == 51


def test_tris_63_with_bonus_is_93() -> None:
    rows = {"1": 3, "2": 6, "3": 9, "4": 12, "5": 15, "6": 18}
    summary = column("tris", rows)
    assert summary["upper"] + summary["bonus"] == 93


def test_tris_bonus_threshold_option() -> None:
    rows = {"1": 3, "2": 6, "3": 9, "4": 12, "5": 15, "6": 15}  # 60
    assert column("tris", rows)["bonus"] == 30
    assert column("tris", rows, bonus_threshold=63)["bonus"] == 0


def test_tris_tris_4_4_4_5_6_is_33() -> None:
    assert value("tris", "tris", [4, 4, 4, 5, 6]) == 33


def test_tris_full_3_3_3_5_5_is_49() -> None:
    assert value("tris", "full", [3, 3, 3, 5, 5]) == 49


def test_tris_poker_5_5_5_5_6_is_66() -> None:
    assert value("tris", "poker", [5, 5, 5, 5, 6]) == 66


def test_tris_yamb_4_4_4_4_4_is_70() -> None:
    assert value("tris", "yamb", [4, 4, 4, 4, 4]) == 70


def test_tris_straights_30_and_40() -> None:
    assert value("tris", "straight", [1, 2, 3, 4, 5]) == 30
    assert value("tris", "straight", [2, 3, 4, 5, 6]) == 40


def test_tris_six_dice_best_five() -> None:
    assert value("tris", "yamb", [6, 6, 6, 6, 6, 1], six_dice=True) == 80
    assert value("tris", "straight", [1, 2, 3, 4, 5, 6], six_dice=True) == 40
    assert value("tris", "min", [1, 1, 2, 2, 3, 6], six_dice=True) == 9  # the lowest five
    assert value("tris", "max", [1, 6, 6, 5, 5, 4], six_dice=True) == 26


def test_tris_six_dice_throws_six() -> None:
    game = Game("tris", ["ana"], options={"six_dice": True})
    assert len(game.throw("ana", RandomDice(1)).dice) == 6


# -- starting order -------------------------------------------------------------------------
def test_classic_lowest_die_starts_and_ties_throw_again() -> None:
    from engine import FixedDice, draw_starting_order

    order, rounds = draw_starting_order("classic", ["a", "b", "c"], FixedDice([4, 2, 2, 5, 3]))
    assert rounds == [{"a": 4, "b": 2, "c": 2}, {"b": 5, "c": 3}]
    assert order == ["c", "a", "b"]  # c starts, then the fixed rotation


def test_yamm_a_one_or_six_ends_the_draw_at_once() -> None:
    from engine import FixedDice, draw_starting_order

    order, rounds = draw_starting_order("yamm", ["a", "b", "c"], FixedDice([3, 6]))
    assert rounds == [{"a": 3, "b": 6}] and order == ["b", "c", "a"]
    order, _ = draw_starting_order("yamm", ["a", "b", "c"], FixedDice([3, 5, 4]))
    assert order == ["b", "c", "a"]  # the highest starts


def test_bulgarian_russian_tris_start_in_join_order() -> None:
    from engine import FixedDice, draw_starting_order

    for ruleset in ("bulgarian", "russian", "tris"):
        assert draw_starting_order(ruleset, ["a", "b"], FixedDice([]))[0] == ["a", "b"]
