"""The bot as its own process: started from the command line, killed with SIGKILL mid-turn,
restarted; and the turn timers. Nothing a player did may be lost or repeated."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot.discord_app.messenger import FIND_AMONG
from bot.store import Store
from tests.botworld import (
    PATIENCE,
    TOKEN,
    button_of,
    game_room,
    options_of,
    poll,
    process_world,
    running_world,
)
from tests.fakediscord.faults import Routes


def logged_actions(db: Path) -> list[str]:
    with sqlite3.connect(db) as conn:
        return [row[0] for row in conn.execute("SELECT action FROM actions ORDER BY game_id, seq")]


async def test_sigterm_answers_the_click_in_hand_then_stops_cleanly(tmp_path: Path) -> None:
    """A service manager's stop (SIGTERM) while a member's click is in hand: the click is
    answered and stored, then the bot closes and exits with status 0. SIGTERM's default
    ended the process at once (status -15), the click unanswered."""
    async with process_world(tmp_path) as world:
        fake, process = world.fake, world.process
        lobby = await world.start_duo()
        room = await game_room(fake, world.channel)
        turn = await fake.wait_for_message(room, lambda m: bool(m.custom_ids()), after=lobby)
        before = logged_actions(world.db)
        # Discord takes its time over the click's answer: the click is in hand meanwhile
        held = fake.faults.delay(Routes.INTERACTION_CALLBACK, 1.0, where="after")
        clicking = asyncio.create_task(
            fake.click(world.mover(turn), turn, button_of(turn, "throw")[0])
        )
        await poll(lambda: held.holding > 0, "the click's answer held by Discord")
        status = await process.stop(grace=PATIENCE)
        result = await clicking
        assert status == 0, process.output[-3000:]
        assert result.completed and not result.ephemeral, result.content
        assert len(logged_actions(world.db)) == len(before) + 1
        assert button_of(fake.get_message(turn.id), "keep")  # the thrown dice, shown
        assert "Traceback" not in process.output and " ERROR " not in process.output, (
            process.output[-3000:]
        )


async def test_killed_mid_turn_and_restarted(tmp_path: Path) -> None:
    async with process_world(tmp_path, TURN_TIMEOUT_MINUTES="60") as world:
        fake, channel, process, db = world.fake, world.channel, world.process, world.db
        ana, bo = world.ana, world.bo
        lobby = await world.start_duo()
        room = await game_room(fake, channel)  # the game's own thread
        assert room.parent_id == channel.id
        turn = await fake.wait_for_message(room, lambda m: bool(m.custom_ids()), after=lobby)
        mover = ana if str(ana.id) in turn.content.split("\n")[-1] else bo
        thrown = await fake.click(mover, turn, button_of(turn, "throw")[0])
        assert not thrown.ephemeral, thrown.content
        turn = fake.get_message(turn.id)
        held = await fake.click(mover, turn, button_of(turn, "keep")[0])  # keep die 1
        assert not held.ephemeral
        before = logged_actions(db)
        first_pid = process.pid

        await process.kill()  # mid-turn: one throw made, die 1 kept
        await process.start()
        assert process.pid != first_pid

        # the message posted before the kill still works, with the kept die remembered
        turn = fake.get_message(turn.id)
        assert "🔒" in str(turn.components)
        again = await fake.click(mover, turn, button_of(turn, "throw")[0])
        assert not again.ephemeral, again.content
        after = logged_actions(db)
        assert after[: len(before)] == before and len(after) == len(before) + 1
        assert json.loads(after[-1])["keep"] == [0]
        turn = fake.get_message(turn.id)
        custom, values = options_of(turn, "write") or ("", [])
        wrote = await fake.select(mover, turn, custom, [values[0]])
        assert not wrote.ephemeral, wrote.content
        assert len(logged_actions(db)) == len(before) + 2
        # the turn message of the next player comes, with its Throw button
        await fake.wait_for_message(
            room, lambda m: bool(button_of(m, "throw")), after=turn, timeout=PATIENCE
        )


async def test_turn_timeout_reminds_then_plays_and_marks_away(tmp_path: Path) -> None:
    async with running_world(tmp_path, players=2, timeout_minutes=0.01, tick_seconds=0.2) as world:
        ana, bo = world.members
        fake = world.fake
        lobby = await fake.slash(ana, world.channel, "yamb new", options={"ruleset": "bulgarian"})
        await fake.click(bo, lobby.message, lobby.message.button("Join")["custom_id"])
        await fake.click(ana, lobby.message, lobby.message.button("Start")["custom_id"])
        reminder = await fake.wait_for_message(
            world.channel, lambda m: "it is your turn" in m.content, timeout=PATIENCE
        )
        mover = reminder.content.split("<@")[1].split(">")[0]
        auto = await fake.wait_for_message(
            world.channel, lambda m: "ran out of time" in m.content, timeout=PATIENCE
        )
        # the game goes on: the next turn's message calls the player on turn
        await fake.wait_for_message(
            world.channel,
            lambda m: "<@" in m.content and bool(m.custom_ids()),
            after=auto,
            timeout=PATIENCE,
        )
        info = await world.store.game_in_channel(str(world.channel.id))
        assert info is not None and info.seq >= 2  # a throw and a write were played for them
        assert mover in info.ui_state.get("away", [])


def run_bot(tmp_path: Path, token: str) -> subprocess.CompletedProcess[str]:
    env = {"PATH": "/usr/bin:/bin", "DISCORD_TOKEN": token, "HOME": str(tmp_path)}
    return subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_missing_or_malformed_token_is_one_clear_line(tmp_path: Path) -> None:
    for token, words in (("", "DISCORD_TOKEN is not set"), ("hello", "does not look like")):
        done = run_bot(tmp_path, token)
        assert done.returncode == 2
        assert done.stderr.count("\n") == 1 and words in done.stderr, done.stderr
        assert "Traceback" not in done.stderr


def test_unreadable_database_is_named_and_kept(tmp_path: Path) -> None:
    broken = tmp_path / "broken.sqlite3"
    broken.write_bytes(b"this is not a database" * 100)
    env = {"PATH": "/usr/bin:/bin", "DISCORD_TOKEN": TOKEN, "DATABASE_PATH": str(broken)}
    done = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2 and str(broken) in done.stderr, done.stderr
    assert broken.read_bytes() == b"this is not a database" * 100


async def test_backup_and_check_commands(tmp_path: Path) -> None:
    env = {"PATH": "/usr/bin:/bin", "DATABASE_PATH": str(tmp_path / "live.sqlite3")}
    await (await Store.open(tmp_path / "live.sqlite3")).close()  # the bot made it
    check = subprocess.run(
        [sys.executable, "-m", "bot", "check"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert check.returncode == 0 and "ok" in check.stdout, check.stderr
    backup = subprocess.run(
        [sys.executable, "-m", "bot", "backup", str(tmp_path / "copy.sqlite3")],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert backup.returncode == 0, backup.stderr
    with sqlite3.connect(tmp_path / "copy.sqlite3") as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert conn.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 0


def test_the_bot_runs_on_uvloop_unless_told_otherwise(monkeypatch: pytest.MonkeyPatch) -> None:
    import uvloop

    from bot.runtime import event_loop_factory

    monkeypatch.delenv("YAMB_EVENT_LOOP", raising=False)
    factory = event_loop_factory()
    assert factory is uvloop.new_event_loop
    loop = factory()
    try:
        assert loop.run_until_complete(asyncio.sleep(0, "ran")) == "ran"
    finally:
        loop.close()
    monkeypatch.setenv("YAMB_EVENT_LOOP", "asyncio")
    assert event_loop_factory() is None


def stored_message(db: Path) -> int | None:
    """The current message of the database's one game, as the bot stored it."""
    with sqlite3.connect(db) as conn:
        row = conn.execute("SELECT ui_state FROM games ORDER BY game_id DESC LIMIT 1").fetchone()
    return json.loads(row[0]).get("message") if row else None


