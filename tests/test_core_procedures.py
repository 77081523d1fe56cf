"""Core tests: variables, dynamic scope and procedures (manual 8.1, 8.2; issue 2 point 2).

Expected outputs are Berkeley Logo 6.2's. Each case runs its source as standard
input (each line at top level) or, for "file" cases, loads it like a file.
"""

import pytest

from tests.core_cases import case_params, run_case
from tests.core_cases import text as _t

CASES = [
    ('make_thing_name', 'stdin', _t(r'''
make "x 5
show :x
show thing "x
make "y "x
show thing :y
show :X
name 7 "z
show :z
make "my.var [a list]
show :my.var
make 3 "three
show thing 3
show namep "x
show namep "never.made
show name? "z
ern "x
show namep "x
'''),
     _t(r'''
5
5
5
5
7
[a list]
three
true
false
true
false
''')),
    ('make_errors', 'stdin', _t(r'''
make [a] 1
show thing [a]
show :undefined.thing
show thing "undefined.thing
make " 1
show thing "
'''),
     _t(r'''
make doesn't like [a] as input
thing doesn't like [a] as input
undefined.thing has no value
undefined.thing has no value
1
''')),
    ('erase_names', 'stdin', _t(r'''
make "a 1
make "b 2
erase [[] [a b]]
show (list namep "a namep "b)
make "c 3
ern [c]
show namep "c
'''),
     _t(r'''
[false false]
false
''')),
    ('dynamic_scope', 'file', _t(r'''
make "x "global
to outer :x
show :x
inner
show :x
end
to inner
show :x
make "x "changed.by.inner
end
outer "input
show :x
to setter
make "fresh 42
end
setter
show :fresh
'''),
     _t(r'''
input
input
changed.by.inner
global
42
''')),
    ('local_and_localmake', 'file', _t(r'''
to loc
local "v
make "v 1
show :v
peek
end
to peek
show :v
end
make "v "outside
loc
show :v
to several
local [a b]
(local "c "d)
make "a 1 make "b 2 make "c 3 make "d 4
show (list :a :b :c :d)
end
several
show namep "a
to lm
localmake "w 10
show :w
end
lm
show namep "w
'''),
     _t(r'''
1
1
outside
[1 2 3 4]
false
10
false
''')),
    ('local_without_value', 'file', _t(r'''
to f
local "q
show :q
end
f
'''),
     _t(r'''
q has no value  in f
[show :q]
''')),
    ('global_command', 'file', _t(r'''
to gl
global "g
make "g "from.gl
end
gl
show :g
to gl2
local "h
global "h
make "h 5
show :h
end
gl2
show namep "h
'''),
     _t(r'''
from.gl
5
false
''')),
    ('inputs_shadow_globals', 'file', _t(r'''
make "n 100
to f :n
make "n :n + 1
output :n
end
show f 1
show :n
'''),
     _t(r'''
2
100
''')),
    ('procedure_call_basics', 'file', _t(r'''
to greet :name
print word "Hello, :name
end
greet "Ann
to noinputs
output "nothing.needed
end
show noinputs
to sq :x
output :x * :x
end
show sq 7
show sq sq 3
show (sq 4)
'''),
     _t(r'''
Hello,Ann
nothing.needed
49
81
16
''')),
    ('optional_inputs', 'file', _t(r'''
to opt :a [:b 5] [:c :a + :b]
show (list :a :b :c)
end
opt 1
(opt 1 2)
(opt 1 2 3)
to proc :inlist [:startvalue first :inlist]
show :startvalue
end
proc [a b c]
(proc [a b c] "x)
'''),
     _t(r'''
[1 5 6]
[1 2 3]
[1 2 3]
a
x
''')),
    ('rest_inputs', 'file', _t(r'''
to gather :first [:rest]
show :first
show :rest
end
gather "a
(gather "a "b "c)
to mixed :a [:b 10] [:others]
show (list :a :b :others)
end
(mixed 1)
(mixed 1 2)
(mixed 1 2 3 4)
to manual :in1 [:in2 "foo] [:in3 "baz] [:in4]
show (list :in1 :in2 :in3 :in4)
end
manual "x
(manual "a "b "c "d "e)
'''),
     _t(r'''
a
[]
a
[b c]
[1 10 []]
[1 2 []]
[1 2 [3 4]]
[x foo baz []]
[a b c [d e]]
''')),
    ('default_input_count', 'file', _t(r'''
to pair :a [:b "none] 2
show (list :a :b)
end
pair "x "y
(pair "x)
to three :in1 [:in2 "foo] [:in3] 3
show (list :in1 :in2 :in3)
end
three 1 2 3
(three 1)
show arity "three
'''),
     _t(r'''
[x y]
[x none]
[1 2 [3]]
[1 foo []]
[1 3 -1]
''')),
    ('arity_values', 'file', _t(r'''
to opt :a [:b 5] [:c :a + :b]
end
to gather :first [:rest]
end
to noinputs
end
show arity "opt
show arity "gather
show arity "noinputs
show arity "print
show arity "sum
show arity "first
show arity "list
show arity "word
show arity "repeat
show arity "if
show arity "ifelse
'''),
     _t(r'''
[1 1 3]
[1 1 -1]
[0 0 0]
[0 1 -1]
[0 2 -1]
[1 1 1]
[0 2 -1]
[0 2 -1]
[2 2 2]
[2 2 3]
[3 3 3]
''')),
    ('input_count_errors', 'stdin', _t(r'''
to one :x
output :x
end
one
(one 1 2)
show one
to two :a :b
output :a
end
show two 1
show (two 1 2 3)
'''),
     _t(r'''
one defined
not enough inputs to one
too many inputs to one
not enough inputs to one
two defined
not enough inputs to two
too many inputs to two
''')),
    ('bad_default_expression', 'file', _t(r'''
to f [:x first []]
show :x
end
f
'''),
     _t(r'''
first doesn't like [] as input
''')),
    ('output_stop', 'file', _t(r'''
to first.positive :lst
if emptyp :lst [output "none]
if (first :lst) > 0 [output first :lst]
output first.positive butfirst :lst
end
show first.positive [-1 -2 3 4]
show first.positive [-1]
to count.down :n
if :n < 0 [stop]
type :n type "| |
count.down :n - 1
end
count.down 5
print "
to short :x
op :x + 1
print "never.printed
end
show short 1
to early
print "before
stop
print "after
end
early
'''),
     _t(('3\n'
       'none\n'
       '5 4 3 2 1 0 \n'
       '2\n'
       'before\n'))),
    ('maybe_output', 'file', _t(r'''
to maybe :flag
if :flag [output "yes]
end
show maybe "true
maybe "false
show maybe "false
print "done
'''),
     _t(r'''
yes
maybe didn't output to show
''')),
    ('output_errors', 'file', _t(r'''
to cmd
print "x
end
show cmd
to nothing
end
print nothing
'''),
     _t(r'''
x
cmd didn't output to show
''')),
    ('output_stop_top_level', 'stdin', _t(r'''
output 1
stop
print "after
'''),
     _t(r'''
Can only use output inside a procedure
Can only use stop inside a procedure
after
''')),
    ('dot_maybeoutput', 'file', _t(r'''
to invoke2 :function [:inputs] 2
.maybeoutput apply :function :inputs
end
(invoke2 "print "a "b "c)
print (invoke2 "word "a "b "c)
to mo :x
.maybeoutput run :x
end
show mo [1 + 2]
mo [print "cmd]
'''),
     _t(r'''
a b c
abc
3
cmd
''')),
    ('define_text', 'file', _t(r'''
define "cube [[x] [output :x * :x * :x]]
show cube 3
show text "cube
define "twoline [[a [b 1]] [make "s :a + :b] [output :s * 2]]
show twoline 4
show (twoline 4 2)
show text "twoline
show fulltext "twoline
define "noinputs [[] [output 1]]
show noinputs
define "restp [[a [b]] [output :b]]
show (restp 1 2 3)
show arity "restp
define "dflt [[a [b 7] 2] [output list :a :b]]
show arity "dflt
show dflt 1 2
'''),
     _t(r'''
27
[[x] [output :x * :x * :x]]
10
12
[[a [b 1]] [make "s :a + :b] [output :s * 2]]
[[to twoline :a [:b 1]] [make "s :a + :b] [output :s * 2] [end]]
1
[2 3]
[1 1 -1]
[1 2 2]
[1 2]
''')),
    ('text_fulltext_to', 'file', _t(r'''
to square :x
; a comment
output   :x * :x   ; trailing
end
show text "square
show fulltext "square
to empty.proc
end
show text "empty.proc
show fulltext "empty.proc
'''),
     _t(r'''
[[x] [output :x * :x]]
[to square :x ; a comment output   :x * :x   ; trailing end]
[[]]
[to empty.proc end]
''')),
    ('text_errors', 'stdin', _t(r'''
show text "nosuch
show text "print
show fulltext "sum
'''),
     _t(r'''
I don't know how  to nosuch
print is a primitive
sum is a primitive
''')),
    ('define_errors', 'stdin', _t(r'''
define "print [[x] [output 1]]
define "f "notalist
define "g [x]
'''),
     _t(r'''
print is a primitive
define doesn't like notalist as input
define doesn't like [x] as input
''')),
    ('to_primitive_name_stdin', 'stdin', _t(r'''
to print :x
end
'''),
     _t(r'''
print is already defined
I don't know how  to end
''')),
    ('copydef', 'file', _t(r'''
to square :x
output :x * :x
end
copydef "sq "square
show sq 7
to square :x
output :x + 1000
end
show square 2
show sq 2
copydef "plus "sum
show plus 2 3
show (plus 1 2 3)
show primitivep "plus
show procedurep "plus
'''),
     _t(r'''
49
1002
4
5
6
true
true
''')),
    ('copydef_errors', 'stdin', _t(r'''
copydef "print "sum
copydef "new "nosuch
'''),
     _t(r'''
print is a primitive
I don't know how  to nosuch
''')),
    ('redefinition_in_file', 'file', _t(r'''
to f
output 1
end
to f
output 2
end
print f
define "f [[] [output 3]]
print f
'''),
     _t(r'''
2
3
''')),
    ('redefinition_stdin', 'stdin', _t(r'''
to f
output 1
end
to f
output 3
end
show f
'''),
     _t(r'''
f defined
f is already defined
Can only use output inside a procedure
I don't know how  to end
1
''')),
    ('redefine_primitive_redefp', 'stdin', _t(r'''
make "redefp "true
define "print [[x] [type "custom: show :x]]
print "a
'''),
     _t(r'''
custom:a
''')),
    ('erase_procedure', 'file', _t(r'''
to f
output 1
end
erase "f
show procedurep "f
f
'''),
     _t(r'''
false
I don't know how  to f
''')),
    ('recursion_fib', 'file', _t(r'''
to fib :n
if :n < 2 [output :n]
output (fib :n - 1) + (fib :n - 2)
end
show fib 15
show map "fib [0 1 2 3 4 5 6 7 8 9 10]
'''),
     _t(r'''
610
[0 1 1 2 3 5 8 13 21 34 55]
''')),
    ('mutual_recursion', 'file', _t(r'''
to even? :n
if :n = 0 [output "true]
output odd? :n - 1
end
to odd? :n
if :n = 0 [output "false]
output even? :n - 1
end
show even? 20001
show odd? 7
'''),
     _t(r'''
false
true
''')),
    ('procedure_names_case_insensitive', 'file', _t(r'''
to MyProc :X
output :x * 2
end
show myproc 3
show MYPROC 4
show procedurep "myPROC
'''),
     _t(r'''
6
8
true
''')),
    ('to_inside_procedure', 'mixed', _t(r'''
to f
to g
end
--- stdin
f
'''),
     _t(r'''
Can't use TO inside a procedure  in f
[to g]
''')),
    ('proc_with_numbers_in_name', 'file', _t(r'''
to f2 :x
output :x + 2
end
show f2 3
'''),
     _t(r'''
5
''')),
    ('special_form_to_line', 'stdin', _t(r'''
to f :a :b
output :a - :b
end
show f 10 3
show text "f
'''),
     _t(r'''
f defined
7
[[a b] [output :a - :b]]
''')),
    ('rest_input_in_tail_call', 'file', _t(r'''
to r2 :x [:rest]
show :rest
if :x > 1 [stop]
(r2 :x + 1 [a b])
end
r2 1
to acc [:total 0] [:items]
if emptyp :items [output :total]
output (acc :total + first :items bf :items)
end
show (acc 0 1 2 3)
'''),
     _t(r'''
[]
[[a b]]
+ doesn't like [2 3] as input  in acc
[output (acc :total + first :items bf :items)]
''')),
    ('rest_input_in_non_tail_call', 'file', _t(r'''
to r3 :x [:rest]
show :rest
if :x > 1 [output 0]
output 1 + (r3 :x + 1 [a b])
end
show r3 1
'''),
     _t(r'''
[]
[[a b]]
1
''')),
    ('tail_call_semantics', 'file', _t(r'''
to a :x
b
end
to b
print :x
end
a 5
to a2 :x
output b2
end
to b2
output :x * 2
end
show a2 7
to a3 :x
local "y
make "y 3
if "true [b3]
end
to b3
print :x + :y
end
a3 1
to loop :n :acc
if :n = 0 [output :acc]
localmake "tmp :n
output loop :n - 1 lput :tmp :acc
end
show loop 4 []
to self :n [:k :n * 10]
if :n = 0 [output :k]
output self :n - 1
end
show self 3
to opt.tail :a [:b :a + 1]
if :a > 2 [output :b]
output (opt.tail :a + 1)
end
show opt.tail 1
to mixed :n
if :n = 0 [output "done]
output mixed2 :n
end
to mixed2 :m
output mixed :m - 1
end
show mixed 5
to tc.stop :n
if :n = 0 [stop]
print :n
tc.stop :n - 1
end
tc.stop 3
to tc.if :n
ifelse :n = 0 [print "zero] [tc.if :n - 1]
end
tc.if 3
to tc.run :n
if :n = 0 [stop]
run [tc.run :n - 1]
end
tc.run 3
print "ok
'''),
     _t(r'''
5
14
4
[4 3 2 1]
0
4
done
3
2
1
zero
ok
''')),
    # OUTPUT, STOP and .MAYBEOUTPUT given as an input: they output nothing (the procedure
    # goes on no further), as in Berkeley
    ('output_as_an_input', 'stdin', _t(r'''
show output 5
show stop
to f
show output 5
end
print f
to g
op list 1 op 2
end
show g
to h
output stop
end
show h
to k
run [show output 5]
end
k
to m
.maybeoutput output 5
end
show m
'''),
     _t(r'''
Can only use output inside a procedure
Can only use stop inside a procedure
f defined
output didn't output to show  in f
[show output 5]
g defined
op didn't output to list  in g
[op list 1 op 2]
h defined
stop didn't output to output  in h
[output stop]
k defined
output didn't output to show  in k
[run [show output 5]]
m defined
output didn't output to .maybeoutput  in m
[.maybeoutput output 5]
''')),
]

XFAIL = {
}


@pytest.mark.parametrize("mode,src,expected", case_params(CASES, XFAIL))
def test_case(logo, mode, src, expected):
    assert run_case(logo, mode, src) == expected


def test_locals_made_in_loops_go_as_in_berkeley():
    """LOCAL and LOCALMAKE in a REPEAT or FOREACH list last one round, in a FOR list the
    whole loop; in WHILE, UNTIL, RUN, CATCH and IF they belong to the procedure
    (Berkeley 6.2.5's output)."""
    import os

    from tests.inproc import LogoSession

    folder = os.path.join(os.path.dirname(__file__), "data")
    # loop_locals: lists written in the loop; template_locals: APPLY, INVOKE, MAP, FILTER,
    # FOREACH of a lambda, REPEAT and FOR of a list in a variable
    for name in ("loop_locals", "template_locals"):
        with open(os.path.join(folder, name + ".lg")) as f:
            text = f.read()
        with open(os.path.join(folder, name + ".out")) as f:
            expected = f.read()
        assert LogoSession().run(text) == expected, name
