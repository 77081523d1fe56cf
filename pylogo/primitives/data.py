"""Data structure primitives: constructors, selectors, mutators, predicates, queries."""

from __future__ import annotations

from typing import Any

from ..arith import equal, integer, num
from ..data import (
    FALSE,
    NIL,
    TRUE,
    Array,
    Pair,
    ProtectedWord,
    from_iter,
    is_number,
    join_words,
    list_length,
    parse_number,
    sub_word,
    to_pylist,
    word_text,
)
from ..errors import check_size, doesnt_like, doesnt_like_unrec
from ..procedures import CMD, primitive

WORD_TYPES = (str, int, float, ProtectedWord)


def _is_word(x: Any) -> bool:
    return x.__class__ in WORD_TYPES


def _is_list(x: Any) -> bool:
    return x.__class__ is Pair or x is NIL


def _text(x: Any, name: str) -> str:
    if x.__class__ is str or x.__class__ is ProtectedWord:
        return x
    if x.__class__ is int or x.__class__ is float:
        return word_text(x)
    raise doesnt_like(name, x)


def _bool(flag: bool) -> str:
    return TRUE if flag else FALSE


# ---------------------------------------------------------------- constructors


@primitive("word", args=(0, 2, -1))
def word(*args: Any, _name: str = "word") -> Any:
    """WORD word1 word2 ... : outputs a word formed by joining its inputs."""
    if len(args) == 2:
        a, b = args
        if a.__class__ is str and b.__class__ is str:
            return a + b
    return join_words([_text(x, _name) for x in args])


@primitive("list", args=(0, 2, -1))
def list_(*args: Any) -> Any:
    """LIST thing1 thing2 ... : outputs a list of its inputs."""
    if len(args) == 2:
        return Pair(args[0], Pair(args[1], NIL))
    return from_iter(args)


@primitive("sentence", "se", args=(0, 2, -1))
def sentence(*args: Any, _name: str = "sentence") -> Any:
    """SENTENCE thing1 thing2 ... : a list of the inputs' members (words are members themselves)."""
    result: Any = NIL
    for x in reversed(args):
        if x.__class__ is Pair:
            result = _append(x, result)
        elif x is NIL:
            continue
        elif x.__class__ is Array:
            raise doesnt_like(_name, x)
        else:
            result = Pair(x, result)
    return result


def _append(lst: Any, tail: Any) -> Any:
    """A copy of LST followed by TAIL."""
    if tail is NIL and False:
        return lst
    items = to_pylist(lst)
    result = tail
    for item in reversed(items):
        result = Pair(item, result)
    return result


@primitive("fput", args=2)
def fput(thing: Any, lst: Any, _name: str = "fput") -> Any:
    """FPUT thing list : the list with THING added at the front (a word for word inputs)."""
    if lst.__class__ is Pair or lst is NIL:
        return Pair(thing, lst)
    if _is_word(lst) and _is_word(thing):
        t = _text(thing, _name)
        if len(t) == 1:
            return join_words([t, _text(lst, _name)])
    raise doesnt_like(_name, lst)


@primitive("lput", args=2)
def lput(thing: Any, lst: Any, _name: str = "lput") -> Any:
    """LPUT thing list : the list with THING added at the end."""
    if lst.__class__ is Pair or lst is NIL:
        return _append(lst, Pair(thing, NIL))
    if _is_word(lst) and _is_word(thing):
        t = _text(thing, _name)
        if len(t) == 1:
            return join_words([_text(lst, _name), t])
    raise doesnt_like(_name, lst)


@primitive("array", args=(1, 1, 2))
def array(size: Any, origin: Any = 1, _name: str = "array") -> Any:
    """ARRAY size (ARRAY size origin) : a new array of SIZE empty lists."""
    n = integer(size, _name) if _is_word(size) else None
    if n is None or n < 0:
        raise doesnt_like(_name, size)
    check_size(n)
    org = integer(origin, _name)
    return Array([NIL] * n, org)


