"""Lobbies nobody starts: each closes by itself a while after it last changed (it was opened, a
member joined or left), so that a lobby its host forgot does not keep other games out of its
channel for good (only one game may be open in a channel, and only its host or a moderator may
end it), while one that is still filling up stays open."""

from __future__ import annotations

import logging
from typing import Any

from ..store import GameInfo, WrongStatus
from ..texts import say
from .context import Shared
from .state import LobbyState, retired_in
from .turns import Turns

log = logging.getLogger(__name__)
LOBBY_HOURS = 3  # a live game's lobby is open this long at most
SLOW_LOBBY_HOURS = 72  # a slow game's: its players (a challenged member) may be days away


def lobby_hours(info: GameInfo) -> int:
    return SLOW_LOBBY_HOURS if info.slow else LOBBY_HOURS


def closes_at(info: GameInfo) -> float:
    """When the lobby closes if nobody joins, leaves or starts it before then."""
    return info.lobby_since + lobby_hours(info) * 3600


def closes_when(info: GameInfo) -> str:
    """That moment as Discord shows it to each member, in their own words ("in 3 hours")."""
    return f"<t:{int(closes_at(info))}:R>"


class _Changed(Exception):
    """The lobby changed after it was found idle: it stays open."""


class IdleLobbies:
    def __init__(self, shared: Shared, turns: Turns) -> None:
        self.shared = shared
        self.store = shared.store
        self.turns = turns

    async def tick(self) -> list[int]:
        """Close the lobbies whose time is up; returns those whose message has news."""
        now = self.shared.clock()
        closed: list[int] = []
        for info in await self.store.lobbies_unchanged_since(now - LOBBY_HOURS * 3600):
            # a slow game's lobby; another process's server; or one whose members cannot
            # reach the bot now (removed, in an outage, its gateway down): not their fault
            if now < closes_at(info) or not self.shared.timed_in(info.guild_id):
                continue
            try:
                if await self._close(info):
                    closed.append(info.game_id)
            except Exception:  # one broken lobby must not keep the others open
                log.exception("lobby %s: closing it failed", info.game_id)
        return closed

    async def _close(self, info: GameInfo) -> bool:
        if await self.store.tournament_of_game(info.game_id) is not None:
            return False  # its tournament starts it (a lobby only for a moment)
        lang, hours = await self.turns.game_lang(info), lobby_hours(info)
        if LobbyState.from_json(info.ui_state).challenge:  # a Kontra duel offered to a member
            text = say(lang, "challenge-expired", hours=hours)
        else:
            text = say(lang, "lobby-expired", hours=hours)

        def closed(row: GameInfo) -> dict[str, Any]:
            # started or joined since it was found: the check and the close are one write
            if row.status != "lobby" or row.lobby_since != info.lobby_since:
                raise _Changed
            return retired_in(row, text)

        async with self.shared.lock(info.game_id):  # as a start: one change of its message at once
            try:
                await self.store.abandon_game(info.game_id, "lobby expired", then=closed)
            except (_Changed, WrongStatus):
                return False
        self.shared.game_over(info.game_id)
        log.info("lobby %s closed: unchanged for %s hours", info.game_id, lobby_hours(info))
        return True
