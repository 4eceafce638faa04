"""Hostile and odd input, as people on a public server send it: forged custom ids and menu
values from a modified client, clicks out of turn, odd text in every option, nicknames that
format or reorder text, and games in channels others cannot see. Each gets a private answer
and changes nothing: not the game, not its message, not its record.
"""

from __future__ import annotations

import json
import random
import re
import unicodedata
from pathlib import Path

import pytest

from bot.app.context import NAME_LIMIT, label_name, safe_name
from tests.botworld import (
    World,
    button_of,
    open_lobby,
    options_of,
    play_step,
    running_world,
    start_teams,
)
from tests.fakediscord import InteractionResult, Member, Message, Perm

ODD_TEXTS = [
    "²",  # superscript digit: str.isdigit() says yes, int() says no
    "１ ２",  # full-width digits
    "1\u200b2",  # zero-width space
    "\u202e1 2",  # right-to-left override
    "**1**",
    "<@123456789012345678>",
    "@everyone",
    "1; DROP TABLE games; --",
    "../../etc/passwd",
    "x" * 6000,
    "   ",
    "🎲",
]


async def snapshot(world: World) -> tuple[object, ...]:
    """Everything a refused input must leave as it was."""
    info = await world.store.game_in_channel(str(world.channel.id))
    assert info is not None
    record = await world.store.export_record(info.game_id)
    current = world.current()
    return (
        info.seq,
        json.dumps(info.ui_state.get("kept")),
        json.dumps(record, sort_keys=True),
        None if current is None else (current.id, current.content, current.custom_ids()),
    )


async def refused(world: World, result: InteractionResult, before: tuple[object, ...]) -> None:
    assert result.ephemeral, f"not private: {result.content!r}"
    assert "something went wrong" not in (result.content or ""), result.content
    assert await snapshot(world) == before


async def duo(world: World, ruleset: str = "classic") -> tuple[Member, Member, Message]:
    ana, bo = world.members[:2]
    lobby = await open_lobby(world, ana, ruleset=ruleset)
    await world.fake.click(bo, lobby.message, lobby.message.button("Join")["custom_id"])
    await world.fake.click(ana, lobby.message, lobby.message.button("Start")["custom_id"])
    message = await world.turn()
    mover_id = re.findall(r"<@(\d+)>", message.content)[-1]
    mover = world.member(mover_id)
    other = bo if mover.id == ana.id else ana
    return mover, other, message


async def test_forged_menu_values_and_custom_ids_are_refused(tmp_path: Path) -> None:
    async with running_world(tmp_path, players=3) as world:
        mover, other, message = await duo(world)
        fake = world.fake
        await fake.click(mover, message, button_of(message, "throw")[0])
        message = await world.turn()
        write = options_of(message, "write")
        announce = options_of(message, "announce")
        assert write is not None and announce is not None
        gid, seq = message.custom_ids()[0].split(":")[1:3]
        before = await snapshot(world)
        forged: list[tuple[str, list[str] | None]] = [
            (write[0], [f"w|down/1|{other.id}|"]),  # another player's result
            (write[0], [f"w|down/1||{other.id}"]),  # another player's sheet
            (write[0], ["w|nowhere/7||"]),
            (write[0], ["x|free/max||"]),  # a sum row crossed
            (write[0], ["g|write|bogus||"]),  # a column the menu never had
            (write[0], [write[1][0], write[1][1]]),  # two values at once
            (write[0], ["w" * 100]),
            (announce[0], ["free/1"]),
            (announce[0], ["announce/bogus"]),
            (f"yamb:{gid}:{seq}:keep:9.1", None),  # a die that is not there
            (f"yamb:{gid}:{seq}:keep:abc", None),
            (f"yamb:{gid}:{seq}:fly", None),  # a verb nobody offered
            (f"yamb:{gid}:{seq}:write", None),  # a menu's id sent as a button
            (f"yamb:{gid}:{int(seq) + 5}:throw", None),  # a moment that has not come
            ("not:ours", None),
            ("yamb:999:0:throw", None),  # a game that does not exist
        ]
        for custom, values in forged:
            result = await fake.forge(mover, message, custom, values)
            await refused(world, result, before)
        # the menu's own values still work for the player on turn
        chosen = next(v for v in write[1] if v.startswith("w|"))
        wrote = await fake.select(mover, message, write[0], [chosen])
        assert not wrote.ephemeral
        assert (await snapshot(world))[0] == before[0] + 1  # type: ignore[operator]


