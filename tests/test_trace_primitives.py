"""TRACE of primitives (issue 14 point 4): calls and results shown as Berkeley
Logo 6.2.5 shows them, also from compiled procedures, and gone after UNTRACE.
Expected outputs are Berkeley Logo 6.2.5's.
"""

import pytest

from tests.core_cases import case_params, run_case
from tests.core_cases import text as _t

CASES = [
    ('trace_operation', 'stdin', _t(r'''
trace "sum
print sum 2 3
untrace "sum
print sum 2 3
trace "print
print sum 2 3
(print 1 [a b] "c)
untrace "print
print 5
to f :x
op sum :x 1
end
trace [sum difference]
print f 3
print difference 5 2
show traced
show sum sum 1 2 3
to g
print 1
end
trace "g
trace "print
g
show traced
untrace [print g]
show traced
trace "sum
print sum 1 "a
print sum 1 2
trace "first
show first [a b]
show (sum)
show (sum 1 2 3)
print 2+3
trace "word
show word "a 1
show (word "a [b] "|x y|)
trace "print
pr 4
'''),
     _t(r'''
( sum 2 3 )
sum outputs 5
5
5
( print 5 )
5
print stops
( print 1 [a b] "c )
1 a b c
print stops
5
f defined
( sum 3 1 )
sum outputs 4
4
( difference 5 2 )
difference outputs 3
3
[[difference sum] [] []]
( sum 1 2 )
sum outputs 3
( sum 3 3 )
sum outputs 6
6
g defined
( g )
 ( print 1 )
1
 print stops
g stops
[[difference g print sum] [] []]
[[difference sum] [] []]
( sum 1 "a )
sum doesn't like a as input
( sum 1 2 )
sum outputs 3
3
( first [a b] )
first outputs "a
a
( sum )
sum outputs 0
0
( sum 1 2 3 )
sum outputs 6
6
5
( word "a 1 )
word outputs "a1
a1
( word "a [b] "x y )
word doesn't like [b] as input
4
''')),
    ('trace_in_procedures', 'stdin', _t(r'''
to h :x
if equalp :x 1 [print "one]
repeat 2 [print first :x]
end
trace [equalp first]
h 1
h [a b]
trace "sum
show apply "sum [1 2]
run [print sum 3 4]
show runresult [sum 1 1]
untrace [sum equalp first]
h 1
show traced
'''),
     _t(r'''
h defined
( equalp 1 1 )
equalp outputs "true
one
( first 1 )
first outputs 1
1
( first 1 )
first outputs 1
1
( equalp [a b] 1 )
equalp outputs "false
( first [a b] )
first outputs "a
a
( first [a b] )
first outputs "a
a
( sum 1 2 )
sum outputs 3
3
( sum 3 4 )
sum outputs 7
7
( sum 1 1 )
sum outputs 2
[2]
one
1
1
[[] [] []]
''')),
    ('trace_run_if_ifelse', 'stdin', _t(r'''
trace "run
run [print 5]
trace "ifelse
show ifelse 1=1 [1] [2]
ifelse 1=2 [print 1] [print 2]
trace "if
if 1=1 [print 1]
if 1=2 [print 1]
to k :x
if :x > 0 [print :x k :x - 1]
end
k 2
untrace [if ifelse]
show run [sum 1 2]
'''),
     _t(r'''
( run [print 5] )
run outputs [print 5]
5
( ifelse "true [1] [2] )
ifelse outputs [1]
1
( ifelse "false [print 1] [print 2] )
ifelse outputs [print 2]
2
( if "true [print 1] )
if outputs [print 1]
1
( if "false [print 1] )
if outputs []
k defined
( if "true [print :x k :x - 1] )
if outputs [print :x k :x - 1]
2
( if "true [print :x k :x - 1] )
if outputs [print :x k :x - 1]
1
( if "false [print :x k :x - 1] )
if outputs []
( run [sum 1 2] )
run outputs [sum 1 2]
3
''')),
    # TRACE of a primitive takes effect on the rest of its own line (Berkeley 6.2.5).
    ('trace_on_the_same_line', 'stdin', _t(r'''
trace "sum print sum 1 2
trace "first show first [a b]
trace "word show word "a "b untrace "word show word "c "d
trace [int first] print int 3.5 untrace [int first sum] print sum 1 first [4]
to f
trace "sum print sum 1 2 untrace "sum print sum 3 4
end
f
f
'''),
     _t(r'''
( sum 1 2 )
sum outputs 3
3
( first [a b] )
first outputs "a
a
( word "a "b )
word outputs "ab
ab
cd
( int 3.5 )
int outputs 3
3
5
f defined
( sum 1 2 )
sum outputs 3
3
7
( sum 1 2 )
sum outputs 3
3
7
''')),
    ('trace_shows_the_name_as_called', 'stdin', _t(r'''
trace "print
PRINT 6
Print 7
print 8
untrace "print
trace "PRINT
print 9
Print 10
to f
PRINT 1
end
f
trace "pr
PR 4
pr 5
print 6
trace "sum
show SUM 1 2
show Sum 1 "a
'''),
     _t(r'''
( PRINT 6 )
6
PRINT stops
( Print 7 )
7
Print stops
( print 8 )
8
print stops
( print 9 )
9
print stops
( Print 10 )
10
Print stops
f defined
( PRINT 1 )
1
PRINT stops
( PR 4 )
4
PR stops
( pr 5 )
5
pr stops
( print 6 )
6
print stops
( SUM 1 2 )
SUM outputs 3
3
( Sum 1 "a )
Sum doesn't like a as input
''')),
    ('trace_of_a_value_a_command_call_does_not_want', 'stdin', _t(r'''
to g
output 5
end
to s
stop
end
trace [g s]
show catch "x [g]
g
print g
s
run [g]
to f [:r]
output count :r
end
trace "f
f
run [f 1]
ignore runresult [f 1]
print "next
'''),
     _t(r'''
g defined
s defined
( g )
g outputs 5
5
( g )
You don't say what to do with 5
( g )
g outputs 5
5
( s )
s stops
( g )
You don't say what to do with 5
f defined
( f )
You don't say what to do with 0
( f )
You don't say what to do with 0
( f )
You don't say what to do with 0
next
''')),
    ('trace_of_a_value_a_tail_call_does_not_want', 'stdin', _t(r'''
to g
output 5
end
to g2
output g
end
to h
g
end
to h2
g2
end
to w
output g
end
to sq :n
output :n * :n
end
to m
print sq 3
sq 4
end
trace [g g2 h h2 sq]
h
show w
m
untrace [h h2]
to k :n
if :n = 0 [g stop]
k :n - 1
end
k 2
'''),
     _t(r'''
g defined
g2 defined
h defined
h2 defined
w defined
sq defined
m defined
( h )
 ( g )
You don't say what to do with 5  in h
[g]
( g )
g outputs 5
5
( sq 3 )
sq outputs 9
9
( sq 4 )
You don't say what to do with 16  in m
[sq 4]
k defined
( g )
You don't say what to do with 5  in k
[if :n = 0 [g stop]]
''')),
]


@pytest.mark.parametrize("mode,src,expected", case_params(CASES, {}))
def test_case(logo, mode, src, expected):
    assert run_case(logo, mode, src) == expected
