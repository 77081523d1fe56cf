"""Core tests: workspace management (manual chapter 8) and error messages inside
procedures (chapter 11; issue 2 point 6).

Expected outputs are Berkeley Logo 6.2's. Each case runs its source as standard
input (each line at top level) or, for "file" cases, loads it like a file.
"""

import pytest

from tests.core_cases import case_params, run_case
from tests.core_cases import text as _t

CASES = [
    ('po_pot_pops', 'file', _t(r'''
to square :x
; comments and spacing are kept
output   :x * :x   ; like this
end
to greet [:who "world]
print word "hello :who
end
po "square
po [greet square]
pot "square
pot [greet square]
pots
pops
'''),
     _t(r'''
to square :x
; comments and spacing are kept
output   :x * :x   ; like this
end

to greet [:who "world]
print word "hello :who
end

to square :x
; comments and spacing are kept
output   :x * :x   ; like this
end

to square :x
to greet [:who "world]
to square :x
to greet [:who "world]
to square :x
to greet [:who "world]
print word "hello :who
end

to square :x
; comments and spacing are kept
output   :x * :x   ; like this
end

''')),
    ('pon_pons_popl', 'file', _t(r'''
make "count.var 3
make "words [a [b] "c]
make "spaced "|a b|
make "empty.word "
make "num 2.50
make "arr {1 2}
pon "count.var
pon [words spaced]
pons
'''),
     _t(r'''
Make "count.var 3
Make "words [a [b] "c]
Make "spaced "|a b|
Make "arr {1 2}
Make "count.var 3
Make "empty.word "||
Make "num 2.5
Make "spaced "|a b|
Make "words [a [b] "c]
''')),
    ('popl_order_follows_plist', 'stdin', _t(r'''
pprop "car "color "red
pprop "car "n 4
show plist "car
popl "car
popls
'''),
     _t(r'''
[n 4 color red]
Pprop "car "n 4
Pprop "car "color "red
Pprop "car "n 4
Pprop "car "color "red
''')),
    ('po_contents_list', 'file', _t(r'''
to f
end
make "v 1
pprop "p "k "v
po [[f] [v] [p]]
poall
'''),
     _t(r'''
to f
end

Make "v 1
Pprop "p "k "v
to f
end

Make "v 1
Pprop "p "k "v
''')),
    ('pot_plist_one_line', 'file', _t(r'''
pprop "p "k "v
pot [[] [] [p]]
'''),
     _t(r'''
Plist "p = [k v]
''')),
    ('po_errors', 'stdin', _t(r'''
po "nosuch
pot "nosuch
po "sum
'''),
     _t(r'''
I don't know how  to nosuch
I don't know how  to nosuch
sum is a primitive
''')),
    ('contents_procedures_names_plists', 'file', _t(r'''
to zeta
end
to alpha
output 1
end
to Mid.Name
end
make "zz 1
make "aa 2
make "Mm 3
pprop "plist.one "k "v
show procedures
show names
show plists
show contents
'''),
     _t(r'''
[alpha mid.name zeta]
[[] [aa mm zz]]
[[] [] [plist.one]]
[[alpha mid.name zeta] [aa mm zz] [plist.one]]
''')),
    ('erase_erall_erps_erns_erpls', 'file', _t(r'''
to p1
end
to p2
end
make "v1 1
make "v2 2
pprop "pl "a 1
erase "p1
show procedures
erase [[] [v1]]
show names
erase [[] [] [pl]]
show plists
erps
show procedures
erns
show names
pprop "pl "a 1
erpls
show plists
to p3
end
make "v3 3
erall
show contents
'''),
     _t(r'''
[p2]
[[] [v2]]
[[] [] []]
[]
[[] []]
[[] [] []]
[[] [] []]
''')),
    ('er_errors', 'stdin', _t(r'''
erase "sum
erase "nosuch.proc
ern "nosuch.var
'''),
     _t(r'''
sum is a primitive
''')),
    ('bury_unbury', 'file', _t(r'''
to alpha
output 1
end
to beta
end
make "aa 2
make "bb 3
bury "alpha
show procedures
show alpha
show buriedp "alpha
show buriedp "beta
unbury "alpha
show procedures
buryname "aa
show names
show :aa
unburyname "aa
show names
bury [[beta] [bb] []]
show contents
'''),
     _t(r'''
[beta]
1
true
false
[alpha beta]
[[] [bb]]
2
[[] [aa bb]]
[[alpha] [aa] []]
''')),
    ('bury_hides_from_save_and_erall', 'file', _t(r'''
to keep
output "kept
end
bury "keep
erall
show keep
'''),
     _t(r'''
kept
''')),
    ('predicates', 'file', _t(r'''
to user.proc :a [:b 2]
output :a + :b
end
show primitivep "print
show primitivep "user.proc
show primitivep "nosuch
show definedp "user.proc
show definedp "print
show definedp "nosuch
show procedurep "user.proc
show procedurep "print
show procedurep "nosuch
show procedure? "sum
show primitive? "sum
show defined? "user.proc
show definedp "USER.PROC
show text "User.Proc
make "v 1
show namep "v
show namep "V
pprop "pl "a 1
show plistp "pl
show plistp "PL
'''),
     _t(r'''
true
false
false
true
false
false
true
true
false
true
true
true
true
[[a [b 2]] [output :a + :b]]
true
true
true
true
''')),
    ('library_procedures_defined', 'stdin', _t(r'''
show definedp "first
show primitivep "map
show procedurep "map
show primitivep "first
show primitivep "pop
'''),
     _t(r'''
false
false
true
true
false
''')),
    ('library_procedures_are_definedp', 'stdin', _t(r'''
; manual 8.4: DEFINEDP is true for library procedures
show definedp "map
show definedp "foreach
'''),
     _t(r'''
true
true
''')),
    ('arity_errors', 'stdin', _t(r'''
show arity "nosuch
show arity [a]
'''),
     _t(r'''
I don't know how  to nosuch
arity doesn't like [a] as input
''')),
    ('namelist_pllist', 'stdin', _t(r'''
show namelist "a
show namelist [a b]
show pllist "p
show pllist [p q]
'''),
     _t(r'''
[[] [a]]
[[] [a b]]
[[] [] [p]]
[[] [] [p q]]
''')),
    ('trace_untrace', 'file', _t(r'''
to f :x
output :x * 2
end
trace "f
show f 3
untrace "f
show f 4
show tracedp "f
'''),
     _t(r'''
( f 3 )
f outputs 6
6
8
false
''')),
    ('trace_command', 'file', _t(r'''
to g
print "in.g
end
trace "g
g
untrace "g
g
'''),
     _t(r'''
( g )
in.g
g stops
in.g
''')),
    ('traced_variable', 'file', _t(r'''
make "tv 1
trace [[] [tv]]
make "tv 2
untrace [[] [tv]]
make "tv 3
show :tv
'''),
     _t(r'''
Make "tv 2
3
''')),
    ('step_unstep', 'stdin', _t(r'''
show steppedp "sum
to h
end
step "h
show steppedp "h
unstep "h
show steppedp "h
'''),
     _t(r'''
false
h defined
true
false
''')),
    # STEP with standard input not a terminal: each line shown, no " >>> " prompt (Berkeley
    # prompts only on a terminal), the Enter key read from the input
    ('step_without_a_terminal', 'stdin', _t(r'''
to f
print 1
print 2
end
step "f
f


print "done
'''),
     _t(r'''
f defined
[print 1]1
[print 2]2
done
''')),
    ('primitives_list', 'stdin', _t(r'''
show memberp "print primitives
show memberp "map primitives
show listp primitives
'''),
     _t(r'''
true
false
true
''')),
    ('errors_in_procedures', 'file', _t(r'''
to outer :x
print :x
inner :x
end
to inner :y
print first :y
end
outer [a]
outer []
'''),
     _t(r'''
a
a

first doesn't like [] as input  in inner
[print first :y]
''')),
    ('errors_in_procedures_stdin', 'mixed', _t(r'''
to outer :x
print :x
inner :x
end
to inner :y
print first :y
end
to loops
print "start
repeat 2 [print first []]
end
to runner
run [print 1 / 0]
end
to nested :n
if :n = 0 [print :undefined.var stop]
nested :n - 1
end
to several
print "a print "b nosuch.proc
end
--- stdin
outer [a]
outer []
outer
(outer 1 2)
loops
runner
nested 3
several
print "still.running
'''),
     _t(r'''
a
a

first doesn't like [] as input  in inner
[print first :y]
not enough inputs to outer
too many inputs to outer
start
first doesn't like [] as input  in loops
[repeat 2 [print first []]]
/ doesn't like 0 as input  in runner
[run [print 1 / 0]]
undefined.var has no value  in nested
[if :n = 0 [print :undefined.var stop]]
a
b
I don't know how  to nosuch.proc  in several
[print "a print "b nosuch.proc]
still.running
''')),
    ('error_line_retokenized', 'mixed', _t(r'''
to f
print "a ; a comment
print sum 1 ~
  [x]
end
to g
make "v "|a b|
print first "
end
to h
print (sum 1 2 [a])
end
--- stdin
f
g
h
'''),
     _t(r'''
a
sum doesn't like [x] as input  in f
[print sum 1 [x]]
first doesn't like || as input  in g
[print first "]
sum doesn't like [a] as input  in h
[print (sum 1 2 [a] )]
''')),
    ('error_in_nested_call_line', 'mixed', _t(r'''
to top
middle 5
end
to middle :n
output :n + bottom
end
to bottom
output first []
end
--- stdin
top
show middle 1
'''),
     _t(r'''
first doesn't like [] as input  in bottom
[output first []]
first doesn't like [] as input  in bottom
[output first []]
''')),
    ('error_names_as_typed', 'mixed', _t(r'''
to f
print BF "
end
--- stdin
f
print BuTfIrSt []
print Item 0 [a]
'''),
     _t(r'''
BF doesn't like || as input  in f
[print BF "]
BuTfIrSt doesn't like [] as input
Item doesn't like 0 as input
''')),
    ('error_didnt_output', 'mixed', _t(r'''
to cmd
print "x
end
--- stdin
print cmd
show cmd + 1
make "v cmd
'''),
     _t(r'''
x
cmd didn't output to print
x
cmd didn't output to +
x
cmd didn't output to make
''')),
    ('error_unknown_in_procedure', 'mixed', _t(r'''
to f
nosuch 1 2
end
to g
print :novar
end
to h
print sum 1
end
--- stdin
f
g
h
'''),
     _t(r'''
I don't know how  to nosuch  in f
[nosuch 1 2]
novar has no value  in g
[print :novar]
not enough inputs to sum  in h
[print sum 1]
''')),
    ('errors_top_level_messages', 'stdin', _t(r'''
print
print sum 1
(fput 1 [2] 3)
3
"abc
[a b]
sum 2 3
nosuch.procedure
print :nosuch.variable
print )
print ]
print print 1
iftrue [print "x]
if "yes [print 1]
print not 1
po "sum
print "still.running
'''),
     _t(r'''
not enough inputs to print
not enough inputs to sum
too many inputs to fput
You don't say what to do with 3
You don't say what to do with abc
You don't say what to do with [a b]
You don't say what to do with 5
I don't know how  to nosuch.procedure
nosuch.variable has no value
unexpected ')'
unexpected ']'
1
print didn't output to print
iftrue without TEST
if doesn't like yes as input
not doesn't like 1 as input
sum is a primitive
still.running
''')),
    ('error_unbalanced_brackets', 'stdin', _t(r'''
print [a b
]
print (sum 1 2
)
show "x
'''),
     _t(r'''
a b
3
x
''')),
    ('errors_more_messages', 'stdin', _t(r'''
print }
(print 1 2))
show 1 2
make "x
show :x
'''),
     _t(r'''
unexpected '}'
unexpected ')'
1
You don't say what to do with 2
not enough inputs to make
x has no value
''')),
    ('trace_output_format', 'file', _t(r'''
to f :x :y
output g :x
end
to g :z
if :z = 0 [stop]
output list :z "|a b|
end
trace [f g]
show f 1 [a [b]]
g 0
untrace [f g]
to h [:r]
output :r
end
trace "h
show (h 1 "x [y])
untrace "h
'''),
     _t(r'''
( f 1 [a [b]] )
 ( g 1 )
 g outputs [1 a b]
f outputs [1 a b]
[1 a b]
( g 0 )
g stops
( h 1 "x [y] )
h outputs [1 x [y]]
[1 x [y]]
''')),
    ('trace_plist_and_variable_in_procedure', 'file', _t(r'''
pprop "tp "a 1
trace [[] [] [tp]]
pprop "tp "b 2
untrace [[] [] [tp]]
to loud
make "lv 3
end
trace [[] [lv]]
loud
untrace [[] [lv]]
'''),
     _t(r'''
Pprop "tp "b 2
Make "lv 3  in loud
[make "lv 3]
''')),
    # the empty word as a name kept in the workspace: a quotation mark alone, as typed
    # ("||) when PON or POPL is given it
    ('empty_names_in_listings', 'stdin', _t(r'''
pprop "|| "k 1
popl "||
pprop "a "|| "||
popl "a
make "|| 5
pon "||
pons
popls
poall
save "x.lg
erall
load "x.lg
poall
erall
pprop " 2.5 [1 2 3]
popls
erasefile "x.lg
'''),
     _t(r'''
Pprop "|| "k 1
Pprop "a " "||
Make "|| 5
Make " 5
Pprop " "k 1
Pprop "a " "||
Make " 5
Pprop " "k 1
Pprop "a " "||
Make " 5
Pprop " "k 1
Pprop "a " "||
Pprop " 2.5 [1 2 3]
''')),
    # UNBURYALL unburies the library procedures Berkeley loaded (BURYALL, UNBURYALL ...):
    # PROCEDURES and CONTENTS list them until ERALL erases them; used again, they are
    # loaded again, buried
    ('unburyall_and_library_procedures', 'stdin', _t(r'''
to f
end
buryall
show procedures
unburyall
show procedures
show buried
pots
erall
show procedures
show buried
to p1
end
.macro m1
output []
end
make "v1 1
pprop "pl1 "k 1
pon "v1
bury "p1
show buried
buryall
show buried
unburyall
show buried
erase [[p1] [v1]]
show procedures
show names
erns
show names
erps
show plists
erase "m1
show procedures
show buried
erall
show buried
ignore 1
show buried
buryall
unburyall
erall
show buried
buryall
show buried
'''),
     _t(r'''
f defined
[]
[buryall f unburyall]
[[] [] []]
to buryall
to f
to unburyall
[]
[[pots] [] []]
p1 defined
m1 defined
Make "v1 1
[[ignore namelist p1 pon pots] [] []]
[[buryall ignore m1 namelist p1 pon pots] [v1] [pl1]]
[[] [] []]
[buryall ignore m1 namelist pon pots unburyall]
[[] []]
[[] []]
[[] [] [pl1]]
[]
[[] [] []]
[[] [] []]
[[ignore] [] []]
[[] [] []]
[[buryall] [] []]
''')),
    # BURIEDP, TRACEDP, STEPPEDP of a contents list naming nothing (an array too): refused
    # as [], under the name typed
    ('buriedp_of_nothing', 'stdin', _t(r'''
catch "error [ignore (buried? [])] show error
catch "error [ignore (buried? {})] show error
catch "error [ignore (buriedp {})] show error
catch "error [ignore (stepped? [])] show error
catch "error [ignore (steppedp {})] show error
catch "error [ignore (traced? [])] show error
catch "error [ignore (tracedp {})] show error
show buriedp [[]]
show buriedp [[] []]
show tracedp [[] [] []]
show tracedp [[] [a]]
show buriedp [[] [a]]
show tracedp "nosuch
show buried? [[a] [b]]
show stepped? "x
show traced? 5
'''),
     _t(r'''
[4 buried? doesn't like [] as input [] []]
[4 buried? doesn't like [] as input [] []]
[4 buriedp doesn't like [] as input [] []]
[4 stepped? doesn't like [] as input [] []]
[4 steppedp doesn't like [] as input [] []]
[4 traced? doesn't like [] as input [] []]
[4 tracedp doesn't like [] as input [] []]
buriedp doesn't like [] as input
buriedp doesn't like [] as input
tracedp doesn't like [] as input
false
false
false
false
false
false
''')),
    # PON and POPL of a bad name: Berkeley's library throws PO's error as error 35, so it is
    # reported at the line that called PON
    ('pon_of_a_bad_name_in_a_procedure', 'stdin', _t(r'''
catch "error [pon [[nosuch]]] show error
to g
pon [[nosuch]]
end
catch "error [g] show error
catch "error [popl [[f]]] show error
catch "error [pon "nosuch] show error
to h
pon "nosuch
end
h
catch "error [h] show error
'''),
     _t(r'''
[35 po doesn't like [nosuch] as input [] []]
g defined
[35 po doesn't like [nosuch] as input g [pon [[nosuch]]]]
[35 po doesn't like [f] as input [] []]
[35 nosuch has no value [] []]
h defined
nosuch has no value  in h
[pon "nosuch]
[35 nosuch has no value h [pon "nosuch]]
''')),
]

XFAIL = {
}


@pytest.mark.parametrize("mode,src,expected", case_params(CASES, XFAIL))
def test_case(logo, mode, src, expected):
    assert run_case(logo, mode, src) == expected
