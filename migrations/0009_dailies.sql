-- Schema 9: the daily challenge (engine/daily.py). One row per day's challenge with its secret
-- seed (shown only once no attempt of the day can be played) and the hard bot's total on its
-- dice; one row per member's attempt, which is an ordinary game (games.daily names its day)
-- played alone, on a channel id of its own ("daily:<number>:<member>") so that it is never a
-- channel's open game. Attempts are ranked here, apart from the servers' leaderboards.
ALTER TABLE games ADD COLUMN daily INTEGER;

CREATE TABLE dailies (
    number     INTEGER PRIMARY KEY,  -- Daily #number
    ruleset    TEXT NOT NULL,
    seed       BLOB NOT NULL,
    commitment TEXT NOT NULL,        -- SHA-256 hex of the seed, shown with the challenge
    bot_total  INTEGER,              -- the hard bot's total on the day's dice, once played
    created_at REAL NOT NULL
) STRICT;

CREATE TABLE daily_attempts (
    number      INTEGER NOT NULL REFERENCES dailies (number),
    user_id     TEXT NOT NULL REFERENCES users (user_id),
    guild_id    TEXT NOT NULL,           -- the server it was begun in ('0': a direct message)
    game_id     INTEGER NOT NULL UNIQUE REFERENCES games (game_id),
    started_at  REAL NOT NULL,
    total       INTEGER,                 -- NULL until the attempt is finished
    finished_at REAL,
    PRIMARY KEY (number, user_id)
) STRICT, WITHOUT ROWID;
-- the day's boards, best first, ties by who finished first: read in index order, a page at once
CREATE INDEX daily_board ON daily_attempts (number, total DESC, finished_at, user_id)
    WHERE total IS NOT NULL;
CREATE INDEX daily_guild_board ON daily_attempts (number, guild_id, total DESC, finished_at, user_id)
    WHERE total IS NOT NULL;
-- a member's dailies (history, streaks)
CREATE INDEX daily_attempts_user ON daily_attempts (user_id, number);

-- The day's challenge posted in a server's `daily_channel` (a setting): claimed before it is
-- posted, so that one process posts it, once; `message_id` is set once Discord has it.
CREATE TABLE daily_announcements (
    guild_id   TEXT NOT NULL,
    number     INTEGER NOT NULL,
    channel_id TEXT NOT NULL,
    message_id TEXT,
    claimed_at REAL NOT NULL,
    PRIMARY KEY (guild_id, number)
) STRICT, WITHOUT ROWID;
CREATE INDEX daily_announcements_unsent ON daily_announcements (number) WHERE message_id IS NULL;
