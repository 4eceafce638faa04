"""Load through the fake Discord: many games at once against the bot running as its own process.

Run: python benchmarks/bench_bot.py [--games 200] [--rate 100] [--seconds 30]
Target (issue 5): with 200 games running, p99 under 250 ms from an interaction to its callback
at 100 actions per second on this 2-core machine. Prints median and p99 for throws and
writes, both to the callback and to the bot's last message edit or post (picture included).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # for tests.fakediscord
from tests.fakediscord import BotProcess, FakeDiscord, Message  # noqa: E402

TOKEN = "MTAxMDEwMTAxMDEwMTAxMA.GaBcDe.fake-token-for-benchmarks_abcdefghij"


def figures(name: str, values: list[float]) -> str:
    if not values:
        return f"{name}: no samples"
    ordered = sorted(values)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return (
        f"{name:24s} n={len(values):5d}  median {statistics.median(values) * 1000:6.1f} ms"
        f"  p99 {p99 * 1000:6.1f} ms  max {ordered[-1] * 1000:6.1f} ms"
    )


class Bucket:
    """At most `rate` actions per second across all players."""

    def __init__(self, rate: float) -> None:
        self.interval = 1.0 / rate
        self.next = time.perf_counter()
        self.lock = asyncio.Lock()

    async def take(self) -> None:
        async with self.lock:
            now = time.perf_counter()
            wait = self.next - now
            self.next = max(self.next, now) + self.interval
        if wait > 0:
            await asyncio.sleep(wait)


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--rate", type=float, default=100.0)
    parser.add_argument("--seconds", type=float, default=30.0)
    args = parser.parse_args()

    fake = FakeDiscord(token=TOKEN, settle=0.05, timeout=20.0)
    guild = fake.add_guild("Bench")
    channels = [fake.add_text_channel(guild, f"yamb-{i}") for i in range(args.games)]
    players = [fake.add_member(guild, f"player{i}") for i in range(args.games)]
    samples: dict[str, list[float]] = {
        "throw callback": [],
        "throw answered": [],
        "write callback": [],
        "write answered": [],
    }
    refusals = 0
    with tempfile.TemporaryDirectory() as folder:
        env = {
            "DISCORD_TOKEN": TOKEN,
            "DATABASE_PATH": str(Path(folder) / "bench.sqlite3"),
            "DEV_GUILD_ID": str(guild.id),
            "LOG_LEVEL": "WARNING",
            "TURN_TIMEOUT_MINUTES": "600",
        }
        async with fake:
            bot = BotProcess(fake, [sys.executable, "-m", "bot"], env=env, cwd=folder)
            await bot.start()
            try:
                current: dict[int, Message] = {}
                setup = time.perf_counter()
                for channel, player in zip(channels, players, strict=True):
                    lobby = await fake.slash(
                        player, channel, "yamb new", options={"ruleset": "classic"}
                    )
                    assert lobby.message is not None
                    started = await fake.click(
                        player, lobby.message, lobby.message.button("Start")["custom_id"]
                    )
                    current[channel.id] = (
                        started.followups[-1] if started.followups else fake.messages(channel)[-1]
                    )
                print(
                    f"{args.games} games opened and started in {time.perf_counter() - setup:.1f} s"
                )

                bucket = Bucket(args.rate)
                stop = time.perf_counter() + args.seconds
                rnd = random.Random(1)

                async def play(channel_index: int) -> None:
                    nonlocal refusals
                    channel, player = channels[channel_index], players[channel_index]
                    while time.perf_counter() < stop:
                        await bucket.take()
                        message = current[channel.id]
                        throws = [
                            b["custom_id"]
                            for b in message.buttons()
                            if b["custom_id"].endswith(":throw")
                        ]
                        selects = [
                            s for s in message.selects() if s["custom_id"].endswith(":write")
                        ]
                        values = [o["value"] for o in selects[0]["options"]] if selects else []
                        cells = [v for v in values if not v.startswith("g|")]
                        if throws and (not cells or rnd.random() < 0.5):
                            kind = "throw"
                            result = await fake.click(player, message, throws[0])
                        elif cells:
                            kind = "write"
                            result = await fake.select(
                                player, message, selects[0]["custom_id"], [rnd.choice(cells)]
                            )
                        else:
                            return  # the game is over
                        if result.ephemeral:
                            refusals += 1
                        else:
                            samples[f"{kind} callback"].append(result.callback_latency or 0.0)
                            samples[f"{kind} answered"].append(result.answer_latency or 0.0)
                        latest = result.followups[-1] if result.followups else result.message
                        if latest is not None and latest.custom_ids():
                            current[channel.id] = latest
                        else:
                            current[channel.id] = next(
                                m for m in reversed(fake.messages(channel)) if m.custom_ids()
                            )

                begun = time.perf_counter()
                await asyncio.gather(*(play(i) for i in range(args.games)))
                elapsed = time.perf_counter() - begun
            finally:
                await bot.stop()
                problems = [line for line in bot.lines if "Error" in line or "Traceback" in line]
                if problems:
                    print("bot problems:\n" + "\n".join(bot.lines[-40:]))
    actions = sum(len(samples[k]) for k in ("throw callback", "write callback"))
    print(
        f"{actions} actions in {elapsed:.1f} s: {actions / elapsed:.1f} actions/s sustained "
        f"(offered {args.rate:.0f}/s over {args.games} games; {refusals} refusals)"
    )
    for name, values in samples.items():
        print(figures(name, values))


if __name__ == "__main__":
    asyncio.run(main())
