# ruff: noqa: E501
"""Differences from Berkeley Logo 6.2.5 in reading standard input and files, arrays and random
numbers, found by the differential fuzzer's `io`, `mutation` and `random` generators and new
seeds of the others (tools/fuzz): each case holds
6.2.5's exact output, recorded from the binary fed the case as a pipe, less its banner and
goodbye (tools/fuzz/README.md). Each case runs in a folder of its own.
"""

import io

import pytest

from tests.core_cases import case_params, run_case
from tests.core_cases import text as _t

CASES = [
    # READWORD, READRAWLINE and READLIST at the end of standard input end the screen's line
    # (a newline on standard output, even at its column 0, each time); at a file's end they
    # do not.
    ('end_of_stdin_ends_the_line', 'stdin', _t(r'''
type "a
show readword
show readrawline
to f
show readlist
end
f
'''),
     _t(r'''
ashow readrawline
f defined


''')),
    ('end_of_a_file_writes_nothing', 'stdin', _t(r'''
openwrite "e.txt close "e.txt openread "e.txt setread "e.txt
show readword show readlist show readrawline setread [] close "e.txt
print "x
'''),
     _t(r'''
[]

[]
x
''')),
    # READLIST whose line goes on (an open bracket, a ~) into the end of the input outputs the
    # empty word: the line read so far is lost, from a file as from standard input.
    ('readlist_continued_into_the_end', 'stdin', _t(r'''
openwrite "o.txt setwrite "o.txt print "|[a b ~| print "|a ~| setwrite [] close "o.txt
openread "o.txt setread "o.txt show readlist print "- show readlist setread [] close "o.txt
show readlist
[a
b ~
'''),
     _t(r'''

-



''')),
    # A last line of standard input without its newline is the end: Berkeley drops it, and
    # a TO or a line continued into it ends there.
    ('last_line_without_newline_at_top_level', 'stdin',
     'print 1\nto f\nprint 2\nend',
     '1\n\nf defined\n'),
    ('last_line_continued_without_newline', 'stdin',
     'print 1\nshow 1 ~\nprint 2',
     '1\n'),
    # FILEP of a file that is open (for reading or writing) is false: Berkeley's test opens
    # the file, which fails.
    ('filep_of_an_open_file', 'stdin', _t(r'''
openwrite "a.txt close "a.txt show filep "a.txt
openread "a.txt show filep "a.txt show allopen
close "a.txt show filep "a.txt
openwrite "b.txt show filep "b.txt close "b.txt show filep "b.txt
'''),
     _t(r'''
true
false
[a.txt]
true
false
true
''')),
    # SETWRITE of a file open for reading is no error: what is written there is lost, until
    # SETWRITE [] or CLOSE.
    ('setwrite_of_a_file_open_for_reading', 'stdin', _t(r'''
openwrite "q.txt setwrite "q.txt print "hello close "q.txt
openread "q.txt setwrite "q.txt print "lost show writer
setwrite [] show writer print "back
setwrite "q.txt print "x close "q.txt print "y
openread "q.txt setread "q.txt show readlist show readlist close "q.txt
'''),
     _t(r'''
[]
back
y
[hello]

''')),
    # SETREAD of a file open for writing is no error: reading it fails (an error, not the
    # end), so lines read are empty, READCHARS reads nothing, EOFP and KEYP are true.
    ('setread_of_a_file_open_for_writing', 'stdin', _t(r'''
openwrite "w.txt
setread "w.txt show reader
type "A show readlist
type "B show readword
type "C show readrawline
type "D show readchars 2
type "E show keyp
show linep
type "F show readpos
show eofp
setreadpos 100 show readpos
close "w.txt show reader
show readword
next line
'''),
     _t(r'''
w.txt
A[]
B
C
D[]
Etrue
true
F0
true
100
[]
next line
''')),
    # RERANDOM's seed lies in RANDOM's range: a C int less its two extremes.
    ('rerandom_seed_range', 'stdin', _t(r'''
(rerandom 2147483646) show random 100
(rerandom 2147483647) show random 100
(rerandom -2147483647) show random 100
(rerandom -2147483648) show random 100
(rerandom 1e3) show random 100
(rerandom 1e10)
'''),
     _t(r'''
90
rerandom doesn't like 2147483647 as input
85
rerandom doesn't like -2147483648 as input
90
rerandom doesn't like 1e10 as input
''')),
    # A ~ at the end of a line inside bars is a character of the word, and the newline too
    # (at top level and in READLIST); PARSE and RUNPARSE of a word that READWORD kept with a
    # ~ and a newline join its lines, as Berkeley's reader does.
    ('tilde_inside_bars_and_parse_of_continued_words', 'stdin', _t(r'''
print "|a ~
b|
show readlist
|a ~
b|
show "|x~
y|
show parse readword
a ~
b
show runparse readword
[x ~
print readlist
show parse (word "a "~ char 10 "b)
show parse (word "a "~ char 10)
'''),
     _t(r'''
a ~
b
[a ~
b]
x~
y
[a b]
[[x print readlist]]
[ab]
[a]
''')),
    # An array's size and origin are a C int less its extremes; LISTTOARRAY's origin must be
    # a C int that is no float (a numeral with a point, an exponent, or of more than nine
    # characters is one in Berkeley). CROSSMAP takes BF of each data input (in CM2): an array
    # is BF's error (ERROR's list: Berkeley gives CM2's line, pylogo an empty list).
    ('array_origins_and_crossmap_of_arrays', 'stdin', _t(r'''
show (array 2 2147483646)
show (array 0 2147483647)
show (listtoarray [] -2147483648)
show array 2147483647
show (array 1 1e3)
show array 2147483648
show (crossmap [? + 1] (array 2))
show (crossmap [?] 5)
catch "error [show (crossmap [?] [1] {3})] show error
show (listtoarray [a] 999999999 + 1)
show (listtoarray [a] 2147483647 + 0)
show (listtoarray [a] -2147483648 + 0)
show (listtoarray [a] "0999999999)
show (listtoarray [a] "-999999999)
show (listtoarray [a] 1.5)
show (listtoarray [a] "a)
show (listtoarray [a] [])
show (listtoarray [a] 2.0)
show (listtoarray [a] "2.0)
show (listtoarray [a] "-5)
show (listtoarray [a] 0)
show (listtoarray [a] {1})
'''),
     _t(r'''
{[] []}
array doesn't like 2147483647 as input
listtoarray doesn't like -2147483648 as input
array doesn't like 2147483647 as input
{[]}
array doesn't like 2147483648 as input
bf doesn't like {[] []} as input
[5]
[7 bf doesn't like {3} as input cm2 []]
{a}
listtoarray doesn't like 2147483647 as input
listtoarray doesn't like -2147483648 as input
listtoarray doesn't like 0999999999 as input
listtoarray doesn't like -999999999 as input
listtoarray doesn't like 1.5 as input
listtoarray doesn't like a as input
listtoarray doesn't like [] as input
listtoarray doesn't like 2 as input
listtoarray doesn't like 2.0 as input
{a}
{a}
listtoarray doesn't like {1} as input
''')),
    # CROSSMAP of an array among its data: Berkeley's CM2 runs the rest with the array's FIRST
    # (its origin) before BF of the array fails.
    ('crossmap_runs_an_arrays_origin_first', 'stdin', _t(r'''
make "x {1 2}
show (crossmap "|| :x 2147483648)
show (crossmap [print ?] [1 2] {3 4}@0)
show (crossmap [print ?] {3 4}@0 [1 2])
show crossmap [print ?] [[1 2] {3 4}]
show crossmap [print ?] {1}
show (crossmap [print ?] {})
'''),
     _t(r'''
I don't know how  to ||  in cm1
[if emptyp :cm.lists [op (list apply :cm.template :template.vars)]]
1
apply didn't output to list  in cm1
[if emptyp :cm.lists [op (list apply :cm.template :template.vars)]]
0
apply didn't output to list  in cm1
[if emptyp :cm.lists [op (list apply :cm.template :template.vars)]]
1
apply didn't output to list  in cm1
[if emptyp :cm.lists [op (list apply :cm.template :template.vars)]]
bf doesn't like {1} as input
bf doesn't like {} as input
''')),
    # READWORD: a character after a backslash is a letter of the word, as one between bars:
    # RUN and PARSE do not split there, messages show the word in bars.
    ('readword_backslashed_characters_are_letters', 'stdin', _t(r'''
run readword
print\ 1
show sum readword 1
\[a
show readword
\[a\ b
show list readword 1
\[a\ b
show count readword
\[a\ b
show first readword
\;x
show parse readword
a\;b ;c
show runparse readword
\-3 \"x \(1
show (word readword "|x|)
\[a
make "w readword
\[a\ b
show parse :w
show parse readword
x\ y \; z
show parse readword
q\]
show parse readword
\\
show parse readword
a\
b
show readword
\\
print readword
ab\\cd
show readword = "|[a|
\[a
show readword
\|a b\|
show parse readword
\|a b\|
'''),
     _t(r'''
I don't know how  to |print 1|
sum doesn't like |[a| as input
[a b
[[a b 1]
4
;
[a;b ;c]
[-3 "x (1]
[ax
[[a b]
[x y ; z]
[q]]
[\]
[a
b]
\
ab\cd
true
|a b|
[|a b|]
''')),
    # READWORD's spaces, quotes, bars, brackets ... are kept as if typed after a backslash:
    # messages and PONS show them with it (a computed word's are shown plain).
    ('readword_specials_shown_backslashed', 'stdin', _t(r'''
sum (word "a char 32 "b) 1
(word "a char 32 "b)
show readword
show "|a b|
readword
x "y
readword
x|y|
make "q readword
a b
pr :q
sum :q 1
:q
pons
show (list :q)
'''),
     _t(r'''
sum doesn't like a b as input
You don't say what to do with a b
show "|a b|
You don't say what to do with x\ \"y
You don't say what to do with x\|y\|
a b
sum doesn't like a\ b as input
You don't say what to do with a\ b
Make "q "a\ b
[a b]
''')),
    # READLIST of a last line without its newline outputs the empty word, but Berkeley reads
    # that line still: its errors are reported.
    ('readlist_of_a_lost_last_line_reports_its_errors', 'stdin',
     'to f\nshow readlist\nprint "after\nend\nf\n]',
     "f defined\n\nunexpected ']'  in f\n[show readlist]\n"),
    # DRIBBLE's file gets each line read from standard input (by the top level, TO, READWORD,
    # READLIST, but not READCHAR) as well as what is printed.
    ('dribble_keeps_the_lines_read', 'stdin', _t(r'''
dribble "d.txt
print 1
show readword
data line
show readchar
XY
sum 1 "a
to f
print 2
end
f
(show readlist
  ) ; comment
show [a ~
b]
nodribble
openread "d.txt setread "d.txt repeat 30 [if not eofp [show readrawline]] setread [] close "d.txt
'''),
     _t(r'''
1
data line
X
I don't know how  to Y
sum doesn't like a as input
f defined
2
[show [a b]]
print 1
1
show readword
data line
data line
show readchar
X
Y
I don't know how  to Y
sum 1 "a
sum doesn't like a as input
to f
print 2
end
f defined
f
2
(show readlist
  ) ; comment
show [a ~
b]
[show [a b]]
nodribble
''')),
    # A file open for writing or appending made the read stream: READPOS and SETREADPOS are
    # its writing position (C's ftell and fseek of its stream).
    ('readpos_of_a_file_open_for_writing', 'stdin', _t(r'''
openwrite "a.txt setwrite "a.txt print "hello setwrite [] close "a.txt
openappend "a.txt setread "a.txt show readpos ignore readchar show readpos
setreadpos 2 show readpos setread []
setwrite "a.txt print "X setwrite [] close "a.txt
openwrite "b.txt setwrite "b.txt print "abcdef setwrite []
setread "b.txt setreadpos 2 show readpos setread [] setwrite "b.txt print "Z setwrite [] close "b.txt
openread "a.txt setread "a.txt repeat 3 [if not eofp [show readrawline]] setread [] close "a.txt
openread "b.txt setread "b.txt repeat 3 [if not eofp [show readrawline]] setread [] close "b.txt
'''),
     _t(r'''
6
6
2
2
hello
X
abZ
ef
''')),
    ('readlist_continued_into_a_lost_last_line', 'stdin',
     'show readlist\n[a\n]]',
     "\nunexpected ']'\n"),
    # An END line inside a multi-line instruction is an error, except right after an empty
    # line: Berkeley reads on there.
    ('end_inside_a_list_after_an_empty_line', 'stdin', _t(r'''
show [a
x
end
b]
show [a
x

end
b]
show [a
;c
end
b]
show [a

end
end
b]
to f
print [a

end
b]
end
f
'''),
     _t(r'''
END inside multi-line instruction
unexpected ']'
[a x end b]
END inside multi-line instruction
unexpected ']'
END inside multi-line instruction
unexpected ']'
f defined
a end b
''')),
    # FIND, FILTER, REDUCE, MAP, MAP.SE and FOREACH of an array, as Berkeley's library goes:
    # FIND and FILTER try the array's FIRST (its origin) before BF of it fails, REDUCE fails
    # at BF at once, MAP at BFS of its list of data, FOREACH after one step with the origin.
    ('templates_over_arrays', 'stdin', _t(r'''
show find [? = 1] {a b}
show find [? > 5] {a b}
show (find "false (array 2))
show find [print ?] {a b}@0
show filter [true] {a b}
show filter [false] {a b}
show filter [print ?] {a b}
show reduce "sum {1 2}
show reduce "sum {1}
show find [true] {}
show filter [true] {}
catch "error [show find [? > 5] {a b}] show error
catch "error [show filter [false] {a b}] show error
show map [?] {1 2}
show map.se [?] {1 2}
foreach {1 2} "show
make "t [show ?] foreach {a b}@0 :t
'''),
     _t(r'''
1
bf doesn't like {a b} as input  in find
[op (find :find.template bf :template.list :template.number+1)]
I don't know how  to false  in find
[if apply :find.template (list first :template.list) [op first :template.list]]
0
apply didn't output to if  in find
[if apply :find.template (list first :template.list) [op first :template.list]]
I don't know how  to true  in filter
[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]
I don't know how  to false  in filter
[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]
1
apply didn't output to if  in filter
[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]
bf doesn't like {1 2} as input  in reduce
[if emptyp bf :reduce.list [op first :reduce.list]]
bf doesn't like {1} as input  in reduce
[if emptyp bf :reduce.list [op first :reduce.list]]
I don't know how  to true  in find
[if apply :find.template (list first :template.list) [op first :template.list]]
I don't know how  to true  in filter
[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]
[7 bf doesn't like {a b} as input find [op (find :find.template bf :template.list :template.number+1)]]
[13 I don't know how  to false filter [if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]]
bfs doesn't like {1 2} as input  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
bfs doesn't like {1 2} as input  in map.se1
[output sentence (apply :map.se.template firsts :template.lists) (map.se1 bfs :template.lists :template.number+1)]
1
bfs doesn't like {1 2} as input  in foreach1
[.maybeoutput foreach1 bfs :template.lists :foreach.template :template.number+1]
0
bfs doesn't like {a b}@0 as input  in foreach1
[.maybeoutput foreach1 bfs :template.lists :foreach.template :template.number+1]
''')),
    # DEFINE and .DEFMACRO refuse a primitive's name before they look at the text.
    ('define_of_a_primitive_before_its_text', 'stdin', _t(r'''
define "print 2.5
define "print [[] [print 1]]
define "sum "a
define "f 2.5
define 3 2.5
define [a] 2.5
define "show []
.defmacro "print 2
define "map 2.5
'''),
     _t(r'''
print is a primitive
print is a primitive
sum is a primitive
define doesn't like 2.5 as input
define doesn't like 3 as input
define doesn't like [a] as input
show is a primitive
print is a primitive
define doesn't like 2.5 as input
''')),
    # IF and IFELSE refuse an array given as an instruction list, even one they do not run
    # (after the condition's check).
    ('if_and_ifelse_refuse_arrays', 'stdin', _t(r'''
ifelse "false {a b}@0 -1
ifelse "true [print 1] {a}
if "true {print 1}
ifelse "true "print [print 2]
ifelse "false [print 1] -1
if "false {a}
show ifelse "true {a} [1]
test "true iftrue {a}
run {a}
repeat 1 {a}
catch "x {a}
to f :x
ifelse :x [print 1] {a}
if :x {b}
print 2
end
f "true
f "false
to g :x
if :x [print 1] {a}
end
g "true
make "a {q} to h
if "false :a
print 3
end
h
'''),
     _t(r'''
ifelse doesn't like {a b}@0 as input
ifelse doesn't like {a} as input
if doesn't like {print 1} as input
not enough inputs to print
You don't say what to do with -1
if doesn't like {a} as input
ifelse doesn't like {a} as input
iftrue doesn't like {a} as input
run doesn't like {a} as input
repeat doesn't like {a} as input
catch doesn't like {a} as input
f defined
ifelse doesn't like {a} as input  in f
[ifelse :x [print 1] {a}]
ifelse doesn't like {a} as input  in f
[ifelse :x [print 1] {a}]
g defined
1
You don't say what to do with {a}  in g
[if :x [print 1] {a}]
h defined
if doesn't like {q} as input  in h
[if "false :a]
''')),
    # .SETITEM's index out of range is error 7, as SETITEM's (ITEM's is 4); FORM's width and
    # precision are a C int less its extremes.
    ('setitem_index_code_and_form_ranges', 'stdin', _t(r'''
catch "error [setitem 100 (array 2) 1] show error
catch "error [item 0 {a b}] show error
catch "error [.setitem -5 {a} 1] show error
catch "error [setitem 0 {a} 1] show error
catch "error [mdsetitem [5 5] (mdarray [2 2]) 1] show error
catch "error [mditem [5 5] (mdarray [2 2])] show error
show form 2147483647 123456789012 1
show form 1 2147483647 1
show form 1 2147483648 1
show form 1 -2147483648 1
show form 1 5 -2147483648
show form 1 5 -2147483647
show form 1 5 2147483647
show form 1 -1 1
'''),
     _t(r'''
[7 setitem doesn't like 100 as input [] []]
[4 item doesn't like 0 as input [] []]
[7 .setitem doesn't like -5 as input [] []]
[7 setitem doesn't like 0 as input [] []]
[4 item doesn't like 5 as input mditem [op mditem bf :index item first :index :array]]
[4 item doesn't like 5 as input mditem [op mditem bf :index item first :index :array]]
form doesn't like 123456789012 as input
form doesn't like 2147483647 as input
form doesn't like 2147483648 as input
form doesn't like -2147483648 as input
form doesn't like -2147483648 as input
1.000000
form doesn't like 2147483647 as input
1

''')),
    # An array as the template of MAP, FILTER ... of an array: APPLY's error comes first.
    ('array_templates_over_arrays', 'stdin', _t(r'''
show map (array 2) [1 2]
show map (array 2) {1 2}
show filter (array 2) [1 2]
show filter (array 2) {1 2}
show find {a} {1 2}
show reduce {a} {1 2}
show (crossmap {a} [1 2])
foreach [1 2] {a}
foreach {1 2} {a}
show apply {a} [1]
show map.se (array 2) {1}
'''),
     _t(r'''
APPLY doesn't like {[] []} as input  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
APPLY doesn't like {[] []} as input  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
APPLY doesn't like {[] []} as input  in filter
[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]
APPLY doesn't like {[] []} as input  in filter
[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]
APPLY doesn't like {a} as input  in find
[if apply :find.template (list first :template.list) [op first :template.list]]
bf doesn't like {1 2} as input  in reduce
[if emptyp bf :reduce.list [op first :reduce.list]]
APPLY doesn't like {a} as input  in cm1
[if emptyp :cm.lists [op (list apply :cm.template :template.vars)]]
APPLY doesn't like {a} as input  in foreach1
[apply :foreach.template firsts :template.lists]
APPLY doesn't like {a} as input  in foreach1
[apply :foreach.template firsts :template.lists]
APPLY doesn't like {a} as input
APPLY doesn't like {[] []} as input  in map.se1
[output sentence (apply :map.se.template firsts :template.lists) (map.se1 bfs :template.lists :template.number+1)]
''')),
    # TO takes its name from the runparsed title: TO G(X) defines G, TO ()APPLY defines (,
    # TO -F is TO 0 ...
    ('to_name_from_the_runparsed_title', 'stdin', _t(r'''
to ()apply
end
to a+b
end
to (f)
end
to g(x)
end
to h :x(y)
end
to -f
end
to f-g
end
to *
end
to 3x
end
to a<b
end
pots
'''),
     _t(r'''
( defined
a defined
( is already defined
I don't know how  to end
g defined
h defined
to doesn't like 0 as input
I don't know how  to end
f defined
* is already defined
I don't know how  to end
3x defined
a is already defined
I don't know how  to end
to ()apply
to 3x
to a+b
to f-g
to g(x)
to h :x(y)
''')),
    # PARSE of a READWORD word: its parentheses and the like are plain again (no bars in
    # messages), while the word itself shows them backslashed.
    ('parse_of_readword_drops_its_marks', 'stdin', _t(r'''
parse readword
[a ~
show (list readword readword)
show parse readword
a(b c)d
sum readword 1
(a b)
'''),
     _t(r'''
You don't say what to do with [[a show (list readword readword)]]
[a(b c)d]
sum doesn't like \(a\ b\) as input
''')),
    # A contents list holding an array (or an array for it): error 4 naming that member.
    ('contents_lists_with_arrays', 'stdin', _t(r'''
catch "error [erase [[a] {1}]] show error
catch "error [erase [a {1}]] show error
catch "error [bury [[a] [[x]]]] show error
catch "error [erase {1 2}] show error
catch "error [pot {1 2}] show error
catch "error [po {1 2}] show error
catch "error [pon {1 2}] show error
catch "error [popl {1 2}] show error
catch "error [bury {1 2}] show error
catch "error [unbury {1 2}] show error
catch "error [trace {1 2}] show error
catch "error [untrace {1 2}] show error
catch "error [step {1 2}] show error
catch "error [unstep {1 2}] show error
catch "error [ern {1 2}] show error
catch "error [erpl {1 2}] show error
catch "error [buryname {1 2}] show error
catch "error [unburyname {1 2}] show error
'''),
     _t(r'''
[4 erase doesn't like {1} as input [] []]
[4 erase doesn't like {1} as input [] []]
[4 bury doesn't like [x] as input [] []]
[4 erase doesn't like {1 2} as input [] []]
[4 pot doesn't like {1 2} as input [] []]
[4 po doesn't like {1 2} as input [] []]
[35 po doesn't like {1 2} as input [] []]
[35 po doesn't like {1 2} as input [] []]
[4 bury doesn't like {1 2} as input [] []]
[4 unbury doesn't like {1 2} as input [] []]
[4 trace doesn't like {1 2} as input [] []]
[4 untrace doesn't like {1 2} as input [] []]
[4 step doesn't like {1 2} as input [] []]
[4 unstep doesn't like {1 2} as input [] []]
[4 erase doesn't like {1 2} as input ern [erase namelist :names]]
[4 erase doesn't like {1 2} as input erpl [erase pllist :names]]
[4 bury doesn't like {1 2} as input buryname [bury namelist :names]]
[4 unbury doesn't like {1 2} as input unburyname [unbury namelist :names]]
''')),
    # ISEQ counting up puts its first input itself first: a word keeps its spelling.
    ('iseq_keeps_its_first_word', 'stdin', _t(r'''
show iseq "1e2 103
show iseq "007 9
show iseq 3.0 5
show iseq "3.0 5
show iseq 5 3
show iseq "5.0 3
show iseq 2.5 4
show rseq "1e0 3 3
show rseq 1.0 3 3
show iseq "007 7
show iseq 7 "007
show iseq "7. 9
'''),
     _t(r'''
[1e2 101 102 103]
[007 8 9]
[3 4 5]
[3.0 4 5]
[5 4 3]
[5 4 3]
[2.5 3.5]
[1 2 3]
[1 2 3]
[007]
[7]
[7. 8 9]
''')),
    # PON and POPL take their names one after the other: a bad member fails when reached.
    ('pon_names_one_after_the_other', 'stdin', _t(r'''
pon [a [b c]]
pon [[b c]]
make "a 1 pon [a [b c]]
pon [a b]
pprop "a "k 2 popl [a [b]]
'''),
     _t(r'''
a has no value
po doesn't like [b c] as input
Make "a 1
po doesn't like [b c] as input
Make "a 1
b has no value
Pprop "a "k 2
po doesn't like [b] as input
''')),
    # QUOTED of a word with a backslashed character: messages show its mark backslashed too.
    ('quoted_of_a_backslashed_word', 'stdin', _t(r'''
quoted "abc
quoted "\|
quoted "|a b|
show quoted "abc
quoted 3
quoted [a]
sum quoted "a 1
sum quoted "\| 1
'''),
     _t(r'''
You don't say what to do with "abc
You don't say what to do with \"\|
You don't say what to do with "|a b|
"abc
You don't say what to do with "3
You don't say what to do with [a]
sum doesn't like "a as input
sum doesn't like \"\| as input
''')),
    # MEMBER of an array is error 4; THING of a name without a value names it as typed.
    ('member_of_an_array_and_thing_as_typed', 'stdin', _t(r'''
catch "error [member "f {a b}@0] show error
catch "error [memberp "f {a b}] show error
catch "error [member {a} [a]] show error
show thing "A
show thing "Nope
make "q "B show thing :q
'''),
     _t(r'''
[4 member doesn't like {a b}@0 as input [] []]
[9 You don't say what to do with false [] []]
[9 You don't say what to do with [] [] []]
A has no value
Nope has no value
B has no value
''')),
    # READWORD's + - * / = < > show backslashed in messages; the word is still a number.
    ('readword_infix_characters', 'stdin', _t(r'''
show readword + 1
-3
show sum readword 2
3
show (list readword readword)
3+4
a-b
run readword
print -3 + 1
show -readword
5
show parse readword
a-b c+d -5
show runparse readword
a-b c+d -5
sum readword 1
a*b
make "w readword
-7
show :w * 2
show numberp :w
show :w = -7
'''),
     _t(r'''
-2
5
[3+4 a-b]
-2
-5
[a-b c+d -5]
[a - b c + d -5]
sum doesn't like a\*b as input
-14
true
true
''')),
    # A backslash ending a loaded file keeps its newline in the word.
    ('backslash_ending_a_loaded_file', 'stdin', _t(r'''
openwrite "f.txt setwrite "f.txt print "\\ setwrite [] close "f.txt load "f.txt
openwrite "g.txt setwrite "g.txt print "|print "a\\| setwrite [] close "g.txt load "g.txt
print 1
\
'''),
     _t(r'''
I don't know how  to |
|
a

1
''')),
    # A backslash ending a comment carries the comment over the next line.
    ('backslash_ending_a_comment', 'stdin', _t(r'''
+ 1 ;c \
print 2
print 3
print 4 ;x\\
print 5
print 6 ; y \
print 7 ; z
print 8
to f ;c \
print 9
print 10
end
f
'''),
     _t(r'''
not enough inputs to +
3
4
5
6
8
f defined
10
''')),
    ('backslash_ending_a_comment_in_a_list', 'stdin',
     'show [1 ;c \\\nprint 2]\nprint 3\n', ''),
    # READLIST reads on while a parenthesis is open, as while a bracket is.
    ('readlist_reads_on_while_a_parenthesis_is_open', 'stdin', _t(r'''
show readlist
x (a
b)
show readlist
[a (b] c
d)
show readlist
x (a ]
b)
show 5
'''),
     _t(r'''
[x (a b)]
[[a (b] c d)]
unexpected ']'
5
''')),
    # The end of standard input inside an open bracket: READLIST still reads what it has,
    # and its errors are reported (after the newline the end of input writes).
    ('readlist_errors_of_a_line_left_open_at_the_end', 'stdin', _t(r'''
to g
localmake "move readlist
print :move
end
g
0 0] [0 1
print "more
'''),
     _t(r'''
g defined

unexpected ']'  in g
[localmake "move readlist]
''')),
    # A READWORD line with a special character (colons and question marks count) is flagged
    # whole, and so are the words FIRST, LAST and WORD make of it: messages show all their
    # special characters backslashed (the BASIC interpreter of CSLS builds its code from such
    # words). "a\:b typed in a line shows in an error's line as "|a:b|.
    ('readword_colon_and_question_mark_backslashed', 'stdin', _t(r'''
make "x readword
-b:c?d
define "f (list [] (list "type first :x word ":q last :x))
f
define "f (list [] (list "print "xyz :x))
f
define "f (list [] (list "print "xyz word "+ bf bf :x))
f
make "x readword
:abc
define "f (list [] (list "print "xyz :x))
f
make "x readword
ab.c
define "g (list [] (list "print "xyz word ":q last :x))
g
define "f (list [] (list "print "xyz "a\ b:c?d))
f
to h
print xyz [a\:b] "c\?d "e:f
end
h
'''),
     _t(r'''
not enough inputs to type  in f
[type \- \:qd]
I don't know how  to xyz  in f
[print xyz \-b\:c\?d]
I don't know how  to xyz  in f
[print xyz \+\:c\?d]
I don't know how  to xyz  in f
[print xyz \:abc]
I don't know how  to xyz  in g
[print xyz :qc]
I don't know how  to xyz  in f
[print xyz a\ b\:c\?d]
h defined
I don't know how  to xyz  in h
[print xyz [|a:b|] "|c?d| "e:f]
''')),
]

