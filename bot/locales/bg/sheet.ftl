## Думите върху картините: таблицата, панелът на хода и класирането. Схема на id: en/sheet.ftl.
## Имената на редовете са от seed 001 "ЯМБ (Упътване)".

## Редове

row-max = Максимум
row-min = Минимум
row-two_pairs = Два чифта
row-straight = Поредица
row-full = Фул
row-poker = Покер
row-yamb = Ямб
row-triple = Тройка
row-four = Четворка
row-kare = Каре
row-tris = Тройка
row-hoch = Хох
row-tief = Тиф
row-yamm = Ямм
# швейцарският Ямм пази своите думи
row-yamm-full = Фул хаус
row-yamm-straight = Щрасе

## Изчислени редове

sum-upper = Общо 1–6
sum-bonus = Бонус
sum-max_min = (Макс−Мин)×1
sum-lower = Комбинации
sum-total = Сума
sum-russian-upper = Школа
one-throw = Ямм от първо хвърляне: бонус

## Колони

col-down = Надолу
col-up = Нагоре
col-free = Свободна
col-announce = Обява

## По време на хода

sheet-total = Резултат { $n }
throw-of = Хвърляне { $n } от { $m }
throw-paid = Хвърляне { $n } (платено)
announced = Обява: { $cell }
kept = задържан
matches = Клечки: { $n }
if-written = В сиво: колко биха дали тези зарове
held = { $name }:
your-sheet = Твоята таблица
keeps-ranked = Задържания: загубата на всяко спрямо най-доброто

## Класиране

standings = Крайно класиране
points = Резултат
standings-running = Класиране досега
settlement = Разплащане
lowest-wins = Контра: печели най-малкият резултат
winner = победител
points-count = { $count ->
    [one] { $count } точка
   *[other] { $count } точки
}
