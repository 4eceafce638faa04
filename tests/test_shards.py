"""Gateway shards over processes: two servers on the two shards of two, a whole game in each
at the same time, one bot process SIGKILLed mid-turn and restarted; both games end, each
server's leaderboard holds its own game, and a member who played in both has both in their
stats. Over SQLite one process holds both shards (and a second process is refused)."""

from __future__ import annotations

import asyncio
import json
import os
import random
import re
import subprocess
import sys
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.app.core import App
from bot.config import ConfigError, load_settings
from bot.discord_app import YambBot
from bot.instance import AlreadyRunning, ProcessLock, ShardClaim
from bot.shards import ShardError, ShardPlan, format_ids, parse_plan, shard_of
from bot.store import Store
from engine import Throw
from tests.botworld import (
    PATIENCE,
    World,
    open_lobby,
    play_step,
    play_to_end,
    replay_cli,
)
from tests.fakediscord import BotProcess, FakeDiscord, Member, patch_discord
from tests.pgserver import PgServer
from tests.test_bot_table import play_stored_game

ROOT = Path(__file__).resolve().parents[1]
TOKEN = "MTAxMDEwMTAxMDEwMTAxMA.GaBcDe.fake-token-for-tests-only_abcdefghij"


def bot_env(database: dict[str, str], **more: str) -> dict[str, str]:
    """A bot process's settings; this checkout's code (the process runs in another folder)."""
    return {
        "DISCORD_TOKEN": TOKEN,
        "PYTHONPATH": str(ROOT),
        "TURN_TIMEOUT_MINUTES": "60",
        "LOG_LEVEL": "INFO",
        **database,
        **more,
    }


@dataclass
class Backend:
    """Where the processes keep their games, and which shards each process holds."""

    database: dict[str, str]  # DATABASE_PATH or DATABASE_URL
    open_reader: Callable[[], Awaitable[Store]]  # the test's own look at the database
    processes: list[dict[str, str]]  # SHARD_COUNT / SHARD_IDS per process
    victim: int  # the process killed mid-turn: the one holding shard 1
    duels: bool = True  # two players a game; False: ana alone in each (a shorter test)


def sqlite_backend(tmp_path: Path) -> Backend:
    db = tmp_path / "yamb.sqlite3"
    return Backend(
        {"DATABASE_PATH": str(db)},
        lambda: Store.open(db, read_only=True),
        [{"SHARD_COUNT": "2"}],
        victim=0,
        duels=False,  # the two-player games are played over PostgreSQL
    )


def postgresql_backend(url: str) -> Backend:
    return Backend(
        {"DATABASE_URL": url},
        lambda: Store.open(url, read_only=True),
        [{"SHARD_COUNT": "2", "SHARD_IDS": "0"}, {"SHARD_COUNT": "2", "SHARD_IDS": "1"}],
        victim=1,
    )


@dataclass
class Table:
    world: World
    players: list[Member]
    rnd: random.Random

    @property
    def guild_id(self) -> str:
        return str(self.world.guild.id)

    async def game(self) -> int:
        games = await self.world.store.open_games(self.guild_id)
        if games:
            return games[0].game_id
        return (await self.world.store.recent_games(self.guild_id, limit=1))[0].game_id

    async def mid_turn(self) -> bool:
        """Whether the player on turn has thrown and not yet written."""
        stored = await self.world.store.load_game(await self.game())
        history = stored.game.history if stored.game is not None else []
        return bool(history) and isinstance(history[-1], Throw)

    async def play_until_mid_turn(self, at_least: int) -> None:
        for step in range(1000):
            assert await play_step(self.world, self.rnd), "the game ended too soon"
            if step >= at_least and await self.mid_turn():
                return
        raise AssertionError("never mid-turn")


@asynccontextmanager
async def started(
    fake: FakeDiscord, backend: Backend, cwd: Path
) -> AsyncIterator[list[BotProcess]]:
    processes = [
        BotProcess(
            fake, [sys.executable, "-m", "bot"], env=bot_env(backend.database, **plan), cwd=str(cwd)
        )
        for plan in backend.processes
    ]
    try:
        await asyncio.gather(*(p.start(timeout=PATIENCE) for p in processes))
        yield processes
    finally:
        for process in processes:
            await process.stop()


