"""What players see catches up with what is stored, whatever Discord does: failed edits and
posts (5xx), rate limits (429 with retry_after), slow answers, dropped gateways, restarts,
simultaneous clicks. In each case the game goes on to its end, its record replays, and the
message players see shows the stored game within a few seconds.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
from pathlib import Path

import pytest

from bot.discord_app import answer as answer_guard
from bot.store import Store
from engine import answer, replay
from tests.botworld import (
    PATIENCE,
    World,
    button_of,
    game_room,
    open_lobby,
    options_of,
    play_to_end,
    process_world,
    running_world,
    start_teams,
)
from tests.fakediscord import InteractionTimeout, Message
from tests.fakediscord.faults import Routes

SEQ = re.compile(r"^yamb:(\d+):(\d+):")


async def stored_seq(store: Store, channel_id: int) -> tuple[int, int] | None:
    info = await store.game_in_channel(str(channel_id))
    return None if info is None else (info.game_id, info.seq)


def shown_seq(message: Message | None) -> tuple[int, int] | None:
    """The game and action count a message's controls were drawn for."""
    if message is None:
        return None
    found = {SEQ.match(c).groups() for c in message.custom_ids() if SEQ.match(c)}  # type: ignore[union-attr]
    if len(found) != 1:
        return None
    game, seq = found.pop()
    return int(game), int(seq)


