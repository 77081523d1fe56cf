"""Where pylogo's disk caches live, and keeping them bounded.

Every cache is a folder of the cache root, ``$XDG_CACHE_HOME/pylogo`` (by default
``~/.cache/pylogo``): ``modules`` (system/modcache.py), ``runs`` (system/runpack.py),
``procs`` (compiling/proccache.py), ``code`` (compiling/codecache.py), ``parsed``
(lang/parsecache.py), and the root itself holds lark's tables of the grammar
(``grammar-*.lark.cache``, lang/reader.py).  ``folder`` gives each cache its folder.

Nothing there is ever needed: a missing file is made again.  The caches write new files
as programs and pylogo change, so they are tidied (``housekeep``) at the end of a
pylogo command (frontends/cli.py ``finish``), only when that run wrote a cache file
(``note_write``) and at most once a day for a cache root (the time of change of the file
``housekeeping.stamp`` in it says when it was last done).  In each folder:

- a file left by a writer that stopped before renaming it (``*.tmp``) is removed when an
  hour old;
- a file whose tag (the start of its name: the version of the cache's format and of
  Python, and for kept procedures, of pylogo's files) is not this pylogo's is removed
  when not written for ``OTHER_TAG_DAYS`` days: several installed copies of pylogo, each
  with its own tag, may share the folder;
- then, while the folder holds more than its limit (``LIMITS``: files and bytes), the
  files written longest ago are removed.

A cache hit touches no file, with two exceptions: the run's pack (runpack.py) and the
modules' file (modcache.py), when read and last written more than a day ago, get the
current time as their time of change (``freshen``), so that a program run every day, or
a copy of pylogo used every day, keeps them.  The other files a run reads come from its
pack; they are needed again only to make a new pack (a program changed), and a file
removed is then made again.  At most ``MAX_REMOVALS`` files are removed in one run (a
folder grown big before: the rest is done by the next runs that write, an hour later).
Any error (a folder missing or unreadable, another pylogo removing the same files) is
ignored: housekeeping never fails a run and never prints.
"""

import os

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

DAY = 86400.0
INTERVAL = DAY  # between two housekeepings of a cache root
RETRY = 3600.0  # after one that stopped at MAX_REMOVALS
OTHER_TAG_DAYS = 7
TMP_AGE = 3600.0
MAX_REMOVALS = 20000
STAMP = "housekeeping.stamp"
# folder ("" the root itself) -> (most files, most bytes): about 500 MB in all
LIMITS = {
    "procs": (20000, 50 << 20),  # (the kept code of a run that read no source file)
    "code": (10000, 100 << 20),
    "parsed": (5000, 50 << 20),
    "runs": (2000, 200 << 20),  # packs, and the batches of kept code of source files
    "modules": (50, 100 << 20),
    "": (20, 10 << 20),
}

_root: list = [None, None, {}]  # [XDG_CACHE_HOME it was worked out from, the root, {name: folder}]
_wrote: list = [False]


def root() -> str:
    """The cache root, worked out again only when XDG_CACHE_HOME changes (expanduser is
    not quick)."""
    xdg = os.environ.get("XDG_CACHE_HOME")
    if _root[1] is None or _root[0] != xdg:
        base = xdg or os.path.join(os.path.expanduser("~"), ".cache")
        _root[:] = [xdg, os.path.join(base, "pylogo"), {}]
    return _root[1]


def folder(name: str) -> str:
    """The folder of the cache NAME (the same string while XDG_CACHE_HOME is the same)."""
    path = root()
    found = _root[2].get(name)
    if found is None:
        found = _root[2][name] = os.path.join(path, name)
    return found


def note_write() -> None:
    """A cache file was written in this run: the caches may be tidied at its end."""
    _wrote[0] = True


def wrote() -> bool:
    return _wrote[0]


def freshen(path: str, mtime: float) -> None:
    """The cache file PATH, last changed at MTIME, was used by this run: when that was more
    than a day ago, give it the current time (so housekeeping keeps it)."""
    import time

    try:
        if time.time() - mtime > DAY:
            os.utime(path)
    except (OSError, ValueError, TypeError):
        pass


def due(now: "Any" = None) -> bool:
    """Is housekeeping of the cache root due (the stamp missing or older than INTERVAL)?"""
    try:
        import time

        if now is None:
            now = time.time()
        return now - os.stat(os.path.join(root(), STAMP)).st_mtime >= INTERVAL
    except FileNotFoundError:
        return os.path.isdir(root())
    except (OSError, ValueError):
        return False


def maybe_housekeep(current_tags: "Any") -> bool:
    """At the end of a run: tidy the caches when the run wrote a cache file and the root
    was not tidied for a day.  CURRENT_TAGS() gives housekeep's CURRENT (called only then).
    True when it ran."""
    if not _wrote[0]:
        return False
    try:
        if not due():
            return False
        housekeep(current_tags())
        return True
    except Exception:  # (never fail a run for the caches' sake)
        return False


def housekeep(current: dict, now: "Any" = None) -> int:
    """Tidy every cache folder (module docstring); CURRENT: folder -> the starts of the
    names of this pylogo's files (its tags; a folder not in it: every file counts as
    this pylogo's).  Returns how many files were removed."""
    import time

    if now is None:
        now = time.time()
    top = root()
    stamp = os.path.join(top, STAMP)
    try:  # (claimed first: another pylogo ending now sees it is not due)
        with open(stamp, "ab"):
            pass
        os.utime(stamp, (now, now))
    except OSError:
        return 0
    removed = 0
    for name, limits in LIMITS.items():
        path = os.path.join(top, name) if name else top
        removed += _tidy(path, name, tuple(current.get(name, ())), limits, now, MAX_REMOVALS - removed)
        if removed >= MAX_REMOVALS:  # (due again in an hour)
            try:
                os.utime(stamp, (now - INTERVAL + RETRY, now - INTERVAL + RETRY))
            except OSError:
                pass
            break
    return removed


def _tidy(path: str, name: str, tags: tuple, limits: tuple, now: float, budget: int) -> int:
    """Tidy the folder PATH of the cache NAME (tags: the starts of this pylogo's names)."""
    files = []  # (time of change, size, path) of each file kept so far
    removed = 0
    try:
        with os.scandir(path) as entries:
            for entry in entries:
                fname = entry.name
                if not name and not fname.startswith("grammar-"):
                    continue  # (in the root: only lark's tables are a cache's files)
                try:
                    if not entry.is_file(follow_symlinks=False):
                        continue
                    st = entry.stat(follow_symlinks=False)
                except OSError:
                    continue
                age = now - st.st_mtime
                if fname.endswith(".tmp"):
                    stale = age > TMP_AGE
                else:
                    stale = bool(tags) and not fname.startswith(tags) and age > OTHER_TAG_DAYS * DAY
                if stale and removed < budget:
                    removed += _remove(entry.path)
                else:
                    files.append((st.st_mtime, st.st_size, entry.path))
    except OSError:
        return removed
    most_files, most_bytes = limits
    total = sum(f[1] for f in files)
    if len(files) > most_files or total > most_bytes:
        files.sort()
        count = len(files)
        for _mtime, size, fpath in files:
            if (count <= most_files and total <= most_bytes) or removed >= budget:
                break
            removed += _remove(fpath)
            count -= 1
            total -= size
    return removed


def _remove(path: str) -> int:
    try:
        os.unlink(path)
        return 1
    except OSError:  # (removed by another pylogo, or not ours to remove)
        return 0
