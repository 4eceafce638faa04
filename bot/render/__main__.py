"""Example pictures.

    python -m bot.render examples          redraw assets/examples/<ruleset>.png
    python -m bot.render preview [FOLDER]  every picture kind, plus how a phone shows it
                                           (400 px wide, on Discord's dark and light grounds)

The example games are played by a simple greedy player with fixed dice, so the pictures are
the same on every run and look like real play (sensible Max and Min, a few crossed cells).
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

from PIL import Image

from engine import RULESET_NAMES, Announce, FixedDice, Game, RandomDice, WriteOption

from ..labels import label
from . import render_share, render_sheet, render_standings, render_table

EXAMPLES = Path(__file__).resolve().parents[2] / "assets" / "examples"

# Each ruleset in the language of its tradition, with names that need the font's coverage.
SHOWCASE: dict[str, tuple[str, dict[str, str]]] = {
    "classic": ("en", {"ana": "Ana Jovanović", "bo": "Bo Nilsson"}),
    "bulgarian": ("bg", {"ana": "Боян Петров", "bo": "Мила"}),
    "yamm": ("de", {"ana": "Jürg Müller-Weiß", "bo": "Vreni"}),
    "russian": ("ru", {"ana": "Ольга Ямбова", "bo": "Пётр"}),
    "tris": ("hr", {"ana": "Đurđa Šćekić", "bo": "Žarko"}),
}
TURNS = {"classic": 56, "bulgarian": 60, "yamm": 104, "russian": 50, "tris": 54}

# What a row is worth to a casual player: writing less costs, writing more gains.
_BASELINE = {
    "max": 24,
    "hoch": 24,
    "two_pairs": 22,
    "triple": 25,
    "tris": 25,
    "straight": 35,
    "full": 40,
    "poker": 50,
    "four": 50,
    "kare": 50,
    "yamb": 60,
    "yamm": 60,
}
_LOW_ROWS = {"min", "tief"}  # lower is better


def _merit(game: Game, option: WriteOption) -> float:
    row = option.cell.split("/")[1]
    if option.value == 0:  # crossing hurts more than a poor value
        return -15 - (3 * int(row) if row.isdigit() else _BASELINE.get(row, 9))
    if row.isdigit():
        return option.value - 3 * int(row)
    if row in _LOW_ROWS:
        return 9 - option.value
    return option.value - _BASELINE.get(row, 20)


def _chase(game: Game) -> list[int]:
    """Positions to keep: the most common face, the higher on a tie."""
    assert game.dice is not None
    face = max(set(game.dice), key=lambda f: (game.dice.count(f), f))  # type: ignore[union-attr]
    return [i for i, d in enumerate(game.dice) if d == face]


def _announce_best(game: Game, player: str) -> None:
    """Call the cell these dice suit best (a combination before a plain sum)."""
    offers = [a for a in game.legal_actions() if isinstance(a, Announce)]
    values = game.cell_values()

    def merit(cell: str) -> float:
        row = cell.split("/")[1]
        option = WriteOption(cell, values[row], player, player)
        plain_sum = game.ruleset.rows[game.ruleset.row_index[row]].is_sum
        return _merit(game, option) - (30 if plain_sum else 0)

    game.announce(player, max(offers, key=lambda a: merit(a.cell)).cell)


# The turn on the table in each example: first throw, positions kept, the dice thrown again,
# the row called (announce column) and the dice the player has picked to keep next.
STAGED: dict[str, tuple[list[int], list[int], list[int], str | None, set[int]]] = {
    "classic": ([6, 6, 2, 6, 4], [0, 1, 3], [6, 3], None, {0, 1, 2, 3}),
    "bulgarian": ([5, 5, 5, 2, 3], [0, 1, 2], [5, 1], "four", {0, 1, 2, 3}),
    "yamm": ([3, 3, 4, 3, 1], [0, 1, 3], [3, 6], None, {0, 1, 2, 3}),
    "russian": ([2, 3, 4, 5, 5], [0, 1, 2, 3], [6], "straight", {0, 1, 2, 3, 4}),
    "tris": ([4, 4, 1, 4, 6], [0, 1, 3], [2, 4], None, {0, 1, 3, 4}),
}


def example_game(ruleset: str, turns: int | None = None, seed: int = 7) -> tuple[Game, set[int]]:
    """A two-player game some turns in, with a staged throw on the table (and, where the
    example calls one, an announced cell); returns it with the dice the player keeps."""
    game = Game(ruleset, ["ana", "bo"])
    dice = RandomDice(seed)
    for _ in range(TURNS[ruleset] if turns is None else turns):
        player = game.thrower
        game.throw(player, dice)
        if game.must_announce:
            _announce_best(game, player)
        while game.throws < 3 and max(_merit(game, o) for o in game.write_options()) < 5:
            game.throw(player, dice, _chase(game))
        game.write(player, max(game.write_options(), key=lambda o: _merit(game, o)).cell)
    first, keep, second, call, kept = STAGED[ruleset]
    player = game.thrower
    game.throw(player, FixedDice(first))
    calls = {a.cell for a in game.legal_actions() if isinstance(a, Announce)}
    if call is not None and f"announce/{call}" in calls:
        game.announce(player, f"announce/{call}")
    elif game.must_announce:
        _announce_best(game, player)
    game.throw(player, FixedDice(second), keep)
    return game, kept


def write_examples(folder: Path = EXAMPLES) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for ruleset in RULESET_NAMES:
        lang, names = SHOWCASE[ruleset]
        game, kept = example_game(ruleset)
        path = folder / f"{ruleset}.png"
        path.write_bytes(render_sheet(game, game.thrower, names, kept=kept, lang=lang))
        written.append(path)
    written.append(write_share_example(folder))
    return written


def write_share_example(folder: Path) -> Path:
    """The daily challenge's share card of a whole game played by the hard bot."""
    from engine.daily import PLAYER, Daily, bot_game

    daily = Daily(28)
    game = bot_game(daily, b"an example seed")
    path = folder / "daily-share.png"
    title = f"Yamb Daily #{daily.number} · {label('ruleset-' + daily.ruleset)}"
    path.write_bytes(render_share(game.ruleset, list(game.sheets[PLAYER]), title, "en"))
    return path


