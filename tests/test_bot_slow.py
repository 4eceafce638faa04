"""Games over days through the real discord.py client and the fake Discord, on a clock the
test moves: a slow Kontra duel over three days with pings by direct message, a reminder and a
turn the bot plays when its time is up; closed DMs falling back to a mention; a thread that
archived or was deleted; /yamb games; a kill between a turn and its ping."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bot.app.context import Ctx
from bot.app.screens import untold, waited_on
from bot.app.state import AT_TABLE_SECONDS, TableState
from bot.store.pace import on_turn
from engine.daily import DAY
from tests.botworld import (
    BOT_MOVES,
    PATIENCE,
    CutOff,
    ProcessWorld,
    World,
    announce_late,
    announce_menu,
    button_of,
    each_cut_off,
    game_room,
    later,
    options_of,
    play_step,
    play_to_end,
    poll,
    process_world,
    replay_cli,
    restart,
    running_world,
)
from tests.clock import Clock
from tests.fakediscord.faults import Routes
from tests.fakediscord.models import Member, Message, Perm

HOUR = 3600.0


def dms(world: World, member: Member) -> list[Message]:
    return world.fake.messages(world.fake.dm(member))


async def duel_lobby(world: World, **options: str) -> Message:
    """Ana's Kontra duel challenging Bo, not yet accepted: its lobby message."""
    ana, bo = world.members[:2]
    lobby = await world.fake.slash(
        ana,
        world.channel,
        "yamb new",
        options={"ruleset": "classic", "mode": "kontra", "opponent": bo, **options},
    )
    assert lobby.message is not None, lobby.text()
    return lobby.message


async def slow_duel(world: World) -> tuple[Member, Member]:
    ana, bo = world.members[:2]
    lobby = await duel_lobby(world, pace="slow")
    assert "slow game" in (lobby.content or ""), lobby.content
    await world.fake.click(bo, lobby, lobby.button("Accept")["custom_id"])
    return ana, bo


async def mover(world: World) -> Member:
    """Whom the game waits on, from the store."""
    info = (await world.store.open_games())[0]
    game = (await world.store.load_game(info.game_id)).game
    assert game is not None
    return world.member(waited_on(game)[0])


async def test_a_slow_kontra_duel_over_three_days(tmp_path: Path) -> None:
    clock = Clock(1_800_000_000.0)
    # the last days are played in one sitting: a direct message a turn (the channel's bucket
    # is 5 in 5 s) would hold the display for about 90 s, which is not what this is about
    async with running_world(
        tmp_path, players=2, threads=True, clock=clock, buckets=BOT_MOVES
    ) as world:
        fake = world.fake
        ana, bo = await slow_duel(world)
        room = await game_room(fake, world.channel)
        assert room.auto_archive_duration == 10080  # a slow game's thread lasts a week
        first = await mover(world)
        # the thrower is told by a direct message linking the turn, and not pinged in the thread
        await fake.wait_for(lambda: len(dms(world, first)) == 1)
        assert "Your turn in Yamb" in (dms(world, first)[0].content or "")
        assert str(room.id) in (dms(world, first)[0].content or "")
        turn = await world.turn(room)
        assert not turn.pinged  # told by DM: the message pings nobody
        # day 1: a few moves
        rnd = random.Random(3)
        other = bo if first.id == ana.id else ana
        for _ in range(40):  # until the rival is waited on (to write, or for their own turn)
            if dms(world, other):
                break
            await play_step(world, rnd)
        await fake.wait_for(lambda: len(dms(world, other)) >= 1)
        turns = (await world.store.open_games())[0]
        game = (await world.store.load_game(turns.game_id)).game
        assert game is not None
        # once a turn each, no more
        assert len(dms(world, first)) + len(dms(world, other)) <= 2 * (game.round_no + 1)
        # day 2: nobody moves for 12 hours: the one waited on is reminded, once
        waiting = await mover(world)
        told = len(dms(world, waiting))
        await later(world, clock, 12 * HOUR + 60)
        await fake.wait_for(lambda: len(dms(world, waiting)) == told + 1)
        assert "runs out" in (dms(world, waiting)[-1].content or "")
        await later(world, clock, 60)
        assert len(dms(world, waiting)) == told + 1
        # day 3: the thread was archived meanwhile (a moderator); the limit passes: the bot
        # plays that turn for them in the reopened thread, and the game goes on (the gateway
        # told the bot: it reopens the thread before it edits there, and Discord refuses none
        # of its requests: the world checks that at its end)
        before = (await world.store.open_games())[0].seq
        fake.archive_thread(room)
        await later(world, clock, 12 * HOUR)
        await fake.wait_for(
            lambda: any("bot plays this turn" in (m.content or "") for m in fake.messages(room))
        )
        info = (await world.store.open_games())[0]
        assert info.seq > before and info.status == "active"
        await fake.wait_for(lambda: not room.archived and world.current(room) is not None)
        # the thread archived meanwhile? A week passes (after what the bot was showing is
        # shown: nothing is in flight after a week): the next post reopens it
        assert await world.bot.app.display.settled(info.game_id, timeout=PATIENCE)
        fake.advance_clock(8 * DAY)
        clock.now += 8 * DAY
        final = await play_to_end(world, seed=5)
        assert final is not None and not room.archived
        record = await world.store.export_record(info.game_id)
        answer = replay_cli(record)
        game = (await world.store.load_game(info.game_id)).game
        assert game is not None and answer["totals"] == game.totals()


