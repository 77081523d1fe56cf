"""Questions the compiler asks of lists and trees before compiling them: which
names they mention, whether a template looks up ? slots, where TAGs are, the
first problem of a line, and the Logo line of each generated Python line.
"""

from __future__ import annotations

from ..lang import errors
from ..lang.data import NIL, Array, Pair, ProtectedWord, parse_number, to_pylist
from ..lang.errors import LogoError
from ..lang.nodes import Call, Const, Infix, Missing, Param, Unknown, UnknownSetter, Var

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
                    proc = procs.get(part.lower())
                    if proc is None or not proc.is_primitive:
                        return True
        node = node.rest
    return False


def template_looks_up_slots(lst: Any, procs: dict) -> bool:
    """Must a template publish its data in RT.slots for code run from it?"""
    return nested_slot_words(lst) or calls_user_code(lst, procs)


def _mentions(trees: list, names: set) -> bool:
    """Does any parsed line call one of NAMES (looking inside literal lists too)?"""
    for nodes in trees:
        for node in nodes:
            if _node_mentions(node, names):
                return True
    return False


# Primitives compiled inline whose code only computes their inputs (a parameter of a
# shape among them is a value like any other: the code is the one of the list itself).
_VALUE_INPUT_HANDLERS = frozenset(["make", "localmake", "sum", "difference", "product", "quotient",
                                   "first", "butfirst", "fput", "remainder", "item", "word", "sentence",
                                   "list", "setitem", "int"])


def params_only_as_inputs(nodes: list, special: frozenset) -> bool:
    """Is each parameter of a list parsed by its shape (a Param node) an input of a call that
    just passes it on: to a user procedure, to a primitive compiled as a plain call (SPECIAL
    has the names of those that are not), or to one whose inline code only computes its inputs?
    Then the code for the shape does what the code for the list itself does (a Param
    standing alone, in an infix expression or before IF, CATCH, REPEAT ... may not)."""
    stack = list(nodes)
    for node in nodes:
        if node.__class__ is Param:
            return False
    while stack:
        node = stack.pop()
        cls = node.__class__
        if cls is Call:
            proc = node.proc
            for arg in node.args:
                if arg.__class__ is Param:
                    if (proc.is_primitive and proc.name in special
                            and proc.name not in _VALUE_INPUT_HANDLERS):
                        return False
                else:
                    stack.append(arg)
        elif cls is Infix:
            if node.left.__class__ is Param or node.right.__class__ is Param:
                return False
            stack.append(node.left)
            stack.append(node.right)
    return True


def _node_mentions(node: Any, names: set) -> bool:
    cls = node.__class__
    if cls is Call:
        if node.proc.name in names:
            return True
        for arg in node.args:
            if _node_mentions(arg, names):
                return True
        return False
    if cls is Infix:
        return _node_mentions(node.left, names) or _node_mentions(node.right, names)
    if cls is Const and (node.value.__class__ is Pair):
        return _list_mentions(node.value, names)
    return False


def _list_mentions(lst: Any, names: set) -> bool:
    node = lst
    while node.__class__ is Pair:
        item = node.first
        if item.__class__ is Pair:
            if _list_mentions(item, names):
                return True
        elif item.__class__ is str and item.lower() in names:
            return True
        node = node.rest
    return False


def _tag_places(trees: list) -> list:
    """(name, line, instruction) of each TAG "word at the top level of a body."""
    places = []
    for index, nodes in enumerate(trees):
        for i, node in enumerate(nodes):
            if (node.__class__ is Call and node.proc.name == "tag" and node.args
                    and node.args[0].__class__ is Const
                    and isinstance(node.args[0].value, str)):
                places.append((str(node.args[0].value).lower(), index, i))
    return places


def _first_problem(nodes: list) -> Any:
    """The first missing input or unknown procedure in NODES, or None."""
    for node in nodes:
        cls = node.__class__
        if cls is Missing or cls is Unknown or cls is UnknownSetter:
            return node
        inner = (node.args if cls is Call else [node.left, node.right] if cls is Infix else [])
        found = _first_problem(inner)
        if found is not None:
            return found
    return None


def _last_unknown(nodes: list) -> Any:
    """The last unknown procedure in NODES (in the order written), or None."""
    found = None
    for node in nodes:
        cls = node.__class__
        if cls is Unknown or cls is UnknownSetter:
            found = node
            continue
        inner = (node.args if cls is Call else [node.left, node.right] if cls is Infix else [])
        found = _last_unknown(inner) or found
    return found


