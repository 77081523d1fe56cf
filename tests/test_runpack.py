"""The disk caches' files a run read, kept together for its next run (pylogo/system/runpack.py)."""

from __future__ import annotations

import marshal
import os
import shutil
import subprocess
import sys
import time

import pytest

from pylogo.compiling import codecache
from pylogo.system import runpack


@pytest.fixture()
def pack_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setattr(codecache, "_folder_made", False)
    monkeypatch.setattr(codecache, "_writes_left", 10)
    monkeypatch.setattr(runpack, "_records", {})
    monkeypatch.setattr(runpack, "_used", {})
    monkeypatch.setattr(runpack, "_raw", set())
    monkeypatch.setattr(runpack, "_state", [None, False, b"", 0, None])
    monkeypatch.setattr(runpack, "_sources", {})
    monkeypatch.setattr(runpack, "_deferred", {})
    return tmp_path


def _packs(home) -> list:
    folder = os.path.join(home, "pylogo", "runs")
    return os.listdir(folder) if os.path.isdir(folder) else []


def _code_files(home) -> list:
    folder = os.path.join(home, "pylogo", "code")
    return [os.path.join(folder, name) for name in os.listdir(folder)]


def test_a_run_reads_the_cache_files_it_used_last_time_from_its_pack(pack_home) -> None:
    source = "x = 6 * 7\n"
    runpack.start((["/a/p.lg"], []))
    codecache.save("block", source, compile(source, "<logo block>", "exec"))
    runpack.save()
    assert len(_packs(pack_home)) == 1
    for path in _code_files(pack_home):
        os.remove(path)  # (the pack alone gives it now)
    runpack.start((["/a/p.lg"], []))
    scope: dict = {}
    exec(codecache.load("block", source), scope)
    assert scope["x"] == 42
    assert codecache.load("block", "x = 1\n") is None  # (checked as the file would be)
    runpack.start((["/a/other.lg"], []))  # another program: another pack
    assert codecache.load("block", source) is None


def test_a_record_of_the_pack_is_checked_as_its_file_is(pack_home) -> None:
    source = "y = 1\n"
    runpack.start(([], ["print 1"]))
    codecache.save("block", source, compile(source, "<logo block>", "exec"))
    (path,) = _code_files(pack_home)
    other = "z = 2\n"
    runpack.wrote(path, marshal.dumps(("block", other, compile(other, "<logo block>", "exec"))))
    runpack.save()
    runpack.start(([], ["print 1"]))
    assert codecache.load("block", source) is None  # another text under its name
    scope: dict = {}
    exec(codecache.load("block", source), scope)  # a record is given once: then its file
    assert scope["y"] == 1
    assert not runpack._state[1]  # (the pack's record, read again: nothing new for the pack)


def test_the_pack_is_written_again_only_when_it_changed(pack_home) -> None:
    sources = ["n = %d\n" % n for n in range(4)]
    runpack.start((["/p.lg"], []))
    for source in sources:
        codecache.save("block", source, compile(source, "<logo block>", "exec"))
    runpack.save()
    (name,) = _packs(pack_home)
    pack = os.path.join(pack_home, "pylogo", "runs", name)
    an_hour_ago = (int(time.time()) - 3600) * 10**9
    os.utime(pack, ns=(an_hour_ago, an_hour_ago))
    runpack.start((["/p.lg"], []))
    for source in sources:
        assert codecache.load("block", source) is not None
    runpack.save()
    assert os.stat(pack).st_mtime_ns == an_hour_ago  # all it holds was used, nothing else
    os.utime(pack, ns=(0, 0))
    runpack.start((["/p.lg"], []))
    for source in sources:
        assert codecache.load("block", source) is not None
    runpack.save()  # (not written again, but used: its time of change is now, for housekeeping)
    assert time.time() - os.stat(pack).st_mtime < 60
    runpack.start((["/p.lg"], []))
    assert codecache.load("block", sources[0]) is not None
    runpack.save()  # most of it unused: kept again with what was used only
    with open(pack, "rb") as f:
        data = f.read()
    assert len(marshal.loads(data[8:8 + int.from_bytes(data[:8], "little")])[1]) == 1


def test_without_a_pack_started_nothing_is_kept(pack_home) -> None:
    source = "w = 3\n"
    codecache.save("block", source, compile(source, "<logo block>", "exec"))
    runpack.save()
    assert _packs(pack_home) == []
    assert codecache.load("block", source) is not None


def _run(tmp_path, program) -> str:
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path / "cache"), TERM="dumb")
    return subprocess.run([sys.executable, "-m", "pylogo", str(program)], env=env, capture_output=True,
                          text=True, stdin=subprocess.DEVNULL).stdout


