"""Background tasks the application layer starts (the display's retries, the bot players' steps)
and must stop cleanly. A module of its own: `context` names `Display`, and `display` needs this.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Iterable
from typing import Any


async def cancel_and_wait(tasks: Iterable[asyncio.Task[Any]]) -> None:
    """Cancel background tasks and wait until each has ended (whatever it ended with)."""
    pending = [t for t in tasks if not t.done()]
    for task in pending:
        task.cancel()
    for task in pending:
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await task
