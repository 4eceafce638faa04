"""What a tournament's messages say and show: the sign-up, each round's pairings, the podium,
`/yamb-tournament show` and `list`. Plain functions from stored rows and the engine's
standings to `Screen`s and `Reply`s; pictures are `render.render_board`'s."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from engine.tournament import Bracket, Pairing, Standing, bye_is_a_win

from ..render import BoardRow, BoardSection, BracketBox
from ..render.bracket import MAX_FIRST
from ..store import EntrantRow, TournamentGame, TournamentRow
from ..texts import say
from ..ui import Attachment, Button, Embed, LinkButton, Reply, Row, Screen, custom_id
from .context import safe_name

SHOWN_ENTRANTS = 40  # names listed on the sign-up (the rest counted)
SHOWN_STANDINGS = 16  # lines of standings in words (the picture has more)
MENTION_LIMIT = 100  # users one message may ping (Discord's allowed_mentions)
LIST_CHARACTERS = 1900  # a message's text: Discord takes 2,000 at most


def shown(name: str) -> str:
    return safe_name(name)


FORMAT_WORDS = {
    "swiss": "tournament-format-swiss",
    "knockout": "tournament-format-knockout",
    "round-robin": "tournament-format-round-robin",
}
MODE_WORDS = {"kontra": "tournament-mode-kontra", "duel": "tournament-mode-duel"}
PACE_WORDS = {"live": "tournament-pace-live", "slow": "tournament-pace-slow"}
STATUS_WORDS = {
    "signup": "tournament-status-signup",
    "running": "tournament-status-running",
    "finished": "tournament-status-finished",
    "cancelled": "tournament-status-cancelled",
}


def _kind(t: TournamentRow, lang: str) -> str:
    return " · ".join(
        [
            say(lang, FORMAT_WORDS[t.format]),
            say(lang, f"ruleset-{t.ruleset}"),
            say(lang, MODE_WORDS[t.mode]),
            say(lang, PACE_WORDS[t.pace]),
        ]
    )


def signup_screen(
    t: TournamentRow,
    entrants: Sequence[EntrantRow],
    names: Mapping[str, str],
    lang: str,
    now: float,
    page: tuple[LinkButton, ...] = (),
) -> Screen:
    lines = [_kind(t, lang)]
    count = len(entrants)
    limit = f"/{t.max_players}" if t.max_players else ""
    lines.append(say(lang, "tournament-entrants", count=count, limit=limit))
    if t.starts_at is not None:
        lines.append(
            say(
                lang,
                "tournament-starts",
                when=f"<t:{int(t.starts_at)}:F>",
                relative=f"<t:{int(t.starts_at)}:R>",
            )
        )
        if t.checkin_minutes is not None:
            lines.append(say(lang, "tournament-checkin-window", minutes=t.checkin_minutes))
    listed = [
        shown(names.get(e.user_id, e.user_id))
        + (" ✅" if e.checked_in and t.checkin_minutes else "")
        for e in entrants[:SHOWN_ENTRANTS]
    ]
    if count > SHOWN_ENTRANTS:
        listed.append(say(lang, "tournament-more", count=count - SHOWN_ENTRANTS))
    status = say(lang, STATUS_WORDS[t.status])
    embed = Embed(
        title=f"🏆 {t.name}",
        description="\n".join(lines)
        + "\n\n"
        + (", ".join(listed) or say(lang, "tournament-nobody")),
        footer=f"#{t.tournament_id} · {status}",
    )
    rows: list[Row] = []
    if t.status == "signup":
        tid = t.tournament_id
        buttons = [
            Button(say(lang, "tournament-join"), custom_id(tid, 0, "t_join"), "primary"),
            Button(say(lang, "tournament-leave"), custom_id(tid, 0, "t_leave")),
        ]
        if t.checkin_minutes is not None and t.starts_at is not None:
            opens = t.starts_at - 60 * t.checkin_minutes
            buttons.append(
                Button(
                    say(lang, "tournament-check-in"),
                    custom_id(tid, 0, "t_checkin"),
                    "success",
                    disabled=now < opens,
                )
            )
        buttons.append(Button(say(lang, "tournament-start"), custom_id(tid, 0, "t_start")))
        rows.append(tuple(buttons))
    if page:  # the tournament's page on the website, from its sign-up to its end
        rows.append(page)
    return Screen("", embed=embed, rows=rows)


def checkin_screen(
    t: TournamentRow, members: Sequence[str], lang: str, *, late: bool = False
) -> Screen:
    """The check-in has opened: the entrants pinged, as many as one message holds (`late`:
    it opened only at the start time, which moved to `t.starts_at`)."""
    text = f"🏆 **{t.name}**: " + say(lang, "tournament-checkin-window", minutes=t.checkin_minutes)
    if late and t.starts_at is not None:
        starts = int(t.starts_at)
        text += "\n" + say(
            lang, "tournament-checkin-late", when=f"<t:{starts}:F>", relative=f"<t:{starts}:R>"
        )
    pinged: list[str] = []
    for member in members:
        if len(pinged) == MENTION_LIMIT or len(text) + len(member) + 4 > LIST_CHARACTERS:
            break
        text += ("\n" if not pinged else " ") + f"<@{member}>"
        pinged.append(member)
    return Screen(text, mentions=tuple(pinged))


def game_intro(t: TournamentRow, row: TournamentGame, names: Mapping[str, str], lang: str) -> str:
    """The first words in a tournament game's thread: which game it is, and who plays."""
    assert row.second_id is not None
    return say(
        lang,
        "tournament-game-intro",
        name=t.name,
        round=row.round,
        board=row.board,
        first=_mention(row.first_id, names),
        second=_mention(row.second_id, names),
    ) + ("\n" + say(lang, "tournament-replay") if row.replay else "")


