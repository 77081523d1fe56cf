"""Procedures whose texts differ only in numbers (and in their names), sharing their code.

A program that writes procedures (DEFINE of a list built by LIST or SENTENCE, TO lines
in a file it LOADs) often makes many whose lines differ only in the numbers among their
members: ``output :x * 7 + 3``, then ``output :x * 8 + 2``, perhaps under new names.
Each text is new, so proccache.py has no code for it.  From the second such text this
run compiles (SIGHTINGS), the code is compiled once for the shape: those numbers are read
as parameters (Param nodes; the factory's ``_p``), and each procedure of the shape gets
functions made from that code with its own numbers, and code objects of its own (errors
are located by code object).  The first text of a shape is compiled as itself: its code
uses its numbers as written, and is kept on disk as usual.

A body that names its own procedure has no shape: a call of itself is compiled otherwise
than a call of another procedure.  Code whose body names its procedure's object (some
error locating does) serves only procedures of that name.
"""

from __future__ import annotations

from ..lang.data import Array, Pair, fold
from ..lang.shapes import NUMBER, number_value
from . import proccache
from .common import CompiledProc
from .scan import _split_at_operators

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# How many texts of one shape are compiled as themselves before the shape is
SIGHTINGS = 2
MAX_SHAPES = 2000
_FunctionType = type(lambda: None)
_CodeType = type((lambda: None).__code__)


class NotNumbered(Exception):
    """The body cannot be compiled by its shape (a number standing alone, GOTO ...)."""


class NumberedEntry(proccache.Entry):
    """The code compiled for a shape, and what compiling it read (as proccache.Entry;
    its constants do not hold the numbers)."""

    __slots__ = ("own", "named")

    def __init__(self, entry: proccache.Entry, own: str, named: bool) -> None:
        super().__init__(entry.lines, entry.code, entry.consts, entry.lookups, entry.effects,
                         entry.line_map, entry.deps, entry.names)
        self.replay = entry.replay
        self.own = own  # the key of the procedure it was compiled for
        self.named = named  # its body names that procedure's object: only for that name


def is_numbered(comp: Any, code: Any) -> bool:
    """Is CODE (kept by proccache.py) code compiled for a shape, the numbers its first input?"""
    return comp.factory(code).__code__.co_varnames[:1] == ("_p",)


def _names_own(comp: Any, code: Any, key: str) -> bool:
    """Does the body B of CODE (a procedure's, compiled for a shape) name the object of
    the procedure KEY?"""
    consts = comp.factory(code).__code__.co_consts
    body = next(c for c in consts if c.__class__ is _CodeType and c.co_name == "B")
    return comp.interp.proc_ns_name(key) in body.co_names


def loaded(comp: Any, proc: Any, shape: tuple, entry: proccache.Entry) -> None:
    """ENTRY, code for SHAPE kept on disk for PROC's text (its first constant the numbers),
    serves the procedures of that shape from now on."""
    if shape[0] in comp.number_shapes and comp.number_shapes[shape[0]].__class__ is NumberedEntry:
        return
    kept = NumberedEntry(entry, proc.key, _names_own(comp, entry.code, proc.key))
    kept.consts = entry.consts[1:]
    kept.held = comp.interp.procs_epoch
    comp.number_shapes[shape[0]] = kept


def number_shape(proc: Any, key: tuple) -> tuple | None:
    """(the shape's key, the numbers) of PROC, whose definition_key is KEY, or None."""
    if key[1] or key[2] or key[3] or key[6]:  # a macro, traced, stepped; traced names
        return None
    own = proc.key
    numbers: list = []
    lines = []
    for line in key[5]:
        items = []
        for item in line:
            cls = item.__class__
            if cls is tuple:
                if item[0] == "float":
                    numbers.append(item[1])
                    items.append(NUMBER)
                    continue
                if _names(item, own):
                    return None
            else:
                value = number_value(item)
                if value is not None:
                    numbers.append(value)
                    items.append(NUMBER)
                    continue
                if cls is str and _calls(item, own):
                    return None
            items.append(item)
        lines.append(tuple(items))
    return (key[4], tuple(lines)), numbers


def _calls(word: str, own: str) -> bool:
    """Might WORD, a member of a line, call the procedure OWN?"""
    folded = word.lower() if word.isascii() else fold(word)
    return own in folded and own in _split_at_operators(folded)


