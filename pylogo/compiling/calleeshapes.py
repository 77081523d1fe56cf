"""Instruction lists that differ only in the user procedures they call, sharing their code.

A program that writes procedures often runs lists it builds to call them: ``run (list
word "val. :n)``, ``run (list :name 3)``.  Each new name makes a new shape (shapes.py keeps
the words of a list that are not data), so each list would be compiled anew.  Here a word
of a shape's key naming a user procedure stands for what reading a call of it depends on
(its inputs, macro or not, command or operation: the callee's placeholder of numbered.py);
code compiled for one list of such a general shape serves the others with a copy of its
code object naming their procedures (the global names of their entries and of their
objects, and the names as typed, for error messages) in place of the first list's.

A copy is refused (the list is compiled as usual) when a name of the first list appears
in its code otherwise than as the call: in another word, in a constant outside the code
(a list, a long message), or twice with different meanings.
"""

from __future__ import annotations

from ..lang.data import NIL, fold
from .common import CodeType, FunctionType
from .numbered import CALLEE, names_in, renamed_code

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

_NAME_CHARS = frozenset(' \t\n[](){}|;~"+-*/=<>:?\\')  # (a word with one of these is no plain name)
MAX_SHAPES = 2000


def code_for(interp: Any, key: tuple, variant: tuple, compile_it: Any) -> Any:
    """The entry of the shape cache for KEY (a shape's key) and VARIANT (how the list is
    run): a copy of the code of a list of the same general shape when there is one, else
    what COMPILE_IT gives (kept for the next lists of that general shape)."""
    general = general_key(key, interp.procs)
    if general is None:
        return compile_it()
    table = interp.callee_shapes
    gkey = (general[0], variant)
    found = table.get(gkey)
    if found is not None:
        if found[0] == general[1]:
            return found[1]
        entry = copied(interp, found[1], found[0], general[1])
        if entry is not None:
            return entry
    entry = compile_it()
    if entry is not None and found is None:
        if len(table) > MAX_SHAPES:
            table.clear()
        table[gkey] = (general[1], entry, set(entry[1]) - {fold(w) for w in general[1]})
    return entry


def general_key(key: tuple, procs: dict) -> tuple | None:
    """(KEY with each word naming a user procedure replaced by its placeholder, those
    words in order), or None when KEY names none."""
    words = []
    general = []
    for item in key:
        if item.__class__ is str and item and item[0] not in "0123456789." and _NAME_CHARS.isdisjoint(item):
            proc = procs.get(item.lower() if item.isascii() else fold(item))
            if proc is not None and not proc.is_primitive:
                words.append(item)
                item = (CALLEE, proc.signature, proc.is_macro, proc.kind)
        general.append(item)
    return (tuple(general), tuple(words)) if words else None


def copied(interp: Any, entry: tuple, old_words: tuple, new_words: tuple) -> tuple | None:
    """ENTRY ((function of parameters, deps), compiled for a list calling OLD_WORDS) for a
    list of the same general shape calling NEW_WORDS instead, or None (see the module)."""
    fn, deps = entry
    renames: dict = {}
    keys: dict = {}
    for old, new in zip(old_words, new_words, strict=True):
        if renames.setdefault(old, new) != new or keys.setdefault(fold(old), fold(new)) != fold(new):
            return None  # (one name for two, or two for one)
    places = _renamable(interp, fn, tuple(renames), tuple(keys))
    if places is None:
        return None
    globals_map = {name: (interp.proc_ns_name(keys[key]) if prefix == "Q"
                          else interp.user_ns_name(keys[key], prefix)) for name, prefix, key in places}
    new_code = renamed_code(fn.__code__, globals_map, renames)
    copy = FunctionType(new_code, fn.__globals__, fn.__name__, fn.__defaults__, fn.__closure__)
    return copy, (set(deps) - set(keys)) | set(keys.values())


_analysed: dict = {}  # (id of a function, the words it calls, their keys) -> (it, _analysis's)


def _renamable(interp: Any, fn: Any, words: tuple, keys: tuple) -> list | None:
    """_analysis of FN calling the procedures named WORDS (KEYS: their keys), once for
    the lists of one general shape."""
    memo = (id(fn), words, keys)
    found = _analysed.get(memo)
    if found is not None and found[0] is fn:
        return found[1]
    places = _analysis(interp, fn, words, keys)
    if len(_analysed) > MAX_SHAPES:
        _analysed.clear()
    _analysed[memo] = (fn, places)
    return places


def _analysis(interp: Any, fn: Any, words: tuple, keys: tuple) -> list | None:
    """The global names of FN's code (and of the code in it) standing for the procedures
    KEYS, as (name, its prefix, the key), when those procedures (named WORDS in the list)
    can be renamed in it; None when a name appears otherwise (see the module)."""
    try:
        if fn.__closure__ and any(_holds(cell.cell_contents, keys) for cell in fn.__closure__):
            return None
    except ValueError:  # (an empty cell)
        return None
    code = fn.__code__
    names: set = set()
    strings: list = []
    names_in(code, names, strings)
    if _in_collections(code, keys) or any(s not in words and any(k in fold(s) for k in keys)
                                          for s in strings):
        return None
    places = []
    for key in keys:
        for prefix in "UCEKXQ":
            name = interp._mangle(prefix, key)
            if name in names:
                places.append((name, prefix, key))
    renamed = {place[0] for place in places}
    if any(k in fold(n) for n in names if n not in renamed for k in keys):
        return None  # (a name of the namespace made otherwise from the name)
    return places


def _holds(value: Any, keys: dict) -> bool:
    """Might the constant VALUE hold one of the names KEYS (a word with it, a list ...)?"""
    if value.__class__ is str:
        folded = value.lower() if value.isascii() else fold(value)
        return any(k in folded for k in keys)
    if value.__class__ in (int, float, bool) or value is None or value is NIL or callable(value):
        return False
    return True  # (a list, an array, anything else: not looked into)


def _in_collections(code: Any, keys: dict) -> bool:
    """Does a tuple or frozenset among the constants of CODE (or of the code in it) hold a
    word with one of the names KEYS?  (Only words standing alone are renamed.)"""
    for const in code.co_consts:
        if const.__class__ is CodeType:
            if _in_collections(const, keys):
                return True
        elif const.__class__ in (tuple, frozenset) and _holds_word(const, keys):
            return True
    return False


def _holds_word(items: Any, keys: dict) -> bool:
    for item in items:
        if item.__class__ in (tuple, frozenset):
            if _holds_word(item, keys):
                return True
        elif isinstance(item, str) and any(k in fold(item) for k in keys):
            return True
    return False
