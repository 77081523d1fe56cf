"""Writing the drawing to files: EPS (as Berkeley's EPSPICT), pylogo pictures (SAVEPICT/LOADPICT).

SVG and PNG are in ``svg.py`` and ``png.py``.

SAVEPICT's file is pylogo's own (Berkeley's is a dump of its C memory, not
portable between machines): a first line ``pylogo-picture 1``, then one line
of JSON, an object with ``palette`` (a list of [slot, [r, g, b]] with 16-bit
channels, for the slots SETPALETTE or a colour list set), ``background`` (a
slot number; -2 for a colour list) and ``items`` (the display list, each
tuple written as a JSON array: see ``model.py``).  LOADPICT reads it back
exactly; any other file is "File system error: File bad format" (Berkeley's
message for a file that is not a picture).
"""

from __future__ import annotations

import json
from typing import Any

from .model import CENTER_X, CENTER_Y, SCREEN_BOTTOM, SCREEN_LEFT, SCREEN_RIGHT, SCREEN_TOP

PICTURE_MAGIC = "pylogo-picture 1"
PEN_AT = {"line": 5, "arc": 6, "label": 4}  # where the pen is in the items EPSPICT writes


class BadPicture(Exception):
    """LOADPICT of a file that is not a pylogo picture."""


def _round(n: float) -> int:
    """A coordinate rounded half away from zero (Berkeley's rounding of turtle places)."""
    n += -0.5 if n < 0.0 else 0.5
    return int(n)


def _rgb_text(rgb16: tuple) -> str:
    return "%6.4f %6.4f %6.4f" % tuple(c / 65535 for c in rgb16)


class _EpsWriter:
    """Berkeley's EPSPICT, from the display list: one path, stroked when the colour or width changes.

    As in Berkeley, fills (FILL, FILLED's polygon) are not written, only the
    lines drawn; an arc is written whole even with the pen up; the starting
    white pen leaves PostScript's black until a colour is chosen.
    """

    def __init__(self, model: Any, out: list) -> None:
        self.model = model
        self.out = out
        self.color: Any = None  # what setrgbcolor last set (None: PostScript's black)
        self.width = 1
        self.drawn = False  # lines in the path not yet stroked
        self.last = (CENTER_X, CENTER_Y)

    def point(self, x: float, y: float) -> tuple:
        return (CENTER_X + _round(x), CENTER_Y + _round(y))

    def moveto(self, p: tuple) -> None:
        self.out.append("%d %d moveto\n" % p)
        self.last = p

    def use_pen(self, pen: tuple) -> None:
        index, rgb, width = pen[4][:3]
        color = None
        if index is not None:
            color = rgb if index == -1 else self.model.palette_rgb(index)
        if color != self.color:
            self.stroke()
            self.out.append("%s setrgbcolor\n" % _rgb_text(tuple(c * 256 for c in color or (0, 0, 0))))
            self.color = color
        if width != self.width:
            self.stroke()
            self.out.append("%d setlinewidth\n" % width)
            self.width = width

    def stroke(self) -> None:
        if self.drawn:
            self.out.append("stroke %d %d moveto\n" % self.last)
            self.drawn = False

    def line(self, item: tuple) -> None:
        self.use_pen(item[5])
        start = self.point(item[1], item[2])
        if start != self.last or not self.drawn:
            self.moveto(start)
        end = start if len(item[5][4]) > 3 else self.point(item[3], item[4])  # cut by WRAP: see make_pen
        self.out.append("%d %d lineto\n" % end)
        self.last = end
        self.drawn = True

    def arc(self, item: tuple) -> None:
        _kind, cx, cy, radius, thead, angle, pen, _segments = item
        self.use_pen(pen)
        tx, ty = CENTER_X + cx, CENTER_Y + cy
        import math

        start = (90 - thead - angle) * math.pi / 180
        self.out.append("%f %f moveto\n" % (tx + radius * math.cos(start), ty + radius * math.sin(start)))
        self.out.append("%f %f %f %f %f arc\n" % (tx, ty, radius, 90 - thead - angle, 90 - thead))
        self.moveto(self.point(cx, cy))
        # Not counted as drawn (as in Berkeley): a colour change does not stroke it, so it
        # takes the colour of the next stroke.

    def label(self, item: tuple) -> None:
        _kind, x, y, text, pen, _height = item
        self.use_pen(pen)
        self.moveto(self.point(x, y))
        escaped = "".join("\\" + c if c in "()\\" else c for c in text)
        self.out.append("gsave -5 1 rmoveto (%s) show grestore\n" % escaped)
        self.moveto(self.last)

    def write(self, title: str) -> None:
        out = self.out
        out.append("%%!PS-Adobe-3.0 EPSF-3.0\n%%%%Title: %s\n" % title)
        out.append("%%Creator: Logo2PS 1.1; Copyright 1997, Vladimir Batagelj\n")
        out.append("%%%%BoundingBox: %d %d %d %d\n" % (SCREEN_LEFT, SCREEN_TOP, SCREEN_RIGHT, SCREEN_BOTTOM))
        out.append("%%%%EndComments\n%%%%Page: %s\n" % title)
        out.append("1 setlinecap 1 setlinejoin\n/Courier 9 selectfont\n")
        out.append("gsave\n%s setrgbcolor\n" % _rgb_text(self.model.palette_rgb16(self.model.background)))
        out.append("%d %d moveto %d %d lineto %d %d lineto %d %d lineto\n" % (
            SCREEN_LEFT, SCREEN_TOP, SCREEN_RIGHT, SCREEN_TOP,
            SCREEN_RIGHT, SCREEN_BOTTOM, SCREEN_LEFT, SCREEN_BOTTOM))
        out.append(" closepath fill grestore\n")
        out.append("%d %d moveto\n" % (CENTER_X, CENTER_Y))
        for item in self.model.items:
            kind = item[0]
            if kind not in PEN_AT or item[PEN_AT[kind]][4] is None:
                continue  # fills are not written; what NOREFRESH drew was not recorded
            if kind == "line":
                self.line(item)
            elif kind == "arc":
                self.arc(item)
            elif kind == "label":
                self.label(item)
        out.append("stroke\nshowpage\n%%EOF\n")



