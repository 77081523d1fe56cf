"""RUN as a procedure's last instruction, or just before STOP, where a list of one word naming a
procedure without inputs becomes a tail call of it (compiling/runtail.py): the results, errors and
their places are Berkeley Logo 6.2.5's, recorded from the binary (files run as FILE arguments)."""

import pytest

from tests.core_cases import case_params, run_case
from tests.core_cases import text as _t

CASES = [
    ('tail_run_value_unused', 'file', _t(r'''
to g
output 3
end
to f
run (list "g)
end
f
print "next
'''),
     _t(r'''
You don't say what to do with 3  in f
[run (list "g)]
''')),
    ('tail_run_error_in_callee', 'file', _t(r'''
to g
print first []
end
to f
run (list "g)
end
f
print "next
'''),
     _t(r'''
first doesn't like [] as input  in g
[print first []]
''')),
    ('tail_run_through_caller_tail', 'file', _t(r'''
to g
output 3
end
to f
run (list "g)
end
to h
f
end
h
print "next
'''),
     _t(r'''
You don't say what to do with 3  in f
[run (list "g)]
''')),
    ('tail_run_runresult', 'file', _t(r'''
to g
print 1
end
to f
run (list "g)
end
show runresult [f]
print "next
'''),
     _t(r'''
1
[]
next
''')),
    ('tail_run_as_operation', 'file', _t(r'''
to g
output 3
end
to f
run (list "g)
end
print f
print "next
'''),
     _t(r'''
You don't say what to do with 3  in f
[run (list "g)]
''')),
    ('tail_run_nested_error', 'file', _t(r'''
to g
g2
end
to g2
print first []
end
to f
run (list "g)
end
f
print "next
'''),
     _t(r'''
first doesn't like [] as input  in g2
[print first []]
''')),
    ('tail_run_variable', 'file', _t(r'''
to g
output 3
end
to f
make "l [g] run :l
end
print f
f
print "next
'''),
     _t(r'''
You don't say what to do with 3  in f
[make "l [g] run :l]
''')),
    ('tail_run_deep', 'file', _t(r'''
to f :n
if :n = 0 [stop]
run (list "g)
end
to g
f :x - 1
end
make "x 100000
to h
make "x :x - 1
if :x < 0 [print "done stop]
run [h]
end
h
print "next
'''),
     _t(r'''
done
next
''')),
    ('run_stop_value_unused', 'file', _t(r'''
to g
output 3
end
to f
if 1=1 [run (list "g) stop]
print "x
end
f
print "next
'''),
     _t(r'''
You don't say what to do with 3  in f
[if 1=1 [run (list "g) stop]]
''')),
    ('run_stop_as_operation', 'file', _t(r'''
to g
output 3
end
to f
make "l [g]
if 1=1 [run :l stop]
print "x
end
print f
print "next
'''),
     _t(r'''
You don't say what to do with 3  in f
[if 1=1 [run :l stop]]
''')),
    ('run_stop_caller_tail', 'file', _t(r'''
to g
output 3
end
to f
make "l [g]
if 1=1 [run :l stop]
print "x
end
to h
f
print "h
end
h
print "next
'''),
     _t(r'''
You don't say what to do with 3  in f
[if 1=1 [run :l stop]]
''')),
    ('run_stop_error', 'file', _t(r'''
to g
print first []
end
to f
make "l [g]
if 1=1 [run :l stop]
print "x
end
f
print "next
'''),
     _t(r'''
first doesn't like [] as input  in g
[print first []]
''')),
    ('run_stop_plain', 'file', _t(r'''
to g
print "g
end
to f
make "l [g]
run :l stop
print "x
end
f
print "next
'''),
     _t(r'''
g
next
''')),
    ('run_stop_ifelse', 'file', _t(r'''
to g
output 3
end
to f
make "l [g]
ifelse 1=1 [run :l stop] [print 2]
print "x
end
f
print "next
'''),
     _t(r'''
You don't say what to do with 3  in f
[ifelse 1=1 [run :l stop] [print 2]]
''')),
    ('run_stop_deep_loop', 'file', _t(r'''
make "n 0
to step
make "n :n + 1
if :n < 50000 [run [step] stop]
print :n
end
step
'''),
     _t(r'''
step is already defined
''')),
    ('tail_run_inputs_needed', 'file', _t(r'''
to g :a
print :a
end
to f
run [g]
end
f
print "next
'''),
     _t(r'''
not enough inputs to g  in f
[run [g]]
''')),
    ('tail_run_macro', 'file', _t(r'''
.macro m
output [print "m]
end
to f
run [m]
end
f
print "next
'''),
     _t(r'''
m
next
''')),
    ('tail_run_primitive', 'file', _t(r'''
to f
run [print "p]
end
f
to k
run list "print 5
end
k
print "next
'''),
     _t(r'''
p
5
next
''')),
    ('tail_run_undefined', 'file', _t(r'''
to f
run list "nosuch
end
f
print "next
'''),
     _t(r'''
not enough inputs to list  in f
[run list "nosuch]
''')),
    ('leak_through_tail_run', 'file', _t(r'''
to t1
forever [print 1 stop]
end
to g
run [t1]
end
repeat 2 [g] print "same
print "next
'''),
     _t(r'''
1
same
next
''')),
    ('leak_through_tail_run_list', 'file', _t(r'''
to t1
forever [print 1 stop]
end
to g
run (list "t1)
end
repeat 2 [g] print "same
print "next
'''),
     _t(r'''
1
same
next
''')),
    ('leak_through_run_stop', 'file', _t(r'''
to t1
forever [print 1 stop]
end
to g
if 1=1 [run (list "t1) stop]
print "x
end
repeat 2 [g] print "same
print "next
'''),
     _t(r'''
1
same
next
''')),
    ('leak_through_tail_run_caller', 'file', _t(r'''
to t1
forever [print 1 stop]
end
to g
run (list "t1)
end
to h
g
print "h
end
h
print "next
'''),
     _t(r'''
1
h
next
''')),
    ('leak_through_tail_run_file', 'file', _t(r'''
to t1
forever [print 1 stop]
end
to g
run (list "t1)
end
g
print "next
'''),
     _t(r'''
1
''')),
    ('leak_through_run_variable_stop', 'file', _t(r'''
to t1
forever [print 1 stop]
end
to g
make "l [t1] run :l stop
end
repeat 2 [g] print "same
print "next
'''),
     _t(r'''
1
same
next
''')),]


@pytest.mark.parametrize("mode,src,expected", case_params(CASES, {}))
def test_run_as_tail_call(logo, mode, src, expected):
    assert run_case(logo, mode, src) == expected


def test_run_before_stop_runs_in_constant_space(logo):
    # (Berkeley runs it; before RUN there was a tail call, a million nested calls were a
    # "stack overflow")
    src = ('make "n 0\n'
           'to stepper\n'
           'make "n :n + 1\n'
           'if :n < 1000000 [run [stepper] stop]\n'
           'print :n\n'
           'end\n'
           'stepper\n')
    assert logo.load(src) == "1000000\n"
