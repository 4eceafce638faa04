# The website's game replay page (bot/web/replay.py, templates/replay.html, static/replay.js).
# It also says things with the bot's words: the turn lines (line-wrote, line-crossed-on, ...),
# the sheet's rows, columns and totals (sheet.ftl), rulesets, modes and statuses.

web-replay-title = Game replay
# $date: the day written YYYY-MM-DD
web-replay-daily = Daily #{ $number } ({ $date })
web-replay-place = Place
web-replay-steps = Step by step
web-replay-first = First
web-replay-previous = Previous
web-replay-next = Next
web-replay-last = Last
web-replay-step = Step
web-replay-step-of = Step { $step } of { $steps }
# $home, $end: the keys' names as printed on them (Home, End)
web-replay-keys = Keys: ← and → go back and forth a step, { $home } and { $end } go to the start and the end. The address keeps the step: a link opens the game at that moment.
web-replay-no-script = Without JavaScript this page shows the end of the game; the list of moves below tells the whole game.
web-replay-dice = Dice on the table
web-replay-sheets = Sheets
web-replay-crossed = crossed
# $count: the moves (steps) of the game
web-replay-moves = Every move ({ $count })

## What each step did (the first: the seating)

web-replay-start = The game begins: { $players }.
web-replay-throw = { $who } threw { $dice }.
web-replay-throw-kept = { $who } kept { $kept } and threw again: { $dice }.
# Kontra: after announcing, the rival chooses which of the thrower's dice stay
web-replay-throw-kept-for = { $who } kept { $kept } for { $thrower }, who threw again: { $dice }.
# pairs and team: the second partner's first throw ends the first partner's turn
web-replay-throw-partner = { $who } threw { $dice }; { $held }'s result is held.
web-replay-keep-none = no dice
web-replay-announced = { $who } announced { $cell }.
web-replay-announced-for = { $who } announced { $cell } for { $thrower }.
# russian option matches: a cross before the first throw
web-replay-declined = { $who } declined the turn, crossed { $cell } and took 3 matches.
# yamm: the last result moved to another cell
web-replay-corrected = { $who } moved the last result to { $cell }: { $value }.

## The turn at a step

web-replay-turn = Turn { $n }: { $who }
# Kontra: the rival writes the thrower's result
web-replay-writes = { $writer } writes

## Fair dice

web-replay-fair = Fair dice
web-replay-fair-intro = Every throw came from a secret seed. Its fingerprint was shown when the game began, and the seed is shown now that it is over: anyone can check every die.
web-replay-daily-dice = A daily attempt's dice are dealt from the day's secret seed, the same for everyone who plays that day. Its fingerprint was shown when the day began, and the seed is shown once the day is closed: anyone can check every die.
# $hash: the name of the fingerprint's function (SHA-256)
web-replay-commitment = Fingerprint of the seed ({ $hash })
web-replay-seed = Seed
web-replay-seed-hidden = Not shown.
web-replay-verify = Check every die with the game record and the seed:
# $format: the file's format (JSON)
web-replay-record = Download the game record ({ $format })