XFAIL: dict = {}


@pytest.fixture
def in_tmp(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)


@pytest.mark.parametrize("mode,src,expected", case_params(CASES, XFAIL))
def test_berkeley_625_io(in_tmp, logo, mode, src, expected):
    assert run_case(logo, mode, src) == expected


class _Pipe(io.BytesIO):
    """A pipe's end: no position."""

    def tell(self) -> int:
        raise io.UnsupportedOperation("a pipe has no position")


def test_readpos_and_writepos_of_pipes():
    """READPOS of standard input and WRITEPOS of standard output are -1 when they are pipes
    (C's ftell fails), as Berkeley outputs."""
    from pylogo.runtime.interpreter import Interpreter
    from pylogo.system.streams import InStream, OutStream

    out = _Pipe()
    interp = Interpreter(InStream(_Pipe(b'show readpos\nprint "abc show writepos\n'), "stdin", True),
                         OutStream(out, "stdout", True))
    interp.main_loop()
    interp.flush()
    assert out.getvalue() == b"-1\nabc\n-1\n"


def test_long_words_cut_in_messages(logo):
    """Error messages cut a word longer than 80 characters with ..., as a long list (the
    word printed whole otherwise)."""
    word = "".join(c * 10 for c in "abcdefghij")
    cut = word[:80] + "..."
    src = ('make "w "%s\n:w\nsum :w 1\ncatch "error [:w] show error\nprint :w\n(list :w)\n'
           'sum 1 (list :w)\nshow form 9.9e99 0 6\n' % word)
    expected = ("You don't say what to do with %s\n" % cut
                + "sum doesn't like %s as input\n" % cut
                + "[9 You don't say what to do with %s [] []]\n" % cut
                + word + "\n"
                + "You don't say what to do with [%s]\n" % cut
                + "sum doesn't like [%s] as input\n" % cut
                + "9900000000000000720812600732084619230321153457126311502181497607290821547474"
                + "276074487577995508711424.000000\n")
    assert logo.run(src) == expected
