# Всё, что бот говорит игрокам, по-русски. Слова игры: docs/glossary.tsv (столбец ru).
# Имена и другие тексты, набранные игроками, приходят уже обезвреженными: без markdown вокруг них.
# Команды пишутся именами из ru/commands.ftl (так их показывает Discord по-русски).
# Множественное число по CLDR: one (1, 21), few (2–4, 22), many (5–20, 11), other (дроби).

## Лобби

lobby-title = 🎲 Ямб, лобби: { $ruleset }, { $mode }
lobby-body = Хозяин: { $host }
    Игроки ({ $count }): { $players }
    Нажми **Войти**, затем хозяин нажимает **Начать**.
lobby-body-dm = Хозяин: { $host }
    Игроки ({ $count }): { $players }
    Эту личную переписку видишь только ты: добавь ботов, если хочешь, затем нажми **Начать** (без них играешь один).
lobby-nobody = пока никого
lobby-options = Настройки: { $options }
lobby-option-bonus_threshold = премия от { $value }
lobby-option-six_dice = шесть кубиков
lobby-option-negative_school = минусовая школа
lobby-option-matches = спички
lobby-option-without = без: { $option }
lobby-host = Хозяин: { $host }
lobby-team = Команда { $team }: { $members }
lobby-pick-team = Выбери команду (по два игрока), затем хозяин нажимает **Начать**.
lobby-join = Войти
lobby-join-team = В команду { $team }
lobby-leave = Выйти
lobby-start = Начать
lobby-cancelled = Лобби закрыто.
lobby-closes = ⏳ Лобби закроется { $closes }, если до тех пор никто не присоединится и игра не начнётся.
lobby-expired = Лобби закрыто: { $hours } ч. никто не присоединился и не начал игру.
challenge-closes = ⏳ Вызов истечёт { $closes }, если до тех пор его не примут.
challenge-expired = Вызов истёк: его не приняли за { $hours } ч.
kontra-challenge = ⚔️ { $challenger } вызывает { $opponent } на дуэль в Контра Ямб ({ $ruleset }).
kontra-press-accept = { $opponent }: нажми **Принять**, и дуэль начнётся.
kontra-accept = Принять
kontra-decline = Отказаться
kontra-declined = { $opponent } отказался от дуэли.
kontra-only-opponent = Ответить на этот вызов может только { $opponent }.
lobby-add-bot = Добавить: { $bot }
lobby-remove-bot = Убрать бота

## Боты

bot-name = Ямб-бот ({ $level })
bot-name-numbered = Ямб-бот { $number } ({ $level })
bot-level-easy = лёгкий
bot-level-normal = средний
bot-level-hard = сложный

## Названия

ruleset-classic = Классический
ruleset-bulgarian = Болгарский
ruleset-yamm = Ямм
ruleset-russian = Русский
ruleset-tris = Трис
mode-name-standard = обычный
mode-name-kontra = Контра-дуэль
mode-name-pairs = парами
mode-name-team = командный
mode-name-partners = партнёры
mode-line-standard = Каждый играет на своём поле; побеждает наибольший итог.
mode-line-kontra = Дуэль: соперник записывает в твоё поле (очки, где они возможны), после твоего первого броска может заявить за тебя, а побеждает меньший итог.
mode-line-pairs = Команды по двое делят поле: оба партнёра делают ход, затем команда записывает один из двух результатов.
mode-line-team = Команды по двое: оба партнёра делают ход, затем команда записывает оба результата, каждый на поле одного из партнёров.
mode-line-partners = Команды по двое делят поле и ходят по очереди: по одному игроку от каждой команды.
thread-name = Ямб { $ruleset }
versus = против
team-name = Команда { $team }
rules-modes-title = Режимы (выбираются в /ямб новая режим:…)

## Игра

game-started = 🎲 Ямб { $ruleset }, { $mode }: { $order }
game-in-thread = Игра идёт в { $thread }.
game-draw = Жеребьёвка: { $draws }
game-fair = Честные кубики: каждый бросок получается из секретного зерна, чей SHA-256 — `{ $commitment }`. Оно раскрывается в конце.
game-over = 🏁 Игра окончена. Победитель: { $winners }!
game-over-tie = 🏁 Игра окончена: ничья между { $winners }!
game-lowest-wins = (Контра: побеждает наименьший итог.)
game-total = **{ $who }**: { $total }
game-settlement = подсчёт { $amount }
game-reveal = Зерно: `{ $seed }` — проверь каждый бросок: `python -m engine verify { $file } { $seed }`
game-ended-line = 🏁 Ямб { $ruleset }: победитель { $winners } ({ $totals }). { $link }
game-ended-by = { $who } прервал игру. Она сохранена как брошенная и не засчитывается никому.
game-kicked = { $who } исключил { $target } из игры. Теперь за него ходит бот (средний).
game-reminder = ⏰ { $who }, твой ход в Ямбе ({ $minutes } мин без хода).
game-auto = ⏰ У { $who } вышло время: бот (средний) сходил за него и отмечает его как отсутствующего.
game-played-for-away = ⏰ Сыграно за отсутствующих игроков.

## Сообщение хода

turn-status-new = 🎲 Ход: **{ $who }**
turn-status = 🎲 **{ $who }** · бросок { $n } из 3 · { $dice }
turn-status-paid = 🎲 **{ $who }** · бросок { $n } (за спичку) · { $dice }
turn-for-team = за команду { $team }
turn-enough = хватит
turn-announced = ★ Заявка: **{ $cell }**
turn-matches = { $count ->
        [one] { $count } спичка
        [few] { $count } спички
        [many] { $count } спичек
       *[other] { $count } спички
    }
