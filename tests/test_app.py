"""The application layer on its own: no Discord, a real SQLite file and a clock the test moves.

A member is a `Ctx`; the channel is a `Board`, which stands where Discord's side of the display
would (`bot.app.display.Messenger`): it keeps every message as the bot last showed it and can
fail on demand. These tests are about what the bot decides and what it shows in the end; the
fake-Discord tests are about how discord.py carries it.
"""

from __future__ import annotations

import contextlib
import dataclasses
import random
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from bot.app.context import Ctx
from bot.app.core import App
from bot.app.display import Gone, Unreachable
from bot.store import Store
from bot.ui import Reply, Screen, Select
from engine import answer, replay
from tests.clock import Clock

GUILD, CHANNEL = "9", "500"


@dataclass
class Board:
    """A channel: messages by id as last shown. `failing` makes the next calls fail; a message
    in `deleted` was deleted by someone (Discord answers "Unknown Message")."""

    messages: dict[int, Screen] = field(default_factory=dict)
    failing: int = 0
    calls: int = 0
    deleted: set[int] = field(default_factory=set)

    def _call(self) -> None:
        self.calls += 1
        if self.failing:
            self.failing -= 1
            raise Unreachable("Discord answered 500")

    async def post(self, channel_id: str, screen: Screen, *, once: str | None = None) -> int:
        self._call()
        message_id = 1000 + len(self.messages)
        self.messages[message_id] = screen
        return message_id

    async def edit(
        self, channel_id: str, message_id: int, screen: Screen, *, pictures: bool
    ) -> None:
        self._call()
        if message_id in self.deleted:
            raise Gone(f"message {message_id} was deleted")
        kept = self.messages[message_id].attachments
        self.messages[message_id] = dataclasses.replace(
            screen, attachments=screen.attachments if pictures else kept
        )

    async def retire(self, channel_id: str, message_id: int, text: str) -> None:
        self._call()
        if message_id in self.deleted:
            raise Gone(f"message {message_id} was deleted")
        old = self.messages[message_id]
        self.messages[message_id] = dataclasses.replace(old, rows=[], content=text or old.content)

    def current(self) -> tuple[int, Screen] | None:
        """The newest message with a game's controls: what players act on (the final
        message's Rematch button does not count)."""
        for message_id in sorted(self.messages.keys() - self.deleted, reverse=True):
            screen = self.messages[message_id]
            if any(not c.endswith(":rematch") for c, _ in controls(screen)):
                return message_id, screen
        return None

    def text(self) -> str:
        return "\n".join(m.content for _, m in sorted(self.messages.items()))


@pytest.fixture
async def table(tmp_path: Path) -> AsyncIterator[tuple[App, Board, Clock]]:
    clock = Clock(1_700_000_000.0)
    store = await Store.open(tmp_path / "yamb.sqlite3", clock=clock)
    board = Board()
    app = App(store, timeout_minutes=10, clock=clock)
    app.display.messenger = board
    await app.display.refresh()  # started, as the bot does once connected: no games yet
    try:
        yield app, board, clock
    finally:
        await app.display.close()
        await store.close()


def member(user: int, name: str, **kw: object) -> Ctx:
    return Ctx(guild_id=GUILD, channel_id=CHANNEL, user_id=str(user), user_name=name, **kw)  # type: ignore[arg-type]


ANA, BO, CY = member(101, "Ana"), member(102, "Bo"), member(103, "Cy")


def controls(screen: Screen) -> list[tuple[str, list[str]]]:
    """(custom id, values) for every button and menu option of a screen."""
    found: list[tuple[str, list[str]]] = []
    for row in screen.rows:
        if isinstance(row, Select):
            found += [(row.custom_id, [o.value]) for o in row.options]
        else:
            found += [(b.custom_id, []) for b in row]
    return found


