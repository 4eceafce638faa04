"""The AI: it only ever makes legal moves, in every ruleset, mode and role; it is deterministic;
its hints agree with playing the turn out; it corrects (yamm) and plays Kontra as the rules want."""

from __future__ import annotations

import json
import math
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engine import (
    MODES,
    RULESET_NAMES,
    Announce,
    Correct,
    Cross,
    FixedDice,
    Game,
    RandomDice,
    Stop,
    ThrowOption,
    Write,
    to_record,
)
from engine.ai import HintLine, ThrowMove, Wait, choose, hint, load
from engine.ai.selfplay import play
from tests.randomplay import choose as random_action
from tests.randomplay import new_game, play_step

VARIANTS: list[tuple[str, str, dict[str, Any] | None]] = [
    (ruleset, mode, options)
    for ruleset in RULESET_NAMES
    for mode in MODES
    if not (mode == "kontra" and ruleset == "yamm")
    for options in (
        [None, {"six_dice": True}]
        if ruleset == "tris"
        else [None, {"matches": True}]
        if ruleset == "russian"
        else [None]
    )
]
IDS = [f"{r}-{m}" + ("-" + "-".join(o) if o else "") for r, m, o in VARIANTS]
LEVELS = ("easy", "normal", "hard")


def check_move(game: Game, player: str, move: object) -> None:
    """The move is one the rules allow `player` now (a throw is tried on a copy)."""
    legal = [a for a in game.legal_actions() if a.player == player]
    assert legal, f"{player} was asked but has nothing to do"
    if isinstance(move, Wait):
        return
    if isinstance(move, ThrowMove):
        options = [a for a in legal if isinstance(a, ThrowOption)]
        assert options, f"{player} may not throw now"
        assert (move.keep is None) == options[0].first or any(
            (move.keep is None) == o.first for o in options
        )
        twin = game.snapshot()
        twin.throw(player, RandomDice(0), move.keep)
        return
    assert move in legal, f"{move} is not among the legal actions"


def act(game: Game, player: str, move: object, dice: RandomDice) -> None:
    if isinstance(move, ThrowMove):
        game.throw(player, dice, move.keep)
    elif not isinstance(move, Wait):
        game.apply(move)  # type: ignore[arg-type]


@pytest.mark.parametrize(("ruleset", "mode", "options"), VARIANTS, ids=IDS)
def test_every_move_is_legal(ruleset: str, mode: str, options: dict[str, Any] | None) -> None:
    """From seeded random positions, every player the game waits on is asked at every level and
    the AI then plays on for a while; each answer must be legal, and someone always acts."""
    for seed in range(2):
        rnd, dice = random.Random(seed), RandomDice(seed)
        game = new_game(ruleset, mode, options)
        for _ in range(rnd.randrange(5, 120)):
            if game.is_over:
                break
            play_step(game, random_action(game, rnd), rnd, dice)
        rng = random.Random(seed)
        for step in range(40):
            if game.is_over:
                break
            level = LEVELS[step % 3]
            # in Kontra both roles answer at every position; elsewhere players answer in turn
            # until one acts (asking both partners every time doubled the test's time)
            answers = []
            for player in game.decision().players:
                move = choose(game, player, level, rng)
                check_move(game, player, move)
                answers.append((player, move))
                if mode != "kontra" and not isinstance(move, Wait):
                    break
            acting = [(p, m) for p, m in answers if not isinstance(m, Wait)]
            assert acting, f"everyone waits at {game.decision()}"
            act(game, *acting[0], dice)


@pytest.mark.parametrize("ruleset", ["classic", "yamm"])
def test_whole_games_end_and_replay(ruleset: str) -> None:
    from engine import replay

    game = play(Game(ruleset, ["ana"]), {"ana": "hard"}, "whole")
    assert game.is_over
    assert replay(to_record(game)).totals() == game.totals()


def test_deterministic_for_a_seed() -> None:
    records = [
        to_record(play(Game("bulgarian", ["ana", "bo"]), {"ana": "hard", "bo": "normal"}, "s"))
        for _ in range(2)
    ]
    assert records[0] == records[1]
    game = Game("tris", ["ana"])
    game.throw("ana", FixedDice([2, 2, 5, 6, 6]))
    moves = {choose(game, "ana", "hard", random.Random(7)) for _ in range(3)}
    assert len(moves) == 1


