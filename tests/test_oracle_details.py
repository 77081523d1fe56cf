# ruff: noqa: E501
"""Details of Berkeley Logo found by running the same lines through Berkeley Logo
and pylogo: lambda templates, infinities and NaNs, MODULO, FORM, the reader's bars
and array origins, title lines, PONS and TRACE formats, RUNPARSE and PO.

Expected outputs are Berkeley Logo 6.2's (errors inside its library procedures
add a "  in map1"-style context line there, which pylogo does not print).
"""

import pytest

from tests.core_cases import case_params, run_case
from tests.core_cases import text as _t

CASES = [
    ('lambda_template_input_counts', 'stdin', _t(r'''
show apply [[x] 3] [1 2 3]
show apply [[] 3] [1 2 3]
show apply [[x y] :x] []
show apply [[x y] :x] [1 2 3]
show apply [[x [y 2]] [output se :x :y]] [1]
show apply [[x [y 2]] [output se :x :y]] [1 2 3]
show apply [[x] [output :x]] [1 2]
show apply [[x y] [output :x]] [1]
show map [[x [y 2]] [output se :x :y]] [1 2]
show apply [[[r]] [output :r]] []
show apply [[x [y :x] [r]] [output (list :x :y :r)]] [1 2 3 4]
'''),
     _t(r'''
You don't say what to do with 2
You don't say what to do with 1
not enough inputs to [x y] :x
You don't say what to do with 3
[1 2]
too many inputs to apply
too many inputs to apply
not enough inputs to apply
[[1 2] [2 2]]
[]
[1 2 [3 4]]
''')),
    ('arithmetic_of_infinities_and_nans', 'stdin', _t(r'''
make "inf 1e300*1e300
make "nan :inf - :inf
show :nan
show sin :inf
show cos :inf
show sin :nan
show remainder :inf 3
show remainder 3 :inf
show modulo :inf 3
show modulo 3 :inf
show modulo -3 :inf
show round :inf
show round :nan
show log10 -1
show ln -1
show power -:inf 0.5
show power 0 :nan
show power :nan 0
show power -1 :inf
show power -2 :inf
show radsin :inf
show radcos -:inf
show form :nan 10 2
show form :inf 10 2
'''),
     _t(r'''
-nan
-nan
nan
-nan
-nan
3
-nan
3
inf
inf
-9223372036854775808
nan
-nan
inf
-nan
1
1
inf
-nan
-nan
      -nan
       inf
''')),
    ('modulo_with_a_negative_divisor', 'stdin', _t(r'''
show modulo 2.5 -0.5
show modulo 7 -3
show modulo 0 -3
show modulo -7 -3
show modulo 6 -3
show modulo -6 -3
show modulo 6.0 -3
show modulo -6 3.0
show modulo 2 -1
show modulo -6 3
'''),
     _t(r'''
-0.5
-2
-3
-1
-3
-3
-3
-0
-1
0
''')),
    ('form_with_a_negative_precision', 'stdin', _t(r'''
show form 3.5 10 -1
show form -2 3 -5
'''),
     _t(r'''
  3.500000
-2.000000
''')),
    ('bars_with_backslashes_inside', 'stdin', _t(r'''
show [a |\|| c]
show {|a\|b|}
show "|a\|b|
print "|a\|b|
show count "|a\|b|
show [|x\]y|]
'''),
     _t(r'''
[a | c]
{a|b}
a|b
a|b
3
[x]y]
''')),
    ('array_origin_only_right_after_the_brace', 'stdin', _t(r'''
show [{1 2}@]
show [{1 2}@3x]
show [{1 2}@-]
show first first [{1 2}@-2x]
show [{1 2} @3]
show [{1 2}@x]
show first first [{1 2}@x]
show first first [{1 2} @3]
show [{a}@+2]
show {1 2 3}@1.5
'''),
     _t(r'''
[{1 2}]
[{1 2} x]
[{1 2}]
-2
[{1 2} @3]
[{1 2} x]
0
1
[{a} +2]
{1 2 3}
You don't say what to do with 0.5
''')),
    ('title_inputs_without_colons', 'stdin', _t(r'''
to f1 a "b
print se :a :b
end
f1 1 2
to f2 :a [b 5]
print se :a :b
end
f2 1
to f7 a:b
print 1
end
f7 3
to f3 :a 2x
print :a
end
f3 1
'''),
     _t(r'''
f1 defined
1 2
f2 defined
1 5
f7 defined
1
f3 defined
not enough inputs to f3
''')),
    ('define_takes_input_names_as_written', 'stdin', _t(r'''
define "d10 [[:x] [print :x]]
d10 3
'''),
     _t(r'''
x has no value  in d10
[print :x]
''')),
    ('pons_and_trace_show_numbers_unquoted', 'stdin', _t(r'''
make "a1 "007
make "a2 "1e3
make "a3 "|a b|
make "a4 "-5
make "a5 "3.0
make "a6 [a |b c| 007]
make "a8 "1.
pons
pprop "p "007 "1e3
popl "p
to f3 :a
output :a
end
trace "f3
show f3 "007
show f3 "|a b|
show f3 [|a b|]
untrace "f3
make "tv 1
trace [[] [tv]]
make "tv "|a b|
make "tv "007
make "tv [|a b|]
'''),
     _t(r'''
Make "a1 007
Make "a2 1e3
Make "a3 "|a b|
Make "a4 -5
Make "a5 3.0
Make "a6 [a |b c| 007]
Make "a8 1.
Pprop "p 007 1e3
f3 defined
( f3 007 )
f3 outputs 007
007
( f3 "a b )
f3 outputs "a b
a b
( f3 [a b] )
f3 outputs [a b]
[a b]
Make "tv "a b
Make "tv 007
Make "tv [a b]
''')),
    ('runparse_reads_numbers', 'stdin', _t(r'''
show runparse [3.0 1. .5 -0 1e3 "007 :x 0.1 [007] 1e400 -.5e1 2-1 007x]
show runparse "007
show runparse [print "|a b| :|c d|]
show runparse [print 1+2 "a+b [c+d] -3 :x-1 (sum 1 2)]
'''),
     _t(r'''
[3 1 0.5 0 1000 "007 :x 0.1 [007] inf -5 2 - 1 007x]
[7]
[print "a b :c d]
[print 1 + 2 "a+b [c+d] -3 :x - 1 ( sum 1 2 )]
''')),
    ('po_of_a_defined_procedure_shows_its_runparsed_lines', 'stdin', _t(r'''
define "d [[x] [print (sum :x 1)]]
po "d
define "d3 [[] [print 1+2 "a+b [c+d] -3 :x-1]]
po "d3
define "d4 [[] [print "|a b| 1e3 007]]
po "d4
show text "d4
'''),
     _t(r'''
to d :x
print ( sum :x 1 )
end

to d3
print 1 + 2 "a+b [c+d] -3 :x - 1
end

to d4
print "|a b| 1000 7
end

[[] [print "a b 1e3 007]]
''')),
    ('lambda_template_wrong_counts_in_library_procedures', 'stdin', _t(r'''
show filter [[] "true] [1]
foreach [1] [[x y] print 1]
print "alive
'''),
     _t(r'''
You don't say what to do with 1  in filter
[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]
not enough inputs to [x y] print 1  in foreach1
[apply :foreach.template firsts :template.lists]
alive
''')),
    ('repeat_wait_and_cascade_counts', 'stdin', _t(r'''
repeat 1e300*1e300 [print repcount]
repeat -1e300*1e300 [print repcount]
repeat 2.5 [print repcount]
repeat 3.0 [print repcount]
wait 1e300*1e300
wait (1e300*1e300)-(1e300*1e300)
wait 0.5
wait -1
wait 3.0
show cascade 2.5 [? + 1] 1
'''),
     _t(r'''
repeat doesn't like inf as input
repeat doesn't like -inf as input
repeat doesn't like 2.5 as input
1
2
3
wait doesn't like inf as input
wait doesn't like -nan as input
wait doesn't like 0.5 as input
wait doesn't like -1 as input
3
''')),
    ('messages_keep_vertical_bars', 'stdin', _t(r'''
(throw "error "|a b|)
(throw "error [a |b c|])
(throw "error "abc)
show thing "|a b|
show :|a b|
catch "error [(throw "error "|a b|)] show error
catch "error [(throw "error [a |b c|])] show error
'''),
     _t(r'''
|a b|
a |b c|
abc
|a b| has no value
|a b| has no value
[35 |a b| [] []]
[35 a |b c| [] []]
''')),
    ('runresult_output_at_top_level', 'stdin', _t(r'''
to f
show runresult [output 3]
end
f
show runresult [output 3]
show runresult [stop]
'''),
     _t(r'''
f defined
Can't use OUTPUT or STOP inside RUNRESULT  in f
[show runresult [output 3]]
Can only use output inside a procedure
Can only use stop inside a procedure
''')),
    ('trace_shows_only_the_inputs_given', 'stdin', _t(r'''
to greet :who [:extra "x] [:r]
print :extra
end
trace "greet
greet "bob
(greet "bob "y 1 2)
'''),
     _t(r'''
greet defined
( greet "bob )
x
greet stops
( greet "bob "y 1 2 )
y
greet stops
''')),
    ('erased_caseignoredp_means_case_matters', 'stdin', _t(r'''
show "A = "a
ern "caseignoredp
show "A = "a
show memberp "A [a b]
make "caseignoredp "TRUE
show "A = "a
'''),
     _t(r'''
true
false
false
true
''')),
    ('print_limits_only_integers_count', 'stdin', _t(r'''
make "printwidthlimit "x
print [a b c]
make "printwidthlimit 2.5
show [a b c]
make "printwidthlimit -1
show [a b c]
make "printwidthlimit 0
show [a b c]
make "printwidthlimit "2
show [a b c]
make "printwidthlimit 2.0
show [a b c]
make "printwidthlimit [2]
show [a b c]
make "printwidthlimit 3
show "abcdefghijkl
make "printdepthlimit 1.5
show [a [b [c]]]
make "printdepthlimit 0
show [a [b [c]]]
show "abcdef
'''),
     _t(r'''
a b c
[a b c]
[a b c]
[a b c]
[a b ...]
[a b c]
[a b c]
abcdefghij...
[a [b [c]]]
...
...
''')),
    ('logic_of_a_list_that_outputs_nothing', 'stdin', _t(r'''
show not []
show and [] "true
show or "false []
show not [print 1]
show and [1] "true
'''),
     _t(r'''
not doesn't like nothing as input
and doesn't like nothing as input
or doesn't like nothing as input
1
not doesn't like nothing as input
and doesn't like 1 as input
''')),
    ('procedure_names_cannot_be_numbers', 'stdin', _t(r'''
show primitivep -1
show primitivep "1
show procedurep 1
show definedp 1
show macrop 1
show text 0
show fulltext 0
show arity 0
po 0
show rawascii []
show rawascii "ab
show quoted {a}
show quoted [a]
show quoted 3
show filep "/tmp
'''),
     _t(r'''
primitivep doesn't like -1 as input
primitivep doesn't like 1 as input
false
definedp doesn't like 1 as input
macrop doesn't like 1 as input
text doesn't like 0 as input
fulltext doesn't like 0 as input
arity doesn't like 0 as input
I don't know how  to 0
rawascii doesn't like [] as input
rawascii doesn't like ab as input
{a}
[a]
"3
true
''')),
    ('parenthesized_infix_operators', 'stdin', _t(r'''
make "x 1
print (- :x 4)
print (-:x 4)
print (3 - 4 5)
print (3 + 4 5)
print (- 3 4)
print (- 3 + 4 5)
print (+ 1 2)
print + 3
print (+ 3)
print (- 3)
print (* 2 3)
print 3 + + 2
'''),
     _t(r'''
too many inputs to --
too many inputs to --
too many inputs to -
too many inputs to +
too many inputs to --
too many inputs to +
too many inputs to +
not enough inputs to print
too many inputs to +
-3
too many inputs to *
not enough inputs to +
''')),
    ('allowgetset_getters_and_setters', 'stdin', _t(r'''
make "foo 3
print foo
setfoo 5
print :foo
foo
show foo + 1
setbar 4
print sum foo foo
setfoo 2 print foo
print (foo)
setfoo 2 + 3 print :foo
(setfoo 3)
print :foo
print setfoo 3
make "foo [1]
show foo
to g
setfoo 4
end
g
print :foo
'''),
     _t(r'''
3
5
You don't say what to do with 5
6
I don't know how  to setbar
10
2
2
5
3
setfoo didn't output to print
[1]
g defined
4
''')),
    ('special_variables_at_startup', 'stdin', _t(r'''
show names
show :logoversion
show :allowgetset
show :fullprintp
show :unburyonedit
show :usealternatenames
show :caseignoredp
'''),
     _t(r'''
[[] []]
6.2
true
false
true
false
true
''')),
    ('traced_procedure_called_in_tail_position', 'stdin', _t(r'''
to f1
output f2
end
to f2
output 3
end
trace "f2
show f1
show (list f1 f1)
untrace "f2
to g1 :n
if :n = 0 [output "done]
output g2 :n
end
to g2 :n
output g1 :n - 1
end
trace "g1
show g1 2
'''),
     _t(r'''
f1 defined
f2 defined
( f2 )
f2 outputs 3
3
( f2 )
f2 outputs 3
( f2 )
f2 outputs 3
[3 3]
g1 defined
g2 defined
( g1 2 )
 ( g1 1 )
  ( g1 0 )
  g1 outputs "done
 g1 outputs "done
g1 outputs "done
done
''')),
    ('unused_output_of_a_tail_call_is_reported_at_the_last_call', 'stdin', _t(r'''
to a
print 1
b
end
to b
output c
end
to c
output 4
end
a
to h1
h2
end
to h2
h3
end
to h3
output 3
end
h1
'''),
     _t(r'''
a defined
b defined
c defined
1
You don't say what to do with 4  in b
[output c]
h1 defined
h2 defined
h3 defined
You don't say what to do with 3  in h2
[h3]
''')),
    ('pons_and_trace_keep_to_the_print_limits', 'stdin', _t(r'''
make "a (array 1)
.setitem 1 :a :a
make "printdepthlimit 3
pon "a
make "b [1 2]
.setfirst :b :b
pon "b
make "printdepthlimit -1
make "printwidthlimit 2
make "v1 [a b c d]
pon "v1
make "printwidthlimit -1
make "printdepthlimit 1
make "v [a [b]]
pon "v
to f1 :x
output :x
end
trace "f1
show f1 [a [b]]
make "printdepthlimit -1
make "printwidthlimit 2
show f1 [a b c d]
'''),
     _t(r'''
Make "a {{{...}}}
Make "b [[[... ...] 2] 2]
Make "v1 [a b ...]
Make "v [... ...]
f1 defined
( f1 [... ...] )
f1 outputs [... ...]
[... ...]
( f1 [a b ...] )
f1 outputs [a b ...]
[a b ...]
''')),
    ('bars_that_protect_nothing_are_not_shown', 'stdin', _t(r'''
make "x1 "a\ b
make "x2 "|3|
make "x4 "|a-b|
make "x5 "a\-b
make "x6 "|ab|
pon [x1 x2 x4 x5 x6]
make "fullprintp "true
show "|3|
'''),
     _t(r'''
Make "x1 "a\ b
Make "x2 3
Make "x4 "|a-b|
Make "x5 "a\-b
Make "x6 "ab
3
''')),
    ('file_names_and_positions_as_berkeley', 'stdin', _t(r'''
openread {a}
load {a}
close [a b]
show filep [a b]
erasefile [a b]
show readchars 0
show readchars -1
setreadpos -1
setwritepos 3
'''),
     _t(r'''
I can't open file {a}
I can't open file {a}
File a b not open
false
[]
readchars doesn't like -1 as input
setreadpos doesn't like -1 as input
''')),
    ('copydef_and_names', 'stdin', _t(r'''
show copydef "x -1
copydef -1 "print
show primitivep "logoversion
print logoversion
'''),
     _t(r'''
copydef doesn't like -1 as input
copydef doesn't like -1 as input
false
6.2
''')),
    ('po_prints_what_it_can_before_an_error', 'stdin', _t(r'''
to f1 :x
print 1
end
po [f1 f2]
pot [f1 print]
po {a}
er {a}
printout {a}
'''),
     _t(r'''
f1 defined
to f1 :x
print 1
end

I don't know how  to f2
to f1 :x
print is a primitive
po doesn't like {a} as input
er doesn't like {a} as input
printout doesn't like {a} as input
''')),
    ('text_shows_defaults_runparsed', 'stdin', _t(r'''
to f1 :a [:b 2+3] [:c]
print :a
end
show text "f1
'''),
     _t(r'''
f1 defined
[[a [b 2 + 3] [c]] [print :a]]
''')),
    ('shell_reads_whole_lines', 'stdin', _t(r'''
show shell [echo -n x]
show shell [echo x]
'''),
     _t(r'''
[]
[[x]]
''')),
    ('traced_lists_variables_and_property_lists', 'stdin', _t(r'''
show traced
make "v 1
trace [[] [v]]
pprop "p "a 1
trace [[] [] [p]]
show traced
'''),
     _t(r'''
[[] [] []]
[[] [v] [p]]
''')),
    ('procedures_defined_after_an_error_are_found', 'stdin', _t(r'''
to f
h1
end
f
to h1
print "now
end
f
to f2
output h2 3
end
show f2
to h2 :x
output :x + 1
end
show f2
to g
run [h3]
end
g
to h3
print "now
end
g
make "l [h5]
run :l
define "h5 [[] [print 2]]
run :l
to k :x
if :x [output h10]
output 0
end
show k "false
to h10
output 1
end
show k "true
to m
repeat 2 [catch "error [h6] print error define "h6 [[] [print "def]]]
end
m
'''),
     _t(r'''
f defined
I don't know how  to h1  in f
[h1]
h1 defined
now
f2 defined
I don't know how  to h2  in f2
[output h2 3]
h2 defined
4
g defined
I don't know how  to h3  in g
[run [h3]]
h3 defined
now
I don't know how  to h5
2
k defined
0
h10 defined
1
m defined
13 I don't know how  to h6 m [repeat 2 [catch "error [h6] print error define "h6 [[] [print "def]]]]
def

''')),
    ('copydef_over_a_primitive_reaches_compiled_callers', 'stdin', _t(r'''
make "redefp "true
to g
output sum 1 2
end
show g
copydef "sum "product
show g
show sum 2 3
show 2 + 3
to g2
output first [a b]
end
show g2
copydef "first "last
show g2
show first [a b]
'''),
     _t(r'''
g defined
3
2
6
5
g2 defined
a
b
b
''')),
    ('didnt_output_in_a_tail_call_is_located_at_the_call', 'stdin', _t(r'''
to f
print 1
end
to g
output f
end
show g
to a
output b
end
to b
output c
end
to c
stop
end
show a
to a2
output b2
end
to b2
c2
end
to c2
output 3
end
show a2
'''),
     _t(r'''
f defined
g defined
1
f didn't output to output  in g
[output f]
a defined
b defined
c defined
c didn't output to output  in b
[output c]
a2 defined
b2 defined
c2 defined
You don't say what to do with 3  in b2
[c2]
''')),
    ('conditions_that_output_nothing', 'stdin', _t(r'''
if [] [print 4]
ifelse [] [print 1] [print 2]
test []
show bfs [[]]
show bfs [[a] {b}]
'''),
     _t(r'''
if doesn't like nothing as input
ifelse doesn't like nothing as input
test doesn't like nothing as input
bfs doesn't like [] as input
bfs doesn't like {b} as input
''')),
    ('output_run_runs_the_list_as_last_instructions', 'stdin', _t(r'''
to f
output run [sum 1 2 sum 3 4]
end
show f
to f2
output ifelse "true [1 2] [3]
end
show f2
show run [sum 1 2 sum 3 4]
show apply [?2] [1]
'''),
     _t(r'''
f defined
You don't say what to do with 3  in f
[output run [sum 1 2 sum 3 4]]
f2 defined
You don't say what to do with 1  in f2
[output ifelse "true [1 2] [3]]
Runlist [[sum 1 2] [sum 3 4]] has more than one expression
? doesn't like 2 as input
''')),
    ('template_expressions_run_in_order', 'stdin', _t(r'''
show invoke [?1 ?2] 1 2
'''),
     _t(r'''
You don't say what to do with 1  in invoke
[.maybeoutput apply :invoked.function :invoke.inputs]
''')),
    ('output_at_top_level_is_refused_before_its_input_runs', 'stdin', _t(r'''
output 1/0
.maybeoutput print 2
stop
output print 3
to f
foreach [1 2] [if ? = 2 [output ?]]
output 0
end
show f
to g
run [output 5]
end
show g
'''),
     _t(r'''
Can only use output inside a procedure
Can only use .maybeoutput inside a procedure
Can only use stop inside a procedure
Can only use output inside a procedure
f defined
2
g defined
5
''')),
    ('test_inside_a_loop_or_catch_keeps_to_its_list', 'stdin', _t(r'''
to f1
test "false
catch "x [test "true]
iftrue [print "yes]
iffalse [print "no]
end
f1
to f2
catch "x [test "true]
iftrue [print "yes5]
end
f2
to f3
test "true
repeat 2 [iftrue [print "in] test "false]
iftrue [print "out]
end
f3
to f4
test "false
foreach [1 2] [iffalse [print ?] test "true]
iffalse [print "out]
end
f4
to f5
test "false
if "true [test "true]
iftrue [print "yes]
end
f5
to f6
test "false
for [i 1 1] [test "true]
iftrue [print "yes]
iffalse [print "no]
end
f6
'''),
     _t(r'''
f1 defined
no
f2 defined
iftrue without TEST  in f2
[iftrue [print "yes5]]
f3 defined
in
in
out
f4 defined
1
2
out
f5 defined
yes
f6 defined
no
''')),
    ('error_codes_and_odd_inputs_of_workspace_and_files', 'stdin', _t(r'''
to f
catch "error [openread [a b]]
show error
catch "error [setprefix [a b]]
show error
catch "error [buriedp []]
show error
catch "error [pon {a}]
show error
catch "error [apply "nosuch [1]]
show first error
show arity "to
end
f
'''),
     _t(r'''
f defined
[4 openread doesn't like [a b] as input f [catch "error [openread [a b]]]]
[4 setprefix doesn't like nothing as input f [catch "error [setprefix [a b]]]]
[4 buriedp doesn't like [] as input f [catch "error [buriedp []]]]
[35 po doesn't like {a} as input f [catch "error [pon {a}]]]
24
[-1 -1 -1]
''')),
    ('a_value_left_by_the_last_line_of_a_procedure', 'stdin', _t(r'''
to f1
3
end
f1
print f1
to g
f1
print 2
end
g
to g2
print 2 3
end
g2
to g3
if "true [3]
end
g3
to f4
3
print 1
end
f4
to f :x
:x * 2
end
print f 3
f 3
to g5
f1
end
g5
print g5
to h
g5
print 1
end
h
to f6 :n
if :n > 0 [f6 :n - 1]
7
end
f6 2
'''),
     _t(r'''
f1 defined
You don't say what to do with 3  in f1
[3]
You don't say what to do with 3  in f1
[3]
g defined
You don't say what to do with 3  in g
[f1]
g2 defined
2
You don't say what to do with 3  in g2
[print 2 3]
g3 defined
You don't say what to do with 3  in g3
[if "true [3]]
f4 defined
You don't say what to do with 3  in f4
[3]
f defined
You don't say what to do with 6  in f
[:x * 2]
You don't say what to do with 6  in f
[:x * 2]
g5 defined
You don't say what to do with 3  in f1
[3]
You don't say what to do with 3  in f1
[3]
h defined
You don't say what to do with 3  in h
[g5]
f6 defined
You don't say what to do with 7  in f6
[if :n > 0 [f6 :n - 1]]
''')),
    ('a_condition_list_that_outputs_nothing', 'stdin', _t(r'''
if [print 1] [print 2]
to f
end
if [f] [print 2]
if f [print 2]
ifelse [print 1] [print 2] [print 3]
test [print 5]
if ["true] [print 2]
'''),
     _t(r'''
1
if doesn't like nothing as input
f defined
if doesn't like nothing as input
f didn't output to if
1
ifelse doesn't like nothing as input
5
test doesn't like nothing as input
2
''')),
    ('signed_zeros_in_trigonometry', 'stdin', _t(r'''
show sin -0.0
show cos -0.0
show (arctan 0 -0.0)
show (arctan -0.0 -1)
show (radarctan -1 -0.0)
show (arctan -1 -0.0)
show sin -180
show sin -360
show (arctan -0.0 0)
'''),
     _t(r'''
-0
1
0
-90
3.14159265358979
180
-0
-0
180
''')),
    ('int_round_and_beforep', 'stdin', _t(r'''
show int 1e15+0.5
show round 1e15+0.4
show int 4503599627370495.5
show int 3e9+0.5
show int (1e300*1e300)-(1e300*1e300)
show beforep "a "_
show beforep "_ "a
show beforep "Z "_
show beforep "abc "ABD
show beforep "` "A
'''),
     _t(r'''
1e+15
1e+15
4.5035996273705e+15
3000000000
-9223372036854775808
false
true
false
true
true
''')),
    ('lambda_inputs_named_as_written_and_numbers_as_templates', 'stdin', _t(r'''
show apply [[1] 1] [2]
show apply [["x] :x] [1]
show apply [[:x] :x] [1]
show apply [[x] :x] [1]
show apply 3 []
show shell {1 2}
'''),
     _t(r'''
1
x has no value
x has no value
1
I don't know how  to 3
[]
''')),
]


