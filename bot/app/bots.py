"""Bot players at the table: the engine's AI (`engine.ai`) makes their moves, and those of
players who were removed from a game, one visible step at a time.

A driver task per game plays while the game waits on a bot: it asks the AI for the move (in
one worker thread, so the event loop never waits on it and the AI's caches see one caller),
waits the server's pace (a Kontra rival who may act meanwhile gets a longer moment), shows the
dice the bot keeps, then makes the move through the store like a player's click. The AI's
choice follows from the position and the game's `ai_seed` (stored with it), so a game that is
replayed, or continued after a restart, makes the same choices; the dice still come from the
game's seed. The driver is woken by every action (`Shared.wake_bots`), by a game's start, and
at start-up for every open game.
"""

from __future__ import annotations

import asyncio
import logging
import queue
import random
import threading
from collections.abc import Callable, Iterable, Mapping
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from typing import TYPE_CHECKING, Any, TypeVar

from engine import Action, Cross, Game, IllegalAction, Ruleset, Stop, ThrowOption, Write
from engine.ai import HintLine, Move, ThrowMove, Wait, choose, hint, tables
from engine.autoplay import simple_move

from ..players import AWAY_LEVEL, bot_level
from ..store import ActionConflict, GameInfo, StoredGame, WrongStatus, in_own_channel
from .context import Shared
from .screens import automated
from .state import TableState
from .tasks import cancel_and_wait

if TYPE_CHECKING:
    from .acting import Follow
    from .turns import Turns

log = logging.getLogger(__name__)

HUMAN_WINDOW = 4.0  # paces a bot waits when a person may also act now (a Kontra rival)
T = TypeVar("T")


