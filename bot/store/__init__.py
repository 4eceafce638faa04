"""Games, history and leaderboards in SQLite or PostgreSQL. See `Store` for the interface the
bot uses, `Reads` for its reads alone (a database opened read-only); `database_target()` is the
database the environment names.

No discord imports here: the store knows Discord only as string ids.
"""

from ..settings import GuildSettings
from .backend import DEFAULT_DATABASE_PATH, database_target
from .database import database_path
from .errors import (
    ActionConflict,
    ChannelBusy,
    CorruptGameLog,
    DatabaseUnreachable,
    DatabaseUnreadable,
    GameNotFound,
    SchemaTooNew,
    StoreError,
    WrongStatus,
)
from .models import (
    Attempt,
    BoardRow,
    DailyRow,
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
from .reads import Reads
from .store import Store
from .tournaments import (
    EntrantRow,
    TournamentGame,
    TournamentNotFound,
    TournamentRow,
    in_own_channel,
    tournament_channel,
)

__all__ = [
    "DEFAULT_DATABASE_PATH",
    "database_path",
    "database_target",
    "ActionConflict",
    "ChannelBusy",
    "CorruptGameLog",
    "DatabaseUnreachable",
    "DatabaseUnreadable",
    "GameNotFound",
    "SchemaTooNew",
    "StoreError",
    "WrongStatus",
    "Attempt",
    "BoardRow",
    "DailyRow",
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
    "Reads",
    "Store",
    "VersusBot",
    "EntrantRow",
    "TournamentGame",
    "TournamentNotFound",
    "TournamentRow",
    "in_own_channel",
    "tournament_channel",
]
