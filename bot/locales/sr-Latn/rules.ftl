## Šta /yamb rules pokazuje: pravila varijante, zatim ono što važi za sve; i svaki način igre.
## Reči kako ih igrači u Srbiji koriste (zbir, kenta, triling, ful). sr-Cyrl/rules.ftl je tačna
## transliteracija ovog fajla, zato ovde nema latiničnih reči stranog pisma (q, w, x, y) ni komandi.

rules-common = **Zajedničko svim varijantama.** Potez ima najviše tri bacanja: u prvom se bacaju sve kockice, a pre sledećeg zadržiš koje hoćeš i baciš ostale, ili staneš. Potez se završava upisom u jedno prazno polje: kolona ↓ se popunjava odozgo, ↑ odozdo, slobodna (↕) bilo kojim redom.
    • Ako kockice ne čine kombinaciju reda, tu se upisuje 0: polje je precrtano. Dozvoljeno polje smeš i namerno da precrtaš, osim Maks, Min, Hoh i Tif: oni uvek dobijaju zbir kockica.
    • Gde tabela ima kolonu najave (★), u nju se upisuje samo ono što najaviš odmah posle prvog bacanja; potez se tada mora završiti u tom polju, upisom ili precrtavanjem. Kad ostanu samo polja najave, najava je obavezna.
    • Zbirovi, bonusi i proizvodi se računaju sami. Igra se završava kad su sve tabele pune; pobeđuje najveći zbir (u Kontri najmanji).

rules-classic = **Klasični** (hrvatski Jamb). 5 kockica; kolone ↓ ↑ slobodna ★najava; 13 redova, 52 poteza.
    • 1–6: broj na kockici × koliko kockica ga pokazuje. Zbir 1–6: +30 za 60 ili više (opcija: drugi prag, npr. 63).
    • Maks i Min: zbir kockica; sami se ne računaju, već (Maks − Min) × broj jedinica u toj koloni (može biti i negativno).
    • Dva para (dva različita broja): 2a + 2b + 10. Kenta: mala (1–5) 35, velika (2–6) 45. Ful: zbir + 30; pet istih nije ful. Poker: 4 × broj + 40 (važi i pet istih, peta kockica se ne dodaje). Jamb: 5 × broj + 50.
    • Ko počinje: svako baci jednu kockicu, počinje najmanji; izjednačeni bacaju ponovo. Sa ekipama: redom kojim su ekipe popunjavane.

rules-bulgarian = **Bugarski** (bugarski Jamb). 5 kockica; kolone ↓ ↑ slobodna ★najava; 13 redova, 52 poteza.
    • 1–6: broj × koliko ih je. Zbir 1–6: +40 za 63 ili više.
    • Min stoji iznad Maksa. Oba dobijaju zbir kockica i sami se ne računaju; računa se (Maks − Min) × broj jedinica u koloni.
    • Triling: 3 × broj + 10 (važi i četiri ili pet istih). Ful: zbir + 20; pet istih nije ful. Kenta: zbir + 30, dakle 45 (1–5) ili 50 (2–6). Poker: 4 × broj + 40 (važi i pet istih, peta se ne dodaje). Jamb: 5 × broj + 50.
    • Ko počinje: redom kojim su se igrači prijavili.

rules-yamm = **Jam** (švajcarski). 5 kockica; devet kolona: tri ↓, tri ↑, tri slobodne, bez najave; 11 redova, 99 poteza.
    • 1–6: broj × koliko ih je. Bonus na međuzbir: 60–69 +60, 70–79 +100, 80–89 +150, 90–99 +300, 100–104 +600, 105 +1000.
    • Hoh i Tif dobijaju zbir kockica i računaju se. Hoh mora biti bar 1 veći od Tifa u istoj koloni; ako nije, kad su upisana oba, oba se precrtavaju.
    • Ful haus: zbir + 20, a 1-1-1 sa bilo kojim parom 50; važi i pet istih. Štrase: 45 (1–5) ili 50 (2–6). Jam: 5 × broj + 40, pet jedinica 80.
    • Jam iz prvog bacanja donosi +100 na ukupan zbir, gde god da je upisan.
    • Ispravka (`/yamb correct`): poslednji rezultat svoje strane smeš da premestiš u drugo polje koje mu je bilo dozvoljeno, dok sledeći igrač tvoje strane ne počne potez (kod partnera sme bilo koji od njih). Rezultat se sme premestiti najviše 3 puta.
    • Ko počinje: svako baci jednu kockicu; ko baci 1 ili 6, odmah počinje, inače najveći; izjednačeni bacaju ponovo. Sa ekipama: redom kojim su ekipe popunjavane.