class Bots:
    def __init__(self, shared: Shared, turns: Turns, *, pace: float = 1.0) -> None:
        self.shared = shared
        self.store = shared.store
        self.turns = turns
        shared.bot_pace = pace  # seconds a step, where the server has not chosen its own
        self._tasks: dict[int, asyncio.Task[None]] = {}
        self._again: dict[int, asyncio.Event] = {}
        self._executor: ThreadPoolExecutor | None = None
        # each game's copy the AI reads, kept up to date in the worker thread: the AI keeps
        # what it worked out about a position on the game it reads (a fresh copy each time
        # made a decision 46 ms instead of 3 ms on average, hard, classic)
        self._twins: dict[int, Game] = {}
        self.moves = 0  # moves made for bot players (for tests and logs)
        self._closed = False  # stopping: no new moves (see `wake`)

    # -- the AI, off the event loop --------------------------------------------------------
    async def think(self, work: Callable[..., T], *args: object) -> T:
        """Run AI work in the one worker thread (the AI's caches are not shared between
        threads); a ruleset's value tables are read there on their first use."""
        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="yamb-ai")
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._executor, partial(work, *args))

    async def decide(
        self, stored: StoredGame, players: Iterable[str], people: Iterable[str] = ()
    ) -> tuple[str, Move] | None:
        """The next move one of `players` makes now, or None when each of them waits (or
        leaves a write to `people`, the partners and rivals the bot does not play for)."""
        game = stored.game
        assert game is not None
        seed = TableState.from_json(stored.info.ui_state).ai_seed or str(stored.info.game_id)
        position = stored.info.seq
        players, people = list(players), set(people)
        writers = {c.action.player for c in game.write_choices()} & people
        twin = self._twin(stored.info.game_id, game)
        return await self.think(_decide, twin, players, writers, f"{seed}:{position}")

    async def hint(self, game_id: int, game: Game, player: str) -> list[HintLine] | None:
        """The hint's lines (None: not ready yet, the variant's tables are being built)."""
        return await self.think(_hint, self._twin(game_id, game), player)

    def _twin(self, game_id: int, game: Game) -> Callable[[], Game]:
        """The game's copy for the AI, brought up to `game` in the worker thread (the store's
        game is read meanwhile by the display, and moves on with players' actions)."""
        if game.is_over:
            self._twins.pop(game_id, None)
        history = tuple(game.history)
        start = (game.ruleset, game.players, game.mode, game.teams)
        return partial(_sync, self._twins, game_id, start, history)

    # -- the driver ------------------------------------------------------------------------
    def wake(self, game_id: int) -> None:
        """Play the game's bot moves in the background, if it waits on any (coalesced)."""
        if self._closed:  # stopping: the next start's `refresh` plays on
            return
        self._again.setdefault(game_id, asyncio.Event()).set()
        task = self._tasks.get(game_id)
        if task is None or task.done():
            self._tasks[game_id] = asyncio.create_task(self._run(game_id))

    async def refresh(self) -> None:
        """At start-up (and now and then): every active game whose decision waits on a bot
        continues: only this process's servers' games (the others' shards play theirs)."""
        for info in await self.store.open_games(with_bots=True):
            if not self.shared.owns(info.guild_id):
                continue
            if info.status == "active" and self._has_bots(info):
                self.wake(info.game_id)

    @staticmethod
    def _has_bots(info: GameInfo) -> bool:
        state = TableState.from_json(info.ui_state)
        return any(bot_level(m.user_id) for m in info.members) or bool(state.kicked)

    async def settled(self, game_id: int, timeout: float) -> bool:
        task = self._tasks.get(game_id)
        if task is None or task.done():
            return True
        done, _ = await asyncio.wait({task}, timeout=timeout)
        return bool(done)

    async def close(self) -> None:
        self._closed = True
        await cancel_and_wait(self._tasks.values())
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None

    async def _run(self, game_id: int) -> None:
        again = self._again.setdefault(game_id, asyncio.Event())
        while again.is_set():
            again.clear()
            try:
                while await self._step(game_id):
                    pass
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("game %s: the bot players stopped", game_id)
                return

    async def pace(self, guild_id: str) -> float:
        """Seconds a step of the server's bot players (`bot_pace_ms`, else the bot's own)."""
        chosen = (await self.store.guild_settings(guild_id)).bot_pace_ms
        return self.shared.bot_pace if chosen is None else chosen / 1000

    def _show(self, game_id: int) -> None:
        if self.shared.display is not None:
            self.shared.display.wake(game_id)

    async def _step(self, game_id: int) -> bool:
        """One move for a bot player; False when the game waits on nobody the bot plays.

        The bot waits the pace before each step people see (a throw, the dice it keeps, a
        write); when a rival may act too it waits longer before throwing on (a Kontra writer
        who may still announce), but announces at once (so the thrower's next throw does not
        take its chance away)."""
        lock = self.shared.lock(game_id)
        async with lock:
            stored = await self.store.load_game(game_id)
            game = stored.game
            if game is None or stored.info.status != "active" or game.is_over:
                self._twins.pop(game_id, None)
                return False
            state = TableState.from_json(stored.info.ui_state)
            bots = automated(game, state)
            waiting = game.decision().players
            mine = [p for p in waiting if p in bots]
            if not mine:
                return False
            # a team's write is left to a partner at the table, not to one away (whose moves
            # the bot makes too: nobody would make it, `screens.waited_on`)
            people = [p for p in waiting if p not in bots and p not in state.away]
            found = await self.decide(stored, mine, people)
            if found is None:
                return False
            player, move = found
            seq = stored.info.seq
            pace = 0.0 if unseen(stored.info) else await self.pace(stored.info.guild_id)
            side = game.team_of(player)
            rivals = [p for p in people if side is None or game.team_of(p) != side]
            if rivals and not isinstance(move, ThrowMove | Stop):
                delay = 0.0
            else:
                delay = pace * (HUMAN_WINDOW if rivals else 1.0)
            keep = move.keep if isinstance(move, ThrowMove) and pace > 0 else None
            if delay == 0 and keep is None:
                await self.play(stored, player, move)
                self._show(game_id)
                return True
        await asyncio.sleep(delay)
        if keep is not None:
            async with lock:  # first the dice it keeps, for people to see
                stored = await self.store.load_game(game_id)
                if stored.info.seq != seq:
                    return True  # someone acted meanwhile: think again
                old = TableState.from_json(stored.info.ui_state)
                shown = old.kept != tuple(sorted(keep))
                if shown:
                    new = old.changed(kept=tuple(sorted(keep)))
                    await self.turns.save_state(stored.info, old, new)
            if shown:
                self._show(game_id)
                await asyncio.sleep(pace)
        async with lock:
            stored = await self.store.load_game(game_id)
            if stored.info.seq != seq:
                return True
            await self.play(stored, player, move)
        self._show(game_id)
        return True

    async def play(
        self,
        stored: StoredGame,
        player: str,
        move: Move,
        *,
        note: str | None = None,
        marks: Mapping[str, Any] | None = None,
    ) -> StoredGame | None:
        """Make a move the AI chose, as the player's click would; the caller holds the game's
        lock. A move the engine refuses (never expected) is replaced by a simple legal one,
        so a game never waits on a bot forever. None if the game moved on meanwhile. `note`
        (posted) and `marks` (table state set) are stored with the move (see `Follow`)."""
        game = stored.game
        assert game is not None
        gid, seq, round_before = stored.info.game_id, stored.info.seq, game.round_no
        follow = await self.turns.following(
            None, stored.info, round_before, note=note, marks=marks
        )
        try:
            try:
                after = await self._apply(gid, seq, player, move, follow)
            except IllegalAction:
                log.exception("game %s: the AI's move %r was refused", gid, move)
                simple = simple_move(game, player)
                if simple is None:
                    raise
                fallback: Move = (
                    ThrowMove(None if simple.first else ())
                    if isinstance(simple, ThrowOption)
                    else simple
                )
                after = await self._apply(gid, seq, player, fallback, follow)
        except (ActionConflict, WrongStatus):
            return None
        self.moves += 1
        await self.turns.after_action(
            None, after, round_before, via_command=True, planned=follow.planned
        )
        return after

    async def _apply(
        self, gid: int, seq: int, player: str, move: Move | Action, follow: Follow
    ) -> StoredGame:
        if isinstance(move, ThrowMove):
            kept = None if move.keep is None else list(move.keep)
            return await self.store.append_throw(gid, player, kept, seq=seq, then=follow)
        if isinstance(move, Wait):
            raise IllegalAction("unknown_action", "Waiting is not a move.")
        return await self.store.append_action(gid, move, seq=seq, then=follow)


