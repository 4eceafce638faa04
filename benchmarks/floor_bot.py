"""The floor: a bare discord.py bot that answers bench_bot's players as the Yamb bot does,
with nothing behind its answers: no engine, no store, no pictures drawn.

Run by `python benchmarks/bench_bot.py --floor` beside the bot (never by hand): it is started
like the bot (`BotProcess`, the fake Discord's endpoints and DISCORD_TOKEN, DEV_GUILD_ID in
its environment) and registers in that guild a copy of the bot's commands (FLOOR_COMMANDS: a
JSON file of them, written by bench_bot from what the bot registered).

Each answer has the shape and size of the bot's for the same moment (bench_bot's players read
the custom ids, menus and mentions to choose their next click, so it can be driven by them):

- `/yamb new`: deferred, then a followup with the lobby (two rows: Join/Leave/Start and three
  "Add Yamb bot" buttons);
- Join: the lobby edited (type 7); Start: the lobby edited to the game's line, a thread opened
  from it, the first turn's message posted there (a Throw button and the sheet picture, with
  an enforced nonce), and the lobby message edited once more to name the thread;
- Throw and Keep: the turn's message edited (type 7): five keep buttons, Throw, the announce,
  write and cross menus as the turn allows;
- a write: the turn's message shrunk to its line (type 7, components and picture taken away),
  then the next turn's message posted with a sheet picture of the bot's size (16-25 KB, made
  once at start-up, growing with the player's filled cells), or at the end of a game the
  bot's end message (four files of its sizes and a Rematch button).

The state behind it is a few lists per game: the dice, the kept ones, the throw, each player's
filled cells (down and up in order, free anywhere, announce once announced), scores as sums.
It lives in memory: after a SIGKILL the restarted process takes a click on a game it does not
know as the truth (its action number, its player) and goes on from there.

It uses discord.py as the bot does, with the bot's economies, so that the ratio of the two
measures the bot's own code: the same intents (guilds only, no message cache), uvloop, the
same garbage collector thresholds, clicks answered from `on_interaction` by custom id with
ready-made component payloads (no discord.py items, no views dispatched), the clicked
message's components left out before discord.py parses a click, the type 7 callback made
without asking for the message back, and messages posted without making a Message of the
answer.
"""

from __future__ import annotations

import asyncio
import io
import itertools
import json
import logging
import os
import random
import struct
import sys
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import discord
from discord.http import Route, handle_message_parameters
from discord.webhook.async_ import async_context, interaction_message_response_params

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # for bot.endpoints
from bot.endpoints import apply_discord_endpoint_overrides  # noqa: E402
from bot.runtime import (  # noqa: E402 (the same loop and collector as ours)
    event_loop_factory,
    tune_garbage_collector,
)

log = logging.getLogger("floor")

DICE = "⚀⚁⚂⚃⚄⚅"
COLUMNS = ("down", "up", "free", "announce")
COLUMN_NAMES = {"down": "Down", "up": "Up", "free": "Free", "announce": "Announce"}
ROWS = (*"123456", "max", "min", "two_pairs", "straight", "full", "poker", "yamb")
ROW_NAMES = dict(
    zip(
        ROWS,
        (*"123456", "Max", "Min", "Two pairs", "Straight", "Full house", "Poker", "Yamb"),
        strict=True,
    )
)
CELLS = len(COLUMNS) * len(ROWS)  # a sheet: 52 cells
SEED_HASH = "142761fa60d99a853cbb0e4a5d1ef257a358d7719ca1f98a29c098bab633accd"


def sheet_size(filled: int) -> int:
    """The bytes of the bot's sheet picture with this many cells filled (classic, measured):
    15.9 KB empty, 250 bytes more a cell up to 30 cells, then about 25."""
    return min(15_900 + 250 * filled, 23_000 + 25 * filled)


