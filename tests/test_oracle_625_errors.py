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
[4 ? doesn't like 2 as input map1 []]
[4 ? doesn't like 1 as input [] []]
[4 ? doesn't like 2 as input foreach1 []]
[4 ? doesn't like 2 as input filter []]
[4 ? doesn't like 2 as input find []]
[4 ? doesn't like 3 as input reduce []]
[4 ? doesn't like 2 as input map.se1 []]
[4 ? doesn't like 3 as input cm1 []]
[4 ? doesn't like 2 as input cascade.eval []]
[4 ? doesn't like 2 as input cascade1 []]
[4 ? doesn't like 4 as input cascade1 []]
[4 ? doesn't like 3 as input transfer.end.test []]
[4 ? doesn't like 3 as input cascade.eval []]
[4 ? doesn't like 2 as input invoke []]
[4 ? doesn't like 2 as input [] []]
[4 ? doesn't like 2 as input backq.unquote []]
[11 template.lists has no value ?rest []]
[5 apply didn't output to combine map1 []]
[24 I don't know how  to nosuch map1 []]
[6 not enough inputs to [x y] :x map1 []]
[9 You don't say what to do with 3 foreach1 []]
1
[5 apply didn't output to if filter []]
[7 if doesn't like 3 as input find []]
[7 bf doesn't like [] as input reduce []]
1
[5 apply didn't output to fput cascade.eval []]

[5 run didn't output to output transfer.end.test []]
1
[5 apply didn't output to .maybeoutput invoke []]
[11 nope has no value backq.unquote []]
[7 word doesn't like [c c] as input combine []]
f defined
+ doesn't like a as input
[7 + doesn't like a as input map1 []]
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
[7 > doesn't like a as input forstep []]
[7 < doesn't like a as input [] []]
[13 I don't know how  to a forstep []]
[13 I don't know how  to a [] []]
[11 nope has no value forloop []]
[9 You don't say what to do with 3 forloop []]
[11 nope has no value foreach1 []]
[7 ? doesn't like a as input [] []]
[4 ? doesn't like 0 as input [] []]
[7 ? doesn't like a as input map1 []]
[4 ? doesn't like 2 as input foreach1 []]
[4 item doesn't like 2 as input ?rest []]
[7 item doesn't like a as input ?rest []]
h defined
> doesn't like a as input
[7 > doesn't like a as input forstep []]
g defined
nope has no value
[11 nope has no value forloop []]
k defined
template.lists has no value
[11 template.lists has no value ?rest []]
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
[35 cascade doesn't like -3 as input cascade.2 []]
1
[]
3
[5 apply didn't output to fput cascade.eval []]
''')),
]

XFAIL: dict = {}


@pytest.mark.parametrize("mode,src,expected", case_params(CASES, XFAIL))
def test_berkeley_625_errors(logo, mode, src, expected):
    assert run_case(logo, mode, src) == expected