def test_unknown_level_and_nothing_to_decide() -> None:
    game = Game("classic", ["ana", "bo"])
    with pytest.raises(ValueError):
        choose(game, "ana", "grandmaster", random.Random(0))
    with pytest.raises(ValueError):
        choose(game, "bo", "hard", random.Random(0))


def test_load_twice_is_cheap() -> None:
    import time

    load(("classic",))
    start = time.perf_counter()
    load(("classic",))
    assert time.perf_counter() - start < 0.05


@pytest.mark.parametrize("ruleset", RULESET_NAMES)
def test_sheet_value_follows_the_total(ruleset: str) -> None:
    """The sheet's total plus the tables' value of the rest changes by exactly the gain the
    tables gave each write (Max-Min and Hoch-Tief written in part included)."""
    from engine.ai.groups import row_values
    from engine.ai.player import brain_for

    game = Game(ruleset, ["ana"])
    model = brain_for(game.ruleset, "normal").model
    xs = row_values(game.ruleset).xs
    dice, rng = RandomDice(3), random.Random(1)

    def standing() -> float:
        # the one-throw bonus is a turn's, not a cell's: left out
        return game.sheet_total("ana") - game.bonus["ana"] + model.sheet_value(game.sheets["ana"])

    while not game.is_over:
        move = choose(game, "ana", "normal", rng)
        if isinstance(move, Write | Cross):
            cells, before = list(game.sheets["ana"]), standing()
            cell = game.ruleset.cell_index[move.cell]
            game.apply(move)
            value = game.sheets["ana"][cell] or 0
            row = cell % len(game.ruleset.rows)
            gain = model.write_gain(cells, cell)[list(xs[row]).index(value)]
            assert standing() - before == pytest.approx(gain), move
        else:
            act(game, "ana", move, dice)


# -- what the AI does in clear positions ---------------------------------------------------------
def fill_except(game: Game, player: str, leave: set[str]) -> None:
    """Play turns of plain dice, crossing (or writing) every cell outside `leave` and the
    announce column, in an order the columns allow."""
    names = game.ruleset.cell_names
    owner = game.round.sheets[0]

    def to_fill() -> bool:
        return any(
            v is None and names[c] not in leave and not names[c].startswith("announce/")
            for c, v in enumerate(game.sheets[owner])
        )

    while to_fill():
        game.throw(player, FixedDice([1, 2, 3, 4, 6]))
        options = [o for o in game.write_options() if o.cell not in leave]
        options = [o for o in options if not o.cell.startswith("announce/")]
        crossable = [a for a in game.legal_actions() if isinstance(a, Cross)]
        cross = [a for a in crossable if a.cell == options[0].cell]
        game.apply(cross[0] if cross else Write(player, options[0].cell))


def test_keeps_four_sixes_for_the_yamb() -> None:
    """Only free/yamb and the announce column are open: four sixes are kept for a yamb."""
    game = Game("classic", ["ana"])
    fill_except(game, "ana", {"free/yamb"})
    game.throw("ana", FixedDice([6, 6, 2, 6, 6]))
    move = choose(game, "ana", "hard", random.Random(0))
    if isinstance(move, Announce):
        assert move.cell in ("announce/yamb", "announce/poker")
    else:
        assert move == ThrowMove((0, 1, 3, 4))


def test_kontra_thrower_breaks_and_writer_announces() -> None:
    game = Game("classic", ["ana", "bo"], mode="kontra")
    game.throw("ana", FixedDice([6, 6, 6, 6, 1]))
    writer = choose(game, "bo", "hard", random.Random(0))
    assert isinstance(writer, Announce)  # four sixes: the writer announces for ana
    game2 = Game("classic", ["ana", "bo"], mode="kontra")
    game2.throw("ana", FixedDice([6, 6, 6, 6, 1]))
    thrower = choose(game2, "ana", "hard", random.Random(0))
    # without an announcement ana throws on, breaking the sixes rather than saying enough
    assert isinstance(thrower, ThrowMove)
    assert thrower.keep is not None and sum(1 for i in thrower.keep if i < 4) < 4


