"""Procedure definitions: TO ... END, DEFINE, and their TEXT and FULLTEXT."""

from __future__ import annotations

from ..lang import errors
from ..lang.data import (
    NIL,
    Pair,
    ProtectedWord,
    fold,
    from_iter,
    parse_number,
    sub_word,
    to_pylist,
    word_text,
)
from ..lang.errors import LogoError
from ..lang.printer import full_print_form, line_print_form, readable_word
from ..lang.procedures import UserProc, formals_text, parse_formals

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


_NAME_SPLITS = frozenset("()+-*/=<>")


_TITLES: dict = {}  # a plain word read as a title's name before -> that name (no error)


def _title(items: list, who: str) -> Any:
    if len(items) < 2:
        raise errors.not_enough(word_text(items[0]))  # (TO as typed)
    name = items[1]
    if name.__class__ is str:
        found = _TITLES.get(name)
        if found is not None:
            return found
        found = _title_name(name, who)
        if len(_TITLES) > 1000:
            _TITLES.clear()
        _TITLES[name] = found
        return found
    return _title_name(name, who)


def _title_name(name: Any, who: str) -> Any:
    """The name of a title line (runparsed: _runparsed_title), or its error."""
    if name.__class__ in (str, ProtectedWord) and name[:1] in ("\"", ":"):
        # Berkeley shows the quoted word or variable: its name as a message writes a word,
        # the empty one in bars (TO " is "||, TO "\ B is "\ b)
        rest = readable_word(sub_word(name, 1)) if len(name) > 1 else "||"
        raise LogoError(errors.BAD_DATA_UNREC, "%s doesn't like %s%s as input" % (who, name[0], rest))
    if name.__class__ not in (str, ProtectedWord) or name == "":
        raise errors.doesnt_like_unrec(who, name)
    number = parse_number(name)
    if number is not None:  # Berkeley reads the title as a number: TO 3e2 names 300
        raise errors.doesnt_like_unrec(who, number)
    return word_text(name)


def _runparsed_title(items: list) -> list:
    """The members of a title line as Berkeley reads them, runparsed: TO F(X) defines F
    with the inputs ( X ), TO A+B :X defines A with the inputs +, B and X."""
    for item in items[1:]:
        if item.__class__ is str and len(item) > 1 and not _NAME_SPLITS.isdisjoint(item):
            from ..lang.tokenizer import runparse_list

            items[1:] = to_pylist(runparse_list(from_iter(items[1:])))
            break
    return items


_TITLE_LINES: dict = {}  # a title line's text -> (TO or .MACRO, name, name as typed, formals, default)


def read_definition(interp: Any, first: Any, next_line: Any, from_file: bool) -> UserProc | None:
    """Read TO NAME ... lines up to END; define the procedure and return it."""
    title = _TITLE_LINES.get(first.text)  # (read before without an error: the same again)
    if title is None:
        items = _runparsed_title(to_pylist(first.data))
        who = fold(word_text(items[0]))
        name = _title(items, who)
        typed_name = items[1]
    else:
        who, name, typed_name, formals, default = title
    existing = interp.procs.get(fold(name))
    if existing is not None:
        typed = not from_file and interp.loading_depth == 0
        key = fold(name)  # (a library procedure Berkeley has loaded is defined there)
        loaded = key in interp.library_loaded or key in interp.library_unburied
        if (existing.is_primitive and not existing.library) or (
                typed and (not existing.is_primitive or loaded)):
            raise LogoError(errors.ALREADY_DEFINED, "%s is already defined" % errors.typed_name(
                typed_name if typed_name.__class__ is ProtectedWord else name))
    if title is None:
        formals, default = _shared_formals(items[2:], who, True)
        if all(item.__class__ is str for item in items):  # (its formals shared: _shared_formals)
            if len(_TITLE_LINES) > 1000:
                _TITLE_LINES.clear()
            _TITLE_LINES[first.text] = (who, name, typed_name, formals, default)
    lines: list = []
    raw: list = ["\n".join(_title_lines(first.raw))]
    while True:
        line = next_line()
        if line is None:
            if not from_file and interp.loading_depth == 0:
                interp.console_out.write("\n")  # Berkeley ends the unfinished prompt line
            break
        if line.deep_end:
            raise LogoError(errors.DEEPEND, "END inside multi-line instruction in %s" % name)
        if line.first_word() == "end":
            raw.append("\n".join(line.raw))
            break
        raw.append("\n".join(line.raw))
        if line.text.strip():
            lines.append(line.data)
    proc = UserProc(name, formals, default, lines, raw, who == ".macro", default)
    interp.define(proc)
    return proc


_FORMALS: dict = {}  # (STRIP, a title's or DEFINE's inputs as a tuple of plain words) -> parse_formals'