async def out_of_time_thrower_thrown(
    world: World, clock: Clock
) -> tuple[int, Member, Member, int]:
    """Ana's slow Kontra duel with Bo (24 h turns), its first thrower idle a whole turn:
    reminded, then at the limit the bot's first throw made for them. The game's id, the
    thrower, the rival, and the action count after that throw."""
    ana, bo = await slow_duel(world)
    thrower = await mover(world)
    rival = bo if thrower.id == ana.id else ana
    await world.fake.wait_for(lambda: len(dms(world, thrower)) == 1)
    game_id = (await world.store.open_games())[0].game_id
    await later(world, clock, 12 * HOUR + 60)  # reminded
    await world.fake.wait_for(lambda: len(dms(world, thrower)) == 2)
    assert not dms(world, rival)  # nothing was theirs to do yet
    await later(world, clock, 12 * HOUR + 60)  # the limit: the bot plays for them
    stored = await world.store.load_game(game_id)
    game = stored.game
    assert game is not None and game.thrower == str(thrower.id)
    assert game.throws == 1 and game.announced is None, game.throws
    assert TableState.from_json(stored.info.ui_state).moment == stored.info.seq
    return game_id, thrower, rival, stored.info.seq


async def test_a_rival_may_announce_when_the_bot_throws_for_a_thrower_out_of_time(
    tmp_path: Path,
) -> None:
    """Kontra: after the thrower's first throw the rival may announce. When a slow turn ran
    out the bot played the thrower's whole turn at once, so the rival never could on it; now
    it stops after that throw, the rival is told (a direct message, as for their turns), the
    game waits on them for a moment (a quarter of the turn: a tick within it plays nothing),
    and their announcement is applied: the turn is theirs to finish."""
    clock = Clock(1_800_000_000.0)
    async with running_world(tmp_path, players=2, clock=clock) as world:
        game_id, thrower, rival, thrown = await out_of_time_thrower_thrown(world, clock)
        await world.fake.wait_for(lambda: len(dms(world, rival)) == 1)
        assert "Your turn in Yamb" in (dms(world, rival)[0].content or "")
        await later(world, clock, 5 * HOUR)  # within the moment: the game waits on the rival
        assert (await world.store.game_info(game_id)).seq == thrown
        turn, menu, cells = await announce_menu(world)
        announced = await world.fake.select(rival, turn, menu, [cells[0]])
        assert not announced.ephemeral, announced.content
        game = (await world.store.load_game(game_id)).game
        assert game is not None and game.announced is not None
        assert game.ruleset.cell_names[game.announced] == cells[0]
        assert game.throws == 1 and on_turn(game) == (str(rival.id),)  # they keep and write
        # the moment's end plays nothing for the thrower: the turn is the rival's now
        await later(world, clock, 2 * HOUR)
        assert (await world.store.game_info(game_id)).seq == thrown + 1
        assert len(dms(world, thrower)) == 2


