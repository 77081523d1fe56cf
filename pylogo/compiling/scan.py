"""Questions the compiler asks of lists before compiling them: which names they
mention, whether a template looks up ? slots, what a TRACE in them names, and the
Logo line of each generated Python line.  The questions asked of parsed lines
(trees) are treescan.py's: a run whose code all comes from the disk caches parses
nothing, and does not import the trees' classes.
"""

from __future__ import annotations

from ..lang import errors
from ..lang.data import NIL, Pair, ProtectedWord, fold, parse_number, to_pylist
from ..lang.errors import LogoError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from .codegen import Gen


def nested_slot_words(lst: Any, depth: int = 0) -> bool:
    """Does a list inside LST mention ?, ?N, ?REST or # (to be run later, say by `)?"""
    node = lst
    while node.__class__ is Pair:
        item = node.first
        if item.__class__ is Pair:
            if nested_slot_words(item, depth + 1):
                return True
        elif depth > 0 and item.__class__ in (str, ProtectedWord):
            if item.startswith("?") or item == "#" or "?" in item:
                return True
        node = node.rest
    return False


_OPERATOR_CHARS = frozenset("-+*/=<>()")


def _split_at_operators(word: str) -> list:
    """The parts of WORD between its operator characters (some of them empty)."""
    if _OPERATOR_CHARS.isdisjoint(word):
        return [word]
    parts = []
    start = 0
    for k, c in enumerate(word):
        if c in _OPERATOR_CHARS:
            parts.append(word[start:k])
            start = k + 1
    parts.append(word[start:])
    return parts


def calls_user_code(lst: Any, procs: dict) -> bool:
    """Might running LST call a procedure that is not a primitive (or not yet defined)?"""
    node = lst
    while node.__class__ is Pair:
        item = node.first
        if item.__class__ is Pair:
            if calls_user_code(item, procs):
                return True
        elif item.__class__ in (str, ProtectedWord) and item and item[0] not in "\":;":
            for part in _split_at_operators(item):
                if part and not part[0].isdigit() and not part.startswith("?") and part != "#":
                    proc = procs.get(fold(part))
                    if proc is None or not proc.is_primitive:
                        return True
        node = node.rest
    return False


def template_looks_up_slots(lst: Any, procs: dict) -> bool:
    """Must a template publish its data in RT.slots for code run from it?"""
    return nested_slot_words(lst) or calls_user_code(lst, procs)


def _list_mentions(lst: Any, names: set) -> bool:
    node = lst
    while node.__class__ is Pair:
        item = node.first
        if item.__class__ is Pair:
            if _list_mentions(item, names):
                return True
        elif item.__class__ is str and fold(item) in names:
            return True
        node = node.rest
    return False


def _line_map(gen: Gen, start: int, end: int) -> dict:
    # Python line numbers are 1-based, and line 1 is the factory's def.
    mapping = {}
    for i in range(start, end):
        mapping[i + 2] = gen.line_of[i]
    return mapping


_TRACERS = frozenset(("trace", "untrace"))
def _contents(value: Any, names: set, variables: set) -> None:
    """Add the procedures and variables a contents list (or word) names to NAMES and
    VARIABLES."""
    if value.__class__ is str:
        names.add(fold(value))
    elif value.__class__ is Pair:
        first = value.first
        if first.__class__ is Pair or first is NIL:  # [[procedures] [variables] [plists]]
            names.update(fold(w) for w in to_pylist(first) if w.__class__ is str)
            second = value.rest.first if value.rest.__class__ is Pair else None
            if second.__class__ is Pair:
                variables.update(fold(w) for w in to_pylist(second) if w.__class__ is str)
        else:
            names.update(fold(w) for w in to_pylist(value) if w.__class__ is str)


