"""Arithmetic primitives: numeric operations, predicates, random numbers, print formatting.

Of the interpreter it uses only RANDOM's generator (``Interpreter.random``).
"""

from __future__ import annotations

from ..lang import arith
from ..lang.arith import integer, num
from ..lang.data import FALSE, NIL, TRUE, Array, Pair, from_iter, word_text
from ..lang.errors import OUT_OF_SPACE, LogoError, check_size, doesnt_like, doesnt_like_unrec
from ..lang.procedures import CMD, primitive
from ..runtime.berkeley_errors import lib_error

_INF = float("inf")

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


class _Math:
    """The module math, imported when one of its names is first used (it is loaded from a
    shared library: slow to import, and programs that only add or round never need it)."""

    def __getattr__(self, name: str) -> Any:
        import math as module

        globals()["math"] = module  # (used directly from now on)
        return getattr(module, name)


math: Any = _Math()


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
    """SUM num1 num2
    (SUM num1 num2 num3 ...)
    num1 + num2

    Outputs the total of its inputs, which must all be numbers (words such
    as 3, -2.5 or 1e3).  Written in parentheses it adds any number of inputs;
    (SUM) with none outputs 0.  The infix form num1 + num2 does the same for
    two numbers.  Whole numbers stay whole; otherwise the result is a decimal.

    Example: print (sum 1 2 3 4)"""
    if not args:
        return 0
    total: Any = arith.num(args[0], _name)  # (not 0 + it: the sign of -0 is kept)
    for x in args[1:]:
        total = arith.add(total, x, _name)
    return total


@primitive("difference", args=2)
def difference(a: Any, b: Any, _name: str = "difference") -> Any:
    """DIFFERENCE num1 num2
    num1 - num2

    Outputs NUM1 minus NUM2.  Both inputs must be numbers.  The infix form
    uses the minus sign between two values; note that a minus sign written
    right before a number with a space in front of it, as in 3 -1, is read as
    a negative number rather than as a subtraction.

    Example: print difference 10 4"""
    return arith.sub(a, b, _name)


@primitive("minus", args=1)
def minus(a: Any, _name: str = "minus") -> Any:
    """MINUS num
    - num

    Outputs the negative of its input, which must be a number.  Its input is
    the whole expression that follows, so MINUS 3 + 4 is -7.  A minus sign
    written directly against a value, with a space before it and none after
    it, negates just that value: -:X + 1 adds 1 to the negative of X.

    Example: print minus 3 + 4"""
    return arith.negative(num(a, _name))


@primitive("product", args=(0, 2, -1))
def product(*args: Any, _name: str = "product") -> Any:
    """PRODUCT num1 num2
    (PRODUCT num1 num2 num3 ...)
    num1 * num2

    Outputs the result of multiplying its inputs together.  All inputs must
    be numbers.  In parentheses any number of inputs may be given; (PRODUCT)
    with none outputs 1.  The infix operator * does the same for two
    numbers and binds more tightly than + and -.

    Example: print product 6 7"""
    total: Any = 1
    for x in args:
        total = arith.mul(total, x, _name)
    return total


@primitive("quotient", args=(1, 2, 2))
def quotient(a: Any, b: Any = None, _name: str = "quotient") -> Any:
    """QUOTIENT num1 num2
    (QUOTIENT num)
    num1 / num2

    Outputs NUM1 divided by NUM2.  The result is a decimal unless the
    division comes out even, so QUOTIENT 7 2 is 3.5; use INT or REMAINDER for
    whole-number division.  With one input, (QUOTIENT num) outputs 1 divided
    by NUM.  Dividing by zero is an error.

    Example: print quotient 7 2"""
    if b is None:
        return arith.div(1, a, _name)
    return arith.div(a, b, _name)


@primitive("remainder", args=2)
def remainder(a: Any, b: Any, _name: str = "remainder") -> Any:
    """REMAINDER num1 num2

    Outputs what is left over when NUM1 is divided by NUM2, both whole
    numbers.  The result has the same sign as NUM1 (or is zero), so
    REMAINDER -7 2 is -1.  See MODULO for the version that follows the sign
    of the divisor.  A zero divisor is an error.

    Example: print remainder 17 5"""
    if a.__class__ is float and 0.0 < a < _INF and b.__class__ is int and b > 0:
        return a % b  # (C's fmod when both are positive; a product beyond 32 bits is a float)
    return arith.remainder(a, b, _name)