def _versus(names: Mapping[str, str], first: str, second: str | None, lang: str) -> str:
    if second is None:
        return f"{names.get(first, first)} — {say(lang, 'tournament-bye')}"
    return f"{names.get(first, first)} – {names.get(second, second)}"


def rounds_capped(t: TournamentRow, rounds: int, players: int, lang: str) -> str:
    """A swiss tournament plays fewer rounds than its organiser asked (`t.rounds`): as many
    as its field of `players` can without a pair meeting twice."""
    return say(
        lang,
        "tournament-rounds-capped",
        name=t.name,
        rounds=rounds,
        asked=t.rounds,
        players=players,
    )

def _bye_line(t: TournamentRow, who: str, lang: str) -> str:
    """A bye as its format counts it: a win (swiss, knockout), or a round sat out."""
    return say(
        lang,
        "tournament-line-bye" if bye_is_a_win(t.format) else "tournament-line-sits-out",
        who=who,
    )


def _mention(user: str, names: Mapping[str, str]) -> str:
    return f"<@{user}>" if user.isdigit() else shown(names.get(user, user))


def round_screen(
    t: TournamentRow,
    batch: Sequence[Pairing],
    names: Mapping[str, str],
    threads: Mapping[tuple[int, int, int], str],
    lang: str,
    page: tuple[LinkButton, ...] = (),
) -> Screen:
    first = batch[0]
    title = say(
        lang,
        "tournament-round-replays" if first.replay else "tournament-round",
        name=t.name,
        round=first.round,
    )
    lines = [f"**{title}**"]
    mentions: list[str] = []
    rows: list[BoardRow] = []
    for p in batch:
        if p.second is None:
            lines.append(_bye_line(t, _mention(p.first, names), lang))
        else:
            where = threads.get((p.round, p.board, p.replay))
            lines.append(
                say(
                    lang,
                    "tournament-line-game",
                    board=p.board,
                    first=_mention(p.first, names),
                    second=_mention(p.second, names),
                    where=f" → <#{where}>" if where else "",
                )
            )
        mentions += [u for u in (p.first, p.second) if u is not None and u.isdigit()]
        rows.append(BoardRow(f"{p.board}.", _versus(names, p.first, p.second, lang), ""))
    lines.append(say(lang, "tournament-round-threads"))
    picture = Attachment(
        f"yamb-tournament-{t.tournament_id}-round-{first.round}.png",
        _board(title, [BoardSection(say(lang, "tournament-pairings"), rows)]),
        description=say(lang, "alt-tournament-round", round=first.round, count=len(batch)),
    )
    text = "\n".join(lines)
    if len(text) > LIST_CHARACTERS or len(mentions) > MENTION_LIMIT:
        # a very big field: the picture and `show` carry the rest
        text = "\n".join(lines[:1] + [say(lang, "tournament-round-many", count=len(batch))])
        mentions = []
    return Screen(
        text,
        attachments=[picture],
        mentions=tuple(dict.fromkeys(mentions)),
        rows=[page] if page else [],
    )