def unseen(info: GameInfo) -> bool:
    """A tournament's game of two bot entrants: played at once, shown to nobody."""
    return in_own_channel(info) and all(
        bot_level(m.user_id) for m in info.members
    )


# -- in the worker thread ----------------------------------------------------------------------
def _sync(
    twins: dict[int, Game], game_id: int, start: tuple[Any, ...], history: tuple[Action, ...]
) -> Game:
    """The game's copy with every action of `history` applied (made anew if it went another
    way, e.g. the game was replayed from another log)."""
    twin = twins.get(game_id)
    done = len(twin.history) if twin is not None else 0
    if twin is None or done > len(history) or (done and twin.history[-1] != history[done - 1]):
        ruleset, players, mode, teams = start
        twin = Game(ruleset, players, mode=mode, teams=teams)
        twins[game_id] = twin
        done = 0
    with twin.replaying():  # the game's own moves: a result moved before the limit stays
        for action in history[done:]:
            twin.apply(action)
    return twin


# A ruleset variant no shipped table fits (a bonus threshold of the server's own) has its
# tables built the first time (a minute or two): in a thread of their own, one at a time, while
# its bots play as `easy` and its hints wait. Built in the AI's thread, they held every bot
# game of the process (and every hint) for that long.
# A daemon thread: a stopping bot does not wait for a build (the next start builds again).
_builds: queue.SimpleQueue[tuple[Ruleset, str]] = queue.SimpleQueue()
_ordered: set[tuple[int, str]] = set()  # builds asked for (read and written in the AI thread)


def _build_tables() -> None:
    while True:
        ruleset, level = _builds.get()
        try:
            tables.model(ruleset, level)
            log.info("the %s tables of %s (%s) are built", level, ruleset.name, ruleset.options)
        except Exception:  # never expected: its bots go on as easy
            log.exception("building the %s tables of %s failed", level, ruleset.name)


def _ready(game: Game, level: str) -> bool:
    """Whether `level`'s tables for the game's ruleset answer at once; if not, they are
    built in the background (once)."""
    if tables.ready(game.ruleset, level):
        return True
    key = (id(game.ruleset), level)
    if key not in _ordered:
        if not _ordered:
            threading.Thread(target=_build_tables, name="yamb-ai-tables", daemon=True).start()
        _ordered.add(key)
        rules = game.ruleset
        log.info("building the %s tables of %s (%s)", level, rules.name, rules.options)
        _builds.put((game.ruleset, level))
    return False


def _decide(
    twin: Callable[[], Game], players: list[str], writers: set[str], seed: str
) -> tuple[str, Move] | None:
    game = twin()
    for player in players:
        level = bot_level(player) or AWAY_LEVEL
        if not _ready(game, level):
            level = "easy"  # until its tables are built: a move now, not in two minutes
        move = choose(game, player, level, random.Random(f"{seed}:{player}"))
        if isinstance(move, Wait):
            continue
        if isinstance(move, Write | Cross) and writers:
            continue  # a partner who is a person chooses the team's write
        return player, move
    return None


def _hint(twin: Callable[[], Game], player: str) -> list[HintLine] | None:
    """The hint's lines; None while the hard tables of the game's variant are being built."""
    game = twin()
    if not _ready(game, "hard"):
        return None
    return hint(game, player, top=5)
