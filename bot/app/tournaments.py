"""Tournaments: a server runs its own championship of duels (Kontra, or two-player standard
games where the higher total wins) in swiss, knockout or round-robin format. The commands of
members (join, leave, check in, show, list, drop) and of organisers with Manage Events (create,
start, settle, cancel), on top of `tournament_flow.TournamentFlow`, which keeps a tournament
moving; the rules themselves are engine.tournament's.
"""


from __future__ import annotations

import contextlib
import logging
import re
import unicodedata
from collections.abc import Mapping
from typing import Any

from engine import RULESET_NAMES, find_mode, get_ruleset
from engine.tournament import (
    FORMATS,
    MAX_ROUND_ROBIN,
    most_swiss_rounds,
)

from ..players import LEVELS, next_bot
from ..store import (
    GameNotFound,
    TournamentNotFound,
    TournamentRow,
    WrongStatus,
)
from ..texts import say
from ..ui import Reply
from . import tournament_screens as views
from .context import Ctx, Refusal, require_organiser
from .state import retired_in
from .tournament_flow import MAX_ENTRANTS, MODES, PACES, TournamentFlow
from .tournament_state import outcome_of, tournament_state

log = logging.getLogger(__name__)

__all__ = [
    "JOIN_REFUSALS",
    "MAX_BOTS",
    "MAX_ENTRANTS",
    "MODES",
    "PACES",
    "Tournaments",
    "checked_name",
    "outcome_of",
]

# why a join is refused, as the store says it
JOIN_REFUSALS = {
    "already": "tournament-join-already",
    "full": "tournament-join-full",
    "closed": "tournament-join-closed",
}
MAX_BOTS = 64
NAME_LENGTH = (2, 48)
# a name is shown in posts and pictures: plain words only, no markup, mentions or links
_MARKUP = re.compile(r"[*_~`|>#<@\[\]()\\:/]")


def checked_name(name: str) -> str:
    name = " ".join(name.split())
    low, high = NAME_LENGTH
    if not low <= len(name) <= high:
        raise Refusal("tournament-bad-name", low=low, high=high)
    if _MARKUP.search(name) or any(
        unicodedata.category(ch)[0] in ("C", "Z") and ch != " " for ch in name
    ):
        raise Refusal("tournament-bad-name", low=low, high=high)
    return name




