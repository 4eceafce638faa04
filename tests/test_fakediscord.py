"""The fake Discord server drives the real discord.py client, in-process and as a process."""

from __future__ import annotations

import asyncio
import io
import re
import sys
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import discord
import pytest
from discord import app_commands
from discord.ext import commands
from PIL import Image

from tests.fakediscord import (
    BotProcess,
    Channel,
    FakeDiscord,
    Guild,
    InteractionFailed,
    Member,
    Perm,
    patch_discord,
)

RULESETS = ["classic", "croatian", "kontra", "serbian", "yamm"]
BOT_SCRIPT = Path(__file__).parent / "fakediscord" / "persistent_bot.py"


def png(color: str, size: tuple[int, int] = (64, 32)) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", size, color).save(buffer, format="PNG")
    return buffer.getvalue()


class JoinButton(discord.ui.DynamicItem[discord.ui.Button], template=r"yamb:join:(?P<game>\d+)"):
    def __init__(self, game: int) -> None:
        super().__init__(discord.ui.Button(label="Join", custom_id=f"yamb:join:{game}"))
        self.game = game

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> JoinButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(
            f"{interaction.user.display_name} joined game {self.game}", ephemeral=True
        )


class BoardView(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=None)

    @discord.ui.button(label="Roll", custom_id="board:roll")
    async def roll(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        await interaction.response.send_message(
            f"{interaction.user.display_name} rolled 6 6 6 6 6", ephemeral=True
        )

    @discord.ui.select(
        custom_id="board:cell",
        placeholder="Pick a cell",
        options=[discord.SelectOption(label=c.title(), value=c) for c in ("ones", "max", "yamb")],
    )
    async def pick(self, interaction: discord.Interaction, select: discord.ui.Select) -> None:
        await interaction.response.edit_message(
            content=f"{interaction.user.display_name} scored {select.values[0]}", view=self
        )


class RenameModal(discord.ui.Modal, title="Rename game"):
    name: discord.ui.TextInput = discord.ui.TextInput(
        label="New name", custom_id="rename:name", max_length=30
    )

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"Renamed to {self.name.value}")


