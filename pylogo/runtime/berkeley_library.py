"""Berkeley's special cases of error wording and place for its library procedures
(case 5 of berkeley_errors.py, whose part this is): MAP, FOREACH, FOR, PUSH, COMBINE ...
are written in Logo in Berkeley's library, so an error inside one comes without a
procedure and line of the user's, ERROR's list names the library procedure, and the
message names the primitive that library procedure called.
"""

from __future__ import annotations

import sys

from ..lang import arith, errors
from ..lang.data import NIL, Pair, ProtectedWord, fold
from ..lang.errors import LogoError
from ..lang.printer import format_number

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def library_locate(exc: Any = None, name: str | None = None) -> None:
    """An error inside what Berkeley's library does (FOR, FOREACH, MAP ...): reported
    without a procedure and line, unless a procedure of the user's claimed it.  Without
    EXC, the error on its way out now (from a FINALLY clause of compiled code), if any.
    NAME is the library procedure Berkeley runs there (``map1``, ``forloop`` ...): ERROR's
    list names it, with an empty line (Berkeley's shows the library's source line)."""
    if exc is None:
        exc = sys.exc_info()[1]
        if not isinstance(exc, LogoError):
            return
    # (a value left by a procedure's last line, to be reported at its caller's line, passes)
    if not exc.located and not exc.skip and not (
            exc.locate_outer and exc.code in (errors.DK_WHAT, errors.DK_WHAT_UP)):
        exc.locate(None, NIL)
        exc.library = name


def _empty(x: Any) -> bool:
    return x is NIL or x == ""


# The number of steps the last CASCADE made (tail_place: where its value is reported).
CASCADE_STEPS = [0]


def tail_place(name: str, args: tuple, value: Any) -> str | tuple | None:
    """The procedure of Berkeley's library in which VALUE, output by NAME (REMOVE, MAP ...)
    called as a command, is an error: Berkeley reports it in the procedure that made the
    last tail call of the chain that output it (REMOVE outputs FILTER's value, FILTER
    COMBINE's ...), and at the caller's place (None) when NAME's own procedure output it
    directly; (that procedure, the key of its line in lang/library_lines.py) when at
    another line than its usual one."""
    first = args[0] if args else None
    if name in ("remove", "remdup", "filter"):
        data = args[-1] if name != "remdup" else first
        if _empty(data):
            return None if name == "filter" else name
        return "filter" if not _empty(value) else ("filter", "filter.bf")  # (none kept: its last line)
    if name == "find":
        data = args[-1]
        if _empty(data) or value is _first(data) or (value.__class__ is str and value == _first(data)):
            return None
        return ("find", "find.bf")
    if name == "cascade":
        return "cascade" if CASCADE_STEPS[0] == 0 else "cascade1"  # (no step made, or some)
    if name == "map":
        return "map" if len(args) > 1 and _empty(args[1]) else "map1"
    if name == "reverse":
        return None if _empty(first) else "reverse"
    if name == "mditem":
        return None if _empty(first) else "mditem"
    if name == "iseq":
        try:
            return "map1" if arith.gtb(first, args[1], ">") else "iseq"
        except LogoError:
            return "iseq"
    return {"rseq": "map1", "crossmap": "cm1", "map.se": "map.se"}.get(name)


def _first(data: Any) -> Any:
    return data.first if data.__class__ is Pair else str(data)[:1]


def pause_name(interp: Any) -> str | None:
    """The name a PAUSE writes before each line: the procedure running, or, in ERRACT's
    PAUSE for an error inside Berkeley's library (FOR, MAP ...), that library procedure
    (forloop, map1 ...), in which Berkeley pauses."""
    pending = interp.placed_caught(interp.caught_error)
    if pending is not None and pending.paused and pending.erract_at_throw:
        return pending.proc
    if pending is not None and pending.paused and pending.library and not pending.proc:
        return pending.library
    return interp.current_procedure_name()


def lib_error(exc: LogoError, name: str | None = None, at: str | None = None) -> LogoError:
    """EXC, raised where Berkeley's library procedure NAME (PUSH, COMBINE, MDITEM ...) calls
    a primitive that fails: located as library_locate says; Berkeley's message names
    that primitive (the caller words it so).  AT: the key of the line it happens at when
    not NAME's usual one (lang/library_lines.py; NO_LINE for one not known)."""
    library_locate(exc, name)
    if at is not None:
        exc.library_at = at
    return exc


def localmake_value(name: Any, value: Any) -> None:
    """LOCALMAKE used for a value: Berkeley's LOCALMAKE is a library macro, whose
    expansion (LOCAL, then APPLY "MAKE) cannot be one value."""
    if name.__class__ not in (str, ProtectedWord, int, float):
        raise lib_error(errors.doesnt_like("word", name), "localmake")
    shown = format_number(name) if name.__class__ in (int, float) else errors.datum(name)
    raise LogoError(errors.RUNNABLE_ARG, 'Runlist [[local "%s] [apply "make "%s]] has more than one '
                    "expression" % (shown, errors.datum(Pair(name, Pair(value, NIL)))))


