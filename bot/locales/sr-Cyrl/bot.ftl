### Generated from sr-Latn/bot.ftl by tools/sr_cyrl.py: edit that file, then run
### PYTHONPATH=. python tools/sr_cyrl.py


## Соба

lobby-title = 🎲 Јамб, соба: { $ruleset }, { $mode }
lobby-body =
    Домаћин: { $host }
    Играчи ({ $count }): { $players }
    Притисни **Уђи**, а затим домаћин притиска **Почни**.
lobby-body-dm =
    Домаћин: { $host }
    Играчи ({ $count }): { $players }
    Ову директну поруку видиш само ти: по жељи додај ботове, а затим притисни **Почни** (без њих играш сам).
lobby-nobody = још нико
lobby-options = Опције: { $options }
lobby-option-bonus_threshold = бонус од { $value }
lobby-option-six_dice = шест коцкица
lobby-option-negative_school = негативна школа
lobby-option-matches = шибице
lobby-option-without = без: { $option }
lobby-host = Домаћин: { $host }
lobby-team = Екипа { $team }: { $members }
lobby-pick-team = Изабери екипу (по два играча), а затим домаћин притиска **Почни**.
lobby-join = Уђи
lobby-join-team = Уђи у екипу { $team }
lobby-leave = Изађи
lobby-start = Почни
lobby-cancelled = Соба је затворена.
lobby-closes = ⏳ Соба се затвара { $closes } ако јој се до тада нико не придружи нити покрене игру.
lobby-expired =
    Соба је затворена: { $hours ->
        [one] { $hours } сат
        [few] { $hours } сата
       *[other] { $hours } сати
    } нико јој се није придружио нити покренуо игру.
challenge-closes = ⏳ Изазов истиче { $closes } ако до тада не буде прихваћен.
challenge-expired =
    Изазов је истекао: није прихваћен у року од { $hours ->
        [one] { $hours } сата
        [few] { $hours } сата
       *[other] { $hours } сати
    }.
kontra-challenge = ⚔️ { $challenger } изазива { $opponent } на двобој у Контра Јамбу ({ $ruleset }).
kontra-press-accept = { $opponent }: притисни **Прихвати** и двобој почиње.
kontra-accept = Прихвати
kontra-decline = Одбиј
kontra-declined = { $opponent } је одбио двобој.
kontra-only-opponent = На овај изазов може да одговори само { $opponent }.
lobby-add-bot = Додај: { $bot }
lobby-remove-bot = Уклони бота

## Ботови

bot-name = Јамб бот ({ $level })
bot-name-numbered = Јамб бот { $number } ({ $level })
bot-level-easy = лако
bot-level-normal = средње
bot-level-hard = тешко

## Називи

ruleset-classic = Класични
ruleset-bulgarian = Бугарски
ruleset-yamm = Јам
ruleset-russian = Руски
ruleset-tris = Трилинг
mode-name-standard = стандардно
mode-name-kontra = Контра двобој
mode-name-pairs = у паровима
mode-name-team = екипно
mode-name-partners = партнери
mode-line-standard = Свако игра на својој табели; побеђује највећи збир.
mode-line-kontra = Двобој: противник уписује у твоју табелу (вредност где год је могућа), после твог првог бацања сме да најави за тебе, а побеђује мањи збир.
mode-line-pairs = Екипе од двоје деле табелу: оба партнера одиграју потез, затим екипа уписује један од два резултата.
mode-line-team = Екипе од двоје: оба партнера одиграју потез, затим екипа уписује оба резултата, сваки на табелу једног партнера.
mode-line-partners = Екипе од двоје деле табелу и смењују се: на потезу је по један играч сваке екипе.
thread-name = Јамб { $ruleset }
versus = против
team-name = Екипа { $team }
rules-modes-title = Начини игре (бираш га са `/yamb new mode:…`)

## Игра

game-started = 🎲 Јамб { $ruleset }, { $mode }: { $order }
game-in-thread = Игра се у { $thread }.
game-draw = Жреб: { $draws }
game-fair = Поштене коцкице: свако бацање долази из тајног семена чији је `SHA-256` `{ $commitment }`. Открива се на крају.
game-over = 🏁 Игра је завршена. Победник: { $winners }!
game-over-tie = 🏁 Игра је завршена: нерешено између { $winners }!
game-lowest-wins = (Контра: побеђује најмањи збир.)
game-total = **{ $who }**: { $total }
game-settlement = обрачун { $amount }
game-reveal = Семе: `{ $seed }` — свако бацање провери са `python -m engine verify { $file } { $seed }`
game-ended-line = 🏁 Јамб { $ruleset }: победник { $winners } ({ $totals }). { $link }
game-ended-by = { $who } је прекинуо игру. Чува се као напуштена и не рачуна се никоме.
game-kicked = { $who } је уклонио { $target } из игре. Од сада његове потезе игра бот (средње).
game-reminder = ⏰ { $who }, на потезу си у Јамбу ({ $minutes } мин без потеза).
game-auto = ⏰ { $who } није стигао да одигра: бот (средње) је одиграо за њега и води га као одсутног.
game-played-for-away = ⏰ Одиграно за одсутне играче.

## Порука потеза

turn-status-new = 🎲 На потезу: **{ $who }**
turn-status = 🎲 **{ $who }** · бацање { $n } од 3 · { $dice }
turn-status-paid = 🎲 **{ $who }** · бацање { $n } (плаћено) · { $dice }
turn-for-team = за екипу { $team }
turn-enough = доста
turn-announced = ★ Најава: **{ $cell }**
turn-matches =
    { $count ->
        [one] { $count } шибица
        [few] { $count } шибице
       *[other] { $count } шибица
    }
