"""Logo data: words, lists and arrays.

Words are Python ``str`` (text) or ``int``/``float`` (numbers computed or
read as numerals on an instruction line).  A ``str`` that looks like a
number is a number too: arithmetic converts it on use.

Lists are chains of :class:`Pair` cells ending in the singleton ``NIL``, so
``first``, ``butfirst`` and ``fput`` are O(1).  Arrays are :class:`Array`.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Iterable, Iterator

TRUE = "true"
FALSE = "false"


class Pair:
    """One cell of a Logo list."""

    __slots__ = ("first", "rest")

    def __init__(self, first: Any, rest: Any) -> None:
        self.first = first
        self.rest = rest

    def __iter__(self) -> Iterator[Any]:
        node = self
        while node.__class__ is Pair:
            yield node.first
            node = node.rest

    def __repr__(self) -> str:  # for debugging (printer.py shows data as Logo does)
        return "<list %s>" % _debug_text(self)


class EmptyList:
    """The empty list ``[]``; there is only one."""

    __slots__ = ()

    def __iter__(self) -> Iterator[Any]:
        return iter(())

    def __repr__(self) -> str:
        return "<list []>"

    def __bool__(self) -> bool:
        return False


NIL = EmptyList()


class Array:
    """A Logo array: mutable, fixed size, with an origin (index of its first item)."""

    __slots__ = ("items", "origin")

    def __init__(self, items: list, origin: int = 1) -> None:
        self.items = items
        self.origin = origin

    def __repr__(self) -> str:  # for debugging (printer.py shows data as Logo does)
        return "<array %s>" % _debug_text(self)


def _debug_text(x: Any, depth: int = 0) -> str:
    """Roughly how Logo shows X, for __repr__ (lists and arrays nested at most 5 deep)."""
    if depth > 5:
        return "..."
    if x.__class__ is Pair or x is NIL:
        return "[%s]" % " ".join(_debug_text(item, depth + 1) for item in x)
    if x.__class__ is Array:
        return "{%s}" % " ".join(_debug_text(item, depth + 1) for item in x.items)
    return str(x)


class ProtectedWord(str):
    """A word read with vertical bars or backslashes.

    ``marks`` has one character per character of the word: ``" "`` for an
    ordinary one, ``"b"`` for one typed after a backslash, ``"v"`` for one
    typed between vertical bars.  Marked characters are letters to the
    tokenizer: they do not split the word or end a quoted word.  Bar marks
    last as long as the word; backslash marks only matter while the line
    they were typed on is run: after that they become ``"B"``, which only
    makes readable printing (PO, error messages) show the backslash again.
    ``"R"`` marks every character of a line READWORD read that held a space, bracket,
    bar, sign ...: readable printing shows all the special characters of a word with
    such a mark backslashed, and nothing else sees it.
    """

    marks: str

    def __new__(cls, text: str, marks: str | None = None) -> "ProtectedWord":
        word = str.__new__(cls, text)
        word.marks = marks if marks is not None else "v" * len(text)
        return word

    def __reduce__(self) -> tuple:
        return (ProtectedWord, (str(self), self.marks))


# The characters bars or a backslash can protect (printer.py shows their marks): a bar
# mark on any other character means nothing once the word is joined to another.
BAR_MARKED = frozenset(" \t\n[](){}|;~\\+-*/=<>\":?")


def _joined(text: str, marks: str) -> Any:
    """The word TEXT with MARKS (a join's): bar marks kept only where they protect."""
    if "v" in marks:
        marks = "".join(" " if m == "v" and c not in BAR_MARKED else m
                        for c, m in zip(text, marks, strict=True))
    if marks and not marks.isspace():
        new = str.__new__(ProtectedWord, text)
        new.marks = marks
        return new
    return text


def join_words(parts: list) -> Any:
    """Words joined into one (WORD, FPUT, LPUT), keeping vertical-bar marks."""
    if len(parts) == 2:
        return join_two(parts[0], parts[1])
    text = "".join(parts)
    for p in parts:
        if p.__class__ is ProtectedWord:
            break
    else:
        return text
    marks = "".join(p.marks.replace("b", "B") if p.__class__ is ProtectedWord else " " * len(p)
                    for p in parts)
    return _joined(text, marks)


def join_two(a: Any, b: Any) -> Any:
    """Two words (texts, or ProtectedWords) joined into one, as join_words does."""
    if a.__class__ is ProtectedWord and b.__class__ is ProtectedWord:  # (READWORD's pieces)
        marks = a.marks + b.marks
        if "b" in marks:
            marks = marks.replace("b", "B")
        return _joined(str.__add__(a, b), marks)
    if a.__class__ is ProtectedWord:
        marks = a.marks
        if "b" in marks:
            marks = marks.replace("b", "B")
    else:
        marks = " " * len(a)
    if b.__class__ is ProtectedWord:
        more = b.marks
        marks += more.replace("b", "B") if "b" in more else more
    elif marks.isspace() or not marks:
        return a + b if a.__class__ is str else str.__add__(a, b)
    else:
        marks += " " * len(b)
    return _joined(str.__add__(a, b), marks)


def sub_word(word: Any, start: int, end: int | None = None) -> Any:
    """A slice of a word keeping vertical-bar marks (backslash marks lose their effect)."""
    piece = str.__getitem__(word, slice(start, end))
    if word.__class__ is ProtectedWord:
        marks = word.marks[start:end]
        if "b" in marks:
            marks = marks.replace("b", "B")
        if marks and not marks.isspace():
            new = str.__new__(ProtectedWord, piece)
            new.marks = marks
            return new
    return piece


def rest_of_word(word: Any) -> Any:
    """sub_word(WORD, 1) for a ProtectedWord WORD of one character or more (BUTFIRST)."""
    marks = word.marks[1:]
    if "b" in marks:
        marks = marks.replace("b", "B")
    if marks and not marks.isspace():
        new = str.__new__(ProtectedWord, word[1:])
        new.marks = marks
        return new
    return word[1:]


# The one-character words FIRST makes of ProtectedWords, by mark and character (they are
# never changed: one of each serves).
_ONE_CHAR: dict = {"v": {}, "B": {}, "R": {}}
_R_CHARS = _ONE_CHAR["R"]


def first_char(word: Any) -> Any:
    """sub_word(WORD, 0, 1) for a ProtectedWord WORD of one character or more (FIRST)."""
    mark = word.marks[0]
    if mark == "R":  # (READWORD's words: the most pieces)
        new = _R_CHARS.get(word[0])
        if new is not None:
            return new
    elif mark == " ":
        return word[0]
    if mark == "b":
        mark = "B"
    c = word[0]
    made = _ONE_CHAR.get(mark)
    if made is None:
        made = {}
    else:
        new = made.get(c)
        if new is not None:
            return new
        if len(made) > 1000:
            made.clear()
    new = made[c] = str.__new__(ProtectedWord, c)
    new.marks = mark
    return new


def is_list(x: Any) -> bool:
    return x.__class__ is Pair or x is NIL


def is_word(x: Any) -> bool:
    cls = x.__class__
    return cls is str or cls is int or cls is float or cls is ProtectedWord


def from_iter(items: Iterable[Any]) -> Any:
    """Build a Logo list from a Python iterable."""
    seq = items if isinstance(items, (list, tuple)) else list(items)
    result: Any = NIL
    new = object.__new__
    for item in reversed(seq):
        cell = new(Pair)
        cell.first = item
        cell.rest = result
        result = cell
    return result


# Changes made to lists already made (.SETFIRST, .SETBF ...), counted: a list seen before,
# with no change counted since, has the same members (runtime/macros.py's output memos).
list_edits = [0]


def copy_onto(lst: Any, tail: Any) -> Any:
    """A copy of list LST's cells ending in TAIL, built front to back (cells made without
    Pair.__init__: a quarter quicker).  LST's own cells are never changed."""
    if lst.__class__ is not Pair:
        return tail
    new = object.__new__
    head = cell = new(Pair)
    cell.first = lst.first
    lst = lst.rest
    while lst.__class__ is Pair:
        nxt = new(Pair)
        nxt.first = lst.first
        cell.rest = nxt
        cell = nxt
        lst = lst.rest
    cell.rest = tail
    return head


def to_pylist(lst: Any) -> list:
    """The members of a Logo list as a Python list."""
    out = []
    while lst.__class__ is Pair:
        out.append(lst.first)
        lst = lst.rest
    return out


def list_length(lst: Any) -> int:
    n = 0
    while lst.__class__ is Pair:
        n += 1
        lst = lst.rest
    return n


# ---------------------------------------------------------------- numbers

NUMBER_PATTERN = r"-?(\d+\.?(\d*)|\.(\d+))(?:[eE]([-+]?)(\d*))?\Z"  # what _numeral reads
_number_cache: dict = {}
_not_numerals: set = set()  # words starting as a numeral does that are not one ("-", ".setfirst")
_NUMBER_START = frozenset("0123456789-.")


def _numeral(text: str) -> Any:
    """(end of the mantissa, digits after its point, exponent's sign, exponent's digits or
    None) when TEXT is a numeral (NUMBER_PATTERN; a hand-written reader, as importing re
    takes milliseconds of start-up), else None."""
    n = len(text)
    i = 1 if text[:1] == "-" else 0
    j = i
    while j < n and text[j].isdecimal():
        j += 1
    if j > i:  # digits, a point maybe, digits maybe
        if j < n and text[j] == ".":
            j += 1
        k = j
        while k < n and text[k].isdecimal():
            k += 1
    elif j < n and text[j] == ".":  # a point and digits
        j += 1
        k = j
        while k < n and text[k].isdecimal():
            k += 1
        if k == j:
            return None
    else:
        return None
    fraction = text[j:k]
    if k == n:
        return k, fraction, "", None
    if text[k] not in "eE":
        return None
    e = k + 1
    sign = ""
    if e < n and text[e] in "+-":
        sign = text[e]
        e += 1
    if not text[e:].isdecimal() and e < n:
        return None
    return k, fraction, sign, text[e:]


def parse_number(text: str) -> Any:
    """The number a numeral stands for, or None when the word is not one."""
    cached = _number_cache.get(text)
    if cached is not None:
        return cached
    if len(text) <= 9 and text.isdecimal() and text.isascii():
        value = _number_cache[text] = int(text)
        return value
    if text[:1] not in _NUMBER_START:  # a numeral starts with a digit, "-" or "."
        return None
    if text in _not_numerals:
        return None
    parts = _numeral(text)
    if parts is None:
        if len(_not_numerals) > 10000:
            _not_numerals.clear()
        _not_numerals.add(text)
        return None
    end, fraction, sign, exponent = parts
    # As Berkeley Logo: digits after the point or in the exponent, or more
    # than 9 characters, make a floating point number.
    if fraction or exponent or len(text) > 9:
        mantissa = text[:end]
        value: Any = float(mantissa + ("e" + sign + exponent if exponent else ""))
    else:
        value = int(text[:end].rstrip("."))
    if len(_number_cache) > 100000:
        _number_cache.clear()
    _number_cache[text] = value
    return value


def format_number(x: Any) -> str:
    """A number's text as Berkeley Logo prints it."""
    if x.__class__ is int:
        return str(x)
    if x != x:  # as C's printf: the sign of a NaN shows
        import math  # (not at start-up: a module loaded from a shared library, slow to import)

        return "-nan" if math.copysign(1.0, x) < 0 else "nan"
    if x in (float("inf"), float("-inf")):
        return "inf" if x > 0 else "-inf"
    return "%.15g" % x


_ASCII_LOWER = {c: c + 32 for c in range(ord("A"), ord("Z") + 1)}


def fold(text: str) -> str:
    """TEXT with the letters A to Z in lower case: Berkeley ignores the case of those
    alone (EQUALP "É "é is FALSE there); other characters are kept as they are."""
    return text.lower() if text.isascii() else text.translate(_ASCII_LOWER)


def word_text(x: Any) -> str:
    """The characters of a word (numbers in their printed form)."""
    if x.__class__ is int or x.__class__ is float:
        return format_number(x)
    return x


def is_number(x: Any) -> bool:
    cls = x.__class__
    if cls is int or cls is float:
        return True
    if cls is str or cls is ProtectedWord:
        return parse_number(x) is not None
    return False
