-- Schema 18 for PostgreSQL, the twin of ../0018_best_leaves_out_kontra.sql: guild_days' best
-- is the best of the games of modes where the highest total wins (Kontra's totals left out),
-- NULL on a day of Kontra games only; refilled from the results, kept by the trigger's
-- function.
ALTER TABLE guild_days ALTER COLUMN best_score DROP NOT NULL,
                       ALTER COLUMN best_finished_at DROP NOT NULL,
                       ALTER COLUMN best_game_id DROP NOT NULL;

UPDATE guild_days AS t
SET best_score = b.score, best_finished_at = b.finished_at, best_game_id = b.game_id
FROM (SELECT guild_id, floor(finished_at / 86400)::integer AS day, user_id,
             (array_agg(score ORDER BY score DESC, finished_at, game_id)
                  FILTER (WHERE mode <> 'kontra'))[1] AS score,
             (array_agg(finished_at ORDER BY score DESC, finished_at, game_id)
                  FILTER (WHERE mode <> 'kontra'))[1] AS finished_at,
             (array_agg(game_id ORDER BY score DESC, finished_at, game_id)
                  FILTER (WHERE mode <> 'kontra'))[1] AS game_id
      FROM results GROUP BY 1, 2, 3) AS b
WHERE b.guild_id = t.guild_id AND b.day = t.day AND b.user_id = t.user_id;

CREATE OR REPLACE FUNCTION yamb_results_add_to_guild_days() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO guild_days AS t (guild_id, day, user_id, games, wins, contested, score_sum,
                                 best_score, best_finished_at, best_game_id, yambs)
    VALUES (NEW.guild_id, floor(NEW.finished_at / 86400)::integer, NEW.user_id, 1, NEW.won,
            CASE WHEN NEW.competitors > 1 THEN 1 ELSE 0 END, NEW.score,
            CASE WHEN NEW.mode <> 'kontra' THEN NEW.score END,
            CASE WHEN NEW.mode <> 'kontra' THEN NEW.finished_at END,
            CASE WHEN NEW.mode <> 'kontra' THEN NEW.game_id END, NEW.yambs)
    ON CONFLICT (guild_id, day, user_id) DO UPDATE SET
        games = t.games + 1,
        wins = t.wins + excluded.wins,
        contested = t.contested + excluded.contested,
        score_sum = t.score_sum + excluded.score_sum,
        yambs = t.yambs + excluded.yambs,
        -- the first by (score DESC, finished_at, game_id) of the results that have one
        best_finished_at = CASE
            WHEN excluded.best_score IS NOT NULL AND (t.best_score IS NULL
                 OR (-excluded.best_score, excluded.best_finished_at, excluded.best_game_id)
                    < (-t.best_score, t.best_finished_at, t.best_game_id))
            THEN excluded.best_finished_at ELSE t.best_finished_at END,
        best_game_id = CASE
            WHEN excluded.best_score IS NOT NULL AND (t.best_score IS NULL
                 OR (-excluded.best_score, excluded.best_finished_at, excluded.best_game_id)
                    < (-t.best_score, t.best_finished_at, t.best_game_id))
            THEN excluded.best_game_id ELSE t.best_game_id END,
        best_score = CASE
            WHEN excluded.best_score IS NOT NULL AND (t.best_score IS NULL
                 OR (-excluded.best_score, excluded.best_finished_at, excluded.best_game_id)
                    < (-t.best_score, t.best_finished_at, t.best_game_id))
            THEN excluded.best_score ELSE t.best_score END;
    RETURN NULL;
END $$;