END_FILES = (("standings.png", 5_436), ("sheet-1.png", 24_705), ("sheet-2.png", 23_582))
RECORD_SIZE = 36_810  # the game's record, yamb-game-N.json


def png(size: int, seed: int) -> bytes:
    """A valid greyscale PNG of about `size` bytes (noise, stored without compression)."""
    rnd = random.Random(seed)
    height = 64
    width = max(1, (size - 70) // height - 1)
    raw = b"".join(b"\0" + rnd.randbytes(width) for _ in range(height))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data))
            + kind
            + data
            + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
        )

    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw, 0))
        + chunk(b"IEND", b"")
    )


SHEETS = [png(sheet_size(filled), filled) for filled in range(CELLS + 1)]
END_PICTURES = [(name, png(size, size)) for name, size in END_FILES]
RECORD = json.dumps({"actions": "x" * (RECORD_SIZE - 20)}).encode()


def row_of(*items: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(items)}


def button(label: str, custom_id: str, style: int = 2, emoji: str | None = None) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "type": 2,
        "style": style,
        "disabled": False,
        "label": label,
        "custom_id": custom_id,
    }
    if emoji:
        payload["emoji"] = {"id": None, "name": emoji}
    return payload


def menu(custom_id: str, placeholder: str, options: list[tuple[str, str]]) -> dict[str, Any]:
    return {
        "type": 3,
        "custom_id": custom_id,
        "min_values": 1,
        "max_values": 1,
        "disabled": False,
        "placeholder": placeholder,
        "options": [{"label": lb, "value": v, "default": False} for lb, v in options[:25]],
    }


class Rows(discord.ui.View):
    """Ready-made component payloads as discord.py sends a view (never dispatched)."""

    def __init__(self, rows: list[dict[str, Any]]) -> None:
        super().__init__(timeout=None)
        self._rows = rows

    def to_components(self) -> list[dict[str, Any]]:
        return self._rows

    def is_dispatchable(self) -> bool:
        return False

    def has_components_v2(self) -> bool:
        return False


def score(row: str, dice: list[int]) -> int:
    """A cell's points, roughly (sums only: the floor plays no Yamb)."""
    if row.isdigit():
        value = int(row)
        return value * dice.count(value)
    return sum(dice) if row in ("max", "min") else 0


@dataclass
class Player:
    id: int
    name: str
    filled: set[str] = field(default_factory=set)  # "column/row"
    total: int = 0


@dataclass
class Game:
    id: int
    players: list[Player]
    seq: int = 0
    turn: int = 0  # index into players
    throw: int = 0  # 0: not thrown yet this turn
    dice: list[int] = field(default_factory=lambda: [1] * 5)
    kept: list[bool] = field(default_factory=lambda: [False] * 5)
    announced: str | None = None  # a row of the announce column
    channel_id: int = 0

    @property
    def player(self) -> Player:
        return self.players[self.turn % len(self.players)]

    def who(self, user: discord.abc.User) -> Player:
        """The player of this id, added when a restarted process first meets them."""
        for player in self.players:
            if player.id == user.id:
                return player
        player = Player(user.id, user.name)
        self.players.append(player)
        return player

    def writable(self) -> list[str]:
        """The cells the player may write now: the announced one, or the next of down and
        of up and every empty one of free (none: only announce cells are left)."""
        filled = self.player.filled
        if self.announced:
            return [f"announce/{self.announced}"]
        cells = []
        down = next((r for r in ROWS if f"down/{r}" not in filled), None)
        if down:
            cells.append(f"down/{down}")
        up = next((r for r in reversed(ROWS) if f"up/{r}" not in filled), None)
        if up:
            cells.append(f"up/{up}")
        cells += [f"free/{r}" for r in ROWS if f"free/{r}" not in filled]
        if not cells and self.throw > 1:  # past the moment to announce (after a restart)
            cells = [f"announce/{r}" for r in self.announceable()] or ["free/yamb"]
        return cells

    def announceable(self) -> list[str]:
        filled = self.player.filled
        return [r for r in ROWS if f"announce/{r}" not in filled]