class Tournaments(TournamentFlow):
    async def _tournament(self, ctx: Ctx, tournament_id: int | None) -> TournamentRow:
        """The tournament named, or the one whose game is played in this channel (a game's
        thread), or the newest open one of this channel (else of the server)."""
        if tournament_id is not None:
            try:
                return await self.store.tournament(tournament_id, ctx.guild_id)
            except TournamentNotFound:
                raise Refusal("tournament-none", number=tournament_id) from None
        game = await self.store.game_in_channel(ctx.channel_id)
        row = None if game is None else await self.store.tournament_of_game(game.game_id)
        if row is not None:
            return await self.store.tournament(row.tournament_id, ctx.guild_id)
        found = await self.store.guild_tournaments(ctx.guild_id, limit=50)
        for pick in (
            lambda t: t.open and t.channel_id == ctx.channel_id,
            lambda t: t.open,
            lambda t: True,
        ):
            chosen = [t for t in found if pick(t)]
            if chosen:
                return chosen[0]
        raise Refusal("tournament-none-here")

    async def create(
        self,
        ctx: Ctx,
        *,
        name: str,
        format: str,
        ruleset: str | None = None,
        mode: str = "kontra",
        pace: str = "live",
        players: int | None = None,
        start_in: int | None = None,
        checkin: int | None = None,
        bots: int = 0,
        bot_level: str = "hard",
        rounds: int | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> Reply:
        require_organiser(ctx)
        name = checked_name(name)
        settings = await self.store.guild_settings(ctx.guild_id)
        ruleset = ruleset or settings.default_ruleset or "classic"
        if ruleset not in RULESET_NAMES or format not in FORMATS:
            raise Refusal("tournament-bad-format", formats=", ".join(FORMATS))
        if mode not in MODES or pace not in PACES:
            raise Refusal("tournament-bad-mode")
        try:
            rules = get_ruleset(ruleset, dict(options or {}))
        except Exception:
            raise Refusal("tournament-bad-format", formats=", ".join(FORMATS)) from None
        find_mode(MODES[mode]).check_ruleset(rules)  # the engine refuses, e.g. Kontra in yamm
        limit = players
        if format == "round-robin":
            limit = min(limit or MAX_ROUND_ROBIN, MAX_ROUND_ROBIN)
            if players is not None and players > MAX_ROUND_ROBIN:
                raise Refusal("tournament-robin-too-many", most=MAX_ROUND_ROBIN)
        if not 0 <= bots <= min(MAX_BOTS, limit or MAX_ENTRANTS):
            raise Refusal("tournament-too-many-bots", most=min(MAX_BOTS, limit or MAX_ENTRANTS))
        if bot_level not in LEVELS:
            raise Refusal("error-bot-level")
        if rounds is not None and format != "swiss":
            raise Refusal("tournament-rounds-swiss")
        if rounds is not None:
            # a field that grows to the limit still could not play more without repeats
            field = limit or MAX_ENTRANTS
            most = most_swiss_rounds(field)
            if not 1 <= rounds <= most:
                raise Refusal("tournament-rounds-too-many", players=field, most=most)
        if checkin is not None and start_in is None:
            raise Refusal("tournament-checkin-needs-start")
        if checkin is not None and start_in is not None and checkin > start_in:
            raise Refusal("tournament-checkin-needs-start")
        if not ctx.can_thread:
            raise Refusal("tournament-needs-threads")
        if not ctx.bot_can_post:
            raise Refusal("error-bot-cannot-post")
        seated: list[str] = []
        for _ in range(bots):
            seated.append(next_bot(bot_level, seated))
        now = self.shared.clock()
        await self.shared.names.remember(ctx.user_id, ctx.user_name)
        t = await self.store.create_tournament(
            guild_id=ctx.guild_id,
            channel_id=ctx.channel_id,
            organiser_id=ctx.user_id,
            name=name,
            format=format,
            ruleset=ruleset,
            options=dict(rules.options),
            mode=mode,
            pace=pace,
            rounds=rounds,
            max_players=limit,
            starts_at=None if start_in is None else now + 60 * start_in,
            checkin_minutes=checkin,
            language=settings.language,
            entrants={b: (await self.shared.names.of([b]))[b] for b in seated},
        )
        await self._show_signup(t)
        return Reply(notice=say(ctx.lang, "tournament-created", name=name, number=t.tournament_id))

    async def join(self, ctx: Ctx, tournament_id: int | None = None) -> Reply:
        t = await self._tournament(ctx, tournament_id)
        await self.shared.names.remember(ctx.user_id, ctx.user_name)
        joined = await self.store.join_tournament(t.tournament_id, ctx.user_id, ctx.user_name)
        if joined in JOIN_REFUSALS:
            raise Refusal(JOIN_REFUSALS[joined], name=t.name)
        return await self._signup_changed(ctx, t, say(ctx.lang, "tournament-joined", name=t.name))

    async def leave(self, ctx: Ctx, tournament_id: int | None = None) -> Reply:
        t = await self._tournament(ctx, tournament_id)
        if t.status == "running":
            raise Refusal("tournament-leave-started", name=t.name)
        if t.status != "signup":  # finished or cancelled: "use drop" would not do either
            raise Refusal("tournament-ended-already", name=t.name)
        if not await self.store.leave_tournament(t.tournament_id, ctx.user_id):
            raise Refusal("tournament-not-entrant", name=t.name)
        return await self._signup_changed(ctx, t, say(ctx.lang, "tournament-left", name=t.name))

    async def check_in(self, ctx: Ctx, tournament_id: int | None = None) -> Reply:
        t = await self._tournament(ctx, tournament_id)
        if t.starts_at is None or t.checkin_minutes is None:
            raise Refusal("tournament-no-checkin", name=t.name)
        if t.status != "signup":  # a click on a sign-up message not yet redrawn
            raise Refusal("tournament-checkin-closed", name=t.name)
        now = self.shared.clock()
        opens = t.starts_at - 60 * t.checkin_minutes
        if now < opens:
            raise Refusal("tournament-checkin-later", when=f"<t:{int(opens)}:R>")
        if not await self.store.check_in(t.tournament_id, ctx.user_id):
            raise Refusal("tournament-not-entrant", name=t.name)
        done = say(ctx.lang, "tournament-checked-in", name=t.name)
        return await self._signup_changed(ctx, t, done)

    async def _signup_changed(self, ctx: Ctx, t: TournamentRow, done: str) -> Reply:
        t = await self.store.tournament(t.tournament_id)
        shown = await self._show_signup(t, ctx)
        if shown is not None:
            return shown
        return Reply(notice=done)

    # -- starting -------------------------------------------------------------------------------

    async def start(self, ctx: Ctx, tournament_id: int | None = None) -> Reply:
        require_organiser(ctx)
        t = await self._tournament(ctx, tournament_id)
        if t.status != "signup":
            raise Refusal("tournament-started-already", name=t.name)
        entrants = await self.store.entrants(t.tournament_id)
        if self._checked_in_only(t):
            entrants = [e for e in entrants if e.checked_in]
        self._check_field(t, len(entrants))
        if not await self._start(t):
            raise Refusal("tournament-started-already", name=t.name)
        done = say(ctx.lang, "tournament-started", name=t.name)
        started = await self.store.tournament(t.tournament_id)
        if t.rounds is not None and started.rounds is not None and started.rounds < t.rounds:
            players = len(await self.store.entrants(t.tournament_id))
            done += "\n" + views.rounds_capped(t, started.rounds, players, ctx.lang)
        return Reply(notice=done)

    @staticmethod
    def _check_field(t: TournamentRow, count: int) -> None:
        if count < 2:
            raise Refusal("tournament-too-few", name=t.name)
        if t.format == "round-robin" and count > MAX_ROUND_ROBIN:
            raise Refusal("tournament-robin-too-many", most=MAX_ROUND_ROBIN)

    async def show(self, ctx: Ctx, tournament_id: int | None = None) -> Reply:
        t = await self._tournament(ctx, tournament_id)
        entrants = await self.store.entrants(t.tournament_id)
        names = await self.shared.names.of([e.user_id for e in entrants])
        if t.status == "signup" or len(entrants) < 2:
            screen = await self.signup_screen(t)
            return Reply(notice=screen.content, notice_embed=screen.embed)
        state = await tournament_state(self.store, t.tournament_id)
        assert state.rounds is not None  # two entrants or more: the engine counts the rounds
        rows = state.games
        current = [r for r in rows if rows and r.round == rows[-1].round]
        threads = await self._threads(current)
        return views.show_reply(
            t, state.rounds, state.standings, state.bracket, current, threads, names, ctx.lang
        )

    async def listing(self, ctx: Ctx) -> Reply:
        found = await self.store.guild_tournaments(ctx.guild_id, limit=20)
        if not found:
            raise Refusal("tournament-none-here")
        counts = {t.tournament_id: len(await self.store.entrants(t.tournament_id)) for t in found}
        return Reply(notice=views.list_text(found, counts, ctx.lang))

    async def drop(
        self, ctx: Ctx, member: str | None = None, tournament_id: int | None = None
    ) -> Reply:
        """A player leaves from the next round on (themselves, or anyone by the organiser);
        a game of theirs in play is lost by forfeit."""
        who = member or ctx.user_id
        if who != ctx.user_id:
            require_organiser(ctx)
        t = await self._tournament(ctx, tournament_id)
        entrants = {e.user_id: e for e in await self.store.entrants(t.tournament_id)}
        if who not in entrants:
            raise Refusal("tournament-not-entrant", name=t.name)
        if t.status == "signup":
            await self.store.leave_tournament(t.tournament_id, who)
            if who == ctx.user_id:
                done = say(ctx.lang, "tournament-left", name=t.name)
            else:
                name = (await self.shared.names.of([who]))[who]
                done = say(ctx.lang, "tournament-removed", who=views.shown(name), name=t.name)
            return await self._signup_changed(ctx, t, done)
        if t.status != "running" or entrants[who].dropped_from is not None:
            raise Refusal("tournament-drop-not-now", name=t.name)
        async with self.lock(t.tournament_id):
            rows = await self.store.tournament_games(t.tournament_id)
            current = max((r.round for r in rows), default=0)
            await self.store.drop_entrant(t.tournament_id, who, current + 1)
            for row in rows:
                if row.score is None and who in (row.first_id, row.second_id):
                    await self._forfeit(t, row, loser=who)
        self.wake(t.tournament_id)
        name = (await self.shared.names.of([who]))[who]
        return Reply(notice=say(ctx.lang, "tournament-dropped", who=views.shown(name), name=t.name))

    async def settle(
        self, ctx: Ctx, game: int, result: str, tournament_id: int | None = None
    ) -> Reply:
        """The organiser decides a game that cannot finish: its `first` player (as the round
        lists it) wins, its `second`, or a "tie"."""
        require_organiser(ctx)
        if result not in ("first", "second", "tie"):
            raise Refusal("tournament-settle-result")
        t = None
        if tournament_id is None:  # the game names its tournament (the newest open one here
            # may be another: a sign-up opened meanwhile)
            of_game = await self.store.tournament_of_game(game)
            if of_game is not None:
                with contextlib.suppress(TournamentNotFound):  # another server's: not named
                    t = await self.store.tournament(of_game.tournament_id, ctx.guild_id)
        if t is None:
            t = await self._tournament(ctx, tournament_id)
        if t.status != "running":
            raise Refusal("tournament-settle-none", game=game, name=t.name)
        async with self.lock(t.tournament_id):
            rows = await self.store.tournament_games(t.tournament_id)
            row = next((r for r in rows if r.game_id == game and r.score is None), None)
            if row is None:
                raise Refusal("tournament-settle-none", game=game, name=t.name)
            loser = {"first": row.second_id, "second": row.first_id, "tie": None}[result]
            await self._forfeit(t, row, loser=loser)
        self.wake(t.tournament_id)
        return Reply(notice=say(ctx.lang, "tournament-settled", game=game, name=t.name))

    async def cancel(self, ctx: Ctx, tournament_id: int | None = None) -> Reply:
        require_organiser(ctx)
        t = await self._tournament(ctx, tournament_id)
        async with self.lock(t.tournament_id):
            if not await self.store.cancel_tournament(t.tournament_id):
                raise Refusal("tournament-ended-already", name=t.name)
            for row in await self.store.tournament_games(t.tournament_id):
                if row.game_id is not None and row.score is None:
                    try:
                        async with self.shared.lock(row.game_id):
                            await self.store.abandon_game(
                                row.game_id, "tournament cancelled", then=retired_in
                            )
                        if self.shared.display is not None:
                            self.shared.display.wake(row.game_id)
                    except (WrongStatus, GameNotFound):
                        pass
        t = await self.store.tournament(t.tournament_id)
        await self._show_signup(t)
        await self._announce(
            t, "cancelled", say(await self._lang(t), "tournament-cancelled", name=t.name)
        )
        return Reply(notice=say(ctx.lang, "tournament-cancelled", name=t.name))
