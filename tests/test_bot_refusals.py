"""Refusals through Discord: each is ephemeral, says what to do, and changes nothing."""

from __future__ import annotations

import asyncio
import json
import logging
import subprocess
import sys
from pathlib import Path

import pytest

from tests.botworld import PATIENCE, World, button_of, mentioned, open_lobby, running_world
from tests.fakediscord import InteractionResult, Member, Message, Perm, Routes


async def action_count(world: World) -> int:
    info = await world.store.game_in_channel(str(world.channel.id))
    assert info is not None
    return info.seq


async def refused(world: World, result: InteractionResult, *words: str) -> str:
    assert result.ephemeral, f"expected an ephemeral refusal, got {result.content!r}"
    text = result.content or ""
    for word in words:
        assert word.lower() in text.lower(), f"{word!r} not in {text!r}"
    return text


async def started_game(
    world: World, *members: Member, ruleset: str = "classic", **kw: object
) -> None:
    host = members[0]
    lobby = await open_lobby(world, host, ruleset=ruleset, **kw)
    for member in members[1:]:
        await world.fake.click(member, lobby.message, lobby.message.button("Join")["custom_id"])
    started = await world.fake.click(
        host, lobby.message, lobby.message.button("Start")["custom_id"]
    )
    assert not started.ephemeral, started.content
    await world.turn()  # the first turn message is posted after the start is acknowledged


def whose_turn(world: World) -> tuple[Member, Member]:
    """(the player to act, the other one) from the mention in the current message."""
    message = world.current()
    assert message is not None
    first = message.content.split("<@")[-1].split(">")[0]
    mover = world.member(first)
    other = next(m for m in world.members[:2] if m.id != mover.id)
    return mover, other


async def test_refusals_in_a_standard_game(tmp_path: Path) -> None:
    async with running_world(tmp_path, players=3) as world:
        ana, bo, cy = world.members
        fake, channel = world.fake, world.channel
        # a member with no game here
        await refused(
            world, await fake.slash(cy, channel, "yamb roll"), "no yamb game", "/yamb new"
        )
        await started_game(world, ana, bo)
        mover, other = whose_turn(world)
        before = await action_count(world)
        message = world.current()
        assert message is not None
        throw = message.button("Throw")["custom_id"]
        # out of turn, and not in the game at all
        await refused(world, await fake.click(other, message, throw), "not your turn")
        await refused(world, await fake.click(cy, message, throw), "not playing")
        # keeping or writing before the first throw
        await refused(
            world,
            await fake.slash(mover, channel, "yamb roll", options={"keep": "1 2"}),
            "first throw",
        )
        await refused(
            world,
            await fake.slash(mover, channel, "yamb hold", options={"dice": "1"}),
            "throw first",
        )
        await refused(
            world,
            await fake.slash(mover, channel, "yamb write", options={"cell": "down/1"}),
            "throw first",
        )
        await refused(
            world,
            await fake.slash(mover, channel, "yamb announce", options={"cell": "announce/yamb"}),
            "first throw",
        )
        assert await action_count(world) == before

        thrown = await fake.click(mover, message, throw)
        assert not thrown.ephemeral
        message = world.current()
        assert message is not None
        count = await action_count(world)
        # bad dice positions, unknown and forbidden cells, odd text
        for text in ("7", "0", "a b", "1 2 3 4 5 6", "9" * 300):
            await refused(
                world, await fake.slash(mover, channel, "yamb roll", options={"keep": text})
            )
        await refused(
            world,
            await fake.slash(mover, channel, "yamb write", options={"cell": "down/5"}),
            "not next",
        )
        await refused(
            world,
            await fake.slash(mover, channel, "yamb write", options={"cell": "nowhere/7"}),
            "no cell",
        )
        await refused(
            world, await fake.slash(mover, channel, "yamb write", options={"cell": "🎲" * 40})
        )
        await refused(
            world,
            await fake.slash(mover, channel, "yamb write", options={"cell": "announce/yamb"}),
            "announc",
        )
        await refused(
            world,
            await fake.slash(mover, channel, "yamb announce", options={"cell": "free/1"}),
            "not in an announce column",
        )
        await refused(
            world,
            await fake.slash(mover, channel, "yamb cross", options={"cell": "free/max"}),
            "sum",
        )
        await refused(
            world,
            await fake.slash(other, channel, "yamb write", options={"cell": "free/1"}),
            "not your turn",
        )
        assert await action_count(world) == count

        # second and third throw, then a fourth is refused; announcing after the 2nd too
        await fake.slash(mover, channel, "yamb roll", options={"keep": "1"})
        await refused(
            world,
            await fake.slash(mover, channel, "yamb announce", options={"cell": "announce/yamb"}),
            "first throw",
        )
        await fake.slash(mover, channel, "yamb roll")
        count = await action_count(world)
        await refused(world, await fake.slash(mover, channel, "yamb roll"), "no more throws")
        current = world.current()
        assert current is not None and button_of(current, "throw") == []
        assert await action_count(world) == count

        # write down/1, then writing a filled cell is refused on the next turn of that player
        wrote = await fake.slash(mover, channel, "yamb write", options={"cell": "down/1"})
        assert await action_count(world) == count + 1, wrote.content
        await fake.slash(other, channel, "yamb roll")
        await fake.slash(other, channel, "yamb write", options={"cell": "up/yamb"})
        await fake.slash(mover, channel, "yamb roll")
        await refused(
            world,
            await fake.slash(mover, channel, "yamb write", options={"cell": "down/1"}),
            "already filled",
        )
        # the earlier turn message lost its controls, so nobody can click it by mistake
        assert world.fake.get_message(message.id).custom_ids() == []


