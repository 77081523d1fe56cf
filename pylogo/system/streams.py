"""Input and output streams: standard input/output and files."""

from __future__ import annotations

import io
import os
import sys

from . import textcodec

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


class _Counted:
    """The row or column of an OutStream, brought up to date (_count) when read or set."""

    def __set_name__(self, owner: Any, name: str) -> None:
        self.slot = "_" + name

    def __get__(self, stream: Any, owner: Any = None) -> Any:
        if stream is None:
            return self
        stream._count()
        return getattr(stream, self.slot)

    def __set__(self, stream: Any, value: int) -> None:
        stream._count()
        setattr(stream, self.slot, value)


class OutStream:
    """A buffered text output stream (standard output or a file)."""

    def __init__(self, raw: Any, name: str, is_console: bool = False) -> None:
        self.raw = raw  # a binary file object
        self.name = name
        self.is_console = is_console
        self.parts: list = []
        self.size = 0
        # The row and column after the text written, counted when asked for (_count): up to
        # the first _counted of parts
        self._row = 0
        self._column = 0
        self._counted = 0
        self.dribble: Any = None  # the file DRIBBLE copies what is written to
        self.line_buffered = False  # flush at each newline (a terminal, as C's stdio does)
        self.input_counter: Any = None  # counts input as the screen's (the terminal's count_input)

    def write(self, text: str) -> None:
        if text:
            self.parts.append(text)
            self.size += len(text)
            if self.dribble is not None or self.line_buffered or self.size > 65536:
                self._written(text)

    def _written(self, text: str) -> None:
        if self.dribble is not None:
            self.dribble.write(text)
        if self.size > 65536 or (self.line_buffered and "\n" in text):
            self.flush()

    def _count(self) -> None:
        """Count the rows and columns of the parts written since last counted."""
        if self._counted < len(self.parts):
            self._advance("".join(self.parts[self._counted:]))
            self._counted = len(self.parts)

    def _advance(self, text: str) -> None:
        nl = text.rfind("\n")
        if nl >= 0:
            self._row += text.count("\n")
            self._column = len(text) - nl - 1
        else:
            self._column += len(text)

    row = _Counted()  # (the row and column after the text written)
    column = _Counted()

    def count_input(self, text: str) -> None:
        """TEXT read from the keyboard's stream, counted as if it were shown (echoed):
        Berkeley Logo counts the lines it reads from standard input, even from a pipe, in
        the cursor position CURSOR reports."""
        if self.input_counter is not None:
            self.input_counter(text)
            return
        self._count()
        self._advance(text)

    def flush(self) -> None:
        if self.parts:
            self._count()
            data = textcodec.encode("".join(self.parts))
            self.parts = []
            self.size = 0
            self._counted = 0
            try:
                self.raw.write(data)
                self.raw.flush()
            except (BrokenPipeError, OSError, ValueError):
                pass
        if self.dribble is not None:
            self.dribble.flush()

    def close(self) -> None:
        self.flush()
        if not self.is_console:
            try:
                self.raw.close()
            except OSError:
                pass


class InStream:
    """A text input stream read by lines or by characters."""

    def __init__(self, raw: Any, name: str, is_console: bool = False) -> None:
        self.raw = raw  # a binary file object
        self.name = name
        self.is_console = is_console
        self.pending = ""  # decoded text read but not yet consumed
        self.at_eof = False
        self.before_read: Any = None  # called before blocking reads (flush output)
        self.reads_fail = False  # READCHARS reads nothing (primitives/files.py's _NoReading)
        self.lost_line = ""  # a last line without its newline, which readline_complete drops
        self.echo: Any = None  # writes each line read (DRIBBLE's transcript of what was typed)
        self.consumed: Any = None  # told what is read (the console's cursor count: count_input)

    def _fill(self) -> bool:
        """Read more text; False at end of input."""
        if self.at_eof:
            return False
        if self.before_read is not None:
            self.before_read()
        try:
            data = self.raw.readline()
        except (OSError, ValueError):
            data = b""
        if not data:
            self.at_eof = True
            return False
        self.pending += textcodec.decode(data)
        return True

    def readline(self) -> str | None:
        """The next line without its newline, or None at end of input.

        A last line without a newline is returned too, unless LOSE_PARTIAL.
        """
        while "\n" not in self.pending:
            if not self._fill():
                break
        if not self.pending:
            return None
        nl = self.pending.find("\n")
        if nl < 0:
            line, self.pending = self.pending, ""
            return line
        line = self.pending[:nl]
        self.pending = self.pending[nl + 1 :]
        if "\r" in line:  # (Berkeley drops every carriage return of a line it reads)
            line = line.replace("\r", "")
        if self.echo is not None:
            self.echo(line + "\n")
        if self.consumed is not None:
            self.consumed(line + "\n")
        return line

    def readline_complete(self) -> str | None:
        """Like readline, but a last line without a newline counts as end of input."""
        while "\n" not in self.pending:
            if not self._fill():
                self.lost_line, self.pending = self.pending, ""
                return None
        return self.readline()

    def readchar(self) -> str | None:
        if not self.pending and not self._fill():
            return None
        c = self.pending[0]
        self.pending = self.pending[1:]
        return c  # (not counted by CURSOR: Berkeley counts the lines it reads, not characters)

    def has_pending(self) -> bool:
        return bool(self.pending)

    def eof(self) -> bool:
        if self.pending:
            return False
        return not self._fill()

    def keyp(self) -> bool:
        """KEYP of a file: true until its end."""
        return not self.eof()

    def close(self) -> None:
        if not self.is_console:
            try:
                self.raw.close()
            except OSError:
                pass


def console_streams() -> tuple:
    stdin_raw = getattr(sys.stdin, "buffer", None)
    if stdin_raw is None:
        stdin_raw = io.BytesIO(b"")
    stdout_raw = getattr(sys.stdout, "buffer", None) or sys.stdout
    return (InStream(stdin_raw, "stdin", True), OutStream(stdout_raw, "stdout", True))


def stdin_is_tty() -> bool:
    try:
        return os.isatty(sys.stdin.fileno())
    except (OSError, ValueError, AttributeError):
        return False


def stdout_is_tty() -> bool:
    try:
        return os.isatty(sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        return False
