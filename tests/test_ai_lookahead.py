"""`hard` re-ranks a turn's best writes by the next turn searched whole on the sheet each leaves
(engine/ai/policy.py `_looked_ahead`, on in the rulesets of `player.HARD_LOOKAHEAD`)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from engine import Cross, Game, Write, get_ruleset
from engine.ai import ThrowMove, Wait, choose
from engine.ai.fit import SlotDice
from engine.ai.player import HARD_ENDGAME, HARD_LOOKAHEAD, brain_for, evaluate
from engine.ai.policy import Brain, turn_value


def positions(ruleset: str, seed: int) -> Iterator[Game]:
    """A seeded solitaire game of `hard`, at each of its decisions before the exact end."""
    game = Game(ruleset, ["ana"])
    rng = random.Random(seed)
    while game.sheets["ana"].count(None) > HARD_ENDGAME:
        yield game
        move = choose(game, "ana", "hard", rng)
        if isinstance(move, ThrowMove):
            filled = sum(v is not None for v in game.sheets["ana"])
            game.throw("ana", SlotDice(seed, filled, game.throws), move.keep)
        elif not isinstance(move, Wait):
            game.apply(move)


def writes(game: Game) -> list[Write | Cross]:
    return [a for a in game.legal_actions() if isinstance(a, Write | Cross) and a.player == "ana"]


def after(game: Game, action: Write | Cross) -> tuple[int | None, ...]:
    cells = list(game.sheets["ana"])
    value = {o.cell: o.value for o in game.write_options()}
    cells[game.ruleset.cell_index[action.cell]] = (
        value[action.cell] if isinstance(action, Write) else 0
    )
    return tuple(cells)


def without_lookahead(brain: Brain, game: Game) -> list[tuple[object, float]]:
    shipped = brain.lookahead
    brain.lookahead = 0
    try:
        return [(s.move, s.value) for s in evaluate(game, "ana", "hard", random.Random(0))]
    finally:
        brain.lookahead = shipped


def best_writes(
    options: list[tuple[object, float]], count: int
) -> list[tuple[Write | Cross, float]]:
    found = [(move, value) for move, value in options if isinstance(move, Write | Cross)]
    return sorted(found, key=lambda mv: -mv[1])[:count]


@pytest.mark.parametrize("ruleset", sorted(HARD_LOOKAHEAD))
def test_the_best_writes_are_ranked_by_the_next_turn_played_whole(ruleset: str) -> None:
    """Where the next turn changes `hard`'s best write, it is the one whose value now plus the
    next turn on the sheet it leaves is the highest of the best writes (flex, the tables' guess
    of that turn, taken out); it keeps the best write's value, so writing against throwing
    again is weighed as before, and the other options keep their values."""
    brain = brain_for(get_ruleset(ruleset), "hard")
    assert brain.lookahead == HARD_LOOKAHEAD[ruleset]
    changed = 0
    for game in positions(ruleset, 3):
        if not writes(game):
            continue
        before = without_lookahead(brain, game)
        now = [(s.move, s.value) for s in evaluate(game, "ana", "hard", random.Random(0))]
        best = best_writes(before, brain.lookahead)
        if best_writes(now, 1)[0][0] == best[0][0]:
            continue
        changed += 1
        cells = tuple(game.sheets["ana"])
        flex = brain.flex(cells)
        ahead = {
            move: value
            - brain.flex_weight * flex.get(brain.ruleset.cell_index[move.cell], 0.0)
            + turn_value(brain, after(game, move))
            for move, value in best
        }
        taken, value = best_writes(now, 1)[0]
        assert taken == max(ahead, key=ahead.__getitem__)
        assert value == pytest.approx(best[0][1])
        assert {m: v for m, v in now if m not in ahead} == {
            m: v for m, v in before if m not in ahead
        }
    assert changed >= 2  # the next turn does change writes in a seeded game


def test_a_ruleset_without_it_keeps_its_writes() -> None:
    """Bulgarian is not in `HARD_LOOKAHEAD` (the next turn gained nothing there): every option of
    a seeded game is valued as without it."""
    assert "bulgarian" not in HARD_LOOKAHEAD
    brain = brain_for(get_ruleset("bulgarian"), "hard")
    checked = 0
    for game in positions("bulgarian", 3):
        if writes(game) and game.throws == 3:
            now = [(s.move, s.value) for s in evaluate(game, "ana", "hard", random.Random(0))]
            assert now == without_lookahead(brain, game)
            checked += 1
    assert checked > 20
