"""What every job of the application layer shares: who acts where (`Ctx`), the refusal they get
(`Refusal`), the named permission checks, names made safe to show, and `Shared`, which holds the
store, the clock, the per-game locks, the name cache and the links to the website. No
discord.py here.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import time
import unicodedata
from collections import defaultdict
from collections.abc import Awaitable, Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from .. import i18n
from ..players import bot_level, bot_number, is_bot
from ..store import GameInfo, Store
from ..texts import DEFAULT_LANGUAGE, say
from .web import WebLinks

if TYPE_CHECKING:
    from .display import Display

NAME_LIMIT = 32  # characters of a name shown in a text (Discord's own nickname limit)
# Discord markdown, and the characters that start quotes, headings and lists at a line start
_MARKDOWN = re.compile(r"([\\*_~`|>#\[\]()<:-])")
# an ordered list's "1." (the period is no markdown elsewhere, so it is escaped at the start only)
_NUMBERED = re.compile(r"^([0-9]+)\.")
_INVISIBLE = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
# zero width non-joiner and joiner: invisible, but part of the spelling of Persian, Arabic and
# Indic names and of emoji sequences (a family is three emoji joined by two ZWJ), so kept where
# they join two visible characters
_JOINERS = "\u200c\u200d"
_MODIFIERS = range(0x1F3FB, 0x1F400)  # emoji skin tones: part of the emoji before them
_REGIONAL = range(0x1F1E6, 0x1F200)  # a flag is two regional indicator letters: 🇷 🇸
_TAGS = range(0xE0020, 0xE0080)  # a subdivision's flag: 🏴 and invisible tag letters (England)
_BLACK_FLAG = "🏴"


async def _answers() -> bool:
    return True


def in_dm(guild_id: str) -> bool:
    """Whether an interaction or game with this server id is a direct message with the bot."""
    return guild_id in ("", "0")


@dataclass(frozen=True)
class Ctx:
    """Who acts, where, and what Discord lets them do there."""

    guild_id: str
    channel_id: str
    user_id: str
    user_name: str
    locale: str | None = None  # the member's Discord locale
    # the language of private replies, once resolved (`App.with_language`): the member's own
    # choice, else their Discord locale, else the server's default
    language: str | None = None
    moderator: bool = False  # Manage Channels: may end games and kick players
    admin: bool = False  # Manage Server: may change the server's settings
    organiser: bool = False  # Manage Events: may run the server's tournaments
    message_id: int | None = None  # the message whose component was clicked
    # whether this member may see a channel (Discord's permissions); None: the app is run
    # without Discord (tests), where every channel is visible
    can_view: Callable[[str], bool | None] | None = field(default=None, compare=False, repr=False)
    bot_can_post: bool = True  # the bot may see this channel and post pictures in it
    can_thread: bool = False  # a text channel where the bot may open a thread for a game
    # when the member acted: Discord's stamp on the interaction (Unix time; None without
    # Discord). Two clicks on a game within SIMULTANEOUS of each other were made at once.
    made_at: float | None = None

    @property
    def in_dm(self) -> bool:
        return in_dm(self.guild_id)

    def sees(self, channel_id: str, parent: str | None = None) -> bool:
        """Whether the member may see what happened in a channel (a game's messages).
        `parent`: the channel a game's thread was opened from (`TableState.parent`), which
        says for it once the thread is archived and the bot knows it no more (a public
        thread: whoever sees its channel sees it)."""
        if channel_id == self.channel_id:
            return True
        if self.in_dm:
            return False  # another DM: never
        if self.can_view is None:
            return True
        seen = self.can_view(channel_id)
        if seen is None and parent is not None:
            return parent == self.channel_id or bool(self.can_view(parent))
        return bool(seen)

    @property
    def lang(self) -> str:
        """The language of private replies to this member (one of `i18n.LOCALES`)."""
        return self.language or i18n.resolve_locale(None, self.locale, None)


@dataclass(frozen=True)
class Term:
    """A word of the catalogue to say in the reader's language, given to a `Refusal` before
    that language is known (e.g. `Term("ruleset-classic")`)."""

    key: str


class Refusal(Exception):
    """Something a member may not do now: `key` names the sentence of the catalogue that says
    why, `params` fill it (a `Term` is said in the reader's language). Handlers raise it;
    `bot.app.core.App.explain` answers it privately."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


# -- permission checks, one place each ------------------------------------------------------------
def is_host_or_moderator(ctx: Ctx, info: GameInfo) -> bool:
    return ctx.user_id == info.host_id or ctx.moderator


def require_host_or_moderator(ctx: Ctx, info: GameInfo, host_name: str) -> None:
    """Ending, kicking and starting belong to the host, or a member with Manage Channels."""
    if not is_host_or_moderator(ctx, info):
        raise Refusal("error-not-host", host=host_name)


async def require_outside_tournament(store: Store, info: GameInfo) -> None:
    """A tournament's game ends by play, by the clock or by its organisers' `settle`: a
    player's (its host's) or a moderator's `/yamb end` or kick would decide a pairing."""
    row = await store.tournament_of_game(info.game_id)
    if row is not None:
        tournament = await store.tournament(row.tournament_id)
        raise Refusal("error-tournament-game", name=tournament.name, game=info.game_id)


def require_admin(ctx: Ctx) -> None:
    """Server settings belong to members with Manage Server."""
    if not ctx.admin:
        raise Refusal("error-not-admin")


def require_organiser(ctx: Ctx) -> None:
    """Creating, starting, settling and cancelling tournaments belong to Manage Events."""
    if not ctx.organiser:
        raise Refusal("error-not-organiser")


def require_player(ctx: Ctx, players: Iterable[str]) -> None:
    if ctx.user_id not in set(players):
        raise Refusal("error-not-player")


# -- names ---------------------------------------------------------------------------------
def _shown(ch: str) -> bool:
    return unicodedata.category(ch) not in _INVISIBLE and not ch.isspace()


def _keeps_joiner(text: str, i: int) -> bool:
    """Whether the character at `i` is a joiner between two visible characters: one at
    either end, doubled or beside another invisible character joins nothing (so a name of
    invisible characters only stays empty)."""
    return (
        text[i] in _JOINERS
        and 0 < i < len(text) - 1
        and _shown(text[i - 1])
        and _shown(text[i + 1])
    )


def _in_tag_flag(text: str, i: int) -> bool:
    """Whether the character at `i` is a tag letter of a flag: after 🏴 and tag letters only
    (tags are invisible, and dropped anywhere else)."""
    j = i
    while j > 0 and ord(text[j]) in _TAGS:
        j -= 1
    return j < i and text[j] == _BLACK_FLAG


def _second_of_flag(text: str, i: int) -> bool:
    """Whether the character at `i` is the second regional indicator of a flag (they pair
    from the first of a run)."""
    if ord(text[i]) not in _REGIONAL:
        return False
    run = 0
    while i - run - 1 >= 0 and ord(text[i - run - 1]) in _REGIONAL:
        run += 1
    return run % 2 == 1


def _clings(text: str, i: int) -> bool:
    """Whether the character at `i` belongs with the one before it: a mark, a skin tone, a
    joiner or what a joiner joins, a flag's second letter or its tags (a cut there would
    split a letter or an emoji sequence)."""
    ch = text[i]
    return (
        unicodedata.category(ch).startswith("M")
        or ord(ch) in _MODIFIERS
        or ord(ch) in _TAGS
        or ch in _JOINERS
        or text[i - 1] in _JOINERS
        or _second_of_flag(text, i)
    )


def _visible(name: str, limit: int) -> str:
    """A name without invisible or direction-changing characters, on one line, cut."""
    text = unicodedata.normalize("NFC", str(name))
    kept = "".join(
        ch
        for i, ch in enumerate(text)
        if unicodedata.category(ch) not in _INVISIBLE
        or _keeps_joiner(text, i)
        or _in_tag_flag(text, i)
    )
    kept = " ".join(kept.split()) or "?"
    if len(kept) <= limit:
        return kept
    cut = limit - 1
    while cut > 1 and _clings(kept, cut):  # a letter keeps its marks, an emoji its sequence
        cut -= 1
    return kept[:cut].rstrip() + "…"


def safe_name(name: str, limit: int = NAME_LIMIT) -> str:
    """A name as it may appear in any text: invisible and direction-changing characters
    dropped (so an unclosed right-to-left override cannot turn the rest of the sentence
    around; Discord shows isolation marks as boxes, so they are not added), markdown
    escaped (with the marks that make a list, heading or quote of a line it starts: "1.",
    "-", "*", "#", "-#", ">"), mentions defused, cut to `limit` characters as shown
    (escapes and defused mentions at most double its length)."""
    escaped = _MARKDOWN.sub(r"\\\1", _visible(name, limit))
    return _NUMBERED.sub(r"\1\\.", escaped).replace("@", "@\u200b")


def label_name(name: str, limit: int = 24) -> str:
    """A name for a button or menu label, where Discord shows markdown as typed: cleaned
    and cut like `safe_name`, not escaped."""
    return _visible(name, limit)


def jump_link(guild_id: str, channel_id: str, message_id: int | None) -> str | None:
    if message_id is None:
        return None
    guild = guild_id if guild_id and guild_id != "0" else "@me"
    return f"https://discord.com/channels/{guild}/{channel_id}/{message_id}"


class NameReads(Protocol):
    async def display_names(self, user_ids: Iterable[str]) -> dict[str, str]: ...


def name_in(user_id: str, found: Mapping[str, str]) -> str:
    """A bot player by its level, a member by the name last seen, else by the end of their id."""
    return bot_name(user_id) if is_bot(user_id) else found.get(user_id, f"player {user_id[-4:]}")


async def names_of(reads: NameReads, ids: Iterable[str]) -> dict[str, str]:
    """Players' names as last seen (see `name_in`), read without the bot's cache."""
    ids = list(dict.fromkeys(ids))
    found = await reads.display_names([i for i in ids if not is_bot(i)])
    return {i: name_in(i, found) for i in ids}


class Names:
    """Display names by id (players, hosts), as last seen, cached; raw: make them safe to show
    with `safe_name`, or let the renderer clean them for pictures."""

    def __init__(self, store: Store) -> None:
        self._store = store
        self._known: dict[str, str] = {}

    async def remember(self, user_id: str, name: str) -> None:
        if self._known.get(user_id) != name:
            self._known[user_id] = name
            await self._store.remember_users({user_id: name})

    def note(self, user_id: str, name: str) -> None:
        """A name seen in passing (e.g. a challenged member), kept in memory only."""
        self._known.setdefault(user_id, name)

    async def of(self, ids: Iterable[str]) -> dict[str, str]:
        ids = list(dict.fromkeys(ids))
        missing = [i for i in ids if i not in self._known and not is_bot(i)]
        if missing:
            self._known.update(await self._store.display_names(missing))
        return {i: name_in(i, self._known) for i in ids}

    async def one(self, user_id: str) -> str:
        return (await self.of([user_id]))[user_id]

    async def of_game(self, info: GameInfo) -> dict[str, str]:
        """Every name a game shows: its members, its host, and its teams ("Team 1", in the
        game's language)."""
        names = await self.of([m.user_id for m in info.members] + [info.host_id])
        if info.teams:
            names |= team_names(await game_language(self._store, info), info.teams)
        return names


def team_names(lang: str, teams: Iterable[str]) -> dict[str, str]:
    """Teams as a game shows them: "Team 1", in the game's language."""
    return {team: say(lang, "team-name", team=team) for team in teams}


def bot_name(user_id: str, lang: str = DEFAULT_LANGUAGE) -> str:
    """A bot player's name: "Yamb bot (hard)", "Yamb bot 2 (hard)" for a second one."""
    words = {
        "easy": say(lang, "bot-level-easy"),
        "normal": say(lang, "bot-level-normal"),
        "hard": say(lang, "bot-level-hard"),
    }
    level = words.get(bot_level(user_id) or "", "?")
    number = bot_number(user_id)
    if number == 1:
        return say(lang, "bot-name", level=level)
    return say(lang, "bot-name-numbered", level=level, number=number)


async def game_language(store: Store, info: GameInfo) -> str:
    """The language of a game's public messages and pictures: fixed when it was opened; a game
    from before languages follows the server's default."""
    if info.language in i18n.LOCALES:
        return str(info.language)
    settings = await store.guild_settings(info.guild_id)
    return settings.language or DEFAULT_LANGUAGE


class Shared:
    """The context every job works in: store, clock, per-game locks, names."""

    def __init__(
        self,
        store: Store,
        *,
        clock: Callable[[], float] = time.time,
        timeout_minutes: float = 10.0,
        owns: Callable[[str], bool] | None = None,
        public_url: str = "",
    ) -> None:
        self.store = store
        self.clock = clock
        # links to the website (PUBLIC_URL; "": none), for servers that turned it on
        self.web = WebLinks(store, public_url)
        self.timeout_minutes = timeout_minutes
        self.bot_pace = 1.0  # seconds a bot player's step takes, where the server chose none
        # whether a server's games are this process's (its gateway shards hold the server);
        # None: one process holds every shard
        self.owns_guild = owns
        # whether the bot is in the server now (a DM: always); the Discord side sets it. A
        # server that removed the bot gets no request: its games wait, unchanged, until it
        # is invited back (`App.guild_joined`)
        self.in_guild: Callable[[str], bool] = lambda guild_id: True
        # whether the server's members can reach the bot now: it is in the server, and
        # connected to Discord's gateway for it (the Discord side sets it)
        self.reachable: Callable[[str], bool] = lambda guild_id: True
        # whether Discord's API answers the bot now, asked before a timer acts against
        # members (a reminder, a move played for them, a lobby closed): while it fails, their
        # clicks cannot be answered (the Discord side sets it; it asks at most once a tick)
        self.api_answers: Callable[[], Awaitable[bool]] = _answers
        self.names = Names(store)
        # one lock per game: every change of a game (actions and what its message shows)
        # happens under it, so simultaneous clicks are applied one after the other
        self.locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self.display: Display | None = None  # what players see (set by the App)
        # the bot players' driver: told of every game that may now wait on a bot
        self.wake_bots: Callable[[int], None] = lambda game_id: None
        # told of every game that ended, however it ended (a tournament goes on)
        self.game_over: Callable[[int], None] = lambda game_id: None
        # members' own choices of language (None: none), read once from the store
        self._languages: dict[str, str | None] = {}
        # games just started in a channel, their thread still to be opened: set when the
        # thread was tried (the game is in it, or stays where it is)
        self._moves: defaultdict[int, set[asyncio.Event]] = defaultdict(set)

    async def chosen_language(self, user_id: str) -> str | None:
        if user_id not in self._languages:
            self._languages[user_id] = await self.store.user_language(user_id)
        return self._languages[user_id]

    async def choose_language(self, user_id: str, name: str, language: str | None) -> None:
        await self.store.set_user_language(user_id, name, language)
        self._languages[user_id] = language

    def lock(self, game_id: int) -> asyncio.Lock:
        return self.locks[game_id]

    @contextlib.contextmanager
    def move_watch(self, game_id: int) -> Iterator[asyncio.Event]:
        """An event set once the game's thread was tried (`moved`): watch before looking
        whether it was, so that a move between the look and the wait is not missed."""
        event = asyncio.Event()
        self._moves[game_id].add(event)
        try:
            yield event
        finally:
            waiting = self._moves.get(game_id)
            if waiting is not None:
                waiting.discard(event)
                if not waiting:
                    del self._moves[game_id]

    def moved(self, game_id: int) -> None:
        """The game's thread was tried: those waiting for the game to leave its channel look."""
        for event in self._moves.get(game_id, ()):
            event.set()

    def active_in(self, guild_id: str) -> bool:
        """Whether this process does the server's unasked work now (announcements, a
        tournament's steps): the server is its own, and the bot is still in it."""
        return self.owns(guild_id) and self.in_guild(guild_id)

    def timed_in(self, guild_id: str) -> bool:
        """Whether the server's turns are timed now: it is this process's, and its members
        can act (see `reachable`): time in which nobody there could act is not counted
        against the player on turn."""
        return self.owns(guild_id) and self.reachable(guild_id)

    def owns(self, guild_id: str) -> bool:
        """Whether this process acts on the server's games unasked (timers, start-up work):
        another process, holding other shards, looks after the others."""
        return self.owns_guild is None or self.owns_guild(guild_id)
