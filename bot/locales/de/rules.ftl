## Was /yamb rules zeigt: die Regeln einer Variante, dann was für alle gilt; und jeder Modus.
## Wörter und Schweizer Schreibung (ss) wie im Yamm-Regelwerk (seed 002): Zug, Wurf, liegen
## lassen, Wertungsblatt, Hoch, Tief, Strasse, Zwischentotal, Ausmachen.

rules-common = **Für alle Varianten.** Ein Zug hat bis zu drei Würfe: der erste mit allen Würfeln; vor dem nächsten lässt du beliebige Würfel liegen und würfelst den Rest, oder du hörst auf. Der Zug endet mit dem Eintrag in ein leeres Feld: Eine ↓-Spalte füllt sich von oben, ↑ von unten, eine Wahl-Spalte (↕) in beliebiger Reihenfolge.
    • Ergeben die Würfel die Kombination einer Zeile nicht, zählt das Feld 0 und wird durchgestrichen. Ein erlaubtes Feld darfst du auch absichtlich streichen, ausser Max, Min, Hoch und Tief: Dort steht immer die Augensumme.
    • Hat das Blatt eine Ansage-Spalte (★), wird dort nur eingetragen, was du direkt nach dem ersten Wurf ansagst; der Zug muss dann in diesem Feld enden, mit Punkten oder gestrichen. Sind nur noch Ansage-Felder frei, musst du ansagen.
    • Summen, Boni und Produkte werden berechnet. Das Spiel endet, wenn alle Blätter voll sind; das höchste Total gewinnt (Kontra: das tiefste).

rules-classic = **Klassisch** (kroatisches Yamb). 5 Würfel; Spalten ↓ ↑ Wahl ★Ansage; 13 Zeilen, 52 Züge.
    • 1–6: Augenzahl × Anzahl Würfel damit. Summe 1–6: +30 ab 60 (Option: andere Schwelle, z. B. 63).
    • Max und Min: die Augensumme; sie zählen nicht selbst, sondern (Max − Min) × die Einer der Spalte (auch negativ möglich).
    • Zwei Paare (zwei verschiedene Augenzahlen) 2a + 2b + 10. Strasse: klein (1–5) 35, gross (2–6) 45. Full House Summe + 30; fünf gleiche sind keines. Poker 4 × Augenzahl + 40 (fünf gleiche zählen, der fünfte Würfel nicht). Yamb 5 × Augenzahl + 50.
    • Wer beginnt: Jeder würfelt mit einem Würfel, die tiefste Zahl beginnt; bei Gleichstand nochmals. Teams: in der Reihenfolge ihres Beitritts.

rules-bulgarian = **Bulgarisch** (Ямб). 5 Würfel; Spalten ↓ ↑ Wahl ★Ansage; 13 Zeilen, 52 Züge.
    • 1–6: Augenzahl × Anzahl. Summe 1–6: +40 ab 63.
    • Min steht über Max. Beide nehmen die Augensumme und zählen nicht selbst; es zählt (Max − Min) × die Einer der Spalte.
    • Drilling 3 × Augenzahl + 10 (vier oder fünf gleiche enthalten einen). Full House Summe + 20; fünf gleiche sind keines. Strasse Summe + 30: 45 (1–5) oder 50 (2–6). Vierling 4 × Augenzahl + 40 (fünf gleiche zählen, der fünfte Würfel nicht). Yamb 5 × Augenzahl + 50.
    • Wer beginnt: die Reihenfolge des Beitritts.

rules-yamm = **Yamm** (Schweiz). 5 Würfel; neun Spalten: drei ↓, drei ↑, drei Wahl, keine Ansage; 11 Zeilen, 99 Züge.
    • 1–6: Augenzahl × Anzahl. Bonus aufs Zwischentotal: 60–69 +60, 70–79 +100, 80–89 +150, 90–99 +300, 100–104 +600, 105 +1000.
    • Hoch und Tief: Augensumme, beide zählen. Hoch muss mind. 1 Punkt höher sein als Tief derselben Spalte, sonst werden beide durchgestrichen, sobald beide geschrieben sind.
    • Full House Summe + 20, drei Einer mit einem Paar = 50; ein Yamm zählt auch. Strasse: klein (1–5) 45, gross (2–6) 50. Yamm 5 × Augenzahl + 40, 5 × 1 = 80.
    • Ein Yamm in 1 Wurf gibt +100 aufs Spieltotal, egal wo es steht.
    • Korrektur (`/yamb korrigieren`): Das letzte Resultat deiner Seite darf in ein anderes, dafür erlaubtes Feld verschoben werden, bis der nächste Spieler deiner Seite seinen Zug beginnt (bei Partnern darf das jeder der beiden). Höchstens 3-mal je Resultat.
    • Ausmachen: Jeder würfelt mit einem Würfel; wer eine 1 oder eine 6 wirft, beginnt sofort, sonst die höchste Zahl; bei Gleichstand nochmals. Teams: in der Reihenfolge ihres Beitritts.

