# Страницы сайта (bot/web): слова рамки, таблиц и профилей. Слова те же, что в ru/bot.ftl.

web-site-name = Ямб
web-skip = Перейти к содержанию
web-languages = Языки
web-footer = Страницы Ямб-бота только для чтения. Имена указаны такими, какими игроки пользовались в Discord в последний раз.
web-error-404 = Здесь ничего нет. Возможно, адрес набран с ошибкой или этот сервер не показывает свои страницы на сайте.
web-error-400 = По этому адресу запрошено то, чего страница показать не может (номер страницы или выбор вне допустимых значений).
web-error-405 = Этот сайт только показывает страницы и ничего не меняет.
web-error-429 = Слишком много запросов с твоего адреса: подожди немного и попробуй снова.
web-error-other = Что-то пошло не так.
web-error-season-off = На этом сервере нет сезонов: его таблицы лидеров — за всё время или за последние 30 дней.
web-server-title = Ямб на этом сервере
web-board = Таблица лидеров
web-ruleset = Правила
web-mode = Режим
web-period = Период
web-period-all = всё время
web-period-30d = последние 30 дней
web-period-season = этот сезон
web-season = Сезон
web-season-none = нет (таблица за период)
web-order = Сортировка
web-order-wins = по победам
web-order-win_rate = по доле побед
web-order-average = по среднему результату
web-order-best = по лучшему результату
web-order-rating = по рейтингу
web-show = Показать
web-member = Игрок
web-rating = Рейтинг
web-win-rate = Доля побед
web-average = Среднее
web-best = Лучший
web-kontra-best = Контра: лучший (наименьший)
web-pages = Страницы таблицы
web-page-of = Страница { $page } из { $pages }
web-recent = Последние игры
web-won = победа
web-per-ruleset = По правилам
web-streak = сейчас { $current }, лучшая { $best }
web-rating-over-time = Изменение рейтинга
web-rating-chart = Рейтинг ({ $ruleset }) после каждой игры: сейчас { $rating }, от { $low } до { $high }
web-podium = Пьедестал
web-place = { $place ->
    [1] Первое место
    [2] Второе место
    [3] Третье место
   *[other] Место { $place }
}
web-standings = Турнирная таблица
web-points = Очки
web-wdl = Победы–ничьи–поражения
web-bracket = Сетка
web-rounds = Туры
web-bye = { $who } без соперника в этом туре (засчитана победа)
web-sits-out = { $who } пропускает этот тур (без очков)
web-forfeit = технический результат
web-playing = идёт игра
web-replay = Повтор партии
web-no-rounds = Пары ещё не составлены ни для одного тура.
