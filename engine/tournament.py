"""A server's tournament: swiss, knockout or round robin, as rules over the results so far.

Pure: a `Tournament` holds only its format and entrants; everything else is a function of the
outcomes recorded so far (`Outcome`) and of who dropped out from which round (`dropped`), so the
caller stores those two and may ask again after a restart and get the same answer.

Batches. Games are given in batches: a swiss or round-robin round; in knockout a round's first
games, then (same round number) the replays of its tied games. `pairings(outcomes)` is the batch
in play, whole: the same list, including games already decided, until every game of it has an
outcome; from then on it is the next batch ([] once the tournament is over). `pending(outcomes)`
is its games still without an outcome. So the caller, after each result, starts the games of
`pairings` it has not started yet (a new batch is one whose (round, replay) it has not seen).
Byes are `Pairing`s with `second` None: they are decided when given, never pending, and need no
`Outcome` (one may be recorded; swiss then counts its point at once instead of when the round
is complete). An `Outcome` names `first` and `second` as its `Pairing` did.

Drops. `dropped[id] = d`: the entrant plays no game from round d on. In swiss they are not
paired from round d; a drop while round r is in play is `d = r + 1` with the game in play
recorded as an outcome (`forfeit=True`), since round r's pairing is already fixed. In knockout
and round robin `d = r` also works: the games of the dropped entrant without an outcome are
not played (they leave `pairings`) and count as forfeits won by the opponent (`forfeits`).
Knockout: both sides gone, nobody goes through and the next opponent has a walkover; in the
final, nobody wins the tournament (the two finalists share second place, nobody is first).

Swiss pairing (Dutch): score groups top down, S1[i] against S2[i] with transpositions, an odd
player floating down; a group that cannot be paired so is searched exactly while small, and
should the bottom be left unpaired the last groups are paired again together, more of them until
it works (a search of the whole field only when nothing smaller does). Fields of 12 or fewer
also look ahead, so that the rounds left can still be paired. `NoPairing` when no pairing
without a repeated pair exists (drops in a small field can bring that about).

Who starts (swiss): the one who has started less, counted as starts minus games gone second.
Two who have both started two more than they went second (or two fewer; in the last round one)
do not meet if any pairing avoids it, floats or not, as the Dutch system's absolute colour
preferences: so in 5 rounds everyone who plays 5 games starts 2 or 3 of them. A swiss as long
as a round robin takes the round robin's starts (`_circle`).
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType

FORMATS = ("swiss", "knockout", "round-robin")
MAX_ROUND_ROBIN = 16
_NEVER = 1 << 30  # the drop round of an entrant who has not dropped
_NO_DROPS: Mapping[str, int] = MappingProxyType({})
# Search sizes: Dutch transpositions give up after this many backtracks (then an exact search
# or floats down); brackets up to this size get the exact search when transpositions fail.
_DUTCH_BACKTRACKS = 2000
_EXACT_BRACKET = 40
_FLOAT_TRIES = 8  # odd bracket: how many of its lowest players are tried as the downfloater
_COLOUR_REACH = 8  # colour swaps: with pairs up to this many places away in the group
# fields this small look ahead: the round's pairing must leave the rounds left pairable
_LOOKAHEAD = 12
_LOOKAHEAD_BUDGET = 20000  # searches of the rounds left, per round paired


class NoPairing(Exception):
    """No pairing of the round's players exists without some pair meeting a second time."""


@dataclass(frozen=True, slots=True)
class Entrant:
    id: str  # opaque
    rating: float  # higher is stronger; ties broken by id


@dataclass(frozen=True, slots=True)
class Pairing:
    round: int  # 1-based
    board: int  # 1-based table within the round, board 1 the top (knockout: bracket slot)
    first: str  # who starts the game
    second: str | None  # None: a bye for `first`
    replay: int = 0  # knockout: 1 for the replay of a tied game


@dataclass(frozen=True, slots=True)
class Outcome:
    round: int
    first: str
    second: str | None  # None: a bye
    score: float  # points of `first`: 1 win, 0.5 tie, 0 loss (a bye: 1)
    margin: int = 0  # first's total minus second's, positive good for first; 0: bye, forfeit
    replay: int = 0
    forfeit: bool = False  # decided without a finished game (timeout, drop, settle)


@dataclass(frozen=True, slots=True)
class Standing:
    id: str
    place: int  # 1-based; shared only in knockout (by the round reached); 1 only for its winner
    # or those still in (a final neither finalist played has no winner: they share 2)
    points: float
    buchholz: float
    sonneborn_berger: float
    margin: int
    rating: float
    games: int  # against an opponent, forfeits included
    wins: int
    draws: int
    losses: int
    byes: int
    forfeits: int = 0  # of `games`, decided without a game
    dropped: int | None = None  # the first round not played
    round_reached: int | None = None  # knockout: the last round they were drawn in
    eliminated_in: int | None = None  # knockout: None for the winner and those still in


@dataclass(frozen=True, slots=True)
class Match:
    """A knockout match: `top` the upper slot of the bracket (None: empty, the other's bye)."""

    round: int
    slot: int  # 1-based, top to bottom: the board of its games
    top: str | None
    bottom: str | None
    top_seed: int | None
    bottom_seed: int | None
    winner: str | None  # None while undecided, or when nobody goes through
    decided: bool
    games: tuple[Outcome, ...] = ()
    walkover: bool = False  # decided without a game: a bye or a dropped side


@dataclass(frozen=True, slots=True)
class Bracket:
    rounds: tuple[tuple[Match, ...], ...]  # round 1 first; later rounds as far as known
    winner: str | None


def swiss_rounds(count: int) -> int:
    """The usual number of swiss rounds for `count` entrants: ceil(log2(count)) + 1."""
    return max(1, math.ceil(math.log2(count)) + 1) if count > 1 else 1


def most_swiss_rounds(count: int) -> int:
    """The most swiss rounds `count` entrants can play: a round robin's, as one more would
    have to repeat a pair."""
    return count if count % 2 else count - 1


