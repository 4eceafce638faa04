## Što /yamb rules pokazuje: pravila varijante, zatim ono što vrijedi za sve; i svaki način igre.
## Riječi su s hrvatskih listića i iz pravila (seed 000, seed 004). Cijela pravila: docs/rules.md.

rules-common = **Za sve varijante.** Potez ima najviše tri bacanja: u prvom se bacaju sve kockice, a prije sljedećeg zadržiš koje hoćeš i baciš ostale, ili staneš. Potez završava upisom u jedno prazno polje: stupac ↓ puni se odozgo, ↑ odozdo, slobodni (↕) bilo kojim redom.
    • Ako kockice ne čine kombinaciju reda, tamo se piše 0: polje je precrtano. Dopušteno polje smiješ precrtati i namjerno, osim Max, Min, Hoch i Tief: oni uvijek dobivaju zbroj kockica.
    • Gdje tablica ima stupac najave (★), u njega se upisuje samo ono što najaviš odmah nakon prvog bacanja; potez tada mora završiti u tom polju, upisom ili precrtavanjem. Kad ostanu samo polja najave, najava je obavezna.
    • Zbrojevi, bonusi i umnošci računaju se sami. Igra završava kad su sve tablice pune; pobjeđuje najveći zbroj (u Kontri najmanji).

rules-classic = **Klasični** (hrvatski Jamb). 5 kockica; stupci ↓ ↑ slobodni ★najava; 13 redova, 52 poteza.
    • 1–6: broj na kockici × koliko ga kockica pokazuje. Zbroj 1–6: +30 za 60 ili više (opcija: drugi prag, npr. 63).
    • Max i Min: zbroj kockica; sami se ne broje, nego (Max − Min) × broj jedinica u tom stupcu (može biti i negativno).
    • 2 para (dva različita broja): 2a + 2b + 10. Skala: mala (1–5) 35, velika (2–6) 45. Full: zbroj + 30; pet istih nije full. Poker: 4 × broj + 40 (vrijedi i pet istih, peta kockica se ne zbraja). Jamb: 5 × broj + 50.
    • Tko počinje: svatko baci jednu kockicu, počinje najmanji; izjednačeni bacaju ponovo. S ekipama: redom kojim su ekipe popunjavane.

rules-bulgarian = **Bugarski** (Ямб). 5 kockica; stupci ↓ ↑ slobodni ★najava; 13 redova, 52 poteza.
    • 1–6: broj × koliko ih je. Zbroj 1–6: +40 za 63 ili više.
    • Min stoji iznad Maxa. Oba dobivaju zbroj kockica i sami se ne broje; broji se (Max − Min) × broj jedinica u stupcu.
    • Tris: 3 × broj + 10 (vrijedi i četiri ili pet istih). Full: zbroj + 20; pet istih nije full. Skala: zbroj + 30, dakle 45 (1–5) ili 50 (2–6). Poker: 4 × broj + 40 (vrijedi i pet istih, peta se ne zbraja). Jamb: 5 × broj + 50.
    • Tko počinje: redom kojim su se igrači pridružili.

rules-yamm = **Yamm** (švicarski). 5 kockica; devet stupaca: tri ↓, tri ↑, tri slobodna, bez najave; 11 redova, 99 poteza.
    • 1–6: broj × koliko ih je. Bonus na međuzbroj: 60–69 +60, 70–79 +100, 80–89 +150, 90–99 +300, 100–104 +600, 105 +1000.
    • Hoch i Tief dobivaju zbroj kockica i broje se. Hoch mora biti barem 1 veći od Tiefa u istom stupcu; ako nije, kad su upisana oba, oba se precrtavaju.
    • Full House: zbroj + 20, a 1-1-1 s bilo kojim parom 50; vrijedi i pet istih. Strasse: 45 (1–5) ili 50 (2–6). Yamm: 5 × broj + 40, pet jedinica 80.
    • Yamm iz prvog bacanja donosi +100 na ukupni zbroj, gdje god bio upisan.
    • Ispravak (`/jamb ispravi`): zadnji rezultat svoje strane smiješ premjestiti u drugo polje koje mu je bilo dopušteno, dok sljedeći igrač tvoje strane ne počne potez (kod partnera smije bilo koji od njih). Rezultat se smije premjestiti najviše 3 puta.
    • Tko počinje: svatko baci jednu kockicu; tko baci 1 ili 6, odmah počinje, inače najveći; izjednačeni bacaju ponovo. S ekipama: redom kojim su ekipe popunjavane.

