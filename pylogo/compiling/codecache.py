"""Python code compiled from Logo, kept between runs.

Compiling the generated Python source of a procedure or an instruction list
with ``compile()`` costs about half a millisecond; a short program compiles
dozens of them, which is most of its run time after start-up.  The code
only depends on the source text (and on the Python that compiled it), so it
is kept (marshalled) under the user's cache directory, one small file per
source, named by a checksum of the text and holding the text itself, which
is compared when the file is read.  Any failure to read or write the cache
is silently ignored: the cache only saves time.  The code of a procedure or a
unit that proccache.py keeps (with what it depends on) is in proccache.py's file,
not written here too (kept.py's save_unsaved).

A program that builds instruction lists at run time can compile thousands
of sources; only the first ``WRITES_PER_RUN`` of a run are written, so a
first run is not slowed down much and the cache stays small.
"""

from __future__ import annotations

import marshal
import os
import sys

from ..system import cachedirs, runpack

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

WRITES_PER_RUN = 300
# marshal's format for code objects belongs to one Python version.
TAG = "pylogo-code-2-%s" % (sys.implementation.cache_tag or "python")
_writes_left = WRITES_PER_RUN
_folder_made = False


def folder() -> str:
    """The cache's folder (the same string while XDG_CACHE_HOME is the same)."""
    return cachedirs.folder("code")


def _path(what: str, source: str) -> str:
    data = source.encode("utf-8", "surrogateescape")
    named = what.encode("utf-8", "surrogateescape") + b"\0" + data
    return os.path.join(folder(), "%s-%x-%d.bin" % (TAG, runpack.checksum(named), len(data)))


def load(what: str, source: str) -> Any:
    """The code compiled before from SOURCE (named WHAT), or None."""
    try:
        stored = runpack.read(_path(what, source))  # (from the run's pack when it holds it)
    except (OSError, EOFError, ValueError, TypeError, UnicodeError):
        return None
    if stored.__class__ is not tuple or len(stored) != 3 or stored[0] != what or stored[1] != source:
        return None
    return stored[2]


def save(what: str, source: str, code: Any) -> None:
    """Keep CODE, compiled from SOURCE, for the next runs (up to WRITES_PER_RUN a run)."""
    global _writes_left, _folder_made
    if _writes_left <= 0:
        return
    _writes_left -= 1
    try:
        path = _path(what, source)
        value = (what, source, code)
        data = marshal.dumps(value)
        if runpack.defer(path, data, value):  # (kept with the source files read: no file of its own)
            return
        if not _folder_made:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            _folder_made = True
        tmp = "%s.%d.tmp" % (path, os.getpid())
        with open(tmp, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
        cachedirs.note_write()
        runpack.wrote(path, data)
    except (OSError, ValueError, UnicodeError):
        pass
