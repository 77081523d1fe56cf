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

Numbers inside the lists of its lines are parameters too (in the order they are
written): a list compiled in place (IF's, REPEAT's ...) reads them as its line does; a
list the code keeps as it is (data, a template given to MAP ...) is each procedure's own
list, with its own numbers (_own_lists).  A number standing alone as an instruction of a
line refuses the shape (entry.py; in a list it is a parameter like any other, also when
IFELSE outputs it).

Its quoted words are parameters too, in its lists as well (``output word :x "a.3``, then
``output word :x "b.4``), but for the name of a variable or a tag after MAKE, LOCAL ... (the
code names those itself: shapes.quoted_parameter), and so are the words of a list written
just after OUTPUT, PRINT, FIRST, FOREACH ... (shapes.data_list): the code uses such a list
as it is, each procedure its own; reading one as instructions refuses the shape
(shapes.WordInCode).  When the code for a shape cannot be made, the shape without word
parameters is used, then the one with the numbers of its lines only (number_shape).

Macros have shapes of their own (their code is another); a macro made from its shape's
code has its entry U for its expansion entry X (no X compiled for its text).

A body that calls its own procedure has a shape for that name only (the name is in its
key): a procedure a program defines again and again, calling itself, shares its code with
its other texts, not with those of other names (a call of itself is compiled otherwise
than a call of another procedure).  Code whose body names its procedure's object (some
error locating does) serves only procedures of that name too.

