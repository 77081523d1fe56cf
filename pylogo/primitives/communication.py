"""Communication: printing, reading, and the text screen."""

from __future__ import annotations

from typing import Any

from .. import arith
from ..arith import integer, num
from ..data import NIL, Array, Pair, ProtectedWord, from_iter, is_list, to_pylist, word_text
from ..errors import LogoError, doesnt_like
from ..printer import print_form, show_form
from ..procedures import CMD, primitive
from ..reader import parse_text


def _printer(interp: Any) -> Any:
    return interp.printer()


# ---------------------------------------------------------------- transmitters


@primitive("print", "pr", args=(0, 1, -1), kind=CMD, env=True)
def print_(interp: Any, *args: Any) -> None:
    """PRINT thing (PRINT thing1 thing2 ...) : prints the inputs (lists without brackets) and a newline."""
    p = _printer(interp)
    if len(args) == 1:
        interp.writer.write(print_form(args[0], p) + "\n")
        return
    interp.writer.write(" ".join(print_form(x, p) for x in args) + "\n")


@primitive("type", args=(0, 1, -1), kind=CMD, env=True)
def type_(interp: Any, *args: Any) -> None:
    """TYPE thing (TYPE thing1 thing2 ...) : prints the inputs with no spaces and no newline."""
    p = _printer(interp)
    interp.writer.write("".join(print_form(x, p) for x in args))


@primitive("show", args=(0, 1, -1), kind=CMD, env=True)
def show(interp: Any, *args: Any) -> None:
    """SHOW thing (SHOW thing1 thing2 ...) : prints the inputs, lists with their brackets, and a newline."""
    p = _printer(interp)
    interp.writer.write(" ".join(show_form(x, p) for x in args) + "\n")


# ---------------------------------------------------------------- receivers


def _unescape_readword(text: str) -> str:
    out = []
    i = 0
    while i < len(text):
        c = text[i]
        if c == "\\" and i + 1 < len(text):
            out.append(text[i + 1])
            i += 2
            continue
        out.append(c)
        i += 1
    return "".join(out)


@primitive("readlist", "rl", args=0, env=True)
def readlist(interp: Any) -> Any:
    """READLIST : reads a line and outputs it as a list (the empty word at end of file)."""
    stream = interp.reader
    interp.before_line_read(stream)
    first = stream.readline_complete()
    if first is None:
        return ""
    from ..reader import _Scan, scan_line

    state = _Scan()
    parts = []
    line = first
    while True:
        kept, cont = scan_line(line, state, comments=False)
        if cont == "tilde":
            parts.append(kept)
        elif cont == "backslash":
            parts.append(kept + "\n")
        else:
            parts.append(kept)
            if not (state.brackets or state.in_bar):
                break
            parts.append("\n")
        line = stream.readline_complete()
        if line is None:
            if state.in_bar:  # the end of the file inside bars: as at the end
                return ""
            break
    return parse_text("".join(parts))


@primitive("readword", "rw", args=0, env=True)
def readword(interp: Any) -> Any:
    """READWORD : reads a line and outputs it as one word ([] at end of file)."""
    stream = interp.reader
    interp.before_line_read(stream)
    text = ""
    while True:
        line = stream.readline_complete()
        if line is None:  # also inside an open bar or after a backslash: the end
            return NIL
        text += line
        ending = _readword_line_end(text)
        if ending is None:
            return _unescape_readword(text)
        if ending == "backslash":
            text = text[:-1] + "\\"  # the backslash now escapes the newline
        text += "\n"


def _readword_line_end(text: str) -> str | None:
    """Does READWORD's line go on: inside an open bar, after a backslash or a tilde?

    The word keeps the tilde, the bars and the newlines; a backslash before
    the newline is dropped.
    """
    in_bar = False
    i = 0
    while i < len(text):
        c = text[i]
        if c == "\\":
            if i + 1 == len(text):
                return "backslash"
            i += 2
            continue
        if c == "|":
            in_bar = not in_bar
        i += 1
    if in_bar:
        return "bar"
    return "tilde" if text.endswith("~") else None


@primitive("readrawline", args=0, env=True)
def readrawline(interp: Any) -> Any:
    """READRAWLINE : reads a line exactly as typed and outputs it as a word ([] at end of file)."""
    stream = interp.reader
    interp.before_line_read(stream)
    line = stream.readline_complete()
    if line is None:
        return NIL
    return line


@primitive("readchar", "rc", args=0, env=True)
def readchar(interp: Any) -> Any:
    """READCHAR : reads one character (one keystroke from a terminal); [] at end of input."""
    c = interp.read_char()
    if c is None:
        return NIL
    return c


