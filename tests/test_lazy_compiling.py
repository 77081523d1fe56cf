"""A run whose procedures, lines, RUN lists and templates all come from the disk caches
does not import the modules that generate code (compiling/compiler.py loads them when
first needed: generating.py)."""

from __future__ import annotations

import os
import subprocess
import sys

PROGRAM = ("to sq :n\noutput :n * :n\nend\nto cnt :k\nrepeat :k [type repcount]\nprint []\nend\n"
           "to twice :l\nrun :l\nrun :l\nend\nto each :l\nforeach :l [print ?]\nend\n"
           "print map \"sq [1 2 3]\ntwice [cnt 3]\nprint map [? + 1] [4 5]\neach [a b]\n")
# (as Berkeley Logo 6.2.5 prints it)
EXPECTED = "1 4 9\n123\n123\n5 6\na\nb\n"
GENERATING = ("inline", "calls", "control", "entry", "units", "fastpath", "generating")


def _runs(tmp_path, paths: list, times: int) -> list:
    """The outputs of TIMES runs of the program PATHS in one cache folder, each followed by
    the generating modules the run imported."""
    check = ("import sys\nfrom pylogo.frontends.cli import main\nmain(%r)\n"
             "print(sorted(m for m in %r if 'pylogo.compiling.' + m in sys.modules))\n"
             % ([str(path) for path in paths], GENERATING))
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path / "cache"), TERM="dumb")
    return [subprocess.run([sys.executable, "-c", check], env=env, capture_output=True, text=True,
                           stdin=subprocess.DEVNULL).stdout for _ in range(times)]


def _program_runs(tmp_path, source: str, times: int) -> list:
    """The outputs of TIMES runs (_runs) of a program of one file holding SOURCE."""
    program = tmp_path / "p.lg"
    program.write_text(source)
    return _runs(tmp_path, [program], times)


def _first_generates_then_none(outs: list, expected: str) -> None:
    """The first run printed EXPECTED and imported the generating modules; later ones, none."""
    assert outs[0] == expected + "%s\n" % sorted(GENERATING)
    for out in outs[1:]:
        assert out == expected + "[]\n"


def test_a_second_run_does_not_import_the_generating_modules(tmp_path) -> None:
    outs = _program_runs(tmp_path, PROGRAM, 2)
    _first_generates_then_none(outs, EXPECTED)


# A macro whose expansion is made of its inputs (its entry X, made when first called for
# its expansion), a procedure with an array in it, a top-level line whose shape's code is
# not its own (FOREACH's lists are compiled in place): their code is kept too.
MORE = ("to arr\nmake \"a {1 2 3}\nsetitem 1 :a 9\nshow :a\nend\n"
        ".macro say :x\noutput (list \"print :x)\nend\nto go\nsay 1\nsay 2\nend\n"
        "go\narr arr\nforeach [1 2] [type ?]\nprint []\n")
# (as Berkeley Logo 6.2.5 prints it)
MORE_EXPECTED = "1\n2\n{9 2 3}\n{9 2 3}\n12\n"


def test_macros_arrays_and_lines_compiled_as_themselves_come_from_the_caches_too(tmp_path) -> None:
    outs = _program_runs(tmp_path, MORE, 2)
    _first_generates_then_none(outs, MORE_EXPECTED)


def test_another_program_reading_the_same_files_gets_their_code_from_the_caches(tmp_path) -> None:
    # A first run keeps its code with the files it read (runpack.defer: one batch for each
    # file's text); another program, with no pack of its own, reading them finds it there.
    (tmp_path / "lib.lg").write_text(PROGRAM.split("print map")[0])
    (tmp_path / "main.lg").write_text("print map" + PROGRAM.split("print map", 1)[1])
    (tmp_path / "other.lg").write_text("; nothing\n")
    outs = [_runs(tmp_path, [tmp_path / name for name in files], 1)[0]
            for files in (["lib.lg", "main.lg"], ["lib.lg", "main.lg", "other.lg"])]
    _first_generates_then_none(outs, EXPECTED)
    assert not (tmp_path / "cache" / "pylogo" / "procs").exists()


# Two procedures with the same template (two lists of the same text, so one record of kept
# code): the record the first run kept in the batch of the file is read from the pack twice.
AGAIN = ("to big.of :l\noutput filter [? > 2] :l\nend\nto big.too :l\noutput filter [? > 2] :l\nend\n"
         "show big.of [1 2 3 4]\nshow big.too [5 1]\nshow big.of [7 0 3]\n")
AGAIN_EXPECTED = "[3 4]\n[5]\n[7 3]\n"


def test_a_template_written_twice_comes_from_the_caches_each_time(tmp_path) -> None:
    outs = _program_runs(tmp_path, AGAIN, 3)
    _first_generates_then_none(outs, AGAIN_EXPECTED)


# Procedures calling each other last (the binder of a tail call's inputs is made when a
# procedure is first tail-called: KeptCode.tail_binder), with a rest input and an optional one.
TAIL = ("to ev :n :acc\nif :n = 0 [output :acc]\noutput od :n - 1 lput :n :acc\nend\n"
        "to od :n :acc [:more]\nif :n = 0 [output :acc]\noutput ev :n - 1 :acc\nend\n"
        "to opt :n [:k 2]\nif :n = 0 [output :k]\noutput ev2 :n - 1\nend\n"
        "to ev2 :n\noutput opt :n\nend\n"
        "print ev 5 []\nprint opt 3\nprint :n\n")
# (as Berkeley Logo 6.2.5 prints it)
TAIL_EXPECTED = "5 3 1\n2\nn has no value\n"


def test_tail_calls_bind_their_inputs_in_the_first_run_and_from_the_caches(tmp_path) -> None:
    outs = _program_runs(tmp_path, TAIL, 2)
    assert outs[0].startswith(TAIL_EXPECTED)
    assert outs[1] == TAIL_EXPECTED + "[]\n"


# A procedure calling one whose name was typed with bars (a word of its own class: a name
# the code kept for the caller must hold as text)
BARRED = "define \"|my proc| [[x] [print :x * 2]]\nto go\n|my proc| 5\nend\ngo\n"


def test_a_procedure_calling_one_named_with_bars_comes_from_the_caches(tmp_path) -> None:
    outs = _program_runs(tmp_path, BARRED, 2)
    _first_generates_then_none(outs, "10\n")
