## Was Discord in der Befehlsliste zeigt (Schema der Ids und Regeln: en/commands.ftl).
## Namen: Kleinbuchstaben, ohne Leerzeichen, höchstens 32 Zeichen. Beschreibungen: höchstens 100.

cmd-yamb = yamb
cmd-yamb-description = Yamb spielen, das Würfelspiel, in diesem Kanal

cmd-new = neu
cmd-new-description = Ein Spiel in diesem Kanal eröffnen (eine Lobby zum Beitreten)
cmd-new-ruleset = regeln
cmd-new-ruleset-description = Welche Regeln: klassisch, bulgarisch, Yamm, russisch oder Tris
cmd-new-mode = modus
cmd-new-mode-description = Standard, Kontra (ein Duell), Paare, Team oder Partner
cmd-new-opponent = gegner
cmd-new-opponent-description = Kontra: dieses Mitglied zum Duell fordern
cmd-new-bonus_threshold = bonusgrenze
cmd-new-bonus_threshold-description = klassisch/Tris: die Summe 1–6, die den Bonus bringt (Standard 60)
cmd-new-six_dice = sechs_würfel
cmd-new-six_dice-description = Tris: sechs Würfel werfen, die besten fünf zählen
cmd-new-negative_school = negative_schule
cmd-new-negative_school-description = russisch: Strafen für eine schwache Summe 1–6
cmd-new-matches = streichhölzer
cmd-new-matches-description = russisch: zusätzliche Würfe mit Streichhölzern bezahlen
cmd-new-language = sprache
cmd-new-language-description = Die Sprache der Nachrichten und Bilder des Spiels (Standard: die des Servers)

cmd-join = beitreten
cmd-join-description = Der Lobby in diesem Kanal beitreten
cmd-join-team = team
cmd-join-team-description = Team-Modi: das Team, für das du spielst (1 bis 4)
cmd-leave = verlassen
cmd-leave-description = Die Lobby in diesem Kanal verlassen
cmd-start = starten
cmd-start-description = Das Spiel starten (Gastgeber)

cmd-roll = würfeln
cmd-roll-description = Die Würfel werfen
cmd-roll-keep = liegen_lassen
cmd-roll-keep-description = Würfel, die liegen bleiben, nach Platz im Bild, z. B. 1 3 4
cmd-hold = liegen_lassen
cmd-hold-description = Würfel für den nächsten Wurf liegen lassen oder wieder aufnehmen
cmd-hold-dice = würfel
cmd-hold-dice-description = Plätze der Würfel, die liegen bleiben oder mitgeworfen werden, z. B. 2 5
cmd-announce = ansagen
cmd-announce-description = Ein Feld gleich nach dem ersten Wurf ansagen
cmd-announce-cell = feld
cmd-announce-cell-description = Ein leeres Feld der Ansage-Spalte
cmd-write = schreiben
cmd-write-description = Die Würfel in ein Feld schreiben
cmd-write-cell = feld
cmd-write-cell-description = Ein Feld, in das du jetzt schreiben darfst (die Liste zeigt die Werte)
cmd-cross = streichen
cmd-cross-description = Ein Feld durchstreichen (0 schreiben)
cmd-cross-cell = feld
cmd-cross-cell-description = Ein Feld, das du jetzt streichen darfst
cmd-enough = genug
cmd-enough-description = Aufhören zu werfen (Kontra) oder an den Partner abgeben
cmd-correct = korrigieren
cmd-correct-description = Yamm: dein letztes Resultat in ein anderes Feld verschieben
cmd-correct-cell = feld
cmd-correct-cell-description = Wohin das letzte Resultat soll

cmd-sheet = blatt
cmd-sheet-description = Ein Wertungsblatt ansehen (nur du siehst die Antwort)
cmd-sheet-member = mitglied
cmd-sheet-member-description = Wessen Blatt (Standard: deins oder das des Spielers am Zug)
cmd-rules = regeln
cmd-rules-description = Die Regeln einer Variante, kurz, mit ihrem Blatt
cmd-rules-ruleset = regeln
cmd-rules-ruleset-description = Welche Regeln
cmd-help = hilfe
cmd-help-description = Ein kurzer Rundgang: wie ein Spiel läuft, und alle Befehle
cmd-end = beenden
cmd-end-description = Das Spiel in diesem Kanal beenden (Gastgeber oder Moderatoren)

