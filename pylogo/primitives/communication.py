"""Communication: printing, reading, and the text screen.

The part of the interpreter it uses: ``Console`` (runtime/console.py): the read
and write streams, the printers, the keys READCHAR and KEYP read.
"""

from __future__ import annotations

from ..lang import arith
from ..lang.arith import integer, num
from ..lang.data import FALSE, NIL, Array, Pair, ProtectedWord, from_iter, is_list, to_pylist, word_text
from ..lang.errors import LogoError, doesnt_like
from ..lang.printer import PLAIN, plain_members, print_form, show_form
from ..lang.procedures import CMD, primitive
from ..lang.reader import _Scan, parse_line, parse_text, scan_line
from ..system import textcodec

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


# ---------------------------------------------------------------- transmitters


@primitive("print", "pr", args=(0, 1, -1), kind=CMD, env=True)
def print_(interp: Any, *args: Any) -> None:
    """PRINT thing
    PR thing
    (PRINT thing1 thing2 ...)
    (PR thing1 thing2 ...)

    Writes its inputs to the current write stream (the screen unless SETWRITE
    chose a file) followed by a newline.  Several inputs go on one line with
    a space between them.  A list is shown without its outer brackets, while
    lists inside it keep theirs; arrays are shown in braces.  The variables
    PRINTDEPTHLIMIT and PRINTWIDTHLIMIT can shorten what is shown.

    Example: (print "Hello [dear world] 42)"""
    if len(args) == 1:
        x = args[0]
        text = _plain_text(interp.V, x)
        interp.writer.write((text if text is not None else print_form(x, interp.printer())) + "\n")
        return
    p = interp.printer()
    interp.writer.write(" ".join(print_form(x, p) for x in args) + "\n")


@primitive("type", args=(0, 1, -1), kind=CMD, env=True)
def type_(interp: Any, *args: Any) -> None:
    """TYPE thing
    (TYPE thing1 thing2 ...)

    Like PRINT, but adds neither spaces between the inputs nor a newline at
    the end, so the next output continues on the same line.  Useful for
    prompts and for building a line piece by piece.  Outer brackets of a
    list are left out, as with PRINT.  Output to the screen may wait in a
    buffer until a newline is printed or input is read.

    Example: repeat 3 [type "ab] print []"""
    if len(args) == 1:
        x = args[0]
        text = _plain_text(interp.V, x)
        interp.writer.write(text if text is not None else print_form(x, interp.printer()))
        return
    p = interp.printer()
    interp.writer.write("".join(print_form(x, p) for x in args))


def _plain_text(V: dict, x: Any, brackets: bool = False) -> str | None:
    """X as PRINT and TYPE write it (SHOW: a list in its BRACKETS), when it is a word, a whole
    number or a list, and no print limit or FULLPRINTP is set (the usual case, in short:
    Console.printer is PLAIN), else None."""
    cls = x.__class__
    if (cls is str or cls is Pair or cls is int) and V.get("printdepthlimit") is None and (
            V.get("printwidthlimit") is None and V.get("fullprintp") is FALSE):
        if cls is Pair:
            return "[" + plain_members(x) + "]" if brackets else plain_members(x)
        return x if cls is str else str(x)
    return None


@primitive("show", args=(0, 1, -1), kind=CMD, env=True)
def show(interp: Any, *args: Any) -> None:
    """SHOW thing
    (SHOW thing1 thing2 ...)

    Like PRINT, except that a list input is shown with its outer brackets, so
    you can tell a list from a word.  Several inputs are separated by spaces
    and the line ends with a newline.  SHOW is the handy way to look at what
    an operation outputs.

    Example: show list "a [b c]"""
    if len(args) == 1:
        text = _plain_text(interp.V, args[0], True)
        if text is not None:
            interp.writer.write(text + "\n")
            return
    p = interp.printer()
    if len(args) == 1 and p is PLAIN:
        interp.writer.write(show_form(args[0], p) + "\n")
        return
    texts = [show_form(x, p) for x in args]
    if 0 < p.width < len(texts):
        # Berkeley shows several inputs as one list: PRINTWIDTHLIMIT counts them too
        texts[p.width:] = ["..."]
    interp.writer.write(" ".join(texts) + "\n")


