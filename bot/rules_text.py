"""`/yamb rules`: each ruleset in a few lines, with a picture of its empty sheet.

The texts live in `bot/locales/<locale>/rules.ftl` (`rules-<ruleset>`, `rules-common`,
`mode-<mode>`); the full rules are docs/rules.md.
"""

from __future__ import annotations

from engine import Game, get_ruleset
from engine.modes import MODE_NAMES

from . import i18n, render
from .app.alt import rules_alt
from .ui import Attachment, Embed, Reply


def rules_text(ruleset: str, locale: str = i18n.DEFAULT_LOCALE) -> str:
    """A ruleset's own rules, then what every ruleset shares (one Discord message)."""
    own = i18n.text(locale, f"rules-{ruleset}")
    return f"{own}\n\n{i18n.text(locale, 'rules-common')}"


def mode_text(mode: str, locale: str = i18n.DEFAULT_LOCALE) -> str:
    """Who throws, announces, keeps and writes in a mode, and who wins."""
    return i18n.text(locale, f"mode-{mode}")


async def rules_reply(ruleset: str, locale: str = i18n.DEFAULT_LOCALE) -> Reply:
    rules = get_ruleset(ruleset)
    game = Game(rules, ["you"])
    owner = i18n.text(locale, "your-sheet")

    def draw() -> bytes:
        return render.render_sheet(game, "you", {"you": owner}, turn=False, lang=locale)

    modes = Embed(
        title=i18n.text(locale, "rules-modes-title"),
        fields=[(i18n.text(locale, f"mode-name-{m}"), mode_text(m, locale)) for m in MODE_NAMES],
        inline=False,
    )
    return Reply(
        notice=rules_text(ruleset, locale),
        notice_attachments=[Attachment("rules.png", draw, description=rules_alt(rules, locale))],
        notice_embed=modes,
    )
