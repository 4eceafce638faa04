"""Tournaments through the real discord.py client and the fake Discord: an organiser opens the
sign-up, members join with its button, bot entrants fill the field, each round is paired and
posted with a picture, members play their games in threads of their own (both pinged), games
between bots are played at once and unseen, and the podium ends it with the final standings;
plain members are refused the organiser's commands, by Discord and by the bot."""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from collections.abc import Awaitable, Callable
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.app.context import Ctx, Refusal
from bot.app.tournament_flow import pairing_score
from bot.players import is_bot
from bot.store import ResultRow, TournamentGame, TournamentRow
from bot.texts import say
from tests.botworld import (
    BOT_MOVES,
    PATIENCE,
    RAISED_GLOBAL,
    World,
    button_of,
    mentioned,
    options_of,
    poll,
    process_world,
    running_world,
)
from tests.clock import Clock
from tests.fakediscord.models import Channel, Member, Message, Perm


@dataclass
class Room(World):
    """The world as one game's thread sees it (the helpers of botworld play in `table`)."""

    room: Channel | None = None

    def rooms(self, channel: Channel | None = None) -> list[Channel]:
        assert self.room is not None
        return [self.room]


def in_room(world: World, room: Channel) -> Room:
    return Room(
        world.fake,
        world.guild,
        world.channel,
        world.members,
        world.bot,
        world.store,
        world.db_path,
        world.seen_refusals,
        room=room,
    )


def many_bots_world(
    tmp_path: Path, players: int, clock: Clock | None = None
) -> AbstractAsyncContextManager[World]:
    """A world for a tournament whose bots play many games at no pace, in threads: the
    channels' buckets widened and the global limit raised for them (`RAISED_GLOBAL`)."""
    return running_world(
        tmp_path,
        players=players,
        threads=True,
        bot_pace=0.0,
        buckets=BOT_MOVES,
        global_limit=RAISED_GLOBAL,
        clock=clock,
    )


async def tournament(world: World) -> TournamentRow:
    (found,) = await world.store.guild_tournaments(str(world.guild.id))
    return found


async def finished(world: World) -> TournamentRow:
    """The tournament once finished: its podium is posted first, its status stored after."""
    deadline = asyncio.get_running_loop().time() + PATIENCE
    while (found := await tournament(world)).status != "finished":
        assert asyncio.get_running_loop().time() < deadline, f"still {found.status}"
        await asyncio.sleep(0.02)
    return found


def threads(world: World) -> list[Channel]:
    return [c for c in world.fake.channels.values() if c.parent_id == world.channel.id]


async def quick_step(world: World, room: Channel, only: Member | None = None) -> bool:
    """One decision in a game's thread by a member it waits on, the quickest way through a
    game: write (or cross, or announce) the first cell offered, else say enough, else throw.
    False if nobody here could act (the message moved on meanwhile)."""
    message = in_room(world, room).current()
    if message is None:
        return False
    ids = {str(m.id): m for m in world.members}
    who = [ids[u] for u in mentioned(message) if u in ids]
    if only is not None:  # that member acts, named on the message or not (a Kontra thrower)
        who = [only]
    if not who:
        return False
    info = await world.store.game_in_channel(str(room.id))
    before = None if info is None else info.seq
    for verb in ("write", "cross", "announce"):
        found = options_of(message, verb)
        if only is not None and verb == "announce":
            continue  # only a writer announces: the member named acts as thrower
        if found is not None:
            custom, values = found
            cells = [v for v in values if not v.startswith("g|")] or values
            try:
                # no settling: the store says whether it moved, the next look waits for it
                await world.fake.select(who[0], message, custom, [cells[0]], settle=0.0)
            except (LookupError, ValueError):
                return False
            break
    else:
        for verb in ("stop", "throw"):
            buttons = button_of(message, verb)
            if buttons:
                try:
                    await world.fake.click(who[0], message, buttons[0], settle=0.0)
                except (LookupError, ValueError):
                    return False
                break
        else:
            return False
    info = await world.store.game_in_channel(str(room.id))
    return info is None or info.seq != before


