"""Berkeley 6.2.5's STOP that goes on out of a procedure ("STOP leak"), with the oracle's outputs.

A STOP run in the REPEAT or FOREVER that ends a procedure's body goes on out of the
procedure (errors.LEAKED_STOP): a call ending the list of a REPEAT or FOREVER (perhaps
through IF, IFELSE, RUN lists) then ends that loop, a call ending a procedure's body passes
it on to that procedure's caller, and a call ending a line of a loaded file abandons the
rest of the file.  FOR, FOREACH, WHILE, CATCH, RUNRESULT stop it.  Where Berkeley's STOP
inside REPEAT ends only the loop and the procedure goes on, pylogo follows the manual (the
STOP ends the procedure): see ../shared/berkeley-facts.md.
"""

from __future__ import annotations

import pytest

from pylogo.lang.errors import TopLevelSignal
from tests.inproc import LogoSession

T1 = "to t1\nforever [print 1 stop]\nend\n"

# name: (a file's text, what Berkeley 6.2.5 printed loading it)
CASES = {
    'tail_of_repeat_list': (
        T1 +
        'repeat 2 [t1] print "same\n'
        'print "next\n',
        '1\nsame\nnext\n'),
    'repeat_ending_file_line': (
        T1 +
        'repeat 2 [t1]\n'
        'print "next\n',
        '1\n'),
    'repeat_in_procedure': (
        T1 +
        'to g3\n'
        'repeat 2 [t1]\n'
        'print "g3\n'
        'end\n'
        'g3\n'
        'print "next\n',
        '1\ng3\nnext\n'),
    'repeat_ending_procedure': (
        T1 +
        'to g3\n'
        'print "g3\n'
        'repeat 2 [t1]\n'
        'end\n'
        'repeat 2 [g3] print "same\n'
        'g3\n'
        'print "next\n',
        'g3\n1\nsame\ng3\n1\n'),
    'plain_call_ending_procedure': (
        T1 +
        'to g6\n'
        't1\n'
        'end\n'
        'repeat 2 [g6] print "same\n'
        'print "next\n',
        '1\nsame\nnext\n'),
    'through_if_ifelse_run': (
        T1 +
        'repeat 2 [if 1=1 [t1]] print "same\n'
        'repeat 2 [ifelse 1=1 [t1] [print 2]] print "same\n'
        'repeat 2 [run [t1]] print "same\n'
        'print "next\n',
        '1\nsame\n1\nsame\n1\nsame\nnext\n'),
    'loop_in_if_or_run': (
        'to t1\n'
        'if 1=1 [forever [print 1 stop]]\n'
        'end\n'
        'to t2\n'
        'run [forever [print 2 stop]]\n'
        'end\n'
        'repeat 2 [t1] print "same\n'
        'repeat 2 [t2] print "same\n'
        'print "next\n',
        '1\nsame\n2\nsame\nnext\n'),
    'forever_outer': (
        T1 +
        'forever [print 0 t1] print "same\n'
        'print "next\n',
        '0\n1\nsame\nnext\n'),
    'not_leaking': (
        T1 +
        'to b\n'
        'print "b stop\n'
        'end\n'
        'to t3\n'
        'forever [print 3 if 1=1 [stop] print 4]\n'
        'end\n'
        'repeat 2 [t1 print "x]\n'
        'foreach [a b] [t1]\n'
        'for [i 1 2] [t1]\n'
        'make "k 0\n'
        'while [:k < 2] [make "k :k + 1 t1]\n'
        'catch "z [repeat 2 [catch "y [t1]]]\n'
        'repeat 2 [ignore runresult [t1]]\n'
        'repeat 2 [b] print "same\n'
        'repeat 2 [t3] print "same\n'
        'print "next\n',
        '1\nx\n1\nx\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\nb\nb\nsame\n3\nsame\nnext\n'),
    'procedure_goes_on_and_outputs': (
        T1 +
        'to h\n'
        'repeat 2 [t1]\n'
        'output 7\n'
        'end\n'
        'print h\n'
        'print "next\n',
        '1\n7\nnext\n'),
    'output_does_not_leak': (
        'to t1\n'
        'forever [print 1 output 5]\n'
        'end\n'
        'repeat 2 [print t1] print "same\n'
        'print "next\n',
        '1\n5\n1\n5\nsame\nnext\n'),
    'nested_loops': (
        'to t1\n'
        'repeat 2 [repeat 2 [print 1 stop]]\n'
        'end\n'
        'to t2\n'
        'repeat 2 [print 0 repeat 2 [print 2 stop]]\n'
        'end\n'
        'repeat 2 [t1] print "same\n'
        'repeat 2 [t2] print "same\n'
        'repeat 3 [repeat 2 [t1] print "in] print "same\n'
        'repeat 3 [print "o repeat 2 [if 1=1 [t1]]] print "same\n'
        'print "next\n',
        '1\nsame\n0\n2\nsame\n1\nin\n1\nin\n1\nin\nsame\no\n1\nsame\nnext\n'),
    'list_in_a_variable': (
        T1 +
        'to t2\n'
        'make "m [print 2 stop]\n'
        'forever :m\n'
        'end\n'
        'make "l [t1]\n'
        'repeat 2 :l print "same\n'
        'repeat 2 [t2] print "same\n'
        'make "l [print 0 t1]\n'
        'forever :l print "same\n'
        'repeat 2 :l\n'
        'print "next\n',
        '1\nsame\n2\nsame\n0\n1\nsame\n0\n1\n'),
    'inputs_and_locals': (
        'to t1 :x\n'
        'local "y\n'
        'make "y :x * 2\n'
        'forever [print :y stop]\n'
        'end\n'
        'repeat 2 [t1 5] print "same\n'
        'repeat 2 [(t1 6)] print "same\n'
        'print "next\n',
        '10\nsame\n12\nsame\nnext\n'),
    'catch_ends_it': (
        T1 +
        'to g\n'
        'catch "x [t1]\n'
        'end\n'
        'g\n'
        'print "next\n',
        '1\nnext\n'),
    'stop_after_the_call': (
        T1 +
        'to t2 :n\n'
        'if :n = 0 [t1 stop]\n'
        't2 :n - 1\n'
        'end\n'
        'to t3\n'
        't1\n'
        'stop\n'
        'end\n'
        'to t4\n'
        't1 print "x stop\n'
        'end\n'
        'to t5\n'
        't1 if 1=1 [stop]\n'
        'print "y\n'
        'end\n'
        'repeat 2 [t2 2] print "same\n'
        'repeat 2 [t3] print "same\n'
        'repeat 2 [t4] print "same\n'
        'repeat 2 [t5] print "same\n'
        'print "next\n',
        '1\nsame\n1\nsame\n1\nx\n1\nx\nsame\n1\n1\nsame\nnext\n'),
    'procedure_at_file_line_end': (
        T1 +
        'to g\n'
        'forever [t1]\n'
        'end\n'
        'to h\n'
        'g\n'
        'print "h\n'
        'end\n'
        'h\n'
        'print "a\n'
        'g\n'
        'print "next\n',
        '1\nh\na\n1\n'),
}


