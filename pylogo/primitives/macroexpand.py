"""MACROEXPAND of the library procedures that Berkeley Logo writes as macros.

pylogo implements FOR, FOREACH, WHILE, UNTIL, DO.WHILE, DO.UNTIL, CASE, COND and LOCALMAKE
as primitives, but MACROP says TRUE for them, as in Berkeley.  MACROEXPAND of a call to one of
them outputs the instruction list Berkeley's macro would: a loop's next step (WHILE and UNTIL
test their condition to choose it), the chosen clause of CASE and COND, LOCALMAKE as LOCAL and
MAKE.  FOR and FOREACH run the whole loop and output the empty list, as Berkeley's do.

Of the interpreter it uses ``ListRunner.run_list``.
"""

from __future__ import annotations

from ..lang.data import NIL, Array, Pair, from_iter, to_pylist
from ..lang.errors import doesnt_like, not_enough, too_many

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Callable


def _inputs(interp: Any, expr: Pair) -> list:
    """The values of the inputs written after the macro's name in EXPR."""
    if expr.rest is NIL:
        return []
    call = Pair("(", Pair("list", expr.rest))
    last = call
    while last.rest is not NIL:
        last = last.rest
    last.rest = Pair(")", NIL)
    return to_pylist(interp.run_list(call, "macroexpand"))


def _loop_step(name: str, cond: Any, body: Any) -> Any:
    """BODY's instructions followed by the loop called again (SENTENCE of them, in Berkeley's
    library: a word BODY is one member)."""
    first = to_pylist(body) if body.__class__ is Pair or body is NIL else [body]
    return from_iter(first + [name, cond, body])


def _while(interp: Any, args: list, until: bool) -> Any:
    from .control import _cond_value, _instruction_list

    cond, body = args
    name = "until" if until else "while"
    go_on = _cond_value(interp, _instruction_list(cond, name), "if" if until else "not")
    return _loop_step(name, cond, body) if go_on != until else NIL


def _localmake(args: list) -> Any:
    from ..lang.data import join_words

    name, value = args
    if name.__class__ is Pair or name is NIL or name.__class__ is Array:
        # Berkeley's library LOCALMAKE builds its expansion with WORD of the name
        from ..runtime.berkeley_errors import lib_error

        raise lib_error(doesnt_like("word", name), "localmake")
    if name.__class__ is int or name.__class__ is float:
        from ..lang.data import word_text

        name = word_text(name)
    return from_iter(["local", join_words(['"', name]), "apply", join_words(['"', "make"]),
                      from_iter([name, value])])


def _expanders(interp: Any) -> dict[str, tuple[int, Callable[[list], Any]]]:
    from .control import case_body, cond_body

    return {
        "while": (2, lambda a: _while(interp, a, False)),
        "until": (2, lambda a: _while(interp, a, True)),
        "do.while": (2, lambda a: _loop_step("while", a[1], a[0])),
        "do.until": (2, lambda a: _loop_step("until", a[1], a[0])),
        "case": (2, lambda a: case_body(interp, a[0], a[1])),
        "cond": (1, lambda a: cond_body(interp, a[0])),
        "localmake": (2, _localmake),
    }


def expand_library_macro(interp: Any, key: str, expr: Pair) -> Any:
    """The expansion of EXPR, a call of the library macro KEY (see the module docstring)."""
    if key in ("for", "foreach"):
        interp.run_list(expr, "macroexpand")
        return NIL
    arity, expand = _expanders(interp)[key]
    args = _inputs(interp, expr)
    if len(args) > arity:
        raise too_many(key)
    if len(args) < arity:
        raise not_enough(key)
    return expand(args)


def library_macro_value(interp: Any, key: str, consumer: str, args: list) -> Any:
    """KEY, a library macro, called with the values ARGS as an input to CONSUMER: as in Berkeley,
    its expansion is run for a value (FOR and FOREACH run their loop and expand to [])."""
    if key in ("for", "foreach"):
        interp.call_by_name(key, tuple(args))
        expansion = NIL
    else:
        expansion = _expanders(interp)[key][1](args)
    return interp.run_macro(expansion, 1, consumer)
