"""The bot killed at the worst moment for a post: Discord made the turn message, but the bot
died before it stored the message's id. Started again, it posts the turn's message again with
the same enforced nonce, and Discord gives back the message it made instead of a copy: one
message with the turn's buttons, and they work."""

from __future__ import annotations

import asyncio
from pathlib import Path

from bot.discord_app import YambBot
from tests.botworld import (
    PATIENCE,
    ProcessWorld,
    button_of,
    open_lobby,
    options_of,
    process_world,
    running_world,
)
from tests.fakediscord import Channel, FakeDiscord, Member, Message, Perm
from tests.fakediscord.faults import Routes


async def made_as_the_bot_dies(world: ProcessWorld) -> tuple[Message, Member]:
    """A duo in the channel itself (the turn messages are the bot's own posts), its first
    turn written, the next turn's message made as the bot is killed (`write_unheard`). The
    message, and the player who wrote."""
    fake, channel = world.fake, world.channel
    admin = fake.add_member(world.guild, "admin", permissions=Perm.MANAGE_GUILD)
    settings = await fake.slash(admin, channel, "yamb-settings", options={"threads": False})
    assert settings.ephemeral
    lobby = await world.start_duo()
    turn = await fake.wait_for_message(channel, lambda m: bool(button_of(m, "throw")), after=lobby)
    mover = world.mover(turn)
    made = await write_unheard(fake, channel, turn, mover)
    await world.process.kill()
    fake.faults.clear()
    return made, mover


async def write_unheard(fake: FakeDiscord, room: Channel, turn: Message, mover: Member) -> Message:
    """The mover throws and writes on the turn's message: the next turn's message is made
    (a followup of the click that ended the turn), but its answer is held from the bot (a
    followup has no nonce to post it again by). The message made."""
    await fake.click(mover, turn, button_of(turn, "throw")[0])
    turn = fake.get_message(turn.id)
    custom, values = options_of(turn, "write") or ("", [])
    held = fake.faults.delay(Routes.FOLLOWUP, 60.0, where="after")
    await fake.select(mover, turn, custom, [values[0]])
    made = await fake.wait_for_message(
        room, lambda m: bool(button_of(m, "throw")), after=turn, timeout=PATIENCE
    )
    await fake.wait_for(lambda: held.holding > 0, timeout=PATIENCE)
    return made


async def test_a_turn_message_made_as_the_bot_died_is_not_posted_twice(tmp_path: Path) -> None:
    async with process_world(tmp_path) as world:
        fake, channel, process = world.fake, world.channel, world.process
        made, mover = await made_as_the_bot_dies(world)
        await process.start()

        # the bot found the message among the channel's last ones and made it the game's
        # current one (drawn again as it redraws every game at start-up), posting no other
        edit_made = f"PATCH /channels/{channel.id}/messages/{made.id}"
        await fake.wait_for(lambda: fake.faults.count(edit_made) >= 1, timeout=PATIENCE)
        assert fake.faults.count("GET /channels/{channel}/messages") >= 1
        with_buttons = [m for m in fake.messages(channel) if button_of(m, "throw")]
        assert [m.id for m in with_buttons] == [made.id], [m.content for m in with_buttons]
        other = world.bo if mover is world.ana else world.ana
        thrown = await fake.click(other, made, button_of(made, "throw")[0])
        assert not thrown.ephemeral, thrown.content


async def test_a_turn_message_made_as_the_bot_died_is_taken_up_after_the_game_moved_on(
    tmp_path: Path,
) -> None:
    """The same message, never stored, and the bot back; but before the bot finds it (its
    look through the channel fails), the next player throws by command. The message now shows
    an earlier moment than the game: it is still taken for the turn's message and drawn anew,
    rather than left with old buttons beside a second one."""
    async with process_world(tmp_path) as world:
        fake, channel, process = world.fake, world.channel, world.process
        made, mover = await made_as_the_bot_dies(world)
        looks = fake.faults.fail("GET /channels/{channel}/messages", times=None)
        await process.start()
        other = world.bo if mover is world.ana else world.ana
        thrown = await fake.slash(other, channel, "yamb roll")
        assert "(throw 1)" in (thrown.content or ""), thrown.content
        assert looks.hits >= 1  # the restart's look through the channel failed
        fake.faults.clear()

        # the message is drawn anew with the throw, and is the only one with the game's buttons
        await fake.wait_for(
            lambda: bool(button_of(fake.get_message(made.id), "keep")), timeout=PATIENCE
        )
        with_controls = [m for m in fake.messages(channel) if m.custom_ids()]
        assert [m.id for m in with_controls] == [made.id], [m.content for m in with_controls]
        now = fake.get_message(made.id)
        kept = await fake.click(other, now, button_of(now, "keep")[0])
        assert not kept.ephemeral, kept.content


async def test_a_click_before_the_start_ups_redraw_takes_up_the_message_made_as_the_bot_died(
    tmp_path: Path,
) -> None:
    """The next turn's message is made as the bot stops, its id never stored. The bot comes
    back, and before it is ready (and has marked every game to be looked for) the next player
    clicks that message: it is taken for the turn's message and drawn with the throw by the
    click's answer, not left with its old buttons beside a second one."""
    async with running_world(tmp_path, players=2) as world:
        fake, channel = world.fake, world.channel
        ana, bo = world.members
        opened = (await open_lobby(world, ana, ruleset="classic")).message
        assert opened is not None
        await fake.click(bo, opened, opened.button("Join")["custom_id"])
        await fake.click(ana, opened, opened.button("Start")["custom_id"])
        turn = await world.turn()
        channel = fake.channels[turn.channel_id]  # the game's room (a thread of its own)
        mover = next(m for m in world.members if str(m.id) in turn.content.splitlines()[-1])
        other = next(m for m in world.members if m is not mover)
        made = await write_unheard(fake, channel, turn, mover)
        world.bot.drain_seconds = 0.0  # it dies: the click in hand is not waited for
        await world.bot.close()
        fake.faults.clear()

        # back, but not ready for a while (discord.py waits for the servers to arrive)
        again = YambBot(world.store, dev_guild_id=world.guild.id, guild_ready_timeout=5.0)
        runner = asyncio.create_task(again.start(fake.token))
        try:
            await fake.wait_for(lambda: bool(fake._live_sessions()), timeout=PATIENCE)
            assert not again.is_ready()
            thrown = await fake.click(other, made, button_of(made, "throw")[0])
            assert not again.is_ready(), "the click came after the start-up's redraw"
            # the clicked message is the turn's: the click's answer draws the throw on it
            assert not thrown.ephemeral, thrown.content
            await fake.wait_for(
                lambda: bool(button_of(fake.get_message(made.id), "keep")), timeout=PATIENCE
            )
            await fake.wait_for(again.is_ready, timeout=PATIENCE)
            with_controls = [m for m in fake.messages(channel) if m.custom_ids()]
            assert [m.id for m in with_controls] == [made.id], [m.content for m in with_controls]
        finally:
            await again.close()
            await asyncio.wait_for(runner, 10)
