"""Data structure primitives: constructors, selectors, mutators, predicates, queries.

The parts of the interpreter it uses: ``DynamicScope`` (variables) and
RANDOM's generator (``Interpreter.random``).
"""

from __future__ import annotations

from ..lang import arith
from ..lang.arith import equal, integer, num
from ..lang.data import (
    FALSE,
    NIL,
    TRUE,
    Array,
    Pair,
    ProtectedWord,
    copy_onto,
    first_char,
    fold,
    format_number,
    from_iter,
    is_number,
    join_two,
    join_words,
    list_edits,
    list_length,
    parse_number,
    rest_of_word,
    sub_word,
    to_pylist,
    word_text,
)
from ..lang.errors import BAD_DATA, LogoError, check_size, doesnt_like, doesnt_like_unrec, no_value
from ..lang.library_lines import NO_LINE
from ..lang.member_index import forget as forget_member_indexes
from ..lang.member_index import member_cell, word_sets
from ..lang.printer import BARE_EMPTY
from ..lang.procedures import CMD, primitive
from ..lang.reader import parse_text
from ..runtime.berkeley_errors import lib_error
from ..system import textcodec

_new = object.__new__  # a Pair without Pair.__init__'s call (its fields are set after)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

WORD_TYPES = (str, int, float, ProtectedWord)
_ASCII_CHARS = tuple(map(chr, range(128)))


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
    """WORD word1 word2
    (WORD word1 word2 word3 ...)

    Outputs one word made by joining its inputs end to end, with nothing in
    between.  The inputs must be words (numbers count as words); a list
    input is an error.  In parentheses it joins any number of words; (WORD)
    alone outputs the empty word.

    Example: print word "sun "flower"""
    if len(args) == 2:
        a, b = args
        ca = a.__class__
        cb = b.__class__
        if (ca is str or ca is int) and (cb is str or cb is int):
            return (a if ca is str else format_number(a)) + (b if cb is str else format_number(b))
        if (ca is str or ca is ProtectedWord) and (cb is str or cb is ProtectedWord):
            return join_two(a, b)  # (a word READWORD read, or one made from it)
    for x in args:
        if x.__class__ is not str:
            return join_words([_text(x, _name) for x in args])
    return "".join(args)  # (words only: the usual case of three or more)


@primitive("list", args=(0, 2, -1))
def list_(*args: Any) -> Any:
    """LIST thing1 thing2
    (LIST thing1 thing2 thing3 ...)

    Outputs a list whose members are its inputs, whatever they are: words,
    lists or arrays each become one member, so lists are nested rather than
    combined (compare SENTENCE).  In parentheses it takes any number of
    inputs; (LIST) is the empty list.

    Example: show list "a [b c]"""
    n = len(args)
    if n == 2:
        return Pair(args[0], Pair(args[1], NIL))
    if n == 3:
        return Pair(args[0], Pair(args[1], Pair(args[2], NIL)))
    return from_iter(args)


@primitive("sentence", "se", args=(0, 2, -1))
def sentence(*args: Any, _name: str = "sentence") -> Any:
    """SENTENCE thing1 thing2
    SE thing1 thing2
    (SENTENCE thing1 thing2 thing3 ...)
    (SE thing1 thing2 thing3 ...)

    Outputs a list made from its inputs: a word input becomes one member,
    while the members of a list input are put in one level up, so lists are
    combined rather than nested (compare LIST).  Sublists of the inputs stay
    sublists.  Any number of inputs may be given in parentheses.

    Example: show sentence [a [b]] "c"""
    result: Any = NIL
    for x in reversed(args):
        if x.__class__ is Pair:
            # As in Berkeley, the last input's cells are the result's own (not copied).
            result = copy_onto(x, result) if result is not NIL or x is not args[-1] else x
        elif x is NIL:
            continue
        elif x.__class__ is Array:  # Berkeley refuses the first array
            raise doesnt_like(_name, next(a for a in args if a.__class__ is Array))
        else:
            cell = _new(Pair)
            cell.first = x
            cell.rest = result
            result = cell
    return result


@primitive("fput", args=2)
def fput(thing: Any, lst: Any, _name: str = "fput") -> Any:
    """FPUT thing list

    Outputs a new list that is LIST with THING put in front as its first
    member.  LIST itself is not changed.  If LIST is a word, THING must be a
    one-character word and the result is a word.

    Example: show fput "a [b c]"""
    if lst.__class__ is Pair or lst is NIL:
        return Pair(thing, lst)
    if _is_word(lst) and _is_word(thing):
        t = _text(thing, _name)
        if len(t) == 1:
            return join_words([t, _text(lst, _name)])
    raise doesnt_like(_name, lst)


@primitive("lput", args=2)
def lput(thing: Any, lst: Any, _name: str = "lput") -> Any:
    """LPUT thing list

    Outputs a new list that is LIST with THING added as its last member.
    LIST itself is not changed.  If LIST is a word, THING must be a word and
    the result is the joined word.  Adding at the end takes time in
    proportion to the list's length, unlike FPUT.

    Example: show lput "d [a b c]"""
    if lst.__class__ is Pair or lst is NIL:
        return copy_onto(lst, Pair(thing, NIL))
    if _is_word(lst) and _is_word(thing):
        t = _text(thing, _name)
        if len(t) == 1:
            return join_words([_text(lst, _name), t])
    raise doesnt_like(_name, lst)


@primitive("array", args=(1, 1, 2))
def array(size: Any, origin: Any = 1, _name: str = "array") -> Any:
    """ARRAY size
    (ARRAY size origin)

    Outputs a new array with SIZE members, each the empty list at first.
    Its members are numbered from 1, or from ORIGIN when that second input
    is given (0 is a common choice).  Unlike lists, arrays can be changed in
    place with SETITEM.  They are printed in braces.

    Example: show (array 3 0)"""
    n = integer(size, _name) if _is_word(size) else None
    if n is None or not 0 <= n <= _INT_MAX:
        raise doesnt_like(_name, size)
    check_size(n)
    return Array([NIL] * n, _origin(origin, _name))


# Berkeley takes an array's size and origin as a C int less its two extremes.
_INT_MAX = 2147483646


def _origin(origin: Any, who: str) -> int:
    org = integer(origin, who)
    if not -_INT_MAX - 1 <= org <= _INT_MAX:
        raise doesnt_like(who, origin)
    return org


