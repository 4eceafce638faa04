# Sve što bot govori igračima, na hrvatskom. Riječi igre: docs/glossary.tsv (stupac hr).
# Imena i drugi tekstovi koje su igrači upisali stižu već osigurani: ne dodavati markdown oko njih.
# Naredbe se pišu imenima iz hr/commands.ftl (tako ih pokazuje Discord na hrvatskom).

## Soba

lobby-title = 🎲 Jamb, soba: { $ruleset }, { $mode }
lobby-body = Domaćin: { $host }
    Igrači ({ $count }): { $players }
    Pritisni **Uđi**, a zatim domaćin pritisne **Počni**.
lobby-body-dm = Domaćin: { $host }
    Igrači ({ $count }): { $players }
    Ovu izravnu poruku vidiš samo ti: po želji dodaj botove, a zatim pritisni **Počni** (bez njih igraš sam).
lobby-nobody = još nitko
lobby-options = Opcije: { $options }
lobby-option-bonus_threshold = bonus od { $value }
lobby-option-six_dice = šest kockica
lobby-option-negative_school = negativna škola
lobby-option-matches = šibice
lobby-option-without = bez: { $option }
lobby-host = Domaćin: { $host }
lobby-team = Ekipa { $team }: { $members }
lobby-pick-team = Izaberi ekipu (po dva igrača), a zatim domaćin pritisne **Počni**.
lobby-join = Uđi
lobby-join-team = Uđi u ekipu { $team }
lobby-leave = Izađi
lobby-start = Počni
lobby-cancelled = Soba je zatvorena.
lobby-closes = ⏳ Soba se zatvara { $closes } ako joj se dotad nitko ne pridruži niti pokrene igru.
lobby-expired = Soba je zatvorena: { $hours ->
        [one] { $hours } sat
        [few] { $hours } sata
       *[other] { $hours } sati
    } nitko joj se nije pridružio niti pokrenuo igru.
challenge-closes = ⏳ Izazov istječe { $closes } ako dotad ne bude prihvaćen.
challenge-expired = Izazov je istekao: nije prihvaćen u roku od { $hours ->
        [one] { $hours } sata
        [few] { $hours } sata
       *[other] { $hours } sati
    }.
kontra-challenge = ⚔️ { $challenger } izaziva { $opponent } na dvoboj u Kontra Jambu ({ $ruleset }).
kontra-press-accept = { $opponent }: pritisni **Prihvati** i dvoboj počinje.
kontra-accept = Prihvati
kontra-decline = Odbij
kontra-declined = { $opponent } je odbio dvoboj.
kontra-only-opponent = Na ovaj izazov može odgovoriti samo { $opponent }.
lobby-add-bot = Dodaj: { $bot }
lobby-remove-bot = Ukloni bota

## Botovi

bot-name = Jamb bot ({ $level })
bot-name-numbered = Jamb bot { $number } ({ $level })
bot-level-easy = lako
bot-level-normal = srednje
bot-level-hard = teško

## Nazivi

ruleset-classic = Klasični
ruleset-bulgarian = Bugarski
ruleset-yamm = Yamm
ruleset-russian = Ruski
ruleset-tris = Tris
mode-name-standard = standardno
mode-name-kontra = Kontra dvoboj
mode-name-pairs = u parove
mode-name-team = ekipno
mode-name-partners = partneri
mode-line-standard = Svatko igra na svojoj tablici; pobjeđuje najveći zbroj.
mode-line-kontra = Dvoboj: protivnik upisuje u tvoju tablicu (vrijednost gdje god je moguća), nakon tvog prvog bacanja smije najaviti za tebe, a pobjeđuje manji zbroj.
mode-line-pairs = Ekipe od dvoje dijele tablicu: oba partnera odigraju potez, zatim ekipa upiše jedan od dva rezultata.
mode-line-team = Ekipe od dvoje: oba partnera odigraju potez, zatim ekipa upiše oba rezultata, svaki na tablicu jednog partnera.
mode-line-partners = Ekipe od dvoje dijele tablicu i izmjenjuju se: na potezu je po jedan igrač svake ekipe.
thread-name = Jamb { $ruleset }
versus = protiv
team-name = Ekipa { $team }
rules-modes-title = Načini igre (biraš ga s /jamb nova način:…)

## Igra

game-started = 🎲 Jamb { $ruleset }, { $mode }: { $order }
game-in-thread = Igra se u { $thread }.
game-draw = Ždrijeb: { $draws }
game-fair = Poštene kockice: svako bacanje dolazi iz tajnog sjemena čiji je SHA-256 `{ $commitment }`. Otkriva se na kraju.
game-over = 🏁 Igra je gotova. Pobjednik: { $winners }!
game-over-tie = 🏁 Igra je gotova: neriješeno između { $winners }!
game-lowest-wins = (Kontra: pobjeđuje najmanji zbroj.)
game-total = **{ $who }**: { $total }
game-settlement = obračun { $amount }
game-reveal = Sjeme: `{ $seed }` — svako bacanje provjeri s `python -m engine verify { $file } { $seed }`
game-ended-line = 🏁 Jamb { $ruleset }: pobjednik { $winners } ({ $totals }). { $link }
game-ended-by = { $who } je prekinuo igru. Čuva se kao napuštena i ne broji se nikome.
game-kicked = { $who } je uklonio { $target } iz igre. Od sada njegove poteze igra bot (srednje).
game-reminder = ⏰ { $who }, na potezu si u Jambu ({ $minutes } min bez poteza).
game-auto = ⏰ { $who } nije stigao odigrati: bot (srednje) je odigrao za njega i vodi ga kao odsutnog.
game-played-for-away = ⏰ Odigrano za odsutne igrače.

## Poruka poteza

turn-status-new = 🎲 Na potezu: **{ $who }**
turn-status = 🎲 **{ $who }** · bacanje { $n } od 3 · { $dice }
turn-status-paid = 🎲 **{ $who }** · bacanje { $n } (plaćeno) · { $dice }
turn-for-team = za ekipu { $team }
turn-enough = dosta
turn-announced = ★ Najava: **{ $cell }**
turn-matches = { $count ->
        [one] { $count } šibica
        [few] { $count } šibice
       *[other] { $count } šibica
    }
