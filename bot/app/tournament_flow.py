"""A tournament going on by itself: after every game of it that ends, at a start and at every
tick, `advance` decides the pairings whose games ended, asks the engine for the batch in play,
inserts its pairings (once: their key), starts their games (each in a thread of its own, both
players pinged; two bot entrants play at once, unseen), posts the round with a picture (once: a
nonce), and at the end the podium. Everything is worked out again from the store, so a kill
anywhere between a game's end and the next round's pairings neither loses nor doubles a round.
The commands of members and organisers are `tournaments.Tournaments`'.
"""


from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Mapping, Sequence

from engine import find_mode
from engine.tournament import (
    MAX_ROUND_ROBIN,
    NoPairing,
    Outcome,
    Pairing,
    Standing,
    Tournament,
)

from ..players import is_bot
from ..settings import turn_seconds
from ..store import (
    EntrantRow,
    GameInfo,
    GameNotFound,
    ResultRow,
    TournamentGame,
    TournamentRow,
    WrongStatus,
    in_own_channel,
    tournament_channel,
)
from ..texts import say
from ..ui import LinkButton, Reply, Screen
from . import tournament_screens as views
from .context import Ctx, Shared
from .display import Messenger, Unreachable
from .state import TableState, json_patch, retired_in
from .tournament_state import drops, engine_of, outcomes_of

log = logging.getLogger(__name__)

MODES = {"kontra": "kontra", "duel": "standard"}  # a tournament's mode -> the games' mode
PACES = ("live", "slow")
MAX_ENTRANTS = 1024


def pairing_score(first: ResultRow, second: ResultRow) -> float:
    """The first side's score from a duel's results: a tie shares first place, and both
    are winners of the game (that was a win for whoever was paired first)."""
    if first.won == second.won:
        return 0.5
    return 1.0 if first.won else 0.0


