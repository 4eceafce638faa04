## What Discord shows in its command list: the names and descriptions of /yamb, /yamb-scores,
## /yamb-settings, their subcommands, their options, and the names of fixed choices. Only for
## languages Discord has a locale for (en, hr, bg, ru, de): Discord has none for Serbian, so sr-Latn and sr-Cyrl have no such file.
##
## Ids (bot/discord_app/translator.py `CatalogueTranslator` reads them):
##   cmd-yamb, cmd-yamb-scores               the groups (and their -description)
##   cmd-yamb-settings                       a command of its own, with options only
##   cmd-<command>, cmd-<command>-description
##   cmd-<command>-<option>, cmd-<command>-<option>-description
##   choice-<what>-<value>                   a fixed choice's name
## Names: lowercase, no spaces, at most 32 letters, digits, - or _ (Discord's rule); every other
## language's names must be unique among their siblings. Descriptions: at most 100 characters.
## Texts in bot.ftl and rules.ftl that show a command use that language's names
## (tests/test_commands_i18n.py checks both).

cmd-yamb = yamb
cmd-yamb-description = Play Yamb, the dice game, in this channel

cmd-new = new
cmd-new-description = Open a game in this channel (a lobby to join)
cmd-new-ruleset = ruleset
cmd-new-ruleset-description = Which rules: classic, bulgarian, yamm, russian or tris
cmd-new-mode = mode
cmd-new-mode-description = standard, kontra (a duel), pairs, team or partners
cmd-new-opponent = opponent
cmd-new-opponent-description = Kontra: challenge this member to a duel
cmd-new-bonus_threshold = bonus_threshold
cmd-new-bonus_threshold-description = classic/tris: the 1-6 sum that earns the bonus (default 60)
cmd-new-six_dice = six_dice
cmd-new-six_dice-description = tris: throw six dice, the best five count
cmd-new-negative_school = negative_school
cmd-new-negative_school-description = russian: penalties for a weak 1-6 sum
cmd-new-matches = matches
cmd-new-matches-description = russian: pay matches for extra throws
cmd-new-language = language
cmd-new-language-description = The language of the game's messages and pictures (default: the server's)
cmd-new-bots = bots
cmd-new-bots-description = Bot players to seat at once (solo against the bot: 1)
cmd-new-level = level
cmd-new-level-description = How well the bot players play: easy, normal or hard
cmd-new-pace = pace
cmd-new-pace-description = live (default), or slow: turns may take hours
choice-pace-live = live
choice-pace-slow = slow

cmd-join = join
cmd-join-description = Join the lobby in this channel
cmd-join-team = team
cmd-join-team-description = Team modes: the team to play for (1 to 4)
cmd-leave = leave
cmd-leave-description = Leave the lobby in this channel
cmd-start = start
cmd-start-description = Start the game (host)

cmd-roll = roll
cmd-roll-description = Throw the dice
cmd-roll-keep = keep
cmd-roll-keep-description = Dice to keep, by position as on the picture, e.g. 1 3 4
cmd-hold = hold
cmd-hold-description = Keep or release dice for the next throw
cmd-hold-dice = dice
cmd-hold-dice-description = Positions to keep or release, e.g. 2 5
cmd-announce = announce
cmd-announce-description = Announce a cell right after the first throw
cmd-announce-cell = cell
cmd-announce-cell-description = An empty cell of the announce column
cmd-write = write
cmd-write-description = Write the dice into a cell
cmd-write-cell = cell
cmd-write-cell-description = A cell you may write now (the list shows each value)
cmd-cross = cross
cmd-cross-description = Cross a cell out (write 0)
cmd-cross-cell = cell
cmd-cross-cell-description = A cell you may cross now
cmd-enough = enough
cmd-enough-description = Stop throwing (Kontra) or pass to your partner
cmd-correct = correct
cmd-correct-description = Yamm: move your last result to another cell
cmd-correct-cell = cell
cmd-correct-cell-description = Where the last result should go

