"""Bot players and hints through Discord: whole games against the bot (solo against `hard`, a
Kontra duel, a team with a bot partner), a removed player finished by the AI, the lobby's bot
seats, hints and their setting, bot games kept out of the leaderboards, and a game that waits
on a bot going on after a restart.

Every move a bot made is checked against the engine's AI: asked at the same position with the
seed stored with the game, it chooses exactly that move (so the bot is the AI, and a replay
holds). The bot plays at pace 0 here; the pace itself is the server setting's business.
"""

from __future__ import annotations

import asyncio
import io
import random
import re
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from bot.discord_app import YambBot
from bot.discord_app import answer as answer_guard
from bot.players import AWAY_LEVEL, bot_level, is_bot
from bot.store import Store
from engine import IllegalAction, Throw, ThrowOption, action_from_json
from engine.ai import ThrowMove, choose
from engine.autoplay import simple_move
from engine.record import new_game, record_actions, to_record
from tests.botworld import (
    BOT_MOVES,
    PATIENCE,
    World,
    button_of,
    open_lobby,
    play_step,
    play_to_end,
    poll,
    replay_cli,
    running_world,
)
from tests.fakediscord import InteractionResult, Message, Perm


def plain(text: str | None) -> str:
    """Text as Discord shows it: markdown escapes (names are escaped) resolved."""
    return re.sub(r"\\(.)", r"\1", text or "")


async def finished(world: World) -> tuple[int, dict[str, Any], str]:
    """The channel's last game, finished: its id, its record as played (with the "enough"s
    live play keeps, so that an action's place is its number in the log), and the AI seed
    stored with it."""
    games = await world.store.recent_games(str(world.guild.id), limit=1)
    assert games and games[0].status == "finished", games
    game_id = games[0].game_id
    stored = await world.store.load_game(game_id)
    assert stored.game is not None
    record = to_record(stored.game, live=True)
    return game_id, record, str(stored.info.ui_state["ai_seed"])


def moves_of_the_ai(
    record: dict[str, Any], ai_seed: str, levels: dict[str, str], since: int = 0
) -> int:
    """Replay the record; at every action of a player in `levels` (from action `since` on),
    the AI at that level, seeded as the bot seeds it, must choose exactly that action.
    Returns how many actions were checked."""
    game = new_game(record)
    checked = 0
    for seq, data in enumerate(record_actions(record)):
        action = action_from_json(data)
        level = levels.get(action.player)
        if level is not None and seq >= since:
            rng = random.Random(f"{ai_seed}:{seq}:{action.player}")
            move = choose(game, action.player, level, rng)
            if isinstance(action, Throw):
                assert isinstance(move, ThrowMove) and move.keep == action.keep, (seq, move, data)
            else:
                assert move == action, (seq, move, data)
            checked += 1
        game.apply(action)
    return checked


async def check_finished_game(world: World, bots: dict[str, str], since: int = 0) -> int:
    """The record replays to the totals stored; every bot move was the AI's."""
    game_id, record, ai_seed = await finished(world)
    answer = replay_cli(await world.store.export_record(game_id))
    rows = await world.store.game_results(game_id)
    assert rows, "a finished game has its results"
    for row in rows:
        assert answer["totals"][row.team or row.user_id] == row.score
    checked = moves_of_the_ai(record, ai_seed, bots, since)
    assert checked > 10, checked
    return game_id


async def start(world: World, lobby: Message) -> None:
    host = world.members[0]
    started = await world.fake.click(host, lobby, lobby.button("Start")["custom_id"])
    assert not started.ephemeral, started.content


def hint_lines(result: InteractionResult) -> list[str]:
    assert result.ephemeral, result.content
    return [line for line in (result.content or "").splitlines() if "→" in line]


def hint_picture(result: InteractionResult) -> Image.Image:
    """The private hint's one picture: a PNG of the sheet, 900 px wide like the sheets."""
    assert result.ephemeral and result.message is not None, result.content
    return picture_of(result.message)


def picture_of(message: Message) -> Image.Image:
    (attachment,) = message.attachments
    assert attachment.filename == "hint.png" and attachment.data.startswith(b"\x89PNG")
    picture = Image.open(io.BytesIO(attachment.data))
    assert picture.width == 900 and picture.height > 600, picture.size
    return picture


