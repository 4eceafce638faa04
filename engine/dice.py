"""Where dice come from. The engine never draws randomness itself: a source is passed in."""

from __future__ import annotations

import hashlib
import hmac
import random
import secrets
from collections.abc import Iterator
from typing import Protocol, runtime_checkable


class DiceSource(Protocol):
    def roll(self, count: int) -> list[int]:
        """`count` fair dice, each 1 to 6."""
        ...


@runtime_checkable
class PositionalSource(Protocol):
    """A source whose dice depend on where they land: `Game.throw` asks it for the dice at
    the positions thrown (0-based) instead of for a count."""

    def roll(self, count: int) -> list[int]: ...

    def roll_positions(self, positions: list[int]) -> list[int]:
        """The faces for these positions, in the same order."""
        ...


_FACES = (1, 2, 3, 4, 5, 6)


class RandomDice:
    """A seeded pseudo-random source, for tests and simulations."""

    def __init__(self, seed: int | str | None = None) -> None:
        self._random = random.Random(seed)

    def roll(self, count: int) -> list[int]:
        return self._random.choices(_FACES, k=count)


class SecureDice:
    """The operating system's cryptographically secure randomness."""

    def roll(self, count: int) -> list[int]:
        return [secrets.randbelow(6) + 1 for _ in range(count)]


class FixedDice:
    """Dice given in advance (tests): each roll takes the next values."""

    def __init__(self, values: list[int]) -> None:
        self._values = list(values)

    def roll(self, count: int) -> list[int]:
        if len(self._values) < count:
            raise ValueError("FixedDice ran out of dice")
        taken, self._values = self._values[:count], self._values[count:]
        return taken


def seed_commitment(seed: bytes) -> str:
    """What is published before the game: the SHA-256 of the secret seed, in hex."""
    return hashlib.sha256(seed).hexdigest()


class SeededDice:
    """Provably fair dice: throw number k of a game is derived from the secret seed alone.

    Each throw has its own HMAC-SHA256 stream (key: the seed, message: the throw's index), so
    the dice of throw k never depend on how many dice were kept, on refused actions or on
    restarts. Bytes of 252 and above are skipped so that every face is equally likely.
    """

    def __init__(self, seed: bytes, throw_index: int, purpose: str = "throw") -> None:
        self.seed = seed
        self.throw_index = throw_index
        self._stream = self._bytes(f"yamb-{purpose}:{throw_index}")

    def _bytes(self, label: str) -> Iterator[int]:
        block = 0
        while True:
            message = f"{label}:{block}".encode()
            yield from hmac.new(self.seed, message, hashlib.sha256).digest()
            block += 1

    def roll(self, count: int) -> list[int]:
        dice: list[int] = []
        while len(dice) < count:
            byte = next(self._stream)
            if byte < 252:
                dice.append(byte % 6 + 1)
        return dice


class PositionalDice:
    """Duplicate-style dice (the daily challenge): die `i` of throw `throw` of turn `turn`
    comes from the secret seed and (turn, throw, i) alone. Two players who make the same
    choices see the same dice, and a die thrown again at the same position shows the same
    face whatever else was kept. Each die has its own HMAC-SHA256 stream; bytes of 252 and
    above are skipped so that every face is equally likely."""

    def __init__(self, seed: bytes, turn: int, throw: int) -> None:
        self.seed = seed
        self.turn = turn
        self.throw = throw

    def die(self, position: int) -> int:
        block = 0
        while True:
            message = f"yamb-daily:{self.turn}:{self.throw}:{position}:{block}".encode()
            for byte in hmac.new(self.seed, message, hashlib.sha256).digest():
                if byte < 252:
                    return byte % 6 + 1
            block += 1

    def roll_positions(self, positions: list[int]) -> list[int]:
        return [self.die(i) for i in positions]

    def roll(self, count: int) -> list[int]:
        """A whole throw of `count` dice (positions 0 to count - 1)."""
        return self.roll_positions(list(range(count)))