cmd-hint = hint
cmd-hint-description = Your best options now, by the bot (only you see it)
cmd-sheet = sheet
cmd-sheet-description = See a score sheet (only you see the answer)
cmd-sheet-member = member
cmd-sheet-member-description = Whose sheet (default: yours, or the current player's)
cmd-rules = rules
cmd-rules-description = The rules of a ruleset, short, with its sheet
cmd-rules-ruleset = ruleset
cmd-rules-ruleset-description = Which rules
cmd-help = help
cmd-help-description = A short tour: how a game goes, and every command
cmd-end = end
cmd-end-description = End the game in this channel (host or moderators)

cmd-yamb-scores = yamb-scores
cmd-yamb-scores-description = Leaderboard, stats, duels and records of this server's games
cmd-leaderboard = leaderboard
cmd-leaderboard-description = The server's best players
cmd-leaderboard-ruleset = ruleset
cmd-leaderboard-ruleset-description = Only this ruleset (ratings: default classic)
cmd-leaderboard-mode = mode
cmd-leaderboard-mode-description = Only this mode
cmd-leaderboard-period = period
cmd-leaderboard-period-description = All time, the last 30 days, or this season
cmd-leaderboard-sort = sort
cmd-leaderboard-sort-description = Order by wins, win rate, average, best score or rating
cmd-leaderboard-season = season
cmd-leaderboard-season-description = An earlier season: 2026-10 (a month) or 2026-Q3 (a quarter)
cmd-stats = stats
cmd-stats-description = A member's games, wins, streak and recent scores
cmd-stats-member = member
cmd-stats-member-description = Whose (default: yours)
cmd-duel-record = duel-record
cmd-duel-record-description = Head-to-head record of two members
cmd-duel-record-member = member
cmd-duel-record-member-description = The rival
cmd-duel-record-other = other
cmd-duel-record-other-description = The other member (default: you)
cmd-history = history
cmd-history-description = Recent games on this server
cmd-export = export
cmd-export-description = Attach the record of an ended game
cmd-export-game = game
cmd-export-game-description = The game number (default: the latest)
cmd-kick = kick
cmd-kick-description = Remove a player (host or moderators)
cmd-kick-member = member
cmd-kick-member-description = The player to remove

cmd-yamb-settings = yamb-settings
cmd-yamb-settings-description = Server settings for Yamb (Manage Server)
cmd-yamb-settings-default_ruleset = default_ruleset
cmd-yamb-settings-default_ruleset-description = Ruleset of /yamb new when none is chosen
cmd-yamb-settings-default_mode = default_mode
cmd-yamb-settings-default_mode-description = Mode of /yamb new when none is chosen
cmd-yamb-settings-turn_timeout = turn_timeout
cmd-yamb-settings-turn_timeout-description = Minutes before a player is reminded (then played for)
cmd-yamb-settings-allow_channel = allow_channel
cmd-yamb-settings-allow_channel-description = Allow games in this channel (once any is set, only those)
cmd-yamb-settings-disallow_channel = disallow_channel
cmd-yamb-settings-disallow_channel-description = No longer allow games in this channel
cmd-yamb-settings-everywhere = everywhere
cmd-yamb-settings-everywhere-description = Allow games in every channel again
cmd-yamb-settings-threads = threads
cmd-yamb-settings-threads-description = Play each game in a thread of its own (default yes)
cmd-yamb-settings-language = language
cmd-yamb-settings-language-description = Language of games, and of answers to members who chose none
cmd-yamb-settings-hints = hints
cmd-yamb-settings-hints-description = Hints (/yamb hint): on, off, or practice (games with a bot or alone; default)
cmd-yamb-settings-bot_pace_ms = bot_pace_ms
cmd-yamb-settings-bot_pace_ms-description = Milliseconds between a bot player's steps (default 1000)
cmd-yamb-settings-slow_turn_hours = slow_turn_hours
cmd-yamb-settings-slow_turn_hours-description = Hours a turn of a slow game may take (default 24)
cmd-yamb-settings-slow_timeout = slow_timeout
cmd-yamb-settings-slow_timeout-description = When a slow turn runs out: the bot plays it (default), or the game ends
choice-slow_timeout-bot = the bot plays the turn
choice-slow_timeout-end = the game ends
cmd-yamb-settings-daily_channel = daily_channel
cmd-yamb-settings-daily_channel-description = Announce the daily challenge here at 00:00 UTC
cmd-yamb-settings-daily_channel_off = daily_channel_off
cmd-yamb-settings-daily_channel_off-description = No longer announce the daily challenge
cmd-yamb-settings-season = season
cmd-yamb-settings-season-description = Leaderboard seasons: calendar months (default), quarters, or off
cmd-yamb-settings-season_channel = season_channel
cmd-yamb-settings-season_channel-description = Post each season's top three here when it ends
cmd-yamb-settings-season_channel_off = season_channel_off
cmd-yamb-settings-season_channel_off-description = No longer post the season's top three
cmd-yamb-settings-web = web
cmd-yamb-settings-web-description = The server's pages on the website (boards, profiles, replays): on or off (default)

cmd-daily = daily
cmd-daily-description = Today's challenge: the same dice for everyone, one try (only you see it)
cmd-daily-show = show
cmd-daily-show-description = The day's board, or your past dailies
cmd-daily-day = day
cmd-daily-day-description = Another day's board: a date (2026-11-28) or number (#12)
cmd-daily-everywhere = everywhere
cmd-daily-everywhere-description = The board of every server
choice-daily-board = board
choice-daily-history = history

cmd-games = games
cmd-games-description = Your running games
cmd-notify = notify
cmd-notify-description = How you hear it is your turn
cmd-notify-how = how
cmd-notify-how-description = DM, mention, or nothing
choice-notify-dm = direct message
choice-notify-mention = mention
choice-notify-off = nothing
choice-notify-default = default

cmd-language = language
cmd-language-description = The language I answer you in (only you)
cmd-language-language = language
cmd-language-language-description = Your language, or your Discord's

## Fixed choices

choice-ruleset-classic = classic
choice-ruleset-bulgarian = bulgarian
choice-ruleset-yamm = yamm
choice-ruleset-russian = russian
choice-ruleset-tris = tris
choice-mode-standard = standard (everyone for themselves)
choice-mode-kontra = kontra (a duel: your opponent writes your sheet)
choice-mode-pairs = pairs (two partners, one sheet, one of two results)
choice-mode-team = team (two partners, two sheets)
choice-mode-partners = partners (teams share a sheet, turns alternate)
choice-period-all = all time
choice-period-30d = last 30 days
choice-period-season = this season
choice-season-month = months
choice-season-quarter = quarters
choice-season-off = no seasons
choice-sort-wins = wins
choice-sort-win_rate = win rate
choice-sort-average = average
choice-sort-best = best
choice-sort-rating = rating
choice-language-auto = Discord's language
choice-level-easy = easy
choice-level-normal = normal
choice-level-hard = hard
choice-hints-on = on
choice-hints-off = off
choice-hints-practice = practice (games with a bot, or alone)
choice-web-on = on: the server's pages on the website
choice-web-off = off: no pages on the website

## /yamb-tournament and /yamb-tournament-admin

cmd-yamb-tournament = yamb-tournament
cmd-yamb-tournament-description = The server's tournaments: join, leave, standings
cmd-yamb-tournament-admin = yamb-tournament-admin
cmd-yamb-tournament-admin-description = Run a tournament (Manage Events)
cmd-t-join = join
cmd-t-join-description = Join a tournament that is signing up
cmd-t-join-tournament = tournament
cmd-t-join-tournament-description = Its number (default: the newest open one here)
cmd-t-leave = leave
cmd-t-leave-description = Leave a tournament before it starts
cmd-t-leave-tournament = tournament
cmd-t-leave-tournament-description = Its number (default: the newest open one here)
cmd-t-show = show
cmd-t-show-description = A tournament's standings or bracket, and its round's games
cmd-t-show-tournament = tournament
cmd-t-show-tournament-description = Its number (default: the newest one here)
cmd-t-list = list
cmd-t-list-description = This server's tournaments
cmd-t-drop = drop
cmd-t-drop-description = Stop playing in a tournament from the next round
cmd-t-drop-member = member
cmd-t-drop-member-description = Someone else (organisers only)
cmd-t-drop-tournament = tournament
cmd-t-drop-tournament-description = Its number (default: the newest open one here)
cmd-t-create = create
cmd-t-create-description = Open a tournament's sign-up in this channel
cmd-t-create-name = name
cmd-t-create-name-description = Its name (plain words)
cmd-t-create-format = format
cmd-t-create-format-description = Swiss, knockout or round robin
cmd-t-create-ruleset = ruleset
cmd-t-create-ruleset-description = The ruleset of every game (default: the server's)
cmd-t-create-mode = mode
cmd-t-create-mode-description = Kontra duels (default) or standard duels
cmd-t-create-pace = pace
cmd-t-create-pace-description = Live (default) or over days
cmd-t-create-players = players
cmd-t-create-players-description = At most this many players
cmd-t-create-start_in = start_in
cmd-t-create-start_in-description = Start by itself in this many minutes
cmd-t-create-checkin = checkin
cmd-t-create-checkin-description = Players check in during the last minutes before the start
cmd-t-create-bots = bots
cmd-t-create-bots-description = Bot players to fill the field
cmd-t-create-bot_level = bot_level
cmd-t-create-bot_level-description = How well the bot entrants play (default: hard)
cmd-t-create-rounds = rounds
cmd-t-create-rounds-description = Swiss rounds (default: log2 of the players, plus one)
cmd-t-start = start
cmd-t-start-description = Start a tournament now
cmd-t-start-tournament = tournament
cmd-t-start-tournament-description = Its number (default: the newest open one here)
cmd-t-settle = settle
cmd-t-settle-description = Decide a tournament game that cannot finish
cmd-t-settle-game = game
cmd-t-settle-game-description = The game's number (see /yamb-tournament show)
cmd-t-settle-result = result
cmd-t-settle-result-description = Who wins it, as the round lists the pair
cmd-t-settle-tournament = tournament
cmd-t-settle-tournament-description = Its number (default: the newest open one here)
cmd-t-cancel = cancel
cmd-t-cancel-description = Cancel a tournament; its games in play end
cmd-t-cancel-tournament = tournament
cmd-t-cancel-tournament-description = Its number (default: the newest open one here)
choice-format-swiss = Swiss
choice-format-knockout = knockout
choice-format-round-robin = round robin
choice-tmode-kontra = Kontra duels
choice-tmode-duel = standard duels (higher total wins)
choice-result-first = the first player wins
choice-result-second = the second player wins
choice-result-tie = a tie
