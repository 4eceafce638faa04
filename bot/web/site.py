"""The website's side of the application layer: which server, member, game, day or tournament an
address stands for, and whether it may be shown. Everything is read through `bot.store.Reads`,
opened read-only; the questions the bot answers too (boards, stats, records) are asked of the
same reads and the same application functions (`bot.app.boards`), never written again here."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.daily import Daily

from ..settings import web_on
from ..store.errors import GameNotFound
from ..store.models import ENDED_STATUSES, GameInfo
from ..weblinks import Links, Tokens
from .guard import not_found

if TYPE_CHECKING:
    from ..store import Reads

SECRET_FRESH = 30.0  # seconds between looks for a secret while the bot has made none
SHOWN_STATUSES = ("finished", "abandoned")  # a cancelled game never started: nothing to show


class Site:
    """What an address stands for. Anything that is not there, or not to be shown (a server
    that is off, a game still running, a daily attempt of a day still open), is the same 404."""

    def __init__(
        self, reads: Reads, *, clock: Callable[[], float] = time.time, public_url: str = ""
    ) -> None:
        self.reads = reads
        self.clock = clock
        self.public_url = public_url
        self._tokens: Tokens | None = None
        self._looked = -SECRET_FRESH

    async def tokens(self) -> Tokens:
        if self._tokens is None and time.monotonic() - self._looked >= SECRET_FRESH:
            secret = await self.reads.web_secret()
            # after the read: one that failed is no answer, the next visitor asks again (it
            # made every address 404 for SECRET_FRESH seconds)
            self._looked = time.monotonic()
            if secret is not None:
                self._tokens = Tokens(secret)
        if self._tokens is None:
            raise not_found()  # the bot has linked to nothing yet: no address can be ours
        return self._tokens

    async def links(self) -> Links:
        """Links between the pages (relative: the site does not need to know its own URL)."""
        return Links("", await self.tokens())

    async def is_on(self, guild_id: str | None) -> bool:
        return guild_id is not None and web_on(await self.reads.guild_settings(str(guild_id)))

    async def server(self, token: str) -> str:
        """The guild id of a server's token, if its pages are on."""
        guild = (await self.tokens()).read("guild", token)
        if guild is None or not await self.is_on(str(guild)):
            raise not_found()
        return str(guild)

    async def member(self, guild_id: str, token: str) -> str:
        """The user id of a member's token in a server."""
        user = (await self.tokens()).read(f"member {int(guild_id)}", token)
        if user is None:
            raise not_found()
        return str(user)

    async def game(self, token: str) -> GameInfo:
        """An ended game of a server that is on; a daily attempt only once its day closed."""
        game_id = (await self.tokens()).read("game", token)
        if game_id is None:
            raise not_found()
        try:
            info = await self.reads.game_info(game_id)
        except GameNotFound:
            raise not_found() from None
        if info.status not in SHOWN_STATUSES or not await self.is_on(info.guild_id):
            raise not_found()
        if info.daily is not None and Daily(info.daily).open_at(self.clock()):
            raise not_found()
        return info

    def day_closed(self, number: int) -> bool:
        return not Daily(number).open_at(self.clock())

    async def tournament(self, token: str) -> int:
        tournament_id = (await self.tokens()).read("tournament", token)
        if tournament_id is None:
            raise not_found()
        return tournament_id


__all__ = ["ENDED_STATUSES", "Site"]
