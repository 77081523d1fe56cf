"""The terminal primitives, as Berkeley Logo has them on a real terminal and on a dumb one."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import time

import pytest

from tests.conftest import ROOT, run_logo
from tests.screen import Console, Screen

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="pseudo-terminals are POSIX")


def console_after(text: str, cols: int = 80, rows: int = 24) -> Console:
    """A console that has run TEXT (the program ends or waits for a key)."""
    c = Console(cols, rows)
    c.run(text)
    return c


def printed(c: Console, row: int = 0) -> str:
    return c.line(row).rstrip()


# ---------------------------------------------------------------- standout


def test_standout_list_reverses_the_spaces_between_items():
    c = console_after("print standout [A 2 3]")
    assert printed(c) == "A 2 3" and c.reverse_text(0) == "A 2 3"


def test_sentence_of_standout_words_leaves_the_joining_space_plain():
    c = console_after('print sentence standout "+ standout "=')
    assert printed(c) == "+ =" and c.reverse_mask()[0].rstrip() == "# #"


def test_standout_with_type_and_print_and_plain_text_after():
    c = console_after('type "ab type standout "cd type "ef print (sentence standout [x y] "z)')
    assert printed(c) == "abcdefx y z"
    assert c.reverse_text(0) == "cd|x y"


def test_standout_word_is_a_word():
    c = console_after('print wordp standout "abc print count standout "abc')
    assert printed(c, 0) == "true"
    assert printed(c, 1) == "5"  # the text between two marks


def test_control_characters_are_not_standout():
    c = console_after('type char 1 type "a type char 2 print "b')
    assert c.reverse_text(0) == ""


def test_standout_marks_take_no_room_in_the_cursor_count():
    c = console_after('setcursor [3 4] type standout "abc show cursor')
    assert printed(c, 4) == "   abc[6 4]"


# ---------------------------------------------------------------- cleartext, setcursor, cursor


def test_cleartext_clears_a_bigger_screen_and_homes():
    c = console_after('repeat 29 [print "xxxxxxxxxx] type "bottom ct type "top', cols=100, rows=30)
    assert c.text() == "top" and c.cursor == (3, 0)


def test_setcursor_is_zero_based_and_print_goes_to_the_next_line():
    c = console_after('ct setcursor [5 3] print "here type "next show cursor')
    assert c.line(3)[:9] == "     here"
    assert printed(c, 4) == "next[4 4]"
    assert c.cursor == (0, 5)


def test_setcursor_to_the_last_row_and_column():
    c = console_after('ct setcursor [79 23] type "X setcursor [0 0]')
    assert c.line(23)[79] == "X"


@pytest.mark.parametrize("arg", ["[80 0]", "[0 24]", "[-1 0]", "[1.5 2]", "[a 2]", "[1 2 3]", '"a'])
def test_setcursor_refuses_what_berkeley_logo_refuses(arg):
    c = console_after("ct setcursor %s" % arg)
    assert printed(c) == "setcursor doesn't like %s as input" % arg.lstrip('"')


def test_cursor_counts_as_berkeley_logo_does():
    # A bell counts nothing, a backspace goes back one, a tab to the next multiple of 8.
    c = console_after('ct type "ab type char 7 type "c show cursor '
                      'type "abc type char 8 show cursor '
                      'type "abc type char 9 show cursor')
    assert [printed(c, i) for i in range(3)] == ["abc[3 0]", "ab[2 1]", "abc\t[8 2]".expandtabs()]


def test_cursor_count_wraps_like_berkeley_logo():
    # Past the last column the count wraps (the terminal wraps the text the same way).
    c = console_after('ct type repeat.text 85 make "c cursor setcursor [0 10] show :c', cols=80)
    assert printed(c, 10) == "[5 1]"
    assert c.line(1)[:5] == "xxxxx"
    c = console_after('ct type repeat.text 80 make "c cursor setcursor [0 10] show :c', cols=80)
    assert printed(c, 10) == "[80 0]"


def test_cursor_row_stops_at_the_screen_height():
    c = console_after('ct repeat 30 [print "x] make "c cursor ct show :c')
    assert printed(c) == "[0 24]"


@pytest.fixture(autouse=True)
def _repeat_text(monkeypatch):
    """REPEAT.TEXT n: n x's (a helper for these tests, defined in each console)."""
    original = Console.run

    def run(self, text):
        self.define('to repeat.text :n\noutput ifelse :n = 0 ["] [word "x repeat.text :n - 1]\nend\n')
        return original(self, text)

    monkeypatch.setattr(Console, "run", run)


