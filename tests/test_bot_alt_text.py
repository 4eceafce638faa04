"""Alt text through the fake Discord: every file the bot sends in a whole game of each mode
(every turn's picture, the end's standings, sheets and record) and in the private answers
(`/yamb sheet`, `/yamb hint`, `/yamb rules`, `/yamb-scores stats`, `/yamb-scores export`)
carries a description of at most 1,024 characters, in the language of the text beside it: the
game's for its public pictures, the member's for a private answer. A click that keeps the
turn's picture keeps its description."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot import i18n
from bot.app import alt
from tests.botworld import (
    BOT_MOVES,
    World,
    button_of,
    open_lobby,
    play_to_end,
    running_world,
)
from tests.fakediscord import Message
from tests.fakediscord.models import Attachment as SentFile


def lead(lang: str, key: str) -> str:
    """The words message `key` begins with in `lang`, before its first variable."""
    marker = "\u0001"
    said = i18n.text(lang, key, **dict.fromkeys(i18n.variables(lang, key), marker))
    return said.split(marker)[0]


def sent_files(world: World) -> list[SentFile]:
    """Every file the bot sent, public or private, still shown or not: a turn's picture
    leaves its message when the turn ends, but the fake keeps every upload by id (it has no
    public list of them)."""
    return list(world.fake._attachments.values())


def described(file: SentFile) -> str:
    text = file.description
    assert text and text.strip() and len(text) <= 1024, (file.filename, text)
    return text


def button(message: Message, verb: str) -> str:
    """A button by what it does, whatever the language of its label."""
    found = button_of(message, verb)
    assert found, message.custom_ids()
    return found[0]


async def check_the_games_files(world: World, lang: str) -> int:
    """The finished game's public files: each turn's picture described in the game's
    language (whose sheet, its totals, the cells open that turn); the end's files exactly as
    the application describes them from the stored game. Returns how many files."""
    games = await world.store.recent_games(str(world.guild.id), limit=1)
    assert games and games[0].status == "finished"
    stored = await world.store.load_game(games[0].game_id)
    game = stored.game
    assert game is not None
    names = await world.bot.app.shared.names.of_game(stored.info)
    public = [f for f in sent_files(world) if not f.ephemeral]
    turns = [f for f in public if f.filename == "sheet.png"]
    assert len(turns) >= game.round_no // 2, (len(turns), game.round_no)  # a picture a write
    for file in turns:
        text = described(file)
        assert text.startswith(lead(lang, "alt-sheet")), text
        assert lead(lang, "alt-open") in text, text
    end = {f.filename: described(f) for f in public if f.filename != "sheet.png"}
    gid = stored.info.game_id
    expected = {
        "standings.png": alt.standings_alt(game, names, lang),
        f"yamb-game-{gid}.json": alt.record_alt(gid, lang),
    }
    for n, owner in enumerate(game.sheets, start=1):
        expected[f"sheet-{n}.png"] = alt.sheet_alt(game, owner, names, lang)
    assert end == expected
    if lang != "en":
        assert all("Sheet of" not in described(f) for f in public)
    return len(public)


async def start_teams(world: World, lang: str, ruleset: str, mode: str) -> None:
    ana, bo, cy, dee = world.members
    lobby = await open_lobby(world, ana, ruleset=ruleset, mode=mode, language=lang)
    message = lobby.message
    for member, team in ((bo, "1"), (cy, "2"), (dee, "2")):
        custom = next(c for c in button_of(message, "team") if c.endswith(f":team:{team}"))
        joined = await world.fake.click(member, message, custom)
        assert not joined.ephemeral, joined.content
        message = joined.message
    started = await world.fake.click(ana, message, button(message, "start"))
    assert not started.ephemeral, started.content


async def test_a_yamm_game_and_the_private_pictures(tmp_path: Path) -> None:
    """The biggest sheet, played alone in German by a member whose Discord speaks Croatian:
    the game's pictures speak German, her private ones Croatian."""
    async with running_world(tmp_path, players=1) as world:
        fake = world.fake
        (ana,) = world.members
        ana.user.locale = "hr"
        await world.store.set_guild_settings(str(world.guild.id), hints="on")
        lobby = await open_lobby(world, ana, ruleset="yamm", language="de")
        started = await fake.click(ana, lobby.message, button(lobby.message, "start"))
        assert not started.ephemeral, started.content
        turn = await world.turn()
        (picture,) = turn.attachments
        first = described(picture)
        assert first.startswith("Blatt von ana: Total 0; leere Felder: 99 von 99."), first

        # a throw redraws the message but keeps its picture, and the picture its words
        thrown = await fake.click(ana, turn, button(turn, "throw"))
        assert thrown.message is not None and not thrown.ephemeral, thrown.content
        assert [(a.id, a.description) for a in thrown.message.attachments] == [(picture.id, first)]

        # her private answers, in her language
        asked = await fake.slash(ana, world.table, "yamb hint")
        assert asked.ephemeral and asked.message is not None, asked.content
        (hinted,) = asked.message.attachments
        assert described(hinted).startswith(lead("hr", "alt-hint")), hinted.description
        assert "Kockice na stolu: " in described(hinted)
        sheet = await fake.slash(ana, world.table, "yamb sheet")
        assert sheet.message is not None
        (own,) = sheet.message.attachments
        assert described(own).startswith("Tablica: ana. Ukupno 0; prazna polja: 99 od 99.")
        rules = await fake.slash(ana, world.table, "yamb rules", options={"ruleset": "yamm"})
        assert rules.message is not None
        (empty,) = rules.message.attachments
        assert described(empty).startswith("Prazna tablica, pravila: Yamm. Stupci: Dolje 1, ")

        await play_to_end(world, seed=2)
        assert await check_the_games_files(world, "de") >= 99 // 2

        # her stats: the chart's scores, in her language (the reply is public: her command)
        stats = await fake.slash(ana, world.channel, "yamb-scores stats")
        assert stats.message is not None, stats.content
        (chart,) = stats.message.attachments
        games = await world.store.recent_games(str(world.guild.id), limit=1)
        (result,) = await world.store.game_results(games[0].game_id)
        assert (
            described(chart)
            == f"Zadnji rezultati igrača ana, od najstarijeg: Yamm: {result.score}."
        )
        export = await fake.slash(ana, world.channel, "yamb-scores export")
        assert export.message is not None
        (record,) = export.message.attachments
        assert described(record) == i18n.text("hr", "alt-record", game=str(games[0].game_id))
        # every file of the world: described, none over the limit
        files = sent_files(world)
        assert all(described(f) for f in files) and len(files) > 50


