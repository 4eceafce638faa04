"""What a turn leaves behind and how a game ends: the one line a finished turn's message
shrinks to, the final message (standings, sheets, record, seed, Rematch, a Replay link) and
the line in the channel a game came from. Plain functions, like `screens`."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping

from engine import (
    Correct,
    Cross,
    Game,
    Write,
    to_record,
)

from .. import render
from ..store import GameInfo
from ..texts import say
from ..ui import Attachment, Button, LinkButton, Row, Screen, custom_id
from . import alt
from .screens import sheet_names, shown_name
from .words import cell_name


def round_line(game: Game, names: Mapping[str, str], lang: str) -> str:
    """What the last finished round wrote, e.g. "Ana wrote 24 in Free · Full house"."""
    if game.round_no == 0:
        return ""
    rounds = game.rounds
    finished = rounds[(game.round_no - 1) % len(rounds)]
    writes: list[Write | Cross] = []
    moved: dict[int, str] = {}  # a yamm correction moves the last write of a side
    for action in reversed(game.history):
        if isinstance(action, Correct) and not writes:
            moved.setdefault(0, action.cell)
        elif isinstance(action, Write | Cross):
            writes.append(action)
            if len(writes) == len(finished.sheets):
                break
    parts = []
    for i, action in enumerate(reversed(writes)):
        cell = moved.get(0, action.cell) if i == len(writes) - 1 else action.cell
        sheet = action.sheet or finished.sheets[0]
        value = game.sheets[sheet][game.ruleset.cell(cell)] or 0
        where = cell_name(game.ruleset, cell, lang)
        who = shown_name(names, action.player)
        crossed = value == 0
        if game.mode.lowest_wins or (game.mode.names_sheet and sheet != action.player):
            parts.append(
                say(
                    lang,
                    "line-crossed-on" if crossed else "line-wrote-on",
                    who=who,
                    value=value,
                    cell=where,
                    sheet=shown_name(names, sheet),
                )
            )
        elif game.mode.names_result and action.result not in (None, action.player):
            parts.append(
                say(
                    lang,
                    "line-crossed-for" if crossed else "line-wrote-for",
                    who=who,
                    value=value,
                    cell=where,
                    result=shown_name(names, str(action.result)),
                )
            )
        else:
            parts.append(
                say(
                    lang,
                    "line-crossed" if crossed else "line-wrote",
                    who=who,
                    value=value,
                    cell=where,
                )
            )
    return "; ".join(parts)


def round_after(game: Game, count: int) -> int:
    """The turn (round number) the game was in after its first `count` actions: the turn a
    message drawn at that action count showed."""
    return _replayed(game, lambda past: len(past.history) >= count).round_no


def turn_line(game: Game, turn: int, names: Mapping[str, str], lang: str) -> str | None:
    """The line of turn (round) `turn` as its message shows it once the turn has ended (what
    was written then, corrections after it aside); None while the turn goes on."""
    if not 0 <= turn < game.round_no:
        return None
    return round_line(_replayed(game, lambda past: past.round_no > turn), names, lang)


def _replayed(game: Game, until: Callable[[Game], bool]) -> Game:
    """The game replayed by the engine from its start until `until` holds (or to its end)."""
    past = Game(game.ruleset, game.players, mode=game.mode, teams=game.teams)
    with past.replaying():  # the game's own moves: a result moved before the limit stays
        for action in game.history:
            if until(past):
                break
            past.apply(action)
    return past


def final_screen(
    info: GameInfo,
    game: Game,
    names: Mapping[str, str],
    seed: bytes,
    lang: str,
    links: tuple[LinkButton, ...] = (),
) -> Screen:
    """The end: the last round, the winners, every total (and the settlement), the seed, the
    standings and every sheet as pictures, the record, and a Rematch button (beside `links`:
    the game's replay on the website, where its server has the website on)."""
    winners = game.winners()
    totals = game.totals()
    lines = [round_line(game, names, lang)]
    shown = ", ".join(shown_name(names, w, game) for w in winners)
    lines.append(say(lang, "game-over" if len(winners) == 1 else "game-over-tie", winners=shown))
    if game.mode.lowest_wins:
        lines.append(say(lang, "game-lowest-wins"))
    settlement = game.settlement() if game.ruleset.name == "russian" else {}
    for competitor, total in game.mode.ranked(totals):
        line = say(lang, "game-total", who=shown_name(names, competitor, game), total=total)
        if competitor in settlement:
            line += " · " + say(lang, "game-settlement", amount=f"{settlement[competitor]:+d}")
        lines.append(line)
    filename = f"yamb-game-{info.game_id}.json"
    lines.append(say(lang, "game-reveal", seed=seed.hex(), file=filename))
    snapshot = game.snapshot()
    record = json.dumps(to_record(snapshot), ensure_ascii=False, indent=1).encode()
    plain = sheet_names(game, names)

    def standings() -> bytes:
        # teams by their own names: the picture lists their members on a line of their own
        return render.render_standings(snapshot, names, lang=lang)

    def sheet(owner: str) -> bytes:
        return render.render_sheet(snapshot, owner, plain, turn=False, lang=lang)

    gid = info.game_id
    attachments = [
        Attachment(
            "standings.png",
            standings,
            key=f"final:{gid}:{lang}",
            game_id=gid,
            description=lambda: alt.standings_alt(snapshot, names, lang),
        )
    ]
    for n, owner in enumerate(snapshot.sheets, start=1):
        attachments.append(
            Attachment(
                f"sheet-{n}.png",
                lambda o=owner: sheet(o),  # type: ignore[misc]
                key=f"final:{gid}:{owner}:{lang}",
                game_id=gid,
                description=lambda o=owner: alt.sheet_alt(snapshot, o, names, lang),  # type: ignore[misc]
            )
        )
    attachments.append(Attachment(filename, record, description=alt.record_alt(gid, lang)))
    rematch = Button(say(lang, "ui-rematch"), custom_id(gid, 0, "rematch"), "success")
    rows: list[Row] = [(rematch, *links)]
    return Screen(
        "\n".join(line for line in lines if line),
        attachments=attachments,
        rows=rows,
        mentions=tuple(game.players),
        game_id=gid,
    )


def end_line(game: Game, names: Mapping[str, str], link: str | None, lang: str) -> str:
    """The parent channel's line when a game played in a thread ends."""
    winners = ", ".join(shown_name(names, w, game) for w in game.winners())
    totals = " – ".join(str(t) for _, t in game.mode.ranked(game.totals()))
    return say(
        lang,
        "game-ended-line",
        ruleset=say(lang, f"ruleset-{game.ruleset.name}"),
        winners=winners,
        totals=totals,
        link=link or "",
    )


def sheet_picture(game: Game, owner: str, names: Mapping[str, str], lang: str) -> Attachment:
    snapshot = game.snapshot()
    plain = dict(names)
    return Attachment(
        "sheet.png",
        lambda: render.render_sheet(snapshot, owner, plain, turn=False, lang=lang),
        description=alt.sheet_alt(game, owner, names, lang),
    )
