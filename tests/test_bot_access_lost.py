"""The bot loses access to a game's messages for a while: a moderator takes its View Channel
away (403), or locks the game's thread while the bot may not manage threads (400 160005).
Its messages are still there: nothing is posted in their place or forgotten, a member whose
action was stored is not told to try again, the display waits (backing off, not hammering
Discord) and, once access is back, the current message shows the stored game and is the only
one with controls."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.app import display
from tests.botworld import (
    World,
    button_of,
    game_room,
    poll,
    restart,
    running_world,
)
from tests.fakediscord import Channel, Message
from tests.fakediscord.models import Perm
from tests.test_bot_faults import shown_seq, shows_the_stored_game, start_duo, turn_started

TRY_AGAIN = "please try again"  # error-unexpected's words (English)


def refused(world: World, what: str, since: int = 0) -> list[str]:
    return [r for r in world.fake.rejected[since:] if what in r]


async def retries_back_off(world: World, what: str) -> None:
    """Wait for three more refusals `what` of the bot's calls: the pauses between them grow
    (a display that tries again every second would make them all alike)."""
    loop = asyncio.get_running_loop()
    times = [loop.time()]
    start = len(refused(world, what))

    def seen() -> None:
        if len(refused(world, what)) > start + len(times) - 1:
            times.append(loop.time())

    await poll(lambda: len(times) >= 4, f"three more refusals ({what})", between=seen)
    first, second = times[2] - times[1], times[3] - times[2]
    assert second > 1.5 * first, (first, second)


async def test_a_turn_message_the_bot_could_not_see_for_a_while_is_the_only_one_with_controls(
    tmp_path: Path,
) -> None:
    """View Channel is taken from the bot while a member plays by command: the turn message's
    edit is refused (403); no second message with controls appears next to it for good, and
    once the bot sees the channel again the message shows the stored game."""
    async with running_world(tmp_path, players=2, refusals=True) as world:
        message, mover, before = await turn_started(world)
        bot = world.fake.bot_member(world.guild)
        world.fake.set_permission_overwrite(world.channel, bot, deny=Perm.VIEW_CHANNEL)
        rolled = await world.fake.slash(mover, world.channel, "yamb roll")  # type: ignore[arg-type]
        assert TRY_AGAIN not in (rolled.text() or ""), rolled.text()
        stored = await world.store.game_in_channel(str(world.channel.id))
        assert stored is not None and stored.seq == before[1] + 1
        await poll(lambda: refused(world, "PATCH") != [], "the turn message's edit refused")
        await retries_back_off(world, "PATCH")

        world.fake.set_permission_overwrite(world.channel, bot, deny=0)
        shown = await shows_the_stored_game(world)
        assert shown.id == message.id  # the message still there, not one posted instead


async def test_access_lost_across_a_restart_is_caught_up_once_back(tmp_path: Path) -> None:
    """The bot restarts while it still may not see the game's channel: its redraw is refused
    and waits; once it sees the channel again the game shows as stored."""
    async with running_world(tmp_path, players=2, refusals=True) as world:
        message, mover, before = await turn_started(world)
        bot = world.fake.bot_member(world.guild)
        world.fake.set_permission_overwrite(world.channel, bot, deny=Perm.VIEW_CHANNEL)
        await world.fake.slash(mover, world.channel, "yamb roll")  # type: ignore[arg-type]
        await poll(lambda: refused(world, "PATCH") != [], "the turn message's edit refused")
        await restart(world)
        since = len(world.fake.rejected)
        await poll(lambda: refused(world, "PATCH", since) != [], "the redraw refused")

        world.fake.set_permission_overwrite(world.channel, bot, deny=0)
        shown = await shows_the_stored_game(world)
        assert shown.id == message.id
        assert shown_seq(shown) == (before[0], before[1] + 1)


async def locked_game(world: World) -> tuple[Channel, Message, object]:
    """A game in its thread, which a moderator locked (not archived) while the bot may not
    manage threads: its room, its turn message and the member on turn."""
    fake = world.fake
    await start_duo(world)
    room = await game_room(fake, world.channel)
    assert room.is_thread
    turn = await world.turn(room)
    mover = next(m for m in world.members if f"<@{m.id}>" in turn.content.splitlines()[-1])
    fake.set_permission_overwrite(world.channel, fake.bot_user, deny=Perm.MANAGE_THREADS)
    room.locked = True
    fake._set_archived(room, False)  # THREAD_UPDATE: locked, still open
    return room, turn, mover


async def stored_seq_of(world: World, room: Channel) -> tuple[int, int]:
    info = await world.store.game_in_channel(str(room.id))
    assert info is not None
    return info.game_id, info.seq


async def test_a_click_in_a_locked_thread_is_not_told_to_try_again_and_shows_once_unlocked(
    tmp_path: Path,
) -> None:
    """The click is stored though its message cannot be updated (160005): its member hears
    what was done, not to try again; the display does not try the edit every second while the
    thread stays locked, and the message shows the stored game once it is unlocked."""
    async with running_world(tmp_path, players=2, threads=True, refusals=True) as world:
        fake = world.fake
        room, turn, mover = await locked_game(world)
        game_id, seq = await stored_seq_of(world, room)
        thrown = await fake.click(mover, turn, button_of(turn, "throw")[0])  # type: ignore[arg-type]
        assert await stored_seq_of(world, room) == (game_id, seq + 1)
        assert thrown.ephemeral, thrown.content
        assert TRY_AGAIN not in (thrown.content or ""), thrown.content
        assert "throw 1" in (thrown.content or ""), thrown.content  # what was done
        await retries_back_off(world, "Thread is locked")

        room.locked = False
        fake._set_archived(room, False)  # THREAD_UPDATE: unlocked

        def shows_it() -> bool:
            with_controls = [m for m in fake.messages(room) if m.custom_ids()]
            return [m.id for m in with_controls] == [turn.id] and shown_seq(
                fake.get_message(turn.id)
            ) == (game_id, seq + 1)

        await poll(shows_it, "the turn message shows the stored throw")


def quick_to_slow(monkeypatch: pytest.MonkeyPatch) -> None:
    """A refused game knocks slowly after 4 refusals 10 ms apart (not an hour of them)."""
    monkeypatch.setattr(display, "DENIED_FIRST", 0.01)
    monkeypatch.setattr(display, "DENIED_TRIES", 4)
    monkeypatch.setattr(display, "DENIED_SLOW", 3600.0)


async def knocking_slowly(world: World) -> tuple[Channel, Message, int, int]:
    """A throw clicked in a locked thread, refused until the game knocks slowly: the room,
    the turn message, the game and its action count before the throw."""
    room, turn, mover = await locked_game(world)
    game_id, seq = await stored_seq_of(world, room)
    await world.fake.click(mover, turn, button_of(turn, "throw")[0])  # type: ignore[arg-type]
    screen = world.bot.app.display
    await poll(lambda: screen.knocking(game_id) is False, "the game knocks slowly")
    return room, turn, game_id, seq


async def test_a_thread_locked_for_good_slows_the_knocking_and_unlocking_it_shows_the_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After DENIED_TRIES refusals in a row a game knocks only every DENIED_SLOW seconds (a
    locked thread cost an invalid request every DENIED_LAST seconds until the game ended); the
    thread's unlock is news that tries at once, and the message then shows the stored game."""
    quick_to_slow(monkeypatch)
    async with running_world(tmp_path, players=2, threads=True, refusals=True) as world:
        fake, screen = world.fake, world.bot.app.display
        room, turn, game_id, seq = await knocking_slowly(world)
        knocks = [r for r in refused(world, "Thread is locked") if r.startswith("PATCH")]
        assert len(knocks) == 4, knocks  # the display's edits: one a refusal, none after the 4th

        room.locked = False
        fake._set_archived(room, False)  # THREAD_UPDATE: unlocked

        def shows_it() -> bool:
            return shown_seq(fake.get_message(turn.id)) == (game_id, seq + 1)

        await poll(shows_it, "the turn message shows the stored throw")
        # forgotten once the pass that drew it ends (just after its edit)
        await poll(lambda: screen.knocking(game_id) is None, "its refusals forgotten")


