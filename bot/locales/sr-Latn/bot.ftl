# Sve što bot govori igračima, na srpskom (latinica). Reči igre: docs/glossary.tsv (kolona sr-Latn).
# Ćirilica (sr-Cyrl/bot.ftl) se pravi iz ove datoteke: `python -m tools.sr_cyrl`. Ne koristiti
# slova q, w, x, y van `koda` (nemaju ćirilično slovo). Diskord nema srpski jezik, pa se naredbe
# pišu engleskim imenima, u `kodu`, da ostanu latinicom i u ćirilici.
# Imena i drugi tekstovi koje su igrači upisali stižu već obezbeđeni: ne dodavati markdown oko njih.

## Soba

lobby-title = 🎲 Jamb, soba: { $ruleset }, { $mode }
lobby-body = Domaćin: { $host }
    Igrači ({ $count }): { $players }
    Pritisni **Uđi**, a zatim domaćin pritiska **Počni**.
lobby-body-dm = Domaćin: { $host }
    Igrači ({ $count }): { $players }
    Ovu direktnu poruku vidiš samo ti: po želji dodaj botove, a zatim pritisni **Počni** (bez njih igraš sam).
lobby-nobody = još niko
lobby-options = Opcije: { $options }
lobby-option-bonus_threshold = bonus od { $value }
lobby-option-six_dice = šest kockica
lobby-option-negative_school = negativna škola
lobby-option-matches = šibice
lobby-option-without = bez: { $option }
lobby-host = Domaćin: { $host }
lobby-team = Ekipa { $team }: { $members }
lobby-pick-team = Izaberi ekipu (po dva igrača), a zatim domaćin pritiska **Počni**.
lobby-join = Uđi
lobby-join-team = Uđi u ekipu { $team }
lobby-leave = Izađi
lobby-start = Počni
lobby-cancelled = Soba je zatvorena.
lobby-closes = ⏳ Soba se zatvara { $closes } ako joj se do tada niko ne pridruži niti pokrene igru.
lobby-expired = Soba je zatvorena: { $hours ->
        [one] { $hours } sat
        [few] { $hours } sata
       *[other] { $hours } sati
    } niko joj se nije pridružio niti pokrenuo igru.
challenge-closes = ⏳ Izazov ističe { $closes } ako do tada ne bude prihvaćen.
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
kontra-only-opponent = Na ovaj izazov može da odgovori samo { $opponent }.
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
ruleset-yamm = Jam
ruleset-russian = Ruski
ruleset-tris = Triling
mode-name-standard = standardno
mode-name-kontra = Kontra dvoboj
mode-name-pairs = u parovima
mode-name-team = ekipno
mode-name-partners = partneri
mode-line-standard = Svako igra na svojoj tabeli; pobeđuje najveći zbir.
mode-line-kontra = Dvoboj: protivnik upisuje u tvoju tabelu (vrednost gde god je moguća), posle tvog prvog bacanja sme da najavi za tebe, a pobeđuje manji zbir.
mode-line-pairs = Ekipe od dvoje dele tabelu: oba partnera odigraju potez, zatim ekipa upisuje jedan od dva rezultata.
mode-line-team = Ekipe od dvoje: oba partnera odigraju potez, zatim ekipa upisuje oba rezultata, svaki na tabelu jednog partnera.
mode-line-partners = Ekipe od dvoje dele tabelu i smenjuju se: na potezu je po jedan igrač svake ekipe.
thread-name = Jamb { $ruleset }
versus = protiv
team-name = Ekipa { $team }
rules-modes-title = Načini igre (biraš ga sa `/yamb new mode:…`)

## Igra

