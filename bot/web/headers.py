"""Request headers that list choices with weights (Accept-Language, Accept-Encoding)."""

from __future__ import annotations

from collections.abc import Iterator


def weighted(value: str | None, *, limit: int = 500) -> Iterator[tuple[str, float]]:
    """Each choice of a header as (choice, weight), in the header's order, lower-cased; q= may
    stand among other parameters (RFC 9110, 12.4.2). A choice whose weight is no number is
    left out. Only the first `limit` characters are read (a header is the visitor's text)."""
    for part in (value or "")[:limit].split(","):
        choice, _, params = part.partition(";")
        weight = 1.0
        for param in params.split(";"):
            name, _, number = param.partition("=")
            if name.strip().lower() == "q":
                try:
                    weight = float(number)
                except ValueError:
                    weight = float("nan")
        if weight == weight:  # not NaN: a weight that is a number
            yield choice.strip().lower(), weight
