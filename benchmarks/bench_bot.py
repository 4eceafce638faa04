"""Many games at once, played by clicks as people play, against the bot as its own process.

Run: python benchmarks/bench_bot.py [--games 16 64] [--seconds 30] [--no-kill] [--think S]
     [--beside OTHER_CHECKOUT] [--floor [paced|free]]

Each game has two players in its own channel. They play only by clicking what the game
message offers, as players do: they keep dice (a click per die), throw, open menus and write.
By default nobody waits between clicks (the bot is driven as hard as it goes: with N games,
N clicks wait at every moment, so the acknowledgement time is the queue in front of the bot
and the fake Discord); `--think S` has each player wait 0.5-1.5 x S seconds before a click, as
people do. Midway the bot is killed with SIGKILL and started again. For each number of games
it prints:

- interactions per second, and the acknowledgement time (interaction to callback) p50/p99/max;
- the same for live play alone (answered before the kill: no restart in them), with the time
  from a write's click to the next turn's message;
- interactions answered after Discord's 3 s deadline, and refusals;
- the bot's CPU time per interaction (from /proc, both processes of the run together);
- bytes of attachments uploaded per interaction; the bot's peak memory (VmHWM);
- that nothing acknowledged was lost: every action the players saw acknowledged is in the log.

`--floor` runs the floor beside the bot: a bare discord.py bot (benchmarks/floor_bot.py) that
answers the same clicks with answers of the same shape and size and nothing behind them, on a
fake Discord of its own in this same process, played by as many players with the same seeds at
the same time (and killed and started again with the bot). By default (`paced`) each table of
the floor makes its n-th click only once the same table of ours has made its n-th, so both
bots answer as many clicks at the same rate; `--floor free` lets the floor's players click as
fast as it answers. It prints the floor's figures too, then the bot's CPU per interaction
against the floor's, their ratio, and the interactions/s of each: how much of a click is the
bot's own code.

Targets (issue 17): at most 4 ms of bot CPU per interaction on average; ack p99 under 250 ms
with 64 games; with 200 games no interaction past the deadline and peak memory under 300 MiB.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import contextlib
import json
import os
import random
import re
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # for tests.fakediscord
from tests.fakediscord import (  # noqa: E402
    BotProcess,
    Channel,
    FakeDiscord,
    Guild,
    InteractionResult,
    InteractionTimeout,
    Member,
    Message,
)

TOKEN = "MTAxMDEwMTAxMDEwMTAxMA.GaBcDe.fake-token-for-benchmarks_abcdefghij"
MENTION = re.compile(r"<@!?(\d+)>")
TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS  # utime + stime


def peak_memory(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) * 1024
    return 0


@dataclass
class Figures:
    acks: list[float] = field(default_factory=list)
    # the same figures for the clicks answered before the kill: live play, no restart in them
    live_acks: list[float] = field(default_factory=list)
    live_next_turn: list[float] = field(default_factory=list)
    acks_by_kind: dict[str, list[float]] = field(default_factory=dict)
    kinds: dict[str, int] = field(default_factory=dict)
    late: int = 0
    late_at: list[float] = field(default_factory=list)  # when each late one was sent, run time
    # and how long until its frame went to the bot, and until the bot's late answer came
    late_how: list[tuple[float | None, float | None]] = field(default_factory=list)
    # in flight when the bot was killed, or sent while it was down (before the restarted bot
    # was ready): nobody could answer them; on Discord "This interaction failed"
    killed: int = 0
    refused: int = 0
    # "that button belongs to an earlier moment": how many, and how many carried no link to
    # the current message (the member then has nowhere to click)
    refusals: dict[str, int] = field(default_factory=dict)  # private answers by their words
    outdated: int = 0
    outdated_unlinked: int = 0
    # from a write's click to the next turn's message with its controls
    next_turn: list[float] = field(default_factory=list)
    next_turn_missed: int = 0  # no next turn's message within 5 s
    # (game, action number) of each throw, write and announcement the players saw acknowledged
    acted: set[tuple[int, int]] = field(default_factory=set)
    games_finished: int = 0
    # `/yamb new` answered without a lobby: text -> times
    new_refused: dict[str, int] = field(default_factory=dict)
    kill_at: float = float("inf")
    back_at: float = float("inf")  # the restarted bot is ready
    # the kill on the fake's clock (loop time), and the interactions answered before it
    kill_loop_at: float = float("inf")
    count_at_kill: int = 0
    begun: float = 0.0
    # the window's start and the kill on the host's monotonic clock, which the bot's stall
    # watch also stamps its lines with: each stall is told with the phase it fell in
    begun_clock: float = 0.0
    kill_clock: float = float("inf")
    # the players' and fake Discord's own event loop held up past 100 ms: (when, how long);
    # while it is, clicks it should deliver or answers it should read wait, and look late
    stalls: list[tuple[float, float]] = field(default_factory=list)

    def count(self, kind: str) -> None:
        self.kinds[kind] = self.kinds.get(kind, 0) + 1


def in_seconds(value: float | None) -> str:
    return "none" if value is None else f"{value:.2f} s"


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))] if ordered else 0.0


class Table:
    """One game's channel and its two players."""

    def __init__(self, fake: FakeDiscord, channel: Channel, players: list[Member]) -> None:
        self.fake, self.channel, self.players = fake, channel, players
        self._channels_seen = -1
        self._rooms: list[Channel] = [channel]
        self._end_seen: int | None = None  # the last game's end `ended` reported
        # --floor: the table of ours that this table of the floor keeps pace with (its players
        # make their n-th click once that table's made theirs), and the clicks made
        self.leader: Table | None = None
        self.clicks = 0
        self._clicked = asyncio.Event()

    def clicked(self) -> None:
        self.clicks += 1
        self._clicked.set()

    async def keep_pace(self, stop: float) -> None:
        """Wait until the leader's table has made more clicks than this one (or `stop`)."""
        leader = self.leader
        while leader is not None and leader.clicks <= self.clicks:
            leader._clicked.clear()
            try:
                async with asyncio.timeout_at(
                    asyncio.get_running_loop().time() + stop - time.perf_counter()
                ):
                    await leader._clicked.wait()
            except TimeoutError:
                return

    def rooms(self) -> list[Channel]:
        """The channel and its threads (a game may run in a thread of its own); looked for
        again only when the server has a new channel (every player looks on every change)."""
        if len(self.fake.channels) != self._channels_seen:
            self._channels_seen = len(self.fake.channels)
            threads = [c for c in self.fake.channels.values() if c.parent_id == self.channel.id]
            self._rooms = [self.channel, *threads]
        return self._rooms

    def current(self) -> Message | None:
        """The newest message with a game's controls. Found without copying the channel's
        messages: copying them all on every look stalled this process for seconds (and the
        bot's answers then looked late)."""
        return self.fake.newest_message(
            {room.id for room in self.rooms()},
            lambda m: any(not c.endswith(":rematch") for c in m.custom_ids()),
        )

    def ended(self) -> bool:
        """Whether a game's end has come that this did not report yet (once per end): while a
        new game's lobby moves into its thread no message has controls, and the last game's
        end, still the newest, must not open another game on top of the new one (the bot
        refused that: "A game is already running here")."""
        over = self.fake.newest_message(
            {room.id for room in self.rooms()}, lambda m: "The game is over" in m.content
        )
        if over is None or over.id == self._end_seen:
            return False
        self._end_seen = over.id
        return True

    def game_over(self) -> bool:
        """Whether the newest message says a game ended (without marking it reported)."""
        over = self.fake.newest_message(
            {room.id for room in self.rooms()}, lambda m: "The game is over" in m.content
        )
        return over is not None and over.id != self._end_seen

    def stale(self, stored: dict[int, int]) -> list[Message]:
        """Messages with a game's controls that show an earlier moment than the stored game
        (their custom ids carry the action number they were drawn for)."""
        found = []
        for room in self.rooms():
            for message in self.fake.messages(room):
                for custom in message.custom_ids():
                    parts = custom.split(":")
                    if len(parts) > 3 and parts[1].isdigit() and parts[2].isdigit():
                        game, seq = int(parts[1]), int(parts[2])
                        if (
                            game in stored
                            and seq < stored[game]
                            and not custom.endswith(":rematch")
                        ):
                            found.append(message)
                            break
        return found

    def newest_lobby(self) -> Message | None:
        return self.fake.newest_message({self.channel.id}, has_join)

    def deciders(self, message: Message) -> list[Member]:
        for line in reversed(message.content.splitlines()):
            found = MENTION.findall(line)
            if found:
                ids = {int(i) for i in found}
                return [p for p in self.players if p.id in ids] or self.players
        return self.players


