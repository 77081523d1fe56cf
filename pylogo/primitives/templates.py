"""Template-based iteration: APPLY, INVOKE, FOREACH, MAP, FILTER, REDUCE, CASCADE ..."""

from __future__ import annotations

from typing import Any

from .. import errors
from ..arith import num
from ..data import NIL, Array, Pair, ProtectedWord, from_iter, is_list, to_pylist, word_text
from ..errors import LogoError, doesnt_like
from ..procedures import CMD, MAYBE, primitive
from ..runtime_helpers import truth
from ..templates import call_maybe, call_value

WORDS = (str, int, float, ProtectedWord)


def _members(x: Any, who: str) -> list:
    if x.__class__ is Pair or x is NIL:
        return to_pylist(x)
    if x.__class__ in WORDS:
        return list(word_text(x))
    raise doesnt_like(who, x)


def _rest_of(x: Any) -> Any:
    return x


def _parallel(lists: tuple, who: str) -> tuple:
    """Members of parallel data inputs, and their rests (for ?REST)."""
    members = [_members(x, who) for x in lists]
    n = len(members[0])
    for m in members[1:]:
        if len(m) < n:
            raise errors.doesnt_like(who, lists[members.index(m)])
    return members, n


def _rest_table(lists: tuple) -> list:
    """For each position, the tuple of what follows that member in each data input (?REST)."""
    columns = []
    for x in lists:
        if x.__class__ is Pair or x is NIL:
            rests = []
            node = x
            while node.__class__ is Pair:
                node = node.rest
                rests.append(node)
        else:
            text = word_text(x)
            rests = [text[i + 1 :] for i in range(len(text))]
        columns.append(rests)
    n = min(len(c) for c in columns) if columns else 0
    return [tuple(c[i] for c in columns) for i in range(n)]


@primitive("apply", args=2, kind=MAYBE, env=True)
def apply(interp: Any, template: Any, inputs: Any) -> Any:
    """APPLY template inputlist : runs the template with the list's members as its inputs."""
    if not is_list(inputs):
        raise doesnt_like("apply", inputs)
    args = tuple(to_pylist(inputs))
    tpl = interp.template(template, "apply")
    tpl.check_count(len(args), "apply")
    return call_maybe(tpl, args, 1, None)


@primitive("invoke", args=(1, 2, -1), kind=MAYBE, env=True)
def invoke(interp: Any, template: Any, *args: Any) -> Any:
    """INVOKE template input (INVOKE template input1 input2 ...) : like APPLY with separate inputs."""
    tpl = interp.template(template, "invoke")
    tpl.check_count(len(args), "invoke")
    return call_maybe(tpl, args, 1, None)


@primitive("foreach", args=(0, 2, -1), kind=CMD, env=True)
def foreach(interp: Any, *args: Any) -> None:
    """FOREACH data template (FOREACH data1 data2 ... template) : runs the template for each member."""
    if len(args) < 2:
        raise errors.not_enough("foreach")
    lists = args[:-1]
    tpl = interp.template(args[-1], "foreach", statements=True)
    members, n = _parallel(lists, "foreach")
    table = _rest_table(lists) if tpl.uses_rest else None
    for i in range(n):
        rests = table[i] if table is not None else None
        value = call_maybe(tpl, tuple(m[i] for m in members), i + 1, rests)
        if value is not None:
            raise errors.dont_say(value)


def _result_like(data: Any, values: list, who: str) -> Any:
    """A list of VALUES, or a word when DATA was a word."""
    if data.__class__ is Pair or data is NIL:
        return from_iter(values)
    for v in reversed(values):  # Berkeley combines from the end: the last bad value is named
        if v.__class__ not in WORDS:
            raise doesnt_like("word", v)
    return "".join(word_text(v) for v in values)


