"""Members who do anything at any moment, as a busy server does: press any button or menu of any
recent message (public or their own private ones), run any command with random options (odd
text, the ends of ranges, other members), now and then two or three of them at the same
moment, while the game moves on by legal play, mostly to its end.

Whatever they do, each interaction gets an answer, none says "something went wrong", Discord
refuses nothing the bot sends, the bot logs no error, and once the bot is idle no message with
controls shows an earlier moment than the stored game. Random play like this found the bugs
fixed in 1676695 and 35d2a1f (in DMs), and with the bot stopped and started between steps, in
89b0772 and ee0df96; in a tournament, 2410bca. The seeds are fixed so that a failure can be
run again (the dice are not: each store draws its own secret seed).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from tests.botworld import BOT_MOVES, PATIENCE, World, game_of, play_step, running_world
from tests.fakediscord import InteractionResult, Member, Message, Perm
from tests.test_bot_tournaments import (
    create,
    play_members_games,
    signup_message,
    tournament,
)

ODD_TEXTS = [
    "", " ", "1", "1 2", "12345", "0", "7", "6 6", "3 3 3", "ones", "1s", "max", "yamb",
    "down 1", "free yamb", "announce", "²", "１", "\u202e1", "x" * 300, "<@1>", "@everyone",
    "-1", "1.5", "2026-11", "📅", "a,b",
]  # fmt: skip
# Commands that end or leave the game, or change the server's settings, would mostly stop the
# game being played; the other tests cover them.
LEFT_OUT = ("yamb new", "yamb end", "yamb leave", "yamb kick", "yamb-settings")
GAME_VERBS = ("join", "start", "roll", "hold", "write", "cross", "announce", "hint")
STEPS = 1500  # at most: most games end sooner (seconds each, in-process)
PLAYING = 0.55  # the share of steps that move the game on by legal play; the rest is anything


@dataclass
class _Watch:
    """What members met: interactions answered, and what went wrong in them."""

    failures: list[str] = field(default_factory=list)
    answered: int = 0


@contextlib.contextmanager
def _nothing_goes_wrong(caplog: pytest.LogCaptureFixture) -> Iterator[_Watch]:
    watch = _Watch()
    yield watch
    # members did much besides playing (their moves at random end some games early)
    assert watch.answered > 30, watch.answered
    assert not watch.failures, "\n".join(watch.failures)
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert not errors, "\n".join(logging.Formatter().format(r) for r in errors)


def _commands(
    world: World, everywhere: bool, left_out: tuple[str, ...] = LEFT_OUT
) -> list[tuple[str, list[dict[str, Any]]]]:
    """The (sub)commands members may run: registered for the world's server, or for every
    server and DMs."""
    return [
        leaf
        for command in world.fake.commands(None if everywhere else world.guild)
        for leaf in _leaves(command)
        if not leaf[0].startswith(left_out)
    ]


def _leaves(command: dict[str, Any]) -> list[tuple[str, list[dict[str, Any]]]]:
    """Each runnable (sub)command's full name and its value options."""
    found: list[tuple[str, list[dict[str, Any]]]] = []

    def walk(node: dict[str, Any], name: str) -> None:
        options = node.get("options", [])
        subcommands = [o for o in options if o.get("type") in (1, 2)]
        for sub in subcommands:
            walk(sub, f"{name} {sub['name']}")
        if not subcommands:
            found.append((name, [o for o in options if o.get("type") not in (1, 2)]))

    walk(command, command["name"])
    return found


def _value(rnd: random.Random, option: dict[str, Any], members: list[Member], world: World) -> Any:
    """A value for an option of the command's schema: any choice, odd text within its lengths,
    a number at or near the ends of its range, any member, the channel."""
    if option.get("choices"):
        return rnd.choice([c["value"] for c in option["choices"]])
    kind = option["type"]
    if kind == 3:
        text = rnd.choice(ODD_TEXTS)[: option.get("max_length", 6000)]
        return text if len(text) >= option.get("min_length", 0) else "x" * option["min_length"]
    if kind == 4:
        low = max(option.get("min_value", -5), -(10**6))
        high = min(option.get("max_value", 100), 10**6)
        return rnd.choice(
            [low, high, rnd.randint(low, high), rnd.randint(low, min(high, low + 10))]
        )
    if kind == 5:
        return rnd.random() < 0.5
    if kind == 6:
        return rnd.choice(members)
    if kind == 7:
        return world.channel
    return None


