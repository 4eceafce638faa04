# Every sentence the bot says to players, in English (the reference catalogue).
# Names and other texts players typed arrive already made safe: never add markdown around
# a placeable that holds a name. tests/test_catalogue.py fails on a missing or unused key.

## The lobby

lobby-title = 🎲 Yamb lobby: { $ruleset }, { $mode }
lobby-body = Host: { $host }
    Players ({ $count }): { $players }
    Press **Join**, then the host presses **Start**.
lobby-body-dm = Host: { $host }
    Players ({ $count }): { $players }
    Only you can see this direct message: add bot players if you like, then press **Start** (without them you play alone).
lobby-nobody = nobody yet
lobby-options = Options: { $options }
lobby-option-bonus_threshold = bonus from { $value }
lobby-option-six_dice = six dice
lobby-option-negative_school = negative school
lobby-option-matches = matches
lobby-option-without = without { $option }
lobby-host = Host: { $host }
lobby-team = Team { $team }: { $members }
lobby-pick-team = Pick a team (two players each), then the host presses **Start**.
lobby-join = Join
lobby-join-team = Join Team { $team }
lobby-leave = Leave
lobby-start = Start
lobby-cancelled = The lobby was closed.
lobby-closes = ⏳ This lobby closes { $closes } if nobody joins or starts the game by then.
lobby-expired = The lobby closed: nobody joined or started the game for { $hours } hours.
challenge-closes = ⏳ This challenge closes { $closes } if it has not been accepted by then.
challenge-expired = The challenge closed: it was not accepted within { $hours } hours.
kontra-challenge = ⚔️ { $challenger } challenges { $opponent } to a Kontra Yamb duel ({ $ruleset }).
kontra-press-accept = { $opponent }: press **Accept** to start the duel.
kontra-accept = Accept
kontra-decline = Decline
kontra-declined = { $opponent } declined the duel.
kontra-only-opponent = Only { $opponent } can answer this challenge.
lobby-add-bot = Add { $bot }
lobby-remove-bot = Remove a bot

## Bot players

bot-name = Yamb bot ({ $level })
bot-name-numbered = Yamb bot { $number } ({ $level })
bot-level-easy = easy
bot-level-normal = normal
bot-level-hard = hard

## Names of things

ruleset-classic = Classic
ruleset-bulgarian = Bulgarian
ruleset-yamm = Yamm
ruleset-russian = Russian
ruleset-tris = Tris
mode-name-standard = standard
mode-name-kontra = Kontra duel
mode-name-pairs = pairs
mode-name-team = team
mode-name-partners = partners
mode-line-standard = Everyone plays their own sheet; the highest total wins.
mode-line-kontra = A duel: your rival writes your sheet (a value wherever one fits), may announce for you after your first throw, and the lowest total wins.
mode-line-pairs = Teams of two share a sheet: both partners play a turn, then the team writes one of the two results.
mode-line-team = Teams of two: both partners play a turn, then the team writes both results, one on each partner's sheet.
mode-line-partners = Teams of two share a sheet and take turns: a player of each team in turn.
thread-name = Yamb { $ruleset }
versus = vs
team-name = Team { $team }
rules-modes-title = The modes (choose one with /yamb new mode:…)

## The game

game-started = 🎲 Yamb { $ruleset }, { $mode }: { $order }
game-in-thread = The game is played in { $thread }.
game-draw = Starting draw: { $draws }
game-fair = Fair dice: every throw comes from a secret seed whose SHA-256 is `{ $commitment }`. It is revealed at the end.
game-over = 🏁 The game is over. { $winners } won!
game-over-tie = 🏁 The game is over: a tie between { $winners }!
game-lowest-wins = (Kontra: the lowest total wins.)
game-total = **{ $who }**: { $total }
game-settlement = settlement { $amount }
game-reveal = Seed: `{ $seed }` — check every throw with `python -m engine verify { $file } { $seed }`
game-ended-line = 🏁 Yamb { $ruleset }: { $winners } won ({ $totals }). { $link }
game-ended-by = { $who } ended the game. It is kept as abandoned and counts for nobody.
game-kicked = { $who } removed { $target } from the game. The bot (normal) plays their turns from now on.
game-reminder = ⏰ { $who }, it is your turn in Yamb ({ $minutes } min without a move).
game-auto = ⏰ { $who } ran out of time: the bot (normal) played for them and marks them away.
game-played-for-away = ⏰ Played for away players.

## The turn message

turn-status-new = 🎲 **{ $who }**'s turn
turn-status = 🎲 **{ $who }** · throw { $n } of 3 · { $dice }
turn-status-paid = 🎲 **{ $who }** · throw { $n } (paid) · { $dice }
turn-for-team = for Team { $team }
turn-enough = enough
turn-announced = ★ Announced: **{ $cell }**
turn-matches = { $count ->
        [one] { $count } match
       *[other] { $count } matches
    }