async def click(
    app: App, board: Board, who: Ctx, message_id: int, custom: str, values: list[str]
) -> Reply:
    """What Discord does with a click: the answer's update lands on the clicked message."""
    ctx = dataclasses.replace(who, message_id=message_id)
    reply = await app.run(ctx, lambda: app.click(ctx, custom, values))
    if reply.update is not None:
        board.messages[message_id] = reply.update
        app.display.shown(message_id, reply.update)
    if reply.game_id is not None:
        with contextlib.suppress(Unreachable):  # the display tries again later
            await app.display.converge(reply.game_id)
    return reply


async def killed(*_: object, **__: object) -> None:
    """A store write as a kill at that moment leaves it: not done."""
    raise RuntimeError("killed")


async def command(app: App, board: Board, ctx: Ctx, call: object) -> Reply:
    reply = await app.run(ctx, call)  # type: ignore[arg-type]
    for screen in reply.posts:  # a command's public answer is a new message
        message_id = await board.post(CHANNEL, screen)
        app.display.shown(message_id, screen)
        if screen.turn_message and screen.game_id is not None:
            await app.turns.message_posted(screen.game_id, message_id)
    if reply.game_id is not None:
        await app.display.converge(reply.game_id)
    return reply


async def started(app: App, board: Board, *members: Ctx, ruleset: str = "classic") -> int:
    host = members[0]
    lobby = await command(app, board, host, lambda: app.lobby.new_game(host, ruleset=ruleset))
    assert lobby.posts and not lobby.refused
    for other in members[1:]:
        message_id, message = board.current() or (0, Screen(""))
        join = next(c for c, _ in controls(message) if c.endswith(":join"))
        joined = await click(app, board, other, message_id, join, [])
        assert joined.update is not None, joined.notice
    message_id, message = board.current() or (0, Screen(""))
    start = next(c for c, _ in controls(message) if c.endswith(":start"))
    reply = await click(app, board, host, message_id, start, [])
    assert reply.update is not None and "SHA-256" in reply.update.content
    assert "SHA-256" in board.messages[message_id].content and not board.messages[message_id].rows
    now = board.current()
    assert now is not None and now[0] != message_id  # the first turn has its own message
    return lobby.posts[0].game_id or 0


async def play(app: App, board: Board, players: list[Ctx], rnd: random.Random, steps: int) -> int:
    """Random clicks by random players on the current message; returns the refusals seen."""
    refused = 0
    for _ in range(steps):
        now = board.current()
        if now is None:
            break
        message_id, message = now
        options = controls(message)
        rnd.shuffle(options)
        options.sort(key=lambda c: 0 if ":write" in c[0] and rnd.random() < 0.6 else 1)
        for custom, values in options:
            who = rnd.choice(players)
            reply = await click(app, board, who, message_id, custom, values)
            if reply.refused:
                refused += 1
                continue
            break
    return refused


async def test_a_whole_game_by_clicks_alone(table: tuple[App, Board, Clock]) -> None:
    app, board, _ = table
    await started(app, board, ANA, BO)
    refused = await play(app, board, [ANA, BO], random.Random(4), 5000)
    assert board.current() is None, "the game did not end"
    assert refused > 0  # the wrong player was picked now and then, and refused privately
    final = next(m for m in board.messages.values() if "The game is over" in m.content)
    info = (await app.store.recent_games(GUILD, limit=1))[0]
    totals = answer(replay(await app.store.export_record(info.game_id)))["totals"]
    for user, total in totals.items():
        name = {ANA.user_id: "Ana", BO.user_id: "Bo"}[user]
        assert f"**{name}**: {total}" in final.content
    # a finished game reads as a log: every turn's message shows its one line, no controls
    lines = [
        m.content
        for m in board.messages.values()
        if " wrote " in m.content or " crossed " in m.content
    ]
    assert len(lines) >= 104