# ---------------------------------------------------------------- receivers


# Characters of a READWORD line that make Berkeley keep it as if typed after a backslash:
# messages and PONS show them with their backslash (You don't say what to do with a\ b).
_READWORD_ESCAPED = frozenset(" \t[](){}|;~\"+-*/=<>:?")


def _unescape_readword(text: str) -> str:
    """READWORD's word: a character after a backslash loses the backslash and becomes a
    letter, as one typed between bars is in Berkeley (it never splits the word for RUN or
    PARSE, and messages show the word in bars)."""
    if "\\" not in text:
        if _READWORD_ESCAPED.isdisjoint(text):
            return text
        return ProtectedWord(text, "R" * len(text))  # (as the loop below makes it)
    out = []
    marks = []
    i = 0
    after_tilde = False  # (a backslash right after a ~ and spaces is a character, as in lines)
    while i < len(text):
        c = text[i]
        if c == "\\" and i + 1 < len(text) and not after_tilde:
            out.append(text[i + 1])
            marks.append("v")
            i += 2
            continue
        after_tilde = c == "~" or (after_tilde and c in " \t")
        out.append(c)
        marks.append("R")
        i += 1
    # Berkeley flags the whole word, and the words FIRST, LAST, BUTFIRST and WORD make of it:
    # messages show their special characters backslashed (word "+ last "ab-c is \+c)
    return ProtectedWord("".join(out), "".join(marks))


@primitive("readlist", "rl", args=0, env=True)
def readlist(interp: Any) -> Any:
    """READLIST
    RL

    Reads one line from the read stream (the keyboard unless SETREAD chose a
    file) and outputs it as a list, parsed the way Logo reads instructions
    (but brackets make sublists and numbers stay words).  A line ending in a
    tilde continues on the next line.  At the end of the file it outputs the
    empty word instead of a list.  In a notebook the line is asked for with
    an input box.

    Example: if keyp [show readlist]"""
    stream = interp.reader
    interp.before_line_read(stream)
    first = stream.readline_complete()
    if first is None:
        interp.line_read_at_end(stream)
        if stream.lost_line:  # Berkeley still reads it: its errors are reported
            lost, stream.lost_line = stream.lost_line, ""
            parse_line(lost)
        return ""
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
            # (Berkeley reads on while a bracket, a bar or a parenthesis is open)
            if not (state.brackets or state.in_bar or state.parens > 0):
                break
            parts.append("\n")
        line = stream.readline_complete()
        if line is None:  # the end inside brackets, bars or after a ~: as at the end
            interp.line_read_at_end(stream)
            # Berkeley still reads what it has (a last line without a newline too): its
            # errors are reported (x ] [y then the end: unexpected ']')
            lost, stream.lost_line = stream.lost_line, ""
            parse_line("".join(parts) + lost)
            return ""
    return parse_line("".join(parts))


@primitive("readword", "rw", args=0, env=True)
def readword(interp: Any) -> Any:
    """READWORD
    RW

    Reads one line from the read stream and outputs it as a single word,
    spaces and all.  Backslashes and vertical bars quote characters as when
    Logo reads instructions, and a line ending in a tilde is continued.  At
    the end of the file it outputs the empty list instead of a word; a blank
    line gives the empty word, so LISTP tells the end of a file from a blank
    line.

    Example: if keyp [show readword]"""
    stream = interp.reader
    interp.before_line_read(stream)
    line = stream.readline_complete()
    if line is None:  # also inside an open bar or after a backslash: the end
        interp.line_read_at_end(stream)
        return NIL
    if "\\" not in line and "|" not in line and line[-1:] != "~":  # (the usual line: no more)
        if _READWORD_ESCAPED.isdisjoint(line):
            return line
        new = str.__new__(ProtectedWord, line)  # (as _unescape_readword makes it)
        new.marks = "R" * len(line)
        return new
    text = ""
    while True:
        if line is None:
            interp.line_read_at_end(stream)
            return NIL
        text += line
        ending = _readword_line_end(text)
        if ending is None:
            return _unescape_readword(text)
        if ending == "backslash":
            text = text[:-1] + "\\"  # the backslash now escapes the newline
        text += "\n"
        line = stream.readline_complete()


