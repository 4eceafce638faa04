## Die Wörter auf den Bildern: Wertungsblatt, Zugleiste und Rangliste. Id-Schema: en/sheet.ftl.
## Die Wörter stammen, wo es geht, vom Schweizer Yamm (seed 002): Hoch, Tief, Full House,
## Strasse, Zwischentotal, Spaltentotal.

## Zeilen

row-max = Max
row-min = Min
row-two_pairs = Zwei Paare
row-straight = Strasse
row-full = Full House
row-poker = Poker
row-yamb = Yamb
row-triple = Drilling
row-four = Vierling
row-kare = Vierling
row-tris = Drilling
row-hoch = Hoch
row-tief = Tief
row-yamm = Yamm
row-yamm-full = Full House
row-yamm-straight = Strasse

## Berechnete Zeilen

sum-upper = Zwischentotal
sum-bonus = Bonus
sum-max_min = (Max−Min)×1
sum-lower = Summe
sum-total = Spaltentotal
sum-russian-upper = Schule
one-throw = Yamm in einem Wurf: Bonus

## Spalten

col-down = Abwärts
col-up = Aufwärts
col-free = Wahl
col-announce = Ansage

## Während eines Zugs

sheet-total = Total { $n }
throw-of = Wurf { $n } von { $m }
throw-paid = Wurf { $n } (bezahlt)
announced = Angesagt: { $cell }
kept = liegen gelassen
matches = Streichhölzer: { $n }
if-written = Grau: was diese Würfel hier zählen würden
held = { $name }:
your-sheet = Dein Blatt
keeps-ranked = Liegen lassen: Verlust jeder Wahl gegenüber der besten

## Rangliste

standings = Schlussstand
points = Total
standings-running = Zwischenstand
settlement = Abrechnung
lowest-wins = Kontra: die kleinste Summe gewinnt
winner = Gewinner
points-count = { $count ->
    [one] { $count } Punkt
   *[other] { $count } Punkte
}