async def play_members_games(
    world: World,
    limit: int = 40_000,
    between: Callable[[], Awaitable[None]] | None = None,
) -> None:
    """The members play every game of theirs that waits on them, thread by thread, until the
    tournament is over; `between` runs after each pass over the threads."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 6 * PATIENCE
    playing: set[int] = set()  # threads whose game was seen under way
    over: set[int] = set()  # and those whose game has ended since: not asked again
    for _ in range(limit):
        t = await tournament(world)
        if t.status != "running":
            return
        moved = False
        for thread in threads(world):
            if thread.id in over:
                continue
            info = await world.store.game_in_channel(str(thread.id))
            if info is None or info.status != "active":
                if thread.id in playing:  # its game has ended: a thread has one game
                    over.add(thread.id)
                continue
            playing.add(thread.id)
            moved |= await quick_step(world, thread)
        if between is not None:
            await between()
        if moved:
            deadline = loop.time() + 6 * PATIENCE
        else:
            if loop.time() > deadline:
                raise AssertionError(f"the tournament stalled: {await tournament(world)}")
            with contextlib.suppress(AssertionError):
                await world.changed_since(world.fake.write_count, timeout=2.0)
    raise AssertionError("the tournament did not end")


def dms(world: World, member: Member) -> list[Message]:
    return world.fake.messages(world.fake.dm(member))


def public(world: World) -> list[Message]:
    return [m for m in world.fake.messages(world.channel) if m.visible_to is None]


async def create(world: World, organiser: Member, **options: object) -> None:
    created = await world.fake.slash(
        organiser, world.channel, "yamb-tournament-admin create", options=dict(options)
    )
    assert created.ephemeral and "is open" in (created.content or ""), created.content
    await world.fake.wait_for(lambda: signup_message(world) is not None, timeout=PATIENCE)


def signup_message(world: World) -> Message | None:
    found = [m for m in public(world) if m.embeds and m.interaction_id is None]
    return found[-1] if found else None


def posts(world: World, words: str) -> list[Message]:
    return [m for m in public(world) if words in (m.content or "")]


async def test_a_swiss_of_8_with_6_bots_and_2_members_is_played_to_the_podium(
    tmp_path: Path,
) -> None:
    async with many_bots_world(tmp_path, players=2) as world:
        fake, channel = world.fake, world.channel
        org = fake.add_member(world.guild, "org", permissions=Perm.MANAGE_EVENTS)
        # three rounds, not the four a field of 8 plays by default (the default is the
        # engine's, tested there), easy bots and two members: the games, the bots' too (each
        # action stored), are most of this test's time
        await create(
            world, org, name="Autumn Cup", format="swiss", bots=6, bot_level="easy", rounds=3
        )
        signup = signup_message(world)
        assert signup is not None and "6 players" in signup.text()
        entrants = await world.store.entrants((await tournament(world)).tournament_id)
        assert sorted(e.user_id for e in entrants) == sorted(f"bot:easy:{n}" for n in range(1, 7))
        join = signup.button("Join")["custom_id"]
        for member in world.members:
            joined = await fake.click(member, signup, join)
            assert joined.message is not None, joined.content  # the sign-up, redrawn
        signup = fake.get_message(signup.id)
        assert "8 players" in signup.text() and "ana" in signup.text()
        entrants = await world.store.entrants((await tournament(world)).tournament_id)
        assert {str(m.id) for m in world.members} <= {e.user_id for e in entrants}
        again = await fake.click(world.members[0], signup, join)
        assert again.ephemeral and "already" in (again.content or "")
        started = await fake.slash(org, channel, "yamb-tournament-admin start")
        assert started.ephemeral and "started" in (started.content or ""), started.content
        await fake.wait_for(lambda: bool(posts(world, "round 1")), timeout=PATIENCE)
        (first_round,) = posts(world, "round 1")
        assert first_round.attachments and first_round.attachments[0].image_size()
        # the members paired in round 1 are pinged there, and each of their games has a
        # thread whose first words ping both players
        paired = [m for m in world.members if f"<@{m.id}>" in first_round.content]
        assert paired and all(m.id in first_round.pinged for m in paired)
        await fake.wait_for(lambda: len(threads(world)) >= 2, timeout=PATIENCE)
        for thread in threads(world):  # each game's thread says which game it is, pinging
            # its members (after the turn's own message: the display posts that first)

            def intro_in(room: Channel = thread) -> list[Message]:
                return [m for m in fake.messages(room) if "round 1" in (m.content or "")]

            await fake.wait_for(lambda: bool(intro_in()), timeout=PATIENCE)  # noqa: B023
            (intro,) = intro_in()
            assert (
                {m.id for m in world.members if f"<@{m.id}>" in intro.content}
                == set(intro.pinged)
                != set()
            )
        await play_members_games(world)
        t = await tournament(world)
        assert t.status == "finished" and t.rounds == 3
        rows = await world.store.tournament_games(t.tournament_id)
        assert {r.round for r in rows} == {1, 2, 3}
        assert all(r.score is not None for r in rows) and all(r.second_id for r in rows)
        pairs = [frozenset((r.first_id, r.second_id)) for r in rows]
        assert len(pairs) == len(set(pairs)) == 12  # four boards a round, never twice
        for n in range(1, 4):
            assert len(posts(world, f"round {n}")) == 1  # each round posted once
        await fake.wait_for(lambda: bool(posts(world, "is over")), timeout=PATIENCE)
        await finished(world)  # stored once the podium is posted
        (podium,) = posts(world, "is over")
        assert "🥇" in podium.content and podium.attachments[0].image_size()
        places = {e.user_id: e.place for e in await world.store.entrants(t.tournament_id)}
        assert sorted(places.values()) == list(range(1, 9))
        ana = world.members[0]
        stats = await fake.slash(ana, channel, "yamb-scores stats")
        assert stats.message is not None and "Tournaments" in stats.message.text()
        shown = await fake.slash(ana, channel, "yamb-tournament show")
        assert shown.ephemeral and "Autumn Cup" in shown.text()
        # the bots' games were played unseen: every thread holds a member's game
        members = {str(m.id) for m in world.members}
        for thread in threads(world):
            info = await world.store.game_in_channel(str(thread.id))
            found = info or await world.store.game_info(
                next(r.game_id for r in rows if r.game_id is not None)
            )
            assert found is not None
        games = [await world.store.game_info(r.game_id) for r in rows if r.game_id]
        seen = {g.channel_id for g in games if any(m.user_id in members for m in g.members)}
        assert seen <= {str(c.id) for c in threads(world)}
        unseen = [g for g in games if not any(m.user_id in members for m in g.members)]
        assert unseen and all(g.channel_id.startswith("tournament:") for g in unseen)
        assert all(g.status == "finished" for g in games)


async def test_a_knockout_of_6_gives_byes_to_the_top_seeds(tmp_path: Path) -> None:
    async with running_world(
        tmp_path, players=2, threads=True, bot_pace=0.0, buckets=BOT_MOVES
    ) as world:
        fake, channel = world.fake, world.channel
        org = fake.add_member(world.guild, "org", permissions=Perm.MANAGE_EVENTS)
        await create(
            world, org, name="Cup", format="knockout", bots=4, bot_level="easy", mode="duel"
        )
        signup = signup_message(world)
        assert signup is not None
        for member in world.members:
            await fake.click(member, signup, signup.button("Join")["custom_id"])
        await fake.slash(org, channel, "yamb-tournament-admin start")
        await fake.wait_for(lambda: bool(posts(world, "round 1")), timeout=PATIENCE)
        t = await tournament(world)
        first = [r for r in await world.store.tournament_games(t.tournament_id) if r.round == 1]
        byes = [r for r in first if r.second_id is None]
        assert len(first) == 4 and len(byes) == 2  # six in a bracket of eight
        assert "bye" in posts(world, "round 1")[0].content
        await play_members_games(world)
        t = await tournament(world)
        assert t.status == "finished"
        places = sorted(e.place for e in await world.store.entrants(t.tournament_id))
        assert places[:4] == [1, 2, 3, 3]  # the semifinal losers share third place
        await fake.wait_for(lambda: bool(posts(world, "is over")), timeout=PATIENCE)
        await finished(world)  # stored once the podium is posted
        (podium,) = posts(world, "is over")
        picture = podium.attachments[0]
        assert picture.image_size() is not None and "Cup" in (picture.description or "")


async def test_a_final_neither_finalist_plays_ends_with_no_winner(tmp_path: Path) -> None:
    """A knockout of four whose two semifinal winners both drop before the final: nobody
    wins, the podium has no gold and says so, the two share second, the others third. The
    first drops with the command while the other semifinal is still on; the second's drop is
    written as the command writes it, in the moment between their semifinal's end and the
    final's pairing (a command then would race the bot's own step)."""
    async with many_bots_world(tmp_path, players=4) as world:
        fake, channel = world.fake, world.channel
        org = fake.add_member(world.guild, "org", permissions=Perm.MANAGE_EVENTS)
        await create(world, org, name="Cup", format="knockout", mode="duel")
        signup = signup_message(world)
        assert signup is not None
        for member in world.members:
            await fake.click(member, signup, signup.button("Join")["custom_id"])
        await fake.slash(org, channel, "yamb-tournament-admin start")
        t = await tournament(world)
        deadline = asyncio.get_running_loop().time() + PATIENCE
        while True:  # both semifinals' games made
            semis = await world.store.tournament_games(t.tournament_id)
            if len(semis) == 2 and all(r.game_id is not None for r in semis):
                break
            assert asyncio.get_running_loop().time() < deadline, semis
            await asyncio.sleep(0.02)
        ids = {str(m.id): m for m in world.members}
        one, two = semis

        async def settle(row: TournamentGame) -> None:
            settled = await fake.slash(
                org,
                channel,
                "yamb-tournament-admin settle",
                options={"game": row.game_id, "result": "first"},
            )
            assert settled.ephemeral and "settled" in (settled.content or ""), settled.content

        await settle(one)
        dropped = await fake.slash(ids[one.first_id], channel, "yamb-tournament drop")
        assert dropped.ephemeral and "plays no more games" in (dropped.content or "")
        assert await world.store.drop_entrant(t.tournament_id, two.first_id, 2)
        await settle(two)
        await fake.wait_for(lambda: bool(posts(world, "is over")), timeout=PATIENCE)
        await finished(world)  # stored once the podium is posted
        (podium,) = posts(world, "is over")
        assert "Nobody won: neither finalist played the final." in podium.content
        assert "🥇" not in podium.content
        for row in semis:
            assert f"🥈 <@{row.first_id}>" in podium.content
            assert f"🥉 <@{row.second_id}>" in podium.content
        assert podium.attachments[0].image_size() is not None
        places = {e.user_id: e.place for e in await world.store.entrants(t.tournament_id)}
        assert places == {
            one.first_id: 2,
            two.first_id: 2,
            one.second_id: 3,
            two.second_id: 3,
        }
        rows = await world.store.tournament_games(t.tournament_id)
        assert len(rows) == 2  # the final was never paired


async def test_bad_tournament_input_is_refused_privately(tmp_path: Path) -> None:
    async with running_world(
        tmp_path, players=3, threads=True, bot_pace=0.0, buckets=BOT_MOVES
    ) as world:
        fake, channel = world.fake, world.channel
        ana, bo, cy = world.members
        org = fake.add_member(world.guild, "org", permissions=Perm.MANAGE_EVENTS)
        org2 = fake.add_member(world.guild, "org2", permissions=Perm.MANAGE_EVENTS)
        for name in (
            "**Cup**",
            "Cup <@1>",
            "@everyone cup",
            "x",
            "a" * 60,
            "Cup\u202e",
            "https://x.io",
        ):
            refused = await fake.slash(
                org,
                channel,
                "yamb-tournament-admin create",
                options={"name": name, "format": "swiss"},
            )
            assert refused.ephemeral and "no markup" in (refused.content or ""), name
        refused = await fake.slash(
            org,
            channel,
            "yamb-tournament-admin create",
            options={"name": "Robin", "format": "round-robin", "players": 17},
        )
        assert refused.ephemeral and "at most 16" in (refused.content or "")
        yamm = await fake.slash(
            org,
            channel,
            "yamb-tournament-admin create",
            options={"name": "Yamm Cup", "format": "swiss", "ruleset": "yamm"},
        )  # Kontra, the default mode, needs an announce column: the engine says yamm has none
        assert yamm.ephemeral and "announce column" in (yamm.content or ""), yamm.content
        assert "Yamm" in (yamm.content or "")
        # a level Discord's choices would not offer: refused by the bot too
        asked = Ctx(
            str(world.guild.id), str(channel.id), str(org.id), org.name, organiser=True,
            can_thread=True,
        )
        with pytest.raises(Refusal) as unknown:
            await world.bot.app.tournaments.create(
                asked, name="Cup", format="swiss", bots=2, bot_level="expert"
            )
        assert unknown.value.key == "error-bot-level"
        assert await world.store.guild_tournaments(str(world.guild.id)) == []
        await create(world, org, name="Small Cup", format="swiss", players=2)
        t = await tournament(world)
        early = await fake.slash(org, channel, "yamb-tournament-admin start")
        assert early.ephemeral and "at least two" in (early.content or "")
        assert (await fake.slash(ana, channel, "yamb-tournament join")).ephemeral
        late = await fake.slash(ana, channel, "yamb-tournament join")
        assert late.ephemeral and "already" in (late.content or "")
        await fake.slash(bo, channel, "yamb-tournament join")
        full = await fake.slash(cy, channel, "yamb-tournament join")
        assert full.ephemeral and "full" in (full.content or "")
        stranger = await fake.slash(org, channel, "yamb-tournament drop", options={"member": cy})
        assert stranger.ephemeral and "not in" in (stranger.content or "")
        not_org = await fake.slash(ana, channel, "yamb-tournament drop", options={"member": bo})
        assert not_org.ephemeral and "Manage Events" in (not_org.content or "")
        # a server may let everyone see the organiser's command: the bot still refuses it
        for command in ("start", "cancel"):
            shown = await fake.slash(
                ana, channel, f"yamb-tournament-admin {command}", bypass_checks=True
            )
            assert shown.ephemeral and "Manage Events" in (shown.content or ""), command
        # two organisers start it at the same moment: one starts it
        both = await asyncio.gather(
            fake.slash(org, channel, "yamb-tournament-admin start"),
            fake.slash(org2, channel, "yamb-tournament-admin start"),
        )
        texts = sorted(r.content or "" for r in both)
        assert sum("has started:" in x for x in texts) == 1, texts
        assert sum("started already" in x for x in texts) == 1, texts
        after = await fake.slash(cy, channel, "yamb-tournament join")
        assert after.ephemeral and "no longer" in (after.content or "")
        bad_game = await fake.slash(
            org, channel, "yamb-tournament-admin settle", options={"game": 999, "result": "first"}
        )
        assert bad_game.ephemeral and "#999" in (bad_game.content or "")
        rows = await world.store.tournament_games(t.tournament_id)
        assert len(rows) == 1 and rows[0].score is None
        signup = signup_message(world)
        assert signup is not None and not signup.custom_ids()  # started: no more buttons
        # the organiser settles the game that cannot finish: the tournament ends
        assert rows[0].game_id is not None
        settled = await fake.slash(
            org,
            channel,
            "yamb-tournament-admin settle",
            options={"game": rows[0].game_id, "result": "second"},
        )
        assert settled.ephemeral and "settled" in (settled.content or ""), settled.content
        await fake.wait_for(lambda: bool(posts(world, "is over")), timeout=PATIENCE)
        await finished(world)  # stored once the podium is posted
        winner = (await world.store.tournament_games(t.tournament_id))[0].second_id
        places = {e.user_id: e.place for e in await world.store.entrants(t.tournament_id)}
        assert places[str(winner)] == 1
        info = await world.store.game_info(rows[0].game_id)
        assert info.status == "abandoned"


async def test_more_swiss_rounds_than_the_field_can_play_are_refused_or_capped(
    tmp_path: Path,
) -> None:
    async with running_world(
        tmp_path, players=1, threads=True, bot_pace=0.0, buckets=BOT_MOVES
    ) as world:
        fake, channel = world.fake, world.channel
        org = fake.add_member(world.guild, "org", permissions=Perm.MANAGE_EVENTS)
        # four players at most can meet in three rounds without a pair meeting twice
        refused = await fake.slash(
            org,
            channel,
            "yamb-tournament-admin create",
            options={"name": "Cup", "format": "swiss", "players": 4, "rounds": 5},
        )
        assert refused.ephemeral and "at most 3 rounds" in (refused.content or ""), refused.content
        assert await world.store.guild_tournaments(str(world.guild.id)) == []
        # no limit: more may join, so the start caps the rounds at what its field can play
        await create(world, org, name="Cup", format="swiss", bots=4, bot_level="easy", rounds=10)
        started = await fake.slash(org, channel, "yamb-tournament-admin start")
        assert started.ephemeral and "plays 3 rounds, not 10" in (started.content or "")
        await fake.wait_for(lambda: bool(posts(world, "is over")), timeout=PATIENCE)
        t = await finished(world)  # stored once the podium is posted
        assert len(posts(world, "plays 3 rounds, not 10")) == 1  # told in the channel too
        assert t.rounds == 3
        rows = await world.store.tournament_games(t.tournament_id)
        assert {r.round for r in rows} == {1, 2, 3} and len(rows) == 6
        shown = await fake.slash(org, channel, "yamb-tournament show")
        assert shown.ephemeral and "Cup" in shown.text()


async def test_show_counts_the_rounds_a_knockout_and_a_round_robin_have(tmp_path: Path) -> None:
    async with running_world(
        tmp_path, players=2, threads=True, bot_pace=0.0, buckets=BOT_MOVES
    ) as world:
        fake, channel = world.fake, world.channel
        ana = world.members[0]
        org = fake.add_member(world.guild, "org", permissions=Perm.MANAGE_EVENTS)
        for number, (format, bots, rounds) in enumerate(
            [("knockout", 2, 2), ("round-robin", 1, 3)], 1
        ):
            await create(world, org, name=f"Cup {number}", format=format, bots=bots, mode="duel")
            for member in world.members:
                await fake.slash(member, channel, "yamb-tournament join")
            await fake.slash(org, channel, "yamb-tournament-admin start")
            await fake.wait_for(
                lambda n=number: len(posts(world, "round 1")) == n,
                timeout=PATIENCE,
            )
            shown = await fake.slash(
                ana, channel, "yamb-tournament show", options={"tournament": number}
            )
            assert shown.ephemeral and f"Round 1 of {rounds}:" in shown.text(), shown.text()
        # bot entrants play hard unless the organiser chose another level
        bots = [e.user_id for e in await world.store.entrants(1) if is_bot(e.user_id)]
        assert sorted(bots) == ["bot:hard:1", "bot:hard:2"]


async def test_an_organiser_removes_a_member_who_signed_up(tmp_path: Path) -> None:
    async with running_world(tmp_path, players=1, threads=True) as world:
        fake, channel = world.fake, world.channel
        (ana,) = world.members
        org = fake.add_member(world.guild, "org", permissions=Perm.MANAGE_EVENTS)
        await create(world, org, name="Cup", format="swiss")
        await fake.slash(ana, channel, "yamb-tournament join")
        removed = await fake.slash(org, channel, "yamb-tournament drop", options={"member": ana})
        assert removed.ephemeral, removed.content
        assert f"{ana.name} is no longer signed up for **Cup**" in (removed.content or "")
        assert await world.store.entrants((await tournament(world)).tournament_id) == []
        await fake.slash(ana, channel, "yamb-tournament join")
        left = await fake.slash(ana, channel, "yamb-tournament drop")
        assert left.ephemeral and "You left **Cup**" in (left.content or ""), left.content


def rows_of(db: Path) -> list[tuple[int, int, int, str, str | None, int | None, float | None]]:
    """The tournament's games as the bot process stored them (read beside it)."""
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=10)
    try:
        return conn.execute(
            "SELECT round, board, replay, first_id, second_id, game_id, score "
            "FROM tournament_games ORDER BY round, board, replay"
        ).fetchall()
    except sqlite3.OperationalError:  # not made yet
        return []
    finally:
        conn.close()


