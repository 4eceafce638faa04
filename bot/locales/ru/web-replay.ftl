# Страница повтора игры на сайте (bot/web/replay.py, templates/replay.html, static/replay.js).

web-replay-title = Повтор игры
web-replay-daily = Испытание дня № { $number } ({ $date })
web-replay-place = Место
web-replay-steps = Шаг за шагом
web-replay-first = В начало
web-replay-previous = Назад
web-replay-next = Вперёд
web-replay-last = В конец
web-replay-step = Шаг
web-replay-step-of = Шаг { $step } из { $steps }
web-replay-keys = Клавиши: ← и → — шаг назад и вперёд, { $home } и { $end } — в начало и в конец. Адрес запоминает шаг: ссылка открывает игру в этот момент.
web-replay-no-script = Без JavaScript страница показывает конец игры; список ходов ниже рассказывает всю игру.
web-replay-dice = Кубики на столе
web-replay-sheets = Поля
web-replay-crossed = вычеркнуто
web-replay-moves = Все ходы ({ $count })

## Что сделал каждый шаг

web-replay-start = Игра начинается: { $players }.
web-replay-throw = { $who } бросил { $dice }.
web-replay-throw-kept = { $who } отставил { $kept } и бросил снова: { $dice }.
web-replay-throw-kept-for = { $who } отставил { $kept } за { $thrower }, и тот бросил снова: { $dice }.
web-replay-throw-partner = { $who } бросил { $dice }; результат { $held } ждёт.
web-replay-keep-none = ни одного кубика
web-replay-announced = { $who } заявил { $cell }.
web-replay-announced-for = { $who } заявил { $cell } за { $thrower }.
web-replay-declined = { $who } отказался от хода, вычеркнул { $cell } и взял 3 спички.
web-replay-corrected = { $who } перенёс последний результат в { $cell }: { $value }.

## Ход на этом шаге

web-replay-turn = Ход { $n }: { $who }
web-replay-writes = записывает { $writer }

## Честные кубики

web-replay-fair = Честные кубики
web-replay-fair-intro = Каждый бросок получен из секретного зерна. Его отпечаток был показан в начале игры, а само зерно показано теперь, когда игра окончена: любой может проверить каждый кубик.
web-replay-daily-dice = Кубики попытки испытания дня получены из секретного зерна этого дня, одни и те же для всех, кто его играет. Отпечаток зерна был показан в начале дня, а само зерно показано, когда день закрыт: любой может проверить каждый кубик.
web-replay-commitment = Отпечаток зерна ({ $hash })
web-replay-seed = Зерно
web-replay-seed-hidden = Не показано.
web-replay-verify = Проверь каждый кубик по записи игры и зерну:
web-replay-record = Скачать запись игры ({ $format })
