"""`/yamb rules`: each ruleset in a few lines, with a picture of its empty sheet."""

from __future__ import annotations

from engine import Game, get_ruleset

from . import render
from .ui import Attachment, Reply

COMMON = (
    "Five dice, up to three throws a turn; keep any dice between throws. Every turn ends by "
    "writing one empty cell: ↓ columns fill top down, ↑ bottom up, free in any order, and the "
    "announce column only the cell you announce right after your first throw. Dice that do "
    "not fit a row write 0 (crossed). Highest total wins (Kontra: lowest)."
)

RULES: dict[str, str] = {
    "classic": (
        "**Classic** (Croatian Yamb). Columns ↓ ↑ free announce, 13 rows, 52 turns.\n"
        "1-6: face × count; sum 1-6 gets +30 at 60 or more. Max and Min: the dice sum; "
        "(Max − Min) × the ones row counts. Two pairs 2a+2b+10, straight 35 (1-5) or 45 (2-6), "
        "full sum+30 (five alike is not a full), poker 4×face+40, yamb 5×face+50. "
        "Starter: everyone throws one die, lowest begins."
    ),
    "bulgarian": (
        "**Bulgarian** (Ямб). Columns ↓ ↑ free announce, 13 rows, 52 turns.\n"
        "1-6 with +40 at 63 or more. Min above Max; (Max − Min) × ones counts. Triple 3×face+10, "
        "full sum+20, straight 45/50, four 4×face+40, yamb 5×face+50. Join order starts."
    ),
    "yamm": (
        "**Yamm** (Swiss). Nine columns: three ↓, three ↑, three free; 11 rows, 99 turns.\n"
        "Subtotal 1-6 bonus: 60→+60, 70→+100, 80→+150, 90→+300, 100→+600, 105→+1000. "
        "Hoch and Tief take the sum; if Hoch ends ≤ Tief both are crossed. Full house sum+20 "
        "(1-1-1 + a pair = 50), straight 45/50, Yamm 5×face+40 (five ones = 80). A yamm from "
        "the first throw adds +100. You may move your last result (`/yamb correct`) until your "
        "next turn starts. Highest single die starts; a 1 or 6 ends the draw."
    ),
    "russian": (
        "**Russian** (Ямб). Columns ↓ ↑ free announce, 12 rows, 48 turns.\n"
        "School 1-6: +30 at 60, +10 for each further 10 (option: penalties below 40). "
        "Max/Min are not counted; (Max − Min) × ones is. Straight 35/40, full sum+30 (five "
        "alike is a full), kare 4×face+40, yamb 5×face+50. Option matches: extra throws for "
        "matches. The settlement shows each player's sum of differences."
    ),
    "tris": (
        "**Tris** (Bosnian/Croatian Jamb). Columns ↓ ↑ free announce, 13 rows, 52 turns.\n"
        "1-6 with +30 at 60 (option: another threshold). (Max − Min) × ones counts. Tris: "
        "sum+10 with three alike, straight 30/40, full sum+30, poker sum+40, yamb sum+50. "
        "Option six dice: throw six, the best five count."
    ),
}


def rules_text(ruleset: str) -> str:
    return f"{RULES[ruleset]}\n{COMMON}"


async def rules_reply(ruleset: str) -> Reply:
    rules = get_ruleset(ruleset)
    game = Game(rules, ["you"])

    def draw() -> bytes:
        return render.render_sheet(game, "you", {"you": "Your sheet"}, turn=False)

    return Reply(notice=rules_text(ruleset), notice_attachments=[Attachment("rules.png", draw)])