def has_join(message: Message) -> bool:
    return any(c.endswith(":join") for c in message.custom_ids())


def missed(figures: Figures, clicked: float, timeout: InteractionTimeout) -> None:
    """An interaction nobody answered: lost with the killed bot, or late."""
    if clicked <= figures.back_at and figures.kill_at <= time.perf_counter():
        figures.killed += 1
    else:
        figures.late += 1
        figures.late_at.append(clicked - figures.begun)
        figures.late_how.append((timeout.delivered_after, timeout.answered_after))


def answered(figures: Figures, kind: str, result: InteractionResult, clicked: float) -> None:
    figures.count(kind)
    if result.callback_latency is not None:
        figures.acks.append(result.callback_latency)
        if clicked + result.callback_latency < figures.kill_at:
            figures.live_acks.append(result.callback_latency)
        figures.acks_by_kind.setdefault(kind, []).append(result.callback_latency)


async def open_game(table: Table, figures: Figures, counted: bool = False) -> None:
    """`/yamb new`, join, start. A `/yamb new` answered without a lobby (a refusal, at once or
    after a deferral) is counted with its text and tried again a second later, as a player
    would; a lobby still missing after three tries stops the benchmark with those texts. Any
    of the three that nobody answers (sent as the bot was killed) is made again a second
    later. `counted`: a game opened within the measured window, whose interactions count
    with the others."""
    fake = table.fake
    host, guest = table.players
    said: list[str] = []
    options = {"ruleset": "classic"}

    async def made(kind: str, act: Awaitable[InteractionResult]) -> InteractionResult | None:
        clicked = time.perf_counter()
        try:
            result = await act
        except InteractionTimeout as timeout:
            if counted:
                missed(figures, clicked, timeout)
            await asyncio.sleep(1.0)  # the bot was killed: again once it is back
            return None
        if counted:
            answered(figures, kind, result, clicked)
        return result

    for _ in range(3):
        opened = await made("new", fake.slash(host, table.channel, "yamb new", options=options))
        if opened is None:
            lobby = table.newest_lobby()  # the killed bot may have posted it
            if lobby is not None:
                break
            said.append(f"{host.name} asked; no answer")
            continue
        answers = [m for m in (opened.message, *opened.followups) if m is not None]
        # the lobby is the answer, or (a command deferred under load) a followup of its own
        lobby = next((m for m in answers if not m.ephemeral), None)
        refused = opened.callback_type == 4 and lobby is None  # a private answer at once
        if lobby is None and not refused:
            with contextlib.suppress(TimeoutError):
                await fake.wait_for(lambda: table.newest_lobby() is not None, timeout=30)
            lobby = table.newest_lobby()
        if lobby is not None:
            break
        text = f"{host.name} asked; " + (" / ".join(m.content for m in answers) or "no answer")
        said.append(text)
        figures.new_refused[text] = figures.new_refused.get(text, 0) + 1
        await asyncio.sleep(1.0)
    else:
        raise RuntimeError(f"no lobby after three /yamb new: {said}")
    message: Message | None = lobby
    for kind, who, label in (("join", guest, "Join"), ("start", host, "Start")):
        for _ in range(3):
            if message is None:  # the game started meanwhile
                return
            done = await made(kind, fake.click(who, message, message.button(label)["custom_id"]))
            if done is not None:
                message = done.message or message
                break
            message = table.newest_lobby()


