"""The endpoint override lives in the bot (`bot.endpoints`); the fake re-exports it."""

from bot.endpoints import (
    API_BASE_ENV,
    GATEWAY_URL_ENV,
    apply_discord_endpoint_overrides,
    override_discord_endpoints,
)

__all__ = [
    "API_BASE_ENV",
    "GATEWAY_URL_ENV",
    "apply_discord_endpoint_overrides",
    "override_discord_endpoints",
]