def test_kontra_writer_writes_a_value_where_one_is_possible() -> None:
    """After two throws and enough, no announcement is possible: a value is written."""
    game = Game("classic", ["ana", "bo"], mode="kontra")
    game.throw("ana", FixedDice([1, 2, 3, 4, 6]))
    game.throw("ana", FixedDice([2]), keep=(0, 1, 2, 3))
    game.stop("ana")
    move = choose(game, "bo", "hard", random.Random(0))
    assert isinstance(move, Write)
    game.apply(move)
    assert game.sheets["ana"][game.ruleset.cell_index[move.cell]]


def test_yamm_correction_pays_after_a_poor_write() -> None:
    """A first-throw yamm of sixes crossed into down1/1 is moved where it is worth most."""
    game = Game("yamm", ["ana"])
    game.throw("ana", FixedDice([6, 6, 6, 6, 6]))
    game.write("ana", "down1/1")
    move = choose(game, "ana", "hard", random.Random(0))
    assert isinstance(move, Correct)
    game.apply(move)
    assert game.sheet_total("ana") > 100


def test_pairs_writes_the_better_result() -> None:
    """The first partner's yamb of sixes is held; whatever the second partner does with a poor
    throw, the team writes the yamb."""
    game = Game("classic", None, mode="pairs", teams={"red": ["ana", "bo"], "blue": ["cy", "di"]})
    game.throw("ana", FixedDice([6, 6, 6, 6, 6]))
    move = choose(game, "ana", "hard", random.Random(0))
    assert move == Stop("ana") or isinstance(move, Announce)
    game.apply(move)
    if isinstance(move, Announce):
        game.stop("ana")
    game.throw("bo", FixedDice([1, 2, 2, 4, 6]))
    dice = RandomDice(3)
    while True:
        move = choose(game, "bo", "hard", random.Random(0))
        if isinstance(move, Write | Cross):
            break
        act(game, "bo", move, dice)
    assert isinstance(move, Write) and move.result == "ana"


# -- hints ---------------------------------------------------------------------------------------
def test_hint_ranks_kinds_together() -> None:
    game = Game("classic", ["ana"])
    game.throw("ana", FixedDice([6, 6, 6, 5, 2]))
    lines = hint(game, "ana", top=8)
    assert lines and isinstance(lines[0], HintLine)
    assert lines[0].loss == 0.0
    assert all(b.loss <= a.loss for a, b in zip(lines, lines[1:], strict=False))
    assert all(line.loss <= 0.0 for line in lines)
    kinds = {type(line.move) for line in lines}
    assert ThrowMove in kinds and (Write in kinds or Announce in kinds)
    assert all(line.expected_total > 0 for line in lines)
    assert hint(Game("classic", ["ana", "bo"]), "bo") == []


def play_out_turn(game: Game, player: str, keep: tuple[int, ...], seed: int) -> float:
    """Throw after `keep`, let the AI finish the turn, and value the result as the hint does:
    the sheet's total plus the tables' value of its empty cells, plus what filling the written
    cell is worth beyond the tables (`Brain.beyond`: flex at the level's weight, the learned
    correction)."""
    from engine.ai.player import brain_for
    from engine.ai.policy import LINEAR

    twin = game.snapshot()
    dice = RandomDice(seed)
    twin.throw(player, dice, keep)
    rng = random.Random(seed)
    while twin.throws > 0:
        move = choose(twin, player, "hard", rng)
        act(twin, player, move, dice)
    brain = brain_for(twin.ruleset, "hard")
    before = tuple(game.sheets[player])
    after = twin.sheets[player]
    written = next(c for c, v in enumerate(after) if v is not None and before[c] is None)
    beyond = brain.beyond(before, LINEAR).get(written, 0.0)
    return twin.sheet_total(player) + brain.model.sheet_value(after) + beyond