# ---------------------------------------------------------------- setmargins


def test_setmargins_clears_and_shifts_text():
    c = console_after('print "old setmargins [4 2] print "a type "b show cursor setcursor [0 3] type "c')
    assert "old" not in c.text()
    assert c.line(2).startswith("    a")
    assert c.line(3).startswith("    b[1 1]")
    assert c.line(5).startswith("    c")


# ---------------------------------------------------------------- output buffering and the bell


def test_output_waits_for_a_flush_and_the_bell_goes_with_it():
    c = Console()
    c.stdout.write("hello\x07")
    assert c.text() == "" and c.bells == 0
    c.interp.flush()
    assert c.text() == "hello" and c.bells == 1
    c.close()


def test_output_is_flushed_before_reading_a_key():
    c = console_after('type "ab type char 7 print readchar')
    assert c.text() == "ab" and c.bells == 1 and c.waits == 1
    c.press("q")
    assert c.text() == "abq"


def test_wait_flushes():
    c = console_after('type "before wait 30 type "after')
    assert c.snapshots[0][0] == 0.5 and c.snapshots[0][1]["lines"][0].rstrip() == "before"


# ---------------------------------------------------------------- reading keys (in process)


def test_readchar_gives_each_character_of_a_key_sequence():
    c = console_after('make "k readchars 3 show map.se "ascii :k print ascii readchar')
    c.press("\x1b[A")  # the Up arrow: three characters
    assert printed(c, 0) == "[27 91 65]"
    c.press("\x7f")
    assert printed(c, 1) == "127" and c.finished


def test_readchar_at_end_of_input_outputs_the_empty_list():
    c = console_after('show readchar show readchar')
    c.press("a")
    c.keys.close()
    c._wait()
    assert [printed(c, 0), printed(c, 1)] == ["a", "[]"]


def test_keyp():
    c = console_after('show keyp ignore readchar show keyp show readchar')
    assert printed(c, 0) == "false"
    c.keys.send_text("ab")
    c._wait()
    assert [printed(c, 1), printed(c, 2)] == ["true", "b"]


# ---------------------------------------------------------------- a dumb terminal, a pipe


def test_dumb_terminal_writes_no_escape_codes():
    out = run_logo('type standout "x ct setcursor [3 4] type "y show cursor print char 7\n')
    assert out == "xy[4 4]\n\x07\n"
    assert "\x1b" not in out


def test_dumb_terminal_counts_the_cursor_as_berkeley_logo_does():
    # The bell counts nothing; the row stops at 24 (a pipe is 80 by 24, as termcap's default).
    out = run_logo('ct type "ab type char 7 show cursor repeat 30 [print "x] show cursor\n')
    assert out.split("\n")[0] == "ab\x07[2 0]" and out.endswith("x\n[0 24]\n")


def test_dumb_terminal_screen_is_80_by_24():
    out = run_logo('setcursor [79 23] setcursor [80 0]\nsetcursor [0 24]\n')
    assert out == "setcursor doesn't like [80 0] as input\nsetcursor doesn't like [0 24] as input\n"


def test_dumb_terminal_margins():
    out = run_logo('setmargins [2 1] print "a type "b show cursor\n')
    assert out == "a\n  b[1 1]\n  "


def test_pipe_output_writes_no_escape_codes_even_with_a_real_term():
    out = run_logo('type standout "x ct setcursor [3 4] show cursor\n', env={"TERM": "xterm-256color"})
    assert out == "x[3 4]\n"


def test_readchar_and_keyp_from_a_pipe():
    out = run_logo('show readchar show keyp show readchars 2 show keyp show readchar\n', stdin="ab\n")
    assert out == "a\ntrue\nb\n\nfalse\n[]\n"