@primitive("mdarray", args=(1, 1, 2))
def mdarray(sizes: Any, origin: Any = 1) -> Any:
    """MDARRAY sizelist (MDARRAY sizelist origin) : a multi-dimensional array.

    As in Berkeley's library, the sizes are taken with FIRST and BUTFIRST, so
    a word of digits works too (MDARRAY 23 is 2 by 3).
    """

    def build(dims: Any, total: int) -> Any:
        arr = array(first(dims), origin)
        total *= max(len(arr.items), 1)
        check_size(total)
        rest = butfirst(dims)
        if rest is not NIL and rest != "":
            arr.items[:] = [build(rest, total) for _ in arr.items]
        return arr

    return build(sizes, 1)


@primitive("listtoarray", args=(1, 1, 2))
def listtoarray(lst: Any, origin: Any = 1) -> Any:
    """LISTTOARRAY list (LISTTOARRAY list origin) : an array of the list's members."""
    if not _is_list(lst):
        raise doesnt_like("listtoarray", lst)
    return Array(to_pylist(lst), integer(origin, "listtoarray"))


@primitive("arraytolist", args=1)
def arraytolist(arr: Any) -> Any:
    """ARRAYTOLIST array : a list of the array's members."""
    if arr.__class__ is not Array:
        raise doesnt_like("arraytolist", arr)
    return from_iter(arr.items)


@primitive("combine", args=2)
def combine(a: Any, b: Any) -> Any:
    """COMBINE thing1 thing2 : WORD if the second is a word, else FPUT."""
    if _is_list(b):
        return Pair(a, b)
    return word(a, b, _name="combine")


@primitive("reverse", args=(1, 1, 2))
def reverse(x: Any, tail: Any = None) -> Any:
    """REVERSE list : the list (or word) in reverse order."""
    if tail is not None:
        return combine_all(reverse(x), tail)
    if _is_list(x):
        result: Any = NIL
        while x.__class__ is Pair:
            result = Pair(x.first, result)
            x = x.rest
        return result
    return _text(x, "reverse")[::-1]


def combine_all(front: Any, tail: Any) -> Any:
    if _is_list(tail):
        return _append(front, tail) if _is_list(front) else Pair(front, tail)
    return word(front, tail, _name="reverse")


@primitive("gensym", args=0, env=True)
def gensym(interp: Any) -> Any:
    """GENSYM : a new word each time: g1, g2, ..."""
    value = interp.V.get("gensym.number", 0)
    value = (num(value, "gensym") if _is_word(value) else 0) + 1
    interp.V["gensym.number"] = value
    return "g%s" % word_text(value)


# ---------------------------------------------------------------- selectors


@primitive("first", args=1)
def first(x: Any, _name: str = "first") -> Any:
    """FIRST thing : the first member of a list, first character of a word, origin of an array."""
    if x.__class__ is Pair:
        return x.first
    if x.__class__ is str:
        if x:
            return x[0]
    elif x.__class__ is ProtectedWord:
        if x:
            return sub_word(x, 0, 1)
    elif x.__class__ is int or x.__class__ is float:
        return word_text(x)[0]
    elif x.__class__ is Array:
        return x.origin
    raise doesnt_like(_name, x)


@primitive("firsts", args=1)
def firsts(lst: Any, _name: str = "firsts") -> Any:
    """FIRSTS list : a list of the first members of the list's members."""
    if not _is_list(lst):
        raise doesnt_like(_name, lst)
    out = []
    for x in lst:
        if x is NIL or x == "" or x.__class__ is Array:
            raise doesnt_like(_name, x)
        out.append(first(x))
    return from_iter(out)


def _piece(word: Any, text: str, start: int, end: int | None) -> Any:
    """Characters START to END of a word (bar marks kept, as Berkeley keeps them)."""
    if word.__class__ is ProtectedWord:
        return sub_word(word, start, end)
    return text[start:end]


@primitive("last", args=1)
def last(x: Any, _name: str = "last") -> Any:
    """LAST thing : the last member of a list or character of a word."""
    if x.__class__ is str and x:
        return x[-1]
    if x.__class__ is Pair:
        while x.rest.__class__ is Pair:
            x = x.rest
        return x.first
    if _is_word(x):
        t = word_text(x)
        if t:
            return _piece(x, t, len(t) - 1, None)
    raise doesnt_like(_name, x)


