"""Python source generation for compiled Logo code.

:class:`Gen` accumulates the lines of one generated Python function and the
Logo constants it needs (passed in through a factory function so that they
are closure cells, not globals).  The compiler (compiler.py) drives it.
"""

from __future__ import annotations

from ..lang.data import ProtectedWord

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

_MAX_LITERAL_STR = 200


class Gen:
    """Lines of Python being generated, with their constants and temporaries."""

    def __init__(self) -> None:
        self.lines: list = []
        self.line_of: list = []  # Logo line index for each Python line
        self.indent = 0
        self.consts: list = []
        self._const_names: dict = {}
        self.tmp_count = 0
        self.logo_line = 0
        self.deps: set = set()
        self.depth = 0  # nesting of the expression being compiled
        self.self_jumped = False  # a tail call of the procedure itself became a loop
        self.list_end = False  # the statement being compiled is the last of its list
        self.stop_next = False  # a STOP follows it (ControlCompiler.user_statement)
        self.factory_end = ""  # a procedure's: the factory's last line (entry.py, _proc_code)
        # straight-line code run a few times (a list RUN built): arithmetic and comparisons by
        # their general functions, no quick paths written out (fastpath.py), quicker to compile
        self.lean = False

    def emit(self, text: str) -> None:
        self.lines.append("    " * self.indent + text)
        self.line_of.append(self.logo_line)

    def tmp(self, prefix: str = "_t") -> str:
        # "_k" names the factory's constants; a temporary must never shadow one.
        assert prefix != "_k", "temporaries must not use the constants' prefix"
        self.tmp_count += 1
        return "%s%d" % (prefix, self.tmp_count)

    def const(self, value: Any) -> str:
        """A Python expression for a Logo constant."""
        cls = value.__class__
        if cls is int:
            return repr(value) if value >= 0 else "(%r)" % value
        if cls is float:
            if value != value or value in (float("inf"), float("-inf")):
                return self._closure_const(value)
            return repr(value) if value >= 0 else "(%r)" % value
        if cls is str and len(value) <= _MAX_LITERAL_STR:
            return repr(value)
        return self._closure_const(value)

    def _closure_const(self, value: Any) -> str:
        key = id(value)
        name = self._const_names.get(key)
        if name is None:
            name = "_k%d" % len(self.consts)
            self.consts.append(value)
            self._const_names[key] = name
        return name

    def source(self, header_lines: list, footer: str, leading: tuple = ()) -> str:
        """The factory's source; LEADING names inputs it takes before the constants."""
        params = ", ".join(list(leading) + self.const_param_names())
        out = ["def _factory(%s):" % params]
        out.extend(header_lines)
        out.extend(self.lines)
        out.append(footer)
        return "\n".join(out) + "\n"

    def const_param_names(self) -> list:
        return ["_k%d" % i for i in range(len(self.consts))]


def is_plain_literal(value: Any) -> bool:
    return value.__class__ in (int, float, str) and value.__class__ is not ProtectedWord
