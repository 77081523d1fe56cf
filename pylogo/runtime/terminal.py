"""The text screen: cursor control and standout.

:func:`make_terminal` picks the backend, as Berkeley Logo decides from
its terminal: when standard output is a terminal whose TERM is known
(not "dumb"), the prompt_toolkit backend of tty.py draws with cursor
motion and reverse video; otherwise :class:`DumbTerminal` writes no
escape codes at all and only keeps track of where the cursor is, as
Berkeley Logo does on a dumb terminal or a pipe.  Both count what is
printed as Berkeley Logo does, for CURSOR.  Either way, when
standard input is a terminal, READCHAR and KEYP read single keystrokes
without echo (tty.Keyboard).
"""

from __future__ import annotations

import os
import sys

from ..system import services, textcodec

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

START = "\ue000"  # standout on (see tty.py)
END = "\ue001"  # standout off
BELL = "\x07"


def screen_size(raw: Any) -> tuple:
    """(columns, rows) as Berkeley Logo learns them from termcap at start-up.

    The LINES and COLUMNS environment variables win, then the terminal's own
    size; a pipe or file counts as the termcap default of 80 by 24.
    """
    cols = rows = 0
    try:
        size = os.get_terminal_size(raw.fileno())
        cols, rows = size.columns, size.lines
    except (AttributeError, OSError, ValueError):
        pass
    for name, value in (("COLUMNS", "cols"), ("LINES", "rows")):
        try:
            number = int(os.environ.get(name, ""))
        except ValueError:
            continue
        if number > 0:
            if value == "cols":
                cols = number
            else:
                rows = number
    return (cols if cols > 0 else 80, rows if rows > 0 else 24)


class ScreenSink:
    """Installed as the console output stream's ``raw``: each flushed chunk of
    text goes to the terminal backend, which counts it (and draws it)."""

    def __init__(self, terminal: Any, raw: Any) -> None:
        self.terminal = terminal
        self.raw = raw

    def write(self, data: bytes) -> int:
        self.terminal.emit(textcodec.decode(data))
        return len(data)

    def flush(self) -> None:
        self.terminal.flush_screen()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.raw, name)


