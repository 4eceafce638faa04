"""Around the table: leaderboards, stats, duel records, history, export and server settings.

Like `service.py`, an application layer without discord.py: it asks the store, and describes
the answer as plain `Screen`/`Reply` values. Members who left keep their results; their names
are the ones last seen (the store's users table).
"""

from __future__ import annotations

import json
from typing import Any

from engine import MODES, RULESET_NAMES

from .render.chart import render_scores
from .service import Ctx, jump_link
from .store import GameNotFound, Store, WrongStatus
from .ui import Attachment, Button, Embed, Reply, Row, Screen, custom_id

PAGE = 10
SORTS = ("wins", "win_rate", "average", "best", "rating")
PERIODS = {"all": None, "30d": 30.0}
SORT_NAMES = {
    "wins": "wins",
    "win_rate": "win rate",
    "average": "average score",
    "best": "best score",
    "rating": "rating",
}


def _percent(rate: float) -> str:
    return f"{rate * 100:.0f}%"


def _when(moment: float | None) -> str:
    return f"<t:{int(moment)}:R>" if moment else "—"


class Records:
    def __init__(self, store: Store, *, default_timeout_minutes: float = 10.0) -> None:
        self.store = store
        self.default_timeout_minutes = default_timeout_minutes

    # -- leaderboard ---------------------------------------------------------------------------
    async def leaderboard(
        self,
        ctx: Ctx,
        *,
        ruleset: str | None = None,
        mode: str | None = None,
        period: str = "all",
        sort: str = "wins",
        page: int = 0,
        via_command: bool = True,
    ) -> Reply:
        if sort not in SORTS or period not in PERIODS:
            return Reply(
                notice="Sort by wins, win_rate, average, best or rating; period all or 30d."
            )
        if (ruleset and ruleset not in RULESET_NAMES) or (mode and mode not in MODES):
            return Reply(notice="Unknown ruleset or mode.")
        days = PERIODS[period]
        lines: list[str] = []
        if sort == "rating":
            rated = ruleset or "classic"
            rated_rows = await self.store.ratings(ctx.guild_id, rated, limit=10_000)
            entries = [
                (
                    r.user_id,
                    f"{r.display_name} — rating **{r.ordinal:.1f}** "
                    f"(μ {r.mu:.1f}, σ {r.sigma:.1f}) · {r.games} games",
                )
                for r in rated_rows
            ]
            scope = f"{rated} ratings (all modes, all time)"
        else:
            board = await self.store.leaderboard(
                ctx.guild_id, ruleset=ruleset, mode=mode, days=days, order=sort, limit=10_000
            )
            entries = [
                (
                    r.user_id,
                    f"{r.display_name} — **{r.wins}** wins in {r.games} · "
                    f"{_percent(r.win_rate)} · avg {r.average_score:.0f} · "
                    f"best {r.best_score} (game #{r.best_game_id})",
                )
                for r in board
            ]
            scope = " · ".join(
                [
                    ruleset or "all rulesets",
                    mode or "all modes",
                    "last 30 days" if days else "all time",
                    f"by {SORT_NAMES[sort]}",
                ]
            )
        pages = max(1, -(-len(entries) // PAGE))
        page = min(max(page, 0), pages - 1)
        for rank, (_, text) in enumerate(entries[page * PAGE : (page + 1) * PAGE], page * PAGE + 1):
            lines.append(f"**{rank}.** {text}")
        mine = next((i for i, (user, _) in enumerate(entries) if user == ctx.user_id), None)
        footer = (
            f"Your rank: {mine + 1} of {len(entries)} · page {page + 1} of {pages}"
            if mine is not None
            else f"You are not on this board yet · page {page + 1} of {pages}"
        )
        embed = Embed(
            title="🏆 Yamb leaderboard",
            description=f"*{scope}*\n\n" + ("\n".join(lines) or "No finished games yet."),
            footer=footer,
        )
        arg = ".".join((ruleset or "-", mode or "-", period, sort))
        rows: list[Row] = []
        if pages > 1:
            rows.append(
                (
                    Button(
                        "◀ Previous",
                        custom_id(0, max(page - 1, 0), "board", arg),
                        disabled=page == 0,
                    ),
                    Button(
                        "Next ▶", custom_id(0, page + 1, "board", arg), disabled=page >= pages - 1
                    ),
                )
            )
        screen = Screen("", embed=embed, rows=rows)
        return Reply(posts=[screen]) if via_command else Reply(update=screen)

    async def board_page(self, ctx: Ctx, page: int, arg: str) -> Reply:
        parts = arg.split(".")
        if len(parts) != 4:
            return Reply(notice="That leaderboard button is broken; run /yamb leaderboard again.")
        ruleset, mode, period, sort = (None if p == "-" else p for p in parts)
        return await self.leaderboard(
            ctx,
            ruleset=ruleset,
            mode=mode,
            period=period or "all",
            sort=sort or "wins",
            page=page,
            via_command=False,
        )

    # -- a player's stats ------------------------------------------------------------------------
    async def stats(self, ctx: Ctx, user_id: str, name: str) -> Reply:
        stats = await self.store.player_stats(ctx.guild_id, user_id)
        shown = stats.display_name or name
        if stats.games == 0:
            return Reply(notice=f"{shown} has no finished games on this server yet.")
        streak = (
            f"{stats.streak} won in a row"
            if stats.streak > 0
            else f"{-stats.streak} without a win"
            if stats.streak < 0
            else "—"
        )
        fields = [
            ("Games", str(stats.games)),
            ("Wins", f"{stats.wins} ({_percent(stats.win_rate)})"),
            ("Yambs thrown", str(stats.yambs)),
            ("Current streak", streak),
            ("Favourite ruleset", stats.favourite_ruleset or "—"),
        ]
        for per in stats.per_ruleset:
            fields.append(
                (
                    per.ruleset,
                    f"{per.games} games · {per.wins} wins · avg {per.average_score:.0f}"
                    f" · best {per.best_score} (#{per.best_game_id})",
                )
            )
        oldest_first = list(reversed(stats.last_scores))
        scores = [s.score for s in oldest_first]
        won = [s.won for s in oldest_first]
        embed = Embed(
            title=f"🎲 {shown}",
            description="Last scores, oldest to newest:",
            fields=fields,
            image="scores.png",
        )
        chart = Attachment("scores.png", lambda: render_scores(scores, won, shown))
        return Reply(posts=[Screen("", attachments=[chart], embed=embed)])

    # -- head to head ----------------------------------------------------------------------------
    async def duel(self, ctx: Ctx, a: tuple[str, str], b: tuple[str, str]) -> Reply:
        if a[0] == b[0]:
            return Reply(notice="Choose two different members.")
        names = await self.store.display_names([a[0], b[0]])
        name_a, name_b = names.get(a[0], a[1]), names.get(b[0], b[1])
        fields: list[tuple[str, str]] = []
        lines: list[str] = []
        for mode in ("kontra", "standard"):
            record = await self.store.head_to_head(ctx.guild_id, a[0], b[0], mode=mode, last=5)
            if not record.meetings:
                fields.append((mode.title(), "no games yet"))
                continue
            margin = (
                f"{record.average_margin:+.1f} for {name_a}" if record.average_margin else "even"
            )
            fields.append(
                (
                    mode.title(),
                    f"{name_a} **{record.wins_a}** – **{record.wins_b}** {name_b}"
                    f" ({record.ties} ties) · average margin {margin}"
                    f" · last met {_when(record.last[0].finished_at)}",
                )
            )
            for m in record.last:
                winner = names.get(m.winner, "tie") if m.winner else "tie"
                lines.append(
                    f"#{m.game_id} {m.mode} {m.ruleset}: {m.score_a} – {m.score_b}"
                    f" ({winner}) {_when(m.finished_at)}"
                )
        embed = Embed(
            title=f"⚔️ {name_a} vs {name_b}",
            description="Last meetings:\n" + "\n".join(lines)
            if lines
            else "They have not met yet.",
            fields=fields,
        )
        return Reply(posts=[Screen("", embed=embed)])

    # -- history and export ----------------------------------------------------------------------
    async def history(self, ctx: Ctx) -> Reply:
        games = await self.store.recent_games(ctx.guild_id, limit=10)
        if not games:
            return Reply(notice="No finished games on this server yet.")
        lines = []
        for game in games:
            info = await self.store.game_info(game.game_id)
            link = jump_link(info.guild_id, info.channel_id, info.ui_state.get("message"))
            people = ", ".join(
                f"{p.display_name} {p.score}" + (" 🏆" if p.won else "")
                if p.score is not None
                else p.display_name
                for p in game.participants
            )
            status = "" if game.status == "finished" else f" ({game.status})"
            lines.append(
                f"**#{game.game_id}** {game.ruleset} · {game.mode}{status} · "
                f"{_when(game.ended_at)} · {people} · [open]({link})"
            )
        embed = Embed(
            title="📜 Recent games",
            description="\n".join(lines),
            footer="Get any game's record with /yamb export game:<number>",
        )
        return Reply(posts=[Screen("", embed=embed)])

    async def export(self, ctx: Ctx, game_id: int | None) -> Reply:
        if game_id is None:
            recent = await self.store.recent_games(ctx.guild_id, limit=1)
            if not recent:
                return Reply(notice="No finished games on this server yet.")
            game_id = recent[0].game_id
        try:
            info = await self.store.game_info(game_id)
            if info.guild_id != ctx.guild_id:
                raise GameNotFound(game_id)
            if info.status not in ("finished", "abandoned"):
                return Reply(notice=f"Game #{game_id} is still going; export it when it ends.")
            record = await self.store.export_record(game_id)
            seed = await self.store.reveal_seed(game_id)
        except (GameNotFound, WrongStatus):
            return Reply(notice=f"There is no ended game #{game_id} on this server.")
        data = json.dumps(record, ensure_ascii=False, indent=1).encode()
        text = (
            f"Game #{game_id} ({info.ruleset}, {info.mode}, {info.status}). Replay it with "
            f"`python -m engine replay yamb-game-{game_id}.json`; check its dice with "
            f"`python -m engine verify yamb-game-{game_id}.json {seed.hex()}`"
        )
        return Reply(
            posts=[Screen(text, attachments=[Attachment(f"yamb-game-{game_id}.json", data)])]
        )

    # -- server settings -------------------------------------------------------------------------
    async def settings(self, ctx: Ctx, *, admin: bool, **changes: Any) -> Reply:
        if not admin:
            return Reply(
                notice="Only members with the Manage Server permission can change Yamb settings."
            )
        current = await self.store.guild_settings(ctx.guild_id)
        update: dict[str, Any] = {}
        if changes.get("default_ruleset"):
            update["default_ruleset"] = changes["default_ruleset"]
            update["default_options"] = {}
        if changes.get("default_mode"):
            update["default_mode"] = changes["default_mode"]
        if changes.get("turn_timeout") is not None:
            update["turn_timeout_minutes"] = int(changes["turn_timeout"])
        channels = set(current.game_channels or ())
        if changes.get("allow_channel"):
            channels.add(str(changes["allow_channel"]))
            update["game_channels"] = sorted(channels)
        if changes.get("disallow_channel"):
            channels.discard(str(changes["disallow_channel"]))
            update["game_channels"] = sorted(channels) or None
        if changes.get("everywhere"):
            update["game_channels"] = None
        if update:
            current = await self.store.set_guild_settings(ctx.guild_id, **update)
        where = (
            ", ".join(f"<#{c}>" for c in current.game_channels)
            if current.game_channels
            else "every channel"
        )
        embed = Embed(
            title="⚙️ Yamb settings for this server",
            fields=[
                ("Default ruleset", current.default_ruleset or "classic"),
                ("Default mode", current.default_mode or "standard"),
                (
                    "Turn timeout",
                    f"{current.turn_timeout_minutes or self.default_timeout_minutes:g} min",
                ),
                ("Games may start in", where),
            ],
            footer="Changed." if update else "Nothing changed: pass options to change a setting.",
        )
        return Reply(notice="", notice_embed=embed)
