"""Every worked example of the rule texts (seeds 000-004) and of docs/rules.md, one named test each.

The numbers are copied from the texts (the tests never read ../shared). Each docstring names the
seed or docs/rules.md section and the passage. Values are checked by playing: the dice are thrown
in a
real game and written into a cell, and computed rows are read from the played sheet.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from engine import (
    FixedDice,
    Game,
    IllegalAction,
    RandomDice,
    Throw,
    ThrowOption,
    answer,
    draw_starting_order,
    get_ruleset,
)
from engine.autoplay import simple_move

SOLO = "ana"
TEAMS = {"red": ["ana", "bo"], "blue": ["cy", "dee"]}
Turn = tuple[tuple[int, ...], str]


# -- helpers --------------------------------------------------------------------------------
def free_column(ruleset: str) -> str:
    return "free1" if ruleset == "yamm" else "free"


def cell_value(game: Game, owner: str, cell: str) -> int | None:
    """What the sheet of `owner` holds in `cell` (None: empty)."""
    return game.sheets[owner][game.ruleset.cell_names.index(cell)]


def written(ruleset: str, row: str, dice: Sequence[int], **options: Any) -> int:
    """Throw `dice` in a one-player game and write them into `row` of the free column.

    The value offered beforehand, the value of `cell_values` and the value on the sheet agree.
    """
    game = Game(ruleset, [SOLO], options=options)
    game.apply(Throw(SOLO, tuple(dice)))
    cell = f"{free_column(ruleset)}/{row}"
    offered = {o.cell: o.value for o in game.write_options()}
    game.write(SOLO, cell)
    value = cell_value(game, SOLO, cell)
    assert value is not None
    assert offered[cell] == value == game.cell_values(dice)[row]
    return value


def play(ruleset: str, turns: Sequence[Turn], **options: Any) -> Game:
    """A one-player game in which each turn is one throw of the given dice, written to a cell."""
    game = Game(ruleset, [SOLO], options=options)
    for dice, cell in turns:
        game.apply(Throw(SOLO, dice))
        game.write(SOLO, cell)
    return game


def showing(face: int, count: int) -> tuple[int, ...]:
    """Five dice with exactly `count` dice showing `face` (the others all different from it)."""
    others = [f for f in (6, 5, 4, 3, 2, 1) if f != face][: 5 - count]
    return (face,) * count + tuple(others)


def upper_turns(column: str, counts: Sequence[int]) -> list[Turn]:
    """Turns writing rows 1-6 of `column` with `counts[i]` dice of face i + 1."""
    return [
        (showing(face, n), f"{column}/{face}") for face, n in zip(range(1, 7), counts, strict=True)
    ]


def summary(ruleset: str, rows: dict[str, int], **options: Any) -> dict[str, int]:
    """The computed rows of the first column of a sheet holding `rows` (a sheet list)."""
    rules = get_ruleset(ruleset, options)
    cells: list[int | None] = [None] * rules.cell_count
    for row, value in rows.items():
        cells[rules.row_index[row]] = value
    return rules.column_summary(cells, 0)


def autoplay(game: Game, seed: int) -> Game:
    """Play the plain legal moves of `engine.autoplay` until the game is over."""
    dice = RandomDice(seed)
    while not game.is_over:
        player, move = next(
            (p, m) for p in game.decision().players if (m := simple_move(game, p)) is not None
        )
        if isinstance(move, ThrowOption):
            game.throw(player, dice)
        else:
            game.apply(move)
    return game


def turns_written(game: Game) -> int:
    return sum(type(action).__name__ in ("Write", "Cross") for action in game.history)


def offered_in(game: Game, column: str) -> list[str]:
    """The cells of `column` the dice on the table may be written to now."""
    return [o.cell for o in game.write_options() if o.cell.split("/")[0] == column]


# -- classic (seed 000) ---------------------------------------------------------------------
def test_classic_sixes_6_6_6_5_3_is_18() -> None:
    """Seed 000: "kockice pokazuju 6-6-6-5-3. Igrač će u red šestice upisati 18"."""
    assert written("classic", "6", (6, 6, 6, 5, 3)) == 18


def test_classic_fives_6_6_6_5_3_is_5() -> None:
    """Seed 000: 6-6-6-5-3 "Ako bi se odlučio na upisivanje petica, pisao bi samo 5"."""
    assert written("classic", "5", (6, 6, 6, 5, 3)) == 5


def test_classic_two_pairs_3_3_4_4_6_is_24() -> None:
    """Seed 000: "Npr. 3-3-4-4-6, upisuje se vrijednost 6+8+10=24"."""
    assert written("classic", "two_pairs", (3, 3, 4, 4, 6)) == 24


def test_classic_two_pairs_4_4_4_6_6_takes_the_highest_reading_30() -> None:
    """docs/rules.md 2: "several readings ... (e.g. two pairs from 4-4-4-6-6), the highest
    value"."""
    assert written("classic", "two_pairs", (4, 4, 4, 6, 6)) == 12 + 8 + 10


def test_classic_small_straight_1_2_3_4_5_is_35() -> None:
    """Seed 000: "SKALA: Mali: 35" - "1-2-3-4-5 ... Mala skala"."""
    assert written("classic", "straight", (1, 2, 3, 4, 5)) == 35


def test_classic_large_straight_2_3_4_5_6_is_45() -> None:
    """Seed 000: "SKALA: ... Veliki: 45" - "2-3-4-5-6 ... Velika skala"."""
    assert written("classic", "straight", (2, 3, 4, 5, 6)) == 45


def test_classic_full_6_6_6_4_4_is_56() -> None:
    """Seed 000: "ako Full čine 6-6-6-4-4, njegova vrijednost je 56 bodova"."""
    assert written("classic", "full", (6, 6, 6, 4, 4)) == 56


def test_classic_poker_5_5_5_5_2_is_60() -> None:
    """Seed 000: "Ako je dobiveno 5-5-5-5-2, rezultat bacanja je 60 bodova"."""
    assert written("classic", "poker", (5, 5, 5, 5, 2)) == 60


def test_classic_yamb_6_6_6_6_6_is_80() -> None:
    """Seed 000: "Yamb ... boduje se kao njihov zbroj i dodatna nagrada od 50 bodova"."""
    assert written("classic", "yamb", (6, 6, 6, 6, 6)) == 80


def test_classic_five_sixes_as_poker_is_64_without_the_fifth_die() -> None:
    """Seed 000: "Igrač može umjesto njega pisati Poker, ali ... ne zbraja petu kockicu"."""
    assert written("classic", "poker", (6, 6, 6, 6, 6)) == 4 * 6 + 40


def test_classic_five_sixes_are_not_a_full() -> None:
    """Seed 000: "Pet šestica se međutim ne mogu pisati kao Full"."""
    assert written("classic", "full", (6, 6, 6, 6, 6)) == 0


def test_classic_five_sixes_in_the_sixes_row_is_30() -> None:
    """Seed 000: "Također, u gornjem dijelu tablice se mogu pisati pet šestica"."""
    assert written("classic", "6", (6, 6, 6, 6, 6)) == 30


def test_classic_five_sixes_as_max_is_30() -> None:
    """Seed 000: "Vrlo jak potez bi bio i pisanje maksimuma 30"."""
    assert written("classic", "max", (6, 6, 6, 6, 6)) == 30


def test_classic_upper_sum_60_earns_bonus_30() -> None:
    """Seed 000: "Za zbroj 60 ili više odcij: 30"; docs/rules.md 3: "+30 if >= 60"."""
    game = play("classic", upper_turns("free", (3, 3, 2, 3, 3, 3)))  # 3+6+6+12+15+18 = 60
    column = game.column_summaries(SOLO)["free"]
    assert (column["upper"], column["bonus"], column["total"]) == (60, 30, 90)


def test_classic_upper_sum_59_earns_no_bonus() -> None:
    """Seed 000: "Za svaki stupac, gdje je zbroj 60 bodova i više, dodaje se ... 30 bodova"."""
    game = play("classic", upper_turns("free", (5, 3, 3, 3, 3, 2)))  # 5+6+9+12+15+12 = 59
    column = game.column_summaries(SOLO)["free"]
    assert (column["upper"], column["bonus"], column["total"]) == (59, 0, 59)


def test_classic_max_min_times_ones_may_be_negative() -> None:
    """Seed 000: "Rezultat može biti čak i negativan ... veću vrijednost minimuma"."""
    game = play(
        "classic",
        [((1, 1, 3, 4, 5), "free/1"), ((1, 1, 2, 3, 5), "free/max"), ((6, 6, 4, 2, 2), "free/min")],
    )
    assert game.column_summaries(SOLO)["free"]["max_min"] == (12 - 20) * 2


