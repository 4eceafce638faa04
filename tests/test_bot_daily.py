"""The daily challenge through the real discord.py client and the fake Discord: private
attempts in two servers and a DM meet the same dice, a second /yamb daily deals nothing new,
boards stay hidden until played, the share card spoils nothing, the day is announced where a
server asked, and an attempt survives the bot being killed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine import Throw
from engine.daily import DAY, Daily
from tests.botworld import poll, process_world, running_world
from tests.clock import Clock
from tests.fakediscord import FakeDiscord
from tests.fakediscord.models import Channel, Member, Message


def _buttons(message: Message) -> list[dict[str, Any]]:
    return [c for c in message.all_components() if c.get("type") == 2]


def _menus(message: Message) -> dict[str, list[str]]:
    return {
        c["custom_id"].split(":")[3]: [o["value"] for o in c["options"]]
        for c in message.all_components()
        if c.get("type") == 3
    }


def button(message: Message, ending: str) -> str:
    return next(b["custom_id"] for b in _buttons(message) if b["custom_id"].endswith(ending))


async def first_throw(
    fake: FakeDiscord, who: Member, channel: Channel
) -> tuple[Message, str, Message]:
    """`/yamb daily`, then its Throw: the message begun, the throw's custom id, the message
    as the throw left it."""
    begun = await fake.slash(who, channel, "yamb daily")
    assert begun.message is not None and begun.ephemeral
    throw = button(begun.message, ":throw")
    thrown = await fake.click(who, begun.message, throw)
    assert thrown.message is not None
    return begun.message, throw, thrown.message


async def play_daily(
    fake: FakeDiscord, who: Member, channel: Channel, limit: int = 1500
) -> Message:
    """Play the member's attempt to its end on its private message: keep the sixes and throw
    while a throw is offered, then write (else cross, else announce) the first cell offered."""
    started = await fake.slash(who, channel, "yamb daily")
    message = started.message
    assert message is not None and started.ephemeral, started.text()
    for _ in range(limit):
        buttons = {b["custom_id"]: b for b in _buttons(message)}
        if any(c.endswith(":daily_share") for c in buttons):
            return message
        throw = next((c for c in buttons if c.endswith(":throw")), None)
        keep = next(
            (
                c
                for c, b in buttons.items()
                if ":keep:" in c and c.endswith(".1") and str(b.get("label", "")).startswith("6")
            ),
            None,
        )
        menus = _menus(message)
        if throw is not None and keep is not None:
            result = await fake.click(who, message, keep)
        elif throw is not None:
            result = await fake.click(who, message, throw)
        else:
            verb = next(v for v in ("write", "cross", "announce") if v in menus)
            custom = next(
                c["custom_id"]
                for c in message.all_components()
                if str(c.get("custom_id", "")).endswith(verb)
            )
            result = await fake.select(who, message, custom, [menus[verb][0]])
        assert result.message is not None, result.text()
        assert result.message.visible_to == who.user.id  # nobody else sees it
        message = result.message
    raise AssertionError("the attempt did not end")


async def _games(world: Any, *users: Member) -> list[Any]:
    number = Daily.at(world.bot.app.shared.clock()).number
    games = []
    for who in users:
        attempt = await world.store.daily_attempt(number, str(who.user.id))
        assert attempt is not None
        games.append((await world.store.load_game(attempt.game_id)).game)
    return games


async def test_two_servers_and_a_dm_meet_the_same_dice(tmp_path: Path) -> None:
    clock = Clock(Daily(1).starts + 600)
    async with running_world(tmp_path, players=2, clock=clock, global_commands=True) as world:
        fake = world.fake
        ana, cy = world.members
        other = fake.add_guild("Other Club")
        elsewhere = fake.add_text_channel(other, "dice")
        bo = fake.add_member(other, "bo")
        await play_daily(fake, ana, world.channel)
        await play_daily(fake, bo, elsewhere)
        first, second = await _games(world, ana, bo)
        dice = [[a.dice for a in g.history if isinstance(a, Throw)] for g in (first, second)]
        assert dice[0] == dice[1]
        assert first.sheet_total(str(ana.user.id)) == second.sheet_total(str(bo.user.id))
        # in a direct message with the bot: the same first throw
        dm = fake.dm(cy)
        _, _, thrown = await first_throw(fake, cy, dm)
        (third,) = await _games(world, cy)
        assert third.history[0].dice == dice[0][0]
        # nothing of any attempt was posted where others could see it
        assert all(m.visible_to is not None for m in fake.messages(world.channel))
        assert all(m.visible_to is not None for m in fake.messages(elsewhere))


async def test_one_attempt_hidden_boards_and_a_share_card(tmp_path: Path) -> None:
    clock = Clock(Daily(2).starts + 600)
    async with running_world(tmp_path, players=2, clock=clock) as world:
        fake, channel = world.fake, world.channel
        ana, bo = world.members
        hidden = await fake.slash(bo, channel, "yamb daily", options={"show": "board"})
        assert hidden.ephemeral and "Finish Daily #2 first" in hidden.text()
        result = await play_daily(fake, ana, channel)
        assert "Daily #2" in (result.content or "") and "The bot scored" in (result.content or "")
        # a second /yamb daily shows the result: no new game, no new dice
        again = await fake.slash(ana, channel, "yamb daily")
        assert again.ephemeral and "finished" in again.text()
        assert len(await world.store.daily_history(str(ana.user.id))) == 1
        board = await fake.slash(ana, channel, "yamb daily", options={"show": "board"})
        assert board.ephemeral and "ana" in str(board.embeds) and "not ranked" in str(board.embeds)
        still = await fake.slash(bo, channel, "yamb daily", options={"show": "board"})
        assert "Finish Daily #2 first" in still.text()
        # the share card: public, the total and rank, a picture of the sheet's shape only
        share = button(result, ":daily_share")
        shared = await fake.click(ana, result, share)
        card = next(m for m in shared.messages if m.visible_to is None)
        (game,) = await _games(world, ana)
        total = game.sheet_total(str(ana.user.id))
        assert f"{total:,}" in (card.content or "") and not card.components
        assert card.attachments[0].data.startswith(b"\x89PNG")
        assert card.attachments[0].description
        for action in game.history:
            if isinstance(action, Throw):
                assert " ".join(map(str, action.dice)) not in (card.content or "")
        history = await fake.slash(ana, channel, "yamb daily", options={"show": "history"})
        assert "#2" in str(history.embeds)


async def test_the_day_is_announced_once_where_a_server_asked(tmp_path: Path) -> None:
    clock = Clock(Daily(3).starts + 600)
    async with running_world(tmp_path, players=1, clock=clock) as world:
        fake, channel = world.fake, world.channel
        (ana,) = world.members
        admin = fake.add_member(world.guild, "admin", permissions=0x20)  # Manage Server
        chosen = await fake.slash(
            admin, channel, "yamb-settings", options={"daily_channel": channel}
        )
        assert chosen.ephemeral and f"<#{channel.id}>" in str(chosen.embeds)
        await play_daily(fake, ana, channel)
        clock.now = Daily(4).starts + 5
        await world.bot._tick()
        await world.bot._tick()  # never twice
        posts = [m for m in fake.messages(channel) if m.visible_to is None]
        assert len(posts) == 1
        text = posts[0].content or ""
        day = await world.store.daily(4)
        assert "Daily #4" in text and day.commitment in text and "ana" in text
        play = posts[0].button("Play today's challenge")["custom_id"]
        opened = await fake.click(ana, posts[0], play)
        private = next(m for m in opened.messages if m.visible_to == ana.user.id)
        assert "Daily #4" in (private.content or "")
        # two days later the first announced day has closed: its seed is shown
        clock.now = Daily(5).starts + 5
        await world.bot._tick()
        seed = await world.store.daily_seed(3)
        assert seed is not None
        assert seed.hex() in (fake.messages(channel)[-1].content or "")


async def test_a_server_that_removed_the_bot_hears_of_the_day_once_it_is_back(
    tmp_path: Path,
) -> None:
    clock = Clock(Daily(3).starts + 600)
    async with running_world(tmp_path, players=1, clock=clock) as world:
        fake, channel = world.fake, world.channel
        admin = fake.add_member(world.guild, "admin", permissions=0x20)  # Manage Server
        await fake.slash(admin, channel, "yamb-settings", options={"daily_channel": channel})
        fake.remove_bot(world.guild)
        await poll(lambda: world.bot.get_guild(world.guild.id) is None, "the bot hears it left")
        since = len(fake.request_log)
        clock.now = Daily(4).starts + 5
        await world.bot._tick()
        assert not [r for r in fake.request_log[since:] if f"/channels/{channel.id}" in r]
        assert fake.ratelimits.invalid == 0

        fake.add_bot(world.guild)
        await poll(lambda: world.bot.get_guild(world.guild.id) is not None, "the bot is back")
        await world.bot._tick()
        posts = [m for m in fake.messages(channel) if m.visible_to is None]
        assert len(posts) == 1 and "Daily #4" in (posts[0].content or "")


async def test_an_attempt_survives_a_kill(tmp_path: Path) -> None:
    async with process_world(tmp_path) as world:
        fake, channel = world.fake, world.channel
        ana = world.ana
        _, throw, thrown = await first_throw(fake, ana, channel)
        faces = [b["label"] for b in _buttons(thrown) if ":keep:" in b["custom_id"]]
        await world.process.kill()
        await world.process.start()
        resumed = await fake.slash(ana, channel, "yamb daily")
        assert resumed.message is not None
        assert [
            b["label"] for b in _buttons(resumed.message) if ":keep:" in b["custom_id"]
        ] == faces
        # both messages work: the new one throws again; the old one, now behind, is
        # redrawn as the attempt stands, and nothing more is thrown
        rethrow = f"yamb:{throw.split(':')[1]}:1:throw"
        assert (await fake.click(ana, resumed.message, rethrow)).message is not None
        behind = await fake.click(ana, thrown, rethrow)
        assert behind.message is not None and behind.message.visible_to == ana.user.id
        assert "yamb:1:2:throw" in behind.message.custom_ids()


async def test_no_play_once_the_day_has_closed(tmp_path: Path) -> None:
    """Begun late on its day, an attempt may be played through the next day; once that has
    ended its seed is shown, so a click on the still-open message is refused and nothing is
    stored, even before the bot's tick has closed the attempt."""
    clock = Clock(Daily(5).starts + DAY - 30)  # 23:59:30 of Daily #5's day
    async with running_world(tmp_path, players=1, clock=clock, refusals=True) as world:
        fake, channel = world.fake, world.channel
        (ana,) = world.members
        _, _, thrown = await first_throw(fake, ana, channel)
        keep = next(b["custom_id"] for b in _buttons(thrown) if ":keep:" in b["custom_id"])
        attempt = await world.store.daily_attempt(5, str(ana.user.id))
        assert attempt is not None
        clock.now = Daily(5).closes + 2  # no tick since
        assert await world.store.daily_seed(5) is not None  # the dice are known to all now
        late = await fake.click(ana, thrown, button(thrown, ":throw"))
        assert late.ephemeral and "Daily #5 has closed" in late.text()
        info = await world.store.game_info(attempt.game_id)
        assert info.seq == 1  # the first throw only
        kept = await fake.click(ana, thrown, keep)  # nor are its dice kept
        assert "Daily #5 has closed" in kept.text()
        assert (await world.store.game_info(attempt.game_id)).ui_state == info.ui_state
        # the tick ends the attempt: a click still says why (it said "no game in this
        # channel" then)
        await world.bot._tick()
        assert (await world.store.game_info(attempt.game_id)).status != "active"
        for custom in (button(thrown, ":throw"), keep):
            after = await fake.click(ana, thrown, custom)
            assert after.ephemeral and "Daily #5 has closed" in after.text(), after.text()
        # and /yamb daily no longer brings #5 back: it begins today's
        typed = await fake.slash(ana, channel, "yamb daily")
        assert "Daily #7" in typed.text()


