"""The rounds of a REPEAT or FOREVER list that reads input and ends with a call of a
procedure: the procedures that may end a round note where they return while the loop runs
(runtime/berkeley_loops.py, NotedRounds; compiling/rounds.py), and run their usual code
again after it.  (Berkeley's places of errors in later rounds: test_oracle_625_errors.py.)"""

from __future__ import annotations

from tests.inproc import LogoSession

PROGRAM = """to r1 :c
if emptyp :c [throw "done]
r2 :c
end
to r2 :c
type :c
end
catch "done [forever [r1 readchar]]
ab
"""


def test_the_procedures_run_their_usual_code_after_the_loop() -> None:
    session = LogoSession()
    interp = session.interp
    assert session.run(PROGRAM) == "r1 defined\nr2 defined\nab\n"
    assert session.run('print "again\n') == "again\n"
    for key in ("r1", "r2"):
        body = interp.procs[key].compiled.body
        assert hasattr(body, "_pylogo_noting")  # (a noting code was made for the loop)
        assert body.__code__ is not body._pylogo_noting[0]  # (and taken away after it)
    note = interp.ns["_RP"]
    note[0] = None
    assert session.run("r1 \"x\nprint []\n") == "x\n"
    assert note[0] is None


def test_the_noting_code_is_made_with_empty_caches(tmp_path, monkeypatch) -> None:
    # (made from the procedure's code generated again, not only found in the caches)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    session = LogoSession()
    assert session.run(PROGRAM) == "r1 defined\nr2 defined\nab\n"
    for key in ("r1", "r2"):
        assert hasattr(session.interp.procs[key].compiled.body, "_pylogo_noting")


def test_an_error_in_the_first_round_is_where_the_list_runs() -> None:
    session = LogoSession()
    out = session.run("to r3 :c\ntype :c\nend\nto r4\nforever [r3 first readchar]\nend\nr4\n")
    # (as Berkeley Logo 6.2.5 prints it)
    assert out == ("r3 defined\nr4 defined\n"
                   "first doesn't like [] as input  in r4\n[forever [r3 first readchar]]\n")


def test_a_procedure_not_called_yet_that_would_warn_is_not_read_early() -> None:
    # (W2 may end a round but is never called: Berkeley reads it, and warns that IF is used
    # as IFELSE, only when it first runs; the loop is then followed another way)
    session = LogoSession()
    out = session.run('to w1 :c\nif :c = "Z [w2]\nend\nto w2\nif 1 = 2 [print 1] [print 2]\nend\n'
                      "forever [w1 uppercase readchar]\nab\n")
    # (as Berkeley Logo 6.2.5 prints it)
    assert out == ("w1 defined\nw2 defined\n"
                   "uppercase doesn't like [] as input  in w1\n[if :c = \"Z [w2]]\n")
