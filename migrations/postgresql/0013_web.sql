-- Schema 13 for PostgreSQL, the twin of ../0013_web.sql: the website's token secret (one row,
-- made by the bot) and each rating's history (a row per rated game and player).
CREATE TABLE web_key (
    id     integer PRIMARY KEY CHECK (id = 1),
    secret bytea NOT NULL
);
CREATE TABLE rating_history (
    guild_id  text NOT NULL,
    ruleset   text NOT NULL,
    user_id   text NOT NULL,
    game_id   bigint NOT NULL,
    mu        double precision NOT NULL,
    sigma     double precision NOT NULL,
    rated_at  double precision NOT NULL,
    PRIMARY KEY (guild_id, user_id, ruleset, game_id)
);
