"""Screens: plain functions from a game (or lobby) to what its message shows. No I/O, no
discord.py: the same inputs always give the same screen, so a message can be drawn again at any
time (after a failed edit, a restart) and come out as it should.

A turn's message: one line saying what the last turn wrote, the turn (whose, which throw, the
dice, an announcement), one line saying who decides what now, the sheet picture (drawn once a
turn: the dice are buttons), and the controls. When the turn ends the message shrinks to the
one line that says what was written, so a finished game reads as a short log.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

from engine import (
    FREE_THROWS,
    Announce,
    Cross,
    Game,
    Stop,
    ThrowOption,
    Write,
    WriteChoice,
)

from .. import render
from ..players import is_bot
from ..store import GameInfo
from ..store.pace import on_turn
from ..texts import say
from ..ui import Attachment, Button, Option, Row, Screen, Select, custom_id
from . import alt
from .context import label_name, safe_name
from .state import TableState
from .words import cell_name, column_name

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
    hints: bool = False  # the Hint button is offered in this game
    quiet: frozenset[str] = frozenset()  # players told otherwise than by a mention (pace.py)

    @property
    def automated(self) -> frozenset[str]:
        """The players whose moves the bot makes now: bot players and removed players."""
        return automated(self.game, self.state)


def automated(game: Game, state: TableState) -> frozenset[str]:
    return frozenset(p for p in game.players if is_bot(p) or p in state.kicked)


def dice_faces(dice: tuple[int, ...]) -> str:
    return " ".join(DIE_FACES[d - 1] for d in dice)


def waited_on(game: Game, away: tuple[str, ...] = ()) -> list[str]:
    """The people the game cannot go on without: the thrower while they may act (a Kontra
    rival's optional announcement does not hold the game up), else everyone it waits on;
    bot players and players the bot plays for are not told. Where those are all bots or
    away, a partner who is a person and may write the team's result is: the bot players'
    driver leaves that write to them (`Bots.decide`), so the game waits on them."""
    held = on_turn(game)
    people = [p for p in held if not is_bot(p) and p not in away]
    if people:
        return people
    writers = {c.action.player for c in game.write_choices()}
    return [
        p
        for p in game.decision().players
        if p in writers and p not in held and not is_bot(p) and p not in away
    ]


def rival_moment(
    game: Game, state: TableState, playing: Collection[str] | None = None
) -> list[str]:
    """The people at the table who may announce now for a thrower the bot plays for
    (`playing`: the away, unless given; a slow game's member out of time is not marked
    away): a Kontra rival after that thrower's first throw. Their announcement is optional
    (`on_turn` leaves them out), but once the bot throws again it is too late: the bot stops
    for them (`Away.autoplay`, `Pace._play_turn`, which mark it in `TableState.moment`)."""
    held = on_turn(game)
    if not held or not set(held) <= set(state.away if playing is None else playing):
        return []
    announcers = {a.player for a in game.legal_actions() if isinstance(a, Announce)}
    return sorted(
        p for p in announcers if p not in held and p not in state.away and not is_bot(p)
    )


def untold(game: Game, state: TableState) -> list[str]:
    """Those the game waits on now who were not yet told this turn that it is theirs: with
    a rival whose moment the bot left them (see `rival_moment`), as the game waits on them."""
    waiting = waited_on(game, state.away)
    untold = [p for p in waiting if state.pinged.get(p) != game.round_no]
    if state.moment == len(game.history):
        # the marker says the bot plays for those on turn (away, or out of a slow turn)
        told = (game.round_no, moment_turn(game))
        moment = rival_moment(game, state, on_turn(game))
        untold += [p for p in moment if p not in waiting and state.pinged.get(p) not in told]
    return untold


def moment_turn(game: Game) -> int:
    """What a ping for a rival's moment counts as told (`TableState.pinged`): not the turn,
    so that the rival is told again when the write becomes theirs."""
    return -game.round_no - 1


def ping_turn(game: Game, state: TableState, player: str) -> int:
    """What a ping to `player` now tells of: the turn, or only a rival's moment."""
    return game.round_no if player in waited_on(game, state.away) else moment_turn(game)


def shown_name(names: Mapping[str, str], who: str, game: Game | None = None) -> str:
    """A player's or team's name, safe for any text ("Team 1: Ana & Bo" for a team)."""
    if game is not None and game.teams is not None and who in game.teams:
        members = " & ".join(safe_name(names.get(m, m)) for m in game.teams[who])
        return f"{safe_name(names.get(who, who))} ({members})"
    return safe_name(names.get(who, who))


def mention(user_id: str, names: Mapping[str, str] | None = None) -> str:
    """A member as a mention (pinged where the message allows it); a bot player by name."""
    if user_id.isdigit():
        return f"<@{user_id}>"
    return f"**{shown_name(names or {}, user_id)}**"


def faces(dice: Sequence[int]) -> str:
    return " ".join(f"{DIE_FACES[d - 1]}{d}" for d in dice)


# -- the lobby ------------------------------------------------------------------------------
def turn_screen(table: Table) -> Screen:
    """The current turn's message, drawn from the stored game alone."""
    game, info, lang = table.game, table.info, table.lang
    decision = game.decision()
    lines = [status_line(table)]  # the last turn's line is the message just above
    lines.append(decision_line(game, table.names, lang))
    owners = list(game.round.sheets)
    snapshot = game.snapshot()
    names = sheet_names(game, table.names)

    def draw() -> bytes:
        return render.render_turn(snapshot, owners, names, lang=lang)

    return Screen(
        "\n".join(line for line in lines if line),
        attachments=[
            Attachment(
                "sheet.png",
                draw,
                key=picture_key(info.game_id, game, lang),
                game_id=info.game_id,
                # in words when uploaded (once a picture), from the snapshot it is drawn from
                description=lambda: alt.turn_alt(snapshot, owners, table.names, lang),
            )
        ],
        rows=controls(table),
        mentions=tuple(p for p in decision.players if p not in table.quiet),
        game_id=info.game_id,
        turn_message=True,
    )


def sheet_names(game: Game, names: Mapping[str, str]) -> dict[str, str]:
    """`names` with each team named as its sheet shows it: "Team: Ana & Bo"."""
    shown = dict(names)
    for team, members in (game.teams or {}).items():
        shown[team] = f"{shown.get(team, team)}: " + " & ".join(shown.get(m, m) for m in members)
    return shown


def picture_key(game_id: int, game: Game, lang: str) -> str:
    """What the turn's picture shows: the sheets (changed only by writes and corrections)
    and the partners' results held this round."""
    return f"turn:{game_id}:{game.sheet_changes}:{len(game.held)}:{lang}"


def status_line(table: Table) -> str:
    game, lang = table.game, table.lang
    who = shown_name(table.names, game.thrower)
    team = game.team_of(game.thrower)
    if game.throws == 0:
        status = say(lang, "turn-status-new", who=who)
    else:
        # a throw past the three free ones is bought with a match (russian's option)
        paid = game.throws > FREE_THROWS
        status = say(
            lang,
            "turn-status-paid" if paid else "turn-status",
            who=who,
            n=game.throws,
            dice=faces(game.dice or ()),
        )
        if game.stopped and not game.mode.stop_passes_to_partner:
            status += " · " + say(lang, "turn-enough")
    if game.mode.has_teams and team is not None:
        status += " · " + say(lang, "turn-for-team", team=team)
    if game.announced is not None:
        cell = cell_name(game.ruleset, game.ruleset.cell_names[game.announced], lang)
        status += "\n" + say(lang, "turn-announced", cell=cell)
    if game.ruleset.matches and game.mode.pays_matches:
        status += " · " + say(lang, "turn-matches", count=game.matches.get(game.thrower, 0))
    return status


def decision_line(game: Game, names: Mapping[str, str], lang: str) -> str:
    """Who decides what now, in one line; the players waited on are mentioned (pinged when
    the message is new)."""
    thrower = game.thrower
    who = mention(thrower, names)
    name = shown_name(names, thrower)
    kinds = game.decision().kinds
    mode = game.mode
    if game.is_over:
        return ""
    if game.must_announce:
        announcer = mode.announcer(game.round, thrower)
        return say(lang, "decide-must-announce", who=mention(announcer, names), thrower=name)
    if mode.lowest_wins:  # Kontra: the opponent announces, keeps after it, and writes
        writer = mention(game.round.deciders[0], names)
        if game.throws == 0:
            return say(lang, "decide-throw", who=who)
        if game.announced is not None:
            if "throw" in kinds or "keep" in kinds:
                return say(lang, "decide-kontra-announced", writer=writer, thrower=name)
            return say(lang, "decide-kontra-write", writer=writer, thrower=name)
        if ("write" in kinds or "cross" in kinds) and "announce" in kinds:
            return say(lang, "decide-kontra-announce-or-write", writer=writer, thrower=name)
        if "write" in kinds or "cross" in kinds:
            return say(lang, "decide-kontra-write", writer=writer, thrower=name)
        if "announce" in kinds:
            return say(lang, "decide-kontra-first", writer=writer, who=who, thrower=name)
        return say(lang, "decide-kontra-throwing", who=who)
    if mode.stop_passes_to_partner:  # pairs, team: two turns in a row, then the team writes
        partner = game.round.throwers[-1]
        # whether the thrower may throw again, as the engine says (not after the third throw)
        again = any(
            isinstance(a, ThrowOption) and a.player == thrower and not a.first
            for a in game.legal_actions()
        )
        if game.thrower_no == 0:
            if game.throws == 0:
                return say(lang, "decide-throw", who=who)
            return say(
                lang,
                "decide-first-partner" if again else "decide-first-partner-pass",
                who=who,
                partner=shown_name(names, partner),
            )
        held = ", ".join(shown_name(names, r.player) for r in game.held)
        if game.throws == 0:
            return say(lang, "decide-held-throw", held=held, who=who)
        return say(lang, "decide-held-write" if again else "decide-team-writes", held=held, who=who)
    if game.throws == 0:  # russian `matches`: a cross now declines the turn
        return say(lang, "decide-throw-or-decline" if "cross" in kinds else "decide-throw", who=who)
    if "throw" in kinds or "keep" in kinds:
        if "announce" in kinds:
            return say(lang, "decide-throw-announce-write", who=who)
        return say(lang, "decide-throw-or-write", who=who)
    return say(lang, "decide-write", who=who)


def controls(table: Table) -> list[Row]:
    """The dice (to keep), Throw, Enough / Pass, Hint, and the announce, write and cross menus:
    the moves of the players the game waits on, but not of those the bot plays for."""
    game, lang = table.game, table.lang
    gid, seq = table.info.game_id, table.info.seq
    bots = table.automated
    actions = [a for a in game.legal_actions() if a.player not in bots]
    rows: list[Row] = []
    rethrow = [a for a in actions if isinstance(a, ThrowOption) and not a.first]
    # a bot player's keeps show too, on dice nobody else can press
    bot_keeps = not rethrow and any(
        isinstance(a, ThrowOption) and not a.first and a.player in bots
        for a in game.legal_actions()
    )
    dice_buttons: list[Button] = []
    if game.dice is not None and (rethrow or bot_keeps):
        for i, face in enumerate(game.dice):
            held = i in table.state.kept
            dice_buttons.append(
                Button(
                    f"{face} 🔒" if held else str(face),
                    # the button says what it does (release a kept die, keep a free one), so
                    # two clicks on one version of the message act once
                    custom_id(gid, seq, "keep", f"{i}.{0 if held else 1}"),
                    "success" if held else "secondary",
                    disabled=bot_keeps,
                    emoji=DIE_FACES[face - 1],
                )
            )
    action_buttons: list[Button] = []
    if any(isinstance(a, ThrowOption) for a in actions):
        throw = say(lang, "ui-throw-kept" if table.state.kept and rethrow else "ui-throw")
        action_buttons.append(Button(throw, custom_id(gid, seq, "throw"), "primary"))
    if any(isinstance(a, Stop) for a in actions):
        label = say(lang, "ui-pass" if game.mode.stop_passes_to_partner else "ui-enough")
        action_buttons.append(Button(label, custom_id(gid, seq, "stop")))
    if table.hints and set(game.decision().players) - bots:
        action_buttons.append(Button(say(lang, "ui-hint"), custom_id(gid, seq, "hint"), emoji="💡"))
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
                    cell=cell_name(game.ruleset, a.cell, lang),
                    value=values.get(a.cell.split("/")[1], 0),
                ),
                a.cell,
            )
            for a in dict.fromkeys(announce)
        )[:SELECT_LIMIT]
        rows.append(Select(custom_id(gid, seq, "announce"), say(lang, "ui-announce"), options))
    choices = [c for c in game.write_choices() if c.action.player not in bots]
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
        cell = cell_name(game.ruleset, action.cell, lang)
        if kind is Write:
            label = say(lang, "ui-write-option", cell=cell, value=choice.value)
        else:
            label = say(lang, "ui-cross-option", cell=cell)
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
    game = table.game
    options = []
    if len(groups) > SELECT_LIMIT:  # yamm's team: 9 columns x whose dice x whose sheet
        pairs: dict[str, int] = {}
        for key, count in groups.items():
            pairs[pair_key(key)] = pairs.get(pair_key(key), 0) + count
        if chosen in pairs:  # one pair's columns, and the way back to the pairs
            groups = {k: n for k, n in groups.items() if pair_key(k) == chosen}
            back = Option(say(lang, "ui-other-pairs"), f"g|{verb}|")
        else:
            for key, count in pairs.items():
                _, result, sheet = key.split("|")
                label = say(
                    lang,
                    "ui-pair-option",
                    count=count,
                    player=label_name(table.names.get(result, result)),
                    sheet=label_name(table.names.get(sheet, sheet)),
                )
                options.append(Option(label, f"g|{verb}|{key}"))
            return Select(custom_id(gid, seq, verb), say(lang, "ui-column"), tuple(options))
    else:
        back = None
    for key, count in groups.items():
        column, result, sheet = key.split("|")
        word = column_name(game.ruleset, column, lang)
        if result and sheet:  # team: whose dice onto whose sheet
            label = say(
                lang,
                "ui-column-option-on",
                column=word,
                count=count,
                player=label_name(table.names.get(result, result)),
                sheet=label_name(table.names.get(sheet, sheet)),
            )
        elif result:  # pairs: whose dice
            player = label_name(table.names.get(result, result))
            label = say(lang, "ui-column-option-for", column=word, count=count, player=player)
        else:
            label = say(lang, "ui-column-option", column=word, count=count)
        options.append(Option(label, f"g|{verb}|{key}"))
    if back is not None:
        options.append(back)
    return Select(custom_id(gid, seq, verb), say(lang, "ui-column"), tuple(options))


