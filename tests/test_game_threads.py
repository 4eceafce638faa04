"""Games played in threads, found from the channel they came from: the store keeps that channel
(`parent_id`, schema 8), and a game command used there points to the member's game, or lists the
channel's games, instead of saying there is none.

The store's tests run on SQLite and PostgreSQL; the application's run without Discord (the
fake-Discord side is tests/test_bot_threads.py).
"""

from __future__ import annotations

import re
import shutil
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path

import pytest

from bot.app.context import Ctx
from bot.app.core import App
from bot.app.state import TableState
from bot.app.turns import LISTED_GAMES
from bot.store import Store
from bot.store.database import MIGRATIONS_DIR
from bot.ui import Reply
from tests.storedb import StoreDatabase

GUILD, CHANNEL = "9", "500"


async def game_in_thread(
    store: Store, thread: str, players: tuple[str, ...] = ("ana", "bo"), channel: str = CHANNEL
) -> int:
    """A game opened in `channel`, started, and moved into its thread (as the display does)."""
    info = await store.create_game(
        guild_id=GUILD, channel_id=channel, host_id=players[0], ruleset="classic", players=players
    )
    await store.start_game(info.game_id, seed=b"fixed seed for tests")
    await store.move_game(info.game_id, thread)
    return info.game_id


# -- the store -----------------------------------------------------------------------------------
@pytest.fixture
async def store(database: StoreDatabase) -> AsyncIterator[Store]:
    opened = await Store.open(database.target)
    yield opened
    await opened.close()


async def test_a_game_moved_into_a_thread_keeps_the_channel_it_came_from(store: Store) -> None:
    here = await store.create_game(guild_id=GUILD, channel_id="c2", host_id="cy", ruleset="yamm")
    assert here.parent_id is None
    first = await game_in_thread(store, "t1")
    second = await game_in_thread(store, "t2")
    moved = await store.game_info(first)
    assert (moved.channel_id, moved.parent_id) == ("t1", CHANNEL)
    # the kept game (the store's own copy) says so too
    assert (await store.load_game(first)).info.parent_id == CHANNEL
    assert await store.game_in_channel(CHANNEL) is None  # the channel itself is free
    # newest first; games played where they were opened are not in threads
    assert [g.game_id for g in await store.games_in_threads(CHANNEL)] == [second, first]
    assert [m.user_id for m in (await store.games_in_threads(CHANNEL))[0].members] == ["ana", "bo"]
    assert await store.games_in_threads("c2") == []
    # a game that moves again still came from the first channel
    again = await store.move_game(first, "t3")
    assert (again.channel_id, again.parent_id) == ("t3", CHANNEL)
    # an ended game is no longer one of the channel's games
    await store.abandon_game(second, "test")
    assert [g.game_id for g in await store.games_in_threads(CHANNEL)] == [first]


