"""Core tests: the reader and tokenization (manual section 1.4, Tokenization).

Expected outputs are Berkeley Logo 6.2's. Each case runs its source as standard
input (each line at top level) or, for "file" cases, loads it like a file.
"""

import pytest

from tests.core_cases import case_params, run_case
from tests.core_cases import text as _t

CASES = [
    ('quoted_words', 'stdin', _t(r'''
print "hello
show "Hello.World!
show "a+b
show "x=y
show "3-4
show "a*b/c<d>e
print count "a*b/c
show "don't
show "a"b
show ""
print count ""
show "
print count "
'''),
     _t(r'''
hello
Hello.World!
a+b
x=y
3-4
a*b/c<d>e
5
don't
a"b
"
1

0
''')),
    ('quote_ends_at_bracket_paren', 'stdin', _t(r'''
show (list "a "b)
show (word "x "y)
show list "a[b]
print "abc(
print "tail)
'''),
     _t(r'''
[a b]
xy
[a [b]]
abc
tail
''')),
    ('empty_word_forms', 'stdin', _t(r'''
show emptyp "
show emptyp "||
show word "a "
show count word " "
show list " "
'''),
     _t(r'''
true
true
a
0
[ ]
''')),
    ('case_preserved_names_insensitive', 'stdin', _t(r'''
make "Color "Red
show :color
show :COLOR
show thing "cOLOR
PRINT "Ok
Print first [Abc]
'''),
     _t(r'''
Red
Red
Red
Ok
Abc
''')),
    ('bars_basic', 'stdin', _t(r'''
show "|hello world|
print count "|hello world|
show [|a b| c]
print count [|a b| c]
show "ab|c d|ef
show "|[x]|
show "|(1+2)|
show "|a;b|
show count "||
show equalp "|abc| "abc
'''),
     _t(r'''
hello world
11
[a b c]
2
abc def
[x]
(1+2)
a;b
0
true
''')),
    ('bars_variable_name', 'stdin', _t(r'''
make "|my var| 42
show :|my var|
show thing "|my var|
show namep "|my var|
'''),
     _t(r'''
42
42
true
''')),
    ('backslash_basic', 'stdin', _t(r'''
show "a\ b
print count "a\ b
show "\[x\]
show "a\;b
show "\\
print count "\\
show ascii "\\
show [a\ b c]
print count [a\ b c]
show "1\+2
show "\(
'''),
     _t(r'''
a b
3
[x]
a;b
\
1
92
[a b c]
2
1+2
(
''')),
    ('backslash_in_bars', 'stdin', _t(r'''
show "|a\|b|
print count "|a\|b|
show "|x\\y|
'''),
     _t(r'''
a|b
3
x\y
''')),
    ('comments', 'stdin', _t(r'''
print "one ; a comment
show [a b] ; another
; a whole line comment
print "two;comment right after a word
show [a ;b c
d]
print "end
'''),
     _t(r'''
one
[a b]
two
[a d]
end
''')),
    ('comment_with_tilde', 'stdin', _t(r'''
print "abc;comment ~
def
print sum 1 ~
  2
show [a b ~
c d]
'''),
     _t(r'''
abcdef
3
[a b c d]
''')),
    ('open_list_continues', 'stdin', _t(r'''
show [first line
second line]
show [outer [inner
more] last]
show (list "a
  "b "c)
print "done
'''),
     _t(r'''
[first line second line]
[outer [inner more] last]
[a b c]
done
''')),
    ('numbers_literals', 'stdin', _t(r'''
show 42
show -7
show 3.5
show .5
show -.25
show 1e3
show 1.5e2
show 2e-3
show 1E2
show 3.0
show 3.
show 007
show 1e3 + 1
show 0.1
show -0
show 100.50
'''),
     _t(r'''
42
-7
3.5
0.5
-0.25
1000
150
0.002
100
3
3
7
1001
0.1
0
100.5
''')),
    ('numbers_in_lists_keep_spelling', 'stdin', _t(r'''
show [1e3 .5 007 3.0 -0 +5]
show first [3.0]
show (first [3.0]) + 0
show numberp first [1e3]
show sum first [007] 1
show numberp "1.5e2
show numberp ".5
show numberp "5.
show numberp "-3
show numberp "+3
show numberp "1,5
show numberp "e1
show numberp "1e+2
show numberp "0x10
show numberp "--3
show numberp "-
show numberp ".
'''),
     _t(r'''
[1e3 .5 007 3.0 -0 +5]
3.0
3
true
8
true
true
true
true
false
false
false
true
false
false
false
false
''')),
    ('number_words_arith', 'stdin', _t(r'''
show "42 + 1
show "3.0 * 2
show "1e2 / 4
print count 3.0
print count 1e3
print first 1e3
show word 1 2 + 3
'''),
     _t(r'''
43
6
25
1
4
1
15
''')),
    ('lists_brackets', 'stdin', _t(r'''
show [a [b [c]] d]
show [a[b]c]
print count [a[b]c]
show []
show [[]]
show [ [ ] ]
print count [[] []]
show [2+3]
print count [2+3]
show [a(b)c]
print count [(a+b)*c]
show [a "b :c]
show first ["b]
show first [:c]
show [a=b <> c]
'''),
     _t(r'''
[a [b [c]] d]
[a [b] c]
3
[]
[[]]
[[]]
2
[2+3]
1
[a(b)c]
1
[a "b :c]
"b
:c
[a=b <> c]
''')),
    ('arrays_literals', 'stdin', _t(r'''
show {1 2 3}
show arrayp {1 2 3}
show {a {b c} [d e]}
show count {a {b c} [d e]}
show item 2 {a {b c} [d e]}
show item 0 {x y z}@0
show item 7 {x y z}@5
show first {x y z}@5
show first {x y}
show {}
show [{a b} c]
'''),
     _t(r'''
{1 2 3}
true
{a {b c} [d e]}
3
{b c}
x
z
5
1
{}
[{a b} c]
''')),
    ('infix_split_outside_lists', 'stdin', _t(r'''
show 2+3
show run [2+3]
print 2*3+1
make "x 10
show :x+1
show :x*2
show :x/4
show :x-1
show [:x-1]
show run [:x-1]
show 3<4
show 4>3
show 3=3
show 3<>4
show 3<=3
show 4>=5
show 5>=5
show 2<=1
'''),
     _t(r'''
5
5
7
11
20
2.5
9
[:x-1]
9
true
true
true
true
true
false
true
false
''')),
    ('infix_two_char_ops', 'stdin', _t(r'''
show 3 <> 3
show 3 < = 3
'''),
     _t(r'''
false
not enough inputs to =
''')),
    ('infix_in_run_lists', 'stdin', _t(r'''
if 2+2=4 [print "four]
show runresult [1+1]
show count [a+b=c]
show first [x*y]
show runparse [2+3]
show runparse "2+3
show runparse [print :x-1 <> (3)]
show runparse [a<=b]
'''),
     _t(r'''
four
[2]
1
x*y
[2 + 3]
[2 + 3]
[print :x - 1 <> ( 3 )]
[a <= b]
''')),
    ('minus_rules', 'stdin', _t(r'''
show 3-2
show 3 - 2
show -3 - -2
show 3 - -2
show 2--3
show 10 - 2 - 3
make "x 5
show :x-1
show :x - 1
show -:x
show 2 * -:x
show (list :x -1)
show (list :x - 1)
show (list 3 -1 -2)
show [3 -1]
print 5-count [a b]
print 5 - count [a b]
show -count [a b]
show minus 3
show minus -3
show sum 2 -3
show - 3
show 1 - -1
show (- 3)
show (-3)
'''),
     _t(r'''
1
1
-1
5
5
5
4
4
-5
-10
[5 -1]
[4]
[3 -1 -2]
[3 -1]
3
3
-2
-3
3
-1
not enough inputs to show
2
-3
-3
''')),
    ('minus_binding_manual', 'stdin', _t(r'''
show minus 3 + 4
show (- 3 + 4)
show -3 + 4
'''),
     _t(r'''
-7
1
1
''')),
    ('minus_alone_errors', 'stdin', _t(r'''
show - 3
'''),
     _t(r'''
not enough inputs to show
''')),
    ('minus_at_end_error', 'stdin', _t(r'''
show 1 + -
'''),
     _t(r'''
-- doesn't like [] as input
''')),
    ('precedence', 'stdin', _t(r'''
show 2 + 3 * 4
show 2 * 3 + 4
show (2 + 3) * 4
show 7 - 2 * 3
show 12 / 4 / 3
show 2 * 3 / 4
show 2 + 3 = 5
show 5 = 2 + 3
show 1 + 1 < 3
show sqrt 9 + 7
show sum 1 2 * 3
show product 2 3 + 4
show 3 + count [a b]
show first [a b] = "a
show (first [a b]) = "a
show "a = first [a b]
print not 1 = 2
show sqrt 2 * sqrt 2
show 1 < 2 = "true
show 2 * 3 = 6
'''),
     _t(r'''
14
10
20
1
1
1.5
true
true
true
4
7
14
5
f
true
true
true
1.68179283050743
true
true
''')),
    ('question_number_runparse', 'stdin', _t(r'''
show runparse [?3]
show runparse [?x]
show [?3]
'''),
     _t(r'''
[( ? 3 )]
[?x]
[?3]
''')),
    ('hash_bang_comment', 'file', _t(r'''
#! /usr/bin/logo
print "after.shebang
'''),
     _t(r'''
after.shebang
''')),
    ('tilde_quote_continuation', 'stdin', _t(r'''
print "abc~
def
show [a~
b]
'''),
     _t(r'''
abcdef
[ab]
''')),
    ('parens_grouping', 'stdin', _t(r'''
print (sum 1 2 3)
print (word "a "b "c)
show ((2))
show (3 + 4) * (1 + 1)
print (print "x)
'''),
     _t(r'''
6
abc
2
14
x
print didn't output to print
''')),
    ('backslash_runparse_paren', 'stdin', _t(r'''
print run (se "\( 2 "+ 3 "\))
show runparse (list "a\(b)
'''),
     _t(r'''
5
[a ( b]
''')),
    ('vbar_run_make', 'stdin', _t(r'''
run (se "make ""|(| 2)
show thing "|(|
'''),
     _t(r'''
2
''')),
    ('fullprintp', 'stdin', _t(r'''
make "fullprintp "true
show "|a b|
show "
show [|x y| z]
show "|(|
make "fullprintp "false
show "|a b|
'''),
     _t(r'''
|a b|
||
[|x y| z]
|(|
a b
''')),
    ('fullprintp_backslash', 'stdin', _t(r'''
make "fullprintp "true
print "a\ b
'''),
     _t(r'''
a\ b
''')),
    ('vbarredp', 'stdin', _t(r'''
show vbarredp first "|(|
show vbarredp "a
show vbarredp first "|a|
show vbarredp char 32
show backslashedp first "|;|
'''),
     _t(r'''
true
false
false
false
true
''')),
    ('parse_readword_style', 'stdin', _t(r'''
show parse "|a b [c d] e|
show parse "|1+2 ;x|
show parse "
show runparse "
show runparse "a+b
'''),
     _t(r'''
[a b [c d] e]
[1+2 ;x]
[]
[]
[a + b]
''')),
    ('runparse_vbar_chars_stay_special', 'stdin', _t(r'''
show runparse "|1+2 ;x|
'''),
     _t(r'''
[1+2 ;x]
''')),
]

XFAIL = {
}


@pytest.mark.parametrize("mode,src,expected", case_params(CASES, XFAIL))
def test_case(logo, mode, src, expected):
    assert run_case(logo, mode, src) == expected


def test_of_the_groups_with_too_many_inputs_in_an_instruction_the_last_is_reported():
    """Berkeley 6.2.5 reads a whole instruction before it reports a parenthesized group
    given too many inputs, and reports the one it finished last."""
    from tests.inproc import LogoSession

    lines = ["show (exp 1 2 3) > (int 1 2)", "print 5 (exp 1 2 3) print 6 (int 1 2)",
             "show (exp 1 2 3) + first [] (int 1 2)", "show (exp 1 2 3) + (int)",
             "show (sum (exp 1 2 3) 4) + (int 1 2)", "show list (exp 1 2 3) (int 1 2)",
             "show (exp 1 2 3) + (int 1 2) + 1", 'print "next']
    out = LogoSession().run("\n".join(lines) + "\n")
    reported = ["int", "exp", "exp", "exp", "int", "int", "int"]
    assert out == "".join("too many inputs to %s\n" % name for name in reported) + "next\n"