async def test_kontra_refusals(tmp_path: Path) -> None:
    async with running_world(tmp_path, players=2) as world:
        ana, bo = world.members
        fake, channel = world.fake, world.channel
        lobby = await open_lobby(world, ana, ruleset="classic", mode="kontra", opponent=bo)
        await fake.click(bo, lobby.message, lobby.message.button("Accept")["custom_id"])
        message = await world.turn()
        assert message is not None
        thrower = world.member(message.content.split("<@")[-1].split(">")[0])
        writer = ana if thrower.id == bo.id else bo
        await fake.click(thrower, message, message.button("Throw")["custom_id"])
        count = await action_count(world)
        await refused(
            world,
            await fake.slash(thrower, channel, "yamb write", options={"cell": "free/1"}),
            "opponent writes",
        )
        await refused(
            world,
            await fake.slash(writer, channel, "yamb write", options={"cell": "free/1"}),
            "enough",
        )
        await refused(
            world,
            await fake.slash(thrower, channel, "yamb announce", options={"cell": "announce/yamb"}),
            "opponent announces",
        )
        assert await action_count(world) == count
        await fake.slash(thrower, channel, "yamb enough")
        choices = await fake.autocomplete(
            writer, channel, "yamb write", focused="cell", options={"cell": ""}
        )
        valued = [c for c in choices if not c["name"].endswith("→ 0")]
        if valued:  # a value is possible: crossing is refused
            await refused(
                world,
                await fake.slash(writer, channel, "yamb cross", options={"cell": "free/yamb"}),
                "must be written",
            )
        assert await action_count(world) == count + 1


async def test_double_click_throws_once(tmp_path: Path) -> None:
    async with running_world(tmp_path, players=1) as world:
        (ana,) = world.members
        await started_game(world, ana)
        message = world.current()
        assert message is not None
        throw = message.button("Throw")["custom_id"]
        first, second = await asyncio.gather(
            world.fake.click(ana, message, throw), world.fake.click(ana, message, throw)
        )
        assert sorted([first.ephemeral, second.ephemeral]) == [False, True]
        assert await action_count(world) == 1
        loser = first if first.ephemeral else second
        assert "earlier moment" in (loser.content or "") or "same moment" in (loser.content or "")


async def test_player_of_another_game_and_autocomplete(tmp_path: Path) -> None:
    async with running_world(tmp_path, players=2) as world:
        ana, bo = world.members
        fake = world.fake
        other_channel = fake.add_text_channel(world.guild, "yamb-2")
        await started_game(world, ana)
        lobby = await fake.slash(bo, other_channel, "yamb new", options={"ruleset": "yamm"})
        await fake.click(bo, lobby.message, lobby.message.button("Start")["custom_id"])
        theirs = await world.turn(other_channel)
        assert theirs is not None
        result = await fake.click(ana, theirs, theirs.button("Throw")["custom_id"])
        await refused(world, result, "not playing")
        # a busy channel says where its game stands
        busy = await fake.slash(bo, world.channel, "yamb new", options={"ruleset": "tris"})
        await refused(world, busy, "already running")
        # autocomplete offers only legal cells, each with its value
        await fake.slash(ana, world.channel, "yamb roll")
        choices = await fake.autocomplete(
            ana, world.channel, "yamb write", focused="cell", options={"cell": ""}
        )
        cells = {c["value"] for c in choices}
        assert "down/1" in cells and "up/yamb" in cells and "down/2" not in cells
        assert all("→" in c["name"] for c in choices)
        assert (
            await fake.autocomplete(
                bo, world.channel, "yamb write", focused="cell", options={"cell": ""}
            )
            == []
        )