async def test_opening_a_column_obeys_whose_turn_it_is(tmp_path: Path) -> None:
    """Partners, yamm (long menus, a column first): while Carol is on turn, Bob (the other
    team) and Dave (her partner) cannot open a column of her menu; Carol can."""
    async with running_world(tmp_path, players=4) as world:
        ana, bo, cy, dee = world.members
        await start_teams(world, ruleset="yamm", mode="partners", teams=("2", "1", "2"))
        message = await world.turn()
        on_turn = world.member(re.findall(r"<@(\d+)>", message.content)[-1])
        await world.fake.click(on_turn, message, button_of(message, "throw")[0])
        message = await world.turn()
        menu = options_of(message, "write")
        assert menu is not None
        columns = [v for v in menu[1] if v.startswith("g|") and v.split("|")[2]]
        assert columns, "a yamm write menu opens a column first"
        before = await snapshot(world)
        for member in world.members:
            if member.id == on_turn.id:
                continue
            result = await world.fake.select(member, message, menu[0], [columns[0]])
            await refused(world, result, before)
        opened = await world.fake.select(on_turn, message, menu[0], [columns[0]])
        assert not opened.ephemeral


@pytest.mark.parametrize(
    ("command", "option"),
    [
        ("yamb roll", "keep"),
        ("yamb hold", "dice"),
        ("yamb write", "cell"),
        ("yamb cross", "cell"),
        ("yamb announce", "cell"),
    ],
)
async def test_odd_text_in_every_text_option(tmp_path: Path, command: str, option: str) -> None:
    async with running_world(tmp_path, players=2) as world:
        mover, _, message = await duo(world)
        await world.fake.click(mover, message, button_of(message, "throw")[0])
        await world.turn()
        before = await snapshot(world)
        for text in ODD_TEXTS:
            result = await world.fake.slash(mover, world.channel, command, options={option: text})
            await refused(world, result, before)
            assert "\u202e" not in (result.content or "")
            assert "@everyone" not in (result.content or "").replace("@\u200beveryone", "")


HOSTILE = ["**bold**", "@everyone", "\u202eevil right-to-left", "`code` ||spoiler||", "x" * 200]


async def test_hostile_nicknames_are_safe_everywhere(tmp_path: Path) -> None:
    async with running_world(tmp_path, players=0) as world:
        fake = world.fake
        mentions = [fake.add_member(world.guild, f"m{i}") for i in range(2)]
        members = [fake.add_member(world.guild, f"h{i}", nick=n) for i, n in enumerate(HOSTILE)]
        members[2].nick = f"<@{mentions[0].id}>"  # a nickname that looks like a mention
        world.members = members
        host = members[0]
        lobby = await open_lobby(world, host, ruleset="tris")
        for member in members[1:]:
            await fake.click(member, lobby.message, lobby.message.button("Join")["custom_id"])
        await fake.click(host, lobby.message, lobby.message.button("Start")["custom_id"])
        rnd = random.Random(2)
        for _ in range(40):
            if not await play_step(world, rnd):
                break
        players = {m.id for m in members}
        for message in fake.messages(world.channel):
            text = message.content
            assert "\u202e" not in text, text
            assert "**bold**" not in text, text
            assert not message.pinged_everyone and not message.pinged_roles
            assert set(message.pinged) <= players, (message.pinged, text)
            assert mentions[0].id not in message.pinged
            assert "x" * 33 not in text  # the 200-letter name is cut to fit
            # no format character but the bot's own zero-width space after "@"
            assert not any(unicodedata.category(ch) == "Cf" for ch in text.replace("@\u200b", "@"))
            for select in message.selects():
                for option in select["options"]:
                    assert "\u202e" not in option["label"]


