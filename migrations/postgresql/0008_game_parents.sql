-- Schema 8 for PostgreSQL, the twin of ../0008_game_parents.sql: the channel a game came from,
-- once it is played in a thread of its own (NULL: played where it was opened), filled here from
-- the bot's per-game state (ui_state.parent).
ALTER TABLE games ADD COLUMN parent_id text;
UPDATE games SET parent_id = ui_state::jsonb ->> 'parent'
    WHERE ui_state LIKE '%"parent"%' AND ui_state::jsonb ->> 'parent' IS NOT NULL;
CREATE INDEX games_open_by_parent ON games (parent_id)
    WHERE parent_id IS NOT NULL AND status IN ('lobby', 'active');
