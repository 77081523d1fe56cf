"""Macros: what a .MACRO call outputs run in the caller's place, RUN, IF, IFELSE ...
used as inputs (Berkeley defines them as macros), and MACROEXPAND."""

from __future__ import annotations

from ..compiling.scan import pure_expansion_inputs, uses_maybeoutput
from ..lang import errors
from ..lang.data import NIL, Pair, ProtectedWord, fold, is_list, list_edits
from ..lang.errors import LogoError, OutputSignal, dont_say
from ..lang.shapes import members, params_for, shape_of
from ..system import services
from .berkeley_errors import exit_in_output_list, output_nothing, output_of_nothing
from .calls import TailExpansion
from .helpers import chosen_clause_value, chosen_list, truth
from .lists import BLOCK_CACHE_SIZE
from .macro_memos import recall, remember, remember_first, same_shape
from .scope import UNB

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


# Berkeley's library macros whose expansion ends up empty.
_LIBRARY_LOOPS = frozenset(["for", "foreach", "while", "until", "do.while", "do.until"])


class ExpansionToken:
    """What a macro's entry X outputs in place of an expansion with the members of the one
    its OUTPUT made last (MacroRunner.output_again): the code and parameters that run it."""

    __slots__ = ("fn", "params")

    def __init__(self, fn: Any, params: Any) -> None:
        self.fn, self.params = fn, params


