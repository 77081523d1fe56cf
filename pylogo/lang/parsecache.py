"""A cache of files' parsed lines, so that loading a file again needs no parsing.

The reader is built on lark, and importing lark and parsing a long program
takes a noticeable part of a second; the data read from a file only depends
on its text, so it is kept (marshalled) under the user's cache directory,
keyed by a hash of the text.  Any failure to read or write the cache is
silently ignored: the cache only saves time.
"""

from __future__ import annotations

import marshal
import os

from ..system import cachedirs, runpack
from .data import NIL, Array, Pair, ProtectedWord

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# 4: each line is (text, raw lines, deep END, data); 6: lines read anew (an END after an empty
# line, a ~ inside bars, a backslash ending the file or a comment); 7: no blanks after a ~;
# 8: a comment ending in \\~ does not go on; 12: a word whose bar is never closed is dropped
TAG = "pylogo-parse-12"


def cache_dir() -> str:
    return cachedirs.folder("parsed")


def _path(text: str) -> str:
    # A cheap checksum names the file; the file holds the text itself, compared
    # when it is read, so two texts with one checksum never share their data.
    data = text.encode("utf-8", "surrogateescape")
    return os.path.join(cache_dir(), "%s-%x-%d.bin" % (TAG, runpack.checksum(data), len(data)))


_words: dict = {}  # the words encoded: the first of each (marshal then writes the others as it)


def encode(x: Any) -> Any:
    """Logo data as plain Python values that marshal can store (a word met again as the
    first one: marshal writes it as a reference to it, and loading makes it once)."""
    cls = x.__class__
    if cls is str:
        if len(_words) > 50000:
            _words.clear()
        return _words.setdefault(x, x)
    if cls is ProtectedWord:
        return ("p", str(x), x.marks)
    if cls is Pair or x is NIL:
        items = []
        while x.__class__ is Pair:
            items.append(encode(x.first))
            x = x.rest
        return items
    if cls is Array:
        return ("a", [encode(i) for i in x.items], x.origin)
    return ("n", x)


def decode(x: Any) -> Any:
    cls = x.__class__
    if cls is str:
        return x
    if cls is list:
        # (words decoded in place, cells made without Pair.__init__: a quarter quicker)
        result: Any = NIL
        new = object.__new__
        for item in reversed(x):
            if item.__class__ is not str:
                item = decode(item)
            cell = new(Pair)
            cell.first = item
            cell.rest = result
            result = cell
        return result
    tag = x[0]
    if tag == "p":
        return ProtectedWord(x[1], x[2])
    if tag == "a":
        return Array([decode(i) for i in x[1]], x[2])
    return x[1]


def load(text: str) -> list | None:
    """What was saved for TEXT (its logical lines, with their encoded data), or None."""
    path = _path(text)
    runpack.source_read(path)  # (the kept code of its procedures: in the batch of its text)
    try:
        stored = runpack.read(path)  # (from the run's pack when it holds it)
    except (OSError, EOFError, ValueError, TypeError):
        return None
    if stored.__class__ is not tuple or len(stored) != 2 or stored[0] != text:
        return None
    return stored[1]


def save(text: str, encoded: list) -> None:
    path = _path(text)
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        tmp = "%s.%d.tmp" % (path, os.getpid())
        value = (text, encoded)
        data = marshal.dumps(value)
        with open(tmp, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
        cachedirs.note_write()
        runpack.wrote(path, data, value)
    except (OSError, ValueError):
        pass
