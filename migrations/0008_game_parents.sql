-- Schema 8: the channel a game came from, once it is played in a thread of its own (the
-- `threads` setting): a command used in that channel can then point to the game, or to the
-- channel's games. NULL: the game is played where it was opened. Set by the same statement that
-- moves the game into its thread; filled here from the bot's per-game state (ui_state.parent),
-- which has named that channel since games moved into threads.
ALTER TABLE games ADD COLUMN parent_id TEXT;
UPDATE games SET parent_id = CAST(json_extract(ui_state, '$.parent') AS TEXT)
    WHERE ui_state LIKE '%"parent"%' AND json_extract(ui_state, '$.parent') IS NOT NULL;
CREATE INDEX games_open_by_parent ON games (parent_id)
    WHERE parent_id IS NOT NULL AND status IN ('lobby', 'active');