rules-russian = **Russisch** (Ямб, konrads.ru). 5 Würfel; Spalten ↓ «по ходу», ↑ «против хода», Wahl, ★Ansage; 12 Zeilen, 48 Züge.
    • Schule 1–6: Augenzahl × Anzahl. Bonus +30 ab 60, +40 ab 70, +50 ab 80, je weitere 10 noch +10. Option Minus-Schule: unter 40 −30, unter 30 −40, unter 20 −50, unter 10 −60.
    • Max und Min: Augensumme, zählen nicht selbst; es zählt (Max − Min) × die Einer der Spalte.
    • Strasse Summe + 20: 35 oder 40. Full House Summe + 30; fünf gleiche sind auch eines. Vierling (Kare) 4 × Augenzahl + 40. Yamb 5 × Augenzahl + 50.
    • Option Streichhölzer: ein Eintrag nach dem 1. Wurf bringt 2 Hölzer, nach dem 2. Wurf 1, nach dem 3. Wurf 0; wer auf den Zug verzichtet (ein erlaubtes Feld ohne Wurf streicht), bekommt 3. Jeder Wurf nach dem dritten kostet 1 Holz. Gilt nicht im Kontra-Duell; auf einen Zug verzichten kann man nur im Standardspiel und bei Partnern.
    • Wer beginnt: die Reihenfolge des Beitritts. Am Ende die Abrechnung: Jeder bekommt die Summe der Differenzen seines Totals zu allen anderen.

rules-tris = **Tris** (bosnisch-kroatisches Jamb). 5 Würfel (Option: 6, die besten fünf zählen); Spalten ↓ ↑ Wahl ★Ansage (N); 13 Zeilen, 52 Züge.
    • 1–6: Augenzahl × Anzahl. Summe 1–6: +30 ab 60 (Option: andere Schwelle, z. B. 63).
    • Max und Min: Augensumme, zählen nicht selbst; es zählt (Max − Min) × die Einer der Spalte.
    • Drilling: mind. drei gleiche, Summe aller fünf + 10. Strasse: klein (1–5) 30, gross (2–6) 40. Full House Summe + 30; fünf gleiche sind keines. Poker: mind. vier gleiche, Summe aller fünf + 40. Yamb Summe + 50.
    • Wer beginnt: die Reihenfolge des Beitritts.

mode-standard = **Standard.** Ein oder mehrere Spieler, jeder mit eigenem Blatt; gespielt wird reihum in fester Reihenfolge. Du würfelst, lässt liegen, sagst an und schreibst selbst. Allein ist es ein Übungsspiel. Das höchste Total gewinnt; bei Gleichstand teilen sich alle den Sieg.

mode-kontra = **Kontra** (Duell; Varianten mit Ansage-Spalte). Dein Gegner schreibt dein Blatt, du seines.
    • Wer am Zug ist, würfelt. Nach dem ersten Wurf darf der Schreiber ihm ein ★-Feld ansagen und bestimmt dann, welche Würfel liegen bleiben und wann Schluss ist.
    • Ohne Ansage würfelt der Spieler nach Belieben und darf nach dem 1. oder 2. Wurf **genug** sagen.
    • Der Schreiber trägt in ein erlaubtes Feld ein: Punkte, wo immer möglich (streichen nur, wenn nirgends), und Max muss mind. 1 über Min liegen. Sind nur Ansage-Felder frei, muss der Schreiber ansagen.
    • Die Rollen wechseln jeden Zug. **Das tiefste Total gewinnt.**

mode-pairs = **Paare** (Zweierteams, ein gemeinsames Blatt).
    • Beide spielen nacheinander je einen ganzen Zug und würfeln, lassen liegen und sagen an für ihre eigenen Würfel; das erste Resultat wartet.
    • Dann schreibt einer der beiden **eines** der zwei Resultate in ein erlaubtes Feld. Eine Ansage bindet nur ihr eigenes Resultat: Wird das andere geschrieben, bleibt das angesagte Feld leer.
    • Die Teams spielen reihum; das höchste Blatt gewinnt.

mode-team = **Team** (Zweierteams, jeder ein eigenes Blatt).
    • Beide spielen nacheinander je einen ganzen Zug und würfeln, lassen liegen und sagen an für sich selbst.
    • Dann schreibt das Team **beide** Resultate, je eines auf das Blatt jedes Partners, jedes in ein erlaubtes Feld; schreiben darf jeder der beiden, und ein angesagtes Resultat kommt auf das Blatt dessen, der angesagt hat.
    • Das Teamtotal ist die Summe beider Blätter; das höchste gewinnt.

mode-partners = **Partner** (Zweierteams teilen ein Blatt und wechseln sich ab).
    • Reihenfolge: der erste Spieler von Team A, der erste von Team B, der zweite von Team A, der zweite von Team B, und wieder von vorn.
    • Wer am Zug ist, würfelt, lässt liegen, sagt an und schreibt aufs Teamblatt. Im Yamm darf jeder der beiden das letzte Resultat des Teams korrigieren, bis der nächste Spieler des Teams beginnt.
    • Das höchste Teamtotal gewinnt.
