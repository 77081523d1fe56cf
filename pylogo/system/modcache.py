"""pylogo's own modules, kept compiled in one file between runs of the pylogo command.

Python finds each module of a package by looking at its folder and the module's
files, then reads its compiled code from a file of its own: for the sixty modules
pylogo starts with, that costs about a quarter of its start-up time.  After a run of
the pylogo command, the compiled code of the modules it started with (and of those it
imported later) is kept in one file under the user's cache directory (``save``, called
by frontends/cli.py); the next start reads that file once (``install``, called by
pylogo/__init__.py) and a finder put first on ``sys.meta_path`` gives Python those
modules from it (and the module __future__ of Python's library, which they all import).
Each module's source file is still looked at when the module is imported (its size and
time of change must be those of the code kept, as for Python's own .pyc files), so an
edited module is read from its files as usual, and kept again at the end of that run
(a file used but not written again gets the current time of change when a day old, so
that housekeeping keeps it: cachedirs.py).

The file: the length of its index (8 bytes), the index (marshalled: each module's
source file, its size and time of change, and where its code is in the file), then the
code of the modules of every run, marshalled together, then that of each other module
(imported later in a run, or only by some runs).  A start reads the index and the code
of every run, not the rest: the code of another module is read from the file, kept
open, when the module is first imported.

The finder and loader follow the documented protocol of ``importlib`` (``find_spec``,
``create_module``, ``exec_module``).  Any failure to read or write the file is
silently ignored: the cache only saves time.
"""

import _thread
import marshal
import os
import sys

# (No "from __future__ import annotations" here: the module __future__ is then imported
# by the first module given from the file, and given from it too.)
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# marshal's format for code objects belongs to one Python version.
TAG = "pylogo-modules-4-%s" % (sys.implementation.cache_tag or "python")
# The folder holding the package pylogo (this file is pylogo/system/modcache.py).
_HOME = os.path.dirname(os.path.dirname(os.path.dirname(__file__)))
# importlib.machinery.ModuleSpec (the class of this module's own spec: importing
# importlib.machinery would cost more than the cache saves on a few modules).
_ModuleSpec = type(__spec__)
_CodeType = type((lambda: None).__code__)  # (types.CodeType)

# module name -> (marshalled code, source file, its st_mtime_ns, its st_size, package?, the
# file of its compiled code Python would use: the module's __cached__); the
# code of the modules a run starts with is marshalled together instead (fewer objects to
# make: names shared by modules are read once), its entry's code None; the code of a
# module not read from the file yet is (where it starts among the modules kept apart, its
# length)
_entries: dict = {}
_together: list = [b"", None]  # [the modules marshalled together, {name: code} once read]
# [the file read at the start, open (a file descriptor), where the modules kept apart start,
#  its path, its time of change]
_file: list = [None, 0, None, 0.0]
_seeking = _thread.allocate_lock()  # (where os.pread is missing)
_ready: dict = {}  # module name -> its code, read by find_spec for exec_module
_served: set = set()  # the modules given from the file in this run
_before: set = set()  # the modules imported before install (never given from the file)
_startup: list = []  # the names of the modules a run started with (note_startup)
_occasional: set = set()  # modules imported at start-up this time only (occasional)
# name -> (what a module keeps, [(file, st_mtime_ns, st_size) it holds for]): read, and kept now
_extras: dict = {}
_new_extras: dict = {}
# modules of Python's library every run imports (and pylogo's modules before the file is read do not)
_LIBRARY = ("__future__",)
_checked: dict = {}  # source file -> (st_mtime_ns, st_size), as find_spec found it in this run


def _path() -> str:
    # (the folder as cachedirs.folder("modules") gives it, worked out here: importing
    # cachedirs now, before the file is read, would cost a tenth of the time it saves)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    # one file for each installed copy of pylogo: named by a checksum of its folder
    key = int.from_bytes(_HOME.encode("utf-8", "surrogateescape"), "little") % (2**61 - 1)
    return os.path.join(base, "pylogo", "modules", "%s-%x.bin" % (TAG, key))


