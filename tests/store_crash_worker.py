"""Random play through the store: helpers for the store tests, and the crash-test worker.

As a script: `python tests/store_crash_worker.py DB ACKS SEED` opens the store, resumes every
open game (starting lobbies left by an earlier run), then plays random legal actions in
several channels at once forever (so that their writes are committed together), writing one
acknowledgement line to ACKS after each store call returns:

    M                        about to open the store (and migrate a new database)
    O                        the store is open: the schema is complete
    R                        ready (store open, games resumed)
    A <game> <seq> <json>    action number <seq> of <game> was appended
    F <game>                 <game> finished with that action
    B <commits> <writes>     now and then: the store's commits so far, and the writes in them
    U <game> <n>             the game's UI state counter was set to n

Each action is appended with a UI state change stored with it: the action count it reached.

The crash test kills it with SIGKILL at random moments and checks the database against ACKS.
Acknowledgements go straight to the file with os.write, so they survive the kill.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import sys
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.store import GameInfo, Store, StoredGame
from engine import Correct, Game, ThrowOption, action_to_json

TEAMS = {"red": ["ana", "bo"], "blue": ["cy", "dee"]}


@dataclass(frozen=True)
class Spec:
    """A kind of game to play: ruleset, mode, options, players or teams."""

    ruleset: str
    mode: str
    players: tuple[str, ...] = ()
    teams: Mapping[str, Sequence[str]] | None = None
    options: Mapping[str, Any] | None = None


# every mode, and rulesets with their special rules (yamm corrections, russian matches)
SPECS = (
    Spec("classic", "standard", ("ana", "bo", "cy")),
    Spec("classic", "kontra", ("ana", "bo")),
    Spec("tris", "pairs", teams=TEAMS, options={"six_dice": True}),
    Spec("russian", "team", teams=TEAMS, options={"matches": True}),
    Spec("yamm", "partners", teams=TEAMS),
)
CHANNELS = [f"c{i}" for i in range(len(SPECS))]  # a game of each spec, played at once


async def new_game(
    store: Store, spec: Spec, *, guild: str = "g1", channel: str = "c1"
) -> StoredGame:
    """Create, fill and start a game of `spec` in a channel."""
    host = spec.players[0] if spec.players else next(iter((spec.teams or {}).values()))[0]
    info = await store.create_game(
        guild_id=guild,
        channel_id=channel,
        host_id=host,
        ruleset=spec.ruleset,
        mode=spec.mode,
        options=spec.options,
        players=spec.players or None,
        teams=spec.teams,
    )
    return await store.start_game(info.game_id)


async def random_step(
    store: Store,
    stored: StoredGame,
    rnd: random.Random,
    then: Callable[[Game, GameInfo], Mapping[str, Any]] | None = None,
) -> StoredGame:
    """One random legal action, appended through the store (with the UI state change `then`
    gives); corrections are rare."""
    game = stored.game
    assert game is not None
    actions = game.legal_actions()
    if rnd.random() < 0.9:
        actions = [a for a in actions if not isinstance(a, Correct)] or actions
    # throwing more often than chance makes turns (and tests) more like real play
    throws = [a for a in actions if isinstance(a, ThrowOption)]
    action = rnd.choice(throws if throws and rnd.random() < 0.5 else actions)
    if isinstance(action, ThrowOption):
        keep = None
        if not action.first:
            keep = [i for i in range(game.ruleset.dice_count) if rnd.random() < 0.5]
        return await store.append_throw(
            stored.game_id, action.player, keep, seq=stored.seq, then=then
        )
    return await store.append_action(stored.game_id, action, seq=stored.seq, then=then)


def counted(game: Game, info: GameInfo) -> dict[str, Any]:
    """The worker's UI state change with each action: the action count it reached (the
    crash test checks that no action is stored without it, nor it without its action)."""
    return {"actions": len(game.history)}


async def play_out(
    store: Store, stored: StoredGame, rnd: random.Random, steps: int | None = None
) -> StoredGame:
    """Random actions until the game ends (or `steps` actions)."""
    done = 0
    while stored.info.status == "active" and (steps is None or done < steps):
        stored = await random_step(store, stored, rnd)
        done += 1
    return stored


class Acks:
    def __init__(self, path: str) -> None:
        self._fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)

    def write(self, line: str) -> None:
        os.write(self._fd, (line + "\n").encode())


def strike_after(seconds: float) -> None:
    """SIGKILL this process `seconds` from now, from a thread: a kill timed from inside lands
    where it was aimed (inside the first start), however slow the test's polling is."""

    def die() -> None:
        time.sleep(seconds)
        os.kill(os.getpid(), signal.SIGKILL)

    threading.Thread(target=die, daemon=True).start()


async def work(db: str, acks_path: str, seed: int, strike: float | None = None) -> None:
    rnd = random.Random(seed)
    acks = Acks(acks_path)
    acks.write("M")
    opening = time.perf_counter()
    if strike is not None:
        strike_after(strike)
    store = await Store.open(db)
    acks.write(f"O {time.perf_counter() - opening:.6f}")  # how long opening took
    playing: dict[str, StoredGame] = {}
    counters: dict[int, int] = {}
    for info in await store.open_games():
        stored = (
            await store.start_game(info.game_id)
            if info.status == "lobby"
            else await store.load_game(info.game_id)
        )
        playing[info.channel_id] = stored
        counters[info.game_id] = int(info.ui_state.get("n", 0))
    for i, channel in enumerate(CHANNELS):
        if channel not in playing:
            playing[channel] = await new_game(store, SPECS[i % len(SPECS)], channel=channel)
    acks.write("R")
    try:
        # every channel plays at once, as the bot's games do: their writes share commits
        await asyncio.gather(
            *(
                _play(store, random.Random(rnd.random()), acks, playing, counters, channel)
                for channel in CHANNELS
            )
        )
    finally:
        await store.close()


async def _play(
    store: Store,
    rnd: random.Random,
    acks: Acks,
    playing: dict[str, StoredGame],
    counters: dict[int, int],
    channel: str,
) -> None:
    while True:
        stored = playing[channel]
        if rnd.random() < 0.05:
            n = counters.get(stored.game_id, 0) + 1
            await store.update_ui_state(stored.game_id, {"n": n, "kept": [0, 1]})
            counters[stored.game_id] = n
            acks.write(f"U {stored.game_id} {n}")
            continue
        seq = stored.seq
        stored = await random_step(store, stored, rnd, counted)
        assert stored.game is not None
        body = json.dumps(action_to_json(stored.game.history[-1]), separators=(",", ":"))
        acks.write(f"A {stored.game_id} {seq} {body}")
        if stored.seq % 20 == 0:
            acks.write("B {} {}".format(*store.commit_counts()))
        if stored.info.status == "finished":
            acks.write(f"F {stored.game_id}")
            spec = SPECS[CHANNELS.index(channel) % len(SPECS)]
            stored = await new_game(store, spec, channel=channel)
        playing[channel] = stored


if __name__ == "__main__":
    strike = float(sys.argv[4]) if len(sys.argv) > 4 else None
    asyncio.run(work(sys.argv[1], sys.argv[2], int(sys.argv[3]), strike))