def bye_is_a_win(format: str) -> bool:
    """Whether a bye counts as a game won: in swiss it scores a point, in knockout it takes one
    through; in a round robin the one left over sits the round out, for nothing."""
    if format not in FORMATS:
        raise ValueError(f"format must be one of {', '.join(FORMATS)}, not {format!r}")
    return format != "round-robin"


def seeding_order(size: int) -> list[int]:
    """Seeds (1-based) in bracket order for a power-of-two `size`: 1, 16, 8, 9, 4, 13, ...
    Each seed s meets size + 1 - s first, and 1 and 2 can meet only in the final."""
    order = [1]
    while len(order) < size:
        total = 2 * len(order) + 1
        order = [seed for s in order for seed in (s, total - s)]
    return order


# -- results shared by the formats ---------------------------------------------------------------
@dataclass(slots=True)
class _Tally:
    points: float = 0.0
    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    byes: int = 0
    forfeits: int = 0
    margin: int = 0
    met: list[tuple[str, float]] = field(default_factory=list)  # (opponent, own score)


def _pair_key(outcome: Outcome | Pairing) -> tuple[int, int, str, str | None]:
    return (outcome.round, outcome.replay, outcome.first, outcome.second)


def _index(outcomes: Iterable[Outcome]) -> dict[tuple[int, int, str, str | None], Outcome]:
    """Outcomes by game; the same one twice is fine (a retried save), two different is not."""
    found: dict[tuple[int, int, str, str | None], Outcome] = {}
    for outcome in outcomes:
        if outcome.score not in (0, 0.5, 1):
            raise ValueError(f"score must be 0, 0.5 or 1: {outcome}")
        key = _pair_key(outcome)
        if outcome.second is not None:
            mirror = (outcome.round, outcome.replay, outcome.second, outcome.first)
            if mirror in found:
                raise ValueError(f"first and second swapped against another outcome: {outcome}")
        if key in found and found[key] != outcome:
            raise ValueError(f"two different outcomes of one game: {found[key]} and {outcome}")
        found[key] = outcome
    return found


def _check_known(outcomes: Sequence[Outcome], entrants: Mapping[str, Entrant]) -> None:
    for outcome in outcomes:
        if outcome.round < 1 or outcome.replay not in (0, 1):
            raise ValueError(f"rounds count from 1, replays are 0 or 1: {outcome}")
        for who in (outcome.first, outcome.second):
            if who is not None and who not in entrants:
                raise ValueError(f"outcome names someone not entered: {outcome}")


