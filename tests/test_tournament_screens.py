"""A tournament's posts stay within what Discord takes for any field: at most 2,000
characters of text and 100 members pinged, the check-in's and a round's of hundreds alike."""

from __future__ import annotations

from dataclasses import replace

from bot.app import tournament_screens as views
from bot.store import TournamentRow
from engine.tournament import Entrant, Tournament

MEMBERS = [str(10**18 + n) for n in range(600)]


def tournament(name: str = "A Rather Long Name For A Cup Here") -> TournamentRow:
    return TournamentRow(
        1, "g", "c", "o", name, "swiss", None, "classic", {}, "kontra", "live", None,
        1_800_000_000.0, 30, None, "signup", 0.0, None, None, {},
    )  # fmt: skip


def test_the_check_in_pings_as_many_as_one_message_holds() -> None:
    for count in (3, 60, 150, 600):
        screen = views.checkin_screen(tournament(), MEMBERS[:count], "ru")
        assert len(screen.content) <= 2000 and len(screen.mentions) <= 100
        assert all(f"<@{m}>" in screen.content for m in screen.mentions)
        if count == 3:
            assert list(screen.mentions) == MEMBERS[:3]


def test_a_round_of_hundreds_is_posted_without_pings_past_the_limits() -> None:
    for count in (8, 40, 300):
        entrants = [Entrant(m, 0.0) for m in MEMBERS[:count]]
        batch = Tournament("swiss", entrants).pairings([])
        names = {m: f"Member number {m[-4:]}" for m in MEMBERS[:count]}
        screen = views.round_screen(tournament(), batch, names, {}, "en")
        assert len(screen.content) <= 2000 and len(screen.mentions) <= 100
        if count == 8:
            assert len(screen.mentions) == 8  # a small field: everyone paired is pinged


def test_a_bye_is_called_a_win_only_where_the_format_counts_it_one() -> None:
    """Swiss byes score a point and knockout byes go through; in a round robin the one left
    over sits the round out for nothing, and the post says so."""
    entrants = [Entrant(m, 0.0) for m in MEMBERS[:5]]
    names = {m: f"Member {m[-1]}" for m in MEMBERS[:5]}
    for format, words in [
        ("swiss", "has a bye (a win)"),
        ("knockout", "has a bye (a win)"),
        ("round-robin", "sits this round out (no game, no point)"),
    ]:
        batch = Tournament(format, entrants).pairings([])
        bye = next(p for p in batch if p.second is None)
        t = replace(tournament(), format=format)
        screen = views.round_screen(t, batch, names, {}, "en")
        assert f"<@{bye.first}> {words}" in screen.content, format
        assert (format == "round-robin") == ("a win" not in screen.content), format
