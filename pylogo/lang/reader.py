"""The reader: Logo source text to Logo data.

Physical lines are first joined into logical lines (a ``~`` at the end of a
line, or a bracket, brace, parenthesis or vertical bar left open, continues
it) and their ``;`` comments removed; a logical line is then turned into a
Logo list of words, lists and arrays, as the grammar logo.lark reads it: by
splitting (parse_plain), or by lark for the few texts splitting leaves to it.
"""

from __future__ import annotations

import os

from .data import NIL, Array, Pair, ProtectedWord, fold
from .errors import PAREN_MISMATCH, UNEXPECTED_BRACE, UNEXPECTED_BRACKET, UNEXPECTED_PAREN, LogoError
from .parsecache import decode, encode

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Iterable, Iterator

_GRAMMAR = os.path.join(os.path.dirname(__file__), "logo.lark")
_parser = None


def _word(token: str, literal: Any = ()) -> str:
    """Strip a source word's bars and backslashes, marking what they protected (but the
    backslashes at the positions LITERAL, characters of the word: parse_line)."""
    if "|" not in token and "\\" not in token:
        return str(token)
    out = []
    marks = []
    i = 0
    n = len(token)
    while i < n:
        c = token[i]
        if c == "\\" and i in literal:
            out.append(c)
            marks.append(" ")
            i += 1
        elif c == "\\":
            if i + 1 < n:
                out.append(token[i + 1])
                marks.append("b")
            i += 2
        elif c == "|":
            # Between bars every character is a letter; a backslash still quotes
            # the next one (so \| and \\ can be written there).
            i += 1
            while i < n and token[i] != "|":
                if token[i] == "\\" and i + 1 < n:
                    i += 1
                out.append(token[i])
                marks.append("v")
                i += 1
            i += 1
        else:
            out.append(c)
            marks.append(" ")
            i += 1
    return ProtectedWord("".join(out), "".join(marks))


def _build_parser():
    from lark import Lark, Transformer

    class ToData(Transformer):
        def start(self, items):
            return _chain(items)

        def list(self, items):
            return _chain(items)

        def array(self, items):
            end = items[-1]
            origin = int(end[2:]) if end[2:].lstrip("-") else (0 if len(end) > 1 else 1)
            return Array(list(items[:-1]), origin)

        def WORD(self, token):
            return _word(token)

    from ..system import cachedirs

    name = grammar_cache_name()
    cache_file = os.path.join(cachedirs.root(), name)
    # Building the parser's tables takes a fifth of a second: they are also kept beside the
    # grammar (as Python keeps compiled modules), for a first run with an empty cache folder.
    beside = os.path.join(os.path.dirname(_GRAMMAR), "__pycache__", name)
    cache: Any = False
    try:
        os.makedirs(os.path.dirname(cache_file), exist_ok=True)
        cache = cache_file
    except OSError:
        cache = False
    found = os.path.exists(cache_file)
    if not found and os.path.exists(beside):
        cache = beside  # (lark checks that it was made from this grammar, by this lark)
    with open(_GRAMMAR, encoding="utf-8") as f:
        grammar = f.read()
    parser = Lark(
        grammar,
        parser="lalr",
        lexer="contextual",
        transformer=ToData(),
        maybe_placeholders=False,
        cache=cache,
    )
    if cache == cache_file and not found:
        cachedirs.note_write()  # (lark wrote its tables there)
    if cache == cache_file and not os.path.exists(beside):
        try:
            with open(cache_file, "rb") as f:
                data = f.read()
            os.makedirs(os.path.dirname(beside), exist_ok=True)
            tmp = "%s.%d.tmp" % (beside, os.getpid())
            with open(tmp, "wb") as f:
                f.write(data)
            os.replace(tmp, beside)
        except OSError:
            pass
    return parser


def grammar_cache_name() -> str:
    """The name of the file of lark's tables of this grammar, in the cache root."""
    return "grammar-%s.lark.cache" % _grammar_stamp()


def _grammar_stamp() -> str:
    try:
        st = os.stat(_GRAMMAR)
        return "%d-%d" % (int(st.st_mtime), st.st_size)
    except OSError:
        return "0"