@primitive("modulo", args=2)
def modulo(a: Any, b: Any, _name: str = "modulo") -> Any:
    """MODULO num1 num2

    Outputs NUM1 modulo NUM2: the remainder of the division, but with the
    sign of NUM2, so MODULO -7 2 is 1.  This is the form to use when counting
    around a circle or a clock.  Both inputs must be whole numbers and the
    divisor must not be zero.

    Example: print modulo -7 3"""
    return arith.modulo(a, b, _name)


@primitive("int", args=1)
def int_(a: Any) -> Any:
    """INT num

    Outputs the whole-number part of its input, dropping anything after the
    decimal point.  The dropping is toward zero, so INT -3.7 is -3 (not -4).
    A whole number is output unchanged.

    Example: print int 3.7"""
    x = num(a, "int")
    if x.__class__ is int or x - x != 0:  # (an infinity or a NaN)
        return _not_finite(x)
    return _integral(int(x))  # (toward zero)


def _not_finite(x: Any) -> Any:
    """INT's or ROUND's result for an integer, an infinity or a NaN."""
    return -(2**63) if x != x else x  # a NaN: C's conversion of it to a long


def _integral(r: int) -> Any:
    """INT's or ROUND's result: beyond Berkeley's integers it stays a float (1e15 prints as 1e+15)."""
    return r if -arith.INT32_MAX < r < arith.INT32_MAX else float(r)


@primitive("round", args=1)
def round_(a: Any) -> Any:
    """ROUND num

    Outputs the whole number closest to its input.  A number exactly halfway
    between two whole numbers is rounded away from zero: ROUND 2.5 is 3 and
    ROUND -2.5 is -3.

    Example: print round 2.5"""
    x = num(a, "round")
    if x.__class__ is int or x - x != 0:  # (an infinity or a NaN)
        return _not_finite(x)
    r = int(abs(x) + 0.5)  # (the floor of a number not negative)
    return _integral(-r if x < 0 else r)


# Berkeley Logo on Unix does not check the domain of these functions: what C's
# math library gives (NaN, infinity) is the result.
def _invalid() -> float:
    """The NaN an invalid operation gives on x86 (it prints as -nan).  Each is a number of
    its own, as each of Berkeley's is: EQUALP compares numbers by their difference."""
    return -float("nan")


def _infinity(negative: bool = False) -> float:
    """An infinity of its own (see _invalid)."""
    return float("-inf") if negative else float("inf")


@primitive("sqrt", args=1)
def sqrt(a: Any) -> Any:
    """SQRT num

    Outputs the square root of its input, as a decimal.  The input must be a
    number; the square root of a negative number is not a real number, and
    the result then is not a number either.

    Example: print sqrt 2"""
    x = num(a, "sqrt")
    return math.sqrt(x) if x >= 0 else _invalid()


@primitive("power", args=2)
def power(a: Any, b: Any) -> Any:
    """POWER num1 num2

    Outputs NUM1 raised to the power NUM2, always as a decimal (as in
    Berkeley: POWER 2 3 prints as 8, yet BITAND refuses it).  A negative
    base with a fractional exponent has no real result.

    Example: print power 2 10"""
    x = num(a, "power")
    y = num(b, "power")
    small = x.__class__ is int and (abs(x) < 2 or y * abs(x).bit_length() < 2048)
    if small and y.__class__ is int and y >= 0:
        r = x**y  # (exact, then rounded once)
        try:
            return float(r)
        except OverflowError:
            return _infinity(r < 0)
    if y != y:
        return 1.0 if x == 1 else _invalid()
    if x == -math.inf or y in (math.inf, -math.inf):
        return math.pow(x, y)
    if x < 0 and float(y) != int(y):
        return _invalid()
    try:
        return math.pow(x, y)
    except OverflowError:
        return _infinity(not (x > 0 or float(y) % 2 == 0))
    except (ValueError, ZeroDivisionError):  # 0 to a negative power
        odd = float(y) % 2 == 1 and math.copysign(1.0, x) < 0
        return _infinity(odd)


