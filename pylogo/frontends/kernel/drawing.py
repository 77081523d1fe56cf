"""The turtle drawing as SVG, for showing it under the cell that drew it.

The SVG export is the graphics package's (``pylogo.graphics.svg.svg_text``);
the interpreter's graphics model (``interp.graphics``) exists once a graphics
primitive has run.  Without either, there is no drawing to show.
"""

from __future__ import annotations

from typing import Any


def drawing_svg(interp: Any) -> str | None:
    """The whole drawing as SVG text, or None (no graphics package, or nothing drawn)."""
    model = getattr(interp, "graphics", None)
    if model is None:
        return None
    try:
        from ...graphics.svg import svg_text as to_svg  # type: ignore[import-not-found]
    except ImportError:  # a pylogo without the SVG export
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
