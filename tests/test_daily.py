"""The daily challenge in the application layer, on both stores: the same dice for everyone who
makes the same choices, one attempt a day, boards hidden until played, streaks over days,
closing, and records that verify against the seed once the day has closed."""

from __future__ import annotations

import dataclasses
import json
import os
import sqlite3
import subprocess
import sys
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest

from bot.app.context import Ctx
from bot.app.core import App
from bot.app.streaks import streak_of
from bot.store import Store
from bot.ui import Reply, Screen
from engine import IllegalAction, ReplayError, Throw, replay
from engine.daily import DAY, FIRST_DAY, Daily, bot_game
from engine.record import verify_positional_throws
from tests.clock import Clock
from tests.storedb import StoreDatabase
from tests.test_app import controls


def member(user: int, name: str, guild: str = "9", channel: str = "500") -> Ctx:
    return Ctx(guild_id=guild, channel_id=channel, user_id=str(user), user_name=name)


ANA = member(101, "Ana", "9", "500")
BO = member(102, "Bo", "7", "700")  # another server
CY = member(103, "Cy", "9", "501")


@pytest.fixture
async def world(database: StoreDatabase) -> AsyncIterator[tuple[App, Clock]]:
    clock = Clock(Daily(1).starts + 3600)  # Daily #1: classic
    store = await Store.open(database.target, clock=clock)
    app = App(store, clock=clock)
    app.daily.bot_level = "normal"  # the reference row is the same code at any level
    try:
        yield app, clock
    finally:
        await app.close()
        await store.close()


async def press(app: App, who: Ctx, message: int, custom: str, values: list[str]) -> Reply:
    ctx = dataclasses.replace(who, message_id=message)
    return await app.run(ctx, lambda: app.click(ctx, custom, values))


Keeper = Callable[[tuple[int, ...]], list[int]]


def keep_sixes(dice: tuple[int, ...]) -> list[int]:
    return [i for i, d in enumerate(dice) if d == 6]


def keep_most(dice: tuple[int, ...]) -> list[int]:
    best = max(range(1, 7), key=lambda face: (dice.count(face), face))
    return [i for i, d in enumerate(dice) if d == best]


async def play_attempt(app: App, who: Ctx, keeper: Keeper, message: int = 1) -> Screen:
    """Play the member's attempt to its end through its private message's controls: keep
    what `keeper` says for up to two more throws, then write the first cell the menu offers
    (cross the first if nothing can be written)."""
    reply = await app.run(who, lambda: app.daily.play(who))
    assert reply.private is not None, reply.notice
    screen = reply.private
    for _ in range(2000):
        ids = controls(screen)
        if any(c.endswith(":daily_share") for c, _ in ids):
            return screen
        gid = int(ids[0][0].split(":")[1])
        game = (await app.store.load_game(gid)).game
        assert game is not None
        throws = [c for c, _ in ids if c.endswith(":throw")]
        announce = [(c, v) for c, v in ids if c.endswith(":announce")]
        if game.throws == 0:
            reply = await press(app, who, message, throws[0], [])
        elif announce and not any(c.endswith((":write", ":cross")) for c, _ in ids):
            reply = await press(app, who, message, announce[0][0], announce[0][1])
        elif throws and game.throws < 3 and game.dice is not None:
            wanted = set(keeper(game.dice))
            state = (await app.store.game_info(gid)).ui_state.get("kept", [])
            if set(state) != wanted:
                keep = next(c for c, _ in ids if ":keep:" in c)
                base = keep.rsplit(":", 1)[0]
                for position in range(len(game.dice)):
                    if (position in wanted) != (position in state):
                        flag = 1 if position in wanted else 0
                        reply = await press(app, who, message, f"{base}:{position}.{flag}", [])
                        assert reply.update is not None, reply.notice
                        screen = reply.update
                continue
            reply = await press(app, who, message, throws[0], [])
        else:
            menus = [(c, v) for c, v in ids if c.endswith(":write")] or [
                (c, v) for c, v in ids if c.endswith(":cross")
            ]
            assert menus, (ids, screen.content, game.throws)
            reply = await press(app, who, message, menus[0][0], menus[0][1])
        assert reply.update is not None, reply.notice
        screen = reply.update
    raise AssertionError("the attempt did not end")