def _runlist_text(nodes: list) -> str:
    """A runlist as Berkeley shows it parsed: one member per expression, calls as lists."""
    from ..lang.printer import FULL, show_form

    def shown(node: Any) -> str:
        cls = node.__class__
        if cls is Call:
            return "[%s]" % " ".join([node.name] + [shown(a) for a in node.args])
        if cls is Infix:
            return "[%s %s %s]" % (node.op, shown(node.left), shown(node.right))
        if cls is Var:
            return ":" + node.name
        if cls is Missing:
            return "[[]]"
        if cls is Unknown:  # (standing for a variable: see ControlCompiler.unknown_first)
            return "[%s]" % node.name
        value = node.value
        if value.__class__ in (int, float, Array):
            return show_form(value)
        return '"' + show_form(value, FULL)

    return "[%s]" % " ".join(shown(n) for n in nodes)


def _line_map(gen: Gen, start: int, end: int) -> dict:
    # Python line numbers are 1-based, and line 1 is the factory's def.
    mapping = {}
    for i in range(start, end):
        mapping[i + 2] = gen.line_of[i]
    return mapping


_TRACERS = frozenset(("trace", "untrace"))
_wrapped_copies: dict = {}  # id of a primitive -> (it, its copy compiled as a plain call)


def calls_after_trace(nodes: list) -> list:
    """NODES (a line's instructions), in which the primitives a TRACE or UNTRACE of the
    line names by a quoted word or list are called, after it, through their global
    name (never compiled in place): TRACE changes what that name gives, so the rest of
    the line shows their calls, as in Berkeley.  So are MAKE, LOCALMAKE and NAME of the
    variables it names (the primitives tell a traced variable)."""
    names: set = set()
    variables: set = set()
    for i, node in enumerate(nodes):
        if names or variables:
            nodes[i] = _plain_calls(node, names, variables)
        if node.__class__ is Call and node.proc.is_primitive and node.proc.name in _TRACERS:
            for arg in node.args:
                if arg.__class__ is Const:
                    _contents(arg.value, names, variables)
    return nodes


def _contents(value: Any, names: set, variables: set) -> None:
    """Add the procedures and variables a contents list (or word) names to NAMES and
    VARIABLES."""
    if value.__class__ is str:
        names.add(value.lower())
    elif value.__class__ is Pair:
        first = value.first
        if first.__class__ is Pair or first is NIL:  # [[procedures] [variables] [plists]]
            names.update(w.lower() for w in to_pylist(first) if w.__class__ is str)
            second = value.rest.first if value.rest.__class__ is Pair else None
            if second.__class__ is Pair:
                variables.update(w.lower() for w in to_pylist(second) if w.__class__ is str)
        else:
            names.update(w.lower() for w in to_pylist(value) if w.__class__ is str)


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
            after_tracer = item.__class__ is str and item.lower() in _TRACERS
            if item.__class__ is Pair:
                walk(item)
            node = node.rest

    for line in lines:
        walk(line)
    return (names, variables) if names or variables else None


def plain_traced(nodes: list, traced: tuple) -> list:
    """NODES with the calls of what TRACED (traced_in) names made through global names."""
    return [_plain_calls(node, traced[0], traced[1]) for node in nodes]


_MAKERS = {"make": 0, "localmake": 0, "name": 1}  # the input that names the variable


def _plain_calls(node: Any, names: set, variables: Any = frozenset()) -> Any:
    cls = node.__class__
    if cls is Infix:
        return Infix(node.op, _plain_calls(node.left, names, variables),
                     _plain_calls(node.right, names, variables))
    if cls is not Call:
        return node
    args = [_plain_calls(a, names, variables) for a in node.args]
    proc = node.proc
    if proc.is_primitive and not proc.wrapped and (node.name.lower() in names or (
            proc.name in _MAKERS and _names_one(args, _MAKERS[proc.name], variables))):
        found = _wrapped_copies.get(id(proc))
        if found is None or found[0] is not proc:
            copy = object.__new__(type(proc))
            copy.__dict__.update(proc.__dict__)
            copy.wrapped = True
            found = _wrapped_copies[id(proc)] = (proc, copy)
        proc = found[1]
    return Call(node.name, proc, args, node.paren)