class Tournament:
    """The rules of one tournament; see the module's docstring for batches and drops."""

    def __init__(self, format: str, entrants: Sequence[Entrant], rounds: int | None = None) -> None:
        if format not in FORMATS:
            raise ValueError(f"format must be one of {', '.join(FORMATS)}, not {format!r}")
        if len(entrants) < 2:
            raise ValueError("a tournament needs at least 2 entrants")
        if len({e.id for e in entrants}) != len(entrants):
            raise ValueError("entrant ids must be distinct")
        if format == "round-robin" and len(entrants) > MAX_ROUND_ROBIN:
            raise ValueError(
                f"a round robin takes at most {MAX_ROUND_ROBIN} entrants, not {len(entrants)}"
            )
        count = len(entrants)
        most = most_swiss_rounds(count)
        if rounds is not None:
            if format != "swiss":
                raise ValueError("only a swiss tournament takes a number of rounds")
            if not 1 <= rounds <= most:
                raise ValueError(f"{count} entrants can play 1 to {most} swiss rounds")
        self.format = format
        self.entrants: tuple[Entrant, ...] = tuple(entrants)
        self.by_id: dict[str, Entrant] = {e.id: e for e in entrants}
        # seed 1 the strongest
        self.seeds: tuple[str, ...] = tuple(
            e.id for e in sorted(entrants, key=lambda e: (-e.rating, e.id))
        )
        self.rounds = rounds if rounds is not None else min(swiss_rounds(count), most)
        self._schedule: list[list[tuple[str, str | None]]] = []
        # a swiss of a round robin's length pairs everyone with everyone: who starts each pair
        # is then the round robin's, even in whatever order they meet (chosen round by round,
        # the pairs left for the last rounds are forced: 5 players, 5 rounds, nearly half the
        # tournaments left someone 1 start of 4)
        self._starter: dict[frozenset[str], str] = {}
        if format == "swiss" and self.rounds == most:
            self._starter = {
                frozenset((a, b)): a
                for games in _circle(list(self.seeds))
                for a, b in games
                if b is not None
            }
        if format == "knockout":
            self.rounds = max(1, math.ceil(math.log2(count)))
        elif format == "round-robin":
            self._schedule = _circle(list(self.seeds))
            self.rounds = len(self._schedule)

    def total_rounds(self) -> int:
        return self.rounds

    # -- the batch in play -----------------------------------------------------------------------
    def pairings(
        self, outcomes: Sequence[Outcome], dropped: Mapping[str, int] = _NO_DROPS
    ) -> list[Pairing]:
        """The batch in play, whole (decided games included), byes last; [] once over.

        Raises NoPairing (swiss) when the round cannot be paired without a repeated pair, and
        ValueError for an outcome of a game that was not given.
        """
        _check_known(outcomes, self.by_id)
        if self.format == "swiss":
            return self._swiss_batch(outcomes, dropped)[0]
        if self.format == "knockout":
            return self._knockout(outcomes, dropped).batch
        return self._robin(outcomes, dropped)[0]

    def pending(
        self, outcomes: Sequence[Outcome], dropped: Mapping[str, int] = _NO_DROPS
    ) -> list[Pairing]:
        """The games of the batch in play without an outcome (never a bye)."""
        done = _index(outcomes)
        return [
            p
            for p in self.pairings(outcomes, dropped)
            if p.second is not None and _pair_key(p) not in done
        ]

    def is_over(self, outcomes: Sequence[Outcome], dropped: Mapping[str, int] = _NO_DROPS) -> bool:
        return not self.pairings(outcomes, dropped)

    def forfeits(
        self, outcomes: Sequence[Outcome], dropped: Mapping[str, int] = _NO_DROPS
    ) -> list[Outcome]:
        """The games decided by a drop without an outcome recorded (knockout, round robin), up
        to the round in play, as forfeits won by the one who stayed. Swiss has none: a dropped
        player is simply not paired."""
        if self.format == "knockout":
            return self._knockout(outcomes, dropped).forfeits
        if self.format == "round-robin":
            return self._robin(outcomes, dropped)[1]
        return []

    # -- standings ---------------------------------------------------------------------------------
    def standings(
        self, outcomes: Sequence[Outcome], dropped: Mapping[str, int] = _NO_DROPS
    ) -> list[Standing]:
        """Best first: points, Buchholz, Sonneborn-Berger, margin, rating, id (knockout: the
        round reached first, and places shared by those out in the same round).

        Points: 1 a win, 0.5 a tie, forfeits included; a bye is 1 in swiss (its rule) and 0 in
        round robin (everyone sits out once) and knockout (a bye only moves one on). Buchholz:
        the points of every opponent met, a game each (forfeits too; byes add nothing).
        Sonneborn-Berger: the points of the opponents beaten plus half those tied with.
        """
        _check_known(outcomes, self.by_id)
        if self.format == "knockout":
            state = self._knockout(outcomes, dropped)
            games = list(state.played) + state.forfeits
            byes = [(who, 0.0) for who in state.byes]
            reach = state.reach
        elif self.format == "round-robin":
            batch, implicit, played = self._robin(outcomes, dropped)
            games = played + implicit
            byes = [(p.first, 0.0) for r in self._robin_byes(batch, dropped) for p in r]
            reach = {}
        else:
            games, swiss_byes = _swiss_results(self, outcomes, dropped)
            byes = [(who, 1.0) for who in swiss_byes]
            reach = {}
        tallies = _tally(self.by_id, games, byes)
        points = {who: t.points for who, t in tallies.items()}

        def tiebreaks(who: str) -> tuple[float, float, float, int, float, str]:
            t = tallies[who]
            buchholz = sum(points[o] for o, _ in t.met)
            sb = sum(points[o] * s for o, s in t.met)
            return (-t.points, -buchholz, -sb, -t.margin, -self.by_id[who].rating, who)

        keys = {who: tiebreaks(who) for who in self.by_id}
        if self.format == "knockout":
            order = sorted(self.by_id, key=lambda w: (tuple(-x for x in reach[w]), keys[w]))
        else:
            order = sorted(self.by_id, key=lambda w: keys[w])
        result: list[Standing] = []
        for position, who in enumerate(order):
            t = tallies[who]
            place = position + 1
            reached: int | None = None
            out: int | None = None
            if self.format == "knockout":
                # shared by all who got as far: the place of the first of them
                if position and reach[order[position - 1]] == reach[who]:
                    place = result[-1].place
                reached, alive = reach[who]
                reached = min(reached, self.rounds)
                out = None if alive else reach[who][0]
                if out is not None:
                    # first is the winner's alone: finalists who both left the final unplayed
                    # share second, not first
                    place = max(place, 2)
            result.append(
                Standing(
                    id=who,
                    place=place,
                    points=t.points,
                    buchholz=-keys[who][1],
                    sonneborn_berger=-keys[who][2],
                    margin=t.margin,
                    rating=self.by_id[who].rating,
                    games=t.games,
                    wins=t.wins,
                    draws=t.draws,
                    losses=t.losses,
                    byes=t.byes,
                    forfeits=t.forfeits,
                    dropped=dropped.get(who),
                    round_reached=reached,
                    eliminated_in=out,
                )
            )
        return result

    def bracket(
        self, outcomes: Sequence[Outcome], dropped: Mapping[str, int] = _NO_DROPS
    ) -> Bracket:
        """Knockout only: the matches so far, round by round, in bracket (seed) order."""
        if self.format != "knockout":
            raise ValueError("only a knockout tournament has a bracket")
        _check_known(outcomes, self.by_id)
        state = self._knockout(outcomes, dropped)
        return Bracket(tuple(tuple(r) for r in state.rounds), state.winner)

    # -- swiss -------------------------------------------------------------------------------------
    def _swiss_batch(
        self, outcomes: Sequence[Outcome], dropped: Mapping[str, int]
    ) -> tuple[list[Pairing], int]:
        """The batch in play and its round (one past the last round once over)."""
        by_round = _swiss_rounds_of(outcomes)
        last = max(by_round, default=0)
        for number in range(1, last):
            if not _swiss_complete(self, number, by_round.get(number, []), dropped):
                raise ValueError(f"round {number} is not complete but round {last} has results")
        current = max(last, 1)
        if last and _swiss_complete(self, last, by_round[last], dropped):
            current = last + 1
        if current > self.rounds:
            return [], current
        history = [o for o in outcomes if o.round < current]
        batch = _swiss_pairing(self, current, history, dropped)
        given = {_pair_key(p) for p in batch}
        for outcome in by_round.get(current, []):
            if _pair_key(outcome) not in given:
                raise ValueError(f"an outcome of a game not paired in round {current}: {outcome}")
        return batch, current

    # -- knockout ----------------------------------------------------------------------------------
    def _knockout(self, outcomes: Sequence[Outcome], dropped: Mapping[str, int]) -> _Knockout:
        return _Knockout(self, outcomes, dropped)

    # -- round robin -------------------------------------------------------------------------------
    def _robin(
        self, outcomes: Sequence[Outcome], dropped: Mapping[str, int]
    ) -> tuple[list[Pairing], list[Outcome], list[Outcome]]:
        """The batch in play, the forfeits of drops up to it, and the games recorded."""
        done = _index(outcomes)
        scheduled = {
            (number, 0, a, b) for number, games in enumerate(self._schedule, 1) for a, b in games
        }
        for key, outcome in done.items():
            if key not in scheduled:
                raise ValueError(f"an outcome of a game not scheduled: {outcome}")
        current = len(self._schedule) + 1
        for number, games in enumerate(self._schedule, 1):
            if any(
                b is not None
                and (number, 0, a, b) not in done
                and min(dropped.get(a, _NEVER), dropped.get(b, _NEVER)) > number
                for a, b in games
            ):
                current = number
                break
        batch: list[Pairing] = []
        if current <= len(self._schedule):
            # boards as scheduled, byes last, so that a drop leaves the others' boards alone
            ordered = sorted(self._schedule[current - 1], key=lambda game: game[1] is None)
            batch = [
                Pairing(current, board, a, b)
                for board, (a, b) in enumerate(ordered, 1)
                if (current, 0, a, b) in done
                or min(dropped.get(a, _NEVER), dropped.get(b or a, _NEVER)) > current
            ]
        implicit: list[Outcome] = []
        for number, games in enumerate(self._schedule[: current - 1 if not batch else current], 1):
            for a, b in games:
                if b is None or (number, 0, a, b) in done:
                    continue
                a_gone = dropped.get(a, _NEVER) <= number
                b_gone = dropped.get(b, _NEVER) <= number
                if a_gone != b_gone:
                    implicit.append(Outcome(number, a, b, 0.0 if a_gone else 1.0, forfeit=True))
        return batch, implicit, list(done.values())

    def _robin_byes(self, batch: list[Pairing], dropped: Mapping[str, int]) -> list[list[Pairing]]:
        """Each round's byes up to the one in play (all once over)."""
        last = batch[0].round if batch else len(self._schedule)
        return [
            [
                Pairing(number, 0, a, None)
                for a, b in self._schedule[number - 1]
                if b is None and dropped.get(a, _NEVER) > number
            ]
            for number in range(1, last + 1)
        ]


