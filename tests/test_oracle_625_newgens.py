# ruff: noqa: E501
"""Differences from Berkeley Logo 6.2.5 found by the fuzzer's `mixed`, `printing` and `errors`
generators (tools/fuzz): each case holds 6.2.5's exact output, recorded from the binary, less
what pylogo leaves out on purpose (tools/fuzz/README.md).
"""

import pytest

from tests.core_cases import case_params, run_case
from tests.core_cases import text as _t

CASES = [
    # PRINTWIDTHLIMIT cuts any word longer than the limit (at least 10 characters), numbers too;
    # under FULLPRINTP the characters kept get bars only if they need them.
    ('printwidthlimit_cuts_numbers_and_words', 'stdin', _t(r'''
make "printwidthlimit 2
print 1234567890123
show 1234567890.5
print 12345678901
print "abcdefghijklmn
show "|abcdefg hijklmn|
print [abcdefghijklmnop 12345678901234]
show {abcdefghijklmnop 1 2}
make "fullprintp "true
show "|abcdefg hijklmn|
show [|abcdefg hijklmn| |abcdefghijkl mn|]
show "|abcdefghijkl mn|
show "abcdefghijk\ lm
'''),
     _t(r'''
1234567890...
1234567890...
1234567890...
abcdefghij...
abcdefg hi...
abcdefghij... 1234567890...
{abcdefghij... 1 ...}
|abcdefg hi|...
[|abcdefg hi|... abcdefghij...]
abcdefghij...
abcdefghij...
''')),
    # PONS writes names and values within PRINTWIDTHLIMIT and PRINTDEPTHLIMIT (the quotation mark is
    # not counted).
    ('pons_within_print_limits', 'stdin', _t(r'''
make "w [|abcdefghijkl mn| 12345678901234 |a b|]
make "v "|abcdefghijkl mn|
make "n sqrt 2
make "|long name here x| 3
make "printwidthlimit 5
pons
make "printdepthlimit 1
make "z [[a]]
pon "z
'''),
     _t(r'''
Make "long name ... 3
Make "n 1.41421356...
Make "printwidth... 5
Make "v "abcdefghij...
Make "w [abcdefghij... 1234567890... |a b|]
Make "z [...]
''')),
    # NAME defined is printed as PRINT prints the name: within the limits, in bars under FULLPRINTP.
    ('defined_message_within_print_limits', 'stdin', _t(r'''
to |a b|
end
make "fullprintp "true
to |c d|
end
make "printwidthlimit 3
to abcdefghijklm
end
to abcdefghijklmn
end
make "printdepthlimit 0
to p5
end
'''),
     _t(r'''
a b defined
|c d| defined
abcdefghij... defined
abcdefghij... defined
... defined
''')),
    # A list holding the empty word in an error message.
    ('empty_word_in_a_list_in_messages', 'stdin', _t(r'''
show word [||] [[]]
show word "a [||]
show arraytolist [||]
print [||]
show [# [] ||]
'''),
     _t(r'''
word doesn't like [||] as input
word doesn't like [||] as input
arraytolist doesn't like [||] as input

[# [] ]
''')),
    # SHOW of several inputs counts them against PRINTWIDTHLIMIT (PRINT and TYPE do not).
    ('show_of_several_inputs_within_width', 'stdin', _t(r'''
make "printwidthlimit 1
(show [a b] [c d] "e)
(print [a b] [c d] "e)
(type [a b] [c d] "e)
print "
(show "a)
make "printwidthlimit 0
(show "a "b)
make "printwidthlimit 2
(show "a "b)
(show "a "b "c)
ern "printwidthlimit
make "printdepthlimit 1
(show [a [b]] "c)
(print [a [b]] "c)
'''),
     _t(r'''
[a ...] ...
a ... c ... e
a ...c ...e
a
a b
a b
a b ...
[... ...] c
a [...] c
''')),
    # The procedure line after an error message is printed within PRINTDEPTHLIMIT and
    # PRINTWIDTHLIMIT.
    ('error_line_within_print_limits', 'stdin', _t(r'''
make "printwidthlimit 5
to p4
show (sentence [a\ b c] (mdarray [2 3] 0) "a\ b)
end
p4
make "printwidthlimit 1
make "printdepthlimit 3
to p5
show (word (sentence "a) [b])
end
p5
'''),
     _t(r'''
p4 defined
sentence doesn't like {{[] [] []}@0 {[] [] []}@0}@0 as input  in p4
[show (sentence [|a b| c] (mdarray [2 3] ...]
p5 defined
word doesn't like [a] as input  in p5
[show ...]
''')),
    # Under FULLPRINTP a word of a list typed with a backslash shows in bars.
    ('fullprintp_backslashed_list_word', 'stdin', _t(r'''
make "fullprintp "true
show "a\ b
show first [a\ b]
show "|a b|
make "x first [a\ b]
show :x
show "\[
show [\[]
show first [|[|]
show first [\[ \]]
'''),
     _t(r'''
a\ b
|a b|
|a b|
|a b|
\[
[|[|]
|[|
|[|
''')),
    # A literal list that cannot be read (unexpected ')', too many inputs in parentheses) in IF,
    # REPEAT, RUN is read only when it runs: the error then belongs to the procedure and its line,
    # and a list never run gives none (REPEAT 0 too).
    ('unreadable_list_read_when_it_runs', 'stdin', _t(r'''
to f :a
if :a = 1 [print 1)]
print "x
end
f 2
f 1
to k
repeat 1 [(first 1 2)]
end
k
to k3
run [(first 1 2)]
end
k3
to g
repeat 2 [print 1 if repcount = 2 [print 1)]]
end
g
if 1 = 2 [print 1)]
repeat 0 [(first 1 2)]
repeat 0 [print 1)]
print 4
'''),
     _t(r'''
f defined
x
unexpected ')'  in f
[if :a = 1 [print 1)]]
k defined
too many inputs to first  in k
[repeat 1 [(first 1 2)]]
k3 defined
too many inputs to first  in k3
[run [(first 1 2)]]
g defined
1
1
unexpected ')'  in g
[repeat 2 [print 1 if repcount = 2 [print 1)]]]
4
''')),
    # WHILE, UNTIL, DO.WHILE and DO.UNTIL run their condition as an input of NOT or IF inside
    # Berkeley's library macro: several expressions, STOP, OUTPUT or an empty list are errors, and an
    # error there has no procedure and line of the user's (ERROR's list: Berkeley gives the library's
    # line, pylogo an empty list).
    ('loop_condition_run_as_input', 'stdin', _t(r'''
while [1 2] [print 3]
until [1 2] [print 3]
do.while [print 5] [1 2]
while [] [print 3]
while [print 1] [print 3]
while ["false "true] [print 3]
while [1 + 2 3] [print 3]
to f
while [nosuch] [print 3]
end
f
to g
while [first []] [print 3]
end
g
to h
while [stop] [print 3]
print 4
end
h
to k
until [output 5] [print 3]
end
show k
to k2
do.while [print 1] [print 2]
end
k2
catch "error [k2]
show error
catch "error [g]
show error
to k3
while ["true] [output 3]
end
show k3
to k4 :n
while [:n > 0] [make "n :n - 1 print :n / 0]
end
k4 2
'''),
     _t(r'''
Runlist [1 2] has more than one expression  in while
[if not run :while.cond [op []]]
Runlist [1 2] has more than one expression  in until
[if run :until.cond [op []]]
5
Runlist [1 2] has more than one expression  in while
[if not run :while.cond [op []]]
Macro returned [] instead of a list  in while
[if not run :while.cond [op []]]
1
print didn't output to not  in while
[if not run :while.cond [op []]]
Runlist ["false "true] has more than one expression  in while
[if not run :while.cond [op []]]
Runlist [[+ 1 2] 3] has more than one expression  in while
[if not run :while.cond [op []]]
f defined
I don't know how  to nosuch  in while
[if not run :while.cond [op []]]
g defined
first doesn't like [] as input  in while
[if not run :while.cond [op []]]
h defined
stop didn't output to not  in while
[if not run :while.cond [op []]]
k defined
output didn't output to if  in until
[if run :until.cond [op []]]
k2 defined
1
2
print didn't output to not  in while
[if not run :while.cond [op []]]
1
2
[5 print didn't output to not while [if not run :while.cond [op []]]]
[7 first doesn't like [] as input while [if not run :while.cond [op []]]]
k3 defined
3
k4 defined
/ doesn't like 0 as input  in k4
[while [:n > 0] [make "n :n - 1 print :n / 0]]
''')),
    # STOP in CATCH's list inside a procedure ends the CATCH only (Berkeley 6.2.5): the procedure
    # goes on.
    ('stop_ends_catch_only', 'stdin', _t(r'''
to f
catch "error [stop]
print "after
end
f
to g
catch "x [print 1 stop print 2]
print "after2
end
g
to k3
catch "x [stop]
print "after
output 5
end
show k3
to k4
repeat 2 [catch "x [stop] print repcount]
end
k4
to k5
catch "x [repeat 3 [if repcount = 2 [stop] print repcount]]
print "after
end
k5
to k6
catch "error [stop]
show error
end
k6
show error
'''),
     _t(r'''
f defined
after
g defined
1
after2
k3 defined
after
5
k4 defined
1
2
k5 defined
1
after
k6 defined
[]
[]
''')),
    # A body line that cannot be read is reported from inside the procedure, its inputs bound, before
    # any line runs: ERRACT's PAUSE sees them.
    ('unreadable_body_line_inside_procedure', 'stdin', _t(r'''
to f :a
print "before
print 1)
print "after
end
f 2
catch "error [f 1]
show error
make "erract [pause]
f 3
show :a
continue
print "end
'''),
     _t(r'''
f defined
unexpected ')'  in f
[print 1)]
[12 unexpected ')' f [print 1)]]
unexpected ')'  in f
[print 1)]
Pausing...
f3
fend
''')),
    # Assuming you mean IFELSE, not IF: for a list inside a line Berkeley warns when the list is
    # first read, as it runs, with the procedure and line running then.
    ('if_warning_when_the_list_runs', 'stdin', _t(r'''
to f :a
if :a = 1 [if "true [print 1] [print 2]]
ifelse :a = 1 [print 3] [if "true [print 1] [print 2]]
end
f 1
f 2
to g
make "x [if "true [print 1] [print 2]]
run :x
run :x
end
g
to h
repeat 2 [if "false [print 1] [print 2]]
end
h
h
'''),
     _t(r'''
f defined
Assuming you mean IFELSE, not IF  in f
[if :a = 1 [if "true [print 1] [print 2]]]
1
3
Assuming you mean IFELSE, not IF  in f
[ifelse :a = 1 [print 3] [if "true [print 1] [print 2]]]
1
g defined
Assuming you mean IFELSE, not IF  in g
[run :x]
1
1
h defined
Assuming you mean IFELSE, not IF  in h
[repeat 2 [if "false [print 1] [print 2]]]
2
2
2
2
''')),
    # ERRACT is not run for a THROW nobody catches (Can't find catch tag).
    ('erract_not_for_uncaught_throw', 'stdin', _t(r'''
make "erract [print "caught]
continue
throw "x
(throw "y 3)
to f
throw "z
end
f
show catch "error [throw "q]
show error
print 1 / 0
'''),
     _t(r'''
Can't find catch tag for pause
Can't find catch tag for x
Can't find catch tag for y
f defined
Can't find catch tag for z
Can't find catch tag for q
[]
caught
/ doesn't like 0 as input
''')),
    # ERRACT's PAUSE for an error inside what Berkeley's library does (FOR, MAP, FOREACH) pauses in
    # that library procedure: its name is the prompt; the caller's variables are visible.
    ('erract_pause_in_library_procedure', 'stdin', _t(r'''
make "erract [pause]
to g :a
map [print 1 / ?] [0]
end
g 4
show :a
continue
to f :a
for [i 1 3] [print :i + "x]
print "after
end
f 2
show :a
print "end
'''),
     _t(r'''
g defined
/ doesn't like 0 as input  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
Pausing...
map14
map1f defined
+ doesn't like x as input  in forloop
[run :for.instr]
Pausing...
forloop2
forloopend
forloop''')),
    # A PAUSE after CATCH "ERROR caught an error inside MAP writes the procedure's name.
    ('pause_after_caught_library_error', 'stdin', _t(r'''
to f :a
catch "error [map [1 / ?] [0]]
pause
print "after
end
f 3
show :a
continue
'''),
     _t(r'''
f defined
/ doesn't like 0 as input  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
Pausing...
f3
fafter
''')),
    # The body of WHILE, UNTIL, DO.WHILE and DO.UNTIL is read by Berkeley's library macro: an
    # unreadable body or IF used as IFELSE there has no procedure and line of the user's (ERROR's
    # list names the macro; Berkeley gives its line, pylogo an empty list); errors while the body
    # runs are the procedure's.
    ('loop_body_read_by_library', 'stdin', _t(r'''
to f
while ["true] [print 1)]
end
f
to g
while ["true] [(first 1 2)]
end
g
to k
until ["false] [print 1 (first 1 2)]
end
k
to k2
while ["true] [if "true [print 1] [print 2] stop]
end
k2
to h
do.until [(first 1 2)] ["true]
end
catch "error [h]
show error
to h2
do.while [(first 1 2)] ["true]
end
catch "error [h2]
show error
to h4
do.while [print 1 / 0] ["true]
end
catch "error [h4]
show error
'''),
     _t(r'''
f defined
unexpected ')'  in while
[op se :while.instr (list "while :while.cond :while.instr)]
g defined
too many inputs to first  in while
[op se :while.instr (list "while :while.cond :while.instr)]
k defined
too many inputs to first  in until
[op se :until.instr (list "until :until.cond :until.instr)]
k2 defined
Assuming you mean IFELSE, not IF
1
h defined
[8 too many inputs to first do.until [op se :until.instr (list "until :until.cond :until.instr)]]
h2 defined
[8 too many inputs to first do.while [op se :while.instr (list "while :while.cond :while.instr)]]
h4 defined
[4 / doesn't like 0 as input h4 [do.while [print 1 / 0] ["true]]]
''')),
    # With ERRACT set, Berkeley reports error 43 (Runlist ... has more than one expression) as You
    # don't say what to do with the list, with no place and no ERRACT, and ERROR still outputs error
    # 43; no ERRACT either for OUTPUT or STOP in RUNRESULT.
    ('erract_runlist_and_runresult', 'stdin', _t(r'''
make "erract [print "caught]
to f
show run [1 2]
print "after
end
f
print "next
to g
show runresult [output 1]
end
g
catch "error [f]
show error
while [1 2] [print 3]
make "erract [pause]
f
show error
'''),
     _t(r'''
f defined
You don't say what to do with [1 2]
next
g defined
Can't use OUTPUT or STOP inside RUNRESULT  in g
[show runresult [output 1]]
[43 Runlist [1 2] has more than one expression f [show run [1 2]]]
You don't say what to do with [1 2]
You don't say what to do with [1 2]
[43 Runlist [1 2] has more than one expression f [show run [1 2]]]
''')),
    # PONS and POPLS under PRINTDEPTHLIMIT 0: the quoted names too are beyond the limit.
    ('pons_printdepthlimit_zero', 'stdin', _t(r'''
make "a 1
make "b "x
make "c [1]
make "d "3
pprop "p "k "v
make "printdepthlimit 0
pons
popls
make "printdepthlimit 1
make "e [[a]]
pons
popls
'''),
     _t(r'''
Make ... ...
Make ... ...
Make ... ...
Make ... ...
Make ... ...
Pprop ... ... ...
Make "a 1
Make "b "x
Make "c [...]
Make "d 3
Make "e [...]
Make "printdepthlimit 1
Pprop "p "k "v
''')),
    # APPLY given the number zero for its inputs: Berkeley 6.2.5 takes it for a list of one empty
    # list.
    ('apply_to_zero', 'stdin', _t(r'''
show apply [?] 0
show apply [?] -0
show apply "list 0
show apply [?] 0.0
show apply [? + 1] 0
show apply [[a b] list :a :b] 0
show apply [?] 1-1
show apply [?] "0
'''),
     _t(r'''
[]
[]
[[]]
[]
+ doesn't like [] as input
not enough inputs to [a b] list :a :b
[]
0
''')),
    # LISTTOARRAY's origin must be a whole number that is not a float (a numeral of ten digits or
    # more is read as one); ARRAY's may be a float.
    ('listtoarray_origin_whole', 'stdin', _t(r'''
show (listtoarray [a] 2147483647)
show (listtoarray [a] 999999999)
show (listtoarray [a] 1000000000)
show (listtoarray [a] -1000000000)
show (listtoarray [a] (product 2 1.0))
show (listtoarray [a] 1e3)
show (listtoarray [a] 4/2)
show (listtoarray [a] "7)
show (listtoarray [a] 1.5)
show (array 2 2.0)
show (mdarray [2 1] 2.0)
'''),
     _t(r'''
listtoarray doesn't like 2147483647 as input
{a}
listtoarray doesn't like 1000000000 as input
listtoarray doesn't like -1000000000 as input
listtoarray doesn't like 2 as input
listtoarray doesn't like 1e3 as input
{a}
{a}
listtoarray doesn't like 1.5 as input
{[] []}
{{[]} {[]}}
''')),
    # WHILE and UNTIL test their condition before the body is read: an unreadable body of a loop that
    # never runs is no error.
    ('loop_condition_before_body', 'stdin', _t(r'''
to main :n
until [:n > 3] [make "n :n + 1 show (reduce "word [a b c] "z)]
end
main [x y]
while ["false] [(first 1 2)]
while ["false] "abc
while [2] [(first 1 2)]
until ["false] [print 1)]
main 1
'''),
     _t(r'''
main defined
> doesn't like [x y] as input  in until
[if run :until.cond [op []]]
not doesn't like 2 as input  in while
[if not run :while.cond [op []]]
unexpected ')'  in until
[op se :until.instr (list "until :until.cond :until.instr)]
too many inputs to reduce  in until
[op se :until.instr (list "until :until.cond :until.instr)]
''')),
    # Berkeley 6.2.5 reads on after a body line it cannot read: a later line that begins with a
    # parenthesis is then reported, as too many ('s (the last such line).
    ('later_paren_line_after_unreadable_line', 'stdin', _t(r'''
to m2
show (first 1 2)
print 5
(print 1)
(print 3)
end
m2
to e
show (first 1 2)
(print 1)
show (first 1 2 3)
end
e
to a3
print 1)
( print 1 )
end
a3
to a8
show (first 1 2)
print 2 (print 1)
end
a8
to m7
show (first 1 2)
show (first 1 2 3)
end
m7
to a4
if "true [show (first 1 2)]
(print 1)
end
a4
'''),
     _t(r'''
m2 defined
too many ('s  in m2
[(print 3)]
e defined
too many ('s  in e
[(print 1)]
a3 defined
too many ('s  in a3
[( print 1 )]
a8 defined
too many inputs to first  in a8
[show (first 1 2)]
m7 defined
too many inputs to first  in m7
[show (first 1 2)]
a4 defined
too many inputs to first  in a4
[if "true [show (first 1 2)]]
''')),
    # APPLY or INVOKE as a command: a value INVOKE's template outputs is an error inside Berkeley's
    # library INVOKE; in the middle of a list, a value left by the last line of the procedure APPLY
    # or INVOKE calls is reported at the caller's line (at the end of a list, in that procedure).
    ('apply_invoke_command_values', 'stdin', _t(r'''
to g :x
output 1
end
to f
invoke "g 3
print "after
end
f
to g2 :x
show arctan 1 0
end
to f2
invoke "g2 3
print "after
end
f2
to f3
apply "g [3]
print "after
end
f3
to f4
apply "g2 [3]
print "after
end
f4
invoke "g 3
invoke "g2 3
to g :x
output 1
end
to g2 :x
show arctan 1 0
end
to f
invoke "g 3
end
f
to f2
invoke "g2 3
end
f2
to f4
apply "g2 [3]
end
f4
to f5
repeat 1 [apply "g2 [3]]
print "after
end
f5
to f6
apply "g2 [3] print "x
end
f6
to f7
show apply "g2 [3]
end
f7
'''),
     _t(r'''
g defined
f defined
You don't say what to do with 1  in invoke
[.maybeoutput apply :invoked.function :invoke.inputs]
g2 defined
f2 defined
45
You don't say what to do with 0  in f2
[invoke "g2 3]
f3 defined
You don't say what to do with 1  in f3
[apply "g [3]]
f4 defined
45
You don't say what to do with 0  in f4
[apply "g2 [3]]
You don't say what to do with 1  in invoke
[.maybeoutput apply :invoked.function :invoke.inputs]
45
You don't say what to do with 0  in g2
[show arctan 1 0]
g is already defined
Can only use output inside a procedure
I don't know how  to end
g2 is already defined
45
You don't say what to do with 0
I don't know how  to end
f is already defined
You don't say what to do with 1  in invoke
[.maybeoutput apply :invoked.function :invoke.inputs]
I don't know how  to end
You don't say what to do with 1  in invoke
[.maybeoutput apply :invoked.function :invoke.inputs]
f2 is already defined
45
You don't say what to do with 0  in g2
[show arctan 1 0]
I don't know how  to end
45
You don't say what to do with 0  in f2
[invoke "g2 3]
f4 is already defined
45
You don't say what to do with 0  in g2
[show arctan 1 0]
I don't know how  to end
45
You don't say what to do with 0  in f4
[apply "g2 [3]]
f5 defined
45
You don't say what to do with 0  in g2
[show arctan 1 0]
f6 defined
45
You don't say what to do with 0  in f6
[apply "g2 [3] print "x]
f7 defined
45
You don't say what to do with 0  in g2
[show arctan 1 0]
''')),
    # An optional input's default that cannot be read is that reading error when the default is
    # needed; a default of more than one expression names the input without its colon.
    ('default_input_errors', 'stdin', _t(r'''
to f [:a 1)]
show :a
end
f
(f 5)
to g
f
print "after
end
g
to h [:a 1 2]
show :a
end
h
to k4 [:a "b :c]
show :a
end
k4
to k5
h
end
catch "error [k5]
show error
'''),
     _t(r'''
f defined
unexpected ')'
5
g defined
unexpected ')'  in g
[f]
h defined
Bad default expression for optional input: [a 1 2]
k4 defined
Bad default expression for optional input: [a "b :c]
k5 defined
[37 Bad default expression for optional input: [a 1 2] k5 [h]]
''')),
    # A parenthesized group that starts with a quoted word or a list and holds more: Berkeley names
    # it with a quotation mark (I don't know how to "x, "[a]).
    ('paren_group_of_a_constant', 'stdin', _t(r'''
( "x "x )
("x 1)
([a] 1)
show ("x "y)
(1 2)
make "x 3
(:x 2)
("|a b| 1)
([] 1)
({a} 1)
("1 2)
(" 1)
catch "error [("x 1)]
show error
'''),
     _t(r'''
I don't know how  to "x
I don't know how  to "x
I don't know how  to "[a]
I don't know how  to "x
I don't know how  to 1
I don't know how  to :x
I don't know how  to "|a b|
I don't know how  to "[]
I don't know how  to {a}
I don't know how  to "1
I don't know how  to "||
[13 I don't know how  to "x [] []]
''')),
    # REVERSE of a word typed with bars keeps them (FULLPRINTP and messages show them).
    ('reverse_keeps_bars', 'stdin', _t(r'''
make "fullprintp "true
show reverse "|a b|
show reverse "|a;b|
show reverse "a\ b
show sum 1 reverse "|a b|
print reverse "|a b|
show reverse "ab
'''),
     _t(r'''
|b a|
|b;a|
b\ a
sum doesn't like |b a| as input
|b a|
ba
''')),
    # THROW "ERROR in a procedure INVOKE called is reported at INVOKE's line, in Berkeley's library
    # (no place of the user's).
    ('throw_error_under_invoke', 'stdin', _t(r'''
to g :x
(throw "error [custom message])
end
to f
invoke "g 3
print "after
end
f
catch "error [f]
show error
'''),
     _t(r'''
g defined
f defined
custom message  in invoke
[.maybeoutput apply :invoked.function :invoke.inputs]
[35 custom message invoke [.maybeoutput apply :invoked.function :invoke.inputs]]
''')),
    # FORM's width must be within a C int (less than 2147483647, more than -2147483648): checked
    # before the precision.
    ('form_width_range', 'stdin', _t(r'''
show form "007 2147483647 []
show form 1 (sum 2147483647 0) 2
show count form 1 (sum 2147483646 0) 2
show form 1 (difference 0 2147483648) "%d
show form 1 5 (sum 2147483647 0)
'''),
     _t(r'''
form doesn't like 2147483647 as input
form doesn't like 2147483647 as input
99
form doesn't like -2147483648 as input
form doesn't like 2147483647 as input
''')),
    # A value of REMOVE, REVERSE, MAP ... used as a command: Berkeley reports it in the library
    # procedure that made the last tail call of the chain that output it (REMOVE, FILTER, MAP, MAP1
    # ..., depending on the data), or at the caller's place when the procedure output it itself
    # (ERROR's list names the procedure; Berkeley gives its line, pylogo an empty list).
    ('library_operation_value_unused', 'stdin', _t(r'''
to f
remove "a [a b]
print "after
end
f
to g
remove "a [a b]
end
g
to h
quoted "a
print 1
end
h
remove "a [a b]
repeat 1 [map [?] [1]]
to k
repeat 1 [reverse [a b]]
end
k
catch "error [remove "a []]
show error
catch "error [remove "a "]
show error
catch "error [remove "a [a]]
show error
catch "error [remdup []]
show error
catch "error [remdup [a a]]
show error
catch "error [filter [1 = 1] []]
show error
catch "error [filter [1 = 2] [a]]
show error
catch "error [map [?] []]
show error
catch "error [map [?] [1]]
show error
catch "error [reverse []]
show error
catch "error [reverse [a b]]
show error
catch "error [iseq 1 0]
show error
catch "error [iseq 1 2]
show error
catch "error [rseq 1 2 3]
show error
catch "error [mditem [] {a}]
show error
catch "error [mditem [1] mdarray [1]]
show error
catch "error [crossmap [?1] [[1] []]]
show error
catch "error [map.se [?] []]
show error
catch "error [(map [?1] [] [])]
show error
'''),
     _t(r'''
f defined
You don't say what to do with [b]  in filter
[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]
g defined
You don't say what to do with [b]  in filter
[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]
h defined
You don't say what to do with "a  in h
[quoted "a]
You don't say what to do with [b]  in filter
[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]
You don't say what to do with [1]  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
k defined
You don't say what to do with [b a]  in reverse
[output (reverse bf :in combine first :in :out)]
[30 You don't say what to do with [] remove [output filter [not equalp ? :thing] :list]]
[30 You don't say what to do with || remove [output filter [not equalp ? :thing] :list]]
[30 You don't say what to do with [] filter [op (filter :filter.template bf :template.list :template.number+1)]]
[30 You don't say what to do with [] remdup [output filter [not memberp ? ?rest] :list]]
[30 You don't say what to do with [a] filter [if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]]
[30 You don't say what to do with [] [] []]
[30 You don't say what to do with [] filter [op (filter :filter.template bf :template.list :template.number+1)]]
[30 You don't say what to do with [] map [op map1 :template.lists 1]]
[30 You don't say what to do with [1] map1 [output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]]
[30 You don't say what to do with [] [] []]
[30 You don't say what to do with [b a] reverse [output (reverse bf :in combine first :in :out)]]
[30 You don't say what to do with [1 0] map1 [output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]]
[30 You don't say what to do with [1 2] iseq [if not (:a > :b) [output iseq1 :a :b]]]
[30 You don't say what to do with [1 1.5 2] map1 [output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]]
[30 You don't say what to do with {a} [] []]
[30 You don't say what to do with [] mditem [op mditem bf :index item first :index :array]]
[30 You don't say what to do with [] cm1 [op cm2 first :cm.lists]]
[30 You don't say what to do with [] map.se [op map.se1 :template.lists 1]]
[30 You don't say what to do with [] map [op map1 :template.lists 1]]
''')),
    # APPLY given the empty word for its inputs: its ? (Berkeley's entry for the empty word) has a
    # NUL character for FIRST and LAST, and the empty word for BUTFIRST and BUTLAST.
    ('apply_empty_word_question_mark', 'stdin', _t(r'''
show apply [bf ?] "
show apply [bl ?] "
show apply [butfirst ?] "
show apply [count first ?] "
show apply [count last ?] "
show apply [emptyp bf ?] "
show apply [?] "
'''),
     _t(r'''



1
1
true

''')),
    # MAP, FOREACH, FILTER, FIND, REDUCE, CROSSMAP of an array: Berkeley's library takes its FIRST
    # (the origin), so the template runs once on it, then BF or BFS fails on the array (ERROR's list:
    # Berkeley gives the library line, pylogo an empty list).
    ('template_walks_of_arrays', 'stdin', _t(r'''
show map [?] {1 2}
show (find 3 {1 2})
show find [? = 1] {1 2}
show find [? = 2] {1 2}
show filter [? = 1] {1 2}
show filter [?] {1 2}
foreach {a b} [print ?]
foreach {a b}@0 [print #]
show crossmap [?1] {1 2}
show reduce "sum {1 2}
show map.se [?] {1 2}
show (map [?1] [1] {1 2})
show (map [?1] [] {1 2})
show map [print ?] {1 2}@0
catch "error [show map [?] {1 2}]
show error
to ff
foreach {a b} [print ?]
end
ff
'''),
     _t(r'''
bfs doesn't like {1 2} as input  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
I don't know how  to 3  in find
[if apply :find.template (list first :template.list) [op first :template.list]]
1
bf doesn't like {1 2} as input  in find
[op (find :find.template bf :template.list :template.number+1)]
bf doesn't like {1 2} as input  in filter
[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]
if doesn't like 1 as input  in filter
[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]
1
bfs doesn't like {a b} as input  in foreach1
[.maybeoutput foreach1 bfs :template.lists :foreach.template :template.number+1]
1
bfs doesn't like {a b}@0 as input  in foreach1
[.maybeoutput foreach1 bfs :template.lists :foreach.template :template.number+1]
bf doesn't like {1 2} as input
bf doesn't like {1 2} as input  in reduce
[if emptyp bf :reduce.list [op first :reduce.list]]
bfs doesn't like {1 2} as input  in map.se1
[output sentence (apply :map.se.template firsts :template.lists) (map.se1 bfs :template.lists :template.number+1)]
bfs doesn't like {1 2} as input  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
[]
0
apply didn't output to combine  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
[7 bfs doesn't like {1 2} as input map1 [output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]]
ff defined
1
bfs doesn't like {a b} as input  in foreach1
[.maybeoutput foreach1 bfs :template.lists :foreach.template :template.number+1]
''')),
    # PICK of an array is ITEM of a random position counted from 1, whatever the origin (Berkeley's
    # library); PON of an array names it with its origin.
    ('pick_of_an_array_and_pon', 'stdin', _t(r'''
(rerandom 1)
show pick {a b}@0
show pick {a b}@0
show pick {a b}@0
show pick {a b c}@1
show pick {a b}@5
(pon {a b}@0)
(pon {a b})
catch "error [show pick {a b}@3]
show error
'''),
     _t(r'''
item doesn't like 2 as input  in pick
[output item (1+random count :list) :list]
b
item doesn't like 2 as input  in pick
[output item (1+random count :list) :list]
b
item doesn't like 2 as input  in pick
[output item (1+random count :list) :list]
po doesn't like {a b}@0 as input
po doesn't like {a b} as input
[4 item doesn't like 2 as input pick [output item (1+random count :list) :list]]
''')),
    # THING of a name without a value names it as typed (ABC has no value); RERANDOM refuses a seed
    # past a C int (a numeral of ten digits is a float).
    ('thing_names_as_typed_rerandom_range', 'stdin', _t(r'''
show thing "ABC
show (thing "ABC)
show runresult [thing "ABC]
show runresult [(thing "ABC)]
print :ABC
(rerandom 2147483647)
(rerandom 999999999)
(rerandom 2.0)
(rerandom -5)
(rerandom "a)
make "ABC 5
show thing "ABC
show thing "abc
'''),
     _t(r'''
ABC has no value
ABC has no value
ABC has no value
ABC has no value
ABC has no value
rerandom doesn't like 2147483647 as input
rerandom doesn't like a as input
5
5
''')),
    # INVOKE as a command left with a value: error 30 when a procedure of the user's output it, 9 for
    # a primitive or a template; ERASE and PO of an array: error 4, naming the array; DEFINE with the
    # empty word for a name looks at the text first.
    ('invoke_erase_define_errors', 'stdin', _t(r'''
to g :x
output 1
end
catch "error [invoke "g 3]
show error
catch "error [invoke [? + 1] 3]
show error
catch "error [(invoke "sum 1 2)]
show error
to f
invoke "g 3
print 2
end
catch "error [f]
show error
catch "error [erase {1 2}]
show error
catch "error [erase [{1 2}]]
show error
catch "error [po {1 2}]
show error
catch "error [define "|| [x y]]
show error
show error
catch "error [define "a [x y]]
show error
catch "error [define "|| []]
show error
'''),
     _t(r'''
g defined
[30 You don't say what to do with 1 invoke [.maybeoutput apply :invoked.function :invoke.inputs]]
[9 You don't say what to do with 4 invoke [.maybeoutput apply :invoked.function :invoke.inputs]]
[9 You don't say what to do with 3 invoke [.maybeoutput apply :invoked.function :invoke.inputs]]
f defined
[30 You don't say what to do with 1 invoke [.maybeoutput apply :invoked.function :invoke.inputs]]
[4 erase doesn't like {1 2} as input [] []]
[4 erase doesn't like {1 2} as input [] []]
[4 po doesn't like {1 2} as input [] []]
[7 define doesn't like [x y] as input [] []]
[]
[7 define doesn't like [x y] as input [] []]
[7 define doesn't like [] as input [] []]
''')),
    # CATCH "ERROR in the list of a FOR or FOREACH inside a procedure: ERROR's list names Berkeley's
    # library procedure that runs the list (forloop, foreach1), unless a procedure called there had
    # the error (Berkeley gives the library's line, pylogo an empty list).
    ('catch_error_in_for_foreach_list', 'stdin', _t(r'''
to f
foreach [1 2] [catch "error [print first []] show error]
print "after
end
f
show error
to g
for [i 1 2] [catch "error [show - :n + 1] show error]
end
g
to h
repeat 1 [catch "error [print first []] show error]
end
h
to k
first []
end
to k2
foreach [1] [catch "error [k] show error]
end
k2
'''),
     _t(r'''
f defined
[7 first doesn't like [] as input foreach1 [apply :foreach.template firsts :template.lists]]
[7 first doesn't like [] as input foreach1 [apply :foreach.template firsts :template.lists]]
after
[]
g defined
[6 not enough inputs to show forloop [run :for.instr]]
[6 not enough inputs to show forloop [run :for.instr]]
h defined
[7 first doesn't like [] as input h [repeat 1 [catch "error [print first []] show error]]]
k defined
k2 defined
[7 first doesn't like [] as input k [first []]]
''')),
]

XFAIL: dict = {}


@pytest.mark.parametrize("mode,src,expected", case_params(CASES, XFAIL))
def test_berkeley_625_new_generators(logo, mode, src, expected):
    assert run_case(logo, mode, src) == expected
