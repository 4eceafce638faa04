## Речи на сликама. Шема id-ова: en/sheet.ftl. Ово је тачна транслитерација
## sr-Latn/sheet.ftl: мења се тамо, па се пресловљава.

row-max = Макс
row-min = Мин
row-two_pairs = Два пара
row-straight = Кента
row-full = Фул
row-poker = Покер
row-yamb = Јамб
row-triple = Трилинг
row-four = Покер
row-kare = Покер
row-tris = Трилинг
row-hoch = Хох
row-tief = Тиф
row-yamm = Јам
row-yamm-full = Фул хаус
row-yamm-straight = Штрасе

sum-upper = Збир 1–6
sum-bonus = Бонус
sum-max_min = (Макс−Мин)×1
sum-lower = Збир
sum-total = Укупно
sum-russian-upper = Школа
one-throw = Јам из првог бацања: бонус

col-down = Доле
col-up = Горе
col-free = Слободна
col-announce = Најава

sheet-total = Укупно { $n }
throw-of = Бацање { $n } од { $m }
throw-paid = Бацање { $n } (плаћено)
announced = Најава: { $cell }
kept = задржано
matches = Шибице: { $n }
if-written = Сиво: колико би ове коцкице донеле
held = { $name }:
your-sheet = Твоја табела
keeps-ranked = Задржавања: губитак сваког у односу на најбоље

standings = Коначни поредак
points = Укупно
standings-running = Поредак засад
settlement = Обрачун
lowest-wins = Контра: побеђује најмањи збир
winner = победник
points-count = { $count ->
    [one] { $count } бод
    [few] { $count } бода
   *[other] { $count } бодова
}
