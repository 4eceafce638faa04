## Что Discord показывает в списке команд (схема id и правила: en/commands.ftl).
## Имена: строчные буквы, без пробелов, не длиннее 32 знаков. Описания: не длиннее 100 знаков.

cmd-yamb = ямб
cmd-yamb-description = Играть в Ямб, игру в кости, в этом канале

cmd-new = новая
cmd-new-description = Открыть игру в этом канале (лобби, куда можно войти)
cmd-new-ruleset = правила
cmd-new-ruleset-description = Какие правила: классика, болгарские, ямм, русские или трис
cmd-new-mode = режим
cmd-new-mode-description = обычный, контра (дуэль), парами, командный или партнёры
cmd-new-opponent = соперник
cmd-new-opponent-description = Контра: вызвать этого участника на дуэль
cmd-new-bonus_threshold = порог_премии
cmd-new-bonus_threshold-description = классика/трис: сумма 1–6, дающая премию (по умолчанию 60)
cmd-new-six_dice = шесть_кубиков
cmd-new-six_dice-description = трис: бросают шесть кубиков, считаются лучшие пять
cmd-new-negative_school = минусовая_школа
cmd-new-negative_school-description = русские: штрафы за слабую школу
cmd-new-matches = спички
cmd-new-matches-description = русские: лишние броски оплачиваются спичками
cmd-new-language = язык
cmd-new-language-description = Язык сообщений и картинок игры (по умолчанию: язык сервера)

cmd-join = войти
cmd-join-description = Войти в лобби в этом канале
cmd-join-team = команда
cmd-join-team-description = Командные режимы: за какую команду играть (1–4)
cmd-leave = выйти
cmd-leave-description = Выйти из лобби в этом канале
cmd-start = начать
cmd-start-description = Начать игру (хозяин)

cmd-roll = бросить
cmd-roll-description = Бросить кубики
cmd-roll-keep = отставить
cmd-roll-keep-description = Какие кубики отставить, по месту на картинке, напр. 1 3 4
cmd-hold = отставить
cmd-hold-description = Отставить или вернуть кубики перед следующим броском
cmd-hold-dice = кубики
cmd-hold-dice-description = Места кубиков, которые отставить или вернуть, напр. 2 5
cmd-announce = заявить
cmd-announce-description = Заявить клетку сразу после первого броска
cmd-announce-cell = клетка
cmd-announce-cell-description = Пустая клетка заявленного задания
cmd-write = записать
cmd-write-description = Записать кубики в клетку
cmd-write-cell = клетка
cmd-write-cell-description = Клетка, куда можно записать сейчас (список показывает очки)
cmd-cross = вычеркнуть
cmd-cross-description = Вычеркнуть клетку (записать 0)
cmd-cross-cell = клетка
cmd-cross-cell-description = Клетка, которую можно вычеркнуть сейчас
cmd-enough = хватит
cmd-enough-description = Перестать бросать (Контра) или передать ход партнёру
cmd-correct = исправить
cmd-correct-description = Ямм: перенести свой последний результат в другую клетку
cmd-correct-cell = клетка
cmd-correct-cell-description = Куда перенести последний результат

cmd-sheet = поле
cmd-sheet-description = Посмотреть игровое поле (ответ видишь только ты)
cmd-sheet-member = участник
cmd-sheet-member-description = Чьё поле (по умолчанию: твоё или игрока, чей ход)
cmd-rules = правила
cmd-rules-description = Правила варианта, кратко, с его полем
cmd-rules-ruleset = правила
cmd-rules-ruleset-description = Какие правила
cmd-help = помощь
cmd-help-description = Краткий обзор: как идёт игра и все команды
cmd-end = завершить
cmd-end-description = Завершить игру в этом канале (хозяин или модераторы)

