"""The parser: tokens of an instruction list to expression trees.

How many inputs a procedure takes decides where its inputs end, so parsing
needs the arities of the procedures defined when it runs.  Errors Berkeley
Logo finds while parenthesizing a line (an unexpected ``)``, too much inside
parentheses) are raised at once; a missing input becomes a :class:`Missing`
node, reported only when evaluation reaches it.
"""

from __future__ import annotations

from . import errors
from .data import NIL, Pair, ProtectedWord, fold
from .errors import LogoError
from .nodes import Call, Const, Infix, Missing, Node, Param, Unknown, UnknownSetter, Var
from .shapes import ParamMarker, WordInCode, WordMarker
from .tokenizer import DATA, LPAREN, NUM, OP, QUOTE, RPAREN, TIGHT_MINUS, VAR, tokenize

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Callable

PRIORITY = {
    "=": 1, "<": 1, ">": 1, "<=": 1, ">=": 1, "<>": 1,
    "+": 2, "-": 2,
    "*": 3, "/": 3,
    "--": 4,
}

__all__ = ["Call", "Const", "Infix", "Missing", "Node", "Param", "Parser", "Unknown", "UnknownSetter", "Var"]


def _extra_inputs_error(node: Node) -> LogoError:
    """The error of a parenthesized group holding more than NODE."""
    if isinstance(node, Call):
        return errors.too_many(node.name)
    if isinstance(node, (Unknown, UnknownSetter)):
        return errors.dont_know(node.name)
    if isinstance(node, Infix):
        return errors.too_many(node.op)
    if isinstance(node, Const) and (node.value.__class__ in (str, ProtectedWord, Pair)
                                    or node.value is NIL):
        # Berkeley names a quoted word or a list with a quotation mark: "x, "|a b|, "[a]
        return LogoError(errors.DK_HOW, "I don't know how  to \"%s" % errors.datum(node.value))
    return errors.dont_know(_node_text(node))


