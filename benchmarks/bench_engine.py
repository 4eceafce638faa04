"""Engine speed: listing legal writes, and random solo classic games through the public API.

Run: python benchmarks/bench_engine.py
Targets (issue 2): listing every legal write with its value under 20 us; at least 1,000 random
full solo classic games (52 turns) per second on one core.
"""

from __future__ import annotations

import random
import statistics
import time

from engine import Announce, Game, RandomDice


def midgame(seed: int = 1, turns: int = 12) -> Game:
    """A classic solo game some turns in, with a first throw on the table."""
    game = Game("classic", ["ana"])
    dice, choose = RandomDice(seed), random.Random(seed)
    for _ in range(turns):
        game.throw("ana", dice)
        game.write("ana", choose.choice(game.write_options()).cell)
    game.throw("ana", dice)
    return game


def bench_listing(positions: int = 3000) -> tuple[list[float], float]:
    """Each position is listed once, so no cached answer helps (a cold listing)."""
    games = [midgame(seed) for seed in range(positions)]
    clock = time.perf_counter
    times = []
    for game in games:
        start = clock()
        game.write_options()
        times.append((clock() - start) * 1e6)
    cells = sum(len(game.write_options()) for game in games) / positions
    return times, cells


def random_game(dice: RandomDice, choose: random.Random, rethrows: int = 3) -> int:
    """One solo classic game: each turn throws 1 to 3 times, keeping a random set, then writes.

    When only announce cells are left, the first throw is followed by announcing one of them.
    """
    game = Game("classic", ["ana"])
    throw, write, options = game.throw, game.write, game.write_options
    while not game.is_over:
        throw("ana", dice)
        if game.must_announce:
            announce = [a for a in game.legal_actions() if isinstance(a, Announce)]
            game.apply(choose.choice(announce))
        for _ in range(choose.randrange(rethrows)):
            throw("ana", dice, [i for i in range(5) if choose.random() < 0.5])
        write("ana", choose.choice(options()).cell)
    return game.sheet_total("ana")


def bench_games(seconds: float = 3.0, rethrows: int = 3) -> tuple[int, float]:
    dice, choose = RandomDice(7), random.Random(7)
    games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        random_game(dice, choose, rethrows)
        games += 1
    return games, time.perf_counter() - start


def main() -> None:
    listing, cells = bench_listing()
    listing.sort()
    print(
        f"legal writes with values, one position (classic, 12 turns in, {cells:.1f} cells "
        f"on average): median {statistics.median(listing):.2f} us, "
        f"p99 {listing[len(listing) * 99 // 100]:.2f} us (target < 20 us)"
    )
    for rethrows, policy in ((3, "1-3 throws, random keeps"), (1, "one throw")):
        games, elapsed = bench_games(rethrows=rethrows)
        print(
            f"random solo classic games (52 turns, {policy}, then a random legal write): "
            f"{games / elapsed:,.0f} games/s on one core ({games} games in {elapsed:.1f} s; "
            "target >= 1,000)"
        )


if __name__ == "__main__":
    main()
