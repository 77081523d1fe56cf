"""The dynamic scope: variables by shallow binding.

``V`` maps each variable name to its value now.  A procedure's entry saves the
old values of its inputs and puts them back when it ends; LOCAL saves onto
``SAVED``, unwound by the procedure that was running.  Compiled code reads and
writes ``V`` directly.  ALLOWGETSET (a name that is no procedure standing for a
variable) is here too.
"""

from __future__ import annotations

from ..lang import errors
from ..lang.data import NIL, Pair, fold, word_text
from ..lang.procedures import REGISTRY

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


UNB = object()  # "no saved value": the variable did not exist
MISSING = object()  # an optional input that was not given


class VarDict(dict):
    """Variable values; reading a name without a value is a Logo error."""

    __slots__ = ("interp",)

    def __missing__(self, key: str) -> Any:
        exc = errors.no_value(key)
        interp = getattr(self, "interp", None)
        if interp is not None and interp.V.get("erract"):
            # "has no value" is recoverable: ERRACT's output stands for the value, as in
            # Berkeley (runtime/berkeley_errors.py, run_erract).
            interp.locate_from_stack(exc)
            value = interp.run_erract(exc)
            if value is not None:
                return value
        raise exc


class DynamicScope:
    """Binding and restoring variables (part of Interpreter).

    State (set up by Interpreter.__init__): V (every variable's value now),
    SAVED (the values LOCAL saved)."""

    # ------------------------------------------------------------ variables

    def local(self, name: str) -> None:
        key = fold(name)
        self.SAVED.append((key, self.V.pop(key, UNB)))  # (the old value, now unbound)

    def local_make(self, key: str, value: Any) -> None:
        self.SAVED.append((key, self.V.get(key, UNB)))
        self.V[key] = value

    def unwind(self, height: int) -> None:
        saved = self.SAVED
        V = self.V
        while len(saved) > height:
            key, old = saved.pop()
            if old is UNB:
                V.pop(key, None)
            else:
                V[key] = old

    # ------------------------------------------------------------ ALLOWGETSET

    # An undefined procedure may stand for a variable.

    def unknown_procedure(self, name: str, consumer: str | None = None, unrecoverable: bool = False) -> Any:
        """A name that was no procedure when its line was read.  If one has been defined
        since (DEFINE earlier on the same line), Berkeley calls it with no inputs; else
        the value of the variable of that name (ALLOWGETSET), or an error.  CONSUMER, if
        any, is the procedure that wants a value.  UNRECOVERABLE: found reading a list of
        several expressions run for a value (Berkeley's error 24, no ERRACT value)."""
        key = fold(name)
        if self.procs.get(key) is not None:
            value = self.call_by_name(name, ())
            if value is None and consumer is not None:
                raise errors.didnt_output(name, consumer)
            return value
        if key in self.V and self._flag("allowgetset"):
            self._accessor(name, NIL, Pair("output", Pair(":" + word_text(name), NIL)))
            return self.V[key]
        exc = errors.dont_know(name)
        if unrecoverable:
            exc.code = errors.DK_HOW_UNREC
        elif self.V.get("erract"):  # (recoverable: ERRACT's output stands for the call's value)
            self.locate_from_stack(exc)
            value = self.run_erract(exc)
            if value is not None:
                return value
        raise exc

    def unknown_stands(self, name: str) -> bool:
        """Does a name that was no procedure when its line was read stand for a procedure
        or a variable now (unknown_procedure gives a value rather than an error)?"""
        key = fold(name)
        return self.procs.get(key) is not None or (key in self.V and self._flag("allowgetset"))

    def setter_variable(self, name: str) -> str:
        """The variable an undefined SETxxx name sets (ALLOWGETSET): it must exist already."""
        key = fold(name[3:])
        if key in self.V and self._flag("allowgetset"):
            line = Pair("make", Pair('"' + word_text(name[3:]), Pair(":value", NIL)))
            self._accessor(name, Pair("value", NIL), line)
            return name[3:]
        if fold(name) in self.V and self._flag("allowgetset"):
            raise errors.dont_say(self.V[fold(name)])  # a variable SETxxx itself, then a value
        raise errors.dont_know(name)

    def _accessor(self, name: str, inputs: Any, line: Any) -> None:
        """ALLOWGETSET: Berkeley defines the procedure NAME stands for (INPUTS, one LINE),
        buried, when a line calls it: later lines call it; TO NAME is refused."""
        from .definitions import define

        define(self, name, Pair(inputs, Pair(line, NIL))).buried = True

    def implicit_make(self, name: str, value: Any) -> None:
        REGISTRY["make"].fn(self, name, value)
