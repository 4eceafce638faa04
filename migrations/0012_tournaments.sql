-- Schema 12: a server's tournaments (engine/tournament.py has the rules). A tournament is its
-- row, its entrants and its games: each pairing the engine made is a row here, inserted once
-- (its key is the round, board and replay), with the game that plays it (an ordinary game on a
-- channel id of its own, "tournament:<id>:<round>:<board>:<replay>", until its thread opens)
-- and, once decided, the first player's score. Everything else (standings, the next round) is
-- worked out again from these rows, so a restart between a game's end and the next round's
-- pairings neither loses nor doubles a round.
CREATE TABLE tournaments (
    tournament_id   INTEGER PRIMARY KEY,
    guild_id        TEXT NOT NULL,
    channel_id      TEXT NOT NULL,           -- sign-up, pairings, standings and the podium
    organiser_id    TEXT NOT NULL,
    name            TEXT NOT NULL,
    format          TEXT NOT NULL,           -- swiss, knockout or round-robin
    rounds          INTEGER,                 -- swiss: chosen, or set at the start
    ruleset         TEXT NOT NULL,
    options         TEXT NOT NULL DEFAULT '{}',
    mode            TEXT NOT NULL,           -- kontra, or standard (a duel: the higher total wins)
    pace            TEXT NOT NULL,           -- live or slow
    max_players     INTEGER,
    starts_at       REAL,                    -- the start the organiser announced, if any
    checkin_minutes INTEGER,                 -- entrants confirm in the last minutes before it
    language        TEXT,
    status          TEXT NOT NULL,           -- signup, running, finished or cancelled
    created_at      REAL NOT NULL,
    started_at      REAL,
    ended_at        REAL,
    ui_state        TEXT NOT NULL DEFAULT '{}'  -- its messages and the posts still to make
) STRICT;
CREATE INDEX tournaments_guild ON tournaments (guild_id, tournament_id);
-- the timers: sign-ups to start, running ones to look after
CREATE INDEX tournaments_open ON tournaments (status) WHERE status IN ('signup', 'running');

CREATE TABLE tournament_entrants (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (tournament_id),
    user_id       TEXT NOT NULL,
    joined_at     REAL NOT NULL,
    rating        REAL NOT NULL DEFAULT 0,   -- the seed, taken at the start
    checked_in    INTEGER NOT NULL DEFAULT 0,
    dropped_from  INTEGER,                   -- the first round they no longer play
    place         INTEGER,                   -- once the tournament has ended
    PRIMARY KEY (tournament_id, user_id)
) STRICT, WITHOUT ROWID;
-- a member's tournaments (their stats)
CREATE INDEX tournament_entrants_user ON tournament_entrants (user_id, tournament_id);

CREATE TABLE tournament_games (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (tournament_id),
    round         INTEGER NOT NULL,
    board         INTEGER NOT NULL,
    replay        INTEGER NOT NULL DEFAULT 0,
    first_id      TEXT NOT NULL,             -- starts the game
    second_id     TEXT,                      -- NULL: a bye
    game_id       INTEGER REFERENCES games (game_id),
    score         REAL,                      -- the first player's: 1, 0.5 or 0 once decided
    margin        INTEGER,
    forfeit       INTEGER NOT NULL DEFAULT 0,
    decided_at    REAL,
    PRIMARY KEY (tournament_id, round, board, replay)
) STRICT, WITHOUT ROWID;
CREATE UNIQUE INDEX tournament_games_game ON tournament_games (game_id) WHERE game_id IS NOT NULL;