def _tally(
    entrants: Mapping[str, Entrant],
    games: Iterable[Outcome],
    byes: Iterable[tuple[str, float]],
) -> dict[str, _Tally]:
    tallies = {who: _Tally() for who in entrants}
    for game in games:
        if game.second is None:
            continue
        for who, other, score, margin in (
            (game.first, game.second, game.score, game.margin),
            (game.second, game.first, 1 - game.score, -game.margin),
        ):
            t = tallies[who]
            t.points += score
            t.games += 1
            t.wins += score == 1
            t.draws += score == 0.5
            t.losses += score == 0
            t.forfeits += game.forfeit
            t.margin += margin
            t.met.append((other, score))
    for who, value in byes:
        tallies[who].byes += 1
        tallies[who].points += value
    return tallies


# -- swiss -----------------------------------------------------------------------------------------
def _swiss_rounds_of(outcomes: Iterable[Outcome]) -> dict[int, list[Outcome]]:
    by_round: dict[int, list[Outcome]] = defaultdict(list)
    for outcome in outcomes:
        if outcome.replay:
            raise ValueError(f"swiss has no replays: {outcome}")
        by_round[outcome.round].append(outcome)
    return by_round


def _swiss_unpaired(
    tournament: Tournament, number: int, games: Sequence[Outcome], dropped: Mapping[str, int]
) -> set[str]:
    """Those of round `number` who had no game in it (not counting the dropped)."""
    played = {who for o in games if o.second is not None for who in (o.first, o.second)}
    return {
        who for who in tournament.by_id if dropped.get(who, _NEVER) > number and who not in played
    }


def _swiss_complete(
    tournament: Tournament, number: int, games: Sequence[Outcome], dropped: Mapping[str, int]
) -> bool:
    # a paired round leaves out at most the bye, so this needs no pairing computed again
    return len(_swiss_unpaired(tournament, number, games, dropped)) <= 1


def _swiss_byes(
    tournament: Tournament, number: int, games: Sequence[Outcome], dropped: Mapping[str, int]
) -> set[str]:
    recorded = {o.first for o in games if o.second is None}
    if recorded:
        return recorded
    unpaired = _swiss_unpaired(tournament, number, games, dropped)
    return unpaired if len(unpaired) == 1 else set()


def _swiss_results(
    tournament: Tournament, outcomes: Sequence[Outcome], dropped: Mapping[str, int]
) -> tuple[list[Outcome], list[str]]:
    """The games recorded and the byes: of complete rounds, and those recorded."""
    by_round = _swiss_rounds_of(outcomes)
    byes: list[str] = []
    for number, games in sorted(by_round.items()):
        if _swiss_complete(tournament, number, games, dropped):
            byes.extend(sorted(_swiss_byes(tournament, number, games, dropped)))
        else:
            byes.extend(o.first for o in games if o.second is None)
    return [o for o in outcomes if o.second is not None], byes


@dataclass(slots=True)
class _Swiss:
    """A player's history as the pairing needs it."""

    points: float = 0.0
    met: set[str] = field(default_factory=set)
    starts: int = 0
    played: int = 0  # games played to the end: those whose colour counts
    started_last: bool = False
    had_bye: bool = False


def _swiss_history(
    tournament: Tournament, outcomes: Sequence[Outcome], dropped: Mapping[str, int]
) -> dict[str, _Swiss]:
    """Points, opponents, colours and byes from complete rounds' outcomes."""
    history = {who: _Swiss() for who in tournament.by_id}
    for number, games in sorted(_swiss_rounds_of(outcomes).items()):
        for o in games:
            if o.second is None:
                continue
            a, b = history[o.first], history[o.second]
            a.points += o.score
            b.points += 1 - o.score
            a.met.add(o.second)
            b.met.add(o.first)
            if not o.forfeit:  # an unplayed game does not count for colours (as FIDE's)
                a.starts += 1
                a.played += 1
                b.played += 1
                a.started_last, b.started_last = True, False
        for who in _swiss_byes(tournament, number, games, dropped):
            history[who].points += 1
            history[who].had_bye = True
    return history