async def test_a_kontra_duel(tmp_path: Path) -> None:
    # two members at a test's pace overrun the turn message's edit bucket: widened
    async with running_world(tmp_path, players=2, threads=True, buckets=BOT_MOVES) as world:
        ana, bo = world.members
        lobby = await open_lobby(
            world, ana, ruleset="classic", mode="kontra", opponent=bo, language="ru"
        )
        started = await world.fake.click(bo, lobby.message, button(lobby.message, "accept"))
        assert not started.ephemeral, started.content
        await play_to_end(world, seed=11)
        await check_the_games_files(world, "ru")


@pytest.mark.parametrize(
    ("mode", "ruleset", "lang"),
    [("pairs", "tris", "hr"), ("team", "classic", "bg"), ("partners", "russian", "sr-Cyrl")],
)
async def test_the_team_modes(tmp_path: Path, mode: str, ruleset: str, lang: str) -> None:
    # four members at a test's pace overrun the turn message's edit bucket: widened
    async with running_world(tmp_path, players=4, threads=True, buckets=BOT_MOVES) as world:
        await start_teams(world, lang, ruleset, mode)
        await play_to_end(world, seed=3)
        await check_the_games_files(world, lang)
        if mode == "team":
            # a held result's cells, where the picture draws them: team mode's second result
            # after the first was written. (A pass holds a result before the dice that make it
            # writable: pairs' pictures show it only when the partner throws without waiting
            # for the pass, which this random play does not do; partners hold none.)
            held = lead(lang, "alt-held")
            turns = [f for f in sent_files(world) if f.filename == "sheet.png"]
            assert any(held in described(f) for f in turns)