_NO_TEST = object()  # (in_library: its first input is not the interpreter)


def in_library(name: str) -> Any:
    """For a primitive that is a library procedure in Berkeley: an error inside it that no
    procedure of the user's has claimed is reported without a procedure and line (Berkeley
    names its library procedure NAME and prints that procedure's line)."""

    def wrap(fn: Any) -> Any:
        def run(*args: Any, **kwargs: Any) -> Any:
            # (a TEST in its templates is the library procedure's own: the caller's comes back)
            test = getattr(args[0], "test_state", _NO_TEST) if args else _NO_TEST
            try:
                return fn(*args, **kwargs)
            except errors.LogoError as exc:
                library_locate(exc, name)
                raise
            finally:
                if test is not _NO_TEST:
                    args[0].test_state = test

        return wrapper_of(run, fn)

    return wrap


def wrapper_of(run: Any, fn: Any) -> Any:
    """RUN, a function wrapping FN, made to look like it, as functools.wraps does
    (functools is not imported: it takes start-up time)."""
    for attr in ("__module__", "__name__", "__qualname__", "__doc__"):
        setattr(run, attr, getattr(fn, attr))
    run.__dict__.update(fn.__dict__)
    run.__wrapped__ = fn
    return run


# Berkeley's library NAME does MAKE :NAME.VARIABLE.INPUT :NAME.VALUE.INPUT: a traced variable
# given a value by NAME is shown made there (Calls.trace_assignment), not at the NAME.
NAME_MAKES = ("name", Pair("make", Pair(":name.variable.input", Pair(":name.value.input", NIL))))


def library_output_unwanted(interp: Any, value: Any, proc: Any) -> None:
    """PROC, called as a command, left VALUE: if OUTPUT of a library operation gave it
    (interp.lib_out: the value, the line, the procedure), Berkeley's library procedure was
    called in tail position, and the value is reported in PROC at that line (error 30, as
    for a chain of tail calls: BerkeleyErrors.tail_chain_misuse)."""
    lib, interp.lib_out = interp.lib_out, None
    if lib is not None and lib[0] is value and lib[2] is proc:
        from .locating import _locate_at

        interp.maybe_out = None
        exc = errors.dont_say_up(value)
        _locate_at(exc, proc, lib[1])
        raise exc


# ------------------------------------------------------------ OUTPUT of a library operation that stopped


def didnt_output_for(proc: str, consumer: str) -> Any:
    """PROC didn't output to CONSUMER."""
    if fold(proc) == "invoke":  # Berkeley's library INVOKE hands APPLY's value to .MAYBEOUTPUT
        exc = errors.didnt_output(stopped_template("apply"), ".maybeoutput")
        library_locate(exc, "invoke")
        return exc
    exited = TEMPLATE_STOP[0]
    exc = errors.didnt_output(stopped_template(proc), consumer)
    if exited:
        exc.exited = True
    return exc


# STOP in a template run by APPLY or INVOKE, or in CATCH's list (inside a procedure, when
# its value is wanted) ended it with no value:
# Berkeley then says "stop didn't output to ..." (primitives/templates.py sets it).
TEMPLATE_STOP = [False]


def template_stopped(stopped: bool | str = True) -> None:
    """STOP (True) ended the template or list with no value, or the OUTPUT of a list that
    RUN, IF or IFELSE (the name, as typed) ran last in CATCH's list; False: neither."""
    TEMPLATE_STOP[0] = stopped


def stopped_template(proc: str) -> str:
    """Who didn't output, for PROC's value missing: "stop" after a STOP ended APPLY's
    template."""
    ended = TEMPLATE_STOP[0]
    if ended:
        TEMPLATE_STOP[0] = False
        if fold(proc) in ("apply", "invoke", "catch"):
            return "stop" if ended is True else ended
    return proc


# ------------------------------------------------------------ a value after calls of itself

# (the value, the procedure, the line of its last call of itself) when a procedure that
# called itself last (compiled as a loop: entry.py) output a value, else None
LOOP_OUT: list = [None]


def loop_out(looped_from: int, proc: Any, value: Any) -> Any:
    """VALUE, output by PROC after calls of itself last (LOOPED_FROM: the line of the last,
    or -1 when there was none): noted for looped_place."""
    if looped_from >= 0:
        LOOP_OUT[0] = (value, proc, looped_from)
    elif LOOP_OUT[0] is not None:
        LOOP_OUT[0] = None
    return value


def looped_place(exc: LogoError, value: Any, callee: Any) -> None:
    """EXC, VALUE (output by the procedure CALLEE called as a command) not wanted: when
    CALLEE output it after calling itself last, Berkeley reports it in CALLEE at the line of
    that call (its last tail call), as for a chain of tail calls of other procedures."""
    noted = LOOP_OUT[0]
    if noted is not None and noted[0] is value and noted[1] is callee:
        from .locating import _locate_at

        LOOP_OUT[0] = None
        exc.located = False  # (placed at the chain's call before)
        _locate_at(exc, callee, noted[2])
