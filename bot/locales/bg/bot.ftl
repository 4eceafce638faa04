# Всичко, което ботът казва на играчите, на български. Думите на играта: docs/glossary.tsv (колона bg).
# Имената и другите текстове, написани от играчи, идват вече обезопасени: без markdown около тях.
# Командите се пишат с имената от bg/commands.ftl (така ги показва Discord на български).

## Стаята

lobby-title = 🎲 Ямб, стая: { $ruleset }, { $mode }
lobby-body = Домакин: { $host }
    Играчи ({ $count }): { $players }
    Натисни **Влез**, после домакинът натиска **Започни**.
lobby-body-dm = Домакин: { $host }
    Играчи ({ $count }): { $players }
    Само ти виждаш това лично съобщение: добави ботове, ако искаш, после натисни **Започни** (без тях играеш сам).
lobby-nobody = още никой
lobby-options = Опции: { $options }
lobby-option-bonus_threshold = бонус от { $value }
lobby-option-six_dice = шест зара
lobby-option-negative_school = отрицателна школа
lobby-option-matches = клечки
lobby-option-without = без { $option }
lobby-host = Домакин: { $host }
lobby-team = Отбор { $team }: { $members }
lobby-pick-team = Избери отбор (по двама играчи), после домакинът натиска **Започни**.
lobby-join = Влез
lobby-join-team = Влез в отбор { $team }
lobby-leave = Излез
lobby-start = Започни
lobby-cancelled = Стаята е затворена.
lobby-closes = ⏳ Стаята се затваря { $closes }, ако дотогава никой не се присъедини и играта не започне.
lobby-expired = Стаята е затворена: { $hours } ч. никой не се присъедини и не започна играта.
challenge-closes = ⏳ Предизвикателството изтича { $closes }, ако дотогава не бъде прието.
challenge-expired = Предизвикателството изтече: не беше прието в рамките на { $hours } ч.
kontra-challenge = ⚔️ { $challenger } предизвиква { $opponent } на двубой Контра Ямб ({ $ruleset }).
kontra-press-accept = { $opponent }: натисни **Приеми** и двубоят започва.
kontra-accept = Приеми
kontra-decline = Откажи
kontra-declined = { $opponent } отказа двубоя.
kontra-only-opponent = Само { $opponent } може да отговори на това предизвикателство.
lobby-add-bot = Добави { $bot }
lobby-remove-bot = Махни бот

## Ботове

bot-name = Ямб бот ({ $level })
bot-name-numbered = Ямб бот { $number } ({ $level })
bot-level-easy = лесно
bot-level-normal = средно
bot-level-hard = трудно

## Имена

ruleset-classic = Класически
ruleset-bulgarian = Български
ruleset-yamm = Ямм
ruleset-russian = Руски
ruleset-tris = Трис
mode-name-standard = стандартен
mode-name-kontra = Контра двубой
mode-name-pairs = по двойки
mode-name-team = отборен
mode-name-partners = партньори
mode-line-standard = Всеки играе на своята таблица; печели най-високият резултат.
mode-line-kontra = Двубой: противникът пише в твоята таблица (стойност, където е възможна), след първото ти хвърляне може да обяви вместо теб, а печели по-ниският резултат.
mode-line-pairs = Отбори от двама делят таблица: двамата партньори играят по ход, после отборът записва един от двата резултата.
mode-line-team = Отбори от двама: двамата партньори играят по ход, после отборът записва двата резултата, всеки в таблицата на един партньор.
mode-line-partners = Отбори от двама делят таблица и се редуват: на ход е по един играч от всеки отбор.
thread-name = Ямб { $ruleset }
versus = срещу
team-name = Отбор { $team }
rules-modes-title = Режимите (избира се с /ямб нова режим:…)

## Играта

game-started = 🎲 Ямб { $ruleset }, { $mode }: { $order }
game-in-thread = Играта е в { $thread }.
game-draw = Жребий: { $draws }
game-fair = Честни зарове: всяко хвърляне идва от таен ключ, чийто SHA-256 е `{ $commitment }`. Разкрива се в края.
game-over = 🏁 Играта свърши. Победител: { $winners }!
game-over-tie = 🏁 Играта свърши: равенство между { $winners }!
game-lowest-wins = (Контра: печели най-ниският резултат.)
game-total = **{ $who }**: { $total }
game-settlement = разплащане { $amount }
game-reveal = Ключ: `{ $seed }` — провери всяко хвърляне с `python -m engine verify { $file } { $seed }`
game-ended-line = 🏁 Ямб { $ruleset }: победител { $winners } ({ $totals }). { $link }
game-ended-by = { $who } прекрати играта. Пази се като изоставена и не се брои за никого.
game-kicked = { $who } премахна { $target } от играта. Отсега ботът (средно) играе ходовете му.
game-reminder = ⏰ { $who }, твой ред е в Ямб ({ $minutes } мин без ход).
game-auto = ⏰ Времето на { $who } изтече: ботът (средно) изигра хода вместо него и го води като отсъстващ.
game-played-for-away = ⏰ Изиграно за отсъстващите играчи.

## Съобщението на хода

turn-status-new = 🎲 На ход: **{ $who }**
turn-status = 🎲 **{ $who }** · хвърляне { $n } от 3 · { $dice }
turn-status-paid = 🎲 **{ $who }** · хвърляне { $n } (платено) · { $dice }
turn-for-team = за отбор { $team }
turn-enough = стига
turn-announced = ★ Обява: **{ $cell }**
turn-matches = { $count ->
        [one] { $count } клечка
       *[other] { $count } клечки
    }