class _Finder:
    """Finds and loads the modules kept in the file (the finder and its loader)."""

    @staticmethod
    def find_spec(name: str, path: "Any" = None, target: "Any" = None) -> "Any":
        entry = _entries.get(name)
        if entry is None:
            return None
        origin = entry[1]
        try:
            st = os.stat(origin)
        except OSError:
            return None
        if st.st_mtime_ns != entry[2] or st.st_size != entry[3]:
            del _entries[name]  # edited since: read from its files, kept again by save
            return None
        _checked[origin] = (entry[2], entry[3])
        try:  # (read now: a damaged file gives the module from its own files)
            code = _code(name)
        except (OSError, EOFError, ValueError, TypeError, KeyError):
            code = None
        if code.__class__ is not _CodeType:
            del _entries[name]  # (kept again by save)
            return None
        _ready[name] = code
        spec = _ModuleSpec(name, _Finder, origin=origin, is_package=entry[4])
        spec.has_location = True
        if len(entry) > 5:
            spec.cached = entry[5]  # (else worked out from the source file's name, slower)
        if entry[4]:
            spec.submodule_search_locations = [os.path.dirname(origin)]
        return spec

    @staticmethod
    def create_module(spec: "Any") -> "Any":
        return None  # the usual module object

    @staticmethod
    def exec_module(module: "Any") -> None:
        code = _ready.pop(module.__name__, None) or _code(module.__name__)
        _served.add(module.__name__)
        exec(code, module.__dict__)


def _together_codes() -> dict:
    """The code of the modules kept together (read when first needed)."""
    if _together[1] is None:
        try:
            _together[1] = marshal.loads(_together[0])
        except (EOFError, ValueError, TypeError):
            _together[1] = {}
    return _together[1]


def _code(name: str) -> "Any":
    data = _stored(_entries[name][0])
    if data is not None:
        return marshal.loads(data)
    return _together_codes()[name]


def _stored(data: "Any") -> "Any":
    """The marshalled code of an entry (None: among the modules kept together)."""
    if data.__class__ is tuple:  # (where it is in the file, after the code kept together)
        return _read_at(_file[0], _file[1] + data[0], data[1])
    return data


def _read_at(fd: "Any", start: int, length: int) -> bytes:
    if hasattr(os, "pread"):
        data = os.pread(fd, length, start)
    else:
        with _seeking:  # (two threads importing modules at once)
            os.lseek(fd, start, 0)
            data = os.read(fd, length)
    if len(data) != length:
        raise EOFError
    return data


def install() -> None:
    """Read the file kept by an earlier run, and give its modules from now on."""
    if not os.path.isabs(_HOME):
        return
    _before.update(sys.modules)
    fd = None
    path = _path()
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_BINARY", 0))
        size = int.from_bytes(_read_at(fd, 0, 8), "little")
        stored = marshal.loads(_read_at(fd, 8, size))
        if stored.__class__ is not tuple or len(stored) != 4 or stored[0] != _HOME:
            raise ValueError
        together = _read_at(fd, 8 + size, stored[3])
        mtime = os.fstat(fd).st_mtime
    except (OSError, EOFError, ValueError, TypeError):
        if fd is not None:
            os.close(fd)
        return
    _file[:] = [fd, 8 + size + stored[3], path, mtime]
    _entries.update(stored[1])
    _extras.update(stored[2])
    _together[0] = together
    sys.meta_path.insert(0, _Finder)


def kept(name: str) -> "Any":
    """What keep(NAME, ...) kept in an earlier run, while its files are as they were then
    (else None)."""
    found = _extras.get(name)
    if found is None:
        return None
    for path, mtime, size in found[1]:
        seen = _checked.get(path)  # (a module's file find_spec looked at in this run)
        if seen is None:
            try:
                st = os.stat(path)
            except OSError:
                return None
            seen = (st.st_mtime_ns, st.st_size)
        if seen != (mtime, size):
            return None
    return found[0]


def keep(name: str, payload: "Any", paths: list) -> None:
    """Keep PAYLOAD (marshallable), worked out from the files PATHS, for the next runs."""
    files = []
    for path in paths:
        try:
            st = os.stat(path)
        except OSError:
            return
        files.append((path, st.st_mtime_ns, st.st_size))
    _new_extras[name] = (payload, files)


