"""Games, history and leaderboards in SQLite. See `Store` for the interface the bot uses.

No discord imports here: the store knows Discord only as string ids.
"""

from ..settings import GuildSettings
from .database import DEFAULT_DATABASE_PATH, database_path
from .errors import (
    ActionConflict,
    ChannelBusy,
    CorruptGameLog,
    DatabaseUnreadable,
    GameNotFound,
    SchemaTooNew,
    StoreError,
    WrongStatus,
)
from .models import (
    DuelRecord,
    GameInfo,
    GameSummary,
    LeaderboardRow,
    Meeting,
    Member,
    Participant,
    PlayerStats,
    RatingRow,
    RecentScore,
    ResultRow,
    RulesetStats,
    StoredGame,
    VersusBot,
)
from .store import Store

__all__ = [
    "DEFAULT_DATABASE_PATH",
    "database_path",
    "ActionConflict",
    "ChannelBusy",
    "CorruptGameLog",
    "DatabaseUnreadable",
    "GameNotFound",
    "SchemaTooNew",
    "StoreError",
    "WrongStatus",
    "DuelRecord",
    "GameInfo",
    "GameSummary",
    "GuildSettings",
    "LeaderboardRow",
    "Meeting",
    "Member",
    "Participant",
    "PlayerStats",
    "RatingRow",
    "RecentScore",
    "ResultRow",
    "RulesetStats",
    "StoredGame",
    "Store",
    "VersusBot",
]
