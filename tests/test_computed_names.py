"""Computed variable names (MAKE :NAME, THING :NAME) compiled straight into the
procedure's code give Berkeley's results: names in any case, numbers as names, errors
and their places, traced variables."""

from __future__ import annotations

from tests.inproc import LogoSession


def test_make_and_thing_of_computed_names():
    out = LogoSession().run('to setv :n :v\n'
                            'make :n :v\n'
                            'end\n'
                            'to getv :n\n'
                            'output thing :n\n'
                            'end\n'
                            'setv "Abc 1\n'
                            'print :abc\n'
                            'print getv "ABC\n'
                            'setv word "x 3 [a b]\n'
                            'show getv "x3\n'
                            'setv 7 "seven\n'
                            'print getv 7\n'
                            'print getv "7\n'
                            'setv [a] 1\n'
                            'print getv "nosuch\n'
                            'print getv [a]\n'
                            'trace [[] [abc]]\n'
                            'setv "ABC 2\n'
                            'untrace [[] [abc]]\n'
                            'setv "abc 4\n'
                            'print getv "abc\n'
                            'make "n "q\n'
                            'to twice\n'
                            'make :n (list "r thing :n)\n'
                            'end\n'
                            'make "q 0\n'
                            'twice\n'
                            'twice\n'
                            'show :q\n'
                            'setv "caseignoredp "false\n'
                            'setv "Big 5\n'
                            'print getv "big\n'
                            'print getv "Big\n')
    assert out == """\
setv defined
getv defined
1
1
[a b]
seven
seven
make doesn't like [a] as input  in setv
[make :n :v]
nosuch has no value  in getv
[output thing :n]
thing doesn't like [a] as input  in getv
[output thing :n]
Make "ABC 2  in setv
[make :n :v]
4
twice defined
[r [r 0]]
5
5
"""
