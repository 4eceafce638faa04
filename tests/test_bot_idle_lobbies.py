"""A lobby nobody starts closes by itself (three hours after it was opened or last gained or lost
a member, three days for a slow game's), so a lobby its host forgot keeps no other game out of
its channel for good: until then, whoever would open one there is told when it closes. None
closes while the server's members cannot reach the bot, and one whose time ran out meanwhile
stays open half an hour more once they can."""

from __future__ import annotations

import re
from pathlib import Path

from bot.app.idle_lobbies import GRACE_PARTS, LOBBY_HOURS, SLOW_LOBBY_HOURS
from bot.app.state import LobbyState
from tests.botworld import (
    PATIENCE,
    CutOff,
    World,
    each_cut_off,
    later,
    open_lobby,
    restart,
    running_world,
)
from tests.clock import Clock
from tests.fakediscord import Message

HOUR = 3600.0


async def open_until(world: World, clock: Clock, game_id: int, closes: float) -> None:
    """Time passes: the lobby is open a minute before `closes`, and closed at it."""
    await later(world, clock, closes - clock.now - 60)
    assert (await world.store.game_info(game_id)).status == "lobby"
    await later(world, clock, 60)
    assert (await world.store.game_info(game_id)).status == "cancelled"


async def anas_lobby(world: World) -> tuple[Message, int]:
    """A classic lobby the first member opened: its message, and the game."""
    lobby = await open_lobby(world, world.members[0], ruleset="classic")
    assert lobby.message is not None
    return lobby.message, (await world.store.open_games())[0].game_id


async def down(world: World, clock: Clock, seconds: float) -> None:
    """The bot is down that long, then starts again (and ticks once the server is known: its
    first tick may come before)."""
    clock.now += seconds
    world.fake.advance_clock(seconds)
    await restart(world)
    await later(world, clock, 0)


async def test_a_forgotten_lobby_closes_after_three_hours_and_frees_its_channel(
    tmp_path: Path,
) -> None:
    clock = Clock(1_800_000_000.0)
    async with running_world(tmp_path, players=3, clock=clock) as world:
        fake, channel, (ana, bo, cy) = world.fake, world.channel, world.members
        lobby = await open_lobby(world, ana, ruleset="classic")
        assert lobby.message is not None
        await fake.click(bo, lobby.message, lobby.message.button("Join")["custom_id"])
        opened = (await world.store.open_games())[0]
        # Cy would open another game here: refused, and told when the channel frees
        busy = await fake.slash(cy, channel, "yamb new", options={"ruleset": "tris"})
        assert busy.ephemeral and "a lobby, hosted by ana" in (busy.content or ""), busy.content
        closes = int(opened.created_at + LOBBY_HOURS * HOUR)
        assert f"It closes by itself <t:{closes}:R>" in (busy.content or "")
        # as the lobby itself says
        said = fake.get_message(lobby.message.id).text()
        assert f"This lobby closes <t:{closes}:R> if nobody joins or starts the game" in said, said

        await later(world, clock, LOBBY_HOURS * HOUR - 60)  # a minute short: still open
        assert (await world.store.game_info(opened.game_id)).status == "lobby"
        await later(world, clock, 60)
        info = await world.store.game_info(opened.game_id)
        assert info.status == "cancelled" and info.end_reason == "lobby expired"
        # its message says why, and its buttons are gone
        await fake.wait_for(
            lambda: not fake.get_message(lobby.message.id).custom_ids(), timeout=PATIENCE
        )
        shown = fake.get_message(lobby.message.id).text()
        assert "nobody joined or started the game for 3 hours" in shown, shown
        assert LobbyState.from_json(info.ui_state).message is None
        # the channel is free: Cy's game opens there
        new = await open_lobby(world, cy, ruleset="tris")
        assert new.message is not None and new.message.id != lobby.message.id
        assert (await world.store.game_in_channel(str(channel.id))).host_id == str(cy.id)


async def test_a_slow_games_lobby_waits_three_days(tmp_path: Path) -> None:
    clock = Clock(1_800_000_000.0)
    async with running_world(tmp_path, players=2, clock=clock) as world:
        fake, channel, (ana, bo) = world.fake, world.channel, world.members
        challenge = await fake.slash(
            ana,
            channel,
            "yamb new",
            options={"ruleset": "classic", "mode": "kontra", "opponent": bo, "pace": "slow"},
        )
        assert challenge.message is not None, challenge.text()
        opened = (await world.store.open_games())[0]
        game_id = opened.game_id
        closes = int(opened.created_at + SLOW_LOBBY_HOURS * HOUR)
        said = challenge.message.text()  # three days on
        assert f"This challenge closes <t:{closes}:R> if it has not been accepted" in said, said
        await later(world, clock, LOBBY_HOURS * HOUR + 60)  # a live lobby would be closed now
        assert (await world.store.game_info(game_id)).status == "lobby"
        busy = await fake.slash(bo, channel, "yamb new", options={"ruleset": "tris"})
        # bo, the one challenged, is told to accept (or decline) it
        assert busy.ephemeral and "ana has challenged you" in (busy.content or ""), busy.content
        found = re.search(r"<t:(\d+):R>", busy.content or "")
        assert found is not None, busy.content
        await open_until(world, clock, game_id, int(found.group(1)))
        await fake.wait_for(
            lambda: f"not accepted within {SLOW_LOBBY_HOURS} hours"
            in fake.get_message(challenge.message.id).text(),
            timeout=PATIENCE,
        )


