"""Warnings given while reading an optional input's default, said when it is first needed."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


class DefaultWarnings:
    """The warnings reading an optional input's default gave: Berkeley reads the default,
    and warns, when it is first needed, once for the procedure's definition (each entry
    compiled from it shares this)."""

    def __init__(self, interp: Any) -> None:
        self.interp = interp
        self.messages: list = []  # (said when first called)
        self.warns = False
        self.read = False  # (read by one entry: another reading it says nothing more)

    @classmethod
    def of(cls, compiler: Any, formal: Any) -> DefaultWarnings:
        """The warnings of FORMAL's default, when its list warned before (kept on the
        compiler by the list), or new ones."""
        found = compiler.__dict__.get("_default_warnings", {}).get(id(formal.default))
        if found is not None and found[0] is formal.default:
            return found[1]
        return cls(compiler.interp)

    def keep(self, compiler: Any, formal: Any) -> None:
        """FORMAL's default was read: another entry reading it says nothing more."""
        if self.warns and not self.read:
            kept = compiler.__dict__.setdefault("_default_warnings", {})
            kept[id(formal.default)] = (formal.default, self)
        self.read = True

    def heard(self, message: str) -> None:
        self.warns = True
        if not self.read:
            self.messages.append(message)

    def __call__(self) -> None:
        messages, self.messages = self.messages, []
        for message in messages:
            self.interp.warn(message, True)  # (the default is computed for the caller)
