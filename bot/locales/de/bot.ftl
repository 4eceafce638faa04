# Alles, was der Bot den Spielern sagt, auf Deutsch. Spielwörter: docs/glossary.tsv (Spalte de);
# Yamm behält seine Schweizer Wörter, und geschrieben wird mit ss wie in der Schweiz.
# Namen und andere Texte, die Spieler getippt haben, kommen schon entschärft: kein Markdown darum.
# Befehle stehen mit den Namen aus de/commands.ftl (so zeigt sie Discord auf Deutsch).

## Die Lobby

lobby-title = 🎲 Yamb-Lobby: { $ruleset }, { $mode }
lobby-body = Gastgeber: { $host }
    Spieler ({ $count }): { $players }
    Drück **Beitreten**, dann drückt der Gastgeber **Starten**.
lobby-body-dm = Gastgeber: { $host }
    Spieler ({ $count }): { $players }
    Diese Direktnachricht siehst nur du: füg nach Belieben Bots hinzu, dann drück **Starten** (ohne sie spielst du allein).
lobby-nobody = noch niemand
lobby-options = Optionen: { $options }
lobby-option-bonus_threshold = Bonus ab { $value }
lobby-option-six_dice = sechs Würfel
lobby-option-negative_school = negative Schule
lobby-option-matches = Streichhölzer
lobby-option-without = ohne { $option }
lobby-host = Gastgeber: { $host }
lobby-team = Team { $team }: { $members }
lobby-pick-team = Wähl ein Team (je zwei Spieler), dann drückt der Gastgeber **Starten**.
lobby-join = Beitreten
lobby-join-team = Team { $team } beitreten
lobby-leave = Verlassen
lobby-start = Starten
lobby-cancelled = Die Lobby wurde geschlossen.
lobby-closes = ⏳ Diese Lobby schließt sich { $closes }, wenn bis dahin niemand beitritt und das Spiel nicht beginnt.
lobby-expired = Die Lobby wurde geschlossen: { $hours } Stunden lang ist niemand beigetreten und niemand hat das Spiel gestartet.
challenge-closes = ⏳ Diese Herausforderung verfällt { $closes }, wenn sie bis dahin nicht angenommen wurde.
challenge-expired = Die Herausforderung ist verfallen: Sie wurde nicht innerhalb von { $hours } Stunden angenommen.
kontra-challenge = ⚔️ { $challenger } fordert { $opponent } zum Kontra-Yamb-Duell heraus ({ $ruleset }).
kontra-press-accept = { $opponent }: Drück **Annehmen**, dann beginnt das Duell.
kontra-accept = Annehmen
kontra-decline = Ablehnen
kontra-declined = { $opponent } hat das Duell abgelehnt.
kontra-only-opponent = Nur { $opponent } kann auf diese Herausforderung antworten.
lobby-add-bot = { $bot } hinzufügen
lobby-remove-bot = Einen Bot entfernen

## Bots

bot-name = Yamb-Bot ({ $level })
bot-name-numbered = Yamb-Bot { $number } ({ $level })
bot-level-easy = leicht
bot-level-normal = normal
bot-level-hard = schwer

## Namen der Dinge

ruleset-classic = Klassisch
ruleset-bulgarian = Bulgarisch
ruleset-yamm = Yamm
ruleset-russian = Russisch
ruleset-tris = Tris
mode-name-standard = Standard
mode-name-kontra = Kontra-Duell
mode-name-pairs = Paare
mode-name-team = Team
mode-name-partners = Partner
mode-line-standard = Jeder spielt sein eigenes Blatt; das höchste Total gewinnt.
mode-line-kontra = Ein Duell: Dein Gegner schreibt auf dein Blatt (einen Wert, wo einer passt), darf nach deinem ersten Wurf für dich ansagen, und das tiefste Total gewinnt.
mode-line-pairs = Zweierteams teilen ein Blatt: Beide Partner spielen einen Zug, dann schreibt das Team eines der beiden Resultate.
mode-line-team = Zweierteams: Beide Partner spielen einen Zug, dann schreibt das Team beide Resultate, je eines auf das Blatt eines Partners.
mode-line-partners = Zweierteams teilen ein Blatt und wechseln sich ab: je ein Spieler jedes Teams ist am Zug.
thread-name = Yamb { $ruleset }
versus = gegen
team-name = Team { $team }
rules-modes-title = Die Modi (wählen mit /yamb neu modus:…)

## Das Spiel

game-started = 🎲 Yamb { $ruleset }, { $mode }: { $order }
game-in-thread = Gespielt wird in { $thread }.
game-draw = Ausmachen: { $draws }
game-fair = Faire Würfel: Jeder Wurf kommt aus einem geheimen Schlüssel, dessen SHA-256 `{ $commitment }` ist. Er wird am Schluss aufgedeckt.
game-over = 🏁 Das Spiel ist aus. Gewonnen hat { $winners }!
game-over-tie = 🏁 Das Spiel ist aus: Unentschieden zwischen { $winners }!
game-lowest-wins = (Kontra: Das tiefste Total gewinnt.)
game-total = **{ $who }**: { $total }
game-settlement = Abrechnung { $amount }
game-reveal = Schlüssel: `{ $seed }` — prüf jeden Wurf mit `python -m engine verify { $file } { $seed }`
game-ended-line = 🏁 Yamb { $ruleset }: Gewonnen hat { $winners } ({ $totals }). { $link }
game-ended-by = { $who } hat das Spiel beendet. Es bleibt als abgebrochen gespeichert und zählt für niemanden.
game-kicked = { $who } hat { $target } aus dem Spiel entfernt. Ab jetzt spielt der Bot (normal) für ihn.
game-reminder = ⏰ { $who }, du bist am Zug in Yamb ({ $minutes } Min. ohne Zug).
game-auto = ⏰ Die Zeit von { $who } ist abgelaufen: Der Bot (normal) hat für ihn gespielt und führt ihn als abwesend.
game-played-for-away = ⏰ Für abwesende Spieler gespielt.

## Die Nachricht des Zuges

turn-status-new = 🎲 Am Zug: **{ $who }**
turn-status = 🎲 **{ $who }** · Wurf { $n } von 3 · { $dice }
turn-status-paid = 🎲 **{ $who }** · Wurf { $n } (bezahlt) · { $dice }
turn-for-team = für Team { $team }
turn-enough = genug
turn-announced = ★ Angesagt: **{ $cell }**
turn-matches = { $count ->
        [one] { $count } Streichholz
       *[other] { $count } Streichhölzer
    }