async def public_view(world: World) -> list[tuple[Any, ...]]:
    """Everything the channel and its threads show everyone (text, controls, pictures), once
    the game's messages have caught up with it (a retired turn may still be redrawn)."""
    game_id = (await world.progress())[0]
    assert await world.bot.app.display.settled(game_id, timeout=PATIENCE)
    return [
        (m.id, m.content, m.embeds, m.custom_ids(), [(a.filename, a.data) for a in m.attachments])
        for room in world.rooms()
        for m in world.fake.messages(room)
    ]


async def test_solo_game_against_a_hard_bot(tmp_path: Path) -> None:
    async with running_world(tmp_path, players=2, bot_pace=0.0, buckets=BOT_MOVES) as world:
        ana, bo = world.members
        lobby = await open_lobby(world, ana, ruleset="classic", bots=1, level="hard")
        assert "Yamb bot (hard)" in plain(lobby.message.content)
        await start(world, lobby.message)
        final = await play_to_end(world, seed=7)
        assert "Yamb bot (hard)" in plain(final.content)
        await check_finished_game(world, {"bot:hard:1": "hard"})
        assert world.bot.app.bots.moves > 50
        # the game counts for nobody's leaderboard, and the bot is on none
        assert await world.store.leaderboard(str(world.guild.id)) == []
        board = await world.fake.slash(ana, world.channel, "yamb-scores leaderboard")
        assert "No finished games yet" in board.message.text(), board.message.text()
        # but ana's record against the hard bot is in her stats
        stats = await world.fake.slash(ana, world.channel, "yamb-scores stats")
        text = plain(stats.message.text())
        assert "Against Yamb bot (hard)" in text and "1 game" in text, text
        nothing = await world.fake.slash(
            ana, world.channel, "yamb-scores stats", options={"member": bo}
        )
        assert nothing.ephemeral and "no finished games" in (nothing.content or "")
        history = await world.fake.slash(ana, world.channel, "yamb-scores history")
        assert "Yamb bot (hard)" in plain(history.message.text()), history.message.text()


async def test_kontra_duel_against_the_bot(tmp_path: Path) -> None:
    async with running_world(tmp_path, players=1, bot_pace=0.0, buckets=BOT_MOVES) as world:
        (ana,) = world.members
        me = world.fake.bot_member(world.guild)
        lobby = await open_lobby(world, ana, ruleset="classic", mode="kontra", opponent=me)
        assert "Yamb bot (normal)" in plain(lobby.message.content), lobby.message.content
        await start(world, lobby.message)
        await play_to_end(world, seed=11)
        game_id = await check_finished_game(world, {"bot:normal:1": "normal"})
        record = await world.store.export_record(game_id)
        answer = replay_cli(record)
        low = min(answer["totals"].values())
        assert [answer["totals"][w] for w in answer["winners"]] == [low] * len(answer["winners"])
        # the bot wrote ana's sheet, and threw on its own
        actions = [action_from_json(a) for a in record_actions(record)]
        assert any(type(a).__name__ == "Write" and a.player == "bot:normal:1" for a in actions)
        assert any(isinstance(a, Throw) and a.player == "bot:normal:1" for a in actions)


