# ruff: noqa: E501
"""Differences from Berkeley Logo 6.2.5 found by the differential fuzzer (tools/fuzz) on more
seeds: each case holds 6.2.5's exact output, recorded from the binary, less what pylogo leaves
out on purpose (tools/fuzz/README.md): the "  in NAME" line of an error inside a library
procedure and the library line after it.
"""

import pytest

from tests.core_cases import case_params, run_case
from tests.core_cases import text as _t

CASES = [
    # LOCALMAKE used as an input (a macro in Berkeley's library) checks its name with WORD.
    ('localmake_as_input_of_a_list', 'stdin', _t(r'''
show localmake [1 2 3] 1e3
show localmake {1} 3
show localmake "a 3
'''),
     _t(r'''
word doesn't like [1 2 3] as input  in localmake
[output (list "local (word "" :name) "apply ""make (list :name :value))]
word doesn't like {1} as input  in localmake
[output (list "local (word "" :name) "apply ""make (list :name :value))]
Runlist [[local "a] [apply "make "[a 3]]] has more than one expression
''')),
    # CROSSMAP with the template alone: Berkeley's library takes BF of its empty list of lists
    # (ERROR's list: Berkeley gives CROSSMAP's line, pylogo the empty list).
    ('crossmap_template_alone', 'stdin', _t(r'''
show (crossmap {1 2})
show (crossmap [?])
catch "error [show (crossmap [?])]
show error
'''),
     _t(r'''
bf doesn't like [] as input
bf doesn't like [] as input
[7 bf doesn't like [] as input crossmap []]
''')),
    # GENSYM's variable is buried (PONS leaves it out) until UNBURY.
    ('gensym_variable_buried', 'stdin', _t(r'''
show buriedp [[] [gensym.number] []]
show gensym
pons
show buriedp [[] [gensym.number] []]
unbury [[] [gensym.number]]
show gensym
show buriedp [[] [gensym.number] []]
'''),
     _t(r'''
false
g1
true
g2
false
''')),
    # QUOTED keeps the bars of its word (Berkeley's library joins it with WORD): messages show them.
    ('quoted_keeps_bars', 'stdin', _t(r'''
sum quoted "|a b| 1
sum quoted "|[a| 1
sum quoted quoted "|a b| 1
quoted "|a b|
catch "error [quoted "|a b|] show error
show quoted "|a b|
'''),
     _t(r'''
sum doesn't like "|a b| as input
sum doesn't like "|[a| as input
sum doesn't like "|"a b| as input
You don't say what to do with "|a b|
[30 You don't say what to do with "|a b| [] []]
"a b
''')),
    # In the line shown after an error, a quoted word or variable typed with bars that protect
    # nothing has its quotation mark or colon backslashed.
    ('line_with_bars_protecting_nothing', 'stdin', _t(r'''
to g
show "\a :\x "a|b| 1
end
g
catch "error [g] show error
to f
show "|a b| "|[| "a :|x| a||b "a 1
end
f
to h
show "|| 1 "a|| "||a "|a|
end
h
show [a "|| ||]
'''),
     _t(r'''
g defined
a
x has no value  in g
[show "a :x \"ab 1]
a
[11 x has no value g [show "a :x "ab 1]]
f defined
a b
You don't say what to do with |[|  in f
[show "|a b| "|[| "a \:x ab "a 1]
h defined

You don't say what to do with 1  in h
[show \" 1 \"a \"a \"a]
[a " ]
''')),
    # A line with a stray '}' whose first member is an empty group "()": that is reported.
    ('stray_brace_then_empty_parens', 'stdin', _t(r'''
}()
} ()
() }
} (3)()
} ((3))
} ( )
} ()3
} (())
'''),
     _t(r'''
unexpected ')'
unexpected ')'
unexpected ')'
unexpected '}'
unexpected '}'
too many ('s
unexpected ')'
unexpected ')'
''')),
    # TO with a number for a title: Berkeley's message shows the number it read.
    ('to_number_title', 'stdin', _t(r'''
to 3e2
to 1e
to 007
to 1.50
to -3
to .5
to 1e+2
.macro 1e2
to "3e2
'''),
     _t(r'''
to doesn't like 300 as input
to doesn't like 1 as input
to doesn't like 7 as input
to doesn't like 1.5 as input
to doesn't like -3 as input
to doesn't like 0.5 as input
to doesn't like 100 as input
.macro doesn't like 100 as input
to doesn't like "3e2 as input
''')),
    # A minus sign typed after a backslash or between bars keeps a word from being a number
    # where it is run: \-3 calls a procedure named -3.
    ('protected_minus_is_not_a_number', 'stdin', _t(r'''
print \-3
show list \-3 4
print |-3|
print -|3|
print 1e\-3
print \3
print "\-3 + 1
print 3-\-3
print 3-1
'''),
     _t(r'''
I don't know how  to |-3|
I don't know how  to |-3|
I don't know how  to |-3|
-3
I don't know how  to |1e-3|
3
-2
I don't know how  to |-3|
2
''')),
    # FOREACH and MAP.SE with too few inputs fail inside Berkeley's library procedures.
    ('foreach_map_se_too_few_inputs', 'stdin', _t(r'''
(foreach)
(foreach "a)
catch "error [(foreach [?])] show error
catch "error [(foreach)] show error
catch "error [(map.se [?])] show error
show (map.se 21)
to f
(foreach [1])
end
f
'''),
     _t(r'''
bl doesn't like [] as input
first doesn't like [] as input
[7 first doesn't like [] as input foreach1 []]
[7 bl doesn't like [] as input foreach []]
[7 first doesn't like [] as input map.se1 []]
first doesn't like [] as input
f defined
first doesn't like [] as input
''')),
    # A body that cannot be read (too many inputs): the defaults of the optional inputs not
    # given are evaluated first, their output and errors coming before the body's error.
    ('defaults_before_body_error', 'stdin', _t(r'''
to f [:a (show "def)]
print "body
(first 1 2)
end
f
f 1
to h [:a ignore show "d]
print "body
(first 1 2)
end
h
to k [:a 3] [:b :a + 1]
print :b
(first 1 2)
end
k
k 5
to m [:a 3] [:b :a + "x]
(first 1 2)
end
m
m 5 6
show apply "m []
catch "error [m] show error
'''),
     _t(r'''
f defined
def
show didn't output to f
def
show didn't output to f
h defined
d
show didn't output to ignore
k defined
too many inputs to first  in k
[(first 1 2)]
too many inputs to first  in k
[(first 1 2)]
m defined
+ doesn't like x as input
+ doesn't like x as input
+ doesn't like x as input
[7 + doesn't like x as input [] []]
''')),
    # APPLY or INVOKE of a procedure whose .MAYBEOUTPUT got nothing, for a value: reported as
    # when the procedure is called for its value.
    ('apply_of_maybeoutput_nothing', 'stdin', _t(r'''
to foo
.maybeoutput make "a 1
end
show apply "foo []
foo
show foo
to bar
.maybeoutput print 1
end
show apply "bar []
apply "bar []
show runresult [bar]
to baz
stop
end
apply "foo []
show apply "baz []
show (invoke "foo)
show (invoke "baz)
'''),
     _t(r'''
foo defined
make didn't output to .maybeoutput  in foo
[.maybeoutput make "a 1]
make didn't output to .maybeoutput  in foo
[.maybeoutput make "a 1]
bar defined
1
print didn't output to .maybeoutput  in bar
[.maybeoutput print 1]
1
1
[]
baz defined
apply didn't output to show
make didn't output to .maybeoutput  in foo
[.maybeoutput make "a 1]
apply didn't output to .maybeoutput  in invoke
[.maybeoutput apply :invoked.function :invoke.inputs]
''')),
    # PARSE and RUNPARSE of a word read a backslash in it as a letter.
    ('parse_word_with_backslash', 'stdin', _t(r'''
show runparse "a\\b
show parse "a\\b
show parse "a\ b
show count parse "a\ b
run "print\ 3
make "w "a\\b
show runparse :w
show parse "a\[b
show (list runparse "a\\b)
show parse "|a\\b|
'''),
     _t(r'''
[a\b]
[a\b]
[a b]
2
3
[a\b]
[a [b]]
[[a\b]]
[a\b]
''')),
    # LOCALMAKE used as an input with a number for a name; ERROR's list names LOCALMAKE.
    ('localmake_number_name', 'stdin', _t(r'''
show localmake -2147483648 "false
show localmake 1.5 2
catch "error [show localmake {a b}@0 1] show error
'''),
     _t(r'''
Runlist [[local "-2147483648] [apply "make "[-2147483648 false]]] has more than one expression
Runlist [[local "1.5] [apply "make "[1.5 2]]] has more than one expression
[7 word doesn't like {a b}@0 as input localmake [output (list "local (word "" :name) "apply ""make (list :name :value))]]
''')),
    # An unknown procedure named by a word given to APPLY, INVOKE or MAP is written with its
    # backslashes; typed as a call in a line, with bars.
    ('unknown_procedure_named_by_data', 'stdin', _t(r'''
a\ b
invoke "a\ b 1
apply "a\ b []
show map "a\ b [1]
make "n "a\ b
invoke :n 1
apply "|a b| []
apply "|a[| []
apply "a\[ []
'''),
     _t(r'''
I don't know how  to |a b|
I don't know how  to a\ b  in invoke
[.maybeoutput apply :invoked.function :invoke.inputs]
I don't know how  to a\ b
I don't know how  to a\ b  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
I don't know how  to a\ b  in invoke
[.maybeoutput apply :invoked.function :invoke.inputs]
I don't know how  to |a b|
I don't know how  to |a[|
I don't know how  to a\[
''')),
    # MAP, MAP.SE and FOREACH walk their data inputs until the first one is empty: a later
    # one that runs out fails in FIRSTS after the steps taken; an empty first input runs
    # nothing (its template is not checked).
    ('parallel_inputs_of_different_lengths', 'stdin', _t(r'''
show (map.se "word [1 2 3] [4 5])
(foreach [1 2 3] [4 5] [print ?1])
show (map "word "abc "de)
show (map.se "first [] [4 5 6])
(foreach [] [4] "first)
(foreach [1] [4] "first)
show (map "word [1 2 3] "de)
show (map "first " [4 5 6])
show (map "first [] [4 5 6])
show (map "word [1 2] [4 5 6])
show (map "word [1 2 3] [4 5])
show (map "first [] [])
(foreach [1 2] [] [print ?1])
show (map [print ?1] [1 2] [3])
catch "error [(foreach [1 2] [] [print ?1])] show error
'''),
     _t(r'''
firsts doesn't like [] as input  in map.se1
[output sentence (apply :map.se.template firsts :template.lists) (map.se1 bfs :template.lists :template.number+1)]
1
2
firsts doesn't like [] as input  in foreach1
[apply :foreach.template firsts :template.lists]
firsts doesn't like || as input  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
[]
too many inputs to first  in foreach1
[apply :foreach.template firsts :template.lists]
firsts doesn't like || as input  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]

[]
[14 25]
firsts doesn't like [] as input  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
[]
firsts doesn't like [] as input  in foreach1
[apply :foreach.template firsts :template.lists]
1
apply didn't output to combine  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
[7 firsts doesn't like [] as input foreach1 [apply :foreach.template firsts :template.lists]]
''')),
    # Backquote: an empty list among the members fails in Berkeley's library (FIRST of it);
    # an unquoted instruction that outputs nothing is reported to BACKQ.COMBINE.
    ('backquote_empty_member_and_no_value', 'stdin', _t(r'''
show `[3 []]
show `[[]]
show `[a [b []]]
show `[]
show `[a ,[print 1] []]
show `[[] ,[print 2]]
catch "error [show `[[]]] show error
show `[,[print 2]]
show `[",[print 2]]
show `[a ,@[] b]
'''),
     _t(r'''
first doesn't like [] as input
first doesn't like [] as input
first doesn't like [] as input
[]
1
print didn't output to backq.combine  in backq.unquote
[if :unquote.depth=0 [if emptyp :unquote.symbol [output backq.combine run first :unquote.rest (` bf :unquote.rest :unquote.depth)] output backq.combine run :unquote.symbol (` :unquote.rest :unquote.depth)]]
first doesn't like [] as input
[7 first doesn't like [] as input ` []]
2
print didn't output to backq.combine  in backq.unquote
[if :unquote.depth=0 [if emptyp :unquote.symbol [output backq.combine run first :unquote.rest (` bf :unquote.rest :unquote.depth)] output backq.combine run :unquote.symbol (` :unquote.rest :unquote.depth)]]
2
print didn't output to backq.combine  in backq.unquote
[if :unquote.depth=0 [if emptyp :unquote.symbol [output backq.combine run first :unquote.rest (` bf :unquote.rest :unquote.depth)] output backq.combine run :unquote.symbol (` :unquote.rest :unquote.depth)]]
Macro returned [] instead of a list  in backq.unquote
[if :unquote.depth=0 [if emptyp :unquote.symbol [output backq.combine run first :unquote.rest (` bf :unquote.rest :unquote.depth)] output backq.combine run :unquote.symbol (` :unquote.rest :unquote.depth)]]
''')),
    # Unary minus subtracts from 0: "- 0.0" is 0; MINUS and the number -0.0 stay -0.
    ('unary_minus_of_zero', 'stdin', _t(r'''
show runresult [- 0.0]
print minus 0.0
print (- 0.0)
make "z 0.0 print -:z
print -0.0
show (list (- 0.0) -1 * 0.0)
print word "a (- 0.0)
'''),
     _t(r'''
[0]
-0
0
0
-0
[0 -0]
a0
''')),
    # Berkeley compares numbers by their difference: two equal infinities (inf - inf is a
    # NaN) are equal only as the very same value, and each is less than the other.
    ('infinities_compared', 'stdin', _t(r'''
make "a 1e300*1e300
make "b 1e300*1e300
make "m minus :a
make "n :a - :a
make "c 5
foreach [[a a] [a b] [a c] [c a] [m a] [a m] [m m] [m c] [c m] [n n] [n c] [c n] [a n]] [
 make "x thing first ? make "y thing last ?
 (print ? (:x = :y) (:x < :y) (:x > :y) (:x <= :y) (:x >= :y) (:x <> :y) (lessp :x :y) ~
   (lessequalp :x :y) (greaterequalp :x :y) (equalp :x :y) (notequalp :x :y))]
print (1e300*1e300) = (1e300*1e300)
print memberp 1e300*1e300 (list 1e300*1e300)
print equalp (list 1e300*1e300) (list 1e300*1e300)
'''),
     _t(r'''
a a true true false true false false true true false true false
a b false true false true false true true true false false true
a c false false true false true true false false true false true
c a false true false true false true true true false false true
m a false true false true false true true true false false true
a m false false true false true true false false true false true
m m true true false true false false true true false true false
m c false true false true false true true true false false true
c m false false true false true true false false true false true
n n true true false true false false true true false true false
n c false true false true false true true true false false true
c n false true false true false true true true false false true
a n false true false true false true true true false false true
false
false
false
''')),
    # FOR's first value is its start as given ("1.50 stays 1.50: Berkeley's FORLOOP makes
    # the variable the value RUN gave); the next ones are sums.  MDARRAY's error on an
    # empty dimension shows its origin as the number it is.
    ('for_start_as_given', 'stdin', _t(r'''
make "s "1.50
for [i :s 3] [print :i]
to f :a
for [j :a 4 "1.0] [print :j]
end
f "2.00
for [k 2.0 3] [print :k]
for [k "0.5e1 4] [print :k]
make "cmd [for [i "1e1 11] [print :i]]
run :cmd
catch "error [(mdarray [0 1] "1e2)] print item 2 error
'''),
     _t(r'''
1.50
2.5
f defined
2.00
3
4
2
3
0.5e1
4
1e1
11
setitem doesn't like 100 as input
''')),
    # THROW "ERROR with a message: ERRACT runs inside the throwing procedure (its variables
    # visible), for the error placed at its caller's line; a PAUSE there is named by the caller.
    ('erract_at_a_throw_error', 'stdin', _t(r'''
make "erract [pause]
to g :a
(throw "error "msg)
print "after
end
to k :b
g 3
print "afterk
end
k 5
show :a
show :b
continue
print "end2
make "erract [print :a]
k 6
print "end3
make "erract [output 7]
to m :a
print (throw "error "msg2)
print "afterm
end
m 1
print "end4
'''),
     _t(r'''
g defined
k defined
msg  in k
[g 3]
Pausing...
k3
k5
kend2
3
msg  in k
[g 3]
end3
m defined
Can only use output inside a procedure
end4
''')),
    # CATCH "ERROR of a THROW "ERROR that left its procedure: ERROR names the CATCH's line.
    ('catch_error_of_a_throw_from_a_procedure', 'stdin', _t(r'''
to g :a
(throw "error "x)
end
to k
g 1
print "no
end
to m
catch "error [k]
show error
end
m
catch "error [k]
show error
catch "error [g 2]
show error
to n
run [catch "error [g 3]]
show error
end
n
to p
ignore runresult [catch "error [ignore g 3]]
show error
end
p
'''),
     _t(r'''
g defined
k defined
m defined
[35 x k [g 1]]
[35 x k [g 1]]
[35 x [] []]
n defined
[35 x n [run [catch "error [g 3]]]]
p defined
[35 x p [ignore runresult [catch "error [ignore g 3]]]]
''')),
    # APPLY as a command given a value: error 30 when a procedure (the user's, or one of
    # Berkeley's library) output it, 9 for a primitive's.
    ('apply_value_unused_error_code', 'stdin', _t(r'''
to f
output 3
end
catch "error [apply "f []]
show error
catch "error [apply "sum [1 2]]
show error
catch "error [apply [f] []]
show error
catch "error [apply [[x] f] [1]]
show error
catch "error [apply [[x] first :x] [[1]]]
show error
to g
apply "f []
end
catch "error [g]
show error
catch "error [apply "map [[?] [1]]]
show first error
'''),
     _t(r'''
f defined
[30 You don't say what to do with 3 [] []]
[9 You don't say what to do with 3 [] []]
[30 You don't say what to do with 3 [] []]
[30 You don't say what to do with 3 [] []]
[9 You don't say what to do with 1 [] []]
g defined
[30 You don't say what to do with 3 g [apply "f []]]
30
''')),
    # A contents list whose first member is a word is a list of procedure names: a member
    # that is not a word is refused, once the names before it are done.  MDARRAY makes
    # the inner array before refusing an empty dimension's index.
    ('contents_list_of_names_refuses_a_list', 'stdin', _t(r'''
to a
end
po [a [b c]]
bury [a [b c]]
unbury [a [b c]]
show buriedp [a [b c]]
trace [a [b c]]
untrace [a [b c]]
step [a [b c]]
unstep [a [b c]]
po [[a] b]
erase [[a] b]
show buriedp [a]
erase [a [b c]]
show procedures
catch "error [show mdarray 0.1 1e3] print item 2 error
'''),
     _t(r'''
a defined
to a
end

po doesn't like [b c] as input
bury doesn't like [b c] as input
unbury doesn't like [b c] as input
false
trace doesn't like [b c] as input
untrace doesn't like [b c] as input
step doesn't like [b c] as input
unstep doesn't like [b c] as input
to a
end

b has no value
false
erase doesn't like [b c] as input
[]
array doesn't like . as input
''')),
    # An operator typed after a backslash or in bars (\\+, |<=|) is still the operator (a
    # protected minus is never unary); errors name it in bars.
    ('protected_operators_stay_operators', 'stdin', _t(r'''
print 2 \+ 3
print 6 \/ 3
print 2 \* 3
print 2 \= 2
print 2 \< 3
print 7 \- 3
print 7 |-| 3
print \+ 2 3
print |+| 2 3
show "\+
show [\+ |+|]
print 2 |=| 2
print + 5
print * 5
print |+| 5
(+ 1 2)
(\+ 1 2)
print 3 + + 5
print 3 \+ \+ 5
show (list 1 |-| 2)
show (list 1 \- 2)
show (list 1 - 2)
show (list 1 -2)
show runparse [2 |+| 3]
print 3 \- \- 5
'''),
     _t(r'''
5
2
6
true
true
4
4
not enough inputs to print
not enough inputs to print
+
[+ +]
true
not enough inputs to print
not enough inputs to print
not enough inputs to print
too many inputs to +
too many inputs to |+|
not enough inputs to +
not enough inputs to |+|
[-1]
[-1]
[-1]
[1 -2]
[2 + 3]
not enough inputs to |-|
''')),
    # Property names compare as CASEIGNOREDP says: with it false, A and a are two properties
    # (looked up newest first once case is ignored again).
    ('property_names_follow_caseignoredp', 'stdin', _t(r'''
make "caseignoredp "false
pprop "p "A 1
show gprop "p "a
pprop "p "a 2
show plist "p
show gprop "p "A
show gprop "p "a
pprop "p "a 3
show plist "p
remprop "p "A
show plist "p
show gprop "p "a
pprop "p "A 4
show plist "p
make "caseignoredp "true
show gprop "p "A
pprop "P "a 5
show plist "p
remprop "p "A
show plist "p
'''),
     _t(r'''
[]
[a 2 A 1]
1
2
[a 3 A 1]
[a 3]
3
[A 4 a 3]
4
[A 5 a 3]
[a 3]
''')),
    # CASE ignores case whatever CASEIGNOREDP says (Berkeley's library CASE binds it to TRUE).
    ('case_always_ignores_case', 'stdin', _t(r'''
make "caseignoredp "false
show case "x [[[X] 1] [else 2]]
show :caseignoredp
show case "x [[[y] 1] [ELSE 2]]
ern "caseignoredp
show case "x [[[X] 1] [else 2]]
show namep "caseignoredp
make "caseignoredp "true
show case "X [[[x] 1] [else 2]]
'''),
     _t(r'''
1
false
2
1
false
1
''')),
    # MACROP is TRUE for the primitives Berkeley makes macros (IF, REPEAT, RUN ...), and for a
    # copy of one.
    ('macrop_of_primitive_macros', 'stdin', _t(r'''
foreach [apply catch forever goto if ifelse iff iffalse ift iftrue repeat run runresult print sum] ~
  [if macrop ? [print ?]]
copydef "myif "if
show macrop "myif
copydef "myrep "repeat
show macrop "myrep
show macrop "iff
'''),
     _t(r'''
apply
catch
forever
goto
if
ifelse
iff
iffalse
ift
iftrue
repeat
run
runresult
true
true
true
''')),
    # A library procedure Berkeley has loaded is buried (BURIEDP, BURY, UNBURY, BURYALL move
    # it); BURY of a primitive sets the name's flag.
    ('buriedp_of_library_and_primitives', 'stdin', _t(r'''
for [i 1 1] []
show buriedp "for
show buriedp "forloop
show buriedp "map
unbury "for
show buriedp "for
show procedures
bury "for
show buriedp "for
bury "print
show first buried
show buriedp "print
bury "for
show buriedp "for
show first buried
for [i 1 1] []
show first buried
pots
unburyall
show first contents
buryall
show first contents
show buriedp "pots
'''),
     _t(r'''
true
true
false
false
[for]
true
[for for.done forloop forstep]
true
true
[for for.done forloop forstep]
[for for.done forloop forstep]
[for for.done forloop forstep pots unburyall]
[]
true
''')),
    # Berkeley's integer sums and differences above the 64-bit range wrap round, below it
    # they are floats (it subtracts by adding the negative, the lowest integer's being itself).
    ('integer_sum_beyond_64_bits', 'stdin', _t(r'''
make "x 1
repeat 62 [make "x :x + :x]
make "big :x + (:x - 1)
make "small 0 - :x - :x
print :big
print :small
print :big + 1
print :big + 2
print :big + :big
print :x + :x
print (:x + 1) + :x
print :small + -1
print :small + :small
print :small + (0 - :x)
print (0 - :x) + (0 - :x)
print (0 - :x - 1) + (0 - :x)
print 0 - :small
print 1 - :small
print :small - 1
print :small - 0
print :big - -1
print :big - (0 - :x)
print :x - (0 - :x)
print (:x - 1) - (0 - :x)
print :x * 2
print (0 - :x) * 2
print :x * -2
print minus :small
print 0 - :x - :x - 1
print :x + :x + 0.5
print (:x + :x) / 2
print (sum :x :x :x)
print -:small
'''),
     _t(r'''
9223372036854775807
-9223372036854775808
-9223372036854775808
-9223372036854775807
-2
-9223372036854775808
-9223372036854775807
-9.22337203685478e+18
-1.84467440737096e+19
-1.38350580552822e+19
-9223372036854775808
-9.22337203685478e+18
-9223372036854775808
-9223372036854775807
-9.22337203685478e+18
-9223372036854775808
-9223372036854775808
-4611686018427387905
-9223372036854775808
9223372036854775807
9.22337203685478e+18
-9.22337203685478e+18
-9.22337203685478e+18
-9223372036854775808
-9.22337203685478e+18
-9.22337203685478e+18
-4611686018427387904
-4611686018427387904
-9223372036854775808
''')),
    # TO typed for a library procedure Berkeley has loaded (used): it is defined there.
    ('to_of_a_loaded_library_procedure', 'stdin', _t(r'''
show map "first [ab]
to map :a :b
output 3
end
show map 1 2
to reduce :a :b
output 4
end
show reduce 1 2
'''),
     _t(r'''
[a]
map is already defined
Can only use output inside a procedure
I don't know how  to end
I don't know how  to 1  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
reduce defined
4
''')),
    # Backquote with nothing after a comma: Berkeley's library asks for FIRST of [].
    ('backquote_comma_at_the_end', 'stdin', _t(r'''
show `[a ,]
show `[,]
show `[a ,@]
show `[a ,[1 + 2]]
'''),
     _t(r'''
first doesn't like [] as input
first doesn't like [] as input
first doesn't like [] as input
[a 3]
''')),
    # A THROW out of ERRACT: the error goes on as it was, past any CATCH of the tag, and
    # its message is printed (THROW "TOPLEVEL too).
    ('erract_that_throws', 'stdin', _t(r'''
make "erract [throw "foo]
print first []
print "after
make "erract [throw "foo]
catch "foo [print first []] print "x
print "after
to f
catch "foo [print first []]
print "inf
end
f
make "erract [throw "toplevel]
catch "foo [print first []] print "y
print "after3
make "erract [throw "toplevel]
print first []
print "after
to f
print first []
end
f
print "after2
'''),
     _t(r'''
first doesn't like [] as input
after
first doesn't like [] as input
after
f defined
first doesn't like [] as input  in f
[catch "foo [print first []]]
first doesn't like [] as input
after3
first doesn't like [] as input
after
f is already defined
first doesn't like [] as input
I don't know how  to end
first doesn't like [] as input  in f
[catch "foo [print first []]]
after2
''')),
    # An error in ERRACT's list replaces the error, at its place; STOP or OUTPUT there at top
    # level cannot be used.
    ('erract_with_an_error_of_its_own', 'stdin', _t(r'''
to f
print first []
print "inf
end
make "erract [print :nosuch]
print first []
f
make "erract [print first []]
f
make "erract [stop]
print first []
make "erract [output 1]
print first []
print "after
'''),
     _t(r'''
f defined
nosuch has no value
nosuch has no value  in f
[print first []]
first doesn't like [] as input  in f
[print first []]
Can only use stop inside a procedure
Can only use output inside a procedure
after
''')),
    # A procedure ERASEd while a procedure that calls it last runs: the call is an error.
    ('tail_call_of_an_erased_procedure', 'stdin', _t(r'''
to h
print "h
end
to g
erase "h
h
print 1
end
g
to h
print "h
end
to g2
erase "h
h
end
g2
to h
print "h
end
to g3
erase "h
run [h]
end
g3
to g7 :n
print :n
if :n = 2 [erase "g7]
h7 :n - 1
end
to h7 :n
g7 :n
end
g7 3
'''),
     _t(r'''
h defined
g defined
I don't know how  to h  in g
[h]
h defined
g2 defined
I don't know how  to h  in g2
[h]
h defined
g3 defined
I don't know how  to h  in g3
[run [h]]
g7 defined
h7 defined
3
2
I don't know how  to g7  in h7
[g7 :n]
''')),
    # A line (or instruction list) naming a procedure not defined when its procedure was read
    # is read again when it runs, if the procedure has been defined since (DEFINE in the body).
    ('procedure_defined_by_the_running_body', 'stdin', _t(r'''
to maker
define "made [[x] [output :x * 3]]
print made 4
end
maker
maker
to m2
define "md2 [[x] [output :x * 3]]
print 1
print md2 4
end
m2
to m3
define "md3 [[x] [output :x * 3]] print md3 4
end
m3
to m4
print 1
if "true [print md4 5]
end
m4
define "md4 [[x] [output :x * 3]]
m4
to m5
define "md5 [[x] [output :x * 3]]
if "true [print md5 4]
end
m5
to m6
define "md6 [[x] [output :x * 3]]
print (md6 4)
end
m6
to a1
define "b1 [[x] [output :x * 2]]
output b1 5
end
print a1
to a2
define "b2 [[x] [output :x * 2]]
b2 5
end
a2
to a3
define "b3 [[x] [print :x stop]]
repeat 2 [b3 repcount]
print "end3
end
a3
to a4
define "b4 [[x] [output first :x]]
print b4 []
end
a4
to a5 :n
if :n = 0 [define "b5 [[] [output "five]] print b5 stop]
a5 :n - 1
end
a5 2
to a6
make "v 1
define "b6 [[] [output :v + 1]]
print b6 print "after
end
a6
to a7
define "b7 [[x y] [output :x + :y]]
print b7 1 2 + 3
print b7 1
end
a7
'''),
     _t(r'''
maker defined
12
12
m2 defined
1
12
m3 defined
not enough inputs to md3  in m3
[define "md3 [[x] [output :x * 3]] print md3 4]
m4 defined
1
I don't know how  to md4  in m4
[if "true [print md4 5]]
1
15
m5 defined
12
m6 defined
I don't know how  to md6  in m6
[print (md6 4)]
a1 defined
10
a2 defined
You don't say what to do with 10  in a2
[b2 5]
a3 defined
1
2
end3
a4 defined
first doesn't like [] as input  in b4
[output first :x]
a5 defined
five
a6 defined
2
after
a7 defined
6
not enough inputs to b7  in a7
[print b7 1]
''')),
    # File names in file errors are shown as SHOW shows them (|a b|, ||); LOAD of a list opens
    # nothing; CLOSE [] is a file not open.
    ('file_names_in_file_errors', 'stdin', _t(r'''
load [nosuch.lg]
load [a b]
openread "|no such|
close "|no such|
openread "no\;such
setread "
load "
close []
catch "error [load "] show error
catch "error [close []] show error
'''),
     _t(r'''
I can't open file nosuch.lg
I can't open file a b
I can't open file |no such|
File |no such| not open
I can't open file no\;such
File || not open
I can't open file ||
File  not open
[40 I can't open file || [] []]
[42 File  not open [] []]
''')),
    # A contents list [procedures variables plists] with a member that is not a word: the
    # names before it are done first (PO prints them, ERASE erases them); BURIEDP asks
    # about the first name and refuses nothing.
    ('contents_list_parts_refused_in_order', 'stdin', _t(r'''
make "a 3
po [[] [a] [[p]]]
to f
end
po [[f] [[b]]]
erase [[f] [[b]]]
show procedures
make "c 1
bury [[] [c] [[q]]]
show buriedp [[] [c]]
show buriedp [[] [c] [[q]]]
'''),
     _t(r'''
Make "a 3
po doesn't like [p] as input
f defined
to f
end

po doesn't like [b] as input
erase doesn't like [b] as input
[]
bury doesn't like [q] as input
true
true
''')),
    # A numeral with an exponent split from a longer word is kept as typed by RUNPARSE (and so
    # by DEFINE and PO); 007 or a whole word 1e3 become numbers.
    ('runparse_keeps_exponent_numerals', 'stdin', _t(r'''
show runparse [1e3+1]
show runparse [007+1]
show runparse [1.50+1]
show runparse [007]
show runparse [1e3]
show runparse [(1e3)]
show runparse [(007)]
show runparse [x+007]
show runparse [1+2]
show runparse "1.50+1
show runparse [3*(1.50)]
show runparse [-007]
show runparse [3-007]
define "g [[] [show 2*1e3]]
po "g
g
show (list 1e3)
print 1e3+1
show runparse [1e3)]
show runparse [1e-3-1]
show runparse [x+1e3]
print (1e3)
show [1e3+1]
print 2*1e3
show runparse [(1e3 )]
show runparse [ 2 (1e3 + 1)]
show runparse [-1e3]
show runparse [3-1e3]
show runparse [1E3*2]
print 3-1e3
'''),
     _t(r'''
[1e3 + 1]
[7 + 1]
[1.5 + 1]
[7]
[1000]
[( 1e3 )]
[( 7 )]
[x + 7]
[1 + 2]
[1.5 + 1]
[3 * ( 1.5 )]
[-7]
[3 - 7]
to g
show 2 * 1e3
end

2000
[1e3]
1001
[1e3 )]
[1e-3 - 1]
[x + 1e3]
1e3
[1e3+1]
2000
[( 1e3 )]
[2 ( 1e3 + 1 )]
[-1000]
[3 - 1e3]
[1E3 * 2]
-997
''')),
    # ERASE of a primitive (REDEFP) or of a procedure that replaced one leaves nothing under
    # the name; a library procedure's name gets the library's again.
    ('erase_of_primitives', 'stdin', _t(r'''
make "redefp "true
to sum :a :b
output 99
end
print sum 1 2
erase "sum
print sum 1 2
erase "sum
print sum 1 2
print primitivep "sum
to sum :a :b
output 98
end
print sum 1 2
erase "print
print 3
show 4
make "redefp "true
define "sum [[a b] [output 99]]
print sum 1 2
erase "sum
print sum 1 2
print primitivep "sum
make "redefp "false
erase "product
print product 2 3
to map :a :b
output 1
end
print map 1 2
erase "map
show map "first [ab cd]
'''),
     _t(r'''
sum is already defined
Can only use output inside a procedure
I don't know how  to end
3
I don't know how  to sum
I don't know how  to sum
false
sum defined
98
I don't know how  to print
4
I don't know how  to print
I don't know how  to print
I don't know how  to print
product is a primitive
I don't know how  to print
map defined
I don't know how  to print
[a c]
''')),
    # OUTPUT in the list of a RUN, IF or IFELSE ending CATCH's list, whose value is wanted in a
    # procedure: Berkeley says that RUN, IF or IFELSE didn't output.
    ('catch_value_output_in_a_runner', 'stdin', _t(r'''
to k
print catch "x [if "true [output 7]]
end
k
to k2
print catch "x [run [output 7]]
end
k2
to k3
print catch "x [output 7]
end
k3
to k4
print catch "x [ifelse "true [output 7] [output 8]]
end
k4
to k5
show run [if "true [output 7]]
end
k5
to k9
print catch "x [if "true [print 1]]
end
k9
print catch "x [if "true [print 2]]
print catch "x [run [print 3]]
print catch "x [print 4]
'''),
     _t(r'''
k defined
if didn't output to print  in k
[print catch "x [if "true [output 7]]]
k2 defined
run didn't output to print  in k2
[print catch "x [run [output 7]]]
k3 defined
catch didn't output to print  in k3
[print catch "x [output 7]]
k4 defined
ifelse didn't output to print  in k4
[print catch "x [ifelse "true [output 7] [output 8]]]
k5 defined
output didn't output to show  in k5
[show run [if "true [output 7]]]
k9 defined
1
catch didn't output to print  in k9
[print catch "x [if "true [print 1]]]
2
catch didn't output to print
3
catch didn't output to print
4
catch didn't output to print
''')),
    # A procedure that erases or redefines itself, then calls itself last: the call finds the
    # name's definition now (none: an error; a new one: it runs).
    ('self_call_after_erasing_or_redefining_itself', 'stdin', _t(r'''
to g :n
erase "g
print :n
g :n - 1
end
g 2
to h :n
if :n = 0 [output 0]
output h :n - 1
end
print h 3
to s :n
print :n
if :n > 0 [define "s [[n] [print "new print :n]] s :n - 1]
end
s 2
'''),
     _t(r'''
g defined
2
I don't know how  to g  in g
[g :n - 1]
h defined
0
s defined
2
new
1
''')),
    # A value ERRACT outputs for an error no value can mend (/ by 0, inputs missing ...):
    # Berkeley says nobody wants it, with no place; for "has no value" it stands in.
    ('erract_value_for_an_unrecoverable_error', 'stdin', _t(r'''
make "erract [7]
print 1 / 0
print "next
print :nosuch
to f
print sum 1
print "inf
end
f
to g
f
end
g
catch "error [f] show error
'''),
     _t(r'''
You don't say what to do with 7
next
7
f defined
You don't say what to do with 7
g defined
You don't say what to do with 7
[6 not enough inputs to sum f [print sum 1]]
''')),
    # A call of an unknown procedure is recoverable: a value ERRACT outputs stands for its value.
    ('erract_value_for_an_unknown_procedure', 'stdin', _t(r'''
make "erract [7]
print nosuch
nosuch
show list 1 nosuch
to f
print nosuch
print "inf
end
f
f
to g
nosuch
print "ing
end
g
'''),
     _t(r'''
7
You don't say what to do with 7
[1 7]
f defined
7
inf
7
inf
g defined
You don't say what to do with 7
''')),
    # APPLY, for a value, of a primitive Berkeley makes a macro: REPEAT and CATCH are named
    # as what didn't output; a library loop's expansion is empty.
    ('apply_of_macros_for_a_value', 'stdin', _t(r'''
show apply "repeat [1 []]
show apply "catch [x []]
show apply "foreach [[1] []]
show apply "for [[i 1 1] []]
show apply "while ["false []]
show apply "print [1]
to c
end
show apply "c []
show apply "REPEAT [1 []]
'''),
     _t(r'''
repeat didn't output to show
catch didn't output to show
Macro returned [] instead of a list
Macro returned [] instead of a list
Macro returned [] instead of a list
1
apply didn't output to show
c defined
apply didn't output to show
REPEAT didn't output to show
''')),
    # Inside a procedure, a TEST in RUNRESULT's list or in a template APPLY runs is their own.
    ('test_in_runresult_and_apply_is_their_own', 'stdin', _t(r'''
to f
test "true
ignore runresult [test "false]
iftrue [print "T1]
iffalse [print "F1]
apply [[] test "false] []
iftrue [print "T2]
iffalse [print "F2]
end
f
'''),
     _t(r'''
f defined
T1
T2
''')),
    # TRANSFER's end test is RUN (Berkeley's TRANSFER.END.TEST), not applied as a template;
    # # counts the members moved (less the library lines of the errors).
    ('transfer_end_test_is_run', 'stdin', _t(r'''
show transfer [] [lput # ?out] [a b c]
show transfer [# > 1] [lput ?in ?out] [a b c]
show transfer [[] = ?in] [fput ?in ?out] [a b c]
show transfer [[x] :x] [lput ?in ?out] [a b]
show transfer [[a] [b]] [lput ?in ?out] [a b c]
show transfer [emptyp ?in] [lput ?in ?out] [a b [] c]
show transfer [memberp ?in ?out] [lput ?in ?out] [a b a c]
show transfer [] [fput ?in ?out] "abc
show transfer [?in = "c] [lput ?in ?out] [a b c d]
'''),
     _t(r'''
[1 2 3]
[a]
[c b a]
You don't say what to do with [x]  in transfer.end.test
[output run :the.condition.expression]
You don't say what to do with [a]  in transfer.end.test
[output run :the.condition.expression]
[a b]
[a b]
[c b a]
[a b]
''')),
    # FILTER's and FIND's optional inputs, as Berkeley's library takes them: the start of #
    # (then added to), and the lists the first ?REST reads (less the library lines).
    ('filter_and_find_optional_inputs', 'stdin', _t(r'''
show (filter [show # "true] [a b] 10)
show (find [show ?rest "false] [a b] 1 [[x y z]])
show (filter [?1 > 1] [1 2 3] [4 5 6])
show (find [?1 > 1] [1 2 3] [4 5 6])
show filter [# > 1] [a b c]
show find [? = "b] [a b c]
show (filter [show ?rest "true] [a b c])
show (filter [show # "true] [a b] "5)
'''),
     _t(r'''
10
11
[a b]
[y z]
[]
[]
+ doesn't like [4 5 6] as input  in filter
[op (filter :filter.template bf :template.list :template.number+1)]
+ doesn't like [4 5 6] as input  in find
[op (find :find.template bf :template.list :template.number+1)]
[b c]
b
[b c]
[c]
[]
[a b c]
5
6
[a b]
''')),
    # An error in a one-line procedure-text template run by APPLY, INVOKE or MAP: "in apply",
    # at that line (Berkeley's library runs templates with APPLY).
    ('error_in_a_procedure_text_template', 'stdin', _t(r'''
apply [[a] [list :a :a]] [1]
show apply [[x] [output :x + "a]] [1]
catch "error [show apply [[x] [output :x + "a]] [1]] show error
to f
show apply [[x] [output :x / 0]] [1]
end
f
show apply [[x] [y]] [1]
show apply [[x] :x + "a] [1]
show map [[x] [output :x + "a]] [1]
show invoke [[x] [output :x + "a]] 1
'''),
     _t(r'''
You don't say what to do with [1 1]  in apply
[list :a :a]
+ doesn't like a as input  in apply
[output :x + "a]
[7 + doesn't like a as input apply [output :x + "a]]
f defined
/ doesn't like 0 as input  in apply
[output :x / 0]
I don't know how  to y  in apply
[y]
+ doesn't like a as input
+ doesn't like a as input  in apply
[output :x + "a]
+ doesn't like a as input  in apply
[output :x + "a]
''')),
    # An error in any line of a procedure-text template is placed "in apply" at that line,
    # whichever primitive runs the template (FOREACH, FILTER, REDUCE ... too).
    ('error_in_a_line_of_a_procedure_text_template', 'stdin', _t(r'''
apply [[x] [print :x] [output :x + "b]] [1]
show map [[x] [localmake "y :x * 2] [output :y + "q]] [1 2]
show invoke [[x] [print :x] [print :x / 0]] 5
foreach [1] [[x] [print :x] [print :x / 0]]
show filter [[x] [output :x / 0]] [1]
show reduce [[a b] [print :a] [output :a / 0]] [1 2]
show find [[x] [output :x / 0]] [1 2]
show map.se [[x] [] [output :x / 0]] [1 2]
show crossmap [[x y] [output :x / 0]] [[1 2] [3]]
show cascade 2 [[x] [output :x / 0]] 1
show apply [[x] [print :x] [output apply [[y] [print :y] [output :y / 0]] [2]]] [1]
show apply [[x] [print :x] [throw "foo]] [1]
show apply [[x] [print :x] [output first []] [print 3]] [1]
to h
foreach [1] [[x] [print :x] [print :x / 0]]
end
h
'''),
     _t(r'''
1
+ doesn't like b as input  in apply
[output :x + "b]
+ doesn't like q as input  in apply
[output :y + "q]
5
/ doesn't like 0 as input  in apply
[print :x / 0]
1
/ doesn't like 0 as input  in apply
[print :x / 0]
/ doesn't like 0 as input  in apply
[output :x / 0]
1
/ doesn't like 0 as input  in apply
[output :a / 0]
/ doesn't like 0 as input  in apply
[output :x / 0]
/ doesn't like 0 as input  in apply
[output :x / 0]
/ doesn't like 0 as input  in apply
[output :x / 0]
/ doesn't like 0 as input  in apply
[output :x / 0]
1
2
/ doesn't like 0 as input  in apply
[output :y / 0]
1
Can't find catch tag for foo
1
first doesn't like [] as input  in apply
[output first []]
h defined
1
/ doesn't like 0 as input  in apply
[print :x / 0]
''')),
    # TRACE says a procedure stops when an OUTPUT in a list run by its last instruction
    # (IF, IFELSE, REPEAT, RUN, CATCH, FOREACH, FOR, WHILE, APPLY ...) gave its value.
    ('trace_output_in_a_list_of_the_last_instruction', 'stdin', _t(r'''
to fact :n
ifelse :n = 0 [output 1] [output :n * fact :n - 1]
end
trace "fact
print fact 3
to g :n
if :n = 0 [output 1]
output 2
end
trace "g
print g 0
to h :n
if :n = 0 [output 1]
end
trace "h
print h 0
to k :n
ifelse :n = 0 [output 1] [output 2]
print "never
end
trace "k
print k 0
to m :n
repeat 2 [if :n = 0 [output 1]]
end
trace "m
print m 0
to q :n
output ifelse :n = 0 [1] [2]
end
trace "q
print q 0
to r :n
run [output 5]
end
trace "r
print r 0
to s :n
if :n = 0 [op 1]
end
trace "s
print s 0
to t :n
ifelse :n = 0 [print 1 output 1] [output 2]
end
trace "t
print t 0
to u :n
catch "x [output 7]
end
trace "u
print u 0
to a1 :n
print 0 if :n = 0 [output 1]
end
trace "a1
print a1 0
to a2 :n
if :n = 0 [if :n = 0 [output 1]]
end
trace "a2
print a2 0
to a3 :n
if :n = 0 [output 1]
; comment
end
trace "a3
print a3 0
to a4 :n
if :n = 0 [output 1] print 2
end
trace "a4
print a4 0
to a5 :n
foreach [1 2] [output ?]
end
trace "a5
print a5 0
to a6 :n
while ["true] [output 3]
end
trace "a6
print a6 0
to a7 :n
(if :n = 0 [output 1])
end
trace "a7
print a7 0
to a8 :n
ignore runresult [output 1]
end
trace "a8
print a8 0
to a9 :n
for [i 1 3] [output :i]
end
trace "a9
print a9 0
to b1 :n
apply [output ?] [1]
end
trace "b1
print b1 0
to b2 :n
ifelse :n = 0 [output 1 + b2 1] [output 5]
end
trace "b2
print b2 0
to b3
forever [output 3]
end
trace "b3
print b3
to b4
catch "x [output 3]
end
trace "b4
print b4
'''),
     _t(r'''
fact defined
( fact 3 )
 ( fact 2 )
  ( fact 1 )
   ( fact 0 )
   fact stops
  fact stops
 fact stops
fact stops
6
g defined
( g 0 )
g outputs 1
1
h defined
( h 0 )
h stops
1
k defined
( k 0 )
k outputs 1
1
m defined
( m 0 )
m stops
1
q defined
( q 0 )
q outputs 1
1
r defined
( r 0 )
r stops
5
s defined
( s 0 )
s stops
1
t defined
( t 0 )
1
t stops
1
u defined
( u 0 )
u stops
7
a1 defined
( a1 0 )
0
a1 stops
1
a2 defined
( a2 0 )
a2 stops
1
a3 defined
( a3 0 )
a3 stops
1
a4 defined
( a4 0 )
a4 outputs 1
1
a5 defined
( a5 0 )
a5 stops
1
a6 defined
( a6 0 )
a6 stops
3
a7 defined
( a7 0 )
a7 stops
1
a8 defined
( a8 0 )
Can't use OUTPUT or STOP inside RUNRESULT  in a8
[ignore runresult [output 1]]
a9 defined
( a9 0 )
a9 stops
1
b1 defined
( b1 0 )
b1 stops
1
b2 defined
( b2 0 )
 ( b2 1 )
 b2 stops
b2 stops
6
b3 defined
( b3 )
b3 stops
3
b4 defined
( b4 )
b4 stops
3
''')),
    # APPLY as a command, OUTPUT in its explicit-slot template: the procedure outputs (as with
    # RUN); STOP ends only the template; CATCH's list ending so: "apply didn't output".
    ('apply_as_a_command_output_in_its_template', 'stdin', _t(r'''
to b1 :n
apply [output ?] [1]
end
print b1 0
to b2
apply [output ?] [1]
print "after
end
print b2
b2
to b3
apply [stop] []
print "after
end
b3
to b5
apply [[x] output :x] [1]
print "after5
end
print b5
to b6
apply [[x] [output :x]] [1]
print "after6
end
b6
to b7
foreach [1 2] [output ?]
end
print b7
to b8
apply [if ? = 1 [output 11]] [1]
end
print b8
apply [output ?] [1]
to c1
repeat 3 [apply [if ? = 2 [output ?]] (list repcount)]
print "after
end
print c1
to c2
if "true [apply [output ? * 2] [4]]
end
print c2
to c3
run [apply [output ?] [7]]
print "no
end
print c3
to c4
ignore apply [output ?] [1]
print "after4
end
c4
to c5
show catch "x [apply [output ?] [9]]
print "after5
end
print c5
to c6 :l
apply [output ?1 + ?2] :l
end
show map "c6 [[1 2] [3 4]]
to c7
apply [[x y] output :x + :y] [1 2]
end
print c7
to c8
apply "c7 []
print "after8
end
c8
'''),
     _t(r'''
b1 defined
1
b2 defined
1
You don't say what to do with 1
b3 defined
after
b5 defined
1
b6 defined
You don't say what to do with 1  in b6
[apply [[x] [output :x]] [1]]
b7 defined
1
b8 defined
11
Can only use output inside a procedure
c1 defined
2
c2 defined
8
c3 defined
7
c4 defined
apply didn't output to ignore  in c4
[ignore apply [output ?] [1]]
c5 defined
apply didn't output to show  in c5
[show catch "x [apply [output ?] [9]]]
c6 defined
[3 7]
c7 defined
3
c8 defined
You don't say what to do with 3  in c8
[apply "c7 []]
''')),
    # (IF tf list1 list2 list3): IFELSE, list3 dropped, more inputs too many for IFELSE; (+) is
    # not enough inputs to +.
    ('if_with_more_inputs_in_parentheses', 'stdin', _t(r'''
(if "true [print 1] [print 2] [print 3])
print "next
(if "a [print 1] [print 2] [print 3])
(if "true [print 1] [print 2] [print 3] [print 4])
(if "false [print 1] [print 2] 3)
show (if "true [1] [2] [3])
(if "true [print 1])
(if "true)
(if)
(ifelse "true [print 1] [print 2] [print 3])
(ifelse "true [print 1] [print 2] 3)
(if "true [print 1] [print 2] [print 3] 4)
(if "false [print 1] [print 2] [print 3])
(if "true [print 1] 3 [print 3])
(if "true [print 1] 3)
(if "true [print 1] 3 4)
(if "true [print 1] [print 2] 3 4)
(if "true [print 1] 3 4 [print 5])
(if "true 2 [print 2] [print 3])
(if "true [print 1] [print 2] [print 3] [print 4] [print 5])
show (if "true [1] 3)
(+)
(+ 1)
print (+)
(=)
(-)
'''),
     _t(r'''
Assuming you mean IFELSE, not IF
1
next
Assuming you mean IFELSE, not IF
ifelse doesn't like a as input
Assuming you mean IFELSE, not IF
too many inputs to ifelse
too many inputs to if
Assuming you mean IFELSE, not IF
1
1
not enough inputs to if
not enough inputs to if
too many inputs to ifelse
too many inputs to ifelse
Assuming you mean IFELSE, not IF
too many inputs to ifelse
Assuming you mean IFELSE, not IF
2
Assuming you mean IFELSE, not IF
1
1
too many inputs to if
too many inputs to if
too many inputs to if
Assuming you mean IFELSE, not IF
You don't say what to do with 2
Assuming you mean IFELSE, not IF
too many inputs to ifelse
1
not enough inputs to +
too many inputs to +
not enough inputs to +
not enough inputs to =
unexpected ')'
''')),
    # IFT and IFF used for a value, before any TEST: the error names them as typed.
    ('ift_and_iff_for_a_value_named_as_typed', 'stdin', _t(r'''
print ift [print 1]
print IFF [1]
ift [print 1]
IFTRUE [print 1]
show iftrue [1]
to f
print IFT [1]
end
f
'''),
     _t(r'''
ift without TEST
IFF without TEST
ift without TEST
IFTRUE without TEST
iftrue without TEST
f defined
IFT without TEST  in f
[print IFT [1]]
''')),
    # FULLTEXT's words hold a backslashed character without its backslash (bars kept); PO shows
    # the lines as typed.
    ('fulltext_lines_without_backslashes', 'stdin', _t(r'''
to g
print "a\ b
print "c\;d [x\ y] |p q|
end
show fulltext "g
show count item 2 fulltext "g
show count item 3 fulltext "g
foreach fulltext "g [print ?]
po "g
show text "g
to g
print "|a\b| "a\\b "x\\ ; c\om\ment
end
show fulltext "g
foreach fulltext "g [show count ?]
'''),
     _t(r'''
g defined
[to g print "a b print "c;d [x y] |p q| end]
10
22
to g
print "a b
print "c;d [x y] |p q|
end
to g
print "a\ b
print "c\;d [x\ y] |p q|
end

[[] [print "a b] [print "c;d [x y] p q]]
g is already defined
ab
You don't say what to do with a\\b
I don't know how  to end
[to g print "a b print "c;d [x y] |p q| end]
4
10
22
3
''')),
    # A procedure called last, as a command, that outputs from CATCH's, CASE's or COND's list:
    # its value is unused in the caller, which does not output it.
    ('output_in_catch_case_cond_of_a_tail_called_command', 'stdin', _t(r'''
to g2
catch "x [output 5]
end
to g
g2
end
show g
g
to h2
case 1 [[[1] output 5]]
end
to h
h2
end
show h
to c2
cond [[["true] output 5]]
end
to c
c2
end
show c
to e2
catch "error [output 5]
end
show g2
g2
to v
make "q g
end
v
show runresult [h]
print se "a c
'''),
     _t(r'''
g2 defined
g defined
You don't say what to do with 5  in g
[g2]
You don't say what to do with 5  in g
[g2]
h2 defined
h defined
You don't say what to do with 5  in h
[h2]
c2 defined
c defined
You don't say what to do with 5  in c
[c2]
e2 defined
5
You don't say what to do with 5
v defined
You don't say what to do with 5  in g
[g2]
You don't say what to do with 5  in h
[h2]
You don't say what to do with 5  in c
[c2]
''')),
    # ARCTAN divides by pi/180 (its last digit); POWER is always a decimal; INT and ROUND of
    # +-2147483647 stay decimals; infinities and NaNs computed apart are not EQUALP.
    ('arctan_power_round_and_infinities', 'stdin', _t(r'''
print arctan 15.7
print arctan 20.4
print arctan 41.5
print arctan 1
print arctan 0.5
print arctan 3
print arctan 100
print arctan 0.001
print (arctan -17.62 -34.92)
print (arctan 15.09 -42.76)
print (arctan 3.59 -13.43)
print (arctan -44.2 0.74)
print (arctan -46.25 -6.64)
print (arctan -43.01 -40.93)
print (arctan 1 15.7)
print (arctan 0 -1)
print (arctan -1 0)
print (arctan 0 0)
show power 2 3
show array power 2 2
show item power 2 0 [a b]
repeat power 2 1 [print "r]
show char power 2 6
show random power 2 0
show form power 2 3 power 2 2 1
show bitand power 2 3 15
make "printdepthlimit power 2 0
show [[a]]
make "printdepthlimit 10
show (listtoarray [a b] power 2 0)
show iseq 1 power 2 2
show power 1 (sqrt -1)
show power 3 40
show power -2 3
show power 2 -1
show power 0 0
show mdarray list power 2 1 2
show setitem power 2 0 {a b} "c
show 8 = power 2 3
show memberp power 2 3 [8]
print bitand round 2147483646.6 1
print bitand int 2147483647.4 1
print bitand round 2147483646.4 1
print bitand int -2147483647.4 1
print bitand int -2147483646.4 1
print bitand round -2147483647.6 1
print bitand 46341 * 46340 1
print bitand 2147483647 * 1 1
print bitand -2147483647 * 1 1
print bitand 65536 * -32768 1
print bitand int 2147483648.5 1
print (exp 1000) = (exp 1000)
print (sqrt -1) = (sqrt -1)
print (1e308 * 10) = (1e308 * 10)
print (power 10 400) = (power 10 400)
make "x exp 1000
print :x = :x
make "n sqrt -1
print :n = :n
print (ln 0) = (ln 0)
print memberp exp 1000 (list exp 1000)
print equalp (list exp 1000) (list exp 1000)
'''),
     _t(r'''
86.3555104872284
87.1936297482117
88.6196459265555
45
26.565051177078
71.565051177078
89.4270613023165
0.0572957604145006
-116.77468492542
-70.5620678721206
-75.0340688955579
179.040839002813
-171.830011368538
-136.419476269127
86.3555104872284
-90
180
0
8
{[] [] [] []}
a
r
r
@
0
 8.0
bitand doesn't like 8 as input
[[a]]
listtoarray doesn't like 1 as input
[1 2 3 4]
1
1.21576654590569e+19
-8
0.5
1
{{[] []} {[] []}}
setitem didn't output to show
true
true
bitand doesn't like 2147483647 as input
bitand doesn't like 2147483647 as input
0
bitand doesn't like -2147483647 as input
0
bitand doesn't like -2147483648 as input
0
bitand doesn't like 2147483647 as input
bitand doesn't like -2147483647 as input
bitand doesn't like -2147483648 as input
bitand doesn't like 2147483648 as input
false
false
false
false
true
true
false
false
false
''')),
    # A list refused as more than one expression is read again once a procedure it names is
    # defined again; CATCH "TOPLEVEL and CATCH "SYSTEM catch THROWs of their tags.
    ('runlist_read_again_and_catch_of_toplevel_and_system', 'stdin', _t(r'''
define "foo [[a] [output :a]]
make "l [foo 1 2]
print run :l
define "foo [[a b] [output :a - :b]]
print run :l
to bar
print ifelse "true [foo 1 2] [3]
end
bar
erase "foo
define "foo [[a] [output :a]]
bar
define "foo [[a b] [output :a - :b]]
bar
to f
catch "toplevel [throw "toplevel]
print "after
end
f
print catch "toplevel [throw "toplevel 5]
catch "toplevel [print 1 throw "toplevel print 2]
print "next
catch "system [throw "system]
print "d
show catch "toplevel [throw "toplevel 5]
'''),
     _t(r'''
Runlist [[foo 1] 2] has more than one expression
-1
bar defined
-1
Runlist [[foo 1] 2] has more than one expression  in bar
[print ifelse "true [foo 1 2] [3]]
-1
f defined
after
catch didn't output to print
1
next
d
catch didn't output to show
''')),
    # MACROEXPAND of REPEAT, IF, RUN (macros that are primitives): "is a primitive"
    # (Berkeley's "  in macroexpand" library lines left out).
    ('macroexpand_of_primitive_macros', 'stdin', _t(r'''
show macroexpand [repeat 2 [print 1]]
show macroexpand [print 1]
to foo
end
show macroexpand [foo]
show macroexpand [if "true [print 1]]
show macroexpand [Run [print 1]]
show macroexpand [for [i 1 2] [print :i]]
show macroexpand []
show macroexpand [nosuch 1]
show macroexpand "repeat
'''),
     _t(r'''
repeat is a primitive
print is not a macro.
foo defined
foo is not a macro.
if is a primitive
Run is a primitive
1
2
[]
first doesn't like [] as input
nosuch is not a macro.
r is not a macro.
''')),
    # A call read when its procedure took another number of inputs is checked when it is made
    # (was a Python error); in a procedure that names DEFINE, COPYDEF ... a line is read again
    # once a procedure has another number of inputs or a primitive has been redefined.
    ('procedures_given_other_inputs_while_called', 'stdin', _t(r'''
to g :x
define "g [[x y] [output :x * :y]]
output :x
end
print list g 2 g 3
print "next
to g0 :x
define "g0 [[] [output 1]]
output :x
end
print list g0 2 g0 3
to h
print list g 2 g 3
end
define "g [[x] [define "g [[x y] [output :x * :y]] output :x]]
h
to c
d
define "d [[x] [print :x]]
d 5
end
to d
print "d0
end
c
define "d2 [[x] [print :x]] d2 5
make "redefp "true
to h
print first [a b]
define "first [[x] [output "mine]]
print first [a b]
end
h
erase "first
print first [a b]
to h2
print sum 1 2
copydef "sum "product
print sum 3 4
end
h2
'''),
     _t(r'''
g defined
not enough inputs to g
next
g0 defined
too many inputs to g0
h defined
not enough inputs to g  in h
[print list g 2 g 3]
c defined
d defined
d0
5
not enough inputs to d2
h is already defined
a
mine
I don't know how  to end
not enough inputs to g  in h
[print list g 2 g 3]
I don't know how  to first
h2 defined
3
12
''')),
    # ERASE of a library procedure Berkeley has loaded: TO may define the name again (buried,
    # as the name was).
    ('to_after_erase_of_a_used_library_procedure', 'stdin', _t(r'''
show reverse [1 2]
erase "reverse
to reverse :a
output "mine
end
show reverse [1 2]
show gensym
erase "gensym
to gensym
output "g
end
show gensym
erase "reverse
print "ok
show reverse [1 2]
show first buried
'''),
     _t(r'''
[2 1]
reverse defined
mine
g1
gensym defined
g
ok
[2 1]
[combine gensym reverse]
''')),
    # CATCH "TOPLEVEL outputs the value thrown to it; TO with no name inside a procedure is
    # "Can't use TO inside a procedure".
    ('catch_toplevel_value_and_bare_to_in_a_procedure', 'stdin', _t(r'''
show catch "toplevel [(throw "toplevel 5)]
show catch "system [(throw "system 6)]
print catch "toplevel [throw "toplevel]
to f
to
end
f
run [to]
to
print "x
end
to g
run [to]
end
g
'''),
     _t(r'''
5
6
catch didn't output to print
f defined
Can't use TO inside a procedure  in f
[to]
not enough inputs to to
not enough inputs to to
x
I don't know how  to end
g defined
Can't use TO inside a procedure  in g
[run [to]]
''')),
    # "Assuming you meant 'print 7'" shows the number without leading zeros; a comment ending
    # in \~ does not go on over the next line.
    ('digits_after_a_name_and_backslashed_tilde_in_a_comment', 'stdin', _t(r'''
print00
print007
repeat02 [print "r]
print12
to tp5
show (1 ; x\~
end
to tp6
print 6
end
tp6
print 1 ; c~
+ 2
print 3 ; c\~
print 4
'''),
     _t(r'''
Assuming you meant 'print 0', not print00
0
Assuming you meant 'print 7', not print007
7
Assuming you meant 'repeat 2', not repeat02
r
r
Assuming you meant 'print 12', not print12
12
END inside multi-line instruction in tp5
tp6 defined
6
3
3
4
''')),
    # A LOCAL made in RUNRESULT's list is its own; a THROW typed at a PAUSE reaches a CATCH of its
    # tag running outside the PAUSE (none: "Can't find catch tag", back to top level).
    ('local_in_runresult_and_throw_at_a_pause', 'stdin', _t(r'''
to f :v
print runresult [localmake "v 5 :v]
print :v
end
f 1
to g :v
print runresult [local "v make "v 7 :v]
print :v
end
g 2
make "w 1
show runresult [localmake "w 3 :w]
print :w
to f
pause
print "not.here
end
show catch "t [f]
(throw "t 3)
print "done
to g
pause
print "g.after
end
g
throw "nosuch
print "top
to h
catch "u [pause]
print "h.after
end
h
throw "u
print "end
'''),
     _t(r'''
f defined
5
1
g defined
7
2
[3]
1
f is already defined
Pausing...
not.here
I don't know how  to end
not enough inputs to f
Can't find catch tag for t
done
g is already defined
Pausing...
g.after
I don't know how  to end
not enough inputs to g
Can't find catch tag for nosuch
top
h defined
Pausing...
hh.after
end
''')),
    # PO of a DEFINEd procedure shows a quotation mark or colon with no name after it as "|| and :||.
    ('po_of_a_defined_quote_or_colon_alone', 'stdin', _t(r'''
define "foo [[] [print "]]
po "foo
define "bar [[] [print :]]
po "bar
define "baz [[] [print "] [print "a]]
show text "baz
baz
'''),
     _t(r'''
to foo
print "||
end

to bar
print :||
end

[[] [print "] [print "a]]

a
''')),
    # A procedure name typed in bars is shown in bars by "not enough inputs", "too many inputs",
    # "didn't output" and "is already defined".
    ('names_typed_in_bars_in_messages', 'stdin', _t(r'''
to |a b| :x
end
|a b|
(|a b| 1 2)
print |a b| 1
to |a b|
end
to g
end
show |x y| g
to h
|a b|
end
h
'''),
     _t(r'''
a b defined
not enough inputs to |a b|
too many inputs to |a b|
|a b| didn't output to print
|a b| is already defined
I don't know how  to end
g defined
I don't know how  to |x y|
h defined
not enough inputs to |a b|  in h
[|a b|]
''')),
    # An integer compared with a float (or a word read as one) is compared as a float, as Berkeley
    # does; an infinity and the word 1e400 are not equal.
    ('integers_beyond_2_53_compared_with_floats', 'stdin', _t(r'''
make "n (ashift 1 60) + 1
print :n = 1152921504606846977
print :n > 1152921504606846977
print :n < 1152921504606846977
print :n >= 1152921504606846977
print :n <= 1152921504606846977
print :n <> 1152921504606846977
print :n = :n * 1.0
print :n = "1152921504606846977
print equalp :n 1152921504606846977
print memberp :n [1152921504606846977]
print (list :n) = (list 1152921504606846977)
print lessp :n 1152921504606846977
print 3 = 3.0
print 2 = "2.0
make "x exp 1000
show :x = "1e400
show memberp :x [1e400]
to f :c :f
if :c = :f [print "eq]
if :c > :f [print "gt]
if :c < :f [print "lt]
end
f :n 1152921504606846977
'''),
     _t(r'''
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
true
false
true
true
false
false
f defined
eq
''')),
    # (SETABC 1 2) names SETABC as unknown; REPEAT, IF and IFELSE read a word typed in bars as
    # RUN does (one word).
    ('unknown_setter_in_parentheses_and_barred_words_run', 'stdin', _t(r'''
(setabc 1 2)
to f
(setabc 1 2)
end
f
(setabc 1)
setabc 1
(foo 1 2)
repeat 2 "|print 1|
if "true "|print 2|
run "|print 3|
ifelse "false [] "|print 4|
repeat 1 "print\ 5
repeat 1 word "print "| 6|
'''),
     _t(r'''
I don't know how  to setabc
f defined
I don't know how  to setabc  in f
[(setabc 1 2)]
I don't know how  to setabc
I don't know how  to setabc
I don't know how  to foo
I don't know how  to |print 1|
I don't know how  to |print 2|
I don't know how  to |print 3|
I don't know how  to |print 4|
5
I don't know how  to |print 6|
''')),
    # Lines typed at a PAUSE have their own TEST (the paused procedure's comes back after);
    # a name with a ~ typed without bars has no value without bars.
    ('test_at_a_pause_and_tilde_names', 'stdin', _t(r'''
pause
test "true iftrue [print 1]
iftrue [print 2]
continue
to f
test "true
pause
iftrue [print 1]
end
f
test "false
continue
to g
pause
iftrue [print 1]
end
g
test "true
continue
pause
test "true
continue
iftrue [print 3]
print :x~ 1
print thing "a~b
print thing "|a b|
print :|c~|
'''),
     _t(r'''
Pausing...
1
iftrue without TEST
f defined
Pausing...
ff1
g defined
Pausing...
ggiftrue without TEST  in g
[iftrue [print 1]]
Pausing...
iftrue without TEST
x~ has no value
a~b has no value
|a b| has no value
|c~| has no value
''')),
    # "Runlist ... has more than one expression" shows a colon with no name as :||.
    ('runlist_message_with_an_empty_variable_name', 'stdin', _t(r'''
show run [1 :]
show run [1 "]
show run [1 :||]
show run [1 "||]
show run [2 :a]
'''),
     _t(r'''
Runlist [1 :||] has more than one expression
Runlist [1 "||] has more than one expression
Runlist [1 :||] has more than one expression
Runlist [1 "||] has more than one expression
Runlist [2 :a] has more than one expression
''')),
    # PARSE and RUNPARSE of a word holding a backslash character (CHAR 92): it is a letter,
    # which escapes nothing.
    ('parse_of_a_backslash_character', 'stdin', _t(r'''
show parse (word "a char 92 char 32 "b)
show count parse (word "a char 92 char 32 "b)
show parse (word "a char 92 "b)
show runparse (word "a char 92 char 32 "b)
show parse (word "a char 92 "\[ "b)
show runparse (word "a char 92 "b)
show count first parse (word "a char 92 char 32 "b)
show parse (word "a char 92 char 92 "b)
show parse (word "a char 92 "; "b)
show count first parse (word char 92)
'''),
     _t(r'''
[a\ b]
2
[a\b]
[a\ b]
[a\ [b]]
[a\b]
2
[a\\b]
''')),
    # A variable's name called as a procedure (ALLOWGETSET), and SETxxx: Berkeley defines the
    # buried procedure it stands for, which later lines call and TO refuses to redefine.
    ('allowgetset_defines_buried_accessors', 'stdin', _t(r'''
make "size 10
print size
to size
output 5
end
print size
make "x 1
print x
print procedurep "x
po "x
print first buried
make "v 3
setv 4
print :v
setv
to setv :x
end
make "w 1
show w
ern "w
show w
show definedp "w
'''),
     _t(r'''
10
size is already defined
Can only use output inside a procedure
I don't know how  to end
10
1
true
to x
output :x
end

size x
4
not enough inputs to setv
setv is already defined
I don't know how  to end
1
w has no value  in w
[output :w]
true
''')),
    # OUTPUT or STOP run by IF, IFELSE, RUN, REPEAT or CATCH inside a template run for its value:
    # that one didn't output (not the procedure's value); a template ending in IF, REPEAT ...
    # that outputs nothing names it (Berkeley's "  in map1" library lines left out).
    ('output_in_a_runner_inside_a_template', 'stdin', _t(r'''
to f :l
output map [ifelse ? > 1 [output "big] [output "small]] :l
end
show f [1 2]
to f2 :l
output map [output ?] :l
end
show f2 [1 2]
to f3 :l
output map [if ? > 0 [output ?]] :l
end
show f3 [1 2]
to f4
show apply [run [output ?]] [7]
end
f4
to f5
show map [repeat 1 [output ?]] [1]
end
f5
to f6
show map [catch "x [output ?]] [1]
end
f6
to g4
apply [if "true [stop]] []
print "g4-end
end
g4
to f
show map [print ?] [1]
end
f
to g
show map [if ? > 0 [print ?]] [1]
end
g
to h
show map [catch "x [print ?]] [1]
end
h
to k
show map [repeat 1 [print ?]] [1]
end
k
'''),
     _t(r'''
f defined
ifelse didn't output to combine  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
f2 defined
apply didn't output to combine  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
f3 defined
if didn't output to combine  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
f4 defined
run didn't output to show  in f4
[show apply [run [output ?]] [7]]
f5 defined
output didn't output to combine  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
f6 defined
catch didn't output to combine  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
g4 defined
g4-end
f is already defined
1
apply didn't output to combine  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
I don't know how  to end
not enough inputs to f
g defined
1
if didn't output to combine  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
h defined
1
catch didn't output to combine  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
k defined
1
repeat didn't output to combine  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
''')),
    # The same at top level: MAP and FILTER are procedures of Berkeley's library, so an OUTPUT
    # in their template's IF is "if didn't output", not "Can only use output" (library lines
    # left out).
    ('output_in_a_runner_inside_a_template_at_top_level', 'stdin', _t(r'''
show map [if "true [output ?]] [1 2]
show apply [run [output ?]] [7]
show map [ifelse ? > 1 ["big] ["small]] [1 2]
show map [output ?] [1]
show filter [if "true [output "true]] [1]
foreach [1] [if "true [output 3]]
show map [run [stop]] [1]
'''),
     _t(r'''
if didn't output to combine  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
Can only use output inside a procedure
[small big]
apply didn't output to combine  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
if didn't output to if  in filter
[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]
Can only use output inside a procedure
stop didn't output to combine  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
''')),
    # A macro whose expansion is OUTPUT, used as an input: "output didn't output to show".
    ('macro_expanding_to_output_as_an_input', 'stdin', _t(r'''
.defmacro "ou [[v] [output list "output :v]]
to k
show ou 6
end
k
to k2
print (list 1 ou 6)
end
k2
to k3
output first ou [a b]
end
show k3
.defmacro "st [[] [output [stop]]]
to k4
show st
print "after
end
k4
'''),
     _t(r'''
k defined
output didn't output to show  in k
[show ou 6]
k2 defined
output didn't output to list  in k2
[print (list 1 ou 6)]
k3 defined
output didn't output to first  in k3
[output first ou [a b]]
st is a primitive
k4 defined
st didn't output to show  in k4
[show st]
''')),
    # PON lists FULLPRINTP as TRUE: Berkeley sets it while it lists the workspace.
    ('pon_of_fullprintp', 'stdin', _t(r'''
pon "fullprintp
make "fullprintp "false
pon "fullprintp
show :fullprintp
make "x 3
pons
'''),
     _t(r'''
Make "fullprintp "true
Make "fullprintp "true
false
Make "x 3
''')),
    # "Can only use STOP inside a procedure" names STOP as typed.
    ('stop_at_top_level_named_as_typed', 'stdin', _t(r'''
STOP
Stop
repeat 1 [STOP]
'''),
     _t(r'''
Can only use STOP inside a procedure
Can only use Stop inside a procedure
Can only use STOP inside a procedure
''')),
    # A carriage return not followed by a newline is dropped from every line read: lines
    # of instructions (typed or loaded), READLIST, READWORD, READRAWLINE; READCHAR keeps it.
    ('lone_carriage_returns_dropped', 'stdin',
     'print "ab\rcd\nshow [a\rb c]\nprint 1\r\r\nshow count "a\rb\n'
     'show readlist\na\rb c\nshow readword\nd\re\nshow readrawline\nf\rg\n'
     'show ascii readchar\n\rshow 7\n',
     'abcd\n[ab c]\n1\n2\n[ab c]\nde\nfg\n13\n7\n'),
    ('lone_carriage_returns_dropped_in_a_file', 'file',
     'print "ab\rcd\nshow [a\rb c]\nprint 1\r\r\n', 'abcd\n[ab c]\n1\n'),
    # MACROEXPAND runs a macro's body under the name %%%$%macro.procedure: an error in the body
    # itself is placed there (one in a procedure it calls, in that procedure).
    ('macroexpand_error_in_the_macro_body', 'stdin', _t(r'''
.macro m :x
output first :x
end
show macroexpand [m []]
catch "error [show macroexpand [m []]]
show error
to g
show macroexpand [m []]
end
g
.macro m2 :x
output list "print h :x
end
to h :y
output first :y
end
show macroexpand [m2 []]
.macro m3 :x
output list "print :x + 1
end
show macroexpand [m3 "a]
'''),
     _t(r'''
m defined
first doesn't like [] as input  in %%%$%macro.procedure
[output first :x]
[7 first doesn't like [] as input %%%$%macro.procedure [output first :x]]
g defined
first doesn't like [] as input  in %%%$%macro.procedure
[output first :x]
m2 defined
h defined
first doesn't like [] as input  in h
[output first :y]
m3 defined
+ doesn't like a as input  in %%%$%macro.procedure
[output list "print :x + 1]
''')),
    # TO and .MACRO joined to a minus sign (-to) read the rest of the line as their inputs, which
    # makes the line refused.
    ('to_after_a_minus_sign', 'stdin', _t(r'''
-to "a
show -to "a :b
-.macro "a
print 1
(- to "a)
show list to "b
'''),
     _t(r'''
to doesn't like "a as input
to doesn't like "a as input
.macro doesn't like "a as input
1
too many ('s
to doesn't like "b as input
''')),
    # A TEST in a procedure called as another's last instruction is its own: the caller's
    # caller keeps its TEST state (the trampoline puts it back).
    ('test_in_a_tail_called_procedure_is_its_own', 'stdin', _t(r'''
to h
test "true
end
to g
h
end
g
iftrue [print "leak]
test "false
g
iffalse [print "kept]
to g2
if "true [h]
end
g2
iffalse [print "kept2]
to k
iftrue [print "k.true]
iffalse [print "k.false]
end
to h2
test "true
k
end
h2
iffalse [print "kept3]
to r :n
if :n = 0 [test "true stop]
r :n - 1
end
r 3
iffalse [print "kept4]
'''),
     _t(r'''
h defined
g defined
iftrue without TEST
kept
g2 defined
kept2
k defined
h2 defined
k.true
kept3
r defined
kept4
''')),
    # (THROW "ERROR msg) caught in the procedure that threw it: ERROR's list names that
    # procedure's caller and its line, as the uncaught error does (at top level: [] []).
    ('caught_throw_error_placed_at_the_callers_line', 'stdin', _t(r'''
to g
catch "error [(throw "error "boom)] show error
end
to f
g
print "f.done
end
f
to g2
catch "error [run [(throw "error [a list])]] show error
end
to f2
print 1
g2
print 2
end
f2
to g3
catch "error [(throw "error "x)]
show error
end
g3
catch "error [(throw "error "top)]
show error
to g5
catch "error [h5] show error
end
to h5
(throw "error "deep)
end
to f5
g5 print "f5
end
f5
'''),
     _t(r'''
g defined
f defined
[35 boom f [g]]
f.done
g2 defined
f2 defined
1
[35 a list f2 [g2]]
2
g3 defined
[35 x [] []]
[35 top [] []]
g5 defined
h5 defined
f5 defined
[35 deep g5 [catch "error [h5] show error]]
f5
''')),
    # A WHILE or UNTIL condition list that outputs a list: the library's IF or NOT runs that list
    # for its value in turn (nothing: "doesn't like nothing").
    ('loop_condition_list_outputs_a_list', 'stdin', _t(r'''
catch "error [until [[]] [print 1]]
show first error
show item 2 error
catch "error [while [[]] [print 1]]
show item 2 error
catch "error [until [[a]] [print 1]]
show item 2 error
catch "error [do.while [print 0] [[[b]]]]
show item 2 error
make "n 0
until [[:n > 2]] [make "n :n + 1]
show :n
'''),
     _t(r'''
7
item doesn't like [] as input
not doesn't like nothing as input
I don't know how  to a
0
not doesn't like [b] as input
3
''')),
    # A FOREACH template (inlined in its procedure) that DEFINEs or ERASEs a procedure: ? still
    # stands for the member (the line is not read again as a RUN, which cannot see it).
    # (Berkeley's "in foreach1" lines left out.)
    ('foreach_template_defining_a_procedure', 'stdin', _t(r'''
to f
foreach [a b] [print ? define "foo [[] []]]
end
f
to g
foreach [a b c] [print (list ? # ?rest) erase "zz]
end
to zz
end
g
to h
foreach [1 2] [define "d [[x] [print :x]] d ?]
end
h
to h2
define "d2 [[] [print "none]]
foreach [1 2] [define "d2 [[x] [print :x]] d2 ?]
end
h2
'''),
     _t(r'''
f defined
a
b
g defined
zz defined
a 1 [b c]
b 2 [c]
c 3 []
h defined
not enough inputs to d  in foreach1
[apply :foreach.template firsts :template.lists]
h2 defined
not enough inputs to d2  in foreach1
[apply :foreach.template firsts :template.lists]
''')),
    # OUTPUT in a FOREACH template inside a procedure-text lambda ([[x] [foreach ...]]) outputs
    # from the lambda, as inside a procedure.
    ('output_in_foreach_in_a_procedure_text_lambda', 'stdin', _t(r'''
show apply [[x] [foreach [1 2 3] [output ?]]] [0]
show map [[x] [foreach [1 2 3] [if ? = :x [output ? * 10]]]] [1 2]
to f
output apply [[x] [foreach [1 2 3] [if ? = 2 [output ?]]] [output 9]] [0]
end
show f
show apply [[x] [repeat 3 [output repcount]]] [0]
show apply [[x] [for [i 1 3] [output :i]]] [0]
show apply [[x] [while ["true] [output 4]]] [0]
to g
print "g.end
end
to h
foreach [1 2] [foreach [a b] [if ? = "b [output 7]]]
end
show h
show apply [[x] [foreach [1 2 3] [print ?]] [output :x]] [9]
show apply [[x] [foreach [1 2 3] [if ? > 1 [output ? * :x]]] [output 0]] [9]
'''),
     _t(r'''
1
[10 20]
f defined
2
1
1
4
g defined
h defined
7
1
2
3
9
18
''')),
    # PO of words WORD made from a word typed in bars or read by READWORD (CSLS BASIC's
    # make "%i): bars that protected nothing are gone, and only the characters from the READWORD
    # line get backslashes.
    ('po_of_words_joined_to_barred_or_readword_words', 'stdin', _t(r'''
define "b1 (list [] (list "print (word "" "|b|)))
po "b1
define "b2 (list [] (list "print (word "|"| "b)))
po "b2
define "b3 (list [] (list "print "|"b|))
po "b3
define "b4 (list [] (list "print (word "" first "|bc|)))
po "b4
define "b5 (list [] (list "print (word "" "|b| "c)))
po "b5
define "b6 (list [] (list "print (word "" bf "|xb c|)))
po "b6
define "b7 (list [] (list "print (word ": "|b|)))
po "b7
define "baz (list [] (list "print (word "" last "|a b|)))
po "baz
make "w readword
a+b c
define "p1 (list [] (list "print :w))
po "p1
define "p2 (list [] (list "print (word "" :w)))
po "p2
define "p3 (list [] (list "print bf :w))
po "p3
define "p4 (list [] (list "print (word "" last :w)))
po "p4
define "p5 (list [] (list "print (word "x+ last :w)))
po "p5
define "p6 (list [] (list "print (word "" first :w "+))
po "p6
define "p7 (list [] (list "print (word last :w "+)))
po "p7
make "v readword
ab
define "p8 (list [] (list "print (word "" :v)))
po "p8
'''),
     _t(r'''
to b1
print "b
end

to b2
print |"b|
end

to b3
print |"b|
end

to b4
print "b
end

to b5
print "bc
end

to b6
print "|b c|
end

to b7
print :b
end

to baz
print "b
end

to p1
print a + b\ c
end

to p2
print "a\+b\ c
end

to p3
print + b\ c
end

to p4
print "c
end

to p5
print x + c
end

''')),
    # BEFOREP of bytes past ASCII: unsigned when case matters, signed (C's chars) once folded.
    ('beforep_of_bytes_past_ascii', 'stdin', _t(r'''
make "caseignoredp "false
show beforep "z "é
show beforep "a "é
show beforep char 127 char 128
show beforep char 1 char 200
show beforep "é "ü
make "caseignoredp "true
show beforep "z "é
show beforep char 127 char 128
'''),
     _t(r'''
true
true
true
true
true
false
false
''')),
    # ERN or ERASE of a buried variable: the name stays buried (PONS leaves out its new value).
    ('erased_buried_variable_stays_buried', 'stdin', _t(r'''
make "v 1
buryname "v
ern "v
make "v 2
pons
show buriedp [[] [v]]
make "y 2
bury [[] [y]]
erase [[] [y]]
print buriedp [[] [y]]
make "y 3
pons
unbury [[] [y]]
pons
'''),
     _t(r'''
true
true
Make "y 3
''')),
    # (SUM x) is x as a number: the sign of -0 is kept.
    ('one_input_sum_keeps_negative_zero', 'stdin', _t(r'''
show (sum minus 0.0)
show sum minus 0.0 minus 0.0
show (sum "3.0)
show (sum "007)
show (sum "a)
show (sum)
show (sum [1])
show (sum 1 2 3)
show (minus 0.0) + (minus 0.0)
show (sum 2147483647)
show (sum "1e3)
'''),
     _t(r'''
-0
-0
3
7
sum doesn't like a as input
0
sum doesn't like [1] as input
6
-0
2147483647
1000
''')),
    # SAVE and SAVEL that cannot open their file name it as SHOW would (|| and bars).
    ('save_cannot_open_names_the_file_as_shown', 'stdin', _t(r'''
save "
save "|a b/c|
savel [] "|x y/z|
'''),
     _t(r'''
I can't open file ||
I can't open file |a b/c|
I can't open file |x y/z|
''')),
    # CASE and COND given to OUTPUT: Berkeley's library macros put the chosen clause in their
    # place, so its last instruction (or, for no clause, the OUTPUT) "didn't output to output".
    ('case_and_cond_given_to_output', 'stdin', _t(r'''
to f
output case 1 [[[1] print "one]]
end
show f
to g
output cond [[["true] output 7]]
end
show g
to h
output case 5 [[[1] "a]]
end
show h
to i
output if "false [5]
end
show i
to j
output run [print 3]
end
show j
to k
output ifelse "true [print 4] [5]
end
show k
to l
output run []
end
show l
to m
output case 1 [[[1] print "x print "y]]
end
show m
to cc
output cond [[["true] output 7]]
end
to cst
output case 3 [[[3] stop]]
end
show cst
cst
to ok
output case "b [[[a] "x] [[b] "y] [else "z]]
end
show ok
to ok2
output cond [[[1 > 2] 1] [else 2 + 3]]
end
show ok2
to ok3 :v
output case :v [[[1 2] sum 1 2] [[3] "three]]
end
show ok3 2
show ok3 3
'''),
     _t(r'''
f defined
one
print didn't output to output  in f
[output case 1 [[[1] print "one]]]
g defined
output didn't output to output  in g
[output cond [[["true] output 7]]]
h defined
output didn't output to output  in h
[output case 5 [[[1] "a]]]
i defined
if didn't output to output  in i
[output if "false [5]]
j defined
3
run didn't output to output  in j
[output run [print 3]]
k defined
4
ifelse didn't output to output  in k
[output ifelse "true [print 4] [5]]
l defined
run didn't output to output  in l
[output run []]
m defined
x
y
print didn't output to output  in m
[output case 1 [[[1] print "x print "y]]]
cc defined
cst defined
stop didn't output to output  in cst
[output case 3 [[[3] stop]]]
stop didn't output to output  in cst
[output case 3 [[[3] stop]]]
ok defined
y
ok2 defined
5
ok3 defined
3
three
''')),
    # PO and FULLTEXT of a procedure: the title line from TO (a comment continued by ~ before it
    # is not part of it), without the blanks typed before TO; the rest of the line as typed.
    ('to_title_lines_as_po_shows_them', 'stdin', _t(r'''
; comment ending in a tilde ~
to f
print "hi
end
po "f
show fulltext "f
f
  to g
print 1
end
po "g
to   g   :x   ; hi
print :x
   print 2
end
po "g
'''),
     _t(r'''
f defined
to f
print "hi
end

[to f print "hi end]
hi
g defined
to g
print 1
end

g is already defined
x has no value
2
I don't know how  to end
to g
print 1
end

''')),
    # In a loaded file, a line that is just END ends an instruction left open only inside a
    # definition: at top level it is read on as a word.
    ('end_inside_an_open_list_in_a_file', 'file', _t(r'''
print 1
show [a
end
b]
print 2
to f
show [x
end
y]
end
f
print 3
'''),
     _t(r'''
1
[a end b]
2
END inside multi-line instruction in f
''')),
    # An error in a template of MAP, FOREACH, FOR, FILTER, FIND, REDUCE, CASCADE, CROSSMAP,
    # MAP.SE, INVOKE, TRANSFER, WHILE, UNTIL, and in POP, DEQUEUE, PICK, ISEQ: Berkeley's library
    # procedure and the line it was running (lang/library_lines.py).
    ('library_procedure_lines_of_template_errors', 'stdin', _t(r'''
foreach [1] [print ?/0]
show map [?/0] [1]
for [i 1 2] [print :i/0]
show filter [?/0] [1]
show find [?/0] [1]
show reduce [?1/0] [1 2]
show cascade 2 [?/0] 1
show crossmap [?1/0] [[1] [2]]
show map.se [?/0] [1]
show (invoke [?/0] 1)
show apply [?/0] [1]
show transfer [emptyp ?in] [lput ?in/0 ?out] [1]
while [1/0] [print 1]
until [1/0] [print 1]
repeat 1 [print 1/0]
show (map [?1/0] [1] [2])
foreach [1] [2] [print ?1/0]
show map "first [[]]
foreach [[]] "first
make "s []
make "x pop "s
make "x dequeue "s
show runresult [1/0]
show map [[x] :x/0] [1]
show filter [[x] :x/0] [1]
foreach [1] [[x] print :x/0]
show map [[x] [output :x/0]] [1]
show sort [b a]
show remdup [1/0]
show reverse 1/0
show quoted 1/0
show iseq 1 "a
show pick []
show gensym 1
'''),
     _t(r'''
/ doesn't like 0 as input  in foreach1
[apply :foreach.template firsts :template.lists]
/ doesn't like 0 as input  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
/ doesn't like 0 as input  in forloop
[run :for.instr]
/ doesn't like 0 as input  in filter
[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]
/ doesn't like 0 as input  in find
[if apply :find.template (list first :template.list) [op first :template.list]]
/ doesn't like 0 as input  in reduce
[op apply :reduce.function (list (first :reduce.list) (reduce :reduce.function bf :reduce.list))]
/ doesn't like 0 as input  in cascade.eval
[op fput (apply first :cascade.templates :template.vars) (cascade.eval bf :cascade.templates)]
/ doesn't like 0 as input  in cm1
[if emptyp :cm.lists [op (list apply :cm.template :template.vars)]]
/ doesn't like 0 as input  in map.se1
[output sentence (apply :map.se.template firsts :template.lists) (map.se1 bfs :template.lists :template.number+1)]
/ doesn't like 0 as input  in invoke
[.maybeoutput apply :invoked.function :invoke.inputs]
/ doesn't like 0 as input
/ doesn't like 0 as input  in cascade.eval
[op fput (apply first :cascade.templates :template.vars) (cascade.eval bf :cascade.templates)]
/ doesn't like 0 as input  in while
[if not run :while.cond [op []]]
/ doesn't like 0 as input  in until
[if run :until.cond [op []]]
/ doesn't like 0 as input
/ doesn't like 0 as input  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
You don't say what to do with 2  in foreach1
[apply :foreach.template firsts :template.lists]
first doesn't like [] as input  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
first doesn't like [] as input  in foreach1
[apply :foreach.template firsts :template.lists]
first doesn't like [] as input  in pop
[make "result first thing :the.stack.name]
first doesn't like [] as input  in dequeue
[make "result first thing :the.queue.name]
/ doesn't like 0 as input
/ doesn't like 0 as input  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
/ doesn't like 0 as input  in filter
[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]
/ doesn't like 0 as input  in foreach1
[apply :foreach.template firsts :template.lists]
/ doesn't like 0 as input  in apply
[output :x/0]
I don't know how  to sort
[1/0]
/ doesn't like 0 as input
/ doesn't like 0 as input
> doesn't like a as input  in iseq
[if not (:a > :b) [output iseq1 :a :b]]
random doesn't like [0] as input  in pick
[output item (1+random count :list) :list]
g1
You don't say what to do with 1
''')),
    # Errors of the library procedures' own work, and ERROR's list of them, caught at top
    # level and in a procedure.
    ('library_procedure_lines_of_their_own_errors', 'stdin', _t(r'''
foreach 5 [print ?]
show map [?] 5
show map [?] [1 2] [3]
for [i 1] [print :i]
for [i a 3] [print :i]
for 5 [print 1]
show filter [?] [1]
show filter ["a] [1]
show find [?] [1]
show reduce [?1] []
show cascade "a [?] 1
show crossmap [?] 5
show (invoke 5 1)
while "a [print 1]
until [[]] [print 1]
make "s 5
make "x pop "s
make "q 5
make "x dequeue "q
push "s 1
queue "q 1
show iseq "a 5
show pick 5
show remdup 5
show map [print ?] [1]
show filter [print ?] [1]
foreach [1 2] [?]
show map [] [1]
show filter [] [1]
show reduce [] [1 2]
show cascade 2 [] 1
show map.se [?] 5
show (crossmap [?1] [1 2])
show sort [1]
catch "error [foreach [1] [print ?/0]] show error
catch "error [show map [?/0] [1]] show error
catch "error [for [i 1 2] [print :i/0]] show error
to f
foreach [1] [print ?/0]
end
f
catch "error [f] show error
'''),
     _t(r'''
5
5
[1 2]
You don't say what to do with [3]
first doesn't like [] as input
I don't know how  to a
first doesn't like || as input
if doesn't like 1 as input  in filter
[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]
if doesn't like a as input  in filter
[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]
if doesn't like 1 as input  in find
[if apply :find.template (list first :template.list) [op first :template.list]]
bf doesn't like [] as input  in reduce
[if emptyp bf :reduce.list [op first :reduce.list]]
I don't know how  to a  in cascade1
[if apply :cascade.limit :template.vars [op apply :cascade.final :template.vars]]
[5]
I don't know how  to 5  in invoke
[.maybeoutput apply :invoked.function :invoke.inputs]
I don't know how  to a  in while
[if not run :while.cond [op []]]
if doesn't like nothing as input  in until
[if run :until.cond [op []]]
> doesn't like a as input  in iseq
[if not (:a > :b) [output iseq1 :a :b]]
5
5
1
apply didn't output to combine  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
1
apply didn't output to if  in filter
[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]
You don't say what to do with 1  in foreach1
[apply :foreach.template firsts :template.lists]
apply didn't output to combine  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
apply didn't output to if  in filter
[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]
apply didn't output to op  in reduce
[op apply :reduce.function (list (first :reduce.list) (reduce :reduce.function bf :reduce.list))]
apply didn't output to fput  in cascade.eval
[op fput (apply first :cascade.templates :template.vars) (cascade.eval bf :cascade.templates)]
[5]
[1]
I don't know how  to sort
[4 / doesn't like 0 as input foreach1 [apply :foreach.template firsts :template.lists]]
[4 / doesn't like 0 as input map1 [output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]]
[4 / doesn't like 0 as input forloop [run :for.instr]]
f defined
/ doesn't like 0 as input  in foreach1
[apply :foreach.template firsts :template.lists]
[4 / doesn't like 0 as input foreach1 [apply :foreach.template firsts :template.lists]]
''')),
    # TO or .MACRO with nothing after them: "not enough inputs to" names them as typed.
    ('to_without_a_name_named_as_typed', 'stdin', _t(r'''
TO
To
to
.MACRO
run [TO]
catch "error [To]
show error
define "f [[] [TO]]
f
'''),
     _t(r'''
not enough inputs to TO
not enough inputs to To
not enough inputs to to
not enough inputs to .MACRO
not enough inputs to TO
[6 not enough inputs to To [] []]
Can't use TO inside a procedure  in f
[TO]
''')),
    # ERN, ERPL, BURYNAME, UNBURYNAME and RSEQ errors name their library procedure and line
    ('library_lines_ern_rseq', 'stdin', _t(r'''
erpl [[a]]
buryname [[a]]
unburyname [[a]]
ern [[a]]
show rseq 1 5 "x
show rseq 1 5 []
catch "error [ern [[a]]]
show error
catch "error [ignore rseq 1 2 "x]
show error
'''),
     _t(r'''
erase doesn't like [a] as input  in erpl
[erase pllist :names]
bury doesn't like [a] as input  in buryname
[bury namelist :names]
unbury doesn't like [a] as input  in unburyname
[unbury namelist :names]
erase doesn't like [a] as input  in ern
[erase namelist :names]
- doesn't like x as input  in rseq
[output map [[x] :a + :x * (:b - :a) / (:n - 1)] iseq 0 :n - 1]
- doesn't like [] as input  in rseq
[output map [[x] :a + :x * (:b - :a) / (:n - 1)] iseq 0 :n - 1]
[4 erase doesn't like [a] as input ern [erase namelist :names]]
[7 - doesn't like x as input rseq [output map [[x] :a + :x * (:b - :a) / (:n - 1)] iseq 0 :n - 1]]
''')),
    # A value of MAP, FILTER, FIND, CASCADE, REMOVE ... called as a command: reported in the library procedure that made the last tail call
    ('library_value_unused_places', 'stdin', _t(r'''
map [?] []
map [?] "
map [?] "ab
(map [?1] [] [])
map.se [?] []
map.se [?] [1]
filter [? = 1] [1 2]
filter [? = 1] [2 3]
filter [? = 1] [2 1]
filter [? = 1] []
remove 1 []
remove 1 [2]
remove 1 [1]
remove 1 "abc
remdup []
remdup [1 2 1]
remdup "
reverse []
reverse [1]
reverse "abc
mditem [] {1}
mditem [1] {5}
to f
map [?] [1]
print "after
end
f
to g
filter [? = 1] [2 3]
end
g
catch "error [find [? = 2] [1 2 3]]
show error
catch "error [remove 1 [1 1]]
show error
cascade [? > 2] [? + 1] 5
cascade [? > 2] [? + 1] 0
find [? = 1] []
find [? = 1] [1 1]
find "wordp "ab
find "numberp "a1
remdup [1 1]
filter "wordp []
map.se [?] []
'''),
     _t(r'''
You don't say what to do with []  in map
[op map1 :template.lists 1]
You don't say what to do with ||  in map
[op map1 :template.lists 1]
You don't say what to do with ab  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
You don't say what to do with []  in map
[op map1 :template.lists 1]
You don't say what to do with []  in map.se
[op map.se1 :template.lists 1]
You don't say what to do with [1]  in map.se
[op map.se1 :template.lists 1]
You don't say what to do with [1]  in filter
[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]
You don't say what to do with []  in filter
[op (filter :filter.template bf :template.list :template.number+1)]
You don't say what to do with [1]  in filter
[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]
You don't say what to do with []
You don't say what to do with []  in remove
[output filter [not equalp ? :thing] :list]
You don't say what to do with [2]  in filter
[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]
You don't say what to do with []  in filter
[op (filter :filter.template bf :template.list :template.number+1)]
You don't say what to do with abc  in filter
[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]
You don't say what to do with []  in remdup
[output filter [not memberp ? ?rest] :list]
You don't say what to do with [2 1]  in filter
[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]
You don't say what to do with ||  in remdup
[output filter [not memberp ? ?rest] :list]
You don't say what to do with []
You don't say what to do with [1]  in reverse
[output (reverse bf :in combine first :in :out)]
You don't say what to do with cba  in reverse
[output (reverse bf :in combine first :in :out)]
You don't say what to do with {1}
You don't say what to do with 5  in mditem
[op mditem bf :index item first :index :array]
f defined
You don't say what to do with [1]  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
g defined
You don't say what to do with []  in filter
[op (filter :filter.template bf :template.list :template.number+1)]
[30 You don't say what to do with 2 find [op (find :find.template bf :template.list :template.number+1)]]
[30 You don't say what to do with [] filter [op (filter :filter.template bf :template.list :template.number+1)]]
You don't say what to do with 5  in cascade
[op cascade1 1 :template.vars]
You don't say what to do with 3  in cascade1
[op cascade1 (:template.number+1) (cascade.eval :cascade.templates)]
You don't say what to do with []
You don't say what to do with 1
You don't say what to do with a
You don't say what to do with 1  in find
[op (find :find.template bf :template.list :template.number+1)]
You don't say what to do with [1]  in filter
[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]
You don't say what to do with []
You don't say what to do with []  in map.se
[op map.se1 :template.lists 1]
''')),
    # Lambdas built at run time, in both forms, share code by shape; an IF's list in the procedure-text form ends the template
    ('lambdas_built_at_run_time_by_shape', 'stdin', _t(r'''
repeat 3 [show invoke (list [x] (list "output ":x "+ repcount)) 1]
repeat 2 [show map (list [x] (list "make ""y ":x "* repcount) (list "output ":y "+ 1)) [1 2]]
repeat 2 [show apply (list [x y] (list "if ":x "> repcount [output "big]) (list "output ":y)) [2 b]]
repeat 2 [show invoke (list [x] (list "output ":x "+ "a)) 1]
repeat 2 [show invoke (list [x] (list "output "first ":x)) []]
to f
repeat 2 [foreach [1 2] (list [x] (list "print ":x "* repcount))]
end
f
repeat 2 [show apply (list [] (list "output "#)) []]
repeat 3 [show map (list [x] (list "output "word ":x repcount)) "ab]
repeat 2 [show apply (sentence [[x]] "if ":x "> repcount [[output "big]] "output ":x) [2]]
repeat 2 [show map (sentence [[x]] "ifelse ":x "> repcount [["big]] [["small]]) [1 2 3]]
repeat 2 [foreach [1 2] (sentence [[x]] "if ":x "> repcount [[print "big]])]
'''),
     _t(r'''
2
3
4
[2 3]
[3 5]
big
b
I don't know how  to a  in apply
[output :x + a]
first doesn't like [] as input  in apply
[output first :x]
f defined
1
2
2
4
1
2
a1b1
a2b2
a3b3
Can only use output inside a procedure
[small big big]
[small small big]
big
''')),
    # Question-mark templates built at run time (compiled by shape after a few)
    ('question_templates_built_at_run_time', 'stdin', _t(r'''
repeat 3 [show map (list "? "+ repcount) [1 2 3]]
repeat 3 [show filter (list "? ">  repcount) [1 2 3]]
repeat 2 [foreach [1 2] (list "print "? "+ repcount)]
repeat 2 [show map (list "word "? word "x repcount) [a b]]
repeat 2 [show map (list "? "+ "a) [1]]
show map [? + [1 2]] [1]
repeat 2 [show reduce (list "?1 "+ "?2 "+ repcount) [1 2 3]]
repeat 2 [show map (list "list "# "? repcount) [a b]]
repeat 2 [show map (list "list "? [x y]) [a b]]
show map [?] []
repeat 2 [show map (sentence "if "? "= repcount "["yes] "["no]) [1 2]]
repeat 2 [show map (list "runresult (list "? repcount)) [1 2]]
'''),
     _t(r'''
[2 3 4]
[3 4 5]
[4 5 6]
[2 3]
[3]
[]
2
3
3
4
I don't know how  to x1  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
I don't know how  to a  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
+ doesn't like [1 2] as input  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
8
10
You don't say what to do with [1 a]  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
[[a [x y]] [b [x y]]]
[[a [x y]] [b [x y]]]
[]
I don't know how  to yes  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
You don't say what to do with 1  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
''')),
    # MEMBER and MEMBERP of numbers in short lists searched again (a table of their numbers)
    ('member_of_numbers_in_short_lists', 'stdin', _t(r'''
make "l [10 20 "30 a [40] 50.0 -0 1e2 3.5]
repeat 3 [show (list member 20 :l member 30 :l member 50 :l member 0 :l member 100 :l member 3.5 :l memberp 40 :l memberp 7 :l)]
make "m [1 2 3]
repeat 2 [show memberp 2 :m]
.setfirst :m 9
repeat 2 [show memberp 9 :m show memberp 1 :m]
make "w [x 5 y]
repeat 3 [show member 5 :w]
make "big [1e20 3]
repeat 3 [show member 1e20 :big show member 3 :big]
make "n (list 1 2 3 4)
repeat 3 [show member 2.0 :n show position 3 :n]
'''),
     _t(r'''
[[20 "30 a [40] 50.0 -0 1e2 3.5] [] [50.0 -0 1e2 3.5] [-0 1e2 3.5] [1e2 3.5] [3.5] false false]
[[20 "30 a [40] 50.0 -0 1e2 3.5] [] [50.0 -0 1e2 3.5] [-0 1e2 3.5] [1e2 3.5] [3.5] false false]
[[20 "30 a [40] 50.0 -0 1e2 3.5] [] [50.0 -0 1e2 3.5] [-0 1e2 3.5] [1e2 3.5] [3.5] false false]
true
true
true
false
true
false
[5 y]
[5 y]
[5 y]
[1e20 3]
[3]
[1e20 3]
[3]
[1e20 3]
[3]
[2 3 4]
I don't know how  to position
''')),
    # SETITEM of tails of lists walked before, and after .SETFIRST puts an array in
    ('setitem_tails_of_walked_lists', 'stdin', _t(r'''
make "a (array 3)
make "l [1 2 [3 4] 5]
setitem 1 :a bf :l
setitem 2 :a bf bf :l
setitem 3 :a :l
show :a
.setfirst bf bf :l :a
setitem 1 :a bf bf :l
show count :a
make "b (array 1)
make "k list 1 :b
setitem 1 :b bf :k
'''),
     _t(r'''
{[2 [3 4] 5] [[3 4] 5] [1 2 [3 4] 5]}
setitem doesn't like [{[2 {[... ... ...] [... ...] [... ... ... ...]} 5] [{[... ... ...] [... ...] [... ... ... ...]} 5] [1 2 {[... ... ...] [... ...] [... ... ... ...]} 5]} 5] as input
3
setitem doesn't like [{[]}] as input
''')),
    # Macros whose expansions depend on their inputs alone (IF, arithmetic, several lines): kept per inputs, forgotten when a list is changed in place
    ('macro_expansions_kept_for_their_inputs', 'stdin', _t(r'''
.macro do.times :n :body
if :n < 1 [op []]
op (list "run :body "do.times :n - 1 :body)
end
.macro when :cond :body
op (list "if (list "run :cond) :body)
end
.macro pick.first :l
if emptyp :l [op [print "empty]]
op (list "print (list "quote first :l))
end
to quote :x
op :x
end
make "c 0
repeat 3 [do.times 2 [make "c :c + 1] when [:c > 3] [print "big] when [:c < 3] [print "small]]
print :c
make "l [a b]
repeat 2 [pick.first :l]
.setfirst :l "z
repeat 2 [pick.first :l]
pick.first []
.macro nth :n
if :n = 0 [op [print "zero]]
op (list "print 10 / :n)
end
repeat 2 [nth 0 nth 5 nth 2]
.macro bad :x
op (list "print first :x)
end
repeat 2 [catch "error [bad []] print error]
to fib :n
when [:n < 2] (list "output :n)
op (fib :n - 1) + (fib :n - 2)
end
print fib 12
.macro guard :c :v
op (list "if :c (list "output :v))
end
to cls :x
guard [:x < 0] "neg
guard [:x = 0] "zero
op "pos
end
repeat 2 [print (list cls -1 cls 0 cls 5)]
'''),
     _t(r'''
do.times defined
when defined
pick.first defined
quote defined
small
big
big
6
quote a
quote a
quote z
quote z
empty
nth defined
zero
2
5
zero
2
5
bad defined
7 first doesn't like [] as input bad [op (list "print first :x)]
7 first doesn't like [] as input bad [op (list "print first :x)]
fib defined
144
guard defined
cls defined
I don't know how  to neg  in cls
[guard [:x < 0] "neg]
''')),
    # A value output by a procedure that called itself last, not wanted: placed at that call
    ('value_after_calls_of_itself', 'stdin', _t(r'''
to fact :n :acc
if :n = 0 [output :acc]
output fact :n - 1 :n * :acc
end
fact 5 1
print fact 3 1
fact 0 1
to k :x
if :x = 0 [output 7]
output k :x - 1
end
print k 3
k 0
to g
output 7
end
print k 2
g
to w :n
if :n > 3 [stop]
w :n + 1
end
w 1
to lp :n
if :n = 0 [output "done]
lp :n - 1
end
lp 3
to q
fact 3 1
print "after
end
q
catch "error [fact 4 1]
show error
to k :x
if :x = 0 [output 7]
output k :x - 1
end
k 3
k 0
to k2 :x
if :x = 0 [output 7]
output k3 :x - 1
end
to k3 :x
if :x = 0 [output 8]
output k2 :x - 1
end
k2 3
k2 1
to m :x
output ifelse :x = 0 [9] [m :x - 1]
end
m 2
to p
k 2
end
p
catch "error [k 2]
show error
'''),
     _t(r'''
fact defined
You don't say what to do with 120  in fact
[output fact :n - 1 :n * :acc]
6
You don't say what to do with 1
k defined
7
You don't say what to do with 7
g defined
7
You don't say what to do with 7
w defined
lp defined
You don't say what to do with done  in lp
[lp :n - 1]
q defined
You don't say what to do with 6  in fact
[output fact :n - 1 :n * :acc]
[30 You don't say what to do with 24 fact [output fact :n - 1 :n * :acc]]
k is already defined
x has no value
Can only use output inside a procedure
I don't know how  to end
You don't say what to do with 7  in k
[output k :x - 1]
You don't say what to do with 7
k2 defined
k3 defined
You don't say what to do with 8  in k2
[output k3 :x - 1]
You don't say what to do with 8  in k2
[output k3 :x - 1]
m defined
You don't say what to do with 9  in m
[output ifelse :x = 0 [9] [m :x - 1]]
p defined
You don't say what to do with 7  in k
[output k :x - 1]
[30 You don't say what to do with 7 k [output k :x - 1]]
''')),
    # A macro's kept expansion is not reused after CASEIGNOREDP changes (EQUALP's answers)
    ('macro_kept_expansion_and_caseignoredp', 'stdin', _t(r'''
.macro pick :w
if equalp :w "abc [op [print "same]]
op [print "other]
end
repeat 2 [pick "ABC]
make "caseignoredp "true
repeat 2 [pick "ABC]
make "caseignoredp "false
repeat 2 [pick "ABC]
'''),
     _t(r'''
pick defined
same
same
same
same
other
other
''')),
    # MEMBERP and MEMBER of words in short lists holding numerals, searched again (tables by text)
    ('memberp_of_words_and_numerals_in_short_lists', 'stdin', _t(r'''
make "l [1 2 3 K a B "x 1e2 |C| 2.0]
repeat 3 [show (list memberp "2 :l memberp "2.0 :l memberp "k :l memberp "K :l memberp "b :l memberp "1E2 :l memberp "100 :l memberp "c :l memberp "C :l memberp 2 :l memberp "z :l)]
repeat 3 [show (list member "k :l member "2.0 :l member "1e2 :l)]
make "caseignoredp "false
repeat 3 [show (list memberp "k :l memberp "K :l memberp "1E2 :l memberp "1e2 :l memberp "b :l)]
make "caseignoredp "true
make "m [[a b] [A c] [1 2]]
repeat 3 [show (list memberp [a c] :m memberp [1 2] :m memberp [1.0 2] :m)]
'''),
     _t(r'''
[true true true true true true false true true true false]
[true true true true true true false true true true false]
[true true true true true true false true true true false]
[[K a B "x 1e2 C 2.0] [2.0] [1e2 C 2.0]]
[[K a B "x 1e2 C 2.0] [2.0] [1e2 C 2.0]]
[[K a B "x 1e2 C 2.0] [2.0] [1e2 C 2.0]]
[false true false true false]
[false true false true false]
[false true false true false]
[true true false]
[true true false]
[true true false]
''')),
    # Procedures whose texts differ only in numbers (and names) share code compiled for their shape
    # (compiling/numbered.py): results, errors and their places stay each procedure's own
    ('numbered_shapes', 'stdin', _t(r'''
to f :x
output 0
end
to t :n
localmake "s 0
for [i 1 :n] [define "f (list [x] (list "output ":x "+ :i)) make "s :s + f 1]
print :s
for [i 1 :n] [define word "g :i (list [x] (list "output ":x "* :i "+ 0.5)) make "s :s + apply word "g :i [2]]
print :s
end
t 10
define "h1 [[x] [print :x + 1 foo]]
define "h2 [[x] [print :x + 2 foo]]
define "h3 [[x] [print :x + 3 foo]]
define "h4 [[x] [print :x + 3 7]]
h1 1
h2 1
h3 1
h4 1
to foo
output "done
end
h3 5
define "k1 [[x] [output :x / 3]]
define "k2 [[x] [output :x / 0]]
define "k3 [[x] [output :x / 0]]
print k1 6
print k2 6
print k3 6
define "m1 [[x] [if :x > 3 [output 1] output m1 :x + 1]]
define "m2 [[x] [if :x > 3 [output 1] output m1 :x + 2]]
define "m3 [[x] [if :x > 3 [output 1] output m3 :x + 1]]
print (list m1 0 m2 0 m3 0)
define "n1 [[x] [output sum :x 1.5 2]]
define "n2 [[x] [output sum :x 2 1e2]]
define "n3 [[x] [output sum :x -3 "a]]
print n1 1
print n2 1
print n3 1
define "q1 [[] [5]]
define "q2 [[] [6]]
define "q3 [[] [7]]
q1
q2
q3
define "r1 [[x] [repeat 2 [print :x] 3]]
define "r2 [[x] [repeat 3 [print :x] 4]]
define "r3 [[x] [repeat 4 [print :x] 4]]
r1 1
r2 2
r3 3
show (list text "r3 fulltext "r3)
define "s1 [[x] [output item 2 :x]]
define "s2 [[x] [output item 3 :x]]
define "s3 [[x] [output item 7 :x]]
print (list s1 [a b c] s2 [a b c])
print s3 [a b c]
define "u1 [[x] [output 1 + :x - 2 * 3]]
define "u2 [[x] [output 2 + :x - 2 * 4]]
define "u3 [[x] [output 3 - :x - 2 * 5]]
print (list u1 1 u2 2 u3 3)
define "v1 [[x] [make "y 2 output :y + :x]]
define "v2 [[x] [make "y 3 output :y + :x]]
define "v3 [[x] [make "y 4 output :y + :x]]
print (list v1 1 v2 2 v3 3)
define "w1 [[x] [output 2 2]]
define "w2 [[x] [output 3 3]]
define "w3 [[x] [output 4 4]]
print w3 1
print w2 1
define "z1 [[x] [output first 123]]
define "z2 [[x] [output first 456]]
define "z3 [[x] [output first 007]]
print (list z1 1 z2 1 z3 1)
define "o1 [[x [y 2]] [output :x + :y + 1]]
define "o2 [[x [y 3]] [output :x + :y + 2]]
define "o3 [[x [y 4]] [output :x + :y + 3]]
print (list o1 1 o2 1 o3 1 (o3 1 1))
define "g1 [[x] [tag "a make "x :x + 1 if :x < 5 [goto "a] output :x * 1]]
define "g2 [[x] [tag "a make "x :x + 2 if :x < 5 [goto "a] output :x * 2]]
define "g3 [[x] [tag "a make "x :x + 3 if :x < 5 [goto "a] output :x * 3]]
print (list g1 0 g2 0 g3 0)
define "l1 [[x] [local "y make "y 10 output :y - :x - 1]]
define "l2 [[x] [local "y make "y 20 output :y - :x - 2]]
define "l3 [[x] [local "y make "y 30 output :y - :x - 3]]
print (list l1 1 l2 1 l3 1)
define "c1 [[] [output 2 * 3]]
define "c2 [[] [output 3 * 4]]
define "c3 [[] [output 1e300 * 1e300]]
print (list c1 c2 c3)
define "d1 [[x] [output (sum :x 1 2 3)]]
define "d2 [[x] [output (sum :x 4 5 6)]]
define "d3 [[x] [output (sum :x 7 8 "x)]]
print (list d1 0 d2 0)
print d3 0
define "e1 [[x] [print :x + 1] [print :x + 2] [output 3]]
define "e2 [[x] [print :x + 4] [print :x + 5] [output 6]]
define "e3 [[x] [print :x + 7] [print :x + 8 + "q] [output 9]]
print e1 0
print e2 0
print e3 0
define "t1 [[x] [output 2147483647 * :x]]
define "t2 [[x] [output 2147483647 * :x]]
define "t3 [[x] [output 3 * :x]]
print (list t1 2 t2 3 t3 4 t3 2147483647)
define "w1 [[x] [output remainder :x 3]]
define "w2 [[x] [output remainder :x -3]]
define "w3 [[x] [output remainder :x 0]]
print (list w1 -7 w2 -7)
print w3 5
define "p1 [[x] [output power :x 2]]
define "p2 [[x] [output power :x 0.5]]
print (list p1 3 p2 4)
po "p2
'''),
     _t(r'''
f defined
t defined
65
180
2
I don't know how  to foo  in h1
[print :x + 1 foo]
3
I don't know how  to foo  in h2
[print :x + 2 foo]
4
I don't know how  to foo  in h3
[print :x + 3 foo]
4
You don't say what to do with 7  in h4
[print :x + 3 7]
foo defined
8
You don't say what to do with done  in h3
[print :x + 3 foo]
2
/ doesn't like 0 as input  in k2
[output :x / 0]
/ doesn't like 0 as input  in k3
[output :x / 0]
1 1 1
2.5
3
-2
You don't say what to do with 5  in q1
[5]
You don't say what to do with 6  in q2
[6]
You don't say what to do with 7  in q3
[7]
1
1
You don't say what to do with 3  in r1
[repeat 2 [print :x] 3]
2
2
2
You don't say what to do with 4  in r2
[repeat 3 [print :x] 4]
3
3
3
3
You don't say what to do with 4  in r3
[repeat 4 [print :x] 4]
[[[x] [repeat 4 [print :x] 4]] [[to r3 :x] [repeat 4 [print :x] 4] [end]]]
b c
item doesn't like 7 as input  in s3
[output item 7 :x]
-4 -4 -10
3 5 7
4
3
1 4 7
4 6 8 5
5 12 18
8 17 26
6 12 inf
6 15
sum doesn't like x as input  in d3
[output (sum :x 7 8 "x)]
1
2
3
4
5
6
7
+ doesn't like q as input  in e3
[print :x + 8 + "q]
4294967294 6442450941 12 6442450941
-1 -1
remainder doesn't like 0 as input  in w3
[output remainder :x 0]
9 2
to p2 :x
output power :x 0.5
end

''')),
    # A lambda built at run time: what scanning its shape found (calls of user procedures, #) is kept
    # for the shape till a name in it is defined again
    ('lambda_shape_scans', 'stdin', _t(r'''
to mk :k
output (list [x] (list "output "foo ":x :k))
end
to foo :a :b
output :a + :b
end
show map mk 1 [1 2]
show map mk 2 [1 2]
erase "foo
to foo :a :b
output (list :a :b #)
end
show map mk 3 [1 2]
show map mk 4 [5 6]
to mk2 :k
output (list [x] (list "output "sum ":x :k))
end
show map mk2 1 [1 2]
show map mk2 2 [1 2]
make "redefp "true
to sum :a :b
output (list :a :b #)
end
show map mk2 3 [1 2]
show map mk2 4 [5 6]
'''),
     _t(r'''
mk defined
foo defined
[2 3]
[3 4]
foo defined
[[1 3 1] [2 3 2]]
[[5 4 1] [6 4 2]]
mk2 defined
[2 3]
[3 4]
sum is already defined
Can only use output inside a procedure
I don't know how  to end
[4 5]
[9 10]
''')),
    # RUN (LIST :NAME) of a procedure without inputs, as an input or a command: called straight
    # away (Calls.run_named), with Berkeley's errors when it outputs nothing
    ('run_list_of_one_name', 'stdin', _t(r'''
to p
print "p
end
to q
output 2
end
to r
output run (list "q)
end
to s
output run (list "p)
end
to t
print run (list "p)
end
to u
ignore run (list "p)
end
to v
show run (list "Q)
show (run (list "q))
end
print r
print s
t
u
v
print 1 + run (list "q)
print 1 + run (list "p)
make "x run (list "p)
show runresult (list "p)
show runresult (list "q)
'''),
     _t(r'''
p defined
q defined
r defined
s defined
t defined
u defined
v defined
2
p
run didn't output to output  in s
[output run (list "p)]
p
p didn't output to print  in t
[print run (list "p)]
p
p didn't output to ignore  in u
[ignore run (list "p)]
2
2
3
p
p didn't output to +
p
p didn't output to make
p
[]
[2]
''')),
    # APPLY and INVOKE of a user procedure's name call its entry straight away (templates._direct):
    # optional and rest inputs, wrong counts, nothing output, TRACE
    ('apply_named_direct', 'stdin', _t(r'''
to f :a [:b 3] [:c :a + :b] [:more]
output (list :a :b :c :more)
end
to g :x :y
output :x * :y
end
to h
print "h
end
to k :x
if :x > 1 [stop]
output :x
end
show apply "f [1]
show apply "f [1 2]
show apply "f [1 2 3 4 5 6]
show apply "F [7 8 9]
show apply "g [3 4]
show apply "g [3]
show apply "g [3 4 5]
show apply "h []
apply "h []
show apply "k [1]
show apply "k [2]
show invoke "g 5 6
show (invoke "f 1 2 3 4)
show invoke "k 5
(invoke "h)
show apply "nosuch [1]
trace "g
show apply "g [2 2]
untrace "g
to m :x
output apply "g list :x :x
end
show m 9
print apply "k [2] + 1
'''),
     _t(r'''
f defined
g defined
h defined
k defined
[1 3 4 []]
[1 2 3 []]
[1 2 3 [4 5 6]]
[7 8 9 []]
12
not enough inputs to g
too many inputs to g
h
apply didn't output to show
h
1
apply didn't output to show
not enough inputs to g  in invoke
[.maybeoutput apply :invoked.function :invoke.inputs]
[1 2 3 [4]]
apply didn't output to .maybeoutput  in invoke
[.maybeoutput apply :invoked.function :invoke.inputs]
h
I don't know how  to nosuch
( g 2 2 )
g outputs 4
4
m defined
81
+ doesn't like [2] as input
''')),
    # Top-level lines of one shape share code also when a number of the shape is an operand of an
    # infix operator (the general arithmetic then): results, overflow, errors as each line's own
    ('infix_numbers_in_shaped_lines', 'stdin', _t(r'''
make "acc 10
make "acc :acc + 5
make "acc :acc + 7
make "acc :acc + 2.5
show :acc
make "acc :acc * 3
make "acc :acc * 1e300
make "acc :acc * 1e300
show :acc
make "b 2147483647
show :b * 2
show :b * 3
show :b + 1
show 5 - :b
show - 5
show - 6
show 3 -5
show 4 -6
show :b = 2147483647
show :b = 2147483646
show :b < 7
show :b < 8
show "a < 7
show "b < 8
show :b / 0
show :b / 7
show 10 / 5
show 12 / 5
show 3 = "3
show 4 = "4.0
show "abc = "ABC
show "abd = "ABD
show (2 + 3) * 4
show (3 + 3) * 5
'''),
     _t(r'''
24.5
inf
4294967294
6442450941
2147483648
-2147483642
not enough inputs to show
not enough inputs to show
3
You don't say what to do with -5
4
You don't say what to do with -6
true
false
false
false
< doesn't like a as input
< doesn't like b as input
/ doesn't like 0 as input
306783378.142857
2
2.4
true
true
true
true
20
30
''')),
    # PARSE: characters typed after a backslash stay in their word while PARSE reads, and are
    # ordinary characters of the words it outputs (RUN of them splits (5) at its parentheses)
    ('parse_backslashed_words', 'stdin', _t(r'''
show parse word "\( "5\)
show runresult parse word "\( "5\)
show parse word "a\+ "b
show parse word "a\* "b
show parse word "a\= "b
show parse word "a\< "b
show parse word "a\; "b
show parse word "a\" "b
show parse word "a\: "b
show parse word "a\[ "b
show parse word "a\~ "b
show count first parse word "a\( "b
show count first parse word "a\+ "b
show runparse word "\( "5\)
show runparse word "a\+ "b
show runresult parse word "2\+ "3
show runresult parse word "\( "5\)
make "w first parse word "a\ "b
show :w
show count :w
show runresult parse word "sum\  "1\ 2
show parse "a\\b
show runresult (list first parse word "2\+ "3)
show item 1 parse word "x\[ "y
'''),
     _t(r'''
[(5)]
[5]
[a+b]
[a*b]
[a=b]
[a<b]
[a;b]
[a"b]
[a:b]
[a [b]]
[a~b]
3
3
[( 5 )]
[a + b]
[5]
[5]
not enough inputs to word
w has no value
w has no value
[3]
[a\b]
[5]
x
''')),
    # RUN of a list holding itself, and of a list nested 2000 deep: what is looked for in it
    # before compiling is found without recursion (scan.mentions_any)
    ('run_lists_holding_themselves', 'stdin', _t(r'''
make "c [ignore [a] print 7]
.setfirst item 2 :c :c
run :c
print "done
make "d [print 1]
repeat 2000 [make "d (list "ignore :d "print 2)]
run :d
'''),
     _t(r'''
7
done
2
''')),
    # Procedures whose texts differ only in the procedures they call (same inputs) share code
    # compiled for their shape, with the names of their callees: values, errors naming the callee as
    # typed, a callee redefined with other inputs or erased
    ('numbered_shapes_calling_others', 'stdin', _t(r'''
to a1 :x
output :x + 1
end
to a2 :x
output :x + 2
end
to a3 :x
output :x + 3
end
to n1 :x
print :x
end
to n2 :x
print :x * 2
end
.macro m1 :x
output (list "print :x)
end
.macro m2 :x
output (list "print :x + 100)
end
define "b1 [[x] [output a1 :x * 10]]
define "b2 [[x] [output a2 :x * 10]]
define "b3 [[x] [output A3 :x * 10]]
show (list b1 1 b2 1 b3 1)
define "c1 [[x] [output 5 + n1 :x]]
define "c2 [[x] [output 5 + n2 :x]]
define "c3 [[x] [output 5 + n1 :x]]
show c1 1
show c2 2
show c3 3
define "d1 [[x] [n1 :x m1 :x]]
define "d2 [[x] [n2 :x m2 :x]]
d1 7
d2 7
define "e1 [[x] [a1 :x]]
define "e2 [[x] [a2 :x]]
e1 1
e2 1
define "f1 [[x] [output sum a1 :x a1 :x]]
define "f2 [[x] [output sum a2 :x a3 :x]]
define "f3 [[x] [output sum a3 :x a3 :x]]
show (list f1 1 f2 1 f3 1)
define "g1 [[x] [output a1 :x / 0]]
define "g2 [[x] [output a2 :x / 0]]
show g1 1
show g2 1
define "a2 [[x y] [output :x + :y]]
show b2 1
define "b2 [[x] [output a2 :x * 10 5]]
show b2 1
erase "a3
show b3 1
define "h1 [[x] [output list "a1 a1 :x]]
define "h2 [[x] [output list "a1 a2 :x 1]]
show h1 1
show h2 1
define "k1 [[x] [output n1 :x]]
define "k2 [[x] [output n2 :x]]
show k1 4
show k2 4
'''),
     _t(r'''
a1 defined
a2 defined
a3 defined
n1 defined
n2 defined
m1 defined
m2 defined
[11 12 13]
1
n1 didn't output to +  in c1
[output 5 + n1 :x]
4
n2 didn't output to +  in c2
[output 5 + n2 :x]
3
n1 didn't output to +  in c3
[output 5 + n1 :x]
7
7
14
107
You don't say what to do with 2  in e1
[a1 :x]
You don't say what to do with 3  in e2
[a2 :x]
[4 7 8]
/ doesn't like 0 as input  in g1
[output a1 :x / 0]
/ doesn't like 0 as input  in g2
[output a2 :x / 0]
not enough inputs to a2  in b2
[output a2 :x * 10]
15
I don't know how  to A3  in b3
[output A3 :x * 10]
[a1 2]
[a1 2]
4
n1 didn't output to output  in k1
[output n1 :x]
8
n2 didn't output to output  in k2
[output n2 :x]
''')),
    # Lines READLIST gives, numbers glued to parentheses ((:c + 48) * 2): the numbers are parameters
    # of the line's shape (shapes._glued), read as the line reads them
    ('numbers_glued_to_parentheses', 'stdin', _t(r'''
make "c 5
show runresult readlist
(:c + 48) * 2
show runresult readlist
(:c + 49) * 2
show runresult readlist
(:c + 50) * 2
show runresult readlist
((:c + 1.5)) * 2
show runresult readlist
((:c + 2.5)) * 2
show runresult readlist
((:c + 3.5)) * 2
show runresult readlist
(sum 1 2 3)
show runresult readlist
(sum 1 2 4)
show runresult readlist
(sum 1 2 5)
show runresult readlist
(7)
show runresult readlist
(8)
show runresult readlist
(9)
show runresult readlist
list (1) (2)
show runresult readlist
list (3) (4)
show runresult readlist
list (5) (6)
show runresult readlist
(-5 + 1)
show runresult readlist
(-6 + 1)
show runresult readlist
(1.)
show runresult readlist
(2.)
show runresult readlist
(.5)
show runresult readlist
(0.5)
show runresult readlist
(1.5)
show runresult readlist
(007)
show runresult readlist
(008)
show runresult readlist
(009)
show runresult readlist
first (123)
show runresult readlist
first (456)
show runresult readlist
first (789)
show runresult readlist
(sum 2 3)) + 1
show runresult readlist
(sum 4 5)) + 1
show runresult readlist
(sum 6 7)) + 1
show runresult readlist
3 + (4)
show runresult readlist
3 + (5)
show runresult readlist
3 + (6)
run readlist
print (2 + 3) print (3 + 4)
run readlist
print (4 + 3) print (5 + 4)
run readlist
print (6 + 3) print (7 + 4)
'''),
     _t(r'''
[106]
[108]
[110]
[13]
[15]
[17]
[6]
[7]
[8]
[7]
[8]
[9]
[[1 2]]
[[3 4]]
[[5 6]]
[-4]
[-5]
[1]
[2]
[0.5]
[0.5]
[1.5]
[7]
[8]
[9]
[1]
[4]
[7]
unexpected ')'
unexpected ')'
unexpected ')'
[7]
[8]
[9]
5
7
7
9
9
11
''')),
    # A procedure's last call of a procedure that makes no tail call itself (Calls._tail_once):
    # the value it leaves, its errors and STOP, TEST, as a chain of tail calls has them
    ('tail_calls_ending_at_once', 'stdin', _t(r'''
to v :x
output :x
end
to c :x
make "seen :x
end
to cmdtail :r
c :r + 1
end
to valtail :r
output v :r * 2
end
to misuse1
v 3
end
to misuse2
output c 4
end
to stopper :x
if :x > 0 [stop]
print "no
end
to stoptail
stopper 1
end
to t1 :x
test :x > 1
end
to testtail
t1 5
iftrue [print "still.mine]
end
to shows :a
print :a
end
to scope :a
shows :a + 1
end
to bad :x
output :x + "w
end
to badtail
output bad 1
end
to thrower
(throw "error [custom])
end
to throwtail
thrower
end
cmdtail 5 print :seen
print valtail 21
show map [valtail ?] [1 2 3]
scope 1
misuse1
print misuse2
print "next
stoptail
(print "stopped "ok)
testtail
badtail
throwtail
show catch "error [throwtail]
show error
print apply "valtail [4]
print invoke "valtail 5
apply "cmdtail [9] print :seen
print apply "cmdtail [9]
print "done
'''),
     _t(r'''
v defined
c defined
cmdtail defined
valtail defined
misuse1 defined
misuse2 defined
stopper defined
stoptail defined
t1 defined
testtail defined
shows defined
scope defined
bad defined
badtail defined
thrower defined
throwtail defined
6
42
[2 4 6]
2
You don't say what to do with 3  in misuse1
[v 3]
c didn't output to output  in misuse2
[output c 4]
next
stopped ok
iftrue without TEST  in testtail
[iftrue [print "still.mine]]
+ doesn't like w as input  in bad
[output :x + "w]
custom  in throwtail
[thrower]
catch didn't output to show
[]
8
10
10
apply didn't output to print
done
''')),
    # APPLY and INVOKE of a word naming a user procedure, again after it is redefined (other
    # inputs, optional ones), erased, TRACEd: the procedure remembered for the word is checked
    ('apply_of_a_name_again', 'stdin', _t(r'''
to f :x
output :x * 10
end
print apply "f [1]
print invoke "f 2
print apply "F [3]
to f :x :y
output :x + :y
end
print apply "f [1 2]
print apply "f [1]
print "after
print (invoke "f 3 4)
erase "f
print apply "f [1 2]
print "gone
to f [:x 7]
output :x
end
print apply "f []
print apply "f [8]
to h :x
test :x > 1
output :x
end
test "false
print apply "h [5]
iftrue [print "wrong] iffalse [print "kept]
print invoke "h 6
iftrue [print "now.true] iffalse [print "false]
to cmd :x
make "z :x
end
print apply "cmd [1]
print "next
apply "cmd [2] print :z
invoke "cmd 3 print :z
trace "cmd
apply "cmd [4]
untrace "cmd
print apply "cmd [1 2]
print "end
'''),
     _t(r'''
f defined
10
20
30
f is already defined
Can only use output inside a procedure
I don't know how  to end
too many inputs to f
10
after
too many inputs to f  in invoke
[.maybeoutput apply :invoked.function :invoke.inputs]
I don't know how  to f
gone
f defined
7
8
h defined
5
kept
6
false
cmd defined
apply didn't output to print
next
2
3
( cmd 4 )
cmd stops
too many inputs to cmd
end
''')),
    # A value misused at the end of a tail call (its procedure's last call, which makes no tail
    # call: its tail entry T) is reported, ERRACT run, with the called procedure's variables still
    # bound; a chain that ends well gives them back
    ('tail_call_errors_with_the_callees_variables', 'stdin', _t(r'''
to v :x
localmake "z :x * 2
output :x
end
to c :x
localmake "z 1
make "seen :x
end
to vs :x
localmake "z 7
if :x > 0 [stop]
output 1
end
to misuse1 :y
v :y + 1
end
to fine :y
c :y + 3
end
to fine2 :y
output v :y + 4
end
to m3 :y
output v :y
end
to m4 :y
output vs :y
end
make "x "top.x
make "z "top.z
make "erract [print (list "erract :x :z)]
misuse1 5
print (list :x :z)
fine 7
print (list :x :z :seen)
print fine2 8
print (list :x :z)
m3 5
print (list :x :z)
print m4 3
print (list :x :z)
make "erract []
catch "error [misuse1 9]
show error
print (list :x :z)
'''),
     _t(r'''
v defined
c defined
vs defined
misuse1 defined
fine defined
fine2 defined
m3 defined
m4 defined
erract 6 12
You don't say what to do with 6  in misuse1
[v :y + 1]
top.x top.z
top.x top.z 10
12
top.x top.z
erract 5 10
You don't say what to do with 5  in m3
[output v :y]
top.x top.z
erract 3 7
vs didn't output to output  in m4
[output vs :y]
top.x top.z
[30 You don't say what to do with 10 misuse1 [v :y + 1]]
top.x top.z
''')),
    # Tail calls of procedures with rest inputs, LOCAL, an input named as the caller's: the tail
    # entry T binds and gives back their variables
    ('tail_entry_inputs_and_locals', 'stdin', _t(r'''
to r :a [:more]
local "q
make "q :a
output (list :a :more :q)
end
to callr :a
output (r :a + 1 2 3)
end
to callr2 :a
output r :a
end
to same :a
local "w
make "w :a
show :a
end
to callsame :a
same :a * 10
show :a
end
make "q "top.q
make "a "top.a
show callr 1
show callr2 5
show (list :q :a)
callsame 4
show (list :a)
to deep :n
if :n = 0 [output 0]
output 1 + deep :n - 1
end
to tdeep :n
output deep :n
end
show tdeep 50
'''),
     _t(r'''
r defined
callr defined
callr2 defined
same defined
callsame defined
[2 [2 3] 2]
[5 [] 5]
[top.q top.a]
40
4
[top.a]
deep defined
tdeep defined
50
''')),
    # APPLY and INVOKE of a template list run before (its compiled template taken from the cache
    # straight away): values, errors, OUTPUT and STOP, ?N without a datum, # and ?REST, TEST
    ('apply_of_a_list_again', 'stdin', _t(r'''
to twice :t :in
show apply :t :in
show apply :t :in
end
to twicecmd :t :in
apply :t :in
apply :t :in
print "after.cmd
end
to twiceinv :t :a
show invoke :t :a
show invoke :t :a
end
twice [[x] :x * 2] [4]
twice [? + ?2] [1 2]
twice [?2] [1]
twice [[x y] output :x + :y] [3 4]
twice [[x] [print :x] [output :x + 1]] [7]
twice [[x] :x + "a] [1]
twice [# * ?] [5]
twice [?rest] [1 2 3]
twicecmd [[x] print :x] [9]
twicecmd [[x] stop] [9]
twicecmd [[x] output :x] [9]
twiceinv [[x] :x - 1] 10
twiceinv [? * 3] 2
twiceinv [[x] output :x] 5
to tst :t
test "false
show apply :t [1]
iftrue [print "true.kept] iffalse [print "false.kept]
show apply :t [2]
iffalse [print "still.false]
end
tst [[x] test "true :x]
to stp :t
repeat 2 [show apply :t [1]]
print "stp.end
end
stp [[x] stop]
make "l [[x] :x * :x]
repeat 3 [show apply :l (list repcount)]
show map [apply :l (list ?)] [1 2 3]
repeat 2 [show apply [[x] output :x] [1]]
show apply [[x] output :x] [1]
repeat 2 [show invoke [[x] :x] 4]
to two :t :a :b
show apply :t :a
show apply :t :b
end
two [?2] [1 2] [1]
two [[x] :x + 1] [1] ["a]
two [[x] [if :x = 1 [output 0]] [stop]] [1] [2]
two [# + ?] [1] [2]
two [[x] [test :x = 1] [iftrue [output "yes]] [output "no]] [1] [2]
to twoinv :t :a :b
show invoke :t :a
show invoke :t :b
end
twoinv [[x] :x + 1] 1 "a
'''),
     _t(r'''
twice defined
twicecmd defined
twiceinv defined
8
8
3
3
? doesn't like 2 as input  in twice
[show apply :t :in]
apply didn't output to show  in twice
[show apply :t :in]
7
8
7
8
+ doesn't like a as input  in twice
[show apply :t :in]
-5
-5
template.lists has no value  in ?rest
[output bf item :which :template.lists]
9
9
after.cmd
after.cmd
You don't say what to do with 9
9
9
6
6
apply didn't output to .maybeoutput  in invoke
[.maybeoutput apply :invoked.function :invoke.inputs]
tst defined
1
false.kept
2
still.false
stp defined
stop didn't output to show  in stp
[repeat 2 [show apply :t [1]]]
1
4
9
[1 4 9]
Can only use output inside a procedure
Can only use output inside a procedure
4
4
two defined
2
? doesn't like 2 as input  in two
[show apply :t :b]
2
+ doesn't like "a as input  in two
[show apply :t :b]
0
apply didn't output to show  in two
[show apply :t :b]
0
1
yes
no
twoinv defined
2
+ doesn't like a as input  in invoke
[.maybeoutput apply :invoked.function :invoke.inputs]
''')),
    # A word naming a primitive given to REDUCE, MAP, FILTER, APPLY, INVOKE again (NamedTemplate
    # calls the primitive it found before straight away): counts checked, TRACE, COPYDEF
    ('templates_naming_primitives_again', 'stdin', _t(r'''
to twice :f :l
show reduce :f :l
show reduce :f :l
end
twice "sum [1 2 3]
twice "word [a b c]
twice "list [a b]
show map "first [[1 2] [3 4]]
show map "first [[1 2] [3 4]]
show map "first [[1 2] [] [3]]
show filter "numberp [1 a 2]
show filter "numberp [1 a 2]
repeat 2 [show apply "sum [1 2 3 4]]
repeat 2 [show apply "first [[a b]]]
repeat 2 [show (invoke "sum 1 2)]
show apply "sum [1]
show apply "first [1 2]
show apply "first []
trace "sum
show reduce "sum [1 2 3]
untrace "sum
show reduce "sum [1 2 3]
copydef "plus "sum
show reduce "plus [1 2 3]
show reduce "plus [1 2 3]
erase "plus
show reduce "plus [1 2 3]
to plus :a :b
output :a * :b
end
show reduce "plus [1 2 3]
repeat 2 [show map "uppercase [a b]]
repeat 2 [show apply "output [5]]
to f
repeat 2 [show apply "output [5]]
end
show f
show map "item [1 2]
repeat 2 [show cascade 3 [? * 2] 1]
'''),
     _t(r'''
twice defined
6
6
abc
abc
[a b]
[a b]
[1 3]
[1 3]
first doesn't like [] as input  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
[1 2]
[1 2]
10
10
a
a
3
3
1
too many inputs to first
not enough inputs to first
( sum 2 3 )
sum outputs 5
( sum 1 5 )
sum outputs 6
6
6
6
6
plus is a primitive
6
plus is already defined
Can only use output inside a procedure
I don't know how  to end
6
[A B]
[A B]
Can only use output inside a procedure
f defined
apply didn't output to show  in f
[repeat 2 [show apply "output [5]]]
not enough inputs to item  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
8
8
''')),
    # A word naming a user procedure, given to MAP, FILTER, FOREACH, REDUCE again (NamedTemplate
    # calls its entry at once): redefined with other inputs, erased, traced, a command
    ('templates_naming_procedures_again', 'stdin', _t(r'''
to sq :x
output :x * :x
end
to show2 :f :l
show map :f :l
show map :f :l
end
show2 "sq [1 2 3]
define "sq [[x y] [output :x * :y]]
show map "sq [1 2 3]
show (map "sq [1 2] [3 4])
erase "sq
show map "sq [1 2]
to sq [:x 2]
output :x + 100
end
show map "sq [1 2]
show map "sq [1 2]
to cmd :x
print :x
end
show map "cmd [1 2]
foreach [1 2] "cmd
foreach [1 2] "cmd
to big? :x
output :x > 1
end
show filter "big? [1 2 3]
show filter "big? [1 2 3]
trace "big?
show filter "big? [1 2]
untrace "big?
show filter "big? [1 2]
to add :a :b
output :a + :b
end
show reduce "add [1 2 3]
show reduce "add [1 2 3]
define "add [[[a]] [output reduce "sum :a]]
show reduce "add [1 2 3]
to stopper :x
if :x > 1 [stop]
output :x
end
show map "stopper [1]
show map "stopper [1 2]
'''),
     _t(r'''
sq defined
show2 defined
[1 4 9]
[1 4 9]
not enough inputs to sq  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
[3 8]
I don't know how  to sq  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
sq defined
[101 102]
[101 102]
cmd defined
1
apply didn't output to combine  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
1
2
1
2
big? defined
[2 3]
[2 3]
( big? 1 )
big? outputs "false
( big? 2 )
big? outputs "true
[2]
[2]
add defined
6
6
6
stopper defined
[1]
apply didn't output to combine  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
''')),
    # ITEM and SETITEM of arrays and of numbers typed in lists taken in short; FIND walking its list
    # member by member, as Berkeley's library does (a template that shortens the list ends the search)
    ('item_setitem_find_quick_paths', 'stdin', _t(r'''
make "a {a b c}
show item 1 :a
show item "2 :a
show item "3 :a
show item 4 :a
show item "0 :a
show item "01 :a
show item "1 [x y]
show item "2 "xyz
show item "4 "xyz
make "b (array 3 0)
setitem 0 :b "zero
setitem 2 :b "two
show :b
show item 0 :b
show item "2 :b
setitem 3 :b "three
setitem "1 :b "one
show :b
setitem 1.0 :b "float
show :b
show item 2.0 :a
show item "2.5 :a
show find [? > 2] [1 2 3 4]
show find [# = 3] [a b c d]
show find [[x] memberp :x [c d]] [a b c d]
show find [? > 9] [1 2]
show find "numberp [a b 3]
make "l [1 2 3 4 5]
show find [[x] (.setbf bf :l []) :x > 2] :l
show :l
show find [? > 1] []
show (find [?1 > ?2] [1 2 5] [2 1 3])
show find [? > "a] [1 2]
'''),
     _t(r'''
a
b
c
item doesn't like 4 as input
item doesn't like 0 as input
a
x
y
item doesn't like 4 as input
{zero [] two}
zero
two
setitem doesn't like 3 as input
{zero one two}
{zero float two}
b
item doesn't like 2.5 as input
3
c
c
[]
3
[]
[1 2]
[]
? doesn't like 2 as input  in find
[if apply :find.template (list first :template.list) [op first :template.list]]
> doesn't like a as input  in find
[if apply :find.template (list first :template.list) [op first :template.list]]
''')),
    # CATCH "ERROR deep in a recursion: the error's place is found walking the stack no further
    # than needed (an error typed in the CATCH's list, a THROW "ERROR of a procedure it calls, RUN)
    ('catch_error_deep_in_recursion', 'stdin', _t(r'''
to safeitem :i :l
catch "error [output item :i :l]
show error
output 0
end
to deep :n
if :n = 0 [output safeitem 5 [1 2 3]]
output 0 + deep :n - 1
end
show deep 50
to thrower
(throw "error [my message])
end
to mid
thrower
print "not.here
end
to catcher :n
if :n > 0 [output catcher :n - 1]
catch "error [mid]
show error
output "done
end
show catcher 30
to catcher2 :n
if :n > 0 [output 1 + catcher2 :n - 1]
catch "error [thrower]
show error
output 0
end
show catcher2 20
to runner :n
if :n > 0 [output 1 + runner :n - 1]
catch "error [run [item 9 [a]]]
show error
output 0
end
show runner 25
'''),
     _t(r'''
safeitem defined
deep defined
[4 item doesn't like 5 as input safeitem [catch "error [output item :i :l]]]
0
thrower defined
mid defined
catcher defined
[35 my message mid [thrower]]
done
catcher2 defined
[35 my message catcher2 [catch "error [thrower]]]
20
runner defined
[4 item doesn't like 9 as input runner [catch "error [run [item 9 [a]]]]]
25
''')),
    # PARSE and RUNPARSE of a word with bars or backslashes read again: the list read the second
    # time is kept (new lists each time after: changing one changes no other)
    ('parse_of_a_word_again', 'stdin', _t(r'''
make "s word "a\ b\ c\ \[d\ e\]\  3.5
repeat 3 [show parse :s]
make "p parse :s
.setfirst :p "changed
show :p
show parse :s
make "b "|a+b*(c-d)/e|
repeat 3 [show runparse :b]
make "r runparse :b
.setfirst :r "x
show runparse :b
repeat 2 [show parse "|[a b [c d]] "x :y 3.5 -4|]
repeat 2 [show runparse "|print 3+4*(5-2)|]
repeat 2 [show parse word "\( "5\)]
repeat 2 [show runresult parse word "\( "5\)]
repeat 2 [show parse "|a;b c|]
repeat 2 [show runparse "|a;b c|]
repeat 2 [show count first parse "|x\ y|]
'''),
     _t(r'''
[a b c [d e] 3.5]
[a b c [d e] 3.5]
[a b c [d e] 3.5]
[changed b c [d e] 3.5]
[a b c [d e] 3.5]
[a+b*(c-d)/e]
[a+b*(c-d)/e]
[a+b*(c-d)/e]
[a+b*(c-d)/e]
[[a b [c d]] "x :y 3.5 -4]
[[a b [c d]] "x :y 3.5 -4]
[print 3+4*(5-2)]
[print 3+4*(5-2)]
[(5)]
[(5)]
[5]
[5]
[a;b c]
[a;b c]
[a;b c]
[a;b c]
3
3
''')),
    # GENSYM.NUMBER is buried when Berkeley loads GENSYM's library file (a value the user gave it
    # before too), and not again once ERALL erased it after UNBURY
    ('gensym_number_buried_when_loaded', 'stdin', _t(r'''
show names
make "gensym.number 5
show names
show gensym
show names
unbury [[] [gensym.number]]
show names
show gensym
print :gensym.number
erall
show names
show gensym
show names
pons
show gensym
unbury [[] [gensym.number]]
show names
erall
show names
show gensym
show names
print :gensym.number
show apply "gensym []
show names
make "gensym.number 10
show names
show runresult [gensym]
'''),
     _t(r'''
[[] []]
[[] [gensym.number]]
g6
[[] []]
[[] [gensym.number]]
g7
7
[[] []]
g1
[[] [gensym.number]]
Make "gensym.number 1
g2
[[] [gensym.number]]
[[] []]
g1
[[] [gensym.number]]
1
g2
[[] [gensym.number]]
[[] [gensym.number]]
[g11]
''')),
    # APPLY and INVOKE of a lambda saying LOCALMAKE or LOCAL, again: its variables go when it ends
    ('apply_of_a_list_with_locals_again', 'stdin', _t(r'''
make "l [[x] [localmake "y :x * 2] [output :y]]
repeat 3 [show apply :l (list repcount)]
show namep "y
to f :t
repeat 2 [show invoke :t 5]
show namep "y
end
f :l
f [[x] [local "y make "y :x + 1] [output :y]]
show namep "y
'''),
     _t(r'''
2
4
6
false
f defined
10
10
false
6
6
false
false
''')),
    # APPLY of a primitive's name: its TEST is the caller's (APPLY "TEST, APPLY "RUN); the one of CATCH, REPEAT and library procedures is their own
    ('apply_of_a_primitive_name_and_test', 'stdin', _t(r'''
test "false
apply "test [true]
iftrue [print "yes]
iffalse [print "no]
apply "test [true]
iftrue [print "yes]
to k
test "false
apply "test [true]
iftrue [print "yes]
apply "test [false]
iffalse [print "no]
end
k
k
test "false
apply "run [[test "true]]
iftrue [print "yes8]
to p2
test "false
apply "run [[test "true]]
iftrue [print "yes8]
test "false
apply "if [true [test "true]]
iftrue [print "yes9]
test "false
apply "catch ["x [test "true]]
iftrue [print "yes11]
end
p2
p2
show apply "sum [1 2]
copydef "plus "sum
show apply "plus [1 2]
show apply "plus [1 2]
show apply "sum [1 2 3 4]
show apply "sum []
show apply "sum [a 2]
show apply "sum [a 2]
to f
show apply "sum [a 2]
end
f
f
to g
print apply "type [x]
end
g
g
'''),
     _t(r'''
yes
yes
k defined
yes
no
yes
no
yes8
p2 defined
yes8
yes9
yes8
yes9
3
3
3
10
0
sum doesn't like a as input
sum doesn't like a as input
f defined
sum doesn't like a as input  in f
[show apply "sum [a 2]]
sum doesn't like a as input  in f
[show apply "sum [a 2]]
g defined
xapply didn't output to print  in g
[print apply "type [x]]
xapply didn't output to print  in g
[print apply "type [x]]
''')),
    # A TEST in the list of CATCH, REPEAT or a template run by APPLY, in a procedure, is the list's own; at top level the one state
    ('test_in_lists_of_catch_repeat_apply', 'stdin', _t(r'''
to p3
test "false
catch "x [test "true]
iftrue [print "direct]
test "false
apply "catch ["x [test "true]]
iftrue [print "applied]
test "false
apply "catch ["error [test "true]]
iftrue [print "applied2]
end
p3
test "false
apply "catch ["x [test "true]]
iftrue [print "top]
to p4
test "false
apply "repeat [1 [test "true]]
iftrue [print "repeat]
test "false
apply "ifelse [true [test "true] []]
iftrue [print "ifelse]
test "false
repeat 1 [test "true]
iftrue [print "repeat.direct]
test "false
run [test "true]
iftrue [print "run.direct]
test "false
apply "runresult [[test "true]]
iftrue [print "runresult]
test "false
apply "while [[:a = 1] [test "true make "a 2]]
iftrue [print "while]
end
make "a 1
p4
'''),
     _t(r'''
p3 defined
top
p4 defined
ifelse
run.direct
You don't say what to do with []  in p4
[apply "runresult [[test "true]]]
''')),
    # A TEST in the list of FOR, FOREACH, WHILE, UNTIL or MAP (procedures of Berkeley's library) is theirs, even at top level
    ('test_in_lists_of_library_loops', 'stdin', _t(r'''
test "false
catch "x [test "true]
iftrue [print "catch]
test "false
repeat 1 [test "true]
iftrue [print "repeat]
test "false
apply "repeat [1 [test "true]]
iftrue [print "arepeat]
test "false
apply [test ?] [true]
iftrue [print "atemplate]
test "false
foreach [true] [test ?]
iftrue [print "foreach]
test "false
foreach [true] "test
iftrue [print "foreach.named]
make "a 1
test "false
while [:a = 1] [test "true make "a 2]
iftrue [print "while]
test "false
for [i 1 1] [test "true]
iftrue [print "for]
make "a 1
test "false
until [:a = 2] [test "true make "a 2]
iftrue [print "until]
test "false
ignore map [[x] [test :x] [output 1]] [true]
iftrue [print "map]
to p5
test "false
for [i 1 1] [test "true]
iftrue [print "for]
test "false
foreach [true] [test ?]
iftrue [print "foreach]
test "false
foreach [true] "test
iftrue [print "foreach.named]
test "false
ignore map [[x] [test :x] [output 1]] [true]
iftrue [print "map]
test "false
apply [test ?] [true]
iftrue [print "atemplate]
test "false
if "true [test "true]
iftrue [print "if]
end
p5
'''),
     _t(r'''
catch
repeat
arepeat
atemplate
p5 defined
if
''')),
    # OUTPUT and STOP in the list of a CATCH that is an instruction of a procedure: the procedure outputs or stops; CATCH "ERROR of an OUTPUT in a procedure called as a command catches it
    ('catch_in_a_procedure_ended_by_output_or_stop', 'stdin', _t(r'''
to try :n
catch "done [if :n > 3 [throw "done] output :n]
output 0
end
show map "try [1 5 2 7]
to s1 :n
catch "x [if :n > 1 [stop] print "in]
print "after
end
s1 1
s1 2
to s2 :n
catch "x [output :n * 2]
print "never
end
s2 4
show s2 4
to s3
catch "error [output 5]
print "went.on
end
s3
show s3
to s4
repeat 2 [catch "x [if repcount = 2 [output "two]]]
output "none
end
show s4
'''),
     _t(r'''
try defined
[1 0 2 0]
s1 defined
in
after
after
s2 defined
You don't say what to do with 8
8
s3 defined
went.on
5
s4 defined
two
''')),
    # At top level, what TEST said stays after the line only when the line's last instruction ran it (TEST itself, or a list, template or APPLY "TEST that says it)
    ('test_kept_after_a_line_only_from_its_last_instruction', 'stdin', _t(r'''
test "false
test "true apply [print ?] [1]
iftrue [print "kept]
iffalse [print "notkept]
test "false
test "true apply "print [1]
iftrue [print "kept2]
iffalse [print "notkept2]
test "false
test "true print 1
iftrue [print "kept3]
iffalse [print "notkept3]
test "false
test "true run [print 1]
iftrue [print "kept]
iffalse [print "notkept]
test "false
test "true repeat 1 [print 1]
iftrue [print "kept2]
iffalse [print "notkept2]
test "false
run [test "true]
iftrue [print "kept3]
iffalse [print "notkept3]
test "false
print 1 run [test "true]
iftrue [print "kept4]
iffalse [print "notkept4]
to f
print 1
end
test "false
test "true f
iftrue [print "kept.f]
iffalse [print "notkept.f]
make "l [test "true]
test "false
run :l
iftrue [print "kept.l]
iffalse [print "notkept.l]
test "false
test "true if "true [print 3]
iftrue [print "kept.if]
iffalse [print "notkept.if]
test "false
test "true
iftrue [print "kept.alone]
'''),
     _t(r'''
1
notkept
1
notkept2
1
notkept3
1
notkept
1
notkept2
kept3
1
kept4
f defined
1
notkept.f
kept.l
3
notkept.if
kept.alone
''')),
    # An optional input's default using IF as IFELSE: the warning comes when the default is first needed, once, placed at the caller's line
    ('default_with_if_as_ifelse_warns_once_for_the_caller', 'stdin', _t(r'''
to f [:a if "true [1] [2]]
show :a
end
to caller
f
print "x
end
to caller2
output f
end
caller
show caller2
f
(f 5)
to g [:b if "true [3] [4]]
show :b
end
(g 1)
g
g
'''),
     _t(r'''
f defined
caller defined
caller2 defined
Assuming you mean IFELSE, not IF  in caller
[f]
1
x
1
f didn't output to output  in caller2
[output f]
1
5
g defined
1
Assuming you mean IFELSE, not IF
3
3
''')),
    # A value just before a STOP (on its line, the line before, or ending an IF, IFELSE or RUN list the STOP follows) is the procedure's last value: unused, it is reported where the procedure was called, as at the procedure's end; not in REPEAT or CATCH
    ('value_just_before_stop_is_the_procedures_last', 'stdin', _t(r'''
to v
output "w
end
to f1
v
stop
end
to f2
"x stop
end
to f3
if "true ["x stop]
end
to f4
repeat 1 ["x stop]
end
to f5
sum 1 2
stop
end
to f6
(print 1)
"x
stop
print 2
end
to f7
run ["x]
stop
end
f1 print 1
f2 print 2
f3 print 3
f4 print 4
f5 print 5
f6 print 6
f7 print 7
print f1
print f5
to h1
if "true ["x]
stop
end
to h2
ifelse "true ["x] [stop]
stop
end
to h3
run [if "true ["x]] stop
end
to h4
catch "t ["x] stop
end
to h5
ignore 1 run ["x] stop
end
h1 print 1
h2 print 2
h3 print 3
h4 print 4
h5 print 5
to k
error
stop
end
k print 8
k
show catch "tag [k "a 1]
'''),
     _t(r'''
v defined
f1 defined
f2 defined
f3 defined
f4 defined
f5 defined
f6 defined
f7 defined
You don't say what to do with w  in f1
[v]
You don't say what to do with x
You don't say what to do with x
You don't say what to do with x  in f4
[repeat 1 ["x stop]]
You don't say what to do with 3
1
You don't say what to do with x
You don't say what to do with x
You don't say what to do with w  in f1
[v]
You don't say what to do with 3  in f5
[sum 1 2]
h1 defined
h2 defined
h3 defined
h4 defined
h5 defined
You don't say what to do with x
You don't say what to do with x
You don't say what to do with x
You don't say what to do with x  in h4
[catch "t ["x] stop]
You don't say what to do with x
k defined
You don't say what to do with []
You don't say what to do with []  in k
[error]
You don't say what to do with []
''')),
    # OUTPUT ending the list of a CATCH whose value is wanted: Berkeley names the RUN, IF or IFELSE ending the list (the innermost of literal lists run so, IF used as IFELSE too), or the OUTPUT itself in a REPEAT or FOREVER
    ('catch_value_missing_names_the_runner_or_output_that_ended_it', 'stdin', _t(r'''
to k1
show catch "t [ifelse "true [output 1] [2]]
end
k1
to k2
show catch "t [run [output 1]]
end
k2
to k3
show catch "t [if "true [output 1]]
end
k3
to k4
show catch "t [print 2 output 1]
end
k4
to k5
show catch "t [output 1]
end
k5
to k6
show catch "t [ifelse "true [stop] [2]]
end
k6
to k7
show catch "t [if "true [run [output 1]]]
end
k7
to k8
show catch "t [repeat 1 [output 1]]
end
k8
to j1
show catch "t [repeat 1 [op 1]]
end
j1
to j2
show catch "t [if "true [repeat 1 [output 1]]]
end
j2
to j3
show catch "t [forever [output 1]]
end
j3
to j4
show catch "t [repeat 2 [print 1] output 1]
end
j4
to j5
show catch "t [run [if "true [op 1]]]
end
j5
to j6
show catch "t [if "true [print 1 run [op 1]]]
end
j6
to j7
show catch "t [repeat 1 [run [op 1]]]
end
j7
to j8
show catch "t [ifelse "true [run [op 1]] [2]]
end
j8
'''),
     _t(r'''
k1 defined
ifelse didn't output to show  in k1
[show catch "t [ifelse "true [output 1] [2]]]
k2 defined
run didn't output to show  in k2
[show catch "t [run [output 1]]]
k3 defined
if didn't output to show  in k3
[show catch "t [if "true [output 1]]]
k4 defined
2
catch didn't output to show  in k4
[show catch "t [print 2 output 1]]
k5 defined
catch didn't output to show  in k5
[show catch "t [output 1]]
k6 defined
stop didn't output to show  in k6
[show catch "t [ifelse "true [stop] [2]]]
k7 defined
run didn't output to show  in k7
[show catch "t [if "true [run [output 1]]]]
k8 defined
output didn't output to show  in k8
[show catch "t [repeat 1 [output 1]]]
j1 defined
op didn't output to show  in j1
[show catch "t [repeat 1 [op 1]]]
j2 defined
output didn't output to show  in j2
[show catch "t [if "true [repeat 1 [output 1]]]]
j3 defined
output didn't output to show  in j3
[show catch "t [forever [output 1]]]
j4 defined
1
1
catch didn't output to show  in j4
[show catch "t [repeat 2 [print 1] output 1]]
j5 defined
if didn't output to show  in j5
[show catch "t [run [if "true [op 1]]]]
j6 defined
1
run didn't output to show  in j6
[show catch "t [if "true [print 1 run [op 1]]]]
j7 defined
op didn't output to show  in j7
[show catch "t [repeat 1 [run [op 1]]]]
j8 defined
run didn't output to show  in j8
[show catch "t [ifelse "true [run [op 1]] [2]]]
''')),
    # A macro whose body uses IF as IFELSE warns when its body is first read, not again when a procedure runs it
    ('macro_warning_said_once', 'stdin', _t(r'''
.macro mm
if "true [print 1] [print 2]
output [print 1]
end
mm
to f
mm
end
f
f
'''),
     _t(r'''
mm defined
Assuming you mean IFELSE, not IF  in mm
[if "true [print 1] [print 2]]
1
1
f defined
1
1
1
1
''')),
    # An error reading FOR's list (too many inputs in parentheses) is in Berkeley's FORLOOP, at its line running the list, also after a WHILE
    ('for_list_read_error_in_forloop', 'stdin', _t(r'''
make "n 0
while :n > 0 [make "n :n - 1]
for [i 1 2] [show (reduce "word [a b c] "z)]
for [i 1 2] [show (reduce "word [a b c] "z)]
to f
for [i 1 2] [show (first 1 2)]
end
f
to g
while ["true] [show (first 1 2)]
end
g
while ["true] [show (first 1 2)]
to h :l
for [i 1 2] :l
end
h [show (first 1 2)]
'''),
     _t(r'''
I don't know how  to false  in while
[if not run :while.cond [op []]]
too many inputs to reduce  in forloop
[run :for.instr]
too many inputs to reduce  in forloop
[run :for.instr]
f defined
too many inputs to first  in forloop
[run :for.instr]
g defined
too many inputs to first  in while
[op se :while.instr (list "while :while.cond :while.instr)]
too many inputs to first  in while
[op se :while.instr (list "while :while.cond :while.instr)]
h defined
too many inputs to first  in forloop
[run :for.instr]
''')),
    # APPLY of a word naming no procedure to an array: Berkeley looks for the procedure first (other names crash it)
    ('apply_of_an_unknown_name_to_an_array', 'stdin', _t(r'''
print apply "true {a b}@0
print "after
'''),
     _t(r'''
I don't know how  to true
after
''')),
    # Errors caught by CATCH "ERROR, asked about by ERROR or printed by PAUSE: placed where they happened (in a procedure the CATCH list called, or at the CATCH's line)
    ('caught_errors_placed_when_asked', 'stdin', _t(r'''
to f
catch "error [first []]
show error
catch "error [g]
show error
catch "error [run [item 9 [1]]]
show error
end
to g
print "g
sum 1 []
end
f
catch "error [g]
show error
catch "error [first []]
pause
print "x
continue
'''),
     _t(r'''
f defined
g defined
[7 first doesn't like [] as input f [catch "error [first []]]]
g
[7 sum doesn't like [] as input g [sum 1 []]]
[4 item doesn't like 9 as input f [catch "error [run [item 9 [1]]]]]
g
[7 sum doesn't like [] as input g [sum 1 []]]
first doesn't like [] as input
Pausing...
x
''')),
    # A procedure defined again and again with new numbers (one shape, one name): an error shows the line of the definition running
    ('redefined_with_new_numbers_errors_show_the_new_line', 'stdin', _t(r'''
to run.p :k :v
define "p (list [x] (list "output ":x "/ :k))
show p :v
end
run.p 1 4
run.p 2 4
run.p 0 4
run.p 3 "a
run.p 4 8
run.p 5 []
'''),
     _t(r'''
run.p defined
4
2
/ doesn't like 0 as input  in p
[output :x / 0]
/ doesn't like a as input  in p
[output :x / 3]
2
/ doesn't like [] as input  in p
[output :x / 5]
''')),
    # RUN of built lists calling procedures defined one after another (one code for the lists that differ only in the procedure called, of the same inputs): values and errors name each procedure
    ('run_of_lists_calling_new_procedures', 'stdin', _t(r'''
to make.q :i
define word "q :i (list [x] (list "output ":x "* :i))
end
to make.c :i
define word "c :i (list [] (list "print :i))
end
for [i 1 6] [make.q :i make.c :i]
for [i 1 6] [print run (list word "q :i 10)]
for [i 1 6] [run (list word "c :i)]
for [i 1 3] [catch "error [print run (list word "q :i)] show error]
for [i 1 3] [catch "error [run (list word "q :i 2)] show error]
for [i 1 3] [catch "error [print run (list word "c :i)] show error]
print run [Q2 5]
print run [q3 q2 1]
print run [q4 q4 1]
to r5 :a :b
output :a + :b
end
print run [r5 1 2]
print run [q6 1]
catch "error [print run [r5 1]] show error
.macro m1
output [print "m1]
end
.macro m2
output [print "m2]
end
run [m1]
run [m2]
print run (list "q1 "q2)
'''),
     _t(r'''
make.q defined
make.c defined
10
20
30
40
50
60
1
2
3
4
5
6
[6 not enough inputs to q1 forloop [run :for.instr]]
[6 not enough inputs to q2 forloop [run :for.instr]]
[6 not enough inputs to q3 forloop [run :for.instr]]
[30 You don't say what to do with 2 forloop [run :for.instr]]
[30 You don't say what to do with 4 forloop [run :for.instr]]
[30 You don't say what to do with 6 forloop [run :for.instr]]
1
[5 c1 didn't output to print forloop [run :for.instr]]
2
[5 c2 didn't output to print forloop [run :for.instr]]
3
[5 c3 didn't output to print forloop [run :for.instr]]
10
6
16
r5 defined
3
6
[6 not enough inputs to r5 [] []]
m1 defined
m2 defined
m1
m2
not enough inputs to q2
''')),
    # A procedure's value unused in the list of FOR or FOREACH (also caught by CATCH "ERROR there, at top level or in a procedure) is placed in Berkeley's FORLOOP or FOREACH1
    ('values_unused_in_for_and_foreach_lists', 'stdin', _t(r'''
for [i 1 1] [sum 1 2]
foreach [1] [sum 1 2]
for [i 1 1] ["a]
to q1 :x
output :x
end
to f
for [i 1 1] [q1 3]
foreach [1] [q1 5]
end
f
repeat 1 [q1 6]
while ["false] [q1 7]
for [i 1 1] [print 1 q1 8]
for [i 1 1] [run (list "q1 2)]
for [i 1 1] [q1 3]
for [i 1 1] [catch "error [q1 4] show error]
foreach [1] [catch "error [q1 4] show error]
foreach [1] [q1 5]
do.while [q1 7] ["false]
do.until [q1 8] ["true]
make "n 0
while [:n < 1] [make "n :n + 1 q1 9]
for [i 1 1] [for [j 1 1] [q1 10]]
foreach [1] [foreach [2] [q1 11]]
to g
output map [q1 ?] [1]
end
output map [q1 ?] [1]
show g
for [i 1 1] [catch "error [q1 12] show error]
for [i 1 1] [ignore catch "error [q1 13] show error]
'''),
     _t(r'''
You don't say what to do with 3  in forloop
[run :for.instr]
You don't say what to do with 3  in foreach1
[apply :foreach.template firsts :template.lists]
You don't say what to do with a  in forloop
[run :for.instr]
q1 defined
f defined
You don't say what to do with 3  in forloop
[run :for.instr]
You don't say what to do with 6
1
You don't say what to do with 8  in forloop
[run :for.instr]
You don't say what to do with 2  in forloop
[run :for.instr]
You don't say what to do with 3  in forloop
[run :for.instr]
[30 You don't say what to do with 4 forloop [run :for.instr]]
[30 You don't say what to do with 4 foreach1 [apply :foreach.template firsts :template.lists]]
You don't say what to do with 5  in foreach1
[apply :foreach.template firsts :template.lists]
You don't say what to do with 7
You don't say what to do with 8
You don't say what to do with 9
You don't say what to do with 10  in forloop
[run :for.instr]
You don't say what to do with 11  in foreach1
[apply :foreach.template firsts :template.lists]
g defined
Can only use output inside a procedure
[1]
[30 You don't say what to do with 12 forloop [run :for.instr]]
[]
''')),
    # An error caught by CATCH "ERROR in the list of FOR or FOREACH at top level is placed in FORLOOP or FOREACH1 (by ERROR), as in a procedure
    ('catch_error_in_for_lists_at_top_level', 'stdin', _t(r'''
for [i 1 2] [catch "error [print first []] show error]
foreach [1] [catch "error [print first []] show error]
repeat 1 [catch "error [print first []] show error]
to f
for [i 1 2] [catch "error [print first []] show error]
foreach [1] [catch "error [g] show error]
end
to g
print first []
end
f
for [i 1 1] [catch "error [g] show error]
'''),
     _t(r'''
[7 first doesn't like [] as input forloop [run :for.instr]]
[7 first doesn't like [] as input forloop [run :for.instr]]
[7 first doesn't like [] as input foreach1 [apply :foreach.template firsts :template.lists]]
[7 first doesn't like [] as input [] []]
f defined
g defined
[7 first doesn't like [] as input forloop [run :for.instr]]
[7 first doesn't like [] as input forloop [run :for.instr]]
[7 first doesn't like [] as input g [print first []]]
[7 first doesn't like [] as input g [print first []]]
''')),
    # Lambda templates in procedure-text form built anew at each step (new numbers, words, lists; a procedure they call defined again): each applies with its own values
    ('lambdas_built_each_step', 'stdin', _t(r'''
to t :n
localmake "s 0
repeat :n [make "s :s + apply (list [x] (list "output ":x "* repcount)) [3]]
print :s
end
t 10
to u :n
repeat :n [show apply (list [x y] (list "output "list ":x (word "w repcount)) (list 1 2))]
end
u 3
to v :n
repeat :n [show apply (list [x] (list "output "sentence ":x (list repcount))) [[a]]]
end
v 3
to k :x
output :x + 100
end
to w :n
repeat :n [show apply (list [x] (list "output "k ":x "+ repcount)) [1]]
end
w 2
erase "k
to k :x
output :x + 200
end
w 2
erase "k
to k :x :y
output :x + :y
end
w 1
repeat 3 [catch "error [show apply (list [x] (list "output ":x "/ (repcount - 2))) [6]] show error]
'''),
     _t(r'''
t defined
165
u defined
not enough inputs to apply  in u
[repeat :n [show apply (list [x y] (list "output "list ":x (word "w repcount)) (list 1 2))]]
v defined
[a 1]
[a 2]
[a 3]
k defined
w defined
102
103
k defined
202
203
k defined
not enough inputs to k  in apply
[output k :x + 1]
-6
[]
[4 / doesn't like 0 as input apply [output :x / 0]]
6
[]
''')),
    # Lambda templates of one expression ([[x] :x * 3]) built anew at each step: each applies with its own values
    ('lambda_expressions_built_each_step', 'stdin', _t(r'''
to t :n
localmake "s 0
repeat :n [make "s :s + apply (list [x] ":x "* repcount) [3]]
print :s
end
t 10
to u :n
repeat :n [show apply (list [x y] "sum ":x ":y "+ repcount) (list 1 2)]
end
u 3
to v :n
repeat :n [show apply (list [x] "sentence ":x (list repcount)) [[a]]]
end
v 3
repeat 3 [catch "error [show apply (list [x] ":x "/ (repcount - 2)) [6]] show error]
'''),
     _t(r'''
t defined
165
u defined
4
5
6
v defined
[a 1]
[a 2]
[a 3]
-6
[]
[4 / doesn't like 0 as input [] []]
6
[]
''')),
    # Question-mark templates built anew at each step for APPLY, MAP and FILTER (new numbers, words, lists): each runs with its own values
    ('question_mark_templates_built_each_step', 'stdin', _t(r'''
to t :n
localmake "s 0
repeat :n [make "s :s + apply (list "? "* repcount) [3]]
print :s
end
t 10
to m :n
repeat :n [show map (list "? "+ repcount) [1 2]]
end
m 3
to w :n
repeat :n [show map (list "word "? (word "x repcount)) [a b]]
end
w 2
to f :n
repeat :n [show filter (list "equalp "? repcount) [1 2 3]]
end
f 3
to l :n
repeat :n [show map (list "sentence "? (list repcount)) [[a]]]
end
l 2
to k :n
repeat :n [show map (list "list "? "? repcount) [1]]
end
k 2
repeat 3 [catch "error [show apply (list "? "/ (repcount - 2)) [6]] show error]
to lm :n
repeat :n [show map (list "localmake ""z "? repcount) [1]]
end
lm 1
'''),
     _t(r'''
t defined
165
m defined
[2 3]
[3 4]
[4 5]
w defined
I don't know how  to x1  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
f defined
[1]
[2]
[3]
l defined
[[a 1]]
[[a 2]]
k defined
You don't say what to do with [1 1]  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
-6
[]
[4 / doesn't like 0 as input [] []]
6
[]
lm defined
[1]
''')),
    # An unknown name found reading a list of several expressions run for a value: Berkeley's error 24 (one expression: 13)
    ('unknown_name_in_a_runlist_of_several_expressions', 'stdin', _t(r'''
to p11x :a
output :a * 11
end
catch "error [show run (list "p11x "w 3.5 2)] show error
catch "error [show run [p11x w 3.5 2]] show error
catch "error [show run [p11x w]] show error
catch "error [show run [first w 3]] show error
catch "error [show run [w 3]] show error
'''),
     _t(r'''
p11x defined
[24 I don't know how  to w [] []]
[24 I don't know how  to w [] []]
[13 I don't know how  to w [] []]
[24 I don't know how  to w [] []]
[24 I don't know how  to w [] []]
''')),
    # OUTPUT or STOP as an optional input's default: computed where the procedure is called (at top level "Can only use ... inside a procedure"; in a caller, OUTPUT didn't output to the procedure at the default's list, STOP "didn't output to stop" at the caller's line, tail calls too)
    ('output_or_stop_as_a_default', 'stdin', _t(r'''
to g [:a output 1]
show :a
end
to s [:a stop]
show :a
end
to o [:a op "x]
show :a
end
g
s
o
to c1
g
print "after
end
c1
to c2
s
print "after
end
c2
to c3
o
end
c3
show error
to c4
catch "error [g]
show error
end
c4
show apply [[a [b output 1]] list :a :b] [5]
show apply [[a [b stop]] list :a :b] [5]
to f [:a stop]
show :a
end
f
(f 5)
show error
to g [:a output first []]
show :a
end
g
to h [:a (output 1)]
show :a
end
h
to s2 [:a stop]
show :a
end
to o2 [:a op "x]
show :a
end
to d5
print 1
s2
end
d5
to d6
print 2
o2
end
d6
to d7
output o2
end
show d7
'''),
     _t(r'''
g defined
s defined
o defined
Can only use output inside a procedure
Can only use stop inside a procedure
Can only use op inside a procedure
c1 defined
output didn't output to g  in c1
[output 1]
c2 defined
stop didn't output to stop  in c2
[s]
c3 defined
op didn't output to o  in c3
[op "x]
[]
c4 defined
[5 output didn't output to g c4 [output 1]]
not enough inputs to [a nothing] list :a :b
not enough inputs to [a nothing] list :a :b
f defined
Can only use stop inside a procedure
5
[]
g is already defined
a has no value
I don't know how  to end
Can only use output inside a procedure
h defined
Can only use output inside a procedure
s2 defined
o2 defined
d5 defined
1
stop didn't output to stop  in d5
[s2]
d6 defined
2
op didn't output to o2  in d6
[op "x]
d7 defined
op didn't output to o2  in d7
[op "x]
''')),
    # An error's message shows its datum as it is when the message is printed or ERROR outputs it (a list changed by ERRACT or after CATCH shows changed), as in Berkeley
    ('error_messages_worded_when_asked', 'stdin', _t(r'''
make "l [1 2]
catch "error [print sum :l 1]
.setfirst :l 9
show error
make "l [1 2]
make "erract [.setfirst :l 7]
print sum :l 1
ern "erract
make "m [a b]
catch "error [run (list "m2 :m)] show error
to m3
output :m
end
make "m [c d]
catch "error [m3] .setfirst :m "z show error
catch "error [print item 5 :m] .setbf :m [q] show error
'''),
     _t(r'''
[7 sum doesn't like [9 2] as input [] []]
sum doesn't like [7 2] as input
[13 I don't know how  to m2 [] []]
m3 defined
[30 You don't say what to do with [z d] [] []]
[4 item doesn't like 5 as input [] []]
''')),
    # Too few inputs for a lambda template: the template is shown as error messages show data (words in bars when they need them, nested lists cut at depth 5)
    ('lambda_short_of_inputs_shows_its_words_readably', 'stdin', _t(r'''
catch "error [show apply (list [x y] "list ":x ":y "|a b|) [1]] show error
show apply [[x y] list :x :y "|a b|] [1]
catch "error [show apply (list [x y] "list ":x ":y "|a b| "a\\b [c |d e|]) [1]] show error
show apply [[x y] list :x :y "|a b| [|f g|]] [1]
(show apply [[x y] list :x] [1])
show apply [[x y] list :x :y 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50] [1]
show apply [[x y] list :x [[[[[[[a]]]]]]]] [1]
'''),
     _t(r'''
[6 not enough inputs to [x y] list :x :y |a b| [] []]
not enough inputs to [x y] list :x :y "|a b|
[6 not enough inputs to [x y] list :x :y |a b| a\\b [c |d e|] [] []]
not enough inputs to [x y] list :x :y "|a b| [|f g|]
not enough inputs to [x y] list :x
not enough inputs to [x y] list :x :y 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50
not enough inputs to [x y] list :x [[[[[...]]]]]
''')),
    # A word whose bar is never closed (after a ~, at the end of a file or of READLIST's input, in RUN's word) is dropped with what follows it, as Berkeley's parser drops it
    ('open-bar-dropped', 'stdin', _t(r'''
show [x a~|b c y]
print 2
show "a~|bc
show [x [a~|b c y]]
show [x a~|b c y] print 3
show (list 1 "a~|b c)
show [p a~ |q r] print 4
show runparse (word "x "\  char 124 "ab)
run (word "print "\  "1 "\  char 124 "ab)
openwrite "openbar.lg setwrite "openbar.lg
print "|print 5|
type (word "print "\  char 34 "a char 124 "b "\  "c char 10)
setwrite [] close "openbar.lg
load "openbar.lg
print 6
erasefile "openbar.lg
show readlist print "end
[~~
|
'''),
     _t(r'''
[x]
2
not enough inputs to show
[x []]
[x]
too many ('s
[p a~]
[x]
1
5
not enough inputs to print
6


end
''')),
    # A backslash right after a ~ (and spaces) is a character in a line read (typed, loaded, READLIST, READWORD), not an escape (no bars around it in messages); PARSE escapes with it
    ('tilde-backslash', 'stdin', _t(r'''
print "a~\b
show [a~\[b]]
print "a~\ b
show [~ \[ ]]
print count "a~\b
show "a~\|b|c
print "a\~\b
print "~~\b
print "a~\
print 2
show [a ~ ~ \b]
show "a~~ ~\b
show [a~ \[b] c]
show "a~\\b
~ \[
]
} ~ \[
]
to f
print "a~\b
end
f po "f
show parse "|a~\b|
show readlist
a~\b [x~\[y]]
show readlist
a ~
\b
show readword
a~ ~\b
show readword
a\~\b
show readword
~~\b\c
print "end
'''),
     _t(r'''
a~\b
[a~\ [b]]
a~\
I don't know how  to b
[~ \ []]
4
a~\bc
a~b
~~\b
a~\
2
[a ~ ~ \b]
a~~
I don't know how  to ~\b
[a~ \ [b] c]
a~\b
I don't know how  to ~
unexpected '}'
f defined
a~\b
to f
print "a~\b
end

[a~b]
[a~\b [x~\ [y]]]
[a b]
a~ ~\b
a~b
~~\bc
end
''')),
    # RUNRESULT, CATCH, RUN, APPLY lists that OUTPUT or STOP, as an optional input's default: computed where the procedure is called (at top level: Can only use ...; in a procedure, tail calls too: inside RUNRESULT there)
    ('exits-in-defaults', 'stdin', _t(r'''
show runresult [stop]
to g
show runresult [stop]
print "after
end
g
to f [:a runresult [stop]]
show :a
end
f
to h
f
print "h.after
end
h
to f2 [:a runresult [output 3]]
show :a
end
f2
h2
to h2
f2
end
h2
to f3 [:a runresult [stop]] [:b 2]
show :b
end
f3
to f9 [:a catch "x [stop]]
show :a
end
f9
to g9 [:a run [output 4]]
show :a
end
g9
to k9 [:a runresult [runresult [stop]]]
show :a
end
k9
to m9 [:a ignore runresult [stop] 5]
show :a
end
m9
to p9
m9
print "p.after
end
p9
to q9 [:a (runresult [output 7])] [:b :a + 1]
show :b
end
q9
to r9 [:a ifelse "true [runresult [stop]] [1]]
show :a
end
r9
to s9 [:a apply [[] runresult [stop]] []]
show :a
end
s9
to t9 [:a catch "error [runresult [stop]]]
show :a show error
end
t9
'''),
     _t(r'''
Can only use stop inside a procedure
g defined
Can't use OUTPUT or STOP inside RUNRESULT  in g
[show runresult [stop]]
f defined
Can only use stop inside a procedure
h defined
Can't use OUTPUT or STOP inside RUNRESULT  in h
[f]
f2 defined
Can only use output inside a procedure
I don't know how  to h2
h2 defined
Can't use OUTPUT or STOP inside RUNRESULT  in h2
[f2]
f3 defined
Can only use stop inside a procedure
f9 defined
Can only use stop inside a procedure
g9 defined
Can only use output inside a procedure
k9 defined
Can only use stop inside a procedure
m9 defined
Bad default expression for optional input: [a ignore runresult [stop] 5]
p9 defined
Bad default expression for optional input: [a ignore runresult [stop] 5]  in p9
[m9]
q9 defined
Can only use output inside a procedure
r9 defined
Can only use stop inside a procedure
s9 defined
Can only use stop inside a procedure
t9 defined
catch didn't output to t9
''')),
    # MEMBERP of a word in a list of words written in the line (compiled as a look in a set): case ignored or not, numbers, bars, arrays, letters past ASCII
    ('memberp-literal-list', 'stdin', _t(r'''
to t :w
output memberp :w [a b Cd ! , |;| ]
end
to t2 :w
output memberp :w [a b c]
end
show map "t2 [a A b d "" 1 [a]]
show t2 "B
make "caseignoredp "false
show t2 "B show t2 "b
make "caseignoredp "true
show t2 "B
show t "cd show t "|;|
to t3 :w
output memberp :w [1 2 a]
end
show t3 1.0 show t3 "a
to t4 :w
output member? :w [a b]
end
show t4 "A
show memberp "a [a]
show memberp {a} [a b]
show memberp "é [a é]
show memberp "É [a é]
to t5 :w
output memberp :w []
end
show t5 "a
'''),
     _t(r'''
t defined
t2 defined
[true true true false false false false]
true
false
true
true
true
true
t3 defined
true
true
t4 defined
true
true
false
true
false
t5 defined
false
''')),
    # STOP as an optional input's default: of a call as an instruction, 'stop didn't output to stop' at the caller's line; of a call for a value (tail calls too), 'stop didn't output to' the procedure, at the default's list
    ('stop-default-by-call', 'stdin', _t(r'''
to f [:a stop]
show :a
end
to f2 [:a stop] [:b 2]
show :a
end
to k1
f
end
to k2
output f
end
to k3
f2
end
to k4
output f2
end
to k5
show f
end
to k6
ignore f2
print "after
end
k1
show k2
k3
show k4
k5
k6
'''),
     _t(r'''
f defined
f2 defined
k1 defined
k2 defined
k3 defined
k4 defined
k5 defined
k6 defined
stop didn't output to stop  in k1
[f]
stop didn't output to f  in k2
[stop]
stop didn't output to stop  in k3
[f2]
stop didn't output to f2  in k4
[stop]
stop didn't output to f  in k5
[stop]
stop didn't output to f2  in k6
[stop]
''')),
    # A default that outputs nothing (CATCH ended by THROW, a procedure, CATCH of an error): 'didn't output to' the procedure, placed at the default's list in the calling procedure (tail calls too); other errors there at the caller's line
    ('default-nothing-9', 'stdin', _t(r'''
to g
output 11
end
to h :x
show :x
end
to f [:a catch "x [throw "x 8]]
output :a
end
to k1
f
print "k1.after
end
to k2
f
end
to k3
output f
end
to k4
show runresult [f]
end
k2
catch "error [f] show error
show k3
f
k1
'''),
     _t(r'''
g defined
h defined
f defined
k1 defined
k2 defined
k3 defined
k4 defined
catch didn't output to f  in k2
[catch "x [throw "x 8]]
[5 catch didn't output to f [] []]
catch didn't output to f  in k3
[catch "x [throw "x 8]]
catch didn't output to f
catch didn't output to f  in k1
[catch "x [throw "x 8]]
''')),
    # A default that outputs nothing (CATCH ended by THROW, a procedure, CATCH of an error): 'didn't output to' the procedure, placed at the default's list in the calling procedure (tail calls too); other errors there at the caller's line
    ('default-nothing-92', 'stdin', _t(r'''
to g
output 11
end
to h :x
show :x
end
to f [:a h 2]
output list :a :b
end
to k1
f
print "k1.after
end
to k2
f
end
to k3
output f
end
to k4
show runresult [f]
end
show catch "x [f]
show k3
show k3
show apply "f []
show apply "f []
'''),
     _t(r'''
g defined
h defined
f defined
k1 defined
k2 defined
k3 defined
k4 defined
2
h didn't output to f
2
h didn't output to f  in k3
[h 2]
2
h didn't output to f  in k3
[h 2]
2
h didn't output to f
2
h didn't output to f
''')),
    # A default that outputs nothing (CATCH ended by THROW, a procedure, CATCH of an error): 'didn't output to' the procedure, placed at the default's list in the calling procedure (tail calls too); other errors there at the caller's line
    ('default-nothing-96', 'stdin', _t(r'''
to g
output 11
end
to h :x
show :x
end
to f [:a catch "error [item 5 [1]]]
output list :a :b
end
to k1
f
print "k1.after
end
to k2
f
end
to k3
output f
end
to k4
show runresult [f]
end
(f 1)
k1
print runresult [f]
k1
'''),
     _t(r'''
g defined
h defined
f defined
k1 defined
k2 defined
k3 defined
k4 defined
b has no value  in f
[output list :a :b]
catch didn't output to f  in k1
[catch "error [item 5 [1]]]
catch didn't output to f
catch didn't output to f  in k1
[catch "error [item 5 [1]]]
''')),
    # RUN of a list as an optional input's default: its value missing 'didn't output to run' at that list in the calling procedure; its STOP of a call as an instruction 'stop didn't output to stop' at the caller's line
    ('run-default', 'stdin', _t(r'''
show run [ignore 1]
to k
show run [ignore 1]
end
k
to f [:a run [ignore 1]]
show :a
end
f
to k2
f
end
k2
to g [:a run [output 5]]
show :a
end
g
to k3
g
end
k3
to h [:a (run [ignore 1])]
show :a
end
h
to k4
h
end
k4
to f5 [:a run [stop]]
show :a
end
to k5
f5
end
k5
to k6
show f5
end
k6
'''),
     _t(r'''
ignore didn't output to show
k defined
ignore didn't output to show  in k
[show run [ignore 1]]
f defined
ignore didn't output to run
k2 defined
ignore didn't output to run  in k2
[ignore 1]
g defined
Can only use output inside a procedure
k3 defined
output didn't output to run  in k3
[output 5]
h defined
ignore didn't output to run
k4 defined
ignore didn't output to run  in k4
[ignore 1]
f5 defined
k5 defined
stop didn't output to stop  in k5
[f5]
k6 defined
stop didn't output to run  in k6
[stop]
''')),
    # CATCH whose list STOPs as an optional input's default: of a call as an instruction 'catch didn't output to catch' at the caller's line, of a call for a value 'stop didn't output to' the procedure at the default's list
    ('catch-stop-default', 'stdin', _t(r'''
to f [:a catch "x [stop]]
show :a
end
to k1
f
print "k1.after
end
to k2
f
end
to k3
output f
end
to k5
show f
end
to k6
ignore f
print "k6.after
end
k1
k2
show k3
k5
k6
to f2 [:a catch "error [stop]]
show :a
end
to k7
f2
print "k7.after
end
k7
to f3 [:a catch "x [ignore 1]]
show :a
end
to k8
f3
print "k8.after
end
k8
to f4 [:a catch "x [print 1]]
show :a
end
to k9
ignore f4
end
k9
'''),
     _t(r'''
f defined
k1 defined
k2 defined
k3 defined
k5 defined
k6 defined
catch didn't output to catch  in k1
[f]
catch didn't output to catch  in k2
[f]
stop didn't output to f  in k3
[catch "x [stop]]
stop didn't output to f  in k5
[catch "x [stop]]
stop didn't output to f  in k6
[catch "x [stop]]
f2 defined
k7 defined
catch didn't output to catch  in k7
[f2]
f3 defined
k8 defined
catch didn't output to f3  in k8
[catch "x [ignore 1]]
f4 defined
k9 defined
1
catch didn't output to f4  in k9
[catch "x [print 1]]
''')),
    # CATCH "ERROR whose list STOPs, its value wanted inside a procedure: 'catch didn't output to' the consumer (other tags: 'stop didn't output to')
    ('catch-error-stop', 'stdin', _t(r'''
to k
show catch "error [stop]
end
k
to k2
show catch "x [stop]
end
k2
to k3
output catch "error [stop]
end
show k3
to k
show catch "error [output 3]
end
k
to k2
show catch "error [run [stop]]
end
k2
to k3
show catch "error [if "true [stop]]
end
k3
to k4
show catch "error [repeat 2 [stop]]
end
k4
to k5
show catch "error [ignore 1 stop]
end
k5
to k6
show catch "Error [stop]
end
k6
'''),
     _t(r'''
k defined
catch didn't output to show  in k
[show catch "error [stop]]
k2 defined
stop didn't output to show  in k2
[show catch "x [stop]]
k3 defined
catch didn't output to output  in k3
[output catch "error [stop]]
k is already defined
catch didn't output to show
I don't know how  to end
catch didn't output to show  in k
[show catch "error [stop]]
k2 is already defined
catch didn't output to show
I don't know how  to end
stop didn't output to show  in k2
[show catch "x [stop]]
k3 is already defined
catch didn't output to show
I don't know how  to end
You don't say what to do with nothing
k4 defined
catch didn't output to show  in k4
[show catch "error [repeat 2 [stop]]]
k5 defined
catch didn't output to show  in k5
[show catch "error [ignore 1 stop]]
k6 defined
catch didn't output to show  in k6
[show catch "Error [stop]]
''')),
    # ISEQ of words compares them as numbers to name where its error is (map1 only when counting down)
    ('iseq_words_compared_as_numbers', 'stdin', _t(r'''
catch "error [iseq "3.0 "007] show error
catch "error [iseq "7 "3.0] show error
catch "error [iseq 3 "a] show error
'''),
     _t(r'''
[30 You don't say what to do with [3.0 4 5 6 7] iseq [if not (:a > :b) [output iseq1 :a :b]]]
[30 You don't say what to do with [7 6 5 4 3] map1 [output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]]
[7 > doesn't like a as input iseq [if not (:a > :b) [output iseq1 :a :b]]]
''')),
    # procedures defined again with new numbers by LOADing a file written each time and by DEFINE: default inputs, a default count, a macro, TRACE and STEP, an error (numbered.recent_again)
    ('numbered_redefined_by_load_and_define', 'stdin', _t(r'''
to writef :n :k
openwrite "ra.tmp
setwrite "ra.tmp
print (list "to "g ":x (list ":y :n))
print (sentence "output ":x "* :n "+ ":y "+ :k)
print "end
print (sentence "to "h ":x)
print (sentence "output (word ":x) "+ :n)
print "end
setwrite []
close "ra.tmp
end
to go :i
writef :i :i * 2
load "ra.tmp
print (list g 1 g 1 100 h 5)
end
go 1
go 2
go 3
go 4
go 5
trace "h
go 6
untrace "h
go 7
step "h
go 8
unstep "h
go 9
define "g [[x [y 4]] [output :x * 2.5 + :y + 1]]
print g 2
define "g [[x [y 4]] [output :x * 3.5 + :y + 1]]
print g 2
.defmacro "g [[x [y 4]] [output :x * 3.5 + :y + 1]]
print g 2
define "g [[x [y 4] 2] [output :x * 4.5 + :y + 1]]
print (g 2 1)
define "g [[x [y 4]] [output :x * 4.5 + :y + 1]]
trace "g
print g 2
untrace "g
define "g [[x [y 4]] [output :x * 5.5 + :y + 1]]
print g 2
define "g [[x [y 4]] [output :x * 5 + :y + "a]]
print g 2
erasefile "ra.tmp
'''),
     _t(r'''
writef defined
go defined
4 4 100 6
8 8 100 7
12 12 100 8
16 16 100 9
20 20 100 10
( h 5 )
h outputs 11
24 24 100 11
28 28 100 12
[output :x + 8]32 32 100 13
[output :x + 9]36 36 100 14
45
12
Macro returned 12 instead of a list  in g
[output :x * 3.5 + :y + 1]
11
( g 2 )
g outputs 14
14
16
+ doesn't like a as input  in g
[output :x * 5 + :y + "a]
''')),
    # Berkeley runparses a whole title line: TO A+B :X has the inputs +, B and X, TO F(X) the inputs ( X ), TO G :X+1 a default count 1 too small
    ('title_line_runparsed', 'stdin', _t(r'''
to a+b :x
print :b
end
show text "a
show arity "a
a 1 2 3
to f(x)
print "hi
end
show text "f
to g :x+1
end
to n :a-b
end
show text "n
to p :a*2
end
show text "p
to q :x=y
end
show text "q
to r :x :y<3
end
to s "a+"b
end
show text "s
to t2 [:a 1+2]
end
show text "t2
to u :x
output :x+1
end
show text "u
show u 1
'''),
     _t(r'''
a defined
[[+ b x] [print :b]]
[3 3 3]
2
f defined
[[( x )] [print "hi]]
to doesn't like 1 as input
I don't know how  to end
n defined
[[a - b]]
p defined
[[a * 2]]
q defined
[[x = y]]
r defined
s defined
[[a+"b]]
t2 defined
[[[a 1 + 2]]]
u defined
[[x] [output :x+1]]
2
''')),
    # A title line read again (a file LOADed twice, a typed title again) is read as it was the first time (definitions._TITLE_LINES): its inputs, default count, and a name with bars in the message.
    ('title_lines_read_again', 'stdin', _t(r'''
to writef :k
openwrite "tl.tmp
setwrite "tl.tmp
print [to sq :x [:y 2] [:more]]
print (list "output ":x "* ":y "+ :k)
print "end
print [to cube :x 1]
print (list "output ":x "* ":x "* ":x "+ :k)
print "end
setwrite []
close "tl.tmp
end
writef 1
load "tl.tmp
show (list (sq 3) (sq 3 4) cube 2)
writef 10
load "tl.tmp
show (list (sq 3) (sq 3 4) cube 2)
po [[sq cube]]
to sq :z
to cube :x
to |a b| :x
output :x
end
to |a b| :x
to |a b| :x
erasefile "tl.tmp
'''),
     _t(r'''
writef defined
[7 13 9]
[16 22 18]
to sq :x [:y 2] [:more]
output :x * :y + 10
end

to cube :x 1
output :x * :x * :x + 10
end

sq is already defined
cube is already defined
a b defined
|a b| is already defined
|a b| is already defined
''')),
    # LOCAL of computed inputs that are no names: an error where the instruction does not end its list (a procedure's line that is not its last, before another instruction), none at the end of a list (a top-level line, a RUNRESULT list), as LOCAL of literal lists; as an input or by APPLY it makes the names it can.
    ('local_computed_names', 'stdin', _t(r'''
local (array 2) print "a1
local (list "a [b]) print "a2
(local "a (array 1)) print "a3
(local "a (list "b)) print "a4
make "v [a 3]
local :v print "a5
make "v [a {1}]
local :v print "a6
print "a7 local (array 2)
to lf :n
local :n
print "f.end
local :n print "f.after
end
lf [x [y]]
lf (array 1)
lf "ok
make "v [a {1}]
repeat 1 [local :v print "r1]
repeat 1 [print "r2 local :v]
if 1 = 1 [local (array 1) print "i1]
run [local (array 1) print "run1]
run (list "local "(array "1 ") "print ""run2)
show runresult [local (array 1)]
ignore apply "local (list (array 1))
to g
print "g.start
local (array 1)
end
g
to h :x
local :x
end
h [p [q]]
print "done
show runresult [local [a [b]]]
show runresult [local (array 1)]
show runresult [print "x local [a [b]]]
show runresult [local [a [b]] print "y]
print "done
'''),
     _t(r'''
local doesn't like {[] []} as input
local doesn't like [b] as input
local doesn't like {[]} as input
local doesn't like [b] as input
a5
local doesn't like {1} as input
a7
lf defined
local doesn't like [y] as input  in lf
[local :n]
local doesn't like {[]} as input  in lf
[local :n]
f.end
f.after
local doesn't like {1} as input
r2
local doesn't like {[]} as input
local doesn't like {[]} as input
array doesn't like || as input
[]
apply didn't output to ignore
g defined
g.start
h defined
done
[]
[]
x
[]
local doesn't like [b] as input
done
''')),
]

