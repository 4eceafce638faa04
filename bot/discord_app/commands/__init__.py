"""The slash commands, grouped as Discord shows them: /yamb (playing), /yamb-scores (what the
table remembers) and /yamb-settings (the server's, for Manage Server)."""

from .play import PlayCommands
from .scores import ScoreCommands
from .settings import settings_command

__all__ = ["PlayCommands", "ScoreCommands", "settings_command"]
