"""Files: opening, reading, writing, and choosing the read and write streams.

The parts of the interpreter it uses: ``Console`` (runtime/console.py: the
streams, open files, SETPREFIX) and ``DynamicScope`` (variables).
"""

from __future__ import annotations

import itertools
import os

from ..lang import errors
from ..lang.arith import INT32_MAX, integer
from ..lang.data import (
    FALSE,
    NIL,
    TRUE,
    Array,
    Pair,
    ProtectedWord,
    fold,
    from_iter,
    is_list,
    to_pylist,
    word_text,
)
from ..lang.errors import LogoError, doesnt_like
from ..lang.printer import print_form, show_form
from ..lang.procedures import CMD, primitive
from ..system import textcodec
from ..system.streams import InStream, OutStream
from .workspace import path_of

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

WORDS = (str, int, float, ProtectedWord)


def _filename(x: Any, who: str) -> str:
    if x.__class__ in WORDS:
        return word_text(x)
    if x.__class__ is Array:  # Berkeley tries to open it
        raise _cant_open(show_form(x))
    raise errors.doesnt_like_unrec(who, x)


class BufferStream:
    """A character buffer: OPENWRITE/SETWRITE of a list [varname size].

    What is printed into it (up to SIZE characters) becomes the value of
    the variable when the list is closed.
    """

    def __init__(self, spec: Any, variable: str, size: int, implicit: bool) -> None:
        self.spec = spec
        self.name = spec
        self.variable = variable
        self.size = size
        self.implicit = implicit
        self.parts: list = []
        self.length = 0
        self.column = 0
        self.row = 0
        self.dribble = None

    def write(self, text: str) -> None:
        room = self.size - self.length
        if room <= 0:
            return
        text = text[:room]
        self.parts.append(text)
        self.length += len(text)
        nl = text.rfind("\n")
        self.column = len(text) - nl - 1 if nl >= 0 else self.column + len(text)

    def flush(self) -> None:
        pass

    def value(self) -> str:
        return "".join(self.parts)


def _buffer_spec(x: Any, who: str) -> tuple:
    """The variable name and size of a [varname size] character buffer list, refused in
    Berkeley's words: OPENWRITE names the list's first member (the whole list when it
    has one member); SETWRITE names the whole list, with NOTHING for a size that is not
    a whole number below 2^31 ([a nothing])."""
    items = to_pylist(x) if x.__class__ is Pair else []
    if len(items) < 2 or (len(items) > 2 and who == "setwrite"):
        raise errors.doesnt_like_unrec(who, x)
    bad = items[0] if who != "setwrite" else x
    try:
        size = integer(items[1], who)
    except LogoError:
        size = None
    if size is None or size >= 2 ** 31:
        if who == "setwrite":
            bad = Pair(items[0], Pair("nothing", NIL))
        raise errors.doesnt_like_unrec(who, bad)
    if len(items) > 2 or not 0 < size < 2 ** 31 or items[0].__class__ not in WORDS:
        raise errors.doesnt_like_unrec(who, bad)
    return word_text(items[0]), size


# Each opening's number: ALLOPEN lists the newest first, as Berkeley does.
_OPENINGS = itertools.count(1)


def _opened(stream: Any) -> Any:
    stream.opened = next(_OPENINGS)
    return stream


def _open_buffer(interp: Any, x: Any, who: str, implicit: bool) -> BufferStream:
    variable, size = _buffer_spec(x, who)
    old = interp.buffers.get(id(x))
    if not implicit and old is not None and old.spec is x:
        # Berkeley knows a buffer by its list: the same list is already open; an equal
        # list typed again is another buffer.
        raise LogoError(errors.ALREADY_OPEN, "File %s already open" % print_form(x))
    stream = _opened(BufferStream(x, variable, size, implicit))
    interp.buffers[id(x)] = stream
    return stream


def _close_buffer(interp: Any, stream: BufferStream) -> None:
    interp.buffers.pop(id(stream.spec), None)
    if interp.writer is stream:
        interp.writer = interp.console_out
    interp.V[fold(stream.variable)] = stream.value()


def _cant_open(name: str) -> LogoError:
    return LogoError(errors.CANT_OPEN, "I can't open file %s" % name)


