"""Links from Discord to the website (issue 36, point 4) through the real discord.py client and
the fake Discord: with PUBLIC_URL set and the server's `/yamb-settings web:on`, link buttons
(style 5, a url of at most 512 characters, no custom id) lead to the whole leaderboard shown,
to a game's replay from its final message and from `/yamb-scores export`, to a member's page
from `/yamb-scores stats`, and to the closed day's page from the daily announcement. Their
tokens read back, with the database's secret, to the ids they stand for. Without PUBLIC_URL,
or with the website off, not one link appears, and the messages are as before."""

from __future__ import annotations

import random
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest

from bot.discord_app.payloads import build_view
from bot.seasons import Season
from bot.ui import Button, LinkButton, Screen
from bot.weblinks import Tokens
from engine.daily import Daily
from tests.botworld import PATIENCE, World, open_lobby, play_to_end, running_world
from tests.clock import Clock
from tests.fakediscord.models import Member, Message, Perm
from tests.fakediscord.validation import FormErrors, check_components
from tests.store_crash_worker import Spec, new_game, play_out

SITE = "https://yamb.example.org/"
PUBLIC_URL = SITE + "w" * (200 - len(SITE))  # the longest PUBLIC_URL the bot takes
URL_LIMIT = 512
WEB_ON = "on (the server's boards, profiles and replays on the website)"


def links_of(message: Message) -> dict[str, str]:
    """A message's link buttons, label -> url, each checked against Discord's rules; every
    other button is one of the bot's own controls, with a custom id and no url."""
    found: dict[str, str] = {}
    for button in message.buttons():
        if button["style"] == 5:
            assert "custom_id" not in button and button["url"].startswith(PUBLIC_URL + "/")
            assert len(button["url"]) <= URL_LIMIT, button["url"]
            found[button["label"]] = button["url"]
        else:
            assert button["custom_id"] and "url" not in button, button
    return found


def path_of(url: str) -> tuple[list[str], dict[str, list[str]]]:
    """A link's path below PUBLIC_URL, in parts, and its query."""
    parts = urlsplit(url.removeprefix(PUBLIC_URL))
    return parts.path.strip("/").split("/"), parse_qs(parts.query)


async def web_on(world: World) -> Member:
    """An admin turns the server's website on with /yamb-settings, which then says so."""
    admin = world.fake.add_member(world.guild, "admin", permissions=0x20)  # Manage Server
    shown = await world.fake.slash(admin, world.channel, "yamb-settings", options={"web": "on"})
    assert shown.ephemeral and WEB_ON in str(shown.embeds), shown.embeds
    return admin


async def solitaire(world: World, who: Member, seed: int) -> tuple[int, Message]:
    """A tris game for one played to its end through the bot: its id and final message."""
    lobby = await open_lobby(world, who, ruleset="tris")
    assert lobby.message is not None
    started = await world.fake.click(who, lobby.message, lobby.message.button("Start")["custom_id"])
    assert not started.ephemeral, started.content
    final = await play_to_end(world, seed=seed)
    (rematch,) = final.custom_ids()
    return int(rematch.split(":")[1]), final


async def stored_games(world: World, members: list[Member]) -> None:
    """Finished classic duels between pairs of `members`, played through the store: enough
    names on the board for a second page."""
    await world.store.remember_users({str(m.id): m.name for m in members})
    for n in range(0, len(members) - 1, 2):
        ids = (str(members[n].id), str(members[n + 1].id))
        stored = await new_game(
            world.store, Spec("classic", "standard", ids), guild=str(world.guild.id),
            channel=f"stored-{n}",
        )  # fmt: skip
        stored = await play_out(world.store, stored, random.Random(n))
        assert stored.info.status == "finished"