async def play(
    table: Table, rnd: random.Random, figures: Figures, stop: float, think: float = 0.0
) -> None:
    fake = table.fake
    while time.perf_counter() < stop:
        if table.leader is not None:
            await table.keep_pace(stop)
            if time.perf_counter() >= stop:
                break
        if think:  # a person looks at the message before each click
            await asyncio.sleep(rnd.uniform(0.5, 1.5) * think)
        message = table.current()
        if message is None:
            if table.ended():
                figures.games_finished += 1
                await open_game(table, figures, counted=True)
                with contextlib.suppress(TimeoutError):  # its first turn is on its way
                    await fake.wait_for(lambda: table.current() is not None, timeout=10)
                continue
            writes = fake.write_count
            with contextlib.suppress(TimeoutError):  # the next turn's message is on its way
                await fake.wait_for(lambda w=writes: fake.write_count > w, timeout=5)
            continue
        who = rnd.choice(table.deciders(message))
        buttons = {b["custom_id"].split(":")[3]: b["custom_id"] for b in message.buttons()}
        keeps = [b["custom_id"] for b in message.buttons() if ":keep:" in b["custom_id"]]
        menus = {s["custom_id"].split(":")[3]: s for s in message.selects()}
        kind: str
        clicked = time.perf_counter()
        try:
            if keeps and "throw" in buttons and rnd.random() < 0.45:
                kind = "keep"
                result = await fake.click(who, message, rnd.choice(keeps))
            elif "throw" in buttons and ("write" not in menus or rnd.random() < 0.55):
                kind, custom = "throw", buttons["throw"]
                result = await fake.click(who, message, custom)
            elif "write" in menus or "announce" in menus:
                # the write menu, or (after a first throw, with only announce cells left)
                # the announce menu: a cell, or a group of cells that opens its own menu
                verb = "write" if "write" in menus else "announce"
                menu = menus[verb]
                values = [o["value"] for o in menu["options"]]
                cells = [v for v in values if not v.startswith("g|")]
                groups = [v for v in values if v.startswith("g|") and v.split("|")[2]]
                kind = verb if cells else "menu"
                chosen = rnd.choice(cells or groups or values)
                custom = menu["custom_id"]
                result = await fake.select(who, message, custom, [chosen])
            elif "stop" in buttons:
                kind = "stop"
                result = await fake.click(who, message, buttons["stop"])
            else:
                # nothing this player knows how to click: wait for the message to change
                # (looking again at once, without waiting, froze this whole process, the
                # fake Discord included, and the bot's answers looked late)
                writes = fake.write_count
                with contextlib.suppress(TimeoutError):
                    await fake.wait_for(lambda w=writes: fake.write_count > w, timeout=5)
                continue
        except InteractionTimeout as timeout:
            missed(figures, clicked, timeout)
            table.clicked()
            continue
        except (LookupError, ValueError):
            await asyncio.sleep(0)  # the message changed under the click: look again
            continue
        answered(figures, kind, result, clicked)
        table.clicked()
        # answered with a private message (at once, or after a deferral): a refusal
        private = [m for m in (result.message, *result.followups) if m is not None and m.ephemeral]
        if result.ephemeral or private:
            figures.refused += 1
            said = " ".join([result.content or "", *(m.content for m in private)])
            words = re.sub(r"<[@#]!?\d+>|https://\S+|\d+", "…", said)[:90]
            figures.refusals[words] = figures.refusals.get(words, 0) + 1
            if "earlier moment" in said:
                figures.outdated += 1
                figures.outdated_unlinked += "/channels/" not in said
        elif kind in ("throw", "write", "announce"):
            # "yamb:<game>:<action number>:<verb>": the action it made has that number
            _, game, seq, *_ = custom.split(":")
            figures.acted.add((int(game), int(seq)))
            if kind == "write":  # a person waits for the next turn's message
                await next_turn(table, message, figures, clicked)


async def next_turn(table: Table, written: Message, figures: Figures, clicked: float) -> None:
    """Wait for the next turn's message (or the game's end) after a write, and time it."""

    def came() -> bool:
        current = table.current()
        return (current is not None and current.id != written.id) or table.game_over()

    try:
        await table.fake.wait_for(came, timeout=5.0)
    except TimeoutError:
        figures.next_turn_missed += 1
        return
    if not table.game_over():
        came_at = time.perf_counter()
        figures.next_turn.append(came_at - clicked)
        if came_at < figures.kill_at:
            figures.live_next_turn.append(came_at - clicked)


async def watch_stalls(figures: Figures, stop: float) -> None:
    last = time.perf_counter()
    while last < stop:
        await asyncio.sleep(0.02)
        now = time.perf_counter()
        if now - last > 0.1:
            figures.stalls.append((last - figures.begun, now - last))
        last = now


