# ruff: noqa: E501
"""Errors inside templates, Berkeley's library procedures (MAP, FOREACH, FOR, CASCADE ...),
APPLY, INVOKE, RUNRESULT, CATCH and THROW, as Berkeley Logo 6.2.5 reports them: each case holds
6.2.5's exact output, recorded from the binary, less what pylogo leaves out on purpose
(tools/fuzz/README.md): the "  in NAME" line of an error inside a library procedure, and that
procedure's line in ERROR's list, which pylogo gives as [] (the name is Berkeley's).
"""

import pytest

from tests.core_cases import case_params, run_case
from tests.core_cases import text as _t

CASES = [
    ('library_procedure_in_error_list', 'stdin', _t(r'''
catch "error [show map [?1 + ?2] [[1 2] [3 4]]] show error
catch "error [show ?1] show error
catch "error [foreach [1 2] [print ?2]] show error
catch "error [show filter [?2] [1 2]] show error
catch "error [show find [?2] [1 2]] show error
catch "error [show reduce [?3] [1 2]] show error
catch "error [show map.se [?2] [1 2]] show error
catch "error [show crossmap [?3] [[1 2] [3 4]]] show error
catch "error [show cascade 2 [?2] 1] show error
catch "error [show (cascade [?2] [?] 1)] show error
catch "error [show (cascade 2 [?] 1 [?4])] show error
catch "error [show transfer [?3] [?] [1 2]] show error
catch "error [show transfer [] [?3] [1 2]] show error
catch "error [show invoke [?2] 1] show error
catch "error [show apply [?2] [1]] show error
catch "error [show `[a ,[?2]]] show error
catch "error [show ?rest] show error
catch "error [show map [output ?] [[1 2] [3 4]]] show error
catch "error [show map "nosuch [1]] show error
catch "error [show map [[x y] :x] [1]] show error
catch "error [foreach [1] [3]] show error
catch "error [show filter [print ?] [1]] show error
catch "error [show find [3] [1]] show error
catch "error [show reduce "sum []] show error
catch "error [show cascade 3 [print ?] 1] show error
catch "error [show transfer [print ?] [?] [1]] show error
catch "error [show invoke "print 1] show error
catch "error [show `[a ,:nope]] show error
catch "error [show map [list ? ?] "abc] show error
to f
show map [? + 1] [a]
end
f
catch "error [f] show error
'''),
     _t(r'''
[4 ? doesn't like 2 as input map1 [output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]]
[4 ? doesn't like 1 as input [] []]
[4 ? doesn't like 2 as input foreach1 [apply :foreach.template firsts :template.lists]]
[4 ? doesn't like 2 as input filter [if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]]
[4 ? doesn't like 2 as input find [if apply :find.template (list first :template.list) [op first :template.list]]]
[4 ? doesn't like 3 as input reduce [op apply :reduce.function (list (first :reduce.list) (reduce :reduce.function bf :reduce.list))]]
[4 ? doesn't like 2 as input map.se1 [output sentence (apply :map.se.template firsts :template.lists) (map.se1 bfs :template.lists :template.number+1)]]
[4 ? doesn't like 3 as input cm1 [if emptyp :cm.lists [op (list apply :cm.template :template.vars)]]]
[4 ? doesn't like 2 as input cascade.eval [op fput (apply first :cascade.templates :template.vars) (cascade.eval bf :cascade.templates)]]
[4 ? doesn't like 2 as input cascade1 [if apply :cascade.limit :template.vars [op apply :cascade.final :template.vars]]]
[4 ? doesn't like 4 as input cascade1 [if apply :cascade.limit :template.vars [op apply :cascade.final :template.vars]]]
[4 ? doesn't like 3 as input transfer.end.test [output run :the.condition.expression]]
[4 ? doesn't like 3 as input cascade.eval [op fput (apply first :cascade.templates :template.vars) (cascade.eval bf :cascade.templates)]]
[4 ? doesn't like 2 as input invoke [.maybeoutput apply :invoked.function :invoke.inputs]]
[4 ? doesn't like 2 as input [] []]
[4 ? doesn't like 2 as input backq.unquote [if :unquote.depth=0 [if emptyp :unquote.symbol [output backq.combine run first :unquote.rest (` bf :unquote.rest :unquote.depth)] output backq.combine run :unquote.symbol (` :unquote.rest :unquote.depth)]]]
[11 template.lists has no value ?rest [output bf item :which :template.lists]]
[5 apply didn't output to combine map1 [output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]]
[24 I don't know how  to nosuch map1 [output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]]
[6 not enough inputs to [x y] :x map1 [output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]]
[9 You don't say what to do with 3 foreach1 [apply :foreach.template firsts :template.lists]]
1
[5 apply didn't output to if filter [if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]]
[7 if doesn't like 3 as input find [if apply :find.template (list first :template.list) [op first :template.list]]]
[7 bf doesn't like [] as input reduce [if emptyp bf :reduce.list [op first :reduce.list]]]
1
[5 apply didn't output to fput cascade.eval [op fput (apply first :cascade.templates :template.vars) (cascade.eval bf :cascade.templates)]]

[5 run didn't output to output transfer.end.test [output run :the.condition.expression]]
1
[5 apply didn't output to .maybeoutput invoke [.maybeoutput apply :invoked.function :invoke.inputs]]
[11 nope has no value backq.unquote [if :unquote.depth=0 [if emptyp :unquote.symbol [output backq.combine run first :unquote.rest (` bf :unquote.rest :unquote.depth)] output backq.combine run :unquote.symbol (` :unquote.rest :unquote.depth)]]]
[7 word doesn't like [c c] as input combine [if wordp :those [output word :this :those]]]
f defined
+ doesn't like a as input  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
[7 + doesn't like a as input map1 [output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]]
''')),
    ('for_slots_and_rest_errors', 'stdin', _t(r'''
catch "error [for [i 1 "a] [print 1]] show error
catch "error [for [i 1 3 "a] [print 1]] show error
catch "error [for [i 1 3 [a]] [print 1]] show error
catch "error [for [i [a] 3] [print 1]] show error
catch "error [for [i 1 2] [print :nope]] show error
catch "error [for [i 1 2] [3]] show error
catch "error [foreach [1 2] [print :nope]] show error
catch "error [show (? "a)] show error
catch "error [show (? 0)] show error
catch "error [show map [(? "a)] [1]] show error
catch "error [foreach [1] [show ?2]] show error
catch "error [show map [(?rest 2)] [1]] show error
catch "error [show map [(?rest "a)] [1]] show error
to h
for [i 1 "a] [print 1]
end
h
catch "error [h] show error
to g
for [i 1 3] [print :nope]
end
g
catch "error [g] show error
to k
show ?rest
end
k
catch "error [k] show error
'''),
     _t(r'''
[7 > doesn't like a as input forstep [op ifelse :for.initial > :for.final [-1] [1]]]
[7 < doesn't like a as input [] []]
[13 I don't know how  to a forstep [if equalp count :for.values 4 [op run last :for.values]]]
[13 I don't know how  to a [] []]
[11 nope has no value forloop [run :for.instr]]
[9 You don't say what to do with 3 forloop [run :for.instr]]
[11 nope has no value foreach1 [apply :foreach.template firsts :template.lists]]
[7 ? doesn't like a as input [] []]
[4 ? doesn't like 0 as input [] []]
[7 ? doesn't like a as input map1 [output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]]
[4 ? doesn't like 2 as input foreach1 [apply :foreach.template firsts :template.lists]]
[4 item doesn't like 2 as input ?rest [output bf item :which :template.lists]]
[7 item doesn't like a as input ?rest [output bf item :which :template.lists]]
h defined
> doesn't like a as input  in forstep
[op ifelse :for.initial > :for.final [-1] [1]]
[7 > doesn't like a as input forstep [op ifelse :for.initial > :for.final [-1] [1]]]
g defined
nope has no value  in forloop
[run :for.instr]
[11 nope has no value forloop [run :for.instr]]
k defined
template.lists has no value  in ?rest
[output bf item :which :template.lists]
[11 template.lists has no value ?rest [output bf item :which :template.lists]]
''')),
    ('cascade_negative_count', 'stdin', _t(r'''
to f
show cascade -3 [?] 1
end
f
catch "error [f] show error
show cascade -3 [?] 1
catch "error [show cascade -3 [?] 1] show error
catch "error [show cascade.2 -3 [?] 1 [?] 2] show error
catch "error [show cascade.2 2 [?2] 1 [?] 2] show error
catch "error [show cascade.2 2 [print 3] 1 [?] 2] show error
'''),
     _t(r'''
f defined
cascade doesn't like -3 as input  in f
[show cascade -3 [?] 1]
[35 cascade doesn't like -3 as input f [show cascade -3 [?] 1]]
cascade doesn't like -3 as input
[35 cascade doesn't like -3 as input [] []]
[35 cascade doesn't like -3 as input cascade.2 [op apply "cascade :cascade2.inputs]]
1
[]
3
[5 apply didn't output to fput cascade.eval [op fput (apply first :cascade.templates :template.vars) (cascade.eval bf :cascade.templates)]]
''')),
    ('apply_given_a_word_or_number', 'stdin', _t(r'''
show apply "list "abc
show apply "list "
show apply [?] "abc
show apply [first ?] "abc
show apply [(list ?1 ?2)] "abc
show apply [[x] :x] "abc
show apply [[x y] list :x :y] "abc
show apply "first "xyz
show apply "sum "abc
show apply [?rest] "abc
apply "print "abc
show apply [# * 2] "
make "x 3 show apply "list "x
pprop "abc "p 1 show apply "list "abc
show apply "list "print
show apply "list "true
show apply "list "map
repeat 2 [show apply "print "abc]
show apply "list 3
show apply [?] 3
show apply [3] 3
show apply [[] 3] 3
show apply [(list ? #)] 3
show apply [? ?] 3
show apply [[a [b 2]] list :a :b] 3
show apply "nosuch 3
repeat 2 [show apply [throw "tag] 3]
'''),
     _t(r'''
[abc abc nothing nothing [] 0 abc]
[  nothing nothing [] 1024 ]
abc
a
[abc abc]
You don't say what to do with abc
You don't say what to do with nothing
too many inputs to first
sum doesn't like abc as input
template.lists has no value  in ?rest
[output bf item :which :template.lists]
abc abc nothing nothing  0 abc
-2
[x x nothing 3 [] 2048 x]
[abc abc nothing nothing [p 1] 0 abc]
[print print PRIM nothing [] 1024 print]
[true true nothing nothing [] 1024 true]
[map map nothing nothing [] 0 map]
abc abc nothing nothing p 1 0 abc
apply didn't output to show
[{small}3]
{small}3
3
You don't say what to do with {small}3
[{small}3 -1]
You don't say what to do with {small}3
not enough inputs to [a nothing] list :a :b
I don't know how  to nosuch
Can't find catch tag for tag
''')),
    ('output_and_stop_in_apply_invoke_and_lambda_templates', 'stdin', _t(r'''
to f1
print apply [stop] []
print "after
end
f1
to f2
apply [stop] []
print "after2
end
f2
to f3
print apply [output 3] []
print "after3
end
f3
to f5
show invoke [output ?] 1
print "after5
end
f5
to f7
show apply [[x] output :x] [1]
print "after7
end
f7
to f8
apply [[x] stop] [1]
print "after8
end
f8
to f9
show (invoke [output ?] 1 2)
print "after9
end
f9
to f10
output apply [output 3] []
end
show f10
to f11
output apply [stop] []
end
show f11
to f12
output invoke [stop] 1
end
show f12
to f13
output invoke [output 3] 1
end
show f13
to f14
output invoke "print 1
end
show f14
f14
catch "error [show f14] show error
catch "error [f14] show error
show invoke [output ?] 1
show (invoke [output ?] 1 2)
show apply [output 3] []
apply [stop] []
show apply [stop] []
show invoke [stop] 1
show apply [[x] output :x] [1]
apply [[x] stop] [1]
show map [[x] output :x] [1 2]
show map [[x] stop] [1 2]
to f
show map [[x] output :x] [1 2]
print "a
end
f
to h
show filter [[x] output "true] [1 2]
end
h
print "end
'''),
     _t(r'''
f1 defined
stop didn't output to print  in f1
[print apply [stop] []]
f2 defined
after2
f3 defined
apply didn't output to print  in f3
[print apply [output 3] []]
f5 defined
apply didn't output to .maybeoutput  in invoke
[.maybeoutput apply :invoked.function :invoke.inputs]
f7 defined
apply didn't output to show  in f7
[show apply [[x] output :x] [1]]
f8 defined
after8
f9 defined
apply didn't output to .maybeoutput  in invoke
[.maybeoutput apply :invoked.function :invoke.inputs]
f10 defined
apply didn't output to output  in f10
[output apply [output 3] []]
f11 defined
stop didn't output to output  in f11
[output apply [stop] []]
f12 defined
stop didn't output to .maybeoutput  in invoke
[.maybeoutput apply :invoked.function :invoke.inputs]
f13 defined
apply didn't output to .maybeoutput  in invoke
[.maybeoutput apply :invoked.function :invoke.inputs]
f14 defined
1
apply didn't output to .maybeoutput  in invoke
[.maybeoutput apply :invoked.function :invoke.inputs]
1
You don't say what to do with nothing  in f14
[output invoke "print 1]
1
[5 apply didn't output to .maybeoutput invoke [.maybeoutput apply :invoked.function :invoke.inputs]]
1
[30 You don't say what to do with nothing f14 [output invoke "print 1]]
apply didn't output to .maybeoutput  in invoke
[.maybeoutput apply :invoked.function :invoke.inputs]
apply didn't output to .maybeoutput  in invoke
[.maybeoutput apply :invoked.function :invoke.inputs]
Can only use output inside a procedure
Can only use stop inside a procedure
Can only use stop inside a procedure
stop didn't output to .maybeoutput  in invoke
[.maybeoutput apply :invoked.function :invoke.inputs]
Can only use output inside a procedure
Can only use stop inside a procedure
apply didn't output to combine  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
stop didn't output to combine  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
f defined
apply didn't output to combine  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
h defined
apply didn't output to if  in filter
[if apply :filter.template (list first :template.list) [op combine (first :template.list) (filter :filter.template bf :template.list :template.number+1)]]
end
''')),
    ('first_slot_without_a_datum', 'stdin', _t(r'''
show crossmap [?1 + ?2] "
show apply [?1 + ?2] []
show apply [?2] []
show apply [?3 + ?1] [1]
show apply [?1 + ?2] [1]
show map [?3 + ?2] [1]
show map [?2 + ?] [1]
'''),
     _t(r'''
? doesn't like 1 as input  in cm1
[if emptyp :cm.lists [op (list apply :cm.template :template.vars)]]
? doesn't like 1 as input
? doesn't like 2 as input
? doesn't like 3 as input
? doesn't like 2 as input
? doesn't like 3 as input  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
? doesn't like 2 as input  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
''')),
    ('error_at_top_level_clears_error', 'stdin', _t(r'''
catch "error [sum 1 "a]
sum 2 "b
show error
catch "error [sum 1 "a]
print "x
show error
catch "error [sum 1 "a]
show catch "error [throw "error]
show error
to f
catch "error [sum 1 "d]
end
f
bar
show error
catch "error [sum 1 "c]
catch "tag [throw "tag]
show error
catch "error [sum 1 "e]
(throw "zz)
show error
'''),
     _t(r'''
sum doesn't like b as input
[]
x
[7 sum doesn't like a as input [] []]
catch didn't output to show
[]
f defined
I don't know how  to bar
[]
[7 sum doesn't like c as input [] []]
Can't find catch tag for zz
[]
''')),
    ('output_and_stop_in_a_list_run_for_its_value', 'stdin', _t(r'''
show run [output 3]
to f1
show run [print 1 output sum 1 "a]
end
f1
to f2
show run [print 1 stop]
end
f2
to f5
show run [if "true [output 3]]
print "after5
end
show f5
to f6
show run [run [output 3]]
print "after6
end
show f6
to f8
show ifelse "true [stop] [3]
end
f8
to f9
show run [.maybeoutput 3]
end
f9
to f10
print word "a run [output 3]
end
f10
to f13
run [output 3]
end
show f13
to g
show apply [[a [b 2] [c]] list :a :b] [1]
end
g
g
to k :l
print apply [[a [b 2]] list :a :b] 3
end
print k []
make "t [[a [b 2]] list :a :b]
show apply :t [1]
show :t
'''),
     _t(r'''
Can only use output inside a procedure
f1 defined
Runlist [[print 1] [output [sum 1 "a]]] has more than one expression  in f1
[show run [print 1 output sum 1 "a]]
f2 defined
Runlist [[print 1] [stop]] has more than one expression  in f2
[show run [print 1 stop]]
f5 defined
output didn't output to show  in f5
[show run [if "true [output 3]]]
f6 defined
output didn't output to show  in f6
[show run [run [output 3]]]
f8 defined
stop didn't output to show  in f8
[show ifelse "true [stop] [3]]
f9 defined
.maybeoutput didn't output to show  in f9
[show run [.maybeoutput 3]]
f10 defined
output didn't output to word  in f10
[print word "a run [output 3]]
f13 defined
3
g defined
not enough inputs to [a nothing [c]] list :a :b  in g
[show apply [[a nothing [c]] list :a :b] [1]]
not enough inputs to [a nothing [c]] list :a :b  in g
[show apply [[a nothing [c]] list :a :b] [1]]
k defined
not enough inputs to [a nothing] list :a :b  in k
[print apply [[a nothing] list :a :b] 3]
not enough inputs to [a nothing] list :a :b
[[a nothing] list :a :b]
''')),
    ('empty_word_entry_and_stop_at_top_level', 'stdin', _t(r'''
show apply "list "
show apply "sum "
show apply [?1 + ?2] "
show run [stop]
show ifelse "true [stop] [1]
print word "a run [stop]
'''),
     _t(r'''
[  nothing nothing [] 1024 ]
sum doesn't like  as input
+ doesn't like  as input
Can only use stop inside a procedure
Can only use stop inside a procedure
Can only use stop inside a procedure
''')),
    ('output_of_a_macro_expansion_that_outputs_nothing', 'stdin', _t(r'''
.macro m :a
output (list "print :a)
end
to f
output m 3
end
show f
f
to g
output run [print 4]
end
show g
g
to k
print run [print 5]
end
k
'''),
     _t(r'''
m defined
f defined
3
print didn't output to output  in f
[output m 3]
3
You don't say what to do with nothing
g defined
4
run didn't output to output  in g
[output run [print 4]]
4
You don't say what to do with nothing
k defined
5
print didn't output to print  in k
[print run [print 5]]
''')),
    ('cascade_without_templates_and_apply_of_a_number', 'stdin', _t(r'''
show (cascade 1)
show (cascade 0)
show (cascade [?])
show (cascade [true])
show (cascade 2 [? + 1])
catch "error [show (cascade 1)] show error
show (cascade.2 1)
show apply " 3
show apply " -1
show apply [3] -1
show apply [3] 2.5
'''),
     _t(r'''
? doesn't like 1 as input  in cascade1
[if apply :cascade.limit :template.vars [op apply :cascade.final :template.vars]]
? doesn't like 1 as input  in cascade1
[if apply :cascade.limit :template.vars [op apply :cascade.final :template.vars]]
? doesn't like 1 as input  in cascade1
[if apply :cascade.limit :template.vars [op apply :cascade.final :template.vars]]
I don't know how  to true  in cascade1
[if apply :cascade.limit :template.vars [op apply :cascade.final :template.vars]]
? doesn't like 1 as input  in cascade1
[if apply :cascade.limit :template.vars [op apply :cascade.final :template.vars]]
[4 ? doesn't like 1 as input cascade1 [if apply :cascade.limit :template.vars [op apply :cascade.final :template.vars]]]
? doesn't like 1 as input  in cascade1
[if apply :cascade.limit :template.vars [op apply :cascade.final :template.vars]]
I don't know how  to ||
I don't know how  to ||
3
3
''')),
    ('number_or_array_as_template', 'stdin', _t(r'''
catch "error [show apply {a} [1]] show error
show reduce {a} [a]
show reduce 3 [a]
show map {a} []
foreach [1] {a}
show reduce 0.1 "|a b|
show reduce (array 2) [a b c]
catch "error [show map 3 [1]] show error
catch "error [show apply 2.5 [1]] show error
show cascade 2 {a} 1
show (invoke 3 1)
'''),
     _t(r'''
[32 APPLY doesn't like {a} as input [] []]
a
a
[]
APPLY doesn't like {a} as input  in foreach1
[apply :foreach.template firsts :template.lists]
I don't know how  to 0.1  in reduce
[op apply :reduce.function (list (first :reduce.list) (reduce :reduce.function bf :reduce.list))]
APPLY doesn't like {[] []} as input  in reduce
[op apply :reduce.function (list (first :reduce.list) (reduce :reduce.function bf :reduce.list))]
[24 I don't know how  to 3 map1 [output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]]
[24 I don't know how  to 2.5 [] []]
APPLY doesn't like {a} as input  in cascade.eval
[op fput (apply first :cascade.templates :template.vars) (cascade.eval bf :cascade.templates)]
I don't know how  to 3  in invoke
[.maybeoutput apply :invoked.function :invoke.inputs]
''')),
    ('default_of_a_tail_called_procedure', 'stdin', _t(r'''
to f [:c :a]
print :c
end
f
to g
f
end
g
catch "error [g] show error
to h [:c sum 1 "x]
print :c
end
to k
print 1
h
end
k
to m [:c nosuch]
print :c
end
to n
m
end
catch "error [n] show error
'''),
     _t(r'''
f defined
a has no value
g defined
a has no value  in g
[f]
[11 a has no value g [f]]
h defined
k defined
1
sum doesn't like x as input  in k
[h]
m defined
n defined
[13 I don't know how  to nosuch n [m]]
''')),
    ('output_of_a_macro_that_expands_to_output_or_nothing', 'stdin', _t(r'''
.macro m :a
output list "output :a
end
.macro m2 :a
output []
end
.macro m3 :a
output [stop]
end
to f
output m 3
end
to f2
output m2 3
end
to f3
output m3 3
end
show f
f
show f2
f2
show f3
f3
to g
print 1
f
print 2
end
g
'''),
     _t(r'''
m defined
m2 defined
m3 defined
f defined
f2 defined
f3 defined
output didn't output to output  in f
[output m 3]
f didn't output to output  in f
[output m 3]
output didn't output to output  in f2
[output m2 3]
You don't say what to do with nothing
stop didn't output to output  in f3
[output m3 3]
stop didn't output to output  in f3
[output m3 3]
g defined
1
You don't say what to do with [[output 3]]  in f
[output m 3]
''')),
    ('output_in_apply_template_at_top_level', 'stdin', _t(r'''
show apply [output ?] []
show apply [op ?] []
repeat 2 [show apply [output ?] []]
show apply [output 1 + "a] [1]
to f
show apply [output ?] []
end
f
show invoke [output ?2] 1
'''),
     _t(r'''
Can only use output inside a procedure
Can only use op inside a procedure
Can only use output inside a procedure
Can only use output inside a procedure
f defined
? doesn't like 1 as input  in f
[show apply [output ?] []]
? doesn't like 2 as input  in invoke
[.maybeoutput apply :invoked.function :invoke.inputs]
''')),
    ('uncaught_throw_leaves_a_pause', 'stdin', _t(r'''
to f
pause
print "resumed
end
f
throw "tag
print 5
continue
print 6
'''),
     _t(r'''
f defined
Pausing...
fCan't find catch tag for tag
5
Can't find catch tag for pause
6
''')),
    ('output_in_catch_error_of_a_command_call', 'stdin', _t(r'''
to safe.divide :a :b
catch "error [output :a / :b]
output "undefined
end
show safe.divide 10 4
to f1
catch "error [op 1]
show error
print "after1
end
f1
show f1
to f9
catch "error [op 1]
print 9
end
f9
show f9
to h
catch "error [ignore 1 op 8]
print "after8
end
to g
h
print "g
end
g
'''),
     _t(r'''
safe.divide defined
2.5
f1 defined
[30 You don't say what to do with 1 [] []]
after1
1
f9 defined
9
1
h defined
g defined
after8
g
''')),
    ('catch_error_at_a_pause_and_foreach_rest_of_a_word', 'stdin', _t(r'''
to f
pause
print "back
end
f
catch "error [item 5 [1]] show error
to g
catch "error [item 6 [1]] show error
end
g
co
foreach 3 [?rest]
foreach "abc [show ?rest]
to h :l
foreach :l [show ?rest]
foreach "xy [[x] show ?rest]
end
h "abc
h [1 2]
'''),
     _t(r'''
f defined
Pausing...
f[4 item doesn't like 5 as input [] []]
fg defined
f[4 item doesn't like 6 as input g [catch "error [item 6 [1]] show error]]
fback
You don't say what to do with ||  in foreach1
[apply :foreach.template firsts :template.lists]
bc
c

h defined
bc
c

y

[2]
[]
y

''')),
    ('thrown_value_unused_by_a_catch_ending_its_list', 'stdin', _t(r'''
to f :b
(throw "tag :b)
end
catch "tag [f 1]
catch "tag [f 1] print 2
repeat 1 [catch "tag [f 3]]
to g
catch "tag [f 2]
print "after
end
g
to h
print 1
catch "tag [(throw "tag 3)]
end
h
to k
catch "tag [print 5 f 6]
end
k
show k
to g2
k
print "g
end
g2
to k3
if "true [catch "tag [f 8]]
end
k3
to m
catch "tag [8]
end
m
'''),
     _t(r'''
f defined
You don't say what to do with 1  in f
[(throw "tag :b)]
You don't say what to do with 1
You don't say what to do with 3  in f
[(throw "tag :b)]
g defined
You don't say what to do with 2  in g
[catch "tag [f 2]]
h defined
1
You don't say what to do with 3  in h
[catch "tag [(throw "tag 3)]]
k defined
5
You don't say what to do with 6  in f
[(throw "tag :b)]
5
You don't say what to do with 6  in f
[(throw "tag :b)]
g2 defined
5
You don't say what to do with 6  in g2
[k]
k3 defined
You don't say what to do with 8  in f
[(throw "tag :b)]
m defined
You don't say what to do with 8  in m
[catch "tag [8]]
''')),
    ('thrown_value_unused_where_the_last_call_was', 'stdin', _t(r'''
to f :b
(throw "tag :b)
end
to g
f 1
end
to g2
f 2
print "x
end
catch "tag [f 1 print 2]
catch "tag [g]
catch "tag [g2]
catch "tag [g2 3]
catch "tag [print 0 g2]
to k
catch "tag [g2]
end
k
'''),
     _t(r'''
f defined
g defined
g2 defined
You don't say what to do with 1
You don't say what to do with 1  in f
[(throw "tag :b)]
You don't say what to do with 2  in g2
[f 2]
You don't say what to do with 2
0
You don't say what to do with 2  in g2
[f 2]
k defined
You don't say what to do with 2  in g2
[f 2]
''')),
    ('output_in_catch_whose_value_is_wanted', 'stdin', _t(r'''
to f3
show catch "tag [op 3]
print "after3
end
f3
to f4
output catch "tag [op 4]
end
show f4
to f5
show catch "tag [stop]
print "after5
end
f5
to f6
show catch "error [op 6]
print "after6
end
f6
show error
'''),
     _t(r'''
f3 defined
catch didn't output to show  in f3
[show catch "tag [op 3]]
f4 defined
catch didn't output to output  in f4
[output catch "tag [op 4]]
f5 defined
stop didn't output to show  in f5
[show catch "tag [stop]]
f6 defined
catch didn't output to show  in f6
[show catch "error [op 6]]
[]
''')),
    ('apply_and_invoke_as_commands', 'stdin', _t(r'''
to f2
apply [stop] []
print "after2
end
f2
to f4
apply [output 3] []
print "after4
end
f4
to f6
invoke [stop] 1
print "after6
end
f6
to m
invoke [output ?] 1
print "m
end
m
invoke [output ?] 1
invoke [stop] 1
apply [output 3] []
apply [stop] []
to f9
apply [[x] output :x] [9]
print "after9
end
f9
to f10
apply "sum [1 2]
end
f10
apply "print [12]
(invoke "print 13 14)
'''),
     _t(r'''
f2 defined
after2
f4 defined
You don't say what to do with 3
f6 defined
Can only use stop inside a procedure
m defined
output didn't output to output  in invoke
[.maybeoutput apply :invoked.function :invoke.inputs]
output didn't output to output  in invoke
[.maybeoutput apply :invoked.function :invoke.inputs]
Can only use stop inside a procedure
Can only use output inside a procedure
Can only use stop inside a procedure
f9 defined
You don't say what to do with 9
f10 defined
You don't say what to do with 3  in f10
[apply "sum [1 2]]
12
13 14
''')),
    # A REPEAT or FOREVER list that reads input and ends with a call of a procedure: an error
    # in a later round, before a procedure is called in it, is reported at the line that
    # round's call ran last (Berkeley's record of the running line is not restored when that
    # tail call returns): crypto's PARSELOOP at the end of its input.
    ('loop_round_error_at_the_last_calls_line', 'stdin', _t(r'''
to b
print "b
end
to pk :c
if :c = "X [b stop]
print :c
end
to loop1
forever [pk uppercase readchar]
end
loop1
x
'''),
     _t(r'''
b defined
pk defined
loop1 defined
b


uppercase doesn't like [] as input  in pk
[print :c]
''')),
    ('loop_round_error_after_a_tail_recursion', 'stdin', _t(r'''
to q7b :c
if emptyp :c [stop]
q7b bf :c
end
forever [type "- q7b uppercase readchar]
ab
'''),
     _t(r'''
q7b defined
----uppercase doesn't like [] as input  in q7b
[if emptyp :c [stop]]
''')),
    # (the round's last call ends with a REPEAT whose list ends with a call; with MAKE of an
    # operation's value, a call that is no tail call; with an IF whose list was not run, and
    # with IFELSE's lists)
    ('loop_round_error_after_a_repeat_at_the_end', 'stdin', _t(r'''
to q8a :c
repeat 2 [q8e :c]
end
to q8e :c
if :c = "Q [stop]
type :c
end
forever [q8a uppercase readchar]
xQ
'''),
     _t(r'''
q8a defined
q8e defined
XX

uppercase doesn't like [] as input  in q8e
[type :c]
''')),
    ('loop_round_error_after_make_of_a_value', 'stdin', _t(r'''
to q8g :c
output q8h :c
end
to q8h :c
output word :c :c
end
to q8k :c
make "q8x q8g :c
end
forever [q8k uppercase readchar]
x
'''),
     _t(r'''
q8g defined
q8h defined
q8k defined
uppercase doesn't like [] as input  in q8k
[make "q8x q8g :c]
''')),
    ('loop_round_error_after_an_if_not_run', 'stdin', _t(r'''
to q8i :c
if :c = "X [q8j]
end
to q8j
type "j
end
forever [q8i uppercase readchar]
yx
'''),
     _t(r'''
q8i defined
q8j defined
juppercase doesn't like [] as input  in q8i
[if :c = "X [q8j]]
''')),
    ('loop_round_error_after_ifelse', 'stdin', _t(r'''
to q8m :c
ifelse :c = "X [q8j] [q8n]
end
to q8j
type "j
end
to q8n
type "n
end
forever [q8m uppercase readchar]
yx
'''),
     _t(r'''
q8m defined
q8j defined
q8n defined
njnuppercase doesn't like [] as input  in q8n
[type "n]
''')),
    # IF used as IFELSE in a template of MAP, FOREACH ...: Berkeley warns "in map1" (the
    # library's line, left out here); APPLY is a primitive: the procedure's line
    ('ifelse_warning_in_library_templates', 'stdin', _t(r'''
to f
foreach [1] [if "true [print 1] [print 2]]
show map [[x] if "true [1] [2]] [1]
apply [if "true [print 3] [print 4]] []
end
f
'''),
     _t(r'''
f defined
Assuming you mean IFELSE, not IF
1
Assuming you mean IFELSE, not IF
[1]
Assuming you mean IFELSE, not IF  in f
[apply [if "true [print 3] [print 4]] []]
3
''')),
    # MACROEXPAND asks MACROP of the name as Berkeley's library does (numbers and lists
    # refused there), then says (SE name [is not a macro.]) with bars
    ('macroexpand_of_odd_names', 'stdin', _t(r'''
show macroexpand [[a] 1]
show macroexpand ["5 1]
show macroexpand [5.5]
show macroexpand [|| 1]
macroexpand 5
show macroexpand "abc
show macroexpand [nosuch 1]
show macroexpand [for [i 1 2] [print :i]]
catch "error [macroexpand 5] show error
'''),
     _t(r'''
macrop doesn't like [a] as input
"5 is not a macro.
macrop doesn't like 5.5 as input
|| is not a macro.
macrop doesn't like 5 as input
a is not a macro.
nosuch is not a macro.
1
2
[]
[7 macrop doesn't like 5 as input macroexpand []]
''')),
    # OUTPUT of a library operation that Berkeley's library writes without a call of its own
    # at the end (QUOTED, COMBINE, POP, INVOKE ...), in a procedure called as a command: the
    # value is reported in that procedure at the OUTPUT's line, as for a user procedure
    ('output_of_a_library_operation_unused', 'stdin', _t(r'''
make "qq [1 2]
to f
output quoted [a]
end
f
catch "error [f] show error
to g
f print "g
end
g
repeat 1 [f]
show f
to h
output combine "a [b]
end
h
to k
output pop "qq
end
k
to m
output invoke "sum 1 2
end
m
to n
output first [a]
end
n
'''),
     _t(r'''
f defined
You don't say what to do with [a]  in f
[output quoted [a]]
[30 You don't say what to do with [a] f [output quoted [a]]]
g defined
You don't say what to do with [a]  in f
[output quoted [a]]
You don't say what to do with [a]  in f
[output quoted [a]]
[a]
h defined
You don't say what to do with [a b]  in h
[output combine "a [b]]
k defined
You don't say what to do with 1  in k
[output pop "qq]
m defined
You don't say what to do with 1  in m
[output invoke "sum 1 2]
n defined
You don't say what to do with a
''')),
    # the name OUTPUT, OP or STOP as a template: as OUTPUT or STOP in a template, APPLY's
    # template ends without a value (as a command, Berkeley: "output didn't output to output")
    ('output_named_as_a_template', 'stdin', _t(r'''
to f
show apply "output [5]
print "after
end
f
to g
apply "output [5]
print "after
end
g
to h
apply "stop []
print "after
end
h
to k
show map "op [a b]
end
k
to m
foreach [1 2] "stop
print "after
end
m
show apply "output [5]
'''),
     _t(r'''
f defined
apply didn't output to show  in f
[show apply "output [5]]
g defined
output didn't output to output  in g
[apply "output [5]]
h defined
after
k defined
apply didn't output to combine  in map1
[output combine (apply :map.template firsts :template.lists) (map1 bfs :template.lists :template.number+1)]
m defined
too many inputs to stop  in foreach1
[apply :foreach.template firsts :template.lists]
Can only use output inside a procedure
''')),
    ('long_procedure_names_cut', 'stdin', _t(r'''
apply "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa []
po "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
|bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb c|
cccccccccccccccccccccccccccccccccccccccc\ ccccccccccccccccccccccccccccccccccccccccccccc
dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee
run [ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff]
to f
gggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggg 3
end
f
'''),
     _t(r'''
I don't know how  to aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa...
I don't know how  to aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa...
I don't know how  to bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb...
I don't know how  to |cccccccccccccccccccccccccccccccccccccccc ccccccccccccccccccccccccccccccccccccccc|...
I don't know how  to dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd
I don't know how  to eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee...
I don't know how  to ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff...
f defined
I don't know how  to gggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggg...  in f
[gggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggg 3]
''')),
]

XFAIL: dict = {}


@pytest.mark.parametrize("mode,src,expected", case_params(CASES, XFAIL))
def test_berkeley_625_errors(logo, mode, src, expected):
    assert run_case(logo, mode, src) == expected
