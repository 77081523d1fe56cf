"""The interactive top level (a plain version; see issue 4 for the full REPL)."""

from __future__ import annotations

from typing import Any

from .errors import TopLevelSignal


def run_repl(interp: Any, banner: bool = True) -> None:
    if banner:
        interp.console_out.write("Welcome to pylogo (Berkeley Logo 6.2 compatible)\n")
    next_line = interp.console_lines_prompted()
    while True:
        try:
            interp.load_lines(next_line, False, True)
            return
        except TopLevelSignal:
            continue