def status_of(db: Path) -> str | None:
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=10)
    try:
        found = conn.execute("SELECT status FROM tournaments").fetchall()
        return str(found[0][0]) if found else None
    except sqlite3.OperationalError:
        return None
    finally:
        conn.close()


async def test_a_kill_between_two_rounds_neither_loses_nor_doubles_one(tmp_path: Path) -> None:
    """Eight bot entrants play at once: the bot process is killed as round 2 is being paired
    and started, then started again; the tournament ends with four rounds of four games,
    every pair once, each round posted once and every game played once."""
    async with process_world(tmp_path) as world:
        fake, channel = world.fake, world.channel
        org = fake.add_member(world.guild, "org", permissions=Perm.MANAGE_EVENTS)
        created = await fake.slash(
            org,
            channel,
            "yamb-tournament-admin create",
            options={"name": "Night Cup", "format": "swiss", "bots": 8},
        )
        assert created.ephemeral, created.content
        await fake.slash(org, channel, "yamb-tournament-admin start")
        # the database is the bot's own state: looked at again and again (the fake's wait_for
        # looks only when Discord hears something, and nothing is said once the podium is up:
        # it waited for the next tick's requests, up to a minute)
        await poll(lambda: any(r[0] >= 2 for r in rows_of(world.db)), "round 2 paired")
        await world.process.kill()
        killed_at = rows_of(world.db)
        await world.process.start()
        await poll(lambda: status_of(world.db) == "finished", "the tournament finished")
        rows = rows_of(world.db)
        assert len(killed_at) < len(rows)  # it was killed before the end
        assert [(r[0], r[1]) for r in rows] == [(n, b) for n in (1, 2, 3, 4) for b in (1, 2, 3, 4)]
        pairs = {frozenset((r[3], r[4])) for r in rows}
        assert len(pairs) == 16 and all(r[6] is not None for r in rows)
        games = {r[5] for r in rows}
        assert len(games) == 16 and None not in games
        conn = sqlite3.connect(f"file:{world.db}?mode=ro", uri=True)
        try:
            made = conn.execute(
                "SELECT COUNT(*), SUM(status = 'finished') FROM games "
                "WHERE channel_id LIKE 'tournament:%'"
            ).fetchone()
        finally:
            conn.close()
        assert tuple(made) == (16, 16)  # no game made twice, none left behind
        await fake.wait_for(
            lambda: any("is over" in (m.content or "") for m in fake.messages(channel)),
            timeout=PATIENCE,
        )
        public = [m for m in fake.messages(channel) if m.visible_to is None]
        for n in (1, 2, 3, 4):
            assert sum(f"round {n}" in (m.content or "") for m in public) == 1
        assert sum("is over" in (m.content or "") for m in public) == 1


