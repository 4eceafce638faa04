## Što Discord pokazuje u popisu naredbi (vidi en/commands.ftl za shemu id-ova i pravila).
## Imena: mala slova, bez razmaka, najviše 32 znaka. Opisi: najviše 100 znakova.

cmd-yamb = jamb
cmd-yamb-description = Igraj Jamb, igru s kockicama, u ovom kanalu

cmd-new = nova
cmd-new-description = Otvori igru u ovom kanalu (sobu u koju se ulazi)
cmd-new-ruleset = pravila
cmd-new-ruleset-description = Koja pravila: klasični, bugarski, yamm, ruski ili tris
cmd-new-mode = način
cmd-new-mode-description = standardno, kontra (dvoboj), u parove, ekipno ili partneri
cmd-new-opponent = protivnik
cmd-new-opponent-description = Kontra: izazovi ovog člana na dvoboj
cmd-new-bonus_threshold = prag_bonusa
cmd-new-bonus_threshold-description = klasični/tris: zbroj 1–6 koji donosi bonus (zadano 60)
cmd-new-six_dice = šest_kockica
cmd-new-six_dice-description = tris: baca se šest kockica, broji se najboljih pet
cmd-new-negative_school = negativna_škola
cmd-new-negative_school-description = ruski: kazne za slab zbroj 1–6
cmd-new-matches = šibice
cmd-new-matches-description = ruski: dodatna bacanja plaćaju se šibicama
cmd-new-language = jezik
cmd-new-language-description = Jezik poruka i slika igre (zadano: jezik servera)

cmd-join = uđi
cmd-join-description = Uđi u sobu u ovom kanalu
cmd-join-team = ekipa
cmd-join-team-description = Ekipni načini: ekipa za koju igraš (1 do 4)
cmd-leave = izađi
cmd-leave-description = Izađi iz sobe u ovom kanalu
cmd-start = počni
cmd-start-description = Započni igru (domaćin)

cmd-roll = baci
cmd-roll-description = Baci kockice
cmd-roll-keep = zadrži
cmd-roll-keep-description = Kockice koje zadržavaš, po mjestu na slici, npr. 1 3 4
cmd-hold = zadrži
cmd-hold-description = Zadrži ili pusti kockice za sljedeće bacanje
cmd-hold-dice = kockice
cmd-hold-dice-description = Mjesta kockica koje zadržavaš ili puštaš, npr. 2 5
cmd-announce = najavi
cmd-announce-description = Najavi polje odmah nakon prvog bacanja
cmd-announce-cell = polje
cmd-announce-cell-description = Prazno polje stupca najave
cmd-write = upiši
cmd-write-description = Upiši kockice u polje
cmd-write-cell = polje
cmd-write-cell-description = Polje u koje sada smiješ upisati (popis pokazuje vrijednosti)
cmd-cross = precrtaj
cmd-cross-description = Precrtaj polje (upiši 0)
cmd-cross-cell = polje
cmd-cross-cell-description = Polje koje sada smiješ precrtati
cmd-enough = dosta
cmd-enough-description = Prestani bacati (Kontra) ili predaj partneru
cmd-correct = ispravi
cmd-correct-description = Yamm: premjesti svoj zadnji rezultat u drugo polje
cmd-correct-cell = polje
cmd-correct-cell-description = Kamo ide zadnji rezultat

cmd-sheet = tablica
cmd-sheet-description = Pogledaj tablicu (odgovor vidiš samo ti)
cmd-sheet-member = član
cmd-sheet-member-description = Čija tablica (zadano: tvoja ili od igrača na potezu)
cmd-rules = pravila
cmd-rules-description = Pravila varijante, kratko, s njezinom tablicom
cmd-rules-ruleset = pravila
cmd-rules-ruleset-description = Koja pravila
cmd-help = pomoć
cmd-help-description = Kratki obilazak: kako ide igra i sve naredbe
cmd-end = završi
cmd-end-description = Završi igru u ovom kanalu (domaćin ili moderatori)