@primitive("map", args=(1, 2, -1), env=True)
def map_(interp: Any, template: Any, *lists: Any) -> Any:
    """MAP template data (MAP template data1 data2 ...) : a list of the template's outputs for each member."""
    if not lists:
        raise errors.doesnt_like("first", NIL)
    tpl = interp.template(template, "map")
    data = lists[0]
    if len(lists) == 1 and data.__class__ is Pair and not (tpl.uses_num or tpl.uses_rest):
        tpl.check_count(1, "map")
        fn = tpl.fn
        out = []
        node = data
        while node.__class__ is Pair:
            value = fn(node.first)
            if value is None:
                raise errors.didnt_output(getattr(tpl, "name", None) or "template", "map")
            out.append(value)
            node = node.rest
        return from_iter(out)
    members, n = _parallel(lists, "map")
    tpl.check_count(len(lists), "map")
    table = _rest_table(lists) if tpl.uses_rest else None
    values = [call_value(tpl, tuple(m[i] for m in members), "map", i + 1,
                         table[i] if table is not None else None) for i in range(n)]
    return _result_like(data, values, "map")


@primitive("map.se", args=(1, 2, -1), env=True)
def map_se(interp: Any, template: Any, *lists: Any) -> Any:
    """MAP.SE template data : the SENTENCE of the template's outputs for each member."""
    from .data import sentence

    if not lists:
        raise errors.not_enough("map.se")
    tpl = interp.template(template, "map.se")
    members, n = _parallel(lists, "map.se")
    table = _rest_table(lists) if tpl.uses_rest else None
    values = [call_value(tpl, tuple(m[i] for m in members), "map.se", i + 1,
                         table[i] if table is not None else None) for i in range(n)]
    return sentence(*values)


@primitive("filter", args=(2, 2, 4), env=True)
def filter_(interp: Any, template: Any, data: Any, *_unused: Any) -> Any:
    """FILTER tftemplate data : the members for which the template outputs TRUE."""
    tpl = interp.template(template, "filter")
    members = _members(data, "filter")
    table = _rest_table((data,)) if tpl.uses_rest else None
    kept = []
    for i, m in enumerate(members):
        value = call_value(tpl, (m,), "filter", i + 1, table[i] if table is not None else None)
        if truth(value, "filter"):
            kept.append(m)
    return _result_like(data, kept, "filter")


@primitive("find", args=(2, 2, 4), env=True)
def find(interp: Any, template: Any, data: Any, *_unused: Any) -> Any:
    """FIND tftemplate data : the first member for which the template outputs TRUE, or []."""
    tpl = interp.template(template, "find")
    members = _members(data, "find")
    table = _rest_table((data,)) if tpl.uses_rest else None
    for i, m in enumerate(members):
        value = call_value(tpl, (m,), "find", i + 1, table[i] if table is not None else None)
        if truth(value, "find"):
            return m
    return NIL


@primitive("reduce", args=2, env=True)
def reduce(interp: Any, template: Any, data: Any) -> Any:
    """REDUCE template data : combines the members with the two-input template, from the right."""
    tpl = interp.template(template, "reduce")
    members = _members(data, "reduce")
    if not members:
        raise doesnt_like("bf", data)  # as Berkeley's library REDUCE fails
    value = members[-1]
    for m in reversed(members[:-1]):
        value = call_value(tpl, (m, value), "reduce")
    return value


@primitive("crossmap", args=(1, 2, -1), env=True)
def crossmap(interp: Any, template: Any, *lists: Any) -> Any:
    """CROSSMAP template listlist (CROSSMAP template data1 data2 ...) : the template over all combinations."""
    if not lists:
        raise errors.not_enough("crossmap")
    if len(lists) == 1:
        lists = tuple(_members(lists[0], "crossmap"))
    tpl = interp.template(template, "crossmap")
    pools = [_members(x, "crossmap") for x in lists]
    out: list = []
    names = [str(level) for level in range(1, len(pools) + 1)]
    saved = [interp.V.get(name) for name in names]

    def walk(level: int, chosen: tuple) -> None:
        if level == len(pools):
            out.append(call_value(tpl, chosen, "crossmap"))
            return
        for m in pools[level]:
            interp.V[names[level]] = m  # as in Berkeley's library, :1 :2 ... are the choices
            walk(level + 1, chosen + (m,))

    try:
        walk(0, ())
    finally:
        for name, value in zip(names, saved, strict=True):
            if value is None:
                interp.V.pop(name, None)
            else:
                interp.V[name] = value
    return from_iter(out)


