"""Fast paths: common operations on common data written straight into the generated code.

Each function returns the Python text of an expression that handles the
usual case (integers for arithmetic, a non-empty list for FIRST ...) with
plain Python operations, and falls back to the general function (which
also reports errors with the right name) for anything else.  Operands are
evaluated once, left to right, into walrus temporaries.
"""

from __future__ import annotations

from ..lang.data import ProtectedWord
from ..lang.parser import Const

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


INT64_MIN = -(2**63)
INT64_MAX = 2**63 - 1
INT32_MAX = 2147483647

_ARITH_OPS = {"+": "+", "-": "-", "*": "*"}
_COMPARE_OPS = {"<": "<", ">": ">", "<=": "<=", ">=": ">="}
_BOOL_HELPERS = {"<": "_ltb", ">": "_gtb", "<=": "_leb", ">=": "_geb", "=": "_eqb", "<>": "_neb"}


def _int_literal(text: str) -> bool:
    """Is TEXT (an operand's Python text) an integer written out, like 1 or -3?"""
    digits = text[1:] if text[:1] == "-" else text
    return digits.isdigit() and digits.isascii()


def _pair(gen: Any, a: str, b: str) -> tuple:
    """Temporaries for two operands and the test that both are integers (an integer written
    in the line is not tested again, nor given a temporary)."""
    x = gen.tmp("_x")
    if _int_literal(b):
        return x, b, "((%s := %s).__class__ is int)" % (x, a)
    y = gen.tmp("_y")
    cond = "((%s := %s).__class__ is int) & ((%s := %s).__class__ is int)" % (x, a, y, b)
    return x, y, cond


def arith(gen: Any, op: str, a: str, b: str, slow: str) -> str:
    """A + B, A - B or A * B with Logo's integer ranges.

    SLOW is the general call, a format with two %s for the operands.
    """
    if gen.lean:
        return slow % (a, b)
    x, y, cond = _pair(gen, a, b)
    r = gen.tmp("_r")
    if op == "*":
        lo, hi = -INT32_MAX, INT32_MAX
    else:
        lo, hi = INT64_MIN, INT64_MAX
    beyond = "float" if op == "*" else "_beyond64"  # (Berkeley: + and - may wrap round)
    fast = "(%s if %d <= (%s := %s %s %s) <= %d else %s(%s))" % (
        r, lo, r, x, _ARITH_OPS[op], y, hi, beyond, r)
    return "(%s if %s else %s)" % (fast, cond, slow % (x, y))


def divide(gen: Any, a: str, b: str, slow: str) -> str:
    """A / B of integers that divide exactly: their integer quotient (else SLOW, a format
    with two %s for the operands, as arith.div has it)."""
    if gen.lean:
        return slow % (a, b)
    x, y, cond = _pair(gen, a, b)
    return "(%s // %s if %s and %s and not %s %% %s else %s)" % (x, y, cond, y, x, y, slow % (x, y))


def compare_bool(gen: Any, op: str, a: str, b: str, name: str | None = None) -> str:
    """A Python bool for a comparison (as IF and WHILE want it); NAME for error messages."""
    helper = _BOOL_HELPERS[op]
    extra = ", %r" % name if name and op not in ("=", "<>") else ""
    if gen.lean:
        return "%s(%s, %s%s)" % (helper, a, b, extra)
    x, y, cond = _pair(gen, a, b)
    if op in _COMPARE_OPS:
        fast = "%s %s %s" % (x, _COMPARE_OPS[op], y)
    elif op == "=":
        fast = "%s == %s" % (x, y)
    else:
        fast = "%s != %s" % (x, y)
    return "(%s if %s else %s(%s, %s%s))" % (fast, cond, helper, x, y, extra)


def compare_nodes(gen: Any, op: str, left: Any, right: Any, a: str, b: str, name: str | None = None) -> str:
    """A Python bool for a comparison of LEFT and RIGHT (nodes; A and B their Python):
    = and <> with a word written in the line compare texts straight away."""
    if op in ("=", "<>") and not gen.lean:
        for node, first in ((right, False), (left, True)):
            if node.__class__ is Const and (node.value.__class__ is str
                                            or node.value.__class__ is ProtectedWord):
                return equal_word_bool(gen, op, a, b, node.value, first)
    return compare_bool(gen, op, a, b, name)


def equal_word_bool(gen: Any, op: str, a: str, b: str, word: str, word_first: bool) -> str:
    """A Python bool for A = B or A <> B when one of them is WORD, a word written in the
    line (with bars or not; WORD_FIRST: A is): a text compared with it as EQUALP compares two texts
    (the same characters, or the same in lower case while case is ignored), anything
    else by EQUALP itself."""
    x = gen.tmp("_x")
    other, const = (b, a) if word_first else (a, b)
    slow = ("_eqb(%s, %s)" % (const, x)) if word_first else ("_eqb(%s, %s)" % (x, const))
    if word.isascii():
        # (isascii: the Kelvin sign's lower case is k, but only A to Z have a case in Logo)
        same = "(%s == %s or (%s.lower() == %r and %s.isascii() and _ci()))" % (
            x, const, x, str.lower(word), x)
    else:  # only the letters A to Z have a case: EQUALP's way
        same = slow
    if op == "<>":
        same, slow = "(not %s)" % same, "(not %s)" % slow
    # (a word with marks, as READWORD's words and pieces of them, compares as its text does)
    return "(%s if (%s := %s).__class__ is str or %s.__class__ is PW else %s)" % (same, x, other, x, slow)