decide-throw = { $who } бросает.
decide-throw-or-decline = { $who } бросает или отказывается от хода: вычёркивает клетку и берёт 3 спички.
decide-throw-or-write = { $who } отставляет кубики и бросает снова или записывает.
decide-throw-announce-write = { $who } заявляет клетку, отставляет кубики и бросает снова или записывает.
decide-write = { $who } записывает результат.
decide-must-announce = { $who } должен заявить клетку за { $thrower }: остались только клетки заявки.
decide-kontra-first = { $writer } может заявить клетку за { $thrower }, или { $who } бросает снова или говорит «хватит».
decide-kontra-throwing = { $who } бросает снова или говорит «хватит».
decide-kontra-announced = { $writer } отставляет кубики за { $thrower } и бросает снова или останавливается и записывает.
decide-kontra-write = { $writer } записывает результат { $thrower }: очки, где они возможны.
decide-kontra-announce-or-write = { $writer } заявляет клетку за { $thrower } или записывает результат: очки, где они возможны.
decide-first-partner = { $who } бросает снова или передаёт ход партнёру { $partner }, который играет второй ход команды.
decide-first-partner-pass = { $who } больше не бросает и передаёт ход партнёру { $partner }, который играет второй ход команды.
decide-held-throw = Результат { $held } ждёт; { $who } бросает.
decide-held-write = Результат { $held } ждёт; { $who } бросает снова, или команда записывает один из результатов.
decide-team-writes = Результат { $held } ждёт, а { $who } больше не бросает: команда записывает.
line-wrote = { $who } записал { $value } в { $cell }
line-crossed = { $who } вычеркнул { $cell }
line-wrote-for = { $who } записал { $value } игрока { $result } в { $cell }
line-crossed-for = { $who } вычеркнул { $cell } результатом игрока { $result }
line-wrote-on = { $who } записал { $value } в { $cell } на поле игрока { $sheet }
line-crossed-on = { $who } вычеркнул { $cell } на поле игрока { $sheet }
sheet-points = { $who }: пока { $total ->
        [one] { $total } очко
        [few] { $total } очка
        [many] { $total } очков
       *[other] { $total } очка
    }.

## Кнопки и меню

ui-throw = Бросить
ui-throw-kept = Бросить остальные
ui-rematch = Реванш
ui-enough = Хватит
ui-pass = Передать партнёру
ui-announce = Заявить клетку…
ui-announce-option = { $cell } (сейчас { $value })
ui-write = Записать в…
ui-write-option = { $cell } → { $value }
ui-cross = ✗ Вычеркнуть клетку вместо этого…
ui-cross-option = { $cell } ✗
ui-correct-option = перенести последний результат в { $cell }
ui-result = { $player } { $dice }: { $option }
ui-result-on-sheet = { $player } { $dice } → поле { $sheet }: { $option }
ui-column = Выбери задание…
ui-column-option = { $column } ({ $count ->
        [one] { $count } клетка
        [few] { $count } клетки
        [many] { $count } клеток
       *[other] { $count } клетки
    })
ui-column-option-for = Кубики { $player }: { $column } ({ $count ->
        [one] { $count } клетка
        [few] { $count } клетки
        [many] { $count } клеток
       *[other] { $count } клетки
    })
ui-column-option-on = Кубики { $player } → поле { $sheet }: { $column } ({ $count ->
        [one] { $count } клетка
        [few] { $count } клетки
        [many] { $count } клеток
       *[other] { $count } клетки
    })
ui-pair-option = Кубики { $player } → поле { $sheet } ({ $count ->
        [one] { $count } клетка
        [few] { $count } клетки
        [many] { $count } клеток
       *[other] { $count } клетки
    })
ui-other-columns = ← другие задания
ui-other-pairs = ← чьи кубики, чьё поле
ui-hint = Подсказка

## Ответы на команды (остальное показывает сообщение игры)

done-joined = Ты в игре.
done-left = Ты вышел из игры.
done-throw = Ты бросил { $dice } (бросок { $n }).
done-corrected = Ты перенёс свой результат { $dice } из { $old } в { $cell }, там он даёт { $value }.
done-kept = Отставлено на следующий бросок: { $dice }
done-action = Готово: это видно в сообщении игры.
done-kicked = { $target } выбыл из игры: за него ходит бот, игроки уведомлены.
done-rematch = Реванш открыт в { $channel }: нажми там «Начать».
done-rematch-challenge = Реванш открыт в { $channel }: { $opponent } принимает его там.
done-bot-added = Бот вошёл в лобби.
done-bot-removed = Бот вышел из лобби.
lobby-kicked = { $who } исключил { $target } из лобби.

## Отказы и ответы

error-no-game = В этом канале нет игры в Ямб. Начни её командой `/ямб новая`.
error-not-player = Ты не играешь в этой игре.
error-kicked = Тебя исключили из этой игры: за тебя ходит бот (средний).
error-member-not-playing = Этот участник не играет в этой игре.
error-busy-lobby = Здесь уже идёт игра (лобби, хозяин { $host }). Посмотри её через `/ямб поле` или заверши через `/ямб завершить`, если ты хозяин. Оно закроется само { $closes }, если никто не присоединится и не начнёт игру.
    { $link }
error-busy-challenged = { $host } вызывает тебя здесь на дуэль в Контра Ямб: нажми **Принять** ({ $link }), чтобы играть, или **Отказаться**. Вызов истечёт сам { $closes }, если его не примут.
error-busy-challenge = Здесь ждёт дуэль в Контра Ямб: { $host } вызывает { $opponent }. Заверши её через `/ямб завершить`, если вызов твой. Вызов истечёт сам { $closes }, если его не примут.
    { $link }
error-busy-game = Здесь уже идёт игра ({ $ruleset }, { $mode }, хозяин { $host }). Посмотри её через `/ямб поле` или заверши через `/ямб завершить`, если ты хозяин.
    { $link }
