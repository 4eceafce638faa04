-- Schema 11 for PostgreSQL, the twin of ../0011_seasons.sql: the post of a season's top three
-- in a server's season_channel, claimed once per server and season.
CREATE TABLE season_announcements (
    guild_id   text NOT NULL,
    season     text NOT NULL,
    channel_id text NOT NULL,
    message_id text,
    claimed_at double precision NOT NULL,
    PRIMARY KEY (guild_id, season)
);
CREATE INDEX season_announcements_unsent ON season_announcements (claimed_at)
    WHERE message_id IS NULL;