HOUR = 3600.0


async def test_a_slow_round_robin_over_days_pings_by_dm_and_forfeits_a_timeout(
    tmp_path: Path,
) -> None:
    """Four entrants in slow pace: members are told their turns by direct message; the days
    pass between rounds; in the last round Ana never moves, and with the server's slow turns
    ending the game at their limit, her game is a forfeit: she loses it and the tournament
    ends."""
    clock = Clock(1_800_000_000.0)
    async with many_bots_world(tmp_path, players=2, clock=clock) as world:
        fake, channel = world.fake, world.channel
        ana, bo = world.members
        org = fake.add_member(world.guild, "org", permissions=Perm.MANAGE_EVENTS)
        admin = fake.add_member(world.guild, "admin", permissions=Perm.MANAGE_GUILD)
        await fake.slash(admin, channel, "yamb-settings", options={"slow_timeout": "end"})
        await create(
            world,
            org,
            name="Winter League",
            format="round-robin",
            bots=2,
            bot_level="easy",
            pace="slow",
        )
        signup = signup_message(world)
        assert signup is not None and "over days" in signup.text()
        for member in (ana, bo):
            await fake.click(member, signup, signup.button("Join")["custom_id"])
        await fake.slash(org, channel, "yamb-tournament-admin start")
        t = await tournament(world)
        for round_no in (1, 2):
            title = f"round {round_no}"
            await fake.wait_for(lambda: bool(posts(world, title)), timeout=PATIENCE)  # noqa: B023
            # the members' games of the round are played, a move now and then over the day
            for _ in range(20_000):
                if (await tournament(world)).status != "running" or posts(
                    world, f"round {round_no + 1}"
                ):
                    break
                moved = False
                for thread in threads(world):
                    info = await world.store.game_in_channel(str(thread.id))
                    if info is not None and info.status == "active":
                        moved |= await quick_step(world, thread)
                if not moved:
                    # counted before the tick: what the tick itself wrote ends the wait
                    writes = fake.write_count
                    clock.now += 600
                    await world.bot._tick()
                    with contextlib.suppress(AssertionError):
                        await world.changed_since(writes, timeout=1.0)
            else:
                raise AssertionError(f"round {round_no} never ended: {world.last_seen()}")
            clock.now += 20 * HOUR  # a day between rounds
            await world.bot._tick()
        assert dms(world, ana) and dms(world, bo)  # slow games tell turns by direct message
        assert any("Your turn" in (m.content or "") for m in dms(world, ana))
        await fake.wait_for(lambda: bool(posts(world, "round 3")), timeout=PATIENCE)
        rows = await world.store.tournament_games(t.tournament_id)
        (mine,) = [r for r in rows if r.round == 3 and str(ana.id) in (r.first_id, r.second_id)]
        # Ana does not touch her game: Bo plays until it waits on her alone
        for _ in range(200):
            info = await world.store.game_info(mine.game_id or 0)
            waiting = (await world.store.load_game(info.game_id)).game
            assert waiting is not None
            if list(waiting.decision().players) == [str(ana.id)]:
                break
            for thread in threads(world):
                found = await world.store.game_in_channel(str(thread.id))
                if found is not None and found.game_id == mine.game_id:
                    await quick_step(world, thread, only=bo)
        else:
            raise AssertionError("the game never waited on Ana alone")
        for _ in range(200):  # Bo's other game, if it is still going, ends
            bo_games = [
                r
                for r in await world.store.tournament_games(t.tournament_id)
                if r.round == 3
                and r.game_id != mine.game_id
                and r.score is None
                and str(bo.id) in (r.first_id, r.second_id)
            ]
            if not bo_games:
                break
            for thread in threads(world):
                await quick_step(world, thread, only=bo)
        clock.now += 13 * HOUR
        await world.bot._tick()
        clock.now += 13 * HOUR
        await world.bot._tick()
        await fake.wait_for(lambda: bool(posts(world, "is over")), timeout=PATIENCE)
        await finished(world)  # stored once the podium is posted
        decided = next(
            r for r in await world.store.tournament_games(t.tournament_id) if r.key == mine.key
        )
        assert decided.forfeit
        info = await world.store.game_info(mine.game_id or 0)
        assert decided.score == (0.0 if decided.first_id == str(ana.id) else 1.0)
        rows = await world.store.tournament_games(t.tournament_id)
        pairs = [frozenset((r.first_id, r.second_id)) for r in rows if r.second_id]
        assert len(pairs) == len(set(pairs)) == 6  # every pair of four, once


