"""Around the table: leaderboards, stats, duel records, history, export and server settings.

It asks the store and describes the answer as plain `Screen`/`Reply` values. Members who left
keep their results; their names are the ones last seen (the store's users table).
"""

from __future__ import annotations

import json
from typing import Any

from engine import RULESET_NAMES
from engine.daily import Daily
from engine.modes import MODE_NAMES, find_mode

from .. import i18n
from .. import settings as server_settings
from ..players import bot_id
from ..render.chart import render_scores
from ..seasons import DEFAULT_SEASON
from ..store import GameInfo, GameNotFound, WrongStatus
from ..store.models import LeaderboardRow, RatingRow
from ..texts import say
from ..ui import Attachment, Button, Embed, LinkButton, Reply, Row, Screen, custom_id
from . import alt
from .boards import PERIODS, Board, read_board
from .context import (
    Ctx,
    Refusal,
    Shared,
    bot_name,
    jump_link,
    label_name,
    require_admin,
    safe_name,
)
from .state import TableState
from .streaks import streak_of, yesterday_open

PAGE = 10
THREADS_LOOKED_AT = 50  # the server's latest games a default export looks among for threads
CHART_GAMES = 12  # the stats chart's bars per ruleset (its alt text reads the same ones)
# the parts of /yamb help, each a list of commands
HELP = ("start", "play", "slow", "daily", "look", "table", "scores", "tournaments")
# the modes whose games make two members' head-to-head record, the challenge's (Kontra) first
DUEL_MODES = sorted(
    (name for name in MODE_NAMES if find_mode(name).duel_record),
    key=lambda name: not find_mode(name).challenges,
)


def _ruleset(lang: str, name: str | None) -> str:
    return say(lang, f"ruleset-{name}") if name in RULESET_NAMES else str(name or "—")


def _mode(lang: str, name: str | None) -> str:
    return say(lang, f"mode-name-{name}") if name in MODE_NAMES else str(name or "—")


def _mode_scope(lang: str, board: Board) -> str:
    """A board's mode; one where the lowest total wins says so."""
    if not board.mode:
        return say(lang, "board-all-modes")
    lowest = f" {say(lang, 'game-lowest-wins')}" if board.lowest_wins else ""
    return _mode(lang, board.mode) + lowest


def _board_line(lang: str, row: LeaderboardRow) -> str:
    """A row of a board; its best, unless it has none (over every mode, a member of Kontra
    alone: a Kontra total is no best there)."""
    line = say(
        lang,
        "board-line",
        name=safe_name(row.display_name),
        wins=row.wins,
        games=row.games,
        rate=row.win_rate,
        average=row.average_score,
    )
    if row.best_score is None:
        return line
    best = say(lang, "board-line-best", best=row.best_score, game=row.best_game_id)
    return f"{line} · {best}"


def _when(moment: float | None) -> str:
    return f"<t:{int(moment)}:R>" if moment else "—"


