-- Schema 18: guild_days' best (the per-day totals of every ruleset and mode, for a server's
-- boards over every mode) is the best of the games of modes where the highest total wins:
-- a Kontra total (the lowest wins there, engine: Mode.lowest_wins) is left out, as the
-- boards read from player_days leave it out too (store/boards.py). NULL on a day of Kontra
-- games only. SQLite cannot drop NOT NULL: the table is made again and filled from the
-- results, as 0007 filled it; 'kontra' is the one such mode (tests/test_store_period.py).
DROP TRIGGER results_add_to_guild_days;
CREATE TABLE guild_days_18 (
    guild_id         TEXT NOT NULL,
    day              INTEGER NOT NULL,
    user_id          TEXT NOT NULL REFERENCES users (user_id),
    games            INTEGER NOT NULL,
    wins             INTEGER NOT NULL,
    contested        INTEGER NOT NULL,
    score_sum        INTEGER NOT NULL,
    best_score       INTEGER,
    best_finished_at REAL,
    best_game_id     INTEGER,
    yambs            INTEGER NOT NULL,
    PRIMARY KEY (guild_id, day, user_id)
) STRICT, WITHOUT ROWID;

-- a Kontra row is numbered after every other: the first row is the best one, if any
INSERT INTO guild_days_18 (guild_id, day, user_id, games, wins, contested, score_sum,
                           best_score, best_finished_at, best_game_id, yambs)
SELECT guild_id, day, user_id, COUNT(*), SUM(won),
       SUM(CASE WHEN competitors > 1 THEN 1 ELSE 0 END), SUM(score),
       MAX(CASE WHEN mode <> 'kontra' THEN score END),
       MAX(CASE WHEN nth = 1 AND mode <> 'kontra' THEN finished_at END),
       MAX(CASE WHEN nth = 1 AND mode <> 'kontra' THEN game_id END),
       SUM(yambs)
FROM (SELECT guild_id, CAST(finished_at / 86400 AS INTEGER) AS day, user_id, mode, won,
             competitors, score, finished_at, game_id, yambs,
             ROW_NUMBER() OVER (PARTITION BY guild_id, CAST(finished_at / 86400 AS INTEGER),
                                             user_id
                                ORDER BY mode = 'kontra', score DESC, finished_at, game_id)
                 AS nth
      FROM results) AS numbered
GROUP BY guild_id, day, user_id;

DROP TABLE guild_days;
ALTER TABLE guild_days_18 RENAME TO guild_days;

CREATE TRIGGER results_add_to_guild_days AFTER INSERT ON results
BEGIN
    INSERT INTO guild_days (guild_id, day, user_id, games, wins, contested, score_sum,
                            best_score, best_finished_at, best_game_id, yambs)
    VALUES (NEW.guild_id, CAST(NEW.finished_at / 86400 AS INTEGER), NEW.user_id, 1, NEW.won,
            NEW.competitors > 1, NEW.score,
            CASE WHEN NEW.mode <> 'kontra' THEN NEW.score END,
            CASE WHEN NEW.mode <> 'kontra' THEN NEW.finished_at END,
            CASE WHEN NEW.mode <> 'kontra' THEN NEW.game_id END, NEW.yambs)
    ON CONFLICT (guild_id, day, user_id) DO UPDATE SET
        games = games + 1,
        wins = wins + excluded.wins,
        contested = contested + excluded.contested,
        score_sum = score_sum + excluded.score_sum,
        yambs = yambs + excluded.yambs,
        -- the right-hand sides all see the row as it was before this update; the day's best
        -- is the first by (score DESC, finished_at, game_id) of the results that have one
        best_finished_at = CASE
            WHEN excluded.best_score IS NOT NULL AND (best_score IS NULL
                 OR (-excluded.best_score, excluded.best_finished_at, excluded.best_game_id)
                    < (-best_score, best_finished_at, best_game_id))
            THEN excluded.best_finished_at ELSE best_finished_at END,
        best_game_id = CASE
            WHEN excluded.best_score IS NOT NULL AND (best_score IS NULL
                 OR (-excluded.best_score, excluded.best_finished_at, excluded.best_game_id)
                    < (-best_score, best_finished_at, best_game_id))
            THEN excluded.best_game_id ELSE best_game_id END,
        best_score = CASE
            WHEN excluded.best_score IS NOT NULL AND (best_score IS NULL
                 OR (-excluded.best_score, excluded.best_finished_at, excluded.best_game_id)
                    < (-best_score, best_finished_at, best_game_id))
            THEN excluded.best_score ELSE best_score END;
END;