decide-throw = { $who } würfelt.
decide-throw-or-decline = { $who } würfelt oder verzichtet auf den Zug: streicht ein Feld und nimmt 3 Streichhölzer.
decide-throw-or-write = { $who } lässt Würfel liegen und würfelt wieder, oder schreibt.
decide-throw-announce-write = { $who } sagt ein Feld an, lässt Würfel liegen und würfelt wieder, oder schreibt.
decide-write = { $who } schreibt das Resultat.
decide-must-announce = { $who } muss ein Feld für { $thrower } ansagen: Es sind nur noch Ansage-Felder übrig.
decide-kontra-first = { $writer } darf ein Feld für { $thrower } ansagen, oder { $who } würfelt wieder oder sagt genug.
decide-kontra-throwing = { $who } würfelt wieder oder sagt genug.
decide-kontra-announced = { $writer } lässt die Würfel von { $thrower } liegen und würfelt wieder, oder hört auf und schreibt.
decide-kontra-write = { $writer } schreibt das Resultat von { $thrower }: einen Wert, wo einer passt.
decide-kontra-announce-or-write = { $writer } sagt ein Feld für { $thrower } an oder schreibt das Resultat: einen Wert, wo einer passt.
decide-first-partner = { $who } würfelt wieder oder gibt an { $partner } ab, der den zweiten Zug des Teams spielt.
decide-first-partner-pass = { $who } hat keine Würfe mehr und gibt an { $partner } ab, der den zweiten Zug des Teams spielt.
decide-held-throw = Das Resultat von { $held } wartet; { $who } würfelt.
decide-held-write = Das Resultat von { $held } wartet; { $who } würfelt wieder, oder das Team schreibt eines der Resultate.
decide-team-writes = Das Resultat von { $held } wartet und { $who } hat keine Würfe mehr: Das Team schreibt.
line-wrote = { $who } schrieb { $value } in { $cell }
line-crossed = { $who } strich { $cell }
line-wrote-for = { $who } schrieb { $value } von { $result } in { $cell }
line-crossed-for = { $who } strich { $cell } mit dem Resultat von { $result }
line-wrote-on = { $who } schrieb { $value } in { $cell } auf dem Blatt von { $sheet }
line-crossed-on = { $who } strich { $cell } auf dem Blatt von { $sheet }
sheet-points = { $who }: bisher { $total ->
        [one] { $total } Punkt
       *[other] { $total } Punkte
    }.

## Knöpfe und Menüs

ui-throw = Würfeln
ui-throw-kept = Die anderen würfeln
ui-rematch = Revanche
ui-enough = Genug
ui-pass = An Partner abgeben
ui-announce = Feld ansagen…
ui-announce-option = { $cell } (jetzt { $value })
ui-write = Schreiben in…
ui-write-option = { $cell } → { $value }
ui-cross = ✗ Stattdessen ein Feld streichen…
ui-cross-option = { $cell } ✗
ui-correct-option = letztes Resultat nach { $cell } verschieben
ui-result = { $player } { $dice }: { $option }
ui-result-on-sheet = { $player } { $dice } → Blatt von { $sheet }: { $option }
ui-column = Spalte wählen…
ui-column-option = { $column } ({ $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    })
ui-column-option-for = Würfel von { $player }: { $column } ({ $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    })
ui-column-option-on = Würfel von { $player } → Blatt von { $sheet }: { $column } ({ $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    })
ui-pair-option = Würfel von { $player } → Blatt von { $sheet } ({ $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    })
ui-other-columns = ← andere Spalten
ui-other-pairs = ← wessen Würfel, wessen Blatt
ui-hint = Tipp

## Antworten auf Befehle (den Rest zeigt die Spielnachricht)

done-joined = Du bist dem Spiel beigetreten.
done-left = Du hast das Spiel verlassen.
done-throw = Du hast { $dice } gewürfelt (Wurf { $n }).
done-corrected = Du hast dein Resultat { $dice } von { $old } nach { $cell } verschoben, dort zählt es { $value }.
done-kept = Liegen gelassen für den nächsten Wurf: { $dice }
done-action = Erledigt: Die Spielnachricht zeigt es.
done-kicked = { $target } ist aus dem Spiel: der Bot spielt für ihn, und die Spieler wissen es.
done-rematch = Eine Revanche ist offen in { $channel }: Drück dort Starten.
done-rematch-challenge = Eine Revanche ist offen in { $channel }: { $opponent } nimmt sie dort an.
done-bot-added = Ein Bot ist der Lobby beigetreten.
done-bot-removed = Ein Bot hat die Lobby verlassen.
lobby-kicked = { $who } hat { $target } aus der Lobby entfernt.

## Absagen und Antworten

error-no-game = In diesem Kanal läuft kein Yamb. Eröffne eines mit `/yamb neu`.
error-not-player = Du spielst in diesem Spiel nicht mit.
error-kicked = Du wurdest aus diesem Spiel entfernt: der Bot (normal) spielt deine Züge.
error-member-not-playing = Dieses Mitglied spielt in diesem Spiel nicht mit.
error-busy-lobby = Hier läuft schon ein Spiel (eine Lobby, Gastgeber { $host }). Schau es dir mit `/yamb blatt` an, oder beende es mit `/yamb beenden`, wenn du der Gastgeber bist. Sie schließt sich { $closes } von selbst, wenn niemand beitritt oder das Spiel startet.
    { $link }
error-busy-challenged = { $host } hat dich hier zu einem Kontra-Yamb-Duell herausgefordert: Drück **Annehmen** ({ $link }), um zu spielen, oder **Ablehnen**. Sie verfällt { $closes } von selbst, wenn sie nicht angenommen wird.
error-busy-challenge = Hier wartet ein Kontra-Yamb-Duell: { $host } hat { $opponent } herausgefordert. Beende es mit `/yamb beenden`, wenn die Herausforderung von dir ist. Sie verfällt { $closes } von selbst, wenn sie nicht angenommen wird.
    { $link }
error-busy-game = Hier läuft schon ein Spiel ({ $ruleset }, { $mode }, Gastgeber { $host }). Schau es dir mit `/yamb blatt` an, oder beende es mit `/yamb beenden`, wenn du der Gastgeber bist.
    { $link }
