-- Schema 6 for PostgreSQL, the twin of ../0006_player_days.sql: running totals per UTC day
-- (day = floor(finished_at / 86400)), kept by a trigger on results and filled here from the
-- results already there. (results_guild_finished, which SQLite gets here, is in 0001.)
CREATE TABLE player_days (
    guild_id         text NOT NULL,
    day              integer NOT NULL,
    user_id          text NOT NULL REFERENCES users (user_id),
    ruleset          text NOT NULL,
    mode             text NOT NULL,
    games            integer NOT NULL,
    wins             integer NOT NULL,
    contested        integer NOT NULL,
    score_sum        bigint NOT NULL,
    best_score       integer NOT NULL,
    best_finished_at double precision NOT NULL,
    best_game_id     bigint NOT NULL,
    yambs            integer NOT NULL,
    PRIMARY KEY (guild_id, day, user_id, ruleset, mode)
);
CREATE INDEX player_days_user ON player_days (user_id, day);

CREATE FUNCTION yamb_results_add_to_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO player_days AS t (guild_id, day, user_id, ruleset, mode, games, wins, contested,
                                  score_sum, best_score, best_finished_at, best_game_id, yambs)
    VALUES (NEW.guild_id, floor(NEW.finished_at / 86400)::integer, NEW.user_id, NEW.ruleset,
            NEW.mode, 1, NEW.won, CASE WHEN NEW.competitors > 1 THEN 1 ELSE 0 END,
            NEW.score, NEW.score, NEW.finished_at, NEW.game_id, NEW.yambs)
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
        best_score = GREATEST(t.best_score, excluded.best_score);
    RETURN NULL;
END $$;
CREATE TRIGGER results_add_to_days AFTER INSERT ON results
    FOR EACH ROW EXECUTE FUNCTION yamb_results_add_to_days();

INSERT INTO player_days (guild_id, day, user_id, ruleset, mode, games, wins, contested,
                         score_sum, best_score, best_finished_at, best_game_id, yambs)
SELECT guild_id, day, user_id, ruleset, mode, count(*), sum(won),
       sum(CASE WHEN competitors > 1 THEN 1 ELSE 0 END), sum(score), max(score),
       (array_agg(finished_at ORDER BY score DESC, finished_at, game_id))[1],
       (array_agg(game_id ORDER BY score DESC, finished_at, game_id))[1], sum(yambs)
FROM (SELECT *, floor(finished_at / 86400)::integer AS day FROM results) AS dated
GROUP BY guild_id, day, user_id, ruleset, mode;
