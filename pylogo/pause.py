"""PAUSE: a nested top level inside a running procedure."""

from __future__ import annotations

from typing import Any

from .errors import LogoError, PauseContinue


def run_pause(interp: Any, proc_name: str | None = None) -> Any:
    """Read and run lines (with the procedure's variables visible) until CONTINUE."""
    interp.console_out.write("Pausing...\n")
    next_line = interp.console_lines()
    interp.pause_depth += 1
    try:
        while True:
            line = next_line()
            if line is None:
                return None
            try:
                interp.guarded(interp.run_line, line.data)
            except PauseContinue as cont:
                return cont.value
            except LogoError as exc:
                interp.report(exc)
    finally:
        interp.pause_depth -= 1
