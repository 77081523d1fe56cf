"""Compiled procedures kept by their definition's text.

A program that writes procedures (DEFINE, TO in RUN, COPYDEF) often defines
the same text again.  Compiling it would give the same Python code, so the
code of an earlier definition is used again when the text, the input names
and the procedures its lines call (found while it was read) are the same.
The literal lists of the new definition replace the old one's among the
code's constants, so the code uses the new definition's own lists.

What compiling a definition gave is also kept on disk (load_entry,
save_entry), so a program run again (a file loaded before) generates no
Python for its procedures: the file holds the code, where its constants are
in the definition's lines (or the constants themselves), and what the
compiler read and named while compiling it: the procedures its lines called
(their input counts, macro or not: they must be the same now) and the names
it gave them in the namespace of compiled code (given again, in the same
order: they must come out the same, else the procedure is compiled as usual).
Files are named by a checksum of the definition and hold it, compared when
read; the tag in their names changes with any file of pylogo and with the
Python version.  Any failure to read or write is silently ignored.  (A run that read
source files keeps its records with them, in one file for each, not in files of their
own: runpack.defer.)

The code of other units is kept the same way (kept_or_built): an instruction
list's shape (top-level lines, RUN lists: named by the shape's key), a template
given as a list (by its members), a procedure's command entries and a macro's
entry X (by its definition, the body given when used); a shape whose code is not
the line's own is kept as refused (no code), so the line is known to be compiled
as itself, and that code is kept by the line's members (line_key).

A constant of kept code is kept as itself (words, numbers ...), or as the place of a
cell of the lines it was compiled from (a list in them), of an array that is one of their
members (the code copies it), or as a Site (a new one stands for it).
"""

from __future__ import annotations

import marshal
import os
import sys

from ..lang.data import NIL, Array, Pair, ProtectedWord, fold
from ..lang.shapes import shape_of
from ..system import cachedirs, runpack
from . import codecache
from .common import Site
from .scan import uses_maybeoutput

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

MAX_ENTRIES = 2000
_NO_NAMES: frozenset = frozenset()


class Entry:
    """What compiling one definition gave, and what it depended on."""

    __slots__ = ("lines", "code", "consts", "lookups", "effects", "line_map", "deps", "names", "shared",
                 "replay", "held", "cells_of", "places")

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
        # the compiled code itself, when its constants hold no list of the lines: a
        # definition with the same text can then run the very same functions
        self.shared: Any = None
        # what reading the definition again does, made quick to redo (Workspace.reading_plan)
        self.replay: Any = None
        # the Workspace.procs_epoch when lookups_hold last said yes (it says so again till it changes)
        self.held = -1
        # the lines whose cells are the constants that are lists (load_entry), else None
        self.cells_of: Any = None
        # where each of its constants that is a list (or an array) is in its lines: new_consts
        self.places: Any = None


class _NoKey(Exception):
    pass


def definition_key(proc: Any, traced_names: set) -> tuple | None:
    """A hashable key for everything of PROC its compiled code depends on (or None)."""
    formals = proc.formals
    found = _formals_keys.get(id(formals))
    if found is not None and found[0] is formals:
        formals_key = found[1]
    else:
        try:
            formals_key = _formals_key(formals)
        except _NoKey:
            return None
    lines = []
    for line in proc.lines:  # (each a list: members of its own, not ("l", members) as _freeze)
        if line.__class__ is not Pair and line is not NIL:
            return None
        items = []
        add = items.append
        while line.__class__ is Pair:
            item = line.first
            cls = item.__class__
            if cls is str:  # most members
                add(item)
            elif cls is int:  # (numbers computed by the program that wrote the text; as they
                add(item)  # are: no other member is equal to one, a float is ("float", x))
            else:
                try:
                    add(_freeze(item))
                except _NoKey:
                    return None
            line = line.rest
        lines.append(tuple(items))
    name = proc.name if proc.name.__class__ is str else _freeze(proc.name)  # (marshal: no subclass)
    return (name, proc.is_macro, proc.traced, proc.stepped, formals_key, tuple(lines),
            frozenset(traced_names) if traced_names else _NO_NAMES)


_formals_keys: dict = {}  # id of a list of formals -> (it, its part of the key), when it holds no list


