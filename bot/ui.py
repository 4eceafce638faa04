"""What the bot shows, as plain data: messages, buttons and selects, with no discord.py inside.

The service decides what a player sees; `bot.discord_app` turns these values into discord.py
components. Custom ids carry the game id, the action count the message was drawn at, and a
verb, so a click on an old message is recognised and refused kindly.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Literal

Style = Literal["primary", "secondary", "success", "danger"]

# yamb:<game id>:<action count>:<verb>[:<argument>]
CUSTOM_ID = re.compile(
    r"^yamb:(?P<game>\d{1,18}):(?P<seq>\d{1,9}):(?P<verb>[a-z_]{1,16})(?::(?P<arg>[^:]{0,60}))?$"
)


# Buttons and selects get disjoint templates: the bot tells them apart by pattern.
SELECT_VERBS = ("announce", "write", "cross")
BUTTON_ID = re.compile(
    CUSTOM_ID.pattern.replace("[a-z_]{1,16}", "(?!announce|write|cross)[a-z_]{1,16}")
)
SELECT_ID = re.compile(CUSTOM_ID.pattern.replace("[a-z_]{1,16}", "announce|write|cross"))


def custom_id(game_id: int, seq: int, verb: str, arg: str | int | None = None) -> str:
    text = f"yamb:{game_id}:{seq}:{verb}"
    return text if arg is None else f"{text}:{arg}"


def drawn_at(custom_ids: Iterable[str], game_id: int) -> int | None:
    """The action count at which a message's controls of game `game_id` were drawn (None if it
    has none; a finished game's rematch button is not one of them)."""
    for custom in custom_ids:
        match = CUSTOM_ID.match(custom)
        if match and int(match["game"]) == game_id and match["verb"] != "rematch":
            return int(match["seq"])
    return None


@dataclass(frozen=True)
class Button:
    label: str
    custom_id: str
    style: Style = "secondary"
    disabled: bool = False
    emoji: str | None = None


LINK_LIMIT = 512  # a link button's url, in characters (Discord's limit)


@dataclass(frozen=True)
class LinkButton:
    """A button that opens a page of the website (`bot.weblinks`): Discord opens `url` itself
    and tells the bot nothing, so it has no custom id."""

    label: str
    url: str
    emoji: str | None = None


@dataclass(frozen=True)
class Option:
    label: str
    value: str
    description: str | None = None
    emoji: str | None = None


@dataclass(frozen=True)
class Select:
    custom_id: str
    placeholder: str
    options: tuple[Option, ...]


Row = tuple[Button | LinkButton, ...] | Select


@dataclass
class Attachment:
    filename: str
    # bytes, or a function that makes them (rendering runs in a worker thread)
    data: bytes | Callable[[], bytes]
    # what the picture shows (e.g. game, action number, language): equal keys, equal bytes;
    # with `game_id`, renders are kept and reused (a redraw, a restart)
    key: str | None = None
    game_id: int | None = None
    # alt text: what the picture shows, in words, for screen readers (Discord's attachment
    # description), or a function that makes it: a turn's words are needed only when its
    # picture is uploaded, not at each of the many redraws of its message. Not part of
    # `key`: new words alone never upload a picture again.
    description: str | Callable[[], str] | None = None

    def read(self) -> bytes:
        return self.data if isinstance(self.data, bytes) else self.data()

    def alt_text(self) -> str | None:
        return self.description() if callable(self.description) else self.description


@dataclass
class Embed:
    """A card: title, lines, small fields, a footer, and maybe one of the attachments."""

    title: str
    description: str = ""
    fields: list[tuple[str, str]] = field(default_factory=list)  # (name, value)
    inline: bool = True  # fields side by side (short ones), or one under the other
    footer: str | None = None
    image: str | None = None  # filename of an attachment of the same message


@dataclass
class Screen:
    """One message: text, attachments and controls (at most five rows)."""

    content: str
    attachments: list[Attachment] = field(default_factory=list)
    embed: Embed | None = None
    rows: list[Row] = field(default_factory=list)
    mentions: tuple[str, ...] = ()  # user ids this message may ping
    game_id: int | None = None
    turn_message: bool = False  # the game's current message: remembered for links and retiring


@dataclass
class Reply:
    """What an interaction leads to.

    `notice` goes to the acting member only (ephemeral), with `notice_attachments`. `update`
    replaces the message that was clicked. `posts` are new public messages, in order; for a
    slash command the first one answers it. The game's own messages (turns, retired turns,
    the final standings) are posted by the display (`bot.app.display`), woken by `game_id`.
    """

    notice: str | None = None
    notice_attachments: list[Attachment] = field(default_factory=list)
    notice_embed: Embed | None = None
    update: Screen | None = None
    # a message with controls that only the acting member sees (the daily challenge)
    private: Screen | None = None
    posts: list[Screen] = field(default_factory=list)
    # a game whose messages still need work (posts, retirements): the display catches up
    game_id: int | None = None

    @property
    def refused(self) -> bool:
        return (
            self.notice is not None
            and self.update is None
            and self.private is None
            and not self.posts
            and self.game_id is None
        )
