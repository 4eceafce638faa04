"""A game's thread is named by its ruleset and players within Discord's 100 characters: whole
players, then how many more (a long table's name ended in "… vs" or half a name), and a name
cut at a character, its combining marks kept with it."""

from __future__ import annotations

import unicodedata

from bot.app.lobby_screens import thread_name
from engine import Game


def test_a_full_table_is_named_by_whole_players_then_how_many_more() -> None:
    players = [f"p{i}" for i in range(8)]
    names = {
        p: ("Ш" * 31 + p[-1]) if i % 2 == 0 else f"Yamb bot {i} (hard)"
        for i, p in enumerate(players)
    }
    name = thread_name(Game("yamm", players), names, "en")
    assert len(name) <= 100 and name.startswith("Yamb Yamm · "), name
    assert name.endswith((" +5", " +6", " +4")), name
    assert not name.removesuffix(name.split()[-1]).rstrip().endswith("vs"), name
    assert thread_name(Game("yamm", ["a", "b"]), {"a": "ana", "b": "bo"}, "en") == (
        "Yamb Yamm · ana vs bo"
    )


def test_a_long_name_is_cut_between_characters() -> None:
    """Cut where a character ends: the marks on its letter are not split from it."""
    mark = "Z" * 20 + "a" + "\u0324\u0354" * 3 + "bc"
    name = thread_name(Game("classic", ["a", "b"]), {"a": mark, "b": "bo"}, "en")
    side = name.split(" · ", 1)[1].split(" vs ")[0]
    kept = side.removesuffix("…")
    assert side.endswith("…") and mark.startswith(kept), side
    assert not unicodedata.combining(mark[len(kept)]), side  # the next is a letter, not a mark