async def test_a_deleted_thread_stores_its_note_with_the_end_of_the_game(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The game's thread was deleted: the end of the game and the word for the channel it came
    from are one write. A failure while the word is made leaves the game as it was (the next
    try ends it); once the game is ended, the word is stored too, with no second write that a
    kill could lose."""
    app = App(store, timeout_minutes=10)
    try:
        # its turn's message and a post still to make, both in the thread that is gone
        post = {"number": 1, "kind": "note", "text": "hi"}
        ui = {"message": 5, "turn": 0, "parent": CHANNEL, "outbox": [post]}
        broken = await game_in_thread(store, "t1")
        await store.update_ui_state(broken, ui)

        def killed(*_: object, **__: object) -> None:
            raise RuntimeError("killed")

        with monkeypatch.context() as patched:
            patched.setattr(TableState, "posting", killed)
            with pytest.raises(RuntimeError):
                await app.pace.channel_gone(broken)
        info = await store.game_info(broken)
        assert info.status == "active", info.status
        assert TableState.from_json(info.ui_state).message == 5  # nothing written
        # the end and its word: nothing is written after the end (a kill there: killed)
        gone = await game_in_thread(store, "t2")
        await store.update_ui_state(gone, ui)
        monkeypatch.setattr(store, "update_ui_state", killed)
        assert await app.pace.channel_gone(gone)
        info = await store.game_info(gone)
        assert (info.status, info.end_reason) == ("abandoned", "channel deleted")
        state = TableState.from_json(info.ui_state)
        notes = [(p.channel, p.text) for p in state.outbox]
        word = f"The thread of game #{gone} was deleted: the game has ended (abandoned)."
        assert notes == [(CHANNEL, word)], notes
        assert state.message is None
    finally:
        await app.display.close()


async def test_migration_8_fills_the_parent_of_games_already_in_threads(
    empty_database: StoreDatabase, tmp_path: Path
) -> None:
    """A database of schema 7: the bot's per-game state named the channel a game came from;
    schema 8 copies it into the column (and leaves other games without one)."""
    old = tmp_path / "old"
    (old / "postgresql").mkdir(parents=True)
    for path in sorted(MIGRATIONS_DIR.glob("000[1-7]_*.sql")):
        shutil.copy(path, old)
        shutil.copy(MIGRATIONS_DIR / "postgresql" / path.name, old / "postgresql")
    store = await Store.open(empty_database.target, migrations_dir=old)
    assert store.schema_version == 7
    await store.remember_users({"ana": "Ana"})
    await store.close()
    # rows as the bot of schema 7 wrote them (this version's store reads schema 8 only)
    await empty_database.executemany(
        "INSERT INTO games (game_id, guild_id, channel_id, host_id, ruleset, mode, status, "
        "ui_state, created_at) VALUES (?, ?, ?, 'ana', 'classic', 'standard', ?, ?, 0)",
        [
            (1, GUILD, "t1", "active", f'{{"parent":"{CHANNEL}","message":41}}'),
            (2, GUILD, "t2", "abandoned", f'{{"parent":"{CHANNEL}"}}'),
            (3, GUILD, "c3", "active", '{"message":43}'),  # played where it was opened
            (4, GUILD, "t4", "active", '{"parent":null}'),
        ],
    )
    store = await Store.open(empty_database.target)
    try:
        assert store.schema_version >= 8
        parents = [(await store.game_info(g)).parent_id for g in (1, 2, 3, 4)]
        assert parents == [CHANNEL, CHANNEL, None, None]
        assert [g.game_id for g in await store.games_in_threads(CHANNEL)] == [1]
    finally:
        await store.close()


# -- the application ------------------------------------------------------------------------------
@pytest.fixture
async def app(tmp_path: Path) -> AsyncIterator[App]:
    store = await Store.open(tmp_path / "yamb.sqlite3")
    opened = App(store, timeout_minutes=10)
    try:
        yield opened
    finally:
        await opened.display.close()
        await store.close()


def member(user: str, channel: str = CHANNEL, guild: str = GUILD) -> Ctx:
    return Ctx(guild_id=guild, channel_id=channel, user_id=user, user_name=user.title())


async def answer(app: App, ctx: Ctx) -> str:
    """What a member reads after `/yamb roll` (a refusal is private)."""
    reply = await app.run(ctx, lambda: app.turns.throw(ctx))
    assert reply.refused and reply.notice, reply
    return reply.notice


def threads_listed(text: str) -> list[str]:
    return re.findall(r"^- <#(\w+)>$", text, re.MULTILINE)


async def test_a_command_in_the_channel_points_to_the_members_game_in_its_thread(
    app: App,
) -> None:
    store = app.store
    assert "no Yamb game in this channel" in await answer(app, member("cy"))
    first = await game_in_thread(store, "t1", ("ana", "bo"))
    # the store knows no message of the game yet: its thread, then its current message
    assert await answer(app, member("ana")) == (
        "This channel's games are played in threads of their own. Yours is here: <#t1>"
    )
    await store.update_ui_state(first, {"message": 777})
    link = f"https://discord.com/channels/{GUILD}/t1/777"
    assert (await answer(app, member("ana"))).endswith(f"Yours is here: {link}")
    # every game command, and a look at a sheet, says the same
    bo = member("bo")
    calls: list[Callable[[], Awaitable[Reply]]] = [
        lambda: app.turns.hold(bo, "1 2"),
        lambda: app.turns.write(bo, "down/1"),
        lambda: app.turns.write(bo, "down/1", cross=True),
        lambda: app.turns.announce(bo, "announce/yamb"),
        lambda: app.turns.stop(bo),
        lambda: app.turns.correct(bo, "down/1"),
        lambda: app.turns.sheet(bo),
        lambda: app.hints.hint(bo),
        lambda: app.lobby.end(bo),
        lambda: app.away.kick(bo, "ana", "Ana"),
        lambda: app.lobby.join(bo),
        lambda: app.lobby.leave(bo),
        lambda: app.lobby.start(bo),
    ]
    for call in calls:
        reply = await app.run(bo, call)
        assert reply.refused and link in (reply.notice or ""), reply
    # a member in two of them gets both; one kicked from a game no longer plays in it
    second = await game_in_thread(store, "t2", ("ana", "cy"))
    yours = await answer(app, member("ana"))
    assert "Yours are here:" in yours and threads_listed(yours) == ["t2", "t1"]
    await store.update_ui_state(second, {"kicked": ["cy"]})
    assert "Open one to watch" in await answer(app, member("cy"))
    # in a thread, in another channel and in a DM, nothing changes
    for ctx in (member("ana", "t9"), member("ana", "600"), member("ana", "42", "0")):
        assert "no Yamb game in this channel" in await answer(app, ctx)


async def test_a_member_without_a_game_there_gets_the_channels_games(app: App) -> None:
    store = app.store
    games = [await game_in_thread(store, f"t{n}") for n in range(LISTED_GAMES + 2)]
    text = await answer(app, member("cy"))
    assert text.startswith("No game is played in this channel itself")
    assert "`/yamb new`" in text
    # the newest first, at most LISTED_GAMES, and how many more
    assert threads_listed(text) == [f"t{n}" for n in range(LISTED_GAMES + 1, 1, -1)]
    assert text.endswith("…and 2 more.")
    await store.abandon_game(games[0], "test")
    text = await answer(app, member("cy"))
    assert text.endswith("…and one more.")
    await store.abandon_game(games[1], "test")
    text = await answer(app, member("cy"))
    assert len(threads_listed(text)) == LISTED_GAMES and "more" not in text
    # in the member's language
    german = Ctx(GUILD, CHANNEL, "cy", "Cy", language="de")
    assert "eigene Threads" in await answer(app, german)


async def test_the_channels_own_game_comes_first(app: App) -> None:
    """A lobby open in the channel is its own game: commands act on it, not on the threads."""
    store = app.store
    await game_in_thread(store, "t1", ("ana", "bo"))
    await store.create_game(guild_id=GUILD, channel_id=CHANNEL, host_id="cy", ruleset="yamm")
    reply = await app.run(member("ana"), lambda: app.turns.throw(member("ana")))
    assert reply.notice and "not started" in reply.notice
    joined = await app.run(member("bo"), lambda: app.lobby.join(member("bo")))
    assert not joined.refused, joined.notice