def _formals_key(formals: list) -> tuple:
    key = tuple([(_freeze(f.name), f.kind, _freeze(f.default), _freeze(f.source)) for f in formals])
    if all(f.default is NIL and f.source.__class__ is str for f in formals):  # (no list: unchanging)
        if len(_formals_keys) > 1000:
            _formals_keys.clear()
        _formals_keys[id(formals)] = (formals, key)
    return key


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
    if cls is Array:  # (the code copies it: its members and origin are what it depends on)
        return ("a", tuple([_freeze(i) for i in x.items]), x.origin)
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
    if entry.cells_of is lines:  # (read from the disk for these very lines: cells of them)
        return entry.consts
    places = entry.places
    if places is None:
        places = entry.places = _const_places(entry)
    if places is False or len(lines) != len(entry.lines):
        return None
    out = []
    for value, place in zip(entry.consts, places, strict=True):
        if place is not None:
            value = _array_at(lines, place[1]) if place[0] is True else _cell_at(lines, place)
            if value is None:
                return None
        out.append(value)
    return out


def _const_places(entry: Entry) -> list | bool:
    """For each constant of ENTRY: None (it holds no list), or the place in the entry's
    lines of the cell it is (_cell_paths'), or (True, that of the cell an array is in);
    False when one is neither."""
    where = _cell_paths(entry.lines)
    places: list = []
    for value in entry.consts:
        if value.__class__ is Pair or value.__class__ is Array:
            place = where.get(id(value))
            if place is None:
                return False
            places.append((True, place[1]) if value.__class__ is Array else place)
        elif _plain(value):
            places.append(None)
        else:
            return False
    return places


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


# ------------------------------------------------------------ kept between runs

WRITES_PER_RUN = 300
_writes_left = WRITES_PER_RUN
_tag: list = []  # [the tag of this pylogo and this Python], worked out when first needed


def fingerprint() -> str:
    """A tag that changes with the Python version and with any module of pylogo's reader,
    compiler, runtime and primitives (their contents: the same pylogo installed again, or
    cloned elsewhere, finds the code kept by the other).  The pylogo command keeps it
    between runs (system/modcache.py), with the files it was worked out from (worked out
    again when one of them changes size or time of change)."""
    if not _tag:
        from ..system import modcache

        tag = modcache.kept("proc-fingerprint")
        if tag.__class__ is not str:
            package = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
            tag, paths, parts = package_tag(package)
            if "?" not in parts:
                modcache.keep("proc-fingerprint", tag, paths)
        _tag.append(tag)
    return _tag[0]


def package_tag(package: str) -> tuple:
    """(the tag of the pylogo whose package folder is PACKAGE, the files and folders it was
    worked out from, their parts of it)."""
    parts = []
    paths = []  # (its folders too: one changes when a file is added or removed)
    for name in ("lang", "compiling", "runtime", "primitives"):
        folder = os.path.join(package, name)
        paths.append(folder)
        try:
            with os.scandir(folder) as entries:
                for entry in entries:
                    if entry.name.endswith((".py", ".lark")):
                        with open(entry.path, "rb") as f:
                            text = f.read()
                        parts.append("%s:%d:%x" % (entry.name, len(text), runpack.checksum(text)))
                        paths.append(entry.path)
        except OSError:
            parts.append("?")
    data = ";".join(sorted(parts)).encode("utf-8", "surrogateescape")
    python = sys.implementation.cache_tag or "python"
    return "pylogo-proc-2-%s-%x" % (python, runpack.checksum(data)), paths, parts


_prefix: list = [None, "", ""]  # [codecache.folder() it was made from, the files' folder and tag, and "-"]


def _folder_tag() -> str:
    """The start of the names of the files of kept code: their folder, and the tag."""
    base = codecache.folder()
    if _prefix[0] is not base:
        tag = os.path.join(os.path.dirname(base), "procs", fingerprint())
        _prefix[:] = [base, tag, tag + "-"]
    return _prefix[1]


def _path(key_bytes: bytes) -> str:
    return "%s-%x-%d.bin" % (_folder_tag(), runpack.checksum(key_bytes), len(key_bytes))