@primitive("mdarray", args=(1, 1, 2))
def mdarray(sizes: Any, origin: Any = 1) -> Any:
    """MDARRAY sizelist
    (MDARRAY sizelist origin)

    Outputs a new multi-dimensional array: SIZELIST gives the size of each
    dimension, so [2 3] makes an array of 2 arrays of 3 members each.  Every
    innermost member starts as the empty list, and indices begin at ORIGIN
    (1 if not given).  Use MDITEM and MDSETITEM to reach the members.

    Example: show mdarray [2 3]"""

    def build(dims: Any, total: int) -> Any:
        arr = array(first(dims), origin)
        total *= max(len(arr.items), 1)
        check_size(total)
        try:
            rest = butfirst(dims, "bf")  # as Berkeley's library MDARRAY
        except LogoError as exc:
            raise lib_error(exc, "mdarray") from None
        if rest is not NIL and rest != "":
            if not arr.items:  # Berkeley's loop sets member ORIGIN of the empty array,
                build(rest, total)  # to the array made first (its errors come first)
                raise lib_error(doesnt_like("setitem", num(origin, "setitem")), "forloop")
            arr.items[:] = [build(rest, total) for _ in arr.items]
        return arr

    try:
        return build(sizes, 1)
    except LogoError as exc:  # Berkeley's MDARRAY is a library procedure
        raise lib_error(exc, "mdarray") from None


@primitive("listtoarray", args=(1, 1, 2))
def listtoarray(lst: Any, origin: Any = 1) -> Any:
    """LISTTOARRAY list
    (LISTTOARRAY list origin)

    Outputs a new array holding the members of LIST in order, numbered from
    1 or from ORIGIN if given.  Only the top level is converted: sublists
    stay lists.

    Example: show listtoarray [a b c]"""
    if not _is_list(lst):
        raise doesnt_like("listtoarray", lst)
    org = num(origin, "listtoarray")
    if org.__class__ is not int:  # Berkeley: a float will not do (2.0, 1e3, 1000000000)
        raise doesnt_like("listtoarray", origin)
    return Array(to_pylist(lst), org)


@primitive("arraytolist", args=1)
def arraytolist(arr: Any) -> Any:
    """ARRAYTOLIST array

    Outputs a new list holding the members of ARRAY in order.  Changing the
    array afterwards does not change the list.  Only the top level is
    converted.

    Example: show arraytolist {a b c}"""
    if arr.__class__ is not Array:
        raise doesnt_like("arraytolist", arr)
    return from_iter(arr.items)


@primitive("combine", args=2)
def combine(a: Any, b: Any) -> Any:
    """COMBINE thing1 thing2

    Joins THING1 to THING2 the way that suits THING2: if THING2 is a word it
    outputs WORD THING1 THING2; if it is a list it outputs FPUT THING1
    THING2.  It is handy in procedures that build words and lists alike.

    Example: show combine "a [b c]"""
    if _is_list(b):
        return Pair(a, b)
    if b.__class__ is Array:  # Berkeley's library COMBINE: FPUT unless a word
        raise lib_error(doesnt_like("fput", b), "combine", "combine.fput")
    if a.__class__ is str and b.__class__ is str:
        return a + b
    try:
        return word(a, b)
    except LogoError as exc:
        raise lib_error(exc, "combine") from None


@primitive("reverse", args=(1, 1, 2))
def reverse(x: Any, tail: Any = None) -> Any:
    """REVERSE list

    Outputs the members of LIST in the opposite order.  A word input is
    reversed character by character and a word is output.  Only the top
    level is reversed; sublists keep their own order.

    Example: show reverse [a b c]"""
    if tail is not None:
        return _reverse_onto(x, tail)
    if _is_list(x):
        result: Any = NIL
        while x.__class__ is Pair:
            cell = _new(Pair)
            cell.first = x.first
            cell.rest = result
            result = cell
            x = x.rest
        return result
    if x.__class__ is Array:  # Berkeley's library REVERSE takes BF of it
        raise lib_error(doesnt_like("bf", x), "reverse")
    text = _text(x, "reverse")
    if x.__class__ is ProtectedWord:  # bar marks kept (Berkeley's library joins with WORD)
        return _chars(x, list(range(len(text) - 1, -1, -1)))
    return text[::-1]


def _reverse_onto(x: Any, out: Any) -> Any:
    """(REVERSE X OUT): as Berkeley's library, COMBINE each member of X onto OUT in turn."""
    if x.__class__ is Array:
        raise lib_error(doesnt_like("bf", x), "reverse")
    members = to_pylist(x) if _is_list(x) else list(word_text(x))
    for m in members:
        out = combine(m, out)
    return out


@primitive("gensym", args=0, env=True)
def gensym(interp: Any) -> Any:
    """GENSYM

    Outputs a new word each time it is called: G1, then G2, and so on.
    Programs use these as names for variables or procedures that must not
    clash with names chosen by the user.

    Example: print gensym"""
    interp.lookup_for_parse("gensym")  # (loaded by Berkeley now if not before: it buries GENSYM.NUMBER)
    value = interp.V.get("gensym.number", 0)
    try:  # Berkeley's library GENSYM adds 1 with +
        value = num(value, "+") + 1
    except LogoError as exc:
        raise lib_error(exc, "gensym") from None
    interp.V["gensym.number"] = value
    return "g%s" % word_text(value)


# ---------------------------------------------------------------- selectors


@primitive("first", args=1)
def first(x: Any, _name: str = "first") -> Any:
    """FIRST thing

    Outputs the first member of a list, or the first character of a word.
    For an array it outputs the array's origin (the index of its first
    member), not a member.  The first of an empty word or list is an error.

    Example: print first [apple banana]"""
    if x.__class__ is Pair:
        return x.first
    if x.__class__ is str:
        if x:
            return x[0]
    elif x.__class__ is ProtectedWord:
        if x:
            return first_char(x)  # (sub_word's work for one character)
    elif x.__class__ is int or x.__class__ is float:
        return word_text(x)[0]
    elif x.__class__ is Array:
        return x.origin
    if x is BARE_EMPTY:  # APPLY's ? for the empty word: Berkeley's holds a NUL character
        return "\0"
    raise doesnt_like(_name, x)