async def test_same_choices_same_dice_and_totals_in_two_servers(
    world: tuple[App, Clock],
) -> None:
    app, _ = world
    ana = await play_attempt(app, ANA, keep_sixes)
    bo = await play_attempt(app, BO, keep_sixes)
    games = {}
    for who in (ANA, BO):
        attempt = await app.store.daily_attempt(1, who.user_id)
        assert attempt is not None and attempt.total is not None
        games[who.user_id] = (await app.store.load_game(attempt.game_id)).game
    a, b = games[ANA.user_id], games[BO.user_id]
    assert a is not None and b is not None
    dice = [[x.dice for x in g.history if isinstance(x, Throw)] for g in (a, b)]
    assert dice[0] == dice[1]
    assert a.sheet_total(ANA.user_id) == b.sheet_total(BO.user_id)
    assert "Daily #1" in ana.content and "Daily #1" in bo.content
    # the bot played the day too (in the bot, `hard`): its total is the reference
    seed = await app.store.daily_secret(1)
    reference = bot_game(Daily(1), seed, app.daily.bot_level).sheet_total("daily")
    assert f"{reference:,}" in ana.content


async def test_different_keeps_show_the_same_faces_where_thrown_again(
    world: tuple[App, Clock],
) -> None:
    app, _ = world
    await play_attempt(app, ANA, keep_sixes)
    await play_attempt(app, CY, keep_most)
    games = []
    for who in (ANA, CY):
        attempt = await app.store.daily_attempt(1, who.user_id)
        assert attempt is not None
        game = (await app.store.load_game(attempt.game_id)).game
        assert game is not None
        games.append(game)
    seed = await app.store.daily_secret(1)
    # every die of both is the seed's die for its (turn, throw, position): replaying each
    # record with the day's seed checks each die, whatever was kept
    from engine import to_record

    for game in games:
        assert verify_positional_throws(to_record(game), seed) > 0
    first = [next(x for x in g.history if isinstance(x, Throw)).dice for g in games]
    assert first[0] == first[1]  # the first throw of the first turn: nothing kept yet


async def test_a_second_daily_resumes_and_never_deals_new_dice(world: tuple[App, Clock]) -> None:
    app, _ = world
    first = await app.run(ANA, lambda: app.daily.play(ANA))
    assert first.private is not None
    throw = next(c for c, _ in controls(first.private) if c.endswith(":throw"))
    thrown = await press(app, ANA, 1, throw, [])
    assert thrown.update is not None
    attempt = await app.store.daily_attempt(1, ANA.user_id)
    assert attempt is not None
    before = (await app.store.load_game(attempt.game_id)).game
    assert before is not None and before.dice is not None
    dice = before.dice
    again = await app.run(ANA, lambda: app.daily.play(ANA))
    assert again.private is not None
    after = (await app.store.load_game(attempt.game_id)).game
    assert after is not None and after.dice == dice and len(after.history) == 1
    # a click on the first message, now outdated, shows the attempt as it stands
    stale = await press(app, ANA, 1, throw, [])
    assert stale.update is not None
    assert (await app.store.load_game(attempt.game_id)).game.history == after.history  # type: ignore[union-attr]
    # once finished, /yamb daily shows the result, not a new game
    done = await play_attempt(app, ANA, keep_sixes)
    shown = await app.run(ANA, lambda: app.daily.play(ANA))
    assert shown.private is not None and shown.private.content == done.content
    assert len(await app.store.daily_history(ANA.user_id)) == 1


async def test_a_restart_loses_nothing(database: StoreDatabase) -> None:
    clock = Clock(Daily(1).starts + 60)
    store = await Store.open(database.target, clock=clock)
    app = App(store, clock=clock)
    reply = await app.run(ANA, lambda: app.daily.play(ANA))
    assert reply.private is not None
    throw = next(c for c, _ in controls(reply.private) if c.endswith(":throw"))
    await press(app, ANA, 1, throw, [])
    attempt = await store.daily_attempt(1, ANA.user_id)
    assert attempt is not None
    game = (await store.load_game(attempt.game_id)).game
    assert game is not None
    dice = game.dice
    await app.close()
    await store.close()
    store = await Store.open(database.target, clock=clock)
    app = App(store, clock=clock)
    try:
        again = await app.run(ANA, lambda: app.daily.play(ANA))
        assert again.private is not None
        game = (await store.load_game(attempt.game_id)).game
        assert game is not None and game.dice == dice
        # the display never looks after an attempt: it has no channel
        assert attempt.game_id not in await store.games_to_display()
        assert all(i.game_id != attempt.game_id for i in await store.open_games())
    finally:
        await app.close()
        await store.close()