async def _anything(
    world: World,
    rnd: random.Random,
    who: Member,
    commands: list[tuple[str, list[dict[str, Any]]]],
    dms: bool,
) -> InteractionResult | None:
    """`who` presses any enabled control of a recent message, or runs any command (or types
    into an option that offers choices); with `dms`, in their direct messages with the bot too.
    None when there was nothing to press, or only choices were offered."""
    fake = world.fake
    rooms = world.rooms() + ([fake.dm(who)] if dms else [])
    if rnd.random() < 0.5:
        shown: list[Message] = [m for room in rooms for m in fake.messages(room, newest=8)]
        shown += [m for room in rooms for m in fake.ephemerals(who, room, newest=4)]
        controls = [
            (message, c)
            for message in shown
            for c in message.all_components()
            if c.get("custom_id") and not c.get("disabled") and c["type"] in (2, 3)
        ]
        if not controls:
            return None
        message, control = rnd.choice(controls)
        if control["type"] == 2:
            return await fake.click(who, message, control["custom_id"], settle=0.0)
        values = [o["value"] for o in control.get("options", [])]
        low = control.get("min_values", 1)
        high = max(low, min(control.get("max_values", 1), len(values)))
        chosen = rnd.sample(values, rnd.randint(low, high))
        return await fake.select(who, message, control["custom_id"], chosen, settle=0.0)
    weights = [5 if name.split()[-1] in GAME_VERBS else 1 for name, _ in commands]
    name, schema = rnd.choices(commands, weights)[0]
    options = {}
    typing = None
    for option in schema:
        if option.get("required") or rnd.random() < 0.4:
            value = _value(rnd, option, [*world.members, who], world)
            if value is not None:
                options[option["name"]] = value
        if option.get("autocomplete") and rnd.random() < 0.2:
            typing = option["name"]
    room = fake.dm(who) if dms and rnd.random() < 0.4 else world.table
    if typing is not None:
        options[typing] = rnd.choice(ODD_TEXTS)[:100]
        # the fake checks the choices against Discord's limits; it raises if none came
        await fake.autocomplete(who, room, name, focused=typing, options=options)
        return None
    return await fake.slash(who, room, name, options=options, settle=0.0)


async def _members_act(
    world: World,
    rnd: random.Random,
    everyone: list[Member],
    commands: list[tuple[str, list[dict[str, Any]]]],
    dms: bool,
    watch: _Watch,
) -> None:
    """One to three members do anything at the same moment; `watch` counts their answers and
    keeps what went wrong."""
    acting = rnd.sample(everyone, rnd.choice((1, 1, 1, 2, 3)))
    results = await asyncio.gather(
        *(_anything(world, rnd, who, commands, dms) for who in acting),
        return_exceptions=True,
    )
    for who, result in zip(acting, results, strict=True):
        if isinstance(result, LookupError | PermissionError):
            continue  # the message is gone, or the member cannot see it
        if isinstance(result, BaseException):
            raise result
        if result is None:
            continue
        watch.answered += 1
        said = " ".join([result.content or ""] + [f.content or "" for f in result.followups])
        if not result.completed or result.rejected or "something went wrong" in said.lower():
            watch.failures.append(
                f"{who.name}: {said[:300]!r} "
                f"completed={result.completed} rejected={result.rejected}"
            )


async def _start(world: World, rnd: random.Random, mode: str) -> int:
    """The host opens a game of `mode` (with a bot player in standard), everyone joins and the
    host starts it: its id."""
    fake = world.fake
    host = world.members[0]
    rulesets = ["classic", "bulgarian", "russian", "tris"] + ([] if mode == "kontra" else ["yamm"])
    options: dict[str, Any] = {"ruleset": rnd.choice(rulesets), "mode": mode}
    if mode == "standard":
        options["bots"] = 1
    opened = await fake.slash(host, world.channel, "yamb new", options=options)
    lobby = opened.message
    assert lobby is not None and lobby.custom_ids(), (options, opened.content)
    joining = world.members[1:2] if mode == "kontra" else world.members[1:]
    for k, member in enumerate(joining):
        live = fake.get_message(lobby.id)
        # the host is on the first side: one more there, the rest on the second
        sides = [c for c in live.custom_ids() if c.endswith(":team:1" if k == 0 else ":team:2")]
        await fake.click(member, live, sides[0] if sides else live.button("Join")["custom_id"])
    live = fake.get_message(lobby.id)
    start = next(c for c in live.custom_ids() if c.endswith(":start"))
    result = await fake.click(host, live, start)
    assert not result.ephemeral, result.content
    return int(start.split(":")[1])