def eps_text(model: Any, title: str) -> str:
    out: list = []
    _EpsWriter(model, out).write(title)
    return "".join(out)


def write_eps(model: Any, path: str, title: str) -> None:
    text = eps_text(model, title)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


# ---------------------------------------------------------------- SAVEPICT / LOADPICT


def save_picture(model: Any, path: str) -> None:
    """Write the drawing, palette and background as pylogo's picture file (JSON after a magic line)."""
    data = {
        "palette": [[slot, list(rgb)] for slot, rgb in sorted(model.palette.items())],
        "background": model.background,
        "items": model.items,
    }
    with open(path, "w", encoding="utf-8") as f:
        f.write(PICTURE_MAGIC + "\n")
        json.dump(data, f, separators=(",", ":"))
        f.write("\n")


def _tuples(x: Any) -> Any:
    if isinstance(x, list):
        return tuple(_tuples(y) for y in x)
    return x


def load_picture(model: Any, path: str) -> None:
    """Replace the drawing with a picture file's (BadPicture if it is not one)."""
    with open(path, "rb") as f:
        raw = f.read()
    try:
        magic, _, body = raw.decode("utf-8").partition("\n")
        if magic != PICTURE_MAGIC:
            raise BadPicture()
        data = json.loads(body)
        palette = {int(slot): tuple(int(c) for c in rgb) for slot, rgb in data["palette"]}
        background = int(data["background"])
        items = [_tuples(item) for item in data["items"]]
        if not all(item and item[0] in ("line", "arc", "label", "fill", "polygon") for item in items):
            raise BadPicture()
    except (UnicodeDecodeError, ValueError, KeyError, TypeError) as exc:
        raise BadPicture() from exc
    model.palette.update(palette)
    model.items = items
    model.background = background
    model.redraw_all()


def write_picture(model: Any, path: str) -> None:
    """Write the drawing as SVG, PNG or EPS, chosen by PATH's extension (ValueError for others)."""
    ext = path.rsplit(".", 1)[-1].lower() if "." in path else ""
    if ext == "svg":
        from .svg import write_svg

        write_svg(model, path)
    elif ext == "png":
        from .png import PngUnavailable, write_png

        try:
            write_png(model, path)
        except PngUnavailable as exc:
            raise ValueError(str(exc)) from None
    elif ext in ("eps", "ps"):
        write_eps(model, path, path)
    else:
        raise ValueError("the picture's name must end in .svg, .png or .eps")
