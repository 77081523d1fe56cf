"""Syntax highlighting and Tab completion of Logo for the interactive prompt.

``scan`` splits source text into styled pieces the way the Logo reader sees
it (closely enough for colouring); ``LogoLexer`` and ``LogoCompleter`` wrap
it and the workspace for prompt_toolkit.  Imported only by the REPL, so
prompt_toolkit is loaded only on the interactive path.
"""

from __future__ import annotations

import re

from prompt_toolkit.completion import Completer, Completion
from prompt_toolkit.document import Document
from prompt_toolkit.lexers import Lexer
from prompt_toolkit.styles import Style

from ..lang.data import fold

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Iterable

OPENERS = {"[": "]", "{": "}", "(": ")"}
CLOSERS = {"]": "[", "}": "{", ")": "("}
INFIX = set("+-*/=<>")
SPACE = set(" \t\r")
NUMBER = re.compile(r"^-?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$")

# Styles of the pieces (prompt_toolkit class names) and their look.
STYLE_RULES = {
    "logo.primitive": "ansiblue bold",
    "logo.procedure": "ansigreen bold",
    "logo.definition": "ansigreen bold underline",
    "logo.keyword": "ansimagenta bold",
    "logo.quoted": "ansiyellow",
    "logo.variable": "ansicyan",
    "logo.number": "ansibrightmagenta",
    "logo.comment": "ansibrightblack italic",
    "logo.operator": "",
    "logo.bracket": "bold",
    "logo.continuation": "ansibrightblack",
    "logo.unmatched": "bg:ansired ansiwhite bold",
    "matching-bracket.cursor": "bg:ansibrightblack bold",
    "matching-bracket.other": "bg:ansibrightblack bold",
}


def style() -> Style:
    return Style.from_dict(STYLE_RULES)


def _procedure_style(interp: Any, word: str) -> str:
    key = fold(word)
    if key in ("to", ".macro", "end"):
        return "class:logo.keyword"
    proc = interp.procs.get(key) if interp is not None else None
    if proc is None:
        return ""
    return "class:logo.primitive" if proc.is_primitive else "class:logo.procedure"


def _word_end(line: str, i: int, stops: Any) -> int:
    """The end of a word starting at I: bars and backslashes protect characters."""
    n = len(line)
    while i < n:
        c = line[i]
        if c == "\\":
            i += 2
            continue
        if c == "|":
            j = line.find("|", i + 1)
            if j < 0:
                return n
            i = j + 1
            continue
        if c in stops:
            return i
        i += 1
    return min(i, n)


_PLAIN_STOPS = SPACE | set("[]{}();") | INFIX
_LIST_STOPS = SPACE | set("[]{}();")
_QUOTE_STOPS = SPACE | set("[]{}()")


