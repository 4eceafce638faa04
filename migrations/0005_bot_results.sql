-- Schema 5: results of finished games with a bot player (bot/players.py: ids "bot:<level>:<n>").
-- They are kept apart from `results`, so that the server's leaderboards, running totals, streaks,
-- duel records and ratings stay between people; /yamb stats and /yamb history read them.
-- Same columns as `results`; bot players have rows too (their level is in their id).
CREATE TABLE bot_results (
    game_id     INTEGER NOT NULL REFERENCES games (game_id),
    user_id     TEXT NOT NULL REFERENCES users (user_id),
    guild_id    TEXT NOT NULL,
    ruleset     TEXT NOT NULL,
    mode        TEXT NOT NULL,
    team        TEXT,
    score       INTEGER NOT NULL,
    sheet_score INTEGER NOT NULL,
    place       INTEGER NOT NULL,
    won         INTEGER NOT NULL CHECK (won IN (0, 1)),
    competitors INTEGER NOT NULL,
    yambs       INTEGER NOT NULL,
    duration    REAL NOT NULL,
    finished_at REAL NOT NULL,
    PRIMARY KEY (game_id, user_id)
) STRICT;
CREATE INDEX bot_results_guild_user ON bot_results (guild_id, user_id, finished_at);

CREATE TRIGGER bot_results_no_update BEFORE UPDATE ON bot_results
BEGIN
    SELECT RAISE(ABORT, 'yamb: results are final');
END;

CREATE TRIGGER bot_results_no_delete BEFORE DELETE ON bot_results
BEGIN
    SELECT RAISE(ABORT, 'yamb: results are final');
END;
