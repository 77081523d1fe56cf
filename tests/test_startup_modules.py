"""A program run again, its code all from the disk caches, starts without the modules it
does not need: the parser, the tokenizer and the trees they make (no line is read), the
code generator, the primitives of a person at the keyboard (PO, TRACE, HELP ...); each is
imported when first needed."""

from __future__ import annotations

import os
import subprocess
import sys

PROGRAM = 'to sq :n\noutput :n * :n\nend\nprint sq 5\nmake "x [a b]\nshow :x\nprint procedurep "sq\n'
# (as Berkeley Logo 6.2.5 prints it)
EXPECTED = "25\n[a b]\ntrue\n"
LATER = ("pylogo.lang.parser", "pylogo.lang.tokenizer", "pylogo.lang.nodes", "pylogo.compiling.treescan",
         "pylogo.compiling.context", "pylogo.compiling.codegen", "pylogo.primitives.workspace_tools",
         "pylogo.runtime.primtrace")


def _run_again(tmp_path, program: str, names: tuple = LATER) -> str:
    """PROGRAM's output run by the pylogo command (which keeps what the next run uses),
    then run again, and the modules of NAMES that run imported."""
    path = tmp_path / "p.lg"
    path.write_text(program)
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path / "cache"), TERM="dumb")
    first = subprocess.run([sys.executable, "-m", "pylogo", str(path)], env=env, capture_output=True,
                           text=True, stdin=subprocess.DEVNULL).stdout
    check = ("import sys\nfrom pylogo.frontends.cli import main\nmain([%r])\n"
             "print(sorted(m for m in %r if m in sys.modules))\n" % (str(path), names))
    again = subprocess.run([sys.executable, "-c", check], env=env, capture_output=True, text=True,
                           stdin=subprocess.DEVNULL).stdout
    assert again.startswith(first)
    return again


def test_a_second_run_imports_only_what_it_needs(tmp_path) -> None:
    assert _run_again(tmp_path, PROGRAM) == EXPECTED + "[]\n"


def test_the_tools_are_imported_when_first_used(tmp_path) -> None:
    expected = "to f\nend\n\n[[] [] []]\n"
    assert _run_again(tmp_path, 'to f\nend\npo "f\nshow traced\n') == expected + "%s\n" % sorted(LATER[6:])


def test_rounding_and_adding_do_not_import_math(tmp_path) -> None:
    # (the module math is loaded from a shared library: slow to import)
    program = "print sum 2 3\nprint round 2.5\nprint int -3.7\nprint round -2.5\n"
    names = ("math", "pylogo.primitives.arithmetic")
    # (as Berkeley Logo 6.2.5 prints it)
    assert _run_again(tmp_path, program, names) == "5\n3\n-3\n-3\n['pylogo.primitives.arithmetic']\n"