async def test_a_closed_day_nobody_played_is_not_made_by_asking_for_its_board(
    tmp_path: Path,
) -> None:
    """A board of a day before the bot ran: nobody played, and the bot's reference game is
    not played either. Asking made the day then, with a seed out at once and a commitment
    nobody had been shown, and its page appeared on the website."""
    clock = Clock(Daily(5).starts + 600)
    async with running_world(tmp_path, players=1, clock=clock) as world:
        fake, channel = world.fake, world.channel
        (ana,) = world.members
        board = await fake.slash(ana, channel, "yamb daily",
                                 options={"show": "board", "day": "#2"})
        assert board.ephemeral and "Daily #2" in board.text(), board.text()
        assert "for reference" not in board.text()
        assert await world.store.made_daily(2) is None
        assert await world.store.daily_seed(2) is None


async def test_a_day_named_in_other_digits_is_refused(tmp_path: Path) -> None:
    """Digits Python calls digits but cannot read as a number (superscripts) name no day: the
    usual refusal, privately, and no attempt is begun."""
    clock = Clock(Daily(5).starts + 600)
    async with running_world(tmp_path, players=1, clock=clock, refusals=True) as world:
        fake, channel = world.fake, world.channel
        (ana,) = world.members
        for day in ("²", "#²", "1²"):
            board = await fake.slash(
                ana, channel, "yamb daily", options={"show": "board", "day": day}
            )
            assert board.ephemeral and "Name a day as a date" in board.text(), day
        assert await world.store.daily_history(str(ana.user.id)) == []