error-outdated = Dieser Knopf gehört zu einem früheren Moment des Spiels. Nimm die aktuelle Nachricht: { $link }
error-no-link = die letzte Spielnachricht in diesem Kanal
error-redrawn = Das Spiel war schon weiter: Diese Nachricht zeigt wieder den aktuellen Zug. Drück nochmals, wenn du noch willst.
error-not-host = Das darf nur der Gastgeber ({ $host }) oder ein Mitglied mit «Kanäle verwalten».
error-tournament-game = Dies ist ein Spiel des Turniers **{ $name }**: Es endet durch das Spiel, durch die Uhr oder durch `/yamb-turnier-admin entscheiden spiel:{ $game }` der Turnierleitung.
error-not-admin = Yamb-Einstellungen dürfen nur Mitglieder mit «Server verwalten» ändern.
error-lobby-full = Die Lobby ist voll.
error-not-in-lobby = Du bist nicht in dieser Lobby.
error-already-joined = Du bist schon in diesem Spiel.
error-not-lobby = Das Spiel hat schon begonnen.
error-not-started = Das Spiel hat noch nicht begonnen: Der Gastgeber drückt Starten.
error-leave-started = Das Spiel hat begonnen; der Gastgeber oder ein Moderator kann `/yamb entfernen` verwenden.
error-challenge-only = Diese Lobby ist eine Duell-Herausforderung für ein Mitglied.
error-challenge-one = Fordere ein anderes Mitglied heraus, im Modus Kontra.
error-option-not-played = Die Option `{ $option }` ändert in diesem Modus nichts ({ $mode }: Dort zahlt niemand für Würfe). Eröffne den Tisch ohne sie.
error-challenge-in-dm = Fordere { $who } in einem Kanal des Servers heraus: diese Direktnachricht mit dem Bot siehst nur du.
error-choose-ruleset = Wähl Regeln ({ $rulesets }) und einen Modus.
error-bad-team = Die Teams sind von 1 bis { $count } nummeriert.
error-kick-not-in-game = { $who } ist nicht in diesem Spiel.
error-kick-host = Der Gastgeber kann nicht entfernt werden; `/yamb beenden` schliesst die Lobby.
error-first-throw-keeps = Das ist ein erster Wurf: Alle Würfel werden geworfen.
error-keep-before-throw = Zuerst würfeln: Es gibt keine Würfel zum Liegenlassen.
error-no-more-throws = Keine Würfe mehr in diesem Zug: Schreib das Resultat.
error-only-keeper = Nur { $who } wählt jetzt die Würfel, die liegen bleiben.
error-bad-dice = Nenn die Würfel nach ihrem Platz unter dem Bild, 1 bis { $count } (z. B. `1 3 4` oder `134`), oder nach den Augen, die liegen bleiben (z. B. `6 6 3`), oder `nichts`.
error-text-too-long = Das ist zu lang: höchstens { $limit } Zeichen.
error-text-empty = Schreib dort etwas, oder lass die Option weg.
error-bad-cell-text = Ein Feld wird mit Spalte und Zeile genannt, in Buchstaben und Ziffern (z. B. `{ $example }` oder `Wahl Full House`).
error-unknown-cell = Auf diesem Blatt gibt es kein Feld mit diesem Namen: Nenn Spalte und Zeile (z. B. `{ $example }`); die Liste bietet die Felder, die du jetzt nehmen darfst.
error-not-offered = Das stand nicht in der Nachricht: Wähl eine der gezeigten Möglichkeiten.
error-only-writer = Wohin das Resultat kommt, wählt nur { $who }.
error-conflict = Jemand hat im selben Moment gespielt; deiner kam als zweiter und hat nichts geändert.
error-conflict-link = Jemand hat im selben Moment gespielt; deiner kam als zweiter und hat nichts geändert. Das Spiel geht hier weiter: { $link }
error-game-over = Dieses Spiel ist vorbei. Eröffne ein neues mit `/yamb neu`.
error-unexpected = Entschuldigung, bei uns ist etwas schiefgegangen. Das Spiel ist sicher; versuch es nochmals.
error-not-allowed-channel = Auf diesem Server können in diesem Kanal keine Spiele eröffnet werden.
error-bot-cannot-post = Hier kann ich nicht spielen: Ich muss diesen Kanal sehen und darin Nachrichten, Einbettungen und Dateien senden dürfen. Bitte einen Moderator um diese Rechte.
error-board-sort = Sortiere nach Siegen, Siegquote, Schnitt, bestem Resultat oder Wertung; Zeitraum: gesamt, 30 Tage oder Saison.
error-board-filter = Unbekannte Regeln oder unbekannter Modus.
error-board-button = Dieser Ranglisten-Knopf ist kaputt; ruf /yamb-ergebnisse rangliste nochmals auf.
error-duel-same = Wähl zwei verschiedene Mitglieder.
error-bot-opponent = Fordere einen Menschen heraus, oder mich: Andere Bots spielen kein Yamb.
error-no-rematch = Nur ein beendetes Spiel kann nochmals gespielt werden.
error-bot-level = Ein Bot spielt auf der Stufe leicht, normal oder schwer.
error-bot-count = An diesem Tisch { $most ->
        [one] hat neben dir höchstens { $most } Bot Platz
       *[other] haben neben dir höchstens { $most } Bots Platz
    }.
error-no-bot = In dieser Lobby sitzt kein Bot.

## Tipps