def _swiss_pairing(
    tournament: Tournament, number: int, outcomes: Sequence[Outcome], dropped: Mapping[str, int]
) -> list[Pairing]:
    """Round `number` of a swiss given the outcomes of the rounds before it ([] when fewer than
    two players are left). Dutch: score groups top down, S1[i] against S2[i] with
    transpositions, odd players floating down; the bye to the lowest who has had none."""
    history = _swiss_history(tournament, outcomes, dropped)
    rating = {e.id: e.rating for e in tournament.entrants}
    order = sorted(
        (who for who in tournament.by_id if dropped.get(who, _NEVER) > number),
        key=lambda w: (-history[w].points, -rating[w], w),
    )
    if len(order) < 2:
        return []
    bye: str | None = None
    pairs: list[tuple[str, str]] | None = None
    # how far from even a player's starts may go when the pairing can help it: by two, at the
    # end by one (none when who starts is set in advance)
    spread = None if tournament._starter else 1 if number == tournament.rounds else 2
    if len(order) % 2:
        for candidate in reversed(order):
            if history[candidate].had_bye:
                continue
            pairs = _pair_all([w for w in order if w != candidate], history, spread)
            if pairs is not None:
                bye = candidate
                break
    else:
        pairs = _pair_all(order, history, spread)
    if pairs is None:
        raise NoPairing(
            f"round {number}: the {len(order)} players left cannot all be paired"
            + (" with a bye to one who has had none" if len(order) % 2 else "")
            + " without two of them meeting again"
        )
    if len(order) <= _LOOKAHEAD and number < tournament.rounds:
        left = tournament.rounds - number
        bye, pairs = _looking_ahead(order, history, bye, pairs, left, spread)
    rank = {who: i for i, who in enumerate(order)}

    def first_of(board: int, a: str, b: str) -> tuple[str, str]:
        higher = rank[a] < rank[b]
        if not history[a].played and not history[b].played:
            # neither has a colour yet (round 1): the higher placed starts on odd boards, the
            # lower on even ones, as the Dutch system alternates. Always the higher placed would
            # give every start to the top half, whose players then keep meeting each other with
            # the same preference (1,024 players, 11 rounds: 12% started 7 of 11, not 1.4%)
            higher = higher == (board % 2 == 1)
        starter = tournament._starter.get(frozenset((a, b)))
        a_first = _starts(history[a], history[b], higher) if starter is None else starter == a
        return (a, b) if a_first else (b, a)

    def board_key(pair: tuple[str, str]) -> tuple[float, float, int]:
        a, b = pair
        high, low = sorted((history[a].points, history[b].points), reverse=True)
        return (-high, -low, min(rank[a], rank[b]))

    games = [first_of(board, a, b) for board, (a, b) in enumerate(sorted(pairs, key=board_key), 1)]
    batch = [Pairing(number, board, a, b) for board, (a, b) in enumerate(games, 1)]
    if bye is not None:
        batch.append(Pairing(number, len(batch) + 1, bye, None))
    return batch


class _OutOfBudget(Exception):
    pass


def _looking_ahead(
    order: list[str],
    history: Mapping[str, _Swiss],
    bye: str | None,
    pairs: list[tuple[str, str]],
    rounds_left: int,
    spread: int | None,
) -> tuple[str | None, list[tuple[str, str]]]:
    """In a small field, the round's pairing, changed if need be so that the rounds left can
    still be paired. A few players run out of new opponents quickly (6 players, 4 rounds: a
    third of the tournaments would reach a last round with no pairing), so when the Dutch
    pairing leaves none, the pairing that keeps most apart who need the same colour
    (`_colour_clashes`), then floats fewest (then by the smallest score gaps, the bye lowest)
    among those that leave one is taken instead. Drops to come are not
    foreseen; a search that runs long is taken as a yes."""
    size = len(order)
    index = {who: i for i, who in enumerate(order)}
    full = (1 << size) - 1
    adjacent = [
        full & ~(1 << i) & ~sum(1 << index[o] for o in history[w].met if o in index)
        for i, w in enumerate(order)
    ]
    bye_free = sum(1 << i for i, w in enumerate(order) if not history[w].had_bye)
    known: dict[tuple[tuple[int, ...], int, int], bool] = {}
    calls = 0

    def matchings(free: int, adj: Sequence[int]) -> Iterable[list[tuple[int, int]]]:
        if not free:
            yield []
            return
        i = (free & -free).bit_length() - 1
        rest = free & ~(1 << i)
        options = adj[i] & rest
        while options:
            low = options & -options
            options ^= low
            j = low.bit_length() - 1
            for more in matchings(rest & ~low, adj):
                yield [(i, j), *more]

    def after(adj: Sequence[int], chosen: list[tuple[int, int]]) -> tuple[int, ...]:
        new = list(adj)
        for i, j in chosen:
            new[i] &= ~(1 << j)
            new[j] &= ~(1 << i)
        return tuple(new)

    def possible(adj: tuple[int, ...], rounds: int, byes: int) -> bool:
        nonlocal calls
        if rounds == 0:
            return True
        key = (adj, rounds, byes)
        if key in known:
            return known[key]
        calls += 1
        if calls > _LOOKAHEAD_BUDGET:
            raise _OutOfBudget
        found = False
        for out in _bits(byes) if size % 2 else [-1]:
            free = full & ~(1 << out) if out >= 0 else full
            for chosen in matchings(free, adj):
                left = byes & ~(1 << out) if out >= 0 else byes
                if possible(after(adj, chosen), rounds - 1, left):
                    found = True
                    break
            if found:
                break
        known[key] = found
        return found

    def feasible(out: int, chosen: list[tuple[int, int]]) -> bool:
        left = bye_free & ~(1 << out) if out >= 0 else bye_free
        try:
            return possible(after(adjacent, chosen), rounds_left, left)
        except _OutOfBudget:
            return True

    bye_index = index[bye] if bye is not None else -1
    if feasible(bye_index, [(index[a], index[b]) for a, b in pairs]):
        return bye, pairs
    score = [history[w].points for w in order]
    clash = _colour_clashes([history[w] for w in order], spread)
    candidates: list[tuple[tuple[int, int, float, int], int, list[tuple[int, int]]]] = []
    for out in _bits(bye_free) if size % 2 else [-1]:
        free = full & ~(1 << out) if out >= 0 else full
        for chosen in matchings(free, adjacent):
            clashes = sum(1 for i, j in chosen if j in clash[i])
            unequal = sum(1 for i, j in chosen if score[i] != score[j])
            gaps = sum(abs(score[i] - score[j]) for i, j in chosen)
            candidates.append(((clashes, unequal, gaps, -out), out, chosen))
    candidates.sort(key=lambda c: c[0])
    for _, out, chosen in candidates:
        if feasible(out, chosen):
            return (order[out] if out >= 0 else None), [(order[i], order[j]) for i, j in chosen]
    return bye, pairs  # none leaves the rest pairable: this round as the Dutch rules give it