def _readword_line_end(text: str) -> str | None:
    """Does READWORD's line go on: inside an open bar, after a backslash or a tilde?

    The word keeps the tilde, the bars and the newlines; a backslash before
    the newline is dropped.
    """
    if "\\" not in text and "|" not in text:
        return "tilde" if text.endswith("~") else None
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
    """READRAWLINE

    Reads one line from the read stream and outputs it as a word exactly as
    it was typed: backslashes, bars and tildes get no special treatment.
    This is the way to read text files whose contents are not Logo.  At the
    end of the file it outputs the empty list.

    Example: if keyp [show readrawline]"""
    stream = interp.reader
    interp.before_line_read(stream)
    line = stream.readline_complete()
    if line is None:
        interp.line_read_at_end(stream)
        return NIL
    return line


@primitive("readchar", "rc", args=0, env=True)
def readchar(interp: Any) -> Any:
    """READCHAR
    RC

    Reads a single character from the read stream and outputs it as a word.
    From a terminal the character is taken as soon as the key is pressed,
    without echo and without waiting for Return.  At the end of the input it
    outputs the empty list.

    Example: if keyp [show readchar]"""
    c = interp.read_char()
    if c is None:
        return NIL
    return c


@primitive("readchars", "rcs", args=1, env=True)
def readchars(interp: Any, count: Any, _name: str = "readchars") -> Any:
    """READCHARS num
    RCS num

    Reads NUM characters from the read stream and outputs them joined into
    one word.  Fewer characters are returned if the input ends first; at the
    very end it outputs the empty list.  NUM must be a non-negative whole
    number.

    Example: if keyp [show readchars 2]"""
    n = integer(count, _name)
    if not 0 <= n <= arith.INT32_MAX:
        raise doesnt_like(_name, count)
    if n == 0 or interp.reader.reads_fail:
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
    """SHELL command
    (SHELL command wordflag)

    Runs COMMAND (a word or a list of words) through the operating system's
    shell and outputs what it printed, one member per line.  Normally each
    line becomes a list of its words; with a second input (any value) each
    line is output as a single word instead.  The command's standard error
    is not captured.

    Example: show shell [echo hello world]"""
    import subprocess

    if command.__class__ is Array:
        return NIL  # Berkeley runs nothing for an array
    text = print_form(command) if is_list(command) else word_text(command)
    interp.flush()
    try:
        result = subprocess.run([b"/bin/sh", b"-c", textcodec.encode(text)], stdout=subprocess.PIPE,
                                stdin=subprocess.DEVNULL, check=False)
    except OSError:
        return NIL
    lines = textcodec.decode(result.stdout).split("\n")
    lines.pop()  # what follows the last newline: Berkeley reads whole lines only
    if wordflag is not None:
        return from_iter(lines)
    return from_iter([parse_text(line) for line in lines])


# ---------------------------------------------------------------- the text screen


@primitive("keyp", "key?", args=0, env=True)
def keyp(interp: Any) -> Any:
    """KEYP
    KEY?

    Outputs TRUE if a character is waiting to be read from the read stream,
    so that READCHAR would not have to wait; FALSE otherwise.  When reading
    from a file it is TRUE until the end of the file.  Programs use it to
    poll the keyboard without stopping.

    Example: print keyp"""
    return "true" if interp.key_waiting() else "false"


@primitive("linep", "line?", args=0, env=True)
def linep(interp: Any) -> Any:
    """LINEP
    LINE?

    Outputs TRUE if a whole line is ready to be read from the read stream,
    so that READLIST or READWORD would not have to wait; FALSE otherwise.
    For a file it is TRUE until the file's end.

    Example: print linep"""
    stream = interp.reader
    if stream is interp.console_in:
        return "true" if interp.key_waiting() else "false"
    return "true" if stream.keyp() else "false"


