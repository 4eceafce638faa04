# Stranica ponavljanja igre na webu (bot/web/replay.py, templates/replay.html, static/replay.js).

web-replay-title = Ponavljanje igre
web-replay-daily = Dnevni izazov br. { $number } ({ $date })
web-replay-place = Mjesto
web-replay-steps = Korak po korak
web-replay-first = Prvi
web-replay-previous = Prethodni
web-replay-next = Sljedeći
web-replay-last = Zadnji
web-replay-step = Korak
web-replay-step-of = Korak { $step } od { $steps }
web-replay-keys = Tipke: ← i → idu korak nazad i naprijed, { $home } i { $end } na početak i na kraj. Adresa pamti korak: poveznica otvara igru u tom trenutku.
web-replay-no-script = Bez JavaScripta ova stranica pokazuje kraj igre; popis poteza ispod prepričava cijelu igru.
web-replay-dice = Kockice na stolu
web-replay-sheets = Tablice
web-replay-crossed = precrtano
web-replay-moves = Svi potezi ({ $count })

## Što je koji korak učinio

web-replay-start = Igra počinje: { $players }.
web-replay-throw = { $who } je bacio { $dice }.
web-replay-throw-kept = { $who } je zadržao { $kept } i bacio ponovo: { $dice }.
web-replay-throw-kept-for = { $who } je zadržao { $kept } za { $thrower }, koji je bacio ponovo: { $dice }.
web-replay-throw-partner = { $who } je bacio { $dice }; rezultat igrača { $held } čeka.
web-replay-keep-none = nijednu kockicu
web-replay-announced = { $who } je najavio { $cell }.
web-replay-announced-for = { $who } je najavio { $cell } za { $thrower }.
web-replay-declined = { $who } je odustao od poteza, precrtao { $cell } i uzeo 3 šibice.
web-replay-corrected = { $who } je premjestio zadnji rezultat u { $cell }: { $value }.

## Potez u nekom koraku

web-replay-turn = Potez { $n }: { $who }
web-replay-writes = { $writer } upisuje

## Poštene kockice

web-replay-fair = Poštene kockice
web-replay-fair-intro = Svako bacanje došlo je iz tajnog sjemena. Njegov otisak objavljen je na početku igre, a sjeme se pokazuje sada kad je igra gotova: svatko može provjeriti svaku kockicu.
web-replay-daily-dice = Kockice pokušaja dnevnog izazova dolaze iz tajnog sjemena toga dana, iste za sve koji ga igraju. Otisak sjemena objavljen je na početku dana, a sjeme se pokazuje kad se dan zatvori: svatko može provjeriti svaku kockicu.
web-replay-commitment = Otisak sjemena ({ $hash })
web-replay-seed = Sjeme
web-replay-seed-hidden = Nije prikazano.
web-replay-verify = Svaku kockicu provjeri zapisom igre i sjemenom:
web-replay-record = Preuzmi zapis igre ({ $format })
