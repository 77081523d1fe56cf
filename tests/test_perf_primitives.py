"""Primitives with faster algorithms give Berkeley's results: SETITEM's check that an
array is not put inside itself (remembering lists known to hold no array, forgotten
on .SETFIRST and .SETBF), EQUALP, MEMBERP and MEMBER (short lists of words or of
phrases searched again answer from tables), BUTLAST."""

from __future__ import annotations

import os

from tests.inproc import LogoSession


def run(text: str) -> str:
    return LogoSession().run(text)


def test_setitem_sees_arrays_put_into_checked_lists_later():
    out = run('make "a (array 2)\nmake "l [x [y z]]\nsetitem 1 :a :l\nshow :a\n'
              'make "b (array 1)\n.setfirst bf :l :b\nsetitem 2 :a :l\nshow count :a\n'
              'setitem 1 :b :l\nprint "next\n'
              'make "m [p [q]]\nsetitem 1 :a :m\n.setbf first bf :m (list :a)\n'
              'setitem 2 :a :m\nprint "done\n')
    assert out.split("\n") == [
        "{[x [y z]] []}", "2", "setitem doesn't like [x {[]}] as input", "next",
        "setitem doesn't like [p [q {[p [... ...]] [x {...}]}]] as input", "done", ""]


def test_equality_searches():
    out = run('show equalp [a B 3] [A b 3.0]\nshow memberp [1 2] [[1] [1 2 3] [1 2]]\n'
              'show member "C [a b c d]\nshow member 3 [a 3.0 c]\nshow memberp "3 [a 3.0 c]\n'
              'show memberp [a [b]] [[a [B]]]\nshow memberp "3 [a 3 c]\nshow memberp 3 [a "3 c]\n'
              'make "caseignoredp "false\nshow memberp "A [a b]\nshow equalp [A] [a]\n'
              'show memberp "a [A a]\n')
    assert out.split() == ["false", "true", "[c", "d]", "[3.0", "c]", "false", "true", "true",
                           "false", "false", "false", "true"]


def test_memberp_of_a_long_list_grown_by_fput():
    # Searched again and again, the list gets an index (member_index.py): same results.
    out = run('make "seen []\n'
              'repeat 100 [make "seen fput (list repcount word "w repcount) :seen]\n'
              'show memberp [5 w5] :seen\nmake "seen fput [x Y] :seen\n'
              'show memberp [5 w5] :seen\nshow memberp [5 W5] :seen\nshow memberp [5.0 w5] :seen\n'
              'show memberp [005 w5] :seen\nshow memberp [x y] :seen\nshow memberp [101 w101] :seen\n'
              'make "seen fput "007 :seen\nmake "seen fput 3 :seen\nshow memberp 7 :seen\n'
              'show memberp "7 :seen\nshow memberp "007 :seen\nshow memberp "3.0 :seen\n'
              'show first member [99 w99] :seen\n.setfirst first bf bf :seen "z\n'
              'show memberp [x Y] :seen\nshow memberp [z Y] :seen\nmake "caseignoredp "false\n'
              'show memberp [z y] :seen\n')
    assert out.split("\n") == ["true"] * 6 + ["false", "true", "false", "true", "true", "[99 w99]",
                                              "false", "true", "false", ""]


def test_numbers_read_without_regular_expressions_when_they_can_be():
    from pylogo.lang.data import parse_number

    assert [parse_number(w) for w in ("12", "007", "1234567890", "-3", ".5", "1e3", "print", "", "1x")] \
        == [12, 7, 1234567890.0, -3, 0.5, 1000.0, None, None, None]
    assert run("show ?2\nshow (list 1e+2 2.5e-1 3-1)\n") == (
        "? doesn't like 2 as input\n[100 0.25 2]\n")


def test_local_of_literal_names_compiled_in_place():
    out = run('make "a 1\nmake "b 2\nto p\nlocal [a b]\nlocal "c\nshow namep "a\nmake "a 5\n'
              'make "c 3\nshow (list :a :c)\nend\np\nshow (list :a :b namep "c)\n')
    assert out == "p defined\nfalse\n[5 3]\n[1 2 false]\n"


def test_short_lists_of_words_searched_again_answer_as_a_scan():
    """MEMBERP of lists searched again (their words kept as a set), with CASEIGNOREDP
    false, after .SETFIRST, numbers and barred words: Berkeley 6.2.5's output."""
    folder = os.path.join(os.path.dirname(__file__), "data")
    with open(os.path.join(folder, "memberp_again.lg")) as f:
        text = f.read()
    with open(os.path.join(folder, "memberp_again.out")) as f:
        expected = f.read()
    out = LogoSession().run(text)
    assert out == expected