def print_collections(by_process: dict[int, dict[str, list[float]]], count: int) -> None:
    """The bot's garbage collections over its processes' lives, by generation."""
    totals: dict[str, list[float]] = {}
    for collections_of in by_process.values():
        for generation, (times, ms, longest) in collections_of.items():
            found = totals.setdefault(generation, [0, 0.0, 0.0])
            found[0] += times
            found[1] += ms
            found[2] = max(found[2], longest)
    if totals and count:
        print(
            "the bot's garbage collections (start-up included), by generation: "
            + ", ".join(
                f"{g}: {int(n)} times, {ms / 1000:.2f} s, {ms / count:.3f} ms per interaction, "
                f"longest {longest:.0f} ms"
                for g, (n, ms, longest) in sorted(totals.items())
            )
        )


def durations_of(stalls: list[dict[str, object]]) -> list[float]:
    return [float(s["ms"]) for s in stalls]  # type: ignore[arg-type]


def phase_of(at: float, figures: Figures) -> str:
    """The phase of the run a moment of the bot's monotonic clock fell in."""
    if at < figures.begun_clock:
        return "opening the games"
    return "live play" if at < figures.kill_clock else "from the kill on"


def print_long_steps(steps: list[dict[str, Any]], timed: int, figures: Figures) -> None:
    """`--steps`: the callbacks that alone held the bot's loop past 50 ms (one task's step each,
    on asyncio's own loop), by phase; a stall without one was many short steps in a row."""
    print(
        f"  each callback timed ({timed} on asyncio's own loop): one callback alone held the "
        f"loop past 50 ms {len(steps)} times"
    )
    for step in sorted(steps, key=lambda s: -s["step_ms"]):
        print(
            f"    {step['step_ms']:5.0f} ms ({step['loop_cpu_ms']:.0f} ms of the loop thread's "
            f"CPU), {phase_of(step['step_at'], figures)}: {step['what']}"
        )


def print_bot_stalls(stalls: list[dict[str, object]], figures: Figures) -> None:
    """The bot's event loop held up past 50 ms: how often, in which phase of the run, and by
    what (the innermost frames of the stack samples taken meanwhile, each sample standing for
    its share of the stall)."""
    if not stalls:
        print("the bot's event loop was never held up past 50 ms")
        return
    durations = sorted(durations_of(stalls), reverse=True)
    print(
        f"the bot's event loop held up past 50 ms: {len(stalls)} times, "
        f"{sum(durations) / 1000:.1f} s in all; longest: "
        + ", ".join(f"{d:.0f}" for d in durations[:8])
        + " ms"
    )
    names = ("opening the games", "live play", "from the kill on")
    phases: dict[str, list[float]] = {name: [] for name in names}
    for stall in stalls:
        phase = phase_of(float(stall["at"]), figures)  # type: ignore[arg-type]
        phases[phase].append(float(stall["ms"]))  # type: ignore[arg-type]
    print(
        "  by phase: "
        + "; ".join(
            f"{name} {len(ms)}" + (f" (longest {max(ms):.0f} ms)" if ms else "")
            for name, ms in phases.items()
        )
    )
    # a late loop is not always our code: on a saturated machine the thread waits for a core
    # (or for the GIL); what the loop thread ran itself in the stall is what held it
    working = [float(s.get("loop_cpu_ms", 0.0)) for s in stalls]  # type: ignore[arg-type]
    process = sum(float(s.get("process_cpu_ms", 0.0)) for s in stalls)  # type: ignore[arg-type]
    own = sorted((ms for ms in working if ms > 50), reverse=True)
    print(
        f"  the loop thread's own CPU in them: {sum(working) / 1000:.2f} s (the whole "
        f"process's: {process / 1000:.2f} s); held past 50 ms by the loop thread's own work: "
        f"{len(own)} times" + (f" ({', '.join(f'{ms:.0f}' for ms in own[:8])} ms)" if own else "")
    )
    collecting = [float(s.get("gc_ms", 0.0)) for s in stalls]  # type: ignore[arg-type]
    mostly = sum(1 for d, c in zip(durations_of(stalls), collecting, strict=True) if c > d / 2)
    by_generation: dict[int, list[float]] = {}
    for stall in stalls:
        for generation, ms in stall.get("gc", []):  # type: ignore[attr-defined]
            by_generation.setdefault(int(generation), []).append(float(ms))
    print(
        f"  of which in the garbage collector: {sum(collecting) / 1000:.2f} s; stalls that "
        f"were mostly collection: {mostly}; collections in them, by generation: "
        + (
            ", ".join(
                f"{g}: {len(ms)} (longest {max(ms):.0f} ms)"
                for g, ms in sorted(by_generation.items())
            )
            or "none"
        )
    )
    causes: collections.Counter[str] = collections.Counter()
    for stall in stalls:
        samples = [list(x) for x in stall["samples"]]  # type: ignore[attr-defined]
        for sample in samples:
            where = " < ".join(reversed(sample[-3:])) if sample else "?"
            causes[where] += float(stall["ms"]) / len(samples)  # type: ignore[arg-type]
    if causes:
        # the samples lean toward calls that release the GIL (bot/stalls.py): --profile for costs
        print("  where the loop thread was seen meanwhile (where it let go of the GIL, mostly):")
    for where, ms in causes.most_common(6):
        print(f"  {ms:7.0f} ms  {where}")


async def settle_writes(fake: FakeDiscord, quiet: float, limit: float) -> None:
    """Wait until the bot has written nothing for `quiet` seconds (at most `limit`)."""
    end = time.perf_counter() + limit
    while time.perf_counter() < end:
        writes = fake.write_count
        try:
            await fake.wait_for(lambda w=writes: fake.write_count > w, timeout=quiet)
        except TimeoutError:
            return


def rate_limited(requests: list[Any]) -> list[tuple[float, str]]:
    """When each request under Discord's global limit was made (loop time), and its route:
    every REST call but the interaction endpoints (callbacks, and webhooks with an
    interaction's token)."""
    return [
        (r.at, f"{r.method} {re.sub(r'[0-9]{6,}', '{id}', r.path)}")
        for r in requests
        if r.path.startswith("/") and not r.path.startswith(("/interactions/", "/webhooks/"))
        and not r.path.startswith("/gateway")
    ]


