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
    band: str  # the points of the uncertainty band's <polygon> (mu ± sigma)
    ticks: list[tuple[float, str]]  # (y, label) of the value axis
    first: float  # the first and last games' times
    last: float
    low: float
    high: float
    final: float


def rating_chart(points: list[RatingPoint]) -> Chart | None:
    """The ordinal (mu - 3 sigma, what the board ranks by) after each game, and mu ± sigma."""
    if not points:
        return None
    values = [p.ordinal for p in points]
    lows = [p.mu - p.sigma for p in points]
    highs = [p.mu + p.sigma for p in points]
    low, high = min(values + lows), max(values + highs)
    if high - low < 1:
        high, low = high + 0.5, low - 0.5
    count = len(points)

    def x(i: int) -> float:
        return PAD + (WIDTH - 2 * PAD) * (i / (count - 1) if count > 1 else 0.5)

    def y(v: float) -> float:
        return HEIGHT - PAD - (HEIGHT - 2 * PAD) * (v - low) / (high - low)

    line = " ".join(f"{x(i):.1f},{y(v):.1f}" for i, v in enumerate(values))
    upper = [f"{x(i):.1f},{y(v):.1f}" for i, v in enumerate(highs)]
    lower = [f"{x(i):.1f},{y(v):.1f}" for i, v in reversed(list(enumerate(lows)))]
    ticks = [(y(v), f"{v:.1f}") for v in (low, (low + high) / 2, high)]
    return Chart(WIDTH, HEIGHT, line, " ".join(upper + lower), ticks, points[0].rated_at,
                 points[-1].rated_at, low, high, values[-1])
