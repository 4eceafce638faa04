"""The game replay page: its weight over the wire and its server time.

Run: python benchmarks/bench_replay.py [--requests 200] [--dir DIR]

Games are played to the end through the store (a SQLite file in a temporary folder): a classic
game of two players whose turns end after one to three throws (about 200 actions: the issue's
figure is for a 200-action game), and longer random games of every mode. Each replay page is
fetched from the website (the app over the file opened read-only, on loopback) with its assets
(site.css, replay.css, replay.js): their bytes, and the bytes a browser that takes gzip gets.
Then the 200-action game's page, from the request to the last byte: its first fetch (the game
replayed by the engine, the page rendered; another game's page was fetched before it),
`--requests` fetches that render it (each at an address of its own, the game's steps in the
cache), and `--requests` fetches of the page as kept.
Targets: under 150 KB with the assets, under 30 ms a page.
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

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from aiohttp.test_utils import TestClient, TestServer  # noqa: E402

from bot.store import Reads, Store, StoredGame  # noqa: E402
from bot.web.app import make_app  # noqa: E402
from bot.web.guard import RateLimit  # noqa: E402
from bot.weblinks import Links, Tokens  # noqa: E402
from engine import Cross, ThrowOption, Write  # noqa: E402

GUILD = "700000000000000001"
PLAYERS = [str(400000000000000001 + n) for n in range(4)]
TEAMS = {"1": PLAYERS[:2], "2": PLAYERS[2:]}
ASSETS = ("site.css", "replay.css", "replay.js")


async def short_turns(store: Store, stored: StoredGame, rnd: random.Random) -> StoredGame:
    """A game whose turns end after one to three throws, writing the best cell open."""
    while stored.info.status == "active":
        game = stored.game
        assert game is not None
        legal = game.legal_actions()
        throws = [a for a in legal if isinstance(a, ThrowOption)]
        writes = [c for c in game.write_choices() if isinstance(c.action, Write | Cross)]
        if throws and (game.throws == 0 or (game.throws < 3 and rnd.random() < 0.05)):
            keep = None if throws[0].first else [0, 1]
            stored = await store.append_throw(stored.game_id, throws[0].player, keep,
                                              seq=stored.seq)
        elif writes:
            best = max(writes, key=lambda c: c.value)
            stored = await store.append_action(stored.game_id, best.action, seq=stored.seq)
        else:
            stored = await store.append_action(stored.game_id, legal[0], seq=stored.seq)  # type: ignore[arg-type]
    return stored


async def fill(target: str) -> tuple[Links, dict[str, tuple[int, int]]]:
    """The games: name -> (game id, actions)."""
    from tests.store_crash_worker import Spec, new_game, play_out

    rnd = random.Random(200)
    store = await Store.open(target)
    games: dict[str, tuple[int, int]] = {}
    try:
        await store.remember_users({p: f"Player {n}" for n, p in enumerate(PLAYERS, 1)})
        stored = await short_turns(store, await new_game(
            store, Spec("classic", "standard", tuple(PLAYERS[:2])), guild=GUILD, channel="c0"
        ), rnd)
        games["classic, 2 players"] = (stored.game_id, stored.seq)
        specs = {
            "classic standard, 3 players, random": Spec("classic", "standard", tuple(PLAYERS[:3])),
            "classic kontra, random": Spec("classic", "kontra", tuple(PLAYERS[:2])),
            "yamm partners, random": Spec("yamm", "partners", teams=TEAMS),
            "russian team (matches), random": Spec("russian", "team", teams=TEAMS,
                                                    options={"matches": True}),
        }
        for n, (name, spec) in enumerate(specs.items(), 1):
            stored = await play_out(store, await new_game(store, spec, guild=GUILD,
                                                          channel=f"c{n}"), rnd)
            games[name] = (stored.game_id, stored.seq)
        await store.set_guild_settings(GUILD, web="on")
        secret = await store.make_web_secret()
    finally:
        await store.close()
    return Links("", Tokens(secret)), games


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--dir", default=None)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=args.dir) as folder:
        target = str(Path(folder) / "replay.sqlite3")
        links, games = await fill(target)
        reads = await Reads.open(target, read_only=True, check="none")
        app = make_app(reads, rate_limit=RateLimit(rate=1e9, burst=1e9))
        client = TestClient(TestServer(app))
        # a second client as a browser: takes gzip, and its bytes are counted as they came
        wire = TestClient(TestServer(app), auto_decompress=False)
        await client.start_server()
        await wire.start_server()
        gzip_ok = {"Accept-Encoding": "gzip"}
        try:
            assets = [await (await client.get(f"/static/{name}")).read() for name in ASSETS]
            sent = [await (await wire.get(f"/static/{name}", headers=gzip_ok)).read()
                    for name in ASSETS]
            raw_assets, wire_assets = sum(map(len, assets)), sum(map(len, sent))
            print(f"assets ({', '.join(ASSETS)}): {raw_assets:,} bytes, "
                  f"{wire_assets:,} over the wire")
            # another game first: the templates compiled and the ruleset's tables built
            await (await wire.get(links.game(games["classic kontra, random"][0]))).read()
            start = time.perf_counter()
            await (await wire.get(links.game(games["classic, 2 players"][0]),
                                  headers=gzip_ok)).read()
            first = (time.perf_counter() - start) * 1000
            for name, (game_id, actions) in games.items():
                page = await (await client.get(links.game(game_id))).read()
                over = await (await wire.get(links.game(game_id), headers=gzip_ok)).read()
                print(f"{name}: {actions} actions, page {len(page):,} bytes "
                      f"({len(over):,} over the wire); with the assets "
                      f"{len(page) + raw_assets:,} bytes ({len(over) + wire_assets:,} over "
                      "the wire)")
            game_id, actions = games["classic, 2 players"]
            path = links.game(game_id)

            async def timed(url: str) -> float:
                start = time.perf_counter()
                answer = await wire.get(url, headers=gzip_ok)
                await answer.read()
                return (time.perf_counter() - start) * 1000

            def summary(times: list[float]) -> str:
                ordered = sorted(times)
                p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
                return f"median {statistics.median(ordered):.1f} ms, p99 {p99:.1f} ms"

            # a page not rendered yet (its address is new: ?n=), the game's steps cached
            rendered = [await timed(f"{path}?n={n}") for n in range(args.requests)]
            cached = [await timed(path) for _ in range(args.requests)]
            print(f"the {actions}-action page on loopback, gzipped, {args.requests} requests "
                  f"each: the first (the game replayed, the page rendered) "
                  f"{first:.1f} ms; rendered each time {summary(rendered)}; the page kept "
                  f"{summary(cached)}")
        finally:
            await client.close()
            await wire.close()
            await reads.close()


if __name__ == "__main__":
    asyncio.run(main())
