"""The application layer: load a game, apply a player's action through the engine, store it,
and describe what everyone sees next. No discord.py here (see `bot.discord_app`), and no game
rule either: every question about the game goes to the engine.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
import secrets
import time
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from engine import (
    MODES,
    RULESET_NAMES,
    Action,
    Announce,
    Correct,
    Cross,
    Game,
    IllegalAction,
    SeededDice,
    Stop,
    Throw,
    ThrowOption,
    Write,
    draw_starting_order,
    get_ruleset,
    to_record,
)
from engine.autoplay import simple_move

from . import render
from .store import (
    ActionConflict,
    ChannelBusy,
    GameInfo,
    GameNotFound,
    Store,
    StoredGame,
    WrongStatus,
)
from .texts import refusal, say
from .ui import CUSTOM_ID, Attachment, Button, Option, Reply, Row, Screen, Select, custom_id

log = logging.getLogger(__name__)

TEAM_MODES = ("pairs", "team", "partners")
MAX_PLAYERS = {"standard": 8, "kontra": 2, "pairs": 8, "team": 8, "partners": 8}
MAX_TEAMS = 4
MAX_TEXT = 200  # longest text a player may type into an option we parse
SELECT_LIMIT = 25  # options in one Discord select menu
DIE_FACES = "⚀⚁⚂⚃⚄⚅"


@dataclass(frozen=True)
class Ctx:
    """Who acts, where. `moderator`: may end or kick (Manage Channels)."""

    guild_id: str
    channel_id: str
    user_id: str
    user_name: str
    locale: str | None = None
    moderator: bool = False


class Refusal(Exception):
    """A refusal the service itself makes (not the engine's)."""


def jump_link(guild_id: str, channel_id: str, message_id: int | None) -> str:
    if message_id is None:
        return "the latest game message in this channel"
    return f"https://discord.com/channels/{guild_id}/{channel_id}/{message_id}"


def parse_positions(text: str, count: int) -> list[int]:
    """1-based dice positions as a player types them ("1 3", "1,3", "13") -> 0-based."""
    if len(text) > MAX_TEXT:
        raise Refusal(say("error.text_too_long"))
    tokens = [t for t in re.split(r"[\s,;]+", text.strip()) if t]
    if len(tokens) == 1 and tokens[0].isdigit() and len(tokens[0]) > 1 and count < 10:
        tokens = list(tokens[0])  # "135" means dice 1, 3 and 5
    positions: list[int] = []
    for token in tokens:
        if not token.isdigit() or not 1 <= int(token) <= count:
            raise Refusal(say("error.bad_positions", count=count))
        if int(token) - 1 not in positions:
            positions.append(int(token) - 1)
    return sorted(positions)


class YambService:
    def __init__(
        self,
        store: Store,
        *,
        timeout_minutes: float = 10.0,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.store = store
        self.timeout_minutes = timeout_minutes
        self.clock = clock
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._names: dict[str, str] = {}

    # -- names ---------------------------------------------------------------------------------
    async def _remember(self, ctx: Ctx) -> None:
        if self._names.get(ctx.user_id) != ctx.user_name:
            self._names[ctx.user_id] = ctx.user_name
            await self.store.remember_users({ctx.user_id: ctx.user_name})

    async def names(self, ids: Iterable[str]) -> dict[str, str]:
        ids = list(ids)
        missing = [i for i in ids if i not in self._names]
        if missing:
            self._names.update(await self.store.display_names(missing))
        return {i: self._names.get(i, f"player {i[-4:]}") for i in ids}

    async def _game_names(self, info: GameInfo) -> dict[str, str]:
        names = await self.names([m.user_id for m in info.members] + [info.host_id])
        for team, members in (info.teams or {}).items():
            names[team] = f"Team {team}: " + " & ".join(names.get(m, m) for m in members)
        return names

    # -- lobby ---------------------------------------------------------------------------------
    async def new_game(
        self,
        ctx: Ctx,
        *,
        ruleset: str | None = None,
        mode: str | None = None,
        options: Mapping[str, Any] | None = None,
        opponent: tuple[str, str] | None = None,
    ) -> Reply:
        await self._remember(ctx)
        settings = await self.store.guild_settings(ctx.guild_id)
        if settings.game_channels is not None and ctx.channel_id not in settings.game_channels:
            return Reply(notice=say("error.not_allowed_channel", ctx.locale))
        ruleset = ruleset or settings.default_ruleset or "classic"
        mode = mode or ("kontra" if opponent else settings.default_mode or "standard")
        chosen = dict(options or {})
        if not chosen and ruleset == settings.default_ruleset:
            chosen = dict(settings.default_options)
        if ruleset not in RULESET_NAMES or mode not in MODES:
            return Reply(notice=f"Choose a ruleset ({', '.join(RULESET_NAMES)}) and a mode.")
        if mode == "kontra" and not get_ruleset(ruleset).has_announce:
            return Reply(notice=f"Kontra Yamb needs an announce column; {ruleset} has none.")
        if opponent is not None and (mode != "kontra" or opponent[0] == ctx.user_id):
            return Reply(notice="Challenge one other member, in mode kontra.")
        teams = {"1": [ctx.user_id]} if mode in TEAM_MODES else None
        try:
            info = await self.store.create_game(
                guild_id=ctx.guild_id,
                channel_id=ctx.channel_id,
                host_id=ctx.user_id,
                ruleset=ruleset,
                mode=mode,
                options=chosen,
                teams=teams,
                names={ctx.user_id: ctx.user_name},
            )
        except ChannelBusy as busy:
            return await self._busy_reply(ctx, busy.game_id)
        except IllegalAction as error:
            return Reply(notice=refusal(error, ctx.locale))
        if opponent is not None:
            self._names[opponent[0]] = opponent[1]
            await self.store.remember_users({opponent[0]: opponent[1]})
            info = await self._set_ui(info.game_id, {"challenge": opponent[0]})
        return Reply(posts=[await self.lobby_screen(info)])

    async def _busy_reply(self, ctx: Ctx, game_id: int) -> Reply:
        info = await self.store.game_info(game_id)
        host = (await self.names([info.host_id]))[info.host_id]
        status = "a lobby" if info.status == "lobby" else f"{info.ruleset}, {info.mode}"
        link = jump_link(info.guild_id, info.channel_id, info.ui_state.get("message"))
        return Reply(notice=say("error.busy", ctx.locale, status=status, host=host) + f"\n{link}")

    async def lobby_screen(self, info: GameInfo) -> Screen:
        names = await self.names([m.user_id for m in info.members] + [info.host_id])
        gid = info.game_id
        challenge = info.ui_state.get("challenge")
        options = ", ".join(f"{k}={v}" for k, v in info.options.items())
        if challenge:
            opponent = (await self.names([challenge]))[challenge]
            content = say(
                "kontra.challenge",
                challenger=names[info.host_id],
                opponent=f"<@{challenge}>",
                ruleset=info.ruleset,
            )
            if opponent:
                content += f"\n{opponent}: press **Accept** to start the duel."
            duel: list[Row] = [
                (
                    Button(say("kontra.accept"), custom_id(gid, 0, "accept"), "success"),
                    Button(say("kontra.decline"), custom_id(gid, 0, "decline"), "danger"),
                )
            ]
            return Screen(content, rows=duel, mentions=(challenge,), game_id=gid, turn_message=True)
        lines = [say("lobby.title", ruleset=info.ruleset, mode=info.mode)]
        if options:
            lines.append(say("lobby.options", options=options))
        if info.mode in TEAM_MODES:
            teams: dict[str, list[str]] = {}
            for member in info.members:
                teams.setdefault(member.team or "?", []).append(names[member.user_id])
            lines.append(f"Host: {names[info.host_id]}")
            for team in sorted(teams):
                lines.append(
                    say("lobby.teams", team=f"Team {team}", members=", ".join(teams[team]))
                )
            lines.append("Pick a team (two players each), then the host presses **Start**.")
            used = {m.team for m in info.members if m.team}
            count = min(MAX_TEAMS, max(2, len(used) + 1))
            buttons = tuple(
                Button(say("lobby.join_team", team=f"Team {t}"), custom_id(gid, 0, "team", t))
                for t in map(str, range(1, count + 1))
            )
        else:
            players = ", ".join(names[m.user_id] for m in info.members) or "nobody yet"
            lines.append(
                say(
                    "lobby.body",
                    host=names[info.host_id],
                    count=len(info.members),
                    players=players,
                )
            )
            buttons = (Button(say("lobby.join"), custom_id(gid, 0, "join"), "success"),)
        controls = (
            Button(say("lobby.leave"), custom_id(gid, 0, "leave")),
            Button(say("lobby.start"), custom_id(gid, 0, "start"), "primary"),
        )
        rows: list[Row] = [buttons + controls]
        if len(buttons + controls) > 5:  # four team buttons, Leave and Start
            rows = [buttons, controls]
        return Screen("\n".join(lines), rows=rows, game_id=gid, turn_message=True)

    async def _open_info(self, ctx: Ctx, game_id: int | None = None) -> GameInfo:
        if game_id is not None:
            try:
                info = await self.store.game_info(game_id)
            except GameNotFound:
                raise Refusal(say("error.no_game", ctx.locale)) from None
            if info.channel_id != ctx.channel_id:
                raise Refusal(say("error.no_game", ctx.locale))
            return info
        found = await self.store.game_in_channel(ctx.channel_id)
        if found is None:
            raise Refusal(say("error.no_game", ctx.locale))
        return found

    async def join(self, ctx: Ctx, *, team: str | None = None, game_id: int | None = None) -> Reply:
        try:
            info = await self._open_info(ctx, game_id)
            if info.status != "lobby":
                raise Refusal(say("error.not_lobby", ctx.locale))
            await self._remember(ctx)
            joined = {m.user_id for m in info.members}
            if info.ui_state.get("challenge") and ctx.user_id != info.ui_state["challenge"]:
                raise Refusal("This lobby is a duel challenge for one member.")
            if ctx.user_id in joined and (team is None or info.mode not in TEAM_MODES):
                raise Refusal(say("error.already_joined", ctx.locale))
            if ctx.user_id not in joined and len(joined) >= MAX_PLAYERS[info.mode]:
                raise Refusal(say("error.lobby_full", ctx.locale))
            if info.mode in TEAM_MODES and team is None:
                used = sorted({m.team for m in info.members if m.team})
                open_teams = [t for t in used if sum(m.team == t for m in info.members) < 2]
                team = open_teams[0] if open_teams else str(len(used) + 1)
            if team is not None and (not team.isdigit() or not 1 <= int(team) <= MAX_TEAMS):
                raise Refusal(f"Teams are numbered 1 to {MAX_TEAMS}.")
            info = await self.store.join_game(
                info.game_id, ctx.user_id, team=team, name=ctx.user_name
            )
        except Refusal as refused:
            return Reply(notice=str(refused))
        except (IllegalAction, WrongStatus) as error:
            return Reply(notice=self._explain(error, ctx))
        return Reply(update=await self.lobby_screen(info))

    async def leave(self, ctx: Ctx, *, game_id: int | None = None) -> Reply:
        try:
            info = await self._open_info(ctx, game_id)
            if info.status != "lobby":
                raise Refusal("The game has started; the host or a moderator can `/yamb kick`.")
            if ctx.user_id not in {m.user_id for m in info.members}:
                raise Refusal(say("error.not_in_lobby", ctx.locale))
            if ctx.user_id == info.host_id:
                await self.store.abandon_game(info.game_id, "host left the lobby")
                return Reply(
                    update=Screen(say("lobby.cancelled"), game_id=info.game_id),
                )
            info = await self.store.leave_game(info.game_id, ctx.user_id)
        except Refusal as refused:
            return Reply(notice=str(refused))
        except (IllegalAction, WrongStatus) as error:
            return Reply(notice=self._explain(error, ctx))
        return Reply(update=await self.lobby_screen(info))

    async def decline(self, ctx: Ctx, game_id: int) -> Reply:
        try:
            info = await self._open_info(ctx, game_id)
            challenged = info.ui_state.get("challenge")
            if info.status != "lobby" or not challenged:
                raise Refusal(say("error.not_lobby", ctx.locale))
            if ctx.user_id not in (challenged, info.host_id):
                name = (await self.names([challenged]))[challenged]
                raise Refusal(say("kontra.only_opponent", ctx.locale, opponent=name))
            await self.store.abandon_game(info.game_id, "challenge declined")
        except Refusal as refused:
            return Reply(notice=str(refused))
        except WrongStatus as error:
            return Reply(notice=self._explain(error, ctx))
        return Reply(update=Screen(say("kontra.declined", opponent=ctx.user_name)))

    async def start(self, ctx: Ctx, *, game_id: int | None = None, accept: bool = False) -> Reply:
        try:
            info = await self._open_info(ctx, game_id)
            if info.status != "lobby":
                raise Refusal(say("error.not_lobby", ctx.locale))
            challenged = info.ui_state.get("challenge")
            if accept or challenged:
                if ctx.user_id != challenged:
                    name = (await self.names([challenged]))[challenged] if challenged else "?"
                    raise Refusal(say("kontra.only_opponent", ctx.locale, opponent=name))
                await self._remember(ctx)
                info = await self.store.join_game(info.game_id, ctx.user_id, name=ctx.user_name)
            elif ctx.user_id != info.host_id and not ctx.moderator:
                host = (await self.names([info.host_id]))[info.host_id]
                raise Refusal(say("error.not_host", ctx.locale, host=host))
            seed = secrets.token_bytes(32)
            draws: list[dict[str, int]] = []
            seating = None
            if info.mode not in TEAM_MODES:
                seating, draws = draw_starting_order(
                    info.ruleset, [m.user_id for m in info.members], SeededDice(seed, 0, "draw")
                )
            stored = await self.store.start_game(info.game_id, seating=seating, seed=seed)
        except Refusal as refused:
            return Reply(notice=str(refused))
        except (IllegalAction, WrongStatus) as error:
            return Reply(notice=self._explain(error, ctx))
        assert stored.game is not None
        names = await self._game_names(stored.info)
        lines = [say("game.started", order=", ".join(names[p] for p in stored.game.players))]
        if stored.game.teams:
            lines[0] = say("game.started", order=" · ".join(names[t] for t in stored.game.teams))
        for draw in draws:
            lines.append(
                say(
                    "game.draw",
                    draws=", ".join(f"{names[p]} {DIE_FACES[d - 1]}" for p, d in draw.items()),
                )
            )
        lines.append(say("game.fair", commitment=stored.info.commitment))
        start = Screen("\n".join(lines), game_id=info.game_id)
        turn = await self.turn_screen(stored)
        return Reply(update=start, posts=[turn])

    # -- the turn message ----------------------------------------------------------------------
    def _explain(self, error: Exception, ctx: Ctx) -> str:
        if isinstance(error, IllegalAction):
            return refusal(error, ctx.locale)
        if isinstance(error, ActionConflict):
            return say("error.conflict", ctx.locale)
        if isinstance(error, WrongStatus):
            if error.status in ("finished", "abandoned", "cancelled"):
                return "That game is over. Start a new one with `/yamb new`."
            if error.status == "lobby":
                return say("error.not_started", ctx.locale)
            return say("error.not_lobby", ctx.locale)
        return say("error.unexpected", ctx.locale)

    async def turn_screen(self, stored: StoredGame, *, note: str | None = None) -> Screen:
        """The current turn: whose decision, the sheet with dice and highlights, the controls."""
        game = stored.game
        assert game is not None
        info = stored.info
        names = await self._game_names(info)
        kept = [k for k in info.ui_state.get("kept", []) if isinstance(k, int)]
        decision = game.decision()
        deciders = [p for p in decision.players]
        what = self._what(game, decision.kinds)
        header = f"**Yamb · {info.ruleset} · {info.mode}**"
        lines = [note] if note else []
        lines.append(header)
        status = f"Throw {game.throws}" if game.throws else "New turn"
        if game.announced is not None:
            status += " · " + say("game.announced", cell=game.ruleset.cell_names[game.announced])
        lines.append(f"{names[game.thrower]} — {status}")
        mentions = tuple(deciders)
        lines.append(say("game.turn", who=" / ".join(f"<@{p}>" for p in deciders), what=what))
        snapshot = game.snapshot()
        sheet_owners = self._shown_sheets(game)
        keep_set = frozenset(kept)

        def draw() -> bytes:
            if len(sheet_owners) > 1:
                return render.render_table(snapshot, sheet_owners, names, kept=keep_set)
            return render.render_sheet(snapshot, sheet_owners[0], names, turn=True, kept=keep_set)

        rows = self._controls(stored, kept, info.ui_state.get("group"), names)
        return Screen(
            "\n".join(lines),
            attachments=[Attachment("yamb.png", draw)],
            rows=rows,
            mentions=mentions,
            game_id=info.game_id,
            turn_message=True,
        )

    @staticmethod
    def _shown_sheets(game: Game) -> list[str]:
        if game.mode.name == "team":
            return list(game.round.sheets)
        return [game.round.sheets[0]]

    @staticmethod
    def _what(game: Game, kinds: frozenset[str]) -> str:
        if game.throws == 0 and "throw" in kinds:
            return say("game.to_throw")
        if game.must_announce and "announce" in kinds:
            return say("game.to_announce")
        if "write" in kinds and ("keep" in kinds or "throw" in kinds):
            return say("game.to_decide")
        if "stop" in kinds:
            return say("game.to_stop")
        if "write" in kinds or "cross" in kinds:
            return say("game.to_write")
        return say("game.to_decide")

    def _controls(
        self, stored: StoredGame, kept: list[int], group: Any, names: Mapping[str, str]
    ) -> list[Row]:
        game = stored.game
        assert game is not None
        gid, seq = stored.info.game_id, stored.info.seq
        actions = game.legal_actions()
        rows: list[Row] = []
        rethrow = [a for a in actions if isinstance(a, ThrowOption) and not a.first]
        buttons: list[Button] = []
        if game.dice is not None and rethrow:
            for i, face in enumerate(game.dice):
                held = i in kept
                buttons.append(
                    Button(
                        f"{i + 1}: {face}" + (" 🔒" if held else ""),
                        custom_id(gid, seq, "keep", i),
                        "success" if held else "secondary",
                        emoji=DIE_FACES[face - 1],
                    )
                )
        action_buttons: list[Button] = []
        if any(isinstance(a, ThrowOption) for a in actions):
            action_buttons.append(Button(say("ui.throw"), custom_id(gid, seq, "throw"), "primary"))
        if any(isinstance(a, Stop) for a in actions):
            label = say("ui.enough") if game.mode.name == "kontra" else say("ui.pass")
            action_buttons.append(Button(label, custom_id(gid, seq, "stop")))
        dice_rows = [tuple(buttons[:5])] if buttons else []
        if len(buttons) > 5:
            action_buttons = buttons[5:] + action_buttons
        rows.extend(dice_rows)
        if action_buttons:
            rows.append(tuple(action_buttons))
        values = game.cell_values()
        announce = [a for a in actions if isinstance(a, Announce)]
        if announce:
            options = tuple(
                Option(f"{a.cell} (now {values.get(a.cell.split('/')[1], 0)})", a.cell)
                for a in announce
            )[:SELECT_LIMIT]
            rows.append(Select(custom_id(gid, seq, "announce"), say("ui.announce"), options))
        writes = self._write_choices(game, actions, Write, names)
        crosses = self._write_choices(game, actions, Cross, names)
        zero = {value for value, label in writes if label.endswith("→ 0")}
        crosses = [(v, lab) for v, lab in crosses if v.replace("x", "w", 1) not in zero]
        for verb, choices, placeholder in (
            ("write", writes, say("ui.write")),
            ("cross", crosses, say("ui.cross_mode")),
        ):
            if not choices:
                continue
            rows.append(self._select(gid, seq, verb, choices, placeholder, group))
        return rows[:5]

    @staticmethod
    def _write_choices(
        game: Game,
        actions: list[Any],
        kind: type[Write] | type[Cross],
        names: Mapping[str, str],
    ) -> list[tuple[str, str]]:
        """(select value, label) for each distinct write or cross on offer."""
        values = {(o.cell, o.result, o.sheet): o.value for o in game.write_options()}
        team_modes = game.mode.name in ("pairs", "team")
        prefix = "w" if kind is Write else "x"
        seen: dict[str, str] = {}
        for action in actions:
            if type(action) is not kind:
                continue
            key = f"{prefix}|{action.cell}|{action.result or ''}|{action.sheet or ''}"
            if key in seen:
                continue
            result = action.result or game.thrower
            sheet = action.sheet or game.round.sheets[0]
            value = values.get((action.cell, result, sheet), 0)
            label = f"{action.cell} → {value}" if kind is Write else f"{action.cell} ✗"
            if team_modes:
                dice = "".join(
                    DIE_FACES[d - 1]
                    for d in next(r.dice for r in game.current_results() if r.player == result)
                )
                label = (
                    f"{names.get(result, result)} {dice}"
                    + (f" → {names.get(sheet, sheet)}'s sheet" if action.sheet else "")
                    + f": {label}"
                )
            seen[key] = label
        return list(seen.items())

    @staticmethod
    def _select(
        gid: int, seq: int, verb: str, choices: list[tuple[str, str]], placeholder: str, group: Any
    ) -> Select:
        if len(choices) <= SELECT_LIMIT:
            return Select(
                custom_id(gid, seq, verb), placeholder, tuple(Option(lab, v) for v, lab in choices)
            )

        # too many for one menu (yamm): choose a column first, then the cell
        def column(value: str) -> str:
            _, cell, result, sheet = value.split("|")
            return "|".join((cell.split("/")[0], result, sheet))

        chosen = group.get(verb) if isinstance(group, dict) else None
        inside = [(v, lab) for v, lab in choices if column(v) == chosen]
        if chosen and inside:
            options = [Option(lab, v) for v, lab in inside][: SELECT_LIMIT - 1]
            options.append(Option("← other columns", f"g|{verb}|"))
            return Select(custom_id(gid, seq, verb), placeholder, tuple(options))
        groups: dict[str, int] = {}
        for value, _ in choices:
            groups[column(value)] = groups.get(column(value), 0) + 1
        options = [
            Option(f"{key.split('|')[0]} ({count} cells)", f"g|{verb}|{key}")
            for key, count in groups.items()
        ][:SELECT_LIMIT]
        return Select(custom_id(gid, seq, verb), say("ui.column"), tuple(options))

    # -- acting --------------------------------------------------------------------------------
    async def _load_active(self, ctx: Ctx, game_id: int | None = None) -> StoredGame:
        info = await self._open_info(ctx, game_id)
        if info.status == "lobby":
            raise Refusal(say("error.not_started", ctx.locale))
        stored = await self.store.load_game(info.game_id)
        if stored.game is None or stored.info.status != "active":
            raise Refusal(say("error.no_game", ctx.locale))
        if ctx.user_id not in stored.game.players:
            raise Refusal(say("error.not_player", ctx.locale))
        return stored

    async def _set_ui(self, game_id: int, changes: Mapping[str, Any]) -> GameInfo:
        await self.store.update_ui_state(game_id, changes)
        return await self.store.game_info(game_id)

    async def act(
        self,
        ctx: Ctx,
        make: Callable[[StoredGame], Action | tuple[str, list[int] | None]],
        *,
        seq: int | None = None,
        game_id: int | None = None,
        via_command: bool = True,
    ) -> Reply:
        """Apply one action (or a throw: ("throw", keep)) at action count `seq` and answer."""
        try:
            stored = await self._load_active(ctx, game_id)
        except Refusal as refused:
            return Reply(notice=str(refused))
        gid = stored.info.game_id
        async with self._locks[gid]:
            try:
                stored = await self.store.load_game(gid)
                if seq is not None and seq != stored.info.seq:
                    return self._outdated(ctx, stored.info)
                before = stored.game
                assert before is not None
                round_before = before.round_no
                thrower_before = before.thrower
                made = make(stored)
                if isinstance(made, tuple):
                    stored = await self.store.append_throw(
                        gid, ctx.user_id, made[1], seq=stored.info.seq
                    )
                else:
                    stored = await self.store.append_action(gid, made, seq=stored.info.seq)
            except Refusal as refused:
                return Reply(notice=str(refused))
            except (IllegalAction, ActionConflict, WrongStatus) as error:
                return Reply(notice=self._explain(error, ctx))
            return await self._after_action(
                ctx, stored, round_before, thrower_before, via_command=via_command
            )

    def _outdated(self, ctx: Ctx, info: GameInfo) -> Reply:
        link = jump_link(info.guild_id, info.channel_id, info.ui_state.get("message"))
        return Reply(notice=say("error.outdated", ctx.locale, link=link))

    async def _after_action(
        self,
        ctx: Ctx | None,
        stored: StoredGame,
        round_before: int,
        thrower_before: str,
        *,
        via_command: bool,
        note: str | None = None,
    ) -> Reply:
        game = stored.game
        assert game is not None
        gid = stored.info.game_id
        last = game.history[-1]
        changes: dict[str, Any] = {"group": None, "reminded": None}
        if ctx is not None:
            away = [p for p in stored.info.ui_state.get("away", []) if p != ctx.user_id]
            changes["away"] = away
        new_turn = game.round_no != round_before  # a write ended the round
        if game.thrower != thrower_before or (isinstance(last, Throw) and game.throws == 1):
            changes["kept"] = []
        info = await self._set_ui(gid, changes)
        stored = StoredGame(info, game)
        old_message = info.ui_state.get("message")
        if stored.info.status == "finished" or game.is_over:
            return await self._game_over(stored, old_message, via_command=via_command, note=note)
        if not new_turn:
            screen = await self.turn_screen(stored, note=note)
            if via_command:
                return Reply(posts=[screen], retire=old_message)
            return Reply(update=screen)
        names = await self._game_names(info)
        summary = self._summary(game, names)
        screen = await self.turn_screen(stored, note=(note + "\n" if note else "") + summary)
        if via_command:
            return Reply(posts=[screen], retire=old_message)
        done = Screen(summary or say("game.to_write"), game_id=gid)
        return Reply(update=done, posts=[screen])

    @staticmethod
    def _summary(game: Game, names: Mapping[str, str]) -> str:
        """What the last turn wrote, e.g. "Ana wrote free/yamb: 65"."""
        for action in reversed(game.history):
            if isinstance(action, Write | Cross):
                sheet = (
                    action.sheet or game.rounds[(game.round_no - 1) % len(game.rounds)].sheets[0]
                )
                value = game.sheets[sheet][game.ruleset.cell(action.cell)]
                verb = "crossed" if value == 0 else "wrote"
                shown = "✗" if value == 0 else str(value)
                return f"{names.get(action.player, action.player)} {verb} {action.cell}: {shown}"
        return ""

    async def _game_over(
        self, stored: StoredGame, old_message: Any, *, via_command: bool, note: str | None
    ) -> Reply:
        game = stored.game
        assert game is not None
        info = stored.info
        names = await self._game_names(info)
        winners = game.winners()
        totals = game.totals()
        key = "game.over" if len(winners) == 1 else "game.over_tie"
        lines = [note] if note else []
        lines.append(self._summary(game, names))
        lines.append(say(key, winners=", ".join(names.get(w, w) for w in winners)))
        ranked = sorted(totals.items(), key=lambda kv: kv[1], reverse=game.mode.name != "kontra")
        lines.extend(f"**{names.get(c, c)}**: {t}" for c, t in ranked)
        seed = await self.store.reveal_seed(info.game_id)
        lines.append(say("game.reveal", seed=seed.hex()))
        snapshot = game.snapshot()
        record = json.dumps(to_record(snapshot), ensure_ascii=False, indent=1).encode()
        owners = list(snapshot.sheets)

        def standings() -> bytes:
            return render.render_standings(snapshot, names)

        def sheets() -> bytes:
            if len(owners) == 1:
                return render.render_sheet(snapshot, owners[0], names, turn=False)
            return render.render_table(snapshot, owners[:4], names)

        final = Screen(
            "\n".join(line for line in lines if line),
            attachments=[
                Attachment("standings.png", standings),
                Attachment("sheets.png", sheets),
                Attachment(f"yamb-game-{info.game_id}.json", record),
            ],
            mentions=tuple(game.players),
            game_id=info.game_id,
        )
        if via_command:
            return Reply(posts=[final], retire=old_message)
        return Reply(update=Screen(self._summary(game, names), game_id=info.game_id), posts=[final])

    # -- actions by name (slash commands and components) --------------------------------------
    async def throw(
        self,
        ctx: Ctx,
        keep_text: str | None = None,
        *,
        seq: int | None = None,
        game_id: int | None = None,
        via_command: bool = True,
    ) -> Reply:
        def make(stored: StoredGame) -> tuple[str, list[int] | None]:
            game = stored.game
            assert game is not None
            options = [a for a in game.legal_actions() if isinstance(a, ThrowOption)]
            mine = [a for a in options if a.player == ctx.user_id]
            if not mine:
                return ("throw", None)  # the engine explains whose turn it is
            if mine[0].first and not any(not a.first for a in mine):
                if keep_text:
                    raise Refusal("This is a first throw: all dice are thrown.")
                return ("throw", None)
            if keep_text is not None:
                return ("throw", parse_positions(keep_text, game.ruleset.dice_count))
            kept = stored.info.ui_state.get("kept", [])
            return ("throw", [k for k in kept if isinstance(k, int)])

        return await self.act(ctx, make, seq=seq, game_id=game_id, via_command=via_command)

    async def hold(
        self,
        ctx: Ctx,
        positions_text: str | None = None,
        *,
        position: int | None = None,
        seq: int | None = None,
        game_id: int | None = None,
        via_command: bool = True,
    ) -> Reply:
        """Toggle dice to keep for the next throw (no action: the choice is kept in UI state)."""
        try:
            stored = await self._load_active(ctx, game_id)
            game = stored.game
            assert game is not None
            if seq is not None and seq != stored.info.seq:
                return self._outdated(ctx, stored.info)
            keeper = [
                a.player for a in game.legal_actions() if isinstance(a, ThrowOption) and not a.first
            ]
            if game.dice is None:
                raise Refusal("Throw first: there are no dice to keep.")
            if ctx.user_id not in keeper:
                who = keeper[0] if keeper else game.thrower
                name = (await self.names([who]))[who]
                raise Refusal(
                    f"Only {name} chooses dice to keep now."
                    if keeper
                    else "No more throws this turn: write the result."
                )
            if position is not None:
                toggles = [position]
            else:
                toggles = parse_positions(positions_text or "", game.ruleset.dice_count)
            if any(not 0 <= p < game.ruleset.dice_count for p in toggles):
                raise Refusal(say("error.bad_positions", count=game.ruleset.dice_count))
        except Refusal as refused:
            return Reply(notice=str(refused))
        kept = set(stored.info.ui_state.get("kept", []))
        kept ^= set(toggles)
        info = await self._set_ui(stored.info.game_id, {"kept": sorted(kept)})
        screen = await self.turn_screen(StoredGame(info, game))
        if via_command:
            return Reply(posts=[screen], retire=info.ui_state.get("message"))
        return Reply(update=screen)

    async def announce(self, ctx: Ctx, cell: str, **where: Any) -> Reply:
        if len(cell) > MAX_TEXT:
            return Reply(notice=say("error.text_too_long", ctx.locale))
        return await self.act(ctx, lambda _: Announce(ctx.user_id, cell.strip()), **where)

    async def stop(self, ctx: Ctx, **where: Any) -> Reply:
        return await self.act(ctx, lambda _: Stop(ctx.user_id), **where)

    async def write(
        self,
        ctx: Ctx,
        cell: str,
        *,
        cross: bool = False,
        result: str | None = None,
        sheet: str | None = None,
        **where: Any,
    ) -> Reply:
        if len(cell) > MAX_TEXT:
            return Reply(notice=say("error.text_too_long", ctx.locale))
        cell = cell.strip()
        if " " in cell or "→" in cell:  # an autocomplete label typed by hand
            cell = cell.split()[0]

        def make(stored: StoredGame) -> Action:
            game = stored.game
            assert game is not None
            res, sh = result, sheet
            if game.mode.name in ("pairs", "team") and (
                res is None or (game.mode.name == "team" and sh is None)
            ):
                # a command names only the cell: take the first offered result/sheet for it
                kind = Cross if cross else Write
                for action in game.legal_actions():
                    if (
                        type(action) is kind
                        and action.cell == cell
                        and action.player == ctx.user_id
                    ):
                        res = res or action.result
                        sh = sh or action.sheet
                        break
            kind = Cross if cross else Write
            return kind(ctx.user_id, cell, res, sh)

        return await self.act(ctx, make, **where)

    async def correct(self, ctx: Ctx, cell: str) -> Reply:
        if len(cell) > MAX_TEXT:
            return Reply(notice=say("error.text_too_long", ctx.locale))
        return await self.act(
            ctx, lambda _: Correct(ctx.user_id, cell.strip().split()[0] if cell.strip() else cell)
        )

    # -- components ----------------------------------------------------------------------------
    async def click(self, ctx: Ctx, custom: str, values: list[str] | None = None) -> Reply:
        match = CUSTOM_ID.match(custom or "")
        if match is None:
            return Reply(notice=say("error.unexpected", ctx.locale))
        gid, seq, verb, arg = (int(match["game"]), int(match["seq"]), match["verb"], match["arg"])
        value = (values or [""])[0]
        where: dict[str, Any] = {"seq": seq, "game_id": gid, "via_command": False}
        if verb == "join":
            return await self.join(ctx, game_id=gid)
        if verb == "team":
            return await self.join(ctx, team=arg, game_id=gid)
        if verb == "leave":
            return await self.leave(ctx, game_id=gid)
        if verb == "start":
            return await self.start(ctx, game_id=gid)
        if verb == "accept":
            return await self.start(ctx, game_id=gid, accept=True)
        if verb == "decline":
            return await self.decline(ctx, gid)
        if verb == "keep" and arg is not None and arg.isdigit():
            return await self.hold(ctx, position=int(arg), **where)
        if verb == "throw":
            return await self.throw(ctx, **where)
        if verb == "stop":
            return await self.stop(ctx, **where)
        if verb == "announce":
            return await self.announce(ctx, value, **where)
        if verb in ("write", "cross"):
            parts = value.split("|")
            if parts[0] == "g" and len(parts) >= 2:
                return await self._choose_group(ctx, gid, seq, parts[1], "|".join(parts[2:]))
            if len(parts) != 4 or parts[0] not in ("w", "x"):
                return Reply(notice=say("error.unexpected", ctx.locale))
            return await self.write(
                ctx,
                parts[1],
                cross=parts[0] == "x",
                result=parts[2] or None,
                sheet=parts[3] or None,
                **where,
            )
        return Reply(notice=say("error.unexpected", ctx.locale))

    async def _choose_group(self, ctx: Ctx, gid: int, seq: int, verb: str, key: str) -> Reply:
        try:
            stored = await self._load_active(ctx, gid)
        except Refusal as refused:
            return Reply(notice=str(refused))
        if seq != stored.info.seq:
            return self._outdated(ctx, stored.info)
        group = dict(stored.info.ui_state.get("group") or {})
        group[verb] = key or None
        info = await self._set_ui(gid, {"group": group})
        return Reply(update=await self.turn_screen(StoredGame(info, stored.game)))

    async def message_posted(self, game_id: int, message_id: int) -> None:
        """The bot posted a game's current message: remember it for links and retiring."""
        await self.store.update_ui_state(game_id, {"message": message_id})

    # -- looking -------------------------------------------------------------------------------
    async def sheet(self, ctx: Ctx, member: str | None = None) -> Reply:
        try:
            info = await self._open_info(ctx)
        except Refusal as refused:
            return Reply(notice=str(refused))
        if info.status == "lobby":
            return Reply(notice=say("error.not_started", ctx.locale))
        stored = await self.store.load_game(info.game_id)
        game = stored.game
        assert game is not None
        who = member or (ctx.user_id if ctx.user_id in game.players else game.thrower)
        if who not in game.players:
            return Reply(notice="That member is not playing in this game.")
        owner = who if who in game.sheets else game.team_of(who)
        assert owner is not None
        names = await self._game_names(stored.info)
        snapshot = game.snapshot()
        image = Attachment(
            "sheet.png", lambda: render.render_sheet(snapshot, owner, names, turn=False)
        )
        total = game.sheet_total(owner)
        return Reply(
            notice=f"{names.get(owner, owner)}: {total} points so far.",
            notice_attachments=[image],
        )

    async def cell_choices(self, ctx: Ctx, kind: str, typed: str) -> list[tuple[str, str]]:
        """Autocomplete: the legal cells for `kind` with the value each would get."""
        info = await self.store.game_in_channel(ctx.channel_id)
        if info is None or info.status != "active":
            return []
        stored = await self.store.load_game(info.game_id)
        game = stored.game
        if game is None or ctx.user_id not in game.players:
            return []
        typed = (typed or "")[:MAX_TEXT].lower()
        values = {(o.cell, o.result, o.sheet): o.value for o in game.write_options()}
        choices: dict[str, str] = {}
        for action in game.legal_actions():
            if getattr(action, "player", None) != ctx.user_id:
                continue
            if kind == "announce" and isinstance(action, Announce):
                row = action.cell.split("/")[1]
                choices[action.cell] = f"{action.cell} (now {game.cell_values().get(row, 0)})"
            elif kind == "write" and type(action) is Write:
                value = values.get(
                    (
                        action.cell,
                        action.result or game.thrower,
                        action.sheet or game.round.sheets[0],
                    ),
                    0,
                )
                choices.setdefault(action.cell, f"{action.cell} → {value}")
            elif kind == "cross" and type(action) is Cross:
                choices.setdefault(action.cell, f"{action.cell} ✗")
            elif kind == "correct" and isinstance(action, Correct):
                choices.setdefault(action.cell, f"move last result to {action.cell}")
        found = [(label, cell) for cell, label in choices.items() if typed in label.lower()]
        return found[:SELECT_LIMIT]

    # -- ending, kicking, timeouts -------------------------------------------------------------
    async def end(self, ctx: Ctx) -> Reply:
        try:
            info = await self._open_info(ctx)
            if ctx.user_id != info.host_id and not ctx.moderator:
                host = (await self.names([info.host_id]))[info.host_id]
                raise Refusal(say("error.not_host", ctx.locale, host=host))
            info = await self.store.abandon_game(info.game_id, f"ended by {ctx.user_id}")
        except Refusal as refused:
            return Reply(notice=str(refused))
        except WrongStatus as error:
            return Reply(notice=self._explain(error, ctx))
        lines = [say("game.ended_by", who=ctx.user_name)]
        attachments: list[Attachment] = []
        if info.status == "abandoned":
            seed = await self.store.reveal_seed(info.game_id)
            record = await self.store.export_record(info.game_id)
            lines.append(say("game.reveal", seed=seed.hex()))
            attachments.append(
                Attachment(
                    f"yamb-game-{info.game_id}.json",
                    json.dumps(record, ensure_ascii=False, indent=1).encode(),
                )
            )
        screen = Screen("\n".join(lines), attachments=attachments, game_id=info.game_id)
        return Reply(posts=[screen], retire=info.ui_state.get("message"))

    async def kick(self, ctx: Ctx, target: str, target_name: str) -> Reply:
        try:
            info = await self._open_info(ctx)
            if ctx.user_id != info.host_id and not ctx.moderator:
                host = (await self.names([info.host_id]))[info.host_id]
                raise Refusal(say("error.not_host", ctx.locale, host=host))
            if target not in {m.user_id for m in info.members}:
                raise Refusal(f"{target_name} is not in this game.")
            if info.status == "lobby":
                if target == info.host_id:
                    raise Refusal("The host cannot be kicked; `/yamb end` closes the lobby.")
                info = await self.store.leave_game(info.game_id, target)
                return Reply(
                    posts=[await self.lobby_screen(info)], retire=info.ui_state.get("message")
                )
            away = set(info.ui_state.get("away", [])) | {target}
            kicked = set(info.ui_state.get("kicked", [])) | {target}
            await self.store.update_ui_state(
                info.game_id, {"away": sorted(away), "kicked": sorted(kicked)}
            )
        except Refusal as refused:
            return Reply(notice=str(refused))
        except WrongStatus as error:
            return Reply(notice=self._explain(error, ctx))
        note = say("game.kicked", who=ctx.user_name, target=target_name)
        note += " The bot plays their turns from now on."
        replies = await self._autoplay(info.game_id, note=note, limit=12)
        return replies or Reply(posts=[Screen(note, game_id=info.game_id)])

    async def _autoplay(self, game_id: int, *, note: str, limit: int) -> Reply | None:
        """Play simple moves while the game waits only on away players."""
        async with self._locks[game_id]:
            stored = await self.store.load_game(game_id)
            game = stored.game
            if game is None or stored.info.status != "active":
                return None
            away = set(stored.info.ui_state.get("away", []))
            round_before, thrower_before = game.round_no, game.thrower
            moved = False
            for _ in range(limit):
                if game.is_over:
                    break
                decision = game.decision()
                if not decision.players or not set(decision.players) <= away:
                    break
                player = decision.players[0]
                move = simple_move(game, player)
                if move is None:
                    break
                try:
                    if isinstance(move, ThrowOption):
                        stored = await self.store.append_throw(
                            game_id, player, None if move.first else [], seq=stored.info.seq
                        )
                    else:
                        stored = await self.store.append_action(game_id, move, seq=stored.info.seq)
                except (IllegalAction, ActionConflict, WrongStatus):
                    log.exception("game %s: automatic move refused", game_id)
                    break
                game = stored.game
                assert game is not None
                moved = True
            if not moved:
                return None
            return await self._after_action(
                None, stored, round_before, thrower_before, via_command=True, note=note
            )

    async def tick(self) -> list[tuple[str, Reply]]:
        """Turn timeouts: remind once, then play a simple move and mark the player away."""
        out: list[tuple[str, Reply]] = []
        now = self.clock()
        for info in await self.store.open_games():
            if info.status != "active" or info.last_action_at is None:
                continue
            try:
                reply = await self._check_timeout(info, now)
            except Exception:  # one broken game must not stop the others' timers
                log.exception("game %s: timeout check failed", info.game_id)
                continue
            if reply is not None:
                out.append((info.channel_id, reply))
        return out

    async def _check_timeout(self, info: GameInfo, now: float) -> Reply | None:
        settings = await self.store.guild_settings(info.guild_id)
        minutes = settings.turn_timeout_minutes or self.timeout_minutes
        idle = now - (info.last_action_at or now)
        stored = await self.store.load_game(info.game_id)
        game = stored.game
        if game is None:
            return None
        waiting = [p for p in game.decision().players]
        away = set(info.ui_state.get("away", []))
        names = await self._game_names(info)
        if waiting and set(waiting) <= away and idle >= minutes * 60:
            return await self._autoplay(info.game_id, note="⏰ Played for away players.", limit=12)
        if idle >= 2 * minutes * 60 and info.ui_state.get("reminded") == info.seq:
            player = waiting[0]
            await self.store.update_ui_state(info.game_id, {"away": sorted(away | {player})})
            note = say("game.auto", who=names.get(player, player))
            return await self._autoplay(info.game_id, note=note, limit=12)
        if idle >= minutes * 60 and info.ui_state.get("reminded") != info.seq and waiting:
            await self.store.update_ui_state(info.game_id, {"reminded": info.seq})
            text = say(
                "game.reminder",
                who=" ".join(f"<@{p}>" for p in waiting),
                minutes=int(idle // 60),
            )
            link = jump_link(info.guild_id, info.channel_id, info.ui_state.get("message"))
            return Reply(posts=[Screen(f"{text}\n{link}", mentions=tuple(waiting))])
        return None
