"""The game replay page: an ended game step by step, and its record as JSON.

`GET /g/{game}` shows every step of the game: step 0 is the empty table, step k the game just
after the record's action k (a throw with its dice and keeps, an announcement, a write or a
cross, a yamm correction), with every sheet as it stood then, drawn as HTML tables. The server
renders the last step, so the page reads without JavaScript; `static/replay.js` moves through
the steps from the data embedded in the page. `GET /api/g/{game}` is the game record.

The steps are worked out once per game by the engine (`engine.record.steps` over the stored
record, `Reads.stored_record`: the same replay `python -m engine replay` makes, done once) and
kept in a small LRU, since an ended game never changes; a request then only reads the game's
row, its players' names and its seed, and words the steps in the visitor's language. Pages
as rendered are kept too, gzipped (`ReplayCache`).

The embedded data (`<script type="application/json" id="replay-data">`), read by replay.js:

    {"columns": the columns of a sheet,
     "lines": what each body row of a sheet table holds: a row index (>= 0; the engine's cell
              is column * rows + row), -1 a computed line, -2 yamm's one-throw bonus,
     "words": {"crossed", "kept", "total": "Total {n}", "step": "Step {step} of {steps}"},
     "steps": [{"d": the dice on the table, "s": the turn in words, "p": the sheets the
                     turn writes (these three only where they differ from the step before),
                "k": positions this throw kept, "h": [[partner, dice], ...] results held
                     this round (pairs, team), "a": [sheet, cell] announced,
                "c": [[sheet, cell, value or null], ...] the cells this step changed,
                "m": [[sheet, computed texts, total, one-throw bonus], ...] the sheets it
                     changed (every sheet at step 0); the computed texts, line by line and
                     column by column, are joined by commas, each "" (blank), "~N" (a running
                     sum) or "N" (final)},
               ...]}
    (a key left out: none, empty, or as the step before)

A value of 0 is a crossed cell (docs/record.md). The words of each step (what happened) are
the page's list of moves, `<ol id="replay-log">`, one item per step: they are not repeated in
the data.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any
from weakref import WeakKeyDictionary

from aiohttp import web
from jinja2.utils import htmlsafe_json_dumps

from engine import Action, Announce, Correct, Cross, Game, Ruleset, Throw, Write
from engine.daily import Daily
from engine.game import FREE_THROWS
from engine.record import ReplayError
from engine.record import steps as record_steps

from ..app.context import bot_name, label_name
from ..app.words import cell_name, column_name, row_name
from ..labels import COLUMN_MARK, label
from ..players import is_bot
from ..scoresheet import computed_line, layout, places, signed
from ..store.errors import CorruptGameLog, GameNotFound, WrongStatus
from ..store.models import GameInfo
from ..texts import say
from .guard import cached, gzipped, not_found, packed_answer
from .page import ENDED_AGE, SITE_KEY, Page, json_answer

if TYPE_CHECKING:
    from ..store import Reads
    from ..weblinks import Links

CACHED_GAMES = 16  # replayed games kept: 500 steps hold some 0.4 MiB (the pages are kept apart)
PAGE_BYTES = 8 * 2**20  # rendered pages kept, gzipped: some thousand of them
NAME = 40  # a name's characters inside a sentence
FSI, PDI = "\u2068", "\u2069"  # a name inside a sentence is isolated, as <bdi> does in markup
DIE_FACES = "⚀⚁⚂⚃⚄⚅"


# -- the steps, as the engine replays them (no words: the same for every language) -------------
@dataclass(frozen=True, slots=True)
class Turn:
    """The turn a step belongs to, as it stood then."""

    number: int  # the round, from 0
    thrower: str
    throws: int
    stopped: bool
    dice: tuple[int, ...]
    held: tuple[tuple[str, tuple[int, ...]], ...]  # partners' results waiting to be written
    called: tuple[int, int] | None  # (sheet number, cell) announced
    writer: str | None  # Kontra: the rival, who announces, keeps after it and writes
    matches: int | None  # russian `matches`: the thrower's
    live: tuple[int, ...]  # the sheets this turn writes


SheetSums = tuple[int, tuple[str, ...], str, str]  # sheet number, computed texts, total, bonus


@dataclass(frozen=True, slots=True)
class Step:
    action: Action | None  # None: the start
    turn: Turn
    kept: tuple[int, ...]  # positions this throw kept
    cells: tuple[tuple[int, int, int | None], ...]  # (sheet number, cell, value) changed
    sums: tuple[SheetSums, ...]
    sheet: str | None  # the sheet a write, cross or correction changed
    value: int | None  # what it put in its cell
    held_now: str | None  # pairs, team: the partner whose result this throw held


@dataclass(frozen=True)
class Replayed:
    record: dict[str, Any]  # as export_record gives it: never changed
    game: Game  # at its end
    owners: tuple[str, ...]  # the sheets, in seat order
    steps: tuple[Step, ...]


def _turn(game: Game, sheet_no: Mapping[str, int]) -> Turn:
    called = None
    if game.announced is not None and game.announced_sheet is not None:
        called = (sheet_no[game.announced_sheet], game.announced)
    return Turn(
        number=game.round_no,
        thrower=game.thrower,
        throws=game.throws,
        stopped=game.stopped,
        dice=tuple(game.dice or ()),
        held=tuple((r.player, r.dice) for r in game.held),
        called=called,
        writer=game.round.deciders[0] if game.mode.lowest_wins else None,
        matches=game.matches.get(game.thrower) if game.ruleset.matches else None,
        live=tuple(sheet_no[s] for s in game.round.sheets),
    )


@lru_cache(maxsize=50_000)
def column_sums(rules: Ruleset, column: tuple[int | None, ...]) -> tuple[tuple[str, ...], int]:
    """One column's computed lines as the bot's sheet picture shows them (`computed_line`: blank
    until something counts, a running sum until its part of the column is written), each ""
    (blank), "~N" (running) or "N", and the column's total. Kept by the column's cells: most
    columns of most games pass through the same few states."""
    summary = rules.column_summary(list(column), 0)
    written = [value is not None for value in column]
    upper = [rules.row_index[str(face)] for face in range(1, 7)]
    counted = [rules.row_index[r] for r in rules.counted]
    texts = []
    for line in layout(rules).lines:
        if line.kind not in ("row", "one_throw"):
            shown = computed_line(line.kind, summary, written, upper, counted, rules)
            texts.append("" if shown is None else shown[0] if shown[1] else "~" + shown[0])
    return tuple(texts), summary["total"]


def sheet_sums(game: Game, owner: str, number: int) -> SheetSums:
    """A sheet's computed lines (line by line, column by column), its total and yamm's
    one-throw bonus."""
    rules = game.ruleset
    n = len(rules.rows)
    cells = game.sheets[owner]
    columns = [column_sums(rules, tuple(cells[c * n : (c + 1) * n]))
               for c in range(len(rules.columns))]
    texts = tuple(column[0][k] for k in range(len(columns[0][0])) for column in columns)
    bonus = game.bonus.get(owner, 0)
    # the total as Game.sheet_total adds it up: the columns' totals and the bonus
    total = sum(column[1] for column in columns) + bonus
    return number, texts, signed(total), f"+{bonus}" if bonus else ""


def replay_steps(record: Mapping[str, Any]) -> Replayed:
    """Every step of a record, replayed by the engine."""
    moves = record_steps(record)
    _, _, game = next(moves)  # the new game; later the same game, moved on
    owners = tuple(game.sheets)
    sheet_no = {owner: n for n, owner in enumerate(owners)}
    start = _turn(game, sheet_no)
    sums = tuple(sheet_sums(game, o, n) for n, o in enumerate(owners))
    out = [Step(None, start, (), (), sums, None, None, None)]
    seen = {owner: list(cells) for owner, cells in game.sheets.items()}
    pending: tuple[Action, Turn] | None = None
    version = [game.sheet_changes]  # the sheets are compared only when the engine says so
    after = [start]  # the turn just after the last action done

    def done(action: Action, before: Turn) -> Step:
        """The step of `action`, now that the engine has applied it to `game`."""
        changed: list[tuple[int, int, int | None]] = []
        touched: list[int] = []
        for number, owner in enumerate(owners if game.sheet_changes != version[0] else ()):
            now, was = game.sheets[owner], seen[owner]
            diff = [(number, c, v) for c, v in enumerate(now) if v != was[c]]
            if diff:
                changed += diff
                touched.append(number)
                seen[owner] = list(now)
        version[0] = game.sheet_changes
        after[0] = _turn(game, sheet_no)
        sheet = value = held_now = None
        if isinstance(action, Write | Cross | Correct):
            cell = game.ruleset.cell(action.cell)
            if isinstance(action, Correct):
                sheet = next((owners[s] for s, c, _ in changed if c == cell), None)
            else:
                sheet = action.sheet or game.rounds[before.number % len(game.rounds)].sheets[0]
            value = game.sheets[sheet][cell] if sheet is not None else None
        elif isinstance(action, Throw) and before.thrower != after[0].thrower:
            held_now = before.thrower  # pairs, team: the partner's first throw holds it
        return Step(
            action=action,
            # a write belongs to the turn it ends; a throw or an announcement to the turn after it
            turn=before if isinstance(action, Write | Cross | Correct) else after[0],
            kept=tuple(action.keep or ()) if isinstance(action, Throw) else (),
            cells=tuple(changed),
            sums=tuple(sheet_sums(game, owners[n], n) for n in touched),
            sheet=sheet,
            value=value,
            held_now=held_now,
        )

    now = start  # the turn as the game stands: the turn before the next action
    for _, action, _ in moves:
        if pending is not None:
            out.append(done(*pending))
            now = after[0]
        assert action is not None
        pending = (action, now)
    if pending is not None:  # the generator applied the last action as it finished
        out.append(done(*pending))
    return Replayed(dict(record), game, owners, tuple(out))


class ReplayCache:
    """The replayed games last asked for, and their pages as last rendered, gzipped (an ended
    game never changes; its players' names may, and they are part of a page's key). Pages are
    kept up to `page_bytes` in all, the least recently asked for forgotten first: a replay
    page is some tens of kilobytes of HTML and under ten gzipped, and working one out again
    costs tens of milliseconds."""

    def __init__(self, size: int = CACHED_GAMES, page_bytes: int = PAGE_BYTES) -> None:
        self.size = size
        self.page_bytes = page_bytes
        self._games: OrderedDict[int, Replayed] = OrderedDict()
        self._pages: OrderedDict[Hashable, bytes] = OrderedDict()
        self._bytes = 0

    async def get(self, reads: Reads, game_id: int) -> Replayed:
        found = self._games.get(game_id)
        if found is not None:
            self._games.move_to_end(game_id)
            return found
        try:
            _, record = await reads.stored_record(game_id)
        except (GameNotFound, WrongStatus):
            raise not_found() from None
        # the engine's replay is pure: in a thread, other pages are answered meanwhile
        try:
            replayed = await asyncio.to_thread(replay_steps, record)
        except ReplayError as error:
            raise CorruptGameLog(game_id, error.index, error.error.message) from None
        self._games[game_id] = replayed
        while len(self._games) > self.size:
            self._games.popitem(last=False)
        return replayed

    async def record(self, reads: Reads, game_id: int) -> dict[str, Any]:
        """The game's record: the replayed one if kept, else as stored (`stored_record`, the
        same record), without replaying it just to give it."""
        found = self._games.get(game_id)
        if found is not None:
            return found.record
        try:
            return (await reads.stored_record(game_id))[1]
        except (GameNotFound, WrongStatus):
            raise not_found() from None

    def page(self, key: Hashable) -> bytes | None:
        """A page rendered before (gzipped) for the same game, address, language, names and
        seed."""
        found = self._pages.get(key)
        if found is not None:
            self._pages.move_to_end(key)
        return found

    def keep_page(self, key: Hashable, packed: bytes) -> None:
        if len(packed) > self.page_bytes:
            return
        self._bytes += len(packed) - len(self._pages.pop(key, b""))
        self._pages[key] = packed
        while self._bytes > self.page_bytes:
            self._bytes -= len(self._pages.popitem(last=False)[1])


# per store's reads: two apps over two databases never mix their games
_CACHES: WeakKeyDictionary[Reads, ReplayCache] = WeakKeyDictionary()


def _cache(reads: Reads) -> ReplayCache:
    found = _CACHES.get(reads)
    if found is None:
        found = _CACHES[reads] = ReplayCache()
    return found


# -- names -------------------------------------------------------------------------------------
async def display_names(reads: Reads, info: GameInfo, lang: str) -> dict[str, str]:
    """Who is who in a started game, by player id: members' last seen names, the bots' names,
    teams' names. Never a Discord id: a member the store does not know is "?". From the game's
    row, so that a page kept needs no replay."""
    ids = list(info.players or ())
    known = await reads.display_names([p for p in ids if not is_bot(p)])
    names = {p: bot_name(p, lang) if is_bot(p) else known.get(p, "?") for p in ids}
    for team in info.teams or {}:
        names[team] = say(lang, "team-name", team=label_name(team, NAME))
    return names


def record_names(players: Iterable[str], names: Mapping[str, str],
                 taken: Iterable[str] = ()) -> dict[str, str]:
    """A stand-in for every player id of a record, for the JSON that anyone may read: the
    player's name, made unique (a second "Ana" is "Ana (2)") and never a team's name."""
    used = set(taken)
    out: dict[str, str] = {}
    for player in players:
        base = label_name(names.get(player, "?"), 64)
        shown, n = base, 1
        while shown in used:
            n += 1
            shown = f"{base} ({n})"
        used.add(shown)
        out[player] = shown
    return out


def public_record(record: Mapping[str, Any], stand_in: Mapping[str, str]) -> dict[str, Any]:
    """The record with every player id replaced by its stand-in, everywhere it names a player
    (players, teams, each action's player, result and sheet, the draw): still a record that
    `python -m engine replay` and `verify` take, holding no Discord id."""

    def one(who: Any) -> Any:
        return stand_in.get(who, who) if isinstance(who, str) else who

    out = dict(record)
    out["players"] = [one(p) for p in record.get("players") or ()]
    if record.get("teams") is not None:
        out["teams"] = {t: [one(m) for m in ms] for t, ms in record["teams"].items()}
    out["actions"] = [
        {k: one(v) if k in ("player", "result", "sheet") else v for k, v in a.items()}
        for a in record.get("actions") or ()
    ]
    draw = record.get("draw")
    if isinstance(draw, Mapping):
        out["draw"] = {
            "seats": [one(s) for s in draw.get("seats") or ()],
            "rounds": [{one(k): v for k, v in r.items()} for r in draw.get("rounds") or ()],
        }
    return out


# -- words -------------------------------------------------------------------------------------
class Words:
    """The steps said in one language, with the players' names."""

    def __init__(self, replayed: Replayed, names: Mapping[str, str], lang: str) -> None:
        self.game = replayed.game
        self.rules = replayed.game.ruleset
        self.names = names
        self.lang = lang
        self._who: dict[str, str] = {}
        self._status: dict[Hashable, str] = {}

    def who(self, player: str) -> str:
        found = self._who.get(player)
        if found is None:
            found = self._who[player] = FSI + label_name(self.names.get(player, "?"), NAME) + PDI
        return found

    def side(self, competitor: str) -> str:
        """A player, or a team with its members: "Team 1 (Ana & Bo)"."""
        game = self.game
        if game.teams is not None and competitor in game.teams:
            members = " & ".join(self.who(m) for m in game.teams[competitor])
            return f"{self.who(competitor)} ({members})"
        return self.who(competitor)

    def cell(self, index: int) -> str:
        return cell_name(self.rules, self.rules.cell_names[index], self.lang)

    @staticmethod
    def dice(faces: Iterable[int]) -> str:
        return " ".join(map(str, faces))

    def say(self, key: str, **args: object) -> str:
        return say(self.lang, key, **args)

    def start(self) -> str:
        game = self.game
        if game.teams is not None:
            seats = [self.side(t) for t in game.teams]
        else:
            seats = [self.who(p) for p in game.players]
        return self.say("web-replay-start", players=", ".join(seats))

    def draw(self, record: Mapping[str, Any]) -> list[str]:
        """The starting-order draw's rounds, as the game's first message said them."""
        draw = record.get("draw")
        rounds = draw.get("rounds") if isinstance(draw, Mapping) else None
        return [
            self.say("game-draw", draws=", ".join(
                f"{self.who(p)} {DIE_FACES[d - 1]}" for p, d in r.items()
                if isinstance(d, int) and 1 <= d <= 6
            ))
            for r in rounds or ()
        ]

    def action(self, step: Step) -> str:
        """What a step did, as the bot's game log says it where it has the words."""
        action, turn = step.action, step.turn
        if action is None:
            return self.start()
        who = self.who(action.player)
        if isinstance(action, Throw):
            dice = self.dice(action.dice)
            if step.held_now is not None:
                return self.say("web-replay-throw-partner", who=who, dice=dice,
                                held=self.who(step.held_now))
            if action.keep is None:
                return self.say("web-replay-throw", who=who, dice=dice)
            kept = self.dice(action.dice[i] for i in action.keep) or self.say(
                "web-replay-keep-none"
            )
            if action.player != turn.thrower:  # Kontra: the rival keeps after announcing
                return self.say("web-replay-throw-kept-for", who=who, kept=kept, dice=dice,
                                thrower=self.who(turn.thrower))
            return self.say("web-replay-throw-kept", who=who, kept=kept, dice=dice)
        if isinstance(action, Announce):
            cell = self.cell(self.rules.cell(action.cell))
            if action.player != turn.thrower:
                return self.say("web-replay-announced-for", who=who, cell=cell,
                                thrower=self.who(turn.thrower))
            return self.say("web-replay-announced", who=who, cell=cell)
        if not isinstance(action, Write | Cross | Correct):
            return ""  # "enough": a record has none (a write implies it)
        cell = self.cell(self.rules.cell(action.cell))
        if isinstance(action, Correct):
            return self.say("web-replay-corrected", who=who, cell=cell, value=step.value or 0)
        if isinstance(action, Cross) and turn.throws == 0:  # russian `matches`: declined
            return self.say("web-replay-declined", who=who, cell=cell)
        return self.written(action, step, who, cell)

    def written(self, action: Write | Cross, step: Step, who: str, cell: str) -> str:
        """A write or cross in the words of the bot's turn line (`endings.round_line`)."""
        value = step.value or 0
        crossed = value == 0
        mode = self.game.mode
        sheet = step.sheet or ""
        if mode.lowest_wins or (mode.names_sheet and sheet != action.player):
            key = "line-crossed-on" if crossed else "line-wrote-on"
            return self.say(key, who=who, value=value, cell=cell, sheet=self.who(sheet))
        if mode.names_result and action.result not in (None, action.player):
            key = "line-crossed-for" if crossed else "line-wrote-for"
            return self.say(key, who=who, value=value, cell=cell,
                            result=self.who(str(action.result)))
        return self.say("line-crossed" if crossed else "line-wrote", who=who, value=value,
                        cell=cell)

    def status(self, turn: Turn) -> str:
        """The turn at a step: whose, which throw, enough, what is announced, who writes."""
        # the same words for every throw of a turn until something said changes
        key = (turn.number, turn.thrower, turn.throws, turn.stopped, turn.called, turn.writer,
               turn.matches)
        found = self._status.get(key)
        if found is None:
            found = self._status[key] = self._status_of(turn)
        return found

    def _status_of(self, turn: Turn) -> str:
        game = self.game
        parts = [self.say("web-replay-turn", n=turn.number + 1, who=self.who(turn.thrower))]
        team = game.team_of(turn.thrower)
        if team is not None:
            parts[0] += f" ({self.who(team)})"
        if turn.throws:
            paid = turn.throws > FREE_THROWS
            parts.append(label("throw_paid" if paid else "throw_of", self.lang,
                               n=turn.throws, m=FREE_THROWS))
            if turn.stopped and not game.mode.stop_passes_to_partner:
                parts.append(self.say("turn-enough"))
        if turn.called is not None:
            parts.append(label("announced", self.lang, cell=self.cell(turn.called[1])))
        if turn.writer is not None:
            parts.append(self.say("web-replay-writes", writer=self.who(turn.writer)))
        if turn.matches is not None and game.mode.pays_matches:
            parts.append(label("matches", self.lang, n=turn.matches))
        return " · ".join(parts)

    def held(self, turn: Turn) -> list[list[Any]]:
        """Partners' results held this round (pairs, team): [name, faces]."""
        return [[label_name(self.names.get(p, "?"), NAME), list(d)]
                for p, d in turn.held if p != turn.thrower]

    def steps_data(self, steps: Sequence[Step]) -> list[dict[str, Any]]:
        """The steps as the page's data (see the top of this module): each says only what it
        changes, and the turn's words and sheets only when they differ from the step before."""
        out: list[dict[str, Any]] = []
        said: str | None = None
        live: tuple[int, ...] | None = None
        dice: tuple[int, ...] | None = None
        for step in steps:
            turn = step.turn
            data: dict[str, Any] = {}
            if turn.dice != dice:
                dice = turn.dice
                data["d"] = list(dice)
            status = self.status(turn)
            if status != said:
                data["s"] = said = status
            if turn.live != live:
                live = turn.live
                data["p"] = list(live)
            if step.kept:
                data["k"] = list(step.kept)
            held = self.held(turn)
            if held:
                data["h"] = held
            if turn.called is not None:
                data["a"] = list(turn.called)
            if step.cells:
                data["c"] = [list(c) for c in step.cells]
            if step.sums:
                data["m"] = [[n, ",".join(texts), total, bonus]
                             for n, texts, total, bonus in step.sums]
            out.append(data)
        return out


# -- the sheets as tables ----------------------------------------------------------------------
@dataclass(frozen=True)
class Line:
    """A body row of a sheet table."""

    kind: str  # "row", a computed line, "one_throw"
    label: str
    row: int  # the engine's row index, -1 for a computed line, -2 for the one-throw bonus


@dataclass(frozen=True)
class Column:
    mark: str
    name: str
    announce: bool


@dataclass(frozen=True)
class Cell:
    text: str  # the value, "" while open
    state: str  # "written", "crossed", "open", "sum", "running"
    now: bool = False  # changed by the step shown
    called: bool = False  # the cell announced


@dataclass(frozen=True)
class SheetView:
    number: int
    owner: str
    title: str
    total: str
    live: bool
    rows: tuple[tuple[Line, tuple[Cell, ...]], ...]
    bonus: str


def table_lines(game: Game, lang: str) -> tuple[Line, ...]:
    rules = game.ruleset
    lines = []
    for line in layout(rules).lines:
        if line.kind == "row":
            row_id = rules.rows[line.row].id
            lines.append(Line("row", row_name(rules, row_id, lang), line.row))
        elif line.kind == "one_throw":
            lines.append(Line("one_throw", label("one_throw", lang), -2))
        else:
            lines.append(Line(line.kind, label(line.kind, lang, rules.name), -1))
    return tuple(lines)


def table_columns(game: Game, lang: str) -> tuple[Column, ...]:
    rules = game.ruleset
    return tuple(
        Column(COLUMN_MARK[c.kind], column_name(rules, c.id, lang), c.kind.value == "announce")
        for c in rules.columns
    )


def sheet_view(game: Game, owner: str, number: int, title: str, lines: Sequence[Line],
               last: Step) -> SheetView:
    """A sheet at the game's end, as the last step shows it."""
    rules = game.ruleset
    n = len(rules.rows)
    cells = game.sheets[owner]
    _, texts, total, bonus = sheet_sums(game, owner, number)
    now = {c for s, c, _ in last.cells if s == number}
    called = last.turn.called[1] if last.turn.called and last.turn.called[0] == number else None
    columns = len(rules.columns)
    rows = []
    computed = 0
    for line in lines:
        if line.kind == "row":
            row: list[Cell] = []
            for c in range(columns):
                index = c * n + line.row
                value = cells[index]
                state = "open" if value is None else "crossed" if value == 0 else "written"
                row.append(Cell("" if value is None or value == 0 else signed(value), state,
                                index in now, index == called))
            rows.append((line, tuple(row)))
        elif line.kind == "one_throw":
            rows.append((line, (Cell(bonus, "sum"),)))
        else:
            shown = texts[computed * columns : (computed + 1) * columns]
            computed += 1
            rows.append((line, tuple(
                Cell(t.lstrip("~"), "running" if t.startswith("~") else "sum") for t in shown
            )))
    return SheetView(number, owner, title, total, number in last.turn.live, tuple(rows), bonus)


# -- the handlers ------------------------------------------------------------------------------
def _titles(game: Game, words: Words) -> list[str]:
    """Each sheet's title: a player ("Ana", in team mode "Ana (Team 1)"), or a team with its
    members ("Team 1: Ana & Bo")."""
    out = []
    for owner in game.sheets:
        if game.teams is not None and owner in game.teams:
            members = " & ".join(words.who(m) for m in game.teams[owner])
            out.append(f"{words.who(owner)}: {members}")
        else:
            team = game.team_of(owner)
            out.append(words.who(owner) + (f" ({words.who(team)})" if team else ""))
    return out


async def _seed(reads: Reads, game_id: int) -> bytes | None:
    """The dice seed once it may be shown (a daily attempt's: its day's, once it closed)."""
    try:
        return await reads.reveal_seed(game_id)
    except (GameNotFound, WrongStatus):
        return None


async def replay_page(request: web.Request) -> web.StreamResponse:
    page = Page(request)
    site = page.site
    info = await site.game(request.match_info["game"])
    cache = _cache(site.reads)
    names = await display_names(site.reads, info, page.lang)
    seed = await _seed(site.reads, info.game_id)
    key = (info.game_id, request.path_qs, page.lang, tuple(sorted(names.items())), seed)
    packed = cache.page(key)
    if packed is None:
        replayed = await cache.get(site.reads, info.game_id)
        packed = await asyncio.to_thread(_packed_page, page, info, replayed, names, seed,
                                         await site.links())
        cache.keep_page(key, packed)
    return cached(packed_answer(request, packed, "text/html"), request, max_age=ENDED_AGE)


def _packed_page(page: Page, info: GameInfo, replayed: Replayed, names: Mapping[str, str],
                 seed: bytes | None, links: Links) -> bytes:
    """The page, gzipped: worked out in a thread (a few milliseconds to a few tens for a long
    game), so that the pages asked for meanwhile are not kept waiting behind it."""
    body = _render(page, info, replayed, names, seed, links).body
    assert isinstance(body, bytes)
    return gzipped(body)


def _render(page: Page, info: GameInfo, replayed: Replayed, names: Mapping[str, str],
            seed: bytes | None, links: Links) -> web.Response:
    game = replayed.game
    words = Words(replayed, names, page.lang)
    lines = table_lines(game, page.lang)
    last = replayed.steps[-1]
    sheets = [
        sheet_view(game, owner, n, title, lines, last)
        for n, (owner, title) in enumerate(zip(replayed.owners, _titles(game, words),
                                               strict=True))
    ]
    data = {
        "columns": len(game.ruleset.columns),
        "lines": [line.row for line in lines],
        "words": {
            "crossed": say(page.lang, "web-replay-crossed"),
            "kept": label("kept", page.lang),
            "total": label("sheet_total", page.lang, n="{n}"),
            # the slider's words, with places for the numbers (Fluent numbers them here)
            "step": say(page.lang, "web-replay-step-of", step="{step}", steps="{steps}"),
        },
        "steps": words.steps_data(replayed.steps),
    }
    log = [words.action(step) for step in replayed.steps]
    members = {}
    if info.daily is None:
        members = {
            # a member's page; a bot player has none
            p: links.member(info.guild_id, p) for p in game.players if p.isdigit()
        }
    settlement = game.settlement() if game.ruleset.name == "russian" else {}
    winners = set(game.winners())
    standings = [
        {
            "place": place,
            "team": words.who(c) if game.teams is not None and c in game.teams else None,
            "members": [
                (names.get(p, "?"), members.get(p))
                for p in (game.teams[c] if game.teams is not None else (c,))
            ],
            "total": signed(total),
            "settlement": signed(settlement[c], plus=True) if c in settlement else None,
            "won": c in winners,
        }
        for place, c, total in places(game)
    ]
    response = page.html(
        "replay.html",
        info=info,
        game=game,
        sheets=sheets,
        columns=table_columns(game, page.lang),
        log=log,
        draw=words.draw(replayed.record),
        now={"status": words.status(last.turn), "dice": last.turn.dice, "kept": last.kept,
             "held": words.held(last.turn)},
        standings=standings,
        settlement=bool(settlement),
        seed=seed.hex() if seed is not None else None,
        commitment=info.commitment,
        daily=Daily(info.daily) if info.daily is not None else None,
        api="/api" + links.game(info.game_id),
        data=htmlsafe_json_dumps(data, ensure_ascii=False, separators=(",", ":")),
        # as text: numbers in sentences are grouped per language, the slider's are not
        step_of=say(page.lang, "web-replay-step-of", step=str(len(log) - 1),
                    steps=str(len(log) - 1)),
    )
    return response


async def replay_api(request: web.Request) -> web.StreamResponse:
    """The game record as `/yamb-scores export` gives it, each player id replaced by the
    player's name (`public_record`), with the seed and its commitment beside it."""
    site = request.app[SITE_KEY]
    info = await site.game(request.match_info["game"])
    record = await _cache(site.reads).record(site.reads, info.game_id)
    names = await display_names(site.reads, info, "en")
    stand_in = record_names(info.players or (), names, taken=info.teams or ())
    data = public_record(record, stand_in)
    seed = await _seed(site.reads, info.game_id)
    data["commitment"] = info.commitment
    data["seed"] = seed.hex() if seed is not None else None
    return json_answer(data, request, max_age=ENDED_AGE)


ROUTES: dict[str, Callable[[web.Request], Awaitable[web.StreamResponse]]] = {
    "/g/{game}": replay_page,
    "/api/g/{game}": replay_api,
}
