"""What the store refuses, in words a server admin (or the bot's reply to a player) can use."""

from __future__ import annotations

from pathlib import Path


class StoreError(Exception):
    """Base of every error the store raises on purpose."""


class DatabaseUnreadable(StoreError):
    """The database file cannot be opened, is not a Yamb database, or fails its integrity check.

    The file is never changed when this is raised.
    """

    def __init__(self, path: str | Path, reason: str) -> None:
        self.path = str(path)
        self.reason = reason
        if _is_url(self.path):
            advice = (
                "The database was left as it is; set DATABASE_URL to an empty database "
                "or to the bot's own."
            )
        else:
            advice = (
                "The file was left as it is; fix or replace it (for example with a backup), "
                "or set DATABASE_PATH to another file."
            )
        super().__init__(f"The game database {self.path} cannot be used: {reason}. {advice}")


class DatabaseUnreachable(StoreError):
    """The database server cannot be reached or refuses the bot (address, password, name).

    Nothing was written when this is raised.
    """

    def __init__(self, where: str, reason: str) -> None:
        self.where = where
        self.reason = reason
        super().__init__(
            f"The game database {where} cannot be opened: {reason}. Nothing was written; "
            "check DATABASE_URL and that the server runs."
        )


class SchemaTooNew(StoreError):
    """The database was written by a newer version of the bot."""

    def __init__(self, path: str | Path, found: int, supported: int) -> None:
        self.path = str(path)
        self.found = found
        self.supported = supported
        super().__init__(
            f"The game database {self.path} has schema version {found}, but this version of the "
            f"bot only knows versions up to {supported}. Upgrade the bot (or restore a backup made "
            f"by this version); the {'database' if _is_url(self.path) else 'file'} was left as "
            "it is."
        )


class GameNotFound(StoreError):
    def __init__(self, game_id: int) -> None:
        self.game_id = game_id
        super().__init__(f"There is no game #{game_id}.")


class ChannelBusy(StoreError):
    """A channel already has an open (lobby or active) game."""

    def __init__(self, channel_id: str, game_id: int) -> None:
        self.channel_id = channel_id
        self.game_id = game_id
        super().__init__(
            f"This channel already has a game (#{game_id}): finish or abandon it first."
        )


class ActionConflict(StoreError):
    """Someone else acted first: the action was made on a state that is no longer current."""

    def __init__(self, game_id: int, expected: int, found: int | None) -> None:
        self.game_id = game_id
        self.expected = expected  # the sequence number the caller asked for
        self.found = found  # the game's next sequence number, when known
        super().__init__(
            f"Game #{game_id} moved on before this action arrived (someone acted at the same "
            "moment); nothing was changed. Look at the current state and try again."
        )


class WrongStatus(StoreError):
    """The game is not in the status this operation needs (e.g. acting in a finished game)."""

    def __init__(self, game_id: int, status: str, needed: str) -> None:
        self.game_id = game_id
        self.status = status
        self.needed = needed
        super().__init__(f"Game #{game_id} is {status}; this needs a game that is {needed}.")


class CorruptGameLog(StoreError):
    """A stored action log no longer replays: the database was edited by hand or damaged."""

    def __init__(self, game_id: int, index: int, reason: str) -> None:
        self.game_id = game_id
        self.index = index
        self.reason = reason
        super().__init__(
            f"Game #{game_id} cannot be replayed: its stored action {index} is refused ({reason}). "
            "The database was changed outside the bot or is damaged; restore a backup."
        )


def _is_url(where: str) -> bool:
    return "://" in where
