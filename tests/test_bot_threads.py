"""Through Discord: a game command used in the channel whose games are played in threads points
to the member's game there, lists the channel's games to a member without one, and says there is
no game where there is none (the store and the application: tests/test_game_threads.py)."""

from __future__ import annotations

from pathlib import Path

from tests.botworld import World, game_room, open_lobby, poll, running_world
from tests.fakediscord import Channel, InteractionResult


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