@primitive("exp", args=1)
def exp(a: Any) -> Any:
    """EXP num

    Outputs e (about 2.718281828) raised to the power NUM.  It is the
    inverse of LN: EXP LN x gives back x (up to rounding).  Large inputs
    give numbers too big to print exactly, shown with an exponent.

    Example: print exp 1"""
    try:
        return math.exp(num(a, "exp"))
    except OverflowError:
        return _infinity()


def _logarithm(fn: Any, x: Any, negative_nan: bool) -> float:
    if x > 0:
        return fn(x)
    if x != x:
        return x
    if x == 0:
        return _infinity(True)
    return _invalid() if negative_nan else float("nan")


@primitive("log10", args=1)
def log10(a: Any) -> Any:
    """LOG10 num

    Outputs the logarithm of its input to base 10: the power to which 10
    must be raised to give NUM.  The input must be positive for the answer
    to be a real number.

    Example: print log10 1000"""
    return _logarithm(math.log10, num(a, "log10"), False)  # glibc's log10 gives +nan here


@primitive("ln", args=1)
def ln(a: Any) -> Any:
    """LN num

    Outputs the natural logarithm of its input, that is, the logarithm to
    base e.  It undoes EXP.  The input must be positive for the answer to be
    a real number.

    Example: print ln 10"""
    return _logarithm(math.log, num(a, "ln"), True)


_DEGREE = 3.141592653589793 / 180.0  # (math.pi)


def _degrees_sin(deg: float) -> float:
    """Sine of an angle in degrees, as Berkeley computes it.

    The angle is first brought near zero (IEEE remainder by 360, then
    folded into -180..45 degrees), which makes multiples of 90 exact and
    decides the last digit of other results.
    """
    if deg != deg:
        return deg
    if deg in (math.inf, -math.inf):
        return _invalid() if deg > 0 else float("nan")
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
    """SIN degrees

    Outputs the sine of an angle given in degrees, as the turtle measures
    angles.  Use RADSIN for an angle in radians.  SIN 30 is 0.5 up to the
    last digit of rounding.

    Example: print sin 30"""
    return _degrees_sin(float(num(a, "sin")))


@primitive("cos", args=1)
def cos(a: Any) -> Any:
    """COS degrees

    Outputs the cosine of an angle given in degrees.  Use RADCOS for an
    angle in radians.  Together with SIN it converts a heading and a distance
    into x and y offsets.

    Example: print cos 60"""
    return _degrees_sin(90.0 - float(num(a, "cos")))


@primitive("arctan", args=(1, 1, 2))
def arctan(a: Any, b: Any = None) -> Any:
    """ARCTAN num
    (ARCTAN x y)

    With one input, outputs the angle in degrees (between -90 and 90) whose
    tangent is NUM.  With two inputs it outputs the direction, in degrees
    from the positive x axis, of the point (X, Y): the answer lies between
    -180 and 180 and the signs of both inputs decide the quadrant.  X may be
    zero in the two-input form.

    Example: print (arctan 1 -1)"""
    if b is None:
        return math.atan(num(a, "arctan")) / _DEGREE  # (divided: math.degrees rounds otherwise)
    x = num(a, "arctan")  # Berkeley checks the inputs in order
    return math.atan2(_unsigned_zero(num(b, "arctan")), x) / _DEGREE


def _unsigned_zero(y: Any) -> Any:
    """Berkeley's two-input arctangent does not see the sign of a zero Y."""
    return 0.0 if y == 0 else y


@primitive("radsin", args=1)
def radsin(a: Any) -> Any:
    """RADSIN radians

    Outputs the sine of an angle measured in radians (a full turn is two
    times pi).  Use SIN for degrees.  The input must be a number.  A full
    turn is two times pi radians, so RADSIN of pi over 2 is 1.

    Example: print radsin 3.14159265 / 2"""
    return _radian(math.sin, num(a, "radsin"))


