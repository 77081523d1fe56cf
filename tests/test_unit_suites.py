"""Behaviour that Berkeley Logo's own unit-test harness and a peer Logo's test suite rely on.

Each case is our own small program; the expected text is Berkeley Logo 6.2.5's exact output,
recorded from the binary.
"""

import pytest

from tests.core_cases import case_params, run_case
from tests.core_cases import text as _t

CASES = [
    # OUTPUT of a procedure that ends without a value.  When the callee's very first
    # instruction is STOP, Berkeley reports "didn't output" (error 5) even if the procedure
    # doing the OUTPUT was called as a command; a callee that stops later, or runs off its
    # end, gives "You don't say what to do with nothing" (error 30) there.
    ('output_of_a_procedure_that_stops_first', 'stdin', _t(r'''
to quits
stop
end
to quits2
(stop)
print "never
end
to late
print "late
stop
end
to empty
end
to ask1
op quits
end
to ask2
op quits2
print "unreached
end
to ask3
op late
end
to ask4
op empty
end
ask1
ask2
ask3
ask4
catch "error [ask1] show error
catch "error [ask3] show error
'''),
     _t(r'''
quits defined
quits2 defined
late defined
empty defined
ask1 defined
ask2 defined
ask3 defined
ask4 defined
quits didn't output to op  in ask1
[op quits]
quits2 didn't output to op  in ask2
[op quits2]
late
You don't say what to do with nothing  in ask3
[op late]
You don't say what to do with nothing  in ask4
[op empty]
[5 quits didn't output to op ask1 [op quits]]
late
[30 You don't say what to do with nothing ask3 [op late]]
''')),
    # RAWASCII shows the control code Berkeley stores for a reader-special character typed
    # between vertical bars; ASCII and a backslash give the plain code.
    ('rawascii_of_barred_special_characters', 'stdin', _t(r'''
show rawascii first "|[|
show rawascii last "|a]|
show rawascii first bf "|a b|
show rawascii first "|(|
show rawascii first "|{|
show rawascii first "|~|
show rawascii last "|a\\|
show rawascii first "|\||
show rawascii first first [|=|]
show rawascii first "|&|
show rawascii first "|a|
show ascii first "|[|
show rawascii first "\[
show rawascii first bf "a\ b
show rawascii char 17
'''),
     _t(r'''
17
18
3
6
30
15
26
29
22
38
97
91
91
32
17
''')),
    # A WHILE-like loop's condition that is not TRUE or FALSE, or outputs nothing: Berkeley's
    # library tests it with NOT (WHILE, DO.WHILE) or IF (UNTIL, DO.UNTIL), which the message names.
    # (Berkeley then adds "  in while" and its library's source line; pylogo leaves those out,
    # as it does for every library procedure.)
    ('loop_conditions_are_tested_by_not_and_if', 'stdin', _t(r'''
while 1 2
until 1 2
do.while [print 1] 5
do.until [print 2] [print 3]
while [print 4] [print 5]
make "x 0  while :x < 3 [ make "x :x + 1 ]  print :x
make "x 0  do.until [ make "x :x + 1 ] [:x > 10]  print :x
'''),
     _t(r'''
not doesn't like 1 as input  in while
[if not run :while.cond [op []]]
if doesn't like 1 as input  in until
[if run :until.cond [op []]]
1
not doesn't like 5 as input  in while
[if not run :while.cond [op []]]
2
3
print didn't output to if  in until
[if run :until.cond [op []]]
4
print didn't output to not  in while
[if not run :while.cond [op []]]
I don't know how  to true  in while
[if not run :while.cond [op []]]
11
''')),
    # MACROEXPAND of the library procedures Berkeley writes as macros (MACROP says TRUE for them).
    ('macroexpand_of_library_macros', 'stdin', _t(r'''
show macroexpand [for [i 1 3] [print :i]]
show macroexpand [foreach [a b] [print ?]]
make "x 0 show macroexpand [while [:x < 2] [make "x :x + 1]] show :x
make "x 5 show macroexpand [while [:x < 2] [make "x :x + 1]]
show macroexpand [until [:x > 2] [make "x :x + 1]]
show macroexpand [do.while [print 5] [1 > 2]]
show macroexpand [do.until [print 5] "false]
show macroexpand [case 3 [[1 "a] [else print 7]]]
show macroexpand [case 3 [[1 "a]]]
show macroexpand [cond [[[1 > 2] "b] [else "c d]]]
show macroexpand [localmake "a [1 2]]
show macroexpand [print 1]
show macroexpand "for
show macroexpand []
show macrop "for
'''),
     _t(r'''
1
2
3
[]
a
b
[]
[make "x :x + 1 while [:x < 2] [make "x :x + 1]]
0
[]
[]
[print 5 while [1 > 2] [print 5]]
[print 5 until false [print 5]]
[print 7]
[]
["c d]
[local "a apply "make [a [1 2]]]
print is not a macro.
f is not a macro.
first doesn't like [] as input
true
''')),
    # A procedure DEFINEd earlier on the same line: Berkeley calls the name with no inputs.
    ('procedure_defined_earlier_on_the_same_line', 'stdin', _t(r'''
define "three [[] [output 3]] run [print three]
define "four [[] [output 4]] print four print 9
define "five [[] [output 5]] if "true [print five]
copydef "six "three run [print six]
define "sev [[x] [output :x]] print sev 4
define "eig [[] [print 8]] eig
define "nin [[] [print 9]] print nin
define "ten [[] [output 10]] ten
.defmacro "twice [[] [output [print 11 print 11]]] twice
print 1 nosuchproc print 2
to f
define "tw [[] [output 12]] run [print tw]
end
f
'''),
     _t(r'''
3
4
9
5
3
not enough inputs to sev
8
9
nin didn't output to print
You don't say what to do with 10
11
11
1
I don't know how  to nosuchproc
f defined
12
''')),
    # An unknown name that is a procedure's name followed by digits: read as that procedure
    # with the number as its first input, with a warning (once, when the line is read).
    ('name_followed_by_digits', 'stdin', _t(r'''
to foo :x
print :x
end
foo5
to d :x
print :x
end
d2
show sum2 3
bf23
x2
pr2.5
show count22
show run [pr3]
to g
pr4
end
g
g
show runparse [pr2]
'''),
     _t(r'''
foo defined
Assuming you meant 'foo 5', not foo5
5
d defined
I don't know how  to d2
Assuming you meant 'sum 2', not sum2
5
Assuming you meant 'bf 23', not bf23
You don't say what to do with 3
I don't know how  to x2
I don't know how  to pr2.5
Assuming you meant 'count 22', not count22
2
Assuming you meant 'pr 3', not pr3
3
pr didn't output to show
g defined
Assuming you meant 'pr 4', not pr4  in g
[pr4]
4
4
[pr2]
''')),
    # What a unit-test harness leans on: character buffers (known by their list, so the same
    # list cannot be opened twice while an equal one can; ALLOPEN lists the newest first),
    # error codes seen through CATCH and ERROR, bitwise and arithmetic results.
    ('harness_buffers_error_codes_and_arithmetic', 'stdin', _t(r'''
to buf :text
localmake "saved writer
openwrite [store 6]
setwrite [store 6]
type :text
close [store 6]
setwrite :saved
output :store
end
show buf "abc
show buf "abcdefghij
setwrite [old 20] type "hi setwrite [] show :old
catch "error [openwrite [one]] show first error
catch "error [setwrite [one]] show first error
.macro quits
stop
end
catch "error [quits] show first error
to nothing
stop
end
to wants
output nothing
end
catch "error [wants] show first error
.macro outstop
output [stop]
end
to usesit
outstop
output 1
end
show runresult [usesit]
show (list bitand 256 1280 bitor 1 256 bitxor 256 1280 bitnot -8 ashift -1 -1)
show (list ashift 2 -1 lshift 2 -1 lshift -1 -1 (bitand 7 11 15))
show (list (random 1) exp 1 log10 1000 (quotient 10) power 21 2 sqrt 441 (sum 1 2 3 -1))
show runresult [(list "a)]
make "a [] repeat 20000 [make "a fput repcount :a] show count :a
openwrite [st 6]
openwrite [st 6]
make "b [q 5]
openwrite :b
openwrite :b
setwrite [st 6] type "x setwrite [] show :st
show allopen
close :b show :q
show allopen
'''),
     _t(r'''
buf defined
File store 6 not open  in buf
[close [store 6]]
File store 6 already open  in buf
[openwrite [store 6]]
hi
4
4
quits defined
29
nothing defined
wants defined
5
outstop defined
usesit defined
[]
[256 257 1024 7 -1]
[1 1 2147483647 3]
[0 2.71828182845905 3 0.1 441 21 5]
[[a]]
20000
File q 5 already open
x
[[q 5] [st 6] [st 6] [store 6]]

[[st 6] [st 6] [store 6]]
''')),
    # Berkeley keeps one slot for the latest error: CATCH "ERROR fills it, ERROR empties it, and
    # so does an error reported at top level (ERROR then outputs []).  While ERRACT runs the
    # error is in the slot (ERROR there takes it, and its message is not printed), and PAUSE
    # first prints an error still in the slot.  (The unit harness's CATCH leaves errors in it.)
    ('error_slot_cleared_when_an_error_is_reported', 'stdin', _t(r'''
catch "error [print item 5 [a b]]
print item 9 [c]
show error
catch "error [make "x sum "a 1]
to shows
show error
end
print :missing.var
shows
to tryit
catch "error [print 1 / 0]
print "tried
end
tryit
show error
show error
catch "error [tryit]
make "erract [show error]
print last []
show error
make "erract [print "acting]
print last []
show error
ern "erract
to halts
catch "error [print bf "]
pause
print "resumed
end
halts
show error
continue
show error
'''),
     _t(r'''
item doesn't like 9 as input
[]
shows defined
missing.var has no value
[]
tryit defined
tried
[4 / doesn't like 0 as input tryit [catch "error [print 1 / 0]]]
[]
tried
[7 last doesn't like [] as input [] []]
[]
acting
last doesn't like [] as input
[]
halts defined
bf doesn't like || as input  in halts
[catch "error [print bf "]]
Pausing...
halts[]
haltsresumed
[]
''')),
    # A value of .MAYBEOUTPUT that a command call does not want is error 9 (OUTPUT's is 30).
    # At the end of a top-level line or of a REPEAT ... list, and when the procedure was
    # a procedure's last call, Berkeley places it at the .MAYBEOUTPUT line; called in the
    # middle of a list or by a procedure's line, at the caller's line.
    ('maybeoutput_value_nobody_wanted', 'stdin', _t(r'''
to maybe.give :x
print "giving
if :x > 1 [.maybeoutput :x * 10]
.maybeoutput word "w :x
end
to paren.give
(.maybeoutput "p)
end
to caller
maybe.give 2
print "caller
end
to tailer
maybe.give 1
end
to outer
output maybe.give 3
end
maybe.give 2
maybe.give 1 print "mid
paren.give
caller
tailer
outer
repeat 1 [maybe.give 4]
catch "error [paren.give] show error
catch "error [caller] show error
print maybe.give 5
'''),
     _t(r'''
maybe.give defined
paren.give defined
caller defined
tailer defined
outer defined
giving
You don't say what to do with 20  in maybe.give
[if :x > 1 [.maybeoutput :x * 10]]
giving
You don't say what to do with w1
You don't say what to do with p  in paren.give
[(.maybeoutput "p)]
giving
You don't say what to do with 20  in caller
[maybe.give 2]
giving
You don't say what to do with w1  in maybe.give
[.maybeoutput word "w :x]
giving
You don't say what to do with 30  in outer
[output maybe.give 3]
giving
You don't say what to do with 40  in maybe.give
[if :x > 1 [.maybeoutput :x * 10]]
[9 You don't say what to do with p paren.give [(.maybeoutput "p)]]
giving
[9 You don't say what to do with 20 caller [maybe.give 2]]
giving
50
''')),
    # Berkeley's library macros (DO.WHILE, LOCALMAKE, FOR ...) used as an input: their
    # expansion is run for a value ("Runlist ... has more than one expression", "Macro
    # returned [] instead of a list").  A macro's expansion given to OUTPUT runs as the
    # procedure's last instructions: "make didn't output to op" names its last one, an empty
    # one (or a loop's) is "op didn't output to op", and "nothing" for a command call.
    ('library_macros_as_inputs_and_output_of_expansions', 'stdin', _t(r'''
make "k 0
show do.while [make "k :k + 1] [:k < 3]
show :k
show do.until 7 8
print localmake "loc 9
show for [j 1 2] [type :j]
show foreach [x y] [type ?]
make "got until [:k > 2] [print "skipped]
show macroexpand [do.while "w [c]]
.macro twice.m
op [make "k 5 make "k 6]
end
.macro gives.m
op [type "a sum 4 5]
end
.macro none.m
op []
end
to uses.twice
op twice.m
end
to uses.gives
output gives.m
end
to uses.none
op none.m
end
to loops
op while [:k < 8] [make "k :k + 1]
end
show uses.twice
uses.twice
show uses.gives
show uses.none
uses.none
show loops
show :k
'''),
     _t(r'''
Runlist [[make "k [+ :k 1]] [while "[:k < 3] "[make "k :k + 1]]] has more than one expression
0
Runlist [7 [until 8 7]] has more than one expression
Runlist [[local "loc] [apply "make "[loc 9]]] has more than one expression
12Macro returned [] instead of a list
xyMacro returned [] instead of a list
Runlist [[print "skipped] [until "[:k > 2] "[print "skipped]]] has more than one expression
[w while [c] w]
twice.m defined
gives.m defined
none.m defined
uses.twice defined
uses.gives defined
uses.none defined
loops defined
make didn't output to op  in uses.twice
[op twice.m]
You don't say what to do with nothing
a9
op didn't output to op  in uses.none
[op none.m]
You don't say what to do with nothing
op didn't output to op  in loops
[op while [:k < 8] [make "k :k + 1]]
8
''')),
    # .MAYBEOUTPUT given nothing, in a procedure called for its value: Berkeley says the
    # input's procedure didn't output to .maybeoutput, at that line (as a command, or for
    # RUNRESULT, it is no error).
    ('maybeoutput_given_nothing_for_a_value', 'stdin', _t(r'''
to quiet.set
make "z 1
end
to passes.on
.maybeoutput quiet.set
end
to passes.cmd
.maybeoutput make "z 2
end
to passes.tail
print "t
.maybeoutput quiet.set
end
to asks
output passes.cmd
end
passes.on
show passes.on
print (word "a passes.cmd)
show passes.tail
show asks
show runresult [passes.cmd]
ignore passes.cmd
'''),
     _t(r'''
quiet.set defined
passes.on defined
passes.cmd defined
passes.tail defined
asks defined
quiet.set didn't output to .maybeoutput  in passes.on
[.maybeoutput quiet.set]
make didn't output to .maybeoutput  in passes.cmd
[.maybeoutput make "z 2]
t
quiet.set didn't output to .maybeoutput  in passes.tail
[.maybeoutput quiet.set]
make didn't output to .maybeoutput  in passes.cmd
[.maybeoutput make "z 2]
[]
make didn't output to .maybeoutput  in passes.cmd
[.maybeoutput make "z 2]
''')),
]

