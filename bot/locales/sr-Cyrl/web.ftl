### Generated from sr-Latn/web.ftl by tools/sr_cyrl.py: edit that file, then run
### PYTHONPATH=. python tools/sr_cyrl.py

web-site-name = Јамб
web-skip = Прескочи на садржај
web-languages = Језици
web-footer = Странице Јамб бота, само за читање. Имена су онаква каква су их играчи последњи пут користили на Дискорду.
web-error-404 = Овде нема ничега. Адреса је можда погрешно укуцана или овај сервер не приказује своје странице на вебу.
web-error-400 = Ова адреса тражи нешто што страница не може да прикаже (број стране или избор ван опсега).
web-error-405 = Овај веб-сајт само приказује странице: ништа не мења.
web-error-429 = Превише захтева са твоје адресе: сачекај тренутак и покушај поново.
web-error-other = Нешто није у реду.
web-error-season-off = Овај сервер нема сезоне: његове ранг-листе су за све време или за последњих 30 дана.
web-server-title = Јамб на овом серверу
web-board = Ранг-листа
web-ruleset = Правила
web-mode = Начин
web-period = Период
web-period-all = све време
web-period-30d = последњих 30 дана
web-period-season = ова сезона
web-season = Сезона
web-season-none = ниједна (ранг-листа периода)
web-order = Поређај
web-order-wins = по победама
web-order-win_rate = по проценту победа
web-order-average = по просечном резултату
web-order-best = по најбољем резултату
web-order-rating = по рејтингу
web-show = Прикажи
web-member = Играч
web-rating = Рејтинг
web-win-rate = Проценат победа
web-average = Просек
web-best = Најбоље
web-kontra-best = Контра: најбоље (најмање)
web-pages = Стране ранг-листе
web-page-of = Страна { $page } од { $pages }
web-recent = Последње игре
web-won = победа
web-per-ruleset = По правилима
web-streak = сада { $current }, најбољи { $best }
web-rating-over-time = Рејтинг кроз време
web-rating-chart = Рејтинг за { $ruleset } после сваке игре: сада { $rating }, између { $low } и { $high }
web-podium = Постоље
web-place =
    { $place ->
        [1] Прво место
        [2] Друго место
        [3] Треће место
       *[other] { $place }. место
    }
web-standings = Поредак
web-points = Бодови
web-wdl = Победе–нерешено–порази
web-bracket = Костур турнира
web-rounds = Кола
web-bye = { $who } је слободан у овом колу (победа)
web-sits-out = { $who } не игра у овом колу (без бода)
web-forfeit = службени резултат
web-playing = игра се
web-replay = Преглед партије
web-no-rounds = Парови још нису направљени ни за једно коло.
