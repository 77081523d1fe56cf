"""Questions the compiler asks of parsed lines (trees of lang/nodes.py) before compiling
them: which names they call, whether a shape's parameters are only inputs, where TAGs
are, the first problem of a line, the calls a TRACE in the line names, and whether a
macro's output is made of its inputs alone (scan.py asks the questions of lists).
"""

from __future__ import annotations

from ..lang.data import NIL, Array, Pair, ProtectedWord, fold
from ..lang.nodes import Call, Const, Infix, Missing, Param, Unknown, UnknownSetter, Var
from .scan import _TRACERS, PURE_OPERATIONS, _contents, _list_mentions

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


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


def _param_inputs(nodes: list) -> Any:
    """(the Call, the Param) for each parameter of a list parsed by its shape that is an input
    of a call in NODES (the Call None: an operand of an infix operator)."""
    stack = list(nodes)
    while stack:
        node = stack.pop()
        cls = node.__class__
        if cls is Call:
            for arg in node.args:
                if arg.__class__ is Param:
                    yield node, arg
                else:
                    stack.append(arg)
        elif cls is Infix:
            for operand in (node.left, node.right):
                if operand.__class__ is Param:
                    yield None, operand
                else:
                    stack.append(operand)


def params_only_as_inputs(nodes: list, special: frozenset) -> bool:
    """Is each parameter of a list parsed by its shape (a Param node) an input of a call that
    just passes it on: to a user procedure, to a primitive compiled as a plain call (SPECIAL
    has the names of those that are not), or to one whose inline code only computes its inputs?
    Then the code for the shape does what the code for the list itself does (a Param
    standing alone, in an infix expression or before IF, CATCH, REPEAT ... may not)."""
    if any(node.__class__ is Param for node in nodes):
        return False
    for call, param in _param_inputs(nodes):
        if call is None:  # an operand of an infix operator: a number or a word (the code
            if param.is_list:  # for an operand it is not written in is the general one)
                return False
        elif (call.proc.is_primitive and call.proc.name in special
              and call.proc.name not in _VALUE_INPUT_HANDLERS):
            return False
    return True


# Primitives that run a list given to them as instructions of the list they are in (an
# OUTPUT there is that list's), not as a template of its own (APPLY, MAP ...)
INSTRUCTION_RUNNERS = frozenset("if ifelse iftrue ift iffalse iff run runresult repeat forever catch "
                                "while until do.while do.until for foreach case cond".split())


def list_params_run(nodes: list) -> bool:
    """Might a list that is a parameter of a shape (a Param of a list) run as instructions:
    given to IF, REPEAT, RUN ... (INSTRUCTION_RUNNERS)?  (An OUTPUT in it then does what it
    does in the list it came from.)"""
    return any(call is not None and param.is_list and call.proc.is_primitive
               and call.proc.name in INSTRUCTION_RUNNERS for call, param in _param_inputs(nodes))


_RUNS_TEMPLATES = INSTRUCTION_RUNNERS | {"apply", "invoke"}


def may_run_test(node: Any) -> bool:
    """Might running NODE (an instruction) run TEST: a call of it, "TEST given to APPLY, a list
    saying TEST, or a list or name computed for RUN, APPLY, IF ... (which may say it)?"""
    if node.__class__ is Infix:
        return may_run_test(node.left) or may_run_test(node.right)
    if node.__class__ is not Call:
        return False
    if node.proc.name == "test":
        return True
    runs = node.proc.is_primitive and node.proc.name in _RUNS_TEMPLATES
    for arg in node.args:
        cls = arg.__class__
        if cls is Const:
            value = arg.value
            if (value.__class__ is Pair and _list_mentions(value, {"test"})) or (
                    runs and value.__class__ is str and fold(value) == "test"):
                return True
        elif (runs and cls is not Missing) or may_run_test(arg):
            return True
    return False


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