error-outdated = Эта кнопка относится к прошлому моменту игры. Используй текущее сообщение: { $link }
error-no-link = последнее сообщение игры в этом канале
error-redrawn = Игра ушла вперёд: это сообщение снова показывает текущий ход. Нажми ещё раз, если всё ещё хочешь.
error-not-host = Это может только хозяин ({ $host }) или участник с правом «Управлять каналами».
error-tournament-game = Это игра турнира **{ $name }**: она заканчивается игрой, по истечении времени или решением организаторов (`/ямб-турнир-админ присудить игра:{ $game }`).
error-not-admin = Настройки Ямба могут менять только участники с правом «Управлять сервером».
error-lobby-full = Лобби заполнено.
error-not-in-lobby = Тебя нет в этом лобби.
error-already-joined = Ты уже в этой игре.
error-not-lobby = Игра уже началась.
error-not-started = Игра ещё не началась: хозяин нажимает «Начать».
error-leave-started = Игра началась; хозяин или модератор может использовать `/ямб исключить`.
error-challenge-only = Это лобби — вызов на дуэль для одного участника.
error-challenge-one = Вызови одного другого участника, в режиме контра.
error-option-not-played = Опция `{ $option }` в этом режиме ничего не меняет ({ $mode }: там никто не платит за броски). Открой стол без неё.
error-challenge-in-dm = Вызови { $who } в канале сервера: эту личную переписку с ботом видишь только ты.
error-choose-ruleset = Выбери правила ({ $rulesets }) и режим.
error-bad-team = Команды нумеруются от 1 до { $count }.
error-kick-not-in-game = { $who } не в этой игре.
error-kick-host = Хозяина исключить нельзя; `/ямб завершить` закрывает лобби.
error-first-throw-keeps = Это первый бросок: бросаются все кубики.
error-keep-before-throw = Сначала брось: отставлять нечего.
error-no-more-throws = В этом ходу бросков больше нет: запиши результат.
error-only-keeper = Сейчас кубики отставляет только { $who }.
error-bad-dice = Называй кубики по месту под картинкой, от 1 до { $count } (напр. `1 3 4` или `134`), или по очкам, которые отставляешь (напр. `6 6 3`), или `ничего`.
error-text-too-long = Слишком длинно: не больше { $limit } знаков.
error-text-empty = Напиши что-нибудь или не указывай эту опцию.
error-bad-cell-text = Клетка называется заданием и комбинацией, буквами и цифрами (напр. `{ $example }` или `Свободно Фулл`).
error-unknown-cell = На этом поле нет клетки с таким названием: назови задание и комбинацию (напр. `{ $example }`); список предлагает клетки, доступные сейчас.
error-not-offered = Этого не было в сообщении: выбери один из показанных вариантов.
error-only-writer = Куда пойдёт результат, выбирает только { $who }.
error-conflict = Кто-то сходил в тот же момент; твой ход пришёл вторым и ничего не изменил.
error-conflict-link = Кто-то сходил в тот же момент; твой ход пришёл вторым и ничего не изменил. Игра продолжается здесь: { $link }
error-game-over = Эта игра окончена. Начни новую: `/ямб новая`.
error-unexpected = Извини, у нас что-то пошло не так. Игра в порядке; попробуй ещё раз.
error-not-allowed-channel = На этом сервере в этом канале нельзя начинать игры.
error-bot-cannot-post = Я не могу играть здесь: мне нужно видеть этот канал и отправлять в него сообщения, встроенный контент и файлы. Попроси модератора дать мне эти права.
error-board-sort = Сортировка: по победам, доле побед, среднему, лучшему результату или рейтингу; период: всё время, 30 дней или сезон.
error-board-filter = Неизвестные правила или режим.
error-board-button = Эта кнопка таблицы лидеров не работает; запусти /ямб-результаты лидеры заново.
error-duel-same = Выбери двух разных участников.
error-bot-opponent = Вызови человека или меня: другие боты в Ямб не играют.
error-no-rematch = Сыграть снова можно только законченную игру.
error-bot-level = Уровень бота: лёгкий, средний или сложный.
error-bot-count = За этим столом рядом с тобой поместится не больше { $most ->
        [one] { $most } бота
        [few] { $most } ботов
        [many] { $most } ботов
       *[other] { $most } бота
    }.
error-no-bot = В этом лобби нет бота.

## Подсказки

