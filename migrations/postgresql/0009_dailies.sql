-- Schema 9 for PostgreSQL, the twin of ../0009_dailies.sql: the daily challenge's days and the
-- members' attempts (each an ordinary game, games.daily naming its day).
ALTER TABLE games ADD COLUMN daily integer;

CREATE TABLE dailies (
    number     integer PRIMARY KEY,
    ruleset    text NOT NULL,
    seed       bytea NOT NULL,
    commitment text NOT NULL,
    bot_total  integer,
    created_at double precision NOT NULL
);

CREATE TABLE daily_attempts (
    number      integer NOT NULL REFERENCES dailies (number),
    user_id     text NOT NULL REFERENCES users (user_id),
    guild_id    text NOT NULL,
    game_id     bigint NOT NULL UNIQUE REFERENCES games (game_id),
    started_at  double precision NOT NULL,
    total       integer,
    finished_at double precision,
    PRIMARY KEY (number, user_id)
);
CREATE INDEX daily_board ON daily_attempts (number, total DESC, finished_at, user_id)
    WHERE total IS NOT NULL;
CREATE INDEX daily_guild_board ON daily_attempts (number, guild_id, total DESC, finished_at, user_id)
    WHERE total IS NOT NULL;
CREATE INDEX daily_attempts_user ON daily_attempts (user_id, number);

CREATE TABLE daily_announcements (
    guild_id   text NOT NULL,
    number     integer NOT NULL,
    channel_id text NOT NULL,
    message_id text,
    claimed_at double precision NOT NULL,
    PRIMARY KEY (guild_id, number)
);
CREATE INDEX daily_announcements_unsent ON daily_announcements (number) WHERE message_id IS NULL;
