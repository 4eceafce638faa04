# Stranica ponavljanja igre na vebu (bot/web/replay.py, templates/replay.html, static/replay.js).

web-replay-title = Ponavljanje igre
web-replay-daily = Dnevni izazov br. { $number } ({ $date })
web-replay-place = Mesto
web-replay-steps = Korak po korak
web-replay-first = Prvi
web-replay-previous = Prethodni
web-replay-next = Sledeći
web-replay-last = Poslednji
web-replay-step = Korak
web-replay-step-of = Korak { $step } od { $steps }
web-replay-keys = Tasteri: ← i → idu korak nazad i napred, { $home } i { $end } na početak i na kraj. Adresa pamti korak: veza otvara igru u tom trenutku.
web-replay-no-script = Bez Javaskripta ova strana pokazuje kraj igre; spisak poteza ispod prepričava celu igru.
web-replay-dice = Kockice na stolu
web-replay-sheets = Tabele
web-replay-crossed = precrtano
web-replay-moves = Svi potezi ({ $count })

## Šta je koji korak uradio

web-replay-start = Igra počinje: { $players }.
web-replay-throw = { $who } je bacio { $dice }.
web-replay-throw-kept = { $who } je zadržao { $kept } i bacio ponovo: { $dice }.
web-replay-throw-kept-for = { $who } je zadržao { $kept } za { $thrower }, koji je bacio ponovo: { $dice }.
web-replay-throw-partner = { $who } je bacio { $dice }; rezultat igrača { $held } čeka.
web-replay-keep-none = nijednu kockicu
web-replay-announced = { $who } je najavio { $cell }.
web-replay-announced-for = { $who } je najavio { $cell } za { $thrower }.
web-replay-declined = { $who } je odustao od poteza, precrtao { $cell } i uzeo 3 šibice.
web-replay-corrected = { $who } je premestio poslednji rezultat u { $cell }: { $value }.

## Potez u nekom koraku

web-replay-turn = Potez { $n }: { $who }
web-replay-writes = { $writer } upisuje

## Poštene kockice

web-replay-fair = Poštene kockice
web-replay-fair-intro = Svako bacanje je došlo iz tajnog semena. Njegov otisak je objavljen na početku igre, a seme se pokazuje sada kad je igra završena: svako može da proveri svaku kockicu.
web-replay-daily-dice = Kockice pokušaja dnevnog izazova dolaze iz tajnog semena tog dana, iste za sve koji ga igraju. Otisak semena je objavljen na početku dana, a seme se pokazuje kad se dan zatvori: svako može da proveri svaku kockicu.
web-replay-commitment = Otisak semena ({ $hash })
web-replay-seed = Seme
web-replay-seed-hidden = Nije prikazano.
web-replay-verify = Svaku kockicu proveri zapisom igre i semenom:
web-replay-record = Preuzmi zapis igre ({ $format })
