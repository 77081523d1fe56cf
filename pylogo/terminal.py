"""The text screen: cursor control and standout.

:func:`make_terminal` picks the backend, as Berkeley Logo decides from
its terminal: when standard output is a terminal whose TERM is known
(not "dumb"), the prompt_toolkit backend of tty.py draws with cursor
motion and reverse video; otherwise :class:`DumbTerminal` writes no
escape codes at all and only keeps track of where the cursor is, as
Berkeley Logo does on a dumb terminal or a pipe.  Either way, when
standard input is a terminal, READCHAR and KEYP read single keystrokes
without echo (tty.Keyboard).
"""

from __future__ import annotations

import os
import sys
from typing import Any


class DumbTerminal:
    """Cursor bookkeeping without escape codes."""

    def __init__(self, out: Any, keyboard: Any = None) -> None:
        self.out = out
        self.keyboard = keyboard
        self.margin_x = 0
        self.margin_y = 0

    def clear(self) -> None:
        self.out.row = 0
        self.out.column = 0

    def set_cursor(self, col: int, row: int) -> bool:
        self.out.flush()
        self.out.column = col
        self.out.row = row
        return True

    def get_cursor(self) -> tuple:
        return self.out.column, self.out.row

    def set_margins(self, x: int, y: int) -> None:
        self.margin_x = x
        self.margin_y = y

    def standout(self, text: str) -> str:
        return text

    def read_key(self, stream: Any) -> str | None:
        if self.keyboard is None:
            return stream.readchar()
        return self.keyboard.read(stream)

    def key_waiting(self, stream: Any) -> bool:
        if self.keyboard is None:
            return stream.has_pending() or _input_ready(stream)
        self.out.flush()
        return self.keyboard.poll(stream)

    def leave_char_mode(self) -> None:
        """Back to line-at-a-time input (before a line is read from the keyboard)."""
        if self.keyboard is not None:
            self.keyboard.char_mode_off()

    def sync_mark(self) -> None:
        """Tell a test harness that pylogo waits for a key (see tests/screen.py)."""
        from .tty import SYNC_MARK

        self.out.flush()
        raw = self.out.raw
        raw.write(SYNC_MARK.encode("ascii"))
        raw.flush()

    def restore(self) -> None:
        if self.keyboard is not None:
            try:
                self.keyboard.char_mode_off()
            except Exception:
                pass


def _input_ready(stream: Any) -> bool:
    """Is there input to read without waiting (a pipe or file with data left)?"""
    import select

    raw = getattr(stream, "raw", None)
    try:
        fd = raw.fileno()
    except (AttributeError, OSError, ValueError):
        return False
    try:
        ready, _, _ = select.select([fd], [], [], 0)
    except (OSError, ValueError):
        return False
    if not ready:
        return False
    # A readable descriptor at end of file is not a waiting key.
    return not stream.eof()


def _is_tty(raw: Any) -> bool:
    try:
        return os.isatty(raw.fileno())
    except (AttributeError, OSError, ValueError):
        return False


def screen_capable() -> bool:
    """Does TERM say the terminal can move its cursor?  (Berkeley Logo asks termcap.)"""
    term = os.environ.get("TERM", "")
    if sys.platform == "win32":
        return term != "dumb"
    return bool(term) and term not in ("dumb", "unknown")


def make_terminal(interp: Any) -> Any:
    """The backend for the interpreter's console streams."""
    out = interp.console_out
    stream = interp.console_in
    keyboard = None
    if _is_tty(getattr(stream, "raw", None)):
        from .tty import stdin_keyboard

        keyboard = stdin_keyboard()
    terminal: Any = None
    if screen_capable() and _is_tty(getattr(out, "raw", None)):
        try:
            from .tty import TtyTerminal, create_screen_output

            terminal = TtyTerminal(out, create_screen_output(out.raw), keyboard)
        except Exception:
            terminal = None
    if terminal is None:
        terminal = DumbTerminal(out, keyboard)
    if keyboard is not None:
        hook_line_reads(terminal, stream)
        if os.environ.get("PYLOGO_SCREEN_SYNC"):
            keyboard.on_block = terminal.sync_mark
    return terminal


def hook_line_reads(terminal: Any, stream: Any) -> None:
    """Leave character mode before STREAM reads a line (READLIST, the prompt...)."""
    previous = stream.before_read

    def before_read() -> None:
        terminal.leave_char_mode()
        if previous is not None:
            previous()

    stream.before_read = before_read
