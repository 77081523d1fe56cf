"""The expression trees the parser (parser.py) makes of instruction lists, and the
compiler (pylogo/compiling/) reads: here apart from the parser, which a program run
again with all its code from the disk caches does not need.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


class Node:
    __slots__ = ()


class Const(Node):
    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        self.value = value


class Param(Node):
    """A quoted word, number or data sublist given to code compiled by shape (shapes.py)."""

    __slots__ = ("index", "is_list")

    def __init__(self, index: int, is_list: bool = False) -> None:
        self.index = index
        self.is_list = is_list  # a sublist or [] (IF's and IFELSE's lists: calls.py)


class Var(Node):
    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name


class Call(Node):
    """A call of a known procedure."""

    __slots__ = ("name", "proc", "args", "paren")

    def __init__(self, name: str, proc: Any, args: list, paren: bool) -> None:
        self.name = name  # as written
        self.proc = proc
        self.args = args
        self.paren = paren


class Unknown(Node):
    """A procedure that is not defined when the line is parsed."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

class UnknownSetter(Node):
    """An undefined SETxxx followed by a value: with ALLOWGETSET it may MAKE "xxx."""

    __slots__ = ("name", "arg")

    def __init__(self, name: str, arg: Node) -> None:
        self.name = name
        self.arg = arg


class Infix(Node):
    __slots__ = ("op", "left", "right")

    def __init__(self, op: str, left: Node, right: Node) -> None:
        self.op = op
        self.left = left
        self.right = right


class Missing(Node):
    """Where an input should be but the line ended: 'not enough inputs'."""

    __slots__ = ("proc_name",)

    def __init__(self, proc_name: str) -> None:
        self.proc_name = proc_name