async def test_a_turn_out_of_time_goes_on_once_the_rivals_moment_is_over(
    tmp_path: Path,
) -> None:
    """A rival who lets the moment pass does not hold the game up: the first tick after it
    plays on for the thrower until the rival is to write, and the announcement is refused
    then (too late, the engine says) if the bot threw again (its "enough" at the first
    throw leaves it to the rival, as the engine would for anyone). The moment is stored: a
    restart within it neither ends it early nor tells anything twice. The rival, told of the
    moment, is told again when the write becomes theirs (they heard only of the
    announcement, and waited half a turn for the reminder)."""
    clock = Clock(1_800_000_000.0)
    async with running_world(tmp_path, players=2, clock=clock) as world:
        game_id, thrower, rival, thrown = await out_of_time_thrower_thrown(world, clock)
        await world.fake.wait_for(lambda: len(dms(world, rival)) == 1)
        _, _, cells = await announce_menu(world)
        await later(world, clock, 6 * HOUR - 60)  # a minute before its end
        assert (await world.store.game_info(game_id)).seq == thrown
        await restart(world)
        await later(world, clock, 30)
        assert (await world.store.game_info(game_id)).seq == thrown
        await later(world, clock, 60)  # the moment is over
        stored = await world.store.load_game(game_id)
        game = stored.game
        assert game is not None and stored.info.seq > thrown
        # thrown on, or "enough" after that first throw: the rival writes
        assert game.throws > 1 or game.stopped, game.throws
        assert game.announced is None
        assert on_turn(game) == (str(rival.id),) and {"write"} <= game.decision().kinds
        played = "bot plays this turn"
        await world.fake.wait_for(lambda: world.current() is not None)
        notes = [m for m in world.fake.messages(world.channel) if played in (m.content or "")]
        assert len(notes) == 1, [m.content for m in notes]
        # the moment's message invited an announcement; the write is theirs now: told again
        await world.fake.wait_for(lambda: len(dms(world, rival)) == 2)
        assert len(dms(world, thrower)) == 2
        await announce_late(world, rival, cells[0], game_id, threw_on=game.throws > 1)


@pytest.mark.parametrize("late", [False, True])
async def test_a_member_playing_in_one_sitting_is_told_their_turn_only_once_away(
    tmp_path: Path, late: bool
) -> None:
    """`late`: the first turn ran past its half first (its reminder sent): the game's timer
    as kept in memory stayed at that past half, so a member at the table later was never
    held and told two minutes after they left, but only half a turn later."""
    clock = Clock(1_800_000_000.0)
    async with running_world(
        tmp_path, players=2, threads=True, clock=clock, buckets=BOT_MOVES
    ) as world:
        fake = world.fake
        await slow_duel(world)
        first = await mover(world)
        await fake.wait_for(lambda: len(dms(world, first)) == 1)
        if late:
            await later(world, clock, 13 * HOUR)
            await fake.wait_for(lambda: len(dms(world, first)) == 2)  # the half-way reminder
        # the reminder aside, each is told once in the sitting below (the first: at its start)
        earlier = {m.id: int(late and m.id == first.id) for m in world.members}
        # both play, seconds apart, for a few turns: each was told once, the first time the
        # game waited on them, and not again while they are at the table
        rnd = random.Random(7)
        while True:
            assert await play_step(world, rnd)
            clock.now += 2
            fake.advance_clock(2)
            info = (await world.store.open_games())[0]
            game = (await world.store.load_game(info.game_id)).game
            assert game is not None
            waiting = waited_on(game)
            state = TableState.from_json(info.ui_state)
            if game.round_no >= 3 and untold(game, state) and waiting[0] in state.acted:
                break  # waits on a member not told this turn, who acted moments ago
            for player in untold(game, state):
                if player not in state.acted:  # never at the table: told before they move
                    told = world.member(player)
                    await fake.wait_for(lambda: bool(dms(world, told)))  # noqa: B023
        member = world.member(waiting[0])
        other = world.members[0] if member.id == world.members[1].id else world.members[1]
        acted = state.acted[waiting[0]]

        async def held() -> bool:  # the display passed: the tick tells them, if need be
            found = (await world.store.open_games())[0]
            return found.seq == info.seq and found.due_at == acted + AT_TABLE_SECONDS

        await poll(held, "the display held the ping and set the timer")
        told = {m.id: len(dms(world, m)) - earlier[m.id] for m in (member, other)}
        assert told == {member.id: 1, other.id: 1}, told
        # still there a moment before it would tell them: nothing; then they are away: told
        await later(world, clock, acted + AT_TABLE_SECONDS - 1 - clock.now)
        await poll(held, "the display held the ping and set the timer")
        assert len(dms(world, member)) - earlier[member.id] == 1
        await later(world, clock, 2)
        await fake.wait_for(lambda: len(dms(world, member)) - earlier[member.id] == 2)
        assert "Your turn in Yamb" in (dms(world, member)[-1].content or "")
        assert len(dms(world, other)) - earlier[other.id] == 1