def test_classic_column_total_sum_plus_max_min_plus_lower() -> None:
    """Seed 000 "Izračun rezultata"; docs/rules.md 3: column total = sum 1-6 + Max-Min + lower
    sum."""
    turns = upper_turns("free", (3, 3, 3, 3, 3, 3)) + [
        ((6, 6, 5, 5, 4), "free/max"),
        ((1, 1, 2, 2, 3), "free/min"),
        ((3, 3, 4, 4, 6), "free/two_pairs"),
        ((2, 3, 4, 5, 6), "free/straight"),
        ((6, 6, 6, 4, 4), "free/full"),
        ((5, 5, 5, 5, 2), "free/poker"),
        ((6, 6, 6, 6, 6), "free/yamb"),
    ]
    game = play("classic", turns)
    column = game.column_summaries(SOLO)["free"]
    assert column == {
        "upper": 63,
        "bonus": 30,
        "max_min": (26 - 9) * 3,
        "lower": 24 + 45 + 56 + 60 + 80,
        "total": 93 + 51 + 265,
    }
    assert game.sheet_total(SOLO) == game.totals()[SOLO] == 409


def test_classic_three_twos_go_down_only_after_the_ones() -> None:
    """Seed 000: "tri dvojke ... u prvi stupac ... jedino ... da je ... već upisao jedinice"."""
    game = Game("classic", [SOLO])
    game.apply(Throw(SOLO, (2, 2, 2, 5, 6)))
    assert offered_in(game, "down") == ["down/1"]
    with pytest.raises(IllegalAction) as refused:
        game.write(SOLO, "down/2")
    assert refused.value.code == "column_order"
    game.write(SOLO, "down/1")
    game.apply(Throw(SOLO, (2, 2, 2, 5, 6)))
    game.write(SOLO, "down/2")
    assert cell_value(game, SOLO, "down/2") == 6


def test_classic_down_column_fills_1_to_yamb() -> None:
    """Seed 000: "prvi stupac polazi od jedinica"; docs/rules.md 3: down order 1..6, Max .. Yamb."""
    order = ["1", "2", "3", "4", "5", "6", "max", "min", "two_pairs", "straight", "full"]
    order += ["poker", "yamb"]
    game = Game("classic", [SOLO])
    for row in order:
        game.apply(Throw(SOLO, (1, 2, 3, 4, 6)))
        assert offered_in(game, "down") == [f"down/{row}"]
        game.write(SOLO, f"down/{row}")


def test_classic_up_column_fills_yamb_to_1() -> None:
    """Seed 000: "drugi (stupac polazi) od Yamba"; docs/rules.md 3: "up is the reverse"."""
    order = ["yamb", "poker", "full", "straight", "two_pairs", "min", "max"]
    order += ["6", "5", "4", "3", "2", "1"]
    game = Game("classic", [SOLO])
    for row in order:
        game.apply(Throw(SOLO, (1, 2, 3, 4, 6)))
        assert offered_in(game, "up") == [f"up/{row}"]
        game.write(SOLO, f"up/{row}")


def test_classic_free_yamb_may_be_crossed_early() -> None:
    """Seed 000: "poželjno ga je u trećoj koloni precrtati" - free cells crossed in any order."""
    game = Game("classic", [SOLO])
    game.apply(Throw(SOLO, (6, 6, 6, 6, 2)))
    game.cross(SOLO, "free/yamb")
    assert cell_value(game, SOLO, "free/yamb") == 0
    assert answer(game)["sheets"][SOLO]["crossed"] == ["free/yamb"]


def test_classic_crossing_in_the_down_column_follows_its_order() -> None:
    """Seed 000: "precrtava polje iz prvog ... stupca, ono također mora biti po redoslijedu"."""
    game = Game("classic", [SOLO])
    game.apply(Throw(SOLO, (2, 3, 4, 5, 6)))
    with pytest.raises(IllegalAction):
        game.cross(SOLO, "down/yamb")
    game.cross(SOLO, "down/1")
    assert cell_value(game, SOLO, "down/1") == 0


def test_classic_announced_poker_missed_is_crossed() -> None:
    """Seed 000: "Najava Pokera ... mora i popuniti ... a u protivnom, mora ga precrtati"."""
    game = Game("classic", [SOLO])
    game.apply(Throw(SOLO, (5, 5, 5, 2, 3)))
    game.announce(SOLO, "announce/poker")
    game.apply(Throw(SOLO, (5, 5, 5, 1, 6), keep=(0, 1, 2)))
    game.apply(Throw(SOLO, (5, 5, 5, 4, 4), keep=(0, 1, 2)))
    assert [o.cell for o in game.write_options()] == ["announce/poker"]
    game.write(SOLO, "announce/poker")
    assert cell_value(game, SOLO, "announce/poker") == 0
    assert answer(game)["sheets"][SOLO]["crossed"] == ["announce/poker"]


def test_classic_announced_poker_made_is_written() -> None:
    """Seed 000: "Najava Pokera ... U slučaju da ga doista i dobije, upisuje njegovu vrijednost"."""
    game = Game("classic", [SOLO])
    game.apply(Throw(SOLO, (5, 5, 5, 2, 3)))
    game.announce(SOLO, "announce/poker")
    game.apply(Throw(SOLO, (5, 5, 5, 5, 2), keep=(0, 1, 2)))
    game.write(SOLO, "announce/poker")
    assert cell_value(game, SOLO, "announce/poker") == 60


def test_classic_combination_on_the_first_throw_announced_and_written_at_once() -> None:
    """Seed 000: "Ako se neka kombinacija dobije već nakon prvog bacanja ... odmah upisuje"."""
    game = Game("classic", [SOLO])
    game.apply(Throw(SOLO, (6, 6, 6, 4, 4)))
    game.announce(SOLO, "announce/full")
    game.write(SOLO, "announce/full")
    assert cell_value(game, SOLO, "announce/full") == 56
    assert game.throws == 0  # the turn is over after one throw


def test_classic_a_game_is_52_turns() -> None:
    """docs/rules.md 3: "13 rows x 4 columns = 52 turns per player" (the seed's 48 is overruled)."""
    game = autoplay(Game("classic", [SOLO]), seed=1)
    assert turns_written(game) == 52


def test_classic_lowest_die_starts_ties_throw_again() -> None:
    """Seed 000: "svatko baca po jednu kockicu, a onaj sa najmanjim rezultatom igra prvi"."""
    order, rounds = draw_starting_order("classic", ["a", "b", "c"], FixedDice([4, 2, 2, 5, 3]))
    assert rounds == [{"a": 4, "b": 2, "c": 2}, {"b": 5, "c": 3}]
    assert order == ["c", "a", "b"]


# -- classic modes (seed 000: pairs, team, kontra) -----------------------------------------
def test_pairs_missed_announcement_writes_the_first_result_and_leaves_the_cell_empty() -> None:
    """Seed 000 "Yamb u Parove": "upisuje se rezultat prvog igrača, dok se polje u Najavi ...
    ne mora precrtavati"."""
    game = Game("classic", None, mode="pairs", teams=TEAMS)
    game.apply(Throw("ana", (6, 6, 6, 2, 3)))
    game.apply(Throw("bo", (4, 4, 4, 4, 1)))
    game.announce("bo", "announce/yamb")
    game.apply(Throw("bo", (4, 4, 4, 4, 2), keep=(0, 1, 2, 3)))
    game.apply(Throw("bo", (4, 4, 4, 4, 3), keep=(0, 1, 2, 3)))
    game.write("bo", "free/6", result="ana")
    assert cell_value(game, "red", "free/6") == 18
    assert cell_value(game, "red", "announce/yamb") is None
    assert game.thrower == "cy"  # one result per round: the other team plays


def test_pairs_both_partners_may_announce_the_same_cell() -> None:
    """Seed 000 "Yamb u Parove": "Jedan od igrača može čak i najavljivati više puta jednu te istu
    kombinaciju"."""
    game = Game("classic", None, mode="pairs", teams=TEAMS)
    game.apply(Throw("ana", (3, 3, 3, 1, 2)))
    game.announce("ana", "announce/yamb")
    game.apply(Throw("bo", (5, 5, 5, 5, 5)))
    game.announce("bo", "announce/yamb")
    game.write("ana", "announce/yamb", result="bo")
    assert cell_value(game, "red", "announce/yamb") == 75