def _key_bytes(key: tuple, proc: Any) -> bytes | None:
    """The definition key as bytes (None: not kept on disk: traced names, TRACE, STEP)."""
    if key[-1] or proc.traced or proc.stepped:
        return None
    return _canonical(key[:-1])


def _canonical(key: Any) -> bytes | None:
    """KEY (words, numbers, tuples of them) as the same bytes in every run: marshal's oldest
    format (version 0), which writes each word as itself.  Not the current one: it tells
    interned words from others, and writes a word met again as a reference to the first,
    so its bytes differ with how the words are shared and interned, and the file kept by a
    run would not be found by the next (nor by the same run after compiling).  (Quicker
    than repr, which looks at each character of each word.)"""
    try:
        return marshal.dumps(key, 0)
    except ValueError:
        return None


def _cell_paths(lines: list) -> dict:
    """id of each cell of LINES -> its place: (line, steps along it, then along sublists);
    id of each array that is a member -> (5, its cell's place)."""
    paths: dict = {}
    stack = [(line, (i,)) for i, line in enumerate(lines)]
    while stack:
        cell, place = stack.pop()
        pos = 0
        while cell.__class__ is Pair:
            here = place + (pos,)
            paths[id(cell)] = here
            if cell.first.__class__ is Pair:
                stack.append((cell.first, here))
            elif cell.first.__class__ is Array:
                paths[id(cell.first)] = (5, here)
            cell = cell.rest
            pos += 1
    return paths


def _cell_at(lines: list, place: tuple) -> Any:
    if not 0 <= place[0] < len(lines):
        return None
    cell = lines[place[0]]
    for depth, pos in enumerate(place[1:]):
        if depth:
            cell = cell.first
        for _ in range(pos):
            if cell.__class__ is not Pair:
                return None
            cell = cell.rest
        if cell.__class__ is not Pair:
            return None
    return cell


def _array_at(lines: list, place: tuple) -> Any:
    """The array that is the member of the cell at PLACE of LINES (or None)."""
    cell = _cell_at(lines, place)
    return cell.first if cell is not None and cell.first.__class__ is Array else None


def _storable(value: Any) -> bool:
    """A plain constant that marshal keeps as it is."""
    cls = value.__class__
    if cls in (str, int, float, bool) or value is None:
        return True
    if cls is frozenset:
        return all(x.__class__ is str for x in value)
    if cls is tuple:
        return all(_storable(x) for x in value)
    if cls is dict:
        return all(_storable(k) and _storable(v) for k, v in value.items())
    return False


def _lookup_spec(proc: Any) -> Any:
    if proc is None:
        return None
    if proc.is_primitive:
        return ("p", proc.name, bool(getattr(proc, "wrapped", False)))
    # (a call of a procedure that may run .MAYBEOUTPUT is compiled otherwise: calls.py)
    name = proc.name
    if name.__class__ is not str:  # (a name with bars or backslashes: marshal takes no ProtectedWord)
        name = ("w", str(name), getattr(name, "marks", ""))
    return ("u", proc.signature, proc.is_macro, name, proc.kind, uses_maybeoutput(proc))


def _effect_specs(effects: list, interp: Any) -> list | None:
    """EFFECTS as they are kept (the names they gave included), or None."""
    specs = []
    for effect in effects:
        fn = effect[0]
        if fn == interp.prim_ns_name:
            specs.append(("P", effect[1], effect[2].name, fn(effect[1], effect[2])))
        elif fn == interp.user_ns_name:
            specs.append(("U", effect[1], effect[2], fn(effect[1], effect[2])))
        elif fn == interp.proc_ns_name:
            specs.append(("Q", effect[1], fn(effect[1])))
        else:
            return None
    return specs


_seen: dict = {}  # words, numbers and tuples of the payloads written in this run: the first of each


