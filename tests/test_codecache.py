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
    assert os.listdir(tmp_path / "cache" / "pylogo" / "code")
