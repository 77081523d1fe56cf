"""Templates given as lists built at run time, compiled once per shape (shapes.py): a
lambda ([[inputs] instructions]) or a question-mark template ([? + 3], made with LIST or
SENTENCE each time) reuses the code compiled for an earlier one that differs only in its
numbers, quoted words and data lists, given as parameters.
"""

from __future__ import annotations

from ..compiling.compiler import template_looks_up_slots
from ..compiling.scan import _split_at_operators, makes_locals
from ..lang.data import NIL, Pair, ProtectedWord, fold
from ..lang.shapes import params_for, shape_of
from .scope import UNB

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# How many question-mark templates of one shape are compiled as themselves (_sightings:
# how many were, per shape) before one is compiled for the shape
SIGHTINGS = 3
_sightings: dict = {}


def shaped_template(interp: Any, x: Any, statements: bool) -> Any:
    """A template list (lambda or question-mark) from the code compiled for an earlier
    one of the same shape (shapes.py), or None."""
    first = x.first
    if first.__class__ is Pair or first is NIL:
        return _shaped_lambda(interp, x, statements)
    recent = interp.recent_shapes.get(("?", first, statements)) if first.__class__ is str else None
    if recent is not None:  # (the shape of the one before with that first word: its code)
        params = params_for(x, recent[0])
        if params is not None and _plain(params):
            tpl = interp.compiler.instantiate_question(recent[1], params)
            tpl.own_locals = recent[2]
            return tpl
    shape = shape_of(x)
    if shape is None:
        return None
    looks_up, own_locals = _scans(interp, ("?", shape[0]), shape[1],
                                  lambda: (template_looks_up_slots(x, interp.compiler), makes_locals(x)))
    key = ("?", shape[0], statements, looks_up)  # (with lambdas' shapes: their keys differ)
    if key not in interp.lambda_shapes:
        # The first few of its shape are compiled as themselves (their code perhaps kept by
        # an earlier run, which then imports no code generation); later ones, by shape.
        seen = _sightings.get(key, 0) + 1
        if seen < SIGHTINGS:
            if len(_sightings) > 5000:
                _sightings.clear()
            _sightings[key] = seen
            return None
    entry = _entry(interp, key, lambda: interp.compiler.compile_shaped_question(x, statements, looks_up))
    if entry is None:
        return None
    if first.__class__ is str and _plain(shape[1]):  # (_scans's answer holds for the shape)
        _note_recent(interp, ("?", first, statements), (shape[0], entry, own_locals))
    tpl = interp.compiler.instantiate_question(entry, shape[1])
    tpl.own_locals = own_locals
    return tpl


def _note_recent(interp: Any, key: tuple, value: tuple) -> None:
    """Keep VALUE, the code of a template's shape, for the next template KEY says is alike."""
    recent = interp.recent_shapes
    if len(recent) > 1000:
        recent.clear()
    recent[key] = value


def _entry(interp: Any, key: tuple, compile_shape: Any) -> Any:
    """The code kept for the shape KEY (made by COMPILE_SHAPE() when first needed), or None
    when templates of that shape are compiled as themselves."""
    entry = interp.lambda_shapes.get(key, UNB)
    if entry is UNB:
        entry = compile_shape()
        if len(interp.lambda_shapes) > 5000:
            interp.lambda_shapes.clear()
        interp.lambda_shapes[key] = entry
    return entry


def _shaped_lambda(interp: Any, x: Any, statements: bool) -> Any:
    """A lambda template ([[inputs] instructions]) from the code compiled for an
    earlier one of the same shape (shapes.py), or None."""
    first = x.first
    rest = x.rest
    if rest.__class__ is not Pair:
        return None
    node = rest
    while node.__class__ is Pair and (node.first.__class__ is Pair or node.first is NIL):
        node = node.rest
    if node is NIL:  # procedure-text form: its lists are instructions, one line each
        return _shaped_proctext(interp, x, statements)
    recent = interp.recent_shapes.get(("lambda", id(first), statements))
    if recent is not None and recent[0] is first:
        params = params_for(rest, recent[1])
        if params is not None and _plain(params):
            return _recent_lambda(interp, x, recent, params)
    names = _input_names(first)
    if names is None:
        return None
    shape = shape_of(rest)
    if shape is None:
        return None
    numbered, own_locals = _scans(interp, (names, shape[0]), shape[1], lambda: (
        template_looks_up_slots(x.rest, interp.compiler) or _mentions_numbering(rest), makes_locals(x)))
    key = (names, shape[0], statements, numbered)
    return _lambda_noted(interp, x, statements, key, shape[1], own_locals, ("lambda", shape[0]))


def _recent_lambda(interp: Any, x: Any, recent: tuple, params: list) -> Any:
    """The lambda template X from the code of the one before it (RECENT, as _lambda_noted
    keeps it), with X's PARAMS."""
    tpl = interp.compiler.instantiate_lambda(recent[2], params, x, recent[3])
    tpl.own_locals = recent[4]
    return tpl


