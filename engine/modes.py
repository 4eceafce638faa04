"""The five modes as types: each answers, in one place, who throws, who announces, who keeps,
who decides the write, whether one may stop or cross, whether teams exist, and who wins.

`Game` asks its mode; so do the bot, the store and the renderer (through `game.mode` or
`find_mode(name)`), and none of them keeps its own list of mode facts. A new mode is a new
subclass registered in `MODES`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple

from .errors import IllegalAction

if TYPE_CHECKING:
    from .rulesets import Ruleset


class Round(NamedTuple):
    """One unit of the rotation: who throws, who decides, which sheets get written."""

    throwers: tuple[str, ...]
    deciders: tuple[str, ...]  # who announces and writes (Kontra: the opponent)
    sheets: tuple[str, ...]
    side: str  # the player or team, for the correction window


class Mode:
    """What every mode answers. Subclasses set the class attributes and override the rest."""

    name: ClassVar[str]
    has_teams: ClassVar[bool] = False  # played by teams of two
    lowest_wins: ClassVar[bool] = False  # Kontra: the lowest total wins
    needs_announce_column: ClassVar[bool] = False
    # the table sizes the bot offers (the engine itself seats any number in standard)
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 8
    # a write names whose result it writes (pairs, team) and onto whose sheet (team)
    names_result: ClassVar[bool] = False
    names_sheet: ClassVar[bool] = False
    # Kontra: the writer must write a value where one is possible, Max above Min
    must_write_value: ClassVar[bool] = False
    # paid throws of the russian `matches` option, and declining a turn for matches
    pays_matches: ClassVar[bool] = True
    may_decline: ClassVar[bool] = False
    # "enough" ends the throwing (Kontra) or passes the round to the partner (pairs, team)
    stop_passes_to_partner: ClassVar[bool] = False
    # one member challenges another to a game of this mode (a duel with a named opponent)
    challenges: ClassVar[bool] = False
    # two members' games of this mode against each other make a head-to-head record
    duel_record: ClassVar[bool] = False

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"<{type(self).__name__}>"

    # A mode has no state of its own: a copied game shares it.
    def __copy__(self) -> Mode:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Mode:
        return self

    # -- set-up --------------------------------------------------------------------------------
    def check_ruleset(self, ruleset: Ruleset) -> None:
        """Refuses a ruleset this mode cannot be played with (Kontra needs an announce column),
        for a table about to be opened as much as for a game."""
        if self.needs_announce_column and not ruleset.has_announce:
            raise IllegalAction(
                "kontra_announce",
                f"Kontra Yamb needs an announce column; {ruleset.name} has none.",
                ruleset=ruleset.name,
            )

    def unplayed_options(self, ruleset: Ruleset) -> tuple[str, ...]:
        """The ruleset's options turned on that change nothing in this mode (russian `matches`
        in Kontra, which pays no throws): a table asked for them is refused, not a game."""
        return tuple(
            name
            for name, value in ruleset.options.items()
            if value and name == "matches" and not self.pays_matches
        )

    def seat(
        self, players: Sequence[str] | None, teams: Mapping[str, Sequence[str]] | None
    ) -> tuple[tuple[str, ...], dict[str, tuple[str, ...]] | None]:
        """The seating (turn order) and teams, checked for this mode."""
        if teams:
            raise IllegalAction("no_teams", f"Mode {self.name} has no teams.")
        return tuple(players or ()), None

    def schedule(
        self, players: tuple[str, ...], teams: Mapping[str, tuple[str, ...]] | None
    ) -> list[Round]:
        return [Round((p,), (p,), (p,), p) for p in players]

    # -- who -----------------------------------------------------------------------------------
    def announcer(self, round_: Round, thrower: str) -> str:
        """Who may announce right after the first throw."""
        return thrower

    def keeper(self, round_: Round, thrower: str, announced: bool) -> str:
        """Who chooses the dice kept for the next throw."""
        return thrower

    def write_deciders(self, round_: Round) -> tuple[str, ...]:
        """Who may write the round's result(s)."""
        return (round_.deciders[0],)

    def own_sheet(self, round_: Round, thrower: str) -> str:
        """The sheet a thrower's announcement (and forced announcing) refers to."""
        return round_.sheets[0]

    # -- what ----------------------------------------------------------------------------------
    def writing_phase(self, throws: int, stopped: bool, announced: bool) -> bool:
        """Whether the result may be written now (the last thrower of the round has thrown)."""
        return throws > 0

    def may_stop(self, throws: int, announced: bool, partner_to_come: bool) -> bool:
        """Whether "enough" ends the throwing now (not the same as writing)."""
        return False

    def result_fits_sheet(self, result_player: str, announced: bool, sheet: str) -> bool:
        """Team mode: an announced result goes into its announcer's own sheet."""
        return True

    def winners(self, totals: Mapping[str, int]) -> list[str]:
        best = (min if self.lowest_wins else max)(totals.values())
        return [c for c, t in totals.items() if t == best]

    def ranked(self, totals: Mapping[str, int]) -> list[tuple[str, int]]:
        """Competitors best first (ties keep the seating order)."""
        return sorted(totals.items(), key=lambda kv: kv[1], reverse=not self.lowest_wins)


