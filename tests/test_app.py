"""The application layer on its own: no Discord, a real SQLite file and a clock the test moves.

A member is a `Ctx`; what the bot would show is the `Reply` each call returns. These tests are
about what the bot decides; the fake-Discord tests are about how Discord shows it.
"""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.app import App, Ctx
from bot.store import Store
from bot.ui import Reply, Screen, Select
from engine import answer, replay


class Clock:
    def __init__(self) -> None:
        self.now = 1_700_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
async def app(tmp_path: Path) -> AsyncIterator[tuple[App, Clock]]:
    clock = Clock()
    store = await Store.open(tmp_path / "yamb.sqlite3", clock=clock)
    try:
        yield App(store, timeout_minutes=10, clock=clock), clock
    finally:
        await store.close()


def member(user: int, name: str, channel: str = "500", **kw: object) -> Ctx:
    return Ctx(guild_id="9", channel_id=channel, user_id=str(user), user_name=name, **kw)  # type: ignore[arg-type]


ANA, BO = member(101, "Ana"), member(102, "Bo")


def controls(screen: Screen) -> list[tuple[str, list[str]]]:
    """(custom id, values) for every button and menu option of a screen."""
    found: list[tuple[str, list[str]]] = []
    for row in screen.rows:
        if isinstance(row, Select):
            found += [(row.custom_id, [o.value]) for o in row.options]
        else:
            found += [(b.custom_id, []) for b in row]
    return found


def current(reply: Reply, last: Screen | None) -> Screen | None:
    """The game's message after a reply: a new post with controls, else the updated one."""
    for screen in [*reply.posts, *([reply.update] if reply.update else [])]:
        if screen.rows:
            return screen
    if reply.update is not None or reply.posts:
        return None
    return last


async def started(
    app: App, *members: Ctx, ruleset: str = "classic", mode: str = "standard"
) -> Screen:
    lobby = await app.run(
        members[0], lambda: app.lobby.new_game(members[0], ruleset=ruleset, mode=mode)
    )
    assert lobby.posts and not lobby.refused
    message = lobby.posts[0]
    for other in members[1:]:
        join = next(c for c, _ in controls(message) if c.endswith(":join"))
        joined = await app.run(other, lambda o=other, j=join: app.click(o, j))
        assert joined.update is not None, joined.notice
        message = joined.update
    start = next(c for c, _ in controls(message) if c.endswith(":start"))
    reply = await app.run(members[0], lambda: app.click(members[0], start))
    assert reply.update is not None and "SHA-256" in reply.update.content
    assert reply.posts and reply.posts[0].rows
    return reply.posts[0]


async def test_a_whole_game_by_clicks_alone(app: tuple[App, Clock]) -> None:
    bot, _ = app
    message: Screen | None = await started(bot, ANA, BO)
    rnd = random.Random(4)
    refused = 0
    final: Screen | None = None
    for _ in range(5000):
        assert message is not None
        options = controls(message)
        rnd.shuffle(options)
        options.sort(key=lambda c: 0 if ":write" in c[0] and rnd.random() < 0.6 else 1)
        for custom, values in options:
            who = rnd.choice([ANA, BO])
            reply = await bot.run(who, lambda w=who, c=custom, v=values: bot.click(w, c, v))
            if reply.refused:
                refused += 1
                continue
            final = next((p for p in reply.posts if "The game is over" in p.content), None)
            message = current(reply, message)
            break
        if final is not None:
            break
    assert final is not None, "the game did not end"
    assert refused > 0  # the wrong player was picked now and then, and refused privately
    info = (await bot.store.recent_games("9", limit=1))[0]
    record = await bot.store.export_record(info.game_id)
    totals = answer(replay(record))["totals"]
    for user, total in totals.items():
        name = {ANA.user_id: "Ana", BO.user_id: "Bo"}[user]
        assert f"{name}\u2069**: {total}" in final.content


async def test_refusals_are_private_and_change_nothing(app: tuple[App, Clock]) -> None:
    bot, _ = app
    await started(bot, ANA, BO)
    info = await bot.store.game_in_channel("500")
    assert info is not None
    before = info.seq
    thrower = ANA if info.players and info.players[0] == ANA.user_id else BO
    other = BO if thrower is ANA else ANA
    for ctx, call in (
        (other, lambda: bot.turns.throw(other)),  # not their turn
        (thrower, lambda: bot.turns.write(thrower, "down/1")),  # before throwing
        (thrower, lambda: bot.turns.hold(thrower, "1")),  # nothing to keep yet
        (thrower, lambda: bot.turns.write(thrower, "x" * 6000)),  # too long
        (thrower, lambda: bot.click(thrower, "yamb:1:0:fly")),  # a verb nobody offered
        (thrower, lambda: bot.click(thrower, "not a custom id")),
        (member(103, "Cy"), lambda: bot.turns.throw(member(103, "Cy"))),  # not playing
    ):
        reply = await bot.run(ctx, call)
        assert reply.refused and reply.notice, reply
        assert "Traceback" not in reply.notice
    refusal = await bot.run(other, lambda: bot.turns.throw(other))
    assert "Ana" in (refusal.notice or "") or "Bo" in (refusal.notice or "")
    assert str(ANA.user_id) not in (refusal.notice or "") and str(BO.user_id) not in (
        refusal.notice or ""
    )
    after = await bot.store.game_in_channel("500")
    assert after is not None and after.seq == before


async def test_turn_timeout_with_a_moved_clock(app: tuple[App, Clock]) -> None:
    bot, clock = app
    await started(bot, ANA, BO, ruleset="bulgarian")
    assert await bot.away.tick() == []  # nobody waited yet
    clock.now += 10 * 60 + 1
    reminders = await bot.away.tick()
    assert len(reminders) == 1 and "it is your turn" in reminders[0][1].posts[0].content
    assert await bot.away.tick() == []  # reminded once
    info = await bot.store.game_in_channel("500")
    assert info is not None
    waiting = info.players[0] if info.players else ""
    clock.now += 10 * 60
    played = await bot.away.tick()
    assert len(played) == 1 and "ran out of time" in played[0][1].posts[0].content
    info = await bot.store.game_in_channel("500")
    assert info is not None and info.seq >= 2  # a throw and a write were played for them
    assert waiting in info.ui_state["away"]


async def test_settings_need_manage_server_and_read_the_declarations(
    app: tuple[App, Clock],
) -> None:
    bot, _ = app
    refused = await bot.run(ANA, lambda: bot.records.settings(ANA, {"turn_timeout": 5}))
    assert refused.refused and "Manage Server" in (refused.notice or "")
    admin = member(101, "Ana", admin=True)
    done = await bot.run(
        admin, lambda: bot.records.settings(admin, {"turn_timeout": 5, "default_ruleset": "yamm"})
    )
    assert done.notice_embed is not None and done.notice_embed.footer == "Changed."
    shown = dict(done.notice_embed.fields)
    assert shown["Turn timeout"] == "5 min" and shown["Default ruleset"] == "yamm"
    settings = await bot.store.guild_settings("9")
    assert settings.turn_timeout_minutes == 5 and settings.default_ruleset == "yamm"
    lobby = await bot.run(ANA, lambda: bot.lobby.new_game(ANA))
    assert "yamm" in lobby.posts[0].content