async def test_team_game_with_a_bot_partner(tmp_path: Path) -> None:
    """Ana and a hard bot against a team of two bots, seated by the lobby's buttons: Ana
    decides her team's writes, her partner plays its own turns."""
    async with running_world(tmp_path, players=2, bot_pace=0.0, buckets=BOT_MOVES) as world:
        ana, bo = world.members
        lobby = (await open_lobby(world, ana, ruleset="russian", mode="team")).message
        add = {b["label"]: b["custom_id"] for b in lobby.buttons() if ":add_bot:" in b["custom_id"]}
        refused = await world.fake.click(bo, lobby, add["Add Yamb bot (hard)"])
        assert refused.ephemeral and "host" in (refused.content or ""), refused.content
        for label in ("Add Yamb bot (hard)", "Add Yamb bot (easy)", "Add Yamb bot (normal)"):
            added = await world.fake.click(ana, lobby, add[label])
            assert not added.ephemeral, added.content
        lobby = added.message
        assert "Team 1: ana, Yamb bot (hard)" in plain(lobby.content), lobby.content
        assert "Team 2: Yamb bot (easy), Yamb bot (normal)" in plain(lobby.content)
        third = await world.fake.click(ana, lobby, add["Add Yamb bot (hard)"])
        assert "Team 3: Yamb bot 2 (hard)" in plain(third.message.content)
        back = await world.fake.click(ana, lobby, button_of(third.message, "remove_bot")[0])
        lobby = back.message
        assert "Team 3" not in lobby.content, lobby.content
        await start(world, lobby)
        await play_to_end(world, seed=3)
        bots = {"bot:hard:1": "hard", "bot:easy:1": "easy", "bot:normal:1": "normal"}
        game_id = await check_finished_game(world, bots)
        record = await world.store.export_record(game_id)
        writers = {a["player"] for a in record_actions(record) if a["do"] in ("write", "cross")}
        # the team's writes are Ana's: her partner leaves them to her
        assert str(ana.id) in writers and "bot:hard:1" not in writers, writers


async def test_removed_player_is_finished_by_the_ai(tmp_path: Path) -> None:
    async with running_world(tmp_path, players=2, bot_pace=0.0, buckets=BOT_MOVES) as world:
        ana, bo = world.members
        lobby = await open_lobby(world, ana, ruleset="classic")
        await world.fake.click(bo, lobby.message, lobby.message.button("Join")["custom_id"])
        await start(world, lobby.message)
        rnd = random.Random(5)
        for _ in range(6):
            assert await play_step(world, rnd)
        kicked_at = (await world.progress())[1]
        kick = await world.fake.slash(ana, world.channel, "yamb kick", options={"member": bo})
        assert kick.ephemeral and "the bot plays their turns" in (kick.content or "")
        # everyone is told in the game (the note went out with the kick: the display posts it)
        await world.fake.wait_for_message(
            world.channel, lambda m: "plays their turns from now on" in m.content, after=0
        )
        await play_to_end(world, seed=6)
        game_id, record, ai_seed = await finished(world)
        checked = moves_of_the_ai(record, ai_seed, {str(bo.id): AWAY_LEVEL}, since=kicked_at)
        assert checked > 10
        # a game of two people: it counts, for both
        board = await world.store.leaderboard(str(world.guild.id))
        assert {row.user_id for row in board} == {str(ana.id), str(bo.id)}


