"""The real-terminal backend, on prompt_toolkit's input and output layers.

What Berkeley Logo does on a terminal, and so what this does:

* ``cleartext`` clears the whole screen (whatever its size) and homes the
  cursor (to the margins); ``setcursor`` moves it absolutely (0-based) and
  flushes; text is written as it comes, so the terminal itself wraps long
  lines and scrolls at the bottom, exactly as under Berkeley Logo.
* ``standout`` outputs a word holding the text between two marks,
  ``START`` and ``END`` (two characters of Unicode's private use area, so
  that no ordinary text is taken for them; Berkeley Logo's DOS/Windows
  versions mark standout the same way, with the bytes 1 and 2, where its
  Unix version puts the terminal's escape codes in the word).  When the
  word reaches the screen the marks become reverse video on and off, so a
  standout word can be used in ``sentence``, ``print`` and ``type`` like
  any other: ``standout [A 2 3]`` reverses the spaces between the items
  while ``sentence standout "+ standout "=`` leaves the joining space plain.
* The bell (``type char 7``) goes out with the text, at the next flush.
* ``cursor`` is Berkeley Logo's count of what has been printed (see
  terminal.DumbTerminal); the marks count for nothing.
* ``readchar`` reads one keystroke without echo or Enter: the keyboard is
  put in "cbreak" mode (no echo, no line editing, but Ctrl-C still
  interrupts and Enter still reads as a newline), which stays on until a
  line is read from the keyboard or pylogo exits.  Keys are read through
  prompt_toolkit's input (any escape sequence arrives as its characters,
  one per ``readchar``).
* Everything is put back (cooked mode, attributes reset, cursor visible)
  by :meth:`TtyTerminal.restore`, which pylogo calls on the way out and
  which is also registered with :mod:`atexit`.

The output itself goes through a prompt_toolkit ``Output`` (VT100 escape
sequences, or the console API on old Windows consoles): the console output
stream's binary sink is replaced by a :class:`terminal.ScreenSink`, which
hands each flushed chunk of text to the terminal.
"""

from __future__ import annotations

import atexit
import os
import sys

from ..runtime.terminal import END, START, DumbTerminal
from ..system import services, textcodec

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Callable

# Written (only when PYLOGO_SCREEN_SYNC is set) each time pylogo waits for a
# key: an APC string, which terminals ignore, so that a test harness knows
# that everything before it has been drawn.  See tests/screen.py.
SYNC_MARK = "\x1b_pylogo-key\x1b\\"


# ---------------------------------------------------------------- the keyboard


def _cbreak_mode_class() -> Any:
    """prompt_toolkit's raw mode, softened to the "cbreak" mode Berkeley Logo uses."""
    import termios

    from prompt_toolkit.input.vt100 import raw_mode

    class cbreak_mode(raw_mode):
        """No echo and no line editing; signals (Ctrl-C) and CR-to-NL stay on."""

        applied: Any = None

        def __enter__(self) -> None:
            super().__enter__()
            try:
                self.applied = termios.tcgetattr(self.fileno)
            except termios.error:
                self.applied = None

        def still_on(self) -> bool:
            """False if someone else has changed the modes since (the REPL restores them)."""
            if self.applied is None:
                return True
            try:
                return termios.tcgetattr(self.fileno) == self.applied
            except termios.error:
                return True

        @classmethod
        def _patch_lflag(cls, attrs: int) -> int:
            return attrs & ~(termios.ECHO | termios.ICANON)

        @classmethod
        def _patch_iflag(cls, attrs: int) -> int:
            return attrs

    return cbreak_mode


def _always() -> bool:
    return True


