"""`python -m engine replay` and `verify` on bad, huge and hostile input, and the record's draw.

Every case runs the real command; what cannot be read is one line and exit status 2, a refused
record or action one line and exit status 1, and nothing is printed on standard output then.
"""

from __future__ import annotations

import json
import os
import secrets
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest

from bot.store import Store
from engine import SeededDice, draw_starting_order
from engine.record import MAX_ACTIONS

GOLDEN = Path(__file__).parent / "golden"
MB = 1024 * 1024


def engine(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(
        [sys.executable, "-m", "engine", *args],
        input=stdin,
        capture_output=True,
        timeout=120,
    )
    return subprocess.CompletedProcess(
        done.args, done.returncode, done.stdout.decode(), done.stderr.decode()
    )


def refused(done: subprocess.CompletedProcess[str], status: int) -> str:
    """The one line of a refusal with exit `status`; nothing on standard output."""
    assert done.returncode == status, (done.returncode, done.stderr)
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert "Traceback" not in done.stderr and "action -1" not in done.stderr
    return lines[0]


# Runs `python -m engine` and, at exit, writes the process's own peak resident memory
# (VmHWM, kB) to PEAK_FILE. Measured inside the process after exec: a count taken by the
# parent (wait4, getrusage) would include the memory of the forking test worker.
_PEAK = """
import atexit, os, runpy

def report():
    with open("/proc/self/status") as status, open(os.environ["PEAK_FILE"], "w") as out:
        out.write(next(line for line in status if line.startswith("VmHWM:")).split()[1])

atexit.register(report)
runpy.run_module("engine", run_name="__main__", alter_sys=True)
"""


def peak_memory_mb(args: list[str], path: Path) -> tuple[int, str, float]:
    """(exit status, standard error, peak resident MB) of one engine run."""
    with tempfile.TemporaryDirectory() as scratch:
        peak = Path(scratch) / "peak"
        done = subprocess.run(
            [sys.executable, "-c", _PEAK, *args, str(path)],
            capture_output=True,
            timeout=120,
            env={**os.environ, "PEAK_FILE": str(peak)},
        )
        return done.returncode, done.stderr.decode(), int(peak.read_text()) / 1024


def golden(name: str = "classic_standard") -> dict[str, Any]:
    record: dict[str, Any] = json.loads((GOLDEN / f"{name}.json").read_text())
    return record


def write(path: Path, record: Any) -> Path:
    path.write_text(json.dumps(record))
    return path


# ---------------------------------------------------------------------------- bounds


def test_a_file_over_20_mb_is_refused_before_reading_it_all(tmp_path: Path) -> None:
    huge = tmp_path / "huge.json"
    with open(huge, "wb") as file:
        file.truncate(200 * MB)  # sparse: 200 MB that cost nothing to make
    status, err, peak = peak_memory_mb(["replay"], huge)
    assert status == 2 and err == "cannot read the record: it is larger than 20 MB\n"
    assert peak < 150  # at most the 20 MB limit was read, not the 200 MB file
    line = refused(engine("replay", "-", stdin=b" " * (20 * MB + 1)), 2)
    assert line == "cannot read the record: it is larger than 20 MB"


def test_200000_actions_are_refused_quickly_and_cheaply(tmp_path: Path) -> None:
    record = golden()
    record["actions"] = (record["actions"] * (200_000 // len(record["actions"]) + 1))[:200_000]
    path = write(tmp_path / "long.json", record)
    status, err, peak = peak_memory_mb(["replay"], path)
    assert status == 2, err
    assert err.startswith("cannot read the record: a record holds at most 10,000 actions")
    assert peak < 200  # it once took 2 GB: nothing is built for a record this long
    # The same message for one action too many, found after parsing.
    record["actions"] = record["actions"][: MAX_ACTIONS + 1]
    line = refused(engine("replay", str(write(path, record))), 2)
    assert line == (
        "cannot read the record: a record holds at most 10,000 actions; this one has 10,001"
    )


@pytest.mark.parametrize(
    "text",
    [
        "[" * 100_000 + "]" * 100_000,  # past Python's recursion limit
        '{"ruleset": "classic", "x": ' + "[" * 40 + "]" * 40 + "}",  # parses, still too deep
        '{"actions": [' + '{"a": ' * 5000 + "1" + "}" * 5000 + "]}",
    ],
    ids=["100000-levels", "41-levels", "5000-objects"],
)
def test_deep_nesting_is_refused_without_recursion_error(text: str) -> None:
    line = refused(engine("replay", "-", stdin=text.encode()), 2)
    assert line == "cannot read the record: its JSON is nested more than 32 levels deep"


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    plain = GOLDEN / "classic_standard.json"
    marked = tmp_path / "marked.json"
    marked.write_bytes(b"\xef\xbb\xbf" + plain.read_bytes())
    expected = engine("replay", str(plain))
    assert expected.returncode == 0 and expected.stdout
    for done in (engine("replay", str(marked)), engine("replay", "-", stdin=marked.read_bytes())):
        assert done.returncode == 0 and done.stderr == ""
        assert done.stdout == expected.stdout


def test_unreadable_input_is_one_line(tmp_path: Path) -> None:
    line = refused(engine("replay", "-", stdin=b'{"ruleset": "caf\xe9"}'), 2)
    assert line == "cannot read the record: it is not UTF-8 text (byte 16)"
    line = refused(engine("replay", str(tmp_path / "missing.json")), 2)
    assert line.startswith("cannot read the record: [Errno 2] No such file or directory")
    assert refused(engine("replay", str(tmp_path)), 2).startswith("cannot read the record: ")
    assert refused(engine("replay", "-", stdin=b"{"), 2).startswith("cannot read the record: ")


# ---------------------------------------------------------------------------- wording


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (
            {"options": {"bonus_threshold": "60"}},
            "the record: Option bonus_threshold takes an integer.",
        ),
        (
            {"options": {"bonus_threshold": True}},
            "the record: Option bonus_threshold takes an integer.",
        ),
        ({"actions": 5}, "the record: actions must be a list."),
        ({"players": "ana"}, "the record: players must be a list."),
        (
            {"draw": {"seats": "ana"}},
            "the draw: it must be an object whose seats list the players.",
        ),
        (
            {"draw": {"seats": ["ana", "bo"], "rounds": [{"ana": 7}]}},
            "the draw: its rounds must be objects giving seated players a die from 1 to 6.",
        ),
    ],
)
def test_record_level_refusals_name_the_record(change: dict[str, Any], expected: str) -> None:
    record = golden() | change
    assert refused(engine("replay", "-", stdin=json.dumps(record).encode()), 1) == expected


def test_option_kinds_are_named_in_words() -> None:
    record = golden("russian_standard_trio") | {"options": {"matches": 1}}
    line = refused(engine("replay", "-", stdin=json.dumps(record).encode()), 1)
    assert line == "the record: Option matches takes true or false."


@pytest.mark.parametrize(
    ("action", "expected"),
    [
        ({"do": "fly"}, "Unknown action 'fly': one of throw, announce, write, cross, correct."),
        ({"do": "fly", "cell": "down/1"}, "Unknown action 'fly': one of"),
        ({}, 'An action must say what it does ("do": throw, announce, write, cross, correct).'),
        ({"do": "announce"}, "An announce action must name a cell."),
        ({"do": "write"}, "A write action must name a cell."),
    ],
)
def test_action_refusals_say_what_is_wrong(action: dict[str, Any], expected: str) -> None:
    record = golden()
    record["actions"].insert(3, {"player": record["players"][0], **action})
    line = refused(engine("replay", "-", stdin=json.dumps(record).encode()), 1)
    assert line.startswith(f"action 3: {expected}")


@pytest.mark.parametrize("keep", [[5], [-1], [0, 0]])
def test_a_keep_out_of_range_is_named_as_the_record_counts(keep: list[int]) -> None:
    """A record counts kept dice from 0 (REPLAY): a bad `keep` is not told as a player's
    "there is no die 6: dice are numbered 1 to 5"."""
    record = golden()
    record["actions"][1]["keep"] = keep
    line = refused(engine("replay", "-", stdin=json.dumps(record).encode()), 1)
    assert line.startswith("action 1: keep holds positions 0 to 4, each once"), line
    assert f"not {keep!r}" in line and "numbered 1 to" not in line


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["--ruleset", "bogus"], "argument --ruleset: invalid choice: 'bogus'"),
        (["--games", "0"], "argument --games: at least 1, not 0"),
        (["--games", "-3"], "argument --games: at least 1, not -3"),
        (["--games", "x"], "argument --games: not a whole number: 'x'"),
    ],
)
def test_selfplay_refuses_bad_arguments_in_a_line(args: list[str], expected: str) -> None:
    done = engine("selfplay", *args)
    assert done.returncode == 2 and done.stdout == "" and "Traceback" not in done.stderr
    assert expected in done.stderr.splitlines()[-1], done.stderr


