-- Schema 17: when a lobby last changed (a member joined, left or picked a team): a lobby closes
-- by itself a while after that, not after its opening, so that one still filling up stays open.
-- NULL: unchanged since it was opened (created_at).
ALTER TABLE games ADD COLUMN lobby_changed_at REAL;
