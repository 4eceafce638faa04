"""What the replies and the messenger use of the bot (`client.YambBot` is one), so that
neither imports the client that imports them."""

from __future__ import annotations

from typing import Any, Protocol

import discord
from discord.http import HTTPClient

from ..app.core import App
from ..pacer import Pacer
from ..store import Store


class Host(Protocol):
    app: App
    store: Store
    http: HTTPClient
    pacer: Pacer

    @property
    def user(self) -> discord.ClientUser | None: ...

    @property
    def allowed_mentions(self) -> discord.AllowedMentions | None: ...

    def get_channel(self, id: int, /) -> Any: ...

    def get_partial_messageable(self, id: int, /) -> Any: ...
