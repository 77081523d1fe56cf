"""Where the disk caches live, and their housekeeping (pylogo/system/cachedirs.py)."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

from pylogo.system import cachedirs

DAY = 86400


@pytest.fixture()
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setattr(cachedirs, "_wrote", [False])
    return tmp_path


def _file(path, age: float = 0.0, size: int = 10) -> str:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(b"x" * size)
    when = time.time() - age
    os.utime(path, (when, when))
    return str(path)


CURRENT = {"procs": ("pylogo-proc-2-new-",), "": ("grammar-2-816.lark.cache",)}


def test_the_cache_root_and_folders_follow_xdg_cache_home(home, monkeypatch) -> None:
    assert cachedirs.root() == os.path.join(str(home), "pylogo")
    assert cachedirs.folder("code") == os.path.join(str(home), "pylogo", "code")
    assert cachedirs.folder("code") is cachedirs.folder("code")
    monkeypatch.delenv("XDG_CACHE_HOME")
    assert cachedirs.root() == os.path.join(os.path.expanduser("~"), ".cache", "pylogo")


def test_other_tags_files_go_when_unused_for_days_this_pylogos_stay(home) -> None:
    procs = home / "pylogo" / "procs"
    mine_old = _file(procs / "pylogo-proc-2-new-1a-5.bin", age=30 * DAY)
    mine_new = _file(procs / "pylogo-proc-2-new-1b-5.bin")
    other_old = _file(procs / "pylogo-proc-2-old-1a-5.bin", age=10 * DAY)
    other_recent = _file(procs / "pylogo-proc-2-old-1b-5.bin", age=1 * DAY)  # (another copy's)
    tmp_old = _file(procs / "pylogo-proc-2-new-1c-5.bin.123.tmp", age=2 * 3600)
    tmp_new = _file(procs / "pylogo-proc-2-new-1d-5.bin.456.tmp")
    grammar_mine = _file(home / "pylogo" / "grammar-2-816.lark.cache", age=30 * DAY)
    grammar_old = _file(home / "pylogo" / "grammar-1-816.lark.cache", age=30 * DAY)
    not_a_cache = _file(home / "pylogo" / "notes.txt", age=30 * DAY)
    assert cachedirs.housekeep(CURRENT) == 3
    for path in (mine_old, mine_new, other_recent, tmp_new, grammar_mine, not_a_cache):
        assert os.path.exists(path)
    for path in (other_old, tmp_old, grammar_old):
        assert not os.path.exists(path)


def test_a_folder_over_its_limits_loses_the_files_written_longest_ago(home, monkeypatch) -> None:
    monkeypatch.setitem(cachedirs.LIMITS, "code", (5, 10**9))
    monkeypatch.setitem(cachedirs.LIMITS, "parsed", (100, 250))
    code = [_file(home / "pylogo" / "code" / ("pylogo-code-2-x-%d.bin" % n), age=(10 - n) * 60)
            for n in range(8)]
    parsed = [_file(home / "pylogo" / "parsed" / ("pylogo-parse-6-%d.bin" % n), age=(10 - n) * 60, size=100)
              for n in range(4)]
    assert cachedirs.housekeep(CURRENT) == 3 + 2
    assert [os.path.exists(p) for p in code] == [False] * 3 + [True] * 5
    assert [os.path.exists(p) for p in parsed] == [False, False, True, True]


def test_a_big_folder_is_tidied_over_several_runs(home, monkeypatch) -> None:
    monkeypatch.setattr(cachedirs, "MAX_REMOVALS", 3)
    for n in range(5):
        _file(home / "pylogo" / "runs" / ("pylogo-run-1-%d.bin" % n), age=30 * DAY)
    now = time.time()
    assert cachedirs.housekeep({"runs": ("pylogo-run-3-",)}, now=now) == 3
    assert len(os.listdir(home / "pylogo" / "runs")) == 2
    stamp = os.stat(home / "pylogo" / cachedirs.STAMP).st_mtime
    assert abs(stamp - (now - cachedirs.INTERVAL + cachedirs.RETRY)) < 1  # (due again in an hour)
    assert not cachedirs.due(now)
    assert cachedirs.due(now + cachedirs.RETRY + 1)


def test_nothing_is_raised_on_missing_unreadable_or_vanishing_files(home, monkeypatch) -> None:
    assert cachedirs.housekeep(CURRENT) == 0  # (no cache root: nothing done)
    assert cachedirs.maybe_housekeep(lambda: CURRENT) is False
    _file(home / "pylogo" / "procs", age=30 * DAY)  # a file where a folder should be
    os.symlink("loop", str(home / "pylogo" / "loop"))
    os.symlink(str(home / "pylogo" / "loop"), str(home / "pylogo" / "code"))
    _file(home / "pylogo" / "runs" / "pylogo-run-1-1.bin", age=30 * DAY)
    assert cachedirs.housekeep({"runs": ("pylogo-run-3-",)}) == 1
    old = _file(home / "pylogo" / "runs" / "pylogo-run-1-2.bin", age=30 * DAY)
    real_scandir = os.scandir

    def refused(path):
        raise PermissionError(13, "Permission denied", path)

    monkeypatch.setattr(os, "unlink", refused)  # (another user's files, or already removed)
    assert cachedirs.housekeep({"runs": ("pylogo-run-3-",)}) == 0
    assert os.path.exists(old)
    monkeypatch.setattr(os, "scandir", refused)
    assert cachedirs.housekeep({"runs": ("pylogo-run-3-",)}) == 0
    monkeypatch.setattr(os, "scandir", real_scandir)

    def broken():
        raise RuntimeError("tags")

    cachedirs.note_write()
    os.remove(home / "pylogo" / cachedirs.STAMP)
    assert cachedirs.maybe_housekeep(broken) is False  # (never fails the run)


def test_housekeeping_runs_only_after_writing_and_once_a_day(home, monkeypatch) -> None:
    old = _file(home / "pylogo" / "runs" / "pylogo-run-1-1.bin", age=30 * DAY)
    tags = {"runs": ("pylogo-run-3-",)}
    assert cachedirs.maybe_housekeep(lambda: tags) is False  # nothing written in this run
    assert os.path.exists(old)
    cachedirs.note_write()
    assert cachedirs.maybe_housekeep(lambda: tags) is True
    assert not os.path.exists(old)
    old = _file(home / "pylogo" / "runs" / "pylogo-run-1-2.bin", age=30 * DAY)
    assert cachedirs.maybe_housekeep(lambda: tags) is False  # done today
    assert os.path.exists(old)
    stamp = str(home / "pylogo" / cachedirs.STAMP)
    os.utime(stamp, (time.time() - DAY - 1, time.time() - DAY - 1))
    assert cachedirs.maybe_housekeep(lambda: tags) is True
    assert not os.path.exists(old)


def test_the_pylogo_command_tidies_the_caches_once_a_day(tmp_path) -> None:
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path))
    root = tmp_path / "pylogo"
    script = tmp_path / "a.lg"
    script.write_text("to triple :x\noutput :x * 3\nend\nprint triple 14\n")

    def run(path) -> str:
        return subprocess.run([sys.executable, "-m", "pylogo", str(path)], env=env, stdin=subprocess.DEVNULL,
                              capture_output=True, text=True, timeout=60).stdout

    assert run(script) == "42\n"
    assert os.path.exists(root / cachedirs.STAMP)  # (a first run: the folder was empty)
    assert run(script) == "42\n"  # (its pack completed)
    old = _file(root / "procs" / "pylogo-proc-1-x-1-5.bin", age=30 * DAY)
    other = tmp_path / "b.lg"
    other.write_text("to twice :x\noutput :x * 2\nend\nprint twice 21\n")
    assert run(other) == "42\n"  # (it writes cache files, but the caches were tidied today)
    assert os.path.exists(old)
    day_ago = time.time() - DAY - 10
    os.utime(root / cachedirs.STAMP, (day_ago, day_ago))
    assert run(script) == "42\n"  # (it writes no cache file: nothing done)
    assert os.path.exists(old)
    other.write_text("to twice :x\noutput :x + :x\nend\nprint twice 21\n")
    assert run(other) == "42\n"
    assert not os.path.exists(old)
    assert os.path.exists(root / "procs")


def test_the_module_cache_and_the_run_packs_live_where_housekeeping_looks(home) -> None:
    from pylogo.system import modcache, runpack

    # modcache works its path out itself (it is imported before cachedirs could be)
    assert os.path.dirname(modcache._path()) == cachedirs.folder("modules")
    assert os.path.basename(modcache._path()).startswith(modcache.TAG + "-")
    assert runpack._folder() == cachedirs.folder("runs")