async def test_boards_are_hidden_until_played_then_shown(world: tuple[App, Clock]) -> None:
    app, clock = world
    hidden = await app.run(CY, lambda: app.daily.board(CY))
    assert hidden.notice is not None and "Finish Daily #1 first" in hidden.notice
    await play_attempt(app, ANA, keep_sixes)
    still = await app.run(CY, lambda: app.daily.board(CY))
    assert still.private is None
    shown = await app.run(ANA, lambda: app.daily.board(ANA))
    assert shown.private is not None and shown.private.embed is not None
    text = shown.private.embed.description
    assert "Ana" in text and "not ranked" in text
    # the board's menu shows a member's sheet: to those who may see the board, only
    ((custom, [game]),) = controls(shown.private)
    sheet = await press(app, ANA, 2, custom, [game])
    assert sheet.notice_attachments and "Ana's Daily #1 sheet" in (sheet.notice or "")
    assert (await press(app, CY, 2, custom, [game])).notice_attachments == []
    forged = await press(app, ANA, 2, custom, ["²"])  # a value no menu offers
    assert forged.notice is not None and "was not on the message" in forged.notice
    # Cy begins today's and is still playing it the next day: yesterday's board stays hidden
    started = await app.run(CY, lambda: app.daily.play(CY))
    assert started.private is not None
    clock.now += DAY
    assert (await app.run(CY, lambda: app.daily.board(CY, "1"))).private is None
    # Bo never began it: once the day is over, he may look
    assert (await app.run(BO, lambda: app.daily.board(BO, "1", True))).private is not None
    # the unfinished attempt comes first at the next /yamb daily, marked as yesterday's
    resumed = await app.run(CY, lambda: app.daily.play(CY))
    assert resumed.private is not None and "Yesterday's challenge" in resumed.private.content
    # once that day closes, the attempt expires and the board is open to all
    clock.now += DAY
    await app.daily.tick()
    attempt = await app.store.daily_attempt(1, CY.user_id)
    assert attempt is not None and attempt.total is None
    assert (await app.store.game_info(attempt.game_id)).status == "abandoned"
    board = await app.run(CY, lambda: app.daily.board(CY, "2026-11-01"))
    assert board.private is not None and board.private.embed is not None
    assert "revealed" in (board.private.embed.footer or "")


async def test_a_finish_on_the_next_day_says_so_on_the_board(world: tuple[App, Clock]) -> None:
    """An attempt of day 1 may be finished until day 2 ends: its time on day 1's board then
    says it was the next day, where one on the day itself shows the time alone."""
    app, clock = world
    clock.now = Daily(1).starts + 22 * 3600 + 5 * 60
    await play_attempt(app, BO, keep_sixes)
    clock.now = Daily(1).starts + 23 * 3600
    begun = await app.run(ANA, lambda: app.daily.play(ANA))
    assert not begun.refused
    clock.now = Daily(2).starts + 3600 + 7 * 60
    await play_attempt(app, ANA, keep_sixes)  # day 1's, brought back first
    for who in (ANA, BO):
        shown = await app.run(who, lambda who=who: app.daily.board(who, "1", True))
        assert shown.private is not None and shown.private.embed is not None
        lines = shown.private.embed.description.splitlines()
        (ana,) = [line for line in lines if " Ana — " in line]
        (bo,) = [line for line in lines if " Bo — " in line]
        assert ana.endswith("(01:07 UTC, the next day)"), ana
        assert bo.endswith("(22:05 UTC)"), bo


async def test_streaks_over_days_broken_by_a_missed_day(world: tuple[App, Clock]) -> None:
    app, clock = world
    for _ in range(3):
        await play_attempt(app, ANA, keep_sixes)
        clock.now += DAY
    streak = await app.daily.streak(ANA.user_id)
    assert (streak.current, streak.best) == (3, 3)  # today is still to play
    clock.now += DAY  # a day missed
    assert (await app.daily.streak(ANA.user_id)).current == 0
    done = await play_attempt(app, ANA, keep_sixes)
    assert "Streak: 1 day (best 3)" in done.content
    stats = await app.run(ANA, lambda: app.records.stats(ANA, ANA.user_id, "Ana"))
    card = stats.posts[0].embed
    assert card is not None
    assert any("best 3" in value for _, value in card.fields)