def _open(interp: Any, x: Any, mode: str, who: str) -> None:
    if x.__class__ is Pair and mode == "w":
        _open_buffer(interp, x, who, implicit=False)
        return
    name = _filename(x, who)
    if name in interp.files:
        raise LogoError(errors.ALREADY_OPEN, "File %s already open" % errors.datum(x))
    path = path_of(interp, name)
    if os.path.isdir(path):
        raise _cant_open(errors.datum(x))
    try:
        if mode == "r":
            stream: Any = InStream(open(path, "rb"), name)
        elif mode == "w":
            stream = OutStream(open(path, "wb"), name)
        elif mode == "a":
            stream = OutStream(open(path, "ab"), name)
        else:
            raw = open(path, "r+b")
            raw.seek(0, os.SEEK_END)
            stream = _UpdateStream(raw, name)
    except OSError:
        raise _cant_open(errors.datum(x)) from None
    interp.files[name] = _opened(stream)


class _UpdateStream(InStream):
    """A file open for both reading and writing (OPENUPDATE)."""

    def __init__(self, raw: Any, name: str) -> None:
        super().__init__(raw, name)
        self.column = 0
        self.dribble = None

    def write(self, text: str) -> None:
        self.raw.write(textcodec.encode(text))
        nl = text.rfind("\n")
        self.column = len(text) - nl - 1 if nl >= 0 else self.column + len(text)

    def flush(self) -> None:
        try:
            self.raw.flush()
        except OSError:
            pass


@primitive("openread", args=1, kind=CMD, env=True)
def openread(interp: Any, name: Any) -> None:
    """OPENREAD filename

    Opens the file FILENAME so that it can be read.  Reading primitives use
    it only after SETREAD FILENAME makes it the read stream.  The name is
    taken relative to PREFIX if one is set.  Opening a file that does not
    exist, or one that is already open, is an error.

    Example: openwrite "/tmp/t.txt close "/tmp/t.txt openread "/tmp/t.txt close "/tmp/t.txt"""
    _open(interp, name, "r", "openread")


@primitive("openwrite", args=1, kind=CMD, env=True)
def openwrite(interp: Any, name: Any) -> None:
    """OPENWRITE filename

    Opens the file FILENAME for writing, creating it or emptying it if it
    already exists.  Printing goes there only after SETWRITE FILENAME.
    Remember to CLOSE the file when done so that everything is written.

    Example: openwrite "/tmp/t.txt setwrite "/tmp/t.txt print "hi setwrite [] close "/tmp/t.txt"""
    _open(interp, name, "w", "openwrite")


@primitive("openappend", args=1, kind=CMD, env=True)
def openappend(interp: Any, name: Any) -> None:
    """OPENAPPEND filename

    Opens the file FILENAME for writing, keeping what it holds: whatever is
    printed to it after SETWRITE is added at the end.  A missing file is
    created.

    Example: openappend "/tmp/t.txt close "/tmp/t.txt"""
    _open(interp, name, "a", "openappend")


@primitive("openupdate", args=1, kind=CMD, env=True)
def openupdate(interp: Any, name: Any) -> None:
    """OPENUPDATE filename

    Opens the file FILENAME for both reading and writing, keeping its
    contents.  It may be made the read stream and the write stream at the
    same time; READPOS, WRITEPOS, SETREADPOS and SETWRITEPOS move around in
    it.

    Example: openwrite "/tmp/t.txt close "/tmp/t.txt openupdate "/tmp/t.txt close "/tmp/t.txt"""
    _open(interp, name, "u", "openupdate")


def _stream(interp: Any, x: Any, who: str) -> tuple:
    if x is NIL:  # (Berkeley's message prints it: nothing)
        raise LogoError(errors.NOT_OPEN, "File  not open")
    if x.__class__ is Pair:
        stream = interp.buffers.get(id(x))
        if stream is None:
            raise LogoError(errors.NOT_OPEN, "File %s not open" % print_form(x))
        return x, stream
    name = _filename(x, who)
    stream = interp.files.get(name)
    if stream is None:
        raise LogoError(errors.NOT_OPEN, "File %s not open" % errors.datum(x))
    return name, stream