@primitive("firsts", args=1)
def firsts(lst: Any, _name: str = "firsts") -> Any:
    """FIRSTS list

    Outputs a list of the FIRSTs of the members of LIST, which must all be
    non-empty words or lists.  FIRSTS [[a b] [c d]] is [a c].  It is
    useful for walking down several lists at once.

    Example: show firsts [[a b] [c d]]"""
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
    """LAST wordorlist

    Outputs the last member of a list, or the last character of a word. The
    last of an empty word or list is an error.  For a one-member list it is
    that member, the same as FIRST.

    Example: print last [apple banana]"""
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
    if x is BARE_EMPTY:  # (see FIRST)
        return "\0"
    raise doesnt_like(_name, x)


@primitive("butfirst", "bf", args=1)
def butfirst(x: Any, _name: str = "butfirst") -> Any:
    """BUTFIRST wordorlist
    BF wordorlist

    Outputs everything but the first member of a list, or everything but
    the first character of a word.  The result of a one-member list is the
    empty list; of a one-character word, the empty word.  BUTFIRST of an
    empty word or list is an error.

    Example: show butfirst [a b c]"""
    cls = x.__class__
    if cls is Pair:
        return x.rest
    if cls is str:
        if x:
            return x[1:]
    elif cls is ProtectedWord:
        if x:
            return rest_of_word(x)
    elif cls is int or cls is float:
        return word_text(x)[1:]
    if x is BARE_EMPTY:  # (see FIRST)
        return ""
    raise doesnt_like(_name, x)


@primitive("butfirsts", "bfs", args=1)
def butfirsts(lst: Any, _name: str = "butfirsts") -> Any:
    """BUTFIRSTS list
    BFS list

    Outputs a list of the BUTFIRSTs of the members of LIST, which must all
    be non-empty words or lists.  It goes with FIRSTS for walking down
    several lists side by side.

    Example: show butfirsts [[a b] [c d]]"""
    if not _is_list(lst):
        raise doesnt_like(_name, lst)
    return from_iter([butfirst(x, _name) for x in lst])  # a bad member is named, as Berkeley does


@primitive("butlast", "bl", args=1)
def butlast(x: Any, _name: str = "butlast") -> Any:
    """BUTLAST wordorlist
    BL wordorlist

    Outputs everything but the last member of a list, or everything but the
    last character of a word.  BUTLAST of an empty word or list is an
    error.

    Example: show butlast [a b c]"""
    if x.__class__ is str and x:
        return x[:-1]
    if x.__class__ is Pair:
        return _all_but_last(x)
    if _is_word(x):
        t = word_text(x)
        if t:
            return _piece(x, t, 0, -1)
    if x is BARE_EMPTY:  # (see FIRST)
        return ""
    raise doesnt_like(_name, x)


def _all_but_last(x: Any) -> Any:
    """A copy of the cells of the list X but its last, in one walk (cells made without
    Pair.__init__, as copy_onto makes them)."""
    rest = x.rest
    if rest.__class__ is not Pair:
        return NIL
    new = object.__new__
    head = cell = new(Pair)
    cell.first = x.first
    x = rest
    rest = x.rest
    while rest.__class__ is Pair:
        nxt = new(Pair)
        nxt.first = x.first
        cell.rest = nxt
        cell = nxt
        x = rest
        rest = x.rest
    cell.rest = NIL
    return head


def _int_index(index: Any, name: str) -> int:
    """ITEM's or SETITEM's index as an integer (Berkeley checks it before the rest)."""
    i = integer(index, name) if _is_word(index) else None
    if i is None:
        raise doesnt_like(name, index)
    return i


def _check32(i: int, name: str) -> None:
    """Berkeley's indices are 32-bit: -2147483648 and 2147483647 and beyond are refused
    before anything else (error 7)."""
    if not -2147483648 < i < 2147483647:
        raise doesnt_like(name, i)


def _index(index: Any, size: int, origin: int, name: str) -> int:
    i = _int_index(index, name)
    pos = i - origin
    if not 0 <= pos < size:
        _check32(i, name)
        raise doesnt_like_unrec(name, i)  # Berkeley shows it as a number: "007 is 7
    return pos


@primitive("item", args=2)
def item(index: Any, thing: Any, _name: str = "item") -> Any:
    """ITEM index thing

    Outputs the member number INDEX of a list, the character number INDEX
    of a word, or the member of an array at that index.  Lists and words
    count from 1; arrays from their origin.  An index out of range is an
    error.

    Example: print item 2 [a b c]"""
    if index.__class__ is str and index.isdigit() and index.isascii() and index[0] != "0":
        index = int(index)  # (a number as typed in a list: [1 2 3])
    if index.__class__ is int and index > 0:  # the common cases, in short
        if thing.__class__ is Array:
            pos = index - thing.origin
            if 0 <= pos < len(thing.items):
                return thing.items[pos]
        elif thing.__class__ is Pair:
            node = thing
            for _ in range(index - 1):
                node = node.rest
                if node.__class__ is not Pair:
                    break
            else:
                return node.first
        elif thing.__class__ is str and index <= len(thing):
            return thing[index - 1]
    if thing.__class__ is Array:
        return thing.items[_index(index, len(thing.items), thing.origin, _name)]
    i = _int_index(index, _name)
    if thing.__class__ is Pair:
        if i < 1:
            _check32(i, _name)
            raise doesnt_like_unrec(_name, i)
        node = thing
        for _ in range(i - 1):
            node = node.rest
            if node.__class__ is not Pair:
                _check32(i, _name)
                raise doesnt_like_unrec(_name, i)
        return node.first
    if thing is NIL or thing == "":
        _check32(i, _name)
        raise doesnt_like(_name, thing)
    if _is_word(thing):
        t = word_text(thing)
        pos = _index(index, len(t), 1, _name)
        return _piece(thing, t, pos, pos + 1)
    raise doesnt_like(_name, thing)


@primitive("mditem", args=2)
def mditem(indices: Any, arr: Any) -> Any:
    """MDITEM indexlist array

    Outputs a member of a multi-dimensional array made by MDARRAY:
    INDEXLIST holds one index per dimension, so MDITEM [2 1] :a is member 1
    of member 2 of A.  Each index counts from the array's origin.

    Example: show mditem [1 2] mdarray [2 3]"""
    try:  # as Berkeley's library MDITEM: ITEM FIRST of the list, then MDITEM of its BF
        while indices is not NIL and indices != "":
            rest = butfirst(indices, "bf")
            arr = item(first(indices), arr)
            indices = rest
    except LogoError as exc:
        raise lib_error(exc, "mditem") from None
    return arr


