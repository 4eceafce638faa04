"""The Yamb engine: rulesets as data, games, modes and the game record. Pure: no I/O."""

from .actions import (
    Action,
    Announce,
    Correct,
    Cross,
    LegalAction,
    Stop,
    Throw,
    ThrowOption,
    Write,
    WriteChoice,
    WriteOption,
)
from .dice import (
    DiceSource,
    FixedDice,
    PositionalDice,
    RandomDice,
    SecureDice,
    SeededDice,
    seed_commitment,
)
from .errors import IllegalAction
from .game import FREE_THROWS, MODES, Decision, Game, LastWrite, draw_starting_order
from .modes import Mode, Round, find_mode
from .record import ReplayError, action_from_json, action_to_json, answer, replay, to_record
from .rulesets import OPTIONS, RULESET_NAMES, ColumnKind, Ruleset, get_ruleset

__all__ = [
    "Action", "Announce", "Correct", "Cross", "LegalAction", "Stop", "Throw", "ThrowOption",
    "Write", "WriteChoice", "WriteOption", "DiceSource", "FixedDice", "RandomDice", "SecureDice",
    "SeededDice", "PositionalDice",
    "seed_commitment", "IllegalAction", "MODES", "Mode", "Round", "find_mode", "Decision", "Game",
    "LastWrite", "draw_starting_order", "FREE_THROWS",
    "ReplayError", "action_from_json", "action_to_json", "answer", "replay", "to_record",
    "OPTIONS", "RULESET_NAMES", "ColumnKind", "Ruleset", "get_ruleset",
]
