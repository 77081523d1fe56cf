"""Ctrl-\\ (SIGQUIT) pauses the running program, as Berkeley Logo's manual says
of the quit character; CONTINUE goes on (issue 14 point 4); and the prompt
stays usable after the terminal is resized."""

from __future__ import annotations

import sys
import threading

import pytest

from tests.test_repl_pty import Child

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal")


def _quit_until(child: Child, text: str) -> None:
    """Ctrl-\\ until TEXT is on the screen (the first may come before the program runs)."""
    for _ in range(10):
        child.send("\x1c")
        if child.wait(lambda screen: text in screen, limit=5):
            return
    raise AssertionError("no %r after Ctrl-\\:\n%s" % (text, child.text()))


def _define_loop(child: Child, body: str) -> None:
    child.expect("?")
    child.send("to loop :n\r")
    child.expect(">")
    child.send(body + "\r")
    child.expect(">")
    child.send("end\r")
    child.expect("loop defined\n?")


def test_ctrl_backslash_pauses_a_waiting_procedure(tmp_path):
    child = Child(tmp_path)
    _define_loop(child, "forever [make \"n :n + 1 wait 1]")
    child.send("loop 0\r")
    child.expect("? loop 0")
    _quit_until(child, "Pausing...\nloop?")
    child.send("show :n > 0\r")
    child.expect("true\nloop?")
    child.send("continue\r")
    child.interrupt_until("Stopping...  in loop\n[forever [make \"n :n + 1 wait 1]]\n?")
    child.send("bye\r")
    assert child.finish() == 0
    assert "Traceback" not in child.text()


@pytest.mark.skipif(not hasattr(threading, "settrace_all_threads"), reason="needs Python 3.12+")
def test_ctrl_backslash_pauses_a_busy_loop(tmp_path):
    child = Child(tmp_path)
    _define_loop(child, "forever [make \"n :n + 1]")
    child.send("loop 0\r")
    child.expect("? loop 0")
    _quit_until(child, "Pausing...\nloop?")
    child.send("show :n > 0\r")
    child.expect("true\nloop?")
    child.send("throw \"toplevel\r")
    child.expect("loop? throw \"toplevel\n?")
    child.send("bye\r")
    assert child.finish() == 0
    assert "Traceback" not in child.text()


def test_ctrl_backslash_at_the_prompt_does_nothing(tmp_path):
    child = Child(tmp_path)
    child.expect("?")
    child.send("\x1c")
    child.send("print 7\r")
    child.expect("7\n?")
    child.send("bye\r")
    assert child.finish() == 0


def _resize(child: Child, rows: int, cols: int) -> None:
    child.child.setwinsize(rows, cols)
    child.screen.resize(rows, cols)


def test_prompt_after_terminal_resize(tmp_path):
    child = Child(tmp_path)
    child.expect("?")
    child.send("print 12")
    child.expect("? print 12")
    _resize(child, 30, 60)
    child.send("3")
    child.expect("? print 123")
    child.send("\r")
    child.expect("123\n?")
    # resized while a program runs, and while READLIST reads at the prompt
    child.send("wait 60 show readlist\r")
    _resize(child, 35, 80)
    child.send("a b\r")
    child.expect("[a b]\n?")
    child.send("print \"more")
    _resize(child, 40, 100)
    child.send("\r")
    child.expect("more\n?")
    child.send("bye\r")
    assert child.finish() == 0
    assert "Traceback" not in child.text()