@primitive("pick", args=1, env=True)
def pick(interp: Any, x: Any) -> Any:
    """PICK list

    Outputs a member of LIST chosen at random, each equally likely.  For a
    word it outputs a randomly chosen character.  An empty input is an
    error.

    Example: print pick [heads tails]"""
    if x.__class__ is Pair:
        items = to_pylist(x)
        return items[interp.random.randrange(len(items))]
    if _is_word(x) and word_text(x):
        # ITEM of a random position, as Berkeley's library: a character typed after a
        # backslash keeps its mark (messages show it backslashed, \|)
        return item(1 + interp.random.randrange(len(word_text(x))), x)
    if x.__class__ is Array:  # as Berkeley's library: ITEM of a random position
        if not x.items:
            raise lib_error(doesnt_like_unrec("random", from_iter([0])), "pick")
        index = 1 + interp.random.randrange(len(x.items))  # counted from 1, whatever the origin
        try:
            return item(index, x)
        except LogoError as exc:
            raise lib_error(exc, "pick") from None
    if x is NIL or x == "":  # Berkeley's library PICK: RANDOM of its COUNT, 0
        raise lib_error(doesnt_like_unrec("random", from_iter([0])), "pick")
    raise doesnt_like("pick", x)


@primitive("remove", args=2)
def remove(thing: Any, x: Any) -> Any:
    """REMOVE thing list

    Outputs a copy of LIST without the members that are equal to THING (in
    the sense of EQUALP).  For a word it removes the matching characters
    and outputs a word.

    Example: show remove "b [a b c b]"""
    if _is_list(x):
        return from_iter([m for m in x if not equal(m, thing)])
    if x.__class__ is Array:  # Berkeley's library REMOVE runs FILTER, which takes BF
        # (when its template refuses the origin, at FILTER's other line)
        raise lib_error(doesnt_like("bf", x), "filter", "filter.bf" if equal(x.origin, thing) else None)
    t = _text(x, "remove")
    target = word_text(thing) if _is_word(thing) else None
    return _chars(x, [i for i, c in enumerate(t) if target is None or not equal(c, target)])


def _chars(word: Any, keep: list) -> Any:
    """The characters of WORD at the positions KEEP, bar and backslash marks kept."""
    text = word_text(word)
    out = "".join(text[i] for i in keep)
    if word.__class__ is ProtectedWord:
        marks = "".join(word.marks[i] for i in keep).replace("b", "B")
        if marks.strip():
            return ProtectedWord(out, marks)
    return out


@primitive("remdup", args=1)
def remdup(x: Any) -> Any:
    """REMDUP list

    Outputs a copy of LIST in which each value appears only once.  When a
    value occurs several times, the last occurrence is the one kept, so the
    remaining members keep the order of their last appearances.

    Example: show remdup [a b a c b]"""
    if x.__class__ is Array:  # Berkeley's library REMDUP runs FILTER, which takes BF
        raise lib_error(doesnt_like("bf", x), "?rest")
    members = to_pylist(x) if _is_list(x) else list(_text(x, "remdup"))
    kept = [i for i, m in enumerate(members) if not any(equal(m, later) for later in members[i + 1 :])]
    if _is_list(x):
        return from_iter([members[i] for i in kept])
    return _chars(x, kept)


@primitive("quoted", args=1)
def quoted(x: Any) -> Any:
    """QUOTED thing

    Outputs THING with a quotation mark added in front if it is a word, so
    that running it gives back the word itself; a list is output unchanged.
    It helps when building instruction lists from data.

    Example: show quoted "abc"""
    if _is_list(x) or x.__class__ is Array:
        return x
    text = _text(x, "quoted")
    if text.__class__ is ProtectedWord and any(m in "bBR" for m in text.marks):
        # Berkeley's library writes the mark as "\": with a backslashed character in the word,
        # messages show that one too (\"\|)
        return ProtectedWord('"' + text, "B" + text.marks.replace("b", "B"))
    return join_words(['"', text])  # bars kept: QUOTED "|;| is "|;|


# ---------------------------------------------------------------- mutators


@primitive("setitem", args=3, kind=CMD)
def setitem(index: Any, arr: Any, value: Any, _name: str = "setitem") -> None:
    """SETITEM index array value

    Changes the member at position INDEX of ARRAY to be VALUE.  The array is
    changed in place, so every variable that holds it sees the change.  To
    keep printing safe, SETITEM refuses to put an array inside itself.

    Example: make "a (array 3) setitem 2 :a "x show :a"""
    if arr.__class__ is not Array:
        _setitem_index(index, _name)
        raise doesnt_like(_name, arr)
    if _contains_array(value, arr):
        raise doesnt_like(_name, value)
    if index.__class__ is int:  # the common case, in short
        pos = index - arr.origin
        if 0 <= pos < len(arr.items):
            arr.items[pos] = value
            return
    try:
        pos = _index(index, len(arr.items), arr.origin, _name)
    except LogoError as exc:
        exc.code = BAD_DATA  # SETITEM's bad index is error 7 (ITEM's is 4)
        raise
    arr.items[pos] = value


def _setitem_index(index: Any, name: str) -> None:
    """Berkeley's SETITEM checks its index before the array: an integer, and one
    between -2147483648 and 2147483647 (both refused)."""
    _check32(_int_index(index, name), name)


# Lists known to hold no array at any depth (by id, each kept alive by its entry so
# that the id is not reused): SETITEM does not walk them again.  Forgotten when
# .SETFIRST or .SETBF puts a list or array into a list.
_NO_ARRAY: dict = {}
_NO_ARRAY_LIMIT = 200000


def _contains_array(value: Any, target: Array) -> bool:
    """Would storing VALUE in TARGET make TARGET contain itself?"""
    cls = value.__class__
    if cls is not Pair and cls is not Array:
        return False
    if cls is Pair and _NO_ARRAY.get(id(value)) is value:
        return False
    seen: dict = {}  # (the lists walked: none holds an array when the walk finds none)
    stack = [value]
    arrays = False
    while stack:
        x = stack.pop()
        if x is target:
            return True
        cls = x.__class__
        if cls is Pair:
            key = id(x)
            if key in seen or _NO_ARRAY.get(key) is x:
                continue
            seen[key] = x
            stack.append(x.first)
            stack.append(x.rest)
        elif cls is Array:
            arrays = True
            if id(x) not in seen:
                seen[id(x)] = x
                stack.extend(x.items)
    if not arrays:
        # Each list walked is known to hold no array (its tails too: SETITEM of a tail of
        # a list walked before finds it at once).
        if len(_NO_ARRAY) + len(seen) > _NO_ARRAY_LIMIT:
            _NO_ARRAY.clear()
        if len(seen) <= _NO_ARRAY_LIMIT:
            _NO_ARRAY.update(seen)
    return False


