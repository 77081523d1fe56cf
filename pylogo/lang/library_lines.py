"""The line Berkeley Logo prints under an error inside one of its library procedures.

In Berkeley Logo, MAP, FOREACH, FOR, FILTER, POP ... are procedures of its Logo library,
so an error in a template they run, or in their own work, is reported "in" the library
procedure running then, followed by the line it was running, as for any procedure
(``first doesn't like [] as input  in pop`` / ``[make "result first thing
:the.stack.name]``); ERROR's list holds the same name and line.  pylogo implements these
procedures in Python and knows which one Berkeley would be in (``LogoError.library``).
The texts below are what Berkeley 6.2.5 prints for each (recorded from its output, like
the words of its error messages): message text only, never run.  An error at another
line of the procedure than its usual one says which (``LogoError.library_at``); one
whose line is not known here is shown as before, without the "in" line.
"""

from __future__ import annotations

from .data import from_iter

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

_TEXTS = {
    "foreach1": "apply :foreach.template firsts :template.lists",
    "map1": "output combine (apply :map.template firsts :template.lists) "
            "(map1 bfs :template.lists :template.number+1)",
    "map.se1": "output sentence (apply :map.se.template firsts :template.lists) "
               "(map.se1 bfs :template.lists :template.number+1)",
    "forloop": "run :for.instr",
    "forloop.make": "make :for.var :for.initial",
    "filter": "if apply :filter.template (list first :template.list) [op combine (first :template.list) "
              "(filter :filter.template bf :template.list :template.number+1)]",
    "find": "if apply :find.template (list first :template.list) [op first :template.list]",
    "find.bf": "op (find :find.template bf :template.list :template.number+1)",  # (a line of FIND)
    "filter.bf": "op (filter :filter.template bf :template.list :template.number+1)",
    "reduce": "op apply :reduce.function (list (first :reduce.list) "
              "(reduce :reduce.function bf :reduce.list))",
    "reduce.empty": "if emptyp bf :reduce.list [op first :reduce.list]",  # (a line of REDUCE)
    "cascade.eval": "op fput (apply first :cascade.templates :template.vars) "
                    "(cascade.eval bf :cascade.templates)",
    "cascade1": "if apply :cascade.limit :template.vars [op apply :cascade.final :template.vars]",
    "cm1": "if emptyp :cm.lists [op (list apply :cm.template :template.vars)]",
    "invoke": ".maybeoutput apply :invoked.function :invoke.inputs",
    "invoke.up": ".maybeoutput apply :invoked.function :invoke.inputs",
    "while": "if not run :while.cond [op []]",
    "until": "if run :until.cond [op []]",
    "while.body": 'op se :while.instr (list "while :while.cond :while.instr)',  # (reading the body)
    "until.body": 'op se :until.instr (list "until :until.cond :until.instr)',
    "foreach1.bfs": ".maybeoutput foreach1 bfs :template.lists :foreach.template :template.number+1",
    "transfer.end.test": "output run :the.condition.expression",
    "backq.unquote": "if :unquote.depth=0 [if emptyp :unquote.symbol [output backq.combine run first "
                     ":unquote.rest (` bf :unquote.rest :unquote.depth)] output backq.combine run "
                     ":unquote.symbol (` :unquote.rest :unquote.depth)]",
    "?rest": "output bf item :which :template.lists",
    "combine": "if wordp :those [output word :this :those]",
    "combine.fput": "output fput :this :those",
    # (lines where these fail whatever they are given)
    "cascade.2": 'op apply "cascade :cascade2.inputs',
    "rseq": "output map [[x] :a + :x * (:b - :a) / (:n - 1)] iseq 0 :n - 1",
    "ern": "erase namelist :names",
    "erpl": "erase pllist :names",
    "buryname": "bury namelist :names",
    "unburyname": "unbury namelist :names",
    "push": "make :the.stack.name fput :the.item.value thing :the.stack.name",
    "queue": "make :the.queue.name lput :the.item.value thing :the.queue.name",
    "mditem": "op mditem bf :index item first :index :array",
    "mdsetitem": "setitem last :index (mditem bl :index :array) :val",
    "reverse": "output (reverse bf :in combine first :in :out)",
    "forstep": "op ifelse :for.initial > :for.final [-1] [1]",
    "forstep.run": "if equalp count :for.values 4 [op run last :for.values]",
    "setpen.mode": 'ifelse equalp first bf :pen_data "reverse [penreverse] [ifelse equalp first bf '
                   ':pen_data "erase [penerase] [penpaint]]',
    "setpen.size": "setpensize first bf bf :pen_data",
    "setpen.color": "setpencolor first bf bf bf :pen_data",
    "localmake": 'output (list "local (word "" :name) "apply ""make (list :name :value))',
    "name": "make :name.variable.input :name.value.input",
    "mdarray": 'make "array (array first :sizes :origin)',
    "gensym": 'make "gensym.number :gensym.number + 1',
    "backslashedp": "op vbarredp :char",
    "pop": 'make "result first thing :the.stack.name',
    "pop.bf": "make :the.stack.name butfirst thing :the.stack.name",
    "dequeue": 'make "result first thing :the.queue.name',
    "iseq": "if not (:a > :b) [output iseq1 :a :b]",
    "pick": "output item (1+random count :list) :list",
    # where a library operation called as a command made the last tail call of the chain
    # that output its value ("You don't say what to do with", error 30: NAME.up)
    "map.up": "op map1 :template.lists 1",
    "map.se.up": "op map.se1 :template.lists 1",
    "remove.up": "output filter [not equalp ? :thing] :list",
    "remdup.up": "output filter [not memberp ? ?rest] :list",
    "cm1.up": "op cm2 first :cm.lists",
    "cascade.up": "op cascade1 1 :template.vars",
    "cascade1.up": "op cascade1 (:template.number+1) (cascade.eval :cascade.templates)",
}
# (these lines are those of the procedure's usual errors)
for _name in ("map1", "filter", "filter.bf", "find.bf", "reverse", "mditem", "iseq", "forloop", "foreach1"):
    _TEXTS[_name + ".up"] = _TEXTS[_name]
_LINES: dict = {}


# The key of an error at a line of its library procedure that is not known here.
NO_LINE = "-"


def line_of(exc: Any) -> Any:
    """The library line the error EXC (in a library procedure) is shown at, or None.  Not for
    "Can only use ..." (error 31, no procedure there); a value left unused (error 30) is
    reported where the library procedure outputs it ("NAME.up")."""
    if exc.code == 31 or exc.code == 1:  # (or "out of space", pylogo's own: no line either)
        return None
    key = exc.library_at or exc.library
    return library_line(key + ".up" if exc.code == 30 else key)


def library_line(name: Any) -> Any:
    """The line (a list) of the library procedure NAME where its errors are shown, or None
    (NAME: LogoError.library, or its library_at when the error is at another line)."""
    line = _LINES.get(name)
    if line is None and name in _TEXTS:
        line = _LINES[name] = _read(_TEXTS[name])
    return line


def _read(text: str) -> Any:
    """TEXT's words and lists (plain words and brackets only: no reader needed)."""
    stack: list = [[]]
    for token in text.replace("[", " [ ").replace("]", " ] ").split():
        if token == "[":
            stack.append([])
        elif token == "]":
            items = stack.pop()
            stack[-1].append(from_iter(items))
        else:
            stack[-1].append(token)
    return from_iter(stack[0])