async def test_a_streak_holds_while_yesterdays_attempt_may_still_be_finished(
    world: tuple[App, Clock],
) -> None:
    """Days 1 and 2 finished, day 3's attempt begun late and not finished: on day 4 it may
    still be finished (until day 4 ends), so the streak is 2, not 0; finishing it makes it 3;
    had it closed unfinished, the streak would be broken."""
    app, clock = world
    for _ in range(2):
        await play_attempt(app, ANA, keep_sixes)
        clock.now += DAY
    clock.now = Daily(3).starts + 23 * 3600
    begun = await app.run(ANA, lambda: app.daily.play(ANA))
    assert not begun.refused
    clock.now = Daily(4).starts + 3600
    streak = await app.daily.streak(ANA.user_id)
    assert (streak.current, streak.best) == (2, 2)
    stats = await app.run(ANA, lambda: app.records.stats(ANA, ANA.user_id, "Ana"))
    card = stats.posts[0].embed
    assert card is not None and any("2 days (best 2)" in v for _, v in card.fields), card.fields
    done = await play_attempt(app, ANA, keep_sixes)  # day 3's, brought back first
    assert "Streak: 3 days (best 3)" in done.content, done.content
    # the same, left unfinished past day 4: broken once it has closed
    assert streak_of([1, 2], 5, yesterday_open=False).current == 0
    assert streak_of([1, 2], 4, yesterday_open=True).current == 2

async def test_the_share_card_carries_no_dice_or_values(world: tuple[App, Clock]) -> None:
    app, _ = world
    await play_attempt(app, ANA, keep_sixes)
    attempt = await app.store.daily_attempt(1, ANA.user_id)
    assert attempt is not None and attempt.total is not None
    game = (await app.store.load_game(attempt.game_id)).game
    assert game is not None
    share = await press(app, ANA, 1, f"yamb:{attempt.game_id}:0:daily_share", [])
    assert len(share.posts) == 1
    card = share.posts[0]
    assert not card.rows and f"{attempt.total}" in card.content and "Daily #1" in card.content
    for action in game.history:
        if isinstance(action, Throw):
            assert " ".join(map(str, action.dice)) not in card.content
    values = {str(v) for v in game.sheets[ANA.user_id] if v}
    words = set(card.content.replace("*", " ").replace("(", " ").split())
    assert not (values - {str(attempt.total), "1"}) & words
    (picture,) = card.attachments
    assert picture.read().startswith(b"\x89PNG")
    # nobody else may share it
    refused = await press(app, BO, 1, f"yamb:{attempt.game_id}:0:daily_share", [])
    assert refused.refused


async def test_the_rank_is_of_where_the_result_is_shown(world: tuple[App, Clock]) -> None:
    """The result and the share card say the rank "here": of the server they are shown in,
    whichever the attempt was begun in (a member of two servers plays once); in a direct
    message, of every server, said as such."""
    app, _ = world
    await play_attempt(app, CY, keep_sixes)
    await play_attempt(app, ANA, keep_most)  # both in server 9: Ana is 1st or 2nd of 2 there
    attempt = await app.store.daily_attempt(1, ANA.user_id)
    assert attempt is not None
    share = f"yamb:{attempt.game_id}:0:daily_share"
    # in server 7 nobody else has finished: she is 1st of 1 there
    ana7 = member(101, "Ana", "7", "700")
    shown = await app.run(ana7, lambda: app.daily.play(ana7))
    assert shown.private is not None
    assert "Rank 1 of 1 in this server so far" in shown.private.content
    assert "rank 1 of 1 here so far" in (await press(app, ana7, 5, share, [])).posts[0].content
    # in a direct message: among every server's finishers
    dm = member(101, "Ana", "0", "800")
    shown = await app.run(dm, lambda: app.daily.play(dm))
    assert shown.private is not None and " of 2 across every server so far" in shown.private.content
    posted = (await press(app, dm, 6, share, [])).posts[0].content
    assert " of 2 across every server so far" in posted and "here" not in posted


async def test_a_record_verifies_once_the_day_has_closed(world: tuple[App, Clock]) -> None:
    app, clock = world
    await play_attempt(app, ANA, keep_sixes)
    attempt = await app.store.daily_attempt(1, ANA.user_id)
    assert attempt is not None
    record = await app.store.export_record(attempt.game_id)
    assert record["daily"] == {"number": 1, "date": "2026-11-01"}
    with pytest.raises(Exception, match="still open"):
        await app.store.reveal_seed(attempt.game_id)
    assert await app.store.daily_seed(1) is None
    clock.now = Daily(1).closes
    seed = await app.store.reveal_seed(attempt.game_id)
    assert seed == await app.store.daily_seed(1)
    assert verify_positional_throws(record, seed) >= 1
    assert replay(record).sheet_total(ANA.user_id) == attempt.total
    tampered = dict(record)
    actions = [dict(a) for a in record["actions"]]
    first = next(a for a in actions if a["do"] == "throw")
    first["dice"] = [7 - d for d in first["dice"]]
    tampered["actions"] = actions
    with pytest.raises((ReplayError, IllegalAction)):
        verify_positional_throws(tampered, seed)