async def test_fair_dice_can_be_verified(tmp_path: Path) -> None:
    async with running_world(tmp_path, players=1) as world:
        (ana,) = world.members
        await started_game(world, ana, ruleset="tris")
        for _ in range(3):
            await world.fake.slash(ana, world.channel, "yamb roll")
            await world.fake.slash(ana, world.channel, "yamb write", options={"cell": "free/max"})
            message = world.current()
            assert message is not None
        ended = await world.fake.slash(ana, world.channel, "yamb end")
        assert not ended.ephemeral
        final = await world.fake.wait_for_message(
            world.channel, lambda m: "Seed: `" in m.content, after=0, timeout=PATIENCE
        )
        seed = final.content.split("Seed: `")[1].split("`")[0]
        start = next(m for m in world.fake.messages(world.channel) if "SHA-256" in m.content)
        commitment = start.content.split("SHA-256 is `")[1].split("`")[0]
        record_file = tmp_path / "record.json"
        name = next(a.filename for a in final.attachments if a.filename.endswith(".json"))
        record_file.write_bytes(final.attachment(name).data)
        done = subprocess.run(
            [sys.executable, "-m", "engine", "verify", str(record_file), seed],
            capture_output=True,
            text=True,
        )
        assert done.returncode == 0, done.stderr
        assert commitment in done.stdout and "all 3 throws" in done.stdout
        record = json.loads(record_file.read_text())
        first = record["actions"][0]
        assert first["do"] == "throw" and "keep" not in first, first
        # one die shows another face: always a change (a fixed throw such as 6 6 6 6 6 is the
        # seed's own first throw once in 7,776 games, and verify rightly accepts it then)
        first["dice"][0] = first["dice"][0] % 6 + 1
        record_file.write_text(json.dumps(record))
        tampered = subprocess.run(
            [sys.executable, "-m", "engine", "verify", str(record_file), seed],
            capture_output=True,
            text=True,
        )
        assert tampered.returncode == 1 and "action 0" in tampered.stderr


async def test_end_and_kick_need_the_host_or_a_moderator(tmp_path: Path) -> None:
    async with running_world(tmp_path, players=3) as world:
        ana, bo, cy = world.members
        fake, channel = world.fake, world.channel
        await started_game(world, ana, bo, cy)
        count = await action_count(world)
        await refused(world, await fake.slash(bo, channel, "yamb end"), "only the host")
        await refused(
            world,
            await fake.slash(bo, channel, "yamb kick", options={"member": cy}),
            "only the host",
        )
        assert await action_count(world) == count
        kicked = await fake.slash(ana, channel, "yamb kick", options={"member": cy})
        assert kicked.ephemeral and "cy is out of the game" in (kicked.content or "")
        await fake.wait_for_message(
            channel, lambda m: "removed cy" in m.content, after=0, timeout=PATIENCE
        )
        info = await world.store.game_in_channel(str(channel.id))
        assert info is not None and str(cy.id) in info.ui_state["away"]
        mod = fake.add_member(world.guild, "mod", permissions=Perm.MANAGE_CHANNELS)
        ended = await fake.slash(mod, channel, "yamb end")
        assert not ended.ephemeral
        assert await world.store.game_in_channel(str(channel.id)) is None


async def test_a_kick_whose_answer_is_lost_is_still_told_in_the_game(tmp_path: Path) -> None:
    """The note that the bot plays for a removed player goes out with the kick: Discord loses
    every answer to the command, and the game is told all the same (by the bot's own post)."""
    async with running_world(tmp_path, players=3) as world:
        ana, bo, cy = world.members
        fake, channel = world.fake, world.channel
        await started_game(world, ana, bo, cy)
        fake.faults.fail(Routes.INTERACTION_CALLBACK, status=500, times=None)
        fake.faults.fail(Routes.FOLLOWUP, status=500, times=None)
        with pytest.raises(TimeoutError):  # the member saw "This interaction failed"
            await fake.slash(ana, channel, "yamb kick", options={"member": cy}, timeout=5.0)
        note = await fake.wait_for_message(
            channel, lambda m: "removed cy" in m.content, after=0, timeout=PATIENCE
        )
        assert note.interaction_id is None  # the bot's own message, not an answer
        info = await world.store.game_in_channel(str(channel.id))
        assert info is not None and str(cy.id) in info.ui_state["kicked"]
        assert not info.ui_state.get("outbox")  # sent, and known to be