async def shows_the_stored_game(world: World, timeout: float = 20.0) -> Message:
    """Wait until the newest message with controls is drawn for the stored game, and is the
    only one with controls."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        expected = await stored_seq(world.store, world.channel.id)
        current = world.current()
        with_controls = [m for m in world.fake.messages(world.channel) if m.custom_ids()]
        if expected is not None and shown_seq(current) == expected and len(with_controls) == 1:
            assert current is not None
            return current
        if loop.time() > deadline:
            raise AssertionError(
                f"the table shows {shown_seq(current)}, the store has {expected}; "
                f"{len(with_controls)} messages with controls; last seen:\n{world.last_seen()}"
            )
        writes = world.fake.write_count
        with contextlib.suppress(TimeoutError):  # re-check whenever the bot writes
            await world.fake.wait_for(lambda w=writes: world.fake.write_count > w, timeout=0.5)


async def start_duo(world: World, ruleset: str = "classic") -> None:
    ana, bo = world.members[:2]
    lobby = await open_lobby(world, ana, ruleset=ruleset)
    await world.fake.click(bo, lobby.message, lobby.message.button("Join")["custom_id"])
    await world.fake.click(ana, lobby.message, lobby.message.button("Start")["custom_id"])
    await world.turn()


async def finish_and_replay(world: World, seed: int) -> None:
    await play_to_end(world, seed=seed)
    games = await world.store.recent_games(str(world.guild.id), limit=1)
    record = await world.store.export_record(games[0].game_id)
    totals = answer(replay(record))["totals"]
    rows = await world.store.game_results(games[0].game_id)
    assert {r.user_id: r.score for r in rows} == totals


async def turn_started(world: World) -> tuple[Message, object, tuple[int, int]]:
    """A two-player game started: its turn message as it shows the stored game, the player
    whose turn it is, and the game and action count stored."""
    await start_duo(world)
    message = await shows_the_stored_game(world)
    stored = await stored_seq(world.store, world.channel.id)
    assert stored is not None
    return message, whose(world, message), stored


async def after_a_throw(world: World) -> tuple[Message, object]:
    """A two-player game started, its first player's first throw made: the turn's message as
    it shows the stored game, and that player."""
    await start_duo(world)
    message = await shows_the_stored_game(world)
    mover = whose(world, message)
    await world.fake.click(mover, message, button_of(message, "throw")[0])  # type: ignore[arg-type]
    return await shows_the_stored_game(world), mover


def whose(world: World, message: Message) -> object:
    mentioned = re.findall(r"<@!?(\d+)>", message.content.splitlines()[-1])
    return world.member(mentioned[0])


async def test_failed_edits_are_retried_until_the_message_shows_the_game(tmp_path: Path) -> None:
    """A throw made by command: every edit of the turn message fails (503, discord.py gives
    up at once) for a while; the display tries again and the message catches up."""
    async with running_world(tmp_path, players=2) as world:
        await start_duo(world)
        message = await shows_the_stored_game(world)
        mover = whose(world, message)
        edits = world.fake.faults.fail(Routes.EDIT_MESSAGE, status=503, times=4)
        thrown = await world.fake.slash(mover, world.channel, "yamb roll")  # type: ignore[arg-type]
        assert thrown.ephemeral and "You threw" in (thrown.content or "")
        await shows_the_stored_game(world)
        assert edits.spent and world.bot.app.display.failures >= 1
        assert "throw 1 of 3" in (world.current() or message).content
        await finish_and_replay(world, seed=1)


async def test_a_click_while_discords_api_is_down_loses_nothing_and_the_table_catches_up(
    tmp_path: Path,
) -> None:
    """Discord's whole API fails (503) while the gateway still brings a click: the bot cannot
    answer it (the member is told the interaction failed). Once the API is back, the turn's
    message shows the game as stored, whatever became of the click, and play goes on."""
    async with running_world(tmp_path, players=2) as world:
        message, mover, before = await turn_started(world)
        world.fake.rest_outage()
        with pytest.raises(InteractionTimeout):  # no answer can come: 5 s are enough
            await world.fake.click(
                mover,  # type: ignore[arg-type]
                message,
                button_of(message, "throw")[0],
                timeout=5.0,
            )
        assert world.fake.rest_refusals >= 1
        world.fake.rest_back()
        shown = await shows_the_stored_game(world, timeout=PATIENCE)
        after = await stored_seq(world.store, world.channel.id)
        assert after is not None and after[1] in (before[1], before[1] + 1)
        if after[1] == before[1]:  # not applied: the member throws again
            await world.fake.click(mover, shown, button_of(shown, "throw")[0])  # type: ignore[arg-type]
            shown = await shows_the_stored_game(world)
        assert "throw 1 of 3" in shown.content
        again = await world.fake.click(mover, shown, button_of(shown, "throw")[0])  # type: ignore[arg-type]
        assert not again.ephemeral, again.content
        assert "throw 2 of 3" in (await shows_the_stored_game(world)).content


async def test_five_server_errors_in_a_row_and_the_message_still_catches_up(
    tmp_path: Path,
) -> None:
    """HTTP 500 five times in a row: discord.py retries and gives up (about 25 s); the
    display's own retry lands."""
    async with running_world(tmp_path, players=2) as world:
        await start_duo(world)
        message = await shows_the_stored_game(world)
        mover = whose(world, message)
        edits = world.fake.faults.fail(Routes.EDIT_MESSAGE, status=500, times=5)
        await world.fake.slash(mover, world.channel, "yamb roll")  # type: ignore[arg-type]
        await shows_the_stored_game(world, timeout=PATIENCE)
        assert edits.spent
        await finish_and_replay(world, seed=2)


async def test_a_missing_turn_message_is_posted_when_discord_answers_again(
    tmp_path: Path,
) -> None:
    """Posting the next turn's message fails: first as the click's followup, then five times
    as the bot's own post. There is no message with controls for a moment, then the display
    posts it."""
    async with running_world(tmp_path, players=2) as world:
        message, mover = await after_a_throw(world)
        followup = world.fake.faults.fail(Routes.FOLLOWUP, status=503, times=1)
        posts = world.fake.faults.fail(Routes.SEND_MESSAGE, status=503, times=5)
        menu = next(s for s in message.selects() if s["custom_id"].endswith(":write"))
        wrote = await world.fake.select(
            mover,
            message,
            menu["custom_id"],
            [menu["options"][0]["value"]],  # type: ignore[arg-type]
        )
        assert not wrote.ephemeral
        await shows_the_stored_game(world, timeout=PATIENCE)  # five failures: about 25 s
        assert followup.spent and posts.spent
        await finish_and_replay(world, seed=3)


