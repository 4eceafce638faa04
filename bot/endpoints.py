"""Point discord.py at another Discord endpoint: the loopback fake Discord of the tests.

Self-contained on purpose (only discord.py and the standard library) so the bot can
carry a copy: call ``apply_discord_endpoint_overrides()`` before the client starts and
set DISCORD_API_BASE (e.g. ``http://127.0.0.1:PORT/api/v10``) and DISCORD_GATEWAY_URL
(e.g. ``ws://127.0.0.1:PORT/gateway/``). Without those variables it does nothing.
"""

from __future__ import annotations

import ipaddress
import os
from collections.abc import Callable, Mapping
from urllib.parse import urlsplit

API_BASE_ENV = "DISCORD_API_BASE"
GATEWAY_URL_ENV = "DISCORD_GATEWAY_URL"


def _require_loopback(url: str, schemes: tuple[str, ...]) -> None:
    # The bot sends its token to these URLs, so only a local test server is accepted.
    parts = urlsplit(url)
    if parts.scheme not in schemes:
        raise ValueError(f"{url!r}: scheme must be one of {schemes}")
    host = parts.hostname or ""
    if host == "localhost":
        return
    try:
        loopback = ipaddress.ip_address(host).is_loopback
    except ValueError:
        loopback = False
    if not loopback:
        raise ValueError(f"{url!r}: Discord endpoint overrides must point at a loopback address")


def override_discord_endpoints(
    api_base: str, gateway_url: str, *, allow_remote: bool = False
) -> Callable[[], None]:
    """Redirect discord.py's REST base and gateway URL; returns a function that undoes it."""
    import discord.gateway
    import discord.http
    import yarl

    if not allow_remote:
        _require_loopback(api_base, ("http", "https"))
        _require_loopback(gateway_url, ("ws", "wss"))
    route = discord.http.Route
    websocket = discord.gateway.DiscordWebSocket
    old_base, old_gateway = route.BASE, websocket.DEFAULT_GATEWAY
    route.BASE = api_base.rstrip("/")
    websocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)

    def restore() -> None:
        route.BASE = old_base
        websocket.DEFAULT_GATEWAY = old_gateway

    return restore


def apply_discord_endpoint_overrides(
    environ: Mapping[str, str] | None = None, *, allow_remote: bool = False
) -> bool:
    """Apply DISCORD_API_BASE / DISCORD_GATEWAY_URL if set; True when something changed.

    Both must be set together: half an override would send the token to real Discord.
    """
    env = os.environ if environ is None else environ
    api_base = env.get(API_BASE_ENV, "").strip()
    gateway_url = env.get(GATEWAY_URL_ENV, "").strip()
    if not api_base and not gateway_url:
        return False
    if not (api_base and gateway_url):
        raise ValueError(f"set both {API_BASE_ENV} and {GATEWAY_URL_ENV}, or neither")
    override_discord_endpoints(api_base, gateway_url, allow_remote=allow_remote)
    return True
