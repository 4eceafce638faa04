-- Schema 10: games over days. A game's pace: NULL is live (turn timeouts in minutes, as
-- before); a slow game keeps `turn_seconds`, the time a turn may take (the server's
-- slow_turn_hours when it was opened), and `due_at`, when its next timer is due: the reminder
-- half-way, then the server's choice at the limit. Each action sets it again in the trigger
-- that counts it (the same statement as the action), so no action is ever without its timer;
-- the timer tick reads only the due games through `games_due`.
ALTER TABLE games ADD COLUMN turn_seconds REAL;
ALTER TABLE games ADD COLUMN due_at REAL;
CREATE INDEX games_due ON games (due_at) WHERE due_at IS NOT NULL AND status = 'active';
-- the live games' turn timeouts read the open live games only (not thousands of slow ones)
CREATE INDEX games_open_live ON games (game_id)
    WHERE status IN ('lobby', 'active') AND turn_seconds IS NULL AND daily IS NULL;

DROP TRIGGER actions_count;
CREATE TRIGGER actions_count AFTER INSERT ON actions
BEGIN
    UPDATE games SET action_count = NEW.seq + 1, last_action_at = NEW.created_at,
        due_at = CASE WHEN turn_seconds IS NULL THEN NULL
                      ELSE NEW.created_at + turn_seconds / 2 END
    WHERE game_id = NEW.game_id;
END;

-- How a member is told it is their turn: 'dm', 'mention' or 'off' (NULL: the default, a
-- mention in live games and a direct message in slow ones); and a direct message Discord
-- refused (closed DMs), to be explained to them at their next command.
ALTER TABLE users ADD COLUMN notify TEXT;
ALTER TABLE users ADD COLUMN dm_refused_at REAL;
