"""Berkeley's special cases of error wording and place: the one place for them.

Most errors are worded where they are raised (errors.py has the texts) and
located where they happen: the procedure and line whose code raised them
(runtime/locating.py).  Berkeley Logo words or places some errors by more
than the error itself.  Every such rule is decided here, each with a comment
naming the Berkeley behaviour it reproduces:

1. How the procedure was called (``depends_on_call``): a value left by a
   procedure's last line, and OUTPUT of something that output nothing.  The
   generated code tells how: a procedure's entry ``U`` (for its value), ``C``
   (a command in the middle of a list) or ``E`` (a command at the end of a
   top-level line or of a REPEAT, FOREVER or CATCH list) passes HOW = 0, 1 or
   2 to ``on_error`` (compiling/entry.py ``_proc_wrapper``;
   compiling/control.py ``user_statement`` chooses the entry).
2. THROW "ERROR is reported at the line that called the throwing procedure:
   THROW sets ``LogoError.skip`` (primitives/control.py), ``on_error`` and
   ``locate_at_caller`` count it down (also for a procedure that calls itself
   by looping: compiling/entry.py ``_remember_self_calls``), and
   ``locate_caught`` places what CATCH "ERROR catches.
3. Tail calls (``tail_chain_error``, ``tail_chain_misuse``): an unused value,
   or no value for OUTPUT, at the line of the last call of the chain.
4. ERRACT (``run_erract``): run once per error, where it is located, never
   under CATCH "ERROR; its value stands for a variable without one
   (scope.py ``VarDict``).
5. Berkeley's library procedures (FOR, MAP, INVOKE, PUSH, MDITEM ...:
   ``library_locate``, ``in_library``, ``lib_error``, ``didnt_output_for``):
   their errors come without a place.
6. The "  in NAME" suffix and the procedure line under the message:
   ``LogoError.report`` (errors.py, where every front end finds it).
"""

from __future__ import annotations

import sys

from .. import errors
from ..data import NIL, Pair, ProtectedWord
from ..errors import LogoError, PauseContinue
from .locating import _locate_at

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


# ------------------------------------------------------------ 1. how the procedure was called


def depends_on_call(exc: LogoError, how: int) -> bool:
    """Settle EXC (tail_value or output_nothing) for a procedure called HOW.  True
    when it is to be located at the caller's line rather than here."""
    if how and exc.output_nothing:
        # Berkeley: OUTPUT of nothing in a procedure called as a command is "You don't
        # say what to do with nothing" (error 30) at the line that called it.
        nothing_for_command(exc)
        if not exc.located:
            exc.locate_outer = True
            return True
    elif how == 1 and exc.tail_value and not exc.located:
        # Berkeley: a value left by the last line of a procedure called as a command in
        # the middle of a list is reported at the caller's line (without a place at top
        # level); at the end of a list, or called for its value, inside the procedure.
        exc.tail_value = False
        exc.locate_outer = True
        return True
    exc.tail_value = exc.output_nothing = False
    return False


def output_of_nothing(proc: str, consumer: str, depends: bool = True) -> LogoError:
    """OUTPUT (CONSUMER) given what PROC did not output: "didn't output", unless
    (when it DEPENDS on the call) depends_on_call learns that the procedure was
    called as a command."""
    exc = errors.didnt_output(proc, consumer)
    exc.output_nothing = depends
    return exc


def nothing_for_command(exc: LogoError) -> None:
    """OUTPUT of nothing, seen from a command call: error 30 instead of "didn't output"."""
    exc.code = errors.DK_WHAT_UP
    exc.message = exc.value = "You don't say what to do with nothing"
    exc.output_nothing = False


def dontsay_tail(value: Any) -> None:
    """A value unused by a procedure's last instruction (compiled code calls this as
    ``_dontsay_tail``): where it is reported depends on how the procedure was called."""
    exc = errors.dont_say(value)
    exc.tail_value = True
    raise exc


def output_nothing(proc: str, consumer: str, callee: Any = None) -> None:
    """OUTPUT given what PROC did not output: what Berkeley says depends on how the
    running procedure was called (depends_on_call), unless CALLEE, PROC's
    definition, stops at its first instruction: then PROC didn't output, always."""
    raise output_of_nothing(proc, consumer, not stops_first(callee))


def stops_first(callee: Any) -> bool:
    """Is CALLEE a procedure whose first instruction is STOP?"""
    check = getattr(callee, "stops_first", None)
    return bool(check and check())


# ------------------------------------------------------------ 5. Berkeley's library procedures


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
    if not exc.located and not exc.skip:
        exc.locate(None, NIL)
        exc.library = name


def lib_error(exc: LogoError, name: str | None = None) -> LogoError:
    """EXC, raised where Berkeley's library procedure NAME (PUSH, COMBINE, MDITEM ...) calls
    a primitive that fails: located as library_locate says; Berkeley's message names
    that primitive (the caller words it so)."""
    library_locate(exc, name)
    return exc


def localmake_value(name: Any, value: Any) -> None:
    """LOCALMAKE used for a value: Berkeley's LOCALMAKE is a library macro, whose
    expansion (LOCAL, then APPLY "MAKE) cannot be one value."""
    from ..printer import format_number

    if name.__class__ not in (str, ProtectedWord, int, float):
        raise lib_error(errors.doesnt_like("word", name), "localmake")
    shown = format_number(name) if name.__class__ in (int, float) else errors.datum(name)
    raise LogoError(errors.RUNNABLE_ARG, 'Runlist [[local "%s] [apply "make "%s]] has more than one '
                    "expression" % (shown, errors.datum(Pair(name, Pair(value, NIL)))))