async def start_game(table: Table) -> None:
    world = table.world
    host, *guests = table.players
    lobby = await open_lobby(world, host, ruleset="classic")
    assert lobby.shard is not None and lobby.shard[0] == shard_of(world.guild.id, 2)
    for guest in guests:
        joined = await world.fake.click(
            guest, lobby.message, lobby.message.button("Join")["custom_id"]
        )
        assert not joined.ephemeral, joined.content
    start = await world.fake.click(host, lobby.message, lobby.message.button("Start")["custom_id"])
    assert not start.ephemeral, start.content


def embed_text(message: object) -> str:
    parts = []
    for embed in getattr(message, "embeds", None) or []:
        parts += [embed.get("title", ""), embed.get("description", "")]
        parts += [f"{f['name']}: {f['value']}" for f in embed.get("fields", [])]
    return "\n".join(parts)


async def logged(store: Store, game_ids: list[int]) -> list[list[str]]:
    """Each game's action log as stored (with the dice thrown)."""
    return [
        [json.dumps(a, sort_keys=True) for a in (await store.export_record(g))["actions"]]
        for g in game_ids
    ]


async def second_process(fake: FakeDiscord, backend: Backend, cwd: Path) -> tuple[int, str]:
    """Another bot process on the same database: its exit status and standard error."""
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        cwd=cwd,
        env={**os.environ, **fake.client_env(), **bot_env(backend.database)},
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.PIPE,
    )
    try:
        _, error = await asyncio.wait_for(process.communicate(), PATIENCE)
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
    return process.returncode or 0, error.decode()


async def two_servers_two_shards(tmp_path: Path, backend: Backend) -> list[BotProcess]:
    fake = FakeDiscord(token=TOKEN, settle=0.02, timeout=PATIENCE, shard_count=2, max_concurrency=2)
    guilds = [fake.add_guild("Zero Club", shard=0), fake.add_guild("One Club", shard=1)]
    channels = [fake.add_text_channel(g, "yamb") for g in guilds]
    ana, bo, cy = fake.add_user("ana"), fake.add_user("bo"), fake.add_user("cy")
    # ana plays in both servers: against bo on shard 0, against cy on shard 1
    seats = [
        [fake.add_member(guilds[0], ana), fake.add_member(guilds[0], bo)],
        [fake.add_member(guilds[1], ana), fake.add_member(guilds[1], cy)],
    ]
    if not backend.duels:
        seats = [seats[0][:1], seats[1][:1]]
    async with fake, started(fake, backend, tmp_path) as processes:
        store = await backend.open_reader()
        try:
            # no bot in this process: the players only need Discord and a look at the database
            tables = [
                Table(World(fake, g, c, s, None, store, tmp_path), s, random.Random(n))  # type: ignore[arg-type]
                for n, (g, c, s) in enumerate(zip(guilds, channels, seats, strict=True))
            ]
            await asyncio.gather(*(start_game(t) for t in tables))
            games = [await t.game() for t in tables]
            await asyncio.gather(
                *(t.play_until_mid_turn(at_least=6 + 3 * n) for n, t in enumerate(tables))
            )
            before = await logged(store, games)

            refused: tuple[int, str] | None = None
            if len(processes) == 1:
                # one process per SQLite file: a second one is refused, with one line
                refused = await second_process(fake, backend, tmp_path)
            victim = processes[backend.victim]
            await victim.kill()
            if len(processes) > 1:
                # the other process plays on: its server never noticed
                survivor = tables[0]
                seq = (await store.game_info(games[0])).seq
                while (await store.game_info(games[0])).seq < seq + 2:
                    assert await play_step(survivor.world, survivor.rnd)
            await victim.start(timeout=PATIENCE)
            after = await logged(store, games)
            # nothing acknowledged was lost, nothing was repeated
            assert after[1] == before[1]
            assert after[0][: len(before[0])] == before[0]

            finals = await asyncio.gather(
                *(play_to_end(t.world, seed=20 + n) for n, t in enumerate(tables))
            )
            for table, game_id, final in zip(tables, games, finals, strict=True):
                assert final.channel_id != table.world.channel.id  # the game's thread
                record = await store.export_record(game_id)
                answer = replay_cli(record)
                results = await store.game_results(game_id)
                assert {r.user_id: r.score for r in results} == answer["totals"]
                assert {r.guild_id for r in results} == {table.guild_id}

                # each server's leaderboard: its own game, its own two players
                board = await store.leaderboard(table.guild_id)
                assert sorted(r.user_id for r in board) == sorted(str(m.id) for m in table.players)
                assert all(r.games == 1 for r in board)
                shown = await fake.slash(
                    table.players[-1],
                    table.world.channel,
                    "yamb-scores leaderboard",
                    options={"ruleset": "classic", "mode": "standard"},
                )
                assert shown.shard == (shard_of(table.world.guild.id, 2), 2)
                text = embed_text(shown.message)
                for member in table.players:
                    assert f" {member.name} —" in text, text
                for other in {bo, cy} - {m.user for m in table.players}:
                    assert f" {other.name} —" not in text, text

                # ana's stats here: this server's game
                stats = await fake.slash(
                    table.players[-1],
                    table.world.channel,
                    "yamb-scores stats",
                    options={"member": table.players[0]},
                )
                assert "Games: 1" in embed_text(stats.message), embed_text(stats.message)
            # ana's stats over every server: both games
            everywhere = await store.player_stats(None, str(ana.id))
            assert everywhere.games == 2
            rows = [r for g in games for r in await store.game_results(g)]
            assert everywhere.wins == sum(r.won for r in rows if r.user_id == str(ana.id))
        finally:
            await store.close()
        if refused is not None:
            status, said = refused
            assert status == 2 and said.count("\n") == 1, said
            assert "already using" in said and "Traceback" not in said, said
    return processes