decide-throw = { $who } хвърля.
decide-throw-or-decline = { $who } хвърля или се отказва от хода: задрасква поле и взима 3 клечки.
decide-throw-or-write = { $who } задържа зарове и хвърля пак, или записва.
decide-throw-announce-write = { $who } обявява поле, задържа зарове и хвърля пак, или записва.
decide-write = { $who } записва резултата.
decide-must-announce = { $who } трябва да обяви поле за { $thrower }: останаха само полета за обява.
decide-kontra-first = { $writer } може да обяви поле за { $thrower }, или { $who } хвърля пак или казва стига.
decide-kontra-throwing = { $who } хвърля пак или казва стига.
decide-kontra-announced = { $writer } задържа заровете на { $thrower } и хвърля пак, или спира и записва.
decide-kontra-write = { $writer } записва резултата на { $thrower }: стойност, където е възможна.
decide-kontra-announce-or-write = { $writer } обявява поле за { $thrower } или записва резултата: стойност, където е възможна.
decide-first-partner = { $who } хвърля пак или предава на { $partner }, който играе втория ход на отбора.
decide-first-partner-pass = { $who } няма повече хвърляния и предава на { $partner }, който играе втория ход на отбора.
decide-held-throw = Резултатът на { $held } чака; { $who } хвърля.
decide-held-write = Резултатът на { $held } чака; { $who } хвърля пак, или отборът записва един от резултатите.
decide-team-writes = Резултатът на { $held } чака, а { $who } няма повече хвърляния: отборът записва.
line-wrote = { $who } записа { $value } в { $cell }
line-crossed = { $who } задраска { $cell }
line-wrote-for = { $who } записа { $value } на { $result } в { $cell }
line-crossed-for = { $who } задраска { $cell } с резултата на { $result }
line-wrote-on = { $who } записа { $value } в { $cell } в таблицата на { $sheet }
line-crossed-on = { $who } задраска { $cell } в таблицата на { $sheet }
sheet-points = { $who }: засега { $total ->
        [one] { $total } точка
       *[other] { $total } точки
    }.

## Бутони и менюта

ui-throw = Хвърли
ui-throw-kept = Хвърли останалите
ui-rematch = Реванш
ui-enough = Стига
ui-pass = Предай на партньора
ui-announce = Обяви поле…
ui-announce-option = { $cell } (сега { $value })
ui-write = Запиши в…
ui-write-option = { $cell } → { $value }
ui-cross = ✗ Задраскай поле вместо това…
ui-cross-option = { $cell } ✗
ui-correct-option = премести последния резултат в { $cell }
ui-result = { $player } { $dice }: { $option }
ui-result-on-sheet = { $player } { $dice } → таблицата на { $sheet }: { $option }
ui-column = Избери колона…
ui-column-option = { $column } ({ $count ->
        [one] { $count } поле
       *[other] { $count } полета
    })
ui-column-option-for = Заровете на { $player }: { $column } ({ $count ->
        [one] { $count } поле
       *[other] { $count } полета
    })
ui-column-option-on = Заровете на { $player } → таблицата на { $sheet }: { $column } ({ $count ->
        [one] { $count } поле
       *[other] { $count } полета
    })
ui-pair-option = Заровете на { $player } → таблицата на { $sheet } ({ $count ->
        [one] { $count } поле
       *[other] { $count } полета
    })
ui-other-columns = ← други колони
ui-other-pairs = ← чии зарове, чия таблица
ui-hint = Съвет

## Отговори на команди (останалото показва съобщението на играта)

done-joined = Влезе в играта.
done-left = Излезе от играта.
done-throw = Хвърли { $dice } (хвърляне { $n }).
done-corrected = Премести резултата си { $dice } от { $old } в { $cell }, където носи { $value }.
done-kept = Задържани за следващото хвърляне: { $dice }
done-action = Готово: съобщението на играта го показва.
done-kicked = { $target } е извън играта: ботът играе ходовете му, а играчите са уведомени.
done-rematch = Реваншът е отворен в { $channel }: натисни Започни там.
done-rematch-challenge = Реваншът е отворен в { $channel }: { $opponent } го приема там.
done-bot-added = Бот влезе в стаята.
done-bot-removed = Бот излезе от стаята.
lobby-kicked = { $who } премахна { $target } от стаята.

## Откази и отговори

error-no-game = В този канал няма игра на Ямб. Започни с `/ямб нова`.
error-not-player = Не играеш в тази игра.
error-kicked = Премахнат си от тази игра: ботът (средно) играе ходовете ти.
error-member-not-playing = Този член не играе в тази игра.
error-busy-lobby = Тук вече върви игра (стая, домакин { $host }). Виж я с `/ямб таблица` или я приключи с `/ямб край`, ако си домакин. Затваря се сама { $closes }, ако никой не се присъедини и не започне играта.
    { $link }
error-busy-challenged = { $host } те предизвика тук на двубой Контра Ямб: натисни **Приеми** ({ $link }), за да играеш, или **Откажи**. Изтича само { $closes }, ако не бъде прието.
error-busy-challenge = Тук чака двубой Контра Ямб: { $host } предизвика { $opponent }. Приключи го с `/ямб край`, ако предизвикателството е твое. Изтича само { $closes }, ако не бъде прието.
    { $link }
error-busy-game = Тук вече върви игра ({ $ruleset }, { $mode }, домакин { $host }). Виж я с `/ямб таблица` или я приключи с `/ямб край`, ако си домакин.
    { $link }