class Records:
    def __init__(self, shared: Shared) -> None:
        self.shared = shared
        self.store = shared.store

    # -- leaderboard ---------------------------------------------------------------------------
    async def leaderboard(
        self,
        ctx: Ctx,
        *,
        ruleset: str | None = None,
        mode: str | None = None,
        period: str = "all",
        sort: str = "wins",
        season: str | None = None,
        page: int = 0,
        via_command: bool = True,
    ) -> Reply:
        """`period`: "all", "30d" or "season" (the running season of the server's setting);
        `season`: a season by its label ("2026-10", "2026-Q3"), whatever the period."""
        lang = ctx.lang
        board = await read_board(
            self.store,
            ctx.guild_id,
            ruleset=ruleset,
            mode=mode,
            period=period,
            sort=sort,
            season=season,
            clock=self.shared.clock,
        )
        chosen = board.season
        entries: list[tuple[str, str]]
        if board.rated is not None:
            entries = [
                (
                    r.user_id,
                    say(
                        lang,
                        "board-rating-line",
                        name=safe_name(r.display_name),
                        ordinal=r.ordinal,
                        mu=r.mu,
                        sigma=r.sigma,
                        games=r.games,
                    ),
                )
                for r in board.rows
                if isinstance(r, RatingRow)
            ]
            scope = say(lang, "board-rating-scope", ruleset=_ruleset(lang, board.rated))
        else:
            entries = [
                (r.user_id, _board_line(lang, r))
                for r in board.rows
                if isinstance(r, LeaderboardRow)
            ]
            scope = " · ".join(
                [
                    _ruleset(lang, ruleset) if ruleset else say(lang, "board-all-rulesets"),
                    _mode_scope(lang, board),
                    say(lang, "board-season", season=chosen.label)
                    if chosen
                    else say(lang, "board-30-days" if board.days else "board-all-time"),
                    say(lang, f"board-by-{sort}"),
                ]
            )
        pages = max(1, -(-len(entries) // PAGE))
        page = min(max(page, 0), pages - 1)
        lines = [
            f"**{rank}.** {text}"
            for rank, (_, text) in enumerate(
                entries[page * PAGE : (page + 1) * PAGE], page * PAGE + 1
            )
        ]
        mine = next((i for i, (user, _) in enumerate(entries) if user == ctx.user_id), None)
        # named: the board is public, and a page click shows the clicker's rank on it (a
        # footer shows no markdown: the name cleaned, not escaped)
        who = label_name(ctx.user_name, 32)
        footer = (
            say(lang, "board-your-rank", name=who, rank=mine + 1, of=len(entries),
                page=page + 1, pages=pages)
            if mine is not None
            else say(lang, "board-not-ranked", name=who, page=page + 1, pages=pages)
        )
        embed = Embed(
            title=say(lang, "board-title"),
            description=f"*{scope}*\n\n" + ("\n".join(lines) or say(lang, "board-empty")),
            footer=footer,
        )
        # a season's pages stay on that season, even once another has begun
        arg = ".".join((ruleset or "-", mode or "-", chosen.label if chosen else period, sort))
        buttons: tuple[Button | LinkButton, ...] = ()
        if pages > 1:
            buttons = (
                Button(
                    say(lang, "board-previous"),
                    custom_id(0, max(page - 1, 0), "board", arg),
                    disabled=page == 0,
                ),
                Button(
                    say(lang, "board-next"),
                    custom_id(0, page + 1, "board", arg),
                    disabled=page >= pages - 1,
                ),
            )
        links = await self.shared.web.links(ctx.guild_id)
        if links is not None:  # the same board, whole, on the website
            # named by its season, as the page buttons are (`arg`): "this season" would open
            # the next one once it has begun; the same link from every page of the message
            url = links.board(
                ctx.guild_id,
                ruleset=ruleset,
                mode=mode,
                period="all" if chosen else period,
                order=sort,
                season=chosen.label if chosen else None,
            )
            buttons += self.shared.web.button(say(lang, "link-full-board"), url)
        rows: list[Row] = [buttons] if buttons else []
        screen = Screen("", embed=embed, rows=rows)
        return Reply(posts=[screen]) if via_command else Reply(update=screen)

    async def board_page(self, ctx: Ctx, page: int, arg: str) -> Reply:
        parts = arg.split(".")
        if len(parts) != 4:
            raise Refusal("error-board-button")
        ruleset, mode, period, sort = (None if p == "-" else p for p in parts)
        season = None
        if period is not None and period not in PERIODS:
            season, period = period, "all"
        return await self.leaderboard(
            ctx,
            ruleset=ruleset,
            mode=mode,
            period=period or "all",
            sort=sort or "wins",
            season=season,
            page=page,
            via_command=False,
        )

    # -- a player's stats ------------------------------------------------------------------------
    async def stats(self, ctx: Ctx, user_id: str, name: str) -> Reply:
        lang = ctx.lang
        stats = await self.store.player_stats(ctx.guild_id, user_id)
        versus = await self.store.versus_bots(ctx.guild_id, user_id)
        # the name Discord gave: the store's is the id itself for someone it never named
        stored = stats.display_name if stats.display_name != user_id else ""
        shown = safe_name(stored or name)
        dailies = await self.store.finished_days(user_id)
        if stats.games == 0 and not versus and not dailies:
            raise Refusal("stats-none", who=shown)
        if stats.streak > 0:
            streak = say(lang, "stats-streak-won", count=stats.streak)
        elif stats.streak < 0:
            streak = say(lang, "stats-streak-lost", count=-stats.streak)
        else:
            streak = "—"
        fields = [
            (say(lang, "stats-games"), str(stats.games)),
            (
                say(lang, "stats-wins"),
                say(lang, "stats-wins-value", wins=stats.wins, rate=stats.win_rate),
            ),
            (say(lang, "stats-yambs"), str(stats.yambs)),
            (say(lang, "stats-streak"), streak),
            (say(lang, "stats-favourite"), _ruleset(lang, stats.favourite_ruleset)),
        ]
        if dailies:
            today = Daily.at(self.shared.clock()).number
            daily = streak_of(dailies, today, await yesterday_open(self.store, user_id, today))
            fields.append(
                (
                    say(lang, "stats-daily-streak"),
                    say(lang, "daily-streak", current=daily.current, best=daily.best),
                )
            )
        played, best = await self.store.tournament_record(ctx.guild_id, user_id)
        if played:
            fields.append(
                (
                    say(lang, "stats-tournaments"),
                    say(lang, "stats-tournaments-value", count=played, best=best),
                )
            )
        for per in stats.per_ruleset:
            # the best leaves Kontra out (the lowest wins there): its best, the lowest, beside
            parts = [
                say(
                    lang,
                    "stats-ruleset-line",
                    games=per.games,
                    wins=per.wins,
                    average=per.average_score,
                )
            ]
            if per.best_score is not None:
                parts.append(say(lang, "stats-best", best=per.best_score, game=per.best_game_id))
            if per.kontra_best_score is not None:
                parts.append(
                    say(
                        lang,
                        "stats-kontra-best",
                        best=per.kontra_best_score,
                        game=per.kontra_best_game_id,
                    )
                )
            fields.append((_ruleset(lang, per.ruleset), " · ".join(parts)))
        for record in versus:  # games with a bot stay out of the figures above
            parts = [
                say(
                    lang,
                    "stats-versus-line",
                    games=record.games,
                    wins=record.wins,
                    losses=record.losses,
                    ties=record.ties,
                    average=record.average_score,
                )
            ]
            if record.best_score is not None:
                parts.append(say(lang, "score-best", best=record.best_score))
            if record.kontra_best_score is not None:
                parts.append(say(lang, "score-kontra-best", best=record.kontra_best_score))
            fields.append(
                (
                    say(lang, "stats-versus-bot", bot=bot_name(bot_id(record.level), lang)),
                    " · ".join(parts),
                )
            )
        charts: dict[str, list[tuple[int, bool]]] = {}
        for score in reversed(stats.last_scores):  # oldest first
            charts.setdefault(_ruleset(lang, score.ruleset), []).append((score.score, score.won))
        legend = (say(lang, "stats-legend-won"), say(lang, "stats-legend-other"))
        embed = Embed(
            title=f"🎲 {shown}",
            description=say(lang, "stats-last-scores"),
            fields=fields,
            image="scores.png",
        )
        raw = stats.display_name or name
        chart = Attachment(
            "scores.png",
            lambda: render_scores(charts, raw, legend, per_chart=CHART_GAMES),
            description=alt.scores_alt(raw, charts, CHART_GAMES, lang),
        )
        rows: list[Row] = []
        links = await self.shared.web.links(ctx.guild_id)
        if links is not None:  # the member's page: every game, the rating over time
            profile = self.shared.web.button(
                say(lang, "link-profile"), links.member(ctx.guild_id, user_id)
            )
            rows = [profile] if profile else []
        return Reply(posts=[Screen("", attachments=[chart], embed=embed, rows=rows)])

    # -- head to head ----------------------------------------------------------------------------
    async def duel(self, ctx: Ctx, a: tuple[str, str], b: tuple[str, str]) -> Reply:
        lang = ctx.lang
        if a[0] == b[0]:
            raise Refusal("error-duel-same")
        names = await self.store.display_names([a[0], b[0]])
        name_a = safe_name(names.get(a[0], a[1]))
        name_b = safe_name(names.get(b[0], b[1]))
        fields: list[tuple[str, str]] = []
        lines: list[str] = []
        for mode in DUEL_MODES:
            record = await self.store.head_to_head(ctx.guild_id, a[0], b[0], mode=mode, last=5)
            if not record.meetings:
                fields.append((_mode(lang, mode), say(lang, "duel-none")))
                continue
            margin = (
                say(
                    lang,
                    "duel-margin",
                    margin=abs(record.average_margin),
                    who=name_a if record.average_margin > 0 else name_b,
                )
                if record.average_margin
                else say(lang, "duel-even")
            )
            fields.append(
                (
                    _mode(lang, mode),
                    say(
                        lang,
                        "duel-line",
                        a=name_a,
                        b=name_b,
                        wins_a=record.wins_a,
                        wins_b=record.wins_b,
                        ties=record.ties,
                        margin=margin,
                        last=_when(record.last[0].finished_at),
                    ),
                )
            )
            for m in record.last:
                winner = safe_name(names.get(m.winner, "?")) if m.winner else say(lang, "duel-tie")
                lines.append(
                    f"#{m.game_id} {_mode(lang, m.mode)} · {_ruleset(lang, m.ruleset)}: "
                    f"{m.score_a} – {m.score_b}"
                    f" ({winner}) {_when(m.finished_at)}"
                )
        embed = Embed(
            title=f"⚔️ {name_a} {say(lang, 'versus')} {name_b}",
            description=say(lang, "duel-last") + "\n" + "\n".join(lines)
            if lines
            else say(lang, "duel-never"),
            fields=fields,
        )
        return Reply(posts=[Screen("", embed=embed)])

    # -- history and export ----------------------------------------------------------------------
    async def history(self, ctx: Ctx) -> Reply:
        """The server's last ended games that this member may see (in a DM: their own)."""
        lang = ctx.lang
        found = await self.store.recent_games(
            ctx.guild_id, limit=50, user_id=ctx.user_id if ctx.in_dm else None
        )
        games = [g for g in found if await self._sees(ctx, g.game_id, g.channel_id)][:10]
        if not games:
            raise Refusal("history-none")
        lines = []
        for game in games:
            info = await self.store.game_info(game.game_id)
            link = jump_link(
                info.guild_id, info.channel_id, TableState.from_json(info.ui_state).message
            )
            people = ", ".join(
                f"{safe_name(p.display_name)} {p.score}" + (" 🏆" if p.won else "")
                if p.score is not None
                else safe_name(p.display_name)
                for p in game.participants
            )
            status = "" if game.status == "finished" else f" ({say(lang, f'status-{game.status}')})"
            opened = f" · [{say(lang, 'history-open')}]({link})" if link else ""
            hinted = TableState.from_json(info.ui_state).hinted
            hints = " · " + say(lang, "history-hints") if hinted else ""
            lines.append(
                f"**#{game.game_id}** {_ruleset(lang, game.ruleset)} · "
                f"{_mode(lang, game.mode)}{status} · "
                f"{_when(game.ended_at)} · {people}{hints}{opened}"
            )
        embed = Embed(
            title=say(lang, "history-title"),
            description="\n".join(lines),
            footer=say(lang, "history-footer"),
        )
        # to the member alone: the list is of what they may see, which others here may not
        return Reply(notice="", notice_embed=embed)

    async def _sees(self, ctx: Ctx, game_id: int, channel_id: str) -> bool:
        """Whether the member may see a game's channel (its thread archived: its parent)."""
        if ctx.sees(channel_id):
            return True
        parent = TableState.from_json((await self.store.game_info(game_id)).ui_state).parent
        return parent is not None and ctx.sees(channel_id, parent)

    async def _latest_here(self, ctx: Ctx) -> int:
        """The latest ended game of this channel, or of a thread opened from it (where games
        play by default); in a DM, the member's own latest."""
        recent = await self.store.recent_games(
            ctx.guild_id,
            limit=1,
            user_id=ctx.user_id if ctx.in_dm else None,
            channel_ids=None if ctx.in_dm else [ctx.channel_id],
        )
        if not ctx.in_dm:  # a thread's game from here among the server's latest
            for game in await self.store.recent_games(ctx.guild_id, limit=THREADS_LOOKED_AT):
                if recent and game.game_id == recent[0].game_id:
                    break  # this channel's own is the newer
                info = await self.store.game_info(game.game_id)
                if TableState.from_json(info.ui_state).parent == ctx.channel_id:
                    return game.game_id
        if not recent:
            raise Refusal("export-none-here")
        return recent[0].game_id

    async def export(self, ctx: Ctx, game_id: int | None) -> Reply:
        """An ended game's record: by default this channel's latest (in a DM: the member's
        own latest); another game only if the member may see the channel it was played in."""
        if game_id is None:
            game_id = await self._latest_here(ctx)
        try:
            info = await self.store.game_info(game_id)
            if info.daily is not None:
                return await self._export_daily(ctx, info)
            visible = info.guild_id == ctx.guild_id and (
                ctx.sees(info.channel_id, TableState.from_json(info.ui_state).parent)
                or (ctx.in_dm and ctx.user_id in {m.user_id for m in info.members})
            )
            if not visible:
                raise GameNotFound(game_id)  # whether it exists is not this member's business
            if info.status in ("lobby", "active"):
                raise Refusal("export-running", game=game_id)
            if info.status not in ("finished", "abandoned"):  # cancelled: it never started
                raise GameNotFound(game_id)
            record = await self.store.export_record(game_id)
            seed = await self.store.reveal_seed(game_id)
        except (GameNotFound, WrongStatus):
            raise Refusal("export-none", game=game_id) from None
        data = json.dumps(record, ensure_ascii=False, indent=1).encode()
        filename = f"yamb-game-{game_id}.json"
        text = say(
            ctx.lang,
            "export-text",
            game=game_id,
            ruleset=_ruleset(ctx.lang, info.ruleset),
            mode=_mode(ctx.lang, info.mode),
            status=say(ctx.lang, f"status-{info.status}"),
            file=filename,
            seed=seed.hex(),
        )
        record_file = Attachment(filename, data, description=alt.record_alt(game_id, ctx.lang))
        here = ctx.channel_id in (info.channel_id, TableState.from_json(info.ui_state).parent)
        if not here:  # a game of a channel others here may not see: to the member alone
            return Reply(notice=text, notice_attachments=[record_file])
        replay = await self.shared.web.replay(info.guild_id, game_id, ctx.lang)
        rows: list[Row] = [replay] if replay else []
        return Reply(posts=[Screen(text, attachments=[record_file], rows=rows)])

    async def _export_daily(self, ctx: Ctx, info: GameInfo) -> Reply:
        """A daily attempt's record, for its member: in public with the day's seed once the
        day has closed; before that privately and without it (its dice are today's)."""
        if ctx.user_id not in {m.user_id for m in info.members}:
            raise GameNotFound(info.game_id)
        if info.status not in ("finished", "abandoned"):
            raise Refusal("export-running", game=info.game_id)
        assert info.daily is not None
        record = await self.store.export_record(info.game_id)
        seed = await self.store.daily_seed(info.daily)
        data = json.dumps(record, ensure_ascii=False, indent=1).encode()
        filename = f"yamb-daily-{info.daily}-game-{info.game_id}.json"
        record_file = Attachment(
            filename, data, description=alt.record_alt(info.game_id, ctx.lang)
        )
        if seed is None:
            text = say(ctx.lang, "export-daily-open", number=info.daily, file=filename)
            return Reply(notice=text, notice_attachments=[record_file])
        text = say(
            ctx.lang, "export-daily", number=info.daily, file=filename, seed=seed.hex()
        )
        # its day is closed (the seed is out): the attempt has its page
        replay = await self.shared.web.replay(info.guild_id, info.game_id, ctx.lang)
        rows: list[Row] = [replay] if replay else []
        return Reply(posts=[Screen(text, attachments=[record_file], rows=rows)])

    # -- help ------------------------------------------------------------------------------------
    async def help(self, ctx: Ctx) -> Reply:
        """A short tour: how a game goes, then every command with an example."""
        lang = ctx.lang
        fields = [(say(lang, f"help-{part}-title"), say(lang, f"help-{part}")) for part in HELP]
        embed = Embed(
            title=say(lang, "help-title"), description=say(lang, "help-tour"), fields=fields
        )
        return Reply(notice="", notice_embed=embed)

    # -- server settings -------------------------------------------------------------------------
    async def settings(self, ctx: Ctx, given: dict[str, Any]) -> Reply:
        """/yamb-settings: its options are read from the declarations (`bot.settings`)."""
        require_admin(ctx)
        lang = ctx.lang
        if given:  # worked out on the settings as stored, in the transaction that stores
            # them: two admins at once each change the other's (one was lost)
            current, changed = await self.store.edit_guild_settings(
                ctx.guild_id, lambda stored: server_settings.from_command(stored, given)
            )
        else:
            current, changed = await self.store.guild_settings(ctx.guild_id), False
        fields = []
        for name, decl in server_settings.declared().items():
            if decl.kind == "none":
                continue
            value = getattr(current, name)
            fields.append((say(lang, f"settings-{name}"), self._shown(name, value, lang)))
        embed = Embed(
            title=say(lang, "settings-title"),
            fields=fields,
            footer=say(lang, "settings-changed" if changed else "settings-unchanged"),
        )
        return Reply(notice="", notice_embed=embed)

    def _shown(self, name: str, value: Any, lang: str) -> str:
        if name == "turn_timeout_minutes":
            return say(lang, "settings-minutes", minutes=value or self.shared.timeout_minutes)
        if name == "game_channels":
            if not value:
                return say(lang, "settings-everywhere")
            return ", ".join(f"<#{c}>" for c in value)
        if name == "slow_turn_hours":
            return say(lang, "settings-hours", hours=value or server_settings.SLOW_TURN_HOURS)
        if name == "slow_timeout":
            if value == "end":
                return say(lang, "settings-slow-timeout-end")
            return say(lang, "settings-slow-timeout-bot")
        if name in ("daily_channel", "season_channel"):
            return f"<#{value}>" if value else say(lang, "settings-daily-off")
        if name == "season":
            seasons = {
                "month": say(lang, "settings-season-month"),
                "quarter": say(lang, "settings-season-quarter"),
                "off": say(lang, "settings-season-off"),
            }
            return seasons[value or DEFAULT_SEASON]
        if name == "default_ruleset":
            return _ruleset(lang, value or "classic")
        if name == "default_mode":
            return _mode(lang, value or "standard")
        if name == "game_threads":
            return say(lang, "settings-no" if value is False else "settings-yes")
        if name == "language":
            return i18n.ENDONYMS[value or i18n.DEFAULT_LOCALE]
        if name == "hints":
            shown = {
                "on": say(lang, "settings-hints-on"),
                "off": say(lang, "settings-hints-off"),
                "practice": say(lang, "settings-hints-practice"),
            }
            return shown[value or "practice"]
        if name == "web":
            return say(lang, "settings-web-on" if value == "on" else "settings-web-off")
        if name == "bot_pace_ms":
            seconds = self.shared.bot_pace if value is None else value / 1000
            return say(lang, "settings-seconds", seconds=seconds)
        return str(value) if value is not None else "—"

    # -- a member's language ---------------------------------------------------------------------
    async def language(self, ctx: Ctx, choice: str) -> Reply:
        """/yamb language: the language of this member's private replies, whatever their
        Discord client speaks; `auto` goes back to their client's language (else the
        server's). The answer is in the language chosen."""
        if choice != "auto" and choice not in i18n.LOCALES:
            raise Refusal("refusal-bad_language", languages=", ".join(i18n.LOCALES))
        chosen = None if choice == "auto" else choice
        await self.shared.choose_language(ctx.user_id, ctx.user_name, chosen)
        server = None if ctx.in_dm else (await self.store.guild_settings(ctx.guild_id)).language
        lang = i18n.resolve_locale(chosen, ctx.locale, server)
        return Reply(
            notice=say(
                lang,
                "language-automatic" if chosen is None else "language-chosen",
                language=i18n.ENDONYMS[lang],
            )
        )
