"""Services that a module of a higher layer lends to a lower one.

Imports go one way, from the front ends down to the data (ARCHITECTURE.md;
tests/test_layers.py checks it).  Where a lower layer needs a function of a
higher one (the interpreter: CATCH's body, the editor, the random number
generator of the primitives; the terminal: the real-terminal backend of tty.py),
the higher module registers it here when it is imported, at start-up, and the
lower one asks for it by name when it runs.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

_SERVICES: dict = {}
_LATER: dict = {}  # name -> a function (no arguments) importing the module that provides it


def provide(name: str, fn: Any) -> None:
    """Register FN as the service NAME (a later registration replaces it)."""
    _SERVICES[name] = fn


def provide_later(name: str, load: Any) -> None:
    """LOAD (no arguments) imports the module that provides NAME: called when NAME is first
    asked for (a module that start-up seldom needs)."""
    _LATER[name] = load


def _loaded(name: str) -> Any:
    load = _LATER.pop(name, None)
    if load is not None:
        load()
    return _SERVICES.get(name)


def service(name: str) -> Any:
    """The service NAME; an error naming the missing registration if there is none."""
    fn = _SERVICES.get(name) or _loaded(name)
    if fn is None:
        raise LookupError("no %r service: import pylogo.primitives (or the front end that "
                          "provides it) first" % name)
    return fn


def optional(name: str) -> Any:
    """The service NAME, or None (a front end that is not running)."""
    return _SERVICES.get(name) or _loaded(name)
