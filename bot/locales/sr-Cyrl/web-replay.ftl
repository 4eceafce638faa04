### Generated from sr-Latn/web-replay.ftl by tools/sr_cyrl.py: edit that file, then run
### PYTHONPATH=. python tools/sr_cyrl.py

web-replay-title = Понављање игре
web-replay-daily = Дневни изазов бр. { $number } ({ $date })
web-replay-place = Место
web-replay-steps = Корак по корак
web-replay-first = Први
web-replay-previous = Претходни
web-replay-next = Следећи
web-replay-last = Последњи
web-replay-step = Корак
web-replay-step-of = Корак { $step } од { $steps }
web-replay-keys = Тастери: ← и → иду корак назад и напред, { $home } и { $end } на почетак и на крај. Адреса памти корак: веза отвара игру у том тренутку.
web-replay-no-script = Без Јаваскрипта ова страна показује крај игре; списак потеза испод препричава целу игру.
web-replay-dice = Коцкице на столу
web-replay-sheets = Табеле
web-replay-crossed = прецртано
web-replay-moves = Сви потези ({ $count })

## Шта је који корак урадио

web-replay-start = Игра почиње: { $players }.
web-replay-throw = { $who } је бацио { $dice }.
web-replay-throw-kept = { $who } је задржао { $kept } и бацио поново: { $dice }.
web-replay-throw-kept-for = { $who } је задржао { $kept } за { $thrower }, који је бацио поново: { $dice }.
web-replay-throw-partner = { $who } је бацио { $dice }; резултат играча { $held } чека.
web-replay-keep-none = ниједну коцкицу
web-replay-announced = { $who } је најавио { $cell }.
web-replay-announced-for = { $who } је најавио { $cell } за { $thrower }.
web-replay-declined = { $who } је одустао од потеза, прецртао { $cell } и узео 3 шибице.
web-replay-corrected = { $who } је преместио последњи резултат у { $cell }: { $value }.

## Потез у неком кораку

web-replay-turn = Потез { $n }: { $who }
web-replay-writes = { $writer } уписује

## Поштене коцкице

web-replay-fair = Поштене коцкице
web-replay-fair-intro = Свако бацање је дошло из тајног семена. Његов отисак је објављен на почетку игре, а семе се показује сада кад је игра завршена: свако може да провери сваку коцкицу.
web-replay-daily-dice = Коцкице покушаја дневног изазова долазе из тајног семена тог дана, исте за све који га играју. Отисак семена је објављен на почетку дана, а семе се показује кад се дан затвори: свако може да провери сваку коцкицу.
web-replay-commitment = Отисак семена ({ $hash })
web-replay-seed = Семе
web-replay-seed-hidden = Није приказано.
web-replay-verify = Сваку коцкицу провери записом игре и семеном:
web-replay-record = Преузми запис игре ({ $format })
