"""The bot's lifecycle: connecting its shards, registering the commands, routing clicks,
drawing every open game again after a restart, and the tick of the turn timers and of the
daily challenge."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable
from typing import Any

import aiohttp
import discord
from discord.ext import commands, tasks

from .. import i18n
from ..app.context import in_dm
from ..app.core import App
from ..pacer import RATE, Pacer
from ..shards import ShardPlan
from ..store import Store
from ..texts import say
from ..ui import BUTTON_ID, SELECT_ID
from .commands import (
    OrganiserCommands,
    PlayCommands,
    ScoreCommands,
    TournamentCommands,
    settings_command,
)
from .interactions import OFFERED, context, slim_click
from .messenger import DiscordMessenger
from .replies import Replies
from .retries import ApiHealth, ServerTrouble, own_retries, request_trace
from .translator import CatalogueTranslator

log = logging.getLogger(__name__)

# Guilds only: the bot acts on interactions and never reads messages, typing, reactions or
# voice. With the default intents Discord sent an event for every message the bot itself posted
# or edited (one per click), each parsed into a Message object for nothing.
INTENTS = discord.Intents.none()
INTENTS.guilds = True

IDENTIFY_INTERVAL = 5.0  # seconds between two IDENTIFYs of one bucket (Discord's rule)
# seconds a stopping bot waits for the interactions in hand: a click's answer and redraw
# follow its acknowledgement (within Discord's 3 s) at once unless Discord is slow, and a
# service manager may not wait long (`docker stop` sends SIGKILL after 10 s)
DRAIN_SECONDS = 5.0


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
        clock: Callable[[], float] = time.time,
        public_url: str = "",
        rest_rate: float = RATE,
    ) -> None:
        plan = shards or ShardPlan()
        # the token's global limit is shared by every process that holds some of its shards
        share = 1.0 if plan.covers_all or not plan.count else len(plan.held or ()) / plan.count
        self.pacer = Pacer(rest_rate * share)
        self.api = ApiHealth()
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
            http_trace=request_trace(self.pacer, self.api),
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
            clock=clock,
            public_url=public_url,  # PUBLIC_URL: link buttons to the website
        )
        self.app.shared.in_guild = self._in_guild
        self.app.shared.reachable = self._reachable
        self.app.shared.api_answers = self._api_answers
        self._api_asked = -1  # the tick in which the API was last asked (`_api_answers`)
        self.replies = Replies(self)
        self.drain_seconds = DRAIN_SECONDS  # see `close`
        self.dev_guild_id = dev_guild_id
        self.sync_commands = sync_commands
        self.tick_seconds = tick_seconds
        self._ticker: tasks.Loop[Any] | None = None
        self.ticks = 0
        self._refreshed = False
        # IDENTIFY pacing: Discord takes one per 5 s in each of max_concurrency buckets
        self._identify_lock = asyncio.Lock()
        self._identified: dict[int, float] = {}
        self._concurrency: int | None = None

    async def setup_hook(self) -> None:
        # Every language's files read before the first click, not on a member's first message
        # in it (the website and the command line stay lazy); messages are parsed as said
        i18n.preload()
        # discord.py has no public hook before it parses an event: its parser table is wrapped
        parsers: dict[str, Callable[[Any], None]] = self._connection.parsers
        parse_interaction = parsers["INTERACTION_CREATE"]

        def parse_slim(data: Any) -> None:
            slim_click(data)
            parse_interaction(data)

        parsers["INTERACTION_CREATE"] = parse_slim
        self.app.display.messenger = DiscordMessenger(self)
        await self.add_cog(PlayCommands(self))
        await self.add_cog(ScoreCommands(self))
        await self.add_cog(TournamentCommands(self))
        await self.add_cog(OrganiserCommands(self))
        self.tree.add_command(settings_command(self))
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
        await self.replies.drain(self.drain_seconds)  # the clicks in hand answered first
        await self.app.close()
        await self.app.display.close()
        self.pacer.close()
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
            await self.replies.handle_component(
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

    async def on_raw_thread_update(self, payload: discord.RawThreadUpdateEvent) -> None:
        metadata = payload.data.get("thread_metadata", {})
        archived = bool(metadata.get("archived"))
        messenger = self.app.display.messenger
        if isinstance(messenger, DiscordMessenger):
            messenger.thread_archived(str(payload.thread_id), archived)
        if not archived and not metadata.get("locked"):  # writable again, maybe
            self.app.display.access_changed({str(payload.thread_id)})

    async def on_guild_channel_update(
        self, before: discord.abc.GuildChannel, after: discord.abc.GuildChannel
    ) -> None:
        # its permissions (and so its threads') may have changed: what was refused may land
        threads = getattr(after, "threads", ())
        self.app.display.access_changed({str(after.id), *(str(t.id) for t in threads)})

    # -- the bot removed from a server, or invited (back) ---------------------------------------
    def _in_guild(self, guild_id: str) -> bool:
        # a server in an outage stays among the guilds (unavailable); one that removed the
        # bot, or did while the bot was away (not in READY), is not
        return in_dm(guild_id) or self.get_guild(int(guild_id)) is not None

    def _reachable(self, guild_id: str) -> bool:
        # members reach the bot through the gateway shard that holds their server (direct
        # messages: shard 0); while it is disconnected (an incident at Discord, or our
        # network) or the server is in an outage, nobody there can act; nor while Discord's
        # API fails the bot, which then cannot answer them
        if self.api.down:
            return False
        if in_dm(guild_id):
            shard = self.get_shard(0)
        else:
            guild = self.get_guild(int(guild_id))
            if guild is None or guild.unavailable:
                return False
            shard = self.get_shard(guild.shard_id)
        return shard is not None and not shard.is_closed()

    async def on_guild_remove(self, guild: discord.Guild) -> None:
        log.info("removed from server %s: its open games wait for the bot to come back", guild.id)

    async def on_guild_join(self, guild: discord.Guild) -> None:
        try:
            await self.app.guild_joined(str(guild.id))
        except Exception:
            log.exception("drawing the games of server %s again failed", guild.id)

    # -- a game's channel deleted ------------------------------------------------------------------
    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        await self._channel_deleted(str(payload.thread_id))

    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        await self._channel_deleted(str(channel.id))

    async def _channel_deleted(self, channel_id: str) -> None:
        """A moderator deleted a channel or thread with a game in it: the game ends, and
        the channel it came from hears of it."""
        try:
            info = await self.store.game_in_channel(channel_id)
            if info is None or not self.app.shared.owns(info.guild_id):
                return
            if await self.app.pace.channel_gone(info.game_id):
                self.app.display.wake(info.game_id)
        except Exception:
            log.exception("ending the game of deleted channel %s failed", channel_id)

    # -- timeouts ------------------------------------------------------------------------------
    async def _api_answers(self) -> bool:
        """Whether Discord's API answers: asked once a tick, when a timer first needs it."""
        if self._api_asked != self.ticks:
            self._api_asked = self.ticks
            await self._probe_api()
        return not self.api.down

    async def _probe_api(self) -> None:
        """Ask Discord's API once, so that `self.api` hears whether it answers: when the bot
        has nothing else to send, its timers would otherwise wait for good."""
        failures = (discord.HTTPException, ServerTrouble, aiohttp.ClientError, OSError)
        # one try (own_retries): discord.py would wait up to 25 s over five
        with contextlib.suppress(*failures), own_retries():
            await self.http.get_bot_gateway()

    async def _tick(self) -> None:
        try:
            await self._timers()
        finally:
            self.ticks += 1  # ticks over, the first at start-up (what tests wait for)

    async def _timers(self) -> None:
        if self.api.down:  # back? (when the bot has nothing to send, nothing else asks)
            await self._api_answers()
        try:
            woken = await self.app.away.tick()
        except Exception:
            log.exception("turn timeout check failed")
            return
        try:  # slow games: reminders, and turns whose time is up
            woken += await self.app.pace.tick()
        except Exception:
            log.exception("slow games' timer check failed")
        try:  # lobbies nobody started in time close
            woken += await self.app.idle_lobbies.tick()
        except Exception:
            log.exception("closing idle lobbies failed")
        for game_id in woken:
            self.app.display.wake(game_id)
        try:  # the daily challenge: closing days, announcing the new one
            await self.app.daily.tick()
        except Exception:
            log.exception("the daily challenge's tick failed")
        try:  # a season that ended: its top three in the servers that want them
            await self.app.seasons.tick()
        except Exception:
            log.exception("the seasons' tick failed")
        try:  # tournaments whose start came, and results a restart left untold
            await self.app.tournaments.tick()
        except Exception:
            log.exception("the tournaments' tick failed")
        try:  # a bot player's game that stopped (an error) is tried again
            await self.app.bots.refresh()
        except Exception:
            log.exception("waking the bot players failed")