def _bits(mask: int) -> list[int]:
    """The set bits of a mask, highest first (the lowest placed first, for byes)."""
    return [i for i in range(mask.bit_length() - 1, -1, -1) if mask >> i & 1]


def _starts(a: _Swiss, b: _Swiss, a_higher: bool) -> bool:
    """Whether `a` starts against `b`: the one with the lower starts minus games gone second
    (not simply fewer starts: after a bye one has played fewer); else the one who did not
    start their last game; else the higher placed."""
    if _lead(a) != _lead(b):
        return _lead(a) < _lead(b)
    if a.played and b.played and a.started_last != b.started_last:
        return b.started_last
    return a_higher


def _pair_all(
    order: Sequence[str], history: Mapping[str, _Swiss], spread: int | None = None
) -> list[tuple[str, str]] | None:
    """A pairing of everyone in `order` (standings order, even count) with no repeated pair,
    or None if there is none. Score groups top down, each paired on its own (Dutch
    transpositions, else an exact search when small, else greedily), the unpaired floating to
    the next; should the bottom be left unpaired, the last groups are paired again together by
    an exact search, more of them until it works. `spread`: see `_colour_clashes`."""
    index = {who: i for i, who in enumerate(order)}
    met = [{index[o] for o in history[w].met if o in index} for w in order]
    score = [history[w].points for w in order]
    pairs = _pair_avoiding(order, history, met, score)
    clash = _colour_clashes([history[w] for w in order], spread)
    if pairs is not None and any(b in clash[a] for a, b in pairs):
        # two who need the same colour would meet: paired again with such pairs kept apart,
        # even if more then float (as the Dutch system's absolute colour preferences)
        avoid = [m | c for m, c in zip(met, clash, strict=True)]
        apart = _pair_avoiding(order, history, avoid, score)
        pairs = apart or pairs
    return None if pairs is None else [(order[a], order[b]) for a, b in pairs]


def _lead(player: _Swiss) -> int:
    """Games started minus games gone second (played ones: as `_Swiss.starts`)."""
    return 2 * player.starts - player.played


def _colour_clashes(players: Sequence[_Swiss], spread: int | None) -> list[set[int]]:
    """For each player, those whom meeting would leave one of the two more than `spread` out
    (starts minus games gone second): both `spread` or more ahead, or behind (None: nobody)."""
    if spread is None:
        return [set() for _ in players]
    ahead = {i for i, p in enumerate(players) if _lead(p) >= spread}
    behind = {i for i, p in enumerate(players) if _lead(p) <= -spread}
    return [
        ahead - {i} if i in ahead else behind - {i} if i in behind else set()
        for i in range(len(players))
    ]


def _pair_avoiding(
    order: Sequence[str], history: Mapping[str, _Swiss], bad: list[set[int]], score: list[float]
) -> list[tuple[int, int]] | None:
    """`_pair_all`'s pairing with `bad` the pairs that must not meet."""
    groups: list[list[int]] = []
    for i in range(len(order)):
        if groups and score[groups[-1][0]] == score[i]:
            groups[-1].append(i)
        else:
            groups.append([i])
    pairs: list[tuple[int, int]] = []
    marks: list[tuple[int, list[int]]] = []  # per group: pairs made above it, floaters into it
    carry: list[int] = []
    for group in groups:
        marks.append((len(pairs), carry))
        got, carry = _bracket(carry + group, bad, score)
        pairs += got
    if carry:
        for j in range(len(groups) - 1, -1, -1):
            made, floaters = marks[j]
            pool = floaters + [i for g in groups[j:] for i in g]
            found = _exact(pool, bad, score)
            if found is not None:
                pairs = pairs[:made] + found
                break
        else:
            return None
    pairs = _fewer_floats(pairs, bad, score)
    players = [history[w] for w in order]

    def imbalance(a: int, b: int) -> int:
        """How far from even the starts of the worse off of a and b would be after the game."""
        first, second = (
            (players[a], players[b])
            if _starts(players[a], players[b], a < b)
            else (
                players[b],
                players[a],
            )
        )
        return max(
            abs(2 * first.starts + 2 - first.played - 1),
            abs(2 * second.starts - second.played - 1),
        )

    # colours only move players between pairs of the same scores, but that may open a swap
    # that floats fewer, which comes first
    return _fewer_floats(_better_colours(pairs, bad, score, imbalance), bad, score)


def _bracket(
    members: list[int], bad: list[set[int]], score: list[float]
) -> tuple[list[tuple[int, int]], list[int]]:
    """A score group (with the floaters from above first): its pairs and who floats down."""
    if len(members) < 2:
        return [], members
    if len(members) % 2:
        # the lowest floats down, unless only someone higher leaves a pairable rest
        for out in members[::-1][:_FLOAT_TRIES]:
            rest = [i for i in members if i != out]
            found = _dutch(rest, bad) or _exact_small(rest, bad, score)
            if found is not None:
                return found, [out]
    else:
        found = _dutch(members, bad) or _exact_small(members, bad, score)
        if found is not None:
            return found, []
    return _greedy(members, bad)


