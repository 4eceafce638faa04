"""The turn's status line says what the dice show and which throw it is: a throw bought with a
match (russian's `matches` option) is "throw 4 (paid)", not "throw 4 of 3"."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from bot.app.screens import status_line
from engine import FREE_THROWS, FixedDice, Game


def _status(game: Game, lang: str) -> str:
    table: Any = SimpleNamespace(game=game, names={"a": "Ana", "b": "Bo"}, lang=lang)
    return status_line(table)


def test_a_paid_throw_is_called_paid() -> None:
    game = Game("russian", ["a", "b"], options={"matches": True})
    game.matches["a"] = 2  # matches earned earlier in the game
    for n in range(1, FREE_THROWS + 2):
        game.throw("a", FixedDice([1, 2, 3, 4, 6]), keep=None if n == 1 else [])
        said = _status(game, "en")
        if n <= FREE_THROWS:
            assert f"throw {n} of 3" in said, said
        else:
            assert f"throw {n} (paid)" in said and "of 3" not in said, said
            assert f"bacanje {n} (plaćeno)" in _status(game, "hr")
