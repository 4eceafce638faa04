"""What the bot reads of an interaction: who acts where, with which rights, on what."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import discord

from ..app.context import Ctx


def context(interaction: discord.Interaction) -> Ctx:
    user = interaction.user
    permissions = interaction.permissions
    return Ctx(
        guild_id=str(interaction.guild_id or 0),
        channel_id=str(interaction.channel_id or 0),
        user_id=str(user.id),
        user_name=getattr(user, "display_name", None) or user.name,
        locale=str(interaction.locale) if interaction.locale else None,
        moderator=bool(permissions.manage_channels),
        admin=bool(permissions.manage_guild),
        organiser=bool(permissions.manage_events),
        message_id=interaction.message.id if interaction.message is not None else None,
        can_view=lambda channel_id: can_view(interaction, channel_id),
        bot_can_post=bot_can_post(interaction),
        can_thread=isinstance(interaction.channel, discord.TextChannel)
        and interaction.app_permissions.create_public_threads
        and interaction.app_permissions.send_messages_in_threads,
        made_at=interaction.created_at.timestamp(),
    )


def bot_can_post(interaction: discord.Interaction) -> bool:
    """Whether the bot may show a game in the interaction's channel."""
    if interaction.guild is None:
        return True  # a DM
    permissions = interaction.app_permissions
    needed = ("view_channel", "send_messages", "embed_links", "attach_files")
    if isinstance(interaction.channel, discord.Thread):
        needed = ("view_channel", "send_messages_in_threads", "embed_links", "attach_files")
    return all(getattr(permissions, p) for p in needed)


def can_view(interaction: discord.Interaction, channel_id: str) -> bool | None:
    """Whether the member of an interaction may see a channel of its server (a private
    thread: only its members, as far as the bot knows, and moderators of threads); None if
    the bot does not know the channel (deleted, or a thread archived: discord.py keeps none)."""
    guild, member = interaction.guild, interaction.user
    if guild is None or not isinstance(member, discord.Member) or not channel_id.isdigit():
        return False
    channel = guild.get_channel_or_thread(int(channel_id))
    if channel is None:
        return None
    permissions = channel.permissions_for(member)
    if not (permissions.view_channel and permissions.read_message_history):
        return False
    if isinstance(channel, discord.Thread) and channel.is_private():
        known = {m.id for m in channel.members} | {channel.owner_id}
        return permissions.manage_threads or member.id in known
    return True


def walk_components(items: Any) -> Iterator[dict[str, Any]]:
    """Every component of a message's components (Discord's payload), rows and all."""
    for item in items if isinstance(items, list) else ():
        if isinstance(item, dict):
            yield item
            yield from walk_components(item.get("components"))


def offered(components: Any, custom_id: str, kind: Any) -> bool:
    """Whether a message's components (Discord's payload) have one with this custom id and
    type."""
    return any(
        c.get("custom_id") == custom_id and c.get("type") == kind
        for c in walk_components(components)
    )


def component_ids(components: Any) -> frozenset[str]:
    """The custom ids of a message's components (Discord's payload)."""
    return frozenset(
        c["custom_id"] for c in walk_components(components) if isinstance(c.get("custom_id"), str)
    )


OFFERED = "yamb_offered"  # set in a component interaction's data by `slim_click`


def slim_click(data: Any) -> None:
    """Before discord.py reads a click: note whether the clicked message offers the component
    (`OFFERED` in the interaction's data), then leave the message's components, text, card and
    pictures out. discord.py would make an object of every button and menu option of the
    message (a sixth of a click's cost), and nothing here reads them again."""
    if not isinstance(data, dict) or data.get("type") != discord.InteractionType.component.value:
        return
    inner, message = data.get("data"), data.get("message")
    if not isinstance(inner, dict) or not isinstance(message, dict):
        return
    custom = str(inner.get("custom_id", ""))
    inner[OFFERED] = offered(message.get("components"), custom, inner.get("component_type"))
    # only the message's id is read again (to answer by editing it)
    message.update(components=[], content="", embeds=[], attachments=[], mentions=[])


def command_name(interaction: discord.Interaction) -> str:
    """The command's name as members type it, for logs."""
    command = interaction.command
    return command.qualified_name if command is not None else "?"