async def test_announcing_twice_binds_the_turn(tmp_path: Path) -> None:
    async with running_world(tmp_path, players=1) as world:
        (mover,) = world.members
        fake, channel = world.fake, world.channel
        await started_game(world, mover)
        await fake.slash(mover, channel, "yamb roll")
        # announcing twice, and a cell of a column that is not for announcing
        count = await action_count(world)
        announced = await fake.slash(
            mover, channel, "yamb announce", options={"cell": "announce/yamb"}
        )
        assert await action_count(world) == count + 1, announced.content
        count = await action_count(world)
        await refused(
            world,
            await fake.slash(mover, channel, "yamb announce", options={"cell": "announce/full"}),
            "already announced",
        )
        await refused(
            world,
            await fake.slash(mover, channel, "yamb write", options={"cell": "free/1"}),
            "was announced",
        )
        assert await action_count(world) == count


async def shown_now(world: World) -> Message:
    """The current game message once it is drawn for the stored game (its controls carry the
    stored action count): what a player sees after the last action."""
    seq = await action_count(world)

    def drawn() -> bool:
        message = world.current()
        return message is not None and all(f":{seq}:" in c for c in message.custom_ids())

    await world.fake.wait_for(drawn, timeout=PATIENCE)
    message = world.current()
    assert message is not None
    return message


@pytest.mark.parametrize("mode", ["pairs", "team"])
async def test_the_first_partner_passes_after_the_third_throw(tmp_path: Path, mode: str) -> None:
    """Pairs and team: after the third throw the first partner may only pass; the Throw
    button left on the message is the partner's (their turn starts with it), and it tells the
    first partner to pass, not to write."""
    async with running_world(tmp_path, players=4) as world:
        fake, channel = world.fake, world.channel
        ana, bo, cy, dee = world.members
        lobby = await open_lobby(world, ana, ruleset="classic", mode=mode)
        message = lobby.message
        for member, team in ((bo, "1"), (cy, "2"), (dee, "2")):
            button = next(b for b in message.buttons() if b["custom_id"].endswith(f":team:{team}"))
            message = (await fake.click(member, message, button["custom_id"])).message
        started = await fake.click(ana, message, message.button("Start")["custom_id"])
        assert not started.ephemeral, started.content
        info = await world.store.game_in_channel(str(channel.id))
        assert info is not None and info.teams is not None
        first = world.member(mentioned(await world.turn())[0])
        team = next(members for members in info.teams.values() if str(first.id) in members)
        partner = world.member(next(p for p in team if p != str(first.id)))
        for _ in range(3):
            thrown = await fake.slash(first, channel, "yamb roll")
            assert "You threw" in (thrown.content or ""), thrown.content
        message = await shown_now(world)
        # what the engine allows: the first partner passes, or the partner starts their turn
        assert sorted(c.split(":")[3] for c in message.custom_ids()) == ["stop", "throw"]
        assert f"no throws left and passes to {partner.name}," in message.content
        assert "throws again" not in message.content
        count = await action_count(world)
        text = await refused(
            world, await fake.click(first, message, button_of(message, "throw")[0]), "pass to"
        )
        assert partner.name in text and "write" not in text, text
        text = await refused(
            world, await fake.slash(first, channel, "yamb hold", options={"dice": "1"}), "pass to"
        )
        assert partner.name in text, text
        assert await action_count(world) == count
        # the partner's throw starts their turn; after their third throw the team writes
        started = await fake.click(partner, message, button_of(message, "throw")[0])
        assert not started.ephemeral, started.content
        for _ in range(2):
            await fake.slash(partner, channel, "yamb roll")
        message = await shown_now(world)
        assert button_of(message, "throw") == [] and button_of(message, "keep") == []
        assert "the team writes" in message.content and "throws again" not in message.content
        await refused(world, await fake.slash(partner, channel, "yamb roll"), "write")


async def test_declining_a_turn_is_offered_where_it_is_legal(tmp_path: Path) -> None:
    """Russian with matches: instead of the first throw a player may decline the turn (cross a
    cell, take 3 matches). The game message offers it, as it offers every legal action."""
    async with running_world(tmp_path, players=1) as world:
        (ana,) = world.members
        await started_game(world, ana, ruleset="russian", matches=True)
        message = await shown_now(world)
        assert "declines the turn" in message.content, message.content
        menu = next(s for s in message.selects() if s["custom_id"].endswith(":cross"))
        value = menu["options"][0]["value"]
        declined = await world.fake.select(ana, message, menu["custom_id"], [value])
        assert not declined.ephemeral, declined.content
        info = await world.store.game_in_channel(str(world.channel.id))
        assert info is not None
        stored = await world.store.load_game(info.game_id)
        assert stored.game is not None and stored.game.matches[str(ana.id)] == 3
        assert "3 matches" in (await shown_now(world)).content