def test_selfplay_says_where_it_cannot_write_and_one_game_has_no_error(tmp_path: Path) -> None:
    taken = tmp_path / "a-file"
    taken.write_text("")
    line = refused(engine("selfplay", "--games", "1", "--out", str(taken)), 2)
    assert line.startswith("cannot write the records:") and str(taken) in line
    done = engine("selfplay", "--games", "1", "--level", "easy")
    assert done.returncode == 0 and "nan" not in done.stdout, done.stdout


# ---------------------------------------------------------------------------- the draw


async def played_game(
    tmp_path: Path, ruleset: str, players: list[str], *, seat_by_draw: bool = True
) -> tuple[dict[str, Any], bytes]:
    """A game started like the bot starts it (seating drawn from the seed, unless told
    otherwise), a few throws and writes, abandoned: (exported record, revealed seed)."""
    store = await Store.open(tmp_path / "yamb.sqlite3")
    try:
        info = await store.create_game(
            guild_id="g", channel_id="c", host_id=players[0], ruleset=ruleset, players=players
        )
        seed = secrets.token_bytes(32)
        seating, _ = draw_starting_order(ruleset, players, SeededDice(seed, 0, "draw"))
        if not seat_by_draw:
            seating = seating[1:] + seating[:1]
        stored = await store.start_game(info.game_id, seating=seating, seed=seed)
        assert stored.game is not None
        for _ in range(2):
            game = stored.game
            assert game is not None
            stored = await store.append_throw(info.game_id, game.thrower, seq=stored.seq)
            assert stored.game is not None
            option = stored.game.write_options()[0]
            action = {
                "player": stored.game.thrower,
                "do": "write" if option.value else "cross",
                "cell": option.cell,
            }
            stored = await store.append_action(info.game_id, action, seq=stored.seq)
        await store.abandon_game(info.game_id)
        return await store.export_record(info.game_id), await store.reveal_seed(info.game_id)
    finally:
        await store.close()