def _chain(items: list) -> Any:
    result: Any = NIL
    for item in reversed(items):
        if item.__class__.__name__ == "Token":
            item = _word(item)
        result = Pair(item, result)
    return result


_read_before: dict = {}  # text -> its data, encoded (parsecache.py) to be decoded afresh
_ONCE = ("read once",)  # (in _read_before: a text read once, by splitting)
_READ_BEFORE_LIMIT = 5000


def parse_text(text: str) -> Any:
    """Logo data for one logical line (comments already removed): new lists each time,
    read by lark only the first time a text is seen (kept when read a second time: most
    texts READLIST or RUN of a word read are read once)."""
    encoded = _read_before.get(text)
    if encoded is not None and encoded is not _ONCE:
        return decode(encoded)
    source = without_open_bar(text)
    data = parse_plain(source)
    if data is None:
        data = _parse_with_lark(source)
        encoded = _ONCE  # (lark's reading is worth keeping at once)
    if len(_read_before) > _READ_BEFORE_LIMIT:
        _read_before.clear()
    if encoded is None:
        _read_before[text] = _ONCE
        return data
    try:
        _read_before[text] = encode(data)
    except LogoError:
        pass
    return data


def read_before(text: str) -> Any:
    """The data parse_text read from TEXT, encoded (parsecache.encode), while it keeps it
    (else None)."""
    encoded = _read_before.get(text)
    return None if encoded is _ONCE else encoded


def parse_line(text: str) -> Any:
    """parse_text of a line as Berkeley's reader gave it (typed, loaded, READLIST's): a
    backslash right after a ~ (and spaces) is a character there, not an escape."""
    if "~" not in text or "\\" not in text:
        return parse_text(text)
    literal = _tilde_backslashes(text)
    if not literal:
        return parse_text(text)
    source = without_open_bar(text, literal)
    if _LARK_ONLY.isdisjoint(source) and not ("@" in source and "}" in source):
        data = _split_escaped(source, literal)
        if data is not None:
            return data
    # (lark's reading, for its errors: the backslashes escaped, each then marked as one)
    for at in sorted(literal, reverse=True):
        source = source[:at] + "\\" + source[at:]
    return parse_text(source)


def _tilde_backslashes(text: str) -> set:
    """The positions in TEXT of the backslashes that follow a ~ (and spaces, outside bars):
    characters of their word for Berkeley's reader, not escapes."""
    literal = set()
    in_bar = after_tilde = False
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if after_tilde:
            if c in " \t~":
                i += 1
                continue
            after_tilde = False
            if c == "\\":
                literal.add(i)
                i += 1
                continue
        if c == "\\":
            i += 2
            continue
        if c == "|":
            in_bar = not in_bar
        elif c == "~" and not in_bar:
            after_tilde = True
        i += 1
    return literal


def without_open_bar(text: str, literal: Any = ()) -> str:
    """TEXT less the word whose bar is never closed and all after it, as Berkeley's parser
    drops them (``show [x a~|b c]`` shows [x]: a bar after a ~ does not keep the line open,
    nor does the end of a file).  The backslashes at LITERAL escape nothing."""
    if "|" not in text:
        return text
    in_bar = False
    word_start = opened_at = 0
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == "\\" and i not in literal:
            i += 1
        elif c == "|":
            if not in_bar:
                opened_at = word_start
            in_bar = not in_bar
        elif not in_bar and c in " \t\f\r\n[]{}":
            word_start = i + 1
        i += 1
    return text[:opened_at] if in_bar else text


_LARK_ONLY = frozenset("\v\x1c\x1d\x1e\x1f")  # white space lark keeps in words, refuses outside
_OPENERS = {"]": "[", "}": "{"}
_ESCAPES = frozenset("|\\")


