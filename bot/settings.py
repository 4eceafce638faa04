"""Server settings, each declared once: its name, type, default and check live on one field of
`GuildSettings`. The store keeps them as one JSON object per server (a new setting needs no
migration), `/yamb-settings` builds its options from the same fields, and the checks run here.

To add a setting: add a field with `setting(...)` below and its words to the catalogues
(`settings-<name>` in bot.ftl; `cmd-settings-<option>` and its `-description` in commands.ftl).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from engine import RULESET_NAMES, IllegalAction, find_mode, get_ruleset
from engine.modes import MODE_NAMES

from .i18n import LOCALES
from .seasons import DEFAULT_SEASON, SEASON_KINDS

# How a setting is changed from Discord: a choice among fixed values, a number in a range,
# yes/no, a channel added to / removed from a list (options allow_X, disallow_X, everywhere),
# or not at all (set together with another setting).
# a single channel (options <option>, and <option>_off to choose none),
OptionKind = Literal["choice", "number", "flag", "channels", "channel", "none"]
MAX_TIMEOUT_MINUTES = 7 * 24 * 60
SLOW_TURN_HOURS = 24  # a slow game's turn, where the server chose no other


@dataclass(frozen=True)
class Setting:
    """What the store, the command and the checks need to know about one setting."""

    kind: OptionKind
    check: Callable[[Any], Any]  # returns the value as stored, or raises IllegalAction
    option: str = ""  # the name of its option in /yamb-settings
    choices: Sequence[str] = ()
    low: int | None = None
    high: int | None = None
    resets: tuple[str, ...] = ()  # settings that go back to their default when this changes


def setting(
    kind: OptionKind,
    check: Callable[[Any], Any],
    *,
    option: str,
    default: Any = None,
    choices: Sequence[str] = (),
    low: int | None = None,
    high: int | None = None,
    resets: tuple[str, ...] = (),
    factory: Callable[[], Any] | None = None,
) -> Any:
    meta = {"setting": Setting(kind, check, option, tuple(choices), low, high, resets)}
    if factory is not None:
        return field(default_factory=factory, metadata=meta)
    return field(default=default, metadata=meta)


def _ruleset(value: Any) -> str | None:
    if value is not None:
        get_ruleset(value)  # refuses unknown rulesets
    return None if value is None else str(value)


def _mode(value: Any) -> str | None:
    return None if value is None else find_mode(value).name


def _minutes(value: Any) -> int | None:
    if value is None:
        return None
    if type(value) is not int or not 0 < value <= MAX_TIMEOUT_MINUTES:
        raise IllegalAction(
            "bad_timeout",
            "The turn timeout is 1 minute to 7 days, in minutes.",
            low=1,
            high=MAX_TIMEOUT_MINUTES,
        )
    return value


def _channels(value: Any) -> tuple[str, ...] | None:
    if value is None:
        return None
    if isinstance(value, str) or not isinstance(value, Sequence):
        raise IllegalAction("bad_channels", "Channels are given as a list of channel ids.")
    channels = tuple(dict.fromkeys(str(c) for c in value))
    if not all(0 < len(c) <= 30 for c in channels):
        raise IllegalAction("bad_channels", "Channels are given as a list of channel ids.")
    return channels or None


def _channel(value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str | int) or not 0 < len(str(value)) <= 30:
        raise IllegalAction("bad_channels", "Channels are given as a list of channel ids.")
    return str(value)


def _flag(value: Any) -> bool | None:
    if value is None or type(value) is bool:
        return value
    raise IllegalAction("bad_flag", "This setting is yes or no.")


SLOW_TIMEOUTS = ("bot", "end")  # at a slow turn's limit: the bot plays it, or the game ends
MAX_SLOW_HOURS = 7 * 24


def _hours(value: Any) -> int | None:
    if value is None:
        return None
    if type(value) is not int or not 0 < value <= MAX_SLOW_HOURS:
        raise IllegalAction(
            "bad_slow_hours",
            "A slow game's turn takes 1 hour to 7 days, in hours.",
            low=1,
            high=MAX_SLOW_HOURS,
        )
    return value


def _slow_timeout(value: Any) -> str | None:
    if value is None:
        return None
    if value not in SLOW_TIMEOUTS:
        raise IllegalAction("bad_slow_timeout", "At the limit the bot plays, or the game ends.")
    return str(value)


HINTS = ("on", "off", "practice")  # practice: only in games with a bot, or played alone
MAX_BOT_PACE_MS = 5000


def _hints(value: Any) -> str | None:
    if value is None:
        return None
    if value not in HINTS:
        raise IllegalAction("bad_hints", "Hints are on, off or practice.")
    return str(value)


def _pace(value: Any) -> int | None:
    if value is None:
        return None
    if type(value) is not int or not 0 <= value <= MAX_BOT_PACE_MS:
        raise IllegalAction(
            "bad_bot_pace",
            "The bot's pace is 0 to 5000 milliseconds a step.",
            low=0,
            high=MAX_BOT_PACE_MS,
        )
    return value


def _season(value: Any) -> str | None:
    if value is None:
        return None
    if value not in SEASON_KINDS:
        raise IllegalAction("bad_season", "Seasons are a month, a quarter, or off.")
    return str(value)


def _moment(value: Any) -> float | None:
    if value is None:
        return None
    if type(value) not in (int, float) or not 0 <= value < 2**40:  # not NaN, nor a bool
        # no member sets one (kind "none"): a code members may meet, never this one's words
        raise IllegalAction("bad_option", "A moment is a Unix time.")
    return float(value)


WEB = ("on", "off")  # the server's pages on the website (bot/web): off unless a server opens them


def _web(value: Any) -> str | None:
    if value is None:
        return None
    if value not in WEB:
        raise IllegalAction("bad_web", "The website is on or off.")
    return str(value)


def _language(value: Any) -> str | None:
    if value is None:
        return None
    if value not in LOCALES:
        raise IllegalAction("bad_language", "Unknown language.", languages=", ".join(LOCALES))
    return str(value)


def _options(value: Any) -> dict[str, Any]:
    if not isinstance(value, Mapping):
        raise IllegalAction("bad_option", "Option values are numbers or true/false.")
    return dict(value)


@dataclass(frozen=True)
class GuildSettings:
    """A server's settings; None means "the bot's default"."""

    guild_id: str
    default_ruleset: str | None = setting(
        "choice",
        _ruleset,
        option="default_ruleset",
        choices=RULESET_NAMES,
        resets=("default_options",),
    )
    default_mode: str | None = setting("choice", _mode, option="default_mode", choices=MODE_NAMES)
    # options of the default ruleset (checked together with it, see `check_together`)
    default_options: dict[str, Any] = setting(
        "none", _options, option="default_options", factory=dict
    )
    turn_timeout_minutes: int | None = setting(
        "number", _minutes, option="turn_timeout", low=1, high=MAX_TIMEOUT_MINUTES
    )
    game_channels: tuple[str, ...] | None = setting("channels", _channels, option="channel")
    # a game plays in a thread of its own (None: yes, the default); no: in the channel itself
    game_threads: bool | None = setting("flag", _flag, option="threads")
    # /yamb hint and the Hint button: on, off, or only in practice games (None: practice)
    hints: str | None = setting("choice", _hints, option="hints", choices=HINTS)
    # milliseconds between the steps of a bot's turn (None: the bot's default, about 1 s)
    bot_pace_ms: int | None = setting(
        "number", _pace, option="bot_pace_ms", low=0, high=MAX_BOT_PACE_MS
    )
    # the language of games (unless chosen at /yamb new) and of private replies to members
    # who chose none and whose Discord client speaks none of ours (None: English)
    language: str | None = setting("choice", _language, option="language", choices=LOCALES)
    # slow games (/yamb new pace:slow): the hours a turn may take (None: 24), and what
    # happens at the limit (None: the bot plays the turn; "end": the game ends, abandoned)
    slow_turn_hours: int | None = setting(
        "number", _hours, option="slow_turn_hours", low=1, high=MAX_SLOW_HOURS
    )
    slow_timeout: str | None = setting(
        "choice", _slow_timeout, option="slow_timeout", choices=SLOW_TIMEOUTS
    )
    # where the daily challenge is announced at 00:00 UTC (None: nowhere, the default)
    daily_channel: str | None = setting("channel", _channel, option="daily_channel")
    # the leaderboards' seasons: calendar months (None: the default), quarters, or none
    season: str | None = setting("choice", _season, option="season", choices=SEASON_KINDS)
    # when `season` last changed to what it is (Unix time; None: not since this was kept):
    # a season that ended before then never ran under the setting, and is not announced
    # (bot/app/seasons.py). Set by `changed`, never by a member.
    season_since: float | None = setting("none", _moment, option="season_since")
    # where a season's top three are posted when it ends (None: nowhere, the default)
    season_channel: str | None = setting("channel", _channel, option="season_channel")
    # the server's pages on the website, with links to them from Discord (None: off)
    web: str | None = setting("choice", _web, option="web", choices=WEB)


