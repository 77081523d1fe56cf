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
5. Berkeley's library procedures (FOR, MAP, INVOKE, PUSH, MDITEM ...: ``library_locate``,
   ``in_library``, ``lib_error``, ``localmake_value`` in berkeley_library.py, the part
   of this module for them, with ``didnt_output_for``): their errors come without a place,
   ERROR's list naming the library procedure; STOP in APPLY's template (``template_stopped``);
   a traced variable given a value by NAME, shown made by the library's MAKE (``NAME_MAKES``).
6. A value thrown to a CATCH that ends its instruction list, which nobody wants
   (``thrown_value_unused``, ``LogoError.stale_place``): at the THROW's line.
7. The "  in NAME" suffix and the procedure line under the message:
   ``LogoError.report`` (errors.py, where every front end finds it).
8. REPEAT and FOREVER whose list reads input and ends with a call of a procedure
   (``LoopPlace`` in berkeley_loops.py, the part of this module for them, used by
   primitives/control.py): an error in a later round of the
   list, before any procedure is called in it, is at the line the call ran last.
"""

from __future__ import annotations

from ..lang import errors
from ..lang.data import NIL, Pair, fold
from ..lang.errors import LogoError, OutputSignal, PauseContinue, ThrowSignal, TopLevelSignal
from .berkeley_library import CASCADE_STEPS as CASCADE_STEPS
from .berkeley_library import NAME_MAKES as NAME_MAKES
from .berkeley_library import TEMPLATE_STOP as TEMPLATE_STOP
from .berkeley_library import didnt_output_for, library_output_unwanted, stopped_template
from .berkeley_library import in_library as in_library
from .berkeley_library import lib_error as lib_error
from .berkeley_library import library_locate as library_locate
from .berkeley_library import localmake_value as localmake_value
from .berkeley_library import tail_place as tail_place
from .berkeley_library import template_stopped as template_stopped
from .berkeley_loops import LoopPlace as LoopPlace
from .berkeley_loops import loop_places as loop_places
from .berkeley_loops import reads_input as reads_input
from .locating import _locate_at

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


# ------------------------------------------------------------ 1. how the procedure was called


def depends_on_call(exc: LogoError, how: int) -> bool:
    """Settle EXC (tail_value or output_nothing) for a procedure called HOW.  True
    when it is to be located at the caller's line rather than here."""
    if how and exc.macro_exit is not None:
        # Berkeley: OUTPUT of a macro call expanding to OUTPUT, in a procedure called as
        # a command, is "NAME didn't output to output" at the end of a list, else "You
        # don't say what to do with [EXPANSION]", in the procedure.
        name, expansion = exc.macro_exit
        if how == 2:
            exc.message = exc.value = "%s didn't output to output" % name
        else:
            exc.code = errors.DK_WHAT
            exc.message = exc.value = errors.dont_say(Pair(expansion, NIL)).message
        exc.macro_exit = None
        exc.output_nothing = False
        return False
    if how and exc.output_nothing:
        # Berkeley: OUTPUT of nothing in a procedure called as a command is "You don't
        # say what to do with nothing" (error 30) at the line that called it (at its own
        # line when INVOKE is what output nothing).
        invoked = exc.library
        nothing_for_command(exc)
        if not exc.located and not invoked:
            exc.locate_outer = True
            return True
    elif how == 1 and exc.tail_value and not exc.located:
        # Berkeley: a value left by the last line of a procedure called as a command in
        # the middle of a list is reported at the caller's line (without a place at top
        # level); at the end of a list, or called for its value, inside the procedure.
        exc.tail_value = False
        exc.locate_outer = True
        return True
    if exc.output_nothing and exc.library and not exc.located:  # OUTPUT INVOKE ...: in INVOKE
        exc.locate(None, NIL)
    exc.tail_value = exc.output_nothing = False
    exc.macro_exit = None
    return False


