"""/yamb-scores: what the table remembers. The server's leaderboard, a member's stats, two
members' duels, recent games and their records."""

from __future__ import annotations

import discord
from discord import app_commands

from ...app.boards import PERIODS, SORTS
from ..translator import MODE_CHOICES, RULESET_CHOICES, choice, described, english
from .common import Commands


class ScoreCommands(Commands):
    """/yamb-scores and its subcommands."""

    scores = app_commands.Group(
        name="yamb-scores", description=english("cmd-yamb-scores-description")
    )

    @scores.command(name="leaderboard", description=english("cmd-leaderboard-description"))
    @app_commands.describe(
        **described("leaderboard", "ruleset", "mode", "period", "sort", "season")
    )
    @app_commands.choices(
        ruleset=RULESET_CHOICES,
        mode=MODE_CHOICES,
        period=[choice("period", p) for p in PERIODS],
        sort=[choice("sort", s) for s in SORTS],
    )
    async def leaderboard(
        self,
        interaction: discord.Interaction,
        ruleset: app_commands.Choice[str] | None = None,
        mode: app_commands.Choice[str] | None = None,
        period: app_commands.Choice[str] | None = None,
        sort: app_commands.Choice[str] | None = None,
        season: str | None = None,
    ) -> None:
        await self._run(
            interaction,
            lambda ctx: self.app.records.leaderboard(
                ctx,
                ruleset=ruleset.value if ruleset else None,
                mode=mode.value if mode else None,
                period=period.value if period else "all",
                sort=sort.value if sort else "wins",
                season=season,
            ),
        )

    @scores.command(name="stats", description=english("cmd-stats-description"))
    @app_commands.describe(**described("stats", "member"))
    async def stats(
        self, interaction: discord.Interaction, member: discord.User | None = None
    ) -> None:
        who = member or interaction.user
        await self._run(
            interaction,
            lambda ctx: self.app.records.stats(ctx, str(who.id), who.display_name),
        )

    @scores.command(name="duel-record", description=english("cmd-duel-record-description"))
    @app_commands.describe(**described("duel-record", "member", "other"))
    async def duel_record(
        self,
        interaction: discord.Interaction,
        member: discord.User,
        other: discord.User | None = None,
    ) -> None:
        first = other or interaction.user
        await self._run(
            interaction,
            lambda ctx: self.app.records.duel(
                ctx, (str(first.id), first.display_name), (str(member.id), member.display_name)
            ),
        )

    @scores.command(name="history", description=english("cmd-history-description"))
    async def history(self, interaction: discord.Interaction) -> None:
        await self._run(interaction, self.app.records.history)

    @scores.command(name="export", description=english("cmd-export-description"))
    @app_commands.describe(game=english("cmd-export-game-description"))
    async def export(
        self, interaction: discord.Interaction, game: app_commands.Range[int, 1] | None = None
    ) -> None:
        await self._run(interaction, lambda ctx: self.app.records.export(ctx, game))
