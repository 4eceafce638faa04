## The words drawn on the pictures: the sheet, the turn panel and the standings.
##
## Ids
##   row-<row id>            a row's name; <row id> is the engine's (RULES: two_pairs, kare, ...).
##                           Rows 1 to 6 are drawn as digits and have no message.
##   row-<ruleset>-<row id>  a ruleset's own word for a row it shares with others, where one
##                           language or another needs it (yamm's Swiss Full House and Strasse).
##   sum-<kind>              a computed row: upper (sum 1-6), bonus, max_min, lower, total.
##   sum-<ruleset>-<kind>    a ruleset's own word for a computed row (russian: the school).
##   col-<kind>              the word beside a column's mark: down, up, free, announce.
##   everything else         the turn panel and the standings, by what they say.
##
## Lookup (bot/labels.py): the specific id first, then the general one, in the player's
## language; only if that language has neither does English stand in. Every locale defines the
## same ids as English, so a specific id that repeats the general word is not a mistake.
##
## Room: a row or sum label is drawn in about 190 px at 21 px DejaVu Sans (16-18 letters), a
## column word in about 170 px at 21 px bold (about 12 letters), together with its mark.
## Abbreviate the way players do on paper; tests/test_i18n.py measures every label.

## Rows

row-max = Max
row-min = Min
row-two_pairs = Two pairs
row-straight = Straight
row-full = Full house
row-poker = Poker
row-yamb = Yamb
row-triple = Triple
row-four = Four of a kind
row-kare = Kare
row-tris = Tris
row-hoch = Hoch
row-tief = Tief
row-yamm = Yamm
# yamm keeps its Swiss words where players say them; English players say these
row-yamm-full = Full house
row-yamm-straight = Straight

## Computed rows

sum-upper = Sum 1–6
sum-bonus = Bonus
sum-max_min = (Max−Min)×1
sum-lower = Sum
sum-total = Total
sum-russian-upper = School
one-throw = One-throw Yamm bonus

## Columns

col-down = Down
col-up = Up
col-free = Free
col-announce = Announce

## During a turn

# $n: the sheet's total, already written out (with a true minus sign)
sheet-total = Total { $n }
throw-of = Throw { $n } of { $m }
throw-paid = Throw { $n } (paid)
# $cell: the announced row's name
announced = Announced: { $cell }
kept = kept
matches = Matches: { $n }
if-written = Grey values: what these dice would score
# $name: a partner whose held dice are shown
held = { $name }:
# the title of the empty sheet shown with /yamb rules
your-sheet = Your sheet
# above the rows of dice of the keep options in a hint's picture
keeps-ranked = Keeps: the points each loses against the best

## Standings

standings = Final standings
points = Total
standings-running = Standings so far
settlement = Settlement
lowest-wins = Kontra: the lowest total wins
winner = winner
# a score with its noun, e.g. in the standings
points-count = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