class Keyboard:
    """Keystrokes from a prompt_toolkit ``Input``, one character at a time.

    What is read from the terminal goes to the console input stream's
    buffer (``stream.pending``), so that characters typed ahead are not
    lost when the program next reads a line instead.
    """

    POLL = 0.05  # seconds; blocking waits are made of steps this long (for Ctrl-C)

    def __init__(self, inp: Any) -> None:
        self.input = inp
        self.mode: Any = None  # the active cbreak/raw mode context, if any
        self.at_eof = False
        self._empty_reads = 0
        # Called (no arguments) each time a read is about to block.
        self.on_block: Callable[[], None] | None = None
        # Mouse reports (xterm's escape sequences) go to on_mouse (a list of
        # them a read), never to the program as typed text; on_keys hears the
        # keys that were read.
        self.on_mouse: Callable[[list], None] | None = None
        self.on_keys: Callable[[str], None] | None = None
        # The terminal's line mode, as it is now (before any character mode):
        # what leaving character mode always goes back to.
        self.line_mode = self._new_mode() if self._posix_terminal() else None

    # -- modes

    def _posix_terminal(self) -> bool:
        if sys.platform == "win32":
            return False
        from prompt_toolkit.input.vt100 import Vt100Input

        return isinstance(self.input, Vt100Input) and type(self.input).__name__ != "PosixPipeInput"

    def _new_mode(self) -> Any:
        if self._posix_terminal():
            return _cbreak_mode_class()(self.input.fileno())
        return self.input.raw_mode()

    def char_mode_on(self) -> None:
        if self.mode is not None and not getattr(self.mode, "still_on", _always)():
            self.mode = None  # put back to line mode behind our back: enter it again
        if self.mode is None:
            mode = self._new_mode()
            mode.__enter__()
            self.mode = mode

    def char_mode_off(self) -> None:
        """Back to line mode, even if someone else changed the modes meanwhile."""
        mode, self.mode = self.mode, None
        if mode is not None:
            mode.__exit__(None, None, None)
        if self.line_mode is not None:
            self.line_mode.__exit__(None, None, None)  # puts back the modes it saw at start

    # -- reading

    def _wait(self, timeout: float) -> bool:
        """Wait up to TIMEOUT seconds for input to be readable."""
        if sys.platform == "win32":
            from prompt_toolkit.eventloop.win32 import wait_for_handles

            return wait_for_handles([self.input.handle], int(timeout * 1000)) is not None
        import select

        try:
            ready, _, _ = select.select([self.input.fileno()], [], [], timeout)
        except InterruptedError:
            return False
        except (OSError, ValueError):
            self.at_eof = True
            return True
        return bool(ready)

    def _pull(self, stream: Any) -> bool:
        """Read what the terminal has to give now into STREAM's buffer; True if keys came."""
        if self.at_eof:
            return False
        keys = self.input.read_keys()
        keys += self.input.flush_keys()  # a lone ESC is a key of its own here
        mouse = [k.data for k in keys if self._is_mouse(k)]
        data = "".join(k.data for k in keys if not self._is_mouse(k))
        if mouse and self.on_mouse is not None:
            self.on_mouse(mouse)
        if sys.platform == "win32":
            if "\x03" in data:
                raise KeyboardInterrupt
            data = data.replace("\r", "\n")
        if data:
            self._empty_reads = 0
            stream.pending += textcodec.from_unicode(data)
            if self.on_keys is not None:
                self.on_keys(data)
            return True
        if len(keys):
            self._empty_reads = 0
            return False
        if getattr(self.input, "closed", False):
            self.at_eof = True
        return False

    @staticmethod
    def _is_mouse(key: Any) -> bool:
        """Is KEY a mouse report (given to on_mouse, or dropped), not a key?"""
        return key.key == "<vt100-mouse-event>" and key.data.startswith("\x1b[")

    def pump(self, stream: Any) -> None:
        """Read whatever the terminal has now (keys to STREAM's buffer, mouse reports), without waiting."""
        self.char_mode_on()
        for _ in range(64):
            if self.at_eof or not self._wait(0):
                break
            self._pull(stream)

    def poll(self, stream: Any) -> bool:
        """Is a key waiting?  (Reads what is there without blocking.)"""
        self.char_mode_on()
        if not stream.pending and self._wait(0):
            self._pull(stream)
        return bool(stream.pending)

    def read(self, stream: Any) -> str | None:
        """One character; None at end of input."""
        self.char_mode_on()
        if not stream.pending:
            if self._wait(0):
                self._pull(stream)
            if not stream.pending and not self.at_eof and self.on_block is not None:
                self.on_block()
            while not stream.pending:
                if self.at_eof:
                    return None
                if self._wait(self.POLL) and not self._pull(stream) and not self.at_eof:
                    # Readable but nothing came: a partial character, or a
                    # terminal that is gone (read errors look like this).
                    self._empty_reads += 1
                    if self._empty_reads > 8:
                        self.at_eof = True
        c = stream.pending[0]
        stream.pending = stream.pending[1:]
        return c


def stdin_keyboard() -> Keyboard | None:
    """The keyboard, when standard input is a terminal."""
    try:
        from prompt_toolkit.input import create_input

        inp = create_input(sys.stdin)
    except Exception:
        return None
    return Keyboard(inp)


# ---------------------------------------------------------------- the screen


class _TextStdout:
    """The TextIO face prompt_toolkit's output wants, over our binary stream."""

    def __init__(self, raw: Any) -> None:
        self.raw = raw
        self.encoding = "utf-8"
        self.errors = "surrogateescape"

    def write(self, text: str) -> int:
        self.raw.write(text.encode("utf-8", "surrogateescape"))
        return len(text)

    def flush(self) -> None:
        self.raw.flush()

    def fileno(self) -> int:
        return self.raw.fileno()

    def isatty(self) -> bool:
        try:
            return os.isatty(self.raw.fileno())
        except (AttributeError, OSError, ValueError):
            return False


def create_screen_output(raw: Any) -> Any:
    """A prompt_toolkit Output writing to the binary stream RAW (a terminal)."""
    from prompt_toolkit.output import create_output

    return create_output(_TextStdout(raw))


def _reverse_attrs() -> Any:
    from prompt_toolkit.styles import Attrs

    return Attrs(color=None, bgcolor=None, bold=False, underline=False, strike=False, italic=False,
                 blink=False, reverse=True, hidden=False, dim=False)


