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
]


@pytest.mark.parametrize("mode,src,expected", case_params(CASES, {}))
def test_case(logo, mode, src, expected):
    assert run_case(logo, mode, src) == expected
