"""The seasons' calendar: UTC months and quarters as runs of whole days, named by labels."""

from __future__ import annotations

import datetime as dt

import pytest

from bot.seasons import Season, current
from bot.settings import GuildSettings, changed, from_json, to_json


def moment(text: str) -> float:
    return dt.datetime.fromisoformat(text).replace(tzinfo=dt.UTC).timestamp()


def test_a_month_runs_from_its_first_midnight_to_the_next_months() -> None:
    season = Season.at("month", moment("2026-11-28T22:00:00"))
    assert season.label == "2026-11"
    assert season.start == moment("2026-11-01T00:00:00")
    assert season.end == moment("2026-12-01T00:00:00")
    assert season.end_day - season.first_day == 30
    assert Season.at("month", season.end - 0.001) == season
    assert Season.at("month", season.end) == season.next() == Season.parse("2026-12")
    assert Season.parse("2026-01").previous().label == "2025-12"
    assert Season.parse("2025-12").next().label == "2026-01"


def test_quarters_and_leap_years() -> None:
    q = Season.at("quarter", moment("2028-02-29T12:00:00"))
    assert q.label == "2028-Q1" and q.end_day - q.first_day == 31 + 29 + 31
    assert Season.parse("2028-q1") == q
    assert q.previous().label == "2027-Q4" and q.next().label == "2028-Q2"
    assert Season.parse("2028-Q4").next().label == "2029-Q1"


@pytest.mark.parametrize(
    "label", ["", "2026", "2026-13", "2026-00", "2026-Q5", "2026-Q0", "26-11", "1999-01",
              "2026-11 ", "2026-11-01", "<@1>", "2026‐11", "٢٠٢٦-11", "x" * 5000]
)
def test_labels_that_name_no_season_are_refused(label: str) -> None:
    if label == "2026-11 ":
        assert Season.parse(label).label == "2026-11"  # a space typed after it is forgiven
        return
    with pytest.raises(ValueError):
        Season.parse(label)


def test_the_settings_choice() -> None:
    now = moment("2026-08-15T00:00:00")
    assert current(None, now) == Season("month", 2026, 8)
    assert current("quarter", now) == Season("quarter", 2026, 3)
    assert current("off", now) is None


def test_a_change_of_season_length_is_stamped_with_its_time() -> None:
    """`season_since`: when the season length last changed (the season announcements skip
    what ended before it); naming the default, or changing another setting, is no change."""
    named = changed(GuildSettings("g"), {"season": "month"}, now=100.0)  # the default
    assert named.season_since is None
    quarters = changed(named, {"season": "quarter"}, now=200.0)
    assert quarters.season_since == 200.0
    assert changed(quarters, {"season_channel": "1"}, now=300.0).season_since == 200.0
    assert changed(quarters, {"season": "quarter"}, now=300.0).season_since == 200.0
    assert changed(quarters, {"season": None}, now=400.0).season_since == 400.0
    assert changed(quarters, {"season": "off"}).season_since == 200.0  # no time: not stamped
    # kept with the settings, read back; a value that is no time is none
    assert from_json("g", to_json(quarters)).season_since == 200.0
    for junk in ("soon", True, -1, float("nan")):
        assert from_json("g", {"season_since": junk}).season_since is None, junk