FAMILY = "\U0001f468\u200d\U0001f469\u200d\U0001f467"  # man, woman, girl joined: one emoji
PERSIAN = "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645"  # "I want": the ZWNJ is spelling
JOINERS = ("\u200c", "\u200d")
# Discord's markdown at a line start: a list ("1. ", "- ", "* "), a heading ("# " to "### "),
# subtext ("-# ") or a quote ("> ", ">>> ")
LINE_START = re.compile(r" *(?:[*-]|[0-9]+\.) +|#{1,3} |-# |>(?:>>)? ")


def test_names_keep_the_joiners_that_join() -> None:
    for shown in (safe_name, label_name):
        assert shown(f"{FAMILY} Fam") == f"{FAMILY} Fam"
        assert shown(PERSIAN) == PERSIAN
        assert shown("\u200dAna\u200c") == "Ana"  # at either end: joins nothing
        assert shown("A\u200d\u200dna") == "Ana"  # doubled
        assert shown("A\u200b\u200dna \u200c b") == "Ana b"  # beside an invisible, a space
        assert shown("\u202eA\u200dna\u2066") == "A\u200dna"  # direction changes still go
        assert shown("\u200d\u200c\u200b\u200d") == "?"  # nothing visible: as before
        assert shown("\u200d") == "?"


WAVE = "\U0001f44b\U0001f3fd"  # a waving hand with its skin tone


@pytest.mark.parametrize("limit", [NAME_LIMIT, 24])
def test_a_cut_keeps_an_emoji_sequence_whole_and_ends_in_no_joiner(limit: int) -> None:
    for joined in (FAMILY, PERSIAN, WAVE):
        for before in range(limit - 9, limit):  # the cut falls before, inside and after it
            name = "x" * before + joined + "y" * 9
            for cut in (label_name(name, limit), safe_name(name, limit)):
                assert cut.endswith("…") and len(label_name(name, limit)) <= limit
                assert not cut[:-1].endswith(JOINERS), cut
                assert FAMILY in cut or "\U0001f468" not in cut  # the family whole or none of it
                assert WAVE in cut or "\U0001f44b" not in cut


SERBIA = "\U0001f1f7\U0001f1f8"  # a flag: two regional indicator letters
ENGLAND = "\U0001f3f4" + "".join(chr(0xE0000 + ord(c)) for c in "gbeng") + "\U000e007f"


def test_flags_keep_their_letters_and_tags() -> None:
    """A flag is two regional indicators, a subdivision's a black flag and invisible tag
    letters: kept whole (tags nowhere else), and a cut never splits one."""
    assert label_name(f"Ana {ENGLAND}") == f"Ana {ENGLAND}"
    assert label_name(f"Ana {SERBIA}{SERBIA}") == f"Ana {SERBIA}{SERBIA}"
    assert label_name("Ana" + ENGLAND[1:]) == "Ana"  # tags without their flag: dropped
    for flag in (SERBIA, ENGLAND, SERBIA + SERBIA):
        for before in range(10, 24):
            cut = label_name("x" * before + flag + "y" * 20, 24)
            shown = cut.removesuffix("…").lstrip("x").rstrip("y")
            assert shown in ("", SERBIA, SERBIA + SERBIA, ENGLAND) or shown == flag, repr(cut)


@pytest.mark.parametrize(
    ("name", "escaped"),
    [
        ("1. Ana", r"1\. Ana"),
        ("12. Ana", r"12\. Ana"),
        ("1.Ana", r"1\.Ana"),
        ("# Ana", r"\# Ana"),
        ("### Ana", r"\#\#\# Ana"),
        ("> Ana", r"\> Ana"),
        (">>> Ana", r"\>\>\> Ana"),
        ("- Ana", r"\- Ana"),
        ("* Ana", r"\* Ana"),
        ("-# Ana", r"\-\# Ana"),
        (r"1\. Ana", r"1\\. Ana"),  # typed with its escape: shown so, the period not escaped twice
        ("Ana 1. Bo", "Ana 1. Bo"),  # no line starts there: the period needs no escape
    ],
)
def test_a_name_never_makes_a_list_heading_or_quote_of_its_line(name: str, escaped: str) -> None:
    assert LINE_START.match(name) or name.startswith(("1.", "1\\", "Ana"))
    assert safe_name(name) == escaped
    assert not LINE_START.match(safe_name(name))
    assert label_name(name) == name  # a button's label shows markdown as typed