async def test_sqlite_one_process_holds_both_shards(tmp_path: Path) -> None:
    (process,) = await two_servers_two_shards(tmp_path, sqlite_backend(tmp_path))
    assert "in 2 servers on shards 0-1 of 2" in process.output, process.output[-2000:]


async def test_postgresql_two_processes_one_shard_each(tmp_path: Path, pg_server: PgServer) -> None:
    url = pg_server.create_database()
    zero, one = await two_servers_two_shards(tmp_path, postgresql_backend(url))
    assert "in 1 servers on shards 0 of 2" in zero.output, zero.output[-2000:]
    assert "in 1 servers on shards 1 of 2" in one.output, one.output[-2000:]


async def test_shards_identify_as_fast_as_discord_allows(tmp_path: Path) -> None:
    """Two shards in one process, two IDENTIFYs allowed per 5 s: both connect at once (not
    discord.py's 5 s apart); each server's interactions come through its own shard."""
    fake = FakeDiscord(token=TOKEN, shard_count=2, max_concurrency=2, timeout=PATIENCE)
    guilds = [fake.add_guild("Zero Club", shard=0), fake.add_guild("One Club", shard=1)]
    channels = [fake.add_text_channel(g, "yamb") for g in guilds]
    ana = fake.add_user("ana")
    for guild in guilds:
        fake.add_member(guild, ana)
    store = await Store.open(tmp_path / "yamb.sqlite3")
    try:
        async with fake:
            with patch_discord(fake):
                bot = YambBot(store, guild_ready_timeout=0.05, shards=ShardPlan(2))
                runner = asyncio.create_task(bot.start(fake.token))
                try:
                    await asyncio.wait_for(bot.wait_until_ready(), PATIENCE)
                    times = [s.identified_at for s in fake.sessions if s.identified_at]
                    assert len(times) == 2 and max(times) - min(times) < 4.0, times
                    assert sorted(bot.shards) == [0, 1]
                    for n, (guild, channel) in enumerate(zip(guilds, channels, strict=True)):
                        assert bot.get_guild(guild.id).shard_id == n  # type: ignore[union-attr]
                        rules = await fake.slash(ana, channel, "yamb help")
                        assert rules.shard == (n, 2) and rules.ephemeral
                finally:
                    await bot.close()
                    await asyncio.wait_for(runner, PATIENCE)
    finally:
        await store.close()


async def test_postgresql_shards_are_claimed_once(pg_server: PgServer) -> None:
    """Each process claims its shards in the database for as long as it lives: another
    process with the same shards, with every shard, or counting the shards differently is
    refused with one line; a shard let go is free at once."""
    url = pg_server.create_database()
    zero = await ShardClaim.take(url, parse_plan("2", "0"), patience=0)
    one = await ShardClaim.take(url, parse_plan("2", "1"), patience=0)
    try:
        for plan, words in (
            (parse_plan("2", "1"), "already holds shard 1 of 2"),
            (parse_plan("2", ""), "already uses this database"),
            (ShardPlan(), "already uses this database"),
            (parse_plan("4", "3"), "count 2 shards, this one 4"),
        ):
            with pytest.raises(AlreadyRunning, match=re.escape(words)) as refused:
                await ShardClaim.take(url, plan, patience=0)
            said = str(refused.value)
            assert "\n" not in said and ("session " in said or "count" in words), said
        await one.release()
        one = await ShardClaim.take(url, parse_plan("2", "1"), patience=0)
    finally:
        await zero.release()
        await one.release()
    whole = await ShardClaim.take(url, ShardPlan(), patience=0)
    try:
        with pytest.raises(AlreadyRunning, match="holds every shard"):
            await ShardClaim.take(url, parse_plan("2", "0"), patience=0)
    finally:
        await whole.release()
    again = await ShardClaim.take(url, parse_plan("2", "0-1"), patience=0)
    await again.release()


