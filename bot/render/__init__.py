"""Pictures of the game: a sheet during a turn, several sheets side by side, the standings,
the daily challenge's share card.

Each function takes the engine's `Game` (read only; pass `game.snapshot()` when the game may
move on while a worker thread renders; the share card takes a ruleset and one sheet's cells)
and plain data, and returns PNG bytes. Thread-safe: the bot renders in worker threads
(`asyncio.to_thread`) so the event loop never waits on Pillow; the caches
(fonts, static layers per ruleset, text sprites, die faces) may be shared.

`names` maps player and team ids to display names (anything: cleaned and cut to fit here).
`kept` holds 0-based dice positions; the picture numbers the dice 1..n like the keep buttons.
`lang` is a Discord locale or its prefix (en, hr, bg, ru, de); unknown ones draw English.
`text_layer`, for tests: a list that receives (text, box) for every string drawn.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from engine import Game
from engine.rulesets import Ruleset

from ..scoresheet import held_view
from .board import BoardRow, BoardSection, draw_board
from .bracket import BracketBox, draw_bracket
from .hint import HintMark, draw_hint
from .share import share_image
from .sheet import draw_sheet, draw_stack, draw_table
from .standings import draw_standings
from .theme import Layer, encode

__all__ = [
    "BoardRow",
    "BoardSection",
    "BracketBox",
    "HintMark",
    "Layer",
    "render_board",
    "render_bracket",
    "render_hint",
    "render_share",
    "render_sheet",
    "render_standings",
    "render_table",
    "render_turn",
]


def render_sheet(
    game: Game,
    owner: str,
    names: Mapping[str, str],
    *,
    turn: bool = True,
    kept: Collection[int] = frozenset(),
    lang: str = "en",
    text_layer: Layer | None = None,
) -> bytes:
    """One sheet (a player's, or a team's in pairs and partners), 900 px wide. With `turn`
    and dice on the table for this sheet: the dice (kept ones framed), the throw, the
    announced cell, and every cell the engine lets these dice go to, with its value."""
    return encode(
        draw_sheet(game, owner, names, turn=turn, kept=kept, lang=lang, text_layer=text_layer)
    )


def render_table(
    game: Game,
    owners: Sequence[str],
    names: Mapping[str, str],
    *,
    turn: bool = True,
    kept: Collection[int] = frozenset(),
    lang: str = "en",
    text_layer: Layer | None = None,
) -> bytes:
    """Two to four sheets side by side, compact (one label column, at most 1200 px wide;
    nine-column yamm sheets two a row), with the dice below during a turn."""
    return encode(
        draw_table(game, owners, names, turn=turn, kept=kept, lang=lang, text_layer=text_layer)
    )


def render_turn(
    game: Game,
    owners: Sequence[str],
    names: Mapping[str, str],
    *,
    lang: str = "en",
    text_layer: Layer | None = None,
) -> bytes:
    """The sheets a turn writes on, one under the other (900 px wide), with partners' held
    results and the cells each may go to (pairs, team). The thrower's own dice are not on
    it: a throw or a keep changes no picture, only a write (or a held result) does."""
    view = held_view(game, owners)
    return encode(draw_stack(game, owners, names, view=view, lang=lang, text_layer=text_layer))


def render_hint(
    game: Game,
    owners: Sequence[str],
    names: Mapping[str, str],
    marks: Sequence[HintMark],
    *,
    lang: str = "en",
    text_layer: Layer | None = None,
) -> bytes:
    """The sheets a hint is about, one under the other (900 px wide), with the hint's options
    (`marks`, best first) on their cells: the best framed thick in green with its value, the
    next ones framed thin with their loss against the best; below, the dice on the table
    (the best keep's framed) and one row of dice per keep option with its loss."""
    return encode(draw_hint(game, owners, names, marks, lang=lang, text_layer=text_layer))


def render_standings(
    game: Game, names: Mapping[str, str], *, lang: str = "en", text_layer: Layer | None = None
) -> bytes:
    """Places and totals as the engine ranks them (Kontra: lowest first), team members, and
    the settlement for russian."""
    return encode(draw_standings(game, names, lang=lang, text_layer=text_layer))


def render_share(
    rules: Ruleset, cells: Sequence[int | None], title: str, lang: str = "en"
) -> bytes:
    """The daily challenge's share card (about 440 px wide): one square per cell of a finished
    sheet (`game.sheets[owner]`), coloured by how well the cell scored against its row's best,
    crossed cells marked with an X; no values, dice or row labels. `title` is drawn as given
    (already translated); `lang` picks the column words under the column marks."""
    return encode(share_image(rules, cells, title, lang))


def render_board(
    title: str,
    sections: Sequence[BoardSection],
    *,
    note: str = "",
    text_layer: Layer | None = None,
) -> bytes:
    """A board picture (900 px wide): a title, an optional note, then each section's heading
    and rows (place, name, detail, value), at most 64 rows in all. Words come translated."""
    return encode(draw_board(title, sections, note=note, text_layer=text_layer))


def render_bracket(
    title: str,
    heads: Sequence[str],
    rounds: Sequence[Sequence[BracketBox]],
    *,
    text_layer: Layer | None = None,
) -> bytes:
    """A knockout bracket: one column a round (`heads` their titles), each match a box with its
    two sides, the winner in gold, lines to the match the winner plays next."""
    return encode(draw_bracket(title, heads, rounds, text_layer=text_layer))