def routes(log: list[str]) -> collections.Counter[str]:
    """Requests by route, ids left out ("POST /interactions/{id}/{token}/callback")."""
    found: collections.Counter[str] = collections.Counter()
    for line in log:
        where = line.split(" -> ")[0]
        found[re.sub(r"/api/v\d+", "", re.sub(r"/(\d+|[\w.-]{40,})(?=/|$| )", "/{id}", where))] += 1
    return found


BOT = [sys.executable, "-m", "bot"]
# the floor (--floor): discord.py alone, answering the same clicks with answers of the same
# shape and size, no game, store or pictures behind them
FLOOR = [sys.executable, str(Path(__file__).with_name("floor_bot.py"))]


@dataclass
class Side:
    """One bot under measure: its fake Discord, its server with the players' tables, and its
    process. With --floor there are two, ours and the floor, each on a fake Discord of its
    own: one fake is one application (one token, bot user and command table) whose gateway
    sends a server's events to its shard's one session, so two bots on one fake would be two
    logins of shard 0 (the second replacing the first), or ours would have to run as one shard
    of two, which it refuses on SQLite. Both fakes and all players are this one process on
    its one event loop, so both bots meet the same fake code, the same players and the same
    moments of the machine."""

    name: str
    fake: FakeDiscord
    guild: Guild
    tables: list[Table]
    figures: Figures = field(default_factory=Figures)
    bot: BotProcess | None = None
    cpu: float = 0.0  # the bot's CPU seconds over the measured window
    peak: int = 0
    before: float = 0.0
    uploaded: int = 0
    logged_before: int = 0
    timed_before: int = 0
    requests: collections.Counter[str] = field(default_factory=collections.Counter)
    limited: list[tuple[float, str]] = field(default_factory=list)

    @classmethod
    def made(cls, name: str, games: int) -> Side:
        # a player waits 10 s for an answer (an interaction the killed bot held never gets one)
        fake = FakeDiscord(token=TOKEN, settle=0.0, timeout=10.0)
        # Discord's documented size of a command is 8,000 today: the suite holds the bot to
        # 4,000 (tests/test_command_size.py); here an older bot, whose /yamb was one
        # 5,406-character command, can still be measured beside this one (--beside)
        fake.command_size_limit = 8000
        guild = fake.add_guild("Bench")
        tables = [
            Table(
                fake,
                fake.add_text_channel(guild, f"yamb-{i}"),
                [fake.add_member(guild, f"p{i}a"), fake.add_member(guild, f"p{i}b")],
            )
            for i in range(games)
        ]
        return cls(name, fake, guild, tables)

    @property
    def process(self) -> BotProcess:
        assert self.bot is not None, "not started"
        return self.bot

    @property
    def count(self) -> int:
        return len(self.figures.acks) + self.figures.late

    @property
    def cpu_ms(self) -> float:
        """The bot's CPU per interaction, in milliseconds."""
        return self.cpu / self.count * 1000

    def mark(self) -> None:
        """What the fake saw before the measured window."""
        self.uploaded = sum(len(a.data) for a in self.fake._attachments.values())
        self.logged_before = len(self.fake.request_log)
        self.timed_before = len(self.fake.faults.requests)

    def measured(self) -> None:
        """What the fake saw during the measured window."""
        now = sum(len(a.data) for a in self.fake._attachments.values())
        self.uploaded = now - self.uploaded
        self.requests = routes(self.fake.request_log[self.logged_before :])
        self.limited = rate_limited(self.fake.faults.requests[self.timed_before :])

    def take_cpu(self) -> None:
        """The bot's CPU since `before`, and its peak memory so far."""
        self.cpu += cpu_seconds(self.process.pid) - self.before
        self.peak = max(self.peak, peak_memory(self.process.pid))

    async def restart(self) -> None:
        await self.process.start()
        self.figures.back_at = time.perf_counter()
        self.before = cpu_seconds(self.process.pid)


