"""Seasons through the real discord.py client and the fake Discord: the clock moves over a
month's end; the new season's board starts empty of the old games, the old one is read by
`season:`, all time keeps both, and the ended season's top three are posted once, with a
picture, in the server's season channel (two ticks, one post)."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest

from bot.seasons import Season
from tests.botworld import World, running_world
from tests.clock import Clock
from tests.fakediscord.faults import Routes
from tests.fakediscord.models import Member, Message
from tests.store_crash_worker import Spec, new_game, play_out

OCTOBER = Season("month", 2026, 10)


async def finished_game(world: World, players: list[Member], seed: int) -> dict[str, int]:
    """A whole two-player classic game played through the store (random legal moves) in the
    world's server: the players' totals."""
    ids = tuple(str(m.id) for m in players)
    await world.store.remember_users({str(m.id): m.name for m in players})
    stored = await new_game(
        world.store, Spec("classic", "standard", ids), guild=str(world.guild.id),
        channel=f"season-test-{seed}",
    )
    stored = await play_out(world.store, stored, random.Random(seed))
    assert stored.info.status == "finished" and stored.game is not None
    return stored.game.totals()


def announcements(world: World) -> list[Message]:
    """The bot's own posts in the channel (leaderboards answer commands with embeds)."""
    return [
        m
        for m in world.fake.messages(world.channel)
        if m.visible_to is None and m.interaction_id is None and m.attachments
    ]


async def board(world: World, who: Member, **options: object) -> str:
    shown = await world.fake.slash(
        who, world.channel, "yamb-scores leaderboard", options=dict(options)
    )
    assert shown.message is not None, shown.content
    return shown.message.text()


async def test_a_new_season_starts_every_board_again(tmp_path: Path) -> None:
    clock = Clock(OCTOBER.end - 3 * 3600)
    async with running_world(tmp_path, players=3, clock=clock) as world:
        fake, channel = world.fake, world.channel
        ana, bo, cy = world.members
        admin = fake.add_member(world.guild, "admin", permissions=0x20)  # Manage Server
        shown = await fake.slash(
            admin, channel, "yamb-settings", options={"season_channel": channel}
        )
        assert shown.ephemeral and f"<#{channel.id}>" in str(shown.embeds)
        assert "calendar months" in str(shown.embeds)  # the default
        await finished_game(world, [ana, bo], 1)
        await finished_game(world, [ana, bo], 2)
        october = await board(world, ana, period="season")
        assert "season 2026-10" in october and "ana" in october and "bo" in october

        clock.now = OCTOBER.end + 300  # five minutes into November
        await finished_game(world, [cy, bo], 3)
        november = await board(world, ana, period="season")
        assert "season 2026-11" in november
        ranked = november.rsplit("\n", 1)[0]  # the footer names who asked
        assert "cy" in ranked and "bo" in ranked and "ana" not in ranked
        assert november.endswith("ana: not on this board yet · page 1 of 1"), november
        earlier = await board(world, cy, season="2026-10")
        ranked = earlier.rsplit("\n", 1)[0]
        assert "season 2026-10" in ranked and "ana" in ranked and "cy" not in ranked
        everything = await board(world, cy)
        assert all(name in everything for name in ("ana", "bo", "cy"))

        await world.bot._tick()
        await world.bot._tick()  # never twice
        posts = announcements(world)
        assert len(posts) == 1, [p.content for p in posts]
        post = posts[0]
        text = post.content or ""
        assert "Season 2026-10 is over" in text and "Classic" in text
        assert "ana" in text and "bo" in text and "cy" not in text
        assert "Season 2026-11 has begun" in text
        (picture,) = post.attachments
        assert picture.filename == "yamb-season-2026-10.png"
        assert picture.image_size() is not None and "ana" in (picture.description or "")
        claimed = await world.store.unsent_season_announcements()
        assert claimed == []

        # a month later, November's top three: Cy and Bo only
        clock.now = Season("month", 2026, 12).start + 60
        await world.bot._tick()
        last = announcements(world)[-1]
        assert "Season 2026-11 is over" in (last.content or "")
        assert "ana" not in (last.content or "")