def cell_name(cell: str) -> str:
    column, row = cell.split("/")
    return f"{COLUMN_NAMES[column]} · {ROW_NAMES[row]}"


def mention(player: Player, game: Game) -> str:
    # a restarted process may know one player only: then nobody is named (both may click)
    return f"<@{player.id}> " if len(game.players) > 1 else ""


def allowed(*players: Player) -> discord.AllowedMentions:
    return discord.AllowedMentions(
        everyone=False, roles=False, users=[discord.Object(p.id) for p in players]
    )


def throw_screen(game: Game) -> tuple[str, list[dict[str, Any]]]:
    """The turn's message after a throw: its text and rows, as the bot draws them."""
    player, prefix = game.player, f"yamb:{game.id}:{game.seq}"
    shown = " ".join(f"{DICE[d - 1]}{d}" for d in game.dice)
    lines = [f"🎲 **{player.name}** · throw {game.throw} of 3 · {shown}"]
    if game.announced:
        lines.append(f"★ Announced: **Announce · {ROW_NAMES[game.announced]}**")
    cells = game.writable()
    open_rows = game.announceable()
    may_announce = game.throw == 1 and not game.announced and bool(open_rows)
    must_announce = may_announce and not cells  # only announce cells left
    rows: list[dict[str, Any]] = []
    if game.throw < 3 and not must_announce:
        rows.append(
            row_of(
                *(
                    button(
                        f"{d} 🔒" if kept else str(d),
                        f"{prefix}:keep:{i}.{0 if kept else 1}",
                        3 if kept else 2,
                        DICE[d - 1],
                    )
                    for i, (d, kept) in enumerate(zip(game.dice, game.kept, strict=True))
                )
            )
        )
        label = "Throw the others" if any(game.kept) else "Throw"
        rows.append(row_of(button(label, f"{prefix}:throw", 1)))
        doing = "keeps dice and throws again, or writes."
    else:
        doing = "writes the result."
    if may_announce:
        options = [
            (f"Announce · {ROW_NAMES[r]} (now {score(r, game.dice)})", f"announce/{r}")
            for r in open_rows
        ]
        rows.append(row_of(menu(f"{prefix}:announce", "Announce a cell…", options)))
        doing = "announces a cell, " + doing
    if cells:
        writes = [
            (f"{cell_name(c)} → {score(c[c.index('/') + 1 :], game.dice)}", f"w|{c}||")
            for c in cells
        ]
        rows.append(row_of(menu(f"{prefix}:write", "Write into…", writes)))
        crossed = [c for c in cells if score(c[c.index("/") + 1 :], game.dice) == 0][:5]
        if crossed:
            crosses = [(f"{cell_name(c)} ✗", f"x|{c}||") for c in crossed]
            rows.append(row_of(menu(f"{prefix}:cross", "✗ Cross a cell instead…", crosses)))
    lines.append(f"{mention(player, game)}{doing}")
    return "\n".join(lines), rows


def sheet_file(player: Player) -> discord.File:
    filled = len(player.filled)
    description = (
        f"Sheet of {player.name}: total {player.total}; empty cells: {CELLS - filled} of {CELLS}. "
        "By column: Down: 0, Up: 0, Free: 0, Announce: 0. Open this turn: Down · 1, Up · Yamb, "
        f"Free: {CELLS // 4} empty cells, Announce: {CELLS // 4} cells once announced."
    )
    picture = SHEETS[min(CELLS, filled)]
    return discord.File(io.BytesIO(picture), filename="sheet.png", description=description)