def _tag_places(trees: list) -> list:
    """(name, line, instruction) of each TAG "word at the top level of a body."""
    places = []
    for index, nodes in enumerate(trees):
        for i, node in enumerate(nodes):
            if (node.__class__ is Call and node.proc.name == "tag" and node.args
                    and node.args[0].__class__ is Const
                    and isinstance(node.args[0].value, str)):
                places.append((fold(str(node.args[0].value)), index, i))
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


def unknown_names(nodes: list) -> list:
    """The names in NODES of procedures not defined when they were read (compiling/deferred.py)."""
    found = []
    for node in nodes:
        cls = node.__class__
        if cls is Unknown:
            found.append(node.name)
        elif cls is Call or cls is Infix or cls is UnknownSetter:
            found.extend(unknown_names(node.args if cls is Call else [node.arg] if cls is UnknownSetter
                                       else [node.left, node.right]))
    return found


def makes_calls(nodes: list) -> bool:
    """Do NODES call a procedure (compiling/deferred.py)?"""
    return any(node.__class__ is Call or (node.__class__ is Infix and makes_calls([node.left, node.right]))
               for node in nodes)


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
            return ":" + (node.name or "||")
        if cls is Missing:
            return "[[]]"
        if cls is Unknown:  # (standing for a variable: see ControlCompiler.unknown_first)
            return "[%s]" % node.name
        value = node.value
        if value.__class__ in (int, float, Array):
            return show_form(value)
        return '"' + show_form(value, FULL)

    return "[%s]" % " ".join(shown(n) for n in nodes)


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
    if proc.is_primitive and not proc.wrapped and (fold(node.name) in names or (
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
    return value.__class__ in (str, ProtectedWord) and fold(value) in variables


def outputs_built_from(lines: list, names: set, parse: Any) -> bool:
    """Do LINES (the lines of a macro, read) do nothing but OUTPUT values made by
    scan.PURE_OPERATIONS of constants and the variables NAMES (its inputs:
    scan.pure_expansion_inputs), perhaps in IF and IFELSE of such values with literal lists
    of such lines (PARSE reads them)?"""
    return all(_pure_statement(node, names, parse) for nodes in lines for node in nodes)


def _pure_statement(node: Any, names: set, parse: Any) -> bool:
    if node.__class__ is not Call or not node.proc.is_primitive or node.proc.wrapped:
        return False
    name = fold(node.proc.name)
    if name in ("output", "op"):
        return len(node.args) == 1 and _built_from(node.args[0], names)
    if (name, len(node.args)) not in (("if", 2), ("ifelse", 3)) or not _built_from(node.args[0], names):
        return False
    for branch in node.args[1:]:
        if branch.__class__ is not Const or not (branch.value.__class__ is Pair or branch.value is NIL):
            return False
        if not all(_pure_statement(n, names, parse) for n in parse(branch.value)):
            return False
    return True


def _built_from(node: Any, names: set) -> bool:
    """Is NODE's value made by scan.PURE_OPERATIONS of constants and the variables NAMES?"""
    cls = node.__class__
    if cls is Const:
        return True
    if cls is Var:
        return fold(node.name) in names
    if cls is Infix:
        return _built_from(node.left, names) and _built_from(node.right, names)
    if cls is Call and node.proc.is_primitive and not node.proc.wrapped:
        return fold(node.proc.name) in PURE_OPERATIONS and all(_built_from(a, names) for a in node.args)
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
        key = fold(node.name)
        if key not in names:
            names.append(key)
        return True
    if cls is Call and node.proc.is_primitive and not node.proc.wrapped:
        return node.proc.name in _MEMO_BUILDERS and all(_made_of(a, names) for a in node.args)
    return False


def fixed_inputs(node: Any) -> bool:
    """Is NODE (a Call) given all its procedure's inputs, no more, no fewer (nor a rest input)?"""
    proc = node.proc
    return (proc.min_args == proc.max_args == len(node.args) and not proc.has_rest
            and not any(a.__class__ is Missing for a in node.args))
