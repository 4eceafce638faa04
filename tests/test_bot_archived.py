"""A game whose thread Discord archived goes on.

Discord archives a thread that had no message for its auto-archive time (a day for a game's
thread): players away for a night, or the bot down that long. A member's click reopens it
(their client unarchives first), but the bot's own edits are refused there (50083) until a
message or an unarchive reopens it, and after a restart the bot edits every open game's turn
message before anyone clicks.
"""

from __future__ import annotations

from pathlib import Path

from tests.botworld import (
    PATIENCE,
    button_of,
    game_room,
    mentioned,
    open_lobby,
    options_of,
    poll,
    process_world,
    running_world,
)
from tests.fakediscord.models import Perm

DAY = 24 * 3600.0


async def test_a_thread_archived_while_the_bot_was_down_is_reopened_and_play_goes_on(
    tmp_path: Path,
) -> None:
    # the bot's clock does not move with the fake's: nobody is played for while away
    async with process_world(tmp_path, TURN_TIMEOUT_MINUTES="1440") as world:
        fake, process = world.fake, world.process
        lobby = await world.start_duo()
        room = await game_room(fake, world.channel)
        assert room.is_thread
        turn = await fake.wait_for_message(room, lambda m: bool(m.custom_ids()), after=lobby)
        mover = world.mover(turn)
        thrown = await fake.click(mover, turn, button_of(turn, "throw")[0])
        assert not thrown.ephemeral, thrown.content

        await process.kill()
        assert room in fake.advance_clock(2 * DAY)  # the thread archives meanwhile
        refused_before = len(fake.rejected)
        await process.start()

        # the bot redraws the turn message at start: refused in the archived thread, it
        # reopens the thread and edits again, before any member does anything
        await fake.wait_for(lambda: not room.archived, timeout=PATIENCE)
        refusals = fake.rejected[refused_before:]
        assert any("Thread is archived" in r for r in refusals), refusals
        turn = fake.get_message(turn.id)
        custom, values = options_of(turn, "write") or ("", [])
        assert values, turn.components  # the dice thrown before the kill, to be written
        wrote = await fake.select(mover, turn, custom, [values[0]])
        assert not wrote.ephemeral, wrote.content
        await fake.wait_for_message(
            room, lambda m: bool(button_of(m, "throw")), after=turn, timeout=PATIENCE
        )
        # nothing else was refused: only the edits an archived thread refuses
        later = fake.rejected[refused_before:]
        assert all("Thread is archived" in r for r in later), later


async def test_a_thread_archived_while_its_players_were_away_goes_on(tmp_path: Path) -> None:
    """The players leave mid-turn for two days: the thread archives; the next click (the
    member's client reopens the thread first) is answered as ever, and the game goes on."""
    async with running_world(tmp_path, players=2, threads=True) as world:
        fake = world.fake
        ana, bo = world.members
        lobby = await open_lobby(world, ana, ruleset="classic")
        await fake.click(bo, lobby.message, lobby.message.button("Join")["custom_id"])
        await fake.click(ana, lobby.message, lobby.message.button("Start")["custom_id"])
        room = await game_room(fake, world.channel)
        turn = await world.turn(room)
        assert room in fake.advance_clock(2 * DAY)
        mover = world.member(mentioned(turn)[0])
        thrown = await fake.click(mover, turn, button_of(turn, "throw")[0])
        assert not thrown.ephemeral and not room.archived, thrown.content
        turn = fake.get_message(turn.id)
        custom, values = options_of(turn, "write") or ("", [])
        wrote = await fake.select(mover, turn, custom, [values[0]])
        assert not wrote.ephemeral, wrote.content
        await fake.wait_for_message(
            room, lambda m: bool(button_of(m, "throw")), after=turn, timeout=PATIENCE
        )


async def test_a_game_whose_thread_archived_stays_in_history_and_export(tmp_path: Path) -> None:
    """discord.py keeps no archived thread: a game's thread archived a day after its end
    (every game's, after a restart) was a channel the member could not see, so its game left
    the history and could not be exported. Its channel says for it: whoever sees it (its
    public thread) sees the game; a member who cannot see the channel still cannot."""
    async with running_world(tmp_path, players=3, threads=True) as world:
        fake = world.fake
        ana, bo, cy = world.members
        lobby = await open_lobby(world, ana, ruleset="classic")
        await fake.click(bo, lobby.message, lobby.message.button("Join")["custom_id"])
        await fake.click(ana, lobby.message, lobby.message.button("Start")["custom_id"])
        room = await game_room(fake, world.channel)
        await world.turn(room)
        ended = await fake.slash(ana, room, "yamb end")
        assert not ended.ephemeral, ended.content
        (game,) = await world.store.recent_games(str(world.guild.id), limit=1)
        assert room in fake.advance_clock(DAY + 120)  # archived
        await poll(lambda: world.bot.get_channel(room.id) is None, "the bot forgot the thread")
        history = await fake.slash(bo, world.channel, "yamb-scores history")
        assert history.ephemeral  # the list is of what Bo may see
        assert f"#{game.game_id}" in history.text(), history.text()
        export = await fake.slash(bo, world.channel, "yamb-scores export",
                                  options={"game": game.game_id})
        assert not export.ephemeral, export.content
        assert export.message.attachment(f"yamb-game-{game.game_id}.json").data
        # by default, in the channel the game's thread was opened from: that game (it found
        # none, looking for games played in the channel itself)
        default = await fake.slash(bo, world.channel, "yamb-scores export")
        assert not default.ephemeral, default.content
        assert default.message.attachment(f"yamb-game-{game.game_id}.json").data
        # the channel closed to Cy: neither (its thread goes with it)
        fake.set_permission_overwrite(world.channel, cy, deny=Perm.VIEW_CHANNEL)
        other = fake.add_text_channel(world.guild, "other")
        refused = await fake.slash(cy, other, "yamb-scores export", options={"game": game.game_id})
        assert refused.ephemeral and not refused.message.attachments

