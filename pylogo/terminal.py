"""The text screen: cursor control and standout, for TERM=dumb and pipes.

This backend writes no escape codes: it only keeps track of where the
cursor is, as Berkeley Logo does on a dumb terminal.  A real terminal gets
the prompt_toolkit backend (see tty.py), which draws the same way.
"""

from __future__ import annotations

from typing import Any


class DumbTerminal:
    """Cursor bookkeeping without escape codes."""

    def __init__(self, out: Any) -> None:
        self.out = out
        self.margin_x = 0
        self.margin_y = 0

    def clear(self) -> None:
        self.out.row = 0
        self.out.column = 0

    def set_cursor(self, col: int, row: int) -> None:
        self.out.flush()
        self.out.column = col
        self.out.row = row

    def get_cursor(self) -> tuple:
        return self.out.column, self.out.row

    def set_margins(self, x: int, y: int) -> None:
        self.margin_x = x
        self.margin_y = y

    def standout(self, text: str) -> str:
        return text

    def read_key(self, stream: Any) -> str | None:
        return stream.readchar()

    def key_waiting(self, stream: Any) -> bool:
        return stream.has_pending() or _input_ready(stream)

    def restore(self) -> None:
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
