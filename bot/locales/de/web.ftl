# Die Website (bot/web): die Wörter ihres Rahmens, ihrer Ranglisten und Profile. Wörter wie in
# de/bot.ftl, geschrieben mit ss wie in der Schweiz.

web-site-name = Yamb
web-skip = Zum Inhalt springen
web-languages = Sprachen
web-footer = Seiten des Yamb-Bots, nur zum Lesen. Die Namen stehen so, wie die Spieler sie zuletzt auf Discord verwendet haben.
web-error-404 = Hier ist nichts. Vielleicht ist die Adresse vertippt, oder dieser Server zeigt seine Seiten nicht auf der Website.
web-error-400 = Diese Adresse verlangt etwas, das die Seite nicht zeigen kann (eine Seitenzahl oder eine Auswahl ausserhalb des Bereichs).
web-error-405 = Diese Website zeigt nur Seiten an und ändert nichts.
web-error-429 = Zu viele Anfragen von deiner Adresse: Warte einen Moment und versuche es noch einmal.
web-error-other = Etwas ist schiefgelaufen.
web-error-season-off = Dieser Server hat keine Saisons: seine Ranglisten zeigen die gesamte Zeit oder die letzten 30 Tage.
web-server-title = Yamb auf diesem Server
web-board = Rangliste
web-ruleset = Regeln
web-mode = Modus
web-period = Zeitraum
web-period-all = gesamte Zeit
web-period-30d = letzte 30 Tage
web-period-season = diese Saison
web-season = Saison
web-season-none = keine (die des Zeitraums)
web-order = Sortierung
web-order-wins = nach Siegen
web-order-win_rate = nach Siegquote
web-order-average = nach Schnitt
web-order-best = nach bestem Resultat
web-order-rating = nach Wertung
web-show = Anzeigen
web-member = Spieler
web-rating = Wertung
web-win-rate = Siegquote
web-average = Schnitt
web-best = Bestes
web-kontra-best = Kontra: bestes (tiefstes Total)
web-pages = Seiten der Rangliste
web-page-of = Seite { $page } von { $pages }
web-recent = Letzte Spiele
web-won = Sieg
web-per-ruleset = Je Regeln
web-streak = aktuell { $current }, beste { $best }
web-rating-over-time = Wertung im Zeitverlauf
web-rating-chart = Wertung { $ruleset } nach jedem Spiel: jetzt { $rating }, zwischen { $low } und { $high }
web-podium = Podest
web-place = { $place ->
    [1] Erster Platz
    [2] Zweiter Platz
    [3] Dritter Platz
   *[other] Platz { $place }
}
web-standings = Tabelle
web-points = Punkte
web-wdl = Siege–Unentschieden–Niederlagen
web-bracket = Turnierbaum
web-rounds = Runden
web-bye = { $who } hat ein Freilos (ein Sieg)
web-sits-out = { $who } setzt diese Runde aus (kein Punkt)
web-forfeit = kampflos
web-playing = läuft
web-replay = Wiederholung
web-no-rounds = Für noch keine Runde stehen die Paarungen fest.