def forget_array_free_lists(value: Any) -> None:
    """A list was changed in place to hold VALUE: lists holding it may now hold arrays,
    and MEMBERP's indexes of lists (member_index.py) are out of date."""
    forget_member_indexes()
    if value.__class__ is Pair or value.__class__ is Array:
        _NO_ARRAY.clear()


@primitive(".setitem", args=3, kind=CMD)
def dot_setitem(index: Any, arr: Any, value: Any) -> None:
    """.SETITEM index array value

    Changes a member of an array like SETITEM, but without checking that the
    array would end up containing itself.  A circular array may make
    printing run forever, so use it only when you are sure.  It is a
    primitive meant for experts.

    Example: make "a (array 2) .setitem 1 :a "x show :a"""
    if arr.__class__ is not Array:
        _setitem_index(index, ".setitem")
        raise doesnt_like(".setitem", arr)
    try:
        pos = _index(index, len(arr.items), arr.origin, ".setitem")
    except LogoError as exc:
        exc.code = BAD_DATA  # as SETITEM's: error 7 (ITEM's is 4)
        raise
    arr.items[pos] = value


@primitive("mdsetitem", args=3, kind=CMD)
def mdsetitem(indices: Any, arr: Any, value: Any) -> None:
    """MDSETITEM indexlist array value

    Changes a member of a multi-dimensional array made by MDARRAY to VALUE.
    INDEXLIST has one index for each dimension.  As with SETITEM the array
    is changed in place.

    Example: make "m mdarray [2 2] mdsetitem [1 2] :m "x show :m"""
    try:  # as Berkeley's library MDSETITEM: SETITEM LAST of the list in MDITEM of its BL
        index = last(indices)
        setitem(index, mditem(butlast(indices, "bl"), arr), value)
    except LogoError as exc:
        raise lib_error(exc, "mdsetitem") from None


@primitive(".setfirst", args=2, kind=CMD)
def setfirst(lst: Any, value: Any) -> None:
    """.SETFIRST list value

    Changes the first member of LIST itself to be VALUE, instead of making a
    new list as FPUT does.  Every other list that shares that part sees the
    change, including the lists that make up procedure bodies, so this
    expert primitive can break things in surprising ways.

    Example: make "l [a b] .setfirst :l "z show :l"""
    if lst.__class__ is not Pair:
        raise doesnt_like(".setfirst", lst)
    forget_array_free_lists(value)
    list_edits[0] += 1
    lst.first = value


@primitive(".setbf", args=2, kind=CMD)
def setbf(lst: Any, value: Any) -> None:
    """.SETBF list value

    Changes the BUTFIRST of LIST itself to be VALUE, which must be a list.
    Like .SETFIRST this changes the existing list in place and affects
    every list sharing that part; a list made circular this way can make
    printing run forever.

    Example: make "l [a b c] .setbf :l [z] show :l"""
    if lst.__class__ is not Pair:
        raise doesnt_like(".setbf", lst)
    if not _is_list(value):
        raise doesnt_like(".setbf", value)
    forget_array_free_lists(value)
    list_edits[0] += 1
    lst.rest = value


def _var_list(interp: Any, name: Any, who: str) -> tuple:
    """The variable of Berkeley's library PUSH, POP, QUEUE, DEQUEUE, and its value
    (they get it with THING)."""
    if not _is_word(name):
        raise lib_error(doesnt_like("thing", name), who)
    key = fold(word_text(name))
    if key not in interp.V and not interp.V.get("erract"):
        raise lib_error(no_value(name), who)  # named as typed
    try:
        return key, interp.V[key]
    except LogoError as exc:
        raise lib_error(exc, who) from None


@primitive("push", args=2, kind=CMD, env=True)
def push(interp: Any, name: Any, thing: Any) -> None:
    """PUSH stackname thing

    Treats the list held by the variable named STACKNAME as a stack and
    adds THING on top (at the front).  The variable must already exist,
    holding a list (the empty list to start with).  POP takes things off
    again.

    Example: make "s [] push "s 1 push "s 2 show :s"""
    key, value = _var_list(interp, name, "push")
    try:
        interp.V[key] = fput(thing, value)
    except LogoError as exc:
        raise lib_error(exc, "push") from None


@primitive("pop", args=1, env=True)
def pop(interp: Any, name: Any, _who: str = "pop") -> Any:
    """POP stackname

    Removes the first member of the list held by the variable named
    STACKNAME and outputs it: the most recent thing PUSHed.  POP of an empty
    stack is an error.

    Example: make "s [a b] print pop "s show :s"""
    key, value = _var_list(interp, name, _who)
    if value.__class__ is Pair:
        interp.V[key] = value.rest
        return value.first
    try:  # as Berkeley's library: FIRST, then BUTFIRST
        result = first(value)
    except LogoError as exc:
        raise lib_error(exc, _who) from None
    try:
        interp.V[key] = butfirst(value)
    except LogoError as exc:  # (at a line of POP's of its own; DEQUEUE's: not known)
        raise lib_error(exc, _who, "pop.bf" if _who == "pop" else NO_LINE) from None
    return result


@primitive("queue", args=2, kind=CMD, env=True)
def queue(interp: Any, name: Any, thing: Any) -> None:
    """QUEUE queuename thing

    Treats the list held by the variable named QUEUENAME as a queue and adds
    THING at its end.  The variable must exist and hold a list.  DEQUEUE
    takes things from the front.

    Example: make "q [] queue "q 1 queue "q 2 show :q"""
    key, value = _var_list(interp, name, "queue")
    try:
        interp.V[key] = lput(thing, value)
    except LogoError as exc:
        raise lib_error(exc, "queue") from None


@primitive("dequeue", args=1, env=True)
def dequeue(interp: Any, name: Any) -> Any:
    """DEQUEUE queuename

    Removes the first member of the list held by the variable named
    QUEUENAME and outputs it, so things come out in the order they were
    QUEUEd.  Dequeuing from an empty queue is an error.

    Example: make "q [a b] print dequeue "q show :q"""
    return pop(interp, name, "dequeue")


# ---------------------------------------------------------------- predicates


