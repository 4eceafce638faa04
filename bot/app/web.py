"""The bot's links to the website (`bot.web`): link buttons on its answers, made only when the
bot knows the website's address (PUBLIC_URL) and the server has turned its pages on
(`/yamb-settings web:on`). Otherwise there is no link, and nothing else changes.

The addresses hold tokens, never ids (`bot.weblinks`); their secret is the database's, made by
the bot the first time it links to anything and read back after that.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..settings import web_on
from ..texts import say
from ..ui import LINK_LIMIT, LinkButton
from ..weblinks import Links, Tokens

if TYPE_CHECKING:
    from ..store import Store


class WebLinks:
    """Links to the website for the servers that want them; the `Links` (and the secret
    behind them) are made once, at the first link."""

    def __init__(self, store: Store, public_url: str = "") -> None:
        self.store = store
        self.public_url = public_url.rstrip("/")
        self._links: Links | None = None

    async def links(self, guild_id: str | None) -> Links | None:
        """The links to a server's pages, games and days; None without PUBLIC_URL, outside
        a server, or where the server has not turned its pages on."""
        if not self.public_url or not guild_id or guild_id == "0":
            return None
        if not web_on(await self.store.guild_settings(guild_id)):
            return None
        if self._links is None:
            secret = await self.store.make_web_secret()
            self._links = Links(self.public_url, Tokens(secret))
        return self._links

    @staticmethod
    def button(label: str, url: str) -> tuple[LinkButton, ...]:
        """A link button; none for an address past Discord's limit (a PUBLIC_URL of at most
        200 characters keeps every link well under it)."""
        if len(url) > LINK_LIMIT:
            return ()
        return (LinkButton(label, url),)

    async def tournament(
        self, guild_id: str, tournament_id: int, lang: str
    ) -> tuple[LinkButton, ...]:
        """A link to a tournament's page (standings, bracket, rounds and their replays), or
        none: on its sign-up message, its round posts and its podium."""
        links = await self.links(guild_id)
        if links is None:
            return ()
        return self.button(say(lang, "link-tournament"), links.tournament(tournament_id))

    async def replay(self, guild_id: str | None, game_id: int, lang: str) -> tuple[LinkButton, ...]:
        """A Replay link to an ended game's page (the final message, an export), or none."""
        links = await self.links(guild_id)
        if links is None:
            return ()
        return self.button(say(lang, "link-replay"), links.game(game_id))