def test_team_writes_both_results_and_scores_the_sum_of_both_sheets() -> None:
    """Seed 000 "Ekipni Yamb": "upišu oba rezultata, u dvije različite Tabele ... zbrajaju se"."""
    game = Game("classic", None, mode="team", teams=TEAMS)
    game.apply(Throw("ana", (6, 6, 6, 4, 4)))
    game.apply(Throw("bo", (5, 5, 5, 5, 2)))
    game.write("bo", "free/full", result="ana", sheet="bo")  # which dice where: the team's choice
    game.write("ana", "free/poker", result="bo", sheet="ana")
    assert cell_value(game, "bo", "free/full") == 56
    assert cell_value(game, "ana", "free/poker") == 60
    assert game.totals()["red"] == game.sheet_total("ana") + game.sheet_total("bo") == 116
    assert game.thrower == "cy"


def test_team_one_partner_may_write_both_sheets() -> None:
    """Seed 000 "Ekipni Yamb": "jedan od igrača ispunjava obje Tablice, ali ... po jedan rezultat u
    svaku"."""
    game = Game("classic", None, mode="team", teams=TEAMS)
    game.apply(Throw("ana", (2, 2, 2, 1, 3)))
    game.apply(Throw("bo", (3, 3, 3, 1, 2)))
    game.write("ana", "free/2", result="ana", sheet="ana")
    with pytest.raises(IllegalAction):  # one result per sheet
        game.write("ana", "free/3", result="bo", sheet="ana")
    game.write("ana", "free/3", result="bo", sheet="bo")
    assert (cell_value(game, "ana", "free/2"), cell_value(game, "bo", "free/3")) == (6, 9)


def test_kontra_the_opponent_writes_into_the_throwers_sheet() -> None:
    """Seed 000 "Kontra Yamb": "svatko u njih unosi rezultate protivnika"."""
    game = Game("classic", ["ana", "bo"], mode="kontra")
    game.apply(Throw("ana", (6, 6, 6, 4, 4)))
    game.stop("ana")  # "Meni je dosta"
    game.write("bo", "free/full")
    assert cell_value(game, "ana", "free/full") == 56
    assert cell_value(game, "bo", "free/full") is None
    assert game.thrower == "bo"


def test_kontra_announcement_the_writer_keeps_the_dice() -> None:
    """Seed 000 "Kontra Yamb": "protivnik mu može najaviti ... on mu i govori, koje kockice treba
    ostaviti"."""
    game = Game("classic", ["ana", "bo"], mode="kontra")
    game.apply(Throw("ana", (2, 2, 2, 5, 6)))
    game.announce("bo", "announce/1")
    game.apply(Throw("bo", (2, 2, 2, 1, 1), keep=(0, 1, 2)))
    game.write("bo", "announce/1")
    assert cell_value(game, "ana", "announce/1") == 2


def test_kontra_after_the_third_throw_the_writer_writes() -> None:
    """Seed 000 "Kontra Yamb": "Na kraju trećeg bacanja, protivnik upisuje rezultat"."""
    game = Game("classic", ["ana", "bo"], mode="kontra")
    game.apply(Throw("ana", (6, 6, 6, 6, 2)))
    game.apply(Throw("ana", (6, 1, 2, 3, 4), keep=(0,)))  # the thrower breaks the poker
    game.apply(Throw("ana", (5, 1, 2, 3, 4), keep=(1, 2, 3, 4)))
    assert {o.cell for o in game.write_options()} >= {"free/straight", "down/1"}
    game.write("bo", "free/straight")
    assert cell_value(game, "ana", "free/straight") == 35


def test_kontra_max_one_above_min_is_written() -> None:
    """Seed 000 "Kontra Yamb": "Maximum mora uvijek, bar za jedan bod, biti veći od minimuma"."""
    game = Game("classic", ["ana", "bo"], mode="kontra")
    game.apply(Throw("ana", (1, 1, 2, 2, 1)))
    game.stop("ana")
    game.write("bo", "free/min")  # 7
    game.apply(Throw("bo", (6, 6, 6, 6, 6)))
    game.stop("bo")
    game.write("ana", "free/6")
    game.apply(Throw("ana", (1, 1, 2, 2, 2)))  # 8: one above the Min
    game.stop("ana")
    assert "free/max" in [o.cell for o in game.write_options()]
    game.write("bo", "free/max")
    assert cell_value(game, "ana", "free/max") == 8


def test_kontra_the_lower_total_wins() -> None:
    """Seed 000 "Kontra Yamb": "igrač s manjim zbrojem je pobjednik"; docs/rules.md 9.2."""
    game = autoplay(Game("classic", ["ana", "bo"], mode="kontra"), seed=3)
    totals = game.totals()
    assert turns_written(game) == 104
    assert totals["ana"] != totals["bo"]
    assert game.winners() == [min(totals, key=lambda p: totals[p])]


# -- bulgarian (seed 001) -------------------------------------------------------------------
def test_bulgarian_three_ones_is_3() -> None:
    """Seed 001: "Ако сте хвърлили 3 единици, в ред 1 може да запишете 3 точки (1+1+1)"."""
    assert written("bulgarian", "1", (1, 1, 1, 4, 6)) == 3


def test_bulgarian_four_twos_is_8() -> None:
    """Seed 001: "Ако сте хвърлили 4 двойки, в ред 2 записвате 8 точки (2+2+2+2)"."""
    assert written("bulgarian", "2", (2, 2, 2, 2, 6)) == 8


def test_bulgarian_total_1_6_of_63_earns_40() -> None:
    """Seed 001: "Ако общият резултат в тази колона е 63 или по-висок, получавате ... 40 точки"."""
    game = play("bulgarian", upper_turns("free", (3, 3, 3, 3, 3, 3)))
    column = game.column_summaries(SOLO)["free"]
    assert (column["upper"], column["bonus"], column["total"]) == (63, 40, 103)


def test_bulgarian_total_1_6_of_62_earns_nothing() -> None:
    """Seed 001: "63 или по-висок" - 62 is below the threshold."""
    game = play("bulgarian", upper_turns("free", (2, 3, 3, 3, 3, 3)))  # 2+6+9+12+15+18 = 62
    column = game.column_summaries(SOLO)["free"]
    assert (column["upper"], column["bonus"]) == (62, 0)


def test_bulgarian_sum_2_adds_max_minus_min_times_ones() -> None:
    """Seed 001: "(Сума 2) = (Общо 1 - 6) + ((Максимум - Минимум) * единици)"."""
    game = play(
        "bulgarian",
        [((1, 1, 1, 5, 6), "free/1"), ((1, 1, 2, 2, 3), "free/min"), ((6, 6, 5, 5, 4), "free/max")],
    )
    column = game.column_summaries(SOLO)["free"]
    assert column["upper"] + column["bonus"] + column["max_min"] == 3 + (26 - 9) * 3
    assert column["total"] == 54  # Min and Max themselves are not added


def test_bulgarian_triple_three_fours_is_22() -> None:
    """Seed 001: "Тройка ... (Например: три четворки) Записвате сбора ... + 10 точки"."""
    assert written("bulgarian", "triple", (4, 4, 4, 1, 6)) == 12 + 10


def test_bulgarian_full_three_fours_two_ones_is_34() -> None:
    """Seed 001: "Фул ... (Например: три четворки и две единици) ... сбора ... + 20 точки"."""
    assert written("bulgarian", "full", (4, 4, 4, 1, 1)) == 14 + 20


def test_bulgarian_small_straight_is_45() -> None:
    """Seed 001: "Поредица ... (1,2,3,4,5 ...) сбора от зарове ... + 30 точки"."""
    assert written("bulgarian", "straight", (1, 2, 3, 4, 5)) == 15 + 30


def test_bulgarian_large_straight_is_50() -> None:
    """Seed 001: "Поредица ... (... 2,3,4,5,6) сбора от зарове ... + 30 точки"."""
    assert written("bulgarian", "straight", (2, 3, 4, 5, 6)) == 20 + 30


def test_bulgarian_four_four_fives_is_60() -> None:
    """Seed 001: "Четворка ... (Например: четири петици) ... сбора ... + 40 точки"."""
    assert written("bulgarian", "four", (5, 5, 5, 5, 2)) == 20 + 40


def test_bulgarian_yamb_five_twos_is_60() -> None:
    """Seed 001: "Ямб ... (Например: пет двойки) Записвате сбора ... + 50 точки"."""
    assert written("bulgarian", "yamb", (2, 2, 2, 2, 2)) == 10 + 50


