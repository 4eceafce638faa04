"""The daily challenge's pages (bot/web/daily.py) over a real SQLite file opened read-only, with a
clock the test holds: an open day shows only its number, ruleset, commitment and count; a closed
one its boards (members of a server that is off unnamed and unlinked), its seed, and the proof,
whose JavaScript (static/proof.js, run here under Node) deals every die again from the seed as
engine/dice.py's PositionalDice does and flags a record whose one die was changed."""

from __future__ import annotations

import hashlib
import json
import random
import re
import shutil
import sqlite3
import subprocess
from collections.abc import Callable
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient

from bot.store import Reads, Store
from bot.web.daily import dealt_throws
from bot.weblinks import Links
from engine.daily import Daily
from engine.dice import PositionalDice
from tests.store_crash_worker import play_out
from tests.storedb import StoreDatabase, database  # noqa: F401 (the fixture)
from tests.webdb import open_to_web, web_client

PROOF_JS = Path(__file__).resolve().parents[1] / "bot" / "web" / "static" / "proof.js"
DAY = Daily(1)  # classic
ON, OFF = "880000000000000101", "880000000000000202"  # servers that show their pages, or not
HOSTILE = '</script><script>window.pwned=1</script><img src=x onerror="alert(1)">'
MEMBERS = {  # user -> (name, server)
    "770000000000000011": ("Ana", ON),
    "770000000000000022": (HOSTILE, ON),
    "770000000000000033": ("Cyprian Offline", OFF),
    "770000000000000044": ("Dee Offline", OFF),
}
UNFINISHED = "770000000000000055"  # begun in ON, never finished: on no board
OPEN_AT = DAY.starts + 7200  # the day is still open (attempts until the end of the next day)
CLOSED_AT = DAY.closes + 60
Client = TestClient[web.Request, web.Application]


@dataclass
class DayWorld:
    path: str
    links: Links
    games: dict[str, int]  # user -> the attempt's game


@pytest.fixture
async def world(tmp_path: Path) -> DayWorld:
    return await fill_day(str(tmp_path / "daily.sqlite3"))


async def fill_day(path: str) -> DayWorld:
    """The day's attempts played through the bot's store (a file, or a PostgreSQL URL)."""
    store = await Store.open(path, clock=lambda: DAY.starts + 3600)
    rnd = random.Random(36)
    games = {}
    try:
        await store.daily(DAY.number)
        for user, (name, guild) in MEMBERS.items():
            attempt = await store.start_daily(DAY.number, user, name, guild, "en")
            stored = await play_out(store, await store.load_game(attempt.game_id), rnd)
            assert stored.info.status == "finished"
            games[user] = attempt.game_id
        begun = await store.start_daily(DAY.number, UNFINISHED, "Una", ON, "en")
        await play_out(store, await store.load_game(begun.game_id), rnd, steps=5)
        games[UNFINISHED] = begun.game_id
        links = await open_to_web(store, ON)
    finally:
        await store.close()
    return DayWorld(path, links, games)


def site(path: str, clock: Callable[[], float]) -> AbstractAsyncContextManager[Client]:
    """The website over the database opened read-only at the clock's moment."""
    return web_client(path, clock=clock)


async def page_of(client: Client, address: str) -> str:
    answer = await client.get(address)
    assert answer.status == 200, address
    return await answer.text()


def proof_data(page: str) -> dict[str, Any]:
    found = re.search(
        r'<script type="application/json" id="proof-data">(.*?)</script>', page, re.S
    )
    assert found is not None
    data: dict[str, Any] = json.loads(found.group(1))
    return data


def no_discord_ids(text: str) -> None:
    for snowflake in [*MEMBERS, UNFINISHED, ON, OFF]:
        assert snowflake not in text


def node() -> str:
    found = shutil.which("node")
    # a missing Node fails: the proof's port must be checked, never skipped (.ci/run installs it)
    assert found is not None, "Node.js runs proof.js outside a browser: apt-get install nodejs"
    return found


