# ruff: noqa: E501
"""Runlists used for a value, and CATCH used as a command."""

from __future__ import annotations

from tests.inproc import LogoSession


def run(text: str) -> str:
    return LogoSession().run(text)


def test_a_runlist_for_a_value_must_be_one_expression():
    out = run('catch "error [show run [sum 1 2 "a [b c] :x]]\nshow error\n'
              'show run [random 10 first [a b] 2 * 3 + 4 "x]\n'
              'show ifelse "true [1 + 2 (sum 3 4) -5] [3]\nshow run [print "a 3]\n'
              "show run [- 3 4]\nshow run [1 {a b} []]\n")
    assert out == (
        '[43 Runlist [[sum 1 2] "a "[b c] :x] has more than one expression [] []]\n'
        'Runlist [[random 10] [first "[a b]] [+ [* 2 3] 4] "x] has more than one expression\n'
        "Runlist [[+ 1 2] [sum 3 4] -5] has more than one expression\n"
        'Runlist [[print "a] 3] has more than one expression\n'
        "Runlist [[-- 0 3] 4] has more than one expression\n"
        'Runlist [1 {a b} "[]] has more than one expression\n')


def test_errors_in_the_runlist_come_before_the_count():
    assert run("show run [repcount nosuch.proc]\nshow run [sum 1]\nshow run [3]\n") == (
        "I don't know how  to nosuch.proc\nnot enough inputs to sum\n3\n")


def test_catch_as_a_command_catches_a_value_left_over():
    out = run('catch "error [print 1 2]\nshow error\ncatch "error [3]\nshow error\n'
              'show catch "x [5]\ncatch "error [catch "x [5]]\nshow error\n'
              'to f\ncatch "error [3]\nshow error\nprint "f.done\nend\nf\n')
    assert out == ("1\n[9 You don't say what to do with 2 [] []]\n"
                   "[9 You don't say what to do with 3 [] []]\n5\n"
                   "[9 You don't say what to do with 5 [] []]\nf defined\n"
                   '[9 You don\'t say what to do with 3 f [catch "error [3]]]\nf.done\n')


def test_a_value_thrown_to_a_catch_used_as_a_command_is_not_caught_by_it():
    assert run('catch "x [(throw "x 5)]\nprint "next\n') == (
        "You don't say what to do with 5\nnext\n")


def test_a_slot_with_no_datum():
    assert run("show apply [?2] [1]\nshow apply [?1] []\nshow map [?1 + ?2] [1 2 3]\n"
               "show filter [?2] [1]\nshow find [?3] [1]\n") == (
        "? doesn't like 2 as input\n"
        "? doesn't like 1 as input\n"
        "? doesn't like 2 as input  in map1\n"
        '[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]\n'
        "? doesn't like 2 as input  in filter\n"
        '[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]\n'
        "? doesn't like 3 as input  in find\n"
        '[if apply :find.template (list first :template.list) [op first :template.list]]\n')


def test_iseq_rseq_and_cascade_counts_as_berkeley_computes_them():
    assert run("show iseq 1.5 4\nshow iseq 4 1.5\nshow iseq 5 1\nshow rseq 0 1 5\nshow rseq 1 2 0\n"
               "show rseq 1 2 1\nshow cascade 2.5 [? * 2] 1\nshow cascade 3.99 [? * 2] 1\n"
               'catch "error [show cascade -1 [? * 2] 1]\nshow error\n') == (
        '[1.5 2.5 3.5]\n'
        '[4 3 2]\n'
        '[5 4 3 2 1]\n'
        '[0 0.25 0.5 0.75 1]\n'
        '[1 2]\n'
        "/ doesn't like 0 as input  in map1\n"
        '[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]\n'
        '4\n'
        '8\n'
        "[35 cascade doesn't like -1 as input [] []]\n")


def test_throw_error_after_self_tail_calls_names_the_calling_activation():
    src = ('to a :n\nif :n = 0 [(throw "error [boom])]\noutput a :n - 1\nend\n'
           "to b\noutput a 3\nend\nshow b\n"
           'to c :n\nif :n = 0 [(throw "error [boom])]\nc :n - 1\nend\nc 2\n')
    assert run(src) == ("a defined\nb defined\nboom  in a\n[output a :n - 1]\n"
                        "c defined\nboom  in c\n[c :n - 1]\n")


RUN_INPUTS = """\
to f3 :l
print run :l
end
f3 [1 + 2]
catch "error [f3 [print 1]]
show error
catch "error [f3 []]
show error
catch "error [f3 [1 2]]
show error
f3 "sum\\ 2\\ 3
catch "error [f3 [stop]]
show error
catch "error [show run [output 4]]
show error
"""


def test_run_of_a_list_as_an_input():
    # (output recorded from Berkeley Logo)
    expected = [
        '3',
        '1',
        "[5 print didn't output to print f3 [print run :l]]",
        '[29 Macro returned [] instead of a list f3 [print run :l]]',
        '[43 Runlist [1 2] has more than one expression f3 [print run :l]]',
        '5',
        "[5 stop didn't output to print f3 [print run :l]]",
        '[31 Can only use output inside a procedure [] []]',
    ]
    assert LogoSession().load(RUN_INPUTS) == "\n".join(expected) + "\n"
