"""The Discord side: slash commands, persistent components, and delivering replies.

An adapter only: every command and click becomes a call to `YambService`, whose `Reply` is
turned into Discord messages here. Images are rendered in worker threads.
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import io
import logging
from collections.abc import Awaitable, Callable, Iterator
from functools import lru_cache
from typing import Any

import aiohttp
import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Location
from discord.app_commands import locale_str
from discord.ext import commands, tasks
from discord.http import Route, handle_message_parameters
from discord.webhook.async_ import async_context, interaction_message_response_params

from engine import RULESET_NAMES
from engine.modes import MODE_NAMES

from . import i18n, rules_text
from . import settings as server_settings
from .app import App, Ctx
from .app.display import Gone, Unreachable
from .app.pictures import Pictures
from .app.records import SORTS
from .players import LEVELS
from .shards import ShardPlan
from .store import Store
from .texts import say
from .ui import (
    BUTTON_ID,
    CUSTOM_ID,
    SELECT_ID,
    Attachment,
    Button,
    Embed,
    Option,
    Reply,
    Screen,
    Select,
)

log = logging.getLogger(__name__)

# Guilds only: the bot acts on interactions and never reads messages, typing, reactions or
# voice. With the default intents Discord sent an event for every message the bot itself posted
# or edited (one per click), each parsed into a Message object for nothing.
INTENTS = discord.Intents.none()
INTENTS.guilds = True

STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


def _en(key: str) -> str:
    """An English text of the command list (bot/locales/en/commands.ftl); the other languages
    come through `CatalogueTranslator` when the commands are synced."""
    return i18n.text(i18n.DEFAULT_LOCALE, key)


def _described(command: str, *options: str) -> dict[str, str]:
    """The English descriptions of a command's options, for `app_commands.describe`."""
    return {option: _en(f"cmd-{command}-{option}-description") for option in options}


def _choice(what: str, value: str) -> app_commands.Choice[str]:
    """A fixed choice, named in the catalogue (`choice-<what>-<value>`) in every language."""
    key = f"choice-{what}-{value}"
    return app_commands.Choice(name=locale_str(_en(key), key=key), value=value)


RULESET_CHOICES = [_choice("ruleset", r) for r in RULESET_NAMES]
MODE_CHOICES = [_choice("mode", m) for m in MODE_NAMES]
LEVEL_CHOICES = [_choice("level", level) for level in LEVELS]
# each language by its own name: the same in every language, so never translated
LANGUAGE_CHOICES = [app_commands.Choice(name=i18n.ENDONYMS[lo], value=lo) for lo in i18n.LOCALES]


class CatalogueTranslator(app_commands.Translator):
    """Names and descriptions of the commands, their options and fixed choices, in every
    Discord locale we speak, from the catalogues' `commands.ftl`. The key is the string's own
    (`locale_str(..., key=...)`, for choices) or follows from where the string sits: the
    command `new` is `cmd-new`, its option `mode` is `cmd-new-mode`, their descriptions add
    `-description`. Anything without a message in that language stays English."""

    async def translate(
        self,
        string: locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        lang = i18n.from_discord(locale.value)
        if lang is None or lang == i18n.DEFAULT_LOCALE:
            return None
        key = command_key(string, context)
        if key is None or not i18n.has(key, lang):
            return None
        return i18n.text(lang, key)


def command_key(string: locale_str, context: app_commands.TranslationContextTypes) -> str | None:
    """The catalogue id of a string of the command list (see `CatalogueTranslator`)."""
    if "key" in string.extras:
        return str(string.extras["key"])
    where = context.location
    data: Any = context.data  # a Command, Group or Parameter, as `where` says
    if where in (Location.command_name, Location.group_name):
        return f"cmd-{data.name}"
    if where in (Location.command_description, Location.group_description):
        return f"cmd-{data.name}-description"
    if where is Location.parameter_name:
        return f"cmd-{data.command.name}-{data.name}"
    if where is Location.parameter_description:
        return f"cmd-{data.command.name}-{data.name}-description"
    return None


def context(interaction: discord.Interaction) -> Ctx:
    user = interaction.user
    permissions = interaction.permissions
    return Ctx(
        guild_id=str(interaction.guild_id or 0),
        channel_id=str(interaction.channel_id or 0),
        user_id=str(user.id),
        user_name=getattr(user, "display_name", None) or user.name,
        locale=str(interaction.locale) if interaction.locale else None,
        moderator=bool(permissions.manage_channels),
        admin=bool(permissions.manage_guild),
        message_id=interaction.message.id if interaction.message is not None else None,
        can_view=lambda channel_id: can_view(interaction, channel_id),
        bot_can_post=bot_can_post(interaction),
        can_thread=isinstance(interaction.channel, discord.TextChannel)
        and interaction.app_permissions.create_public_threads
        and interaction.app_permissions.send_messages_in_threads,
    )


def bot_can_post(interaction: discord.Interaction) -> bool:
    """Whether the bot may show a game in the interaction's channel."""
    if interaction.guild is None:
        return True  # a DM
    permissions = interaction.app_permissions
    needed = ("view_channel", "send_messages", "embed_links", "attach_files")
    if isinstance(interaction.channel, discord.Thread):
        needed = ("view_channel", "send_messages_in_threads", "embed_links", "attach_files")
    return all(getattr(permissions, p) for p in needed)


def offered(components: Any, custom_id: str, kind: Any) -> bool:
    """Whether a message's components (Discord's payload) have one with this custom id and
    type."""

    def walk(items: Any) -> Iterator[dict[str, Any]]:
        for item in items if isinstance(items, list) else ():
            if isinstance(item, dict):
                yield item
                yield from walk(item.get("components"))

    return any(c.get("custom_id") == custom_id and c.get("type") == kind for c in walk(components))


OFFERED = "yamb_offered"  # set in a component interaction's data by `slim_click`


def slim_click(data: Any) -> None:
    """Before discord.py reads a click: note whether the clicked message offers the component
    (`OFFERED` in the interaction's data), then leave the message's components, text, card and
    pictures out. discord.py would make an object of every button and menu option of the
    message (a sixth of a click's cost), and nothing here reads them again."""
    if not isinstance(data, dict) or data.get("type") != discord.InteractionType.component.value:
        return
    inner, message = data.get("data"), data.get("message")
    if not isinstance(inner, dict) or not isinstance(message, dict):
        return
    custom = str(inner.get("custom_id", ""))
    inner[OFFERED] = offered(message.get("components"), custom, inner.get("component_type"))
    # only the message's id is read again (to answer by editing it)
    message.update(components=[], content="", embeds=[], attachments=[], mentions=[])


def can_view(interaction: discord.Interaction, channel_id: str) -> bool:
    """Whether the member of an interaction may see a channel of its server (a private
    thread: only its members, as far as the bot knows, and moderators of threads)."""
    guild, member = interaction.guild, interaction.user
    if guild is None or not isinstance(member, discord.Member) or not channel_id.isdigit():
        return False
    channel = guild.get_channel_or_thread(int(channel_id))
    if channel is None:
        return False
    permissions = channel.permissions_for(member)
    if not (permissions.view_channel and permissions.read_message_history):
        return False
    if isinstance(channel, discord.Thread) and channel.is_private():
        known = {m.id for m in channel.members} | {channel.owner_id}
        return permissions.manage_threads or member.id in known
    return True


# Discord's component payload, made straight from the screen's rows. The bot answers its own
# components itself (`YambBot.on_interaction`, by custom id): discord.py need not build and
# keep item objects for every message, nor rebuild a view from each clicked message (together
# a fifth of a click's cost). Payloads are made afresh each time: a custom id names its game
# and action, so most rows are new, and hashing a menu to look it up cost more than building
# it; caches of them held a quarter of the bot's memory blocks at 200 games. Only the few
# emoji are parsed once.
def button_payload(button: Button) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "type": discord.ComponentType.button.value,
        "style": STYLES[button.style].value,
        "disabled": button.disabled,
        "label": button.label[:80],
        "custom_id": button.custom_id,
    }
    if button.emoji:
        payload["emoji"] = emoji_payload(button.emoji)
    return payload


