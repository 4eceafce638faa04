## Riječi na slikama: tablica, ploča poteza i poredak. Shema id-ova: vidi en/sheet.ftl.
## Nazivi redova kao na hrvatskim listićima (seed 000 "YAMB: Pravila igre", seed 004 "Jamb").

## Redovi

row-max = Max
row-min = Min
row-two_pairs = Dva para
row-straight = Skala
row-full = Full
row-poker = Poker
row-yamb = Jamb
row-triple = Tris
row-four = Poker
row-kare = Poker
row-tris = Tris
row-hoch = Hoch
row-tief = Tief
row-yamm = Yamm
# švicarski Yamm zadržava svoje riječi
row-yamm-full = Full House
row-yamm-straight = Strasse

## Izračunati redovi

sum-upper = Zbroj 1–6
sum-bonus = Bonus
sum-max_min = (Max−Min)×1
sum-lower = Zbroj
sum-total = Ukupno
sum-russian-upper = Škola
one-throw = Yamm iz prvog bacanja: bonus

## Stupci

col-down = Dolje
col-up = Gore
col-free = Slobodno
col-announce = Najava

## Tijekom poteza

sheet-total = Ukupno { $n }
throw-of = Bacanje { $n } od { $m }
throw-paid = Bacanje { $n } (plaćeno)
announced = Najava: { $cell }
kept = zadržano
matches = Šibice: { $n }
if-written = Sivo: koliko bi ove kockice donijele
held = { $name }:
your-sheet = Tvoja tablica
keeps-ranked = Zadržavanja: gubitak svakog prema najboljem

## Poredak

standings = Konačni poredak
points = Ukupno
standings-running = Poredak zasad
settlement = Obračun
lowest-wins = Kontra: pobjeđuje najmanji zbroj
winner = pobjednik
points-count = { $count ->
    [one] { $count } bod
    [few] { $count } boda
   *[other] { $count } bodova
}