def _shared_formals(items: list, who: str, strip: bool) -> tuple:
    """parse_formals of the inputs of a title line (STRIP) or of DEFINE's inputs list; the
    same names again give the same (unchanged) Formal objects: a program that writes many
    procedures gives most the same inputs."""
    for item in items:
        if item.__class__ is not str:
            return parse_formals(items, who, strip=strip)
    key = (strip, *items)
    found = _FORMALS.get(key)
    if found is None:
        found = parse_formals(items, who, strip=strip)  # an error is raised each time
        if len(_FORMALS) > 1000:
            _FORMALS.clear()
        _FORMALS[key] = found
    return found


def define(interp: Any, name: Any, text: Any, who: str = "define", is_macro: bool = False) -> UserProc:
    """DEFINE: make a procedure from text like TEXT outputs."""
    cls = name.__class__
    if (cls is not str and cls is not ProtectedWord) or parse_number(name) is not None:
        raise errors.doesnt_like(who, name)
    old = interp.procs.get(fold(name))
    if old is not None and old.is_primitive and not old.library and not interp._redefp():
        # Berkeley refuses a primitive's name before it looks at the text
        raise LogoError(errors.IS_PRIMITIVE, "%s is a primitive" % name)
    if text.__class__ is not Pair:
        raise errors.doesnt_like(who, text)  # (Berkeley looks at the text before an empty name)
    inputs = text.first
    if inputs.__class__ is not Pair and inputs is not NIL:
        raise errors.doesnt_like(who, text)
    lines = []
    rest = text.rest
    while rest.__class__ is Pair:
        line = rest.first
        if line.__class__ is not Pair and line is not NIL:
            raise errors.doesnt_like(who, text)
        lines.append(line)
        rest = rest.rest
    formals, default = _shared_formals(to_pylist(inputs), who, False)
    if name == "":
        raise errors.doesnt_like(who, name)
    proc = UserProc(name, formals, default, lines, None, is_macro, default)
    interp.define(proc)
    return proc


def text_of(proc: UserProc) -> Any:
    """TEXT: the inputs and the instruction lines, without comments."""
    formals = formals_text(proc.formals, getattr(proc, "explicit_default", None))
    return Pair(formals, from_iter(proc.lines))


def title_words(proc: UserProc) -> str:
    """The title line of a procedure as PO prints it when the original is gone."""
    parts = ["to" if not proc.is_macro else ".macro", proc.name]
    for f in proc.formals:
        if f.kind == "required":
            parts.append(":" + f.name)
        elif f.kind == "rest":
            parts.append("[:%s]" % f.name)
        else:
            parts.append("[:%s %s]" % (f.name, full_print_form(f.default)))
    default = getattr(proc, "explicit_default", None)
    if default is not None:
        parts.append(str(default))
    return " ".join(parts)


def fulltext_of(proc: UserProc) -> Any:
    """FULLTEXT: the lines as typed (words) or, for DEFINEd procedures, lists."""
    if proc.raw is not None:  # (Berkeley's words hold a backslashed character without its backslash)
        return from_iter([_unescaped(line) if "\\" in line else line for line in proc.raw])
    from ..lang.reader import parse_text

    title = parse_text(title_words(proc))
    end = Pair("end", NIL)
    return from_iter([title] + [_runparsed(line) for line in proc.lines] + [end])


def _title_lines(lines: list) -> list:
    """The typed lines of a title as PO shows them: from the one that starts with TO (a
    comment continued by ~ before it is not part of it), without blanks before TO."""
    lines = list(lines)
    while len(lines) > 1 and fold((lines[0].split() or [""])[0]) not in ("to", ".macro"):
        del lines[0]
    lines[0] = lines[0].lstrip(" \t")
    return lines


def _unescaped(line: str) -> str:
    """LINE with each backslash dropped and the character after it kept (also in bars and
    comments), as FULLTEXT gives a line in Berkeley."""
    out = []
    i = 0
    while i < len(line):
        if line[i] == "\\" and i + 1 < len(line):
            i += 1
        out.append(line[i])
        i += 1
    return "".join(out)


def _runparsed(line: Any) -> Any:
    """A DEFINEd line as Berkeley shows it: as RUNPARSE reads it (unchanged if it cannot)."""
    from ..lang.tokenizer import runparse_list

    try:
        return runparse_list(line)
    except LogoError:
        return line


def printout_lines(proc: UserProc) -> list:
    """The text lines PO prints for a procedure."""
    if proc.raw is not None:
        return list(proc.raw)
    lines = [title_words(proc)]
    for line in proc.lines:  # as Berkeley shows them: the lines as RUNPARSE reads them (a
        # quotation mark or colon with no name after it as "|| and :||)
        parsed = to_pylist(_runparsed(line))
        lines.append(line_print_form(from_iter([w + "||" if w == '"' or w == ":" else w for w in parsed])))
    lines.append("end")
    return lines