@primitive("close", args=1, kind=CMD, env=True)
def close(interp: Any, x: Any) -> None:
    """CLOSE filename

    Closes the file FILENAME, writing out anything still buffered.  If it
    was the read or write stream, the keyboard or the screen takes its
    place again.  Closing a file that is not open is an error.

    Example: openwrite "/tmp/t.txt close "/tmp/t.txt"""
    name, stream = _stream(interp, x, "close")
    if isinstance(stream, BufferStream):
        _close_buffer(interp, stream)
        return
    if interp.reader is stream or interp.reader is getattr(stream, "no_reading", False):
        interp.reader = interp.console_in
    if interp.writer is stream or interp.writer is getattr(stream, "lost_writes", False):
        interp.writer = interp.console_out
    del interp.files[name]
    stream.close()


@primitive("closeall", args=0, kind=CMD, env=True)
def closeall(interp: Any) -> None:
    """CLOSEALL

    Closes every file that is open, as if CLOSE were used on each name that
    ALLOPEN lists.  Reading and writing go back to the keyboard and screen.
    It is handy after an error has left files open.

    Example: closeall"""
    for name in list(interp.files):
        close(interp, name)
    for stream in list(interp.buffers.values()):
        _close_buffer(interp, stream)


@primitive("allopen", args=0, env=True)
def allopen(interp: Any) -> Any:
    """ALLOPEN

    Outputs a list of the names of all files that are open, for reading or
    for writing, the most recently opened first.  Character buffers opened
    with OPENWRITE of a [variable size] list are listed too, as that list.
    With no open files it outputs the empty list.

    Example: show allopen"""
    opened = [(getattr(stream, "opened", 0), name) for name, stream in interp.files.items()]
    opened += [(getattr(stream, "opened", 0), stream.spec) for stream in interp.buffers.values()
               if not stream.implicit]
    opened.sort(key=lambda pair: -pair[0])
    return from_iter([name for _, name in opened])


@primitive("setread", args=1, kind=CMD, env=True)
def setread(interp: Any, x: Any) -> None:
    """SETREAD filename

    Makes the open file FILENAME the read stream: READLIST, READWORD,
    READCHAR and the others read from it until the next SETREAD.  The empty
    list as input goes back to reading the keyboard.  The file must have
    been opened first.

    Example: setread []"""
    if x is NIL:
        interp.reader = interp.console_in
        return
    _, stream = _stream(interp, x, "setread")
    if isinstance(stream, OutStream) and not isinstance(stream, BufferStream):
        # A file open for writing: Berkeley reads from its stream (see _NoReading).
        stream = getattr(stream, "no_reading", None) or _no_reading(stream)
    if not isinstance(stream, InStream):
        raise LogoError(errors.NOT_OPEN, "File %s not open" % errors.datum(x))
    interp.reader = stream


@primitive("setwrite", args=1, kind=CMD, env=True)
def setwrite(interp: Any, x: Any) -> None:
    """SETWRITE filename

    Makes the open file FILENAME the write stream: PRINT, TYPE, SHOW and
    the listing commands write into it until the next SETWRITE.  The empty
    list as input goes back to writing on the screen.  The file must have
    been opened for writing first.

    Example: setwrite []"""
    previous = interp.writer
    if isinstance(previous, BufferStream) and previous.implicit and previous.spec is not x:
        _close_buffer(interp, previous)
    if x is NIL:
        interp.writer = interp.console_out
        return
    if x.__class__ is Pair:
        stream = interp.buffers.get(id(x)) or _open_buffer(interp, x, "setwrite", implicit=True)
        interp.writer = stream
        return
    _, stream = _stream(interp, x, "setwrite")
    if not hasattr(stream, "write"):
        # A file open for reading: Berkeley writes into its stream, where the writing fails
        # unseen; the screen comes back with SETWRITE [] or when the file is closed.
        stream = getattr(stream, "lost_writes", None) or _lost_writes(stream)
    interp.writer = stream


class _Nowhere:
    """A file object that takes what is written and keeps nothing, and has nothing to read;
    its position is that of the file open the other way (OUT), if any."""

    def __init__(self, out: Any = None) -> None:
        self.out = out

    def write(self, data: bytes) -> int:
        return len(data)

    def readline(self) -> bytes:
        return b""

    def tell(self) -> int:
        if self.out is None:
            return 0
        self.out.flush()
        return self.out.raw.tell()

    def seek(self, where: int) -> int:
        if self.out is not None:
            self.out.flush()
            self.out.raw.seek(where)
        return where

    def flush(self) -> None:
        pass

    def close(self) -> None:
        pass