@pytest.mark.parametrize("mode,src,expected", case_params(CASES, {}))
def test_case(logo, mode, src, expected):
    assert run_case(logo, mode, src) == expected


LOAD_CASES = [
    ('catch_around_load_catches_a_throw_in_the_file', 'stdin', _t(r'''
catch "foo [load "/tmp/pylogo-test-ld15.lg]
print "done
'''),
     _t(r'''
1
done
''')),
    ('load_inside_a_procedure_keeps_its_locals', 'stdin', _t(r'''
to f
local "x
make "x 5
load "/tmp/pylogo-test-ld1.lg
print :x
catch "foo [load "/tmp/pylogo-test-ld15.lg]
print :x
end
f
make "x 1
f
print :x
'''),
     _t(r'''
f defined
in
5
1
5
in
5
1
5
1
''')),
]


@pytest.mark.parametrize("mode,src,expected", case_params(LOAD_CASES, {}))
def test_load_case(logo, tmp_path, mode, src, expected):
    """Cases that LOAD files: one that THROWs "foo after printing 1, one that prints "in."""
    throwing = tmp_path / "throws.lg"
    throwing.write_text('print 1\nthrow "foo 7\nprint 2\n')
    plain = tmp_path / "plain.lg"
    plain.write_text('print "in\n')
    src = src.replace("/tmp/pylogo-test-ld15.lg", str(throwing))
    src = src.replace("/tmp/pylogo-test-ld1.lg", str(plain))
    assert run_case(logo, mode, src) == expected