async def stored_soon(db: Path, message_id: int) -> None:
    """Wait until the bot has stored `message_id` as its game's current message."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + PATIENCE
    while stored_message(db) != message_id:
        assert loop.time() < deadline, f"the bot did not store message {message_id}"
        await asyncio.sleep(0.05)  # the database changes without a word to the fake: look again


@pytest.mark.parametrize("clicked", ["at once", "after a throw"])
async def test_a_turn_message_posted_just_before_a_crash_ends_with_its_turns_line(
    tmp_path: Path, clicked: str
) -> None:
    """The bot is killed after posting a turn's message but before it learned the message's id,
    and comes back minutes later, the message out of its sight: it posts that turn's message
    again, and the first copy keeps
    its buttons until someone clicks it (Discord tells the bot of no message otherwise). The
    click, on the game as it stands or as it stood, takes its controls away, and when the turn
    ends both messages show the turn's line, not "…'s turn"."""
    async with process_world(tmp_path, TURN_TIMEOUT_MINUTES="60") as world:
        fake, channel, process, db = world.fake, world.channel, world.process, world.db
        ana, bo = world.ana, world.bo
        lobby = await world.start_duo()
        room = await game_room(fake, channel)
        turn = await fake.wait_for_message(room, lambda m: bool(m.custom_ids()), after=lobby)
        mover = ana if str(ana.id) in turn.content.split("\n")[-1] else bo
        other = bo if mover is ana else ana
        await fake.slash(mover, room, "yamb roll")
        # the next turn's message comes as the write's followup, or by the bot's own post
        # when a pass of the display was under way already (the roll's): either is held
        late = [
            fake.faults.delay(route, 10.0, where="after")
            for route in (Routes.FOLLOWUP, f"POST /channels/{room.id}/messages")
        ]
        await fake.slash(mover, room, "yamb write", options={"cell": "free/1"})
        await fake.wait_for(lambda: sum(d.holding for d in late) == 1, timeout=PATIENCE)
        orphan = await fake.wait_for_message(
            room, lambda m: bool(m.custom_ids()), after=turn, timeout=PATIENCE
        )
        await process.kill()  # the message is posted; the bot never heard its id
        fake.faults.clear()
        # the players talk meanwhile: the message is further back than the few the bot
        # looks through at start-up for one posted before it died
        for n in range(FIND_AMONG):
            await fake.say(other, room, f"where is the bot? ({n})")
        # back ten minutes later: past the few minutes in which Discord gives the message
        # back for a post made again with the same nonce, so the turn gets a second one
        fake.advance_clock(600)
        await process.start()
        again = await fake.wait_for_message(
            room, lambda m: bool(m.custom_ids()), after=orphan, timeout=PATIENCE
        )
        await stored_soon(db, again.id)
        assert fake.get_message(orphan.id).custom_ids()  # two messages show the turn
        if clicked == "after a throw":  # the orphan then shows an earlier moment
            await fake.slash(other, room, "yamb roll")
        orphan = fake.get_message(orphan.id)
        await fake.click(other, orphan, button_of(orphan, "throw")[0])
        await fake.wait_for(lambda: not fake.get_message(orphan.id).custom_ids())
        wrote = await fake.slash(other, room, "yamb write", options={"cell": "free/1"})
        line = wrote.content or ""
        assert " wrote " in line or " crossed " in line, line
        await fake.wait_for(
            lambda: all(
                fake.get_message(m.id).content == line and not fake.get_message(m.id).custom_ids()
                for m in (orphan, again)
            )
        )
