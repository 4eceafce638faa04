-- Schema 7: running totals per guild, UTC day and player over every ruleset and mode, so that
-- a server's period leaderboard without a ruleset or mode reads one row per player and day
-- (player_days, schema 6, has one per ruleset and mode as well: up to 25 times as many).
-- Kept by a trigger in the same transaction as each result row, filled here from the results.
CREATE TABLE guild_days (
    guild_id         TEXT NOT NULL,
    day              INTEGER NOT NULL,
    user_id          TEXT NOT NULL REFERENCES users (user_id),
    games            INTEGER NOT NULL,
    wins             INTEGER NOT NULL,
    contested        INTEGER NOT NULL,
    score_sum        INTEGER NOT NULL,
    best_score       INTEGER NOT NULL,
    best_finished_at REAL NOT NULL,
    best_game_id     INTEGER NOT NULL,
    yambs            INTEGER NOT NULL,
    PRIMARY KEY (guild_id, day, user_id)
) STRICT, WITHOUT ROWID;

CREATE TRIGGER results_add_to_guild_days AFTER INSERT ON results
BEGIN
    INSERT INTO guild_days (guild_id, day, user_id, games, wins, contested, score_sum,
                            best_score, best_finished_at, best_game_id, yambs)
    VALUES (NEW.guild_id, CAST(NEW.finished_at / 86400 AS INTEGER), NEW.user_id, 1, NEW.won,
            NEW.competitors > 1, NEW.score, NEW.score, NEW.finished_at, NEW.game_id, NEW.yambs)
    ON CONFLICT (guild_id, day, user_id) DO UPDATE SET
        games = games + 1,
        wins = wins + excluded.wins,
        contested = contested + excluded.contested,
        score_sum = score_sum + excluded.score_sum,
        yambs = yambs + excluded.yambs,
        -- as in player_days: the day's best is the first by (score DESC, finished_at, game_id)
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

INSERT INTO guild_days (guild_id, day, user_id, games, wins, contested, score_sum, best_score,
                        best_finished_at, best_game_id, yambs)
SELECT guild_id, day, user_id, COUNT(*), SUM(won),
       SUM(CASE WHEN competitors > 1 THEN 1 ELSE 0 END), SUM(score), MAX(score),
       MAX(CASE WHEN nth = 1 THEN finished_at END), MAX(CASE WHEN nth = 1 THEN game_id END),
       SUM(yambs)
FROM (SELECT guild_id, CAST(finished_at / 86400 AS INTEGER) AS day, user_id, won, competitors,
             score, finished_at, game_id, yambs,
             ROW_NUMBER() OVER (PARTITION BY guild_id, CAST(finished_at / 86400 AS INTEGER),
                                             user_id
                                ORDER BY score DESC, finished_at, game_id) AS nth
      FROM results) AS numbered
GROUP BY guild_id, day, user_id;
