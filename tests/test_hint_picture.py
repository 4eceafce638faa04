"""The hint's picture in every mode: each option the hint lists that goes to a cell (write,
cross, announcement, correction) is marked on a sheet the picture draws, in the cell the
engine names, with the value the engine's write choice gives; keeps mark the dice."""

from __future__ import annotations

import random

import pytest

from bot.app.hints import hint_marks
from bot.render import Layer, render_hint
from engine import MODES, Announce, Correct, Cross, RandomDice, Write
from engine.ai import ThrowMove, hint
from tests.randomplay import choose, new_game, play_step

PLACED = (Write, Cross, Announce, Correct)


@pytest.mark.parametrize(
    ("ruleset", "mode"), [("classic", m) for m in MODES] + [("yamm", "standard")]
)
def test_every_option_of_a_hint_is_marked_where_the_engine_puts_it(ruleset: str, mode: str) -> None:
    game = new_game(ruleset, mode)
    rnd, dice = random.Random(3), RandomDice(3)
    kinds: set[str] = set()
    asked = 0
    while not game.is_over and asked < 12:
        deciders = game.decision().players
        if deciders and rnd.random() < 0.2:
            player = deciders[0]
            lines = hint(game, player)
            marks = hint_marks(game, player, lines)
            assert len(marks) == len(lines)
            owners = list(game.round.sheets)
            for line, mark in zip(lines, marks, strict=True):
                move = line.move
                assert mark.loss == line.loss
                if isinstance(move, PLACED):
                    assert mark.sheet in game.sheets and mark.cell is not None, (move, mark)
                    assert mark.cell == game.ruleset.cell_index[move.cell]
                    if isinstance(move, Write | Cross):
                        values = {
                            (c.sheet, c.value)
                            for c in game.write_choices(player)
                            if type(c.action) is type(move) and c.action.cell == move.cell
                        }
                        assert (mark.sheet, mark.value) in values
                    if mark.sheet not in owners:
                        owners.append(mark.sheet)
                elif isinstance(move, ThrowMove) and move.keep is not None:
                    assert mark.kind == "keep" and mark.keep == tuple(move.keep)
                kinds.add(mark.kind)
            layer: Layer = []
            picture = render_hint(game, owners, {}, marks, lang="hr", text_layer=layer)
            assert picture.startswith(b"\x89PNG")
            best = marks[0]
            if best.kind == "write":
                assert str(best.value).replace("-", "\u2212") in {t for t, _ in layer}
            asked += 1
        play_step(game, choose(game, rnd), rnd, dice)
    assert asked >= 5 and kinds & {"write", "cross", "announce", "keep"}, kinds