decide-throw = { $who } baca.
decide-throw-or-decline = { $who } baca ili odustaje od poteza: precrtava polje i uzima 3 šibice.
decide-throw-or-write = { $who } zadržava kockice i baca ponovo, ili upisuje.
decide-throw-announce-write = { $who } najavljuje polje, zadržava kockice i baca ponovo, ili upisuje.
decide-write = { $who } upisuje rezultat.
decide-must-announce = { $who } mora najaviti polje za { $thrower }: ostala su samo polja najave.
decide-kontra-first = { $writer } smije najaviti polje za { $thrower }, ili { $who } baca ponovo ili kaže dosta.
decide-kontra-throwing = { $who } baca ponovo ili kaže dosta.
decide-kontra-announced = { $writer } zadržava kockice za { $thrower } i baca ponovo, ili staje i upisuje.
decide-kontra-write = { $writer } upisuje rezultat za { $thrower }: vrijednost gdje god je moguća.
decide-kontra-announce-or-write = { $writer } najavljuje polje za { $thrower } ili upisuje rezultat: vrijednost gdje god je moguća.
decide-first-partner = { $who } baca ponovo ili predaje partneru { $partner }, koji igra drugi potez ekipe.
decide-first-partner-pass = { $who } nema više bacanja i predaje partneru { $partner }, koji igra drugi potez ekipe.
decide-held-throw = Rezultat igrača { $held } čeka; { $who } baca.
decide-held-write = Rezultat igrača { $held } čeka; { $who } baca ponovo, ili ekipa upisuje jedan od rezultata.
decide-team-writes = Rezultat igrača { $held } čeka, a { $who } nema više bacanja: ekipa upisuje.
line-wrote = { $who } je upisao { $value } u { $cell }
line-crossed = { $who } je precrtao { $cell }
line-wrote-for = { $who } je upisao { $value } igrača { $result } u { $cell }
line-crossed-for = { $who } je precrtao { $cell } rezultatom igrača { $result }
line-wrote-on = { $who } je upisao { $value } u { $cell } na tablici igrača { $sheet }
line-crossed-on = { $who } je precrtao { $cell } na tablici igrača { $sheet }
sheet-points = { $who }: zasad { $total ->
        [one] { $total } bod
        [few] { $total } boda
       *[other] { $total } bodova
    }.

## Kontrole

ui-throw = Baci
ui-throw-kept = Baci ostale
ui-rematch = Revanš
ui-enough = Dosta
ui-pass = Predaj partneru
ui-announce = Najavi polje…
ui-announce-option = { $cell } (sada { $value })
ui-write = Upiši u…
ui-write-option = { $cell } → { $value }
ui-cross = ✗ Radije precrtaj polje…
ui-cross-option = { $cell } ✗
ui-correct-option = premjesti zadnji rezultat u { $cell }
ui-result = { $player } { $dice }: { $option }
ui-result-on-sheet = { $player } { $dice } → tablica { $sheet }: { $option }
ui-column = Izaberi stupac…
ui-column-option = { $column } ({ $count ->
        [one] { $count } polje
        [few] { $count } polja
       *[other] { $count } polja
    })
ui-column-option-for = Kockice igrača { $player }: { $column } ({ $count ->
        [one] { $count } polje
        [few] { $count } polja
       *[other] { $count } polja
    })
ui-column-option-on = Kockice igrača { $player } → tablica { $sheet }: { $column } ({ $count ->
        [one] { $count } polje
        [few] { $count } polja
       *[other] { $count } polja
    })
ui-pair-option = Kockice igrača { $player } → tablica { $sheet } ({ $count ->
        [one] { $count } polje
        [few] { $count } polja
       *[other] { $count } polja
    })
ui-other-columns = ← drugi stupci
ui-other-pairs = ← čije kockice, čija tablica
ui-hint = Savjet

## Odgovori na naredbe (ostalo pokazuje poruka igre)

done-joined = Ušao si u igru.
done-left = Izašao si iz igre.
done-throw = Bacio si { $dice } (bacanje { $n }).
done-corrected = Premjestio si svoj rezultat { $dice } iz { $old } u { $cell }, gdje vrijedi { $value }.
done-kept = Zadržano za sljedeće bacanje: { $dice }
done-action = Gotovo: poruka igre to pokazuje.
done-kicked = { $target } je izvan igre: njegove poteze igra bot, a igrači su obaviješteni.
done-rematch = Revanš je otvoren u { $channel }: tamo pritisni Počni.
done-rematch-challenge = Revanš je otvoren u { $channel }: { $opponent } ga tamo prihvaća.
done-bot-added = Bot je ušao u sobu.
done-bot-removed = Bot je izašao iz sobe.
lobby-kicked = { $who } je uklonio { $target } iz sobe.

## Odbijanja i odgovori

error-no-game = U ovom kanalu nema igre Jamba. Otvori je s `/jamb nova`.
error-not-player = Ne igraš u ovoj igri.
error-kicked = Uklonjen si iz ove igre: tvoje poteze igra bot (srednje).
error-member-not-playing = Taj član ne igra u ovoj igri.
error-busy-lobby = Ovdje već traje igra (soba, domaćin { $host }). Pogledaj je s `/jamb tablica` ili je završi s `/jamb završi` ako si domaćin. Sama se zatvara { $closes } ako joj se nitko ne pridruži niti pokrene igru.
    { $link }
error-busy-challenged = { $host } te ovdje izaziva na dvoboj u Kontra Jambu: pritisni **Prihvati** ({ $link }) za igru ili **Odbij**. Sam istječe { $closes } ako ne bude prihvaćen.
error-busy-challenge = Ovdje čeka dvoboj u Kontra Jambu: { $host } izaziva { $opponent }. Završi ga s `/jamb završi` ako je izazov tvoj. Sam istječe { $closes } ako ne bude prihvaćen.
    { $link }
error-busy-game = Ovdje već traje igra ({ $ruleset }, { $mode }, domaćin { $host }). Pogledaj je s `/jamb tablica` ili je završi s `/jamb završi` ako si domaćin.
    { $link }