def _cascade(interp: Any, endtest: Any, pairs: list, final: Any, who: str) -> Any:
    templates = [interp.template(t, who) for t, _ in pairs]
    values = [v for _, v in pairs]
    count = None
    test = None
    if _is_number(endtest):
        limit = num(endtest, who)
        if limit < 0:  # as Berkeley's library: a THROW "ERROR, truncating otherwise
            raise LogoError(errors.USER_ERROR, "cascade doesn't like %s as input" % word_text(endtest))
        count = int(limit) if abs(limit) < 2**63 else 2**63  # infinite or NaN: no end, as in Berkeley
    else:
        test = interp.template(endtest, who)
    step = 1
    while True:
        if count is not None:
            if step > count:
                break
        elif truth(call_value(test, tuple(values), who, step), who):
            break
        values = [call_value(t, tuple(values), who, step) for t in templates]
        step += 1
    if final is not None:
        return call_value(interp.template(final, who), tuple(values), who, step)
    return values[0]


def _is_number(x: Any) -> bool:
    from ..data import is_number

    return is_number(x)


@primitive("cascade", args=(1, 3, -1), env=True)
def cascade(interp: Any, endtest: Any, *rest: Any) -> Any:
    """CASCADE endtest template startvalue : applies the template repeatedly until ENDTEST."""
    items = list(rest)
    if not items:
        raise errors.not_enough("cascade")
    final = items.pop() if len(items) % 2 == 1 else None
    pairs = [(items[i], items[i + 1]) for i in range(0, len(items), 2)]
    return _cascade(interp, endtest, pairs, final, "cascade")


@primitive("cascade.2", args=(0, 5, -1), env=True)
def cascade2(interp: Any, *args: Any) -> Any:
    """CASCADE.2 endtest temp1 startval1 temp2 startval2 : CASCADE with two variables."""
    if not args:
        raise errors.not_enough("cascade.2")
    return cascade(interp, *args)


@primitive("transfer", args=3, env=True)
def transfer(interp: Any, endtest: Any, template: Any, inbasket: Any) -> Any:
    """TRANSFER endtest template inbasket : moves members to an outbasket by the template (?IN, ?OUT)."""
    tpl = interp.template(template, "transfer")
    test = None if endtest is NIL else interp.template(endtest, "transfer")
    members = _members(inbasket, "transfer")
    out = NIL
    rest = inbasket  # as in Berkeley's library, ?1 is the outbasket and ?2 what is left
    for m in members:
        interp.transfer_stack.append((m, out))
        try:
            slots = (out, rest)
            if test is not None and truth(call_value(test, slots, "transfer"), "transfer"):
                return out
            out = call_value(tpl, slots, "transfer")
        finally:
            interp.transfer_stack.pop()
        rest = rest.rest if rest.__class__ is Pair else word_text(rest)[1:]
    return out


@primitive("?in", args=0, env=True)
def q_in(interp: Any) -> Any:
    """?IN : the member being moved, inside a TRANSFER template."""
    if not interp.transfer_stack:
        raise errors.dont_know("?in")
    return interp.transfer_stack[-1][0]


@primitive("?out", args=0, env=True)
def q_out(interp: Any) -> Any:
    """?OUT : the outbasket so far, inside a TRANSFER template."""
    if not interp.transfer_stack:
        raise errors.dont_know("?out")
    return interp.transfer_stack[-1][1]


@primitive("?", args=(0, 0, 1), env=True)
def question(interp: Any, n: Any = 1) -> Any:
    """? (? n) : the datum (number N) in the template being run."""
    if interp.slots is None:
        raise errors.doesnt_like("?", n)
    return interp.qslot(interp.slots[0], n)


@primitive("#", args=0, env=True)
def template_number(interp: Any) -> Any:
    """# : the number of the datum in the template being run (outside templates, REPCOUNT)."""
    if interp.slots is None or interp.slots[1] is None:
        return interp.repcount
    return interp.slots[1]


@primitive("?rest", args=(0, 0, 1), env=True)
def question_rest(interp: Any, n: Any = 1) -> Any:
    """?REST (?REST n) : the rest of the data list after the datum being used."""
    if interp.slots is None:
        raise errors.dont_know("?rest")
    return interp.qrest(interp.slots[2], n)


__all__ = ["Array", "CMD"]
