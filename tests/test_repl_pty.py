"""The `pylogo` command in a real pseudo-terminal (pexpect): Ctrl-C, the terminal modes, no traceback.

The waits are for text to appear (with generous limits for a loaded machine);
nothing asserts how long anything takes.
"""

from __future__ import annotations

import os
import re
import sys
import time
from typing import Any

import pexpect
import pyte
import pytest

from tests.conftest import ROOT

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal")

WAIT = 60  # seconds: only a limit for a broken run


class Child:
    """A pylogo in a pseudo-terminal, with its screen (pyte) kept up to date."""

    def __init__(self, tmp_path, *args: str, shell: str | None = None, term: str = "xterm",
                 env: dict | None = None) -> None:
        full = dict(os.environ, TERM=term, PYLOGO_HISTORY=str(tmp_path / "history"), LC_ALL="C.UTF-8")
        full["PYTHONPATH"] = ROOT + os.pathsep + full.get("PYTHONPATH", "")
        full.pop("NO_COLOR", None)
        if env:
            full.update(env)
            for key, value in env.items():
                if value is None:
                    full.pop(key)
        command = "%s -m pylogo %s" % (sys.executable, " ".join(args))
        command = "exec " + command if shell is None else shell % command
        self.child = pexpect.spawn("/bin/sh", ["-c", command], env=full, dimensions=(40, 100),
                                   timeout=WAIT, cwd=str(tmp_path))
        self.screen = pyte.Screen(100, 40)
        self.stream = pyte.ByteStream(self.screen)
        self.data = b""
        self.eof = False

    def pump(self, timeout: float = 0.1) -> None:
        try:
            data = self.child.read_nonblocking(65536, timeout=timeout)
        except pexpect.TIMEOUT:
            return
        except pexpect.EOF:
            self.eof = True
            return
        self.data += data
        self.stream.feed(data)

    def text(self) -> str:
        lines = [line.rstrip() for line in self.screen.display]
        while lines and not lines[-1]:
            lines.pop()
        return "\n".join(lines)

    def wait(self, check: Any, limit: float = WAIT) -> bool:
        """Wait until CHECK (a function of the screen text, or text it must end with) holds."""
        if isinstance(check, str):
            expected = check
            check = lambda text: text.endswith(expected)  # noqa: E731
        end = time.monotonic() + limit
        while time.monotonic() < end:
            if check(self.text()):
                return True
            if self.eof:
                break
            self.pump()
        return check(self.text())

    def expect(self, check: Any) -> None:
        assert self.wait(check), "screen is:\n" + self.text()

    def send(self, keys: str) -> None:
        self.child.send(keys)

    def interrupt_until(self, text: str) -> None:
        """Ctrl-C until TEXT is on the screen (the first may come before the program runs)."""
        for _ in range(WAIT // 5):
            self.child.sendintr()
            if self.wait(lambda screen: text in screen, limit=5):
                return
        raise AssertionError("no %r after Ctrl-C:\n%s" % (text, self.text()))

    def finish(self) -> int:
        """Read to the end; the exit status."""
        end = time.monotonic() + WAIT
        while not self.eof and time.monotonic() < end:
            self.pump(1)
        status = self.child.wait()
        self.child.close()
        return status


def test_ctrl_c_stops_forever_and_the_terminal_is_restored(tmp_path):
    # The shell prints the terminal modes before and after pylogo.
    child = Child(tmp_path, shell="trap true INT; stty -g; %s; stty -g")
    child.expect("?")
    child.send("to spin\r")
    child.expect(">")
    child.send("print \"go forever []\r")
    child.expect(">")
    child.send("end\r")
    child.expect("spin defined\n?")
    child.send("spin\r")
    child.expect("? spin\ngo")  # it runs
    child.interrupt_until("Stopping...  in spin\n[print \"go forever []]\n?")
    child.send("print \"still.here\r")
    child.expect("still.here\n?")
    child.send("\x04")
    child.finish()  # (the shell's exit status tells of the Ctrl-C it saw too)
    text = child.text()
    lines = text.split("\n")
    assert re.fullmatch("[0-9a-f:]+", lines[0]) and lines[-1] == lines[0]  # modes put back
    assert "Traceback" not in text
    assert "go\n^CStopping...  in spin\n[print \"go forever []]\n? print \"still.here\nstill.here\n?" in text


def test_ctrl_c_stops_a_program_started_with_sigint_ignored(tmp_path):
    # A background job of a script starts with SIGINT ignored; Ctrl-C still stops the
    # program, as in Berkeley (which always sets its handler).
    child = Child(tmp_path, shell="trap '' INT; exec %s")
    child.expect("?")
    child.send("print \"go forever []\r")
    child.expect("go")
    child.interrupt_until("Stopping...\n?")
    child.send("print \"after\r")
    child.expect("after\n?")
    child.send("\x04")
    child.finish()


def test_ctrl_c_during_wait_and_readlist(tmp_path):
    child = Child(tmp_path)
    child.expect("?")
    child.send("print \"go wait 100000\r")
    child.expect("go")
    child.interrupt_until("Stopping...\n?")
    child.send("print \"go show readlist\r")
    child.expect("go")
    child.interrupt_until("Stopping...\n?")
    child.send("show readlist\r")
    child.expect("? show readlist")
    child.send("a [b c]\r")
    child.expect("[a [b c]]\n?")
    child.send("bye\r")
    assert child.finish() == 0
    assert "Traceback" not in child.text()


def test_files_then_prompt_without_welcome(tmp_path):
    (tmp_path / "prog.lg").write_text("to hello\nprint [hello there]\nend\n")
    child = Child(tmp_path, "prog.lg")
    child.expect("?")
    child.send("hello\r")
    child.expect("hello there\n?")
    child.send("\x04")
    assert child.finish() == 0
    assert child.text() == "? hello\nhello there\n?"


def test_welcome_without_files(tmp_path):
    child = Child(tmp_path)
    child.expect("?")
    child.send("\x04")
    child.finish()
    assert child.text() == "Welcome to pylogo (Berkeley Logo 6.2 compatible)\n?"


def test_dumb_terminal_reads_plainly(tmp_path):
    child = Child(tmp_path, term="dumb")
    child.expect("?")
    child.send("print [a\r")
    child.expect("~")
    child.send("b]\r")
    child.expect("a b\n?")
    child.send("print \"go forever []\r")
    child.expect("go")
    child.interrupt_until("Stopping...\n?")
    child.send("bye\r")
    assert child.finish() == 0
    assert b"\x1b" not in child.data
    assert child.text().endswith("? print [a\n~ b]\na b\n? print \"go forever []\ngo\n^CStopping...\n? bye")


def test_history_file_in_user_data_directory(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    child = Child(tmp_path, env={"HOME": str(home), "XDG_DATA_HOME": str(tmp_path / "xdg"),
                                 "PYLOGO_HISTORY": None})
    child.expect("?")
    child.send("print 12345\r")
    child.expect("12345\n?")
    child.send("\x04")
    child.finish()
    history = tmp_path / "xdg" / "pylogo" / "history"
    assert "+print 12345" in history.read_text()