def as_word(boolean: str) -> str:
    """A Python bool expression as the Logo word TRUE or FALSE."""
    return "(TRUE if %s else FALSE)" % boolean


def remainder(gen: Any, a: str, b: str, slow: str) -> str:
    if gen.lean:
        return "%s(%s, %s)" % (slow, a, b)
    x, y, cond = _pair(gen, a, b)
    return "(%s %% %s if %s and %s >= 0 and %s > 0 else %s(%s, %s))" % (x, y, cond, x, y, slow, x, y)


def first(gen: Any, a: str, slow: str) -> str:
    """FIRST of a list or a text; of a word with marks (READWORD's ...) by first_char."""
    x = gen.tmp("_x")
    marked = "(_pwfirst(%s) if %s.__class__ is PW and %s else %s(%s))" % (x, x, x, slow, x)
    word = "(%s[0] if %s.__class__ is str and %s else %s)" % (x, x, x, marked)
    return "(%s.first if (%s := %s).__class__ is Pair else %s)" % (x, x, a, word)


def butfirst(gen: Any, a: str, slow: str) -> str:
    """BUTFIRST of a list or a text; of a word with marks by rest_of_word."""
    x = gen.tmp("_x")
    marked = "(_pwrest(%s) if %s.__class__ is PW and %s else %s(%s))" % (x, x, x, slow, x)
    word = "(%s[1:] if %s.__class__ is str and %s else %s)" % (x, x, x, marked)
    return "(%s.rest if (%s := %s).__class__ is Pair else %s)" % (x, x, a, word)


def fput(gen: Any, a: str, b: str, slow: str) -> str:
    x, y = gen.tmp("_x"), gen.tmp("_y")
    cond = "((%s := %s) is %s) & (((%s := %s).__class__ is Pair) | (%s is NIL))" % (x, a, x, y, b, y)
    return "(Pair(%s, %s) if %s else %s(%s, %s))" % (x, y, cond, slow, x, y)


def word(gen: Any, a: str, b: str, slow: str) -> str:
    """WORD of two texts, or of a text and an integer (a name numbered: its digits): joined;
    of texts and words with marks, by join_two (anything else, a float ..., by SLOW)."""
    x, y, c = gen.tmp("_x"), gen.tmp("_y"), gen.tmp("_c")
    cond = "((%s := %s).__class__ is str) & (((%s := (%s := %s).__class__) is str) | (%s is int))" % (
        x, a, c, y, b, c)
    marked = "(_join2(%s, %s) if (%s.__class__ is PW or %s.__class__ is str) and (%s is PW or %s is str)" \
        " else %s(%s, %s))" % (x, y, x, x, c, c, slow, x, y)
    return "(%s + (%s if %s is str else str(%s)) if %s else %s)" % (x, y, c, y, cond, marked)


def emptyp_bool(gen: Any, a: str) -> str:
    x = gen.tmp("_x")
    return "((%s := %s) is NIL or %s == '')" % (x, a, x)


def listp_bool(gen: Any, a: str) -> str:
    x = gen.tmp("_x")
    return "((%s := %s).__class__ is Pair or %s is NIL)" % (x, a, x)


def wordp_bool(gen: Any, a: str) -> str:
    x = gen.tmp("_x")
    return "((%s := %s).__class__ in WORDTYPES)" % (x, a)


def item(gen: Any, index: str, thing: str, slow: str) -> str:
    """ITEM of an array with an integer index in range (else the general ITEM)."""
    x, y, k = gen.tmp("_x"), gen.tmp("_y"), gen.tmp("_ix")
    types = "((%s := %s).__class__ is int) & ((%s := %s).__class__ is Array)" % (x, index, y, thing)
    cond = "(%s) and 0 <= (%s := %s - %s.origin) < len(%s.items)" % (types, k, x, y, y)
    return "(%s.items[%s] if %s else %s(%s, %s))" % (y, k, cond, slow, x, y)


def item_of_list(gen: Any, index: int, thing: str, slow: str) -> str:
    """ITEM 1, 2 or 3 (INDEX) of a list that long, else of an array (as item() has it), else
    the general ITEM."""
    y, k = gen.tmp("_y"), gen.tmp("_ix")
    cells = ["(%s := %s).__class__ is Pair" % (y, thing)]
    path = y
    for _ in range(index - 1):
        path += ".rest"
        cells.append("%s.__class__ is Pair" % path)
    array = "%s.__class__ is Array and 0 <= (%s := %d - %s.origin) < len(%s.items)" % (y, k, index, y, y)
    return "(%s.first if %s else (%s.items[%s] if %s else %s(%d, %s)))" % (
        path, " and ".join(cells), y, k, array, slow, index, y)


COMPARISONS = frozenset(["<", ">", "<=", ">=", "=", "<>"])
PREDICATE_OPS = {"equalp": "=", "notequalp": "<>", "lessp": "<", "greaterp": ">",
                 "lessequalp": "<=", "greaterequalp": ">="}
def numberp_bool(gen: Any, a: str) -> str:
    x = gen.tmp("_x")
    return ("((%s := %s).__class__ is int or %s.__class__ is float"
            " or (%s.__class__ is not Pair and _is_number(%s)))" % (x, a, x, x, x))


TYPE_TESTS = {"emptyp": emptyp_bool, "listp": listp_bool, "wordp": wordp_bool, "numberp": numberp_bool}