@primitive("radcos", args=1)
def radcos(a: Any) -> Any:
    """RADCOS radians

    Outputs the cosine of an angle measured in radians.  RADCOS 0 is 1. Use
    COS for an angle in degrees.  A full turn is two times pi radians.  The
    input must be a number.

    Example: print radcos 0"""
    return _radian(math.cos, num(a, "radcos"))


def _radian(fn: Any, x: Any) -> float:
    if x in (math.inf, -math.inf):
        return _invalid()
    return fn(x)


@primitive("radarctan", args=(1, 1, 2))
def radarctan(a: Any, b: Any = None) -> Any:
    """RADARCTAN num
    (RADARCTAN x y)

    Like ARCTAN, but the angle is output in radians rather than degrees.
    With one input it is the angle whose tangent is NUM; with two it is the
    direction of the point (X, Y), between minus pi and pi.  Four times RADARCTAN 1
    is a handy way to get pi.

    Example: print 4 * radarctan 1"""
    if b is None:
        return math.atan(num(a, "radarctan"))
    x = num(a, "radarctan")  # Berkeley checks the inputs in order
    return math.atan2(_unsigned_zero(num(b, "radarctan")), x)


@primitive("iseq", args=2)
def iseq(a: Any, b: Any) -> Any:
    """ISEQ from to

    Outputs a list of the whole numbers from FROM to TO, one apart.  If TO
    is smaller than FROM the list counts down.  Both inputs should be whole
    numbers.

    Example: show iseq 3 7"""
    try:
        if arith.greaterp(a, b, ">") == TRUE:  # counted up from -FROM, then negated
            return from_iter([arith.mul(-1, x, "*") for x in _count_up(arith.mul(-1, a, "*"),
                                                                       arith.mul(-1, b, "*"))])
        out = _count_up(a, b)
        if out and a.__class__ is not int and a.__class__ is not float:
            out[0] = a  # Berkeley's library puts FROM itself first, a word as it was typed
        return from_iter(out)
    except LogoError as exc:
        if exc.code == OUT_OF_SPACE:
            raise
        raise lib_error(exc, "iseq") from None  # Berkeley's ISEQ is a library procedure


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
    """RSEQ from to count

    Outputs a list of COUNT numbers, evenly spaced, starting with FROM and
    ending with TO.  The numbers need not be whole: RSEQ 0 1 5 gives
    [0 0.25 0.5 0.75 1].

    Example: show rseq 0 1 5"""
    try:  # Berkeley's library RSEQ computes :n - 1 first, then :b - :a in MAP's template
        steps = arith.sub(n, 1)
    except LogoError as exc:
        raise lib_error(exc, "rseq") from None
    counts = iseq(0, steps)
    try:
        span = arith.sub(b, a)
        return from_iter([arith.add(a, arith.div(arith.mul(x, span), steps)) for x in counts])
    except LogoError as exc:
        if exc.code == OUT_OF_SPACE:
            raise
        raise lib_error(exc, "map1") from None


@primitive("lessp", "less?", args=2)
def lessp(a: Any, b: Any, _name: str = "lessp") -> Any:
    """LESSP num1 num2
    LESS? num1 num2
    num1 < num2

    Outputs TRUE if NUM1 is smaller than NUM2 and FALSE otherwise.  Both
    inputs must be numbers; to compare words alphabetically use BEFOREP.
    The infix form is NUM1 < NUM2.

    Example: print lessp 2 3"""
    return arith.lessp(a, b, _name)


@primitive("greaterp", "greater?", args=2)
def greaterp(a: Any, b: Any, _name: str = "greaterp") -> Any:
    """GREATERP num1 num2
    GREATER? num1 num2
    num1 > num2

    Outputs TRUE if NUM1 is larger than NUM2, FALSE otherwise.  Both inputs
    must be numbers; a word that is not a number is an error.  To compare
    words in dictionary order use BEFOREP.

    Example: print greaterp 2 3"""
    return arith.greaterp(a, b, _name)