@pytest.mark.parametrize(
    ("ruleset", "dice"),
    [("classic", [6, 6, 6, 5, 2]), ("classic", [1, 2, 3, 4, 6]), ("yamm", [5, 5, 2, 3, 1])],
)
def test_hint_keeps_agree_with_playing_the_turn_out(ruleset: str, dice: list[int]) -> None:
    """The hint's three best keeps, each played out 250 times by the same AI: each expected
    total (less the calibration the hint adds for play beyond the tables) and each gap between
    two keeps agree with the Monte Carlo means within 4 standard errors, and wherever the
    play-outs tell two keeps apart the hint ranks them the same way."""
    from engine.ai.tables import calibration

    game = Game(ruleset, ["ana"])
    game.throw("ana", FixedDice(dice))
    keeps = [line for line in hint(game, "ana", top=20) if isinstance(line.move, ThrowMove)][:3]
    assert len(keeps) == 3
    bias = calibration(game.ruleset, "hard", game.sheets["ana"].count(None) - 1)[0]
    runs = 250
    samples: list[list[float]] = []
    for line in keeps:
        assert isinstance(line.move, ThrowMove) and line.move.keep is not None
        results = [play_out_turn(game, "ana", line.move.keep, seed) for seed in range(runs)]
        samples.append(results)
        mean, error = _mean_error(results)
        assert abs(mean - (line.expected_total - bias)) < 4 * error + 0.01, (line, mean, error)
    for i in range(len(keeps)):
        for j in range(i + 1, len(keeps)):
            gap, error = _mean_error([a - b for a, b in zip(samples[i], samples[j], strict=True)])
            hinted = keeps[i].loss - keeps[j].loss
            assert abs(gap - hinted) < 4 * error + 0.01, (keeps[i], keeps[j], gap, error)
            if abs(gap) > 4 * error:
                assert gap > 0


def _mean_error(values: list[float]) -> tuple[float, float]:
    mean = sum(values) / len(values)
    spread = (sum((v - mean) ** 2 for v in values) / (len(values) - 1)) ** 0.5
    return mean, spread / len(values) ** 0.5