error-outdated = Taj gumb pripada ranijem trenutku igre. Koristi trenutnu poruku: { $link }
error-no-link = zadnja poruka igre u ovom kanalu
error-redrawn = Igra je otišla dalje: ova poruka opet pokazuje trenutni potez. Pritisni ponovo ako još želiš.
error-not-host = To može samo domaćin ({ $host }) ili član s pravom Upravljanje kanalima.
error-tournament-game = Ovo je igra turnira **{ $name }**: završava igrom, istekom vremena ili odlukom organizatora (`/jamb-turnir-admin presudi igra:{ $game }`).
error-not-admin = Postavke Jamba mogu mijenjati samo članovi s pravom Upravljanje serverom.
error-lobby-full = Soba je puna.
error-not-in-lobby = Nisi u ovoj sobi.
error-already-joined = Već si u ovoj igri.
error-not-lobby = Igra je već počela.
error-not-started = Igra još nije počela: domaćin pritisne Počni.
error-leave-started = Igra je počela; domaćin ili moderator može upotrijebiti `/jamb izbaci`.
error-challenge-only = Ova soba je izazov na dvoboj za jednog člana.
error-challenge-one = Izazovi jednog drugog člana, u načinu kontra.
error-option-not-played = Opcija `{ $option }` u ovom načinu ništa ne mijenja ({ $mode }: tu nitko ne plaća bacanja). Otvori stol bez nje.
error-challenge-in-dm = Izazovi { $who } u kanalu servera: ovu izravnu poruku s botom vidiš samo ti.
error-choose-ruleset = Izaberi pravila ({ $rulesets }) i način igre.
error-bad-team = Ekipe su označene brojevima od 1 do { $count }.
error-kick-not-in-game = { $who } nije u ovoj igri.
error-kick-host = Domaćina se ne može izbaciti; `/jamb završi` zatvara sobu.
error-first-throw-keeps = Ovo je prvo bacanje: bacaju se sve kockice.
error-keep-before-throw = Prvo baci: nema kockica za zadržati.
error-no-more-throws = U ovom potezu više nema bacanja: upiši rezultat.
error-only-keeper = Sada kockice zadržava samo { $who }.
error-bad-dice = Kockice navedi po mjestu ispod slike, od 1 do { $count } (npr. `1 3 4` ili `134`), ili po brojevima koje zadržavaš (npr. `6 6 3`), ili `ništa`.
error-text-too-long = To je predugo: najviše { $limit } znakova.
error-text-empty = Upiši nešto ili izostavi tu opciju.
error-bad-cell-text = Polje se navodi stupcem i redom, slovima i brojkama (npr. `{ $example }` ili `Slobodno Full`).
error-unknown-cell = Na ovoj tablici nema polja s tim imenom: navedi stupac i red (npr. `{ $example }`); popis nudi polja koja sada smiješ koristiti.
error-not-offered = Toga nije bilo u poruci: izaberi jednu od ponuđenih mogućnosti.
error-only-writer = Kamo ide rezultat, bira samo { $who }.
error-conflict = Netko je odigrao u istom trenutku; tvoj potez je stigao drugi i ništa nije promijenio.
error-conflict-link = Netko je odigrao u istom trenutku; tvoj potez je stigao drugi i ništa nije promijenio. Igra se nastavlja ovdje: { $link }
error-game-over = Ta igra je gotova. Otvori novu s `/jamb nova`.
error-unexpected = Oprosti, kod nas je nešto pošlo po zlu. Igra je sigurna; pokušaj ponovo.
error-not-allowed-channel = Na ovom serveru se u ovom kanalu ne mogu otvarati igre.
error-bot-cannot-post = Ovdje ne mogu igrati: moram vidjeti ovaj kanal i u njemu slati poruke, ugrađene sadržaje i datoteke. Zamoli moderatora da mi da ta prava.
error-board-sort = Poredaj po pobjedama, postotku, prosjeku, najboljem rezultatu ili rejtingu; razdoblje: sve, 30 dana ili sezona.
error-board-filter = Nepoznata pravila ili način igre.
error-board-button = Taj gumb ljestvice ne radi; ponovo pokreni /jamb-rezultati ljestvica.
error-duel-same = Izaberi dva različita člana.
error-bot-opponent = Izazovi čovjeka ili mene: drugi botovi ne igraju Jamb.
error-no-rematch = Ponovo se može igrati samo igra koja je završila.
error-bot-level = Bot igra na težini lako, srednje ili teško.
error-bot-count = Za ovim stolom uz tebe ima mjesta za najviše { $most ->
        [one] { $most } bota
        [few] { $most } bota
       *[other] { $most } botova
    }.
error-no-bot = U ovoj sobi nema bota.

## Savjeti