async def test_link_buttons_lead_to_the_website(tmp_path: Path) -> None:
    clock = Clock(Daily(3).starts + 600)
    async with running_world(tmp_path, players=2, clock=clock, public_url=PUBLIC_URL) as world:
        fake, channel, guild = world.fake, world.channel, str(world.guild.id)
        ana, bo = world.members
        admin = await web_on(world)

        # the final message: Rematch, and the game's replay
        game_id, final = await solitaire(world, ana, seed=3)
        secret = await world.store.web_secret()
        assert secret is not None  # the bot made it for its first link
        tokens = Tokens(secret)
        replay = links_of(final)["Replay"]
        assert list(links_of(final)) == ["Replay"] and final.button("Rematch")
        (where, token), _ = path_of(replay)
        assert where == "g" and tokens.read("game", token) == game_id

        # /yamb-scores export: the same game's replay
        exported = await fake.slash(ana, channel, "yamb-scores export")
        assert exported.message is not None and not exported.ephemeral
        assert links_of(exported.message) == {"Replay": replay}

        # /yamb-scores stats: the member's page
        stats = await fake.slash(bo, channel, "yamb-scores stats", options={"member": ana})
        assert stats.message is not None
        (s, server, m, member), _ = path_of(links_of(stats.message)["Profile"])
        assert (s, m) == ("s", "m") and tokens.read("guild", server) == int(guild)
        assert tokens.read(f"member {guild}", member) == ana.id
        assert tokens.read("member 1", member) != ana.id  # a member's token is its server's

        # the leaderboard: the board shown, whole, on the website
        board = await fake.slash(
            ana, channel, "yamb-scores leaderboard", options={"ruleset": "tris", "sort": "best"}
        )
        assert board.message is not None
        (s, server), query = path_of(links_of(board.message)["Full board"])
        assert s == "s" and tokens.read("guild", server) == int(guild)
        assert query == {"ruleset": ["tris"], "period": ["all"], "order": ["best"]}
        named = await fake.slash(
            ana, channel, "yamb-scores leaderboard", options={"season": "2026-Q1"}
        )
        assert named.message is not None  # a season begun before: named by its label
        _, query = path_of(links_of(named.message)["Full board"])
        assert query == {"period": ["all"], "order": ["wins"], "season": ["2026-Q1"]}

        # two pages: Previous and Next still turn them, beside the link
        others = [fake.add_member(world.guild, f"p{n}") for n in range(12)]
        await stored_games(world, others)
        board = await fake.slash(ana, channel, "yamb-scores leaderboard")
        assert board.message is not None
        first = links_of(board.message)["Full board"]
        (_, _), query = path_of(first)
        assert query == {"period": ["all"], "order": ["wins"]}
        turned = await fake.click(ana, board.message, board.message.button("Next ▶")["custom_id"])
        assert turned.message is not None and not turned.ephemeral
        page = fake.get_message(board.message.id)
        assert "page 2 of 2" in page.text(), page.text()
        assert links_of(page) == {"Full board": first}
        assert not page.button("◀ Previous").get("disabled")

        # /yamb end: an abandoned game has its page too
        lobby = await open_lobby(world, bo, ruleset="tris")
        assert lobby.message is not None
        await fake.click(bo, lobby.message, lobby.message.button("Start")["custom_id"])
        await world.turn()
        ended = await fake.slash(bo, channel, "yamb end")
        assert ended.message is not None and not ended.ephemeral, ended.content
        (where, token), _ = path_of(links_of(ended.message)["Replay"])
        abandoned = await world.store.game_info(tokens.read("game", token) or 0)
        assert where == "g" and abandoned.status == "abandoned"

        # the daily announcement: the day whose seed it shows, on its own page
        await world.store.daily(3)
        await fake.slash(admin, channel, "yamb-settings", options={"daily_channel": channel})
        clock.now = Daily(5).starts + 5
        await world.bot._tick()
        posted = [m for m in fake.messages(channel) if "Daily #5" in (m.content or "")]
        assert len(posted) == 1 and (await world.store.daily_seed(3)) is not None
        assert links_of(posted[0]) == {"Daily #3: check the dice": f"{PUBLIC_URL}/daily/3"}
        assert posted[0].button("Play today's challenge")["custom_id"]


async def test_this_seasons_full_board_names_the_season(tmp_path: Path) -> None:
    """`period:season`'s link names the season shown, as its page buttons do: once the next
    season has begun, both still lead to the board the message shows."""
    october = Season("month", 2026, 10)
    clock = Clock(october.end - 3600)
    async with running_world(tmp_path, players=1, clock=clock, public_url=PUBLIC_URL) as world:
        fake, channel = world.fake, world.channel
        (ana,) = world.members
        await web_on(world)
        await stored_games(world, [fake.add_member(world.guild, f"p{n}") for n in range(12)])
        board = await fake.slash(
            ana, channel, "yamb-scores leaderboard", options={"period": "season"}
        )
        assert board.message is not None and "season 2026-10" in board.message.text()
        link = links_of(board.message)["Full board"]
        _, query = path_of(link)
        assert query["season"] == ["2026-10"], query

        clock.now = october.end + 60  # November has begun
        await fake.click(ana, board.message, board.message.button("Next ▶")["custom_id"])
        page = fake.get_message(board.message.id)
        assert "season 2026-10" in page.text() and "page 2 of 2" in page.text(), page.text()
        assert links_of(page) == {"Full board": link}


