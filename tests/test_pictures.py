"""Rendered pictures are kept by what they show, in memory and in the store: a picture shown
again is not drawn again, and a new one costs no query for a copy that cannot exist."""

from __future__ import annotations

from pathlib import Path

from bot.app.pictures import Pictures
from bot.store import Store
from bot.ui import Attachment
from tests.store_crash_worker import SPECS, new_game


def sheet(game_id: int, key: str, drawn: list[str]) -> Attachment:
    def draw() -> bytes:
        drawn.append(key)
        return f"png of {key}".encode()

    return Attachment("sheet.png", draw, key=key, game_id=game_id)


async def test_pictures_are_drawn_once_and_the_store_asked_only_when_it_may_hold_one(
    tmp_path: Path,
) -> None:
    store = await Store.open(tmp_path / "yamb.sqlite3")
    try:
        game = (await new_game(store, SPECS[0])).info.game_id
        other = (await new_game(store, SPECS[0], channel="c2")).info.game_id
        asked: list[str] = []
        real_picture = store.picture

        async def picture(game_id: int, kind: str, key: str) -> bytes | None:
            asked.append(key)  # the real query, counted
            return await real_picture(game_id, kind, key)

        store.picture = picture  # type: ignore[method-assign]
        drawn: list[str] = []
        pictures = Pictures(store, size=1)

        # the first picture of a game since start: the store may hold it (a restart)
        assert await pictures.read(sheet(game, "g:1", drawn)) == b"png of g:1"
        assert (drawn, asked) == (["g:1"], ["g:1"])
        assert await store.picture(game, "sheet.png", "g:1") == b"png of g:1"
        asked.clear()

        # the next one: this process kept g:1 last, so g:2 is not in the store
        assert await pictures.read(sheet(game, "g:2", drawn)) == b"png of g:2"
        assert (drawn, asked) == (["g:1", "g:2"], [])
        # shown again: from memory
        assert await pictures.read(sheet(game, "g:2", drawn)) == b"png of g:2"
        assert (drawn, asked) == (["g:1", "g:2"], [])

        # memory holds one picture: another game's pushes g:2 out; the store still has it
        assert await pictures.read(sheet(other, "o:1", drawn)) == b"png of o:1"
        asked.clear()
        assert await pictures.read(sheet(game, "g:2", drawn)) == b"png of g:2"
        assert (drawn[-1], asked) == ("o:1", ["g:2"])  # read from the store, not drawn

        # after a restart nothing is known: the store's copy is used
        again = Pictures(store)
        asked.clear()
        assert await again.read(sheet(game, "g:2", drawn)) == b"png of g:2"
        assert (drawn[-1], asked) == ("o:1", ["g:2"])
        assert pictures.rendered == 3 and again.rendered == 0
    finally:
        await store.close()