async def test_hints_answer_privately_and_follow_the_setting(tmp_path: Path) -> None:
    async with running_world(tmp_path, players=2, bot_pace=0.0, buckets=BOT_MOVES) as world:
        ana, bo = world.members
        guild = str(world.guild.id)
        lobby = await open_lobby(world, ana, ruleset="classic", bots=1, level="easy")
        await start(world, lobby.message)
        turn = await wait_for_turn_of(world, str(ana.id))
        hint = button_of(turn, "hint")
        assert hint, turn.components  # a practice game: hints are on by default
        before = await public_view(world)
        first = await world.fake.click(ana, turn, hint[0])
        lines = hint_lines(first)
        assert lines and "→ 0.0" in lines[0], first.content  # the first throw: one option
        hint_picture(first)
        # the hint answers only the member who asked: nothing public changes
        assert await public_view(world) == before
        thrown = await world.fake.click(ana, turn, button_of(turn, "throw")[0])
        assert not thrown.ephemeral, thrown.content
        turn = await wait_for_turn_of(world, str(ana.id))
        before = await public_view(world)
        asked = await world.fake.slash(ana, world.table, "yamb hint")
        lines = hint_lines(asked)
        assert len(lines) >= 3 and "→ 0.0" in lines[0], asked.content
        picture = hint_picture(asked)
        assert (87, 242, 135) in {c for _, c in picture.convert("RGB").getcolors(1 << 16) or []}
        assert await public_view(world) == before
        losses = [float(line.split("→ ")[1].split(" ")[0]) for line in lines]
        assert losses == sorted(losses, reverse=True) and losses[0] == 0.0
        assert any(line.startswith(("keep", "write", "cross")) for line in lines), lines
        stranger = await world.fake.slash(bo, world.table, "yamb hint")
        assert stranger.ephemeral and "not playing" in (stranger.content or "")
        # the server turns hints off: the button on the message and the command are refused
        admin = world.fake.add_member(world.guild, "admin", permissions=Perm.MANAGE_GUILD)
        shown = await world.fake.slash(
            admin, world.channel, "yamb-settings", options={"hints": "off", "bot_pace_ms": 250}
        )
        text = shown.message.text()
        assert shown.ephemeral and "Hints" in text and "0.25 s a step" in text, text
        assert (await world.store.guild_settings(guild)).hints == "off"
        turn = world.fake.get_message(turn.id)  # drawn while hints were on
        off = await world.fake.click(ana, turn, button_of(turn, "hint")[0])
        assert off.ephemeral and "off" in (off.content or ""), off.content
        off = await world.fake.slash(ana, world.table, "yamb hint")
        assert off.ephemeral and "off" in (off.content or ""), off.content
        ended = await world.fake.slash(ana, world.table, "yamb end")
        assert not ended.ephemeral, ended.content
        history = await world.fake.slash(ana, world.channel, "yamb-scores history")
        assert "hints used" in history.message.text(), history.message.text()

        # a game between people: hints only where the server allows them in every game
        await world.store.set_guild_settings(guild, hints=None)
        lobby = await open_lobby(world, ana, ruleset="classic")
        await world.fake.click(bo, lobby.message, lobby.message.button("Join")["custom_id"])
        await start(world, lobby.message)
        turn = await world.turn()
        assert not button_of(turn, "hint")
        who = ana if str(ana.id) in turn.content else bo
        refused = await world.fake.slash(who, world.table, "yamb hint")
        assert refused.ephemeral and "practice" in (refused.content or ""), refused.content
        await world.store.set_guild_settings(guild, hints="on")
        allowed = await world.fake.slash(who, world.table, "yamb hint")
        assert hint_lines(allowed), allowed.content


async def wait_for_turn_of(world: World, user_id: str) -> Message:
    """The current message once it waits on this member."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + PATIENCE
    while loop.time() < deadline:
        turn = await world.turn()
        if f"<@{user_id}>" in turn.content.splitlines()[-1]:
            return turn
        writes = world.fake.write_count
        await world.changed_since(writes, timeout=deadline - loop.time())
    raise AssertionError(f"no turn for {user_id}: {world.last_seen()}")


async def test_a_deferred_hint_still_carries_its_picture(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Under load an interaction is acknowledged before its answer is ready: the command's
    private "thinking" and the button's silent acknowledgement are then followed by the hint,
    text and picture, to the member alone."""
    async with running_world(tmp_path, players=1, bot_pace=0.0, buckets=BOT_MOVES) as world:
        (ana,) = world.members
        lobby = await open_lobby(world, ana, ruleset="yamm", bots=1, level="hard")
        await start(world, lobby.message)
        turn = await wait_for_turn_of(world, str(ana.id))
        await world.fake.click(ana, turn, button_of(turn, "throw")[0])
        turn = await wait_for_turn_of(world, str(ana.id))
        monkeypatch.setattr(answer_guard, "ACK_AFTER", 0.0)  # from now on deferred at once
        before = await public_view(world)
        asked = await world.fake.slash(ana, world.table, "yamb hint")
        assert asked.callback_type == 5, asked.callback_type  # deferred, privately
        assert hint_lines(asked) and hint_picture(asked)
        clicked = await world.fake.click(ana, turn, button_of(turn, "hint")[0])
        assert clicked.callback_type == 6, clicked.callback_type  # acknowledged silently
        (answer,) = [m for m in clicked.messages if m.ephemeral]
        assert answer.visible_to == ana.id and "→ 0.0" in answer.content, answer.content
        assert picture_of(answer).width == 900
        assert await public_view(world) == before