async def test_postgresql_two_processes_write_across_servers(pg_server: PgServer) -> None:
    """Two stores on one database, as two processes would hold them, each finishing games in
    its own server with the same three members (seated in opposite orders) while names are
    upserted in opposite orders too: every game counts in everyone's stats over both servers,
    each server's leaderboard and ratings hold its own games, and no write was lost (the
    ratings are the ones a rebuild from the results gives)."""
    url = pg_server.create_database()
    first, second = await Store.open(url), await Store.open(url)
    ana, bo, cy = "101", "102", "103"
    servers = {"7000": (first, [ana, bo, cy]), "7001": (second, [cy, bo, ana])}
    try:

        async def play(guild: str, store: Store, seats: list[str]) -> None:
            for n in range(3):
                names = dict.fromkeys(seats, f"name-{guild}-{n}")
                await store.remember_users(dict(sorted(names.items(), reverse=guild == "7001")))
                await play_stored_game(store, guild, f"{guild}{n}", seats, seed=n)

        await asyncio.gather(*(play(g, s, seats) for g, (s, seats) in servers.items()))
        for user in (ana, bo, cy):
            everywhere = await first.player_stats(None, user)
            assert everywhere.games == 6
            for guild in servers:
                assert (await second.player_stats(guild, user)).games == 3
        for guild in servers:
            board = await first.leaderboard(guild)
            assert sorted(r.user_id for r in board) == [ana, bo, cy]
            assert all(r.games == 3 for r in board)
            assert all(r.games == 3 for r in await second.ratings(guild, "classic"))
        before = {g: await first.ratings(g, "classic") for g in servers}
        assert await first.rebuild_ratings() == 6
        assert {g: await first.ratings(g, "classic") for g in servers} == before
        names = await second.display_names([ana, bo, cy])
        assert set(names.values()) <= {f"name-{g}-2" for g in servers}
    finally:
        await first.close()
        await second.close()


def run_bot(tmp_path: Path, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env={
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": str(tmp_path),
            **bot_env({"DATABASE_PATH": str(tmp_path / "yamb.sqlite3")}),
            **env,
        },
        capture_output=True,
        text=True,
        timeout=PATIENCE,
    )


def test_sqlite_refuses_a_process_holding_part_of_the_shards(tmp_path: Path) -> None:
    for env, words in (
        ({"SHARD_COUNT": "2", "SHARD_IDS": "1"}, "shards 1 of 2"),
        ({"SHARD_COUNT": "4", "SHARD_IDS": "0-1"}, "shards 0-1 of 4"),
    ):
        done = run_bot(tmp_path, **env)
        assert done.returncode == 2, (env, done.stdout, done.stderr)
        assert done.stderr.count("\n") == 1 and words in done.stderr, (env, done.stderr)
        assert "one process holds every shard" in done.stderr
        assert "Traceback" not in done.stderr
    assert not (tmp_path / "yamb.sqlite3").exists()  # refused before anything was written


# -- the plan, the settings and the lock, in this process ---------------------------------------
def test_shard_plans_from_the_settings() -> None:
    assert parse_plan("", "") == ShardPlan() and ShardPlan().covers_all
    assert ShardPlan().owns("123") and ShardPlan().describe() == "all shards"
    assert parse_plan("4", "").held == (0, 1, 2, 3) and parse_plan("4", "").covers_all
    plan = parse_plan("8", " 4-6, 0 ")
    assert plan.held == (0, 4, 5, 6) and not plan.covers_all
    assert plan.describe() == "shards 0,4-6 of 8"
    assert parse_plan("2", "1,0").covers_all
    guilds = [(s << 22) + 7 for s in range(16)]
    assert [g for g in guilds if plan.owns(str(g))] == [
        g for g in guilds if (g >> 22) % 8 in (0, 4, 5, 6)
    ]
    assert plan.owns("0")  # direct messages: shard 0
    assert not parse_plan("2", "1").owns("0")
    assert format_ids((3, 1, 2, 7, 9, 10)) == "1-3,7,9-10"
    for count, ids, words in (
        ("", "0", "SHARD_IDS needs SHARD_COUNT"),
        ("two", "", "whole number"),
        ("0", "", "whole number"),
        ("99999", "", "whole number"),
        ("²", "", "whole number"),  # str.isdigit takes it, int() does not
        ("1" * 5000, "", "whole number"),  # past int()'s digits
        ("4", "٣", "numbers and ranges"),
        ("2", "0-2", "'0-2' is not within the 2 shards"),
        ("4", "3-1", "not within"),
        ("4", "1,x", "numbers and ranges"),
        ("4", "0-", "numbers and ranges"),
        ("4", "1,1", "names a shard twice"),
        ("4", "0-2,2", "names a shard twice"),
    ):
        with pytest.raises(ShardError, match=re.escape(words)):
            parse_plan(count, ids)