decide-throw = { $who } баца.
decide-throw-or-decline = { $who } баца или одустаје од потеза: прецртава поље и узима 3 шибице.
decide-throw-or-write = { $who } задржава коцкице и баца поново, или уписује.
decide-throw-announce-write = { $who } најављује поље, задржава коцкице и баца поново, или уписује.
decide-write = { $who } уписује резултат.
decide-must-announce = { $who } мора да најави поље за { $thrower }: остала су само поља најаве.
decide-kontra-first = { $writer } сме да најави поље за { $thrower }, или { $who } баца поново или каже доста.
decide-kontra-throwing = { $who } баца поново или каже доста.
decide-kontra-announced = { $writer } задржава коцкице за { $thrower } и баца поново, или стаје и уписује.
decide-kontra-write = { $writer } уписује резултат за { $thrower }: вредност где год је могућа.
decide-kontra-announce-or-write = { $writer } најављује поље за { $thrower } или уписује резултат: вредност где год је могућа.
decide-first-partner = { $who } баца поново или предаје партнеру { $partner }, који игра други потез екипе.
decide-first-partner-pass = { $who } нема више бацања и предаје партнеру { $partner }, који игра други потез екипе.
decide-held-throw = Резултат играча { $held } чека; { $who } баца.
decide-held-write = Резултат играча { $held } чека; { $who } баца поново, или екипа уписује један од резултата.
decide-team-writes = Резултат играча { $held } чека, а { $who } нема више бацања: екипа уписује.
line-wrote = { $who } је уписао { $value } у { $cell }
line-crossed = { $who } је прецртао { $cell }
line-wrote-for = { $who } је уписао { $value } играча { $result } у { $cell }
line-crossed-for = { $who } је прецртао { $cell } резултатом играча { $result }
line-wrote-on = { $who } је уписао { $value } у { $cell } на табели играча { $sheet }
line-crossed-on = { $who } је прецртао { $cell } на табели играча { $sheet }
sheet-points =
    { $who }: засад { $total ->
        [one] { $total } поен
        [few] { $total } поена
       *[other] { $total } поена
    }.

## Контроле

ui-throw = Баци
ui-throw-kept = Баци остале
ui-rematch = Реванш
ui-enough = Доста
ui-pass = Предај партнеру
ui-announce = Најави поље…
ui-announce-option = { $cell } (сада { $value })
ui-write = Упиши у…
ui-write-option = { $cell } → { $value }
ui-cross = ✗ Радије прецртај поље…
ui-cross-option = { $cell } ✗
ui-correct-option = премести последњи резултат у { $cell }
ui-result = { $player } { $dice }: { $option }
ui-result-on-sheet = { $player } { $dice } → табела { $sheet }: { $option }
ui-column = Изабери колону…
ui-column-option =
    { $column } ({ $count ->
        [one] { $count } поље
        [few] { $count } поља
       *[other] { $count } поља
    })
ui-column-option-for =
    Коцкице играча { $player }: { $column } ({ $count ->
        [one] { $count } поље
        [few] { $count } поља
       *[other] { $count } поља
    })
ui-column-option-on =
    Коцкице играча { $player } → табела { $sheet }: { $column } ({ $count ->
        [one] { $count } поље
        [few] { $count } поља
       *[other] { $count } поља
    })
ui-pair-option =
    Коцкице играча { $player } → табела { $sheet } ({ $count ->
        [one] { $count } поље
        [few] { $count } поља
       *[other] { $count } поља
    })
ui-other-columns = ← друге колоне
ui-other-pairs = ← чије коцкице, чија табела
ui-hint = Савет

## Одговори на наредбе (остало показује порука игре)

done-joined = Ушао си у игру.
done-left = Изашао си из игре.
done-throw = Бацио си { $dice } (бацање { $n }).
done-corrected = Преместио си свој резултат { $dice } из { $old } у { $cell }, где вреди { $value }.
done-kept = Задржано за следеће бацање: { $dice }
done-action = Готово: порука игре то показује.
done-kicked = { $target } је ван игре: његове потезе игра бот, а играчи су обавештени.
done-rematch = Реванш је отворен у { $channel }: тамо притисни Почни.
done-rematch-challenge = Реванш је отворен у { $channel }: { $opponent } га тамо прихвата.
done-bot-added = Бот је ушао у собу.
done-bot-removed = Бот је изашао из собе.
lobby-kicked = { $who } је уклонио { $target } из собе.

## Одбијања и одговори

error-no-game = У овом каналу нема игре Јамба. Отвори је са `/yamb new`.
error-not-player = Не играш у овој игри.
error-kicked = Уклоњен си из ове игре: твоје потезе игра бот (средње).
error-member-not-playing = Тај члан не игра у овој игри.
error-busy-lobby =
    Овде већ траје игра (соба, домаћин { $host }). Погледај је са `/yamb sheet` или је заврши са `/yamb end` ако си домаћин. Сама се затвара { $closes } ако јој се нико не придружи нити покрене игру.
    { $link }
error-busy-challenged = { $host } те овде изазива на двобој у Контра Јамбу: притисни **Прихвати** ({ $link }) за игру или **Одбиј**. Сам истиче { $closes } ако не буде прихваћен.
error-busy-challenge =
    Овде чека двобој у Контра Јамбу: { $host } изазива { $opponent }. Заврши га са `/yamb end` ако је изазов твој. Сам истиче { $closes } ако не буде прихваћен.
    { $link }
error-busy-game =
    Овде већ траје игра ({ $ruleset }, { $mode }, домаћин { $host }). Погледај је са `/yamb sheet` или је заврши са `/yamb end` ако си домаћин.
    { $link }