@primitive("wordp", "word?", args=1)
def wordp(x: Any) -> str:
    """WORDP thing
    WORD? thing

    Outputs TRUE if THING is a word (numbers are words too) and FALSE if it
    is a list or an array.  The empty word is a word too.  Use LISTP and
    ARRAYP to test for the other kinds of data.

    Example: print wordp "hello"""
    return _bool(_is_word(x))


@primitive("listp", "list?", args=1)
def listp(x: Any) -> str:
    """LISTP thing
    LIST? thing

    Outputs TRUE if THING is a list, including the empty list, and FALSE for
    words and arrays.  It is the usual test for whether to recurse into a
    member of a list.

    Example: print listp [a b]"""
    return _bool(_is_list(x))


@primitive("arrayp", "array?", args=1)
def arrayp(x: Any) -> str:
    """ARRAYP thing
    ARRAY? thing

    Outputs TRUE if THING is an array (made by ARRAY, LISTTOARRAY or written
    in braces) and FALSE otherwise.  An array printed in braces is still an
    array; a list that looks similar is not.

    Example: print arrayp {a b}"""
    return _bool(x.__class__ is Array)


@primitive("emptyp", "empty?", args=1)
def emptyp(x: Any) -> str:
    """EMPTYP thing
    EMPTY? thing

    Outputs TRUE if THING is the empty word or the empty list, FALSE
    otherwise.  An array is never empty in this sense, even with no
    members.  It is the usual way to end a recursion down a list or word.

    Example: print emptyp []"""
    return TRUE if (x is NIL or x == "") and x.__class__ is not int else FALSE


@primitive("equalp", "equal?", args=2)
def equalp(a: Any, b: Any) -> str:
    """EQUALP thing1 thing2
    EQUAL? thing1 thing2
    thing1 = thing2

    Outputs TRUE if the inputs are equal: two numbers with the same value
    (so 2 and 2.0 are equal), two words with the same characters (ignoring
    case while CASEIGNOREDP is TRUE), or two lists whose members are equal
    in turn.  Arrays are equal only if they are the very same array.

    Example: print equalp [a 2] [A 2.0]"""
    return TRUE if equal(a, b) else FALSE


@primitive("notequalp", "notequal?", args=2)
def notequalp(a: Any, b: Any) -> str:
    """NOTEQUALP thing1 thing2
    NOTEQUAL? thing1 thing2
    thing1 <> thing2

    Outputs FALSE if the inputs are equal in the sense of EQUALP and TRUE if
    they are not.  Any kinds of input may be compared.  The infix form is
    THING1 <> THING2.

    Example: print notequalp "cat "dog"""
    return FALSE if equal(a, b) else TRUE


@primitive("beforep", "before?", args=2)
def beforep(a: Any, b: Any, _name: str = "beforep") -> str:
    """BEFOREP word1 word2
    BEFORE? word1 word2

    Outputs TRUE if WORD1 comes before WORD2 in dictionary order, comparing
    character codes one by one (so capitals come before small letters
    unless CASEIGNOREDP is TRUE), and FALSE otherwise.  Numbers are compared
    as words, not by value.

    Example: print beforep "apple "banana"""
    x = _text(a, _name)
    y = _text(b, _name)
    folded = arith.case_ignored()
    if folded:
        x, y = fold(x), fold(y)
    if x.isascii() and y.isascii():
        return _bool(x < y)
    if not folded:  # Berkeley compares the bytes of the words' UTF-8, unsigned
        return _bool(textcodec.encode(x) < textcodec.encode(y))
    # ... and after folding their case, as C's signed chars: every byte of a character past
    # ASCII comes before the ASCII ones ("é before "a).
    return _bool(_signed_bytes(x) < _signed_bytes(y))


def _signed_bytes(text: str) -> bytes:
    return bytes(b ^ 0x80 for b in textcodec.encode(text))


@primitive(".eq", args=2)
def dot_eq(a: Any, b: Any) -> str:
    """.EQ thing1 thing2

    Outputs TRUE if its inputs are the very same object in memory, not
    merely equal.  Two lists typed separately are not .EQ even with the
    same members, but the value of a variable is .EQ to itself.  This
    matters only together with the mutating primitives such as .SETFIRST.

    Example: make "l [a] print .eq :l :l"""
    if _is_word(a) and _is_word(b):
        return _bool(a is b or (a.__class__ is b.__class__ and a == b and a.__class__ is not str))
    if a is NIL and b is NIL:
        return TRUE
    return _bool(a is b)


@primitive("memberp", "member?", args=2)
def memberp(thing: Any, x: Any) -> str:
    """MEMBERP thing1 thing2
    MEMBER? thing1 thing2

    Outputs TRUE if THING1 is equal (as in EQUALP) to a member of THING2, a
    list or array.  If THING2 is a word, THING1 must be a single character
    and the test is whether the word contains it.

    Example: print memberp "b [a b c]"""
    if x.__class__ is Pair:
        if thing.__class__ is str:  # a list of words searched before (member_cell's first case)
            tables = word_sets.get(id(x))
            if tables is not None and tables[0] is x and tables[1] is not None:
                cell = tables[1].get(fold(thing))
                if cell is None:
                    return FALSE
                if cell.first == thing or arith.case_ignored():
                    return TRUE
        return FALSE if member_cell(thing, x) is None else TRUE
    if x.__class__ is str and thing.__class__ is str and len(thing) == 1 and thing in x:
        return TRUE
    if x is NIL:
        return FALSE if member_cell(thing, x) is None else TRUE
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
        return _bool(arith.case_ignored() and fold(t) in fold(text))
    raise doesnt_like("memberp", x)


@primitive("substringp", "substring?", args=2)
def substringp(a: Any, b: Any) -> str:
    """SUBSTRINGP thing1 thing2
    SUBSTRING? thing1 thing2

    Outputs TRUE if both inputs are words and THING1 appears as a run of
    consecutive characters inside THING2.  If either input is a list the
    answer is FALSE.

    Example: print substringp "ell "hello"""
    if not _is_word(a) or not _is_word(b):
        return FALSE
    x, y = word_text(a), word_text(b)
    if arith.case_ignored():
        x, y = fold(x), fold(y)
    return _bool(x in y)


@primitive("numberp", "number?", args=1)
def numberp(x: Any) -> str:
    """NUMBERP thing
    NUMBER? thing

    Outputs TRUE if THING is a number: a word that Logo reads as a whole or
    decimal number, such as 12, -3.5 or 1e3.  Other words, lists and arrays
    give FALSE.

    Example: print numberp "3.14"""
    if x.__class__ is int or x.__class__ is float:
        return TRUE
    return _bool(is_number(x))