def test_setprefix_goes_in_front_of_every_name(logo, tmp_path):
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "in1.txt").write_text("hello\n")
    out = logo.run('setprefix "%s\nshow filep "sub/in1.txt\nshow filep "/sub/in1.txt\n'
                   'show filep "%s\nsetprefix []\nshow filep "%s\n'
                   % (tmp_path, tmp_path / "sub" / "in1.txt", tmp_path / "sub" / "in1.txt"))
    assert out == "true\ntrue\nfalse\ntrue\n"


def test_library_procedure_errors_name_what_berkeleys_library_calls(logo):
    # Berkeley adds "  in combine", "  in reduce" ... and its library's line, as pylogo does.
    out = logo.run('show map [list ? ?] "ab\nshow reduce "word []\nshow reduce "min "\n'
                   "show pick []\nshow reduce \"sum [5]\n")
    assert out == ("word doesn't like [b b] as input  in combine\n"
                   '[if wordp :those [output word :this :those]]\n'
                   "bf doesn't like [] as input  in reduce\n"
                   '[if emptyp bf :reduce.list [op first :reduce.list]]\n'
                   "bf doesn't like || as input  in reduce\n"
                   '[if emptyp bf :reduce.list [op first :reduce.list]]\n'
                   "random doesn't like [0] as input  in pick\n"
                   '[output item (1+random count :list) :list]\n'
                   '5\n')


def test_to_without_a_name_in_a_list(logo):
    out = logo.run('run [to]\ncatch "error [to]\nshow error\nrun [.macro]\nrun [to f]\n')
    # 6.2.5: TO in a list run at top level reads the definition from the input (here empty)
    assert out == ("not enough inputs to to\n[6 not enough inputs to to [] []]\nnot enough inputs to .macro\n"
                   "\nf defined\n")
