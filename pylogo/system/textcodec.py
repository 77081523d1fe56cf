"""How Logo's words meet the bytes of files, pipes and terminals.

Berkeley Logo works on bytes: a word typed as ``"日本`` has six characters for COUNT,
ITEM and READCHAR.  pylogo does the same in the C (or POSIX) locale, the one
Berkeley's outputs are usually recorded in (``LC_ALL=C``): each byte read is one
character (Latin-1), written back as the same byte.  In any other locale (``C.UTF-8``,
``en_US.UTF-8`` ...) text is UTF-8 and a word's characters are Unicode characters; a
byte that is not UTF-8 is kept as Python keeps it (``surrogateescape``).

The mode is read from the environment (``LC_ALL``, else ``LC_CTYPE``, else ``LANG``;
none set is the C locale) when first needed; ``set_bytes`` sets it.
"""

from __future__ import annotations

import os

_mode: list = [None]  # True: bytes (C locale); False: UTF-8


def _from_environment() -> bool:
    for name in ("LC_ALL", "LC_CTYPE", "LANG"):
        value = os.environ.get(name)
        if value:
            return value in ("C", "POSIX")
    return True


def bytes_mode() -> bool:
    """Are words made of bytes (the C locale)?"""
    mode = _mode[0]
    if mode is None:
        mode = _mode[0] = _from_environment()
    return mode


def set_bytes(flag: bool | None) -> None:
    """Words of bytes (True), of UTF-8 characters (False), or as the environment says (None)."""
    _mode[0] = flag


def decode(data: bytes) -> str:
    """Bytes read as Logo text."""
    if bytes_mode():
        return data.decode("latin-1")
    return data.decode("utf-8", "surrogateescape")


def encode(text: str) -> bytes:
    """Logo text as the bytes it is written as."""
    if bytes_mode():
        try:
            return text.encode("latin-1")
        except UnicodeEncodeError:  # (text of pylogo's own, or a character typed at the REPL)
            return b"".join(c.encode("latin-1") if c < "\u0100" else c.encode("utf-8", "surrogateescape")
                            for c in text)
    return text.encode("utf-8", "surrogateescape")


def from_unicode(text: str) -> str:
    """TEXT decoded as UTF-8 elsewhere (a line of the REPL's editor, a command-line
    argument) as Logo text."""
    if bytes_mode() and not text.isascii():
        return encode_utf8(text).decode("latin-1")
    return text


def to_unicode(text: str) -> str:
    """Logo text as a string of Unicode characters (for a window, a file name, an editor)."""
    if bytes_mode() and not text.isascii():
        return encode(text).decode("utf-8", "replace")  # (bytes that are not UTF-8: shown so)
    return text


def file_encoding() -> str:
    """The encoding of a text file pylogo writes with Python's text files (DRIBBLE)."""
    return "latin-1" if bytes_mode() else "utf-8"


def to_path(name: str) -> str:
    """A file name given in Logo text, as Python's file functions take it (the same bytes)."""
    if bytes_mode() and not name.isascii():
        return os.fsdecode(encode(name))
    return name


def encode_utf8(text: str) -> bytes:
    return text.encode("utf-8", "surrogateescape")