def _load(text: str, session: LogoSession | None = None) -> str:
    """Load TEXT as a file: the STOP that abandons it ends the line that loaded it."""
    session = session or LogoSession()
    start = session.buffer.tell()
    try:
        session.interp.load_text(text)
    except TopLevelSignal:
        pass
    session.interp.flush()
    return session.buffer.getvalue()[start:].decode("utf-8")


@pytest.mark.parametrize("name", sorted(CASES))
def test_stop_leak_as_berkeley(name):
    text, expected = CASES[name]
    assert _load(text) == expected


def test_typed_lines_end_only_the_loop(tmp_path):
    """Typed on standard input, a line ending with such a call just ends; a file LOADed
    by a typed line is abandoned, and the next typed line runs."""
    (tmp_path / "inc.lg").write_text(T1 + 'print "inc\nrepeat 2 [t1]\nprint "inc.after\n')
    logo = LogoSession()
    _load(T1, logo)
    typed = ('repeat 2 [t1] print "same\nprint "next\nrepeat 2 [t1]\nprint "next2\nt1\n'
             'load "%s\nprint "next3\n' % (tmp_path / "inc.lg"))
    assert logo.run(typed) == "1\nsame\nnext\n1\nnext2\n1\ninc\n1\nnext3\n"


def test_a_value_wanted_is_not_given_the_stop():
    """A procedure whose STOP went on out, called for a value, did not output.  (Berkeley
    loops for ever on PRINT T1: its STOP in FOREVER does nothing when T1 is to output.)"""
    logo = LogoSession()
    _load(T1 + "to g\nrepeat 2 [t1]\nend\n", logo)
    assert logo.run("show g\nshow runresult [g]\nshow runresult [t1]\n") == (
        "1\ng didn't output to show\n1\n[]\n1\n[]\n")