def test_bulgarian_five_of_a_kind_is_not_a_full() -> None:
    """docs/rules.md 4: "Full ... five of a kind is not a full (choice: standard meaning)"."""
    assert written("bulgarian", "full", (4, 4, 4, 4, 4)) == 0


def test_bulgarian_four_counts_a_yamb_without_the_fifth_die() -> None:
    """docs/rules.md 4: "Four | 4v + 40 | a yamb counts, fifth die not added"."""
    assert written("bulgarian", "four", (3, 3, 3, 3, 3)) == 52


def test_bulgarian_free_column_takes_0_without_the_combination() -> None:
    """Seed 001: "Трета колона ... записвате 0 точки, ако не разполагате със ... комбинация"."""
    assert written("bulgarian", "yamb", (1, 2, 3, 4, 6)) == 0


def test_bulgarian_missed_announcement_writes_0() -> None:
    """Seed 001: "Обявеното поле се попълва, независимо дали сте постигнали ... (0 точки)"."""
    game = Game("bulgarian", [SOLO])
    game.apply(Throw(SOLO, (6, 6, 6, 2, 3)))
    game.announce(SOLO, "announce/four")
    game.apply(Throw(SOLO, (6, 6, 6, 1, 1), keep=(0, 1, 2)))
    game.apply(Throw(SOLO, (6, 6, 6, 5, 1), keep=(0, 1, 2)))
    game.write(SOLO, "announce/four")
    assert cell_value(game, SOLO, "announce/four") == 0


def test_bulgarian_down_column_has_min_before_max() -> None:
    """Seed 001 table: "Минимум" above "Максимум"; docs/rules.md 4: "Min stands above Max here"."""
    game = play("bulgarian", upper_turns("down", (1, 1, 1, 1, 1, 1)))
    game.apply(Throw(SOLO, (6, 6, 6, 6, 5)))
    assert offered_in(game, "down") == ["down/min"]
    game.write(SOLO, "down/min")
    game.apply(Throw(SOLO, (6, 6, 6, 6, 5)))
    assert offered_in(game, "down") == ["down/max"]


def test_bulgarian_a_game_is_52_turns() -> None:
    """docs/rules.md 4: "13 x 4 = 52 turns"."""
    assert turns_written(autoplay(Game("bulgarian", [SOLO]), seed=4)) == 52


def test_bulgarian_starts_in_join_order() -> None:
    """docs/rules.md 4: "Starting order: join order"."""
    assert draw_starting_order("bulgarian", ["b", "a"], FixedDice([]))[0] == ["b", "a"]


# -- yamm (seed 002) ------------------------------------------------------------------------
def test_yamm_a_game_is_99_turns() -> None:
    """Seed 002: "1 Spiel: 99 Umgänge"; "9 Spalten mit je 11 Zeilen"."""
    game = autoplay(Game("yamm", [SOLO]), seed=5)
    assert turns_written(game) == 99 and len(game.ruleset.cell_names) == 99


def test_yamm_three_down_three_up_three_free_columns() -> None:
    """Seed 002: "Linke 3 Spalten ... von oben nach unten ... Mittlere 3 ... von unten"."""
    game = Game("yamm", [SOLO])
    game.apply(Throw(SOLO, (1, 2, 3, 4, 6)))
    cells = [o.cell for o in game.write_options()]
    assert cells[:6] == ["down1/1", "down2/1", "down3/1", "up1/yamm", "up2/yamm", "up3/yamm"]
    assert len(cells) == 6 + 3 * 11


def test_yamm_hoch_equal_to_tief_crosses_both() -> None:
    """Seed 002: "Hoch ... mind. 1 Punkt höher ... Gelingt dies nicht ... beide durchgestrichen"."""
    game = play("yamm", [((6, 6, 1, 1, 1), "free1/hoch"), ((5, 5, 2, 1, 2), "free1/tief")])
    assert cell_value(game, SOLO, "free1/hoch") == cell_value(game, SOLO, "free1/tief") == 0
    assert sorted(answer(game)["sheets"][SOLO]["crossed"]) == ["free1/hoch", "free1/tief"]


def test_yamm_hoch_below_tief_crosses_both_when_tief_is_written_first() -> None:
    """docs/rules.md 5: "when the second of the two cells ... is written and Hoch <= Tief, both"."""
    game = play("yamm", [((6, 6, 5, 5, 4), "free2/tief"), ((1, 1, 2, 2, 3), "free2/hoch")])
    assert cell_value(game, SOLO, "free2/hoch") == cell_value(game, SOLO, "free2/tief") == 0


def test_yamm_hoch_one_above_tief_stands() -> None:
    """Seed 002: "Die Wertung in Hoch-Feldern muss immer mind. 1 Punkt höher sein"."""
    game = play("yamm", [((6, 6, 1, 1, 2), "free1/hoch"), ((5, 5, 2, 1, 2), "free1/tief")])
    assert (cell_value(game, SOLO, "free1/hoch"), cell_value(game, SOLO, "free1/tief")) == (16, 15)


def test_yamm_a_yamm_in_its_face_row_4_4_4_4_4_is_20() -> None:
    """Seed 002: "Ein Yamm kann ... verwertet werden: In einem ... der Augenzahl entsprechenden
    Feld der Zeilen 1-6"."""
    assert written("yamm", "4", (4, 4, 4, 4, 4)) == 20


def test_yamm_a_yamm_as_hoch_is_its_sum() -> None:
    """Seed 002: "Ein Yamm kann ... verwertet werden: ... Als Hoch oder Tief"."""
    assert written("yamm", "hoch", (4, 4, 4, 4, 4)) == 20


def test_yamm_a_yamm_as_tief_is_its_sum() -> None:
    """Seed 002: "Ein Yamm kann ... verwertet werden: ... Als Hoch oder Tief"."""
    assert written("yamm", "tief", (2, 2, 2, 2, 2)) == 10


def test_yamm_a_yamm_as_full_house_4_4_4_4_4_is_40() -> None:
    """Seed 002: "Ein Yamm kann ... verwertet werden: ... Als Full House" (sum + 20)."""
    assert written("yamm", "full", (4, 4, 4, 4, 4)) == 20 + 20


def test_yamm_yamm_row_4_4_4_4_4_is_60() -> None:
    """Seed 002: "Yamms, welche in der untersten Zeile ... Totale Augenzahl + 40 Bonuspunkte"."""
    assert written("yamm", "yamm", (4, 4, 4, 4, 4)) == 60


def test_yamm_yamm_row_five_ones_is_80() -> None:
    """Seed 002: "Yamms ... in der untersten Zeile ... Sonderfall: 5x1 = 80 Punkte"."""
    assert written("yamm", "yamm", (1, 1, 1, 1, 1)) == 80


def test_yamm_full_house_5_5_5_2_2_is_39() -> None:
    """Seed 002: "Full House: 3 gleiche + 2 gleiche = Totale Augenzahl + 20 Punkte"."""
    assert written("yamm", "full", (5, 5, 5, 2, 2)) == 19 + 20


def test_yamm_full_house_three_ones_and_a_pair_is_50() -> None:
    """Seed 002: "Full House ... Sonderfall: 3x1 + 2 gleiche = 50 Punkte"."""
    assert written("yamm", "full", (1, 1, 1, 6, 6)) == 50


def test_yamm_full_house_five_ones_is_50() -> None:
    """docs/rules.md 5: "a yamm may be written here: it is 3 + 2 of one value (1-1-1-1-1 -> 50)"."""
    assert written("yamm", "full", (1, 1, 1, 1, 1)) == 50


def test_yamm_full_house_three_twos_and_two_ones_is_sum_plus_20() -> None:
    """Seed 002: "Sonderfall: 3x1 + 2 gleiche" - only three ones are special, not two."""
    assert written("yamm", "full", (2, 2, 2, 1, 1)) == 8 + 20


def test_yamm_small_straight_is_45() -> None:
    """Seed 002: "Strasse (ST): Klein: 1-5 = 45 Punkte"."""
    assert written("yamm", "straight", (5, 4, 3, 2, 1)) == 45


def test_yamm_large_straight_is_50() -> None:
    """Seed 002: "Strasse (ST): ... Gross: 2-6 = 50 Punkte"."""
    assert written("yamm", "straight", (6, 5, 4, 3, 2)) == 50


