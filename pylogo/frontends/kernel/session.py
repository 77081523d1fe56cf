"""One Logo workspace that runs notebook cells, with output and input through callbacks."""

from __future__ import annotations

from typing import Any, Callable

from ...lang.errors import ByeSignal, LogoError, TopLevelSignal
from ...runtime.interpreter import Interpreter, read_all_lines
from ...system import interrupt
from ...system.streams import InStream, OutStream


class _CallbackWriter:
    """A binary file whose writes go to a callback as text (a notebook's stream)."""

    def __init__(self, send: Callable[[str], None]) -> None:
        self.send = send

    def write(self, data: bytes) -> int:
        self.send(data.decode("utf-8", "replace"))
        return len(data)

    def flush(self) -> None:
        return None


class _CallbackReader:
    """A binary file whose lines come from a callback (the notebook's input request).

    The callback returns a line without its newline, or None at end of input."""

    def __init__(self, ask: Callable[[], str | None]) -> None:
        self.ask = ask

    def readline(self, size: int = -1) -> bytes:
        line = self.ask()
        if line is None:
            return b""
        return (line + "\n").encode("utf-8", "surrogateescape")


class NotebookInterpreter(Interpreter):
    """An interpreter that hands error messages to the session instead of printing them."""

    def __init__(self, stdin: Any, stdout: Any, on_error: Callable[[str], None]) -> None:
        super().__init__(stdin, stdout)
        self.error_sink = on_error

    def print_error(self, exc: LogoError) -> None:
        if self.pause_depth:  # inside PAUSE the prompt goes on: print it as usual
            super().print_error(exc)
            return
        exc.reported = True
        self.flush()
        self.error_sink(exc.report())

    def line_read_at_end(self, stream: Any) -> None:
        """A notebook has no screen line for the end of input to end."""


class CellResult:
    """What running a cell came to: an error message (None if it ran through)."""

    def __init__(self) -> None:
        self.error: str | None = None


class NotebookSession:
    """A workspace that lasts across cells.

    SEND_OUTPUT receives printed text as it is printed (line by line);
    ASK_LINE is called when the program reads a line (READLIST, READWORD,
    READCHAR, PAUSE) and returns it, or None for end of input.
    """

    def __init__(self, send_output: Callable[[str], None], ask_line: Callable[[], str | None]) -> None:
        self._errors: list = []
        out = OutStream(_CallbackWriter(send_output), "stdout", True)
        out.line_buffered = True
        self.stdin = InStream(_CallbackReader(ask_line), "stdin", True)
        self.interp = NotebookInterpreter(self.stdin, out, self._errors.append)
        self.interp.sleep = interrupt.sleep  # WAIT in short steps, so an interrupt ends it

    def run_cell(self, code: str) -> CellResult:
        """Run CODE as lines typed at the prompt; the first error ends the cell."""
        result = CellResult()
        self._errors.clear()
        self.stdin.at_eof = False  # a new cell may ask for input again
        self.stdin.pending = ""
        lines = iter(read_all_lines(code))
        next_line = lambda: next(lines, None)  # noqa: E731
        interp = self.interp
        try:
            while True:
                line = next_line()
                if line is None:
                    break
                try:
                    interp.run_logical_line(line, next_line, False, True)
                except LogoError as exc:
                    interp.report(exc)
                    break
        except TopLevelSignal:
            pass  # THROW "TOPLEVEL: the rest of the cell is abandoned
        except ByeSignal:
            interp.console_out.write("BYE is ignored in a notebook: restart the kernel instead.\n")
        except Exception as exc:  # never a Python traceback
            from ...runtime.interpreter import internal_error

            interp.report(internal_error(exc))
        finally:
            interp.flush()
        if self._errors:
            result.error = self._errors[-1]
        return result
