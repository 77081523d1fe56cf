"""Input and output of the interpreter: printers by the print limits, the
console's streams, keys (READCHAR, KEYP) from the terminal or the graphics
window, PAUSE and the editor.
"""

from __future__ import annotations

import time

from ..lang.data import FALSE, ProtectedWord, parse_number
from ..lang.printer import FULL, PLAIN, Printer, print_form
from ..system import services

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def _window_keys(interp: Any) -> Any:
    """The turtle's model when keys typed in its window may reach READCHAR, else None
    (as graphics/events.py's window_keys, which is not imported before a window is there)."""
    model = getattr(interp, "graphics", None)
    if model is None or not model.renderer.interactive:
        return None
    return model


_loaded: list = []  # graphics/events.py, once a window's keys are read


def _events() -> Any:
    if not _loaded:
        from ..graphics import events

        _loaded.append(events)
    return _loaded[0]


class Console:
    """Printing, reading keys, PAUSE and EDIT (part of Interpreter).

    State (set up by Interpreter.__init__): console_in, console_out (the
    console's streams), reader, writer (the streams SETREAD and SETWRITE
    chose), files, buffers (open files, OPENWRITE [var size] buffers), prefix
    (SETPREFIX), terminal (the text screen, made when first needed), the
    folders csls_dir, lib_dir, help_dir, temp_dir and the editor."""

    # ------------------------------------------------------------ printing

    def printer(self) -> Printer:
        V = self.V
        if V.get("printdepthlimit") is None and V.get("printwidthlimit") is None and (
                V.get("fullprintp") is FALSE):
            return PLAIN  # the usual case, in short
        depth = self._limit("printdepthlimit")
        width = self._limit("printwidthlimit")
        full = self._flag("fullprintp")
        if depth < 0 and width < 0 and not full:
            return PLAIN
        return Printer(depth, width, full)

    def full_printer(self) -> Printer:
        """How PO, PONS and SAVE write data: readably, within the print limits."""
        depth = self._limit("printdepthlimit")
        width = self._limit("printwidthlimit")
        return FULL if depth < 0 and width < 0 else Printer(depth, width, True)

    def report_defined(self, name: str) -> None:
        """Berkeley's "NAME defined" after a TO typed in: the name printed as PRINT prints a
        word, within PRINTDEPTHLIMIT and PRINTWIDTHLIMIT and in bars under FULLPRINTP."""
        self.console_out.write("%s defined\n" % print_form(name, self.printer()))

    def _limit(self, name: str) -> int:
        value = self.V.get(name)
        if value.__class__ in (str, ProtectedWord):
            value = parse_number(value)
        return value if value.__class__ is int else -1  # anything but an integer: no limit

    def flush(self) -> None:
        self.console_out.flush()

    def before_line_read(self, stream: Any) -> None:
        if stream is self.console_in:
            self.flush()

    def line_read_at_end(self, stream: Any) -> None:
        """READLIST, READWORD or READRAWLINE found the end of STREAM.

        Berkeley ends the screen's line there when it is standard input's end (each time, and
        even at column 0; not for a file's end): a newline on standard output, not the writer.
        """
        if stream is self.console_in:
            self.console_out.write("\n")

    # ------------------------------------------------------------ keys

    def terminal_backend(self) -> Any:
        if self.terminal is None:
            from .terminal import make_terminal

            self.terminal = make_terminal(self)
        return self.terminal

    def read_char(self) -> str | None:
        stream = self.reader
        if stream is self.console_in:
            self.flush()
            terminal = self.terminal_backend()
            model = _window_keys(self)
            if model is not None:  # keys typed in the graphics window count too
                return _events().read_key(self, model, terminal, stream)
            return terminal.read_key(stream)
        return stream.readchar()

    def key_waiting(self) -> bool:
        stream = self.reader
        if stream is self.console_in:
            terminal = self.terminal_backend()
            model = _window_keys(self)
            if model is not None:
                return _events().key_waiting(self, model, terminal, stream)
            return terminal.key_waiting(stream)
        return stream.keyp()

    def sleep(self, seconds: float) -> None:
        while seconds > 0:  # in steps: time.sleep refuses very long waits
            step = min(seconds, 86400.0)
            time.sleep(step)
            seconds -= step

    # ------------------------------------------------------------ pause and edit

    def pause(self) -> Any:
        """PAUSE: read instructions from the keyboard until CONTINUE."""
        from .berkeley_library import pause_name
        from .pause import run_pause

        return run_pause(self, pause_name(self))

    def edit(self, what: Any) -> None:
        services.service("edit")(self, what)

    def edit_file(self, name: str) -> None:
        services.service("edit_file")(self, name)