XFAIL: dict = {}


@pytest.mark.parametrize("mode,src,expected", case_params(CASES, XFAIL))
def test_berkeley_625_seeds(logo, mode, src, expected):
    assert run_case(logo, mode, src) == expected


def test_buried_library_when_code_comes_from_the_disk_cache():
    """A procedure whose code an earlier run kept still loads the library procedures its lines
    name, as reading them does in Berkeley (BURIED lists them)."""
    from tests.inproc import LogoSession

    src = 'to f\nignore dequeue "s\nend\nshow first buried\nf\nshow first buried\n'
    expected = ('f defined\n'
                '[]\n'
                's has no value  in dequeue\n'
                '[make "result first thing :the.queue.name]\n'
                '[dequeue ignore]\n')
    assert LogoSession().run(src) == expected
    assert LogoSession().run(src) == expected  # the second run reuses the first one's code


def test_loadnoisily_set_by_the_loaded_file(tmp_path):
    """LOADNOISILY is looked at for each definition a file makes, so the file itself may set
    it (Berkeley 6.2.5: "second defined" only)."""
    from tests.inproc import LogoSession

    path = tmp_path / "l.lg"
    path.write_text('make "loadnoisily "true\nto second\nend\nmake "loadnoisily "false\nto third\nend\n')
    assert LogoSession().run('load "%s\nprint procedures\n' % path) == "second defined\nsecond third\n"


