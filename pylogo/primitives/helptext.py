"""HELP's texts: the usage lines and description of a primitive or special variable.

The texts themselves are the primitives' docstrings (see ``procedures.primitive``)
and, for variables, ``primitives.variables_help``.  A docstring is: usage lines,
a blank line, a description, a blank line, and a last line ``Example: ...``.

Berkeley Logo's own help files may be chosen instead: SETHELPLOC names their
folder, or the environment variable PYLOGO_HELP=berkeley picks the folder named
by LOGOHELP (or Debian's /usr/share/ucblogo/helpfiles).
"""

from __future__ import annotations

import os
import textwrap

from ..lang.data import fold
from ..lang.procedures import CMD, OP, REGISTRY
from .variables_help import VARIABLES

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

BERKELEY_HELP_DIR = "/usr/share/ucblogo/helpfiles"
KIND_WORDS = {CMD: "command", OP: "operation"}
WIDTH = 72


def split_doc(doc: str) -> tuple:
    """(usage lines, description paragraphs, example) of a help docstring."""
    paragraphs = [p.strip("\n") for p in doc.strip().split("\n\n") if p.strip()]
    if not paragraphs:
        return [], [], ""
    usage = paragraphs[0].splitlines()
    body = paragraphs[1:]
    example = ""
    if body and body[-1].startswith("Example:"):
        example = body.pop()[len("Example:"):].strip()
    return usage, body, example


def kind_word(prim: Any) -> str:
    return KIND_WORDS.get(prim.kind, "command or operation")


def names() -> list:
    """Every name HELP knows: primitives (not their abbreviations) and special variables."""
    found = {p.name for p in REGISTRY.values()}
    found.update(k for k in VARIABLES if k != "commandline")
    return sorted(found)


def doc_of(name: str) -> tuple:
    """(docstring, kind word) for a primitive or special variable, or ("", "")."""
    key = fold(name)
    prim = REGISTRY.get(key)
    if prim is not None:
        return prim.doc, kind_word(prim)
    if key in VARIABLES:
        return VARIABLES[key], "variable"
    return "", ""


def format_help(doc: str, kind: str, library: bool = False) -> str:
    """The text HELP prints: usage lines, then the indented description and example."""
    usage, body, example = split_doc(doc)
    if not usage:
        return ""
    lines = list(usage)
    if library:
        lines[0] = lines[0] + "    (library procedure)"
    lines.append("")
    for i, paragraph in enumerate(body):
        if i == 0:
            text = join_lines(paragraph.splitlines())
            lines.extend(textwrap.wrap("%s.  %s" % (kind, text), WIDTH, initial_indent="\t",
                                       subsequent_indent="\t"))
        else:
            lines.extend("\t" + line if line.strip() else "" for line in paragraph.splitlines())
        lines.append("")
    if not body:
        lines.extend(["\t%s." % kind, ""])
    if example:
        lines.extend(["\tExample: " + example, ""])
    return "\n".join(lines) + "\n"


def join_lines(lines: list) -> str:
    """Lines as one paragraph: two spaces after a sentence's end, as the texts are typed."""
    text = ""
    for line in lines:
        line = line.strip()
        if text:
            text += "  " if text.endswith((".", "?", "!", ".)")) else " "
        text += line
    return text


def berkeley_dir(interp: Any) -> str | None:
    """The folder of Berkeley's help files, if the user chose them."""
    if getattr(interp, "help_dir", None):
        return interp.help_dir
    if os.environ.get("PYLOGO_HELP", "").lower() == "berkeley":
        return os.environ.get("LOGOHELP") or BERKELEY_HELP_DIR
    return None


def berkeley_text(folder: str, name: str) -> str | None:
    """The contents of Berkeley's help file for NAME (or its primitive's main name)."""
    candidates = [fold(name)]
    prim = REGISTRY.get(fold(name))
    if prim is not None:
        candidates.append(prim.name)
    for candidate in candidates:
        path = os.path.join(folder, candidate)
        if candidate and "/" not in candidate and os.path.isfile(path):
            try:
                with open(path, encoding="utf-8", errors="replace") as handle:
                    return handle.read()
            except OSError:
                return None
    return None


def help_text(name: str, interp: Any = None) -> str | None:
    """What HELP "NAME prints for a primitive or special variable, or None."""
    folder = berkeley_dir(interp) if interp is not None else None
    if folder:
        text = berkeley_text(folder, name)
        if text is not None:
            return text
    doc, kind = doc_of(name)
    if not doc:
        return None
    prim = REGISTRY.get(fold(name))
    return format_help(doc, kind, bool(prim and prim.library))


def contents_text(interp: Any = None) -> str:
    """HELP with no input: every name, in five columns read downwards, as Berkeley lists them."""
    folder = berkeley_dir(interp) if interp is not None else None
    if folder:
        path = os.path.join(folder, "HELPCONTENTS")
        if os.path.isfile(path):
            with open(path, encoding="utf-8", errors="replace") as handle:
                return handle.read()
    return "Help is available on the following:\n\n" + columns(names())


def columns(words: list, count: int = 5) -> str:
    """WORDS in COUNT columns filled downwards, each cell padded with tabs to 16 places (or one space)."""
    rows = -(-len(words) // count)
    lines = []
    for r in range(rows):
        cells = [words[c * rows + r] for c in range(count) if c * rows + r < len(words)]
        line = "".join(_cell(w) for w in cells[:-1]) + cells[-1]
        lines.append(line)
    return "".join(line + "\n" for line in lines)


def _cell(word: str) -> str:
    if len(word) < 8:
        return word + "\t\t"
    if len(word) < 15:
        return word + "\t"
    return word + " "
