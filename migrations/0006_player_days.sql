-- Schema 6: running totals per UTC day, so that a leaderboard or a player's stats over a period
-- read a few rows per player and day (plus the results of the period's first, partial day)
-- instead of every result of the period. Kept by a trigger in the same transaction as each
-- result row, like player_totals, and filled here from the results already there.
-- day = floor(finished_at / 86400): Unix seconds are never negative, so CAST truncates alike.
CREATE TABLE player_days (
    guild_id         TEXT NOT NULL,
    day              INTEGER NOT NULL,
    user_id          TEXT NOT NULL REFERENCES users (user_id),
    ruleset          TEXT NOT NULL,
    mode             TEXT NOT NULL,
    games            INTEGER NOT NULL,
    wins             INTEGER NOT NULL,
    contested        INTEGER NOT NULL,
    score_sum        INTEGER NOT NULL,
    best_score       INTEGER NOT NULL,
    -- the day's best game: the first by (finished_at, game_id) that reached best_score, so
    -- that a period's best game is found exactly among its days' bests
    best_finished_at REAL NOT NULL,
    best_game_id     INTEGER NOT NULL,
    yambs            INTEGER NOT NULL,
    PRIMARY KEY (guild_id, day, user_id, ruleset, mode)
) STRICT, WITHOUT ROWID;
-- a player's days, for their stats over a period (the key serves a guild's board)
CREATE INDEX player_days_user ON player_days (user_id, day);

CREATE TRIGGER results_add_to_days AFTER INSERT ON results
BEGIN
    INSERT INTO player_days (guild_id, day, user_id, ruleset, mode, games, wins, contested,
                             score_sum, best_score, best_finished_at, best_game_id, yambs)
    VALUES (NEW.guild_id, CAST(NEW.finished_at / 86400 AS INTEGER), NEW.user_id, NEW.ruleset,
            NEW.mode, 1, NEW.won, NEW.competitors > 1, NEW.score, NEW.score, NEW.finished_at,
            NEW.game_id, NEW.yambs)
    ON CONFLICT (guild_id, day, user_id, ruleset, mode) DO UPDATE SET
        games = games + 1,
        wins = wins + excluded.wins,
        contested = contested + excluded.contested,
        score_sum = score_sum + excluded.score_sum,
        yambs = yambs + excluded.yambs,
        -- the right-hand sides all see the row as it was before this update; results may
        -- come in any order, the best is the first by (score DESC, finished_at, game_id)
        best_finished_at = CASE
            WHEN (-excluded.best_score, excluded.best_finished_at, excluded.best_game_id)
                 < (-best_score, best_finished_at, best_game_id)
            THEN excluded.best_finished_at ELSE best_finished_at END,
        best_game_id = CASE
            WHEN (-excluded.best_score, excluded.best_finished_at, excluded.best_game_id)
                 < (-best_score, best_finished_at, best_game_id)
            THEN excluded.best_game_id ELSE best_game_id END,
        best_score = MAX(best_score, excluded.best_score);
END;

-- The period's first day is read from the results themselves: a guild's results by time.
-- (Over a whole period this index was slower than results_guild_user, see 0001; over one day
-- it reads that day only.)
CREATE INDEX results_guild_finished ON results
    (guild_id, finished_at, user_id, ruleset, mode, score, won, competitors, yambs);

INSERT INTO player_days (guild_id, day, user_id, ruleset, mode, games, wins, contested,
                         score_sum, best_score, best_finished_at, best_game_id, yambs)
SELECT guild_id, day, user_id, ruleset, mode, COUNT(*), SUM(won),
       SUM(CASE WHEN competitors > 1 THEN 1 ELSE 0 END), SUM(score), MAX(score),
       MAX(CASE WHEN nth = 1 THEN finished_at END), MAX(CASE WHEN nth = 1 THEN game_id END),
       SUM(yambs)
FROM (SELECT guild_id, CAST(finished_at / 86400 AS INTEGER) AS day, user_id, ruleset, mode,
             won, competitors, score, finished_at, game_id, yambs,
             ROW_NUMBER() OVER (PARTITION BY guild_id, CAST(finished_at / 86400 AS INTEGER),
                                             user_id, ruleset, mode
                                ORDER BY score DESC, finished_at, game_id) AS nth
      FROM results) AS numbered
GROUP BY guild_id, day, user_id, ruleset, mode;
