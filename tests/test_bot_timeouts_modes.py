"""Turn timeouts in every mode, and removed players: the tick reminds and then plays for the
player the game is held up by (a Kontra thrower, not the rival who may announce; a team's
write), reads the game again under its lock (a move made in time is never taken for idling),
and a removed member's clicks are refused while the bot plays their turns."""

from __future__ import annotations

import random
from pathlib import Path

from bot.app.screens import waited_on
from bot.app.state import TableState
from bot.store.pace import on_turn
from engine import Game, RandomDice, Stop
from tests.botworld import (
    BOT_MOVES,
    World,
    announce_late,
    announce_menu,
    button_of,
    later,
    open_lobby,
    options_of,
    play_step,
    running_world,
    start_teams,
)
from tests.clock import Clock
from tests.fakediscord import Message
from tests.test_bot_faults import start_duo


async def _game(world: World) -> tuple[int, Game, TableState]:
    info = await world.store.game_in_channel(str(world.channel.id))
    assert info is not None
    stored = await world.store.load_game(info.game_id)
    assert stored.game is not None
    return info.game_id, stored.game, TableState.from_json(stored.info.ui_state)


async def _kontra(world: World) -> None:
    """Ana's Kontra duel challenging Bo, accepted."""
    ana, bo = world.members[:2]
    lobby = await open_lobby(world, ana, ruleset="classic", mode="kontra", opponent=bo)
    shown = lobby.message
    started = await world.fake.click(bo, shown, shown.button("Accept")["custom_id"])
    assert not started.ephemeral, started.content


async def test_an_idle_kontra_thrower_is_played_for_and_the_rival_is_not_marked(
    tmp_path: Path,
) -> None:
    """After the first throw the rival may announce, so the engine waits on both; the game is
    held up by the thrower alone. They are reminded, then played for and marked away; the
    rival, who did nothing wrong, is neither (the rival was marked and the game stood still
    for good)."""
    clock = Clock(1_800_000_000.0)
    async with running_world(
        tmp_path, players=2, clock=clock, timeout_minutes=10, buckets=BOT_MOVES
    ) as world:
        await _kontra(world)
        turn = await world.turn()
        game_id, game, _ = await _game(world)
        thrower, writer = game.thrower, next(p for p in game.players if p != game.thrower)
        thrown = await world.fake.click(world.member(thrower), turn, button_of(turn, "throw")[0])
        assert not thrown.ephemeral, thrown.content
        _, game, _ = await _game(world)
        assert set(game.decision().players) == {thrower, writer}  # the rival may announce
        before = (await world.store.game_info(game_id)).seq
        await later(world, clock, 11 * 60)
        reminder = await world.fake.wait_for_message(
            world.channel, lambda m: "it is your turn" in m.content, after=0
        )
        assert f"<@{thrower}>" in reminder.content
        assert f"<@{writer}>" not in reminder.content
        await later(world, clock, 11 * 60)
        _, game, state = await _game(world)
        assert state.away == (thrower,), state.away
        assert (await world.store.game_info(game_id)).seq > before
        assert thrower not in game.decision().players or game.round_no > 0


async def _away_thrower_thrown(world: World, clock: Clock) -> tuple[int, str, str, Message]:
    """Ana's Kontra duel with Bo, its first thrower idle: reminded, then marked away, and the
    bot's first throw made for them. The game's id, the thrower, the rival, and the turn's
    message (posted before any of that)."""
    await _kontra(world)
    start = await world.turn()
    game_id, game, _ = await _game(world)
    thrower, rival = game.thrower, next(p for p in game.players if p != game.thrower)
    await later(world, clock, 11 * 60)  # reminded
    await later(world, clock, 11 * 60)  # away: the bot plays for them
    _, game, state = await _game(world)
    assert state.away == (thrower,), state.away
    assert game.throws == 1 and game.thrower == thrower, game.throws
    return game_id, thrower, rival, start


