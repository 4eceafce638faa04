"""Property-based: whatever text a member puts into any text option, no exception escapes,
the answer is private, and the stored game is unchanged (the application layer, no Discord).
Each generated text carries at least one character no option accepts: superscript and
full-width digits, zero-width and bidi characters, markdown, mentions, SQL and path marks.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.app.context import Ctx
from bot.app.core import App
from bot.store import Store
from bot.ui import Reply

REFUSED_CHARS = (
    "²³¹⁴０１２３"  # superscript and full-width digits
    "\u200b\u200c\u200d\u2060\ufeff"  # zero-width
    "\u202a\u202b\u202d\u202e\u2066\u2067\u2068\u2069"  # bidi controls
    "*~`|>#@<;='\"\\😀\x00\n"  # markdown, mentions, SQL, paths, emoji, control
)
ANA = Ctx(guild_id="9", channel_id="500", user_id="101", user_name="Ana")
BO = Ctx(guild_id="9", channel_id="500", user_id="102", user_name="Bo")

hostile = st.one_of(
    st.builds(
        lambda before, odd, after: before + odd + after,
        st.text(max_size=12),
        st.sampled_from(REFUSED_CHARS),
        st.text(max_size=12),
    ),
    st.just("x" * 6000),
    st.text(alphabet=" \t", min_size=1, max_size=5),
    st.just("1; DROP TABLE games; --"),
    st.just("../../etc/passwd"),
    st.just("<@123456789012345678>"),
)


@pytest.fixture(scope="module")
def table(tmp_path_factory: pytest.TempPathFactory) -> tuple[App, asyncio.AbstractEventLoop]:
    """One game, thrown once, shared by every example (nothing may change it)."""
    loop = asyncio.new_event_loop()
    path: Path = tmp_path_factory.mktemp("text") / "yamb.sqlite3"

    async def setup() -> App:
        store = await Store.open(path)
        app = App(store)
        await app.lobby.new_game(ANA, ruleset="classic")
        await app.lobby.join(BO)
        await app.lobby.start(ANA)
        info = await store.game_in_channel("500")
        assert info is not None and info.players is not None
        first = ANA if info.players[0] == ANA.user_id else BO
        await app.turns.throw(first)
        return app

    app = loop.run_until_complete(setup())
    yield app, loop  # type: ignore[misc]
    loop.run_until_complete(app.store.close())
    loop.close()


async def state(app: App) -> str:
    info = await app.store.game_in_channel("500")
    assert info is not None
    record = await app.store.export_record(info.game_id)
    return json.dumps([info.seq, info.ui_state.get("kept"), record], sort_keys=True)


OPTIONS: dict[str, Callable[[App, Ctx, str], Awaitable[Reply]]] = {
    "roll keep": lambda app, ctx, text: app.turns.throw(ctx, text),
    "hold dice": lambda app, ctx, text: app.turns.hold(ctx, text),
    "announce cell": lambda app, ctx, text: app.turns.announce(ctx, text),
    "write cell": lambda app, ctx, text: app.turns.write(ctx, text),
    "cross cell": lambda app, ctx, text: app.turns.write(ctx, text, cross=True),
    "correct cell": lambda app, ctx, text: app.turns.correct(ctx, text),
}


@pytest.mark.parametrize("option", list(OPTIONS))
@settings(max_examples=60)
@given(text=hostile)
def test_no_text_gets_through_any_option(
    table: tuple[App, asyncio.AbstractEventLoop], option: str, text: str
) -> None:
    app, loop = table

    async def check() -> None:
        before = await state(app)
        for ctx in (ANA, BO):  # the player on turn and the other one
            reply = await app.run(ctx, lambda c=ctx: OPTIONS[option](app, c, text))
            assert reply.refused and reply.notice, (option, text, reply)
            assert "\u202e" not in reply.notice and "\x00" not in reply.notice
        assert await state(app) == before

    loop.run_until_complete(check())