async def test_news_of_access_too_soon_after_the_last_is_kept_not_dropped(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A moderator gives access back in two steps: the first step's news wakes the game (still
    refused), the second's comes within ACCESS_EVERY of it. It was dropped, and a game that
    knocks slowly stayed out of date for an hour; it wakes the game once ACCESS_EVERY is up."""
    quick_to_slow(monkeypatch)
    monkeypatch.setattr(display, "ACCESS_EVERY", 1.0)
    async with running_world(tmp_path, players=2, threads=True, refusals=True) as world:
        fake = world.fake
        room, turn, game_id, seq = await knocking_slowly(world)
        knocks = len(refused(world, "Thread is locked"))
        # step one: a permission of the channel changes, the thread stays locked
        fake.set_permission_overwrite(
            world.channel, fake.bot_user, deny=Perm.MANAGE_THREADS | Perm.ADD_REACTIONS
        )
        await poll(lambda: len(refused(world, "Thread is locked")) > knocks, "woken, refused")
        # step two, at once: the thread unlocked
        room.locked = False
        fake._set_archived(room, False)  # THREAD_UPDATE: unlocked

        def shows_it() -> bool:
            return shown_seq(fake.get_message(turn.id)) == (game_id, seq + 1)

        await poll(shows_it, "the turn message shows the stored throw")