@primitive("lessequalp", "lessequal?", args=2)
def lessequalp(a: Any, b: Any, _name: str = "lessequalp") -> Any:
    """LESSEQUALP num1 num2
    LESSEQUAL? num1 num2
    num1 <= num2

    Outputs TRUE if NUM1 is smaller than NUM2 or equal to it, FALSE
    otherwise.  Both inputs must be numbers.  A word that is not a number is
    an error.

    Example: print 3 <= 3"""
    return arith.lessequalp(a, b, _name)


@primitive("greaterequalp", "greaterequal?", args=2)
def greaterequalp(a: Any, b: Any, _name: str = "greaterequalp") -> Any:
    """GREATEREQUALP num1 num2
    GREATEREQUAL? num1 num2
    num1 >= num2

    Outputs TRUE if NUM1 is larger than NUM2 or equal to it, FALSE
    otherwise.  Both inputs must be numbers.  A word that is not a number is
    an error.

    Example: print greaterequalp 4 3"""
    return arith.greaterequalp(a, b, _name)


@primitive("random", args=(1, 1, 2), env=True)
def random(interp: Any, a: Any, b: Any = None) -> Any:
    """RANDOM num
    (RANDOM start end)

    With one input, outputs a whole number chosen at random from 0 up to
    NUM minus 1; NUM must be a positive whole number.  With two inputs it
    chooses from START up to END, both included; END must be larger than
    START, and either may be negative.  Inputs must lie between -2147483647
    and 2147483646.  RERANDOM makes the sequence of choices repeatable.

    Example: print random 10"""
    # (an input refused is shown as the whole number it is: -0.0 as 0, as in Berkeley)
    if b is None:
        lo, span = 0, _bounded(a)
        if span <= 0:
            raise doesnt_like_unrec("random", from_iter([span]))
    else:
        lo, hi = _bounded(a), _bounded(b)
        span = hi + 1 - lo
        if span <= 1:
            raise doesnt_like_unrec("random", from_iter([lo, hi]))
    return interp.random.next() % span + lo


def _bounded(x: Any, who: str = "random") -> int:
    """X as a whole number in the range RANDOM and RERANDOM accept (a C int, less its
    extremes)."""
    n = integer(x, who)
    if not -2147483647 <= n <= 2147483646:
        raise doesnt_like(who, x)
    return n


@primitive("rerandom", args=(0, 0, 1), kind=CMD, env=True)
def rerandom(interp: Any, seed: Any = None) -> None:
    """RERANDOM
    (RERANDOM seed)

    Restarts the sequence of numbers RANDOM produces, so that a program
    gets the same "random" choices every time it runs, which helps in
    testing.  Different whole-number seeds give different sequences; with
    no input the same sequence as the default seed.  A seed must lie
    between -2147483647 and 2147483646.

    Example: rerandom print random 100"""
    interp.random.seed(1 if seed is None else _bounded(seed, "rerandom"))


@primitive("form", args=3)
def form(a: Any, width: Any, precision: Any) -> Any:
    """FORM num width precision

    Outputs a word that shows NUM with exactly PRECISION digits after the
    decimal point (none, and no point, if PRECISION is 0), padded with
    spaces in front to at least WIDTH characters.  Because of the spaces
    the result may not be a number for arithmetic.  If WIDTH is negative,
    PRECISION is instead used as a C printf format for the number.

    Example: print form 3.14159 8 2"""
    x = float(num(a, "form"))
    w = _bounded(width, "form")
    if w < 0:
        return _c_format(precision, x)
    p = _bounded(precision, "form")
    if p > 10000:
        raise doesnt_like("form", precision)
    if p < 0:
        p = 6  # a negative precision is C's default
    if x != x:
        return "%*s" % (min(w, 99), "-nan" if math.copysign(1.0, x) < 0 else "nan")
    return "%*.*f" % (min(w, 99), p, x)


_C_CONVERSION = r"%[-+ #0]*\d*(?:\.\d*)?[hlLqjzt]*([a-zA-Z%])"


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

    import re  # only here: importing re takes start-up time

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

    return re.sub(_C_CONVERSION, convert, text)