def _shared(x: Any, depth: int = 0) -> Any:
    """X (a payload: words, numbers, tuples, lists and dicts of them) with each word and
    tuple equal to one of a payload written before in this run replaced by that one:
    marshal writes an object met again as a reference, so the run's pack (runpack.py)
    holds what payloads share once (the names of primitives, the specs of lookups ...),
    and the next run makes it once.  (A word is its own key in _seen.  Numbers are left
    as they are: marshal writes a reference to one in as many bytes as the number.)"""
    cls = x.__class__
    if cls is str:
        return _seen_setdefault(x, x)
    if cls is int or depth > 20:
        return x
    depth += 1
    if cls is tuple:
        t = tuple([_seen_setdefault(i, i) if i.__class__ is str
                   else i if i.__class__ is int else _shared(i, depth) for i in x])
        return _seen_setdefault((tuple, *map(id, t)), t)  # (its members are the ones kept)
    if cls is list:
        return [_seen_setdefault(i, i) if i.__class__ is str
                else i if i.__class__ is int else _shared(i, depth) for i in x]
    if cls is dict:
        return {_seen_setdefault(k, k) if k.__class__ is str
                else k if k.__class__ is int else _shared(k, depth):
                _seen_setdefault(v, v) if v.__class__ is str
                else v if v.__class__ is int else _shared(v, depth)
                for k, v in x.items()}
    return x  # (floats: 0.0 and -0.0 are equal)


_seen_setdefault = _seen.setdefault


def _write(key_bytes: bytes, code: Any, payload: tuple) -> bool:
    """Keep CODE and PAYLOAD under KEY_BYTES; False when it could not be written."""
    global _writes_left
    _writes_left -= 1
    try:
        if len(_seen) > 50000:
            _seen.clear()
        value = (key_bytes, _factory_code(code), _shared(payload))
        data = marshal.dumps(value)
        path = _path(key_bytes)
        if runpack.defer(path, data, value):  # (kept with the source files read: no file of its own)
            return True
        tmp = "%s.%d.tmp" % (path, os.getpid())
        try:
            f = open(tmp, "wb")
        except FileNotFoundError:  # (the folder made only when missing: a call less a file)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            f = open(tmp, "wb")
        with f:
            f.write(data)
        os.replace(tmp, path)
        cachedirs.note_write()
        runpack.wrote(path, data, value)
    except (OSError, ValueError, UnicodeError):
        return False
    return True


def _factory_code(code: Any) -> Any:
    """The code of the function _factory that CODE (a module's, compiled from generated
    source) defines: kept instead of CODE, the next run makes the function from it
    (KeptCode.factory) with one code object less to read and no module code to run."""
    if code is not None and code.co_names == ("_factory",):  # (the module does nothing else)
        for const in code.co_consts:
            if const.__class__ is code.__class__ and const.co_name == "_factory":
                return const
    return code


def save_entry(key: tuple, proc: Any, entry: Entry, interp: Any) -> bool:
    """Keep ENTRY (just compiled from PROC's definition) for the next runs (True: kept)."""
    if _writes_left <= 0:
        return False
    key_bytes = _key_bytes(key, proc)
    if key_bytes is None:
        return False
    paths = None
    consts = []
    for value in entry.consts:
        if value.__class__ is Pair or value.__class__ is Array:
            if paths is None:
                paths = _cell_paths(entry.lines)
            place = paths.get(id(value))
            if place is None:
                return False
            consts.append(place if value.__class__ is Array else (1, place))
        else:
            spec = _const_spec(value)
            if spec is None:
                return False
            consts.append(spec)
    effects = _effect_specs(entry.effects, interp)
    if effects is None:
        return False
    lookups = {name: _lookup_spec(p) for name, p in entry.lookups.items()}
    payload = (consts, lookups, effects, entry.line_map, sorted(entry.deps), sorted(entry.names))
    return _write(key_bytes, entry.code, payload)


def _const_spec(value: Any) -> tuple | None:
    """A constant other than a list cell as it is kept (or None: it cannot be)."""
    if value is NIL:
        return (2, None)
    if value.__class__ is ProtectedWord:
        return (3, (str(value), value.marks))
    if value.__class__ is Site:
        return (6, None)
    if _storable(value):
        return (0, value)
    return None


