"""The disk caches' files a run of a program read, kept together for its next run.

A program loaded from files reads many small files of the disk caches when run
again: the parsed lines of each file (lang/parsecache.py), the kept code of each
procedure (compiling/proccache.py) and of each instruction list (compiling/codecache.py).
Opening and reading each costs more than using what it holds.  At the end of a run of
the pylogo command (``save``, called by frontends/cli.py), what those files held, as
read (``read``) or written (``wrote``) in this run, is kept in one file named by what
the command ran (its files and instructions); the next such run reads that one file
at its start (``start``), and ``read`` gives a cache file's record from it instead of
opening the file.

A record is exactly what the cache file held (its value: the records are marshalled
together, and unmarshalled together at the start), under the cache file's own name, so
every cache checks it as it checks its files (the text it was made from, its tags of
pylogo and Python); a record it refuses is made again and written, and the pack is kept
anew at the end of that run.  A record is given once: read again, it is read from its
file (its objects are not shared by two readers).  The pack is rewritten only
when the run read or wrote a record that was not in it, or left many of it unread (else,
when last written more than a day ago, it gets the current time of change, so that
housekeeping keeps it: cachedirs.py).  Any
failure to read or write is silently ignored: the pack only saves time.
"""

from __future__ import annotations

import marshal
import os
import sys

from . import cachedirs

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# marshal's format for code objects belongs to one Python version.
TAG = "pylogo-run-3-%s" % (sys.implementation.cache_tag or "python")
MAX_RECORDS = 3000
# The folder holding the package pylogo (this file is pylogo/system/runpack.py).
_HOME = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

_records: dict = {}  # cache file name -> the value it holds, from the pack read at the start (till read)
_used: dict = {}  # cache file name -> its value (or its bytes, when in _raw), read or written in this run
_raw: set = set()  # the names in _used whose bytes were read or written (not yet unmarshalled)
# [the pack's path (None: no pack for this run), a record not from it?, what names the run,
#  how many records the pack held, its time of change (None: not read)]
_state: list = [None, False, b"", 0, None]
# the first member of each record of the pack that is a tuple starting with bytes (the key a
# cache kept it under) -> the record's name (made when by_key is first called after start)
_by_key: dict = {}
_keyed: list = [False]


def checksum(data: bytes) -> int:
    """A checksum of DATA naming a cache file (which holds what it was made from, compared
    when read): the hash of the number its bytes make, the number modulo a prime (Python's
    documented hash of numbers), quicker to work out than importing binascii for crc32."""
    return hash(int.from_bytes(data, "little"))


def _folder() -> str:
    return cachedirs.folder("runs")


def start(what: Any) -> None:
    """Read the pack of the run of WHAT (a marshallable value naming what the command runs:
    its files and instructions) by this copy of pylogo, and keep one for it at the end of
    this run."""
    try:  # (repr: the same bytes in every run, unlike marshal's, see proccache._canonical)
        key = repr((_HOME, what)).encode("utf-8", "surrogateescape")
        path = os.path.join(_folder(), "%s-%x-%d.bin" % (TAG, checksum(key), len(key)))
    except (ValueError, TypeError, UnicodeError):
        return
    _state[:] = [path, False, key, 0, None]
    _records.clear()
    _used.clear()
    _raw.clear()
    _by_key.clear()
    _keyed[0] = False
    # The file: the length of its head (8 bytes), the head (marshalled: the key, and the
    # records' names), then their values, marshalled together: one call of marshal makes
    # them all, each word and name they share made once.
    try:
        with open(path, "rb") as f:
            data = memoryview(f.read())
            mtime = os.fstat(f.fileno()).st_mtime
        size = int.from_bytes(data[:8], "little")
        stored = marshal.loads(data[8:8 + size])
        if stored.__class__ is not tuple or len(stored) != 2 or stored[0] != key:
            return
        values = marshal.loads(data[8 + size:])
        if values.__class__ is not tuple or len(values) != len(stored[1]):
            return
        _records.update(zip(stored[1], values, strict=True))
    except (OSError, EOFError, ValueError, TypeError):
        _records.clear()
        return
    _state[3] = len(_records)
    _state[4] = mtime


def by_key(key: bytes) -> str | None:
    """The name of the record of the pack whose value is a tuple starting with KEY (the key a
    cache wrote it under: proccache.py), or None: the cache can then find its record without
    working out the name of its file."""
    if not _keyed[0]:
        _keyed[0] = True
        for name, value in _records.items():
            if value.__class__ is tuple and value and value[0].__class__ is bytes:
                _by_key[value[0]] = name
    return _by_key.get(key)


def read(path: str) -> Any:
    """The value marshalled in the cache file PATH: from the pack when it holds it (once:
    read again, it is read from the file), else read from the file (OSError, EOFError,
    ValueError or TypeError when it cannot be)."""
    value = _records.pop(path, _records)
    if value is not _records:
        _used[path] = value
        _raw.discard(path)
        return value
    with open(path, "rb") as f:
        data = f.read()
    value = marshal.loads(data)  # (marshal.load(f) reads the file in many small pieces)
    if path not in _used or path in _raw:  # (not a record of the pack read again)
        wrote(path, data)
    return value


def wrote(path: str, data: bytes, value: Any = None) -> None:
    """DATA was written to the cache file PATH (or read from it): the pack will hold it.
    VALUE, when given, is what DATA holds (the very objects: those that records share,
    words, tuples ..., are then written once in the pack, and made once from it)."""
    if _state[0] is not None and len(_used) < MAX_RECORDS:
        if value is None:
            _used[path] = data
            _raw.add(path)
        else:
            _used[path] = value
            _raw.discard(path)
        _state[1] = True


def save() -> None:
    """Keep the records this run used, when one was not in its pack or a quarter of it
    was not used."""
    path, changed, key, held, mtime = _state
    if path is None:
        return
    if not (changed or len(_used) * 4 < held * 3):
        if mtime is not None:  # (used by this run: kept by housekeeping)
            cachedirs.freshen(path, mtime)
        return
    _state[1] = False
    try:
        names = tuple(_used)
        values = tuple([marshal.loads(_used[name]) if name in _raw else _used[name] for name in names])
        head = marshal.dumps((key, names))
        body = marshal.dumps(values)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        tmp = "%s.%d.tmp" % (path, os.getpid())
        with open(tmp, "wb") as f:
            f.write(len(head).to_bytes(8, "little") + head + body)
        os.replace(tmp, path)
        cachedirs.note_write()
    except (OSError, EOFError, ValueError, TypeError):
        pass
