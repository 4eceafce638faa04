-- Schema 7 for PostgreSQL, the twin of ../0007_guild_days.sql: running totals per guild, UTC
-- day and player over every ruleset and mode, kept by a trigger on results and filled here.
CREATE TABLE guild_days (
    guild_id         text NOT NULL,
    day              integer NOT NULL,
    user_id          text NOT NULL REFERENCES users (user_id),
    games            integer NOT NULL,
    wins             integer NOT NULL,
    contested        integer NOT NULL,
    score_sum        bigint NOT NULL,
    best_score       integer NOT NULL,
    best_finished_at double precision NOT NULL,
    best_game_id     bigint NOT NULL,
    yambs            integer NOT NULL,
    PRIMARY KEY (guild_id, day, user_id)
);

CREATE FUNCTION yamb_results_add_to_guild_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO guild_days AS t (guild_id, day, user_id, games, wins, contested, score_sum,
                                 best_score, best_finished_at, best_game_id, yambs)
    VALUES (NEW.guild_id, floor(NEW.finished_at / 86400)::integer, NEW.user_id, 1, NEW.won,
            CASE WHEN NEW.competitors > 1 THEN 1 ELSE 0 END, NEW.score, NEW.score,
            NEW.finished_at, NEW.game_id, NEW.yambs)
    ON CONFLICT (guild_id, day, user_id) DO UPDATE SET
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
CREATE TRIGGER results_add_to_guild_days AFTER INSERT ON results
    FOR EACH ROW EXECUTE FUNCTION yamb_results_add_to_guild_days();

INSERT INTO guild_days (guild_id, day, user_id, games, wins, contested, score_sum, best_score,
                        best_finished_at, best_game_id, yambs)
SELECT guild_id, day, user_id, count(*), sum(won),
       sum(CASE WHEN competitors > 1 THEN 1 ELSE 0 END), sum(score), max(score),
       (array_agg(finished_at ORDER BY score DESC, finished_at, game_id))[1],
       (array_agg(game_id ORDER BY score DESC, finished_at, game_id))[1], sum(yambs)
FROM (SELECT *, floor(finished_at / 86400)::integer AS day FROM results) AS dated
GROUP BY guild_id, day, user_id;
