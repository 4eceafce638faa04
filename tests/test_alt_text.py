"""Alt text (an attachment's description, read out by screen readers): what each builder says,
in every language, always within Discord's 1,024 characters, even for two yamm sheets with the
longest names; carried by `ui.Attachment` into discord.py's files; and new words alone never
make the display upload a picture again."""

from __future__ import annotations

import io
import random
import re
from typing import Any

import pytest
from PIL import Image

from bot import i18n
from bot.app import alt
from bot.app.display import Display, fingerprint, picture_keys
from bot.app.endings import final_screen
from bot.app.pictures import Pictures
from bot.app.screens import Table, turn_screen
from bot.app.state import TableState
from bot.discord_app.payloads import build_files
from bot.rules_text import rules_reply
from bot.scoresheet import held_view
from bot.ui import Attachment, Screen
from engine import RULESET_NAMES, Game, RandomDice, get_ruleset
from engine.ai import hint
from engine.modes import MODE_NAMES
from tests.randomplay import choose, new_game, play_step

LONGEST = "Ж" * 40  # longer than Discord's 32-character names: cut like any other
NAMES = {"ana": "Ana", "bo": "Bo", "cy": "Cy", "dee": "Dee", "red": "Team red", "blue": "Team blue"}


def played(game: Game, seed: int, until: Any = lambda game: False) -> Game:
    """Random legal play until `until(game)` holds or the game ends."""
    rnd, dice = random.Random(seed), RandomDice(seed)
    while not game.is_over and not until(game):
        play_step(game, choose(game, rnd), rnd, dice)
    return game


def lead(lang: str, key: str) -> str:
    """The words message `key` begins with in `lang`, before its first variable."""
    marker = "\u0001"
    said = i18n.text(lang, key, **dict.fromkeys(i18n.variables(lang, key), marker))
    return said.split(marker)[0]


# -- fit --------------------------------------------------------------------------------------


def test_fit_cuts_after_a_whole_word_within_the_limit() -> None:
    words = " ".join(f"word{n}" for n in range(400))
    cut = alt.fit(words)
    assert len(cut) <= alt.LIMIT and cut.endswith("…")
    kept = cut[:-1]
    assert words.startswith(kept) and words[len(kept)] == " "  # never half a word
    assert alt.fit("short text") == "short text"
    assert len(alt.fit("x" * 5000)) == alt.LIMIT  # one endless word: cut inside it


# -- what each picture's words say -----------------------------------------------------------


def test_a_turn_says_whose_sheet_its_totals_and_the_cells_open_this_turn() -> None:
    game = Game("classic", ["ana"])
    game.throw("ana", RandomDice(1))
    game.write("ana", "free/yamb")  # whatever the dice: a value or 0
    game.throw("ana", RandomDice(2))
    game.write("ana", "down/1")
    total = game.sheet_total("ana")
    text = alt.turn_alt(game, ["ana"], NAMES, "en")
    assert text.startswith(f"Sheet of Ana: total {total}; empty cells: 50 of 52. By column: ")
    opened = "Down · 2, Up · Yamb, Free: 12 empty cells, Announce: 13 cells once announced"
    assert text.endswith(f"Open this turn: {opened}.")


def test_a_held_result_is_listed_best_first_with_the_engines_values() -> None:
    for mode, seed in (("pairs", 3), ("team", 4)):
        game = played(
            new_game("classic", mode),
            seed,
            lambda g: g.round_no >= 4 and held_view(g, list(g.round.sheets)) is not None,
        )
        owners = list(game.round.sheets)
        view = held_view(game, owners)
        assert view is not None
        text = alt.turn_alt(game, owners, NAMES, "en")
        player, dice = view.held[0]
        assert f"{NAMES[player]}'s held result ({' '.join(map(str, dice))}) may go to" in text
        best = max(o.value for o in game.write_options() if o.result == player)
        listed = text.split("may go to")[1]
        assert int(re.findall(r": (\d+)", listed)[0]) == best, text