decide-throw = { $who } throws.
decide-throw-or-decline = { $who } throws, or declines the turn: crosses a cell and takes 3 matches.
decide-throw-or-write = { $who } keeps dice and throws again, or writes.
decide-throw-announce-write = { $who } announces a cell, keeps dice and throws again, or writes.
decide-write = { $who } writes the result.
decide-must-announce = { $who } must announce a cell for { $thrower }: only announce cells are left.
decide-kontra-first = { $writer } may announce a cell for { $thrower }, or { $who } throws again or says enough.
decide-kontra-throwing = { $who } throws again or says enough.
decide-kontra-announced = { $writer } keeps { $thrower }'s dice and throws again, or stops and writes.
decide-kontra-write = { $writer } writes { $thrower }'s result: a value wherever one fits.
decide-kontra-announce-or-write = { $writer } announces a cell for { $thrower }, or writes the result: a value wherever one fits.
decide-first-partner = { $who } throws again or passes to { $partner }, who plays the team's second turn.
decide-first-partner-pass = { $who } has no throws left and passes to { $partner }, who plays the team's second turn.
decide-held-throw = { $held }'s result is held; { $who } throws.
decide-held-write = { $held }'s result is held; { $who } throws again, or the team writes one of the results.
decide-team-writes = { $held }'s result is held and { $who } has no throws left: the team writes.
line-wrote = { $who } wrote { $value } in { $cell }
line-crossed = { $who } crossed { $cell }
line-wrote-for = { $who } wrote { $result }'s { $value } in { $cell }
line-crossed-for = { $who } crossed { $cell } with { $result }'s result
line-wrote-on = { $who } wrote { $value } in { $cell } on { $sheet }'s sheet
line-crossed-on = { $who } crossed { $cell } on { $sheet }'s sheet
sheet-points = { $who }: { $total ->
        [one] { $total } point
       *[other] { $total } points
    } so far.

## Controls

ui-throw = Throw
ui-throw-kept = Throw the others
ui-rematch = Rematch
ui-enough = Enough
ui-pass = Pass to partner
ui-announce = Announce a cell…
ui-announce-option = { $cell } (now { $value })
ui-write = Write into…
ui-write-option = { $cell } → { $value }
ui-cross = ✗ Cross a cell instead…
ui-cross-option = { $cell } ✗
ui-correct-option = move last result to { $cell }
ui-result = { $player } { $dice }: { $option }
ui-result-on-sheet = { $player } { $dice } → { $sheet }'s sheet: { $option }
ui-column = Choose a column…
ui-column-option = { $column } ({ $count ->
        [one] { $count } cell
       *[other] { $count } cells
    })
ui-column-option-for = { $player }'s dice: { $column } ({ $count ->
        [one] { $count } cell
       *[other] { $count } cells
    })
ui-column-option-on = { $player }'s dice → { $sheet }'s sheet: { $column } ({ $count ->
        [one] { $count } cell
       *[other] { $count } cells
    })
ui-pair-option = { $player }'s dice → { $sheet }'s sheet ({ $count ->
        [one] { $count } cell
       *[other] { $count } cells
    })
ui-other-columns = ← other columns
ui-other-pairs = ← whose dice, whose sheet
ui-hint = Hint

## Answers to commands (the game message shows the rest)

done-joined = You joined the game.
done-left = You left the game.
done-throw = You threw { $dice } (throw { $n }).
done-corrected = You moved your result { $dice } from { $old } to { $cell }, where it scores { $value }.
done-kept = Kept for the next throw: { $dice }
done-action = Done: the game message shows it.
done-kicked = { $target } is out of the game: the bot plays their turns, and the players have been told.
done-rematch = A rematch is open in { $channel }: press Start there.
done-rematch-challenge = A rematch is open in { $channel }: { $opponent } accepts it there.
done-bot-added = A bot player joined the lobby.
done-bot-removed = A bot player left the lobby.
lobby-kicked = { $who } removed { $target } from the lobby.

## Refusals and answers

error-no-game = There is no Yamb game in this channel. Start one with `/yamb new`.
error-not-player = You are not playing in this game.
error-kicked = You were removed from this game: the bot (normal) plays your turns.
error-member-not-playing = That member is not playing in this game.
error-busy-lobby = A game is already running here (a lobby, hosted by { $host }). Use `/yamb sheet` to see it, or `/yamb end` if you host it. It closes by itself { $closes } if nobody joins or starts it.
    { $link }
error-busy-challenged = { $host } has challenged you to a Kontra duel here: press **Accept** on it ({ $link }) to play, or **Decline**. It closes by itself { $closes } if not accepted.
error-busy-challenge = A Kontra duel is waiting here: { $host } challenged { $opponent }. Use `/yamb end` if the challenge is yours. It closes by itself { $closes } if it has not been accepted.
    { $link }
error-busy-game = A game is already running here ({ $ruleset }, { $mode }, hosted by { $host }). Use `/yamb sheet` to see it, or `/yamb end` if you host it.
    { $link }
