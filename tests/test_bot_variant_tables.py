"""A bonus threshold of the server's own has no shipped value tables: they are built the first
time (a minute or two). That build no longer runs in the AI's one thread: it held every bot
game of the process, and every hint, for that long. Its own bots play as easy meanwhile and its
hints say they are not ready; every other game goes on."""

from __future__ import annotations

import random
from pathlib import Path

from bot.app import bots as bot_players
from engine import get_ruleset
from engine.ai import tables
from tests.botworld import BOT_MOVES, button_of, open_lobby, play_step, poll, running_world


def test_tables_are_ready_at_once_or_say_they_are_not() -> None:
    """Asking never builds: a variant whose layout the shipped files hold is read from them
    (six dice keep the layout), another threshold is not ready (it would be built)."""
    assert tables.ready(get_ruleset("classic"), "hard")
    assert tables.ready(get_ruleset("tris", {"six_dice": True}), "hard")
    assert tables.ready(get_ruleset("classic", {"bonus_threshold": 71}), "easy")
    assert not tables.ready(get_ruleset("classic", {"bonus_threshold": 71}), "hard")
    assert not tables.ready(get_ruleset("classic", {"bonus_threshold": 71}), "hard")


async def test_a_threshold_of_its_own_plays_its_bot_at_once_and_its_hint_waits(
    tmp_path: Path,
) -> None:
    rules = get_ruleset("classic", {"bonus_threshold": 70})
    # the builds are taken as ordered already: this test is about what happens meanwhile
    # (a real build takes a core for a minute or two)
    bot_players._ordered.update({(id(rules), "hard"), (id(rules), "normal")})
    async with running_world(tmp_path, players=1, bot_pace=0.0, buckets=BOT_MOVES) as world:
        ana = world.members[0]
        lobby = await open_lobby(
            world, ana, ruleset="classic", bonus_threshold=70, bots=1, level="hard"
        )
        started = await world.fake.click(
            ana, lobby.message, button_of(lobby.message, "start")[0]
        )
        assert not started.ephemeral, started.content

        async def anas_turn() -> bool:  # the bot's first turn, if it begins, made meanwhile
            info = (await world.store.open_games())[0]
            game = (await world.store.load_game(info.game_id)).game
            return game is not None and str(ana.id) in game.decision().players

        await poll(anas_turn, "ana's turn")
        hinted = await world.fake.slash(ana, world.channel, "yamb hint")
        assert hinted.ephemeral and "still working out" in (hinted.content or ""), hinted.content
        rnd = random.Random(4)
        for _ in range(12):  # ana's moves, the bot's turns in between (it waits for no table)
            assert await play_step(world, rnd)
        info = (await world.store.open_games())[0]
        assert info.seq >= 6, info.seq
        assert not tables.ready(rules, "hard")  # never built here