def build_bot(guild_id: int) -> commands.Bot:
    yamb = app_commands.Group(name="yamb", description="Play Yamb")
    admin = app_commands.Group(name="admin", description="Server settings", parent=yamb)

    @yamb.command(name="new", description="Start a game")
    async def new(
        interaction: discord.Interaction,
        ruleset: str,
        opponent: discord.Member | None = None,
        rounds: app_commands.Range[int, 1, 13] = 13,
        ranked: bool = False,
    ) -> None:
        versus = ""
        if opponent is not None:
            assert isinstance(opponent, discord.Member)
            versus = f" vs {opponent.display_name}"
        view = discord.ui.View(timeout=None)
        view.add_item(JoinButton(interaction.id % 1000))
        await interaction.response.send_message(
            f"New {ruleset} game{versus}: rounds={rounds} ranked={ranked}", view=view
        )

    @new.autocomplete("ruleset")
    async def ruleset_choices(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=r.title(), value=r) for r in RULESETS if current in r]

    @yamb.command(name="board", description="Show the board")
    async def board(interaction: discord.Interaction) -> None:
        embed = discord.Embed(title="Board", description="Turn 1")
        await interaction.response.send_message(
            "Your board",
            embed=embed,
            file=discord.File(io.BytesIO(png("green")), "board.png"),
            view=BoardView(),
        )

    @yamb.command(name="render", description="Slow render")
    async def render(interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        await asyncio.sleep(0.05)  # stands in for a slow Pillow render
        await interaction.edit_original_response(
            content="Rendered", attachments=[discord.File(io.BytesIO(png("red")), "sheet.png")]
        )

    @yamb.command(name="rename", description="Rename the game")
    async def rename(interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(RenameModal())

    @yamb.command(name="extras", description="Reply, followup, thread and DM")
    async def extras(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("Started")
        await interaction.followup.send("Only you see this", ephemeral=True)
        assert isinstance(interaction.channel, discord.TextChannel)
        thread = await interaction.channel.create_thread(
            name="yamb-game", type=discord.ChannelType.public_thread
        )
        await thread.send("Game on")
        await interaction.user.send("Psst")

    @yamb.command(name="think", description="Ephemeral deferral resolved by a followup")
    async def think(interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await interaction.followup.send("Done thinking")

    @yamb.command(name="shout", description="Too long for Discord")
    async def shout(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("A" * 2001)

    @admin.command(name="reset", description="Reset server settings")
    async def reset(interaction: discord.Interaction) -> None:
        if not interaction.permissions.manage_guild:
            await interaction.response.send_message("You need Manage Server.", ephemeral=True)
            return
        await interaction.response.send_message("Settings reset.")

    bot = commands.Bot(
        command_prefix="!",
        intents=discord.Intents.default(),
        help_command=None,
        guild_ready_timeout=0.05,
    )

    async def setup_hook() -> None:
        bot.add_dynamic_items(JoinButton)
        bot.tree.add_command(yamb, guild=discord.Object(guild_id))

    bot.setup_hook = setup_hook  # type: ignore[method-assign]
    return bot


@dataclass
class World:
    fake: FakeDiscord
    guild: Guild
    channel: Channel
    thread: Channel
    alice: Member
    bob: Member

    def channel_of(self, bot: commands.Bot) -> discord.TextChannel:
        found = bot.get_channel(self.channel.id)
        assert isinstance(found, discord.TextChannel)
        return found


@pytest.fixture
async def world() -> AsyncIterator[World]:
    fake = FakeDiscord()
    guild = fake.add_guild("Yamb Club")
    channel = fake.add_text_channel(guild, "yamb")
    thread = fake.add_thread(channel, "game-1")
    alice = fake.add_member(guild, "alice", permissions=Perm.MANAGE_GUILD)
    bob = fake.add_member(guild, "bob")
    await fake.start()
    try:
        yield World(fake, guild, channel, thread, alice, bob)
    finally:
        await fake.stop()


@pytest.fixture
async def bot(world: World) -> AsyncIterator[commands.Bot]:
    with patch_discord(world.fake):
        client = build_bot(world.guild.id)
        ready = asyncio.Event()

        async def on_ready() -> None:
            ready.set()

        client.add_listener(on_ready)
        runner = asyncio.create_task(client.start(world.fake.token))
        try:
            waiter = asyncio.create_task(ready.wait())
            done, _ = await asyncio.wait(
                {waiter, runner}, timeout=5, return_when=asyncio.FIRST_COMPLETED
            )
            waiter.cancel()
            assert waiter in done, "bot did not become ready"
            await client.tree.sync(guild=discord.Object(world.guild.id))
            yield client
        finally:
            await client.close()
            await asyncio.wait_for(runner, timeout=5)


async def test_login_ready_and_command_sync(world: World, bot: commands.Bot) -> None:
    fake = world.fake
    assert bot.user is not None and bot.user.id == fake.bot_user.id
    guild = bot.get_guild(world.guild.id)
    assert guild is not None and guild.get_channel(world.channel.id) is not None
    assert guild.get_thread(world.thread.id) is not None
    # Without the members intent only REST knows other members (as on Discord).
    assert guild.get_member(world.alice.id) is None
    alice = await guild.fetch_member(world.alice.id)
    assert alice.guild_permissions.manage_guild
    assert not (await guild.fetch_member(world.bob.id)).guild_permissions.manage_guild

    (stored,) = fake.commands(world.guild)
    assert stored["name"] == "yamb" and stored["guild_id"] == str(world.guild.id)
    subcommands = {o["name"] for o in stored["options"]}
    assert subcommands == {"new", "board", "render", "rename", "extras", "think", "shout", "admin"}
    synced = await bot.tree.fetch_commands(guild=discord.Object(world.guild.id))
    assert [c.id for c in synced] == [int(stored["id"])]
    assert fake.commands() == []  # nothing global
    fake.assert_clean()


async def test_slash_autocomplete_and_typed_options(world: World, bot: commands.Bot) -> None:
    fake = world.fake
    choices = await fake.autocomplete(
        world.alice, world.channel, "yamb new", focused="ruleset", options={"ruleset": "ian"}
    )
    assert [c["value"] for c in choices] == ["croatian", "serbian"]

    result = await fake.slash(
        world.alice,
        world.channel,
        "yamb",
        subcommand="new",
        options={"ruleset": "kontra", "opponent": world.bob, "rounds": 5, "ranked": True},
    )
    assert result.kind == "message" and not result.ephemeral
    assert result.content == "New kontra game vs bob: rounds=5 ranked=True"
    assert result.message is not None and result.message.buttons()[0]["label"] == "Join"
    latest = fake.latest_message(world.channel)
    assert latest is not None and latest.id == result.message.id
    assert latest.interaction_metadata is not None
    assert latest.interaction_metadata["user"]["id"] == str(world.alice.id)

    in_thread = await fake.slash(world.bob, world.thread, "yamb new", options={"ruleset": "yamm"})
    assert in_thread.message is not None
    assert [m.id for m in fake.messages(world.thread)] == [in_thread.message.id]

    with pytest.raises(ValueError, match="required"):
        await fake.slash(world.alice, world.channel, "yamb new")
    with pytest.raises(TypeError):
        await fake.slash(
            world.alice, world.channel, "yamb new", options={"ruleset": "classic", "rounds": "five"}
        )
    with pytest.raises(ValueError):
        await fake.slash(
            world.alice, world.channel, "yamb new", options={"ruleset": "classic", "rounds": 14}
        )  # Range[int, 1, 13]
    fake.assert_clean()


async def test_file_view_button_select_and_ephemeral(world: World, bot: commands.Bot) -> None:
    fake = world.fake
    board = await fake.slash(world.alice, world.channel, "yamb board")
    assert board.kind == "message" and board.message is not None
    assert board.embeds[0]["title"] == "Board"
    (attachment,) = board.attachments
    assert attachment.filename == "board.png"
    with Image.open(io.BytesIO(attachment.data)) as image:
        assert image.size == (64, 32) and image.getpixel((0, 0)) == (0, 128, 0)
    assert board.message.custom_ids() == ["board:roll", "board:cell"]

    roll = await fake.click(world.bob, board.message, "board:roll")
    assert roll.kind == "message" and roll.ephemeral
    assert roll.content == "bob rolled 6 6 6 6 6"
    assert [m.content for m in fake.ephemerals(world.bob)] == ["bob rolled 6 6 6 6 6"]
    assert fake.ephemerals(world.alice) == []
    assert all(not m.ephemeral for m in fake.messages(world.channel))
    assert roll.message is not None
    assert [m.id for m in fake.visible_messages(world.bob, world.channel)] == [
        board.message.id,
        roll.message.id,
    ]
    assert [m.id for m in fake.visible_messages(world.alice, world.channel)] == [board.message.id]
    with pytest.raises(PermissionError):  # alice cannot click inside bob's ephemeral message
        await fake.click(world.alice, roll.message, "board:roll")

    picked = await fake.select(world.alice, board.message, "board:cell", ["yamb"])
    assert picked.kind == "update" and picked.message is not None
    assert picked.message.id == board.message.id
    (latest,) = fake.messages(world.channel)
    assert latest.content == "alice scored yamb" and latest.edits == 1
    assert latest.attachments[0].data == attachment.data  # edits keep the old file
    with pytest.raises(ValueError):
        await fake.select(world.alice, board.message, "board:cell", ["chance"])
    fake.assert_clean()


async def test_dynamic_item_button(world: World, bot: commands.Bot) -> None:
    fake = world.fake
    game = await fake.slash(world.alice, world.channel, "yamb new", options={"ruleset": "classic"})
    assert game.message is not None
    (custom_id,) = game.message.custom_ids()
    assert custom_id == f"yamb:join:{game.id % 1000}"
    joined = await fake.click(world.bob, game.message, custom_id)
    assert joined.ephemeral and joined.content == f"bob joined game {game.id % 1000}"
    fake.assert_clean()


async def test_deferred_response_then_edit_with_file(world: World, bot: commands.Bot) -> None:
    fake = world.fake
    result = await fake.slash(world.bob, world.channel, "yamb render")
    assert result.kind == "deferred" and result.completed
    assert result.message is not None and not result.message.loading
    assert result.content == "Rendered"
    (sheet,) = result.attachments
    with Image.open(io.BytesIO(sheet.data)) as image:
        assert image.getpixel((1, 1)) == (255, 0, 0)
    assert [m.content for m in fake.messages(world.channel)] == ["Rendered"]
    fake.assert_clean()


async def test_modal_and_subcommand_group_permissions(world: World, bot: commands.Bot) -> None:
    fake = world.fake
    opened = await fake.slash(world.alice, world.channel, "yamb rename")
    assert opened.kind == "modal" and opened.modal is not None
    assert opened.modal["title"] == "Rename game"
    renamed = await fake.submit_modal(world.alice, opened, {"rename:name": "Friday night"})
    assert renamed.content == "Renamed to Friday night"

    denied = await fake.slash(world.bob, world.channel, "yamb", group="admin", subcommand="reset")
    assert denied.ephemeral and denied.content == "You need Manage Server."
    allowed = await fake.slash(world.alice, world.channel, "yamb admin reset")
    assert not allowed.ephemeral and allowed.content == "Settings reset."
    fake.assert_clean()


async def test_followups_threads_dms_and_rejections(world: World, bot: commands.Bot) -> None:
    fake = world.fake
    result = await fake.slash(world.bob, world.channel, "yamb extras")
    assert result.content == "Started" and not result.ephemeral
    (secret,) = result.followups
    assert secret.ephemeral and secret.visible_to == world.bob.id
    thread = next(c for c in world.guild.channels.values() if c.name == "yamb-game")
    assert thread.is_thread and thread.parent_id == world.channel.id
    assert [(m.channel_id, m.content) for m in result.posted] == [
        (thread.id, "Game on"),
        (fake.dm(world.bob).id, "Psst"),
    ]
    assert [m.content for m in fake.messages(fake.dm(world.bob))] == ["Psst"]

    thought = await fake.slash(world.bob, world.channel, "yamb think")
    # The first followup after a deferral fills the "thinking" message and stays ephemeral.
    assert thought.kind == "deferred" and thought.followups == []
    assert thought.ephemeral and thought.content == "Done thinking"
    fake.assert_clean()

    with pytest.raises(InteractionFailed, match="BASE_TYPE_MAX_LENGTH"):
        await fake.slash(world.bob, world.channel, "yamb shout")
    assert "50035" in fake.rejected[-1] or "Invalid Form Body" in fake.rejected[-1]


async def answers_a_command(world: World) -> None:
    """A member's slash command reaches the bot, and its answer comes back."""
    result = await world.fake.slash(
        world.alice, world.channel, "yamb new", options={"ruleset": "yamm"}
    )
    assert result.content == "New yamm game: rounds=13 ranked=False"


async def test_gateway_drop_reconnects_and_messages(world: World, bot: commands.Bot) -> None:
    fake = world.fake
    seen: asyncio.Queue[discord.Message] = asyncio.Queue()

    async def on_message(message: discord.Message) -> None:
        await seen.put(message)

    bot.add_listener(on_message)
    said = await fake.say(world.bob, world.channel, "hello bot")
    heard = await asyncio.wait_for(seen.get(), 5)
    assert heard.id == said.id and heard.author.id == world.bob.id
    assert heard.content == ""  # no message_content intent, as on Discord

    identified = fake.identify_count
    await fake.drop_gateway()
    await fake.wait_for(lambda: fake.resume_count == 1 and fake.bot_connected)
    assert fake.identify_count == identified  # resumed, not a new login
    await answers_a_command(world)
    fake.assert_clean()


async def test_a_bot_removed_from_a_guild_hears_nothing_of_it_and_is_refused_there(
    world: World, bot: commands.Bot
) -> None:
    fake = world.fake
    sent = await world.channel_of(bot).send("before")
    left: asyncio.Queue[discord.Guild] = asyncio.Queue()
    joined: asyncio.Queue[discord.Guild] = asyncio.Queue()

    async def on_guild_remove(guild: discord.Guild) -> None:
        await left.put(guild)

    async def on_guild_join(guild: discord.Guild) -> None:
        await joined.put(guild)

    bot.add_listener(on_guild_remove)
    bot.add_listener(on_guild_join)
    fake.remove_bot(world.guild)
    assert (await asyncio.wait_for(left.get(), 5)).id == world.guild.id
    assert bot.get_guild(world.guild.id) is None
    assert fake.shards() == {0: ()}  # no shard holds it: a new session's READY leaves it out
    assert not any(r.managed for r in world.guild.roles.values())  # its role went with it
    assert [m.id for m in fake.messages(world.channel)] == [sent.id]  # its messages stay
    # requests for the guild and its channels: 403 Missing Access
    channel = bot.get_partial_messageable(world.channel.id)
    with pytest.raises(discord.Forbidden) as refused:
        await channel.send("after")
    assert refused.value.code == 50001
    with pytest.raises(discord.Forbidden):
        await bot.fetch_guild(world.guild.id)
    # members' clicks and commands never reach it
    with pytest.raises(PermissionError, match="not in"):
        await fake.slash(world.bob, world.channel, "yamb new", options={"ruleset": "yamm"})
    assert fake.ratelimits.invalid == 2
    fake.rejected.clear()

    fake.add_bot(world.guild)  # invited back
    assert (await asyncio.wait_for(joined.get(), 5)).id == world.guild.id
    assert fake.shards() == {0: (world.guild.id,)}
    again = await channel.send("back")
    assert [m.id for m in fake.messages(world.channel)] == [sent.id, again.id]
    await answers_a_command(world)
    fake.assert_clean()


async def test_while_the_gateway_is_down_the_bot_is_refused_it_and_resumes_after(
    world: World, bot: commands.Bot
) -> None:
    fake = world.fake
    assert bot.ws.open
    identified, resumed = fake.identify_count, fake.resume_count
    await fake.gateway_outage()
    # discord.py tries again and is refused (503 to the handshake): it stays disconnected
    await fake.wait_for(lambda: fake.gateway_refusals >= 1, timeout=10)
    assert not fake.bot_connected and not bot.ws.open
    with pytest.raises(ConnectionError, match="gateway is down"):  # no click reaches it
        await fake.slash(world.alice, world.channel, "yamb new", options={"ruleset": "yamm"})
    # REST still answers
    sent = await world.channel_of(bot).send("still here")
    assert fake.get_message(sent.id).content == "still here"
    fake.gateway_back()
    await fake.wait_for(lambda: fake.bot_connected, timeout=30)
    assert (fake.identify_count, fake.resume_count) == (identified, resumed + 1)  # resumed
    await answers_a_command(world)
    assert bot.ws.open
    fake.assert_clean()


async def test_while_the_api_is_down_every_request_is_answered_503_and_nothing_applied(
    world: World, bot: commands.Bot
) -> None:
    fake = world.fake
    channel = world.channel_of(bot)
    before = len(fake.messages(world.channel))
    fake.rest_outage()
    with pytest.raises(discord.DiscordServerError) as refused:  # (discord.py retries no 503)
        await channel.send("lost")
    assert refused.value.status == 503
    assert fake.rest_refusals >= 1 and len(fake.messages(world.channel)) == before
    assert bot.ws.open  # the gateway is up
    fake.rest_back()
    sent = await channel.send("back")
    assert fake.get_message(sent.id).content == "back"
    await answers_a_command(world)
    fake.assert_clean()


async def test_bot_process_survives_sigkill(world: World) -> None:
    fake = world.fake
    env = {"FAKE_GUILD_ID": str(world.guild.id)}
    first = BotProcess(fake, [sys.executable, str(BOT_SCRIPT)], env=env)
    second = BotProcess(fake, [sys.executable, str(BOT_SCRIPT)], env=env)
    try:
        await first.start()
        posted = await fake.slash(world.alice, world.channel, "post")
        assert posted.content == f"count=0 pid={first.pid}"
        assert posted.message is not None
        clicked = await fake.click(world.bob, posted.message, "persist:count:0")
        assert clicked.content == f"count=1 pid={first.pid}"

        await first.kill()
        assert not fake.bot_connected or await _gone(fake)
        await second.start()
        assert second.pid != first.pid
        # The message was posted by the dead process; only the DynamicItem can answer it.
        again = await fake.click(world.bob, posted.message.id, "persist:count:1")
        assert again.kind == "update", second.output
        assert again.content == f"count=2 pid={second.pid}"
        assert [m.content for m in fake.messages(world.channel)] == [again.content]
        fake.assert_clean()
    finally:
        await first.kill()
        await second.kill()


async def _gone(fake: FakeDiscord) -> bool:
    await fake.wait_for(lambda: not fake.bot_connected, timeout=5)
    return True
