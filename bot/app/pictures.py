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


class Pictures:
    def __init__(self, store: Store, size: int = MEMORY) -> None:
        self.store = store
        self.size = size
        self._recent: OrderedDict[str, bytes] = OrderedDict()
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
            self.rendered += 1
            return await asyncio.to_thread(attachment.read)
        found = self._recent.get(key)
        if found is not None:
            self._recent.move_to_end(key)
            return found
        game_id = attachment.game_id
        if game_id is not None:
            kept = await self.store.picture(game_id, attachment.filename, key)
            if kept is not None:
                self._remember(key, kept)
                return kept
        data = await asyncio.to_thread(attachment.read)
        self.rendered += 1
        self._remember(key, data)
        if game_id is not None:
            await self.store.keep_picture(game_id, attachment.filename, key, data)
        return data