class _NoReading(InStream):
    """The read stream made of a file open for writing. Berkeley reads its C stream, where
    reading fails (an error, not the end): READLIST, READWORD and READRAWLINE read an empty
    line each time, READCHAR the character 255 (C's EOF made a character), READCHARS
    nothing; EOFP and KEYP both answer true."""

    def __init__(self, out: OutStream) -> None:
        super().__init__(_Nowhere(out), out.name)
        self.reads_fail = True

    def readline(self) -> str:
        return ""

    def readline_complete(self) -> str:
        return ""

    def readchar(self) -> str:
        return "\udcff"  # written out as the byte 255

    def eof(self) -> bool:
        return True

    def keyp(self) -> bool:
        return True


def _no_reading(stream: Any) -> InStream:
    stream.no_reading = _NoReading(stream)
    return stream.no_reading


def _lost_writes(stream: Any) -> OutStream:
    stream.lost_writes = OutStream(_Nowhere(), stream.name)
    return stream.lost_writes


@primitive("reader", args=0, env=True)
def reader(interp: Any) -> Any:
    """READER

    Outputs the name of the file that is the current read stream, or the
    empty list when reading from the keyboard.  It tells a procedure where
    its READLIST will get its line.

    Example: show reader"""
    return NIL if interp.reader is interp.console_in else interp.reader.name


@primitive("writer", args=0, env=True)
def writer(interp: Any) -> Any:
    """WRITER

    Outputs the name of the file that is the current write stream, or the
    empty list when writing to the screen.  It tells a procedure where its
    PRINTs will go.

    Example: show writer"""
    return NIL if interp.writer is interp.console_out else interp.writer.name


@primitive("eofp", "eof?", args=0, env=True)
def eofp(interp: Any) -> Any:
    """EOFP
    EOF?

    Outputs TRUE if there is nothing more to read from the read stream,
    FALSE if there is.  It is the usual test that ends a loop reading a
    file line by line.

    Example: print eofp"""
    return TRUE if interp.reader.eof() else FALSE


@primitive("filep", "file?", args=1, env=True)
def filep(interp: Any, x: Any) -> Any:
    """FILEP filename
    FILE? filename

    Outputs TRUE if a file called FILENAME exists (relative to PREFIX if one
    is set) and FALSE otherwise.  It does not open the file.  A folder
    counts as a file too.

    Example: print filep "/tmp"""
    if x.__class__ is Pair or x is NIL:
        return FALSE
    name = _filename(x, "filep")
    if name in interp.files:  # Berkeley's test opens the file, which fails when it is open
        return FALSE
    path = path_of(interp, name)
    # As Berkeley's test (opening the file for reading): a directory counts too.
    return TRUE if os.path.exists(path) and os.access(path, os.R_OK) else FALSE


@primitive("erasefile", "erf", args=1, kind=CMD, env=True)
def erasefile(interp: Any, x: Any) -> None:
    """ERASEFILE filename
    ERF filename

    Deletes the file FILENAME.  There is no undo.  Deleting a file that does
    not exist is an error.  The name is taken relative to PREFIX if one is
    set.  An open file should be closed first.

    Example: openwrite "/tmp/t.txt close "/tmp/t.txt erasefile "/tmp/t.txt"""
    if x.__class__ is Pair or x is NIL:
        return  # no such file: as in Berkeley, no error
    name = _filename(x, "erasefile")
    try:
        os.remove(path_of(interp, name))
    except OSError:
        pass  # as in Berkeley Logo, a file that cannot be erased is no error


@primitive("dribble", args=1, kind=CMD, env=True)
def dribble(interp: Any, x: Any) -> None:
    """DRIBBLE filename

    Starts keeping a transcript: from now on everything typed at the
    keyboard and printed on the screen is also written into the file
    FILENAME, until NODRIBBLE.  Only one dribble file may be open at a
    time.

    Example: dribble "/tmp/session.txt nodribble"""
    if interp.console_out.dribble is not None:
        raise LogoError(errors.ALREADY_DRIBBLING, "Already dribbling")
    name = _filename(x, "dribble")
    try:
        raw = open(path_of(interp, name), "w", encoding=textcodec.file_encoding(), errors="surrogateescape")
    except OSError:
        raise _cant_open(errors.datum(x)) from None
    interp.console_out.dribble = raw
    interp.console_in.echo = raw.write  # each line read from standard input, as Berkeley


