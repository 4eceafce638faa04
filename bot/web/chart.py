"""A member's rating over time as an SVG line, drawn on the server: no script, no inline style
(the pages' Content-Security-Policy allows neither); colours come from the stylesheet's classes."""

from __future__ import annotations

from dataclasses import dataclass

from ..store.web import RatingPoint

WIDTH, HEIGHT, PAD = 600, 200, 28


@dataclass(frozen=True)
class Chart:
    width: int
    height: int
    line: str  # the points of the <polyline>, "x,y x,y ..."
    band: str  # the points of the uncertainty band's <polygon>: from the rating up to mu
    ticks: list[tuple[float, str]]  # (y, label) of the value axis
    first: float  # the first and last games' times
    last: float
    low: float  # the lowest and highest rating, and the last
    high: float
    final: float


def rating_chart(points: list[RatingPoint]) -> Chart | None:
    """The rating (the ordinal, mu - 3 sigma, what the board ranks by) after each game, as a
    line at the foot of a band that reaches up to mu, the skill as estimated: the band narrows
    as games make the estimate surer, and the rating rises toward mu."""
    if not points:
        return None
    values = [p.ordinal for p in points]
    highs = [p.mu for p in points]
    low, high = min(values), max(values + highs)
    if high - low < 1:
        high, low = high + 0.5, low - 0.5
    count = len(points)

    def x(i: int) -> float:
        return PAD + (WIDTH - 2 * PAD) * (i / (count - 1) if count > 1 else 0.5)

    def y(v: float) -> float:
        return HEIGHT - PAD - (HEIGHT - 2 * PAD) * (v - low) / (high - low)

    line = " ".join(f"{x(i):.1f},{y(v):.1f}" for i, v in enumerate(values))
    upper = [f"{x(i):.1f},{y(v):.1f}" for i, v in enumerate(highs)]
    lower = [f"{x(i):.1f},{y(v):.1f}" for i, v in reversed(list(enumerate(values)))]
    ticks = [(y(v), f"{v:.1f}") for v in (low, (low + high) / 2, high)]
    return Chart(WIDTH, HEIGHT, line, " ".join(upper + lower), ticks, points[0].rated_at,
                 points[-1].rated_at, min(values), max(values), values[-1])