@primitive("vbarredp", "vbarred?", args=1)
def vbarredp(x: Any, _name: str = "vbarredp") -> str:
    """VBARREDP char
    VBARRED? char

    Outputs TRUE if CHAR is a character that was typed with a backslash in
    front of it or inside vertical bars, and is one of the characters that
    otherwise have a special meaning (space, brackets, parentheses, infix
    operators, quote, colon, semicolon, tilde, question mark, bar,
    backslash).  Other characters give FALSE.

    Example: print vbarredp first "|[|"""
    t = _text(x, _name)
    if len(t) != 1:
        raise doesnt_like(_name, x)
    return _bool(x.__class__ is ProtectedWord and x.marks == "v" and not t.isalnum())


@primitive("backslashedp", "backslashed?", args=1)
def backslashedp(x: Any, _name: str = "backslashedp") -> str:
    """BACKSLASHEDP char
    BACKSLASHED? char

    Outputs TRUE if CHAR was typed with a backslash in front of it or inside
    vertical bars and is one of the characters that otherwise have a special
    meaning, FALSE otherwise: the older name of VBARREDP, which it calls (so
    an error names VBARREDP).

    Example: print backslashedp first "|[|"""
    try:
        return vbarredp(x)
    except LogoError as exc:  # Berkeley's library procedure calls VBARREDP
        raise lib_error(exc, _name) from None


# ---------------------------------------------------------------- queries


@primitive("count", args=1)
def count(x: Any) -> Any:
    """COUNT thing

    Outputs the number of members of a list or array, or the number of
    characters of a word.  Only the top level of a list is counted.  COUNT
    of the empty word or the empty list is 0.

    Example: print count [a [b c] d]"""
    if x.__class__ is str:
        return len(x)
    if x.__class__ is Pair or x is NIL:
        return list_length(x)
    if x.__class__ is Array:
        return len(x.items)
    return len(_text(x, "count"))


@primitive("ascii", args=1)
def ascii_(x: Any, _name: str = "ascii") -> Any:
    """ASCII char

    Outputs the character code of CHAR, a one-character word (for example
    65 for A).  Characters typed with a backslash or inside bars are
    reported as the ordinary characters they stand for.

    Example: print ascii "A"""
    if x.__class__ is str and len(x) == 1 and x < "\udc80":
        return ord(x)
    t = _text(x, _name) if _is_word(x) else None
    if t is None or len(t) != 1:
        raise doesnt_like(_name, x)
    code = ord(t)
    return code - 0xDC00 if 0xDC80 <= code <= 0xDCFF else code  # a byte that was not UTF-8


@primitive("rawascii", args=1)
def rawascii(x: Any) -> Any:
    """RAWASCII char

    Outputs the code by which Logo stores CHAR internally.  For most
    characters this is the same as ASCII.  A character that is special to
    the reader (a space, a bracket, brace or parenthesis, an infix operator,
    a quote, colon, semicolon, question mark, tilde or backslash) typed
    between vertical bars is stored as a control code instead, which marks
    it as quoted: RAWASCII shows that code.  A backslash does not change
    the stored code.

    Example: print rawascii first "|[|"""
    code = ascii_(x, "rawascii")
    if x.__class__ is ProtectedWord and x.marks == "v":
        return _BARRED_CODES.get(str(x), code)
    return code


# The codes Berkeley Logo stores for reader-special characters typed between bars.
_BARRED_CODES = {
    " ": 3, "(": 6, "?": 11, "+": 14, "~": 15, ")": 16, "[": 17, "]": 18, "-": 19,
    "*": 20, "/": 21, "=": 22, "<": 23, ">": 24, '"': 25, ":": 27, ";": 28,
    "\\": 26, "|": 29, "{": 30, "}": 31,
}


@primitive("char", args=1)
def char(x: Any) -> Any:
    """CHAR int

    Outputs the one-character word whose character code is INT.  It is the
    inverse of ASCII.  As in Berkeley Logo, a character is one byte: a code
    above 127 gives the byte of its last 8 bits, written out as that byte.

    Example: print char 65"""
    if x.__class__ is int and 0 <= x < 128:
        return _ASCII_CHARS[x]
    n = integer(x, "char") if _is_word(x) else None
    if n is None or not 0 <= n < 2147483647:
        raise doesnt_like("char", x)
    byte = n & 255
    if byte < 128 or textcodec.bytes_mode():  # (words of bytes: system/textcodec.py)
        return chr(byte)
    # the byte kept as Python keeps a byte that is not UTF-8 (surrogateescape): written
    # out as itself, and ASCII gives it back
    return chr(0xDC00 + byte)


@primitive("member", args=2)
def member(thing: Any, x: Any) -> Any:
    """MEMBER thing1 thing2

    If THING1 is a member of the list THING2 (as MEMBERP tests), outputs the
    part of THING2 starting at the first such member; otherwise the empty
    list.  If THING2 is a word, outputs the part of it starting at the first
    occurrence of THING1, a one-character word (or the empty word).

    Example: show member "c [a b c d]"""
    if x.__class__ is Pair or x is NIL:
        found = member_cell(thing, x)
        return NIL if found is None else found
    if _is_word(x):
        text = word_text(x)
        t = word_text(thing) if _is_word(thing) else None
        if t is None or len(t) != 1:  # only a one-character word is a member of a word
            return ""
        hay = fold(text) if arith.case_ignored() else text
        needle = fold(t) if arith.case_ignored() else t
        pos = hay.find(needle)
        return text[pos:] if pos >= 0 else ""
    if x.__class__ is Array:
        raise doesnt_like_unrec("member", x)  # Berkeley's error 4 here
    raise doesnt_like("member", x)


@primitive("lowercase", args=1)
def lowercase(x: Any) -> Any:
    """LOWERCASE word

    Outputs a copy of WORD with every capital letter replaced by the small
    letter.  Other characters are unchanged.  It is useful for comparing or
    storing words in one case whatever CASEIGNOREDP says.

    Example: print lowercase "HeLLo"""
    text = _text(x, "lowercase")
    return _same_marks(x, text.lower() if text.isascii() else text.translate(_TO_LOWER))