async def test_refusals_are_private_and_change_nothing(table: tuple[App, Board, Clock]) -> None:
    app, board, _ = table
    await started(app, board, ANA, BO)
    info = await app.store.game_in_channel(CHANNEL)
    assert info is not None and info.players is not None
    before = info.seq
    thrower = ANA if info.players[0] == ANA.user_id else BO
    other = BO if thrower is ANA else ANA
    for ctx, call in (
        (other, lambda: app.turns.throw(other)),  # not their turn
        (thrower, lambda: app.turns.write(thrower, "down/1")),  # before throwing
        (thrower, lambda: app.turns.hold(thrower, "1")),  # nothing to keep yet
        (thrower, lambda: app.turns.write(thrower, "x" * 6000)),  # too long
        (thrower, lambda: app.click(thrower, "yamb:1:0:fly")),  # a verb nobody offered
        (thrower, lambda: app.click(thrower, "not a custom id")),
        (CY, lambda: app.turns.throw(CY)),  # not playing
    ):
        reply = await app.run(ctx, call)
        assert reply.refused and reply.notice, reply
    refusal = await app.run(other, lambda: app.turns.throw(other))
    assert ("Ana" in (refusal.notice or "")) or ("Bo" in (refusal.notice or ""))
    assert ANA.user_id not in (refusal.notice or "") and BO.user_id not in (refusal.notice or "")
    after = await app.store.game_in_channel(CHANNEL)
    assert after is not None and after.seq == before


async def test_turn_timeout_with_a_moved_clock(table: tuple[App, Board, Clock]) -> None:
    app, board, clock = table
    game_id = await started(app, board, ANA, BO, ruleset="bulgarian")
    assert await app.away.tick() == []  # nobody waited yet
    clock.now += 10 * 60 + 1
    assert await app.away.tick() == [game_id]
    await app.display.converge(game_id)
    assert "it is your turn" in board.text()
    assert await app.away.tick() == []  # reminded once
    info = await app.store.game_in_channel(CHANNEL)
    assert info is not None and info.players is not None
    waiting = info.players[0]
    clock.now += 10 * 60
    assert await app.away.tick() == [game_id]
    await app.display.converge(game_id)
    assert "ran out of time" in board.text()
    info = await app.store.game_in_channel(CHANNEL)
    assert info is not None and info.seq >= 2  # a throw and a write were played for them
    assert waiting in info.ui_state["away"]


async def test_after_the_bot_was_down_past_a_timeout_a_member_is_reminded_before_played_for(
    table: tuple[App, Board, Clock],
) -> None:
    """The bot was down (or out of the server) for three timeouts: nobody could act
    meanwhile. Its first tick reminds the player on turn, and their move is played only a
    whole timeout after that reminder, not at the next tick."""
    app, board, clock = table
    game_id = await started(app, board, ANA, BO, ruleset="bulgarian")
    before = await app.store.game_info(game_id)
    clock.now += 3 * 10 * 60
    assert await app.away.tick() == [game_id]
    await app.display.converge(game_id)
    assert "it is your turn" in board.text()
    clock.now += 30  # the next tick
    assert await app.away.tick() == []
    clock.now += 10 * 60 - 60
    assert await app.away.tick() == []  # a minute short of a timeout since the reminder
    info = await app.store.game_info(game_id)
    assert info.seq == before.seq and not info.ui_state.get("away")
    clock.now += 30
    assert await app.away.tick() == [game_id]
    await app.display.converge(game_id)
    assert "ran out of time" in board.text()
    info = await app.store.game_info(game_id)
    assert info.seq >= before.seq + 2 and info.ui_state["away"]


