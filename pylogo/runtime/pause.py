"""PAUSE: a nested top level inside a running procedure.

At a terminal the REPL (repl.py) runs it, with the prompt ``NAME? ``.
Otherwise, as Berkeley Logo does when its input is not a terminal, the
procedure's name (without ``? ``) is written before each line is read, and
the end of the input ends Logo.
"""

from __future__ import annotations

from ..lang.errors import NO_CATCH_TAG, ByeSignal, LogoError, PauseContinue, TopLevelSignal

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def run_pause(interp: Any, proc_name: str | None = None) -> Any:
    """Read and run lines (with the procedure's variables visible) until CONTINUE.

    Outputs CONTINUE's input (None without one).
    """
    # Berkeley prints the latest error not yet reported or taken by ERROR (one an
    # ERRACT is running for, or one CATCH "ERROR caught) before "Pausing...".
    pending = interp.placed_caught(interp.caught_error)
    if pending is not None:
        interp.caught_error = None
        interp.print_error(pending)
    interp.console_out.write("Pausing...\n")
    repl = getattr(interp, "repl", None)
    if repl is not None:
        return repl.pause(proc_name)
    next_line = interp.console_lines()
    interp.pause_depth += 1
    interp.enter_pause()
    paused_test, interp.test_state = interp.test_state, None  # (the pause's lines have their own TEST)
    try:
        while True:
            if proc_name:
                interp.console_out.write(proc_name)
            line = next_line()
            if line is None:
                raise ByeSignal()
            try:
                if line.first_word() in ("to", ".macro"):
                    proc = interp.guarded(interp.define_from_lines, line, next_line, False)
                    if proc is not None:
                        interp.report_defined(proc.name)
                    continue
                if not line.text.strip():
                    continue
                saved_test = interp.test_state
                result = interp.guarded(run_or_continue, interp, line.data)
                if isinstance(result, PauseContinue):
                    return result.value
                interp.line_ran(line, saved_test)
            except LogoError as exc:
                interp.report(exc)
                if exc.code == NO_CATCH_TAG:  # Berkeley: a THROW nobody catches leaves the
                    raise TopLevelSignal() from None  # pause for the top level
    finally:
        interp.test_state = paused_test
        interp.leave_pause()
        interp.pause_depth -= 1


def run_or_continue(interp: Any, data: Any) -> Any:
    """Run an instruction line typed at a PAUSE; CONTINUE's signal is returned, not raised."""
    try:
        interp.run_line(data)
    except PauseContinue as cont:
        return cont
    return None
