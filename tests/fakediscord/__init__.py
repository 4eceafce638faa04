"""Fake Discord server on loopback for driving the real discord.py client in tests.

See ``server.FakeDiscord`` for the API and ``process.BotProcess`` for running a bot as a
separate process against it.
"""

from .client_patch import apply_discord_endpoint_overrides, override_discord_endpoints
from .models import (
    Attachment,
    CallbackType,
    Channel,
    ChannelType,
    Guild,
    InteractionResult,
    InteractionType,
    Member,
    Message,
    Perm,
    Role,
    User,
)
from .process import BotProcess
from .server import FakeDiscord, InteractionFailed, InteractionTimeout, patch_discord
from .validation import DiscordHTTPError

__all__ = [
    "Attachment",
    "BotProcess",
    "CallbackType",
    "Channel",
    "ChannelType",
    "DiscordHTTPError",
    "FakeDiscord",
    "Guild",
    "InteractionFailed",
    "InteractionResult",
    "InteractionTimeout",
    "InteractionType",
    "Member",
    "Message",
    "Perm",
    "Role",
    "User",
    "apply_discord_endpoint_overrides",
    "override_discord_endpoints",
    "patch_discord",
]
