"""The drawing area of the terminal as braille cells: what each cell shows, and what changed.

A braille cell shows 2 by 4 dots of the raster (``raster.Raster`` with
``cell_w`` 2 and ``cell_h`` 4), in one colour: that of its first set dot in
the order of the braille dot numbers.  ``BrailleCells`` works a band (a row
of cells, four rows of dots) at a time with whole-row byte operations: each
of the eight dot places of all the band's cells is one slice of the dots, its
bits and colours are merged as big integers, and bands whose dots did not
change since the last look are not looked at again.  ``changes`` gives the
cells that differ from what the terminal shows, ``escape_text`` the text that
draws them.
"""

from __future__ import annotations

import re
from typing import Any

ESC = "\x1b"
CHANGED = re.compile(rb"[^\x00]")

# braille dot (column, row) in a cell -> its bit, in the order of the dot numbers
BRAILLE_BITS = ((0, 0, 0x01), (0, 1, 0x02), (0, 2, 0x04), (1, 0, 0x08), (1, 1, 0x10), (1, 2, 0x20),
                (0, 3, 0x40), (1, 3, 0x80))
BIT_AT = {(dx, dy): bit for dx, dy, bit in BRAILLE_BITS}
CHARS = [" "] + [chr(0x2800 + bits) for bits in range(1, 256)]
SET = bytes([0] + [255] * 255)  # a colour number -> 255 where a dot is set
AS_BIT = {bit: bytes([0] + [bit] * 255) for _, _, bit in BRAILLE_BITS}
BLANK = (" ", None, None)


def _xterm256(rgb: tuple) -> int:
    """The nearest colour of xterm's 256 (the 6x6x6 cube or the grey ramp)."""
    levels = (0, 95, 135, 175, 215, 255)

    def nearest(v: int) -> int:
        return min(range(6), key=lambda i: abs(levels[i] - v))

    r, g, b = (nearest(c) for c in rgb)
    cube = (levels[r], levels[g], levels[b])
    grey = min(23, max(0, round((sum(rgb) / 3 - 8) / 10)))
    grey_rgb = (8 + 10 * grey,) * 3

    def dist(a: tuple) -> int:
        return sum((x - y) ** 2 for x, y in zip(a, rgb, strict=False))

    return 232 + grey if dist(grey_rgb) < dist(cube) else 16 + 36 * r + 6 * g + b


def color_code(rgb: tuple, truecolor: bool, background: bool = False) -> str:
    """The SGR parameters of a foreground (or background) colour."""
    base = 48 if background else 38
    if truecolor:
        return "%d;2;%d;%d;%d" % (base, rgb[0], rgb[1], rgb[2])
    return "%d;5;%d" % (base, _xterm256(rgb))


class BrailleCells:
    """The cells of the ROWS bands of RASTER, and those the terminal shows (``shown``)."""

    def __init__(self, raster: Any, rows: int) -> None:
        self.raster = raster
        self.rows = rows
        self.cols = raster.cols
        self.seen: list = [None] * rows  # per band: its dots when last looked at
        self.bits: list = [0] * rows  # per band: the cells' dot bits, one byte a cell, as an int
        self.fg: list = [0] * rows  # per band: the cells' colour numbers, the same way
        self.shown: dict = {}  # cell -> (text, rgb or None, background rgb or None) on the screen
        self.background: Any = "unknown"
        self.overlaid: set = set()  # the cells the last overlay covered

    def _band(self, r: int) -> bool:
        """Look at band R again if its dots changed: its cells are then in ``self.bits``/``fg``."""
        raster = self.raster
        w = raster.width
        top = 4 * r * w
        dots = raster.dots[top:top + 4 * w]
        if dots == self.seen[r]:
            return False
        self.seen[r] = dots
        bits = fg = 0
        for dx, dy, bit in reversed(BRAILLE_BITS):  # the first set dot's colour wins: it goes last
            place = dots[dy * w + dx:(dy + 1) * w:2]
            bits |= int.from_bytes(place.translate(AS_BIT[bit]), "big")
            mask = int.from_bytes(place.translate(SET), "big")
            fg = (fg & ~mask) | int.from_bytes(place, "big")
        self.bits[r], self.fg[r] = bits, fg
        return True

    def changes(self, overlay: dict, background: Any) -> list:
        """The cells whose look changed, sorted, each (cell, (text, rgb, background)); OVERLAY
        maps cells to the (text, rgb) shown instead of their dots (labels, the turtle)."""
        cols, colors, shown = self.cols, self.raster.colors, self.shown
        if background != self.background:  # every cell is drawn again
            self.background = background
            self.seen = [None] * self.rows
            self.bits = [0] * self.rows
            self.fg = [0] * self.rows
        candidates: set = set(overlay) | self.overlaid
        self.overlaid = set(overlay)
        size = cols
        for r in range(self.rows):
            old_bits, old_fg = self.bits[r], self.fg[r]
            first = self.seen[r] is None
            if not self._band(r):
                continue
            base = r * cols
            if first:
                candidates.update(range(base, base + cols))
                continue
            diff = ((self.bits[r] ^ old_bits) | (self.fg[r] ^ old_fg)).to_bytes(size, "big")
            candidates.update(base + m.start() for m in CHANGED.finditer(diff))
        out = []
        limit = self.rows * cols
        for cell in sorted(candidates):
            if cell >= limit:
                continue
            over = overlay.get(cell)
            if over is not None:
                now = (over[0], over[1], background)
            else:
                r, c = divmod(cell, cols)
                shift = 8 * (cols - 1 - c)
                bits = (self.bits[r] >> shift) & 255
                now = (CHARS[bits], colors[(self.fg[r] >> shift) & 255] if bits else None, background)
            if shown.get(cell, BLANK) != now:
                shown[cell] = now
                out.append((cell, now))
        return out

    def dots_at(self, cell: int) -> int:
        """The bits of CELL's own dots, as the raster has them now (read from its dots, so that
        the bands' record of what was looked at stays as it was)."""
        raster = self.raster
        r, c = divmod(cell, self.cols)
        w, dots = raster.width, raster.dots
        at = 4 * r * w + 2 * c
        bits = 0
        for dx, dy, bit in BRAILLE_BITS:
            if dots[at + dy * w + dx]:
                bits |= bit
        return bits


def escape_text(changes: list, cols: int, truecolor: bool) -> str:
    """The text that draws CHANGES (from ``BrailleCells.changes``), the cursor put back after."""
    out = [ESC + "7"]
    at = -1
    style: Any = "none"
    for cell, (text, fg, bg) in changes:
        if cell != at:
            row, col = divmod(cell, cols)
            out.append(ESC + "[%d;%dH" % (row + 1, col + 1))
        if (fg, bg) != style:
            codes = ["0"]
            if fg is not None:
                codes.append(color_code(fg, truecolor))
            if bg is not None:
                codes.append(color_code(bg, truecolor, background=True))
            out.append(ESC + "[" + ";".join(codes) + "m")
            style = (fg, bg)
        out.append(text)
        at = cell + 1
    out.append(ESC + "[0m" + ESC + "8")
    return "".join(out)
