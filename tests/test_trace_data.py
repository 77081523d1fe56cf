"""TRACE of variables and property lists."""

from __future__ import annotations

from tests.inproc import LogoSession


def run(text: str) -> str:
    return LogoSession().run(text)


def test_traced_variable_shows_every_assignment_and_tracedp_knows():
    out = run('trace [[] [v]]\nshow tracedp [[] [v]]\nmake "v "abc\nname [1 2] "v\n'
              'to f\nlocalmake "v 5\nend\nf\nuntrace [[] [v]]\nmake "v 9\nshow tracedp [[] [v]]\n')
    # (Berkeley's library NAME does the MAKE: it is shown there)
    assert out == ('true\nMake "v "abc\nMake "v [1 2]  in name\n'
                   '[make :name.variable.input :name.value.input]\nf defined\n'
                   'Make "v 5  in f\n[localmake "v 5]\nfalse\n')


def test_a_procedure_compiled_before_the_trace_reports_too():
    out = run('to g\nmake "w 1\nend\ng\ntrace [[] [w]]\ng\n')
    assert out == 'g defined\nMake "w 1  in g\n[make "w 1]\n'


def test_traced_plist_shows_pprop():
    out = run('trace [[] [] [p]]\npprop "p "size 10\npprop "q "size 1\nshow tracedp [[] [] [p]]\n')
    assert out == 'Pprop "p "size 10\ntrue\n'
