"""The turtle drawing as SVG, for showing it under the cell that drew it.

HOOK: the SVG export belongs to the graphics package (pylogo.graphics, being
written in the ``gfx`` branch).  ``drawing_svg`` looks for it by name and
returns None while it is missing, so the kernel simply shows no drawings.
When the package lands, this is the one function to adapt to its API.
"""

from __future__ import annotations

from typing import Any


def drawing_svg(interp: Any) -> str | None:
    """The whole drawing as SVG text, or None (no graphics package, or nothing drawn)."""
    try:
        from ..graphics import export  # type: ignore[attr-defined]
    except ImportError:
        return None
    to_svg = getattr(export, "svg_text", None)
    model = getattr(interp, "graphics", None) or getattr(interp, "turtle", None)
    if to_svg is None or model is None:
        return None
    try:
        return to_svg(model)
    except Exception:  # a picture that cannot be exported is not the cell's error
        return None


class DrawingWatcher:
    """Tells whether the drawing changed since it was last shown."""

    def __init__(self) -> None:
        self.last: str | None = None

    def changed_svg(self, interp: Any) -> str | None:
        """The SVG if the drawing differs from the one shown last, else None."""
        svg = drawing_svg(interp)
        if svg is None or svg == self.last:
            return None
        self.last = svg
        return svg
