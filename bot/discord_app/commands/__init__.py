"""The slash commands, grouped as Discord shows them: /yamb (playing), /yamb-scores (what the
table remembers), /yamb-settings (the server's, for Manage Server), /yamb-tournament and
/yamb-tournament-admin (running a tournament, for Manage Events)."""

from .play import PlayCommands
from .scores import ScoreCommands
from .settings import settings_command
from .tournament import OrganiserCommands, TournamentCommands

__all__ = [
    "OrganiserCommands",
    "PlayCommands",
    "ScoreCommands",
    "TournamentCommands",
    "settings_command",
]
