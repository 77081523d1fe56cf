"""Runparse: split the words of an instruction list into tokens.

An instruction line (or a list given to RUN) is data: a list of words,
lists and arrays.  Before it can be parsed, its words are split at the
infix characters ``+ - * / = < >`` and at parentheses, numerals become
numbers, ``"word`` becomes a quoted word and ``:name`` a variable.
"""

from __future__ import annotations

from .data import Pair, ProtectedWord, parse_number, sub_word

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# Token kinds
NUM = 0  # a number (value)
QUOTE = 1  # "word (value: the word)
VAR = 2  # :name (value: the name)
DATA = 3  # a list or array literal
NAME = 4  # a procedure name
OP = 5  # an infix operator: + - * / = < > <= >= <> and "--" (tight minus)
LPAREN = 6
RPAREN = 7

INFIX_CHARS = frozenset("+-*/=<>")
DELIMS = frozenset("+-*/=<>()")


def _exponent_starts(word: str, i: int, j: int) -> bool:
    """Is WORD[i:j] the start of a number's exponent (1e, 2.5E ...): digits with a point
    maybe (digits before it, after it or both), then E?"""
    if j - i < 2 or word[j - 1] not in "eE":
        return False
    head, point, tail = word[i : j - 1].partition(".")
    if not point:
        return head.isdecimal()
    if not head:
        return tail.isdecimal()
    return head.isdecimal() and (not tail or tail.isdecimal())


Token = tuple  # (kind, value, text as written)

LP = (LPAREN, "(", "(")
RP = (RPAREN, ")", ")")
TIGHT_MINUS = (OP, "--", "-")


_WORD_TOKENS: dict = {}  # a plain word -> (its tokens, False when a ';' in it starts a comment)


def _word_tokens(word: str) -> tuple:
    value = parse_number(word)
    if value is not None:
        return ((NUM, value, word),), True
    tokens: list = []
    ok = _split_word(word, tokens)
    return tuple(tokens), ok


def tokenize(line: Any) -> list:
    """The tokens of an instruction list (a plain word's are worked out once)."""
    tokens: list = []
    words = _WORD_TOKENS
    node = line
    while node.__class__ is Pair:
        item = node.first
        node = node.rest
        cls = item.__class__
        if cls is str:
            found = words.get(item)
            if found is None:
                found = _word_tokens(item)
                if len(words) > 20000:
                    words.clear()
                words[item] = found
            tokens.extend(found[0])
            if not found[1]:
                break  # a comment: the rest of the list is ignored
        elif cls is ProtectedWord:
            value = parse_number(item)
            if value is not None and not _protected_minus(item):
                tokens.append((NUM, value, item))
            elif not _split_word(item, tokens):
                break  # a comment: the rest of the list is ignored
        elif cls is int or cls is float:
            tokens.append((NUM, item, item))
        else:
            tokens.append((DATA, item, item))
    return tokens


def _protected_minus(word: ProtectedWord) -> bool:
    """Whether a minus sign of WORD was typed after a backslash or between bars: Berkeley
    does not read such a word as a number (\\-3 runs a procedure named -3)."""
    return any(c == "-" and m not in " R" for c, m in zip(word, word.marks, strict=True))


def _split_word(word: str, tokens: list) -> bool:
    """Split one word into tokens; False when a ``;`` starts a comment.

    Characters typed after a backslash or inside vertical bars (see
    ProtectedWord) never split the word.
    """
    marks = word.marks if word.__class__ is ProtectedWord else None
    n = len(word)
    i = 0
    if n > 1 and word[0] == "-" and not word[1].isspace() and (marks is None or marks[0] in " BR"):
        # A minus sign with a space before it and none after is unary.
        tokens.append((NUM, 0, "0"))
        tokens.append(TIGHT_MINUS)
        i = 1
    while i < n:
        c = word[i]
        plain = marks is None or marks[i] in " BR"
        if plain and c == ";":
            return False
        if plain and c == '"':
            j = i + 1
            while j < n and not (word[j] in "()" and (marks is None or marks[j] in " BR")):
                j += 1
            tokens.append((QUOTE, sub_word(word, i + 1, j), word[i:j]))
            i = j
        elif plain and c == ":":
            j = i + 1
            while j < n and not (word[j] in DELIMS and (marks is None or marks[j] in " BR")):
                j += 1
            tokens.append((VAR, sub_word(word, i + 1, j), word[i:j]))
            i = j
        elif plain and c == "(":
            tokens.append(LP)
            i += 1
        elif plain and c == ")":
            tokens.append(RP)
            i += 1
        elif plain and c in INFIX_CHARS:
            two = word[i : i + 2]
            if two in ("<=", ">=", "<>") and (marks is None or marks[i + 1] in " BR"):
                tokens.append((OP, two, two))
                i += 2
            else:
                tokens.append((OP, c, c))
                i += 1
        else:
            j = i + 1 if not plain else i
            while j < n:
                ch = word[j]
                if marks is not None and marks[j] not in " BR":
                    j += 1
                    continue
                if ch in "()" or ch == ";":
                    break
                if ch in INFIX_CHARS:
                    if ch in "+-" and _exponent_starts(word, i, j):
                        j += 1
                        continue
                    break
                j += 1
            seg = sub_word(word, i, j)
            if (j < n or i > 0) and ("e" in seg or "E" in seg) and parse_number(seg) is not None:
                # Berkeley keeps a numeral with an exponent split from a longer word as typed
                # (RUNPARSE "1e3+1 is [1e3 + 1]); right before ")" it stays a word: (list 1e3)
                # is [1e3]
                kept = _Numeral(seg)
                tokens.append((QUOTE, seg, kept) if j < n and word[j] == ")" else
                              (NUM, parse_number(seg), kept))
            else:
                _segment(seg, tokens)
            i = j
    return True


_OPERATORS = frozenset(["+", "-", "*", "/", "=", "<", ">", "<=", ">=", "<>"])


def _segment(seg: str, tokens: list) -> None:
    if seg in _OPERATORS:  # typed after a backslash or in bars (|+|): still the operator,
        tokens.append((OP, str(seg), "|%s|" % seg))  # named so in errors (not enough inputs to |+|)
        return
    value = parse_number(seg)
    if value is not None and not (seg.__class__ is ProtectedWord and _protected_minus(seg)):
        tokens.append((NUM, value, seg))
        return
    if seg[:1] == "?" and seg.__class__ is str and seg[1:].isdecimal():
        # ?3 means (? 3)
        tokens.append(LP)
        tokens.append((NAME, "?", "?"))
        tokens.append((NUM, int(seg[1:]), seg[1:]))
        tokens.append(RP)
        return
    tokens.append((NAME, seg, seg))


class _Numeral(str):
    """The text of a numeral with an exponent split from a longer word: RUNPARSE gives it
    as typed (token_data)."""


def token_data(tok: Token) -> Any:
    """A token as Logo data, for RUNPARSE."""
    kind, value, text = tok
    if text.__class__ is _Numeral:
        return str(text)
    if kind == NUM:
        return value  # RUNPARSE gives numbers as numbers: 007 becomes 7
    if kind == QUOTE:
        from .data import join_words

        return join_words(['"', value])
    if kind == VAR:
        return ":" + value
    return value


def runparse_list(lst: Any) -> Any:
    """A list as RUNPARSE gives it: split at infix characters, numbers as numbers."""
    from .data import from_iter

    return from_iter([token_data(t) for t in tokenize(lst)])
