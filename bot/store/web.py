"""What the website reads that nothing else does: the secret of its tokens (made once by the
bot, `bot.weblinks`) and a member's rating over time (written as each game is rated)."""

from __future__ import annotations

import secrets
from dataclasses import dataclass

from .part import StorePart

SECRET_BYTES = 32


@dataclass(frozen=True, slots=True)
class RatingPoint:
    game_id: int
    mu: float
    sigma: float
    rated_at: float

    @property
    def ordinal(self) -> float:
        return self.mu - 3 * self.sigma


class WebReads(StorePart):
    async def web_secret(self) -> bytes | None:
        """The tokens' secret, None until the bot first made one."""
        rows = await self._db.reader.fetch("SELECT secret FROM web_key WHERE id = 1", ())
        return bytes(rows[0][0]) if rows else None

    async def rating_history(
        self, guild_id: str, ruleset: str, user_id: str, *, limit: int = 500
    ) -> list[RatingPoint]:
        """A member's rating after each of their rated games in a ruleset, oldest first (the
        last `limit`)."""
        rows = await self._db.reader.fetch(
            "SELECT game_id, mu, sigma, rated_at FROM rating_history "
            "WHERE guild_id = ? AND user_id = ? AND ruleset = ? "
            "ORDER BY game_id DESC LIMIT ?",
            (str(guild_id), str(user_id), ruleset, limit),
        )
        return [RatingPoint(int(g), float(m), float(s), float(t)) for g, m, s, t in rows[::-1]]


class WebWrites(StorePart):
    async def make_web_secret(self) -> bytes:
        """The tokens' secret, made now if there is none yet (any process may race: the
        first row stays, every process reads it back)."""
        async with self._db.transaction() as db:
            await db.execute(
                "INSERT INTO web_key (id, secret) VALUES (1, ?) ON CONFLICT (id) DO NOTHING",
                (secrets.token_bytes(SECRET_BYTES),),
            )
            rows = await db.fetch("SELECT secret FROM web_key WHERE id = 1", ())
        return bytes(rows[0][0])