def _dutch(members: list[int], bad: list[set[int]]) -> list[tuple[int, int]] | None:
    """S1 (top half) against S2, S1[i] taking the first S2 player left it has not met:
    transpositions in the Dutch order, by backtracking; None if none within the budget."""
    half = len(members) // 2
    s1, s2 = members[:half], members[half:]
    used = [False] * len(s2)
    chosen: list[int] = []  # the S2 position taken by each S1 player so far
    lowest_free = 0
    start = 0
    backtracks = 0
    while len(chosen) < half:
        avoid = bad[s1[len(chosen)]]
        k = max(start, lowest_free)
        while k < len(s2) and (used[k] or s2[k] in avoid):
            k += 1
        if k < len(s2):
            used[k] = True
            chosen.append(k)
            while lowest_free < len(s2) and used[lowest_free]:
                lowest_free += 1
            start = 0
            continue
        backtracks += 1
        if not chosen or backtracks > _DUTCH_BACKTRACKS:
            return None
        k = chosen.pop()
        used[k] = False
        lowest_free = min(lowest_free, k)
        start = k + 1
    return [(s1[i], s2[k]) for i, k in enumerate(chosen)]


def _exact_small(
    members: list[int], bad: list[set[int]], score: list[float]
) -> list[tuple[int, int]] | None:
    return _exact(members, bad, score) if len(members) <= _EXACT_BRACKET else None


def _exact(
    pool: list[int], bad: list[set[int]], score: list[float]
) -> list[tuple[int, int]] | None:
    """A perfect pairing of `pool` with no repeated pair, or None if none exists: depth first,
    the player with the fewest partners left first (on small pools; in standings order on
    large ones, where the field is dense), partners of the nearest score first; failed
    remainders are remembered."""
    size = len(pool)
    if size % 2:
        return None
    local = {who: i for i, who in enumerate(pool)}
    # partners as bit masks, each list nearest score first, then standings order
    partners: list[list[int]] = []
    masks: list[int] = []
    for who in pool:
        near = sorted(
            (local[o] for o in pool if o != who and o not in bad[who]),
            key=lambda i: (abs(score[pool[i]] - score[who]), i),
        )
        partners.append(near)
        masks.append(sum(1 << i for i in near))
    full = (1 << size) - 1
    failed: set[int] = set()
    chosen: list[tuple[int, int]] = []
    dynamic = size <= 64

    def pick(taken: int) -> int:
        free = full & ~taken
        if not dynamic:
            return (free & -free).bit_length() - 1
        best, fewest = -1, size + 1
        rest = free
        while rest:
            low = rest & -rest
            i = low.bit_length() - 1
            rest ^= low
            count = (masks[i] & free).bit_count()
            if count < fewest:
                best, fewest = i, count
                if count == 0:
                    break
        return best

    def search(taken: int) -> bool:
        if taken == full:
            return True
        if taken in failed:
            return False
        i = pick(taken)
        for j in partners[i]:
            if not taken >> j & 1:
                chosen.append((i, j))
                if search(taken | 1 << i | 1 << j):
                    return True
                chosen.pop()
        failed.add(taken)
        return False

    if not search(0):
        return None
    return [(pool[min(i, j)], pool[max(i, j)]) for i, j in chosen]


def _greedy(members: list[int], bad: list[set[int]]) -> tuple[list[tuple[int, int]], list[int]]:
    """Each in turn with the first one below not met; those left float down."""
    free = list(members)
    pairs: list[tuple[int, int]] = []
    left: list[int] = []
    while free:
        a = free.pop(0)
        for k, b in enumerate(free):
            if b not in bad[a]:
                pairs.append((a, b))
                del free[k]
                break
        else:
            left.append(a)
    return pairs, left


def _fewer_floats(
    pairs: list[tuple[int, int]], bad: list[set[int]], score: list[float]
) -> list[tuple[int, int]]:
    """Re-pair two pairs of unequal scores whenever that leaves fewer pairs of unequal scores
    and meets no one twice, until none can be: no float the pairing could undo by a swap."""
    pairs = list(pairs)
    improved = True
    while improved:
        improved = False
        cross = [k for k, (a, b) in enumerate(pairs) if score[a] != score[b]]
        for x, kx in enumerate(cross):
            for ky in cross[x + 1 :]:
                (a, b), (c, d) = pairs[kx], pairs[ky]
                for p, q in (((a, c), (b, d)), ((a, d), (b, c))):
                    unequal = (score[p[0]] != score[p[1]]) + (score[q[0]] != score[q[1]])
                    if unequal < 2 and p[1] not in bad[p[0]] and q[1] not in bad[q[0]]:
                        pairs[kx], pairs[ky] = (min(p), max(p)), (min(q), max(q))
                        improved = True
                        break
                if improved:
                    break
            if improved:
                break
    return pairs


def _better_colours(
    pairs: list[tuple[int, int]],
    bad: list[set[int]],
    score: list[float],
    imbalance: Callable[[int, int], int],
) -> list[tuple[int, int]]:
    """Swap partners between two nearby pairs of the same scores when that evens colours out
    (the larger imbalance of the two pairs, then the smaller, goes down), as the Dutch system's
    colour transpositions: two players who have both started more than they went second would
    otherwise push one of them further. Only players of equal scores change partners, so every
    pair keeps the scores it had (the floats stay)."""
    pairs = sorted(pairs)
    cost = [imbalance(a, b) for a, b in pairs]
    alike: dict[tuple[float, float], list[int]] = defaultdict(list)  # same scores, in order
    for k, (a, b) in enumerate(pairs):
        alike[(score[a], score[b])].append(k)
    for members in alike.values():
        for _ in range(4):  # a few sweeps: each only lowers the costs, most settle in one
            changed = False
            for i, x in enumerate(members):
                if cost[x] <= 1:
                    continue
                for y in members[max(0, i - _COLOUR_REACH) : i + _COLOUR_REACH + 1]:
                    if y == x:
                        continue
                    (a, b), (c, d) = pairs[x], pairs[y]
                    old = sorted((cost[x], cost[y]), reverse=True)
                    # a and c have equal scores, as have b and d: (a, d) and (c, b) are alike;
                    # all four equal, (a, c) and (b, d) too
                    swaps = [((a, d), (c, b))]
                    if score[a] == score[b]:
                        swaps.append(((a, c), (b, d)))
                    for p, q in swaps:
                        if p[1] in bad[p[0]] or q[1] in bad[q[0]]:
                            continue
                        new = (imbalance(*p), imbalance(*q))
                        if sorted(new, reverse=True) < old:
                            pairs[x], pairs[y] = (min(p), max(p)), (min(q), max(q))
                            cost[x], cost[y] = new
                            changed = True
                            break
                    if cost[x] <= 1:
                        break
            if not changed:
                break
    return pairs