def test_error_in_a_file_loaded_by_a_procedure(tmp_path):
    """An error in a line of a file that a procedure LOADs is placed in that procedure, at the
    file's line (Berkeley 6.2.5's output)."""
    from tests.inproc import LogoSession

    (tmp_path / "e.lg").write_text("print 1/0\n")
    (tmp_path / "e2.lg").write_text("print :nv\n")
    src = ('to f\nload "{0}/e.lg\nend\nf\nto g\ncatch "error [load "{0}/e2.lg]\nshow error\nend\ng\n'
           'load "{0}/e.lg\n').format(tmp_path)
    assert LogoSession().run(src) == ("f defined\n/ doesn't like 0 as input  in f\n[print 1/0]\ng defined\n"
                                      "[11 nv has no value g [print :nv]]\n/ doesn't like 0 as input\n")


def test_template_names_do_not_load_files(tmp_path, monkeypatch):
    """A name in a template that is not called (an input's name, a word of a data list) does not
    load NAME.lg of the current folder; a call of an unknown procedure does, as in Berkeley 6.2.5."""
    from tests.inproc import LogoSession

    (tmp_path / "a.lg").write_text('print "loaded\n')
    monkeypatch.chdir(tmp_path)
    src = ('show reduce [[a b] [output :a / 0]] [1 2]\nshow map [[x] [output [a]]] [1]\n'
           'show map [list ? [a]] [1]\na\n')
    assert LogoSession().run(src) == ("/ doesn't like 0 as input  in apply\n[output :a / 0]\n[[a]]\n"
                                      "[[1 [a]]]\nloaded\nI don't know how  to a\n")


