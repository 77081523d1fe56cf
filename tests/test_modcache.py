"""pylogo's own modules kept compiled in one file between runs (pylogo/system/modcache.py)."""

from __future__ import annotations

import os
import subprocess
import sys

from pylogo.system import modcache


def test_a_second_run_gives_the_modules_from_the_kept_file(tmp_path) -> None:
    program = tmp_path / "p.lg"
    program.write_text("to f :n\noutput :n * 2\nend\nprint f 21\n")
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path / "cache"), TERM="dumb")
    runs = [subprocess.run([sys.executable, "-m", "pylogo", str(program)], env=env, capture_output=True,
                           text=True, stdin=subprocess.DEVNULL) for _ in range(2)]
    assert [r.stdout for r in runs] == ["42\n", "42\n"]
    assert len(os.listdir(tmp_path / "cache" / "pylogo" / "modules")) == 1
    check = ("import pylogo.runtime.interpreter as m\nfrom pylogo.system import modcache\n"
             "print(m.__name__ in modcache._served, m.__file__ == m.__spec__.origin, "
             "type(m.__spec__.loader).__name__ if not isinstance(m.__spec__.loader, type) "
             "else m.__spec__.loader.__name__)\n")
    out = subprocess.run([sys.executable, "-c", check], env=env, capture_output=True, text=True).stdout
    assert out == "True True _Finder\n"
    # a module the first run imported later (generating the code of F) is kept too, apart
    # (and the module __future__, which every module of pylogo imports)
    check = ("import pylogo.compiling.generating as m\nfrom pylogo.system import modcache\n"
             "print(m.__name__ in modcache._served, modcache._entries[m.__name__][0] is not None, "
             "'__future__' in modcache._served)\n")
    out = subprocess.run([sys.executable, "-c", check], env=env, capture_output=True, text=True).stdout
    assert out == "True True True\n"


def test_a_module_changed_since_it_was_kept_is_not_given_from_the_file(tmp_path, monkeypatch) -> None:
    source = tmp_path / "kept.py"
    source.write_text("X = 1\n")
    st = os.stat(source)
    code = compile("X = 2\n", str(source), "exec")
    import marshal

    monkeypatch.setitem(modcache._entries, "pylogo_kept_test", (marshal.dumps(code), str(source),
                                                                 st.st_mtime_ns, st.st_size, False))
    spec = modcache._Finder.find_spec("pylogo_kept_test")
    assert spec is not None and spec.origin == str(source) and spec.has_location
    source.write_text("X = 33\n")  # another size: edited since
    assert modcache._Finder.find_spec("pylogo_kept_test") is None
    assert "pylogo_kept_test" not in modcache._entries
    assert modcache._Finder.find_spec("pylogo.no_such_module") is None


def test_groups_of_primitives_not_used_yet_are_imported_when_first_called(tmp_path) -> None:
    program = tmp_path / "p.lg"
    program.write_text('print sum 2 3\nprint random 1\nshow map [? * 2] [1 2]\nprint runresult [sum 1 2]\n'
                       'print and "true "false\nprint ifelse 1 > 2 ["a] ["b]\nprint primitivep "forward\n'
                       'trace "int\nprint int 3.5\nuntrace "int\ncatch "x [throw "x]\nprint "done\n')
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path / "cache"), TERM="dumb")
    # (as Berkeley Logo 6.2.5 prints it)
    expected = "5\n0\n[2 4]\n3\nfalse\nb\ntrue\n( int 3.5 )\nint outputs 3\n3\ndone\n"
    runs = [subprocess.run([sys.executable, "-m", "pylogo", str(program)], env=env, capture_output=True,
                           text=True, stdin=subprocess.DEVNULL) for _ in range(3)]
    assert [r.stdout for r in runs] == [expected] * 3
    check = ("import sys, pylogo.frontends.cli, pylogo.runtime.interpreter\n"
             "from pylogo.lang.procedures import REGISTRY\n"
             "later = sorted(m for m in ('pylogo.primitives.graphics', 'pylogo.primitives.files') "
             "if m in sys.modules)\n"
             "prim = REGISTRY['fd']\n"
             "print(later, prim is REGISTRY['forward'], prim.arity, prim.kind, prim.doc.split()[0], "
             "prim.fn.__name__, 'pylogo.primitives.graphics' in sys.modules, REGISTRY['fd'] is prim)\n")
    out = subprocess.run([sys.executable, "-c", check], env=env, capture_output=True, text=True).stdout
    assert out == "[] True (1, 1, 1) cmd FORWARD forward True True\n"


def test_what_a_run_keeps_holds_while_its_files_are_unchanged(tmp_path, monkeypatch) -> None:
    source = tmp_path / "a.py"
    source.write_text("X = 1\n")
    monkeypatch.setattr(modcache, "_new_extras", {})
    modcache.keep("pylogo_kept_test", "value", [str(source), str(tmp_path)])
    monkeypatch.setitem(modcache._extras, "pylogo_kept_test", modcache._new_extras["pylogo_kept_test"])
    assert modcache.kept("pylogo_kept_test") == "value"
    st = os.stat(source)
    source.write_text("X = 22\n")
    assert modcache.kept("pylogo_kept_test") is None
    # a module's file the finder looked at in this run is not looked at again
    monkeypatch.setitem(modcache._checked, str(source), (st.st_mtime_ns, st.st_size))
    assert modcache.kept("pylogo_kept_test") == "value"


def test_a_module_whose_kept_code_is_damaged_is_read_from_its_files(tmp_path, monkeypatch) -> None:
    source = tmp_path / "kept.py"
    source.write_text("X = 1\n")
    st = os.stat(source)
    monkeypatch.setitem(modcache._entries, "pylogo_kept_test", (b"\xe3not marshal data", str(source),
                                                                 st.st_mtime_ns, st.st_size, False))
    assert modcache._Finder.find_spec("pylogo_kept_test") is None
    assert "pylogo_kept_test" not in modcache._entries