def web_on(settings: GuildSettings) -> bool:
    """Whether a server shows its pages on the website (off unless it chose on)."""
    return settings.web == "on"


def turn_seconds(settings: GuildSettings) -> float:
    """How long a slow game's turn may take in the server, in seconds."""
    return float((settings.slow_turn_hours or SLOW_TURN_HOURS) * 3600)


def declared() -> dict[str, Setting]:
    """Every setting, by name, in declaration order."""
    return {
        f.name: f.metadata["setting"]
        for f in dataclasses.fields(GuildSettings)
        if "setting" in f.metadata
    }


def check_together(settings: GuildSettings) -> None:
    """Checks across settings: options belong to the default ruleset, and the default mode
    can be played with it (else every plain `/yamb new` would be refused)."""
    if settings.default_ruleset is not None:
        rules = get_ruleset(settings.default_ruleset, settings.default_options)
        if settings.default_mode is not None:
            find_mode(settings.default_mode).check_ruleset(rules)
    elif settings.default_options:
        raise IllegalAction("options_need_ruleset", "Choose a default ruleset for the options.")


def changed(
    current: GuildSettings, changes: Mapping[str, Any], now: float | None = None
) -> GuildSettings:
    """`current` with `changes` applied and checked (IllegalAction, TypeError if unknown).
    A season length changed at `now` (the store's time) is stamped with it (`season_since`);
    the default, month, named or not, is no change."""
    settings = declared()
    unknown = set(changes) - set(settings)
    if unknown:
        raise TypeError(f"unknown guild settings: {', '.join(sorted(unknown))}")
    checked = {name: settings[name].check(value) for name, value in changes.items()}
    new = dataclasses.replace(current, **checked)
    check_together(new)
    if now is not None and (new.season or DEFAULT_SEASON) != (current.season or DEFAULT_SEASON):
        new = dataclasses.replace(new, season_since=now)
    return new