@pytest.mark.parametrize("public_url, web", [("", "on"), (PUBLIC_URL, "off"), (PUBLIC_URL, None)])
async def test_no_link_without_public_url_or_with_the_website_off(
    tmp_path: Path, public_url: str, web: str | None
) -> None:
    clock = Clock(Daily(3).starts + 600)
    async with running_world(tmp_path, players=2, clock=clock, public_url=public_url) as world:
        fake, channel = world.fake, world.channel
        ana, bo = world.members
        admin = fake.add_member(world.guild, "admin", permissions=0x20)
        settings = {"daily_channel": channel} | ({"web": web} if web else {})
        shown = await fake.slash(admin, channel, "yamb-settings", options=settings)
        assert shown.ephemeral and (WEB_ON in str(shown.embeds)) == (web == "on"), shown.embeds
        _, final = await solitaire(world, ana, seed=4)
        assert final.links() == [] and final.button("Rematch")
        answers = [
            await fake.slash(ana, channel, "yamb-scores export"),
            await fake.slash(bo, channel, "yamb-scores stats", options={"member": ana}),
            await fake.slash(ana, channel, "yamb-scores leaderboard"),
        ]
        for answer in answers:
            assert answer.message is not None and answer.message.links() == []
        await world.store.daily(3)
        clock.now = Daily(5).starts + 5
        await world.bot._tick()
        (posted,) = [m for m in fake.messages(channel) if "Daily #5" in (m.content or "")]
        assert posted.links() == [] and len(posted.buttons()) == 1
        # the website's secret is made only when the bot first links to it
        assert await world.store.web_secret() is None


def test_the_adapter_sends_a_link_as_discord_takes_it() -> None:
    """A LinkButton is style 5 with its url and no custom id, beside the bot's own buttons;
    one past Discord's 512 characters is left out rather than lose the whole message."""
    longest = SITE + "a" * (URL_LIMIT - len(SITE))
    screen = Screen(
        "",
        rows=[
            (Button("Rematch", "yamb:7:0:rematch", "success"), LinkButton("Replay", longest)),
            (LinkButton("Too long", longest + "a"),),
        ],
    )
    view = build_view(screen)
    assert view is not None
    rows = view.to_components()
    assert rows == [
        {
            "type": 1,
            "components": [
                {"type": 2, "style": 3, "disabled": False, "label": "Rematch",
                 "custom_id": "yamb:7:0:rematch"},
                {"type": 2, "style": 5, "label": "Replay", "url": longest},
            ],
        }
    ]  # fmt: skip
    errors = FormErrors()
    check_components(errors, rows, 0)
    assert errors.error() is None, errors.items


async def test_a_tournament_links_to_its_page_from_sign_up_to_podium(tmp_path: Path) -> None:
    """The tournament's page (standings, bracket, rounds, replays) is reached from Discord:
    its sign-up message, each round's post and the podium carry a link to it, whose token
    reads back to the tournament."""
    async with running_world(
        tmp_path, players=1, threads=True, public_url=PUBLIC_URL, bot_pace=0.0
    ) as world:
        fake, channel = world.fake, world.channel
        await web_on(world)
        org = fake.add_member(world.guild, "org", permissions=Perm.MANAGE_EVENTS)
        created = await fake.slash(
            org,
            channel,
            "yamb-tournament-admin create",
            options={"name": "Cup", "format": "swiss", "bots": 4, "rounds": 2},
        )
        assert created.ephemeral, created.content

        def posts() -> list[Message]:
            return [m for m in fake.messages(channel) if m.visible_to is None]

        await fake.wait_for(lambda: any(m.embeds for m in posts()), timeout=PATIENCE)
        (signup,) = [m for m in posts() if m.embeds]
        (tournament_id,) = [t.tournament_id for t in await world.store.guild_tournaments(
            str(world.guild.id)
        )]
        secret = await world.store.web_secret()
        assert secret is not None
        tokens = Tokens(secret)
        page = links_of(signup)["Tournament page"]
        (where, token), _ = path_of(page)
        assert where == "t" and tokens.read("tournament", token) == tournament_id
        assert signup.button("Join")  # the sign-up's own buttons stay

        await fake.slash(org, channel, "yamb-tournament-admin start")  # four bots: played at once
        await fake.wait_for(
            lambda: any("is over" in (m.content or "") for m in posts()), timeout=PATIENCE
        )
        rounds = [m for m in posts() if "round" in (m.content or "") and m.attachments]
        (podium,) = [m for m in posts() if "is over" in (m.content or "")]
        assert len(rounds) == 2
        for message in [*rounds, podium, fake.get_message(signup.id)]:
            assert links_of(message) == {"Tournament page": page}, message.content
