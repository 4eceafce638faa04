"""The game record of docs/record.md: write a game out as JSON data, rebuild it, and answer a
replay.

Besides docs/record.md's keys a record may hold the starting-order draw, for rulesets that draw it
(lowest or highest die) outside team modes::

    "draw": {"seats": ["ana", "bo", "cy"], "rounds": [{"ana": 4, "bo": 2, "cy": 2},
                                                      {"bo": 5, "cy": 3}]}

`seats` is the join order the draw started from, `rounds` every round's dice (player -> die,
in throwing order); the draw's result is the record's `players`. A replay only checks its
shape; `verify_draw` re-draws it from the seed.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator, Mapping
from typing import Any

from .actions import Action, Announce, Correct, Cross, Stop, Throw, Write
from .dice import PositionalDice, SeededDice
from .errors import IllegalAction
from .game import Game, draw_starting_order
from .rulesets import StartingOrder, get_ruleset

MAX_ACTIONS = 10_000  # a full yamm game of 4 players has about 1,600
RECORD_VERBS = ("throw", "announce", "write", "cross", "correct")


class ReplayError(Exception):
    """A record was refused: at action `index` (0-based position in `actions`), or, with
    index -1, as a whole; `where` then names the part ("the record", "the draw")."""

    def __init__(self, index: int, error: IllegalAction, where: str = "the record") -> None:
        super().__init__(f"{f'action {index}' if index >= 0 else where}: {error.message}")
        self.index = index
        self.error = error
        self.where = where


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
    if kind not in RECORD_VERBS:
        verbs = ", ".join(RECORD_VERBS)
        if kind is None:
            raise IllegalAction("bad_record", f'An action must say what it does ("do": {verbs}).')
        raise IllegalAction("bad_record", f"Unknown action {str(kind)[:20]!r}: one of {verbs}.")
    cell = data.get("cell")
    if not isinstance(cell, str):
        article = "An" if kind[0] in "aeiou" else "A"
        raise IllegalAction("bad_record", f"{article} {kind} action must name a cell.")
    if kind == "announce":
        return Announce(player, cell)
    if kind == "correct":
        return Correct(player, cell)
    result, sheet = data.get("result"), data.get("sheet")
    if not isinstance(result, str | None) or not isinstance(sheet, str | None):
        raise IllegalAction("bad_record", "result and sheet name players.")
    return (Write if kind == "write" else Cross)(player, cell, result, sheet)


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


def record_actions(record: Any) -> list[Any]:
    """The record's actions, refused (IllegalAction) unless a list of at most MAX_ACTIONS."""
    if not isinstance(record, Mapping):
        raise IllegalAction("bad_record", "A game record is a JSON object.")
    actions = record.get("actions") or []
    if not isinstance(actions, list):
        raise IllegalAction("bad_record", "actions must be a list.")
    if len(actions) > MAX_ACTIONS:
        raise IllegalAction(
            "too_many_actions",
            f"a record holds at most {MAX_ACTIONS:,} actions; this one has {len(actions):,}.",
        )
    return actions


def check_draw_shape(draw: Any) -> None:
    """A record's optional "draw": seats (names) and rounds (name -> die 1 to 6)."""
    if draw is None:
        return
    seats = draw.get("seats") if isinstance(draw, Mapping) else None
    rounds = draw.get("rounds") if isinstance(draw, Mapping) else None
    if not isinstance(seats, list) or not all(isinstance(s, str) for s in seats):
        raise IllegalAction("bad_draw", "it must be an object whose seats list the players.")
    if not isinstance(rounds, list) or not all(
        isinstance(r, Mapping)
        and all(k in seats and type(v) is int and 1 <= v <= 6 for k, v in r.items())
        for r in rounds
    ):
        raise IllegalAction(
            "bad_draw", "its rounds must be objects giving seated players a die from 1 to 6."
        )


def replay(record: Mapping[str, Any]) -> Game:
    """Rebuild a game from its record; a refused action raises `ReplayError`."""
    # every step applies its action once the next is asked for: run them all, keep the last
    ((_, _, game),) = deque(steps(record), maxlen=1)
    return game


