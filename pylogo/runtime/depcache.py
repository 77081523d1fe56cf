"""Caches of compiled code that know the names their entries depend on.

Defining or erasing a procedure makes the code read with its old meaning stale: the
interpreter drops the entries of its caches that depend on that name
(Workspace.invalidate).  Looking at every entry for every DEFINE would make a program
that defines many new procedures slow in the square of their number; a DepCache keeps
the names any of its entries depends on, so a name none depends on costs nothing.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


class DepCache(dict):
    """A dict whose values hold their dependencies (a set of names) at INDEX (or, INDEX
    None, as the attribute deps of their second member: a template), or are None (code
    refused: dropped at the next change of any name)."""

    __slots__ = ("index", "names", "refused")

    def __init__(self, index: int | None) -> None:
        super().__init__()
        self.index = index
        self.names: set = set()
        self.refused = False

    def deps(self, value: Any) -> Any:
        return getattr(value[1], "deps", ()) if self.index is None else value[self.index]

    def __setitem__(self, key: Any, value: Any) -> None:
        if value is None:
            self.refused = True
        else:
            self.names.update(self.deps(value))
        dict.__setitem__(self, key, value)

    def clear(self) -> None:
        dict.clear(self)
        self.names = set()
        self.refused = False

    def stale_for(self, name: str) -> bool:
        """Has an entry been refused, or might one depend on NAME?"""
        return self.refused or name in self.names

    def without(self, name: str) -> DepCache:
        """A copy without the entries that depend on NAME, nor refused ones."""
        new = DepCache(self.index)
        deps = self.deps
        for key, value in self.items():
            if value is not None and name not in deps(value):
                new[key] = value
        return new