def _lambda_noted(interp: Any, x: Any, statements: bool, key: tuple, params: list, own_locals: bool,
                  kind: tuple) -> Any:
    """_lambda, its code kept for the next template with X's very inputs list and the same
    shape (KIND: "lambda" or "proctext", and the keys of the shape), when it is plain."""
    tpl = _lambda(interp, x, statements, key, params, own_locals)
    entry = interp.lambda_shapes.get(key)
    if tpl is not None and entry is not None and _plain(params):  # (_scans's answer holds)
        note = (x.first, kind[1], entry, key[-1], own_locals)
        _note_recent(interp, (kind[0], id(x.first), statements), note)
    return tpl


def _lambda(interp: Any, x: Any, statements: bool, key: tuple, params: list, own_locals: bool) -> Any:
    """The lambda template X from the code of the shape KEY (with its NUMBERED, last), or
    None; OWN_LOCALS: X says LOCAL or LOCALMAKE (scan.makes_locals)."""
    numbered = key[-1]
    entry = _entry(interp, key, lambda: interp.compiler.compile_shaped_lambda(x, statements, numbered))
    if entry is None:
        return None
    tpl = interp.compiler.instantiate_lambda(entry, params, x, numbered)
    tpl.own_locals = own_locals
    return tpl


def _shaped_proctext(interp: Any, x: Any, statements: bool) -> Any:
    """A lambda template in procedure-text form ([[inputs] [line] [line] ...]), by the
    shapes of its lines (their parameters one after another), or None.  One with the very
    inputs list of the one before (a list built with LIST or FPUT from a literal [x]) and
    its lines' shapes is made from that one's code straight away (recent_shapes)."""
    recent = interp.recent_shapes.get(("proctext", id(x.first), statements))
    if recent is not None and recent[0] is x.first:
        params = _lines_params(x.rest, recent[1])
        if params is not None:
            return _recent_lambda(interp, x, recent, params)
    names = _input_names(x.first)
    if names is None:
        return None
    keys = []
    params: list = []
    node = x.rest
    while node.__class__ is Pair:
        shape = shape_of(node.first)
        if shape is None:
            return None
        keys.append(shape[0])
        params.extend(shape[1])
        node = node.rest
    keys = tuple(keys)
    numbered, own_locals = _scans(interp, (names, "proctext", keys), params, lambda: (
        _lines_numbering(x.rest) or template_looks_up_slots(x.rest, interp.compiler), makes_locals(x)))
    key = (names, "proctext", keys, statements, numbered)
    return _lambda_noted(interp, x, statements, key, params, own_locals, ("proctext", keys))


def _plain(params: list) -> bool:
    """No parameter a list, nor a word with ? or # in it: what scanning a template of the
    shape says holds for any such parameters (_scans)."""
    for param in params:
        if param.__class__ is Pair or (param.__class__ is str and ("?" in param or "#" in param)):
            return False
    return True


def _lines_params(lines: Any, keys: tuple) -> list | None:
    """The parameters of LINES (a template's instruction lists) when their shapes' keys are
    KEYS and they are all plain (_plain), else None."""
    params: list = []
    node = lines
    for key in keys:
        if node.__class__ is not Pair:
            return None
        found = params_for(node.first, key)
        if found is None:
            return None
        params.extend(found)
        node = node.rest
    return params if node is NIL and _plain(params) else None


def _scans(interp: Any, key: tuple, params: list, scan: Any) -> tuple:
    """What SCAN() says of a template whose shape is KEY (its parameters PARAMS): kept for
    the shape when what it looks at is in the shape (no parameter is a list, nor a word
    with ? or # in it), and till a name in the shape is defined (Interpreter.lambda_shapes)."""
    if not _plain(params):
        return scan()
    found = interp.lambda_shapes.get(("scans",) + key)
    if found is None:
        found = scan()
        deps: set = set()
        _words_of(key, deps)
        interp.lambda_shapes[("scans",) + key] = (found, None, None, deps)
        return found
    return found[0]


def _words_of(key: Any, words: set) -> None:
    """Add the words of a shape's KEY (folded, split at infix signs) to WORDS."""
    for item in key:
        if item.__class__ is tuple:
            _words_of(item, words)
        elif item.__class__ is str:
            words.update(fold(part) for part in _split_at_operators(item))


def _lines_numbering(lines: Any) -> bool:
    """Might one of LINES (instruction lists) call # or ?REST at its top level?"""
    node = lines
    while node.__class__ is Pair:
        if _mentions_numbering(node.first):
            return True
        node = node.rest
    return False


def _input_names(formals: Any) -> tuple | None:
    """The names of a lambda's inputs (a list of words), or None (optional inputs ...)."""
    names = []
    node = formals
    while node.__class__ is Pair:
        if node.first.__class__ is not str:
            return None
        names.append(node.first)
        node = node.rest
    return tuple(names)


def _mentions_numbering(lst: Any) -> bool:
    """Might an instruction list call # or ?REST at its top level?"""
    node = lst
    while node.__class__ is Pair:
        item = node.first
        if item.__class__ in (str, ProtectedWord) and ("#" in item or "?rest" in fold(item)):
            return True
        node = node.rest
    return False
