"""Pictures of the game: a sheet during a turn, several sheets side by side, the standings.

Each function takes the engine's `Game` (read only; pass `game.snapshot()` when the game may
move on while a worker thread renders) and returns PNG bytes. Thread-safe: the bot renders in
worker threads (`asyncio.to_thread`) so the event loop never waits on Pillow.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine import Game

from .sheet import Layer, draw_sheet, draw_standings, encode, join_horizontally, with_dice

__all__ = ["render_sheet", "render_standings", "render_table"]


def render_sheet(
    game: Game,
    owner: str,
    names: Mapping[str, str],
    *,
    turn: bool = True,
    kept: frozenset[int] | set[int] = frozenset(),
    lang: str = "en",
    text_layer: Layer | None = None,
) -> bytes:
    """One sheet; during a turn also the dice (kept ones marked), the throw, the announced
    cell, and the cells these dice may go to with the value each would get."""
    image = draw_sheet(game, owner, names, turn=turn, kept=kept, lang=lang, text_layer=text_layer)
    return encode(image)


def render_table(
    game: Game,
    owners: Sequence[str],
    names: Mapping[str, str],
    *,
    turn: bool = True,
    kept: frozenset[int] | set[int] = frozenset(),
    lang: str = "en",
    text_layer: Layer | None = None,
) -> bytes:
    """Two to four sheets side by side, compact, with the dice below during a turn."""
    images = [
        draw_sheet(game, owner, names, turn=turn, lang=lang, compact=True, text_layer=text_layer)
        for owner in owners[:4]
    ]
    table = join_horizontally(images)
    if turn and game.dice is not None and any(o in game.round.sheets for o in owners):
        table = with_dice(table, game, kept, lang, text_layer)
    return encode(table)


def render_standings(
    game: Game, names: Mapping[str, str], *, lang: str = "en", text_layer: Layer | None = None
) -> bytes:
    """Places and totals (Kontra: lowest first), and the settlement for russian."""
    return encode(draw_standings(game, names, lang=lang, text_layer=text_layer))
