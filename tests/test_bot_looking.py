"""Looking without playing: /yamb rules and /yamb sheet answer privately, with a picture."""

from __future__ import annotations

import io
import sqlite3
from pathlib import Path

from PIL import Image

from tests.botworld import open_lobby, running_world


async def test_rules_and_sheet_answer_privately_with_pictures(tmp_path: Path) -> None:
    async with running_world(tmp_path, players=2) as world:
        ana, bo = world.members
        fake, channel = world.fake, world.channel
        rules = await fake.slash(bo, channel, "yamb rules", options={"ruleset": "yamm"})
        assert rules.ephemeral and "Hoch" in (rules.content or "")
        picture = Image.open(io.BytesIO(rules.message.attachment("rules.png").data))
        assert picture.width >= 800
        lobby = await open_lobby(world, ana, ruleset="bulgarian")
        await fake.click(bo, lobby.message, lobby.message.button("Join")["custom_id"])
        await fake.click(ana, lobby.message, lobby.message.button("Start")["custom_id"])
        await world.turn()
        sheet = await fake.slash(bo, channel, "yamb sheet", options={"member": ana})
        assert sheet.ephemeral and "points so far" in (sheet.content or "")
        assert sheet.message.attachment("sheet.png").data.startswith(b"\x89PNG")
        assert all(m.visible_to is None for m in fake.messages(channel))


async def test_an_unexpected_error_gets_an_apology_not_a_failed_interaction(
    tmp_path: Path,
) -> None:
    async with running_world(tmp_path, players=1) as world:
        (ana,) = world.members
        with sqlite3.connect(world.db_path) as conn:  # the database breaks under the bot
            conn.execute("ALTER TABLE games RENAME TO games_gone")
        for result in (
            await world.fake.slash(ana, world.channel, "yamb new", options={"ruleset": "tris"}),
            await world.fake.slash(ana, world.channel, "yamb roll"),
        ):
            assert result.ephemeral and "Sorry, something went wrong" in (result.content or "")
