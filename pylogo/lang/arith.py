"""Number semantics shared by the infix operators and the arithmetic primitives.

Integers stay exact through sums and differences; a product that leaves
the 32-bit range becomes a float, as in Berkeley Logo.  Any word that looks
like a number is one.
"""

from __future__ import annotations

from .data import FALSE, NIL, TRUE, Pair, ProtectedWord, fold, format_number, parse_number
from .errors import doesnt_like, doesnt_like_unrec

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

INT32_MAX = 2147483647
INT64 = 2**63


def num(x: Any, name: str) -> Any:
    """X as a number, or the error NAME doesn't like X."""
    cls = x.__class__
    if cls is int or cls is float:
        return x
    if cls is str or cls is ProtectedWord:
        value = parse_number(x)
        if value is not None:
            return value
    raise doesnt_like(name, x)


def integer(x: Any, name: str) -> int:
    """X as an integer (a float with an integer value will do)."""
    value = num(x, name)
    if value.__class__ is float:
        if not -9.2e18 < value < 9.2e18 or value != int(value):  # NaN fails too
            raise doesnt_like(name, x)
        return int(value)
    return value


def beyond64(value: int) -> Any:
    """An integer sum or difference out of the 64-bit range, as Berkeley gives it: above
    the range it wraps round to a negative integer, below it it is a float.  (Berkeley
    subtracts by adding the negative, which for the lowest integer is itself.)"""
    if value >= INT64:
        return value - 2 * INT64 if value < 3 * INT64 else (value + INT64) % (2 * INT64) - INT64
    return float(value)


def add(a: Any, b: Any, name: str = "+") -> Any:
    ca = a.__class__
    cb = b.__class__
    if ca is int and cb is int:
        r = a + b
        if -INT64 <= r < INT64:
            return r
        return beyond64(r)
    if (ca is float or ca is int) and (cb is float or cb is int):
        return float(a) + float(b)
    a = num(a, name)
    b = num(b, name)
    if a.__class__ is int and b.__class__ is int:
        return add(a, b)
    return float(a) + float(b)


def negative(a: Any) -> Any:
    """The negative of the number A (the lowest integer is its own, as in Berkeley)."""
    return -a if a.__class__ is not int or a != -INT64 else a


def sub(a: Any, b: Any, name: str = "-") -> Any:
    ca = a.__class__
    cb = b.__class__
    if ca is int and cb is int:
        if b == -INT64:  # (its negative is itself: beyond64)
            return add(a, b)
        r = a - b
        if -INT64 <= r < INT64:
            return r
        return beyond64(r)
    if (ca is float or ca is int) and (cb is float or cb is int):
        return float(a) - float(b)
    a = num(a, name)
    b = num(b, name)
    if a.__class__ is int and b.__class__ is int:
        return sub(a, b)
    return float(a) - float(b)


def tight_minus(a: Any, b: Any) -> Any:
    """Unary minus, written as 0 -- x by the tokenizer (errors name it --).  As Berkeley
    computes it, a subtraction from 0: "- 0.0" is 0, not -0 (MINUS gives -0)."""
    if b.__class__ is int or b.__class__ is float:
        return sub(a, b, "--") if a != 0 else (0 - b if b != -INT64 else b)
    return sub(num(a, "--"), num(b, "--"), "--")


def mul(a: Any, b: Any, name: str = "*") -> Any:
    ca = a.__class__
    cb = b.__class__
    if ca is not int or cb is not int:
        if (ca is float or ca is int) and (cb is float or cb is int):
            return float(a) * float(b)
        a = num(a, name)
        b = num(b, name)
        if a.__class__ is not int or b.__class__ is not int:
            return float(a) * float(b)
    r = a * b
    if -INT32_MAX <= r <= INT32_MAX:
        return r
    return float(r)


def div(a: Any, b: Any, name: str = "/") -> Any:
    ca = a.__class__
    cb = b.__class__
    if (ca is float and (cb is float or cb is int)) or (cb is float and ca is int):
        if b == 0:
            raise doesnt_like_unrec(name, b)
        return float(a) / float(b)
    a = num(a, name)
    b = num(b, name)
    if b == 0:
        raise doesnt_like_unrec(name, b)
    if a.__class__ is int and b.__class__ is int:
        if a % b == 0:
            return a // b
        return a / b
    return float(a) / float(b)