def phone(png: bytes, width: int = 400) -> Image.Image:
    """The picture as a phone shows it, framed by Discord's dark and light message grounds."""
    image = Image.open(io.BytesIO(png)).convert("RGB")
    size = (width, round(image.height * width / image.width))
    small = image.resize(size, Image.Resampling.LANCZOS)
    out = Image.new("RGB", (2 * width + 60, small.height + 40), (49, 51, 56))
    out.paste((255, 255, 255), (width + 30, 0, out.width, out.height))
    out.paste(small, (15, 20))
    out.paste(small, (width + 45, 20))
    return out


def write_previews(folder: Path) -> list[Path]:
    from tests.randomplay import new_game, play_random  # only for previews, from a checkout

    folder.mkdir(parents=True, exist_ok=True)
    pictures: dict[str, bytes] = {}
    names = {
        "ana": "Ana Jovanović",
        "bo": "Боян",
        "cy": "🎲 Cy",
        "dee": "Dee " + "x" * 80,
        "red": "Red team",
        "blue": "Blue team",
    }
    for ruleset in RULESET_NAMES:
        lang, showcase = SHOWCASE[ruleset]
        game, kept = example_game(ruleset)
        pictures[f"{ruleset}"] = render_sheet(game, game.thrower, showcase, kept=kept, lang=lang)
        pictures[f"{ruleset}-en"] = render_sheet(game, game.thrower, showcase, kept=kept)
        over = play_random(new_game(ruleset, "standard", players=4), seed=3)
        pictures[f"{ruleset}-table4"] = render_table(over, list(over.sheets), names)
        pictures[f"{ruleset}-standings"] = render_standings(over, names)
        team = play_random(new_game(ruleset, "team"), seed=5, steps=121)
        pictures[f"{ruleset}-team"] = render_table(team, list(team.sheets), names, kept={1})
        pairs = play_random(new_game(ruleset, "pairs"), seed=5, steps=121)
        pictures[f"{ruleset}-pairs"] = render_sheet(pairs, pairs.round.sheets[0], names)
        if ruleset != "yamm":
            for steps in range(70, 200):  # the thrower's turn, before the writer may write
                duel = play_random(new_game(ruleset, "kontra"), seed=2, steps=steps)
                if duel.dice is not None and not duel.write_options():
                    break
            pictures[f"{ruleset}-kontra"] = render_sheet(duel, duel.thrower, names)
    written = []
    for key, png in pictures.items():
        for suffix, data in (("", png), ("-phone", None)):
            path = folder / f"{key}{suffix}.png"
            if data is None:
                phone(png).save(path)
            else:
                path.write_bytes(data)
            written.append(path)
    return written


def main(argv: list[str]) -> int:
    if argv[1:] == ["examples"]:
        for path in write_examples():
            print(path)
        return 0
    if argv[1:2] == ["preview"] and len(argv) <= 3:
        for path in write_previews(Path(argv[2] if len(argv) == 3 else "/tmp/yamb-preview")):
            print(path)
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
