"""Expressions nested far deeper than Python's parser allows still run."""

from __future__ import annotations

import pytest

from pylogo.system.threads import run_with_big_stack
from tests.inproc import LogoSession


def run(text: str) -> str:
    """As the pylogo command runs Logo: on a thread with a big stack."""
    return run_with_big_stack(LogoSession().run, text)


def test_deeply_nested_calls_at_top_level():
    assert run("show " + "sum 1 " * 5000 + "1\n") == "5001\n"


def test_long_infix_chains_and_nested_words():
    assert run("show 0" + " + 1" * 3000 + "\n") == "3000\n"
    assert run('show count ' + 'word "a ' * 1000 + '"b\n') == "1001\n"


def test_deep_expressions_in_procedures_and_templates():
    src = ("to f :x\noutput " + "sum :x " * 500 + "1\nend\nshow f 2\n"
           "show map [" + "sum ? " * 300 + "1] [1 2]\n")
    assert run(src) == "f defined\n1001\n[301 601]\n"


def test_flat_code_keeps_the_order_of_evaluation_and_errors():
    # Inputs are computed left to right, and an error names the right primitive.
    src = ('make "trail []\nto note :x\nmake "trail lput :x :trail\noutput :x\nend\n'
           "show " + "sum note 1 " * 100 + "0\nshow :trail\n"
           "show " + "sum 1 " * 100 + 'first []\n')
    out = run(src)
    assert out == ("note defined\n100\n" + "[" + " ".join(["1"] * 100) + "]\n"
                   "first doesn't like [] as input\n")


def test_ifelse_in_flat_code_runs_only_the_chosen_branch():
    src = "show " + 'ifelse "true [1 + ' * 100 + "1" + "] [first []]" * 100 + "\n"
    assert run(src) == "101\n"


def test_deeply_nested_instruction_lists():
    assert run("repeat 1 [" * 150 + 'print "deep' + "]" * 150 + "\n") == "deep\n"
    src = ("to f :n\n" + 'if "true [' * 150 + "if :n > 0 [output :n] stop" + "]" * 150
           + '\nprint "no\nend\nshow f 3\nf 0\nprint "ok\n')
    assert run(src) == "f defined\n3\nok\n"
    src = ("to g\n" + "for [i 1 1] [" * 40 + 'foreach [a] [while ["false] [] output "in]'
           + "]" * 40 + "\nend\nshow g\n")
    assert run(src) == "g defined\nin\n"


def test_deeply_nested_ifelse_operations_in_procedures():
    src = ('to p\noutput ifelse "true ' + '[ifelse "true ' * 100 + "[7]" + " [0]]" * 100
           + ' [0]\nend\nshow p\n')
    assert run(src) == "p defined\n7\n"
    src = ("to q :x\noutput (ifelse :x [1] " + "[(ifelse :x [1] " * 100 + "[2]" + ")]" * 100
           + ')\nend\nshow q "false\nshow q "true\n')
    assert run(src) == "q defined\n2\n1\n"


def test_recursion_going_up_and_down_reuses_the_same_memory():
    """Frames of Logo's recursion stay in memory already had: a recursion going up and
    down 3000 times does not ask the system for memory each time (threads.py, _roomy)."""
    resource = pytest.importorskip("resource")  # (Unix)
    session = LogoSession()
    program = ("to down :n\nif :n = 0 [output 0]\noutput 1 + down :n - 1\nend\n"
               "repeat 20 [ignore down 150]\n")
    run_with_big_stack(session.run, program)
    before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
    out = run_with_big_stack(session.run, "repeat 3000 [ignore down 150]\nprint down 150\n")
    faults = resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before
    assert out == "150\n"
    assert faults < 3000  # about 30,000 when each chunk of frames is given back


def test_deep_defaults_of_optional_inputs_in_every_entry():
    # A command call (entry E), a call for a value (U) and a tail call (tail binder A); the
    # default is computed only when the input is not given (output recorded from Berkeley).
    deep = "1"
    for _ in range(150):
        deep = "(1 + %s)" % deep
    src = ("to p :a [:b %s]\nprint :a + :b\nend\np 1\n(p 1 2)\n"
           "to r :a [:b %s]\nif :a > 0 [output r :a - 1]\noutput :b\nend\nprint r 3\nprint (r 0 7)\n"
           'to q :n [:b print "side]\nif :n = 0 [output 0]\noutput q :n - 1\nend\nprint q 2\n'
           % (deep, deep))
    assert run(src) == ("p defined\n152\n3\nr defined\n151\n7\nq defined\nside\n"
                        "print didn't output to q\n")