cmd-leaderboard = лидеры
cmd-leaderboard-description = Лучшие игроки сервера
cmd-leaderboard-ruleset = правила
cmd-leaderboard-ruleset-description = Только эти правила (рейтинг: по умолчанию классика)
cmd-leaderboard-mode = режим
cmd-leaderboard-mode-description = Только этот режим
cmd-leaderboard-period = период
cmd-leaderboard-period-description = За всё время или за последние 30 дней
cmd-leaderboard-sort = сортировка
cmd-leaderboard-sort-description = По победам, доле побед, среднему, лучшему результату или рейтингу
cmd-stats = статистика
cmd-stats-description = Игры, победы, серия и последние результаты участника
cmd-stats-member = участник
cmd-stats-member-description = Чья (по умолчанию: твоя)
cmd-duel-record = дуэли
cmd-duel-record-description = Личные встречи двух участников
cmd-duel-record-member = участник
cmd-duel-record-member-description = Соперник
cmd-duel-record-other = второй
cmd-duel-record-other-description = Второй участник (по умолчанию: ты)
cmd-history = история
cmd-history-description = Недавние игры на этом сервере
cmd-export = экспорт
cmd-export-description = Приложить запись законченной игры
cmd-export-game = игра
cmd-export-game-description = Номер игры (по умолчанию: последняя)
cmd-kick = исключить
cmd-kick-description = Исключить игрока (хозяин или модераторы)
cmd-kick-member = участник
cmd-kick-member-description = Кого исключить

cmd-settings = настройки
cmd-settings-description = Настройки Ямба на сервере (Управление сервером)
cmd-settings-default_ruleset = правила_по_умолчанию
cmd-settings-default_ruleset-description = Правила для /ямб новая, если не выбраны
cmd-settings-default_mode = режим_по_умолчанию
cmd-settings-default_mode-description = Режим для /ямб новая, если не выбран
cmd-settings-turn_timeout = время_хода
cmd-settings-turn_timeout-description = Минуты до напоминания игроку (потом за него играет бот)
cmd-settings-allow_channel = разрешить_канал
cmd-settings-allow_channel-description = Разрешить игры в этом канале (если задан хоть один, то только в них)
cmd-settings-disallow_channel = запретить_канал
cmd-settings-disallow_channel-description = Больше не разрешать игры в этом канале
cmd-settings-everywhere = везде
cmd-settings-everywhere-description = Снова разрешить игры во всех каналах
cmd-settings-threads = ветки
cmd-settings-threads-description = Каждая игра в своей ветке (по умолчанию да)
cmd-settings-language = язык
cmd-settings-language-description = Язык игр и ответов участникам, не выбравшим свой

cmd-language = язык
cmd-language-description = Язык, на котором я тебе отвечаю (только тебе)
cmd-language-language = язык
cmd-language-language-description = Твой язык или язык твоего Discord

## Фиксированные варианты

choice-ruleset-classic = классические
choice-ruleset-bulgarian = болгарские
choice-ruleset-yamm = ямм (швейцарские)
choice-ruleset-russian = русские
choice-ruleset-tris = трис
choice-mode-standard = обычный (каждый сам за себя)
choice-mode-kontra = контра (дуэль: соперник пишет в твоё поле)
choice-mode-pairs = парами (два партнёра, одно поле, лучший результат)
choice-mode-team = командный (два партнёра, два поля)
choice-mode-partners = партнёры (команда делит поле, ходят по очереди)
choice-period-all = всё время
choice-period-30d = последние 30 дней
choice-sort-wins = победы
choice-sort-win_rate = доля побед
choice-sort-average = среднее
choice-sort-best = лучший результат
choice-sort-rating = рейтинг
choice-language-auto = язык Discord

## Bot players and hints: English until translated

cmd-new-bots = bots
cmd-new-bots-description = Bot players to seat at once (solo against the bot: 1)
cmd-new-level = level
cmd-new-level-description = How well the bot players play: easy, normal or hard
cmd-hint = hint
cmd-hint-description = Your best options now, by the bot (only you see it)
cmd-settings-hints = hints
cmd-settings-hints-description = Hints (/yamb hint): on, off, or practice (games with a bot or alone; default)
cmd-settings-bot_pace_ms = bot_pace_ms
cmd-settings-bot_pace_ms-description = Milliseconds between a bot player's steps (default 1000)
choice-level-easy = easy
choice-level-normal = normal
choice-level-hard = hard
