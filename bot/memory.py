"""The C allocator's one setting that a long-running bot needs on Linux (glibc)."""

from __future__ import annotations

import ctypes
import sys

M_MMAP_THRESHOLD = -3  # glibc's <malloc.h>
LARGE = 128 * 1024  # glibc's own starting value


def give_back_large_buffers() -> bool:
    """Keep glibc serving every request of LARGE bytes or more with a mapping of its own, given
    back to the system when freed. By default glibc raises that limit to the size of each such
    block freed (up to 32 MiB): after the first picture (a 900x758 sheet is 2.7 MB in RGB) the
    pictures, PNG buffers and answers come from the heap, which keeps the freed pages. The bot's
    memory then grew by about 1 MiB a second at 200 games (300 MiB in a minute, still growing);
    with the limit fixed it stays near 200 MiB (benchmarks/bench_bot.py --games 200).

    Returns whether the setting took (False where the C library is not glibc)."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.gnu_get_libc_version  # noqa: B018 - glibc alone has it; musl's mallopt does nothing
    except (OSError, AttributeError):
        return False
    return bool(libc.mallopt(M_MMAP_THRESHOLD, LARGE))
