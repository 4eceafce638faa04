"""The website's frame, its boards and profiles, over a real database opened read-only: who may
see what, the guard (methods, rate limit, headers, errors), languages, and that it never writes."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from bot.seasons import Season
from bot.store import Reads, Store
from bot.web import pages
from bot.web.guard import RateLimit
from bot.web.page import SITE_KEY
from bot.web.texts import chosen_language
from bot.weblinks import TOKEN_LENGTH, Tokens
from engine.tournament import Entrant, Outcome, Tournament
from tests.store_crash_worker import Spec, new_game, play_out
from tests.storedb import StoreDatabase, database  # noqa: F401 (the fixture)
from tests.webdb import ANA, BO, CY, DEE, NAMES, OFF, ON, SPECS, WebWorld, fill, web_client

HOSTILE = '</script><script>window.pwned=1</script><img src=x onerror="window.pwned=2">\u202eevil'
SIMPLE = list(SPECS[:2])


@pytest.fixture
async def world(tmp_path) -> WebWorld:  # type: ignore[no-untyped-def]
    return await fill(str(tmp_path / "web.sqlite3"), SIMPLE)


# -- tokens ---------------------------------------------------------------------------------------
def test_tokens_stand_for_their_ids_and_nothing_else() -> None:
    tokens = Tokens(b"s" * 32)
    for kind, value in [("game", 1), ("game", 2**63 + 5), ("guild", 1150000000000000000)]:
        token = tokens.make(kind, value)
        assert len(token) == TOKEN_LENGTH and re.fullmatch(r"[A-Za-z0-9_-]+", token)
        assert str(value) not in token
        assert tokens.read(kind, token) == value
        assert tokens.read("tournament", token) is None  # a token of another kind
        assert Tokens(b"t" * 32).read(kind, token) is None  # another database's secret
        flipped = token[:5] + ("A" if token[5] != "A" else "B") + token[6:]
        assert tokens.read(kind, flipped) is None
    for junk in ["", "x", "a" * 22 + "=", "é" * 22, "../../etc/passwd", "%00" * 8]:
        assert tokens.read("game", junk) is None
    # one spelling a page: the last letter carries 2 bits of the id and 4 spare ones, which
    # another spelling sets (the same page under 16 addresses, 16 entries in every cache)
    token = tokens.make("game", 7)
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    read = [c for c in alphabet if tokens.read("game", token[:-1] + c) is not None]
    assert read == [token[-1]]
    assert tokens.make("game", 1) != tokens.make("game", 2)


def test_the_language_is_asked_or_the_browsers() -> None:
    assert chosen_language("de", "ru") == "de"
    assert chosen_language("SR-cyrl", None) == "sr-Cyrl"
    assert chosen_language("xx", "ru-RU,ru;q=0.9,en;q=0.8") == "ru"
    assert chosen_language(None, "fr;q=1, hr;q=0.5, en;q=0.7") == "en"
    assert chosen_language(None, "sr-Latn-RS") == "sr-Latn"
    assert chosen_language(None, "bg;q=x, de") == "de"
    # q= among other parameters, before or after them (the first was read as q=1, the
    # second not at all)
    assert chosen_language(None, "de;level=1;q=0.5, ru;q=0.7") == "ru"
    assert chosen_language(None, "ru;q=0.7, de;q=0.9;level=1") == "de"
    assert chosen_language(None, "") == "en"


# -- pages ----------------------------------------------------------------------------------------
async def test_a_server_that_is_on_shows_its_board_and_members(world: WebWorld) -> None:
    async with web_client(world.target) as client:
        answer = await client.get(world.links.server(ON))
        assert answer.status == 200
        html = await answer.text()
        for name in ("Ana", "Bo", "Cy"):
            assert f"<bdi>{name}</bdi>" in html
        member = world.links.member(ON, ANA)
        assert f'href="{member}"' in html
        for game_id in world.games[ON]:
            assert world.links.game(game_id) in html  # the latest games link to their replays
        assert ON not in html and ANA not in html  # no Discord id anywhere
        profile = await client.get(member)
        assert profile.status == 200
        text = await profile.text()
        assert "<h1><bdi>Ana</bdi></h1>" in text
        assert "<svg" in text and "<polyline" in text  # the rating over time


async def test_a_server_that_is_off_or_unknown_has_no_pages(world: WebWorld) -> None:
    async with web_client(world.target) as client:
        paths = [world.links.server(OFF), world.links.server("424242"), "/s/not-a-token",
                 world.links.member(OFF, ANA)]
        off, unknown, garbage, off_member = [await client.get(p) for p in paths]
        off_api = await client.get("/api" + world.links.server(OFF))
        # the same answer but for the page's own address: nothing says the server exists
        bodies = {(await r.text()).replace(p, "") for r, p in zip(
            (off, unknown, garbage, off_member), paths, strict=True)}
        assert {r.status for r in (off, unknown, garbage, off_member, off_api)} == {404}
        assert len(bodies) == 1
        # a member who never played here
        stranger = await client.get(world.links.member(ON, "300000000000000009"))
        assert stranger.status == 404


async def test_the_json_twins_hold_no_discord_id(world: WebWorld) -> None:
    async with web_client(world.target) as client:
        board = await (await client.get("/api" + world.links.server(ON))).json()
        assert [r["display_name"] for r in board["rows"]][:1] and board["page"] == 1
        assert all(r["member"].startswith("/s/") for r in board["rows"])
        member = await (await client.get("/api" + world.links.member(ON, ANA))).json()
        assert member["name"] == "Ana" and member["games"] == 2
        assert member["rating_history"]["classic"]
        # a program is told what went wrong in JSON
        missing = await client.get("/api/s/not-a-token")
        assert missing.status == 404 and (await missing.json())["error"] == 404
        for data in (board, member):
            text = json.dumps(data)
            assert ON not in text and ANA not in text and "user_id" not in text


async def test_a_tournament_of_fewer_than_two_entrants_has_its_page(world: WebWorld) -> None:
    """Signing up with nobody or one so far, or cancelled so: nothing to rank, but a page."""
    store = await Store.open(world.target)
    try:
        empty = await store.create_tournament(
            guild_id=ON, channel_id="cup", organiser_id=ANA, name="Empty Cup", format="swiss",
            ruleset="classic")
        lone = await store.create_tournament(
            guild_id=ON, channel_id="cup", organiser_id=ANA, name="Lone Cup", format="knockout",
            ruleset="classic")
        assert await store.join_tournament(lone.tournament_id, ANA, "Ana") == "joined"
        cancelled = await store.create_tournament(
            guild_id=ON, channel_id="cup", organiser_id=ANA, name="Gone Cup", format="swiss",
            ruleset="classic", rounds=3)
        assert await store.join_tournament(cancelled.tournament_id, BO, "Bo") == "joined"
        assert await store.cancel_tournament(cancelled.tournament_id)
    finally:
        await store.close()
    async with web_client(world.target) as client:
        for cup in (empty, lone, cancelled):
            link = world.links.tournament(cup.tournament_id)
            page = await client.get(link)
            assert page.status == 200 and cup.name in await page.text(), cup.name
            api = await client.get("/api" + link)
            assert api.status == 200 and (await api.json())["standings"] == [], cup.name


async def test_a_round_robins_bye_is_a_round_sat_out_not_a_win(world: WebWorld) -> None:
    store = await Store.open(world.target)
    try:
        cup = await store.create_tournament(
            guild_id=ON, channel_id="cup", organiser_id=ANA, name="Robin Cup",
            format="round-robin", ruleset="classic")
        for user in (ANA, BO, CY):
            assert await store.join_tournament(cup.tournament_id, user, NAMES[user]) == "joined"
        assert await store.start_tournament(cup.tournament_id, {}, None, drop_unchecked=False)
        batch = Tournament("round-robin", [Entrant(u, 0.0) for u in (ANA, BO, CY)]).pairings([])
        await store.add_pairings(
            cup.tournament_id, [(p.round, p.board, p.replay, p.first, p.second) for p in batch])
        (sat,) = [p for p in batch if p.second is None]
        # decided as the bot decides a bye: stored as the first side's win
        assert await store.decide_tournament_game(cup.tournament_id, (sat.round, sat.board,
                                                                      sat.replay), 1.0)
    finally:
        await store.close()
    (bye,) = [p.first for p in batch if p.second is None]
    async with web_client(world.target) as client:
        html = await (await client.get(world.links.tournament(cup.tournament_id))).text()
        assert f"{NAMES[bye]} sits this round out (no point)" in html
        assert "a win" not in html
        # its JSON counts the rounds as the engine does: a round robin of three plays three
        api = await (await client.get("/api" + world.links.tournament(cup.tournament_id))).json()
        assert api["rounds"] == 3, api["rounds"]
        (sits,) = [g for g in api["games"] if g["bye"]]
        assert sits["second"] is None and sits["score"] is None  # no point: not a score of 1
        assert all(g["score"] is None for g in api["games"] if not g["bye"])  # none played yet


async def test_a_knockout_whose_finalists_both_left_has_no_winner_on_its_page(
    world: WebWorld,
) -> None:
    """Both finalists dropped before the final: the podium shows no gold, the two runners-up
    share silver, both semifinal losers get bronze, and the page says nobody won."""
    people = (ANA, BO, CY, DEE)
    rules = Tournament("knockout", [Entrant(u, 1000.0 + n) for n, u in enumerate(people)])
    store = await Store.open(world.target)
    try:
        await store.remember_users(NAMES)
        cup = await store.create_tournament(
            guild_id=ON, channel_id="cup", organiser_id=ANA, name="Void Cup",
            format="knockout", ruleset="classic")
        for user in people:
            assert await store.join_tournament(cup.tournament_id, user, NAMES[user]) == "joined"
        ratings = {e.id: e.rating for e in rules.entrants}
        assert await store.start_tournament(cup.tournament_id, ratings, None,
                                            drop_unchecked=False)
        semis = rules.pairings([])
        await store.add_pairings(
            cup.tournament_id, [(p.round, p.board, p.replay, p.first, p.second) for p in semis])
        for p in semis:
            await store.decide_tournament_game(cup.tournament_id, (p.round, p.board, p.replay), 1.0)
        finalists = [p.first for p in semis]
        for who in finalists:
            assert await store.drop_entrant(cup.tournament_id, who, 2)
        outcomes = [Outcome(p.round, p.first, p.second, 1.0) for p in semis]
        dropped = dict.fromkeys(finalists, 2)
        assert rules.is_over(outcomes, dropped)
        places = {s.id: s.place for s in rules.standings(outcomes, dropped)}
        assert await store.finish_tournament(cup.tournament_id, places)
    finally:
        await store.close()
    link = world.links.tournament(cup.tournament_id)
    async with web_client(world.target) as client:
        page = await client.get(link)
        assert page.status == 200
        html = await page.text()
        podium = html[html.index('class="podium"'):html.index("</ol>")]
        assert "🥇" not in podium and podium.count("🥈") == 2 and podium.count("🥉") == 2
        assert podium.count("Second") == 2 and podium.count("Third") == 2
        assert all(f"<bdi>{NAMES[who]}</bdi>" in podium for who in people)
        assert "Nobody won: neither finalist played the final." in html
        api = await (await client.get("/api" + link)).json()
        assert api["winner"] is None
        assert [row["place"] for row in api["standings"]] == [2, 2, 3, 3]


async def test_boards_page_through_every_choice(world: WebWorld) -> None:
    async with web_client(world.target) as client:
        base = world.links.server(ON)
        for query in ["?order=rating", "?order=best&mode=kontra", "?period=30d&ruleset=classic",
                      "?period=season", "?season=2026-11",
                      "?order=win_rate&page=1", "?order=average"]:
            assert (await client.get(base + query)).status == 200, query
        for query in ["?order=nope", "?ruleset=chess", "?page=0", "?page=x", "?page=99",
                      "?page=%C2%B2", "?page=%D9%A3",
                      "?season=2999-01", "?season=garbage", "?period=forever",
                      "?season=2026-10" + "%20" * 13 + "junk"]:
            answer = await client.get(base + query)
            assert answer.status == 400, query


def board_of(html: str) -> tuple[str, str]:
    """The board's section of a server's page: its title, and the rest."""
    found = re.search(r'<h2 id="board-title">(.*?)</h2>(.*?)</section>', html, re.S)
    assert found is not None, html
    return found.group(1), found.group(2)


async def test_the_rating_list_is_titled_as_what_it_is(world: WebWorld) -> None:
    """Sorted by rating, the board is the ruleset's rating list, every mode's and all time
    (as Discord says it): not the season or the mode asked for, which the list ignores."""
    base = world.links.server(ON)
    async with web_client(world.target) as client:
        for query in ["?season=2026-09&order=rating", "?mode=kontra&order=rating",
                      "?period=30d&ruleset=classic&order=rating"]:
            title, rows = board_of(await (await client.get(base + query)).text())
            assert "Classic ratings (all modes, all time)" in title, (query, title)
            assert "season" not in title and "<bdi>Ana</bdi>" in rows, query
            data = await (await client.get("/api" + base + query)).json()
            assert data["rated"] == "classic" and data["rows"], query
            assert (data["mode"], data["period"], data["season"]) == (None, "all", None), data
        # the season's own board keeps its name (nobody finished a game in it)
        title, rows = board_of(await (await client.get(base + "?season=2026-09")).text())
        assert "season 2026-09" in title and "<bdi>Ana</bdi>" not in rows
        # ... and its JSON says it is the season's, whatever period the address also named
        for query in ["?season=2026-09", "?season=2026-09&period=30d"]:
            data = await (await client.get("/api" + base + query)).json()
            assert (data["period"], data["season"], data["rows"]) == ("season", "2026-09", [])


async def test_a_kontra_board_says_the_lowest_total_wins(world: WebWorld) -> None:
    """In Kontra the lowest total wins: its board's best is each one's lowest, and it says so
    (the page and its JSON); a board over every mode keeps the highest as the best."""
    base = world.links.server(ON)
    async with web_client(world.target) as client:
        title, _ = board_of(await (await client.get(base + "?mode=kontra&order=best")).text())
        assert "the lowest total wins" in title, title
        kontra = await (await client.get("/api" + base + "?mode=kontra&order=best")).json()
        every = await (await client.get("/api" + base + "?order=best")).json()
        title, _ = board_of(await (await client.get(base + "?order=best")).text())
        assert "lowest" not in title
    assert kontra["lowest_wins"] is True and every["lowest_wins"] is False
    scores = [r["best_score"] for r in kontra["rows"]]
    # Ana and Bo, low first; their totals come from dice drawn anew in each run (the store's
    # secret seed), so now and then they tie
    assert len(scores) == 2 and scores[0] <= scores[1]


async def test_a_best_over_every_mode_is_no_kontra_total(tmp_path: Path) -> None:
    """In Kontra the lowest total wins: a board of every mode and a member's page leave
    Kontra's totals out of the best (Dee, of Kontra alone, has none: "—", ranked last by
    best), and the member's page shows Kontra's best, the lowest, in a column of its own."""
    world = await fill(str(tmp_path / "web.sqlite3"), SIMPLE)
    store = await Store.open(world.target)
    try:
        stored = await new_game(store, Spec("classic", "kontra", (DEE, CY)), guild=ON,
                                channel="kontra-dee")
        stored = await play_out(store, stored, random.Random(5))
        assert stored.game is not None
        dee_total = stored.game.totals()[DEE]
        dee_game = stored.game_id
        results = [r for g in world.games[ON][:2] for r in await store.game_results(g)]
    finally:
        await store.close()
    ana = {r.mode: r for r in results if r.user_id == ANA}
    base = world.links.server(ON)
    async with web_client(world.target) as client:
        every = await (await client.get("/api" + base + "?order=best")).json()
        _, rows = board_of(await (await client.get(base + "?order=best")).text())
        dee_api = await (await client.get("/api" + world.links.member(ON, DEE))).json()
        dee_page = await (await client.get(world.links.member(ON, DEE))).text()
        ana_api = await (await client.get("/api" + world.links.member(ON, ANA))).json()
    best = {r["display_name"]: (r["best_score"], r["best_game"]) for r in every["rows"]}
    assert best["Dee"] == (None, None) and every["rows"][-1]["display_name"] == "Dee"
    assert best["Ana"] == (ana["standard"].score, world.links.game(ana["standard"].game_id))
    dee_row = rows[rows.index("<bdi>Dee</bdi>"):]
    assert re.search(r"<td>—</td>", dee_row[:dee_row.index("</tr>")]), dee_row
    (classic,) = dee_api["per_ruleset"]
    assert (classic["best_score"], classic["best_game"]) == (None, None)
    assert classic["kontra_best_score"] == dee_total
    assert classic["kontra_best_game"] == world.links.game(dee_game)
    assert "Kontra: best (lowest)" in dee_page
    assert f'<a href="{world.links.game(dee_game)}">{dee_total}</a>' in dee_page
    (classic,) = ana_api["per_ruleset"]
    assert (classic["best_score"], classic["kontra_best_score"]) == (
        ana["standard"].score, ana["kontra"].score)


def form_of(html: str) -> str:
    return html[html.index("<form"):html.index("</form>")]


def options_of(form: str, name: str) -> list[str]:
    """The values a select of the board's form offers, in order (none: no such select)."""
    found = re.search(rf'<select name="{name}">(.*?)</select>', form, re.S)
    return re.findall(r'<option value="([^"]*)"', found.group(1)) if found else []