@primitive("butfirst", "bf", args=1)
def butfirst(x: Any, _name: str = "butfirst") -> Any:
    """BUTFIRST thing : all but the first member (or character)."""
    if x.__class__ is Pair:
        return x.rest
    if _is_word(x):
        t = word_text(x)
        if t:
            return _piece(x, t, 1, None)
    raise doesnt_like(_name, x)


@primitive("butfirsts", "bfs", args=1)
def butfirsts(lst: Any, _name: str = "butfirsts") -> Any:
    """BUTFIRSTS list : a list of the butfirsts of the list's members."""
    if not _is_list(lst):
        raise doesnt_like(_name, lst)
    return from_iter([butfirst(x, _name) for x in lst])  # a bad member is named, as Berkeley does


@primitive("butlast", "bl", args=1)
def butlast(x: Any, _name: str = "butlast") -> Any:
    """BUTLAST thing : all but the last member (or character)."""
    if x.__class__ is str and x:
        return x[:-1]
    if x.__class__ is Pair:
        return from_iter(to_pylist(x)[:-1])
    if _is_word(x):
        t = word_text(x)
        if t:
            return _piece(x, t, 0, -1)
    raise doesnt_like(_name, x)


def _index(index: Any, size: int, origin: int, name: str) -> int:
    i = integer(index, name) if _is_word(index) else None
    if i is None:
        raise doesnt_like(name, index)
    pos = i - origin
    if not 0 <= pos < size:
        raise doesnt_like_unrec(name, index)
    return pos


@primitive("item", args=2)
def item(index: Any, thing: Any, _name: str = "item") -> Any:
    """ITEM index thing : the INDEXth member of a list or array, or character of a word."""
    if thing.__class__ is str and index.__class__ is int and 0 < index <= len(thing):
        return thing[index - 1]
    if thing.__class__ is Array:
        return thing.items[_index(index, len(thing.items), thing.origin, _name)]
    if thing.__class__ is Pair:
        i = integer(index, _name) if _is_word(index) else None
        if i is None:
            raise doesnt_like(_name, index)
        if i < 1:
            raise doesnt_like_unrec(_name, index)
        node = thing
        for _ in range(i - 1):
            node = node.rest
            if node.__class__ is not Pair:
                raise doesnt_like_unrec(_name, index)
        return node.first
    if thing is NIL or thing == "":
        raise doesnt_like(_name, thing)
    if _is_word(thing):
        t = word_text(thing)
        pos = _index(index, len(t), 1, _name)
        return _piece(thing, t, pos, pos + 1)
    raise doesnt_like(_name, thing)


@primitive("mditem", args=2)
def mditem(indices: Any, arr: Any) -> Any:
    """MDITEM indexlist array : the member of a multi-dimensional array."""
    if not _is_list(indices):
        raise doesnt_like("mditem", indices)
    for index in indices:
        arr = item(index, arr, _name="mditem")
    return arr


@primitive("pick", args=1, env=True)
def pick(interp: Any, x: Any) -> Any:
    """PICK list : a randomly chosen member of the list (or character of a word)."""
    if x.__class__ is Pair:
        items = to_pylist(x)
        return items[interp.random.randrange(len(items))]
    if _is_word(x) and word_text(x):
        t = word_text(x)
        return t[interp.random.randrange(len(t))]
    if x is NIL or x == "":
        raise doesnt_like("item", x)  # as Berkeley's library PICK fails
    raise doesnt_like("pick", x)


@primitive("remove", args=2)
def remove(thing: Any, x: Any) -> Any:
    """REMOVE thing list : the list without members equal to THING."""
    if _is_list(x):
        return from_iter([m for m in x if not equal(m, thing)])
    t = _text(x, "remove")
    target = word_text(thing) if _is_word(thing) else None
    return "".join(c for c in t if target is None or not equal(c, target))


