# Web-stranice (bot/web): riječi okvira, ljestvica i profila. Riječi kao u hr/bot.ftl.

web-site-name = Jamb
web-skip = Preskoči na sadržaj
web-languages = Jezici
web-footer = Stranice Jamb bota, samo za čitanje. Imena su onakva kakva su ih igrači zadnji put koristili na Discordu.
web-error-404 = Ovdje nema ničega. Adresa je možda pogrešno upisana ili ovaj server ne prikazuje svoje stranice na webu.
web-error-400 = Ova adresa traži nešto što stranica ne može prikazati (broj stranice ili izbor izvan raspona).
web-error-405 = Ovo web-mjesto samo prikazuje stranice: ništa ne mijenja.
web-error-429 = Previše zahtjeva s tvoje adrese: pričekaj trenutak i pokušaj ponovno.
web-error-other = Nešto je pošlo po zlu.
web-error-season-off = Ovaj server nema sezona: njegove ljestvice su za sve vrijeme ili za zadnjih 30 dana.
web-server-title = Jamb na ovom serveru
web-board = Ljestvica
web-ruleset = Pravila
web-mode = Način
web-period = Razdoblje
web-period-all = sve vrijeme
web-period-30d = zadnjih 30 dana
web-period-season = ova sezona
web-season = Sezona
web-season-none = nijedna (ljestvica razdoblja)
web-order = Poredaj
web-order-wins = po pobjedama
web-order-win_rate = po postotku pobjeda
web-order-average = po prosječnom rezultatu
web-order-best = po najboljem rezultatu
web-order-rating = po rejtingu
web-show = Prikaži
web-member = Igrač
web-rating = Rejting
web-win-rate = Postotak pobjeda
web-average = Prosjek
web-best = Najbolje
web-kontra-best = Kontra: najbolje (najmanje)
web-pages = Stranice ljestvice
web-page-of = Stranica { $page } od { $pages }
web-recent = Zadnje igre
web-won = pobjeda
web-per-ruleset = Po pravilima
web-streak = sada { $current }, najbolji { $best }
web-rating-over-time = Rejting kroz vrijeme
web-rating-chart = Rejting za { $ruleset } nakon svake igre: sada { $rating }, između { $low } i { $high }
web-podium = Postolje
web-place = { $place ->
    [1] Prvo mjesto
    [2] Drugo mjesto
    [3] Treće mjesto
   *[other] { $place }. mjesto
}
web-standings = Poredak
web-points = Bodovi
web-wdl = Pobjede–neriješeno–porazi
web-bracket = Kostur turnira
web-rounds = Kola
web-bye = { $who } ima slobodno kolo (pobjeda)
web-sits-out = { $who } ne igra u ovom kolu (bez boda)
web-forfeit = službeni rezultat
web-playing = igra se
web-replay = Pregled partije
web-no-rounds = Parovi još nisu složeni ni za jedno kolo.