def in_library(fn: Any) -> Any:
    """For a primitive that is a library procedure in Berkeley: an error inside it that no
    procedure of the user's has claimed is reported without a procedure and line (Berkeley
    names its library procedure and prints that procedure's line)."""

    def run(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except errors.LogoError as exc:
            library_locate(exc)
            raise

    # As functools.wraps does (functools is not imported: it takes start-up time).
    for attr in ("__module__", "__name__", "__qualname__", "__doc__"):
        setattr(run, attr, getattr(fn, attr))
    run.__dict__.update(fn.__dict__)
    run.__wrapped__ = fn  # type: ignore[attr-defined]
    return run


def didnt_output_for(proc: str, consumer: str) -> Any:
    """PROC didn't output to CONSUMER."""
    if proc.lower() == "invoke":  # Berkeley's library INVOKE hands APPLY's value to .MAYBEOUTPUT
        exc = errors.didnt_output("apply", ".maybeoutput")
        library_locate(exc)
        return exc
    return errors.didnt_output(proc, consumer)


class BerkeleyErrors:
    """Berkeley's rules for placing errors, as the interpreter applies them (part of
    Interpreter).

    State (set up by Interpreter.__init__): catch_error_depth (CATCH "ERROR
    running: no ERRACT), pending_error (the error an ERRACT's PAUSE prints),
    caught_error (what ERROR outputs)."""

    # ------------------------------------------------------------ 1, 2, 4: an error leaving a procedure

    def on_error(self, exc: LogoError, how: int = 0) -> None:
        """An error is leaving a procedure: locate it; PAUSE there if ERRACT says so.

        HOW the procedure was called, as its entry says: 0 for its value (or by
        APPLY, RUN ...), 1 as a command in the middle of a list, 2 as a command at
        the end of one (see ControlCompiler.user_statement)."""
        if (exc.tail_value or exc.output_nothing) and depends_on_call(exc, how):
            return  # to be located at the caller's line (on_error there runs ERRACT)
        if exc.skip:  # Berkeley: THROW "ERROR is reported where the thrower was called
            exc.skip -= 1
            exc.locate_outer = True
            return
        if exc.locate_outer:
            self.locate(exc, outermost=True)
        if not exc.located:
            self.locate(exc)
        self.run_erract(exc)

    # ------------------------------------------------------------ 2. THROW "ERROR

    def locate_at_caller(self, exc: LogoError, proc: Any, index: int) -> None:
        """A THROW "ERROR leaving PROC's activation that line INDEX of PROC started
        (Berkeley reports it at the line that called the throwing procedure)."""
        exc.skip -= 1
        _locate_at(exc, proc, index)

    def locate_caught(self, exc: LogoError) -> None:
        """CATCH "ERROR caught EXC: locate it where it happened (ERROR's procedure and
        line), unless a THROW "ERROR or a rule of depends_on_call places it at a caller,
        which on_error is still to do on the way out."""
        if not exc.located and not exc.skip and not exc.locate_outer:
            self.locate_from_stack(exc)

    # ------------------------------------------------------------ 3. tail calls

    def tail_chain_error(self, exc: LogoError, kind: int, kinds: list, caller: Any, line: int) -> None:
        """EXC left a chain of tail calls whose last call (by CALLER, at its line LINE)
        was made as KIND (0 a command, 1 OUTPUT, 2 .MAYBEOUTPUT); KINDS: the kinds of
        calls in the chain (see Calls.trampoline)."""
        if exc.output_nothing and kind == 0:
            # Berkeley: OUTPUT of nothing by a procedure tail-called as a command is
            # "You don't say what to do with nothing", at the line that made the call.
            nothing_for_command(exc)
            _locate_at(exc, caller, line)
        elif any(k for k, _, _ in kinds):
            # OUTPUT made a tail call in the chain: the procedure's value is wanted,
            # whatever the caller of the chain does with it (see on_error).
            exc.output_nothing = exc.tail_value = False
        if exc.skip:  # THROW "ERROR in a tail-called procedure: its caller's line
            self.locate_at_caller(exc, caller, line)

    def tail_chain_misuse(self, kind: int, name: str, via: str, value: Any, caller: Any,
                          line: int) -> LogoError:
        """The error for a chain of tail calls that ended with VALUE when a call of it
        made as KIND did not want one (0: a command), or wanted one (1: OUTPUT, by the
        name VIA, of NAME's value).  Berkeley reports it in the procedure that made the
        last call of the chain, at that call's line."""
        if kind == 0:
            exc = errors.dont_say_up(value)
        else:
            exc = self._tail_output_nothing(name, via)
        _locate_at(exc, caller, line)
        return exc

    def _tail_output_nothing(self, name: str, via: str) -> LogoError:
        """OUTPUT NAME where NAME output nothing: as in output_nothing."""
        return output_of_nothing(name, via, not stops_first(self.procs.get(name.lower())))

    # ------------------------------------------------------------ 4. ERRACT

    def run_erract(self, exc: LogoError) -> Any:
        """ERRACT: run it once for an error; output the value it outputs (or None).

        ERRACT is unbound while it runs, and CATCH "ERROR hides it.  If it
        PAUSEs, the pause prints the error message, which is then not
        printed again.
        """
        if exc.paused or exc.code == errors.STOPPING or self.catch_error_depth:
            return None
        action = self.V.get("erract")
        if action is None or action is NIL or action == "":
            return None
        exc.paused = True
        self.pending_error = exc
        del self.V["erract"]
        try:
            value = self.run_list(action, "erract")
        except PauseContinue as cont:
            value = cont.value
        except LogoError as inner:  # replaces the error; ERRACT is not run for it
            inner.paused = True
            raise
        finally:
            if self.pending_error is None:
                exc.reported = True
            self.pending_error = None
            self.V.setdefault("erract", action)
        return value
