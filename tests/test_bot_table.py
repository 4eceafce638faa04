"""Around the table through Discord: leaderboard (paged), stats, duel records, history, export
and settings, after scripted games whose figures the test works out itself from the totals."""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path

import pytest

from bot.store import Store
from engine import Game, ThrowOption, answer, replay
from engine.autoplay import simple_move
from tests.botworld import World, running_world
from tests.fakediscord import Member, Perm


async def play_stored_game(
    store: Store,
    guild: str,
    channel: str,
    players: list[str],
    *,
    ruleset: str = "classic",
    mode: str = "standard",
    seed: int = 0,
) -> dict:
    """A whole game through the store, each player making the simple move; its replay answer."""
    info = await store.create_game(
        guild_id=guild,
        channel_id=channel,
        host_id=players[0],
        ruleset=ruleset,
        mode=mode,
        players=players,
    )
    stored = await store.start_game(info.game_id, seed=seed.to_bytes(8, "big"))
    game: Game = stored.game
    while not game.is_over:
        player, move = next(
            (p, m) for p in game.decision().players if (m := simple_move(game, p)) is not None
        )
        if isinstance(move, ThrowOption):
            stored = await store.append_throw(info.game_id, player, None, seq=stored.seq)
        else:
            stored = await store.append_action(info.game_id, move, seq=stored.seq)
        game = stored.game
    return answer(replay(await store.export_record(info.game_id)))


def embed_text(message: object) -> str:
    embeds = getattr(message, "embeds", None) or []
    parts = []
    for embed in embeds:
        parts.append(embed.get("title", ""))
        parts.append(embed.get("description", ""))
        parts.extend(f"{f['name']}: {f['value']}" for f in embed.get("fields", []))
        parts.append((embed.get("footer") or {}).get("text", ""))
    return "\n".join(parts)


@pytest.fixture
async def table(tmp_path: Path):  # type: ignore[no-untyped-def]
    async with running_world(tmp_path, players=4) as world:
        yield world


async def test_stats_of_someone_who_never_played_names_them(table: World) -> None:
    """The store knows no name for a member who never played (its fallback is the id): the
    refusal names them as Discord does, not by their Discord id."""
    fake = table.fake
    eve = fake.add_member(table.guild, "eve")
    none = await fake.slash(table.members[0], table.channel, "yamb-scores stats",
                            options={"member": eve})
    assert none.ephemeral and none.text() == "eve has no finished games on this server yet."


