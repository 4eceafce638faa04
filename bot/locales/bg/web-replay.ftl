# Страницата с повторение на игра в сайта (bot/web/replay.py, templates/replay.html, static/replay.js).

web-replay-title = Повторение на играта
web-replay-daily = Дневно предизвикателство № { $number } ({ $date })
web-replay-place = Място
web-replay-steps = Стъпка по стъпка
web-replay-first = Първа
web-replay-previous = Предишна
web-replay-next = Следваща
web-replay-last = Последна
web-replay-step = Стъпка
web-replay-step-of = Стъпка { $step } от { $steps }
web-replay-keys = Клавиши: ← и → вървят стъпка назад и напред, { $home } и { $end } – към началото и към края. Адресът помни стъпката: връзка отваря играта в този момент.
web-replay-no-script = Без JavaScript страницата показва края на играта; списъкът с ходове по-долу разказва цялата игра.
web-replay-dice = Заровете на масата
web-replay-sheets = Таблици
web-replay-crossed = задраскано
web-replay-moves = Всички ходове ({ $count })

## Какво е направила всяка стъпка

web-replay-start = Играта започва: { $players }.
web-replay-throw = { $who } хвърли { $dice }.
web-replay-throw-kept = { $who } задържа { $kept } и хвърли пак: { $dice }.
web-replay-throw-kept-for = { $who } задържа { $kept } за { $thrower }, който хвърли пак: { $dice }.
web-replay-throw-partner = { $who } хвърли { $dice }; резултатът на { $held } чака.
web-replay-keep-none = нито един зар
web-replay-announced = { $who } обяви { $cell }.
web-replay-announced-for = { $who } обяви { $cell } за { $thrower }.
web-replay-declined = { $who } се отказа от хода, задраска { $cell } и взе 3 клечки.
web-replay-corrected = { $who } премести последния резултат в { $cell }: { $value }.

## Ходът на дадена стъпка

web-replay-turn = Ход { $n }: { $who }
web-replay-writes = { $writer } записва

## Честни зарове

web-replay-fair = Честни зарове
web-replay-fair-intro = Всяко хвърляне идва от таен ключ. Отпечатъкът му беше показан в началото на играта, а ключът се показва сега, когато тя свърши: всеки може да провери всеки зар.
web-replay-daily-dice = Заровете на опит от дневното предизвикателство идват от тайния ключ на деня, еднакви за всички, които го играят. Отпечатъкът на ключа беше показан в началото на деня, а ключът се показва, щом денят се затвори: всеки може да провери всеки зар.
web-replay-commitment = Отпечатък на ключа ({ $hash })
web-replay-seed = Ключ
web-replay-seed-hidden = Не се показва.
web-replay-verify = Провери всеки зар със записа на играта и ключа:
web-replay-record = Изтегли записа на играта ({ $format })
