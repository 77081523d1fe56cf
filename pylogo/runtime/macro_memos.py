"""Small memos of macro expansions, a few per macro or per OUTPUT site.

A macro called from two places in one loop (WHEN [...] [...] twice) alternates between
two sets of inputs: one memo per macro would miss every time.  Each key keeps the
MEMO_SIZE sets of values it met last, the one found moved to the front.
"""

from __future__ import annotations

from ..lang.shapes import params_for

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

MEMO_SIZE = 4
MAX_KEYS = 200  # (macros or sites; all forgotten beyond, as the interpreter's other caches)


def same_values(values: tuple, olds: tuple) -> bool:
    """The same inputs: each the same object, or an equal word or integer (shapes.same_members)."""
    for x, old in zip(values, olds, strict=False):
        if x is not old and (x.__class__ is not old.__class__ or x != old or (
                x.__class__ is not str and x.__class__ is not int)):
            return False
    return True


def recall(memos: dict, key: Any, values: tuple) -> Any:
    """The memo kept under KEY for VALUES (a tuple whose first member is the values), or None."""
    entries = memos.get(key)
    if entries is None:
        return None
    for i, entry in enumerate(entries):
        if same_values(values, entry[0]):
            if i:
                entries.insert(0, entries.pop(i))
            return entry
    return None


def remember(memos: dict, key: Any, entry: tuple) -> None:
    """Keep ENTRY (the values first) under KEY, before the others, the oldest forgotten."""
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