def scan(text: str, interp: Any = None, open_before: int = 0) -> list:
    """Styled pieces of TEXT: a list (one per line) of [style, text] lists.

    OPEN_BEFORE brackets were left open by earlier lines of the same
    instruction, so that many closers are not "unmatched".
    """
    lines = text.split("\n")
    result: list = []
    stack: list = []  # open brackets: (char, piece) or (char, None) for earlier lines
    stack.extend(("[", None) for _ in range(open_before))
    after_to = False  # the next word names the procedure being defined
    for line in lines:
        pieces: list = []
        n = len(line)
        i = 0
        first_word = True
        stripped = line.rstrip(" \t\r")
        tilde_at = len(stripped) - 1 if stripped.endswith("~") else -1
        while i < n:
            c = line[i]
            if c in SPACE:
                j = i
                while j < n and line[j] in SPACE:
                    j += 1
                pieces.append(["", line[i:j]])
                i = j
                continue
            if c == ";":
                pieces.append(["class:logo.comment", line[i:]])
                break
            if i == tilde_at:
                pieces.append(["class:logo.continuation", line[i:]])
                break
            if c in OPENERS:
                piece = ["class:logo.bracket", c]
                pieces.append(piece)
                stack.append((c, piece))
                i += 1
                first_word = False
                continue
            if c in CLOSERS:
                piece = ["class:logo.bracket", c]
                if stack and stack[-1][0] == CLOSERS[c]:
                    stack.pop()
                else:
                    piece[0] = "class:logo.unmatched"
                pieces.append(piece)
                i += 1
                continue
            in_list = any(b in "[{" for b, _ in stack)
            if c == '"':
                j = _word_end(line, i + 1, _QUOTE_STOPS)
                pieces.append(["class:logo.quoted", line[i:j]])
                i = j
                after_to = False
                first_word = False
                continue
            if c == ":":
                j = _word_end(line, i + 1, _LIST_STOPS if in_list else _PLAIN_STOPS)
                pieces.append(["class:logo.variable", line[i:j]])
                i = j
                first_word = False
                continue
            if c in INFIX and not in_list:
                # A minus sign glued to a number is part of it.
                if c == "-" and i + 1 < n and (line[i + 1].isdigit() or line[i + 1] == "."):
                    j = _word_end(line, i + 1, _PLAIN_STOPS)
                    if NUMBER.match(line[i:j]):
                        pieces.append(["class:logo.number", line[i:j]])
                        i = j
                        continue
                j = i + 1
                if c in "<>" and j < n and line[j] in "=>":
                    j += 1
                pieces.append(["class:logo.operator", line[i:j]])
                i = j
                continue
            j = _word_end(line, i, _LIST_STOPS if in_list else _PLAIN_STOPS)
            if j == i:
                j = i + 1
            word = line[i:j]
            if NUMBER.match(word):
                style_ = "class:logo.number"
            elif after_to:
                style_ = "class:logo.definition"
            else:
                style_ = _procedure_style(interp, word)
            after_to = first_word and not stack and fold(word) in ("to", ".macro")
            first_word = False
            pieces.append([style_, word])
            i = j
        result.append(pieces)
    return result


class LogoLexer(Lexer):
    """prompt_toolkit lexer for Logo, knowing the workspace's procedures."""

    def __init__(self, interp: Any) -> None:
        self.interp = interp

    def lex_document(self, document: Document) -> Any:
        try:
            lines = scan(document.text, self.interp)
        except Exception:  # colours are not worth a failure
            lines = [[["", line]] for line in document.text.split("\n")]

        def get_line(number: int) -> list:
            if 0 <= number < len(lines):
                return [tuple(p) for p in lines[number]]
            return []

        return get_line


WORD_STOPS = SPACE | set("[]{}()\n")


class LogoCompleter(Completer):
    """Tab completion: procedure names, :variables, and "words naming either."""

    def __init__(self, interp: Any) -> None:
        self.interp = interp

    def _procedures(self) -> Iterable[tuple]:
        for key, proc in self.interp.procs.items():
            if proc.is_primitive:
                yield key, "primitive"
            else:
                yield proc.name, "procedure"

    def _variables(self) -> Iterable[tuple]:
        for key in self.interp.V.keys():
            yield key, "variable"

    def get_completions(self, document: Document, complete_event: Any) -> Iterable[Completion]:
        try:
            yield from self._completions(document)
        except Exception:  # no completions rather than a failure
            return

    def _completions(self, document: Document) -> Iterable[Completion]:
        before = document.text_before_cursor
        i = len(before)
        while i > 0 and before[i - 1] not in WORD_STOPS:
            i -= 1
        word = before[i:]
        if word.startswith(":"):
            prefix, candidates = word[1:], list(self._variables())
        elif word.startswith('"'):
            prefix, candidates = word[1:], list(self._procedures()) + list(self._variables())
        else:
            prefix, candidates = word, list(self._procedures())
            if not prefix:
                return
        low = fold(prefix)
        seen = set()
        for name, meta in sorted(candidates, key=lambda c: (fold(c[0]), c[1])):
            if not fold(name).startswith(low) or fold(name) in seen:
                continue
            seen.add(fold(name))
            yield Completion(name, start_position=-len(prefix), display_meta=meta)