async def test_a_rival_at_the_table_may_announce_when_the_bot_throws_for_an_away_thrower(
    tmp_path: Path,
) -> None:
    """Kontra: after the thrower's first throw the rival may announce. The bot played an away
    thrower's whole turn at once, so a rival at the table never could on those turns; now it
    stops after that throw, the rival is pinged, the game waits on them for a moment (the
    tick within it plays nothing), and their announcement is applied: the turn is theirs to
    finish, and nothing more is played for the thrower."""
    clock = Clock(1_800_000_000.0)
    async with running_world(
        tmp_path, players=2, clock=clock, timeout_minutes=10, buckets=BOT_MOVES
    ) as world:
        game_id, thrower, rival, start = await _away_thrower_thrown(world, clock)
        thrown = await world.store.game_info(game_id)
        assert TableState.from_json(thrown.ui_state).moment == thrown.seq
        told = await world.fake.wait_for_message(
            world.channel, lambda m: int(rival) in m.pinged, after=start
        )
        assert "it is your turn" in told.content, told.content
        await later(world, clock, 1)  # within the moment: the game waits on the rival
        assert (await world.store.game_info(game_id)).seq == thrown.seq
        turn, menu, cells = await announce_menu(world)
        announced = await world.fake.select(world.member(rival), turn, menu, [cells[0]])
        assert not announced.ephemeral, announced.content
        _, game, _ = await _game(world)
        assert game.announced is not None
        assert game.ruleset.cell_names[game.announced] == cells[0]
        assert game.throws == 1 and on_turn(game) == (rival,)  # the rival keeps and writes
        after = await world.store.game_info(game_id)
        await later(world, clock, 60)
        assert (await world.store.game_info(game_id)).seq == after.seq


async def test_an_away_thrower_holding_a_die_in_the_moment_is_back_at_the_table(
    tmp_path: Path,
) -> None:
    """The away thrower holds a die while the bot waits on the rival: the hold was shown but
    the bot threw on for them at the moment's end, with dice of its own choosing. A click is
    being back: the bot plays nothing more for them, and their die stays held."""
    clock = Clock(1_800_000_000.0)
    async with running_world(
        tmp_path, players=2, clock=clock, timeout_minutes=10, buckets=BOT_MOVES
    ) as world:
        game_id, thrower, rival, start = await _away_thrower_thrown(world, clock)
        await world.fake.wait_for_message(
            world.channel, lambda m: int(rival) in m.pinged, after=start
        )
        turn = world.current()
        assert turn is not None
        held = await world.fake.click(world.member(thrower), turn, button_of(turn, "keep")[0])
        assert not held.ephemeral, held.content
        seq = (await world.store.game_info(game_id)).seq
        await later(world, clock, 60)  # past the moment
        assert (await world.store.game_info(game_id)).seq == seq
        _, game, state = await _game(world)
        assert state.away == () and state.kept != () and game.thrower == thrower


async def test_an_away_throwers_turn_goes_on_once_the_rivals_moment_is_over(
    tmp_path: Path,
) -> None:
    """A rival who lets the moment pass does not hold the game up: the tick after it plays
    on for the away thrower until the rival is to write, and the announcement is refused
    then (too late, the engine says) if the bot threw again (its "enough" at the first
    throw leaves it to the rival, as the engine would for anyone)."""
    clock = Clock(1_800_000_000.0)
    async with running_world(
        tmp_path, players=2, clock=clock, timeout_minutes=10, buckets=BOT_MOVES
    ) as world:
        game_id, thrower, rival, _ = await _away_thrower_thrown(world, clock)
        thrown = await world.store.game_info(game_id)
        _, _, cells = await announce_menu(world)
        await later(world, clock, 60)  # the moment is over
        _, game, state = await _game(world)
        assert (await world.store.game_info(game_id)).seq > thrown.seq
        # thrown on, or "enough" after that first throw: the rival writes
        assert game.throws > 1 or game.stopped, game.throws
        assert game.announced is None
        assert on_turn(game) == (rival,) and {"write"} <= game.decision().kinds
        assert state.away == (thrower,)
        threw_on = game.throws > 1
        await announce_late(world, world.member(rival), cells[0], game_id, threw_on)