def select_payload(select: Select) -> dict[str, Any]:
    return {
        "type": discord.ComponentType.select.value,
        "custom_id": select.custom_id,
        "min_values": 1,
        "max_values": 1,
        "disabled": False,
        "placeholder": select.placeholder[:150],
        "options": [option_payload(o) for o in select.options[:25]],
    }


@lru_cache(maxsize=256)
def emoji_payload(emoji: str) -> dict[str, Any]:
    return dict(discord.PartialEmoji.from_str(emoji).to_dict())


def option_payload(option: Option) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "label": option.label[:100],
        "value": option.value[:100],
        "default": False,
    }
    if option.description:
        payload["description"] = option.description[:100]
    if option.emoji:
        payload["emoji"] = emoji_payload(option.emoji)
    return payload


class Components(discord.ui.View):
    """A message's controls as discord.py sends them, from ready-made payloads; never
    dispatched by discord.py (see `YambBot.on_interaction`)."""

    def __init__(self, rows: list[dict[str, Any]]) -> None:
        super().__init__(timeout=None)
        self._rows = rows

    def to_components(self) -> list[dict[str, Any]]:
        return self._rows

    def is_dispatchable(self) -> bool:
        return False

    def has_components_v2(self) -> bool:
        return False


def build_view(screen: Screen) -> discord.ui.View | None:
    if not screen.rows:
        return None
    rows: list[dict[str, Any]] = []
    for row in screen.rows[:5]:
        if isinstance(row, Select):
            items = [select_payload(row)]
        else:
            items = [button_payload(b) for b in row[:5]]
        rows.append({"type": discord.ComponentType.action_row.value, "components": items})
    return Components(rows)


async def build_files(attachments: list[Attachment], pictures: Pictures) -> list[discord.File]:
    """The attachments as files: pictures come from the cache or are rendered in a worker
    thread (Pillow must not block the event loop)."""
    return [
        discord.File(io.BytesIO(await pictures.read(a)), filename=a.filename) for a in attachments
    ]


def mentions(screen: Screen) -> discord.AllowedMentions:
    return discord.AllowedMentions(
        everyone=False,
        roles=False,
        users=[discord.Object(int(u)) for u in screen.mentions if u.isdigit()],
    )


def clip(text: str) -> str:
    return text if len(text) <= 2000 else text[:1997] + "…"


def to_embed(card: Embed | None) -> discord.Embed | None:
    if card is None:
        return None
    embed = discord.Embed(
        title=card.title[:256], description=card.description[:4096] or None, colour=0x5865F2
    )
    for name, value in card.fields[:25]:
        embed.add_field(name=name[:256], value=value[:1024] or "—", inline=card.inline)
    if card.footer:
        embed.set_footer(text=card.footer[:2048])
    if card.image:
        embed.set_image(url=f"attachment://{card.image}")
    return embed


