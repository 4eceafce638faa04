"""The values the store hands out. Plain, immutable data: no database handles inside."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from engine import Game

Status = Literal["lobby", "active", "finished", "abandoned", "cancelled"]
OPEN_STATUSES: tuple[str, ...] = ("lobby", "active")
ENDED_STATUSES: tuple[str, ...] = ("finished", "abandoned", "cancelled")


@dataclass(frozen=True, slots=True)
class Member:
    """A player in a game's lobby (join order), with the team picked in team modes."""

    user_id: str
    team: str | None = None


@dataclass(frozen=True, slots=True)
class GameInfo:
    """A game's row: everything but the engine state."""

    game_id: int
    guild_id: str
    channel_id: str
    host_id: str
    ruleset: str
    options: dict[str, Any]
    mode: str
    status: Status
    members: tuple[Member, ...]  # join order
    players: tuple[str, ...] | None  # seating (turn order), once started
    teams: dict[str, tuple[str, ...]] | None  # team modes, once started
    commitment: str | None  # SHA-256 hex of the dice seed, once started
    seq: int  # the next action's sequence number (= actions so far)
    ui_state: dict[str, Any]
    created_at: float
    started_at: float | None
    ended_at: float | None
    last_action_at: float | None
    end_reason: str | None
    language: str | None = None  # of its public messages, fixed when opened (bot.i18n locale)
    # the channel it came from, once it is played in a thread of its own (`channel_id`)
    parent_id: str | None = None
    daily: int | None = None  # the daily challenge's number, for a member's attempt at it
    # a slow game (over days): the time a turn may take, in seconds (None: a live game)
    turn_seconds: float | None = None
    due_at: float | None = None  # a slow game's next timer: its reminder, then its limit
    # a slow game's turn: when it began (the move became someone new's) and after how many
    # actions; its limit runs from there, not from the last throw (None: not kept)
    turn_began_at: float | None = None
    turn_seq: int | None = None
    lobby_changed_at: float | None = None  # a lobby's last join or leave (None: none yet)

    @property
    def lobby_since(self) -> float:
        """When the lobby last changed (its opening, if never since)."""
        return self.lobby_changed_at if self.lobby_changed_at is not None else self.created_at

    @property
    def slow(self) -> bool:
        return self.turn_seconds is not None

    @property
    def is_open(self) -> bool:
        return self.status in OPEN_STATUSES


@dataclass(frozen=True, slots=True)
class StoredGame:
    """A game as loaded: its row and its engine state (None while it is a lobby).

    `game` is the store's own copy, rebuilt from the log: read it, never act on it directly
    (the store notices and replays the log again, which is correct but slower). It moves on
    with later actions, while `seq` stays the number this state had: an action sent with an
    old `seq` is refused with ActionConflict, never applied to a state the player did not see.
    """

    info: GameInfo
    game: Game | None

    @property
    def game_id(self) -> int:
        return self.info.game_id

    @property
    def seq(self) -> int:
        return self.info.seq


@dataclass(frozen=True, slots=True)
class ResultRow:
    game_id: int
    user_id: str
    guild_id: str
    ruleset: str
    mode: str
    team: str | None
    score: int  # the competitor's total (the team's in team modes)
    sheet_score: int  # the player's own sheet in mode team, else = score
    place: int  # 1 = best, ties share
    won: bool
    competitors: int
    yambs: int
    duration: float
    finished_at: float


@dataclass(frozen=True, slots=True)
class LeaderboardRow:
    user_id: str
    display_name: str
    games: int
    wins: int
    win_rate: float  # wins / games against someone (games played alone are not counted)
    average_score: float
    # in the board's mode's direction (Kontra's: the lowest); over every mode, the highest of
    # the modes where the highest wins, None for a player of Kontra alone (store.boards)
    best_score: int | None
    best_game_id: int | None


@dataclass(frozen=True, slots=True)
class RatingRow:
    user_id: str
    display_name: str
    mu: float
    sigma: float
    ordinal: float  # mu - 3 sigma: the conservative figure to rank by
    games: int


@dataclass(frozen=True, slots=True)
class RecentScore:
    game_id: int
    ruleset: str
    mode: str
    score: int
    place: int
    won: bool
    finished_at: float


@dataclass(frozen=True, slots=True)
class RulesetStats:
    ruleset: str
    games: int
    wins: int
    win_rate: float
    average_score: float
    best_score: int | None  # as a board's (LeaderboardRow): over every mode, Kontra left out
    best_game_id: int | None
    # over every mode, Kontra's best beside it: its lowest total (None: no Kontra played, or
    # stats of one mode, whose best is already in its direction)
    kontra_best_score: int | None = None
    kontra_best_game_id: int | None = None


@dataclass(frozen=True, slots=True)
class PlayerStats:
    user_id: str
    display_name: str
    games: int
    wins: int
    win_rate: float
    yambs: int
    streak: int  # +n: the last n games won, -n: the last n contested games not won, 0: none
    favourite_ruleset: str | None
    per_ruleset: tuple[RulesetStats, ...]
    last_scores: tuple[RecentScore, ...]  # newest first, at most 20


@dataclass(frozen=True, slots=True)
class VersusBot:
    """A member's record against the bot at one level (games with a bot of it as opponent)."""

    level: str
    games: int
    wins: int
    losses: int
    ties: int
    average_score: float
    best_score: int | None  # the highest total of the modes where it wins (None: Kontra only)
    kontra_best_score: int | None = None  # Kontra's best: its lowest total (None: none played)


@dataclass(frozen=True, slots=True)
class Meeting:
    game_id: int
    ruleset: str
    mode: str
    score_a: int
    score_b: int
    winner: str | None  # user id, None for a tie
    finished_at: float


@dataclass(frozen=True, slots=True)
class DuelRecord:
    """Head-to-head of two members in two-player games of one mode (kontra or standard)."""

    user_a: str
    user_b: str
    mode: str
    meetings: int
    wins_a: int
    wins_b: int
    ties: int
    # A's average lead in points (positive: A ahead); in Kontra a lower total is a lead
    average_margin: float | None
    last: tuple[Meeting, ...]  # newest first


@dataclass(frozen=True, slots=True)
class Participant:
    user_id: str
    display_name: str
    team: str | None
    score: int | None  # None when the game did not finish
    place: int | None
    won: bool


@dataclass(frozen=True, slots=True)
class GameSummary:
    game_id: int
    guild_id: str
    channel_id: str
    ruleset: str
    mode: str
    status: Status
    started_at: float | None
    ended_at: float | None
    end_reason: str | None
    participants: tuple[Participant, ...]  # by place when finished, else by seat


@dataclass(frozen=True, slots=True)
class DailyRow:
    """A day's challenge as stored (its seed stays in the store until it may be shown)."""

    number: int
    ruleset: str
    commitment: str
    bot_total: int | None


@dataclass(frozen=True, slots=True)
class Attempt:
    """A member's attempt at a day's challenge: unfinished while `total` is None."""

    number: int
    user_id: str
    guild_id: str
    game_id: int
    started_at: float
    total: int | None
    finished_at: float | None

    @property
    def finished(self) -> bool:
        return self.total is not None


@dataclass(frozen=True, slots=True)
class BoardRow:
    """A line of a day's board: rank (ties by who finished first), member, total, time."""

    rank: int
    user_id: str
    name: str
    total: int
    finished_at: float
    guild_id: str
