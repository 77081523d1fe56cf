"""The shape of an instruction list: what its compiled code depends on.

Programs often build instruction lists at run time (RUN of a list made by
LIST or SENTENCE, macro expansions, computed IF lists) that differ from one
another only in their quoted words, numbers and data sublists.  The shape of
a list keeps every other member as it is and puts a placeholder for each of
those, whose values become the list's parameters: code compiled for one
list serves every list of the same shape, called with that list's
parameters (see Interpreter.shaped_block).
"""

from __future__ import annotations

from .data import NIL, Array, Pair, ProtectedWord, fold, parse_number, to_pylist


class _Placeholder:
    """A placeholder in a shape key: a plain object, so hashing a key is quick."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return "<%s>" % self.name


# Placeholders in a shape key.
QUOTED = _Placeholder("quoted")
NUMBER = _Placeholder("number")
DATA_WORD = _Placeholder("data word")  # (a word of a list a procedure's line uses as data)
SUBLIST = _Placeholder("sublist")
EMPTY = _Placeholder("empty")

# Words that read the rest of the line themselves: such a list has no shape.
_SPECIAL = frozenset(("to", ".macro"))
_NUMBER_START = frozenset("0123456789.-")
_INFIX = frozenset("+-*/=<>()")


class ParamMarker:
    """Stands for parameter INDEX of a list being compiled by its shape."""

    __slots__ = ("index", "is_list")

    def __init__(self, index: int, is_list: bool) -> None:
        self.index = index
        self.is_list = is_list


class WordMarker(ParamMarker):
    """Stands for a word of a list used as data by a procedure compiled by its shape
    (number_markers): reading such a list as instructions refuses that (WordInCode)."""

    __slots__ = ()


class WordInCode(Exception):
    """A list holding a WordMarker was read as instructions (lang/parser.py)."""


_LITERAL = object()  # a word that stays in the key as it is
_NAMER = object()  # MAKE, LOCALMAKE, THING: a quoted word just after stays in the key too
_NAMERS = frozenset(("make", "localmake", "thing"))
_NO_SHAPE = object()  # a word that makes the list have no shape
_WORDS: dict = {}  # word -> _LITERAL, _NO_SHAPE or (placeholder, parameter value)


def _names_special(word: str) -> bool:
    """Whether WORD, split at infix signs and parentheses as instruction lines are (``-to``),
    holds TO or .MACRO."""
    if _INFIX.isdisjoint(word):
        return False
    for sign in _INFIX:
        word = word.replace(sign, " ")
    return not _SPECIAL.isdisjoint(word.split())


_GLUED: dict = {}  # (how many "(" before, how many ")" after) -> its placeholder


def _glued(word: str) -> tuple | None:
    """(the parentheses before, the number, those after) of a word like (5 or 48)) that
    READLIST and PARSE give (they split a line at spaces only), or None."""
    core = word.lstrip("(")
    opening = len(word) - len(core)
    core = core.rstrip(")")
    closing = len(word) - opening - len(core)
    if not (opening or closing) or not core.isascii() or not core.replace(".", "", 1).isdigit():
        return None
    if core[0] == "." or core[-1] == ".":
        return None
    return opening, parse_number(core), closing


def _word_kind(word: str) -> object:
    glued = _glued(word) if word[:1] == "(" or word[-1:] == ")" else None
    if word[:1] == '"':
        kind: object = _LITERAL if "(" in word or ")" in word else (QUOTED, word[1:])
    elif glued is not None:  # (its number a parameter, as the line reads it: ( 5 ) ))
        place = _GLUED.get((glued[0], glued[2]))
        if place is None:
            place = _GLUED[(glued[0], glued[2])] = _Placeholder("glued %d %d" % (glued[0], glued[2]))
        kind = (place, glued[1])
    elif word[:1] in _NUMBER_START and parse_number(word) is not None:
        kind = (NUMBER, parse_number(word))
    elif fold(word) in _SPECIAL or _names_special(fold(word)):
        kind = _NO_SHAPE
    elif fold(word) in _NAMERS:
        # The variable's name is part of the shape: the code names the variable itself.
        kind = _NAMER
    else:
        kind = _LITERAL
    if len(_WORDS) > 50000:
        _WORDS.clear()
    _WORDS[word] = kind
    return kind


def shape_of(lst: object) -> tuple | None:
    """(key, parameters) of an instruction list, or None when it has no shape.
    The key is a tuple; the parameters, a list."""
    key: list = []
    params: list = []
    add_key = key.append
    add_param = params.append
    words = _WORDS
    node = lst
    while node.__class__ is Pair:
        item = node.first
        node = node.rest
        cls = item.__class__
        if cls is str:
            try:
                kind = words[item]  # quicker than words.get
            except KeyError:
                kind = _word_kind(item)
            if kind is _LITERAL:
                add_key(item)
            elif kind is _NO_SHAPE:
                return None
            elif kind is _NAMER:
                add_key(item)
                if node.__class__ is Pair and node.first.__class__ is str and node.first[:1] == '"':
                    add_key(node.first)
                    node = node.rest
            else:
                add_key(kind[0])
                add_param(kind[1])
        elif cls is Pair:
            add_key(SUBLIST)
            add_param(item)
        elif cls is int or cls is float:
            add_key(NUMBER)
            add_param(item)
        elif item is NIL:
            add_key(EMPTY)
            add_param(item)
        elif cls is ProtectedWord:
            if fold(item) in _SPECIAL:
                return None
            add_key(("w", str(item), item.marks))
        else:  # an array: a new one each time it is run
            return None
    return tuple(key), params


def with_markers(lst: object, start: int = 0) -> object:
    """LST with a ParamMarker in place of each member that is a parameter of its shape
    (numbered from START: the parameters of the lists before it)."""
    items = []
    index = start
    node = lst
    named = False  # after MAKE, LOCALMAKE or THING (as shape_of reads them)
    while node.__class__ is Pair:
        item = node.first
        node = node.rest
        cls = item.__class__
        param = False
        after_namer, named = named, False
        if cls is str:
            glued = _glued(item) if item[:1] == "(" or item[-1:] == ")" else None
            if item[:1] == '"':
                param = "(" not in item and ")" not in item and not after_namer
            elif glued is not None:  # (as the line reads it: its parentheses apart)
                items.extend("(" * glued[0])
                items.append(ParamMarker(index, False))
                items.extend(")" * glued[2])
                index += 1
                continue
            elif fold(item) in _NAMERS:
                named = True
            elif item[:1] in _NUMBER_START:
                param = parse_number(item) is not None
        elif cls is int or cls is float or cls is Pair or item is NIL:
            param = True
        if param:
            items.append(ParamMarker(index, cls is Pair or item is NIL))
            index += 1
        else:
            items.append(item)
    result: object = NIL
    for item in reversed(items):
        result = Pair(item, result)
    return result


def number_value(item: object) -> object:
    """The number a member of an instruction list is read as (a number, or a word
    written as one), or None."""
    cls = item.__class__
    if cls is int or cls is float:
        return item
    if cls is str and item[:1] in _NUMBER_START:
        return parse_number(item)
    return None


def number_markers(lst: object, start: int, inner: bool = True, copies: dict | None = None,
                   words: bool = False, data: bool = False) -> tuple:
    """(LST with a ParamMarker in place of each number among its members, and among the
    members of its lists when INNER (a list holding one a copy), numbered from START in the
    order they are written; the next number) (procedures whose texts differ only in such
    members share their code: compiling/numbered.py).  With WORDS, the quoted words that
    quoted_parameter says are parameters, and the other words of the lists it uses as data
    (data_list; a WordMarker each) are marked too.  COPIES gets the id of each copy -> (it,
    the list it copies)."""
    items = []
    index = start
    node = lst
    before = None
    while node.__class__ is Pair:
        item = node.first
        node = node.rest
        if item.__class__ is Pair and inner:
            marked, after = number_markers(item, index, True, copies, words,
                                           data or (words and data_list(before)))
            before = item
            if after != index:
                item, index = marked, after
        elif number_value(item) is not None or (words and quoted_parameter(item, before)):
            before = item
            item = ParamMarker(index, False)
            index += 1
        elif data and item.__class__ is str:
            before = item
            item = WordMarker(index, False)
            index += 1
        else:
            before = item
        items.append(item)
    result: object = NIL
    for item in reversed(items):
        result = Pair(item, result)
    if copies is not None:
        copies[id(result)] = (result, lst)
    return result, index


# Primitives whose input is a list given as data: the words of a list written just after
# one in a procedure's line are parameters of its shape (number_markers)
_DATA_TAKERS = frozenset("output op print show type first last butfirst bf butlast bl sentence se list "
                         "foreach count reverse emptyp".split())


def data_list(before: object) -> bool:
    """Is a list written just after BEFORE (a member of a line or list) used as data?"""
    return before.__class__ is str and fold(before) in _DATA_TAKERS


# Words after which a quoted word names a variable or a tag: the code compiled for a line
# names those itself (a quoted word elsewhere is a value like any other)
_LINE_NAMERS = frozenset(("make", "localmake", "thing", "local", "tag", "goto"))


def quoted_parameter(item: object, before: object) -> bool:
    """Is ITEM, a member of a procedure's line (BEFORE the member before it, or None), a
    quoted word that can be a parameter of the line's shape (numbered.py): its value the
    word after the quotation mark, as the line reads it?"""
    return (item.__class__ is str and item[:1] == '"' and "(" not in item and ")" not in item
            and not (before.__class__ is str and fold(before) in _LINE_NAMERS))


def holds_marker(x: object) -> bool:
    """Is there a ParamMarker (number_markers') in the list or array X, at any depth?"""
    if x.__class__ is ParamMarker or x.__class__ is WordMarker:
        return True
    if x.__class__ is Pair:
        return any(holds_marker(item) for item in to_pylist(x))
    if x.__class__ is Array:
        return any(holds_marker(item) for item in x.items)
    return False


def members(lst: object) -> tuple:
    """The members of a list, as a tuple."""
    return tuple(to_pylist(lst))


def same_members(lst: object, old: tuple) -> bool:
    """Has LST exactly the members OLD: the same lists and arrays (by identity), equal words
    of the same type (int and str: a float, a word with bars must be the same object)?
    Then LST has the shape of the list OLD came from, with the same parameters."""
    node = lst
    for item in old:
        if node.__class__ is not Pair:
            return False
        x = node.first
        node = node.rest
        if x is not item:
            cls = x.__class__
            if (cls is not str and cls is not int) or cls is not item.__class__ or x != item:
                return False
    return node is NIL


def params_for(lst: object, key: tuple) -> list | None:
    """The parameters of LST when KEY is its shape's key (as shape_of gives them), else
    None: a walk comparing each member with the key's, quicker than shape_of and a
    look-up by the key, for a list new each time with the shape of one run before."""
    params: list = []
    words = _WORDS
    node = lst
    for k in key:
        if node.__class__ is not Pair:
            return None
        item = node.first
        node = node.rest
        if item is k:  # a word of the key (this very one)
            continue
        cls = item.__class__
        if cls is str:
            if k.__class__ is str:  # a word of the key: an equal one has its kind
                if item == k:
                    continue
                return None
            try:
                kind = words[item]
            except KeyError:
                kind = _word_kind(item)
            # (After MAKE, LOCALMAKE or THING the key has the quoted word itself: the
            # members before are the key's own, so shape_of reads this one so too.)
            if kind.__class__ is not tuple or kind[0] is not k:
                return None
            params.append(kind[1])
        elif cls is Pair:
            if k is not SUBLIST:
                return None
            params.append(item)
        elif cls is int or cls is float:
            if k is not NUMBER:
                return None
            params.append(item)
        elif item is NIL:
            if k is not EMPTY:
                return None
            params.append(item)
        elif cls is ProtectedWord:
            if k.__class__ is not tuple or k != ("w", str(item), item.marks):
                return None
        else:
            return None
    return params if node is NIL else None