cmd-leaderboard = ljestvica
cmd-leaderboard-description = Najbolji igrači servera
cmd-leaderboard-ruleset = pravila
cmd-leaderboard-ruleset-description = Samo ova pravila (rejting: zadano klasični)
cmd-leaderboard-mode = način
cmd-leaderboard-mode-description = Samo ovaj način igre
cmd-leaderboard-period = razdoblje
cmd-leaderboard-period-description = Sve vrijeme ili zadnjih 30 dana
cmd-leaderboard-sort = poredak
cmd-leaderboard-sort-description = Po pobjedama, postotku pobjeda, prosjeku, najboljem rezultatu ili rejtingu
cmd-stats = statistika
cmd-stats-description = Igre, pobjede, niz i zadnji rezultati člana
cmd-stats-member = član
cmd-stats-member-description = Čija (zadano: tvoja)
cmd-duel-record = dvoboji
cmd-duel-record-description = Međusobni omjer dvaju članova
cmd-duel-record-member = član
cmd-duel-record-member-description = Suparnik
cmd-duel-record-other = drugi
cmd-duel-record-other-description = Drugi član (zadano: ti)
cmd-history = povijest
cmd-history-description = Nedavne igre na ovom serveru
cmd-export = izvoz
cmd-export-description = Priloži zapis završene igre
cmd-export-game = igra
cmd-export-game-description = Broj igre (zadano: zadnja)
cmd-kick = izbaci
cmd-kick-description = Ukloni igrača (domaćin ili moderatori)
cmd-kick-member = član
cmd-kick-member-description = Igrač kojeg uklanjaš

cmd-settings = postavke
cmd-settings-description = Postavke Jamba za server (Upravljanje serverom)
cmd-settings-default_ruleset = zadana_pravila
cmd-settings-default_ruleset-description = Pravila za /jamb nova kad nisu izabrana
cmd-settings-default_mode = zadani_način
cmd-settings-default_mode-description = Način za /jamb nova kad nije izabran
cmd-settings-turn_timeout = vrijeme_poteza
cmd-settings-turn_timeout-description = Minute prije podsjetnika igraču (a zatim se igra za njega)
cmd-settings-allow_channel = dopusti_kanal
cmd-settings-allow_channel-description = Dopusti igre u ovom kanalu (čim je neki zadan, samo u njima)
cmd-settings-disallow_channel = zabrani_kanal
cmd-settings-disallow_channel-description = Više ne dopuštaj igre u ovom kanalu
cmd-settings-everywhere = svugdje
cmd-settings-everywhere-description = Ponovo dopusti igre u svim kanalima
cmd-settings-threads = niti
cmd-settings-threads-description = Svaka igra u svojoj niti (zadano da)
cmd-settings-language = jezik
cmd-settings-language-description = Jezik igara i odgovora članovima koji nisu izabrali svoj

cmd-language = jezik
cmd-language-description = Jezik na kojem ti odgovaram (samo tebi)
cmd-language-language = jezik
cmd-language-language-description = Tvoj jezik ili jezik tvog Discorda

## Zadani izbori

choice-ruleset-classic = klasični
choice-ruleset-bulgarian = bugarski
choice-ruleset-yamm = yamm (švicarski)
choice-ruleset-russian = ruski
choice-ruleset-tris = tris
choice-mode-standard = standardno (svatko za sebe)
choice-mode-kontra = kontra (dvoboj: protivnik upisuje u tvoju tablicu)
choice-mode-pairs = u parove (dva partnera, jedna tablica, bolji rezultat)
choice-mode-team = ekipno (dva partnera, dvije tablice)
choice-mode-partners = partneri (ekipa dijeli tablicu, potezi se izmjenjuju)
choice-period-all = sve vrijeme
choice-period-30d = zadnjih 30 dana
choice-sort-wins = pobjede
choice-sort-win_rate = postotak pobjeda
choice-sort-average = prosjek
choice-sort-best = najbolji rezultat
choice-sort-rating = rejting
choice-language-auto = jezik Discorda

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