class DumbTerminal:
    """Cursor bookkeeping without escape codes.

    Berkeley Logo keeps its own idea of the cursor position, counting what it
    prints to the screen (even to a pipe): a newline goes to column 0 of the
    next row (and types the left margin), a backspace goes back one column, a
    tab to the next multiple of 8, the bell counts for nothing, any other
    byte one column; past the last column the count wraps to the next row,
    and the row never goes past the screen's height.  ``cursor`` reports
    that count, relative to the margins.  The console output stream's sink is
    replaced by a :class:`ScreenSink` so that every character is counted.
    """

    # Characters counted specially; everything else is text.  MARKS (for str.translate)
    # turns each of them into a newline, which str.find then finds.
    SPECIAL_CHARS = "\x07\n\b\t"
    MARKS = dict.fromkeys(map(ord, SPECIAL_CHARS), "\n")

    def __init__(self, out: Any, keyboard: Any = None, size: tuple | None = None) -> None:
        self.out = out  # the console OutStream
        self.keyboard = keyboard
        self.margin_x = 0
        self.margin_y = 0
        if size is None:
            size = screen_size(out.raw)
        self.x_max = size[0] if size[0] > 0 else 80
        self.y_max = size[1] if size[1] > 0 else 24
        self._chunks: list = []
        self.raw = out.raw  # where the text goes
        # Text written before now went straight out; start counting from
        # where the output stream thinks the cursor is.
        out.flush()
        self.x = 0
        self.y = min(max(out.row, 0), self.y_max)
        self._advance(max(out.column, 0))
        out.raw = ScreenSink(self, out.raw)
        out.input_counter = self.count_input

    def count_input(self, text: str) -> None:
        """Count TEXT read from standard input as if it were printed (Berkeley Logo's count
        takes in the lines it reads, from a pipe too), writing nothing."""
        lines = text.split("\n")
        for i, run in enumerate(lines):
            if i:
                self.x = 0
                self.y = min(self.y + 1, self.y_max)
            if run:
                self._advance(len(run) if run.isascii() else len(textcodec.encode(run)))

    # -- counting what is printed

    def _advance(self, n: int) -> None:
        """Count N printing characters (Berkeley Logo's wrap-around of the count)."""
        x = self.x + n
        if x > self.x_max:
            self.y += (x - 1) // self.x_max
            x = (x - 1) % self.x_max + 1
        self.x = x
        if self.y > self.y_max:
            self.y = self.y_max

    def emit(self, text: str) -> None:
        """Write (and count) a flushed chunk of TEXT."""
        self._count_put(text)
        self._write_out()

    def _drain(self) -> None:
        """Count the text the console stream holds (SETCURSOR, CURSOR): it goes to the
        screen with what is written next, or at the stream's next flush (which then has
        something to do: an empty part is left in it).  On a terminal it goes now."""
        out = self.out
        if out.line_buffered:
            out.flush()
        elif out.parts:
            text = "".join(out.parts)
            out.parts = [""]
            out.size = 0
            self._count_put(text)

    def _count_put(self, text: str) -> None:
        """Count TEXT, and put it in the screen's chunks."""
        pos = 0
        find = text.translate(self.MARKS).find
        start = find("\n")
        while start >= 0:
            if start > pos:
                self._text(text[pos:start])
            c = text[start]
            if c == "\n":
                self._put("\n")
                self.x = 0
                self.y = min(self.y + 1, self.y_max)
                if self.margin_x:
                    self._put(" " * self.margin_x)
                    self._advance(self.margin_x)
            elif c == START:
                self._standout(True)
            elif c == END:
                self._standout(False)
            elif c == BELL:
                self._put(BELL)
            elif c == "\b":
                self._put("\b")
                if self.x > 0:
                    self.x -= 1
            else:  # tab
                self._put("\t")
                self.x = (self.x & ~7) + 8
                if self.x > self.x_max:
                    self.y = min(self.y + self.x // self.x_max, self.y_max)
                    self.x %= self.x_max
            pos = start + 1
            start = find("\n", pos)
        if pos < len(text):
            self._text(text[pos:])

    def _text(self, run: str) -> None:
        self._put(run)
        # Berkeley Logo counts bytes, so a UTF-8 character counts for its bytes.
        self._advance(len(run) if run.isascii() else len(textcodec.encode(run)))

    # -- the writing itself (the prompt_toolkit backend draws instead)

    def _put(self, text: str) -> None:
        self._chunks.append(text)

    def _standout(self, on: bool) -> None:
        pass

    def _write_out(self) -> None:
        if self._chunks:
            data = textcodec.encode("".join(self._chunks))
            self._chunks = []
            self.raw.write(data)

    def flush_screen(self) -> None:
        self._write_out()
        self.raw.flush()

    # -- the backend interface (primitives in primitives/communication.py)

    def clear(self) -> None:
        self.out.flush()
        self.x, self.y = self.margin_x, self.margin_y
        self.out.row = 0
        self.out.column = 0

    def set_cursor(self, col: int, row: int) -> bool:
        """Move the cursor; False (nothing done) if that is off the screen."""
        x = self.margin_x + col
        y = self.margin_y + row
        if x >= self.x_max or y >= self.y_max:
            return False
        self._drain()
        self._goto(x, y)
        self.x, self.y = x, y
        self.out.column = col
        self.out.row = row
        return True

    def _goto(self, x: int, y: int) -> None:
        pass

    def get_cursor(self) -> tuple:
        self._drain()
        return self.x - self.margin_x, self.y - self.margin_y

    def set_margins(self, x: int, y: int) -> None:
        self.margin_x = x
        self.margin_y = y
        self.clear()

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
        self.out.flush()
        self.raw.write(services.service("tty").SYNC_MARK.encode("ascii"))
        self.raw.flush()

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
    keys_tty = _is_tty(getattr(stream, "raw", None))
    screen_tty = _is_tty(getattr(out, "raw", None))
    # tty.py, the real-terminal backend (a front end): asked for only with a terminal
    tty = services.optional("tty") if keys_tty or screen_tty else None
    if tty is not None and keys_tty:
        keyboard = tty.stdin_keyboard()
    terminal: Any = None
    if tty is not None and screen_capable() and screen_tty:
        try:
            terminal = tty.TtyTerminal(out, tty.create_screen_output(out.raw), keyboard)
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
