"""Virtual terminals for tests: what pylogo draws, as a terminal shows it.

Two harnesses, both drawing with pyte:

``Screen``
    pylogo as a command in a pseudo-terminal of a given size (pexpect), so
    everything is real: terminal modes, echo, the bytes pylogo writes after
    the terminal driver (newline to CR LF) has seen them::

        with Screen("programs/solitaire.lg", "-e", "solitaire") as s:
            s.wait_key()            # until pylogo waits for a keystroke
            s.press("+")            # one key, then wait until the screen settles
            assert "Shuffling" not in s.text()
            s.line(23), s.reverse_text(2), s.cursor, s.bells

    Settling: with ``sync=True`` (the default) pylogo is started with
    PYLOGO_SCREEN_SYNC=1 and writes an invisible mark each time it waits
    for a keystroke (see pylogo/frontends/tty.py); ``press`` returns when the next mark
    arrives, so nothing is timed (the mark is written with TERM=dumb too).
    Where pylogo reads lines instead (the REPL), ``press(..., until="quiet")``,
    ``line_in(text)`` or ``settle()`` wait until output has come and then no
    more for a moment.

``Console``
    an interpreter in this process, with the real terminal backend writing
    to pyte through prompt_toolkit's VT100 output and reading keys from
    prompt_toolkit's pipe input: fast, and exact about when the program
    waits for a key.  WAIT does not sleep: it records the screen
    (``snapshots``) and goes on.

Reading the screen: ``lines()`` (the rows as text, trailing spaces kept),
``line(row)``, ``text()`` (rows without trailing spaces, joined with
newlines), ``reverse_mask()`` (a row per line with ``#`` where a cell is in
reverse video), ``reverse_text(row)`` (the reverse-video characters of a
row), ``cursor`` ((column, row)), ``bells`` (how many bells so far).
"""

from __future__ import annotations

import io
import os
import sys
import threading
import time
from typing import Any

import pyte

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SYNC_MARK = b"\x1b_pylogo-key\x1b\\"


class BellScreen(pyte.Screen):
    """A pyte screen that counts bells."""

    def __init__(self, columns: int, lines: int) -> None:
        super().__init__(columns, lines)
        self.bells = 0

    def bell(self, *args: Any, **kwargs: Any) -> None:
        self.bells += 1


class _ScreenReading:
    """Reading a pyte screen (mixed into both harnesses)."""

    screen: BellScreen

    def lines(self) -> list:
        return list(self.screen.display)

    def line(self, row: int) -> str:
        return self.screen.display[row]

    def text(self) -> str:
        rows = [line.rstrip() for line in self.screen.display]
        while rows and not rows[-1]:
            rows.pop()
        return "\n".join(rows)

    def reverse_mask(self) -> list:
        buf = self.screen.buffer
        return ["".join("#" if buf[y][x].reverse else " " for x in range(self.screen.columns))
                for y in range(self.screen.lines)]

    def reverse_cells(self) -> set:
        buf = self.screen.buffer
        return {(x, y) for y in range(self.screen.lines) for x in range(self.screen.columns)
                if buf[y][x].reverse}

    def reverse_text(self, row: int) -> str:
        """The characters of ROW in reverse video, runs separated by "|"."""
        buf = self.screen.buffer[row]
        runs, run = [], []
        for x in range(self.screen.columns):
            if buf[x].reverse:
                run.append(buf[x].data)
            elif run:
                runs.append("".join(run))
                run = []
        if run:
            runs.append("".join(run))
        return "|".join(runs)

    @property
    def cursor(self) -> tuple:
        return self.screen.cursor.x, self.screen.cursor.y

    @property
    def bells(self) -> int:
        return self.screen.bells

    def snapshot(self) -> dict:
        return {"lines": self.lines(), "reverse": self.reverse_mask(), "cursor": self.cursor,
                "bells": self.bells}


# ---------------------------------------------------------------- pylogo in a pseudo-terminal


