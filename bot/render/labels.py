"""Every word drawn on the pictures, by language (Discord locale prefix), in one place.

English is complete; other languages fall back to it word by word. Row names follow the seed
sheets of each tradition (RULES.md): Croatian from "YAMB: Pravila igre" and the Jamb/Tris
leaflet, Bulgarian from "ЯМБ (Упътване)", Russian from konrads.ru, German from the Swiss Yamm
page. Keys are the engine's row ids, so a ruleset's own words (poker, four, kare) stay apart.
"""

from __future__ import annotations

from engine import ColumnKind

# Column marks: language-neutral, so they are not translated; the word under them is.
COLUMN_MARK: dict[ColumnKind, str] = {
    ColumnKind.DOWN: "↓",
    ColumnKind.UP: "↑",
    ColumnKind.FREE: "↕",
    ColumnKind.ANNOUNCE: "★",
}

LABELS: dict[str, dict[str, str]] = {
    "en": {
        # rows
        "max": "Max",
        "min": "Min",
        "two_pairs": "Two pairs",
        "straight": "Straight",
        "full": "Full house",
        "poker": "Poker",
        "yamb": "Yamb",
        "triple": "Triple",
        "four": "Four",
        "kare": "Kare",
        "tris": "Tris",
        "hoch": "Hoch",
        "tief": "Tief",
        "yamm": "Yamm",
        # computed rows
        "upper": "Sum 1–6",
        "bonus": "Bonus",
        "max_min": "(Max−Min)×1",
        "lower": "Sum",
        "total": "Total",
        "one_throw": "One-throw Yamm bonus",
        # columns
        "col_down": "Down",
        "col_up": "Up",
        "col_free": "Free",
        "col_announce": "Announce",
        # during a turn
        "sheet_total": "Total {n}",
        "throw_of": "Throw {n} of {m}",
        "throw_paid": "Throw {n} (paid)",
        "announced": "Announced: {cell}",
        "kept": "kept",
        "matches": "Matches: {n}",
        "if_written": "Grey values: what these dice would score",
        "held": "{name}:",
        # standings
        "standings": "Final standings",
        "points": "Total",
        "standings_running": "Standings so far",
        "settlement": "Settlement",
        "lowest_wins": "Kontra: the lowest total wins",
        "winner": "winner",
    },
    "hr": {
        "max": "Max",
        "min": "Min",
        "two_pairs": "Dva para",
        "straight": "Skala",
        "full": "Full",
        "poker": "Poker",
        "yamb": "Jamb",
        "triple": "Tris",
        "four": "Poker",
        "kare": "Poker",
        "tris": "Tris",
        "hoch": "Max",
        "tief": "Min",
        "yamm": "Jamb",
        "upper": "Zbroj 1–6",
        "bonus": "Bonus",
        "max_min": "(Max−Min)×1",
        "lower": "Zbroj",
        "total": "Stupac",
        "one_throw": "Jamb iz prve",
        "col_down": "Dolje",
        "col_up": "Gore",
        "col_free": "Slobodno",
        "col_announce": "Najava",
        "sheet_total": "Ukupno {n}",
        "throw_of": "Bacanje {n} od {m}",
        "throw_paid": "Bacanje {n} (plaćeno)",
        "announced": "Najava: {cell}",
        "matches": "Šibice: {n}",
        "if_written": "Sivo: koliko bi ove kockice donijele",
        "standings": "Konačni poredak",
        "points": "Ukupno",
        "standings_running": "Poredak zasad",
        "settlement": "Obračun",
        "lowest_wins": "Kontra: pobjeđuje najmanji zbroj",
        "winner": "pobjednik",
    },
    "bg": {
        "max": "Максимум",
        "min": "Минимум",
        "two_pairs": "Два чифта",
        "straight": "Поредица",
        "full": "Фул",
        "poker": "Покер",
        "yamb": "Ямб",
        "triple": "Тройка",
        "four": "Четворка",
        "kare": "Каре",
        "tris": "Тройка",
        "hoch": "Максимум",
        "tief": "Минимум",
        "yamm": "Ямб",
        "upper": "Общо 1–6",
        "bonus": "Бонус",
        "max_min": "(Макс−Мин)×1",
        "lower": "Сума",
        "total": "Резултат",
        "col_down": "Надолу",
        "col_up": "Нагоре",
        "col_free": "Свободна",
        "col_announce": "Обява",
        "sheet_total": "Общо {n}",
        "throw_of": "Хвърляне {n} от {m}",
        "announced": "Обява: {cell}",
        "standings": "Крайно класиране",
        "points": "Общо",
        "standings_running": "Класиране досега",
        "lowest_wins": "Контра: печели най-малкият резултат",
        "winner": "победител",
    },
    "ru": {
        "max": "Максимум",
        "min": "Минимум",
        "two_pairs": "Две пары",
        "straight": "Стрит",
        "full": "Фулл",
        "poker": "Покер",
        "yamb": "Ямб",
        "triple": "Тройка",
        "four": "Каре",
        "kare": "Каре",
        "tris": "Тройка",
        "hoch": "Максимум",
        "tief": "Минимум",
        "yamm": "Ямб",
        "upper": "Школа",
        "bonus": "Премия",
        "max_min": "(Макс−Мин)×1",
        "lower": "Сумма",
        "total": "Итог",
        "col_down": "По ходу",
        "col_up": "Против",
        "col_free": "Свободно",
        "col_announce": "Заявка",
        "sheet_total": "Итого {n}",
        "throw_of": "Бросок {n} из {m}",
        "throw_paid": "Бросок {n} (за спичку)",
        "announced": "Заявка: {cell}",
        "matches": "Спички: {n}",
        "standings": "Итоги игры",
        "points": "Итого",
        "standings_running": "Счёт сейчас",
        "settlement": "Расчёт",
        "lowest_wins": "Контра: побеждает наименьшая сумма",
        "winner": "победитель",
    },
    "de": {
        "max": "Max",
        "min": "Min",
        "two_pairs": "Zwei Paare",
        "straight": "Strasse",
        "full": "Full House",
        "poker": "Poker",
        "yamb": "Yamb",
        "four": "Vierling",
        "kare": "Vierling",
        "hoch": "Hoch",
        "tief": "Tief",
        "yamm": "Yamm",
        "upper": "Zwischentotal",
        "bonus": "Bonus",
        "lower": "Summe",
        "total": "Spaltentotal",
        "one_throw": "Yamm in einem Wurf",
        "col_down": "Ab",
        "col_up": "Auf",
        "col_free": "Frei",
        "col_announce": "Ansage",
        "sheet_total": "Total {n}",
        "throw_of": "Wurf {n} von {m}",
        "announced": "Angesagt: {cell}",
        "standings": "Schlussstand",
        "points": "Total",
        "standings_running": "Zwischenstand",
        "settlement": "Abrechnung",
        "lowest_wins": "Kontra: die kleinste Summe gewinnt",
        "winner": "Sieger",
    },
}


def language(lang: str) -> str:
    """The table for a Discord locale (`en-US`, `hr`, ...): its prefix, or English."""
    prefix = (lang or "en").split("-")[0].lower()
    return prefix if prefix in LABELS else "en"


def label(key: str, lang: str = "en", **params: object) -> str:
    """The word for `key` in `lang`, falling back to English; row ids 1-6 are themselves."""
    text = LABELS[language(lang)].get(key) or LABELS["en"].get(key, key)
    return text.format(**params) if params else text


def column_word(kind: ColumnKind, lang: str = "en") -> str:
    return label(f"col_{kind.value}", lang)