error-outdated = That button belongs to an earlier moment of the game. Use the current message: { $link }
error-no-link = the latest game message in this channel
error-redrawn = The game had moved on: this message shows the current turn again. Press again if you still want to.
error-not-host = Only the host ({ $host }) or a member with Manage Channels can do that.
error-tournament-game = This is a game of the tournament **{ $name }**: it ends by play, by the clock, or by its organisers' `/yamb-tournament-admin settle game:{ $game }`.
error-not-admin = Only members with the Manage Server permission can change Yamb settings.
error-lobby-full = The lobby is full.
error-not-in-lobby = You are not in this lobby.
error-already-joined = You are already in this game.
error-not-lobby = The game has already started.
error-not-started = The game has not started yet: the host presses Start.
error-leave-started = The game has started; the host or a moderator can `/yamb kick`.
error-challenge-only = This lobby is a duel challenge for one member.
error-challenge-one = Challenge one other member, in mode kontra.
error-option-not-played = The option `{ $option }` changes nothing in this mode ({ $mode }: nobody pays for throws there). Open the table without it.
error-challenge-in-dm = Challenge { $who } in a server's channel: only you can see this direct message with the bot.
error-choose-ruleset = Choose a ruleset ({ $rulesets }) and a mode.
error-bad-team = Teams are numbered 1 to { $count }.
error-kick-not-in-game = { $who } is not in this game.
error-kick-host = The host cannot be kicked; `/yamb end` closes the lobby.
error-first-throw-keeps = This is a first throw: all dice are thrown.
error-keep-before-throw = Throw first: there are no dice to keep.
error-no-more-throws = No more throws this turn: write the result.
error-only-keeper = Only { $who } chooses dice to keep now.
error-bad-dice = Name dice by their place under the picture, 1 to { $count } (for example `1 3 4` or `134`), or by the faces you keep (for example `6 6 3`), or `none`.
error-text-too-long = That is too long: at most { $limit } characters.
error-text-empty = Type something there, or leave the option out.
error-bad-cell-text = A cell is named by its column and row, in letters and digits (for example `{ $example }` or `Free Full`).
error-unknown-cell = There is no cell by that name on this sheet: name it by column and row (for example `{ $example }`); the list offers the cells you may use now.
error-not-offered = That choice was not on the message: choose one of the options it shows.
error-only-writer = Only { $who } chooses where the result goes.
error-conflict = Someone acted at the same moment; yours came second and changed nothing.
error-conflict-link = Someone acted at the same moment; yours came second and changed nothing. The game goes on here: { $link }
error-game-over = That game is over. Start a new one with `/yamb new`.
error-unexpected = Sorry, something went wrong on our side. The game is safe; please try again.
error-not-allowed-channel = Games cannot be started in this channel on this server.
error-bot-cannot-post = I cannot play here: I need to see this channel and to send messages, embeds and files in it. Ask a moderator to give me those permissions.
error-board-sort = Sort by wins, win_rate, average, best or rating; period all, 30d or season.
error-board-filter = Unknown ruleset or mode.
error-board-button = That leaderboard button is broken; run /yamb-scores leaderboard again.
error-duel-same = Choose two different members.
error-bot-opponent = Challenge a person, or me: other bots do not play Yamb.
error-no-rematch = Only a game that has ended can be played again.
error-bot-level = A bot plays at level easy, normal or hard.
error-bot-count = At most { $most ->
        [one] { $most } bot player fits
       *[other] { $most } bot players fit
    } at this table, next to you.
error-no-bot = There is no bot player in this lobby.

## Hints

