"""Seasons: when a server's season ends, its top three of each ruleset played in it are posted
in the server's `season_channel`, once (claimed in the store first, so one process posts it;
a post a crash cut off is made again with the same nonce). The boards themselves are
`Records.leaderboard(period="season")`; ratings carry over and are not touched here.

Only a season that ran under the server's setting is announced: one that ended before the
season length last changed (`GuildSettings.season_since`) did not (months to quarters in a
quarter's first week: the quarter just ended had monthly seasons, and its last month was
announced as such). Nor is the season that was running at the change, under its old length:
it never ends as one. Its games count in the season of the new length that holds them,
announced when that ends (months to quarters on 3 October: September's is the last monthly
post, 2026-Q4's the next, in January)."""

from __future__ import annotations

import logging

from engine import RULESET_NAMES

from ..render import BoardRow, BoardSection
from ..seasons import Season
from ..seasons import current as current_season
from ..store import GuildSettings, LeaderboardRow
from ..texts import say
from ..ui import Attachment, Screen
from .backoff import Backoff
from .context import Shared, safe_name
from .display import ChannelGone

log = logging.getLogger(__name__)

TOP = 3
# A season that ended longer ago than this is not announced any more: a server that chooses a
# channel in the middle of a season hears of the season just ended, not of old ones.
LATE = 7 * 86400.0


def _detail(lang: str, row: LeaderboardRow) -> str:
    """A place's games and best (none for a member of Kontra alone: over every mode, a
    Kontra total is no best)."""
    games = say(lang, "season-detail", games=row.games)
    if row.best_score is None:
        return games
    return f"{games} · {say(lang, 'score-best', best=row.best_score)}"


class Seasons:
    def __init__(self, shared: Shared) -> None:
        self.shared = shared
        self.store = shared.store
        self._done: set[tuple[str, str]] = set()  # (server, season) claimed or seen claimed
        self._backoff = Backoff()

    async def tick(self) -> int:
        """Posts the top three of every season that ended in the last week, in the servers
        that have a `season_channel` (this process's servers). Returns the posts made."""
        now = self.shared.clock()
        due: list[tuple[str, str, str]] = []
        chosen = {s.guild_id: s for s in await self.store.season_channels()}
        for settings in chosen.values():
            guild, channel = settings.guild_id, settings.season_channel
            running = current_season(settings.season, now)
            if running is None or channel is None or not self.shared.active_in(guild):
                continue
            ended = running.previous()
            key = (guild, ended.label)
            if now - ended.end > LATE or key in self._done:
                continue
            if settings.season_since is not None and ended.end <= settings.season_since:
                continue  # it ended before the server chose this length: it never ran as one
            if await self.store.claim_season_announcement(guild, ended.label, channel):
                due.append((guild, ended.label, channel))
            self._done.add(key)  # only once the claim is stored: one that failed is tried again
        owed = {(guild, label) for guild, label, _ in due}
        for guild, label, _ in await self.store.unsent_season_announcements():
            if not self.shared.active_in(guild) or (guild, label) in owed:
                continue
            channel = self._still_owed(chosen.get(guild), Season.parse(label), now)
            if channel is None:
                await self.store.season_announced(guild, label, 0)  # given up: nothing owed
                continue
            due.append((guild, label, channel))
        display = self.shared.display
        messenger = None if display is None else display.messenger
        if messenger is None:
            return 0
        posted = 0
        for guild, label, channel in due:
            if not self._backoff.due((guild, label), now):
                continue  # refused lately: tried again after a growing wait
            try:
                screen = await self.announcement(guild, Season.parse(label))
                if screen is None:  # nobody played: nothing to post, nothing owed
                    await self.store.season_announced(guild, label, 0)
                    continue
                message = await messenger.post(channel, screen, once=f"season:{guild}:{label}")
            except ChannelGone as error:  # deleted: tried again, it would fail for a week
                if await self.store.forget_season_channel(guild, channel):
                    log.warning(
                        "season channel %s of server %s is gone (%s): top threes off until "
                        "a channel is set again",
                        channel,
                        guild,
                        error,
                    )
                await self.store.season_announced(guild, label, 0)  # nothing owed there
                continue
            except Exception as error:  # tried again at a later tick, within the week
                log.warning("season announcement in %s failed: %s", channel, error)
                self._backoff.failed((guild, label), now)
                continue
            self._backoff.done((guild, label))
            await self.store.season_announced(guild, label, message)
            posted += 1
        return posted

    @staticmethod
    def _still_owed(settings: GuildSettings | None, season: Season, now: float) -> str | None:
        """Where a claimed post that was never made goes now (the server's channel as it is
        set today), or None once it is owed no more: the season ended over `LATE` ago, or the
        server has turned its seasons or their channel off since."""
        if settings is None or settings.season_channel is None or now - season.end > LATE:
            return None
        if current_season(settings.season, now) is None:
            return None
        return settings.season_channel

    async def top(self, guild_id: str, season: Season) -> dict[str, list[LeaderboardRow]]:
        """Each ruleset played in the season, with its best three by wins."""
        found: dict[str, list[LeaderboardRow]] = {}
        for ruleset in RULESET_NAMES:
            rows = await self.store.leaderboard(
                guild_id,
                ruleset=ruleset,
                season=(season.first_day, season.end_day),
                order="wins",
                limit=TOP,
            )
            if rows:
                found[ruleset] = rows
        return found

    async def announcement(self, guild_id: str, season: Season) -> Screen | None:
        """The post of a season that ended: each ruleset's top three in words and in a
        picture, and the season that has begun. None when nobody finished a game in it."""
        lang = (await self.store.guild_settings(guild_id)).language or "en"
        top = await self.top(guild_id, season)
        if not top:
            return None
        lines = [say(lang, "season-over", season=season.label)]
        sections: list[BoardSection] = []
        spoken: list[str] = []
        for ruleset, rows in top.items():
            name = say(lang, f"ruleset-{ruleset}")
            ranking = " · ".join(
                say(lang, "season-place", place=i, name=safe_name(r.display_name), wins=r.wins)
                for i, r in enumerate(rows, 1)
            )
            lines.append(say(lang, "season-ruleset", ruleset=name, ranking=ranking))
            spoken.append(f"{name}: {ranking}")
            sections.append(
                BoardSection(
                    name,
                    [
                        BoardRow(
                            f"{i}.",
                            r.display_name,
                            say(lang, "season-wins", wins=r.wins),
                            _detail(lang, r),
                            first=i == 1,
                        )
                        for i, r in enumerate(rows, 1)
                    ],
                )
            )
        lines.append(say(lang, "season-begun", next=season.next().label))
        title = say(lang, "season-picture-title", season=season.label)

        def draw() -> bytes:
            from ..render import render_board

            return render_board(title, sections)

        picture = Attachment(
            f"yamb-season-{season.label}.png",
            draw,
            description=say(lang, "alt-season", season=season.label, rulesets="; ".join(spoken)),
        )
        return Screen("\n".join(lines), attachments=[picture])