@primitive("uppercase", args=1)
def uppercase(x: Any) -> Any:
    """UPPERCASE word

    Outputs a copy of WORD with every small letter replaced by the capital
    letter.  Other characters are unchanged.  It is handy for showing a word
    as a title or comparing without regard to case.

    Example: print uppercase "hello"""
    text = _text(x, "uppercase")
    return _same_marks(x, text.upper() if text.isascii() else text.translate(_TO_UPPER))


# As Berkeley's, only the letters A to Z have another case (Ä, ß ... stay as they are).
_TO_LOWER = {c: c + 32 for c in range(ord("A"), ord("Z") + 1)}
_TO_UPPER = {c: c - 32 for c in range(ord("a"), ord("z") + 1)}


def _same_marks(word: Any, text: str) -> Any:
    if word.__class__ is ProtectedWord and len(text) == len(word):
        return ProtectedWord(text, word.marks)
    return text


@primitive("parse", args=1)
def parse(x: Any) -> Any:
    """PARSE word

    Outputs the list that Logo would get by reading the text of WORD as a
    line typed in: spaces separate members and brackets make sublists.
    READLIST uses the same rules.

    Example: show parse "|a [b c] 3|"""
    if x.__class__ is ProtectedWord:
        x = _bar_left_open(_joined_lines(x))
        if x.__class__ is ProtectedWord:
            return _unbackslashed(_later("read_marked_word")(x, "bB"))
        return parse_text(x)
    return parse_text(_literal_backslashes(_bar_left_open(_joined_lines(_text(x, "parse")))))


def _unbackslashed(data: Any) -> Any:
    """DATA (PARSE's list) with no character of its words marked as typed after a
    backslash: in Berkeley they stay in one word while PARSE reads the text, and are
    ordinary characters of the words it outputs (RUN splits (5) at its parentheses)."""
    items = []
    node = data
    changed = False
    while node.__class__ is Pair:
        item = node.first
        if item.__class__ is ProtectedWord and ("b" in item.marks or "B" in item.marks):
            marks = item.marks.replace("b", " ").replace("B", " ")
            item = ProtectedWord(str(item), marks) if marks.strip() else str(item)
            changed = True
        elif item.__class__ is Pair:
            new = _unbackslashed(item)
            changed = changed or new is not item
            item = new
        items.append(item)
        node = node.rest
    return from_iter(items) if changed else data


def _literal_backslashes(text: str) -> str:
    """TEXT (a word without marks) as the reader must see it for PARSE and RUNPARSE: in
    Berkeley a backslash in such a word is a character like any other (parse "a\\b
    typed as (word "a char 92 "b) is [a\\b]), which escapes nothing."""
    return text.replace("\\", "\\\\") if "\\" in text else text


def _bar_left_open(text: Any) -> Any:
    """PARSE's text less the word whose bar is never closed and all after it, as Berkeley
    drops them (parse "x\\ a|b is [x]; a bar typed after a backslash counts too)."""
    if "|" not in text:
        return text
    marks = text.marks if text.__class__ is ProtectedWord else " " * len(text)
    in_bar = False
    word_start = opened_at = 0
    i, n = 0, len(text)
    while i < n:
        c, m = text[i], marks[i]
        if m == "v":
            pass
        elif c == "\\" and m == " ":
            i += 1
        elif c == "|":
            if not in_bar:
                opened_at = word_start
            in_bar = not in_bar
        elif not in_bar and (c.isspace() or c in "[]{}"):
            word_start = i + 1
        i += 1
    return sub_word(text, 0, opened_at) if in_bar else text


def _joined_lines(text: Any) -> Any:
    """A ~ at the end of a line inside a word (READWORD keeps them) joins the lines as
    Berkeley's reader does for PARSE and RUNPARSE: the ~ and the newline go (not a ~ typed
    in bars: (word "|a ~| char 10 "b) is parsed as [a ~ b])."""
    if "~\n" not in text:
        return text
    if text.__class__ is not ProtectedWord:
        return text.replace("~\n", "")
    chars, marks = [], []
    i = 0
    while i < len(text):
        if text[i] == "~" and text[i + 1 : i + 2] == "\n" and text.marks[i] in " BR":
            i += 2
            continue
        chars.append(text[i])
        marks.append(text.marks[i])
        i += 1
    return ProtectedWord("".join(chars), "".join(marks))


@primitive("runparse", args=1)
def runparse(x: Any) -> Any:
    """RUNPARSE wordorlist

    Outputs the list of tokens Logo would run for WORDORLIST: infix
    operators and parentheses become separate members where they were
    attached to other characters, and a word is parsed as PARSE does first.
    It shows how Logo sees a line before running it.

    Example: show runparse [print 3*4]"""
    if x.__class__ is Array:
        raise doesnt_like("runparse", x)
    if x.__class__ is ProtectedWord:
        lst = _later("read_marked_word")(_joined_lines(_uncommented(x)), "bB", "\\")
    else:
        lst = x if _is_list(x) else parse_text(_literal_backslashes(_joined_lines(_uncommented(
            _text(x, "runparse")))))
    return _later("runparse_list")(lst)


_LATER = {"read_marked_word": "runtime.lists", "runparse_list": "lang.tokenizer"}
_later_found: dict = {}


def _later(name: str) -> Any:
    """The function NAME of a module imported when first needed (_LATER: PARSE and RUNPARSE
    of most words need neither)."""
    fn = _later_found.get(name)
    if fn is None:
        import importlib

        fn = _later_found[name] = getattr(importlib.import_module("pylogo." + _LATER[name]), name)
    return fn


def _uncommented(text: Any) -> Any:
    """A word as RUNPARSE reads it: Berkeley's parser takes a ';' (not typed in bars or
    after a backslash) as a comment, inside brackets too, up to the end of its line or to a
    '~' (not one in bars), which stays (so a comment ending in ~ and a newline joins the lines with no space:
    "a;x ~\nb is [ab])."""
    if ";" not in text:
        return text
    marks = text.marks if text.__class__ is ProtectedWord else " " * len(text)
    chars, kept = [], []
    in_bar = False
    i, n = 0, len(text)
    while i < n:
        c, m = text[i], marks[i]
        if m in " BR":
            if c == "|":
                in_bar = not in_bar
            elif c == ";" and not in_bar:
                while i < n and text[i] != "\n" and not (text[i] == "~" and marks[i] in " BR"):
                    i += 1
                continue
        chars.append(c)
        kept.append(m)
        i += 1
    if text.__class__ is ProtectedWord:
        return ProtectedWord("".join(chars), "".join(kept))
    return "".join(chars)


__all__ = ["parse_number"]
