-- Schema 5 for PostgreSQL, the twin of ../0005_bot_results.sql: results of finished games with
-- a bot player, kept apart from `results` so that leaderboards, totals, streaks, duel records
-- and ratings stay between people.
CREATE TABLE bot_results (
    game_id     bigint NOT NULL REFERENCES games (game_id),
    user_id     text NOT NULL REFERENCES users (user_id),
    guild_id    text NOT NULL,
    ruleset     text NOT NULL,
    mode        text NOT NULL,
    team        text,
    score       integer NOT NULL,
    sheet_score integer NOT NULL,
    place       integer NOT NULL,
    won         integer NOT NULL CHECK (won IN (0, 1)),
    competitors integer NOT NULL,
    yambs       integer NOT NULL,
    duration    double precision NOT NULL,
    finished_at double precision NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
CREATE INDEX bot_results_guild_user ON bot_results (guild_id, user_id, finished_at);

CREATE TRIGGER bot_results_no_update BEFORE UPDATE OR DELETE ON bot_results
    FOR EACH ROW EXECUTE FUNCTION yamb_refuse('yamb: results are final');
CREATE TRIGGER bot_results_no_truncate BEFORE TRUNCATE ON bot_results
    FOR EACH STATEMENT EXECUTE FUNCTION yamb_refuse('yamb: results are final');
