-- Schema 3 for PostgreSQL, the twin of ../0003_pictures.sql: rendered pictures kept by what
-- they show, one per game and kind.
CREATE TABLE pictures (
    game_id bigint NOT NULL REFERENCES games (game_id),
    kind    text NOT NULL,
    key     text NOT NULL,
    png     bytea NOT NULL,
    PRIMARY KEY (game_id, kind)
);