def test_the_end_says_the_ranking_and_every_final_total() -> None:
    game = played(new_game("russian", "standard", players=3), 5)
    totals = game.totals()
    ranked = game.mode.ranked(totals)
    text = alt.standings_alt(game, NAMES, "en")
    assert text.startswith("Final standings, Russian · standard: 1. ")
    positions = [text.index(f"{NAMES[who]}: {total}") for who, total in ranked]
    assert positions == sorted(positions)
    assert "settlement" in text
    kontra = played(new_game("classic", "kontra"), 6)
    assert alt.standings_alt(kontra, NAMES, "en").endswith("(Kontra: the lowest total wins.)")
    teams = played(new_game("classic", "partners"), 6)
    assert "Team red (Ana & Bo): " in alt.standings_alt(teams, NAMES, "en")
    sheet = alt.sheet_alt(game, "ana", NAMES, "en")
    assert sheet.startswith(f"Sheet of Ana at the end: total {game.sheet_total('ana')}. By column:")


def test_the_standings_share_a_place_on_equal_totals() -> None:
    game = Game("classic", ["ana", "bo", "cy"])
    text = alt.standings_alt(game, NAMES, "en")  # nothing written: three equal totals
    assert "1. Ana: 0; 1. Bo: 0; 1. Cy: 0" in text


def test_the_hint_says_the_options_the_dice_and_the_sheet() -> None:
    game = played(new_game("classic", "standard", players=1), 3, lambda g: g.throws == 1)
    lines = hint(game, "ana")
    options = [(f"option {n}", line.loss) for n, line in enumerate(lines)]
    text = alt.hint_alt(game, ["ana"], NAMES, options, "en")
    assert text.startswith("Hint. Best: option 0. Next: option 1 (")
    assert f"Dice on the table: {' '.join(map(str, game.dice or ()))}." in text
    assert "Sheet of Ana: total" in text


def test_the_rules_sheet_names_every_column_and_row() -> None:
    text = alt.rules_alt(get_ruleset("classic"), "en")
    assert text == (
        "An empty sheet, Classic rules. Columns: Down, Up, Free, Announce. Rows: 1, 2, 3, 4, 5,"
        " 6, Max, Min, Two pairs, Straight, Full house, Poker, Yamb."
    )


def test_the_stats_chart_reads_each_rulesets_last_scores() -> None:
    charts = {"Classic": [(s, s > 600) for s in range(500, 800, 20)], "Yamm": [(1850, True)]}
    text = alt.scores_alt("Ana", charts, 12, "en")
    # the chart draws the last 12 of each ruleset, oldest first: so do the words
    assert text.startswith("Last scores of Ana, oldest first: Classic: 560, 580, 600, 620 (a win)")
    assert text.endswith("780 (a win). Yamm: 1850 (a win).")


# -- every language, the biggest sheets -----------------------------------------------------


@pytest.mark.parametrize("lang", i18n.LOCALES)
def test_every_alt_text_stays_well_under_the_limit_in_every_language(lang: str) -> None:
    """Two yamm sheets in one turn picture (team) with the longest names, at every moment
    of a whole game: the turn words aim at BUDGET and never reach Discord's limit; the other
    pictures' words too, with their biggest cases (eight players, twenty scores a ruleset)."""
    longest = dict.fromkeys(NAMES, LONGEST)
    game = new_game("yamm", "team")
    rnd, dice = random.Random(1), RandomDice(1)
    worst = 0
    held = 0
    while not game.is_over:
        owners = list(game.round.sheets)
        text = alt.turn_alt(game, owners, longest, lang)
        worst = max(worst, len(text))
        held += held_view(game, owners) is not None
        assert lead(lang, "alt-sheet") in text and lead(lang, "alt-open") in text
        play_step(game, choose(game, rnd), rnd, dice)
    assert held > 10  # the held results' cells were described too
    assert 300 < worst <= alt.BUDGET + 50, worst
    for owner in game.sheets:
        assert len(alt.sheet_alt(game, owner, longest, lang)) < 400
    crowd = played(Game("yamm", [f"p{n}" for n in range(8)]), 2)
    assert len(alt.standings_alt(crowd, {}, lang)) < 700
    charts = {i18n.text(lang, f"ruleset-{r}"): [(9999, True)] * 20 for r in RULESET_NAMES}
    assert len(alt.scores_alt(LONGEST, charts, 12, lang)) < alt.LIMIT
    for ruleset in RULESET_NAMES:
        text = alt.rules_alt(get_ruleset(ruleset), lang)
        assert len(text) < 400 and i18n.text(lang, f"ruleset-{ruleset}") in text


