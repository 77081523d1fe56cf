"""Lists held in variables given to control structures compiled into a procedure, RUN
and OUTPUT in the same line, macros' expansions and TRACE of a variable made later: the
same lines run through Berkeley Logo 6.2.5, its output recorded.
"""

import pytest

from tests.core_cases import case_params, run_case
from tests.core_cases import text as _t

CASES = [
    ('if_condition_list_in_a_variable', 'stdin', _t(r'''
to h1 :c
if :c [print "yes]
print "after
end
h1 [1 = 1]
h1 [1 = 2]
h1 [3]
h1 []
h1 [print 5]
h1 [1 = 1 2 = 2]
h1 "true
'''),
     _t(r'''
h1 defined
yes
after
after
if doesn't like 3 as input  in h1
[if :c [print "yes]]
if doesn't like nothing as input  in h1
[if :c [print "yes]]
5
if doesn't like nothing as input  in h1
[if :c [print "yes]]
You don't say what to do with true  in h1
[if :c [print "yes]]
yes
after
''')),
    ('ifelse_condition_list_in_a_variable', 'stdin', _t(r'''
to h2 :c
ifelse :c [print "yes] [print "no]
end
h2 [1 = 1]
h2 [1 = 2]
h2 [3]
h2 []
h2 [print 5]
h2 ["true]
to h6 :c
print ifelse :c [1] [2]
end
h6 [1 = 1]
h6 [1 = 2]
h6 [3]
h6 []
to h7 :c
output ifelse :c [1] [2]
end
print h7 [1 = 1]
print h7 []
to h10 :c
(if :c [print "y] [print "n])
end
h10 [1 = 2]
h10 [1 = 1]
to w9 :c
if :c [output 1]
output 2
end
print w9 [1 = 1]
print w9 [1 = 2]
'''),
     _t(r'''
h2 defined
yes
no
ifelse doesn't like 3 as input  in h2
[ifelse :c [print "yes] [print "no]]
ifelse doesn't like nothing as input  in h2
[ifelse :c [print "yes] [print "no]]
5
ifelse doesn't like nothing as input  in h2
[ifelse :c [print "yes] [print "no]]
yes
h6 defined
1
2
ifelse doesn't like 3 as input  in h6
[print ifelse :c [1] [2]]
ifelse doesn't like nothing as input  in h6
[print ifelse :c [1] [2]]
h7 defined
1
ifelse doesn't like nothing as input  in h7
[output ifelse :c [1] [2]]
h10 defined
n
y
w9 defined
1
2
''')),
    ('test_condition_list_in_a_variable', 'stdin', _t(r'''
to h3 :c
test :c
iftrue [print "t]
iffalse [print "f]
end
h3 [1 = 1]
h3 [1 = 2]
h3 [3]
h3 []
'''),
     _t(r'''
h3 defined
t
f
test doesn't like 3 as input  in h3
[test :c]
test doesn't like nothing as input  in h3
[test :c]
''')),
    ('not_and_or_of_a_list_in_a_variable', 'stdin', _t(r'''
to h4 :c
print not :c
print and :c "true
print or "false :c
end
h4 [1 = 1]
h4 [1 = 2]
h4 [3]
h4 []
to h9 :c
if not :c [print "nope]
print "ok
end
h9 [1 = 1]
h9 [1 = 2]
to w7 :c
output and :c [2 = 2]
end
print w7 [1 = 1]
print w7 [1 = 2]
to w8 :c
print (and :c :c :c)
print (or :c)
end
w8 [1 = 1]
w8 [1 = 3]
to w10 :c
print not :c
end
w10 [print 3]
w10 [1 = 1 2 = 2]
'''),
     _t(r'''
h4 defined
false
true
true
true
false
false
not doesn't like 3 as input  in h4
[print not :c]
not doesn't like nothing as input  in h4
[print not :c]
h9 defined
ok
nope
ok
w7 defined
true
false
w8 defined
true
true
false
false
w10 defined
3
not doesn't like nothing as input  in w10
[print not :c]
You don't say what to do with true  in w10
[print not :c]
''')),
    ('loop_conditions_and_templates_with_a_list_in_a_variable', 'stdin', _t(r'''
to w1 :c
make "n 0
while [run :c] [make "n :n + 1]
print :n
end
w1 [:n < 3]
to w2 :c
make "n 0
until :c [make "n :n + 1]
print :n
end
w2 [:n > 3]
to w3 :c
make "n 0
do.while [make "n :n + 1] :c
print :n
end
w3 [:n < 3]
to w4
make "n 0
while [[:n < 2]] [make "n :n + 1]
print :n
end
w4
to w5 :c
print map [ifelse :c [?] ["x]] [1 2]
print filter [and :c ?] [true false]
end
w5 [1 = 1]
w5 [1 = 2]
to w6 :c
run [if :c [print "r]]
print run [ifelse :c ["a] ["b]]
end
w6 [1 = 1]
'''),
     _t(r'''
w1 defined
3
w2 defined
4
w3 defined
3
w4 defined
2
w5 defined
1 2
true
x x

w6 defined
r
a
''')),
    ('output_of_run_whose_list_stops_or_outputs', 'stdin', _t(r'''
output run [op 3]
output run [stop]
show run [output 3]
to f1
output run [stop]
end
show f1
f1
to f2
output run [output 3]
end
show f2
to f3
print run [output 3]
print "after
end
f3
to f4
output runresult [output 3]
end
show f4
to f6
output if "true [output 3]
end
show f6
to f7
print if "true [output 3]
end
show f7
to f9
run [output 3]
end
show f9
to f10
output ifelse "true [output 3] [4]
end
show f10
to f11
op run [op 3]
end
show f11
to f12
show run [stop]
print "after
end
f12
to f13
output run [3]
end
show f13
to f14 :l
output run :l
end
show f14 [output 3]
show f14 [stop]
show f14 [5]
to f15
output sum 1 run [output 3]
end
show f15
to f16
make "x run [output 3]
print "after
end
show f16
'''),
     _t(r'''
Can only use output inside a procedure
Can only use output inside a procedure
Can only use output inside a procedure
f1 defined
stop didn't output to output  in f1
[output run [stop]]
stop didn't output to output  in f1
[output run [stop]]
f2 defined
run didn't output to output  in f2
[output run [output 3]]
f3 defined
output didn't output to print  in f3
[print run [output 3]]
f4 defined
Can't use OUTPUT or STOP inside RUNRESULT  in f4
[output runresult [output 3]]
f6 defined
if didn't output to output  in f6
[output if "true [output 3]]
f7 defined
output didn't output to print  in f7
[print if "true [output 3]]
f9 defined
3
f10 defined
ifelse didn't output to output  in f10
[output ifelse "true [output 3] [4]]
f11 defined
run didn't output to op  in f11
[op run [op 3]]
f12 defined
stop didn't output to show  in f12
[show run [stop]]
f13 defined
3
f14 defined
run didn't output to output  in f14
[output run :l]
stop didn't output to output  in f14
[output run :l]
5
f15 defined
output didn't output to sum  in f15
[output sum 1 run [output 3]]
f16 defined
output didn't output to make  in f16
[make "x run [output 3]]
''')),
    ('output_of_run_names_the_innermost_run_or_if', 'stdin', _t(r'''
to g1
output run [print 1 output 3]
end
show g1
to g2
output run [run [output 3]]
end
show g2
to g3
.maybeoutput run [output 3]
end
show g3
to g4
output (run [output 3])
end
show g4
to g5
output run [if "true [output 3]]
end
show g5
to g6
output run [ifelse "true [output 3] [stop]]
end
show g6
to g7
output run [ifelse "false [output 3] [stop]]
end
show g7
to g8
op if "true [stop]
end
show g8
to g9
output run [output]
end
show g9
to g12
output run [.maybeoutput 3]
end
show g12
to g13 :x
output run [if :x [output 3] 4]
end
show g13 "true
show g13 "false
to g14
output run [output 3 print 4]
end
show g14
to m2
output run [print 1 if "true [output 3]]
end
show m2
to m3
output if "true [run [output 3]]
end
show m3
to m4
output run [ignore run [output 3]]
end
show m4
to m6
output run [ifelse "true [output 3] [4] print 5]
end
show m6
to m8 :l
output run [run :l]
end
show m8 [output 3]
show m8 [if "true [output 3]]
to k16
output iftrue [output 3]
end
test "true
show k16
to k15
output (if "false [output 3] [output 4])
end
show k15
'''),
     _t(r'''
g1 defined
1
run didn't output to output  in g1
[output run [print 1 output 3]]
g2 defined
run didn't output to output  in g2
[output run [run [output 3]]]
g3 defined
run didn't output to .maybeoutput  in g3
[.maybeoutput run [output 3]]
g4 defined
run didn't output to output  in g4
[output (run [output 3] )]
g5 defined
if didn't output to output  in g5
[output run [if "true [output 3]]]
g6 defined
ifelse didn't output to output  in g6
[output run [ifelse "true [output 3] [stop]]]
g7 defined
stop didn't output to output  in g7
[output run [ifelse "false [output 3] [stop]]]
g8 defined
stop didn't output to op  in g8
[op if "true [stop]]
g9 defined
not enough inputs to output  in g9
[output run [output]]
g12 defined
run didn't output to output  in g12
[output run [.maybeoutput 3]]
g13 defined
run didn't output to output  in g13
[output run [if :x [output 3] 4]]
4
g14 defined
run didn't output to output  in g14
[output run [output 3 print 4]]
m2 defined
1
if didn't output to output  in m2
[output run [print 1 if "true [output 3]]]
m3 defined
run didn't output to output  in m3
[output if "true [run [output 3]]]
m4 defined
output didn't output to ignore  in m4
[output run [ignore run [output 3]]]
m6 defined
run didn't output to output  in m6
[output run [ifelse "true [output 3] [4] print 5]]
m8 defined
run didn't output to output  in m8
[output run [run :l]]
if didn't output to output  in m8
[output run [run :l]]
k16 defined
iftrue didn't output to output  in k16
[output iftrue [output 3]]
k15 defined
if didn't output to output  in k15
[output (if "false [output 3] [output 4] )]
''')),
    ('output_of_run_inside_lists_and_loops', 'stdin', _t(r'''
to g10
repeat 2 [output run [output 3]]
end
show g10
to g11
if "true [output run [output 3]]
end
show g11
to k3
ifelse "true [output run [output 3]] [output 4]
end
show k3
to k4
print 1 output run [output 3]
end
show k4
to k5
run [output run [output 3]]
end
show k5
to k6
catch "x [output run [output 3]]
end
show k6
to k7
if "true [output run [stop]]
end
show k7
to k8
output run [output 3]
print 5
end
show k8
to k11
forever [output run [output 3]]
end
show k11
to k12
.maybeoutput run [stop]
end
show k12
to k13
output run "stop
end
show k13
to m1
output run [repeat 1 [output 3]]
end
show m1
to m9
output run [foreach [1] [output 3]]
end
show m9
to n2
output run [output run [output 3]]
end
show n2
to n3
output run [forever [output 3]]
end
show n3
to n4
output run [for [i 1 1] [output 3]]
end
show n4
to n5
output run [while ["true] [output 3]]
end
show n5
to n12
output run [output 3]
end
n12
print "next
'''),
     _t(r'''
g10 defined
output didn't output to output  in g10
[repeat 2 [output run [output 3]]]
g11 defined
output didn't output to output  in g11
[if "true [output run [output 3]]]
k3 defined
output didn't output to output  in k3
[ifelse "true [output run [output 3]] [output 4]]
k4 defined
1
run didn't output to output  in k4
[print 1 output run [output 3]]
k5 defined
output didn't output to output  in k5
[run [output run [output 3]]]
k6 defined
output didn't output to output  in k6
[catch "x [output run [output 3]]]
k7 defined
stop didn't output to output  in k7
[if "true [output run [stop]]]
k8 defined
run didn't output to output  in k8
[output run [output 3]]
k11 defined
output didn't output to output  in k11
[forever [output run [output 3]]]
k12 defined
stop didn't output to .maybeoutput  in k12
[.maybeoutput run [stop]]
k13 defined
stop didn't output to output  in k13
[output run "stop]
m1 defined
output didn't output to output  in m1
[output run [repeat 1 [output 3]]]
m9 defined
run didn't output to output  in m9
[output run [foreach [1] [output 3]]]
n2 defined
output didn't output to output  in n2
[output run [output run [output 3]]]
n3 defined
output didn't output to output  in n3
[output run [forever [output 3]]]
n4 defined
run didn't output to output  in n4
[output run [for [i 1 1] [output 3]]]
n5 defined
run didn't output to output  in n5
[output run [while ["true] [output 3]]]
n12 defined
run didn't output to output  in n12
[output run [output 3]]
next
''')),
    ('output_of_run_whose_list_outputs_nothing', 'stdin', _t(r'''
to k1
output run [print 1]
end
show k1
k1
to k2
.maybeoutput run [print 1]
end
show k2
k2
to k10
output if "true [print 1]
end
show k10
to n1
output run [if "false [3]]
end
show n1
n1
to n6
output run []
end
show n6
to n7
output if "true []
end
show n7
to n8
output run [ifelse "true [print 1] [2]]
end
show n8
to n9
output run [run [print 1]]
end
show n9
to n10
output run [print 1 stop]
end
show n10
to z3 :l
show run :l
end
z3 [print 1]
z3 []
z3 [output 3]
to z4 :l
output run :l
end
show z4 [print 1]
z4 [print 1]
print "next
show z4 []
'''),
     _t(r'''
k1 defined
1
run didn't output to output  in k1
[output run [print 1]]
1
You don't say what to do with nothing
k2 defined
1
run didn't output to .maybeoutput  in k2
[.maybeoutput run [print 1]]
1
k10 defined
1
if didn't output to output  in k10
[output if "true [print 1]]
n1 defined
if didn't output to output  in n1
[output run [if "false [3]]]
You don't say what to do with nothing
n6 defined
run didn't output to output  in n6
[output run []]
n7 defined
if didn't output to output  in n7
[output if "true []]
n8 defined
1
ifelse didn't output to output  in n8
[output run [ifelse "true [print 1] [2]]]
n9 defined
1
run didn't output to output  in n9
[output run [run [print 1]]]
n10 defined
1
stop didn't output to output  in n10
[output run [print 1 stop]]
z3 defined
1
print didn't output to show  in z3
[show run :l]
Macro returned [] instead of a list  in z3
[show run :l]
output didn't output to show  in z3
[show run :l]
z4 defined
1
run didn't output to output  in z4
[output run :l]
1
You don't say what to do with nothing
next
run didn't output to output  in z4
[output run :l]
''')),
    ('macro_expansion_naming_a_variable_for_a_procedure', 'stdin', _t(r'''
make "a 127.5
show word "a a
show run [word "a a]
.macro m
output [word "a a]
end
show m
.macro m2
output [word "b a]
end
show m2
.macro m3
output [word "a b]
end
show m3
.macro m4
output [sum 1 a]
end
show m4
.macro m5
output (list "word "a "a)
end
show m5
show m
show m4
.macro m6 :x
output list "word :x
end
show m6 "a
show m6 "b
show m6 "a
'''),
     _t(r'''
a127.5
a127.5
m defined
a127.5
m2 defined
b127.5
m3 defined
I don't know how  to b
m4 defined
128.5
m5 defined
127.5127.5
a127.5
128.5
m6 defined
not enough inputs to word
I don't know how  to b
not enough inputs to word
''')),
    ('run_list_naming_a_variable_for_a_procedure', 'stdin', _t(r'''
make "a 127.5
show run [sum 1 a]
print run [a]
show run [1 a]
show if "true [word "a a]
show ifelse "false [1] [word "a a]
show run [word "a b]
show run [word "a b c]
to p :a
show run [word "a a]
output run [word "a a]
end
show p 3
show map [word "a a] [1 2]
'''),
     _t(r'''
128.5
127.5
Runlist [1 [a]] has more than one expression
a127.5
a127.5
I don't know how  to b
I don't know how  to c
p defined
a3
a3
[a127.5 a127.5]
''')),
    ('trace_in_a_procedure_shows_what_comes_after_it', 'stdin', _t(r'''
to t
trace [[] [x]]
make "x 1
end
t
to t2
trace "sum
print sum 1 2
untrace "sum
print sum 1 2
end
t2
to t3
trace [[] [y]] make "y 2
end
t3
to t4
if "true [trace [[] [z]]]
make "z 3
repeat 2 [make "z 4]
end
t4
to t6
trace [[] [v]]
name 6 "v
localmake "v 7
make "v 8
end
t6
trace [[] [q]] make "q 9
to t7 :q
make "q 10
untrace [[] [q]]
make "q 11
end
t7 1
make "q 12
to t8
trace [[] [r s]]
make "r 1
make "s 2
make "u 3
run [make "r 4]
end
t8
trace [[] [n]]
name 6 "n
to nm
name 7 "n
end
nm
'''),
     _t(r'''
t defined
Make "x 1  in t
[make "x 1]
t2 defined
( sum 1 2 )
sum outputs 3
3
3
t3 defined
Make "y 2  in t3
[trace [[] [y]] make "y 2]
t4 defined
Make "z 3  in t4
[make "z 3]
Make "z 4  in t4
[repeat 2 [make "z 4]]
Make "z 4  in t4
[repeat 2 [make "z 4]]
t6 defined
Make "v 6  in name
[make :name.variable.input :name.value.input]
Make "v 7  in t6
[localmake "v 7]
Make "v 8  in t6
[make "v 8]
Make "q 9
t7 defined
Make "q 10  in t7
[make "q 10]
t8 defined
Make "r 1  in t8
[make "r 1]
Make "s 2  in t8
[make "s 2]
Make "r 4  in t8
[run [make "r 4]]
Make "n 6  in name
[make :name.variable.input :name.value.input]
nm defined
Make "n 7  in name
[make :name.variable.input :name.value.input]
''')),
    ('output_of_run_whose_list_ends_in_catch', 'stdin', _t(r'''
to d1
output run [catch "x [output 3]]
end
show d1
to d2
output run [catch "x [print 1]]
end
show d2
to d3
output run [catch "x [3]]
end
show d3
to d4
output run [catch "x [throw "x 5]]
end
show d4
to d5
output run [catch "x [stop]]
end
show d5
to d7
output if "true [catch "x [output 3]]
end
show d7
to d8
output run [print 1 catch "x [output 3]]
end
show d8
to c1
output catch "x [output 3]
end
show c1
to c5
print catch "x [output 3]
end
show c5
'''),
     _t(r'''
d1 defined
catch didn't output to output  in d1
[output run [catch "x [output 3]]]
d2 defined
1
catch didn't output to output  in d2
[output run [catch "x [print 1]]]
d3 defined
3
d4 defined
catch didn't output to output  in d4
[output run [catch "x [throw "x 5]]]
d5 defined
stop didn't output to output  in d5
[output run [catch "x [stop]]]
d7 defined
catch didn't output to output  in d7
[output if "true [catch "x [output 3]]]
d8 defined
1
catch didn't output to output  in d8
[output run [print 1 catch "x [output 3]]]
c1 defined
catch didn't output to output  in c1
[output catch "x [output 3]]
c5 defined
catch didn't output to print  in c5
[print catch "x [output 3]]
''')),
    ('and_or_run_a_list_in_a_variable_only_when_needed', 'stdin', _t(r'''
to a1 :c
print and "false :c
print or "true :c
print (and "false :c :c)
end
a1 [1 / 0]
a1 [first []]
to a2 :c
if and "false :c [print "yes]
print "ok
end
a2 [1 / 0]
print and "false [1 / 0]
'''),
     _t(r'''
a1 defined
false
true
false
false
true
false
a2 defined
ok
false
''')),
    ('and_or_evaluate_every_input_first', 'stdin', _t(r'''
to a3 :a :b
if and :a 1 = 1 [print "y1]
if or :a :b [print "y2]
if (and 1 = 1 2 = 2 :a) [print "y3]
if not or :a 1 = 2 [print "y4]
print and :a :b
end
a3 "true "false
a3 "false "true
a3 [1 = 1] [1 / 0]
a3 [1 = 2] [1 / 0]
a3 "false [1 / 0]
to a4 :a
if and :a :nosuch [print "y]
end
a4 "false
a4 [1 = 2]
to a5 :x
if or 1 = 1 :x = 1 [print "y]
if and :x = 2 :x > 1 [print "z]
end
a5 1
a5 2
a5 "a
'''),
     _t(r'''
a3 defined
y1
y2
y3
false
y2
y4
false
y1
y2
y3
/ doesn't like 0 as input  in a3
[print and :a :b]
/ doesn't like 0 as input  in a3
[if or :a :b [print "y2]]
/ doesn't like 0 as input  in a3
[if or :a :b [print "y2]]
a4 defined
nosuch has no value  in a4
[if and :a :nosuch [print "y]]
nosuch has no value  in a4
[if and :a :nosuch [print "y]]
a5 defined
y
y
z
y
> doesn't like a as input  in a5
[if and :x = 2 :x > 1 [print "z]]
''')),
]


@pytest.mark.parametrize("mode,src,expected", case_params(CASES, {}))
def test_case(logo, mode, src, expected):
    assert run_case(logo, mode, src) == expected