def test_solitaire_on_a_dumb_terminal_runs_from_a_pipe():
    keys = "+PRX"
    out = run_logo("solitaire\n" + keys + "\n", files=("programs/solitaire.lg",), cwd=ROOT)
    assert "\x1b" not in out
    assert "Welcome to solitaire" in out and "Shuffling, please wait..." in out


# ---------------------------------------------------------------- a real pseudo-terminal


@posix_only
def test_dumb_terminal_in_a_terminal_reads_keys_but_writes_no_escape_codes():
    with Screen("-e", 'type standout "x ct setcursor [3 4] show cursor show readchar bye', term="dumb") as s:
        s.wait_key()
        s.send("q")
        assert s.wait_exit() == 0
    assert bytes(s.raw).replace(b"\x1b_pylogo-key\x1b\\", b"") == b"x[3 4]\r\nq\r\n"


@posix_only
def test_readchar_in_a_terminal_has_no_echo_and_needs_no_enter():
    with Screen("-e", "print readchar print readchar print readchar print readchar bye") as s:
        for key in ["q", "\r", "\x7f", "\x08"]:
            s.wait_key()
            s.send(key)
        assert s.wait_exit() == 0
    # Each key once (no echo); Enter reads as a newline (char 10), delete and backspace as themselves.
    out = bytes(s.raw).replace(b"\x1b_pylogo-key\x1b\\", b"")
    assert out.startswith(b"q\r\n\r\n\r\n\x7f\r\n\x08\r\n\x1b")


@posix_only
def test_readlist_after_readchar_is_back_in_line_mode():
    with Screen("-e", "ignore readchar print readlist bye") as s:
        s.wait_key()
        s.send("x")
        import termios

        deadline = time.monotonic() + 20
        while not s.tty_modes()[3] & termios.ICANON:  # READLIST puts the terminal back in line mode
            assert time.monotonic() < deadline
            time.sleep(0.01)
        s.send("hello world\r")
        assert s.wait_exit() == 0
    assert s.text() == "hello world\nhello world"  # echoed as typed, then printed


@posix_only
def test_keys_typed_ahead_of_readlist_are_kept():
    with Screen("-e", "ignore readchar print readlist bye") as s:
        s.wait_key()
        s.send("xhello world\r")  # all at once: read ahead in character mode
        assert s.wait_exit() == 0
    assert s.text() == "hello world"


@posix_only
def test_keyp_in_a_terminal():
    with Screen("-e", 'print keyp ignore readchar wait 30 print keyp print readchar bye') as s:
        s.wait_key()
        s.send("ab")
        assert s.wait_exit() == 0
    assert s.text() == "false\ntrue\nb"


@posix_only
def test_terminal_restored_after_an_uncaught_python_exception(tmp_path):
    script = tmp_path / "crash.py"
    script.write_text(textwrap.dedent("""
        from pylogo.runtime.interpreter import Interpreter
        from pylogo.lang.reader import parse_text
        interp = Interpreter()
        interp.execute(parse_text('type standout "abc ignore readchar type char 1'))
        interp.flush()
        raise RuntimeError("boom")
    """))
    import pexpect

    child = pexpect.spawn(sys.executable, [str(script)], cwd=ROOT, encoding=None, dimensions=(24, 80),
                          env={"TERM": "xterm-256color", "PYTHONPATH": ROOT, "PYLOGO_SCREEN_SYNC": "1",
                               "PATH": "/usr/bin:/bin"})
    child.expect(b"pylogo-key")
    import termios

    assert not termios.tcgetattr(child.child_fd)[3] & termios.ECHO
    child.send("k")
    child.expect(pexpect.EOF)
    modes = termios.tcgetattr(child.child_fd)
    output = child.before
    child.close()
    assert b"RuntimeError: boom" in output
    assert modes[3] & termios.ECHO and modes[3] & termios.ICANON
    assert output.rstrip().endswith(b"\x1b[0m\x1b[?12l\x1b[?25h")  # attributes reset, cursor shown


def test_cli_help_still_works():
    out = subprocess.run([sys.executable, "-m", "pylogo", "--help"], capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0 and "usage" in out.stdout