async def test_a_turn_runs_from_its_start_however_often_the_member_throws(
    tmp_path: Path,
) -> None:
    clock = Clock(1_800_000_000.0)
    async with running_world(tmp_path, players=2, clock=clock) as world:
        fake = world.fake
        ana, bo = world.members
        lobby = await fake.slash(
            ana, world.channel, "yamb new", options={"ruleset": "tris", "pace": "slow"}
        )
        assert lobby.message is not None
        await fake.click(bo, lobby.message, lobby.message.button("Join")["custom_id"])
        await fake.click(ana, lobby.message, lobby.message.button("Start")["custom_id"])
        first = await mover(world)
        game_id = (await world.store.open_games())[0].game_id

        def reminders() -> int:
            return sum("runs out" in (m.content or "") for m in dms(world, first))

        async def throw() -> None:
            turn = await world.turn()
            answer = await fake.click(first, turn, button_of(turn, "throw")[0])
            assert "throw" in answer.text(), answer.text()

        # a throw early in the turn does not put the reminder off: it comes at +12 h, once
        await later(world, clock, 6 * HOUR)
        await throw()
        await later(world, clock, 6 * HOUR + 60)
        await fake.wait_for(lambda: reminders() == 1)
        # a throw at +23 h does not give the turn another day, nor bring another reminder
        await later(world, clock, 11 * HOUR - 120)
        await throw()
        await later(world, clock, HOUR / 2)
        stored = await world.store.load_game(game_id)
        assert stored.game is not None and waited_on(stored.game) == [str(first.id)]
        # at +24 h and a minute the turn is up (half a turn after the reminder, which came a
        # minute past half-way): the bot plays it for them, and the move passes on
        await later(world, clock, HOUR / 2)  # +24 h less a minute
        stored = await world.store.load_game(game_id)
        assert stored.game is not None and waited_on(stored.game) == [str(first.id)]
        await later(world, clock, 120)
        note = "bot plays this turn"
        await fake.wait_for(
            lambda: any(note in (m.content or "") for m in fake.messages(world.channel))
        )
        stored = await world.store.load_game(game_id)
        assert stored.game is not None and stored.game.round_no == 1
        assert str(first.id) not in waited_on(stored.game)
        await later(world, clock, 60)
        assert reminders() == 1


async def test_closed_dms_fall_back_to_a_mention_once_and_are_explained(tmp_path: Path) -> None:
    clock = Clock(1_800_000_000.0)
    # Discord refusing those DMs is what this test is about
    async with running_world(tmp_path, players=2, clock=clock, refusals=True) as world:
        fake = world.fake
        for member in world.members:
            member.user.accepts_dms = False
        ana, bo = await slow_duel(world)
        first = await mover(world)
        await fake.wait_for(
            lambda: any(
                f"<@{first.id}>, it is your turn" in (m.content or "")
                for m in fake.messages(world.channel)
            )
        )
        pings = [m for m in fake.messages(world.channel) if "it is your turn" in (m.content or "")]
        assert len(pings) == 1 and pings[0].pinged == [first.id]  # a real ping
        assert not dms(world, first)
        # the refusal is stored once the mention's post is answered, a moment after it shows

        async def refusal_stored() -> bool:
            return await world.store.dm_refused_at(str(first.id)) is not None

        await poll(refusal_stored, "the refused DM is stored")
        # at their next command they hear why, once
        answer = await fake.slash(first, world.channel, "yamb games")
        assert answer.ephemeral and "direct messages are closed" in answer.text()
        again = await fake.slash(first, world.channel, "yamb games")
        assert "direct messages are closed" not in again.text()
        assert "your turn" in again.text()