error-outdated = То дугме припада ранијем тренутку игре. Користи тренутну поруку: { $link }
error-no-link = последња порука игре у овом каналу
error-redrawn = Игра је отишла даље: ова порука опет показује тренутни потез. Притисни поново ако још желиш.
error-not-host = То може само домаћин ({ $host }) или члан са правом управљања каналима.
error-tournament-game = Ово је игра турнира **{ $name }**: завршава се игром, истеком времена или одлуком организатора (`/yamb-tournament-admin settle game:{ $game }`).
error-not-admin = Подешавања Јамба могу да мењају само чланови са правом управљања сервером.
error-lobby-full = Соба је пуна.
error-not-in-lobby = Ниси у овој соби.
error-already-joined = Већ си у овој игри.
error-not-lobby = Игра је већ почела.
error-not-started = Игра још није почела: домаћин притиска Почни.
error-leave-started = Игра је почела; домаћин или модератор може да употреби `/yamb kick`.
error-challenge-only = Ова соба је изазов на двобој за једног члана.
error-challenge-one = Изазови једног другог члана, у начину контра.
error-option-not-played = Опција `{ $option }` у овом начину ништа не мења ({ $mode }: ту нико не плаћа бацања). Отвори сто без ње.
error-challenge-in-dm = Изазови { $who } у каналу сервера: ову директну поруку са ботом видиш само ти.
error-choose-ruleset = Изабери правила ({ $rulesets }) и начин игре.
error-bad-team = Екипе су означене бројевима од 1 до { $count }.
error-kick-not-in-game = { $who } није у овој игри.
error-kick-host = Домаћин не може да буде избачен; `/yamb end` затвара собу.
error-first-throw-keeps = Ово је прво бацање: бацају се све коцкице.
error-keep-before-throw = Прво баци: нема коцкица за задржавање.
error-no-more-throws = У овом потезу више нема бацања: упиши резултат.
error-only-keeper = Сада коцкице задржава само { $who }.
error-bad-dice = Коцкице наведи по месту испод слике, од 1 до { $count } (нпр. `1 3 4` или `134`), или по бројевима које задржаваш (нпр. `6 6 3`), или `ništa`.
error-text-too-long = То је предугачко: највише { $limit } знакова.
error-text-empty = Упиши нешто или изостави ту опцију.
error-bad-cell-text = Поље се наводи колоном и редом, словима и цифрама (нпр. `{ $example }` или `Slobodna Ful`).
error-unknown-cell = На овој табели нема поља са тим именом: наведи колону и ред (нпр. `{ $example }`); списак нуди поља која сада смеш да користиш.
error-not-offered = Тога није било у поруци: изабери једну од понуђених могућности.
error-only-writer = Где иде резултат, бира само { $who }.
error-conflict = Неко је одиграо у истом тренутку; твој потез је стигао други и ништа није променио.
error-conflict-link = Неко је одиграо у истом тренутку; твој потез је стигао други и ништа није променио. Игра се наставља овде: { $link }
error-game-over = Та игра је завршена. Отвори нову са `/yamb new`.
error-unexpected = Извини, код нас је нешто пошло наопако. Игра је безбедна; покушај поново.
error-not-allowed-channel = На овом серверу у овом каналу не могу да се отварају игре.
error-bot-cannot-post = Овде не могу да играм: морам да видим овај канал и да у њему шаљем поруке, уграђени садржај и датотеке. Замоли модератора да ми да та права.
error-board-sort = Поређај по победама, проценту, просеку, најбољем резултату или рејтингу; период: све, 30 дана или сезона.
error-board-filter = Непозната правила или начин игре.
error-board-button = То дугме ранг-листе не ради; поново покрени `/yamb-scores leaderboard`.
error-duel-same = Изабери два различита члана.
error-bot-opponent = Изазови човека или мене: други ботови не играју Јамб.
error-no-rematch = Поново може да се игра само игра која је завршена.
error-bot-level = Бот игра на тежини лако, средње или тешко.
error-bot-count =
    За овим столом уз тебе има места за највише { $most ->
        [one] { $most } бота
        [few] { $most } бота
       *[other] { $most } ботова
    }.
error-no-bot = У овој соби нема бота.

## Савети

