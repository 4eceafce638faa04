-- Schema 1: games and their action logs, results, ratings, users and guild settings.
-- A game's truth is its action log; results and ratings are derived when a game finishes.
-- Times are Unix seconds (REAL); Discord ids are TEXT. JSON columns hold compact JSON.

-- Marks the file as a Yamb database, so that another program's SQLite file is never migrated.
PRAGMA application_id = 1497451842;

-- Everyone the bot has seen play, with the name last seen (kept when a member leaves).
CREATE TABLE users (
    user_id      TEXT PRIMARY KEY,
    display_name TEXT NOT NULL,
    seen_at      REAL NOT NULL
) STRICT;

-- Per-guild choices; NULL means "the bot's default".
CREATE TABLE guild_settings (
    guild_id             TEXT PRIMARY KEY,
    default_ruleset      TEXT,
    default_mode         TEXT,
    default_options      TEXT NOT NULL DEFAULT '{}',
    turn_timeout_minutes INTEGER CHECK (turn_timeout_minutes IS NULL OR turn_timeout_minutes > 0),
    game_channels        TEXT,  -- JSON list of channel ids where games may start; NULL: anywhere
    updated_at           REAL NOT NULL
) STRICT;

CREATE TABLE games (
    game_id        INTEGER PRIMARY KEY,
    guild_id       TEXT NOT NULL,
    channel_id     TEXT NOT NULL,
    host_id        TEXT NOT NULL REFERENCES users (user_id),
    ruleset        TEXT NOT NULL,
    options        TEXT NOT NULL DEFAULT '{}',
    mode           TEXT NOT NULL,
    status         TEXT NOT NULL DEFAULT 'lobby'
                   CHECK (status IN ('lobby', 'active', 'finished', 'abandoned', 'cancelled')),
    players        TEXT,             -- JSON seating (turn order), fixed at start
    teams          TEXT,             -- JSON {team: [members]} in team modes, fixed at start
    seed           BLOB,             -- secret dice seed; revealed only once the game is over
    commitment     TEXT,             -- SHA-256 hex of the seed, published at start
    action_count   INTEGER NOT NULL DEFAULT 0,  -- the next action's sequence number
    ui_state       TEXT NOT NULL DEFAULT '{}',  -- the bot's own per-game state (JSON object)
    created_at     REAL NOT NULL,
    started_at     REAL,
    ended_at       REAL,
    last_action_at REAL,
    end_reason     TEXT
) STRICT;

-- One open game per channel, enforced here rather than by the bot's memory.
CREATE UNIQUE INDEX games_one_open_per_channel ON games (channel_id)
    WHERE status IN ('lobby', 'active');
CREATE INDEX games_open ON games (status) WHERE status IN ('lobby', 'active');
CREATE INDEX games_guild_ended ON games (guild_id, ended_at);

