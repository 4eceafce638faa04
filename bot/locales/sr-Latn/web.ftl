# Veb-stranice (bot/web): reči okvira, rang-lista i profila. Reči kao u sr-Latn/bot.ftl; ćirilica
# (sr-Cyrl/web.ftl) se pravi iz ove datoteke: `PYTHONPATH=. python tools/sr_cyrl.py`.

web-site-name = Jamb
web-skip = Preskoči na sadržaj
web-languages = Jezici
web-footer = Stranice Jamb bota, samo za čitanje. Imena su onakva kakva su ih igrači poslednji put koristili na Diskordu.
web-error-404 = Ovde nema ničega. Adresa je možda pogrešno ukucana ili ovaj server ne prikazuje svoje stranice na vebu.
web-error-400 = Ova adresa traži nešto što stranica ne može da prikaže (broj strane ili izbor van opsega).
web-error-405 = Ovaj veb-sajt samo prikazuje stranice: ništa ne menja.
web-error-429 = Previše zahteva sa tvoje adrese: sačekaj trenutak i pokušaj ponovo.
web-error-other = Nešto nije u redu.
web-error-season-off = Ovaj server nema sezone: njegove rang-liste su za sve vreme ili za poslednjih 30 dana.
web-server-title = Jamb na ovom serveru
web-board = Rang-lista
web-ruleset = Pravila
web-mode = Način
web-period = Period
web-period-all = sve vreme
web-period-30d = poslednjih 30 dana
web-period-season = ova sezona
web-season = Sezona
web-season-none = nijedna (rang-lista perioda)
web-order = Poređaj
web-order-wins = po pobedama
web-order-win_rate = po procentu pobeda
web-order-average = po prosečnom rezultatu
web-order-best = po najboljem rezultatu
web-order-rating = po rejtingu
web-show = Prikaži
web-member = Igrač
web-rating = Rejting
web-win-rate = Procenat pobeda
web-average = Prosek
web-best = Najbolje
web-kontra-best = Kontra: najbolje (najmanje)
web-pages = Strane rang-liste
web-page-of = Strana { $page } od { $pages }
web-recent = Poslednje igre
web-won = pobeda
web-per-ruleset = Po pravilima
web-streak = sada { $current }, najbolji { $best }
web-rating-over-time = Rejting kroz vreme
web-rating-chart = Rejting za { $ruleset } posle svake igre: sada { $rating }, između { $low } i { $high }
web-podium = Postolje
web-place = { $place ->
    [1] Prvo mesto
    [2] Drugo mesto
    [3] Treće mesto
   *[other] { $place }. mesto
}
web-standings = Poredak
web-points = Bodovi
web-wdl = Pobede–nerešeno–porazi
web-bracket = Kostur turnira
web-rounds = Kola
web-bye = { $who } je slobodan u ovom kolu (pobeda)
web-sits-out = { $who } ne igra u ovom kolu (bez boda)
web-forfeit = službeni rezultat
web-playing = igra se
web-replay = Pregled partije
web-no-rounds = Parovi još nisu napravljeni ni za jedno kolo.