@pytest.mark.parametrize(
    ("subtotal", "bonus"),
    [
        (0, 0),
        (59, 0),
        (60, 60),
        (69, 60),
        (70, 100),
        (79, 100),
        (80, 150),
        (89, 150),
        (90, 300),
        (99, 300),
        (100, 600),
        (104, 600),
        (105, 1000),
    ],
)
def test_yamm_subtotal_bonus_tiers(subtotal: int, bonus: int) -> None:
    """Seed 002 "Boni für Zwischentotale": 0-59: 0, 60-69: +60, ..., 100-104: +600, 105: +1000."""
    rows = dict(zip(("6", "5", "4", "3", "2", "1"), (30, 25, 20, 15, 10, 5), strict=True))
    remaining, chosen = subtotal, {}
    for row, value in rows.items():  # largest rows first: a sheet list with this subtotal
        taken = min(value, remaining - remaining % int(row))
        chosen[row] = taken
        remaining -= taken
    assert remaining == 0
    result = summary("yamm", chosen)
    assert (result["upper"], result["bonus"]) == (subtotal, bonus)


def test_yamm_all_yamms_in_rows_1_6_is_105_with_1000_bonus() -> None:
    """Seed 002: "105 erspielte Punkte (alles Yamm) = +1000 Bonuspunkte"."""
    turns = [((face,) * 5, f"free1/{face}") for face in range(1, 7)]
    game = play("yamm", turns)
    column = game.column_summaries(SOLO)["free1"]
    assert (column["upper"], column["bonus"]) == (105, 1000)
    assert game.bonus[SOLO] == 6 * 100  # six one-throw yamms besides


def test_yamm_column_total_subtotal_bonus_and_lower_rows() -> None:
    """docs/rules.md 5: "Column total = subtotal + bonus + H + T + FH + ST + Y"."""
    turns = upper_turns("free1", (3, 3, 3, 3, 3, 3)) + [
        ((6, 6, 5, 5, 4), "free1/hoch"),
        ((1, 1, 2, 2, 3), "free1/tief"),
        ((1, 1, 1, 6, 6), "free1/full"),
        ((2, 3, 4, 5, 6), "free1/straight"),
    ]
    game = play("yamm", turns)
    game.apply(Throw(SOLO, (6, 6, 6, 6, 1)))
    game.apply(Throw(SOLO, (6, 6, 6, 6, 6), keep=(0, 1, 2, 3)))
    game.write(SOLO, "free1/yamm")
    column = game.column_summaries(SOLO)["free1"]
    assert column["upper"] + column["bonus"] == 63 + 60
    assert column["total"] == 123 + 26 + 9 + 50 + 50 + 70
    assert game.sheet_total(SOLO) == column["total"]  # not a one-throw yamm: no +100


def test_yamm_one_throw_yamm_adds_100_to_the_game_total_not_the_cell() -> None:
    """Seed 002: "In 1 Wurf erspielt: zusätzlich +100 ... Spieltotal (nicht auf das Feld"."""
    game = play("yamm", [((5, 5, 5, 5, 5), "free1/yamm")])
    assert cell_value(game, SOLO, "free1/yamm") == 65
    assert game.bonus[SOLO] == 100
    assert game.sheet_total(SOLO) == 165 == answer(game)["totals"][SOLO]


def test_yamm_one_throw_yamm_earns_100_wherever_it_is_written() -> None:
    """docs/rules.md 5: "+100 to the game total (not to the cell), wherever the dice are
    written"."""
    game = play("yamm", [((3, 3, 3, 3, 3), "free1/straight")])
    assert cell_value(game, SOLO, "free1/straight") == 0
    assert game.sheet_total(SOLO) == 100


def test_yamm_yamm_in_two_throws_earns_no_100() -> None:
    """Seed 002: "In 2 oder mehr Würfen erspielt: Summe der Augenzahl" - no extra 100."""
    game = Game("yamm", [SOLO])
    game.apply(Throw(SOLO, (5, 5, 5, 5, 1)))
    game.apply(Throw(SOLO, (5, 5, 5, 5, 5), keep=(0, 1, 2, 3)))
    game.write(SOLO, "free1/yamm")
    assert game.bonus[SOLO] == 0 and game.sheet_total(SOLO) == 65


def test_yamm_correction_moves_the_last_result_until_the_next_turn() -> None:
    """Seed 002: "Bis dahin darf die Platzierung des letzten erspielten Resultats ... korrigiert
    werden, danach nicht mehr"."""
    game = Game("yamm", [SOLO])
    game.apply(Throw(SOLO, (6, 6, 6, 2, 1)))
    game.write(SOLO, "free1/1")
    game.correct(SOLO, "free1/6")
    assert cell_value(game, SOLO, "free1/1") is None
    assert cell_value(game, SOLO, "free1/6") == 18
    game.apply(Throw(SOLO, (1, 2, 3, 4, 6)))  # the next turn starts: the placement is final
    with pytest.raises(IllegalAction) as refused:
        game.correct(SOLO, "free2/6")
    assert refused.value.code == "nothing_to_correct"


def test_yamm_correction_keeps_the_one_throw_bonus() -> None:
    """docs/record.md: "A moved result keeps its one-throw bonus"."""
    game = play("yamm", [((2, 2, 2, 2, 2), "free1/tief")])
    game.correct(SOLO, "free1/yamm")
    assert cell_value(game, SOLO, "free1/yamm") == 50
    assert game.sheet_total(SOLO) == 150


def test_yamm_partners_turn_order_a1_b1_a2_b2() -> None:
    """Seed 002: "zuerst Spieler 1 von jedem Team würfelt und danach ... Spieler 2"; RULES 8.5."""
    game = Game("yamm", None, mode="partners", teams=TEAMS)
    order = []
    for row in ("1", "2", "3", "4", "6"):
        order.append(game.thrower)
        game.apply(Throw(game.thrower, (1, 2, 3, 4, 6)))
        game.write(game.thrower, f"free1/{row}")
    assert order == ["ana", "cy", "bo", "dee", "ana"]
    red = [cell_value(game, "red", f"free1/{row}") for row in ("1", "2", "3", "4", "6")]
    assert red == [1, None, 3, None, 6]  # the partners share one sheet


def test_yamm_partners_correction_until_the_next_player_of_the_team_starts() -> None:
    """Seed 002: "muss definitiv eingeschrieben sein, bevor der nächste Spieler des gleichen Teams
    seinen Zug macht"."""
    game = Game("yamm", None, mode="partners", teams=TEAMS)
    game.apply(Throw("ana", (6, 6, 6, 2, 1)))
    game.write("ana", "free1/1")
    game.apply(Throw("cy", (1, 2, 3, 4, 6)))
    game.write("cy", "free1/1")
    game.correct("bo", "free1/6")  # bo's team, before bo's throw: still allowed
    assert cell_value(game, "red", "free1/6") == 18
    game.apply(Throw("bo", (1, 2, 3, 4, 6)))
    with pytest.raises(IllegalAction):
        game.correct("ana", "free1/2")


def test_yamm_highest_die_starts_a_1_or_6_ends_the_draw() -> None:
    """Seed 002: "Wer die höchste Augenanzahl erreicht hat, beginnt ... eine 1 oder eine 6 ...
    beendet"."""
    assert draw_starting_order("yamm", ["a", "b", "c"], FixedDice([3, 1]))[0] == ["b", "c", "a"]
    order, rounds = draw_starting_order("yamm", ["a", "b", "c"], FixedDice([4, 5, 5, 2, 3]))
    assert rounds == [{"a": 4, "b": 5, "c": 5}, {"b": 2, "c": 3}]
    assert order == ["c", "a", "b"]


# -- russian (seed 003) ---------------------------------------------------------------------
def test_russian_threes_2_3_5_3_6_is_6() -> None:
    """Seed 003: "комбинация 2 3 5 3 6. Если её записать в 3, сумма будет 6"."""
    assert written("russian", "3", (2, 3, 5, 3, 6)) == 6


def test_russian_fives_2_3_5_3_6_is_5() -> None:
    """Seed 003: "2 3 5 3 6 ... а если в 5 то сумма будет 5"."""
    assert written("russian", "5", (2, 3, 5, 3, 6)) == 5


def test_russian_turn_2_3_5_5_4_then_6_6_5_5_1_then_6_6_4_6_5_as_max_is_27() -> None:
    """Seed 003: "бросив ... 2 3 5 5 4, ... 6 6 5 5 1 ... 6 6 4 6 5 ... свободный максимум"."""
    game = Game("russian", [SOLO])
    game.throw(SOLO, FixedDice([2, 3, 5, 5, 4]))
    game.throw(SOLO, FixedDice([6, 6, 1]), keep=[2, 3])  # the fives stay
    assert game.dice == (6, 6, 5, 5, 1)
    game.throw(SOLO, FixedDice([4, 6, 5]), keep=[0, 1])  # the sixes stay
    assert game.dice == (6, 6, 4, 6, 5)
    game.write(SOLO, "free/max")
    assert cell_value(game, SOLO, "free/max") == 27