def _read(key_bytes: bytes, procs: dict) -> tuple | None:
    """The code and payload kept under KEY_BYTES, with the procedures its lookups name now
    (when they are read the same way), or None."""
    # (a record of the run's pack is found by its key: the name of its file, which the
    # key gives when the file is of this folder and tag, is not worked out)
    path = runpack.by_key(key_bytes)
    if path is not None:
        _folder_tag()  # (_prefix made for the folder now)
        if not path.startswith(_prefix[2]):
            path = None
    if path is None:
        path = _path(key_bytes)
    stored_key, code, payload = runpack.read(path)  # (the run's pack, or the file)
    if stored_key != key_bytes:
        return None
    lookups = {}
    for name, spec in payload[1].items():
        now = procs.get(name)
        if _lookup_spec(now) != spec:
            return None
        lookups[name] = now
    return code, payload, lookups


def _effects(effect_specs: list, procs: dict, interp: Any) -> list | None:
    effects = []
    for spec in effect_specs:
        if spec[0] == "P":  # (by the name called: TRACE "PRINT leaves PR untraced)
            prim = procs.get(fold(spec[1]))
            if prim is None or not prim.is_primitive or prim.name != spec[2]:
                return None
            effect: tuple = (interp.prim_ns_name, spec[1], prim)
        elif spec[0] == "U":
            effect = (interp.user_ns_name, spec[1], spec[2])
        else:
            effect = (interp.proc_ns_name, spec[1])
        effects.append(effect)
    return effects



def _consts(const_specs: list, lines: list, given: tuple = ()) -> list | None:
    """The constants of kept code, made again from their specs (cells and arrays found at
    their places in LINES, objects GIVEN by their index), or None: a place not there now."""
    consts = []
    for kind, value in const_specs:
        if kind == 1:
            value = _cell_at(lines, value)
            if value is None:
                return None
        elif kind == 5:
            value = _array_at(lines, value)
            if value is None:
                return None
        elif kind == 2:
            value = NIL
        elif kind == 3:
            value = ProtectedWord(value[0], value[1])
        elif kind == 6:
            value = Site()
        elif kind == 4:
            value = given[value]
        consts.append(value)
    return consts

def load_entry(key: tuple, proc: Any, interp: Any) -> Entry | None:
    """What an earlier run kept for PROC's definition, when it holds now (else None)."""
    key_bytes = _key_bytes(key, proc)
    if key_bytes is None:
        return None
    try:
        procs = interp.procs
        found = _read(key_bytes, procs)
        if found is None:
            return None
        code, (const_specs, _, effect_specs, line_map, deps, names), lookups = found
        consts = _consts(const_specs, proc.lines)
        if consts is None:
            return None
        if None in lookups.values():  # (reading may load a file: done when used)
            effects = _effects(effect_specs, procs, interp)
            if effects is None:
                return None
            for effect, spec in zip(effects, effect_specs, strict=True):
                if effect[0](*effect[1:]) != spec[-1]:  # the names in the code must come out again
                    return None
            replay = None
        else:  # the effects done once, as the plan that redoes them (checks the names too)
            effects = None  # (the plan stands for them)
            replay = interp.kept_reading_plan(effect_specs, lookups)
            if replay is None:
                return None
        entry = Entry(proc.lines, code, consts, lookups, effects, line_map, set(deps), frozenset(names))
        entry.cells_of = proc.lines
        entry.replay = replay
        return entry
    except (OSError, EOFError, ValueError, TypeError, IndexError, KeyError, AttributeError):
        return None


# ------------------------------------------------------------ instruction lists' code

def block_key(line: Any, flags: tuple, traced_names: set) -> bytes | None:
    """The bytes naming the code of the instruction lists of LINE's shape (shapes.shape_of)
    compiled with FLAGS (what the code is for: compile_shaped_block's inputs), or None (not
    kept: no shape, traced variables)."""
    shape = shape_of(line)
    if shape is None or traced_names:
        return None
    items = []
    shape_key = shape[0]
    for item in shape_key:
        cls = item.__class__
        if cls is str or cls is tuple:  # (a word; a word with bars: ("w", text, marks))
            items.append(item)
        else:
            items.append((0, getattr(item, "name", None)))  # a placeholder
    return _canonical(("block", tuple(items), flags))


def template_key(template: Any, statements: bool, traced_names: set) -> bytes | None:
    """The bytes naming the code of TEMPLATE (a list) run as STATEMENTS or not, or None."""
    if traced_names:
        return None
    try:
        return _canonical(("template", _freeze(template), statements))
    except _NoKey:
        return None