@primitive("cleartext", "ct", args=0, kind=CMD, env=True)
def cleartext(interp: Any) -> None:
    """CLEARTEXT
    CT

    Clears the text screen and puts the cursor at its top left corner.  On a
    terminal without cursor control it does nothing visible.  It does not
    touch the turtle's drawing.

    Example: cleartext"""
    interp.terminal_backend().clear()


def _screen_vector(name: str, position: Any) -> tuple:
    """A list of two non-negative integers (as Berkeley Logo's SETCURSOR wants), or an error."""
    if position.__class__ is Pair:  # the usual [column row], in short
        rest = position.rest
        if rest.__class__ is Pair and rest.rest is NIL:
            col = position.first
            row = rest.first
            if col.__class__ is int and row.__class__ is int and col >= 0 and row >= 0:
                return col, row
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
    """SETCURSOR vector

    Moves the text cursor to the position VECTOR, a list [column row] of two
    whole numbers counted from 0 at the top left of the screen.  The next
    text printed to the screen starts there.  It has an effect only on a
    terminal that supports cursor movement.

    Example: setcursor [0 0]"""
    col, row = _screen_vector("setcursor", position)
    if interp.terminal_backend().set_cursor(col, row) is False:
        raise doesnt_like("setcursor", position)  # off the screen


@primitive("cursor", args=0, env=True)
def cursor(interp: Any) -> Any:
    """CURSOR

    Outputs the position of the text cursor as a list [column row], with
    [0 0] the top left corner of the screen.  The position is tracked from
    what Logo has printed since the screen was last cleared.

    Example: show cursor"""
    col, row = interp.terminal_backend().get_cursor()
    return from_iter([col, row])


@primitive("setmargins", args=1, kind=CMD, env=True)
def setmargins(interp: Any, margins: Any) -> None:
    """SETMARGINS vector

    Shifts all text written to the screen: VECTOR is a list [x y] of how many
    columns to move it right and how many rows to move it down.  It is meant
    for screens whose edges are hidden, for instance a television used as a
    monitor.  [0 0] puts the margins back.

    Example: setmargins [0 0]"""
    x, y = _screen_vector("setmargins", margins)
    interp.terminal_backend().set_margins(x, y)


@primitive("standout", args=1, env=True)
def standout(interp: Any, thing: Any) -> Any:
    """STANDOUT thing

    Outputs a word that, when printed to the screen, shows THING in reverse
    video or bold (with the terminal's control codes around it).  On a
    terminal without those effects it is just the printed form of THING.  A
    list input is shown as PRINT would show it.

    Example: print standout "Hello"""
    text = print_form(thing, interp.printer())
    return interp.terminal_backend().standout(text)


@primitive("settextcolor", "settc", args=(1, 2, 2), kind=CMD, env=True)
def settextcolor(interp: Any, fg: Any, bg: Any = None) -> None:
    """SETTEXTCOLOR foreground background
    SETTC foreground background

    Chooses the colours of the text written to the screen, each a colour
    number or a [red green blue] list.  A plain terminal has no control over
    text colour, so here the command checks nothing and changes nothing.  It
    exists so that programs written for graphical Logos still run.

    Example: settextcolor 7 0"""
    return None


__all__ = ["ProtectedWord", "Pair"]


@primitive("tone", args=2, kind=CMD, env=True)
def tone(interp: Any, frequency: Any, duration: Any) -> None:
    """TONE frequency duration

    Plays a tone of FREQUENCY hertz for DURATION sixtieths of a second.  Both
    inputs must be numbers.  A text terminal has no speaker to drive, so the
    command is silent here (as it is in Berkeley Logo on such terminals) and
    the program simply goes on.

    Example: tone 440 30"""
    from ..lang.arith import num

    num(frequency, "tone")
    num(duration, "tone")
