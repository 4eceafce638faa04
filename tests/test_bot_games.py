"""Whole games through Discord: lobby, buttons and selects, to the end, for every ruleset and mode.

The players act only through what the fake Discord shows them; at the end the stored record is
replayed by `python -m engine replay`, whose totals must be the ones the bot announced.
"""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest
from PIL import Image

from engine import RULESET_NAMES
from tests.botworld import (
    BOT_MOVES,
    PATIENCE,
    World,
    open_lobby,
    play_to_end,
    replay_cli,
    running_world,
)
from tests.fakediscord import Message


async def finished_record(world: World) -> tuple[int, dict]:
    games = await world.store.recent_games(str(world.guild.id), limit=1)
    game_id = games[0].game_id
    assert games[0].status == "finished"
    return game_id, await world.store.export_record(game_id)


def announced_totals(content: str) -> dict[str, int]:
    return {name: int(total) for name, total in re.findall(r"\*\*(.+?)\*\*: (-?\d+)", content)}


SNOWFLAKE = re.compile(r"(?<![<@#/\d])\b\d{17,20}\b")  # an id not inside a mention or link
CELL_ID = re.compile(r"\b(?:down|up|free|announce)[123]?/[a-z0-9_]+\b")


def texts_players_read(message: Message) -> list[str]:
    """Everything a message shows in words: content, embeds, button and menu labels."""
    texts = [message.text()]
    texts += [b.get("label") or "" for b in message.buttons()]
    for select in message.selects():
        texts.append(select.get("placeholder") or "")
        texts += [o["label"] for o in select["options"]]
    return texts


async def check_table(world: World, game_id: int) -> None:
    """The game had a thread of its own; the channel got one line at its start (with the
    thread) and one at its end (result and link); every turn left one line in the thread; no
    text shows a raw id or a cell id; no picture is wider than a phone reads well."""
    thread = world.table
    assert thread.id != world.channel.id and thread.parent_id == world.channel.id
    stored = await world.store.load_game(game_id)
    game = stored.game
    assert game is not None
    names = {m.id: m.name for m in world.members}
    assert game.ruleset.name.lower() in thread.name.lower()
    for player in game.players:
        assert names[int(player)] in thread.name

    def settled() -> bool:
        # the end line in the channel and the last turn's shrinking are posted by the display
        # after the final message: wait for them rather than look in between
        turns = world.fake.messages(thread)[:-1]
        shrunk = all(not m.custom_ids() and not m.attachments for m in turns)
        return len(world.fake.messages(world.channel)) >= 2 and shrunk

    with contextlib.suppress(TimeoutError):
        await world.fake.wait_for(settled, timeout=PATIENCE)
    parent = world.fake.messages(world.channel)
    assert len(parent) == 2, [m.content for m in parent]
    start, end = parent
    assert f"<#{thread.id}>" in start.content and not start.custom_ids()
    final = world.final()
    assert final is not None and final.channel_id == thread.id
    assert "won" in end.content and str(final.id) in end.content
    log = world.fake.messages(thread)
    assert log[-1].id == final.id
    turns = log[:-1]
    assert len(turns) == game.round_no, (len(turns), game.round_no)
    for message in turns:
        assert not message.custom_ids() and not message.attachments, message.content
        assert "\n" not in message.content.strip(), message.content
    for message in [*parent, *log]:
        for text in texts_players_read(message):
            assert not SNOWFLAKE.search(text), text
            assert not CELL_ID.search(text), text
        for attachment in message.attachments:
            if attachment.filename.endswith(".png"):
                assert Image.open(io.BytesIO(attachment.data)).width <= 1000, attachment.filename
    for refusal in world.seen_refusals:
        assert not SNOWFLAKE.search(refusal) and not CELL_ID.search(refusal), refusal


async def check_end(world: World, final_content: str) -> None:
    game_id, record = await finished_record(world)
    await check_table(world, game_id)
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
    async with running_world(tmp_path, players=2, threads=True) as world:
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
    # two members at a test's pace overrun the turn message's edit bucket: widened
    async with running_world(tmp_path, players=2, threads=True, buckets=BOT_MOVES) as world:
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
    # four members acting within milliseconds of each other, by commands too, make more edits
    # of the turn's message than its channel's bucket takes (5 in 5 s): widened, as for bots
    async with running_world(tmp_path, players=4, threads=True, buckets=BOT_MOVES) as world:
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


async def test_a_game_in_a_dm_seats_bots_only_and_is_played_there(tmp_path: Path) -> None:
    """Nobody else sees a member's direct messages with the bot: its lobby offers no Join and
    says so, a bot player can be added, and the game is played in the DM."""
    async with running_world(tmp_path, players=1, global_commands=True) as world:
        fake, ana = world.fake, world.members[0]
        dm = fake.dm(ana)
        lobby = await fake.slash(ana, dm, "yamb new", options={"ruleset": "tris"})
        assert not lobby.ephemeral and lobby.message is not None, lobby.content
        shown = lobby.message
        assert "Only you can see this direct message" in shown.text(), shown.text()
        assert "Join" not in [b.get("label") for b in shown.buttons()]
        added = await fake.click(ana, shown, shown.button("Add Yamb bot (easy)")["custom_id"])
        assert not added.ephemeral, added.content
        shown = fake.get_message(shown.id)
        assert "Players (2): ana, Yamb bot" in shown.text(), shown.text()
        started = await fake.click(ana, shown, shown.button("Start")["custom_id"])
        assert not started.ephemeral, started.content
        turn = await world.turn(dm)
        assert turn.channel_id == dm.id and turn.custom_ids()