async def test_a_board_option_without_show_asks_for_the_board(tmp_path: Path) -> None:
    """`day:` and `everywhere:` are the board's options: given without `show:`, they ask for
    the board (here hidden: today's is not played yet) and never begin today's attempt."""
    clock = Clock(Daily(5).starts + 600)
    async with running_world(tmp_path, players=1, clock=clock, refusals=True) as world:
        fake, channel = world.fake, world.channel
        (ana,) = world.members
        old = await fake.slash(ana, channel, "yamb daily", options={"day": "2026-11-03"})
        assert old.ephemeral and "Daily #3 · Russian · 2026-11-03" in str(old.embeds)
        for options in ({"everywhere": True}, {"everywhere": False}):
            today = await fake.slash(ana, channel, "yamb daily", options=options)
            assert today.ephemeral and "Finish Daily #5 first" in today.text(), options
        assert await world.store.daily_history(str(ana.user.id)) == []


async def test_a_deleted_announcement_channel_is_not_tried_again(tmp_path: Path) -> None:
    """Discord answers that the daily channel is gone (404 Unknown Channel): the setting is
    cleared, as the settings then show, and no tick posts there again (it was tried every
    tick, thousands of failed requests a day)."""
    clock = Clock(Daily(3).starts + 600)
    async with running_world(tmp_path, players=1, clock=clock, refusals=True) as world:
        fake, channel = world.fake, world.channel
        admin = fake.add_member(world.guild, "admin", permissions=0x20)  # Manage Server
        news = fake.add_text_channel(world.guild, "news")
        await fake.slash(admin, channel, "yamb-settings", options={"daily_channel": news})
        await world.bot._tick()
        assert len(fake.messages(news)) == 1
        fake.delete_channel(news)
        clock.now = Daily(4).starts + 5
        for _ in range(4):
            await world.bot._tick()
        there = [r for r in fake.faults.requests if str(news.id) in r.path]
        assert [(r.method, r.status) for r in there] == [("POST", 200), ("POST", 404)]
        shown = await fake.slash(admin, channel, "yamb-settings")
        assert "Daily challenge announced in" in str(shown.embeds)
        assert f"<#{news.id}>" not in str(shown.embeds)
        # the next day neither; a channel set again is announced in
        clock.now = Daily(5).starts + 5
        await world.bot._tick()
        assert len([r for r in fake.faults.requests if str(news.id) in r.path]) == 2
        await fake.slash(admin, channel, "yamb-settings", options={"daily_channel": channel})
        await world.bot._tick()
        assert any("Daily #5" in (m.content or "") for m in fake.messages(channel))


