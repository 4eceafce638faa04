"""Cells and columns named as people say them ("Free · Full house"), in every language, and
found again from what a player types (an id like `free/full`, or those words in any of our
languages, in any letter case)."""

from __future__ import annotations

import unicodedata
from functools import cache

from engine import Ruleset, get_ruleset

from .. import i18n
from ..labels import column_word, label


def column_name(ruleset: Ruleset, column_id: str, lang: str) -> str:
    """A column's word; yamm's three columns of a kind are numbered ("Down 2")."""
    column = ruleset.columns[ruleset.column_index[column_id]]
    word = column_word(column.kind, lang)
    number = column_id[len(column.kind.value) :]
    return f"{word} {number}" if number else word


def row_name(ruleset: Ruleset, row_id: str, lang: str) -> str:
    return row_id if row_id.isdigit() else label(row_id, lang, ruleset.name)


def cell_name(ruleset: Ruleset, cell: str, lang: str) -> str:
    """`free/full` -> "Free · Full house" (in `lang`)."""
    return _cell_name(ruleset.name, cell, lang)


@cache
def _cell_name(ruleset_name: str, cell: str, lang: str) -> str:
    ruleset = get_ruleset(ruleset_name)
    column_id, _, row_id = cell.partition("/")
    if column_id not in ruleset.column_index or row_id not in ruleset.row_index:
        return cell
    return f"{column_name(ruleset, column_id, lang)} · {row_name(ruleset, row_id, lang)}"


def fold(text: str) -> str:
    """For matching what people type: letter case, accents and spacing do not matter."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    kept = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    for mark in "·/-_.,":
        kept = kept.replace(mark, " ")
    return " ".join(kept.split())


@cache
def _cells_by_words(ruleset_name: str) -> dict[str, str]:
    ruleset = get_ruleset(ruleset_name)
    found: dict[str, str] = {}
    for cell in ruleset.cell_names:
        found.setdefault(fold(cell), cell)
        for lang in i18n.LOCALES:
            found.setdefault(fold(cell_name(ruleset, cell, lang)), cell)
    return found


def find_cell(ruleset: Ruleset, text: str) -> str | None:
    """The cell a player means, or None."""
    return _cells_by_words(ruleset.name).get(fold(text))