XFAIL: dict = {}


@pytest.mark.parametrize("mode,src,expected", case_params(CASES, XFAIL))
def test_unit_suite_behaviour(logo, mode, src, expected):
    assert run_case(logo, mode, src) == expected


def test_unknown_name_loads_its_file_from_the_current_directory(tmp_path, monkeypatch):
    """Meeting a name that is no procedure, Berkeley loads NAME.lg from the current
    directory (when the line is read, so the inputs count) before giving up."""
    from tests.inproc import LogoSession

    (tmp_path / "zork.lg").write_text('to zork\nprint "loaded\nend\nprint "side\n')
    (tmp_path / "zin.lg").write_text("to zin :x\nprint :x\nend\n")
    (tmp_path / "znone.lg").write_text('print "nothing\n')
    (tmp_path / "bad.lg").write_text('print "x\n"test\nprint "y\n')
    monkeypatch.chdir(tmp_path)
    out = LogoSession().run("zork\nzork\nzin 5\nznone\nprint 1 znone\nbad 1\nprint 2\n")
    assert out == ("side\nloaded\nloaded\n5\nnothing\nI don't know how  to znone\n"
                   "nothing\n1\nI don't know how  to znone\n"
                   "x\nYou don't say what to do with test\n2\n")


def test_a_file_loaded_for_its_name_that_calls_the_name_again(tmp_path, monkeypatch):
    """FOO.lg (or BAR.lg it leads to) calling FOO, still undefined, is not loaded again:
    "I don't know how to foo" (Berkeley recurses until it crashes)."""
    from tests.inproc import LogoSession

    (tmp_path / "foo.lg").write_text("foo\n")
    (tmp_path / "bar.lg").write_text("baz\n")
    (tmp_path / "baz.lg").write_text("bar\n")
    monkeypatch.chdir(tmp_path)
    out = LogoSession().run('foo\nprint "after\nto g\nfoo\nend\ng\nbar\nprint "end\n')
    assert out == ("I don't know how  to foo\nafter\ng defined\nI don't know how  to foo  in g\n[foo]\n"
                   "I don't know how  to bar\nend\n")