class Standard(Mode):
    """docs/rules.md 9.1: each player has a sheet and writes their own result."""

    name = "standard"
    may_decline = True
    duel_record = True  # two members alone at a table


class Kontra(Mode):
    """docs/rules.md 9.2: a duel; each sheet is written by the opponent; the lowest total wins."""

    name = "kontra"
    challenges = True
    duel_record = True
    lowest_wins = True
    needs_announce_column = True
    min_players = max_players = 2
    must_write_value = True
    pays_matches = False

    def schedule(
        self, players: tuple[str, ...], teams: Mapping[str, tuple[str, ...]] | None
    ) -> list[Round]:
        a, b = players
        return [Round((a,), (b,), (a,), a), Round((b,), (a,), (b,), b)]

    def seat(
        self, players: Sequence[str] | None, teams: Mapping[str, Sequence[str]] | None
    ) -> tuple[tuple[str, ...], dict[str, tuple[str, ...]] | None]:
        seated, _ = super().seat(players, teams)
        if seated and len(seated) != 2:
            raise IllegalAction("kontra_two", "Kontra Yamb is a duel: exactly two players.")
        return seated, None

    def announcer(self, round_: Round, thrower: str) -> str:
        return round_.deciders[0]

    def keeper(self, round_: Round, thrower: str, announced: bool) -> str:
        # after an announcement the writer chooses the keeps
        return round_.deciders[0] if announced else thrower

    def writing_phase(self, throws: int, stopped: bool, announced: bool) -> bool:
        return throws > 0 and (stopped or throws >= 3 or announced)

    def may_stop(self, throws: int, announced: bool, partner_to_come: bool) -> bool:
        return not announced and throws < 3


class _Teams(Mode):
    """Teams of two (pairs, team, partners)."""

    has_teams = True

    def seat(
        self, players: Sequence[str] | None, teams: Mapping[str, Sequence[str]] | None
    ) -> tuple[tuple[str, ...], dict[str, tuple[str, ...]] | None]:
        if not teams:
            raise IllegalAction("teams_needed", f"Mode {self.name} is played by teams of two.")
        grouped = {str(name): tuple(members) for name, members in teams.items()}
        if any(len(members) != 2 for members in grouped.values()):
            raise IllegalAction("team_size", "Every team has exactly two players.")
        seated = [p for members in grouped.values() for p in members]
        order = tuple(players) if players else tuple(seated)
        if sorted(order) != sorted(seated):
            raise IllegalAction("teams_mismatch", "The players must be the teams' members.")
        return order, grouped


class _TwoThrowers(_Teams):
    """Pairs and team: both partners play a full turn in a row, then the team writes."""

    names_result = True
    stop_passes_to_partner = True

    def write_deciders(self, round_: Round) -> tuple[str, ...]:
        return round_.deciders

    def may_stop(self, throws: int, announced: bool, partner_to_come: bool) -> bool:
        return partner_to_come


class Pairs(_TwoThrowers):
    """docs/rules.md 9.3: partners share one sheet and write one of their two results."""

    name = "pairs"

    def schedule(
        self, players: tuple[str, ...], teams: Mapping[str, tuple[str, ...]] | None
    ) -> list[Round]:
        assert teams is not None
        return [Round(m, m, (t,), t) for t, m in teams.items()]


class Team(_TwoThrowers):
    """docs/rules.md 9.4: one sheet each; the team writes both results, one into each sheet."""

    name = "team"
    names_sheet = True

    def schedule(
        self, players: tuple[str, ...], teams: Mapping[str, tuple[str, ...]] | None
    ) -> list[Round]:
        assert teams is not None
        return [Round(m, m, m, t) for t, m in teams.items()]

    def own_sheet(self, round_: Round, thrower: str) -> str:
        return thrower

    def result_fits_sheet(self, result_player: str, announced: bool, sheet: str) -> bool:
        return not announced or sheet == result_player


class Partners(_Teams):
    """docs/rules.md 9.5: teams share a sheet and partners alternate: A1, B1, A2, B2, ..."""

    name = "partners"
    may_decline = True

    def seat(
        self, players: Sequence[str] | None, teams: Mapping[str, Sequence[str]] | None
    ) -> tuple[tuple[str, ...], dict[str, tuple[str, ...]] | None]:
        order, grouped = super().seat(players, teams)
        if grouped is not None and len(grouped) < 2:
            raise IllegalAction("teams_too_few", "Partners is played by two or more teams.")
        return order, grouped

    def schedule(
        self, players: tuple[str, ...], teams: Mapping[str, tuple[str, ...]] | None
    ) -> list[Round]:
        assert teams is not None
        return [Round((m[i],), (m[i],), (t,), t) for i in (0, 1) for t, m in teams.items()]


MODES: dict[str, Mode] = {
    mode.name: mode for mode in (Standard(), Kontra(), Pairs(), Team(), Partners())
}
MODE_NAMES: tuple[str, ...] = tuple(MODES)


def find_mode(name: object) -> Mode:
    """The mode called `name` (as in the game record), refused when unknown."""
    if isinstance(name, Mode):
        return name
    mode = MODES.get(name) if isinstance(name, str) else None
    if mode is None:
        raise IllegalAction(
            "unknown_mode",
            f"Unknown mode {str(name)[:40]!r}; choose one of {', '.join(MODE_NAMES)}.",
        )
    return mode