def to_json(settings: GuildSettings) -> dict[str, Any]:
    """What the store keeps: the settings that differ from their defaults."""
    out: dict[str, Any] = {}
    defaults = GuildSettings(settings.guild_id)
    for name in declared():
        value = getattr(settings, name)
        if value != getattr(defaults, name):
            out[name] = list(value) if isinstance(value, tuple) else value
    return out


def from_json(guild_id: str, data: Mapping[str, Any]) -> GuildSettings:
    """The settings as stored; values that no longer pass their check fall back to defaults
    (a ruleset removed, a range narrowed) rather than breaking the server."""
    settings = declared()
    values: dict[str, Any] = {}
    for name, value in data.items():
        if name not in settings:
            continue
        try:
            values[name] = settings[name].check(value)
        except IllegalAction:
            continue
    found = GuildSettings(guild_id, **values)
    try:
        check_together(found)
    except IllegalAction:
        found = dataclasses.replace(found, default_options={})
    return found


def from_command(current: GuildSettings, given: Mapping[str, Any]) -> dict[str, Any]:
    """The changes asked for by /yamb-settings, whose options are named after the settings'
    `option` (channels: allow_<option>, disallow_<option>, everywhere)."""
    changes: dict[str, Any] = {}
    for name, decl in declared().items():
        if decl.kind == "channels":
            channels = list(getattr(current, name) or ())
            allow = given.get(f"allow_{decl.option}")
            disallow = given.get(f"disallow_{decl.option}")
            if allow is not None:
                channels.append(str(allow))
            if disallow is not None:
                # no list is every channel: taking one off, or the last one, would open them
                # all (an empty list is stored as none), the opposite of what was asked
                if not channels:
                    raise IllegalAction("disallow_everywhere", "Games may start anywhere.")
                if channels == [str(disallow)]:
                    raise IllegalAction(
                        "disallow_last", "The only channel allowed.", channel=f"<#{disallow}>"
                    )
                channels = [c for c in channels if c != str(disallow)]
            if allow is not None or disallow is not None:
                changes[name] = channels or None
            if given.get("everywhere"):
                changes[name] = None
        elif decl.kind == "channel":
            if given.get(f"{decl.option}_off"):
                changes[name] = None
            elif given.get(decl.option) is not None:
                changes[name] = str(given[decl.option])
        elif decl.kind != "none" and given.get(decl.option) is not None:
            changes[name] = given[decl.option]
            for other in decl.resets:
                changes.setdefault(other, getattr(GuildSettings(current.guild_id), other))
    return changes
