-- Schema 15 for PostgreSQL, the twin of ../0015_slow_turns.sql: a slow game's turn runs from
-- when the move became the member's (`turn_began_at`, `turn_seq`, set by the store with the
-- action that begins a turn), and the trigger only brings the timer forward (LEAST ignores
-- a NULL due_at).
ALTER TABLE games ADD COLUMN turn_began_at double precision;
ALTER TABLE games ADD COLUMN turn_seq integer;
UPDATE games SET turn_began_at = last_action_at, turn_seq = action_count
    WHERE turn_seconds IS NOT NULL AND status = 'active';

CREATE OR REPLACE FUNCTION yamb_actions_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE games SET action_count = NEW.seq + 1, last_action_at = NEW.created_at,
        due_at = CASE WHEN turn_seconds IS NULL THEN NULL
                      ELSE LEAST(due_at, NEW.created_at + turn_seconds / 2) END
        WHERE game_id = NEW.game_id;
    RETURN NULL;
END $$;