def _shown(world: World) -> list[tuple[Message, int, int]]:
    """(message, game, action count) of every public message with a game's controls (a
    finished game's Rematch button aside)."""
    found = []
    for room in world.rooms():
        for message in world.fake.messages(room):
            drawn = {
                (game_of(custom), int(custom.split(":")[2]))
                for custom in message.custom_ids()
                if not custom.endswith(":rematch")
            }
            found += [(message, game, seq) for game, seq in drawn if game is not None]
    return found


async def _stale_messages(world: World) -> list[str]:
    """Messages whose controls show an earlier moment than their stored, still active game,
    once every game's display and bot players are idle."""
    app = world.bot.app
    # the clicks the bot still holds first: one answered to the member may still be redrawing
    # its game, and wakes the game's display pass once done (settled sees none before)
    await world.bot.replies.drain(PATIENCE)
    stored: dict[int, tuple[int, str]] = {}
    for game in {game for _, game, _ in _shown(world)}:
        for _ in range(20):
            if await app.display.settled(game, 5.0) and await app.bots.settled(game, 5.0):
                break
        info = await world.store.game_info(game)
        assert info is not None
        stored[game] = (info.seq, info.status)
    stale = [
        f"message {message.id} at {seq}, stored {stored[game]}: {message.content[:200]!r}"
        for message, game, seq in _shown(world)
        if game in stored and stored[game][1] == "active" and seq < stored[game][0]
    ]
    if stale:
        stale.append(world.last_seen(count=6))
    return stale


@pytest.mark.parametrize(
    ("mode", "threads", "dms", "seed"),
    [
        ("standard", False, False, 11),
        # commands registered for every server and direct messages, some sent in a DM
        ("kontra", True, True, 12),
        ("pairs", False, False, 13),
        ("team", True, False, 14),
        ("partners", False, False, 15),
    ],
)
async def test_members_doing_anything_meet_no_error(
    tmp_path: Path,
    caplog: pytest.LogCaptureFixture,
    mode: str,
    threads: bool,
    dms: bool,
    seed: int,
) -> None:
    rnd = random.Random(seed)
    with _nothing_goes_wrong(caplog) as watch:
        async with running_world(
            tmp_path,
            players=4,
            threads=threads,
            global_commands=dms,
            bot_pace=0.0,
            buckets=BOT_MOVES,
        ) as world:
            admin = world.fake.add_member(world.guild, "root", permissions=Perm.ADMINISTRATOR)
            commands = _commands(world, dms)
            everyone = [*world.members, admin]
            world.game = await _start(world, rnd, mode)
            for _ in range(STEPS):
                if rnd.random() < PLAYING:
                    if not await play_step(world, rnd):
                        break  # the game is over
                    continue
                await _members_act(world, rnd, everyone, commands, dms, watch)
            watch.failures += await _stale_messages(world)


async def test_members_doing_anything_while_a_tournament_plays_meet_no_error(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """The same, while four members and bots play a tournament's games in their threads: the
    organiser and an administrator among those who do anything (but cancel it)."""
    rnd = random.Random(21)
    with _nothing_goes_wrong(caplog) as watch:
        async with running_world(
            tmp_path, players=4, threads=True, bot_pace=0.0, buckets=BOT_MOVES
        ) as world:
            fake = world.fake
            organiser = fake.add_member(world.guild, "org", permissions=Perm.MANAGE_EVENTS)
            admin = fake.add_member(world.guild, "root", permissions=Perm.ADMINISTRATOR)
            await create(
                world,
                organiser,
                name="Cup",
                format="swiss",
                rounds=1,
                bots=2,
                mode="duel",
                bot_level="easy",
            )
            signup = signup_message(world)
            assert signup is not None
            for member in world.members:
                await fake.click(member, signup, signup.button("Join")["custom_id"])
            await fake.slash(organiser, world.channel, "yamb-tournament-admin start")
            commands = _commands(world, False, (*LEFT_OUT, "yamb-tournament-admin cancel"))
            everyone = [*world.members, organiser, admin]

            async def anything() -> None:
                # between the members' moves in their games, about as often as in a game
                if rnd.random() > PLAYING:
                    await _members_act(world, rnd, everyone, commands, False, watch)

            await play_members_games(world, between=anything)
            assert (await tournament(world)).status == "finished"
            watch.failures += await _stale_messages(world)
