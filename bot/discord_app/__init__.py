"""The Discord side: slash commands, persistent components, and delivering replies.

An adapter only: every command and click becomes a call to the application (`bot.app.core.App`),
whose `Reply` is turned into Discord messages here. A module per job:

- `client`: the bot's lifecycle (shards, command registration, routing clicks, timers)
- `commands`: the slash commands as Discord shows them (/yamb, /yamb-scores, /yamb-settings)
- `translator`: the command list in every language, from the catalogues
- `interactions`: what the bot reads of an interaction (who, where, which rights)
- `answer`: acknowledging every interaction in time
- `replies`: delivering a command's or a click's reply
- `payloads`: Discord's payloads for a screen (text, card, controls, pictures)
- `messenger`: the display's posts and edits of game messages
"""

from .answer import Answer
from .client import YambBot

__all__ = ["Answer", "YambBot"]