class Parser:
    """Parses one instruction list.  ``lookup`` maps a lowercase name to a procedure."""

    def __init__(self, lookup: Callable[[str], Any], warn: Callable[[str], None] | None = None) -> None:
        self.lookup = lookup
        self.warn = warn
        self.tokens: list = []
        self.pos = 0
        # Errors of parenthesized groups with extra inputs, in the instruction being read
        # (see paren_group, _raise_extra_inputs).
        self.paren_depth = 0
        self.extra_inputs: list = []
        self.dropped_list = False  # (IF tf list1 list2 list3): gather dropped list3

    def parse_list(self, line: Any) -> list:
        return self.parse_tokens(tokenize(line))

    def parse_tokens(self, tokens: list) -> list:
        self.tokens = tokens
        self.pos = 0
        self.paren_depth = 0
        self.extra_inputs = []
        exprs = []
        while self.pos < len(self.tokens):
            try:
                node = self.infix(self.expr(False), 0, False)
            except LogoError:
                self._raise_extra_inputs()  # a group read before it (as when it was read)
                raise
            self._raise_extra_inputs()
            exprs.append(node)
        return exprs

    def _raise_extra_inputs(self) -> None:
        """Of the groups with too many inputs in the instruction just read, Berkeley
        reports the one it finished last: (EXP 1 2 3) > (INT 1 2) is INT's error."""
        if self.extra_inputs:
            exc = self.extra_inputs[-1]
            self.extra_inputs = []
            raise exc

    # -- helpers

    def peek(self) -> Any:
        if self.pos < len(self.tokens):
            return self.tokens[self.pos]
        return None

    def _is_infix(self, tok: Any) -> bool:
        return tok is not None and tok[0] == OP

    # -- grammar

    def expr(self, inparen: bool) -> Node:
        tok = self.peek()
        if tok is None:
            if inparen:
                raise LogoError(errors.PAREN_MISMATCH, "too many ('s")
            return Const(NIL)
        self.pos += 1
        kind = tok[0]
        if kind == NUM or kind == QUOTE or kind == DATA:
            if tok[1].__class__ is ParamMarker:
                return Param(tok[1].index, tok[1].is_list)
            if tok[1].__class__ is WordMarker:
                raise WordInCode()
            return Const(tok[1])
        if kind == VAR:
            return Var(tok[1])
        if kind == LPAREN:
            return self.paren_group()
        if kind == RPAREN:
            raise LogoError(errors.UNEXPECTED_PAREN, "unexpected ')'")
        if kind == OP:
            if tok[1] == "-" and tok[2] == "-":  # (\- is never unary: its text is |-|)
                # A minus sign where an operand belongs negates what follows.
                self.pos -= 1
                self.tokens[self.pos] = TIGHT_MINUS
                return self.infix(Const(0), 0, inparen)
            raise errors.not_enough(tok[2])
        return self.call(tok[1], inparen)

    def paren_group(self) -> Node:
        tok = self.peek()
        if tok is not None and tok[0] == OP and (tok[1] != "-" or tok[2] != "-"):
            after = self.tokens[self.pos + 1] if self.pos + 1 < len(self.tokens) else None
            if after is not None and after[0] == RPAREN:
                raise errors.not_enough(tok[2])  # "(+)"
            raise errors.too_many(tok[2])  # "(+ 1 2)": Berkeley's words for it
        self.paren_depth += 1
        try:
            node = self.expr(True)
            node = self.infix(node, 0, True)
            tok = self.peek()
            if tok is None:
                raise LogoError(errors.PAREN_MISMATCH, "too many ('s")
            if tok[0] != RPAREN:
                self._skip_group()
                # A group given more than its procedure takes: Berkeley reads the whole
                # outermost group, and of the groups inside it that hold too much
                # reports the one it finished last (the outer before the inner, the
                # right before the left).
                self.extra_inputs.append(_extra_inputs_error(node))
            else:
                self.pos += 1
        finally:
            self.paren_depth -= 1
        return node

    def _skip_group(self) -> None:
        """Move past the ')' that closes the group being read."""
        depth = 0
        while self.pos < len(self.tokens):
            t = self.tokens[self.pos]
            self.pos += 1
            if t[0] == LPAREN:
                depth += 1
            elif t[0] == RPAREN:
                if depth == 0:
                    break
                depth -= 1

    def call(self, name: str, inparen: bool) -> Node:
        proc = self.lookup(fold(name))
        if proc is None:
            split = self.split_digits(name)
            if split is not None:
                return self.call(split, inparen)
            tok = self.peek()
            if len(name) > 3 and fold(name[:3]) == "set" and tok is not None and tok[0] not in (RPAREN, OP):
                return UnknownSetter(name, self.infix(self.expr(False), 0, inparen))
            return Unknown(name)
        if proc.special_form:
            rest = self.tokens[self.pos :]
            self.pos = len(self.tokens)
            # (nothing after it: its name as typed, for "not enough inputs to TO")
            return Call(name, proc, [Const(rest)] if rest else [Const(rest), Const(name)], inparen)
        if inparen:
            lo, hi = proc.min_args, proc.max_args
        else:
            lo = hi = proc.default_args
            if proc.ok_no_arg:
                lo = 0
        self.dropped_list = False
        args = self.gather(name, proc, lo, hi, inparen)
        if proc.special_if and len(args) == 3 and (not inparen or self.dropped_list):
            proc = self.lookup("ifelse")
            name = "ifelse"
        return Call(name, proc, args, inparen)

    def split_digits(self, name: str) -> str | None:
        """An unknown NAME that is a procedure's name followed by digits (PR2): Berkeley
        reads it as that procedure with the number as its first input, and says so, when
        the name is two characters or more (D2 is not D 2).
        Gives the procedure's name, the number put back in the tokens; else None."""
        prefix = name.rstrip("0123456789")  # (no regular expression: re costs start-up time)
        if len(prefix) < 2 or prefix == name or self.lookup(fold(prefix)) is None:
            return None
        digits = name[len(prefix):]
        if self.warn is not None:
            self.warn("Assuming you meant '%s %d', not %s" % (prefix, int(digits), name))
        self.tokens = self.tokens[: self.pos] + [(NUM, int(digits), digits)] + self.tokens[self.pos :]
        return prefix

    def gather(self, name: str, proc: Any, lo: int, hi: int, inparen: bool) -> list:
        args: list = []
        while True:
            tok = self.peek()
            if tok is None or tok[0] == RPAREN or tok[0] == OP:
                if lo > 0:
                    args.append(Missing(name))
                return args
            if hi == 0:
                if proc.special_if and tok[0] == DATA and _is_list(tok[1]):
                    if self.warn is not None:
                        self.warn("Assuming you mean IFELSE, not IF")
                    node = self.infix(self.expr(False), 0, inparen)
                    if len(args) < 3:
                        args.append(node)
                    elif self.peek() is not None and self.peek()[0] != RPAREN:
                        # (IF tf list1 list2 list3 ...): Berkeley drops list3, and the
                        # inputs after it are too many for IFELSE
                        raise errors.too_many("ifelse")
                    else:
                        self.dropped_list = True  # (call: it is IFELSE)
                return args
            node = self.expr(False)
            args.append(self.infix(node, 0, inparen))
            lo -= 1
            if hi > 0:
                hi -= 1
            elif hi < 0:
                hi = -1

    def infix(self, left: Node, old_pri: int, inparen: bool) -> Node:
        while True:
            tok = self.peek()
            if tok is None or tok[0] != OP:
                return left
            pri = PRIORITY[tok[1]]
            if pri <= old_pri:
                return left
            self.pos += 1
            right = self.expr(inparen)
            right = self.infix(right, pri, inparen)
            left = Infix(tok[1], left, right)


def _is_list(x: Any) -> bool:
    return x.__class__ is Pair or x is NIL or (x.__class__ is ParamMarker and x.is_list)


def _node_text(node: Node) -> Any:
    if isinstance(node, Const):
        return node.value
    if isinstance(node, Var):
        return ":" + node.name
    return "?"