@pytest.mark.parametrize("scope", ["route", "global"])
async def test_rate_limits_are_waited_out(tmp_path: Path, scope: str) -> None:
    """Discord answers the edit of the turn's message with 429 twice (for its route, or for
    every route: `global: true`): the bot waits what it is told and the message catches up."""
    async with running_world(tmp_path, players=2) as world:
        await start_duo(world)
        message = await shows_the_stored_game(world)
        mover = whose(world, message)
        limited = world.fake.faults.rate_limit(
            Routes.EDIT_MESSAGE, retry_after=0.5, times=2, is_global=scope == "global"
        )
        await world.fake.slash(mover, world.channel, "yamb roll")  # type: ignore[arg-type]
        await shows_the_stored_game(world)
        assert limited.spent
        await finish_and_replay(world, seed=4)


async def test_clicks_are_acknowledged_in_time_while_discord_is_slow(tmp_path: Path) -> None:
    """The display's edit hangs for 4 s; a click on the game meanwhile waits its turn, but
    is acknowledged within Discord's 3 s (then answered by an edit)."""
    async with running_world(tmp_path, players=2) as world:
        await start_duo(world)
        message = await shows_the_stored_game(world)
        mover = whose(world, message)
        world.fake.faults.delay(Routes.EDIT_MESSAGE, 4.0, times=1)
        await world.fake.slash(mover, world.channel, "yamb roll")  # type: ignore[arg-type]
        await asyncio.sleep(0)  # let the display start its (slow) edit
        message = world.current()
        assert message is not None
        keeps = button_of(message, "keep")
        if keeps:
            clicked = await world.fake.click(mover, message, keeps[0])  # type: ignore[arg-type]
            assert clicked.callback_latency is not None and clicked.callback_latency < 3.0
        await shows_the_stored_game(world)
        await finish_and_replay(world, seed=5)


async def test_a_click_delivered_late_is_deferred_before_its_work(tmp_path: Path) -> None:
    """Discord's 3 s count from its stamp on the interaction: a click that reaches the bot
    1.5 s late (a burst of clicks, a slow gateway) is deferred at once and answered by an
    edit; a click on time is answered with the update itself."""
    async with running_world(tmp_path, players=2) as world:
        message, mover, before = await turn_started(world)
        world.fake.gateway_lag = 1.5
        late = await world.fake.click(mover, message, button_of(message, "throw")[0])  # type: ignore[arg-type]
        assert late.kind == "deferred_update"
        assert late.callback_latency is not None and late.callback_latency < 1.5
        world.fake.gateway_lag = 0.0
        message = await shows_the_stored_game(world)
        assert await stored_seq(world.store, world.channel.id) == (before[0], before[1] + 1)
        on_time = await world.fake.click(mover, message, button_of(message, "throw")[0])  # type: ignore[arg-type]
        assert on_time.kind == "update"
        await shows_the_stored_game(world)
        world.fake.assert_clean()


async def test_a_dropped_gateway_resumes_and_the_game_goes_on(tmp_path: Path) -> None:
    async with running_world(tmp_path, players=2) as world:
        await start_duo(world)
        await world.fake.drop_gateway(4000)  # resumable: discord.py RESUMEs
        await shows_the_stored_game(world)
        await world.fake.drop_gateway(4009)  # the session ended: discord.py IDENTIFYs again
        await world.fake.wait_for_bot(after=world.fake.identify_count - 1, timeout=PATIENCE)
        await shows_the_stored_game(world)
        await finish_and_replay(world, seed=6)