rules-russian = **Ruski** (Ямб, konrads.ru). 5 kockica; stupci ↓ ↑ slobodni ★najava; 12 redova, 48 poteza.
    • Škola 1–6: broj × koliko ih je. Bonus: +30 za 60, +40 za 70, +50 za 80 i tako +10 za svakih daljnjih 10. Opcija negativna škola: ispod 40 −30, ispod 30 −40, ispod 20 −50, ispod 10 −60.
    • Max i Min dobivaju zbroj i sami se ne broje; broji se (Max − Min) × broj jedinica u stupcu.
    • Skala: zbroj + 20, dakle 35 ili 40. Full: zbroj + 30; pet istih jest full. Poker (kare): 4 × broj + 40. Jamb: 5 × broj + 50.
    • Opcija šibice: upis nakon 1. bacanja donosi 2 šibice, nakon 2. bacanja 1, nakon 3. bacanja 0; odustaneš li od poteza (precrtaš dopušteno polje bez bacanja), dobivaš 3. Svako bacanje nakon trećeg košta 1 šibicu. Ne vrijedi u Kontra dvoboju; od poteza se može odustati samo u standardnoj igri i u partnerima.
    • Tko počinje: redom pridruživanja. Na kraju obračun: svatko dobiva zbroj razlika svog rezultata i rezultata svih ostalih.

rules-tris = **Tris** (bosanski/hrvatski Jamb). 5 kockica (opcija: 6, broji se najboljih pet); stupci ↓ ↑ slobodni ★najava (N); 13 redova, 52 poteza.
    • 1–6: broj × koliko ih je. Zbroj 1–6: +30 za 60 ili više (opcija: drugi prag, npr. 63).
    • Max i Min dobivaju zbroj i sami se ne broje; broji se (Max − Min) × broj jedinica u stupcu.
    • Tris: tri ili više istih, zbroj svih pet + 10. Skala: mala (1–5) 30, velika (2–6) 40. Full: zbroj + 30; pet istih nije full. Poker: četiri ili više istih, zbroj svih pet + 40. Jamb: zbroj + 50.
    • Tko počinje: redom pridruživanja.

mode-standard = **Standardno.** Jedan ili više igrača, svaki sa svojom tablicom; potezi idu ukrug stalnim redom. Sam bacaš, zadržavaš, najavljuješ i upisuješ. Sam za stolom igraš za vježbu. Pobjeđuje najveći zbroj; jednaki zbrojevi dijele pobjedu.

mode-kontra = **Kontra** (dvoboj; varijante sa stupcem najave). Protivnik upisuje u tvoju tablicu, a ti u njegovu.
    • Igrač na potezu baca. Nakon prvog bacanja protivnik mu smije najaviti polje ★ i tada on određuje koje se kockice zadržavaju i kad je dosta.
    • Bez najave igrač baca po svom izboru i nakon 1. ili 2. bacanja smije reći **dosta**.
    • Protivnik upisuje u jedno dopušteno polje: vrijednost gdje god je moguća (precrtava tek kad nije nigdje), a Max mora biti barem 1 veći od Mina. Ostanu li samo polja najave, protivnik mora najaviti.
    • Uloge se mijenjaju svaki potez. **Pobjeđuje manji zbroj.**

mode-pairs = **U parove** (ekipe od dvoje, zajednička tablica).
    • Partneri odigraju svaki svoj cijeli potez, jedan za drugim: svaki baca, zadržava i najavljuje za svoje kockice; prvi rezultat se pamti.
    • Zatim bilo koji od njih upisuje **jedan** od dva rezultata u dopušteno polje. Najava veže samo svoj rezultat: upiše li se drugi, najavljeno polje ostaje prazno.
    • Ekipe igraju redom; pobjeđuje najveći zbroj tablice.

mode-team = **Ekipno** (ekipe od dvoje, svatko svoju tablicu).
    • Partneri odigraju svaki svoj cijeli potez, jedan za drugim: svaki baca, zadržava i najavljuje za sebe.
    • Zatim ekipa upisuje **oba** rezultata, po jedan u tablicu svakog partnera, svaki u dopušteno polje; upisivati smije bilo koji od njih, a najavljeni rezultat ide u tablicu onoga tko je najavio.
    • Rezultat ekipe je zbroj obje tablice; pobjeđuje najveći.

mode-partners = **Partneri** (ekipe od dvoje dijele tablicu i izmjenjuju se).
    • Redoslijed: prvi igrač ekipe A, prvi ekipe B, drugi ekipe A, drugi ekipe B, pa ispočetka.
    • Tko je na potezu, baca, zadržava, najavljuje i upisuje u tablicu ekipe. U Yammu bilo koji partner smije ispraviti zadnji rezultat ekipe dok sljedeći igrač ekipe ne počne.
    • Pobjeđuje najveći zbroj ekipe.