-- Lobby membership in join order, with the team picked; fixed once the game starts.
CREATE TABLE game_players (
    game_id INTEGER NOT NULL REFERENCES games (game_id),
    user_id TEXT NOT NULL REFERENCES users (user_id),
    joined  INTEGER NOT NULL,
    team    TEXT,
    PRIMARY KEY (game_id, user_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX game_players_user ON game_players (user_id);

-- The action log: one REPLAY.md action per row, in order (live play keeps "stop" actions).
CREATE TABLE actions (
    game_id    INTEGER NOT NULL REFERENCES games (game_id),
    seq        INTEGER NOT NULL,
    action     TEXT NOT NULL,
    created_at REAL NOT NULL,
    PRIMARY KEY (game_id, seq)
) STRICT, WITHOUT ROWID;

-- One row per participant of a finished game (abandoned games have none).
CREATE TABLE results (
    game_id     INTEGER NOT NULL REFERENCES games (game_id),
    user_id     TEXT NOT NULL REFERENCES users (user_id),
    guild_id    TEXT NOT NULL,
    ruleset     TEXT NOT NULL,
    mode        TEXT NOT NULL,
    team        TEXT,
    score       INTEGER NOT NULL,  -- the competitor's total: the player's, or the team's
    sheet_score INTEGER NOT NULL,  -- the player's own sheet (mode team), else = score
    place       INTEGER NOT NULL,  -- 1 = best; ties share a place
    won         INTEGER NOT NULL CHECK (won IN (0, 1)),  -- never 1 in a game played alone
    competitors INTEGER NOT NULL,  -- players, or teams in team modes
    yambs       INTEGER NOT NULL,  -- throws by this player that showed five alike
    duration    REAL NOT NULL,     -- seconds from start to finish
    finished_at REAL NOT NULL,
    PRIMARY KEY (game_id, user_id)
) STRICT, WITHOUT ROWID;
-- Covering index (the primary key adds game_id): a guild's results grouped by player, for
-- leaderboards over a period, a player's stats and duels. An index led by finished_at was faster
-- for a short period of a year-long history, but twice as slow when the period holds most games.
CREATE INDEX results_guild_user ON results
    (guild_id, user_id, ruleset, mode, finished_at, score, won, competitors, yambs);
CREATE INDEX results_user ON results (user_id, finished_at);

-- Running totals per guild, player, ruleset and mode, so that all-time leaderboards read a few
-- rows per player instead of every result. Kept by the trigger below, in the same transaction
-- as each result row; results are final, so the totals never need to go down.
CREATE TABLE player_totals (
    guild_id     TEXT NOT NULL,
    user_id      TEXT NOT NULL REFERENCES users (user_id),
    ruleset      TEXT NOT NULL,
    mode         TEXT NOT NULL,
    games        INTEGER NOT NULL,
    wins         INTEGER NOT NULL,
    contested    INTEGER NOT NULL,  -- games against someone (win rates are over these)
    score_sum    INTEGER NOT NULL,
    best_score   INTEGER NOT NULL,
    best_game_id INTEGER NOT NULL,  -- the first game that reached best_score
    yambs        INTEGER NOT NULL,
    PRIMARY KEY (guild_id, user_id, ruleset, mode)
) STRICT, WITHOUT ROWID;

CREATE TRIGGER results_add_to_totals AFTER INSERT ON results
BEGIN
    INSERT INTO player_totals (guild_id, user_id, ruleset, mode, games, wins, contested,
                               score_sum, best_score, best_game_id, yambs)
    VALUES (NEW.guild_id, NEW.user_id, NEW.ruleset, NEW.mode, 1, NEW.won, NEW.competitors > 1,
            NEW.score, NEW.score, NEW.game_id, NEW.yambs)
    ON CONFLICT (guild_id, user_id, ruleset, mode) DO UPDATE SET
        games = games + 1,
        wins = wins + excluded.wins,
        contested = contested + excluded.contested,
        score_sum = score_sum + excluded.score_sum,
        yambs = yambs + excluded.yambs,
        -- the right-hand sides all see the row as it was before this update
        best_game_id = CASE WHEN excluded.best_score > best_score
                            THEN excluded.best_game_id ELSE best_game_id END,
        best_score = MAX(best_score, excluded.best_score);
END;

-- openskill (Plackett-Luce) rating per guild and ruleset; derived from results, rebuildable.
CREATE TABLE ratings (
    guild_id   TEXT NOT NULL,
    ruleset    TEXT NOT NULL,
    user_id    TEXT NOT NULL REFERENCES users (user_id),
    mu         REAL NOT NULL,
    sigma      REAL NOT NULL,
    games      INTEGER NOT NULL,
    updated_at REAL NOT NULL,
    PRIMARY KEY (guild_id, ruleset, user_id)
) STRICT, WITHOUT ROWID;

-- The log is append-only and in order: an action lands only with the game's next sequence
-- number while the game is active, checked in the same statement that inserts it.
CREATE TRIGGER actions_in_order BEFORE INSERT ON actions
BEGIN
    SELECT RAISE(ABORT, 'yamb: game not active')
    WHERE (SELECT status FROM games WHERE game_id = NEW.game_id) IS NOT 'active';
    SELECT RAISE(ABORT, 'yamb: sequence conflict')
    WHERE NEW.seq IS NOT (SELECT action_count FROM games WHERE game_id = NEW.game_id);
END;

CREATE TRIGGER actions_count AFTER INSERT ON actions
BEGIN
    UPDATE games SET action_count = NEW.seq + 1, last_action_at = NEW.created_at
    WHERE game_id = NEW.game_id;
END;

CREATE TRIGGER actions_no_update BEFORE UPDATE ON actions
BEGIN
    SELECT RAISE(ABORT, 'yamb: the action log is append-only');
END;

CREATE TRIGGER actions_no_delete BEFORE DELETE ON actions
BEGIN
    SELECT RAISE(ABORT, 'yamb: the action log is append-only');
END;

CREATE TRIGGER games_no_delete BEFORE DELETE ON games
BEGIN
    SELECT RAISE(ABORT, 'yamb: games are kept, never deleted');
END;

-- A game that has ended stays ended.
CREATE TRIGGER games_end_is_final BEFORE UPDATE OF status ON games
WHEN OLD.status IN ('finished', 'abandoned', 'cancelled') AND NEW.status IS NOT OLD.status
BEGIN
    SELECT RAISE(ABORT, 'yamb: an ended game cannot be reopened');
END;

CREATE TRIGGER games_log_fixed BEFORE UPDATE OF action_count ON games
WHEN NEW.action_count < OLD.action_count
BEGIN
    SELECT RAISE(ABORT, 'yamb: the action log is append-only');
END;

CREATE TRIGGER game_players_fixed BEFORE DELETE ON game_players
WHEN (SELECT status FROM games WHERE game_id = OLD.game_id) IS NOT 'lobby'
BEGIN
    SELECT RAISE(ABORT, 'yamb: players leave only while the game is a lobby');
END;

CREATE TRIGGER results_no_update BEFORE UPDATE ON results
BEGIN
    SELECT RAISE(ABORT, 'yamb: results are final');
END;

CREATE TRIGGER results_no_delete BEFORE DELETE ON results
BEGIN
    SELECT RAISE(ABORT, 'yamb: results are final');
END;
