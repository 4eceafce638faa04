"""Fake Discord server on loopback for driving the real discord.py client in tests.

See ``server.FakeDiscord`` for the API, ``faults`` for making it fail like Discord does
(``fake.faults``), ``validation`` for the limits it holds a bot to (``command_size``),
``ratelimits`` for Discord's REST rate limits (``fake.ratelimits``, off unless enabled), and
``process.BotProcess`` for running a bot as a separate process against it.
"""

from .client_patch import apply_discord_endpoint_overrides, override_discord_endpoints
from .faults import Fault, Faults, Injection, Request, Routes
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
    "Fault",
    "Faults",
    "Guild",
    "Injection",
    "InteractionFailed",
    "InteractionResult",
    "InteractionTimeout",
    "InteractionType",
    "Member",
    "Message",
    "Perm",
    "Request",
    "Role",
    "Routes",
    "User",
    "apply_discord_endpoint_overrides",
    "override_discord_endpoints",
    "patch_discord",
]
