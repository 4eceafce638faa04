"""A write menu with more choices than one Discord menu holds opens by column; in yamm's team
mode the columns themselves (9 columns x whose dice x whose sheet, up to 36) are more than a
menu holds, so whose dice onto whose sheet comes first. Every legal write is reachable, and no
menu has more than 25 options (11 column groups could not be reached at all)."""

from __future__ import annotations

from dataclasses import replace

from bot.app.screens import SELECT_LIMIT, Table, menu_values, select, write_menu
from bot.app.state import TableState
from engine import Game, RandomDice, Write
from engine.autoplay import simple_move


def _table(game: Game, group: dict[str, str]) -> Table:
    info: object = None
    return Table(info, game, replace(TableState(), group=group), {}, "en")  # type: ignore[arg-type]


def test_every_write_of_yamms_team_is_reachable_through_menus_of_25() -> None:
    game = Game("yamm", ["a", "b", "c", "d"], mode="team", teams={"1": ["a", "b"], "2": ["c", "d"]})
    dice = RandomDice(7)
    while not ("write" in game.decision().kinds and game.throws == 3 and game.thrower == "b"):
        move = simple_move(game, game.thrower)
        if game.throws < 3 and game.thrower in game.decision().players:
            game.throw(game.thrower, dice)
        else:
            assert move is not None
            game.apply(move)  # type: ignore[arg-type]
    choices = list(game.write_choices())
    menu = write_menu(game, choices, Write, {}, "en")
    assert len(menu) > SELECT_LIMIT
    wanted = {value for value, _, _ in menu}
    reached: set[str] = set()
    seen: set[str] = set()
    todo = [""]
    while todo:
        key = todo.pop()
        if key in seen:
            continue
        seen.add(key)
        table = _table(game, {"write": key} if key else {})
        shown = select(1, 0, "write", [(v, lab) for v, lab, _ in menu], "", table)
        assert len(shown.options) <= SELECT_LIMIT, (key, len(shown.options))
        offered = menu_values(table, "write")
        for option in shown.options:
            assert option.value in offered, option.value  # a click on it is taken
            if option.value.startswith("g|write|"):
                todo.append(option.value.removeprefix("g|write|"))
            else:
                reached.add(option.value)
    assert reached == wanted, sorted(wanted - reached)[:5]