def _names_one(args: list, index: int, variables: Any) -> bool:
    """Is ARGS[INDEX] a quoted word naming one of VARIABLES?"""
    if not variables or len(args) <= index or args[index].__class__ is not Const:
        return False
    value = args[index].value
    return value.__class__ in (str, ProtectedWord) and value.lower() in variables


def names_a_tracer(line: Any) -> bool:
    """Does LINE have TRACE or UNTRACE among its words (then calls_after_trace)?"""
    node = line
    while node.__class__ is Pair:
        item = node.first
        if item.__class__ is str and len(item) in (5, 7) and item.lower() in _TRACERS:
            return True
        node = node.rest
    return False


_LOCAL_MAKERS = frozenset(("local", "localmake"))


def makes_locals(lst: Any) -> bool:
    """Does the list LST (a loop's instructions, a template) say LOCAL or LOCALMAKE
    anywhere?  Then the variables they make go when Berkeley's REPEAT, FOR, FOREACH,
    MAP ... would give them back (inline.py, ListRunner.template)."""
    return _list_mentions(lst, _LOCAL_MAKERS)


_OUTPUT_NAMES = frozenset(("output", "op"))
_BUILDERS = frozenset(("list", "word"))


def expands_from_inputs(proc: Any, parse: Any) -> bool:
    """Does what the macro PROC outputs depend on its inputs alone?  So it is when its one
    line is OUTPUT of LIST and WORD (the primitives, untraced) of its inputs, quoted words,
    numbers and literal lists: called with the same inputs again, it outputs a list with
    the same members, and does nothing else (runtime/macros.py: macro_again).  PARSE reads
    the line, once its words are known to name nothing else (nothing to load)."""
    if (len(proc.lines) != 1 or proc.has_rest or proc.min_args != proc.max_args
            or proc.traced or proc.stepped):
        return False
    names = {f.name.lower() for f in proc.formals}
    node = proc.lines[0]
    while node.__class__ is Pair:
        item = node.first
        node = node.rest
        cls = item.__class__
        if cls is str:
            word = item.strip("()")
            if not (word == "" or word[:1] == '"' or word.lower() in _OUTPUT_NAMES
                    or word.lower() in _BUILDERS or (word[:1] == ":" and word[1:].lower() in names)
                    or parse_number(word) is not None):
                return False
        elif not (cls is Pair or item is NIL or cls is int or cls is float):
            return False
    nodes = parse(proc.lines[0])
    if len(nodes) != 1:
        return False
    out = nodes[0]
    if (out.__class__ is not Call or not out.proc.is_primitive or out.proc.wrapped
            or out.proc.name.lower() not in _OUTPUT_NAMES or len(out.args) != 1):
        return False
    return _built_from(out.args[0], names)


def _built_from(node: Any, names: set) -> bool:
    """Is NODE's value made by LIST and WORD of constants and the variables NAMES?"""
    cls = node.__class__
    if cls is Const:
        return True
    if cls is Var:
        return node.name.lower() in names
    if cls is Call and node.proc.is_primitive and not node.proc.wrapped:
        return node.proc.name.lower() in _BUILDERS and all(_built_from(a, names) for a in node.args)
    return False


_MEMO_BUILDERS = frozenset(("list", "sentence", "word"))


def built_of_variables(node: Any) -> list | None:
    """The variables whose values alone make NODE's value, in the order they are read, when
    it is a list made by LIST or SENTENCE (with WORD inside) of them and constants (the
    primitives, untraced); else None.  Made again with the same values and no list changed
    since (data.list_edits), it has the same members (a macro's OUTPUT: macros.py)."""
    if not (node.__class__ is Call and node.proc.is_primitive and node.proc.name in ("list", "sentence")):
        return None
    names: list = []
    return names if _made_of(node, names) else None


def _made_of(node: Any, names: list) -> bool:
    cls = node.__class__
    if cls is Const:
        return True
    if cls is Var:
        key = node.name.lower()
        if key not in names:
            names.append(key)
        return True
    if cls is Call and node.proc.is_primitive and not node.proc.wrapped:
        return node.proc.name in _MEMO_BUILDERS and all(_made_of(a, names) for a in node.args)
    return False


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
        elif isinstance(item, str) and item.lower() in READERS:
            return True
        lst = lst.rest
    return False
