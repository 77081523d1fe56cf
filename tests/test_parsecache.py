"""The parse cache: loading a file again reads its parsed lines from the cache."""

import os

from pylogo.lang import parsecache
from pylogo.lang.data import NIL, Array, Pair, ProtectedWord, from_iter
from pylogo.lang.printer import show_form
from tests.conftest import run_logo

PROGRAM = 'to f :x\noutput [a |b c| {1 2}@0 [d]]\nend\nshow f 1\nprint "\\(x\n'


def test_encode_decode_keeps_every_kind_of_datum():
    data = from_iter(["a", ProtectedWord("b c", "vvv"), Array([Pair("x", NIL)], 0), NIL, from_iter(["d"])])
    back = parsecache.decode(parsecache.encode(data))
    assert show_form(back) == show_form(data)
    assert back.rest.first.__class__ is ProtectedWord and back.rest.first.marks == "vvv"
    assert back.rest.rest.first.origin == 0


def test_second_load_uses_the_cache_and_prints_the_same(tmp_path):
    env = {"XDG_CACHE_HOME": str(tmp_path / "cache")}
    source = tmp_path / "p.lg"
    source.write_text(PROGRAM)
    first = run_logo(files=(str(source),), env=env)
    assert first == "[a b c {1 2} [d]]\n(x\n"
    cached = os.listdir(tmp_path / "cache" / "pylogo" / "parsed")
    assert len(cached) == 1
    assert run_logo(files=(str(source),), env=env) == first


def test_a_damaged_cache_file_is_ignored(tmp_path):
    env = {"XDG_CACHE_HOME": str(tmp_path / "cache")}
    source = tmp_path / "p.lg"
    source.write_text(PROGRAM)
    run_logo(files=(str(source),), env=env)
    directory = tmp_path / "cache" / "pylogo" / "parsed"
    for name in os.listdir(directory):
        (directory / name).write_bytes(b"garbage")
    assert run_logo(files=(str(source),), env=env) == "[a b c {1 2} [d]]\n(x\n"


def test_a_file_with_a_reading_error_still_reports_it(tmp_path):
    env = {"XDG_CACHE_HOME": str(tmp_path / "cache")}
    source = tmp_path / "p.lg"
    source.write_text('print "before\nprint ]\nprint "after\n')
    for _ in range(2):
        assert run_logo(files=(str(source),), env=env) == "before\nunexpected ']'\n"


def test_a_cache_file_holding_another_text_is_ignored(tmp_path, monkeypatch):
    import marshal

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    path = parsecache._path(PROGRAM)
    os.makedirs(os.path.dirname(path))
    with open(path, "wb") as f:
        marshal.dump(("print 1\n", [["print", "1"]]), f)
    assert parsecache.load(PROGRAM) is None
    source = tmp_path / "p.lg"
    source.write_text(PROGRAM)
    env = {"XDG_CACHE_HOME": str(tmp_path / "cache")}
    assert run_logo(files=(str(source),), env=env) == "[a b c {1 2} [d]]\n(x\n"


def test_text_read_again_gives_new_lists():
    from pylogo.lang.reader import parse_text

    first = parse_text("a [b c] {d}")
    first.rest.first.first = "changed"
    again = parse_text("a [b c] {d}")
    assert show_form(again) == "[a [b c] {d}]" and again is not first
    assert again.rest.first is not first.rest.first