hint-title = 💡 Your best options now (by the hard bot): the loss against the best, and the expected final total.
hint-line = { $option } → { $gain ->
    [yes] +{ NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
   *[no] { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
} (expected { NUMBER($total, minimumFractionDigits: 1, maximumFractionDigits: 1) })
hint-chance = { $option } { NUMBER($chance, style: "percent") }
hint-win = 🏆 These moves also change your chance to win: { $options }
hint-throw = throw
hint-keep = keep { $dice }
hint-keep-none = throw all the dice again
hint-announce = announce { $cell }
hint-write = write { $value } in { $cell }
hint-cross = cross { $cell }
hint-dice-of = { $player }'s dice
hint-sheet-of = on { $player }'s sheet
hint-stop = enough
hint-pass = pass to your partner
hint-correct = move your last result to { $cell }
hint-wait = let the thrower go on
hint-nothing = Nothing waits on you now: a hint is for your own move.
hint-preparing = The bot (hard) is still working out this game's own bonus threshold (a minute or two, once): ask again soon.
hint-off = Hints are off on this server.
hint-practice-only = Hints are only for practice games here: against the bot, or alone.

## Refusals of the rules (the engine's refusal codes)

refusal-no_players = A game needs at least one player.
refusal-duplicate_player = A player can sit at the table only once.
refusal-bad_player = Player names are 1 to 100 characters.
refusal-kontra_announce = Kontra Yamb needs an announce column; { $ruleset } has none.
refusal-kontra_two = Kontra Yamb is a duel: exactly two players.
refusal-no_teams = This mode has no teams.
refusal-teams_needed = This mode is played by teams of two.
refusal-teams_too_few = Partners is played by two or more teams of two.
refusal-team_size = Every team has exactly two players.
refusal-teams_mismatch = The players must be the teams' members.
refusal-team_full = Team { $team } already has two players.
refusal-team_needed = Everyone picks a team first (not yet: { $players }).
refusal-seating_mismatch = The seating must be exactly the players who joined.
refusal-unknown_mode = Unknown mode; choose one of standard, kontra, pairs, team, partners.
refusal-unknown_ruleset = Unknown ruleset; choose one of classic, bulgarian, yamm, russian, tris.
refusal-unknown_option = Unknown option.
refusal-option_not_for_ruleset = That option is not for this ruleset.
refusal-bad_option = Option values are numbers or true/false, within their range.
refusal-options_need_ruleset = Choose a default ruleset for the options.
refusal-bad_timeout = The turn timeout is { $low } to { $high } minutes.
refusal-bad_channels = Channels are given as a list of channel ids.
refusal-disallow_everywhere = Games may start in every channel: there is no list to take one off. Name the channels they may start in with `allow_channel` first.
refusal-disallow_last = { $channel } is the only channel games may start in; without it they could start anywhere. Allow another first, or use `everywhere:True`.
refusal-bad_flag = This setting is yes or no.
refusal-bad_hints = Hints are on, off or practice.
refusal-bad_season = Seasons are months, quarters, or off.
refusal-bad_web = The website is on or off.
refusal-bad_bot_pace = The bot's pace is { $low } to { $high } milliseconds a step.
refusal-bad_slow_hours = A slow game's turn takes { $low } to { $high } hours.
refusal-bad_slow_timeout = When a slow turn runs out, the bot plays it or the game ends.
refusal-bad_language = Unknown language; choose one of { $languages }.
refusal-game_over = The game is over.
refusal-game_not_over = The game is not over yet.
refusal-not_in_game = { $player } is not playing in this game.
refusal-unknown_action = Unknown action.
refusal-bad_record = That game record cannot be read.
refusal-bad_draw = The record's starting-order draw cannot be read.
refusal-draw_not_from_seed = The record's starting-order draw does not come from the game's seed.
refusal-too_many_actions = A game record holds too many actions.
refusal-not_from_seed = These dice do not come from the game's seed: let the bot throw them.
refusal-not_your_turn = It is not your turn to { $what ->
        [throw] throw
        [stop] stop
        [announce] announce
       *[write] write
    }: { $expected } is to play.
refusal-keep_before_throw = Throw first: there are no dice to keep.
refusal-bad_die = Dice are numbered 1 to { $count }, and each is kept at most once.
refusal-bad_dice = A throw shows { $count } dice, each 1 to 6.
refusal-kept_changed = A kept die cannot change its value.
refusal-turn_over = The turn is over: write the other result.
refusal-kontra_keeps = A cell was announced: your opponent chooses which dice you keep.
refusal-stopped = You said enough: the throwing is over.
refusal-no_more_throws = That was throw { $throws }: no more throws, write the result.
refusal-pass_to_partner = That was throw { $throws }: no more throws, pass to { $player }.
refusal-must_announce = Only announce cells are left: a cell must be announced.
refusal-stop_before_throw = Throw first.
refusal-kontra_writer_stops = A cell was announced: your opponent decides when to stop.
refusal-cannot_stop = There is nothing to stop: write the result.
refusal-kontra_announcer = In Kontra Yamb your opponent announces for you.
refusal-announce_before_throw = Announce right after the first throw.
refusal-announced_twice = A cell is already announced this turn.
refusal-announce_too_late = Announcing is only possible right after the first throw.
refusal-not_announce_cell = { $cell } is not in an announce column.
refusal-cell_filled = { $cell } is already filled.
refusal-unknown_cell = There is no cell { $cell } on a { $ruleset } sheet (cells look like { $example }).
refusal-result_not_named = In this mode a write names no result: it is the thrower's.
refusal-sheet_not_named = In this mode a write names no sheet: it goes on the round's sheet.
refusal-kontra_writer = In Kontra Yamb your opponent writes your result.
refusal-write_before_throw = Throw first, then write.
refusal-kontra_not_enough = { $player } is still throwing: wait for them to say enough.
refusal-partner_to_throw = { $player } plays their turn before the team writes.
refusal-bad_result = Name whose result to write: { $results }.
refusal-bad_sheet = Name the sheet to write on: { $sheets }.
refusal-announced_sheet = An announced result goes into its announcer's own sheet.
refusal-announced_elsewhere = { $cell } was announced: the turn ends by writing it.
refusal-kontra_must_write = A value is possible, so it must be written: crossing is not allowed.
refusal-sum_row_cross = Max, Min, Hoch and Tief always take the sum of the dice.
refusal-announce_only = { $cell } can only be written after announcing it.
refusal-kontra_value = { $cell } cannot take these dice: a value must be written where one is possible, and Max must stay above Min.
refusal-column_order = { $cell } is not next: the { $column } column fills { $order ->
        [down] top down
        [up] bottom up
       *[other] in its order
    }.
refusal-no_correction = { $ruleset } has no corrections.
refusal-nothing_to_correct = There is no result of yours to move (a correction lasts until your side's next turn starts).
refusal-same_cell = The result is already in that cell.
refusal-corrections_used = This result has been moved { $most ->
        [one] once
       *[other] { $most } times
    } already, as often as a result may be moved.

## Around the table

board-title = 🏆 Yamb leaderboard
board-line = { $name } — **{ $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }** in { $games ->
        [one] { $games } game
       *[other] { $games } games
    } · { NUMBER($rate, style: "percent") } · avg { NUMBER($average, maximumFractionDigits: 0) }
board-line-best = best { $best } (game #{ $game })
board-rating-line = { $name } — rating **{ NUMBER($ordinal, minimumFractionDigits: 1, maximumFractionDigits: 1) }** (μ { NUMBER($mu, minimumFractionDigits: 1, maximumFractionDigits: 1) }, σ { NUMBER($sigma, minimumFractionDigits: 1, maximumFractionDigits: 1) }) · { $games ->
        [one] { $games } game
       *[other] { $games } games
    }
board-rating-scope = { $ruleset } ratings (all modes, all time)
board-all-rulesets = all rulesets
board-all-modes = all modes
board-all-time = all time
board-30-days = last 30 days
board-season = season { $season }
error-board-season = A season is named like 2026-10 (a month) or 2026-Q3 (a quarter), and must have begun.
error-board-season-off = This server has no seasons: a member with Manage Server can choose them with `/yamb-settings season:`.
board-by-wins = by wins
board-by-win_rate = by win rate
board-by-average = by average score
board-by-best = by best score
board-your-rank = { $name }: rank { $rank } of { $of } · page { $page } of { $pages }
board-not-ranked = { $name }: not on this board yet · page { $page } of { $pages }
board-empty = No finished games yet.
board-previous = ◀ Previous
board-next = Next ▶
stats-none = { $who } has no finished games on this server yet.
stats-streak-won = { $count ->
        [one] the last game won
       *[other] { $count } won in a row
    }
stats-streak-lost = { $count ->
        [one] the last game not won
       *[other] { $count } without a win
    }
stats-games = Games
stats-wins = Wins
stats-wins-value = { $wins } ({ NUMBER($rate, style: "percent") })
stats-yambs = Yambs thrown
stats-streak = Current streak
stats-favourite = Favourite ruleset
stats-ruleset-line = { $games ->
        [one] { $games } game
       *[other] { $games } games
    } · { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    } · avg { NUMBER($average, maximumFractionDigits: 0) }
stats-best = best { $best } (#{ $game })
stats-kontra-best = Kontra: best { $best } (#{ $game }; the lowest total wins)
stats-last-scores = Last scores per ruleset, oldest to newest:
stats-legend-won = a win
stats-legend-other = not a win (or a game alone)
stats-versus-bot = Against { $bot }
stats-versus-line = { $games ->
        [one] { $games } game
       *[other] { $games } games
    } · { $wins } won · { $losses } lost · { $ties ->
        [one] { $ties } tie
       *[other] { $ties } ties
    } · avg { NUMBER($average, maximumFractionDigits: 0) }
score-best = best { $best }
score-kontra-best = Kontra: best { $best } (the lowest total wins)
duel-none = no games yet
duel-even = even
duel-margin = +{ NUMBER($margin, minimumFractionDigits: 1, maximumFractionDigits: 1) } for { $who }
duel-line = { $a } **{ $wins_a }** – **{ $wins_b }** { $b } ({ $ties ->
        [one] { $ties } tie
       *[other] { $ties } ties
    }) · average margin { $margin } · last met { $last }
duel-tie = tie
duel-last = Last meetings:
duel-never = They have not met yet.
history-none = No finished games on this server yet.
history-title = 📜 Recent games
history-open = open
history-hints = 💡 hints used
status-finished = finished
status-abandoned = abandoned
status-cancelled = cancelled
history-footer = Get any game's record with /yamb-scores export game:<number>
export-running = Game #{ $game } is still going; export it when it ends.
export-none = There is no ended game #{ $game } here that you can see.
export-none-here = No game has ended in this channel yet: name one with `/yamb-scores export game:<number>` (see `/yamb-scores history`).
export-text = Game #{ $game } ({ $ruleset }, { $mode }, { $status }). Replay it with `python -m engine replay { $file }`; check its dice with `python -m engine verify { $file } { $seed }`
settings-title = ⚙️ Yamb settings for this server
settings-default_ruleset = Default ruleset
settings-default_mode = Default mode
settings-turn_timeout_minutes = Turn timeout
settings-game_channels = Games may start in
settings-game_threads = A thread for each game
settings-hints = Hints
settings-hints-on = on
settings-hints-off = off
settings-hints-practice = in practice games (with a bot, or alone)
settings-bot_pace_ms = Bot players' pace
settings-seconds = { NUMBER($seconds, maximumFractionDigits: 3) } s a step
settings-minutes = { $minutes } min
settings-everywhere = every channel
settings-changed = Changed.
settings-unchanged = Nothing changed: pass options to change a setting.
settings-language = Language
settings-yes = yes
settings-no = no
settings-daily_channel = Daily challenge announced in
settings-daily-off = nowhere (off)
settings-season = Leaderboard seasons
settings-season-month = calendar months (UTC)
settings-season-quarter = quarters (UTC)
settings-season-off = off
settings-season_channel = Season's top three posted in
settings-web = Website pages
settings-web-on = on (the server's boards, profiles and replays on the website)
settings-web-off = off
language-chosen = From now on I answer you in { $language }, whatever your Discord speaks. Games keep their own language.
language-automatic = From now on I answer you in your Discord's language ({ $language } now).

## /yamb help

help-title = 🎲 Yamb: how to play here
help-tour = Five dice, up to three throws a turn: keep the dice you like (click them), throw the rest, then write the result into one cell of your sheet. Each game has its own thread; the current turn's message has the buttons, and only the players it names can use them. `/yamb rules` explains each ruleset and mode.
help-start-title = Start
help-start = `/yamb new ruleset:classic` opens a game here (`language:` chooses the game's language; `mode:kontra opponent:@Ana` challenges a member to a duel; `bots:1 level:hard` seats the bot, and the lobby's buttons add more); others press Join, the host presses Start. `/yamb join`, `/yamb leave`, `/yamb start` do the same by command.
help-play-title = Play
help-play = The buttons do it all. By command: `/yamb roll keep:1 3` (dice by their place, or faces `6 6 3`), `/yamb hold dice:2 5`, `/yamb announce cell:announce/yamb`, `/yamb write cell:free/full`, `/yamb cross cell:down/yamb`, `/yamb enough`, `/yamb correct cell:free2/straight` (yamm).
help-slow-title = Games over days
help-slow = `/yamb new pace:slow`: each turn may take hours (the server's `slow_turn_hours`, 24 by default); you are reminded half-way, then the server's choice happens. `/yamb games` lists your running games, yours to play first; `/yamb notify how:dm` chooses how you hear it is your turn (dm, mention, off).
help-daily-title = Daily challenge
help-daily = `/yamb daily`: one game a day, the same dice for everyone, one try, played privately (only you see it). Then `/yamb daily show:board` (add `everywhere:True` for every server, `day:2026-11-28` for another day) and `/yamb daily show:history`.
help-look-title = Look
help-look = `/yamb sheet member:@Ana` (only you see it), `/yamb hint` (your best options now, if the server allows), `/yamb rules ruleset:yamm`, `/yamb help`, `/yamb language` (the language I answer you in).
help-table-title = Around the table
help-table = `/yamb end`, `/yamb kick member:@Bo`, `/yamb-settings` (Manage Server).
help-scores-title = Scores
help-scores = `/yamb-scores leaderboard` (`period:season` this season's board, `season:2026-10` an earlier one), `/yamb-scores stats member:@Ana`, `/yamb-scores duel-record member:@Ana`, `/yamb-scores history`, `/yamb-scores export game:12`.

## Games played in threads (a game command used in the channel they came from)

error-no-game-your-thread = This channel's games are played in threads of their own. Yours is here: { $link }
error-no-game-your-threads = This channel's games are played in threads of their own. Yours are here:
    { $games }
error-no-game-your-threads-more = This channel's games are played in threads of their own. Yours are here:
    { $games }
    …and { $count ->
        [one] one more
       *[other] { $count } more
    }.
error-no-game-threads = No game is played in this channel itself: its games have threads of their own. Open one to watch, or start yours with `/yamb new`:
    { $games }
error-no-game-threads-more = No game is played in this channel itself: its games have threads of their own. Open one to watch, or start yours with `/yamb new`:
    { $games }
    …and { $count ->
        [one] one more
       *[other] { $count } more
    }.

## Pictures in words, for screen readers (each picture's alt text: at most 1,024 characters)

alt-sheet = Sheet of { $who }: total { $total }; empty cells: { $empty } of { $cells }.
alt-sheet-final = Sheet of { $who } at the end: total { $total }.
alt-columns = By column: { $columns }.
alt-open = Open this turn: { $cells }.
alt-open-column = { $column }: { $count ->
        [one] { $count } empty cell
       *[other] { $count } empty cells
    }
alt-open-announce = { $column }: { $count ->
        [one] { $count } cell
       *[other] { $count } cells
    } once announced
alt-held = { $who }'s held result ({ $dice }) may go to { $count ->
        [one] { $count } cell
       *[other] { $count } cells
    }: { $cells }.
alt-more = { $count } more
alt-standings = Final standings, { $ruleset } · { $mode }: { $ranking }.
alt-record = Record of game { $game }: every throw, keep and write, to replay and check the game.
alt-rules = An empty sheet, { $ruleset } rules. Columns: { $columns }. Rows: { $rows }.
alt-scores = Last scores of { $who }, oldest first: { $charts }.
alt-score-won = { $score } (a win)
alt-hint = Hint. Best: { $best }.
alt-hint-next = Next: { $options }.
alt-hint-dice = Dice on the table: { $dice }.

## The daily challenge (/yamb daily)
daily-header = 📅 **Daily #{ $number }** · { $ruleset } · the same dice for everyone today · seed SHA-256 `{ $commitment }…`
daily-yesterday = ⏳ Yesterday's challenge: finish it before 00:00 UTC.
daily-expired = Daily #{ $number } has closed: attempts stay open until the end of the next day (UTC).
daily-finished = 🏁 **Daily #{ $number }** ({ $ruleset }) finished: **{ $total }** points.
daily-rank-server = 🏅 Rank { $rank } of { $count } in this server so far.
daily-rank-everywhere = 🏅 Rank { $rank } of { $count } across every server so far.
daily-bot-scored = 🤖 The bot scored { $total } today.
daily-streak = 🔥 Streak: { $current } { $current ->
    [one] day
   *[other] days
  } (best { $best }).
daily-share = Share
daily-board = Board
daily-play = Play today's challenge
hint-daily = No hints in the daily challenge: everyone plays the same dice on their own.
daily-no-such-day = There is no daily challenge for that day yet.
daily-bad-day = Name a day as a date (2026-11-28) or as its number (#12).
daily-board-hidden = Finish Daily #{ $number } first: its board and sheets stay hidden until you have played it, or until the day is over.
daily-board-title = 📅 Daily #{ $number } · { $ruleset } · { $date } · { $scope }
daily-board-server = this server
daily-board-everywhere = every server
daily-board-line = { $rank }. { $who } — **{ $total }** ({ $time } UTC)
daily-board-line-next-day = { $rank }. { $who } — **{ $total }** ({ $time } UTC, the next day)
daily-board-bot = 🤖 { $bot } — { $total } (for reference, not ranked)
daily-board-empty = Nobody has finished it here yet.
daily-finishers = { $count } finished so far. The seed is revealed once the day's attempts have closed.
daily-seed-revealed = Seed (revealed): { $seed }
daily-history-title = 📅 Your daily challenges
daily-history-none = You have not played a daily challenge yet: try /yamb daily.
daily-history-line = #{ $number } · { $date } · { $ruleset } — **{ $total }** (game { $game })
daily-history-open = #{ $number } · { $date } · { $ruleset } — still open: /yamb daily
daily-history-expired = #{ $number } · { $date } · { $ruleset } — not finished
daily-share-unfinished = Finish the challenge first, then share it.
daily-share-title = Yamb Daily #{ $number } · { $ruleset }
daily-share-text = 🎲 { $who } finished **Yamb Daily #{ $number }** ({ $ruleset }): **{ $total }** points · rank { $rank } of { $count } { $where ->
        [everywhere] across every server
       *[here] here
    } so far · 🔥 { $streak }-day streak. Play it too: /yamb daily
alt-daily-share = The shape of a finished Daily #{ $number } sheet ({ $ruleset }, { $total } points): one square per cell, brighter where it scored closer to that cell's best, crossed cells marked; no dice or values.
daily-announce = 📅 **Yamb Daily #{ $number }** · { $ruleset } · { $date }
    The same dice for everyone today, one attempt each, played privately. Seed SHA-256: `{ $commitment }`
daily-announce-top = 🏆 Daily #{ $number } so far in this server:
daily-announce-seed = 🔓 Daily #{ $number } has closed; its seed: `{ $seed }` (check any record with `python -m engine verify`).
season-over = 🏆 **Season { $season } is over.** The top three of each ruleset played in it:
season-ruleset = **{ $ruleset }**: { $ranking }
season-place = { $place }. { $name } ({ $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    })
season-begun = Season { $next } has begun: every board starts again, ratings carry over (`/yamb-scores leaderboard period:season`).
season-picture-title = Season { $season }: the top three
season-wins = { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }
season-detail = { $games ->
        [one] { $games } game
       *[other] { $games } games
    }
alt-season = Season { $season }, the top three of each ruleset: { $rulesets }.
stats-daily-streak = Daily streak
export-daily = Daily #{ $number }, an attempt: replay it with `python -m engine replay { $file }`; check every die with `python -m engine verify { $file } { $seed }`
export-daily-open = Your Daily #{ $number } attempt (only you see it: others may still be playing these dice). Replay it with `python -m engine replay { $file }`; the day's seed is revealed once the day's attempts have closed, then `python -m engine verify` checks every die.
daily-see-sheet = See a sheet
daily-sheet-of = { $who }'s Daily #{ $number } sheet: { $total } points.

## Games over days (/yamb new pace:slow, /yamb notify, /yamb games)
pace-slow-line = ⏳ A slow game: each turn may take up to { $hours } h; whose turn it is hears so.
notify-default = Done: you are told it is your turn by a mention in the game, and by a direct message in slow games.
notify-dm = Done: you are told it is your turn by a direct message, with a link to the game.
notify-mention = Done: you are told it is your turn by a mention in the game.
notify-off = Done: you are not told when it is your turn; /yamb games lists where it is.
notify-dm-refused = I could not send you a direct message for your turn (your direct messages are closed to me), so I mentioned you in the game instead. Open them in this server's privacy settings, or choose `/yamb notify how:mention`.
ping-mention = 🎲 { $who }, it is your turn: { $link }
ping-dm = 🎲 Your turn in Yamb ({ $ruleset }, game #{ $game }): { $link }
games-none = You have no running games here. Start one with /yamb new.
games-title = 🎲 Your running games ({ $count }):
games-your-turn = **your turn**
games-their-turn = { $who }'s turn
games-line = - { $turn } · { $ruleset }, { $mode } · since { $since } · { $link }
games-line-slow = - { $turn } · { $ruleset }, { $mode } (slow) · since { $since } · { $link }
slow-reminder = ⏰ { $who }, your turn is waiting: its time runs out { $until }. { $link }
slow-ended = ⌛ { $who } did not play in time: the game has ended (abandoned), and { $who } lost it.
slow-played-for = ⌛ { $who } did not play in time: the bot plays this turn for them.
thread-deleted = The thread of game #{ $game } was deleted: the game has ended (abandoned).
settings-slow_turn_hours = A slow game's turn
settings-slow_timeout = When a slow turn runs out
settings-hours = { $hours } h
settings-slow-timeout-bot = the bot plays that turn
settings-slow-timeout-end = the game ends (abandoned)

## Tournaments (/yamb-tournament, /yamb-tournament-admin)

error-not-organiser = Only members with the Manage Events permission can run tournaments.
tournament-bad-name = A tournament's name is { $low } to { $high } letters, numbers and spaces: no markup, mentions or links.
tournament-bad-format = Choose a format ({ $formats }) and a ruleset this bot plays.
tournament-bad-mode = A tournament plays Kontra duels or standard duels, live or slow.
tournament-robin-too-many = A round robin takes at most { $most } players.
tournament-too-many-bots = At most { $most } bot players in this tournament.
tournament-rounds-swiss = Only a swiss tournament takes a number of rounds.
tournament-rounds-too-many = With at most { $players } players, a swiss tournament plays at most { $most ->
        [one] one round
       *[other] { $most } rounds
    }: more would have a pair meet twice.
tournament-rounds-capped = **{ $name }** plays { $rounds ->
        [one] one round
       *[other] { $rounds } rounds
    }, not { $asked }: { $players } players cannot play more without a pair meeting twice.
tournament-checkin-needs-start = A check-in needs a start time (`start_in`), and lasts at most until then.
tournament-needs-threads = Tournament games are played in threads: I need to create public threads and send messages in them here.
tournament-created = Tournament #{ $number } **{ $name }** is open: its sign-up message is in this channel.
tournament-none = There is no tournament #{ $number } on this server.
tournament-none-here = No tournament here yet: an organiser starts one with `/yamb-tournament-admin create`.
tournament-join-already = You are already in **{ $name }**.
tournament-join-full = **{ $name }** is full.
tournament-join-closed = **{ $name }** no longer takes players.
tournament-joined = You are in **{ $name }**.
tournament-left = You left **{ $name }**.
tournament-removed = { $who } is no longer signed up for **{ $name }**.
tournament-leave-started = **{ $name }** has started: use `/yamb-tournament drop` to stop playing from the next round.
tournament-not-entrant = That player is not in **{ $name }**.
tournament-no-checkin = **{ $name }** has no check-in.
tournament-checkin-closed = The check-in of **{ $name }** has closed.
tournament-checkin-later = The check-in opens { $when }.
tournament-checked-in = You are checked in for **{ $name }**.
tournament-started-already = **{ $name }** has started already.
tournament-started = **{ $name }** has started: the first round is being paired.
tournament-too-few = **{ $name }** needs at least two players to start.
tournament-too-few-now = **{ $name }** is cancelled: fewer than two players checked in.
tournament-too-few-signed = **{ $name }** is cancelled: fewer than two players signed up.
tournament-drop-not-now = That player cannot drop out of **{ $name }** now.
tournament-dropped = { $who } plays no more games in **{ $name }** (a game in play is lost).
tournament-settle-result = Settle a game with the first player winning, the second, or a tie.
tournament-settle-none = Game #{ $game } is not an undecided game of **{ $name }**.
tournament-settled = Game #{ $game } of **{ $name }** is settled.
tournament-ended-already = **{ $name }** is over already.
tournament-cancelled = **{ $name }** is cancelled; its games in play end.
tournament-format-swiss = Swiss
tournament-format-knockout = Knockout
tournament-format-round-robin = Round robin
tournament-mode-kontra = Kontra duels
tournament-mode-duel = duels (higher total wins)
tournament-pace-live = live
tournament-pace-slow = over days
tournament-status-signup = signing up
tournament-status-running = running
tournament-status-finished = finished
tournament-status-cancelled = cancelled
tournament-entrants = { $count ->
        [one] { $count }{ $limit } player
       *[other] { $count }{ $limit } players
    }
tournament-starts = Starts { $when } ({ $relative }).
tournament-checkin-window = Check in during the last { $minutes } minutes before the start, or you are left out.
tournament-checkin-late = The bot was away when the check-in was to open, so it opens only now: the start moves to { $when } ({ $relative }).
tournament-more = …and { $count } more
tournament-nobody = Nobody yet: press Join.
tournament-join = Join
tournament-leave = Leave
tournament-check-in = Check in
tournament-start = Start
tournament-game-intro = 🏆 **{ $name }**, round { $round }, board { $board }: { $first } against { $second }. { $first } begins. Good luck!
tournament-replay = A replay: the first game of this pair was a tie.
tournament-bye = bye
tournament-round = { $name }: round { $round }
tournament-round-replays = { $name }: round { $round }, replays of tied games
tournament-round-short = Round { $round }
tournament-line-game = { $board }. { $first } – { $second }{ $where }
tournament-line-bye = { $who } has a bye (a win).
tournament-line-sits-out = { $who } sits this round out (no game, no point).
tournament-round-threads = Each game has its own thread in this channel.
tournament-round-many = { $count } games: see the picture, the threads, and `/yamb-tournament show`.
tournament-pairings = Pairings
tournament-points = { NUMBER($points, maximumFractionDigits: 1) } pt.
tournament-tiebreaks = { $wins }-{ $draws }-{ $losses } · Buchholz { NUMBER($buchholz, maximumFractionDigits: 1) } · SB { NUMBER($sb, maximumFractionDigits: 1) } · { $margin }
tournament-over = 🏆 **{ $name }** is over!
tournament-final-standings = { $name }: final standings
tournament-no-winner = Nobody won: neither finalist played the final.
tournament-standings = { $name }: standings
tournament-round-now = Round { $round } of { $rounds }:
tournament-result = { NUMBER($score, maximumFractionDigits: 1) } for the first
tournament-playing = playing
tournament-list-title = 🏆 Tournaments on this server
tournament-list-line = #{ $number } **{ $name }** · { $kind } · { $status } · { $count } players
stats-tournaments = Tournaments
stats-tournaments-value = { $count } played, best place { $best }
alt-tournament-round = The pairings of round { $round }: { $count } games and byes, by board.
alt-tournament-standings = Standings of { $name }: { $ranking }.
help-tournaments-title = Tournaments
help-tournaments = `/yamb-tournament join` (or the sign-up's Join button), `leave`, `show` (standings or bracket, the round's games), `list`, `drop`. Organisers (Manage Events): `/yamb-tournament-admin create name:Autumn Cup format:swiss bots:4`, `start`, `settle game:12 result:first`, `cancel`.

# links to the website (PUBLIC_URL, and a server's /yamb-settings web:on): link buttons
link-full-board = Full board
link-replay = Replay
link-tournament = Tournament page
link-profile = Profile
link-daily = Daily #{ $number }: check the dice
