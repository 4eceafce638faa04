"""What a lobby and a game's start show: the lobby's message with its buttons, the start's
words (seating, the starting-order draw, the dice's commitment), a slow game's pace and the
name of the game's thread. Plain functions, like `screens`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine import (
    OPTIONS,
    Game,
    find_mode,
)

from ..players import LEVELS, bot_id, is_bot
from ..store import GameInfo
from ..texts import say
from ..ui import Button, Row, Screen, custom_id
from .context import bot_name, in_dm, label_name, safe_name
from .idle_lobbies import closes_when
from .screens import DIE_FACES, MAX_TEAMS, mention, shown_name
from .state import LobbyState


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
            ruleset=say(lang, f"ruleset-{info.ruleset}"),
        )
        content += "\n" + say(lang, "mode-line-kontra")
        if info.turn_seconds is not None:
            content += "\n" + pace_line(info, lang)
        content += "\n" + say(
            lang, "kontra-press-accept", opponent=safe_name(names.get(opponent, opponent))
        )
        content += "\n" + say(lang, "challenge-closes", closes=closes_when(info))
        rows: list[Row] = [
            (
                Button(say(lang, "kontra-accept"), custom_id(gid, 0, "accept"), "success"),
                Button(say(lang, "kontra-decline"), custom_id(gid, 0, "decline"), "danger"),
            )
        ]
        return Screen(content, rows=rows, mentions=(opponent,), game_id=gid, turn_message=True)
    lines = [
        say(
            lang,
            "lobby-title",
            ruleset=say(lang, f"ruleset-{info.ruleset}"),
            mode=say(lang, f"mode-name-{info.mode}"),
        ),
        say(lang, f"mode-line-{info.mode}"),
    ]
    if info.options:
        options = ", ".join(option_words(name, value, lang) for name, value in info.options.items())
        lines.append(say(lang, "lobby-options", options=options))
    if info.turn_seconds is not None:
        lines.append(pace_line(info, lang))
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
        # a direct message with the bot: nobody else can see it to join, only bots come
        alone = in_dm(info.guild_id)
        lines.append(
            say(
                lang,
                "lobby-body-dm" if alone else "lobby-body",
                host=host,
                count=len(info.members),
                players=players or say(lang, "lobby-nobody"),
            )
        )
        join = Button(say(lang, "lobby-join"), custom_id(gid, 0, "join"), "success")
        buttons = () if alone else (join,)
    lines.append(say(lang, "lobby-closes", closes=closes_when(info)))
    controls = (
        Button(say(lang, "lobby-leave"), custom_id(gid, 0, "leave")),
        Button(say(lang, "lobby-start"), custom_id(gid, 0, "start"), "primary"),
    )
    both = buttons + controls
    shown: list[Row] = [both] if len(both) <= 5 else [buttons, controls]
    shown.append(bot_buttons(info, lang))
    return Screen("\n".join(lines), rows=shown, game_id=gid, turn_message=True)


def pace_line(info: GameInfo, lang: str) -> str:
    """A slow game says how long a turn may take."""
    hours = round((info.turn_seconds or 0) / 3600)
    return say(lang, "pace-slow-line", hours=hours)


def bot_buttons(info: GameInfo, lang: str) -> tuple[Button, ...]:
    """The lobby's bot seats: add a bot of a level (it takes the next open seat or team), or
    take the last one added away."""
    gid = info.game_id
    words = level_words(lang)
    buttons = [
        Button(say(lang, "lobby-add-bot", bot=words[level]), custom_id(gid, 0, "add_bot", level))
        for level in LEVELS
    ]
    if any(is_bot(m.user_id) for m in info.members):
        buttons.append(Button(say(lang, "lobby-remove-bot"), custom_id(gid, 0, "remove_bot")))
    return tuple(buttons)


def level_words(lang: str) -> dict[str, str]:
    return {level: bot_name(bot_id(level), lang) for level in LEVELS}


def players_line(game: Game, names: Mapping[str, str]) -> str:
    if game.teams:
        return " · ".join(shown_name(names, t, game) for t in game.teams)
    return ", ".join(shown_name(names, p) for p in game.players)


def start_text(
    game: Game,
    names: Mapping[str, str],
    draws: Sequence[Mapping[str, int]],
    commitment: str,
    lang: str,
) -> str:
    """The lobby's message once the game starts: the order, the draw, the dice's fairness."""
    lines = [
        say(
            lang,
            "game-started",
            ruleset=say(lang, f"ruleset-{game.ruleset.name}"),
            mode=say(lang, f"mode-name-{game.mode.name}"),
            order=players_line(game, names),
        )
    ]
    for draw in draws:
        shown = ", ".join(f"{shown_name(names, p)} {DIE_FACES[d - 1]}" for p, d in draw.items())
        lines.append(say(lang, "game-draw", draws=shown))
    lines.append(say(lang, "game-fair", commitment=commitment))
    return "\n".join(lines)


def thread_name(game: Game, names: Mapping[str, str], lang: str) -> str:
    """A game's thread: ruleset and players, as Discord shows it in the channel list."""
    if game.teams:
        sides = [" & ".join(names.get(m, m) for m in members) for members in game.teams.values()]
    else:
        sides = [names.get(p, p) for p in game.players]
    name = say(lang, "thread-name", ruleset=say(lang, f"ruleset-{game.ruleset.name}"))
    versus = f" {say(lang, 'versus')} "
    shown = [label_name(side, 24) for side in sides]
    # whole sides, as many as fit in Discord's 100 characters, then how many more: a side cut
    # in the middle left "… vs" or half a name at the end
    for count in range(len(shown), 0, -1):
        more = f" +{len(shown) - count}" if count < len(shown) else ""
        whole = f"{name} · {versus.join(shown[:count])}{more}"
        if len(whole) <= THREAD_NAME or count == 1:
            return whole[:THREAD_NAME]
    return name[:THREAD_NAME]


THREAD_NAME = 100  # characters of a thread's name (Discord's limit)


def option_words(name: str, value: object, lang: str) -> str:
    """A ruleset option as players say it ("bonus from 63", "without six dice")."""
    if name not in OPTIONS:
        return f"{name}={value}"
    if isinstance(value, bool):
        word = say(lang, f"lobby-option-{name}")
        return word if value else say(lang, "lobby-option-without", option=word)
    return say(lang, f"lobby-option-{name}", value=str(value))


# -- the turn -------------------------------------------------------------------------------