async def test_simultaneous_clicks_on_different_dice_all_count(tmp_path: Path) -> None:
    """In a pairs game, dice 2 and 3 clicked at the same moment are both kept; a double
    click on one die keeps it once."""
    async with running_world(tmp_path, players=4) as world:
        await start_teams(world, ruleset="classic", mode="pairs")
        message = await shows_the_stored_game(world)
        mover = whose(world, message)
        await world.fake.click(mover, message, button_of(message, "throw")[0])  # type: ignore[arg-type]
        message = await shows_the_stored_game(world)
        keeps = button_of(message, "keep")
        await asyncio.gather(
            world.fake.click(mover, message, keeps[1]),  # type: ignore[arg-type]
            world.fake.click(mover, message, keeps[2]),  # type: ignore[arg-type]
        )
        info = await world.store.game_in_channel(str(world.channel.id))
        assert info is not None and info.ui_state["kept"] == [1, 2]
        message = await shows_the_stored_game(world)
        first = button_of(message, "keep")[0]
        await asyncio.gather(
            world.fake.click(mover, message, first),  # type: ignore[arg-type]
            world.fake.click(mover, message, first),  # type: ignore[arg-type]
        )
        info = await world.store.game_in_channel(str(world.channel.id))
        assert info is not None and info.ui_state["kept"] == [0, 1, 2]
        thrown = await world.fake.click(
            mover,
            await shows_the_stored_game(world),
            button_of(message, "throw")[0],  # type: ignore[arg-type]
        )
        assert not thrown.ephemeral
        log = (await world.store.export_record(info.game_id))["actions"]
        assert log[-1]["keep"] == [0, 1, 2]


async def test_killed_while_an_edit_waits_out_a_rate_limit(tmp_path: Path) -> None:
    """The bot is killed while the edit after an acknowledged throw waits out a 429; after the
    restart the turn message shows the stored game, and its buttons work."""
    async with process_world(tmp_path, settle=0.05) as world:
        fake, channel, process, db = world.fake, world.channel, world.process, world.db
        ana, bo = world.ana, world.bo
        await world.start_duo()
        channel = await game_room(fake, channel)  # the game's own thread
        turn = next(m for m in reversed(fake.messages(channel)) if m.custom_ids())
        mover = ana if str(ana.id) in turn.content.splitlines()[-1] else bo
        limited = fake.faults.rate_limit(Routes.EDIT_MESSAGE, retry_after=30, times=1)
        await fake.slash(mover, channel, "yamb roll")
        await fake.wait_for(lambda: limited.hits >= 1, timeout=PATIENCE)
        await process.kill()  # the edit never landed
        assert shown_seq(fake.get_message(turn.id)) == (1, 0)
        fake.faults.clear()
        await process.start()
        store = await Store.open(db)
        try:
            info = await store.game_in_channel(str(channel.id))
            assert info is not None and info.seq == 1
        finally:
            await store.close()
        await fake.wait_for(
            lambda: shown_seq(fake.get_message(turn.id)) == (1, 1), timeout=PATIENCE
        )
        turn = fake.get_message(turn.id)
        again = await fake.click(mover, turn, button_of(turn, "throw")[0])
        assert not again.ephemeral
        await fake.wait_for(
            lambda: shown_seq(fake.get_message(turn.id)) == (1, 2), timeout=PATIENCE
        )