hint-title = 💡 Deine besten Möglichkeiten jetzt (laut dem schweren Bot): der Verlust gegenüber der besten und das erwartete Spieltotal.
hint-line = { $option } → { $gain ->
    [yes] +{ NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
   *[no] { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
} (erwartet { NUMBER($total, minimumFractionDigits: 1, maximumFractionDigits: 1) })
hint-chance = { $option } { NUMBER($chance, style: "percent") }
hint-win = 🏆 Diese Züge ändern auch deine Siegchance: { $options }
hint-throw = würfeln
hint-keep = { $dice } liegen lassen
hint-keep-none = alle Würfel neu werfen
hint-announce = { $cell } ansagen
hint-write = { $value } in { $cell } schreiben
hint-cross = { $cell } durchstreichen
hint-dice-of = Würfel von { $player }
hint-sheet-of = auf dem Blatt von { $player }
hint-stop = genug
hint-pass = an den Partner abgeben
hint-correct = dein letztes Resultat nach { $cell } verschieben
hint-wait = den Spieler am Zug weiterwürfeln lassen
hint-nothing = Gerade wartet nichts auf dich: Ein Tipp gilt deinem eigenen Zug.
hint-preparing = Der Bot (schwer) rechnet noch die eigene Bonusschwelle dieses Spiels durch (ein, zwei Minuten, einmalig): frag gleich noch einmal.
hint-off = Tipps sind auf diesem Server ausgeschaltet.
hint-practice-only = Tipps gibt es hier nur in Übungsspielen: gegen den Bot oder allein.

## Absagen nach den Regeln (die Absagecodes der Spielmaschine)

refusal-no_players = Ein Spiel braucht mindestens einen Spieler.
refusal-duplicate_player = Ein Spieler kann nur einmal am Tisch sitzen.
refusal-bad_player = Spielernamen haben 1 bis 100 Zeichen.
refusal-kontra_announce = Kontra-Yamb braucht eine Ansage-Spalte; { $ruleset } hat keine.
refusal-kontra_two = Kontra-Yamb ist ein Duell: genau zwei Spieler.
refusal-no_teams = Dieser Modus hat keine Teams.
refusal-teams_needed = Dieser Modus wird von Zweierteams gespielt.
refusal-teams_too_few = Partner wird von zwei oder mehr Zweierteams gespielt.
refusal-team_size = Jedes Team hat genau zwei Spieler.
refusal-teams_mismatch = Die Spieler müssen die Mitglieder der Teams sein.
refusal-team_full = Team { $team } hat schon zwei Spieler.
refusal-team_needed = Zuerst wählen alle ein Team (noch nicht: { $players }).
refusal-seating_mismatch = Die Sitzordnung muss genau aus den beigetretenen Spielern bestehen.
refusal-unknown_mode = Unbekannter Modus; wähl einen von: standard, kontra, pairs, team, partners.
refusal-unknown_ruleset = Unbekannte Regeln; wähl eine von: classic, bulgarian, yamm, russian, tris.
refusal-unknown_option = Unbekannte Option.
refusal-option_not_for_ruleset = Diese Option gehört nicht zu diesen Regeln.
refusal-bad_option = Optionswerte sind Zahlen oder ja/nein, in ihrem Bereich.
refusal-options_need_ruleset = Wähl für die Optionen Standardregeln.
refusal-bad_timeout = Die Zugzeit beträgt { $low } bis { $high } Minuten.
refusal-bad_channels = Kanäle werden als Liste von Kanal-Ids angegeben.
refusal-disallow_everywhere = Spiele dürfen in jedem Kanal beginnen: Es gibt keine Liste, aus der ein Kanal entfernt werden könnte. Nenne zuerst mit `kanal_erlauben` die Kanäle, in denen sie beginnen dürfen.
refusal-disallow_last = { $channel } ist der einzige Kanal, in dem Spiele beginnen dürfen; ohne ihn dürften sie überall beginnen. Erlaube zuerst einen anderen oder nutze `überall:True`.
refusal-bad_flag = Diese Einstellung ist ja oder nein.
refusal-bad_hints = Tipps sind an, aus oder nur zur Übung.
refusal-bad_season = Saisons sind Monate, Quartale oder aus.
refusal-bad_web = Die Website ist an oder aus.
refusal-bad_bot_pace = Das Tempo eines Bots beträgt { $low } bis { $high } Millisekunden pro Schritt.
refusal-bad_slow_hours = Ein Zug eines langsamen Spiels dauert { $low } bis { $high } Stunden.
refusal-bad_slow_timeout = Läuft ein langsamer Zug ab, spielt ihn der Bot, oder das Spiel endet.
refusal-bad_language = Unbekannte Sprache; wähl eine von: { $languages }.
refusal-game_over = Das Spiel ist vorbei.
refusal-game_not_over = Das Spiel ist noch nicht vorbei.
refusal-not_in_game = { $player } spielt in diesem Spiel nicht mit.
refusal-unknown_action = Unbekannte Aktion.
refusal-bad_record = Dieses Spielprotokoll kann nicht gelesen werden.
refusal-bad_draw = Das Ausmachen im Protokoll kann nicht gelesen werden.
refusal-draw_not_from_seed = Das Ausmachen im Protokoll kommt nicht aus dem Schlüssel des Spiels.
refusal-too_many_actions = Ein Spielprotokoll enthält zu viele Aktionen.
refusal-not_from_seed = Diese Würfel kommen nicht aus dem Schlüssel des Spiels: Lass den Bot würfeln.
refusal-not_your_turn = Du bist nicht dran mit { $what ->
        [throw] Würfeln
        [stop] Aufhören
        [announce] Ansagen
       *[write] Schreiben
    }: { $expected } ist am Zug.
refusal-keep_before_throw = Zuerst würfeln: Es gibt keine Würfel zum Liegenlassen.
refusal-bad_die = Die Würfel sind von 1 bis { $count } nummeriert, und jeder bleibt höchstens einmal liegen.
refusal-bad_dice = Ein Wurf zeigt { $count } Würfel, jeder 1 bis 6.
refusal-kept_changed = Ein liegender Würfel kann seine Augen nicht ändern.
refusal-turn_over = Der Zug ist vorbei: Schreib das andere Resultat.
refusal-kontra_keeps = Ein Feld wurde angesagt: Welche Würfel liegen bleiben, wählt dein Gegner.
refusal-stopped = Du hast genug gesagt: Das Würfeln ist vorbei.
refusal-no_more_throws = Das war Wurf { $throws }: keine Würfe mehr, schreib das Resultat.
refusal-pass_to_partner = Das war Wurf { $throws }: keine Würfe mehr, gib an { $player } ab.
refusal-must_announce = Nur noch Ansage-Felder sind übrig: Ein Feld muss angesagt werden.
refusal-stop_before_throw = Zuerst würfeln.
refusal-kontra_writer_stops = Ein Feld wurde angesagt: Wann aufgehört wird, entscheidet dein Gegner.
refusal-cannot_stop = Da gibt es nichts aufzuhören: Schreib das Resultat.
refusal-kontra_announcer = Im Kontra-Yamb sagt dein Gegner für dich an.
refusal-announce_before_throw = Angesagt wird gleich nach dem ersten Wurf.
refusal-announced_twice = In diesem Zug ist schon ein Feld angesagt.
refusal-announce_too_late = Ansagen geht nur gleich nach dem ersten Wurf.
refusal-not_announce_cell = { $cell } ist in keiner Ansage-Spalte.
refusal-cell_filled = { $cell } ist schon ausgefüllt.
refusal-unknown_cell = Auf einem Blatt { $ruleset } gibt es kein Feld { $cell } (Felder sehen aus wie { $example }).
refusal-result_not_named = In diesem Modus nennt ein Eintrag kein Resultat: Es ist das des Werfers.
refusal-sheet_not_named = In diesem Modus nennt ein Eintrag kein Blatt: Er kommt auf das Blatt der Runde.
refusal-kontra_writer = Im Kontra-Yamb schreibt dein Gegner dein Resultat.
refusal-write_before_throw = Zuerst würfeln, dann schreiben.
refusal-kontra_not_enough = { $player } würfelt noch: Warte, bis er genug sagt.
refusal-partner_to_throw = { $player } spielt seinen Zug, bevor das Team schreibt.
refusal-bad_result = Nenn, wessen Resultat du schreibst: { $results }.
refusal-bad_sheet = Nenn das Blatt, auf das du schreibst: { $sheets }.
refusal-announced_sheet = Ein angesagtes Resultat kommt auf das Blatt dessen, der es angesagt hat.
refusal-announced_elsewhere = { $cell } wurde angesagt: Der Zug endet mit einem Eintrag dort.
refusal-kontra_must_write = Ein Wert ist möglich, also muss er geschrieben werden: Streichen ist nicht erlaubt.
refusal-sum_row_cross = Max, Min, Hoch und Tief bekommen immer die Summe der Würfel.
refusal-announce_only = In { $cell } darf nur nach einer Ansage geschrieben werden.
refusal-kontra_value = { $cell } kann diese Würfel nicht nehmen: Ein Wert muss geschrieben werden, wo einer möglich ist, und Max muss über Min bleiben.
refusal-column_order = { $cell } ist nicht an der Reihe: Die Spalte { $column } füllt sich { $order ->
        [down] von oben nach unten
        [up] von unten nach oben
       *[other] in ihrer Reihenfolge
    }.
refusal-no_correction = { $ruleset } kennt keine Korrekturen.
refusal-nothing_to_correct = Es gibt kein Resultat von dir zum Verschieben (eine Korrektur geht, bis der nächste Zug deiner Seite beginnt).
refusal-same_cell = Das Resultat steht schon in diesem Feld.
refusal-corrections_used = Dieses Resultat wurde schon { $most ->
        [one] einmal
       *[other] { $most }-mal
    } verschoben, so oft, wie ein Resultat verschoben werden darf.

## Rund um den Tisch

board-title = 🏆 Yamb-Rangliste
board-line = { $name } — **{ $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    }** in { $games ->
        [one] { $games } Spiel
       *[other] { $games } Spielen
    } · { NUMBER($rate, style: "percent") } · Schnitt { NUMBER($average, maximumFractionDigits: 0) }
board-line-best = bestes { $best } (Spiel Nr. { $game })
board-rating-line = { $name } — Wertung **{ NUMBER($ordinal, minimumFractionDigits: 1, maximumFractionDigits: 1) }** (μ { NUMBER($mu, minimumFractionDigits: 1, maximumFractionDigits: 1) }, σ { NUMBER($sigma, minimumFractionDigits: 1, maximumFractionDigits: 1) }) · { $games ->
        [one] { $games } Spiel
       *[other] { $games } Spiele
    }
board-rating-scope = Wertung { $ruleset } (alle Modi, gesamte Zeit)
board-all-rulesets = alle Regeln
board-all-modes = alle Modi
board-all-time = gesamte Zeit
board-30-days = letzte 30 Tage
board-season = Saison { $season }
error-board-season = Eine Saison heißt wie 2026-10 (ein Monat) oder 2026-Q3 (ein Quartal) und muss schon begonnen haben.
error-board-season-off = Dieser Server hat keine Saisons: ein Mitglied mit „Server verwalten“ wählt sie mit `/yamb-einstellungen saison:`.
board-by-wins = nach Siegen
board-by-win_rate = nach Siegquote
board-by-average = nach Schnitt
board-by-best = nach bestem Resultat
board-your-rank = { $name }: Rang { $rank } von { $of } · Seite { $page } von { $pages }
board-not-ranked = { $name }: noch nicht in dieser Rangliste · Seite { $page } von { $pages }
board-empty = Noch keine beendeten Spiele.
board-previous = ◀ Zurück
board-next = Weiter ▶
stats-none = { $who } hat auf diesem Server noch keine beendeten Spiele.
stats-streak-won = { $count ->
        [one] das letzte Spiel gewonnen
       *[other] { $count } Siege in Folge
    }
stats-streak-lost = { $count ->
        [one] das letzte Spiel nicht gewonnen
       *[other] { $count } Spiele ohne Sieg
    }
stats-games = Spiele
stats-wins = Siege
stats-wins-value = { $wins } ({ NUMBER($rate, style: "percent") })
stats-yambs = Geworfene Yambs
stats-streak = Aktuelle Serie
stats-favourite = Lieblingsregeln
stats-ruleset-line = { $games ->
        [one] { $games } Spiel
       *[other] { $games } Spiele
    } · { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    } · Schnitt { NUMBER($average, maximumFractionDigits: 0) }
stats-best = bestes { $best } (Nr. { $game })
stats-kontra-best = Kontra: bestes { $best } (Nr. { $game }; das tiefste Total gewinnt)
stats-last-scores = Letzte Resultate je Regeln, vom ältesten zum neusten:
stats-legend-won = ein Sieg
stats-legend-other = kein Sieg (oder ein Spiel allein)
stats-versus-bot = Gegen { $bot }
stats-versus-line = { $games ->
        [one] { $games } Spiel
       *[other] { $games } Spiele
    } · { $wins } gewonnen · { $losses } verloren · { $ties } unentschieden · Schnitt { NUMBER($average, maximumFractionDigits: 0) }
score-best = bestes { $best }
score-kontra-best = Kontra: bestes { $best } (das tiefste Total gewinnt)
duel-none = noch keine Spiele
duel-even = ausgeglichen
duel-margin = +{ NUMBER($margin, minimumFractionDigits: 1, maximumFractionDigits: 1) } für { $who }
duel-line = { $a } **{ $wins_a }** – **{ $wins_b }** { $b } ({ $ties ->
        [one] { $ties } Unentschieden
       *[other] { $ties } Unentschieden
    }) · mittlerer Abstand { $margin } · zuletzt { $last }
duel-tie = Unentschieden
duel-last = Letzte Begegnungen:
duel-never = Sie haben sich noch nicht getroffen.
history-none = Auf diesem Server gibt es noch keine beendeten Spiele.
history-title = 📜 Letzte Spiele
history-open = öffnen
history-hints = 💡 mit Tipps
status-finished = beendet
status-abandoned = abgebrochen
status-cancelled = abgesagt
history-footer = Das Protokoll jedes Spiels: /yamb-ergebnisse export spiel:<Nummer>
export-running = Spiel Nr. { $game } läuft noch; exportier es, wenn es vorbei ist.
export-none = Hier gibt es kein beendetes Spiel Nr. { $game }, das du sehen kannst.
export-none-here = In diesem Kanal ist noch kein Spiel zu Ende: Nenn eines mit `/yamb-ergebnisse export spiel:<Nummer>` (siehe `/yamb-ergebnisse verlauf`).
export-text = Spiel Nr. { $game } ({ $ruleset }, { $mode }, { $status }). Spiel es nach mit `python -m engine replay { $file }`; prüf die Würfel mit `python -m engine verify { $file } { $seed }`
settings-title = ⚙️ Yamb-Einstellungen dieses Servers
settings-default_ruleset = Standardregeln
settings-default_mode = Standardmodus
settings-turn_timeout_minutes = Zugzeit
settings-game_channels = Spiele dürfen beginnen in
settings-game_threads = Ein Thread je Spiel
settings-hints = Tipps
settings-hints-on = an
settings-hints-off = aus
settings-hints-practice = in Übungsspielen (mit einem Bot oder allein)
settings-bot_pace_ms = Tempo der Bots
settings-seconds = { NUMBER($seconds, maximumFractionDigits: 3) } s pro Schritt
settings-language = Sprache
settings-yes = ja
settings-no = nein
settings-minutes = { $minutes } Min.
settings-everywhere = jedem Kanal
settings-changed = Geändert.
settings-unchanged = Nichts geändert: Gib Optionen an, um eine Einstellung zu ändern.
settings-daily_channel = Tagesherausforderung angekündigt in
settings-daily-off = nirgends (aus)
settings-season = Saisons der Ranglisten
settings-season-month = Kalendermonate (UTC)
settings-season-quarter = Quartale (UTC)
settings-season-off = aus
settings-season_channel = Die besten drei der Saison gepostet in
settings-web = Webseiten
settings-web-on = an (Ranglisten, Profile und Wiederholungen des Servers auf der Website)
settings-web-off = aus
language-chosen = Ab jetzt antworte ich dir auf { $language }, egal welche Sprache dein Discord spricht. Spiele behalten ihre eigene Sprache.
language-automatic = Ab jetzt antworte ich dir in der Sprache deines Discord (jetzt: { $language }).

## /yamb hilfe

help-title = 🎲 Yamb: So wird hier gespielt
help-tour = Fünf Würfel, bis zu drei Würfe pro Zug: Lass die Würfel liegen, die dir passen (klick sie an), würfle die anderen, dann schreib das Resultat in ein Feld deines Blatts. Jedes Spiel hat seinen eigenen Thread; die Nachricht des aktuellen Zuges hat die Knöpfe, und nur die Spieler, die sie nennt, können sie benutzen. `/yamb regeln` erklärt alle Regeln und Modi.
help-start-title = Start
help-start = `/yamb neu regeln:Yamm` eröffnet hier ein Spiel (`sprache:` wählt die Sprache des Spiels; `modus:kontra gegner:@Ana` fordert ein Mitglied zum Duell; `bots:1 stufe:schwer` setzt den Bot an den Tisch, die Knöpfe der Lobby fügen weitere hinzu); die anderen drücken Beitreten, der Gastgeber Starten. `/yamb beitreten`, `/yamb verlassen`, `/yamb starten` tun dasselbe per Befehl.
help-play-title = Spielen
help-play = Die Knöpfe machen alles. Per Befehl: `/yamb würfeln liegen_lassen:1 3` (Würfel nach Platz oder Augen `6 6 3`), `/yamb liegen_lassen würfel:2 5`, `/yamb ansagen feld:ansage/yamb`, `/yamb schreiben feld:wahl/full house`, `/yamb streichen feld:abwärts/yamb`, `/yamb genug`, `/yamb korrigieren feld:wahl 2/strasse` (Yamm).
help-slow-title = Spiele über Tage
help-slow = `/yamb neu tempo:langsam`: jeder Zug darf Stunden dauern (Servereinstellung `zugzeit_langsam`, sonst 24); nach der Hälfte kommt eine Erinnerung, dann geschieht, was der Server gewählt hat. `/yamb spiele` zeigt deine laufenden Spiele, die mit deinem Zug zuerst; `/yamb meldung` wählt, wie du erfährst, dass du dran bist (Direktnachricht, Erwähnung oder nichts).
help-daily-title = Tagesherausforderung
help-daily = `/yamb täglich`: ein Spiel pro Tag, dieselben Würfel für alle, ein Versuch, privat gespielt (nur du siehst es). Dann `/yamb täglich zeigen:Rangliste` (mit `überall:True` für alle Server, `tag:2026-11-28` für einen anderen Tag) und `/yamb täglich zeigen:Verlauf`.
help-look-title = Anschauen
help-look = `/yamb blatt mitglied:@Ana` (nur du siehst es), `/yamb tipp` (deine besten Möglichkeiten jetzt, wenn der Server es erlaubt), `/yamb regeln regeln:Yamm`, `/yamb hilfe`, `/yamb sprache` (die Sprache, in der ich dir antworte).
help-table-title = Rund um den Tisch
help-table = `/yamb beenden`, `/yamb entfernen mitglied:@Bo`, `/yamb-einstellungen` (Server verwalten).
help-scores-title = Ergebnisse
help-scores = `/yamb-ergebnisse rangliste` (`zeitraum:diese Saison` die Rangliste der Saison, `saison:2026-10` eine frühere), `/yamb-ergebnisse statistik mitglied:@Ana`, `/yamb-ergebnisse duelle mitglied:@Ana`, `/yamb-ergebnisse verlauf`, `/yamb-ergebnisse export spiel:12`.

## Spiele in Threads (ein Spielbefehl im Kanal, aus dem sie kamen)

error-no-game-your-thread = Die Spiele dieses Kanals laufen in eigenen Threads. Deins ist hier: { $link }
error-no-game-your-threads = Die Spiele dieses Kanals laufen in eigenen Threads. Deine sind hier:
    { $games }
error-no-game-your-threads-more = Die Spiele dieses Kanals laufen in eigenen Threads. Deine sind hier:
    { $games }
    …und { $count ->
        [one] ein weiteres
       *[other] { $count } weitere
    }.
error-no-game-threads = In diesem Kanal selbst läuft kein Spiel: Seine Spiele haben eigene Threads. Öffne einen zum Zuschauen oder eröffne dein eigenes mit `/yamb neu`:
    { $games }
error-no-game-threads-more = In diesem Kanal selbst läuft kein Spiel: Seine Spiele haben eigene Threads. Öffne einen zum Zuschauen oder eröffne dein eigenes mit `/yamb neu`:
    { $games }
    …und { $count ->
        [one] ein weiteres
       *[other] { $count } weitere
    }.

## Bilder in Worten, für Screenreader (die Beschreibung jedes Bildes: höchstens 1024 Zeichen)

alt-sheet = Blatt von { $who }: Total { $total }; leere Felder: { $empty } von { $cells }.
alt-sheet-final = Blatt von { $who } am Ende: Total { $total }.
alt-columns = Je Spalte: { $columns }.
alt-open = Offen in diesem Zug: { $cells }.
alt-open-column = { $column }: { $count ->
        [one] { $count } leeres Feld
       *[other] { $count } leere Felder
    }
alt-open-announce = { $column }: { $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    } nach Ansage
alt-held = Das wartende Resultat von { $who } ({ $dice }) passt in { $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    }: { $cells }.
alt-more = { $count } weitere
alt-standings = Schlussstand, { $ruleset } · { $mode }: { $ranking }.
alt-record = Protokoll von Spiel Nr. { $game }: jeder Wurf, jedes Liegenlassen und jeder Eintrag, zum Nachspielen und Prüfen.
alt-rules = Ein leeres Blatt, Regeln: { $ruleset }. Spalten: { $columns }. Zeilen: { $rows }.
alt-scores = Letzte Resultate von { $who }, vom ältesten an: { $charts }.
alt-score-won = { $score } (Sieg)
alt-hint = Tipp. Am besten: { $best }.
alt-hint-next = Danach: { $options }.
alt-hint-dice = Würfel auf dem Tisch: { $dice }.

## Die Tagesherausforderung (/yamb täglich)
daily-header = 📅 **Tagesherausforderung Nr. { $number }** · { $ruleset } · heute dieselben Würfel für alle · SHA-256 des Schlüssels `{ $commitment }…`
daily-yesterday = ⏳ Die Herausforderung von gestern: Beende sie vor 00:00 UTC.
daily-expired = Die Tagesherausforderung Nr. { $number } ist geschlossen: Versuche bleiben bis zum Ende des nächsten Tages (UTC) offen.
daily-finished = 🏁 **Tagesherausforderung Nr. { $number }** ({ $ruleset }) beendet: **{ $total ->
        [one] { $total } Punkt
       *[other] { $total } Punkte
    }**.
daily-rank-server = 🏅 Bisher Rang { $rank } von { $count } auf diesem Server.
daily-rank-everywhere = 🏅 Bisher Rang { $rank } von { $count } über alle Server.
daily-bot-scored = 🤖 Der Bot hat heute { $total } erzielt.
daily-streak = 🔥 Serie: { $current } { $current ->
        [one] Tag
       *[other] Tage
    } (beste { $best }).
daily-share = Teilen
daily-board = Rangliste
daily-play = Heutige Herausforderung spielen
hint-daily = In der Tagesherausforderung gibt es keine Tipps: Alle spielen dieselben Würfel, jeder für sich.
daily-no-such-day = Für diesen Tag gibt es noch keine Tagesherausforderung.
daily-bad-day = Nenn einen Tag als Datum (2026-11-28) oder als Nummer (#12).
daily-board-hidden = Beende zuerst die Tagesherausforderung Nr. { $number }: Ihre Rangliste und Blätter bleiben verborgen, bis du sie gespielt hast oder der Tag vorbei ist.
daily-board-title = 📅 Tagesherausforderung Nr. { $number } · { $ruleset } · { $date } · { $scope }
daily-board-server = dieser Server
daily-board-everywhere = alle Server
daily-board-line = { $rank }. { $who } — **{ $total }** ({ $time } UTC)
daily-board-line-next-day = { $rank }. { $who } — **{ $total }** ({ $time } UTC, am nächsten Tag)
daily-board-bot = 🤖 { $bot } — { $total } (zum Vergleich, ohne Rang)
daily-board-empty = Hier hat sie noch niemand beendet.
daily-finishers = { $count ->
        [one] Bisher hat sie { $count } Spieler beendet.
       *[other] Bisher haben sie { $count } Spieler beendet.
    } Der Schlüssel wird aufgedeckt, sobald die Versuche des Tages geschlossen sind.
daily-seed-revealed = Schlüssel (aufgedeckt): { $seed }
daily-history-title = 📅 Deine Tagesherausforderungen
daily-history-none = Du hast noch keine Tagesherausforderung gespielt: Probier /yamb täglich.
daily-history-line = Nr. { $number } · { $date } · { $ruleset } — **{ $total }** (Spiel Nr. { $game })
daily-history-open = Nr. { $number } · { $date } · { $ruleset } — noch offen: /yamb täglich
daily-history-expired = Nr. { $number } · { $date } · { $ruleset } — nicht beendet
daily-share-unfinished = Beende zuerst die Herausforderung, dann teil sie.
daily-share-title = Yamb des Tages Nr. { $number } · { $ruleset }
daily-share-text = 🎲 { $who } hat **Yamb des Tages Nr. { $number }** ({ $ruleset }) beendet: **{ $total ->
        [one] { $total } Punkt
       *[other] { $total } Punkte
    }** · bisher Rang { $rank } von { $count } { $where ->
        [everywhere] über alle Server
       *[here] hier
    } · 🔥 { $streak } { $streak ->
        [one] Tag
       *[other] Tage
    } in Folge. Spiel auch mit: /yamb täglich
alt-daily-share = Die Form eines fertigen Blatts der Tagesherausforderung Nr. { $number } ({ $ruleset }, Total { $total }): ein Quadrat pro Feld, umso heller, je näher es am Bestwert dieses Felds liegt, gestrichene Felder markiert; keine Würfel und keine Werte.
daily-announce = 📅 **Yamb des Tages Nr. { $number }** · { $ruleset } · { $date }
    Heute dieselben Würfel für alle, ein Versuch pro Person, privat gespielt. SHA-256 des Schlüssels: `{ $commitment }`
daily-announce-top = 🏆 Tagesherausforderung Nr. { $number } bisher auf diesem Server:
daily-announce-seed = 🔓 Die Tagesherausforderung Nr. { $number } ist geschlossen; ihr Schlüssel: `{ $seed }` (prüf jedes Protokoll mit `python -m engine verify`).
season-over = 🏆 **Saison { $season } ist vorbei.** Die besten drei jeder darin gespielten Variante:
season-ruleset = **{ $ruleset }**: { $ranking }
season-place = { $place }. { $name } ({ $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    })
season-begun = Saison { $next } hat begonnen: jede Rangliste beginnt von vorn, die Wertung bleibt (`/yamb-ergebnisse rangliste zeitraum:diese Saison`).
season-picture-title = Saison { $season }: die besten drei
season-wins = { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    }
season-detail = { $games ->
        [one] { $games } Spiel
       *[other] { $games } Spiele
    }
alt-season = Saison { $season }, die besten drei jeder Variante: { $rulesets }.
stats-daily-streak = Tagesserie
export-daily = Tagesherausforderung Nr. { $number }, ein Versuch: Spiel ihn nach mit `python -m engine replay { $file }`; prüf jeden Würfel mit `python -m engine verify { $file } { $seed }`
export-daily-open = Dein Versuch der Tagesherausforderung Nr. { $number } (nur du siehst ihn: Andere spielen diese Würfel vielleicht noch). Spiel ihn nach mit `python -m engine replay { $file }`; der Schlüssel des Tages wird aufgedeckt, sobald die Versuche des Tages geschlossen sind, dann prüft `python -m engine verify` jeden Würfel.
daily-see-sheet = Ein Blatt ansehen
daily-sheet-of = Blatt von { $who } in der Tagesherausforderung Nr. { $number }: Total { $total }.

## Spiele über Tage (/yamb neu tempo:langsam, /yamb meldung, /yamb spiele)
pace-slow-line = ⏳ Ein langsames Spiel: Jeder Zug darf bis zu { $hours } Std. dauern; wer am Zug ist, bekommt Bescheid.
notify-default = Erledigt: Bist du am Zug, erwähne ich dich im Spiel, und in langsamen Spielen schreibe ich dir zudem eine Direktnachricht.
notify-dm = Erledigt: Bist du am Zug, schreibe ich dir eine Direktnachricht mit einem Link zum Spiel.
notify-mention = Erledigt: Bist du am Zug, erwähne ich dich im Spiel.
notify-off = Erledigt: Ich sage dir nicht Bescheid, wenn du am Zug bist; /yamb spiele zeigt, wo du am Zug bist.
notify-dm-refused = Ich konnte dir zu deinem Zug keine Direktnachricht schicken (deine Direktnachrichten sind für mich geschlossen), darum habe ich dich stattdessen im Spiel erwähnt. Öffne sie in den Privatsphäre-Einstellungen dieses Servers, oder wähle `/yamb meldung wie:Erwähnung`.
ping-mention = 🎲 { $who }, du bist am Zug: { $link }
ping-dm = 🎲 Du bist am Zug in Yamb ({ $ruleset }, Spiel Nr. { $game }): { $link }
games-none = Du hast hier keine laufenden Spiele. Eröffne eines mit /yamb neu.
games-title = 🎲 Deine laufenden Spiele ({ $count }):
games-your-turn = **du bist am Zug**
games-their-turn = am Zug: { $who }
games-line = - { $turn } · { $ruleset }, { $mode } · zuletzt { $since } · { $link }
games-line-slow = - { $turn } · { $ruleset }, { $mode } (langsam) · zuletzt { $since } · { $link }
slow-reminder = ⏰ { $who }, dein Zug wartet: Seine Zeit läuft { $until } ab. { $link }
slow-ended = ⌛ { $who } hat nicht rechtzeitig gespielt: Das Spiel ist beendet (abgebrochen), und { $who } hat es verloren.
slow-played-for = ⌛ { $who } hat nicht rechtzeitig gespielt: Der Bot spielt diesen Zug für ihn.
thread-deleted = Der Thread von Spiel Nr. { $game } wurde gelöscht: Das Spiel ist beendet (abgebrochen).
settings-slow_turn_hours = Zug eines langsamen Spiels
settings-slow_timeout = Wenn ein langsamer Zug abläuft
settings-hours = { $hours } Std.
settings-slow-timeout-bot = der Bot spielt diesen Zug
settings-slow-timeout-end = das Spiel endet (abgebrochen)

## Turniere (/yamb-turnier, /yamb-turnier-admin)

error-not-organiser = Turniere dürfen nur Mitglieder mit «Events verwalten» leiten.
tournament-bad-name = Der Name eines Turniers hat { $low } bis { $high } Buchstaben, Ziffern und Leerzeichen: keine Formatierung, keine Erwähnungen, keine Links.
tournament-bad-format = Wähl ein Format ({ $formats }) und Regeln, die dieser Bot spielt.
tournament-bad-mode = Ein Turnier spielt Kontra-Duelle oder Standard-Duelle, live oder langsam.
tournament-robin-too-many = Ein Turnier jeder gegen jeden hat höchstens { $most } Spieler.
tournament-too-many-bots = Höchstens { $most ->
        [one] { $most } Bot
       *[other] { $most } Bots
    } in diesem Turnier.
tournament-rounds-swiss = Eine Rundenzahl gibt es nur für ein Turnier im Schweizer System.
tournament-rounds-too-many = Mit höchstens { $players } Spielern hat ein Turnier im Schweizer System höchstens { $most ->
        [one] eine Runde
       *[other] { $most } Runden
    }: Bei mehr träfe ein Paar zweimal aufeinander.
tournament-rounds-capped = **{ $name }** spielt { $rounds ->
        [one] eine Runde
       *[other] { $rounds } Runden
    } statt { $asked }: { $players } Spieler können nicht mehr spielen, ohne dass ein Paar zweimal aufeinandertrifft.
tournament-checkin-needs-start = Ein Check-in braucht eine Startzeit (`beginn_in`) und dauert höchstens bis dahin.
tournament-needs-threads = Turnierspiele laufen in Threads: Ich muss hier öffentliche Threads erstellen und darin Nachrichten senden dürfen.
tournament-created = Turnier Nr. { $number } **{ $name }** ist offen: Die Anmeldung steht in diesem Kanal.
tournament-none = Auf diesem Server gibt es kein Turnier Nr. { $number }.
tournament-none-here = Hier gibt es noch kein Turnier: Ein Organisator eröffnet eines mit `/yamb-turnier-admin eröffnen`.
tournament-join-already = Du bist schon bei **{ $name }** angemeldet.
tournament-join-full = **{ $name }** ist voll.
tournament-join-closed = **{ $name }** nimmt keine Spieler mehr auf.
tournament-joined = Du bist bei **{ $name }** angemeldet.
tournament-left = Du hast dich von **{ $name }** abgemeldet.
tournament-removed = { $who } ist nicht mehr für **{ $name }** angemeldet.
tournament-leave-started = **{ $name }** hat begonnen: Mit `/yamb-turnier aussteigen` spielst du ab der nächsten Runde nicht mehr mit.
tournament-not-entrant = Dieser Spieler ist bei **{ $name }** nicht dabei.
tournament-no-checkin = **{ $name }** hat keinen Check-in.
tournament-checkin-closed = Der Check-in für **{ $name }** ist geschlossen.
tournament-checkin-later = Der Check-in öffnet { $when }.
tournament-checked-in = Du bist für **{ $name }** eingecheckt.
tournament-started-already = **{ $name }** hat schon begonnen.
tournament-started = **{ $name }** hat begonnen: Die Paarungen der ersten Runde werden erstellt.
tournament-too-few = **{ $name }** braucht mindestens zwei Spieler, um zu beginnen.
tournament-too-few-now = **{ $name }** ist abgesagt: Weniger als zwei Spieler haben eingecheckt.
tournament-too-few-signed = **{ $name }** ist abgesagt: Weniger als zwei Spieler haben sich angemeldet.
tournament-drop-not-now = Dieser Spieler kann jetzt nicht aus **{ $name }** aussteigen.
tournament-dropped = { $who } spielt keine Spiele mehr in **{ $name }** (ein laufendes Spiel gilt als verloren).
tournament-settle-result = Entscheide ein Spiel: Der erste Spieler gewinnt, der zweite, oder unentschieden.
tournament-settle-none = Spiel Nr. { $game } ist kein offenes Spiel von **{ $name }**.
tournament-settled = Spiel Nr. { $game } von **{ $name }** ist entschieden.
tournament-ended-already = **{ $name }** ist schon vorbei.
tournament-cancelled = **{ $name }** ist abgesagt; seine laufenden Spiele enden.
tournament-format-swiss = Schweizer System
tournament-format-knockout = K.-o.-System
tournament-format-round-robin = Jeder gegen jeden
tournament-mode-kontra = Kontra-Duelle
tournament-mode-duel = Duelle (höheres Total gewinnt)
tournament-pace-live = live
tournament-pace-slow = über Tage
tournament-status-signup = Anmeldung
tournament-status-running = läuft
tournament-status-finished = beendet
tournament-status-cancelled = abgesagt
tournament-entrants = { $count }{ $limit } Spieler
tournament-starts = Beginn: { $when } ({ $relative }).
tournament-checkin-window = Check-in während { $minutes ->
        [one] der letzten Minute
       *[other] der letzten { $minutes } Minuten
    } vor dem Start; wer nicht eincheckt, ist nicht dabei.
tournament-checkin-late = Der Bot war nicht erreichbar, als der Check-in öffnen sollte, daher öffnet er erst jetzt: Der Beginn verschiebt sich auf { $when } ({ $relative }).
tournament-more = …und { $count } weitere
tournament-nobody = Noch niemand: Drück Anmelden.
tournament-join = Anmelden
tournament-leave = Abmelden
tournament-check-in = Einchecken
tournament-start = Starten
tournament-game-intro = 🏆 **{ $name }**, Runde { $round }, Tisch { $board }: { $first } gegen { $second }. { $first } beginnt. Viel Glück!
tournament-replay = Eine Wiederholung: Das erste Spiel dieser Paarung endete unentschieden.
tournament-bye = Freilos
tournament-round = { $name }: Runde { $round }
tournament-round-replays = { $name }: Runde { $round }, Wiederholungen unentschiedener Spiele
tournament-round-short = Runde { $round }
tournament-line-game = { $board }. { $first } – { $second }{ $where }
tournament-line-bye = { $who } hat ein Freilos (ein Sieg).
tournament-line-sits-out = { $who } setzt diese Runde aus (kein Spiel, kein Punkt).
tournament-round-threads = Jedes Spiel hat einen eigenen Thread in diesem Kanal.
tournament-round-many = { $count ->
        [one] { $count } Spiel
       *[other] { $count } Spiele
    }: siehe das Bild, die Threads und `/yamb-turnier zeigen`.
tournament-pairings = Paarungen
tournament-points = { NUMBER($points, maximumFractionDigits: 1) } Pkt.
tournament-tiebreaks = { $wins }-{ $draws }-{ $losses } · Buchholz { NUMBER($buchholz, maximumFractionDigits: 1) } · SB { NUMBER($sb, maximumFractionDigits: 1) } · { $margin }
tournament-over = 🏆 **{ $name }** ist vorbei!
tournament-final-standings = { $name }: Schlussstand
tournament-no-winner = Niemand hat gewonnen: Keiner der beiden Finalisten hat das Finale gespielt.
tournament-standings = { $name }: Tabelle
tournament-round-now = Runde { $round } von { $rounds }:
tournament-result = { NUMBER($score, maximumFractionDigits: 1) } für den ersten
tournament-playing = läuft
tournament-list-title = 🏆 Turniere auf diesem Server
tournament-list-line = Nr. { $number } **{ $name }** · { $kind } · { $status } · { $count } Spieler
stats-tournaments = Turniere
stats-tournaments-value = { $count } gespielt, bester Platz { $best }
alt-tournament-round = Die Paarungen der Runde { $round }: { $count } Spiele und Freilose, nach Tisch.
alt-tournament-standings = Tabelle von { $name }: { $ranking }.
help-tournaments-title = Turniere
help-tournaments = `/yamb-turnier anmelden` (oder der Knopf Anmelden in der Anmeldung), `abmelden`, `zeigen` (Tabelle oder Turnierbaum, die Spiele der Runde), `liste`, `aussteigen`. Organisatoren (Events verwalten): `/yamb-turnier-admin eröffnen name:Herbstcup format:Schweizer System bots:4`, `starten`, `entscheiden spiel:12 resultat:der erste Spieler gewinnt`, `absagen`.

# Links zur Website (PUBLIC_URL und /yamb-settings web:on des Servers): Link-Buttons
link-full-board = Ganze Rangliste
link-replay = Wiederholung
link-tournament = Turnierseite
link-profile = Profil
link-daily = Herausforderung Nr. { $number }: Würfel prüfen