@primitive("nodribble", args=0, kind=CMD, env=True)
def nodribble(interp: Any) -> None:
    """NODRIBBLE

    Stops the transcript started by DRIBBLE and closes its file.  Without a
    dribble file it does nothing.  Everything typed or printed up to this
    point stays in the file.

    Example: nodribble"""
    raw = interp.console_out.dribble
    if raw is not None:
        interp.console_out.dribble = None
        interp.console_in.echo = None
        raw.close()


@primitive("setprefix", args=1, kind=CMD, env=True)
def setprefix(interp: Any, x: Any) -> None:
    """SETPREFIX string

    Sets a folder name that is put in front of every file name used by the
    file primitives (OPEN..., LOAD, SAVE and the rest), with a slash in
    between, so that a program can keep its files in one place.  The empty
    list removes the prefix.

    Example: setprefix "/tmp setprefix []"""
    if x.__class__ is Pair:
        raise errors.doesnt_like_unrec("setprefix", "nothing")  # Berkeley's words for a list
    interp.prefix = "" if x is NIL else _filename(x, "setprefix")


@primitive("prefix", args=0, env=True)
def prefix(interp: Any) -> Any:
    """PREFIX

    Outputs the file name prefix set by SETPREFIX, or the empty list if
    there is none.  The prefix is put in front of every file name, even
    one that begins with a slash, as Berkeley Logo does.

    Example: show prefix"""
    return interp.prefix or NIL


@primitive("readpos", args=0, env=True)
def readpos(interp: Any) -> Any:
    """READPOS

    Outputs the position in the read stream at which the next character
    will be read, counted in characters from the beginning of the file.  It
    is meaningful only when reading from a file.

    Example: openwrite "/tmp/t close "/tmp/t openread "/tmp/t setread "/tmp/t print readpos close "/tmp/t"""
    stream = interp.reader
    try:
        return stream.raw.tell() - len(textcodec.encode(stream.pending))
    except (OSError, AttributeError):
        return -1  # a pipe has no position: C's ftell answers -1, which Berkeley outputs


@primitive("setreadpos", args=1, kind=CMD, env=True)
def setreadpos(interp: Any, pos: Any) -> None:
    """SETREADPOS charpos

    Moves the read stream to position CHARPOS, counted in characters from
    the beginning of the file, so the next read starts there.  The read
    stream must be a file.

    Example: openwrite "/tmp/t close "/tmp/t openread "/tmp/t setread "/tmp/t setreadpos 0 close "/tmp/t"""
    stream = interp.reader
    where = _position(pos, "setreadpos")
    if stream is interp.console_in:
        return  # the keyboard has no positions: Berkeley ignores it
    try:
        stream.raw.seek(where)
        stream.pending = ""
        stream.at_eof = False
    except (OSError, AttributeError, ValueError):
        raise doesnt_like("setreadpos", pos) from None


def _position(pos: Any, who: str) -> int:
    where = integer(pos, who)
    if not 0 <= where <= INT32_MAX:
        raise doesnt_like(who, pos)
    return where


@primitive("writepos", args=0, env=True)
def writepos(interp: Any) -> Any:
    """WRITEPOS

    Outputs the position in the write stream at which the next character
    will be written, counted from the beginning of the file.  It is
    meaningful only when writing to a file.

    Example: openwrite "/tmp/t.txt setwrite "/tmp/t.txt type writepos setwrite [] close "/tmp/t.txt"""
    stream = interp.writer
    try:
        stream.flush()
        return stream.raw.tell()
    except (OSError, AttributeError):
        return -1  # a pipe has no position: C's ftell answers -1, which Berkeley outputs


@primitive("setwritepos", args=1, kind=CMD, env=True)
def setwritepos(interp: Any, pos: Any) -> None:
    """SETWRITEPOS charpos

    Moves the write stream to position CHARPOS, counted in characters from
    the beginning of the file, so that what is written next replaces what is
    there.  The write stream must be a file.

    Example: openwrite "/tmp/t.txt setwrite "/tmp/t.txt setwritepos 0 setwrite [] close "/tmp/t.txt"""
    stream = interp.writer
    where = _position(pos, "setwritepos")
    if stream is interp.console_out:
        return  # the screen has no positions: Berkeley ignores it
    try:
        stream.flush()
        stream.raw.seek(where)
    except (OSError, AttributeError, ValueError):
        raise doesnt_like("setwritepos", pos) from None


__all__ = ["is_list"]