async def test_season_refusals_are_private_and_change_nothing(tmp_path: Path) -> None:
    clock = Clock(OCTOBER.start + 86400)
    async with running_world(tmp_path, players=1, clock=clock) as world:
        fake, channel = world.fake, world.channel
        (ana,) = world.members
        # junk after the name is refused, however many spaces stand before it
        for label in ("2026-13", "<@1> everyone", "2026-11", "x" * 3000,
                      "2026-10" + " " * 13 + "junk"):
            refused = await fake.slash(
                ana, channel, "yamb-scores leaderboard", options={"season": label}
            )
            assert refused.ephemeral and "2026-Q3" in (refused.content or ""), label
        admin = fake.add_member(world.guild, "admin", permissions=0x20)
        await fake.slash(admin, channel, "yamb-settings", options={"season": "off"})
        off = await fake.slash(
            ana, channel, "yamb-scores leaderboard", options={"period": "season"}
        )
        assert off.ephemeral and "no seasons" in (off.content or ""), off.content
        # an earlier season by name is still there with seasons off
        named = await fake.slash(
            ana, channel, "yamb-scores leaderboard", options={"season": "2026-09"}
        )
        assert named.message is not None and "season 2026-09" in named.message.text()
        with pytest.raises(PermissionError):  # Discord shows /yamb-settings to admins only
            await fake.slash(ana, channel, "yamb-settings", options={"season": "month"})
        assert (await world.store.guild_settings(str(world.guild.id))).season == "off"


async def season_channel_with_october_played(world: World) -> Member:
    """The admin who chose the world's channel for the seasons' top three, after a game of
    Ana and Bo in October (the clock is still in October)."""
    admin = world.fake.add_member(world.guild, "admin", permissions=0x20)  # Manage Server
    await world.fake.slash(
        admin, world.channel, "yamb-settings", options={"season_channel": world.channel}
    )
    await finished_game(world, list(world.members[:2]), 1)
    return admin


async def test_a_season_post_that_fails_is_tried_again_for_a_week_then_given_up(
    tmp_path: Path,
) -> None:
    clock = Clock(OCTOBER.end - 3600)
    async with running_world(tmp_path, players=2, clock=clock, refusals=True) as world:
        await season_channel_with_october_played(world)
        # the bot may not post in the channel (an admin took its access away)
        refused = world.fake.faults.fail(
            Routes.SEND_MESSAGE, status=403, code=50001, message="Missing Access", times=None
        )
        clock.now = OCTOBER.end + 60
        await world.bot._tick()
        assert refused.hits >= 1 and announcements(world) == []
        assert [s for _, s, _ in await world.store.unsent_season_announcements()] == ["2026-10"]
        # each refusal counts toward Discord's invalid-request limit: not every tick, but
        # after a wait that doubles (a minute, two, ... an hour)
        hits = refused.hits
        for seconds in (30, 59):
            clock.now = OCTOBER.end + 60 + seconds
            await world.bot._tick()
        assert refused.hits == hits
        clock.now = OCTOBER.end + 60 + 60
        await world.bot._tick()
        assert refused.hits == hits + 1
        clock.now += 119
        await world.bot._tick()
        assert refused.hits == hits + 1
        clock.now += 1
        await world.bot._tick()
        assert refused.hits == hits + 2
        clock.now = OCTOBER.end + 6 * 86400  # still within the week: tried again, still refused
        hits = refused.hits
        await world.bot._tick()
        assert refused.hits > hits and announcements(world) == []

        clock.now = OCTOBER.end + 7 * 86400 + 60  # past the week: given up, nothing owed
        hits = refused.hits
        await world.bot._tick()
        assert refused.hits == hits
        assert await world.store.unsent_season_announcements() == []
        world.fake.faults.clear()  # access comes back: October is not posted weeks late
        clock.now = OCTOBER.end + 21 * 86400
        await world.bot._tick()
        assert announcements(world) == []


async def test_a_deleted_season_channel_is_not_tried_again(tmp_path: Path) -> None:
    """The seasons' channel deleted: the post fails once (404 Unknown Channel), the setting is
    turned off (as a deleted daily channel's), and no more requests go there (it was tried
    at every tick for the week a post is owed)."""
    clock = Clock(OCTOBER.end - 3600)
    async with running_world(tmp_path, players=2, clock=clock, refusals=True) as world:
        fake = world.fake
        admin = fake.add_member(world.guild, "admin", permissions=0x20)  # Manage Server
        news = fake.add_text_channel(world.guild, "news")
        await fake.slash(admin, world.channel, "yamb-settings", options={"season_channel": news})
        await finished_game(world, list(world.members[:2]), 1)
        fake.delete_channel(news)
        clock.now = OCTOBER.end + 60
        for _ in range(3):
            await world.bot._tick()
            clock.now += 3600
        there = [r for r in fake.faults.requests if str(news.id) in r.path]
        assert [(r.method, r.status) for r in there] == [("POST", 404)], there
        settings = await world.store.guild_settings(str(world.guild.id))
        assert settings.season_channel is None
        assert await world.store.unsent_season_announcements() == []