def test_blanks_after_a_continuation_tilde_are_not_kept(tmp_path):
    """A line continued by ~ is kept up to the ~: PO and FULLTEXT show no blanks after it, typed
    or loaded (Berkeley 6.2.5's output); other trailing blanks stay."""
    from tests.inproc import LogoSession

    text = "to foo  \nprint sum 1 ~  \n2   \nprint 3\t\nend\n"
    (tmp_path / "t.lg").write_text(text)
    show = 'po "foo\nforeach fulltext "foo [show count ?]\n'
    expected = "to foo  \nprint sum 1 ~\n2   \nprint 3\t\nend\n\n8\n18\n8\n3\n"
    assert LogoSession().run(text + show) == "foo defined\n" + expected
    assert LogoSession().run('load "%s/t.lg\n' % tmp_path + show) == expected


def test_save_makes_a_plain_file_and_writes_through_a_link(tmp_path):
    """SAVE makes a new file with the permissions the umask leaves (Berkeley: -rw-r--r-- under
    022), and writes the file a symbolic link names, leaving the link."""
    import os
    import stat

    from tests.inproc import LogoSession

    (tmp_path / "real.txt").write_text("old\n")
    os.symlink("real.txt", tmp_path / "link.lg")
    old = os.umask(0o022)
    try:
        LogoSession().run('make "a 1\nsave "%s/s.lg\nsave "%s/link.lg\n' % (tmp_path, tmp_path))
    finally:
        os.umask(old)
    assert stat.S_IMODE(os.stat(tmp_path / "s.lg").st_mode) == 0o644
    assert os.path.islink(tmp_path / "link.lg")
    assert (tmp_path / "real.txt").read_text() == 'Make "a 1\n'


