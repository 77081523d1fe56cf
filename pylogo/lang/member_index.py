"""Hashed MEMBERP and MEMBER searches of long lists searched again and again.

A search program typically keeps the states it has seen in a list that grows
by FPUT and asks MEMBERP of each new state: scanning the list each time
costs a comparison per member.  When a long list (or a list made by FPUT
onto it) is searched a second time, its members are indexed by a coarse
key: members EQUALP to each other always have the same key, so only the
members with the searched thing's key are compared (with EQUALP, in list
order: results are exactly those of a scan).  The index of a list moves to
a list made by putting a few members in front of it.  Lists changed in
place (.SETFIRST, .SETBF) make every index forgotten.
"""

from __future__ import annotations

from . import arith
from .arith import equal, find_equal, lists_equal
from .data import NIL, Array, Pair, ProtectedWord, fold, format_number, parse_number

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

LONG = 32  # members a list needs to be worth an index
_REACH = 3  # members that may be in front of an indexed list (FPUT onto it)
_MAX_INDEXES = 8

UNKNOWN = object()  # (_number_cell: no table answers)
_indexes: dict = {}  # id(first cell) -> (cell, {key: [cells in list order]})
_recent: list = [None]  # the last long list scanned without an index

# Short lists searched again and again: of words (a program's constant lists: MEMBERP
# :WORD [A AN THE], or a sentence searched for one word after another), their members in
# lower case answer the searches without comparing member by member; of lists that begin
# with a word (MEMBERP :PHRASE [[AS OLD AS] [AGE]]), only the members whose first word is
# the searched list's, in lower case, are compared.
SHORT = 64  # members at most
word_sets: dict = {}  # id(first cell) -> (cell, {member in lower case: its first cell} or None,
#                                          {first word in lower case: [cells]} or None)
_scanned_once: dict = {}  # id(first cell) -> cell: short lists searched once


# Short lists searched again and again for numbers (BASIC's MEMBER :LINE :LINENUMBERS):
# each number among their members, or that a word among them stands for -> its first cell.
number_sets: dict = {}  # id(first cell) -> (cell, {number: first cell} or None)
_number_scans: dict = {}  # id(first cell) -> cell: short lists searched once for a number
_EXACT = 2.0**53  # integers and floats below it compare alike as floats and in a dict


def forget() -> None:
    """A list was changed in place: no index can be trusted."""
    _indexes.clear()
    _recent[0] = None
    word_sets.clear()
    _scanned_once.clear()
    number_sets.clear()
    _number_scans.clear()


def _number_cell(thing: Any, lst: Any) -> Any:
    """member_cell for THING a finite number: from LST's table of numbers once it is
    searched a second time (UNKNOWN when it has none)."""
    tables = number_sets.get(id(lst))
    if tables is None or tables[0] is not lst:
        if not _again(_number_scans, lst):
            return UNKNOWN
        tables = _keep(number_sets, lst, (lst, _numbers_of(lst)))
    if tables[1] is None or not -_EXACT < thing < _EXACT:
        return UNKNOWN
    return tables[1].get(thing)


def _numbers_of(lst: Any) -> dict | None:
    """Each number of LST's members (a number, or a word standing for one) -> the first
    cell holding it; None when LST is long or holds anything but words and numbers, or a
    number beyond _EXACT (or not finite)."""
    cells = _short_cells(lst)
    if cells is None:
        return None
    numbers: dict = {}
    for cell in cells:
        m = cell.first
        cls = m.__class__
        if cls is str or cls is ProtectedWord:
            m = parse_number(m) if m else None
        elif cls is not int and cls is not float:
            return None
        if m is not None:
            if not -_EXACT < m < _EXACT:  # (NaN too)
                return None
            numbers.setdefault(m, cell)
    return numbers


def _short_cells(lst: Any) -> list | None:
    """The cells of LST, a list of SHORT members at most (else None)."""
    cells = []
    cell = lst
    while cell.__class__ is Pair:
        if len(cells) == SHORT:
            return None
        cells.append(cell)
        cell = cell.rest
    return cells


def key(x: Any) -> Any:
    """A hashable key with key(a) == key(b) whenever EQUALP a b."""
    cls = x.__class__
    if cls is str or cls is ProtectedWord:
        number = parse_number(x)
        return str.lower(x) if number is None else _number_key(number)
    if cls is int:
        return x
    if cls is float:
        return _number_key(x)
    if cls is Pair:
        return tuple([key(m) for m in x])
    if x is NIL:
        return ()
    if cls is Array:
        return ("array", id(x))
    return ("other", id(x))


def _number_key(x: Any) -> Any:
    if x.__class__ is float and (x != x or x in (float("inf"), float("-inf"))):
        return format_number(x)  # equal to the word with that text
    return x


