"""Leaderboards and stats through the fake Discord with 100,000 finished games in the database.

Run: python benchmarks/bench_table.py [--games 100000]
Target (issue 6): /yamb-scores leaderboard and /yamb-scores stats answer in under 300 ms (p95),
measured from the interaction to the bot's last message (the stats chart drawn and attached).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bench_store import fill  # noqa: E402

from bot.discord_app import YambBot  # noqa: E402
from bot.store import Store  # noqa: E402
from tests.fakediscord import FakeDiscord, patch_discord  # noqa: E402


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--rounds", type=int, default=40)
    args = parser.parse_args()
    fake = FakeDiscord(settle=0.0, timeout=20.0)
    guild = fake.add_guild("Busy server")
    channel = fake.add_text_channel(guild, "yamb")
    members = [fake.add_member(guild, f"player{i}") for i in range(60)]
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "table.sqlite3"
        await (await Store.open(path)).close()
        began = time.perf_counter()
        fill(path, args.games, user_ids=[str(m.id) for m in members], guild_id=str(guild.id))
        print(f"{args.games} finished games filled in {time.perf_counter() - began:.1f} s")
        store = await Store.open(path)
        async with fake:
            with patch_discord(fake):
                bot = YambBot(
                    store, dev_guild_id=guild.id, tick_seconds=3600, guild_ready_timeout=0.05
                )
                runner = asyncio.create_task(bot.start(fake.token))
                await fake.wait_for_bot(timeout=10)
                await asyncio.sleep(0.5)
                cases = {
                    "leaderboard (all time, wins)": ("yamb-scores leaderboard", {}),
                    "leaderboard (30 days, average)": (
                        "yamb-scores leaderboard",
                        {"period": "30d", "sort": "average"},
                    ),
                    "leaderboard (classic rating)": (
                        "yamb-scores leaderboard",
                        {"ruleset": "classic", "sort": "rating"},
                    ),
                    "stats (with the chart)": ("yamb-scores stats", {"member": members[3]}),
                    "duel-record": (
                        "yamb-scores duel-record",
                        {"member": members[4], "other": members[5]},
                    ),
                }
                for name, (command, options) in cases.items():
                    times = []
                    for i in range(args.rounds):
                        result = await fake.slash(
                            members[i % 60], channel, command, options=options
                        )
                        assert not result.ephemeral, result.content
                        times.append((result.answer_latency or 0.0) * 1000)
                    print(
                        f"{name:34s} median {statistics.median(times):6.1f} ms  "
                        f"p95 {p95(times):6.1f} ms  (target p95 < 300 ms)"
                    )
                await bot.close()
                await runner
        await store.close()


if __name__ == "__main__":
    asyncio.run(main())