@primitive("remdup", args=1)
def remdup(x: Any) -> Any:
    """REMDUP list : the list with duplicates removed (the last of each kept)."""
    members = to_pylist(x) if _is_list(x) else list(_text(x, "remdup"))
    kept = []
    for i, m in enumerate(members):
        if not any(equal(m, later) for later in members[i + 1 :]):
            kept.append(m)
    if _is_list(x):
        return from_iter(kept)
    return "".join(kept)


@primitive("quoted", args=1)
def quoted(x: Any) -> Any:
    """QUOTED thing : a word with a quote mark in front; lists are output unchanged."""
    if _is_list(x) or x.__class__ is Array:
        return x
    return '"' + _text(x, "quoted")


# ---------------------------------------------------------------- mutators


@primitive("setitem", args=3, kind=CMD)
def setitem(index: Any, arr: Any, value: Any, _name: str = "setitem") -> None:
    """SETITEM index array value : replace a member of an array."""
    if arr.__class__ is not Array:
        raise doesnt_like(_name, arr)
    if _contains_array(value, arr):
        raise doesnt_like(_name, value)
    arr.items[_index(index, len(arr.items), arr.origin, _name)] = value


def _contains_array(value: Any, target: Array) -> bool:
    """Would storing VALUE in TARGET make TARGET contain itself?"""
    seen: set = set()
    stack = [value]
    while stack:
        x = stack.pop()
        if x is target:
            return True
        if id(x) in seen:
            continue
        if x.__class__ is Array:
            seen.add(id(x))
            stack.extend(x.items)
        elif x.__class__ is Pair:
            seen.add(id(x))
            stack.append(x.first)
            stack.append(x.rest)
    return False


@primitive(".setitem", args=3, kind=CMD)
def dot_setitem(index: Any, arr: Any, value: Any) -> None:
    """.SETITEM index array value : SETITEM without the circularity check."""
    if arr.__class__ is not Array:
        raise doesnt_like(".setitem", arr)
    arr.items[_index(index, len(arr.items), arr.origin, ".setitem")] = value


@primitive("mdsetitem", args=3, kind=CMD)
def mdsetitem(indices: Any, arr: Any, value: Any) -> None:
    """MDSETITEM indexlist array value : replace a member of a multi-dimensional array."""
    if not _is_list(indices) or indices is NIL:
        raise doesnt_like("mdsetitem", indices)
    members = to_pylist(indices)
    for index in members[:-1]:
        arr = item(index, arr, _name="mdsetitem")
    setitem(members[-1], arr, value, _name="mdsetitem")


@primitive(".setfirst", args=2, kind=CMD)
def setfirst(lst: Any, value: Any) -> None:
    """.SETFIRST list value : change the first member of a list (dangerous)."""
    if lst.__class__ is not Pair:
        raise doesnt_like(".setfirst", lst)
    lst.first = value


@primitive(".setbf", args=2, kind=CMD)
def setbf(lst: Any, value: Any) -> None:
    """.SETBF list value : change the butfirst of a list (dangerous)."""
    if lst.__class__ is not Pair:
        raise doesnt_like(".setbf", lst)
    if not _is_list(value):
        raise doesnt_like(".setbf", value)
    lst.rest = value


def _var_list(interp: Any, name: Any, who: str) -> tuple:
    key = _text(name, who).lower()
    value = interp.V[key]
    return key, value


@primitive("push", args=2, kind=CMD, env=True)
def push(interp: Any, name: Any, thing: Any) -> None:
    """PUSH stackname thing : add THING to the front of the list in variable STACKNAME."""
    key, value = _var_list(interp, name, "push")
    interp.V[key] = fput(thing, value, _name="push")


@primitive("pop", args=1, env=True)
def pop(interp: Any, name: Any) -> Any:
    """POP stackname : remove and output the first member of the list in STACKNAME."""
    key, value = _var_list(interp, name, "pop")
    if value.__class__ is not Pair and not (_is_word(value) and word_text(value)):
        raise doesnt_like("first", value)  # as Berkeley's library words it
    interp.V[key] = butfirst(value)
    return first(value)


