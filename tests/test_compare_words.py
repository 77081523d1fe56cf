"""EQUALP, NOTEQUALP, = and <> of a plain word written in the line, compiled as a
comparison of texts, give Berkeley's results: case ignored or not, numbers, lists."""

from __future__ import annotations

from tests.inproc import LogoSession


def test_comparisons_with_a_word_written_in_the_line():
    out = LogoSession().run('to t :x\n'
                            'output (list equalp :x "abc  :x = "Abc  notequalp "ABC :x ~\n'
                            '  "abc <> :x  equalp :x ":  equalp :x "3)\n'
                            'end\n'
                            'show t "abc\n'
                            'show t "ABC\n'
                            'show t "abd\n'
                            'show t ":\n'
                            'show t [abc]\n'
                            'show t 3\n'
                            'show t "3\n'
                            'show t 3.0\n'
                            'show t "3.0\n'
                            'make "caseignoredp "false\n'
                            'show t "abc\n'
                            'show t "ABC\n'
                            'show t "Abc\n'
                            'make "caseignoredp "true\n'
                            'to u :w\n'
                            'if equalp first :w "x [output "yes]\n'
                            'if "Y = first :w [output "why]\n'
                            'output "no\n'
                            'end\n'
                            'show (list u "xa u "Xa u "ya u "Ya u [x] u [[x]] u [1])\n')
    assert out == """\
t defined
[true true false false false false]
[true true false false false false]
[false false true true false false]
[false false true true true false]
[false false true true false false]
[false false true true false true]
[false false true true false true]
[false false true true false true]
[false false true true false false]
[true false true false false false]
[false false false true false false]
[false true true true false false]
u defined
[yes yes why why yes no no]
"""


def test_a_letter_beyond_ascii_whose_lower_case_is_ascii():
    # The Kelvin sign's lower case in Unicode is k; Logo gives a case to A to Z only.
    out = LogoSession().run('to t :x\n'
                            'output (list :x = "k equalp :x "k)\n'
                            'end\n'
                            'show t "\u212a\n'
                            'show t "K\n')
    assert out == "t defined\n[false false]\n[true true]\n"