def message_kwargs(screen: Screen, files: list[discord.File]) -> dict[str, Any]:
    """What discord.py needs to send a screen as a new message."""
    kwargs: dict[str, Any] = {
        "content": clip(screen.content) or None,
        "files": files,
        "allowed_mentions": mentions(screen),
    }
    embed = to_embed(screen.embed)
    if embed is not None:
        kwargs["embed"] = embed
    view = build_view(screen)
    if view is not None:
        kwargs["view"] = view
    return kwargs


class YambCog(commands.Cog):
    yamb = app_commands.Group(name="yamb", description=_en("cmd-yamb-description"))

    def __init__(self, bot: YambBot) -> None:
        self.bot = bot
        self.yamb.add_command(settings_command(bot))

    @property
    def app(self) -> App:
        return self.bot.app

    async def _run(
        self, interaction: discord.Interaction, call: Callable[[Ctx], Awaitable[Reply]]
    ) -> None:
        await self.bot.run_command(interaction, call)

    # -- lobby ---------------------------------------------------------------------------------
    @yamb.command(name="new", description=_en("cmd-new-description"))
    @app_commands.describe(
        **_described(
            "new",
            "ruleset",
            "mode",
            "opponent",
            "bonus_threshold",
            "six_dice",
            "negative_school",
            "matches",
            "language",
            "bots",
            "level",
        )
    )
    @app_commands.choices(
        ruleset=RULESET_CHOICES, mode=MODE_CHOICES, language=LANGUAGE_CHOICES, level=LEVEL_CHOICES
    )
    async def new(
        self,
        interaction: discord.Interaction,
        ruleset: app_commands.Choice[str] | None = None,
        mode: app_commands.Choice[str] | None = None,
        opponent: discord.Member | None = None,
        bonus_threshold: app_commands.Range[int, 0, 105] | None = None,
        six_dice: bool | None = None,
        negative_school: bool | None = None,
        matches: bool | None = None,
        language: app_commands.Choice[str] | None = None,
        bots: app_commands.Range[int, 1, 7] | None = None,
        level: app_commands.Choice[str] | None = None,
    ) -> None:
        options = {
            k: v
            for k, v in {
                "bonus_threshold": bonus_threshold,
                "six_dice": six_dice,
                "negative_school": negative_school,
                "matches": matches,
            }.items()
            if v is not None
        }
        versus = None
        seats = bots or 0
        chosen_mode = mode.value if mode else None
        me = self.bot.user
        if opponent is not None and me is not None and opponent.id == me.id:
            # a duel against the bot itself: one bot player, in Kontra
            chosen_mode, seats = chosen_mode or "kontra", max(seats, 1)
        elif opponent is not None:
            if opponent.bot:
                await self._run(interaction, self.app.challenge_bot)
                return
            versus = (str(opponent.id), opponent.display_name)
        await self._run(
            interaction,
            lambda ctx: self.app.lobby.new_game(
                ctx,
                ruleset=ruleset.value if ruleset else None,
                mode=chosen_mode,
                options=options,
                opponent=versus,
                bots=seats,
                level=level.value if level else None,
                language=language.value if language else None,
            ),
        )

    @yamb.command(name="join", description=_en("cmd-join-description"))
    @app_commands.describe(team=_en("cmd-join-team-description"))
    async def join(
        self, interaction: discord.Interaction, team: app_commands.Range[int, 1, 4] | None = None
    ) -> None:
        await self._run(
            interaction,
            lambda ctx: self.app.lobby.join(ctx, team=str(team) if team else None),
        )

    @yamb.command(name="leave", description=_en("cmd-leave-description"))
    async def leave(self, interaction: discord.Interaction) -> None:
        await self._run(interaction, self.app.lobby.leave)

    @yamb.command(name="start", description=_en("cmd-start-description"))
    async def start(self, interaction: discord.Interaction) -> None:
        await self._run(interaction, self.app.lobby.start)

    # -- playing -------------------------------------------------------------------------------
    @yamb.command(name="roll", description=_en("cmd-roll-description"))
    @app_commands.describe(keep=_en("cmd-roll-keep-description"))
    async def roll(self, interaction: discord.Interaction, keep: str | None = None) -> None:
        await self._run(interaction, lambda ctx: self.app.turns.throw(ctx, keep))

    @yamb.command(name="hold", description=_en("cmd-hold-description"))
    @app_commands.describe(dice=_en("cmd-hold-dice-description"))
    async def hold(self, interaction: discord.Interaction, dice: str) -> None:
        await self._run(interaction, lambda ctx: self.app.turns.hold(ctx, dice))

    @yamb.command(name="announce", description=_en("cmd-announce-description"))
    @app_commands.describe(cell=_en("cmd-announce-cell-description"))
    async def announce(self, interaction: discord.Interaction, cell: str) -> None:
        await self._run(interaction, lambda ctx: self.app.turns.announce(ctx, cell))

    @yamb.command(name="write", description=_en("cmd-write-description"))
    @app_commands.describe(cell=_en("cmd-write-cell-description"))
    async def write(self, interaction: discord.Interaction, cell: str) -> None:
        await self._run(interaction, lambda ctx: self.app.turns.write(ctx, cell))

    @yamb.command(name="cross", description=_en("cmd-cross-description"))
    @app_commands.describe(cell=_en("cmd-cross-cell-description"))
    async def cross(self, interaction: discord.Interaction, cell: str) -> None:
        await self._run(interaction, lambda ctx: self.app.turns.write(ctx, cell, cross=True))

    @yamb.command(name="enough", description=_en("cmd-enough-description"))
    async def enough(self, interaction: discord.Interaction) -> None:
        await self._run(interaction, self.app.turns.stop)

    @yamb.command(name="correct", description=_en("cmd-correct-description"))
    @app_commands.describe(cell=_en("cmd-correct-cell-description"))
    async def correct(self, interaction: discord.Interaction, cell: str) -> None:
        await self._run(interaction, lambda ctx: self.app.turns.correct(ctx, cell))

    async def _cells(
        self, interaction: discord.Interaction, current: str, kind: str
    ) -> list[app_commands.Choice[str]]:
        try:
            ctx = await self.app.with_language(context(interaction))
            found = await self.app.turns.cell_choices(ctx, kind, current)
        except Exception:
            log.exception("autocomplete failed")
            return []
        return [app_commands.Choice(name=label[:100], value=cell) for label, cell in found]

    @announce.autocomplete("cell")
    async def _announce_cells(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self._cells(interaction, current, "announce")

    @write.autocomplete("cell")
    async def _write_cells(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self._cells(interaction, current, "write")

    @cross.autocomplete("cell")
    async def _cross_cells(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self._cells(interaction, current, "cross")

    @correct.autocomplete("cell")
    async def _correct_cells(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self._cells(interaction, current, "correct")

    @yamb.command(name="hint", description=_en("cmd-hint-description"))
    async def hint(self, interaction: discord.Interaction) -> None:
        await self._run(interaction, self.app.hints.hint)

    # -- looking and managing ------------------------------------------------------------------
    @yamb.command(name="sheet", description=_en("cmd-sheet-description"))
    @app_commands.describe(member=_en("cmd-sheet-member-description"))
    async def sheet(
        self, interaction: discord.Interaction, member: discord.Member | None = None
    ) -> None:
        target = str(member.id) if member else None
        await self._run(interaction, lambda ctx: self.app.turns.sheet(ctx, target))

    @yamb.command(name="rules", description=_en("cmd-rules-description"))
    @app_commands.describe(**_described("rules", "ruleset"))
    @app_commands.choices(ruleset=RULESET_CHOICES)
    async def rules(
        self, interaction: discord.Interaction, ruleset: app_commands.Choice[str]
    ) -> None:
        await self._run(interaction, lambda ctx: rules_text.rules_reply(ruleset.value, ctx.lang))

    @yamb.command(name="help", description=_en("cmd-help-description"))
    async def help(self, interaction: discord.Interaction) -> None:
        await self._run(interaction, self.app.records.help)

    @yamb.command(name="end", description=_en("cmd-end-description"))
    async def end(self, interaction: discord.Interaction) -> None:
        await self._run(interaction, self.app.lobby.end)

    # -- around the table ---------------------------------------------------------------------
    @yamb.command(name="leaderboard", description=_en("cmd-leaderboard-description"))
    @app_commands.describe(**_described("leaderboard", "ruleset", "mode", "period", "sort"))
    @app_commands.choices(
        ruleset=RULESET_CHOICES,
        mode=MODE_CHOICES,
        period=[_choice("period", "all"), _choice("period", "30d")],
        sort=[_choice("sort", s) for s in SORTS],
    )
    async def leaderboard(
        self,
        interaction: discord.Interaction,
        ruleset: app_commands.Choice[str] | None = None,
        mode: app_commands.Choice[str] | None = None,
        period: app_commands.Choice[str] | None = None,
        sort: app_commands.Choice[str] | None = None,
    ) -> None:
        await self._run(
            interaction,
            lambda ctx: self.app.records.leaderboard(
                ctx,
                ruleset=ruleset.value if ruleset else None,
                mode=mode.value if mode else None,
                period=period.value if period else "all",
                sort=sort.value if sort else "wins",
            ),
        )

    @yamb.command(name="stats", description=_en("cmd-stats-description"))
    @app_commands.describe(**_described("stats", "member"))
    async def stats(
        self, interaction: discord.Interaction, member: discord.Member | None = None
    ) -> None:
        who = member or interaction.user
        await self._run(
            interaction,
            lambda ctx: self.app.records.stats(ctx, str(who.id), who.display_name),
        )

    @yamb.command(name="duel-record", description=_en("cmd-duel-record-description"))
    @app_commands.describe(**_described("duel-record", "member", "other"))
    async def duel_record(
        self,
        interaction: discord.Interaction,
        member: discord.Member,
        other: discord.Member | None = None,
    ) -> None:
        first = other or interaction.user
        await self._run(
            interaction,
            lambda ctx: self.app.records.duel(
                ctx, (str(first.id), first.display_name), (str(member.id), member.display_name)
            ),
        )

    @yamb.command(name="history", description=_en("cmd-history-description"))
    async def history(self, interaction: discord.Interaction) -> None:
        await self._run(interaction, self.app.records.history)

    @yamb.command(name="export", description=_en("cmd-export-description"))
    @app_commands.describe(game=_en("cmd-export-game-description"))
    async def export(
        self, interaction: discord.Interaction, game: app_commands.Range[int, 1] | None = None
    ) -> None:
        await self._run(interaction, lambda ctx: self.app.records.export(ctx, game))

    @yamb.command(name="language", description=_en("cmd-language-description"))
    @app_commands.describe(**_described("language", "language"))
    @app_commands.choices(language=[_choice("language", "auto"), *LANGUAGE_CHOICES])
    async def language(
        self, interaction: discord.Interaction, language: app_commands.Choice[str]
    ) -> None:
        await self._run(interaction, lambda ctx: self.app.records.language(ctx, language.value))

    @yamb.command(name="kick", description=_en("cmd-kick-description"))
    @app_commands.describe(**_described("kick", "member"))
    async def kick(self, interaction: discord.Interaction, member: discord.Member) -> None:
        await self._run(
            interaction, lambda ctx: self.app.away.kick(ctx, str(member.id), member.display_name)
        )


ACK_AFTER = 1.0  # seconds of work after which an interaction is acknowledged first
DEADLINE = 3.0  # Discord's: an interaction not acknowledged by then has failed


class DiscordMessenger:
    """The display's calls (`bot.app.display.Messenger`) made with discord.py."""

    def __init__(self, bot: YambBot) -> None:
        self.bot = bot

    def _channel(self, channel_id: str) -> Any:
        return self.bot.get_channel(int(channel_id)) or self.bot.get_partial_messageable(
            int(channel_id)
        )

    async def post(self, channel_id: str, screen: Screen) -> int:
        files = await build_files(screen.attachments, self.bot.app.pictures)
        # the request Messageable.send makes, without making a Message of the answer (every
        # button and menu option of it): only its id is kept
        params = handle_message_parameters(
            **message_kwargs(screen, files), previous_allowed_mentions=self.bot.allowed_mentions
        )
        with discord_failures(), params:
            sent = await self.bot.http.send_message(int(channel_id), params=params)
        return int(sent["id"])

    async def edit(
        self, channel_id: str, message_id: int, screen: Screen, *, pictures: bool
    ) -> None:
        kwargs = edit_kwargs(screen)
        if pictures:
            kwargs["attachments"] = await build_files(screen.attachments, self.bot.app.pictures)
        with discord_failures():
            await self._channel(channel_id).get_partial_message(message_id).edit(**kwargs)

    async def retire(self, channel_id: str, message_id: int, text: str) -> None:
        kwargs: dict[str, Any] = {"view": None}
        if text:  # a turn's message shrinks to its line: no picture either
            kwargs.update(
                content=clip(text), attachments=[], allowed_mentions=discord.AllowedMentions.none()
            )
        with discord_failures():
            await self._channel(channel_id).get_partial_message(message_id).edit(**kwargs)

    async def open_thread(self, channel_id: str, message_id: int | None, name: str) -> str:
        channel = self.bot.get_channel(int(channel_id))
        if not isinstance(channel, discord.TextChannel):
            raise Gone(f"channel {channel_id} cannot hold threads")
        with discord_failures():
            if message_id is not None:
                message = channel.get_partial_message(message_id)
                thread = await message.create_thread(name=name[:100], auto_archive_duration=1440)
            else:
                thread = await channel.create_thread(
                    name=name[:100], type=discord.ChannelType.public_thread
                )
        return str(thread.id)


@contextlib.contextmanager
def discord_failures() -> Iterator[None]:
    """discord.py's errors as the display's: gone for good, or worth another try."""
    try:
        yield
    except (discord.NotFound, discord.Forbidden) as error:
        raise Gone(str(error)) from error
    except (discord.HTTPException, aiohttp.ClientError, OSError, TimeoutError) as error:
        raise Unreachable(repr(error)) from error


def edit_kwargs(screen: Screen) -> dict[str, Any]:
    """What discord.py needs to make a message show a screen; a screen without pictures
    takes the message's pictures away, one with pictures leaves them (the caller uploads
    them when they changed)."""
    edit: dict[str, Any] = {
        "content": clip(screen.content) or None,
        "view": build_view(screen),
        "allowed_mentions": mentions(screen),
    }
    if not screen.attachments:
        edit["attachments"] = []
    if screen.embed is not None:
        edit["embed"] = to_embed(screen.embed)
    return edit


async def update_clicked_message(interaction: discord.Interaction, edit: dict[str, Any]) -> None:
    """`interaction.response.edit_message(**edit)` without asking for the message back.

    Since discord.py 2.5 that call always asks Discord to send the edited message back
    (`with_response`) and makes discord.py objects of it, each button and menu option
    included: 4% of the Python time of a click (py-spy), for an answer the bot never reads.
    The same request is made here without it, by discord.py's own payload builder and
    webhook adapter (retries and rate limits as for edit_message).
    """
    response = interaction.response
    if response.is_done():
        raise discord.InteractionResponded(interaction)
    state = interaction._state
    params = interaction_message_response_params(
        type=discord.InteractionResponseType.message_update.value,
        content=edit.get("content", discord.utils.MISSING),
        embed=edit.get("embed", discord.utils.MISSING),
        view=edit.get("view", discord.utils.MISSING),
        attachments=edit.get("attachments", discord.utils.MISSING),
        previous_allowed_mentions=state.allowed_mentions,
        allowed_mentions=edit.get("allowed_mentions", discord.utils.MISSING),
    )
    route = Route(
        "POST",
        "/interactions/{webhook_id}/{webhook_token}/callback",
        webhook_id=interaction.id,
        webhook_token=interaction.token,
    )
    http = state.http
    with params:  # closes the files once sent
        await async_context.get().request(
            route,
            session=interaction._session,
            proxy=http.proxy,
            proxy_auth=http.proxy_auth,
            payload=None if params.files else params.payload,
            multipart=params.multipart,
            files=params.files,
        )
    response._response_type = discord.InteractionResponseType.message_update


class Answer:
    """One interaction, acknowledged in time whatever the work costs: if the answer is not
    ready ACK_AFTER seconds after Discord made the interaction, it is deferred and answered by
    edits and followups later. Every response goes through `lock`, so the deferral and the
    answer never cross."""

    def __init__(self, interaction: discord.Interaction, *, component: bool) -> None:
        self.interaction = interaction
        self.component = component
        self.lock = asyncio.Lock()
        # a timer, not a task per click: most answers come before it fires, and a cancelled
        # task kept its frame (and so the interaction) alive in a cycle until a full collection
        self._timer: asyncio.TimerHandle | None = None
        self._deferring: asyncio.Task[None] | None = None
        # a command deferred while its work ran says "thinking" to its member only
        self.private = False

    async def __aenter__(self) -> Answer:
        # Counted from Discord's stamp on the interaction: in a burst of clicks one may wait
        # in the bot's queue before its turn comes, and is then deferred at once, before its
        # work, so that it meets the deadline. A stamp that cannot be right (a clock set
        # apart from Discord's) counts from now.
        age = (discord.utils.utcnow() - self.interaction.created_at).total_seconds()
        if not 0.0 <= age < DEADLINE:
            age = 0.0
        if age >= ACK_AFTER:
            await self._defer()
        else:
            self._timer = asyncio.get_running_loop().call_later(ACK_AFTER - age, self._defer_now)
        return self

    async def __aexit__(self, *exc: object) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _defer_now(self) -> None:
        self._timer = None
        self._deferring = asyncio.create_task(self._defer())  # kept: a task is weakly held

    async def _defer(self) -> None:
        async with self.lock:
            response = self.interaction.response
            if not response.is_done():
                with contextlib.suppress(discord.HTTPException):
                    if self.component:
                        await response.defer()
                    else:
                        await response.defer(ephemeral=True, thinking=True)
                        self.private = True

    @property
    def deferred(self) -> bool:
        return self.interaction.response.is_done()


IDENTIFY_INTERVAL = 5.0  # seconds between two IDENTIFYs of one bucket (Discord's rule)


class YambBot(commands.AutoShardedBot):
    """The bot on one or more gateway shards (`shards`: which ones; by default as many as
    Discord recommends, all in this process). Several processes, each with its own shards,
    share one database: each acts only on the games of the servers its shards hold."""

    def __init__(
        self,
        store: Store,
        *,
        dev_guild_id: int | None = None,
        timeout_minutes: float = 10.0,
        tick_seconds: float = 30.0,
        sync_commands: bool = True,
        guild_ready_timeout: float = 2.0,
        bot_pace: float = 1.0,
        shards: ShardPlan | None = None,
    ) -> None:
        plan = shards or ShardPlan()
        sharding: dict[str, Any] = {"shard_count": plan.count}
        if plan.ids is not None:
            sharding["shard_ids"] = list(plan.ids)
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=INTENTS,
            # no message events arrive (INTENTS), so there is nothing to keep in a cache
            max_messages=None,
            help_command=None,
            guild_ready_timeout=guild_ready_timeout,
            **sharding,
        )
        self.plan = plan
        self.store = store
        # without a shard count Discord's recommendation decides, and one process holds all
        self.app = App(
            store,
            timeout_minutes=timeout_minutes,
            bot_pace=bot_pace,
            owns=None if plan.covers_all else plan.owns,
        )
        self.dev_guild_id = dev_guild_id
        self.sync_commands = sync_commands
        self.tick_seconds = tick_seconds
        self._ticker: tasks.Loop[Any] | None = None
        self._refreshed = False
        # IDENTIFY pacing: Discord takes one per 5 s in each of max_concurrency buckets
        self._identify_lock = asyncio.Lock()
        self._identified: dict[int, float] = {}
        self._concurrency: int | None = None

    async def setup_hook(self) -> None:
        # discord.py has no public hook before it parses an event: its parser table is wrapped
        parsers: dict[str, Callable[[Any], None]] = self._connection.parsers
        parse_interaction = parsers["INTERACTION_CREATE"]

        def parse_slim(data: Any) -> None:
            slim_click(data)
            parse_interaction(data)

        parsers["INTERACTION_CREATE"] = parse_slim
        self.app.display.messenger = DiscordMessenger(self)
        await self.add_cog(YambCog(self))
        await self.tree.set_translator(CatalogueTranslator())
        if self.sync_commands:
            if self.dev_guild_id:
                guild = discord.Object(self.dev_guild_id)
                self.tree.copy_global_to(guild=guild)
                await self.tree.sync(guild=guild)
            else:
                await self.tree.sync()
        self._ticker = tasks.loop(seconds=self.tick_seconds)(self._tick)
        self._ticker.start()

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """Discord allows max_concurrency IDENTIFYs per 5 seconds, one in each bucket
        (shard_id % max_concurrency). discord.py waits 5 s before every IDENTIFY but the
        first; this waits only when the shard's bucket identified less than 5 s ago, so a
        large bot's shards connect max_concurrency at a time and a lone reconnect at once."""
        async with self._identify_lock:
            if self._concurrency is None:
                try:
                    limits = await self.fetch_session_start_limits()
                    self._concurrency = max(1, int(limits.max_concurrency))
                except (discord.HTTPException, aiohttp.ClientError, OSError, TimeoutError):
                    self._concurrency = 1  # unknown: the safe pace
            bucket = (shard_id or 0) % self._concurrency
            loop = asyncio.get_running_loop()
            last = self._identified.get(bucket)
            if last is not None and loop.time() - last < IDENTIFY_INTERVAL:
                await asyncio.sleep(IDENTIFY_INTERVAL - (loop.time() - last))
            self._identified[bucket] = loop.time()

    async def close(self) -> None:
        if self._ticker is not None:
            self._ticker.cancel()
        await self.app.close()
        await self.app.display.close()
        await super().close()

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Every click on a component: the bot's own are answered here (their custom id says
        which game, at which moment, doing what); one the message does not show (a modified
        client) is refused, privately."""
        if interaction.type is not discord.InteractionType.component:
            return
        data: Any = interaction.data or {}
        custom = str(data.get("custom_id", ""))
        kind = data.get("component_type")
        ours = BUTTON_ID.match(custom) or SELECT_ID.match(custom)
        if ours and interaction.message is not None and data.get(OFFERED) is True:
            values = data.get("values") if kind == discord.ComponentType.select.value else None
            await self.handle_component(
                interaction, custom, [str(v) for v in values] if isinstance(values, list) else []
            )
            return
        ctx = await self.app.with_language(context(interaction))
        with contextlib.suppress(discord.HTTPException):
            await interaction.response.send_message(
                say(ctx.lang, "error-not-offered"), ephemeral=True
            )

    async def on_ready(self) -> None:
        log.info(
            "ready as %s in %d servers on %s",
            self.user,
            len(self.guilds),
            self.plan.describe() if self.plan.count else f"{self.shard_count} shards",
        )
        if not self._refreshed:  # every open game's message is drawn again after a restart
            self._refreshed = True
            await self.app.display.refresh()
            await self.app.bots.refresh()  # games that wait on a bot player go on
        print("READY", flush=True)  # the restart test waits for this line

    # -- answering -----------------------------------------------------------------------------
    async def run_command(
        self, interaction: discord.Interaction, call: Callable[[Ctx], Awaitable[Reply]]
    ) -> None:
        async with Answer(interaction, component=False) as answer:
            ctx = await self.app.with_language(context(interaction))  # after the deferral is armed
            try:
                reply = await self.app.run(ctx, lambda: call(ctx))
            except Exception:
                log.exception(
                    "command /%s failed (game %s)",
                    _command_name(interaction),
                    await self._game_of(ctx),
                )
                reply = Reply(notice=say(ctx.lang, "error-unexpected"))
            try:
                await self._deliver_command(answer, reply, ctx.lang)
            except Exception:
                log.exception(
                    "could not answer /%s (game %s)",
                    _command_name(interaction),
                    await self._game_of(ctx),
                )
                await self._apologize(answer, ctx)
        if reply.game_id is not None:
            self.app.display.wake(reply.game_id)

    async def _game_of(self, ctx: Ctx) -> int | None:
        """The game of the channel, for logs (never raises: it runs while handling an error)."""
        try:
            info = await self.store.game_in_channel(ctx.channel_id)
        except Exception:
            return None
        return info.game_id if info is not None else None

    async def _apologize(self, answer: Answer, ctx: Ctx) -> None:
        """Never leave a player with "This interaction failed": say sorry, privately."""
        sorry = say(ctx.lang, "error-unexpected")
        with contextlib.suppress(discord.HTTPException):
            async with answer.lock:
                if answer.deferred:
                    await answer.interaction.followup.send(sorry, ephemeral=True)
                else:
                    await answer.interaction.response.send_message(sorry, ephemeral=True)

    async def handle_component(
        self, interaction: discord.Interaction, custom: str, values: list[str]
    ) -> None:
        game = CUSTOM_ID.match(custom or "")
        game_id = int(game["game"]) if game is not None and game["game"] != "0" else None
        order = self.app.display.lock(game_id) if game_id is not None else asyncio.Lock()
        # the deferral is armed before anything is awaited (the member's language may be
        # read from the database first): a click is acknowledged in time whatever holds it
        async with Answer(interaction, component=True) as answer:
            ctx = await self.app.with_language(context(interaction))
            async with order:
                try:
                    reply = await self.app.run(ctx, lambda: self.app.click(ctx, custom, values))
                except Exception:
                    log.exception("click %s failed (game in custom id)", custom)
                    reply = Reply(notice=say(ctx.lang, "error-unexpected"))
                try:
                    await self._deliver_click(answer, reply)
                except Exception:
                    log.exception("could not answer click %s (game in custom id)", custom)
                    await self._apologize(answer, ctx)
        if reply.game_id is not None:
            self.app.display.wake(reply.game_id)

    async def _private(self, answer: Answer, reply: Reply) -> None:
        """The member's private answer: text, a card, pictures."""
        interaction = answer.interaction
        embed = to_embed(reply.notice_embed)
        extra: dict[str, Any] = {"embed": embed} if embed is not None else {}
        text = clip(reply.notice or "")
        if reply.notice_attachments:
            async with answer.lock:
                if not answer.deferred:
                    await interaction.response.defer(ephemeral=True, thinking=True)
            files = await build_files(reply.notice_attachments, self.app.pictures)
            await interaction.followup.send(text, files=files, ephemeral=True, **extra)
            return
        async with answer.lock:
            if answer.deferred:
                await interaction.followup.send(text or "…", ephemeral=True, **extra)
            else:
                await interaction.response.send_message(
                    text or (None if extra else "…"), ephemeral=True, **extra
                )

    async def _deliver_command(self, answer: Answer, reply: Reply, lang: str) -> None:
        interaction = answer.interaction
        if not reply.posts:
            await self._private(answer, reply)
            return
        notice = reply.notice
        async with answer.lock:
            if not answer.deferred:
                await interaction.response.defer(thinking=True)
            elif answer.private:
                # The first followup would fill the member's private "thinking" message and
                # stay private (a lobby nobody else could join): that message says it is
                # done, and the posts follow as messages of their own, in public.
                await interaction.edit_original_response(
                    content=clip(notice or say(lang, "done-action"))
                )
                notice = None
        for screen in reply.posts:
            files = await build_files(screen.attachments, self.app.pictures)
            message = await interaction.followup.send(**message_kwargs(screen, files), wait=True)
            await self._posted(screen, message.id)
        if notice:
            await interaction.followup.send(clip(notice), ephemeral=True)

    async def _deliver_click(self, answer: Answer, reply: Reply) -> None:
        interaction = answer.interaction
        if reply.update is None and not reply.posts:
            await self._private(answer, reply)
            return
        if reply.update is not None and interaction.message is not None:
            screen = reply.update
            message_id = interaction.message.id
            display = self.app.display
            edit = edit_kwargs(screen)
            if screen.attachments and not display.knows_pictures(message_id, screen):
                edit["attachments"] = await build_files(screen.attachments, self.app.pictures)
            try:
                async with answer.lock:
                    if answer.deferred:
                        await interaction.edit_original_response(**edit)
                    else:
                        await update_clicked_message(interaction, edit)
            except Exception:
                display.forget(message_id)  # it may or may not show the update: draw it again
                if screen.game_id is not None:
                    display.wake(screen.game_id)
                raise
            display.shown(message_id, screen)
        for screen in reply.posts:
            files = await build_files(screen.attachments, self.app.pictures)
            message = await interaction.followup.send(**message_kwargs(screen, files), wait=True)
            await self._posted(screen, message.id)
        if reply.notice:
            async with answer.lock:
                if answer.deferred:
                    await interaction.followup.send(clip(reply.notice), ephemeral=True)
                else:
                    await interaction.response.send_message(clip(reply.notice), ephemeral=True)

    async def _posted(self, screen: Screen, message_id: int) -> None:
        self.app.display.shown(message_id, screen)
        if screen.turn_message and screen.game_id is not None:
            await self.app.turns.message_posted(screen.game_id, message_id)

    # -- timeouts ------------------------------------------------------------------------------
    async def _tick(self) -> None:
        try:
            woken = await self.app.away.tick()
        except Exception:
            log.exception("turn timeout check failed")
            return
        for game_id in woken:
            self.app.display.wake(game_id)
        try:  # a bot player's game that stopped (an error) is tried again
            await self.app.bots.refresh()
        except Exception:
            log.exception("waking the bot players failed")


def _command_name(interaction: discord.Interaction) -> str:
    command = interaction.command
    return command.qualified_name if command is not None else "?"


def settings_command(bot: YambBot) -> app_commands.Command[Any, ..., None]:
    """/yamb settings, with one option per declared setting (see `bot.settings`): a new
    setting appears here without touching this code."""
    parameters = [
        inspect.Parameter(
            "interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=discord.Interaction
        )
    ]
    describe: dict[str, str] = {}
    choices: dict[str, list[app_commands.Choice[str]]] = {}

    def option(name: str, annotation: Any) -> None:
        parameters.append(
            inspect.Parameter(
                name, inspect.Parameter.KEYWORD_ONLY, default=None, annotation=annotation
            )
        )
        describe[name] = _en(f"cmd-settings-{name}-description")

    for decl in server_settings.declared().values():
        if decl.kind == "choice":
            option(decl.option, app_commands.Choice[str] | None)
            choices[decl.option] = [_setting_choice(decl.option, c) for c in decl.choices]
        elif decl.kind == "number":
            low, high = decl.low or 0, decl.high or 2**31
            option(decl.option, app_commands.Range[int, low, high] | None)
        elif decl.kind == "flag":
            option(decl.option, bool | None)
        elif decl.kind == "channels":
            option(f"allow_{decl.option}", discord.TextChannel | None)
            option(f"disallow_{decl.option}", discord.TextChannel | None)
            option("everywhere", bool | None)

    async def callback(interaction: discord.Interaction, **given: Any) -> None:
        values = {
            key: value.value
            if isinstance(value, app_commands.Choice)
            else value.id
            if isinstance(value, discord.abc.Snowflake)
            else value
            for key, value in given.items()
            if value is not None
        }
        await bot.run_command(interaction, lambda ctx: bot.app.records.settings(ctx, values))

    callback.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
    callback = app_commands.describe(**describe)(callback)
    callback = app_commands.choices(**choices)(callback)
    return app_commands.Command(
        name="settings", description=_en("cmd-settings-description"), callback=callback
    )


def _setting_choice(option: str, value: str) -> app_commands.Choice[str]:
    """A value of a setting's choice, named as players know it: a ruleset or mode by its
    name in every language, a language by its own name, any other value by its own message
    (`choice-<option>-<value>`, e.g. `choice-hints-practice`)."""
    if value in RULESET_NAMES:
        return _choice("ruleset", value)
    if value in MODE_NAMES:
        return _choice("mode", value)
    if value in i18n.ENDONYMS:
        return app_commands.Choice(name=i18n.ENDONYMS[value], value=value)
    return _choice(option, value)
