-- Schema 2: a server's settings as one JSON object, so that a new setting (declared once in
-- bot/settings.py) needs no migration. Values that equal their default are left out.
CREATE TABLE guild_settings_json (
    guild_id   TEXT PRIMARY KEY,
    settings   TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(settings) AND json_type(settings) = 'object'),
    updated_at REAL NOT NULL
) STRICT;

INSERT INTO guild_settings_json (guild_id, settings, updated_at)
SELECT guild_id,
       json_patch('{}', json_object(
           'default_ruleset', default_ruleset,
           'default_mode', default_mode,
           'default_options', CASE WHEN default_options = '{}' THEN NULL
                                   ELSE json(default_options) END,
           'turn_timeout_minutes', turn_timeout_minutes,
           'game_channels', json(game_channels))),
       updated_at
FROM guild_settings;

DROP TABLE guild_settings;
ALTER TABLE guild_settings_json RENAME TO guild_settings;
