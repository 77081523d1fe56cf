"""The notebook workspace, completion and inspection, in-process (no Jupyter needed)."""

from __future__ import annotations

from pylogo.frontends.kernel.completion import complete, inspect_text, is_complete, word_bounds
from pylogo.frontends.kernel.session import NotebookSession


def session(answers=()):
    out: list = []
    answers = list(answers)
    s = NotebookSession(out.append, lambda: answers.pop(0) if answers else None)
    return s, out


def test_a_cell_runs_like_typed_lines_and_stops_at_the_first_error():
    s, out = session()
    result = s.run_cell('to double :x\noutput 2 * :x\nend\nprint double 4\nprint 1 / 0\nprint "never')
    assert "".join(out) == "double defined\n8\n"
    assert result.error == "/ doesn't like 0 as input"


def test_output_is_sent_line_by_line():
    s, out = session()
    s.run_cell("repeat 3 [print repcount]")
    assert out == ["1\n", "2\n", "3\n"]


def test_throw_toplevel_abandons_the_rest_of_the_cell():
    s, out = session()
    result = s.run_cell('print 1\nthrow "toplevel\nprint 2')
    assert "".join(out) == "1\n" and result.error is None


def test_bye_does_not_end_the_workspace():
    s, out = session()
    s.run_cell('make "keep 1\nbye')
    s.run_cell("print :keep")
    assert "".join(out).endswith("restart the kernel instead.\n1\n")


def test_reading_uses_the_answers_and_then_end_of_input():
    s, out = session(["one two"])
    s.run_cell("show readlist\nshow readlist")
    assert "".join(out) == "[one two]\n\n"


def test_errors_inside_a_pause_are_printed_and_the_pause_goes_on():
    s, out = session(["print first []", "continue"])
    result = s.run_cell('to p\npause\nprint "after\nend\np')
    assert "first doesn't like [] as input\n" in "".join(out)
    assert "".join(out).endswith("after\n")
    assert result.error is None


def test_word_bounds():
    assert word_bounds("print :abc", 8) == (6, 10)
    assert word_bounds("repeat 4 [fd", 12) == (10, 12)


def test_completion_of_procedures_variables_and_quoted_names():
    s, _ = session()
    s.run_cell('make "total 5\nto tally\nend')
    assert complete(s.interp, "ta", 2)["matches"] == ["tag", "tally"]
    assert complete(s.interp, "print :to", 9)["matches"] == [":total"]
    assert complete(s.interp, 'erase "tal', 10)["matches"] == ['"tally']


def test_inspection_of_primitives_variables_and_own_procedures():
    s, _ = session()
    s.run_cell("to tally :n\n; counts things\nprint :n\nend")
    assert inspect_text(s.interp, "tally 3", 1) == "to tally :n\n; counts things\n"
    assert inspect_text(s.interp, "print", 5).startswith("PRINT thing\n")
    assert inspect_text(s.interp, "show :caseignoredp", 10).startswith("CASEIGNOREDP\n")
    assert inspect_text(s.interp, "frobnicate", 3) is None


def test_is_complete():
    assert is_complete("print 1")
    assert not is_complete("to sq :n\noutput :n * :n")
    assert is_complete("to sq :n\noutput :n * :n\nend")
    assert not is_complete("repeat 4 [print 1")