async def test_a_pairs_write_nobody_makes_is_made_for_the_team(tmp_path: Path) -> None:
    """Both partners have thrown and neither writes: the partner whose turn it is is reminded,
    then the bot writes for the team (it waited on every partner at once, and stood still)."""
    clock = Clock(1_800_000_000.0)
    async with running_world(
        tmp_path, players=4, clock=clock, timeout_minutes=10, buckets=BOT_MOVES
    ) as world:
        started = await start_teams(world, ruleset="tris", mode="pairs")
        assert not started.ephemeral, started.content
        game_id, game, _ = await _game(world)
        first = game.thrower
        for _ in range(3):
            rolled = await world.fake.slash(world.member(first), world.channel, "yamb roll")
            assert rolled.ephemeral and "You threw" in (rolled.content or ""), rolled.content
        _, game, _ = await _game(world)
        second = game.thrower if game.thrower != first else None
        if second is None:  # the first partner holds their result: "enough"
            await world.fake.slash(world.member(first), world.channel, "yamb enough")
            _, game, _ = await _game(world)
            second = game.thrower
        assert second != first
        for _ in range(3):
            await world.fake.slash(world.member(second), world.channel, "yamb roll")
        _, game, _ = await _game(world)
        assert {"write"} <= game.decision().kinds and set(game.decision().players) == {
            first,
            second,
        }
        round_no = game.round_no
        await later(world, clock, 11 * 60)
        await later(world, clock, 11 * 60)
        _, game, state = await _game(world)
        assert game.round_no > round_no, "the team's write was never made"
        assert second in state.away


async def test_a_move_made_while_the_tick_runs_is_not_taken_for_idling(tmp_path: Path) -> None:
    """The tick reads the open games first and judges each in turn: a player who writes just
    before the limit, after that read, is not played for, nor is the next player (whose turn
    began that instant) marked away or reminded."""
    clock = Clock(1_800_000_000.0)
    async with running_world(tmp_path, players=2, clock=clock, timeout_minutes=10) as world:
        await start_duo(world)
        turn = await world.turn()
        game_id, game, _ = await _game(world)
        mover = world.member(game.thrower)
        await world.fake.click(mover, turn, button_of(turn, "throw")[0])
        await later(world, clock, 630)  # reminded
        clock.now += 630
        world.fake.advance_clock(630)
        read = next(i for i in await world.store.open_games(live=True) if i.game_id == game_id)
        turn = await world.turn()
        custom, values = options_of(turn, "write") or ("", [])
        written = await world.fake.select(mover, turn, custom, [values[0]])
        assert not written.ephemeral, written.content
        after = await world.store.game_info(game_id)
        assert not await world.bot.app.away._check_timeout(read, clock.now)  # the tick goes on
        info = await world.store.game_info(game_id)
        assert info.seq == after.seq
        state = TableState.from_json(info.ui_state)
        assert not state.away and state.reminded != info.seq


async def test_a_removed_member_cannot_play_their_turn_beside_the_bot(tmp_path: Path) -> None:
    """Once removed, the bot plays their turns: their own commands and hints are refused
    privately, and `/yamb games` does not tell them it is their turn."""
    async with running_world(tmp_path, players=2, bot_pace=5.0, buckets=BOT_MOVES) as world:
        fake = world.fake
        ana, bo = world.members
        await start_duo(world)
        rnd = random.Random(3)
        for _ in range(40):  # to bo's turn
            _, game, _ = await _game(world)
            if str(bo.id) == game.thrower and game.throws == 0:
                break
            assert await play_step(world, rnd)
        kicked = await fake.slash(ana, world.channel, "yamb kick", options={"member": bo})
        assert kicked.ephemeral, kicked.content
        game_id = (await _game(world))[0]
        # (the turn message is redrawn without bo's buttons: their commands remain)
        for refused in (
            await fake.slash(bo, world.channel, "yamb roll"),
            await fake.slash(bo, world.channel, "yamb hint"),
        ):
            assert refused.ephemeral and "You were removed" in (refused.content or ""), (
                refused.content
            )
        games = await fake.slash(bo, world.channel, "yamb games")
        assert "your turn" not in (games.content or "").lower(), games.content
        info = await world.store.game_info(game_id)
        assert str(bo.id) in TableState.from_json(info.ui_state).kicked


