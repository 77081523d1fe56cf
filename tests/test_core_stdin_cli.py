"""Core tests: standard input, deep recursion and the command line (issue 2 points 3 and 8).

Standard-input behaviour follows the conformance kit's io_stdin golden files and
berkeley-facts.md ("Standard input and the terminal"); the command line follows the
manual's "Entering and Leaving Logo" and issue 2 point 8.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests.conftest import ROOT, run_logo

# --------------------------------------------------------------------------- stdin


def test_readers_on_standard_input(logo):
    # the kit's io_stdin case, in process: instructions and data share standard input
    src = (
        "show readlist\nhello world [a b]\n"
        "show readword\n  spaced   word  \n"
        "show readrawline\n  raw \\ line |x y| ; not a comment\n"
        "show readchar show readchar show readchars 3 show readlist\nXYZabc\n"
        "show readword\nnext line here\n"
        "show readlist\n1+2 [nested [list]] ; semi\n"
        "show readrawline\ncont ~\n"
    )
    assert logo.run(src) == (
        "[hello world [a b]]\n"
        "  spaced   word  \n"
        "  raw \\ line |x y| ; not a comment\n"
        "X\nY\nZab\n"
        "[c]\n"
        "next line here\n"
        "[1+2 [nested [list]] ; semi]\n"
        "cont ~\n"
    )


def test_end_of_input_values(logo):
    # at end of input: READLIST outputs the empty word, the others the empty list; the three
    # that read a line first end the screen's line, as Berkeley does at standard input's end
    assert logo.run("show readlist\n") == "\n\n"
    assert logo.run("show readword\n") == "\n[]\n"
    assert logo.run("show readrawline\n") == "\n[]\n"
    assert logo.run("show readchar\n") == "[]\n"
    assert logo.run("show readchars 3\n") == "[]\n"
    assert logo.run("show eofp\n") == "true\n"
    assert logo.run("show keyp\n") == "false\n"


def test_readlist_at_eof_is_empty_word(logo):
    assert logo.run("make \"x readlist show wordp :x show emptyp :x\n") == "\ntrue\ntrue\n"
    assert logo.run("show list readlist \"end\n") == "\n[ end]\n"


def test_keyp_true_while_input_remains():
    # berkeley-facts.md: KEYP is true while unread input remains on a redirected standard input
    assert run_logo("show keyp\nprint \"next\nshow keyp\n") == "true\nnext\nfalse\n"


def test_readlist_continues_open_bracket(logo):
    assert logo.run("show readlist\na [b\nc] d\nprint \"after\n") == "[a [b c] d]\nafter\n"


def test_readlist_tilde_and_backslash(logo):
    assert logo.run("show readlist\nab ~\ncd\n") == "[ab cd]\n"
    assert logo.run("show readlist\na\\ b |c d| e\n") == "[a b c d e]\n"
    assert logo.run("show count readlist\na\\ b |c d| e\n") == "3\n"


def test_readword_keeps_bars_and_tilde(logo):
    assert logo.run("show readword\n |a b| c\n") == " |a b| c\n"
    assert logo.run("show readword\nab ~\ncd\n") == "ab ~\ncd\n"


def test_last_line_without_newline_is_lost(logo):
    # berkeley-facts.md: at end of input a last line without a newline is lost (and READLIST
    # ends the screen's line there)
    assert logo.run("show readlist\nabc") == "\n\n"


def test_reading_inside_procedure(logo):
    src = ("to ask\nprint [name?]\nmake \"n readword\nprint word \"hi. :n\nend\n"
           "ask\nAnn\nprint \"done\n")
    assert logo.run(src) == "ask defined\nname?\nhi.Ann\ndone\n"


def test_readchar_sequence(logo):
    assert logo.run("print readchar print readchar\nXY\n") == "X\nY\n"
    assert logo.run("show readchars 2 show readchar\nabc\n") == "ab\nc\n"


def test_stdin_toplevel_kit(logo):
    src = ('make "x readlist\nhello there\nshow :x\nshow readword\n  a word line\n'
           'show readrawline\nraw line |kept| \\ too\nshow readlist\n[nested] list\nprint "done\n')
    assert logo.run(src) == ("[hello there]\n  a word line\nraw line |kept| \\ too\n"
                             "[[nested] list]\ndone\n")


def test_repeat_readword_stop_manual_example():
    # the manual's example (chapter Macros): STOP inside REPEAT stops the procedure
    src = ('to example\nprint [Guess my secret word.  You get three guesses.]\n'
           'repeat 3 [type "|?? | ~\n          if readword = "secret [pr "Right! stop]]\n'
           'print [Sorry, the word was "secret"!]\nend\n'
           'example\nno\nsecret\nprint "after\n'
           'example\na\nb\nc\nprint "end\n')
    assert run_logo(src) == ('example defined\nGuess my secret word. You get three guesses.\n'
                             '?? ?? Right!\nafter\n'
                             'Guess my secret word. You get three guesses.\n'
                             '?? ?? ?? Sorry, the word was "secret"!\nend\n')


def _pylogo_file(tmp_path, files: dict, argv: list, stdin: str) -> str:
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    env = dict(os.environ, TERM="dumb", PYTHONPATH=ROOT)
    proc = subprocess.run([sys.executable, "-m", "pylogo", *argv], input=stdin.encode(), cwd=tmp_path,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env, timeout=60)
    return proc.stdout.decode()


LOOP_STOP = 'to f\nrepeat 3 [if "true [print 1 stop]]\nend\n'


def test_stop_of_a_last_loop_at_a_files_top_level_goes_on_out(tmp_path):
    """Berkeley 6.2.5: a line of the file named on the command line calling a procedure
    whose last instruction, a REPEAT or FOREVER, runs STOP (directly, or through tail
    calls: G's last line calls F, RUN [F]) abandons the rest of the file, and the STOP
    ends the first line read from standard input (CSLS's TTT called at top level).  A
    FOREVER list that reads input (run by the primitive) does the same."""
    files = {"f.lg": LOOP_STOP, "main.lg": 'load "f.lg\nprint "start\nf\nprint "next\n',
             "tail.lg": 'to g\nprint "g\nf\nend\nload "f.lg\ng\nprint "next\n',
             "run.lg": 'load "f.lg\nrun [f]\nprint "next\n',
             "notlast.lg": 'to g\nf\nprint "g.after\nend\nload "f.lg\ng\nprint "next\n'}
    assert _pylogo_file(tmp_path, files, ["main.lg"], 'print "x\n') == "start\n1\n"
    assert _pylogo_file(tmp_path, files, ["tail.lg"], 'print "x\n') == "g\n1\n"
    assert _pylogo_file(tmp_path, files, ["run.lg"], 'print "x\n') == "1\n"
    assert _pylogo_file(tmp_path, files, ["notlast.lg"], 'print "x\n') == "1\ng.after\nnext\nx\n"
    assert _pylogo_file(tmp_path, files, ["main.lg"], 'print "x\nprint "y\n') == "start\n1\ny\n"
    files["read.lg"] = ('to f\nforever [print "again if equalp readchar "q [print "quit stop]]\nend\n'
                        'f\nprint "next\n')
    assert _pylogo_file(tmp_path, files, ["read.lg"], 'abq\nprint "x\n') == "again\n" * 3 + "quit\nx\n"


def test_stop_of_a_last_loop_in_a_loaded_file_abandons_that_file(tmp_path):
    """LOAD typed on standard input: only the rest of the loaded file is abandoned; typed
    on standard input, the call is an ordinary one."""
    files = {"g.lg": LOOP_STOP + 'f\nprint "next\n'}
    assert _pylogo_file(tmp_path, files, [], 'load "g.lg\nprint "after\nf\nprint "more\n') == (
        "1\nafter\n1\nmore\n")


# --------------------------------------------------------------------------- deep recursion

TAIL = "to loop :n\nif :n = 0 [stop]\nloop :n - 1\nend\n"


def _run_measured(source, timeout=300):
    """Run pylogo as a process; return (status, output, peak resident memory in MB)."""
    code = ("import resource, subprocess, sys\n"
            "p = subprocess.run([sys.executable, '-m', 'pylogo'], input=sys.stdin.buffer.read(),"
            " stdout=subprocess.PIPE, stderr=subprocess.STDOUT)\n"
            "sys.stdout.buffer.write(p.stdout)\n"
            "sys.stderr.write('%d %d' % (p.returncode,"
            " resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss))\n")
    env = dict(os.environ, TERM="dumb", LC_ALL="C", PYTHONPATH=ROOT)
    proc = subprocess.run([sys.executable, "-c", code], input=source.encode(), stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, env=env, timeout=timeout)
    status, rss = proc.stderr.decode().split()[-2:]
    return int(status), proc.stdout.decode("utf-8", "replace"), int(rss) / 1024


def test_tail_call_million_deep_constant_space():
    rc, out, small = _run_measured(TAIL + "loop 1000\nprint \"done\n")
    assert (rc, out) == (0, "loop defined\ndone\n")
    rc, out, big = _run_measured(TAIL + "loop 1000000\nprint \"done\n")
    assert (rc, out) == (0, "loop defined\ndone\n")
    # constant space: a million tail calls need no more memory than a thousand (allow noise)
    assert big - small < 40, (small, big)


def test_tail_calls_through_if_and_output():
    src = ("to loop2 :n\nif :n > 0 [loop2 :n - 1]\nend\n"
           "to cnt :n :acc\nif :n = 0 [output :acc]\noutput cnt :n - 1 :acc + 1\nend\n"
           "to ev :n\nif :n = 0 [output \"true]\noutput od :n - 1\nend\n"
           "to od :n\nif :n = 0 [output \"false]\noutput ev :n - 1\nend\n"
           "loop2 1000000\nprint \"done\nshow cnt 1000000 0\nshow ev 1000001\n")
    rc, out, _ = _run_measured(src)
    assert out == "loop2 defined\ncnt defined\nev defined\nod defined\ndone\n1000000\nfalse\n"


def test_non_tail_recursion_100000_deep():
    src = ("to depth :n\nif :n = 0 [output 0]\noutput 1 + depth :n - 1\nend\n"
           "to build :n\nif :n = 0 [output []]\noutput fput :n build :n - 1\nend\n"
           "show depth 100000\nshow count build 100000\nshow first build 100000\n")
    assert run_logo(src) == "depth defined\nbuild defined\n100000\n100000\n100000\n"


def test_recursive_list_walk_linear():
    src = ("to walk :l\nif emptyp :l [output 0]\noutput 1 + walk bf :l\nend\n"
           "show walk iseq 1 10000\n")
    assert run_logo(src) == "walk defined\n10000\n"


def test_runaway_recursion_is_a_logo_error():
    src = "to f :n\noutput 1 + f :n + 1\nend\nshow f 1\nprint \"alive\n"
    rc, out, _ = _run_measured(src)
    assert "Traceback" not in out and "RecursionError" not in out
    # Berkeley's message for this is "stack overflow" (error 2)
    assert out.startswith("f defined\n") and out.endswith("alive\n")
    assert rc == 0


def test_runaway_recursion_in_procedure_context_then_continue(logo):
    out = logo.run("to g\ng\nprint 1\nend\ng\nprint \"alive\n")
    assert "Traceback" not in out
    assert out.endswith("alive\n")


# --------------------------------------------------------------------------- command line


@pytest.fixture
def files(tmp_path):
    (tmp_path / "a.lg").write_text('show :command.line\nprint "a.loaded\n')
    (tmp_path / "b.lg").write_text('to twice :x\noutput 2 * :x\nend\nprint "b.loaded\n')
    return tmp_path


def _cli(args, stdin="", cwd=None, timeout=60):
    env = dict(os.environ, TERM="dumb", LC_ALL="C", PYTHONPATH=ROOT)
    return subprocess.run([sys.executable, "-m", "pylogo", *args], input=stdin.encode(),
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env, cwd=cwd, timeout=timeout)


def test_files_loaded_in_order_then_stdin(files):
    proc = _cli(["a.lg", "b.lg"], 'print twice 21\n', cwd=files)
    assert proc.returncode == 0
    assert proc.stdout.decode() == "[]\na.loaded\nb.loaded\n42\n"


def test_command_line_after_hyphen(files):
    stdin = "show count :command.line\nshow last :command.line\n"
    proc = _cli(["a.lg", "-", "x", "y z", "3"], stdin, cwd=files)
    assert proc.returncode == 0
    assert proc.stdout.decode() == "[x y z 3]\na.loaded\n3\n3\n"


def test_command_line_empty_without_hyphen_args(files):
    proc = _cli(["a.lg", "-"], "", cwd=files)
    assert proc.stdout.decode() == "[]\na.loaded\n"


def test_no_prompt_no_banner_when_stdin_not_terminal():
    proc = _cli([], "print 1\nto f\nend\nprint 2\n")
    assert proc.returncode == 0
    assert proc.stdout.decode() == "1\nf defined\n2\n"


def test_empty_input_exits_zero():
    proc = _cli([], "")
    assert (proc.returncode, proc.stdout.decode()) == (0, "")


def test_bye_stops_everything(files):
    (files / "c.lg").write_text('print "one\nto finish\nprint "finishing\nbye\nprint "no\nend\n'
                                'finish\nprint "no2\n')
    proc = _cli(["c.lg"], 'print "stdin.not.read\n', cwd=files)
    assert proc.returncode == 0
    assert proc.stdout.decode() == "one\nfinishing\n"


def test_bye_from_stdin():
    proc = _cli([], 'print 1\nbye\nprint 2\n')
    assert (proc.returncode, proc.stdout.decode()) == (0, "1\n")


def test_dash_e_runs_after_loading(files):
    proc = _cli(["b.lg", "-e", "print twice 5"], 'print "from.stdin\n', cwd=files)
    assert proc.returncode == 0
    out = proc.stdout.decode()
    assert out.startswith("b.loaded\n10\n")
    assert "Traceback" not in out


def test_error_in_command_line_file_then_stdin(files):
    (files / "bad.lg").write_text('print "first\nprint first []\nprint "never\n')
    proc = _cli(["bad.lg"], 'print "from.stdin\n', cwd=files)
    assert proc.returncode == 0
    assert proc.stdout.decode() == "first\nfirst doesn't like [] as input\nfrom.stdin\n"


def test_missing_command_line_file_is_not_a_traceback(tmp_path):
    proc = _cli(["no.such.file.lg"], 'print "alive\n', cwd=tmp_path)
    out = proc.stdout.decode()
    assert "Traceback" not in out
    assert out.endswith("alive\n")
    assert proc.returncode == 0


def test_directory_as_command_line_file_is_not_a_traceback(tmp_path):
    (tmp_path / "d").mkdir()
    proc = _cli(["d"], 'print "alive\n', cwd=tmp_path)
    out = proc.stdout.decode()
    assert "Traceback" not in out
    assert out.endswith("alive\n")


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0, reason="root ignores file permissions")
def test_unreadable_and_unwritable_files(tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("x\n")
    secret.chmod(0)
    src = ('openread "secret.txt\nload "secret.txt\nopenwrite "secret.txt\nopenappend "secret.txt\n'
           'print "alive\n')
    out = run_logo(src, cwd=str(tmp_path))
    assert out == ("I can't open file secret.txt\nI can't open file secret.txt\n"
                   "I can't open file secret.txt\nI can't open file secret.txt\nalive\n")


def test_file_errors_in_process_never_traceback(tmp_path):
    (tmp_path / "dir").mkdir()
    (tmp_path / "plain").write_text("x\n")
    src = ('openread "missing\nopenwrite "dir\nopenappend "dir\nopenupdate "dir\nload "dir\nload "missing\n'
           'openwrite "plain/x\nsetread "missing\nsetwrite "missing\nclose "missing\nsave "dir\n'
           'save "plain/x\ndribble "dir\nerasefile "dir\nprint "alive\n')
    out = run_logo(src, cwd=str(tmp_path))
    assert "Traceback" not in out and "Error:" not in out.replace("File system error", "")
    assert out.endswith("alive\n")
    assert out.startswith("I can't open file missing\nI can't open file dir\nI can't open file dir\n")


def test_save_failure_keeps_old_file(tmp_path):
    # issue 5 point 1: a failed save never destroys the old file
    target = tmp_path / "ws.lg"
    target.write_text("old contents\n")
    src = 'make "v 1\nsave "ws.lg/x\nprint "alive\n'
    out = run_logo(src, cwd=str(tmp_path))
    assert "Traceback" not in out and out.endswith("alive\n")
    assert target.read_text() == "old contents\n"


def test_list_walk_and_build_are_linear():
    # issue 2 point 4: FIRST, BUTFIRST and FPUT are O(1); a quadratic BUTFIRST would take minutes here
    import time
    src = ("to build :n :acc\nif :n = 0 [output :acc]\noutput build :n - 1 fput :n :acc\nend\n"
           "to cnt :l :n\nif emptyp :l [output :n]\noutput cnt bf :l :n + 1\nend\n"
           "make \"big build 200000 []\nshow cnt :big 0\nshow first :big\nshow last :big\n")
    start = time.monotonic()
    out = run_logo(src, timeout=120)
    assert out == "build defined\ncnt defined\n200000\n1\n200000\n"
    assert time.monotonic() - start < 60


@pytest.mark.skipif(sys.platform == "win32", reason="a POSIX shell closes the stream")
@pytest.mark.parametrize("closing", ["<&-", ">&-", "2>&-"])
def test_a_closed_standard_stream_is_no_error(tmp_path, closing):
    """Started with standard input, output or error closed, pylogo runs the file and ends
    with status 0 and no Python traceback, as Berkeley Logo does."""
    (tmp_path / "p.lg").write_text('print "ok\nbye\n')
    errors = "" if closing == "2>&-" else " 2>err.txt"
    script = '"$0" -m pylogo p.lg %s%s; echo "status $?"' % (closing, errors)
    proc = subprocess.run(["sh", "-c", script, sys.executable], cwd=tmp_path, stdin=subprocess.DEVNULL,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
    expected = "status 0\n" if closing == ">&-" else "ok\nstatus 0\n"
    assert proc.stdout.decode() == expected
    if errors:
        assert (tmp_path / "err.txt").read_text() == ""


def test_cursor_counts_the_banner_line_berkeley_prints_without_a_file(tmp_path):
    # Berkeley, given no file, prints its banner (left out here) and counts its line; it
    # counts each line it reads from standard input too
    assert run_logo(stdin="show cursor\nshow cursor\n", cwd=str(tmp_path)) == "[0 2]\n[0 4]\n"
    (tmp_path / "f.lg").write_text('print "x\n')
    assert run_logo(stdin="show cursor\n", files=("f.lg",), cwd=str(tmp_path)) == "x\n[0 2]\n"


def test_cursor_counts_lines_read_not_characters_read(tmp_path):
    # Berkeley counts a line READLIST (or the top level) reads, but not what READCHAR or
    # READCHARS take: [0 0] after three READCHARs, [0 1] after a READLIST then a READCHAR
    (tmp_path / "rc.lg").write_text('make "c readchar\nmake "d readchar\nmake "e readchar\nshow cursor\n'
                                    'show (list :c :d :e)\n')
    assert run_logo(stdin="ab\n", files=("rc.lg",), cwd=str(tmp_path)) == "[0 0]\n[a b \n]\n"
    (tmp_path / "rl.lg").write_text('make "c readlist\nmake "d readchar\nshow cursor\n'
                                    'make "e readchars 2\nshow cursor\n')
    assert run_logo(stdin="ab\ncdef\n", files=("rl.lg",), cwd=str(tmp_path)) == ("[0 1]\n[0 2]\n"
                                                                           "I don't know how  to f\n")
