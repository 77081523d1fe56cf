"""GOTO and TAG inside procedures."""

from __future__ import annotations

from tests.inproc import LogoSession


def run(text: str) -> str:
    return LogoSession().run(text)


def test_goto_skips_forward_within_a_line_and_leaves_loops():
    out = run('to f\nprint 1 goto "b tag "a print 2 tag "b print 3\n'
              'repeat 3 [print "r if 1=1 [goto "c]]\nprint "never\ntag "c\nprint "end\nend\nf\n')
    assert out == "f defined\n1\n3\nr\nend\n"


def test_goto_backward_loops_with_tag_names_ignoring_case():
    out = run('to countdown :n\ntag "Top\nif :n = 0 [stop]\ntype :n\nmake "n :n - 1\ngoto "top\nend\n'
              'countdown 4\nprint "\n')
    assert out == "countdown defined\n4321\n"


def test_goto_from_a_run_list_reaches_its_procedure():
    out = run('to k\nrun [goto "q]\nprint "no\ntag "q\nprint "yes\nend\nk\n')
    assert out == "k defined\nyes\n"


def test_goto_does_not_reach_the_caller_tags():
    out = run('to g\ngoto "a\nend\nto h\ntag "a\ng\nend\nh\nprint "ok\n')
    assert out == ('g defined\nh defined\n'
                   'goto doesn\'t like a as input  in g\n[goto "a]\nok\n')


def test_goto_to_a_missing_tag_and_at_top_level():
    out = run('to f\ntag "a\ngoto "b\nend\nf\ngoto "a\n')
    assert out == ("f defined\ngoto doesn't like b as input  in f\n[goto \"b]\n"
                   "Can only use goto inside a procedure\n")


def test_goto_a_million_times_runs_in_constant_space():
    out = run('to spin :n\ntag "again\nif :n = 0 [output "done]\nmake "n :n - 1\ngoto "again\nend\n'
              'print spin 100000\n')
    assert out == "spin defined\ndone\n"
