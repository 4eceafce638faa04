"""The pacer of the bot's own REST requests (`bot.pacer`): never more than its rate in any
window, the most urgent first, and a caller that gives up leaves no slot taken."""

from __future__ import annotations

import asyncio
import json

import pytest

from bot.pacer import (
    MISSING,
    PLAYING,
    REDRAW,
    WAITED_ON,
    Pacer,
    pacing,
    request_answered,
    request_started,
)
from tests.botworld import poll


async def test_no_window_holds_more_than_the_rate() -> None:
    pacer = Pacer(rate=20.0, per=0.2)  # 4 in any 0.2 s
    started: list[float] = []

    async def request() -> None:
        async with pacer.request():
            started.append(pacer.clock())

    await asyncio.gather(*(request() for _ in range(14)))
    assert len(started) == 14
    for i, at in enumerate(started):
        within = [t for t in started[i:] if t - at < 0.2]
        assert len(within) <= 4, (i, within)
    assert pacer.waited == 10  # the first four went at once


async def test_at_the_rate_nobody_waits() -> None:
    pacer = Pacer(rate=20.0, per=0.2)
    for _ in range(4):
        async with pacer.request():
            pass
    assert pacer.waited == 0


async def test_the_most_urgent_go_first_then_in_the_order_they_came() -> None:
    pacer = Pacer(rate=5.0, per=0.2)  # one at a time
    async with pacer.request():  # the slot is taken: everyone below waits
        pass
    served: list[str] = []

    async def request(name: str, urgency: float) -> None:
        with pacing(urgency):
            async with pacer.request():
                served.append(name)

    tasks = [
        asyncio.create_task(request("redraw 1", REDRAW)),
        asyncio.create_task(request("bot move", PLAYING)),
        asyncio.create_task(request("redraw 2", REDRAW)),
        asyncio.create_task(request("a click's game", WAITED_ON)),
        asyncio.create_task(request("a lost turn message", MISSING)),
    ]
    await asyncio.gather(*tasks)
    assert served == ["a lost turn message", "a click's game", "bot move", "redraw 1", "redraw 2"]


async def test_a_caller_that_gives_up_takes_no_slot() -> None:
    pacer = Pacer(rate=5.0, per=0.2)
    async with pacer.request():
        pass
    gone = asyncio.create_task(pacer.slot())
    await asyncio.sleep(0)
    gone.cancel()
    await pacer.slot()  # the next slot is this one's, not the cancelled caller's
    assert gone.cancelled()
    assert pacer.in_flight == 1, "the cancelled request took a slot"


async def test_a_slow_request_holds_its_slot_until_a_window_after_its_answer() -> None:
    """Discord counts a request when it arrives, which may be as late as its answer: the
    next may start only a whole window after the answer of the one before."""
    pacer = Pacer(rate=5.0, per=0.2)  # one in any 0.2 s
    ends: list[float] = []
    starts: list[float] = []

    async def request(hold: float) -> None:
        async with pacer.request():
            starts.append(pacer.clock())
            await asyncio.sleep(hold)  # a long upload
            ends.append(pacer.clock())

    await asyncio.gather(request(0.3), request(0.0))
    assert starts[1] - ends[0] >= 0.2


async def test_a_games_background_requests_can_be_called_off_before_they_go() -> None:
    """A member acts on a game whose redraw waits for a slot: the redraw is called off (its
    caller gets CancelledError, nothing was sent); a lost message's post and other games'
    requests stay."""
    pacer = Pacer(rate=5.0, per=0.2)
    async with pacer.request():  # the slot is taken: everyone below waits
        pass

    async def request(game: int, urgency: float, background: bool) -> str:
        with pacing(urgency, game, background=background):
            async with pacer.request():
                return f"{game} at {urgency}"

    redraw = asyncio.create_task(request(7, REDRAW, True))
    lost = asyncio.create_task(request(7, MISSING, False))
    other = asyncio.create_task(request(8, REDRAW, True))
    await asyncio.sleep(0)
    assert pacer.withdraw(7)
    assert not pacer.withdraw(7)  # nothing of game 7's background waits any more
    done = await asyncio.gather(redraw, lost, other, return_exceptions=True)
    assert isinstance(done[0], asyncio.CancelledError)
    assert done[1:] == [f"7 at {MISSING}", f"8 at {REDRAW}"]


