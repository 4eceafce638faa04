"""Lobbies nobody starts: each closes by itself a while after it last changed (it was opened, a
member joined or left), so that a lobby its host forgot does not keep other games out of its
channel for good (only one game may be open in a channel, and only its host or a moderator may
end it), while one that is still filling up stays open. None closes while its members cannot
reach the bot, and one whose time ran out meanwhile gets a while more once they can."""

from __future__ import annotations

import logging
from typing import Any

from ..store import GameInfo, WrongStatus
from ..texts import say
from .context import Shared
from .state import LobbyState, json_patch, retired_in
from .turns import Turns

log = logging.getLogger(__name__)
LOBBY_HOURS = 3  # a live game's lobby is open this long at most
SLOW_LOBBY_HOURS = 72  # a slow game's: its players (a challenged member) may be days away


# A lobby whose time ran out while nobody could start it (the bot was down, or its members
# could not reach it) stays open a part of its time again once they can, this many times
# shorter: closing it at once would give them no chance.
GRACE_PARTS = 6  # half an hour; a slow game's lobby, half a day


def lobby_hours(info: GameInfo) -> int:
    return SLOW_LOBBY_HOURS if info.slow else LOBBY_HOURS


def closes_at(info: GameInfo) -> float:
    """When the lobby closes if nobody joins, leaves or starts it before then."""
    at = info.lobby_since + lobby_hours(info) * 3600
    grace = LobbyState.from_json(info.ui_state).grace_until
    return at if grace is None else max(at, grace)


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
        self._up_since: float | None = None  # this process's first tick
        # lobbies whose time ran out while their members could not reach the bot (the time)
        self._missed: dict[int, float] = {}

    async def tick(self) -> list[int]:
        """Close the lobbies whose time is up; returns those whose message has news."""
        now = self.shared.clock()
        if self._up_since is None:
            self._up_since = now
        closed: list[int] = []
        found = await self.store.lobbies_unchanged_since(now - LOBBY_HOURS * 3600)
        # a mark whose lobby changed (joined, started) is no longer one
        self._missed = {i.game_id: t for i in found if (t := self._missed.get(i.game_id))}
        for info in found:
            closes = closes_at(info)
            # a slow game's lobby; another process's server (its timers run there)
            if now < closes or not self.shared.owns(info.guild_id):
                continue
            # its members cannot reach the bot now (removed, in an outage, its gateway down,
            # Discord's API failing the bot)
            if not (self.shared.reachable(info.guild_id) and await self.shared.api_answers()):
                self._missed[info.game_id] = closes
                continue
            # or could not when its time ran out; or that was before this process was up
            # (the one before would have closed it)
            missed = self._missed.get(info.game_id) == closes or closes < self._up_since
            try:
                if await self.store.tournament_of_game(info.game_id) is not None:
                    continue  # its tournament starts it (a lobby only for a moment)
                changed = await (self._extend(info, closes, now) if missed else self._close(info))
                self._missed.pop(info.game_id, None)  # done with (a failure keeps the mark)
                if changed:
                    closed.append(info.game_id)
            except Exception:  # one broken lobby must not keep the others open
                log.exception("lobby %s: closing it failed", info.game_id)
        return closed

    async def _extend(self, info: GameInfo, closes: float, now: float) -> bool:
        """Its time (`closes`) ran out while nobody could start it: it stays open a while from
        now (its message says until when)."""
        until = now + lobby_hours(info) * 3600 // GRACE_PARTS
        async with self.shared.lock(info.game_id):
            fresh = await self.store.game_info(info.game_id)
            if fresh.status != "lobby" or closes_at(fresh) != closes:
                return False  # started, joined or left since it was found
            old = LobbyState.from_json(fresh.ui_state)
            patch = json_patch(old, old.changed(grace_until=until))
            await self.store.update_ui_state(info.game_id, patch)
        log.info(
            "lobby %s: its time ran out while it was out of reach; open until %d",
            info.game_id,
            until,
        )
        return True

    async def _close(self, info: GameInfo) -> bool:
        lang, hours = await self.turns.game_lang(info), lobby_hours(info)
        if LobbyState.from_json(info.ui_state).challenge:  # a Kontra duel offered to a member
            text = say(lang, "challenge-expired", hours=hours)
        else:
            text = say(lang, "lobby-expired", hours=hours)

        def closed(row: GameInfo) -> dict[str, Any]:
            # started or joined since it was found: the check and the close are one write
            if row.status != "lobby" or closes_at(row) != closes_at(info):
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