def _names(frozen: tuple, own: str) -> bool:
    """Might a frozen member (proccache._freeze: a list, a word with bars ...) call OWN?
    (Its tags and marks are looked at too: a yes is only a shape less.)"""
    for part in frozen:
        if part.__class__ is str:
            if _calls(part, own):
                return True
        elif part.__class__ is tuple and _names(part, own):
            return True
    return False


def kept(comp: Any, proc: Any, key: tuple, shape: tuple) -> CompiledProc | None:
    """PROC's code (whose definition_key is KEY) from the code compiled for its SHAPE
    earlier in this run, or None."""
    entry = comp.number_shapes.get(shape[0])
    if entry is None or entry.__class__ is int or entry is proccache.REFUSED:
        return None
    if entry.named and entry.own != proc.key:
        return None
    epoch = comp.interp.procs_epoch
    if entry.held != epoch and not proccache.lookups_hold(entry, comp.interp.procs):
        return None
    entry.held = epoch
    consts = proccache.new_consts(entry, proc.lines)
    if consts is None:
        return None
    comp._replay_reading(entry)
    return _instance(comp, proc, key, entry, shape[1], consts)


def compiled(comp: Any, proc: Any, key: tuple, shape: tuple) -> CompiledProc | None:
    """PROC's code (whose definition_key is KEY) compiled for its SHAPE (and kept for the
    next procedure of that shape), or None: the shape is not seen often enough yet, or
    cannot be compiled so."""
    shapes = comp.number_shapes
    seen = shapes.get(shape[0], 0)
    if seen is proccache.REFUSED:
        return None
    if seen.__class__ is int and seen + 1 < SIGHTINGS:
        if len(shapes) > MAX_SHAPES:
            shapes.clear()
        shapes[shape[0]] = seen + 1
        return None
    comp._lookups, comp._effects, comp._warned = {}, [], False
    comp._unsaved = []
    comp.reading_again = 1  # (an unknown name or a warning refuses the shape: compiler.py)
    try:
        built = comp._compile_numbered(proc)
    except Exception:  # (compiled as itself, which reports any error)
        built = None
    finally:
        lookups, effects = comp._lookups, comp._effects
        refused = comp.reading_again == 2
        comp.reading_again = 0
        comp._lookups = comp._effects = None
        comp.save_unsaved(None)
    if built is None or refused:
        shapes[shape[0]] = proccache.REFUSED
        return None
    code, consts, line_map, deps, names = built
    own = proccache.Entry(proc.lines, code, [tuple(shape[1])] + consts, lookups,
                          list(dict.fromkeys(effects)), line_map, deps, names)
    proccache.save_entry(key, proc, own, comp.interp)  # (the next run finds it: loaded)
    entry = NumberedEntry(own, proc.key, _names_own(comp, code, proc.key))
    entry.consts = consts
    entry.held = comp.interp.procs_epoch
    shapes[shape[0]] = entry
    return _instance(comp, proc, key, entry, shape[1], consts)


def _instance(comp: Any, proc: Any, key: tuple, entry: NumberedEntry, numbers: list,
              consts: list) -> CompiledProc:
    """PROC's functions (its definition_key KEY), made from ENTRY's code with its NUMBERS
    and CONSTS; kept by KEY too (proccache.py), for its text defined again."""
    numbers = tuple(numbers)
    body, shape, _ = comp.factory(entry.code)(numbers, *consts)
    code = body.__code__.replace(co_filename="<logo proc %s>" % proc.name)
    body = _FunctionType(code, body.__globals__, body.__name__, None, body.__closure__)
    comp.interp.register_code(code, proc, entry.line_map)
    call = comp.shared_entry(proc, body, shape, entry.names)
    deps = entry.deps if proc.key == entry.own else (entry.deps - {entry.own}) | {proc.key}
    proc.deps = deps
    compiled = CompiledProc(body, call, None, entry.names, shape)
    own = proccache.Entry(proc.lines, entry.code, [numbers] + consts, entry.lookups, entry.effects,
                          entry.line_map, deps, entry.names)
    own.replay, own.held = entry.replay, entry.held
    if not any(c.__class__ is Pair or c.__class__ is Array for c in consts):
        own.shared = compiled
    if len(comp.proc_cache) > proccache.MAX_ENTRIES:
        comp.proc_cache.clear()
    comp.proc_cache[key] = own
    return compiled