def test_selfplay_writes_records_that_replay(tmp_path: Path) -> None:
    """`python -m engine selfplay` prints the mean and its error and writes one record per game;
    `python -m engine replay` accepts each and reaches the same total."""

    def engine(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "engine", *args], capture_output=True, text=True, timeout=120
        )

    out = tmp_path / "records"
    series = ["--ruleset", "bulgarian", "--level", "easy", "--games", "2", "--seed", "3"]
    done = engine("selfplay", *series, "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("bulgarian easy: 2 games, mean ") and "+-" in done.stdout
    files = sorted(out.iterdir())
    assert [f.name for f in files] == ["bulgarian-easy-3-00000.json", "bulgarian-easy-3-00001.json"]
    totals = []
    for path in files:
        replayed = engine("replay", str(path))
        assert replayed.returncode == 0, replayed.stderr
        totals.append(json.loads(replayed.stdout)["totals"]["ai"])
    mean = float(done.stdout.split("mean ")[1].split()[0])
    assert mean == pytest.approx(sum(totals) / 2, abs=0.06)


def test_learned_correction_is_shipped_and_changes_with_the_written_cell() -> None:
    """`hard` loads the fitted correction of every ruleset; its change by a
    write is given for every empty cell, and is the features' change times the weights."""
    import numpy as np

    from engine import get_ruleset
    from engine.ai.correct import features_of
    from engine.ai.player import brain_for

    for name in ("classic", "bulgarian", "russian", "tris", "yamm"):
        ruleset = get_ruleset(name)
        found = brain_for(ruleset, "hard").correction
        assert found is not None and len(found.weights) == features_of(ruleset).size
    assert brain_for(get_ruleset("classic"), "normal").correction is None
    game = Game("russian", ["ana"])
    play(game, {"ana": "hard"}, "correction", lambda g, p: None)
    cells: list[int | None] = list(game.sheets["ana"])
    for cell in (0, 13, 30, 47):
        cells[cell] = None
    correction = brain_for(game.ruleset, "hard").correction
    assert correction is not None
    deltas = correction.deltas(tuple(cells))
    assert sorted(deltas) == [0, 13, 30, 47]
    features = features_of(game.ruleset)
    empty = np.array([[float(v is None) for v in cells]])
    after = empty.copy()
    after[0, 30] = 0.0
    expected = float((features.of(after) - features.of(empty))[0] @ correction.weights)
    assert deltas[30] == pytest.approx(expected)


def test_both_fits_value_a_write_by_what_its_cell_was_still_worth() -> None:
    """Sheets whose rest is a known worth per empty cell, filled in random orders: by either
    fit, writing a cell changes the correction by minus its worth, give or take one amount
    shared by every cell of the sheet (each write leaves one turn fewer, whatever the cell)."""
    import numpy as np

    from engine import get_ruleset
    from engine.ai.correct import Correction
    from engine.ai.fit import Samples, fit_samples

    ruleset = get_ruleset("bulgarian")
    count = ruleset.cell_count
    rng = random.Random(5)
    worth = np.array([rng.uniform(0.0, 30.0) for _ in range(count)])
    rows: list[np.ndarray] = []
    rest: list[float] = []
    games: list[int] = []
    for index in range(300):
        order = list(range(count))
        rng.shuffle(order)
        empty = np.ones(count)
        for cell in order:
            rows.append(empty.copy())
            rest.append(float(empty @ worth))
            games.append(index)
            empty[cell] = 0.0
    samples = Samples(np.array(rows), np.array(rest), np.array(games, dtype=np.int64))
    sheet: list[int | None] = [None] * count
    for cell in rng.sample(range(count), 30):
        sheet[cell] = 0
    for method in ("lstd", "returns"):
        weights, error, before = fit_samples(ruleset, samples, method)
        deltas = Correction(ruleset, weights).deltas(tuple(sheet))
        assert sorted(deltas) == [c for c in range(count) if sheet[c] is None]
        shared = [deltas[c] + worth[c] for c in deltas]
        assert max(shared) - min(shared) < 0.5, method
        assert error < before / 10, method


def test_the_fit_adds_earlier_games_and_writes_only_its_ruleset(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`python -m engine.ai.fit --samples F` fits on the games in F and this run's, writes them
    all back to F, and changes only its ruleset's weights (in a copy of the shipped file)."""
    import numpy as np

    from engine import get_ruleset
    from engine.ai import correct
    from engine.ai.fit import Samples, main

    shipped = correct.load_weights()
    target = tmp_path / "correction.json"
    target.write_text(json.dumps(shipped), encoding="utf-8")
    monkeypatch.setattr(correct, "CORRECTION", target)
    store = tmp_path / "russian.npz"
    for games in (1, 2):
        main(["--ruleset", "russian", "--games", "2", "--samples", str(store)])
        found = Samples.load(store)
        assert len(np.unique(found.game)) == 2 * games
        assert len(found.rest) == 2 * games * get_ruleset("russian").cell_count
    written = json.loads(target.read_text(encoding="utf-8"))
    assert {k: v for k, v in written.items() if k != "russian"} == {
        k: v for k, v in shipped.items() if k != "russian"
    }
    assert len(written["russian"]) == len(shipped["russian"]) != 0
    assert written["russian"] != shipped["russian"]


def test_a_fit_may_try_close_calls_the_other_way() -> None:
    """With exploration, a fitting game takes another write within the margin at the given
    share of its writes: none at share 0 (the same game as without), some at share 1; the games
    stay legal to the end and the same for the same seed."""
    from engine import get_ruleset
    from engine.ai.fit import Exploration, measured_game
    from engine.ai.policy import Brain
    from engine.ai.tables import model

    ruleset = get_ruleset("russian")
    judge = Brain(ruleset, model(ruleset, "hard"))
    plain = measured_game(ruleset, 3, judge)
    never = measured_game(ruleset, 3, judge, Exploration(0.0, 1000.0))
    assert [t[0] for t in never.turns] == [t[0] for t in plain.turns]
    always = measured_game(ruleset, 3, judge, Exploration(1.0, 1000.0))
    assert [t[0] for t in always.turns] != [t[0] for t in plain.turns]
    assert len(always.turns) == ruleset.cell_count
    again = measured_game(ruleset, 3, judge, Exploration(1.0, 1000.0))
    assert [t[0] for t in again.turns] == [t[0] for t in always.turns]


def test_fit_measures_luck_with_mean_zero_terms_and_fits_every_feature() -> None:
    """A fit on a few games gives one weight per feature and a finite held-out error; a measured
    game's adjusted total is its total less the luck, and its turns are every turn's start."""
    from engine import get_ruleset
    from engine.ai.correct import features_of
    from engine.ai.fit import fit, measured_game
    from engine.ai.policy import Brain
    from engine.ai.tables import model

    ruleset = get_ruleset("russian")
    judge = Brain(ruleset, model(ruleset, "hard"))
    measured = measured_game(ruleset, 7, judge)
    assert len(measured.turns) == ruleset.cell_count
    assert measured.turns[0][0].count(None) == ruleset.cell_count and measured.turns[0][2] == 0.0
    assert measured_game(ruleset, 7, judge).total == measured.total  # deterministic
    weights, error, before = fit(ruleset, 4)
    assert len(weights) == features_of(ruleset).size
    assert math.isfinite(error) and math.isfinite(before)