@primitive("queue", args=2, kind=CMD, env=True)
def queue(interp: Any, name: Any, thing: Any) -> None:
    """QUEUE queuename thing : add THING to the end of the list in QUEUENAME."""
    key, value = _var_list(interp, name, "queue")
    interp.V[key] = lput(thing, value, _name="queue")


@primitive("dequeue", args=1, env=True)
def dequeue(interp: Any, name: Any) -> Any:
    """DEQUEUE queuename : remove and output the first member of the list in QUEUENAME."""
    return pop(interp, name)


# ---------------------------------------------------------------- predicates


@primitive("wordp", "word?", args=1)
def wordp(x: Any) -> str:
    """WORDP thing : TRUE if the input is a word."""
    return _bool(_is_word(x))


@primitive("listp", "list?", args=1)
def listp(x: Any) -> str:
    """LISTP thing : TRUE if the input is a list."""
    return _bool(_is_list(x))


@primitive("arrayp", "array?", args=1)
def arrayp(x: Any) -> str:
    """ARRAYP thing : TRUE if the input is an array."""
    return _bool(x.__class__ is Array)


@primitive("emptyp", "empty?", args=1)
def emptyp(x: Any) -> str:
    """EMPTYP thing : TRUE if the input is the empty word or the empty list."""
    return TRUE if (x is NIL or x == "") and x.__class__ is not int else FALSE


@primitive("equalp", "equal?", args=2)
def equalp(a: Any, b: Any) -> str:
    """EQUALP thing1 thing2 : TRUE if the inputs are equal (numbers by value, words ignoring case)."""
    return TRUE if equal(a, b) else FALSE


@primitive("notequalp", "notequal?", args=2)
def notequalp(a: Any, b: Any) -> str:
    """NOTEQUALP thing1 thing2 : TRUE if the inputs are not equal."""
    return FALSE if equal(a, b) else TRUE


@primitive("beforep", "before?", args=2)
def beforep(a: Any, b: Any) -> str:
    """BEFOREP word1 word2 : TRUE if word1 comes before word2 in dictionary order."""
    x = _text(a, "beforep")
    y = _text(b, "beforep")
    from ..arith import case_ignored

    if case_ignored():
        x, y = x.lower(), y.lower()
    return _bool(x < y)


@primitive(".eq", args=2)
def dot_eq(a: Any, b: Any) -> str:
    """.EQ thing1 thing2 : TRUE if the inputs are the same object."""
    if _is_word(a) and _is_word(b):
        return _bool(a is b or (a.__class__ is b.__class__ and a == b and a.__class__ is not str))
    if a is NIL and b is NIL:
        return TRUE
    return _bool(a is b)


@primitive("memberp", "member?", args=2)
def memberp(thing: Any, x: Any) -> str:
    """MEMBERP thing list : TRUE if THING is a member of the list (or a character of the word)."""
    if x.__class__ is str and thing.__class__ is str and len(thing) == 1 and thing in x:
        return TRUE
    if x.__class__ is Pair or x is NIL:
        node = x
        while node.__class__ is Pair:
            if equal(thing, node.first):
                return TRUE
            node = node.rest
        return FALSE
    if x.__class__ is Array:
        return _bool(any(equal(thing, m) for m in x.items))
    if _is_word(x):
        if not _is_word(thing):
            return FALSE
        t = word_text(thing)
        if len(t) != 1:
            return FALSE
        text = word_text(x)
        if t in text:
            return TRUE
        from ..arith import case_ignored

        return _bool(case_ignored() and t.lower() in text.lower())
    raise doesnt_like("memberp", x)


@primitive("substringp", "substring?", args=2)
def substringp(a: Any, b: Any) -> str:
    """SUBSTRINGP thing1 thing2 : TRUE if word1 is part of word2."""
    if not _is_word(a) or not _is_word(b):
        return FALSE
    x, y = word_text(a), word_text(b)
    from ..arith import case_ignored

    if case_ignored():
        x, y = x.lower(), y.lower()
    return _bool(x in y)


