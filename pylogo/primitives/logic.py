"""Logical operations: AND, OR, NOT."""

from __future__ import annotations

from typing import Any

from ..data import FALSE, NIL, TRUE, Pair
from ..errors import doesnt_like
from ..procedures import primitive
from ..runtime_helpers import truth


def _value(interp: Any, x: Any, name: str) -> bool:
    """A TRUE/FALSE input; a list input is run for its value."""
    return truth(_run_if_list(interp, x, name), name)


def _run_if_list(interp: Any, x: Any, name: str) -> Any:
    if x.__class__ is Pair or x is NIL:
        x = interp.block(interp.runnable(x, name))()
        if x is None:
            raise doesnt_like(name, "nothing")  # Berkeley's words for a list that outputs nothing
    return x


@primitive("and", args=(0, 2, -1), env=True)
def and_(interp: Any, *args: Any) -> Any:
    """AND tf1 tf2 ... : TRUE if all inputs are TRUE (list inputs are run only as needed)."""
    for x in args:
        if not _value(interp, x, "and"):
            return FALSE
    return TRUE


@primitive("or", args=(0, 2, -1), env=True)
def or_(interp: Any, *args: Any) -> Any:
    """OR tf1 tf2 ... : TRUE if any input is TRUE (list inputs are run only as needed)."""
    for x in args:
        if _value(interp, x, "or"):
            return TRUE
    return FALSE


@primitive("not", args=1, env=True)
def not_(interp: Any, x: Any) -> Any:
    """NOT tf : TRUE if the input is FALSE, FALSE if it is TRUE."""
    x = _run_if_list(interp, x, "not")
    if x.__class__ is str:
        low = x.lower()
        if low == "true":
            return FALSE
        if low == "false":
            return TRUE
    raise doesnt_like("not", x)
