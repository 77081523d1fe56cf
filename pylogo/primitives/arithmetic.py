"""Arithmetic primitives: numeric operations, predicates, random numbers, print formatting."""

from __future__ import annotations

import math
import operator
import re
from typing import Any

from .. import arith
from ..arith import integer, num
from ..data import FALSE, NIL, TRUE, Array, Pair, from_iter, word_text
from ..errors import check_size, doesnt_like
from ..procedures import CMD, primitive


class Random:
    """The random number generator of the C library Berkeley Logo uses (random/srandom).

    After RERANDOM (seed 1) or (RERANDOM seed), RANDOM gives the same
    sequence as Berkeley Logo on Linux: an additive feedback generator
    over 31 words, the first 310 results discarded.
    """

    def __init__(self, seed: int | None = None) -> None:
        if seed is None:
            import time

            seed = int(time.time() * 1000) & 0x7FFFFFFF
        self.seed(seed)

    def seed(self, seed: int) -> None:
        seed &= 0xFFFFFFFF
        if seed == 0:
            seed = 1
        state = [seed if seed < 0x80000000 else seed - 0x100000000]
        for i in range(1, 31):
            hi, lo = divmod(state[i - 1], 127773)
            if state[i - 1] < 0:
                # C division truncates toward zero
                hi = -((-state[i - 1]) // 127773)
                lo = state[i - 1] - hi * 127773
            word = 16807 * lo - 2836 * hi
            if word < 0:
                word += 2147483647
            state.append(word)
        self.state = [x & 0xFFFFFFFF for x in state]
        self.front = 3
        self.rear = 0
        for _ in range(310):
            self.next()

    def next(self) -> int:
        state = self.state
        value = (state[self.front] + state[self.rear]) & 0xFFFFFFFF
        state[self.front] = value
        self.front = (self.front + 1) % 31
        self.rear = (self.rear + 1) % 31
        return value >> 1

    def randrange(self, n: int) -> int:
        return self.next() % n if n > 0 else 0


def new_random() -> Any:
    return Random()


def _result(x: float) -> Any:
    """Float results stay floats (they print like integers when whole)."""
    return x


@primitive("sum", args=(0, 2, -1))
def sum_(*args: Any, _name: str = "sum") -> Any:
    """SUM num1 num2 ... : the sum of the inputs."""
    total: Any = 0
    for x in args:
        total = arith.add(total, x, _name)
    return total


@primitive("difference", args=2)
def difference(a: Any, b: Any, _name: str = "difference") -> Any:
    """DIFFERENCE num1 num2 : num1 minus num2."""
    return arith.sub(a, b, _name)


@primitive("minus", args=1)
def minus(a: Any, _name: str = "minus") -> Any:
    """MINUS num : the negative of the input."""
    return -num(a, _name)


@primitive("product", args=(0, 2, -1))
def product(*args: Any, _name: str = "product") -> Any:
    """PRODUCT num1 num2 ... : the product of the inputs."""
    total: Any = 1
    for x in args:
        total = arith.mul(total, x, _name)
    return total


@primitive("quotient", args=(1, 2, 2))
def quotient(a: Any, b: Any = None, _name: str = "quotient") -> Any:
    """QUOTIENT num1 num2 : num1 divided by num2.  (QUOTIENT num) is 1/num."""
    if b is None:
        return arith.div(1, a, _name)
    return arith.div(a, b, _name)


@primitive("remainder", args=2)
def remainder(a: Any, b: Any, _name: str = "remainder") -> Any:
    """REMAINDER num1 num2 : the remainder of dividing num1 by num2 (sign of num1)."""
    return arith.remainder(a, b, _name)


@primitive("modulo", args=2)
def modulo(a: Any, b: Any, _name: str = "modulo") -> Any:
    """MODULO num1 num2 : num1 modulo num2 (sign of num2)."""
    return arith.modulo(a, b, _name)


@primitive("int", args=1)
def int_(a: Any) -> Any:
    """INT num : the integer part of the input (truncated toward zero)."""
    x = num(a, "int")
    if x.__class__ is int:
        return x
    if x != x:
        return -(2**63)  # C's conversion of a NaN to a long
    if x in (math.inf, -math.inf):
        return x
    return _integral(math.trunc(x))


def _integral(r: int) -> Any:
    """INT's or ROUND's result: beyond Berkeley's integers it stays a float (1e15 prints as 1e+15)."""
    return r if -arith.INT32_MAX <= r <= arith.INT32_MAX else float(r)


@primitive("round", args=1)
def round_(a: Any) -> Any:
    """ROUND num : the nearest integer (halves away from zero)."""
    x = num(a, "round")
    if x.__class__ is int:
        return x
    if x != x:
        return -(2**63)  # C's conversion of a NaN to a long
    if x in (math.inf, -math.inf):
        return x
    r = math.floor(abs(x) + 0.5)
    return _integral(-r if x < 0 else r)


# Berkeley Logo on Unix does not check the domain of these functions: what C's
# math library gives (NaN, infinity) is the result.
_INVALID = -math.nan  # the NaN an invalid operation gives on x86: it prints as -nan


@primitive("sqrt", args=1)
def sqrt(a: Any) -> Any:
    """SQRT num : the square root."""
    x = num(a, "sqrt")
    return math.sqrt(x) if x >= 0 else _INVALID


@primitive("power", args=2)
def power(a: Any, b: Any) -> Any:
    """POWER num1 num2 : num1 to the power num2."""
    x = num(a, "power")
    y = num(b, "power")
    small = x.__class__ is int and (abs(x) < 2 or y * abs(x).bit_length() < 2048)
    if small and y.__class__ is int and y >= 0:
        r = x**y
        if -arith.INT32_MAX <= r <= arith.INT32_MAX:
            return r
        try:
            return float(r)
        except OverflowError:
            return math.inf if r > 0 else -math.inf
    if y != y:
        return 1 if x == 1 else _INVALID
    if x == -math.inf or y in (math.inf, -math.inf):
        return math.pow(x, y)
    if x < 0 and float(y) != int(y):
        return _INVALID
    try:
        return math.pow(x, y)
    except OverflowError:
        return math.inf if x > 0 or float(y) % 2 == 0 else -math.inf
    except (ValueError, ZeroDivisionError):  # 0 to a negative power
        odd = float(y) % 2 == 1 and math.copysign(1.0, x) < 0
        return -math.inf if odd else math.inf


@primitive("exp", args=1)
def exp(a: Any) -> Any:
    """EXP num : e to the power num."""
    try:
        return math.exp(num(a, "exp"))
    except OverflowError:
        return math.inf


def _logarithm(fn: Any, x: Any, invalid: float) -> float:
    if x > 0:
        return fn(x)
    if x != x:
        return x
    return -math.inf if x == 0 else invalid


@primitive("log10", args=1)
def log10(a: Any) -> Any:
    """LOG10 num : the common logarithm."""
    return _logarithm(math.log10, num(a, "log10"), math.nan)  # glibc's log10 gives +nan here


@primitive("ln", args=1)
def ln(a: Any) -> Any:
    """LN num : the natural logarithm."""
    return _logarithm(math.log, num(a, "ln"), _INVALID)


_DEGREE = math.pi / 180.0


def _degrees_sin(deg: float) -> float:
    """Sine of an angle in degrees, as Berkeley computes it.

    The angle is first brought near zero (IEEE remainder by 360, then
    folded into -180..45 degrees), which makes multiples of 90 exact and
    decides the last digit of other results.
    """
    if deg != deg:
        return deg
    if deg in (math.inf, -math.inf):
        return _INVALID if deg > 0 else math.nan
    negative = math.copysign(1.0, deg) < 0  # sin -0 is -0, as in C
    d = math.remainder(abs(deg), 360.0)
    if d > 180.0:
        d -= 180.0
        negative = not negative
    if d > 90.0:
        d = 180.0 - d
    value = math.cos((90.0 - d) * _DEGREE) if d > 45.0 else math.sin(d * _DEGREE)
    return -value if negative else value


@primitive("sin", args=1)
def sin(a: Any) -> Any:
    """SIN degrees : the sine of an angle in degrees."""
    return _degrees_sin(float(num(a, "sin")))


@primitive("cos", args=1)
def cos(a: Any) -> Any:
    """COS degrees : the cosine of an angle in degrees."""
    return _degrees_sin(90.0 - float(num(a, "cos")))


@primitive("arctan", args=(1, 1, 2))
def arctan(a: Any, b: Any = None) -> Any:
    """ARCTAN num : the arctangent in degrees.  (ARCTAN x y) : the angle of the point (x, y)."""
    if b is None:
        return math.degrees(math.atan(num(a, "arctan")))
    return math.degrees(math.atan2(_unsigned_zero(num(b, "arctan")), num(a, "arctan")))


def _unsigned_zero(y: Any) -> Any:
    """Berkeley's two-input arctangent does not see the sign of a zero Y."""
    return 0.0 if y == 0 else y


@primitive("radsin", args=1)
def radsin(a: Any) -> Any:
    """RADSIN radians : the sine of an angle in radians."""
    return _radian(math.sin, num(a, "radsin"))


@primitive("radcos", args=1)
def radcos(a: Any) -> Any:
    """RADCOS radians : the cosine of an angle in radians."""
    return _radian(math.cos, num(a, "radcos"))


def _radian(fn: Any, x: Any) -> float:
    if x in (math.inf, -math.inf):
        return _INVALID
    return fn(x)


@primitive("radarctan", args=(1, 1, 2))
def radarctan(a: Any, b: Any = None) -> Any:
    """RADARCTAN num : the arctangent in radians.  (RADARCTAN x y) : the angle of (x, y)."""
    if b is None:
        return math.atan(num(a, "radarctan"))
    return math.atan2(_unsigned_zero(num(b, "radarctan")), num(a, "radarctan"))


@primitive("iseq", args=2)
def iseq(a: Any, b: Any) -> Any:
    """ISEQ from to : the numbers from FROM to TO, counting by 1 (or -1)."""
    if arith.greaterp(a, b, ">") == TRUE:  # counted up from -FROM, then negated
        return from_iter([arith.mul(-1, x, "*") for x in _count_up(arith.mul(-1, a, "*"),
                                                                   arith.mul(-1, b, "*"))])
    return from_iter(_count_up(a, b))


def _count_up(a: Any, b: Any) -> list:
    a, b = num(a, ">"), num(b, ">")
    check_size(int(b - a) if b - a < 1e18 else 10**18)
    out = []
    while a <= b:
        out.append(a)
        a = arith.add(a, 1)
    return out


@primitive("rseq", args=3)
def rseq(a: Any, b: Any, n: Any) -> Any:
    """RSEQ from to count : COUNT numbers evenly spaced from FROM to TO."""
    span = arith.sub(b, a)
    steps = arith.sub(n, 1)
    return from_iter([arith.add(a, arith.div(arith.mul(x, span), steps)) for x in iseq(0, steps)])


@primitive("lessp", "less?", args=2)
def lessp(a: Any, b: Any, _name: str = "lessp") -> Any:
    """LESSP num1 num2 : TRUE if num1 is less than num2."""
    return arith.lessp(a, b, _name)


@primitive("greaterp", "greater?", args=2)
def greaterp(a: Any, b: Any, _name: str = "greaterp") -> Any:
    """GREATERP num1 num2 : TRUE if num1 is greater than num2."""
    return arith.greaterp(a, b, _name)


@primitive("lessequalp", "lessequal?", args=2)
def lessequalp(a: Any, b: Any, _name: str = "lessequalp") -> Any:
    """LESSEQUALP num1 num2 : TRUE if num1 is at most num2."""
    return arith.lessequalp(a, b, _name)


@primitive("greaterequalp", "greaterequal?", args=2)
def greaterequalp(a: Any, b: Any, _name: str = "greaterequalp") -> Any:
    """GREATEREQUALP num1 num2 : TRUE if num1 is at least num2."""
    return arith.greaterequalp(a, b, _name)


@primitive("random", args=(1, 1, 2), env=True)
def random(interp: Any, a: Any, b: Any = None) -> Any:
    """RANDOM num : a random integer from 0 to num-1.  (RANDOM start end) : from START to END."""
    if b is None:
        lo, span = 0, _natural(a)
    else:
        lo = _natural(a)
        span = (_natural(b) + 1 - lo) & 0xFFFFFFFFFFFFFFFF  # as C's unsigned long
    if span == 0:
        return lo
    return _int64(interp.random.next() % span + lo)


def _natural(x: Any) -> int:
    n = integer(x, "random")
    if n < 0:
        raise doesnt_like("random", x)
    return n


@primitive("rerandom", args=(0, 0, 1), kind=CMD, env=True)
def rerandom(interp: Any, seed: Any = None) -> None:
    """RERANDOM (RERANDOM seed) : make RANDOM's sequence start again (repeatably)."""
    interp.random.seed(1 if seed is None else integer(seed, "rerandom"))


@primitive("form", args=3)
def form(a: Any, width: Any, precision: Any) -> Any:
    """FORM num width precision : the number as text with PRECISION digits after the point."""
    x = float(num(a, "form"))
    w = integer(width, "form")
    if w < 0:
        return _c_format(precision, x)
    p = integer(precision, "form")
    if p > 10000:
        raise doesnt_like("form", precision)
    if p < 0:
        p = 6  # a negative precision is C's default
    if x != x:
        return "%*s" % (min(w, 99), "-nan" if math.copysign(1.0, x) < 0 else "nan")
    return "%*.*f" % (min(w, 99), p, x)


_C_CONVERSION = re.compile(r"%[-+ #0]*\d*(?:\.\d*)?[hlLqjzt]*([a-zA-Z%])")


def _c_format(fmt: Any, x: float) -> str:
    """(FORM num -1 format): NUM through a C printf format (the debugging form).

    As Berkeley reads it, the format is the word's text and a newline, cut to
    19 characters.  Float conversions get the number; integer ones its
    integer part.
    """
    if fmt.__class__ is Pair or fmt is NIL or fmt.__class__ is Array:
        raise doesnt_like("form", fmt)
    text = (word_text(fmt) + "\n")[:19]
    used = False

    def convert(m: re.Match) -> str:
        nonlocal used
        spec, kind = m.group(0), m.group(1)
        if kind == "%":
            return "%"
        clean = re.sub(r"[hlLqjzt]", "", spec)
        if used:
            return ""
        used = True
        if kind in "eEfFgG":
            return clean % x
        if kind in "diouxXc":
            return clean % int(x) if kind != "c" else chr(int(x) & 0xFF)
        return spec

    return _C_CONVERSION.sub(convert, text)


def _bits(args: tuple, name: str) -> list:
    """Integer inputs of a bitwise operation, read one by one as Berkeley does.

    Once a float is met the operation cannot go on: the error names that
    input, or, when the float came earlier, the float value so far.
    """
    values = [num(args[0], name)]
    for x in args[1:]:
        value = num(x, name)
        if value.__class__ is not int:
            raise doesnt_like(name, value)
        if values[0].__class__ is not int:
            raise doesnt_like(name, float(values[0]))
        values.append(value)
    return values


def _bitwise(args: tuple, name: str, op: Any, identity: int) -> Any:
    if not args:
        return identity
    values = _bits(args, name)
    result = values[0]  # one input (even a float) is output as it is
    for value in values[1:]:
        result = op(result, value)
    return result


def _int64(x: int) -> int:
    """X as a C long (64 bits, two's complement)."""
    x &= 0xFFFFFFFFFFFFFFFF
    return x - 0x10000000000000000 if x & 0x8000000000000000 else x


@primitive("bitand", args=(0, 2, -1))
def bitand(*args: Any) -> Any:
    """BITAND num1 num2 ... : the bitwise and of the inputs."""
    return _bitwise(args, "bitand", operator.and_, -1)


@primitive("bitor", args=(0, 2, -1))
def bitor(*args: Any) -> Any:
    """BITOR num1 num2 ... : the bitwise or of the inputs."""
    return _bitwise(args, "bitor", operator.or_, 0)


@primitive("bitxor", args=(0, 2, -1))
def bitxor(*args: Any) -> Any:
    """BITXOR num1 num2 ... : the bitwise exclusive or of the inputs."""
    return _bitwise(args, "bitxor", operator.xor, 0)


@primitive("bitnot", args=1)
def bitnot(a: Any) -> Any:
    """BITNOT num : the bitwise complement."""
    value = num(a, "bitnot")
    if value.__class__ is not int:
        raise doesnt_like("bitnot", value)
    return ~value


# Shifts as the C of Berkeley Logo does them on x86-64: a long shifted by the
# count modulo 64; LSHIFT to the right first narrows the number to 32 bits.


@primitive("ashift", args=2)
def ashift(a: Any, b: Any) -> Any:
    """ASHIFT num1 num2 : num1 shifted left num2 bits (right if negative), keeping the sign."""
    x, n = _bits((a, b), "ashift")
    if n >= 0:
        return _int64(x << (n & 63))
    return x >> (-n & 63)


@primitive("lshift", args=2)
def lshift(a: Any, b: Any) -> Any:
    """LSHIFT num1 num2 : num1 shifted left num2 bits (right if negative), zero filling."""
    x, n = _bits((a, b), "lshift")
    if n >= 0:
        return _int64(x << (n & 63))
    return (x & 0xFFFFFFFF) >> (-n & 31)


__all__ = ["TRUE", "FALSE", "NIL", "word_text"]


# The infix operators are primitives too (PRIMITIVEP "+ is TRUE, TO + is
# refused); called by name, as with APPLY, they take Berkeley's input counts.


@primitive("+", args=1)
def infix_plus(a: Any) -> Any:
    """+ : the infix sum (num1 + num2)."""
    return arith.add(0, a, "+")


@primitive("-", args=1)
def infix_minus(a: Any) -> Any:
    """- : the infix difference (num1 - num2), or a negative number."""
    return arith.sub(0, a, "-")


@primitive("--", args=1)
def infix_tight_minus(a: Any) -> Any:
    """-- : the unary minus of -X."""
    return arith.sub(0, a, "--")


@primitive("*", args=1)
def infix_times(a: Any) -> Any:
    """* : the infix product (num1 * num2)."""
    return arith.mul(1, a, "*")


@primitive("/", args=1)
def infix_divide(a: Any) -> Any:
    """/ : the infix quotient (num1 / num2)."""
    return arith.div(1, a, "/")


@primitive("<", args=2)
def infix_less(a: Any, b: Any) -> Any:
    """< : TRUE if num1 < num2."""
    return arith.lessp(a, b, "<")


@primitive(">", args=2)
def infix_greater(a: Any, b: Any) -> Any:
    """> : TRUE if num1 > num2."""
    return arith.greaterp(a, b, ">")


@primitive("<=", args=2)
def infix_less_equal(a: Any, b: Any) -> Any:
    """<= : TRUE if num1 <= num2."""
    return arith.lessequalp(a, b, "<=")


@primitive(">=", args=2)
def infix_greater_equal(a: Any, b: Any) -> Any:
    """>= : TRUE if num1 >= num2."""
    return arith.greaterequalp(a, b, ">=")


@primitive("=", args=2)
def infix_equal(a: Any, b: Any) -> Any:
    """= : TRUE if the inputs are EQUALP."""
    return arith.eq(a, b)


@primitive("<>", args=2)
def infix_not_equal(a: Any, b: Any) -> Any:
    """<> : TRUE if the inputs are not EQUALP."""
    return arith.ne(a, b)
