# ruff: noqa: E501
"""Procedures whose texts differ only in numbers and names share the code compiled for
their shape (pylogo/compiling/numbered.py); Berkeley's results for such programs are in
test_oracle_625_seeds.py (numbered_shapes)."""

from __future__ import annotations

import os
import subprocess
import sys

from pylogo.compiling.numbered import number_shape, with_callees
from pylogo.compiling.proccache import definition_key
from pylogo.lang.procedures import UserProc
from pylogo.lang.reader import parse_text
from tests.inproc import LogoSession


def _shape(name: str, *lines: str, procs: dict | None = None) -> tuple | None:
    proc = UserProc(name, [], 0, [parse_text(line) for line in lines])
    shape = number_shape(proc, definition_key(proc, set()))
    return None if shape is None else with_callees(shape, procs or {})


def _fresh_session(tmp_path, monkeypatch) -> LogoSession:
    """A session whose caches hold nothing kept by earlier runs."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    return LogoSession()


def _compiled_procs(session: LogoSession) -> list:
    return sorted(key[0] for key in session.interp.compiler.code_cache if key[0].startswith("proc"))


def _run_fresh(tmp_path, monkeypatch, text: str) -> tuple:
    """What TEXT prints in a fresh session, and the procedures compiled (_compiled_procs)."""
    session = _fresh_session(tmp_path, monkeypatch)
    out = session.run(text)
    return out, _compiled_procs(session)


def test_numbers_and_names_are_left_out_of_a_shape():
    a = _shape("f", "output 3 + 4.5 * :x", "print [1 2]")
    b = _shape("g", "output -2 + 7 * :x", "print [1 2]")
    assert a is not None and b is not None
    assert a[0] == b[0] and a[1] == [3, 4.5, 1, 2] and b[1] == [-2, 7, 1, 2]
    # numbers inside a list too, in the order they are written
    c = _shape("g", "output 3 + 4.5 * :x", "ignore [1 [3 x 1e2]]")
    assert c[0] == _shape("g", "output 3 + 4.5 * :x", "ignore [-1 [7 x 2]]")[0]
    assert c[1] == [3, 4.5, 1, 3, 100.0]
    assert c[0] != a[0] and _shape("g", "output 3 + 4.5 * :x", "ignore [1 [3 y 2]]")[0] != c[0]
    assert _shape("g", "output 3 - 4.5 * :x", "print [1 2]")[0] != a[0]
    # and the words of a list given to PRINT, OUTPUT, FIRST ... (data: shapes.data_list), quoted words
    d = _shape("g", "output 3 + 4.5 * :x", "print [1 [3 x 1e2]]", 'output "a')
    assert d[0] == _shape("g", "output 3 + 4.5 * :x", "print [-1 [7 y 2]]", 'output "b')[0]
    assert d[1] == [3, 4.5, 1, 3, "x", 100.0, "a"]
    e = _shape("g", "foreach [a1 b] [print ?]")
    assert e[0] == _shape("g", "foreach [a2 c] [print ?]")[0] and e[1] == ["a1", "b"]


def test_a_body_that_calls_its_own_procedure_has_a_shape_of_that_name():
    own = _shape("f", "if :x > 0 [output 1 + f :x - 2]")
    assert own[0][0][2] == "f" and own[1] == [0, 1, 2]
    assert own[0] == _shape("f", "if :x > 0 [output 1 + f :x - 3]")[0]
    assert own[0] != _shape("g", "if :x > 0 [output 1 + g :x - 2]")[0]
    assert _shape("f", "output 1+f :x")[0][0][2] == "f"
    assert _shape("f", "output g :x - 1")[0][0][2] is None and _shape("fa", "output fact :x")[0][0][2] is None
    # (a word of a list used as data naming it would be a parameter: no shape; a quoted word
    # is one, and no call)
    assert _shape("f", "output [f 2]") is None and _shape("f", 'output "f')[1] == ["f"]


def test_one_compile_serves_a_shape(tmp_path, monkeypatch):
    session = _fresh_session(tmp_path, monkeypatch)
    out = session.run('to t :n\nlocalmake "s 0\n'
                      'for [i 1 :n] [define "f (list [x] (list "output ":x "* :i "+ 1)) make "s :s + f 10]\n'
                      'for [i 1 :n] [define word "g :i (list [] (list "output :i)) make "s :s + run (list word "g :i)]\n'
                      'output :s\nend\nto f :x\noutput 0\nend\nprint t 30\n')
    assert out == "t defined\nf defined\n" + "%d\n" % sum(10 * i + 1 + i for i in range(1, 31))
    compiled = _compiled_procs(session)
    # T, the first F (as itself) and F's shape, the first G and G's shape: 5, not 62
    assert compiled == ["proc f", "proc f", "proc g1", "proc g2", "proc t"]


def test_numbers_in_a_list_compiled_in_place_are_parameters_too(tmp_path, monkeypatch):
    session = _fresh_session(tmp_path, monkeypatch)
    out = session.run('for [i 1 8] [define word "k :i (list [x] (list "if ":x "< :i (list "output :i "* 10)) '
                      '(list "repeat :i - 1 (list "make ""x ":x "+ :i)) (list "output "run (list "sum ":x :i))) '
                      'foreach [0 5 9] [print (list ? run (list word "k :i ?))]]\n')
    # (as Berkeley Logo 6.2.5 prints it)
    assert out == "".join("%d %d\n" % (x, i * 10 if x < i else x + i * i) for i in range(1, 9) for x in (0, 5, 9))
    # the first K (as itself) and K's shape: 2, not 8
    assert _compiled_procs(session) == ["proc k1", "proc k2"]


def test_a_list_of_numbers_used_as_data_is_its_procedures_own(tmp_path, monkeypatch):
    session = _fresh_session(tmp_path, monkeypatch)
    out = session.run('for [i 1 4] [define word "d :i (list [] (list "if "1 "= "1 (list "output (list :i 7))))]\n'
                      'for [i 1 4] [show run (list word "d :i)]\n'
                      'for [i 1 4] [define word "s :i (list [l] (list "output "map (list "? "* :i "+ 1) ":l))]\n'
                      'for [i 1 4] [show run (list word "s :i [1 2])]\n'
                      'for [i 1 4] [define word "e :i (list [] (list "if "1 "= "1 (list :i)))]\n'
                      'for [i 1 2] [catch "error [run (list word "e :i)] print item 2 error]\n')
    # (as Berkeley Logo 6.2.5 prints it)
    assert out == ("[1 7]\n[2 7]\n[3 7]\n[4 7]\n[2 3]\n[3 5]\n[4 7]\n[5 9]\n"
                   "You don't say what to do with 1\nYou don't say what to do with 2\n")
    # D and S share the code of their shapes (each procedure's code keeps its own list,
    # which its numbers are in); E1 as itself, E2 for their shape (the number standing alone
    # in the list a parameter, which its error names)
    assert sorted(set(_compiled_procs(session))) == ["proc d1", "proc d2", "proc e1", "proc e2", "proc s1", "proc s2"]


def test_a_number_standing_alone_in_a_list_is_a_parameter_too(tmp_path, monkeypatch):
    out, compiled = _run_fresh(tmp_path, monkeypatch, 'for [i 1 6] [define word "f :i (list [x] (list "if ":x "= "0 (list :i * 7)) '
                                                      '(list "output "lput ":x "* :i [0 1])) show run (list word "f :i 10)]\n'
                                                      'for [i 1 6] [catch "error [ignore run (list word "f :i 0)] print error]\n'
                                                      'for [i 1 6] [define word "g :i (list [x] (list "output "ifelse ":x "> :i '
                                                      '(list :i * 3) (list "- :i))) show run (list word "g :i 4)]\n')
    # (as Berkeley Logo 6.2.5 prints it)
    assert out == ("".join("[0 1 %d]\n" % (10 * i) for i in range(1, 7))
                   + "".join("9 You don't say what to do with %d f%d [if :x = 0 [%d]]\n" % (7 * i, i, 7 * i)
                             for i in range(1, 7))
                   + "3\n6\n9\n-4\n-5\n-6\n")
    # F1 as itself, F2 for the shape (7 in its list a parameter) which serves the others; G too
    assert compiled == ["proc f1", "proc f2", "proc g1", "proc g2"]


def test_words_quoted_or_in_lists_given_as_data_are_parameters_too(tmp_path, monkeypatch):
    out, compiled = _run_fresh(tmp_path, monkeypatch, 'for [i 1 6] [define word "f :i (list [x] (list "if ":x "> :i (list "output (list (word "w :i) "a :i))) '
                                                      '(list "output "word (word ""v :i) ":x)) show (list run (list word "f :i 0) run (list word "f :i 9))]\n'
                                                      'define "g [[x] [output :x]]\n'
                                                      'for [i 1 4] [define "g (list [x] (list "output "sentence (list "s (word "t :i)) '
                                                      '(list "word ":x (word ""u :i)))) show g 7]\n')
    # (as Berkeley Logo 6.2.5 prints it)
    assert out == ("".join("[v%d0 [w%d a %d]]\n" % (i, i, i) for i in range(1, 7))
                   + "".join("[s t%d word :x \"u%d]\n" % (i, i) for i in range(1, 5)))
    # F1 as itself, F2 for the shape, which serves the others; G's texts likewise (two compiles,
    # one of them the first text's, whose shape is that of [[x] [output :x]] in many programs)
    assert compiled == ["proc f1", "proc f2", "proc g", "proc g"]


def test_macros_share_a_shape_of_their_own(tmp_path, monkeypatch):
    text = '(list [x] (sentence [output (list "sum :x] :i [)]))'
    out, compiled = _run_fresh(tmp_path, monkeypatch, 'for [i 1 6] [.defmacro word "m :i %s show runresult (list word "m :i 10)]\n'
                                                      'for [i 1 4] [define word "m :i %s show runresult (list word "m :i 10)]\n' % (text, text))
    # (as Berkeley Logo 6.2.5 prints it: the procedures of the same text are no macros)
    assert out == "[11]\n[12]\n[13]\n[14]\n[15]\n[16]\n" + "".join("[[sum 10 %d]]\n" % i for i in range(1, 5))
    # M1 as itself (and its expansion entry X), M2 for the macros' shape, M3 ... from it; the
    # procedures M1 and M2 for theirs
    assert compiled == ["proc m1", "proc m1", "proc m1", "proc m2", "proc m2"]


def test_a_procedure_calling_itself_defined_again_shares_its_shape(tmp_path, monkeypatch):
    out, compiled = _run_fresh(tmp_path, monkeypatch,
                               'define "f [[n] [output :n]]\n'
                               'for [i 1 6] [define "f (list [n] (list "if ":n "< 1 (list "output :i)) '
                               '(list "output "1 "+ "f ":n "- 1)) show f 3]\n')
    assert out == "4\n5\n6\n7\n8\n9\n"  # (as Berkeley Logo 6.2.5 prints it)
    # F's first text (the one before has another shape) as itself, the second for the shape
    assert compiled == ["proc f", "proc f"]


def test_a_procedure_looping_by_calling_itself_last_shares_its_shape(tmp_path, monkeypatch):
    out, compiled = _run_fresh(tmp_path, monkeypatch,
                               'define "p [[n acc] [output :n]]\n'
                               'for [i 1 5] [define "p (list [n acc] (list "if ":n "< 1 (list "output ":acc "/ (:i - 3))) '
                               '(list "output "p ":n "- 1 ":acc "+ :i)) catch "error [show p 3 0] show error]\n')
    # (as Berkeley Logo 6.2.5 prints it)
    assert out == ("-1.5\n[]\n-6\n[]\n[4 / doesn't like 0 as input p [if :n < 1 [output :acc / 0]]]\n"
                   "12\n[]\n7.5\n[]\n")
    assert compiled == ["proc p", "proc p"]


def test_a_shape_refused_leaves_the_numbers_of_its_lists_in_the_key(tmp_path, monkeypatch):
    from pylogo.compiling.entry import ProcedureCompiler
    from pylogo.compiling.numbered import NotNumbered

    # (no text refuses the shape with the numbers of its lists as parameters now, where the one
    # with the numbers of its lines alone does not: made to refuse it here)
    compile_numbered = ProcedureCompiler._compile_numbered

    def refusing(comp, proc, inner, words=False):
        if inner:
            raise NotNumbered()
        return compile_numbered(comp, proc, inner, words)

    monkeypatch.setattr(ProcedureCompiler, "_compile_numbered", refusing)
    session = _fresh_session(tmp_path, monkeypatch)
    out = session.run('for [i 1 8] [define word "f :i (list [x] (list "output "lput ":x "* :i [0 1])) '
                      'show run (list word "f :i 10)]\n')
    assert out == "".join("[0 1 %d]\n" % (10 * i) for i in range(1, 9))
    # F1 and F2 as themselves, F3 as itself (the shape refused), F4 for the shape with the
    # numbers of its lists in its key
    assert _compiled_procs(session) == ["proc f1", "proc f2", "proc f3", "proc f4"]


def test_errors_name_the_procedure_that_made_them():
    session = LogoSession()
    out = session.run('define "h1 [[x] [output :x / 1]]\ndefine "h2 [[x] [output :x / 0]]\n'
                      'define "h3 [[x] [output :x / 0]]\nprint h1 4\nprint h3 4\nprint h2 5\n')
    # (as Berkeley Logo 6.2.5 prints it)
    assert out == ("4\n/ doesn't like 0 as input  in h3\n[output :x / 0]\n"
                   "/ doesn't like 0 as input  in h2\n[output :x / 0]\n")


PROGRAM = ('to stp :x\noutput 0\nend\nto rule :k\noutput (list [x] (sentence "output "remainder (list ":x "* :k "+ :k) 97))\nend\n'
           'make "s 0\nrepeat 40 [define "stp rule repcount make "s :s + stp 5]\nprint :s\n')


def test_a_second_run_compiles_nothing(tmp_path):
    program = tmp_path / "p.lg"
    program.write_text(PROGRAM)
    check = ("import sys\nfrom pylogo.frontends.cli import main\nmain([%r])\n"
             "print([m for m in sys.modules if m == 'pylogo.compiling.generating'])\n" % str(program))
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path / "cache"), TERM="dumb")
    outs = [subprocess.run([sys.executable, "-c", check], env=env, capture_output=True, text=True,
                           stdin=subprocess.DEVNULL).stdout for _ in range(3)]
    total = "%d\n" % sum((5 * k + k) % 97 for k in range(1, 41))
    assert outs[0] == total + "['pylogo.compiling.generating']\n"
    # the code compiled for the shape was kept with the second text, and serves the others
    assert outs[1] == outs[2] == total + "[]\n"


def test_code_kept_with_the_numbers_of_a_list_as_they_are_serves_only_that_shape(tmp_path):
    # The shape with the numbers of the IF list as parameters is refused (7 stands alone):
    # G4 is compiled for the shape with [7] in its key, and its code kept on disk.  In the
    # next runs, that code (its numbers 0, 1 and :I) must not serve the first shape (0, 1,
    # 7 and :I).
    program = tmp_path / "g.lg"
    program.write_text('for [i 1 8] [define word "g :i (list [x] (list "if "0 "= "1 [7]) '
                       '(list "output "sentence [0 1] ":x "* :i)) show run (list word "g :i 10)]\n')
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path / "cache"), TERM="dumb")
    outs = [subprocess.run([sys.executable, "-m", "pylogo", str(program)], env=env, capture_output=True,
                           text=True, stdin=subprocess.DEVNULL).stdout for _ in range(3)]
    # (as Berkeley Logo 6.2.5 prints it)
    assert outs == ["".join("[0 1 %d]\n" % (10 * i) for i in range(1, 9))] * 3


def test_texts_calling_other_procedures_share_a_shape():
    procs = {}
    for name in ("n.1", "n.2", "prim"):
        procs[name] = UserProc(name, [], 0, [])
    a = _shape("f", "output sum n.1 :x 3", procs=procs)
    b = _shape("g", "output sum n.2 :x 4", procs=procs)
    assert a is not None and b is not None and a[0] == b[0]
    assert a[2] == ("n.1",) and b[2] == ("n.2",) and a[3] != b[3]  # (their keys, names written)
    # a procedure's name also written elsewhere (in a list, after MAKE) stays in the shape
    c = _shape("h", "output sum n.1 :x 3", 'ignore [n.1]', procs=procs)
    assert c is not None and c[2] is None and c[0] != a[0]
    c = _shape("h", "output sum n.1 :x 3", 'make "n.1 5', procs=procs)
    assert c is not None and c[2] is None and c[0] != a[0]
    # but a quoted word is a parameter like a number (the code does not name it)
    c = _shape("h", "output sum n.1 :x 3", 'print "n.1', procs=procs)
    assert c[2] == ("n.1",) and c[1] == [3, "n.1"] and c[0] == _shape("k", "output sum n.2 :x 4", 'print "n.2', procs=procs)[0]
    # words naming no procedure, or a primitive, are in the shape as they are
    d = _shape("h", "output sum n.3 :x 3", procs=procs)
    assert d is not None and d[2] is None and d[0] != a[0]


def test_a_compiler_writing_procedures_that_call_each_other(tmp_path, monkeypatch):
    session = _fresh_session(tmp_path, monkeypatch)
    out = session.run('define "u.0 [[x] [output :x]]\n'
                      'for [i 1 40] [define word "u. :i (list [x] (list "output "remainder '
                      '(word "u. :i - 1) ":x "+ 1 100003))]\nprint invoke "u.40 7\n')
    assert out == "47\n"
    compiled = _compiled_procs(session)
    # U.0, U.40 (its first text of the shape, as itself), U.39 for the shape: the rest share it
    assert compiled == ["proc u.0", "proc u.39", "proc u.40"]


def test_a_name_defined_again_with_new_numbers(tmp_path, monkeypatch):
    """The shape of the last text of a name is recognised in place (numbered.recent): new
    numbers, numbers written as words, floats; any other change is compiled as a new shape;
    an error shows the line of the text that made it."""
    session = _fresh_session(tmp_path, monkeypatch)
    texts = ["[[x] [output :x * 2 + 1]]", "[[x] [output :x * 3 + 2]]", "[[x] [output :x * 007 + 0.5]]",
             "[[x] [output :x * 4 + \"a]]", "[[x] [output :x - 4 + 1]]", "[[x] [output :x * 5 + 1]]",
             "[[x] [if :x > 2 [output 1] output :x * 5 + 1]]", "[[x] [if :x > 2 [output 1] output :x * 5 + 2]]",
             "[[x] [if :x > 3 [output 1] output :x * 5 + 2]]", "[[y] [output :y * 6 + 1]]"]
    out = session.run("".join('define "f %s\nshow f 2\n' % text for text in texts)
                      + 'define "f [[x] [output :x * 2 + 1]]\ntrace "f\nshow f 1\nuntrace "f\n'
                      + 'define "f [[x] [output :x / 0 + 1]]\nshow f 1\ndefine "f [[x] [output :x / 0 + 2]]\nshow f 1\n')
    assert out == ("5\n8\n14.5\n+ doesn't like a as input  in f\n"
                   "[output :x * 4 + \"a]\n"
                   "-1\n11\n11\n12\n12\n13\n"
                   "( f 1 )\nf outputs 3\n3\n"
                   "/ doesn't like 0 as input  in f\n[output :x / 0 + 1]\n"
                   "/ doesn't like 0 as input  in f\n[output :x / 0 + 2]\n")  # (as Berkeley 6.2.5)


def test_a_name_defined_again_with_new_numbers_inside_its_lists(tmp_path, monkeypatch):
    """numbered.recent finds the numbers inside the lists of the new text too (its lines
    made flat), in the order they are written."""
    from pylogo.compiling import numbered

    made = []
    original = numbered._made_again
    monkeypatch.setattr(numbered, "_made_again", lambda *args: made.append(1) or original(*args))
    session = _fresh_session(tmp_path, monkeypatch)
    out = session.run('define "g [[x] [output 0]]\n'
                      'for [k 1 6] [define "g (list [x] (list "if ":x "< :k (list "output :k "* 10 "+ :k + 1)) '
                      '(list "repeat :k (list "make ""x ":x "- :k)) (list "output ":x)) '
                      'show (list :k (g 0) (g 20))]\n')
    # (as Berkeley Logo 6.2.5 prints it)
    assert out == "".join("[%d %d %d]\n" % (k, k * 10 + k + 1, 20 - k * k) for k in range(1, 7))
    assert len(made) >= 3  # (the first texts: as themselves, then for the shape)