def traced_in(lines: Any) -> tuple | None:
    """(procedures, variables) that a TRACE or UNTRACE anywhere in LINES (a procedure's
    lines, and the lists in them) names by a quoted word or a list, or None.  Compiled
    with them (plain_traced), a procedure shows the calls and MAKEs that come after its
    own TRACE, as Berkeley does."""
    names: set = set()
    variables: set = set()

    def walk(lst: Any) -> None:
        after_tracer = False
        node = lst
        while node.__class__ is Pair:
            item = node.first
            if after_tracer:
                if item.__class__ is str and item[:1] == '"':
                    _contents(item[1:], names, variables)
                elif item.__class__ is Pair:
                    _contents(item, names, variables)
            after_tracer = item.__class__ is str and fold(item) in _TRACERS
            if item.__class__ is Pair:
                walk(item)
            node = node.rest

    for line in lines:
        walk(line)
    return (names, variables) if names or variables else None


def names_a_tracer(line: Any) -> bool:
    """Does LINE have TRACE or UNTRACE among its words (then calls_after_trace)?"""
    node = line
    while node.__class__ is Pair:
        item = node.first
        if item.__class__ is str and len(item) in (5, 7) and fold(item) in _TRACERS:
            return True
        node = node.rest
    return False


# (CATCH: the procedure called last in its list leaves its variables bound as LOCAL would:
# ControlCompiler.user_statement, entry K)
_LOCAL_MAKERS = frozenset(("local", "localmake", "catch"))


def mentions_any(lst: Any, names: frozenset, budget: int = 10000) -> bool:
    """Does LST, or a list in it however deep (a walk without recursion: lists RUN may
    be nested thousands deep, or hold themselves), hold a word naming one of NAMES?  Yes
    too when it has more than BUDGET members in all."""
    stack = [lst]
    while stack:
        node = stack.pop()
        while node.__class__ is Pair:
            budget -= 1
            if budget < 0:
                return True
            item = node.first
            if item.__class__ is Pair:
                stack.append(item)
            elif item.__class__ is str and fold(item) in names:
                return True
            node = node.rest
    return False


# Primitives that run a list given to them many times
LOOP_NAMES = frozenset("repeat forever for while until do.while do.until foreach map map.se filter find "
                       "reduce crossmap cascade cascade.2 transfer".split())


def makes_locals(lst: Any) -> bool:
    """Does the list LST (a loop's instructions, a template) say LOCAL, LOCALMAKE or
    CATCH anywhere?  Then the variables they make go when Berkeley's REPEAT, FOR,
    FOREACH, MAP ... would give them back (inline.py, ListRunner.template)."""
    return _list_mentions(lst, _LOCAL_MAKERS)


_OUTPUT_NAMES = frozenset(("output", "op"))
# Primitives whose values depend on their inputs alone, and do nothing else (the lists
# they read may be changed in place: data.list_edits tells; not ITEM or MEMBERP, which
# read arrays, changed by SETITEM)
PURE_OPERATIONS = frozenset("""list word sentence se fput lput first butfirst bf last butlast bl
count emptyp empty? wordp word? listp list? numberp number? equalp equal? notequalp notequal?
not and or sum difference product quotient remainder modulo minus abs int round
lessp less? greaterp greater? lessequalp lessequal? greaterequalp greaterequal?""".split())
_PURE_WORDS = _OUTPUT_NAMES | PURE_OPERATIONS | {"if", "ifelse"}


def pure_expansion_inputs(proc: Any) -> set | None:
    """The names of the inputs of the macro PROC, when what it outputs may depend on them
    alone: its lines have only the words of OUTPUTs, IFs and IFELSEs of PURE_OPERATIONS
    (the primitives, untraced) of its inputs, quoted words, numbers and literal lists (the
    lines read then tell: treescan.outputs_built_from); else None.  Called with the same
    inputs again (no list changed in place since), such a macro outputs a list with the
    same members, and does nothing else (runtime/macros.py: macro_again).  (Its words name
    nothing else: reading the lines loads nothing.)"""
    if not proc.lines or proc.has_rest or proc.min_args != proc.max_args or proc.traced or proc.stepped:
        return None
    names = {fold(f.name) for f in proc.formals}
    for line in proc.lines:
        node = line
        while node.__class__ is Pair:
            item = node.first
            node = node.rest
            cls = item.__class__
            if cls is str:
                word = item.strip("()")
                if not (word == "" or word[:1] == '"' or fold(word) in _PURE_WORDS
                        or (word[:1] == ":" and fold(word[1:]) in names)
                        or parse_number(word) is not None or _OPERATORS.issuperset(word)):
                    return None
            elif not (cls is Pair or item is NIL or cls is int or cls is float):
                return None
    return names