async def test_bot_settings_are_checked(tmp_path: Path) -> None:
    async with await Store.open(tmp_path / "yamb.sqlite3") as store:
        for wrong in ({"hints": "sometimes"}, {"bot_pace_ms": 6000}, {"bot_pace_ms": "fast"}):
            with pytest.raises(IllegalAction):
                await store.set_guild_settings("1", **wrong)
        chosen = await store.set_guild_settings("1", hints="on", bot_pace_ms=250)
        assert chosen.hints == "on" and chosen.bot_pace_ms == 250


async def test_lobby_bot_seats(tmp_path: Path) -> None:
    async with running_world(tmp_path, players=2, bot_pace=0.0, buckets=BOT_MOVES) as world:
        ana, bo = world.members
        fake = world.fake
        refused = await fake.slash(ana, world.channel, "yamb new", options={"bots": 7})
        assert not refused.ephemeral  # standard seats eight: the host and seven bots
        lobby = refused.message
        assert lobby.content.count("Yamb bot") == 7, lobby.content
        full = await fake.click(bo, lobby, lobby.button("Join")["custom_id"])
        assert full.ephemeral and "full" in (full.content or "")
        remove = button_of(lobby, "remove_bot")[0]
        denied = await fake.click(bo, lobby, remove)
        assert denied.ephemeral and "host" in (denied.content or "")
        removed = await fake.click(ana, lobby, remove)
        assert removed.message.content.count("Yamb bot") == 6, removed.message.content
        assert "Yamb bot 7 (normal)" not in plain(removed.message.content)
        closed = await fake.click(ana, lobby, lobby.button("Leave")["custom_id"])
        assert not closed.ephemeral
        kontra = await fake.slash(
            ana, world.channel, "yamb new", options={"mode": "kontra", "bots": 2}
        )
        assert kontra.ephemeral and "At most 1 bot player" in (kontra.content or "")
        other = await fake.slash(
            ana, world.channel, "yamb new", options={"mode": "kontra", "opponent": bo, "bots": 1}
        )
        assert other.ephemeral, other.content
        assert all(bot_level(u) is None for u in (str(ana.id), str(bo.id)))


async def test_a_game_waiting_on_a_bot_goes_on_after_a_restart(tmp_path: Path) -> None:
    async with running_world(tmp_path, players=1, bot_pace=0.0, buckets=BOT_MOVES) as world:
        (ana,) = world.members
        guild = str(world.guild.id)
        lobby = await open_lobby(world, ana, ruleset="tris", bots=1, level="easy")
        # a slow bot: it is still thinking when the bot (the program) stops
        await world.store.set_guild_settings(guild, bot_pace_ms=5000)
        await start(world, lobby.message)
        rnd = random.Random(2)
        while (await waiting_on(world)) != ("bot:easy:1",):
            assert await play_step(world, rnd)
        before = (await world.progress())[1]
        await world.bot.close()
        await asyncio.sleep(0)
        assert (await world.progress())[1] == before  # nothing moved while it was down

        await world.store.set_guild_settings(guild, bot_pace_ms=None)
        again = YambBot(
            world.store,
            dev_guild_id=world.guild.id,
            guild_ready_timeout=0.05,
            bot_pace=0.0,
            tick_seconds=3600.0,
        )
        runner = asyncio.create_task(again.start(world.fake.token))
        try:
            # on start-up the bot player makes its turn, and the game waits on Ana again
            loop = asyncio.get_running_loop()
            deadline = loop.time() + PATIENCE
            while (await waiting_on(world)) != (str(ana.id),):
                assert loop.time() < deadline, world.last_seen()
                await asyncio.sleep(0.05)
            assert (await world.progress())[1] > before
        finally:
            await again.close()
            await asyncio.wait_for(runner, 10)


async def waiting_on(world: World) -> tuple[str, ...]:
    info = await world.store.game_in_channel(str(world.table.id))
    assert info is not None
    stored = await world.store.load_game(info.game_id)
    assert stored.game is not None
    return stored.game.decision().players


def bot_keep_shown(message: Message) -> bool:
    """The message shows dice a bot player keeps: locked dice nobody can press."""
    return any(
        b.get("disabled") and "🔒" in (b.get("label") or "")
        for b in message.buttons()
        if ":keep:" in b["custom_id"]
    )


