"""The website's addresses: tokens made from ids with a secret, and the links the bot posts.

A page is addressed by a token, never by a Discord id: the token is the id enciphered with a
four-round Feistel network (HMAC-SHA256 as its round function, keyed by the database's secret and
the kind of page), followed by an HMAC tag of the id. Whoever lacks the secret can neither read
the id out of a token nor make a token for another id; the website needs no table to find the id
back (it deciphers it and checks the tag), so it stays read-only. 22 characters, URL-safe.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

_HALF = 0xFFFFFFFF
_ROUNDS = 4
TOKEN_LENGTH = 22  # 16 bytes (8 enciphered id + 8 tag) in unpadded base64url
# tokens kept, each way: a board's page links 100 members and 100 games, each token five
# HMACs (26 us); a member or game shown again costs a dict look-up (about 3 MB when full)
KEPT = 10_000


class Tokens:
    """Tokens of one database's secret. `kind` keeps a member's token from opening a game."""

    def __init__(self, secret: bytes) -> None:
        if len(secret) < 16:
            raise ValueError("the website's secret is at least 16 bytes")
        self._secret = secret
        self._made: dict[tuple[str, int], str] = {}
        self._read: dict[tuple[str, str], int | None] = {}

    def _mac(self, kind: str, label: str, value: int) -> bytes:
        message = f"{kind}\x00{label}\x00{value}".encode()
        return hmac.new(self._secret, message, hashlib.sha256).digest()

    def _round(self, kind: str, step: int, half: int) -> int:
        return int.from_bytes(self._mac(kind, f"round{step}", half)[:4], "big")

    def make(self, kind: str, number: int | str) -> str:
        """The token of an id (a game's number, a Discord snowflake as text or int)."""
        value = int(number)
        if (found := self._made.get((kind, value))) is not None:
            return found
        if not 0 <= value < 1 << 64:
            raise ValueError("ids are 64-bit")
        token = self._seal(kind, value)
        _keep(self._made, (kind, value), token)
        return token

    def _seal(self, kind: str, value: int) -> str:
        left, right = value >> 32, value & _HALF
        for step in range(_ROUNDS):
            left, right = right, left ^ self._round(kind, step, right)
        sealed = ((left << 32) | right).to_bytes(8, "big") + self._mac(kind, "tag", value)[:8]
        return _spelt(sealed)

    def read(self, kind: str, token: str) -> int | None:
        """The id a token stands for, or None for anything that is not one of ours."""
        if len(token) != TOKEN_LENGTH or not token.isascii():
            return None
        if (kind, token) in self._read:
            return self._read[(kind, token)]
        value = self._open(kind, token)
        _keep(self._read, (kind, token), value)
        return value

    def _open(self, kind: str, token: str) -> int | None:
        try:
            sealed = base64.urlsafe_b64decode(token + "==")
        except (binascii.Error, ValueError):
            return None
        if len(sealed) != 16 or _spelt(sealed) != token:
            return None  # one spelling a page: the last letter's spare bits must be 0
        mixed = int.from_bytes(sealed[:8], "big")
        left, right = mixed >> 32, mixed & _HALF
        for step in reversed(range(_ROUNDS)):
            left, right = right ^ self._round(kind, step, left), left
        value = (left << 32) | right
        if not hmac.compare_digest(sealed[8:], self._mac(kind, "tag", value)[:8]):
            return None
        return value


def _spelt(sealed: bytes) -> str:
    return base64.urlsafe_b64encode(sealed).decode().rstrip("=")


def _keep(kept: dict[Any, Any], key: Any, value: Any) -> None:
    """Remember a token, forgetting the oldest once KEPT are kept."""
    if len(kept) >= KEPT:
        del kept[next(iter(kept))]
    kept[key] = value


@dataclass(frozen=True)
class Links:
    """The website's pages as the bot links to them: `public_url` is PUBLIC_URL."""

    public_url: str
    tokens: Tokens

    def _at(self, path: str) -> str:
        return self.public_url.rstrip("/") + path

    def server(self, guild_id: str) -> str:
        return self._at(f"/s/{self.tokens.make('guild', guild_id)}")

    def board(self, guild_id: str, *, ruleset: str | None = None, mode: str | None = None,
              period: str | None = None, order: str | None = None,
              season: str | None = None) -> str:
        """A server's full leaderboard, opened on the board a command showed (`season`: a
        season named by its label, whatever the period)."""
        chosen = {
            "ruleset": ruleset, "mode": mode, "period": period, "order": order, "season": season
        }
        query = "&".join(f"{k}={quote(v)}" for k, v in chosen.items() if v)
        return self.server(guild_id) + (f"?{query}" if query else "")

    def member(self, guild_id: str, user_id: str) -> str:
        member = self.tokens.make(f"member {int(guild_id)}", user_id)
        return self.server(guild_id) + f"/m/{member}"

    def game(self, game_id: int) -> str:
        return self._at(f"/g/{self.tokens.make('game', game_id)}")

    def tournament(self, tournament_id: int) -> str:
        return self._at(f"/t/{self.tokens.make('tournament', tournament_id)}")

    def daily(self, number: int) -> str:
        return self._at(f"/daily/{int(number)}")