hint-title = 💡 Твои лучшие варианты сейчас (по оценке сложного бота): потеря относительно лучшего и ожидаемый итог.
hint-line = { $option } → { $gain ->
    [yes] +{ NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
   *[no] { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
} (ожидается { NUMBER($total, minimumFractionDigits: 1, maximumFractionDigits: 1) })
hint-chance = { $option } { NUMBER($chance, style: "percent") }
hint-win = 🏆 Эти ходы меняют и твой шанс на победу: { $options }
hint-throw = бросить
hint-keep = отставить { $dice }
hint-keep-none = перебросить все кубики
hint-announce = заявить { $cell }
hint-write = записать { $value } в { $cell }
hint-cross = вычеркнуть { $cell }
hint-dice-of = кубики игрока { $player }
hint-sheet-of = в поле игрока { $player }
hint-stop = хватит
hint-pass = передать ход партнёру
hint-correct = перенести последний результат в { $cell }
hint-wait = пусть бросающий продолжает
hint-nothing = Сейчас ход не за тобой: подсказка — для твоего собственного хода.
hint-preparing = Бот (сложный) ещё просчитывает собственный порог бонуса этой игры (минуту-другую, один раз): спроси чуть позже.
hint-off = Подсказки на этом сервере выключены.
hint-practice-only = Здесь подсказки только для тренировочных игр: против бота или в одиночку.

## Отказы по правилам (коды отказов движка)

refusal-no_players = Для игры нужен хотя бы один игрок.
refusal-duplicate_player = Игрок может сесть за стол только один раз.
refusal-bad_player = Имена игроков — от 1 до 100 знаков.
refusal-kontra_announce = Контра Ямбу нужно задание заявок; в { $ruleset } его нет.
refusal-kontra_two = Контра Ямб — дуэль: ровно два игрока.
refusal-no_teams = В этом режиме нет команд.
refusal-teams_needed = В этот режим играют команды по двое.
refusal-teams_too_few = В режим «партнёры» играют две или больше команд по двое.
refusal-team_size = В каждой команде ровно два игрока.
refusal-teams_mismatch = Игроки должны быть членами команд.
refusal-team_full = В команде { $team } уже два игрока.
refusal-team_needed = Сначала все выбирают команду (ещё нет: { $players }).
refusal-seating_mismatch = Порядок должен состоять ровно из вошедших игроков.
refusal-unknown_mode = Неизвестный режим; выбери один из: standard, kontra, pairs, team, partners.
refusal-unknown_ruleset = Неизвестные правила; выбери одни из: classic, bulgarian, yamm, russian, tris.
refusal-unknown_option = Неизвестная опция.
refusal-option_not_for_ruleset = Эта опция не для этих правил.
refusal-bad_option = Значения опций — числа или да/нет, в своих пределах.
refusal-options_need_ruleset = Для опций выбери правила по умолчанию.
refusal-bad_timeout = Время на ход — от { $low } до { $high } минут.
refusal-bad_channels = Каналы задаются списком id каналов.
refusal-disallow_everywhere = Игры можно начинать в любом канале: нет списка, из которого можно убрать канал. Сначала укажите через `разрешить_канал` каналы, где их можно начинать.
refusal-disallow_last = { $channel } — единственный канал, где можно начинать игры; без него их можно было бы начинать где угодно. Сначала разрешите другой или используйте `везде:True`.
refusal-bad_flag = Эта настройка — да или нет.
refusal-bad_hints = Подсказки: включены, выключены или только на тренировке.
refusal-bad_season = Сезоны: месяцы, кварталы или выключены.
refusal-bad_web = Страницы на сайте включены или выключены.
refusal-bad_bot_pace = Темп бота — от { $low } до { $high } миллисекунд на шаг.
refusal-bad_slow_hours = Ход в неспешной игре — от { $low } до { $high } часов.
refusal-bad_slow_timeout = Когда время неспешного хода истекло, ходит бот или игра заканчивается.
refusal-bad_language = Неизвестный язык; выбери один из: { $languages }.
refusal-game_over = Игра окончена.
refusal-game_not_over = Игра ещё не окончена.
refusal-not_in_game = { $player } не играет в этой игре.
refusal-unknown_action = Неизвестное действие.
refusal-bad_record = Эту запись игры не прочитать.
refusal-bad_draw = Жеребьёвку в записи не прочитать.
refusal-draw_not_from_seed = Жеребьёвка в записи получена не из зерна игры.
refusal-too_many_actions = В записи игры слишком много действий.
refusal-not_from_seed = Эти кубики получены не из зерна игры: пусть их бросит бот.
refusal-not_your_turn = Сейчас не твоя очередь { $what ->
        [throw] бросать
        [stop] останавливаться
        [announce] заявлять
       *[write] записывать
    }: ходит { $expected }.
refusal-keep_before_throw = Сначала брось: отставлять нечего.
refusal-bad_die = Кубики нумеруются от 1 до { $count }, и каждый отставляется не больше одного раза.
refusal-bad_dice = Бросок показывает { $count } кубиков, каждый от 1 до 6.
refusal-kept_changed = Отставленный кубик не может сменить значение.
refusal-turn_over = Ход окончен: запиши другой результат.
refusal-kontra_keeps = Клетка заявлена: какие кубики отставить, выбирает соперник.
refusal-stopped = Ты сказал «хватит»: броски окончены.
refusal-no_more_throws = Это был бросок { $throws }: бросков больше нет, запиши результат.
refusal-pass_to_partner = Это был бросок { $throws }: бросков больше нет, передай ход партнёру { $player }.
refusal-must_announce = Остались только клетки заявки: клетку нужно заявить.
refusal-stop_before_throw = Сначала брось.
refusal-kontra_writer_stops = Клетка заявлена: когда остановиться, решает соперник.
refusal-cannot_stop = Останавливать нечего: запиши результат.
refusal-kontra_announcer = В Контра Ямбе за тебя заявляет соперник.
refusal-announce_before_throw = Заявляют сразу после первого броска.
refusal-announced_twice = В этом ходу клетка уже заявлена.
refusal-announce_too_late = Заявить можно только сразу после первого броска.
refusal-not_announce_cell = { $cell } — не в задании заявок.
refusal-cell_filled = { $cell } уже заполнена.
refusal-unknown_cell = На поле { $ruleset } нет клетки { $cell } (клетки выглядят как { $example }).
refusal-result_not_named = В этом режиме запись не называет результат: это результат бросающего.
refusal-sheet_not_named = В этом режиме запись не называет поле: она идёт на поле этого круга.
refusal-kontra_writer = В Контра Ямбе твой результат записывает соперник.
refusal-write_before_throw = Сначала брось, потом записывай.
refusal-kontra_not_enough = { $player } ещё бросает: подожди, пока он скажет «хватит».
refusal-partner_to_throw = { $player } делает свой ход, прежде чем команда запишет.
refusal-bad_result = Назови, чей результат записываешь: { $results }.
refusal-bad_sheet = Назови поле, на которое записываешь: { $sheets }.
refusal-announced_sheet = Заявленный результат идёт на поле того, кто его заявил.
refusal-announced_elsewhere = { $cell } заявлена: ход заканчивается записью в неё.
refusal-kontra_must_write = Очки возможны, значит их нужно записать: вычёркивать нельзя.
refusal-sum_row_cross = В Максимум, Минимум, Хох и Тиф всегда идёт сумма кубиков.
refusal-announce_only = В { $cell } можно записать только после заявки.
refusal-kontra_value = { $cell } не принимает эти кубики: очки записываются, где они возможны, а Максимум должен остаться выше Минимума.
refusal-column_order = { $cell } не следующая: задание { $column } заполняется { $order ->
        [down] сверху вниз
        [up] снизу вверх
       *[other] по своему порядку
    }.
refusal-no_correction = В правилах { $ruleset } нет исправлений.
refusal-nothing_to_correct = Нет твоего результата, который можно перенести (исправление возможно, пока не начался следующий ход твоей стороны).
refusal-same_cell = Результат уже в этой клетке.
refusal-corrections_used = Этот результат уже переносили { $most ->
        [one] { $most } раз
        [few] { $most } раза
        [many] { $most } раз
       *[other] { $most } раза
    }: больше переносить его нельзя.

## Вокруг стола

board-title = 🏆 Лидеры Ямба
board-line = { $name } — **{ $wins ->
        [one] { $wins } победа
        [few] { $wins } победы
        [many] { $wins } побед
       *[other] { $wins } победы
    }** в { $games ->
        [one] { $games } игре
       *[other] { $games } играх
    } · { NUMBER($rate, style: "percent") } · в среднем { NUMBER($average, maximumFractionDigits: 0) }
board-line-best = лучший { $best } (игра № { $game })
board-rating-line = { $name } — рейтинг **{ NUMBER($ordinal, minimumFractionDigits: 1, maximumFractionDigits: 1) }** (μ { NUMBER($mu, minimumFractionDigits: 1, maximumFractionDigits: 1) }, σ { NUMBER($sigma, minimumFractionDigits: 1, maximumFractionDigits: 1) }) · { $games ->
        [one] { $games } игра
        [few] { $games } игры
        [many] { $games } игр
       *[other] { $games } игры
    }
board-rating-scope = Рейтинг: { $ruleset } (все режимы, всё время)
board-all-rulesets = все правила
board-all-modes = все режимы
board-all-time = всё время
board-30-days = последние 30 дней
board-season = сезон { $season }
error-board-season = Сезон записывается как 2026-10 (месяц) или 2026-Q3 (квартал) и должен уже начаться.
error-board-season-off = На этом сервере нет сезонов: участник с правом «Управлять сервером» выбирает их в `/ямб-настройки сезон:`.
board-by-wins = по победам
board-by-win_rate = по доле побед
board-by-average = по среднему результату
board-by-best = по лучшему результату
board-your-rank = { $name }: место { $rank } из { $of } · страница { $page } из { $pages }
board-not-ranked = { $name }: пока нет в этой таблице · страница { $page } из { $pages }
board-empty = Законченных игр пока нет.
board-previous = ◀ Назад
board-next = Вперёд ▶
stats-none = У { $who } пока нет законченных игр на этом сервере.
stats-streak-won = { $count ->
        [one] последняя игра выиграна
        [few] { $count } победы подряд
        [many] { $count } побед подряд
       *[other] { $count } победы подряд
    }
stats-streak-lost = { $count ->
        [one] последняя игра не выиграна
        [few] { $count } игры без победы
        [many] { $count } игр без победы
       *[other] { $count } игры без победы
    }
stats-games = Игры
stats-wins = Победы
stats-wins-value = { $wins } ({ NUMBER($rate, style: "percent") })
stats-yambs = Выброшено ямбов
stats-streak = Текущая серия
stats-favourite = Любимые правила
stats-ruleset-line = { $games ->
        [one] { $games } игра
        [few] { $games } игры
        [many] { $games } игр
       *[other] { $games } игры
    } · { $wins ->
        [one] { $wins } победа
        [few] { $wins } победы
        [many] { $wins } побед
       *[other] { $wins } победы
    } · в среднем { NUMBER($average, maximumFractionDigits: 0) }
stats-best = лучший { $best } (№ { $game })
stats-kontra-best = Контра: лучший { $best } (№ { $game }; побеждает наименьший итог)
stats-last-scores = Последние результаты по правилам, от старых к новым:
stats-legend-won = победа
stats-legend-other = не победа (или игра в одиночку)
stats-versus-bot = Против: { $bot }
stats-versus-line = { $games ->
        [one] { $games } игра
        [few] { $games } игры
        [many] { $games } игр
       *[other] { $games } игры
    } · { $wins ->
        [one] { $wins } победа
        [few] { $wins } победы
        [many] { $wins } побед
       *[other] { $wins } победы
    } · { $losses ->
        [one] { $losses } поражение
        [few] { $losses } поражения
        [many] { $losses } поражений
       *[other] { $losses } поражения
    } · { $ties ->
        [one] { $ties } ничья
        [few] { $ties } ничьи
        [many] { $ties } ничьих
       *[other] { $ties } ничьи
    } · в среднем { NUMBER($average, maximumFractionDigits: 0) }
score-best = лучший { $best }
score-kontra-best = Контра: лучший { $best } (побеждает наименьший итог)
duel-none = игр пока нет
duel-even = поровну
duel-margin = +{ NUMBER($margin, minimumFractionDigits: 1, maximumFractionDigits: 1) } у { $who }
duel-line = { $a } **{ $wins_a }** – **{ $wins_b }** { $b } ({ $ties ->
        [one] { $ties } ничья
        [few] { $ties } ничьи
        [many] { $ties } ничьих
       *[other] { $ties } ничьи
    }) · средняя разница { $margin } · последняя встреча { $last }
duel-tie = ничья
duel-last = Последние встречи:
duel-never = Они ещё не встречались.
history-none = На этом сервере пока нет законченных игр.
history-title = 📜 Недавние игры
history-open = открыть
history-hints = 💡 с подсказками
status-finished = окончена
status-abandoned = брошена
status-cancelled = отменена
history-footer = Запись любой игры: /ямб-результаты экспорт игра:<номер>
export-running = Игра № { $game } ещё идёт; экспортируй её, когда она закончится.
export-none = Здесь нет законченной игры № { $game }, которую ты можешь видеть.
export-none-here = В этом канале ещё не закончилась ни одна игра: назови её через `/ямб-результаты экспорт игра:<номер>` (см. `/ямб-результаты история`).
export-text = Игра № { $game } ({ $ruleset }, { $mode }, { $status }). Повтори её: `python -m engine replay { $file }`; проверь кубики: `python -m engine verify { $file } { $seed }`
settings-title = ⚙️ Настройки Ямба на этом сервере
settings-default_ruleset = Правила по умолчанию
settings-default_mode = Режим по умолчанию
settings-turn_timeout_minutes = Время на ход
settings-game_channels = Игры можно начинать в
settings-game_threads = Ветка для каждой игры
settings-hints = Подсказки
settings-hints-on = включены
settings-hints-off = выключены
settings-hints-practice = в тренировочных играх (с ботом или в одиночку)
settings-bot_pace_ms = Темп ботов
settings-seconds = { NUMBER($seconds, maximumFractionDigits: 3) } с на шаг
settings-language = Язык
settings-yes = да
settings-no = нет
settings-minutes = { $minutes } мин
settings-everywhere = любом канале
settings-changed = Изменено.
settings-unchanged = Ничего не изменилось: укажи опции, чтобы изменить настройку.
settings-daily_channel = Испытание дня объявляется в
settings-daily-off = нигде (выключено)
settings-season = Сезоны рейтингов
settings-season-month = календарные месяцы (UTC)
settings-season-quarter = кварталы (UTC)
settings-season-off = выключены
settings-season_channel = Тройка лучших сезона публикуется в
settings-web = Страницы на сайте
settings-web-on = включены (рейтинги, профили и записи игр сервера на сайте)
settings-web-off = выключены
language-chosen = Теперь я отвечаю тебе на языке: { $language }, на каком бы языке ни был твой Discord. Игры сохраняют свой язык.
language-automatic = Теперь я отвечаю тебе на языке твоего Discord (сейчас: { $language }).

## /ямб помощь

help-title = 🎲 Ямб: как здесь играть
help-tour = Пять кубиков, до трёх бросков за ход: отставь подходящие кубики (нажми на них), брось остальные, затем запиши результат в одну клетку своего поля. У каждой игры своя ветка; на сообщении текущего хода есть кнопки, и пользоваться ими могут только игроки, которых оно называет. `/ямб правила` объясняет все правила и режимы.
help-start-title = Начало
help-start = `/ямб новая правила:русские` открывает игру здесь (`язык:` выбирает язык игры; `режим:контра соперник:@Аня` вызывает участника на дуэль; `боты:1 уровень:сложный` сажает бота за стол, а кнопки лобби добавляют ещё); остальные нажимают «Войти», хозяин — «Начать». `/ямб войти`, `/ямб выйти`, `/ямб начать` делают то же командой.
help-play-title = Игра
help-play = Кнопки делают всё. Командами: `/ямб бросить отставить:1 3` (кубики по месту или очки `6 6 3`), `/ямб отставить кубики:2 5`, `/ямб заявить клетка:заявка/ямб`, `/ямб записать клетка:свободно/фулл`, `/ямб вычеркнуть клетка:по ходу/ямб`, `/ямб хватит`, `/ямб исправить клетка:свободно 2/штрассе` (ямм).
help-slow-title = Игры на несколько дней
help-slow = `/ямб новая темп:неспешно`: каждый ход может длиться часами (настройка сервера `время_неспешного_хода`, по умолчанию 24); на середине срока придёт напоминание, а затем случится то, что выбрал сервер. `/ямб игры` показывает твои текущие игры, сначала те, где твой ход; `/ямб уведомления` выбирает, как ты узнаёшь о своём ходе (личное сообщение, упоминание или ничего).
help-daily-title = Испытание дня
help-daily = `/ямб испытание`: одна игра в день, одни и те же кубики для всех, одна попытка, игра приватная (видишь только ты). Потом `/ямб испытание показать:лидеры` (добавь `везде:True` для всех серверов, `день:2026-11-28` для другого дня) и `/ямб испытание показать:история`.
help-look-title = Посмотреть
help-look = `/ямб поле участник:@Аня` (видишь только ты), `/ямб подсказка` (твои лучшие варианты сейчас, если сервер разрешает), `/ямб правила правила:ямм`, `/ямб помощь`, `/ямб язык` (язык, на котором я тебе отвечаю).
help-table-title = Вокруг стола
help-table = `/ямб завершить`, `/ямб исключить участник:@Боря`, `/ямб-настройки` (Управлять сервером).
help-scores-title = Результаты
help-scores = `/ямб-результаты лидеры` (`период:этот сезон` таблица сезона, `сезон:2026-10` прошлого), `/ямб-результаты статистика участник:@Аня`, `/ямб-результаты дуэли участник:@Аня`, `/ямб-результаты история`, `/ямб-результаты экспорт игра:12`.

## Игры в ветках (команда игры в канале, из которого они начались)

error-no-game-your-thread = Игры этого канала идут в отдельных ветках. Твоя здесь: { $link }
error-no-game-your-threads = Игры этого канала идут в отдельных ветках. Твои здесь:
    { $games }
error-no-game-your-threads-more = Игры этого канала идут в отдельных ветках. Твои здесь:
    { $games }
    …и ещё { $count ->
        [one] { $count } игра
        [few] { $count } игры
        [many] { $count } игр
       *[other] { $count } игры
    }.
error-no-game-threads = В самом канале игры нет: его игры идут в отдельных ветках. Открой любую, чтобы посмотреть, или начни свою командой `/ямб новая`:
    { $games }
error-no-game-threads-more = В самом канале игры нет: его игры идут в отдельных ветках. Открой любую, чтобы посмотреть, или начни свою командой `/ямб новая`:
    { $games }
    …и ещё { $count ->
        [one] { $count } игра
        [few] { $count } игры
        [many] { $count } игр
       *[other] { $count } игры
    }.

## Картинки словами, для экранных чтецов (описание каждой картинки: до 1024 знаков)

alt-sheet = Поле: { $who }. Итого { $total }; пустых клеток: { $empty } из { $cells }.
alt-sheet-final = Поле в конце игры: { $who }. Итого { $total }.
alt-columns = По столбцам: { $columns }.
alt-open = Открыто в этом ходу: { $cells }.
alt-open-column = { $column }: { $count ->
        [one] { $count } пустая клетка
        [few] { $count } пустые клетки
        [many] { $count } пустых клеток
       *[other] { $count } пустой клетки
    }
alt-open-announce = { $column }: { $count ->
        [one] { $count } клетка
        [few] { $count } клетки
        [many] { $count } клеток
       *[other] { $count } клетки
    } после заявки
alt-held = Ждущий результат { $who } ({ $dice }) можно записать в { $count ->
        [one] { $count } клетку
        [few] { $count } клетки
        [many] { $count } клеток
       *[other] { $count } клетки
    }: { $cells }.
alt-more = ещё { $count }
alt-standings = Итоги игры, { $ruleset } · { $mode }: { $ranking }.
alt-record = Запись игры № { $game }: каждый бросок, отставленные кубики и запись, чтобы повторить и проверить игру.
alt-rules = Пустое поле, правила: { $ruleset }. Столбцы: { $columns }. Строки: { $rows }.
alt-scores = Последние результаты игрока { $who }, от старых к новым: { $charts }.
alt-score-won = { $score } (победа)
alt-hint = Подсказка. Лучше всего: { $best }.
alt-hint-next = Далее: { $options }.
alt-hint-dice = Кубики на столе: { $dice }.

## Испытание дня (/ямб испытание)
daily-header = 📅 **Испытание дня № { $number }** · { $ruleset } · сегодня у всех одни и те же кубики · SHA-256 зерна `{ $commitment }…`
daily-yesterday = ⏳ Вчерашнее испытание: закончи его до 00:00 UTC.
daily-expired = Испытание дня № { $number } закрыто: попытки открыты до конца следующего дня (UTC).
daily-finished = 🏁 **Испытание дня № { $number }** ({ $ruleset }) пройдено: **{ $total ->
        [one] { $total } очко
        [few] { $total } очка
        [many] { $total } очков
       *[other] { $total } очка
    }**.
daily-rank-server = 🏅 Пока { $rank }-е место из { $count } на этом сервере.
daily-rank-everywhere = 🏅 Пока { $rank }-е место из { $count } на всех серверах.
daily-bot-scored = 🤖 Бот сегодня набрал { $total }.
daily-streak = 🔥 Серия: { $current } { $current ->
        [one] день
        [few] дня
        [many] дней
       *[other] дня
    } (лучшая { $best }).
daily-share = Поделиться
daily-board = Лидеры
daily-play = Сыграть испытание дня
hint-daily = В испытании дня подсказок нет: каждый сам играет одни и те же кубики.
daily-no-such-day = Для этого дня испытания пока нет.
daily-bad-day = Укажи день датой (2026-11-28) или номером (#12).
daily-board-hidden = Сначала пройди испытание дня № { $number }: его таблица лидеров и поля скрыты, пока ты его не сыграешь или пока не кончится день.
daily-board-title = 📅 Испытание дня № { $number } · { $ruleset } · { $date } · { $scope }
daily-board-server = этот сервер
daily-board-everywhere = все серверы
daily-board-line = { $rank }. { $who } — **{ $total }** ({ $time } UTC)
daily-board-line-next-day = { $rank }. { $who } — **{ $total }** ({ $time } UTC, на следующий день)
daily-board-bot = 🤖 { $bot } — { $total } (для сравнения, вне зачёта)
daily-board-empty = Здесь его ещё никто не прошёл.
daily-finishers = { $count ->
        [one] Пока его прошёл { $count } игрок.
        [few] Пока его прошли { $count } игрока.
        [many] Пока его прошли { $count } игроков.
       *[other] Пока его прошли { $count } игрока.
    } Зерно раскрывается, когда попытки этого дня закрыты.
daily-seed-revealed = Зерно (раскрыто): { $seed }
daily-history-title = 📅 Твои испытания дня
daily-history-none = Ты ещё не играл испытание дня: попробуй /ямб испытание.
daily-history-line = № { $number } · { $date } · { $ruleset } — **{ $total }** (игра № { $game })
daily-history-open = № { $number } · { $date } · { $ruleset } — ещё открыто: /ямб испытание
daily-history-expired = № { $number } · { $date } · { $ruleset } — не пройдено
daily-share-unfinished = Сначала пройди испытание, потом делись.
daily-share-title = Ямб дня № { $number } · { $ruleset }
daily-share-text = 🎲 { $who } прошёл **Ямб дня № { $number }** ({ $ruleset }): **{ $total ->
        [one] { $total } очко
        [few] { $total } очка
        [many] { $total } очков
       *[other] { $total } очка
    }** · пока { $rank }-е место из { $count } { $where ->
        [everywhere] на всех серверах
       *[here] здесь
    } · 🔥 { $streak } { $streak ->
        [one] день
        [few] дня
        [many] дней
       *[other] дня
    } подряд. Сыграй и ты: /ямб испытание
alt-daily-share = Форма заполненного поля испытания дня № { $number } ({ $ruleset }, итого { $total }): по квадрату на клетку, тем ярче, чем ближе результат к лучшему для этой клетки, вычеркнутые клетки отмечены; без кубиков и очков.
daily-announce = 📅 **Ямб дня № { $number }** · { $ruleset } · { $date }
    Сегодня у всех одни и те же кубики, у каждого одна попытка, игра приватная. SHA-256 зерна: `{ $commitment }`
daily-announce-top = 🏆 Испытание дня № { $number } на этом сервере, пока:
daily-announce-seed = 🔓 Испытание дня № { $number } закрыто; его зерно: `{ $seed }` (любую запись проверит `python -m engine verify`).
season-over = 🏆 **Сезон { $season } окончен.** Тройка лучших в каждом варианте, сыгранном в нём:
season-ruleset = **{ $ruleset }**: { $ranking }
season-place = { $place }. { $name } ({ $wins ->
        [one] { $wins } победа
        [few] { $wins } победы
        [many] { $wins } побед
       *[other] { $wins } победы
    })
season-begun = Начался сезон { $next }: все таблицы начинаются заново, рейтинг сохраняется (`/ямб-результаты лидеры период:этот сезон`).
season-picture-title = Сезон { $season }: тройка лучших
season-wins = { $wins ->
        [one] { $wins } победа
        [few] { $wins } победы
        [many] { $wins } побед
       *[other] { $wins } победы
    }
season-detail = { $games ->
        [one] { $games } игра
        [few] { $games } игры
        [many] { $games } игр
       *[other] { $games } игры
    }
alt-season = Сезон { $season }, тройка лучших в каждом варианте: { $rulesets }.
stats-daily-streak = Серия испытаний дня
export-daily = Испытание дня № { $number }, попытка. Повтори её: `python -m engine replay { $file }`; проверь каждый кубик: `python -m engine verify { $file } { $seed }`
export-daily-open = Твоя попытка в испытании дня № { $number } (видишь только ты: другие, возможно, ещё играют эти кубики). Повтори её: `python -m engine replay { $file }`; зерно дня раскрывается, когда попытки этого дня закрыты, и тогда `python -m engine verify` проверит каждый кубик.
daily-see-sheet = Посмотреть поле
daily-sheet-of = Поле игрока { $who } в испытании дня № { $number }: итого { $total }.

## Игры на несколько дней (/ямб новая темп:неспешно, /ямб уведомления, /ямб игры)
pace-slow-line = ⏳ Неспешная игра: на каждый ход до { $hours } ч; тот, чей ход, получает уведомление.
notify-default = Готово: когда твой ход, я упоминаю тебя в игре, а в неспешных играх ещё и пишу тебе в личные сообщения.
notify-dm = Готово: когда твой ход, я пишу тебе в личные сообщения со ссылкой на игру.
notify-mention = Готово: когда твой ход, я упоминаю тебя в игре.
notify-off = Готово: я не сообщаю тебе, когда твой ход; /ямб игры покажет, где твой ход.
notify-dm-refused = Я не смог написать тебе в личные сообщения о твоём ходе (твои личные сообщения для меня закрыты), поэтому упомянул тебя в игре. Открой их в настройках конфиденциальности этого сервера или выбери `/ямб уведомления как:упоминание`.
ping-mention = 🎲 { $who }, твой ход: { $link }
ping-dm = 🎲 Твой ход в Ямбе ({ $ruleset }, игра № { $game }): { $link }
games-none = У тебя здесь нет текущих игр. Начни игру командой /ямб новая.
games-title = 🎲 Твои текущие игры ({ $count }):
games-your-turn = **твой ход**
games-their-turn = ход: { $who }
games-line = - { $turn } · { $ruleset }, { $mode } · последнее действие { $since } · { $link }
games-line-slow = - { $turn } · { $ruleset }, { $mode } (неспешная) · последнее действие { $since } · { $link }
slow-reminder = ⏰ { $who }, твой ход ждёт: время на него истекает { $until }. { $link }
slow-ended = ⌛ { $who } не сходил вовремя: игра окончена (брошена), и { $who } её проиграл.
slow-played-for = ⌛ { $who } не сходил вовремя: этот ход за него делает бот.
thread-deleted = Ветка игры № { $game } удалена: игра окончена (брошена).
settings-slow_turn_hours = Ход в неспешной игре
settings-slow_timeout = Когда время неспешного хода истекло
settings-hours = { $hours } ч
settings-slow-timeout-bot = этот ход делает бот
settings-slow-timeout-end = игра заканчивается (брошена)

## Турниры (/ямб-турнир, /ямб-турнир-админ)

error-not-organiser = Проводить турниры могут только участники с правом «Управлять событиями».
tournament-bad-name = Название турнира — от { $low } до { $high } букв, цифр и пробелов: без разметки, упоминаний и ссылок.
tournament-bad-format = Выбери систему ({ $formats }) и правила, в которые играет этот бот.
tournament-bad-mode = Турнир играется Контра-дуэлями или обычными дуэлями, вживую или неспешно.
tournament-robin-too-many = В круговом турнире может быть не больше { $most ->
        [one] { $most } игрока
        [few] { $most } игроков
        [many] { $most } игроков
       *[other] { $most } игрока
    }.
tournament-too-many-bots = В этом турнире может быть не больше { $most ->
        [one] { $most } бота
        [few] { $most } ботов
        [many] { $most } ботов
       *[other] { $most } бота
    }.
tournament-rounds-swiss = Число туров задаётся только для турнира по швейцарской системе.
tournament-rounds-too-many = Если игроков не больше { $players }, турнир по швейцарской системе длится не более { $most } { $most ->
        [one] тура
       *[other] туров
    }: иначе какая-то пара встретится дважды.
tournament-rounds-capped = Турнир **{ $name }** пройдёт в { $rounds } { $rounds ->
        [one] тур
        [few] тура
       *[other] туров
    } вместо { $asked }: при { $players } игроках больше туров не сыграть без повторной встречи какой-то пары.
tournament-checkin-needs-start = Подтверждению участия нужно время старта (`старт_через`), и длится оно самое большее до старта.
tournament-needs-threads = Турнирные игры идут в ветках: мне нужно право создавать здесь публичные ветки и отправлять в них сообщения.
tournament-created = Турнир № { $number } **{ $name }** открыт: сообщение для записи — в этом канале.
tournament-none = На этом сервере нет турнира № { $number }.
tournament-none-here = Здесь пока нет турниров: организатор создаёт турнир командой `/ямб-турнир-админ создать`.
tournament-join-already = Ты уже записан на турнир **{ $name }**.
tournament-join-full = В турнире **{ $name }** больше нет мест.
tournament-join-closed = Турнир **{ $name }** больше не принимает игроков.
tournament-joined = Ты записан на турнир **{ $name }**.
tournament-left = Ты отписался от турнира **{ $name }**.
tournament-removed = { $who } больше не в списке участников турнира **{ $name }**.
tournament-leave-started = Турнир **{ $name }** уже начался: командой `/ямб-турнир сняться` ты перестанешь играть со следующего тура.
tournament-not-entrant = Этот игрок не участвует в турнире **{ $name }**.
tournament-no-checkin = В турнире **{ $name }** нет подтверждения участия.
tournament-checkin-closed = Подтверждение участия в турнире **{ $name }** уже закрыто.
tournament-checkin-later = Подтверждение участия откроется { $when }.
tournament-checked-in = Ты подтвердил участие в турнире **{ $name }**.
tournament-started-already = Турнир **{ $name }** уже начался.
tournament-started = Турнир **{ $name }** начался: составляются пары первого тура.
tournament-too-few = Для старта турнира **{ $name }** нужны хотя бы два игрока.
tournament-too-few-now = Турнир **{ $name }** отменён: участие подтвердили меньше двух игроков.
tournament-too-few-signed = Турнир **{ $name }** отменён: записались меньше двух игроков.
tournament-drop-not-now = Этот игрок сейчас не может сняться с турнира **{ $name }**.
tournament-dropped = { $who } больше не играет в турнире **{ $name }** (текущая игра засчитывается как поражение).
tournament-settle-result = Присуди исход игры: победа первого игрока, второго или ничья.
tournament-settle-none = Игра № { $game } не относится к нерешённым играм турнира **{ $name }**.
tournament-settled = Исход игры № { $game } турнира **{ $name }** присуждён.
tournament-ended-already = Турнир **{ $name }** уже окончен.
tournament-cancelled = Турнир **{ $name }** отменён; его текущие игры завершаются.
tournament-format-swiss = Швейцарская система
tournament-format-knockout = На выбывание
tournament-format-round-robin = Круговая система
tournament-mode-kontra = Контра-дуэли
tournament-mode-duel = дуэли (побеждает больший итог)
tournament-pace-live = вживую
tournament-pace-slow = на несколько дней
tournament-status-signup = идёт запись
tournament-status-running = идёт
tournament-status-finished = окончен
tournament-status-cancelled = отменён
tournament-entrants = { $count ->
        [one] { $count }{ $limit } игрок
        [few] { $count }{ $limit } игрока
        [many] { $count }{ $limit } игроков
       *[other] { $count }{ $limit } игрока
    }
tournament-starts = Старт: { $when } ({ $relative }).
tournament-checkin-window = Подтверди участие в последние { $minutes } мин перед стартом, иначе ты выбываешь.
tournament-checkin-late = Бот был недоступен, когда должно было открыться подтверждение участия, поэтому оно открывается только сейчас: старт переносится на { $when } ({ $relative }).
tournament-more = …и ещё { $count }
tournament-nobody = Пока никого: нажми «Участвовать».
tournament-join = Участвовать
tournament-leave = Выйти
tournament-check-in = Подтвердить участие
tournament-start = Начать
tournament-game-intro = 🏆 **{ $name }**, тур { $round }, стол { $board }: { $first } против { $second }. Начинает { $first }. Удачи!
tournament-replay = Переигровка: первая игра этой пары закончилась вничью.
tournament-bye = без соперника
tournament-round = { $name }: тур { $round }
tournament-round-replays = { $name }: тур { $round }, переигровки ничьих
tournament-round-short = Тур { $round }
tournament-line-game = { $board }. { $first } – { $second }{ $where }
tournament-line-bye = { $who } без соперника в этом туре (засчитана победа).
tournament-line-sits-out = { $who } пропускает этот тур (без игры и без очков).
tournament-round-threads = У каждой игры своя ветка в этом канале.
tournament-round-many = { $count ->
        [one] { $count } игра
        [few] { $count } игры
        [many] { $count } игр
       *[other] { $count } игры
    }: смотри картинку, ветки и `/ямб-турнир показать`.
tournament-pairings = Пары
tournament-points = { NUMBER($points, maximumFractionDigits: 1) } оч.
tournament-tiebreaks = { $wins }-{ $draws }-{ $losses } · Бухгольц { NUMBER($buchholz, maximumFractionDigits: 1) } · SB { NUMBER($sb, maximumFractionDigits: 1) } · { $margin }
tournament-over = 🏆 Турнир **{ $name }** окончен!
tournament-final-standings = { $name }: итоговая таблица
tournament-no-winner = Победителя нет: ни один из финалистов не сыграл финал.
tournament-standings = { $name }: таблица
tournament-round-now = Тур { $round } из { $rounds }:
tournament-result = { NUMBER($score, maximumFractionDigits: 1) } у первого
tournament-playing = идёт игра
tournament-list-title = 🏆 Турниры на этом сервере
tournament-list-line = № { $number } **{ $name }** · { $kind } · { $status } · { $count ->
        [one] { $count } игрок
        [few] { $count } игрока
        [many] { $count } игроков
       *[other] { $count } игрока
    }
stats-tournaments = Турниры
stats-tournaments-value = сыграно { $count }, лучшее место { $best }
alt-tournament-round = Пары тура { $round } по столам: игры и игроки без соперника, всего { $count }.
alt-tournament-standings = Таблица турнира { $name }: { $ranking }.
help-tournaments-title = Турниры
help-tournaments = `/ямб-турнир записаться` (или кнопка «Участвовать» в сообщении о записи), `отписаться`, `показать` (таблица или сетка, игры тура), `список`, `сняться`. Организаторы (Управлять событиями): `/ямб-турнир-админ создать название:Осенний кубок система:швейцарская боты:4`, `начать`, `присудить игра:12 итог:побеждает первый игрок`, `отменить`.

# ссылки на сайт (PUBLIC_URL и /yamb-settings web:on сервера): кнопки-ссылки
link-full-board = Вся таблица
link-replay = Повтор партии
link-tournament = Страница турнира
link-profile = Профиль
link-daily = Испытание № { $number }: проверить кубики