async def test_bot_turns_go_at_the_servers_pace(tmp_path: Path) -> None:
    async with running_world(tmp_path, players=1, bot_pace=0.0, buckets=BOT_MOVES) as world:
        (ana,) = world.members
        await world.store.set_guild_settings(str(world.guild.id), bot_pace_ms=300)
        lobby = await open_lobby(world, ana, ruleset="classic", bots=1, level="hard")
        await start(world, lobby.message)
        rnd = random.Random(4)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + PATIENCE
        seen = False
        while not seen:  # Ana plays her turns until the bot keeps dice on its message
            assert loop.time() < deadline, world.last_seen()
            if (await waiting_on(world)) == (str(ana.id),):
                assert await play_step(world, rnd)
                continue
            try:
                await world.fake.wait_for(
                    lambda: any(bot_keep_shown(m) for m in world.fake.messages(world.channel)),
                    timeout=1.0,
                )
                seen = True
            except TimeoutError:
                pass
        while (await waiting_on(world)) != (str(ana.id),):  # the bot's turn goes on, then ends
            assert loop.time() < deadline, world.last_seen()
            await asyncio.sleep(0.05)
        info = await world.store.game_in_channel(str(world.channel.id))
        assert info is not None
        with sqlite3.connect(world.db_path) as db:
            log = db.execute(
                "SELECT action, created_at FROM actions WHERE game_id = ? ORDER BY seq",
                (info.game_id,),
            ).fetchall()
        gaps = [
            later - earlier
            for (_, earlier), (action, later) in zip(log, log[1:], strict=False)
            if '"bot:hard:1"' in action
        ]
        assert gaps and min(gaps) >= 0.29, gaps  # every bot step waited its moment


async def play_through_store(
    store: Store, players: list[str], *, mode: str = "standard", teams: Any = None
) -> dict[str, int]:
    """A whole game through the store, everyone making the simple move; its totals."""
    info = await store.create_game(
        guild_id="g",
        channel_id=f"c{random.random()}",
        host_id=players[0],
        ruleset="classic",
        mode=mode,
        players=None if teams else players,
        teams=teams,
    )
    stored = await store.start_game(info.game_id, seed=b"seed")
    game = stored.game
    assert game is not None
    while not game.is_over:
        player, move = next(
            (p, m) for p in game.decision().players if (m := simple_move(game, p)) is not None
        )
        if isinstance(move, ThrowOption):
            stored = await store.append_throw(info.game_id, player, None, seq=stored.seq)
        else:
            stored = await store.append_action(info.game_id, move, seq=stored.seq)
        assert stored.game is not None
        game = stored.game
    assert len(await store.game_results(info.game_id)) == len(players)
    return game.totals()


async def test_bot_games_stay_out_of_leaderboards_and_count_per_level(tmp_path: Path) -> None:
    async with await Store.open(tmp_path / "yamb.sqlite3") as store:
        alone = await play_through_store(store, ["ana", "bot:easy:1", "bot:hard:1"])
        teams = {"1": ["ana", "bot:hard:2"], "2": ["bot:easy:1", "bot:easy:2"]}
        seated = [*teams["1"], *teams["2"]]
        paired = await play_through_store(store, seated, mode="team", teams=teams)
        await play_through_store(store, ["ana", "bo"])
        # the leaderboards, streaks and ratings know only the game between people
        board = await store.leaderboard("g")
        assert {(r.user_id, r.games) for r in board} == {("ana", 1), ("bo", 1)}
        assert {r.user_id for r in await store.ratings("g", "classic")} == {"ana", "bo"}
        assert (await store.player_stats("g", "ana")).games == 1
        # against each level: a bot partner is no opponent
        versus = {v.level: v for v in await store.versus_bots("g", "ana")}
        assert set(versus) == {"easy", "hard"}
        assert versus["hard"].games == 1 and versus["easy"].games == 2
        won_alone = alone["ana"] > alone["bot:easy:1"]
        won_paired = paired["1"] > paired["2"]
        assert versus["easy"].wins == won_alone + won_paired
        assert versus["hard"].wins == (alone["ana"] > alone["bot:hard:1"])
        assert versus["easy"].average_score == (alone["ana"] + paired["1"]) / 2
        history = await store.recent_games("g", limit=3)
        assert all(p.score is not None for g in history for p in g.participants)