def test_kept_line_code_knows_a_procedure_that_may_maybeoutput(tmp_path, monkeypatch):
    """A line's kept code, compiled when FOO did not run .MAYBEOUTPUT, is not reused once FOO
    does (its call is compiled otherwise: Berkeley names what .MAYBEOUTPUT was given)."""
    from tests.inproc import LogoSession

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    for _ in range(2):
        assert LogoSession().run("to foo\nend\nshow foo\n") == "foo defined\nfoo didn't output to show\n"
    src = 'to foo\n.maybeoutput make "a 1\nend\nshow foo\n'
    assert LogoSession().run(src) == ("foo defined\nmake didn't output to .maybeoutput  in foo\n"
                                      '[.maybeoutput make "a 1]\n')


def test_definition_named_by_a_marked_word_is_kept():
    """A procedure whose name is a word with marks (made from a line READWORD read, as CSLS
    BASIC names the procedures it writes) has a key that can be kept between runs."""
    from pylogo.compiling import proccache
    from pylogo.lang.data import NIL, Pair, ProtectedWord
    from pylogo.lang.procedures import UserProc

    name = ProtectedWord("basic%10", "       R")
    proc = UserProc(name, [], None, [Pair("print", Pair(1, NIL))], None)
    key = proccache.definition_key(proc, set())
    assert key is not None and proccache._key_bytes(key, proc) is not None