async def run(
    games: int,
    seconds: float,
    kill: bool,
    profile: str | None = None,
    think: float = 0.0,
    floor: str | None = None,
    steps: bool = False,
) -> bool:
    """`floor`: None, or the floor beside ours, "paced" (each table of the floor makes its n-th
    click once the same table of ours made its n-th: the same rate) or "free" (as fast as
    the floor answers)."""
    sides = [Side.made("ours", games)]
    if floor:
        sides.append(Side.made("floor", games))
        # the floor measures what discord.py costs, not how it keeps to Discord's rate limits:
        # it has no pacer, and its start-up posts would wait on the modelled limits for minutes
        sides[-1].fake.ratelimits.enabled = False
        if floor == "paced":
            for leader, table in zip(sides[0].tables, sides[1].tables, strict=True):
                table.leader = leader
    ours = sides[0]
    bench_cpu = 0.0
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "bench.sqlite3"
        env = {
            "DISCORD_TOKEN": TOKEN,
            "DATABASE_PATH": str(db),
            "DEV_GUILD_ID": str(ours.guild.id),
            "LOG_LEVEL": "WARNING",
            "TURN_TIMEOUT_MINUTES": "600",
            # the bot notes what holds its event loop up past 50 ms (bot/stalls.py)
            "YAMB_STALL_LOG": str(Path(folder) / "stalls.jsonl"),
        }
        if steps:  # each callback timed, on asyncio's own loop (bot/stalls.py)
            env |= {"YAMB_STALL_STEPS": "1", "YAMB_EVENT_LOOP": "asyncio"}
        async with contextlib.AsyncExitStack() as fakes:
            for side in sides:
                await fakes.enter_async_context(side.fake)
            ours.bot = BotProcess(ours.fake, BOT, env=env, cwd=folder)
            await ours.bot.start()
            if floor:  # launched as ours is, with a copy of the commands ours registered
                commands = Path(folder) / "commands.json"
                commands.write_text(json.dumps(ours.fake.commands(ours.guild)))
                bare = sides[1]
                floor_env = {
                    "DISCORD_TOKEN": TOKEN,
                    "DEV_GUILD_ID": str(bare.guild.id),
                    "LOG_LEVEL": "WARNING",
                    "FLOOR_COMMANDS": str(commands),
                }
                bare.bot = BotProcess(bare.fake, FLOOR, env=floor_env, cwd=folder)
                await bare.bot.start()
            spy = None
            try:
                for side in sides:  # ours opens its games first, as it does alone
                    await asyncio.gather(*(open_game(t, side.figures) for t in side.tables))
                for side in sides:  # and the window starts once they are open and shown
                    await side.fake.wait_for(
                        lambda side=side: all(t.current() is not None for t in side.tables),
                        timeout=120,
                    )
                    await settle_writes(side.fake, quiet=0.5, limit=60.0)
                if profile:  # sample the bot while it plays (py-spy, a sampling profiler)
                    spy = await asyncio.create_subprocess_exec(
                        "py-spy",
                        "record",
                        "--pid",
                        str(ours.process.pid),
                        "--format",
                        "raw",
                        "--output",
                        profile,
                        "--duration",
                        str(int(seconds)),
                        "--nonblocking",
                        *(["--gil"] if os.environ.get("BENCH_PROFILE_GIL") else []),
                        stdout=asyncio.subprocess.DEVNULL,
                        stderr=asyncio.subprocess.DEVNULL,
                    )
                for side in sides:
                    side.mark()
                begun = time.perf_counter()
                stop = begun + seconds
                for side in sides:
                    side.figures.begun = begun
                    side.figures.begun_clock = time.monotonic()
                    side.before = cpu_seconds(side.process.pid)
                bench_cpu = time.process_time()
                # the same players on both sides: table i of each plays from the same seed,
                # and their clicks take turns on the event loop (ours, floor, ours, ...)
                seeds = [random.Random(games) for _ in sides]
                players = [
                    asyncio.create_task(
                        play(t, random.Random(seed.random()), side.figures, stop, think)
                    )
                    for tables in zip(*(side.tables for side in sides), strict=True)
                    for side, seed, t in zip(sides, seeds, tables, strict=True)
                ]
                watcher = asyncio.create_task(watch_stalls(ours.figures, stop))
                if kill:  # both bots at the same moment
                    await asyncio.sleep(seconds / 2)
                    for side in sides:
                        side.figures.kill_at = time.perf_counter()
                        side.figures.kill_loop_at = asyncio.get_running_loop().time()
                        side.figures.kill_clock = time.monotonic()
                        side.figures.count_at_kill = side.count
                        side.take_cpu()
                    await asyncio.gather(*(side.process.kill() for side in sides))
                    await asyncio.gather(*(side.restart() for side in sides))
                await asyncio.gather(*players, watcher)
                elapsed = time.perf_counter() - begun
                # the players stopped: once the bot is idle, every message with controls
                # must show the stored game (after the restart too)
                await asyncio.gather(
                    *(settle_writes(side.fake, quiet=2.0, limit=20.0) for side in sides)
                )
                with sqlite3.connect(db) as conn:
                    stored = dict(
                        conn.execute(
                            "SELECT game_id, action_count FROM games WHERE status = 'active'"
                        ).fetchall()
                    )
                stale = [m for t in ours.tables for m in t.stale(stored)]
                bench_cpu = time.process_time() - bench_cpu
                if spy is not None:
                    await spy.wait()
                for side in sides:
                    side.take_cpu()
                    side.measured()
            finally:
                for side in sides:
                    if side.bot is None:
                        continue
                    await side.bot.stop()
                    lines = side.bot.lines
                    if any("Traceback" in line or "ERROR" in line for line in lines):
                        print(f"{side.name} bot problems:\n" + "\n".join(lines[-30:]))
        with sqlite3.connect(db) as conn:
            log = set(conn.execute("SELECT game_id, seq FROM actions").fetchall())
        stall_file = Path(folder) / "stalls.jsonl"
        watched = (
            [json.loads(line) for line in stall_file.read_text().splitlines()]
            if stall_file.exists()
            else []
        )
        bot_stalls = [line for line in watched if "ms" in line]
        long_steps = [line for line in watched if "step_ms" in line]
        steps_timed = sum(
            {line["pid"]: line["steps_timed"] for line in watched if "steps_timed" in line}.values()
        )
        # the garbage collector's totals: the last line of each bot process (killed, restarted)
        collected = {line["pid"]: line["collections"] for line in watched if "collections" in line}
    figures = ours.figures
    logged, missing = len(log), len(figures.acted - log)
    pace = f", players think {think:g} s on average before a click" if think else ""
    print(
        f"\n== {games} games at once, {elapsed:.0f} s{' with a SIGKILL midway' if kill else ''}"
        + pace
        + (f" (and as many beside it on the floor bot, {floor})" if floor else "")
    )
    report(ours, elapsed)
    print(
        f"outdated clicks: {figures.outdated}, answered without a link to the current "
        f"message: {figures.outdated_unlinked}; at the end, messages with controls showing an "
        f"earlier moment than the stored game: {len(stale)}"
    )
    print_bot_stalls(bot_stalls, figures)
    if steps:
        print_long_steps(long_steps, steps_timed, figures)
    print_collections(collected, ours.count)
    if figures.stalls:
        held = ", ".join(f"{how * 1000:.0f} ms at {when:.1f} s" for when, how in figures.stalls)
        print(f"this process's own event loop held up past 100 ms: {held}")
    players_ms = bench_cpu / sum(side.count for side in sides) * 1000
    print(
        f"bot CPU per interaction: {ours.cpu_ms:.2f} ms ({ours.cpu:.1f} s in "
        f"all; the players and the fake Discord{'s' if floor else ''}: "
        f"{players_ms:.2f} ms{' per interaction of both' if floor else ''})"
    )
    print_ceiling("ours", ours.cpu_ms, players_ms)
    report_traffic(ours, elapsed)
    print(
        f"games finished: {figures.games_finished}; actions in the log: {logged}, "
        f"throws, writes and announcements acknowledged: {len(figures.acted)}, "
        + ("each one in the log" if not missing else f"{missing} NOT IN THE LOG")
    )
    for text, times in sorted(figures.new_refused.items(), key=lambda item: -item[1]):
        print(f"/yamb new after a game's end answered without a lobby, {times}x: {text[:300]}")
    if floor:
        compare(ours, sides[1], elapsed, players_ms)
    return not missing