async def test_a_lobby_that_gains_a_member_stays_open_three_hours_from_then(
    tmp_path: Path,
) -> None:
    clock = Clock(1_800_000_000.0)
    async with running_world(tmp_path, players=2, clock=clock) as world:
        fake, bo = world.fake, world.members[1]
        lobby, game_id = await anas_lobby(world)
        await later(world, clock, 2 * HOUR)
        await fake.click(bo, lobby, lobby.button("Join")["custom_id"])
        closes = int(clock.now + LOBBY_HOURS * HOUR)
        await fake.wait_for(  # the lobby says its new time
            lambda: f"closes <t:{closes}:R>" in fake.get_message(lobby.id).text(),
            timeout=PATIENCE,
        )
        await open_until(world, clock, game_id, closes)  # 5:00 after it was opened


async def test_a_lobby_joined_after_it_was_found_idle_stays_open(tmp_path: Path) -> None:
    clock = Clock(1_800_000_000.0)
    async with running_world(tmp_path, players=2, clock=clock) as world:
        fake, (ana, bo) = world.fake, world.members
        lobby = await open_lobby(world, ana, ruleset="classic")
        assert lobby.message is not None
        clock.now += LOBBY_HOURS * HOUR  # (no tick: the bot has not looked yet)
        (idle,) = await world.store.lobbies_unchanged_since(clock.now - LOBBY_HOURS * HOUR)
        # Bo joins between the bot's finding the lobby idle and its closing it
        await fake.click(bo, lobby.message, lobby.message.button("Join")["custom_id"])
        assert not await world.bot.app.idle_lobbies._close(idle)
        info = await world.store.game_info(idle.game_id)
        assert info.status == "lobby" and [m.user_id for m in info.members] == [
            str(ana.id),
            str(bo.id),
        ]
        assert fake.get_message(lobby.message.id).button("Start")  # its buttons stay


@each_cut_off
async def test_no_lobby_closes_while_its_members_cannot_reach_the_bot(
    tmp_path: Path, away: CutOff
) -> None:
    clock = Clock(1_800_000_000.0)
    async with running_world(tmp_path, players=2, clock=clock) as world:
        lobby, game_id = await anas_lobby(world)
        back = await away(world)
        await later(world, clock, LOBBY_HOURS * HOUR + 60)
        assert (await world.store.game_info(game_id)).status == "lobby"
        await back()
        await later(world, clock, 30)  # reachable again, its time long up: a while more
        assert (await world.store.game_info(game_id)).status == "lobby"
        closes = int(clock.now + LOBBY_HOURS * HOUR / GRACE_PARTS)
        assert closes == clock.now + 30 * 60
        await world.fake.wait_for(  # as its message says
            lambda: f"closes <t:{closes}:R>" in world.fake.get_message(lobby.id).text(),
            timeout=PATIENCE,
        )
        await open_until(world, clock, game_id, closes)


async def test_a_lobby_whose_time_ran_out_while_the_bot_was_down_can_still_be_started(
    tmp_path: Path,
) -> None:
    clock = Clock(1_800_000_000.0)
    async with running_world(tmp_path, players=2, clock=clock) as world:
        fake, (ana, bo) = world.fake, world.members
        lobby, game_id = await anas_lobby(world)
        await fake.click(bo, lobby, lobby.button("Join")["custom_id"])
        await down(world, clock, 24 * HOUR)  # at its first tick after that: not closed
        info = await world.store.game_info(game_id)
        assert info.status == "lobby", info.end_reason
        assert LobbyState.from_json(info.ui_state).grace_until == clock.now + 30 * 60
        closes = int(clock.now + 30 * 60)
        await fake.wait_for(
            lambda: f"closes <t:{closes}:R>" in fake.get_message(lobby.id).text(),
            timeout=PATIENCE,
        )
        # a member who would open another game there is told the same time
        busy = await fake.slash(bo, world.channel, "yamb new", options={"ruleset": "tris"})
        assert busy.ephemeral and f"<t:{closes}:R>" in (busy.content or ""), busy.content
        await later(world, clock, 20 * 60)
        shown = fake.get_message(lobby.id)
        started = await fake.click(ana, shown, shown.button("Start")["custom_id"])
        assert not started.ephemeral, started.text()
        assert (await world.store.game_info(game_id)).status == "active"
        await later(world, clock, 20 * 60)  # past the grace: a game, not a lobby, goes on
        assert (await world.store.game_info(game_id)).status == "active"


async def test_a_slow_lobby_found_late_gets_half_a_day(tmp_path: Path) -> None:
    clock = Clock(1_800_000_000.0)
    async with running_world(tmp_path, players=2, clock=clock) as world:
        ana, bo = world.members
        challenge = await world.fake.slash(
            ana,
            world.channel,
            "yamb new",
            options={"ruleset": "classic", "mode": "kontra", "opponent": bo, "pace": "slow"},
        )
        assert challenge.message is not None, challenge.text()
        game_id = (await world.store.open_games())[0].game_id
        await down(world, clock, SLOW_LOBBY_HOURS * HOUR + 2 * HOUR)  # over its end
        assert (await world.store.game_info(game_id)).status == "lobby"
        await open_until(world, clock, game_id, clock.now + 12 * HOUR)
