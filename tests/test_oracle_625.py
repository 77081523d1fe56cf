# ruff: noqa: E501
"""Where Berkeley Logo 6.2.5 (the reference) differs from 6.2.2, and what the differential
fuzzer (tools/fuzz) found: each case holds 6.2.5's exact output, recorded from the binary.
"""

import pytest

from tests.core_cases import case_params, run_case
from tests.core_cases import text as _t

CASES = [
    ('random_ranges_and_bad_inputs', 'stdin', _t(r'''
(rerandom 1)
repeat 8 [type (random -5 -3) type ",]
print "
repeat 8 [type (random -3 5) type ",]
print "
show (random -2147483647 2147483646)
show random 2.0
show (random -5 -5)
show (random 2 1)
show random 0
show random -10
show random [1 2]
show random "a
show (random 1 3.5)
show random 2147483647
show (random -2147483648 0)
catch "error [ignore random 0] show error
catch "error [ignore random "a] show error
'''),
     _t(r'''
-4,-4,-5,-4,-3,-4,-4,-5,
3,-2,2,1,2,4,2,1,
-782303107
0
random doesn't like [-5 -5] as input
random doesn't like [2 1] as input
random doesn't like [0] as input
random doesn't like [-10] as input
random doesn't like [1 2] as input
random doesn't like a as input
random doesn't like 3.5 as input
random doesn't like 2147483647 as input
random doesn't like -2147483648 as input
[4 random doesn't like [0] as input [] []]
[7 random doesn't like a as input [] []]
''')),
    ('fulltext_of_defined_procedures_is_runparsed', 'stdin', _t(r'''
define "f [[a b c] [output (list :a :b :c)]]
po "f
show fulltext "f
show text "f
define "h [[a] [print sum :a 1+2] [make "x [a (b) c]] [print -:a]]
show fulltext "h
'''),
     _t(r'''
to f :a :b :c
output ( list :a :b :c )
end

[[to f :a :b :c] [output ( list :a :b :c )] [end]]
[[a b c] [output (list :a :b :c)]]
[[to h :a] [print sum :a 1 + 2] [make "x [a (b) c]] [print 0 -- :a] [end]]
''')),
    ('unfinished_bracket_at_end_of_input', 'stdin', 'print 1\nshow [1 2\n', '1\n'),
    ('unfinished_paren_at_end_of_input', 'stdin', 'print 1\nshow (list 1 2\n', '1\n'),
    ('tilde_at_end_of_input', 'stdin', 'print 1\nshow 1 ~\n', '1\n'),
    ('unfinished_line_after_instructions', 'stdin', 'print 1\nprint "a print (se 1 [2\n', '1\n'),
    ('unfinished_bracket_at_end_of_file', 'file', 'show [1 2\n', '[1 2]\n'),
    ('to_left_open_at_end_of_input', 'stdin', 'to f\nprint 1\n', '\nf defined\n'),
    ('position_in_lambda_templates', 'stdin', _t(r'''
foreach [10 20] [[n] print #]
show map [[x] #] [a b c]
show filter [[x] # > 1] [a b c]
show map [[x] (list # :x ?rest)] [a b c]
foreach [1 2] [[x] foreach [a b] [print list # :x]]
show apply [#] [a]
show map [apply [#] [x]] [a b]
show map [invoke [?rest] "x] [a b]
repeat 2 [show apply [[x] #] [a]]
'''),
     _t(r'''
1
2
[1 2 3]
[b c]
[[1 a [b c]] [2 b [c]] [3 c []]]
1 1
2 1
1 2
2 2
-1
[1 2]
[[b] []]
1
2
''')),
    ('runlist_for_a_value_reports_its_last_unknown_procedure', 'stdin', _t(r'''
to c
op 3
end
print run [c c]
print run [x y z]
print run [sum 1 x y]
print run [x (sum 1 y) 3]
print run [sum 1 2 sum]
print run [sum x y]
print runresult [x y]
show `[a ,@[x y] d]
'''),
     _t(r'''
c defined
Runlist [[c] [c]] has more than one expression
I don't know how  to z
I don't know how  to y
I don't know how  to y
Runlist [[sum 1 2] [sum [[]]]] has more than one expression
I don't know how  to x
I don't know how  to x
I don't know how  to y  in backq.unquote
[if :unquote.depth=0 [if emptyp :unquote.symbol [output backq.combine run first :unquote.rest (` bf :unquote.rest :unquote.depth)] output backq.combine run :unquote.symbol (` :unquote.rest :unquote.depth)]]
''')),
    ('output_named_as_typed_and_outputting_nothing', 'stdin', _t(r'''
op 1
OP 1
output
show op 1
catch "error [op 1] show error
print 1 op 2
to g
end
to f
op g
end
show f
f
to h
op run [print 1]
end
h
show h
to k
op print 2
end
k
to m
k
end
m
to p
output ifelse "true [print 4] [5]
end
show p
'''),
     _t(r'''
Can only use op inside a procedure
Can only use OP inside a procedure
not enough inputs to output
Can only use op inside a procedure
[31 Can only use op inside a procedure [] []]
1
Can only use op inside a procedure
g defined
f defined
g didn't output to op  in f
[op g]
You don't say what to do with nothing  in f
[op g]
h defined
1
You don't say what to do with nothing
1
run didn't output to op  in h
[op run [print 1]]
k defined
2
You don't say what to do with nothing
m defined
2
You don't say what to do with nothing  in m
[k]
p defined
4
ifelse didn't output to output  in p
[output ifelse "true [print 4] [5]]
''')),
    ('stray_closers_and_the_first_member', 'stdin', _t(r'''
] print 1
] (print 1)
] print 1)
print 2 ] (print 1))
] )
} (print 1))
) ]
] }
"(a ]
show [a ) b]
print "next
show {a [b} c]
print 3
show [ ( ]
print 2
'''),
     _t(r'''
unexpected ']'
too many ('s
unexpected ']'
unexpected ']'
unexpected ')'
too many ('s
unexpected ')'
unexpected '}'
unexpected ']'
next
unexpected '}'
3
''')),
    ('paren_in_a_list_continues_the_line', 'stdin', _t(r'''
[1 2]] "x [ ( (list 1
2) } show {1 2}@0 show
)
print "unseen
'''),
     _t(r'''
''')),
    ('library_procedures_template_errors', 'stdin', _t(r'''
show map [print ?] [1]
show map.se [print ?] [1]
show filter [print ?] [1]
show find [print ?] [1]
show reduce [print ?] [1 2]
show crossmap [print ?] [[1] [2]]
show cascade 2 [print ?] 1
show (cascade 2 [print ?] 1 [? + 1] 2)
show cascade [print ?] [? + 1] 1
show transfer [print ?] [? + 1] [1]
show filter [?] [1]
show find [?] [a]
show filter "first [[a]]
show cascade [?] [? + 1] 1
show transfer [? > 1] [?in] [1]
show reduce [?1] [1 2]
show reduce [?3] [1 2]
show map.se [?] 3
show map [print 3] "ab
show map [?2] [1]
show filter [print 1] "ab
show find [print 1] "ab
show find [?] [true]
show apply [print ?] [1]
for [i 1 2] [print ?]
'''),
     _t(r'''
1
apply didn't output to combine  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
1
apply didn't output to sentence  in map.se1
[output sentence (apply :map.se.template firsts :template.lists) (map.se1 bfs :template.lists :template.number+1)]
1
apply didn't output to if  in filter
[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]
1
apply didn't output to if  in find
[if apply :find.template (list first :template.list) [op first :template.list]]
1
apply didn't output to op  in reduce
[op apply :reduce.function (list (first :reduce.list) (reduce :reduce.function bf :reduce.list))]
1
apply didn't output to list  in cm1
[if emptyp :cm.lists [op (list apply :cm.template :template.vars)]]
1
apply didn't output to fput  in cascade.eval
[op fput (apply first :cascade.templates :template.vars) (cascade.eval bf :cascade.templates)]
1
apply didn't output to fput  in cascade.eval
[op fput (apply first :cascade.templates :template.vars) (cascade.eval bf :cascade.templates)]
1
apply didn't output to if  in cascade1
[if apply :cascade.limit :template.vars [op apply :cascade.final :template.vars]]

run didn't output to output  in transfer.end.test
[output run :the.condition.expression]
if doesn't like 1 as input  in filter
[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]
if doesn't like a as input  in find
[if apply :find.template (list first :template.list) [op first :template.list]]
if doesn't like a as input  in filter
[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]
if doesn't like 1 as input  in cascade1
[if apply :cascade.limit :template.vars [op apply :cascade.final :template.vars]]
> doesn't like [] as input  in transfer.end.test
[output run :the.condition.expression]
1
? doesn't like 3 as input  in reduce
[op apply :reduce.function (list (first :reduce.list) (reduce :reduce.function bf :reduce.list))]
[3]
3
apply didn't output to combine  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
? doesn't like 2 as input  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
1
apply didn't output to if  in filter
[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]
1
apply didn't output to if  in find
[if apply :find.template (list first :template.list) [op first :template.list]]
true
1
apply didn't output to show
? doesn't like 1 as input  in forloop
[run :for.instr]
''')),
    ('library_procedures_errors_inside_procedures', 'stdin', _t(r'''
to f
show map [?] 3
end
f
to g
show filter [?] 3
end
g
to h
show reduce "sum []
end
h
to k
show map [? ?] [1]
end
k
to m
foreach [1] [print ?2]
end
m
to n
show map [[x] :y] [1]
end
n
to p
show map "nosuch [1]
end
p
to q
show map [] [1]
end
q
to r
show crossmap [?1 + ?2] [[1] [a]]
end
r
'''),
     _t(r'''
f defined
3
g defined
if doesn't like 3 as input  in filter
[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]
h defined
bf doesn't like [] as input  in reduce
[if emptyp bf :reduce.list [op first :reduce.list]]
k defined
You don't say what to do with 1  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
m defined
? doesn't like 2 as input  in foreach1
[apply :foreach.template firsts :template.lists]
n defined
y has no value  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
p defined
I don't know how  to nosuch  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
q defined
apply didn't output to combine  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
r defined
+ doesn't like a as input  in cm1
[if emptyp :cm.lists [op (list apply :cm.template :template.vars)]]
''')),
    ('library_procedures_errors_in_loops', 'stdin', _t(r'''
to f
show map [first ?] [[] 1]
end
f
to g
show `[,[1 2]]
end
g
to h
foreach [1] [print 1 2]
end
h
to f
for [i 1 2] [print 1 2]
end
f
to g
while ["true] [print 1 2]
end
g
to h
ignore first []
end
h
to k
show cascade 2 [first ?] []
end
k
to m
end
m
to n
show apply [first ?] [[]]
end
n
to p
show filter [first ?] [[]]
end
p
to q
repeat 1 [print 1 2]
end
q
to r
show case 1 [[[1] first []]]
end
r
to s
localmake "x first []
end
s
'''),
     _t(r'''
f defined
first doesn't like [] as input  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
g defined
Runlist [1 2] has more than one expression  in backq.unquote
[if :unquote.depth=0 [if emptyp :unquote.symbol [output backq.combine run first :unquote.rest (` bf :unquote.rest :unquote.depth)] output backq.combine run :unquote.symbol (` :unquote.rest :unquote.depth)]]
h defined
1
You don't say what to do with 2  in foreach1
[apply :foreach.template firsts :template.lists]
f is already defined
1
You don't say what to do with 2  in forloop
[run :for.instr]
I don't know how  to end
first doesn't like [] as input  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
g is already defined
1
You don't say what to do with 2
I don't know how  to end
Runlist [1 2] has more than one expression  in backq.unquote
[if :unquote.depth=0 [if emptyp :unquote.symbol [output backq.combine run first :unquote.rest (` bf :unquote.rest :unquote.depth)] output backq.combine run :unquote.symbol (` :unquote.rest :unquote.depth)]]
h is already defined
first doesn't like [] as input
I don't know how  to end
1
You don't say what to do with 2  in foreach1
[apply :foreach.template firsts :template.lists]
k defined
first doesn't like [] as input  in cascade.eval
[op fput (apply first :cascade.templates :template.vars) (cascade.eval bf :cascade.templates)]
m defined
n defined
first doesn't like [] as input  in n
[show apply [first ?] [[]]]
p defined
first doesn't like [] as input  in filter
[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]
q defined
1
You don't say what to do with 2  in q
[repeat 1 [print 1 2]]
r defined
first doesn't like [] as input  in r
[show case 1 [[[1] first []]]]
s defined
first doesn't like [] as input  in s
[localmake "x first []]
''')),
    ('continue_is_a_throw_to_pause', 'stdin', _t(r'''
continue
to f
continue
end
f
catch "error [continue] show error
(continue 3)
co
'''),
     _t(r'''
Can't find catch tag for pause
f defined
Can't find catch tag for pause
Can't find catch tag for pause
Can't find catch tag for pause
Can't find catch tag for pause
''')),
    ('macro_output_and_errors', 'stdin', _t(r'''
.macro m :a
output (list "print :a)
end
to f
output m 3
end
show f
.macro m2
op `[,[1 2] ,@[3 4]]
end
m2
to g
m2
end
g
.macro m3
op [print 1 2]
end
to h
print 0
m3
end
h
m3
.macro m4
op [foo]
end
to k
m4
end
k
show macroexpand [m4]
'''),
     _t(r'''
m defined
f defined
3
print didn't output to output  in f
[output m 3]
m2 defined
Runlist [1 2] has more than one expression  in backq.unquote
[if :unquote.depth=0 [if emptyp :unquote.symbol [output backq.combine run first :unquote.rest (` bf :unquote.rest :unquote.depth)] output backq.combine run :unquote.symbol (` :unquote.rest :unquote.depth)]]
g defined
Runlist [1 2] has more than one expression  in backq.unquote
[if :unquote.depth=0 [if emptyp :unquote.symbol [output backq.combine run first :unquote.rest (` bf :unquote.rest :unquote.depth)] output backq.combine run :unquote.symbol (` :unquote.rest :unquote.depth)]]
m3 defined
h defined
0
1
You don't say what to do with 2  in h
[m3]
1
You don't say what to do with 2
m4 defined
k defined
I don't know how  to foo  in k
[m4]
[foo]
''')),
    ('throw_tags_printed_and_list_tags', 'stdin', _t(r'''
catch [a b] [throw [a b]]
print 1
show catch "a [throw [a]]
catch [a] [print 2]
show catch "x [(throw "x 5)]
(throw [a] 3)
catch "error [throw [a]]
show error
catch [] [throw []]
throw {a}
throw "|x y|
throw "|a|
throw "||
throw [a b]
throw "a\ b
throw "|a[|
throw 3
throw {a}
make "t [a]
catch :t [throw :t]
print 0
'''),
     _t(r'''
Can't find catch tag for a b
1
Can't find catch tag for a
2
5
Can't find catch tag for a
Can't find catch tag for a
[]
Can't find catch tag for {a}
Can't find catch tag for |x y|
Can't find catch tag for a
Can't find catch tag for ||
Can't find catch tag for a b
Can't find catch tag for a\ b
Can't find catch tag for |a[|
Can't find catch tag for 3
Can't find catch tag for {a}
0
''')),
    ('stop_in_foreach_at_top_level_ends_the_step', 'stdin', _t(r'''
foreach [1 2] [stop]
print 1
repeat 2 [stop]
print 2
foreach [1 2] [print ? stop]
repeat 2 [print repcount stop]
forever [stop]
print 3
if "true [stop]
print 4
run [stop]
print 5
foreach [1 2] [output 3]
repeat 2 [output 3]
for [i 1 2] [print :i stop]
while ["true] [stop]
print 6
catch "x [stop]
print 7
show transfer 3 [[] 3] "
'''),
     _t(r'''
1
Can only use stop inside a procedure
2
1
2
1
Can only use stop inside a procedure
Can only use stop inside a procedure
3
Can only use stop inside a procedure
4
Can only use stop inside a procedure
5
Can only use output inside a procedure
Can only use output inside a procedure
1
Can only use stop inside a procedure
Can only use stop inside a procedure
6
Can only use stop inside a procedure
7
[]
''')),
    ('tilde_then_bar_does_not_open_a_bar', 'stdin', _t(r'''
b] [1 2]] [ ~ |a [b| 3 ~
+ 4 (list 1
2)
]
print [a ~ |b c| d]
print "x|
print 2
show (list 1
end
print 3
'''),
     _t(r'''
END inside multi-line instruction
3
''')),
    ('macroexpand_of_a_non_list_and_apply_of_empty_word', 'stdin', _t(r'''
.macro m :a
output 3
end
show macroexpand [m 5]
.macro m2
end
show macroexpand [m2]
show apply [# * 2] "
'''),
     _t(r'''
m defined
3
m2 defined
%%%$%macro.procedure didn't output to make
-2
''')),
    ('tilde_bar_swallows_the_rest', 'stdin', _t(r'''
make "x 3
show 1e ) end ,fput ~ |a b| - ==[]catchprint catch ;c
print 1
'''),
     _t(r'''
''')),
    ('end_with_spaces_is_not_an_end', 'stdin', _t(r'''
make "x 3
sum ( to {;c ,@, () 1 ` fput 2.5
 end
print 1
'''),
     _t(r'''
''')),
    ('to_in_a_list_at_top_level_reads_the_input', 'stdin', _t(r'''
run [to f]
print 1
end
f
catch "error [to g :a]
print :a
end
g 5
repeat 1 [to h]
print 7
end
h
if "true [to k]
print 8
end
k
to m
run [to z]
end
m
catch "error [to x] show error
print 2
'''),
     _t(r'''
f defined
1
g defined
5
h defined
7
k defined
8
m defined
Can't use TO inside a procedure  in m
[run [to z]]

x defined
[]
''')),
    ('output_and_stop_in_explicit_slot_templates', 'stdin', _t(r'''
to g
show apply [output ?] [1]
print "after
end
g
show apply [stop] [1]
to k
show invoke [output ?] 1
print "after
end
k
to m
end
m
to n
end
n
show apply [output ?] [1]
show map [op ?] [1]
to f
show map [output ?] [1 2]
print "after
end
f
show filter [output "true] [1]
show map [[x] [output :x]] [1]
foreach [1] [output ?]
show map [stop] [1]
show runresult [output 1]
show crossmap [# * 2] [1 2 3]
show reduce [# + ?2] [1 2 3]
repeat 2 [show crossmap [# * 2] [1 2 3]]
show (invoke [print ?] 1)
show cascade 3 [op 3] [1 2 3]
'''),
     _t(r'''
g defined
apply didn't output to show  in g
[show apply [output ?] [1]]
Can only use stop inside a procedure
k defined
apply didn't output to .maybeoutput  in invoke
[.maybeoutput apply :invoked.function :invoke.inputs]
m defined
n defined
Can only use output inside a procedure
apply didn't output to combine  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
f defined
apply didn't output to combine  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
apply didn't output to if  in filter
[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]
[1]
Can only use output inside a procedure
stop didn't output to combine  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
Can only use output inside a procedure
[-2]
1
[2]
[4]
1
apply didn't output to .maybeoutput  in invoke
[.maybeoutput apply :invoked.function :invoke.inputs]
apply didn't output to fput  in cascade.eval
[op fput (apply first :cascade.templates :template.vars) (cascade.eval bf :cascade.templates)]
''')),
    ('member_of_a_word_is_one_character', 'stdin', _t(r'''
show member "b "abcd
show member "bc "abcd
show memberp "bc "abcd
show member "B "abcd
show member 2 12345
'''),
     _t(r'''
bcd

false
bcd
2345
''')),
    ('test_state_of_top_level_lines_and_dont_say_up', 'stdin', _t(r'''
test "true iftrue [print 1]
iftrue [print 2]
test "false
iffalse [print 3]
test "false
test "true print 6
iftrue [print 7]
test "false
print 6 test "true
iftrue [print 7]
test "false
repeat 1 [test "true]
iftrue [print 7]
print 0
test "true iftrue [print 1]
iftrue [print 2]
show transfer 3 [?] [1]
show transfer 3 [?] []
to f
output 3
end
catch "error [f] show error
to g
f
end
catch "error [g] show error
catch "error [3] show error
catch "error [run [3]] show error
to h
f
print 1
end
catch "error [h] show error
'''),
     _t(r'''
1
iftrue without TEST
3
6
6
7
7
0
1
2
if doesn't like 3 as input  in cascade1
[if apply :cascade.limit :template.vars [op apply :cascade.final :template.vars]]
[]
f defined
[30 You don't say what to do with 3 [] []]
g defined
[30 You don't say what to do with 3 g [f]]
[9 You don't say what to do with 3 [] []]
[9 You don't say what to do with 3 [] []]
h defined
[30 You don't say what to do with 3 h [f]]
''')),
    ('backslashed_words_in_lists_and_procedure_names_get_bars', 'stdin', _t(r'''
\[
a\ b
\(
foo\[
show "a\ b
show "\[
print "a\[
sum 1 "a\ b
sum 1 "\[
throw "a\ b
show [a\ b]
sum 1 [a\ b]
make "v [a\ b \[ c]
pons
make "w "a\ b
pons
to f
print [x\ y]
end
po "f
define "g [[] [print [x\ y]]]
po "g
show fulltext "g
'''),
     _t(r'''
I don't know how  to |[|
I don't know how  to |a b|
I don't know how  to |(|
I don't know how  to |foo[|
a b
[
a[
sum doesn't like a\ b as input
sum doesn't like \[ as input
Can't find catch tag for a\ b
[a b]
sum doesn't like [|a b|] as input
Make "v [|a b| |[| c]
Make "v [|a b| |[| c]
Make "w "a\ b
f defined
to f
print [x\ y]
end

to g
print [|x y|]
end

[[to g] [print [x y]] [end]]
''')),
    ('output_of_a_macro_expanding_to_output_or_nothing', 'stdin', _t(r'''
.macro m :a
output [op 1]
end
to f
output m 3
end
show f
.macro m2 :a
output []
end
to g
output m2 3
end
show g
show m2 5
.macro m3 :a
output list "output :a
end
to h
output m3 3
end
show h
'''),
     _t(r'''
m defined
f defined
output didn't output to output  in f
[output m 3]
m2 defined
g defined
output didn't output to output  in g
[output m2 3]
Macro returned [] instead of a list
m3 defined
h defined
output didn't output to output  in h
[output m3 3]
''')),
    ('error_codes_4_7_30', 'stdin', _t(r'''
catch "error [bitand 1 1.5] show error
catch "error [bitnot 1.5] show error
catch "error [ashift 1.5 1] show error
catch "error [bitand "a 1] show error
catch "error [setitem 5 {1} 2] show error
catch "error [remainder 1 0] show error
catch "error [modulo 1 0] show error
catch "error [gensym 3] show error
reverse [a]
show map [?] [1]
catch "error [first [a]] show error
'''),
     _t(r'''
[4 bitand doesn't like 1.5 as input [] []]
[4 bitnot doesn't like 1.5 as input [] []]
[4 ashift doesn't like 1.5 as input [] []]
[7 bitand doesn't like a as input [] []]
[7 setitem doesn't like 5 as input [] []]
[4 remainder doesn't like 0 as input [] []]
[4 modulo doesn't like 0 as input [] []]
[30 You don't say what to do with g1 [] []]
You don't say what to do with [a]  in reverse
[output (reverse bf :in combine first :in :out)]
[1]
[9 You don't say what to do with a [] []]
''')),
    ('tilde_inside_a_comment', 'stdin', _t(r'''
print 1 ; a ~ (b
print 2)
print 3
print 4 ; x ~ [
5]
print 6
print 1 ; comment ~ more
print 2 ; plain
print 3 ; end ~
4
; c ~ {1 2}@0 show {1 2}@0 "x [
}
print 9
'''),
     _t(r'''
I don't know how  to b
3
4
I don't know how  to ~
6
1
I don't know how  to ~
2
3
You don't say what to do with 4
unexpected '}'
9
''')),
    ('pick_of_an_array', 'stdin', _t(r'''
show pick {a}
show pick {}
show pick (array 2)
(rerandom 1)
show pick {a b c d}
'''),
     _t(r'''
a
random doesn't like [0] as input  in pick
[output item (1+random count :list) :list]
[]
d
''')),
    ('op_in_foreach_at_top_level_is_named_output', 'stdin', _t(r'''
show apply [op ?] [1]
foreach [1] [op 3]
show map [op ?] [1]
repeat 1 [op 3]
foreach [1 2] [print ?]
to f
foreach [1 2] [op ?]
end
show f
'''),
     _t(r'''
Can only use op inside a procedure
Can only use output inside a procedure
apply didn't output to combine  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
Can only use op inside a procedure
1
2
f defined
1
''')),
    ('filter_runs_a_list_given_to_if', 'stdin', _t(r'''
show filter [?] [["true] [3=4]]
show filter [?] [[1 2] [3 4]]
show find [?] [[] [3=3]]
'''),
     _t(r'''
[["true]]
You don't say what to do with 1  in filter
[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]
if doesn't like nothing as input  in find
[if apply :find.template (list first :template.list) [op first :template.list]]
''')),
    ('op_in_a_list_run_for_a_value_evaluates_first', 'stdin', _t(r'''
show run [op print 3]
show runresult [op 1 + [a]]
show run [if "true [op 1 + [a]]]
show runresult [op 3]
op 1 + [a]
run [op 1 + [a]]
'''),
     _t(r'''
3
print didn't output to op
+ doesn't like [a] as input
+ doesn't like [a] as input
Can only use op inside a procedure
Can only use op inside a procedure
Can only use op inside a procedure
''')),
    ('unused_value_of_a_tail_called_output_is_located', 'stdin', _t(r'''
to h
op 3
end
to f
op h
end
to g
print 1
output f
end
g
to f2 :x
op :x
end
to g2
output f2 5
end
show 1 g2
catch "error [g2]
show error
to g3
if "true [output f2 5]
end
g3
to g5
op sum 2 3
end
g5
print g2
'''),
     _t(r'''
h defined
f defined
g defined
1
You don't say what to do with 3  in f
[op h]
f2 defined
g2 defined
1
You don't say what to do with 5  in g2
[output f2 5]
[30 You don't say what to do with 5 g2 [output f2 5]]
g3 defined
You don't say what to do with 5  in g3
[if "true [output f2 5]]
g5 defined
You don't say what to do with 5
5
''')),
    ('lambda_with_optional_inputs_is_not_run', 'stdin', _t(r'''
show apply [[a [b 2]] list :a :b] [1 2 3]
show apply [[a [b]] list :a :b] [1 2 3]
show apply [[a [b 2] [c 3]] (list :a :b :c)] [1 2]
show apply [[[a 1] [b 2]] :a] []
show apply [[a [b 2] [c]] :a] [1 2 3]
show apply [[a [b 2]]] [7]
show apply [[a b] list :a :b] [1 2]
'''),
     _t(r'''
not enough inputs to [a nothing] list :a :b
not enough inputs to [a nothing] list :a :b
not enough inputs to [a nothing [c 3]] (list :a :b :c)
not enough inputs to [nothing [b 2]] :a
not enough inputs to [a nothing [c]] :a
[a [b 2]]
[1 2]
''')),
    ('qrest_outside_a_template_finds_no_library_variable', 'stdin', _t(r'''
show ?rest
show apply [?rest] [1 2]
show map [?rest] [1 2]
foreach [1 2] [show apply [?rest] [5]]
catch "error [show ?rest]
show first error
show map [(?rest 2)] [1 2]
to f
show ?rest
end
f
'''),
     _t(r'''
template.lists has no value  in ?rest
[output bf item :which :template.lists]
template.lists has no value  in ?rest
[output bf item :which :template.lists]
[[2] []]
[2]
[]
11
item doesn't like 2 as input  in ?rest
[output bf item :which :template.lists]
f defined
template.lists has no value  in ?rest
[output bf item :which :template.lists]
''')),
    # Several parenthesized groups with too many inputs in one outermost group: the one
    # Berkeley finished reading last is reported (outer before inner, right before left).
    ('too_many_inputs_in_nested_groups', 'stdin', _t(r'''
print (int (sin 1 2 3) 4)
print (sin 1 (int 5 6))
print (sin (int 5 6) 1)
(print (sin (int 5 6) 1) 3)
show (list 1 (sin 2 3))
print 1 print (int 1 2)
(print (sin (int 5 6)) (cos 1 2))
show (list (sin 2 3) (cos (int 1 2) 4))
print (sin 1 2) print (cos 1 2)
print (sin 1 2) print fooo
print fooo print (sin 1 2)
show [a] print (sin 1 2 (fooo 1)) (cos 1 2)
(print 1 (sin 1 2 (fooo 3)))
'''),
     _t(r'''
too many inputs to int
too many inputs to sin
too many inputs to sin
too many inputs to sin
too many inputs to sin
too many inputs to int
too many inputs to cos
too many inputs to cos
too many inputs to sin
too many inputs to sin
too many inputs to sin
too many inputs to sin
too many inputs to sin
''')),
    ('catch_list_end_call_keeps_its_variables', 'stdin', _t(r'''
to p :a
localmake "b "pb
q :a
end
to q :c
localmake "d "qd
end
to r :a
localmake "b "rb
output 7
end
to perr
localmake "b "perr
print first []
end
to t1
make "a "ta make "b "tb make "c "tc make "d "td
catch "x [p 1]
print (list 1 :a :b :c :d)
make "b "tb
ignore catch "x [r 1]
print (list 2 :a :b)
make "b "tb
catch "x [ignore r 1]
print (list 3 :a :b)
make "b "tb
catch "x [p 1 print "x]
print (list 4 :a :b)
make "a "ta make "b "tb
catch "x [if "true [p 1]]
print (list 5 :a :b)
make "a "ta make "b "tb
catch "error [perr]
print (list 6 :a :b)
make "b "tb
run [p 1]
print (list 7 :a :b)
end
make "a "top make "b "top
t1
print (list 8 :a :b)
catch "x [p 2]
print (list 9 :a :b :c :d)
'''),
     _t(r'''
p defined
q defined
r defined
perr defined
t1 defined
1 1 pb 1 qd
2 1 tb
3 1 tb
x
4 1 tb
5 1 pb
6 ta perr
7 ta tb
8 ta tb
9 ta tb tc td
''')),
    ('catch_list_end_call_keeps_variables_until_procedure_ends', 'file', _t(r'''
to p :a
localmake "b "pb
end
to t1
make "a "ta
run [p 1]
print (list 1 :a)
repeat 1 [p 2]
print (list 2 :a)
catch "x [p 3]
print (list 3 :a)
catch "x [run [p 4]]
print (list 4 :a)
catch "x [catch "y [p 5]]
print (list 5 :a)
catch "x [p 6 p 7]
print (list 6 :a)
end
to t2
t1
print (list 7 :a)
end
make "a "top
t2
print (list 8 :a)
catch "x [p 9]
print (list 9 :a)
make "a "top
'''),
     _t(r'''
1 ta
2 ta
3 3
4 4
5 5
6 7
7 ta
8 ta
9 ta
''')),
    ('catch_list_end_call_through_if_run_and_loops', 'file', _t(r'''
to p :a
localmake "b "pb
end
to p2 :a
p :a
end
to t1
make "a "ta
if "true [p 1]
print (list 1 :a)
ifelse "true [p 2] [p 2]
print (list 2 :a)
catch "x [if "true [p 3] print (list "3in :a)]
print (list 3 :a)
catch "x [run [p 4] print (list "4in :a)]
print (list 4 :a)
catch "x [p2 5]
print (list 5 :a)
catch "x [ifelse "true [p2 6] [p 0]]
print (list 6 :a)
end
make "a "top
t1
print (list 8 :a)
catch "x [p 9] print (list 9 :a)
print (list 10 :a)
if "true [catch "x [p 11]] print (list 11 :a)
repeat 2 [print (list 12 repcount :a) catch "x [p 12] print (list 12 repcount :a)]
print (list 13 :a)
repeat 2 [print (list 14 repcount :a) catch "x [p 14]]
'''),
     _t(r'''
1 ta
2 ta
3in ta
3 ta
4in ta
4 ta
5 5
6 6
8 ta
9 9
10 ta
11 11
12 1 ta
12 1 12
12 2 ta
12 2 12
13 ta
14 1 ta
14 2 ta
''')),
    ('catch_list_end_call_tail_chain_throw_error_nested', 'file', _t(r'''
to p :a
localmake "b "pb
end
to q1 :a
localmake "c "q1c
q2 :a
end
to q2 :d
make "e :d
q3
end
to q3
localmake "f "q3f
end
to pt :a
localmake "b "ptb
throw "x
end
to pin :a
localmake "b "pinb
inner 5
print (list "pin :b :c)
end
to inner :c
localmake "b "innerb
print first []
end
to mid
catch "y [p "mid]
print (list "mid :a :b)
end
to outer
make "a "oa make "b "ob
catch "x [mid]
print (list "outer :a :b)
end
to popt [:a "dflt] [:g 5]
localmake "b "popt
end
to t
make "a "ta make "b "tb make "c "tc make "d "td make "f "tf
catch "x [q1 1]
print (list 1 :a :b :c :d :e :f)
catch "x [pt 2]
print (list 2 :a :b)
catch "error [pin 3]
print (list 3 :a :b :c)
print error
catch "x [popt]
print (list 5 :a :b :g)
make "n 0
while [:n < 2] [make "n :n + 1 print (list "w :n :a) catch "x [p :n]]
print (list 6 :a)
for [i 1 2] [print (list "for :i :a) catch "x [p :i]]
print (list 7 :a)
foreach [x y] [print (list "fe ? :a) catch "x [p ?]]
print (list 8 :a)
end
t
outer
print (list "top :a :b)
'''),
     _t(r'''
1 1 tb q1c 1 1 q3f
2 2 ptb
3 3 pinb q1c
7 first doesn't like [] as input inner [print first []]
5 dflt popt 5
w 1 dflt
w 2 1
6 2
for 1 2
for 2 1
7 2
fe x 2
fe y 2
8 2
mid mid pb
outer mid pb
top oa ob
''')),
    ('catch_list_end_call_round_trace_nested_catch', 'file', _t(r'''
to p :a
localmake "b "pb
end
to ptr :a
localmake "b "ptr
end
trace "ptr
to t
make "a "ta make "b "tb
repeat 2 [print (list "r repcount :a) catch "x [p repcount] print (list "r2 :a)]
print (list 1 :a)
catch "x [ptr 2]
print (list 2 :a :b)
catch "x [catch "y [p 3] print (list "in3 :a)]
print (list 3 :a :b)
if "true [catch "x [p 4]] print (list 4 :a)
catch "x [if "false [p 6]]
print (list 6 :a)
catch "x [(p 7)]
print (list 7 :a)
end
t
catch "x [p 9] print (list 9 :a)
print (list 10 :a)
'''),
     _t(r'''
r 1 ta
r2 1
r 2 ta
r2 2
1 ta
( ptr 2 )
ptr stops
2 2 ptr
in3 3
3 3 pb
4 4
6 4
7 7
9 9
10 ta
''')),
    ('catch_list_end_apply_invoke_of_a_name', 'file', _t(r'''
to p :a
localmake "b "pb
end
to perr :a
localmake "b "perr
print first []
end
to t
make "a "ta make "b "tb
catch "x [apply "p [1]]
print (list 1 :a :b)
make "a "ta make "b "tb
catch "x [invoke "p 4]
print (list 4 :a :b)
catch "error [apply "perr [5]]
print (list 5 :a :b)
print error
catch "x [apply "p [6] print "x]
print (list 6 :a :b)
end
t
'''),
     _t(r'''
1 1 pb
4 4 pb
5 5 perr
7 first doesn't like [] as input perr [print first []]
x
6 5 perr
''')),
    ('catch_list_end_apply_of_a_template', 'file', _t(r'''
to t
make "a "ta make "b "tb
catch "x [apply [[a] localmake "b "lam] [2]]
print (list 2 :a :b)
make "a "ta make "b "tb
catch "x [apply [p ?] [3]]
print (list 3 :a :b)
end
to p :a
localmake "b "pb
end
t
'''),
     _t(r'''
2 2 tb
3 3 pb
''')),
]

XFAIL: dict = {
    # Berkeley 6.2.5: APPLY of a lambda or explicit-slot template ending a CATCH list leaves
    # the template's inputs (and what a procedure called last in it binds) bound too;
    # pylogo does so for APPLY and INVOKE of a procedure's name only.
    "catch_list_end_apply_of_a_template": "APPLY of a template ending a CATCH list keeps its inputs",
}


@pytest.mark.parametrize("mode,src,expected", case_params(CASES, XFAIL))
def test_berkeley_625(logo, mode, src, expected):
    assert run_case(logo, mode, src) == expected