def _bits(args: tuple, name: str) -> list:
    """Integer inputs of a bitwise operation, read one by one as Berkeley does.

    Once a float is met the operation cannot go on: the error names that
    input, or, when the float came earlier, the float value so far.
    """
    values = [num(args[0], name)]
    for x in args[1:]:
        value = num(x, name)
        if value.__class__ is not int:  # a number, but not a whole one: error 4
            raise doesnt_like_unrec(name, value)
        if values[0].__class__ is not int:
            raise doesnt_like_unrec(name, float(values[0]))
        values.append(value)
    return values


# (not the operator module's: importing it takes start-up time)
_and = lambda a, b: a & b
_or = lambda a, b: a | b
_xor = lambda a, b: a ^ b


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
    """BITAND num1 num2
    (BITAND num1 num2 num3 ...)

    Outputs the bitwise "and" of its inputs, which must be whole numbers:
    each bit of the result is 1 only where that bit is 1 in every input.
    Useful for masking out parts of a number.

    Example: print bitand 12 10"""
    return _bitwise(args, "bitand", _and, -1)


@primitive("bitor", args=(0, 2, -1))
def bitor(*args: Any) -> Any:
    """BITOR num1 num2
    (BITOR num1 num2 num3 ...)

    Outputs the bitwise "or" of its inputs, which must be whole numbers:
    each bit of the result is 1 where that bit is 1 in any input.  In
    parentheses it takes any number of inputs, and (BITOR) alone outputs 0.

    Example: print bitor 12 10"""
    return _bitwise(args, "bitor", _or, 0)


@primitive("bitxor", args=(0, 2, -1))
def bitxor(*args: Any) -> Any:
    """BITXOR num1 num2
    (BITXOR num1 num2 num3 ...)

    Outputs the bitwise "exclusive or" of its inputs, which must be whole
    numbers: each bit of the result is 1 where an odd number of the inputs
    have a 1 in that bit.

    Example: print bitxor 12 10"""
    return _bitwise(args, "bitxor", _xor, 0)


@primitive("bitnot", args=1)
def bitnot(a: Any) -> Any:
    """BITNOT num

    Outputs the bitwise complement of a whole number: every bit is flipped.
    In two's complement arithmetic that is the negative of the number minus
    one, so BITNOT 5 is -6.

    Example: print bitnot 5"""
    value = num(a, "bitnot")
    if value.__class__ is not int:
        raise doesnt_like_unrec("bitnot", value)
    return ~value


# Shifts as the C of Berkeley Logo does them on x86-64: a long shifted by the
# count modulo 64; LSHIFT to the right first narrows the number to 32 bits.


@primitive("ashift", args=2)
def ashift(a: Any, b: Any) -> Any:
    """ASHIFT num1 num2

    Outputs NUM1 shifted NUM2 bits to the left, or to the right when NUM2 is
    negative.  The shift is arithmetic: shifting right keeps the sign, so it
    divides by a power of two rounding down.  Both inputs must be whole
    numbers.

    Example: print ashift 3 4"""
    x, n = _bits((a, b), "ashift")
    if n >= 0:
        return _int64(x << (n & 63))
    return x >> (-n & 63)


@primitive("lshift", args=2)
def lshift(a: Any, b: Any) -> Any:
    """LSHIFT num1 num2

    Outputs NUM1 shifted NUM2 bits to the left, or to the right when NUM2 is
    negative.  The shift is logical: bits shifted in from the left are zero,
    so a negative number shifted right becomes a large positive 32-bit
    number.  Both inputs must be whole numbers.

    Example: print lshift 1 8"""
    x, n = _bits((a, b), "lshift")
    if n >= 0:
        return _int64(x << (n & 63))
    return (x & 0xFFFFFFFF) >> (-n & 31)


__all__ = ["TRUE", "FALSE", "NIL", "word_text"]


# The infix operators are primitives too (PRIMITIVEP "+ is TRUE, TO + is
# refused); called by name, as with APPLY, they take Berkeley's input counts.


@primitive("+", args=1)
def infix_plus(a: Any) -> Any:
    """num1 + num2

    The infix form of SUM: adds the numbers on either side.  Like the other
    infix operators it is evaluated before the inputs of a procedure call
    are collected, so print 2 + 3 prints 5.  Multiplication and division are
    done before addition and subtraction; use parentheses to change the
    order.

    Example: print 2 + 3 * 4"""
    return arith.add(0, a, "+")