async def test_a_turn_played_for_a_member_out_of_time_says_so_once_after_a_kill(
    tmp_path: Path,
) -> None:
    """A live game's turn out of time: the bot plays it for its member, with a note. The
    process is killed at the bot's first move for them (the write never lands) and started
    again: the turn is played after all, and its note is in the game once."""
    clock = Clock(1_700_000_000.0)
    path = tmp_path / "yamb.sqlite3"
    store = await Store.open(path, clock=clock)
    app = App(store, timeout_minutes=10, clock=clock)
    info = await store.create_game(
        guild_id=GUILD, channel_id=CHANNEL, host_id="ana", ruleset="classic", players=("ana", "bo")
    )
    game_id = (await store.start_game(info.game_id, seed=b"fixed seed for tests")).game_id
    clock.now += 10 * 60 + 1
    assert await app.away.tick() == [game_id]  # reminded
    clock.now += 10 * 60

    store.append_throw = killed  # type: ignore[method-assign,assignment]
    try:
        assert await app.away.tick() == []  # the turn not played: killed
    finally:
        await app.close()
        await store.close()
    store = await Store.open(path, clock=clock)
    app = App(store, timeout_minutes=10, clock=clock)  # the restart
    try:
        assert await app.away.tick() == [game_id]
        info = await store.game_info(game_id)
        assert info.seq >= 2  # a throw and a write were played for Ana
        notes = [p["text"] for p in info.ui_state["outbox"] if p["kind"] == "note"]
        assert len(notes) == 1, notes
    finally:
        await app.close()
        await store.close()


async def test_a_game_ended_by_its_host_retires_its_turn_message_in_the_same_write(
    table: tuple[App, Board, Clock], monkeypatch: pytest.MonkeyPatch
) -> None:
    """/yamb end: the end of the game and its turn's message retired (its buttons to go) are
    one write: no second write, which a kill could lose, leaves the buttons on for good."""
    app, board, _ = table
    game_id = await started(app, board, ANA, BO)
    turn = (await app.store.game_info(game_id)).ui_state["message"]
    assert turn is not None

    monkeypatch.setattr(app.store, "update_ui_state", killed)
    ended = await app.run(ANA, lambda: app.lobby.end(ANA))
    assert not ended.refused, ended.notice
    info = await app.store.game_info(game_id)
    assert info.status == "abandoned"
    assert "message" not in info.ui_state and str(turn) in info.ui_state["stale"]


async def test_a_start_and_its_lobby_message_turned_start_are_one_write(
    table: tuple[App, Board, Clock], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The game's start and the lobby message becoming the start text (the draw, the seed's
    commitment, its buttons gone) and the bot players' seed are one write: a kill between
    would leave an active game under a lobby message with Join and Start."""
    app, board, _ = table
    lobby = await command(app, board, ANA, lambda: app.lobby.new_game(ANA, ruleset="classic"))
    game_id = lobby.posts[0].game_id
    assert game_id is not None
    message_id, message = board.current() or (0, Screen(""))
    join = next(c for c, _ in controls(message) if c.endswith(":join"))
    await click(app, board, BO, message_id, join, [])

    monkeypatch.setattr(app.store, "update_ui_state", killed)
    begun = await app.run(ANA, lambda: app.lobby.start(ANA))
    assert not begun.refused, begun.notice
    info = await app.store.game_info(game_id)
    assert info.status == "active"
    state = info.ui_state
    assert state["turn"] == 0 and state["ai_seed"] and state["lobby"] == message_id
    retired = state["stale"][str(message_id)]
    assert "SHA-256" in retired["text"] and retired["channel"] == CHANNEL


async def test_a_lobby_its_host_leaves_retires_its_message_in_the_same_write(
    table: tuple[App, Board, Clock], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The host leaves the lobby: its cancel and its message retired (saying so, its buttons
    gone) are one write, as for /yamb end."""
    app, board, _ = table
    lobby = await command(app, board, ANA, lambda: app.lobby.new_game(ANA, ruleset="classic"))
    game_id = lobby.posts[0].game_id
    assert game_id is not None
    message = (await app.store.game_info(game_id)).ui_state["message"]
    assert message is not None

    monkeypatch.setattr(app.store, "update_ui_state", killed)
    left = await app.run(ANA, lambda: app.lobby.leave(ANA))
    assert not left.refused, left.notice
    info = await app.store.game_info(game_id)
    assert info.status == "cancelled" and "message" not in info.ui_state
    assert "closed" in info.ui_state["stale"][str(message)]["text"]


