"""The drawing as SVG (no dependency): the whole canvas, as the window shows it.

Lines keep their colours and widths with round ends (as Berkeley's
PostScript has them); PENERASE lines are drawn in the background colour and
PENREVERSE lines in the colour that reverses the background; FILLED polygons
are filled; LABELs are monospace text.  FILL (a flood fill) needs pixels, so
SVG leaves it out (PNG has it).
"""

from __future__ import annotations

from typing import Any
from xml.sax.saxutils import escape

from .model import CENTER_X, CENTER_Y, ERASE, REVERSE, SCREEN_HEIGHT, SCREEN_WIDTH


def _hex(rgb: tuple) -> str:
    return "#%02x%02x%02x" % tuple(rgb)


def line_color(pen: tuple, background: tuple) -> tuple:
    """The colour a line of this pen shows on this background."""
    rgb, _width, mode = pen[0], pen[1], pen[2]
    if mode == ERASE:
        return background
    if mode == REVERSE:
        return tuple(a ^ b for a, b in zip(rgb, background, strict=True))
    return rgb


def _num(v: float) -> str:
    text = "%.2f" % v
    text = text.rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


class _Svg:
    def __init__(self, model: Any) -> None:
        self.model = model
        self.background = model.background_rgb()
        self.out: list = []
        self.path: list = []  # "M x y L x y" pieces of the current run of same-styled lines
        self.style: Any = None

    def sx(self, x: float) -> str:
        return _num(CENTER_X + x)

    def sy(self, y: float) -> str:
        return _num(CENTER_Y - y)

    def flush_path(self) -> None:
        if self.path:
            color, width = self.style
            self.out.append('<path d="%s" stroke="%s" stroke-width="%d"/>\n'
                            % (" ".join(self.path), color, max(width, 1)))
            self.path = []
        self.style = None

    def segment(self, x1: float, y1: float, x2: float, y2: float, pen: tuple) -> None:
        style = (_hex(line_color(pen, self.background)), pen[1])
        if style != self.style:
            self.flush_path()
            self.style = style
        self.path.append("M%s %sL%s %s" % (self.sx(x1), self.sy(y1), self.sx(x2), self.sy(y2)))

    def item(self, item: tuple) -> None:
        kind = item[0]
        if kind == "line":
            self.segment(item[1], item[2], item[3], item[4], item[5])
        elif kind == "arc":
            for x1, y1, x2, y2 in item[7]:
                self.segment(x1, y1, x2, y2, item[6])
        elif kind == "label":
            self.flush_path()
            _kind, x, y, text, pen, height = item
            size = 15 if height is None else max(abs(height) * 4 // 5, 1)
            self.out.append('<text x="%s" y="%s" fill="%s" font-size="%d">%s</text>\n'
                            % (self.sx(x), self.sy(y), _hex(pen[0]), size, escape(text)))
        elif kind == "polygon":
            self.flush_path()
            _kind, points, fill_rgb, pen = item
            coords = " ".join("%s,%s" % (self.sx(x), self.sy(y)) for x, y in points)
            self.out.append('<polygon points="%s" fill="%s" stroke="%s" stroke-width="%d"/>\n'
                            % (coords, _hex(fill_rgb), _hex(pen[0]), max(pen[1], 1)))

    def text(self) -> str:
        width, height = SCREEN_WIDTH + 1, SCREEN_HEIGHT + 1
        head = ('<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">\n'
                '<rect width="100%%" height="100%%" fill="%s"/>\n'
                '<g fill="none" stroke-linecap="round" stroke-linejoin="round" font-family="monospace">\n'
                % (width, height, width, height, _hex(self.background)))
        for item in self.model.items:
            self.item(item)
        self.flush_path()
        return head + "".join(self.out) + "</g>\n</svg>\n"


def svg_text(model: Any) -> str:
    return _Svg(model).text()


def write_svg(model: Any, path: str) -> None:
    with open(path, "w", encoding="utf-8") as f:
        f.write(svg_text(model))
