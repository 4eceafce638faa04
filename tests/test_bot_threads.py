"""Through Discord: a game command used in the channel whose games are played in threads points
to the member's game there, lists the channel's games to a member without one, and says there is
no game where there is none (the store and the application: tests/test_game_threads.py)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from tests.botworld import PATIENCE, World, game_room, open_lobby, poll, running_world
from tests.fakediscord import Channel, InteractionResult, Routes

THREAD_FROM_MESSAGE = "POST /channels/{channel}/messages/{message}/threads"


def private(result: InteractionResult) -> str:
    assert result.ephemeral, f"expected a private answer, got {result.content!r}"
    return result.content or ""


async def started_in_thread(world: World) -> Channel:
    """Ana's game with Bo, started in the channel: it moves into a thread of its own."""
    ana, bo = world.members[:2]
    lobby = await open_lobby(world, ana, ruleset="classic")
    assert lobby.message is not None
    joined = await world.fake.click(bo, lobby.message, lobby.message.button("Join")["custom_id"])
    assert not joined.ephemeral, joined.content
    started = await world.fake.click(
        ana, lobby.message, lobby.message.button("Start")["custom_id"]
    )
    assert not started.ephemeral, started.content
    thread = await game_room(world.fake, world.channel)
    assert thread.parent_id == world.channel.id
    return thread


async def test_a_game_command_in_the_channel_finds_the_game_in_its_thread(
    tmp_path: Path,
) -> None:
    async with running_world(tmp_path, players=3, threads=True) as world:
        fake, channel = world.fake, world.channel
        ana, bo, cy = world.members
        # no game anywhere: the old answer
        nothing = private(await fake.slash(cy, channel, "yamb roll"))
        assert "There is no Yamb game in this channel" in nothing and "`/yamb new`" in nothing

        thread = await started_in_thread(world)
        turn = await world.turn(thread)

        async def turn_stored() -> bool:
            info = await world.store.game_in_channel(str(thread.id))
            return info is not None and info.ui_state.get("message") == turn.id

        await poll(turn_stored, "the store knows the turn's message")
        info = await world.store.game_in_channel(str(thread.id))
        assert info is not None
        before = info.seq

        # a player: a link to the game's current message, in its thread
        link = f"https://discord.com/channels/{world.guild.id}/{thread.id}/{turn.id}"
        for member, command in ((ana, "yamb roll"), (bo, "yamb sheet"), (bo, "yamb hint")):
            text = private(await fake.slash(member, channel, command))
            assert link in text and "Yours is here" in text, (command, text)
        assert turn.channel_id == thread.id and turn.custom_ids()  # it leads to the game

        # a member without a game there: the channel's games, to watch or start their own
        for command in ("yamb roll", "yamb sheet", "yamb join"):
            text = private(await fake.slash(cy, channel, command))
            assert f"- <#{thread.id}>" in text and "Open one to watch" in text, (command, text)
            assert link not in text

        # nothing changed in the game
        after = await world.store.game_in_channel(str(thread.id))
        assert after is not None and after.seq == before

        # the game ends: the channel has no game again
        ended = await fake.slash(ana, thread, "yamb end")
        assert not ended.ephemeral, ended.content
        nothing = private(await fake.slash(cy, channel, "yamb roll"))
        assert "There is no Yamb game in this channel" in nothing


async def asked_while_the_thread_opens(world: World, *, refused: bool) -> InteractionResult:
    """Ana's game with Bo is started while Discord holds its thread's request (and then
    grants or `refused` it); Cy runs /yamb new in the channel meanwhile: what Cy is told."""
    fake, channel = world.fake, world.channel
    ana, bo, cy = world.members
    lobby = await open_lobby(world, ana, ruleset="classic")
    assert lobby.message is not None
    await fake.click(bo, lobby.message, lobby.message.button("Join")["custom_id"])
    held = fake.faults.delay(THREAD_FROM_MESSAGE, 30.0)
    if refused:  # the bot lost the permission meanwhile
        fake.faults.fail(THREAD_FROM_MESSAGE, status=403, code=50013)
    started = await fake.click(ana, lobby.message, lobby.message.button("Start")["custom_id"])
    assert not started.ephemeral, started.content
    await fake.wait_for(lambda: held.holding == 1)  # the game's thread, on its way
    answered = fake.faults.count(Routes.INTERACTION_CALLBACK)
    asked = asyncio.create_task(fake.slash(cy, channel, "yamb new"))
    # the bot has Cy's command: it answers it (a deferral while it waits)
    await fake.wait_for(lambda: fake.faults.count(Routes.INTERACTION_CALLBACK) > answered)
    assert not asked.done()  # deferred: it waits for the thread
    held.release()
    return await asked


async def test_a_new_lobby_waits_for_a_game_just_started_to_move_into_its_thread(
    tmp_path: Path,
) -> None:
    """Ana's game has started, but Discord has not yet opened its thread when Cy asks for a
    game in the channel: Cy's lobby comes once the game is in its thread, not "a game is
    already running here" for a game on its way out."""
    async with running_world(tmp_path, players=3, threads=True) as world:
        fake, channel = world.fake, world.channel
        answer = await asked_while_the_thread_opens(world, refused=False)
        assert "already running" not in (answer.content or ""), answer.content
        # Ana's game went into its thread (its first turn's message there: Cy's lobby, with
        # its buttons, may be in the channel before it), and Cy's lobby is the channel's game
        def turn_in_thread() -> bool:
            return any(
                c.parent_id == channel.id and any(m.custom_ids() for m in fake.messages(c))
                for c in fake.channels.values()
            )

        await fake.wait_for(turn_in_thread, timeout=PATIENCE)
        ours = await world.store.game_in_channel(str(channel.id))
        assert ours is not None and ours.status == "lobby"
        assert ours.host_id == str(world.members[2].id)

        def shown() -> bool:
            return any("Host: cy" in m.text() and m.custom_ids() for m in fake.messages(channel))

        await fake.wait_for(shown)


async def test_a_game_whose_thread_is_refused_stays_in_the_way_and_says_so(
    tmp_path: Path,
) -> None:
    """The same, but Discord refuses the thread: the game stays in the channel, and Cy is told
    it is in the way once that is known."""
    async with running_world(tmp_path, players=3, threads=True, refusals=True) as world:
        answer = await asked_while_the_thread_opens(world, refused=True)
        assert answer.ephemeral and "already running" in (answer.content or ""), answer.content
        game = await world.store.game_in_channel(str(world.channel.id))
        assert game is not None and game.status == "active"
        assert game.host_id == str(world.members[0].id)
        assert await world.turn(world.channel)  # Ana's game is played in the channel
