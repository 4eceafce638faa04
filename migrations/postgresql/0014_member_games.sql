-- Schema 14: a member's recent games (the website's member page, /yamb-scores stats) found from
-- indexes alone. PostgreSQL read each game the member ever played, row by row, to keep the
-- newest: some thousand rows for the most active members of a large server. With these, a
-- member's game ids and each game's guild, status, daily and end are index entries
-- (benchmarks/bench_web.py, the 20 most active members of a server of 94,812 games: their
-- recent games 7.4 -> 3.9 ms). The first replaces game_players_user, which held no game ids.
CREATE INDEX game_players_user_games ON game_players (user_id) INCLUDE (game_id);
DROP INDEX game_players_user;
CREATE INDEX games_ended_by_id ON games (game_id) INCLUDE (guild_id, status, daily, ended_at);
