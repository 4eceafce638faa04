## What /yamb rules shows: a ruleset's own rules, then what all rulesets share; and each mode.
## Discord markdown, a few lines each, at most about 1,200 characters (a ruleset and
## rules-common together must fit one Discord message of 2,000). The full rules: docs/rules.md.
## Every language writes these in its players' own words; they need not follow English.

rules-common = **Every ruleset.** A turn is up to three throws: the first uses all the dice; before the next one keep any dice and throw the rest, or stop. The turn ends by writing the dice into one empty cell: a ↓ column fills from the top, ↑ from the bottom, a free column (↕) in any order.
    • Dice that do not make a row's combination score 0 there: the cell is crossed. You may also cross a legal cell on purpose, but Max, Min, Hoch and Tief always take the sum of the dice.
    • Where the sheet has an announce column (★), its cells are written only by announcing one right after the first throw; the turn must then end in that cell, with a value or crossed. When only announce cells are left, you must announce.
    • Sums, bonuses and products are computed. The game ends when every sheet is full; the highest total wins (Kontra: the lowest).

rules-classic = **Classic** (Croatian Yamb). 5 dice; columns ↓ ↑ free ★announce; 13 rows, 52 turns.
    • 1–6: the face × how many dice show it. Sum 1–6: +30 at 60 or more (option: another threshold, e.g. 63).
    • Max and Min take the sum of the dice and are not counted themselves; (Max − Min) × the column's ones is (it can be negative).
    • Two pairs (two different faces) 2a + 2b + 10. Straight 35 (1–5) or 45 (2–6). Full sum + 30; five alike are not a full. Poker 4 × face + 40 (five alike count; the fifth die is not added). Yamb 5 × face + 50.
    • Who starts: everyone throws one die, the lowest starts; ties throw again. With teams: in the order the teams were joined.

rules-bulgarian = **Bulgarian** (Ямб). 5 dice; columns ↓ ↑ free ★announce; 13 rows, 52 turns.
    • 1–6: face × count. Total 1–6: +40 at 63 or more.
    • Min stands above Max. Both take the sum of the dice and are not counted themselves; (Max − Min) × the column's ones is.
    • Triple 3 × face + 10 (four or five alike hold one). Full sum + 20; five alike are not a full. Straight sum + 30: 45 (1–5) or 50 (2–6). Four 4 × face + 40 (five alike count; the fifth die is not added). Yamb 5 × face + 50.
    • Who starts: the order in which players joined.

rules-yamm = **Yamm** (Swiss). 5 dice; nine columns: three ↓, three ↑, three free, no announce column; 11 rows, 99 turns.
    • 1–6: face × count. Subtotal bonus: 60–69 +60, 70–79 +100, 80–89 +150, 90–99 +300, 100–104 +600, 105 +1000.
    • Hoch and Tief take the sum of the dice and are counted. Hoch must end at least 1 above the Tief of its column: if not, once both are written, both are crossed.
    • Full House sum + 20, and 1-1-1 with any pair is 50; five alike count. Strasse 45 (1–5) or 50 (2–6). Yamm 5 × face + 40, five ones 80.
    • A yamm from the first throw adds +100 to the game total, wherever it is written.
    • Correction (`/yamb correct`): move your side's last result to another cell that was legal for it, until your side's next player starts a turn (in partners mode either partner may). A result may be moved up to 3 times.
    • Who starts: each throws one die; a 1 or a 6 starts at once, otherwise the highest; ties throw again. With teams: in the order the teams were joined.

rules-russian = **Russian** (Ямб, konrads.ru). 5 dice; columns ↓ «по ходу», ↑ «против хода», free, ★ announce; 12 rows, 48 turns.
    • School 1–6: face × count. Bonus +30 at 60, +40 at 70, +50 at 80, and +10 more per further 10. Option negative school: under 40 −30, under 30 −40, under 20 −50, under 10 −60.
    • Max and Min take the sum and are not counted themselves; (Max − Min) × the column's ones is.
    • Straight sum + 20: 35 or 40. Full sum + 30; five alike are a full. Kare 4 × face + 40. Yamb 5 × face + 50.
    • Option matches: writing after the 1st throw earns 2 matches, after the 2nd 1, after the 3rd 0; declining a turn (crossing a legal cell without throwing) earns 3. Each throw after the third costs 1 match. Not used in a Kontra duel; a turn may be declined only in standard and partners games.
    • Who starts: the order in which players joined. At the end the settlement gives each player the sum of their differences with every other total.

rules-tris = **Tris** (Bosnian/Croatian Jamb). 5 dice (option: 6, the best five count); columns ↓ ↑ free ★announce; 13 rows, 52 turns.
    • 1–6: face × count. Sum 1–6: +30 at 60 or more (option: another threshold, e.g. 63).
    • Max and Min take the sum and are not counted themselves; (Max − Min) × the column's ones is.
    • Tris: three alike, the sum of all five + 10. Straight 30 (1–5) or 40 (2–6). Full sum + 30; five alike are not a full. Poker: four alike, the sum of all five + 40. Yamb sum + 50.
    • Who starts: the order in which players joined.

mode-standard = **Standard.** One or more players, each with a sheet; turns go round in a fixed order. You throw, keep, announce and write for yourself. Alone it is a practice game. The highest total wins; equal totals share the win.

mode-kontra = **Kontra** (a duel; rulesets with an announce column). Your opponent writes your sheet and you write theirs.
    • The thrower throws. After the first throw the writer may announce a ★ cell for them, and then chooses the kept dice and when to stop.
    • Without an announcement the thrower throws as they like and may say **enough** after the 1st or 2nd throw.
    • The writer writes one legal cell: a value wherever one is possible (crossing only when none is), and Max must end at least 1 above Min. Only announce cells left: the writer must announce.
    • Roles swap every turn. **The lowest total wins.**

mode-pairs = **Pairs** (teams of two, one shared sheet).
    • Each partner plays a whole turn in a row, throwing, keeping and announcing for their own dice; the first result waits.
    • Then either partner writes **one** of the two results in one legal cell. An announcement binds only its own result: write the other, and the announced cell stays empty.
    • Teams take turns; the highest sheet wins.

mode-team = **Team** (teams of two, a sheet each).
    • Each partner plays a whole turn in a row, throwing, keeping and announcing for themselves.
    • Then the team writes **both** results, one on each partner's sheet, each in a legal cell; either partner may write, and an announced result goes on its announcer's sheet.
    • The team's score is both sheets added; the highest wins.

mode-partners = **Partners** (teams of two share a sheet and take turns).
    • Order: team A's first player, team B's first, team A's second, team B's second, and round again.
    • Whoever's turn it is throws, keeps, announces and writes on the team's sheet. In yamm either partner may correct the team's last result until the team's next player starts.
    • The highest team total wins.
