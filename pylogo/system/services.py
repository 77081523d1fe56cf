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


def provide(name: str, fn: Any) -> None:
    """Register FN as the service NAME (a later registration replaces it)."""
    _SERVICES[name] = fn


def service(name: str) -> Any:
    """The service NAME; an error naming the missing registration if there is none."""
    fn = _SERVICES.get(name)
    if fn is None:
        raise LookupError("no %r service: import pylogo.primitives (or the front end that "
                          "provides it) first" % name)
    return fn


def optional(name: str) -> Any:
    """The service NAME, or None (a front end that is not running)."""
    return _SERVICES.get(name)
