# Уеб страниците (bot/web): думите на рамката, класациите и профилите. Думите както в bg/bot.ftl.

web-site-name = Ямб
web-skip = Към съдържанието
web-languages = Езици
web-footer = Страници на Ямб бота само за четене. Имената са такива, каквито играчите са ги използвали последно в Discord.
web-error-404 = Тук няма нищо. Адресът може да е сгрешен или този сървър не показва страниците си в сайта.
web-error-400 = Този адрес иска нещо, което страницата не може да покаже (номер на страница или избор извън обхвата).
web-error-405 = Този сайт само показва страници: нищо не променя.
web-error-429 = Твърде много заявки от твоя адрес: изчакай малко и опитай отново.
web-error-other = Нещо се обърка.
web-error-season-off = Този сървър няма сезони: класациите му са за цялото време или за последните 30 дни.
web-server-title = Ямб на този сървър
web-board = Класация
web-ruleset = Правила
web-mode = Режим
web-period = Период
web-period-all = цялото време
web-period-30d = последните 30 дни
web-period-season = този сезон
web-season = Сезон
web-season-none = няма (класацията за периода)
web-order = Подредба
web-order-wins = по победи
web-order-win_rate = по процент победи
web-order-average = по среден резултат
web-order-best = по най-добър резултат
web-order-rating = по рейтинг
web-show = Покажи
web-member = Играч
web-rating = Рейтинг
web-win-rate = Процент победи
web-average = Средно
web-best = Най-добро
web-kontra-best = Контра: най-добро (най-ниско)
web-pages = Страници на класацията
web-page-of = Страница { $page } от { $pages }
web-recent = Последни игри
web-won = победа
web-per-ruleset = По правила
web-streak = сега { $current }, най-добра { $best }
web-rating-over-time = Рейтинг във времето
web-rating-chart = Рейтинг за { $ruleset } след всяка игра: сега { $rating }, между { $low } и { $high }
web-podium = Подиум
web-place = { $place ->
    [1] Първо място
    [2] Второ място
    [3] Трето място
   *[other] Място { $place }
}
web-standings = Класиране
web-points = Точки
web-wdl = Победи–равни–загуби
web-bracket = Схема
web-rounds = Кръгове
web-bye = { $who } почива в този кръг (победа)
web-sits-out = { $who } почива в този кръг (без точка)
web-forfeit = служебен резултат
web-playing = играе се
web-replay = Преглед на играта
web-no-rounds = Още няма двойки за нито един кръг.