def _board(title: str, sections: Sequence[BoardSection], note: str = "") -> Callable[[], bytes]:
    def draw() -> bytes:
        from ..render import render_board

        return render_board(title, sections, note=note)

    return draw


def standings_rows(
    standings: Sequence[Standing], names: Mapping[str, str], lang: str
) -> list[BoardRow]:
    rows = []
    for s in standings:
        detail = say(
            lang,
            "tournament-tiebreaks",
            wins=s.wins,
            draws=s.draws,
            losses=s.losses,
            buchholz=s.buchholz,
            sb=s.sonneborn_berger,
            margin=f"{s.margin:+d}",
        )
        value = say(lang, "tournament-points", points=s.points)
        rows.append(BoardRow(f"{s.place}.", names.get(s.id, s.id), value, detail, s.place == 1))
    return rows


def bracket_picture(
    t: TournamentRow, bracket: Bracket, names: Mapping[str, str], lang: str
) -> Attachment | None:
    """The bracket as a tree, where its first round is small enough to read as one."""
    if not bracket.rounds or len(bracket.rounds[0]) > MAX_FIRST:
        return None
    bye = say(lang, "tournament-bye")

    def side(who: str | None) -> str:
        return names.get(who, who) if who else bye

    rounds = [
        [
            BracketBox(
                side(m.top),
                side(m.bottom),
                None if m.winner is None else (0 if m.winner == m.top else 1),
            )
            for m in matches
        ]
        for matches in bracket.rounds
    ]
    heads = [say(lang, "tournament-round-short", round=n) for n in range(1, len(rounds) + 1)]
    title = say(lang, "tournament-standings", name=t.name)

    def draw() -> bytes:
        from ..render import render_bracket

        return render_bracket(title, heads, rounds)

    winner = names.get(bracket.winner, "") if bracket.winner else ""
    return Attachment(
        f"yamb-tournament-{t.tournament_id}-bracket.png",
        draw,
        description=say(lang, "alt-tournament-standings", name=t.name, ranking=winner or "—"),
    )


def bracket_sections(bracket: Bracket, names: Mapping[str, str], lang: str) -> list[BoardSection]:
    sections = []
    for number, matches in enumerate(bracket.rounds, 1):
        rows = []
        for m in matches:
            top = names.get(m.top, m.top) if m.top else say(lang, "tournament-bye")
            bottom = names.get(m.bottom, m.bottom) if m.bottom else say(lang, "tournament-bye")
            winner = names.get(m.winner, m.winner) if m.winner else ""
            rows.append(BoardRow(f"{m.slot}.", f"{top} – {bottom}", winner, first=False))
        sections.append(BoardSection(say(lang, "tournament-round-short", round=number), rows))
    return sections


def _standings_picture(
    t: TournamentRow,
    suffix: str,
    title: str,
    sections: Sequence[BoardSection],
    standings: Sequence[Standing],
    names: Mapping[str, str],
    lang: str,
) -> Attachment:
    """The standings (or bracket) picture, with the first places in words for its alt text."""
    ranking = ", ".join(f"{s.place}. {names.get(s.id, s.id)}" for s in standings[:8])
    return Attachment(
        f"yamb-tournament-{t.tournament_id}{suffix}.png",
        _board(title, sections),
        description=say(lang, "alt-tournament-standings", name=t.name, ranking=ranking),
    )


