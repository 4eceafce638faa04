-- Schema 16: the running totals keep each player's lowest total and its game too, beside the
-- best: in a mode where the lowest total wins (Kontra), a board of that mode ranks and shows
-- the lowest as the best. player_totals' lowest game is the first that reached low_score;
-- player_days' the first by (finished_at, game_id), as for the best (see 0006). guild_days
-- needs none: it serves boards over every mode, where the highest total stays the best.
ALTER TABLE player_totals ADD COLUMN low_score INTEGER NOT NULL DEFAULT 0;
ALTER TABLE player_totals ADD COLUMN low_game_id INTEGER NOT NULL DEFAULT 0;
ALTER TABLE player_days ADD COLUMN low_score INTEGER NOT NULL DEFAULT 0;
ALTER TABLE player_days ADD COLUMN low_finished_at REAL NOT NULL DEFAULT 0;
ALTER TABLE player_days ADD COLUMN low_game_id INTEGER NOT NULL DEFAULT 0;

UPDATE player_totals SET (low_score, low_game_id) = (
    SELECT r.score, r.game_id FROM results r
    WHERE r.guild_id = player_totals.guild_id AND r.user_id = player_totals.user_id
      AND r.ruleset = player_totals.ruleset AND r.mode = player_totals.mode
    ORDER BY r.score, r.finished_at, r.game_id LIMIT 1);
UPDATE player_days SET (low_score, low_finished_at, low_game_id) = (
    SELECT r.score, r.finished_at, r.game_id FROM results r
    WHERE r.guild_id = player_days.guild_id AND r.user_id = player_days.user_id
      AND r.ruleset = player_days.ruleset AND r.mode = player_days.mode
      -- the range lets the index (results_guild_user) find the day; the cast decides it
      AND r.finished_at >= player_days.day * 86400 - 1
      AND r.finished_at < (player_days.day + 1) * 86400 + 1
      AND CAST(r.finished_at / 86400 AS INTEGER) = player_days.day
    ORDER BY r.score, r.finished_at, r.game_id LIMIT 1);

DROP TRIGGER results_add_to_totals;
CREATE TRIGGER results_add_to_totals AFTER INSERT ON results
BEGIN
    INSERT INTO player_totals (guild_id, user_id, ruleset, mode, games, wins, contested,
                               score_sum, best_score, best_game_id, low_score, low_game_id,
                               yambs)
    VALUES (NEW.guild_id, NEW.user_id, NEW.ruleset, NEW.mode, 1, NEW.won, NEW.competitors > 1,
            NEW.score, NEW.score, NEW.game_id, NEW.score, NEW.game_id, NEW.yambs)
    ON CONFLICT (guild_id, user_id, ruleset, mode) DO UPDATE SET
        games = games + 1,
        wins = wins + excluded.wins,
        contested = contested + excluded.contested,
        score_sum = score_sum + excluded.score_sum,
        yambs = yambs + excluded.yambs,
        -- the right-hand sides all see the row as it was before this update
        best_game_id = CASE WHEN excluded.best_score > best_score
                            THEN excluded.best_game_id ELSE best_game_id END,
        best_score = MAX(best_score, excluded.best_score),
        low_game_id = CASE WHEN excluded.low_score < low_score
                           THEN excluded.low_game_id ELSE low_game_id END,
        low_score = MIN(low_score, excluded.low_score);
END;

DROP TRIGGER results_add_to_days;
CREATE TRIGGER results_add_to_days AFTER INSERT ON results
BEGIN
    INSERT INTO player_days (guild_id, day, user_id, ruleset, mode, games, wins, contested,
                             score_sum, best_score, best_finished_at, best_game_id, low_score,
                             low_finished_at, low_game_id, yambs)
    VALUES (NEW.guild_id, CAST(NEW.finished_at / 86400 AS INTEGER), NEW.user_id, NEW.ruleset,
            NEW.mode, 1, NEW.won, NEW.competitors > 1, NEW.score, NEW.score, NEW.finished_at,
            NEW.game_id, NEW.score, NEW.finished_at, NEW.game_id, NEW.yambs)
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
        best_score = MAX(best_score, excluded.best_score),
        -- and the lowest the first by (score, finished_at, game_id)
        low_finished_at = CASE
            WHEN (excluded.low_score, excluded.low_finished_at, excluded.low_game_id)
                 < (low_score, low_finished_at, low_game_id)
            THEN excluded.low_finished_at ELSE low_finished_at END,
        low_game_id = CASE
            WHEN (excluded.low_score, excluded.low_finished_at, excluded.low_game_id)
                 < (low_score, low_finished_at, low_game_id)
            THEN excluded.low_game_id ELSE low_game_id END,
        low_score = MIN(low_score, excluded.low_score);
END;