error-outdated = Този бутон е от по-ранен момент на играта. Използвай текущото съобщение: { $link }
error-no-link = последното съобщение на играта в този канал
error-redrawn = Играта беше продължила: това съобщение отново показва текущия ход. Натисни пак, ако още искаш.
error-not-host = Това може само домакинът ({ $host }) или член с право „Управление на канали“.
error-tournament-game = Това е игра от турнира **{ $name }**: тя завършва с игра, с изтичане на времето или с решение на организаторите (`/ямб-турнир-админ реши игра:{ $game }`).
error-not-admin = Настройките на Ямб могат да променят само членове с право „Управление на сървъра“.
error-lobby-full = Стаята е пълна.
error-not-in-lobby = Не си в тази стая.
error-already-joined = Вече си в тази игра.
error-not-lobby = Играта вече започна.
error-not-started = Играта още не е започнала: домакинът натиска Започни.
error-leave-started = Играта започна; домакинът или модератор може да използва `/ямб изгони`.
error-challenge-only = Тази стая е предизвикателство на двубой за един член.
error-challenge-one = Предизвикай един друг член, в режим контра.
error-option-not-played = Опцията `{ $option }` не променя нищо в този режим ({ $mode }: там никой не плаща за хвърляния). Отвори масата без нея.
error-challenge-in-dm = Предизвикай { $who } в канал на сървъра: само ти виждаш това лично съобщение с бота.
error-choose-ruleset = Избери правила ({ $rulesets }) и режим.
error-bad-team = Отборите са номерирани от 1 до { $count }.
error-kick-not-in-game = { $who } не е в тази игра.
error-kick-host = Домакинът не може да бъде изгонен; `/ямб край` затваря стаята.
error-first-throw-keeps = Това е първо хвърляне: хвърлят се всички зарове.
error-keep-before-throw = Първо хвърли: няма зарове за задържане.
error-no-more-throws = В този ход няма повече хвърляния: запиши резултата.
error-only-keeper = Сега зарове задържа само { $who }.
error-bad-dice = Посочи заровете по мястото им под картинката, от 1 до { $count } (напр. `1 3 4` или `134`), или по числата, които задържаш (напр. `6 6 3`), или `нищо`.
error-text-too-long = Твърде дълго е: най-много { $limit } знака.
error-text-empty = Напиши нещо или пропусни тази опция.
error-bad-cell-text = Полето се посочва с колона и ред, с букви и цифри (напр. `{ $example }` или `Свободна Фул`).
error-unknown-cell = В тази таблица няма поле с това име: посочи колона и ред (напр. `{ $example }`); списъкът предлага полетата, които можеш да използваш сега.
error-not-offered = Това го нямаше в съобщението: избери една от показаните възможности.
error-only-writer = Къде отива резултатът, избира само { $who }.
error-conflict = Някой игра в същия момент; твоят ход дойде втори и не промени нищо.
error-conflict-link = Някой игра в същия момент; твоят ход дойде втори и не промени нищо. Играта продължава тук: { $link }
error-game-over = Тази игра свърши. Започни нова с `/ямб нова`.
error-unexpected = Съжаляваме, нещо се обърка при нас. Играта е наред; опитай пак.
error-not-allowed-channel = На този сървър в този канал не може да се започват игри.
error-bot-cannot-post = Не мога да играя тук: трябва да виждам канала и да пращам в него съобщения, вградено съдържание и файлове. Помоли модератор да ми даде тези права.
error-board-sort = Подреди по победи, процент, среден резултат, най-добър резултат или рейтинг; период: всичко, 30 дни или сезон.
error-board-filter = Непознати правила или режим.
error-board-button = Този бутон на класацията не работи; пусни /ямб-резултати класация отново.
error-duel-same = Избери двама различни членове.
error-bot-opponent = Предизвикай човек или мен: другите ботове не играят Ямб.
error-no-rematch = Отново може да се играе само игра, която е приключила.
error-bot-level = Ботът играе на ниво лесно, средно или трудно.
error-bot-count = На тази маса до теб има място за най-много { $most ->
        [one] { $most } бот
       *[other] { $most } бота
    }.
error-no-bot = В тази стая няма бот.

## Съвети

