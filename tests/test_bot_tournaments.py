"""Tournaments through the real discord.py client and the fake Discord: an organiser opens the
sign-up, members join with its button, bot entrants fill the field, each round is paired and
posted with a picture, members play their games in threads of their own (both pinged), games
between bots are played at once and unseen, and the podium ends it with the final standings;
plain members are refused the organiser's commands, by Discord and by the bot."""

from __future__ import annotations

import asyncio
import contextlib
from dataclasses import dataclass
from pathlib import Path

from bot.store import TournamentRow
from tests.botworld import PATIENCE, World, button_of, mentioned, options_of, running_world
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
        world.fake, world.guild, world.channel, world.members, world.bot, world.store,
        world.db_path, world.seen_refusals, room,
    )


async def tournament(world: World) -> TournamentRow:
    (found,) = await world.store.guild_tournaments(str(world.guild.id))
    return found


def threads(world: World) -> list[Channel]:
    return [c for c in world.fake.channels.values() if c.parent_id == world.channel.id]


async def quick_step(world: World, room: Channel) -> bool:
    """One decision in a game's thread by a member it waits on, the quickest way through a
    game: write (or cross, or announce) the first cell offered, else say enough, else throw.
    False if nobody here could act (the message moved on meanwhile)."""
    message = in_room(world, room).current()
    if message is None:
        return False
    ids = {str(m.id): m for m in world.members}
    who = [ids[u] for u in mentioned(message) if u in ids]
    if not who:
        return False
    info = await world.store.game_in_channel(str(room.id))
    before = None if info is None else info.seq
    for verb in ("write", "cross", "announce"):
        found = options_of(message, verb)
        if found is not None:
            custom, values = found
            cells = [v for v in values if not v.startswith("g|")] or values
            try:
                await world.fake.select(who[0], message, custom, [cells[0]])
            except (LookupError, ValueError):
                return False
            break
    else:
        for verb in ("stop", "throw"):
            buttons = button_of(message, verb)
            if buttons:
                try:
                    await world.fake.click(who[0], message, buttons[0])
                except (LookupError, ValueError):
                    return False
                break
        else:
            return False
    info = await world.store.game_in_channel(str(room.id))
    return info is None or info.seq != before


async def play_members_games(world: World, limit: int = 40_000) -> None:
    """The members play every game of theirs that waits on them, thread by thread, until the
    tournament is over."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 6 * PATIENCE
    for _ in range(limit):
        t = await tournament(world)
        if t.status != "running":
            return
        moved = False
        for thread in threads(world):
            info = await world.store.game_in_channel(str(thread.id))
            if info is None or info.status != "active":
                continue
            moved |= await quick_step(world, thread)
        if moved:
            deadline = loop.time() + 6 * PATIENCE
        else:
            if loop.time() > deadline:
                raise AssertionError(f"the tournament stalled: {await tournament(world)}")
            with contextlib.suppress(AssertionError):
                await world.changed_since(world.fake.write_count, timeout=2.0)
    raise AssertionError("the tournament did not end")


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


async def test_a_swiss_of_16_with_12_bots_and_4_members_is_played_to_the_podium(
    tmp_path: Path,
) -> None:
    async with running_world(tmp_path, players=4, threads=True, bot_pace=0.0) as world:
        fake, channel = world.fake, world.channel
        org = fake.add_member(world.guild, "org", permissions=Perm.MANAGE_EVENTS)
        await create(world, org, name="Autumn Cup", format="swiss", bots=12)
        signup = signup_message(world)
        assert signup is not None and "12 players" in signup.text()
        join = signup.button("Join")["custom_id"]
        for member in world.members:
            joined = await fake.click(member, signup, join)
            assert joined.message is not None, joined.content  # the sign-up, redrawn
        signup = fake.get_message(signup.id)
        assert "16 players" in signup.text() and "dee" in signup.text()
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
        await play_members_games(world)
        t = await tournament(world)
        assert t.status == "finished" and t.rounds == 5
        rows = await world.store.tournament_games(t.tournament_id)
        assert {r.round for r in rows} == {1, 2, 3, 4, 5}
        assert all(r.score is not None for r in rows) and all(r.second_id for r in rows)
        pairs = [frozenset((r.first_id, r.second_id)) for r in rows]
        assert len(pairs) == len(set(pairs)) == 40  # eight boards a round, never twice
        for n in range(1, 6):
            assert len(posts(world, f"round {n}")) == 1  # each round posted once
        await fake.wait_for(lambda: bool(posts(world, "is over")), timeout=PATIENCE)
        (podium,) = posts(world, "is over")
        assert "🥇" in podium.content and podium.attachments[0].image_size()
        places = {e.user_id: e.place for e in await world.store.entrants(t.tournament_id)}
        assert sorted(places.values()) == list(range(1, 17))
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
    async with running_world(tmp_path, players=2, threads=True, bot_pace=0.0) as world:
        fake, channel = world.fake, world.channel
        org = fake.add_member(world.guild, "org", permissions=Perm.MANAGE_EVENTS)
        await create(world, org, name="Cup", format="knockout", bots=4, mode="duel")
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
        (podium,) = posts(world, "is over")
        picture = podium.attachments[0]
        assert picture.image_size() is not None and "Cup" in (picture.description or "")


async def test_bad_tournament_input_is_refused_privately(tmp_path: Path) -> None:
    async with running_world(tmp_path, players=3, threads=True, bot_pace=0.0) as world:
        fake, channel = world.fake, world.channel
        ana, bo, cy = world.members
        org = fake.add_member(world.guild, "org", permissions=Perm.MANAGE_EVENTS)
        org2 = fake.add_member(world.guild, "org2", permissions=Perm.MANAGE_EVENTS)
        for name in ("**Cup**", "Cup <@1>", "@everyone cup", "x", "a" * 60, "Cup\u202e",
                     "https://x.io"):
            refused = await fake.slash(
                org,
                channel,
                "yamb-tournament-admin create",
                options={"name": name, "format": "swiss"},
            )
            assert refused.ephemeral and "no markup" in (refused.content or ""), name
        refused = await fake.slash(
            org, channel, "yamb-tournament-admin create",
            options={"name": "Robin", "format": "round-robin", "players": 17},
        )
        assert refused.ephemeral and "at most 16" in (refused.content or "")
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
        stranger = await fake.slash(
            org, channel, "yamb-tournament drop", options={"member": cy}
        )
        assert stranger.ephemeral and "not in" in (stranger.content or "")
        not_org = await fake.slash(ana, channel, "yamb-tournament drop", options={"member": bo})
        assert not_org.ephemeral and "Manage Events" in (not_org.content or "")
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
            org, channel, "yamb-tournament-admin settle",
            options={"game": rows[0].game_id, "result": "second"},
        )
        assert settled.ephemeral and "settled" in (settled.content or ""), settled.content
        await fake.wait_for(lambda: bool(posts(world, "is over")), timeout=PATIENCE)
        winner = (await world.store.tournament_games(t.tournament_id))[0].second_id
        places = {e.user_id: e.place for e in await world.store.entrants(t.tournament_id)}
        assert places[str(winner)] == 1
        info = await world.store.game_info(rows[0].game_id)
        assert info.status == "abandoned"
