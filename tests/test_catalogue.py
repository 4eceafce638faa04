"""Every sentence a player reads lives in the catalogue: each key the code uses exists in
English, and the English catalogue holds no key that nothing uses.

Keys are found in the code as the string literal passed to `say(lang, "key", ...)` or
`Refusal("key", ...)`; keys built from a prefix (`refusal-<engine code>`, `settings-<name>`,
`board-by-<sort>`, `turn-to-...`) are checked against what can fill them.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent_ast

from bot import settings
from bot.app.boards import SORTS
from bot.app.records import HELP
from bot.app.tournament_screens import FORMAT_WORDS, MODE_WORDS, PACE_WORDS, STATUS_WORDS
from bot.app.tournaments import JOIN_REFUSALS
from bot.store.models import ENDED_STATUSES
from engine import OPTIONS, RULESET_NAMES
from engine.modes import MODE_NAMES

ROOT = Path(__file__).resolve().parents[1]
ENGLISH = ROOT / "bot" / "locales" / "en"
KEY = re.compile(r"^[a-z][a-z0-9_-]*$")


def catalogue_keys(pattern: str = "bot.ftl") -> set[str]:
    """The message ids of the English catalogue (bot.ftl: the bot's sentences; "*.ftl": also
    the rules and the pictures' words)."""
    keys: set[str] = set()
    for path in ENGLISH.glob(pattern):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        junk = [e for e in resource.body if isinstance(e, fluent_ast.Junk)]
        assert not junk, f"{path.name} does not parse: {junk[0].content[:200]!r}"
        keys |= {e.id.name for e in resource.body if isinstance(e, fluent_ast.Message)}
    return keys


def literal_keys() -> set[str]:
    """String literals passed as the key of say(...) / Refusal(...) anywhere in bot/."""
    found: set[str] = set()
    for path in (ROOT / "bot").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            position = {"say": 1, "Refusal": 0, "text": 1}.get(str(name))
            if position is None or len(node.args) <= position:
                continue
            arg = node.args[position]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                found.add(arg.value)
            elif isinstance(arg, ast.IfExp):  # say(lang, "a" if x else "b")
                for branch in (arg.body, arg.orelse):
                    if isinstance(branch, ast.Constant) and isinstance(branch.value, str):
                        found.add(branch.value)
    return found


def refusal_codes() -> set[str]:
    """Every code the engine, the store and the settings refuse with (IllegalAction)."""
    codes: set[str] = set()
    for folder in ("engine", "bot"):
        for path in (ROOT / folder).rglob("*.py"):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if (
                    isinstance(node, ast.Call)
                    and getattr(node.func, "id", None) == "IllegalAction"
                    and node.args
                    and isinstance(node.args[0], ast.Constant)
                ):
                    codes.add(str(node.args[0].value))
    return codes


def built_keys() -> set[str]:
    keys = {f"refusal-{code}" for code in refusal_codes()}
    for name, decl in settings.declared().items():
        if decl.kind != "none":
            keys.add(f"settings-{name}")
    keys |= {f"status-{status}" for status in ENDED_STATUSES}
    keys |= {f"lobby-option-{name}" for name in OPTIONS}
    keys |= {f"board-by-{sort}" for sort in SORTS if sort != "rating"}
    keys |= {f"ruleset-{name}" for name in RULESET_NAMES}
    keys |= {f"mode-name-{name}" for name in MODE_NAMES}
    keys |= {f"mode-line-{name}" for name in MODE_NAMES}
    keys |= {f"help-{part}" for part in HELP} | {f"help-{part}-title" for part in HELP}
    for words in (FORMAT_WORDS, MODE_WORDS, PACE_WORDS, STATUS_WORDS, JOIN_REFUSALS):
        keys |= set(words.values())
    return keys


def test_every_key_used_is_in_the_catalogue() -> None:
    known = catalogue_keys("*.ftl")
    used = literal_keys() | built_keys()
    assert all(KEY.match(k) for k in used), sorted(k for k in used if not KEY.match(k))
    missing = sorted(used - known)
    assert not missing, f"keys used but missing from bot/locales/en/bot.ftl: {missing}"


def test_no_key_is_unused() -> None:
    unused = sorted(catalogue_keys() - literal_keys() - built_keys())
    assert not unused, f"keys in bot/locales/en/bot.ftl that nothing uses: {unused}"


def test_the_bots_sentences_do_not_shadow_the_pictures_or_rules_words() -> None:
    """All catalogues of a language share one namespace: an id defined twice would let one
    file silently replace the other's message."""
    others: set[str] = set()
    for name in ("rules.ftl", "sheet.ftl"):
        resource = FluentParser().parse((ENGLISH / name).read_text(encoding="utf-8"))
        others |= {e.id.name for e in resource.body if isinstance(e, fluent_ast.Message)}
    assert not catalogue_keys() & others