@primitive("-", args=1)
def infix_minus(a: Any) -> Any:
    """num1 - num2
    - num

    The infix form of DIFFERENCE: subtracts the number on the right from the
    number on the left.  When the minus sign has a space before it but not
    after it, and something could start there, it is read as a negative
    sign instead (MINUS), as in print 3 -1, which is an error because 3 and
    -1 are two values.

    Example: print 10 - 4"""
    return arith.sub(0, a, "-")


@primitive("--", args=1)
def infix_tight_minus(a: Any) -> Any:
    """-- num

    The internal name under which Logo runs a minus sign written directly in
    front of a value, as in -:X or -(3 + 4).  It negates the value, as MINUS
    does.  You do not call it by this name; it shows up only in listings of
    primitives.

    Example: make "x 3 print -:x"""
    return arith.sub(0, a, "--")


@primitive("*", args=1)
def infix_times(a: Any) -> Any:
    """num1 * num2

    The infix form of PRODUCT: multiplies the numbers on either side.  It is
    done before + and -, so 2 + 3 * 4 is 14; parentheses change the order.
    Both sides must be numbers; a word that is not a number is an error.

    Example: print 6 * 7"""
    return arith.mul(1, a, "*")


@primitive("/", args=1)
def infix_divide(a: Any) -> Any:
    """num1 / num2

    The infix form of QUOTIENT: divides the number on the left by the number
    on the right.  The result is a decimal unless the division is exact.
    Dividing by zero is an error.

    Example: print 7 / 2"""
    return arith.div(1, a, "/")


@primitive("<", args=2)
def infix_less(a: Any, b: Any) -> Any:
    """num1 < num2

    The infix form of LESSP: TRUE if the number on the left is smaller than
    the one on the right, FALSE otherwise.  Comparisons are done after
    arithmetic, so 1 + 1 < 3 compares 2 with 3.

    Example: print 1 + 1 < 3"""
    return arith.lessp(a, b, "<")


@primitive(">", args=2)
def infix_greater(a: Any, b: Any) -> Any:
    """num1 > num2

    The infix form of GREATERP: TRUE if the number on the left is larger
    than the one on the right, FALSE otherwise.  Both sides must be numbers.
    Like the other comparisons it is done after the arithmetic on both
    sides.

    Example: print 5 > 3"""
    return arith.greaterp(a, b, ">")


@primitive("<=", args=2)
def infix_less_equal(a: Any, b: Any) -> Any:
    """num1 <= num2

    The infix form of LESSEQUALP: TRUE if the number on the left is smaller
    than the one on the right or equal to it.  Both sides must be numbers.
    Like the other comparisons it is done after the arithmetic on both
    sides.

    Example: print 3 <= 3"""
    return arith.lessequalp(a, b, "<=")


@primitive(">=", args=2)
def infix_greater_equal(a: Any, b: Any) -> Any:
    """num1 >= num2

    The infix form of GREATEREQUALP: TRUE if the number on the left is
    larger than the one on the right or equal to it.  Both sides must be
    numbers.

    Example: print 2 >= 3"""
    return arith.greaterequalp(a, b, ">=")


@primitive("=", args=2)
def infix_equal(a: Any, b: Any) -> Any:
    """thing1 = thing2

    The infix form of EQUALP: TRUE if the two things are equal.  Numbers are
    compared by value (2 = 2.0), words ignoring case while CASEIGNOREDP is
    TRUE, and lists member by member.  Unlike < and >, it accepts any
    things, not just numbers.

    Example: print [a b] = [a b]"""
    return arith.eq(a, b)


@primitive("<>", args=2)
def infix_not_equal(a: Any, b: Any) -> Any:
    """thing1 <> thing2

    The infix form of NOTEQUALP: TRUE if the two things are not equal in the
    sense of EQUALP, FALSE if they are.  Any things may be compared.
    Numbers are compared by value, words ignoring case while CASEIGNOREDP is
    TRUE.

    Example: print "cat <> "dog"""
    return arith.ne(a, b)
