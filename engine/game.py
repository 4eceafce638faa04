"""A game of Yamb: sheets, turns, modes, and every rule about who may do what, when.

`Game.apply` takes one action, checks it completely and only then changes anything: a refused
action raises `IllegalAction` and leaves the game exactly as it was. The shortcuts (`throw`,
`write`, ...) build the action and apply it; randomness comes in as a `DiceSource`.
"""

from __future__ import annotations

import bisect
import copy
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, NamedTuple

from .actions import (
    Action,
    Announce,
    Correct,
    Cross,
    LegalAction,
    Stop,
    Throw,
    ThrowOption,
    Write,
    WriteChoice,
    WriteOption,
)
from .dice import DiceSource, PositionalSource
from .errors import IllegalAction
from .modes import MODE_NAMES, Mode, find_mode
from .rulesets import ColumnKind, Ruleset, get_ruleset

MODES: tuple[str, ...] = MODE_NAMES
FREE_THROWS = 3
# A result may be moved this many times (yamm): one move reaches any cell the result could have
# gone to, and a bound keeps every game's record within `record.MAX_ACTIONS` (a player clicking
# corrections back and forth would otherwise make a game no replay accepts).
MAX_CORRECTIONS = 3
_FACES = frozenset(range(1, 7))
_INT = {int}
_POSITIONS = {n: frozenset(range(n)) for n in (5, 6)}
MAX_NAME = 100


@dataclass(slots=True)
class Result:
    """A turn's outcome: the dice as they lie, and what was announced for them."""

    player: str
    dice: tuple[int, ...]
    announced: int | None
    throws: int
    one_throw_yamb: bool


@dataclass(slots=True)
class LastWrite:
    """What a correction needs: the sheet before the write, and the result written."""

    sheet: str
    cell: int
    before: list[int | None]
    dice: tuple[int, ...]
    moves: int = 0  # corrections made to this result so far (at most MAX_CORRECTIONS)


class Decision(NamedTuple):
    """Who may act now and with what kinds of action (throw, announce, keep, stop, write, cross)."""

    players: tuple[str, ...]
    kinds: frozenset[str]