async def test_yamb_games_lists_your_turn_first(tmp_path: Path) -> None:
    async with running_world(tmp_path, players=3, threads=True, global_commands=True) as world:
        fake = world.fake
        ana, bo, cy = world.members
        second = fake.add_text_channel(world.guild, "more")
        # Ana waits on Bo in one game, and it is Ana's turn in the other
        for channel, host, guest in ((world.channel, bo, ana), (second, ana, cy)):
            lobby = await fake.slash(
                host, channel, "yamb new", options={"ruleset": "tris", "pace": "slow"}
            )
            assert lobby.message is not None
            await fake.click(guest, lobby.message, lobby.message.button("Join")["custom_id"])
            await fake.click(host, lobby.message, lobby.message.button("Start")["custom_id"])
        await fake.wait_for(lambda: len(world.rooms()) == 2 and len(world.rooms(second)) == 2)
        listed = await fake.slash(ana, world.channel, "yamb games")
        text = listed.text()
        assert listed.ephemeral and "Your running games (2)" in text
        lines = [line for line in text.splitlines() if line.startswith("- ")]
        infos = await world.store.member_games(str(ana.id), str(world.guild.id))
        mine = []
        for info in infos:
            game = (await world.store.load_game(info.game_id)).game
            assert game is not None
            mine.append(game.thrower == str(ana.id))
        assert lines[0].startswith("- **your turn**") == any(mine)
        assert len(lines) == 2 and all("(slow)" in line for line in lines)
        none = await fake.slash(cy, fake.dm(cy), "yamb games")
        assert "(slow)" in none.text()  # in a DM: every server's


async def test_a_deleted_thread_ends_the_game_with_a_word_in_the_channel(tmp_path: Path) -> None:
    async with running_world(tmp_path, players=2, threads=True) as world:
        fake = world.fake
        ana, bo = world.members
        lobby = await fake.slash(ana, world.channel, "yamb new", options={"ruleset": "classic"})
        assert lobby.message is not None
        await fake.click(bo, lobby.message, lobby.message.button("Join")["custom_id"])
        await fake.click(ana, lobby.message, lobby.message.button("Start")["custom_id"])
        room = await game_room(fake, world.channel)
        turn = await world.turn(room)
        throw = button_of(turn, "throw")[0]
        info = (await world.store.open_games())[0]
        fake.delete_channel(room)
        await fake.wait_for(
            lambda: any("was deleted" in (m.content or "") for m in fake.messages(world.channel))
        )
        assert (await world.store.game_info(info.game_id)).status == "abandoned"
        assert throw  # its buttons went with the thread
        # the channel is free for the next game
        again = await fake.slash(ana, world.channel, "yamb new", options={"ruleset": "tris"})
        assert not again.ephemeral