async def test_the_best_against_a_bot_is_in_each_modes_direction(tmp_path: Path) -> None:
    """In Kontra the lowest total wins: against a bot too, a Kontra total is no best of the
    other modes; its best, the lowest, is kept beside it."""
    async with await Store.open(tmp_path / "yamb.sqlite3") as store:
        standard = await play_through_store(store, ["ana", "bot:normal:1"])
        duels = [
            await play_through_store(store, ["ana", "bot:normal:1"], mode="kontra")
            for _ in range(2)
        ]
        (normal,) = await store.versus_bots("g", "ana")
        assert normal.games == 3
        assert normal.best_score == standard["ana"]
        assert normal.kontra_best_score == min(d["ana"] for d in duels)
        only_kontra = await play_through_store(store, ["ana", "bot:easy:1"], mode="kontra")
        easy = next(v for v in await store.versus_bots("g", "ana") if v.level == "easy")
        assert (easy.best_score, easy.kontra_best_score) == (None, only_kontra["ana"])


async def test_a_hint_does_not_wait_for_the_games_messages(tmp_path: Path) -> None:
    """A hint changes none of the game's messages: the Hint button is answered while they
    are held (by a display pass whose edit Discord is slow to answer, say), as `/yamb hint`
    is, and a click that changes them waits for them as before."""
    async with running_world(tmp_path, players=1, bot_pace=0.0, buckets=BOT_MOVES) as world:
        (ana,) = world.members
        lobby = await open_lobby(world, ana, ruleset="classic", bots=1, level="easy")
        await start(world, lobby.message)
        turn = await wait_for_turn_of(world, str(ana.id))
        info = await world.store.game_in_channel(str(world.table.id))
        assert info is not None
        held = world.bot.app.display.lock(info.game_id)
        await held.acquire()
        try:
            asked = await world.fake.click(ana, turn, button_of(turn, "hint")[0])
            assert hint_lines(asked) and hint_picture(asked), asked.content
            throwing = asyncio.create_task(
                world.fake.click(ana, turn, button_of(turn, "throw")[0])
            )
            # a throw's click, meanwhile, waits for the messages (its background pass held off)
            pacer = world.bot.pacer
            await poll(lambda: pacer.held(info.game_id), "the throw to wait for the messages")
            assert not throwing.done()
            assert "throw 1 of 3" not in world.fake.get_message(turn.id).content
        finally:
            held.release()
        thrown = await asyncio.wait_for(throwing, PATIENCE)
        assert not thrown.ephemeral, thrown.content
        assert "throw 1 of 3" in world.fake.get_message(turn.id).content


async def test_one_who_names_no_team_gets_the_first_with_room(tmp_path: Path) -> None:
    """Ana and Bo chose team 2: team 1 is empty. Cy's /yamb join without a team and the
    host's Add Yamb bot seat them there, as the README says (it refused: "Team 2 already has
    two players")."""
    async with running_world(tmp_path, players=3, bot_pace=0.0) as world:
        ana, bo, cy = world.members
        message = (await open_lobby(world, ana, ruleset="tris", mode="pairs")).message
        for member in (ana, bo):
            custom = next(c for c in button_of(message, "team") if c.endswith(":team:2"))
            joined = await world.fake.click(member, message, custom)
            assert not joined.ephemeral, joined.content
            message = joined.message
        assert "Team 2: ana, bo" in plain(message.content), message.content
        joined = await world.fake.slash(cy, world.channel, "yamb join")
        assert "You joined" in (joined.content or ""), joined.content
        add = next(c for c in button_of(message, "add_bot"))
        added = await world.fake.click(ana, message, add)
        assert not added.ephemeral, added.content
        info = await world.store.game_in_channel(str(world.channel.id))
        assert info is not None
        teams = {m.user_id: m.team for m in info.members}
        assert teams[str(cy.id)] == "1" and teams[str(ana.id)] == teams[str(bo.id)] == "2"
        (bot,) = [u for u in teams if is_bot(u)]
        assert teams[bot] == "1"
