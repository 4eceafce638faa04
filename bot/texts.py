"""Every sentence the bot says to players, in one place so it can be translated.

`say(key, locale, **params)` picks the player's language (Discord locale) and falls back to
English. Engine refusals carry a code: `refusal(error, locale)` translates it where a
translation exists and otherwise uses the engine's own English message.
"""

from __future__ import annotations

from typing import Any

from engine import IllegalAction

EN: dict[str, str] = {
    # lobby
    "lobby.title": "🎲 Yamb lobby: {ruleset}, {mode}",
    "lobby.body": "Host: {host}\nPlayers ({count}): {players}\nPress **Join**, then the host presses **Start**.",
    "lobby.options": "Options: {options}",
    "lobby.teams": "{team}: {members}",
    "lobby.join": "Join",
    "lobby.join_team": "Join {team}",
    "lobby.leave": "Leave",
    "lobby.start": "Start",
    "lobby.cancelled": "The lobby was closed.",
    "kontra.challenge": "⚔️ {challenger} challenges {opponent} to a Kontra Yamb duel ({ruleset}).",
    "kontra.accept": "Accept",
    "kontra.decline": "Decline",
    "kontra.declined": "{opponent} declined the duel.",
    "kontra.only_opponent": "Only {opponent} can answer this challenge.",
    # game
    "game.started": "The game starts! Order: {order}",
    "game.draw": "Starting draw: {draws}",
    "game.fair": "Fair dice: every throw comes from a secret seed whose SHA-256 is `{commitment}`. It is revealed at the end.",
    "game.turn": "{who}: {what}",
    "game.to_throw": "throw the dice",
    "game.to_decide": "throw again, keep dice, or write",
    "game.to_write": "write the result",
    "game.to_announce": "announce a cell",
    "game.to_stop": "throw again or say enough",
    "game.throw_no": "Throw {n}",
    "game.announced": "Announced: {cell}",
    "game.over": "🏁 The game is over. {winners} won!",
    "game.over_tie": "🏁 The game is over: a tie between {winners}!",
    "game.reveal": "Seed: `{seed}` — check every throw with `python -m engine verify record.json {seed}`",
    "game.ended_by": "{who} ended the game. It is kept as abandoned and counts for nobody.",
    "game.kicked": "{who} removed {target} from the game.",
    "game.reminder": "⏰ {who}, it is your turn in Yamb ({minutes} min without a move).",
    "game.auto": "⏰ {who} ran out of time: the bot played a simple move for them and marks them away.",
    "game.moved_on": "This message is from an earlier moment of the game; it continues here: {link}",
    # controls
    "ui.throw": "Throw",
    "ui.enough": "Enough",
    "ui.pass": "Pass to partner",
    "ui.announce": "Announce a cell…",
    "ui.write": "Write into…",
    "ui.column": "Choose a column…",
    "ui.cross_mode": "✗ Cross a cell instead…",
    "ui.write_mode": "← Write a value instead…",
    "ui.option_value": "{cell} → {value}",
    "ui.option_cross": "{cell} ✗",
    "ui.option_result": "{player}'s dice: {cell} → {value}",
    "ui.die": "Die {n}",
    # refusals and answers
    "error.not_your_turn": "It is not your turn: {expected} is to play.",
    "error.no_game": "There is no Yamb game in this channel. Start one with `/yamb new`.",
    "error.not_player": "You are not playing in this game.",
    "error.busy": "A game is already running here ({status}, hosted by {host}). Use `/yamb sheet` to see it, or `/yamb end` if you host it.",
    "error.outdated": "That button belongs to an earlier moment of the game. Use the current message: {link}",
    "error.not_host": "Only the host ({host}) or a member with Manage Channels can do that.",
    "error.lobby_full": "The lobby is full.",
    "error.not_in_lobby": "You are not in this lobby.",
    "error.already_joined": "You are already in this game.",
    "error.not_lobby": "The game has already started.",
    "error.not_started": "The game has not started yet: the host presses Start.",
    "error.bad_positions": "Dice positions are numbers from 1 to {count}, separated by spaces or commas (for example `1 3 4`).",
    "error.text_too_long": "That is too long.",
    "error.conflict": "Someone acted at the same moment; yours came second and changed nothing.",
    "error.unexpected": "Sorry, something went wrong on our side. The game is safe; please try again.",
    "error.not_allowed_channel": "Games cannot be started in this channel on this server.",
    "done.joined": "You joined the game.",
    "done.left": "You left the game.",
}

LANGUAGES: dict[str, dict[str, str]] = {"en": EN}


def _language(locale: str | None) -> dict[str, str]:
    if locale:
        code = str(locale).split("-")[0].lower()
        if code in LANGUAGES:
            return LANGUAGES[code]
    return EN


def say(key: str, locale: str | None = None, **params: Any) -> str:
    template = _language(locale).get(key) or EN[key]
    return template.format(**params)


def refusal(error: IllegalAction, locale: str | None = None) -> str:
    """A player-facing refusal for an engine error, translated where a translation exists."""
    template = _language(locale).get(f"error.{error.code}")
    if template is None or _language(locale) is EN:
        return error.message
    try:
        return template.format(**error.params)
    except (KeyError, IndexError):
        return error.message