class FloorBot(discord.AutoShardedClient):
    def __init__(self, guild_id: int, commands_file: Path | None) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        super().__init__(intents=intents, max_messages=None, guild_ready_timeout=2.0)
        self.guild_id = guild_id
        self.commands_file = commands_file
        self.lobbies: dict[tuple[int, int], list[Player]] = {}  # (channel, game): players
        self.games: dict[tuple[int, int], Game] = {}  # (thread, game)
        # game ids of this process: a restarted one starts past the earlier one's
        self.ids = itertools.count(int.from_bytes(os.urandom(2)) * 1000)

    async def setup_hook(self) -> None:
        parsers: dict[str, Any] = self._connection.parsers
        parse_interaction = parsers["INTERACTION_CREATE"]

        def parse_slim(data: Any) -> None:
            # as the bot does: the clicked message's components, text and files are not read
            message = data.get("message") if data.get("type") == 3 else None
            if isinstance(message, dict):
                message.update(components=[], content="", embeds=[], attachments=[], mentions=[])
            parse_interaction(data)

        parsers["INTERACTION_CREATE"] = parse_slim
        if self.commands_file is not None and self.application_id is not None:
            commands = json.loads(self.commands_file.read_text())
            drop = {"id", "application_id", "guild_id", "version"}
            payload = [{k: v for k, v in c.items() if k not in drop} for c in commands]
            await self.http.bulk_upsert_guild_commands(self.application_id, self.guild_id, payload)

    async def on_ready(self) -> None:
        print("READY", flush=True)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        try:
            if interaction.type is discord.InteractionType.application_command:
                await self.command(interaction)
            elif interaction.type is discord.InteractionType.component:
                await self.component(interaction)
        except discord.HTTPException as error:
            log.warning("answer failed: %s", error)

    # -- answers ----------------------------------------------------------------------------
    async def update(self, interaction: discord.Interaction, **edit: Any) -> None:
        """The type 7 callback, without asking for the message back (as the bot makes it)."""
        state = interaction._state
        params = interaction_message_response_params(
            type=discord.InteractionResponseType.message_update.value,
            previous_allowed_mentions=state.allowed_mentions,
            **edit,
        )
        route = Route(
            "POST",
            "/interactions/{webhook_id}/{webhook_token}/callback",
            webhook_id=interaction.id,
            webhook_token=interaction.token,
        )
        http = state.http
        with params:
            await async_context.get().request(
                route,
                session=interaction._session,
                proxy=http.proxy,
                proxy_auth=http.proxy_auth,
                payload=None if params.files else params.payload,
                multipart=params.multipart,
                files=params.files,
            )
        interaction.response._response_type = discord.InteractionResponseType.message_update

    async def post(self, channel_id: int, once: str, **message: Any) -> int:
        """A message posted with an enforced nonce; only its id is read of the answer."""
        params = handle_message_parameters(
            previous_allowed_mentions=self.allowed_mentions, **message
        )
        extra = {"nonce": once[:25], "enforce_nonce": True}
        if params.payload is not None:
            params.payload.update(extra)
        for part in params.multipart or ():
            if part["name"] == "payload_json":
                part["value"] = json.dumps(json.loads(part["value"]) | extra)
        with params:
            sent = await self.http.send_message(channel_id, params=params)
        return int(sent["id"])

    async def command(self, interaction: discord.Interaction) -> None:
        data: Any = interaction.data or {}
        options = data.get("options") or [{}]
        if data.get("name") != "yamb" or options[0].get("name") != "new":
            await interaction.response.send_message("Nothing to see here.", ephemeral=True)
            return
        await interaction.response.defer()
        game_id = next(self.ids)
        host = Player(interaction.user.id, interaction.user.name)
        self.lobbies[(interaction.channel_id or 0, game_id)] = [host]
        content, rows = lobby_screen(game_id, [host])
        await interaction.followup.send(
            content, view=Rows(rows), allowed_mentions=allowed(), wait=True
        )

    async def component(self, interaction: discord.Interaction) -> None:
        data: Any = interaction.data or {}
        parts = str(data.get("custom_id", "")).split(":")
        if len(parts) < 4 or parts[0] != "yamb" or not parts[1].isdigit() or not parts[2].isdigit():
            await interaction.response.send_message(
                "That is not a control of mine.", ephemeral=True
            )
            return
        game_id, seq, verb = int(parts[1]), int(parts[2]), parts[3]
        channel_id = interaction.channel_id or 0
        if verb in ("join", "leave", "start", "add_bot"):
            await self.lobby_click(interaction, channel_id, game_id, verb)
            return
        game = self.games.get((channel_id, game_id))
        if game is None:  # a game of the process before a restart: the click is the truth
            game = Game(game_id, [], seq=seq, throw=1 if verb != "throw" else 0)
            game.channel_id = channel_id
            game.dice = [random.randint(1, 6) for _ in range(5)]
            self.games[(channel_id, game_id)] = game
            game.turn = game.players.index(game.who(interaction.user))
        game.who(interaction.user)
        game.seq = seq
        values = data.get("values") or []
        if verb == "throw":
            game.seq += 1
            game.throw += 1
            game.dice = [
                d if k else random.randint(1, 6) for d, k in zip(game.dice, game.kept, strict=True)
            ]
            await self.show_throw(interaction, game)
        elif verb == "keep" and len(parts) > 4:
            index, keep = parts[4].split(".")
            game.kept[int(index)] = keep == "1"
            await self.show_throw(interaction, game)
        elif verb == "announce" and values:
            game.seq += 1
            game.announced = str(values[0]).split("/")[-1]
            await self.show_throw(interaction, game)
        elif verb in ("write", "cross") and values:
            await self.write(interaction, game, str(values[0]))
        else:
            await interaction.response.send_message("Nothing to do with that.", ephemeral=True)

    async def show_throw(self, interaction: discord.Interaction, game: Game) -> None:
        content, rows = throw_screen(game)
        await self.update(
            interaction, content=content, view=Rows(rows), allowed_mentions=allowed(game.player)
        )

    async def lobby_click(
        self, interaction: discord.Interaction, channel_id: int, game_id: int, verb: str
    ) -> None:
        players = self.lobbies.setdefault((channel_id, game_id), [])
        user = interaction.user
        if verb == "join" and all(p.id != user.id for p in players):
            players.append(Player(user.id, user.name))
        if verb != "start":
            content, rows = lobby_screen(game_id, players)
            await self.update(interaction, content=content, view=Rows(rows), attachments=[])
            return
        if all(p.id != user.id for p in players):
            players.insert(0, Player(user.id, user.name))
        del self.lobbies[(channel_id, game_id)]
        names = ", ".join(p.name for p in players)
        drawn = ", ".join(f"{p.name} {DICE[i % 6]}" for i, p in enumerate(players))
        line = (
            f"🎲 Yamb Classic, standard: {names}\nStarting draw: {drawn}\nFair dice: every throw "
            f"comes from a secret seed whose SHA-256 is `{SEED_HASH}`. It is revealed at the end."
        )
        await self.update(
            interaction, content=line, view=None, attachments=[], allowed_mentions=allowed()
        )
        channel = interaction.channel
        message = interaction.message
        if not isinstance(channel, discord.TextChannel) or message is None:
            return
        thread = await channel.get_partial_message(message.id).create_thread(
            name=f"Yamb Classic · {' vs '.join(p.name for p in players)}"[:100],
            auto_archive_duration=1440,
        )
        game = Game(game_id, players, channel_id=thread.id)
        self.games[(thread.id, game_id)] = game
        await self.post_turn(game)
        await channel.get_partial_message(message.id).edit(
            content=f"{line}\nThe game is played in <#{thread.id}>.",
            view=None,
            attachments=[],
            allowed_mentions=discord.AllowedMentions.none(),
        )

    async def post_turn(self, game: Game) -> None:
        player = game.player
        await self.post(
            game.channel_id,
            f"{game.id}.{game.seq}.turn",
            content=f"🎲 **{player.name}**'s turn\n{mention(player, game)}throws.",
            files=[sheet_file(player)],
            view=Rows([row_of(button("Throw", f"yamb:{game.id}:{game.seq}:throw", 1))]),
            allowed_mentions=allowed(player),
        )

    async def write(self, interaction: discord.Interaction, game: Game, value: str) -> None:
        kind, _, rest = value.partition("|")
        cell = rest.split("|")[0]
        if "/" not in cell:
            cell = "free/1"
        player = game.player
        points = score(cell.split("/")[1], game.dice) if kind == "w" else 0
        player.filled.add(cell)
        player.total += points
        said = (
            f"{player.name} wrote {points} in {cell_name(cell)}"
            if kind == "w"
            else f"{player.name} crossed {cell_name(cell)}"
        )
        game.seq += 1
        game.turn += 1
        game.throw, game.announced, game.kept = 0, None, [False] * 5
        await self.update(
            interaction,
            content=said,
            view=None,
            attachments=[],
            allowed_mentions=discord.AllowedMentions.none(),
        )
        if sum(len(p.filled) for p in game.players) >= CELLS * 2:  # two players' sheets
            await self.post_end(game, said)
        else:
            await self.post_turn(game)

    async def post_end(self, game: Game, said: str) -> None:
        del self.games[(game.channel_id, game.id)]
        ranked = sorted(game.players, key=lambda p: -p.total)
        totals = "\n".join(f"**{p.name}**: {p.total}" for p in ranked)
        record = f"yamb-game-{game.id}.json"
        content = (
            f"{said}\n🏁 The game is over. {ranked[0].name} won!\n{totals}\nSeed: `{SEED_HASH}` — "
            f"check every throw with `python -m engine verify {record} {SEED_HASH}`"
        )
        files = [
            discord.File(io.BytesIO(data), filename=name, description=f"{name} of game {game.id}")
            for name, data in END_PICTURES
        ]
        files.append(discord.File(io.BytesIO(RECORD), filename=record, description="Record"))
        await self.post(
            game.channel_id,
            f"{game.id}.end",
            content=content,
            files=files,
            view=Rows([row_of(button("Rematch", f"yamb:{game.id}:0:rematch", 3))]),
            allowed_mentions=allowed(*game.players),
        )


