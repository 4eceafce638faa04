"""Every command fits Discord's size limit with room to grow.

Discord refuses a whole registration when one command's name, description and values, with
those of its options, subcommands and choices, come to more than 4,000 characters, each field
counted with its longest localization. The bot once failed to start on real Discord for that
(/yamb was 5,406). Here the tree the real bot registered, in every language it ships, is
measured the same way and must stay under 3,600: room for one more language or a few options.
"""

from __future__ import annotations

from pathlib import Path

from tests.botworld import running_world
from tests.fakediscord.validation import command_size

MARGIN = 3600  # of Discord's 4,000


async def test_every_registered_command_is_within_the_margin(tmp_path: Path) -> None:
    async with running_world(tmp_path, players=1) as world:
        registered = world.fake.commands(world.guild)
        # and a newcomer's first command is answered: the tour names all three commands
        (member,) = world.members
        tour = await world.fake.slash(member, world.channel, "yamb help")
        assert tour.ephemeral and tour.embeds, tour.content
        text = str(tour.embeds[0])
        for command in ("/yamb new", "/yamb-scores leaderboard", "/yamb-settings"):
            assert command in text, (command, text)
    sizes = {command["name"]: command_size(command) for command in registered}
    for name, size in sorted(sizes.items()):
        print(f"/{name}: {size} characters (margin {MARGIN}, Discord's limit 4000)")
    assert set(sizes) == {
        "yamb", "yamb-scores", "yamb-settings", "yamb-tournament", "yamb-tournament-admin"
    }
    # every locale the bot ships a command list for is in the payload that was measured
    for command in registered:
        assert set(command["name_localizations"]) == {"hr", "bg", "ru", "de"}, command["name"]
    # the server's settings: Discord shows them only to Manage Server (0x20), never in a DM
    settings = next(c for c in registered if c["name"] == "yamb-settings")
    assert str(settings["default_member_permissions"]) == str(1 << 5)
    assert settings.get("contexts") in (None, [0]) and settings.get("dm_permission") is False
    # running a tournament: Manage Events (1 << 33), in servers only
    admin = next(c for c in registered if c["name"] == "yamb-tournament-admin")
    assert str(admin["default_member_permissions"]) == str(1 << 33)
    assert admin.get("contexts") in (None, [0]) and admin.get("dm_permission") is False
    over = {name: size for name, size in sizes.items() if size > MARGIN}
    assert not over, f"commands over the margin of {MARGIN} characters: {over}"