def remainder(a: Any, b: Any, name: str = "remainder") -> Any:
    a = num(a, name)
    b = num(b, name)
    if b == 0:
        raise doesnt_like_unrec(name, b)
    return _c_fmod(a, b)


def _c_fmod(a: Any, b: Any) -> Any:
    """C's fmod (or % on integers): the result has the sign of A."""
    if a.__class__ is int and b.__class__ is int:
        r = abs(a) % abs(b)
        return -r if a < 0 else r
    import math

    if a != a or b != b or a in (math.inf, -math.inf):
        return -math.nan  # an invalid operation's NaN, which prints as -nan
    return math.fmod(a, b)


def modulo(a: Any, b: Any, name: str = "modulo") -> Any:
    a = num(a, name)
    b = num(b, name)
    if b == 0:
        raise doesnt_like_unrec(name, b)
    if a.__class__ is int and b.__class__ is int and b > 0:
        return a % b
    r = _c_fmod(a, b)
    if (r < 0) != (b < 0):  # even a zero remainder moves when B is negative, as in Berkeley
        r += b
    return r


def _cmp_nums(a: Any, b: Any, name: str) -> tuple:
    """A and B as numbers to compare: an integer with a float as a float, as Berkeley
    compares them (2^60 + 1 is then equal to 2^60 * 1.0)."""
    ca = a.__class__
    cb = b.__class__
    if not ((ca is int or ca is float) and (cb is int or cb is float)):
        a, b = num(a, name), num(b, name)
        ca, cb = a.__class__, b.__class__
    if ca is not cb:
        return float(a), float(b)
    return a, b


def lessp(a: Any, b: Any, name: str = "<") -> str:
    if a.__class__ is int and b.__class__ is int:
        return TRUE if a < b else FALSE
    return TRUE if ltb(a, b, name) else FALSE


def greaterp(a: Any, b: Any, name: str = ">") -> str:
    if a.__class__ is int and b.__class__ is int:
        return TRUE if a > b else FALSE
    return TRUE if gtb(a, b, name) else FALSE


def lessequalp(a: Any, b: Any, name: str = "<=") -> str:
    return TRUE if leb(a, b, name) else FALSE


def greaterequalp(a: Any, b: Any, name: str = ">=") -> str:
    return TRUE if geb(a, b, name) else FALSE


_INFINITIES = (float("inf"), float("-inf"))


def _same_infinity(a: Any, b: Any) -> bool:
    """Berkeley compares two numbers by their difference: that of two equal infinities is
    a NaN, so they are neither equal (unless the very same value) nor in order."""
    return a == b and a - b != 0


# ---------------------------------------------------------------- equality


def equal(a: Any, b: Any, ignore_case: bool = True) -> bool:
    """EQUALP: numbers by value, words as text (ignoring case), lists member by member."""
    if a is b:
        return True
    ca = a.__class__
    cb = b.__class__
    if ca is cb and (ca is str or ca is int or ca is float):
        if a == b:
            return ca is not float or a not in _INFINITIES
        return (ca is str and ignore_case and len(a) == len(b) and fold(a) == fold(b)
                and case_ignored())
    if ca is Pair:
        return cb is Pair and _lists_equal(a, b, ignore_case)
    if ca is ProtectedWord and cb is ProtectedWord:  # (READWORD's lines, and pieces of them)
        return a == b or (ignore_case and len(a) == len(b) and fold(a) == fold(b) and case_ignored())
    return _atoms_equal(a, b, ca, cb, ignore_case)


def _lists_equal(a: Any, b: Any, ignore_case: bool) -> bool:
    """Two lists member by member; the usual members are compared here, without a call."""
    while a.__class__ is Pair:
        if b.__class__ is not Pair:
            return False
        x = a.first
        y = b.first
        a = a.rest
        b = b.rest
        if x is y:
            continue
        cx = x.__class__
        if cx is y.__class__ and (cx is int or cx is str or cx is float):
            if x == y:
                if cx is float and x in _INFINITIES:
                    return False
                continue
            if cx is not str or not (ignore_case and fold(x) == fold(y) and case_ignored()):
                return False
            continue
        if not equal(x, y, ignore_case):
            return False
    return b is NIL and a is NIL


lists_equal = _lists_equal  # (for member_index.py: two lists, without equal's call)