@pytest.mark.parametrize("checkin", [None, 30])
async def test_a_start_with_one_player_says_why_it_is_cancelled(
    tmp_path: Path, checkin: int | None
) -> None:
    """At its start time with one player the tournament is cancelled, and says why as it was:
    too few checked in where a check-in left the others out, else too few signed up (it said
    "checked in" of a tournament that had no check-in)."""
    clock = Clock(1_800_000_000.0)
    async with running_world(tmp_path, players=2, threads=True, bot_pace=0.0, clock=clock
                             ) as world:
        fake = world.fake
        ana, bo = world.members
        org = fake.add_member(world.guild, "org", permissions=Perm.MANAGE_EVENTS)
        options: dict[str, object] = {"name": "Lonely Cup", "format": "swiss", "start_in": 60}
        if checkin is not None:
            options["checkin"] = checkin
        await create(world, org, **options)
        signup = signup_message(world)
        assert signup is not None
        for member in (ana, bo):
            await fake.click(member, signup, signup.button("Join")["custom_id"])
        if checkin is not None:  # Ana checks in, Bo does not
            clock.now += 31 * 60
            await world.bot._tick()
            signup = fake.get_message(signup.id)
            await fake.click(ana, signup, signup.button("Check in")["custom_id"])
        else:  # Bo leaves
            await fake.click(bo, signup, signup.button("Leave")["custom_id"])
        clock.now += 61 * 60
        await world.bot._tick()
        await fake.wait_for(lambda: bool(posts(world, "is cancelled")), timeout=PATIENCE)
        (said,) = posts(world, "is cancelled")
        why = "checked in" if checkin is not None else "signed up"
        assert f"**Lonely Cup** is cancelled: fewer than two players {why}." == said.content
        assert (await tournament(world)).status == "cancelled"


