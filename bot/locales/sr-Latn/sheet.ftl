## Reči na slikama: tabela, tabla poteza i poredak. Šema id-ova: vidi en/sheet.ftl.
## Nazivi redova kako ih igrači u Srbiji pišu na tabeli (kenta, triling, ful); sr-Cyrl je
## tačna transliteracija ovog fajla.

## Redovi

row-max = Maks
row-min = Min
row-two_pairs = Dva para
row-straight = Kenta
row-full = Ful
row-poker = Poker
row-yamb = Jamb
row-triple = Triling
row-four = Poker
row-kare = Poker
row-tris = Triling
row-hoch = Hoh
row-tief = Tif
row-yamm = Jam
# švajcarski Jam zadržava svoje reči, transkribovane
row-yamm-full = Ful haus
row-yamm-straight = Štrase

## Izračunati redovi

sum-upper = Zbir 1–6
sum-bonus = Bonus
sum-max_min = (Maks−Min)×1
sum-lower = Zbir
sum-total = Ukupno
sum-russian-upper = Škola
one-throw = Jam iz prvog bacanja: bonus

## Kolone

col-down = Dole
col-up = Gore
col-free = Slobodna
col-announce = Najava

## Tokom poteza

sheet-total = Ukupno { $n }
throw-of = Bacanje { $n } od { $m }
throw-paid = Bacanje { $n } (plaćeno)
announced = Najava: { $cell }
kept = zadržano
matches = Šibice: { $n }
if-written = Sivo: koliko bi ove kockice donele
held = { $name }:
your-sheet = Tvoja tabela
keeps-ranked = Zadržavanja: gubitak svakog u odnosu na najbolje

## Poredak

standings = Konačni poredak
points = Ukupno
standings-running = Poredak zasad
settlement = Obračun
lowest-wins = Kontra: pobeđuje najmanji zbir
winner = pobednik
points-count = { $count ->
    [one] { $count } bod
    [few] { $count } boda
   *[other] { $count } bodova
}
