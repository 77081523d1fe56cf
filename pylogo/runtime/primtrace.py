"""TRACE of primitives.

Compiled code calls primitives directly, so a traced primitive is given a
stand-in: a copy of its Primitive whose function shows the call and its
result around the real one.  The copy takes the primitive's place under the
traced name only (an alias stays untraced, as in Berkeley Logo), and the code
that called the name is compiled again, so untraced primitives cost nothing.
"""

from __future__ import annotations

from ..lang.data import NIL, fold
from ..lang.procedures import Primitive, alias_function

TYPE_CHECKING = False
if TYPE_CHECKING:  # typing costs start-up time; it is only needed by type checkers
    from typing import Any, Callable

# Leaving a procedure is not shown as a call of these when they are traced.
QUIET = frozenset(["output", "op", "stop", ".maybeoutput"])


def _condition(value: Any) -> bool | None:
    """TRUE or FALSE as a Python bool; None for anything else (the primitive complains)."""
    if value.__class__ is str and fold(value) in ("true", "false"):
        return fold(value) == "true"
    return None


def _run_list(name: str, args: tuple) -> Any:
    """The list RUN, IF or IFELSE is about to run (Berkeley Logo shows it as their
    output, these being macros there), or None when they will complain instead."""
    if name == "run":
        return args[0] if args else None
    cond = _condition(args[0]) if args else None
    if cond is None:
        return None
    if cond:
        return args[1] if len(args) > 1 else None
    return args[2] if len(args) > 2 else NIL


def _tracing_fn(prim: Primitive, shown: str) -> Callable:
    """PRIM's function, showing each call (as SHOWN) and what it outputs (errors name it
    as SHOWN too)."""
    fn = alias_function(prim.fn, shown) if shown != prim.name else prim.fn
    env = prim.env
    runs_list = prim.name in ("run", "if", "ifelse")

    def traced_call(interp: Any, *args: Any) -> Any:
        interp.trace_enter(prim, args, shown)
        entered = True
        try:
            to_run = _run_list(prim.name, args) if runs_list else None
            if to_run is not None:  # shown before it runs, at the caller's depth
                interp.trace_result(prim, to_run, shown)
                interp.trace_level -= 1
                entered = False
                return fn(interp, *args) if env else fn(*args)
            result = fn(interp, *args) if env else fn(*args)
            interp.trace_result(prim, result, shown)
        finally:
            if entered:
                interp.trace_level -= 1
        return result

    return traced_call


def trace_primitive(interp: Any, key: str, prim: Primitive) -> None:
    """Put a tracing copy of PRIM under KEY."""
    if prim.traced:
        return
    stand_in = object.__new__(Primitive)
    stand_in.__dict__.update(prim.__dict__)
    stand_in.traced = True
    stand_in.original = prim
    if prim.name not in QUIET:
        stand_in.fn = _tracing_fn(prim, key)
        stand_in.env = True
        stand_in.wrapped = True
        # for calls written otherwise: Berkeley shows the name as the call writes it (PRINT
        # 6 shows ( PRINT 6 ), PRINT stops), Workspace.prim_ns_name
        stand_in.called_fn = lambda called: _tracing_fn(prim, called)
    else:
        stand_in.called_fn = lambda called: alias_function(prim.fn, called)
    interp.procs[key] = stand_in
    interp.invalidate(key)
    _calls_now_go_to(interp, key, stand_in)


def _calls_now_go_to(interp: Any, key: str, prim: Primitive) -> None:
    """Code compiled before, still running (the rest of the line that said TRACE),
    calls KEY through its global name: that name now gives PRIM's function."""
    for prefix, called in list(interp._ns_names):
        if prefix == "P" and fold(called) == key:
            interp.prim_ns_name(called, prim)


def untrace_primitive(interp: Any, key: str, prim: Primitive) -> None:
    """Give KEY its untraced primitive back."""
    if prim.traced:
        interp.procs[key] = prim.original
        interp.invalidate(key)
        _calls_now_go_to(interp, key, prim.original)