def note_startup() -> None:
    """Remember the modules of pylogo imported by now: those of every run (by their names:
    save keeps those whose files are in this copy of pylogo)."""
    _startup[:] = [name for name in list(sys.modules) if name.startswith("pylogo.") or name in _LIBRARY]


def occasional(names: list) -> None:
    """NAMES were imported at start-up this time, but the next runs import them only when
    first needed (or never): they are kept one by one, not with the modules of every run."""
    _occasional.update(names)


def _ours(name: str, prefix: str) -> bool:
    """Is module NAME one of the files of this copy of pylogo (PREFIX: its folder), or of
    Python's library that the file keeps?"""
    if name in _served:
        return True
    origin = getattr(getattr(sys.modules.get(name), "__spec__", None), "origin", None) or ""
    return origin.startswith(prefix) or (name in _LIBRARY and origin.endswith(".py"))


def save() -> None:
    """Keep the code of the modules noted at start-up, unless all came from the file, and
    that of the modules imported later in the run (kept apart: read when imported)."""
    if not os.path.isabs(_HOME) or not _startup:
        return  # (no Logo run started: pylogo --help, --version)
    prefix = os.path.join(_HOME, "pylogo", "")
    startup = [name for name in _startup if name not in _before and _ours(name, prefix)]
    known = set(_startup) | _before
    later = [name for name in list(sys.modules)
             if name.startswith("pylogo.") and name not in known and _ours(name, prefix)]
    # (kept again too when modules kept together were not used, or modules of every run
    # were kept apart: as a run that imported other modules left them)
    unused = [name for name, entry in _entries.items() if entry[0] is None and name not in sys.modules]
    apart = [name for name in startup
             if name not in _occasional and _entries.get(name, (None,))[0] is not None]
    if (all(name in _served for name in startup) and all(name in _served for name in later)
            and not _new_extras and not unused and not apart):
        if _file[2] is not None:  # (used by this run: kept by housekeeping)
            from . import cachedirs

            cachedirs.freshen(_file[2], _file[3])
        return
    try:
        entries = {}
        codes = _together_codes()
        for name, entry in _entries.items():  # kept as they were, each on its own
            if entry[0] is not None:
                try:
                    entries[name] = (_stored(entry[0]),) + entry[1:]
                except (OSError, EOFError):
                    pass  # (a damaged file: that module is not kept)
            elif name in codes:
                entries[name] = (marshal.dumps(codes[name]),) + entry[1:]
        together = {}
        for name in startup + [name for name in later if name not in _served]:
            alone = name in _occasional or name not in _startup
            if name in _served:
                code = _code(name)
                entry = _entries[name]
            else:
                spec = sys.modules[name].__spec__
                origin = spec.origin
                before = os.stat(origin)
                code = spec.loader.get_code(name)
                after = os.stat(origin)
                if code is None or (before.st_mtime_ns, before.st_size) != (after.st_mtime_ns, after.st_size):
                    continue
                entry = (None, origin, after.st_mtime_ns, after.st_size,
                         spec.submodule_search_locations is not None, spec.cached)
            if alone:
                entries[name] = (marshal.dumps(code),) + entry[1:]
            else:
                together[name] = code
                entries[name] = (None,) + entry[1:]
        together_data = marshal.dumps(together)
        index = {}
        apart = []
        place = 0
        for name, entry in entries.items():
            if entry[0] is None:
                index[name] = entry
            else:
                index[name] = ((place, len(entry[0])),) + entry[1:]
                apart.append(entry[0])
                place += len(entry[0])
        head = marshal.dumps((_HOME, index, dict(_extras, **_new_extras), len(together_data)))
    except (AttributeError, ImportError, OSError, ValueError, SyntaxError, KeyError, EOFError, TypeError):
        return
    path = _path()
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        tmp = "%s.%d.tmp" % (path, os.getpid())
        with open(tmp, "wb") as f:
            f.write(len(head).to_bytes(8, "little"))
            f.write(head)
            f.write(together_data)
            for data in apart:
                f.write(data)
        os.replace(tmp, path)
    except (OSError, ValueError):
        return
    from . import cachedirs

    cachedirs.note_write()