def parse_plain(text: str) -> Any:
    """The data of a text with no array origins or odd white space, read by splitting
    (or by _split_escaped when it has bars or backslashes): what lark would give, without
    importing it (the import is most of the start-up time of a short program).  None when
    lark must read the text (also when its brackets do not match, for lark's errors)."""
    if not _LARK_ONLY.isdisjoint(text) or ("@" in text and "}" in text):
        return None
    if not text.isascii() and any(c.isspace() and c not in " \t\f\r\n" for c in text):
        return _split_escaped(text)  # (other white space is part of a word: str.split would not)
    if not _ESCAPES.isdisjoint(text):
        return _split_escaped(text)
    for c in "[]{}":
        if c in text:
            text = text.replace(c, " %s " % c)
    stack: list = [[]]
    opened: list = []
    for token in text.split():
        if token == "[" or token == "{":
            stack.append([])
            opened.append(token)
        elif token == "]" or token == "}":
            if not opened or opened.pop() != _OPENERS[token]:
                return None
            items = stack.pop()
            stack[-1].append(_chain(items) if token == "]" else Array(items, 1))
        else:
            stack[-1].append(token)
    return None if opened else _chain(stack[0])


def _split_escaped(text: str, literal: Any = ()) -> Any:
    """parse_plain of a text with bars or backslashes: its words as the grammar's WORD reads
    them (logo.lark, matched greedily as its regular expression is: a backslash takes the
    next character, or ends the text; a bar takes everything up to the next bar, a
    backslash there taking the next character, or up to the end), the white space between
    them " \\t\\f\\r\\n" only (parse_plain refuses other), brackets outside words."""
    stack: list = [[]]
    opened: list = []
    n = len(text)
    i = 0
    while i < n:
        c = text[i]
        if c in " \t\f\r\n":
            i += 1
        elif c == "[" or c == "{":
            stack.append([])
            opened.append(c)
            i += 1
        elif c == "]" or c == "}":
            if not opened or opened.pop() != _OPENERS[c]:
                return None
            items = stack.pop()
            stack[-1].append(_chain(items) if c == "]" else Array(items, 1))
            i += 1
        else:
            start = i
            while i < n:
                c = text[i]
                if c == "\\":
                    # (or past the end: a backslash ending the text is the word's)
                    i += 1 if i in literal else 2
                elif c == "|":
                    i += 1
                    while i < n:
                        c = text[i]
                        if c == "|":
                            i += 1
                            break
                        i += 2 if c == "\\" else 1
                elif c in " \t\f\r\n[]{}":
                    break
                else:
                    i += 1
            if i > n:
                i = n
            stack[-1].append(_word(text[start:i], {at - start for at in literal} if literal else ()))
    return None if opened else _chain(stack[0])


def _parse_with_lark(text: str) -> Any:
    global _parser
    if _parser is None:
        _parser = _build_parser()
    if not text.strip(" \t\f\r\n"):
        return NIL
    from lark.exceptions import UnexpectedInput  # imported with lark, by _build_parser

    try:
        return _parser.parse(text)
    except UnexpectedInput as exc:
        char = getattr(exc, "char", None)
        token = getattr(exc, "token", None)
        what = char if char is not None else (str(token) if token is not None else "")
        if what == "}":
            raise LogoError(UNEXPECTED_BRACE, "unexpected '}'") from None
        if what == "]":
            raise LogoError(UNEXPECTED_BRACKET, "unexpected ']'") from None
        # An unfinished list or array at the end of the text: close it.
        closed = close_open_brackets(text)
        if closed != text:
            return _parse_with_lark(closed)
        raise LogoError(UNEXPECTED_BRACKET, "unexpected ']'") from None


class _Scan:
    """Scanning state carried from one physical line to the next."""

    __slots__ = ("in_bar", "brackets", "parens")

    def __init__(self) -> None:
        self.in_bar = False
        self.brackets: list = []  # open '[' and '{'
        self.parens = 0


_SCAN_SPECIAL = frozenset("\\|;~")
_NOT_BRACKETS = bytes(b for b in range(128) if b not in b"[]{}()") + bytes(range(128, 256))


def scan_line(line: str, state: _Scan, comments: bool = True) -> tuple:
    """Remove a physical line's comment; say how the line continues.

    Updates the bracket, parenthesis and bar state.  Returns the text to
    keep and None, "tilde" (a final ``~``: join the next line directly) or
    "backslash" (a final ``\\``: the newline belongs to the word).
    """
    if (not state.in_bar and _SCAN_SPECIAL.isdisjoint(line) and line.isascii()
            and not line.startswith("#!")):
        # (most lines: no comment, bar, backslash or tilde, only brackets and parentheses
        # to count, as the loop below counts them)
        _count_brackets(line.encode("ascii").translate(None, _NOT_BRACKETS), state)
        return line, None
    return _scan_line(line, state, comments)