TARGET_RATE = 1000.0  # interactions a second issue 37 asks of these cores


def print_ceiling(who: str, bot_ms: float, players_ms: float) -> None:
    """How many interactions a second this host's cores could carry at the CPU just measured,
    with the simulated players and fake Discord on the same machine, and how many cores
    `TARGET_RATE` would take: the figures that say whether it can be reached here."""
    cores = len(os.sched_getaffinity(0))
    both = bot_ms + players_ms
    print(
        f"ceiling, {who}: {cores} cores carry at most {cores * 1000 / both:.0f} interactions/s "
        f"with the players on the same machine ({bot_ms:.2f} ms of the bot and "
        f"{players_ms:.2f} ms of the players and fake Discord per interaction; with every core "
        f"to the bot alone: {cores * 1000 / bot_ms:.0f}/s); {TARGET_RATE:,.0f}/s would take "
        f"{TARGET_RATE * both / 1000:.1f} cores"
    )


def report(side: Side, elapsed: float) -> None:
    """What the players of one side saw: how many clicks, how fast they were answered."""
    figures, count = side.figures, side.count
    print(
        f"interactions: {count} ({count / elapsed:.1f}/s): "
        + ", ".join(f"{k} {v}" for k, v in sorted(figures.kinds.items()))
    )
    print(
        f"ack p50 {statistics.median(figures.acks or [0.0]) * 1000:.1f} ms, "
        f"p99 {percentile(figures.acks, 0.99) * 1000:.1f} ms, "
        f"max {max(figures.acks or [0.0]) * 1000:.1f} ms; past the 3 s deadline: "
        f"{figures.late}; lost with the killed bot (in flight or sent while it was down): "
        f"{figures.killed}; refused: {figures.refused}"
    )
    if figures.next_turn:
        print(
            f"next turn's message after a write: p50 "
            f"{statistics.median(figures.next_turn) * 1000:.0f} ms, "
            f"p99 {percentile(figures.next_turn, 0.99) * 1000:.0f} ms, "
            f"max {max(figures.next_turn) * 1000:.0f} ms; none within 5 s: "
            f"{figures.next_turn_missed}"
        )
    if figures.live_acks and figures.kill_at < float("inf"):
        print(
            f"live play (answered before the kill): ack p50/p99 "
            f"{statistics.median(figures.live_acks) * 1000:.0f}/"
            f"{percentile(figures.live_acks, 0.99) * 1000:.0f} ms"
            + (
                f", next turn p50/p99 {statistics.median(figures.live_next_turn) * 1000:.0f}/"
                f"{percentile(figures.live_next_turn, 0.99) * 1000:.0f} ms"
                if figures.live_next_turn
                else ""
            )
        )
    for words, times in sorted(figures.refusals.items(), key=lambda item: -item[1])[:4]:
        print(f"  refused {times}x: {words}")
    print(
        "ack p50/p99 by click: "
        + ", ".join(
            f"{kind} {statistics.median(acks) * 1000:.0f}/{percentile(acks, 0.99) * 1000:.0f} ms"
            for kind, acks in sorted(figures.acks_by_kind.items())
        )
    )
    if figures.late_at:
        restart = figures.back_at - figures.begun
        sent = ", ".join(
            f"{t:.1f} (to the bot {in_seconds(gone)}, answer {in_seconds(back)})"
            for t, (gone, back) in zip(figures.late_at, figures.late_how, strict=True)
        )
        print(f"late ones sent at (s into the run): {sent}; restarted bot ready at {restart:.1f}")