hint-title = 💡 Твоје најбоље могућности сада (процена тешког бота): губитак у односу на најбољу и очекивани коначни збир.
hint-line =
    { $option } → { $gain ->
        [yes] +{ NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
       *[no] { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
    } (очекивано { NUMBER($total, minimumFractionDigits: 1, maximumFractionDigits: 1) })
hint-chance = { $option } { NUMBER($chance, style: "percent") }
hint-win = 🏆 Ови потези мењају и твоју шансу за победу: { $options }
hint-throw = баци
hint-keep = задржи { $dice }
hint-keep-none = баци поново све коцкице
hint-announce = најави { $cell }
hint-write = упиши { $value } у { $cell }
hint-cross = прецртај { $cell }
hint-dice-of = коцкице играча { $player }
hint-sheet-of = на табели играча { $player }
hint-stop = доста
hint-pass = предај партнеру
hint-correct = премести последњи резултат у { $cell }
hint-wait = пусти играча на потезу да баца даље
hint-nothing = Сада ништа не чека на тебе: савет је за твој сопствени потез.
hint-preparing = Бот (тешко) још прорачунава сопствени праг бонуса ове игре (минут-два, једном): питај поново ускоро.
hint-off = Савети су на овом серверу искључени.
hint-practice-only = Савети су овде само за игре за вежбу: против бота или кад играш сам.

## Одбијања по правилима (кодови одбијања мотора)

refusal-no_players = За игру треба бар један играч.
refusal-duplicate_player = Играч може да седне за сто само једном.
refusal-bad_player = Имена играча имају од 1 до 100 знакова.
refusal-kontra_announce = Контра Јамб тражи колону најаве; { $ruleset } је нема.
refusal-kontra_two = Контра Јамб је двобој: играју тачно два играча.
refusal-no_teams = Овај начин игре нема екипе.
refusal-teams_needed = Овај начин играју екипе од двоје.
refusal-teams_too_few = Начин „партнери” играју две или више екипа од двоје.
refusal-team_size = Свака екипа има тачно два играча.
refusal-teams_mismatch = Играчи морају да буду чланови екипа.
refusal-team_full = Екипа { $team } већ има два играча.
refusal-team_needed = Прво сви бирају екипу (још нису: { $players }).
refusal-seating_mismatch = Распоред мора да буде тачно играчи који су ушли.
refusal-unknown_mode = Непознат начин игре; изабери један од: `standard`, `kontra`, `pairs`, `team`, `partners`.
refusal-unknown_ruleset = Непозната правила; изабери једна од: `classic`, `bulgarian`, `yamm`, `russian`, `tris`.
refusal-unknown_option = Непозната опција.
refusal-option_not_for_ruleset = Та опција није за ова правила.
refusal-bad_option = Вредности опција су бројеви или да/не, у свом опсегу.
refusal-options_need_ruleset = За опције изабери подразумевана правила.
refusal-bad_timeout = Време за потез је од { $low } до { $high } минута.
refusal-bad_channels = Канали се наводе као списак ид-ова канала.
refusal-disallow_everywhere = Игре могу да почну у сваком каналу: нема списка са ког би се канал уклонио. Прво са `allow_channel` наведите канале у којима смеју да почну.
refusal-disallow_last = { $channel } је једини канал у коме игре смеју да почну; без њега би могле да почну било где. Прво дозволите други или употребите `everywhere:True`.
refusal-bad_flag = Ово подешавање је да или не.
refusal-bad_hints = Савети су укључени, искључени или само за вежбу.
refusal-bad_season = Сезоне су месеци, тромесечја или искључене.
refusal-bad_web = Веб странице су укључене или искључене.
refusal-bad_bot_pace = Темпо бота је од { $low } до { $high } милисекунди по кораку.
refusal-bad_slow_hours = Потез споре игре траје од { $low } до { $high } сати.
refusal-bad_slow_timeout = Кад спором потезу истекне време, одигра га бот или се игра завршава.
refusal-bad_language = Непознат језик; изабери један од: { $languages }.
refusal-game_over = Игра је завршена.
refusal-game_not_over = Игра још није завршена.
refusal-not_in_game = { $player } не игра у овој игри.
refusal-unknown_action = Непозната радња.
refusal-bad_record = Тај запис игре не може да се прочита.
refusal-bad_draw = Жреб у запису не може да се прочита.
refusal-draw_not_from_seed = Жреб у запису не долази из семена игре.
refusal-too_many_actions = Запис игре има превише радњи.
refusal-not_from_seed = Ове коцкице не долазе из семена игре: нека их баци бот.
refusal-not_your_turn =
    Ниси на реду да { $what ->
        [throw] бацаш
        [stop] станеш
        [announce] најавиш
       *[write] упишеш
    }: на потезу је { $expected }.
refusal-keep_before_throw = Прво баци: нема коцкица за задржавање.
refusal-bad_die = Коцкице су означене од 1 до { $count }, а свака се задржава највише једном.
refusal-bad_dice = Бацање показује { $count } коцкица, сваку од 1 до 6.
refusal-kept_changed = Задржана коцкица не може да промени број.
refusal-turn_over = Потез је готов: упиши други резултат.
refusal-kontra_keeps = Поље је најављено: које коцкице задржаваш, бира противник.
refusal-stopped = Рекао си доста: бацање је готово.
refusal-no_more_throws = То је било { $throws }. бацање: нема више бацања, упиши резултат.
refusal-pass_to_partner = То је било { $throws }. бацање: нема више бацања, предај партнеру { $player }.
refusal-must_announce = Остала су само поља најаве: поље мора да се најави.
refusal-stop_before_throw = Прво баци.
refusal-kontra_writer_stops = Поље је најављено: када се стаје, одлучује противник.
refusal-cannot_stop = Нема шта да се заустави: упиши резултат.
refusal-kontra_announcer = У Контра Јамбу за тебе најављује противник.
refusal-announce_before_throw = Најављује се одмах после првог бацања.
refusal-announced_twice = У овом потезу поље је већ најављено.
refusal-announce_too_late = Најавити може само одмах после првог бацања.
refusal-not_announce_cell = { $cell } није у колони најаве.
refusal-cell_filled = { $cell } је већ попуњено.
refusal-unknown_cell = На табели { $ruleset } нема поља { $cell } (поља изгледају као `{ $example }`).
refusal-result_not_named = У овом начину упис не наводи резултат: то је резултат играча на потезу.
refusal-sheet_not_named = У овом начину упис не наводи табелу: иде на табелу овог круга.
refusal-kontra_writer = У Контра Јамбу твој резултат уписује противник.
refusal-write_before_throw = Прво баци, па упиши.
refusal-kontra_not_enough = { $player } још баца: сачекај да каже доста.
refusal-partner_to_throw = { $player } игра свој потез пре него што екипа упише.
refusal-bad_result = Наведи чији резултат уписујеш: { $results }.
refusal-bad_sheet = Наведи табелу на коју уписујеш: { $sheets }.
refusal-announced_sheet = Најављени резултат иде на табелу онога ко га је најавио.
refusal-announced_elsewhere = { $cell } је најављено: потез се завршава уписом у то поље.
refusal-kontra_must_write = Вредност је могућа, па мора да се упише: прецртавање није дозвољено.
refusal-sum_row_cross = Макс, Мин, Хох и Тиф увек добијају збир коцкица.
refusal-announce_only = У { $cell } може да се упише само после најаве.
refusal-kontra_value = { $cell } не може да прими ове коцкице: вредност мора да се упише где је могућа, а Макс мора да остане изнад Мина.
refusal-column_order =
    { $cell } није следеће: колона { $column } се попуњава { $order ->
        [down] одозго надоле
        [up] одоздо нагоре
       *[other] својим редом
    }.
refusal-no_correction = { $ruleset } нема исправки.
refusal-nothing_to_correct = Немаш резултат који би преместио (исправка важи док не почне следећи потез твоје стране).
refusal-same_cell = Резултат је већ у том пољу.
refusal-corrections_used =
    Овај резултат је већ премештен { $most ->
        [one] { $most } пут
        [few] { $most } пута
       *[other] { $most } пута
    }, а више се не сме премештати.

## Око стола

board-title = 🏆 Ранг-листа Јамба
board-line =
    { $name } — **{ $wins ->
        [one] { $wins } победа
        [few] { $wins } победе
       *[other] { $wins } победа
    }** у { $games ->
        [one] { $games } игри
        [few] { $games } игре
       *[other] { $games } игара
    } · { NUMBER($rate, style: "percent") } · просек { NUMBER($average, maximumFractionDigits: 0) }
board-line-best = најбоље { $best } (игра бр. { $game })
board-rating-line =
    { $name } — рејтинг **{ NUMBER($ordinal, minimumFractionDigits: 1, maximumFractionDigits: 1) }** (μ { NUMBER($mu, minimumFractionDigits: 1, maximumFractionDigits: 1) }, σ { NUMBER($sigma, minimumFractionDigits: 1, maximumFractionDigits: 1) }) · { $games ->
        [one] { $games } игра
        [few] { $games } игре
       *[other] { $games } игара
    }
board-rating-scope = Рејтинг за { $ruleset } (сви начини, све време)
board-all-rulesets = сва правила
board-all-modes = сви начини
board-all-time = све време
board-30-days = последњих 30 дана
board-season = сезона { $season }
error-board-season = Сезона се пише као `2026-10` (месец) или `2026-Q3` (тромесечје) и мора већ да је почела.
error-board-season-off = Овај сервер нема сезоне: члан с дозволом Управљање сервером бира их са `/yamb-settings season:`.
board-by-wins = по победама
board-by-win_rate = по проценту победа
board-by-average = по просечном резултату
board-by-best = по најбољем резултату
board-your-rank = { $name }: место { $rank } од { $of } · страна { $page } од { $pages }
board-not-ranked = { $name }: још није на овој ранг-листи · страна { $page } од { $pages }
board-empty = Још нема завршених игара.
board-previous = ◀ Претходна
board-next = Следећа ▶
stats-none = { $who } још нема завршених игара на овом серверу.
stats-streak-won =
    { $count ->
        [one] последња игра добијена
        [few] { $count } победе заредом
       *[other] { $count } победа заредом
    }
stats-streak-lost =
    { $count ->
        [one] последња игра није добијена
        [few] { $count } игре без победе
       *[other] { $count } игара без победе
    }
stats-games = Игре
stats-wins = Победе
stats-wins-value = { $wins } ({ NUMBER($rate, style: "percent") })
stats-yambs = Бачени јамбови
stats-streak = Тренутни низ
stats-favourite = Омиљена правила
stats-ruleset-line =
    { $games ->
        [one] { $games } игра
        [few] { $games } игре
       *[other] { $games } игара
    } · { $wins ->
        [one] { $wins } победа
        [few] { $wins } победе
       *[other] { $wins } победа
    } · просек { NUMBER($average, maximumFractionDigits: 0) }
stats-best = најбоље { $best } (бр. { $game })
stats-kontra-best = Контра: најбоље { $best } (бр. { $game }; побеђује најмањи збир)
stats-last-scores = Последњи резултати по правилима, од најстаријег:
stats-legend-won = победа
stats-legend-other = није победа (или игра у самоћи)
stats-versus-bot = Противник: { $bot }
stats-versus-line =
    { $games ->
        [one] { $games } игра
        [few] { $games } игре
       *[other] { $games } игара
    } · { $wins ->
        [one] { $wins } победа
        [few] { $wins } победе
       *[other] { $wins } победа
    } · { $losses ->
        [one] { $losses } пораз
        [few] { $losses } пораза
       *[other] { $losses } пораза
    } · { $ties ->
        [one] { $ties } нерешена
        [few] { $ties } нерешене
       *[other] { $ties } нерешених
    } · просек { NUMBER($average, maximumFractionDigits: 0) }
score-best = најбоље { $best }
score-kontra-best = Контра: најбоље { $best } (побеђује најмањи збир)
duel-none = још нема игара
duel-even = нерешено
duel-margin = +{ NUMBER($margin, minimumFractionDigits: 1, maximumFractionDigits: 1) } за { $who }
duel-line =
    { $a } **{ $wins_a }** – **{ $wins_b }** { $b } ({ $ties ->
        [one] { $ties } нерешена
        [few] { $ties } нерешене
       *[other] { $ties } нерешених
    }) · просечна разлика { $margin } · последњи сусрет { $last }
duel-tie = нерешено
duel-last = Последњи сусрети:
duel-never = Још се нису срели.
history-none = На овом серверу још нема завршених игара.
history-title = 📜 Недавне игре
history-open = отвори
history-hints = 💡 коришћени савети
status-finished = завршена
status-abandoned = напуштена
status-cancelled = отказана
history-footer = Запис било које игре: `/yamb-scores export game:<broj>`
export-running = Игра бр. { $game } још траје; извези је кад се заврши.
export-none = Овде нема завршене игре бр. { $game } коју можеш да видиш.
export-none-here = У овом каналу још није завршена ниједна игра: наведи је са `/yamb-scores export game:<broj>` (види `/yamb-scores history`).
export-text = Игра бр. { $game } ({ $ruleset }, { $mode }, { $status }). Понови је са `python -m engine replay { $file }`; коцкице провери са `python -m engine verify { $file } { $seed }`
settings-title = ⚙️ Подешавања Јамба за овај сервер
settings-default_ruleset = Подразумевана правила
settings-default_mode = Подразумевани начин
settings-turn_timeout_minutes = Време за потез
settings-game_channels = Игре могу да почну у
settings-game_threads = Нит за сваку игру
settings-hints = Савети
settings-hints-on = укључени
settings-hints-off = искључени
settings-hints-practice = у играма за вежбу (са ботом или кад играш сам)
settings-bot_pace_ms = Темпо ботова
settings-seconds = { NUMBER($seconds, maximumFractionDigits: 3) } с по кораку
settings-language = Језик
settings-yes = да
settings-no = не
settings-minutes = { $minutes } мин
settings-everywhere = свим каналима
settings-changed = Промењено.
settings-unchanged = Ништа није промењено: за промену наведи опције.
settings-daily_channel = Дневни изазов се објављује у
settings-daily-off = нигде (искључено)
settings-season = Сезоне ранг-листа
settings-season-month = календарски месеци (УТЦ)
settings-season-quarter = тромесечја (УТЦ)
settings-season-off = искључене
settings-season_channel = Најбоља тројица сезоне објављују се у
settings-web = Странице на вебу
settings-web-on = укључене (ранг-листе, профили и снимци игара сервера на вебу)
settings-web-off = искључене
language-chosen = Од сада ти одговарам на језику { $language }, без обзира на језик твог Дискорда. Игре задржавају свој језик.
language-automatic = Од сада ти одговарам на језику твог Дискорда (сада: { $language }).

## /yамб хелп

help-title = 🎲 Јамб: како се овде игра
help-tour = Пет коцкица, до три бацања у потезу: задржи коцкице које ти одговарају (кликни их), баци остале, а затим упиши резултат у једно поље своје табеле. Свака игра има своју нит; порука тренутног потеза има дугмад, а могу да их користе само играчи које помиње. `/yamb rules` објашњава сва правила и начине игре. Дискорд нема српски, па су наредбе на енглеском.
help-start-title = Почетак
help-start = `/yamb new ruleset:classic` отвара игру овде (`language:` бира језик игре; `mode:kontra opponent:@Ana` изазива члана на двобој; `bots:1 level:hard` доводи бота за сто, а дугмад собе додају још); остали притисну Уђи, а домаћин Почни. `/yamb join`, `/yamb leave`, `/yamb start` раде исто наредбом.
help-play-title = Игра
help-play = Дугмад раде све. Наредбама: `/yamb roll keep:1 3` (коцкице по месту или бројеви `6 6 3`), `/yamb hold dice:2 5`, `/yamb announce cell:announce/yamb`, `/yamb write cell:free/full`, `/yamb cross cell:down/yamb`, `/yamb enough`, `/yamb correct cell:free2/straight` (Јам).
help-slow-title = Игре кроз више дана
help-slow = `/yamb new pace:slow`: сваки потез сме да траје сатима (подешавање сервера `slow_turn_hours`, подразумевано 24); на пола времена добијеш подсетник, а онда се деси оно што је сервер изабрао. `/yamb games` приказује твоје игре у току, прво оне у којима си на потезу; `/yamb notify` бира како сазнајеш да си на потезу (директна порука, помињање или ништа).
help-daily-title = Дневни изазов
help-daily = `/yamb daily`: једна игра дневно, исте коцкице за све, један покушај, игра се насамо (видиш је само ти). Затим `/yamb daily show:board` (додај `everywhere:True` за све сервере, `day:2026-11-28` за неки други дан) и `/yamb daily show:history`.
help-look-title = Поглед
help-look = `/yamb sheet member:@Ana` (видиш само ти), `/yamb hint` (твоје најбоље могућности сада, ако сервер дозвољава), `/yamb rules ruleset:yamm`, `/yamb help`, `/yamb language` (језик на коме ти одговарам).
help-table-title = Око стола
help-table = `/yamb end`, `/yamb kick member:@Bo`, `/yamb-settings` (управљање сервером).
help-scores-title = Резултати
help-scores = `/yamb-scores leaderboard` (`period:season` ранг-листа ове сезоне, `season:2026-10` неке раније), `/yamb-scores stats member:@Ana`, `/yamb-scores duel-record member:@Ana`, `/yamb-scores history`, `/yamb-scores export game:12`.

## Игре у нитима (наредба игре у каналу из ког су дошле)

error-no-game-your-thread = Игре овог канала играју се у сопственим нитима. Твоја је овде: { $link }
error-no-game-your-threads =
    Игре овог канала играју се у сопственим нитима. Твоје су овде:
    { $games }
error-no-game-your-threads-more =
    Игре овог канала играју се у сопственим нитима. Твоје су овде:
    { $games }
    …и још { $count ->
        [one] { $count } игра
        [few] { $count } игре
       *[other] { $count } игара
    }.
error-no-game-threads =
    У самом каналу се не игра ниједна игра: његове игре имају сопствене нити. Отвори неку и гледај или започни своју са `/yamb new`:
    { $games }
error-no-game-threads-more =
    У самом каналу се не игра ниједна игра: његове игре имају сопствене нити. Отвори неку и гледај или започни своју са `/yamb new`:
    { $games }
    …и још { $count ->
        [one] { $count } игра
        [few] { $count } игре
       *[other] { $count } игара
    }.

## Слике речима, за читаче екрана (опис сваке слике: највише 1024 знака)

alt-sheet = Табела: { $who }. Укупно { $total }; празна поља: { $empty } од { $cells }.
alt-sheet-final = Табела на крају: { $who }. Укупно { $total }.
alt-columns = По колонама: { $columns }.
alt-open = Отворено у овом потезу: { $cells }.
alt-open-column =
    { $column }: { $count ->
        [one] { $count } празно поље
        [few] { $count } празна поља
       *[other] { $count } празних поља
    }
alt-open-announce =
    { $column }: { $count ->
        [one] { $count } поље
       *[other] { $count } поља
    } уз најаву
alt-held =
    Резултат играча { $who } који чека ({ $dice }) може у { $count ->
        [one] { $count } поље
       *[other] { $count } поља
    }: { $cells }.
alt-more = још { $count }
alt-standings = Коначни поредак, { $ruleset } · { $mode }: { $ranking }.
alt-record = Запис игре { $game }: свако бацање, задржавање и упис, за понављање и проверу игре.
alt-rules = Празна табела, правила: { $ruleset }. Колоне: { $columns }. Редови: { $rows }.
alt-scores = Последњи резултати играча { $who }, од најстаријег: { $charts }.
alt-score-won = { $score } (победа)
alt-hint = Савет. Најбоље: { $best }.
alt-hint-next = Затим: { $options }.
alt-hint-dice = Коцкице на столу: { $dice }.

## Дневни изазов (`/yamb daily`)

daily-header = 📅 **Дневни изазов бр. { $number }** · { $ruleset } · данас исте коцкице за све · `SHA-256` семена `{ $commitment }…`
daily-yesterday = ⏳ Јучерашњи изазов: заврши га пре 00:00 `UTC`.
daily-expired = Дневни изазов бр. { $number } је затворен: покушаји остају отворени до краја следећег дана (`UTC`).
daily-finished =
    🏁 **Дневни изазов бр. { $number }** ({ $ruleset }) је завршен: **{ $total ->
        [one] { $total } поен
        [few] { $total } поена
       *[other] { $total } поена
    }**.
daily-rank-server = 🏅 Засад { $rank }. место од { $count } на овом серверу.
daily-rank-everywhere = 🏅 Засад { $rank }. место од { $count } на свим серверима.
daily-bot-scored = 🤖 Бот је данас постигао { $total }.
daily-streak =
    🔥 Низ: { $current } { $current ->
        [one] дан
        [few] дана
       *[other] дана
    } (најбољи { $best }).
daily-share = Подели
daily-board = Ранг-листа
daily-play = Играј данашњи изазов
hint-daily = У дневном изазову нема савета: свако сам игра исте коцкице.
daily-no-such-day = За тај дан још нема дневног изазова.
daily-bad-day = Дан наведи као датум (2026-11-28) или као број (#12).
daily-board-hidden = Прво заврши дневни изазов бр. { $number }: његова ранг-листа и табеле су скривене док га не одиграш или док се дан не заврши.
daily-board-title = 📅 Дневни изазов бр. { $number } · { $ruleset } · { $date } · { $scope }
daily-board-server = овај сервер
daily-board-everywhere = сви сервери
daily-board-line = { $rank }. { $who } — **{ $total }** ({ $time } `UTC`)
daily-board-line-next-day = { $rank }. { $who } — **{ $total }** ({ $time } `UTC`, следећег дана)
daily-board-bot = 🤖 { $bot } — { $total } (за поређење, ван поретка)
daily-board-empty = Овде га још нико није завршио.
daily-finishers =
    { $count ->
        [one] Засад га је завршио { $count } играч.
        [few] Засад су га завршила { $count } играча.
       *[other] Засад га је завршило { $count } играча.
    } Семе се открива кад се затворе покушаји тог дана.
daily-seed-revealed = Семе (откривено): `{ $seed }`
daily-history-title = 📅 Твоји дневни изазови
daily-history-none = Још ниси играо дневни изазов: пробај `/yamb daily`.
daily-history-line = #{ $number } · { $date } · { $ruleset } — **{ $total }** (игра бр. { $game })
daily-history-open = #{ $number } · { $date } · { $ruleset } — још отворен: `/yamb daily`
daily-history-expired = #{ $number } · { $date } · { $ruleset } — није завршен
daily-share-unfinished = Прво заврши изазов, па га онда подели.
daily-share-title = Јамб дана бр. { $number } · { $ruleset }
daily-share-text =
    🎲 { $who } је завршио **Јамб дана бр. { $number }** ({ $ruleset }): **{ $total ->
        [one] { $total } поен
        [few] { $total } поена
       *[other] { $total } поена
    }** · засад { $rank }. место од { $count } { $where ->
        [everywhere] на свим серверима
       *[here] овде
    } · 🔥 низ од { $streak } дана. Играј и ти: `/yamb daily`
alt-daily-share = Облик завршене табеле дневног изазова бр. { $number } ({ $ruleset }, укупно { $total }): један квадрат по пољу, светлији што је поље ближе свом најбољем резултату, прецртана поља су означена; без коцкица и вредности.
daily-announce =
    📅 **Јамб дана бр. { $number }** · { $ruleset } · { $date }
    Данас исте коцкице за све, свако има један покушај и игра насамо. `SHA-256` семена: `{ $commitment }`
daily-announce-top = 🏆 Дневни изазов бр. { $number } засад на овом серверу:
daily-announce-seed = 🔓 Дневни изазов бр. { $number } је затворен; његово семе: `{ $seed }` (сваки запис провери са `python -m engine verify`).
season-over = 🏆 **Сезона { $season } је завршена.** Најбоља тројица сваких правила играних у њој:
season-ruleset = **{ $ruleset }**: { $ranking }
season-place =
    { $place }. { $name } ({ $wins ->
        [one] { $wins } победа
        [few] { $wins } победе
       *[other] { $wins } победа
    })
season-begun = Сезона { $next } је почела: свака ранг-листа креће испочетка, рејтинг остаје (`/yamb-scores leaderboard period:season`).
season-picture-title = Сезона { $season }: најбоља тројица
season-wins =
    { $wins ->
        [one] { $wins } победа
        [few] { $wins } победе
       *[other] { $wins } победа
    }
season-detail =
    { $games ->
        [one] { $games } игра
        [few] { $games } игре
       *[other] { $games } игара
    }
alt-season = Сезона { $season }, најбоља тројица сваких правила: { $rulesets }.
stats-daily-streak = Низ дневних изазова
export-daily = Дневни изазов бр. { $number }, покушај: понови га са `python -m engine replay { $file }`; сваку коцкицу провери са `python -m engine verify { $file } { $seed }`
export-daily-open = Твој покушај дневног изазова бр. { $number } (видиш га само ти: други можда још играју ове коцкице). Понови га са `python -m engine replay { $file }`; семе дана се открива кад се затворе покушаји тог дана, а онда `python -m engine verify` проверава сваку коцкицу.
daily-see-sheet = Погледај табелу
daily-sheet-of = Табела играча { $who } за дневни изазов бр. { $number }: укупно { $total }.

## Игре кроз више дана (`/yamb new pace:slow`, `/yamb notify`, `/yamb games`)

pace-slow-line =
    ⏳ Спора игра: сваки потез сме да траје до { $hours ->
        [one] { $hours } сат
        [few] { $hours } сата
       *[other] { $hours } сати
    }; играч на потезу добија обавештење.
notify-default = Готово: кад си на потезу, јављам ти помињањем у игри, а у спорим играма и директном поруком.
notify-dm = Готово: кад си на потезу, јављам ти директном поруком, са линком ка игри.
notify-mention = Готово: кад си на потезу, јављам ти помињањем у игри.
notify-off = Готово: не јављам ти кад си на потезу; `/yamb games` показује где си на потезу.
notify-dm-refused = Нисам могао да ти пошаљем директну поруку за твој потез (твоје директне поруке су затворене за мене), па сам те уместо тога поменуо у игри. Отвори их у подешавањима приватности овог сервера или изабери `/yamb notify how:mention`.
ping-mention = 🎲 { $who }, на потезу си: { $link }
ping-dm = 🎲 На потезу си у Јамбу ({ $ruleset }, игра бр. { $game }): { $link }
games-none = Овде немаш игара у току. Отвори једну са `/yamb new`.
games-title = 🎲 Твоје игре у току ({ $count }):
games-your-turn = **на потезу си**
games-their-turn = на потезу: { $who }
games-line = - { $turn } · { $ruleset }, { $mode } · од { $since } · { $link }
games-line-slow = - { $turn } · { $ruleset }, { $mode } (спора игра) · од { $since } · { $link }
slow-reminder = ⏰ { $who }, твој потез чека: време му истиче { $until }. { $link }
slow-ended = ⌛ { $who } није одиграо на време: игра је завршена (напуштена), а { $who } ју је изгубио.
slow-played-for = ⌛ { $who } није одиграо на време: овај потез за њега игра бот.
thread-deleted = Нит игре бр. { $game } је обрисана: игра је завршена (напуштена).
settings-slow_turn_hours = Потез споре игре
settings-slow_timeout = Кад спором потезу истекне време
settings-hours =
    { $hours ->
        [one] { $hours } сат
        [few] { $hours } сата
       *[other] { $hours } сати
    }
settings-slow-timeout-bot = бот одигра тај потез
settings-slow-timeout-end = игра се завршава (напуштена)

## Турнири (`/yamb-tournament`, `/yamb-tournament-admin`)

error-not-organiser = Турнире могу да воде само чланови са правом управљања догађајима.
tournament-bad-name = Назив турнира има од { $low } до { $high } слова, цифара и размака: без обликовања, помињања и линкова.
tournament-bad-format = Изабери систем ({ $formats }) и правила која овај бот игра.
tournament-bad-mode = Турнир се игра у Контра двобојима или стандардним двобојима, уживо или споро.
tournament-robin-too-many = Турнир свако са сваким прима највише { $most } играча.
tournament-too-many-bots =
    Овај турнир прима највише { $most ->
        [one] { $most } бота
        [few] { $most } бота
       *[other] { $most } ботова
    }.
tournament-rounds-swiss = Број кола се задаје само турниру по швајцарском систему.
tournament-rounds-too-many =
    Са највише { $players } играча турнир по швајцарском систему има највише { $most } { $most ->
        [one] коло
       *[other] кола
    }: у више кола неки пар би се састао двапут.
tournament-rounds-capped =
    Турнир **{ $name }** игра { $rounds } { $rounds ->
        [one] коло
       *[other] кола
    } уместо { $asked }: са { $players } играча неки пар би се иначе састао двапут.
tournament-checkin-needs-start = Потврда доласка тражи време почетка (`start_in`) и траје најдуже до тада.
tournament-needs-threads = Турнирске игре се играју у нитима: овде морам да могу да правим јавне нити и да у њима шаљем поруке.
tournament-created = Турнир бр. { $number } **{ $name }** је отворен: порука за пријаве је у овом каналу.
tournament-none = На овом серверу нема турнира бр. { $number }.
tournament-none-here = Овде још нема турнира: организатор га отвара са `/yamb-tournament-admin create`.
tournament-join-already = Већ си пријављен на турнир **{ $name }**.
tournament-join-full = Турнир **{ $name }** је попуњен.
tournament-join-closed = Турнир **{ $name }** више не прима играче.
tournament-joined = Пријављен си на турнир **{ $name }**.
tournament-left = Одјавио си се са турнира **{ $name }**.
tournament-removed = { $who } више није на списку пријављених за турнир **{ $name }**.
tournament-leave-started = Турнир **{ $name }** је почео: са `/yamb-tournament drop` престајеш да играш од следећег кола.
tournament-not-entrant = Тај играч није на турниру **{ $name }**.
tournament-no-checkin = Турнир **{ $name }** нема потврду доласка.
tournament-checkin-closed = Потврда доласка за турнир **{ $name }** је затворена.
tournament-checkin-later = Потврда доласка се отвара { $when }.
tournament-checked-in = Потврдио си долазак на турнир **{ $name }**.
tournament-started-already = Турнир **{ $name }** је већ почео.
tournament-started = Турнир **{ $name }** је почео: праве се парови првог кола.
tournament-too-few = За почетак турнира **{ $name }** потребна су бар два играча.
tournament-too-few-now = Турнир **{ $name }** је отказан: долазак је потврдило мање од два играча.
tournament-too-few-signed = Турнир **{ $name }** је отказан: пријавило се мање од два играча.
tournament-drop-not-now = Тај играч сада не може да одустане од турнира **{ $name }**.
tournament-dropped = { $who } више не игра на турниру **{ $name }** (игра у току је изгубљена).
tournament-settle-result = Игру пресуди победом првог играча, другог или нерешеним исходом.
tournament-settle-none = Игра бр. { $game } није игра турнира **{ $name }** која још чека исход.
tournament-settled = Игра бр. { $game } турнира **{ $name }** је пресуђена.
tournament-ended-already = Турнир **{ $name }** је већ завршен.
tournament-cancelled = Турнир **{ $name }** је отказан; његове игре у току се завршавају.
tournament-format-swiss = Швајцарски систем
tournament-format-knockout = На испадање
tournament-format-round-robin = Свако са сваким
tournament-mode-kontra = Контра двобоји
tournament-mode-duel = двобоји (побеђује већи збир)
tournament-pace-live = уживо
tournament-pace-slow = кроз више дана
tournament-status-signup = пријаве отворене
tournament-status-running = у току
tournament-status-finished = завршен
tournament-status-cancelled = отказан
tournament-entrants =
    { $count ->
        [one] { $count }{ $limit } играч
        [few] { $count }{ $limit } играча
       *[other] { $count }{ $limit } играча
    }
tournament-starts = Почетак: { $when } ({ $relative }).
tournament-checkin-window = Потврда доласка се отвара { $minutes } мин пре почетка; ко не потврди долазак, остаје ван турнира.
tournament-checkin-late = Бот није био доступан кад је потврда доласка требало да се отвори, па се отвара тек сада: почетак се помера на { $when } ({ $relative }).
tournament-more = …и још { $count }
tournament-nobody = Још нико: притисни Пријави се.
tournament-join = Пријави се
tournament-leave = Одјави се
tournament-check-in = Потврди долазак
tournament-start = Почни
tournament-game-intro = 🏆 **{ $name }**, { $round }. коло, сто { $board }: { $first } против { $second }. Почиње { $first }. Срећно!
tournament-replay = Поновљена игра: прва игра овог пара завршена је нерешено.
tournament-bye = без противника
tournament-round = { $name }: { $round }. коло
tournament-round-replays = { $name }: { $round }. коло, понављање нерешених игара
tournament-round-short = { $round }. коло
tournament-line-game = { $board }. { $first } – { $second }{ $where }
tournament-line-bye = { $who } је слободан у овом колу (победа).
tournament-line-sits-out = { $who } не игра у овом колу (без игре и без бода).
tournament-round-threads = Свака игра има своју нит у овом каналу.
tournament-round-many =
    { $count ->
        [one] { $count } игра
        [few] { $count } игре
       *[other] { $count } игара
    }: погледај слику, нити и `/yamb-tournament show`.
tournament-pairings = Парови
tournament-points = { NUMBER($points, maximumFractionDigits: 1) } бод.
tournament-tiebreaks = { $wins }-{ $draws }-{ $losses } · Бухолц { NUMBER($buchholz, maximumFractionDigits: 1) } · СБ { NUMBER($sb, maximumFractionDigits: 1) } · { $margin }
tournament-over = 🏆 Турнир **{ $name }** је завршен!
tournament-final-standings = { $name }: коначни поредак
tournament-no-winner = Нико није победио: ниједан финалиста није одиграо финале.
tournament-standings = { $name }: поредак
tournament-round-now = { $round }. коло од { $rounds }:
tournament-result = { NUMBER($score, maximumFractionDigits: 1) } за првог
tournament-playing = игра се
tournament-list-title = 🏆 Турнири на овом серверу
tournament-list-line =
    #{ $number } **{ $name }** · { $kind } · { $status } · { $count ->
        [one] { $count } играч
        [few] { $count } играча
       *[other] { $count } играча
    }
stats-tournaments = Турнири
stats-tournaments-value = одиграно { $count }, најбоље место { $best }
alt-tournament-round = Парови { $round }. кола по столовима: игре и слободни играчи, укупно { $count }.
alt-tournament-standings = Поредак турнира { $name }: { $ranking }.
help-tournaments-title = Турнири
help-tournaments = `/yamb-tournament join` (или дугме Пријави се на поруци за пријаве), `leave`, `show` (поредак или костур турнира, игре кола), `list`, `drop`. Организатори (управљање догађајима): `/yamb-tournament-admin create name:Jesenji kup format:swiss bots:4`, `start`, `settle game:12 result:first`, `cancel`.
# везе ка вебу (ПУБЛИЦ_УРЛ и /yамб-сеттингс wеб:он сервера): дугмад са везом
link-full-board = Цела ранг-листа
link-replay = Преглед партије
link-tournament = Страница турнира
link-profile = Профил
link-daily = Изазов бр. { $number }: провери коцкице