async def test_a_kill_between_a_turn_and_its_ping_sends_it_once(tmp_path: Path) -> None:
    async with process_world(tmp_path) as world:
        fake, channel, ana, bo = world.fake, world.channel, world.ana, world.bo
        lobby = await fake.slash(
            ana, channel, "yamb new", options={"ruleset": "tris", "pace": "slow"}
        )
        await fake.click(bo, lobby.message, lobby.message.button("Join")["custom_id"])
        bo_dms = fake.dm(bo)
        # Bo's ping will land at Discord, but its answer never reaches the bot: it is killed
        held = fake.faults.delay(f"POST /channels/{bo_dms.id}/messages", 60, where="after")
        await fake.click(ana, lobby.message, lobby.message.button("Start")["custom_id"])
        await fake.wait_for(lambda: bool(fake.messages(fake.dm(ana))))  # Ana's turn: told
        # Ana plays her turn: a throw, then the first cell offered
        turn = await newest_turn(world)
        thrown = await fake.click(ana, turn, button_of(turn, "throw")[0])
        assert thrown.message is not None
        custom, values = (
            options_of(thrown.message, "write") or options_of(thrown.message, "cross") or ("", [])
        )
        await fake.select(ana, thrown.message, custom, [values[0]])
        await fake.wait_for(lambda: held.holding == 1, timeout=PATIENCE)
        assert len(fake.messages(bo_dms)) == 1
        await world.process.kill()
        fake.faults.clear()
        sent = fake.faults.count(f"POST /channels/{bo_dms.id}/messages")
        await world.process.start()
        # after the restart the ping is made again, with its nonce: still one message
        await fake.wait_for(
            lambda: fake.faults.count(f"POST /channels/{bo_dms.id}/messages") > sent,
            timeout=PATIENCE,
        )
        assert len(fake.messages(bo_dms)) == 1
        assert "Your turn in Yamb" in (fake.messages(bo_dms)[0].content or "")


async def newest_turn(world: ProcessWorld) -> Message:
    """The game's newest message with a Throw button (the turn's), in its thread."""
    fake = world.fake
    room = await game_room(fake, world.channel)

    def found() -> Message | None:
        return fake.newest_message({room.id}, lambda m: bool(button_of(m, "throw")))

    await fake.wait_for(lambda: found() is not None, timeout=PATIENCE)
    message = found()
    assert message is not None
    return message


async def test_when_the_server_chose_so_a_turn_out_of_time_ends_the_duel(tmp_path: Path) -> None:
    clock = Clock(1_800_000_000.0)
    async with running_world(tmp_path, players=2, clock=clock) as world:
        fake = world.fake
        admin = fake.add_member(world.guild, "admin", permissions=0x20)  # Manage Server
        chosen = await fake.slash(
            admin,
            world.channel,
            "yamb-settings",
            options={"slow_timeout": "end", "slow_turn_hours": 6},
        )
        assert "the game ends" in str(chosen.embeds), chosen.text()
        ana, bo = await slow_duel(world)
        late = await mover(world)
        winner = bo if late.id == ana.id else ana
        lobby = fake.messages(world.channel)[0]
        assert "6 h" in (lobby.content or "")
        await later(world, clock, 3 * HOUR + 60)  # the reminder
        await later(world, clock, 3 * HOUR)  # the limit
        await fake.wait_for(
            lambda: any(
                "did not play in time" in (m.content or "") for m in fake.messages(world.channel)
            )
        )
        info = (await world.store.recent_games(str(world.guild.id), limit=1))[0]
        assert (await world.store.game_info(info.game_id)).status == "abandoned"
        duel = await world.store.head_to_head(str(world.guild.id), str(winner.id), str(late.id))
        assert (duel.meetings, duel.wins_a, duel.wins_b) == (1, 1, 0), duel
        await fake.wait_for(lambda: world.current() is None)  # no turn keeps its buttons
        # a rematch is as slow: the same rival challenged, turns of the same length
        me = Ctx(str(world.guild.id), str(world.channel.id), str(winner.id), winner.name)
        again = await world.bot.app.lobby.rematch(me, info.game_id)
        assert again.game_id is not None
        rematch = await world.store.game_info(again.game_id)
        assert rematch.turn_seconds == 6 * HOUR and rematch.status == "lobby"


async def six_hour_duel(world: World) -> tuple[Member, int]:
    """A slow duel whose turns last 6 hours, the server's choice at the limit being to end it,
    its first player told their turn: that player, and the game."""
    admin = world.fake.add_member(world.guild, "admin", permissions=0x20)  # Manage Server
    await world.fake.slash(
        admin,
        world.channel,
        "yamb-settings",
        options={"slow_timeout": "end", "slow_turn_hours": 6},
    )
    await slow_duel(world)
    late = await mover(world)
    await world.fake.wait_for(lambda: len(dms(world, late)) == 1)  # told it is their turn
    return late, (await world.store.open_games())[0].game_id


