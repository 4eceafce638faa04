-- Schema 3: rendered pictures kept by what they show, so that drawing a game's message again
-- (after a failed edit, or a restart) reuses the picture instead of rendering it anew.
-- One picture per game and kind (the turn's sheets, the final sheets): a newer one replaces it.
CREATE TABLE pictures (
    game_id INTEGER NOT NULL REFERENCES games (game_id),
    kind    TEXT NOT NULL,  -- which picture of the game: its file name
    key     TEXT NOT NULL,  -- what it shows: game, action number, language
    png     BLOB NOT NULL,
    PRIMARY KEY (game_id, kind)
) STRICT;