def submitted(form: str) -> dict[str, str]:
    """What a browser sends for the form untouched: each select's selected option (else its
    first), and the hidden inputs."""
    sent = dict(re.findall(r'<input type="hidden" name="(\w+)" value="([^"]*)"', form))
    for name, body in re.findall(r'<select name="(\w+)">(.*?)</select>', form, re.S):
        values = re.findall(r'<option value="([^"]*)"', body)
        chosen = re.findall(r'<option value="([^"]*)" selected', body)
        sent[name] = (chosen or values)[0]
    return sent


async def test_the_form_offers_the_earlier_seasons_and_keeps_the_one_asked(
    tmp_path: Path,
) -> None:
    """The board's form lists the server's earlier seasons, a year of months or two years of
    quarters as its setting is, and keeps the season of the address: pressing Show again
    shows the same board (it showed all time)."""
    november = Season("month", 2026, 11)
    now = november.start + 5 * 86400
    world = await fill(str(tmp_path / "web.sqlite3"), SIMPLE, now=now)
    base = world.links.server(ON)
    async with web_client(world.target, clock=lambda: now) as client:
        form = form_of(await (await client.get(base + "?season=2026-10&order=best&lang=de")).text())
        months = ["2026-10", "2026-09", "2026-08", "2026-07", "2026-06", "2026-05", "2026-04",
                  "2026-03", "2026-02", "2026-01", "2025-12", "2025-11"]
        assert options_of(form, "season") == ["", *months]
        sent = submitted(form)
        assert sent == {"lang": "de", "ruleset": "", "mode": "", "period": "all",
                        "order": "best", "season": "2026-10"}, sent
        title, _ = board_of(await (await client.get(base, params=sent)).text())
        assert "Saison 2026-10" in title, title
        # this season is the period's, not an earlier one; no season chosen is the first option
        form = form_of(await (await client.get(base + "?period=season")).text())
        assert submitted(form)["period"] == "season" and submitted(form)["season"] == ""
        # a season the list does not hold, named in the address, is kept all the same
        form = form_of(await (await client.get(base + "?season=2024-Q2")).text())
        assert options_of(form, "season") == ["", "2024-Q2", *months]
        assert submitted(form)["season"] == "2024-Q2"

    store = await Store.open(world.target)
    await store.set_guild_settings(ON, season="quarter")
    await store.close()
    async with web_client(world.target, clock=lambda: now) as client:
        form = form_of(await (await client.get(base)).text())
        assert options_of(form, "season") == [
            "", "2026-Q3", "2026-Q2", "2026-Q1", "2025-Q4", "2025-Q3", "2025-Q2", "2025-Q1",
            "2024-Q4"]
        assert submitted(form)["season"] == ""