def test_shard_settings_are_read_and_checked(tmp_path: Path) -> None:
    environ = {"DISCORD_TOKEN": TOKEN, "SHARD_COUNT": "4", "SHARD_IDS": "2-3"}
    settings = load_settings(tmp_path / ".env", environ)
    assert settings.shards == ShardPlan(4, (2, 3))
    assert load_settings(tmp_path / ".env", {"DISCORD_TOKEN": TOKEN}).shards == ShardPlan()
    with pytest.raises(ConfigError, match="SHARD_IDS needs SHARD_COUNT"):
        load_settings(tmp_path / ".env", {"DISCORD_TOKEN": TOKEN, "SHARD_IDS": "1"})


def test_the_lock_holds_one_process_and_goes_with_it(tmp_path: Path) -> None:
    db = tmp_path / "data" / "yamb.sqlite3"
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time; from pathlib import Path; from bot.instance import ProcessLock;"
            f"ProcessLock(Path({str(db)!r})).acquire(); print('held', flush=True); time.sleep(60)",
        ],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        with pytest.raises(AlreadyRunning, match=f"pid {holder.pid}.*already using"):
            ProcessLock(db).acquire()
        holder.kill()  # SIGKILL: no clean-up ran, yet the lock is free at once
        holder.wait()
        assert (tmp_path / "data" / "yamb.sqlite3.lock").exists()  # left behind, reused
        with ProcessLock(db) as lock:
            assert lock.path == tmp_path / "data" / "yamb.sqlite3.lock"
            with pytest.raises(AlreadyRunning):
                ProcessLock(db).acquire()  # also within one process: a second holder waits
        assert not lock.path.exists()  # a clean stop takes it away
        with ProcessLock(db):
            pass
    finally:
        holder.kill()
        holder.wait()


async def test_timers_and_start_up_work_only_for_this_process_servers(tmp_path: Path) -> None:
    """Two servers on the two shards of two; this process holds shard 0: it draws and times
    only that server's game, and leaves the other's alone for the process holding shard 1."""
    clock = [1_700_000_000.0]
    store = await Store.open(tmp_path / "yamb.sqlite3", clock=lambda: clock[0])
    ours, theirs = str((10 << 22) + 5), str((11 << 22) + 5)  # shard 0 and 1 of 2
    try:
        games = {}
        for guild, channel in ((ours, "100"), (theirs, "200")):
            info = await store.create_game(
                guild_id=guild,
                channel_id=channel,
                host_id="1",
                ruleset="classic",
                players=["1", "2"],
            )
            await store.start_game(info.game_id)
            games[guild] = info.game_id
        plan = parse_plan("2", "0")
        app = App(store, timeout_minutes=1.0, clock=lambda: clock[0], owns=plan.owns)
        assert await app.displayed_games() == [games[ours]]
        assert await App(store).displayed_games() == sorted(games.values())  # one process: all
        clock[0] += 61  # past the turn timeout: a reminder, in our server only
        assert await app.away.tick() == [games[ours]]
        assert (await store.game_info(games[ours])).ui_state.get("reminded") == 0
        assert "reminded" not in (await store.game_info(games[theirs])).ui_state
        clock[0] += 61  # and a move played for the one away, in our server only
        assert await app.away.tick() == [games[ours]]
        assert (await store.game_info(games[ours])).seq > 0
        assert (await store.game_info(games[theirs])).seq == 0
        other = App(
            store, timeout_minutes=1.0, clock=lambda: clock[0], owns=parse_plan("2", "1").owns
        )
        assert await other.displayed_games() == [games[theirs]]
        assert await other.away.tick() == [games[theirs]]
    finally:
        await store.close()