rules-russian = **Ruski** (ruski Jamb). 5 kockica; kolone ↓ ↑ slobodna ★najava; 12 redova, 48 poteza.
    • Škola 1–6: broj × koliko ih je. Bonus: +30 za 60, +40 za 70, +50 za 80 i tako +10 za svakih sledećih 10. Opcija negativna škola: ispod 40 −30, ispod 30 −40, ispod 20 −50, ispod 10 −60.
    • Maks i Min dobijaju zbir i sami se ne računaju; računa se (Maks − Min) × broj jedinica u koloni.
    • Kenta: zbir + 20, dakle 35 ili 40. Ful: zbir + 30; pet istih jeste ful. Poker (kare): 4 × broj + 40. Jamb: 5 × broj + 50.
    • Opcija šibice: upis posle 1. bacanja donosi 2 šibice, posle 2. bacanja 1, posle 3. bacanja 0; ako odustaneš od poteza (precrtaš dozvoljeno polje bez bacanja), dobijaš 3. Svako bacanje posle trećeg košta 1 šibicu. Ne važi u Kontra dvoboju; od poteza se može odustati samo u standardnoj igri i u partnerima.
    • Ko počinje: redom prijave. Na kraju obračun: svako dobija zbir razlika svog rezultata i rezultata svih ostalih.

rules-tris = **Tris** (bosanski/hrvatski Jamb). 5 kockica (opcija: 6, računa se najboljih pet); kolone ↓ ↑ slobodna ★najava (N); 13 redova, 52 poteza.
    • 1–6: broj × koliko ih je. Zbir 1–6: +30 za 60 ili više (opcija: drugi prag, npr. 63).
    • Maks i Min dobijaju zbir i sami se ne računaju; računa se (Maks − Min) × broj jedinica u koloni.
    • Triling: tri ili više istih, zbir svih pet + 10. Kenta: mala (1–5) 30, velika (2–6) 40. Ful: zbir + 30; pet istih nije ful. Poker: četiri ili više istih, zbir svih pet + 40. Jamb: zbir + 50.
    • Ko počinje: redom prijave.

mode-standard = **Standardno.** Jedan ili više igrača, svako sa svojom tabelom; potezi idu ukrug stalnim redom. Sam bacaš, zadržavaš, najavljuješ i upisuješ. Sam za stolom igraš za vežbu. Pobeđuje najveći zbir; jednaki zbirovi dele pobedu.

mode-kontra = **Kontra** (dvoboj; varijante sa kolonom najave). Protivnik upisuje u tvoju tabelu, a ti u njegovu.
    • Igrač na potezu baca. Posle prvog bacanja protivnik sme da mu najavi polje ★ i tada on određuje koje se kockice zadržavaju i kad je dosta.
    • Bez najave igrač baca po svom izboru i posle 1. ili 2. bacanja sme da kaže **dosta**.
    • Protivnik upisuje u jedno dozvoljeno polje: vrednost gde god je moguća (precrtava tek kad nije nigde), a Maks mora biti bar 1 veći od Mina. Ako ostanu samo polja najave, protivnik mora da najavi.
    • Uloge se menjaju svaki potez. **Pobeđuje manji zbir.**

mode-pairs = **U parovima** (ekipe od dvoje, zajednička tabela).
    • Partneri odigraju svako svoj ceo potez, jedan za drugim: svako baca, zadržava i najavljuje za svoje kockice; prvi rezultat se pamti.
    • Zatim bilo ko od njih upisuje **jedan** od dva rezultata u dozvoljeno polje. Najava vezuje samo svoj rezultat: ako se upiše drugi, najavljeno polje ostaje prazno.
    • Ekipe igraju redom; pobeđuje najveći zbir tabele.

mode-team = **Ekipno** (ekipe od dvoje, svako svoju tabelu).
    • Partneri odigraju svako svoj ceo potez, jedan za drugim: svako baca, zadržava i najavljuje za sebe.
    • Zatim ekipa upisuje **oba** rezultata, po jedan u tabelu svakog partnera, svaki u dozvoljeno polje; upisuje bilo ko od njih, a najavljeni rezultat ide u tabelu onoga ko je najavio.
    • Rezultat ekipe je zbir obe tabele; pobeđuje najveći.

mode-partners = **Partneri** (ekipe od dvoje dele tabelu i smenjuju se).
    • Redosled: prvi igrač ekipe A, prvi ekipe B, drugi ekipe A, drugi ekipe B, pa ispočetka.
    • Ko je na potezu, baca, zadržava, najavljuje i upisuje u tabelu ekipe. U Jamu bilo koji partner sme da ispravi poslednji rezultat ekipe dok sledeći igrač ekipe ne počne.
    • Pobeđuje najveći zbir ekipe.
