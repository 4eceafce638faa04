-- Schema 17 for PostgreSQL, the twin of ../0017_lobby_changes.sql: when a lobby last changed
-- (NULL: unchanged since it was opened).
ALTER TABLE games ADD COLUMN lobby_changed_at double precision;
