"""Rendered pictures, kept by what they show (game, action number, language): the recent ones
in memory, and the latest of each game and kind in the store, so a message drawn again (after
a failed edit, a restart) reuses its picture rather than rendering it anew. Rendering runs in
a worker thread: Pillow never blocks the event loop."""

from __future__ import annotations

import asyncio
from collections import OrderedDict

from ..store import Store
from ..ui import Attachment

MEMORY = 256  # pictures kept in memory (about 16 KB each)
KEPT_KNOWN = 10_000  # games whose kept picture's key is remembered


class Pictures:
    def __init__(self, store: Store, size: int = MEMORY) -> None:
        self.store = store
        self.size = size
        self._recent: OrderedDict[str, bytes] = OrderedDict()
        # (game, kind) -> the key of the picture this process last kept in the store: a new
        # key is not there, and asking would cost a query on every write of every game
        self._kept: dict[tuple[int, str], str] = {}
        self.rendered = 0  # how many pictures were drawn (for tests and benchmarks)

    def _remember(self, key: str, data: bytes) -> None:
        self._recent[key] = data
        self._recent.move_to_end(key)
        while len(self._recent) > self.size:
            self._recent.popitem(last=False)

    async def read(self, attachment: Attachment) -> bytes:
        if isinstance(attachment.data, bytes):
            return attachment.data
        key = attachment.key
        if key is None:
            return await self._draw(attachment)
        found = self._recent.get(key)
        if found is not None:
            self._recent.move_to_end(key)
            return found
        kind = None if attachment.game_id is None else (attachment.game_id, attachment.filename)
        # asked only if the store may hold it: unknown here (a restart), or kept but forgotten
        if kind is not None and self._kept.get(kind, key) == key:
            kept = await self.store.picture(*kind, key)
            if kept is not None:
                self._remember(key, kept)
                self._kept[kind] = key
                return kept
        data = await self._draw(attachment)
        self._remember(key, data)
        if kind is not None:
            await self.store.keep_picture(*kind, key, data)
            if len(self._kept) >= KEPT_KNOWN:  # games end; forgetting costs a query, no more
                self._kept.clear()
            self._kept[kind] = key
        return data

    async def _draw(self, attachment: Attachment) -> bytes:
        self.rendered += 1
        return await asyncio.to_thread(attachment.read)
