-- Schema 11: seasons of the leaderboards. A season's board is read from the per-day totals
-- (schema 6 and 7) between its first and end day; nothing of it is stored but the post of
-- its top three in a server's season_channel, claimed here once per server and season (the
-- first process to claim it posts, with a nonce; a crash between the two is posted again).
CREATE TABLE season_announcements (
    guild_id   TEXT NOT NULL,
    season     TEXT NOT NULL,
    channel_id TEXT NOT NULL,
    message_id TEXT,
    claimed_at REAL NOT NULL,
    PRIMARY KEY (guild_id, season)
) STRICT, WITHOUT ROWID;
CREATE INDEX season_announcements_unsent ON season_announcements (claimed_at)
    WHERE message_id IS NULL;
