"""Compiled procedures kept by their definition's text.

A program that writes procedures (DEFINE, TO in RUN, COPYDEF) often defines
the same text again.  Compiling it would give the same Python code, so the
code of an earlier definition is used again when the text, the input names
and the procedures its lines call (found while it was read) are the same.
The literal lists of the new definition replace the old one's among the
code's constants, so the code uses the new definition's own lists.
"""

from __future__ import annotations

from .data import NIL, Pair, ProtectedWord

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

MAX_ENTRIES = 2000
_NO_NAMES: frozenset = frozenset()


class Entry:
    """What compiling one definition gave, and what it depended on."""

    __slots__ = ("lines", "code", "consts", "lookups", "effects", "line_map", "deps", "names")

    def __init__(self, lines: list, code: Any, consts: list, lookups: dict, effects: list,
                 line_map: dict, deps: set, names: frozenset) -> None:
        self.lines = lines
        self.code = code
        self.consts = consts
        self.lookups = lookups
        self.effects = effects
        self.line_map = line_map
        self.deps = deps
        self.names = names


class _NoKey(Exception):
    pass


def definition_key(proc: Any, traced_names: set) -> tuple | None:
    """A hashable key for everything of PROC its compiled code depends on (or None)."""
    try:
        formals = tuple([(f.name, f.kind, _freeze(f.default), _freeze(f.source)) for f in proc.formals])
        lines = tuple([_freeze(line) for line in proc.lines])
    except _NoKey:
        return None
    return (proc.name, proc.is_macro, proc.traced, proc.stepped, formals, lines,
            frozenset(traced_names) if traced_names else _NO_NAMES)


def _freeze(x: Any) -> Any:
    cls = x.__class__
    if cls is str:
        return x
    if cls is Pair or x is NIL:
        items = []
        add = items.append
        while x.__class__ is Pair:
            item = x.first
            add(item if item.__class__ is str else _freeze(item))  # words: most members
            x = x.rest
        return ("l", tuple(items))
    if cls is int or cls is float:
        return (cls.__name__, x)
    if cls is ProtectedWord:
        return ("w", str(x), x.marks)
    if cls is tuple or cls is list:
        return ("t", tuple(_freeze(i) for i in x))
    raise _NoKey()


def lookups_hold(entry: Entry, procs: dict) -> bool:
    """Do the names the definition called still name procedures read the same way?"""
    for name, old in entry.lookups.items():
        new = procs.get(name)
        if new is old:
            continue
        if new is None or old is None or new.is_primitive or old.is_primitive:
            return False
        if (new.signature != old.signature or new.is_macro != old.is_macro
                or new.name != old.name or new.kind != old.kind):
            return False
    return True


def new_consts(entry: Entry, lines: list) -> list | None:
    """The entry's constants with the new LINES' lists in place of the old ones (or None)."""
    old_cells = None
    out = []
    for value in entry.consts:
        cls = value.__class__
        if cls is Pair:
            if old_cells is None:
                old_cells = _pair_map(entry.lines, lines)
                if old_cells is None:
                    return None
            value = old_cells.get(id(value))
            if value is None:
                return None
        elif not _plain(value):
            return None
        out.append(value)
    return out


def _pair_map(old_lines: list, new_lines: list) -> dict | None:
    """id of each cell of OLD_LINES -> the cell at the same place of NEW_LINES."""
    mapping: dict = {}
    stack = list(zip(old_lines, new_lines, strict=True))
    while stack:
        a, b = stack.pop()
        while a.__class__ is Pair:
            if b.__class__ is not Pair:
                return None
            mapping[id(a)] = b
            if a.first.__class__ is Pair:
                stack.append((a.first, b.first))
            a = a.rest
            b = b.rest
    return mapping


def _plain(value: Any) -> bool:
    """A constant that holds no list (so it can be shared by two definitions)."""
    cls = value.__class__
    if cls in (str, int, float, bool, ProtectedWord) or value is None or value is NIL:
        return True
    if cls is frozenset:
        return all(x.__class__ is str for x in value)
    if cls is tuple:
        for x in value:
            if not _plain(x):
                return False
        return True
    if cls is dict:
        return all(_plain(k) and _plain(v) for k, v in value.items())
    return False
