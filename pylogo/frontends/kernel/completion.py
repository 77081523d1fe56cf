"""Tab completion and Shift-Tab inspection of Logo names in a cell."""

from __future__ import annotations

from typing import Any

from ...lang.data import fold
from ...primitives.helptext import help_text
from ...primitives.variables_help import VARIABLES

# Characters that end a Logo word (the delimiters of the reader).
DELIMITERS = set(" \t\n\r[](){}+-*/=<>;~|\\")


def word_bounds(code: str, cursor_pos: int) -> tuple:
    """(start, end) of the word the cursor is in or just after."""
    cursor_pos = max(0, min(cursor_pos, len(code)))
    start = cursor_pos
    while start > 0 and code[start - 1] not in DELIMITERS:
        start -= 1
    end = cursor_pos
    while end < len(code) and code[end] not in DELIMITERS:
        end += 1
    return start, end


def procedure_names(interp: Any) -> list:
    return sorted(key for key, proc in interp.procs.items() if proc is not None)


def variable_names(interp: Any) -> list:
    """Variables with a value now (a running procedure's locals included: scope is dynamic)."""
    return sorted(interp.V.keys())


def complete(interp: Any, code: str, cursor_pos: int) -> dict:
    """Matches for the word before the cursor: :NAME completes variables, "NAME and a
    bare word complete procedures (and, after a quote, variables too)."""
    start, _end = word_bounds(code, cursor_pos)
    word = code[start:cursor_pos]
    prefix = ""
    if word.startswith(":") or word.startswith('"'):
        prefix, word = word[0], word[1:]
    low = fold(word)
    if prefix == ":":
        pool = variable_names(interp)
    elif prefix == '"':
        pool = sorted(set(procedure_names(interp)) | set(variable_names(interp)))
    else:
        pool = procedure_names(interp)
    matches = [prefix + name for name in pool if name.startswith(low)]
    return {"matches": matches, "cursor_start": start, "cursor_end": cursor_pos,
            "metadata": {}, "status": "ok"}


def inspect_text(interp: Any, code: str, cursor_pos: int) -> str | None:
    """The help text for the name at the cursor (a procedure, or a special variable)."""
    start, end = word_bounds(code, cursor_pos)
    if start == end and start > 0:  # just after a word and a delimiter: look back
        start, end = word_bounds(code, start - 1)
    name = fold(code[start:end].lstrip(':"'))
    if not name:
        return None
    proc = interp.procs.get(name)
    if proc is not None and not proc.is_primitive:
        from ...runtime.definitions import printout_lines

        lines = printout_lines(proc)
        comments = []
        for line in lines[1:]:
            if not line.lstrip().startswith(";"):
                break
            comments.append(line)
        return "\n".join([lines[0]] + comments) + "\n"
    if proc is not None or name in VARIABLES:
        return help_text(name, interp)
    return None


def is_complete(code: str) -> bool:
    """False while a definition lacks its END or a list's bracket is still open."""
    from ...runtime.interpreter import read_all_lines

    open_definition = False
    for line in read_all_lines(code):
        word = line.first_word()
        if word in ("to", ".macro"):
            open_definition = True
        elif open_definition and fold(line.text.strip()) == "end":
            open_definition = False
    depth = 0
    for char in code:
        depth += {"[": 1, "]": -1}.get(char, 0)
    return not open_definition and depth <= 0
