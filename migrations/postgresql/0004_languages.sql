-- Schema 4 for PostgreSQL, the twin of ../0004_languages.sql: a member's own language for the
-- bot's private replies (NULL: their Discord client's, else the server's default), and the
-- language of a game's public messages and pictures (NULL: the server's default).
ALTER TABLE users ADD COLUMN language text;
ALTER TABLE games ADD COLUMN language text;
