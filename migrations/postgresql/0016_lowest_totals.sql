-- Schema 16 for PostgreSQL, the twin of ../0016_lowest_totals.sql: the running totals keep
-- each player's lowest total and its game beside the best (a Kontra board's best is its
-- lowest), filled here from the results, kept by the triggers' functions.
ALTER TABLE player_totals ADD COLUMN low_score integer NOT NULL DEFAULT 0;
ALTER TABLE player_totals ADD COLUMN low_game_id bigint NOT NULL DEFAULT 0;
ALTER TABLE player_days ADD COLUMN low_score integer NOT NULL DEFAULT 0;
ALTER TABLE player_days ADD COLUMN low_finished_at double precision NOT NULL DEFAULT 0;
ALTER TABLE player_days ADD COLUMN low_game_id bigint NOT NULL DEFAULT 0;

UPDATE player_totals AS t SET low_score = l.score, low_game_id = l.game_id
FROM (SELECT guild_id, user_id, ruleset, mode,
             (array_agg(score ORDER BY score, finished_at, game_id))[1] AS score,
             (array_agg(game_id ORDER BY score, finished_at, game_id))[1] AS game_id
      FROM results GROUP BY guild_id, user_id, ruleset, mode) AS l
WHERE l.guild_id = t.guild_id AND l.user_id = t.user_id AND l.ruleset = t.ruleset
  AND l.mode = t.mode;
UPDATE player_days AS t
SET low_score = l.score, low_finished_at = l.finished_at, low_game_id = l.game_id
FROM (SELECT guild_id, floor(finished_at / 86400)::integer AS day, user_id, ruleset, mode,
             (array_agg(score ORDER BY score, finished_at, game_id))[1] AS score,
             (array_agg(finished_at ORDER BY score, finished_at, game_id))[1] AS finished_at,
             (array_agg(game_id ORDER BY score, finished_at, game_id))[1] AS game_id
      FROM results GROUP BY 1, 2, 3, 4, 5) AS l
WHERE l.guild_id = t.guild_id AND l.day = t.day AND l.user_id = t.user_id
  AND l.ruleset = t.ruleset AND l.mode = t.mode;

CREATE OR REPLACE FUNCTION yamb_results_add_to_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO player_totals AS t (guild_id, user_id, ruleset, mode, games, wins, contested,
                                    score_sum, best_score, best_game_id, low_score,
                                    low_game_id, yambs)
    VALUES (NEW.guild_id, NEW.user_id, NEW.ruleset, NEW.mode, 1, NEW.won,
            CASE WHEN NEW.competitors > 1 THEN 1 ELSE 0 END,
            NEW.score, NEW.score, NEW.game_id, NEW.score, NEW.game_id, NEW.yambs)
    ON CONFLICT (guild_id, user_id, ruleset, mode) DO UPDATE SET
        games = t.games + 1,
        wins = t.wins + excluded.wins,
        contested = t.contested + excluded.contested,
        score_sum = t.score_sum + excluded.score_sum,
        yambs = t.yambs + excluded.yambs,
        best_game_id = CASE WHEN excluded.best_score > t.best_score
                            THEN excluded.best_game_id ELSE t.best_game_id END,
        best_score = GREATEST(t.best_score, excluded.best_score),
        low_game_id = CASE WHEN excluded.low_score < t.low_score
                           THEN excluded.low_game_id ELSE t.low_game_id END,
        low_score = LEAST(t.low_score, excluded.low_score);
    RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION yamb_results_add_to_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO player_days AS t (guild_id, day, user_id, ruleset, mode, games, wins, contested,
                                  score_sum, best_score, best_finished_at, best_game_id,
                                  low_score, low_finished_at, low_game_id, yambs)
    VALUES (NEW.guild_id, floor(NEW.finished_at / 86400)::integer, NEW.user_id, NEW.ruleset,
            NEW.mode, 1, NEW.won, CASE WHEN NEW.competitors > 1 THEN 1 ELSE 0 END,
            NEW.score, NEW.score, NEW.finished_at, NEW.game_id, NEW.score, NEW.finished_at,
            NEW.game_id, NEW.yambs)
    ON CONFLICT (guild_id, day, user_id, ruleset, mode) DO UPDATE SET
        games = t.games + 1,
        wins = t.wins + excluded.wins,
        contested = t.contested + excluded.contested,
        score_sum = t.score_sum + excluded.score_sum,
        yambs = t.yambs + excluded.yambs,
        best_finished_at = CASE
            WHEN (-excluded.best_score, excluded.best_finished_at, excluded.best_game_id)
                 < (-t.best_score, t.best_finished_at, t.best_game_id)
            THEN excluded.best_finished_at ELSE t.best_finished_at END,
        best_game_id = CASE
            WHEN (-excluded.best_score, excluded.best_finished_at, excluded.best_game_id)
                 < (-t.best_score, t.best_finished_at, t.best_game_id)
            THEN excluded.best_game_id ELSE t.best_game_id END,
        best_score = GREATEST(t.best_score, excluded.best_score),
        low_finished_at = CASE
            WHEN (excluded.low_score, excluded.low_finished_at, excluded.low_game_id)
                 < (t.low_score, t.low_finished_at, t.low_game_id)
            THEN excluded.low_finished_at ELSE t.low_finished_at END,
        low_game_id = CASE
            WHEN (excluded.low_score, excluded.low_finished_at, excluded.low_game_id)
                 < (t.low_score, t.low_finished_at, t.low_game_id)
            THEN excluded.low_game_id ELSE t.low_game_id END,
        low_score = LEAST(t.low_score, excluded.low_score);
    RETURN NULL;
END $$;