class Game:
    """One game. Build it with the players' seating (already in turn order)."""

    def __init__(
        self,
        ruleset: str | Ruleset,
        players: Sequence[str] | None = None,
        *,
        mode: str | Mode = "standard",
        options: Mapping[str, Any] | None = None,
        teams: Mapping[str, Sequence[str]] | None = None,
    ) -> None:
        self.ruleset = (
            ruleset if isinstance(ruleset, Ruleset) else get_ruleset(ruleset, options or {})
        )
        self.mode: Mode = find_mode(mode)
        self.players, self.teams = self.mode.seat(players, teams)
        if not self.players:
            raise IllegalAction("no_players", "A game needs at least one player.")
        if len(set(self.players)) != len(self.players):
            raise IllegalAction("duplicate_player", "A player can sit at the table only once.")
        if any(not isinstance(p, str) or not p or len(p) > MAX_NAME for p in self.players):
            raise IllegalAction("bad_player", "Player names are 1 to 100 characters.")
        self.mode.check_ruleset(self.ruleset)

        self.rounds = self.mode.schedule(self.players, self.teams)
        owners = sorted({s for r in self.rounds for s in r.sheets}, key=self._seat_order)
        n = self.ruleset.cell_count
        self.sheets: dict[str, list[int | None]] = {o: [None] * n for o in owners}
        self.bonus: dict[str, int] = dict.fromkeys(owners, 0)
        self.matches: dict[str, int] = dict.fromkeys(self.players, 0)
        # how many times a result may be moved; None while a log is replayed (`replaying`): a
        # game stored before the limit keeps its corrections
        self.correction_limit: int | None = MAX_CORRECTIONS
        self.history: list[Action] = []
        self.round_no = 0
        self._last_write: dict[str, LastWrite] = {}
        self._over = False
        self._seated = frozenset(self.players)
        # sheet -> empty cells the column order permits; dropped whenever that sheet changes
        self._order_cache: dict[str, list[int]] = {}
        self._version = 0  # counts sheet changes, for the caches below
        self._options_cache: tuple[Any, list[WriteOption], dict[int, int]] = (None, [], {})
        # what the front end asks several times a moment, kept until the next action
        self._legal_cache: tuple[Any, list[LegalAction]] = (None, [])
        self._choices_cache: tuple[Any, list[WriteChoice]] = (None, [])
        self._decision_cache: tuple[Any, Decision] = (None, Decision((), frozenset()))
        n = len(self.ruleset.rows)
        self._column_spans = [
            (column.kind, c * n, (c + 1) * n) for c, column in enumerate(self.ruleset.columns)
        ]
        self._announce_cell_set = frozenset(
            cell
            for kind, start, end in self._column_spans
            if kind is ColumnKind.ANNOUNCE
            for cell in range(start, end)
        )
        self._plain_empty = {owner: self._count_plain_empty(owner) for owner in self.sheets}
        self._new_round()

    # -- set-up --------------------------------------------------------------------------------
    def _seat_order(self, owner: str) -> int:
        if owner in self.players:
            return self.players.index(owner)
        assert self.teams is not None
        return len(self.players) + list(self.teams).index(owner)

    def _new_round(self) -> None:
        self.round = self.rounds[self.round_no % len(self.rounds)]
        self.thrower_no = 0
        self.held: list[Result] = []
        self.written: list[tuple[str, str]] = []  # (result, sheet) pairs written this round
        self._new_turn()

    def _new_turn(self) -> None:
        self.dice: tuple[int, ...] | None = None
        self.throws = 0
        self.announced: int | None = None
        self.one_throw_yamb = False
        self.stopped = False

    @contextmanager
    def replaying(self) -> Iterator[Game]:
        """Within it, actions the engine took before (a stored log, another copy's history)
        are applied with the limit on corrections lifted: a game stored before the limit keeps
        its corrections (and a copy may try moves and take them back). The limit is back
        afterwards, for the moves still to come."""
        limit, self.correction_limit = self.correction_limit, None
        try:
            yield self
        finally:
            self.correction_limit = limit
            self._legal_cache = (None, [])  # listed while lifted: corrections it no longer has

    def snapshot(self) -> Game:
        """A copy to read (e.g. render in another thread) while this game moves on."""
        twin = copy.copy(self)
        twin.sheets = {owner: cells.copy() for owner, cells in self.sheets.items()}
        twin.bonus = dict(self.bonus)
        twin.matches = dict(self.matches)
        twin.history = self.history.copy()
        twin.held = self.held.copy()
        twin.written = self.written.copy()
        twin._last_write = dict(self._last_write)
        twin._order_cache = {}
        twin._plain_empty = dict(self._plain_empty)
        twin._options_cache = (None, [], {})
        twin._legal_cache = (None, [])
        twin._choices_cache = (None, [])
        twin._decision_cache = (None, Decision((), frozenset()))
        return twin

    # -- questions a front end asks ------------------------------------------------------------
    @property
    def thrower(self) -> str:
        return self.round.throwers[self.thrower_no]

    @property
    def is_over(self) -> bool:
        return self._over

    @property
    def sheet_changes(self) -> int:
        """How many times a sheet has changed (writes, crosses, corrections): two moments with
        the same count show the same cells, so a picture of the sheets can be kept by it."""
        return self._version

    def team_of(self, player: str) -> str | None:
        if self.teams is None:
            return None
        for team, members in self.teams.items():
            if player in members:
                return team
        return None

    @property
    def competitors(self) -> tuple[str, ...]:
        """Who is ranked: the players, or in team modes the teams."""
        return tuple(self.teams) if self.teams is not None else self.players

    def sheet_owner_of(self, competitor: str) -> tuple[str, ...]:
        if self.mode.names_sheet:
            assert self.teams is not None
            return self.teams[competitor]
        return (competitor,)

    def _announcer(self) -> str:
        return self.mode.announcer(self.round, self.thrower)

    def _own_sheet(self, thrower: str) -> str:
        """The sheet a thrower's announcement and forced announcing refer to."""
        return self.mode.own_sheet(self.round, thrower)

    def _writing_phase(self) -> bool:
        """Whether the round's result(s) may be written now."""
        if self.thrower_no != len(self.round.throwers) - 1:
            return False
        return self.mode.writing_phase(self.throws, self.stopped, self.announced is not None)

    def _throw_limit_reached(self) -> bool:
        if self.throws < FREE_THROWS:
            return False
        return not (
            self.ruleset.matches and self.mode.pays_matches and self.matches[self.thrower] > 0
        )

    @property
    def announced_sheet(self) -> str | None:
        """The sheet whose cell is announced this turn (team mode: the thrower's own)."""
        return None if self.announced is None else self._own_sheet(self.thrower)

    @property
    def must_announce(self) -> bool:
        """After the first throw: only announce cells are left, so a cell must be announced."""
        return self.throws > 0 and self._must_announce()

    def _must_announce(self) -> bool:
        """Only announce cells are left on the sheet this throw is for, and none is announced."""
        return self.announced is None and self._only_announce_left(self._own_sheet(self.thrower))

    def _only_announce_left(self, sheet: str) -> bool:
        return self.ruleset.has_announce and self._plain_empty[sheet] == 0

    def _count_plain_empty(self, sheet: str) -> int:
        """Empty cells outside announce columns (kept as a running count)."""
        cells = self.sheets[sheet]
        return sum(
            cells[start:end].count(None)
            for kind, start, end in self._column_spans
            if kind is not ColumnKind.ANNOUNCE
        )

    def current_results(self) -> list[Result]:
        """The results that may be written now (held partner results first)."""
        if not self._writing_phase():
            return []
        assert self.dice is not None
        own = Result(self.thrower, self.dice, self.announced, self.throws, self.one_throw_yamb)
        results = [*self.held, own]
        used = {r for r, _ in self.written}
        return [r for r in results if r.player not in used]

    def open_sheets(self) -> list[str]:
        used = {s for _, s in self.written}
        return [s for s in self.round.sheets if s not in used]

    def order_cells(self, sheet: str) -> list[int]:
        """The empty cells of `sheet` that the column order lets a result go to now, whatever
        the dice: each down and up column's next cell, every empty free cell, and an announce
        column's only once announced (then the announced cell, on its sheet)."""
        cells = self._order_cells(self.sheets[sheet])
        announced = self.announced
        if (
            announced is not None
            and self.announced_sheet == sheet
            and self.sheets[sheet][announced] is None
        ):
            cells = [*cells, announced]
        return cells

    def cell_values(self, dice: Iterable[int] | None = None) -> dict[str, int]:
        """Every row's value for these dice (default: the dice on the table), by row id."""
        dice = tuple(dice) if dice is not None else self.dice
        if dice is None:
            return {}
        values = self.ruleset.values(dice)
        return {row.id: values[i] for i, row in enumerate(self.ruleset.rows)}

    def write_options(self) -> list[WriteOption]:
        """Every cell the result(s) on the table may be written to now, with its value."""
        names = self.ruleset.cell_names
        if len(self.round.throwers) == 1:
            # one thrower, one sheet: the common case, kept lean for search and simulation
            if not self._writing_phase():
                return []
            return list(self._single_options()[0])
        options: list[WriteOption] = []
        for result in self.current_results():
            for sheet in self._sheets_for(result):
                for cell, value in self._writable(result, sheet):
                    options.append(WriteOption(names[cell], value, result.player, sheet))
        return options

    def _single_options(self) -> tuple[list[WriteOption], dict[int, int]]:
        """One thrower, one sheet: the options and cell -> value, cached per position."""
        key = (self._version, self.dice, self.announced, self.stopped)
        if self._options_cache[0] != key:
            sheet = self.round.sheets[0]
            thrower = self.thrower
            assert self.dice is not None
            names = self.ruleset.cell_names
            cells = self._writable_cells(self.dice, self.announced, sheet)
            options = [WriteOption(names[cell], value, thrower, sheet) for cell, value in cells]
            self._options_cache = (key, options, dict(cells))
        return self._options_cache[1], self._options_cache[2]

    def _position(self) -> tuple[int, int]:
        """Changes with every action (and correction): what the caches below are valid for."""
        return (len(self.history), self._version)

    def legal_actions(self) -> list[LegalAction]:
        """Everything that may be done now; a throw is offered as a `ThrowOption`."""
        key = self._position()
        if self._legal_cache[0] != key:
            self._legal_cache = (key, self._legal_actions())
        return list(self._legal_cache[1])

    def _legal_actions(self) -> list[LegalAction]:
        if self.is_over:
            return []
        actions: list[LegalAction] = []
        thrower = self.thrower
        names = self.ruleset.cell_names
        if self.throws == 0:
            actions.append(ThrowOption(thrower, True))
            actions.extend(self._decline_options())
        elif not self.written:
            if self.throws == 1 and self.announced is None:
                announcer = self._announcer()
                sheet = self.sheets[self._own_sheet(thrower)]
                actions.extend(
                    Announce(announcer, names[cell])
                    for cell in self._announce_cells()
                    if sheet[cell] is None
                )
            if not self._must_announce():
                if not self.stopped and not self._throw_limit_reached():
                    cost = 1 if self.throws >= FREE_THROWS else 0
                    actions.append(ThrowOption(self._keeper(), False, cost))
                if not self.stopped and self._can_stop():
                    actions.append(Stop(thrower))
                partner = self._next_partner()
                if partner is not None:
                    actions.append(ThrowOption(partner, True))
        if self._writing_phase():
            actions.extend(choice.action for choice in self.write_choices())
        actions.extend(self._correct_options())
        return actions

    def write_choices(self, player: str | None = None) -> list[WriteChoice]:
        """Every legal write and cross now (for `player`, or for everyone who may write), each
        with the value the cell gets, whose result it is and which sheet gets it: the action
        to apply is ready, nothing needs to be worked out again. Declining a turn (russian
        `matches`) is one of them: a cross before the first throw."""
        key = self._position()
        if self._choices_cache[0] != key:
            self._choices_cache = (key, self._write_choices())
        choices = self._choices_cache[1]
        if player is None:
            return list(choices)
        return [c for c in choices if c.action.player == player]

    def _write_choices(self) -> list[WriteChoice]:
        if self.is_over:
            return []
        if not self._writing_phase():
            # russian `matches`: declining the turn is a cross before the first throw
            sheet = self.round.sheets[0]
            return [WriteChoice(c, 0, c.player, sheet) for c in self._decline_options()]
        deciders = self._write_deciders()
        choices: list[WriteChoice] = []
        for kind, options in ((Write, self.write_options()), (Cross, self._cross_options())):
            for option in options:
                value = option.value if kind is Write else 0
                choices.extend(
                    WriteChoice(
                        self._write_action(kind, d, option), value, option.result, option.sheet
                    )
                    for d in deciders
                )
        return choices

    def _next_partner(self) -> str | None:
        """Pairs and team: the partner who plays next, once the current partner has thrown."""
        if self.throws > 0 and self.thrower_no < len(self.round.throwers) - 1:
            return self.round.throwers[self.thrower_no + 1]
        return None

    def _correct_options(self) -> list[Correct]:
        if not self._last_write:
            return []
        names = self.ruleset.cell_names
        options: list[Correct] = []
        for player in self.players:
            last = self._last_write.get(self.team_of(player) or player)
            if last is not None and not self._corrections_used(last):
                options.extend(
                    Correct(player, names[cell])
                    for cell in self._order_cells(last.before)
                    if cell != last.cell
                )
        return options

    def last_result(self, player: str) -> LastWrite | None:
        """The last result `player`'s side wrote, while a correction may still move it (yamm):
        the sheet, the cell it is in now and its dice; None when there is none to move."""
        last = self._last_write.get(self.team_of(player) or player)
        if last is None:
            return None
        return LastWrite(last.sheet, last.cell, last.before.copy(), last.dice, last.moves)

    def decision(self) -> Decision:
        """Who is to act and how; a correction alone (yamm) does not count as a decision."""
        key = self._position()
        if self._decision_cache[0] != key:
            self._decision_cache = (key, self._decision())
        return self._decision_cache[1]

    def _decision(self) -> Decision:
        players: list[str] = []
        kinds: set[str] = set()
        for action in self.legal_actions():
            if isinstance(action, Correct):
                continue
            if isinstance(action, ThrowOption):
                kinds.add("throw" if action.first or action.player == self.thrower else "keep")
            else:
                kinds.add(type(action).__name__.lower())
            if action.player not in players:
                players.append(action.player)
        return Decision(tuple(players), frozenset(kinds))

    # -- totals --------------------------------------------------------------------------------
    def column_summaries(self, owner: str) -> dict[str, dict[str, int]]:
        cells = self.sheets[owner]
        return {
            column.id: self.ruleset.column_summary(cells, c)
            for c, column in enumerate(self.ruleset.columns)
        }

    def sheet_total(self, owner: str) -> int:
        cells = self.sheets[owner]
        columns = sum(
            self.ruleset.column_summary(cells, c)["total"]
            for c in range(len(self.ruleset.columns))
        )
        return columns + self.bonus[owner]

    def totals(self) -> dict[str, int]:
        """Game total per competitor (player, or team in team modes)."""
        return {
            competitor: sum(self.sheet_total(o) for o in self.sheet_owner_of(competitor))
            for competitor in self.competitors
        }

    def winners(self) -> list[str]:
        """The competitors with the best total once the game is over (ties share the win)."""
        if not self.is_over:
            return []
        totals = self.totals()
        return self.mode.winners(totals)

    def settlement(self) -> dict[str, int]:
        """Russian settlement of the current totals (see `settle`)."""
        return settle(self.totals())

    # -- acting --------------------------------------------------------------------------------
    def throw(
        self, player: str, source: DiceSource, keep: Iterable[int] | None = None
    ) -> Throw:
        """Throw the dice not kept, with dice from `source`. Returns the applied action."""
        n = self.ruleset.dice_count
        starting = self.throws == 0 or (
            keep is None and self.thrower_no + 1 < len(self.round.throwers)
        )
        if starting:
            if keep is not None:
                raise IllegalAction("keep_before_throw", "Throw first: there are no dice to keep.")
            action = Throw(player, tuple(_thrown(source, list(range(n)))))
        else:
            keep_t = tuple(keep or ())
            if self.dice is None:
                raise IllegalAction("keep_before_throw", "Throw first: there are no dice to keep.")
            dice = list(self.dice)
            # a bad keep is refused by apply, which checks it; the dice here are only a proposal
            free = [i for i in range(n) if i not in keep_t]
            for i, face in zip(free, _thrown(source, free), strict=True):
                dice[i] = face
            action = Throw(player, tuple(dice), keep_t)
        self.apply(action)
        return action

    def announce(self, player: str, cell: str) -> None:
        self.apply(Announce(player, cell))

    def write(
        self, player: str, cell: str, *, result: str | None = None, sheet: str | None = None
    ) -> None:
        self.apply(Write(player, cell, result, sheet))

    def cross(
        self, player: str, cell: str, *, result: str | None = None, sheet: str | None = None
    ) -> None:
        self.apply(Cross(player, cell, result, sheet))

    def stop(self, player: str) -> None:
        self.apply(Stop(player))

    def correct(self, player: str, cell: str) -> None:
        self.apply(Correct(player, cell))

    def apply(self, action: Action) -> None:
        """Check `action` completely, then carry it out; refuse with `IllegalAction` otherwise."""
        if self._over:
            raise IllegalAction("game_over", "The game is over.")
        player = getattr(action, "player", None)
        if player not in self._seated:
            raise IllegalAction(
                "not_in_game", f"{str(player)[:40]} is not playing in this game.", player=player
            )
        handler = _HANDLERS.get(type(action))
        if handler is None:
            raise IllegalAction("unknown_action", "Unknown action.")
        handler(self, action)
        self.history.append(action)

    # -- throwing ------------------------------------------------------------------------------
    def _keeper(self) -> str:
        """Who chooses the keeps for the next throw (Kontra: the writer after an announcement)."""
        return self.mode.keeper(self.round, self.thrower, self.announced is not None)

    def _can_stop(self) -> bool:
        partner_to_come = self.thrower_no < len(self.round.throwers) - 1
        return self.mode.may_stop(self.throws, self.announced is not None, partner_to_come)

    def _check_keep(self, keep: tuple[int, ...]) -> None:
        n = self.ruleset.dice_count
        if not keep or (
            _POSITIONS[n].issuperset(keep)
            and set(map(type, keep)) == _INT
            and len(set(keep)) == len(keep)
        ):
            return  # the common case, checked in C
        for i in keep:
            if type(i) is not int or not 0 <= i < n:
                shown = i + 1 if type(i) is int else str(i)[:10]  # players count dice from 1
                raise IllegalAction(
                    "bad_die",
                    f"There is no die {shown}: dice are numbered 1 to {n}.",
                    count=n,
                )
        if len(set(keep)) != len(keep):
            raise IllegalAction("bad_die", "Each die can be kept only once.", count=n)

    def _throw(self, action: Throw) -> None:
        n = self.ruleset.dice_count
        dice = action.dice
        if (
            not isinstance(dice, tuple)
            or len(dice) != n
            or not _FACES.issuperset(dice)
            or set(map(type, dice)) != _INT  # no bools or floats posing as faces
        ):
            raise IllegalAction("bad_dice", f"A throw shows {n} dice, each 1 to 6.", count=n)
        if (
            self.thrower_no + 1 < len(self.round.throwers)
            and action.player == self._next_partner()
        ):
            if action.keep is not None:
                # the second partner's turn starts with a throw of all dice
                raise IllegalAction("keep_before_throw", "Throw first: there are no dice to keep.")
            # pairs/team: the partner's first throw ends the first partner's turn
            if self._must_announce():
                raise IllegalAction(
                    "must_announce",
                    "Only announce cells are left: announce a cell before the turn ends.",
                )
            self._hold_result()
        first = self.throws == 0
        if first:
            if action.player != self.thrower:
                raise self._not_your_turn(action.player, self.thrower, "throw")
            if action.keep is not None:
                raise IllegalAction("keep_before_throw", "Throw first: there are no dice to keep.")
        else:
            if self.written:
                raise IllegalAction("turn_over", "The turn is over: write the other result.")
            keeper = self._keeper()
            if action.player != keeper:
                if action.player == self.thrower:
                    raise IllegalAction(
                        "kontra_keeps",
                        "A cell was announced: your opponent chooses which dice you keep.",
                    )
                raise self._not_your_turn(action.player, keeper, "throw")
            if self.stopped:
                raise IllegalAction("stopped", "You said enough: the throwing is over.")
            if self.throws >= FREE_THROWS and self._throw_limit_reached():
                partner = self._next_partner()
                if partner is not None:  # pairs, team: the team writes after the partner's turn
                    raise IllegalAction(
                        "pass_to_partner",
                        f"That was throw {self.throws}: no more throws, pass to {partner}.",
                        throws=self.throws,
                        player=partner,
                    )
                raise IllegalAction(
                    "no_more_throws",
                    f"That was throw {self.throws}: no more throws, write the result.",
                    throws=self.throws,
                )
            if self.announced is None and self._must_announce():
                raise IllegalAction(
                    "must_announce",
                    "Only announce cells are left: announce a cell before throwing again.",
                )
            keep = action.keep if action.keep is not None else ()
            self._check_keep(keep)
            assert self.dice is not None
            if keep and [dice[i] for i in keep] != [self.dice[i] for i in keep]:
                raise IllegalAction("kept_changed", "A kept die cannot change its value.")
        # all checks passed: carry it out
        if first:
            self.dice = dice
            self.throws = 1
            self.one_throw_yamb = len(set(dice)) == 1
            self._close_correction()
        else:
            if self.throws >= FREE_THROWS:
                self.matches[self.thrower] -= 1
            if len(action.keep or ()) != n:
                self.one_throw_yamb = False
            self.dice = dice
            self.throws += 1

    def _hold_result(self) -> None:
        assert self.dice is not None
        self.held.append(
            Result(self.thrower, self.dice, self.announced, self.throws, self.one_throw_yamb)
        )
        self.thrower_no += 1
        self._new_turn()

    def _close_correction(self) -> None:
        self._last_write.pop(self.round.side, None)

    def _not_your_turn(self, player: str, expected: str, what: str) -> IllegalAction:
        return IllegalAction(
            "not_your_turn",
            f"It is not your turn to {what}: {expected} is to play.",
            player=player,
            expected=expected,
            what=what,
        )

    def _stop(self, action: Stop) -> None:
        if action.player != self.thrower:
            raise self._not_your_turn(action.player, self.thrower, "stop")
        if self.throws == 0:
            raise IllegalAction("stop_before_throw", "Throw first.")
        if self.stopped or not self._can_stop():
            if self.announced is not None and self._announcer() != self.thrower:
                raise IllegalAction(
                    "kontra_writer_stops",
                    "A cell was announced: your opponent decides when to stop.",
                )
            raise IllegalAction("cannot_stop", "There is nothing to stop: write the result.")
        if self._must_announce():
            raise IllegalAction(
                "must_announce", "Only announce cells are left: a cell must be announced."
            )
        if self.mode.stop_passes_to_partner:
            self._hold_result()
        else:
            self.stopped = True

    # -- announcing ----------------------------------------------------------------------------
    def _announce_cells(self) -> list[int]:
        n = len(self.ruleset.rows)
        return [
            c * n + r
            for c, column in enumerate(self.ruleset.columns)
            if column.kind is ColumnKind.ANNOUNCE
            for r in range(n)
        ]

    def _announce(self, action: Announce) -> None:
        cell = self.ruleset.cell(action.cell)
        announcer = self._announcer()
        if action.player != announcer:
            if action.player == self.thrower:
                raise IllegalAction(
                    "kontra_announcer", "In Kontra Yamb your opponent announces for you."
                )
            raise self._not_your_turn(action.player, announcer, "announce")
        if self.throws == 0:
            raise IllegalAction("announce_before_throw", "Announce right after the first throw.")
        if self.announced is not None:
            raise IllegalAction("announced_twice", "A cell is already announced this turn.")
        if self.written:
            raise IllegalAction("turn_over", "The turn is over: write the other result.")
        if self.throws > 1:
            raise IllegalAction(
                "announce_too_late", "Announcing is only possible right after the first throw."
            )
        column = self.ruleset.columns[cell // len(self.ruleset.rows)]
        if column.kind is not ColumnKind.ANNOUNCE:
            raise IllegalAction(
                "not_announce_cell",
                f"{action.cell} is not in an announce column.",
                cell=action.cell,
            )
        if self.sheets[self._own_sheet(self.thrower)][cell] is not None:
            raise IllegalAction(
                "cell_filled", f"{action.cell} is already filled.", cell=action.cell
            )
        self.announced = cell

    # -- writing -------------------------------------------------------------------------------
    def _write_deciders(self) -> tuple[str, ...]:
        return self.mode.write_deciders(self.round)

    def _write_action(
        self, kind: type[Write] | type[Cross], player: str, option: WriteOption
    ) -> Write | Cross:
        result = option.result if self.mode.names_result else None
        sheet = option.sheet if self.mode.names_sheet else None
        return kind(player, option.cell, result, sheet)

    def _sheets_for(self, result: Result) -> list[str]:
        sheets = self.open_sheets()
        if not self.mode.names_sheet:
            return sheets
        others = [r for r in self.current_results() if r.player != result.player]
        return [
            s
            for s in sheets
            if self._fits(result, s)
            # the other result must still have a place on the other sheet
            and all(any(self._fits(r, o) for o in sheets if o != s) for r in others)
        ]

    def _fits(self, result: Result, sheet: str) -> bool:
        """Team mode: an announced result goes to its announcer's sheet; any needs a cell."""
        if not self.mode.result_fits_sheet(result.player, result.announced is not None, sheet):
            return False
        return bool(self._candidates(result.announced, sheet))

    def _order_cells(self, cells: list[int | None]) -> list[int]:
        """Empty cells that the column order permits (announce columns excluded)."""
        legal: list[int] = []
        for kind, start, end in self._column_spans:
            if kind is ColumnKind.DOWN:
                if None in cells[start:end]:
                    legal.append(cells.index(None, start, end))
            elif kind is ColumnKind.UP:
                for cell in range(end - 1, start - 1, -1):
                    if cells[cell] is None:
                        legal.append(cell)
                        break
            elif kind is ColumnKind.FREE:
                legal += [cell for cell in range(start, end) if cells[cell] is None]
        return legal

    def _kontra_value_ok(self, cells: list[int | None], cell: int, value: int) -> bool:
        """Kontra: Max ends at least 1 above its column's Min."""
        pair = self.ruleset.max_min
        if pair is None:
            return True
        n = len(self.ruleset.rows)
        base, row = divmod(cell, n)
        base *= n
        hi = self.ruleset.row_index[pair[0]]
        lo = self.ruleset.row_index[pair[1]]
        if row == hi:
            other = cells[base + lo]
            return other is None or value >= other + 1
        if row == lo:
            other = cells[base + hi]
            return other is None or value <= other - 1
        return True

    def _candidates(self, announced: int | None, sheet: str) -> list[int]:
        if announced is not None:
            return [announced] if self.sheets[sheet][announced] is None else []
        cached = self._order_cache.get(sheet)
        if cached is None:
            cached = self._order_cache[sheet] = self._order_cells(self.sheets[sheet])
        return cached

    def _writable(self, result: Result, sheet: str) -> list[tuple[int, int]]:
        """(cell, value) for every cell `result` may be written to on `sheet`."""
        return self._writable_cells(result.dice, result.announced, sheet)

    def _writable_cells(
        self, dice: tuple[int, ...], announced: int | None, sheet: str
    ) -> list[tuple[int, int]]:
        values = self.ruleset.values(dice)
        n = len(self.ruleset.rows)
        candidates = self._candidates(announced, sheet)
        if not self.mode.must_write_value:
            return [(cell, values[cell % n]) for cell in candidates]
        cells = self.sheets[sheet]
        valued = [
            (cell, values[cell % n])
            for cell in candidates
            if values[cell % n] > 0 and self._kontra_value_ok(cells, cell, values[cell % n])
        ]
        # the writer must write a value where one is possible
        return valued if valued else [(cell, 0) for cell in candidates]

    def _cross_options(self) -> list[WriteOption]:
        names = self.ruleset.cell_names
        sums = self.ruleset.sum_row_indexes
        n = len(self.ruleset.rows)
        options: list[WriteOption] = []
        for result in self.current_results():
            for sheet in self._sheets_for(result):
                for cell, value in self._writable(result, sheet):
                    if self.mode.must_write_value:
                        if value == 0:
                            options.append(WriteOption(names[cell], 0, result.player, sheet))
                    elif cell % n not in sums:
                        options.append(WriteOption(names[cell], 0, result.player, sheet))
        return options

    def _decline_options(self) -> list[Cross]:
        """Russian `matches`: cross a legal cell without throwing, for 3 matches."""
        if not self._may_decline():
            return []
        sums = self.ruleset.sum_row_indexes
        n = len(self.ruleset.rows)
        names = self.ruleset.cell_names
        cells = self.sheets[self.round.sheets[0]]
        return [
            Cross(self.thrower, names[c]) for c in self._order_cells(cells) if c % n not in sums
        ]

    def _may_decline(self) -> bool:
        return (
            self.ruleset.matches
            and self.mode.may_decline
            and self.throws == 0
            and not self._must_announce()
        )

    def _check_naming(self, action: Write | Cross) -> None:
        """A write names a result (pairs, team) and a sheet (team) only where the mode asks:
        a record must never say something that did not happen."""
        if action.result is not None and not self.mode.names_result:
            raise IllegalAction(
                "result_not_named",
                f"In mode {self.mode.name} a write names no result: it is the thrower's.",
                mode=self.mode.name,
            )
        if action.sheet is not None and not self.mode.names_sheet:
            raise IllegalAction(
                "sheet_not_named",
                f"In mode {self.mode.name} a write names no sheet: it goes on the round's sheet.",
                mode=self.mode.name,
            )

    def _resolve_target(self, action: Write | Cross) -> tuple[Result, str]:
        """Which result goes to which sheet, checking who may write it."""
        deciders = self._write_deciders()
        if action.player not in deciders:
            if action.player == self.thrower:  # Kontra: the thrower's sheet is not theirs
                raise IllegalAction(
                    "kontra_writer", "In Kontra Yamb your opponent writes your result."
                )
            raise self._not_your_turn(action.player, deciders[0], "write")
        if self.throws == 0:
            raise IllegalAction("write_before_throw", "Throw first, then write.")
        if not self._writing_phase():
            if self._must_announce():
                raise IllegalAction(
                    "must_announce", "Only announce cells are left: a cell must be announced."
                )
            if self.thrower_no == len(self.round.throwers) - 1:  # Kontra, still throwing
                raise IllegalAction(
                    "kontra_not_enough",
                    f"{self.thrower} is still throwing: wait for them to say enough.",
                    player=self.thrower,
                )
            partner = self.round.throwers[-1]
            raise IllegalAction(
                "partner_to_throw",
                f"{partner} plays their turn before the team writes.",
                player=partner,
            )
        if len(self.round.throwers) == 1:
            assert self.dice is not None
            result = Result(
                self.thrower, self.dice, self.announced, self.throws, self.one_throw_yamb
            )
            return result, self.round.sheets[0]
        results = self.current_results()
        chosen = [r for r in results if r.player == action.result]
        if not chosen:
            names = ", ".join(r.player for r in results)
            raise IllegalAction(
                "bad_result",
                f"Name whose result to write: {names}.",
                results=[r.player for r in results],
            )
        result = chosen[0]
        if not self.mode.names_sheet:
            return result, self.round.sheets[0]
        sheets = self.open_sheets()
        if action.sheet not in sheets:
            raise IllegalAction(
                "bad_sheet", f"Name the sheet to write on: {', '.join(sheets)}.", sheets=sheets
            )
        if action.sheet not in self._sheets_for(result):
            if result.announced is None and self._only_announce_left(action.sheet):
                raise IllegalAction(
                    "must_announce", "Only announce cells are left: a cell must be announced."
                )
            raise IllegalAction(
                "announced_sheet", "An announced result goes into its announcer's own sheet."
            )
        return result, action.sheet

    def _write(self, action: Write | Cross) -> None:
        self._check_naming(action)
        declining = (
            isinstance(action, Cross)
            and self.throws == 0
            and self._may_decline()
            and action.player == self.thrower
        )
        if declining:
            result = Result(self.thrower, (), None, 0, False)
            sheet = self.round.sheets[0]
        else:
            result, sheet = self._resolve_target(action)
        cell = self.ruleset.cell(action.cell)
        cells = self.sheets[sheet]
        n = len(self.ruleset.rows)
        if cells[cell] is not None:
            raise IllegalAction(
                "cell_filled", f"{action.cell} is already filled.", cell=action.cell
            )
        if result.announced is not None and cell != result.announced:
            announced = self.ruleset.cell_names[result.announced]
            raise IllegalAction(
                "announced_elsewhere",
                f"{announced} was announced: the turn ends by writing it.",
                cell=announced,
            )
        if result.announced is None and self._only_announce_left(sheet):
            raise IllegalAction(
                "must_announce", "Only announce cells are left: a cell must be announced."
            )
        if declining:
            value = 0 if cell in self._order_cells(cells) else None
        elif len(self.round.throwers) == 1:
            value = self._single_options()[1].get(cell)
        else:
            value = dict(self._writable(result, sheet)).get(cell)
        if value is None:
            raise self._order_refusal(action.cell, cell, cells)
        if isinstance(action, Cross):
            if self.mode.must_write_value:
                if value != 0:
                    raise IllegalAction(
                        "kontra_must_write",
                        "A value is possible, so it must be written: crossing is not allowed.",
                    )
            elif cell % n in self.ruleset.sum_row_indexes:
                raise IllegalAction(
                    "sum_row_cross", "Max, Min, Hoch and Tief always take the sum of the dice."
                )
            value = 0
        # all checks passed: carry it out
        before = cells.copy() if self.ruleset.correction else []
        self._put(sheet, cell, value)
        if result.one_throw_yamb and self.ruleset.one_throw_bonus:
            self.bonus[sheet] += self.ruleset.one_throw_bonus
        if self.ruleset.matches and self.mode.pays_matches:
            earned = 3 if declining else {1: 2, 2: 1}.get(result.throws, 0)
            self.matches[result.player or action.player] += earned
        if self.ruleset.correction:
            self._last_write[self.round.side] = LastWrite(sheet, cell, before, result.dice)
        self.written.append((result.player, sheet))
        if len(self.written) == len(self.round.sheets):
            self.round_no += 1
            self._new_round()
        else:
            self.stopped = True

    def _put(self, sheet: str, cell: int, value: int) -> None:
        cells = self.sheets[sheet]
        if cells[cell] is None and cell not in self._announce_cell_set:
            self._plain_empty[sheet] -= 1
        cells[cell] = value
        self._advance_order(sheet, cell)
        self._sheet_changed(sheet)
        if None not in cells:
            self._over = all(None not in other for other in self.sheets.values())
        pair = self.ruleset.hoch_tief
        if pair is not None:
            n = len(self.ruleset.rows)
            base = cell - cell % n
            hoch = base + self.ruleset.row_index[pair[0]]
            tief = base + self.ruleset.row_index[pair[1]]
            if cell in (hoch, tief):
                h, t = cells[hoch], cells[tief]
                if h is not None and t is not None and h <= t:
                    cells[hoch] = cells[tief] = 0

    def _advance_order(self, sheet: str, cell: int) -> None:
        """Keep the sheet's order-legal cells current after `cell` was filled: a down or up
        column offers its next empty cell (cheaper than scanning the sheet every turn)."""
        legal = self._order_cache.get(sheet)
        if legal is None:
            return
        if cell in legal:
            legal.remove(cell)
        kind, start, end = self._column_spans[cell // len(self.ruleset.rows)]
        cells = self.sheets[sheet]
        following: int | None = None
        if kind is ColumnKind.DOWN and None in cells[cell + 1 : end]:
            following = cells.index(None, cell + 1, end)
        elif kind is ColumnKind.UP:
            following = next((c for c in range(cell - 1, start - 1, -1) if cells[c] is None), None)
        if following is not None:
            bisect.insort(legal, following)

    def _sheet_changed(self, sheet: str) -> None:
        self._version += 1

    def _order_refusal(self, name: str, cell: int, cells: list[int | None]) -> IllegalAction:
        n = len(self.ruleset.rows)
        column = self.ruleset.columns[cell // n]
        if column.kind is ColumnKind.ANNOUNCE:
            return IllegalAction(
                "announce_only", f"{name} can only be written after announcing it.", cell=name
            )
        if self.mode.must_write_value and cell in self._order_cells(cells):
            return IllegalAction(
                "kontra_value",
                f"{name} cannot take these dice: a value must be written where one is "
                "possible, and Max must stay above Min.",
                cell=name,
            )
        order = {ColumnKind.DOWN: "top down", ColumnKind.UP: "bottom up"}.get(column.kind, "")
        return IllegalAction(
            "column_order",
            f"{name} is not next: the {column.id} column fills {order}.",
            cell=name,
            column=column.id,
            order=column.kind.value,
        )

    # -- correcting (yamm) ---------------------------------------------------------------------
    def _corrections_used(self, last: LastWrite) -> bool:
        return self.correction_limit is not None and last.moves >= self.correction_limit

    def _correct(self, action: Correct) -> None:
        if not self.ruleset.correction:
            raise IllegalAction(
                "no_correction",
                f"{self.ruleset.name} has no corrections.",
                ruleset=self.ruleset.name,
            )
        side = self.team_of(action.player) or action.player
        last = self._last_write.get(side)
        if last is None:
            raise IllegalAction(
                "nothing_to_correct",
                "There is no result of yours to move (a correction lasts until your side's "
                "next turn starts).",
            )
        if self._corrections_used(last):
            raise IllegalAction(
                "corrections_used",
                f"A result may be moved {self.correction_limit} times; this one has been.",
                most=self.correction_limit,
            )
        cell = self.ruleset.cell(action.cell)
        if cell == last.cell:
            raise IllegalAction("same_cell", "The result is already in that cell.")
        n = len(self.ruleset.rows)
        if last.before[cell] is not None:
            raise IllegalAction(
                "cell_filled", f"{action.cell} is already filled.", cell=action.cell
            )
        if cell not in self._order_cells(last.before):
            raise self._order_refusal(action.cell, cell, last.before)
        value = self.ruleset.values(last.dice)[cell % n]
        self.sheets[last.sheet][:] = last.before
        self._plain_empty[last.sheet] = self._count_plain_empty(last.sheet)
        self._order_cache.pop(last.sheet, None)
        self._sheet_changed(last.sheet)
        self._put(last.sheet, cell, value)
        # a new record, not a change in place: a snapshot taken before keeps its own
        self._last_write[side] = LastWrite(
            last.sheet, cell, last.before, last.dice, last.moves + 1
        )


# action type -> the Game method that checks and carries it out
_HANDLERS: dict[type, Any] = {
    Throw: Game._throw,
    Write: Game._write,
    Cross: Game._write,
    Announce: Game._announce,
    Stop: Game._stop,
    Correct: Game._correct,
}


def settle(totals: Mapping[str, int]) -> dict[str, int]:
    """Russian settlement: each total minus every other total, summed."""
    everyone = sum(totals.values())
    return {c: len(totals) * t - everyone for c, t in totals.items()}


def _thrown(source: DiceSource, positions: list[int]) -> list[int]:
    """The faces for the dice thrown at `positions`: by position where the source deals by
    position (the daily challenge's dice), else as many dice as positions."""
    if isinstance(source, PositionalSource):
        return source.roll_positions(positions)
    return source.roll(len(positions))


def draw_starting_order(
    ruleset: str | Ruleset, seats: Sequence[str], source: DiceSource
) -> tuple[list[str], list[dict[str, int]]]:
    """The ruleset's starting-order draw: the seating rotated so the drawn starter is first.

    Returns the new order and every round of the draw (name -> die), for showing it.
    """
    rules = ruleset if isinstance(ruleset, Ruleset) else get_ruleset(ruleset)
    seats = list(seats)
    rounds: list[dict[str, int]] = []
    if rules.starting_order.value == "join" or len(seats) < 2:
        return seats, rounds
    lowest = rules.starting_order.value == "lowest_die"
    contenders = seats
    while len(contenders) > 1:
        throws: dict[str, int] = {}
        starter = None
        for seat in contenders:
            throws[seat] = source.roll(1)[0]
            if not lowest and throws[seat] in (1, 6):
                starter = seat  # yamm: a 1 or a 6 ends the draw at once
                break
        rounds.append(throws)
        if starter is not None:
            contenders = [starter]
            break
        best = (min if lowest else max)(throws.values())
        contenders = [s for s in contenders if throws[s] == best]
    start = seats.index(contenders[0])
    return seats[start:] + seats[:start], rounds