game-started = 🎲 Jamb { $ruleset }, { $mode }: { $order }
game-in-thread = Igra se u { $thread }.
game-draw = Žreb: { $draws }
game-fair = Poštene kockice: svako bacanje dolazi iz tajnog semena čiji je `SHA-256` `{ $commitment }`. Otkriva se na kraju.
game-over = 🏁 Igra je završena. Pobednik: { $winners }!
game-over-tie = 🏁 Igra je završena: nerešeno između { $winners }!
game-lowest-wins = (Kontra: pobeđuje najmanji zbir.)
game-total = **{ $who }**: { $total }
game-settlement = obračun { $amount }
game-reveal = Seme: `{ $seed }` — svako bacanje proveri sa `python -m engine verify { $file } { $seed }`
game-ended-line = 🏁 Jamb { $ruleset }: pobednik { $winners } ({ $totals }). { $link }
game-ended-by = { $who } je prekinuo igru. Čuva se kao napuštena i ne računa se nikome.
game-kicked = { $who } je uklonio { $target } iz igre. Od sada njegove poteze igra bot (srednje).
game-reminder = ⏰ { $who }, na potezu si u Jambu ({ $minutes } min bez poteza).
game-auto = ⏰ { $who } nije stigao da odigra: bot (srednje) je odigrao za njega i vodi ga kao odsutnog.
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
decide-must-announce = { $who } mora da najavi polje za { $thrower }: ostala su samo polja najave.
decide-kontra-first = { $writer } sme da najavi polje za { $thrower }, ili { $who } baca ponovo ili kaže dosta.
decide-kontra-throwing = { $who } baca ponovo ili kaže dosta.
decide-kontra-announced = { $writer } zadržava kockice za { $thrower } i baca ponovo, ili staje i upisuje.
decide-kontra-write = { $writer } upisuje rezultat za { $thrower }: vrednost gde god je moguća.
decide-kontra-announce-or-write = { $writer } najavljuje polje za { $thrower } ili upisuje rezultat: vrednost gde god je moguća.
decide-first-partner = { $who } baca ponovo ili predaje partneru { $partner }, koji igra drugi potez ekipe.
decide-first-partner-pass = { $who } nema više bacanja i predaje partneru { $partner }, koji igra drugi potez ekipe.
decide-held-throw = Rezultat igrača { $held } čeka; { $who } baca.
decide-held-write = Rezultat igrača { $held } čeka; { $who } baca ponovo, ili ekipa upisuje jedan od rezultata.
decide-team-writes = Rezultat igrača { $held } čeka, a { $who } nema više bacanja: ekipa upisuje.
line-wrote = { $who } je upisao { $value } u { $cell }
line-crossed = { $who } je precrtao { $cell }
line-wrote-for = { $who } je upisao { $value } igrača { $result } u { $cell }
line-crossed-for = { $who } je precrtao { $cell } rezultatom igrača { $result }
line-wrote-on = { $who } je upisao { $value } u { $cell } na tabeli igrača { $sheet }
line-crossed-on = { $who } je precrtao { $cell } na tabeli igrača { $sheet }
sheet-points = { $who }: zasad { $total ->
        [one] { $total } poen
        [few] { $total } poena
       *[other] { $total } poena
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
ui-correct-option = premesti poslednji rezultat u { $cell }
ui-result = { $player } { $dice }: { $option }
ui-result-on-sheet = { $player } { $dice } → tabela { $sheet }: { $option }
ui-column = Izaberi kolonu…
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
ui-column-option-on = Kockice igrača { $player } → tabela { $sheet }: { $column } ({ $count ->
        [one] { $count } polje
        [few] { $count } polja
       *[other] { $count } polja
    })
ui-pair-option = Kockice igrača { $player } → tabela { $sheet } ({ $count ->
        [one] { $count } polje
        [few] { $count } polja
       *[other] { $count } polja
    })
ui-other-columns = ← druge kolone
ui-other-pairs = ← čije kockice, čija tabela
ui-hint = Savet

## Odgovori na naredbe (ostalo pokazuje poruka igre)

done-joined = Ušao si u igru.
done-left = Izašao si iz igre.
done-throw = Bacio si { $dice } (bacanje { $n }).
done-corrected = Premestio si svoj rezultat { $dice } iz { $old } u { $cell }, gde vredi { $value }.
done-kept = Zadržano za sledeće bacanje: { $dice }
done-action = Gotovo: poruka igre to pokazuje.
done-kicked = { $target } je van igre: njegove poteze igra bot, a igrači su obavešteni.
done-rematch = Revanš je otvoren u { $channel }: tamo pritisni Počni.
done-rematch-challenge = Revanš je otvoren u { $channel }: { $opponent } ga tamo prihvata.
done-bot-added = Bot je ušao u sobu.
done-bot-removed = Bot je izašao iz sobe.
lobby-kicked = { $who } je uklonio { $target } iz sobe.

## Odbijanja i odgovori

error-no-game = U ovom kanalu nema igre Jamba. Otvori je sa `/yamb new`.
error-not-player = Ne igraš u ovoj igri.
error-kicked = Uklonjen si iz ove igre: tvoje poteze igra bot (srednje).
error-member-not-playing = Taj član ne igra u ovoj igri.
error-busy-lobby = Ovde već traje igra (soba, domaćin { $host }). Pogledaj je sa `/yamb sheet` ili je završi sa `/yamb end` ako si domaćin. Sama se zatvara { $closes } ako joj se niko ne pridruži niti pokrene igru.
    { $link }
error-busy-challenged = { $host } te ovde izaziva na dvoboj u Kontra Jambu: pritisni **Prihvati** ({ $link }) za igru ili **Odbij**. Sam ističe { $closes } ako ne bude prihvaćen.
error-busy-challenge = Ovde čeka dvoboj u Kontra Jambu: { $host } izaziva { $opponent }. Završi ga sa `/yamb end` ako je izazov tvoj. Sam ističe { $closes } ako ne bude prihvaćen.
    { $link }
error-busy-game = Ovde već traje igra ({ $ruleset }, { $mode }, domaćin { $host }). Pogledaj je sa `/yamb sheet` ili je završi sa `/yamb end` ako si domaćin.
    { $link }
error-outdated = To dugme pripada ranijem trenutku igre. Koristi trenutnu poruku: { $link }
error-no-link = poslednja poruka igre u ovom kanalu
error-redrawn = Igra je otišla dalje: ova poruka opet pokazuje trenutni potez. Pritisni ponovo ako još želiš.
error-not-host = To može samo domaćin ({ $host }) ili član sa pravom upravljanja kanalima.
error-tournament-game = Ovo je igra turnira **{ $name }**: završava se igrom, istekom vremena ili odlukom organizatora (`/yamb-tournament-admin settle game:{ $game }`).
error-not-admin = Podešavanja Jamba mogu da menjaju samo članovi sa pravom upravljanja serverom.
error-lobby-full = Soba je puna.
error-not-in-lobby = Nisi u ovoj sobi.
error-already-joined = Već si u ovoj igri.
error-not-lobby = Igra je već počela.
error-not-started = Igra još nije počela: domaćin pritiska Počni.
error-leave-started = Igra je počela; domaćin ili moderator može da upotrebi `/yamb kick`.
error-challenge-only = Ova soba je izazov na dvoboj za jednog člana.
error-challenge-one = Izazovi jednog drugog člana, u načinu kontra.
error-option-not-played = Opcija `{ $option }` u ovom načinu ništa ne menja ({ $mode }: tu niko ne plaća bacanja). Otvori sto bez nje.
error-challenge-in-dm = Izazovi { $who } u kanalu servera: ovu direktnu poruku sa botom vidiš samo ti.
error-choose-ruleset = Izaberi pravila ({ $rulesets }) i način igre.
error-bad-team = Ekipe su označene brojevima od 1 do { $count }.
error-kick-not-in-game = { $who } nije u ovoj igri.
error-kick-host = Domaćin ne može da bude izbačen; `/yamb end` zatvara sobu.
error-first-throw-keeps = Ovo je prvo bacanje: bacaju se sve kockice.
error-keep-before-throw = Prvo baci: nema kockica za zadržavanje.
error-no-more-throws = U ovom potezu više nema bacanja: upiši rezultat.
error-only-keeper = Sada kockice zadržava samo { $who }.
error-bad-dice = Kockice navedi po mestu ispod slike, od 1 do { $count } (npr. `1 3 4` ili `134`), ili po brojevima koje zadržavaš (npr. `6 6 3`), ili `ništa`.
error-text-too-long = To je predugačko: najviše { $limit } znakova.
error-text-empty = Upiši nešto ili izostavi tu opciju.
error-bad-cell-text = Polje se navodi kolonom i redom, slovima i ciframa (npr. `{ $example }` ili `Slobodna Ful`).
error-unknown-cell = Na ovoj tabeli nema polja sa tim imenom: navedi kolonu i red (npr. `{ $example }`); spisak nudi polja koja sada smeš da koristiš.
error-not-offered = Toga nije bilo u poruci: izaberi jednu od ponuđenih mogućnosti.
error-only-writer = Gde ide rezultat, bira samo { $who }.
error-conflict = Neko je odigrao u istom trenutku; tvoj potez je stigao drugi i ništa nije promenio.
error-conflict-link = Neko je odigrao u istom trenutku; tvoj potez je stigao drugi i ništa nije promenio. Igra se nastavlja ovde: { $link }
error-game-over = Ta igra je završena. Otvori novu sa `/yamb new`.
error-unexpected = Izvini, kod nas je nešto pošlo naopako. Igra je bezbedna; pokušaj ponovo.
error-not-allowed-channel = Na ovom serveru u ovom kanalu ne mogu da se otvaraju igre.
error-bot-cannot-post = Ovde ne mogu da igram: moram da vidim ovaj kanal i da u njemu šaljem poruke, ugrađeni sadržaj i datoteke. Zamoli moderatora da mi da ta prava.
error-board-sort = Poređaj po pobedama, procentu, proseku, najboljem rezultatu ili rejtingu; period: sve, 30 dana ili sezona.
error-board-filter = Nepoznata pravila ili način igre.
error-board-button = To dugme rang-liste ne radi; ponovo pokreni `/yamb-scores leaderboard`.
error-duel-same = Izaberi dva različita člana.
error-bot-opponent = Izazovi čoveka ili mene: drugi botovi ne igraju Jamb.
error-no-rematch = Ponovo može da se igra samo igra koja je završena.
error-bot-level = Bot igra na težini lako, srednje ili teško.
error-bot-count = Za ovim stolom uz tebe ima mesta za najviše { $most ->
        [one] { $most } bota
        [few] { $most } bota
       *[other] { $most } botova
    }.
error-no-bot = U ovoj sobi nema bota.

## Saveti

hint-title = 💡 Tvoje najbolje mogućnosti sada (procena teškog bota): gubitak u odnosu na najbolju i očekivani konačni zbir.
hint-line = { $option } → { $gain ->
    [yes] +{ NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
   *[no] { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
} (očekivano { NUMBER($total, minimumFractionDigits: 1, maximumFractionDigits: 1) })
hint-chance = { $option } { NUMBER($chance, style: "percent") }
hint-win = 🏆 Ovi potezi menjaju i tvoju šansu za pobedu: { $options }
hint-throw = baci
hint-keep = zadrži { $dice }
hint-keep-none = baci ponovo sve kockice
hint-announce = najavi { $cell }
hint-write = upiši { $value } u { $cell }
hint-cross = precrtaj { $cell }
hint-dice-of = kockice igrača { $player }
hint-sheet-of = na tabeli igrača { $player }
hint-stop = dosta
hint-pass = predaj partneru
hint-correct = premesti poslednji rezultat u { $cell }
hint-wait = pusti igrača na potezu da baca dalje
hint-nothing = Sada ništa ne čeka na tebe: savet je za tvoj sopstveni potez.
hint-preparing = Bot (teško) još proračunava sopstveni prag bonusa ove igre (minut-dva, jednom): pitaj ponovo uskoro.
hint-off = Saveti su na ovom serveru isključeni.
hint-practice-only = Saveti su ovde samo za igre za vežbu: protiv bota ili kad igraš sam.

## Odbijanja po pravilima (kodovi odbijanja motora)

refusal-no_players = Za igru treba bar jedan igrač.
refusal-duplicate_player = Igrač može da sedne za sto samo jednom.
refusal-bad_player = Imena igrača imaju od 1 do 100 znakova.
refusal-kontra_announce = Kontra Jamb traži kolonu najave; { $ruleset } je nema.
refusal-kontra_two = Kontra Jamb je dvoboj: igraju tačno dva igrača.
refusal-no_teams = Ovaj način igre nema ekipe.
refusal-teams_needed = Ovaj način igraju ekipe od dvoje.
refusal-teams_too_few = Način „partneri” igraju dve ili više ekipa od dvoje.
refusal-team_size = Svaka ekipa ima tačno dva igrača.
refusal-teams_mismatch = Igrači moraju da budu članovi ekipa.
refusal-team_full = Ekipa { $team } već ima dva igrača.
refusal-team_needed = Prvo svi biraju ekipu (još nisu: { $players }).
refusal-seating_mismatch = Raspored mora da bude tačno igrači koji su ušli.
refusal-unknown_mode = Nepoznat način igre; izaberi jedan od: `standard`, `kontra`, `pairs`, `team`, `partners`.
refusal-unknown_ruleset = Nepoznata pravila; izaberi jedna od: `classic`, `bulgarian`, `yamm`, `russian`, `tris`.
refusal-unknown_option = Nepoznata opcija.
refusal-option_not_for_ruleset = Ta opcija nije za ova pravila.
refusal-bad_option = Vrednosti opcija su brojevi ili da/ne, u svom opsegu.
refusal-options_need_ruleset = Za opcije izaberi podrazumevana pravila.
refusal-bad_timeout = Vreme za potez je od { $low } do { $high } minuta.
refusal-bad_channels = Kanali se navode kao spisak id-ova kanala.
refusal-disallow_everywhere = Igre mogu da počnu u svakom kanalu: nema spiska sa kog bi se kanal uklonio. Prvo sa `allow_channel` navedite kanale u kojima smeju da počnu.
refusal-disallow_last = { $channel } je jedini kanal u kome igre smeju da počnu; bez njega bi mogle da počnu bilo gde. Prvo dozvolite drugi ili upotrebite `everywhere:True`.
refusal-bad_flag = Ovo podešavanje je da ili ne.
refusal-bad_hints = Saveti su uključeni, isključeni ili samo za vežbu.
refusal-bad_season = Sezone su meseci, tromesečja ili isključene.
refusal-bad_web = Veb stranice su uključene ili isključene.
refusal-bad_bot_pace = Tempo bota je od { $low } do { $high } milisekundi po koraku.
refusal-bad_slow_hours = Potez spore igre traje od { $low } do { $high } sati.
refusal-bad_slow_timeout = Kad sporom potezu istekne vreme, odigra ga bot ili se igra završava.
refusal-bad_language = Nepoznat jezik; izaberi jedan od: { $languages }.
refusal-game_over = Igra je završena.
refusal-game_not_over = Igra još nije završena.
refusal-not_in_game = { $player } ne igra u ovoj igri.
refusal-unknown_action = Nepoznata radnja.
refusal-bad_record = Taj zapis igre ne može da se pročita.
refusal-bad_draw = Žreb u zapisu ne može da se pročita.
refusal-draw_not_from_seed = Žreb u zapisu ne dolazi iz semena igre.
refusal-too_many_actions = Zapis igre ima previše radnji.
refusal-not_from_seed = Ove kockice ne dolaze iz semena igre: neka ih baci bot.
refusal-not_your_turn = Nisi na redu da { $what ->
        [throw] bacaš
        [stop] staneš
        [announce] najaviš
       *[write] upišeš
    }: na potezu je { $expected }.
refusal-keep_before_throw = Prvo baci: nema kockica za zadržavanje.
refusal-bad_die = Kockice su označene od 1 do { $count }, a svaka se zadržava najviše jednom.
refusal-bad_dice = Bacanje pokazuje { $count } kockica, svaku od 1 do 6.
refusal-kept_changed = Zadržana kockica ne može da promeni broj.
refusal-turn_over = Potez je gotov: upiši drugi rezultat.
refusal-kontra_keeps = Polje je najavljeno: koje kockice zadržavaš, bira protivnik.
refusal-stopped = Rekao si dosta: bacanje je gotovo.
refusal-no_more_throws = To je bilo { $throws }. bacanje: nema više bacanja, upiši rezultat.
refusal-pass_to_partner = To je bilo { $throws }. bacanje: nema više bacanja, predaj partneru { $player }.
refusal-must_announce = Ostala su samo polja najave: polje mora da se najavi.
refusal-stop_before_throw = Prvo baci.
refusal-kontra_writer_stops = Polje je najavljeno: kada se staje, odlučuje protivnik.
refusal-cannot_stop = Nema šta da se zaustavi: upiši rezultat.
refusal-kontra_announcer = U Kontra Jambu za tebe najavljuje protivnik.
refusal-announce_before_throw = Najavljuje se odmah posle prvog bacanja.
refusal-announced_twice = U ovom potezu polje je već najavljeno.
refusal-announce_too_late = Najaviti može samo odmah posle prvog bacanja.
refusal-not_announce_cell = { $cell } nije u koloni najave.
refusal-cell_filled = { $cell } je već popunjeno.
refusal-unknown_cell = Na tabeli { $ruleset } nema polja { $cell } (polja izgledaju kao `{ $example }`).
refusal-result_not_named = U ovom načinu upis ne navodi rezultat: to je rezultat igrača na potezu.
refusal-sheet_not_named = U ovom načinu upis ne navodi tabelu: ide na tabelu ovog kruga.
refusal-kontra_writer = U Kontra Jambu tvoj rezultat upisuje protivnik.
refusal-write_before_throw = Prvo baci, pa upiši.
refusal-kontra_not_enough = { $player } još baca: sačekaj da kaže dosta.
refusal-partner_to_throw = { $player } igra svoj potez pre nego što ekipa upiše.
refusal-bad_result = Navedi čiji rezultat upisuješ: { $results }.
refusal-bad_sheet = Navedi tabelu na koju upisuješ: { $sheets }.
refusal-announced_sheet = Najavljeni rezultat ide na tabelu onoga ko ga je najavio.
refusal-announced_elsewhere = { $cell } je najavljeno: potez se završava upisom u to polje.
refusal-kontra_must_write = Vrednost je moguća, pa mora da se upiše: precrtavanje nije dozvoljeno.
refusal-sum_row_cross = Maks, Min, Hoh i Tif uvek dobijaju zbir kockica.
refusal-announce_only = U { $cell } može da se upiše samo posle najave.
refusal-kontra_value = { $cell } ne može da primi ove kockice: vrednost mora da se upiše gde je moguća, a Maks mora da ostane iznad Mina.
refusal-column_order = { $cell } nije sledeće: kolona { $column } se popunjava { $order ->
        [down] odozgo nadole
        [up] odozdo nagore
       *[other] svojim redom
    }.
refusal-no_correction = { $ruleset } nema ispravki.
refusal-nothing_to_correct = Nemaš rezultat koji bi premestio (ispravka važi dok ne počne sledeći potez tvoje strane).
refusal-same_cell = Rezultat je već u tom polju.
refusal-corrections_used = Ovaj rezultat je već premešten { $most ->
        [one] { $most } put
        [few] { $most } puta
       *[other] { $most } puta
    }, a više se ne sme premeštati.

## Oko stola

board-title = 🏆 Rang-lista Jamba
board-line = { $name } — **{ $wins ->
        [one] { $wins } pobeda
        [few] { $wins } pobede
       *[other] { $wins } pobeda
    }** u { $games ->
        [one] { $games } igri
        [few] { $games } igre
       *[other] { $games } igara
    } · { NUMBER($rate, style: "percent") } · prosek { NUMBER($average, maximumFractionDigits: 0) }
board-line-best = najbolje { $best } (igra br. { $game })
board-rating-line = { $name } — rejting **{ NUMBER($ordinal, minimumFractionDigits: 1, maximumFractionDigits: 1) }** (μ { NUMBER($mu, minimumFractionDigits: 1, maximumFractionDigits: 1) }, σ { NUMBER($sigma, minimumFractionDigits: 1, maximumFractionDigits: 1) }) · { $games ->
        [one] { $games } igra
        [few] { $games } igre
       *[other] { $games } igara
    }
board-rating-scope = Rejting za { $ruleset } (svi načini, sve vreme)
board-all-rulesets = sva pravila
board-all-modes = svi načini
board-all-time = sve vreme
board-30-days = poslednjih 30 dana
board-season = sezona { $season }
error-board-season = Sezona se piše kao `2026-10` (mesec) ili `2026-Q3` (tromesečje) i mora već da je počela.
error-board-season-off = Ovaj server nema sezone: član s dozvolom Upravljanje serverom bira ih sa `/yamb-settings season:`.
board-by-wins = po pobedama
board-by-win_rate = po procentu pobeda
board-by-average = po prosečnom rezultatu
board-by-best = po najboljem rezultatu
board-your-rank = { $name }: mesto { $rank } od { $of } · strana { $page } od { $pages }
board-not-ranked = { $name }: još nije na ovoj rang-listi · strana { $page } od { $pages }
board-empty = Još nema završenih igara.
board-previous = ◀ Prethodna
board-next = Sledeća ▶
stats-none = { $who } još nema završenih igara na ovom serveru.
stats-streak-won = { $count ->
        [one] poslednja igra dobijena
        [few] { $count } pobede zaredom
       *[other] { $count } pobeda zaredom
    }
stats-streak-lost = { $count ->
        [one] poslednja igra nije dobijena
        [few] { $count } igre bez pobede
       *[other] { $count } igara bez pobede
    }
stats-games = Igre
stats-wins = Pobede
stats-wins-value = { $wins } ({ NUMBER($rate, style: "percent") })
stats-yambs = Bačeni jambovi
stats-streak = Trenutni niz
stats-favourite = Omiljena pravila
stats-ruleset-line = { $games ->
        [one] { $games } igra
        [few] { $games } igre
       *[other] { $games } igara
    } · { $wins ->
        [one] { $wins } pobeda
        [few] { $wins } pobede
       *[other] { $wins } pobeda
    } · prosek { NUMBER($average, maximumFractionDigits: 0) }
stats-best = najbolje { $best } (br. { $game })
stats-kontra-best = Kontra: najbolje { $best } (br. { $game }; pobeđuje najmanji zbir)
stats-last-scores = Poslednji rezultati po pravilima, od najstarijeg:
stats-legend-won = pobeda
stats-legend-other = nije pobeda (ili igra u samoći)
stats-versus-bot = Protivnik: { $bot }
stats-versus-line = { $games ->
        [one] { $games } igra
        [few] { $games } igre
       *[other] { $games } igara
    } · { $wins ->
        [one] { $wins } pobeda
        [few] { $wins } pobede
       *[other] { $wins } pobeda
    } · { $losses ->
        [one] { $losses } poraz
        [few] { $losses } poraza
       *[other] { $losses } poraza
    } · { $ties ->
        [one] { $ties } nerešena
        [few] { $ties } nerešene
       *[other] { $ties } nerešenih
    } · prosek { NUMBER($average, maximumFractionDigits: 0) }
score-best = najbolje { $best }
score-kontra-best = Kontra: najbolje { $best } (pobeđuje najmanji zbir)
duel-none = još nema igara
duel-even = nerešeno
duel-margin = +{ NUMBER($margin, minimumFractionDigits: 1, maximumFractionDigits: 1) } za { $who }
duel-line = { $a } **{ $wins_a }** – **{ $wins_b }** { $b } ({ $ties ->
        [one] { $ties } nerešena
        [few] { $ties } nerešene
       *[other] { $ties } nerešenih
    }) · prosečna razlika { $margin } · poslednji susret { $last }
duel-tie = nerešeno
duel-last = Poslednji susreti:
duel-never = Još se nisu sreli.
history-none = Na ovom serveru još nema završenih igara.
history-title = 📜 Nedavne igre
history-open = otvori
history-hints = 💡 korišćeni saveti
status-finished = završena
status-abandoned = napuštena
status-cancelled = otkazana
history-footer = Zapis bilo koje igre: `/yamb-scores export game:<broj>`
export-running = Igra br. { $game } još traje; izvezi je kad se završi.
export-none = Ovde nema završene igre br. { $game } koju možeš da vidiš.
export-none-here = U ovom kanalu još nije završena nijedna igra: navedi je sa `/yamb-scores export game:<broj>` (vidi `/yamb-scores history`).
export-text = Igra br. { $game } ({ $ruleset }, { $mode }, { $status }). Ponovi je sa `python -m engine replay { $file }`; kockice proveri sa `python -m engine verify { $file } { $seed }`
settings-title = ⚙️ Podešavanja Jamba za ovaj server
settings-default_ruleset = Podrazumevana pravila
settings-default_mode = Podrazumevani način
settings-turn_timeout_minutes = Vreme za potez
settings-game_channels = Igre mogu da počnu u
settings-game_threads = Nit za svaku igru
settings-hints = Saveti
settings-hints-on = uključeni
settings-hints-off = isključeni
settings-hints-practice = u igrama za vežbu (sa botom ili kad igraš sam)
settings-bot_pace_ms = Tempo botova
settings-seconds = { NUMBER($seconds, maximumFractionDigits: 3) } s po koraku
settings-language = Jezik
settings-yes = da
settings-no = ne
settings-minutes = { $minutes } min
settings-everywhere = svim kanalima
settings-changed = Promenjeno.
settings-unchanged = Ništa nije promenjeno: za promenu navedi opcije.
settings-daily_channel = Dnevni izazov se objavljuje u
settings-daily-off = nigde (isključeno)
settings-season = Sezone rang-lista
settings-season-month = kalendarski meseci (UTC)
settings-season-quarter = tromesečja (UTC)
settings-season-off = isključene
settings-season_channel = Najbolja trojica sezone objavljuju se u
settings-web = Stranice na vebu
settings-web-on = uključene (rang-liste, profili i snimci igara servera na vebu)
settings-web-off = isključene
language-chosen = Od sada ti odgovaram na jeziku { $language }, bez obzira na jezik tvog Diskorda. Igre zadržavaju svoj jezik.
language-automatic = Od sada ti odgovaram na jeziku tvog Diskorda (sada: { $language }).

## /yamb help

help-title = 🎲 Jamb: kako se ovde igra
help-tour = Pet kockica, do tri bacanja u potezu: zadrži kockice koje ti odgovaraju (klikni ih), baci ostale, a zatim upiši rezultat u jedno polje svoje tabele. Svaka igra ima svoju nit; poruka trenutnog poteza ima dugmad, a mogu da ih koriste samo igrači koje pominje. `/yamb rules` objašnjava sva pravila i načine igre. Diskord nema srpski, pa su naredbe na engleskom.
help-start-title = Početak
help-start = `/yamb new ruleset:classic` otvara igru ovde (`language:` bira jezik igre; `mode:kontra opponent:@Ana` izaziva člana na dvoboj; `bots:1 level:hard` dovodi bota za sto, a dugmad sobe dodaju još); ostali pritisnu Uđi, a domaćin Počni. `/yamb join`, `/yamb leave`, `/yamb start` rade isto naredbom.
help-play-title = Igra
help-play = Dugmad rade sve. Naredbama: `/yamb roll keep:1 3` (kockice po mestu ili brojevi `6 6 3`), `/yamb hold dice:2 5`, `/yamb announce cell:announce/yamb`, `/yamb write cell:free/full`, `/yamb cross cell:down/yamb`, `/yamb enough`, `/yamb correct cell:free2/straight` (Jam).
help-slow-title = Igre kroz više dana
help-slow = `/yamb new pace:slow`: svaki potez sme da traje satima (podešavanje servera `slow_turn_hours`, podrazumevano 24); na pola vremena dobiješ podsetnik, a onda se desi ono što je server izabrao. `/yamb games` prikazuje tvoje igre u toku, prvo one u kojima si na potezu; `/yamb notify` bira kako saznaješ da si na potezu (direktna poruka, pominjanje ili ništa).
help-daily-title = Dnevni izazov
help-daily = `/yamb daily`: jedna igra dnevno, iste kockice za sve, jedan pokušaj, igra se nasamo (vidiš je samo ti). Zatim `/yamb daily show:board` (dodaj `everywhere:True` za sve servere, `day:2026-11-28` za neki drugi dan) i `/yamb daily show:history`.
help-look-title = Pogled
help-look = `/yamb sheet member:@Ana` (vidiš samo ti), `/yamb hint` (tvoje najbolje mogućnosti sada, ako server dozvoljava), `/yamb rules ruleset:yamm`, `/yamb help`, `/yamb language` (jezik na kome ti odgovaram).
help-table-title = Oko stola
help-table = `/yamb end`, `/yamb kick member:@Bo`, `/yamb-settings` (upravljanje serverom).
help-scores-title = Rezultati
help-scores = `/yamb-scores leaderboard` (`period:season` rang-lista ove sezone, `season:2026-10` neke ranije), `/yamb-scores stats member:@Ana`, `/yamb-scores duel-record member:@Ana`, `/yamb-scores history`, `/yamb-scores export game:12`.

## Igre u nitima (naredba igre u kanalu iz kog su došle)

error-no-game-your-thread = Igre ovog kanala igraju se u sopstvenim nitima. Tvoja je ovde: { $link }
error-no-game-your-threads = Igre ovog kanala igraju se u sopstvenim nitima. Tvoje su ovde:
    { $games }
error-no-game-your-threads-more = Igre ovog kanala igraju se u sopstvenim nitima. Tvoje su ovde:
    { $games }
    …i još { $count ->
        [one] { $count } igra
        [few] { $count } igre
       *[other] { $count } igara
    }.
error-no-game-threads = U samom kanalu se ne igra nijedna igra: njegove igre imaju sopstvene niti. Otvori neku i gledaj ili započni svoju sa `/yamb new`:
    { $games }
error-no-game-threads-more = U samom kanalu se ne igra nijedna igra: njegove igre imaju sopstvene niti. Otvori neku i gledaj ili započni svoju sa `/yamb new`:
    { $games }
    …i još { $count ->
        [one] { $count } igra
        [few] { $count } igre
       *[other] { $count } igara
    }.

## Slike rečima, za čitače ekrana (opis svake slike: najviše 1024 znaka)

alt-sheet = Tabela: { $who }. Ukupno { $total }; prazna polja: { $empty } od { $cells }.
alt-sheet-final = Tabela na kraju: { $who }. Ukupno { $total }.
alt-columns = Po kolonama: { $columns }.
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
alt-record = Zapis igre { $game }: svako bacanje, zadržavanje i upis, za ponavljanje i proveru igre.
alt-rules = Prazna tabela, pravila: { $ruleset }. Kolone: { $columns }. Redovi: { $rows }.
alt-scores = Poslednji rezultati igrača { $who }, od najstarijeg: { $charts }.
alt-score-won = { $score } (pobeda)
alt-hint = Savet. Najbolje: { $best }.
alt-hint-next = Zatim: { $options }.
alt-hint-dice = Kockice na stolu: { $dice }.

## Dnevni izazov (`/yamb daily`)
daily-header = 📅 **Dnevni izazov br. { $number }** · { $ruleset } · danas iste kockice za sve · `SHA-256` semena `{ $commitment }…`
daily-yesterday = ⏳ Jučerašnji izazov: završi ga pre 00:00 `UTC`.
daily-expired = Dnevni izazov br. { $number } je zatvoren: pokušaji ostaju otvoreni do kraja sledećeg dana (`UTC`).
daily-finished = 🏁 **Dnevni izazov br. { $number }** ({ $ruleset }) je završen: **{ $total ->
        [one] { $total } poen
        [few] { $total } poena
       *[other] { $total } poena
    }**.
daily-rank-server = 🏅 Zasad { $rank }. mesto od { $count } na ovom serveru.
daily-rank-everywhere = 🏅 Zasad { $rank }. mesto od { $count } na svim serverima.
daily-bot-scored = 🤖 Bot je danas postigao { $total }.
daily-streak = 🔥 Niz: { $current } { $current ->
        [one] dan
        [few] dana
       *[other] dana
    } (najbolji { $best }).
daily-share = Podeli
daily-board = Rang-lista
daily-play = Igraj današnji izazov
hint-daily = U dnevnom izazovu nema saveta: svako sam igra iste kockice.
daily-no-such-day = Za taj dan još nema dnevnog izazova.
daily-bad-day = Dan navedi kao datum (2026-11-28) ili kao broj (#12).
daily-board-hidden = Prvo završi dnevni izazov br. { $number }: njegova rang-lista i tabele su skrivene dok ga ne odigraš ili dok se dan ne završi.
daily-board-title = 📅 Dnevni izazov br. { $number } · { $ruleset } · { $date } · { $scope }
daily-board-server = ovaj server
daily-board-everywhere = svi serveri
daily-board-line = { $rank }. { $who } — **{ $total }** ({ $time } `UTC`)
daily-board-line-next-day = { $rank }. { $who } — **{ $total }** ({ $time } `UTC`, sledećeg dana)
daily-board-bot = 🤖 { $bot } — { $total } (za poređenje, van poretka)
daily-board-empty = Ovde ga još niko nije završio.
daily-finishers = { $count ->
        [one] Zasad ga je završio { $count } igrač.
        [few] Zasad su ga završila { $count } igrača.
       *[other] Zasad ga je završilo { $count } igrača.
    } Seme se otkriva kad se zatvore pokušaji tog dana.
daily-seed-revealed = Seme (otkriveno): `{ $seed }`
daily-history-title = 📅 Tvoji dnevni izazovi
daily-history-none = Još nisi igrao dnevni izazov: probaj `/yamb daily`.
daily-history-line = #{ $number } · { $date } · { $ruleset } — **{ $total }** (igra br. { $game })
daily-history-open = #{ $number } · { $date } · { $ruleset } — još otvoren: `/yamb daily`
daily-history-expired = #{ $number } · { $date } · { $ruleset } — nije završen
daily-share-unfinished = Prvo završi izazov, pa ga onda podeli.
daily-share-title = Jamb dana br. { $number } · { $ruleset }
daily-share-text = 🎲 { $who } je završio **Jamb dana br. { $number }** ({ $ruleset }): **{ $total ->
        [one] { $total } poen
        [few] { $total } poena
       *[other] { $total } poena
    }** · zasad { $rank }. mesto od { $count } { $where ->
        [everywhere] na svim serverima
       *[here] ovde
    } · 🔥 niz od { $streak } dana. Igraj i ti: `/yamb daily`
alt-daily-share = Oblik završene tabele dnevnog izazova br. { $number } ({ $ruleset }, ukupno { $total }): jedan kvadrat po polju, svetliji što je polje bliže svom najboljem rezultatu, precrtana polja su označena; bez kockica i vrednosti.
daily-announce = 📅 **Jamb dana br. { $number }** · { $ruleset } · { $date }
    Danas iste kockice za sve, svako ima jedan pokušaj i igra nasamo. `SHA-256` semena: `{ $commitment }`
daily-announce-top = 🏆 Dnevni izazov br. { $number } zasad na ovom serveru:
daily-announce-seed = 🔓 Dnevni izazov br. { $number } je zatvoren; njegovo seme: `{ $seed }` (svaki zapis proveri sa `python -m engine verify`).
season-over = 🏆 **Sezona { $season } je završena.** Najbolja trojica svakih pravila igranih u njoj:
season-ruleset = **{ $ruleset }**: { $ranking }
season-place = { $place }. { $name } ({ $wins ->
        [one] { $wins } pobeda
        [few] { $wins } pobede
       *[other] { $wins } pobeda
    })
season-begun = Sezona { $next } je počela: svaka rang-lista kreće ispočetka, rejting ostaje (`/yamb-scores leaderboard period:season`).
season-picture-title = Sezona { $season }: najbolja trojica
season-wins = { $wins ->
        [one] { $wins } pobeda
        [few] { $wins } pobede
       *[other] { $wins } pobeda
    }
season-detail = { $games ->
        [one] { $games } igra
        [few] { $games } igre
       *[other] { $games } igara
    }
alt-season = Sezona { $season }, najbolja trojica svakih pravila: { $rulesets }.
stats-daily-streak = Niz dnevnih izazova
export-daily = Dnevni izazov br. { $number }, pokušaj: ponovi ga sa `python -m engine replay { $file }`; svaku kockicu proveri sa `python -m engine verify { $file } { $seed }`
export-daily-open = Tvoj pokušaj dnevnog izazova br. { $number } (vidiš ga samo ti: drugi možda još igraju ove kockice). Ponovi ga sa `python -m engine replay { $file }`; seme dana se otkriva kad se zatvore pokušaji tog dana, a onda `python -m engine verify` proverava svaku kockicu.
daily-see-sheet = Pogledaj tabelu
daily-sheet-of = Tabela igrača { $who } za dnevni izazov br. { $number }: ukupno { $total }.

## Igre kroz više dana (`/yamb new pace:slow`, `/yamb notify`, `/yamb games`)
pace-slow-line = ⏳ Spora igra: svaki potez sme da traje do { $hours ->
        [one] { $hours } sat
        [few] { $hours } sata
       *[other] { $hours } sati
    }; igrač na potezu dobija obaveštenje.
notify-default = Gotovo: kad si na potezu, javljam ti pominjanjem u igri, a u sporim igrama i direktnom porukom.
notify-dm = Gotovo: kad si na potezu, javljam ti direktnom porukom, sa linkom ka igri.
notify-mention = Gotovo: kad si na potezu, javljam ti pominjanjem u igri.
notify-off = Gotovo: ne javljam ti kad si na potezu; `/yamb games` pokazuje gde si na potezu.
notify-dm-refused = Nisam mogao da ti pošaljem direktnu poruku za tvoj potez (tvoje direktne poruke su zatvorene za mene), pa sam te umesto toga pomenuo u igri. Otvori ih u podešavanjima privatnosti ovog servera ili izaberi `/yamb notify how:mention`.
ping-mention = 🎲 { $who }, na potezu si: { $link }
ping-dm = 🎲 Na potezu si u Jambu ({ $ruleset }, igra br. { $game }): { $link }
games-none = Ovde nemaš igara u toku. Otvori jednu sa `/yamb new`.
games-title = 🎲 Tvoje igre u toku ({ $count }):
games-your-turn = **na potezu si**
games-their-turn = na potezu: { $who }
games-line = - { $turn } · { $ruleset }, { $mode } · od { $since } · { $link }
games-line-slow = - { $turn } · { $ruleset }, { $mode } (spora igra) · od { $since } · { $link }
slow-reminder = ⏰ { $who }, tvoj potez čeka: vreme mu ističe { $until }. { $link }
slow-ended = ⌛ { $who } nije odigrao na vreme: igra je završena (napuštena), a { $who } ju je izgubio.
slow-played-for = ⌛ { $who } nije odigrao na vreme: ovaj potez za njega igra bot.
thread-deleted = Nit igre br. { $game } je obrisana: igra je završena (napuštena).
settings-slow_turn_hours = Potez spore igre
settings-slow_timeout = Kad sporom potezu istekne vreme
settings-hours = { $hours ->
        [one] { $hours } sat
        [few] { $hours } sata
       *[other] { $hours } sati
    }
settings-slow-timeout-bot = bot odigra taj potez
settings-slow-timeout-end = igra se završava (napuštena)

## Turniri (`/yamb-tournament`, `/yamb-tournament-admin`)

error-not-organiser = Turnire mogu da vode samo članovi sa pravom upravljanja događajima.
tournament-bad-name = Naziv turnira ima od { $low } do { $high } slova, cifara i razmaka: bez oblikovanja, pominjanja i linkova.
tournament-bad-format = Izaberi sistem ({ $formats }) i pravila koja ovaj bot igra.
tournament-bad-mode = Turnir se igra u Kontra dvobojima ili standardnim dvobojima, uživo ili sporo.
tournament-robin-too-many = Turnir svako sa svakim prima najviše { $most } igrača.
tournament-too-many-bots = Ovaj turnir prima najviše { $most ->
        [one] { $most } bota
        [few] { $most } bota
       *[other] { $most } botova
    }.
tournament-rounds-swiss = Broj kola se zadaje samo turniru po švajcarskom sistemu.
tournament-rounds-too-many = Sa najviše { $players } igrača turnir po švajcarskom sistemu ima najviše { $most } { $most ->
        [one] kolo
       *[other] kola
    }: u više kola neki par bi se sastao dvaput.
tournament-rounds-capped = Turnir **{ $name }** igra { $rounds } { $rounds ->
        [one] kolo
       *[other] kola
    } umesto { $asked }: sa { $players } igrača neki par bi se inače sastao dvaput.
tournament-checkin-needs-start = Potvrda dolaska traži vreme početka (`start_in`) i traje najduže do tada.
tournament-needs-threads = Turnirske igre se igraju u nitima: ovde moram da mogu da pravim javne niti i da u njima šaljem poruke.
tournament-created = Turnir br. { $number } **{ $name }** je otvoren: poruka za prijave je u ovom kanalu.
tournament-none = Na ovom serveru nema turnira br. { $number }.
tournament-none-here = Ovde još nema turnira: organizator ga otvara sa `/yamb-tournament-admin create`.
tournament-join-already = Već si prijavljen na turnir **{ $name }**.
tournament-join-full = Turnir **{ $name }** je popunjen.
tournament-join-closed = Turnir **{ $name }** više ne prima igrače.
tournament-joined = Prijavljen si na turnir **{ $name }**.
tournament-left = Odjavio si se sa turnira **{ $name }**.
tournament-removed = { $who } više nije na spisku prijavljenih za turnir **{ $name }**.
tournament-leave-started = Turnir **{ $name }** je počeo: sa `/yamb-tournament drop` prestaješ da igraš od sledećeg kola.
tournament-not-entrant = Taj igrač nije na turniru **{ $name }**.
tournament-no-checkin = Turnir **{ $name }** nema potvrdu dolaska.
tournament-checkin-closed = Potvrda dolaska za turnir **{ $name }** je zatvorena.
tournament-checkin-later = Potvrda dolaska se otvara { $when }.
tournament-checked-in = Potvrdio si dolazak na turnir **{ $name }**.
tournament-started-already = Turnir **{ $name }** je već počeo.
tournament-started = Turnir **{ $name }** je počeo: prave se parovi prvog kola.
tournament-too-few = Za početak turnira **{ $name }** potrebna su bar dva igrača.
tournament-too-few-now = Turnir **{ $name }** je otkazan: dolazak je potvrdilo manje od dva igrača.
tournament-too-few-signed = Turnir **{ $name }** je otkazan: prijavilo se manje od dva igrača.
tournament-drop-not-now = Taj igrač sada ne može da odustane od turnira **{ $name }**.
tournament-dropped = { $who } više ne igra na turniru **{ $name }** (igra u toku je izgubljena).
tournament-settle-result = Igru presudi pobedom prvog igrača, drugog ili nerešenim ishodom.
tournament-settle-none = Igra br. { $game } nije igra turnira **{ $name }** koja još čeka ishod.
tournament-settled = Igra br. { $game } turnira **{ $name }** je presuđena.
tournament-ended-already = Turnir **{ $name }** je već završen.
tournament-cancelled = Turnir **{ $name }** je otkazan; njegove igre u toku se završavaju.
tournament-format-swiss = Švajcarski sistem
tournament-format-knockout = Na ispadanje
tournament-format-round-robin = Svako sa svakim
tournament-mode-kontra = Kontra dvoboji
tournament-mode-duel = dvoboji (pobeđuje veći zbir)
tournament-pace-live = uživo
tournament-pace-slow = kroz više dana
tournament-status-signup = prijave otvorene
tournament-status-running = u toku
tournament-status-finished = završen
tournament-status-cancelled = otkazan
tournament-entrants = { $count ->
        [one] { $count }{ $limit } igrač
        [few] { $count }{ $limit } igrača
       *[other] { $count }{ $limit } igrača
    }
tournament-starts = Početak: { $when } ({ $relative }).
tournament-checkin-window = Potvrda dolaska se otvara { $minutes } min pre početka; ko ne potvrdi dolazak, ostaje van turnira.
tournament-checkin-late = Bot nije bio dostupan kad je potvrda dolaska trebalo da se otvori, pa se otvara tek sada: početak se pomera na { $when } ({ $relative }).
tournament-more = …i još { $count }
tournament-nobody = Još niko: pritisni Prijavi se.
tournament-join = Prijavi se
tournament-leave = Odjavi se
tournament-check-in = Potvrdi dolazak
tournament-start = Počni
tournament-game-intro = 🏆 **{ $name }**, { $round }. kolo, sto { $board }: { $first } protiv { $second }. Počinje { $first }. Srećno!
tournament-replay = Ponovljena igra: prva igra ovog para završena je nerešeno.
tournament-bye = bez protivnika
tournament-round = { $name }: { $round }. kolo
tournament-round-replays = { $name }: { $round }. kolo, ponavljanje nerešenih igara
tournament-round-short = { $round }. kolo
tournament-line-game = { $board }. { $first } – { $second }{ $where }
tournament-line-bye = { $who } je slobodan u ovom kolu (pobeda).
tournament-line-sits-out = { $who } ne igra u ovom kolu (bez igre i bez boda).
tournament-round-threads = Svaka igra ima svoju nit u ovom kanalu.
tournament-round-many = { $count ->
        [one] { $count } igra
        [few] { $count } igre
       *[other] { $count } igara
    }: pogledaj sliku, niti i `/yamb-tournament show`.
tournament-pairings = Parovi
tournament-points = { NUMBER($points, maximumFractionDigits: 1) } bod.
tournament-tiebreaks = { $wins }-{ $draws }-{ $losses } · Buholc { NUMBER($buchholz, maximumFractionDigits: 1) } · SB { NUMBER($sb, maximumFractionDigits: 1) } · { $margin }
tournament-over = 🏆 Turnir **{ $name }** je završen!
tournament-final-standings = { $name }: konačni poredak
tournament-no-winner = Niko nije pobedio: nijedan finalista nije odigrao finale.
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
stats-tournaments-value = odigrano { $count }, najbolje mesto { $best }
alt-tournament-round = Parovi { $round }. kola po stolovima: igre i slobodni igrači, ukupno { $count }.
alt-tournament-standings = Poredak turnira { $name }: { $ranking }.
help-tournaments-title = Turniri
help-tournaments = `/yamb-tournament join` (ili dugme Prijavi se na poruci za prijave), `leave`, `show` (poredak ili kostur turnira, igre kola), `list`, `drop`. Organizatori (upravljanje događajima): `/yamb-tournament-admin create name:Jesenji kup format:swiss bots:4`, `start`, `settle game:12 result:first`, `cancel`.

# veze ka vebu (PUBLIC_URL i /yamb-settings web:on servera): dugmad sa vezom
link-full-board = Cela rang-lista
link-replay = Pregled partije
link-tournament = Stranica turnira
link-profile = Profil
link-daily = Izazov br. { $number }: proveri kockice
