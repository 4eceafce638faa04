-- Schema 13: the website (bot/web). Its pages are addressed by tokens made from ids with this
-- secret (bot/weblinks.py), never by Discord ids. One row, made by the bot the first time it
-- links to the website; the website only reads it (it opens the database read-only).
-- A rating's history, one row per rated game and player, draws a member's rating over time.
CREATE TABLE web_key (
    id     INTEGER PRIMARY KEY CHECK (id = 1),
    secret BLOB NOT NULL
) STRICT;
CREATE TABLE rating_history (
    guild_id  TEXT NOT NULL,
    ruleset   TEXT NOT NULL,
    user_id   TEXT NOT NULL,
    game_id   INTEGER NOT NULL,
    mu        REAL NOT NULL,
    sigma     REAL NOT NULL,
    rated_at  REAL NOT NULL,
    PRIMARY KEY (guild_id, user_id, ruleset, game_id)
) STRICT, WITHOUT ROWID;
