-- Schema 2 for PostgreSQL, the twin of ../0002_settings_as_json.sql: a server's settings as one
-- JSON object (values that equal their default are left out).
CREATE TABLE guild_settings_json (
    guild_id   text PRIMARY KEY,
    settings   text NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(settings::jsonb) = 'object'),
    updated_at double precision NOT NULL
);

INSERT INTO guild_settings_json (guild_id, settings, updated_at)
SELECT guild_id,
       jsonb_strip_nulls(jsonb_build_object(
           'default_ruleset', default_ruleset,
           'default_mode', default_mode,
           'default_options', CASE WHEN default_options = '{}' THEN NULL
                                   ELSE default_options::jsonb END,
           'turn_timeout_minutes', turn_timeout_minutes,
           'game_channels', game_channels::jsonb))::text,
       updated_at
FROM guild_settings;

DROP TABLE guild_settings;
ALTER TABLE guild_settings_json RENAME TO guild_settings;
ALTER INDEX guild_settings_json_pkey RENAME TO guild_settings_pkey;