class TournamentFlow:
    def __init__(self, shared: Shared) -> None:
        self.shared = shared
        self.store = shared.store
        self._locks: dict[int, asyncio.Lock] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        # batches whose games this process has seen set up: (tournament, round, replay)
        self._checked: set[tuple[int, int, int]] = set()
        self.advanced = 0  # passes of `advance` (for tests and logs)
        self._closed = False  # stopping: nothing new starts (the next start's tick goes on)

    def lock(self, tournament_id: int) -> asyncio.Lock:
        return self._locks.setdefault(tournament_id, asyncio.Lock())

    async def close(self) -> None:
        self._closed = True
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    # -- reading ------------------------------------------------------------------------------

    async def _lang(self, t: TournamentRow) -> str:
        if t.language:
            return t.language
        return (await self.store.guild_settings(t.guild_id)).language or "en"

    def _engine(self, t: TournamentRow, entrants: Sequence[EntrantRow]) -> Tournament:
        return engine_of(t, entrants)

    # -- creating and signing up ------------------------------------------------------------

    async def signup_screen(self, t: TournamentRow) -> Screen:
        entrants = await self.store.entrants(t.tournament_id)
        names = await self.shared.names.of([e.user_id for e in entrants])
        lang = await self._lang(t)
        return views.signup_screen(
            t, entrants, names, lang, self.shared.clock(), await self._page(t, lang)
        )

    async def _page(self, t: TournamentRow, lang: str) -> tuple[LinkButton, ...]:
        return await self.shared.web.tournament(t.guild_id, t.tournament_id, lang)

    async def _show_signup(self, t: TournamentRow, ctx: Ctx | None = None) -> Reply | None:
        """The sign-up message shows the tournament as stored: the clicked message in the
        click's answer, else edited (posted the first time, with a nonce)."""
        screen = await self.signup_screen(t)
        message = t.ui_state.get("signup")
        if ctx is not None and ctx.message_id is not None and ctx.message_id == message:
            return Reply(update=screen)
        messenger = self._messenger()
        if messenger is None:
            return None
        try:
            if message is None:
                posted = await messenger.post(
                    t.channel_id, screen, once=f"tournament:{t.tournament_id}:signup"
                )
                await self.store.update_tournament_state(t.tournament_id, {"signup": posted})
            else:
                await messenger.edit(t.channel_id, int(message), screen, pictures=False)
        except Exception as error:  # the next change or tick shows it again
            log.warning("tournament %s: sign-up message not shown: %s", t.tournament_id, error)
            await self.store.update_tournament_state(t.tournament_id, {"signup_stale": True})
        return None

    def _messenger(self) -> Messenger | None:
        display = self.shared.display
        return None if display is None else display.messenger

    def _checking_in(self, t: TournamentRow) -> bool:
        """Whether the check-in has opened: from then on only those checked in play."""
        if t.checkin_minutes is None or t.starts_at is None:
            return False
        return self.shared.clock() >= t.starts_at - 60 * t.checkin_minutes

    def _checked_in_only(self, t: TournamentRow) -> bool:
        """Whether only those checked in play: the check-in opened and the entrants were told
        (the bot away through its opening, an organiser's start leaves nobody out for it)."""
        return self._checking_in(t) and bool(t.ui_state.get("checkin"))

    async def _start(self, t: TournamentRow) -> bool:
        """Signing up ends and the first round is paired; False if it had started."""
        rated = await self.store.ratings(t.guild_id, t.ruleset, limit=100_000)
        ratings = {r.user_id: float(r.ordinal) for r in rated}
        entrants = await self.store.entrants(t.tournament_id)
        seeds = {e.user_id: ratings.get(e.user_id, 0.0) for e in entrants}
        drop = self._checked_in_only(t)
        if not await self.store.start_tournament(t.tournament_id, seeds, None, drop_unchecked=drop):
            return False
        t = await self.store.tournament(t.tournament_id)
        entrants = await self.store.entrants(t.tournament_id)
        if len(entrants) < 2 or (t.format == "round-robin" and len(entrants) > MAX_ROUND_ROBIN):
            await self.store.cancel_tournament(t.tournament_id)
            lang = await self._lang(t)
            # "checked in" only where a check-in left the others out
            words = (say(lang, "tournament-too-few-now", name=t.name) if drop
                     else say(lang, "tournament-too-few-signed", name=t.name))
            await self._announce(t, "cancelled", words)
            await self._show_signup(await self.store.tournament(t.tournament_id))
            return True
        rounds = self._engine(t, entrants).total_rounds()
        if t.format == "swiss" and t.rounds != rounds:
            await self.store.set_tournament_rounds(t.tournament_id, rounds)
            if t.rounds is not None:  # more asked than this field can play without repeats
                text = views.rounds_capped(t, rounds, len(entrants), await self._lang(t))
                await self._announce(t, "rounds", text)
        await self._show_signup(await self.store.tournament(t.tournament_id))
        self.wake(t.tournament_id)
        return True

    # -- the flow ---------------------------------------------------------------------------------

    def wake(self, tournament_id: int) -> None:
        """Advance the tournament soon (after a game of it ended, or a start)."""
        if self._closed:
            return
        task = asyncio.get_running_loop().create_task(self._advance_logged(tournament_id))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _advance_logged(self, tournament_id: int, game_id: int | None = None) -> None:
        try:
            await self.advance(tournament_id, game_id)
        except Exception:
            log.exception(
                "tournament %s could not go on (the next tick tries again)", tournament_id
            )

    def game_over(self, game_id: int) -> None:
        """A game ended (any way): if it is a tournament's, the tournament goes on."""
        if self._closed:
            return
        task = asyncio.get_running_loop().create_task(self._game_over(game_id))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _game_over(self, game_id: int) -> None:
        try:
            row = await self.store.tournament_of_game(game_id)
        except Exception:
            log.exception("the tournament of game %s could not be read", game_id)
            return
        if row is not None:
            await self._advance_logged(row.tournament_id, game_id)

    async def advance(self, tournament_id: int, game_id: int | None = None) -> None:
        """The tournament as far as its results take it. `game_id`: the game that just ended,
        the only one whose result is looked for (the tick looks at every game)."""
        async with self.lock(tournament_id):
            for _ in range(1000):  # bot games decided at once may complete batch after batch
                if not await self._advance_once(tournament_id, game_id):
                    return

    async def _advance_once(self, tournament_id: int, game_id: int | None = None) -> bool:
        """One step; True when it changed something that may let the tournament go further."""
        self.advanced += 1
        t = await self.store.tournament(tournament_id)
        # a server that removed the bot: the tournament waits there until the bot is back
        if t.status != "running" or not self.shared.active_in(t.guild_id):
            return False
        entrants = await self.store.entrants(tournament_id)
        rules = self._engine(t, entrants)
        dropped = drops(entrants)
        rows = await self.store.tournament_games(tournament_id)
        changed = False
        for row in rows:
            if row.score is None and row.game_id is not None and game_id in (None, row.game_id):
                changed |= await self._decide_from_game(t, row)
        if changed:
            rows = await self.store.tournament_games(tournament_id)
        outcomes = outcomes_of(rows)
        try:
            batch = rules.pairings(outcomes, dropped)
        except NoPairing:
            batch = []  # nobody can meet anyone new: the tournament ends here
        if not batch:
            await self._finish(t, rules, outcomes, dropped)
            return False
        known = {r.key for r in rows}
        fresh = [p for p in batch if (p.round, p.board, p.replay) not in known]
        if fresh:
            await self.store.add_pairings(
                tournament_id, [(p.round, p.board, p.replay, p.first, p.second) for p in fresh]
            )
            rows = await self.store.tournament_games(tournament_id)
        by_key = {r.key: r for r in rows}
        for p in batch:
            row = by_key[(p.round, p.board, p.replay)]
            if row.second_id is None and row.score is None:
                await self.store.decide_tournament_game(tournament_id, row.key, 1.0)
                changed = True
        batch_key = (tournament_id, batch[0].round, batch[0].replay)
        for p in batch:
            row = by_key[(p.round, p.board, p.replay)]
            if row.second_id is None or row.score is not None:
                continue
            # a game not yet made, or (once a process) one a crash may have left half set up
            if row.game_id is None or batch_key not in self._checked:
                await self._start_game(t, row)
                changed |= row.game_id is None
        self._checked.add(batch_key)
        await self._post_batch(t, batch, by_key)
        return changed

    async def _decide_from_game(self, t: TournamentRow, row: TournamentGame) -> bool:
        """The pairing's result from its game, once the game has ended."""
        assert row.game_id is not None and row.second_id is not None
        try:
            info = await self.store.game_info(row.game_id)
        except GameNotFound:
            return False
        if info.status not in ("finished", "abandoned"):
            return False
        results = {r.user_id: r for r in await self.store.game_results(row.game_id)}
        first, second = results.get(row.first_id), results.get(row.second_id)
        if first is not None and second is not None:
            score = pairing_score(first, second)
            margin = first.score - second.score
            if find_mode(info.mode).lowest_wins:
                margin = -margin
            forfeit = info.status == "abandoned"
            return await self.store.decide_tournament_game(
                t.tournament_id, row.key, score, 0 if forfeit else margin, forfeit=forfeit
            )
        # ended without results (its thread deleted): the side the game waited on ran out;
        # a game that waited on both (a Kontra writer and thrower at once) or on neither is
        # nobody's loss
        stored = await self.store.load_game(row.game_id)
        waiting = set(stored.game.decision().players) if stored.game is not None else set()
        first_out, second_out = row.first_id in waiting, row.second_id in waiting
        score = 0.5 if first_out == second_out else 0.0 if first_out else 1.0
        return await self.store.decide_tournament_game(
            t.tournament_id, row.key, score, forfeit=True
        )

    async def _start_game(self, t: TournamentRow, row: TournamentGame) -> None:
        """The game of a pairing: created on its own channel id (found again after a
        restart), linked, started with `first` to begin; members' games get a thread in the
        tournament's channel and a post pinging both; a game of two bots plays unseen."""
        assert row.second_id is not None
        players = [row.first_id, row.second_id]
        channel = tournament_channel(t.tournament_id, *row.key)
        if row.game_id is not None:
            info: GameInfo | None = await self.store.game_info(row.game_id)
        else:
            info = await self.store.game_in_channel(channel)
        if info is None:
            settings = await self.store.guild_settings(t.guild_id)
            names = await self.shared.names.of(players)
            info = await self.store.create_game(
                guild_id=t.guild_id,
                channel_id=channel,
                host_id=row.first_id,
                ruleset=t.ruleset,
                mode=MODES[t.mode],
                options=t.options,
                players=players,
                names=names,
                language=t.language,
                turn_seconds=turn_seconds(settings) if t.pace == "slow" else None,
            )
        await self.store.link_tournament_game(t.tournament_id, row.key, info.game_id)
        if info.status == "lobby":
            info = (
                await self.store.start_game(
                    info.game_id, seating=players, seed=secrets.token_bytes(32)
                )
            ).info
        state = TableState.from_json(info.ui_state)
        if info.status != "active" or state.ai_seed is not None:
            return  # set up already (a restart after this point)
        people = [p for p in players if not is_bot(p)]
        new = state.changed(turn=0, ai_seed=secrets.token_hex(8))
        if people:
            lang = await self._lang(t)
            names = await self.shared.names.of(players)
            text = views.game_intro(t, row, names, lang)
            new = new.changed(threaded=True, home=t.channel_id).posting(
                "note", text, mentions=tuple(people)
            )
        await self.store.update_ui_state(info.game_id, json_patch(state, new))
        # a bot entrant plays its moves (two bots: at once, unseen)
        self.shared.wake_bots(info.game_id)
        if people and self.shared.display is not None:
            self.shared.display.wake(info.game_id)

    async def _post_batch(
        self,
        t: TournamentRow,
        batch: Sequence[Pairing],
        rows: Mapping[tuple[int, int, int], TournamentGame],
    ) -> None:
        """The round's pairings in the tournament's channel with a picture, once."""
        first = batch[0]
        key = f"{first.round}.{first.replay}"
        if key in t.ui_state.get("posted", []):
            return
        messenger = self._messenger()
        if messenger is None:
            return
        lang = await self._lang(t)
        ids = {p.first for p in batch} | {p.second for p in batch if p.second}
        names = await self.shared.names.of(ids)
        threads = await self._threads([rows[(p.round, p.board, p.replay)] for p in batch])
        screen = views.round_screen(t, batch, names, threads, lang, await self._page(t, lang))
        try:
            await messenger.post(t.channel_id, screen, once=f"tournament:{t.tournament_id}:{key}")
        except Exception as error:
            log.warning("tournament %s: round %s not posted: %s", t.tournament_id, key, error)
            return
        posted = [*t.ui_state.get("posted", []), key]
        await self.store.update_tournament_state(t.tournament_id, {"posted": posted})

    async def _threads(self, rows: Sequence[TournamentGame]) -> dict[tuple[int, int, int], str]:
        """Where each pairing's game is played, once its thread is known."""
        out: dict[tuple[int, int, int], str] = {}
        for row in rows:
            if row.game_id is None:
                continue
            info = await self.store.game_info(row.game_id)
            if not in_own_channel(info):
                out[row.key] = info.channel_id
        return out

    async def _finish(
        self,
        t: TournamentRow,
        rules: Tournament,
        outcomes: Sequence[Outcome],
        dropped: Mapping[str, int],
    ) -> None:
        """The podium posted, then the places stored and the tournament finished. A podium
        Discord did not take (Unreachable) keeps the tournament running: the next tick posts
        it again (its nonce makes no copy of one that landed after all). Finished first, a
        podium that failed once was never posted, the tick looking only at running ones."""
        standings = rules.standings(outcomes, dropped)
        if not t.ui_state.get("podium") and not await self._post_podium(
            t, rules, outcomes, dropped, standings
        ):
            return
        places = {s.id: s.place for s in standings}
        if await self.store.finish_tournament(t.tournament_id, places):
            log.info("tournament %s finished", t.tournament_id)

    async def _post_podium(
        self,
        t: TournamentRow,
        rules: Tournament,
        outcomes: Sequence[Outcome],
        dropped: Mapping[str, int],
        standings: Sequence[Standing],
    ) -> bool:
        """The podium in the tournament's channel; False if it is worth another try."""
        messenger = self._messenger()
        if messenger is None:
            return True
        lang = await self._lang(t)
        names = await self.shared.names.of(s.id for s in standings)
        bracket = rules.bracket(outcomes, dropped) if t.format == "knockout" else None
        screen = views.podium_screen(
            t, standings, bracket, names, lang, await self._page(t, lang)
        )
        try:
            await messenger.post(t.channel_id, screen, once=f"tournament:{t.tournament_id}:podium")
        except Unreachable as error:
            log.warning("tournament %s: podium not posted yet: %s", t.tournament_id, error)
            return False
        except Exception as error:  # gone for good (the channel, the bot's right to post)
            log.warning("tournament %s: podium not posted: %s", t.tournament_id, error)
            return True
        await self.store.update_tournament_state(t.tournament_id, {"podium": True})
        return True

    async def _announce(self, t: TournamentRow, key: str, text: str) -> None:
        messenger = self._messenger()
        if messenger is None:
            return
        try:
            await messenger.post(
                t.channel_id, Screen(text), once=f"tournament:{t.tournament_id}:{key}"
            )
        except Exception as error:
            log.warning("tournament %s: %s not posted: %s", t.tournament_id, key, error)

    # -- the clock --------------------------------------------------------------------------------

    async def tick(self) -> None:
        """Sign-ups whose start time came start (those who did not check in dropped);
        running tournaments are advanced (a result a crash left untold)."""
        now = self.shared.clock()
        for t in await self.store.open_tournaments():
            if not self.shared.active_in(t.guild_id):  # another process's, or the bot is out
                continue
            try:
                await self._tick_one(t, now)
            except Exception:  # a fault of one tournament holds up none of the others
                log.exception("tournament %s: its tick failed", t.tournament_id)

    async def _tick_one(self, t: TournamentRow, now: float) -> None:
        """A sign-up whose time came starts, a running tournament goes as far as it can."""
        if t.status == "signup":
            if t.starts_at is not None and now >= t.starts_at:
                if t.checkin_minutes is not None and not t.ui_state.get("checkin"):
                    await self._late_checkin(t, now)
                else:
                    await self._start(t)
            elif self._checking_in(t) and not t.ui_state.get("checkin"):
                await self._open_checkin(t)
            elif t.ui_state.get("signup_stale"):
                await self.store.update_tournament_state(
                    t.tournament_id, {"signup_stale": None}
                )
                await self._show_signup(t)
        else:
            await self.advance(t.tournament_id)

    async def _late_checkin(self, t: TournamentRow, now: float) -> None:
        """The start came but the check-in never opened (the bot was away all through it):
        nobody was told to check in, so rather than leave everyone out, the check-in opens
        now and the start waits as long as it lasts."""
        assert t.checkin_minutes is not None
        if not await self.store.postpone_tournament(
            t.tournament_id, now + 60 * t.checkin_minutes
        ):
            return  # started meanwhile (by the organiser)
        log.info("tournament %s: check-in missed, start postponed", t.tournament_id)
        await self._open_checkin(await self.store.tournament(t.tournament_id), late=True)

    async def _open_checkin(self, t: TournamentRow, *, late: bool = False) -> None:
        """The check-in opens: the sign-up's button comes alive and the entrants are told
        (`late`: that the start moved, the check-in having opened only now)."""
        await self.store.update_tournament_state(t.tournament_id, {"checkin": True})
        await self._show_signup(await self.store.tournament(t.tournament_id))
        messenger = self._messenger()
        if messenger is None:
            return
        members = [e.user_id for e in await self.store.entrants(t.tournament_id)]
        members = [m for m in members if not is_bot(m)]
        screen = views.checkin_screen(t, members, await self._lang(t), late=late)
        try:
            await messenger.post(
                t.channel_id,
                screen,
                once=f"tournament:{t.tournament_id}:checkin",
            )
        except Exception as error:
            log.warning("tournament %s: check-in not announced: %s", t.tournament_id, error)

    # -- the organiser's and players' commands ---------------------------------------------------

    async def _forfeit(self, t: TournamentRow, row: TournamentGame, *, loser: str | None) -> None:
        """The pairing decided without its game (lost by `loser`; None: a tie); its game, if
        still running, ends abandoned."""
        score = 0.5 if loser is None else (0.0 if loser == row.first_id else 1.0)
        if row.game_id is not None:
            try:
                info = await self.store.game_info(row.game_id)
                if info.status in ("lobby", "active"):
                    async with self.shared.lock(row.game_id):
                        await self.store.abandon_game(
                            row.game_id, "tournament: decided", then=retired_in
                        )
                    if self.shared.display is not None:
                        self.shared.display.wake(row.game_id)
            except (GameNotFound, WrongStatus):
                pass
        await self.store.decide_tournament_game(t.tournament_id, row.key, score, forfeit=True)
