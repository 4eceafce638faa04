## Какво показва Discord в списъка с команди (схемата на id-овете и правилата: en/commands.ftl).
## Имена: малки букви, без интервали, най-много 32 знака. Описания: най-много 100 знака.

cmd-yamb = ямб
cmd-yamb-description = Играй Ямб, играта със зарове, в този канал

cmd-new = нова
cmd-new-description = Отвори игра в този канал (стая, в която се влиза)
cmd-new-ruleset = правила
cmd-new-ruleset-description = Кои правила: класически, български, ямм, руски или трис
cmd-new-mode = режим
cmd-new-mode-description = стандартен, контра (двубой), по двойки, отборен или партньори
cmd-new-opponent = противник
cmd-new-opponent-description = Контра: предизвикай този член на двубой
cmd-new-bonus_threshold = праг_за_бонус
cmd-new-bonus_threshold-description = класически/трис: сборът 1–6, който носи бонус (по подразбиране 60)
cmd-new-six_dice = шест_зара
cmd-new-six_dice-description = трис: хвърлят се шест зара, броят се най-добрите пет
cmd-new-negative_school = отрицателна_школа
cmd-new-negative_school-description = руски: наказания за слаб сбор 1–6
cmd-new-matches = клечки
cmd-new-matches-description = руски: допълнителните хвърляния се плащат с клечки
cmd-new-language = език
cmd-new-language-description = Езикът на съобщенията и картинките на играта (по подразбиране: на сървъра)

cmd-join = влез
cmd-join-description = Влез в стаята в този канал
cmd-join-team = отбор
cmd-join-team-description = Отборни режими: отборът, за който играеш (1 до 4)
cmd-leave = излез
cmd-leave-description = Излез от стаята в този канал
cmd-start = започни
cmd-start-description = Започни играта (домакин)

cmd-roll = хвърли
cmd-roll-description = Хвърли заровете
cmd-roll-keep = задръж
cmd-roll-keep-description = Заровете, които задържаш, по място на картинката, напр. 1 3 4
cmd-hold = задръж
cmd-hold-description = Задръж или пусни зарове за следващото хвърляне
cmd-hold-dice = зарове
cmd-hold-dice-description = Местата на заровете, които задържаш или пускаш, напр. 2 5
cmd-announce = обяви
cmd-announce-description = Обяви поле веднага след първото хвърляне
cmd-announce-cell = поле
cmd-announce-cell-description = Празно поле от колоната за обява
cmd-write = запиши
cmd-write-description = Запиши заровете в поле
cmd-write-cell = поле
cmd-write-cell-description = Поле, в което можеш да пишеш сега (списъкът показва стойностите)
cmd-cross = задраскай
cmd-cross-description = Задраскай поле (запиши 0)
cmd-cross-cell = поле
cmd-cross-cell-description = Поле, което можеш да задраскаш сега
cmd-enough = стига
cmd-enough-description = Спри да хвърляш (Контра) или предай на партньора
cmd-correct = поправи
cmd-correct-description = Ямм: премести последния си резултат в друго поле
cmd-correct-cell = поле
cmd-correct-cell-description = Къде отива последният резултат

cmd-sheet = таблица
cmd-sheet-description = Виж таблица (отговора виждаш само ти)
cmd-sheet-member = член
cmd-sheet-member-description = Чия таблица (по подразбиране: твоята или на играча на ход)
cmd-rules = правила
cmd-rules-description = Правилата на вариант, накратко, с таблицата му
cmd-rules-ruleset = правила
cmd-rules-ruleset-description = Кои правила
cmd-help = помощ
cmd-help-description = Кратка обиколка: как върви играта и всички команди
cmd-end = край
cmd-end-description = Приключи играта в този канал (домакин или модератори)

cmd-leaderboard = класация
cmd-leaderboard-description = Най-добрите играчи на сървъра
cmd-leaderboard-ruleset = правила
cmd-leaderboard-ruleset-description = Само тези правила (рейтинг: по подразбиране класически)
cmd-leaderboard-mode = режим
cmd-leaderboard-mode-description = Само този режим
cmd-leaderboard-period = период
cmd-leaderboard-period-description = За цялото време или последните 30 дни
cmd-leaderboard-sort = подредба
cmd-leaderboard-sort-description = По победи, процент победи, среден резултат, най-добър резултат или рейтинг
cmd-stats = статистика
cmd-stats-description = Игри, победи, серия и последни резултати на член
cmd-stats-member = член
cmd-stats-member-description = Чия (по подразбиране: твоята)
cmd-duel-record = двубои
cmd-duel-record-description = Резултатите на двама членове един срещу друг
cmd-duel-record-member = член
cmd-duel-record-member-description = Съперникът
cmd-duel-record-other = друг
cmd-duel-record-other-description = Другият член (по подразбиране: ти)
cmd-history = история
cmd-history-description = Последните игри на този сървър
cmd-export = експорт
cmd-export-description = Прикачи записа на приключила игра
cmd-export-game = игра
cmd-export-game-description = Номерът на играта (по подразбиране: последната)
cmd-kick = изгони
cmd-kick-description = Премахни играч (домакин или модератори)
cmd-kick-member = член
cmd-kick-member-description = Играчът, когото премахваш

cmd-settings = настройки
cmd-settings-description = Настройки на Ямб за сървъра (Управление на сървъра)
cmd-settings-default_ruleset = правила_по_подразбиране
cmd-settings-default_ruleset-description = Правилата на /ямб нова, когато не са избрани
cmd-settings-default_mode = режим_по_подразбиране
cmd-settings-default_mode-description = Режимът на /ямб нова, когато не е избран
cmd-settings-turn_timeout = време_за_ход
cmd-settings-turn_timeout-description = Минути, преди играчът да бъде подсетен (после се играе вместо него)
cmd-settings-allow_channel = разреши_канал
cmd-settings-allow_channel-description = Разреши игри в този канал (щом има избран, само в избраните)
cmd-settings-disallow_channel = забрани_канал
cmd-settings-disallow_channel-description = Вече не разрешавай игри в този канал
cmd-settings-everywhere = навсякъде
cmd-settings-everywhere-description = Отново разреши игри във всички канали
cmd-settings-threads = нишки
cmd-settings-threads-description = Всяка игра в своя нишка (по подразбиране да)
cmd-settings-language = език
cmd-settings-language-description = Езикът на игрите и на отговорите към членове без избран език

cmd-language = език
cmd-language-description = Езикът, на който ти отговарям (само на теб)
cmd-language-language = език
cmd-language-language-description = Твоят език или езикът на твоя Discord

## Фиксирани избори

choice-ruleset-classic = класически
choice-ruleset-bulgarian = български
choice-ruleset-yamm = ямм (швейцарски)
choice-ruleset-russian = руски
choice-ruleset-tris = трис
choice-mode-standard = стандартен (всеки за себе си)
choice-mode-kontra = контра (двубой: противникът пише в твоята таблица)
choice-mode-pairs = по двойки (двама партньори, една таблица, по-добрият резултат)
choice-mode-team = отборен (двама партньори, две таблици)
choice-mode-partners = партньори (отборът дели таблица, ходовете се редуват)
choice-period-all = цялото време
choice-period-30d = последните 30 дни
choice-sort-wins = победи
choice-sort-win_rate = процент победи
choice-sort-average = среден резултат
choice-sort-best = най-добър резултат
choice-sort-rating = рейтинг
choice-language-auto = езикът на Discord

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