@pytest.mark.parametrize(
    ("school", "bonus"),
    [(59, 0), (60, 30), (69, 30), (70, 40), (79, 40), (80, 50), (90, 60), (100, 70)],
)
def test_russian_school_bonus_tiers(school: int, bonus: int) -> None:
    """Seed 003: "Если сумма >=60 ... премия 30 ... >=70 премия 40, >= 80 премия 50, и т.д."."""
    rows = {"6": 30, "5": 25, "4": 20, "3": 15, "2": 10, "1": 5}
    remaining, chosen = school, {}
    for row, value in rows.items():
        taken = min(value, remaining - remaining % int(row))
        chosen[row] = taken
        remaining -= taken
    assert remaining == 0
    result = summary("russian", chosen)
    assert (result["upper"], result["bonus"]) == (school, bonus)


def test_russian_school_of_63_played_earns_30() -> None:
    """Seed 003: "Если сумма >=60 то выдаётся премия 30 (премия зачисляется в общую сумму)"."""
    game = play("russian", upper_turns("free", (3, 3, 3, 3, 3, 3)))
    column = game.column_summaries(SOLO)["free"]
    assert (column["upper"], column["bonus"], column["total"]) == (63, 30, 93)
    assert game.totals()[SOLO] == 93


@pytest.mark.parametrize(
    ("school", "penalty"),
    [
        (59, 0),
        (40, 0),
        (39, -30),
        (30, -30),
        (29, -40),
        (20, -40),
        (19, -50),
        (10, -50),
        (9, -60),
        (0, -60),
    ],
)
def test_russian_negative_school_penalties(school: int, penalty: int) -> None:
    """Seed 003 (Новосибирск): "Если сумма в строке <40 - премия -30, <30 премия -40 и т.д."."""
    rows = {"6": 30, "5": 25, "4": 20, "3": 15, "2": 10, "1": 5}
    remaining, chosen = school, {}
    for row, value in rows.items():
        taken = min(value, remaining - remaining % int(row))
        chosen[row] = taken
        remaining -= taken
    assert remaining == 0
    result = summary("russian", chosen, negative_school=True)
    assert (result["upper"], result["bonus"]) == (school, penalty)


def test_russian_negative_school_played_column_of_21_costs_40() -> None:
    """Seed 003 (Новосибирск): "<30 премия -40"; docs/rules.md 6 option negative_school."""
    game = play("russian", upper_turns("free", (1, 1, 1, 1, 1, 1)), negative_school=True)
    column = game.column_summaries(SOLO)["free"]
    assert (column["upper"], column["bonus"], column["total"]) == (21, -40, -19)


def test_russian_max_and_min_are_not_counted_but_their_product_is() -> None:
    """Seed 003: "Сумма этих комбинаций ... не учитывается ... умножает её на количество единиц"."""
    game = play(
        "russian",
        [((1, 1, 1, 4, 6), "free/1"), ((6, 6, 5, 5, 4), "free/max"), ((1, 1, 2, 2, 3), "free/min")],
    )
    column = game.column_summaries(SOLO)["free"]
    assert (column["max_min"], column["total"]) == (51, 3 + 51)


def test_russian_small_straight_2_5_1_4_3_is_35() -> None:
    """Seed 003: "комбинация 2 5 1 4 3 - малый стрит ... сумма значений + бонус 20 очков"."""
    assert written("russian", "straight", (2, 5, 1, 4, 3)) == 35


def test_russian_large_straight_6_2_4_3_5_is_40() -> None:
    """Seed 003: "комбинация 6 2 4 3 5 - большой ... сумма значений + бонус 20 очков"."""
    assert written("russian", "straight", (6, 2, 4, 3, 5)) == 40


def test_russian_full_5_4_5_5_4_is_53() -> None:
    """Seed 003: "Фулл ... Примеры: 5 4 5 5 4 ... сумма значений + бонус 30 очков"."""
    assert written("russian", "full", (5, 4, 5, 5, 4)) == 53


def test_russian_full_2_2_6_6_6_is_52() -> None:
    """Seed 003: "Фулл ... Примеры: ... 2 2 6 6 6 ... сумма значений + бонус 30 очков"."""
    assert written("russian", "full", (2, 2, 6, 6, 6)) == 52


def test_russian_full_3_3_5_5_3_is_49() -> None:
    """Seed 003: "Фулл ... Примеры: ... 3 3 5 5 3 ... сумма значений + бонус 30 очков"."""
    assert written("russian", "full", (3, 3, 5, 5, 3)) == 49


def test_russian_full_5_5_5_5_5_is_55() -> None:
    """Seed 003: "Фулл ... 5 5 5 5 5 ... Например сумма последней комбинации = 55"."""
    assert written("russian", "full", (5, 5, 5, 5, 5)) == 55


def test_russian_kare_2_5_5_5_5_is_60() -> None:
    """Seed 003: "Каре ... Примеры: 2 5 5 5 5 ... сумма четырёх значений каре + бонус 40"."""
    assert written("russian", "kare", (2, 5, 5, 5, 5)) == 60


def test_russian_kare_4_4_5_4_4_is_56() -> None:
    """Seed 003: "Каре ... Примеры: ... 4 4 5 4 4 ... сумма четырёх значений каре + бонус 40"."""
    assert written("russian", "kare", (4, 4, 5, 4, 4)) == 56


def test_russian_kare_3_3_3_6_3_is_52() -> None:
    """Seed 003: "Каре ... Примеры: ... 3 3 3 6 3 ... сумма четырёх значений каре + бонус 40"."""
    assert written("russian", "kare", (3, 3, 3, 6, 3)) == 52


def test_russian_kare_4_4_4_4_4_is_56() -> None:
    """Seed 003: "Каре ... 4 4 4 4 4 ... Например сумма последней комбинации = 56"."""
    assert written("russian", "kare", (4, 4, 4, 4, 4)) == 56


def test_russian_yamb_4_4_4_4_4_is_70() -> None:
    """Seed 003: "Ямб ... Пример 4 4 4 4 4 ... сумма значений + бонус 50 очков"."""
    assert written("russian", "yamb", (4, 4, 4, 4, 4)) == 70


def test_russian_yamb_3_3_3_3_3_is_65() -> None:
    """Seed 003: "Ямб ... 3 3 3 3 3 ... Например сумма последней комбинации = 65"."""
    assert written("russian", "yamb", (3, 3, 3, 3, 3)) == 65


def test_russian_any_combination_cell_may_take_0_by_choice() -> None:
    """Seed 003: "в зависимости от игровой ситуации можно в любую записать 0"."""
    game = Game("russian", [SOLO])
    game.apply(Throw(SOLO, (4, 4, 4, 4, 4)))
    game.cross(SOLO, "free/yamb")
    assert cell_value(game, SOLO, "free/yamb") == 0


def test_russian_settlement_1350_1100_1200_is_plus400_minus350_minus50() -> None:
    """Seed 003: "1-й набрал 1350, 2-й - 1100, 3-й 1200 ... 400 ... - 350 ... - 50"."""
    game = Game("russian", ["p1", "p2", "p3"])
    strong = {"1": 5, "2": 10, "3": 15, "4": 20, "5": 25, "6": 30, "max": 30, "min": 5}
    strong |= {"straight": 40, "full": 60, "kare": 64, "yamb": 80}  # 175 + 125 + 244 = 544
    extra = {
        "p1": {"6": 18, "straight": 40, "full": 60, "kare": 64, "yamb": 80},  # 262
        "p2": {"6": 12},  # 12
        "p3": {"5": 20, "6": 12, "yamb": 80},  # 112
    }
    names = game.ruleset.cell_names
    for player, free in extra.items():
        sheet = game.sheets[player]
        for column, rows in (("down", strong), ("up", strong), ("free", free)):
            for row, value in rows.items():
                sheet[names.index(f"{column}/{row}")] = value
    assert game.totals() == {"p1": 1350, "p2": 1100, "p3": 1200}
    assert game.settlement() == {"p1": 400, "p2": -350, "p3": -50}
    assert answer(game)["settlement"] == {"p1": 400, "p2": -350, "p3": -50}