def output_of_nothing(proc: str, consumer: str, depends: bool = True) -> LogoError:
    """OUTPUT (CONSUMER) given what PROC did not output: "didn't output", unless
    (when it DEPENDS on the call) depends_on_call learns that the procedure was
    called as a command."""
    if fold(proc) == "invoke":  # INVOKE's own .MAYBEOUTPUT is what did not get a value
        exc = errors.didnt_output(stopped_template("apply"), ".maybeoutput")
        exc.library = "invoke"  # located there, if not a command's (depends_on_call)
    else:
        exc = errors.didnt_output(stopped_template(proc), consumer)
    exc.output_nothing = depends
    return exc


def nothing_for_command(exc: LogoError) -> None:
    """OUTPUT of nothing, seen from a command call: error 30 instead of "didn't output"."""
    exc.code = errors.DK_WHAT_UP
    exc.message = exc.value = "You don't say what to do with nothing"
    exc.output_nothing = False
    exc.library = None


def dontsay_tail(value: Any) -> None:
    """A value unused by a procedure's last instruction (compiled code calls this as
    ``_dontsay_tail``): where it is reported depends on how the procedure was called."""
    if value is errors.LEAKED_STOP:  # (see helpers.dontsay)
        return
    exc = errors.dont_say(value)
    exc.tail_value = True
    raise exc


def output_nothing(proc: str, consumer: str, callee: Any = None) -> None:
    """OUTPUT given what PROC did not output: what Berkeley says depends on how the
    running procedure was called (depends_on_call), unless CALLEE, PROC's
    definition, stops at its first instruction: then PROC didn't output, always."""
    raise output_of_nothing(proc, consumer, not stops_first(callee))


def exit_in_output_list(exit_name: str, macro: str, consumer: str, at_line: bool) -> LogoError:
    """OUTPUT or STOP (EXIT_NAME) ended a list that RUN, IF, IFELSE ... (MACRO) ran as an
    input to CONSUMER.  Berkeley 6.2.5: STOP did not output to it (OUTPUT RUN [STOP]:
    "stop didn't output to output"); OUTPUT did not either ("output didn't output to
    print"), except in the list of a RUN, IF ... given to an OUTPUT written on a line
    of the procedure (or ending such a list): that list is the procedure's end, and the
    RUN, IF ... innermost did not output ("run didn't output to output" for OUTPUT RUN
    [OUTPUT 3], "if didn't output to op" for OP RUN [IF "TRUE [OP 3]]), unless the
    OUTPUT was in a list of REPEAT or FOREVER (primitives that run their lists
    themselves), not of FOR or WHILE (library procedures)."""
    if at_line and exit_name != "stop":
        return errors.didnt_output(macro, consumer)
    return errors.didnt_output(exit_name, consumer)


def stops_first(callee: Any) -> bool:
    """Is CALLEE a procedure whose first instruction is STOP?"""
    check = getattr(callee, "stops_first", None)
    return bool(check and check())