def test_a_program_run_again_from_its_pack_prints_the_same(tmp_path) -> None:
    library = tmp_path / "lib.lg"
    library.write_text('to double :n\noutput :n * 2\nend\nto twice :l\nrun :l\nrun :l\nend\n'
                       'make "base 20\n')
    program = tmp_path / "p.lg"
    program.write_text('load "%s\nprint double :base + 1\ntwice [type "ab]\nprint []\n'
                       'print map [double ?] [1 2 3]\nbye\n' % library)
    expected = "42\nabab\n2 4 6\n"
    assert [_run(tmp_path, program) for _ in range(2)] == [expected] * 2
    cache = tmp_path / "cache" / "pylogo"
    assert os.listdir(cache / "runs")
    for folder in ("code", "procs", "parsed"):  # the pack alone gives them now
        shutil.rmtree(cache / folder, ignore_errors=True)  # (code: none, when procs hold it all)
    assert _run(tmp_path, program) == expected
    assert not (cache / "procs").exists()


def test_the_code_of_a_line_s_shape_is_kept_and_used_when_it_holds(pack_home, monkeypatch) -> None:
    from pylogo.compiling import proccache
    from tests.inproc import LogoSession

    monkeypatch.setattr(proccache, "_writes_left", 50)
    used = []
    load_block = proccache.load_block

    def counting(key_bytes, interp, lines=(), given=()):
        found = load_block(key_bytes, interp, lines, given)
        if given:
            return found  # (an entry of G's: not counted here)
        used.append(found is not None)
        return found

    monkeypatch.setattr(proccache, "load_block", counting)
    program = 'to g :x\noutput :x + 1\nend\nprint g 5\nshow list g 7 "a\n'
    assert LogoSession().run(program) == "g defined\n6\n[8 a]\n"
    assert used == [False, False]
    assert LogoSession().run(program) == "g defined\n6\n[8 a]\n"  # (another interpreter: a run again)
    assert used[2:] == [True, True]
    other = 'to g :x :y\noutput :x * :y\nend\nprint g 5\nshow list g 7 "a\nprint g 2 3\n'
    # (Berkeley 6.2.5's output)
    assert LogoSession().run(other) == ("g defined\nnot enough inputs to g\n"
                                        "* doesn't like a as input  in g\n[output :x * :y]\n6\n")
    assert used[4:6] == [False, False]


def test_the_code_of_a_template_is_kept_and_used_when_it_holds(pack_home, monkeypatch) -> None:
    from pylogo.compiling import proccache
    from tests.inproc import LogoSession

    monkeypatch.setattr(proccache, "_writes_left", 50)
    found = []
    load_block = proccache.load_block

    def noting(key_bytes, interp, lines=(), given=()):
        kept = load_block(key_bytes, interp, lines, given)
        if given:
            return kept
        found.append(None if kept is None else kept[0] is not None)
        return kept

    monkeypatch.setattr(proccache, "load_block", noting)
    # a question-mark template with a list in it; a line whose shape's code is not its own
    program = 'to g :x\noutput :x + 1\nend\nshow map [list g ? [a]] [1 2]\nif 1 = 1 [print "yes]\n'
    printed = "g defined\n[[2 [a]] [3 [a]]]\nyes\n"
    assert LogoSession().run(program) == printed
    assert found == [None, None, None, None]
    assert LogoSession().run(program) == printed
    # (the second line: known to be compiled as itself, and that code kept by its members)
    assert found[4:] == [True, True, False, True]
    other = 'to g :x :y\noutput :x * :y\nend\nshow map [list g ? [a]] [1 2]\nprint 1\n'
    # (Berkeley 6.2.5's output)
    assert LogoSession().run(other) == "g defined\n* doesn't like [a] as input  in g\n[output :x * :y]\n1\n"
    assert found[8:10] == [True, None]  # (the line reads SHOW and MAP; the template reads G)


def test_the_checksum_naming_cache_files_is_the_same_in_every_process() -> None:
    code = "from pylogo.system.runpack import checksum; print(checksum(b'to f :x' * 99))"
    outputs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                              env=dict(os.environ, PYTHONHASHSEED=seed)).stdout for seed in ("1", "2")}
    assert len(outputs) == 1 and outputs.pop().strip().isdigit()
    assert runpack.checksum(b"ab") != runpack.checksum(b"ba")


