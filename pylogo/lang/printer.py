"""Text of Logo data as ``print``, ``show``, ``type`` and ``po`` write it."""

from __future__ import annotations

from .data import BAR_MARKED, NIL, Array, Pair, ProtectedWord, format_number

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# Characters that make a word need vertical bars when printed readably.
_SPECIAL_INNER = set(" \t\n[](){}|;~\\")
_NEEDS_BARS = _SPECIAL_INNER | set("+-*/=<>\"")
# The characters a bar or a backslash marks as typed that way: Berkeley marks a colon and
# a question mark too (a typed "|a:b| is written back in bars, "a:b made by WORD is not).
_MARKED = BAR_MARKED


def needs_bars(text: str) -> bool:
    """Could this text only have been typed as a word inside vertical bars?"""
    return any(c in _SPECIAL_INNER for c in text)


# An empty word Berkeley writes as nothing at all: the name of the empty word's entry in
# its table of names (APPLY given the empty word for its inputs, primitives/templates.py).
BARE_EMPTY = ProtectedWord("", "")


def readable_word(w: Any, in_line: bool = False) -> str:
    """A word as ``po``/``pons`` and error messages write it.

    Words typed with vertical bars get them back, characters typed after a
    backslash get their backslash back, and the empty word is ``||``; other
    words print as they are (as in Berkeley Logo).
    """
    if w.__class__ is int or w.__class__ is float:
        return format_number(w)
    if w == "":
        return "" if w is BARE_EMPTY else "||"
    if w.__class__ is ProtectedWord:
        marks = w.marks
        if "v" in marks and not any(m == "v" and c in _MARKED for c, m in zip(w, marks, strict=True)):
            marks = marks.replace("v", " ")  # bars that protect nothing are not shown: |3| is 3
        if "v" in marks:
            if w[0] in "\":" and marks[0] == " ":
                return w[0] + "|" + w[1:] + "|"
            return "|" + w + "|"
        if "R" in marks and any(c in _MARKED for c in w):
            # a word of a READWORD line with a special character, or one made from it: all
            # its special characters get backslashes (in a procedure's line PO shows, not
            # the quotation mark or colon WORD put first: BASIC's make "%i 1)
            start = 1 if in_line and w[0] in "\":" and marks[0] == " " else 0
            return w[:start] + "".join("\\" + c if c in _MARKED else c for c in w[start:])
        pairs = zip(w, marks, strict=True)
        if any(m in "bBR" and c in _MARKED for c, m in pairs):
            # Berkeley flags the whole word as backslashed: every special character of it,
            # infix signs too, gets its backslash back (\"1e\+5, a\ \-b)
            # (not the quotation mark or colon a word in a line starts with: "a\ b\-c)
            start = 1 if w[0] in "\":" and marks[0] == " " else 0
            return w[:start] + "".join("\\" + c if c in _MARKED else c for c in w[start:])
        return w
    return w


def barred_word(w: Any, marks: str = "b", in_line: bool = False) -> str:
    """A word as Berkeley writes it inside a list: characters typed after a backslash
    inside a list (MARKS "b") are shown by putting the word in bars; those of a quoted
    word or of a word made from it ("B") keep their backslashes: a list typed as
    [a\\ b] shows as [|a b|], (list "a\\ b) as [a\\ b]."""
    if w.__class__ is ProtectedWord and any(
            m in marks and c in _MARKED for c, m in zip(w, w.marks, strict=True)):
        if w[0] in "\":" and w.marks[0] == " ":  # a quoted word in a line: "|a b|
            return w[0] + "|" + w[1:] + "|"
        return "|" + w + "|"
    text = readable_word(w, in_line)
    if (w.__class__ is ProtectedWord and w[:1] in ("\"", ":") and text == w and marks == "b"
            and not any(m in "bBR" for m in w.marks)):
        # A quoted word or variable typed with bars that protect nothing ("||, "a||, :|x|):
        # Berkeley's line shows it as a backslashed word: its quotation mark or colon and
        # every special character after it ("|x|) is \"x\), "a||+b is \"a\+b).
        return "\\" + text[0] + "".join("\\" + c if c in _MARKED else c for c in text[1:])
    return text


def marked_special(w: Any) -> bool:
    """Was a special character of the word W typed in bars or after a backslash?"""
    return any(m != " " and c in _MARKED for c, m in zip(w, w.marks, strict=True))


def barred_name(w: Any) -> str:
    """A procedure name in a message: any character typed after a backslash puts the
    name in bars (I don't know how to |a b|)."""
    return barred_word(w, "bB")


