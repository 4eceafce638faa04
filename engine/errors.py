"""The one error the engine raises for anything a player may not do."""

from __future__ import annotations

from typing import Any


class IllegalAction(Exception):
    """A refused action. The game is left exactly as it was.

    `code` names the refusal for front ends and translations; `message` is plain English a
    player can act on; `params` holds the values a translation may need.
    """

    def __init__(self, code: str, message: str, **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.params = params