def lobby_screen(game_id: int, players: list[Player]) -> tuple[str, list[dict[str, Any]]]:
    host = players[0].name if players else "?"
    content = (
        "🎲 Yamb lobby: Classic, standard\nEveryone plays their own sheet; the highest total "
        f"wins.\nHost: {host}\nPlayers ({len(players)}): {', '.join(p.name for p in players)}\n"
        "Press **Join**, then the host presses **Start**."
    )
    prefix = f"yamb:{game_id}:0"
    rows = [
        row_of(
            button("Join", f"{prefix}:join", 3),
            button("Leave", f"{prefix}:leave", 2),
            button("Start", f"{prefix}:start", 1),
        ),
        row_of(
            *(
                button(f"Add Yamb bot ({level})", f"{prefix}:add_bot:{level}")
                for level in ("easy", "normal", "hard")
            )
        ),
    ]
    return content, rows


async def main() -> None:
    logging.basicConfig(
        level=os.environ.get("LOG_LEVEL", "WARNING"),
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
        stream=sys.stdout,
    )
    apply_discord_endpoint_overrides()
    commands = os.environ.get("FLOOR_COMMANDS")
    bot = FloorBot(int(os.environ["DEV_GUILD_ID"]), Path(commands) if commands else None)
    tune_garbage_collector()  # as the bot: start-up's objects out of sight, rarer collections
    async with bot:
        await bot.start(os.environ["DISCORD_TOKEN"])


if __name__ == "__main__":
    with asyncio.Runner(loop_factory=event_loop_factory()) as runner:
        runner.run(main())