async def reminded_and_ended_half_a_turn_later(
    world: World, clock: Clock, late: Member, game_id: int
) -> None:
    """The bot's next tick reminds `late` (their second message); half a turn (3 hours) after
    it, and not before, the duel ends."""
    await later(world, clock, 30)
    await world.fake.wait_for(lambda: len(dms(world, late)) == 2)
    assert "runs out" in (dms(world, late)[-1].content or "")
    assert (await world.store.game_info(game_id)).status == "active"
    await later(world, clock, 3 * HOUR - 60)
    assert (await world.store.game_info(game_id)).status == "active"
    await later(world, clock, 60)
    await world.fake.wait_for(
        lambda: any(
            "did not play in time" in (m.content or "") for m in world.fake.messages(world.channel)
        )
    )
    assert (await world.store.game_info(game_id)).status == "abandoned"


async def test_a_turn_found_out_of_time_after_the_bot_was_down_is_reminded_before_it_ends(
    tmp_path: Path,
) -> None:
    """The bot was down from before a turn's half-way point to past its limit: nobody could
    act, and the member was never reminded. The duel does not end at the bot's return: the
    member is reminded, and the server's choice happens half a turn after that."""
    clock = Clock(1_800_000_000.0)
    async with running_world(tmp_path, players=2, clock=clock) as world:
        late, game_id = await six_hour_duel(world)
        clock.now += 7 * HOUR - 30  # down for seven hours: no tick
        world.fake.advance_clock(7 * HOUR - 30)
        await reminded_and_ended_half_a_turn_later(world, clock, late, game_id)


@each_cut_off
async def test_a_slow_turn_is_neither_reminded_nor_ended_while_its_players_cannot_reach_the_bot(
    tmp_path: Path, away: CutOff
) -> None:
    clock = Clock(1_800_000_000.0)
    async with running_world(tmp_path, players=2, clock=clock) as world:
        late, game_id = await six_hour_duel(world)
        back = await away(world)
        await later(world, clock, 4 * HOUR)  # past the half-way point
        await later(world, clock, 3 * HOUR)  # past the limit
        info = await world.store.game_info(game_id)
        assert info.status == "active" and TableState.from_json(info.ui_state).reminded is None
        assert len(dms(world, late)) == 1
        await back()  # they can act again
        await reminded_and_ended_half_a_turn_later(world, clock, late, game_id)


async def test_a_slow_game_against_the_bot(tmp_path: Path) -> None:
    """The bot's seat plays at once; the member hears by DM when the game comes back to them,
    if they have left the table by then."""
    clock = Clock(1_800_000_000.0)
    async with running_world(
        tmp_path, players=1, bot_pace=0.0, buckets=BOT_MOVES, clock=clock
    ) as world:
        fake = world.fake
        (ana,) = world.members
        lobby = await fake.slash(
            ana,
            world.channel,
            "yamb new",
            options={"ruleset": "tris", "pace": "slow", "bots": 1, "level": "easy"},
        )
        assert lobby.message is not None
        await fake.click(ana, lobby.message, lobby.message.button("Start")["custom_id"])
        # her first turn is told before she moves (a move first would make it needless)
        await fake.wait_for(lambda: len(dms(world, ana)) == 1)
        rnd = random.Random(2)
        for _ in range(80):  # Ana's first turn, until the bot's begins
            info = (await world.store.open_games())[0]
            game = (await world.store.load_game(info.game_id)).game
            assert game is not None
            if game.round_no >= 1:
                break
            await play_step(world, rnd)
        # the bot's turn is played at once: she is still at the table, and told if she has
        # not moved a while after her last move
        async def back_to_her() -> bool:
            found = (await world.store.open_games())[0]
            game = (await world.store.load_game(found.game_id)).game
            held = found.due_at == clock.now + AT_TABLE_SECONDS
            return game is not None and game.round_no == 2 and held

        await poll(back_to_her, "the game waits on her again, her ping held")
        assert len(dms(world, ana)) == 1
        await later(world, clock, AT_TABLE_SECONDS + 1)
        await fake.wait_for(lambda: len(dms(world, ana)) == 2)
        assert all("Your turn in Yamb" in (m.content or "") for m in dms(world, ana))
        game = (await world.store.load_game(info.game_id)).game
        assert game is not None and game.round_no == 2 and game.thrower == str(ana.id)
        assert info.turn_seconds == 24 * HOUR