@pytest.mark.parametrize(("ruleset", "dice"), [("classic", "lowest"), ("yamm", "highest")])
async def test_the_draw_is_exported_and_verified(tmp_path: Path, ruleset: str, dice: str) -> None:
    joined = ["ana", "bo", "cy", "dee"]
    record, seed = await played_game(tmp_path, ruleset, joined)
    draw = record["draw"]
    assert draw["seats"] == joined  # the join order, which the seating alone would lose
    order, rounds = draw_starting_order(ruleset, joined, SeededDice(seed, 0, "draw"))
    assert draw["rounds"] == rounds and record["players"] == order
    path = write(tmp_path / "record.json", record)

    done = engine("verify", str(path), seed.hex())
    assert done.returncode == 0 and done.stderr == "", done.stderr
    thrown = sum(len(r) for r in rounds)
    assert done.stdout.startswith(
        f"OK: all 2 throws and the starting-order draw ({thrown} dice in {len(rounds)} round"
    )
    # The draw changes nothing in a replay.
    bare = {k: v for k, v in record.items() if k != "draw"}
    assert (
        engine("replay", str(path)).stdout
        == engine("replay", "-", stdin=json.dumps(bare).encode()).stdout
    )
    done = engine("verify", "-", seed.hex(), stdin=json.dumps(bare).encode())
    assert done.returncode == 0
    assert done.stdout.rstrip().endswith("; the record has no starting-order draw to check")


async def test_a_tampered_draw_is_refused_naming_the_draw(tmp_path: Path) -> None:
    joined = ["ana", "bo", "cy"]
    record, seed = await played_game(tmp_path, "classic", joined)
    first = record["draw"]["rounds"][0]
    player = next(iter(first))

    def verify(changed: dict[str, Any]) -> str:
        return refused(engine("verify", "-", seed.hex(), stdin=json.dumps(changed).encode()), 1)

    lowered = json.loads(json.dumps(record))
    lowered["draw"]["rounds"][0][player] = first[player] % 6 + 1
    line = verify(lowered)
    assert line.startswith("the draw: round 1 shows {") and "the seed gives {" in line

    reseated = json.loads(json.dumps(record))
    reseated["draw"]["seats"] = joined[1:] + joined[:1]  # another join order: other dice
    assert verify(reseated).startswith("the draw: ")

    extra = json.loads(json.dumps(record))
    extra["draw"]["rounds"].append({p: 1 for p in joined})
    assert verify(extra).startswith(f"the draw: round {len(record['draw']['rounds']) + 1} shows")

    stranger = json.loads(json.dumps(record))
    stranger["draw"]["seats"] = [*joined, "zed"]
    assert verify(stranger) == "the draw: its seats (ana, bo, cy, zed) are not the record's players"

    wrong_seed = refused(engine("verify", "-", "00" * 32, stdin=json.dumps(record).encode()), 1)
    assert "the seed gives" in wrong_seed


async def test_no_draw_when_the_game_was_not_seated_by_it(tmp_path: Path) -> None:
    record, _ = await played_game(tmp_path, "classic", ["ana", "bo", "cy"], seat_by_draw=False)
    assert "draw" not in record


async def test_no_draw_for_rulesets_seated_in_join_order(tmp_path: Path) -> None:
    record, seed = await played_game(tmp_path, "bulgarian", ["ana", "bo", "cy"])
    assert "draw" not in record and record["players"] == ["ana", "bo", "cy"]
    record["draw"] = {"seats": ["ana", "bo", "cy"], "rounds": []}
    line = refused(engine("verify", "-", seed.hex(), stdin=json.dumps(record).encode()), 1)
    assert line == "the draw: bulgarian standard games have no draw"
