"""What a member hears privately after an action made by command (the game's message shows
everyone the rest): the round's line, their throw, or where a correction moved their result."""

from __future__ import annotations

from engine import Game, LastWrite, Throw

from ..texts import say
from .screens import dice_faces
from .words import cell_name


def done(lang: str, game: Game, line: str) -> str:
    """The confirmation of an action: the line of the round it ended, else the dice if it was
    a throw (the dice on the table are this action's only then), else that it was done."""
    if line:
        return line
    if isinstance(game.history[-1], Throw) and game.dice is not None:
        return say(lang, "done-throw", dice=dice_faces(game.dice), n=game.throws)
    return say(lang, "done-action")


def corrected(lang: str, player: str, game: Game, moved: LastWrite) -> str:
    """A correction's confirmation: the result moved (its own dice), from where, to where,
    and what it scores there; the dice on the table may be the next player's by now."""
    now = game.last_result(player)
    if now is None:
        return say(lang, "done-action")
    names = game.ruleset.cell_names
    return say(
        lang,
        "done-corrected",
        dice=dice_faces(now.dice),
        old=cell_name(game.ruleset, names[moved.cell], lang),
        cell=cell_name(game.ruleset, names[now.cell], lang),
        value=game.sheets[now.sheet][now.cell] or 0,
    )
