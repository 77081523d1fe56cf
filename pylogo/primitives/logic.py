"""Logical operations: AND, OR, NOT.

Of the interpreter it uses ``ListRunner`` (inputs given as lists, run when needed).
"""

from __future__ import annotations

from ..lang.data import FALSE, NIL, TRUE, Pair, fold
from ..lang.errors import doesnt_like
from ..lang.procedures import primitive
from ..runtime.helpers import truth

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def _value(interp: Any, x: Any, name: str) -> bool:
    """A TRUE/FALSE input; a list input is run for its value."""
    return truth(_run_if_list(interp, x, name), name)


def _run_if_list(interp: Any, x: Any, name: str) -> Any:
    if x.__class__ is Pair or x is NIL:
        x = interp.run_block(interp.runnable(x, name))
        if x is None:
            raise doesnt_like(name, "nothing")  # Berkeley's words for a list that outputs nothing
    return x


@primitive("and", args=(0, 2, -1), env=True)
def and_(interp: Any, *args: Any) -> Any:
    """AND tf1 tf2
    (AND tf1 tf2 tf3 ...)

    Outputs TRUE when every input is TRUE and FALSE as soon as one of them
    is FALSE.  Each input must be the word TRUE or FALSE (in any case); any
    other word is an error.  An input may also be an instruction list, which
    is run for its value only when it is needed, so later lists are skipped
    once the answer is known.  With no inputs at all, (AND) outputs TRUE.

    Example: print and 1 < 2 [3 < 4]"""
    for x in args:
        if not _value(interp, x, "and"):
            return FALSE
    return TRUE


@primitive("or", args=(0, 2, -1), env=True)
def or_(interp: Any, *args: Any) -> Any:
    """OR tf1 tf2
    (OR tf1 tf2 tf3 ...)

    Outputs TRUE if at least one input is TRUE, FALSE if none is.  The
    inputs must be TRUE or FALSE; an instruction list is accepted in place of
    a value and is run only if the answer is still open, which lets a later
    test rely on an earlier one having failed.  With no inputs, (OR) outputs
    FALSE.

    Example: print or emptyp [] [1 / 0 = 1]"""
    for x in args:
        if _value(interp, x, "or"):
            return TRUE
    return FALSE


@primitive("not", args=1, env=True)
def not_(interp: Any, x: Any) -> Any:
    """NOT tf

    Outputs the opposite truth value: FALSE for TRUE and TRUE for FALSE.
    The input may be an instruction list, which is run to get the value.
    Anything that is not a truth value (a number, another word, a list that
    outputs something else) is an error: "not doesn't like ... as input".

    Example: print not equalp 2 3"""
    x = _run_if_list(interp, x, "not")
    if x.__class__ is str:
        low = fold(x)
        if low == "true":
            return FALSE
        if low == "false":
            return TRUE
    raise doesnt_like("not", x)