async def test_what_players_see_catches_up_after_failed_calls(
    table: tuple[App, Board, Clock],
) -> None:
    """Discord fails every call for a while: nothing is lost, and once it answers again the
    current message shows the stored game and its buttons work."""
    app, board, _ = table
    game_id = await started(app, board, ANA, BO)
    rnd = random.Random(9)
    for _ in range(12):  # turns while updates of the table fail
        board.failing = 3
        await play(app, board, [ANA, BO], rnd, 3)
    board.failing = 5
    with pytest.raises(Unreachable):
        await app.display.converge(game_id)
    board.failing = 0
    await app.display.converge(game_id)
    stored = await app.store.load_game(game_id)
    now = board.current()
    assert now is not None
    expected = await app.display_target(game_id)
    assert expected is not None and expected.current is not None
    assert now[1].content == expected.current.content and now[1].rows == expected.current.rows
    assert sum(bool(m.rows) for m in board.messages.values()) == 1  # one message with controls
    await play(app, board, [ANA, BO], rnd, 20)  # and its buttons work
    assert (await app.store.load_game(game_id)).info.seq > stored.info.seq


async def test_settings_need_manage_server_and_read_the_declarations(
    table: tuple[App, Board, Clock],
) -> None:
    app, board, _ = table
    refused = await app.run(ANA, lambda: app.records.settings(ANA, {"turn_timeout": 5}))
    assert refused.refused and "Manage Server" in (refused.notice or "")
    admin = member(101, "Ana", admin=True)
    done = await app.run(
        admin, lambda: app.records.settings(admin, {"turn_timeout": 5, "default_ruleset": "yamm"})
    )
    assert done.notice_embed is not None and done.notice_embed.footer == "Changed."
    shown = dict(done.notice_embed.fields)
    assert shown["Turn timeout"] == "5 min" and shown["Default ruleset"] == "Yamm"
    settings = await app.store.guild_settings(GUILD)
    assert settings.turn_timeout_minutes == 5 and settings.default_ruleset == "yamm"
    lobby = await command(app, board, ANA, lambda: app.lobby.new_game(ANA))
    assert "yamm" in lobby.posts[0].content.lower()
    # Kontra needs an announce column: the engine refuses it for the yamm default, in words
    kontra = await app.run(ANA, lambda: app.lobby.new_game(ANA, mode="kontra"))
    assert kontra.refused and kontra.notice == (
        "Kontra Yamb needs an announce column; Yamm has none."
    )


async def test_a_deleted_turn_message_is_posted_again_as_the_current_one(
    table: tuple[App, Board, Clock],
) -> None:
    """Someone deletes the turn's message: the display posts it again at the next change, and
    the new message is the game's current one, with its controls, not retired as if the game
    had moved on past it."""
    app, board, _ = table
    await started(app, board, ANA, BO)
    now = board.current()
    assert now is not None
    deleted, _ = now
    board.deleted.add(deleted)
    info = await app.store.game_in_channel(CHANNEL)
    assert info is not None and info.players is not None
    thrower = ANA if info.players[0] == ANA.user_id else BO
    await command(app, board, thrower, lambda: app.turns.throw(thrower))
    again = board.current()
    assert again is not None and again[0] != deleted
    info = await app.store.game_in_channel(CHANNEL)
    assert info is not None and info.ui_state["message"] == again[0]
    assert not info.ui_state.get("stale")
    throw = next(c for c, _ in controls(again[1]) if c.endswith(":throw"))
    thrown = await click(app, board, thrower, again[0], throw, [])
    assert thrown.update is not None and not thrown.refused  # it acts, and shows the throw
    assert board.current() == (again[0], board.messages[again[0]])