async def test_export_says_a_cancelled_lobby_has_no_record(tmp_path: Path) -> None:
    """A lobby its host left is cancelled: it never started, it never will, so there is no
    record to export (it said "still going; export it when it ends")."""
    async with running_world(tmp_path, players=2) as world:
        ana, bo = world.members
        fake, channel = world.fake, world.channel
        lobby = await open_lobby(world, ana, ruleset="classic")
        assert lobby.message is not None
        info = await world.store.game_in_channel(str(channel.id))
        assert info is not None
        asked = {"game": info.game_id}
        waiting = await fake.slash(bo, channel, "yamb-scores export", options=asked)
        await refused(world, waiting, "still going")  # a lobby: it may start yet
        left = await fake.slash(ana, channel, "yamb leave")
        assert "cancelled" in (left.content or "").lower() or left.message is not None
        assert (await world.store.game_info(info.game_id)).status == "cancelled"
        gone = await fake.slash(bo, channel, "yamb-scores export", options=asked)
        text = await refused(world, gone, f"no ended game #{info.game_id}")
        assert "still going" not in text


async def test_partners_of_one_team_is_refused_as_too_few_teams(tmp_path: Path) -> None:
    """Ana and Bo are a team of two: what partners lacks is a second team, and the refusal
    says that (it said "This mode is played by teams of two"); nothing starts."""
    async with running_world(tmp_path, players=2) as world:
        ana, bo = world.members
        lobby = await open_lobby(world, ana, ruleset="classic", mode="partners")
        assert lobby.message is not None
        message = lobby.message
        team = next(c for c in button_of(message, "team") if c.endswith(":team:1"))
        joined = await world.fake.click(bo, message, team)
        message = joined.message or message
        started = await world.fake.click(ana, message, button_of(message, "start")[0])
        await refused(world, started, "two or more teams of two")
        info = await world.store.game_in_channel(str(world.channel.id))
        assert info is not None and info.status == "lobby"


async def test_commands_naming_a_member_are_answered_in_a_dm(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """In a direct message Discord resolves a member option to a user, not a server member:
    annotated as a member, discord.py refused to convert it before the bot's code ran, and the
    member was left with "This interaction failed" (found by random commands in DMs). Then a
    duel challenged there was posted where only the challenger could see it."""
    async with running_world(tmp_path, players=2, global_commands=True) as world:
        ana, bo = world.members
        dm = world.fake.dm(ana)
        for command, options in (
            ("yamb sheet", {"member": bo}),
            ("yamb kick", {"member": bo}),
            ("yamb new", {"opponent": bo}),
        ):
            result = await world.fake.slash(ana, dm, command, options=options)
            assert result.completed and result.content, command
            assert "went wrong" not in result.content, (command, result.content)
            await refused(world, result)
        # a duel challenged in a direct message: nobody else would ever see it
        assert "server's channel" in (result.content or ""), result.content
        assert await world.store.game_in_channel(str(dm.id)) is None
    failures = [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
    assert not failures, failures


async def test_matches_asked_for_a_kontra_duel_are_refused(tmp_path: Path) -> None:
    """Kontra pays no throws, so `matches` would change nothing there: asked for, the table is
    refused with a sentence that says so (nothing opened); from the server's defaults, the table
    opens without it."""
    async with running_world(tmp_path, players=2) as world:
        ana, _ = world.members
        channel = world.channel
        asked = {"ruleset": "russian", "mode": "kontra", "matches": True}
        answer = await world.fake.slash(ana, channel, "yamb new", options=asked)
        await refused(world, answer, "`matches` changes nothing", "Kontra duel")
        assert await world.store.game_in_channel(str(channel.id)) is None
        await world.store.set_guild_settings(
            str(world.guild.id), default_ruleset="russian", default_options={"matches": True}
        )
        opened = await world.fake.slash(ana, channel, "yamb new", options={"mode": "kontra"})
        assert not opened.ephemeral, opened.content
        info = await world.store.game_in_channel(str(channel.id))
        assert info is not None and info.mode == "kontra" and info.ruleset == "russian"
        assert not info.options.get("matches")