def test_memberp_of_phrases_searched_again():
    # A short list of lists searched again compares only the members whose first word
    # is the searched list's (member_index.py): same results.
    out = run('make "ph [[as old as] [age] [years old] [As young as] [as old As]]\n'
              'repeat 3 [show (list memberp [as old as] :ph memberp [AS YOUNG AS] :ph ~\n'
              '  memberp [as old] :ph)]\n'
              'repeat 3 [show (list memberp [age] :ph memberp [the age] :ph memberp "age :ph)]\n'
              'repeat 3 [show (list memberp [] :ph memberp [3 x] :ph)]\n'
              'show member [as OLD as] :ph\n'
              'show member [as old as] :ph\n'
              'make "nums [[1 a] [b 2] [c]]\n'
              'repeat 3 [show (list memberp [1.0 a] :nums memberp [1 a] :nums memberp [B 2.0] :nums)]\n'
              'repeat 3 [show (list memberp [c] :nums memberp [C d] :nums)]\n'
              'make "mixed [[x] y [z w]]\n'
              'repeat 3 [show (list memberp [x] :mixed memberp "y :mixed memberp [Z W] :mixed)]\n'
              '.setfirst first :ph "was\n'
              'repeat 2 [show (list memberp [was old as] :ph memberp [as old as] :ph ~\n'
              '  memberp [AS OLD AS] :ph)]\n'
              'make "caseignoredp "false\n'
              'repeat 2 [show (list memberp [AS YOUNG AS] :ph memberp [As young as] :ph)]\n'
              'repeat 2 [show (list memberp [as old As] :ph memberp [as OLD As] :ph)]\n'
              'make "caseignoredp "true\n'
              'make "bars [[|a b| c] [d]]\n'
              'repeat 3 [show (list memberp [|a b| c] :bars memberp [d] :bars memberp [D] :bars)]\n'
              'repeat 2 [show memberp (list "as "old "as) :ph]\n')
    assert out == """\
[true true false]
[true true false]
[true true false]
[true false false]
[true false false]
[true false false]
[false false]
[false false]
[false false]
[[as old as] [age] [years old] [As young as] [as old As]]
[[as old as] [age] [years old] [As young as] [as old As]]
[false true false]
[false true false]
[false true false]
[true false]
[true false]
[true false]
[true true true]
[true true true]
[true true true]
[true true true]
[true true true]
[false true]
[false true]
[true false]
[true false]
[true true true]
[true true true]
[true true true]
true
true
"""


def test_butlast_copies_in_one_walk():
    out = run('show butlast [a]\nshow butlast [a b c]\nshow butlast [[x] [y z]]\nmake "l [1 2 3]\n'
              'make "m butlast :l\n.setfirst :m 9\nshow :l\nshow :m\nshow butlast []\n')
    assert out.split("\n") == ["[]", "[a b]", "[[x]]", "[1 2 3]", "[9 2]",
                               "butlast doesn't like [] as input", ""]


def test_memberp_of_words_searched_again_with_case():
    # The table of a list of words answers with its first member of the same text in lower
    # case when case is ignored or that member is the very text; else the list is scanned.
    out = run('make "w [Age x age Y]\n'
              'repeat 3 [show (list memberp "age :w memberp "AGE :w memberp "y :w ~\n'
              '  memberp "Y :w memberp "z :w)]\n'
              'repeat 2 [show (list member "age :w member "y :w member "Age :w)]\n'
              'make "caseignoredp "false\n'
              'repeat 3 [show (list memberp "age :w memberp "AGE :w memberp "y :w ~\n'
              '  memberp "Y :w memberp "Age :w)]\n'
              'repeat 2 [show (list member "age :w member "AGE :w member "Y :w member "y :w)]\n'
              'make "caseignoredp "true\n')
    assert out == """\
[true true true true false]
[true true true true false]
[true true true true false]
[[Age x age Y] [Y] [Age x age Y]]
[[Age x age Y] [Y] [Age x age Y]]
[true false false true true]
[true false false true true]
[true false false true true]
[[age Y] [] [Y] []]
[[age Y] [] [Y] []]
"""


def test_rest_of_one_data_list_for_templates_calling_procedures():
    out = run('to r\noutput ?rest\nend\nshow map.se [list ? ?rest] [a b c]\nshow map.se [list # r] [x y]\n'
              'show filter [not emptyp ?rest] [1 2 3]\nshow find [equalp r [c]] [a b c]\n')
    assert out == "r defined\n[a [b c] b [c] c []]\n[1 [y] 2 []]\n[1 2]\nb\n"
