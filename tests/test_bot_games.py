"""Whole games through Discord: lobby, buttons and selects, to the end, for every ruleset and mode.

The players act only through what the fake Discord shows them; at the end the stored record is
replayed by `python -m engine replay`, whose totals must be the ones the bot announced.
"""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from PIL import Image

from engine import RULESET_NAMES
from tests.botworld import World, open_lobby, play_to_end, replay_cli, running_world


async def finished_record(world: World) -> tuple[int, dict]:
    games = await world.store.recent_games(str(world.guild.id), limit=1)
    game_id = games[0].game_id
    assert games[0].status == "finished"
    return game_id, await world.store.export_record(game_id)


def announced_totals(content: str) -> dict[str, int]:
    return {name: int(total) for name, total in re.findall(r"\*\*(.+?)\*\*: (-?\d+)", content)}


async def check_end(world: World, final_content: str) -> None:
    game_id, record = await finished_record(world)
    answer = replay_cli(record)
    results = await world.store.game_results(game_id)
    for row in results:
        competitor = row.team if row.team is not None else row.user_id
        assert answer["totals"][competitor] == row.score
    shown = sorted(announced_totals(final_content).values())
    assert shown == sorted(answer["totals"].values())
    final = world.final()
    assert final is not None
    standings = Image.open(io.BytesIO(final.attachment("standings.png").data))
    assert standings.width > 200
    assert final.attachment(f"yamb-game-{game_id}.json").data


@pytest.mark.parametrize("ruleset", RULESET_NAMES)
async def test_whole_standard_game_for_every_ruleset(tmp_path: Path, ruleset: str) -> None:
    players = 2 if ruleset in ("classic", "russian") else 1
    async with running_world(tmp_path, players=2) as world:
        ana, bo = world.members[:2]
        lobby = await open_lobby(world, ana, ruleset=ruleset)
        if players == 2:
            joined = await world.fake.click(
                bo, lobby.message, lobby.message.button("Join")["custom_id"]
            )
            assert not joined.ephemeral
        start = await world.fake.click(
            ana, lobby.message, lobby.message.button("Start")["custom_id"]
        )
        assert not start.ephemeral, start.content
        assert "SHA-256" in (start.message.content or "")
        final = await play_to_end(world, seed=len(ruleset))
        await check_end(world, final.content)
        if ruleset == "russian":
            assert "settlement" in replay_cli((await finished_record(world))[1])


async def test_kontra_duel_by_challenge(tmp_path: Path) -> None:
    async with running_world(tmp_path, players=2) as world:
        ana, bo = world.members
        lobby = await open_lobby(world, ana, ruleset="classic", mode="kontra", opponent=bo)
        accept = lobby.message.button("Accept")["custom_id"]
        refused = await world.fake.click(ana, lobby.message, accept)
        assert refused.ephemeral and "bo" in (refused.content or "")
        started = await world.fake.click(bo, lobby.message, accept)
        assert not started.ephemeral, started.content
        final = await play_to_end(world, seed=11)
        await check_end(world, final.content)
        game_id, record = await finished_record(world)
        answer = replay_cli(record)
        low = min(answer["totals"].values())
        assert [answer["totals"][w] for w in answer["winners"]] == [low] * len(answer["winners"])


@pytest.mark.parametrize("mode", ["pairs", "team", "partners"])
async def test_team_modes_whole_game(tmp_path: Path, mode: str) -> None:
    async with running_world(tmp_path, players=4) as world:
        ana, bo, cy, dee = world.members
        lobby = await open_lobby(
            world, ana, ruleset="tris" if mode == "pairs" else "classic", mode=mode
        )
        message = lobby.message
        for member, team in ((bo, "1"), (cy, "2"), (dee, "2")):
            button = next(b for b in message.buttons() if b["custom_id"].endswith(f":team:{team}"))
            joined = await world.fake.click(member, message, button["custom_id"])
            assert not joined.ephemeral, joined.content
            message = joined.message
        start = await world.fake.click(ana, message, message.button("Start")["custom_id"])
        assert not start.ephemeral, start.content
        final = await play_to_end(world, seed=3)
        await check_end(world, final.content)