async def test_a_game_acted_on_goes_first_with_what_it_asks_next() -> None:
    """A member acts on a game before its redraw even asked for a slot: when it does, it
    goes before the redraws that were waiting already."""
    pacer = Pacer(rate=5.0, per=0.2)
    async with pacer.request():
        pass
    served: list[int] = []

    async def redraw(game: int) -> None:
        with pacing(REDRAW, game, background=True):
            async with pacer.request():
                served.append(game)

    waiting = [asyncio.create_task(redraw(g)) for g in (1, 2, 3)]
    await asyncio.sleep(0)
    pacer.hurry(9)  # game 9 is clicked; its redraw has not asked yet
    late = asyncio.create_task(redraw(9))
    await asyncio.gather(*waiting, late)
    assert served == [9, 1, 2, 3]


async def test_a_request_sent_by_send_returns_at_its_answer_and_is_called_off_only_unsent() -> None:
    """`send` hands the caller Discord's answer as soon as the HTTP session's hook has it,
    while the request's task goes on (discord.py's sleep on a spent bucket); a background
    request of the game is called off until it is sent, and then no more."""
    pacer = Pacer()
    bucket_resets = asyncio.Event()  # discord.py's sleep after an answer that spent it

    async def body() -> bytes:
        return b'{"id": "5"}'

    async def answered_then_sleeps() -> dict[str, str]:
        request_started()
        await request_answered(200, body)
        await bucket_resets.wait()
        return {"id": "from the end"}

    with pacing(PLAYING, 7, background=True):
        got = await asyncio.wait_for(pacer.send(answered_then_sleeps, json.loads), 5)
    assert got == {"id": "5"}
    assert pacer.unsent(7) == 0
    assert not pacer.withdraw(7)  # it was sent: nothing to call off

    bucket_free = asyncio.Event()
    reached: list[str] = []

    async def waits_for_the_bucket() -> None:
        reached.append("waiting")
        await bucket_free.wait()
        request_started()
        reached.append("sent")

    with pacing(PLAYING, 7, background=True):
        redraw = asyncio.create_task(pacer.send(waits_for_the_bucket, lambda _: None))
    with pacing(MISSING, 7):
        needed = asyncio.create_task(pacer.send(waits_for_the_bucket, lambda _: None))
    await poll(lambda: reached == ["waiting", "waiting"], "both sends to wait for the bucket")
    assert pacer.unsent(7) == 2
    assert pacer.withdraw(7)
    with pytest.raises(asyncio.CancelledError):
        await redraw
    assert pacer.unsent(7) == 1  # the one the players need stays
    bucket_free.set()
    assert await asyncio.wait_for(needed, 5) is None
    assert reached == ["waiting", "waiting", "sent"]
    bucket_resets.set()
    pacer.close()


async def test_while_a_member_waits_for_a_game_its_background_requests_are_called_off() -> None:
    """A member waits to act on a game (`hold_off`): the game's background request waiting
    now is called off, and so is each one asked for until the hold ends, before anything is
    sent, by `send` or by a slot; what the players need, and other games, go on. After the
    hold, the game's background requests go again, and the hold says it called some off."""
    pacer = Pacer()
    sent: list[str] = []

    async def call(name: str) -> str:
        async with pacer.request():
            request_started()
            sent.append(name)
            return name

    hold = pacer.hold_off(7)
    assert not hold.called_off  # nothing of game 7 waited yet
    with pacing(PLAYING, 7, background=True):
        with pytest.raises(asyncio.CancelledError):
            await pacer.send(lambda: call("redraw by send"), lambda _: "")
        with pytest.raises(asyncio.CancelledError):
            await call("redraw by slot")
    with pacing(MISSING, 7):
        assert await pacer.send(lambda: call("lost message"), lambda _: "") == "lost message"
    with pacing(PLAYING, 8, background=True):
        assert await pacer.send(lambda: call("other game"), lambda _: "") == "other game"
    assert sent == ["lost message", "other game"]
    assert pacer.in_flight == 0  # what was called off took no slot
    assert hold.end()
    assert not hold.end()  # ending twice is ending once
    with pacing(PLAYING, 7, background=True):
        assert await pacer.send(lambda: call("redraw after"), lambda _: "") == "redraw after"
    assert pacer.unsent(7) == 0
    pacer.close()


async def test_two_members_waiting_for_a_game_hold_it_off_until_both_act() -> None:
    pacer = Pacer()
    first, second = pacer.hold_off(7), pacer.hold_off(7)

    async def redraw() -> None:
        with pacing(PLAYING, 7, background=True):
            async with pacer.request():
                pass

    assert not first.end()  # nothing was called off while it waited
    with pytest.raises(asyncio.CancelledError):
        await redraw()  # the second member still waits
    assert second.end()
    await redraw()  # nobody waits: it goes