class BerkeleyErrors:
    """Berkeley's rules for placing errors, as the interpreter applies them (part of
    Interpreter).

    State (set up by Interpreter.__init__): catch_error_depth (CATCH "ERROR
    running: no ERRACT), maybe_out (the value and line of the last .MAYBEOUTPUT
    that left a procedure), lib_out (library_output_unwanted's), caught_error (Berkeley's
    one slot for the latest error: what ERROR outputs, what an ERRACT's PAUSE prints;
    cleared when an error is reported)."""

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
            if not exc.skip:
                self._erract_for_throw(exc)
            return
        if exc.locate_outer:
            self.locate(exc, outermost=True)
        if exc.stale_place is not None and not exc.located:
            exc.locate(*exc.stale_place)
        if not exc.located:
            self.locate(exc)
        self.run_erract(exc)

    def maybe_unwanted(self, value: Any, proc: Any, list_end: bool) -> None:
        """PROC, called as a command, left VALUE: if its .MAYBEOUTPUT gave it, Berkeley says
        "You don't say what to do with" as error 9 (not 30, as for OUTPUT), and at the end
        of a top-level line or of a RUN, REPEAT ... list it places it at PROC's
        .MAYBEOUTPUT line (elsewhere at the caller's line)."""
        if value is errors.LEAKED_STOP:  # (not a value: see errors.LEAKED_STOP)
            self.maybe_out = self.lib_out = None
            return
        library_output_unwanted(self, value, proc)
        out, self.maybe_out = self.maybe_out, None
        if out is None or out[0] is not value:
            return  # OUTPUT's value: the caller reports it (error 30)
        exc = errors.dont_say(value)
        if list_end:
            _locate_at(exc, proc, out[1])
        else:
            exc.locate_outer = True
        raise exc

    def applied_maybe_nothing(self, name: str) -> None:
        """APPLY of the procedure NAME, for its value, got nothing: as when NAME itself is
        called for its value, a .MAYBEOUTPUT given nothing there is reported (Berkeley:
        "make didn't output to .maybeoutput  in foo", not "apply didn't output")."""
        self._maybe_gave_nothing(name)

    def _maybe_gave_nothing(self, name: str) -> None:
        """NAME, called for its value, output nothing: if its .MAYBEOUTPUT was given nothing,
        Berkeley says "X didn't output to .maybeoutput" at that line, X the input's procedure."""
        out, self.maybe_out = self.maybe_out, None
        if (out is not None and out[0] is None and out[2] is not None and out[3] is not None
                and fold(out[3].name) == fold(name)):
            exc = errors.didnt_output(out[2], ".maybeoutput")
            _locate_at(exc, out[3], out[1])
            raise exc

    def didnt_maybe(self, name: str, consumer: str) -> None:
        """NAME (a procedure with .MAYBEOUTPUT) didn't output to CONSUMER."""
        self._maybe_gave_nothing(name)
        raise didnt_output_for(name, consumer)

    def outnothing_maybe(self, name: str, consumer: str, callee: Any) -> None:
        """OUTPUT of NAME (a procedure with .MAYBEOUTPUT) that output nothing."""
        self._maybe_gave_nothing(name)
        output_nothing(name, consumer, callee)

    def exit_as_input(self, name: str, consumer: str, *_inputs: Any) -> None:
        """OUTPUT, STOP or .MAYBEOUTPUT as an input (SHOW OUTPUT 5), its inputs evaluated:
        Berkeley's "output didn't output to show" (at top level "Can only use ...")."""
        self.check_in_procedure(name)
        raise errors.didnt_output(name, consumer)

    # ------------------------------------------------------------ 6. CATCH at the end of a list

    def thrown_value_unused(self, sig: Any, tail: bool, last: str | None) -> None:
        """A THROW gave its value to a CATCH that ends its instruction list (TAIL: the
        procedure's body), which says nothing to do with it.  When the THROW happened in
        the procedure LAST, which the CATCH's last instruction called, Berkeley reports it
        at the line that procedure was running (or, when it had made a tail call, the line
        of the procedure it called), unless its rule for a value left by a procedure's
        last line moves it to the caller's line (depends_on_call)."""
        probe = LogoError(0, "")
        probe.__traceback__ = sig.__traceback__
        self.locate(probe, outermost=True)
        exc = errors.dont_say(sig.value)
        exc.tail_value = tail
        if probe.located and last is not None and fold(last) == self.first_procedure(sig):
            if self.current_procedure_name() is None:
                exc.locate(probe.proc, probe.line)
            else:
                exc.stale_place = (probe.proc, probe.line)
        raise exc

    # ------------------------------------------------------------ 2. THROW "ERROR

    def locate_at_caller(self, exc: LogoError, proc: Any, index: int) -> None:
        """A THROW "ERROR leaving PROC's activation that line INDEX of PROC started
        (Berkeley reports it at the line that called the throwing procedure)."""
        exc.skip -= 1
        _locate_at(exc, proc, index)

    def locate_caught(self, exc: LogoError) -> None:
        """CATCH "ERROR caught EXC: locate it where it happened (ERROR's procedure and
        line); a THROW "ERROR of the procedure running the CATCH, at its caller's line."""
        if exc.located:
            return
        if exc.skip or not exc.locate_outer:
            self.locate_from_stack(exc, exc.skip)
        else:  # a THROW "ERROR that left its procedure: the line of the CATCH, if any
            place = self.current_place()
            if place is not None:
                exc.locate(*place)

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
                          line: int, last: Any = None, kinds: Any = None) -> LogoError:
        """The error for a chain of tail calls that ended with VALUE when a call of it
        made as KIND did not want one (0: a command), or wanted one (1: OUTPUT, by the
        name VIA, of NAME's value).  Berkeley reports it in the procedure that made the
        last call of the chain, at that call's line; a value of .MAYBEOUTPUT in LAST, the
        chain's last procedure, called as a command (KINDS: the chain's kinds, as in
        tail_chain_error), it reports there, at the .MAYBEOUTPUT line, as error 9."""
        out, self.maybe_out = self.maybe_out, None
        if (kind == 0 and last is not None and kinds and kinds[-1][0] == 0
                and out is not None and out[0] is value):
            exc = errors.dont_say(value)
            _locate_at(exc, last, out[1])
            return exc
        if kind == 0:
            exc = errors.dont_say_up(value)
        else:
            self.maybe_out = out
            self._maybe_gave_nothing(name)
            exc = self._tail_output_nothing(name, via)
        _locate_at(exc, caller, line)
        return exc

    def _tail_output_nothing(self, name: str, via: str) -> LogoError:
        """OUTPUT NAME where NAME output nothing: as in output_nothing."""
        return output_of_nothing(name, via, not stops_first(self.procs.get(fold(name))))

    # ------------------------------------------------------------ 4. ERRACT

    def _erract_for_throw(self, exc: LogoError) -> None:
        """THROW "ERROR leaving its procedure: ERRACT runs in it, for the caller's line."""
        if self.catch_error_depth or self.V.get("erract") in (None, NIL, ""):
            return
        exc.locate(*(self.current_place() or (None, NIL)))
        exc.erract_at_throw = True
        self.run_erract(exc)

    def erract_runlist_report(self, exc: LogoError) -> bool:
        """Berkeley, with ERRACT set, reports "Runlist [1 2] has more than one expression"
        (error 43) as "You don't say what to do with [1 2]", with no procedure and line and
        without running ERRACT; ERROR then still outputs the error 43.  True if so done."""
        if exc.code != errors.RUNNABLE_ARG or exc.paused or self.catch_error_depth:
            return False
        if self.V.get("erract") in (None, NIL, ""):
            return False
        text = exc.message
        head, tail = "Runlist ", " has more than one expression"
        if not (text.startswith(head) and text.endswith(tail)):
            return False
        exc.reported = True
        self.console_out.write("You don't say what to do with %s\n" % text[len(head):-len(tail)])
        self.caught_error = exc
        return True

    def run_erract(self, exc: LogoError) -> Any:
        """ERRACT: run it once for an error; output the value it outputs (or None).  It holds
        [] while it runs (Berkeley: NAMEP "ERRACT is true) and gets its list back after;
        CATCH "ERROR hides it.  A PAUSE in it prints the error message, not printed again."""
        if exc.paused or exc.code == errors.STOPPING or self.catch_error_depth:
            return None
        if exc.code in (errors.NO_CATCH_TAG, errors.RUNRES_STOP, errors.RUNNABLE_ARG):
            # (Berkeley: none for an uncaught THROW, OUTPUT or STOP in RUNRESULT, erract_runlist_report's)
            return None
        action = self.V.get("erract")
        if action in (None, NIL, ""):
            return None
        exc.paused = True
        # Berkeley keeps the error in the one slot ERROR reads while ERRACT runs: ERROR there
        self.caught_error = exc  # outputs it and takes it (not printed then), PAUSE prints it
        self.V["erract"] = NIL
        try:
            value = self.run_list(action, "erract")
        except PauseContinue as cont:
            value = cont.value
        except (ThrowSignal, TopLevelSignal):  # (Berkeley: the error goes on, past any CATCH)
            value = None
        except OutputSignal as sig:  # (STOP or OUTPUT run by ERRACT's list itself)
            raise errors.at_toplevel(sig.name).as_paused().placed_as(exc) from None
        except LogoError as inner:  # replaces the error, at its place; no ERRACT for it
            inner.as_paused().placed_as(exc)
            raise
        finally:
            if self.caught_error is not exc:
                exc.reported = True
            self.V["erract"] = action
        if value is not None and exc.code not in (errors.BAD_DATA, errors.NO_VALUE, errors.DK_HOW):
            unwanted = errors.dont_say(value).as_paused()  # (no value can stand in: no place)
            unwanted.locate(None, NIL)
            raise unwanted
        return value