def _count_brackets(brackets: bytes, state: _Scan) -> None:
    for b in brackets:
        if b == 91 or b == 123:  # [ {
            state.brackets.append("[" if b == 91 else "{")
        elif b == 93 or b == 125:  # ] }
            opener = "[" if b == 93 else "{"
            for k in range(len(state.brackets) - 1, -1, -1):
                if state.brackets[k] == opener:
                    del state.brackets[k]
                    break
        elif b == 40:  # (
            state.parens += 1
        elif state.parens > 0:  # )
            state.parens -= 1


def _scan_line(line: str, state: _Scan, comments: bool) -> tuple:
    out_end = len(line)
    i = 0
    n = len(line)
    comment_text = ""
    if comments and line.startswith("#!"):
        return "", None
    while i < n:
        c = line[i]
        if c == "\\":
            if i + 1 >= n:
                return line, "backslash"
            i += 2
            continue
        if state.in_bar:
            if c == "|":
                state.in_bar = False
        elif c == "|":
            state.in_bar = True
        elif c == ";" and comments:
            out_end = i
            comment_text = line[i:]
            _count_after_tildes(comment_text, state)
            break
        elif c == "~":
            # Berkeley's reader takes the character after a '~' (and spaces) for its
            # brackets, parentheses and ';' only: a bar or backslash there does not count.
            j = i + 1
            while j < n and line[j] in " \t":
                j += 1
            while j < n and line[j] == "~":
                j += 1
                while j < n and line[j] in " \t":
                    j += 1
            if j < n and line[j] in "|\\":
                i = j + 1
                continue
        elif c == "[" or c == "{":
            state.brackets.append(c)
        elif c == "]" or c == "}":
            # As Berkeley's reader counts them: a ']' closes an open '[' (if any),
            # a '}' an open '{'; one that closes nothing is left for the parser.
            opener = "[" if c == "]" else "{"
            for k in range(len(state.brackets) - 1, -1, -1):
                if state.brackets[k] == opener:
                    del state.brackets[k]
                    break
        elif c == "(":  # parentheses count inside brackets too
            state.parens += 1
        elif c == ")" and state.parens > 0:
            state.parens -= 1
        i += 1
    kept = line[:out_end]
    if comment_text and "~" not in comment_text and _ends_in_backslash(comment_text):
        return kept, "comment"  # Berkeley: the comment goes on over the next line
    if comment_text:
        tilde = comment_text.find("~")
        if 0 <= tilde < len(comment_text.rstrip()) - 1:
            # Berkeley's parser ends a comment at a '~': what follows it is read as code.
            kept += comment_text[tilde:]
        ending = comment_text.rstrip()
        return kept, ("tilde" if ending.endswith("~") and not _escaped_at(ending, len(ending) - 1) else None)
    if state.in_bar:  # a ~ inside bars is a character of the word: the newline stays too
        return kept, None
    stripped = kept.rstrip(" \t\r")
    if stripped.endswith("~") and not _escaped_at(stripped, len(stripped) - 1):
        return stripped[:-1], "tilde"
    return kept, None


def _ends_in_backslash(text: str) -> bool:
    """Does TEXT end with a backslash that no backslash before it escapes?"""
    n = len(text) - len(text.rstrip("\\"))
    return n % 2 == 1


def _count_after_tildes(comment: str, state: _Scan) -> None:
    """Berkeley's reader still counts a bracket or parenthesis right after a '~' (and
    spaces) inside a comment, so that it can keep the line open."""
    n = len(comment)
    for i, c in enumerate(comment):
        if c != "~":
            continue
        j = i + 1
        while j < n and comment[j] in " \t":
            j += 1
        if j >= n:
            continue
        d = comment[j]
        if d in "[{":
            state.brackets.append(d)
        elif d in "]}":
            opener = "[" if d == "]" else "{"
            for k in range(len(state.brackets) - 1, -1, -1):
                if state.brackets[k] == opener:
                    del state.brackets[k]
                    break
        elif d == "(":
            state.parens += 1
        elif d == ")" and state.parens > 0:
            state.parens -= 1