_OPERATORS = frozenset("+-*/=<>")


def reading_error(lines: list, index: int, exc: LogoError) -> tuple:
    """(line index, error) to report for a body whose line INDEX cannot be read (EXC).
    Berkeley 6.2.5 reads on after such a line, and a later line that begins with a
    parenthesis is then "too many ('s" (the last one is reported)."""
    for later in range(len(lines) - 1, index, -1):
        line = lines[later]
        first = line.first if line.__class__ is Pair else None
        if (first.__class__ in (str, ProtectedWord) and first[:1] == "("
                and (first.__class__ is str or first.marks[:1] == " ")):
            return later, LogoError(errors.PAREN_MISMATCH, "too many ('s")
    return index, exc


# Primitives that read input: a REPEAT or FOREVER list using one may fail in a later round
# only (the input ran out), where Berkeley's place for the error depends on the round
# before (runtime/berkeley_errors.py, LoopPlace).
READERS = frozenset(("readchar", "rc", "readchars", "rcs", "readlist", "rl", "readword", "rw",
                     "readrawline"))


def reads_input(lst: Any) -> bool:
    """Does the instruction list LST (a Logo list) name a primitive that reads input?"""
    while lst.__class__ is Pair:
        item = lst.first
        if item.__class__ is Pair:
            if reads_input(item):
                return True
        elif isinstance(item, str) and fold(item) in READERS:
            return True
        lst = lst.rest
    return False


def _words_text(lines: Any) -> str:
    """The words of LINES (lists, and their sublists), folded, with a NUL between two: a
    text without NUL is part of one of the words when it is part of this."""
    words = []
    stack = list(lines)
    while stack:
        node = stack.pop()
        while node.__class__ is Pair:
            item = node.first
            if item.__class__ is Pair:
                stack.append(item)
            elif isinstance(item, str):
                words.append(item)
            node = node.rest
    return fold("\0".join(words))


_proc_texts: dict = {}  # id of a procedure's lines -> (them, _words_text of them)


def _proc_text(proc: Any) -> str:
    """_words_text of PROC's lines (made once for a definition: its code is, too)."""
    lines = getattr(proc, "lines", ())
    known = _proc_texts.get(id(lines))
    if known is not None and known[0] is lines:
        return known[1]
    if len(_proc_texts) > 5000:
        _proc_texts.clear()
    text = _words_text(lines)
    _proc_texts[id(lines)] = (lines, text)
    return text


def uses_maybeoutput(proc: Any) -> bool:
    """Might a user procedure's lines run .MAYBEOUTPUT?"""
    return ".maybeoutput" in _proc_text(proc)


# Operations of Berkeley's library whose procedure outputs without a call of its own in
# tail position: OUTPUT of one of them, in a procedure called as a command, is reported in
# that procedure at the OUTPUT's line, as for OUTPUT of a user procedure (berkeley_errors.py,
# lib_unwanted); the others (MAP, FILTER, REVERSE ...) end in a call of their own library
# procedure, where Berkeley reports it (left out here, see tools/fuzz/README.md).
LIBRARY_TAIL_OPS = frozenset(["combine", "gensym", "invoke", "mdarray", "pick", "quoted", "reduce",
                              "namelist", "pllist", "backslashedp", "backslashed?", "macroexpand",
                              "filep", "file?", "dequeue", "pop"])


def outputs_library_op(proc: Any) -> bool:
    """Might a user procedure's lines OUTPUT one of the LIBRARY_TAIL_OPS (a word of its
    lines holding one of their names)?"""
    text = _proc_text(proc)
    return any(name in text for name in LIBRARY_TAIL_OPS)