# -- knockout --------------------------------------------------------------------------------------
class _Knockout:
    """A knockout worked out from its outcomes: the bracket so far and the batch in play."""

    def __init__(
        self, tournament: Tournament, outcomes: Sequence[Outcome], dropped: Mapping[str, int]
    ) -> None:
        done = _index(outcomes)
        used: set[tuple[int, int, str, str | None]] = set()
        seeds = tournament.seeds
        seed = {who: i + 1 for i, who in enumerate(seeds)}
        size = 1 << tournament.rounds
        alive: list[str | None] = [
            seeds[s - 1] if s <= len(seeds) else None for s in seeding_order(size)
        ]
        self.rounds: list[list[Match]] = []
        self.batch: list[Pairing] = []
        self.forfeits: list[Outcome] = []
        self.played: list[Outcome] = []
        self.byes: list[str] = []
        # (last round drawn in, still in): compared to rank those out in the same round
        self.reach: dict[str, tuple[int, int]] = {who: (1, 1) for who in seeds}
        self.winner: str | None = None

        def gone(who: str, number: int) -> bool:
            return dropped.get(who, _NEVER) <= number

        for number in range(1, tournament.rounds + 1):
            matches: list[Match] = []
            firsts: list[Pairing] = []
            replays: list[Pairing] = []
            open_first = open_replay = False
            winners: list[str | None] = []
            for slot in range(1, len(alive) // 2 + 1):
                top, bottom = alive[2 * slot - 2], alive[2 * slot - 1]
                for who in (top, bottom):
                    if who is not None:
                        self.reach[who] = (number, 1)
                winner: str | None = None
                decided = True
                walkover = False
                games: list[Outcome] = []
                if top is None or bottom is None:
                    present = top if bottom is None else bottom
                    walkover = True
                    if present is not None and not gone(present, number):
                        winner = present
                        self.byes.append(present)
                        firsts.append(Pairing(number, slot, present, None))
                else:
                    high, low = (top, bottom) if seed[top] < seed[bottom] else (bottom, top)
                    winner, decided, walkover = None, False, False
                    for replay, (a, b) in enumerate(((high, low), (low, high))):
                        key = (number, replay, a, b)
                        game = done.get(key)
                        if game is None:
                            if gone(a, number) or gone(b, number):
                                walkover, decided = True, True
                                if not gone(a, number):
                                    winner = a
                                elif not gone(b, number):
                                    winner = b
                                if winner is not None:
                                    loser = b if winner == a else a
                                    self.forfeits.append(
                                        Outcome(number, winner, loser, 1.0, 0, replay, True)
                                    )
                            else:
                                (replays if replay else firsts).append(
                                    Pairing(number, slot, a, b, replay)
                                )
                                if replay:
                                    open_replay = True
                                else:
                                    open_first = True
                            break
                        used.add(key)
                        games.append(game)
                        self.played.append(game)
                        (replays if replay else firsts).append(Pairing(number, slot, a, b, replay))
                        if game.score != 0.5:
                            winner = a if game.score == 1 else b
                            decided = True
                            break
                    else:
                        winner, decided = high, True  # tied twice: the higher seed goes on
                for who in (top, bottom):
                    if decided and who is not None and who != winner:
                        self.reach[who] = (number, 0)
                matches.append(
                    Match(
                        number,
                        slot,
                        top,
                        bottom,
                        seed.get(top) if top else None,
                        seed.get(bottom) if bottom else None,
                        winner,
                        decided,
                        tuple(games),
                        walkover,
                    )
                )
                winners.append(winner)
            self.rounds.append(matches)
            if open_first:
                self.batch = _boards_then_byes(firsts)
                break
            if open_replay:
                self.batch = replays
                break
            alive = winners
        else:
            self.winner = alive[0] if len(alive) == 1 else None
            if self.winner is not None:
                self.reach[self.winner] = (tournament.rounds + 1, 1)
        stray = [o for key, o in done.items() if key not in used and o.second is not None]
        if stray:
            raise ValueError(f"an outcome of a game not given: {stray[0]}")


def _boards_then_byes(batch: list[Pairing]) -> list[Pairing]:
    return [p for p in batch if p.second is not None] + [p for p in batch if p.second is None]


# -- round robin -----------------------------------------------------------------------------------
def _circle(players: list[str]) -> list[list[tuple[str, str | None]]]:
    """The circle method: the first seat fixed, the others turning one place a round. An odd
    count fixes an empty seat (None: sitting out) instead. Colours: the fixed seat alternates;
    at the other tables the upper seat starts at even tables, the lower at odd ones, so that
    each turning player alternates except once a cycle, and that once is at the fixed table:
    nobody's starts and seconds differ by more than one (by none with an odd count)."""
    seats: list[str | None] = [None, *players] if len(players) % 2 else list(players)
    count = len(seats)
    rounds: list[list[tuple[str, str | None]]] = []
    others = seats[1:]
    for number in range(count - 1):
        turned = others[-number:] + others[:-number] if number else list(others)
        table = [seats[0], *turned]
        games: list[tuple[str, str | None]] = []
        for i in range(count // 2):
            a, b = table[i], table[count - 1 - i]
            if (number % 2 == 0) if i == 0 else (i % 2 == 1):
                a, b = b, a
            if a is None:  # the one sitting out is `first` of a bye
                a, b = b, a
            if a is not None:
                games.append((a, b))
        rounds.append(games)
    return rounds