cmd-leaderboard = rangliste
cmd-leaderboard-description = Die besten Spieler des Servers
cmd-leaderboard-ruleset = regeln
cmd-leaderboard-ruleset-description = Nur diese Regeln (Wertung: Standard klassisch)
cmd-leaderboard-mode = modus
cmd-leaderboard-mode-description = Nur dieser Modus
cmd-leaderboard-period = zeitraum
cmd-leaderboard-period-description = Gesamte Zeit oder die letzten 30 Tage
cmd-leaderboard-sort = sortierung
cmd-leaderboard-sort-description = Nach Siegen, Siegquote, Schnitt, bestem Resultat oder Wertung
cmd-stats = statistik
cmd-stats-description = Spiele, Siege, Serie und letzte Resultate eines Mitglieds
cmd-stats-member = mitglied
cmd-stats-member-description = Wessen (Standard: deine)
cmd-duel-record = duelle
cmd-duel-record-description = Direkter Vergleich zweier Mitglieder
cmd-duel-record-member = mitglied
cmd-duel-record-member-description = Der Rivale
cmd-duel-record-other = anderes
cmd-duel-record-other-description = Das andere Mitglied (Standard: du)
cmd-history = verlauf
cmd-history-description = Die letzten Spiele auf diesem Server
cmd-export = export
cmd-export-description = Das Protokoll eines beendeten Spiels anhängen
cmd-export-game = spiel
cmd-export-game-description = Die Nummer des Spiels (Standard: das letzte)
cmd-kick = entfernen
cmd-kick-description = Einen Spieler entfernen (Gastgeber oder Moderatoren)
cmd-kick-member = mitglied
cmd-kick-member-description = Der Spieler, der entfernt wird

cmd-settings = einstellungen
cmd-settings-description = Yamb-Einstellungen des Servers (Server verwalten)
cmd-settings-default_ruleset = standard_regeln
cmd-settings-default_ruleset-description = Regeln von /yamb neu, wenn keine gewählt sind
cmd-settings-default_mode = standard_modus
cmd-settings-default_mode-description = Modus von /yamb neu, wenn keiner gewählt ist
cmd-settings-turn_timeout = zugzeit
cmd-settings-turn_timeout-description = Minuten, bis ein Spieler erinnert wird (danach wird für ihn gespielt)
cmd-settings-allow_channel = kanal_erlauben
cmd-settings-allow_channel-description = Spiele in diesem Kanal erlauben (sobald einer gesetzt ist, nur dort)
cmd-settings-disallow_channel = kanal_verbieten
cmd-settings-disallow_channel-description = Spiele in diesem Kanal nicht mehr erlauben
cmd-settings-everywhere = überall
cmd-settings-everywhere-description = Spiele wieder in allen Kanälen erlauben
cmd-settings-threads = threads
cmd-settings-threads-description = Jedes Spiel in einem eigenen Thread (Standard ja)
cmd-settings-language = sprache
cmd-settings-language-description = Sprache der Spiele und der Antworten an Mitglieder ohne eigene Wahl

cmd-language = sprache
cmd-language-description = Die Sprache, in der ich dir antworte (nur dir)
cmd-language-language = sprache
cmd-language-language-description = Deine Sprache oder die deines Discord

## Feste Auswahlen

choice-ruleset-classic = klassisch
choice-ruleset-bulgarian = bulgarisch
choice-ruleset-yamm = Yamm (Schweizer)
choice-ruleset-russian = russisch
choice-ruleset-tris = Tris
choice-mode-standard = Standard (jeder für sich)
choice-mode-kontra = Kontra (ein Duell: der Gegner schreibt auf dein Blatt)
choice-mode-pairs = Paare (zwei Partner, ein Blatt, das bessere Resultat)
choice-mode-team = Team (zwei Partner, zwei Blätter)
choice-mode-partners = Partner (das Team teilt ein Blatt, abwechselnd am Zug)
choice-period-all = gesamte Zeit
choice-period-30d = letzte 30 Tage
choice-sort-wins = Siege
choice-sort-win_rate = Siegquote
choice-sort-average = Schnitt
choice-sort-best = bestes Resultat
choice-sort-rating = Wertung
choice-language-auto = Sprache von Discord

## Bot players and hints: English until translated

cmd-new-bots = bots
cmd-new-bots-description = Bot players to seat at once (solo against the bot: 1)
cmd-new-level = level
cmd-new-level-description = How well the bot players play: easy, normal or hard
cmd-hint = hint
cmd-hint-description = Your best options now, by the bot (only you see it)
cmd-settings-hints = hints
cmd-settings-hints-description = Hints (/yamb hint): on, off, or practice (games with a bot or alone; default)
cmd-settings-bot_pace_ms = bot_pace_ms
cmd-settings-bot_pace_ms-description = Milliseconds between a bot player's steps (default 1000)
choice-level-easy = easy
choice-level-normal = normal
choice-level-hard = hard