async def test_notify_chooses_how_each_member_hears_of_their_turn(tmp_path: Path) -> None:
    async with running_world(tmp_path, players=2) as world:
        fake = world.fake
        ana, bo = world.members
        chosen = await fake.slash(bo, world.channel, "yamb notify", options={"how": "dm"})
        assert chosen.ephemeral and "direct message" in chosen.text()
        lobby = await fake.slash(ana, world.channel, "yamb new", options={"ruleset": "tris"})
        assert lobby.message is not None
        await fake.click(bo, lobby.message, lobby.message.button("Join")["custom_id"])
        await fake.click(ana, lobby.message, lobby.message.button("Start")["custom_id"])
        # a live game: whoever kept the default is pinged by the turn's message, as always
        # (and never by a DM); Bo, who chose DMs, gets one for each of his turns instead
        rnd = random.Random(1)
        for _ in range(60):
            if dms(world, bo):
                break
            await play_step(world, rnd)
        await fake.wait_for(lambda: len(dms(world, bo)) == 1)
        assert not dms(world, ana)
        turns = [m for m in fake.messages(world.channel) if m.custom_ids()]
        pinged = {u for m in fake.messages(world.channel) for u in m.pinged}
        assert ana.id in pinged and bo.id not in pinged, turns[-1].content
        # nothing at all: no DM, no ping
        off = await fake.slash(bo, world.channel, "yamb notify", options={"how": "off"})
        assert "not told" in off.text()
        back = await fake.slash(bo, world.channel, "yamb notify", options={"how": "default"})
        assert "mention in the game" in back.text()


async def test_a_pass_that_starts_past_the_tokens_life_posts_by_the_bots_own_request(
    tmp_path: Path,
) -> None:
    """Discord holds the answer to the click that starts a duel for 20 minutes (the bot's
    clock and Discord's move on meanwhile). The first turn's message, which would be that
    click's followup, is then the bot's own post: an interaction's token is never used past
    its 15 minutes (the fake refuses it, and the test fails on any such refusal)."""
    clock = Clock(1_800_000_000.0)
    async with running_world(tmp_path, players=2, clock=clock) as world:
        fake = world.fake
        bo = world.members[1]
        lobby = await duel_lobby(world)
        held = fake.faults.delay(Routes.INTERACTION_CALLBACK, 60.0, where="after")
        accepted = await fake.click(bo, lobby, lobby.button("Accept")["custom_id"])
        assert not accepted.ephemeral, accepted.content
        await fake.wait_for(lambda: held.holding == 1)
        clock.now += 20 * 60
        fake.advance_clock(20 * 60)
        held.release()
        turn = await world.turn()
        assert turn.webhook_id is None, "posted as the click's followup, past its token's life"


async def test_a_reminder_by_dm_goes_out_while_the_games_thread_is_locked(
    tmp_path: Path,
) -> None:
    """A moderator locked the game's thread (the bot may not manage threads): the reminder's
    check of the turn message is refused, but the reminder by direct message still goes
    out (the refusal ended the pass before its posts)."""
    clock = Clock(1_800_000_000.0)
    async with running_world(  # the locked thread's edits are refused: 160005
        tmp_path, players=2, threads=True, clock=clock, refusals=True
    ) as world:
        fake = world.fake
        await slow_duel(world)
        room = await game_room(fake, world.channel)
        first = await mover(world)
        await fake.wait_for(lambda: len(dms(world, first)) == 1)
        fake.set_permission_overwrite(world.channel, fake.bot_user, deny=Perm.MANAGE_THREADS)
        room.locked = True
        fake._set_archived(room, False)  # THREAD_UPDATE: locked, still open
        await later(world, clock, 12 * HOUR + 60)
        await fake.wait_for(lambda: len(dms(world, first)) == 2)
        assert "runs out" in (dms(world, first)[-1].content or "")