def test_russian_matches_writing_after_the_first_throw_earns_2() -> None:
    """Seed 003 (Томск): "Бросив например 1 раз ... и тут же записав ... берёт себе 2 спички"."""
    game = play("russian", [((1, 2, 3, 4, 6), "free/1")], matches=True)
    assert game.matches[SOLO] == 2


def test_russian_matches_writing_after_one_rethrow_earns_1() -> None:
    """Seed 003 (Томск): "с одним перебросом - 1 спичку"."""
    game = Game("russian", [SOLO], options={"matches": True})
    game.apply(Throw(SOLO, (1, 2, 3, 4, 6)))
    game.apply(Throw(SOLO, (1, 2, 3, 4, 5), keep=(0, 1, 2, 3)))
    game.write(SOLO, "free/straight")
    assert game.matches[SOLO] == 1


def test_russian_matches_writing_after_two_rethrows_earns_none() -> None:
    """Seed 003 (Томск): "после 2-х перебросов спичку взять не может"."""
    game = Game("russian", [SOLO], options={"matches": True})
    game.apply(Throw(SOLO, (1, 2, 3, 4, 6)))
    game.apply(Throw(SOLO, (1, 2, 3, 4, 6), keep=(0, 1, 2, 3)))
    game.apply(Throw(SOLO, (1, 2, 3, 4, 5), keep=(0, 1, 2, 3)))
    game.write(SOLO, "free/straight")
    assert game.matches[SOLO] == 0


def test_russian_matches_declining_a_turn_earns_3() -> None:
    """Seed 003 (Томск): "От любого хода можно просто отказаться записав без броска сразу 0 и взять
    3 спички"."""
    game = Game("russian", [SOLO], options={"matches": True})
    game.cross(SOLO, "free/yamb")
    assert cell_value(game, SOLO, "free/yamb") == 0
    assert game.matches[SOLO] == 3 and game.throws == 0


def test_russian_matches_a_paid_fourth_throw_costs_1() -> None:
    """Seed 003 (Томск): "покупать дополнительные броски после 2-х бесплатных перебросов, ...
    спичка возвращается в коробок"."""
    game = Game("russian", [SOLO], options={"matches": True})
    game.cross(SOLO, "free/yamb")  # 3 matches
    game.apply(Throw(SOLO, (6, 6, 1, 2, 3)))
    game.apply(Throw(SOLO, (6, 6, 6, 2, 3), keep=(0, 1)))
    game.apply(Throw(SOLO, (6, 6, 6, 2, 3), keep=(0, 1, 2)))
    assert game.matches[SOLO] == 3
    game.apply(Throw(SOLO, (6, 6, 6, 6, 3), keep=(0, 1, 2)))
    assert game.matches[SOLO] == 2 and game.throws == 4
    game.write(SOLO, "free/kare")
    assert cell_value(game, SOLO, "free/kare") == 64 and game.matches[SOLO] == 2


def test_russian_down_order_1_to_yamb() -> None:
    """Seed 003: "комбинации играются последовательно с лева на право"; docs/rules.md 6 row
    order."""
    order = ["1", "2", "3", "4", "5", "6", "max", "min", "straight", "full", "kare", "yamb"]
    game = Game("russian", [SOLO])
    for row in order:
        game.apply(Throw(SOLO, (1, 2, 3, 4, 6)))
        assert offered_in(game, "down") == [f"down/{row}"]
        game.write(SOLO, f"down/{row}")


def test_russian_a_game_is_48_turns() -> None:
    """Seed 003: "4-х заданий (строк), в каждом из которых нужно выполнить 12 ... комбинаций"."""
    assert turns_written(autoplay(Game("russian", [SOLO]), seed=6)) == 48


# -- tris (seed 004) ------------------------------------------------------------------------
def test_tris_fives_5_5_5_4_2_is_15() -> None:
    """Seed 004: "ostvarili ste 5;5;5;4;2, te u red označen sa 5 upisujete 15"."""
    assert written("tris", "5", (5, 5, 5, 4, 2)) == 15


def test_tris_3_6_9_12_15_18_is_63_with_bonus_93() -> None:
    """Seed 004: "3+6+9+12+15+18=63 ... pribrajate nagradni bonus, te u red ZBROJ upisujete 93"."""
    game = play("tris", upper_turns("free", (3, 3, 3, 3, 3, 3)))
    column = game.column_summaries(SOLO)["free"]
    assert column["upper"] + column["bonus"] == 93


def test_tris_63_with_agreed_threshold_63_is_93() -> None:
    """Seed 004: "možete dogovoriti drugi potrebni zbroj - npr.63" ... "upisujete 93"."""
    game = play("tris", upper_turns("free", (3, 3, 3, 3, 3, 3)), bonus_threshold=63)
    column = game.column_summaries(SOLO)["free"]
    assert column["upper"] + column["bonus"] == 93


def test_tris_60_with_agreed_threshold_63_earns_no_bonus() -> None:
    """Seed 004: "Ukoliko vam zbroj iznosi 60 ili više ... (... drugi potrebni zbroj - npr.63)"."""
    counts = (3, 3, 2, 3, 3, 3)  # 3+6+6+12+15+18 = 60
    default = play("tris", upper_turns("free", counts)).column_summaries(SOLO)["free"]
    agreed = play("tris", upper_turns("free", counts), bonus_threshold=63)
    assert (default["upper"], default["bonus"]) == (60, 30)
    assert agreed.column_summaries(SOLO)["free"]["bonus"] == 0


def test_tris_max_6_6_5_5_4_is_26() -> None:
    """Seed 004: "6;6;5;5;4 za maksimum treba upisati 26"."""
    assert written("tris", "max", (6, 6, 5, 5, 4)) == 26


def test_tris_min_1_1_2_2_3_is_9() -> None:
    """Seed 004: "ili 1;1;2;2;3 za minimum treba upisati 9"."""
    assert written("tris", "min", (1, 1, 2, 2, 3)) == 9


def test_tris_max_min_17_times_3_is_51() -> None:
    """Seed 004: "26-9=17 ... u koloni, u redu 1, upisali 3, tada vam umnožak iznosi 17x3=51"."""
    game = play(
        "tris",
        [((1, 1, 1, 5, 6), "free/1"), ((6, 6, 5, 5, 4), "free/max"), ((1, 1, 2, 2, 3), "free/min")],
    )
    assert game.column_summaries(SOLO)["free"]["max_min"] == 51


def test_tris_tris_4_4_4_5_6_is_33() -> None:
    """Seed 004: "4;4;4;5;6 za TRIS" (printed 24+10=34); docs/rules.md 7: the dice sum to 23 ->
    33."""
    assert written("tris", "tris", (4, 4, 4, 5, 6)) == 33


def test_tris_small_straight_is_30() -> None:
    """Seed 004: "SKALA ... 30 bodova za malu skalu (1;2;3;4;5)"."""
    assert written("tris", "straight", (1, 2, 3, 4, 5)) == 30


def test_tris_large_straight_is_40() -> None:
    """Seed 004: "SKALA ... 40 bodova za veliku skalu (2;3;4;5;6)"."""
    assert written("tris", "straight", (2, 3, 4, 5, 6)) == 40


def test_tris_full_3_3_3_5_5_is_49() -> None:
    """Seed 004: "3;3;3;5;5 za FULL treba upisati 19+30=49"."""
    assert written("tris", "full", (3, 3, 3, 5, 5)) == 49


def test_tris_five_of_a_kind_is_not_a_full() -> None:
    """docs/rules.md 7: "Full ... five of a kind is not a full (choice, as bulgarian)"."""
    assert written("tris", "full", (3, 3, 3, 3, 3)) == 0


def test_tris_poker_5_5_5_5_6_is_66() -> None:
    """Seed 004: "5;5;5;5;6 za POKER treba upisati 26+40=66"."""
    assert written("tris", "poker", (5, 5, 5, 5, 6)) == 66


def test_tris_yamb_4_4_4_4_4_is_70() -> None:
    """Seed 004: "4;4;4;4;4 za YAMB treba upisati 20+50=70"."""
    assert written("tris", "yamb", (4, 4, 4, 4, 4)) == 70


def test_tris_announced_straight_from_2_3_4_5_5_small_is_30() -> None:
    """Seed 004: "2;3;4;5;5 te najavljujete skalu ... bacajući jednu kockicu" (docs/rules.md 7:
    30)."""
    game = Game("tris", [SOLO])
    game.apply(Throw(SOLO, (2, 3, 4, 5, 5)))
    game.announce(SOLO, "announce/straight")
    game.apply(Throw(SOLO, (2, 3, 4, 5, 1), keep=(0, 1, 2, 3)))
    game.write(SOLO, "announce/straight")
    assert cell_value(game, SOLO, "announce/straight") == 30