class TtyTerminal(DumbTerminal):
    """The text screen of a real terminal (see the module's docstring)."""

    SPECIAL_CHARS = "\ue000\ue001\x07\n\b\t"
    MARKS = dict.fromkeys(map(ord, SPECIAL_CHARS), "\n")

    def __init__(self, out: Any, output: Any, keyboard: Keyboard | None = None,
                 size: tuple | None = None) -> None:
        from prompt_toolkit.output import ColorDepth

        self.output = output  # a prompt_toolkit Output
        self.depth = ColorDepth.DEPTH_1_BIT
        self.reverse_attrs = _reverse_attrs()
        self.reverse = False
        self._legacy_console = type(output).__name__ == "Win32Output"
        if size is None:
            try:
                got = output.get_size()
                size = (got.columns, got.rows)
            except Exception:
                size = (80, 24)
        super().__init__(out, keyboard, size)
        import weakref  # only with a real terminal: not at every start-up

        ref = weakref.ref(self)
        atexit.register(lambda: ref() is not None and ref().restore())
        if not _LIVE:
            _LIVE.append(weakref.WeakSet())
        _LIVE[0].add(self)

    # -- drawing

    def _put(self, text: str) -> None:
        self.output.write_raw(textcodec.to_unicode(text))

    def _standout(self, on: bool) -> None:
        if on and not self.reverse:
            self.output.set_attributes(self.reverse_attrs, self.depth)
            self.reverse = True
        elif not on and self.reverse:
            self.output.reset_attributes()
            self.reverse = False

    def _write_out(self) -> None:
        pass

    def flush_screen(self) -> None:
        self.output.flush()

    def _goto(self, col: int, row: int) -> None:
        if self._legacy_console:  # the console API counts from 0, in the whole buffer
            info = self.output.get_win32_screen_buffer_info()
            self.output.cursor_goto(row + info.srWindow.Top, col + info.srWindow.Left)
        else:
            self.output.cursor_goto(row + 1, col + 1)
        self.output.flush()

    def clear(self) -> None:
        self.out.flush()
        self.output.erase_screen()
        self._goto(self.margin_x, self.margin_y)
        super().clear()

    def standout(self, text: str) -> str:
        return START + text + END

    def restore(self) -> None:
        """Cooked mode, attributes reset, cursor visible; safe to call again."""
        try:
            self.out.flush()
        except Exception:
            pass
        try:
            if self.keyboard is not None:
                self.keyboard.char_mode_off()
        except Exception:
            pass
        try:
            self.output.reset_attributes()
            self.reverse = False
            self.output.show_cursor()
            self.output.flush()
        except Exception:
            pass

    def sync_mark(self) -> None:
        self.out.flush()
        self.output.write_raw(SYNC_MARK)
        self.output.flush()


_LIVE: list = []  # a WeakSet of the terminals to restore on SIGTERM/SIGHUP, made by the first TtyTerminal
# Called (no arguments) first when SIGTERM or SIGHUP ends pylogo: what else
# must be put back (the terminal renderer's scroll region and mouse reports).
EXIT_HOOKS: list = []


# Called (no arguments, in the main thread) when the terminal's size changes (SIGWINCH):
# the terminal renderer draws again at once.  See ``watch_resize``.
RESIZE_HOOKS: list = []


def watch_resize() -> None:
    """Call the RESIZE_HOOKS on SIGWINCH (where there is such a signal)."""
    import signal

    number = getattr(signal, "SIGWINCH", None)
    if number is None:
        return

    def on_resize(signum: int, frame: Any) -> None:
        for hook in list(RESIZE_HOOKS):
            try:
                hook()
            except Exception:
                pass

    try:
        signal.signal(number, on_resize)
    except (ValueError, OSError):  # not the main thread
        pass


def restore_on_termination() -> None:
    """SIGTERM or SIGHUP: put the terminal back as it was at start, then exit.

    Such a signal ends the process without unwinding its threads, so the
    terminal modes saved now are set again here, after each live terminal
    has reset its attributes and shown its cursor.
    """
    import signal

    try:
        import termios

        fd = sys.stdin.fileno()
        saved = termios.tcgetattr(fd) if os.isatty(fd) else None
    except (ImportError, OSError, ValueError):
        saved = None

    def on_signal(signum: int, frame: Any) -> None:
        for hook in list(EXIT_HOOKS):
            try:
                hook()
            except Exception:
                pass
        for term in list(_LIVE[0]) if _LIVE else ():
            term.restore()
        if saved is not None:
            try:
                termios.tcsetattr(fd, termios.TCSANOW, saved)
            except OSError:
                pass
        os._exit(128 + signum)

    for name in ("SIGTERM", "SIGHUP"):
        number = getattr(signal, name, None)
        if number is not None:
            signal.signal(number, on_signal)


services.provide("tty", sys.modules[__name__])  # terminal.make_terminal uses this backend
