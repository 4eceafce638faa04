"""The daily challenge: one game a UTC day, the same dice for everyone (engine.daily), played
alone and privately (ephemeral messages with the game's own buttons and menus), once; boards
that spoil nothing, streaks, a share card, and the day's announcement in servers that want it.

An attempt is an ordinary stored game (`GameInfo.daily`): every click is committed before it is
answered, as in games. It has no channel of its own: each click redraws the member's private
message, so the display (`bot.app.display`) never posts for it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from dataclasses import replace
from datetime import UTC, datetime

from engine.daily import DAY, PLAYER, Daily, bot_game, day_of

from ..store import Attempt, BoardRow, GameNotFound, StoredGame
from ..texts import say
from ..ui import Attachment, Button, Embed, Option, Reply, Row, Screen, Select, custom_id
from . import alt, endings, screens
from .backoff import Backoff
from .context import Ctx, Refusal, Shared, bot_name, label_name, safe_name
from .display import ChannelGone
from .streaks import Streak, streak_of, yesterday_open
from .turns import Turns

log = logging.getLogger(__name__)
BOARD_LINES = 10
HISTORY_LINES = 10
# how long the count of a day's finishers in every server is used before it is read again: a
# count of the whole day reads every attempt (43-83 ms at 1,000,000 attempts)
EVERYWHERE_FRESH = 10.0


class Dailies:
    """The daily challenge's job in the application layer."""

    def __init__(self, shared: Shared, turns: Turns) -> None:
        self.shared = shared
        self.store = shared.store
        self.turns = turns
        self._bot_games: dict[int, asyncio.Task[None]] = {}
        # the level of the bot's game of the day (a second or so of CPU, once a day); tests of
        # something else play it at `normal`, four times cheaper
        self.bot_level = "hard"
        self._closed = False  # stopping: the bot's game of the day waits for the next start
        self._everywhere: dict[int, tuple[int, float]] = {}  # day -> (finishers, read at)
        self._backoff = Backoff()  # announcements Discord refused lately

    async def count(self, number: int, guild_id: str | None) -> int:
        """How many finished the day: in one server, or (kept a few seconds) everywhere."""
        if guild_id is not None:
            return await self.store.daily_count(number, guild_id)
        now = self.shared.clock()
        kept = self._everywhere.get(number)
        if kept is not None and now - kept[1] < EVERYWHERE_FRESH:
            return kept[0]
        found = await self.store.daily_count(number, None)
        self._everywhere[number] = (found, now)
        return found

    def today(self) -> Daily:
        return Daily.at(self.shared.clock())

    # -- playing -------------------------------------------------------------------------------
    async def play(self, ctx: Ctx) -> Reply:
        """/yamb daily: the member's open attempt where it stands (yesterday's first, while it
        may still be played), else today's, begun now; once finished, its result."""
        now = self.shared.clock()
        today = Daily.at(now)
        for attempt in await self.store.open_attempts(ctx.user_id, today.number - 1):
            if Daily(attempt.number).open_at(now):
                return Reply(private=await self._screen(ctx, attempt))
        found = await self.store.daily_attempt(today.number, ctx.user_id)
        if found is not None:
            attempt = found
        else:
            await self.store.daily(today.number)
            self._play_bot(today.number)
            await self.shared.names.remember(ctx.user_id, ctx.user_name)
            attempt = await self.store.start_daily(
                today.number, ctx.user_id, ctx.user_name, ctx.guild_id or "0", ctx.lang
            )
        return Reply(private=await self._screen(ctx, attempt))

    async def _screen(self, ctx: Ctx, attempt: Attempt) -> Screen:
        stored = await self.store.load_game(attempt.game_id)
        if stored.info.status == "finished":
            return await self.result(ctx, stored)
        if stored.info.status != "active":
            raise Refusal("daily-expired", number=attempt.number)
        return await self.turn(ctx, stored)

    async def turn(self, ctx: Ctx, stored: StoredGame) -> Screen:
        """The attempt's private message now: the game's own turn screen under the day's
        header."""
        daily = Daily(self._number(stored))
        screen = screens.turn_screen(await self.turns.table(stored, ctx.lang))
        header = say(
            ctx.lang,
            "daily-header",
            number=daily.number,
            ruleset=say(ctx.lang, f"ruleset-{daily.ruleset}"),
            commitment=(stored.info.commitment or "")[:16],
        )
        if not daily.is_today(self.shared.clock()):
            header += "\n" + say(ctx.lang, "daily-yesterday")
        return replace(screen, content=f"{header}\n{screen.content}", mentions=())

    @staticmethod
    def _number(stored: StoredGame) -> int:
        assert stored.info.daily is not None
        return stored.info.daily

    async def after_action(self, ctx: Ctx, stored: StoredGame, line: str) -> Reply:
        """What the member's private message shows after their action (the caller holds the
        game's lock): the next moment of the turn, or, once the sheet is full, the result."""
        game = stored.game
        assert game is not None
        if game.is_over:
            return Reply(update=await self.result(ctx, stored))
        screen = await self.turn(ctx, stored)
        if line:
            screen = replace(screen, content=f"{screen.content}\n{line}")
        return Reply(update=screen)

    async def redraw(self, ctx: Ctx, stored: StoredGame) -> Reply:
        """A click on an older message of the attempt (a second `/yamb daily`, a second
        device): it shows the attempt as it stands."""
        if stored.info.status == "finished":
            return Reply(update=await self.result(ctx, stored))
        return Reply(update=await self.turn(ctx, stored), notice=say(ctx.lang, "error-redrawn"))

    # -- the result ----------------------------------------------------------------------------
    async def result(self, ctx: Ctx, stored: StoredGame) -> Screen:
        """A finished attempt, privately: total, rank so far, the bot's total, streaks, the
        member's sheet, and the buttons to share it and to see the board."""
        game = stored.game
        assert game is not None
        number = self._number(stored)
        attempt = await self.store.attempt_of_game(stored.info.game_id)
        assert attempt is not None and attempt.total is not None
        lang = ctx.lang
        lines = [
            say(
                lang,
                "daily-finished",
                number=number,
                ruleset=say(lang, f"ruleset-{Daily(number).ruleset}"),
                total=attempt.total,
            )
        ]
        lines.append(await self._rank_line(ctx, attempt))
        bot_total = await self.bot_total(number)
        if bot_total is not None:
            lines.append(say(lang, "daily-bot-scored", total=bot_total))
        streak = await self.streak(attempt.user_id)
        lines.append(say(lang, "daily-streak", current=streak.current, best=streak.best))
        names = await self.shared.names.of_game(stored.info)
        owner = game.players[0]
        picture = endings.sheet_picture(game, owner, names, lang)
        gid = stored.info.game_id
        rows = [
            (
                Button(say(lang, "daily-share"), custom_id(gid, 0, "daily_share"), "success"),
                Button(say(lang, "daily-board"), custom_id(gid, 0, "daily_board")),
            )
        ]
        return Screen("\n".join(lines), attachments=[picture], rows=list(rows))

    async def _rank_line(self, ctx: Ctx, attempt: Attempt) -> str:
        rank, count, everywhere = await self._rank_shown(ctx, attempt)
        return say(
            ctx.lang,
            "daily-rank-everywhere" if everywhere else "daily-rank-server",
            rank=rank,
            count=count,
        )

    async def _rank_shown(self, ctx: Ctx, attempt: Attempt) -> tuple[int, int, bool]:
        """A finished attempt's rank and of how many, where it is shown (not where it was
        begun): among this server's finishers, or in a direct message every server's (then
        True)."""
        if ctx.in_dm:
            rank = await self.store.daily_rank(attempt, None) or 0
            return rank, max(await self.count(attempt.number, None), rank), True  # kept a moment
        rank = await self.store.daily_rank(attempt, ctx.guild_id) or 0
        count = await self.count(attempt.number, ctx.guild_id)
        if attempt.guild_id != ctx.guild_id:
            count += 1  # begun in another server: ranked among this one's as if here
        return rank, count, False

    async def streak(self, user_id: str) -> Streak:
        today = self.today().number
        days = await self.store.finished_days(user_id)
        return streak_of(days, today, await yesterday_open(self.store, user_id, today))

    # -- the bot's reference game --------------------------------------------------------------
    def _play_bot(self, number: int) -> None:
        """Have the hard bot play the day (once, in the background) if it has not yet."""
        if self._closed:
            return
        task = self._bot_games.get(number)
        if task is None or (task.done() and task.exception() is not None):
            self._bot_games[number] = asyncio.get_running_loop().create_task(
                self._bot_plays(number)
            )

    async def _bot_plays(self, number: int) -> None:
        day = await self.store.daily(number)
        if day.bot_total is not None:
            return
        seed = await self.store.daily_secret(number)
        game = await asyncio.to_thread(
            bot_game, Daily(number), seed, self.bot_level, stopped=lambda: self._closed
        )
        if game.is_over:  # else stopped with the bot: played again at the next start
            await self.store.set_daily_bot_total(number, game.sheet_total(PLAYER))

    async def bot_total(self, number: int) -> int | None:
        """The hard bot's total of the day (played now if it has not been yet); None for a
        closed day that was never made: asking of it makes it no day (a seed out at once,
        its commitment never announced)."""
        if Daily(number).open_at(self.shared.clock()):
            day = await self.store.daily(number)
        else:
            found = await self.store.made_daily(number)
            if found is None:
                return None
            day = found
        if day.bot_total is not None:
            return day.bot_total
        self._play_bot(number)
        task = self._bot_games.get(number)
        if task is None:  # the bot is stopping
            return None
        with contextlib.suppress(Exception):
            await asyncio.shield(task)
        return (await self.store.daily(number)).bot_total

    async def close(self) -> None:
        self._closed = True
        for task in self._bot_games.values():
            task.cancel()
        self._bot_games.clear()

    # -- boards --------------------------------------------------------------------------------
    async def may_see(self, user_id: str, number: int) -> bool:
        """Whether a member may see the day's boards and sheets: once they finished it; or
        once the day is over and they have no attempt of it still to play."""
        attempt = await self.store.daily_attempt(number, user_id)
        if attempt is not None and attempt.finished:
            return True
        now = self.shared.clock()
        if Daily(number).day >= day_of(now):
            return False  # today's: play it first
        # an attempt begun yesterday may still be played today: it must not see the others
        return attempt is None or not Daily(number).open_at(now)

    async def board(self, ctx: Ctx, when: str | None = None, everywhere: bool = False) -> Reply:
        """/yamb daily show:board: a day's board (today's, or the day named), of this server
        or of every server; only for members who may see it (`may_see`)."""
        daily = self._day_named(when)
        if daily.day > day_of(self.shared.clock()) or daily.number < 1:
            raise Refusal("daily-no-such-day")
        if not await self.may_see(ctx.user_id, daily.number):
            raise Refusal("daily-board-hidden", number=daily.number)
        return await self._board_screen(ctx, daily, everywhere)

    async def _board_screen(self, ctx: Ctx, daily: Daily, everywhere: bool) -> Reply:
        """The board card, with a menu to see the sheets of the members on it."""
        embed = await self.board_card(ctx, daily, everywhere)
        guild = None if everywhere or ctx.in_dm else ctx.guild_id
        rows = await self.store.daily_board(daily.number, guild, limit=BOARD_LINES)
        menu: list[Row] = []
        if rows:
            options = []
            for row in rows:
                attempt = await self.store.daily_attempt(daily.number, row.user_id)
                if attempt is not None:
                    label = f"{row.rank}. {label_name(row.name)} — {row.total}"
                    options.append(Option(label, str(attempt.game_id)))
            custom = custom_id(0, 0, "daily_sheet", daily.number)
            menu.append(Select(custom, say(ctx.lang, "daily-see-sheet"), tuple(options)))
        return Reply(private=Screen("", embed=embed, rows=menu))

    async def sheet(self, ctx: Ctx, number: str | None, game: str) -> Reply:
        """A sheet from a day's board, privately: only for members who may see the board."""
        if not _number_text(game) or not _number_text(number or ""):
            raise Refusal("error-not-offered")
        attempt = await self.store.attempt_of_game(int(game))
        if attempt is None or attempt.number != int(number or 0) or attempt.total is None:
            raise Refusal("error-not-offered")
        if not await self.may_see(ctx.user_id, attempt.number):
            raise Refusal("daily-board-hidden", number=attempt.number)
        stored = await self.store.load_game(attempt.game_id)
        assert stored.game is not None
        names = await self.shared.names.of_game(stored.info)
        owner = stored.game.players[0]
        return Reply(
            notice=say(
                ctx.lang,
                "daily-sheet-of",
                who=safe_name(names.get(owner, owner)),
                number=attempt.number,
                total=attempt.total,
            ),
            notice_attachments=[endings.sheet_picture(stored.game, owner, names, ctx.lang)],
        )

    def _day_named(self, when: str | None) -> Daily:
        text = (when or "").strip()
        if not text:
            return self.today()
        if _number_text(text.lstrip("#")) and len(text) < 8:
            return Daily(int(text.lstrip("#")))
        try:
            return Daily.from_iso(text[:20])
        except ValueError:
            raise Refusal("daily-bad-day") from None

    async def board_card(self, ctx: Ctx, daily: Daily, everywhere: bool) -> Embed:
        lang = ctx.lang
        guild = None if everywhere or ctx.in_dm else ctx.guild_id
        rows = await self.store.daily_board(daily.number, guild, limit=BOARD_LINES)
        count = await self.count(daily.number, guild)
        lines = [self._board_line(lang, row, daily) for row in rows]
        mine = await self.store.daily_attempt(daily.number, ctx.user_id)
        if mine is not None and mine.finished and ctx.user_id not in {r.user_id for r in rows}:
            rank = await self.store.daily_rank(mine, guild)
            lines.append("…")
            lines.append(
                self._board_line(
                    lang,
                    BoardRow(
                        rank or 0,
                        mine.user_id,
                        ctx.user_name,
                        mine.total or 0,
                        mine.finished_at or 0.0,
                        mine.guild_id,
                    ),
                    daily,
                )
            )
        bot_total = await self.bot_total(daily.number)
        if bot_total is not None:
            bot = bot_name("bot:hard:1", lang)
            lines.append(say(lang, "daily-board-bot", bot=bot, total=bot_total))
        if not rows:
            lines.insert(0, say(lang, "daily-board-empty"))
        scope = say(lang, "daily-board-everywhere" if guild is None else "daily-board-server")
        seed = await self.store.daily_seed(daily.number)
        footer = (
            say(lang, "daily-seed-revealed", seed=seed.hex())
            if seed is not None
            else say(lang, "daily-finishers", count=count)
        )
        return Embed(
            title=say(
                lang,
                "daily-board-title",
                number=daily.number,
                ruleset=say(lang, f"ruleset-{daily.ruleset}"),
                date=daily.iso,
                scope=scope,
            ),
            description="\n".join(lines),
            footer=footer,
        )

    @staticmethod
    def _board_line(lang: str, row: BoardRow, daily: Daily) -> str:
        words = {
            "rank": row.rank,
            "who": safe_name(row.name),
            "total": row.total,
            "time": datetime.fromtimestamp(row.finished_at, UTC).strftime("%H:%M"),
        }
        # an attempt stays open through the next day: a time alone would read as the day's own
        if row.finished_at >= daily.starts + DAY:
            return say(lang, "daily-board-line-next-day", **words)
        return say(lang, "daily-board-line", **words)

    async def board_of_game(self, ctx: Ctx, game_id: int) -> Reply:
        """The Board button under a result: that day's board of the server it was played in."""
        attempt = await self._own_attempt(ctx, game_id)
        if not await self.may_see(ctx.user_id, attempt.number):
            raise Refusal("daily-board-hidden", number=attempt.number)
        return await self._board_screen(ctx, Daily(attempt.number), ctx.in_dm)

    async def _own_attempt(self, ctx: Ctx, game_id: int) -> Attempt:
        attempt = await self.store.attempt_of_game(game_id)
        if attempt is None or attempt.user_id != ctx.user_id:
            raise Refusal("error-not-player")
        return attempt

    # -- history -------------------------------------------------------------------------------
    async def history(self, ctx: Ctx) -> Reply:
        """/yamb daily show:history: the member's past dailies and their streaks."""
        lang = ctx.lang
        attempts = await self.store.daily_history(ctx.user_id, HISTORY_LINES)
        if not attempts:
            raise Refusal("daily-history-none")
        lines = []
        for attempt in attempts:
            daily = Daily(attempt.number)
            ruleset = say(lang, f"ruleset-{daily.ruleset}")
            if attempt.total is not None:
                lines.append(
                    say(
                        lang,
                        "daily-history-line",
                        number=daily.number,
                        date=daily.iso,
                        ruleset=ruleset,
                        total=attempt.total,
                        game=attempt.game_id,
                    )
                )
            else:
                shown = {"number": daily.number, "date": daily.iso, "ruleset": ruleset}
                if daily.open_at(self.shared.clock()):
                    lines.append(say(lang, "daily-history-open", **shown))
                else:
                    lines.append(say(lang, "daily-history-expired", **shown))
        streak = await self.streak(ctx.user_id)
        embed = Embed(
            title=say(lang, "daily-history-title"),
            description="\n".join(lines),
            footer=say(lang, "daily-streak", current=streak.current, best=streak.best),
        )
        return Reply(notice="", notice_embed=embed)

    # -- sharing -------------------------------------------------------------------------------
    async def share(self, ctx: Ctx, game_id: int) -> Reply:
        """The Share button: a public card of the finished attempt that spoils nothing (no
        dice, values or cells: the sheet's shape, coloured by how well each cell scored)."""
        attempt = await self._own_attempt(ctx, game_id)
        if attempt.total is None:
            raise Refusal("daily-share-unfinished")
        try:
            stored = await self.store.load_game(game_id)
        except GameNotFound:
            raise Refusal("error-no-game") from None
        game = stored.game
        assert game is not None
        info = stored.info
        lang = await self.turns.game_lang(info) if ctx.in_dm else await self._channel_lang(ctx)
        daily = Daily(attempt.number)
        ruleset = say(lang, f"ruleset-{daily.ruleset}")
        rank, count, everywhere = await self._rank_shown(ctx, attempt)
        streak = await self.streak(ctx.user_id)
        text = say(
            lang,
            "daily-share-text",
            who=safe_name(ctx.user_name),
            number=daily.number,
            ruleset=ruleset,
            total=attempt.total,
            rank=rank,
            count=count,
            where="everywhere" if everywhere else "here",
            streak=streak.current,
        )
        title = say(lang, "daily-share-title", number=daily.number, ruleset=ruleset)
        cells = list(game.sheets[game.players[0]])
        rules = game.ruleset

        def draw() -> bytes:
            from ..render import render_share

            return render_share(rules, cells, title, lang)

        card = Attachment(
            f"yamb-daily-{daily.number}.png",
            draw,
            description=alt.share_alt(lang, daily.number, ruleset, attempt.total),
        )
        return Reply(posts=[Screen(text, attachments=[card])])

    async def _channel_lang(self, ctx: Ctx) -> str:
        settings = await self.store.guild_settings(ctx.guild_id)
        return settings.language or ctx.lang

    # -- the clock: closing days, announcing the new one ---------------------------------------
    async def tick(self) -> int:
        """Attempts of closed days end (expired); servers with a `daily_channel` get the day's
        challenge, once (claimed in the store first, so one process posts it; a post a crash
        cut off is made again with the same nonce; a channel Discord says is gone is no longer
        announced in). Returns the announcements posted."""
        today = self.today()
        for game_id in await self.store.expire_attempts(today.number - 1):
            log.info("daily attempt game %s expired", game_id)
        display = self.shared.display
        messenger = None if display is None else display.messenger
        if messenger is None:
            return 0
        channels = await self.store.daily_channels()
        due = [
            (guild, today.number, channel)
            for guild, channel in channels.items()
            if self.shared.active_in(guild)
            and await self.store.claim_announcement(guild, today.number, channel)
        ]
        for guild, number, _ in await self.store.unsent_announcements(today.number):
            if not self.shared.active_in(guild):
                continue
            # owed where the server says now: turned off since, it is owed nowhere (it was
            # posted there all the same once Discord took it); moved, in the new channel
            now_in = channels.get(guild)
            if now_in is None:
                await self.store.announced(guild, number, 0)
            elif (guild, number, now_in) not in due:
                due.append((guild, number, now_in))
        posted = 0
        now = self.shared.clock()
        for guild, number, channel in due:
            if not self._backoff.due((guild, number), now):
                continue  # refused lately: tried again after a growing wait
            try:
                screen = await self.announcement(guild, Daily(number))
                message = await messenger.post(channel, screen, once=f"daily:{guild}:{number}")
            except ChannelGone as error:  # deleted: tried again, it would fail every tick
                if await self.store.forget_daily_channel(guild, channel):
                    log.warning(
                        "daily channel %s of server %s is gone (%s): announcements off until "
                        "a channel is set again",
                        channel,
                        guild,
                        error,
                    )
                await self.store.announced(guild, number, 0)  # nothing owed there any more
                continue
            except Exception as error:  # tried again at a later tick
                log.warning("daily announcement in %s failed: %s", channel, error)
                self._backoff.failed((guild, number), now)
                continue
            self._backoff.done((guild, number))
            await self.store.announced(guild, number, message)
            posted += 1
        return posted

    async def announcement(self, guild_id: str, daily: Daily) -> Screen:
        """The day's challenge in a server's channel: number, ruleset, the seed's commitment,
        a Play button; yesterday's top three here so far; the seed of the day now closed."""
        lang = (await self.store.guild_settings(guild_id)).language or "en"
        day = await self.store.daily(daily.number)
        self._play_bot(daily.number)
        lines = [
            say(
                lang,
                "daily-announce",
                number=daily.number,
                ruleset=say(lang, f"ruleset-{daily.ruleset}"),
                date=daily.iso,
                commitment=day.commitment,
            )
        ]
        yesterday = Daily(daily.number - 1)
        if yesterday.number >= 1:
            top = await self.store.daily_board(yesterday.number, guild_id, limit=3)
            if top:
                lines.append(say(lang, "daily-announce-top", number=yesterday.number))
                lines += [self._board_line(lang, row, yesterday) for row in top]
        closed = Daily(daily.number - 2)
        seed = await self.store.daily_seed(closed.number) if closed.number >= 1 else None
        if seed is not None:
            lines.append(say(lang, "daily-announce-seed", number=closed.number, seed=seed.hex()))
        play = Button(say(lang, "daily-play"), custom_id(0, 0, "daily_play"), "primary")
        links = await self.shared.web.links(guild_id) if seed is not None else None
        proof = (  # the closed day's page: its boards, and every die checked from its seed
            self.shared.web.button(
                say(lang, "link-daily", number=closed.number), links.daily(closed.number)
            )
            if links is not None
            else ()
        )
        return Screen("\n".join(lines), rows=[(play, *proof)])


def _number_text(text: str) -> bool:
    """Whether `int` reads `text` as a number: ASCII digits only (str.isdigit is true of
    superscripts such as "²", which int refuses)."""
    return text.isascii() and text.isdigit()