hint-title = 💡 Най-добрите ти възможности сега (според трудния бот): загубата спрямо най-добрата и очакваният краен резултат.
hint-line = { $option } → { $gain ->
    [yes] +{ NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
   *[no] { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
} (очаквано { NUMBER($total, minimumFractionDigits: 1, maximumFractionDigits: 1) })
hint-chance = { $option } { NUMBER($chance, style: "percent") }
hint-win = 🏆 Тези ходове променят и шанса ти за победа: { $options }
hint-throw = хвърли
hint-keep = задръж { $dice }
hint-keep-none = хвърли отново всички зарове
hint-announce = обяви { $cell }
hint-write = запиши { $value } в { $cell }
hint-cross = задраскай { $cell }
hint-dice-of = заровете на { $player }
hint-sheet-of = в таблицата на { $player }
hint-stop = стига
hint-pass = предай на партньора
hint-correct = премести последния си резултат в { $cell }
hint-wait = остави играча на ход да продължи
hint-nothing = Сега нищо не чака теб: съветът е за твоя собствен ход.
hint-preparing = Ботът (трудно) още изчислява собствения праг за премия на тази игра (минута-две, веднъж): попитай пак след малко.
hint-off = Съветите са изключени на този сървър.
hint-practice-only = Тук съветите са само за тренировъчни игри: срещу бота или сам.

## Откази по правилата (кодовете на двигателя)

refusal-no_players = Играта има нужда поне от един играч.
refusal-duplicate_player = Играч може да седне на масата само веднъж.
refusal-bad_player = Имената на играчите са от 1 до 100 знака.
refusal-kontra_announce = Контра Ямб изисква колона за обява; { $ruleset } няма такава.
refusal-kontra_two = Контра Ямб е двубой: точно двама играчи.
refusal-no_teams = Този режим няма отбори.
refusal-teams_needed = Този режим се играе от отбори по двама.
refusal-teams_too_few = Режимът „партньори“ се играе от два или повече отбора по двама.
refusal-team_size = Всеки отбор има точно двама играчи.
refusal-teams_mismatch = Играчите трябва да са членовете на отборите.
refusal-team_full = Отбор { $team } вече има двама играчи.
refusal-team_needed = Първо всички избират отбор (още не: { $players }).
refusal-seating_mismatch = Редът трябва да е точно от играчите, които влязоха.
refusal-unknown_mode = Непознат режим; избери един от: standard, kontra, pairs, team, partners.
refusal-unknown_ruleset = Непознати правила; избери едни от: classic, bulgarian, yamm, russian, tris.
refusal-unknown_option = Непозната опция.
refusal-option_not_for_ruleset = Тази опция не е за тези правила.
refusal-bad_option = Стойностите на опциите са числа или да/не, в своя обхват.
refusal-options_need_ruleset = За опциите избери правила по подразбиране.
refusal-bad_timeout = Времето за ход е от { $low } до { $high } минути.
refusal-bad_channels = Каналите се дават като списък от id-та на канали.
refusal-disallow_everywhere = Игрите могат да започват във всеки канал: няма списък, от който да се махне канал. Първо посочете с `разреши_канал` каналите, в които могат да започват.
refusal-disallow_last = { $channel } е единственият канал, в който могат да започват игри; без него биха започвали навсякъде. Първо разрешете друг или използвайте `навсякъде:True`.
refusal-bad_flag = Тази настройка е да или не.
refusal-bad_hints = Съветите са включени, изключени или само за тренировка.
refusal-bad_season = Сезоните са месеци, тримесечия или са изключени.
refusal-bad_web = Уеб страниците са включени или изключени.
refusal-bad_bot_pace = Темпото на бота е от { $low } до { $high } милисекунди на стъпка.
refusal-bad_slow_hours = Ходът в бавна игра трае от { $low } до { $high } часа.
refusal-bad_slow_timeout = Когато времето за бавен ход изтече, ботът го играе или играта приключва.
refusal-bad_language = Непознат език; избери един от: { $languages }.
refusal-game_over = Играта свърши.
refusal-game_not_over = Играта още не е свършила.
refusal-not_in_game = { $player } не играе в тази игра.
refusal-unknown_action = Непознато действие.
refusal-bad_record = Този запис на игра не може да се прочете.
refusal-bad_draw = Жребият в записа не може да се прочете.
refusal-draw_not_from_seed = Жребият в записа не идва от ключа на играта.
refusal-too_many_actions = Записът на играта има твърде много действия.
refusal-not_from_seed = Тези зарове не идват от ключа на играта: остави бота да ги хвърли.
refusal-not_your_turn = Не е твой ред да { $what ->
        [throw] хвърляш
        [stop] спираш
        [announce] обявяваш
       *[write] записваш
    }: на ход е { $expected }.
refusal-keep_before_throw = Първо хвърли: няма зарове за задържане.
refusal-bad_die = Заровете са номерирани от 1 до { $count } и всеки се задържа най-много веднъж.
refusal-bad_dice = Едно хвърляне показва { $count } зара, всеки от 1 до 6.
refusal-kept_changed = Задържан зар не може да смени стойността си.
refusal-turn_over = Ходът свърши: запиши другия резултат.
refusal-kontra_keeps = Обявено е поле: кои зарове задържаш, избира противникът.
refusal-stopped = Каза стига: хвърлянето свърши.
refusal-no_more_throws = Това беше хвърляне { $throws }: няма повече хвърляния, запиши резултата.
refusal-pass_to_partner = Това беше хвърляне { $throws }: няма повече хвърляния, предай на { $player }.
refusal-must_announce = Останаха само полета за обява: трябва да се обяви поле.
refusal-stop_before_throw = Първо хвърли.
refusal-kontra_writer_stops = Обявено е поле: кога да спреш, решава противникът.
refusal-cannot_stop = Няма какво да се спира: запиши резултата.
refusal-kontra_announcer = В Контра Ямб противникът обявява вместо теб.
refusal-announce_before_throw = Обявява се веднага след първото хвърляне.
refusal-announced_twice = В този ход вече има обявено поле.
refusal-announce_too_late = Може да се обявява само веднага след първото хвърляне.
refusal-not_announce_cell = { $cell } не е в колона за обява.
refusal-cell_filled = { $cell } вече е попълнено.
refusal-unknown_cell = В таблица { $ruleset } няма поле { $cell } (полетата изглеждат като { $example }).
refusal-result_not_named = В този режим записът не посочва резултат: той е на хвърлящия.
refusal-sheet_not_named = В този режим записът не посочва таблица: отива в таблицата на кръга.
refusal-kontra_writer = В Контра Ямб твоя резултат записва противникът.
refusal-write_before_throw = Първо хвърли, после запиши.
refusal-kontra_not_enough = { $player } още хвърля: изчакай да каже стига.
refusal-partner_to_throw = { $player } играе своя ход, преди отборът да запише.
refusal-bad_result = Посочи чий резултат записваш: { $results }.
refusal-bad_sheet = Посочи таблицата, в която записваш: { $sheets }.
refusal-announced_sheet = Обявеният резултат отива в таблицата на този, който го е обявил.
refusal-announced_elsewhere = { $cell } е обявено: ходът завършва със запис там.
refusal-kontra_must_write = Възможна е стойност, затова трябва да се запише: задраскване не е позволено.
refusal-sum_row_cross = Максимум, Минимум, Хох и Тиф винаги получават сбора на заровете.
refusal-announce_only = В { $cell } може да се пише само след обява.
refusal-kontra_value = { $cell } не може да приеме тези зарове: стойност се записва, където е възможна, а Максимум трябва да остане над Минимум.
refusal-column_order = { $cell } не е следващото: колона { $column } се попълва { $order ->
        [down] отгоре надолу
        [up] отдолу нагоре
       *[other] по своя ред
    }.
refusal-no_correction = { $ruleset } няма поправки.
refusal-nothing_to_correct = Нямаш резултат за преместване (поправката важи, докато не започне следващият ход на твоята страна).
refusal-same_cell = Резултатът вече е в това поле.
refusal-corrections_used = Този резултат вече е преместен { $most ->
        [one] веднъж
       *[other] { $most } пъти
    }: повече не може да се мести.

## Около масата

board-title = 🏆 Класация на Ямб
board-line = { $name } — **{ $wins ->
        [one] { $wins } победа
       *[other] { $wins } победи
    }** от { $games ->
        [one] { $games } игра
       *[other] { $games } игри
    } · { NUMBER($rate, style: "percent") } · средно { NUMBER($average, maximumFractionDigits: 0) }
board-line-best = най-добро { $best } (игра № { $game })
board-rating-line = { $name } — рейтинг **{ NUMBER($ordinal, minimumFractionDigits: 1, maximumFractionDigits: 1) }** (μ { NUMBER($mu, minimumFractionDigits: 1, maximumFractionDigits: 1) }, σ { NUMBER($sigma, minimumFractionDigits: 1, maximumFractionDigits: 1) }) · { $games ->
        [one] { $games } игра
       *[other] { $games } игри
    }
board-rating-scope = Рейтинг за { $ruleset } (всички режими, цялото време)
board-all-rulesets = всички правила
board-all-modes = всички режими
board-all-time = цялото време
board-30-days = последните 30 дни
board-season = сезон { $season }
error-board-season = Сезонът се пише като 2026-10 (месец) или 2026-Q3 (тримесечие) и трябва вече да е започнал.
error-board-season-off = Този сървър няма сезони: член с право „Управление на сървъра“ ги избира с `/ямб-настройки сезон:`.
board-by-wins = по победи
board-by-win_rate = по процент победи
board-by-average = по среден резултат
board-by-best = по най-добър резултат
board-your-rank = { $name }: място { $rank } от { $of } · страница { $page } от { $pages }
board-not-ranked = { $name }: още не е в тази класация · страница { $page } от { $pages }
board-empty = Още няма приключили игри.
board-previous = ◀ Предишна
board-next = Следваща ▶
stats-none = { $who } още няма приключили игри на този сървър.
stats-streak-won = { $count ->
        [one] последната игра е спечелена
       *[other] { $count } победи подред
    }
stats-streak-lost = { $count ->
        [one] последната игра не е спечелена
       *[other] { $count } игри без победа
    }
stats-games = Игри
stats-wins = Победи
stats-wins-value = { $wins } ({ NUMBER($rate, style: "percent") })
stats-yambs = Хвърлени ямбове
stats-streak = Текуща серия
stats-favourite = Любими правила
stats-ruleset-line = { $games ->
        [one] { $games } игра
       *[other] { $games } игри
    } · { $wins ->
        [one] { $wins } победа
       *[other] { $wins } победи
    } · средно { NUMBER($average, maximumFractionDigits: 0) }
stats-best = най-добро { $best } (№ { $game })
stats-kontra-best = Контра: най-добро { $best } (№ { $game }; печели най-ниският резултат)
stats-last-scores = Последни резултати по правила, от най-стария:
stats-legend-won = победа
stats-legend-other = не е победа (или игра сам)
stats-versus-bot = Срещу { $bot }
stats-versus-line = { $games ->
        [one] { $games } игра
       *[other] { $games } игри
    } · { $wins ->
        [one] { $wins } победа
       *[other] { $wins } победи
    } · { $losses ->
        [one] { $losses } загуба
       *[other] { $losses } загуби
    } · { $ties ->
        [one] { $ties } равенство
       *[other] { $ties } равенства
    } · средно { NUMBER($average, maximumFractionDigits: 0) }
score-best = най-добро { $best }
score-kontra-best = Контра: най-добро { $best } (печели най-ниският резултат)
duel-none = още няма игри
duel-even = наравно
duel-margin = +{ NUMBER($margin, minimumFractionDigits: 1, maximumFractionDigits: 1) } за { $who }
duel-line = { $a } **{ $wins_a }** – **{ $wins_b }** { $b } ({ $ties ->
        [one] { $ties } равенство
       *[other] { $ties } равенства
    }) · средна разлика { $margin } · последна среща { $last }
duel-tie = равенство
duel-last = Последни срещи:
duel-never = Още не са се срещали.
history-none = На този сървър още няма приключили игри.
history-title = 📜 Последни игри
history-open = отвори
history-hints = 💡 с ползвани съвети
status-finished = приключила
status-abandoned = изоставена
status-cancelled = отменена
history-footer = Записът на всяка игра: /ямб-резултати експорт игра:<номер>
export-running = Игра № { $game } още върви; експортирай я, когато свърши.
export-none = Тук няма приключила игра № { $game }, която можеш да видиш.
export-none-here = В този канал още не е приключила игра: посочи една с `/ямб-резултати експорт игра:<номер>` (виж `/ямб-резултати история`).
export-text = Игра № { $game } ({ $ruleset }, { $mode }, { $status }). Изиграй я пак с `python -m engine replay { $file }`; провери заровете с `python -m engine verify { $file } { $seed }`
settings-title = ⚙️ Настройки на Ямб за този сървър
settings-default_ruleset = Правила по подразбиране
settings-default_mode = Режим по подразбиране
settings-turn_timeout_minutes = Време за ход
settings-game_channels = Игри могат да започват в
settings-game_threads = Нишка за всяка игра
settings-hints = Съвети
settings-hints-on = включени
settings-hints-off = изключени
settings-hints-practice = в тренировъчни игри (с бот или сам)
settings-bot_pace_ms = Темпо на ботовете
settings-seconds = { NUMBER($seconds, maximumFractionDigits: 3) } с на стъпка
settings-language = Език
settings-yes = да
settings-no = не
settings-minutes = { $minutes } мин
settings-everywhere = всеки канал
settings-changed = Променено.
settings-unchanged = Нищо не е променено: подай опции, за да промениш настройка.
settings-daily_channel = Дневното предизвикателство се публикува в
settings-daily-off = никъде (изключено)
settings-season = Сезони на класациите
settings-season-month = календарни месеци (UTC)
settings-season-quarter = тримесечия (UTC)
settings-season-off = изключени
settings-season_channel = Първите трима на сезона се публикуват в
settings-web = Уеб страници
settings-web-on = включени (класациите, профилите и записите на игрите на сървъра в сайта)
settings-web-off = изключени
language-chosen = Отсега ти отговарям на { $language }, на какъвто и език да е твоят Discord. Игрите запазват своя език.
language-automatic = Отсега ти отговарям на езика на твоя Discord (сега: { $language }).

## /ямб помощ

help-title = 🎲 Ямб: как се играе тук
help-tour = Пет зара, до три хвърляния на ход: задръж заровете, които ти харесват (кликни ги), хвърли останалите, после запиши резултата в едно поле на таблицата си. Всяка игра има своя нишка; съобщението на текущия ход има бутоните и само играчите, които споменава, могат да ги ползват. `/ямб правила` обяснява всички правила и режими.
help-start-title = Начало
help-start = `/ямб нова правила:български` отваря игра тук (`език:` избира езика на играта; `режим:контра противник:@Ана` предизвиква член на двубой; `ботове:1 ниво:трудно` слага бота на масата, а бутоните на стаята добавят още); другите натискат Влез, домакинът натиска Започни. `/ямб влез`, `/ямб излез`, `/ямб започни` правят същото с команда.
help-play-title = Игра
help-play = Бутоните вършат всичко. С команди: `/ямб хвърли задръж:1 3` (зарове по място или числа `6 6 3`), `/ямб задръж зарове:2 5`, `/ямб обяви поле:обява/ямб`, `/ямб запиши поле:свободна/фул`, `/ямб задраскай поле:надолу/ямб`, `/ямб стига`, `/ямб поправи поле:свободна 2/щрасе` (ямм).
help-slow-title = Игри в продължение на дни
help-slow = `/ямб нова темпо:бавно`: всеки ход може да трае часове (настройката на сървъра `време_за_бавен_ход`, по подразбиране 24); по средата получаваш напомняне, а после става това, което сървърът е избрал. `/ямб игри` показва текущите ти игри, първо тези, в които си на ход; `/ямб известия` избира как разбираш, че си на ход (лично съобщение, споменаване или нищо).
help-daily-title = Дневно предизвикателство
help-daily = `/ямб дневно`: една игра на ден, едни и същи зарове за всички, един опит, играе се насаме (виждаш я само ти). После `/ямб дневно покажи:класация` (добави `навсякъде:True` за всички сървъри, `ден:2026-11-28` за друг ден) и `/ямб дневно покажи:история`.
help-look-title = Преглед
help-look = `/ямб таблица член:@Ана` (виждаш само ти), `/ямб съвет` (най-добрите ти възможности сега, ако сървърът позволява), `/ямб правила правила:ямм`, `/ямб помощ`, `/ямб език` (езикът, на който ти отговарям).
help-table-title = Около масата
help-table = `/ямб край`, `/ямб изгони член:@Бо`, `/ямб-настройки` (Управление на сървъра).
help-scores-title = Резултати
help-scores = `/ямб-резултати класация` (`период:този сезон` класацията на сезона, `сезон:2026-10` по-ранен), `/ямб-резултати статистика член:@Ана`, `/ямб-резултати двубои член:@Ана`, `/ямб-резултати история`, `/ямб-резултати експорт игра:12`.

## Игри в нишки (команда за игра в канала, от който са тръгнали)

error-no-game-your-thread = Игрите от този канал се играят в собствени нишки. Твоята е тук: { $link }
error-no-game-your-threads = Игрите от този канал се играят в собствени нишки. Твоите са тук:
    { $games }
error-no-game-your-threads-more = Игрите от този канал се играят в собствени нишки. Твоите са тук:
    { $games }
    …и още { $count ->
        [one] { $count } игра
       *[other] { $count } игри
    }.
error-no-game-threads = В самия канал не се играе: игрите му имат собствени нишки. Отвори някоя, за да гледаш, или започни своя с `/ямб нова`:
    { $games }
error-no-game-threads-more = В самия канал не се играе: игрите му имат собствени нишки. Отвори някоя, за да гледаш, или започни своя с `/ямб нова`:
    { $games }
    …и още { $count ->
        [one] { $count } игра
       *[other] { $count } игри
    }.

## Картините с думи, за екранни четци (описанието на всяка картина: до 1024 знака)

alt-sheet = Таблица: { $who }. Общо { $total }; празни полета: { $empty } от { $cells }.
alt-sheet-final = Таблица в края: { $who }. Общо { $total }.
alt-columns = По колони: { $columns }.
alt-open = Отворени в този ход: { $cells }.
alt-open-column = { $column }: { $count ->
        [one] { $count } празно поле
       *[other] { $count } празни полета
    }
alt-open-announce = { $column }: { $count ->
        [one] { $count } поле
       *[other] { $count } полета
    } след обява
alt-held = Чакащият резултат на { $who } ({ $dice }) може да отиде в { $count ->
        [one] { $count } поле
       *[other] { $count } полета
    }: { $cells }.
alt-more = още { $count }
alt-standings = Крайно класиране, { $ruleset } · { $mode }: { $ranking }.
alt-record = Запис на игра № { $game }: всяко хвърляне, задържане и записване, за да се изиграе пак и провери.
alt-rules = Празна таблица, правила: { $ruleset }. Колони: { $columns }. Редове: { $rows }.
alt-scores = Последни резултати на { $who }, от най-стария: { $charts }.
alt-score-won = { $score } (победа)
alt-hint = Съвет. Най-добре: { $best }.
alt-hint-next = После: { $options }.
alt-hint-dice = Зарове на масата: { $dice }.

## Дневното предизвикателство (/ямб дневно)
daily-header = 📅 **Дневно предизвикателство № { $number }** · { $ruleset } · днес едни и същи зарове за всички · SHA-256 на ключа `{ $commitment }…`
daily-yesterday = ⏳ Вчерашното предизвикателство: завърши го преди 00:00 UTC.
daily-expired = Дневното предизвикателство № { $number } е затворено: опитите остават отворени до края на следващия ден (UTC).
daily-finished = 🏁 **Дневно предизвикателство № { $number }** ({ $ruleset }) е завършено: **{ $total ->
        [one] { $total } точка
       *[other] { $total } точки
    }**.
daily-rank-server = 🏅 Засега { $rank }. място от { $count } на този сървър.
daily-rank-everywhere = 🏅 Засега { $rank }. място от { $count } на всички сървъри.
daily-bot-scored = 🤖 Днес ботът постигна { $total }.
daily-streak = 🔥 Серия: { $current } { $current ->
        [one] ден
       *[other] дни
    } (най-добра { $best }).
daily-share = Сподели
daily-board = Класация
daily-play = Играй днешното предизвикателство
hint-daily = В дневното предизвикателство няма съвети: всеки играе едни и същи зарове сам.
daily-no-such-day = За този ден още няма дневно предизвикателство.
daily-bad-day = Посочи деня с дата (2026-11-28) или с номер (#12).
daily-board-hidden = Първо завърши дневното предизвикателство № { $number }: класацията и таблиците му са скрити, докато не го изиграеш или докато денят не свърши.
daily-board-title = 📅 Дневно предизвикателство № { $number } · { $ruleset } · { $date } · { $scope }
daily-board-server = този сървър
daily-board-everywhere = всички сървъри
daily-board-line = { $rank }. { $who } — **{ $total }** ({ $time } UTC)
daily-board-line-next-day = { $rank }. { $who } — **{ $total }** ({ $time } UTC, на следващия ден)
daily-board-bot = 🤖 { $bot } — { $total } (за сравнение, извън класирането)
daily-board-empty = Тук още никой не го е завършил.
daily-finishers = { $count ->
        [one] Засега го е завършил { $count } играч.
       *[other] Засега са го завършили { $count } играчи.
    } Ключът се разкрива, щом опитите за деня се затворят.
daily-seed-revealed = Ключ (разкрит): { $seed }
daily-history-title = 📅 Твоите дневни предизвикателства
daily-history-none = Още не си играл дневно предизвикателство: опитай /ямб дневно.
daily-history-line = № { $number } · { $date } · { $ruleset } — **{ $total }** (игра № { $game })
daily-history-open = № { $number } · { $date } · { $ruleset } — още е отворено: /ямб дневно
daily-history-expired = № { $number } · { $date } · { $ruleset } — не е завършено
daily-share-unfinished = Първо завърши предизвикателството, после го сподели.
daily-share-title = Ямб на деня № { $number } · { $ruleset }
daily-share-text = 🎲 { $who } завърши **Ямб на деня № { $number }** ({ $ruleset }): **{ $total ->
        [one] { $total } точка
       *[other] { $total } точки
    }** · засега { $rank }. място от { $count } { $where ->
        [everywhere] на всички сървъри
       *[here] тук
    } · 🔥 { $streak } { $streak ->
        [one] ден
       *[other] дни
    } подред. Играй и ти: /ямб дневно
alt-daily-share = Формата на завършена таблица от дневно предизвикателство № { $number } ({ $ruleset }, общо { $total }): по едно квадратче на поле, толкова по-светло, колкото по-близо е до най-добрия резултат за полето, задрасканите полета са отбелязани; без зарове и стойности.
daily-announce = 📅 **Ямб на деня № { $number }** · { $ruleset } · { $date }
    Днес едни и същи зарове за всички, по един опит, играе се насаме. SHA-256 на ключа: `{ $commitment }`
daily-announce-top = 🏆 Дневното предизвикателство № { $number } засега на този сървър:
daily-announce-seed = 🔓 Дневното предизвикателство № { $number } е затворено; ключът му: `{ $seed }` (провери всеки запис с `python -m engine verify`).
season-over = 🏆 **Сезон { $season } приключи.** Първите трима във всеки вариант, игран през него:
season-ruleset = **{ $ruleset }**: { $ranking }
season-place = { $place }. { $name } ({ $wins ->
        [one] { $wins } победа
       *[other] { $wins } победи
    })
season-begun = Сезон { $next } започна: всяка класация започва отначало, рейтингът остава (`/ямб-резултати класация период:този сезон`).
season-picture-title = Сезон { $season }: първите трима
season-wins = { $wins ->
        [one] { $wins } победа
       *[other] { $wins } победи
    }
season-detail = { $games ->
        [one] { $games } игра
       *[other] { $games } игри
    }
alt-season = Сезон { $season }, първите трима във всеки вариант: { $rulesets }.
stats-daily-streak = Дневна серия
export-daily = Дневно предизвикателство № { $number }, опит: изиграй го пак с `python -m engine replay { $file }`; провери всеки зар с `python -m engine verify { $file } { $seed }`
export-daily-open = Твоят опит в дневно предизвикателство № { $number } (виждаш го само ти: други може още да играят тези зарове). Изиграй го пак с `python -m engine replay { $file }`; ключът на деня се разкрива, щом опитите за деня се затворят, и тогава `python -m engine verify` проверява всеки зар.
daily-see-sheet = Виж таблица
daily-sheet-of = Таблицата на { $who } от дневно предизвикателство № { $number }: общо { $total }.

## Игри в продължение на дни (/ямб нова темпо:бавно, /ямб известия, /ямб игри)
pace-slow-line = ⏳ Бавна игра: всеки ход може да трае до { $hours } ч; който е на ход, получава известие.
notify-default = Готово: когато си на ход, те споменавам в играта, а в бавните игри ти пиша и лично съобщение.
notify-dm = Готово: когато си на ход, ти пиша лично съобщение с връзка към играта.
notify-mention = Готово: когато си на ход, те споменавам в играта.
notify-off = Готово: не ти казвам, когато си на ход; /ямб игри показва къде си на ход.
notify-dm-refused = Не успях да ти пратя лично съобщение за хода ти (личните ти съобщения са затворени за мен), затова те споменах в играта. Отвори ги в настройките за поверителност на този сървър или избери `/ямб известия как:споменаване`.
ping-mention = 🎲 { $who }, на ход си: { $link }
ping-dm = 🎲 На ход си в Ямб ({ $ruleset }, игра № { $game }): { $link }
games-none = Тук нямаш текущи игри. Започни една с /ямб нова.
games-title = 🎲 Твоите текущи игри ({ $count }):
games-your-turn = **на ход си**
games-their-turn = на ход: { $who }
games-line = - { $turn } · { $ruleset }, { $mode } · от { $since } · { $link }
games-line-slow = - { $turn } · { $ruleset }, { $mode } (бавна игра) · от { $since } · { $link }
slow-reminder = ⏰ { $who }, ходът ти чака: времето му изтича { $until }. { $link }
slow-ended = ⌛ { $who } не изигра хода си навреме: играта приключи (изоставена) и { $who } я загуби.
slow-played-for = ⌛ { $who } не изигра хода си навреме: ботът играе този ход вместо него.
thread-deleted = Нишката на игра № { $game } беше изтрита: играта приключи (изоставена).
settings-slow_turn_hours = Ход в бавна игра
settings-slow_timeout = Когато времето за бавен ход изтече
settings-hours = { $hours } ч
settings-slow-timeout-bot = ботът играе този ход
settings-slow-timeout-end = играта приключва (изоставена)

## Турнири (/ямб-турнир, /ямб-турнир-админ)

error-not-organiser = Турнири могат да водят само членове с право „Управление на събития“.
tournament-bad-name = Името на турнира е от { $low } до { $high } букви, цифри и интервали: без форматиране, споменавания и връзки.
tournament-bad-format = Избери формат ({ $formats }) и правила, които този бот играе.
tournament-bad-mode = Турнирът се играе с Контра двубои или стандартни двубои, на живо или бавно.
tournament-robin-too-many = Турнир всеки срещу всеки приема най-много { $most } играчи.
tournament-too-many-bots = В този турнир може да има най-много { $most ->
        [one] { $most } бот
       *[other] { $most } бота
    }.
tournament-rounds-swiss = Брой кръгове се задава само за турнир по швейцарска система.
tournament-rounds-too-many = При най-много { $players } играчи турнирът по швейцарска система има най-много { $most } { $most ->
        [one] кръг
       *[other] кръга
    }: при повече някоя двойка би се срещнала два пъти.
tournament-rounds-capped = Турнирът **{ $name }** ще има { $rounds } { $rounds ->
        [one] кръг
       *[other] кръга
    } вместо { $asked }: с { $players } играчи не може да има повече кръгове, без някоя двойка да се срещне два пъти.
tournament-checkin-needs-start = Потвърждението на участие изисква начален час (`начало_след`) и трае най-много дотогава.
tournament-needs-threads = Турнирните игри се играят в нишки: тук трябва да мога да създавам публични нишки и да пращам съобщения в тях.
tournament-created = Турнир № { $number } **{ $name }** е открит: съобщението за записване е в този канал.
tournament-none = На този сървър няма турнир № { $number }.
tournament-none-here = Тук още няма турнир: организатор създава такъв с `/ямб-турнир-админ създай`.
tournament-join-already = Вече си записан за турнира **{ $name }**.
tournament-join-full = Турнирът **{ $name }** е пълен.
tournament-join-closed = Турнирът **{ $name }** вече не приема играчи.
tournament-joined = Записан си за турнира **{ $name }**.
tournament-left = Отписа се от турнира **{ $name }**.
tournament-removed = { $who } вече не е в списъка на участниците в турнира **{ $name }**.
tournament-leave-started = Турнирът **{ $name }** започна: с `/ямб-турнир оттегли-се` спираш да играеш от следващия кръг.
tournament-not-entrant = Този играч не участва в турнира **{ $name }**.
tournament-no-checkin = Турнирът **{ $name }** няма потвърждение на участие.
tournament-checkin-closed = Потвърждението на участие в турнира **{ $name }** вече е приключило.
tournament-checkin-later = Потвърждението на участие започва { $when }.
tournament-checked-in = Участието ти в турнира **{ $name }** е потвърдено.
tournament-started-already = Турнирът **{ $name }** вече започна.
tournament-started = Турнирът **{ $name }** започна: съставят се двойките за първия кръг.
tournament-too-few = Турнирът **{ $name }** има нужда от поне двама играчи, за да започне.
tournament-too-few-now = Турнирът **{ $name }** е отменен: участието си потвърдиха по-малко от двама играчи.
tournament-too-few-signed = Турнирът **{ $name }** е отменен: записаха се по-малко от двама играчи.
tournament-drop-not-now = Този играч не може да се оттегли от турнира **{ $name }** сега.
tournament-dropped = { $who } не играе повече в турнира **{ $name }** (текуща игра се брои за загубена).
tournament-settle-result = Реши игра с победа на първия играч, на втория или с равенство.
tournament-settle-none = Игра № { $game } не е игра от турнира **{ $name }**, която още чака резултат.
tournament-settled = Игра № { $game } от турнира **{ $name }** е решена.
tournament-ended-already = Турнирът **{ $name }** вече приключи.
tournament-cancelled = Турнирът **{ $name }** е отменен; текущите му игри приключват.
tournament-format-swiss = Швейцарска система
tournament-format-knockout = Елиминации
tournament-format-round-robin = Всеки срещу всеки
tournament-mode-kontra = Контра двубои
tournament-mode-duel = двубои (печели по-високият резултат)
tournament-pace-live = на живо
tournament-pace-slow = в продължение на дни
tournament-status-signup = записване
tournament-status-running = тече
tournament-status-finished = приключил
tournament-status-cancelled = отменен
tournament-entrants = { $count ->
        [one] { $count }{ $limit } играч
       *[other] { $count }{ $limit } играчи
    }
tournament-starts = Начало: { $when } ({ $relative }).
tournament-checkin-window = Потвърди участието си { $minutes ->
        [one] в последната { $minutes } минута
       *[other] в последните { $minutes } минути
    } преди началото, иначе отпадаш.
tournament-checkin-late = Ботът не беше на линия, когато трябваше да започне потвърждението на участие, затова то започва едва сега: началото се премества за { $when } ({ $relative }).
tournament-more = …и още { $count }
tournament-nobody = Още никой: натисни Включи се.
tournament-join = Включи се
tournament-leave = Излез
tournament-check-in = Потвърди участие
tournament-start = Започни
tournament-game-intro = 🏆 **{ $name }**, кръг { $round }, маса { $board }: { $first } срещу { $second }. Започва { $first }. Успех!
tournament-replay = Преиграване: първата игра на тази двойка завърши с равенство.
tournament-bye = без противник
tournament-round = { $name }: кръг { $round }
tournament-round-replays = { $name }: кръг { $round }, преиграване на игрите с равенство
tournament-round-short = Кръг { $round }
tournament-line-game = { $board }. { $first } – { $second }{ $where }
tournament-line-bye = { $who } почива в този кръг (победа).
tournament-line-sits-out = { $who } почива в този кръг (без игра и без точка).
tournament-round-threads = Всяка игра има своя нишка в този канал.
tournament-round-many = { $count ->
        [one] { $count } игра
       *[other] { $count } игри
    }: виж картинката, нишките и `/ямб-турнир покажи`.
tournament-pairings = Двойки
tournament-points = { NUMBER($points, maximumFractionDigits: 1) } т.
tournament-tiebreaks = { $wins }-{ $draws }-{ $losses } · Бухолц { NUMBER($buchholz, maximumFractionDigits: 1) } · SB { NUMBER($sb, maximumFractionDigits: 1) } · { $margin }
tournament-over = 🏆 Турнирът **{ $name }** приключи!
tournament-final-standings = { $name }: крайно класиране
tournament-no-winner = Няма победител: никой от финалистите не изигра финала.
tournament-standings = { $name }: класиране
tournament-round-now = Кръг { $round } от { $rounds }:
tournament-result = { NUMBER($score, maximumFractionDigits: 1) } за първия
tournament-playing = играе се
tournament-list-title = 🏆 Турнири на този сървър
tournament-list-line = № { $number } **{ $name }** · { $kind } · { $status } · { $count ->
        [one] { $count } играч
       *[other] { $count } играчи
    }
stats-tournaments = Турнири
stats-tournaments-value = изиграни { $count }, най-добро място { $best }
alt-tournament-round = Двойките в кръг { $round } по маси: игри и почиващи, общо { $count }.
alt-tournament-standings = Класиране на { $name }: { $ranking }.
help-tournaments-title = Турнири
help-tournaments = `/ямб-турнир включи-се` (или бутона Включи се в съобщението за записване), `излез`, `покажи` (класиране или схема, игрите на кръга), `списък`, `оттегли-се`. Организатори (Управление на събития): `/ямб-турнир-админ създай име:Есенна купа формат:швейцарска система ботове:4`, `започни`, `реши игра:12 резултат:печели първият играч`, `отмени`.

# връзки към сайта (PUBLIC_URL и /yamb-settings web:on на сървъра): бутони с връзка
link-full-board = Цялата класация
link-replay = Преглед на играта
link-tournament = Страница на турнира
link-profile = Профил
link-daily = Предизвикателство № { $number }: провери заровете
