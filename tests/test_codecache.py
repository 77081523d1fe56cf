"""Compiled code kept between runs (pylogo/compiling/codecache.py)."""

from __future__ import annotations

import marshal
import os
import subprocess
import sys

import pytest

from pylogo.compiling import codecache


@pytest.fixture()
def cache_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setattr(codecache, "_folder_made", False)
    monkeypatch.setattr(codecache, "_writes_left", 2)
    return tmp_path


def test_saved_code_is_loaded_for_the_same_source_only(cache_home) -> None:
    source = "x = 6 * 7\n"
    codecache.save("block", source, compile(source, "<logo block>", "exec"))
    scope: dict = {}
    exec(codecache.load("block", source), scope)
    assert scope["x"] == 42
    assert codecache.load("block", "x = 1\n") is None
    assert codecache.load("lambda", source) is None  # named apart


def test_a_file_for_another_text_with_the_same_name_is_not_used(cache_home) -> None:
    source = "y = 1\n"
    codecache.save("block", source, compile(source, "<logo block>", "exec"))
    (path,) = [os.path.join(d, f) for d, _, fs in os.walk(cache_home) for f in fs]
    other = "z = 2\n"
    with open(path, "wb") as f:
        marshal.dump(("block", other, compile(other, "<logo block>", "exec")), f)
    assert codecache.load("block", source) is None
    with open(path, "wb") as f:
        f.write(b"not marshal data")
    assert codecache.load("block", source) is None


def test_writes_are_limited_per_run(cache_home) -> None:
    for n in range(4):
        source = "n = %d\n" % n
        codecache.save("block", source, compile(source, "<logo block>", "exec"))
    assert len([f for _, _, fs in os.walk(cache_home) for f in fs]) == 2


def test_a_second_run_uses_the_kept_code_and_prints_the_same(tmp_path) -> None:
    program = tmp_path / "p.lg"
    program.write_text('to f :n\noutput :n * 2\nend\nprint f 21\nprint runresult [f 4]\nbye\n')
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path / "cache"), TERM="dumb")
    runs = [subprocess.run([sys.executable, "-m", "pylogo", str(program)], env=env, capture_output=True,
                           text=True, stdin=subprocess.DEVNULL) for _ in range(2)]
    assert [r.stdout for r in runs] == ["42\n8\n", "42\n8\n"]
    # (each unit's code is in the record proccache.py keeps for it: not kept twice by codecache.py;
    # the records are in the batch of the file read, not in files of their own: runpack.defer)
    assert any("-src-" in name for name in os.listdir(tmp_path / "cache" / "pylogo" / "runs"))
    assert not os.path.exists(tmp_path / "cache" / "pylogo" / "procs")
    assert not os.path.exists(tmp_path / "cache" / "pylogo" / "code")


def test_code_not_kept_with_a_procedure_is_kept_by_its_source(tmp_path) -> None:
    # a traced procedure is not kept by proccache.py: its code is kept by codecache.py, in
    # the batch of the file read (runpack.defer), as proccache.py's records are
    program = tmp_path / "p.lg"
    program.write_text('to f :n\noutput :n * 2\nend\ntrace "f\nprint f 21\nbye\n')
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path / "cache"), TERM="dumb")
    runs = [subprocess.run([sys.executable, "-m", "pylogo", str(program)], env=env, capture_output=True,
                           text=True, stdin=subprocess.DEVNULL) for _ in range(2)]
    assert runs[0].stdout == runs[1].stdout and "42" in runs[0].stdout
    assert any("-src-" in name for name in os.listdir(tmp_path / "cache" / "pylogo" / "runs"))
    assert not os.path.exists(tmp_path / "cache" / "pylogo" / "code")


def _run_twice(tmp_path, *programs: str) -> list:
    """Each program run as a file, in order, all with one cache folder: their outputs."""
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path / "cache"), TERM="dumb")
    outputs = []
    for i, text in enumerate(programs):
        program = tmp_path / ("p%d.lg" % i)
        program.write_text(text)
        outputs.append(subprocess.run([sys.executable, "-m", "pylogo", str(program)], env=env,
                                      capture_output=True, text=True, stdin=subprocess.DEVNULL).stdout)
    return outputs


def test_procedures_compiled_by_an_earlier_run_are_kept_and_do_the_same(tmp_path) -> None:
    program = ('to f :n\noutput :n * 2\nend\nto h\noutput [a b]\nend\n'
               'to g :l\nif emptyp :l [output []]\noutput fput f first :l g bf :l\nend\n'
               'print f 21\nshow g [1 2 3]\nshow .eq h first bf first bf text "h\nbye\n')
    outputs = _run_twice(tmp_path, program, program)
    assert outputs == ["42\n[2 4 6]\ntrue\n"] * 2
    assert any("-src-" in name for name in os.listdir(tmp_path / "cache" / "pylogo" / "runs"))


def test_kept_code_is_not_used_when_the_procedures_it_calls_changed(tmp_path) -> None:
    # The same text of F, read the second time with G taking two inputs: F is read anew.
    first = 'to g :x\noutput :x + 1\nend\nto f\noutput g 5\nend\nprint f\nbye\n'
    second = 'to g :x :y\noutput :x * :y\nend\nto f\noutput g 5\nend\nprint f\nbye\n'
    outputs = _run_twice(tmp_path, first, second, first)
    assert outputs == ["6\n", "not enough inputs to g  in f\n[output g 5]\n", "6\n"]


def test_kept_code_is_used_only_when_the_names_it_calls_come_out_the_same(logo) -> None:
    interp = logo.interp
    prim = interp.procs["print"]
    effects = [(interp.prim_ns_name, "print", prim), (interp.user_ns_name, "f", "U")]
    assert interp.reading_plan(effects, {"print": prim}, ["P_print", "U_f"]) is not None
    assert interp.reading_plan(effects, {"print": prim}, ["P_print", "U_g"]) is None


def test_kept_code_tag_follows_contents_not_times(tmp_path):
    """The same pylogo installed again or cloned elsewhere (new times of change) finds the
    procedures' code kept by the other; a change to a module makes a new tag."""
    import os
    import shutil
    from pathlib import Path

    from pylogo.compiling import proccache

    package = Path(proccache.__file__).resolve().parent.parent
    copies = []
    for name in ("one", "two"):
        copy = tmp_path / name
        for part in ("lang", "compiling", "runtime", "primitives"):
            shutil.copytree(package / part, copy / part, ignore=shutil.ignore_patterns("__pycache__"))
        copies.append(copy)
    os.utime(copies[1] / "lang" / "data.py", (1, 1))
    assert proccache.package_tag(str(copies[0]))[0] == proccache.package_tag(str(copies[1]))[0]
    with open(copies[1] / "lang" / "data.py", "a", encoding="utf-8") as f:
        f.write("\n")
    assert proccache.package_tag(str(copies[0]))[0] != proccache.package_tag(str(copies[1]))[0]


def test_kept_code_calls_an_alias_of_a_traced_primitive_untraced(tmp_path) -> None:
    # TRACE "PRINT leaves PR untraced: the kept code of the line PR 4 is made again with the
    # primitive PR names now, not with the one PRINT names (output recorded from Berkeley)
    program = 'trace "print\npr 4\nprint 5\nbye\n'
    assert _run_twice(tmp_path, program, program) == ["4\n( print 5 )\n5\nprint stops\n"] * 2
