"""What the bot keeps about a game besides its action log, typed: a lobby's state and an active
game's table state. Stored as the game's `ui_state` JSON, so it survives restarts; read only
through these types, never through string keys.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields, replace
from typing import Any, Self


def _ints(value: Any) -> tuple[int, ...]:
    if not isinstance(value, list | tuple):
        return ()
    return tuple(sorted({v for v in value if type(v) is int}))


def _ids(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list | tuple):
        return ()
    return tuple(sorted({str(v) for v in value if isinstance(v, str | int)}))


def _id(value: Any) -> int | None:
    return value if type(value) is int else None


@dataclass(frozen=True)
class _State:
    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        return {k: list(v) if isinstance(v, tuple) else v for k, v in data.items()}

    def changed(self, **changes: Any) -> Self:
        return replace(self, **changes)


@dataclass(frozen=True)
class LobbyState(_State):
    """A lobby: its message, and the member challenged to a Kontra duel, if any."""

    message: int | None = None  # the lobby message (its buttons), for links and retiring
    challenge: str | None = None  # the challenged member's id

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> LobbyState:
        challenge = data.get("challenge")
        return cls(
            message=_id(data.get("message")),
            challenge=str(challenge) if isinstance(challenge, str | int) else None,
        )


@dataclass(frozen=True)
class TableState(_State):
    """An active game's table: the current message and what players chose on it."""

    message: int | None = None  # the game's current message (with its controls)
    kept: tuple[int, ...] = ()  # 0-based dice positions chosen to keep for the next throw
    group: dict[str, str] = field(default_factory=dict)  # menu verb -> column opened (yamm)
    away: tuple[str, ...] = ()  # players the bot plays for (timed out or kicked)
    kicked: tuple[str, ...] = ()
    reminded: int | None = None  # the action count at which the player on turn was reminded

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> TableState:
        group = data.get("group")
        return cls(
            message=_id(data.get("message")),
            kept=_ints(data.get("kept")),
            group=(
                {str(k): str(v) for k, v in group.items() if isinstance(v, str)}
                if isinstance(group, dict)
                else {}
            ),
            away=_ids(data.get("away")),
            kicked=_ids(data.get("kicked")),
            reminded=_id(data.get("reminded")),
        )


def json_patch(old: _State, new: _State) -> dict[str, Any]:
    """The merge patch that turns the stored `old` into `new` (None removes a key)."""
    before, after = old.to_json(), new.to_json()
    patch: dict[str, Any] = {}
    for f in fields(new):
        if before.get(f.name) != after.get(f.name):
            patch[f.name] = after.get(f.name)
    # nested objects merge under JSON merge patch: replace them whole
    if "group" in patch and before.get("group"):
        patch["group"] = {**dict.fromkeys(before["group"]), **(after.get("group") or {})}
    return patch
