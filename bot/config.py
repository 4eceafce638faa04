"""Settings from `.env` and the environment (the environment wins)."""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from .shards import ShardError, ShardPlan, parse_plan
from .store.backend import database_target

# Discord bot tokens: three dot-separated base64url parts (user id, timestamp, HMAC).
_TOKEN = re.compile(r"^[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{20,}$")
_INLINE_COMMENT = re.compile(r"\s+#.*$")


class ConfigError(Exception):
    """A setting is missing or malformed; the message is one line for the console."""


@dataclass(frozen=True)
class Settings:
    token: str
    database: str  # DATABASE_URL, else DATABASE_PATH, else the default file: see bot.store
    dev_guild_id: int | None
    log_level: str
    turn_timeout_minutes: float
    bot_pace_seconds: float = 1.0  # between a bot player's steps, unless the server chose
    shards: ShardPlan = ShardPlan()  # SHARD_COUNT / SHARD_IDS: which servers are this process's
    public_url: str = ""  # PUBLIC_URL: where the website is (bot/web); "": no links to it


@dataclass(frozen=True)
class WebSettings:
    """The website's (`python -m bot web`): where it listens, and how many requests a second
    one address may make (WEB_RATE; behind a reverse proxy, WEB_TRUST_PROXY=1 reads the
    address from X-Forwarded-For)."""

    database: str
    host: str = "127.0.0.1"
    port: int = 8080
    public_url: str = ""
    rate: float = 20.0
    trust_proxy: bool = False
    log_level: str = "INFO"


def _public_url(values: Mapping[str, str]) -> str:
    url = values.get("PUBLIC_URL", "").strip().rstrip("/")
    if url and (not re.match(r"^https?://[^\s/?#]+(/[^\s?#]*)?$", url) or len(url) > 200):
        raise ConfigError(
            "PUBLIC_URL must be the website's address, like https://yamb.example.org "
            f"(at most 200 characters, no query), not {url[:40]!r}."
        )
    return url


def _values(env_file: Path, environ: Mapping[str, str] | None) -> dict[str, str]:
    values = read_env_file(env_file)
    values.update({k: v for k, v in (os.environ if environ is None else environ).items() if v})
    return values


def _log_level(values: Mapping[str, str]) -> str:
    level = values.get("LOG_LEVEL", "INFO").strip().upper()
    if level not in ("DEBUG", "INFO", "WARNING", "ERROR"):
        raise ConfigError(f"LOG_LEVEL must be DEBUG, INFO, WARNING or ERROR, not {level[:30]!r}.")
    return level


def _number(
    values: Mapping[str, str], name: str, default: str, low: float, high: float, what: str
) -> float:
    """A setting that is a number from `low` to `high`; ConfigError naming it otherwise."""
    text = values.get(name, default).strip()
    try:
        number = float(text)
        if not low <= number <= high:
            raise ValueError
    except ValueError:
        raise ConfigError(
            f"{name} must be {what} ({low:g} to {high:g}), not {text[:30]!r}."
        ) from None
    return number


def load_web_settings(
    env_file: Path = Path(".env"), environ: Mapping[str, str] | None = None
) -> WebSettings:
    values = _values(env_file, environ)
    host = values.get("WEB_HOST", "127.0.0.1").strip() or "127.0.0.1"
    port_text = values.get("WEB_PORT", "8080").strip()
    # ASCII digits only: str.isdigit also takes "²" (int() refuses it) and "٣" (port 3)
    if not re.fullmatch(r"[0-9]{1,5}", port_text) or not 0 < int(port_text) < 65536:
        raise ConfigError(f"WEB_PORT must be a port number (1 to 65535), not {port_text[:30]!r}.")
    rate = _number(values, "WEB_RATE", "20", 0.1, 100_000, "requests a second per address")
    level = _log_level(values)
    return WebSettings(
        database=database_target(values),
        host=host,
        port=int(port_text),
        public_url=_public_url(values),
        rate=rate,
        trust_proxy=values.get("WEB_TRUST_PROXY", "").strip().lower() in ("1", "yes", "true"),
        log_level=level,
    )


def read_env_file(path: Path) -> dict[str, str]:
    """KEY=VALUE lines; blank lines and # comments skipped; optional quotes stripped; an
    unquoted value ends at an inline comment (whitespace, then #), as other .env readers do."""
    values: dict[str, str] = {}
    if not path.is_file():
        return values
    try:
        # utf-8-sig: an editor's byte-order mark would be part of the first key
        text = path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError:
        raise ConfigError(
            f"{path} is not UTF-8 text (Latin-1 or UTF-16?): save it as UTF-8."
        ) from None
    except OSError as error:
        raise ConfigError(f"{path} cannot be read ({error.strerror or error}).") from None
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        key, _, value = line.partition("=")
        values[key.strip().removeprefix("export ").strip()] = _env_value(value.strip())
    return values


def _env_value(text: str) -> str:
    """A quoted value is what is between its quotes ('a # b' keeps its #); an unquoted one
    ends before `  # comment` (else DATABASE_PATH=x.db  # main names a new, empty database)."""
    if text[:1] in ("'", '"'):
        end = text.find(text[0], 1)
        rest = text[end + 1 :].strip() if end > 0 else "?"
        if not rest or rest.startswith("#"):
            return text[1:end]
    value = _INLINE_COMMENT.sub("", text)
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
        return value[1:-1]
    return value


def load_settings(
    env_file: Path = Path(".env"),
    environ: Mapping[str, str] | None = None,
    *,
    require_token: bool = True,
) -> Settings:
    values = _values(env_file, environ)
    token = values.get("DISCORD_TOKEN", "").strip()
    if not token and not require_token:
        token = "none.none.none"  # maintenance commands never log in
    elif not token:
        raise ConfigError(
            "DISCORD_TOKEN is not set: copy .env.example to .env and paste the bot token "
            "from the Discord Developer Portal (Bot -> Reset Token)."
        )
    if require_token and not _TOKEN.match(token):
        raise ConfigError(
            "DISCORD_TOKEN does not look like a bot token (three parts separated by dots): "
            "copy it again from the Developer Portal, Bot -> Reset Token."
        )
    guild = values.get("DEV_GUILD_ID", "").strip()
    if guild and not re.fullmatch(r"[0-9]{1,20}", guild):  # ASCII: "²" is isdigit too
        raise ConfigError(f"DEV_GUILD_ID must be a server id (digits), not {guild[:30]!r}.")
    level = _log_level(values)
    minutes = _number(values, "TURN_TIMEOUT_MINUTES", "10", 0.05, 24 * 60, "a number of minutes")
    pace_seconds = _number(values, "BOT_PACE_SECONDS", "1", 0, 5, "a number of seconds")
    try:
        shards = parse_plan(values.get("SHARD_COUNT", ""), values.get("SHARD_IDS", ""))
    except ShardError as error:
        raise ConfigError(str(error)) from None
    return Settings(
        token=token,
        database=database_target(values),
        dev_guild_id=int(guild) if guild else None,
        log_level=level,
        turn_timeout_minutes=minutes,
        bot_pace_seconds=pace_seconds,
        shards=shards,
        public_url=_public_url(values),
    )