async def test_a_server_without_seasons_says_so(world: WebWorld) -> None:
    """With seasons off, "this season" is not offered, and an address that asks for it is
    answered that the server has no seasons (in the page's language), as Discord answers."""
    store = await Store.open(world.target)
    await store.set_guild_settings(ON, season="off")
    await store.close()
    base = world.links.server(ON)
    async with web_client(world.target) as client:
        form = form_of(await (await client.get(base)).text())
        assert options_of(form, "period") == ["all", "30d"] and 'name="season"' not in form
        for query, words in [("?period=season", "This server has no seasons"),
                             ("?period=season&order=best&lang=de", "keine Saisons")]:
            answer = await client.get(base + query)
            text = await answer.text()
            assert answer.status == 400 and words in text, (query, text)
        # all time, the last 30 days and a season by its name are still there
        for query in ["", "?period=30d", "?season=2026-09"]:
            assert (await client.get(base + query)).status == 200, query
        form = form_of(await (await client.get(base + "?season=2026-09")).text())
        assert options_of(form, "season") == ["", "2026-09"]
        assert submitted(form)["season"] == "2026-09"


async def test_words_follow_the_language(world: WebWorld) -> None:
    async with web_client(world.target) as client:
        german = await (await client.get(world.links.server(ON) + "?lang=de")).text()
        assert 'lang="de"' in german and "Rangliste" in german
        russian = await (await client.get(world.links.server(ON),
                                          headers={"Accept-Language": "ru-RU,ru;q=0.9"})).text()
        assert '<html lang="ru">' in russian
        # a language chosen with ?lang= stays on the links
        assert "lang=de" in german.split("<main", 1)[1]
        # ... but the language menu's links each go to their own (they all went to German)
        menu = dict(re.findall(r'<a href="([^"]+)" hreflang="([^"]+)"', german))
        assert {lang: href.rsplit("lang=", 1)[1] for href, lang in menu.items()} == {
            lang: lang for lang in menu.values()
        } and len(menu) == 7, menu
        russian_menu = dict(re.findall(r'<a href="([^"]+)" hreflang="([^"]+)"', russian))
        assert [href for href, lang in russian_menu.items() if lang == "de"] == [
            world.links.server(ON) + "?lang=de"]
        # a page chosen by the browser's language tells caches so: a shared one must not
        # answer a German page to a Russian browser
        for path in (world.links.server(ON), "/api" + world.links.server(ON), "/nowhere"):
            answer = await client.get(path, headers={"Accept-Language": "de"})
            assert "Accept-Language" in answer.headers["Vary"], path


