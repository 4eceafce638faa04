"""Leaderboards, stats, duels and history, checked against games whose results are known by hand.

The games are written straight into the database (as finished games with their result rows), so
every expected number below can be worked out on paper from the table `GAMES`.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator

import pytest

from bot.store import GuildSettings, Store
from engine import IllegalAction
from tests.storedb import StoreDatabase

NOW = 1_700_000_000.0
DAY = 86_400.0

# game id, guild, ruleset, mode, days ago, [(user, score, place, won, yambs)]
GAMES = [
    (1, "g1", "classic", "standard", 1, [("ana", 500, 1, 1, 1), ("bo", 400, 2, 0, 0)]),
    (
        2,
        "g1",
        "classic",
        "standard",
        2,
        [("ana", 450, 2, 0, 0), ("bo", 600, 1, 1, 0), ("cy", 300, 3, 0, 0)],
    ),
    (3, "g1", "classic", "standard", 40, [("ana", 700, 1, 1, 2), ("cy", 650, 2, 0, 0)]),
    (4, "g1", "classic", "standard", 3, [("ana", 800, 1, 0, 0)]),  # practice: alone
    (5, "g1", "classic", "kontra", 5, [("ana", 300, 1, 1, 0), ("bo", 350, 2, 0, 0)]),
    (6, "g1", "classic", "kontra", 6, [("ana", 400, 2, 0, 0), ("bo", 380, 1, 1, 0)]),
    (7, "g1", "classic", "kontra", 50, [("ana", 200, 1, 1, 0), ("bo", 260, 2, 0, 0)]),
    (8, "g1", "yamm", "standard", 0.5, [("bo", 2000, 1, 1, 3), ("cy", 1500, 2, 0, 1)]),
    (9, "g2", "classic", "standard", 1, [("ana", 9999, 1, 1, 0), ("dee", 1, 2, 0, 0)]),
]


async def write_games(
    database: StoreDatabase,
    written: list[tuple] = GAMES,
    names: tuple[str, ...] = ("ana", "bo", "cy", "dee"),
) -> None:
    """The games of GAMES (or `written`), straight into the tables (on either database)."""
    users = [(user, user.title(), NOW) for user in names]
    games, players, results = [], [], []
    for game_id, guild, ruleset, mode, ago, rows in written:
        ended = NOW - ago * DAY
        games.append(
            (
                game_id,
                guild,
                f"ch{game_id}",
                rows[0][0],
                ruleset,
                mode,
                json.dumps([r[0] for r in rows]),
                ended - 3600,
                ended - 3600,
                ended,
            )
        )
        for joined, (user, score, place, won, yambs) in enumerate(rows):
            players.append((game_id, user, joined))
            results.append(
                (game_id, user, guild, ruleset, mode, score, score, place, won, len(rows), yambs)
                + (ended,)
            )
    await database.executemany(
        "INSERT INTO users (user_id, display_name, seen_at) VALUES (?, ?, ?)", users
    )
    await database.executemany(
        "INSERT INTO games (game_id, guild_id, channel_id, host_id, ruleset, mode, "
        "status, players, created_at, started_at, ended_at, end_reason) "
        "VALUES (?, ?, ?, ?, ?, ?, 'finished', ?, ?, ?, ?, 'finished')",
        games,
    )
    await database.executemany("INSERT INTO game_players VALUES (?, ?, ?, NULL)", players)
    await database.executemany(
        "INSERT INTO results VALUES (?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, 3600, ?)", results
    )
    if database.kind == "postgresql":  # ids given by hand: new games number on after them
        await database.fetch(
            "SELECT setval(pg_get_serial_sequence('games', 'game_id'), max(game_id)) FROM games"
        )


# server g3: Eve has played Kontra alone; Ana's Kontra totals are above and below her one
# standard game's (in Kontra the lowest total wins: 900 is her worst game, 150 her best)
KONTRA_AND_STANDARD = [
    (20, "g3", "classic", "kontra", 2, [("ana", 150, 1, 1, 0), ("eve", 300, 2, 0, 0)]),
    (21, "g3", "classic", "kontra", 1, [("eve", 250, 1, 1, 0), ("ana", 900, 2, 0, 0)]),
    (22, "g3", "classic", "standard", 3, [("ana", 400, 1, 1, 0), ("bo", 380, 2, 0, 0)]),
]


@pytest.fixture
async def store(database: StoreDatabase) -> AsyncIterator[Store]:
    opened = await Store.open(database.target, clock=lambda: NOW)
    await write_games(database)
    yield opened
    await opened.close()


def board(rows: list) -> list[tuple]:
    return [
        (
            r.user_id,
            r.games,
            r.wins,
            round(r.win_rate, 4),
            round(r.average_score, 2),
            r.best_score,
            r.best_game_id,
        )
        for r in rows
    ]


async def test_all_time_leaderboard_of_a_guild(store: Store) -> None:
    assert board(await store.leaderboard("g1")) == [
        # 7 games, wins 1 3 5 7; 6 against someone; (500+450+700+800+300+400+200) / 7
        ("ana", 7, 4, round(4 / 6, 4), round(3350 / 7, 2), 800, 4),
        ("bo", 6, 3, 0.5, 665.0, 2000, 8),  # (400+600+350+380+260+2000) / 6
        ("cy", 3, 0, 0.0, round(2450 / 3, 2), 1500, 8),
    ]
    rows = await store.leaderboard("g1")
    assert [r.display_name for r in rows] == ["Ana", "Bo", "Cy"]


async def test_leaderboard_filters_by_ruleset_mode_and_period(store: Store) -> None:
    recent = await store.leaderboard("g1", ruleset="classic", mode="standard", days=30)
    assert board(recent) == [
        ("ana", 3, 1, 0.5, round(1750 / 3, 2), 800, 4),  # games 1, 2, 4 (3 is 40 days old)
        ("bo", 2, 1, 0.5, 500.0, 600, 2),
        ("cy", 1, 0, 0.0, 300.0, 300, 2),
    ]
    # in Kontra the lowest total wins: a Kontra board's best is the lowest, its game the one
    kontra = await store.leaderboard("g1", mode="kontra")
    assert board(kontra) == [
        ("ana", 3, 2, round(2 / 3, 4), 300.0, 200, 7),
        ("bo", 3, 1, round(1 / 3, 4), round(990 / 3, 2), 260, 7),
    ]
    # ... and it ranks the lowest average and the lowest best first
    for order in ("average", "best"):
        low_first = await store.leaderboard("g1", mode="kontra", order=order)
        assert [r.user_id for r in low_first] == ["ana", "bo"]  # 300 < 330, 200 < 260
    assert board(await store.leaderboard("g1", ruleset="yamm", days=30)) == [
        ("bo", 1, 1, 1.0, 2000.0, 2000, 8),
        ("cy", 1, 0, 0.0, 1500.0, 1500, 8),
    ]
    assert await store.leaderboard("g1", ruleset="russian") == []
    assert board(await store.leaderboard("g2", limit=1)) == [("ana", 1, 1, 1.0, 9999.0, 9999, 9)]


async def test_running_totals_agree_with_the_results(store: Store) -> None:
    """All time is read from the running totals, a period from the results: same numbers."""
    for order in ("wins", "win_rate", "average", "best", "games"):
        for ruleset, mode in ((None, None), ("classic", None), (None, "kontra")):
            kwargs = {"ruleset": ruleset, "mode": mode, "order": order}
            assert board(await store.leaderboard("g1", **kwargs)) == board(
                await store.leaderboard("g1", days=365, **kwargs)
            )
    for user in ("ana", "bo", "cy"):
        all_time = await store.player_stats("g1", user)
        assert all_time == await store.player_stats("g1", user, days=365)


async def test_leaderboard_orders(store: Store) -> None:
    by = {
        order: [r.user_id for r in await store.leaderboard("g1", order=order)]
        for order in ("wins", "win_rate", "average", "best", "games")
    }
    assert by == {
        "wins": ["ana", "bo", "cy"],
        "win_rate": ["ana", "bo", "cy"],
        "average": ["cy", "bo", "ana"],
        "best": ["bo", "cy", "ana"],
        "games": ["ana", "bo", "cy"],
    }
    assert [r.user_id for r in await store.leaderboard("g1", limit=2)] == ["ana", "bo"]
    with pytest.raises(ValueError):
        await store.leaderboard("g1", order="luck")


async def test_kontra_head_to_head(store: Store) -> None:
    duel = await store.head_to_head("g1", "ana", "bo", last=2)
    assert (duel.meetings, duel.wins_a, duel.wins_b, duel.ties) == (3, 2, 1, 0)
    # lower is better in Kontra: ana leads by 350-300, -(400-380), 260-200
    assert duel.average_margin == pytest.approx((50 - 20 + 60) / 3)
    assert [(m.game_id, m.score_a, m.score_b, m.winner) for m in duel.last] == [
        (5, 300, 350, "ana"),
        (6, 400, 380, "bo"),
    ]
    mirrored = await store.head_to_head("g1", "bo", "ana")
    assert (mirrored.wins_a, mirrored.wins_b) == (1, 2)
    assert mirrored.average_margin == pytest.approx(-30)
    assert len(mirrored.last) == 3


async def test_standard_two_player_head_to_head(store: Store) -> None:
    duel = await store.head_to_head("g1", "ana", "bo", mode="standard")
    # game 2 had three players: not a duel
    assert (duel.meetings, duel.wins_a, duel.wins_b, duel.average_margin) == (1, 1, 0, 100.0)
    none = await store.head_to_head("g1", "bo", "dee", mode="standard")
    assert (none.meetings, none.average_margin, none.last) == (0, None, ())


async def test_player_stats(store: Store) -> None:
    ana = await store.player_stats("g1", "ana")
    assert (ana.games, ana.wins, ana.win_rate, ana.yambs) == (7, 4, pytest.approx(4 / 6), 3)
    assert ana.streak == 1  # won game 1 (newest), lost game 2
    assert ana.favourite_ruleset == "classic"
    assert [s.game_id for s in ana.last_scores] == [1, 2, 4, 5, 6, 3, 7]
    (classic,) = ana.per_ruleset
    assert (classic.games, classic.best_score, classic.best_game_id) == (7, 800, 4)
    bo = await store.player_stats("g1", "bo")
    assert bo.streak == 1  # won game 8 (newest), lost game 1
    assert bo.favourite_ruleset == "classic"
    assert [(s.ruleset, s.games, s.wins) for s in bo.per_ruleset] == [
        ("classic", 5, 2),
        ("yamm", 1, 1),
    ]
    cy = await store.player_stats("g1", "cy")
    assert (cy.streak, cy.yambs, cy.display_name) == (-3, 1, "Cy")
    everywhere = await store.player_stats(None, "ana")
    assert (everywhere.games, everywhere.wins) == (8, 5)
    recent = await store.player_stats("g1", "ana", days=30, mode="standard")
    assert (recent.games, recent.wins, [s.game_id for s in recent.last_scores]) == (3, 1, [1, 2, 4])
    nobody = await store.player_stats("g1", "zed")
    assert (nobody.games, nobody.streak, nobody.favourite_ruleset) == (0, 0, None)


async def test_a_best_over_every_mode_leaves_kontra_out(
    store: Store, database: StoreDatabase
) -> None:
    """In Kontra the lowest total wins: over every mode, the best is the highest total of the
    modes where the highest wins, never a Kontra total (a member of Kontra alone has none,
    and is ranked last by best); a member's stats show Kontra's best, the lowest, beside."""
    await write_games(database, KONTRA_AND_STANDARD, ("eve",))
    today = int(NOW // DAY)
    every_mode = {  # all time (the running totals), a period, a season (the per-day totals)
        "all time": {},
        "30 days": {"days": 30},
        "season": {"season": (today - 10, today + 1)},
    }
    for period, chosen in every_mode.items():
        for ruleset in (None, "classic"):  # per server and day, per ruleset and mode
            for order in ("wins", "best"):
                rows = await store.leaderboard("g3", ruleset=ruleset, order=order, **chosen)
                best = [(r.user_id, r.best_score, r.best_game_id) for r in rows]
                expected = {
                    "wins": [("ana", 400, 22), ("eve", None, None), ("bo", 380, 22)],
                    "best": [("ana", 400, 22), ("bo", 380, 22), ("eve", None, None)],
                }[order]
                assert best == expected, (period, ruleset, order)
        kontra = await store.leaderboard("g3", mode="kontra", order="best", **chosen)
        assert [(r.user_id, r.best_score, r.best_game_id) for r in kontra] == [
            ("ana", 150, 20),
            ("eve", 250, 21),
        ], period

    eve = await store.player_stats("g3", "eve")
    (classic,) = eve.per_ruleset
    assert (classic.games, classic.best_score, classic.best_game_id) == (2, None, None)
    assert (classic.kontra_best_score, classic.kontra_best_game_id) == (250, 21)
    for days in (None, 30.0):
        ana = await store.player_stats("g3", "ana", days=days)
        (classic,) = ana.per_ruleset
        assert (classic.games, classic.best_score, classic.best_game_id) == (3, 400, 22)
        assert (classic.kontra_best_score, classic.kontra_best_game_id) == (150, 20)
    # stats of one mode: its best in its direction, nothing beside it
    (kontra_only,) = (await store.player_stats("g3", "ana", mode="kontra")).per_ruleset
    assert (kontra_only.best_score, kontra_only.kontra_best_score) == (150, None)
    # no Kontra played: nothing beside the best
    (standard,) = (await store.player_stats("g3", "bo")).per_ruleset
    assert (standard.best_score, standard.kontra_best_score) == (380, None)


async def test_history_and_names_last_seen(store: Store) -> None:
    await store.remember_users({"bo": "Bo (left the server)"})
    games = await store.recent_games("g1", limit=3)
    assert [g.game_id for g in games] == [8, 1, 2]
    assert [(p.display_name, p.score, p.place) for p in games[2].participants] == [
        ("Bo (left the server)", 600, 1),
        ("Ana", 450, 2),
        ("Cy", 300, 3),
    ]
    mine = await store.recent_games("g1", user_id="cy")
    assert [g.game_id for g in mine] == [8, 2, 3]
    names = await store.display_names(["ana", "bo", "nobody"])
    assert names == {"ana": "Ana", "bo": "Bo (left the server)"}


async def test_a_members_recent_games_are_the_newest_whatever_their_results_say(
    store: Store, database: StoreDatabase
) -> None:
    """The member's recent games are looked for since their results say (`_member_window`):
    an abandoned game has none, and a result written later than its game ended makes that
    window too short; neither may change the answer."""
    ended = NOW - 4 * DAY
    await database.execute(
        "INSERT INTO games (game_id, guild_id, channel_id, host_id, ruleset, mode, status, "
        "players, created_at, started_at, ended_at, end_reason) "
        "VALUES (10, 'g1', 'ch10', 'ana', 'classic', 'standard', 'abandoned', ?, ?, ?, ?, "
        "'timeout')",
        (json.dumps(["ana", "bo"]), ended - 3600, ended - 3600, ended),
    )
    await database.executemany("INSERT INTO game_players VALUES (?, ?, ?, NULL)",
                               [(10, "ana", 0), (10, "bo", 1)])
    newest_first = [1, 2, 4, 10, 5, 6, 3, 7]  # by when each ended

    async def recent(limit: int) -> list[int]:
        return [g.game_id for g in await store.recent_games("g1", user_id="ana", limit=limit)]

    for limit in range(1, 10):
        assert await recent(limit) == newest_first[:limit]
    # game 11 ended 7 days ago, its result written as if 2.5 days ago
    ended = NOW - 7 * DAY
    await database.execute(
        "INSERT INTO games (game_id, guild_id, channel_id, host_id, ruleset, mode, status, "
        "players, created_at, started_at, ended_at, end_reason) "
        "VALUES (11, 'g1', 'ch11', 'ana', 'classic', 'standard', 'finished', ?, ?, ?, ?, "
        "'finished')",
        (json.dumps(["ana"]), ended - 3600, ended - 3600, ended),
    )
    await database.execute("INSERT INTO game_players VALUES (11, 'ana', 0, NULL)")
    await database.execute(
        "INSERT INTO results VALUES (11, 'ana', 'g1', 'classic', 'standard', NULL, 100, 100, "
        "1, 1, 1, 0, 3600, ?)",
        (NOW - 2.5 * DAY,),
    )
    newest_first = [1, 2, 4, 10, 5, 6, 11, 3, 7]
    for limit in range(1, 11):
        assert await recent(limit) == newest_first[:limit]


async def test_guild_settings(store: Store) -> None:
    assert await store.guild_settings("g1") == GuildSettings("g1")
    settings = await store.set_guild_settings(
        "g1",
        default_ruleset="tris",
        default_options={"six_dice": True},
        turn_timeout_minutes=15,
        game_channels=["c1", "c2"],
    )
    assert settings == GuildSettings("g1", "tris", None, {"six_dice": True}, 15, ("c1", "c2"))
    assert await store.guild_settings("g1") == settings
    settings = await store.set_guild_settings("g1", game_channels=None, default_mode="kontra")
    assert settings.game_channels is None and settings.turn_timeout_minutes == 15
    for bad in (
        {"default_options": {"six_dice": "yes"}},
        {"default_ruleset": "poker"},
        {"default_mode": "solo"},
        {"turn_timeout_minutes": 0},
    ):
        with pytest.raises(IllegalAction):
            await store.set_guild_settings("g1", **bad)
    with pytest.raises(TypeError):
        await store.set_guild_settings("g1", colour="red")
    assert await store.guild_settings("g1") == settings
    assert await store.guild_settings("g2") == GuildSettings("g2")
