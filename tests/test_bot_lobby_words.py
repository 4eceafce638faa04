"""What a lobby's members are told: a lobby ended by `/yamb end` says it closed (it said the
game was "kept as abandoned"), private answers come in the member's own language (a lobby's
close and a start by command came in the game's), and a Kontra rematch tells each side what
to do (the rival was told to press a Start there is none of, the challenged member to end
a challenge that was not theirs)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from bot import i18n
from bot.app.context import Ctx, Refusal
from tests.botworld import open_lobby, running_world


async def test_a_lobby_ended_by_its_host_says_it_closed(tmp_path: Path) -> None:
    async with running_world(tmp_path, players=2) as world:
        fake, ana = world.fake, world.members[0]
        lobby = await open_lobby(world, ana, ruleset="tris")
        ended = await fake.slash(ana, world.channel, "yamb end")
        assert ended.ephemeral and ended.content == "The lobby was closed.", ended.content
        await fake.wait_for(lambda: fake.get_message(lobby.message.id).content == ended.content)
        shown = fake.get_message(lobby.message.id)
        assert not shown.custom_ids() and "abandoned" not in shown.content
        info = await world.store.game_info(int(lobby.message.custom_ids()[0].split(":")[1]))
        assert info.status == "cancelled"
        assert not [m for m in fake.messages(world.channel) if "ended the game" in m.content]


async def test_private_answers_about_a_lobby_come_in_the_members_language(
    tmp_path: Path,
) -> None:
    """The game speaks the server's language in public; the member who closes or starts it
    by command is answered in theirs."""
    async with running_world(tmp_path, players=2) as world:
        fake, (ana, bo) = world.fake, world.members
        await open_lobby(world, ana, ruleset="tris")
        bo.user.locale = "hr"
        await fake.slash(bo, world.channel, "yamb join")
        ana.user.locale = "de"
        started = await fake.slash(ana, world.channel, "yamb start")
        assert started.ephemeral and "Würfel" in (started.content or ""), started.content
        ended = await fake.slash(ana, world.channel, "yamb end")
        assert not ended.ephemeral
        await open_lobby(world, bo, ruleset="tris")
        left = await fake.slash(bo, world.channel, "yamb leave")
        assert left.ephemeral and left.content == i18n.text("hr", "lobby-cancelled"), left.content


async def test_a_kontra_rematch_tells_each_side_what_to_do(tmp_path: Path) -> None:
    async with running_world(tmp_path, players=2) as world:
        fake, (ana, bo) = world.fake, world.members
        lobby = await open_lobby(world, ana, ruleset="classic", mode="kontra", opponent=bo)
        game_id = int(lobby.message.custom_ids()[0].split(":")[1])
        await fake.click(bo, lobby.message, lobby.message.button("Accept")["custom_id"])
        await fake.slash(ana, world.channel, "yamb end")
        assert (await world.store.game_info(game_id)).status == "abandoned"
        lobbies = world.bot.app.lobby
        guild, channel = str(world.guild.id), str(world.channel.id)
        asked = await lobbies.rematch(Ctx(guild, channel, str(bo.id), "bo"), game_id)
        assert asked.notice is not None and "ana accepts it there" in asked.notice, asked.notice
        try:
            await lobbies.rematch(Ctx(guild, channel, str(ana.id), "ana"), game_id)
        except Refusal as refused:
            said = i18n.text("en", refused.key, **refused.params)
        else:
            raise AssertionError("a second rematch while the first waits was opened")
        assert "bo has challenged you" in said and "**Accept**" in said, said


async def test_a_kontra_rematch_leaves_out_matches_stored_before_they_were_refused(
    tmp_path: Path,
) -> None:
    """A Kontra duel stored with `matches` (before a Kontra table refused them): its rematch is
    opened without them, as a new Kontra table would be."""
    async with running_world(tmp_path, players=2) as world:
        fake, (ana, bo) = world.fake, world.members
        lobby = await open_lobby(world, ana, ruleset="russian", mode="kontra", opponent=bo)
        game_id = int(lobby.message.custom_ids()[0].split(":")[1])
        await fake.click(bo, lobby.message, lobby.message.button("Accept")["custom_id"])
        await fake.slash(ana, world.channel, "yamb end")
        with sqlite3.connect(world.db_path) as db:  # as an older bot stored it
            old = ('{"matches": true}', game_id)
            db.execute("UPDATE games SET options = ? WHERE game_id = ?", old)
        assert (await world.store.game_info(game_id)).options == {"matches": True}
        guild, channel = str(world.guild.id), str(world.channel.id)
        await world.bot.app.lobby.rematch(Ctx(guild, channel, str(bo.id), "bo"), game_id)
        again = await world.store.game_in_channel(channel)
        assert again is not None and again.game_id != game_id and again.mode == "kontra"
        assert again.options == {}