def test_escaped_names_stay_within_twice_the_limit() -> None:
    # callers budget a name as NAME_LIMIT characters shown, at most twice that once escaped
    for name in ("1." + "*" * 40, "12345." + "@" * 40, "-#" * 30, "1. " + "x" * 40):
        assert len(label_name(name, NAME_LIMIT)) <= NAME_LIMIT
        assert len(safe_name(name)) <= 2 * NAME_LIMIT


ODD_NICKNAMES = ["1. Ana", "# Bo", "-# Cy", f"{FAMILY} Fam", PERSIAN]


async def test_odd_nicknames_show_as_typed_in_the_game(tmp_path: Path) -> None:
    async with running_world(tmp_path, players=0) as world:
        fake = world.fake
        members = [
            fake.add_member(world.guild, f"o{i}", nick=n) for i, n in enumerate(ODD_NICKNAMES)
        ]
        world.members = members
        lobby = await open_lobby(world, members[0], ruleset="tris")
        for member in members[1:]:
            await fake.click(member, lobby.message, lobby.message.button("Join")["custom_id"])
        await fake.click(members[0], lobby.message, lobby.message.button("Start")["custom_id"])
        rnd = random.Random(3)
        for _ in range(15):
            if not await play_step(world, rnd):
                break
        texts = [message.content for message in fake.messages(world.channel)]
        lines = [line for text in texts for line in text.splitlines()]
        for nick in ODD_NICKNAMES:
            assert any(safe_name(nick) in line for line in lines), nick
        # each one's turn leaves a line that starts with their name (the message it retired)
        for nick in ODD_NICKNAMES[:3]:
            starting = [line for line in lines if line.startswith(safe_name(nick))]
            assert starting and not any(LINE_START.match(line) for line in starting), nick
        joined = "\n".join(texts)
        assert FAMILY in joined and PERSIAN in joined
        # no family split into three emoji, no Persian word losing its ZWNJ
        assert "\U0001f468\U0001f469" not in joined and PERSIAN.replace("\u200c", "") not in joined


async def test_games_in_private_channels_are_not_exported_to_others(tmp_path: Path) -> None:
    async with running_world(tmp_path, players=3) as world:
        fake = world.fake
        ana, bo, cy = world.members
        secret = fake.add_text_channel(world.guild, "secret")
        fake.set_permission_overwrite(secret, world.guild.everyone, deny=Perm.VIEW_CHANNEL)
        for member in (ana, bo, fake.bot_member(world.guild)):
            fake.set_permission_overwrite(secret, member, allow=Perm.VIEW_CHANNEL)
        lobby = await fake.slash(ana, secret, "yamb new", options={"ruleset": "classic"})
        assert not lobby.ephemeral
        await fake.click(bo, lobby.message, lobby.message.button("Join")["custom_id"])
        await fake.click(ana, lobby.message, lobby.message.button("Start")["custom_id"])
        await world.turn(secret)
        ended = await fake.slash(ana, secret, "yamb end")
        assert not ended.ephemeral
        info = (await world.store.recent_games(str(world.guild.id), limit=1))[0]
        # cy cannot see #secret: no export of its game, by number or by default, no history
        refusal = await fake.slash(
            cy, world.channel, "yamb-scores export", options={"game": info.game_id}
        )
        assert refusal.ephemeral and not refusal.message.attachments
        default = await fake.slash(cy, world.channel, "yamb-scores export")
        assert default.ephemeral and "No game has ended in this channel" in (default.content or "")
        history = await fake.slash(cy, world.channel, "yamb-scores history")
        assert history.ephemeral or f"#{info.game_id}" not in (history.message.content or "")
        # bo can, from anywhere, but outside #secret to himself alone: Cy reads #yamb (the
        # history too is his alone: it lists what he may see)
        allowed = await fake.slash(
            bo, world.channel, "yamb-scores export", options={"game": info.game_id}
        )
        assert allowed.ephemeral
        assert allowed.message.attachment(f"yamb-game-{info.game_id}.json").data
        listed = await fake.slash(bo, world.channel, "yamb-scores history")
        assert listed.ephemeral and f"#{info.game_id}" in listed.text()
        here = await fake.slash(bo, secret, "yamb-scores export")
        assert not here.ephemeral and f"#{info.game_id}" in (here.message.content or "")
