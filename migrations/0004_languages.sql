-- Schema 4: languages. A member's own choice of language for the bot's private replies (NULL:
-- their Discord client's language, else the server's default), and the language a game's public
-- messages and pictures are in, fixed when it is opened (NULL: games from before languages,
-- which follow the server's default).
ALTER TABLE users ADD COLUMN language TEXT;
ALTER TABLE games ADD COLUMN language TEXT;