def _escaped_at(text: str, pos: int) -> bool:
    backslashes = 0
    j = pos - 1
    while j >= 0 and text[j] == "\\":
        backslashes += 1
        j -= 1
    return backslashes % 2 == 1


def close_open_brackets(text: str) -> str:
    state = _Scan()
    for physical in text.split("\n"):
        scan_line(physical, state, comments=False)
    closers = "".join("]" if b == "[" else "}" for b in reversed(state.brackets))
    if state.in_bar:
        closers = "|" + closers
    return text + closers


def stray_closer_error(text: str) -> LogoError:
    """Berkeley's error for an instruction line with a ']' or '}' that closes nothing.

    Its reader notes the last such closer and reads on; then only the line's first
    member is prepared for running, and a parenthesis left open or closing nothing
    in that member is what gets reported instead."""
    last = "]"
    opened: list = []
    chars = list(_plain_chars(text))
    for c, plain in chars:
        if not plain:
            continue
        if c in "[{":
            opened.append(c)
        elif c in "]}":
            if opened and opened[-1] == ("[" if c == "]" else "{"):
                opened.pop()
            else:
                last = c
    paren_problem = _first_member_parens(chars)
    if paren_problem is not None:
        return paren_problem
    if last == "}":
        return LogoError(UNEXPECTED_BRACE, "unexpected '}'")
    return LogoError(UNEXPECTED_BRACKET, "unexpected ']'")


def _plain_chars(text: str) -> Iterator[tuple]:
    """TEXT's characters, each with whether it has its special meaning (not in bars or escaped)."""
    in_bar = False
    escaped = False
    after_tilde = False
    for c in text:
        if after_tilde:
            # As scan_line: a bar or backslash after a '~' (and spaces) does not count for
            # Berkeley's reader ("} ~ \\[ ]" has its ']' close the '[': unexpected '}').
            if c in " \t~":
                yield c, True
                continue
            after_tilde = False
            if c in "|\\":
                yield c, False
                continue
        if escaped:
            escaped = False
            yield c, False
        elif c == "\\":
            escaped = True
            yield c, False
        elif c == "|":
            in_bar = not in_bar
            yield c, False
        else:
            after_tilde = c == "~" and not in_bar
            yield c, not in_bar


def _first_member_parens(chars: list) -> LogoError | None:
    """A parenthesis error in the first member of a line, when that member is a word."""
    i = 0
    while i < len(chars) and chars[i][1] and (chars[i][0].isspace() or chars[i][0] in "]}"):
        i += 1
    if i >= len(chars) or not chars[i][1] or chars[i][0] not in "()":
        return None  # only a member starting with a parenthesis is looked at that far
    if chars[i][0] == ")":
        return LogoError(UNEXPECTED_PAREN, "unexpected ')'")
    depth = 0
    while i < len(chars) and not (chars[i][1] and (chars[i][0].isspace() or chars[i][0] in "[]{}")):
        c, plain = chars[i]
        if plain and c == "(":
            depth += 1
        elif plain and c == ")":
            if chars[i - 1] == ("(", True):  # "()": nothing to run in it
                return LogoError(UNEXPECTED_PAREN, "unexpected ')'")
            depth -= 1
            if depth == 0:
                return None
        i += 1
    return LogoError(PAREN_MISMATCH, "too many ('s")


