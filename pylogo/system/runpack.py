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

The kept code a run writes (proccache.py's records) is not written one file per record
when the run read source files (``defer``): at its end it is kept in one file for each
source file's text, its batch (``save_batches``), with the records of the batch written
before.  Another program reading that text, which has no pack of its own, gets the records
of the batch (``source_read``, called as the parse cache looks for the text's file) as a
run gets those of its pack.
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
MAX_BYTES = 16 * 1024 * 1024  # (what a pack or batch may hold: programs making new code all the time)
# The folder holding the package pylogo (this file is pylogo/system/runpack.py).
_HOME = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# The cache files this run looked for: [found, not found, in the cache root].  Once not
# found GIVE_UP_AFTER times and more than MISSES_PER_FIND times as often as found, read
# gives up looking.
_opened: list = [0, 0, None]
GIVE_UP_AFTER = 200
MISSES_PER_FIND = 8
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
# the batch of each source file the run read (its path -> (its key, the records it held))
_sources: dict = {}
# cache file name -> (its bytes, its value): a record kept in the batches, not in a file
_deferred: dict = {}
MAX_SOURCES = 20


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
    _sources.clear()
    _deferred.clear()
    # The file: the length of its head (8 bytes), the head (marshalled: the key, and the
    # records' names), then their values, marshalled together: one call of marshal makes
    # them all, each word and name they share made once.
    records, mtime = _load(path, key)
    if records is None:
        return
    _records.update(records)
    _state[3] = len(_records)
    _state[4] = mtime


def _load(path: str, key: bytes) -> tuple:
    """The records of the pack (or batch) PATH kept under KEY, and its time of change, or None."""
    try:
        with open(path, "rb") as f:
            data = memoryview(f.read())
            mtime = os.fstat(f.fileno()).st_mtime
        size = int.from_bytes(data[:8], "little")
        stored = marshal.loads(data[8:8 + size])
        if stored.__class__ is not tuple or len(stored) != 2 or stored[0] != key:
            return None, None
        values = marshal.loads(data[8 + size:])
        if values.__class__ is not tuple or len(values) != len(stored[1]):
            return None, None
        return dict(zip(stored[1], values, strict=True)), mtime
    except (OSError, EOFError, ValueError, TypeError):
        return None, None


def _dump(path: str, key: bytes, records: dict, made: list | None = None) -> None:
    """Write RECORDS (name -> value) as the pack (or batch) PATH, kept under KEY: all of
    them, or the first that fit in half of MAX_BYTES when they are more.  MADE: [the names
    of RECORDS, those written, their values marshalled] of the last call, used again for
    the same names."""
    given = tuple(records)
    if made is not None and made[0] == given:
        names, body = made[1], made[2]
    else:
        names = given
        body = marshal.dumps(tuple([records[name] for name in names]))
        if len(body) > MAX_BYTES:
            names = _fitting(records, MAX_BYTES // 2)
            body = marshal.dumps(tuple([records[name] for name in names]))
        if made is not None:
            made[:] = [given, names, body]
    head = marshal.dumps((key, names))
    os.makedirs(os.path.dirname(path), exist_ok=True)
    tmp = "%s.%d.tmp" % (path, os.getpid())
    with open(tmp, "wb") as f:
        f.write(len(head).to_bytes(8, "little") + head + body)
    os.replace(tmp, path)
    cachedirs.note_write()


def _fitting(records: dict, size: int) -> tuple:
    """The names of the first of RECORDS whose values, marshalled one by one, take at most
    SIZE bytes in all."""
    names = []
    for name, value in records.items():
        size -= len(marshal.dumps(value))
        if size < 0:
            break
        names.append(name)
    return tuple(names)


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
    kept = _deferred.get(path)
    if kept is not None:  # (written in this run, to the batches: made anew from its bytes)
        return marshal.loads(kept[0])
    if path in _used and path not in _raw and not os.path.exists(path):
        # a record of the pack read again whose cache file was never written (it was kept
        # in a batch by an earlier run): made anew from the value this run holds
        return marshal.loads(marshal.dumps(_used[path]))
    opened = _opened
    if opened[1] >= GIVE_UP_AFTER and opened[1] > MISSES_PER_FIND * opened[0]:
        # (a program making new code all the time: its code was never kept, or at most
        # WRITES_PER_RUN of it: looking for more costs more than it finds)
        if opened[2] is cachedirs.root():
            raise FileNotFoundError(path)
        opened[:] = [0, 0, cachedirs.root()]  # (another cache: the tests')
    try:
        f = open(path, "rb")
    except FileNotFoundError:
        opened[1] += 1
        raise
    opened[0] += 1
    with f:
        data = f.read()
    value = marshal.loads(data)  # (marshal.load(f) reads the file in many small pieces)
    if path not in _used or path in _raw:  # (not a record of the pack read again)
        wrote(path, data)
    return value


def source_read(name: str) -> None:
    """NAME, the parse cache's file of a source file's text, is about to be read.  The
    batch of that text (the records an earlier run kept with it, see ``defer``) gives its
    records to this run when its pack does not hold NAME's (a program run again has its
    own records in its pack: the batch is not read)."""
    if _state[0] is None or len(_sources) >= MAX_SOURCES:
        return
    try:
        key = name.encode("utf-8", "surrogateescape")
        path = os.path.join(_folder(), "%s-src-%x-%d.bin" % (TAG, checksum(key), len(key)))
    except UnicodeError:
        return
    if path in _sources:
        return
    records = None  # (not read: when this run keeps records with it, read then)
    if name not in _records:
        records = _load(path, key)[0] or {}
        for record, value in records.items():
            if record not in _used and record not in _records:  # (a record is given once)
                _records[record] = value
                if _keyed[0] and value.__class__ is tuple and value and value[0].__class__ is bytes:
                    _by_key[value[0]] = record
    _sources[path] = (key, records)


def defer(path: str, data: bytes, value: Any) -> bool:
    """Keep VALUE (DATA marshalled), the record of the cache file PATH, in the batch of each
    source file this run read (``save``), not in a file of its own: a first run writes a few
    files instead of one per record.  A run of another program that reads one of those
    files (the same text) gets the records from its batch (``source_read``).  False (not
    kept: the cache writes its file) when the run read no source file."""
    if not _sources or _state[0] is None or len(_deferred) >= MAX_RECORDS:
        return False
    _deferred[path] = (data, value)
    wrote(path, data, value)
    return True


def save_batches() -> None:
    """Write the records kept by ``defer`` in the batch of each source file the run read,
    with the records of the same tags it held before (as many as fit: another program
    reading the file may have kept them).  Two runs writing one batch at once: the last
    one's is kept (whole: written to another name, then renamed)."""
    if not _deferred:
        return
    new = {name: kept[1] for name, kept in _deferred.items()}
    _deferred.clear()
    # (a record kept before under another tag, of another pylogo or Python, is left out)
    tags = {name.rsplit("-", 2)[0] for name in new}
    made: list = [None, None, None]  # (the batches of two files read for the first time hold the same)
    for path, (key, old) in _sources.items():
        if old is None:
            old = _load(path, key)[0] or {}
        records = dict(new)
        for name, value in old.items():
            if len(records) >= MAX_RECORDS:
                break
            if name.rsplit("-", 2)[0] in tags:
                records.setdefault(name, value)
        try:
            _dump(path, key, records, made)
        except (OSError, EOFError, ValueError, TypeError):
            pass


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
    save_batches()
    path, changed, key, held, mtime = _state
    if path is None:
        return
    if not (changed or len(_used) * 4 < held * 3):
        if mtime is not None:  # (used by this run: kept by housekeeping)
            cachedirs.freshen(path, mtime)
        return
    _state[1] = False
    try:
        records = {name: marshal.loads(_used[name]) if name in _raw else _used[name] for name in _used}
        _dump(path, key, records)
    except (OSError, EOFError, ValueError, TypeError):
        pass
