"""Core tests: assorted manual behaviour not covered elsewhere — words with special
characters, library procedure arities, special variables, erract, and unicode text.

Expected outputs are Berkeley Logo 6.2's. Each case runs its source as standard
input (each line at top level) or, for "file" cases, loads it like a file.
"""

import pytest

from tests.core_cases import case_params, run_case
from tests.core_cases import text as _t

CASES = [
    ('show_words_with_spaces_in_lists', 'stdin', _t(r'''
show list "|a b| "c
print list "|a b| "c
show (list "|[x]| "|;|)
show fput "|a b| [c]
show word "a "|b c|
'''),
     _t(r'''
[a b c]
a b c
[[x] ;]
[a b c]
ab c
''')),
    ('library_arities', 'stdin', _t(r'''
show arity "map
show arity "foreach
show arity "reduce
show arity "filter
show arity "cascade
show arity "cascade.2
show arity "invoke
show arity "for
show arity "while
show arity "case
show arity "push
show arity "iseq
show arity "rseq
show arity "localmake
show arity "gensym
'''),
     _t(r'''
[1 2 -1]
[0 2 -1]
[2 2 2]
[2 2 4]
[1 3 -1]
[0 5 -1]
[1 2 -1]
[2 2 7]
[2 2 2]
[2 2 3]
[2 2 2]
[2 2 2]
[3 3 3]
[2 2 2]
[0 0 0]
''')),
    ('primitive_arities', 'stdin', _t(r'''
show arity "sentence
show arity "fput
show arity "item
show arity "setitem
show arity "array
show arity "random
show arity "and
show arity "not
show arity "show
show arity "type
show arity "run
show arity "catch
show arity "throw
show arity "apply
show arity "form
show arity "bitand
show arity "arctan
show arity "readlist
show arity "erase
show arity "define
show arity "make
show arity "local
show arity "output
show arity "stop
'''),
     _t(r'''
[0 2 -1]
[2 2 2]
[2 2 2]
[3 3 3]
[1 1 2]
[1 1 2]
[0 2 -1]
[1 1 1]
[0 1 -1]
[0 1 -1]
[1 1 1]
[2 2 2]
[1 1 2]
[2 2 2]
[3 3 3]
[0 2 -1]
[1 1 2]
[0 0 0]
[1 1 1]
[2 2 2]
[2 2 2]
[1 1 -1]
[1 1 1]
[0 0 0]
''')),
    ('erract_runs_on_error', 'file', _t(r'''
make "erract [print [erract ran]]
print first []
print "after
'''),
     _t(r'''
erract ran
first doesn't like [] as input
''')),
    ('erract_value_substitution', 'file', _t(r'''
; a recoverable error (no value) uses the value the ERRACT list outputs (error.c err_logo)
make "erract [99]
print sum 1 :undefined.xyz
ern "erract
print "done
'''),
     _t(r'''
100
done
''')),
    ('caseignoredp_memberp_beforep', 'file', _t(r'''
make "caseignoredp "false
show memberp "a [A b]
show member "B [a B c]
show beforep "B "a
show "Abc = "abc
show remove "A [a A b]
make "caseignoredp "true
show memberp "a [A b]
show remove "A [a A b]
'''),
     _t(r'''
false
[B c]
true
false
[a b]
true
[b]
''')),
    ('unicode_words', 'stdin', _t(r'''
print "héllo
show [naïve café]
print word "über "mensch
show "日本語
show count "日本語
show first "日本語
show last "café
show reverse "abcé
show butfirst "éa
make "größe 5
show :größe
show equalp "café "café
show memberp "é "café
show item 2 [ä ö ü]
pprop "wörter "schlüssel "wert
show gprop "wörter "schlüssel
print "✓done
'''),
     _t(r'''
héllo
[naïve café]
übermensch
日本語
3
日
é
écba
a
5
true
true
ö
wert
✓done
''')),
    ('local_errors', 'stdin', _t(r'''
local [a b] "c
local 3
to f
local "x
output :x
end
show f
'''),
     _t(r'''
You don't say what to do with c
f defined
x has no value  in f
[output :x]
''')),
    ('thing_after_procedure_ends', 'file', _t(r'''
to setlocal
local "tmp
make "tmp 5
end
setlocal
show namep "tmp
to mk :v
make "v 10
output :v
end
make "v 1
show mk 2
show :v
'''),
     _t(r'''
false
10
1
''')),
    ('nested_procedure_scope', 'file', _t(r'''
to a1 :n
b1
end
to b1
show :n
make "n :n * 2
c1
end
to c1
show :n
end
a1 7
'''),
     _t(r'''
7
14
''')),
    ('optional_input_refers_to_earlier_dynamic', 'file', _t(r'''
make "base 100
to f [:x :base + 1]
output :x
end
show f
to g :base
output f
end
show g 5
'''),
     _t(r'''
101
6
''')),
    ('run_word_and_list_forms', 'stdin', _t(r'''
run "print\ 3
show run [list 1 2]
run [make "q 4 print :q]
print run (word "sum char 32 2 char 32 3)
show runresult word "sum\  "1\ 1
'''),
     _t(r'''
3
[1 2]
4
5
[2]
''')),
    ('run_vbar_word_is_one_token', 'stdin', _t(r'''
; characters typed inside vertical bars stay special when the word is run (manual 1.4)
print run "|sum 2 3|
'''),
     _t(r'''
I don't know how  to |sum 2 3|
''')),
    ('runparse_words', 'stdin', _t(r'''
show runparse (word "print char 32 "2+3)
show runparse "a:b
show runparse "\"a+b
show runparse ":x-1
show runparse (word "\( "sum char 32 1 char 32 2 "\))
show runparse "a<=b<>c>=d
show runparse (word 3 char 32 "-1)
show runparse "3-1
show runparse (word "print char 32 "- char 32 3)
'''),
     _t(r'''
[print 2 + 3]
[a:b]
["a+b]
[:x - 1]
[( sum 1 2 )]
[a <= b <> c >= d]
[3 -1]
[3 - 1]
[print - 3]
''')),
    ('runparse_unary_minus_word', 'stdin', _t(r'''
; Berkeley's reader turns a unary minus before a non-number into 0 -- x
show runparse (word "print char 32 "-x)
'''),
     _t(r'''
[print 0 -- x]
''')),
    ('number_formats_in_words', 'stdin', _t(r'''
show word 1.0 2
show word 1e3 ".
show 1.0
show sum 0.1 0.7
show 1 - 0.99
show 3 * 1.1
show 100 * 1.1
show 1e6 * 1e6 * 1e6 * 1e6
show -1e-7
show 2^3
'''),
     _t(r'''
12
1000.
1
0.8
0.01
3.3
110
1e+24
-1e-07
I don't know how  to 2^3
''')),
    ('empty_list_and_word_printing', 'stdin', _t(r'''
print []
print [[]]
print (list [] [])
show (list " ")
print (word)
show se [] "
show fput " []
show lput [] "
'''),
     _t(r'''

[]
[] []
[ ]

[]
[]
lput doesn't like || as input
''')),
    ('equality_types', 'stdin', _t(r'''
show equalp [] "
show equalp "1 1.0
show equalp [1] [1.0]
show equalp "1.0 1
show equalp 1 "1.0
show equalp "a "a
show equalp {} {}
show 2 = 2.0
show "2 = "2.0
show [a [b]] = [a [b]]
'''),
     _t(r'''
false
true
false
true
true
true
false
true
false
true
''')),
    ('count_and_item_on_numbers', 'stdin', _t(r'''
show count 12345
show count -1.5
show item 1 -12
show first -12
show last 1e3
show butfirst 1e3
show count 1/3
'''),
     _t(r'''
5
4
-
-
0
000
17
''')),
    ('if_ifelse_with_run_lists_values', 'stdin', _t(r'''
show ifelse "true [1 + 1] [2]
show ifelse "false [1] [list "a "b]
print ifelse [2 > 1] ["yes] ["no]
show (if "true [3] [4])
'''),
     _t(r'''
2
[a b]
yes
3
''')),
    ('error_message_depth_limit', 'stdin', _t(r'''
; error messages print their input with a depth limit of 5 (error.c err_print)
print sum 1 [[[[[[[a]]]]]]]
print sum 1 [a [b [c [d [e [f]]]]]]
'''),
     _t(r'''
sum doesn't like [[[[[...]]]]] as input
sum doesn't like [a [b [c [d [... ...]]]]] as input
''')),
    ('error_message_fullprint', 'stdin', _t(r'''
print sum 1 "
print sum 1 [|a b| "]
print sum 1 {a [b {c}]}
print sum 1 "a\ b
'''),
     _t(r'''
sum doesn't like || as input
sum doesn't like [|a b| "] as input
sum doesn't like {a [b {c}]} as input
sum doesn't like a\ b as input
''')),
    ('define_keeps_empty_lines', 'stdin', _t(r'''
define "k3 [[] []]
show text "k3
define "k4 [[x] [] [print :x]]
show text "k4
'''),
     _t(r'''
[[] []]
[[x] [] [print :x]]
''')),
    ('define_number_name_error', 'stdin', _t(r'''
define "3 [[] [print 3]]
'''),
     _t(r'''
define doesn't like 3 as input
''')),
    ('no_value_message_fullprint', 'stdin', _t(r'''
show thing "
'''),
     _t(r'''
|| has no value
''')),
    ('end_inside_multiline_instruction', 'file', _t(r'''
to f
print [a
end
print "after
'''),
     _t(r'''
END inside multi-line instruction in f
''')),
    ('end_inside_multiline_paren', 'file', _t(r'''
to f
print (sum 1
end
print "after
'''),
     _t(r'''
END inside multi-line instruction in f
''')),
    ('fulltext_keeps_continuation_newlines', 'file', _t(r'''
to f :a
print sum :a ~
   1   ; comment
if :a > 0 [
  print "pos
]
end
po "f
show fulltext "f
show text "f
'''),
     _t(r'''
to f :a
print sum :a ~
   1   ; comment
if :a > 0 [
  print "pos
]
end

[to f :a print sum :a ~
   1   ; comment if :a > 0 [
  print "pos
] end]
[[a] [print sum :a 1] [if :a > 0 [print "pos]]]
''')),
    ('copydef_title_uses_new_name', 'file', _t(r'''
to f :a [:b 1]
output :a + :b
end
copydef "h2 "f
pot "h2
po "h2
show fulltext "h2
'''),
     _t(r'''
to h2 :a [:b 1]
to h2 :a [:b 1]
output :a + :b
end

[to h2 :a [:b 1] output :a + :b end]
''')),
    ('file_ends_inside_definition', 'mixed', _t(r'''
to f
print 1
--- stdin
f
print "x
'''),
     _t(r'''
1
x
''')),
    ('file_ends_inside_open_list', 'file', _t(r'''
print [a b
'''),
     _t(r'''
a b
''')),
    ('file_ends_with_tilde', 'file', _t(r'''
print "abc~
'''),
     _t(r'''
abc
''')),
    ('goto_at_top_level', 'stdin', _t(r'''
goto "x
'''),
     _t(r'''
Can only use goto inside a procedure
''')),
    ('macroexpand_not_a_macro', 'stdin', _t(r'''
macroexpand [print 1]
show macroexpand [foo 1]
'''),
     _t(r'''
print is not a macro.
foo is not a macro.
''')),
    # Berkeley counts each line (and character) read from standard input in the cursor
    # position, as if it were shown: from a pipe too
    ('cursor_counts_lines_read', 'mixed', _t(r'''
print "loaded
--- stdin
show cursor
ignore readchars 3
abcdef
show cursor
ignore readrawline
show cursor
print "é show cursor
ignore readword
éé
show cursor
setcursor [5 5]
show cursor
show cursor
cleartext
show cursor
ignore rc
xy
show cursor
'''),
     _t(r'''
loaded
[0 2]
I don't know how  to def
[0 7]
é
[0 12]
[0 16]
[0 6]
[0 8]
[0 1]
I don't know how  to y
[0 6]
''')),
]

XFAIL = {
}


@pytest.mark.parametrize("mode,src,expected", case_params(CASES, XFAIL))
def test_case(logo, mode, src, expected):
    assert run_case(logo, mode, src) == expected