def _atoms_equal(a: Any, b: Any, ca: Any, cb: Any, ignore_case: bool) -> bool:
    if (ca is str or ca is ProtectedWord) and (cb is str or cb is ProtectedWord):
        return _text_equal(a, b, ignore_case)  # (first: words of READWORD lines are ProtectedWords)
    if ca is int or ca is float:
        if cb is int or cb is float:  # (an integer and a float: as floats, as in Berkeley)
            return float(a) == float(b) and not _same_infinity(a, b)
        if cb is str or cb is ProtectedWord:
            other = parse_number(b)
            if other is not None:
                if other.__class__ is not ca:
                    return float(a) == float(other) and not _same_infinity(a, other)
                return a == other and not _same_infinity(a, other)
            return _text_equal(format_number(a), b, ignore_case)
        return False
    if cb is int or cb is float:
        return _atoms_equal(b, a, cb, ca, ignore_case)
    if ca is str or ca is ProtectedWord:
        if cb is str or cb is ProtectedWord:
            return _text_equal(a, b, ignore_case)
        return False
    return False


_UNPARSED = object()


def _same_number(x: Any, number: Any) -> bool:
    """Is X (a number, or None) the finite NUMBER, an integer and a float compared as floats?"""
    if x.__class__ is number.__class__:
        return x == number
    return x is not None and float(x) == float(number)


def find_equal(thing: Any, node: Any) -> Any:
    """The first cell of the list NODE whose member is EQUALP to THING, or None.

    Words are compared without reparsing THING for each member, lists of
    plain members without a call per member."""
    cls = thing.__class__
    if cls is str or cls is ProtectedWord:
        lower = None
        number: Any = _UNPARSED
        while node.__class__ is Pair:
            m = node.first
            cm = m.__class__
            if cm is str or cm is ProtectedWord:
                if m == thing:
                    return node
                if lower is None:
                    lower = fold(thing) if case_ignored() else False
                if lower and (m.lower() if m.isascii() else fold(m)) == lower:
                    return node
            elif cm is int or cm is float:
                if number is _UNPARSED:
                    number = parse_number(thing)
                if (m == number and not _same_infinity(m, number)) if number is not None else equal(thing, m):
                    return node
            node = node.rest
        return None
    if cls is Pair:
        while node.__class__ is Pair:
            m = node.first
            if m is thing or (m.__class__ is Pair and _lists_equal(thing, m, True)):
                return node
            node = node.rest
        return None
    if cls is int or (cls is float and thing == thing and thing - thing == 0.0):
        # A (finite) number: numbers by value, words by the number they stand for.
        while node.__class__ is Pair:
            m = node.first
            cm = m.__class__
            if cm is int or cm is float:
                if m == thing if cm is cls else float(m) == float(thing):  # (as _cmp_nums)
                    return node
            elif cm is str or cm is ProtectedWord:
                if m and _same_number(parse_number(m), thing):
                    return node
            elif cm is Pair or m is NIL:
                pass
            elif equal(thing, m):
                return node
            node = node.rest
        return None
    while node.__class__ is Pair:
        if equal(thing, node.first):
            return node
        node = node.rest
    return None


def _text_equal(a: str, b: str, ignore_case: bool) -> bool:
    if a == b:
        return True
    # (FOLD keeps the length.)  Reading CASEIGNOREDP costs more than comparing, so compare first.
    return ignore_case and len(a) == len(b) and fold(a) == fold(b) and case_ignored()


def _always() -> bool:
    return True


# Set by the interpreter to read the variable CASEIGNOREDP.
case_ignored = _always


def eq(a: Any, b: Any) -> str:
    return TRUE if equal(a, b) else FALSE


def ne(a: Any, b: Any) -> str:
    return FALSE if equal(a, b) else TRUE


# The same comparisons as Python bools, for conditions.


def ltb(a: Any, b: Any, name: str = "<") -> bool:
    a, b = _cmp_nums(a, b, name)
    # (Berkeley: a NaN is less than anything, and an infinity less than itself)
    return not a > b and (a != b or a - b != 0)  # (_same_infinity written out)


def gtb(a: Any, b: Any, name: str = ">") -> bool:
    a, b = _cmp_nums(a, b, name)
    return a > b


def leb(a: Any, b: Any, name: str = "<=") -> bool:
    a, b = _cmp_nums(a, b, name)
    return not a > b  # (not GREATERP)


def geb(a: Any, b: Any, name: str = ">=") -> bool:
    a, b = _cmp_nums(a, b, name)
    return a > b or (a == b and a - b == 0)  # (not LESSP; _same_infinity written out)


def neb(a: Any, b: Any) -> bool:
    return not equal(a, b)