def test_a_bot_partners_write_left_to_a_person_waits_on_that_person() -> None:
    """A bot partner leaves the team's write to the member beside it: the game waits on that
    member (told it is their turn, timed), not on nobody."""
    game = Game("classic", ["a", "bot:hard:1", "c", "d"], mode="pairs",
                teams={"t1": ["a", "bot:hard:1"], "t2": ["c", "d"]})
    dice = RandomDice(1)
    while "write" not in game.decision().kinds or game.thrower != "bot:hard:1":
        if game.thrower == "a" and game.throws == 3:
            stop = next(a for a in game.legal_actions() if isinstance(a, Stop))
            game.apply(stop)
            continue
        game.throw(game.thrower, dice)
    while game.throws < 3:
        game.throw(game.thrower, dice)
    assert waited_on(game) == ["a"]
    assert waited_on(game, ("a",)) == []


async def test_a_turn_message_a_moderator_deleted_comes_back_with_the_reminder(
    tmp_path: Path,
) -> None:
    """The bot hears of no deleted message (it asks Discord for guild events only): a turn
    message a moderator deleted left the game without controls until someone acted by
    command. The turn's reminder checks it, and posts it again; its buttons work."""
    clock = Clock(1_800_000_000.0)
    async with running_world(  # the check's edit of the deleted message is refused: 404
        tmp_path, players=2, clock=clock, timeout_minutes=10, refusals=True
    ) as world:
        await start_duo(world)
        turn = await world.turn()
        game_id, game, _ = await _game(world)
        mover = world.member(game.thrower)
        world.fake.delete_message(turn)
        assert world.current() is None
        await later(world, clock, 11 * 60)  # the reminder
        again = await world.turn()
        assert again.id != turn.id and button_of(again, "throw"), again.content
        thrown = await world.fake.click(mover, again, button_of(again, "throw")[0])
        assert not thrown.ephemeral, thrown.content
        assert (await world.store.game_info(game_id)).seq == 1


async def test_a_bot_partner_writes_for_the_team_when_the_member_beside_it_is_away(
    tmp_path: Path,
) -> None:
    """A bot partner leaves the team's write to the member beside it, but not to one who is
    away: nobody made it, and the game stood still for good (the member away was waited on
    by nobody, the bot waited for them). Two teams of a member and a bot, neither member
    acting: each is reminded, played for, then away."""
    clock = Clock(1_800_000_000.0)
    async with running_world(
        tmp_path, players=2, clock=clock, timeout_minutes=10, bot_pace=0.0, buckets=BOT_MOVES
    ) as world:
        ana, bo = world.members
        lobby = (await open_lobby(world, ana, ruleset="russian", mode="team")).message
        second = next(b for b in lobby.buttons() if b["custom_id"].endswith(":team:2"))
        lobby = (await world.fake.click(bo, lobby, second["custom_id"])).message
        add = {b["label"]: b["custom_id"] for b in lobby.buttons() if ":add_bot:" in b["custom_id"]}
        for label in ("Add Yamb bot (hard)", "Add Yamb bot (easy)"):
            added = await world.fake.click(ana, lobby, add[label])
            assert not added.ephemeral, added.content
            lobby = added.message
        assert "Team 1: ana, Yamb bot \\(hard\\)" in lobby.content, lobby.content
        started = await world.fake.click(ana, lobby, button_of(lobby, "start")[0])
        assert not started.ephemeral, started.content
        game_id, game, _ = await _game(world)
        bots = world.bot.app.bots
        rounds = []
        for _ in range(12):  # nobody acts: reminded, then played for, then away
            assert await bots.settled(game_id, 60)
            await later(world, clock, 11 * 60)
            assert await bots.settled(game_id, 60)
            _, game, state = await _game(world)
            rounds.append(game.round_no)
        assert set(state.away) == {str(ana.id), str(bo.id)}, state.away
        assert rounds[-1] >= rounds[5] + 3, rounds  # it goes on