async def test_a_click_on_an_outdated_copy_leads_to_the_current_message(tmp_path: Path) -> None:
    """A turn ends while Discord refuses every edit, so the old turn message keeps its buttons
    next to the new one. A click on the old one answers privately with a link, and the link
    leads to the message drawn for the stored game, whose buttons work."""
    async with running_world(tmp_path, players=2) as world:
        old, mover = await after_a_throw(world)
        edits = world.fake.faults.fail(Routes.EDIT_MESSAGE, status=503, times=None)
        written = await world.fake.slash(
            mover,
            world.channel,
            "yamb write",
            options={"cell": "free/1"},  # type: ignore[arg-type]
        )
        assert "wrote" in (written.content or "") or "crossed" in (written.content or "")
        new = await world.fake.wait_for_message(
            world.channel, lambda m: bool(m.custom_ids()), after=old, timeout=PATIENCE
        )
        assert fake_has_controls(world, old.id)  # its retirement keeps failing
        other = whose(world, new)
        stale = await world.fake.click(other, old, button_of(old, "throw")[0])  # type: ignore[arg-type]
        assert stale.ephemeral
        link = re.search(r"/channels/\d+/\d+/(\d+)", stale.content or "")
        assert link is not None and int(link.group(1)) == new.id
        assert shown_seq(world.fake.get_message(new.id)) == await stored_seq(
            world.store, world.channel.id
        )
        thrown = await world.fake.click(other, new, button_of(new, "throw")[0])  # type: ignore[arg-type]
        assert not thrown.ephemeral
        world.fake.faults.clear()
        assert edits.hits >= 1
        await shows_the_stored_game(world)  # and the old copy lost its buttons at last
        # and shows its turn's line, which the click on it did not wipe out
        await world.fake.wait_for(
            lambda: world.fake.get_message(old.id).content == written.content, timeout=PATIENCE
        )
        await finish_and_replay(world, seed=7)


def fake_has_controls(world: World, message_id: int) -> bool:
    return bool(world.fake.get_message(message_id).custom_ids())