class Screen(_ScreenReading):
    """pylogo run as a command in a pseudo-terminal, drawn by pyte."""

    def __init__(self, *args: str, cols: int = 80, rows: int = 24, env: dict | None = None,
                 cwd: str = ROOT, sync: bool = True, term: str = "xterm-256color",
                 timeout: float = 30) -> None:
        import pexpect

        self.timeout = timeout
        self.screen = BellScreen(cols, rows)
        self.stream = pyte.ByteStream(self.screen)
        self.marks = 0
        self.final_modes: Any = None
        self.raw = bytearray()  # everything read, marks included
        self._tail = b""
        full_env = dict(os.environ)
        full_env.update(TERM=term, LC_ALL="C.UTF-8", LANG="C.UTF-8", PYLOGO_HISTORY="",
                        PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
        full_env.pop("PYLOGO_SCREEN_SYNC", None)
        if sync:
            full_env["PYLOGO_SCREEN_SYNC"] = "1"
        if env:
            full_env.update(env)
        self.child = pexpect.spawn(sys.executable, ["-m", "pylogo", *args], env=full_env, cwd=cwd,
                                   dimensions=(rows, cols), encoding=None)
        self.child.delaybeforesend = None  # pexpect sleeps 50 ms before each send otherwise

    # -- plumbing

    def _feed(self, data: bytes) -> None:
        self.raw += data
        data = self._tail + data
        self._tail = b""
        while True:
            i = data.find(SYNC_MARK)
            if i < 0:
                break
            self.stream.feed(data[:i])
            self.marks += 1
            data = data[i + len(SYNC_MARK):]
        # Keep back what could be the start of a mark cut in two.
        for k in range(min(len(SYNC_MARK) - 1, len(data)), 0, -1):
            if SYNC_MARK.startswith(data[-k:]):
                self._tail = data[-k:]
                data = data[:-k]
                break
        if data:
            self.stream.feed(data)

    def _read(self, timeout: float) -> bool:
        """Read what comes within TIMEOUT seconds; False at its end or at end of output."""
        import pexpect

        try:
            data = self.child.read_nonblocking(65536, timeout=timeout)
        except pexpect.TIMEOUT:
            return False
        except pexpect.EOF:
            return False
        self._feed(data)
        return True

    # -- waiting

    def wait_key(self, count: int | None = None) -> Screen:
        """Wait until pylogo waits for a keystroke (the COUNTth time since start, if given)."""
        target = self.marks + 1 if count is None else count
        end = time.monotonic() + self.timeout
        while self.marks < target:
            if time.monotonic() > end:
                raise TimeoutError("pylogo did not wait for a key; screen:\n" + self.text())
            if not self._read(0.2) and not self.child.isalive():
                self._read(0)
                if self.marks < target:
                    raise EOFError("pylogo ended; screen:\n" + self.text())
        return self

    def settle(self, quiet: float = 0.3, expect_output: bool = False) -> Screen:
        """Wait until no output has come for QUIET seconds.

        With EXPECT_OUTPUT, first wait for some output to come (pylogo can be
        slow to start on a busy machine: silence then does not mean done).
        """
        end = time.monotonic() + self.timeout
        if expect_output:
            while not self._read(0.2):
                if time.monotonic() > end or not self.child.isalive():
                    raise TimeoutError("no output came; screen:\n" + self.text())
        while self._read(quiet):
            if time.monotonic() > end:
                raise TimeoutError("output never settled; screen:\n" + self.text())
        return self

    def wait_text(self, text: str) -> Screen:
        """Wait until TEXT is on the screen."""
        end = time.monotonic() + self.timeout
        while text not in "\n".join(self.screen.display):
            if time.monotonic() > end:
                raise TimeoutError("%r never appeared; screen:\n%s" % (text, self.text()))
            if not self._read(0.2) and not self.child.isalive():
                self._read(0)
                if text not in "\n".join(self.screen.display):
                    raise EOFError("pylogo ended; screen:\n" + self.text())
        return self

    # -- typing

    def send(self, data: str | bytes) -> None:
        self.child.send(data.encode("utf-8") if isinstance(data, str) else data)

    def press(self, key: str | bytes, until: str = "key") -> Screen:
        """Type one key, then wait: for the next keystroke wait ("key"), for output
        that then goes quiet ("quiet"), or not at all ("none")."""
        marks = self.marks
        self.send(key)
        if until == "key":
            self.wait_key(marks + 1)
        elif until == "quiet":
            self.settle(expect_output=True)
        return self

    def type(self, keys: str, until: str = "key") -> Screen:
        """Type KEYS one at a time, waiting after each."""
        for key in keys:
            self.press(key, until)
        return self

    def line_in(self, text: str) -> Screen:
        """Type a line (for the Logo prompt) and wait for the output to settle."""
        self.send(text + "\r")
        return self.settle(expect_output=True)

    # -- the end

    def wait_exit(self) -> int | None:
        """Wait for pylogo to end; its exit status."""
        end = time.monotonic() + self.timeout
        while self.child.isalive():
            if time.monotonic() > end:
                raise TimeoutError("pylogo did not end; screen:\n" + self.text())
            self._read(0.1)
        while self._read(0):
            pass
        try:
            self.final_modes = self.tty_modes()  # as pylogo left the terminal
        except Exception:
            self.final_modes = None
        self.child.close()
        return self.child.exitstatus

    def tty_modes(self) -> list:
        """The pseudo-terminal's current modes (termios attributes)."""
        import termios

        return termios.tcgetattr(self.child.child_fd)

    def close(self) -> None:
        if self.child.isalive():
            self.child.terminate(force=True)
        self.child.close()

    def __enter__(self) -> Screen:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


# ---------------------------------------------------------------- pylogo in this process


class _TerminalLine(io.RawIOBase):
    """What the terminal receives: pylogo's bytes after the driver's NL -> CR NL."""

    def __init__(self, stream: Any) -> None:
        self.stream = stream
        self.data = bytearray()

    def writable(self) -> bool:
        return True

    def write(self, data: Any) -> int:
        data = bytes(data)
        self.data += data
        self.stream.feed(data.replace(b"\n", b"\r\n"))
        return len(data)

    def flush(self) -> None:
        pass


class Console(_ScreenReading):
    """An interpreter in this process whose console is a virtual terminal.

    ``run(text)`` runs Logo instructions on the interpreter's thread and
    returns when they end or wait for a key; ``press(key)`` types one key and
    returns when the program next waits for a key or ends.
    """

    def __init__(self, cols: int = 80, rows: int = 24, timeout: float = 60) -> None:
        from prompt_toolkit.data_structures import Size
        from prompt_toolkit.input import create_pipe_input
        from prompt_toolkit.output.vt100 import Vt100_Output

        from pylogo.frontends.tty import Keyboard, TtyTerminal, _TextStdout
        from pylogo.runtime.interpreter import Interpreter
        from pylogo.runtime.terminal import hook_line_reads
        from pylogo.system.streams import InStream, OutStream

        self.timeout = timeout
        self.screen = BellScreen(cols, rows)
        self.stream = pyte.ByteStream(self.screen)
        self.line_out = _TerminalLine(self.stream)
        self._pipe_cm = create_pipe_input()
        self.keys = self._pipe_cm.__enter__()
        self.stdin = InStream(io.BytesIO(b""), "stdin", True)
        self.stdout = OutStream(self.line_out, "stdout", True)
        self.interp = Interpreter(self.stdin, self.stdout)
        output = Vt100_Output(_TextStdout(self.line_out), lambda: Size(rows=rows, columns=cols),
                              term="xterm-256color")
        self.keyboard = Keyboard(self.keys)
        self.keyboard.on_block = self._blocked
        self.terminal = TtyTerminal(self.stdout, output, self.keyboard, size=(cols, rows))
        hook_line_reads(self.terminal, self.stdin)
        self.interp.terminal = self.terminal
        self.interp.sleep = self._sleep
        self.snapshots: list = []  # the screen at each WAIT: (seconds, snapshot)
        self.waits = 0  # how many times the program has waited for a key
        self._event = threading.Event()
        self._thread: Any = None
        self.error: Any = None
        self.finished = False

    # -- the program's side

    def _blocked(self) -> None:
        self.waits += 1
        self._event.set()

    def _sleep(self, seconds: float) -> None:
        self.snapshots.append((seconds, self.snapshot()))

    def _main(self, fn: Any) -> None:
        from pylogo.lang.errors import ByeSignal

        try:
            fn()
        except ByeSignal:
            pass
        except BaseException as exc:  # handed to the test
            self.error = exc
        finally:
            self.interp.flush()
            self.finished = True
            self._event.set()

    # -- the test's side

    def _wait(self) -> None:
        if not self._event.wait(self.timeout):
            raise TimeoutError("the program neither waited for a key nor ended; screen:\n" + self.text())
        self._event.clear()
        if self.error is not None:
            error, self.error = self.error, None
            raise error

    def start(self, fn: Any) -> Console:
        """Run FN() (the Logo program) on the interpreter's thread; wait as ``press`` does."""
        from pylogo.system.threads import RECURSION_LIMIT

        if sys.getrecursionlimit() < RECURSION_LIMIT:
            sys.setrecursionlimit(RECURSION_LIMIT)
        old = threading.stack_size()
        threading.stack_size(512 * 1024 * 1024)
        try:
            self._thread = threading.Thread(target=self._main, args=(fn,), daemon=True)
            self._thread.start()
        finally:
            threading.stack_size(old)
        self._wait()
        return self

    def run(self, text: str) -> Console:
        """Run TEXT (Logo instructions, as typed at the top level)."""
        from pylogo.lang.reader import parse_text

        return self.start(lambda: self.interp.execute(parse_text(text)))

    def load(self, path: str) -> None:
        """Load a Logo file (on this thread: loading reads no keys)."""
        self.interp.load_file(path)
        self.interp.flush()

    def define(self, text: str) -> None:
        """Define procedures from TEXT as if loaded from a file."""
        self.interp.load_text(text)
        self.interp.flush()

    def press(self, key: str) -> Console:
        if self.finished:
            raise EOFError("the program has ended; screen:\n" + self.text())
        self.keys.send_text(key)
        self._wait()
        return self

    def type(self, keys: str) -> Console:
        for key in keys:
            self.press(key)
        return self

    def close(self) -> None:
        if not self.finished:
            self.keys.close()  # end of input: READCHAR outputs [] and the program goes on
            self._event.wait(5)
        self._pipe_cm.__exit__(None, None, None)

    def __enter__(self) -> Console:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()