@primitive("readchars", "rcs", args=1, env=True)
def readchars(interp: Any, count: Any) -> Any:
    """READCHARS num : reads NUM characters; [] at end of input."""
    n = integer(count, "readchars")
    if not 0 <= n <= arith.INT32_MAX:
        raise doesnt_like("readchars", count)
    if n == 0:
        return NIL  # as Berkeley gives
    chars = []
    for _ in range(n):
        c = interp.read_char()
        if c is None:
            break
        chars.append(c)
    if not chars and n > 0:
        return NIL
    return "".join(chars)


@primitive("shell", args=(1, 1, 2), env=True)
def shell(interp: Any, command: Any, wordflag: Any = None) -> Any:
    """SHELL command (SHELL command wordflag) : runs a shell command; outputs its lines."""
    import subprocess

    if command.__class__ is Array:
        return NIL  # Berkeley runs nothing for an array
    text = print_form(command) if is_list(command) else word_text(command)
    interp.flush()
    try:
        result = subprocess.run(["/bin/sh", "-c", text], stdout=subprocess.PIPE, stdin=subprocess.DEVNULL,
                                check=False)
    except OSError:
        return NIL
    lines = result.stdout.decode("utf-8", "surrogateescape").split("\n")
    lines.pop()  # what follows the last newline: Berkeley reads whole lines only
    if wordflag is not None:
        return from_iter(lines)
    return from_iter([parse_text(line) for line in lines])


# ---------------------------------------------------------------- the text screen


@primitive("keyp", "key?", args=0, env=True)
def keyp(interp: Any) -> Any:
    """KEYP : TRUE if a character is waiting to be read."""
    return "true" if interp.key_waiting() else "false"


@primitive("linep", "line?", args=0, env=True)
def linep(interp: Any) -> Any:
    """LINEP : TRUE if a line is waiting to be read from the read stream."""
    stream = interp.reader
    if stream is interp.console_in:
        return "true" if interp.key_waiting() else "false"
    return "false" if stream.eof() else "true"


@primitive("cleartext", "ct", args=0, kind=CMD, env=True)
def cleartext(interp: Any) -> None:
    """CLEARTEXT : clears the text screen and moves the cursor home."""
    interp.terminal_backend().clear()


def _screen_vector(name: str, position: Any) -> tuple:
    """A list of two non-negative integers (as Berkeley Logo's SETCURSOR wants), or an error."""
    if is_list(position):
        items = to_pylist(position)
        if len(items) == 2:
            try:
                values = [num(item, name) for item in items]
            except LogoError:
                values = []
            if len(values) == 2 and all(v.__class__ is int and v >= 0 for v in values):
                return values[0], values[1]
    raise doesnt_like(name, position)


@primitive("setcursor", args=1, kind=CMD, env=True)
def setcursor(interp: Any, position: Any) -> None:
    """SETCURSOR [column row] : moves the text cursor (0-based, top left is [0 0])."""
    col, row = _screen_vector("setcursor", position)
    if interp.terminal_backend().set_cursor(col, row) is False:
        raise doesnt_like("setcursor", position)  # off the screen


@primitive("cursor", args=0, env=True)
def cursor(interp: Any) -> Any:
    """CURSOR : the text cursor's position as [column row]."""
    col, row = interp.terminal_backend().get_cursor()
    return from_iter([col, row])


@primitive("setmargins", args=1, kind=CMD, env=True)
def setmargins(interp: Any, margins: Any) -> None:
    """SETMARGINS [x y] : shifts text output right by X columns and down by Y rows."""
    x, y = _screen_vector("setmargins", margins)
    interp.terminal_backend().set_margins(x, y)


@primitive("standout", args=1, env=True)
def standout(interp: Any, thing: Any) -> Any:
    """STANDOUT thing : a word that prints THING in reverse video (plain on a dumb terminal)."""
    text = print_form(thing, _printer(interp))
    return interp.terminal_backend().standout(text)


@primitive("settextcolor", "settc", args=(1, 2, 2), kind=CMD, env=True)
def settextcolor(interp: Any, fg: Any, bg: Any = None) -> None:
    """SETTEXTCOLOR foreground background : ignored on a plain terminal."""
    return None


__all__ = ["ProtectedWord", "Pair"]


@primitive("tone", args=2, kind=CMD, env=True)
def tone(interp: Any, frequency: Any, duration: Any) -> None:
    """TONE frequency duration : sounds a tone (silent on a text terminal, as in Berkeley Logo)."""
    from ..arith import num

    num(frequency, "tone")
    num(duration, "tone")