def test_the_bytes_naming_kept_code_do_not_depend_on_how_words_are_shared() -> None:
    import sys as _sys

    from pylogo.compiling.proccache import _canonical

    word = "".join(["fo", "o"])  # (a word made at run time: not interned)
    shared = ("f", (word, word, 3, 2.5, ("l", (word,))), True, None)
    other = "".join(["f", "oo"])
    apart = ("f", ("foo", _sys.intern("".join(["f", "oo"])), 3, 2.5, ("l", (other,))), True, None)
    assert _canonical(shared) == _canonical(apart)
    assert _canonical(("a", 1)) != _canonical(("a", "1")) != _canonical(("a", 1.0))
    assert _canonical(("\udcff",)) is not None  # (a byte that was not UTF-8 in a file)
    code = ("from pylogo.compiling.proccache import _canonical; import sys\n"
            "sys.stdout.write(_canonical(('x', ('to', 'f', ':x'), 1, -2.5, None)).hex())")
    outputs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                              env=dict(os.environ, PYTHONHASHSEED=seed)).stdout for seed in ("1", "2")}
    assert len(outputs) == 1 and outputs.pop()


def test_a_damaged_pack_is_ignored(pack_home) -> None:
    source = "v = 5\n"
    runpack.start((["/q.lg"], []))
    codecache.save("block", source, compile(source, "<logo block>", "exec"))
    runpack.save()
    (name,) = _packs(pack_home)
    pack = os.path.join(pack_home, "pylogo", "runs", name)
    with open(pack, "rb") as f:
        data = f.read()
    for damaged in (b"", data[:20], b"\xff" * 8 + data[8:], data[:8] + b"junk" + data[12:]):
        with open(pack, "wb") as f:
            f.write(damaged)
        runpack.start((["/q.lg"], []))
        assert codecache.load("block", source) is not None  # (from its own file)


def test_the_code_of_a_command_entry_is_kept_and_used_with_the_body_of_now(pack_home, monkeypatch) -> None:
    from pylogo.compiling import proccache
    from tests.inproc import LogoSession

    monkeypatch.setattr(proccache, "_writes_left", 50)
    kinds = []
    load_block = proccache.load_block

    def noting(key_bytes, interp, lines=(), given=()):
        kept = load_block(key_bytes, interp, lines, given)
        if given:  # (an entry's code: its procedure's body is given)
            kinds.append(kept is not None)
        return kept

    monkeypatch.setattr(proccache, "load_block", noting)
    # (F has an optional input: its entries are its own code, not sharedentry.py's)
    program = 'to f :x [:y 2]\nprint :x\nend\nto g\nf 1 f 2\nend\ng\nto h\nfoo\nend\nh\n'
    # (Berkeley 6.2.5's output)
    printed = "f defined\ng defined\n1\n2\nh defined\nI don't know how  to foo  in h\n[foo]\n"
    assert LogoSession().run(program) == printed
    first = len(kinds)
    assert first and not any(kinds)
    assert LogoSession().run(program) == printed
    assert kinds[first:] == [True] * first


def test_a_definition_s_key_is_the_same_bytes_however_its_words_are_shared() -> None:
    from types import SimpleNamespace

    from pylogo.compiling import proccache

    proc = SimpleNamespace(traced=False, stepped=False)
    key = ("f", False, False, False, (), (("local", "".join(["mat", "rix"])),), frozenset())
    first = proccache._key_bytes(key, proc)
    word = key[5][0][1]  # (one more reference to the word: marshal's bytes would change)
    assert proccache._key_bytes(key, proc) == first and word in first.decode()


def test_a_line_compiled_as_itself_reuses_its_kept_code_only_while_what_it_calls_holds(
        pack_home, monkeypatch) -> None:
    from pylogo.compiling import proccache
    from tests.inproc import LogoSession

    monkeypatch.setattr(proccache, "_writes_left", 50)
    found = []
    load_block = proccache.load_block

    def noting(key_bytes, interp, lines=(), given=()):
        kept = load_block(key_bytes, interp, lines, given)
        if b"line" in key_bytes[:16] and b"repeat" in key_bytes:  # (a line's own code)
            found.append(kept is not None)
        return kept

    monkeypatch.setattr(proccache, "load_block", noting)
    # (REPEAT's list is compiled in place: the line's shape, with 2 a parameter, is refused)
    program = "to f\noutput 3\nend\nrepeat 2 [print f]\n"
    assert [LogoSession().run(program) for _ in range(2)] == ["f defined\n3\n3\n"] * 2
    assert found == [False, True]
    # (Berkeley 6.2.5's output)
    other = "to f :x\noutput :x\nend\nrepeat 2 [print f]\nprint 7\n"
    assert LogoSession().run(other) == "f defined\nnot enough inputs to f\n7\n"
    assert found[2:] == [False]


