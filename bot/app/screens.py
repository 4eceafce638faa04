"""Screens: plain functions from a game (or lobby) to what its message shows. No I/O, no
discord.py: the same inputs always give the same screen, so a message can be drawn again at any
time (after a failed edit, a restart) and come out as it should.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from engine import (
    Announce,
    Correct,
    Cross,
    Game,
    Stop,
    ThrowOption,
    Write,
    WriteChoice,
    find_mode,
    to_record,
)

from .. import render
from ..store import GameInfo
from ..texts import say
from ..ui import Attachment, Button, Option, Row, Screen, Select, custom_id
from .context import label_name, safe_name, team_label
from .state import LobbyState, TableState

SELECT_LIMIT = 25  # options in one Discord select menu
MAX_TEAMS = 4
DIE_FACES = "⚀⚁⚂⚃⚄⚅"


@dataclass(frozen=True)
class Table:
    """Everything a turn screen is drawn from."""

    info: GameInfo
    game: Game
    state: TableState
    names: Mapping[str, str]  # raw display names by player and team id
    lang: str


def shown_name(names: Mapping[str, str], who: str, game: Game | None = None) -> str:
    """A player's or team's name, safe for any text."""
    if game is not None and game.teams is not None and who in game.teams:
        return team_label(who, game.teams[who], names)
    return safe_name(names.get(who, who))


def mention(user_id: str) -> str:
    return f"<@{user_id}>" if user_id.isdigit() else user_id


# -- the lobby ------------------------------------------------------------------------------
def lobby_screen(info: GameInfo, state: LobbyState, names: Mapping[str, str], lang: str) -> Screen:
    gid = info.game_id
    host = safe_name(names.get(info.host_id, info.host_id))
    if state.challenge:
        opponent = state.challenge
        content = say(
            lang,
            "kontra-challenge",
            challenger=host,
            opponent=mention(opponent),
            ruleset=info.ruleset,
        )
        content += "\n" + say(
            lang, "kontra-press-accept", opponent=safe_name(names.get(opponent, opponent))
        )
        rows: list[Row] = [
            (
                Button(say(lang, "kontra-accept"), custom_id(gid, 0, "accept"), "success"),
                Button(say(lang, "kontra-decline"), custom_id(gid, 0, "decline"), "danger"),
            )
        ]
        return Screen(content, rows=rows, mentions=(opponent,), game_id=gid, turn_message=True)
    lines = [say(lang, "lobby-title", ruleset=info.ruleset, mode=info.mode)]
    if info.options:
        options = ", ".join(f"{k}={v}" for k, v in info.options.items())
        lines.append(say(lang, "lobby-options", options=options))
    if find_mode(info.mode).has_teams:
        teams: dict[str, list[str]] = {}
        for member in info.members:
            teams.setdefault(member.team or "?", []).append(safe_name(names[member.user_id]))
        lines.append(say(lang, "lobby-host", host=host))
        for team in sorted(teams):
            lines.append(say(lang, "lobby-team", team=team, members=", ".join(teams[team])))
        lines.append(say(lang, "lobby-pick-team"))
        used = {m.team for m in info.members if m.team}
        count = min(MAX_TEAMS, max(2, len(used) + 1))
        buttons = tuple(
            Button(say(lang, "lobby-join-team", team=t), custom_id(gid, 0, "team", t))
            for t in map(str, range(1, count + 1))
        )
    else:
        players = ", ".join(safe_name(names[m.user_id]) for m in info.members)
        lines.append(
            say(
                lang,
                "lobby-body",
                host=host,
                count=len(info.members),
                players=players or say(lang, "lobby-nobody"),
            )
        )
        buttons = (Button(say(lang, "lobby-join"), custom_id(gid, 0, "join"), "success"),)
    controls = (
        Button(say(lang, "lobby-leave"), custom_id(gid, 0, "leave")),
        Button(say(lang, "lobby-start"), custom_id(gid, 0, "start"), "primary"),
    )
    rows = [buttons + controls] if len(buttons + controls) <= 5 else [buttons, controls]
    return Screen("\n".join(lines), rows=list(rows), game_id=gid, turn_message=True)


def start_screen(
    game: Game,
    names: Mapping[str, str],
    draws: Sequence[Mapping[str, int]],
    commitment: str,
    lang: str,
) -> Screen:
    """The start: the order, the starting draw, and the commitment to the dice seed."""
    if game.teams:
        order = " · ".join(shown_name(names, t, game) for t in game.teams)
    else:
        order = ", ".join(shown_name(names, p) for p in game.players)
    lines = [say(lang, "game-started", order=order)]
    for draw in draws:
        shown = ", ".join(f"{shown_name(names, p)} {DIE_FACES[d - 1]}" for p, d in draw.items())
        lines.append(say(lang, "game-draw", draws=shown))
    lines.append(say(lang, "game-fair", commitment=commitment))
    return Screen("\n".join(lines))


# -- the turn -------------------------------------------------------------------------------
def turn_screen(table: Table) -> Screen:
    """The current turn: what the last turn wrote, whose decision it is, the sheet with dice
    and highlights, and the controls. Drawn from the stored game alone, so it can be drawn
    again at any time and come out the same."""
    game, info, lang = table.game, table.info, table.lang
    decision = game.decision()
    lines = []
    if game.round_no > 0:
        last = summary(game, table.names, lang, before_turn=True)
        if last:
            lines.append(last)
    lines.append(say(lang, "turn-header", ruleset=info.ruleset, mode=info.mode))
    status = say(lang, "turn-throw-no", n=game.throws) if game.throws else say(lang, "turn-new")
    if game.announced is not None:
        cell = game.ruleset.cell_names[game.announced]
        status += " · " + say(lang, "turn-announced", cell=cell)
    lines.append(say(lang, "turn-status", who=shown_name(table.names, game.thrower), status=status))
    lines.append(
        say(
            lang,
            "turn-waits",
            who=" / ".join(mention(p) for p in decision.players),
            what=say(lang, _what(game, decision.kinds)),
        )
    )
    snapshot = game.snapshot()
    owners = list(game.round.sheets) if game.mode.names_sheet else [game.round.sheets[0]]
    kept = frozenset(table.state.kept)
    names = dict(table.names)

    def draw() -> bytes:
        if len(owners) > 1:
            return render.render_table(snapshot, owners, names, kept=kept, lang=lang)
        return render.render_sheet(snapshot, owners[0], names, turn=True, kept=kept, lang=lang)

    key = f"turn:{info.game_id}:{info.seq}:{''.join(map(str, sorted(kept)))}:{lang}"
    return Screen(
        "\n".join(lines),
        attachments=[Attachment("yamb.png", draw, key=key)],
        rows=controls(table),
        mentions=tuple(decision.players),
        game_id=info.game_id,
        turn_message=True,
    )


def _what(game: Game, kinds: frozenset[str]) -> str:
    """The catalogue key saying what the players waited on may do now."""
    if game.throws == 0 and "throw" in kinds:
        return "turn-to-throw"
    if game.must_announce and "announce" in kinds:
        return "turn-to-announce"
    if "write" in kinds and ("keep" in kinds or "throw" in kinds):
        return "turn-to-decide"
    if "stop" in kinds:
        return "turn-to-stop"
    if "write" in kinds or "cross" in kinds:
        return "turn-to-write"
    return "turn-to-decide"


def controls(table: Table) -> list[Row]:
    """Keep toggles, Throw, Enough / Pass, and the announce, write and cross menus."""
    game, lang = table.game, table.lang
    gid, seq = table.info.game_id, table.info.seq
    actions = game.legal_actions()
    rows: list[Row] = []
    rethrow = [a for a in actions if isinstance(a, ThrowOption) and not a.first]
    dice_buttons: list[Button] = []
    if game.dice is not None and rethrow:
        for i, face in enumerate(game.dice):
            held = i in table.state.kept
            dice_buttons.append(
                Button(
                    f"{i + 1}: {face}" + (" 🔒" if held else ""),
                    # the button says what it does (release a kept die, keep a free one), so
                    # two clicks on one version of the message act once
                    custom_id(gid, seq, "keep", f"{i}.{0 if held else 1}"),
                    "success" if held else "secondary",
                    emoji=DIE_FACES[face - 1],
                )
            )
    action_buttons: list[Button] = []
    if any(isinstance(a, ThrowOption) for a in actions):
        action_buttons.append(
            Button(say(lang, "ui-throw"), custom_id(gid, seq, "throw"), "primary")
        )
    if any(isinstance(a, Stop) for a in actions):
        label = say(lang, "ui-pass" if game.mode.stop_passes_to_partner else "ui-enough")
        action_buttons.append(Button(label, custom_id(gid, seq, "stop")))
    if dice_buttons:
        rows.append(tuple(dice_buttons[:5]))
        action_buttons = dice_buttons[5:] + action_buttons
    if action_buttons:
        rows.append(tuple(action_buttons))
    values = game.cell_values()
    announce = [a for a in actions if isinstance(a, Announce)]
    if announce:
        options = tuple(
            Option(
                say(
                    lang,
                    "ui-announce-option",
                    cell=a.cell,
                    value=values.get(a.cell.split("/")[1], 0),
                ),
                a.cell,
            )
            for a in announce
        )[:SELECT_LIMIT]
        rows.append(Select(custom_id(gid, seq, "announce"), say(lang, "ui-announce"), options))
    choices = game.write_choices()
    writes = write_menu(game, choices, Write, table.names, lang)
    crosses = write_menu(game, choices, Cross, table.names, lang)
    zero = {value for value, label, amount in writes if amount == 0}
    crosses = [(v, lab, a) for v, lab, a in crosses if v.replace("x", "w", 1) not in zero]
    for verb, menu, placeholder in (
        ("write", writes, say(lang, "ui-write")),
        ("cross", crosses, say(lang, "ui-cross")),
    ):
        if menu:
            rows.append(
                select(gid, seq, verb, [(v, lab) for v, lab, _ in menu], placeholder, table)
            )
    return rows[:5]


def write_menu(
    game: Game,
    choices: Sequence[WriteChoice],
    kind: type[Write] | type[Cross],
    names: Mapping[str, str],
    lang: str,
) -> list[tuple[str, str, int]]:
    """(select value, label, value written) for each distinct write or cross on offer."""
    prefix = "w" if kind is Write else "x"
    seen: dict[str, tuple[str, int]] = {}
    results = {r.player: r.dice for r in game.current_results()}
    for choice in choices:
        action = choice.action
        if type(action) is not kind:
            continue
        key = f"{prefix}|{action.cell}|{action.result or ''}|{action.sheet or ''}"
        if key in seen:
            continue
        if kind is Write:
            label = say(lang, "ui-write-option", cell=action.cell, value=choice.value)
        else:
            label = say(lang, "ui-cross-option", cell=action.cell)
        if game.mode.names_result:
            dice = "".join(DIE_FACES[d - 1] for d in results[choice.result])
            whose = label_name(names.get(choice.result, choice.result))
            if game.mode.names_sheet:
                label = say(
                    lang,
                    "ui-result-on-sheet",
                    player=whose,
                    dice=dice,
                    sheet=label_name(names.get(choice.sheet, choice.sheet)),
                    option=label,
                )
            else:
                label = say(lang, "ui-result", player=whose, dice=dice, option=label)
        seen[key] = (label, choice.value)
    return [(key, label, value) for key, (label, value) in seen.items()]


def select(
    gid: int,
    seq: int,
    verb: str,
    choices: list[tuple[str, str]],
    placeholder: str,
    table: Table,
) -> Select:
    """One menu; with more choices than a menu holds (yamm), a column first, then its cells."""
    lang = table.lang
    if len(choices) <= SELECT_LIMIT:
        return Select(
            custom_id(gid, seq, verb), placeholder, tuple(Option(lab, v) for v, lab in choices)
        )
    chosen = table.state.group.get(verb)
    inside = [(v, lab) for v, lab in choices if column_key(v) == chosen]
    if chosen and inside:
        options = [Option(lab, v) for v, lab in inside][: SELECT_LIMIT - 1]
        options.append(Option(say(lang, "ui-other-columns"), f"g|{verb}|"))
        return Select(custom_id(gid, seq, verb), placeholder, tuple(options))
    groups: dict[str, int] = {}
    for value, _ in choices:
        groups[column_key(value)] = groups.get(column_key(value), 0) + 1
    options = [
        Option(
            say(lang, "ui-column-option", column=key.split("|")[0], count=count),
            f"g|{verb}|{key}",
        )
        for key, count in groups.items()
    ][:SELECT_LIMIT]
    return Select(custom_id(gid, seq, verb), say(lang, "ui-column"), tuple(options))


def column_key(value: str) -> str:
    """The column a write-menu value belongs to, with its result and sheet."""
    _, cell, result, sheet = value.split("|")
    return "|".join((cell.split("/")[0], result, sheet))


# -- after a turn, at the end ---------------------------------------------------------------
def summary(
    game: Game, names: Mapping[str, str], lang: str, *, before_turn: bool = False
) -> str:
    """What the last write did, e.g. "Ana wrote free/yamb: 65" (`before_turn`: only if
    nothing was done since, i.e. at the start of the next turn)."""
    for action in reversed(game.history):
        if isinstance(action, Write | Cross):
            rounds = game.rounds
            sheet = action.sheet or rounds[(game.round_no - 1) % len(rounds)].sheets[0]
            value = game.sheets[sheet][game.ruleset.cell(action.cell)]
            return say(
                lang,
                "summary-crossed" if value == 0 else "summary-wrote",
                who=shown_name(names, action.player),
                cell=action.cell,
                value=value or 0,
            )
        if before_turn and not isinstance(action, Correct):
            return ""
    return ""


def final_screen(
    info: GameInfo,
    game: Game,
    names: Mapping[str, str],
    seed: bytes,
    lang: str,
    *,
    note: str | None = None,
) -> Screen:
    """The end: the last write, the winners, every total, the seed, pictures and the record."""
    winners = game.winners()
    lines = [note] if note else []
    lines.append(summary(game, names, lang))
    shown = ", ".join(shown_name(names, w, game) for w in winners)
    lines.append(say(lang, "game-over" if len(winners) == 1 else "game-over-tie", winners=shown))
    for competitor, total in game.mode.ranked(game.totals()):
        lines.append(say(lang, "game-total", who=shown_name(names, competitor, game), total=total))
    filename = f"yamb-game-{info.game_id}.json"
    lines.append(say(lang, "game-reveal", seed=seed.hex(), file=filename))
    snapshot = game.snapshot()
    record = json.dumps(to_record(snapshot), ensure_ascii=False, indent=1).encode()
    owners = list(snapshot.sheets)
    plain = dict(names)

    def standings() -> bytes:
        return render.render_standings(snapshot, plain, lang=lang)

    def sheets() -> bytes:
        if len(owners) == 1:
            return render.render_sheet(snapshot, owners[0], plain, turn=False, lang=lang)
        return render.render_table(snapshot, owners[:4], plain, lang=lang)

    return Screen(
        "\n".join(line for line in lines if line),
        attachments=[
            Attachment("standings.png", standings),
            Attachment("sheets.png", sheets),
            Attachment(filename, record),
        ],
        mentions=tuple(game.players),
        game_id=info.game_id,
    )


def sheet_picture(game: Game, owner: str, names: Mapping[str, str], lang: str) -> Attachment:
    snapshot = game.snapshot()
    plain = dict(names)
    return Attachment(
        "sheet.png", lambda: render.render_sheet(snapshot, owner, plain, turn=False, lang=lang)
    )


def menu_values(table: Table, verb: str) -> dict[str, Announce | Write | Cross | str]:
    """Every value the game message's menu `verb` offers now (in any of its column views):
    the action it stands for, or the column it opens ("" goes back to the columns)."""
    game = table.game
    offered: dict[str, Announce | Write | Cross | str] = {}
    if verb == "announce":
        for action in game.legal_actions():
            if isinstance(action, Announce):
                offered[action.cell] = action
        return offered
    if verb not in ("write", "cross"):
        return offered
    kind = Write if verb == "write" else Cross
    choices = game.write_choices()
    menu = write_menu(game, choices, kind, table.names, table.lang)
    by_key: dict[str, Write | Cross] = {}
    for choice in choices:
        action = choice.action
        if type(action) is kind:
            key = f"{'w' if kind is Write else 'x'}|{action.cell}|{action.result or ''}|"
            by_key.setdefault(key + (action.sheet or ""), action)
    for value, _, _ in menu:
        offered[value] = by_key[value]
    if len(menu) > SELECT_LIMIT:
        for value, _, _ in menu:
            offered[f"g|{verb}|{column_key(value)}"] = column_key(value)
        offered[f"g|{verb}|"] = ""
    return offered