async def test_leaderboard_stats_and_duels_match_hand_figures(table: World) -> None:
    world = table
    store, fake = world.store, world.fake
    guild = str(world.guild.id)
    ana, bo, cy, dee = world.members
    ids = {m.name: str(m.id) for m in world.members}
    here = str(world.channel.id)  # the games were played in this channel, which all can see
    await store.remember_users({v: k for k, v in ids.items()})
    totals: list[dict[str, int]] = []
    for seed in range(3):  # three classic games of ana, bo and cy
        result = await play_stored_game(
            store, guild, here, [ids["ana"], ids["bo"], ids["cy"]], seed=seed
        )
        totals.append(result["totals"])
    duels: list[dict[str, int]] = []
    for seed in range(2):  # two Kontra duels of ana and dee
        result = await play_stored_game(
            store, guild, here, [ids["ana"], ids["dee"]], mode="kontra", seed=10 + seed
        )
        duels.append(result["totals"])

    # the expected board, worked out here from the games' totals
    def figures(user: str) -> tuple[int, int, float, int]:
        mine = [t[user] for t in totals if user in t]
        wins = sum(t[user] == max(t.values()) for t in totals if user in t)
        return len(mine), wins, sum(mine) / len(mine), max(mine)

    board = await fake.slash(
        bo,
        world.channel,
        "yamb-scores leaderboard",
        options={"ruleset": "classic", "mode": "standard"},
    )
    text = embed_text(board.message)
    for name in ("ana", "bo", "cy"):
        games, wins, average, best = figures(ids[name])
        line = next(line for line in text.splitlines() if f" {name} —" in line)
        won = f"{wins} win" if wins == 1 else f"{wins} wins"
        assert f"**{won}** in {games} game" in line, line
        assert f"avg {average:.0f}" in line and f"best {best}" in line, line
    assert "bo: rank " in text  # the board is public: whose rank it is, by name

    # the Kontra board: the lowest total wins, so it is each one's best, and ranks low first
    board = await fake.slash(
        bo, world.channel, "yamb-scores leaderboard", options={"mode": "kontra", "sort": "best"}
    )
    text = embed_text(board.message)
    assert "the lowest total wins" in text, text
    lowest = {name: min(d[ids[name]] for d in duels) for name in ("ana", "dee")}
    ranked = [line for line in text.splitlines() if " ana —" in line or " dee —" in line]
    for name, line in zip(sorted(lowest, key=lambda n: (lowest[n], n)), ranked, strict=True):
        assert f" {name} —" in line and f"best {lowest[name]}" in line, (lowest, ranked)

    # a board of every mode by best: a Kontra total is no best there (its high ones are its
    # bad ones), so dee, of Kontra alone, shows none and comes last
    board = await fake.slash(bo, world.channel, "yamb-scores leaderboard", options={"sort": "best"})
    lines = embed_text(board.message).splitlines()
    line_of = {name: next(line for line in lines if f" {name} —" in line) for name in ids}
    assert line_of["dee"].startswith("**4.**") and "best" not in line_of["dee"], line_of
    best_game = {  # games 1-3 the classic ones, 4-5 the duels; a tie's game is the first
        name: 1 + max(range(3), key=lambda i, n=name: (totals[i][ids[n]], -i))
        for name in ("ana", "bo", "cy")
    }
    for name in ("ana", "bo", "cy"):
        best = f"best {figures(ids[name])[3]} (game #{best_game[name]})"
        assert line_of[name].endswith(best), (line_of[name], best)

    # stats of ana over all rulesets and modes: 3 classic games and 2 duels
    stats = await fake.slash(bo, world.channel, "yamb-scores stats", options={"member": ana})
    text = embed_text(stats.message)
    classic_wins = figures(ids["ana"])[1]
    duel_wins = sum(d[ids["ana"]] < d[ids["dee"]] for d in duels)
    assert "Games: 5" in text
    assert f"Wins: {classic_wins + duel_wins} " in text, text
    assert stats.message.attachment("scores.png").data.startswith(b"\x89PNG")
    # its best is a classic total, Kontra's beside it is the lowest of the duels
    lowest_duel = {
        name: 4 + min(range(2), key=lambda i, n=name: (duels[i][ids[n]], i))
        for name in ("ana", "dee")
    }
    (classic,) = [line for line in text.splitlines() if line.startswith("Classic: ")]
    kontra = f"Kontra: best {lowest['ana']} (#{lowest_duel['ana']}; the lowest total wins)"
    assert classic.endswith(f"best {figures(ids['ana'])[3]} (#{best_game['ana']}) · {kontra}")
    # dee played Kontra alone: no best but Kontra's, the lowest (the highest was shown)
    stats = await fake.slash(bo, world.channel, "yamb-scores stats", options={"member": dee})
    (classic,) = [
        line for line in embed_text(stats.message).splitlines() if line.startswith("Classic: ")
    ]
    kontra = f"Kontra: best {lowest['dee']} (#{lowest_duel['dee']}; the lowest total wins)"
    assert classic.endswith(f" · {kontra}") and " · best " not in classic, classic

    # the duel record, lowest total winning
    record = await fake.slash(
        ana, world.channel, "yamb-scores duel-record", options={"member": dee}
    )
    text = embed_text(record.message)
    dee_wins = sum(d[ids["dee"]] < d[ids["ana"]] for d in duels)
    assert f"ana **{duel_wins}** – **{dee_wins}** dee" in text, text
    margin = sum(d[ids["dee"]] - d[ids["ana"]] for d in duels) / len(duels)
    assert (f"{margin:+.1f} for ana" in text) or margin == 0, text

    # history and export
    history = await fake.slash(cy, world.channel, "yamb-scores history")
    text = embed_text(history.message)
    assert len(re.findall(r"\*\*#\d+\*\*", text)) == 5
    exported = await fake.slash(cy, world.channel, "yamb-scores export", options={"game": 1})
    record_json = json.loads(exported.message.attachment("yamb-game-1.json").data)
    assert answer(replay(record_json))["totals"] == totals[0]


async def test_leaderboard_pages(table: World) -> None:
    world = table
    fake = world.fake
    guild = str(world.guild.id)
    others = [fake.add_member(world.guild, f"p{i:02d}") for i in range(12)]
    await world.store.remember_users({str(m.id): m.name for m in others})
    # a channel that exists: the running bot shows the games it sees played, and would call
    # one in a channel Discord does not know abandoned (the channel gone), maybe mid-game
    room = str(fake.add_text_channel(world.guild, "earlier-games").id)
    for i in range(0, 12, 2):
        await play_stored_game(
            world.store,
            guild,
            room,
            [str(others[i].id), str(others[i + 1].id)],
            ruleset="tris",
            seed=i,
        )
    first = await fake.slash(
        world.members[0], world.channel, "yamb-scores leaderboard", options={"ruleset": "tris"}
    )
    text = embed_text(first.message)
    assert "page 1 of 2" in text and "**10.**" in text and "**11.**" not in text
    nxt = next(b for b in first.message.buttons() if "Next" in b["label"])
    second = await fake.click(world.members[0], first.message, nxt["custom_id"])
    text = embed_text(second.message)
    assert "page 2 of 2" in text and "**11.**" in text and "**12.**" in text
    # the board is public: its footer says whose rank it shows (a click by another member
    # showed theirs as "Your rank")
    member = world.members[0].name
    assert f"{member}: not on this board yet · page 2 of 2" in text, text
    back = next(b for b in second.message.buttons() if "Previous" in b["label"])
    third = await fake.click(others[0], second.message, back["custom_id"])
    assert f"{others[0].name}: rank " in embed_text(third.message)


