"""Where Berkeley Logo reports a value that a procedure's last line leaves unused.

It depends on how the procedure was called: in the middle of a list, as a
command, the caller's line is blamed (at top level, no line); at the end of a
top-level line or of a REPEAT, FOREVER or CATCH list, or for its value, the
procedure itself.  OUTPUT of something that outputs nothing is "You don't say
what to do with nothing" at the caller's line when the procedure was called as
a command, "didn't output" inside it when called for its value.  IF, IFELSE and
RUN pass their own place on to their list's last instruction, and so does a
tail call.  (pylogo: the call site chooses the procedure's entry,
ControlCompiler.user_statement; BerkeleyErrors.on_error and depends_on_call, in
runtime/berkeley_errors.py, apply Berkeley's rules.)

Expected outputs are Berkeley Logo 6.2.5's.
"""

import pytest

from tests.core_cases import case_params, run_case
from tests.core_cases import text as _t

CASES = [
    ('in_the_middle_of_a_list_at_the_callers_line', 'stdin', _t(r'''
to f1
3
end
to g5
f1
end
f1 print "x
run [f1 print "y]
to a1
run [f1 print "a1]
end
a1
to a2
a1
print "a2
end
a2
to r2 :n
ifelse :n = 0 [3] [r2 :n - 1]
end
r2 2
to a3
r2 2
print "a3
end
a3
to g
catch "x [3]
end
to a4
g
print "a4
end
a4
to a5
ifelse "true [f1] [f1]
print "a5
end
a5
to a6
if "true [f1 print "a6]
end
a6
to a7
forever [f1]
end
a7
to a8
output f1
end
show a8
to a9
a8
print "a9
end
a9
to a10
(ignore 1) f1
print "a10
end
a10
to a11
f1 print "a11
end
a11
to a12
repeat 1 [f1 print "a12]
end
a12
to a13
print "start
f1
end
to a14
a13
print "a14
end
a14
to a15
iftrue [f1]
end
to a16
test "true
a15
print "a16
end
a16
to a17
catch "error [f1]
show error
print "a17
end
a17
to a18
ifelse "true [g5] [g5]
end
to a19
a18
print "a19
end
a19
'''),
     _t(r'''
f1 defined
g5 defined
You don't say what to do with 3
You don't say what to do with 3
a1 defined
You don't say what to do with 3  in a1
[run [f1 print "a1]]
a2 defined
You don't say what to do with 3  in a1
[run [f1 print "a1]]
r2 defined
You don't say what to do with 3  in r2
[ifelse :n = 0 [3] [r2 :n - 1]]
a3 defined
You don't say what to do with 3  in a3
[r2 2]
g defined
a4 defined
You don't say what to do with 3  in g
[catch "x [3]]
a5 defined
You don't say what to do with 3  in a5
[ifelse "true [f1] [f1]]
a6 defined
You don't say what to do with 3  in a6
[if "true [f1 print "a6]]
a7 defined
You don't say what to do with 3  in f1
[3]
a8 defined
You don't say what to do with 3  in f1
[3]
a9 defined
You don't say what to do with 3  in f1
[3]
a10 defined
You don't say what to do with 3  in a10
[(ignore 1) f1]
a11 defined
You don't say what to do with 3  in a11
[f1 print "a11]
a12 defined
You don't say what to do with 3  in a12
[repeat 1 [f1 print "a12]]
a13 defined
a14 defined
start
You don't say what to do with 3  in a14
[a13]
a15 defined
a16 defined
You don't say what to do with 3  in a16
[a15]
a17 defined
[9 You don't say what to do with 3 f1 [3]]
a17
a18 defined
a19 defined
You don't say what to do with 3  in a19
[a18]
''')),
    ('at_the_end_of_repeat_catch_or_a_top_level_line_inside', 'stdin', _t(r'''
to f1
3
end
to g5
f1
end
to n
repeat 2 [f1]
end
to m
catch "x [f1]
end
to k2
if "true [f1]
end
to p2
run [f1]
end
to c1
n
print "c1
end
c1
to c2
m
print "c2
end
c2
to c4
k2
print "c4
end
c4
to c6
p2
print "c6
end
c6
to c7
repeat 1 [g5]
print "c7
end
c7
to c8
repeat 1 [g5 print "c8]
end
c8
repeat 1 [f1]
catch "x [f1]
run [f1]
if "true [f1]
repeat 1 [g5]
to c12
catch "x [g5]
print "c12
end
c12
to c13
if "true [repeat 1 [f1]]
print "c13
end
c13
'''),
     _t(r'''
f1 defined
g5 defined
n defined
m defined
k2 defined
p2 defined
c1 defined
You don't say what to do with 3  in f1
[3]
c2 defined
You don't say what to do with 3  in f1
[3]
c4 defined
You don't say what to do with 3  in c4
[k2]
c6 defined
You don't say what to do with 3  in c6
[p2]
c7 defined
You don't say what to do with 3  in f1
[3]
c8 defined
You don't say what to do with 3  in c8
[repeat 1 [g5 print "c8]]
You don't say what to do with 3  in f1
[3]
You don't say what to do with 3  in f1
[3]
You don't say what to do with 3  in f1
[3]
You don't say what to do with 3  in f1
[3]
You don't say what to do with 3  in f1
[3]
c12 defined
You don't say what to do with 3  in f1
[3]
c13 defined
You don't say what to do with 3  in f1
[3]
''')),
    ('through_tail_calls_for_a_value', 'stdin', _t(r'''
to z
3
end
to y
z
end
to x
output y
end
to w
x
print "w
end
w
show x
to v
if "true [repeat 1 [z]]
print "v
end
v
to t2
while ["true] [z]
end
t2
'''),
     _t(r'''
z defined
y defined
x defined
w defined
You don't say what to do with 3  in z
[3]
You don't say what to do with 3  in z
[3]
v defined
You don't say what to do with 3  in z
[3]
t2 defined
You don't say what to do with 3  in t2
[while ["true] [z]]
''')),
    ('procedures_whose_code_is_the_same', 'stdin', _t(r'''
to f1
3
end
to p
run [3]
end
to c
p
print "c
end
c
f1 print "x
repeat 1 [f1]
'''),
     _t(r'''
f1 defined
p defined
c defined
You don't say what to do with 3  in c
[p]
You don't say what to do with 3
You don't say what to do with 3  in f1
[3]
''')),
    ('output_of_nothing_called_as_a_command_or_for_a_value', 'stdin', _t(r'''
to f
end
to k
op print 2
end
to m
k
end
m
print m
to n
m
print 3
end
n
to p
repeat 1 [k]
print 4
end
p
to q
k
print 5
end
q
to r
output k
end
print r
'''),
     _t(r'''
f defined
k defined
m defined
2
You don't say what to do with nothing  in m
[k]
2
You don't say what to do with nothing  in m
[k]
n defined
2
You don't say what to do with nothing  in m
[k]
p defined
2
You don't say what to do with nothing  in p
[repeat 1 [k]]
q defined
2
You don't say what to do with nothing  in q
[k]
r defined
2
print didn't output to op  in k
[op print 2]
''')),
]


@pytest.mark.parametrize("mode,src,expected", case_params(CASES, {}))
def test_case(logo, mode, src, expected):
    assert run_case(logo, mode, src) == expected


def test_no_cpython_internals_decide_it():
    """How a procedure was called comes from the generated code, not from bytecode."""
    from pathlib import Path

    import pylogo

    for path in Path(pylogo.__file__).parent.rglob("*.py"):
        text = path.read_text()
        for word in ("import dis", "f_lasti", "get_instructions", ".opname"):
            assert word not in text, (path.name, word)


def test_one_module_walks_the_stack():
    """Only system/frames.py looks at Python's frames (the issue allows one place)."""
    from pathlib import Path

    import pylogo

    package = Path(pylogo.__file__).parent
    walkers = sorted(str(path.relative_to(package)) for path in package.rglob("*.py")
                     if any(word in path.read_text() for word in ("_getframe", "_current_frames", "f_back")))
    assert walkers == ["system/frames.py"]
