"""/yamb: playing. Opening, joining and starting a game, every move of a turn, looking at
sheets and rules, ending a game, and the member's own language."""

from __future__ import annotations

import logging

import discord
from discord import app_commands

from ... import rules_text
from ..interactions import context
from ..translator import (
    LANGUAGE_CHOICES,
    LEVEL_CHOICES,
    MODE_CHOICES,
    RULESET_CHOICES,
    choice,
    described,
    english,
)
from .common import Commands

log = logging.getLogger(__name__)


class PlayCommands(Commands):
    """/yamb and its subcommands: everything of a game at the table."""

    yamb = app_commands.Group(name="yamb", description=english("cmd-yamb-description"))

    # -- lobby ---------------------------------------------------------------------------------
    @yamb.command(name="new", description=english("cmd-new-description"))
    @app_commands.describe(
        **described(
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
            "pace",
        )
    )
    @app_commands.choices(
        ruleset=RULESET_CHOICES,
        mode=MODE_CHOICES,
        language=LANGUAGE_CHOICES,
        level=LEVEL_CHOICES,
        pace=[choice("pace", "live"), choice("pace", "slow")],
    )
    async def new(
        self,
        interaction: discord.Interaction,
        ruleset: app_commands.Choice[str] | None = None,
        mode: app_commands.Choice[str] | None = None,
        opponent: discord.User | None = None,
        bonus_threshold: app_commands.Range[int, 0, 105] | None = None,
        six_dice: bool | None = None,
        negative_school: bool | None = None,
        matches: bool | None = None,
        language: app_commands.Choice[str] | None = None,
        bots: app_commands.Range[int, 1, 7] | None = None,
        level: app_commands.Choice[str] | None = None,
        pace: app_commands.Choice[str] | None = None,
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
                slow=pace is not None and pace.value == "slow",
            ),
        )

    @yamb.command(name="join", description=english("cmd-join-description"))
    @app_commands.describe(team=english("cmd-join-team-description"))
    async def join(
        self, interaction: discord.Interaction, team: app_commands.Range[int, 1, 4] | None = None
    ) -> None:
        await self._run(
            interaction,
            lambda ctx: self.app.lobby.join(ctx, team=str(team) if team else None),
        )

    @yamb.command(name="leave", description=english("cmd-leave-description"))
    async def leave(self, interaction: discord.Interaction) -> None:
        await self._run(interaction, self.app.lobby.leave)

    @yamb.command(name="start", description=english("cmd-start-description"))
    async def start(self, interaction: discord.Interaction) -> None:
        await self._run(interaction, self.app.lobby.start)

    # -- playing -------------------------------------------------------------------------------
    @yamb.command(name="roll", description=english("cmd-roll-description"))
    @app_commands.describe(keep=english("cmd-roll-keep-description"))
    async def roll(self, interaction: discord.Interaction, keep: str | None = None) -> None:
        await self._run(interaction, lambda ctx: self.app.turns.throw(ctx, keep))

    @yamb.command(name="hold", description=english("cmd-hold-description"))
    @app_commands.describe(dice=english("cmd-hold-dice-description"))
    async def hold(self, interaction: discord.Interaction, dice: str) -> None:
        await self._run(interaction, lambda ctx: self.app.turns.hold(ctx, dice))

    @yamb.command(name="announce", description=english("cmd-announce-description"))
    @app_commands.describe(cell=english("cmd-announce-cell-description"))
    async def announce(self, interaction: discord.Interaction, cell: str) -> None:
        await self._run(interaction, lambda ctx: self.app.turns.announce(ctx, cell))

    @yamb.command(name="write", description=english("cmd-write-description"))
    @app_commands.describe(cell=english("cmd-write-cell-description"))
    async def write(self, interaction: discord.Interaction, cell: str) -> None:
        await self._run(interaction, lambda ctx: self.app.turns.write(ctx, cell))

    @yamb.command(name="cross", description=english("cmd-cross-description"))
    @app_commands.describe(cell=english("cmd-cross-cell-description"))
    async def cross(self, interaction: discord.Interaction, cell: str) -> None:
        await self._run(interaction, lambda ctx: self.app.turns.write(ctx, cell, cross=True))

    @yamb.command(name="enough", description=english("cmd-enough-description"))
    async def enough(self, interaction: discord.Interaction) -> None:
        await self._run(interaction, self.app.turns.stop)

    @yamb.command(name="correct", description=english("cmd-correct-description"))
    @app_commands.describe(cell=english("cmd-correct-cell-description"))
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

    @yamb.command(name="hint", description=english("cmd-hint-description"))
    async def hint(self, interaction: discord.Interaction) -> None:
        await self._run(interaction, self.app.hints.hint)

    # -- looking and managing ------------------------------------------------------------------
    @yamb.command(name="sheet", description=english("cmd-sheet-description"))
    @app_commands.describe(member=english("cmd-sheet-member-description"))
    async def sheet(
        self, interaction: discord.Interaction, member: discord.User | None = None
    ) -> None:
        target = str(member.id) if member else None
        await self._run(interaction, lambda ctx: self.app.turns.sheet(ctx, target))

    @yamb.command(name="rules", description=english("cmd-rules-description"))
    @app_commands.describe(**described("rules", "ruleset"))
    @app_commands.choices(ruleset=RULESET_CHOICES)
    async def rules(
        self, interaction: discord.Interaction, ruleset: app_commands.Choice[str]
    ) -> None:
        await self._run(interaction, lambda ctx: rules_text.rules_reply(ruleset.value, ctx.lang))

    @yamb.command(name="help", description=english("cmd-help-description"))
    async def help(self, interaction: discord.Interaction) -> None:
        await self._run(interaction, self.app.records.help)

    @yamb.command(name="end", description=english("cmd-end-description"))
    async def end(self, interaction: discord.Interaction) -> None:
        await self._run(interaction, self.app.lobby.end)

    @yamb.command(name="language", description=english("cmd-language-description"))
    @app_commands.describe(**described("language", "language"))
    @app_commands.choices(language=[choice("language", "auto"), *LANGUAGE_CHOICES])
    async def language(
        self, interaction: discord.Interaction, language: app_commands.Choice[str]
    ) -> None:
        await self._run(interaction, lambda ctx: self.app.records.language(ctx, language.value))

    @yamb.command(name="daily", description=english("cmd-daily-description"))
    @app_commands.describe(**described("daily", "show", "day", "everywhere"))
    @app_commands.choices(show=[choice("daily", "board"), choice("daily", "history")])
    async def daily(
        self,
        interaction: discord.Interaction,
        show: app_commands.Choice[str] | None = None,
        day: app_commands.Range[str, 1, 20] | None = None,
        everywhere: bool | None = None,
    ) -> None:
        daily = self.app.daily
        # day: and everywhere: are the board's: alone they ask for it, never a new attempt
        board_asked = show is None and (day is not None or everywhere is not None)
        if board_asked or (show is not None and show.value == "board"):
            await self._run(interaction, lambda ctx: daily.board(ctx, day, bool(everywhere)))
        elif show is not None and show.value == "history":
            await self._run(interaction, daily.history)
        else:
            await self._run(interaction, daily.play)

    @yamb.command(name="games", description=english("cmd-games-description"))
    async def games(self, interaction: discord.Interaction) -> None:
        await self._run(interaction, self.app.pace.games)

    @yamb.command(name="notify", description=english("cmd-notify-description"))
    @app_commands.describe(**described("notify", "how"))
    @app_commands.choices(
        how=[choice("notify", c) for c in ("dm", "mention", "off", "default")]
    )
    async def notify(
        self, interaction: discord.Interaction, how: app_commands.Choice[str]
    ) -> None:
        await self._run(interaction, lambda ctx: self.app.pace.notify(ctx, how.value))

    @yamb.command(name="kick", description=english("cmd-kick-description"))
    @app_commands.describe(**described("kick", "member"))
    async def kick(self, interaction: discord.Interaction, member: discord.User) -> None:
        await self._run(
            interaction, lambda ctx: self.app.away.kick(ctx, str(member.id), member.display_name)
        )
