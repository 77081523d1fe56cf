"""The code of tail calls (part of Compiler, through KeptCode): a procedure's tail binder,
which binds the inputs of a procedure called last by another (runtime/calls.py's
trampoline), and its tail entry, which runs a procedure such a chain ends with.  Their
code depends only on the kinds of the procedure's inputs and is made once for them, but
for the tail binder of a procedure with an optional input, generated with its body."""

from __future__ import annotations

from ..lang.data import fold

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

_binders: dict = {}  # the kinds of a procedure's inputs -> (the compiler, its tail binders' factory)
_binder_fns: dict = {}  # (those kinds, the inputs' names) -> (the compiler, a tail binder)
_tail_entries: dict = {}  # the kinds of a procedure's inputs -> (the compiler, its tail entries' factory)
_formals_parts: dict = {}  # id of a list of formals -> (it, _formal_parts)


def _formal_parts(formals: list) -> tuple:
    """(for each of FORMALS whether it is required, their names folded), worked out once for
    a list of formals (procedures DEFINEd with the same inputs share one)."""
    found = _formals_parts.get(id(formals))
    if found is not None and found[0] is formals:
        return found[1]
    parts = (tuple([f.kind == "required" for f in formals]), tuple([fold(f.name) for f in formals]))
    if len(_formals_parts) > 1000:
        _formals_parts.clear()
    _formals_parts[id(formals)] = (formals, parts)
    return parts


def _input_params(first: str, kinds: tuple) -> str:
    """The parameters of a tail binder or entry: FIRST, then one per input of KINDS (True:
    required; a rest input's default is the empty list)."""
    return ", ".join([first] + ["a%d" % i if required else "a%d=NIL" % i for i, required in enumerate(kinds)])


def _tail_entry_source(kinds: tuple) -> str:
    """The factory of KeptCode.tail_entry's T for inputs of KINDS (True: required)."""
    n = len(kinds)
    params = _input_params("_want", kinds)
    saved = "[%s]" % ", ".join("(_k%d, s%d)" % (i, i) for i in range(n))
    lines = ["def _factory(B%s):" % "".join(", _k%d" % i for i in range(n)),
             "    def T(%s):" % params]
    for i in range(n):
        lines.append("        s%d = V.get(_k%d, UNB)" % (i, i))
        lines.append("        V[_k%d] = a%d" % (i, i))
    lines += ["        _h = len(SAVED)",
              "        try:",
              "            r = B()",
              "        except _Out as e:",
              "            r = e.value",
              "        except BaseException:",
              "            SAVED[_h:_h] = %s" % saved,
              "            raise",
              "        if r is None if _want == 0 else _want == 1 and r is not None and r is not _SL:",
              "            while len(SAVED) > _h:",
              "                _sk, _so = SAVED.pop()",
              "                if _so is UNB: V.pop(_sk, None)",
              "                else: V[_sk] = _so"]
    for i in reversed(range(n)):
        lines.append("            if s%d is UNB: V.pop(_k%d, None)" % (i, i))
        lines.append("            else: V[_k%d] = s%d" % (i, i))
    lines += ["        else:",
              "            SAVED[_h:_h] = %s" % saved,
              "        return r",
              "    return T\n"]
    return "\n".join(lines)


class TailCode:
    """Tail binders and tail entries (needs the compiler's factory and _code)."""

    def tail_binder(self, proc: Any) -> Any:
        """The tail binder A of PROC, whose inputs are all required or rest inputs: it binds
        the inputs of a tail call (RT.trampoline), saving the old values of those not yet
        saved in the chain NAMES.  Made when the procedure is first tail-called, from code
        that depends only on the kinds of its inputs (their names are its constants)."""
        kinds, names = _formal_parts(proc.formals)
        made = _binder_fns.get((kinds, names))
        if made is not None and made[0] is self:  # (one for the procedures of the same inputs)
            return made[1]
        factory = _binders.get(kinds)
        if factory is None or factory[0] is not self:
            params = _input_params("_names", kinds)
            lines = ["def _factory(%s):" % ", ".join("_k%d" % i for i in range(len(kinds))),
                     "    def A(%s):" % params]
            for i in range(len(kinds)):
                lines.append("        if _k%d not in _names:" % i)
                lines.append("            SAVED.append((_k%d, V.get(_k%d, UNB))); _names.add(_k%d)"
                             % (i, i, i))
                lines.append("        V[_k%d] = a%d" % (i, i))
            lines.append("        return None")
            lines.append("    return A\n")
            factory = _binders[kinds] = (self, self.factory(self._code("\n".join(lines), "binder")))
        if len(_binder_fns) > 2000:
            _binder_fns.clear()
        binder = factory[1](*names)
        _binder_fns[kinds, names] = (self, binder)
        return binder

    def tail_entry(self, proc: Any, body: Any) -> Any:
        """The tail entry T of PROC (BODY its body, which makes no tail call), whose inputs
        are all required or rest inputs: it runs a procedure a tail call ends with, as
        RT._tail_once does (T(WANT, inputs ...)).  It binds the inputs, runs BODY and gives
        back its value, OUTPUT's by a signal too; when that value is what the call wanted
        (WANT 0: none, 1: one, 2: neither) it restores the variables, else (an error too)
        it leaves their old values on SAVED, for the caller's entry to restore, as the
        tail binder A does (the chain's error is reported with them still bound)."""
        kinds, names = _formal_parts(proc.formals)
        factory = _tail_entries.get(kinds)
        if factory is None or factory[0] is not self:
            code = self._code(_tail_entry_source(kinds), "tail entry")
            factory = _tail_entries[kinds] = (self, self.factory(code))
        return factory[1](body, *names)


def generated_tail_binder(comp: Any, gen: Any, proc: Any) -> None:
    """The tail binder A of PROC, which has an optional input (its default computed when
    the tail call does not give it), generated in GEN with its body (entry.py)."""
    params, names = comp._params(proc)
    gen.emit("def A(%s):" % ", ".join(["_names"] + params))
    gen.indent = 2
    for i, formal in enumerate(proc.formals):
        key = fold(formal.name)
        gen.emit("if %r not in _names:" % key)
        gen.emit("    SAVED.append((%r, V.get(%r, UNB))); _names.add(%r)" % (key, key, key))
        if formal.kind == "optional":
            statements, value = comp._default_parts(gen, formal, proc)
            gen.emit("if a%d is MISSING:" % i)
            gen.emit("    RT.tail_defaults += 1  # (in the caller's entry: exits_at_top_level)")
            gen.emit("    try:")
            for line in statements:
                gen.emit("        " + line)
            gen.emit("        a%d = %s" % (i, value))
            gen.emit("    finally:")
            gen.emit("        RT.tail_defaults -= 1")
        gen.emit("V[%r] = a%d" % (key, i))
    gen.emit("return None")
    gen.indent = 1