async def test_settings_need_manage_server(table: World) -> None:
    world = table
    fake = world.fake
    admin = fake.add_member(world.guild, "admin", permissions=Perm.MANAGE_GUILD)
    member: Member = world.members[1]
    # Discord hides /yamb-settings from members without Manage Server ...
    with pytest.raises(PermissionError):
        await fake.slash(member, world.channel, "yamb-settings", options={"turn_timeout": 3})
    # ... but a server may open it to them (Integrations): the bot checks by itself too
    refused = await fake.slash(
        member, world.channel, "yamb-settings", options={"turn_timeout": 3}, bypass_checks=True
    )
    assert refused.ephemeral and "Manage Server" in (refused.content or "")
    assert (await world.store.guild_settings(str(world.guild.id))).turn_timeout_minutes is None
    done = await fake.slash(
        admin,
        world.channel,
        "yamb-settings",
        options={"turn_timeout": 3, "default_ruleset": "yamm", "allow_channel": world.channel},
    )
    assert (
        done.ephemeral
        and "3 min" in embed_text(done.message)
        and "Yamm" in embed_text(done.message)
    )
    settings = await world.store.guild_settings(str(world.guild.id))
    assert settings.turn_timeout_minutes == 3 and settings.default_ruleset == "yamm"
    other = fake.add_text_channel(world.guild, "elsewhere")
    refused = await fake.slash(member, other, "yamb new")
    assert refused.ephemeral and "cannot be started in this channel" in (refused.content or "")
    here = await fake.slash(member, world.channel, "yamb new")
    assert not here.ephemeral and "yamm" in (here.message.content or "").lower()


async def test_two_admins_at_once_keep_both_channels_and_disallow_does_what_it_says(
    table: World,
) -> None:
    """Two admins allow a channel each at the same moment: both are kept (each list was
    worked out from settings read before the other's write, and the second write lost the
    first). Disallowing where every channel is open, or the last channel of the list, is
    refused and changes nothing (either opened every channel: an empty list is none);
    disallowing a channel not on the list changes nothing and says so."""
    world = table
    fake = world.fake
    guild = str(world.guild.id)
    one = fake.add_member(world.guild, "admin1", permissions=Perm.MANAGE_GUILD)
    two = fake.add_member(world.guild, "admin2", permissions=Perm.MANAGE_GUILD)
    a, b, c = (fake.add_text_channel(world.guild, name) for name in ("a", "b", "c"))
    anywhere = await fake.slash(one, world.channel, "yamb-settings",
                                options={"disallow_channel": a})
    assert anywhere.ephemeral and "there is no list" in (anywhere.content or ""), anywhere.content
    assert (await world.store.guild_settings(guild)).game_channels is None
    await asyncio.gather(
        fake.slash(one, world.channel, "yamb-settings", options={"allow_channel": a}),
        fake.slash(two, world.channel, "yamb-settings", options={"allow_channel": b}),
    )
    allowed = (await world.store.guild_settings(guild)).game_channels
    assert sorted(allowed or ()) == sorted([str(a.id), str(b.id)]), allowed
    same = await fake.slash(one, world.channel, "yamb-settings", options={"disallow_channel": c})
    assert "Nothing changed" in embed_text(same.message), embed_text(same.message)
    await fake.slash(one, world.channel, "yamb-settings", options={"disallow_channel": a})
    last = await fake.slash(one, world.channel, "yamb-settings", options={"disallow_channel": b})
    assert last.ephemeral and f"<#{b.id}> is the only channel" in (last.content or "")
    assert (await world.store.guild_settings(guild)).game_channels == (str(b.id),)


async def test_settings_refuse_a_default_mode_the_default_ruleset_cannot_play(
    table: World,
) -> None:
    """Kontra needs an announce column, which yamm has not: those two defaults together would
    refuse every plain /yamb new, so the settings refuse them (either way round) and keep
    what they were."""
    world = table
    fake = world.fake
    admin = fake.add_member(world.guild, "admin", permissions=Perm.MANAGE_GUILD)
    refused = await fake.slash(
        admin,
        world.channel,
        "yamb-settings",
        options={"default_mode": "kontra", "default_ruleset": "yamm"},
    )
    assert refused.ephemeral and "announce column" in (refused.content or ""), refused.content
    kept = await world.store.guild_settings(str(world.guild.id))
    assert kept.default_mode is None and kept.default_ruleset is None
    await fake.slash(admin, world.channel, "yamb-settings", options={"default_ruleset": "yamm"})
    refused = await fake.slash(
        admin, world.channel, "yamb-settings", options={"default_mode": "kontra"}
    )
    assert refused.ephemeral and "announce column" in (refused.content or ""), refused.content
    assert (await world.store.guild_settings(str(world.guild.id))).default_mode is None
    here = await fake.slash(world.members[0], world.channel, "yamb new")
    assert not here.ephemeral, here.content
