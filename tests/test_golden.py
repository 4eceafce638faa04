"""Golden games: whole scripted games replayed through `python -m engine replay`.

tests/golden holds, for every ruleset and mode, a game record (docs/record.md) and the answer its
replay must print. Both are written by tests/golden/make_golden.py, whose expected answers come
from a small scorer of its own, written from docs/rules.md, not from the engine's scoring code.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
GOLDEN = ROOT / "tests" / "golden"
RECORDS = sorted(p for p in GOLDEN.glob("*.json") if not p.name.endswith(".answer.json"))
RULESETS = ("classic", "bulgarian", "yamm", "russian", "tris")
MODES = ("standard", "kontra", "pairs", "team", "partners")


def run_replay(argument: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "engine", "replay", argument],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )


def load(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def expected_answer(record: Path) -> Any:
    return load(record.with_name(record.name.removesuffix(".json") + ".answer.json"))


def differences(got: Any, expected: Any, path: str = "") -> list[str]:
    """Where two answers differ, one line per leaf (for a readable failure)."""
    if isinstance(got, dict) and isinstance(expected, dict):
        return [
            line
            for key in sorted(set(got) | set(expected))
            for line in differences(got.get(key), expected.get(key), f"{path}/{key}")
        ]
    if got != expected:
        return [f"{path}: engine {got!r}, expected {expected!r}"]
    return []


def check_answer(done: subprocess.CompletedProcess[str], expected: Any) -> None:
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    got = json.loads(done.stdout)
    diffs = differences(got, expected)
    assert not diffs, "\n".join(diffs[:40])
    assert got == expected


def test_the_golden_games_cover_every_ruleset_and_mode() -> None:
    answers = {p.name for p in GOLDEN.glob("*.answer.json")}
    assert answers == {p.name.removesuffix(".json") + ".answer.json" for p in RECORDS}
    games = [load(path) for path in RECORDS]
    played = {(game["ruleset"], game["mode"]) for game in games}
    wanted = {(r, m) for r in RULESETS for m in MODES if (r, m) != ("yamm", "kontra")}
    assert wanted <= played
    options = [game["options"] for game in games]
    assert {"six_dice": True, "bonus_threshold": 63} in options
    assert {"negative_school": True, "matches": True} in options
    sizes = {len(game["players"]) for game in games if game["mode"] == "standard"}
    assert 1 in sizes and sizes & {2, 3}
    assert sum(path.stat().st_size for path in GOLDEN.glob("*.json")) < 2_000_000


@pytest.mark.parametrize("record", RECORDS, ids=lambda p: p.stem)
def test_replay_of_the_file_gives_the_expected_answer(record: Path) -> None:
    check_answer(run_replay(str(record)), expected_answer(record))


@pytest.mark.parametrize("record", RECORDS, ids=lambda p: p.stem)
def test_replay_from_standard_input_gives_the_expected_answer(record: Path) -> None:
    check_answer(run_replay("-", record.read_text(encoding="utf-8")), expected_answer(record))


# -- corrupted records: one illegal action inserted ------------------------------------------

Action = dict[str, Any]
Corruption = Callable[[list[Action]], tuple[int, Action]]


def first(actions: list[Action], test: Callable[[int, Action], bool]) -> int:
    return next(i for i, action in enumerate(actions) if test(i, action))


def out_of_turn(actions: list[Action]) -> tuple[int, Action]:
    """ana throws when bo's turn starts."""
    i = first(actions, lambda _, a: a["player"] == "bo")
    return i, {"player": "ana", "do": "throw", "dice": [6, 6, 6, 6, 6]}


def fourth_throw(actions: list[Action]) -> tuple[int, Action]:
    """A 4th throw, keeping every die."""
    i = first(actions, lambda i, a: "keep" in a and "keep" in actions[i - 1])
    thrown = actions[i]
    return i + 1, {**thrown, "keep": [0, 1, 2, 3, 4]}


def announce_after_second_throw(actions: list[Action]) -> tuple[int, Action]:
    i = first(actions, lambda _, a: "keep" in a)
    return i + 1, {"player": actions[i]["player"], "do": "announce", "cell": "announce/yamb"}


def write_filled_cell(actions: list[Action]) -> tuple[int, Action]:
    """ana writes her first cell again, in her second turn."""
    written = first(actions, lambda _, a: a["do"] == "write")
    cell = actions[written]["cell"]
    i = first(actions, lambda i, a: i > written and a["player"] == "ana" and a["do"] == "throw")
    return i + 1, {"player": "ana", "do": "write", "cell": cell}


def cross_a_sum_row(actions: list[Action]) -> tuple[int, Action]:
    i = first(actions, lambda _, a: a["do"] == "write" and a["cell"].endswith("/max"))
    return i, {**actions[i], "do": "cross"}


def kontra_cross_where_a_value_is_possible(actions: list[Action]) -> tuple[int, Action]:
    i = first(actions, lambda _, a: a["do"] == "write")
    return i, {**actions[i], "do": "cross"}


def correct_after_own_next_throw(actions: list[Action]) -> tuple[int, Action]:
    """yamm: ana's correction window closed when her next turn started."""
    written = first(actions, lambda _, a: a["do"] == "write" and a["player"] == "ana")
    i = first(actions, lambda i, a: i > written and a["player"] == "ana" and a["do"] == "throw")
    return i + 1, {"player": "ana", "do": "correct", "cell": "free3/6"}


CORRUPTIONS: list[tuple[str, Corruption]] = [
    ("classic_standard", out_of_turn),
    ("classic_standard", fourth_throw),
    ("classic_standard", announce_after_second_throw),
    ("classic_standard", write_filled_cell),
    ("classic_standard", cross_a_sum_row),
    ("classic_kontra", kontra_cross_where_a_value_is_possible),
    ("yamm_standard", correct_after_own_next_throw),
]


@pytest.mark.parametrize(("name", "corrupt"), CORRUPTIONS, ids=[c.__name__ for _, c in CORRUPTIONS])
def test_an_illegal_action_is_refused_naming_its_index(name: str, corrupt: Corruption) -> None:
    record = load(GOLDEN / f"{name}.json")
    index, action = corrupt(record["actions"])
    assert index > 0
    record["actions"].insert(index, action)
    done = run_replay("-", json.dumps(record))
    assert done.returncode != 0
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert re.search(rf"(?<!\d){index}(?!\d)", lines[0]), lines[0]