@pytest.mark.parametrize("lang", i18n.LOCALES)
def test_the_words_are_the_languages_own(lang: str) -> None:
    game = played(new_game("classic", "standard", players=2), 7, lambda g: g.round_no >= 6)
    turn = alt.turn_alt(game, list(game.round.sheets), NAMES, lang)
    assert turn.startswith(lead(lang, "alt-sheet")), turn
    assert i18n.text(lang, "col-down") in turn
    if lang != "en":
        assert "Sheet of" not in turn and "Open this turn" not in turn


def test_every_mode_and_ruleset_has_words_for_its_turns_and_its_end() -> None:
    for ruleset in RULESET_NAMES:
        for mode in MODE_NAMES:
            if mode == "kontra" and not get_ruleset(ruleset).has_announce:
                continue
            game = played(new_game(ruleset, mode), 1, lambda g: g.round_no >= 10)
            assert alt.turn_alt(game, list(game.round.sheets), NAMES, "de")
            played(game, 1)
            assert alt.standings_alt(game, NAMES, "de").startswith("Schlussstand, ")


# -- on the screens, and through to discord.py ------------------------------------------------


class _Info:
    game_id = 7
    seq = 3


def turn_of(game: Game, lang: str = "en") -> Screen:
    return turn_screen(Table(_Info(), game, TableState(), NAMES, lang))  # type: ignore[arg-type]


def test_screens_carry_the_words_of_every_picture() -> None:
    game = played(new_game("yamm", "standard", players=1), 2, lambda g: g.round_no >= 5)
    (picture,) = turn_of(game, "hr").attachments
    words = picture.alt_text()
    assert words is not None and words.startswith("Tablica: Ana. Ukupno ")
    played(game, 2)
    final = final_screen(_Info(), game, NAMES, b"seed", "de")  # type: ignore[arg-type]
    said = {a.filename: a.alt_text() for a in final.attachments}
    assert said["standings.png"] == alt.standings_alt(game, NAMES, "de")
    assert said["sheet-1.png"] == alt.sheet_alt(game, "ana", NAMES, "de")
    assert said["yamb-game-7.json"] == i18n.text("de", "alt-record", game="7")


async def test_the_rules_picture_speaks_the_members_language() -> None:
    reply = await rules_reply("tris", "bg")
    (picture,) = reply.notice_attachments
    assert picture.alt_text() == alt.rules_alt(get_ruleset("tris"), "bg")


def test_a_turns_words_are_made_only_when_its_picture_is_uploaded() -> None:
    """A turn's message is drawn again at every click; its words cost nothing then."""
    game = played(new_game("classic", "standard", players=1), 4, lambda g: g.round_no >= 3)
    (picture,) = turn_of(game).attachments
    assert callable(picture.description)
    game_then = alt.turn_alt(game, ["ana"], NAMES, "en")
    played(game, 4, lambda g: g.round_no >= 6)  # the game moves on; the screen's snapshot not
    assert picture.alt_text() == game_then


def test_new_words_alone_neither_change_the_fingerprint_nor_upload_again() -> None:
    def screen(words: str) -> Screen:
        return Screen(
            "turn",
            attachments=[Attachment("sheet.png", b"png", key="turn:1:5:en", description=words)],
        )

    before, after = screen("Sheet of Ana: total 5"), screen("Sheet of Ana: total 5, later")
    assert picture_keys(before) == picture_keys(after)
    assert fingerprint(before) == fingerprint(after)
    display = Display(tables=None)  # type: ignore[arg-type]
    display.shown(42, before)
    assert display.knows(42, after) and display.knows_pictures(42, after)
    moved = screen("x")
    moved.attachments[0].key = "turn:1:6:en"
    assert not display.knows_pictures(42, moved)


async def test_build_files_gives_discord_the_alt_text() -> None:
    pictures = Pictures(store=None)  # type: ignore[arg-type]  # bytes: nothing to look up
    png = io.BytesIO()
    Image.new("RGB", (4, 4)).save(png, "PNG")
    files = await build_files(
        [
            Attachment("a.png", png.getvalue(), description="A sheet"),
            Attachment("b.png", png.getvalue(), description=lambda: "x " * 600),
            Attachment("c.png", png.getvalue()),
        ],
        pictures,
    )
    assert files[0].description == "A sheet"
    assert files[0].to_dict(0) == {"id": 0, "filename": "a.png", "description": "A sheet"}
    assert files[1].description is not None and len(files[1].description) == 1024
    assert files[2].description is None and "description" not in files[2].to_dict(2)
