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