def steps(record: Mapping[str, Any]) -> Iterator[tuple[int, Action | None, Game]]:
    """A record's game as it is rebuilt: first (-1, None, the new game), then each action
    (its index, itself, the game just before it), applied once the caller has looked."""
    try:
        actions = record_actions(record)  # counted before anything is built
        game = new_game(record)
    except IllegalAction as error:
        raise ReplayError(-1, error) from None
    try:
        check_draw_shape(record.get("draw"))
    except IllegalAction as error:
        raise ReplayError(-1, error, "the draw") from None
    yield -1, None, game
    with game.replaying():  # a game stored before the limit keeps its corrections
        yield from _applied(game, actions)


def _applied(game: Game, actions: list[Any]) -> Iterator[tuple[int, Action | None, Game]]:
    for index, data in enumerate(actions):
        try:
            action = action_from_json(data)
        except IllegalAction as error:
            raise ReplayError(index, error) from None
        yield index, action, game
        try:
            if isinstance(action, Write | Cross):
                _imply_enough(game)
            game.apply(action)
        except IllegalAction as error:
            if error.code == "bad_die":  # the players' words count dice from 1; a record from 0
                n = game.ruleset.dice_count
                error = IllegalAction(
                    "bad_die",
                    f"keep holds positions 0 to {n - 1}, each once (the dice as thrown, "
                    f"counted from 0): not {data.get('keep')!r}"[:200],
                )
            raise ReplayError(index, error) from None


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


def recorded_actions(logged: list[Any]) -> list[Any]:
    """A live log's actions (`to_record(..., live=True)`'s) as a record holds them: without
    "enough", which a write implies. The same as `to_record` of the game they replay to."""
    return [a for a in logged if not (isinstance(a, Mapping) and a.get("do") == "stop")]


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
    """The replay's answer (docs/record.md): sheets, bonus, totals, winners, settlement."""
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


def verify_positional_throws(record: Mapping[str, Any], seed: bytes) -> int:
    """Check that every die of a record's throws was dealt by position from `seed` (see
    `PositionalDice`: the daily challenge). The record is replayed action by action, so that
    each throw's turn and throw number are the game's own.

    Returns the number of throws checked; raises `ReplayError` naming the first die that
    differs."""
    checked = 0
    for index, action, game in steps(record):
        if not isinstance(action, Throw):
            continue
        turn, throw = game.round_no, game.throws + 1
        dealt = PositionalDice(seed, turn, throw)
        kept = set(action.keep or ())
        for position, face in enumerate(action.dice):
            if position not in kept and face != dealt.die(position):
                raise ReplayError(
                    index,
                    IllegalAction(
                        "not_from_seed",
                        f"die {position + 1} of throw {throw} of turn {turn} shows {face}, "
                        f"the seed gives {dealt.die(position)}",
                    ),
                )
        checked += 1
    return checked


def verify_draw(record: Mapping[str, Any], seed: bytes) -> int | None:
    """Check the record's starting-order draw against `seed`: draw again from its seats with
    `SeededDice(seed, 0, "draw")`, as the bot did, and compare every round and the seating.

    Returns how many dice the draw threw, None if the record has no draw; raises
    `ReplayError` naming the draw when anything differs. Call after a successful replay.
    """
    draw = record.get("draw")
    if draw is None:
        return None

    def refuse(message: str) -> ReplayError:
        return ReplayError(-1, IllegalAction("draw_not_from_seed", message), "the draw")

    check_draw_shape(draw)
    seats = list(draw["seats"])
    players = list(record.get("players") or [])
    if sorted(seats) != sorted(players):
        raise refuse(f"its seats ({', '.join(seats)}) are not the record's players")
    rules = get_ruleset(record["ruleset"], record.get("options") or {})
    if rules.starting_order is StartingOrder.JOIN or record.get("teams") is not None:
        raise refuse(f"{rules.name} {record.get('mode', 'standard')} games have no draw")
    order, rounds = draw_starting_order(rules, seats, SeededDice(seed, 0, "draw"))
    recorded = [dict(r) for r in draw["rounds"]]
    for number in range(max(len(recorded), len(rounds))):
        shown = recorded[number] if number < len(recorded) else "nothing"
        drawn = rounds[number] if number < len(rounds) else "nothing"
        if shown != drawn:
            raise refuse(f"round {number + 1} shows {shown}, the seed gives {drawn}")
    if order != players:
        raise refuse(
            f"it seats {', '.join(order)}, but the record's players are {', '.join(players)}"
        )
    return sum(len(r) for r in rounds)