The procedures a line calls (user procedures, not primitives) are in the shape by what
reading a call of them depends on (their inputs, macro or not), not by name, when their
names appear nowhere else in the text: a compiler writing ``output sum n.5 :x n.6 :x``,
then ``output sum n.7 :x n.8 :x``, gets one compile.  A procedure of the shape calling
others gets a copy of the code with their names in the place of the first one's (the
names of their entries in the namespace, and the names as typed, for error messages).
"""

from __future__ import annotations

from ..lang.data import Array, Pair, fold
from ..lang.shapes import DATA_WORD, NUMBER, QUOTED, data_list, holds_marker, number_value, quoted_parameter
from . import proccache
from .common import CellType, CodeType, CompiledProc, FunctionType
from .scan import _split_at_operators

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# How many texts of one shape are compiled as themselves before the shape is
SIGHTINGS = 2
MAX_SHAPES = 2000


class NotNumbered(Exception):
    """The body cannot be compiled by its shape (a number standing alone, GOTO ...)."""


class NumberedEntry(proccache.Entry):
    """The code compiled for a shape, and what compiling it read (as proccache.Entry;
    its constants do not hold the numbers)."""

    __slots__ = ("own", "named", "callees", "globals", "renamable", "plain", "made", "fixed")

    def __init__(self, comp: Any, entry: proccache.Entry, proc: Any, callees: tuple) -> None:
        # (ENTRY's constants less the first, the numbers of the text it was compiled for)
        super().__init__(entry.lines, entry.code, entry.consts[1:], entry.lookups, entry.effects,
                         entry.line_map, entry.deps, entry.names)
        self.replay = entry.replay
        self.own = proc.key  # the key of the procedure it was compiled for
        self.made = comp.factory(entry.code)  # (the function making a procedure's functions)
        consts = self.made.__code__.co_consts
        body = next(c for c in consts if c.__class__ is CodeType and c.co_name == "B")
        self.globals: set = set()
        strings: list = []
        names_in(body, self.globals, strings)
        # its body names that procedure's object: only for that name
        self.named = comp.interp.proc_ns_name(proc.key) in self.globals
        self.callees = callees  # the words of its text calling other procedures, in order
        # can a copy name other procedures (their names appear nowhere else in its code)?
        keys = {fold(word) for word in callees}
        # no constant is a list or an array (a procedure's constants are these, or its lines')
        self.plain = not any(c.__class__ is Pair or c.__class__ is Array for c in self.consts)
        # (then those constants are every procedure's of the shape: new_consts, once)
        self.fixed = proccache.new_consts(self, self.lines) if self.plain else None
        self.renamable = not any(
            (c.__class__ is str and c not in callees and any(k in fold(c) for k in keys))
            or c.__class__ is tuple for c in strings + list(self.consts))


def names_in(code: Any, names: set, strings: list) -> None:
    """Add the global names CODE and the code in it use to NAMES, its words to STRINGS."""
    names.update(code.co_names)
    for const in code.co_consts:
        if const.__class__ is CodeType:
            names_in(const, names, strings)
        elif const.__class__ is str:
            strings.append(const)


def renamed_code(code: Any, names: dict, words: dict) -> Any:
    """CODE and the code in it with the global NAMES and the WORDS given other ones."""
    consts = tuple(renamed_code(c, names, words) if c.__class__ is CodeType
                   else words.get(c, c) if c.__class__ is str else c for c in code.co_consts)
    return code.replace(co_names=tuple([names.get(n, n) for n in code.co_names]), co_consts=consts)


def is_numbered(comp: Any, code: Any) -> bool:
    """Is CODE (kept by proccache.py) code compiled for a shape, the numbers its first input?"""
    return comp.factory(code).__code__.co_varnames[:1] == ("_p",)


def loaded(comp: Any, proc: Any, shape: tuple, entry: proccache.Entry) -> None:
    """ENTRY, code for SHAPE kept on disk for PROC's text (its first constant the numbers),
    serves the procedures of that shape from now on."""
    if shape[0] in comp.number_shapes and comp.number_shapes[shape[0]].__class__ is NumberedEntry:
        return
    if len(entry.consts[0]) != len(shape[1]):
        return  # (compiled with the numbers inside its lists as they are: number_shape)
    kept = NumberedEntry(comp, entry, proc, shape[2] or ())
    kept.held = comp.interp.procs_epoch
    comp.number_shapes[shape[0]] = comp.number_shapes[shape[3]] = kept


def number_shape(proc: Any, key: tuple, shapes: dict | None = None) -> tuple | None:
    """The shape of PROC, whose definition_key is KEY, with its numbers (and words) as
    parameters: (its key, their values, None (the words calling other procedures are in the
    key), its key again), or None.  The numbers inside its lists and its words are
    parameters unless SHAPES (the compiler's number_shapes) has that shape refused: then
    the words are in the key, and if that one is refused too, the numbers of its lists."""
    if key[2] or key[3] or key[6]:  # traced, stepped; traced names
        return None
    shape = _numbered_lines(key, proc.key, True, True)
    if shape is None or shapes is None or shapes.get(shape[0]) is not proccache.REFUSED:
        return shape
    if word_params(shape[0]):
        shape = _numbered_lines(key, proc.key, True, False)
        if shapes.get(shape[0]) is not proccache.REFUSED:
            return shape
    if inner_numbers(shape[0]):
        return _numbered_lines(key, proc.key, False, False)
    return shape


def _numbered_lines(key: tuple, own: str, inner: bool, words: bool) -> tuple | None:
    numbers: list = []
    lines = []
    calls_own: list = []
    for line in key[5]:
        items = _numbered_members(line, numbers, own, inner, words, False, calls_own)
        if items is None:
            return None
        lines.append(items)
    # (the part of the key the text gives as it is: its inputs; whether it is a macro's, whose
    # code is another; the name of its procedure when it calls itself: only texts of that name)
    plain = ((key[4], key[1], own if calls_own else None), tuple(lines))
    return plain, numbers, None, plain


def _numbered_members(members: tuple, numbers: list, own: str, inner: bool, words: bool, data: bool,
                      calls_own: list) -> tuple | None:
    """MEMBERS (of a definition_key's line, or of a list in it: proccache._freeze's) with
    NUMBER for each number, in its lists too when INNER, and with WORDS, QUOTED for each
    quoted word that is a parameter and DATA_WORD for each other word of a list used as
    data (its value added to NUMBERS), as shapes.number_markers marks them; a word that may
    call OWN stays as it is (CALLS_OWN gets a True), None when such a word would be marked."""
    items = []
    before = None
    for item in members:
        after, before = before, item  # (AFTER the member before ITEM)
        if words and quoted_parameter(item, after):
            if _calls(item, own):
                return None
            numbers.append(item[1:])
            items.append(QUOTED)
            continue
        cls = item.__class__
        if cls is tuple:
            tag = item[0]
            if tag == "float" or tag == "int":  # (an int in a list: _freeze's)
                numbers.append(item[1])
                items.append(NUMBER)
                continue
            if tag == "l" and inner:
                inside = _numbered_members(item[1], numbers, own, inner, words,
                                           data or (words and data_list(after)), calls_own)
                if inside is None:
                    return None
                item = ("l", inside)
            elif _names(item, own):
                if tag != "l":
                    return None
                calls_own.append(True)
        else:
            value = number_value(item)
            if value is not None:
                numbers.append(value)
                items.append(NUMBER)
                continue
            if cls is str and _calls(item, own):
                if data:
                    return None
                calls_own.append(True)
            elif data and cls is str:
                numbers.append(item)
                items.append(DATA_WORD)
                continue
        items.append(item)
    return tuple(items)


_WORD_MARKS = (QUOTED, DATA_WORD)
_MARKS = (NUMBER, QUOTED, DATA_WORD)


def _holds(members: tuple, marks: tuple) -> bool:
    """Is one of MARKS among MEMBERS (of a shape's key), or of their lists?"""
    return any(item in marks or (item.__class__ is tuple and item[0] == "l" and _holds(item[1], marks))
               for item in members)


def word_params(plain: tuple) -> bool:
    """Has a shape's key (PLAIN) words as parameters: quoted words, words of the lists its
    lines use as data?"""
    return any(_holds(line, _WORD_MARKS) for line in plain[1])


def inner_numbers(plain: tuple) -> bool:
    """Has a shape's key (PLAIN) parameters inside the lists of its lines?"""
    return any(item.__class__ is tuple and item[0] == "l" and _holds(item[1], _MARKS)
               for line in plain[1] for item in line)


def with_callees(shape: tuple, procs: dict) -> tuple:
    """SHAPE (number_shape's) with the words of its key calling user procedures (PROCS)
    as parameters too: (its key, the numbers, those words, SHAPE's key); SHAPE itself when
    there are none, or their names appear elsewhere in the text too."""
    callees: list = []
    lines = []
    for line in shape[0][1]:
        items = []
        for item in line:
            callee = _callee(item, procs) if item.__class__ is str else None
            if callee is not None:
                callees.append(item)
                item = callee
            items.append(item)
        lines.append(tuple(items))
    if not callees or not _named_once(shape[0], callees):
        return shape
    return (shape[0][0], tuple(lines)), shape[1], tuple(callees), shape[0]


CALLEE = "\x00callee"  # (a placeholder in a shape's key: a call of a user procedure)
# Characters that make a word more than a procedure's name (as runtime/calls.py has them)
_NOT_IN_NAMES = frozenset(' \t\n[](){}|;~"+-*/=<>:?\\')


def _callee(word: str, procs: dict) -> tuple | None:
    """What reading a call of the user procedure WORD names depends on, or None (WORD is
    no such name: a primitive's, an unknown one, more than a name)."""
    if not word or word[0] in "0123456789." or not _NOT_IN_NAMES.isdisjoint(word):
        return None
    proc = procs.get(word.lower() if word.isascii() else fold(word))
    if proc is None or proc.is_primitive:
        return None
    return (CALLEE, proc.signature, proc.is_macro, proc.kind)


def _named_once(key: tuple, callees: list) -> bool:
    """Does each word of the shape's KEY (its inputs, its lines) naming one of the CALLEES
    (or holding its name) stand for a call of it, as the words CALLEES are?"""
    names = {word.lower() if word.isascii() else fold(word) for word in callees}
    found = [0]

    def count(frozen: Any) -> None:
        for part in frozen:
            if part.__class__ is str:
                folded = part.lower() if part.isascii() else fold(part)
                if any(name in folded for name in names):
                    found[0] += 1
            elif part.__class__ is tuple:
                count(part)

    count(key[0])
    count(key[1])
    return found[0] == len(callees)


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
    return _from_entry(comp, proc, key, entry, shape)


def recent(comp: Any, proc: Any, key: tuple) -> CompiledProc | None:
    """PROC's code (whose definition_key is KEY) when its text has the shape of the last
    text of its name made from code kept for a shape (a procedure a program defines again
    and again with new numbers), or None: that shape is recognised without making it."""
    memo = comp.recent_numbered.get(proc.key)
    if memo is None or key[2] or key[3] or key[6]:
        return None
    plain, entry, made, layout = memo
    if key[4] != plain[0][0] or key[1] != plain[0][1]:
        return None
    numbers = _numbers_in(key[5], layout, proc.key)
    if numbers is None:
        return None
    # (the same name as typed, and inputs of the same names and kinds: the key's)
    if made is not None and made[0] == proc.name and entry.held == comp.interp.procs_epoch:
        consts = entry.fixed if entry.fixed is not None else proccache.new_consts(entry, proc.lines)
        if consts is not None:
            comp._replay_reading(entry)
            return _made_again(comp, proc, key, entry, made, tuple(numbers), consts)
    return _from_entry(comp, proc, key, entry, (plain, numbers, None, plain))


def _made_again(comp: Any, proc: Any, key: tuple, entry: NumberedEntry, made: tuple,
                numbers: tuple, consts: list) -> CompiledProc:
    """PROC's functions, made as _instance made those of the last procedure of its name and
    shape (MADE: that name, its body's code, its entry's code and defaults, the
    global name of the procedure, the dependencies, the factory's shape), with NUMBERS and
    CONSTS."""
    _, code, entry_code, defaults, proc_name, deps, factory_shape = made
    body = entry.made(numbers, *consts)[0]
    if body.__code__ is not code:
        body = FunctionType(code, body.__globals__, body.__name__, None, body.__closure__)
    interp = comp.interp
    interp.register_code(code, proc, entry.line_map)
    comp.ns[proc_name] = interp.procs.get(proc.key)  # (as shared_entry)
    interp.register_code(entry_code, proc, {})
    proc.deps = deps
    compiled = _compiled(proc, body, FunctionType(entry_code, comp.ns, "U", defaults, (CellType(body),)),
                         entry.names, factory_shape)
    _keep_own(comp, proc, key, entry, numbers, consts, deps, compiled)
    return compiled


def _compiled(proc: Any, body: Any, call: Any, names: frozenset, factory_shape: tuple) -> CompiledProc:
    """PROC's functions made from the code of its shape; a macro's expansion entry X is its
    entry U (an X of its own would be compiled for its text: KeptCode.compile_expansion_entry)."""
    compiled = CompiledProc(body, call, None, names, factory_shape)
    if proc.is_macro:
        compiled.commands["X"] = call
    return compiled


def _numbers_in(lines: tuple, layout: tuple, own: str) -> list | None:
    """The numbers of LINES (a definition_key's) where the lines of a shape have NUMBER (and
    the words where they have QUOTED), when the rest is the shape's (LAYOUT: _layout's; OWN
    the procedure's key), else None."""
    if len(lines) != len(layout):
        return None
    numbers: list = []
    for line, part in zip(lines, layout, strict=True):
        if not _numbers_of(line, part, numbers, own):
            return None
    return numbers


def _numbers_of(line: tuple, layout: tuple, numbers: list, own: str) -> bool:
    """Are the members of LINE (a definition_key's line, or a list in it) those of a shape's
    line (LAYOUT: _line_layout's) but where it has NUMBER, QUOTED or DATA_WORD, whose numbers and words
    (in the order they are written) are added to NUMBERS (OWN: _numbers_in's)?"""
    length, runs, places, wanted = layout
    if len(line) != length:
        return False
    for start, end in runs:
        if line[start:end] != wanted[start:end]:  # (members are str, int or tuple)
            return False
    for place, inner in places:
        item = line[place]
        if inner is NUMBER:
            cls = item.__class__
            if cls is tuple:
                if item[0] != "float" and item[0] != "int":
                    return False
                item = item[1]
            elif cls is not int:
                item = number_value(item)
                if item is None:
                    return False
            numbers.append(item)
        elif inner is QUOTED:
            if item.__class__ is not str or not quoted_parameter(item, None) or _calls(item, own):
                return False
            numbers.append(item[1:])
        elif inner is DATA_WORD:
            if item.__class__ is not str or number_value(item) is not None or _calls(item, own):
                return False
            numbers.append(item)
        elif item.__class__ is not tuple or item[0] != "l" or not _numbers_of(item[1], inner, numbers, own):
            return False
    return True


def _layout(pattern: tuple) -> tuple:
    """_line_layout of each line of PATTERN (number_shape's lines)."""
    return tuple([_line_layout(line) for line in pattern])


def _line_layout(line: tuple) -> tuple:
    """(the length of LINE (of a shape's key, or a list in it), the runs of members that
    are the same in every text of the shape as (start, end), the places of the others with
    NUMBER, QUOTED, DATA_WORD or the _line_layout of a list holding one, LINE)."""
    places = []
    for i, item in enumerate(line):
        if item is NUMBER or item is QUOTED or item is DATA_WORD:
            places.append((i, item))
        elif item.__class__ is tuple and item[0] == "l" and _holds(item[1], _MARKS):
            places.append((i, _line_layout(item[1])))
    bounds = (-1,) + tuple([place for place, _ in places]) + (len(line),)
    runs = tuple([(bounds[k] + 1, bounds[k + 1]) for k in range(len(bounds) - 1)
                  if bounds[k + 1] > bounds[k] + 1])
    return len(line), runs, tuple(places), line


def _from_entry(comp: Any, proc: Any, key: tuple, entry: Any, shape: tuple) -> CompiledProc | None:
    """kept's work once the shape's ENTRY is found."""
    if entry.named and entry.own != proc.key:
        return None
    epoch = comp.interp.procs_epoch
    if entry.held != epoch and not proccache.lookups_hold(entry, comp.interp.procs):
        return None
    if shape[2] is not None and shape[2] != entry.callees and not entry.renamable:
        return None
    entry.held = epoch
    consts = entry.fixed if entry.fixed is not None else proccache.new_consts(entry, proc.lines)
    if consts is None:
        return None
    comp._replay_reading(entry)
    return _instance(comp, proc, key, entry, shape, consts)


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
    if (seen.__class__ is NumberedEntry and shape[2] is not None and seen.callees != shape[2]
            and not seen.renamable):
        return None  # (its code names other procedures than this one's: compiled as itself)
    comp._lookups, comp._effects, comp._warned = {}, [], False
    comp._unsaved = []
    comp.reading_again = 1  # (an unknown name or a warning refuses the shape: compiler.py)
    comp.numbering = True
    try:
        built = comp._compile_numbered(proc, inner_numbers(shape[3]), word_params(shape[3]))
    except Exception:  # (compiled as itself, which reports any error)
        built = None
    finally:
        lookups, effects = comp._lookups, comp._effects
        refused = comp.reading_again == 2
        comp.reading_again = 0
        comp.numbering = False
        comp._lookups = comp._effects = None
        comp.save_unsaved(None)
    if built is None or refused:
        shapes[shape[0]] = proccache.REFUSED
        return None
    code, consts, line_map, deps, names = built
    own = proccache.Entry(proc.lines, code, [tuple(shape[1])] + consts, lookups,
                          list(dict.fromkeys(effects)), line_map, deps, names)
    proccache.save_entry(key, proc, own, comp.interp)  # (the next run finds it: loaded)
    entry = NumberedEntry(comp, own, proc, shape[2] or ())
    entry.held = comp.interp.procs_epoch
    shapes[shape[0]] = shapes[shape[3]] = entry  # (its texts calling the same: no new names)
    return _instance(comp, proc, key, entry, shape, consts)


def numbered_code(gen: Any, copies: dict) -> bool:
    """Can the code generated in GEN (its numbers as parameters: entry.py, _compile_numbered)
    serve every procedure of its shape?  (COPIES: shapes.number_markers'.)"""
    return gen.factory_end.startswith("    return B, (") and _own_lists(gen.consts, copies)


def _own_lists(consts: list, copies: dict) -> bool:
    """Put back in CONSTS the procedure's own lists where the code keeps the copies of them
    with markers for their numbers (COPIES: shapes.number_markers'): the code uses such a
    list as it is (data, a template ...), each procedure of the shape its own (proccache's
    new_consts: by its place in the lines).  False when a constant still holds a marker."""
    for index, const in enumerate(consts):
        found = copies.get(id(const))
        if found is not None and found[0] is const:
            consts[index] = found[1]
        elif holds_marker(const):
            return False
    return True


def _instance(comp: Any, proc: Any, key: tuple, entry: NumberedEntry, shape: tuple,
              consts: list) -> CompiledProc | None:
    """PROC's functions (its definition_key KEY), made from ENTRY's code with the numbers
    of its SHAPE and CONSTS, and the procedures it calls; kept by KEY too (proccache.py),
    for its text defined again, when they are ENTRY's (None: they cannot be named in it)."""
    numbers = tuple(shape[1])
    body, factory_shape, _ = entry.made(numbers, *consts)
    deps = entry.deps if proc.key == entry.own else (entry.deps - {entry.own}) | {proc.key}
    if shape[2] is None or shape[2] == entry.callees:
        code = _named_code(body.__code__, proc.name)
        renamed = None
    else:
        renamed = _callees_renamed(comp, entry, shape[2])
        if renamed is None:
            return None
        code = renamed_code(body.__code__, renamed[0], renamed[1]).replace(
            co_filename="<logo proc %s>" % proc.name)
        deps = (deps - set(renamed[2])) | set(renamed[2].values()) | {proc.key}
    if code is not body.__code__:
        body = FunctionType(code, body.__globals__, body.__name__, None, body.__closure__)
    comp.interp.register_code(code, proc, entry.line_map)
    call = comp.shared_entry(proc, body, factory_shape, entry.names)
    proc.deps = deps
    compiled = _compiled(proc, body, call, entry.names, factory_shape)
    plain = entry.plain
    if renamed is None:
        _note_recent(comp, proc, entry, shape, code, call, deps, factory_shape)
        _keep_own(comp, proc, key, entry, numbers, consts, deps, compiled)
        return compiled
    if plain:  # (its functions serve its text defined again: not made again from the code)
        procs = comp.interp.procs
        keys = renamed[2]
        lookups = {keys.get(name, name): procs.get(keys[name]) if name in keys else old
                   for name, old in entry.lookups.items()}
        own = proccache.Entry(proc.lines, None, [], lookups, [], entry.line_map, deps, entry.names)
        own.held = entry.held
        own.shared = compiled
        _keep(comp, key, own)
    return compiled


def _note_recent(comp: Any, proc: Any, entry: NumberedEntry, shape: tuple, code: Any, call: Any,
                 deps: set, factory_shape: tuple) -> None:
    """The last procedure of PROC's name made from ENTRY, for recent (with how it was made,
    for _made_again, when its entry CALL is shared_entry's code with only BODY free)."""
    made = None
    closure = call.__closure__
    if (closure is not None and len(closure) == 1
            and closure[0].cell_contents.__code__ is code and call.__name__ == "U"):
        made = (proc.name, code, call.__code__, call.__defaults__,
                comp.interp.proc_ns_name(proc.key), deps, factory_shape)
    recent = comp.recent_numbered
    if len(recent) > MAX_SHAPES:
        recent.clear()
    recent[proc.key] = (shape[3], entry, made, _layout_of(shape[3]))


_layouts: dict = {}  # a shape's key -> its _layout (one for the procedures of the shape)


def _layout_of(plain: tuple) -> tuple:
    layout = _layouts.get(plain)
    if layout is None:
        if len(_layouts) > MAX_SHAPES:
            _layouts.clear()
        layout = _layouts[plain] = _layout(plain[1])
    return layout


def _keep_own(comp: Any, proc: Any, key: tuple, entry: NumberedEntry, numbers: tuple, consts: list,
              deps: set, compiled: CompiledProc) -> None:
    """Keep PROC's functions (COMPILED, from ENTRY with NUMBERS and CONSTS) for its text
    defined again (by KEY, its definition_key): what own_entry makes its entry of, when
    that text comes again (most texts with new numbers never do)."""
    _keep(comp, key, (entry, proc.lines, numbers, consts, deps, compiled))


def own_entry(entry: NumberedEntry, lines: list, numbers: tuple, consts: list, deps: set,
              compiled: CompiledProc) -> proccache.Entry:
    """The proccache.Entry of a procedure _keep_own kept (kept.py, compile_proc)."""
    own = proccache.Entry(lines, entry.code, [numbers] + consts, entry.lookups, entry.effects,
                          entry.line_map, deps, entry.names)
    own.replay = entry.replay
    own.held = entry.held
    if entry.plain:
        own.shared = compiled
    return own


def _keep(comp: Any, key: tuple, own: Any) -> None:
    if len(comp.proc_cache) > proccache.MAX_ENTRIES:
        comp.proc_cache.clear()
    comp.proc_cache[key] = own


_named_codes: dict = {}  # (id of a body's code, a procedure's name) -> (that code, its copy)


def _named_code(code: Any, name: str) -> Any:
    """CODE with the file name of procedure NAME's code: one copy for the procedures of a
    shape defined again and again under one name (register_code gives it the latest)."""
    key = (id(code), name)
    found = _named_codes.get(key)
    if found is not None and found[0] is code:
        return found[1]
    filename = "<logo proc %s>" % name
    named = code if code.co_filename == filename else code.replace(co_filename=filename)
    if len(_named_codes) > 2000:
        _named_codes.clear()
    _named_codes[key] = (code, named)
    return named


def _callees_renamed(comp: Any, entry: NumberedEntry, callees: tuple) -> tuple:
    """(the global names of ENTRY's code in the namespace -> those for the procedures
    CALLEES call instead, its words naming them -> the CALLEES, their keys -> the new keys);
    the namespace gets the new names; None when they do not correspond one to one."""
    interp = comp.interp
    words: dict = {}
    keys: dict = {}
    for old, new in zip(entry.callees, callees, strict=True):
        if words.setdefault(old, new) != new or keys.setdefault(fold(old), fold(new)) != fold(new):
            return None  # (a name called twice by one, two names called by the other)
    names = {}
    for old, new in keys.items():
        for prefix in "UCEKX":
            if interp._mangle(prefix, old) in entry.globals:
                names[interp._mangle(prefix, old)] = interp.user_ns_name(new, prefix)
        if interp._mangle("Q", old) in entry.globals:
            names[interp._mangle("Q", old)] = interp.proc_ns_name(new)
    return names, words, keys
