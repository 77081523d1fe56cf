"""RUN of a list made by LIST in a procedure's line (RUN LIST :PRED :X), run straight from
the code of its shape, gives Berkeley's results: values, STOP and OUTPUT inside it, LOCAL
in it, errors and their places."""

from __future__ import annotations

from tests.inproc import LogoSession


def test_run_of_lists_made_by_list():
    out = LogoSession().run('to f :x\n'
                            'run list "print :x\n'
                            'run list "g :x\n'
                            'end\n'
                            'to g :y\n'
                            'print :y + 1\n'
                            'end\n'
                            'f 3\n'
                            'f "a\n'
                            'to h :p :v\n'
                            'output run list :p :v\n'
                            'end\n'
                            'to always :x\n'
                            'output "true\n'
                            'end\n'
                            'print h "always "w\n'
                            'print h "first "word\n'
                            'print h "g 5\n'
                            'repeat 3 [print h "always word "" repcount]\n'
                            'print h "always [a b]\n'
                            'print h "first word "" "xyz\n'
                            'print h "first word "" "abc\n'
                            'to k :w\n'
                            'run list "local quoted :w\n'
                            'make :w 9\n'
                            'print thing :w\n'
                            'end\n'
                            'to quoted :t\n'
                            'output word "" :t\n'
                            'end\n'
                            'make "z 1\n'
                            'k "z\n'
                            'print :z\n'
                            'to s\n'
                            'run list "stop "now\n'
                            'print "after\n'
                            'end\n'
                            's\n'
                            'to o\n'
                            'run list "output 7\n'
                            'print "after\n'
                            'end\n'
                            'print o\n'
                            'to u\n'
                            'run list "nosuch 1\n'
                            'end\n'
                            'u\n'
                            'to n\n'
                            'repeat 3 [run list "type repcount]\n'
                            'print "\n'
                            'end\n'
                            'n\n')
    assert out == """\
f defined
g defined
3
4
I don't know how  to a  in f
[run list "print :x]
h defined
always defined
I don't know how  to w  in h
[output run list :p :v]
not enough inputs to word  in h
[output run list :p :v]
6
run didn't output to output  in h
[output run list :p :v]
true
true
true
true
x
a
k defined
quoted defined
9
1
s defined
o defined
7
u defined
I don't know how  to nosuch  in u
[run list "nosuch 1]
n defined
123
"""
