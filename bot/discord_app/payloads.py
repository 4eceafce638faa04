"""Discord's payloads for what the bot shows: a screen's text, card, controls and pictures.

The bot answers its own components itself (`YambBot.on_interaction`, by custom id): discord.py
need not build and keep item objects for every message, nor rebuild a view from each clicked
message (together a fifth of a click's cost). Payloads are made afresh each time: a custom id
names its game and action, so most rows are new, and hashing a menu to look it up cost more
than building it; caches of them held a quarter of the bot's memory blocks at 200 games. Only
the few emoji are parsed once.
"""

from __future__ import annotations

import io
import types
from functools import lru_cache
from typing import Any

import discord

from ..app.pictures import Pictures
from ..ui import LINK_LIMIT, Attachment, Button, Embed, LinkButton, Option, Screen, Select

DESCRIPTION_LIMIT = 1024  # an attachment's description (alt text), in characters

STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


def button_payload(button: Button) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "type": discord.ComponentType.button.value,
        "style": STYLES[button.style].value,
        "disabled": button.disabled,
        "label": button.label[:80],
        "custom_id": button.custom_id,
    }
    if button.emoji:
        payload["emoji"] = emoji_payload(button.emoji)
    return payload


def link_payload(link: LinkButton) -> dict[str, Any]:
    """A link button: style 5 with its url and no custom id (Discord opens the page and
    sends the bot no interaction)."""
    payload: dict[str, Any] = {
        "type": discord.ComponentType.button.value,
        "style": discord.ButtonStyle.link.value,
        "label": link.label[:80],
        "url": link.url,
    }
    if link.emoji:
        payload["emoji"] = emoji_payload(link.emoji)
    return payload


def select_payload(select: Select) -> dict[str, Any]:
    return {
        "type": discord.ComponentType.select.value,
        "custom_id": select.custom_id,
        "min_values": 1,
        "max_values": 1,
        "disabled": False,
        "placeholder": select.placeholder[:150],
        "options": [option_payload(o) for o in select.options[:25]],
    }


@lru_cache(maxsize=256)
def emoji_payload(emoji: str) -> dict[str, Any]:
    return dict(discord.PartialEmoji.from_str(emoji).to_dict())


def option_payload(option: Option) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "label": option.label[:100],
        "value": option.value[:100],
        "default": False,
    }
    if option.description:
        payload["description"] = option.description[:100]
    if option.emoji:
        payload["emoji"] = emoji_payload(option.emoji)
    return payload


class Components(discord.ui.View):
    """A message's controls as discord.py sends them, from ready-made payloads; never
    dispatched by discord.py (see `YambBot.on_interaction`)."""

    def __init__(self, rows: list[dict[str, Any]]) -> None:
        super().__init__(timeout=None)
        self._rows = rows

    def to_components(self) -> list[dict[str, Any]]:
        return self._rows

    def is_dispatchable(self) -> bool:
        return False

    def has_components_v2(self) -> bool:
        return False


def build_view(screen: Screen) -> discord.ui.View | None:
    if not screen.rows:
        return None
    rows: list[dict[str, Any]] = []
    for row in screen.rows[:5]:
        if isinstance(row, Select):
            items = [select_payload(row)]
        else:
            items = [
                link_payload(b) if isinstance(b, LinkButton) else button_payload(b)
                for b in row[:5]
                # a link past Discord's limit would lose the whole message: it is left out
                if not isinstance(b, LinkButton) or len(b.url) <= LINK_LIMIT
            ]
            if not items:
                continue
        rows.append({"type": discord.ComponentType.action_row.value, "components": items})
    return Components(rows)


class _Close:
    """`Upload.close`, which discord.File may stub and set back (see `Upload`)."""

    def __get__(self, upload: Upload | None, owner: type | None = None) -> Any:
        if upload is None:
            return self
        stub = vars(upload).get("_close_stub")
        return stub if stub is not None else types.MethodType(io.BytesIO.close, upload)

    def __set__(self, upload: Upload, value: Any) -> None:
        if getattr(value, "__self__", None) is upload:  # its own close, set back: not stored
            vars(upload).pop("_close_stub", None)
        else:
            vars(upload)["_close_stub"] = value


class Upload(io.BytesIO):
    """A picture's bytes for one upload. discord.File stubs its buffer's `close` (so that
    aiohttp cannot close it between retries) and, once sent, sets the bound original back
    without calling it (discord.py does not close a buffer it was given). Stored in the
    buffer's own attributes, that method bound to the buffer was a cycle, freed only by the
    garbage collector, whenever aiohttp's own close came before discord.py's. `close` is a
    descriptor instead: a stub is kept, the buffer's own method is never stored, and the
    buffer is freed by reference counting whatever the order."""

    close = _Close()


async def build_files(attachments: list[Attachment], pictures: Pictures) -> list[discord.File]:
    """The attachments as files, each with its alt text: pictures come from the cache or are
    rendered in a worker thread (Pillow must not block the event loop)."""
    return [
        discord.File(
            Upload(await pictures.read(a)),
            filename=a.filename,
            description=alt_text(a),
        )
        for a in attachments
    ]


def alt_text(attachment: Attachment) -> str | None:
    """An attachment's description as Discord takes it: at most 1,024 characters (the
    application keeps well under; this only guards the request)."""
    text = attachment.alt_text()
    return text[:DESCRIPTION_LIMIT] if text else None


MENTION_LIMIT = 100  # users a message may ping (allowed_mentions.users, Discord's maximum)


def mentions(screen: Screen) -> discord.AllowedMentions:
    """Whom a message may ping: its members, the first hundred (the application pings fewer;
    this only guards the request)."""
    users = [u for u in screen.mentions if u.isdigit()][:MENTION_LIMIT]
    return discord.AllowedMentions(
        everyone=False, roles=False, users=[discord.Object(int(u)) for u in users]
    )


def clip(text: str) -> str:
    return text if len(text) <= 2000 else text[:1997] + "…"


def to_embed(card: Embed | None) -> discord.Embed | None:
    if card is None:
        return None
    embed = discord.Embed(
        title=card.title[:256], description=card.description[:4096] or None, colour=0x5865F2
    )
    for name, value in card.fields[:25]:
        embed.add_field(name=name[:256], value=value[:1024] or "—", inline=card.inline)
    if card.footer:
        embed.set_footer(text=card.footer[:2048])
    if card.image:
        embed.set_image(url=f"attachment://{card.image}")
    return embed


def message_kwargs(screen: Screen, files: list[discord.File]) -> dict[str, Any]:
    """What discord.py needs to send a screen as a new message."""
    kwargs: dict[str, Any] = {
        "content": clip(screen.content) or None,
        "files": files,
        "allowed_mentions": mentions(screen),
    }
    embed = to_embed(screen.embed)
    if embed is not None:
        kwargs["embed"] = embed
    view = build_view(screen)
    if view is not None:
        kwargs["view"] = view
    return kwargs


def edit_kwargs(screen: Screen) -> dict[str, Any]:
    """What discord.py needs to make a message show a screen; a screen without pictures
    takes the message's pictures away, one with pictures leaves them (the caller uploads
    them when they changed)."""
    edit: dict[str, Any] = {
        "content": clip(screen.content) or None,
        "view": build_view(screen),
        "allowed_mentions": mentions(screen),
    }
    if not screen.attachments:
        edit["attachments"] = []
    if screen.embed is not None:
        edit["embed"] = to_embed(screen.embed)
    return edit
