"""Small memos of macro expansions, a few per macro or per OUTPUT site.

A macro called from two places in one loop (WHEN [...] [...] twice) alternates between
two sets of inputs: one memo per macro would miss every time.  Each key keeps the
MEMO_SIZE sets of values it met last, the one found moved to the front.
"""

from __future__ import annotations

from ..lang.data import NIL, Pair
from ..lang.shapes import params_for

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

MEMO_SIZE = 4
HASHED_SIZE = 64  # memos of inputs that are words and lists, per key (forgotten beyond)
MAX_KEYS = 200  # (macros or sites; all forgotten beyond, as the interpreter's other caches)


def same_values(values: tuple, olds: tuple) -> bool:
    """The same inputs: each the same object, or an equal word or integer (shapes.same_members)."""
    for x, old in zip(values, olds, strict=False):
        if x is not old and (x.__class__ is not old.__class__ or x != old or (
                x.__class__ is not str and x.__class__ is not int)):
            return False
    return True


def _hashed(values: tuple) -> tuple | None:
    """VALUES as a key that same_values' sameness makes equal (words of type str and integers
    by value, lists by identity), or None when one is anything else (a float, an array ...)."""
    for x in values:
        cls = x.__class__
        if cls is not str and cls is not int and cls is not Pair and x is not NIL:
            return None
    return values


def recall(memos: dict, key: Any, values: tuple) -> Any:
    """The memo kept under KEY for VALUES (a tuple whose first member is the values), or None."""
    kept = memos.get(key)
    if kept is None:
        return None
    hashed = _hashed(values)
    if hashed is not None:
        return kept[0].get(hashed)
    entries = kept[1]
    for i, entry in enumerate(entries):
        if same_values(values, entry[0]):
            if i:
                entries.insert(0, entries.pop(i))
            return entry
    return None


def remember(memos: dict, key: Any, entry: tuple) -> None:
    """Keep ENTRY (the values first) under KEY (the last few whose values are not words and
    lists: before the others, the oldest forgotten)."""
    kept = memos.get(key)
    if kept is None:
        if len(memos) > MAX_KEYS:
            memos.clear()
        kept = memos[key] = ({}, [])
    hashed = _hashed(entry[0])
    if hashed is not None:
        if len(kept[0]) >= HASHED_SIZE:
            kept[0].clear()
        kept[0][hashed] = entry
        return
    entries = kept[1]
    entries.insert(0, entry)
    del entries[MEMO_SIZE:]


def remember_first(memos: dict, key: Any, entry: tuple) -> None:
    """Keep ENTRY first in the list kept under KEY, the oldest beyond MEMO_SIZE forgotten."""
    entries = memos.get(key)
    if entries is None:
        if len(memos) > MAX_KEYS:
            memos.clear()
        memos[key] = [entry]
        return
    entries.insert(0, entry)
    del entries[MEMO_SIZE:]


def same_shape(entries: list, result: Any) -> tuple | None:
    """(code, parameters) for the expansion RESULT from ENTRIES, the expansions with its
    first word run last (members, code, parameters, shape's key; the last first), the
    first entry's members known to differ from RESULT's: one of its shape (other numbers
    or words in the same places, computed by the macro), moved to the front.  None when
    none is."""
    for i, entry in enumerate(entries):
        params = params_for(result, entry[3])
        if params is not None:
            if i:
                entries.insert(0, entries.pop(i))
            return entry[1], params
    return None
