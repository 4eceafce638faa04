## Слова на картинках: игровое поле, панель хода и итоги. Схема id: см. en/sheet.ftl.
## Названия комбинаций как в seed 003 (konrads.ru): школа, стрит, фулл, каре, ямб.

## Комбинации

row-max = Максимум
row-min = Минимум
row-two_pairs = Две пары
row-straight = Стрит
row-full = Фулл
row-poker = Покер
row-yamb = Ямб
row-triple = Тройка
row-four = Каре
row-kare = Каре
row-tris = Тройка
row-hoch = Хох
row-tief = Тиф
row-yamm = Ямм
# швейцарский Ямм сохраняет свои слова
row-yamm-full = Фулл-хаус
row-yamm-straight = Штрассе

## Вычисляемые строки

sum-upper = Школа
sum-bonus = Премия
sum-max_min = (Макс−Мин)×1
sum-lower = Сумма
sum-total = Итог
sum-russian-upper = Школа
one-throw = Ямм с первого броска: бонус

## Задания (столбцы)

col-down = По ходу
col-up = Против
col-free = Свободно
col-announce = Заявка

## Во время хода

sheet-total = Итого { $n }
throw-of = Бросок { $n } из { $m }
throw-paid = Бросок { $n } (за спичку)
announced = Заявка: { $cell }
kept = отставлен
matches = Спички: { $n }
if-written = Серым: сколько дадут эти кости
held = { $name }:
your-sheet = Твоё поле
keeps-ranked = Что отставить: потеря каждого варианта относительно лучшего

## Итоги

standings = Итоги игры
points = Итого
standings-running = Счёт сейчас
settlement = Подсчёт
lowest-wins = Контра: побеждает наименьшая сумма
winner = победитель
points-count = { $count ->
    [one] { $count } очко
    [few] { $count } очка
    [many] { $count } очков
   *[other] { $count } очка
}