def line_key(line: Any, traced_names: set) -> bytes | None:
    """The bytes naming the code of the top-level line LINE compiled as itself (its members
    all in the key: the code of its shape is not its own), or None (not kept)."""
    if traced_names:
        return None
    try:
        return _canonical(("line", _freeze(line)))
    except _NoKey:
        return None


def entry_key(proc: Any, entry: str, traced_names: set) -> bytes | None:
    """The bytes naming the code of the entry ENTRY of PROC (for its definition), or None."""
    key = definition_key(proc, traced_names)
    key_bytes = None if key is None else _key_bytes(key, proc)
    return None if key_bytes is None else b"entry %s " % entry.encode() + key_bytes


def kept_or_built(comp: Any, key: bytes | None, lines: tuple, build: Any, remake: Any,
                  given: tuple = ()) -> Any:
    """What the compiler COMP builds with BUILD(), or made from the code an earlier run kept
    under KEY (None: not kept) when it holds now: REMAKE(function, dependencies, info).
    BUILD gives (what it built, (its dependencies, info)), or (None, None) (then nothing
    is kept), or (None, REFUSED) (then None, until what it read changes); the constants of
    the code may be cells of LINES, or objects GIVEN (the same each time)."""
    if key is None or comp._lookups is not None:
        return build()[0]
    kept = load_block(key, comp.interp, lines, given)
    if kept is not None:
        code, consts, deps, info = kept
        return None if code is None else remake(comp.factory(code)(*consts), deps, info)
    comp._lookups, comp._effects, comp._warned = {}, [], False
    comp._unsaved = []
    kept = None
    try:
        built, keep = build()
        if keep is not None and not comp._warned:
            code, consts = comp._last_build if built is not None else (None, [])
            if save_block(key, code, consts, comp._lookups, comp._effects, keep[0], comp.interp, lines,
                          keep[1], given):
                kept = code
        return built
    finally:
        comp._lookups = comp._effects = None
        comp.save_unsaved(kept)  # (the code compiled meanwhile, but KEPT: codecache.py)


REFUSED = (frozenset(), "refused")


def save_block(key_bytes: bytes, code: Any, consts: list, lookups: dict, effects: list, deps: set,
               interp: Any, lines: tuple = (), info: Any = None, given: tuple = ()) -> bool:
    """Keep the code of an instruction list's shape or of a template (compiled with its
    constants CONSTS, having read LOOKUPS and named EFFECTS) for the next runs (True: kept)."""
    if _writes_left <= 0 or any(p is None for p in lookups.values()):
        return False
    paths = None
    specs = []
    for value in consts:
        if value.__class__ is Pair or value.__class__ is Array:
            if paths is None:
                paths = _cell_paths(list(lines))
            place = paths.get(id(value))
            spec = place if place is None or value.__class__ is Array else (1, place)
        elif any(value is x for x in given):
            spec = (4, [value is x for x in given].index(True))
        else:
            spec = _const_spec(value)
        if spec is None:
            return False
        specs.append(spec)
    effect_specs = _effect_specs(list(dict.fromkeys(effects)), interp)
    if effect_specs is None:
        return False
    lookup_specs = {name: _lookup_spec(p) for name, p in lookups.items()}
    return _write(key_bytes, code, (specs, lookup_specs, effect_specs, sorted(deps), info))


def load_block(key_bytes: bytes, interp: Any, lines: tuple = (), given: tuple = ()) -> tuple | None:
    """(code, constants, dependencies, info) kept for KEY_BYTES by an earlier run, when it
    holds now: the names it reads stand for procedures read the same way, the names it
    gives come out the same (given again now), else None."""
    try:
        procs = interp.procs
        found = _read(key_bytes, procs)
        if found is None:
            return None
        code, (const_specs, _, effect_specs, deps, info), lookups = found
        consts = _consts(const_specs, list(lines), given)
        if consts is None:
            return None
        if None in lookups.values() or interp.kept_reading_plan(effect_specs, lookups) is None:
            return None
        return code, consts, set(deps), info
    except (OSError, EOFError, ValueError, TypeError, IndexError, KeyError, AttributeError):
        return None
