# The website (bot/web): the words of its frame, its boards and its profiles. The replay, the
# daily challenge and tournaments have web-replay.ftl, web-daily.ftl and web-tournament.ftl.
web-site-name = Yamb
web-skip = Skip to the content
web-languages = Languages
web-footer = Read-only pages of the Yamb bot. Names are as the players last used them on Discord.
web-error-404 = There is nothing here. The address may be mistyped, or this server does not show its pages on the website.
web-error-400 = This address asks for something the page cannot show (a page number or a choice out of range).
web-error-405 = This website only shows pages: it changes nothing.
web-error-429 = Too many requests from your address: wait a moment and try again.
web-error-other = Something went wrong.
web-error-season-off = This server has no seasons: its boards are of all time or of the last 30 days.
web-server-title = Yamb on this server
web-board = Leaderboard
web-ruleset = Ruleset
web-mode = Mode
web-period = Period
web-period-all = all time
web-period-30d = last 30 days
web-period-season = this season
web-season = Season
web-season-none = none (the period's board)
web-order = Order
web-order-wins = by wins
web-order-win_rate = by win rate
web-order-average = by average score
web-order-best = by best score
web-order-rating = by rating
web-show = Show
web-member = Player
web-rating = Rating
web-win-rate = Win rate
web-average = Average
web-best = Best
web-kontra-best = Kontra: best (lowest)
web-pages = Pages of the board
web-page-of = Page { $page } of { $pages }
web-recent = Latest games
web-won = won
web-per-ruleset = Per ruleset
web-streak = { $current } now, best { $best }
web-rating-over-time = Rating over time
web-rating-chart = { $ruleset } rating after each game: now { $rating }, between { $low } and { $high }
web-podium = Podium
web-place = { $place ->
    [1] First
    [2] Second
    [3] Third
   *[other] Place { $place }
}
web-standings = Standings
web-points = Points
web-wdl = Won–drawn–lost
web-bracket = Bracket
web-rounds = Rounds
web-bye = { $who } has a bye (a win)
web-sits-out = { $who } sits this round out (no point)
web-forfeit = forfeit
web-playing = playing
web-replay = Replay
web-no-rounds = No round has been paired yet.