async def test_a_bot_player_is_named_and_no_member_by_their_id(tmp_path: Path) -> None:
    """The store keeps no name for bot players (and may lack a member's): the pages and their
    JSON name a bot by its level, in the page's language, and a nameless member "?", never by
    an id (a Discord id on a public page; "bot:hard:1")."""
    world = await fill(str(tmp_path / "web.sqlite3"), SIMPLE)
    nameless = "200000000000000099"
    store = await Store.open(world.target)
    try:
        for players in ((ANA, "bot:hard:1"), (ANA, nameless)):
            stored = await new_game(store, Spec("classic", "standard", players), guild=ON,
                                    channel=f"bots-{players[1]}")
            await play_out(store, stored, random.Random(3))
    finally:
        await store.close()
    async with web_client(world.target) as client:
        for lang, bot in (("en", "Yamb bot (hard)"), ("de", "Yamb-Bot (schwer)")):
            html = await (await client.get(world.links.server(ON) + f"?lang={lang}")).text()
            assert f"<bdi>{bot}</bdi>" in html, lang
            assert "bot:hard" not in html and nameless not in html
            assert "<bdi>?</bdi>" in html
            profile = await (await client.get(world.links.member(ON, ANA) + f"?lang={lang}")).text()
            assert f"<bdi>{bot}</bdi>" in profile and "bot:hard" not in profile
        data = await (await client.get("/api" + world.links.member(ON, ANA))).json()
        names = {p["name"] for g in data["recent"] for p in g["players"]}
        assert {"Yamb bot (hard)", "?"} <= names, names
        assert "bot:hard" not in json.dumps(data) and nameless not in json.dumps(data)


