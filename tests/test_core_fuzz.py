"""Fuzz test: random Logo-ish input never produces a Python traceback (issue 2, "How it is judged").

Random sequences of tokens (brackets, parentheses, braces, infix operators, quotes, colons,
bars, backslashes, tildes, semicolons, numbers and the names of safe primitives) are fed to
an in-process interpreter as standard input. Whatever Logo error they cause, the output must
not contain a Python traceback or an internal error, and the same session must still run
`print "alive` afterwards.
"""

from __future__ import annotations

import signal

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.inproc import LogoSession

# Primitives that cannot loop forever, wait, touch files, start a shell, leave Logo or make
# circular structures; everything else a Logo program commonly says is fair game.
NAMES = """
print show type pr word list sentence se fput lput first last butfirst bf butlast bl item
count emptyp wordp listp numberp arrayp equalp memberp member reverse remove remdup sum
difference product quotient remainder modulo minus int round sqrt power exp ln log10 sin cos
arctan random bitand bitor bitxor bitnot ashift lshift and or not if ifelse test iftrue
iffalse run runresult repeat repcount catch throw error output op stop make thing local
localmake name namep define text fulltext copydef erase ern procedures names contents apply
invoke map map.se filter find reduce crossmap cascade transfer case cond array listtoarray
arraytolist item setitem mditem firsts butfirsts ascii char uppercase lowercase gprop pprop
remprop plist parse runparse form quoted gensym combine to end macroexpand .macro arity
readlist readword readchar readrawline eofp keyp ignore iseq rseq push pop queue dequeue
substringp beforep lessp greaterp po pot
""".split()

TOKENS = [
    "[", "]", "(", ")", "{", "}", "}@0", "+", "-", "*", "/", "=", "<", ">", "<=", ">=", "<>",
    '"', '"a', '"|a b|', ":", ":x", ":y", "|", "|(|", "\\", "\\[", "~", ";", "?", "?1", "?rest",
    "#", "`", ",", ",@", "a", "x", "foo", "true", "false", "0", "1", "2", "3", "-1", "2.5",
    ".5", "1e3", "1e", "-0", "007", "10", "1e308", "-3.5", "é", "日本", '""', "||", "[]", "{}",
]

token = st.one_of(st.sampled_from(TOKENS), st.sampled_from(NAMES))
separator = st.sampled_from([" ", " ", " ", "", "\n", "  "])
program = st.lists(st.tuples(token, separator), min_size=1, max_size=40).map(
    lambda pairs: "".join(tok + sep for tok, sep in pairs))

BAD_MARKERS = ("Traceback", "Fatal Internal Error", "Error:", "Exception")


class _Timeout(BaseException):
    pass


def _on_alarm(signum, frame):
    raise _Timeout()


def _check(text: str, seconds: int = 20) -> None:
    session = LogoSession()
    old = signal.signal(signal.SIGALRM, _on_alarm)
    signal.alarm(seconds)
    try:
        out = session.run(text + "\n")
        alive = session.run('print "alive\n')
    except _Timeout:
        pytest.fail("interpreter did not finish within %d s on input: %r" % (seconds, text))
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    for marker in BAD_MARKERS:
        assert marker not in out, "input %r printed %r" % (text, out)
    assert alive.endswith("alive\n"), "session did not survive input %r: %r" % (text, alive)


@settings(max_examples=200, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(program)
def test_random_input_never_crashes(text):
    _check(text)


@pytest.mark.parametrize("text", [
    "[", "]", "(", ")", "{", "}", "[[[", ")))", "(((", "\"", ":", "|", "||", "\\", "~", ";", "?",
    "print", "print [", "print (", "print )", "print ]", "print }", "show {", "to", "to end", "end",
    "to 3", "to [a]", "to f :x [", ".macro", "define", "define \"f [[x] [print", "output", "stop",
    "make", "make \"x", "thing", "run", "run [", "run \"(", "apply \"print [[", "item 1e308 [a]",
    "print 1e308 * 1e308", "print -0.0", "print 1/0",
    "print sqrt -1", "print ln 0", "show array 0", "show array -5", "show item 0 {}",
    "show char 1114112", "show ascii \"", "print form 1 300 300",
    "print form 1e308 0 20", "print bitnot 1e308", "print random 0",
    "print (random 5 1)", "print iseq 1 0", "print rseq 1 2 0", "print rseq 1 2 1",
    "print cascade -1 [?] 1", "print reduce \"sum []", "print map \"nosuch [1]",
    "print (throw \"error)", "throw \"toplevel", "catch \"error [throw \"error]",
    "catch \"x [throw \"y]", "print se {a} [b]", "print count {}", "print first {}",
    "print gprop [a] \"b", "pprop \"a [b] 1", "print parse [a]", "print runparse {a}",
    "print word \"a {b}", "print list ? #", "print ?2", "print (? 1)", "print ?rest",
    "print `[,]", "print `[,@]", "print `[,@x]", "print macroexpand [print 1]",
    "print arity \"nosuch", "print text \"to", "copydef \"a \"a", "erase \"erase",
    "print readchars -1", "print readchars 1e308", "print .eq", "print \"\\",
])
def test_known_awkward_inputs(text):
    _check(text)



@pytest.mark.parametrize("text", [
    pytest.param("repeat 1e308 []", id="repeat-huge-count"),
    pytest.param("print ashift 1 100000", id="huge-shift"),
    pytest.param("print power 10 400", id="power-overflow"),
    pytest.param("show char 55296", id="char-surrogate"),
])
def test_fuzz_found_cases(text):
    # inputs the fuzzer found; they must end (with a Logo error or a value) like any other
    _check(text, seconds=10)
