"""Core tests: print, show, type and number formatting (manual 4.1 Transmitters, 5.4 form).

Expected outputs are Berkeley Logo 6.2's. Each case runs its source as standard
input (each line at top level) or, for "file" cases, loads it like a file.
"""

import pytest

from tests.core_cases import case_params, run_case
from tests.core_cases import text as _t

CASES = [
    ('print_show_type_basic', 'stdin', _t(r'''
print "word
show "word
type "word
print "
print [a b c]
show [a b c]
type [a b c]
print "
print [a [b [c d]] e]
show [a [b [c d]] e]
print []
show []
type []
print "|x|
print [[] [[]]]
show [[] [[]]]
'''),
     _t(r'''
word
word
word
a b c
[a b c]
a b c
a [b [c d]] e
[a [b [c d]] e]

[]
x
[] [[]]
[[] [[]]]
''')),
    ('several_inputs', 'stdin', _t(r'''
(print "a "b [c d])
(show "a [b] "c)
(type "a [b c] "d)
print "
(print)
(show)
(type)
print "end
(print [] [])
(show [] "x)
(type "a "b "c "d)
print "
'''),
     _t(('a b c d\n'
       'a [b] c\n'
       'ab cd\n'
       '\n'
       '\n'
       'end\n'
       ' \n'
       '[] x\n'
       'abcd\n'))),
    ('arrays_print', 'stdin', _t(r'''
print {1 2 [3 4]}
show {1 2 [3 4]}
type {a b}
print "
show [{a b} c]
print [{a b} c]
show {{} []}
show (listtoarray [a b] 0)
print listtoarray [x [y z]]
'''),
     _t(r'''
{1 2 [3 4]}
{1 2 [3 4]}
{a b}
[{a b} c]
{a b} c
{{} []}
{a b}
{x [y z]}
''')),
    ('type_no_spaces', 'stdin', _t(r'''
type "abc
type [d e]
print "f
(type "x [y z] "w)
print "
type 1 type 2 print 3
type "|a b| print "|c d|
'''),
     _t(r'''
abcd ef
xy zw
123
a bc d
''')),
    ('special_chars_in_words', 'stdin', _t(r'''
print "a\[b
show "a\[b
show [a\[b c]
print "|;|
show list "| | "x
show "|a
b|
'''),
     _t(r'''
a[b
a[b
[a[b c]
;
[  x]
a
b
''')),
    ('numbers_integers', 'stdin', _t(r'''
show 42
show -17
show 0
show 123456789
show 2147483647
show 2147483648
show -2147483648
show 12345678901234
'''),
     _t(r'''
42
-17
0
123456789
2147483647
2147483648
-2147483648
12345678901234
''')),
    ('numbers_division', 'stdin', _t(r'''
show 10/2
show 10/4
show 2/3
show 1/3
show 1/8
show 7 / 7
show -7 / 2
show 1 / 7
show 100 / 3
show 22 / 7
'''),
     _t(r'''
5
2.5
0.666666666666667
0.333333333333333
0.125
1
-3.5
0.142857142857143
33.3333333333333
3.14285714285714
''')),
    ('numbers_floats', 'stdin', _t(r'''
show 3.0
show 3.5 * 2
show 0.1 + 0.2
show 0.5 + 0.5
show 1.1 * 1.1
show 123456.789
show 3.14159265358979
show 2.5e-3
show -0.001
show 1 - 0.9
show 1e100
show -1e100
'''),
     _t(r'''
3
7
0.3
1
1.21
123456.789
3.14159265358979
0.0025
-0.001
0.1
1e+100
-1e+100
''')),
    ('numbers_exponent_boundaries', 'stdin', _t(r'''
show 1e14
show 1e15
show 1e16
show 123456789012345
show 1e20
show 1e21
show 1e-4
show 1e-5
show 0.0001234
show 0.00001234
show 1.5e-10
show 99999999999999.9
show 999999999999999.9
'''),
     _t(r'''
100000000000000
1e+15
1e+16
123456789012345
1e+20
1e+21
0.0001
1e-05
0.0001234
1.234e-05
1.5e-10
99999999999999.9
1e+15
''')),
    ('numbers_sqrt_etc', 'stdin', _t(r'''
show sqrt 2
show sqrt 16
show sqrt 1e10
show 1000000 * 1000000
show 69.70 / 0.85
show 2 / 3 * 3
show 1 / 3 + 1 / 3
'''),
     _t(r'''
1.4142135623731
4
100000
1000000000000
82
2
0.666666666666667
''')),
    ('negative_zero', 'stdin', _t(r'''
show -0.0
show 0 * -1
show -0.0 + 0
show minus 0
show 0 - 0.0
show int -0.5
show round -0.4
'''),
     _t(r'''
-0
0
0
0
0
0
0
''')),
    ('print_numbers_in_lists', 'stdin', _t(r'''
print [1.50 2.0]
print (list 1.50 2.0)
show word 3.0 "x
show word 2/4 "x
show list 1e3 2e-7
show se 0.5 [.5]
show (list 1/3 2/3)
'''),
     _t(r'''
1.50 2.0
1.5 2
3x
0.5x
[1000 2e-07]
[0.5 .5]
[0.333333333333333 0.666666666666667]
''')),
    ('form_basic', 'stdin', _t(r'''
show form 3.14159 8 2
show form 2 5 0
show form -2.5 6 3
show count form 1 10 3
show form 3.14159 1 4
show form 0 3 1
show form 2.5 0 0
show form 3.5 0 0
show form -1.005 0 2
show form 1e10 0 1
show form 123 2 0
show form 7 0 3
print form 1/3 10 5
'''),
     _t(r'''
    3.14
    2
-2.500
10
3.1416
0.0
2
4
-1.00
10000000000.0
123
7.000
   0.33333
''')),
    ('form_not_number', 'stdin', _t(r'''
show numberp form 3 1 0
show numberp form 3 5 0
show form 3 5 0
'''),
     _t(r'''
true
false
    3
''')),
    ('printdepthlimit', 'stdin', _t(r'''
make "printdepthlimit 2
show [a [b [c [d]]]]
print [a [b [c [d]]]]
show [[[x]] y]
make "printdepthlimit 0
show [a b]
show "abc
make "printdepthlimit 1
show [a [b] c]
show {a {b} c}
ern "printdepthlimit
show [a [b [c [d]]]]
'''),
     _t(r'''
[a [... ...]]
a [b [... ...]]
[[...] y]
...
...
[... ... ...]
{... ... ...}
[a [b [c [d]]]]
''')),
    ('printwidthlimit', 'stdin', _t(r'''
make "printwidthlimit 3
show [a b c d e]
print [a b c d e]
show [a b c]
show [[1 2 3 4] x y z]
show "abcdefghijklmnopqrstuvwxyz
show {1 2 3 4 5}
make "printwidthlimit 12
show "abcdefghijklmnopqrstuvwxyz
make "printwidthlimit 0
show [a b]
ern "printwidthlimit
show [a b c d e]
'''),
     _t(r'''
[a b c ...]
a b c ...
[a b c]
[[1 2 3 ...] x y ...]
abcdefghij...
{1 2 3 ...}
abcdefghijkl...
[a b]
[a b c d e]
''')),
    ('error_message_long_list', 'stdin', _t(r'''
; Berkeley 6.2.5 cuts a list in an error message after 80 members (berkeley-facts.md)
print sum 1 iseq 1 90
'''),
     _t(("sum doesn't like [1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 2"
       '1 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44'
       ' 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63 64 65 66 67 '
       '68 69 70 71 72 73 74 75 76 77 78 79 80 ...] as input\n'))),
    ('error_message_shows_data', 'stdin', _t(r'''
print sum 1 [a [b c]]
print sum 1 {a b}
print first "
print word "a [b c]
print sum "|a b| 1
print sum 1 "
'''),
     _t(r'''
sum doesn't like [a [b c]] as input
sum doesn't like {a b} as input
first doesn't like || as input
word doesn't like [b c] as input
sum doesn't like |a b| as input
sum doesn't like || as input
''')),
    ('show_quoted_forms', 'stdin', _t(r'''
show "\"a
show ["a "b]
show [: :x]
show quoted "a
show quoted [a]
'''),
     _t(r'''
"a
["a "b]
[: :x]
"a
[a]
''')),
    ('print_to_file_and_back', 'stdin', _t(r'''
openwrite "p.txt
setwrite "p.txt
print [a [b] {c}]
show [a [b]]
type "x
type "y
print "
print 2/3
setwrite []
close "p.txt
openread "p.txt
setread "p.txt
show readrawline
show readrawline
show readrawline
show readrawline
setread []
close "p.txt
erasefile "p.txt
'''),
     _t(r'''
a [b] {c}
[a [b]]
xy
0.666666666666667
''')),
    # a colon or a question mark typed inside bars or after a backslash is written back so
    ('barred_colon_and_question_mark', 'stdin', _t(r'''
make "b0 "|a:b|
make "s0 "a\?b
make "l0 [|a:b| a\?b ?x a:b]
make "w word "a ":b
pons
make "fullprintp "true
show [|?| a\:b]
show sum "|a:b| 1
'''),
     _t(r'''
Make "b0 "|a:b|
Make "l0 [|a:b| |a?b| ?x a:b]
Make "s0 "a\?b
Make "w "a:b
[|?| |a:b|]
sum doesn't like |a:b| as input
''')),
    # a quoted word typed with bars that protect nothing, in a procedure's line shown by an
    # error: a backslash before its quotation mark and each special character after it
    ('barred_word_in_error_line', 'stdin', _t(r'''
to h1
print "a||+b print 1 / 0
end
h1
to h2
print "|x|*2 print 1 / 0
end
h2
to h5
print "x||= print 1 / 0
end
h5
to h6
(print "|x|)) print 1 / 0
end
h6
to h7
print "|x|:y? print 1 / 0
end
h7
to h8
print :|x| print 1 / 0
end
h8
'''),
     _t(r'''
h1 defined
a+b
/ doesn't like 0 as input  in h1
[print \"a\+b print 1 / 0]
h2 defined
x*2
/ doesn't like 0 as input  in h2
[print \"x\*2 print 1 / 0]
h5 defined
x=
/ doesn't like 0 as input  in h5
[print \"x\= print 1 / 0]
h6 defined
unexpected ')'  in h6
[(print \"x\)\) print 1 / 0]
h7 defined
x:y?
/ doesn't like 0 as input  in h7
[print \"x\:y\? print 1 / 0]
h8 defined
x has no value  in h8
[print \:x print 1 / 0]
''')),
    # a variable without a value, typed after a colon with a special character in bars or
    # after a backslash: named in bars (|a:b| has no value); THING names it as typed
    ('typed_variable_without_value_in_bars', 'stdin', _t(r'''
show :|a:b|
show :a\?b
show :|a b|
show :ABC
show :abc
to f
show :|x:y|
end
f
make "|a:b| 5
show :|a:b|
show :a\ b
show :a\?b
show thing "a\?b
show :a\[b
show :|a?b|
'''),
     _t(r'''
|a:b| has no value
|a?b| has no value
|a b| has no value
ABC has no value
abc has no value
f defined
|x:y| has no value  in f
[show :|x:y|]
5
|a b| has no value
|a?b| has no value
a\?b has no value
|a[b| has no value
|a?b| has no value
''')),
]

XFAIL = {
}


@pytest.mark.parametrize("mode,src,expected", case_params(CASES, XFAIL))
def test_case(logo, mode, src, expected):
    assert run_case(logo, mode, src) == expected


def test_a_backslashed_word_shows_every_special_character_backslashed():
    """A word with a backslashed character is written (in messages, PONS, PO, FULLPRINTP)
    with every special character backslashed, infix signs too (Berkeley 6.2.5's output)."""
    import os

    from tests.inproc import LogoSession

    folder = os.path.join(os.path.dirname(__file__), "data")
    with open(os.path.join(folder, "backslashed_words.lg")) as f:
        text = f.read()
    with open(os.path.join(folder, "backslashed_words.out")) as f:
        expected = f.read()
    assert LogoSession().run(text) == expected