def member_cell(thing: Any, lst: Any) -> Any:
    """The first cell of LST whose member is EQUALP to THING, or None."""
    seen = False  # LST is known to the word tables (its tables, or None: not of that kind)
    cls = thing.__class__
    if cls is str or cls is Pair:
        tables = word_sets.get(id(lst))
        if tables is not None and tables[0] is lst:
            if cls is str:
                if tables[1] is not None:
                    # No member is a number (words that are numerals compare by their text
                    # too): THING is EQUALP to one only if its text is, and
                    # the first member of its text in lower case is the first EQUALP one when
                    # case is ignored, or when that member is THING's very text.
                    cell = tables[1].get(fold(thing))
                    if cell is None or cell.first == thing or arith.case_ignored():
                        return cell
            elif tables[2] is not None and thing.first.__class__ is str:
                # EQUALP lists have first words equal in lower case (none is a number)
                for cell in tables[2].get(fold(thing.first), ()):
                    if lists_equal(thing, cell.first, True):
                        return cell
                return None
            seen = True
    elif (cls is int or cls is float) and lst.__class__ is Pair:
        found = _number_cell(thing, lst)
        if found is not UNKNOWN:
            return found
    entry = None
    if _indexes:
        entry = _indexes.get(id(lst))
        if (entry is None or entry[0] is not lst) and lst.__class__ is Pair:
            entry = _indexes.get(id(lst.rest))  # most often, one FPUT onto an indexed list
            entry = _moved_index(lst) if entry is not None else None
    if entry is None:
        found = find_equal(thing, lst)
        if (cls is str or cls is Pair) and lst.__class__ is Pair and not seen:
            _maybe_word_set(lst)
        if found is None:  # the whole list was scanned: perhaps worth an index
            _maybe_index(lst)
        return found
    for cell in entry[1].get(key(thing), ()):
        if equal(thing, cell.first):
            return cell
    return None


def _maybe_word_set(lst: Any) -> None:
    """Keep the tables of a short list searched a second time."""
    if _again(_scanned_once, lst):
        _keep(word_sets, lst, (lst, _words_of(lst), _firsts_of(lst)))


def _again(searched: dict, lst: Any) -> bool:
    """Was LST searched before (noted in SEARCHED)?  Noted now if not."""
    if searched.get(id(lst)) is lst:
        return True
    _keep(searched, lst, lst)
    return False


def _keep(table: dict, lst: Any, value: Any) -> Any:
    """VALUE, kept in TABLE for LST (by its identity; the table forgotten when full)."""
    if len(table) >= 1000:
        table.clear()
    table[id(lst)] = value
    return value


def _words_of(lst: Any) -> dict | None:
    """Each member of LST in lower case -> its first cell; None when LST is long or
    holds anything but words (a word is EQUALP to another by its text, even a number's:
    "1.0 is not "1; a number itself, by value, is another matter: not in these tables)."""
    cells = _short_cells(lst)
    if cells is None:
        return None
    words: dict = {}
    for cell in cells:
        m = cell.first
        if m.__class__ is not str and m.__class__ is not ProtectedWord:
            return None
        words.setdefault(fold(m), cell)
    return words


def _firsts_of(lst: Any) -> dict | None:
    """The first word in lower case of each member of LST -> the cells of the members it
    begins, in list order; None when LST is long or a member is not a list beginning with
    a word (of type str) that is not a number."""
    cells = _short_cells(lst)
    if cells is None:
        return None
    firsts: dict = {}
    for cell in cells:
        m = cell.first
        if m.__class__ is not Pair or m.first.__class__ is not str or parse_number(m.first) is not None:
            return None
        firsts.setdefault(fold(m.first), []).append(cell)
    return firsts


def _moved_index(lst: Any) -> Any:
    """The index of a list a few members behind LST, moved to LST, or None."""
    front = []
    cell = lst
    for _ in range(_REACH):
        if cell.__class__ is not Pair:
            return None
        front.append(cell)
        cell = cell.rest
        entry = _indexes.get(id(cell))
        if entry is not None and entry[0] is cell:
            del _indexes[id(cell)]
            index = entry[1]
            for new in reversed(front):
                k = key(new.first)
                cells = index.get(k)
                if cells is None:
                    index[k] = [new]
                else:
                    cells.insert(0, new)
            entry = _indexes[id(lst)] = (lst, index)
            return entry
    return None


def _maybe_index(lst: Any) -> None:
    """Index LST when it is long and it, or the list behind it, was scanned before."""
    recent = _recent[0]
    again = recent is not None and (recent is lst or (lst.__class__ is Pair and lst.rest is recent))
    if not _is_long(lst):
        return
    if not again:
        _recent[0] = lst
        return
    _recent[0] = None
    index: dict = {}
    for cell in _cells(lst):
        k = key(cell.first)
        cells = index.get(k)
        if cells is None:
            index[k] = [cell]
        else:
            cells.append(cell)
    if len(_indexes) >= _MAX_INDEXES:
        _indexes.clear()
    _indexes[id(lst)] = (lst, index)


def _is_long(lst: Any) -> bool:
    n = 0
    while lst.__class__ is Pair:
        n += 1
        if n >= LONG:
            return True
        lst = lst.rest
    return False


def _cells(lst: Any) -> Any:
    while lst.__class__ is Pair:
        yield lst
        lst = lst.rest