def run_proof(script: str, payload: object) -> Any:
    """Run `script` under Node with proof.js loaded as `proof`, Web Crypto's `subtle`, and the
    payload as `input`; its answer is what it prints as JSON."""
    program = (
        f"const proof = require({json.dumps(str(PROOF_JS))});\n"
        "const subtle = require('crypto').webcrypto.subtle;\n"
        "let text = '';\n"
        "process.stdin.on('data', (chunk) => { text += chunk; });\n"
        "process.stdin.on('end', async () => {\n"
        "  const input = JSON.parse(text);\n"
        f"  {script}\n"
        "});\n"
    )
    done = subprocess.run(
        [node(), "-e", program], input=json.dumps(payload), capture_output=True, text=True,
        timeout=120, check=False,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


# -- the address ------------------------------------------------------------------------------
async def test_a_bad_number_is_a_bad_request_and_a_day_unknown_is_not_found(
    world: DayWorld,
) -> None:
    async with site(world.path, lambda: CLOSED_AT) as client:
        for bad in ["0", "-1", "abc", "1.5", "007", "1e3", "٣", "+1", "%201", "1%00"]:
            for prefix in ("/daily/", "/api/daily/"):
                answer = await client.get(prefix + bad)
                assert answer.status == 400, (prefix, bad)
        today = Daily.at(CLOSED_AT).number
        for unknown in [today, today + 1, 10**9, 10**40]:  # never stored, not yet begun
            for prefix in ("/daily/", "/api/daily/"):
                answer = await client.get(f"{prefix}{unknown}")
                assert answer.status == 404, (prefix, unknown)
        for query in ["page=0", "page=x", "page=2", "page=1e2", "servers=0", "servers=2"]:
            answer = await client.get(f"/daily/{DAY.number}?{query}")
            assert answer.status == 400, query
        answer = await client.get(f"/daily/{DAY.number}?server=nope")
        assert answer.status == 404
        off = world.links.tokens.make("guild", OFF)
        answer = await client.get(f"/daily/{DAY.number}?server={off}")
        assert answer.status == 404  # a server that is off has no board here either


# -- a day still open ---------------------------------------------------------------------------
async def test_an_open_day_shows_only_its_number_ruleset_commitment_and_count(
    world: DayWorld,
) -> None:
    async with site(world.path, lambda: OPEN_AT) as client:
        page = await page_of(client, f"/daily/{DAY.number}")
        data = await (await client.get(f"/api/daily/{DAY.number}")).json()
    assert set(data) == {"number", "date", "ruleset", "commitment", "finishers", "closed",
                         "closes_at"}
    assert data["number"] == DAY.number and data["date"] == DAY.iso == "2026-11-01"
    assert data["ruleset"] == "classic" and data["closed"] is False
    assert data["finishers"] == len(MEMBERS) and data["closes_at"] == DAY.closes
    assert re.fullmatch(r"[0-9a-f]{64}", data["commitment"])
    assert data["commitment"] in page and "Classic" in page and DAY.iso in page
    assert '<dd id="finishers">4</dd>' in page
    for absent in ["proof-data", "data-attempt", "proof.js", "/g/", "/s/", "Ana", "pwned",
                   "Offline", 'id="seed"']:
        assert absent not in page, absent
    no_discord_ids(page)
    no_discord_ids(json.dumps(data))


# -- a closed day -------------------------------------------------------------------------------
async def test_a_closed_day_shows_its_seed_boards_and_links_only_where_allowed(
    world: DayWorld,
) -> None:
    async with site(world.path, lambda: CLOSED_AT) as client:
        page = await page_of(client, f"/daily/{DAY.number}")
        data = await (await client.get(f"/api/daily/{DAY.number}")).json()
        on_token = world.links.tokens.make("guild", ON)
        server_page = await page_of(client, f"/daily/{DAY.number}?server={on_token}")
        server_data = await (await client.get(f"/api/daily/{DAY.number}?server={on_token}")).json()
    seed = bytes.fromhex(data["seed"])
    assert hashlib.sha256(seed).hexdigest() == data["commitment"]
    assert f'<code id="seed">{seed.hex()}</code>' in page
    assert f'<code id="seed-sha256">{data["commitment"]}</code>' in page
    assert data["closed"] is True and data["finishers"] == len(MEMBERS)
    rows = data["board"]["rows"]
    assert [r["rank"] for r in rows] == [1, 2, 3, 4]
    assert [r["total"] for r in rows] == sorted((r["total"] for r in rows), reverse=True)
    named = {r["name"] for r in rows if r["name"] is not None}
    assert named == {"Ana", HOSTILE}  # the off server's members are never named
    for row in rows:
        assert set(row) == {"rank", "name", "total", "finished_at", "game", "server"}
        assert (row["game"] is None) == (row["name"] is None) == (row["server"] is None)
    on_games = {world.links.game(world.games[u]) for u, (_, g) in MEMBERS.items() if g == ON}
    assert {r["game"] for r in rows if r["game"]} == on_games
    assert data["servers"]["rows"] == [{
        "server": world.links.server(ON),
        "board": f"/api/daily/{DAY.number}?server={on_token}",
        "finishers": 2,
        "best": max(r["total"] for r in rows if r["name"] is not None),
    }]
    # the page: the same rows, the off server's as "a player" without a link
    assert page.count("data-attempt=") == 4 and page.count('data-check="pending"') == 5
    assert page.count('<span class="anonymous">a player</span>') == 2
    for game in on_games:
        assert f'href="{game}"' in page
    for user, (_, guild) in MEMBERS.items():
        if guild == OFF:
            assert world.links.game(world.games[user]) not in page
    assert world.links.game(world.games[UNFINISHED]) not in page
    assert "Offline" not in page and "Offline" not in json.dumps(data)
    assert world.links.server(OFF) not in page and world.links.server(ON) in page
    assert "<bdi>Ana</bdi>" in page and "<script>window" not in page
    assert "<bdi>&lt;/script&gt;&lt;script&gt;window.pwned=1&lt;/script&gt;&lt;img" in page
    assert page.count("<script") == 2  # the data block and proof.js; the hostile name is text
    no_discord_ids(page)
    no_discord_ids(json.dumps(data))
    # one server's board: its own members only, linked to the server's page
    assert [r["name"] for r in server_data["board"]["rows"]] == [
        r["name"] for r in rows if r["name"] is not None
    ]
    assert [r["rank"] for r in server_data["board"]["rows"]] == [1, 2]
    assert server_data["board"]["server"] == world.links.server(ON)
    assert server_page.count("data-attempt=") == 2 and "a player" not in server_page
    assert f'href="{world.links.server(ON)}"' in server_page
    no_discord_ids(server_page)


async def test_the_proof_data_is_every_die_the_records_show(world: DayWorld) -> None:
    async with site(world.path, lambda: CLOSED_AT) as client:
        data = proof_data(await page_of(client, f"/daily/{DAY.number}"))
        board = (await (await client.get(f"/api/daily/{DAY.number}")).json())["board"]["rows"]
    seed = bytes.fromhex(data["seed"])
    assert data["commitment"] == hashlib.sha256(seed).hexdigest()
    assert [a["attempt"] for a in data["attempts"]] == [str(r["rank"]) for r in board]
    store = await Reads.open(world.path, read_only=True, check="none", clock=lambda: CLOSED_AT)
    try:
        records = {u: await store.export_record(g) for u, g in world.games.items()}
    finally:
        await store.close()
    finished = [u for u in MEMBERS]
    by_throws = {json.dumps(dealt_throws(records[u])): u for u in finished}
    assert len(by_throws) == len(finished)
    for attempt in data["attempts"]:
        assert json.dumps(attempt["throws"]) in by_throws  # each attempt's own record
        for turn, throw, positions, faces in attempt["throws"]:
            dealt = PositionalDice(seed, turn, throw)
            assert faces == [dealt.die(p) for p in positions]
            assert positions == sorted(set(positions))
    # every throw of each record is there, with every die that was not kept
    for user in finished:
        throws = [a for a in records[user]["actions"] if a["do"] == "throw"]
        proof = dealt_throws(records[user])
        assert len(proof) == len(throws)
        for action, (_, _, positions, faces) in zip(throws, proof, strict=True):
            kept = set(action.get("keep") or ())
            assert positions == [i for i in range(5) if i not in kept]
            assert faces == [action["dice"][i] for i in positions]


# -- the proof's JavaScript ---------------------------------------------------------------------
def test_the_javascript_deals_the_dice_positional_dice_deals() -> None:
    rnd = random.Random(2026)
    seeds = [bytes(32), bytes([255] * 32), b"\x01", *(rnd.randbytes(32) for _ in range(4))]
    places = [(t, k, p) for t in range(0, 60, 7) for k in (1, 2, 3, 4) for p in range(6)]
    places += [(rnd.randrange(10**6), rnd.randrange(1, 10), rnd.randrange(6)) for _ in range(200)]
    asked = {"seeds": [s.hex() for s in seeds], "places": places}
    faces = run_proof(
        "const out = [];\n"
        "for (const hex of input.seeds) {\n"
        "  const deal = await proof.dealer(subtle, proof.bytesOfHex(hex));\n"
        "  out.push(await Promise.all(input.places.map(([t, k, p]) => deal.die(t, k, p))));\n"
        "}\n"
        "console.log(JSON.stringify(out));",
        asked,
    )
    expected = [[PositionalDice(s, t, k).die(p) for t, k, p in places] for s in seeds]
    assert faces == expected
    # the rejection: a block whose first bytes are 252 or more gives the first byte below;
    # a block with none gives nothing (the next block is asked), as in engine/dice.py
    digests = [[252, 253, 255, 17], [251], [255] * 32, [0], [5], [6]]
    assert run_proof(
        "console.log(JSON.stringify(input.map((d) => proof.faceOf(new Uint8Array(d)))));",
        digests,
    ) == [17 % 6 + 1, 251 % 6 + 1, 0, 1, 6, 1]
    message = run_proof(
        "console.log(JSON.stringify(Array.from(proof.dieMessage(12, 3, 4, 1))));", None
    )
    assert bytes(message) == b"yamb-daily:12:3:4:1"
    assert run_proof(
        "console.log(JSON.stringify(await proof.commitmentOf(subtle, proof.bytesOfHex(input))));",
        seeds[-1].hex(),
    ) == hashlib.sha256(seeds[-1]).hexdigest()


def check_in_node(data: dict[str, Any]) -> dict[str, Any]:
    found: dict[str, Any] = run_proof(
        "console.log(JSON.stringify(await proof.checkAll(subtle, input)));", data
    )
    return found


async def test_the_javascript_marks_every_attempt_and_flags_a_changed_die(
    world: DayWorld,
) -> None:
    async with site(world.path, lambda: CLOSED_AT) as client:
        data = proof_data(await page_of(client, f"/daily/{DAY.number}"))
    found = check_in_node(data)
    assert found["commitment"] is True
    assert found["attempts"] == {a["attempt"]: {"ok": True, "first": None}
                                 for a in data["attempts"]}
    # another seed: the commitment and every attempt fail
    wrong = dict(data, seed="00" * 32)
    found = check_in_node(wrong)
    assert found["commitment"] is False
    assert not any(r["ok"] for r in found["attempts"].values())

    # one die changed in the database: the last throw of a turn of the member named Ana
    # (nothing keeps it after, so the record still replays, with another score)
    game_id = world.games["770000000000000011"]
    db = sqlite3.connect(world.path)
    try:
        rows = db.execute(
            "SELECT seq, action FROM actions WHERE game_id = ? ORDER BY seq", (game_id,)
        ).fetchall()
        actions = [json.loads(a) for _, a in rows]
        changed_seq = next(
            seq for (seq, _), action, after in zip(rows, actions, actions[1:], strict=False)
            if action["do"] == "throw" and after["do"] != "throw"
            and len(action.get("keep") or ()) < 5
        )
        action = actions[changed_seq]
        position = next(i for i in range(5) if i not in set(action.get("keep") or ()))
        shown = action["dice"][position] % 6 + 1  # another face, never the same one
        action["dice"][position] = shown
        db.execute("DROP TRIGGER actions_no_update")
        db.execute("UPDATE actions SET action = ? WHERE game_id = ? AND seq = ?",
                   (json.dumps(action), game_id, changed_seq))
        db.execute("CREATE TRIGGER actions_no_update BEFORE UPDATE ON actions BEGIN "
                   "SELECT RAISE(ABORT, 'yamb: the action log is append-only'); END")
        db.commit()
    finally:
        db.close()
    async with site(world.path, lambda: CLOSED_AT) as client:
        page = await page_of(client, f"/daily/{DAY.number}")
        rows_json = (await (await client.get(f"/api/daily/{DAY.number}")).json())["board"]["rows"]
    tampered = proof_data(page)
    ana = next(str(r["rank"]) for r in rows_json if r["name"] == "Ana")
    found = check_in_node(tampered)
    assert found["commitment"] is True
    for key, result in found["attempts"].items():
        assert result["ok"] is (key != ana), key
    expected = next(
        {"turn": t, "throw": k, "die": p + 1, "shown": f, "dealt": dealt}
        for a in tampered["attempts"] if a["attempt"] == ana
        for t, k, ps, fs in a["throws"]
        for p, f in zip(ps, fs, strict=True)
        if (dealt := PositionalDice(bytes.fromhex(tampered["seed"]), t, k).die(p)) != f
    )
    assert found["attempts"][ana]["first"] == expected
    assert expected["die"] == position + 1 and expected["shown"] == shown


async def test_a_record_that_no_longer_replays_is_marked_broken(world: DayWorld) -> None:
    """A die changed where a later throw keeps it: the record is no game any more."""
    game_id = world.games["770000000000000022"]
    db = sqlite3.connect(world.path)
    try:
        rows = db.execute(
            "SELECT seq, action FROM actions WHERE game_id = ? ORDER BY seq", (game_id,)
        ).fetchall()
        actions = [json.loads(a) for _, a in rows]
        seq, position = next(
            (seq, next(iter(after["keep"])))
            for (seq, _), action, after in zip(rows, actions, actions[1:], strict=False)
            if action["do"] == "throw" and after["do"] == "throw" and after.get("keep")
        )
        action = actions[seq]
        action["dice"][position] = action["dice"][position] % 6 + 1
        db.execute("DROP TRIGGER actions_no_update")
        db.execute("UPDATE actions SET action = ? WHERE game_id = ? AND seq = ?",
                   (json.dumps(action), game_id, seq))
        db.commit()
    finally:
        db.close()
    async with site(world.path, lambda: CLOSED_AT) as client:
        data = proof_data(await page_of(client, f"/daily/{DAY.number}"))
    broken = [a for a in data["attempts"] if a.get("broken")]
    assert len(broken) == 1 and broken[0]["throws"] == []
    found = check_in_node(data)
    assert [k for k, r in found["attempts"].items() if not r["ok"]] == [broken[0]["attempt"]]


async def test_the_pages_read_alike_on_both_stores(database: StoreDatabase) -> None:  # noqa: F811
    """The day's reads (its row, the boards with their games, the servers that are on) on
    SQLite and on PostgreSQL opened read-only."""
    world = await fill_day(database.target)
    async with site(database.target, lambda: CLOSED_AT) as client:
        page = await page_of(client, f"/daily/{DAY.number}")
        data = await (await client.get(f"/api/daily/{DAY.number}")).json()
    rows = data["board"]["rows"]
    assert len(rows) == data["finishers"] == len(MEMBERS)
    assert {r["name"] for r in rows} == {"Ana", HOSTILE, None}
    assert [s["finishers"] for s in data["servers"]["rows"]] == [2]
    assert {r["game"] for r in rows if r["game"]} == {
        world.links.game(world.games[u]) for u, (_, g) in MEMBERS.items() if g == ON
    }
    proof = proof_data(page)
    seed = bytes.fromhex(proof["seed"])
    assert hashlib.sha256(seed).hexdigest() == data["commitment"] == proof["commitment"]
    assert len(proof["attempts"]) == len(MEMBERS)
    for attempt in proof["attempts"]:
        assert attempt["throws"]
        for turn, throw, positions, faces in attempt["throws"]:
            assert faces == PositionalDice(seed, turn, throw).roll_positions(positions)