async def test_a_tournament_whose_tick_fails_holds_up_no_other(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """Two sign-ups due to start at the same tick; the first one's start fails in a way
    nobody foresaw: the second starts all the same (the loop over them stopped at the first),
    and the first starts at a later tick once the fault is gone."""
    clock = Clock(1_800_000_000.0)
    async with running_world(tmp_path, players=2, threads=True, bot_pace=0.0, clock=clock
                             ) as world:
        fake = world.fake
        org = fake.add_member(world.guild, "org", permissions=Perm.MANAGE_EVENTS)
        for name in ("First Cup", "Second Cup"):
            await create(world, org, name=name, format="swiss", start_in=60)
            signup = signup_message(world)
            assert signup is not None and name in signup.text()
            for member in world.members:
                await fake.click(member, signup, signup.button("Join")["custom_id"])
        first, second = sorted(await world.store.guild_tournaments(str(world.guild.id)),
                               key=lambda t: t.tournament_id)
        flow = world.bot.app.tournaments
        start = flow._start

        async def broken(t: TournamentRow) -> bool:
            if t.tournament_id == first.tournament_id:
                raise RuntimeError("a fault nobody foresaw")
            return await start(t)

        monkeypatch.setattr(flow, "_start", broken)
        clock.now += 61 * 60
        await world.bot._tick()
        assert (await world.store.tournament(first.tournament_id)).status == "signup"
        assert (await world.store.tournament(second.tournament_id)).status == "running"
        assert f"tournament {first.tournament_id}: its tick failed" in caplog.text
        monkeypatch.setattr(flow, "_start", start)
        await world.bot._tick()
        assert (await world.store.tournament(first.tournament_id)).status == "running"


async def test_those_who_do_not_check_in_are_left_out(tmp_path: Path) -> None:
    clock = Clock(1_800_000_000.0)
    async with running_world(
        tmp_path, players=2, threads=True, bot_pace=0.0, buckets=BOT_MOVES, clock=clock
    ) as world:
        fake, channel = world.fake, world.channel
        ana, bo = world.members
        org = fake.add_member(world.guild, "org", permissions=Perm.MANAGE_EVENTS)
        await create(
            world,
            org,
            name="Evening Cup",
            format="swiss",
            bots=1,
            bot_level="easy",
            start_in=60,
            checkin=30,
        )
        signup = signup_message(world)
        assert signup is not None and f"<t:{int(clock.now) + 3600}:F>" in signup.text()
        for member in (ana, bo):
            await fake.click(member, signup, signup.button("Join")["custom_id"])
        early = await fake.slash(ana, channel, "yamb-tournament join")
        assert early.ephemeral and "already" in (early.content or "")
        signup = fake.get_message(signup.id)
        checkin = signup.button("Check in")
        assert checkin.get("disabled")
        too_soon = await fake.slash(ana, channel, "yamb-tournament show")
        assert too_soon.ephemeral and "Check in during the last 30 minutes" in too_soon.text()
        clock.now += 31 * 60
        await world.bot._tick()  # the sign-up is redrawn with the check-in open
        t = await tournament(world)
        assert t.status == "signup"
        done = await fake.click(ana, signup, checkin["custom_id"])
        assert done.message is not None or "checked in" in (done.content or ""), done.content
        assert {e.user_id for e in await world.store.entrants(t.tournament_id) if e.checked_in} >= {
            str(ana.id)
        }
        clock.now += 30 * 60
        await world.bot._tick()  # the start: Bo, who did not check in, is left out
        t = await tournament(world)
        assert t.status == "running"
        entrants = {e.user_id for e in await world.store.entrants(t.tournament_id)}
        assert str(ana.id) in entrants and str(bo.id) not in entrants and len(entrants) == 2
        await fake.wait_for(lambda: bool(posts(world, "round 1")), timeout=PATIENCE)
        # a click on a sign-up message that was not yet redrawn: the check-in has closed
        late = Ctx(str(world.guild.id), str(channel.id), str(ana.id), ana.name)
        with pytest.raises(Refusal) as closed:
            await world.bot.app.tournaments.check_in(late)
        assert say("en", closed.value.key, **closed.value.params) == (
            "The check-in of **Evening Cup** has closed."
        )
        running = await fake.slash(ana, channel, "yamb-tournament leave")
        assert running.ephemeral and "use `/yamb-tournament drop`" in (running.content or "")
        cancelled = await fake.slash(org, channel, "yamb-tournament-admin cancel")
        assert cancelled.ephemeral and "cancelled" in (cancelled.content or "")
        t = await tournament(world)
        assert t.status == "cancelled"
        # leaving one that is over: it says so (it said to drop out of it)
        over = await fake.slash(ana, channel, "yamb-tournament leave",
                                options={"tournament": t.tournament_id})
        assert over.ephemeral and over.content == "**Evening Cup** is over already.", over.content
        (row,) = await world.store.tournament_games(t.tournament_id)
        assert row.game_id is not None
        assert (await world.store.game_info(row.game_id)).status == "abandoned"


async def night_cup_joined(world: World) -> tuple[Member, Message]:
    """The "Night Cup" (swiss duels, starting in an hour, its check-in the last 10 minutes)
    with both members signed up: its organiser and its sign-up message."""
    org = world.fake.add_member(world.guild, "org", permissions=Perm.MANAGE_EVENTS)
    await create(
        world, org, name="Night Cup", format="swiss", mode="duel", start_in=60, checkin=10
    )
    signup = signup_message(world)
    assert signup is not None
    for member in world.members:
        await world.fake.click(member, signup, signup.button("Join")["custom_id"])
    return org, signup


async def test_a_check_in_missed_while_the_bot_was_away_opens_late_and_moves_the_start(
    tmp_path: Path,
) -> None:
    clock = Clock(1_800_000_000.0)
    async with running_world(
        tmp_path, players=2, threads=True, bot_pace=0.0, buckets=BOT_MOVES, clock=clock
    ) as world:
        fake = world.fake
        ana, bo = world.members
        org, signup = await night_cup_joined(world)
        await world.bot._tick()  # nothing yet: the check-in opens in 50 minutes
        # no tick from here to a minute past the start (the bot was away): all the tick knows
        # after a restart is what the store holds
        clock.now += 61 * 60
        await world.bot._tick()
        t = await tournament(world)
        members = {str(ana.id), str(bo.id)}
        assert t.status == "signup" and t.starts_at == clock.now + 10 * 60
        assert {e.user_id for e in await world.store.entrants(t.tournament_id)} == members
        (told,) = posts(world, "opens only now")
        assert f"the start moves to <t:{int(clock.now) + 600}:F>" in told.content
        assert {ana.id, bo.id} <= set(told.pinged)
        signup = fake.get_message(signup.id)
        checkin = signup.button("Check in")
        assert not checkin.get("disabled") and f"<t:{int(clock.now) + 600}:F>" in signup.text()
        for member in (ana, bo):
            await fake.click(member, signup, checkin["custom_id"])
        clock.now += 10 * 60
        await world.bot._tick()  # the start, with both checked in
        t = await tournament(world)
        assert t.status == "running"
        assert {e.user_id for e in await world.store.entrants(t.tournament_id)} == members
        await fake.wait_for(lambda: bool(posts(world, "round 1")), timeout=PATIENCE)


async def test_a_tournament_waits_while_its_server_has_removed_the_bot(tmp_path: Path) -> None:
    """The check-in and the start fall while the server has removed the bot: nothing is sent
    there meanwhile (each request would be a 403), and once the bot is invited back the
    check-in opens late and moves the start, as after the bot was away."""
    clock = Clock(1_800_000_000.0)
    async with running_world(
        tmp_path, players=2, threads=True, bot_pace=0.0, buckets=BOT_MOVES, clock=clock
    ) as world:
        fake, channel = world.fake, world.channel
        await night_cup_joined(world)
        fake.remove_bot(world.guild)
        await poll(lambda: world.bot.get_guild(world.guild.id) is None, "the bot hears it left")
        since = len(fake.request_log)
        clock.now += 61 * 60  # past the check-in's opening and the start
        await world.bot._tick()
        assert not [r for r in fake.request_log[since:] if f"/channels/{channel.id}" in r]
        assert fake.ratelimits.invalid == 0
        assert (await tournament(world)).status == "signup"

        fake.add_bot(world.guild)
        await poll(lambda: world.bot.get_guild(world.guild.id) is not None, "the bot is back")
        await world.bot._tick()
        t = await tournament(world)
        assert t.status == "signup" and t.starts_at == clock.now + 10 * 60
        (told,) = posts(world, "opens only now")
        assert f"the start moves to <t:{int(clock.now) + 600}:F>" in told.content


async def test_an_organisers_start_before_the_check_in_was_opened_leaves_nobody_out(
    tmp_path: Path,
) -> None:
    """The bot was away when the check-in should have opened, and the organiser starts by
    hand before any tick: nobody was asked to check in, so nobody is left out for it."""
    clock = Clock(1_800_000_000.0)
    async with running_world(
        tmp_path, players=2, threads=True, bot_pace=0.0, buckets=BOT_MOVES, clock=clock
    ) as world:
        fake = world.fake
        ana, bo = world.members
        org, signup = await night_cup_joined(world)
        clock.now += 55 * 60  # within the check-in's time, which never opened
        started = await fake.slash(org, world.channel, "yamb-tournament-admin start")
        assert started.ephemeral and "started" in (started.content or ""), started.content
        t = await tournament(world)
        assert t.status == "running"
        members = {str(ana.id), str(bo.id)}
        assert {e.user_id for e in await world.store.entrants(t.tournament_id)} == members
        await fake.wait_for(lambda: bool(posts(world, "round 1")), timeout=PATIENCE)


async def test_a_member_who_drops_loses_the_game_in_play_and_is_paired_no_more(
    tmp_path: Path,
) -> None:
    async with running_world(
        tmp_path, players=1, threads=True, bot_pace=0.0, buckets=BOT_MOVES
    ) as world:
        fake, channel = world.fake, world.channel
        (ana,) = world.members
        org = fake.add_member(world.guild, "org", permissions=Perm.MANAGE_EVENTS)
        await create(world, org, name="Spring Cup", format="swiss", bots=3, bot_level="easy")
        await fake.slash(ana, channel, "yamb-tournament join")
        await fake.slash(org, channel, "yamb-tournament-admin start")
        await fake.wait_for(lambda: bool(posts(world, "round 1")), timeout=PATIENCE)
        t = await tournament(world)
        dropped = await fake.slash(ana, channel, "yamb-tournament drop")
        assert dropped.ephemeral and "plays no more games" in (dropped.content or "")
        again = await fake.slash(ana, channel, "yamb-tournament drop")
        assert again.ephemeral and "cannot drop out" in (again.content or "")
        await fake.wait_for(lambda: bool(posts(world, "is over")), timeout=PATIENCE)
        await finished(world)  # stored once the podium is posted
        rows = await world.store.tournament_games(t.tournament_id)
        (hers,) = [r for r in rows if str(ana.id) in (r.first_id, r.second_id)]
        assert hers.round == 1 and hers.forfeit
        assert hers.score == (0.0 if hers.first_id == str(ana.id) else 1.0)
        assert hers.game_id is not None
        assert (await world.store.game_info(hers.game_id)).status == "abandoned"
        entrants = {e.user_id: e for e in await world.store.entrants(t.tournament_id)}
        assert entrants[str(ana.id)].dropped_from == 2 and entrants[str(ana.id)].place == 4
        shown = await fake.slash(ana, channel, "yamb-tournament show")
        assert shown.ephemeral and "Spring Cup" in shown.text()


async def test_the_list_of_many_tournaments_fits_one_message(tmp_path: Path) -> None:
    async with running_world(tmp_path, players=1, threads=True) as world:
        for n in range(20):
            await world.store.create_tournament(
                guild_id=str(world.guild.id),
                channel_id=str(world.channel.id),
                organiser_id="org",
                name=f"The Very Long Named Cup Number {n:02d} Of Autumn",
                format="round-robin",
                ruleset="classic",
            )
        (ana,) = world.members
        listed = await world.fake.slash(ana, world.channel, "yamb-tournament list")
        assert listed.ephemeral and "Number 19" in (listed.content or "")
        assert len(listed.content or "") <= 2000


def test_a_tied_duel_is_half_a_point_each() -> None:
    """Equal totals share first place, and both are the game's winners: the pairing is a tie
    (a knockout plays it again), not a win for the side paired first."""

    def result(user: str, score: int, place: int, won: bool) -> ResultRow:
        return ResultRow(1, user, "g", "classic", "kontra", None, score, score, place, won, 2,
                         0, 60.0, 0.0)

    assert pairing_score(result("a", 300, 1, True), result("b", 300, 1, True)) == 0.5
    assert pairing_score(result("a", 300, 1, True), result("b", 310, 2, False)) == 1.0
    assert pairing_score(result("a", 310, 2, False), result("b", 300, 1, True)) == 0.0
    # an abandoned game's results name no winner: nobody's win either
    assert pairing_score(result("a", 0, 1, False), result("b", 0, 1, False)) == 0.5


async def two_members_paired(
    world: World, **options: object
) -> tuple[TournamentRow, TournamentGame, Channel]:
    """The world's two members sign up for the knockout "Cup" and its organiser starts it:
    the tournament, its one pairing and the thread its game is stored in."""
    fake = world.fake
    org = fake.add_member(world.guild, "org", permissions=Perm.MANAGE_EVENTS)
    await create(world, org, name="Cup", format="knockout", **options)
    signup = signup_message(world)
    assert signup is not None
    for member in world.members:
        await fake.click(member, signup, signup.button("Join")["custom_id"])
    await fake.slash(org, world.channel, "yamb-tournament-admin start")
    await fake.wait_for(lambda: len(threads(world)) == 1, timeout=PATIENCE)
    (room,) = threads(world)
    # the thread exists before the game moves into it: wait for the store to say so
    deadline = asyncio.get_running_loop().time() + PATIENCE
    while await world.store.game_in_channel(str(room.id)) is None:
        assert asyncio.get_running_loop().time() < deadline, "the game never reached its thread"
        await asyncio.sleep(0.02)
    t = await tournament(world)
    (row,) = await world.store.tournament_games(t.tournament_id)
    return t, row, room


async def test_nobody_ends_or_kicks_in_a_tournament_game(tmp_path: Path) -> None:
    """The first player of a pairing is its game's host, but the host's `/yamb end` (which
    left the game waiting on the other side: a win for the one who ended it) and kick (the
    opponent played by the bot) would decide a pairing; nor may a moderator: the organisers
    settle it."""
    async with running_world(tmp_path, players=2, threads=True, bot_pace=0.0) as world:
        fake = world.fake
        moderator = fake.add_member(world.guild, "mod", permissions=Perm.MANAGE_CHANNELS)
        t, row, room = await two_members_paired(world, mode="duel")
        ids = {str(m.id): m for m in world.members}
        first, second = ids[row.first_id], ids[row.second_id or ""]
        info = await world.store.game_in_channel(str(room.id))
        assert info is not None and info.host_id == row.first_id
        await fake.wait_for(lambda: in_room(world, room).current() is not None, timeout=PATIENCE)
        while await world.store.game_in_channel(str(room.id)) is not None:  # the first turn
            await quick_step(world, room, first)
            found = await world.store.load_game(info.game_id)
            assert found.game is not None
            if row.second_id in found.game.decision().players:
                break
        before = await world.store.game_info(info.game_id)
        for who, command, options in (
            (first, "yamb end", {}),
            (first, "yamb kick", {"member": second}),
            (moderator, "yamb end", {}),
            (moderator, "yamb kick", {"member": first}),
        ):
            refused = await fake.slash(who, room, command, options=options)
            assert refused.ephemeral, (who.name, command)
            assert "tournament **Cup**" in (refused.content or ""), refused.content
            assert f"settle game:{info.game_id}" in (refused.content or "")
        after = await world.store.game_info(info.game_id)
        assert after.status == "active" and after.seq == before.seq
        for kept in ("away", "kicked"):  # nobody marked away or kicked
            assert after.ui_state.get(kept, []) == before.ui_state.get(kept, []) == []
        (row,) = await world.store.tournament_games(t.tournament_id)
        assert row.score is None


async def test_a_deleted_game_that_waited_on_both_sides_is_nobodys_loss(tmp_path: Path) -> None:
    """A Kontra game right after the first throw waits on its writer and its thrower at once:
    when its thread is deleted, neither ran out, so the pairing is a tie (a knockout replays
    it), not a loss for whoever was paired first."""
    async with running_world(tmp_path, players=2, threads=True, bot_pace=0.0) as world:
        fake = world.fake
        t, row, room = await two_members_paired(world)  # Kontra duels
        assert row.game_id is not None
        await fake.wait_for(lambda: in_room(world, room).current() is not None, timeout=PATIENCE)
        found = await world.store.load_game(row.game_id)
        assert found.game is not None
        thrower = next(m for m in world.members if str(m.id) == found.game.thrower)
        await quick_step(world, room, thrower)  # the first throw
        found = await world.store.load_game(row.game_id)
        assert found.game is not None
        assert set(found.game.decision().players) == {row.first_id, row.second_id}

        def shown() -> bool:  # the thread shows the throw (the writer may announce) and the intro
            message = in_room(world, room).current()
            intro = any("Good luck" in (m.content or "") for m in fake.messages(room))
            return intro and message is not None and options_of(message, "announce") is not None

        await fake.wait_for(shown, timeout=PATIENCE)
        fake.delete_channel(room)

        async def decided() -> bool:
            rows = await world.store.tournament_games(t.tournament_id)
            return any(r.key == row.key and r.score is not None for r in rows)

        deadline = asyncio.get_running_loop().time() + PATIENCE
        while not await decided():
            assert asyncio.get_running_loop().time() < deadline, "the pairing was never decided"
            await world.bot._tick()
            await asyncio.sleep(0.05)
        rows = await world.store.tournament_games(t.tournament_id)
        (same,) = [r for r in rows if r.key == row.key]
        assert same.score == 0.5 and same.forfeit
        assert any(r.replay == 1 for r in rows)  # a tied knockout game is played again


async def test_a_deleted_tournament_channel_is_not_asked_for_again_and_again(
    tmp_path: Path,
) -> None:
    """The tournament's channel deleted takes its games' threads with it: each game ends and
    its pairing is decided; the note for the channel the thread came from is dropped, since
    that channel is gone too (it was posted again at once, 20 times a second, for ever)."""
    # refusals: the calls that find the channels gone (each answered 404)
    async with running_world(
        tmp_path, players=2, threads=True, bot_pace=0.0, refusals=True
    ) as world:
        fake = world.fake
        t, row, room = await two_members_paired(world, mode="duel")
        assert row.game_id is not None
        await fake.wait_for(lambda: in_room(world, room).current() is not None, timeout=PATIENCE)
        fake.delete_channel(world.channel)
        display = world.bot.app.display

        async def settled() -> bool:
            (found,) = await world.store.tournament_games(t.tournament_id)
            task = display._tasks.get(row.game_id)
            return found.score is not None and (task is None or task.done())

        deadline = asyncio.get_running_loop().time() + PATIENCE
        while not await settled():
            assert asyncio.get_running_loop().time() < deadline, "the display never stopped"
            await world.bot._tick()
            await asyncio.sleep(0.05)
        info = await world.store.game_info(row.game_id)
        assert (info.status, info.end_reason) == ("abandoned", "channel deleted")
        assert info.ui_state.get("outbox", []) == []  # nowhere left to post it
        gone = {str(world.channel.id), str(room.id)}
        asked = [r for r in fake.faults.requests if r.status == 404
                 and any(f"/channels/{c}/" in r.path + "/" for c in gone)]
        assert len(asked) <= 4, [(r.method, r.path) for r in asked]


async def test_a_podium_discord_did_not_take_is_posted_at_the_next_tick(tmp_path: Path) -> None:
    """The last result in, the podium's post fails (a server error): the tournament waits,
    running, and the next tick posts it, once, and then finishes it (finished first, it was
    never posted: the tick looks only at running tournaments)."""
    async with running_world(tmp_path, players=2, threads=True, bot_pace=0.0) as world:
        fake = world.fake
        t, row, room = await two_members_paired(world, mode="duel")
        assert row.game_id is not None
        org = next(m for m in world.guild.members.values() if m.name == "org")
        failed = fake.faults.fail(f"POST /channels/{world.channel.id}/messages", status=500)
        settled = await fake.slash(org, world.channel, "yamb-tournament-admin settle",
                                   options={"game": row.game_id, "result": "first"})
        assert settled.ephemeral and "settled" in (settled.content or ""), settled.content
        # the tournament goes on after the answer (its advance runs beside it): waited for
        await poll(lambda: failed.hits == 1, "the podium's post tried")
        assert (await tournament(world)).status == "running" and not posts(world, "is over")
        await world.bot._tick()
        await fake.wait_for(lambda: bool(posts(world, "is over")), timeout=PATIENCE)
        await finished(world)  # stored once the podium is posted
        assert (await tournament(world)).status == "finished"
        winner = next(e for e in await world.store.entrants(t.tournament_id) if e.place == 1)
        assert winner.user_id == row.first_id
        await world.bot._tick()
        assert len(posts(world, "is over")) == 1


async def test_in_a_games_thread_the_tournament_meant_is_the_games(tmp_path: Path) -> None:
    """Without `tournament:`, a command in a game's thread is about that game's tournament,
    not the newest one open in the server (a `drop` there would leave another one)."""
    async with running_world(tmp_path, players=2, threads=True, bot_pace=0.0) as world:
        fake = world.fake
        ana = world.members[0]
        _, _, room = await two_members_paired(world, mode="duel")
        org = fake.add_member(world.guild, "org2", permissions=Perm.MANAGE_EVENTS)
        later = await fake.slash(
            org,
            world.channel,
            "yamb-tournament-admin create",
            options={"name": "Later Open", "format": "swiss"},
        )
        assert later.ephemeral and "is open" in (later.content or ""), later.content
        shown = await fake.slash(ana, room, "yamb-tournament show")
        assert shown.ephemeral and "Cup" in shown.text() and "Later Open" not in shown.text()
        outside = await fake.slash(ana, world.channel, "yamb-tournament show")
        assert "Later Open" in outside.text()  # elsewhere: the newest open one, as before
        # a game settled without `tournament:` is its own tournament's (it was refused: the
        # newest open one here, the sign-up, holds no such game)
        game = await world.store.game_in_channel(str(room.id))
        assert game is not None
        settled = await fake.slash(org, world.channel, "yamb-tournament-admin settle",
                                   options={"game": game.game_id, "result": "first"})
        assert settled.ephemeral and "settled" in (settled.content or ""), settled.content
        assert "Cup" in (settled.content or "")


async def test_a_settle_made_while_the_display_fails_unforeseen_still_takes_the_buttons(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The settle's news comes while the display is busy with the game's first posts (the
    thread's intro), and that pass then fails in a way nobody foresaw: the news is still
    drawn (the display gave up on the game with the news unseen, its buttons left on)."""
    async with running_world(tmp_path, players=2, threads=True, bot_pace=0.0) as world:
        fake, app = world.fake, world.bot.app
        reached, settled = asyncio.Event(), asyncio.Event()

        async def fails_after_the_settle(*_: object, **__: object) -> None:
            reached.set()
            await settled.wait()
            raise RuntimeError("unforeseen")

        monkeypatch.setattr(app, "display_sent", fails_after_the_settle)
        _, row, room = await two_members_paired(world, mode="duel")
        assert row.game_id is not None
        await asyncio.wait_for(reached.wait(), PATIENCE)  # the intro is posted, not yet stored
        await fake.wait_for(lambda: in_room(world, room).current() is not None, timeout=PATIENCE)
        org = fake.add_member(world.guild, "org2", permissions=Perm.MANAGE_EVENTS)
        options = {"game": row.game_id, "result": "first"}
        done = await fake.slash(org, world.channel, "yamb-tournament-admin settle", options=options)
        assert done.ephemeral and "settled" in done.text(), done.text()
        monkeypatch.undo()
        settled.set()
        await fake.wait_for(lambda: in_room(world, room).current() is None, timeout=PATIENCE)


async def test_a_display_that_fails_unforeseen_on_every_pass_stops_after_three(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """News during a failed pass is drawn by another pass, but a failure that repeats (here
    with news every time) is tried three times in a row, not forever."""
    async with running_world(tmp_path, players=2, threads=True, bot_pace=0.0) as world:
        app = world.bot.app
        tries: list[int] = []

        async def fails_with_news(game_id: int, *_: object) -> None:
            tries.append(game_id)
            app.display.wake(game_id)  # news came meanwhile, every time
            raise RuntimeError("unforeseen")

        monkeypatch.setattr(app, "display_sent", fails_with_news)
        _, row, _ = await two_members_paired(world, mode="duel")
        game_id = row.game_id
        assert game_id is not None

        await poll(lambda: len(tries) >= 3, "the display tries the game three times")
        assert await app.display.settled(game_id, PATIENCE)  # and gives up on it
        assert tries == [game_id] * 3


@pytest.mark.parametrize("how", ["settle", "cancel"])
async def test_a_game_the_organiser_decides_loses_its_buttons_in_the_same_write(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    """A pairing settled, or the tournament cancelled, ends its running game and takes its
    message's buttons away in one write: a kill between left them on an ended game."""
    async with running_world(tmp_path, players=2, threads=True, bot_pace=0.0) as world:
        fake = world.fake
        t, row, room = await two_members_paired(world, mode="duel")
        game_id = row.game_id
        assert game_id is not None

        async def shown() -> int | None:  # the game's message, once posted and stored
            return (await world.store.game_info(game_id)).ui_state.get("message")

        async def stored() -> bool:
            return await shown() is not None

        await poll(stored, "the game's message is shown and stored")
        message = await shown()
        org = fake.add_member(world.guild, "org2", permissions=Perm.MANAGE_EVENTS)

        async def killed(*_: object, **__: object) -> None:  # any later write: not done
            raise RuntimeError("killed")

        monkeypatch.setattr(world.store, "update_ui_state", killed)
        options = {"game": game_id, "result": "first"} if how == "settle" else {}
        done = await fake.slash(
            org, world.channel, f"yamb-tournament-admin {how}", options=options
        )
        assert done.ephemeral and ("settled" if how == "settle" else "cancelled") in done.text()
        info = await world.store.game_info(game_id)
        assert info.status == "abandoned"
        assert info.ui_state.get("message") is None and str(message) in info.ui_state["stale"]
        monkeypatch.undo()
        await fake.wait_for(lambda: in_room(world, room).current() is None, timeout=PATIENCE)