class MacroRunner:
    """Running macros' expansions (part of Interpreter).

    State (set up by Interpreter.__init__): last_expansions (per first word, the last
    expansions run, their code and shape, for a macro that expands to the same list or one
    of the same shape again: macro_memos.same_shape); pure_macros (per macro, does what it
    outputs depend on its inputs alone?) and pure_expansions (per such macro, the inputs
    of its last calls, the code and parameters of what each output: macro_again);
    output_memos (per OUTPUT site of a macro's entry X, the values its last lists were made
    of, list_edits then, the code of their expansions: macro_memos.py) and last_made (the
    list such a site made last: output_again); it uses ListRunner's caches."""

    def expand_macro(self, call: Any) -> Any:
        """The list a macro call outputs (MACROEXPAND)."""
        fn, _ = self.compiler.compile_macro_call(call)
        try:
            return fn()
        except LogoError as exc:
            if not hasattr(exc, "macro_value"):
                raise
            if exc.macro_value is None:  # Berkeley's words, naming its own helper
                raise LogoError(errors.DIDNT_OUTPUT, "%%%$%macro.procedure didn't output to make") from None
            return exc.macro_value

    def macro_value(self, name: str, consumer: str, *args: Any) -> Any:
        """RUN, IF, IFELSE, IFTRUE or IFFALSE used as an input to CONSUMER."""
        lst = args[0] if name == "run" else self._chosen_list(name, args)  # (RUN: in short)
        if lst.__class__ is not Pair:
            lst = self.runnable(lst, name)
            if lst is NIL:
                raise LogoError(errors.ERR_MACRO, "Macro returned [] instead of a list")
        entry = self.block_cache.get((id(lst), consumer))  # _value_code's first case, in short
        if entry is not None and entry[0] is lst:
            fn, params = entry[1], entry[3]
        else:
            fn, params = self._value_code(lst, consumer)
        saved, self.value_run = self.value_run, True
        try:
            value = fn(params)
        except OutputSignal as sig:
            raise self._input_ended(sig, name, consumer) from None
        finally:
            self.value_run = saved
        if value is None:  # nothing to run: a comment alone, a lone bar (RUN "\;)
            raise LogoError(errors.ERR_MACRO, "Macro returned [] instead of a list")
        return value

    def output_macro(self, at_line: bool, name: str, consumer: str, *args: Any) -> Any:
        """RUN, IF, IFELSE, IFTRUE or IFFALSE given to OUTPUT (CONSUMER, as typed) in a
        procedure: the list runs as the procedure's last instructions, a RUN, IF ... ending
        it given to the same OUTPUT; AT_LINE when the OUTPUT is on a line of the procedure's
        body.  None for .MAYBEOUTPUT given nothing."""
        lst = args[0] if name == "run" else self._chosen_list(name, args)
        if lst.__class__ is not Pair:  # a word run before (RUN WORD "MATCH :KIND): its list kept
            found = self.word_lists.get(lst) if lst.__class__ is str else None
            lst = found if found is not None else self.runnable(lst, name)
        value = None
        if lst is not NIL:
            entry = self.block_cache.get((id(lst), consumer))  # _value_code's first case, in short
            if entry is not None and entry[0] is lst:
                fn, params = entry[1], entry[3]
            else:
                fn, params = self._value_code(lst, consumer)
            try:
                value = fn(params)
            except OutputSignal as sig:
                raise self._output_exit(sig, at_line, name, consumer) from None
        if name == "case" or name == "cond":  # (the chosen clause is what OUTPUT is given)
            return chosen_clause_value(self, lst, value, consumer)
        if value is None and consumer != ".maybeoutput":
            output_nothing(name, consumer)
        return value

    def output_new(self, at_line: bool, consumer: str, lst: Any) -> Any:
        """OUTPUT RUN LIST ... (output_macro): a list just made, not looked up nor kept by
        identity (as run_new)."""
        first = lst.first
        entry = self.recent_shapes.get((first, consumer)) if first.__class__ is str else None
        params = None if entry is None else params_for(lst, entry[0])
        if params is not None:
            fn = entry[1]
        else:
            fn, params = self.shaped_code(lst, consumer, False)
            if fn is None:
                fn, _, params = self.shaped_parts(lst, consumer, False)
        try:
            value = fn(params)
        except OutputSignal as sig:
            raise self._output_exit(sig, at_line, "run", consumer) from None
        if value is None and consumer != ".maybeoutput":
            output_nothing("run", consumer)
        return value

    def _output_exit(self, sig: OutputSignal, at_line: bool, name: str, consumer: str) -> LogoError:
        """The error for OUTPUT or STOP (SIG) in the list of NAME given to OUTPUT."""
        if self.exits_at_top_level():
            return errors.at_toplevel(sig.name)
        at_line = at_line and not sig.in_repeat and name != "case" and name != "cond"  # (library)
        return exit_in_output_list(sig.name, name, consumer, at_line)

    def _chosen_list(self, name: str, args: tuple) -> Any:
        """The list RUN, IF, IFELSE, CASE ... given ARGS runs."""
        if name == "run":
            lst = args[0]
        elif name == "case":
            lst = services.service("case_body")(self, args[0], args[1])
        elif name == "cond":
            lst = services.service("cond_body")(self, args[0])
        elif name in ("if", "ifelse"):
            cond = args[0]
            if cond.__class__ is Pair or cond is NIL:
                cond = self.run_value(cond, name)
            lst = chosen_list(name, truth(cond, name), args)
        else:
            if self.test_state is None:
                raise LogoError(errors.NO_TEST, "%s without TEST" % name)
            lst = args[0] if self.test_state is (name == "iftrue") else NIL
        return lst

    def run_input(self, consumer: str, lst: Any) -> Any:
        """RUN used as an input to CONSUMER (macro_value("run", CONSUMER, LST), in short)."""
        if lst.__class__ is not Pair:
            return self.macro_value("run", consumer, lst)
        if lst.rest is NIL and (proc := self.tail_of_run(lst)) is not None and not uses_maybeoutput(proc):
            return self.run_named(proc, lst.first, consumer)
        entry = self.block_cache.get((id(lst), consumer))
        if entry is not None and entry[0] is lst:
            fn, params = entry[1], entry[3]
        else:
            fn, params = self._value_code(lst, consumer)
        saved, self.value_run = self.value_run, True
        try:
            value = fn(params)
        except OutputSignal as sig:
            raise self._input_ended(sig, "run", consumer) from None
        finally:
            self.value_run = saved
        if value is None:  # as in macro_value
            raise LogoError(errors.ERR_MACRO, "Macro returned [] instead of a list")
        return value

    def _input_ended(self, sig: OutputSignal, name: str, consumer: str) -> LogoError:
        """The error for OUTPUT or STOP (SIG) in a list NAME ran as an input to CONSUMER."""
        # Berkeley 6.2.5: OUTPUT or STOP in a list run for its value ends the list
        # without one (OUTPUT RUN [STOP]: the STOP; OUTPUT RUN [OUTPUT 3]: the RUN).
        if self.exits_at_top_level():  # STOP: not checked before
            return errors.at_toplevel(sig.name)
        return exit_in_output_list(sig.name, name, consumer, False)

    def _value_code(self, lst: Any, consumer: str) -> tuple:
        """(function, its parameters) that run LST for CONSUMER: its code kept by identity,
        or, the first time a list is seen, its shape's code with its parameters."""
        key = (id(lst), consumer)
        entry = self.block_cache.get(key)
        if entry is not None and entry[0] is lst:
            return entry[1], entry[3]
        once = self.run_once
        if lst.__class__ is Pair and once.get(id(lst)) is not lst:  # as run_block does
            fn, params = self.shaped_code(lst, consumer)
            if fn is not None:
                if len(once) >= BLOCK_CACHE_SIZE:
                    self.run_once = once = {}
                once[id(lst)] = lst
                return fn, params
        fn, deps, params = self.shaped_parts(lst, consumer, False)
        self.block_cache[key] = (lst, fn, deps, params)
        return fn, params

    def library_macro_value(self, name: str, consumer: str, args: list) -> Any:
        """FOR, WHILE, LOCALMAKE ... (Berkeley's library macros) used as an input to CONSUMER."""
        return services.service("library_macro_value")(self, name, consumer, args)

    def macro_again(self, proc: Any, args: tuple, want_value: int) -> Any:
        """The macro PROC about to be called with ARGS by compiled code (as run_macro would
        run what it outputs): when what it outputs depends on nothing but its inputs
        (scan.pure_expansion_inputs) and one of its last calls had the same inputs, the
        expansion that call output is run again at once (its code and parameters); else UNB, and
        the caller calls PROC."""
        entry = recall(self.pure_expansions, proc, args)
        # (not when a list was changed in place since, nor CASEIGNOREDP: EQUALP's answers)
        if entry is None or entry[3] != list_edits[0] or entry[4] is not self.V.get("caseignoredp"):
            return UNB
        value = entry[1](entry[2])
        if value.__class__ is TailExpansion:  # a macro called last: its expansion next
            return self.run_macro(value.result, want_value)
        if not want_value and value is not None:
            raise dont_say(value)
        return value

    def tail_macro(self, proc: Any, args: tuple, entry: Any) -> TailExpansion:
        """A macro PROC called last in an expansion with ARGS (ENTRY, its entry X): what it
        outputs, for run_macro to run next: the code kept for these inputs (macro_again)."""
        kept = recall(self.pure_expansions, proc, args)
        if kept is not None and kept[3] == list_edits[0] and kept[4] is self.V.get("caseignoredp"):
            return TailExpansion(ExpansionToken(kept[1], kept[2]))
        return TailExpansion(entry(*args), proc, args)

    def output_again(self, site: Any, values: tuple) -> Any:
        """An OUTPUT (SITE) of a list made of variables (treescan.built_of_variables) in a macro's
        entry X, their VALUES now: when they are those of one of the last lists it made, and no
        list was changed since, the new one would have the same members: the code and
        parameters of that one's expansion (an ExpansionToken), else None."""
        memo = recall(self.output_memos, site, values)
        return None if memo is None or memo[1] != list_edits[0] else memo[2]

    def output_made(self, site: Any, values: tuple, result: Any) -> Any:
        """RESULT, the list made by SITE from VALUES (see output_again): run_macro keeps
        the code of its expansion for the site."""
        self.last_made = (result, site, values, list_edits[0])
        return result

    def _expands_from_inputs(self, proc: Any) -> bool:
        pure = self.pure_macros.get(proc)
        if pure is None:
            try:
                names = pure_expansion_inputs(proc)
                if names is None:
                    pure = False
                else:  # (its line read: the trees' questions needed now)
                    from ..compiling.treescan import outputs_built_from

                    parse = self.compiler.parse_inline  # (a warning: no answer, not said again)
                    pure = outputs_built_from([parse(line) for line in proc.lines], names, parse)
            except LogoError:
                pure = False
            if len(self.pure_macros) > 200:
                self.pure_macros.clear()
                self.pure_expansions.clear()
            self.pure_macros[proc] = pure
        return pure

    def run_macro(self, result: Any, want_value: int, consumer: str | None = None,
                  proc: Any = None, args: tuple = ()) -> Any:
        """Run what a macro output, in the caller's place (as an input to CONSUMER, if given).
        PROC and ARGS: the macro and its inputs, from a call that macro_again did not run."""
        if not consumer:
            last_expansions = self.last_expansions
            while True:
                if result.__class__ is ExpansionToken:  # (see output_again)
                    fn, params = result.fn, result.params
                else:
                    first = result.first if result.__class__ is Pair else None
                    known = last_expansions.get(first) if first.__class__ is str else None
                    last = None if known is None else known[0]
                    if last is None:
                        fn, params = self._expansion_code(result, None)
                    else:
                        # Has RESULT the members of the last expansion with this first word
                        # (shapes.same_members, in short)?  Its code and parameters serve then.
                        node = result
                        for item in last[0]:
                            if node.__class__ is not Pair:
                                node = None
                                break
                            x = node.first
                            node = node.rest
                            if x is not item and (x.__class__ is not item.__class__ or x != item or (
                                    x.__class__ is not str and x.__class__ is not int)):
                                node = None
                                break
                        if node is NIL:
                            fn, params = last[1], last[2]
                        else:
                            fn, params = self._expansion_code(result, known)
                    made = self.last_made
                    if made is not None and made[0] is result:  # made by an OUTPUT of entry X
                        self.last_made = None
                        if fn is not None and made[3] == list_edits[0]:
                            memo = (made[2], made[3], ExpansionToken(fn, params))
                            remember(self.output_memos, made[1], memo)
                if proc is not None:
                    if fn is not None and self._expands_from_inputs(proc):
                        remember(self.pure_expansions, proc,
                                 (args, fn, params, list_edits[0], self.V.get("caseignoredp")))
                    proc = None
                if fn is None:  # a new list each time: no id cache
                    value = self.run_shaped(result, None, False, "tail")
                else:
                    value = fn(params)
                if value.__class__ is not TailExpansion:
                    break
                result, proc, args = value.result, value.proc, value.args  # a macro called last
            if not want_value and value is not None:
                raise dont_say(value)
            return value
        return self._expansion_for(result, consumer)

    def _expansion_code(self, result: Any, known: list | None) -> tuple:
        """(code, parameters) that run the expansion RESULT for its value (None if none;
        a TailExpansion when it ends with a macro call), or (None, None) when no code was
        compiled for its shape yet.  KNOWN: what last_expansions keeps for its first word
        (macro_memos.same_shape), the first of which run_macro found not to have RESULT's
        members."""
        if result.__class__ is Pair:
            first = result.first
            if known is not None:
                found = same_shape(known, result)
                if found is not None:
                    return found
            shape = shape_of(result)
            if shape is not None:
                entry = self.shape_cache.get((shape[0], None, False, "tail"))
                if entry is not None:
                    if first.__class__ is str:
                        # The members of this expansion, its code, parameters and key: a
                        # macro's loop expands to the same list again and again (run_macro).
                        new = (members(result), entry[0], shape[1], shape[0])
                        remember_first(self.last_expansions, first, new)
                    return entry[0], shape[1]
        if result is None or not is_list(result):
            raise errors.macro_returned(result)
        return None, None

    def _expansion_for(self, result: Any, consumer: str) -> Any:
        """Run the expansion RESULT as an input to CONSUMER."""
        if result is None or not is_list(result):
            raise errors.macro_returned(result)
        if fold(consumer) in ("output", "op", ".maybeoutput"):
            # OUTPUT of a macro call: an empty expansion, or one that is itself an
            # OUTPUT or STOP, gives OUTPUT nothing (as Berkeley reports it).
            first = result.first if result.__class__ is Pair else None
            if result is NIL:
                # Berkeley: "op didn't output to op" (the name as typed, twice); in a
                # procedure called as a command, "You don't say what to do with nothing".
                raise output_of_nothing(consumer, consumer)
            if first.__class__ in (str, ProtectedWord) and fold(first) == "stop":
                raise errors.didnt_output("stop", consumer)
            if first.__class__ in (str, ProtectedWord) and fold(first) in ("output", "op",
                                                                             ".maybeoutput"):
                exc = errors.didnt_output("output", consumer)
                name = self.current_procedure_name()
                if name is not None:  # its words depend on how the procedure was called
                    exc.macro_exit = (name, result)
                    exc.output_nothing = True
                raise exc
            # Berkeley runs the expansion as the procedure's last instructions: a value
            # before the last is unwanted, and the last one's value is output.
            value = self.run_shaped(result, consumer, False)
            if value is None:  # named after the expansion's last instruction, as in Berkeley
                nodes = self.compiler.parse(result)
                name = getattr(nodes[-1], "name", None) if nodes else None
                if name is None or fold(name) in _LIBRARY_LOOPS:
                    name = consumer  # a loop's last expansion is [], as above
                raise output_of_nothing(name, consumer)
            return value
        if result is NIL:
            raise LogoError(errors.ERR_MACRO, "Macro returned [] instead of a list")
        try:
            return self.run_shaped(result, consumer, False)
        except OutputSignal as sig:  # ([output 6] as SHOW's input: "output didn't output to show")
            raise errors.didnt_output(sig.name, consumer) from None