async def test_a_season_post_owed_goes_where_the_channel_is_set_now_and_not_once_off(
    tmp_path: Path,
) -> None:
    clock = Clock(OCTOBER.end - 3600)
    async with running_world(tmp_path, players=2, clock=clock, refusals=True) as world:
        admin = await season_channel_with_october_played(world)
        other = world.fake.add_text_channel(world.guild, "seasons")
        refused = world.fake.faults.fail(
            Routes.SEND_MESSAGE, status=403, code=50001, message="Missing Access", times=1
        )
        clock.now = OCTOBER.end + 60
        await world.bot._tick()
        assert refused.spent and announcements(world) == []
        # the admin moves the top three to another channel: the post owed goes there
        await world.fake.slash(
            admin, world.channel, "yamb-settings", options={"season_channel": other}
        )
        clock.now = OCTOBER.end + 120
        await world.bot._tick()
        (post,) = [m for m in world.fake.messages(other) if m.attachments]
        assert "Season 2026-10 is over" in (post.content or "")
        assert announcements(world) == [] and await world.store.unsent_season_announcements() == []

        # November's post fails, then the admin turns the channel off: it is given up
        await finished_game(world, list(world.members[:2]), 2)
        refused = world.fake.faults.fail(
            Routes.SEND_MESSAGE, status=403, code=50001, message="Missing Access", times=1
        )
        clock.now = Season("month", 2026, 12).start + 60
        await world.bot._tick()
        assert refused.spent
        await world.fake.slash(
            admin, world.channel, "yamb-settings", options={"season_channel_off": True}
        )
        clock.now += 60
        await world.bot._tick()
        assert len([m for m in world.fake.messages(other) if m.attachments]) == 1
        assert await world.store.unsent_season_announcements() == []


async def test_a_claim_the_store_could_not_make_is_made_at_the_next_tick(tmp_path: Path) -> None:
    clock = Clock(OCTOBER.end - 3600)
    async with running_world(
        tmp_path, players=2, clock=clock, store_options={"busy_timeout": 0.2}
    ) as world:
        await season_channel_with_october_played(world)
        clock.now = OCTOBER.end + 60
        # another process holds the file's write lock through the tick: the claim fails
        other = sqlite3.connect(world.db_path, isolation_level=None)
        try:
            other.execute("BEGIN IMMEDIATE")
            await world.bot._tick()
        finally:
            other.execute("ROLLBACK")
            other.close()
        assert announcements(world) == []
        assert await world.store.unsent_season_announcements() == []
        clock.now += 3600
        await world.bot._tick()
        (post,) = announcements(world)
        assert "Season 2026-10 is over" in (post.content or "")


async def test_a_switch_to_quarters_announces_no_quarter_that_ran_as_months(
    tmp_path: Path,
) -> None:
    """Months to quarters in a quarter's first week: the quarter just ended had monthly
    seasons (its last month was announced as one), so it is not announced as a quarter; nor
    is the month running at the switch, which never ends as a season. The quarter begun
    before the switch ran under it, and is announced when it ends."""
    september, q4 = Season("month", 2026, 9), Season("quarter", 2026, 4)
    clock = Clock(september.end - 3600)
    async with running_world(tmp_path, players=3, clock=clock) as world:
        admin = await season_channel_with_october_played(world)  # played in September
        clock.now = september.end + 60
        await world.bot._tick()
        (monthly,) = announcements(world)
        assert "Season 2026-09 is over" in (monthly.content or "")

        clock.now = september.end + 2 * 86400  # 3 October: 2026-Q3 ended two days ago
        await world.fake.slash(admin, world.channel, "yamb-settings", options={"season": "quarter"})
        settings = await world.store.guild_settings(str(world.guild.id))
        assert (settings.season, settings.season_since) == ("quarter", clock.now)
        await world.bot._tick()
        clock.now += 3600
        await world.bot._tick()
        assert [m.id for m in announcements(world)] == [monthly.id]  # no 2026-Q3

        _, bo, cy = world.members
        await finished_game(world, [cy, bo], 2)  # in October, 2026-Q4
        clock.now = Season("month", 2026, 11).start + 60  # October as a month: not posted
        await world.bot._tick()
        assert [m.id for m in announcements(world)] == [monthly.id]
        assert await world.store.unsent_season_announcements() == []

        clock.now = q4.end + 60
        await world.bot._tick()
        posts = announcements(world)
        assert len(posts) == 2, [p.content for p in posts]
        text = posts[-1].content or ""
        assert "Season 2026-Q4 is over" in text and "Season 2027-Q1 has begun" in text
        assert "cy" in text and "bo" in text and "ana" not in text
