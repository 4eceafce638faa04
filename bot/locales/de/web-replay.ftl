# Die Seite, die ein Spiel nachspielt (bot/web/replay.py, templates/replay.html, static/replay.js).

web-replay-title = Spiel nachspielen
web-replay-daily = Tagesherausforderung Nr. { $number } ({ $date })
web-replay-place = Platz
web-replay-steps = Schritt für Schritt
web-replay-first = Anfang
web-replay-previous = Zurück
web-replay-next = Weiter
web-replay-last = Ende
web-replay-step = Schritt
web-replay-step-of = Schritt { $step } von { $steps }
web-replay-keys = Tasten: ← und → gehen einen Schritt zurück und vor, { $home } und { $end } an den Anfang und ans Ende. Die Adresse merkt sich den Schritt: Ein Link öffnet das Spiel in diesem Moment.
web-replay-no-script = Ohne JavaScript zeigt diese Seite das Ende des Spiels; die Liste der Züge unten erzählt das ganze Spiel.
web-replay-dice = Würfel auf dem Tisch
web-replay-sheets = Blätter
web-replay-crossed = gestrichen
web-replay-moves = Alle Züge ({ $count })

## Was jeder Schritt tat

web-replay-start = Das Spiel beginnt: { $players }.
web-replay-throw = { $who } würfelte { $dice }.
web-replay-throw-kept = { $who } liess { $kept } liegen und würfelte wieder: { $dice }.
web-replay-throw-kept-for = { $who } liess { $kept } für { $thrower } liegen, und { $thrower } würfelte wieder: { $dice }.
web-replay-throw-partner = { $who } würfelte { $dice }; das Resultat von { $held } wartet.
web-replay-keep-none = keinen Würfel
web-replay-announced = { $who } sagte { $cell } an.
web-replay-announced-for = { $who } sagte { $cell } für { $thrower } an.
web-replay-declined = { $who } verzichtete auf den Zug, strich { $cell } und nahm 3 Streichhölzer.
web-replay-corrected = { $who } verschob das letzte Resultat nach { $cell }: { $value }.

## Der Zug bei einem Schritt

web-replay-turn = Zug { $n }: { $who }
web-replay-writes = { $writer } schreibt

## Faire Würfel

web-replay-fair = Faire Würfel
web-replay-fair-intro = Jeder Wurf kam aus einem geheimen Schlüssel. Sein Fingerabdruck wurde zu Beginn des Spiels gezeigt, und der Schlüssel wird jetzt gezeigt, da es vorbei ist: Jeder kann jeden Würfel prüfen.
web-replay-daily-dice = Die Würfel eines Versuchs der Tagesherausforderung kommen aus dem geheimen Schlüssel des Tages, für alle gleich, die ihn spielen. Sein Fingerabdruck wurde zu Beginn des Tages gezeigt, und der Schlüssel wird gezeigt, sobald der Tag geschlossen ist: Jeder kann jeden Würfel prüfen.
web-replay-commitment = Fingerabdruck des Schlüssels ({ $hash })
web-replay-seed = Schlüssel
web-replay-seed-hidden = Nicht gezeigt.
web-replay-verify = Prüf jeden Würfel mit dem Protokoll des Spiels und dem Schlüssel:
web-replay-record = Protokoll des Spiels herunterladen ({ $format })