def test_a_macro_s_expansion_entry_is_kept_and_used(pack_home, monkeypatch) -> None:
    from pylogo.compiling import proccache
    from tests.inproc import LogoSession

    monkeypatch.setattr(proccache, "_writes_left", 50)
    found = []
    load_block = proccache.load_block

    def noting(key_bytes, interp, lines=(), given=()):
        kept = load_block(key_bytes, interp, lines, given)
        if key_bytes.startswith(b"entry X "):
            found.append(None if kept is None else kept[0] is not None)
        return kept

    monkeypatch.setattr(proccache, "load_block", noting)
    # (as Berkeley 6.2.5 prints them)
    program = '.macro say :x\noutput (list "print :x)\nend\nto go\nsay 1\nsay 2\nend\ngo\n'
    assert [LogoSession().run(program) for _ in range(2)] == ["say defined\ngo defined\n1\n2\n"] * 2
    assert found == [None, True]
    plain = '.macro say :x\noutput fput "print (list :x)\nend\nto go\nsay 1\nend\ngo\ngo\n'  # (X is U)
    assert [LogoSession().run(plain) for _ in range(2)] == ["say defined\ngo defined\n1\n1\n"] * 2
    assert found[2:] == [None, False]  # (kept as refused)


def test_what_the_records_of_a_pack_share_is_made_once(pack_home, monkeypatch) -> None:
    from pylogo.compiling import proccache
    from tests.inproc import LogoSession

    monkeypatch.setattr(proccache, "_writes_left", 50)
    runpack.start((["/shared.lg"], []))
    program = "to f\nprint 1\nend\nto g\nprint 2\nend\nf g\n"
    assert LogoSession().run(program) == "f defined\ng defined\n1\n2\n"
    runpack.save()
    runpack.start((["/shared.lg"], []))
    specs = [value[2][1]["print"] for value in runpack._records.values()
             if value.__class__ is tuple and len(value) == 3 and value[2].__class__ is tuple
             and value[2][1].__class__ is dict and "print" in value[2][1]]
    assert len(specs) >= 2 and all(spec is specs[0] for spec in specs)
    assert LogoSession().run(program) == "f defined\ng defined\n1\n2\n"  # (from the pack)


def test_records_kept_with_a_source_file_are_found_by_another_program_reading_it(pack_home) -> None:
    name = os.path.join(str(pack_home), "pylogo", "parsed", "text-1.bin")
    record = os.path.join(str(pack_home), "pylogo", "procs", "unit-1.bin")
    value = (b"key", "payload")
    runpack.start((["/a/p.lg"], []))
    assert not runpack.defer(record, marshal.dumps(value), value)  # (no source file read yet)
    runpack.source_read(name)
    assert runpack.defer(record, marshal.dumps(value), value)
    assert runpack.read(record) == value  # (read again in the same run: made from its bytes)
    runpack.save()
    assert not os.path.exists(record)  # in the batch of the text, and in the pack
    assert len(_packs(pack_home)) == 2
    runpack.start((["/a/other.lg"], []))  # another program: no pack of its own
    assert runpack.by_key(b"key") is None
    runpack.source_read(name)  # reading the same text: its batch gives the record
    assert runpack.by_key(b"key") == record
    first = runpack.read(record)
    assert first == value
    again = runpack.read(record)  # (given once; read again, it has no file: made anew from the run's)
    assert again == value and again is not first
    runpack.start((["/a/third.lg"], []))
    runpack.source_read(name + "x")  # another text: another batch
    with pytest.raises(OSError):
        runpack.read(record)


def test_a_run_that_seldom_finds_a_cache_file_stops_looking(pack_home, monkeypatch):
    monkeypatch.setattr(runpack, "_opened", [0, 0, None])
    folder = pack_home / "pylogo" / "code"
    folder.mkdir(parents=True)
    kept = folder / "kept.bin"
    kept.write_bytes(marshal.dumps(("kept", 1)))
    assert runpack.read(str(kept)) == ("kept", 1)
    for n in range(runpack.GIVE_UP_AFTER * 2):  # (the first misses only count)
        with pytest.raises(FileNotFoundError):
            runpack.read(str(folder / ("missing%d.bin" % n)))
    with pytest.raises(FileNotFoundError):  # given up: not even opened
        runpack.read(str(kept))
    monkeypatch.setenv("XDG_CACHE_HOME", str(pack_home / "other"))  # another cache: looked for again
    assert runpack.read(str(kept)) == ("kept", 1)


def test_a_pack_holds_no_more_than_max_bytes(tmp_path, monkeypatch) -> None:
    # (a program RUNning new lists all the time makes big records: a pack or batch keeps the
    # first of them that fit in half of MAX_BYTES, not all)
    monkeypatch.setattr(runpack, "MAX_BYTES", 10_000)
    records = {"r%d" % i: "x" * 1000 + str(i) for i in range(30)}
    path = str(tmp_path / "pack.bin")
    runpack._dump(path, b"key", records)
    kept, _ = runpack._load(path, b"key")
    assert list(kept) == ["r%d" % i for i in range(4)]
    assert kept["r3"] == records["r3"]
    assert os.path.getsize(path) < 10_000
    small = {"a": "x" * 100, "b": "y"}
    runpack._dump(path, b"key", small)
    assert runpack._load(path, b"key")[0] == small