async def test_every_point_of_the_rating_history_links_its_game(
    world: WebWorld, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The history covers every rated game, the recent list the latest few: a point of a game
    past that list linked nothing (its replay is there all the same)."""
    monkeypatch.setattr(pages, "RECENT", 1)
    async with web_client(world.target) as client:
        member = await (await client.get("/api" + world.links.member(ON, ANA))).json()
    points = member["rating_history"]["classic"]
    assert len(points) == 2 and len(member["recent"]) == 1
    assert sorted(p["game"] for p in points) == sorted(world.links.game(g) for g in world.games[ON])


# -- the guard ------------------------------------------------------------------------------------
async def test_every_answer_carries_the_security_headers(world: WebWorld) -> None:
    async with web_client(world.target) as client:
        for path in [world.links.server(ON), "/nowhere", "/static/site.css"]:
            answer = await client.get(path)
            csp = answer.headers["Content-Security-Policy"]
            assert "script-src 'self'" in csp and "unsafe-inline" not in csp
            assert answer.headers["X-Content-Type-Options"] == "nosniff"
            assert answer.headers["Referrer-Policy"] == "no-referrer"
            assert "Set-Cookie" not in answer.headers


async def test_only_get_and_head(world: WebWorld) -> None:
    async with web_client(world.target) as client:
        for method in ("POST", "PUT", "DELETE", "PATCH"):
            answer = await client.request(method, world.links.server(ON))
            assert answer.status == 405 and answer.headers["Allow"] == "GET, HEAD"
        head = await client.head(world.links.server(ON))
        assert head.status == 200


async def test_too_many_requests_from_one_address_wait(world: WebWorld) -> None:
    now = [0.0]
    limit = RateLimit(rate=2, burst=3, clock=lambda: now[0])
    async with web_client(world.target, rate=limit) as client:
        statuses = [(await client.get("/static/site.css")).status for _ in range(4)]
        assert statuses == [200, 200, 200, 429]
        refused = await client.get("/static/site.css")
        assert refused.status == 429 and int(refused.headers["Retry-After"]) >= 1
        now[0] += 1.0  # two more a second
        assert (await client.get("/static/site.css")).status == 200


async def test_assets_are_cached_and_paths_are_checked(world: WebWorld) -> None:
    async with web_client(world.target) as client:
        css = await client.get("/static/site.css")
        assert css.status == 200 and css.headers["Content-Type"].startswith("text/css")
        again = await client.get("/static/site.css", headers={"If-None-Match": css.headers["ETag"]})
        assert again.status == 304
        for path in ["/static/..%2fapp.py", "/static/app.py", "/static/.hidden.css", "/nope",
                     "/static/a%00.css", "/static/site.css%00.css", f"/static/{'a' * 300}.css",
                     "/static/SITE.CSS", "/static/site.css.css"]:
            answer = await client.get(path)
            assert answer.status == 404, path  # not 500: a NUL or a name past the OS's
            assert answer.headers["X-Content-Type-Options"] == "nosniff", path
        # pages link each asset by its contents: a new version is a new address (a browser
        # keeps one a day), and the address with its check is served
        html = await (await client.get(world.links.server(ON))).text()
        linked = re.findall(r'href="(/static/[^"]+)"', html)
        assert linked and all(re.fullmatch(r"/static/[a-z.]+\?v=[0-9a-f]{8}", a) for a in linked)
        for address in linked:
            assert (await client.get(address)).status == 200, address
        assert "Accept-Language" not in css.headers.get("Vary", "")


async def test_gzip_only_for_a_browser_that_takes_it(world: WebWorld) -> None:
    """Accept-Encoding as HTTP reads it: "gzip;q=0" refuses gzip (it was sent all the same)."""
    path = world.links.server(ON)
    async with web_client(world.target) as client:
        for accepted, gzipped in [("gzip", True), ("br, GZIP;q=0.5", True), ("*", True),
                                  ("gzip;q=0", False), ("identity, gzip;q=0", False),
                                  ("*, gzip;q=0", False), ("*;q=0", False), ("identity", False),
                                  ("gzipped", False), ("gzip;q=x", False)]:
            answer = await client.get(path, headers={"Accept-Encoding": accepted},
                                      auto_decompress=False)
            assert (answer.headers.get("Content-Encoding") == "gzip") is gzipped, (
                accepted, answer.headers)
            assert "Accept-Encoding" in answer.headers["Vary"]


async def test_a_fault_is_a_page_not_a_trace(world: WebWorld, caplog) -> None:  # type: ignore[no-untyped-def]
    """A fault of ours answers 500 with the site's page and headers (the trace is in the log)."""
    async with web_client(world.target) as client:
        await client.app[SITE_KEY].reads.close()  # every read now fails
        for path in (world.links.server(ON), "/api" + world.links.server(ON)):
            answer = await client.get(path)
            assert answer.status == 500, path
            assert answer.headers["X-Content-Type-Options"] == "nosniff"
            assert "Traceback" not in await answer.text()
        assert "answering /s/" in caplog.text


async def test_hostile_names_are_text(tmp_path) -> None:  # type: ignore[no-untyped-def]
    world = await fill(str(tmp_path / "hostile.sqlite3"), SIMPLE[:1])
    from bot.store import Store

    store = await Store.open(world.target)
    await store.remember_users({ANA: HOSTILE})
    await store.close()
    async with web_client(world.target) as client:
        for path in [world.links.server(ON), world.links.member(ON, ANA)]:
            html = await (await client.get(path)).text()
            assert "<script>window.pwned" not in html and "<img src=x" not in html
            assert "&lt;/script&gt;&lt;script&gt;window.pwned=1" in html
            assert "\u202e" not in html  # direction overrides are dropped from names


# -- read-only ------------------------------------------------------------------------------------
async def test_the_websites_connection_refuses_writes(database: StoreDatabase) -> None:  # noqa: F811
    world = await fill(database.target, [SPECS[0]])
    reads = await Reads.open(world.target, read_only=True, check="none")
    try:
        assert not hasattr(reads, "append_action") and not hasattr(reads, "set_guild_settings")
        with pytest.raises(Exception) as refused:
            async with reads._db.transaction() as db:
                await db.execute("DELETE FROM games", ())
        # the database itself refuses (SQLite's mode=ro, PostgreSQL's read-only transactions)
        assert re.search(r"read.?only", str(refused.value), re.I), refused.value
        assert (await reads.game_info(world.games[ON][0])).status == "finished"
    finally:
        await reads.close()