hint-title = 💡 Tvoje najbolje mogućnosti sada (procjena teškog bota): gubitak prema najboljoj i očekivani konačni zbroj.
hint-line = { $option } → { $gain ->
    [yes] +{ NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
   *[no] { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
} (očekivano { NUMBER($total, minimumFractionDigits: 1, maximumFractionDigits: 1) })
hint-chance = { $option } { NUMBER($chance, style: "percent") }
hint-win = 🏆 Ovi potezi mijenjaju i tvoju šansu za pobjedu: { $options }
hint-throw = baci
hint-keep = zadrži { $dice }
hint-keep-none = baci ponovo sve kockice
hint-announce = najavi { $cell }
hint-write = upiši { $value } u { $cell }
hint-cross = precrtaj { $cell }
hint-dice-of = kockice igrača { $player }
hint-sheet-of = na tablici igrača { $player }
hint-stop = dosta
hint-pass = predaj partneru
hint-correct = premjesti zadnji rezultat u { $cell }
hint-wait = pusti igrača na potezu da baca dalje
hint-nothing = Sada ništa ne čeka na tebe: savjet je za tvoj vlastiti potez.
hint-preparing = Bot (teško) još proračunava vlastiti prag bonusa ove igre (minutu-dvije, jednom): pitaj ponovo uskoro.
hint-off = Savjeti su na ovom serveru isključeni.
hint-practice-only = Savjeti su ovdje samo za igre za vježbu: protiv bota ili kad igraš sam.

## Odbijanja po pravilima (kodovi odbijanja motora)

refusal-no_players = Za igru treba barem jedan igrač.
refusal-duplicate_player = Igrač može sjesti za stol samo jednom.
refusal-bad_player = Imena igrača imaju od 1 do 100 znakova.
refusal-kontra_announce = Kontra Jamb treba stupac najave; { $ruleset } ga nema.
refusal-kontra_two = Kontra Jamb je dvoboj: igraju točno dva igrača.
refusal-no_teams = Ovaj način igre nema ekipe.
refusal-teams_needed = Ovaj način igraju ekipe od dvoje.
refusal-teams_too_few = Način „partneri” igraju dvije ili više ekipa od dvoje.
refusal-team_size = Svaka ekipa ima točno dva igrača.
refusal-teams_mismatch = Igrači moraju biti članovi ekipa.
refusal-team_full = Ekipa { $team } već ima dva igrača.
refusal-team_needed = Prvo svi biraju ekipu (još nisu: { $players }).
refusal-seating_mismatch = Raspored mora biti točno igrači koji su ušli.
refusal-unknown_mode = Nepoznat način igre; izaberi jedan od: standard, kontra, pairs, team, partners.
refusal-unknown_ruleset = Nepoznata pravila; izaberi jedna od: classic, bulgarian, yamm, russian, tris.
refusal-unknown_option = Nepoznata opcija.
refusal-option_not_for_ruleset = Ta opcija nije za ova pravila.
refusal-bad_option = Vrijednosti opcija su brojevi ili da/ne, unutar svog raspona.
refusal-options_need_ruleset = Za opcije izaberi zadana pravila.
refusal-bad_timeout = Vrijeme za potez je od { $low } do { $high } minuta.
refusal-bad_channels = Kanali se navode kao popis id-ova kanala.
refusal-disallow_everywhere = Igre mogu početi u svakom kanalu: nema popisa s kojeg bi se kanal maknuo. Prvo s `dopusti_kanal` navedite kanale u kojima smiju početi.
refusal-disallow_last = { $channel } je jedini kanal u kojem igre smiju početi; bez njega bi mogle početi bilo gdje. Prvo dopustite drugi ili upotrijebite `svugdje:True`.
refusal-bad_flag = Ova postavka je da ili ne.
refusal-bad_hints = Savjeti su uključeni, isključeni ili samo za vježbu.
refusal-bad_season = Sezone su mjeseci, tromjesečja ili isključene.
refusal-bad_web = Web stranice su uključene ili isključene.
refusal-bad_bot_pace = Tempo bota je od { $low } do { $high } milisekundi po koraku.
refusal-bad_slow_hours = Potez spore igre traje od { $low } do { $high } sati.
refusal-bad_slow_timeout = Kad sporom potezu istekne vrijeme, odigra ga bot ili igra završava.
refusal-bad_language = Nepoznat jezik; izaberi jedan od: { $languages }.
refusal-game_over = Igra je gotova.
refusal-game_not_over = Igra još nije gotova.
refusal-not_in_game = { $player } ne igra u ovoj igri.
refusal-unknown_action = Nepoznata radnja.
refusal-bad_record = Taj zapis igre ne može se pročitati.
refusal-bad_draw = Ždrijeb u zapisu ne može se pročitati.
refusal-draw_not_from_seed = Ždrijeb u zapisu ne dolazi iz sjemena igre.
refusal-too_many_actions = Zapis igre ima previše radnji.
refusal-not_from_seed = Ove kockice ne dolaze iz sjemena igre: neka ih baci bot.
refusal-not_your_turn = Nisi na redu da { $what ->
        [throw] bacaš
        [stop] staneš
        [announce] najaviš
       *[write] upišeš
    }: na potezu je { $expected }.
refusal-keep_before_throw = Prvo baci: nema kockica za zadržati.
refusal-bad_die = Kockice su označene od 1 do { $count }, a svaka se zadržava najviše jednom.
refusal-bad_dice = Bacanje pokazuje { $count } kockica, svaku od 1 do 6.
refusal-kept_changed = Zadržana kockica ne može promijeniti broj.
refusal-turn_over = Potez je gotov: upiši drugi rezultat.
refusal-kontra_keeps = Polje je najavljeno: koje kockice zadržavaš, bira protivnik.
refusal-stopped = Rekao si dosta: bacanje je gotovo.
refusal-no_more_throws = To je bilo { $throws }. bacanje: nema više bacanja, upiši rezultat.
refusal-pass_to_partner = To je bilo { $throws }. bacanje: nema više bacanja, predaj partneru { $player }.
refusal-must_announce = Ostala su samo polja najave: polje se mora najaviti.
refusal-stop_before_throw = Prvo baci.
refusal-kontra_writer_stops = Polje je najavljeno: kada se staje, odlučuje protivnik.
refusal-cannot_stop = Nema se što zaustaviti: upiši rezultat.
refusal-kontra_announcer = U Kontra Jambu za tebe najavljuje protivnik.
refusal-announce_before_throw = Najavljuje se odmah nakon prvog bacanja.
refusal-announced_twice = U ovom potezu polje je već najavljeno.
refusal-announce_too_late = Najaviti se može samo odmah nakon prvog bacanja.
refusal-not_announce_cell = { $cell } nije u stupcu najave.
refusal-cell_filled = { $cell } je već popunjeno.
refusal-unknown_cell = Na tablici { $ruleset } nema polja { $cell } (polja izgledaju kao { $example }).
refusal-result_not_named = U ovom načinu upis ne navodi rezultat: to je rezultat igrača na potezu.
refusal-sheet_not_named = U ovom načinu upis ne navodi tablicu: ide na tablicu ovog kruga.
refusal-kontra_writer = U Kontra Jambu tvoj rezultat upisuje protivnik.
refusal-write_before_throw = Prvo baci, zatim upiši.
refusal-kontra_not_enough = { $player } još baca: pričekaj da kaže dosta.
refusal-partner_to_throw = { $player } igra svoj potez prije nego što ekipa upiše.
refusal-bad_result = Navedi čiji rezultat upisuješ: { $results }.
refusal-bad_sheet = Navedi tablicu na koju upisuješ: { $sheets }.
refusal-announced_sheet = Najavljeni rezultat ide na tablicu onoga tko ga je najavio.
refusal-announced_elsewhere = { $cell } je najavljeno: potez završava upisom u to polje.
refusal-kontra_must_write = Vrijednost je moguća, pa se mora upisati: precrtavanje nije dopušteno.
refusal-sum_row_cross = Max, Min, Hoch i Tief uvijek dobivaju zbroj kockica.
refusal-announce_only = U { $cell } se može upisati samo nakon najave.
refusal-kontra_value = { $cell } ne može primiti ove kockice: vrijednost se mora upisati gdje je moguća, a Max mora ostati iznad Mina.
refusal-column_order = { $cell } nije sljedeće: stupac { $column } puni se { $order ->
        [down] odozgo prema dolje
        [up] odozdo prema gore
       *[other] svojim redom
    }.
refusal-no_correction = { $ruleset } nema ispravaka.
refusal-nothing_to_correct = Nemaš rezultat koji bi premjestio (ispravak vrijedi dok ne počne sljedeći potez tvoje strane).
refusal-same_cell = Rezultat je već u tom polju.
refusal-corrections_used = Ovaj rezultat je već premješten { $most ->
        [one] { $most } put
        [few] { $most } puta
       *[other] { $most } puta
    }, a više se ne smije premještati.

## Oko stola

board-title = 🏆 Ljestvica Jamba
board-line = { $name } — **{ $wins ->
        [one] { $wins } pobjeda
        [few] { $wins } pobjede
       *[other] { $wins } pobjeda
    }** u { $games ->
        [one] { $games } igri
        [few] { $games } igre
       *[other] { $games } igara
    } · { NUMBER($rate, style: "percent") } · prosjek { NUMBER($average, maximumFractionDigits: 0) }
board-line-best = najbolje { $best } (igra br. { $game })
board-rating-line = { $name } — rejting **{ NUMBER($ordinal, minimumFractionDigits: 1, maximumFractionDigits: 1) }** (μ { NUMBER($mu, minimumFractionDigits: 1, maximumFractionDigits: 1) }, σ { NUMBER($sigma, minimumFractionDigits: 1, maximumFractionDigits: 1) }) · { $games ->
        [one] { $games } igra
        [few] { $games } igre
       *[other] { $games } igara
    }
board-rating-scope = Rejting za { $ruleset } (svi načini, sve vrijeme)
board-all-rulesets = sva pravila
board-all-modes = svi načini
board-all-time = sve vrijeme
board-30-days = zadnjih 30 dana
board-season = sezona { $season }
error-board-season = Sezona se piše kao 2026-10 (mjesec) ili 2026-Q3 (tromjesečje) i mora već biti počela.
error-board-season-off = Ovaj server nema sezona: član s dopuštenjem Upravljanje serverom bira ih s `/jamb-postavke sezona:`.
board-by-wins = po pobjedama
board-by-win_rate = po postotku pobjeda
board-by-average = po prosječnom rezultatu
board-by-best = po najboljem rezultatu
board-your-rank = { $name }: mjesto { $rank } od { $of } · stranica { $page } od { $pages }
board-not-ranked = { $name }: još nije na ovoj ljestvici · stranica { $page } od { $pages }
board-empty = Još nema završenih igara.
board-previous = ◀ Prethodna
board-next = Sljedeća ▶
stats-none = { $who } još nema završenih igara na ovom serveru.
stats-streak-won = { $count ->
        [one] zadnja igra dobivena
        [few] { $count } pobjede zaredom
       *[other] { $count } pobjeda zaredom
    }
stats-streak-lost = { $count ->
        [one] zadnja igra nije dobivena
        [few] { $count } igre bez pobjede
       *[other] { $count } igara bez pobjede
    }
stats-games = Igre
stats-wins = Pobjede
stats-wins-value = { $wins } ({ NUMBER($rate, style: "percent") })
stats-yambs = Bačeni jambovi
stats-streak = Trenutni niz
stats-favourite = Omiljena pravila
stats-ruleset-line = { $games ->
        [one] { $games } igra
        [few] { $games } igre
       *[other] { $games } igara
    } · { $wins ->
        [one] { $wins } pobjeda
        [few] { $wins } pobjede
       *[other] { $wins } pobjeda
    } · prosjek { NUMBER($average, maximumFractionDigits: 0) }
stats-best = najbolje { $best } (br. { $game })
stats-kontra-best = Kontra: najbolje { $best } (br. { $game }; pobjeđuje najmanji zbroj)
stats-last-scores = Zadnji rezultati po pravilima, od najstarijeg:
stats-legend-won = pobjeda
stats-legend-other = nije pobjeda (ili igra u samoći)
stats-versus-bot = Protivnik: { $bot }
stats-versus-line = { $games ->
        [one] { $games } igra
        [few] { $games } igre
       *[other] { $games } igara
    } · { $wins ->
        [one] { $wins } pobjeda
        [few] { $wins } pobjede
       *[other] { $wins } pobjeda
    } · { $losses ->
        [one] { $losses } poraz
        [few] { $losses } poraza
       *[other] { $losses } poraza
    } · { $ties ->
        [one] { $ties } neriješena
        [few] { $ties } neriješene
       *[other] { $ties } neriješenih
    } · prosjek { NUMBER($average, maximumFractionDigits: 0) }
score-best = najbolje { $best }
score-kontra-best = Kontra: najbolje { $best } (pobjeđuje najmanji zbroj)
duel-none = još nema igara
duel-even = izjednačeno
duel-margin = +{ NUMBER($margin, minimumFractionDigits: 1, maximumFractionDigits: 1) } za { $who }
duel-line = { $a } **{ $wins_a }** – **{ $wins_b }** { $b } ({ $ties ->
        [one] { $ties } neriješena
        [few] { $ties } neriješene
       *[other] { $ties } neriješenih
    }) · prosječna razlika { $margin } · zadnji susret { $last }
duel-tie = neriješeno
duel-last = Zadnji susreti:
duel-never = Još se nisu susreli.
history-none = Na ovom serveru još nema završenih igara.
history-title = 📜 Nedavne igre
history-open = otvori
history-hints = 💡 korišteni savjeti
status-finished = završena
status-abandoned = napuštena
status-cancelled = otkazana
history-footer = Zapis bilo koje igre: /jamb-rezultati izvoz igra:<broj>
export-running = Igra br. { $game } još traje; izvezi je kad završi.
export-none = Ovdje nema završene igre br. { $game } koju možeš vidjeti.
export-none-here = U ovom kanalu još nije završila nijedna igra: navedi je s `/jamb-rezultati izvoz igra:<broj>` (vidi `/jamb-rezultati povijest`).
export-text = Igra br. { $game } ({ $ruleset }, { $mode }, { $status }). Ponovi je s `python -m engine replay { $file }`; kockice provjeri s `python -m engine verify { $file } { $seed }`
settings-title = ⚙️ Postavke Jamba za ovaj server
settings-default_ruleset = Zadana pravila
settings-default_mode = Zadani način
settings-turn_timeout_minutes = Vrijeme za potez
settings-game_channels = Igre mogu početi u
settings-game_threads = Nit za svaku igru
settings-hints = Savjeti
settings-hints-on = uključeni
settings-hints-off = isključeni
settings-hints-practice = u igrama za vježbu (s botom ili kad igraš sam)
settings-bot_pace_ms = Tempo botova
settings-seconds = { NUMBER($seconds, maximumFractionDigits: 3) } s po koraku
settings-language = Jezik
settings-yes = da
settings-no = ne
settings-minutes = { $minutes } min
settings-everywhere = svim kanalima
settings-changed = Promijenjeno.
settings-unchanged = Ništa nije promijenjeno: za promjenu navedi opcije.
settings-daily_channel = Dnevni izazov se objavljuje u
settings-daily-off = nigdje (isključeno)
settings-season = Sezone ljestvica
settings-season-month = kalendarski mjeseci (UTC)
settings-season-quarter = tromjesečja (UTC)
settings-season-off = isključene
settings-season_channel = Najbolja trojica sezone objavljuju se u
settings-web = Stranice na webu
settings-web-on = uključene (ljestvice, profili i snimke igara servera na webu)
settings-web-off = isključene
language-chosen = Od sada ti odgovaram na jeziku { $language }, bez obzira na jezik tvog Discorda. Igre zadržavaju svoj jezik.
language-automatic = Od sada ti odgovaram na jeziku tvog Discorda (sada: { $language }).

## /jamb pomoć

help-title = 🎲 Jamb: kako se ovdje igra
help-tour = Pet kockica, do tri bacanja u potezu: zadrži kockice koje ti odgovaraju (klikni ih), baci ostale, a zatim upiši rezultat u jedno polje svoje tablice. Svaka igra ima svoju nit; poruka trenutnog poteza ima gumbe, a koristiti ih mogu samo igrači koje spominje. `/jamb pravila` objašnjava svaka pravila i način igre.
help-start-title = Početak
help-start = `/jamb nova pravila:klasični` otvara igru ovdje (`jezik:` bira jezik igre; `način:kontra protivnik:@Ana` izaziva člana na dvoboj; `botovi:1 težina:teško` dovodi bota za stol, a gumbi sobe dodaju još); ostali pritisnu Uđi, a domaćin Počni. `/jamb uđi`, `/jamb izađi`, `/jamb počni` rade isto naredbom.
help-play-title = Igra
help-play = Gumbi rade sve. Naredbama: `/jamb baci zadrži:1 3` (kockice po mjestu ili brojevi `6 6 3`), `/jamb zadrži kockice:2 5`, `/jamb najavi polje:najava/jamb`, `/jamb upiši polje:slobodno/full`, `/jamb precrtaj polje:dolje/jamb`, `/jamb dosta`, `/jamb ispravi polje:slobodno 2/strasse` (yamm).
help-slow-title = Igre kroz više dana
help-slow = `/jamb nova tempo:sporo`: svaki potez smije trajati satima (postavka servera `sati_sporog_poteza`, zadano 24); na pola vremena dobiješ podsjetnik, a onda se dogodi ono što je server odabrao. `/jamb igre` pokazuje tvoje igre u tijeku, prvo one u kojima si na potezu; `/jamb obavijesti` bira kako saznaješ da si na potezu (izravna poruka, spominjanje ili ništa).
help-daily-title = Dnevni izazov
help-daily = `/jamb dnevni`: jedna igra na dan, iste kockice za sve, jedan pokušaj, igra se nasamo (vidiš je samo ti). Zatim `/jamb dnevni prikaz:ljestvica` (dodaj `svugdje:True` za sve servere, `dan:2026-11-28` za neki drugi dan) i `/jamb dnevni prikaz:povijest`.
help-look-title = Pogled
help-look = `/jamb tablica član:@Ana` (vidiš samo ti), `/jamb savjet` (tvoje najbolje mogućnosti sada, ako server dopušta), `/jamb pravila pravila:yamm`, `/jamb pomoć`, `/jamb jezik` (jezik na kojem ti odgovaram).
help-table-title = Oko stola
help-table = `/jamb završi`, `/jamb izbaci član:@Bo`, `/jamb-postavke` (Upravljanje serverom).
help-scores-title = Rezultati
help-scores = `/jamb-rezultati ljestvica` (`razdoblje:ova sezona` ljestvica ove sezone, `sezona:2026-10` neke ranije), `/jamb-rezultati statistika član:@Ana`, `/jamb-rezultati dvoboji član:@Ana`, `/jamb-rezultati povijest`, `/jamb-rezultati izvoz igra:12`.

## Igre u nitima (naredba igre u kanalu iz kojeg su došle)

error-no-game-your-thread = Igre ovog kanala igraju se u vlastitim nitima. Tvoja je ovdje: { $link }
error-no-game-your-threads = Igre ovog kanala igraju se u vlastitim nitima. Tvoje su ovdje:
    { $games }
error-no-game-your-threads-more = Igre ovog kanala igraju se u vlastitim nitima. Tvoje su ovdje:
    { $games }
    …i još { $count ->
        [one] { $count } igra
        [few] { $count } igre
       *[other] { $count } igara
    }.
error-no-game-threads = U samom kanalu ne igra se nijedna igra: njegove igre imaju vlastite niti. Otvori neku i gledaj ili započni svoju s `/jamb nova`:
    { $games }
error-no-game-threads-more = U samom kanalu ne igra se nijedna igra: njegove igre imaju vlastite niti. Otvori neku i gledaj ili započni svoju s `/jamb nova`:
    { $games }
    …i još { $count ->
        [one] { $count } igra
        [few] { $count } igre
       *[other] { $count } igara
    }.

## Slike riječima, za čitače zaslona (opis svake slike: najviše 1024 znaka)

alt-sheet = Tablica: { $who }. Ukupno { $total }; prazna polja: { $empty } od { $cells }.
alt-sheet-final = Tablica na kraju: { $who }. Ukupno { $total }.
alt-columns = Po stupcima: { $columns }.
alt-open = Otvoreno u ovom potezu: { $cells }.
alt-open-column = { $column }: { $count ->
        [one] { $count } prazno polje
        [few] { $count } prazna polja
       *[other] { $count } praznih polja
    }
alt-open-announce = { $column }: { $count ->
        [one] { $count } polje
       *[other] { $count } polja
    } uz najavu
alt-held = Rezultat igrača { $who } koji čeka ({ $dice }) može u { $count ->
        [one] { $count } polje
       *[other] { $count } polja
    }: { $cells }.
alt-more = još { $count }
alt-standings = Konačni poredak, { $ruleset } · { $mode }: { $ranking }.
alt-record = Zapis igre { $game }: svako bacanje, zadržavanje i upis, za ponavljanje i provjeru igre.
alt-rules = Prazna tablica, pravila: { $ruleset }. Stupci: { $columns }. Retci: { $rows }.
alt-scores = Zadnji rezultati igrača { $who }, od najstarijeg: { $charts }.
alt-score-won = { $score } (pobjeda)
alt-hint = Savjet. Najbolje: { $best }.
alt-hint-next = Zatim: { $options }.
alt-hint-dice = Kockice na stolu: { $dice }.

## Dnevni izazov (/jamb dnevni)
daily-header = 📅 **Dnevni izazov br. { $number }** · { $ruleset } · danas iste kockice za sve · SHA-256 sjemena `{ $commitment }…`
daily-yesterday = ⏳ Jučerašnji izazov: završi ga prije 00:00 UTC.
daily-expired = Dnevni izazov br. { $number } je zatvoren: pokušaji ostaju otvoreni do kraja sljedećeg dana (UTC).
daily-finished = 🏁 **Dnevni izazov br. { $number }** ({ $ruleset }) je završen: **{ $total ->
        [one] { $total } bod
        [few] { $total } boda
       *[other] { $total } bodova
    }**.
daily-rank-server = 🏅 Zasad { $rank }. mjesto od { $count } na ovom serveru.
daily-rank-everywhere = 🏅 Zasad { $rank }. mjesto od { $count } na svim serverima.
daily-bot-scored = 🤖 Bot je danas postigao { $total }.
daily-streak = 🔥 Niz: { $current } { $current ->
        [one] dan
        [few] dana
       *[other] dana
    } (najbolji { $best }).
daily-share = Podijeli
daily-board = Ljestvica
daily-play = Igraj današnji izazov
hint-daily = U dnevnom izazovu nema savjeta: svatko sam igra iste kockice.
daily-no-such-day = Za taj dan još nema dnevnog izazova.
daily-bad-day = Dan navedi kao datum (2026-11-28) ili kao broj (#12).
daily-board-hidden = Najprije završi dnevni izazov br. { $number }: njegova ljestvica i tablice skrivene su dok ga ne odigraš ili dok dan ne završi.
daily-board-title = 📅 Dnevni izazov br. { $number } · { $ruleset } · { $date } · { $scope }
daily-board-server = ovaj server
daily-board-everywhere = svi serveri
daily-board-line = { $rank }. { $who } — **{ $total }** ({ $time } UTC)
daily-board-line-next-day = { $rank }. { $who } — **{ $total }** ({ $time } UTC, sljedeći dan)
daily-board-bot = 🤖 { $bot } — { $total } (za usporedbu, izvan poretka)
daily-board-empty = Ovdje ga još nitko nije završio.
daily-finishers = { $count ->
        [one] Zasad ga je završio { $count } igrač.
        [few] Zasad su ga završila { $count } igrača.
       *[other] Zasad ga je završilo { $count } igrača.
    } Sjeme se otkriva kad se zatvore pokušaji tog dana.
daily-seed-revealed = Sjeme (otkriveno): { $seed }
daily-history-title = 📅 Tvoji dnevni izazovi
daily-history-none = Još nisi igrao dnevni izazov: probaj /jamb dnevni.
daily-history-line = #{ $number } · { $date } · { $ruleset } — **{ $total }** (igra br. { $game })
daily-history-open = #{ $number } · { $date } · { $ruleset } — još otvoren: /jamb dnevni
daily-history-expired = #{ $number } · { $date } · { $ruleset } — nije završen
daily-share-unfinished = Najprije završi izazov, a zatim ga podijeli.
daily-share-title = Jamb dana br. { $number } · { $ruleset }
daily-share-text = 🎲 { $who } je završio **Jamb dana br. { $number }** ({ $ruleset }): **{ $total ->
        [one] { $total } bod
        [few] { $total } boda
       *[other] { $total } bodova
    }** · zasad { $rank }. mjesto od { $count } { $where ->
        [everywhere] na svim serverima
       *[here] ovdje
    } · 🔥 niz od { $streak } dana. Igraj i ti: /jamb dnevni
alt-daily-share = Oblik završene tablice dnevnog izazova br. { $number } ({ $ruleset }, ukupno { $total }): jedan kvadrat po polju, svjetliji što je polje bliže svom najboljem rezultatu, precrtana polja su označena; bez kockica i vrijednosti.
daily-announce = 📅 **Jamb dana br. { $number }** · { $ruleset } · { $date }
    Danas iste kockice za sve, svatko ima jedan pokušaj i igra nasamo. SHA-256 sjemena: `{ $commitment }`
daily-announce-top = 🏆 Dnevni izazov br. { $number } zasad na ovom serveru:
daily-announce-seed = 🔓 Dnevni izazov br. { $number } je zatvoren; njegovo sjeme: `{ $seed }` (svaki zapis provjeri s `python -m engine verify`).
season-over = 🏆 **Sezona { $season } je završila.** Najbolja trojica svakih pravila igranih u njoj:
season-ruleset = **{ $ruleset }**: { $ranking }
season-place = { $place }. { $name } ({ $wins ->
        [one] { $wins } pobjeda
        [few] { $wins } pobjede
       *[other] { $wins } pobjeda
    })
season-begun = Sezona { $next } je počela: svaka ljestvica kreće ispočetka, rejting ostaje (`/jamb-rezultati ljestvica razdoblje:ova sezona`).
season-picture-title = Sezona { $season }: najbolja trojica
season-wins = { $wins ->
        [one] { $wins } pobjeda
        [few] { $wins } pobjede
       *[other] { $wins } pobjeda
    }
season-detail = { $games ->
        [one] { $games } igra
        [few] { $games } igre
       *[other] { $games } igara
    }
alt-season = Sezona { $season }, najbolja trojica svakih pravila: { $rulesets }.
stats-daily-streak = Niz dnevnih izazova
export-daily = Dnevni izazov br. { $number }, pokušaj: ponovi ga s `python -m engine replay { $file }`; svaku kockicu provjeri s `python -m engine verify { $file } { $seed }`
export-daily-open = Tvoj pokušaj dnevnog izazova br. { $number } (vidiš ga samo ti: drugi možda još igraju ove kockice). Ponovi ga s `python -m engine replay { $file }`; sjeme dana otkriva se kad se zatvore pokušaji tog dana, a zatim `python -m engine verify` provjerava svaku kockicu.
daily-see-sheet = Pogledaj tablicu
daily-sheet-of = Tablica igrača { $who } za dnevni izazov br. { $number }: ukupno { $total }.

## Igre kroz više dana (/jamb nova tempo:sporo, /jamb obavijesti, /jamb igre)
pace-slow-line = ⏳ Spora igra: svaki potez smije trajati do { $hours } h; igrač na potezu dobiva obavijest.
notify-default = Gotovo: kad si na potezu, javljam ti spominjanjem u igri, a u sporim igrama i izravnom porukom.
notify-dm = Gotovo: kad si na potezu, javljam ti izravnom porukom, s poveznicom na igru.
notify-mention = Gotovo: kad si na potezu, javljam ti spominjanjem u igri.
notify-off = Gotovo: ne javljam ti kad si na potezu; /jamb igre pokazuje gdje si na potezu.
notify-dm-refused = Nisam ti mogao poslati izravnu poruku za tvoj potez (tvoje izravne poruke zatvorene su za mene), pa sam te umjesto toga spomenuo u igri. Otvori ih u postavkama privatnosti ovog servera ili izaberi `/jamb obavijesti kako:spominjanje`.
ping-mention = 🎲 { $who }, na potezu si: { $link }
ping-dm = 🎲 Na potezu si u Jambu ({ $ruleset }, igra br. { $game }): { $link }
games-none = Ovdje nemaš igara u tijeku. Otvori jednu s /jamb nova.
games-title = 🎲 Tvoje igre u tijeku ({ $count }):
games-your-turn = **na potezu si**
games-their-turn = na potezu: { $who }
games-line = - { $turn } · { $ruleset }, { $mode } · od { $since } · { $link }
games-line-slow = - { $turn } · { $ruleset }, { $mode } (spora igra) · od { $since } · { $link }
slow-reminder = ⏰ { $who }, tvoj potez čeka: vrijeme mu istječe { $until }. { $link }
slow-ended = ⌛ { $who } nije odigrao na vrijeme: igra je završena (napuštena), a { $who } ju je izgubio.
slow-played-for = ⌛ { $who } nije odigrao na vrijeme: ovaj potez za njega igra bot.
thread-deleted = Nit igre br. { $game } je obrisana: igra je završena (napuštena).
settings-slow_turn_hours = Potez spore igre
settings-slow_timeout = Kad sporom potezu istekne vrijeme
settings-hours = { $hours } h
settings-slow-timeout-bot = bot odigra taj potez
settings-slow-timeout-end = igra završava (napuštena)

## Turniri (/jamb-turnir, /jamb-turnir-admin)

error-not-organiser = Turnire mogu voditi samo članovi s pravom Upravljanje događajima.
tournament-bad-name = Naziv turnira ima od { $low } do { $high } slova, brojki i razmaka: bez oblikovanja, spominjanja i poveznica.
tournament-bad-format = Izaberi sustav ({ $formats }) i pravila koja ovaj bot igra.
tournament-bad-mode = Turnir se igra u Kontra dvobojima ili standardnim dvobojima, uživo ili sporo.
tournament-robin-too-many = Turnir svatko sa svakim prima najviše { $most } igrača.
tournament-too-many-bots = Ovaj turnir prima najviše { $most ->
        [one] { $most } bota
        [few] { $most } bota
       *[other] { $most } botova
    }.
tournament-rounds-swiss = Broj kola zadaje se samo turniru po švicarskom sustavu.
tournament-rounds-too-many = S najviše { $players } igrača turnir po švicarskom sustavu ima najviše { $most } { $most ->
        [one] kolo
       *[other] kola
    }: u više kola neki bi se par sastao dvaput.
tournament-rounds-capped = Turnir **{ $name }** igra { $rounds } { $rounds ->
        [one] kolo
       *[other] kola
    } umjesto { $asked }: s { $players } igrača neki bi se par inače sastao dvaput.
tournament-checkin-needs-start = Potvrda dolaska traži vrijeme početka (`početak_za`) i traje najdulje do tada.
tournament-needs-threads = Turnirske igre igraju se u nitima: ovdje moram moći stvarati javne niti i u njima slati poruke.
tournament-created = Turnir br. { $number } **{ $name }** je otvoren: poruka za prijave je u ovom kanalu.
tournament-none = Na ovom serveru nema turnira br. { $number }.
tournament-none-here = Ovdje još nema turnira: organizator ga otvara s `/jamb-turnir-admin otvori`.
tournament-join-already = Već si prijavljen na turnir **{ $name }**.
tournament-join-full = Turnir **{ $name }** je popunjen.
tournament-join-closed = Turnir **{ $name }** više ne prima igrače.
tournament-joined = Prijavljen si na turnir **{ $name }**.
tournament-left = Odjavio si se s turnira **{ $name }**.
tournament-removed = { $who } više nije na popisu prijavljenih za turnir **{ $name }**.
tournament-leave-started = Turnir **{ $name }** je počeo: s `/jamb-turnir odustani` prestaješ igrati od sljedećeg kola.
tournament-not-entrant = Taj igrač nije na turniru **{ $name }**.
tournament-no-checkin = Turnir **{ $name }** nema potvrdu dolaska.
tournament-checkin-closed = Potvrda dolaska za turnir **{ $name }** je zatvorena.
tournament-checkin-later = Potvrda dolaska otvara se { $when }.
tournament-checked-in = Potvrdio si dolazak na turnir **{ $name }**.
tournament-started-already = Turnir **{ $name }** je već počeo.
tournament-started = Turnir **{ $name }** je počeo: slažu se parovi prvog kola.
tournament-too-few = Za početak turnira **{ $name }** trebaju barem dva igrača.
tournament-too-few-now = Turnir **{ $name }** je otkazan: dolazak je potvrdilo manje od dva igrača.
tournament-too-few-signed = Turnir **{ $name }** je otkazan: prijavilo se manje od dva igrača.
tournament-drop-not-now = Taj igrač sada ne može odustati od turnira **{ $name }**.
tournament-dropped = { $who } više ne igra na turniru **{ $name }** (igra u tijeku je izgubljena).
tournament-settle-result = Igru presudi pobjedom prvog igrača, drugog ili neriješenim ishodom.
tournament-settle-none = Igra br. { $game } nije igra turnira **{ $name }** koja još čeka ishod.
tournament-settled = Igra br. { $game } turnira **{ $name }** je presuđena.
tournament-ended-already = Turnir **{ $name }** je već završio.
tournament-cancelled = Turnir **{ $name }** je otkazan; njegove igre u tijeku završavaju.
tournament-format-swiss = Švicarski sustav
tournament-format-knockout = Na ispadanje
tournament-format-round-robin = Svatko sa svakim
tournament-mode-kontra = Kontra dvoboji
tournament-mode-duel = dvoboji (pobjeđuje veći zbroj)
tournament-pace-live = uživo
tournament-pace-slow = kroz više dana
tournament-status-signup = prijave otvorene
tournament-status-running = u tijeku
tournament-status-finished = završen
tournament-status-cancelled = otkazan
tournament-entrants = { $count ->
        [one] { $count }{ $limit } igrač
        [few] { $count }{ $limit } igrača
       *[other] { $count }{ $limit } igrača
    }
tournament-starts = Početak: { $when } ({ $relative }).
tournament-checkin-window = Potvrda dolaska otvara se { $minutes } min prije početka; tko ne potvrdi dolazak, ostaje izvan turnira.
tournament-checkin-late = Bot nije bio dostupan kad se potvrda dolaska trebala otvoriti, pa se otvara tek sada: početak se pomiče na { $when } ({ $relative }).
tournament-more = …i još { $count }
tournament-nobody = Još nitko: pritisni Prijavi se.
tournament-join = Prijavi se
tournament-leave = Odjavi se
tournament-check-in = Potvrdi dolazak
tournament-start = Počni
tournament-game-intro = 🏆 **{ $name }**, { $round }. kolo, stol { $board }: { $first } protiv { $second }. Počinje { $first }. Sretno!
tournament-replay = Ponovljena igra: prva igra ovog para završila je neriješeno.
tournament-bye = bez protivnika
tournament-round = { $name }: { $round }. kolo
tournament-round-replays = { $name }: { $round }. kolo, ponavljanje neriješenih igara
tournament-round-short = { $round }. kolo
tournament-line-game = { $board }. { $first } – { $second }{ $where }
tournament-line-bye = { $who } ima slobodno kolo (pobjeda).
tournament-line-sits-out = { $who } ne igra u ovom kolu (bez igre i bez boda).
tournament-round-threads = Svaka igra ima svoju nit u ovom kanalu.
tournament-round-many = { $count ->
        [one] { $count } igra
        [few] { $count } igre
       *[other] { $count } igara
    }: pogledaj sliku, niti i `/jamb-turnir prikaži`.
tournament-pairings = Parovi
tournament-points = { NUMBER($points, maximumFractionDigits: 1) } bod.
tournament-tiebreaks = { $wins }-{ $draws }-{ $losses } · Buchholz { NUMBER($buchholz, maximumFractionDigits: 1) } · SB { NUMBER($sb, maximumFractionDigits: 1) } · { $margin }
tournament-over = 🏆 Turnir **{ $name }** je završio!
tournament-final-standings = { $name }: konačni poredak
tournament-no-winner = Nitko nije pobijedio: nijedan finalist nije odigrao finale.
tournament-standings = { $name }: poredak
tournament-round-now = { $round }. kolo od { $rounds }:
tournament-result = { NUMBER($score, maximumFractionDigits: 1) } za prvog
tournament-playing = igra se
tournament-list-title = 🏆 Turniri na ovom serveru
tournament-list-line = #{ $number } **{ $name }** · { $kind } · { $status } · { $count ->
        [one] { $count } igrač
        [few] { $count } igrača
       *[other] { $count } igrača
    }
stats-tournaments = Turniri
stats-tournaments-value = odigrano { $count }, najbolje mjesto { $best }
alt-tournament-round = Parovi { $round }. kola po stolovima: igre i slobodna kola, ukupno { $count }.
alt-tournament-standings = Poredak turnira { $name }: { $ranking }.
help-tournaments-title = Turniri
help-tournaments = `/jamb-turnir prijava` (ili gumb Prijavi se na poruci za prijave), `odjava`, `prikaži` (poredak ili kostur turnira, igre kola), `popis`, `odustani`. Organizatori (Upravljanje događajima): `/jamb-turnir-admin otvori naziv:Jesenski kup sustav:švicarski botovi:4`, `počni`, `presudi igra:12 ishod:pobjeđuje prvi igrač`, `otkaži`.

# poveznice na web (PUBLIC_URL i /yamb-settings web:on poslužitelja): gumbi s poveznicom
link-full-board = Cijela ljestvica
link-replay = Pregled partije
link-tournament = Stranica turnira
link-profile = Profil
link-daily = Izazov br. { $number }: provjeri kockice
