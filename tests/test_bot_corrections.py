"""Yamm corrections through Discord: `/yamb correct` moves the side's last result, and its
private confirmation says what moved where, with that result's dice and value, whoever's dice
are on the table by then."""

from __future__ import annotations

from pathlib import Path

from engine import Correct, Game, Throw
from tests.botworld import World, mentioned, open_lobby, running_world
from tests.fakediscord import Member

FACES = "⚀⚁⚂⚃⚄⚅"


async def stored_game(world: World) -> Game:
    info = await world.store.game_in_channel(str(world.channel.id))
    assert info is not None
    stored = await world.store.load_game(info.game_id)
    assert stored.game is not None
    return stored.game


async def first_cell(world: World, member: Member, command: str) -> tuple[str, str]:
    """(cell id, label) of the first cell the command's autocomplete offers the member."""
    choices = await world.fake.autocomplete(
        member, world.channel, command, focused="cell", options={"cell": ""}
    )
    assert choices, f"/{command} offers {member.name} no cell"
    return choices[0]["value"], choices[0]["name"]


async def test_a_correction_after_the_next_throw_says_what_moved(tmp_path: Path) -> None:
    async with running_world(tmp_path, players=2) as world:
        fake, channel = world.fake, world.channel
        ana, bo = world.members
        lobby = await open_lobby(world, ana, ruleset="yamm")
        await fake.click(bo, lobby.message, lobby.message.button("Join")["custom_id"])
        await fake.click(ana, lobby.message, lobby.message.button("Start")["custom_id"])
        mover = world.member(mentioned(await world.turn())[0])
        other = bo if mover.id == ana.id else ana
        await fake.slash(mover, channel, "yamb roll")
        cell, offered = await first_cell(world, mover, "yamb write")
        wrote = await fake.slash(mover, channel, "yamb write", options={"cell": cell})
        assert " wrote " in (wrote.content or "") or " crossed " in (wrote.content or "")
        throw = (await stored_game(world)).history[-2]  # the mover's throw before the write
        assert isinstance(throw, Throw)
        # the next player throws: the dice on the table are theirs now
        thrown = await fake.slash(other, channel, "yamb roll")
        assert "You threw" in (thrown.content or ""), thrown.content

        target, label = await first_cell(world, mover, "yamb correct")
        corrected = await fake.slash(mover, channel, "yamb correct", options={"cell": target})
        text = corrected.content or ""
        assert corrected.ephemeral and "You threw" not in text, text
        game = await stored_game(world)
        assert game.history[-1] == Correct(str(mover.id), target)
        value = game.sheets[str(mover.id)][game.ruleset.cell(target)]
        # the result's own dice, where it was, where it went, and its value there
        assert "moved" in text and " ".join(FACES[d - 1] for d in throw.dice) in text, text
        assert f"from {offered.split(' → ')[0]} to " in text, (offered, text)
        assert f" to {label.removeprefix('move last result to ')}, " in text, (label, text)
        assert text.endswith(f" {value}."), text


async def test_a_result_moved_three_times_is_offered_no_fourth_move(tmp_path: Path) -> None:
    """A result may be moved 3 times (the record's bound): then the autocomplete offers no cell,
    and a cell typed anyway is refused privately, with the game unchanged."""
    async with running_world(tmp_path, players=1) as world:
        fake, channel = world.fake, world.channel
        (ana,) = world.members
        lobby = await open_lobby(world, ana, ruleset="yamm")
        await fake.click(ana, lobby.message, lobby.message.button("Start")["custom_id"])
        await fake.slash(ana, channel, "yamb roll")
        cell, _ = await first_cell(world, ana, "yamb write")
        await fake.slash(ana, channel, "yamb write", options={"cell": cell})
        for _ in range(3):
            target, _ = await first_cell(world, ana, "yamb correct")
            moved = await fake.slash(ana, channel, "yamb correct", options={"cell": target})
            assert "moved" in (moved.content or ""), moved.content
        offered = await fake.autocomplete(
            ana, channel, "yamb correct", focused="cell", options={"cell": ""}
        )
        assert offered == []
        before = (await stored_game(world)).history
        typed = "free3/yamm" if target != "free3/yamm" else "free3/full"
        refused = await fake.slash(ana, channel, "yamb correct", options={"cell": typed})
        assert refused.ephemeral and "as often as a result may be moved" in (
            refused.content or ""
        ), refused.content
        assert (await stored_game(world)).history == before