async def test_an_announcement_discord_refuses_waits_longer_between_tries(tmp_path: Path) -> None:
    """The bot lost access to the daily channel (403 Missing Access): the day's post is tried
    again after a minute, then two, not at every tick (each refusal counts toward Discord's
    invalid-request limit); once access is back it is posted."""
    clock = Clock(Daily(3).starts + 600)
    async with running_world(tmp_path, players=1, clock=clock, refusals=True) as world:
        fake, channel = world.fake, world.channel
        admin = fake.add_member(world.guild, "admin", permissions=0x20)  # Manage Server
        news = fake.add_text_channel(world.guild, "news")
        refused = fake.faults.fail(
            f"POST /channels/{news.id}/messages",
            status=403,
            code=50001,
            message="Missing Access",
            times=None,
        )
        await fake.slash(admin, channel, "yamb-settings", options={"daily_channel": news})
        tries = []
        for seconds in (0, 30, 59, 60, 90, 179, 180):
            clock.now = Daily(3).starts + 600 + seconds
            await world.bot._tick()
            tries.append(refused.hits)
        assert tries == [1, 1, 1, 2, 2, 2, 3], tries
        fake.faults.clear()
        clock.now += 240
        await world.bot._tick()
        assert [m for m in fake.messages(news) if "Daily #3" in (m.content or "")]


@pytest.mark.parametrize("then", ["off", "moved"])
async def test_a_refused_announcement_goes_where_the_setting_says_now(
    tmp_path: Path, then: str
) -> None:
    """The day's post in #news is refused (403); the admin then turns the announcements off,
    or moves them to #other: no more tries in #news (it was tried on, and posted there once
    Discord took it), and a move posts the day in #other."""
    clock = Clock(Daily(3).starts + 600)
    async with running_world(tmp_path, players=1, clock=clock, refusals=True) as world:
        fake, channel = world.fake, world.channel
        admin = fake.add_member(world.guild, "admin", permissions=0x20)  # Manage Server
        news = fake.add_text_channel(world.guild, "news")
        other = fake.add_text_channel(world.guild, "other")
        refused = fake.faults.fail(f"POST /channels/{news.id}/messages", status=403,
                                   code=50001, message="Missing Access", times=None)
        await fake.slash(admin, channel, "yamb-settings", options={"daily_channel": news})
        await world.bot._tick()
        assert refused.hits == 1
        change = {"daily_channel_off": True} if then == "off" else {"daily_channel": other}
        await fake.slash(admin, channel, "yamb-settings", options=change)
        for _ in range(20):  # an hour and a half, past every wait between tries
            clock.now += 300
            await world.bot._tick()
        fake.faults.clear()
        clock.now += 3700
        await world.bot._tick()
        assert refused.hits == 1 and fake.messages(news) == []
        posted = [m for m in fake.messages(other) if "Daily #3" in (m.content or "")]
        assert len(posted) == (1 if then == "moved" else 0)