def test_the_bots_game_of_the_day_stops_before_its_next_move_when_asked() -> None:
    """A stopping bot asks its reference game to stop (the game takes seconds, in a thread the
    process would wait for): it ends before its next move, not over."""
    asked = 0

    def stopped() -> bool:
        nonlocal asked
        asked += 1
        return asked > 6

    cut = bot_game(Daily(1), b"a seed", level="easy", stopped=stopped)
    whole = bot_game(Daily(1), b"a seed", level="easy")
    assert not cut.is_over and whole.is_over
    assert cut.history == whole.history[:6]  # the same moves, as far as it went


def test_the_calendar() -> None:
    assert Daily(1).iso == "2026-11-01" and Daily(1).day == FIRST_DAY
    assert [Daily(n).ruleset for n in range(1, 6)] == [
        "classic",
        "bulgarian",
        "russian",
        "tris",
        "classic",
    ]
    assert Daily.at(Daily(5).starts + DAY - 1).number == 5
    assert Daily.from_iso("2026-11-28").number == 28
    assert Daily(3).open_at(Daily(4).starts + DAY - 1) and not Daily(3).open_at(Daily(5).starts)


async def test_the_command_line_verifies_a_daily_record_and_the_database(tmp_path: Path) -> None:
    """`python -m engine verify` checks every die of a daily record against the revealed
    seed; `python -m bot verify` does the same for every attempt in the database, and both
    fail loudly on a die that is not the seed's."""
    db = tmp_path / "yamb.sqlite3"
    clock = Clock(Daily(1).starts + 3600)
    store = await Store.open(db, clock=clock)
    app = App(store, clock=clock)
    try:
        await play_attempt(app, ANA, keep_sixes)
        attempt = await store.daily_attempt(1, ANA.user_id)
        assert attempt is not None
        clock.now = Daily(1).closes
        record = await store.export_record(attempt.game_id)
        seed = (await store.reveal_seed(attempt.game_id)).hex()
    finally:
        await app.close()
        await store.close()
    path = tmp_path / "daily.json"
    path.write_text(json.dumps(record))
    ok = cli("engine", "verify", str(path), seed)
    assert ok.returncode == 0 and "daily challenge" in ok.stdout, ok.stderr
    actions = [dict(a) for a in record["actions"]]
    throw = next(a for a in actions if a["do"] == "throw" and a.get("keep"))
    changed = [i for i in range(5) if i not in throw["keep"]][0]
    throw["dice"][changed] = throw["dice"][changed] % 6 + 1
    path.write_text(json.dumps({**record, "actions": actions}))
    refused = cli("engine", "verify", str(path), seed)
    assert refused.returncode == 1 and "the seed gives" in refused.stderr
    checked = cli("bot", "verify", env={"DATABASE_PATH": str(db)})
    assert checked.returncode == 0, checked.stdout + checked.stderr
    with sqlite3.connect(db) as conn:  # someone edits a die in the log behind the bot's back
        conn.execute("DROP TRIGGER actions_no_update")
        row = conn.execute(
            "SELECT seq, action FROM actions WHERE game_id = ? AND action LIKE '%\"keep\"%' "
            "ORDER BY seq LIMIT 1",
            (attempt.game_id,),
        ).fetchone()
        action = json.loads(row[1])
        spot = [i for i in range(5) if i not in action["keep"]][0]
        action["dice"][spot] = action["dice"][spot] % 6 + 1
        conn.execute(
            "UPDATE actions SET action = ? WHERE game_id = ? AND seq = ?",
            (json.dumps(action), attempt.game_id, row[0]),
        )
    broken = cli("bot", "verify", env={"DATABASE_PATH": str(db)})
    assert broken.returncode == 1 and f"Game #{attempt.game_id}" in broken.stdout, broken.stdout


def cli(
    module: str, *args: str, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", module, *args],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, **(env or {})},
    )