def podium_screen(
    t: TournamentRow,
    standings: Sequence[Standing],
    bracket: Bracket | None,
    names: Mapping[str, str],
    lang: str,
    page: tuple[LinkButton, ...] = (),
) -> Screen:
    lines = [say(lang, "tournament-over", name=t.name)]
    if bracket is not None and bracket.winner is None:  # a final neither finalist played
        lines.append(say(lang, "tournament-no-winner"))
    medals = {1: "🥇", 2: "🥈", 3: "🥉"}
    for s in standings:
        if s.place > 3:
            break
        lines.append(f"{medals[s.place]} {_mention(s.id, names)}")
    title = say(lang, "tournament-final-standings", name=t.name)
    sections = [BoardSection("", standings_rows(standings, names, lang))]
    tree = None if bracket is None else bracket_picture(t, bracket, names, lang)
    if bracket is not None and tree is None:  # too big a tree: the rounds as a list
        sections = bracket_sections(bracket, names, lang) + sections
    pictures = [_standings_picture(t, "-final", title, sections, standings, names, lang)]
    if tree is not None:
        pictures.insert(0, tree)
    mentions = tuple(s.id for s in standings if s.place <= 3 and s.id.isdigit())
    return Screen(
        "\n".join(lines), attachments=pictures, mentions=mentions, rows=[page] if page else []
    )


def show_reply(
    t: TournamentRow,
    rounds: int,
    standings: Sequence[Standing],
    bracket: Bracket | None,
    current: Sequence[TournamentGame],
    threads: Mapping[tuple[int, int, int], str],
    names: Mapping[str, str],
    lang: str,
) -> Reply:
    lines = [_kind(t, lang)]
    if current and t.status == "running":
        lines.append(
            say(lang, "tournament-round-now", round=current[0].round, rounds=rounds)
        )
        for row in current:
            state = (
                say(lang, "tournament-result", score=row.score)
                if row.score is not None
                else (
                    f"<#{threads[row.key]}>"
                    if row.key in threads
                    else say(lang, "tournament-playing")
                )
            )
            if row.second_id is None:
                lines.append(_bye_line(t, shown(names.get(row.first_id, row.first_id)), lang))
            else:
                lines.append(
                    f"{row.board}. {shown(names.get(row.first_id, row.first_id))} – "
                    f"{shown(names.get(row.second_id, row.second_id))}: {state}"
                    + (f" (#{row.game_id})" if row.game_id else "")
                )
    lines.append("")
    for s in standings[:SHOWN_STANDINGS]:
        lines.append(
            f"**{s.place}.** {shown(names.get(s.id, s.id))} — "
            + say(lang, "tournament-points", points=s.points)
        )
    title = say(lang, "tournament-standings", name=t.name)
    sections = [BoardSection("", standings_rows(standings, names, lang))]
    tree = None if bracket is None else bracket_picture(t, bracket, names, lang)
    if bracket is not None and tree is None:
        sections = bracket_sections(bracket, names, lang)
    picture = tree or _standings_picture(t, "", title, sections, standings, names, lang)
    embed = Embed(
        title=f"🏆 {t.name}", description="\n".join(lines)[:4000], footer=f"#{t.tournament_id}"
    )
    return Reply(notice="", notice_embed=embed, notice_attachments=[picture])


def list_text(found: Sequence[TournamentRow], counts: Mapping[int, int], lang: str) -> str:
    """The newest tournaments first, as many as one message holds."""
    lines = [say(lang, "tournament-list-title")]
    for t in found:
        line = say(
            lang,
            "tournament-list-line",
            number=t.tournament_id,
            name=t.name,
            kind=_kind(t, lang),
            status=say(lang, STATUS_WORDS[t.status]),
            count=counts.get(t.tournament_id, 0),
        )
        if sum(len(x) + 1 for x in lines) + len(line) > LIST_CHARACTERS:
            break
        lines.append(line)
    return "\n".join(lines)
