"""What the bot keeps about a game besides its action log, typed: a lobby's state and an active
game's table state. Stored as the game's `ui_state` JSON, so it survives restarts; read only
through these types, never through string keys.

Both share what players see of the game (`Shown`): the game's current message, the old
messages whose controls must still be taken away, and posts still to be made. The display
(`bot.app.display`) works through these until Discord shows what is stored.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, is_dataclass
from typing import TYPE_CHECKING, Any, Self

if TYPE_CHECKING:
    from ..store import GameInfo


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


def _stale(value: Any) -> dict[str, Stale]:
    """Old message id (as text, a JSON key) -> where it is and what it shows once retired."""
    if not isinstance(value, dict):
        return {}
    found: dict[str, Stale] = {}
    for key, item in value.items():
        if not str(key).isdigit():
            continue
        if isinstance(item, str):  # written by an earlier version: the game's own channel
            found[str(key)] = Stale("", item)
        elif isinstance(item, dict):
            found[str(key)] = Stale(str(item.get("channel", "")), str(item.get("text", "")))
    return found


@dataclass(frozen=True)
class Stale:
    """An old message still to retire: its channel ("": the game's) and its text then ("":
    as it is, only the controls go)."""

    channel: str = ""
    text: str = ""


def _outbox(value: Any) -> tuple[Post, ...]:
    if not isinstance(value, list):
        return ()
    return tuple(Post.from_json(item) for item in value if isinstance(item, dict))


@dataclass(frozen=True)
class Post:
    """A message still to be posted: `kind` says which screen ("final", "ended", "note",
    "reminder", "dm": a direct message to the one member of `mentions`), `text` and
    `mentions` what it says and whom it pings, `channel` where ("": the game's channel);
    `number` tells posts apart."""

    number: int
    kind: str
    text: str = ""
    mentions: tuple[str, ...] = ()
    channel: str = ""

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Post:
        number = data.get("number")
        return cls(
            number=number if type(number) is int else 0,
            kind=str(data.get("kind", "note")),
            text=str(data.get("text", "")),
            mentions=_ids(data.get("mentions")),
            channel=str(data.get("channel", "")),
        )


@dataclass(frozen=True)
class _State:
    message: int | None = None  # the game's current message (with its controls)
    turn: int | None = None  # the turn that message belongs to (-1: the lobby)
    stale: dict[str, Stale] = field(default_factory=dict)  # old messages still to retire
    outbox: tuple[Post, ...] = ()  # posts still to make, in order
    lobby: int | None = None  # the lobby's message (in `parent` once the game has a thread)
    parent: str | None = None  # the channel the lobby was in, once the game moved to a thread
    threaded: bool = False  # the game is to be played in a thread of its own
    posts: int = 0  # posts ever queued: numbers them for good (a post's nonce is made of it)

    def changed(self, **changes: Any) -> Self:
        """A copy with `changes` (dataclasses.replace, without its per-call look at the
        fields: a click makes a few of these)."""
        unknown = changes.keys() - self.__dict__.keys()
        if unknown:
            raise TypeError(f"{type(self).__name__} has no field {', '.join(sorted(unknown))}")
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__, **changes)
        return new

    def posting(
        self, kind: str, text: str = "", mentions: tuple[str, ...] = (), channel: str = ""
    ) -> Self:
        # the outbox's numbers count for states stored before `posts` was kept
        number = max((self.posts, *(p.number for p in self.outbox))) + 1
        post = Post(number, kind, text, mentions, channel)
        return self.changed(outbox=(*self.outbox, post), posts=number)

    def retiring(self, message: int | None, text: str = "", channel: str = "") -> Self:
        if message is None:
            return self
        return self.changed(stale={**self.stale, str(message): Stale(channel, text)})

    def retired(self, text: str = "") -> Self:
        """The current message retired (its buttons to go, `text` in their place), none left:
        how a game or lobby that ends before its end shows it."""
        return self.retiring(self.message, text).changed(message=None)

    @staticmethod
    def _shown(data: dict[str, Any]) -> dict[str, Any]:
        turn = data.get("turn")
        parent = data.get("parent")
        return {
            "message": _id(data.get("message")),
            "turn": turn if type(turn) is int else None,
            "stale": _stale(data.get("stale")),
            "outbox": _outbox(data.get("outbox")),
            "lobby": _id(data.get("lobby")),
            "parent": str(parent) if isinstance(parent, str | int) else None,
            "threaded": data.get("threaded") is True,
            "posts": posts if type(posts := data.get("posts")) is int else 0,
        }


@dataclass(frozen=True)
class LobbyState(_State):
    """A lobby: its message, and the member challenged to a Kontra duel, if any."""

    challenge: str | None = None  # the challenged member's id
    # its time ran out while its members could not reach the bot: it stays open until then
    # (`bot.app.idle_lobbies`)
    grace_until: float | None = None

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> LobbyState:
        challenge = data.get("challenge")
        return cls(
            **cls._shown(data),
            challenge=str(challenge) if isinstance(challenge, str | int) else None,
            grace_until=(
                float(at) if isinstance(at := data.get("grace_until"), int | float) else None
            ),
        )


# A slow game played in one sitting: a member who acted this long ago is still at the table,
# and is told their turn (by direct message or mention) only if they have not moved when it
# has passed since their last action.
AT_TABLE_SECONDS = 120.0


@dataclass(frozen=True)
class TableState(_State):
    """An active game's table: its messages and what players chose on the current one."""

    kept: tuple[int, ...] = ()  # 0-based dice positions chosen to keep for the next throw
    group: dict[str, str] = field(default_factory=dict)  # menu verb -> column opened (yamm)
    away: tuple[str, ...] = ()  # players the bot plays for (timed out or kicked)
    kicked: tuple[str, ...] = ()
    reminded: int | None = None  # the action count at which the player on turn was reminded
    # when that reminder was made: a move is played for them only a whole period after it,
    # so time the bot was down or out of the server is never all the warning they get
    reminded_at: float | None = None
    # a slow game's turn (its key, as `reminded`'s) the bot played for members out of time:
    # the note that says so went with its first move, and a turn played again after a kill
    # does not say it twice
    played_for: int | None = None
    # the action count at which the bot, playing an away Kontra thrower's turn (or a slow
    # turn out of time), stopped for the rival at the table, who may announce now
    # (`screens.rival_moment`): the game waits on them for a moment (`Away.autoplay`,
    # `Pace._play_turn`), and the turn timer looks again once it is over
    moment: int | None = None
    final: int | None = None  # the message that ended the game (standings, record)
    ai_seed: str | None = None  # the bot players' decisions follow from it (and the position)
    hinted: tuple[str, ...] = ()  # players who asked for a hint in this game
    # member -> the turn they were last told was theirs (`bot.app.pace`): once a turn each
    pinged: dict[str, int] = field(default_factory=dict)
    # a slow game: member -> when they last acted in it, kept while they count as at the
    # table (`AT_TABLE_SECONDS`): their turn is not told to them until they have been away
    acted: dict[str, float] = field(default_factory=dict)
    # other messages showing the current turn, found by a click (one posted just before a
    # crash, its id never stored): their controls go at once, and when the turn ends they
    # show its line, like the current message
    copies: tuple[int, ...] = ()
    # a tournament game: the channel its thread opens in (its own channel id is not a
    # Discord channel's until then); None with such an id: a game of bots alone, not shown
    home: str | None = None

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> TableState:
        found = _parsed.get(id(data))
        if found is not None and found[0] is data and type(found[1]) is cls:
            return found[1]
        group = data.get("group")
        state = cls(
            **cls._shown(data),
            kept=_ints(data.get("kept")),
            group=(
                {str(k): str(v) for k, v in group.items() if isinstance(v, str)}
                if isinstance(group, dict)
                else {}
            ),
            away=_ids(data.get("away")),
            kicked=_ids(data.get("kicked")),
            reminded=_id(data.get("reminded")),
            reminded_at=(
                float(at) if isinstance(at := data.get("reminded_at"), int | float) else None
            ),
            played_for=_id(data.get("played_for")),
            moment=_id(data.get("moment")),
            final=_id(data.get("final")),
            ai_seed=str(data["ai_seed"]) if isinstance(data.get("ai_seed"), str) else None,
            hinted=_ids(data.get("hinted")),
            pinged=(
                {str(k): v for k, v in pinged.items() if type(v) is int}
                if isinstance(pinged := data.get("pinged"), dict)
                else {}
            ),
            acted=(
                {str(k): float(v) for k, v in acted.items() if type(v) in (int, float)}
                if isinstance(acted := data.get("acted"), dict)
                else {}
            ),
            copies=_ints(data.get("copies")),
            home=str(home) if isinstance(home := data.get("home"), str | int) else None,
        )
        return _remember(data, state)

    def knows(self, message: int) -> bool:
        """Whether `message` is one of the game's messages this state keeps track of."""
        return (
            message in (self.message, self.lobby, self.final)
            or str(message) in self.stale
            or message in self.copies
        )

    def at_table(self, player: str, now: float) -> bool:
        """Whether `player` acted in this (slow) game so lately that they are taken to be
        playing it now: telling them it is their turn would only interrupt."""
        acted = self.acted.get(player)
        return acted is not None and now - acted < AT_TABLE_SECONDS

    def seen(self, player: str, now: float) -> TableState:
        """`player` acted at `now` (those no longer at the table are forgotten)."""
        acted = {p: t for p, t in self.acted.items() if now - t < AT_TABLE_SECONDS}
        return self.changed(acted={**acted, player: now})

    def copied(self, message: int) -> TableState:
        """`message` taken for a copy of the current turn's message: its controls go now, its
        text when the turn ends (see `copies`)."""
        return self.retiring(message).changed(copies=(*self.copies, message))


# A game's stored state (a dict read from its JSON, never changed in place) is read into a
# TableState several times a click: each is read once. The dict is kept with its reading,
# so that its id is not given to another while the reading is kept.
_parsed: dict[int, tuple[dict[str, Any], _State]] = {}
PARSED_KEPT = 1024


def _remember(data: dict[str, Any], state: TableState) -> TableState:
    if len(_parsed) >= PARSED_KEPT:
        _parsed.clear()
    _parsed[id(data)] = (data, state)
    return state


def retired_in(row: GameInfo, text: str = "") -> dict[str, Any]:
    """`then` of the store's `abandon_game` for a game or lobby ended from outside it (the
    game's host, a tournament's organiser, a lobby's time): its message's buttons go (`text`,
    if any, in their place) in the same write, as a kill between would leave them on an
    ended game."""
    state: _State = (
        LobbyState.from_json(row.ui_state)
        if row.status == "lobby"
        else TableState.from_json(row.ui_state)
    )
    return json_patch(state, state.retired(text))


def json_patch(old: _State, new: _State) -> dict[str, Any]:
    """The merge patch that turns the stored `old` into `new` (None removes a key; nested
    objects are replaced key by key). Fields are compared as they stand and only a changed one
    is turned into JSON (a click changes one or two of them; `asdict` of the whole state
    cost 0.7 ms a click)."""
    patch: dict[str, Any] = {}
    for f in fields(new):
        before, after = getattr(old, f.name, None), getattr(new, f.name)
        if before == after:
            continue
        value = _plain(after)
        if isinstance(value, dict) and isinstance(before, dict):
            value = {**dict.fromkeys(before), **value}
        patch[f.name] = value
    return patch


def _plain(value: Any) -> Any:
    """A field's value as its JSON (tuples as lists, nested states as objects)."""
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in fields(value)}
    return value
