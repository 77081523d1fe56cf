"""The table of compiled code and its procedures (runtime/locating.py, register_code):
held strongly while small (a run never imports the weakref module), weakly after."""

from __future__ import annotations

import os
import subprocess
import sys

from pylogo.runtime import locating
from tests.inproc import LogoSession

PROGRAM = ("define \"f [[n] [output :n * 2]]\ndefine \"g [[n] [output f :n + 1]]\nprint g 20\n"
           "define \"f [[n] [output :n / 0]]\nprint g 1\n")
# (as Berkeley Logo 6.2.5 prints it)
EXPECTED = "42\n/ doesn't like 0 as input  in f\n[output :n / 0]\n"


def test_a_run_defining_procedures_does_not_import_weakref(tmp_path) -> None:
    program = tmp_path / "p.lg"
    program.write_text(PROGRAM)
    check = ("import sys\nfrom pylogo.frontends.cli import main\nmain([%r])\n"
             "print(sorted(m for m in ('weakref', '_weakrefset') if m in sys.modules))\n" % str(program))
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path / "cache"), TERM="dumb")
    out = subprocess.run([sys.executable, "-c", check], env=env, capture_output=True, text=True,
                         stdin=subprocess.DEVNULL).stdout
    assert out == EXPECTED + "[]\n"


def test_past_the_limit_entries_of_code_gone_go_and_errors_are_still_located(monkeypatch) -> None:
    monkeypatch.setattr(locating, "WEAK_AFTER", 6)
    session = LogoSession()
    table = session.interp.code_info
    assert session.run(PROGRAM) == EXPECTED
    definitions = "".join("define \"p%d [[] [output %d]]\n" % (i, i) for i in range(8))
    calls = "print (sum %s)\n" % " ".join("p%d" % i for i in range(8))
    assert session.run(definitions + calls) == "28\n"
    held = len(table)
    assert all(info[3].__class__ is not (lambda: 0).__code__.__class__ for info in table.values())
    assert session.run("print g 1\n") == "/ doesn't like 0 as input  in f\n[output :n / 0]\n"
    # the entry of code nothing else holds goes with it
    code = compile("1 + 1", "<gone>", "eval")
    session.interp.register_code(code, session.interp.procs["g"], {1: 0})
    assert len(table) == held + 1
    del code
    assert len(table) == held
