"""Core tests: control structures (manual 9.1) — if/ifelse/test, repeat, forever,
while/until/do.*, for, catch/throw/error, run/runresult, case/cond, and OUTPUT/STOP
inside instruction lists.

Expected outputs are Berkeley Logo 6.2's, except where a case says it follows the
manual over the 6.2.5 binary (berkeley-facts.md, issue 2 point 2).
"""

import pytest

from tests.core_cases import case_params, run_case
from tests.core_cases import text as _t

CASES = [
    ('if_ifelse', 'stdin', _t(r'''
if "true [print "one]
if "false [print "never]
if 1 = 1 [print "two]
ifelse 1 = 2 [print "yes] [print "no]
ifelse "true [print "a] [print "b]
show ifelse 1 = 1 ["yes] ["no]
show ifelse 1 = 2 [3] [4]
print ifelse 2 > 1 [sum 2 3] [0]
show if "true [5]
(if "false [print "then] [print "else])
if [1 = 1] [print "list.condition]
if "true [print "x print "y]
if "TRUE [print "upper]
if "true []
ifelse "false [] [print "empty.then]
'''),
     _t(r'''
one
two
no
a
yes
4
5
5
else
list.condition
x
y
upper
empty.then
''')),
    ('if_errors', 'stdin', _t(r'''
if "yes [print 1]
if 1 [print 1]
ifelse "maybe [print 1] [print 2]
if [1 + 1] [print 1]
if "true
'''),
     _t(r'''
if doesn't like yes as input
if doesn't like 1 as input
ifelse doesn't like maybe as input
if doesn't like 2 as input
not enough inputs to if
''')),
    ('if_word_instruction_list', 'stdin', _t(r'''
if "true "print
repeat 2 "print
'''),
     _t(r'''
not enough inputs to print
not enough inputs to print
''')),
    ('if_as_ifelse_warning', 'stdin', _t(r'''
if 1 = 2 [print "a] [print "b]
'''),
     _t(r'''
Assuming you mean IFELSE, not IF
b
''')),
    ('if_returns_nothing_error', 'stdin', _t(r'''
show if "false [5]
show if [1 > 2] ["a]
show run []
'''),
     _t(r'''
Macro returned [] instead of a list
Macro returned [] instead of a list
Macro returned [] instead of a list
''')),
    ('test_iftrue_iffalse', 'file', _t(r'''
test 3 > 2
iftrue [print "true.branch]
iffalse [print "false.branch]
test 3 < 2
ift [print "true.branch]
iff [print "false.branch]
'''),
     _t(r'''
true.branch
false.branch
''')),
    ('test_scope', 'file', _t(r'''
to t1
test "true
t2
iftrue [print "t1.sees.true]
end
to t2
iftrue [print "t2.sees.caller]
test "false
iffalse [print "t2.own.false]
end
t1
'''),
     _t(r'''
t2.sees.caller
t2.own.false
t1.sees.true
''')),
    ('iftrue_without_test', 'file', _t(r'''
to f
iftrue [print "x]
end
f
'''),
     _t(r'''
iftrue without TEST  in f
[iftrue [print "x]]
''')),
    ('test_errors', 'stdin', _t(r'''
test "maybe
test 1
'''),
     _t(r'''
test doesn't like maybe as input
test doesn't like 1 as input
''')),
    ('repeat_basic', 'stdin', _t(r'''
repeat 3 [print "hi]
repeat 0 [print "never]
repeat 4 [type repcount]
print "
repeat 2 [repeat 3 [type repcount] type "/ type repcount print "]
make "body [type "*]
repeat 5 :body
print "
show repcount
repeat 2.0 [type "x]
print "
'''),
     _t(r'''
hi
hi
hi
1234
123/1
123/2
*****
-1
xx
''')),
    ('repeat_hash_is_repcount', 'stdin', _t(r'''
repeat 3 [type #]
print "
'''),
     _t(r'''
123
''')),
    ('repeat_negative_or_fraction_error', 'stdin', _t(r'''
repeat -1 [print "never]
repeat 2.5 [print 1]
'''),
     _t(r'''
repeat doesn't like -1 as input
repeat doesn't like 2.5 as input
''')),
    ('repeat_errors', 'stdin', _t(r'''
repeat "x [print 1]
repeat [2] [print 1]
'''),
     _t(r'''
repeat doesn't like x as input
repeat doesn't like [2] as input
''')),
    ('forever_throw', 'stdin', _t(r'''
catch "enough [forever [type repcount if repcount = 6 [throw "enough]]]
print "
'''),
     _t(r'''
123456
''')),
    ('forever_output', 'file', _t(r'''
to count.to :n
forever [if repcount > :n [output "done] type repcount]
end
show count.to 3
'''),
     _t(r'''
123done
''')),
    ('while_until', 'stdin', _t(r'''
make "i 0
while [:i < 3] [type :i make "i :i + 1]
print "
make "i 0
until [:i = 3] [type :i make "i :i + 1]
print "
make "i 10
do.while [type :i make "i :i + 1] [:i < 3]
print "
make "i 10
do.until [type :i make "i :i + 1] [:i > 3]
print "
make "i 0
do.while [type :i make "i :i + 1] [:i < 3]
print "
make "i 0
do.until [type :i make "i :i + 1] [:i = 3]
print "
while ["false] [print "never]
'''),
     _t(r'''
012
012
10
10
012
012
''')),
    ('while_output', 'file', _t(r'''
to first.square.over :limit
make "k 1
while ["true] [if :k * :k > :limit [output :k] make "k :k + 1]
end
show first.square.over 50
'''),
     _t(r'''
8
''')),
    ('for_basic', 'stdin', _t(r'''
for [i 1 5] [type :i]
print "
for [i 1 10 2] [type :i type "| |]
print "
for [i 5 1] [type :i]
print "
for [i 10 0 -3] [type :i type "| |]
print "
for [i 0 1 0.25] [type :i type "| |]
print "
for [i 2 7 1.5] [print :i]
make "n 3
for (list "j 1 :n) [type :j]
print "
for [k 2 :n*2] [type :k]
print "
for [i 5 5] [type :i]
print "
for [i 1 0 1] [type "never]
print "empty
'''),
     _t(('12345\n'
       '1 3 5 7 9 \n'
       '54321\n'
       '10 7 4 1 \n'
       '0 0.25 0.5 0.75 1 \n'
       '2\n'
       '3.5\n'
       '5\n'
       '6.5\n'
       '123\n'
       '23456\n'
       '5\n'
       'empty\n'))),
    ('for_control_list_members_separate', 'stdin', _t(r'''
make "n 4
for [i 1 :n - 1] [type :i]
print "
for [i 1 [:n - 1]] [type :i]
print "
'''),
     _t(r'''
1234
123
''')),
    ('for_variable_local', 'stdin', _t(r'''
make "i "outer
for [i 1 2] [type :i]
print "
show :i
for [r 1 3] [for [c 1 3] [type :r * :c type "| |] print "]
'''),
     _t(('12\n'
       'outer\n'
       '1 2 3 \n'
       '2 4 6 \n'
       '3 6 9 \n'))),
    ('catch_throw', 'stdin', _t(r'''
catch "tag [print "before throw "tag print "not.reached]
print "after.catch
show catch "tag [(throw "tag 42)]
show catch "tag [(throw "tag [a list])]
show catch "tag [17]
show catch "Tag [(throw "TAG "any.case)]
show catch "outer [catch "inner [(throw "outer "skipped.inner)] print "not.reached]
show catch "inner [catch "outer [(throw "inner "first)] 99]
catch "x [print "no.throw]
'''),
     _t(r'''
before
after.catch
42
[a list]
17
any.case
skipped.inner
first
no.throw
''')),
    ('catch_throw_procedures', 'file', _t(r'''
to deep :n
if :n = 0 [(throw "bottom "reached.bottom)]
deep :n - 1
end
show catch "bottom [deep 50]
to search :item :lst
foreach :lst [if equalp ? :item [(throw "found #)]]
output 0
end
show catch "found [search "c [a b c d]]
show catch "found [search "z [a b c d]]
'''),
     _t(r'''
reached.bottom
3
0
''')),
    ('throw_without_value_catch_no_output', 'stdin', _t(r'''
show catch "t [throw "t]
'''),
     _t(r'''
catch didn't output to show
''')),
    ('throw_uncaught', 'stdin', _t(r'''
throw "nobody.catches.this
(throw "nobody 3)
print "next
'''),
     _t(r'''
Can't find catch tag for nobody.catches.this
Can't find catch tag for nobody
next
''')),
    ('throw_uncaught_in_procedure', 'file', _t(r'''
to f
throw "zz
end
f
'''),
     _t(r'''
Can't find catch tag for zz
''')),
    ('catch_error_and_error_list', 'file', _t(r'''
catch "error [print 1 / 0]
show error
show error
catch "error [nosuch.procedure]
show error
catch "error [print :nosuch.variable]
show error
catch "error [sum 1]
show error
catch "error [print first []]
show error
catch "error [print "no.error]
show error
'''),
     _t(r'''
[4 / doesn't like 0 as input [] []]
[]
[13 I don't know how  to nosuch.procedure [] []]
[11 nosuch.variable has no value [] []]
[6 not enough inputs to sum [] []]
[7 first doesn't like [] as input [] []]
no.error
[]
''')),
    ('error_list_in_procedure', 'file', _t(r'''
to failing :x
print "starting
print :x + [oops]
print "not.reached
end
catch "error [failing 3]
show error
catch "error [failing 4]
make "e error
show first :e
show item 2 :e
show item 3 :e
show last :e
'''),
     _t(r'''
starting
[7 + doesn't like [oops] as input failing [print :x + [oops]]]
starting
7
+ doesn't like [oops] as input
failing
[print :x + [oops]]
''')),
    ('catch_error_output_value', 'file', _t(r'''
to safe.divide :a :b
catch "error [output :a / :b]
output "undefined
end
show safe.divide 10 4
show safe.divide 1 0
'''),
     _t(r'''
2.5
undefined
''')),
    ('throw_error_messages', 'file', _t(r'''
catch "error [(throw "error [my own message])]
show error
catch "error [(throw "error "word.message)]
show error
catch "error [throw "error]
show error
(throw "error [custom message])
throw "error
'''),
     _t(r'''
[35 my own message [] []]
[35 word.message [] []]
[21 Throw "Error [] []]
custom message
''')),
    ('throw_error_in_procedure', 'file', _t(r'''
to checker :x
if :x < 0 [(throw "error [negative input])]
output :x
end
to caller
show checker -1
end
caller
'''),
     _t(r'''
negative input  in caller
[show checker -1]
''')),
    ('error_codes', 'file', _t(r'''
catch "error [print]
show first error
catch "error [run [(sum 1 2]]
show first error
catch "error [foo.bar.baz]
show first error
catch "error [print :undef.v]
show first error
catch "error [first []]
show first error
catch "error [item 9 [a]]
show first error
catch "error [run [3 4]]
show first error
catch "error [iftrue [print 1]]
show first error
'''),
     _t(r'''
6
10
13
11
7
4
9
25
''')),
    ('error_code_parse_error_caught', 'file', _t(r'''
catch "error [print )]
show first error
print "after
'''),
     _t(r'''
12
after
''')),
    ('error_codes_output_stop', 'file', _t(r'''
catch "error [output 1]
show first error
catch "error [stop]
show first error
'''),
     _t(r'''
31
31
''')),
    ('run_runresult', 'stdin', _t(r'''
run [print "hi]
run [make "r 5]
show :r
show run [sum 1 2]
show run [3 + 4]
show runresult [sum 1 2]
show runresult [make "q 1]
show emptyp runresult [ignore 7]
run [print 1 print 2]
make "instructions [type "x type "y]
run :instructions
print "
run (list "print 3)
print run (list "sum 1 2)
print run se "product [6 7]
print run "sum\ 5\ 6
show run [2+3*4]
print run (se "\( 2 "+ 3 "\))
show run [[a b]]
show first runresult [[a b]]
run []
run "
'''),
     _t(r'''
hi
5
3
7
[3]
[]
true
1
2
xy
3
3
42
11
14
5
[a b]
[a b]
''')),
    ('run_errors', 'stdin', _t(r'''
run [1 2]
show runresult [1 2]
run 5
'''),
     _t(r'''
You don't say what to do with 1
You don't say what to do with 1
You don't say what to do with 5
''')),
    ('run_command_as_operation_error', 'stdin', _t(r'''
show run [print 1]
'''),
     _t(r'''
1
print didn't output to show
''')),
    ('runresult_output_stop', 'file', _t(r'''
to f
show runresult [output 3]
end
f
'''),
     _t(r'''
Can't use OUTPUT or STOP inside RUNRESULT  in f
[show runresult [output 3]]
''')),
    ('output_stop_exit_lists', 'file', _t(r'''
to first.even :lst
foreach :lst [if 0 = remainder ? 2 [output ?]]
output "none
end
show first.even [1 3 4 5 6]
show first.even [1 3]
to third
repeat 10 [if repcount = 3 [output repcount]]
output "never
end
show third
to for.stop
for [i 1 10] [if :i = 4 [stop] type :i]
print "never.printed
end
for.stop
print "
to for.output
for [i 1 10] [if :i * :i > 20 [output :i]]
output "none
end
show for.output
to while.output
make "k 0
while [:k < 100] [make "k :k + 1 if :k = 7 [output :k]]
end
show while.output
to run.output
run [output "from.run]
output "after.run
end
show run.output
to ifelse.stop
ifelse "true [stop] [print "no]
print "not.reached
end
ifelse.stop
to nested.output
repeat 3 [repeat 3 [if repcount = 2 [output "inner]]]
output "outer
end
show nested.output
to forever.output
forever [if repcount = 5 [output repcount * 10]]
end
show forever.output
to until.stop
until ["false] [stop]
print "not.reached
end
until.stop
to do.until.output
do.until [output "from.do.until] ["false]
end
show do.until.output
print "done
'''),
     _t(r'''
4
none
3
123
5
7
from.run
inner
50
from.do.until
done
''')),
    ('stop_inside_repeat_manual_example', 'mixed', _t(r'''
; the manual's example (Macros chapter): STOP inside REPEAT stops the procedure.
; Berkeley 6.2.5's binary stops only the loop; the manual wins (issue 2 point 2).
to example
print [Guess my secret word.  You get three guesses.]
repeat 3 [type "|?? | ~
          if readword = "secret [pr "Right! stop]]
print [Sorry, the word was "secret"!]
end
--- stdin
example
wrong
secret
print "after
'''),
     _t(r'''
Guess my secret word. You get three guesses.
?? ?? Right!
after
''')),
    ('stop_inside_repeat_and_forever_follow_manual', 'file', _t(r'''
; STOP inside REPEAT, FOREVER and FOREACH leaves the procedure (manual; issue 2 point 2)
to r
repeat 5 [if repcount = 2 [stop] type repcount]
print "not.reached.r
end
r
print "
to fe
foreach [a b c] [if ? = "b [stop] type ?]
print "not.reached.fe
end
fe
print "
to fo
forever [if repcount = 3 [stop] type repcount]
print "not.reached.fo
end
fo
print "
'''),
     _t(r'''
1
a
12
''')),
    ('case_cond', 'stdin', _t(r'''
show case 3 [[[1 2] "low] [[3 4] "mid] [else "high]]
show case 9 [[[1 2] "low] [[3 4] "mid] [else "high]]
show case "b [[[a] "is.a] [[b c] "is.b.or.c]]
show case "B [[[a b] "found]]
show case [x] [[[[x]] "list.found] [else "no]]
case 2 [[[1] print "one] [[2] print "two print "again]]
show cond [[[1 = 2] "one] [[2 = 2] "two] [else "other]]
show cond [[[1 = 2] "one] [else "other]]
cond [[[3 > 2] print "bigger]]
case 5 [[[1] print "no]]
cond [[[1 = 2] print "no]]
show case "z [[[a] 1] [ELSE 2]]
'''),
     _t(r'''
mid
high
is.b.or.c
found
list.found
two
again
two
other
bigger
2
''')),
    ('case_cond_in_procedure', 'file', _t(r'''
to classify :n
output cond [[[:n < 0] "negative] [[:n = 0] "zero] [else "positive]]
end
show map "classify [-2 0 5]
to vowelp :letter
output case :letter [ [[a e i o u] "true] [else "false] ]
end
show filter "vowelp "elephant
'''),
     _t(r'''
[negative zero positive]
eea
''')),
    ('case_cond_errors', 'stdin', _t(r'''
show case 1 [[]]
show cond [[]]
show cond [[[1] 2]]
show case 1 [[[2] 3]]
'''),
     _t(r'''
Empty CASE clause
Empty COND clause
1 not TRUE or FALSE
Macro returned [] instead of a list
''')),
    # Berkeley's library CASE and COND take clauses with FIRST and BUTFIRST (a word clause
    # gives its first letter) and run COND's test as an input to LOCALMAKE.
    ('case_cond_odd_clauses', 'stdin', _t(r'''
case 1 [a]
case 1 [abc [[1] print 2]]
case 1 "abc
case 1 [||]
show case "b [abc]
cond [abc]
cond [1]
cond ["true]
cond [[[[a b]] 1]]
cond [[[print 1] 2]]
catch "error [cond [[[] 2]]] show error
cond [[[] 2] [else print 3]]
cond [[[1 2] 2]]
cond [["true print 5]]
'''),
     _t(r'''
2
Empty CASE clause
Macro returned [] instead of a list
I don't know how  to a
1 not TRUE or FALSE
|| not TRUE or FALSE
[a b] not TRUE or FALSE
1
print didn't output to localmake
[35 Macro returned [] instead of a list [] []]
Macro returned [] instead of a list
Runlist [1 2] has more than one expression
5
''')),
    ('ignore_backquote', 'stdin', _t(r'''
ignore 5
ignore [a b]
show `[a b ,[sum 1 2] ,@[list 4 5] c]
make "v 7
show `[x ,:v y]
show `[foo baz ,[bf [a b c]] garply ,@[bf [a b c]]]
'''),
     _t(r'''
[a b 3 4 5 c]
[x 7 y]
[foo baz [b c] garply b c]
''')),
    ('wait_zero', 'stdin', _t(r'''
wait 0
print "waited
'''),
     _t(r'''
waited
''')),
    ('goto_tag', 'file', _t(r'''
to countdown :n
tag "loop
if :n = 0 [print "liftoff stop]
type :n type "| |
make "n :n - 1
goto "loop
end
countdown 3
'''),
     _t(r'''
3 2 1 liftoff
''')),
    ('bye_ends', 'file', _t(r'''
print "before
bye
print "after
'''),
     _t(r'''
before
''')),
    ('if_as_ifelse_warning_in_procedure', 'file', _t(r'''
to f
if 1 = 2 [print "a] [print "b]
end
f
f
if "false [print 1] [print 2]
if "false [print 1] [print 2]
'''),
     _t(r'''
Assuming you mean IFELSE, not IF  in f
[if 1 = 2 [print "a] [print "b]]
b
b
Assuming you mean IFELSE, not IF
2
Assuming you mean IFELSE, not IF
2
''')),
    ('error_list_fields_in_procedures', 'file', _t(r'''
to p1
run [print first []]
end
catch "error [p1]
show error
to p3 :x
print :x + ; comment
  1 + []
end
catch "error [p3 1]
show error
to p7
catch "error [print 1 / 0]
show error
end
p7
'''),
     _t(r'''
[7 first doesn't like [] as input p1 [run [print first []]]]
[7 + doesn't like [] as input p3 [print :x +]]
[4 / doesn't like 0 as input p7 [catch "error [print 1 / 0]]]
''')),
    ('throw_error_list_location', 'file', _t(r'''
to p4
(throw "error [boom])
end
to p5
p4
end
catch "error [p5]
show error
catch "error [p4]
show error
'''),
     _t(r'''
[35 boom p5 [p4]]
[35 boom [] []]
''')),
    # ERROR's message ends at a NUL character (CHAR 0), as Berkeley's C string does
    ('error_message_ends_at_nul', 'stdin', _t(r'''
catch "error [char 0] show error
catch "error [print sum word "a char 0 1] show error
'''),
     _t(r'''
[9 You don't say what to do with  [] []]
[7 sum doesn't like a [] []]
''')),
    ('if_ifelse_as_inputs_refuse_arrays', 'stdin', _t(r'''
ifelse "maybe {} []
show ifelse "maybe {} [1]
show ifelse [1 2] {} [1]
show (if "false {})
ignore ifelse "false {} [5]
show ifelse "true [6] {}
show ifelse "true [6] "abc
show ifelse "false [6] "abc
'''),
     _t(r'''
ifelse doesn't like maybe as input
ifelse doesn't like maybe as input
You don't say what to do with 1
if doesn't like {} as input
ifelse doesn't like {} as input
ifelse doesn't like {} as input
6
I don't know how  to abc
''')),
]

XFAIL = {
}


@pytest.mark.parametrize("mode,src,expected", case_params(CASES, XFAIL))
def test_case(logo, mode, src, expected):
    assert run_case(logo, mode, src) == expected
