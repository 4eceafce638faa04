"""Seasons in the store (schema 11): the post of a season's top three in a server, claimed
once. Its reads (`SeasonReads`) are mixed into `Reads`, its writes (`SeasonStore`) into `Store`;
a season's board is `Reads.leaderboard(season=...)`, the calendar is `bot.seasons`'."""

from __future__ import annotations

from ..settings import GuildSettings
from .part import StorePart


class SeasonReads(StorePart):
    """What the store reads of seasons (see `Reads`)."""

    async def unsent_season_announcements(self) -> list[tuple[str, str, str]]:
        """Season posts claimed but not known to be made (a crash between the two):
        (server, season, channel), oldest claim first."""
        rows = await self._db.reader.fetch(
            "SELECT guild_id, season, channel_id FROM season_announcements "
            "WHERE message_id IS NULL ORDER BY claimed_at, guild_id"
        )
        return [(str(g), str(s), str(c)) for g, s, c in rows]

    async def season_channels(self) -> list[GuildSettings]:
        """The settings of the servers that chose a channel for their seasons' top three."""
        from .queries import all_guild_settings

        return [
            s for s in await all_guild_settings(self._db.reader) if s.season_channel is not None
        ]


class SeasonStore(SeasonReads):
    async def claim_season_announcement(
        self, guild_id: str, season: str, channel_id: str
    ) -> bool:
        """Whether this process is the one to post the season's top three in the server
        (once ever, whichever process claims first)."""
        changed = await self._db.writer.execute(
            "INSERT INTO season_announcements (guild_id, season, channel_id, claimed_at) "
            "VALUES (?, ?, ?, ?) ON CONFLICT (guild_id, season) DO NOTHING",
            (str(guild_id), season, str(channel_id), self._clock()),
        )
        return changed == 1

    async def season_announced(self, guild_id: str, season: str, message_id: int) -> None:
        await self._db.writer.execute(
            "UPDATE season_announcements SET message_id = ? WHERE guild_id = ? AND season = ?",
            (str(message_id), str(guild_id), season),
        )
