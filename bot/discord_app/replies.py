"""Answering members: a command's or a click's reply, made by the application, delivered as
Discord messages (the member's private answer, the clicked message's update, new posts)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Iterator
from typing import Any

import discord

from ..app.context import Ctx
from ..app.display import Gone, Unreachable
from ..pacer import WAITED_ON, HoldOff, pacing
from ..texts import say
from ..ui import CUSTOM_ID, Reply, Screen
from .answer import Answer, update_clicked_message
from .followups import FollowupMessenger
from .host import Host
from .interactions import command_name, context
from .payloads import build_files, clip, edit_kwargs, message_kwargs, to_embed
from .retries import ServerTrouble

log = logging.getLogger(__name__)


class Replies:
    """The bot's answers to interactions, each within its `Answer` guard."""

    def __init__(self, bot: Host) -> None:
        self.bot = bot
        self.app = bot.app
        self._answering: set[asyncio.Future[None]] = set()  # one per interaction in hand

    @contextlib.contextmanager
    def _in_hand(self) -> Iterator[None]:
        done = asyncio.get_running_loop().create_future()
        self._answering.add(done)
        try:
            yield
        finally:
            self._answering.discard(done)
            done.set_result(None)

    async def drain(self, timeout: float) -> None:
        """Wait until every interaction in hand is answered (at most `timeout` seconds): a
        bot that stops (a restart, a deploy) first finishes the clicks it took, which would
        otherwise lose their answer, and their redraw, to the closing connection and store."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while self._answering:  # clicks taken meanwhile are waited for too
            left = deadline - loop.time()
            if left <= 0:
                log.warning("stopping with %d interactions still in hand", len(self._answering))
                return
            await asyncio.wait(set(self._answering), timeout=left)

    async def run_command(
        self, interaction: discord.Interaction, call: Callable[[Ctx], Awaitable[Reply]]
    ) -> None:
        with self._in_hand():
            await self._run_command(interaction, call)

    async def _run_command(
        self, interaction: discord.Interaction, call: Callable[[Ctx], Awaitable[Reply]]
    ) -> None:
        async with Answer(
            interaction, component=False, answered=self.app.display.answered
        ) as answer:
            ctx = await self.app.with_language(context(interaction))  # after the deferral is armed
            try:
                reply = await self.app.run(ctx, lambda: call(ctx))
            except Exception:
                log.exception(
                    "command /%s failed (game %s)",
                    command_name(interaction),
                    await self._game_of(ctx),
                )
                reply = Reply(notice=say(ctx.lang, "error-unexpected"))
            if reply.private is None:  # a direct message refused since: said once, here
                with contextlib.suppress(Exception):
                    note = await self.app.pace.pending_note(ctx)
                    if note:
                        reply.notice = f"{reply.notice}\n\n{note}" if reply.notice else note
            try:
                await self._deliver_command(answer, reply, ctx.lang)
            except Exception:
                log.exception(
                    "could not answer /%s (game %s)",
                    command_name(interaction),
                    await self._game_of(ctx),
                )
                await self._undelivered(answer, ctx, reply)
            else:
                if reply.game_id is not None:
                    await self._show_through(answer, reply.game_id, held=False)
        if reply.game_id is not None:
            self.app.display.wake(reply.game_id, WAITED_ON)
        await answer.release()

    async def _game_of(self, ctx: Ctx) -> int | None:
        """The game of the channel, for logs (never raises: it runs while handling an error)."""
        try:
            info = await self.bot.store.game_in_channel(ctx.channel_id)
        except Exception:
            return None
        return info.game_id if info is not None else None

    async def _apologize(self, answer: Answer, ctx: Ctx) -> None:
        """Never leave a player with "This interaction failed": say sorry, privately."""
        with contextlib.suppress(discord.HTTPException, ServerTrouble):
            await self._tell(answer, say(ctx.lang, "error-unexpected"))

    async def _undelivered(self, answer: Answer, ctx: Ctx, reply: Reply) -> None:
        """A reply Discord did not take (the clicked message's thread locked since, say).
        What it changed in a game is stored: its member hears what was done, privately, not
        to try again (a second try would act twice), and the display shows it once Discord
        lets the bot. A reply that changed nothing is sorry, as for an error."""
        update = reply.update
        if reply.game_id is None and (update is None or update.game_id is None):
            await self._apologize(answer, ctx)
            return
        # the message as it was to show (what was done) before the notice: a notice may be
        # about that very update ("this message shows the current turn again")
        done = (update.content if update is not None else "") or reply.notice
        with contextlib.suppress(discord.HTTPException, ServerTrouble):
            await self._tell(answer, clip(done or say(ctx.lang, "done-action")))

    async def _tell(self, answer: Answer, text: str, **extra: Any) -> None:
        """What only the member sees (a line, a card): the interaction's first response, or a
        followup."""
        interaction = answer.interaction
        await answer.first_or_followup(
            lambda: interaction.response.send_message(
                text or (None if extra else "…"), ephemeral=True, **extra
            ),
            lambda: interaction.followup.send(text or "…", ephemeral=True, **extra),
        )

    async def handle_component(
        self, interaction: discord.Interaction, custom: str, values: list[str]
    ) -> None:
        with self._in_hand():
            await self._handle_component(interaction, custom, values)

    async def _handle_component(
        self, interaction: discord.Interaction, custom: str, values: list[str]
    ) -> None:
        game = CUSTOM_ID.match(custom or "")
        game_id = int(game["game"]) if game is not None and game["game"] != "0" else None
        # the game whose messages the click's answer may change (a hint changes none)
        shown = None if game is None or game["verb"] in self.app.private_clicks else game_id
        order = self.app.display.lock(shown) if shown is not None else asyncio.Lock()
        # the click redraws its message: the game's background pass gives way until the
        # click holds the game's messages, whatever it would send meanwhile
        hold = self._hold_off(shown) if shown is not None else None
        try:
            # the deferral is armed before anything is awaited (the member's language may be
            # read from the database first): a click is acknowledged in time whatever holds it
            async with Answer(
                interaction, component=True, answered=self.app.display.answered
            ) as answer:
                ctx = await self.app.with_language(context(interaction))
                async with order:
                    if hold is not None:
                        self._stop_holding_off(hold)
                    reply = await self._answer_click(answer, ctx, custom, values, game_id)
        finally:
            if hold is not None:
                self._stop_holding_off(hold)
        if reply.game_id is not None:
            self.app.display.wake(reply.game_id, WAITED_ON)
        await answer.release()

    async def _answer_click(
        self, answer: Answer, ctx: Ctx, custom: str, values: list[str], game_id: int | None
    ) -> Reply:
        """A click's work and its answer, made while the click holds its game's messages."""
        try:
            reply = await self.app.run(ctx, lambda: self.app.click(ctx, custom, values))
        except Exception:
            log.exception("click %s failed (game in custom id)", custom)
            reply = Reply(notice=say(ctx.lang, "error-unexpected"))
        try:
            await self._deliver_click(answer, reply)
        except Exception:
            log.exception("could not answer click %s (game in custom id)", custom)
            await self._undelivered(answer, ctx, reply)
        else:
            if reply.game_id is not None and reply.game_id == game_id:
                await self._show_through(answer, reply.game_id, held=True)
        return reply

    def _hold_off(self, game_id: int) -> HoldOff:
        """A member acts on the game: its background pass's requests, the one waiting now
        (for a slot, or for its route's bucket) and any it makes until the member's click
        holds the game, are called off unsent (`Pacer.hold_off`); the pass comes again after
        the member's answer, and the game's other requests go first for a while."""
        self.bot.pacer.hurry(game_id)
        return self.bot.pacer.hold_off(game_id)

    def _stop_holding_off(self, hold: HoldOff) -> None:
        if hold.end():
            self.app.display.gave_way(hold.game)

    def _give_way(self, game_id: int) -> None:
        """A member acted on the game: a background pass whose request still waits (for a
        slot, or for its route's bucket) is called off and comes again after the member's
        answer, and the game's other requests go first for a while."""
        display = self.app.display
        if display.may_give_way(game_id) and self.bot.pacer.withdraw(game_id):
            display.gave_way(game_id)
        self.bot.pacer.hurry(game_id)

    async def _show_through(self, answer: Answer, game_id: int, *, held: bool) -> None:
        """Right after an answer, the display's pass for its game made through the
        interaction (`FollowupMessenger`): the next turn's message and its pings cost none
        of the bot's rate limits. What fails here is left to the display's own pass (the
        `wake` that follows), which tries again by the bot's own requests."""
        display = self.app.display
        rest = display.messenger
        if rest is None or not answer.deferred:
            return
        via = FollowupMessenger(answer, rest, self.app.pictures, self.app.shared.clock)
        try:
            with pacing(WAITED_ON, game_id):  # what is not a followup goes first
                if held:  # the click holds the game's display lock already
                    await display.converge_held(game_id, via=via)
                else:
                    self._give_way(game_id)
                    # what a command's pass edits by the bot's own requests (the turn's
                    # message) may wait for the channel's bucket: a click on the game
                    # meanwhile calls it off, and its answer shows the game itself
                    with pacing(WAITED_ON, game_id, background=True):
                        await display.converge(game_id, via=via, background=True)
        except asyncio.CancelledError:
            task = asyncio.current_task()
            if task is None or task.cancelling():  # not called off: the command is cancelled
                raise
            log.info("game %s: a member acted while the command's edit waited", game_id)
        except (Gone, Unreachable) as error:
            log.info("game %s: shown by the display instead (%s)", game_id, error)
        except Exception:
            log.exception("game %s: showing it through the interaction failed", game_id)

    async def _private(self, answer: Answer, reply: Reply) -> None:
        """The member's private answer: text, a card, pictures."""
        interaction = answer.interaction
        embed = to_embed(reply.notice_embed)
        extra: dict[str, Any] = {"embed": embed} if embed is not None else {}
        text = clip(reply.notice or "")
        if reply.notice_attachments:
            async with answer.lock:
                if not answer.deferred:
                    await answer.respond(
                        lambda: interaction.response.defer(ephemeral=True, thinking=True),
                        first=True,
                    )

            async def send_with_files() -> None:
                files = await build_files(reply.notice_attachments, self.app.pictures)
                await interaction.followup.send(text, files=files, ephemeral=True, **extra)

            await answer.respond(send_with_files, first=False)
            return
        await self._tell(answer, text, **extra)

    async def _private_screen(self, answer: Answer, screen: Screen) -> None:
        """A message with controls that only the member sees (the daily challenge): after a
        private deferral of a command (or a click's silent one), as a followup."""
        interaction = answer.interaction
        async with answer.lock:
            if not answer.deferred:
                if answer.component:
                    await answer.respond(interaction.response.defer, first=True)
                else:
                    await answer.respond(
                        lambda: interaction.response.defer(ephemeral=True, thinking=True),
                        first=True,
                    )

        async def send() -> None:
            files = await build_files(screen.attachments, self.app.pictures)
            await interaction.followup.send(**message_kwargs(screen, files), ephemeral=True)

        await answer.respond(send, first=False)

    async def _deliver_command(self, answer: Answer, reply: Reply, lang: str) -> None:
        interaction = answer.interaction
        if reply.private is not None:
            await self._private_screen(answer, reply.private)
            return
        if not reply.posts:
            await self._private(answer, reply)
            return
        notice = reply.notice
        async with answer.lock:
            if not answer.deferred:
                await answer.respond(lambda: interaction.response.defer(thinking=True), first=True)
            elif answer.private:
                # The first followup would fill the member's private "thinking" message and
                # stay private (a lobby nobody else could join): that message says it is
                # done, and the posts follow as messages of their own, in public.
                done = clip(notice or say(lang, "done-action"))
                await answer.respond(
                    lambda: interaction.edit_original_response(content=done), first=False
                )
                notice = None
        await self._post_followups(answer, reply.posts)
        if notice:
            told = clip(notice)
            await answer.respond(
                lambda: interaction.followup.send(told, ephemeral=True), first=False
            )

    async def _deliver_click(self, answer: Answer, reply: Reply) -> None:
        interaction = answer.interaction
        if reply.private is not None:
            await self._private_screen(answer, reply.private)
            return
        if reply.update is None and not reply.posts:
            await self._private(answer, reply)
            return
        if reply.update is not None and interaction.message is not None:
            screen = reply.update
            message_id = interaction.message.id
            display = self.app.display
            upload = bool(screen.attachments) and not display.knows_pictures(message_id, screen)

            async def edit() -> dict[str, Any]:
                kwargs = edit_kwargs(screen)
                if upload:  # made anew for each try: a request spends its files
                    kwargs["attachments"] = await build_files(screen.attachments, self.app.pictures)
                return kwargs

            async def update() -> None:
                await update_clicked_message(interaction, await edit())

            async def edit_original() -> None:
                await interaction.edit_original_response(**await edit())

            try:
                await answer.first_or_followup(update, edit_original)
            except Exception:
                display.forget(message_id)  # it may or may not show the update: draw it again
                if screen.game_id is not None:
                    display.wake(screen.game_id, WAITED_ON)
                raise
            display.shown(message_id, screen)
        elif reply.posts:  # a followup needs the click answered first (silently)
            async with answer.lock:
                if not answer.deferred:
                    await answer.respond(interaction.response.defer, first=True)
        await self._post_followups(answer, reply.posts)
        if reply.notice:
            await self._tell(answer, clip(reply.notice))

    async def _post_followups(self, answer: Answer, posts: list[Screen]) -> None:
        """A reply's public messages, as followups of the interaction."""
        for screen in posts:

            async def post(screen: Screen = screen) -> discord.WebhookMessage:
                files = await build_files(screen.attachments, self.app.pictures)
                return await answer.interaction.followup.send(
                    **message_kwargs(screen, files), wait=True
                )

            message = await answer.respond(post, first=False)
            await self._posted(screen, message.id)

    async def _posted(self, screen: Screen, message_id: int) -> None:
        self.app.display.shown(message_id, screen)
        if screen.turn_message and screen.game_id is not None:
            await self.app.turns.message_posted(screen.game_id, message_id)