def test_tris_announced_straight_from_2_3_4_5_5_large_is_40() -> None:
    """Seed 004: "2;3;4;5;5 te najavljujete skalu ... veliku" (docs/rules.md 7: large 40)."""
    game = Game("tris", [SOLO])
    game.apply(Throw(SOLO, (2, 3, 4, 5, 5)))
    game.announce(SOLO, "announce/straight")
    game.apply(Throw(SOLO, (2, 3, 4, 5, 6), keep=(0, 1, 2, 3)))
    game.write(SOLO, "announce/straight")
    assert cell_value(game, SOLO, "announce/straight") == 40


def test_tris_announced_straight_missed_is_x() -> None:
    """Seed 004: "Ukoliko niste uspjeli ... u koloni N u redu SKALA upisujete X ili 0"."""
    game = Game("tris", [SOLO])
    game.apply(Throw(SOLO, (2, 3, 4, 5, 5)))
    game.announce(SOLO, "announce/straight")
    game.apply(Throw(SOLO, (2, 3, 4, 5, 4), keep=(0, 1, 2, 3)))
    game.apply(Throw(SOLO, (2, 3, 4, 5, 2), keep=(0, 1, 2, 3)))
    game.write(SOLO, "announce/straight")
    assert answer(game)["sheets"][SOLO]["crossed"] == ["announce/straight"]


def test_tris_down_column_1_to_yamb() -> None:
    """Seed 004: "STRELICA DOLJE ... prvo popunite red 1, zatim red 2, ... sve do reda YAMB"."""
    order = ["1", "2", "3", "4", "5", "6", "max", "min", "tris", "straight", "full", "poker"]
    order += ["yamb"]
    game = Game("tris", [SOLO])
    for row in order:
        game.apply(Throw(SOLO, (1, 2, 3, 4, 6)))
        assert offered_in(game, "down") == [f"down/{row}"]
        game.write(SOLO, f"down/{row}")


def test_tris_up_column_starts_with_yamb_then_poker() -> None:
    """Seed 004: "STRELICA GORE ... prvo popunite red YAMB, zatim red POKER"."""
    game = Game("tris", [SOLO])
    game.apply(Throw(SOLO, (1, 2, 3, 4, 6)))
    assert offered_in(game, "up") == ["up/yamb"]
    game.write(SOLO, "up/yamb")
    game.apply(Throw(SOLO, (1, 2, 3, 4, 6)))
    assert offered_in(game, "up") == ["up/poker"]


def test_tris_result_is_sum_bonus_max_min_and_lower_sum() -> None:
    """Seed 004 "REZULTATI": "zbroj redova 1-6 + ... bonus, razlike MAX i MIN ... i zbroja TRIS-a,
    SKAL-e, FULL-a, POKER-a i YAMB-a"."""
    turns = upper_turns("free", (3, 3, 3, 3, 3, 3)) + [
        ((6, 6, 5, 5, 4), "free/max"),
        ((1, 1, 2, 2, 3), "free/min"),
        ((4, 4, 4, 5, 6), "free/tris"),
        ((1, 2, 3, 4, 5), "free/straight"),
        ((3, 3, 3, 5, 5), "free/full"),
        ((5, 5, 5, 5, 6), "free/poker"),
        ((4, 4, 4, 4, 4), "free/yamb"),
    ]
    game = play("tris", turns)
    assert game.totals()[SOLO] == 93 + 51 + (33 + 30 + 49 + 66 + 70)


def test_tris_six_dice_throws_six_dice() -> None:
    """Seed 004: "ukoliko igrate sa šest kockica"; docs/rules.md 7 option six_dice."""
    game = Game("tris", [SOLO], options={"six_dice": True})
    game.throw(SOLO, FixedDice([4, 4, 4, 5, 6, 1]))
    assert game.dice == (4, 4, 4, 5, 6, 1)


def test_tris_six_dice_tris_uses_the_best_five_4_4_4_5_6_1_is_33() -> None:
    """Seed 004: "sa šest kockica ... računaju se vrijednosti pet kockica"; docs/rules.md 7 best
    five."""
    assert written("tris", "tris", (4, 4, 4, 5, 6, 1), six_dice=True) == 33


def test_tris_six_dice_yamb_leaves_out_the_odd_die() -> None:
    """docs/rules.md 7 six_dice: "the five dice that score best for the chosen cell are used"."""
    assert written("tris", "yamb", (6, 6, 6, 6, 6, 1), six_dice=True) == 80


def test_tris_six_dice_straight_from_1_to_6_is_large_40() -> None:
    """docs/rules.md 7 six_dice: "the five dice that score best" - 2-3-4-5-6 beats 1-2-3-4-5."""
    assert written("tris", "straight", (1, 2, 3, 4, 5, 6), six_dice=True) == 40


def test_tris_six_dice_min_uses_the_lowest_five() -> None:
    """docs/rules.md 7 six_dice: best five for Min are the lowest: 1-1-2-2-3 of 1-1-2-2-3-6 -> 9."""
    assert written("tris", "min", (1, 1, 2, 2, 3, 6), six_dice=True) == 9


def test_tris_six_dice_max_uses_the_highest_five() -> None:
    """docs/rules.md 7 six_dice: best five for Max: 6-6-5-5-4 of 1-6-6-5-5-4 -> 26."""
    assert written("tris", "max", (1, 6, 6, 5, 5, 4), six_dice=True) == 26


def test_tris_six_dice_full_from_6_6_6_5_5_5_is_58() -> None:
    """docs/rules.md 7 six_dice: best five for Full of 6-6-6-5-5-5 is 6-6-6-5-5 -> 28 + 30."""
    assert written("tris", "full", (6, 6, 6, 5, 5, 5), six_dice=True) == 58


def test_tris_starts_in_join_order() -> None:
    """docs/rules.md 7: "Starting order: join order"."""
    assert draw_starting_order("tris", ["b", "a"], FixedDice([]))[0] == ["b", "a"]


# -- docs/rules.md section 1: what all rulesets share --------------------------------------------
@pytest.mark.parametrize(("ruleset", "row"), [("classic", "min"), ("yamm", "tief")])
def test_sum_rows_always_take_the_sum(ruleset: str, row: str) -> None:
    """docs/rules.md 1: "Rows whose value is a plain sum ... always take that sum: never
    crossed"."""
    game = Game(ruleset, [SOLO])
    game.apply(Throw(SOLO, (6, 6, 6, 6, 6)))
    cell = f"{free_column(ruleset)}/{row}"
    assert all(o.value == 30 for o in game.write_options() if o.cell == cell)
    with pytest.raises(IllegalAction) as refused:
        game.cross(SOLO, cell)
    assert refused.value.code == "sum_row_cross"
    game.write(SOLO, cell)
    assert cell_value(game, SOLO, cell) == 30


def test_a_filled_zero_is_a_crossed_cell() -> None:
    """docs/rules.md 1: "a filled cell holding 0 is a crossed cell, whatever the reason"."""
    game = play("classic", [((1, 2, 3, 4, 6), "free/yamb"), ((2, 3, 4, 5, 6), "free/1")])
    assert sorted(answer(game)["sheets"][SOLO]["crossed"]) == ["free/1", "free/yamb"]


def test_game_ends_when_every_sheet_is_full() -> None:
    """docs/rules.md 1: "The game ends when every player's (or team's) sheet is full"."""
    game = autoplay(Game("russian", ["ana", "bo"]), seed=8)
    assert game.is_over
    assert all(None not in cells for cells in game.sheets.values())
    assert turns_written(game) == 2 * 48
    assert game.legal_actions() == []


def test_highest_total_wins() -> None:
    """docs/rules.md 1: "Highest game total wins, except in Kontra Yamb"."""
    game = autoplay(Game("tris", ["ana", "bo"]), seed=9)
    totals = game.totals()
    assert game.winners() == [p for p in totals if totals[p] == max(totals.values())]


def test_cells_are_named_column_slash_row() -> None:
    """docs/record.md: "A cell is named column/row: down/1, announce/yamb, free3/hoch"."""
    game = Game("yamm", [SOLO])
    game.apply(Throw(SOLO, (1, 2, 3, 4, 6)))
    assert "free3/hoch" in [o.cell for o in game.write_options()]
    assert {"down/1", "announce/yamb"} <= set(get_ruleset("classic").cell_names)