class LogicalLine:
    """One logical line: its text without comments, and its original lines."""

    __slots__ = ("text", "raw", "_data", "deep_end")

    def __init__(self, text: str, raw: list) -> None:
        self.text = text
        self.raw = raw
        self._data: Any = None
        # An END line came while a bracket or parenthesis was still open.
        self.deep_end = False

    @property
    def data(self) -> Any:
        if self._data is None:
            try:
                self._data = parse_line(self.text)
            except LogoError as exc:
                if exc.code in (UNEXPECTED_BRACKET, UNEXPECTED_BRACE):
                    raise stray_closer_error(self.text) from None
                raise
        return self._data

    def preset(self, data: Any) -> None:
        self._data = data

    def data_read(self) -> Any:
        """The line's data if it has been read (None if not, or if it could not be)."""
        return self._data

    def first_word(self) -> str:
        """The line's first word, lowercased, up to a bracket or brace (TO, END ...)."""
        text = self.text
        found = _FIRST_WORDS.get(text)  # (LOAD asks it of every line, a file loaded again too)
        if found is not None:
            return found
        parts = text.split(None, 1)
        word = parts[0] if parts else ""
        if "[" in word or "]" in word or "{" in word or "}" in word:
            end = 0
            while word[end] not in "[]{}":
                end += 1
            word = word[:end]
        if len(_FIRST_WORDS) > 20000:
            _FIRST_WORDS.clear()
        found = _FIRST_WORDS[text] = fold(word)
        return found


_FIRST_WORDS: dict = {}  # a logical line's text -> its first_word


def logical_lines(physical: Iterable[str]) -> Iterator[LogicalLine]:
    """Join physical lines (without their newlines) into logical lines."""
    state = _Scan()
    parts: list = []
    raw: list = []
    joiner = ""
    for line in physical:
        raw.append(line)
        kept, cont = scan_line(line, state)
        if parts:
            parts.append(joiner)
        parts.append(kept)
        if cont == "tilde":
            raw[-1] = line.rstrip(" \t")  # (as Berkeley keeps the line: to the ~)
            joiner = ""
            continue
        if cont == "backslash":
            joiner = "\n"
            continue
        if state.brackets or state.parens > 0 or state.in_bar:
            joiner = "\n"
            continue
        yield LogicalLine("".join(parts), raw)
        parts, raw = [], []
        state = _Scan()
    if parts:
        yield LogicalLine("".join(parts), raw)


class LineReader:
    """Reads logical lines one at a time from a function giving physical lines."""

    def __init__(self, next_physical, drop_unfinished: bool = False, sees_end=None) -> None:
        self.next_physical = next_physical
        # Standard input: an instruction still open when the input ends is not run.
        self.drop_unfinished = drop_unfinished
        # Whether an END line ends an instruction continued into it, asked each time
        # (Berkeley: not under PRINTDEPTHLIMIT 0, where it reads the END on as a word).
        self.sees_end = sees_end

    def read(self, comments: bool = True, prompt_more=None) -> LogicalLine | None:
        state = _Scan()
        parts: list = []
        raw: list = []
        joiner = ""
        first = True
        auto_continued = False
        cont = None
        while True:
            line = self.next_physical(first)
            first = False
            if line is None:
                if parts and not self.drop_unfinished:
                    # a backslash ending the file keeps its newline: a character of the word
                    return LogicalLine("".join(parts) + ("\n" if cont == "backslash" else ""), raw)
                return None
            if cont == "comment":  # a comment ended by a backslash: this line is comment too
                raw.append(line)
                if _ends_in_backslash(line):
                    continue
                cont = None
                if state.brackets or (comments and state.parens > 0) or state.in_bar:
                    joiner = "\n"
                    auto_continued = True
                    continue
                return LogicalLine("".join(parts), raw)
            # (Berkeley misses an END right after an empty line: it reads on)
            if (auto_continued and fold(line.rstrip("\r")) == "end" and raw[-1] != ""
                    and (self.sees_end is None or self.sees_end())):
                logical = LogicalLine("".join(parts), raw)
                logical.deep_end = True
                return logical
            raw.append(line)
            kept, cont = scan_line(line, state, comments)
            if parts:
                parts.append(joiner)
            parts.append(kept)
            auto_continued = False
            if cont == "tilde":
                raw[-1] = line.rstrip(" \t")  # (as Berkeley keeps the line: to the ~)
                joiner = ""
                continue
            if cont == "backslash" or cont == "comment":
                joiner = "\n"
                continue
            if state.brackets or (comments and state.parens > 0) or state.in_bar:
                joiner = "\n"
                auto_continued = True
                continue
            return LogicalLine("".join(parts), raw)


def read_data(text: str) -> Any:
    """Read all of TEXT as one list of data (for READLIST, PARSE and the like)."""
    return parse_text(text)
