-- Schema 15: a slow game's turn runs from when the move became the member's, not from their
-- last throw. `turn_began_at` is when the game's turn began (the action that passed the move
-- to someone new, or the start) and `turn_seq` how many actions came before it (the turn's
-- key for its one reminder); the store sets both with the action that begins a turn, in its
-- transaction. The trigger no longer pushes the timer later with every action: it only
-- brings it forward to half a turn after the action at the latest (the tick works the real
-- timer out from the turn's start), so an action never leaves a game without its timer.
ALTER TABLE games ADD COLUMN turn_began_at REAL;
ALTER TABLE games ADD COLUMN turn_seq INTEGER;
-- running slow games: their turn as schema 10 timed it (from the last action, reminded once)
UPDATE games SET turn_began_at = last_action_at, turn_seq = action_count
    WHERE turn_seconds IS NOT NULL AND status = 'active';

DROP TRIGGER actions_count;
CREATE TRIGGER actions_count AFTER INSERT ON actions
BEGIN
    UPDATE games SET action_count = NEW.seq + 1, last_action_at = NEW.created_at,
        due_at = CASE WHEN turn_seconds IS NULL THEN NULL
                      ELSE MIN(COALESCE(due_at, NEW.created_at + turn_seconds / 2),
                               NEW.created_at + turn_seconds / 2) END
    WHERE game_id = NEW.game_id;
END;