def column_key(value: str) -> str:
    """The column a write-menu value belongs to, with its result and sheet."""
    _, cell, result, sheet = value.split("|")
    return "|".join((cell.split("/")[0], result, sheet))


def pair_key(column: str) -> str:
    """Whose dice onto whose sheet, of a column key: its columns' group in a menu of more
    columns than one menu holds ("*" for the column)."""
    _, result, sheet = column.split("|")
    return f"*|{result}|{sheet}"


def menu_values(table: Table, verb: str) -> dict[str, Announce | Write | Cross | str]:
    """Every value the game message's menu `verb` offers now (in any of its column views):
    the action it stands for, or the column it opens ("" goes back to the columns)."""
    game = table.game
    offered: dict[str, Announce | Write | Cross | str] = {}
    if verb == "announce":
        for action in game.legal_actions():
            if isinstance(action, Announce) and action.player not in table.automated:
                offered[action.cell] = action
        return offered
    if verb not in ("write", "cross"):
        return offered
    kind = Write if verb == "write" else Cross
    choices = [c for c in game.write_choices() if c.action.player not in table.automated]
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
            column = column_key(value)
            offered[f"g|{verb}|{column}"] = column
            offered[f"g|{verb}|{pair_key(column)}"] = pair_key(column)  # (when they are many)
        offered[f"g|{verb}|"] = ""
    return offered


# -- after a turn, at the end ---------------------------------------------------------------