def report_traffic(side: Side, elapsed: float) -> None:
    """What one side's bot sent Discord per interaction, and its memory."""
    count, requests, limited = side.count, side.requests, side.limited
    print(
        f"uploaded per interaction: {side.uploaded / count / 1024:.2f} KiB "
        f"({side.uploaded / 2**20:.1f} MiB)"
    )
    calls = sum(requests.values())
    print(
        f"requests to Discord per interaction: {calls / count:.2f} ("
        + ", ".join(f"{route} {n / count:.2f}" for route, n in requests.most_common())
        + ")"
    )
    per_second = collections.Counter(int(t) for t, _ in limited)
    rate = len(limited) / count if count else 0.0
    ceiling = f"{50 / rate:.0f}" if rate else "unbounded"
    fake = side.fake
    print(
        f"rate-limited requests (all but interaction callbacks and token webhooks): "
        f"{rate:.3f} per interaction; busiest second {max(per_second.values(), default=0)}, "
        f"seconds over 50: {sum(1 for n in per_second.values() if n > 50)} of "
        f"{max(1, len(per_second))}; 429s received: "
        f"{sum(1 for r in fake.faults.requests[side.timed_before :] if r.status == 429)}"
        f" (the limits modelled, {len(fake.ratelimits.given)} given by them); implied "
        f"ceiling of one token: {ceiling} interactions/s (here {count / elapsed:.1f}/s)"
    )
    figures = side.figures
    if figures.count_at_kill:  # live play alone: no restart's redraw in it
        live = [route for t, route in limited if t < figures.kill_loop_at]
        print(
            f"  live play, before the kill: {len(live) / figures.count_at_kill:.3f} per "
            f"interaction ({len(live)} in {figures.count_at_kill}: "
            + ", ".join(f"{route} {n}" for route, n in collections.Counter(live).most_common(4))
            + f"); from the kill on: {len(limited) - len(live)} (the restart's redraw among them)"
        )
    print(f"bot peak memory: {side.peak / 2**20:.0f} MiB")


def compare(ours: Side, floor: Side, elapsed: float, players_ms: float) -> None:
    """The floor's own figures, then ours against it."""
    print("-- the floor (benchmarks/floor_bot.py), the same players at the same time")
    report(floor, elapsed)
    print(
        f"bot CPU per interaction: {floor.cpu_ms:.2f} ms "
        f"({floor.cpu:.1f} s in all)"
    )
    print_ceiling("the floor", floor.cpu_ms, players_ms)
    report_traffic(floor, elapsed)
    print(f"games finished: {floor.figures.games_finished}")
    mine, bare = ours.cpu_ms, floor.cpu_ms
    print(
        f"CPU per interaction: ours {mine:.2f} ms, floor {bare:.2f} ms, ratio (ours / floor) "
        f"{mine / bare:.2f}; interactions/s: ours {ours.count / elapsed:.1f}, "
        f"floor {floor.count / elapsed:.1f}"
    )


def host_speed() -> float:
    """Milliseconds a fixed piece of Python takes here (best of five): this host's speed
    changes by a factor of two within minutes, and every figure above with it. Read figures
    only beside this one; compare two versions side by side (`--beside`)."""
    best = float("inf")
    for _ in range(5):
        begun = time.process_time()
        sum(i * i for i in range(200_000))
        best = min(best, time.process_time() - begun)
    return best * 1000


async def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, nargs="+", default=[16, 64])
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--no-kill", action="store_true", help="do not kill the bot midway")
    parser.add_argument(
        "--profile", metavar="FILE", help="sample the bot with py-spy into FILE (implies --no-kill)"
    )
    parser.add_argument(
        "--think",
        type=float,
        default=0.0,
        metavar="SECONDS",
        help="each player waits 0.5-1.5x this before a click, as people do (default 0: nobody "
        "waits, the bot is driven as hard as it goes)",
    )
    parser.add_argument(
        "--beside",
        metavar="CHECKOUT",
        help="run the same at the same time with the bot of another checkout (its PYTHONPATH) "
        "and print both: this host's speed changes within minutes, so two versions compare "
        "only side by side",
    )
    parser.add_argument(
        "--floor",
        nargs="?",
        const="paced",
        choices=("paced", "free"),
        help="run beside the bot, at the same time and against the same players, a bare "
        "discord.py bot answering the same clicks with answers of the same shape and size "
        "(benchmarks/floor_bot.py), and print the CPU per interaction of both and their "
        "ratio; paced (the default): the floor's players click at ours' pace, table by table; "
        "free: as fast as the floor answers",
    )
    parser.add_argument(
        "--steps",
        action="store_true",
        help="time each callback of the bot's event loop (on asyncio's own loop, not uvloop: "
        "its figures are not the shipped loop's) and print those that alone held it past "
        "50 ms: a stall without one was many short steps in a row",
    )
    args = parser.parse_args()
    if args.beside:
        return await side_by_side(Path(args.beside))
    intact = True
    print(f"host speed: a fixed piece of Python takes {host_speed():.1f} ms")
    for games in args.games:
        kill = not (args.no_kill or args.profile)
        intact &= await run(
            games, args.seconds, kill, args.profile, args.think, args.floor, args.steps
        )
    print(f"host speed afterwards: {host_speed():.1f} ms")
    return 0 if intact else 1


async def side_by_side(other: Path) -> int:
    """This benchmark twice at once, as two processes: the bot of this checkout, and the bot of
    `other` (the fake Discord and the players come from this checkout in both). Both then
    meet the same minutes of the host and compete for the same two cores, so each sees about
    half the machine; two runs of one version side by side differ by 1-3%."""
    checkouts = (Path(__file__).resolve().parents[1], other.resolve())
    argv = sys.argv[1:]
    at = argv.index("--beside")
    del argv[at : at + 2]
    runs = []
    for checkout in checkouts:
        env = {**os.environ, "PYTHONPATH": str(checkout)}  # an editable install points elsewhere
        runs.append(
            await asyncio.create_subprocess_exec(
                sys.executable,
                __file__,
                *argv,
                env=env,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.STDOUT,
            )
        )
    outputs = await asyncio.gather(*(run.communicate() for run in runs))
    for checkout, (out, _) in zip(checkouts, outputs, strict=True):
        print(f"==== the bot of {checkout}")
        print(out.decode(errors="replace"), end="")
    return max(run.returncode or 0 for run in runs)


if __name__ == "__main__":
    # the players and the fake Discord are one process: on the bot's own event loop (uvloop)
    # they cost less than the bot they measure, so the figures are the bot's
    from bot.runtime import event_loop_factory

    with asyncio.Runner(loop_factory=event_loop_factory()) as runner:
        sys.exit(runner.run(main()))
