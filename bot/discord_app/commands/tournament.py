"""/yamb-tournament (everyone: join, leave, show, list, drop) and /yamb-tournament-admin (for
members with Manage Events: create, start, settle, cancel). Discord hides a top-level command
from members without its default permissions, and a subcommand cannot be hidden on its own:
so the organiser's commands are a command of their own. The application checks the
permission again by itself."""

from __future__ import annotations

import discord
from discord import app_commands

from engine.tournament import FORMATS

from ...app.tournaments import MAX_BOTS, MAX_ENTRANTS, MODES, PACES
from ..translator import (
    LEVEL_CHOICES,
    RULESET_CHOICES,
    choice,
    english,
    keyed,
    options_described,
    renamed,
)
from .common import Commands

TOURNAMENT = app_commands.Range[int, 1, 2**53]
CREATE_OPTIONS = (
    "name",
    "format",
    "ruleset",
    "mode",
    "pace",
    "players",
    "start_in",
    "checkin",
    "bots",
    "bot_level",
    "rounds",
)


class TournamentCommands(Commands):
    """/yamb-tournament and its subcommands."""

    tournament = app_commands.Group(
        name="yamb-tournament",
        description=english("cmd-yamb-tournament-description"),
        guild_only=True,
    )

    @tournament.command(
        name=keyed("cmd-t-join", "join"), description=keyed("cmd-t-join-description")
    )
    @app_commands.describe(**options_described("t-join", "tournament"))
    @app_commands.rename(**renamed("t-join", "tournament"))
    async def join(
        self, interaction: discord.Interaction, tournament: TOURNAMENT | None = None
    ) -> None:
        await self._run(interaction, lambda ctx: self.app.tournaments.join(ctx, tournament))

    @tournament.command(
        name=keyed("cmd-t-leave", "leave"), description=keyed("cmd-t-leave-description")
    )
    @app_commands.describe(**options_described("t-leave", "tournament"))
    @app_commands.rename(**renamed("t-leave", "tournament"))
    async def leave(
        self, interaction: discord.Interaction, tournament: TOURNAMENT | None = None
    ) -> None:
        await self._run(interaction, lambda ctx: self.app.tournaments.leave(ctx, tournament))

    @tournament.command(
        name=keyed("cmd-t-show", "show"), description=keyed("cmd-t-show-description")
    )
    @app_commands.describe(**options_described("t-show", "tournament"))
    @app_commands.rename(**renamed("t-show", "tournament"))
    async def show(
        self, interaction: discord.Interaction, tournament: TOURNAMENT | None = None
    ) -> None:
        await self._run(interaction, lambda ctx: self.app.tournaments.show(ctx, tournament))

    @tournament.command(
        name=keyed("cmd-t-list", "list"), description=keyed("cmd-t-list-description")
    )
    async def list(self, interaction: discord.Interaction) -> None:
        await self._run(interaction, self.app.tournaments.listing)

    @tournament.command(
        name=keyed("cmd-t-drop", "drop"), description=keyed("cmd-t-drop-description")
    )
    @app_commands.describe(**options_described("t-drop", "member", "tournament"))
    @app_commands.rename(**renamed("t-drop", "member", "tournament"))
    async def drop(
        self,
        interaction: discord.Interaction,
        member: discord.User | None = None,
        tournament: TOURNAMENT | None = None,
    ) -> None:
        who = None if member is None else str(member.id)
        await self._run(interaction, lambda ctx: self.app.tournaments.drop(ctx, who, tournament))


class OrganiserCommands(Commands):
    """/yamb-tournament-admin: what the organiser of a tournament does."""

    admin = app_commands.Group(
        name="yamb-tournament-admin",
        description=english("cmd-yamb-tournament-admin-description"),
        guild_only=True,
        default_permissions=discord.Permissions(manage_events=True),
    )

    @admin.command(
        name=keyed("cmd-t-create", "create"), description=keyed("cmd-t-create-description")
    )
    @app_commands.describe(**options_described("t-create", *CREATE_OPTIONS))
    @app_commands.rename(**renamed("t-create", *CREATE_OPTIONS))
    @app_commands.choices(
        format=[choice("format", f) for f in FORMATS],
        ruleset=RULESET_CHOICES,
        mode=[choice("tmode", m) for m in MODES],
        pace=[choice("pace", p) for p in PACES],
        bot_level=LEVEL_CHOICES,
    )
    async def create(
        self,
        interaction: discord.Interaction,
        name: app_commands.Range[str, 1, 100],
        format: app_commands.Choice[str],
        ruleset: app_commands.Choice[str] | None = None,
        mode: app_commands.Choice[str] | None = None,
        pace: app_commands.Choice[str] | None = None,
        players: app_commands.Range[int, 2, MAX_ENTRANTS] | None = None,
        start_in: app_commands.Range[int, 1, 20160] | None = None,
        checkin: app_commands.Range[int, 1, 1440] | None = None,
        bots: app_commands.Range[int, 0, MAX_BOTS] | None = None,
        bot_level: app_commands.Choice[str] | None = None,
        rounds: app_commands.Range[int, 1, 20] | None = None,
    ) -> None:
        await self._run(
            interaction,
            lambda ctx: self.app.tournaments.create(
                ctx,
                name=name,
                format=format.value,
                ruleset=ruleset.value if ruleset else None,
                mode=mode.value if mode else "kontra",
                pace=pace.value if pace else "live",
                players=players,
                start_in=start_in,
                checkin=checkin,
                bots=bots or 0,
                bot_level=bot_level.value if bot_level else "hard",
                rounds=rounds,
            ),
        )

    @admin.command(name=keyed("cmd-t-start", "start"), description=keyed("cmd-t-start-description"))
    @app_commands.describe(**options_described("t-start", "tournament"))
    @app_commands.rename(**renamed("t-start", "tournament"))
    async def start(
        self, interaction: discord.Interaction, tournament: TOURNAMENT | None = None
    ) -> None:
        await self._run(interaction, lambda ctx: self.app.tournaments.start(ctx, tournament))

    @admin.command(
        name=keyed("cmd-t-settle", "settle"), description=keyed("cmd-t-settle-description")
    )
    @app_commands.describe(**options_described("t-settle", "game", "result", "tournament"))
    @app_commands.rename(**renamed("t-settle", "game", "result", "tournament"))
    @app_commands.choices(result=[choice("result", r) for r in ("first", "second", "tie")])
    async def settle(
        self,
        interaction: discord.Interaction,
        game: app_commands.Range[int, 1, 2**53],
        result: app_commands.Choice[str],
        tournament: TOURNAMENT | None = None,
    ) -> None:
        await self._run(
            interaction,
            lambda ctx: self.app.tournaments.settle(ctx, game, result.value, tournament),
        )

    @admin.command(
        name=keyed("cmd-t-cancel", "cancel"), description=keyed("cmd-t-cancel-description")
    )
    @app_commands.describe(**options_described("t-cancel", "tournament"))
    @app_commands.rename(**renamed("t-cancel", "tournament"))
    async def cancel(
        self, interaction: discord.Interaction, tournament: TOURNAMENT | None = None
    ) -> None:
        await self._run(interaction, lambda ctx: self.app.tournaments.cancel(ctx, tournament))