@primitive("numberp", "number?", args=1)
def numberp(x: Any) -> str:
    """NUMBERP thing : TRUE if the input is a number."""
    return _bool(is_number(x))


@primitive("vbarredp", "vbarred?", "backslashedp", "backslashed?", args=1)
def vbarredp(x: Any) -> str:
    """VBARREDP char : TRUE if the character was typed with a backslash or inside bars."""
    t = _text(x, "vbarredp")
    if len(t) != 1:
        raise doesnt_like("vbarredp", x)
    return _bool(x.__class__ is ProtectedWord and x.marks == "v" and not t.isalnum())


# ---------------------------------------------------------------- queries


@primitive("count", args=1)
def count(x: Any) -> Any:
    """COUNT thing : the number of members of a list or array, or characters of a word."""
    if x.__class__ is str:
        return len(x)
    if x.__class__ is Pair or x is NIL:
        return list_length(x)
    if x.__class__ is Array:
        return len(x.items)
    return len(_text(x, "count"))


@primitive("ascii", args=1)
def ascii_(x: Any, _name: str = "ascii") -> Any:
    """ASCII char : the character's code."""
    t = _text(x, _name) if _is_word(x) else None
    if t is None or len(t) != 1:
        raise doesnt_like(_name, x)
    code = ord(t)
    return code - 0xDC00 if 0xDC80 <= code <= 0xDCFF else code  # a byte that was not UTF-8


@primitive("rawascii", args=1)
def rawascii(x: Any) -> Any:
    """RAWASCII char : the character's code (as typed)."""
    return ascii_(x, "rawascii")


@primitive("char", args=1)
def char(x: Any) -> Any:
    """CHAR int : the character with that code."""
    n = integer(x, "char") if _is_word(x) else None
    if n is None or not 0 <= n < 0x110000 or 0xD800 <= n < 0xE000:
        raise doesnt_like("char", x)
    return chr(n)


@primitive("member", args=2)
def member(thing: Any, x: Any) -> Any:
    """MEMBER thing list : the part of the list from the first member equal to THING."""
    if x.__class__ is Pair or x is NIL:
        node = x
        while node.__class__ is Pair:
            if equal(thing, node.first):
                return node
            node = node.rest
        return NIL
    if _is_word(x):
        text = word_text(x)
        t = word_text(thing) if _is_word(thing) else None
        if t is None or t == "":
            return ""
        from ..arith import case_ignored

        hay = text.lower() if case_ignored() else text
        needle = t.lower() if case_ignored() else t
        pos = hay.find(needle)
        return text[pos:] if pos >= 0 else ""
    raise doesnt_like("member", x)


@primitive("lowercase", args=1)
def lowercase(x: Any) -> Any:
    """LOWERCASE word : the word in lower case."""
    return _same_marks(x, _text(x, "lowercase").lower())


@primitive("uppercase", args=1)
def uppercase(x: Any) -> Any:
    """UPPERCASE word : the word in upper case."""
    return _same_marks(x, _text(x, "uppercase").upper())


def _same_marks(word: Any, text: str) -> Any:
    if word.__class__ is ProtectedWord and len(text) == len(word):
        return ProtectedWord(text, word.marks)
    return text


@primitive("parse", args=1)
def parse(x: Any) -> Any:
    """PARSE word : the list Logo reads from the word's text."""
    from ..reader import parse_text

    if x.__class__ is ProtectedWord:
        from ..interpreter import read_marked_word

        return read_marked_word(x)
    return parse_text(_text(x, "parse"))


@primitive("runparse", args=1)
def runparse(x: Any) -> Any:
    """RUNPARSE wordorlist : the list as Logo splits it into tokens to run it."""
    from ..reader import parse_text
    from ..tokenizer import runparse_list

    if x.__class__ is Array:
        raise doesnt_like("runparse", x)
    if x.__class__ is ProtectedWord:
        from ..interpreter import read_marked_word

        lst = read_marked_word(x)
    else:
        lst = x if _is_list(x) else parse_text(_text(x, "runparse"))
    return runparse_list(lst)


__all__ = ["parse_number"]