async def test_a_lobby_opened_by_a_slow_command_is_public(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Under load a command is acknowledged before its work is done, privately ("thinking"
    for its member only). A lobby opened that way is still posted for everyone: the member's
    private message says it is done, and the others can join."""
    monkeypatch.setattr(answer_guard, "ACK_AFTER", 0.0)  # every command deferred at once
    async with running_world(tmp_path, players=2) as world:
        ana, bo = world.members[:2]
        opened = await world.fake.slash(ana, world.channel, "yamb new", options={"ruleset": "yamm"})
        assert opened.callback_type == 5, opened.callback_type  # deferred, then answered
        assert opened.ephemeral and "Done" in (opened.content or ""), opened.content
        # the lobby follows the private answer: wait for it, not for a guessed time
        room = {world.channel.id}
        has_join = lambda m: any(c.endswith(":join") for c in m.custom_ids())  # noqa: E731
        await world.fake.wait_for(
            lambda: world.fake.newest_message(room, has_join) is not None, timeout=PATIENCE
        )
        lobby = world.fake.newest_message(room, has_join)
        assert lobby is not None
        assert not lobby.ephemeral and "lobby" in lobby.content, lobby.content
        joined = await world.fake.click(bo, lobby, lobby.button("Join")["custom_id"])
        assert not joined.ephemeral, joined.content
        assert "bo" in (joined.message or lobby).content


async def test_a_lobby_whose_answer_never_landed_is_shown_when_its_host_asks_again(
    tmp_path: Path,
) -> None:
    """Discord fails every answer to `/yamb new` until it is too late: the lobby is stored but
    nobody saw it. Its host asks again and sees that lobby, instead of being told that a game
    is already running here; someone else asking is still told so."""
    async with running_world(tmp_path, players=2) as world:
        ana, bo = world.members[:2]
        callbacks = world.fake.faults.fail(Routes.INTERACTION_CALLBACK, status=500, times=None)
        with pytest.raises(TimeoutError):  # the member saw "This interaction failed"
            await world.fake.slash(ana, world.channel, "yamb new", timeout=4.0)
        world.fake.faults.clear()
        assert callbacks.hits >= 2
        stored = await world.store.recent_games(str(world.guild.id))  # none ended
        assert stored == []
        other = await world.fake.slash(bo, world.channel, "yamb new")
        assert other.ephemeral and "already running" in (other.content or ""), other.content
        again = await world.fake.slash(ana, world.channel, "yamb new")
        assert not again.ephemeral, again.content
        lobby = again.message
        assert lobby is not None and "lobby" in lobby.content, again
        joined = await world.fake.click(bo, lobby, lobby.button("Join")["custom_id"])
        assert not joined.ephemeral, joined.content
        # one lobby: the one the first answer would have shown
        third = await world.fake.slash(ana, world.channel, "yamb new")
        assert third.ephemeral and "already running" in (third.content or ""), third.content


async def test_a_turn_message_that_failed_five_times_is_there_within_2s_of_discord_answering(
    tmp_path: Path,
) -> None:
    """Posting the next turn's message meets HTTP 500 five times (discord.py alone would sleep
    1, 3, 5, 7 and 9 s), after its followup of the click failed too: the bot tries again
    itself, and the message is posted within 2 s of the first request Discord would have
    taken."""
    async with running_world(tmp_path, players=2) as world:
        message, mover = await after_a_throw(world)
        world.fake.faults.fail(Routes.FOLLOWUP, status=500, times=1)
        posts = world.fake.faults.fail(Routes.SEND_MESSAGE, status=500, times=5)
        menu = next(s for s in message.selects() if s["custom_id"].endswith(":write"))
        value = menu["options"][0]["value"]
        wrote = await world.fake.select(mover, message, menu["custom_id"], [value])  # type: ignore[arg-type]
        assert not wrote.ephemeral
        await shows_the_stored_game(world, timeout=PATIENCE)
        assert posts.spent
        sent = [r for r in world.fake.faults.requests if r.route and r.method == "POST"]
        sent = [r for r in sent if r.route.endswith("/channels/{cid}/messages")]
        failed = [r for r in sent if r.injected]
        landed = next(r for r in sent if not r.injected and r.at > failed[-1].at)
        assert len(failed) == 5 and landed.status == 200
        gap = landed.at - failed[-1].at
        assert gap < 2.0, f"posted {gap:.2f}s after Discord's last failure"
        await finish_and_replay(world, seed=8)


@pytest.mark.parametrize("failures", [2, 5])
async def test_a_click_whose_answer_discord_fails_is_answered_in_time(
    tmp_path: Path, failures: int
) -> None:
    """The interaction callback of a Throw meets HTTP 500 two or five times: the bot tries
    again within Discord's 3 s (discord.py alone waits 1 s, then 3 s: too late), the member
    sees the throw, and the next click acts on it."""
    async with running_world(tmp_path, players=2) as world:
        message, mover, before = await turn_started(world)
        callbacks = world.fake.faults.fail(Routes.INTERACTION_CALLBACK, status=500, times=failures)
        thrown = await world.fake.click(mover, message, button_of(message, "throw")[0])  # type: ignore[arg-type]
        assert callbacks.spent and not thrown.ephemeral
        assert thrown.callback_latency is not None and thrown.callback_latency < 3.0
        assert shown_seq(world.fake.get_message(message.id)) == (before[0], before[1] + 1)
        await acts_on_what_is_shown(world, mover, message.id, before)
        await finish_and_replay(world, seed=9)


async def test_a_click_whose_answer_never_lands_brings_the_message_to_the_stored_game(
    tmp_path: Path,
) -> None:
    """Discord fails every interaction callback for a while: the Throw is applied and stored,
    but its answer cannot land. The bot edits the turn message with its own token (a route
    that works), so the next click, once callbacks work again, acts on what is shown."""
    async with running_world(tmp_path, players=2) as world:
        message, mover, before = await turn_started(world)
        callbacks = world.fake.faults.fail(Routes.INTERACTION_CALLBACK, status=500, times=None)
        with pytest.raises(TimeoutError):  # the member saw "This interaction failed"
            await world.fake.click(mover, message, button_of(message, "throw")[0], timeout=4.0)  # type: ignore[arg-type]
        assert await stored_seq(world.store, world.channel.id) == (before[0], before[1] + 1)
        # the turn message shows the throw within a couple of seconds, by the bot's own edit
        await world.fake.wait_for(
            lambda: shown_seq(world.fake.get_message(message.id)) == (before[0], before[1] + 1),
            timeout=3.0,
        )
        world.fake.faults.clear()
        assert callbacks.hits >= 2
        await acts_on_what_is_shown(world, mover, message.id, before)
        await finish_and_replay(world, seed=10)


async def test_a_click_made_before_its_message_was_redrawn_gets_it_redrawn_not_a_conflict(
    tmp_path: Path,
) -> None:
    """A Throw is stored but its answer never lands; the bot's own edit of the message is on
    its way (held by Discord) when the member, still seeing the turn before the throw,
    presses Throw again. Once the edit lands that click is outdated, but nobody else acted:
    it is answered with the message as it is now and "the game had moved on", not with
    "someone acted at the same moment", which is for a click made on the message as shown."""
    async with running_world(tmp_path, players=2) as world:
        fake = world.fake
        message, mover, before = await turn_started(world)
        throw = button_of(message, "throw")[0]
        callbacks = fake.faults.fail(Routes.INTERACTION_CALLBACK, status=500, times=None)
        held = fake.faults.delay(Routes.EDIT_MESSAGE, 30.0, times=1)
        with pytest.raises(TimeoutError):  # the member saw "This interaction failed"
            await fake.click(mover, message, throw, timeout=4.0)  # type: ignore[arg-type]
        assert await stored_seq(world.store, world.channel.id) == (before[0], before[1] + 1)
        await fake.wait_for(lambda: held.holding == 1)  # the bot's redraw, held
        callbacks.cleared = True
        answered = fake.faults.count(Routes.INTERACTION_CALLBACK, injected=False)
        again = asyncio.create_task(fake.click(mover, message, throw))  # type: ignore[arg-type]
        # the bot has the click: it waits for the game's redraw, and acknowledges it meanwhile
        await fake.wait_for(
            lambda: fake.faults.count(Routes.INTERACTION_CALLBACK, injected=False) > answered
        )
        held.release()
        result = await again

        def said() -> str:  # the redraw, and the notice that follows it as a followup
            # (private: what the member sees, theirs included; the public list lacks it)
            room = fake.visible_messages(mover, world.channel)  # type: ignore[arg-type]
            notices = [m.text() for m in room if m.interaction_id == result.id]
            return "\n".join([result.text(), *notices])

        # the notice is waited for, not settled on: under load it comes after the fake's settle
        try:
            await fake.wait_for(lambda: "moved on" in said())
        except TimeoutError:
            raise AssertionError(f"no notice; the member was told: {said()!r}") from None
        assert "same moment" not in said(), said()
        shown = fake.get_message(message.id)
        assert shown_seq(shown) == (before[0], before[1] + 1)
        assert await stored_seq(world.store, world.channel.id) == (before[0], before[1] + 1)


async def acts_on_what_is_shown(
    world: World, mover: object, message_id: int, before: tuple[int, int]
) -> None:
    """After one throw: a keep and a second throw on the message as shown both land."""
    shown = world.fake.get_message(message_id)
    kept = await world.fake.click(mover, shown, button_of(shown, "keep")[0])  # type: ignore[arg-type]
    assert kept.kind == "update" and not kept.ephemeral, kept.content
    shown = world.fake.get_message(message_id)
    assert "🔒" in str(shown.components)
    again = await world.fake.click(mover, shown, button_of(shown, "throw")[0])  # type: ignore[arg-type]
    assert again.kind == "update" and not again.ephemeral, again.content
    assert await stored_seq(world.store, world.channel.id) == (before[0], before[1] + 2)


async def test_a_turn_message_whose_id_comes_after_its_turn_shows_the_turns_line(
    tmp_path: Path,
) -> None:
    """The next turn's message is posted, but Discord's answer (its id) is held back while that
    turn is played to its end by commands. When the answer comes the message is already
    history: it loses its controls and shows what its turn wrote, like every past turn's
    message, not "…'s turn"."""
    async with running_world(tmp_path, players=2) as world:
        fake, channel = world.fake, world.channel
        await start_duo(world)
        message = await shows_the_stored_game(world)
        mover = whose(world, message)
        other = next(m for m in world.members if m is not mover)
        await fake.slash(mover, channel, "yamb roll")  # type: ignore[arg-type]
        # the next turn's message is the write's followup, or the bot's own post if the
        # display's pass after the roll, still waiting for the game, makes it: either is held
        late = [
            fake.faults.delay(route, 10.0, where="after")
            for route in (Routes.FOLLOWUP, Routes.SEND_MESSAGE)
        ]
        await fake.slash(mover, channel, "yamb write", options={"cell": "free/1"})  # type: ignore[arg-type]
        await fake.wait_for(lambda: sum(f.holding for f in late) == 1, timeout=PATIENCE)
        fake.faults.clear()  # the other delay is not met later (the held request stays held)
        posted = world.current()  # made, but the bot does not know its id yet
        assert posted is not None and posted.id != message.id
        await fake.slash(other, channel, "yamb roll")
        wrote = await fake.slash(other, channel, "yamb write", options={"cell": "free/1"})
        line = wrote.content or ""
        assert " wrote " in line or " crossed " in line, line
        assert sum(f.holding for f in late) == 1, "the turn ended after the answer came"

        def shows_its_line() -> bool:
            now = fake.get_message(posted.id)
            return not now.custom_ids() and now.content == line

        await fake.wait_for(shows_its_line, timeout=PATIENCE)
        assert not fake.get_message(posted.id).attachments
        await shows_the_stored_game(world, timeout=PATIENCE)


async def test_an_outdated_click_before_the_next_turns_message_links_to_it(tmp_path: Path) -> None:
    """A turn ends, and posting the next turn's message fails once as the command's followup
    and once as the bot's own post (the display tries again a second later). A click on the
    old message meanwhile is outdated, and there is no current message yet to link to: the
    bot posts it then and there, and the answer links to it (before, it said "the latest
    game message in this channel", with nowhere to click)."""
    async with running_world(tmp_path, players=2) as world:
        old, mover = await after_a_throw(world)
        world.fake.faults.fail(Routes.FOLLOWUP, status=503, times=1)  # the command's followup
        posts = world.fake.faults.fail(Routes.SEND_MESSAGE, status=503, times=1)
        # by command: the old message keeps its buttons until the display retires it, after
        # it has posted the next one
        written = await world.fake.slash(
            mover,
            world.channel,
            "yamb write",
            options={"cell": "free/1"},  # type: ignore[arg-type]
        )
        assert written.ephemeral, written.content
        await world.fake.wait_for(lambda: posts.spent, timeout=PATIENCE)
        other = world.members[1] if mover is world.members[0] else world.members[0]
        stale = await world.fake.click(other, old, button_of(old, "throw")[0])  # type: ignore[arg-type]
        assert stale.ephemeral, stale.content
        link = re.search(r"/channels/\d+/\d+/(\d+)", stale.content or "")
        assert link is not None, stale.content
        new = world.fake.get_message(int(link.group(1)))
        assert button_of(new, "throw") and new.id != old.id
        thrown = await world.fake.click(other, new, button_of(new, "throw")[0])  # type: ignore[arg-type]
        assert not thrown.ephemeral, thrown.content
        await finish_and_replay(world, seed=11)


async def test_two_writes_at_the_same_moment_the_second_is_told_it_came_second(
    tmp_path: Path,
) -> None:
    """Two cells chosen at the same instant (a double click, or two partners): one is
    written; the other, whose message the write retired, is told it came second with a link
    to where the game goes on, not that its button was from an earlier moment."""
    async with running_world(tmp_path, players=2) as world:
        message, mover = await after_a_throw(world)
        custom, values = options_of(message, "write") or ("", [])
        first, second = await asyncio.gather(
            world.fake.select(mover, message, custom, [values[0]]),  # type: ignore[arg-type]
            world.fake.select(mover, message, custom, [values[1]]),  # type: ignore[arg-type]
        )
        told = [r for r in (first, second) if r.ephemeral]
        assert len(told) == 1, (first.content, second.content)
        assert "same moment" in (told[0].content or ""), told[0].content
        assert "earlier moment" not in (told[0].content or "")
