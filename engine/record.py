"""The game record of REPLAY.md: write a game out as JSON data, rebuild it, and answer a replay."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .actions import Action, Announce, Correct, Cross, Stop, Throw, Write
from .dice import SeededDice
from .errors import IllegalAction
from .game import Game

MAX_ACTIONS = 200_000  # a full yamm game of 4 players has about 1,600


class ReplayError(Exception):
    """An action of a record was refused; `index` is its 0-based position in `actions`."""

    def __init__(self, index: int, error: IllegalAction) -> None:
        super().__init__(f"action {index}: {error.message}")
        self.index = index
        self.error = error


def action_to_json(action: Action) -> dict[str, Any]:
    out: dict[str, Any] = {"player": action.player}
    if isinstance(action, Throw):
        out["do"] = "throw"
        if action.keep is not None:
            out["keep"] = list(action.keep)
        out["dice"] = list(action.dice)
        return out
    out["do"] = {Announce: "announce", Write: "write", Cross: "cross", Correct: "correct"}.get(
        type(action), "stop"
    )
    if isinstance(action, Announce | Write | Cross | Correct):
        out["cell"] = action.cell
    if isinstance(action, Write | Cross):
        if action.result is not None:
            out["result"] = action.result
        if action.sheet is not None:
            out["sheet"] = action.sheet
    return out


def _ints(value: Any, what: str) -> tuple[int, ...]:
    if not isinstance(value, list) or len(value) > 6 or any(type(v) is not int for v in value):
        raise IllegalAction("bad_record", f"{what} must be a list of at most 6 integers.")
    return tuple(value)


def action_from_json(data: Any) -> Action:
    """One record action; malformed data is refused like any illegal action."""
    if not isinstance(data, Mapping):
        raise IllegalAction("bad_record", "An action must be a JSON object.")
    player = data.get("player")
    if not isinstance(player, str):
        raise IllegalAction("bad_record", "An action must name its player.")
    kind = data.get("do")
    if kind == "throw":
        keep = data.get("keep")
        return Throw(
            player,
            _ints(data.get("dice"), "dice"),
            None if keep is None else _ints(keep, "keep"),
        )
    if kind == "stop":
        return Stop(player)
    cell = data.get("cell")
    if not isinstance(cell, str):
        raise IllegalAction("bad_record", f"A {kind} action must name a cell.")
    if kind == "announce":
        return Announce(player, cell)
    if kind == "correct":
        return Correct(player, cell)
    if kind in ("write", "cross"):
        result, sheet = data.get("result"), data.get("sheet")
        if not isinstance(result, str | None) or not isinstance(sheet, str | None):
            raise IllegalAction("bad_record", "result and sheet name players.")
        return (Write if kind == "write" else Cross)(player, cell, result, sheet)
    raise IllegalAction("bad_record", f"Unknown action {str(kind)[:20]!r}.")


def new_game(record: Mapping[str, Any]) -> Game:
    """The game a record starts from, before any action."""
    if not isinstance(record, Mapping):
        raise IllegalAction("bad_record", "A game record is a JSON object.")
    options = record.get("options") or {}
    teams = record.get("teams")
    players = record.get("players")
    if not isinstance(options, Mapping) or not isinstance(teams, Mapping | None):
        raise IllegalAction("bad_record", "options and teams must be JSON objects.")
    if not isinstance(players, list | None):
        raise IllegalAction("bad_record", "players must be a list.")
    if teams is not None and not all(isinstance(m, list) for m in teams.values()):
        raise IllegalAction("bad_record", "Each team must be a list of players.")
    return Game(
        record.get("ruleset"),  # type: ignore[arg-type]
        players,
        mode=record.get("mode", "standard"),
        options=options,
        teams=teams,
    )


def replay(record: Mapping[str, Any]) -> Game:
    """Rebuild a game from its record; a refused action raises `ReplayError`."""
    try:
        game = new_game(record)
    except IllegalAction as error:
        raise ReplayError(-1, error) from None
    actions = record.get("actions") or []
    if not isinstance(actions, list) or len(actions) > MAX_ACTIONS:
        raise ReplayError(-1, IllegalAction("bad_record", "actions must be a list."))
    for index, data in enumerate(actions):
        try:
            action = action_from_json(data)
            if isinstance(action, Write | Cross):
                _imply_enough(game)
            game.apply(action)
        except IllegalAction as error:
            raise ReplayError(index, error) from None
    return game


def _imply_enough(game: Game) -> None:
    """A record has no "enough": a write that only saying enough would allow implies it
    (Kontra: the thrower stops, then the writer writes)."""
    announced = game.announced is not None
    if (
        game.throws > 0
        and not game.stopped
        and not game.mode.writing_phase(game.throws, False, announced)
        and game.mode.writing_phase(game.throws, True, announced)
        and game.mode.may_stop(game.throws, announced, False)
    ):
        game.apply(Stop(game.thrower))


def to_record(game: Game, *, live: bool = False) -> dict[str, Any]:
    """The game record; `live` keeps the "enough" (stop) actions that live play needs."""
    record: dict[str, Any] = {
        "ruleset": game.ruleset.name,
        "options": dict(game.ruleset.options),
        "mode": game.mode.name,
        "players": list(game.players),
    }
    if game.teams is not None:
        record["teams"] = {team: list(members) for team, members in game.teams.items()}
    record["actions"] = [
        action_to_json(a) for a in game.history if live or not isinstance(a, Stop)
    ]
    return record


def sheet_json(game: Game, owner: str) -> dict[str, Any]:
    names = game.ruleset.cell_names
    cells = game.sheets[owner]
    return {
        "cells": {names[i]: v for i, v in enumerate(cells) if v is not None},
        "crossed": [names[i] for i, v in enumerate(cells) if v == 0],
        "columns": {col: s["total"] for col, s in game.column_summaries(owner).items()},
        "total": game.sheet_total(owner),
    }


def answer(game: Game) -> dict[str, Any]:
    """The replay's answer (REPLAY.md): sheets, bonus, totals, winners, settlement."""
    out: dict[str, Any] = {
        "sheets": {owner: sheet_json(game, owner) for owner in game.sheets},
        "bonus": dict(game.bonus),
        "totals": game.totals(),
        "winners": game.winners(),
    }
    if game.ruleset.name == "russian":
        out["settlement"] = game.settlement()
    return out


def verify_throws(record: Mapping[str, Any], seed: bytes) -> int:
    """Check that every throw of a record was derived from `seed` (see `SeededDice`).

    Returns the number of throws checked; raises `ReplayError` naming the first that differs.
    """
    game = replay(record)
    n = game.ruleset.dice_count
    checked = 0
    for index, data in enumerate(record.get("actions") or []):
        if data.get("do") != "throw":
            continue
        keep = data.get("keep") or []
        fresh = SeededDice(seed, checked).roll(n - len(keep))
        thrown = [d for i, d in enumerate(data["dice"]) if i not in keep]
        if thrown != fresh:
            raise ReplayError(
                index,
                IllegalAction(
                    "not_from_seed", f"throw {checked + 1} shows {thrown}, the seed gives {fresh}"
                ),
            )
        checked += 1
    return checked
