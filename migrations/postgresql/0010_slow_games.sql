-- Schema 10 for PostgreSQL, the twin of ../0010_slow_games.sql: a slow game's turn time and
-- next timer (set by the trigger that counts each action), and members' ways of being told
-- it is their turn.
ALTER TABLE games ADD COLUMN turn_seconds double precision;
ALTER TABLE games ADD COLUMN due_at double precision;
CREATE INDEX games_due ON games (due_at) WHERE due_at IS NOT NULL AND status = 'active';
-- the live games' turn timeouts read the open live games only (not thousands of slow ones)
CREATE INDEX games_open_live ON games (game_id)
    WHERE status IN ('lobby', 'active') AND turn_seconds IS NULL AND daily IS NULL;

CREATE OR REPLACE FUNCTION yamb_actions_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE games SET action_count = NEW.seq + 1, last_action_at = NEW.created_at,
        due_at = CASE WHEN turn_seconds IS NULL THEN NULL
                      ELSE NEW.created_at + turn_seconds / 2 END
        WHERE game_id = NEW.game_id;
    RETURN NULL;
END $$;

ALTER TABLE users ADD COLUMN notify text;
ALTER TABLE users ADD COLUMN dm_refused_at double precision;