class Printer:
    """Formats data, honouring the depth and width limits and full printing."""

    __slots__ = ("depth", "width", "full")

    def __init__(self, depth: int = -1, width: int = -1, full: bool = False) -> None:
        self.depth = depth
        self.width = width
        self.full = full

    def node(self, x: Any, depth: int, out: list) -> None:
        if depth == 0:
            out.append("...")
            return
        cls = x.__class__
        if cls is str or cls is ProtectedWord:
            # a word of a list typed with a backslash (first [a\ b]) shows in bars: |a b|
            self.word(x, out, barred_word)
        elif cls is int or cls is float:
            if self.width >= 0:
                self.word(format_number(x), out)  # cut as the word it prints as
            else:
                out.append(format_number(x))
        elif cls is Pair or x is NIL:
            out.append("[")
            self.members(x, depth - 1, out)
            out.append("]")
        elif cls is Array:
            self.array(x, depth, out)
        else:
            out.append(str(x))

    def word(self, x: str, out: list, readable: Any = readable_word) -> None:
        """A word, cut after PRINTWIDTHLIMIT characters (at least 10) as Berkeley does: the
        characters kept are written as a word of their own (in bars only if they need them:
        |abcdefg hi|...), then "..."."""
        width = self.width
        if width >= 0:
            limit = max(width, 10)
            if len(x) > limit:
                if x.__class__ is ProtectedWord:
                    x = ProtectedWord(x[:limit], x.marks[:limit])
                else:
                    x = x[:limit]
                out.append((readable(x) if self.full else x) + "...")
                return
        out.append(readable(x) if self.full else x)

    def members(self, lst: Any, depth: int, out: list, readable: Any = barred_word) -> None:
        width = self.width
        count = 0
        while lst.__class__ is Pair:
            if self.full and lst.first.__class__ is ProtectedWord and depth != 0:
                self.word(lst.first, out, readable)
            else:
                self.node(lst.first, depth, out)
            lst = lst.rest
            if lst.__class__ is Pair:
                out.append(" ")
                count += 1
                if count == width:
                    out.append("...")
                    break

    def array(self, x: Array, depth: int, out: list) -> None:
        items = x.items
        n = len(items)
        shown = n if self.width < 0 else min(n, self.width)
        out.append("{")
        for i in range(shown):
            if self.full and items[i].__class__ is ProtectedWord and depth != 1:
                self.word(items[i], out, barred_word)
            else:
                self.node(items[i], depth - 1, out)
            if i + 1 < n:
                out.append(" ")
        if shown < n:
            out.append("...")
        out.append("}")
        if self.full and x.origin != 1:
            out.append("@%d" % x.origin)


PLAIN = Printer()
FULL = Printer(full=True)
ERROR = Printer(depth=5, width=80, full=True)


def _fast_plain(x: Any) -> str | None:
    cls = x.__class__
    if cls is str or cls is ProtectedWord:
        return x
    if cls is int:
        return str(x)
    if cls is float:
        return format_number(x)
    return None


def plain_members(lst: Any) -> str:
    """The members of a list as PLAIN prints them (no limits: no counting)."""
    parts = []
    add = parts.append
    while lst.__class__ is Pair:
        x = lst.first
        cls = x.__class__
        if cls is str or cls is ProtectedWord:
            add(x)
        elif cls is int:
            add(str(x))
        elif cls is float:
            add(format_number(x))
        elif cls is Pair or x is NIL:
            add("[" + plain_members(x) + "]")
        else:
            out: list = []
            PLAIN.node(x, -1, out)
            add("".join(out))
        lst = lst.rest
    return " ".join(parts)


def _plain_form(x: Any, brackets: bool) -> str:
    """X as PLAIN writes it: a list with or without its BRACKETS."""
    text = _fast_plain(x)
    if text is not None:
        return text
    if x.__class__ is Pair or x is NIL:
        return "[" + plain_members(x) + "]" if brackets else plain_members(x)
    out: list = []
    PLAIN.node(x, -1, out)
    return "".join(out)


def print_form(x: Any, printer: Printer = PLAIN) -> str:
    """What ``print`` and ``type`` write for one input: a list without its brackets."""
    if printer is PLAIN:
        return _plain_form(x, False)
    out: list = []
    if x.__class__ is Pair or x is NIL:
        printer.members(x, printer.depth, out)
    else:
        printer.node(x, printer.depth, out)
    return "".join(out)


def show_form(x: Any, printer: Printer = PLAIN) -> str:
    """What ``show`` writes: lists keep their brackets."""
    if printer is PLAIN:
        return _plain_form(x, True)
    out: list = []
    printer.node(x, printer.depth, out)
    return "".join(out)


def place_name(name: str, printer: Printer = FULL) -> str:
    """The procedure's name of an error's "  in NAME": Berkeley writes it as SHOW writes a
    word under FULLPRINTP (in bars if it needs them: |a b|), within the print limits
    ("..." under PRINTDEPTHLIMIT 0, cut after PRINTWIDTHLIMIT characters)."""
    if needs_bars(name):
        name = ProtectedWord(str(name))
    return show_form(name, printer)


def full_form(x: Any) -> str:
    """Readable text of a datum, as in error messages and ``po``."""
    return show_form(x, FULL)


def full_print_form(x: Any) -> str:
    """Readable text without a list's outer brackets."""
    return print_form(x, FULL)


def _line_word(w: Any) -> str:
    return barred_word(w, "b", True)


def line_print_form(line: Any) -> str:
    """A procedure's line (a list) as PO shows it."""
    out: list = []
    FULL.members(line, -1, out, _line_word)
    return "".join(out)
